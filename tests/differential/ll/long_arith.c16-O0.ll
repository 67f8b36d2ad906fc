; ModuleID = 'tests/differential/src/long_arith.c'
source_filename = "tests/differential/src/long_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"poly_hash %016lx %016lx\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"differential testing\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"x86-64 backend\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"alt_sum %ld %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"absdiff %lu %lu\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"mixed %ld \00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"\0Atrunc_mul %u geometric %016lx %lu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %3 = call i64 @poly_hash(ptr noundef @.str.1, i64 noundef 31)
  %4 = call i64 @poly_hash(ptr noundef @.str.2, i64 noundef 1000003)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %3, i64 noundef %4)
  %6 = call i64 @alt_sum(i32 noundef 100)
  %7 = call i64 @alt_sum(i32 noundef 10000)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %6, i64 noundef %7)
  %9 = call i64 @absdiff(i64 noundef 5, i64 noundef -9223372036854775808)
  %10 = call i64 @absdiff(i64 noundef -1, i64 noundef 1)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %9, i64 noundef %10)
  store i32 -3, ptr %2, align 4
  br label %12

12:                                               ; preds = %26, %0
  %13 = load i32, ptr %2, align 4
  %14 = icmp sle i32 %13, 3
  br i1 %14, label %15, label %29

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4
  %17 = mul nsw i32 %16, 123456
  %18 = load i32, ptr %2, align 4
  %19 = mul nsw i32 %18, 7
  %20 = add i32 %19, -1294967296
  %21 = load i32, ptr %2, align 4
  %22 = sext i32 %21 to i64
  %23 = mul nsw i64 %22, 9876543210
  %24 = call i64 @mixed(i32 noundef %17, i32 noundef %20, i64 noundef %23)
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %24)
  br label %26

26:                                               ; preds = %15
  %27 = load i32, ptr %2, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %2, align 4
  br label %12, !llvm.loop !6

29:                                               ; preds = %12
  %30 = call i32 @trunc_mul(i64 noundef 4886718345, i64 noundef 2882400001)
  %31 = call i64 @geometric(i64 noundef 3, i32 noundef 64)
  %32 = call i64 @geometric(i64 noundef 10, i32 noundef 19)
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %30, i64 noundef %31, i64 noundef %32)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @poly_hash(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %6

6:                                                ; preds = %10, %2
  %7 = load ptr, ptr %3, align 8
  %8 = load i8, ptr %7, align 1
  %9 = icmp ne i8 %8, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load i64, ptr %5, align 8
  %12 = load i64, ptr %4, align 8
  %13 = mul i64 %11, %12
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds i8, ptr %14, i32 1
  store ptr %15, ptr %3, align 8
  %16 = load i8, ptr %14, align 1
  %17 = zext i8 %16 to i64
  %18 = add i64 %13, %17
  store i64 %18, ptr %5, align 8
  br label %6, !llvm.loop !8

19:                                               ; preds = %6
  %20 = load i64, ptr %5, align 8
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @alt_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i64 1, ptr %4, align 8
  br label %5

5:                                                ; preds = %31, %1
  %6 = load i64, ptr %4, align 8
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = icmp sle i64 %6, %8
  br i1 %9, label %10, label %34

10:                                               ; preds = %5
  %11 = load i64, ptr %4, align 8
  %12 = and i64 %11, 1
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %10
  %15 = load i64, ptr %4, align 8
  %16 = load i64, ptr %4, align 8
  %17 = mul nsw i64 %15, %16
  %18 = load i64, ptr %4, align 8
  %19 = mul nsw i64 %17, %18
  br label %27

20:                                               ; preds = %10
  %21 = load i64, ptr %4, align 8
  %22 = load i64, ptr %4, align 8
  %23 = mul nsw i64 %21, %22
  %24 = load i64, ptr %4, align 8
  %25 = mul nsw i64 %23, %24
  %26 = sub nsw i64 0, %25
  br label %27

27:                                               ; preds = %20, %14
  %28 = phi i64 [ %19, %14 ], [ %26, %20 ]
  %29 = load i64, ptr %3, align 8
  %30 = add nsw i64 %29, %28
  store i64 %30, ptr %3, align 8
  br label %31

31:                                               ; preds = %27
  %32 = load i64, ptr %4, align 8
  %33 = add nsw i64 %32, 1
  store i64 %33, ptr %4, align 8
  br label %5, !llvm.loop !9

34:                                               ; preds = %5
  %35 = load i64, ptr %3, align 8
  ret i64 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @absdiff(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ugt i64 %5, %6
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %4, align 8
  %11 = sub i64 %9, %10
  br label %16

12:                                               ; preds = %2
  %13 = load i64, ptr %4, align 8
  %14 = load i64, ptr %3, align 8
  %15 = sub i64 %13, %14
  br label %16

16:                                               ; preds = %12, %8
  %17 = phi i64 [ %11, %8 ], [ %15, %12 ]
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mixed(i32 noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i64 %2, ptr %6, align 8
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = load i32, ptr %5, align 4
  %10 = zext i32 %9 to i64
  %11 = mul nsw i64 %8, %10
  %12 = load i64, ptr %6, align 8
  %13 = load i32, ptr %4, align 4
  %14 = or i32 %13, 1
  %15 = sext i32 %14 to i64
  %16 = sdiv i64 %12, %15
  %17 = sub nsw i64 %11, %16
  %18 = load i64, ptr %6, align 8
  %19 = srem i64 %18, 1000
  %20 = load i32, ptr %5, align 4
  %21 = zext i32 %20 to i64
  %22 = mul nsw i64 %19, %21
  %23 = add nsw i64 %17, %22
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @trunc_mul(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = mul i64 %5, %6
  %8 = trunc i64 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @geometric(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i64 1, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %19, %2
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %8
  %13 = load i64, ptr %6, align 8
  %14 = load i64, ptr %5, align 8
  %15 = add i64 %14, %13
  store i64 %15, ptr %5, align 8
  %16 = load i64, ptr %3, align 8
  %17 = load i64, ptr %6, align 8
  %18 = mul i64 %17, %16
  store i64 %18, ptr %6, align 8
  br label %19

19:                                               ; preds = %12
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %7, align 4
  br label %8, !llvm.loop !10

22:                                               ; preds = %8
  %23 = load i64, ptr %5, align 8
  ret i64 %23
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
!10 = distinct !{!10, !7}
