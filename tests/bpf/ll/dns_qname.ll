; ModuleID = 'dns_qname.c'
source_filename = "dns_qname.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@qnames = dso_local global %struct.bpf_map_def { i32 1, i32 4, i32 8, i32 8, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*), i8* bitcast (%struct.bpf_map_def* @qnames to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %5 = load i64, i64* %4, align 8, !tbaa !3
  %6 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %7 = load i64, i64* %6, align 8, !tbaa !9
  %8 = inttoptr i64 %7 to i8*
  %9 = inttoptr i64 %5 to %struct.ethhdr*
  %10 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 40
  %11 = icmp ugt i8* %10, %8
  br i1 %11, label %82, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 22
  %14 = bitcast i8* %13 to i16*
  %15 = load i16, i16* %14, align 2, !tbaa !10
  %16 = icmp eq i16 %15, 13568
  br i1 %16, label %17, label %82

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 30
  %19 = bitcast i8* %18 to i16*
  %20 = load i16, i16* %19, align 2, !tbaa !13
  %21 = and i16 %20, 128
  %22 = icmp eq i16 %21, 0
  br i1 %22, label %23, label %82

23:                                               ; preds = %17
  %24 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 32
  %25 = bitcast i8* %24 to i16*
  %26 = load i16, i16* %25, align 2, !tbaa !15
  %27 = icmp eq i16 %26, 256
  br i1 %27, label %28, label %82

28:                                               ; preds = %23
  %29 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %29) #2
  store i32 5381, i32* %2, align 4, !tbaa !16
  br label %30

30:                                               ; preds = %28, %66
  %31 = phi i32 [ 5381, %28 ], [ %60, %66 ]
  %32 = phi i32 [ 0, %28 ], [ %45, %66 ]
  %33 = phi i32 [ 0, %28 ], [ %62, %66 ]
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i8, i8* %10, i64 %34
  %36 = getelementptr inbounds i8, i8* %35, i64 1
  %37 = icmp ugt i8* %36, %8
  br i1 %37, label %80, label %38

38:                                               ; preds = %30
  %39 = load i8, i8* %35, align 1, !tbaa !17
  %40 = zext i8 %39 to i32
  %41 = icmp eq i8 %39, 0
  br i1 %41, label %70, label %42

42:                                               ; preds = %38
  %43 = icmp ugt i8 %39, 63
  br i1 %43, label %80, label %44

44:                                               ; preds = %42
  %45 = add nuw nsw i32 %32, 1
  %46 = add i32 %33, 1
  br label %47

47:                                               ; preds = %44, %55
  %48 = phi i32 [ %31, %44 ], [ %60, %55 ]
  %49 = phi i32 [ %46, %44 ], [ %62, %55 ]
  %50 = phi i32 [ 0, %44 ], [ %61, %55 ]
  %51 = zext i32 %49 to i64
  %52 = getelementptr inbounds i8, i8* %10, i64 %51
  %53 = getelementptr inbounds i8, i8* %52, i64 1
  %54 = icmp ugt i8* %53, %8
  br i1 %54, label %80, label %55

55:                                               ; preds = %47
  %56 = mul i32 %48, 33
  %57 = load i8, i8* %52, align 1, !tbaa !17
  %58 = or i8 %57, 32
  %59 = zext i8 %58 to i32
  %60 = add i32 %56, %59
  store i32 %60, i32* %2, align 4, !tbaa !16
  %61 = add nuw nsw i32 %50, 1
  %62 = add i32 %49, 1
  %63 = icmp ult i32 %50, 62
  %64 = icmp ult i32 %61, %40
  %65 = select i1 %63, i1 %64, i1 false
  br i1 %65, label %47, label %66, !llvm.loop !18

66:                                               ; preds = %55
  %67 = icmp eq i32 %45, 64
  br i1 %67, label %68, label %30, !llvm.loop !20

68:                                               ; preds = %66
  %69 = zext i32 %62 to i64
  br label %70

70:                                               ; preds = %38, %68
  %71 = phi i64 [ %69, %68 ], [ %34, %38 ]
  %72 = phi i32 [ 64, %68 ], [ %32, %38 ]
  %73 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %73) #2
  %74 = zext i32 %72 to i64
  %75 = shl nuw nsw i64 %74, 32
  %76 = or i64 %75, %71
  store i64 %76, i64* %3, align 8, !tbaa !21
  %77 = call i64 inttoptr (i64 2 to i64 (i8*, i8*, i8*, i64)*)(i8* noundef bitcast (%struct.bpf_map_def* @qnames to i8*), i8* noundef nonnull %29, i8* noundef nonnull %73, i64 noundef 0) #2
  %78 = load i32, i32* %2, align 4, !tbaa !16
  %79 = zext i32 %78 to i64
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %73) #2
  br label %80

80:                                               ; preds = %42, %30, %47, %70
  %81 = phi i64 [ %79, %70 ], [ -6, %47 ], [ -5, %42 ], [ -4, %30 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %29) #2
  br label %82

82:                                               ; preds = %23, %17, %1, %12, %80
  %83 = phi i64 [ %81, %80 ], [ -1, %12 ], [ -1, %1 ], [ -2, %17 ], [ -3, %23 ]
  ret i64 %83
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 0}
!4 = !{!"ctx", !5, i64 0, !5, i64 8, !8, i64 16, !8, i64 20, !6, i64 24}
!5 = !{!"long long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!"int", !6, i64 0}
!9 = !{!4, !5, i64 8}
!10 = !{!11, !12, i64 2}
!11 = !{!"udphdr", !12, i64 0, !12, i64 2, !12, i64 4, !12, i64 6}
!12 = !{!"short", !6, i64 0}
!13 = !{!14, !12, i64 2}
!14 = !{!"dnshdr", !12, i64 0, !12, i64 2, !12, i64 4, !12, i64 6, !12, i64 8, !12, i64 10}
!15 = !{!14, !12, i64 4}
!16 = !{!8, !8, i64 0}
!17 = !{!6, !6, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = !{!5, !5, i64 0}
