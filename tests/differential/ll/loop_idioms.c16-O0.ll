; ModuleID = 'tests/differential/src/loop_idioms.c'
source_filename = "tests/differential/src/loop_idioms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vn = internal global i32 1000, align 4
@main.a = internal global [1000 x i32] zeroinitializer, align 16
@main.u = internal global [1000 x i32] zeroinitializer, align 16
@main.d = internal global [1000 x double] zeroinitializer, align 16
@main.s = internal global [1000 x i16] zeroinitializer, align 16
@.str = private unnamed_addr constant [17 x i8] c"strided %d: %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"countdown %d xor %08x find %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"invariant %ld fp %.6f min %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"triangle %ld while_shift %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = load volatile i32, ptr @vn, align 4
  store i32 %5, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %38, %0
  %7 = load i32, ptr %3, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %41

10:                                               ; preds = %6
  %11 = load i32, ptr %3, align 4
  %12 = mul nsw i32 %11, 37
  %13 = srem i32 %12, 101
  %14 = sub nsw i32 %13, 50
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [1000 x i32], ptr @main.a, i64 0, i64 %16
  store i32 %14, ptr %17, align 4
  %18 = load i32, ptr %3, align 4
  %19 = mul i32 %18, -1640531535
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [1000 x i32], ptr @main.u, i64 0, i64 %21
  store i32 %19, ptr %22, align 4
  %23 = load i32, ptr %3, align 4
  %24 = srem i32 %23, 13
  %25 = sitofp i32 %24 to double
  %26 = fmul double %25, 2.500000e-01
  %27 = load i32, ptr %3, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [1000 x double], ptr @main.d, i64 0, i64 %28
  store double %26, ptr %29, align 8
  %30 = load i32, ptr %3, align 4
  %31 = mul nsw i32 %30, 7919
  %32 = srem i32 %31, 30011
  %33 = sub nsw i32 %32, 15000
  %34 = trunc i32 %33 to i16
  %35 = load i32, ptr %3, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [1000 x i16], ptr @main.s, i64 0, i64 %36
  store i16 %34, ptr %37, align 2
  br label %38

38:                                               ; preds = %10
  %39 = load i32, ptr %3, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %3, align 4
  br label %6, !llvm.loop !6

41:                                               ; preds = %6
  store i32 1, ptr %4, align 4
  br label %42

42:                                               ; preds = %51, %41
  %43 = load i32, ptr %4, align 4
  %44 = icmp sle i32 %43, 7
  br i1 %44, label %45, label %54

45:                                               ; preds = %42
  %46 = load i32, ptr %4, align 4
  %47 = load i32, ptr %2, align 4
  %48 = load i32, ptr %4, align 4
  %49 = call i64 @strided(ptr noundef @main.a, i32 noundef %47, i32 noundef %48)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %46, i64 noundef %49)
  br label %51

51:                                               ; preds = %45
  %52 = load i32, ptr %4, align 4
  %53 = add nsw i32 %52, 3
  store i32 %53, ptr %4, align 4
  br label %42, !llvm.loop !8

54:                                               ; preds = %42
  %55 = load i32, ptr %2, align 4
  %56 = call i32 @countdown(i32 noundef %55)
  %57 = load i32, ptr %2, align 4
  %58 = call i32 @xor_reduce(ptr noundef @main.u, i32 noundef %57)
  %59 = load i32, ptr %2, align 4
  %60 = call i32 @find_first(ptr noundef @main.a, i32 noundef %59, i32 noundef 17)
  %61 = load i32, ptr %2, align 4
  %62 = call i32 @find_first(ptr noundef @main.a, i32 noundef %61, i32 noundef 1000)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %56, i32 noundef %58, i32 noundef %60, i32 noundef %62)
  %64 = load i32, ptr %2, align 4
  %65 = call i64 @invariant(ptr noundef @main.a, i32 noundef %64, i32 noundef 7, i32 noundef 9)
  %66 = load i32, ptr %2, align 4
  %67 = call double @fp_reduce(ptr noundef @main.d, i32 noundef %66)
  %68 = load i32, ptr %2, align 4
  %69 = call i32 @min_reduce(ptr noundef @main.s, i32 noundef %68)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %65, double noundef %67, i32 noundef %69)
  %71 = load i32, ptr %2, align 4
  %72 = sdiv i32 %71, 5
  %73 = call i64 @triangle(i32 noundef %72)
  %74 = call i32 @while_shift(i64 noundef -81985529216486896)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %73, i32 noundef %74)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @strided(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %25, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = sext i32 %18 to i64
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = mul nsw i64 %19, %21
  %23 = load i64, ptr %7, align 8
  %24 = add nsw i64 %23, %22
  store i64 %24, ptr %7, align 8
  br label %25

25:                                               ; preds = %13
  %26 = load i32, ptr %6, align 4
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr %8, align 4
  br label %9, !llvm.loop !9

29:                                               ; preds = %9
  %30 = load i64, ptr %7, align 8
  ret i64 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @countdown(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %5 = load i32, ptr %2, align 4
  store i32 %5, ptr %4, align 4
  br label %6

6:                                                ; preds = %14, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = and i32 %10, 5
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, %11
  store i32 %13, ptr %3, align 4
  br label %14

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4
  %16 = sub nsw i32 %15, 3
  store i32 %16, ptr %4, align 4
  br label %6, !llvm.loop !10

17:                                               ; preds = %6
  %18 = load i32, ptr %3, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @xor_reduce(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %21, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %24

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %6, align 4
  %18 = add i32 %16, %17
  %19 = load i32, ptr %5, align 4
  %20 = xor i32 %19, %18
  store i32 %20, ptr %5, align 4
  br label %21

21:                                               ; preds = %11
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  br label %7, !llvm.loop !11

24:                                               ; preds = %7
  %25 = load i32, ptr %5, align 4
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find_first(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %24, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %27

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = load i32, ptr %7, align 4
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %13
  %22 = load i32, ptr %8, align 4
  store i32 %22, ptr %4, align 4
  br label %28

23:                                               ; preds = %13
  br label %24

24:                                               ; preds = %23
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %8, align 4
  br label %9, !llvm.loop !12

27:                                               ; preds = %9
  store i32 -1, ptr %4, align 4
  br label %28

28:                                               ; preds = %27, %21
  %29 = load i32, ptr %4, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @invariant(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store i64 0, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %11

11:                                               ; preds = %33, %4
  %12 = load i32, ptr %10, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %36

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %10, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = load i32, ptr %7, align 4
  %22 = load i32, ptr %8, align 4
  %23 = mul nsw i32 %21, %22
  %24 = add nsw i32 %23, 3
  %25 = mul nsw i32 %20, %24
  %26 = load i32, ptr %7, align 4
  %27 = load i32, ptr %8, align 4
  %28 = xor i32 %26, %27
  %29 = add nsw i32 %25, %28
  %30 = sext i32 %29 to i64
  %31 = load i64, ptr %9, align 8
  %32 = add nsw i64 %31, %30
  store i64 %32, ptr %9, align 8
  br label %33

33:                                               ; preds = %15
  %34 = load i32, ptr %10, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %10, align 4
  br label %11, !llvm.loop !13

36:                                               ; preds = %11
  %37 = load i64, ptr %9, align 8
  ret i64 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fp_reduce(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 1.000000e+00, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %2
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %31

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = load double, ptr %6, align 8
  %19 = fadd double %18, %17
  store double %19, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = call double @llvm.fmuladd.f64(double %24, double 1.000000e-03, double 1.000000e+00)
  %26 = load double, ptr %5, align 8
  %27 = fmul double %26, %25
  store double %27, ptr %5, align 8
  br label %28

28:                                               ; preds = %12
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !14

31:                                               ; preds = %8
  %32 = load double, ptr %6, align 8
  %33 = load double, ptr %5, align 8
  %34 = fadd double %32, %33
  ret double %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min_reduce(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 32767, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %28, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %31

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i16, ptr %12, i64 %14
  %16 = load i16, ptr %15, align 2
  %17 = sext i16 %16 to i32
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %11
  %21 = load ptr, ptr %3, align 8
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i16, ptr %21, i64 %23
  %25 = load i16, ptr %24, align 2
  %26 = sext i16 %25 to i32
  store i32 %26, ptr %5, align 4
  br label %27

27:                                               ; preds = %20, %11
  br label %28

28:                                               ; preds = %27
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %6, align 4
  br label %7, !llvm.loop !15

31:                                               ; preds = %7
  %32 = load i32, ptr %5, align 4
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @triangle(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %27, %1
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %30

10:                                               ; preds = %6
  store i32 0, ptr %5, align 4
  br label %11

11:                                               ; preds = %23, %10
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp sle i32 %12, %13
  br i1 %14, label %15, label %26

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4
  %17 = load i32, ptr %5, align 4
  %18 = xor i32 %16, %17
  %19 = and i32 %18, 7
  %20 = sext i32 %19 to i64
  %21 = load i64, ptr %3, align 8
  %22 = add nsw i64 %21, %20
  store i64 %22, ptr %3, align 8
  br label %23

23:                                               ; preds = %15
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %11, !llvm.loop !16

26:                                               ; preds = %11
  br label %27

27:                                               ; preds = %26
  %28 = load i32, ptr %4, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %4, align 4
  br label %6, !llvm.loop !17

30:                                               ; preds = %6
  %31 = load i64, ptr %3, align 8
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @while_shift(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i64, ptr %2, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8
  %9 = and i64 %8, 3
  %10 = trunc i64 %9 to i32
  %11 = load i32, ptr %3, align 4
  %12 = add i32 %11, %10
  store i32 %12, ptr %3, align 4
  %13 = load i64, ptr %2, align 8
  %14 = lshr i64 %13, 2
  store i64 %14, ptr %2, align 8
  br label %4, !llvm.loop !18

15:                                               ; preds = %4
  %16 = load i32, ptr %3, align 4
  ret i32 %16
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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
