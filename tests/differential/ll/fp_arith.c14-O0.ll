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
  store i32 0, i32* %1, align 4
  %9 = bitcast [5 x double]* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %9, i8 0, i64 40, i1 false)
  %10 = bitcast i8* %9 to [5 x double]*
  %11 = getelementptr inbounds [5 x double], [5 x double]* %10, i32 0, i32 0
  store double 1.000000e+00, double* %11, align 16
  %12 = getelementptr inbounds [5 x double], [5 x double]* %10, i32 0, i32 1
  store double -3.000000e+00, double* %12, align 8
  %13 = getelementptr inbounds [5 x double], [5 x double]* %10, i32 0, i32 2
  store double 5.000000e-01, double* %13, align 16
  %14 = getelementptr inbounds [5 x double], [5 x double]* %10, i32 0, i32 3
  store double 2.250000e+00, double* %14, align 8
  %15 = getelementptr inbounds [5 x double], [5 x double]* %10, i32 0, i32 4
  store double -1.250000e-01, double* %15, align 16
  store double -2.000000e+00, double* %3, align 8
  br label %16

16:                                               ; preds = %27, %0
  %17 = load double, double* %3, align 8
  %18 = fcmp ole double %17, 2.000000e+00
  br i1 %18, label %19, label %30

19:                                               ; preds = %16
  %20 = load double, double* %3, align 8
  %21 = getelementptr inbounds [5 x double], [5 x double]* %2, i64 0, i64 0
  %22 = load double, double* %3, align 8
  %23 = load volatile double, double* @vd, align 8
  %24 = fmul double %22, %23
  %25 = call double @horner(double* noundef %21, i32 noundef 5, double noundef %24)
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), double noundef %20, double noundef %25)
  br label %27

27:                                               ; preds = %19
  %28 = load double, double* %3, align 8
  %29 = fadd double %28, 5.000000e-01
  store double %29, double* %3, align 8
  br label %16, !llvm.loop !6

30:                                               ; preds = %16
  store i32 0, i32* %5, align 4
  br label %31

31:                                               ; preds = %43, %30
  %32 = load i32, i32* %5, align 4
  %33 = icmp slt i32 %32, 100
  br i1 %33, label %34, label %46

34:                                               ; preds = %31
  %35 = load volatile float, float* @vf, align 4
  %36 = load i32, i32* %5, align 4
  %37 = add nsw i32 %36, 1
  %38 = sitofp i32 %37 to float
  %39 = fdiv float %35, %38
  %40 = load i32, i32* %5, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [100 x float], [100 x float]* %4, i64 0, i64 %41
  store float %39, float* %42, align 4
  br label %43

43:                                               ; preds = %34
  %44 = load i32, i32* %5, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %5, align 4
  br label %31, !llvm.loop !8

46:                                               ; preds = %31
  %47 = getelementptr inbounds [100 x float], [100 x float]* %4, i64 0, i64 0
  %48 = call float @fsum(float* noundef %47, i32 noundef 100)
  %49 = fpext float %48 to double
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.1, i64 0, i64 0), double noundef %49)
  %51 = call double @pi_leibniz(i32 noundef 100000)
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), double noundef %51)
  store double 2.000000e+00, double* %6, align 8
  br label %53

53:                                               ; preds = %61, %46
  %54 = load double, double* %6, align 8
  %55 = fcmp olt double %54, 1.000000e+06
  br i1 %55, label %56, label %64

56:                                               ; preds = %53
  %57 = load double, double* %6, align 8
  %58 = load double, double* %6, align 8
  %59 = call double @newton_sqrt(double noundef %58)
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), double noundef %57, double noundef %59)
  br label %61

61:                                               ; preds = %56
  %62 = load double, double* %6, align 8
  %63 = fmul double %62, 9.500000e+00
  store double %63, double* %6, align 8
  br label %53, !llvm.loop !9

64:                                               ; preds = %53
  %65 = call float @mixf(float noundef 1.000000e+00, float noundef 3.000000e+00, float noundef 0x3FD3333340000000)
  %66 = fpext float %65 to double
  %67 = call float @mixf(float noundef -2.000000e+00, float noundef 2.000000e+00, float noundef 8.750000e-01)
  %68 = fpext float %67 to double
  %69 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), double noundef %66, double noundef %68)
  %70 = load volatile double, double* @vd, align 8
  %71 = fmul double 0.000000e+00, %70
  %72 = call double @neg(double noundef %71)
  %73 = call double @neg(double noundef -4.500000e+00)
  %74 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), double noundef %72, double noundef %73)
  %75 = load volatile double, double* @vd, align 8
  %76 = fmul double 1.000000e+308, %75
  store double %76, double* %7, align 8
  %77 = load volatile double, double* @vd, align 8
  %78 = fmul double 0x730D67819E8D2, %77
  store double %78, double* %8, align 8
  %79 = load double, double* %7, align 8
  %80 = fmul double %79, 1.000000e+01
  %81 = load double, double* %8, align 8
  %82 = fdiv double %81, 1.000000e+20
  %83 = load volatile double, double* @vd, align 8
  %84 = load volatile double, double* @vd, align 8
  %85 = fsub double %84, 1.000000e+00
  %86 = fdiv double %83, %85
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.6, i64 0, i64 0), double noundef %80, double noundef %82, double noundef %86)
  %88 = load volatile float, float* @vf, align 4
  %89 = fdiv float %88, 3.000000e+00
  %90 = fpext float %89 to double
  %91 = load volatile double, double* @vd, align 8
  %92 = fdiv double %91, 3.000000e+00
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.7, i64 0, i64 0), double noundef %90, double noundef %92)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @horner(double* noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  store i32 %1, i32* %5, align 4
  store double %2, double* %6, align 8
  store double 0.000000e+00, double* %7, align 8
  %9 = load i32, i32* %5, align 4
  %10 = sub nsw i32 %9, 1
  store i32 %10, i32* %8, align 4
  br label %11

11:                                               ; preds = %23, %3
  %12 = load i32, i32* %8, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %26

14:                                               ; preds = %11
  %15 = load double, double* %7, align 8
  %16 = load double, double* %6, align 8
  %17 = load double*, double** %4, align 8
  %18 = load i32, i32* %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, double* %17, i64 %19
  %21 = load double, double* %20, align 8
  %22 = call double @llvm.fmuladd.f64(double %15, double %16, double %21)
  store double %22, double* %7, align 8
  br label %23

23:                                               ; preds = %14
  %24 = load i32, i32* %8, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, i32* %8, align 4
  br label %11, !llvm.loop !10

26:                                               ; preds = %11
  %27 = load double, double* %7, align 8
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fsum(float* noundef %0, i32 noundef %1) #0 {
  %3 = alloca float*, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float* %0, float** %3, align 8
  store i32 %1, i32* %4, align 4
  store float 0.000000e+00, float* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load float*, float** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, float* %12, i64 %14
  %16 = load float, float* %15, align 4
  %17 = load float, float* %5, align 4
  %18 = fadd float %17, %16
  store float %18, float* %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !11

22:                                               ; preds = %7
  %23 = load float, float* %5, align 4
  ret float %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @pi_leibniz(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store double 0.000000e+00, double* %3, align 8
  store double 1.000000e+00, double* %4, align 8
  store i32 0, i32* %5, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, i32* %5, align 4
  %8 = load i32, i32* %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %24

10:                                               ; preds = %6
  %11 = load double, double* %4, align 8
  %12 = load i32, i32* %5, align 4
  %13 = mul nsw i32 2, %12
  %14 = add nsw i32 %13, 1
  %15 = sitofp i32 %14 to double
  %16 = fdiv double %11, %15
  %17 = load double, double* %3, align 8
  %18 = fadd double %17, %16
  store double %18, double* %3, align 8
  br label %19

19:                                               ; preds = %10
  %20 = load i32, i32* %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %5, align 4
  %22 = load double, double* %4, align 8
  %23 = fneg double %22
  store double %23, double* %4, align 8
  br label %6, !llvm.loop !12

24:                                               ; preds = %6
  %25 = load double, double* %3, align 8
  %26 = fmul double 4.000000e+00, %25
  ret double %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @newton_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, double* %2, align 8
  %5 = load double, double* %2, align 8
  %6 = fcmp ogt double %5, 1.000000e+00
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load double, double* %2, align 8
  %9 = fdiv double %8, 2.000000e+00
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %7
  %12 = phi double [ %9, %7 ], [ 1.000000e+00, %10 ]
  store double %12, double* %3, align 8
  store i32 0, i32* %4, align 4
  br label %13

13:                                               ; preds = %23, %11
  %14 = load i32, i32* %4, align 4
  %15 = icmp slt i32 %14, 30
  br i1 %15, label %16, label %26

16:                                               ; preds = %13
  %17 = load double, double* %3, align 8
  %18 = load double, double* %2, align 8
  %19 = load double, double* %3, align 8
  %20 = fdiv double %18, %19
  %21 = fadd double %17, %20
  %22 = fmul double 5.000000e-01, %21
  store double %22, double* %3, align 8
  br label %23

23:                                               ; preds = %16
  %24 = load i32, i32* %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %4, align 4
  br label %13, !llvm.loop !13

26:                                               ; preds = %13
  %27 = load double, double* %3, align 8
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @mixf(float noundef %0, float noundef %1, float noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store float %0, float* %4, align 4
  store float %1, float* %5, align 4
  store float %2, float* %6, align 4
  %7 = load float, float* %4, align 4
  %8 = load float, float* %6, align 4
  %9 = fsub float 1.000000e+00, %8
  %10 = load float, float* %5, align 4
  %11 = load float, float* %6, align 4
  %12 = fmul float %10, %11
  %13 = call float @llvm.fmuladd.f32(float %7, float %9, float %12)
  ret float %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @neg(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fneg double %3
  ret double %4
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
