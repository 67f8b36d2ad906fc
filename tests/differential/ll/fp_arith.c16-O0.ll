; ModuleID = 'tests/differential/src/fp_arith.c'
source_filename = "tests/differential/src/fp_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"p(%.1f) = %.6f\0A\00", align 1
@vd = internal global double 1.000000e+00, align 8
@vf = internal global float 1.000000e+00, align 4
@.str.1 = private unnamed_addr constant [28 x i8] c"harmonic100 (float) = %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"pi ~ %.10f\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"sqrt(%g) ~ %.12f\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"mixf %.5f %.5f\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"neg %.3f %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"overflow %g underflow %g div0 %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"float precision %.9g %.17g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 16
  %3 = alloca double, align 8
  %4 = alloca [100 x float], align 16
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 40, i1 false)
  %9 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 0
  store double 1.000000e+00, ptr %9, align 16
  %10 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 1
  store double -3.000000e+00, ptr %10, align 8
  %11 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 2
  store double 5.000000e-01, ptr %11, align 16
  %12 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 3
  store double 2.250000e+00, ptr %12, align 8
  %13 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 4
  store double -1.250000e-01, ptr %13, align 16
  store double -2.000000e+00, ptr %3, align 8
  br label %14

14:                                               ; preds = %25, %0
  %15 = load double, ptr %3, align 8
  %16 = fcmp ole double %15, 2.000000e+00
  br i1 %16, label %17, label %28

17:                                               ; preds = %14
  %18 = load double, ptr %3, align 8
  %19 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 0
  %20 = load double, ptr %3, align 8
  %21 = load volatile double, ptr @vd, align 8
  %22 = fmul double %20, %21
  %23 = call double @horner(ptr noundef %19, i32 noundef 5, double noundef %22)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %18, double noundef %23)
  br label %25

25:                                               ; preds = %17
  %26 = load double, ptr %3, align 8
  %27 = fadd double %26, 5.000000e-01
  store double %27, ptr %3, align 8
  br label %14, !llvm.loop !6

28:                                               ; preds = %14
  store i32 0, ptr %5, align 4
  br label %29

29:                                               ; preds = %41, %28
  %30 = load i32, ptr %5, align 4
  %31 = icmp slt i32 %30, 100
  br i1 %31, label %32, label %44

32:                                               ; preds = %29
  %33 = load volatile float, ptr @vf, align 4
  %34 = load i32, ptr %5, align 4
  %35 = add nsw i32 %34, 1
  %36 = sitofp i32 %35 to float
  %37 = fdiv float %33, %36
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [100 x float], ptr %4, i64 0, i64 %39
  store float %37, ptr %40, align 4
  br label %41

41:                                               ; preds = %32
  %42 = load i32, ptr %5, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %5, align 4
  br label %29, !llvm.loop !8

44:                                               ; preds = %29
  %45 = getelementptr inbounds [100 x float], ptr %4, i64 0, i64 0
  %46 = call float @fsum(ptr noundef %45, i32 noundef 100)
  %47 = fpext float %46 to double
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %47)
  %49 = call double @pi_leibniz(i32 noundef 100000)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %49)
  store double 2.000000e+00, ptr %6, align 8
  br label %51

51:                                               ; preds = %59, %44
  %52 = load double, ptr %6, align 8
  %53 = fcmp olt double %52, 1.000000e+06
  br i1 %53, label %54, label %62

54:                                               ; preds = %51
  %55 = load double, ptr %6, align 8
  %56 = load double, ptr %6, align 8
  %57 = call double @newton_sqrt(double noundef %56)
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %55, double noundef %57)
  br label %59

59:                                               ; preds = %54
  %60 = load double, ptr %6, align 8
  %61 = fmul double %60, 9.500000e+00
  store double %61, ptr %6, align 8
  br label %51, !llvm.loop !9

62:                                               ; preds = %51
  %63 = call float @mixf(float noundef 1.000000e+00, float noundef 3.000000e+00, float noundef 0x3FD3333340000000)
  %64 = fpext float %63 to double
  %65 = call float @mixf(float noundef -2.000000e+00, float noundef 2.000000e+00, float noundef 8.750000e-01)
  %66 = fpext float %65 to double
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %64, double noundef %66)
  %68 = load volatile double, ptr @vd, align 8
  %69 = fmul double 0.000000e+00, %68
  %70 = call double @neg(double noundef %69)
  %71 = call double @neg(double noundef -4.500000e+00)
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %70, double noundef %71)
  %73 = load volatile double, ptr @vd, align 8
  %74 = fmul double 1.000000e+308, %73
  store double %74, ptr %7, align 8
  %75 = load volatile double, ptr @vd, align 8
  %76 = fmul double 0x730D67819E8D2, %75
  store double %76, ptr %8, align 8
  %77 = load double, ptr %7, align 8
  %78 = fmul double %77, 1.000000e+01
  %79 = load double, ptr %8, align 8
  %80 = fdiv double %79, 1.000000e+20
  %81 = load volatile double, ptr @vd, align 8
  %82 = load volatile double, ptr @vd, align 8
  %83 = fsub double %82, 1.000000e+00
  %84 = fdiv double %81, %83
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %78, double noundef %80, double noundef %84)
  %86 = load volatile float, ptr @vf, align 4
  %87 = fdiv float %86, 3.000000e+00
  %88 = fpext float %87 to double
  %89 = load volatile double, ptr @vd, align 8
  %90 = fdiv double %89, 3.000000e+00
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %88, double noundef %90)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @horner(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  %9 = load i32, ptr %5, align 4
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %8, align 4
  br label %11

11:                                               ; preds = %23, %3
  %12 = load i32, ptr %8, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %26

14:                                               ; preds = %11
  %15 = load double, ptr %7, align 8
  %16 = load double, ptr %6, align 8
  %17 = load ptr, ptr %4, align 8
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = call double @llvm.fmuladd.f64(double %15, double %16, double %21)
  store double %22, ptr %7, align 8
  br label %23

23:                                               ; preds = %14
  %24 = load i32, ptr %8, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr %8, align 4
  br label %11, !llvm.loop !10

26:                                               ; preds = %11
  %27 = load double, ptr %7, align 8
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fsum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store float 0.000000e+00, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %12, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = load float, ptr %5, align 4
  %18 = fadd float %17, %16
  store float %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !11

22:                                               ; preds = %7
  %23 = load float, ptr %5, align 4
  ret float %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @pi_leibniz(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store double 0.000000e+00, ptr %3, align 8
  store double 1.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %24

10:                                               ; preds = %6
  %11 = load double, ptr %4, align 8
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 2, %12
  %14 = add nsw i32 %13, 1
  %15 = sitofp i32 %14 to double
  %16 = fdiv double %11, %15
  %17 = load double, ptr %3, align 8
  %18 = fadd double %17, %16
  store double %18, ptr %3, align 8
  br label %19

19:                                               ; preds = %10
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  %22 = load double, ptr %4, align 8
  %23 = fneg double %22
  store double %23, ptr %4, align 8
  br label %6, !llvm.loop !12

24:                                               ; preds = %6
  %25 = load double, ptr %3, align 8
  %26 = fmul double 4.000000e+00, %25
  ret double %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @newton_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = fcmp ogt double %5, 1.000000e+00
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load double, ptr %2, align 8
  %9 = fdiv double %8, 2.000000e+00
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %7
  %12 = phi double [ %9, %7 ], [ 1.000000e+00, %10 ]
  store double %12, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %23, %11
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %14, 30
  br i1 %15, label %16, label %26

16:                                               ; preds = %13
  %17 = load double, ptr %3, align 8
  %18 = load double, ptr %2, align 8
  %19 = load double, ptr %3, align 8
  %20 = fdiv double %18, %19
  %21 = fadd double %17, %20
  %22 = fmul double 5.000000e-01, %21
  store double %22, ptr %3, align 8
  br label %23

23:                                               ; preds = %16
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %4, align 4
  br label %13, !llvm.loop !13

26:                                               ; preds = %13
  %27 = load double, ptr %3, align 8
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @mixf(float noundef %0, float noundef %1, float noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store float %0, ptr %4, align 4
  store float %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %7 = load float, ptr %4, align 4
  %8 = load float, ptr %6, align 4
  %9 = fsub float 1.000000e+00, %8
  %10 = load float, ptr %5, align 4
  %11 = load float, ptr %6, align 4
  %12 = fmul float %10, %11
  %13 = call float @llvm.fmuladd.f32(float %7, float %9, float %12)
  ret float %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @neg(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fneg double %3
  ret double %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
