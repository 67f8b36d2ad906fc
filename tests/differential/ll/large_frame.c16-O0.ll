; ModuleID = 'tests/differential/src/large_frame.c'
source_filename = "tests/differential/src/large_frame.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Huge = type { [40 x [40 x double]], i32 }

@.str = private unnamed_addr constant [13 x i8] c"frame_8k %u\0A\00", align 1
@vk = internal global i32 3, align 4
@.str.1 = private unnamed_addr constant [16 x i8] c"frame_100k %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"frame_struct %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"frame_with_call %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = load volatile i32, ptr @vk, align 4
  %3 = call i32 @frame_8k(i32 noundef %2)
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3)
  %5 = load volatile i32, ptr @vk, align 4
  %6 = call i64 @frame_100k(i32 noundef %5)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %6)
  %8 = load volatile i32, ptr @vk, align 4
  %9 = call double @frame_struct(i32 noundef %8)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %9)
  %11 = load volatile i32, ptr @vk, align 4
  %12 = mul nsw i32 %11, 10
  %13 = call i32 @frame_with_call(i32 noundef %12)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %13)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @frame_8k(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [8192 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = mul nsw i32 %8, 3
  store i32 %9, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %23, %1
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 8192
  br i1 %12, label %13, label %26

13:                                               ; preds = %10
  %14 = load i32, ptr %5, align 4
  %15 = load i32, ptr %2, align 4
  %16 = mul nsw i32 %14, %15
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %16, %17
  %19 = trunc i32 %18 to i8
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [8192 x i8], ptr %3, i64 0, i64 %21
  store i8 %19, ptr %22, align 1
  br label %23

23:                                               ; preds = %13
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %10, !llvm.loop !6

26:                                               ; preds = %10
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %27

27:                                               ; preds = %39, %26
  %28 = load i32, ptr %7, align 4
  %29 = icmp slt i32 %28, 8192
  br i1 %29, label %30, label %42

30:                                               ; preds = %27
  %31 = load i32, ptr %6, align 4
  %32 = mul i32 %31, 131
  %33 = load i32, ptr %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8192 x i8], ptr %3, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = add i32 %32, %37
  store i32 %38, ptr %6, align 4
  br label %39

39:                                               ; preds = %30
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, 17
  store i32 %41, ptr %7, align 4
  br label %27, !llvm.loop !8

42:                                               ; preds = %27
  %43 = load i32, ptr %6, align 4
  %44 = load i32, ptr %4, align 4
  %45 = add i32 %43, %44
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @frame_100k(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [12800 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %7 = getelementptr inbounds [12800 x i64], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %7, i8 0, i64 102400, i1 false)
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %17, %1
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 12800
  br i1 %10, label %11, label %21

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [12800 x i64], ptr %3, i64 0, i64 %15
  store i64 %13, ptr %16, align 8
  br label %17

17:                                               ; preds = %11
  %18 = load i32, ptr %2, align 4
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, %18
  store i32 %20, ptr %4, align 4
  br label %8, !llvm.loop !9

21:                                               ; preds = %8
  store i64 0, ptr %5, align 8
  store i32 12799, ptr %6, align 4
  br label %22

22:                                               ; preds = %32, %21
  %23 = load i32, ptr %6, align 4
  %24 = icmp sge i32 %23, 0
  br i1 %24, label %25, label %35

25:                                               ; preds = %22
  %26 = load i32, ptr %6, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [12800 x i64], ptr %3, i64 0, i64 %27
  %29 = load i64, ptr %28, align 8
  %30 = load i64, ptr %5, align 8
  %31 = add nsw i64 %30, %29
  store i64 %31, ptr %5, align 8
  br label %32

32:                                               ; preds = %25
  %33 = load i32, ptr %6, align 4
  %34 = sub nsw i32 %33, 3
  store i32 %34, ptr %6, align 4
  br label %22, !llvm.loop !10

35:                                               ; preds = %22
  %36 = load i64, ptr %5, align 8
  ret i64 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @frame_struct(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Huge, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = getelementptr inbounds %struct.Huge, ptr %3, i32 0, i32 1
  store i32 %8, ptr %9, align 8
  store i32 0, ptr %4, align 4
  br label %10

10:                                               ; preds = %36, %1
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %11, 40
  br i1 %12, label %13, label %39

13:                                               ; preds = %10
  store i32 0, ptr %5, align 4
  br label %14

14:                                               ; preds = %32, %13
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %15, 40
  br i1 %16, label %17, label %35

17:                                               ; preds = %14
  %18 = load i32, ptr %4, align 4
  %19 = load i32, ptr %5, align 4
  %20 = sub nsw i32 %18, %19
  %21 = sitofp i32 %20 to double
  %22 = load i32, ptr %2, align 4
  %23 = sitofp i32 %22 to double
  %24 = call double @llvm.fmuladd.f64(double %21, double 5.000000e-01, double %23)
  %25 = getelementptr inbounds %struct.Huge, ptr %3, i32 0, i32 0
  %26 = load i32, ptr %4, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [40 x [40 x double]], ptr %25, i64 0, i64 %27
  %29 = load i32, ptr %5, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [40 x double], ptr %28, i64 0, i64 %30
  store double %24, ptr %31, align 8
  br label %32

32:                                               ; preds = %17
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %14, !llvm.loop !11

35:                                               ; preds = %14
  br label %36

36:                                               ; preds = %35
  %37 = load i32, ptr %4, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %4, align 4
  br label %10, !llvm.loop !12

39:                                               ; preds = %10
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %40

40:                                               ; preds = %55, %39
  %41 = load i32, ptr %7, align 4
  %42 = icmp slt i32 %41, 40
  br i1 %42, label %43, label %58

43:                                               ; preds = %40
  %44 = getelementptr inbounds %struct.Huge, ptr %3, i32 0, i32 0
  %45 = load i32, ptr %7, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [40 x [40 x double]], ptr %44, i64 0, i64 %46
  %48 = load i32, ptr %7, align 4
  %49 = sub nsw i32 39, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [40 x double], ptr %47, i64 0, i64 %50
  %52 = load double, ptr %51, align 8
  %53 = load double, ptr %6, align 8
  %54 = fadd double %53, %52
  store double %54, ptr %6, align 8
  br label %55

55:                                               ; preds = %43
  %56 = load i32, ptr %7, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %7, align 4
  br label %40, !llvm.loop !13

58:                                               ; preds = %40
  %59 = load double, ptr %6, align 8
  %60 = getelementptr inbounds %struct.Huge, ptr %3, i32 0, i32 1
  %61 = load i32, ptr %60, align 8
  %62 = sitofp i32 %61 to double
  %63 = fadd double %59, %62
  ret double %63
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @frame_with_call(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [5000 x i8], align 16
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = trunc i32 %5 to i8
  %7 = getelementptr inbounds [5000 x i8], ptr %4, i64 0, i64 0
  store i8 %6, ptr %7, align 16
  %8 = load i32, ptr %3, align 4
  %9 = mul nsw i32 %8, 2
  %10 = trunc i32 %9 to i8
  %11 = getelementptr inbounds [5000 x i8], ptr %4, i64 0, i64 4999
  store i8 %10, ptr %11, align 1
  %12 = load i32, ptr %3, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %22

14:                                               ; preds = %1
  %15 = getelementptr inbounds [5000 x i8], ptr %4, i64 0, i64 0
  %16 = load i8, ptr %15, align 16
  %17 = sext i8 %16 to i32
  %18 = getelementptr inbounds [5000 x i8], ptr %4, i64 0, i64 4999
  %19 = load i8, ptr %18, align 1
  %20 = sext i8 %19 to i32
  %21 = add nsw i32 %17, %20
  store i32 %21, ptr %2, align 4
  br label %30

22:                                               ; preds = %1
  %23 = load i32, ptr %3, align 4
  %24 = sub nsw i32 %23, 1
  %25 = call i32 @frame_with_call(i32 noundef %24)
  %26 = getelementptr inbounds [5000 x i8], ptr %4, i64 0, i64 4999
  %27 = load i8, ptr %26, align 1
  %28 = sext i8 %27 to i32
  %29 = add nsw i32 %25, %28
  store i32 %29, ptr %2, align 4
  br label %30

30:                                               ; preds = %22, %14
  %31 = load i32, ptr %2, align 4
  ret i32 %31
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
