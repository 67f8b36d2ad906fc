; ModuleID = 'tests/differential/src/number_theory.c'
source_filename = "tests/differential/src/number_theory.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"2^1000 mod 1e9+7 = %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"3^(10^18) mod (2^61-1) = %lu\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"gcd(240,46)=%ld x=%ld y=%ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"inverses %ld %ld %ld\0A\00", align 1
@__const.main.cands = private unnamed_addr constant [10 x i64] [i64 1, i64 2, i64 97, i64 561, i64 7919, i64 1000000007, i64 4294967291, i64 4294967297, i64 999999999989, i64 -59], align 16
@.str.4 = private unnamed_addr constant [18 x i8] c"is_prime(%lu)=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"phi(%u)=%u \00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.m = private unnamed_addr constant [3 x i64] [i64 3, i64 5, i64 7], align 16
@__const.main.a = private unnamed_addr constant [3 x i64] [i64 2, i64 3, i64 2], align 16
@.str.7 = private unnamed_addr constant [9 x i8] c"crt %ld\0A\00", align 1
@is_prime.bases = internal constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca [10 x i64], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [3 x i64], align 16
  %9 = alloca [3 x i64], align 16
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %14 = call i64 @powmod(i64 noundef 2, i64 noundef 1000, i64 noundef 1000000007)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %14)
  %16 = call i64 @powmod(i64 noundef 3, i64 noundef 1000000000000000000, i64 noundef 2305843009213693951)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %16)
  %18 = call i64 @ext_gcd(i64 noundef 240, i64 noundef 46, ptr noundef %2, ptr noundef %3)
  store i64 %18, ptr %4, align 8
  %19 = load i64, ptr %4, align 8
  %20 = load i64, ptr %2, align 8
  %21 = load i64, ptr %3, align 8
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %19, i64 noundef %20, i64 noundef %21)
  %23 = call i64 @inverse(i64 noundef 3, i64 noundef 11)
  %24 = call i64 @inverse(i64 noundef 10, i64 noundef 17)
  %25 = call i64 @inverse(i64 noundef 6, i64 noundef 9)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %23, i64 noundef %24, i64 noundef %25)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.cands, i64 80, i1 false)
  store i32 0, ptr %6, align 4
  br label %27

27:                                               ; preds = %41, %0
  %28 = load i32, ptr %6, align 4
  %29 = icmp slt i32 %28, 10
  br i1 %29, label %30, label %44

30:                                               ; preds = %27
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [10 x i64], ptr %5, i64 0, i64 %32
  %34 = load i64, ptr %33, align 8
  %35 = load i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [10 x i64], ptr %5, i64 0, i64 %36
  %38 = load i64, ptr %37, align 8
  %39 = call i32 @is_prime(i64 noundef %38)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %34, i32 noundef %39)
  br label %41

41:                                               ; preds = %30
  %42 = load i32, ptr %6, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %6, align 4
  br label %27, !llvm.loop !6

44:                                               ; preds = %27
  store i32 1, ptr %7, align 4
  br label %45

45:                                               ; preds = %53, %44
  %46 = load i32, ptr %7, align 4
  %47 = icmp ult i32 %46, 40
  br i1 %47, label %48, label %56

48:                                               ; preds = %45
  %49 = load i32, ptr %7, align 4
  %50 = load i32, ptr %7, align 4
  %51 = call i32 @totient(i32 noundef %50)
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %49, i32 noundef %51)
  br label %53

53:                                               ; preds = %48
  %54 = load i32, ptr %7, align 4
  %55 = add i32 %54, 6
  store i32 %55, ptr %7, align 4
  br label %45, !llvm.loop !8

56:                                               ; preds = %45
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.m, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.main.a, i64 24, i1 false)
  store i64 105, ptr %10, align 8
  store i64 0, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %58

58:                                               ; preds = %92, %56
  %59 = load i32, ptr %12, align 4
  %60 = icmp slt i32 %59, 3
  br i1 %60, label %61, label %95

61:                                               ; preds = %58
  %62 = load i64, ptr %10, align 8
  %63 = load i32, ptr %12, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 %64
  %66 = load i64, ptr %65, align 8
  %67 = sdiv i64 %62, %66
  store i64 %67, ptr %13, align 8
  %68 = load i64, ptr %11, align 8
  %69 = load i32, ptr %12, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [3 x i64], ptr %9, i64 0, i64 %70
  %72 = load i64, ptr %71, align 8
  %73 = load i64, ptr %13, align 8
  %74 = mul nsw i64 %72, %73
  %75 = load i64, ptr %10, align 8
  %76 = srem i64 %74, %75
  %77 = load i64, ptr %13, align 8
  %78 = load i32, ptr %12, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 %79
  %81 = load i64, ptr %80, align 8
  %82 = srem i64 %77, %81
  %83 = load i32, ptr %12, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 %84
  %86 = load i64, ptr %85, align 8
  %87 = call i64 @inverse(i64 noundef %82, i64 noundef %86)
  %88 = mul nsw i64 %76, %87
  %89 = add nsw i64 %68, %88
  %90 = load i64, ptr %10, align 8
  %91 = srem i64 %89, %90
  store i64 %91, ptr %11, align 8
  br label %92

92:                                               ; preds = %61
  %93 = load i32, ptr %12, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %12, align 4
  br label %58, !llvm.loop !9

95:                                               ; preds = %58
  %96 = load i64, ptr %11, align 8
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %96)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %8 = load i64, ptr %6, align 8
  %9 = urem i64 1, %8
  store i64 %9, ptr %7, align 8
  %10 = load i64, ptr %6, align 8
  %11 = load i64, ptr %4, align 8
  %12 = urem i64 %11, %10
  store i64 %12, ptr %4, align 8
  br label %13

13:                                               ; preds = %25, %3
  %14 = load i64, ptr %5, align 8
  %15 = icmp ne i64 %14, 0
  br i1 %15, label %16, label %32

16:                                               ; preds = %13
  %17 = load i64, ptr %5, align 8
  %18 = and i64 %17, 1
  %19 = icmp ne i64 %18, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %16
  %21 = load i64, ptr %7, align 8
  %22 = load i64, ptr %4, align 8
  %23 = load i64, ptr %6, align 8
  %24 = call i64 @mulmod(i64 noundef %21, i64 noundef %22, i64 noundef %23)
  store i64 %24, ptr %7, align 8
  br label %25

25:                                               ; preds = %20, %16
  %26 = load i64, ptr %4, align 8
  %27 = load i64, ptr %4, align 8
  %28 = load i64, ptr %6, align 8
  %29 = call i64 @mulmod(i64 noundef %26, i64 noundef %27, i64 noundef %28)
  store i64 %29, ptr %4, align 8
  %30 = load i64, ptr %5, align 8
  %31 = lshr i64 %30, 1
  store i64 %31, ptr %5, align 8
  br label %13, !llvm.loop !10

32:                                               ; preds = %13
  %33 = load i64, ptr %7, align 8
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ext_gcd(i64 noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store i64 %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %13 = load i64, ptr %7, align 8
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %4
  %16 = load ptr, ptr %8, align 8
  store i64 1, ptr %16, align 8
  %17 = load ptr, ptr %9, align 8
  store i64 0, ptr %17, align 8
  %18 = load i64, ptr %6, align 8
  store i64 %18, ptr %5, align 8
  br label %36

19:                                               ; preds = %4
  %20 = load i64, ptr %7, align 8
  %21 = load i64, ptr %6, align 8
  %22 = load i64, ptr %7, align 8
  %23 = srem i64 %21, %22
  %24 = call i64 @ext_gcd(i64 noundef %20, i64 noundef %23, ptr noundef %10, ptr noundef %11)
  store i64 %24, ptr %12, align 8
  %25 = load i64, ptr %11, align 8
  %26 = load ptr, ptr %8, align 8
  store i64 %25, ptr %26, align 8
  %27 = load i64, ptr %10, align 8
  %28 = load i64, ptr %6, align 8
  %29 = load i64, ptr %7, align 8
  %30 = sdiv i64 %28, %29
  %31 = load i64, ptr %11, align 8
  %32 = mul nsw i64 %30, %31
  %33 = sub nsw i64 %27, %32
  %34 = load ptr, ptr %9, align 8
  store i64 %33, ptr %34, align 8
  %35 = load i64, ptr %12, align 8
  store i64 %35, ptr %5, align 8
  br label %36

36:                                               ; preds = %19, %15
  %37 = load i64, ptr %5, align 8
  ret i64 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @inverse(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = load i64, ptr %4, align 8
  %9 = call i64 @ext_gcd(i64 noundef %7, i64 noundef %8, ptr noundef %5, ptr noundef %6)
  %10 = icmp eq i64 %9, 1
  br i1 %10, label %11, label %19

11:                                               ; preds = %2
  %12 = load i64, ptr %5, align 8
  %13 = load i64, ptr %4, align 8
  %14 = srem i64 %12, %13
  %15 = load i64, ptr %4, align 8
  %16 = add nsw i64 %14, %15
  %17 = load i64, ptr %4, align 8
  %18 = srem i64 %16, %17
  br label %20

19:                                               ; preds = %2
  br label %20

20:                                               ; preds = %19, %11
  %21 = phi i64 [ %18, %11 ], [ -1, %19 ]
  ret i64 %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_prime(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  %11 = load i64, ptr %3, align 8
  %12 = icmp ult i64 %11, 2
  br i1 %12, label %13, label %14

13:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %99

14:                                               ; preds = %1
  store i32 0, ptr %4, align 4
  br label %15

15:                                               ; preds = %35, %14
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 12
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = load i64, ptr %3, align 8
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [12 x i64], ptr @is_prime.bases, i64 0, i64 %21
  %23 = load i64, ptr %22, align 8
  %24 = urem i64 %19, %23
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %26, label %34

26:                                               ; preds = %18
  %27 = load i64, ptr %3, align 8
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [12 x i64], ptr @is_prime.bases, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8
  %32 = icmp eq i64 %27, %31
  %33 = zext i1 %32 to i32
  store i32 %33, ptr %2, align 4
  br label %99

34:                                               ; preds = %18
  br label %35

35:                                               ; preds = %34
  %36 = load i32, ptr %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %4, align 4
  br label %15, !llvm.loop !11

38:                                               ; preds = %15
  %39 = load i64, ptr %3, align 8
  %40 = sub i64 %39, 1
  store i64 %40, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %41

41:                                               ; preds = %46, %38
  %42 = load i64, ptr %5, align 8
  %43 = and i64 %42, 1
  %44 = icmp ne i64 %43, 0
  %45 = xor i1 %44, true
  br i1 %45, label %46, label %51

46:                                               ; preds = %41
  %47 = load i64, ptr %5, align 8
  %48 = lshr i64 %47, 1
  store i64 %48, ptr %5, align 8
  %49 = load i32, ptr %6, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %6, align 4
  br label %41, !llvm.loop !12

51:                                               ; preds = %41
  store i32 0, ptr %7, align 4
  br label %52

52:                                               ; preds = %95, %51
  %53 = load i32, ptr %7, align 4
  %54 = icmp slt i32 %53, 12
  br i1 %54, label %55, label %98

55:                                               ; preds = %52
  %56 = load i32, ptr %7, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [12 x i64], ptr @is_prime.bases, i64 0, i64 %57
  %59 = load i64, ptr %58, align 8
  %60 = load i64, ptr %5, align 8
  %61 = load i64, ptr %3, align 8
  %62 = call i64 @powmod(i64 noundef %59, i64 noundef %60, i64 noundef %61)
  store i64 %62, ptr %8, align 8
  %63 = load i64, ptr %8, align 8
  %64 = icmp eq i64 %63, 1
  br i1 %64, label %70, label %65

65:                                               ; preds = %55
  %66 = load i64, ptr %8, align 8
  %67 = load i64, ptr %3, align 8
  %68 = sub i64 %67, 1
  %69 = icmp eq i64 %66, %68
  br i1 %69, label %70, label %71

70:                                               ; preds = %65, %55
  br label %95

71:                                               ; preds = %65
  store i32 1, ptr %9, align 4
  store i32 1, ptr %10, align 4
  br label %72

72:                                               ; preds = %87, %71
  %73 = load i32, ptr %10, align 4
  %74 = load i32, ptr %6, align 4
  %75 = icmp slt i32 %73, %74
  br i1 %75, label %76, label %90

76:                                               ; preds = %72
  %77 = load i64, ptr %8, align 8
  %78 = load i64, ptr %8, align 8
  %79 = load i64, ptr %3, align 8
  %80 = call i64 @mulmod(i64 noundef %77, i64 noundef %78, i64 noundef %79)
  store i64 %80, ptr %8, align 8
  %81 = load i64, ptr %8, align 8
  %82 = load i64, ptr %3, align 8
  %83 = sub i64 %82, 1
  %84 = icmp eq i64 %81, %83
  br i1 %84, label %85, label %86

85:                                               ; preds = %76
  store i32 0, ptr %9, align 4
  br label %90

86:                                               ; preds = %76
  br label %87

87:                                               ; preds = %86
  %88 = load i32, ptr %10, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %10, align 4
  br label %72, !llvm.loop !13

90:                                               ; preds = %85, %72
  %91 = load i32, ptr %9, align 4
  %92 = icmp ne i32 %91, 0
  br i1 %92, label %93, label %94

93:                                               ; preds = %90
  store i32 0, ptr %2, align 4
  br label %99

94:                                               ; preds = %90
  br label %95

95:                                               ; preds = %94, %70
  %96 = load i32, ptr %7, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %7, align 4
  br label %52, !llvm.loop !14

98:                                               ; preds = %52
  store i32 1, ptr %2, align 4
  br label %99

99:                                               ; preds = %98, %93, %26, %13
  %100 = load i32, ptr %2, align 4
  ret i32 %100
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @totient(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  store i32 %5, ptr %3, align 4
  store i32 2, ptr %4, align 4
  br label %6

6:                                                ; preds = %34, %1
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  %9 = mul i32 %7, %8
  %10 = load i32, ptr %2, align 4
  %11 = icmp ule i32 %9, %10
  br i1 %11, label %12, label %37

12:                                               ; preds = %6
  %13 = load i32, ptr %2, align 4
  %14 = load i32, ptr %4, align 4
  %15 = urem i32 %13, %14
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %33

17:                                               ; preds = %12
  br label %18

18:                                               ; preds = %23, %17
  %19 = load i32, ptr %2, align 4
  %20 = load i32, ptr %4, align 4
  %21 = urem i32 %19, %20
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %27

23:                                               ; preds = %18
  %24 = load i32, ptr %4, align 4
  %25 = load i32, ptr %2, align 4
  %26 = udiv i32 %25, %24
  store i32 %26, ptr %2, align 4
  br label %18, !llvm.loop !15

27:                                               ; preds = %18
  %28 = load i32, ptr %3, align 4
  %29 = load i32, ptr %4, align 4
  %30 = udiv i32 %28, %29
  %31 = load i32, ptr %3, align 4
  %32 = sub i32 %31, %30
  store i32 %32, ptr %3, align 4
  br label %33

33:                                               ; preds = %27, %12
  br label %34

34:                                               ; preds = %33
  %35 = load i32, ptr %4, align 4
  %36 = add i32 %35, 1
  store i32 %36, ptr %4, align 4
  br label %6, !llvm.loop !16

37:                                               ; preds = %6
  %38 = load i32, ptr %2, align 4
  %39 = icmp ugt i32 %38, 1
  br i1 %39, label %40, label %46

40:                                               ; preds = %37
  %41 = load i32, ptr %3, align 4
  %42 = load i32, ptr %2, align 4
  %43 = udiv i32 %41, %42
  %44 = load i32, ptr %3, align 4
  %45 = sub i32 %44, %43
  store i32 %45, ptr %3, align 4
  br label %46

46:                                               ; preds = %40, %37
  %47 = load i32, ptr %3, align 4
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mulmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = urem i64 %9, %8
  store i64 %10, ptr %4, align 8
  br label %11

11:                                               ; preds = %40, %3
  %12 = load i64, ptr %5, align 8
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %43

14:                                               ; preds = %11
  %15 = load i64, ptr %5, align 8
  %16 = and i64 %15, 1
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %30

18:                                               ; preds = %14
  %19 = load i64, ptr %4, align 8
  %20 = load i64, ptr %7, align 8
  %21 = add i64 %20, %19
  store i64 %21, ptr %7, align 8
  %22 = load i64, ptr %7, align 8
  %23 = load i64, ptr %6, align 8
  %24 = icmp uge i64 %22, %23
  br i1 %24, label %25, label %29

25:                                               ; preds = %18
  %26 = load i64, ptr %6, align 8
  %27 = load i64, ptr %7, align 8
  %28 = sub i64 %27, %26
  store i64 %28, ptr %7, align 8
  br label %29

29:                                               ; preds = %25, %18
  br label %30

30:                                               ; preds = %29, %14
  %31 = load i64, ptr %4, align 8
  %32 = shl i64 %31, 1
  store i64 %32, ptr %4, align 8
  %33 = load i64, ptr %4, align 8
  %34 = load i64, ptr %6, align 8
  %35 = icmp uge i64 %33, %34
  br i1 %35, label %36, label %40

36:                                               ; preds = %30
  %37 = load i64, ptr %6, align 8
  %38 = load i64, ptr %4, align 8
  %39 = sub i64 %38, %37
  store i64 %39, ptr %4, align 8
  br label %40

40:                                               ; preds = %36, %30
  %41 = load i64, ptr %5, align 8
  %42 = lshr i64 %41, 1
  store i64 %42, ptr %5, align 8
  br label %11, !llvm.loop !17

43:                                               ; preds = %11
  %44 = load i64, ptr %7, align 8
  ret i64 %44
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
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
