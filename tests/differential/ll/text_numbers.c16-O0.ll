; ModuleID = 'tests/differential/src/text_numbers.c'
source_filename = "tests/differential/src/text_numbers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"%ld: b2 %s \00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"b16 %s \00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"b36 %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"-0\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"2147483647\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"-2147483648\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"2147483648\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"12a\00", align 1
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"+77\00", align 1
@__const.main.ins = private unnamed_addr constant [8 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 16
@.str.11 = private unnamed_addr constant [24 x i8] c"parse(\22%s\22) ok=%d v=%d\0A\00", align 1
@__const.main.years = private unnamed_addr constant [10 x i32] [i32 1, i32 4, i32 9, i32 14, i32 40, i32 90, i32 400, i32 1987, i32 2024, i32 3999], align 16
@.str.12 = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.ns = private unnamed_addr constant [10 x i32] [i32 0, i32 13, i32 40, i32 99, i32 101, i32 342, i32 1000, i32 1005, i32 21415, i32 99999], align 16
@.str.14 = private unnamed_addr constant [8 x i8] c"%d: %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1
@roman.vals = internal constant [13 x i32] [i32 1000, i32 900, i32 500, i32 400, i32 100, i32 90, i32 50, i32 40, i32 10, i32 9, i32 5, i32 4, i32 1], align 16
@roman.syms = internal constant [13 x ptr] [ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28], align 16
@.str.16 = private unnamed_addr constant [2 x i8] c"M\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"CM\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.19 = private unnamed_addr constant [3 x i8] c"CD\00", align 1
@.str.20 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"XC\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c"L\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"XL\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"X\00", align 1
@.str.25 = private unnamed_addr constant [3 x i8] c"IX\00", align 1
@.str.26 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.27 = private unnamed_addr constant [3 x i8] c"IV\00", align 1
@.str.28 = private unnamed_addr constant [2 x i8] c"I\00", align 1
@ones = internal constant [20 x ptr] [ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42, ptr @.str.43, ptr @.str.44, ptr @.str.45, ptr @.str.46, ptr @.str.47, ptr @.str.48, ptr @.str.49, ptr @.str.50, ptr @.str.51, ptr @.str.52, ptr @.str.53], align 16
@tens = internal constant [10 x ptr] [ptr @.str.9, ptr @.str.9, ptr @.str.54, ptr @.str.55, ptr @.str.56, ptr @.str.57, ptr @.str.58, ptr @.str.59, ptr @.str.60, ptr @.str.61], align 16
@.str.29 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.30 = private unnamed_addr constant [9 x i8] c" hundred\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c" and \00", align 1
@.str.32 = private unnamed_addr constant [10 x i8] c" thousand\00", align 1
@.str.33 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.34 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.35 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.36 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.37 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.38 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.39 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.40 = private unnamed_addr constant [4 x i8] c"six\00", align 1
@.str.41 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.42 = private unnamed_addr constant [6 x i8] c"eight\00", align 1
@.str.43 = private unnamed_addr constant [5 x i8] c"nine\00", align 1
@.str.44 = private unnamed_addr constant [4 x i8] c"ten\00", align 1
@.str.45 = private unnamed_addr constant [7 x i8] c"eleven\00", align 1
@.str.46 = private unnamed_addr constant [7 x i8] c"twelve\00", align 1
@.str.47 = private unnamed_addr constant [9 x i8] c"thirteen\00", align 1
@.str.48 = private unnamed_addr constant [9 x i8] c"fourteen\00", align 1
@.str.49 = private unnamed_addr constant [8 x i8] c"fifteen\00", align 1
@.str.50 = private unnamed_addr constant [8 x i8] c"sixteen\00", align 1
@.str.51 = private unnamed_addr constant [10 x i8] c"seventeen\00", align 1
@.str.52 = private unnamed_addr constant [9 x i8] c"eighteen\00", align 1
@.str.53 = private unnamed_addr constant [9 x i8] c"nineteen\00", align 1
@.str.54 = private unnamed_addr constant [7 x i8] c"twenty\00", align 1
@.str.55 = private unnamed_addr constant [7 x i8] c"thirty\00", align 1
@.str.56 = private unnamed_addr constant [6 x i8] c"forty\00", align 1
@.str.57 = private unnamed_addr constant [6 x i8] c"fifty\00", align 1
@.str.58 = private unnamed_addr constant [6 x i8] c"sixty\00", align 1
@.str.59 = private unnamed_addr constant [8 x i8] c"seventy\00", align 1
@.str.60 = private unnamed_addr constant [7 x i8] c"eighty\00", align 1
@.str.61 = private unnamed_addr constant [7 x i8] c"ninety\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [80 x i8], align 16
  %3 = alloca [5 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca [8 x ptr], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [10 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca [10 x i32], align 16
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 40, i1 false)
  %13 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 1
  store i64 255, ptr %13, align 8
  %14 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 2
  store i64 -255, ptr %14, align 16
  %15 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 3
  store i64 1234567890123, ptr %15, align 8
  %16 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 4
  store i64 -9223372036854775808, ptr %16, align 16
  store i32 0, ptr %4, align 4
  br label %17

17:                                               ; preds = %46, %0
  %18 = load i32, ptr %4, align 4
  %19 = icmp slt i32 %18, 5
  br i1 %19, label %20, label %49

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [5 x i64], ptr %3, i64 0, i64 %22
  %24 = load i64, ptr %23, align 8
  %25 = load i32, ptr %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [5 x i64], ptr %3, i64 0, i64 %26
  %28 = load i64, ptr %27, align 8
  %29 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 0
  %30 = call ptr @itoa_base(i64 noundef %28, i32 noundef 2, ptr noundef %29)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %24, ptr noundef %30)
  %32 = load i32, ptr %4, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [5 x i64], ptr %3, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 0
  %37 = call ptr @itoa_base(i64 noundef %35, i32 noundef 16, ptr noundef %36)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %37)
  %39 = load i32, ptr %4, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [5 x i64], ptr %3, i64 0, i64 %40
  %42 = load i64, ptr %41, align 8
  %43 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 0
  %44 = call ptr @itoa_base(i64 noundef %42, i32 noundef 36, ptr noundef %43)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %44)
  br label %46

46:                                               ; preds = %20
  %47 = load i32, ptr %4, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %4, align 4
  br label %17, !llvm.loop !6

49:                                               ; preds = %17
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.ins, i64 64, i1 false)
  store i32 0, ptr %6, align 4
  br label %50

50:                                               ; preds = %66, %49
  %51 = load i32, ptr %6, align 4
  %52 = icmp slt i32 %51, 8
  br i1 %52, label %53, label %69

53:                                               ; preds = %50
  store i32 0, ptr %7, align 4
  %54 = load i32, ptr %6, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [8 x ptr], ptr %5, i64 0, i64 %55
  %57 = load ptr, ptr %56, align 8
  %58 = call i32 @parse_int(ptr noundef %57, ptr noundef %7)
  store i32 %58, ptr %8, align 4
  %59 = load i32, ptr %6, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [8 x ptr], ptr %5, i64 0, i64 %60
  %62 = load ptr, ptr %61, align 8
  %63 = load i32, ptr %8, align 4
  %64 = load i32, ptr %7, align 4
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %62, i32 noundef %63, i32 noundef %64)
  br label %66

66:                                               ; preds = %53
  %67 = load i32, ptr %6, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %6, align 4
  br label %50, !llvm.loop !8

69:                                               ; preds = %50
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.main.years, i64 40, i1 false)
  store i32 0, ptr %10, align 4
  br label %70

70:                                               ; preds = %85, %69
  %71 = load i32, ptr %10, align 4
  %72 = icmp slt i32 %71, 10
  br i1 %72, label %73, label %88

73:                                               ; preds = %70
  %74 = load i32, ptr %10, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [10 x i32], ptr %9, i64 0, i64 %75
  %77 = load i32, ptr %76, align 4
  %78 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 0
  call void @roman(i32 noundef %77, ptr noundef %78)
  %79 = load i32, ptr %10, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [10 x i32], ptr %9, i64 0, i64 %80
  %82 = load i32, ptr %81, align 4
  %83 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 0
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %82, ptr noundef %83)
  br label %85

85:                                               ; preds = %73
  %86 = load i32, ptr %10, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %10, align 4
  br label %70, !llvm.loop !9

88:                                               ; preds = %70
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.main.ns, i64 40, i1 false)
  store i32 0, ptr %12, align 4
  br label %90

90:                                               ; preds = %106, %88
  %91 = load i32, ptr %12, align 4
  %92 = icmp slt i32 %91, 10
  br i1 %92, label %93, label %109

93:                                               ; preds = %90
  %94 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 0
  store i8 0, ptr %94, align 16
  %95 = load i32, ptr %12, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [10 x i32], ptr %11, i64 0, i64 %96
  %98 = load i32, ptr %97, align 4
  %99 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 0
  call void @words(i32 noundef %98, ptr noundef %99)
  %100 = load i32, ptr %12, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [10 x i32], ptr %11, i64 0, i64 %101
  %103 = load i32, ptr %102, align 4
  %104 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 0
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %103, ptr noundef %104)
  br label %106

106:                                              ; preds = %93
  %107 = load i32, ptr %12, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %12, align 4
  br label %90, !llvm.loop !10

109:                                              ; preds = %90
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @itoa_base(i64 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [72 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %8, align 4
  %11 = load i64, ptr %4, align 8
  %12 = icmp slt i64 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %3
  %14 = load i64, ptr %4, align 8
  %15 = sub i64 0, %14
  br label %18

16:                                               ; preds = %3
  %17 = load i64, ptr %4, align 8
  br label %18

18:                                               ; preds = %16, %13
  %19 = phi i64 [ %15, %13 ], [ %17, %16 ]
  store i64 %19, ptr %9, align 8
  br label %20

20:                                               ; preds = %35, %18
  %21 = load i64, ptr %9, align 8
  %22 = load i32, ptr %5, align 4
  %23 = zext i32 %22 to i64
  %24 = urem i64 %21, %23
  %25 = getelementptr inbounds [37 x i8], ptr @.str.15, i64 0, i64 %24
  %26 = load i8, ptr %25, align 1
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %8, align 4
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds [72 x i8], ptr %7, i64 0, i64 %29
  store i8 %26, ptr %30, align 1
  %31 = load i32, ptr %5, align 4
  %32 = zext i32 %31 to i64
  %33 = load i64, ptr %9, align 8
  %34 = udiv i64 %33, %32
  store i64 %34, ptr %9, align 8
  br label %35

35:                                               ; preds = %20
  %36 = load i64, ptr %9, align 8
  %37 = icmp ne i64 %36, 0
  br i1 %37, label %20, label %38, !llvm.loop !11

38:                                               ; preds = %35
  %39 = load ptr, ptr %6, align 8
  store ptr %39, ptr %10, align 8
  %40 = load i64, ptr %4, align 8
  %41 = icmp slt i64 %40, 0
  br i1 %41, label %42, label %45

42:                                               ; preds = %38
  %43 = load ptr, ptr %10, align 8
  %44 = getelementptr inbounds i8, ptr %43, i32 1
  store ptr %44, ptr %10, align 8
  store i8 45, ptr %43, align 1
  br label %45

45:                                               ; preds = %42, %38
  br label %46

46:                                               ; preds = %49, %45
  %47 = load i32, ptr %8, align 4
  %48 = icmp ne i32 %47, 0
  br i1 %48, label %49, label %57

49:                                               ; preds = %46
  %50 = load i32, ptr %8, align 4
  %51 = add nsw i32 %50, -1
  store i32 %51, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [72 x i8], ptr %7, i64 0, i64 %52
  %54 = load i8, ptr %53, align 1
  %55 = load ptr, ptr %10, align 8
  %56 = getelementptr inbounds i8, ptr %55, i32 1
  store ptr %56, ptr %10, align 8
  store i8 %54, ptr %55, align 1
  br label %46, !llvm.loop !12

57:                                               ; preds = %46
  %58 = load ptr, ptr %10, align 8
  store i8 0, ptr %58, align 1
  %59 = load ptr, ptr %6, align 8
  ret ptr %59
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_int(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %6, align 4
  store i64 0, ptr %7, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i8, ptr %8, align 1
  %10 = sext i8 %9 to i32
  %11 = icmp eq i32 %10, 45
  br i1 %11, label %17, label %12

12:                                               ; preds = %2
  %13 = load ptr, ptr %4, align 8
  %14 = load i8, ptr %13, align 1
  %15 = sext i8 %14 to i32
  %16 = icmp eq i32 %15, 43
  br i1 %16, label %17, label %24

17:                                               ; preds = %12, %2
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds i8, ptr %18, i32 1
  store ptr %19, ptr %4, align 8
  %20 = load i8, ptr %18, align 1
  %21 = sext i8 %20 to i32
  %22 = icmp eq i32 %21, 45
  %23 = zext i1 %22 to i32
  store i32 %23, ptr %6, align 4
  br label %24

24:                                               ; preds = %17, %12
  %25 = load ptr, ptr %4, align 8
  %26 = load i8, ptr %25, align 1
  %27 = icmp ne i8 %26, 0
  br i1 %27, label %29, label %28

28:                                               ; preds = %24
  store i32 0, ptr %3, align 4
  br label %76

29:                                               ; preds = %24
  br label %30

30:                                               ; preds = %61, %29
  %31 = load ptr, ptr %4, align 8
  %32 = load i8, ptr %31, align 1
  %33 = icmp ne i8 %32, 0
  br i1 %33, label %34, label %64

34:                                               ; preds = %30
  %35 = load ptr, ptr %4, align 8
  %36 = load i8, ptr %35, align 1
  %37 = sext i8 %36 to i32
  %38 = icmp slt i32 %37, 48
  br i1 %38, label %44, label %39

39:                                               ; preds = %34
  %40 = load ptr, ptr %4, align 8
  %41 = load i8, ptr %40, align 1
  %42 = sext i8 %41 to i32
  %43 = icmp sgt i32 %42, 57
  br i1 %43, label %44, label %45

44:                                               ; preds = %39, %34
  store i32 0, ptr %3, align 4
  br label %76

45:                                               ; preds = %39
  %46 = load i64, ptr %7, align 8
  %47 = mul nsw i64 %46, 10
  %48 = load ptr, ptr %4, align 8
  %49 = load i8, ptr %48, align 1
  %50 = sext i8 %49 to i32
  %51 = sub nsw i32 %50, 48
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %47, %52
  store i64 %53, ptr %7, align 8
  %54 = load i64, ptr %7, align 8
  %55 = load i32, ptr %6, align 4
  %56 = sext i32 %55 to i64
  %57 = add nsw i64 2147483647, %56
  %58 = icmp sgt i64 %54, %57
  br i1 %58, label %59, label %60

59:                                               ; preds = %45
  store i32 0, ptr %3, align 4
  br label %76

60:                                               ; preds = %45
  br label %61

61:                                               ; preds = %60
  %62 = load ptr, ptr %4, align 8
  %63 = getelementptr inbounds i8, ptr %62, i32 1
  store ptr %63, ptr %4, align 8
  br label %30, !llvm.loop !13

64:                                               ; preds = %30
  %65 = load i32, ptr %6, align 4
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %70

67:                                               ; preds = %64
  %68 = load i64, ptr %7, align 8
  %69 = sub nsw i64 0, %68
  br label %72

70:                                               ; preds = %64
  %71 = load i64, ptr %7, align 8
  br label %72

72:                                               ; preds = %70, %67
  %73 = phi i64 [ %69, %67 ], [ %71, %70 ]
  %74 = trunc i64 %73 to i32
  %75 = load ptr, ptr %5, align 8
  store i32 %74, ptr %75, align 4
  store i32 1, ptr %3, align 4
  br label %76

76:                                               ; preds = %72, %59, %44, %28
  %77 = load i32, ptr %3, align 4
  ret i32 %77
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @roman(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 0
  store i8 0, ptr %7, align 1
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %33, %2
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 13
  br i1 %10, label %11, label %36

11:                                               ; preds = %8
  br label %12

12:                                               ; preds = %19, %11
  %13 = load i32, ptr %3, align 4
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [13 x i32], ptr @roman.vals, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = icmp sge i32 %13, %17
  br i1 %18, label %19, label %32

19:                                               ; preds = %12
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [13 x ptr], ptr @roman.syms, i64 0, i64 %22
  %24 = load ptr, ptr %23, align 8
  %25 = call ptr @strcat(ptr noundef %20, ptr noundef %24) #5
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [13 x i32], ptr @roman.vals, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = load i32, ptr %3, align 4
  %31 = sub nsw i32 %30, %29
  store i32 %31, ptr %3, align 4
  br label %12, !llvm.loop !14

32:                                               ; preds = %12
  br label %33

33:                                               ; preds = %32
  %34 = load i32, ptr %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %5, align 4
  br label %8, !llvm.loop !15

36:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @words(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 20
  br i1 %6, label %7, label %14

7:                                                ; preds = %2
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [20 x ptr], ptr @ones, i64 0, i64 %10
  %12 = load ptr, ptr %11, align 8
  %13 = call ptr @strcat(ptr noundef %8, ptr noundef %12) #5
  br label %78

14:                                               ; preds = %2
  %15 = load i32, ptr %3, align 4
  %16 = icmp slt i32 %15, 100
  br i1 %16, label %17, label %39

17:                                               ; preds = %14
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %3, align 4
  %20 = sdiv i32 %19, 10
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [10 x ptr], ptr @tens, i64 0, i64 %21
  %23 = load ptr, ptr %22, align 8
  %24 = call ptr @strcat(ptr noundef %18, ptr noundef %23) #5
  %25 = load i32, ptr %3, align 4
  %26 = srem i32 %25, 10
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %38

28:                                               ; preds = %17
  %29 = load ptr, ptr %4, align 8
  %30 = call ptr @strcat(ptr noundef %29, ptr noundef @.str.29) #5
  %31 = load ptr, ptr %4, align 8
  %32 = load i32, ptr %3, align 4
  %33 = srem i32 %32, 10
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [20 x ptr], ptr @ones, i64 0, i64 %34
  %36 = load ptr, ptr %35, align 8
  %37 = call ptr @strcat(ptr noundef %31, ptr noundef %36) #5
  br label %38

38:                                               ; preds = %28, %17
  br label %78

39:                                               ; preds = %14
  %40 = load i32, ptr %3, align 4
  %41 = icmp slt i32 %40, 1000
  br i1 %41, label %42, label %58

42:                                               ; preds = %39
  %43 = load i32, ptr %3, align 4
  %44 = sdiv i32 %43, 100
  %45 = load ptr, ptr %4, align 8
  call void @words(i32 noundef %44, ptr noundef %45)
  %46 = load ptr, ptr %4, align 8
  %47 = call ptr @strcat(ptr noundef %46, ptr noundef @.str.30) #5
  %48 = load i32, ptr %3, align 4
  %49 = srem i32 %48, 100
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %57

51:                                               ; preds = %42
  %52 = load ptr, ptr %4, align 8
  %53 = call ptr @strcat(ptr noundef %52, ptr noundef @.str.31) #5
  %54 = load i32, ptr %3, align 4
  %55 = srem i32 %54, 100
  %56 = load ptr, ptr %4, align 8
  call void @words(i32 noundef %55, ptr noundef %56)
  br label %57

57:                                               ; preds = %51, %42
  br label %78

58:                                               ; preds = %39
  %59 = load i32, ptr %3, align 4
  %60 = sdiv i32 %59, 1000
  %61 = load ptr, ptr %4, align 8
  call void @words(i32 noundef %60, ptr noundef %61)
  %62 = load ptr, ptr %4, align 8
  %63 = call ptr @strcat(ptr noundef %62, ptr noundef @.str.32) #5
  %64 = load i32, ptr %3, align 4
  %65 = srem i32 %64, 1000
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %78

67:                                               ; preds = %58
  %68 = load ptr, ptr %4, align 8
  %69 = load i32, ptr %3, align 4
  %70 = srem i32 %69, 1000
  %71 = icmp slt i32 %70, 100
  %72 = zext i1 %71 to i64
  %73 = select i1 %71, ptr @.str.31, ptr @.str.33
  %74 = call ptr @strcat(ptr noundef %68, ptr noundef %73) #5
  %75 = load i32, ptr %3, align 4
  %76 = srem i32 %75, 1000
  %77 = load ptr, ptr %4, align 8
  call void @words(i32 noundef %76, ptr noundef %77)
  br label %78

78:                                               ; preds = %7, %38, %57, %67, %58
  ret void
}

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
