; ModuleID = 'tests/differential/src/float_kahan.c'
source_filename = "tests/differential/src/float_kahan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"naive %.6f kahan %.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"dot %.12f\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"fdiv %.9g \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"promote %.17g demote %.9g %.9g\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"poly(%g)=%.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [10000 x float], align 16
  %3 = alloca i32, align 4
  %4 = alloca [64 x double], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %19, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 10000
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = srem i32 %12, 7
  %14 = sitofp i32 %13 to float
  %15 = call float @llvm.fmuladd.f32(float %14, float 0x3F1A36E2E0000000, float 0x3FB99999A0000000)
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [10000 x float], ptr %2, i64 0, i64 %17
  store float %15, ptr %18, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %3, align 4
  br label %8, !llvm.loop !6

22:                                               ; preds = %8
  %23 = getelementptr inbounds [10000 x float], ptr %2, i64 0, i64 0
  %24 = call float @naive_sum(ptr noundef %23, i32 noundef 10000)
  %25 = fpext float %24 to double
  %26 = getelementptr inbounds [10000 x float], ptr %2, i64 0, i64 0
  %27 = call float @kahan_sum(ptr noundef %26, i32 noundef 10000)
  %28 = fpext float %27 to double
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %25, double noundef %28)
  store i32 0, ptr %5, align 4
  br label %30

30:                                               ; preds = %41, %22
  %31 = load i32, ptr %5, align 4
  %32 = icmp slt i32 %31, 64
  br i1 %32, label %33, label %44

33:                                               ; preds = %30
  %34 = load i32, ptr %5, align 4
  %35 = add nsw i32 %34, 1
  %36 = sitofp i32 %35 to double
  %37 = fdiv double 1.000000e+00, %36
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %39
  store double %37, ptr %40, align 8
  br label %41

41:                                               ; preds = %33
  %42 = load i32, ptr %5, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %5, align 4
  br label %30, !llvm.loop !8

44:                                               ; preds = %30
  %45 = getelementptr inbounds [10000 x float], ptr %2, i64 0, i64 0
  %46 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 0
  %47 = call double @dot(ptr noundef %45, ptr noundef %46, i32 noundef 64)
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %47)
  store i32 1, ptr %6, align 4
  br label %49

49:                                               ; preds = %59, %44
  %50 = load i32, ptr %6, align 4
  %51 = icmp slt i32 %50, 8
  br i1 %51, label %52, label %62

52:                                               ; preds = %49
  %53 = load i32, ptr %6, align 4
  %54 = sitofp i32 %53 to float
  %55 = fmul float %54, 3.000000e+00
  %56 = call float @fdiv(float noundef 1.000000e+00, float noundef %55)
  %57 = fpext float %56 to double
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %57)
  br label %59

59:                                               ; preds = %52
  %60 = load i32, ptr %6, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %6, align 4
  br label %49, !llvm.loop !9

62:                                               ; preds = %49
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %64 = call double @promote(float noundef 0x3FB99999A0000000)
  %65 = call float @demote(double noundef 1.000000e-01)
  %66 = fpext float %65 to double
  %67 = call float @demote(double noundef 1.000000e+40)
  %68 = fpext float %67 to double
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %64, double noundef %66, double noundef %68)
  store float -2.000000e+00, ptr %7, align 4
  br label %70

70:                                               ; preds = %80, %62
  %71 = load float, ptr %7, align 4
  %72 = fcmp ole float %71, 2.000000e+00
  br i1 %72, label %73, label %83

73:                                               ; preds = %70
  %74 = load float, ptr %7, align 4
  %75 = fpext float %74 to double
  %76 = load float, ptr %7, align 4
  %77 = call float @poly(float noundef %76)
  %78 = fpext float %77 to double
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %75, double noundef %78)
  br label %80

80:                                               ; preds = %73
  %81 = load float, ptr %7, align 4
  %82 = fadd float %81, 5.000000e-01
  store float %82, ptr %7, align 4
  br label %70, !llvm.loop !10

83:                                               ; preds = %70
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal float @naive_sum(ptr noundef %0, i32 noundef %1) #0 {
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
define internal float @kahan_sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store float 0.000000e+00, ptr %5, align 4
  store float 0.000000e+00, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %31, %2
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %34

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %15, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = load float, ptr %6, align 4
  %21 = fsub float %19, %20
  store float %21, ptr %8, align 4
  %22 = load float, ptr %5, align 4
  %23 = load float, ptr %8, align 4
  %24 = fadd float %22, %23
  store float %24, ptr %9, align 4
  %25 = load float, ptr %9, align 4
  %26 = load float, ptr %5, align 4
  %27 = fsub float %25, %26
  %28 = load float, ptr %8, align 4
  %29 = fsub float %27, %28
  store float %29, ptr %6, align 4
  %30 = load float, ptr %9, align 4
  store float %30, ptr %5, align 4
  br label %31

31:                                               ; preds = %14
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %7, align 4
  br label %10, !llvm.loop !12

34:                                               ; preds = %10
  %35 = load float, ptr %5, align 4
  ret float %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %14, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = fpext float %18 to double
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load double, ptr %7, align 8
  %26 = call double @llvm.fmuladd.f64(double %19, double %24, double %25)
  store double %26, ptr %7, align 8
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4
  br label %9, !llvm.loop !13

30:                                               ; preds = %9
  %31 = load double, ptr %7, align 8
  ret double %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fdiv(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fdiv float %5, %6
  ret float %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @promote(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fpext float %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @demote(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @poly(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @llvm.fmuladd.f32(float 5.000000e-01, float %3, float -1.250000e+00)
  %5 = load float, ptr %2, align 4
  %6 = call float @llvm.fmuladd.f32(float %4, float %5, float 3.000000e+00)
  %7 = load float, ptr %2, align 4
  %8 = call float @llvm.fmuladd.f32(float %6, float %7, float -7.500000e-01)
  ret float %8
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
