; ModuleID = 'tests/differential/src/select_ternary.c'
source_filename = "tests/differential/src/select_ternary.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"%d: %s %.2f %.2f %d %d %ld %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"acc %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"even\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %3
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %28)
  ret i32 0

3:                                                ; preds = %0, %3
  %4 = phi i64 [ -5, %0 ], [ %50, %3 ]
  %5 = phi i64 [ 0, %0 ], [ %28, %3 ]
  %6 = trunc i64 %4 to i32
  %7 = mul nsw i64 %5, 3
  %8 = and i32 %6, 2
  %9 = sub nsw i32 0, %6
  %10 = tail call fastcc i32 @sel_i(i32 noundef %8, i32 noundef %6, i32 noundef %9)
  %11 = sext i32 %10 to i64
  %12 = add nsw i64 %7, %11
  %13 = tail call fastcc i64 @sel_cmp(i64 noundef %4)
  %14 = add nsw i64 %12, %13
  %15 = trunc i64 %4 to i32
  %16 = mul i32 %15, 37
  %17 = add i32 %16, 80
  %18 = tail call fastcc i32 @sel_u(i32 noundef %17)
  %19 = zext i32 %18 to i64
  %20 = add nsw i64 %14, %19
  %21 = trunc i64 %4 to i32
  %22 = add i32 %21, 42
  %23 = tail call fastcc i32 @sel_const(i32 noundef %22)
  %24 = zext i32 %23 to i64
  %25 = add nsw i64 %20, %24
  %26 = tail call fastcc i32 @sel_pow2(i32 noundef %6)
  %27 = zext i32 %26 to i64
  %28 = add nsw i64 %25, %27
  %29 = tail call fastcc ptr @sel_p(i32 noundef %6)
  %30 = sitofp i32 %6 to double
  %31 = tail call fastcc double @sel_d(double noundef %30)
  %32 = sitofp i32 %6 to float
  %33 = fmul float %32, 7.500000e-01
  %34 = tail call fastcc float @sel_f(float noundef %33)
  %35 = fpext float %34 to double
  %36 = trunc i64 %4 to i16
  %37 = mul i16 %36, 1000
  %38 = tail call fastcc signext i16 @sel_s(i16 noundef signext %37)
  %39 = zext i16 %38 to i32
  %40 = tail call fastcc i32 @bool_arith(i32 noundef %6)
  %41 = sub nsw i64 3, %4
  %42 = mul nsw i64 %4, %4
  %43 = add nsw i64 %42, -4
  %44 = tail call fastcc i64 @nested(i64 noundef %4, i64 noundef %41, i64 noundef %43)
  %45 = trunc i64 %4 to i8
  %46 = mul i8 %45, 60
  %47 = tail call fastcc zeroext i8 @sel_u8(i8 noundef zeroext %46)
  %48 = zext i8 %47 to i32
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6, ptr noundef nonnull %29, double noundef %31, double noundef %35, i32 noundef %39, i32 noundef %40, i64 noundef %44, i32 noundef %48)
  %50 = add nsw i64 %4, 1
  %51 = icmp eq i64 %50, 6
  br i1 %51, label %1, label %3, !llvm.loop !5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sel_i(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #1 {
  %4 = icmp eq i32 %0, 0
  %5 = select i1 %4, i32 %2, i32 %1
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @sel_cmp(i64 noundef %0) unnamed_addr #1 {
  %2 = icmp slt i64 %0, 3
  %3 = sub nsw i64 3, %0
  %4 = add nsw i64 %0, -3
  %5 = select i1 %2, i64 %3, i64 %4
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sel_u(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp ugt i32 %0, 100
  %3 = add i32 %0, -100
  %4 = sub i32 100, %0
  %5 = select i1 %2, i32 %3, i32 %4
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sel_const(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp eq i32 %0, 42
  %3 = select i1 %2, i32 7, i32 9
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sel_pow2(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 0
  %3 = select i1 %2, i32 8, i32 0
  ret i32 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc nonnull ptr @sel_p(i32 noundef %0) unnamed_addr #1 {
  %2 = and i32 %0, 1
  %3 = icmp eq i32 %2, 0
  %4 = select i1 %3, ptr @.str.3, ptr @.str.2
  ret ptr %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @sel_d(double noundef %0) unnamed_addr #1 {
  %2 = fcmp oge double %0, 5.000000e-01
  %3 = fmul double %0, 2.000000e+00
  %4 = select i1 %2, double %3, double 2.500000e-01
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @sel_f(float noundef %0) unnamed_addr #1 {
  %2 = fcmp olt float %0, 0.000000e+00
  %3 = fneg float %0
  %4 = fadd float %0, 1.000000e+00
  %5 = select i1 %2, float %3, float %4
  ret float %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @sel_s(i16 noundef signext %0) unnamed_addr #1 {
  %2 = add i16 %0, -300
  %3 = icmp slt i16 %0, 301
  %4 = select i1 %3, i16 301, i16 %2
  ret i16 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @bool_arith(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 2
  %3 = zext i1 %2 to i32
  %4 = icmp eq i32 %0, 2
  %5 = select i1 %4, i32 2, i32 0
  %6 = or i32 %5, %3
  %7 = icmp eq i32 %0, 0
  %8 = select i1 %7, i32 0, i32 4
  %9 = or i32 %6, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @nested(i64 noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #3 {
  %4 = icmp sgt i64 %0, %1
  br i1 %4, label %5, label %9

5:                                                ; preds = %3
  %6 = icmp sgt i64 %1, %2
  br i1 %6, label %13, label %7

7:                                                ; preds = %5
  %8 = tail call i64 @llvm.smin.i64(i64 %0, i64 %2)
  br label %13

9:                                                ; preds = %3
  %10 = icmp sgt i64 %0, %2
  br i1 %10, label %13, label %11

11:                                               ; preds = %9
  %12 = tail call i64 @llvm.smin.i64(i64 %1, i64 %2)
  br label %13

13:                                               ; preds = %9, %5, %11, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %11 ], [ %1, %5 ], [ %0, %9 ]
  ret i64 %14
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @sel_u8(i8 noundef zeroext %0) unnamed_addr #3 {
  %2 = tail call i8 @llvm.umin.i8(i8 %0, i8 -128)
  ret i8 %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
