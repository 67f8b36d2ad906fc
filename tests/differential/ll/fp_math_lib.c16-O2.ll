; ModuleID = 'tests/differential/src/fp_math_lib.c'
source_filename = "tests/differential/src/fp_math_lib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"copysign %g %g %g\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"fmod %g %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"pow %.6f %.6f exp %.6f log %.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"sin %.6f cos %.6f atan2 %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"hypot %.6f cbrt %.6f\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"lrint %ld lround %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [82 x i8] c"%8.3f: fabs %g sqrt %.6f floor %g ceil %g trunc %g rint %g round %g nearbyint %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [66 x i8] c"%8.3f: fabsf %g sqrtf %.5f floorf %g ceilf %g truncf %g rintf %g\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @show(double noundef 0.000000e+00)
  tail call fastcc void @show(double noundef 5.000000e-01)
  tail call fastcc void @show(double noundef 1.500000e+00)
  tail call fastcc void @show(double noundef 2.500000e+00)
  tail call fastcc void @show(double noundef -5.000000e-01)
  tail call fastcc void @show(double noundef -1.500000e+00)
  tail call fastcc void @show(double noundef -2.700000e+00)
  tail call fastcc void @show(double noundef 3.300000e+00)
  tail call fastcc void @show(double noundef 0x4202A05F20040000)
  tail call fastcc void @show(double noundef -1.234560e+02)
  tail call fastcc void @showf(float noundef 0.000000e+00)
  tail call fastcc void @showf(float noundef 5.000000e-01)
  tail call fastcc void @showf(float noundef 1.500000e+00)
  tail call fastcc void @showf(float noundef 2.500000e+00)
  tail call fastcc void @showf(float noundef -5.000000e-01)
  tail call fastcc void @showf(float noundef -1.500000e+00)
  tail call fastcc void @showf(float noundef 0xC0059999A0000000)
  tail call fastcc void @showf(float noundef 0x400A666660000000)
  tail call fastcc void @showf(float noundef 1.000000e+10)
  tail call fastcc void @showf(float noundef 0xC05EDD2F20000000)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -3.000000e+00, double noundef 2.000000e+00, double noundef -5.000000e+00)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.500000e+00, double noundef -1.500000e+00, double noundef 1.250000e+00)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x3FF6A09E667F3BCD, double noundef 0x404CD52000000000, double noundef 0x400BEC38EDB0FAF0, double noundef 0x40026BB1BBB55516)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FEAED548F090CEE, double noundef 0xBFDAA22657537205, double noundef 0x4002D97C7F3321D2)
  %5 = tail call double @hypot(double noundef 3.000000e+00, double noundef 4.000000e+00) #7
  %6 = tail call double @cbrt(double noundef -2.700000e+01) #8
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %5, double noundef %6)
  %8 = tail call i64 @lrint(double noundef 2.500000e+00) #7
  %9 = tail call i64 @lround(double noundef -2.500000e+00) #7
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %8, i64 noundef %9)
  ret i32 0
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @show(double noundef %0) unnamed_addr #1 {
  %2 = fcmp ult double %0, 0.000000e+00
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = tail call double @sqrt(double noundef %0) #7
  br label %5

5:                                                ; preds = %1, %3
  %6 = phi double [ %4, %3 ], [ -1.000000e+00, %1 ]
  %7 = tail call double @llvm.fabs.f64(double %0)
  %8 = tail call double @llvm.floor.f64(double %0)
  %9 = tail call double @llvm.ceil.f64(double %0)
  %10 = tail call double @llvm.trunc.f64(double %0)
  %11 = tail call double @llvm.rint.f64(double %0)
  %12 = tail call double @llvm.round.f64(double %0)
  %13 = tail call double @llvm.nearbyint.f64(double %0)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %0, double noundef %7, double noundef %6, double noundef %8, double noundef %9, double noundef %10, double noundef %11, double noundef %12, double noundef %13)
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @showf(float noundef %0) unnamed_addr #1 {
  %2 = fcmp ult float %0, 0.000000e+00
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = tail call float @sqrtf(float noundef %0) #7
  %5 = fpext float %4 to double
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi double [ %5, %3 ], [ -1.000000e+00, %1 ]
  %8 = tail call float @llvm.fabs.f32(float %0)
  %9 = fpext float %8 to double
  %10 = fpext float %0 to double
  %11 = tail call float @llvm.floor.f32(float %0)
  %12 = fpext float %11 to double
  %13 = tail call float @llvm.ceil.f32(float %0)
  %14 = fpext float %13 to double
  %15 = tail call float @llvm.trunc.f32(float %0)
  %16 = fpext float %15 to double
  %17 = tail call float @llvm.rint.f32(float %0)
  %18 = fpext float %17 to double
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %10, double noundef %9, double noundef %7, double noundef %12, double noundef %14, double noundef %16, double noundef %18)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i64 @lrint(double noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i64 @lround(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nearbyint.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
