; ModuleID = 'global_counters.c'
source_filename = "global_counters.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@max_len = dso_local local_unnamed_addr global i32 0, align 4
@total_bytes = dso_local local_unnamed_addr global i64 0, align 8
@packets = internal unnamed_addr global i32 0, align 4
@history = internal unnamed_addr global [4 x i64] [i64 1, i64 2, i64 3, i64 4], align 8
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 2
  %3 = load i32, i32* %2, align 8, !tbaa !3
  %4 = zext i32 %3 to i64
  %5 = load i64, i64* @total_bytes, align 8, !tbaa !9
  %6 = add i64 %5, %4
  store i64 %6, i64* @total_bytes, align 8, !tbaa !9
  %7 = load i32, i32* @packets, align 4, !tbaa !10
  %8 = add i32 %7, 1
  store i32 %8, i32* @packets, align 4, !tbaa !10
  %9 = load i32, i32* @max_len, align 4, !tbaa !10
  %10 = icmp ugt i32 %3, %9
  br i1 %10, label %13, label %11

11:                                               ; preds = %1
  %12 = zext i32 %9 to i64
  br label %14

13:                                               ; preds = %1
  store i32 %3, i32* @max_len, align 4, !tbaa !10
  br label %14

14:                                               ; preds = %11, %13
  %15 = phi i64 [ %12, %11 ], [ %4, %13 ]
  %16 = and i32 %8, 3
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [4 x i64], [4 x i64]* @history, i64 0, i64 %17
  store i64 %4, i64* %18, align 8, !tbaa !9
  %19 = shl i64 %6, 32
  %20 = zext i32 %8 to i64
  %21 = shl nuw nsw i64 %20, 16
  %22 = or i64 %21, %19
  %23 = add i32 %7, 2
  %24 = and i32 %23, 3
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [4 x i64], [4 x i64]* @history, i64 0, i64 %25
  %27 = load i64, i64* %26, align 8, !tbaa !9
  %28 = xor i64 %27, %15
  %29 = or i64 %22, %28
  ret i64 %29
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="v3" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !8, i64 16}
!4 = !{!"ctx", !5, i64 0, !5, i64 8, !8, i64 16, !8, i64 20, !6, i64 24}
!5 = !{!"long long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!"int", !6, i64 0}
!9 = !{!5, !5, i64 0}
!10 = !{!8, !8, i64 0}
