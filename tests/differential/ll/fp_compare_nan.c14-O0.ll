; ModuleID = 'tests/differential/src/fp_compare_nan.c'
source_filename = "tests/differential/src/fp_compare_nan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@zero = internal global double 0.000000e+00, align 8
@.str = private unnamed_addr constant [5 x i8] c"-inf\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"-1.5\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"-0\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"2\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@__const.main.names = private unnamed_addr constant [7 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0)], align 16
@.str.7 = private unnamed_addr constant [23 x i8] c"%s ? %s: %03x %02x %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [39 x i8] c"isnan %d %d isinf %d %d signbit %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"max %g min %g maxnan %g\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"fmax %g fmin %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca [7 x double], align 16
  %5 = alloca [7 x i8*], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %8 = load volatile double, double* @zero, align 8
  %9 = load volatile double, double* @zero, align 8
  %10 = fdiv double %8, %9
  store double %10, double* %2, align 8
  %11 = load volatile double, double* @zero, align 8
  %12 = fdiv double 1.000000e+00, %11
  store double %12, double* %3, align 8
  %13 = getelementptr inbounds [7 x double], [7 x double]* %4, i64 0, i64 0
  %14 = load double, double* %3, align 8
  %15 = fneg double %14
  store double %15, double* %13, align 8
  %16 = getelementptr inbounds double, double* %13, i64 1
  store double -1.500000e+00, double* %16, align 8
  %17 = getelementptr inbounds double, double* %16, i64 1
  store double -0.000000e+00, double* %17, align 8
  %18 = getelementptr inbounds double, double* %17, i64 1
  store double 0.000000e+00, double* %18, align 8
  %19 = getelementptr inbounds double, double* %18, i64 1
  store double 2.000000e+00, double* %19, align 8
  %20 = getelementptr inbounds double, double* %19, i64 1
  %21 = load double, double* %3, align 8
  store double %21, double* %20, align 8
  %22 = getelementptr inbounds double, double* %20, i64 1
  %23 = load double, double* %2, align 8
  store double %23, double* %22, align 8
  %24 = bitcast [7 x i8*]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %24, i8* align 16 bitcast ([7 x i8*]* @__const.main.names to i8*), i64 56, i1 false)
  store i32 0, i32* %6, align 4
  br label %25

25:                                               ; preds = %75, %0
  %26 = load i32, i32* %6, align 4
  %27 = icmp slt i32 %26, 7
  br i1 %27, label %28, label %78

28:                                               ; preds = %25
  store i32 0, i32* %7, align 4
  br label %29

29:                                               ; preds = %71, %28
  %30 = load i32, i32* %7, align 4
  %31 = icmp slt i32 %30, 7
  br i1 %31, label %32, label %74

32:                                               ; preds = %29
  %33 = load i32, i32* %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [7 x i8*], [7 x i8*]* %5, i64 0, i64 %34
  %36 = load i8*, i8** %35, align 8
  %37 = load i32, i32* %7, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [7 x i8*], [7 x i8*]* %5, i64 0, i64 %38
  %40 = load i8*, i8** %39, align 8
  %41 = load i32, i32* %6, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [7 x double], [7 x double]* %4, i64 0, i64 %42
  %44 = load double, double* %43, align 8
  %45 = load i32, i32* %7, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [7 x double], [7 x double]* %4, i64 0, i64 %46
  %48 = load double, double* %47, align 8
  %49 = call i32 @cmp_all(double noundef %44, double noundef %48)
  %50 = load i32, i32* %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [7 x double], [7 x double]* %4, i64 0, i64 %51
  %53 = load double, double* %52, align 8
  %54 = fptrunc double %53 to float
  %55 = load i32, i32* %7, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [7 x double], [7 x double]* %4, i64 0, i64 %56
  %58 = load double, double* %57, align 8
  %59 = fptrunc double %58 to float
  %60 = call i32 @cmp_allf(float noundef %54, float noundef %59)
  %61 = load i32, i32* %6, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [7 x double], [7 x double]* %4, i64 0, i64 %62
  %64 = load double, double* %63, align 8
  %65 = load i32, i32* %7, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [7 x double], [7 x double]* %4, i64 0, i64 %66
  %68 = load double, double* %67, align 8
  %69 = call i32 @branchy(double noundef %64, double noundef %68)
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i64 0, i64 0), i8* noundef %36, i8* noundef %40, i32 noundef %49, i32 noundef %60, i32 noundef %69)
  br label %71

71:                                               ; preds = %32
  %72 = load i32, i32* %7, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, i32* %7, align 4
  br label %29, !llvm.loop !6

74:                                               ; preds = %29
  br label %75

75:                                               ; preds = %74
  %76 = load i32, i32* %6, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, i32* %6, align 4
  br label %25, !llvm.loop !8

78:                                               ; preds = %25
  %79 = load double, double* %2, align 8
  %80 = fcmp uno double %79, %79
  %81 = zext i1 %80 to i32
  %82 = icmp ne i32 %81, 0
  %83 = zext i1 %82 to i32
  %84 = load double, double* %3, align 8
  %85 = fcmp uno double %84, %84
  %86 = zext i1 %85 to i32
  %87 = icmp ne i32 %86, 0
  %88 = zext i1 %87 to i32
  %89 = load double, double* %3, align 8
  %90 = call double @llvm.fabs.f64(double %89) #4
  %91 = fcmp oeq double %90, 0x7FF0000000000000
  %92 = bitcast double %89 to i64
  %93 = icmp slt i64 %92, 0
  %94 = select i1 %93, i32 -1, i32 1
  %95 = select i1 %91, i32 %94, i32 0
  %96 = icmp ne i32 %95, 0
  %97 = zext i1 %96 to i32
  %98 = load double, double* %3, align 8
  %99 = fneg double %98
  %100 = call double @llvm.fabs.f64(double %99) #4
  %101 = fcmp oeq double %100, 0x7FF0000000000000
  %102 = bitcast double %99 to i64
  %103 = icmp slt i64 %102, 0
  %104 = select i1 %103, i32 -1, i32 1
  %105 = select i1 %101, i32 %104, i32 0
  %106 = icmp ne i32 %105, 0
  %107 = zext i1 %106 to i32
  %108 = load volatile double, double* @zero, align 8
  %109 = fadd double %108, 1.000000e+00
  %110 = fmul double -0.000000e+00, %109
  %111 = bitcast double %110 to i64
  %112 = icmp slt i64 %111, 0
  %113 = zext i1 %112 to i32
  %114 = icmp ne i32 %113, 0
  %115 = zext i1 %114 to i32
  %116 = load volatile double, double* @zero, align 8
  %117 = bitcast double %116 to i64
  %118 = icmp slt i64 %117, 0
  %119 = zext i1 %118 to i32
  %120 = icmp ne i32 %119, 0
  %121 = zext i1 %120 to i32
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.8, i64 0, i64 0), i32 noundef %83, i32 noundef %88, i32 noundef %97, i32 noundef %107, i32 noundef %115, i32 noundef %121)
  %123 = call double @fmax_manual(double noundef 1.000000e+00, double noundef 2.000000e+00)
  %124 = call double @fmin_manual(double noundef 1.000000e+00, double noundef 2.000000e+00)
  %125 = load double, double* %2, align 8
  %126 = call double @fmax_manual(double noundef %125, double noundef 1.000000e+00)
  %127 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.9, i64 0, i64 0), double noundef %123, double noundef %124, double noundef %126)
  %128 = load double, double* %2, align 8
  %129 = call double @llvm.maxnum.f64(double %128, double 3.000000e+00)
  %130 = load double, double* %2, align 8
  %131 = call double @llvm.minnum.f64(double -2.000000e+00, double %130)
  %132 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i64 0, i64 0), double noundef %129, double noundef %131)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_all(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %5 = load double, double* %3, align 8
  %6 = load double, double* %4, align 8
  %7 = fcmp olt double %5, %6
  %8 = zext i1 %7 to i32
  %9 = load double, double* %3, align 8
  %10 = load double, double* %4, align 8
  %11 = fcmp ole double %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load double, double* %3, align 8
  %16 = load double, double* %4, align 8
  %17 = fcmp ogt double %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load double, double* %3, align 8
  %22 = load double, double* %4, align 8
  %23 = fcmp oge double %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load double, double* %3, align 8
  %28 = load double, double* %4, align 8
  %29 = fcmp oeq double %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load double, double* %3, align 8
  %34 = load double, double* %4, align 8
  %35 = fcmp une double %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  %39 = load double, double* %3, align 8
  %40 = load double, double* %4, align 8
  %41 = fcmp olt double %39, %40
  %42 = xor i1 %41, true
  %43 = zext i1 %42 to i32
  %44 = shl i32 %43, 6
  %45 = or i32 %38, %44
  %46 = load double, double* %3, align 8
  %47 = load double, double* %4, align 8
  %48 = fcmp oge double %46, %47
  %49 = xor i1 %48, true
  %50 = zext i1 %49 to i32
  %51 = shl i32 %50, 7
  %52 = or i32 %45, %51
  %53 = load double, double* %3, align 8
  %54 = load double, double* %4, align 8
  %55 = fcmp uno double %53, %54
  %56 = zext i1 %55 to i32
  %57 = shl i32 %56, 8
  %58 = or i32 %52, %57
  %59 = load double, double* %3, align 8
  %60 = load double, double* %4, align 8
  %61 = fcmp olt double %59, %60
  %62 = zext i1 %61 to i32
  %63 = shl i32 %62, 9
  %64 = or i32 %58, %63
  %65 = load double, double* %3, align 8
  %66 = load double, double* %4, align 8
  %67 = fcmp one double %65, %66
  %68 = zext i1 %67 to i32
  %69 = shl i32 %68, 10
  %70 = or i32 %64, %69
  %71 = load double, double* %3, align 8
  %72 = load double, double* %4, align 8
  %73 = fcmp oge double %71, %72
  %74 = zext i1 %73 to i32
  %75 = shl i32 %74, 11
  %76 = or i32 %70, %75
  ret i32 %76
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_allf(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, float* %3, align 4
  store float %1, float* %4, align 4
  %5 = load float, float* %3, align 4
  %6 = load float, float* %4, align 4
  %7 = fcmp olt float %5, %6
  %8 = zext i1 %7 to i32
  %9 = load float, float* %3, align 4
  %10 = load float, float* %4, align 4
  %11 = fcmp ole float %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load float, float* %3, align 4
  %16 = load float, float* %4, align 4
  %17 = fcmp ogt float %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load float, float* %3, align 4
  %22 = load float, float* %4, align 4
  %23 = fcmp oge float %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load float, float* %3, align 4
  %28 = load float, float* %4, align 4
  %29 = fcmp oeq float %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load float, float* %3, align 4
  %34 = load float, float* %4, align 4
  %35 = fcmp une float %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @branchy(double noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, double* %4, align 8
  store double %1, double* %5, align 8
  %6 = load double, double* %4, align 8
  %7 = load double, double* %5, align 8
  %8 = fcmp oeq double %6, %7
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i32 1, i32* %3, align 4
  br label %21

10:                                               ; preds = %2
  %11 = load double, double* %4, align 8
  %12 = load double, double* %5, align 8
  %13 = fcmp olt double %11, %12
  br i1 %13, label %14, label %15

14:                                               ; preds = %10
  store i32 2, i32* %3, align 4
  br label %21

15:                                               ; preds = %10
  %16 = load double, double* %4, align 8
  %17 = load double, double* %5, align 8
  %18 = fcmp ogt double %16, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %15
  store i32 3, i32* %3, align 4
  br label %21

20:                                               ; preds = %15
  store i32 4, i32* %3, align 4
  br label %21

21:                                               ; preds = %20, %19, %14, %9
  %22 = load i32, i32* %3, align 4
  ret i32 %22
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fmax_manual(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %5 = load double, double* %3, align 8
  %6 = load double, double* %4, align 8
  %7 = fcmp ogt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, double* %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, double* %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fmin_manual(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %5 = load double, double* %3, align 8
  %6 = load double, double* %4, align 8
  %7 = fcmp olt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, double* %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, double* %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { readnone }

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
