; ModuleID = 'tests/differential/src/fixed_point.c'
source_filename = "tests/differential/src/fixed_point.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"mul %.5f div %.5f\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"sqrt(%.2f) ~ %.4f\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"deg %d: sin %.4f cos %.4f\0A\00", align 1
@atan_table = internal constant [16 x i32] [i32 51472, i32 30386, i32 16055, i32 8150, i32 4091, i32 2047, i32 1024, i32 512, i32 256, i32 128, i32 64, i32 32, i32 16, i32 8, i32 4, i32 2], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %8 = call i32 @fx_from(double noundef 3.250000e+00)
  store i32 %8, ptr %2, align 4
  %9 = call i32 @fx_from(double noundef -1.500000e+00)
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %2, align 4
  %11 = load i32, ptr %3, align 4
  %12 = call i32 @fx_mul(i32 noundef %10, i32 noundef %11)
  %13 = call double @fx_to(i32 noundef %12)
  %14 = load i32, ptr %2, align 4
  %15 = load i32, ptr %3, align 4
  %16 = call i32 @fx_div(i32 noundef %14, i32 noundef %15)
  %17 = call double @fx_to(i32 noundef %16)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %13, double noundef %17)
  store double 2.500000e-01, ptr %4, align 8
  br label %19

19:                                               ; preds = %29, %0
  %20 = load double, ptr %4, align 8
  %21 = fcmp olt double %20, 2.000000e+02
  br i1 %21, label %22, label %32

22:                                               ; preds = %19
  %23 = load double, ptr %4, align 8
  %24 = load double, ptr %4, align 8
  %25 = call i32 @fx_from(double noundef %24)
  %26 = call i32 @fx_sqrt(i32 noundef %25)
  %27 = call double @fx_to(i32 noundef %26)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %23, double noundef %27)
  br label %29

29:                                               ; preds = %22
  %30 = load double, ptr %4, align 8
  %31 = fmul double %30, 3.000000e+00
  store double %31, ptr %4, align 8
  br label %19, !llvm.loop !6

32:                                               ; preds = %19
  store i32 -90, ptr %5, align 4
  br label %33

33:                                               ; preds = %48, %32
  %34 = load i32, ptr %5, align 4
  %35 = icmp sle i32 %34, 90
  br i1 %35, label %36, label %51

36:                                               ; preds = %33
  %37 = load i32, ptr %5, align 4
  %38 = sitofp i32 %37 to double
  %39 = fmul double %38, 0x400921FB54442D11
  %40 = fdiv double %39, 1.800000e+02
  %41 = call i32 @fx_from(double noundef %40)
  call void @cordic(i32 noundef %41, ptr noundef %6, ptr noundef %7)
  %42 = load i32, ptr %5, align 4
  %43 = load i32, ptr %6, align 4
  %44 = call double @fx_to(i32 noundef %43)
  %45 = load i32, ptr %7, align 4
  %46 = call double @fx_to(i32 noundef %45)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %42, double noundef %44, double noundef %46)
  br label %48

48:                                               ; preds = %36
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, 30
  store i32 %50, ptr %5, align 4
  br label %33, !llvm.loop !8

51:                                               ; preds = %33
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fx_from(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fcmp oge double %4, 0.000000e+00
  %6 = zext i1 %5 to i64
  %7 = select i1 %5, double 5.000000e-01, double -5.000000e-01
  %8 = call double @llvm.fmuladd.f64(double %3, double 6.553600e+04, double %7)
  %9 = fptosi double %8 to i32
  ret i32 %9
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fx_to(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to double
  %5 = fdiv double %4, 6.553600e+04
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fx_mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sext i32 %5 to i64
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = mul nsw i64 %6, %8
  %10 = ashr i64 %9, 16
  %11 = trunc i64 %10 to i32
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fx_div(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 %6, 65536
  %8 = load i32, ptr %4, align 4
  %9 = sext i32 %8 to i64
  %10 = sdiv i64 %7, %9
  %11 = trunc i64 %10 to i32
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fx_sqrt(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = sext i32 %6 to i64
  %8 = shl i64 %7, 16
  store i64 %8, ptr %3, align 8
  store i64 0, ptr %4, align 8
  store i64 70368744177664, ptr %5, align 8
  br label %9

9:                                                ; preds = %13, %1
  %10 = load i64, ptr %5, align 8
  %11 = load i64, ptr %3, align 8
  %12 = icmp ugt i64 %10, %11
  br i1 %12, label %13, label %16

13:                                               ; preds = %9
  %14 = load i64, ptr %5, align 8
  %15 = lshr i64 %14, 2
  store i64 %15, ptr %5, align 8
  br label %9, !llvm.loop !9

16:                                               ; preds = %9
  br label %17

17:                                               ; preds = %39, %16
  %18 = load i64, ptr %5, align 8
  %19 = icmp ne i64 %18, 0
  br i1 %19, label %20, label %42

20:                                               ; preds = %17
  %21 = load i64, ptr %3, align 8
  %22 = load i64, ptr %4, align 8
  %23 = load i64, ptr %5, align 8
  %24 = add i64 %22, %23
  %25 = icmp uge i64 %21, %24
  br i1 %25, label %26, label %36

26:                                               ; preds = %20
  %27 = load i64, ptr %4, align 8
  %28 = load i64, ptr %5, align 8
  %29 = add i64 %27, %28
  %30 = load i64, ptr %3, align 8
  %31 = sub i64 %30, %29
  store i64 %31, ptr %3, align 8
  %32 = load i64, ptr %4, align 8
  %33 = lshr i64 %32, 1
  %34 = load i64, ptr %5, align 8
  %35 = add i64 %33, %34
  store i64 %35, ptr %4, align 8
  br label %39

36:                                               ; preds = %20
  %37 = load i64, ptr %4, align 8
  %38 = lshr i64 %37, 1
  store i64 %38, ptr %4, align 8
  br label %39

39:                                               ; preds = %36, %26
  %40 = load i64, ptr %5, align 8
  %41 = lshr i64 %40, 2
  store i64 %41, ptr %5, align 8
  br label %17, !llvm.loop !10

42:                                               ; preds = %17
  %43 = load i64, ptr %4, align 8
  %44 = trunc i64 %43 to i32
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cordic(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 39797, ptr %7, align 4
  store i32 0, ptr %8, align 4
  %13 = load i32, ptr %4, align 4
  store i32 %13, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %14

14:                                               ; preds = %53, %3
  %15 = load i32, ptr %10, align 4
  %16 = icmp slt i32 %15, 16
  br i1 %16, label %17, label %56

17:                                               ; preds = %14
  %18 = load i32, ptr %7, align 4
  %19 = load i32, ptr %10, align 4
  %20 = ashr i32 %18, %19
  store i32 %20, ptr %11, align 4
  %21 = load i32, ptr %8, align 4
  %22 = load i32, ptr %10, align 4
  %23 = ashr i32 %21, %22
  store i32 %23, ptr %12, align 4
  %24 = load i32, ptr %9, align 4
  %25 = icmp sge i32 %24, 0
  br i1 %25, label %26, label %39

26:                                               ; preds = %17
  %27 = load i32, ptr %12, align 4
  %28 = load i32, ptr %7, align 4
  %29 = sub nsw i32 %28, %27
  store i32 %29, ptr %7, align 4
  %30 = load i32, ptr %11, align 4
  %31 = load i32, ptr %8, align 4
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr %8, align 4
  %33 = load i32, ptr %10, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [16 x i32], ptr @atan_table, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = load i32, ptr %9, align 4
  %38 = sub nsw i32 %37, %36
  store i32 %38, ptr %9, align 4
  br label %52

39:                                               ; preds = %17
  %40 = load i32, ptr %12, align 4
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr %7, align 4
  %43 = load i32, ptr %11, align 4
  %44 = load i32, ptr %8, align 4
  %45 = sub nsw i32 %44, %43
  store i32 %45, ptr %8, align 4
  %46 = load i32, ptr %10, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [16 x i32], ptr @atan_table, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = load i32, ptr %9, align 4
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr %9, align 4
  br label %52

52:                                               ; preds = %39, %26
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %10, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %10, align 4
  br label %14, !llvm.loop !11

56:                                               ; preds = %14
  %57 = load i32, ptr %8, align 4
  %58 = load ptr, ptr %5, align 8
  store i32 %57, ptr %58, align 4
  %59 = load i32, ptr %7, align 4
  %60 = load ptr, ptr %6, align 8
  store i32 %59, ptr %60, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
