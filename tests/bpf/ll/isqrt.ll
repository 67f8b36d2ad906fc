; ModuleID = 'isqrt.c'
source_filename = "isqrt.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

%struct.ctx = type { i64, i64, i32, i32, [6 x i64] }

@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i64 (%struct.ctx*)* @prog_main to i8*)], section "llvm.metadata"

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i64 @prog_main(%struct.ctx* nocapture noundef readonly %0) #0 section "prog" {
  %2 = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 4, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !3
  br label %4

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 4611686018427387904, %1 ], [ %7, %4 ]
  %6 = icmp ugt i64 %5, %3
  %7 = lshr i64 %5, 2
  br i1 %6, label %4, label %8, !llvm.loop !7

8:                                                ; preds = %4
  %9 = icmp eq i64 %5, 0
  br i1 %9, label %12, label %17

10:                                               ; preds = %17
  %11 = shl i64 %28, 32
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %3, %8 ], [ %26, %10 ]
  %14 = phi i64 [ 0, %8 ], [ %11, %10 ]
  %15 = and i64 %13, 4294967295
  %16 = or i64 %14, %15
  ret i64 %16

17:                                               ; preds = %8, %17
  %18 = phi i32 [ %30, %17 ], [ 0, %8 ]
  %19 = phi i64 [ %29, %17 ], [ %5, %8 ]
  %20 = phi i64 [ %28, %17 ], [ 0, %8 ]
  %21 = phi i64 [ %26, %17 ], [ %3, %8 ]
  %22 = add i64 %19, %20
  %23 = icmp ult i64 %21, %22
  %24 = lshr i64 %20, 1
  %25 = select i1 %23, i64 0, i64 %22
  %26 = sub i64 %21, %25
  %27 = select i1 %23, i64 0, i64 %19
  %28 = add nuw i64 %27, %24
  %29 = lshr i64 %19, 2
  %30 = add nuw nsw i32 %18, 1
  %31 = icmp ult i32 %18, 31
  %32 = icmp ugt i64 %19, 3
  %33 = select i1 %31, i1 %32, i1 false
  br i1 %33, label %17, label %10, !llvm.loop !9
}

attributes #0 = { nofree norecurse nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
