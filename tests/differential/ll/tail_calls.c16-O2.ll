; ModuleID = 'tests/differential/src/tail_calls.c'
source_filename = "tests/differential/src/tail_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"count_down %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"even %ld odd %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"sibling %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"eight_fwd %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"dtail %.10f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i64 @count_down(i64 noundef 20000, i64 noundef 0)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call fastcc i64 @is_even_t(i64 noundef 20001)
  %4 = tail call fastcc i64 @is_odd_t(i64 noundef 20001), !range !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3, i64 noundef %4)
  %6 = tail call fastcc i32 @sibling(i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %7 = tail call fastcc i32 @sibling_ptr()
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6, i32 noundef %7)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 120)
  %10 = tail call fastcc double @dtail(double noundef 0.000000e+00, i32 noundef 60)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %10)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @count_down(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %37, label %4

4:                                                ; preds = %2
  %5 = and i64 %0, 3
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %16, label %7

7:                                                ; preds = %4, %7
  %8 = phi i64 [ %13, %7 ], [ %1, %4 ]
  %9 = phi i64 [ %11, %7 ], [ %0, %4 ]
  %10 = phi i64 [ %14, %7 ], [ 0, %4 ]
  %11 = add nsw i64 %9, -1
  %12 = srem i64 %9, 7
  %13 = add nsw i64 %12, %8
  %14 = add i64 %10, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %16, label %7, !llvm.loop !6

16:                                               ; preds = %7, %4
  %17 = phi i64 [ undef, %4 ], [ %13, %7 ]
  %18 = phi i64 [ %1, %4 ], [ %13, %7 ]
  %19 = phi i64 [ %0, %4 ], [ %11, %7 ]
  %20 = icmp ult i64 %0, 4
  br i1 %20, label %37, label %21

21:                                               ; preds = %16, %21
  %22 = phi i64 [ %35, %21 ], [ %18, %16 ]
  %23 = phi i64 [ %33, %21 ], [ %19, %16 ]
  %24 = add nsw i64 %23, -1
  %25 = srem i64 %23, 7
  %26 = add nsw i64 %25, %22
  %27 = add nsw i64 %23, -2
  %28 = srem i64 %24, 7
  %29 = add nsw i64 %28, %26
  %30 = add nsw i64 %23, -3
  %31 = srem i64 %27, 7
  %32 = add nsw i64 %31, %29
  %33 = add nsw i64 %23, -4
  %34 = srem i64 %30, 7
  %35 = add nsw i64 %34, %32
  %36 = icmp eq i64 %33, 0
  br i1 %36, label %37, label %21

37:                                               ; preds = %16, %21, %2
  %38 = phi i64 [ %1, %2 ], [ %17, %16 ], [ %35, %21 ]
  ret i64 %38
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @is_even_t(i64 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i64 %0, 0
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = add i64 %0, -1
  %5 = tail call fastcc i64 @is_odd_t(i64 noundef %4)
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i64 [ %5, %3 ], [ 1, %1 ]
  ret i64 %7
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @is_odd_t(i64 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i64 %0, 0
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = add i64 %0, -1
  %5 = tail call fastcc i64 @is_even_t(i64 noundef %4)
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i64 [ %5, %3 ], [ 0, %1 ]
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sibling(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = tail call fastcc i32 @leaf(i32 noundef %2, i32 noundef %1, i32 noundef %0)
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sibling_ptr() unnamed_addr #3 {
  %1 = tail call fastcc i32 @sibling(i32 noundef 4, i32 noundef 5, i32 noundef 6)
  ret i32 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @dtail(double noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %33, label %4

4:                                                ; preds = %2
  %5 = and i32 %1, 7
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %15, label %7

7:                                                ; preds = %4, %7
  %8 = phi i32 [ %12, %7 ], [ %1, %4 ]
  %9 = phi double [ %11, %7 ], [ %0, %4 ]
  %10 = phi i32 [ %13, %7 ], [ 0, %4 ]
  %11 = tail call double @llvm.fmuladd.f64(double %9, double 5.000000e-01, double 1.000000e+00)
  %12 = add nsw i32 %8, -1
  %13 = add i32 %10, 1
  %14 = icmp eq i32 %13, %5
  br i1 %14, label %15, label %7, !llvm.loop !8

15:                                               ; preds = %7, %4
  %16 = phi double [ undef, %4 ], [ %11, %7 ]
  %17 = phi i32 [ %1, %4 ], [ %12, %7 ]
  %18 = phi double [ %0, %4 ], [ %11, %7 ]
  %19 = icmp ult i32 %1, 8
  br i1 %19, label %33, label %20

20:                                               ; preds = %15, %20
  %21 = phi i32 [ %31, %20 ], [ %17, %15 ]
  %22 = phi double [ %30, %20 ], [ %18, %15 ]
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 5.000000e-01, double 1.000000e+00)
  %24 = tail call double @llvm.fmuladd.f64(double %23, double 5.000000e-01, double 1.000000e+00)
  %25 = tail call double @llvm.fmuladd.f64(double %24, double 5.000000e-01, double 1.000000e+00)
  %26 = tail call double @llvm.fmuladd.f64(double %25, double 5.000000e-01, double 1.000000e+00)
  %27 = tail call double @llvm.fmuladd.f64(double %26, double 5.000000e-01, double 1.000000e+00)
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 5.000000e-01, double 1.000000e+00)
  %29 = tail call double @llvm.fmuladd.f64(double %28, double 5.000000e-01, double 1.000000e+00)
  %30 = tail call double @llvm.fmuladd.f64(double %29, double 5.000000e-01, double 1.000000e+00)
  %31 = add nsw i32 %21, -8
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %20

33:                                               ; preds = %15, %20, %2
  %34 = phi double [ %0, %2 ], [ %16, %15 ], [ %30, %20 ]
  ret double %34
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @leaf(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = mul nsw i32 %0, 100
  %5 = mul nsw i32 %1, 10
  %6 = add nsw i32 %5, %4
  %7 = add nsw i32 %6, %2
  ret i32 %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i64 0, i64 2}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !7}
