; ModuleID = 'tests/differential/src/funcptr_dispatch.c'
source_filename = "tests/differential/src/funcptr_dispatch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Shape = type { ptr, ptr, ptr }

@.str = private unnamed_addr constant [16 x i8] c"100 %c 7 = %ld\0A\00", align 1
@opnames = internal constant [6 x i8] c"+-*/%\00", align 1
@ops = internal constant [5 x ptr] [ptr @add, ptr @sub, ptr @mul, ptr @divi, ptr @mod], align 16
@.str.1 = private unnamed_addr constant [7 x i8] c"+*-/%*\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"acc = %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"%s: area %.4f perim %.1f\0A\00", align 1
@shapes = internal global [2 x %struct.Shape] [%struct.Shape { ptr @.str.7, ptr @sq_area, ptr @sq_perim }, %struct.Shape { ptr @.str.8, ptr @tri_area, ptr @tri_perim }], align 16
@__const.main.a = private unnamed_addr constant [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6], align 16
@.str.4 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.v = private unnamed_addr constant [7 x i64] [i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7], align 16
@.str.6 = private unnamed_addr constant [24 x i8] c"fold + %ld, fold * %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"triangle\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [6 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca [7 x i64], align 16
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %25, %0
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %11, 5
  br i1 %12, label %13, label %28

13:                                               ; preds = %10
  %14 = load i32, ptr %2, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [6 x i8], ptr @opnames, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i32
  %19 = load i32, ptr %2, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [5 x ptr], ptr @ops, i64 0, i64 %20
  %22 = load ptr, ptr %21, align 8
  %23 = call i64 %22(i64 noundef 100, i64 noundef 7)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %18, i64 noundef %23)
  br label %25

25:                                               ; preds = %13
  %26 = load i32, ptr %2, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %2, align 4
  br label %10, !llvm.loop !6

28:                                               ; preds = %10
  store ptr @.str.1, ptr %3, align 8
  store i64 3, ptr %4, align 8
  %29 = load ptr, ptr %3, align 8
  store ptr %29, ptr %5, align 8
  br label %30

30:                                               ; preds = %40, %28
  %31 = load ptr, ptr %5, align 8
  %32 = load i8, ptr %31, align 1
  %33 = icmp ne i8 %32, 0
  br i1 %33, label %34, label %43

34:                                               ; preds = %30
  %35 = load ptr, ptr %5, align 8
  %36 = load i8, ptr %35, align 1
  %37 = call ptr @pick(i8 noundef signext %36)
  %38 = load i64, ptr %4, align 8
  %39 = call i64 %37(i64 noundef %38, i64 noundef 5)
  store i64 %39, ptr %4, align 8
  br label %40

40:                                               ; preds = %34
  %41 = load ptr, ptr %5, align 8
  %42 = getelementptr inbounds i8, ptr %41, i32 1
  store ptr %42, ptr %5, align 8
  br label %30, !llvm.loop !8

43:                                               ; preds = %30
  %44 = load i64, ptr %4, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %44)
  store i32 0, ptr %6, align 4
  br label %46

46:                                               ; preds = %68, %43
  %47 = load i32, ptr %6, align 4
  %48 = icmp slt i32 %47, 2
  br i1 %48, label %49, label %71

49:                                               ; preds = %46
  %50 = load i32, ptr %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [2 x %struct.Shape], ptr @shapes, i64 0, i64 %51
  %53 = getelementptr inbounds %struct.Shape, ptr %52, i32 0, i32 0
  %54 = load ptr, ptr %53, align 8
  %55 = load i32, ptr %6, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [2 x %struct.Shape], ptr @shapes, i64 0, i64 %56
  %58 = getelementptr inbounds %struct.Shape, ptr %57, i32 0, i32 1
  %59 = load ptr, ptr %58, align 8
  %60 = call double %59(double noundef 3.000000e+00)
  %61 = load i32, ptr %6, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [2 x %struct.Shape], ptr @shapes, i64 0, i64 %62
  %64 = getelementptr inbounds %struct.Shape, ptr %63, i32 0, i32 2
  %65 = load ptr, ptr %64, align 8
  %66 = call double %65(double noundef 3.000000e+00)
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %54, double noundef %60, double noundef %66)
  br label %68

68:                                               ; preds = %49
  %69 = load i32, ptr %6, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %6, align 4
  br label %46, !llvm.loop !9

71:                                               ; preds = %46
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.a, i64 24, i1 false)
  %72 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 0
  call void @apply_all(ptr noundef %72, i32 noundef 6, ptr noundef @twice)
  %73 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 0
  call void @apply_all(ptr noundef %73, i32 noundef 6, ptr noundef @negsq)
  store i32 0, ptr %8, align 4
  br label %74

74:                                               ; preds = %83, %71
  %75 = load i32, ptr %8, align 4
  %76 = icmp slt i32 %75, 6
  br i1 %76, label %77, label %86

77:                                               ; preds = %74
  %78 = load i32, ptr %8, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %81)
  br label %83

83:                                               ; preds = %77
  %84 = load i32, ptr %8, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %8, align 4
  br label %74, !llvm.loop !10

86:                                               ; preds = %74
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.main.v, i64 56, i1 false)
  %88 = getelementptr inbounds [7 x i64], ptr %9, i64 0, i64 0
  %89 = call i64 @fold(ptr noundef %88, i32 noundef 7, i64 noundef 0, ptr noundef @add)
  %90 = getelementptr inbounds [7 x i64], ptr %9, i64 0, i64 0
  %91 = call i64 @fold(ptr noundef %90, i32 noundef 7, i64 noundef 1, ptr noundef @mul)
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %89, i64 noundef %91)
  %93 = call ptr @pick(i8 noundef signext 63)
  %94 = icmp eq ptr %93, null
  %95 = zext i1 %94 to i64
  %96 = select i1 %94, i32 0, i32 1
  ret i32 %96
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pick(i8 noundef signext %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %23, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 5
  br i1 %7, label %8, label %26

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [6 x i8], ptr @opnames, i64 0, i64 %10
  %12 = load i8, ptr %11, align 1
  %13 = sext i8 %12 to i32
  %14 = load i8, ptr %3, align 1
  %15 = sext i8 %14 to i32
  %16 = icmp eq i32 %13, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [5 x ptr], ptr @ops, i64 0, i64 %19
  %21 = load ptr, ptr %20, align 8
  store ptr %21, ptr %2, align 8
  br label %27

22:                                               ; preds = %8
  br label %23

23:                                               ; preds = %22
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %4, align 4
  br label %5, !llvm.loop !11

26:                                               ; preds = %5
  store ptr null, ptr %2, align 8
  br label %27

27:                                               ; preds = %26, %17
  %28 = load ptr, ptr %2, align 8
  ret ptr %28
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @apply_all(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %24, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %27

12:                                               ; preds = %8
  %13 = load ptr, ptr %6, align 8
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = call i32 %13(i32 noundef %18)
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  store i32 %19, ptr %23, align 4
  br label %24

24:                                               ; preds = %12
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %7, align 4
  br label %8, !llvm.loop !12

27:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @negsq(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sub nsw i32 0, %3
  %5 = load i32, ptr %2, align 4
  %6 = mul nsw i32 %4, %5
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fold(ptr noundef %0, i32 noundef %1, i64 noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i64 %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %23, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %26

14:                                               ; preds = %10
  %15 = load ptr, ptr %8, align 8
  %16 = load i64, ptr %7, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i64, ptr %17, i64 %19
  %21 = load i64, ptr %20, align 8
  %22 = call i64 %15(i64 noundef %16, i64 noundef %21)
  store i64 %22, ptr %7, align 8
  br label %23

23:                                               ; preds = %14
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %9, align 4
  br label %10, !llvm.loop !13

26:                                               ; preds = %10
  %27 = load i64, ptr %7, align 8
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @add(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = add nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mul(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = mul nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sub(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = sub nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @divi(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  %9 = load i64, ptr %4, align 8
  %10 = sdiv i64 %8, %9
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %7
  %13 = phi i64 [ %10, %7 ], [ 0, %11 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mod(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  %9 = load i64, ptr %4, align 8
  %10 = srem i64 %8, %9
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %7
  %13 = phi i64 [ %10, %7 ], [ 0, %11 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sq_area(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sq_perim(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fmul double 4.000000e+00, %3
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tri_area(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = fmul double %5, 0x3FDBB67AE8584CAA
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tri_perim(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fmul double 3.000000e+00, %3
  ret double %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
