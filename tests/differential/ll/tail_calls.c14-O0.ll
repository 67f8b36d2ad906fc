; ModuleID = 'tests/differential/src/tail_calls.c'
source_filename = "tests/differential/src/tail_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"count_down %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"even %ld odd %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"sibling %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"eight_fwd %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"dtail %.10f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i64 @count_down(i64 noundef 20000, i64 noundef 0)
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i64 noundef %2)
  %4 = call i64 @is_even_t(i64 noundef 20001)
  %5 = call i64 @is_odd_t(i64 noundef 20001)
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i64 noundef %4, i64 noundef %5)
  %7 = call i32 @sibling(i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %8 = call i32 @sibling_ptr(i32 (i32, i32, i32)* noundef @sibling, i32 noundef 4)
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %7, i32 noundef %8)
  %10 = call i64 @eight_fwd(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8)
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i64 noundef %10)
  %12 = call double @dtail(double noundef 0.000000e+00, i32 noundef 60)
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), double noundef %12)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @count_down(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, i64* %4, align 8
  br label %17

9:                                                ; preds = %2
  %10 = load i64, i64* %3, align 8
  %11 = sub nsw i64 %10, 1
  %12 = load i64, i64* %4, align 8
  %13 = load i64, i64* %3, align 8
  %14 = srem i64 %13, 7
  %15 = add nsw i64 %12, %14
  %16 = call i64 @count_down(i64 noundef %11, i64 noundef %15)
  br label %17

17:                                               ; preds = %9, %7
  %18 = phi i64 [ %8, %7 ], [ %16, %9 ]
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @is_even_t(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i64, i64* %2, align 8
  %8 = sub i64 %7, 1
  %9 = call i64 @is_odd_t(i64 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i64 [ 1, %5 ], [ %9, %6 ]
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @is_odd_t(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i64, i64* %2, align 8
  %8 = sub i64 %7, 1
  %9 = call i64 @is_even_t(i64 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i64 [ 0, %5 ], [ %9, %6 ]
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sibling(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %6, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %4, align 4
  %10 = call i32 @leaf(i32 noundef %7, i32 noundef %8, i32 noundef %9)
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sibling_ptr(i32 (i32, i32, i32)* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32 (i32, i32, i32)*, align 8
  %4 = alloca i32, align 4
  store i32 (i32, i32, i32)* %0, i32 (i32, i32, i32)** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32 (i32, i32, i32)*, i32 (i32, i32, i32)** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = load i32, i32* %4, align 4
  %8 = add nsw i32 %7, 1
  %9 = load i32, i32* %4, align 4
  %10 = add nsw i32 %9, 2
  %11 = call i32 %5(i32 noundef %6, i32 noundef %8, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @eight_fwd(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, i64* %9, align 8
  store i64 %1, i64* %10, align 8
  store i64 %2, i64* %11, align 8
  store i64 %3, i64* %12, align 8
  store i64 %4, i64* %13, align 8
  store i64 %5, i64* %14, align 8
  store i64 %6, i64* %15, align 8
  store i64 %7, i64* %16, align 8
  %17 = load i64, i64* %16, align 8
  %18 = load i64, i64* %15, align 8
  %19 = load i64, i64* %14, align 8
  %20 = load i64, i64* %13, align 8
  %21 = load i64, i64* %12, align 8
  %22 = load i64, i64* %11, align 8
  %23 = load i64, i64* %10, align 8
  %24 = load i64, i64* %9, align 8
  %25 = call i64 @eight(i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24)
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dtail(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, double* %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load double, double* %3, align 8
  br label %15

9:                                                ; preds = %2
  %10 = load double, double* %3, align 8
  %11 = call double @llvm.fmuladd.f64(double %10, double 5.000000e-01, double 1.000000e+00)
  %12 = load i32, i32* %4, align 4
  %13 = sub nsw i32 %12, 1
  %14 = call double @dtail(double noundef %11, i32 noundef %13)
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi double [ %8, %7 ], [ %14, %9 ]
  ret double %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @leaf(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = mul nsw i32 %7, 100
  %9 = load i32, i32* %5, align 4
  %10 = mul nsw i32 %9, 10
  %11 = add nsw i32 %8, %10
  %12 = load i32, i32* %6, align 4
  %13 = add nsw i32 %11, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @eight(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, i64* %9, align 8
  store i64 %1, i64* %10, align 8
  store i64 %2, i64* %11, align 8
  store i64 %3, i64* %12, align 8
  store i64 %4, i64* %13, align 8
  store i64 %5, i64* %14, align 8
  store i64 %6, i64* %15, align 8
  store i64 %7, i64* %16, align 8
  %17 = load i64, i64* %9, align 8
  %18 = load i64, i64* %10, align 8
  %19 = mul nsw i64 2, %18
  %20 = add nsw i64 %17, %19
  %21 = load i64, i64* %11, align 8
  %22 = mul nsw i64 3, %21
  %23 = add nsw i64 %20, %22
  %24 = load i64, i64* %12, align 8
  %25 = mul nsw i64 4, %24
  %26 = add nsw i64 %23, %25
  %27 = load i64, i64* %13, align 8
  %28 = mul nsw i64 5, %27
  %29 = add nsw i64 %26, %28
  %30 = load i64, i64* %14, align 8
  %31 = mul nsw i64 6, %30
  %32 = add nsw i64 %29, %31
  %33 = load i64, i64* %15, align 8
  %34 = mul nsw i64 7, %33
  %35 = add nsw i64 %32, %34
  %36 = load i64, i64* %16, align 8
  %37 = mul nsw i64 8, %36
  %38 = add nsw i64 %35, %37
  ret i64 %38
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
