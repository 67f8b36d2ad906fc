; ModuleID = 'tests/differential/src/dynamic_programming.c'
source_filename = "tests/differential/src/dynamic_programming.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"lcs %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"AGGTABQWERTY\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"GXTXAYBWRT\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"differential\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"referential\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"edit %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"kitten\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"saturday\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"sunday\00", align 1
@.str.10 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@__const.main.w = private unnamed_addr constant [10 x i32] [i32 12, i32 7, i32 11, i32 8, i32 9, i32 23, i32 31, i32 4, i32 17, i32 6], align 16
@__const.main.v = private unnamed_addr constant [10 x i32] [i32 24, i32 13, i32 23, i32 15, i32 16, i32 50, i32 60, i32 5, i32 33, i32 11], align 16
@.str.12 = private unnamed_addr constant [16 x i8] c"knapsack %d %d\0A\00", align 1
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 16
@.str.13 = private unnamed_addr constant [19 x i8] c"coin ways %ld %ld\0A\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"lis %d\0A\00", align 1
@lcs.t = internal global [64 x [64 x i32]] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [10 x i32], align 16
  %3 = alloca [10 x i32], align 16
  %4 = alloca [8 x i32], align 16
  %5 = alloca [200 x i32], align 16
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %7 = call i32 @lcs(ptr noundef @.str.1, ptr noundef @.str.2)
  %8 = call i32 @lcs(ptr noundef @.str.3, ptr noundef @.str.4)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7, i32 noundef %8)
  %10 = call i32 @edit(ptr noundef @.str.6, ptr noundef @.str.7)
  %11 = call i32 @edit(ptr noundef @.str.8, ptr noundef @.str.9)
  %12 = call i32 @edit(ptr noundef @.str.10, ptr noundef @.str.11)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %10, i32 noundef %11, i32 noundef %12)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.w, i64 40, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.v, i64 40, i1 false)
  %14 = getelementptr inbounds [10 x i32], ptr %2, i64 0, i64 0
  %15 = getelementptr inbounds [10 x i32], ptr %3, i64 0, i64 0
  %16 = call i32 @knapsack(ptr noundef %14, ptr noundef %15, i32 noundef 10, i32 noundef 50)
  %17 = getelementptr inbounds [10 x i32], ptr %2, i64 0, i64 0
  %18 = getelementptr inbounds [10 x i32], ptr %3, i64 0, i64 0
  %19 = call i32 @knapsack(ptr noundef %17, ptr noundef %18, i32 noundef 10, i32 noundef 100)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %16, i32 noundef %19)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.coins, i64 32, i1 false)
  %21 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 0
  %22 = call i64 @coin_ways(ptr noundef %21, i32 noundef 8, i32 noundef 200)
  %23 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 0
  %24 = getelementptr inbounds i32, ptr %23, i64 2
  %25 = call i64 @coin_ways(ptr noundef %24, i32 noundef 6, i32 noundef 1000)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %22, i64 noundef %25)
  store i32 0, ptr %6, align 4
  br label %27

27:                                               ; preds = %37, %0
  %28 = load i32, ptr %6, align 4
  %29 = icmp slt i32 %28, 200
  br i1 %29, label %30, label %40

30:                                               ; preds = %27
  %31 = load i32, ptr %6, align 4
  %32 = mul nsw i32 %31, 7919
  %33 = srem i32 %32, 211
  %34 = load i32, ptr %6, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [200 x i32], ptr %5, i64 0, i64 %35
  store i32 %33, ptr %36, align 4
  br label %37

37:                                               ; preds = %30
  %38 = load i32, ptr %6, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %6, align 4
  br label %27, !llvm.loop !6

40:                                               ; preds = %27
  %41 = getelementptr inbounds [200 x i32], ptr %5, i64 0, i64 0
  %42 = call i32 @lis(ptr noundef %41, i32 noundef 200)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %42)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lcs(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = call i64 @strlen(ptr noundef %9) #5
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr %5, align 4
  %12 = load ptr, ptr %4, align 8
  %13 = call i64 @strlen(ptr noundef %12) #5
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %15

15:                                               ; preds = %90, %2
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %5, align 4
  %18 = icmp sle i32 %16, %17
  br i1 %18, label %19, label %93

19:                                               ; preds = %15
  store i32 0, ptr %8, align 4
  br label %20

20:                                               ; preds = %86, %19
  %21 = load i32, ptr %8, align 4
  %22 = load i32, ptr %6, align 4
  %23 = icmp sle i32 %21, %22
  br i1 %23, label %24, label %89

24:                                               ; preds = %20
  %25 = load i32, ptr %7, align 4
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %30

27:                                               ; preds = %24
  %28 = load i32, ptr %8, align 4
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %31, label %30

30:                                               ; preds = %27, %24
  br label %78

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8
  %33 = load i32, ptr %7, align 4
  %34 = sub nsw i32 %33, 1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i8, ptr %32, i64 %35
  %37 = load i8, ptr %36, align 1
  %38 = sext i8 %37 to i32
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %8, align 4
  %41 = sub nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i8, ptr %39, i64 %42
  %44 = load i8, ptr %43, align 1
  %45 = sext i8 %44 to i32
  %46 = icmp eq i32 %38, %45
  br i1 %46, label %47, label %58

47:                                               ; preds = %31
  %48 = load i32, ptr %7, align 4
  %49 = sub nsw i32 %48, 1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.t, i64 0, i64 %50
  %52 = load i32, ptr %8, align 4
  %53 = sub nsw i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [64 x i32], ptr %51, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = add nsw i32 %56, 1
  br label %76

58:                                               ; preds = %31
  %59 = load i32, ptr %7, align 4
  %60 = sub nsw i32 %59, 1
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.t, i64 0, i64 %61
  %63 = load i32, ptr %8, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [64 x i32], ptr %62, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = load i32, ptr %7, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.t, i64 0, i64 %68
  %70 = load i32, ptr %8, align 4
  %71 = sub nsw i32 %70, 1
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [64 x i32], ptr %69, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = call i32 @maxi(i32 noundef %66, i32 noundef %74)
  br label %76

76:                                               ; preds = %58, %47
  %77 = phi i32 [ %57, %47 ], [ %75, %58 ]
  br label %78

78:                                               ; preds = %76, %30
  %79 = phi i32 [ 0, %30 ], [ %77, %76 ]
  %80 = load i32, ptr %7, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.t, i64 0, i64 %81
  %83 = load i32, ptr %8, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [64 x i32], ptr %82, i64 0, i64 %84
  store i32 %79, ptr %85, align 4
  br label %86

86:                                               ; preds = %78
  %87 = load i32, ptr %8, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %8, align 4
  br label %20, !llvm.loop !8

89:                                               ; preds = %20
  br label %90

90:                                               ; preds = %89
  %91 = load i32, ptr %7, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %7, align 4
  br label %15, !llvm.loop !9

93:                                               ; preds = %15
  %94 = load i32, ptr %5, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.t, i64 0, i64 %95
  %97 = load i32, ptr %6, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [64 x i32], ptr %96, i64 0, i64 %98
  %100 = load i32, ptr %99, align 4
  ret i32 %100
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @edit(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [64 x i32], align 16
  %8 = alloca [64 x i32], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = call i64 @strlen(ptr noundef %12) #5
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %5, align 4
  %15 = load ptr, ptr %4, align 8
  %16 = call i64 @strlen(ptr noundef %15) #5
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %6, align 4
  store i32 0, ptr %9, align 4
  br label %18

18:                                               ; preds = %27, %2
  %19 = load i32, ptr %9, align 4
  %20 = load i32, ptr %6, align 4
  %21 = icmp sle i32 %19, %20
  br i1 %21, label %22, label %30

22:                                               ; preds = %18
  %23 = load i32, ptr %9, align 4
  %24 = load i32, ptr %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [64 x i32], ptr %7, i64 0, i64 %25
  store i32 %23, ptr %26, align 4
  br label %27

27:                                               ; preds = %22
  %28 = load i32, ptr %9, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %9, align 4
  br label %18, !llvm.loop !10

30:                                               ; preds = %18
  store i32 1, ptr %10, align 4
  br label %31

31:                                               ; preds = %91, %30
  %32 = load i32, ptr %10, align 4
  %33 = load i32, ptr %5, align 4
  %34 = icmp sle i32 %32, %33
  br i1 %34, label %35, label %94

35:                                               ; preds = %31
  %36 = load i32, ptr %10, align 4
  %37 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 0
  store i32 %36, ptr %37, align 16
  store i32 1, ptr %11, align 4
  br label %38

38:                                               ; preds = %81, %35
  %39 = load i32, ptr %11, align 4
  %40 = load i32, ptr %6, align 4
  %41 = icmp sle i32 %39, %40
  br i1 %41, label %42, label %84

42:                                               ; preds = %38
  %43 = load i32, ptr %11, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [64 x i32], ptr %7, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = add nsw i32 %46, 1
  %48 = load i32, ptr %11, align 4
  %49 = sub nsw i32 %48, 1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = add nsw i32 %52, 1
  %54 = call i32 @mini(i32 noundef %47, i32 noundef %53)
  %55 = load i32, ptr %11, align 4
  %56 = sub nsw i32 %55, 1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [64 x i32], ptr %7, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = load ptr, ptr %3, align 8
  %61 = load i32, ptr %10, align 4
  %62 = sub nsw i32 %61, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i8, ptr %60, i64 %63
  %65 = load i8, ptr %64, align 1
  %66 = sext i8 %65 to i32
  %67 = load ptr, ptr %4, align 8
  %68 = load i32, ptr %11, align 4
  %69 = sub nsw i32 %68, 1
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i8, ptr %67, i64 %70
  %72 = load i8, ptr %71, align 1
  %73 = sext i8 %72 to i32
  %74 = icmp ne i32 %66, %73
  %75 = zext i1 %74 to i32
  %76 = add nsw i32 %59, %75
  %77 = call i32 @mini(i32 noundef %54, i32 noundef %76)
  %78 = load i32, ptr %11, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 %79
  store i32 %77, ptr %80, align 4
  br label %81

81:                                               ; preds = %42
  %82 = load i32, ptr %11, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %11, align 4
  br label %38, !llvm.loop !11

84:                                               ; preds = %38
  %85 = getelementptr inbounds [64 x i32], ptr %7, i64 0, i64 0
  %86 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 0
  %87 = load i32, ptr %6, align 4
  %88 = add nsw i32 %87, 1
  %89 = sext i32 %88 to i64
  %90 = mul i64 4, %89
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %85, ptr align 16 %86, i64 %90, i1 false)
  br label %91

91:                                               ; preds = %84
  %92 = load i32, ptr %10, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %10, align 4
  br label %31, !llvm.loop !12

94:                                               ; preds = %31
  %95 = load i32, ptr %6, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [64 x i32], ptr %7, i64 0, i64 %96
  %98 = load i32, ptr %97, align 4
  ret i32 %98
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @knapsack(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [1001 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 4004, i1 false)
  store i32 0, ptr %10, align 4
  br label %12

12:                                               ; preds = %55, %4
  %13 = load i32, ptr %10, align 4
  %14 = load i32, ptr %7, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %58

16:                                               ; preds = %12
  %17 = load i32, ptr %8, align 4
  store i32 %17, ptr %11, align 4
  br label %18

18:                                               ; preds = %51, %16
  %19 = load i32, ptr %11, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %10, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = icmp sge i32 %19, %24
  br i1 %25, label %26, label %54

26:                                               ; preds = %18
  %27 = load i32, ptr %11, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [1001 x i32], ptr %9, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = load i32, ptr %11, align 4
  %32 = load ptr, ptr %5, align 8
  %33 = load i32, ptr %10, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %32, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = sub nsw i32 %31, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [1001 x i32], ptr %9, i64 0, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = load ptr, ptr %6, align 8
  %42 = load i32, ptr %10, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %41, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = add nsw i32 %40, %45
  %47 = call i32 @maxi(i32 noundef %30, i32 noundef %46)
  %48 = load i32, ptr %11, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [1001 x i32], ptr %9, i64 0, i64 %49
  store i32 %47, ptr %50, align 4
  br label %51

51:                                               ; preds = %26
  %52 = load i32, ptr %11, align 4
  %53 = add nsw i32 %52, -1
  store i32 %53, ptr %11, align 4
  br label %18, !llvm.loop !13

54:                                               ; preds = %18
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %10, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %10, align 4
  br label %12, !llvm.loop !14

58:                                               ; preds = %12
  %59 = load i32, ptr %8, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [1001 x i32], ptr %9, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4
  ret i32 %62
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @coin_ways(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [1001 x i64], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %7, i8 0, i64 8008, i1 false)
  %10 = getelementptr inbounds <{ i64, [1000 x i64] }>, ptr %7, i32 0, i32 0
  store i64 1, ptr %10, align 16
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %45, %3
  %12 = load i32, ptr %8, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %48

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  %20 = load i32, ptr %19, align 4
  store i32 %20, ptr %9, align 4
  br label %21

21:                                               ; preds = %41, %15
  %22 = load i32, ptr %9, align 4
  %23 = load i32, ptr %6, align 4
  %24 = icmp sle i32 %22, %23
  br i1 %24, label %25, label %44

25:                                               ; preds = %21
  %26 = load i32, ptr %9, align 4
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = sub nsw i32 %26, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [1001 x i64], ptr %7, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8
  %36 = load i32, ptr %9, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [1001 x i64], ptr %7, i64 0, i64 %37
  %39 = load i64, ptr %38, align 8
  %40 = add nsw i64 %39, %35
  store i64 %40, ptr %38, align 8
  br label %41

41:                                               ; preds = %25
  %42 = load i32, ptr %9, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %9, align 4
  br label %21, !llvm.loop !15

44:                                               ; preds = %21
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %8, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %8, align 4
  br label %11, !llvm.loop !16

48:                                               ; preds = %11
  %49 = load i32, ptr %6, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [1001 x i64], ptr %7, i64 0, i64 %50
  %52 = load i64, ptr %51, align 8
  ret i64 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lis(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [256 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %58, %2
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %61

15:                                               ; preds = %11
  store i32 0, ptr %8, align 4
  %16 = load i32, ptr %6, align 4
  store i32 %16, ptr %9, align 4
  br label %17

17:                                               ; preds = %41, %15
  %18 = load i32, ptr %8, align 4
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %42

21:                                               ; preds = %17
  %22 = load i32, ptr %8, align 4
  %23 = load i32, ptr %9, align 4
  %24 = add nsw i32 %22, %23
  %25 = sdiv i32 %24, 2
  store i32 %25, ptr %10, align 4
  %26 = load i32, ptr %10, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = load ptr, ptr %3, align 8
  %31 = load i32, ptr %7, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = icmp slt i32 %29, %34
  br i1 %35, label %36, label %39

36:                                               ; preds = %21
  %37 = load i32, ptr %10, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %8, align 4
  br label %41

39:                                               ; preds = %21
  %40 = load i32, ptr %10, align 4
  store i32 %40, ptr %9, align 4
  br label %41

41:                                               ; preds = %39, %36
  br label %17, !llvm.loop !17

42:                                               ; preds = %17
  %43 = load ptr, ptr %3, align 8
  %44 = load i32, ptr %7, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %43, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = load i32, ptr %8, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %49
  store i32 %47, ptr %50, align 4
  %51 = load i32, ptr %8, align 4
  %52 = load i32, ptr %6, align 4
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %57

54:                                               ; preds = %42
  %55 = load i32, ptr %6, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %6, align 4
  br label %57

57:                                               ; preds = %54, %42
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %7, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %7, align 4
  br label %11, !llvm.loop !18

61:                                               ; preds = %11
  %62 = load i32, ptr %6, align 4
  ret i32 %62
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @maxi(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mini(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(read) }

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
