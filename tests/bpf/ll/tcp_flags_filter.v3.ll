; ModuleID = 'tcp_flags_filter.c'
source_filename = "tcp_flags_filter.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.bpf_map_def = type { i32, i32, i32, i32, i32 }
%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }
%struct.ethhdr = type { [6 x i8], [6 x i8], i16 }

@flag_stats = dso_local global %struct.bpf_map_def { i32 2, i32 4, i32 8, i32 4, i32 0 }, section "maps", align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* bitcast (%struct.bpf_map_def* @flag_stats to i8*), i8* bitcast (i32 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nounwind
define dso_local i32 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 0
  %7 = load i64, i64* %6, align 8, !tbaa !3
  %8 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %9 = load i64, i64* %8, align 8, !tbaa !9
  %10 = inttoptr i64 %9 to i8*
  %11 = inttoptr i64 %7 to %struct.ethhdr*
  %12 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %11, i64 1, i32 0, i64 0
  %13 = icmp ugt i8* %12, %10
  br i1 %13, label %100, label %14

14:                                               ; preds = %1
  %15 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %11, i64 0, i32 2
  %16 = load i16, i16* %15, align 1, !tbaa !10
  %17 = icmp ne i16 %16, 8
  %18 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %11, i64 1, i32 0, i64 20
  %19 = icmp ugt i8* %18, %10
  %20 = select i1 %17, i1 true, i1 %19
  br i1 %20, label %100, label %21

21:                                               ; preds = %14
  %22 = getelementptr inbounds %struct.ethhdr, %struct.ethhdr* %11, i64 1, i32 0, i64 9
  %23 = load i8, i8* %22, align 1, !tbaa !13
  %24 = icmp eq i8 %23, 6
  br i1 %24, label %25, label %100

25:                                               ; preds = %21
  %26 = load i8, i8* %12, align 4
  %27 = shl i8 %26, 2
  %28 = and i8 %27, 60
  %29 = zext i8 %28 to i64
  %30 = getelementptr %struct.ethhdr, %struct.ethhdr* %11, i64 1, i32 0, i64 %29
  %31 = getelementptr inbounds i8, i8* %30, i64 20
  %32 = icmp ugt i8* %31, %10
  br i1 %32, label %100, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, i8* %30, i64 12
  %35 = bitcast i8* %34 to i16*
  %36 = load i16, i16* %35, align 4
  %37 = and i16 %36, 512
  %38 = icmp eq i16 %37, 0
  br i1 %38, label %48, label %39

39:                                               ; preds = %33
  %40 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %40)
  store i32 0, i32* %5, align 4, !tbaa !15
  %41 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @flag_stats to i8*), i8* noundef nonnull %40) #2
  %42 = icmp eq i8* %41, null
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = bitcast i8* %41 to i64*
  %45 = atomicrmw add i64* %44, i64 1 seq_cst, align 8
  br label %46

46:                                               ; preds = %39, %43
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %40)
  %47 = load i16, i16* %35, align 4
  br label %48

48:                                               ; preds = %46, %33
  %49 = phi i16 [ %47, %46 ], [ %36, %33 ]
  %50 = and i16 %49, 256
  %51 = icmp eq i16 %50, 0
  br i1 %51, label %61, label %52

52:                                               ; preds = %48
  %53 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %53)
  store i32 1, i32* %4, align 4, !tbaa !15
  %54 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @flag_stats to i8*), i8* noundef nonnull %53) #2
  %55 = icmp eq i8* %54, null
  br i1 %55, label %59, label %56

56:                                               ; preds = %52
  %57 = bitcast i8* %54 to i64*
  %58 = atomicrmw add i64* %57, i64 1 seq_cst, align 8
  br label %59

59:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %53)
  %60 = load i16, i16* %35, align 4
  br label %61

61:                                               ; preds = %59, %48
  %62 = phi i16 [ %60, %59 ], [ %49, %48 ]
  %63 = and i16 %62, 1024
  %64 = icmp eq i16 %63, 0
  br i1 %64, label %74, label %65

65:                                               ; preds = %61
  %66 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %66)
  store i32 2, i32* %3, align 4, !tbaa !15
  %67 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @flag_stats to i8*), i8* noundef nonnull %66) #2
  %68 = icmp eq i8* %67, null
  br i1 %68, label %72, label %69

69:                                               ; preds = %65
  %70 = bitcast i8* %67 to i64*
  %71 = atomicrmw add i64* %70, i64 1 seq_cst, align 8
  br label %72

72:                                               ; preds = %65, %69
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %66)
  %73 = load i16, i16* %35, align 4
  br label %74

74:                                               ; preds = %72, %61
  %75 = phi i16 [ %73, %72 ], [ %62, %61 ]
  %76 = and i16 %75, 4096
  %77 = icmp eq i16 %76, 0
  br i1 %77, label %87, label %78

78:                                               ; preds = %74
  %79 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %79)
  store i32 3, i32* %2, align 4, !tbaa !15
  %80 = call i8* inttoptr (i64 1 to i8* (i8*, i8*)*)(i8* noundef bitcast (%struct.bpf_map_def* @flag_stats to i8*), i8* noundef nonnull %79) #2
  %81 = icmp eq i8* %80, null
  br i1 %81, label %85, label %82

82:                                               ; preds = %78
  %83 = bitcast i8* %80 to i64*
  %84 = atomicrmw add i64* %83, i64 1 seq_cst, align 8
  br label %85

85:                                               ; preds = %78, %82
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %79)
  %86 = load i16, i16* %35, align 4
  br label %87

87:                                               ; preds = %85, %74
  %88 = phi i16 [ %86, %85 ], [ %75, %74 ]
  %89 = and i16 %88, 768
  %90 = icmp eq i16 %89, 768
  br i1 %90, label %100, label %91

91:                                               ; preds = %87
  %92 = and i16 %88, 4608
  %93 = icmp eq i16 %92, 512
  br i1 %93, label %94, label %99

94:                                               ; preds = %91
  %95 = getelementptr inbounds i8, i8* %30, i64 2
  %96 = bitcast i8* %95 to i16*
  %97 = load i16, i16* %96, align 2, !tbaa !16
  %98 = icmp eq i16 %97, 5632
  br i1 %98, label %100, label %99

99:                                               ; preds = %94, %91
  br label %100

100:                                              ; preds = %21, %94, %87, %25, %99, %1, %14
  %101 = phi i32 [ 2, %14 ], [ 2, %1 ], [ 2, %21 ], [ 2, %99 ], [ 1, %25 ], [ 1, %87 ], [ 1, %94 ]
  ret i32 %101
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
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
!10 = !{!11, !12, i64 12}
!11 = !{!"ethhdr", !6, i64 0, !6, i64 6, !12, i64 12}
!12 = !{!"short", !6, i64 0}
!13 = !{!14, !6, i64 9}
!14 = !{!"iphdr", !6, i64 0, !6, i64 0, !6, i64 1, !12, i64 2, !12, i64 4, !12, i64 6, !6, i64 8, !6, i64 9, !12, i64 10, !8, i64 12, !8, i64 16}
!15 = !{!8, !8, i64 0}
!16 = !{!17, !12, i64 2}
!17 = !{!"tcphdr", !12, i64 0, !12, i64 2, !8, i64 4, !8, i64 8, !12, i64 12, !12, i64 12, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 13, !12, i64 14, !12, i64 16, !12, i64 18}
