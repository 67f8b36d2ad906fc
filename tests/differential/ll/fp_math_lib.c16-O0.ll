; ModuleID = 'tests/differential/src/fp_math_lib.c'
source_filename = "tests/differential/src/fp_math_lib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [10 x double] [double 0.000000e+00, double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double -5.000000e-01, double -1.500000e+00, double -2.700000e+00, double 3.300000e+00, double 0x4202A05F20040000, double -1.234560e+02], align 16
@.str = private unnamed_addr constant [19 x i8] c"copysign %g %g %g\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"fmod %g %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"pow %.6f %.6f exp %.6f log %.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"sin %.6f cos %.6f atan2 %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"hypot %.6f cbrt %.6f\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"lrint %ld lround %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [82 x i8] c"%8.3f: fabs %g sqrt %.6f floor %g ceil %g trunc %g rint %g round %g nearbyint %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [66 x i8] c"%8.3f: fabsf %g sqrtf %.5f floorf %g ceilf %g truncf %g rintf %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [10 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.xs, i64 80, i1 false)
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %13, %0
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 10
  br i1 %7, label %8, label %16

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %10
  %12 = load double, ptr %11, align 8
  call void @show(double noundef %12)
  br label %13

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %3, align 4
  br label %5, !llvm.loop !6

16:                                               ; preds = %5
  store i32 0, ptr %4, align 4
  br label %17

17:                                               ; preds = %26, %16
  %18 = load i32, ptr %4, align 4
  %19 = icmp slt i32 %18, 10
  br i1 %19, label %20, label %29

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = fptrunc double %24 to float
  call void @showf(float noundef %25)
  br label %26

26:                                               ; preds = %20
  %27 = load i32, ptr %4, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %4, align 4
  br label %17, !llvm.loop !8

29:                                               ; preds = %17
  %30 = call double @llvm.copysign.f64(double 3.000000e+00, double -0.000000e+00)
  %31 = call double @llvm.copysign.f64(double -2.000000e+00, double 1.000000e+00)
  %32 = call float @llvm.copysign.f32(float 5.000000e+00, float -1.000000e+00)
  %33 = fpext float %32 to double
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %30, double noundef %31, double noundef %33)
  %35 = call double @fmod(double noundef 1.050000e+01, double noundef 3.000000e+00) #6
  %36 = call double @fmod(double noundef -1.050000e+01, double noundef 3.000000e+00) #6
  %37 = call float @fmodf(float noundef 7.250000e+00, float noundef 2.000000e+00) #6
  %38 = fpext float %37 to double
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %35, double noundef %36, double noundef %38)
  %40 = call double @pow(double noundef 2.000000e+00, double noundef 5.000000e-01) #6
  %41 = call double @pow(double noundef 1.500000e+00, double noundef 1.000000e+01) #6
  %42 = call double @exp(double noundef 1.250000e+00) #6
  %43 = call double @log(double noundef 1.000000e+01) #6
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %40, double noundef %41, double noundef %42, double noundef %43)
  %45 = call double @sin(double noundef 1.000000e+00) #6
  %46 = call double @cos(double noundef 2.000000e+00) #6
  %47 = call double @atan2(double noundef 1.000000e+00, double noundef -1.000000e+00) #6
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %45, double noundef %46, double noundef %47)
  %49 = call double @hypot(double noundef 3.000000e+00, double noundef 4.000000e+00) #6
  %50 = call double @cbrt(double noundef -2.700000e+01) #7
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %49, double noundef %50)
  %52 = call i64 @lrint(double noundef 2.500000e+00) #6
  %53 = call i64 @lround(double noundef -2.500000e+00) #6
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %52, i64 noundef %53)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call double @llvm.fabs.f64(double %4)
  %6 = load double, ptr %2, align 8
  %7 = fcmp oge double %6, 0.000000e+00
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = load double, ptr %2, align 8
  %10 = call double @sqrt(double noundef %9) #6
  br label %12

11:                                               ; preds = %1
  br label %12

12:                                               ; preds = %11, %8
  %13 = phi double [ %10, %8 ], [ -1.000000e+00, %11 ]
  %14 = load double, ptr %2, align 8
  %15 = call double @llvm.floor.f64(double %14)
  %16 = load double, ptr %2, align 8
  %17 = call double @llvm.ceil.f64(double %16)
  %18 = load double, ptr %2, align 8
  %19 = call double @llvm.trunc.f64(double %18)
  %20 = load double, ptr %2, align 8
  %21 = call double @llvm.rint.f64(double %20)
  %22 = load double, ptr %2, align 8
  %23 = call double @llvm.round.f64(double %22)
  %24 = load double, ptr %2, align 8
  %25 = call double @llvm.nearbyint.f64(double %24)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %3, double noundef %5, double noundef %13, double noundef %15, double noundef %17, double noundef %19, double noundef %21, double noundef %23, double noundef %25)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @showf(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fpext float %3 to double
  %5 = load float, ptr %2, align 4
  %6 = call float @llvm.fabs.f32(float %5)
  %7 = fpext float %6 to double
  %8 = load float, ptr %2, align 4
  %9 = fcmp oge float %8, 0.000000e+00
  br i1 %9, label %10, label %14

10:                                               ; preds = %1
  %11 = load float, ptr %2, align 4
  %12 = call float @sqrtf(float noundef %11) #6
  %13 = fpext float %12 to double
  br label %15

14:                                               ; preds = %1
  br label %15

15:                                               ; preds = %14, %10
  %16 = phi double [ %13, %10 ], [ -1.000000e+00, %14 ]
  %17 = load float, ptr %2, align 4
  %18 = call float @llvm.floor.f32(float %17)
  %19 = fpext float %18 to double
  %20 = load float, ptr %2, align 4
  %21 = call float @llvm.ceil.f32(float %20)
  %22 = fpext float %21 to double
  %23 = load float, ptr %2, align 4
  %24 = call float @llvm.trunc.f32(float %23)
  %25 = fpext float %24 to double
  %26 = load float, ptr %2, align 4
  %27 = call float @llvm.rint.f32(float %26)
  %28 = fpext float %27 to double
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %4, double noundef %7, double noundef %16, double noundef %19, double noundef %22, double noundef %25, double noundef %28)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #3

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #4

; Function Attrs: nounwind
declare float @fmodf(float noundef, float noundef) #4

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind
declare double @log(double noundef) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #4

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrt(double noundef) #5

; Function Attrs: nounwind
declare i64 @lrint(double noundef) #4

; Function Attrs: nounwind
declare i64 @lround(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nearbyint.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
