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
  store i32 0, i32* %1, align 4
  call void @big_set(%struct.Big* noundef @main.f, i32 noundef 1)
  store i32 2, i32* %2, align 4
  br label %10

10:                                               ; preds = %15, %0
  %11 = load i32, i32* %2, align 4
  %12 = icmp ule i32 %11, 100
  br i1 %12, label %13, label %18

13:                                               ; preds = %10
  %14 = load i32, i32* %2, align 4
  call void @big_mul_small(%struct.Big* noundef @main.f, i32 noundef %14)
  br label %15

15:                                               ; preds = %13
  %16 = load i32, i32* %2, align 4
  %17 = add i32 %16, 1
  store i32 %17, i32* %2, align 4
  br label %10, !llvm.loop !6

18:                                               ; preds = %10
  call void @big_print(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), %struct.Big* noundef @main.f)
  call void @big_set(%struct.Big* noundef @main.p, i32 noundef 1)
  store i32 0, i32* %3, align 4
  br label %19

19:                                               ; preds = %23, %18
  %20 = load i32, i32* %3, align 4
  %21 = icmp slt i32 %20, 256
  br i1 %21, label %22, label %26

22:                                               ; preds = %19
  call void @big_mul_small(%struct.Big* noundef @main.p, i32 noundef 2)
  br label %23

23:                                               ; preds = %22
  %24 = load i32, i32* %3, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %3, align 4
  br label %19, !llvm.loop !8

26:                                               ; preds = %19
  call void @big_print(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), %struct.Big* noundef @main.p)
  call void @big_set(%struct.Big* noundef @main.fa, i32 noundef 0)
  call void @big_set(%struct.Big* noundef @main.fb, i32 noundef 1)
  store i32 0, i32* %4, align 4
  br label %27

27:                                               ; preds = %31, %26
  %28 = load i32, i32* %4, align 4
  %29 = icmp slt i32 %28, 300
  br i1 %29, label %30, label %34

30:                                               ; preds = %27
  call void @big_add(%struct.Big* noundef @main.fc, %struct.Big* noundef @main.fa, %struct.Big* noundef @main.fb)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 bitcast (%struct.Big* @main.fa to i8*), i8* align 4 bitcast (%struct.Big* @main.fb to i8*), i64 804, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 bitcast (%struct.Big* @main.fb to i8*), i8* align 4 bitcast (%struct.Big* @main.fc to i8*), i64 804, i1 false)
  br label %31

31:                                               ; preds = %30
  %32 = load i32, i32* %4, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %4, align 4
  br label %27, !llvm.loop !9

34:                                               ; preds = %27
  call void @big_print(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), %struct.Big* noundef @main.fa)
  %35 = bitcast [4 x i32]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %35, i8* align 16 bitcast ([4 x i32]* @__const.main.a to i8*), i64 16, i1 false)
  %36 = bitcast [3 x i32]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %36, i8* align 4 bitcast ([3 x i32]* @__const.main.b to i8*), i64 12, i1 false)
  %37 = getelementptr inbounds [7 x i32], [7 x i32]* %7, i64 0, i64 0
  %38 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 0
  %39 = getelementptr inbounds [3 x i32], [3 x i32]* %6, i64 0, i64 0
  %40 = call i32 @mul32(i32* noundef %37, i32* noundef %38, i32 noundef 4, i32* noundef %39, i32 noundef 3)
  store i32 %40, i32* %8, align 4
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0))
  %42 = load i32, i32* %8, align 4
  %43 = sub nsw i32 %42, 1
  store i32 %43, i32* %9, align 4
  br label %44

44:                                               ; preds = %53, %34
  %45 = load i32, i32* %9, align 4
  %46 = icmp sge i32 %45, 0
  br i1 %46, label %47, label %56

47:                                               ; preds = %44
  %48 = load i32, i32* %9, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [7 x i32], [7 x i32]* %7, i64 0, i64 %49
  %51 = load i32, i32* %50, align 4
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i32 noundef %51)
  br label %53

53:                                               ; preds = %47
  %54 = load i32, i32* %9, align 4
  %55 = add nsw i32 %54, -1
  store i32 %55, i32* %9, align 4
  br label %44, !llvm.loop !10

56:                                               ; preds = %44
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0))
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_set(%struct.Big* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Big*, align 8
  %4 = alloca i32, align 4
  store %struct.Big* %0, %struct.Big** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Big*, %struct.Big** %3, align 8
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %5, i32 0, i32 0
  store i32 1, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load %struct.Big*, %struct.Big** %3, align 8
  %9 = getelementptr inbounds %struct.Big, %struct.Big* %8, i32 0, i32 1
  %10 = getelementptr inbounds [200 x i32], [200 x i32]* %9, i64 0, i64 0
  store i32 %7, i32* %10, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_mul_small(%struct.Big* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Big*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store %struct.Big* %0, %struct.Big** %3, align 8
  store i32 %1, i32* %4, align 4
  store i64 0, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %37, %2
  %9 = load i32, i32* %6, align 4
  %10 = load %struct.Big*, %struct.Big** %3, align 8
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %10, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %40

14:                                               ; preds = %8
  %15 = load %struct.Big*, %struct.Big** %3, align 8
  %16 = getelementptr inbounds %struct.Big, %struct.Big* %15, i32 0, i32 1
  %17 = load i32, i32* %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [200 x i32], [200 x i32]* %16, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4
  %21 = zext i32 %20 to i64
  %22 = load i32, i32* %4, align 4
  %23 = zext i32 %22 to i64
  %24 = mul i64 %21, %23
  %25 = load i64, i64* %5, align 8
  %26 = add i64 %24, %25
  store i64 %26, i64* %7, align 8
  %27 = load i64, i64* %7, align 8
  %28 = urem i64 %27, 1000000000
  %29 = trunc i64 %28 to i32
  %30 = load %struct.Big*, %struct.Big** %3, align 8
  %31 = getelementptr inbounds %struct.Big, %struct.Big* %30, i32 0, i32 1
  %32 = load i32, i32* %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [200 x i32], [200 x i32]* %31, i64 0, i64 %33
  store i32 %29, i32* %34, align 4
  %35 = load i64, i64* %7, align 8
  %36 = udiv i64 %35, 1000000000
  store i64 %36, i64* %5, align 8
  br label %37

37:                                               ; preds = %14
  %38 = load i32, i32* %6, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* %6, align 4
  br label %8, !llvm.loop !11

40:                                               ; preds = %8
  br label %41

41:                                               ; preds = %44, %40
  %42 = load i64, i64* %5, align 8
  %43 = icmp ne i64 %42, 0
  br i1 %43, label %44, label %58

44:                                               ; preds = %41
  %45 = load i64, i64* %5, align 8
  %46 = urem i64 %45, 1000000000
  %47 = trunc i64 %46 to i32
  %48 = load %struct.Big*, %struct.Big** %3, align 8
  %49 = getelementptr inbounds %struct.Big, %struct.Big* %48, i32 0, i32 1
  %50 = load %struct.Big*, %struct.Big** %3, align 8
  %51 = getelementptr inbounds %struct.Big, %struct.Big* %50, i32 0, i32 0
  %52 = load i32, i32* %51, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %51, align 4
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds [200 x i32], [200 x i32]* %49, i64 0, i64 %54
  store i32 %47, i32* %55, align 4
  %56 = load i64, i64* %5, align 8
  %57 = udiv i64 %56, 1000000000
  store i64 %57, i64* %5, align 8
  br label %41, !llvm.loop !12

58:                                               ; preds = %41
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_print(i8* noundef %0, %struct.Big* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.Big*, align 8
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store %struct.Big* %1, %struct.Big** %4, align 8
  %6 = load i8*, i8** %3, align 8
  %7 = load %struct.Big*, %struct.Big** %4, align 8
  %8 = getelementptr inbounds %struct.Big, %struct.Big* %7, i32 0, i32 1
  %9 = load %struct.Big*, %struct.Big** %4, align 8
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %9, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = sub nsw i32 %11, 1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %13
  %15 = load i32, i32* %14, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i8* noundef %6, i32 noundef %15)
  %17 = load %struct.Big*, %struct.Big** %4, align 8
  %18 = getelementptr inbounds %struct.Big, %struct.Big* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  %20 = sub nsw i32 %19, 2
  store i32 %20, i32* %5, align 4
  br label %21

21:                                               ; preds = %32, %2
  %22 = load i32, i32* %5, align 4
  %23 = icmp sge i32 %22, 0
  br i1 %23, label %24, label %35

24:                                               ; preds = %21
  %25 = load %struct.Big*, %struct.Big** %4, align 8
  %26 = getelementptr inbounds %struct.Big, %struct.Big* %25, i32 0, i32 1
  %27 = load i32, i32* %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [200 x i32], [200 x i32]* %26, i64 0, i64 %28
  %30 = load i32, i32* %29, align 4
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i32 noundef %30)
  br label %32

32:                                               ; preds = %24
  %33 = load i32, i32* %5, align 4
  %34 = add nsw i32 %33, -1
  store i32 %34, i32* %5, align 4
  br label %21, !llvm.loop !13

35:                                               ; preds = %21
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0))
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_add(%struct.Big* noundef %0, %struct.Big* noundef %1, %struct.Big* noundef %2) #0 {
  %4 = alloca %struct.Big*, align 8
  %5 = alloca %struct.Big*, align 8
  %6 = alloca %struct.Big*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store %struct.Big* %0, %struct.Big** %4, align 8
  store %struct.Big* %1, %struct.Big** %5, align 8
  store %struct.Big* %2, %struct.Big** %6, align 8
  store i32 0, i32* %7, align 4
  %11 = load %struct.Big*, %struct.Big** %5, align 8
  %12 = getelementptr inbounds %struct.Big, %struct.Big* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  %14 = load %struct.Big*, %struct.Big** %6, align 8
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %14, i32 0, i32 0
  %16 = load i32, i32* %15, align 4
  %17 = icmp sgt i32 %13, %16
  br i1 %17, label %18, label %22

18:                                               ; preds = %3
  %19 = load %struct.Big*, %struct.Big** %5, align 8
  %20 = getelementptr inbounds %struct.Big, %struct.Big* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 4
  br label %26

22:                                               ; preds = %3
  %23 = load %struct.Big*, %struct.Big** %6, align 8
  %24 = getelementptr inbounds %struct.Big, %struct.Big* %23, i32 0, i32 0
  %25 = load i32, i32* %24, align 4
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi i32 [ %21, %18 ], [ %25, %22 ]
  store i32 %27, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %28

28:                                               ; preds = %83, %26
  %29 = load i32, i32* %9, align 4
  %30 = load i32, i32* %8, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %86

32:                                               ; preds = %28
  %33 = load i32, i32* %9, align 4
  %34 = load %struct.Big*, %struct.Big** %5, align 8
  %35 = getelementptr inbounds %struct.Big, %struct.Big* %34, i32 0, i32 0
  %36 = load i32, i32* %35, align 4
  %37 = icmp slt i32 %33, %36
  br i1 %37, label %38, label %45

38:                                               ; preds = %32
  %39 = load %struct.Big*, %struct.Big** %5, align 8
  %40 = getelementptr inbounds %struct.Big, %struct.Big* %39, i32 0, i32 1
  %41 = load i32, i32* %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [200 x i32], [200 x i32]* %40, i64 0, i64 %42
  %44 = load i32, i32* %43, align 4
  br label %46

45:                                               ; preds = %32
  br label %46

46:                                               ; preds = %45, %38
  %47 = phi i32 [ %44, %38 ], [ 0, %45 ]
  %48 = load i32, i32* %9, align 4
  %49 = load %struct.Big*, %struct.Big** %6, align 8
  %50 = getelementptr inbounds %struct.Big, %struct.Big* %49, i32 0, i32 0
  %51 = load i32, i32* %50, align 4
  %52 = icmp slt i32 %48, %51
  br i1 %52, label %53, label %60

53:                                               ; preds = %46
  %54 = load %struct.Big*, %struct.Big** %6, align 8
  %55 = getelementptr inbounds %struct.Big, %struct.Big* %54, i32 0, i32 1
  %56 = load i32, i32* %9, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [200 x i32], [200 x i32]* %55, i64 0, i64 %57
  %59 = load i32, i32* %58, align 4
  br label %61

60:                                               ; preds = %46
  br label %61

61:                                               ; preds = %60, %53
  %62 = phi i32 [ %59, %53 ], [ 0, %60 ]
  %63 = add i32 %47, %62
  %64 = load i32, i32* %7, align 4
  %65 = add i32 %63, %64
  store i32 %65, i32* %10, align 4
  %66 = load i32, i32* %10, align 4
  %67 = icmp uge i32 %66, 1000000000
  %68 = zext i1 %67 to i32
  store i32 %68, i32* %7, align 4
  %69 = load i32, i32* %7, align 4
  %70 = icmp ne i32 %69, 0
  br i1 %70, label %71, label %74

71:                                               ; preds = %61
  %72 = load i32, i32* %10, align 4
  %73 = sub i32 %72, 1000000000
  br label %76

74:                                               ; preds = %61
  %75 = load i32, i32* %10, align 4
  br label %76

76:                                               ; preds = %74, %71
  %77 = phi i32 [ %73, %71 ], [ %75, %74 ]
  %78 = load %struct.Big*, %struct.Big** %4, align 8
  %79 = getelementptr inbounds %struct.Big, %struct.Big* %78, i32 0, i32 1
  %80 = load i32, i32* %9, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [200 x i32], [200 x i32]* %79, i64 0, i64 %81
  store i32 %77, i32* %82, align 4
  br label %83

83:                                               ; preds = %76
  %84 = load i32, i32* %9, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, i32* %9, align 4
  br label %28, !llvm.loop !14

86:                                               ; preds = %28
  %87 = load i32, i32* %8, align 4
  %88 = load %struct.Big*, %struct.Big** %4, align 8
  %89 = getelementptr inbounds %struct.Big, %struct.Big* %88, i32 0, i32 0
  store i32 %87, i32* %89, align 4
  %90 = load i32, i32* %7, align 4
  %91 = icmp ne i32 %90, 0
  br i1 %91, label %92, label %101

92:                                               ; preds = %86
  %93 = load %struct.Big*, %struct.Big** %4, align 8
  %94 = getelementptr inbounds %struct.Big, %struct.Big* %93, i32 0, i32 1
  %95 = load %struct.Big*, %struct.Big** %4, align 8
  %96 = getelementptr inbounds %struct.Big, %struct.Big* %95, i32 0, i32 0
  %97 = load i32, i32* %96, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, i32* %96, align 4
  %99 = sext i32 %97 to i64
  %100 = getelementptr inbounds [200 x i32], [200 x i32]* %94, i64 0, i64 %99
  store i32 1, i32* %100, align 4
  br label %101

101:                                              ; preds = %92, %86
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul32(i32* noundef %0, i32* noundef %1, i32 noundef %2, i32* noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  store i32* %0, i32** %6, align 8
  store i32* %1, i32** %7, align 8
  store i32 %2, i32* %8, align 4
  store i32* %3, i32** %9, align 8
  store i32 %4, i32* %10, align 4
  %16 = load i32*, i32** %6, align 8
  %17 = bitcast i32* %16 to i8*
  %18 = load i32, i32* %8, align 4
  %19 = load i32, i32* %10, align 4
  %20 = add nsw i32 %18, %19
  %21 = sext i32 %20 to i64
  %22 = mul i64 4, %21
  call void @llvm.memset.p0i8.i64(i8* align 4 %17, i8 0, i64 %22, i1 false)
  store i32 0, i32* %11, align 4
  br label %23

23:                                               ; preds = %79, %5
  %24 = load i32, i32* %11, align 4
  %25 = load i32, i32* %8, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %82

27:                                               ; preds = %23
  store i64 0, i64* %12, align 8
  store i32 0, i32* %13, align 4
  br label %28

28:                                               ; preds = %67, %27
  %29 = load i32, i32* %13, align 4
  %30 = load i32, i32* %10, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %70

32:                                               ; preds = %28
  %33 = load i32*, i32** %7, align 8
  %34 = load i32, i32* %11, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32* %33, i64 %35
  %37 = load i32, i32* %36, align 4
  %38 = zext i32 %37 to i64
  %39 = load i32*, i32** %9, align 8
  %40 = load i32, i32* %13, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, i32* %39, i64 %41
  %43 = load i32, i32* %42, align 4
  %44 = zext i32 %43 to i64
  %45 = mul i64 %38, %44
  %46 = load i32*, i32** %6, align 8
  %47 = load i32, i32* %11, align 4
  %48 = load i32, i32* %13, align 4
  %49 = add nsw i32 %47, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, i32* %46, i64 %50
  %52 = load i32, i32* %51, align 4
  %53 = zext i32 %52 to i64
  %54 = add i64 %45, %53
  %55 = load i64, i64* %12, align 8
  %56 = add i64 %54, %55
  store i64 %56, i64* %14, align 8
  %57 = load i64, i64* %14, align 8
  %58 = trunc i64 %57 to i32
  %59 = load i32*, i32** %6, align 8
  %60 = load i32, i32* %11, align 4
  %61 = load i32, i32* %13, align 4
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, i32* %59, i64 %63
  store i32 %58, i32* %64, align 4
  %65 = load i64, i64* %14, align 8
  %66 = lshr i64 %65, 32
  store i64 %66, i64* %12, align 8
  br label %67

67:                                               ; preds = %32
  %68 = load i32, i32* %13, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %13, align 4
  br label %28, !llvm.loop !15

70:                                               ; preds = %28
  %71 = load i64, i64* %12, align 8
  %72 = trunc i64 %71 to i32
  %73 = load i32*, i32** %6, align 8
  %74 = load i32, i32* %11, align 4
  %75 = load i32, i32* %10, align 4
  %76 = add nsw i32 %74, %75
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, i32* %73, i64 %77
  store i32 %72, i32* %78, align 4
  br label %79

79:                                               ; preds = %70
  %80 = load i32, i32* %11, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, i32* %11, align 4
  br label %23, !llvm.loop !16

82:                                               ; preds = %23
  %83 = load i32, i32* %8, align 4
  %84 = load i32, i32* %10, align 4
  %85 = add nsw i32 %83, %84
  store i32 %85, i32* %15, align 4
  br label %86

86:                                               ; preds = %99, %82
  %87 = load i32, i32* %15, align 4
  %88 = icmp sgt i32 %87, 1
  br i1 %88, label %89, label %97

89:                                               ; preds = %86
  %90 = load i32*, i32** %6, align 8
  %91 = load i32, i32* %15, align 4
  %92 = sub nsw i32 %91, 1
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i32, i32* %90, i64 %93
  %95 = load i32, i32* %94, align 4
  %96 = icmp eq i32 %95, 0
  br label %97

97:                                               ; preds = %89, %86
  %98 = phi i1 [ false, %86 ], [ %96, %89 ]
  br i1 %98, label %99, label %102

99:                                               ; preds = %97
  %100 = load i32, i32* %15, align 4
  %101 = add nsw i32 %100, -1
  store i32 %101, i32* %15, align 4
  br label %86, !llvm.loop !17

102:                                              ; preds = %97
  %103 = load i32, i32* %15, align 4
  ret i32 %103
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

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
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
