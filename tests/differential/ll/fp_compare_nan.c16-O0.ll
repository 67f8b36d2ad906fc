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
@__const.main.names = private unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
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
  %5 = alloca [7 x ptr], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %8 = load volatile double, ptr @zero, align 8
  %9 = load volatile double, ptr @zero, align 8
  %10 = fdiv double %8, %9
  store double %10, ptr %2, align 8
  %11 = load volatile double, ptr @zero, align 8
  %12 = fdiv double 1.000000e+00, %11
  store double %12, ptr %3, align 8
  %13 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 0
  %14 = load double, ptr %3, align 8
  %15 = fneg double %14
  store double %15, ptr %13, align 8
  %16 = getelementptr inbounds double, ptr %13, i64 1
  store double -1.500000e+00, ptr %16, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 1
  store double -0.000000e+00, ptr %17, align 8
  %18 = getelementptr inbounds double, ptr %17, i64 1
  store double 0.000000e+00, ptr %18, align 8
  %19 = getelementptr inbounds double, ptr %18, i64 1
  store double 2.000000e+00, ptr %19, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 1
  %21 = load double, ptr %3, align 8
  store double %21, ptr %20, align 8
  %22 = getelementptr inbounds double, ptr %20, i64 1
  %23 = load double, ptr %2, align 8
  store double %23, ptr %22, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.names, i64 56, i1 false)
  store i32 0, ptr %6, align 4
  br label %24

24:                                               ; preds = %74, %0
  %25 = load i32, ptr %6, align 4
  %26 = icmp slt i32 %25, 7
  br i1 %26, label %27, label %77

27:                                               ; preds = %24
  store i32 0, ptr %7, align 4
  br label %28

28:                                               ; preds = %70, %27
  %29 = load i32, ptr %7, align 4
  %30 = icmp slt i32 %29, 7
  br i1 %30, label %31, label %73

31:                                               ; preds = %28
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [7 x ptr], ptr %5, i64 0, i64 %33
  %35 = load ptr, ptr %34, align 8
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [7 x ptr], ptr %5, i64 0, i64 %37
  %39 = load ptr, ptr %38, align 8
  %40 = load i32, ptr %6, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = load i32, ptr %7, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = call i32 @cmp_all(double noundef %43, double noundef %47)
  %49 = load i32, ptr %6, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %50
  %52 = load double, ptr %51, align 8
  %53 = fptrunc double %52 to float
  %54 = load i32, ptr %7, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %55
  %57 = load double, ptr %56, align 8
  %58 = fptrunc double %57 to float
  %59 = call i32 @cmp_allf(float noundef %53, float noundef %58)
  %60 = load i32, ptr %6, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %61
  %63 = load double, ptr %62, align 8
  %64 = load i32, ptr %7, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %65
  %67 = load double, ptr %66, align 8
  %68 = call i32 @branchy(double noundef %63, double noundef %67)
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %35, ptr noundef %39, i32 noundef %48, i32 noundef %59, i32 noundef %68)
  br label %70

70:                                               ; preds = %31
  %71 = load i32, ptr %7, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %7, align 4
  br label %28, !llvm.loop !6

73:                                               ; preds = %28
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %6, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %6, align 4
  br label %24, !llvm.loop !8

77:                                               ; preds = %24
  %78 = load double, ptr %2, align 8
  %79 = fcmp uno double %78, %78
  %80 = zext i1 %79 to i32
  %81 = icmp ne i32 %80, 0
  %82 = zext i1 %81 to i32
  %83 = load double, ptr %3, align 8
  %84 = fcmp uno double %83, %83
  %85 = zext i1 %84 to i32
  %86 = icmp ne i32 %85, 0
  %87 = zext i1 %86 to i32
  %88 = load double, ptr %3, align 8
  %89 = call double @llvm.fabs.f64(double %88) #4
  %90 = fcmp oeq double %89, 0x7FF0000000000000
  %91 = bitcast double %88 to i64
  %92 = icmp slt i64 %91, 0
  %93 = select i1 %92, i32 -1, i32 1
  %94 = select i1 %90, i32 %93, i32 0
  %95 = icmp ne i32 %94, 0
  %96 = zext i1 %95 to i32
  %97 = load double, ptr %3, align 8
  %98 = fneg double %97
  %99 = call double @llvm.fabs.f64(double %98) #4
  %100 = fcmp oeq double %99, 0x7FF0000000000000
  %101 = bitcast double %98 to i64
  %102 = icmp slt i64 %101, 0
  %103 = select i1 %102, i32 -1, i32 1
  %104 = select i1 %100, i32 %103, i32 0
  %105 = icmp ne i32 %104, 0
  %106 = zext i1 %105 to i32
  %107 = load volatile double, ptr @zero, align 8
  %108 = fadd double %107, 1.000000e+00
  %109 = fmul double -0.000000e+00, %108
  %110 = bitcast double %109 to i64
  %111 = icmp slt i64 %110, 0
  %112 = zext i1 %111 to i32
  %113 = icmp ne i32 %112, 0
  %114 = zext i1 %113 to i32
  %115 = load volatile double, ptr @zero, align 8
  %116 = bitcast double %115 to i64
  %117 = icmp slt i64 %116, 0
  %118 = zext i1 %117 to i32
  %119 = icmp ne i32 %118, 0
  %120 = zext i1 %119 to i32
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %82, i32 noundef %87, i32 noundef %96, i32 noundef %106, i32 noundef %114, i32 noundef %120)
  %122 = call double @fmax_manual(double noundef 1.000000e+00, double noundef 2.000000e+00)
  %123 = call double @fmin_manual(double noundef 1.000000e+00, double noundef 2.000000e+00)
  %124 = load double, ptr %2, align 8
  %125 = call double @fmax_manual(double noundef %124, double noundef 1.000000e+00)
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %122, double noundef %123, double noundef %125)
  %127 = load double, ptr %2, align 8
  %128 = call double @llvm.maxnum.f64(double %127, double 3.000000e+00)
  %129 = load double, ptr %2, align 8
  %130 = call double @llvm.minnum.f64(double -2.000000e+00, double %129)
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %128, double noundef %130)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_all(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp olt double %5, %6
  %8 = zext i1 %7 to i32
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %4, align 8
  %11 = fcmp ole double %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load double, ptr %3, align 8
  %16 = load double, ptr %4, align 8
  %17 = fcmp ogt double %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load double, ptr %3, align 8
  %22 = load double, ptr %4, align 8
  %23 = fcmp oge double %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load double, ptr %3, align 8
  %28 = load double, ptr %4, align 8
  %29 = fcmp oeq double %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load double, ptr %3, align 8
  %34 = load double, ptr %4, align 8
  %35 = fcmp une double %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  %39 = load double, ptr %3, align 8
  %40 = load double, ptr %4, align 8
  %41 = fcmp olt double %39, %40
  %42 = xor i1 %41, true
  %43 = zext i1 %42 to i32
  %44 = shl i32 %43, 6
  %45 = or i32 %38, %44
  %46 = load double, ptr %3, align 8
  %47 = load double, ptr %4, align 8
  %48 = fcmp oge double %46, %47
  %49 = xor i1 %48, true
  %50 = zext i1 %49 to i32
  %51 = shl i32 %50, 7
  %52 = or i32 %45, %51
  %53 = load double, ptr %3, align 8
  %54 = load double, ptr %4, align 8
  %55 = fcmp uno double %53, %54
  %56 = zext i1 %55 to i32
  %57 = shl i32 %56, 8
  %58 = or i32 %52, %57
  %59 = load double, ptr %3, align 8
  %60 = load double, ptr %4, align 8
  %61 = fcmp olt double %59, %60
  %62 = zext i1 %61 to i32
  %63 = shl i32 %62, 9
  %64 = or i32 %58, %63
  %65 = load double, ptr %3, align 8
  %66 = load double, ptr %4, align 8
  %67 = fcmp one double %65, %66
  %68 = zext i1 %67 to i32
  %69 = shl i32 %68, 10
  %70 = or i32 %64, %69
  %71 = load double, ptr %3, align 8
  %72 = load double, ptr %4, align 8
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
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fcmp olt float %5, %6
  %8 = zext i1 %7 to i32
  %9 = load float, ptr %3, align 4
  %10 = load float, ptr %4, align 4
  %11 = fcmp ole float %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load float, ptr %3, align 4
  %16 = load float, ptr %4, align 4
  %17 = fcmp ogt float %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load float, ptr %3, align 4
  %22 = load float, ptr %4, align 4
  %23 = fcmp oge float %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load float, ptr %3, align 4
  %28 = load float, ptr %4, align 4
  %29 = fcmp oeq float %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load float, ptr %3, align 4
  %34 = load float, ptr %4, align 4
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
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %5, align 8
  %8 = fcmp oeq double %6, %7
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i32 1, ptr %3, align 4
  br label %21

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  %12 = load double, ptr %5, align 8
  %13 = fcmp olt double %11, %12
  br i1 %13, label %14, label %15

14:                                               ; preds = %10
  store i32 2, ptr %3, align 4
  br label %21

15:                                               ; preds = %10
  %16 = load double, ptr %4, align 8
  %17 = load double, ptr %5, align 8
  %18 = fcmp ogt double %16, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %15
  store i32 3, ptr %3, align 4
  br label %21

20:                                               ; preds = %15
  store i32 4, ptr %3, align 4
  br label %21

21:                                               ; preds = %20, %19, %14, %9
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fmax_manual(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp ogt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fmin_manual(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp olt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { memory(none) }

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
