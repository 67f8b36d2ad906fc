; ModuleID = 'http_get_detect.c'
source_filename = "http_get_detect.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@methods = dso_local global %struct.bpf_map_def { i32 2, i32 4, i32 8, i32 3, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (%struct.bpf_map_def* @methods to i8*), i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca i32, align 4
  %3 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %4 = load i64, i64* %3, align 8, !tbaa !3
  %5 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !9
  %7 = inttoptr i64 %6 to i8*
  %8 = inttoptr i64 %4 to %struct.ethhdr*
  %9 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 0
  %10 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 20
  %11 = icmp ugt i8* %10, %7
  br i1 %11, label %93, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 9
  %14 = load i8, i8* %13, align 1, !tbaa !10
  %15 = icmp eq i8 %14, 6
  br i1 %15, label %16, label %93

16:                                               ; preds = %12
  %17 = load i8, i8* %9, align 4
  %18 = shl i8 %17, 2
  %19 = and i8 %18, 60
  %20 = zext i8 %19 to i64
  %21 = getelementptr %struct.ethhdr, %struct.ethhdr* %8, i64 1, i32 0, i64 %20
  %22 = getelementptr inbounds i8, i8* %21, i64 20
  %23 = icmp ugt i8* %22, %7
  br i1 %23, label %93, label %24

24:                                               ; preds = %16
  %25 = getelementptr inbounds i8, i8* %21, i64 2
  %26 = bitcast i8* %25 to i16*
  %27 = load i16, i16* %26, align 2, !tbaa !13
  %28 = icmp eq i16 %27, 20480
  br i1 %28, label %29, label %93

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, i8* %21, i64 12
  %31 = bitcast i8* %30 to i16*
  %32 = load i16, i16* %31, align 4
  %33 = lshr i16 %32, 2
  %34 = and i16 %33, 60
  %35 = zext i16 %34 to i64
  %36 = getelementptr i8, i8* %21, i64 %35
  %37 = getelementptr inbounds i8, i8* %36, i64 5
  %38 = icmp ugt i8* %37, %7
  br i1 %38, label %93, label %39

39:                                               ; preds = %29
  %40 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %40) #2
  store i32 2, i32* %2, align 4, !tbaa !15
  %41 = load i8, i8* %36, align 1, !tbaa !16
  switch i8 %41, label %68 [
    i8 71, label %42
    i8 80, label %55
  ]

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, i8* %36, i64 1
  %44 = load i8, i8* %43, align 1, !tbaa !16
  %45 = icmp eq i8 %44, 69
  br i1 %45, label %46, label %68

46:                                               ; preds = %42
  %47 = getelementptr inbounds i8, i8* %36, i64 2
  %48 = load i8, i8* %47, align 1, !tbaa !16
  %49 = icmp eq i8 %48, 84
  br i1 %49, label %50, label %68

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, i8* %36, i64 3
  %52 = load i8, i8* %51, align 1, !tbaa !16
  %53 = icmp eq i8 %52, 32
  br i1 %53, label %54, label %68

54:                                               ; preds = %50
  store i32 0, i32* %2, align 4, !tbaa !15
  br label %68

55:                                               ; preds = %39
  %56 = getelementptr inbounds i8, i8* %36, i64 1
  %57 = load i8, i8* %56, align 1, !tbaa !16
  %58 = icmp eq i8 %57, 79
  br i1 %58, label %59, label %68

59:                                               ; preds = %55
  %60 = getelementptr inbounds i8, i8* %36, i64 2
  %61 = load i8, i8* %60, align 1, !tbaa !16
  %62 = icmp eq i8 %61, 83
  br i1 %62, label %63, label %68

63:                                               ; preds = %59
  %64 = getelementptr inbounds i8, i8* %36, i64 3
  %65 = load i8, i8* %64, align 1, !tbaa !16
  %66 = icmp eq i8 %65, 84
  br i1 %66, label %67, label %68

67:                                               ; preds = %63
  store i32 1, i32* %2, align 4, !tbaa !15
  br label %68

68:                                               ; preds = %39, %42, %46, %50, %55, %59, %63, %67, %54
  %69 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @methods to i8*), i8* noundef nonnull %40) #2
  %70 = bitcast i8* %69 to i64*
  %71 = icmp eq i8* %69, null
  br i1 %71, label %75, label %72

72:                                               ; preds = %68
  %73 = load i64, i64* %70, align 8, !tbaa !17
  %74 = add i64 %73, 1
  store i64 %74, i64* %70, align 8, !tbaa !17
  br label %75

75:                                               ; preds = %72, %68
  %76 = load i32, i32* %2, align 4, !tbaa !15
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %78, label %91

78:                                               ; preds = %75, %87
  %79 = phi i64 [ %89, %87 ], [ 4, %75 ]
  %80 = phi i32 [ %88, %87 ], [ 0, %75 ]
  %81 = getelementptr inbounds i8, i8* %36, i64 %79
  %82 = getelementptr inbounds i8, i8* %81, i64 1
  %83 = icmp ugt i8* %82, %7
  br i1 %83, label %91, label %84

84:                                               ; preds = %78
  %85 = load i8, i8* %81, align 1, !tbaa !16
  %86 = icmp eq i8 %85, 32
  br i1 %86, label %91, label %87

87:                                               ; preds = %84
  %88 = add nuw nsw i32 %80, 1
  %89 = add nuw nsw i64 %79, 1
  %90 = icmp eq i32 %88, 96
  br i1 %90, label %91, label %78, !llvm.loop !18

91:                                               ; preds = %87, %84, %78, %75
  %92 = phi i32 [ 0, %75 ], [ %80, %78 ], [ %80, %84 ], [ 96, %87 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %40) #2
  br label %93

93:                                               ; preds = %24, %16, %29, %91, %1, %12
  %94 = phi i32 [ -1, %12 ], [ -1, %1 ], [ -2, %24 ], [ -2, %16 ], [ %92, %91 ], [ -3, %29 ]
  ret i32 %94
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
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
!10 = !{!11, !6, i64 9}
!11 = !{!"iphdr", !6, i64 0, !6, i64 0, !6, i64 1, !12, i64 2, !12, i64 4, !12, i64 6, !6, i64 8, !6, i64 9, !12, i64 10, !8, i64 12, !8, i64 16}
!12 = !{!"short", !6, i64 0}
!13 = !{!14, !12, i64 2}
!14 = !{!"tcphdr", !12, i64 0, !12, i64 2, !8, i64 4, !8, i64 8, !12, i64 12, !12, i64 12, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 14, !12, i64 16, !12, i64 18}
!15 = !{!8, !8, i64 0}
!16 = !{!6, !6, i64 0}
!17 = !{!5, !5, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
