; ModuleID = 'tests/differential/src/switch_dense.c'
source_filename = "tests/differential/src/switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d:%s \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"cost(%u)=%d\0A\00", align 1
@vseed = internal global i32 1, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"%c -> %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"???\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  store i32 -1, ptr %2, align 4
  br label %6

6:                                                ; preds = %14, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 9
  br i1 %8, label %9, label %17

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  %11 = load i32, ptr %2, align 4
  %12 = call ptr @day_name(i32 noundef %11)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %10, ptr noundef %12)
  br label %14

14:                                               ; preds = %9
  %15 = load i32, ptr %2, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %2, align 4
  br label %6, !llvm.loop !6

17:                                               ; preds = %6
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 8, ptr %3, align 4
  br label %19

19:                                               ; preds = %27, %17
  %20 = load i32, ptr %3, align 4
  %21 = icmp ult i32 %20, 25
  br i1 %21, label %22, label %30

22:                                               ; preds = %19
  %23 = load i32, ptr %3, align 4
  %24 = load i32, ptr %3, align 4
  %25 = call i32 @opcode_cost(i32 noundef %24)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %23, i32 noundef %25)
  br label %27

27:                                               ; preds = %22
  %28 = load i32, ptr %3, align 4
  %29 = add i32 %28, 1
  store i32 %29, ptr %3, align 4
  br label %19, !llvm.loop !8

30:                                               ; preds = %19
  %31 = load volatile i32, ptr @vseed, align 4
  %32 = sext i32 %31 to i64
  store i64 %32, ptr %4, align 8
  store i8 97, ptr %5, align 1
  br label %33

33:                                               ; preds = %48, %30
  %34 = load i8, ptr %5, align 1
  %35 = sext i8 %34 to i32
  %36 = icmp sle i32 %35, 107
  br i1 %36, label %37, label %51

37:                                               ; preds = %33
  %38 = load i8, ptr %5, align 1
  %39 = load i64, ptr %4, align 8
  %40 = add nsw i64 %39, 3
  %41 = call i64 @eval(i8 noundef signext %38, i64 noundef %40, i64 noundef 5)
  %42 = load i64, ptr %4, align 8
  %43 = add nsw i64 %41, %42
  store i64 %43, ptr %4, align 8
  %44 = load i8, ptr %5, align 1
  %45 = sext i8 %44 to i32
  %46 = load i64, ptr %4, align 8
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %45, i64 noundef %46)
  br label %48

48:                                               ; preds = %37
  %49 = load i8, ptr %5, align 1
  %50 = add i8 %49, 1
  store i8 %50, ptr %5, align 1
  br label %33, !llvm.loop !9

51:                                               ; preds = %33
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @day_name(i32 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ]

5:                                                ; preds = %1
  store ptr @.str.4, ptr %2, align 8
  br label %13

6:                                                ; preds = %1
  store ptr @.str.5, ptr %2, align 8
  br label %13

7:                                                ; preds = %1
  store ptr @.str.6, ptr %2, align 8
  br label %13

8:                                                ; preds = %1
  store ptr @.str.7, ptr %2, align 8
  br label %13

9:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8
  br label %13

10:                                               ; preds = %1
  store ptr @.str.9, ptr %2, align 8
  br label %13

11:                                               ; preds = %1
  store ptr @.str.10, ptr %2, align 8
  br label %13

12:                                               ; preds = %1
  store ptr @.str.11, ptr %2, align 8
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 8
  ret ptr %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @opcode_cost(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = load i32, ptr %2, align 4
  switch i32 %4, label %22 [
    i32 10, label %5
    i32 11, label %8
    i32 12, label %11
    i32 13, label %12
    i32 14, label %12
    i32 15, label %13
    i32 16, label %14
    i32 17, label %17
    i32 18, label %18
    i32 19, label %19
    i32 20, label %20
    i32 22, label %21
  ]

5:                                                ; preds = %1
  %6 = load i32, ptr %3, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr %3, align 4
  br label %8

8:                                                ; preds = %1, %5
  %9 = load i32, ptr %3, align 4
  %10 = add nsw i32 %9, 2
  store i32 %10, ptr %3, align 4
  br label %23

11:                                               ; preds = %1
  store i32 7, ptr %3, align 4
  br label %23

12:                                               ; preds = %1, %1
  store i32 9, ptr %3, align 4
  br label %23

13:                                               ; preds = %1
  store i32 -1, ptr %3, align 4
  br label %14

14:                                               ; preds = %1, %13
  %15 = load i32, ptr %3, align 4
  %16 = mul nsw i32 %15, 3
  store i32 %16, ptr %3, align 4
  br label %23

17:                                               ; preds = %1
  store i32 100, ptr %3, align 4
  br label %23

18:                                               ; preds = %1
  store i32 18, ptr %3, align 4
  br label %23

19:                                               ; preds = %1
  store i32 191, ptr %3, align 4
  br label %23

20:                                               ; preds = %1
  store i32 20, ptr %3, align 4
  br label %23

21:                                               ; preds = %1
  store i32 222, ptr %3, align 4
  br label %23

22:                                               ; preds = %1
  store i32 -100, ptr %3, align 4
  br label %23

23:                                               ; preds = %22, %21, %20, %19, %18, %17, %14, %12, %11, %8
  %24 = load i32, ptr %3, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @eval(i8 noundef signext %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i8 %0, ptr %5, align 1
  store i64 %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  %8 = load i8, ptr %5, align 1
  %9 = sext i8 %8 to i32
  switch i32 %9, label %56 [
    i32 97, label %10
    i32 98, label %14
    i32 99, label %18
    i32 100, label %22
    i32 101, label %26
    i32 102, label %30
    i32 103, label %34
    i32 104, label %39
    i32 105, label %44
    i32 106, label %50
  ]

10:                                               ; preds = %3
  %11 = load i64, ptr %6, align 8
  %12 = load i64, ptr %7, align 8
  %13 = add nsw i64 %11, %12
  store i64 %13, ptr %4, align 8
  br label %57

14:                                               ; preds = %3
  %15 = load i64, ptr %6, align 8
  %16 = load i64, ptr %7, align 8
  %17 = sub nsw i64 %15, %16
  store i64 %17, ptr %4, align 8
  br label %57

18:                                               ; preds = %3
  %19 = load i64, ptr %6, align 8
  %20 = load i64, ptr %7, align 8
  %21 = mul nsw i64 %19, %20
  store i64 %21, ptr %4, align 8
  br label %57

22:                                               ; preds = %3
  %23 = load i64, ptr %6, align 8
  %24 = load i64, ptr %7, align 8
  %25 = and i64 %23, %24
  store i64 %25, ptr %4, align 8
  br label %57

26:                                               ; preds = %3
  %27 = load i64, ptr %6, align 8
  %28 = load i64, ptr %7, align 8
  %29 = or i64 %27, %28
  store i64 %29, ptr %4, align 8
  br label %57

30:                                               ; preds = %3
  %31 = load i64, ptr %6, align 8
  %32 = load i64, ptr %7, align 8
  %33 = xor i64 %31, %32
  store i64 %33, ptr %4, align 8
  br label %57

34:                                               ; preds = %3
  %35 = load i64, ptr %6, align 8
  %36 = load i64, ptr %7, align 8
  %37 = and i64 %36, 31
  %38 = shl i64 %35, %37
  store i64 %38, ptr %4, align 8
  br label %57

39:                                               ; preds = %3
  %40 = load i64, ptr %6, align 8
  %41 = load i64, ptr %7, align 8
  %42 = and i64 %41, 31
  %43 = ashr i64 %40, %42
  store i64 %43, ptr %4, align 8
  br label %57

44:                                               ; preds = %3
  %45 = load i64, ptr %6, align 8
  %46 = load i64, ptr %7, align 8
  %47 = icmp slt i64 %45, %46
  %48 = zext i1 %47 to i32
  %49 = sext i32 %48 to i64
  store i64 %49, ptr %4, align 8
  br label %57

50:                                               ; preds = %3
  %51 = load i64, ptr %6, align 8
  %52 = load i64, ptr %7, align 8
  %53 = icmp eq i64 %51, %52
  %54 = zext i1 %53 to i32
  %55 = sext i32 %54 to i64
  store i64 %55, ptr %4, align 8
  br label %57

56:                                               ; preds = %3
  store i64 -1, ptr %4, align 8
  br label %57

57:                                               ; preds = %56, %50, %44, %39, %34, %30, %26, %22, %18, %14, %10
  %58 = load i64, ptr %4, align 8
  ret i64 %58
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
