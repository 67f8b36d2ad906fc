; ModuleID = 'tests/differential/src/many_args.c'
source_filename = "tests/differential/src/many_args.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"ints10 %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"ints10 indirect %ld\0A\00", align 1
@indirect = internal global i64 (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)* @ints10, align 8
@.str.2 = private unnamed_addr constant [13 x i8] c"dbls12 %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"mixed %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"small %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i64 @ints10(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 9, i64 noundef 10)
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i64 noundef %2)
  %4 = load volatile i64 (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)*, i64 (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)** @indirect, align 8
  %5 = call i64 %4(i64 noundef -1, i64 noundef -2, i64 noundef -3, i64 noundef -4, i64 noundef -5, i64 noundef -6, i64 noundef -7, i64 noundef -8, i64 noundef -9, i64 noundef 1099511627776)
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i64 noundef %5)
  %7 = call double @dbls12(double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), double noundef %7)
  %9 = call double @mixed(i32 noundef 1, double noundef 2.500000e+00, i8 noundef signext 99, float noundef 3.250000e+00, i16 noundef signext -4, double noundef 5.125000e+00, i64 noundef 600000000000, float noundef 7.500000e+00, i8 noundef zeroext -56, double noundef 9.062500e+00, i32 noundef -10, double noundef 1.150000e+01, i64 noundef -12, double noundef 1.375000e+01, float noundef 1.450000e+01, double noundef 1.500000e+01, i32 noundef 16, double noundef 1.725000e+01)
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), double noundef %9)
  %11 = call i32 @small_on_stack(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i8 noundef signext -7, i16 noundef signext -8, i8 noundef zeroext -6, i8 noundef signext -3, i1 noundef zeroext true)
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i32 noundef %11)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ints10(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) #0 {
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  store i64 %0, i64* %11, align 8
  store i64 %1, i64* %12, align 8
  store i64 %2, i64* %13, align 8
  store i64 %3, i64* %14, align 8
  store i64 %4, i64* %15, align 8
  store i64 %5, i64* %16, align 8
  store i64 %6, i64* %17, align 8
  store i64 %7, i64* %18, align 8
  store i64 %8, i64* %19, align 8
  store i64 %9, i64* %20, align 8
  %21 = load i64, i64* %11, align 8
  %22 = load i64, i64* %12, align 8
  %23 = sub nsw i64 %21, %22
  %24 = load i64, i64* %13, align 8
  %25 = mul nsw i64 %24, 2
  %26 = add nsw i64 %23, %25
  %27 = load i64, i64* %14, align 8
  %28 = sub nsw i64 %26, %27
  %29 = load i64, i64* %15, align 8
  %30 = mul nsw i64 %29, 3
  %31 = add nsw i64 %28, %30
  %32 = load i64, i64* %16, align 8
  %33 = sub nsw i64 %31, %32
  %34 = load i64, i64* %17, align 8
  %35 = mul nsw i64 %34, 4
  %36 = add nsw i64 %33, %35
  %37 = load i64, i64* %18, align 8
  %38 = sub nsw i64 %36, %37
  %39 = load i64, i64* %19, align 8
  %40 = mul nsw i64 %39, 5
  %41 = add nsw i64 %38, %40
  %42 = load i64, i64* %20, align 8
  %43 = sub nsw i64 %41, %42
  ret i64 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dbls12(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10, double noundef %11) #0 {
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  store double %0, double* %13, align 8
  store double %1, double* %14, align 8
  store double %2, double* %15, align 8
  store double %3, double* %16, align 8
  store double %4, double* %17, align 8
  store double %5, double* %18, align 8
  store double %6, double* %19, align 8
  store double %7, double* %20, align 8
  store double %8, double* %21, align 8
  store double %9, double* %22, align 8
  store double %10, double* %23, align 8
  store double %11, double* %24, align 8
  %25 = load double, double* %13, align 8
  %26 = load double, double* %14, align 8
  %27 = call double @llvm.fmuladd.f64(double %26, double 2.000000e+00, double %25)
  %28 = load double, double* %15, align 8
  %29 = call double @llvm.fmuladd.f64(double %28, double 3.000000e+00, double %27)
  %30 = load double, double* %16, align 8
  %31 = call double @llvm.fmuladd.f64(double %30, double 4.000000e+00, double %29)
  %32 = load double, double* %17, align 8
  %33 = call double @llvm.fmuladd.f64(double %32, double 5.000000e+00, double %31)
  %34 = load double, double* %18, align 8
  %35 = call double @llvm.fmuladd.f64(double %34, double 6.000000e+00, double %33)
  %36 = load double, double* %19, align 8
  %37 = call double @llvm.fmuladd.f64(double %36, double 7.000000e+00, double %35)
  %38 = load double, double* %20, align 8
  %39 = call double @llvm.fmuladd.f64(double %38, double 8.000000e+00, double %37)
  %40 = load double, double* %21, align 8
  %41 = call double @llvm.fmuladd.f64(double %40, double 9.000000e+00, double %39)
  %42 = load double, double* %22, align 8
  %43 = call double @llvm.fmuladd.f64(double %42, double 1.000000e+01, double %41)
  %44 = load double, double* %23, align 8
  %45 = call double @llvm.fmuladd.f64(double %44, double 1.100000e+01, double %43)
  %46 = load double, double* %24, align 8
  %47 = call double @llvm.fmuladd.f64(double %46, double 1.200000e+01, double %45)
  ret double %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mixed(i32 noundef %0, double noundef %1, i8 noundef signext %2, float noundef %3, i16 noundef signext %4, double noundef %5, i64 noundef %6, float noundef %7, i8 noundef zeroext %8, double noundef %9, i32 noundef %10, double noundef %11, i64 noundef %12, double noundef %13, float noundef %14, double noundef %15, i32 noundef %16, double noundef %17) #0 {
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca i8, align 1
  %22 = alloca float, align 4
  %23 = alloca i16, align 2
  %24 = alloca double, align 8
  %25 = alloca i64, align 8
  %26 = alloca float, align 4
  %27 = alloca i8, align 1
  %28 = alloca double, align 8
  %29 = alloca i32, align 4
  %30 = alloca double, align 8
  %31 = alloca i64, align 8
  %32 = alloca double, align 8
  %33 = alloca float, align 4
  %34 = alloca double, align 8
  %35 = alloca i32, align 4
  %36 = alloca double, align 8
  store i32 %0, i32* %19, align 4
  store double %1, double* %20, align 8
  store i8 %2, i8* %21, align 1
  store float %3, float* %22, align 4
  store i16 %4, i16* %23, align 2
  store double %5, double* %24, align 8
  store i64 %6, i64* %25, align 8
  store float %7, float* %26, align 4
  store i8 %8, i8* %27, align 1
  store double %9, double* %28, align 8
  store i32 %10, i32* %29, align 4
  store double %11, double* %30, align 8
  store i64 %12, i64* %31, align 8
  store double %13, double* %32, align 8
  store float %14, float* %33, align 4
  store double %15, double* %34, align 8
  store i32 %16, i32* %35, align 4
  store double %17, double* %36, align 8
  %37 = load i32, i32* %19, align 4
  %38 = sitofp i32 %37 to double
  %39 = load double, double* %20, align 8
  %40 = fadd double %38, %39
  %41 = load i8, i8* %21, align 1
  %42 = sext i8 %41 to i32
  %43 = sitofp i32 %42 to double
  %44 = fadd double %40, %43
  %45 = load float, float* %22, align 4
  %46 = fpext float %45 to double
  %47 = fadd double %44, %46
  %48 = load i16, i16* %23, align 2
  %49 = sext i16 %48 to i32
  %50 = sitofp i32 %49 to double
  %51 = fadd double %47, %50
  %52 = load double, double* %24, align 8
  %53 = fadd double %51, %52
  %54 = load i64, i64* %25, align 8
  %55 = sitofp i64 %54 to double
  %56 = fadd double %53, %55
  %57 = load float, float* %26, align 4
  %58 = fpext float %57 to double
  %59 = fadd double %56, %58
  %60 = load i8, i8* %27, align 1
  %61 = zext i8 %60 to i32
  %62 = sitofp i32 %61 to double
  %63 = fadd double %59, %62
  %64 = load double, double* %28, align 8
  %65 = fadd double %63, %64
  %66 = load i32, i32* %29, align 4
  %67 = sitofp i32 %66 to double
  %68 = fadd double %65, %67
  %69 = load double, double* %30, align 8
  %70 = fadd double %68, %69
  %71 = load i64, i64* %31, align 8
  %72 = sitofp i64 %71 to double
  %73 = fadd double %70, %72
  %74 = load double, double* %32, align 8
  %75 = fadd double %73, %74
  %76 = load float, float* %33, align 4
  %77 = fpext float %76 to double
  %78 = fadd double %75, %77
  %79 = load double, double* %34, align 8
  %80 = fadd double %78, %79
  %81 = load i32, i32* %35, align 4
  %82 = sitofp i32 %81 to double
  %83 = fadd double %80, %82
  %84 = load double, double* %36, align 8
  %85 = fadd double %83, %84
  ret double %85
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @small_on_stack(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i8 noundef signext %6, i16 noundef signext %7, i8 noundef zeroext %8, i8 noundef signext %9, i1 noundef zeroext %10) #0 {
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i8, align 1
  %19 = alloca i16, align 2
  %20 = alloca i8, align 1
  %21 = alloca i8, align 1
  %22 = alloca i8, align 1
  store i32 %0, i32* %12, align 4
  store i32 %1, i32* %13, align 4
  store i32 %2, i32* %14, align 4
  store i32 %3, i32* %15, align 4
  store i32 %4, i32* %16, align 4
  store i32 %5, i32* %17, align 4
  store i8 %6, i8* %18, align 1
  store i16 %7, i16* %19, align 2
  store i8 %8, i8* %20, align 1
  store i8 %9, i8* %21, align 1
  %23 = zext i1 %10 to i8
  store i8 %23, i8* %22, align 1
  %24 = load i32, i32* %12, align 4
  %25 = load i32, i32* %13, align 4
  %26 = add nsw i32 %24, %25
  %27 = load i32, i32* %14, align 4
  %28 = add nsw i32 %26, %27
  %29 = load i32, i32* %15, align 4
  %30 = add nsw i32 %28, %29
  %31 = load i32, i32* %16, align 4
  %32 = add nsw i32 %30, %31
  %33 = load i32, i32* %17, align 4
  %34 = add nsw i32 %32, %33
  %35 = load i8, i8* %18, align 1
  %36 = sext i8 %35 to i32
  %37 = mul nsw i32 %36, 10
  %38 = add nsw i32 %34, %37
  %39 = load i16, i16* %19, align 2
  %40 = sext i16 %39 to i32
  %41 = mul nsw i32 %40, 100
  %42 = add nsw i32 %38, %41
  %43 = load i8, i8* %20, align 1
  %44 = zext i8 %43 to i32
  %45 = mul nsw i32 %44, 1000
  %46 = add nsw i32 %42, %45
  %47 = load i8, i8* %21, align 1
  %48 = sext i8 %47 to i32
  %49 = mul nsw i32 %48, 10000
  %50 = add nsw i32 %46, %49
  %51 = load i8, i8* %22, align 1
  %52 = trunc i8 %51 to i1
  %53 = zext i1 %52 to i32
  %54 = mul nsw i32 %53, 100000
  %55 = add nsw i32 %50, %54
  ret i32 %55
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
