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
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i64 noundef %1)
  %3 = tail call fastcc i64 @is_even_t(i64 noundef 20001)
  %4 = tail call fastcc i64 @is_odd_t(i64 noundef 20001), !range !5
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i64 noundef %3, i64 noundef %4)
  %6 = tail call fastcc i32 @sibling(i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %7 = tail call fastcc i32 @sibling_ptr()
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %6, i32 noundef %7)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i64 noundef 120)
  %10 = tail call fastcc double @dtail(double noundef 0.000000e+00, i32 noundef 60)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), double noundef %10)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i64 @count_down(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %38, label %4

4:                                                ; preds = %2
  %5 = add i64 %0, -1
  %6 = and i64 %0, 3
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %17, label %8

8:                                                ; preds = %4, %8
  %9 = phi i64 [ %14, %8 ], [ %1, %4 ]
  %10 = phi i64 [ %12, %8 ], [ %0, %4 ]
  %11 = phi i64 [ %15, %8 ], [ 0, %4 ]
  %12 = add nsw i64 %10, -1
  %13 = srem i64 %10, 7
  %14 = add nsw i64 %13, %9
  %15 = add i64 %11, 1
  %16 = icmp eq i64 %15, %6
  br i1 %16, label %17, label %8, !llvm.loop !6

17:                                               ; preds = %8, %4
  %18 = phi i64 [ undef, %4 ], [ %14, %8 ]
  %19 = phi i64 [ %1, %4 ], [ %14, %8 ]
  %20 = phi i64 [ %0, %4 ], [ %12, %8 ]
  %21 = icmp ult i64 %5, 3
  br i1 %21, label %38, label %22

22:                                               ; preds = %17, %22
  %23 = phi i64 [ %36, %22 ], [ %19, %17 ]
  %24 = phi i64 [ %34, %22 ], [ %20, %17 ]
  %25 = add nsw i64 %24, -1
  %26 = srem i64 %24, 7
  %27 = add nsw i64 %26, %23
  %28 = add nsw i64 %24, -2
  %29 = srem i64 %25, 7
  %30 = add nsw i64 %29, %27
  %31 = add nsw i64 %24, -3
  %32 = srem i64 %28, 7
  %33 = add nsw i64 %32, %30
  %34 = add nsw i64 %24, -4
  %35 = srem i64 %31, 7
  %36 = add nsw i64 %35, %33
  %37 = icmp eq i64 %34, 0
  br i1 %37, label %38, label %22

38:                                               ; preds = %17, %22, %2
  %39 = phi i64 [ %1, %2 ], [ %18, %17 ], [ %36, %22 ]
  ret i64 %39
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
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

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @sibling(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = tail call fastcc i32 @leaf(i32 noundef %2, i32 noundef %1, i32 noundef %0)
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @sibling_ptr() unnamed_addr #3 {
  %1 = tail call fastcc i32 @sibling(i32 noundef 4, i32 noundef 5, i32 noundef 6)
  ret i32 %1
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc double @dtail(double noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %34, label %4

4:                                                ; preds = %2
  %5 = add i32 %1, -1
  %6 = and i32 %1, 7
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %4, %8
  %9 = phi i32 [ %13, %8 ], [ %1, %4 ]
  %10 = phi double [ %12, %8 ], [ %0, %4 ]
  %11 = phi i32 [ %14, %8 ], [ 0, %4 ]
  %12 = tail call double @llvm.fmuladd.f64(double %10, double 5.000000e-01, double 1.000000e+00)
  %13 = add nsw i32 %9, -1
  %14 = add i32 %11, 1
  %15 = icmp eq i32 %14, %6
  br i1 %15, label %16, label %8, !llvm.loop !8

16:                                               ; preds = %8, %4
  %17 = phi double [ undef, %4 ], [ %12, %8 ]
  %18 = phi i32 [ %1, %4 ], [ %13, %8 ]
  %19 = phi double [ %0, %4 ], [ %12, %8 ]
  %20 = icmp ult i32 %5, 7
  br i1 %20, label %34, label %21

21:                                               ; preds = %16, %21
  %22 = phi i32 [ %32, %21 ], [ %18, %16 ]
  %23 = phi double [ %31, %21 ], [ %19, %16 ]
  %24 = tail call double @llvm.fmuladd.f64(double %23, double 5.000000e-01, double 1.000000e+00)
  %25 = tail call double @llvm.fmuladd.f64(double %24, double 5.000000e-01, double 1.000000e+00)
  %26 = tail call double @llvm.fmuladd.f64(double %25, double 5.000000e-01, double 1.000000e+00)
  %27 = tail call double @llvm.fmuladd.f64(double %26, double 5.000000e-01, double 1.000000e+00)
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 5.000000e-01, double 1.000000e+00)
  %29 = tail call double @llvm.fmuladd.f64(double %28, double 5.000000e-01, double 1.000000e+00)
  %30 = tail call double @llvm.fmuladd.f64(double %29, double 5.000000e-01, double 1.000000e+00)
  %31 = tail call double @llvm.fmuladd.f64(double %30, double 5.000000e-01, double 1.000000e+00)
  %32 = add nsw i32 %22, -8
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %21

34:                                               ; preds = %16, %21, %2
  %35 = phi double [ %0, %2 ], [ %17, %16 ], [ %31, %21 ]
  ret double %35
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @leaf(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = mul nsw i32 %0, 100
  %5 = mul nsw i32 %1, 10
  %6 = add nsw i32 %5, %4
  %7 = add nsw i32 %6, %2
  ret i32 %7
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i64 0, i64 2}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !7}
