; ModuleID = 'tests/differential/src/funcptr_dispatch.c'
source_filename = "tests/differential/src/funcptr_dispatch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Shape = type { i8*, double (double)*, double (double)* }

@.str = private unnamed_addr constant [16 x i8] c"100 %c 7 = %ld\0A\00", align 1
@opnames = internal constant [6 x i8] c"+-*/%\00", align 1
@ops = internal constant [5 x i64 (i64, i64)*] [i64 (i64, i64)* @add, i64 (i64, i64)* @sub, i64 (i64, i64)* @mul, i64 (i64, i64)* @divi, i64 (i64, i64)* @mod], align 16
@.str.1 = private unnamed_addr constant [7 x i8] c"+*-/%*\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"acc = %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"%s: area %.4f perim %.1f\0A\00", align 1
@shapes = internal global [2 x %struct.Shape] [%struct.Shape { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), double (double)* @sq_area, double (double)* @sq_perim }, %struct.Shape { i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i32 0, i32 0), double (double)* @tri_area, double (double)* @tri_perim }], align 16
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
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca [6 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca [7 x i64], align 16
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %10

10:                                               ; preds = %25, %0
  %11 = load i32, i32* %2, align 4
  %12 = icmp slt i32 %11, 5
  br i1 %12, label %13, label %28

13:                                               ; preds = %10
  %14 = load i32, i32* %2, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [6 x i8], [6 x i8]* @opnames, i64 0, i64 %15
  %17 = load i8, i8* %16, align 1
  %18 = sext i8 %17 to i32
  %19 = load i32, i32* %2, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [5 x i64 (i64, i64)*], [5 x i64 (i64, i64)*]* @ops, i64 0, i64 %20
  %22 = load i64 (i64, i64)*, i64 (i64, i64)** %21, align 8
  %23 = call i64 %22(i64 noundef 100, i64 noundef 7)
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef %18, i64 noundef %23)
  br label %25

25:                                               ; preds = %13
  %26 = load i32, i32* %2, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %2, align 4
  br label %10, !llvm.loop !6

28:                                               ; preds = %10
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i8** %3, align 8
  store i64 3, i64* %4, align 8
  %29 = load i8*, i8** %3, align 8
  store i8* %29, i8** %5, align 8
  br label %30

30:                                               ; preds = %40, %28
  %31 = load i8*, i8** %5, align 8
  %32 = load i8, i8* %31, align 1
  %33 = icmp ne i8 %32, 0
  br i1 %33, label %34, label %43

34:                                               ; preds = %30
  %35 = load i8*, i8** %5, align 8
  %36 = load i8, i8* %35, align 1
  %37 = call i64 (i64, i64)* @pick(i8 noundef signext %36)
  %38 = load i64, i64* %4, align 8
  %39 = call i64 %37(i64 noundef %38, i64 noundef 5)
  store i64 %39, i64* %4, align 8
  br label %40

40:                                               ; preds = %34
  %41 = load i8*, i8** %5, align 8
  %42 = getelementptr inbounds i8, i8* %41, i32 1
  store i8* %42, i8** %5, align 8
  br label %30, !llvm.loop !8

43:                                               ; preds = %30
  %44 = load i64, i64* %4, align 8
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), i64 noundef %44)
  store i32 0, i32* %6, align 4
  br label %46

46:                                               ; preds = %68, %43
  %47 = load i32, i32* %6, align 4
  %48 = icmp slt i32 %47, 2
  br i1 %48, label %49, label %71

49:                                               ; preds = %46
  %50 = load i32, i32* %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [2 x %struct.Shape], [2 x %struct.Shape]* @shapes, i64 0, i64 %51
  %53 = getelementptr inbounds %struct.Shape, %struct.Shape* %52, i32 0, i32 0
  %54 = load i8*, i8** %53, align 8
  %55 = load i32, i32* %6, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [2 x %struct.Shape], [2 x %struct.Shape]* @shapes, i64 0, i64 %56
  %58 = getelementptr inbounds %struct.Shape, %struct.Shape* %57, i32 0, i32 1
  %59 = load double (double)*, double (double)** %58, align 8
  %60 = call double %59(double noundef 3.000000e+00)
  %61 = load i32, i32* %6, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [2 x %struct.Shape], [2 x %struct.Shape]* @shapes, i64 0, i64 %62
  %64 = getelementptr inbounds %struct.Shape, %struct.Shape* %63, i32 0, i32 2
  %65 = load double (double)*, double (double)** %64, align 8
  %66 = call double %65(double noundef 3.000000e+00)
  %67 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0), i8* noundef %54, double noundef %60, double noundef %66)
  br label %68

68:                                               ; preds = %49
  %69 = load i32, i32* %6, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* %6, align 4
  br label %46, !llvm.loop !9

71:                                               ; preds = %46
  %72 = bitcast [6 x i32]* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %72, i8* align 16 bitcast ([6 x i32]* @__const.main.a to i8*), i64 24, i1 false)
  %73 = getelementptr inbounds [6 x i32], [6 x i32]* %7, i64 0, i64 0
  call void @apply_all(i32* noundef %73, i32 noundef 6, i32 (i32)* noundef @twice)
  %74 = getelementptr inbounds [6 x i32], [6 x i32]* %7, i64 0, i64 0
  call void @apply_all(i32* noundef %74, i32 noundef 6, i32 (i32)* noundef @negsq)
  store i32 0, i32* %8, align 4
  br label %75

75:                                               ; preds = %84, %71
  %76 = load i32, i32* %8, align 4
  %77 = icmp slt i32 %76, 6
  br i1 %77, label %78, label %87

78:                                               ; preds = %75
  %79 = load i32, i32* %8, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [6 x i32], [6 x i32]* %7, i64 0, i64 %80
  %82 = load i32, i32* %81, align 4
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %82)
  br label %84

84:                                               ; preds = %78
  %85 = load i32, i32* %8, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %8, align 4
  br label %75, !llvm.loop !10

87:                                               ; preds = %75
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0))
  %89 = bitcast [7 x i64]* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %89, i8* align 16 bitcast ([7 x i64]* @__const.main.v to i8*), i64 56, i1 false)
  %90 = getelementptr inbounds [7 x i64], [7 x i64]* %9, i64 0, i64 0
  %91 = call i64 @fold(i64* noundef %90, i32 noundef 7, i64 noundef 0, i64 (i64, i64)* noundef @add)
  %92 = getelementptr inbounds [7 x i64], [7 x i64]* %9, i64 0, i64 0
  %93 = call i64 @fold(i64* noundef %92, i32 noundef 7, i64 noundef 1, i64 (i64, i64)* noundef @mul)
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.6, i64 0, i64 0), i64 noundef %91, i64 noundef %93)
  %95 = call i64 (i64, i64)* @pick(i8 noundef signext 63)
  %96 = icmp eq i64 (i64, i64)* %95, null
  %97 = zext i1 %96 to i64
  %98 = select i1 %96, i32 0, i32 1
  ret i32 %98
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 (i64, i64)* @pick(i8 noundef signext %0) #0 {
  %2 = alloca i64 (i64, i64)*, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %23, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 5
  br i1 %7, label %8, label %26

8:                                                ; preds = %5
  %9 = load i32, i32* %4, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [6 x i8], [6 x i8]* @opnames, i64 0, i64 %10
  %12 = load i8, i8* %11, align 1
  %13 = sext i8 %12 to i32
  %14 = load i8, i8* %3, align 1
  %15 = sext i8 %14 to i32
  %16 = icmp eq i32 %13, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %8
  %18 = load i32, i32* %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [5 x i64 (i64, i64)*], [5 x i64 (i64, i64)*]* @ops, i64 0, i64 %19
  %21 = load i64 (i64, i64)*, i64 (i64, i64)** %20, align 8
  store i64 (i64, i64)* %21, i64 (i64, i64)** %2, align 8
  br label %27

22:                                               ; preds = %8
  br label %23

23:                                               ; preds = %22
  %24 = load i32, i32* %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %4, align 4
  br label %5, !llvm.loop !11

26:                                               ; preds = %5
  store i64 (i64, i64)* null, i64 (i64, i64)** %2, align 8
  br label %27

27:                                               ; preds = %26, %17
  %28 = load i64 (i64, i64)*, i64 (i64, i64)** %2, align 8
  ret i64 (i64, i64)* %28
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @apply_all(i32* noundef %0, i32 noundef %1, i32 (i32)* noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32 (i32)*, align 8
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 (i32)* %2, i32 (i32)** %6, align 8
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %24, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %27

12:                                               ; preds = %8
  %13 = load i32 (i32)*, i32 (i32)** %6, align 8
  %14 = load i32*, i32** %4, align 8
  %15 = load i32, i32* %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, i32* %14, i64 %16
  %18 = load i32, i32* %17, align 4
  %19 = call i32 %13(i32 noundef %18)
  %20 = load i32*, i32** %4, align 8
  %21 = load i32, i32* %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32* %20, i64 %22
  store i32 %19, i32* %23, align 4
  br label %24

24:                                               ; preds = %12
  %25 = load i32, i32* %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %7, align 4
  br label %8, !llvm.loop !12

27:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @negsq(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sub nsw i32 0, %3
  %5 = load i32, i32* %2, align 4
  %6 = mul nsw i32 %4, %5
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fold(i64* noundef %0, i32 noundef %1, i64 noundef %2, i64 (i64, i64)* noundef %3) #0 {
  %5 = alloca i64*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64 (i64, i64)*, align 8
  %9 = alloca i32, align 4
  store i64* %0, i64** %5, align 8
  store i32 %1, i32* %6, align 4
  store i64 %2, i64* %7, align 8
  store i64 (i64, i64)* %3, i64 (i64, i64)** %8, align 8
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %23, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %26

14:                                               ; preds = %10
  %15 = load i64 (i64, i64)*, i64 (i64, i64)** %8, align 8
  %16 = load i64, i64* %7, align 8
  %17 = load i64*, i64** %5, align 8
  %18 = load i32, i32* %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i64, i64* %17, i64 %19
  %21 = load i64, i64* %20, align 8
  %22 = call i64 %15(i64 noundef %16, i64 noundef %21)
  store i64 %22, i64* %7, align 8
  br label %23

23:                                               ; preds = %14
  %24 = load i32, i32* %9, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %9, align 4
  br label %10, !llvm.loop !13

26:                                               ; preds = %10
  %27 = load i64, i64* %7, align 8
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @add(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = add nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mul(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = mul nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sub(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = sub nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @divi(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %4, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load i64, i64* %3, align 8
  %9 = load i64, i64* %4, align 8
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
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %4, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load i64, i64* %3, align 8
  %9 = load i64, i64* %4, align 8
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
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = load double, double* %2, align 8
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sq_perim(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fmul double 4.000000e+00, %3
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tri_area(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = load double, double* %2, align 8
  %5 = fmul double %3, %4
  %6 = fmul double %5, 0x3FDBB67AE8584CAA
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tri_perim(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fmul double 3.000000e+00, %3
  ret double %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
