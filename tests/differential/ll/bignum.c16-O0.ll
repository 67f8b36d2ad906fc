; ModuleID = 'tests/differential/src/bignum.c'
source_filename = "tests/differential/src/bignum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Big = type { i32, [200 x i32] }

@main.f = internal global %struct.Big zeroinitializer, align 4
@main.p = internal global %struct.Big zeroinitializer, align 4
@main.fa = internal global %struct.Big zeroinitializer, align 4
@main.fb = internal global %struct.Big zeroinitializer, align 4
@main.fc = internal global %struct.Big zeroinitializer, align 4
@.str = private unnamed_addr constant [5 x i8] c"100!\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"2^256\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"fib(300)\00", align 1
@__const.main.a = private unnamed_addr constant [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], align 16
@__const.main.b = private unnamed_addr constant [3 x i32] [i32 305419896, i32 -1698898192, i32 1], align 4
@.str.3 = private unnamed_addr constant [7 x i8] c"mul32:\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c" %08x\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"%s = %u\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [4 x i32], align 16
  %6 = alloca [3 x i32], align 4
  %7 = alloca [7 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @big_set(ptr noundef @main.f, i32 noundef 1)
  store i32 2, ptr %2, align 4
  br label %10

10:                                               ; preds = %15, %0
  %11 = load i32, ptr %2, align 4
  %12 = icmp ule i32 %11, 100
  br i1 %12, label %13, label %18

13:                                               ; preds = %10
  %14 = load i32, ptr %2, align 4
  call void @big_mul_small(ptr noundef @main.f, i32 noundef %14)
  br label %15

15:                                               ; preds = %13
  %16 = load i32, ptr %2, align 4
  %17 = add i32 %16, 1
  store i32 %17, ptr %2, align 4
  br label %10, !llvm.loop !6

18:                                               ; preds = %10
  call void @big_print(ptr noundef @.str, ptr noundef @main.f)
  call void @big_set(ptr noundef @main.p, i32 noundef 1)
  store i32 0, ptr %3, align 4
  br label %19

19:                                               ; preds = %23, %18
  %20 = load i32, ptr %3, align 4
  %21 = icmp slt i32 %20, 256
  br i1 %21, label %22, label %26

22:                                               ; preds = %19
  call void @big_mul_small(ptr noundef @main.p, i32 noundef 2)
  br label %23

23:                                               ; preds = %22
  %24 = load i32, ptr %3, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %3, align 4
  br label %19, !llvm.loop !8

26:                                               ; preds = %19
  call void @big_print(ptr noundef @.str.1, ptr noundef @main.p)
  call void @big_set(ptr noundef @main.fa, i32 noundef 0)
  call void @big_set(ptr noundef @main.fb, i32 noundef 1)
  store i32 0, ptr %4, align 4
  br label %27

27:                                               ; preds = %31, %26
  %28 = load i32, ptr %4, align 4
  %29 = icmp slt i32 %28, 300
  br i1 %29, label %30, label %34

30:                                               ; preds = %27
  call void @big_add(ptr noundef @main.fc, ptr noundef @main.fa, ptr noundef @main.fb)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 @main.fa, ptr align 4 @main.fb, i64 804, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 @main.fb, ptr align 4 @main.fc, i64 804, i1 false)
  br label %31

31:                                               ; preds = %30
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %4, align 4
  br label %27, !llvm.loop !9

34:                                               ; preds = %27
  call void @big_print(ptr noundef @.str.2, ptr noundef @main.fa)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.a, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.b, i64 12, i1 false)
  %35 = getelementptr inbounds [7 x i32], ptr %7, i64 0, i64 0
  %36 = getelementptr inbounds [4 x i32], ptr %5, i64 0, i64 0
  %37 = getelementptr inbounds [3 x i32], ptr %6, i64 0, i64 0
  %38 = call i32 @mul32(ptr noundef %35, ptr noundef %36, i32 noundef 4, ptr noundef %37, i32 noundef 3)
  store i32 %38, ptr %8, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %40 = load i32, ptr %8, align 4
  %41 = sub nsw i32 %40, 1
  store i32 %41, ptr %9, align 4
  br label %42

42:                                               ; preds = %51, %34
  %43 = load i32, ptr %9, align 4
  %44 = icmp sge i32 %43, 0
  br i1 %44, label %45, label %54

45:                                               ; preds = %42
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [7 x i32], ptr %7, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %49)
  br label %51

51:                                               ; preds = %45
  %52 = load i32, ptr %9, align 4
  %53 = add nsw i32 %52, -1
  store i32 %53, ptr %9, align 4
  br label %42, !llvm.loop !10

54:                                               ; preds = %42
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_set(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Big, ptr %5, i32 0, i32 0
  store i32 1, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.Big, ptr %8, i32 0, i32 1
  %10 = getelementptr inbounds [200 x i32], ptr %9, i64 0, i64 0
  store i32 %7, ptr %10, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_mul_small(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %37, %2
  %9 = load i32, ptr %6, align 4
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.Big, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %40

14:                                               ; preds = %8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.Big, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [200 x i32], ptr %16, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = zext i32 %20 to i64
  %22 = load i32, ptr %4, align 4
  %23 = zext i32 %22 to i64
  %24 = mul i64 %21, %23
  %25 = load i64, ptr %5, align 8
  %26 = add i64 %24, %25
  store i64 %26, ptr %7, align 8
  %27 = load i64, ptr %7, align 8
  %28 = urem i64 %27, 1000000000
  %29 = trunc i64 %28 to i32
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.Big, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [200 x i32], ptr %31, i64 0, i64 %33
  store i32 %29, ptr %34, align 4
  %35 = load i64, ptr %7, align 8
  %36 = udiv i64 %35, 1000000000
  store i64 %36, ptr %5, align 8
  br label %37

37:                                               ; preds = %14
  %38 = load i32, ptr %6, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %6, align 4
  br label %8, !llvm.loop !11

40:                                               ; preds = %8
  br label %41

41:                                               ; preds = %44, %40
  %42 = load i64, ptr %5, align 8
  %43 = icmp ne i64 %42, 0
  br i1 %43, label %44, label %58

44:                                               ; preds = %41
  %45 = load i64, ptr %5, align 8
  %46 = urem i64 %45, 1000000000
  %47 = trunc i64 %46 to i32
  %48 = load ptr, ptr %3, align 8
  %49 = getelementptr inbounds %struct.Big, ptr %48, i32 0, i32 1
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds %struct.Big, ptr %50, i32 0, i32 0
  %52 = load i32, ptr %51, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %51, align 4
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds [200 x i32], ptr %49, i64 0, i64 %54
  store i32 %47, ptr %55, align 4
  %56 = load i64, ptr %5, align 8
  %57 = udiv i64 %56, 1000000000
  store i64 %57, ptr %5, align 8
  br label %41, !llvm.loop !12

58:                                               ; preds = %41
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_print(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Big, ptr %7, i32 0, i32 1
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Big, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = sub nsw i32 %11, 1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [200 x i32], ptr %8, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %6, i32 noundef %15)
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.Big, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = sub nsw i32 %19, 2
  store i32 %20, ptr %5, align 4
  br label %21

21:                                               ; preds = %32, %2
  %22 = load i32, ptr %5, align 4
  %23 = icmp sge i32 %22, 0
  br i1 %23, label %24, label %35

24:                                               ; preds = %21
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.Big, ptr %25, i32 0, i32 1
  %27 = load i32, ptr %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [200 x i32], ptr %26, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %30)
  br label %32

32:                                               ; preds = %24
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, -1
  store i32 %34, ptr %5, align 4
  br label %21, !llvm.loop !13

35:                                               ; preds = %21
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_add(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.Big, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = load ptr, ptr %6, align 8
  %15 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  %17 = icmp sgt i32 %13, %16
  br i1 %17, label %18, label %22

18:                                               ; preds = %3
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.Big, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  br label %26

22:                                               ; preds = %3
  %23 = load ptr, ptr %6, align 8
  %24 = getelementptr inbounds %struct.Big, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 4
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi i32 [ %21, %18 ], [ %25, %22 ]
  store i32 %27, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %28

28:                                               ; preds = %83, %26
  %29 = load i32, ptr %9, align 4
  %30 = load i32, ptr %8, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %86

32:                                               ; preds = %28
  %33 = load i32, ptr %9, align 4
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds %struct.Big, ptr %34, i32 0, i32 0
  %36 = load i32, ptr %35, align 4
  %37 = icmp slt i32 %33, %36
  br i1 %37, label %38, label %45

38:                                               ; preds = %32
  %39 = load ptr, ptr %5, align 8
  %40 = getelementptr inbounds %struct.Big, ptr %39, i32 0, i32 1
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [200 x i32], ptr %40, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  br label %46

45:                                               ; preds = %32
  br label %46

46:                                               ; preds = %45, %38
  %47 = phi i32 [ %44, %38 ], [ 0, %45 ]
  %48 = load i32, ptr %9, align 4
  %49 = load ptr, ptr %6, align 8
  %50 = getelementptr inbounds %struct.Big, ptr %49, i32 0, i32 0
  %51 = load i32, ptr %50, align 4
  %52 = icmp slt i32 %48, %51
  br i1 %52, label %53, label %60

53:                                               ; preds = %46
  %54 = load ptr, ptr %6, align 8
  %55 = getelementptr inbounds %struct.Big, ptr %54, i32 0, i32 1
  %56 = load i32, ptr %9, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [200 x i32], ptr %55, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4
  br label %61

60:                                               ; preds = %46
  br label %61

61:                                               ; preds = %60, %53
  %62 = phi i32 [ %59, %53 ], [ 0, %60 ]
  %63 = add i32 %47, %62
  %64 = load i32, ptr %7, align 4
  %65 = add i32 %63, %64
  store i32 %65, ptr %10, align 4
  %66 = load i32, ptr %10, align 4
  %67 = icmp uge i32 %66, 1000000000
  %68 = zext i1 %67 to i32
  store i32 %68, ptr %7, align 4
  %69 = load i32, ptr %7, align 4
  %70 = icmp ne i32 %69, 0
  br i1 %70, label %71, label %74

71:                                               ; preds = %61
  %72 = load i32, ptr %10, align 4
  %73 = sub i32 %72, 1000000000
  br label %76

74:                                               ; preds = %61
  %75 = load i32, ptr %10, align 4
  br label %76

76:                                               ; preds = %74, %71
  %77 = phi i32 [ %73, %71 ], [ %75, %74 ]
  %78 = load ptr, ptr %4, align 8
  %79 = getelementptr inbounds %struct.Big, ptr %78, i32 0, i32 1
  %80 = load i32, ptr %9, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [200 x i32], ptr %79, i64 0, i64 %81
  store i32 %77, ptr %82, align 4
  br label %83

83:                                               ; preds = %76
  %84 = load i32, ptr %9, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %9, align 4
  br label %28, !llvm.loop !14

86:                                               ; preds = %28
  %87 = load i32, ptr %8, align 4
  %88 = load ptr, ptr %4, align 8
  %89 = getelementptr inbounds %struct.Big, ptr %88, i32 0, i32 0
  store i32 %87, ptr %89, align 4
  %90 = load i32, ptr %7, align 4
  %91 = icmp ne i32 %90, 0
  br i1 %91, label %92, label %101

92:                                               ; preds = %86
  %93 = load ptr, ptr %4, align 8
  %94 = getelementptr inbounds %struct.Big, ptr %93, i32 0, i32 1
  %95 = load ptr, ptr %4, align 8
  %96 = getelementptr inbounds %struct.Big, ptr %95, i32 0, i32 0
  %97 = load i32, ptr %96, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %96, align 4
  %99 = sext i32 %97 to i64
  %100 = getelementptr inbounds [200 x i32], ptr %94, i64 0, i64 %99
  store i32 1, ptr %100, align 4
  br label %101

101:                                              ; preds = %92, %86
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul32(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %16 = load ptr, ptr %6, align 8
  %17 = load i32, ptr %8, align 4
  %18 = load i32, ptr %10, align 4
  %19 = add nsw i32 %17, %18
  %20 = sext i32 %19 to i64
  %21 = mul i64 4, %20
  call void @llvm.memset.p0.i64(ptr align 4 %16, i8 0, i64 %21, i1 false)
  store i32 0, ptr %11, align 4
  br label %22

22:                                               ; preds = %78, %5
  %23 = load i32, ptr %11, align 4
  %24 = load i32, ptr %8, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %81

26:                                               ; preds = %22
  store i64 0, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %27

27:                                               ; preds = %66, %26
  %28 = load i32, ptr %13, align 4
  %29 = load i32, ptr %10, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %69

31:                                               ; preds = %27
  %32 = load ptr, ptr %7, align 8
  %33 = load i32, ptr %11, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %32, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = zext i32 %36 to i64
  %38 = load ptr, ptr %9, align 8
  %39 = load i32, ptr %13, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %38, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = zext i32 %42 to i64
  %44 = mul i64 %37, %43
  %45 = load ptr, ptr %6, align 8
  %46 = load i32, ptr %11, align 4
  %47 = load i32, ptr %13, align 4
  %48 = add nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %45, i64 %49
  %51 = load i32, ptr %50, align 4
  %52 = zext i32 %51 to i64
  %53 = add i64 %44, %52
  %54 = load i64, ptr %12, align 8
  %55 = add i64 %53, %54
  store i64 %55, ptr %14, align 8
  %56 = load i64, ptr %14, align 8
  %57 = trunc i64 %56 to i32
  %58 = load ptr, ptr %6, align 8
  %59 = load i32, ptr %11, align 4
  %60 = load i32, ptr %13, align 4
  %61 = add nsw i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %58, i64 %62
  store i32 %57, ptr %63, align 4
  %64 = load i64, ptr %14, align 8
  %65 = lshr i64 %64, 32
  store i64 %65, ptr %12, align 8
  br label %66

66:                                               ; preds = %31
  %67 = load i32, ptr %13, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %13, align 4
  br label %27, !llvm.loop !15

69:                                               ; preds = %27
  %70 = load i64, ptr %12, align 8
  %71 = trunc i64 %70 to i32
  %72 = load ptr, ptr %6, align 8
  %73 = load i32, ptr %11, align 4
  %74 = load i32, ptr %10, align 4
  %75 = add nsw i32 %73, %74
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %72, i64 %76
  store i32 %71, ptr %77, align 4
  br label %78

78:                                               ; preds = %69
  %79 = load i32, ptr %11, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %11, align 4
  br label %22, !llvm.loop !16

81:                                               ; preds = %22
  %82 = load i32, ptr %8, align 4
  %83 = load i32, ptr %10, align 4
  %84 = add nsw i32 %82, %83
  store i32 %84, ptr %15, align 4
  br label %85

85:                                               ; preds = %98, %81
  %86 = load i32, ptr %15, align 4
  %87 = icmp sgt i32 %86, 1
  br i1 %87, label %88, label %96

88:                                               ; preds = %85
  %89 = load ptr, ptr %6, align 8
  %90 = load i32, ptr %15, align 4
  %91 = sub nsw i32 %90, 1
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, ptr %89, i64 %92
  %94 = load i32, ptr %93, align 4
  %95 = icmp eq i32 %94, 0
  br label %96

96:                                               ; preds = %88, %85
  %97 = phi i1 [ false, %85 ], [ %95, %88 ]
  br i1 %97, label %98, label %101

98:                                               ; preds = %96
  %99 = load i32, ptr %15, align 4
  %100 = add nsw i32 %99, -1
  store i32 %100, ptr %15, align 4
  br label %85, !llvm.loop !17

101:                                              ; preds = %96
  %102 = load i32, ptr %15, align 4
  ret i32 %102
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
