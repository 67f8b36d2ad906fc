; ModuleID = 'tests/differential/src/date_calc.c'
source_filename = "tests/differential/src/date_calc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.names = internal constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
@.str = private unnamed_addr constant [4 x i8] c"Sun\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Mon\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Tue\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"Wed\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Thu\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"Fri\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"Sat\00", align 1
@__const.main.dates = private unnamed_addr constant [7 x [3 x i32]] [[3 x i32] [i32 1970, i32 1, i32 1], [3 x i32] [i32 2000, i32 2, i32 29], [3 x i32] [i32 1969, i32 7, i32 20], [3 x i32] [i32 2038, i32 1, i32 19], [3 x i32] [i32 1600, i32 3, i32 1], [3 x i32] [i32 2024, i32 12, i32 31], [3 x i32] [i32 1900, i32 2, i32 28]], align 16
@.str.7 = private unnamed_addr constant [39 x i8] c"%04d-%02d-%02d %s %s days=%ld leap=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"leap years 1..2400: %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [36 x i8] c"days 1900-01-01 .. 2100-12-31: %ld\0A\00", align 1
@sakamoto.t = internal constant [12 x i32] [i32 0, i32 3, i32 2, i32 5, i32 0, i32 3, i32 5, i32 1, i32 4, i32 6, i32 2, i32 4], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x [3 x i32]], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.dates, i64 84, i1 false)
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %53, %0
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 7
  br i1 %11, label %12, label %56

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [7 x [3 x i32]], ptr %2, i64 0, i64 %14
  %16 = getelementptr inbounds [3 x i32], ptr %15, i64 0, i64 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %4, align 4
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [7 x [3 x i32]], ptr %2, i64 0, i64 %19
  %21 = getelementptr inbounds [3 x i32], ptr %20, i64 0, i64 1
  %22 = load i32, ptr %21, align 4
  store i32 %22, ptr %5, align 4
  %23 = load i32, ptr %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [7 x [3 x i32]], ptr %2, i64 0, i64 %24
  %26 = getelementptr inbounds [3 x i32], ptr %25, i64 0, i64 2
  %27 = load i32, ptr %26, align 4
  store i32 %27, ptr %6, align 4
  %28 = load i32, ptr %4, align 4
  %29 = load i32, ptr %5, align 4
  %30 = load i32, ptr %6, align 4
  %31 = load i32, ptr %4, align 4
  %32 = load i32, ptr %5, align 4
  %33 = load i32, ptr %6, align 4
  %34 = call i32 @sakamoto(i32 noundef %31, i32 noundef %32, i32 noundef %33)
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [7 x ptr], ptr @main.names, i64 0, i64 %35
  %37 = load ptr, ptr %36, align 8
  %38 = load i32, ptr %4, align 4
  %39 = load i32, ptr %5, align 4
  %40 = load i32, ptr %6, align 4
  %41 = call i32 @zeller(i32 noundef %38, i32 noundef %39, i32 noundef %40)
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [7 x ptr], ptr @main.names, i64 0, i64 %42
  %44 = load ptr, ptr %43, align 8
  %45 = load i32, ptr %4, align 4
  %46 = sext i32 %45 to i64
  %47 = load i32, ptr %5, align 4
  %48 = load i32, ptr %6, align 4
  %49 = call i64 @days_from_civil(i64 noundef %46, i32 noundef %47, i32 noundef %48)
  %50 = load i32, ptr %4, align 4
  %51 = call i32 @is_leap(i32 noundef %50)
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %28, i32 noundef %29, i32 noundef %30, ptr noundef %37, ptr noundef %44, i64 noundef %49, i32 noundef %51)
  br label %53

53:                                               ; preds = %12
  %54 = load i32, ptr %3, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %3, align 4
  br label %9, !llvm.loop !6

56:                                               ; preds = %9
  store i32 0, ptr %7, align 4
  store i32 1, ptr %8, align 4
  br label %57

57:                                               ; preds = %65, %56
  %58 = load i32, ptr %8, align 4
  %59 = icmp sle i32 %58, 2400
  br i1 %59, label %60, label %68

60:                                               ; preds = %57
  %61 = load i32, ptr %8, align 4
  %62 = call i32 @is_leap(i32 noundef %61)
  %63 = load i32, ptr %7, align 4
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr %7, align 4
  br label %65

65:                                               ; preds = %60
  %66 = load i32, ptr %8, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %8, align 4
  br label %57, !llvm.loop !8

68:                                               ; preds = %57
  %69 = load i32, ptr %7, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %69)
  %71 = call i64 @days_from_civil(i64 noundef 2100, i32 noundef 12, i32 noundef 31)
  %72 = call i64 @days_from_civil(i64 noundef 1900, i32 noundef 1, i32 noundef 1)
  %73 = sub nsw i64 %71, %72
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %73)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sakamoto(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = load i32, ptr %4, align 4
  %11 = sub nsw i32 %10, 1
  store i32 %11, ptr %4, align 4
  br label %12

12:                                               ; preds = %9, %3
  %13 = load i32, ptr %4, align 4
  %14 = load i32, ptr %4, align 4
  %15 = sdiv i32 %14, 4
  %16 = add nsw i32 %13, %15
  %17 = load i32, ptr %4, align 4
  %18 = sdiv i32 %17, 100
  %19 = sub nsw i32 %16, %18
  %20 = load i32, ptr %4, align 4
  %21 = sdiv i32 %20, 400
  %22 = add nsw i32 %19, %21
  %23 = load i32, ptr %5, align 4
  %24 = sub nsw i32 %23, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [12 x i32], ptr @sakamoto.t, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = add nsw i32 %22, %27
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %28, %29
  %31 = srem i32 %30, 7
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @zeller(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %10, 3
  br i1 %11, label %12, label %17

12:                                               ; preds = %3
  %13 = load i32, ptr %5, align 4
  %14 = add nsw i32 %13, 12
  store i32 %14, ptr %5, align 4
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %15, -1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %12, %3
  %18 = load i32, ptr %4, align 4
  %19 = srem i32 %18, 100
  store i32 %19, ptr %7, align 4
  %20 = load i32, ptr %4, align 4
  %21 = sdiv i32 %20, 100
  store i32 %21, ptr %8, align 4
  %22 = load i32, ptr %6, align 4
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, 1
  %25 = mul nsw i32 13, %24
  %26 = sdiv i32 %25, 5
  %27 = add nsw i32 %22, %26
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %7, align 4
  %31 = sdiv i32 %30, 4
  %32 = add nsw i32 %29, %31
  %33 = load i32, ptr %8, align 4
  %34 = sdiv i32 %33, 4
  %35 = add nsw i32 %32, %34
  %36 = load i32, ptr %8, align 4
  %37 = mul nsw i32 5, %36
  %38 = add nsw i32 %35, %37
  %39 = srem i32 %38, 7
  store i32 %39, ptr %9, align 4
  %40 = load i32, ptr %9, align 4
  %41 = add nsw i32 %40, 6
  %42 = srem i32 %41, 7
  ret i32 %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @days_from_civil(i64 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp ule i32 %11, 2
  %13 = zext i1 %12 to i32
  %14 = sext i32 %13 to i64
  %15 = load i64, ptr %4, align 8
  %16 = sub nsw i64 %15, %14
  store i64 %16, ptr %4, align 8
  %17 = load i64, ptr %4, align 8
  %18 = icmp sge i64 %17, 0
  br i1 %18, label %19, label %21

19:                                               ; preds = %3
  %20 = load i64, ptr %4, align 8
  br label %24

21:                                               ; preds = %3
  %22 = load i64, ptr %4, align 8
  %23 = sub nsw i64 %22, 399
  br label %24

24:                                               ; preds = %21, %19
  %25 = phi i64 [ %20, %19 ], [ %23, %21 ]
  %26 = sdiv i64 %25, 400
  store i64 %26, ptr %7, align 8
  %27 = load i64, ptr %4, align 8
  %28 = load i64, ptr %7, align 8
  %29 = mul nsw i64 %28, 400
  %30 = sub nsw i64 %27, %29
  %31 = trunc i64 %30 to i32
  store i32 %31, ptr %8, align 4
  %32 = load i32, ptr %5, align 4
  %33 = load i32, ptr %5, align 4
  %34 = icmp ugt i32 %33, 2
  %35 = zext i1 %34 to i64
  %36 = select i1 %34, i32 -3, i32 9
  %37 = add i32 %32, %36
  %38 = mul i32 153, %37
  %39 = add i32 %38, 2
  %40 = udiv i32 %39, 5
  %41 = load i32, ptr %6, align 4
  %42 = add i32 %40, %41
  %43 = sub i32 %42, 1
  store i32 %43, ptr %9, align 4
  %44 = load i32, ptr %8, align 4
  %45 = mul i32 %44, 365
  %46 = load i32, ptr %8, align 4
  %47 = udiv i32 %46, 4
  %48 = add i32 %45, %47
  %49 = load i32, ptr %8, align 4
  %50 = udiv i32 %49, 100
  %51 = sub i32 %48, %50
  %52 = load i32, ptr %9, align 4
  %53 = add i32 %51, %52
  store i32 %53, ptr %10, align 4
  %54 = load i64, ptr %7, align 8
  %55 = mul nsw i64 %54, 146097
  %56 = load i32, ptr %10, align 4
  %57 = zext i32 %56 to i64
  %58 = add nsw i64 %55, %57
  %59 = sub nsw i64 %58, 719468
  ret i64 %59
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_leap(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 4
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = srem i32 %7, 100
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %14, label %10

10:                                               ; preds = %6, %1
  %11 = load i32, ptr %2, align 4
  %12 = srem i32 %11, 400
  %13 = icmp eq i32 %12, 0
  br label %14

14:                                               ; preds = %10, %6
  %15 = phi i1 [ true, %6 ], [ %13, %10 ]
  %16 = zext i1 %15 to i32
  ret i32 %16
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
