; ModuleID = 'vxlan_inner.c'
source_filename = "vxlan_inner.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@vni_bytes = dso_local global %struct.bpf_map_def { i32 1, i32 4, i32 8, i32 4, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*), i8* bitcast (%struct.bpf_map_def* @vni_bytes to i8*)], section "llvm.metadata"

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
  %10 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 0
  %11 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 20
  %12 = icmp ugt i8* %11, %8
  br i1 %12, label %75, label %13

13:                                               ; preds = %1
  %14 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 9
  %15 = load i8, i8* %14, align 1, !tbaa !10
  %16 = icmp eq i8 %15, 17
  br i1 %16, label %17, label %75

17:                                               ; preds = %13
  %18 = load i8, i8* %10, align 4
  %19 = shl i8 %18, 2
  %20 = and i8 %19, 60
  %21 = zext i8 %20 to i64
  %22 = getelementptr %struct.ethhdr, %struct.ethhdr* %9, i64 1, i32 0, i64 %21
  %23 = getelementptr inbounds i8, i8* %22, i64 8
  %24 = getelementptr inbounds i8, i8* %22, i64 16
  %25 = icmp ugt i8* %24, %8
  br i1 %25, label %75, label %26

26:                                               ; preds = %17
  %27 = getelementptr inbounds i8, i8* %22, i64 2
  %28 = bitcast i8* %27 to i16*
  %29 = load i16, i16* %28, align 2, !tbaa !13
  %30 = icmp eq i16 %29, -19182
  br i1 %30, label %31, label %75

31:                                               ; preds = %26
  %32 = bitcast i8* %23 to i32*
  %33 = load i32, i32* %32, align 4, !tbaa !15
  %34 = and i32 %33, 8
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %75, label %36

36:                                               ; preds = %31
  %37 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %37) #3
  %38 = getelementptr inbounds i8, i8* %22, i64 12
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4, !tbaa !17
  %41 = tail call i32 @llvm.bswap.i32(i32 %40)
  %42 = lshr i32 %41, 8
  store i32 %42, i32* %2, align 4, !tbaa !18
  %43 = getelementptr inbounds i8, i8* %22, i64 50
  %44 = icmp ugt i8* %43, %8
  br i1 %44, label %73, label %45

45:                                               ; preds = %36
  %46 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @vni_bytes to i8*), i8* noundef nonnull %37) #3
  %47 = bitcast i8* %46 to i64*
  %48 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %48) #3
  %49 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 2
  %50 = load i32, i32* %49, align 8, !tbaa !19
  %51 = zext i32 %50 to i64
  store i64 %51, i64* %3, align 8, !tbaa !20
  %52 = icmp eq i8* %46, null
  br i1 %52, label %56, label %53

53:                                               ; preds = %45
  %54 = load i64, i64* %47, align 8, !tbaa !20
  %55 = add i64 %54, %51
  store i64 %55, i64* %47, align 8, !tbaa !20
  br label %58

56:                                               ; preds = %45
  %57 = call i64 inttoptr (i64 2 to i64 (i8*, i8*, i8*, i64)*)(i8* noundef bitcast (%struct.bpf_map_def* @vni_bytes to i8*), i8* noundef nonnull %37, i8* noundef nonnull %48, i64 noundef 0) #3
  br label %58

58:                                               ; preds = %56, %53
  %59 = load i32, i32* %2, align 4, !tbaa !18
  %60 = zext i32 %59 to i64
  %61 = shl i64 %60, 40
  %62 = getelementptr inbounds i8, i8* %22, i64 39
  %63 = load i8, i8* %62, align 1, !tbaa !10
  %64 = zext i8 %63 to i64
  %65 = shl nuw nsw i64 %64, 32
  %66 = or i64 %65, %61
  %67 = getelementptr inbounds i8, i8* %22, i64 46
  %68 = bitcast i8* %67 to i32*
  %69 = load i32, i32* %68, align 4, !tbaa !21
  %70 = call i32 @llvm.bswap.i32(i32 %69)
  %71 = zext i32 %70 to i64
  %72 = or i64 %66, %71
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %48) #3
  br label %73

73:                                               ; preds = %36, %58
  %74 = phi i64 [ %72, %58 ], [ 3, %36 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %37) #3
  br label %75

75:                                               ; preds = %73, %26, %17, %31, %1, %13
  %76 = phi i64 [ 0, %13 ], [ 0, %1 ], [ %74, %73 ], [ 1, %26 ], [ 1, %17 ], [ 2, %31 ]
  ret i64 %76
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

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
!10 = !{!11, !6, i64 9}
!11 = !{!"iphdr", !6, i64 0, !6, i64 0, !6, i64 1, !12, i64 2, !12, i64 4, !12, i64 6, !6, i64 8, !6, i64 9, !12, i64 10, !8, i64 12, !8, i64 16}
!12 = !{!"short", !6, i64 0}
!13 = !{!14, !12, i64 2}
!14 = !{!"udphdr", !12, i64 0, !12, i64 2, !12, i64 4, !12, i64 6}
!15 = !{!16, !8, i64 0}
!16 = !{!"vxlanhdr", !8, i64 0, !8, i64 4}
!17 = !{!16, !8, i64 4}
!18 = !{!8, !8, i64 0}
!19 = !{!4, !8, i64 16}
!20 = !{!5, !5, i64 0}
!21 = !{!11, !8, i64 16}
