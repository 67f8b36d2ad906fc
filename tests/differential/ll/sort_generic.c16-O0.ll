; ModuleID = 'tests/differential/src/sort_generic.c'
source_filename = "tests/differential/src/sort_generic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Rec = type { [6 x i8], i16 }

@__const.main.cs = private unnamed_addr constant [8 x i8] c"\05\FD\7F\80\00\09\F7,", align 1
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"%lx .. %lx lb %ld %ld %ld\0A\00", align 1
@__const.main.fs = private unnamed_addr constant [6 x float] [float 3.500000e+00, float -1.250000e+00, float 0.000000e+00, float 1.000000e+10, float 0xBEE4F8B580000000, float 2.000000e+00], align 16
@.str.3 = private unnamed_addr constant [4 x i8] c"%g \00", align 1
@__const.main.rs = private unnamed_addr constant [5 x %struct.Rec] [%struct.Rec { [6 x i8] c"zed\00\00\00", i16 30 }, %struct.Rec { [6 x i8] c"amy\00\00\00", i16 25 }, %struct.Rec { [6 x i8] c"bob\00\00\00", i16 30 }, %struct.Rec { [6 x i8] c"cat\00\00\00", i16 20 }, %struct.Rec { [6 x i8] c"abe\00\00\00", i16 25 }], align 16
@.str.4 = private unnamed_addr constant [7 x i8] c"%s/%d \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x i8], align 1
  %3 = alloca i32, align 4
  %4 = alloca [12 x i16], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [20 x i64], align 16
  %8 = alloca i32, align 4
  %9 = alloca [6 x float], align 16
  %10 = alloca i32, align 4
  %11 = alloca [5 x %struct.Rec], align 16
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.cs, i64 8, i1 false)
  %13 = getelementptr inbounds [8 x i8], ptr %2, i64 0, i64 0
  call void @shell_sort(ptr noundef %13, i64 noundef 8, i64 noundef 1, ptr noundef @c_char)
  store i32 0, ptr %3, align 4
  br label %14

14:                                               ; preds = %24, %0
  %15 = load i32, ptr %3, align 4
  %16 = icmp slt i32 %15, 8
  br i1 %16, label %17, label %27

17:                                               ; preds = %14
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [8 x i8], ptr %2, i64 0, i64 %19
  %21 = load i8, ptr %20, align 1
  %22 = sext i8 %21 to i32
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22)
  br label %24

24:                                               ; preds = %17
  %25 = load i32, ptr %3, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %3, align 4
  br label %14, !llvm.loop !6

27:                                               ; preds = %14
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 0, ptr %5, align 4
  br label %29

29:                                               ; preds = %41, %27
  %30 = load i32, ptr %5, align 4
  %31 = icmp slt i32 %30, 12
  br i1 %31, label %32, label %44

32:                                               ; preds = %29
  %33 = load i32, ptr %5, align 4
  %34 = mul nsw i32 %33, 7919
  %35 = srem i32 %34, 2001
  %36 = sub nsw i32 %35, 1000
  %37 = trunc i32 %36 to i16
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [12 x i16], ptr %4, i64 0, i64 %39
  store i16 %37, ptr %40, align 2
  br label %41

41:                                               ; preds = %32
  %42 = load i32, ptr %5, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %5, align 4
  br label %29, !llvm.loop !8

44:                                               ; preds = %29
  %45 = getelementptr inbounds [12 x i16], ptr %4, i64 0, i64 0
  call void @bubble(ptr noundef %45, i64 noundef 12, i64 noundef 2, ptr noundef @c_short)
  store i32 0, ptr %6, align 4
  br label %46

46:                                               ; preds = %56, %44
  %47 = load i32, ptr %6, align 4
  %48 = icmp slt i32 %47, 12
  br i1 %48, label %49, label %59

49:                                               ; preds = %46
  %50 = load i32, ptr %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [12 x i16], ptr %4, i64 0, i64 %51
  %53 = load i16, ptr %52, align 2
  %54 = sext i16 %53 to i32
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %54)
  br label %56

56:                                               ; preds = %49
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %6, align 4
  br label %46, !llvm.loop !9

59:                                               ; preds = %46
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 0, ptr %8, align 4
  br label %61

61:                                               ; preds = %71, %59
  %62 = load i32, ptr %8, align 4
  %63 = icmp slt i32 %62, 20
  br i1 %63, label %64, label %74

64:                                               ; preds = %61
  %65 = load i32, ptr %8, align 4
  %66 = sext i32 %65 to i64
  %67 = mul i64 %66, -7046029254386353131
  %68 = load i32, ptr %8, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [20 x i64], ptr %7, i64 0, i64 %69
  store i64 %67, ptr %70, align 8
  br label %71

71:                                               ; preds = %64
  %72 = load i32, ptr %8, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %8, align 4
  br label %61, !llvm.loop !10

74:                                               ; preds = %61
  %75 = getelementptr inbounds [20 x i64], ptr %7, i64 0, i64 0
  call void @shell_sort(ptr noundef %75, i64 noundef 20, i64 noundef 8, ptr noundef @c_ulong)
  %76 = getelementptr inbounds [20 x i64], ptr %7, i64 0, i64 0
  %77 = load i64, ptr %76, align 16
  %78 = getelementptr inbounds [20 x i64], ptr %7, i64 0, i64 19
  %79 = load i64, ptr %78, align 8
  %80 = getelementptr inbounds [20 x i64], ptr %7, i64 0, i64 0
  %81 = getelementptr inbounds [20 x i64], ptr %7, i64 0, i64 7
  %82 = load i64, ptr %81, align 8
  %83 = call i64 @lower_bound(ptr noundef %80, i64 noundef 20, i64 noundef %82)
  %84 = getelementptr inbounds [20 x i64], ptr %7, i64 0, i64 0
  %85 = getelementptr inbounds [20 x i64], ptr %7, i64 0, i64 7
  %86 = load i64, ptr %85, align 8
  %87 = add i64 %86, 1
  %88 = call i64 @lower_bound(ptr noundef %84, i64 noundef 20, i64 noundef %87)
  %89 = getelementptr inbounds [20 x i64], ptr %7, i64 0, i64 0
  %90 = call i64 @lower_bound(ptr noundef %89, i64 noundef 20, i64 noundef -1)
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %77, i64 noundef %79, i64 noundef %83, i64 noundef %88, i64 noundef %90)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.main.fs, i64 24, i1 false)
  %92 = getelementptr inbounds [6 x float], ptr %9, i64 0, i64 0
  call void @bubble(ptr noundef %92, i64 noundef 6, i64 noundef 4, ptr noundef @c_float)
  store i32 0, ptr %10, align 4
  br label %93

93:                                               ; preds = %103, %74
  %94 = load i32, ptr %10, align 4
  %95 = icmp slt i32 %94, 6
  br i1 %95, label %96, label %106

96:                                               ; preds = %93
  %97 = load i32, ptr %10, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [6 x float], ptr %9, i64 0, i64 %98
  %100 = load float, ptr %99, align 4
  %101 = fpext float %100 to double
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %101)
  br label %103

103:                                              ; preds = %96
  %104 = load i32, ptr %10, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %10, align 4
  br label %93, !llvm.loop !11

106:                                              ; preds = %93
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.main.rs, i64 40, i1 false)
  %108 = getelementptr inbounds [5 x %struct.Rec], ptr %11, i64 0, i64 0
  call void @shell_sort(ptr noundef %108, i64 noundef 5, i64 noundef 8, ptr noundef @c_rec)
  store i32 0, ptr %12, align 4
  br label %109

109:                                              ; preds = %125, %106
  %110 = load i32, ptr %12, align 4
  %111 = icmp slt i32 %110, 5
  br i1 %111, label %112, label %128

112:                                              ; preds = %109
  %113 = load i32, ptr %12, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [5 x %struct.Rec], ptr %11, i64 0, i64 %114
  %116 = getelementptr inbounds %struct.Rec, ptr %115, i32 0, i32 0
  %117 = getelementptr inbounds [6 x i8], ptr %116, i64 0, i64 0
  %118 = load i32, ptr %12, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [5 x %struct.Rec], ptr %11, i64 0, i64 %119
  %121 = getelementptr inbounds %struct.Rec, ptr %120, i32 0, i32 1
  %122 = load i16, ptr %121, align 2
  %123 = sext i16 %122 to i32
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %117, i32 noundef %123)
  br label %125

125:                                              ; preds = %112
  %126 = load i32, ptr %12, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %12, align 4
  br label %109, !llvm.loop !12

128:                                              ; preds = %109
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shell_sort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %13 = load ptr, ptr %5, align 8
  store ptr %13, ptr %9, align 8
  %14 = load i64, ptr %6, align 8
  %15 = udiv i64 %14, 2
  store i64 %15, ptr %10, align 8
  br label %16

16:                                               ; preds = %72, %4
  %17 = load i64, ptr %10, align 8
  %18 = icmp ne i64 %17, 0
  br i1 %18, label %19, label %75

19:                                               ; preds = %16
  %20 = load i64, ptr %10, align 8
  store i64 %20, ptr %11, align 8
  br label %21

21:                                               ; preds = %68, %19
  %22 = load i64, ptr %11, align 8
  %23 = load i64, ptr %6, align 8
  %24 = icmp ult i64 %22, %23
  br i1 %24, label %25, label %71

25:                                               ; preds = %21
  %26 = load i64, ptr %11, align 8
  store i64 %26, ptr %12, align 8
  br label %27

27:                                               ; preds = %63, %25
  %28 = load i64, ptr %12, align 8
  %29 = load i64, ptr %10, align 8
  %30 = icmp uge i64 %28, %29
  br i1 %30, label %31, label %47

31:                                               ; preds = %27
  %32 = load ptr, ptr %8, align 8
  %33 = load ptr, ptr %9, align 8
  %34 = load i64, ptr %12, align 8
  %35 = load i64, ptr %10, align 8
  %36 = sub i64 %34, %35
  %37 = load i64, ptr %7, align 8
  %38 = mul i64 %36, %37
  %39 = getelementptr inbounds i8, ptr %33, i64 %38
  %40 = load ptr, ptr %9, align 8
  %41 = load i64, ptr %12, align 8
  %42 = load i64, ptr %7, align 8
  %43 = mul i64 %41, %42
  %44 = getelementptr inbounds i8, ptr %40, i64 %43
  %45 = call i32 %32(ptr noundef %39, ptr noundef %44)
  %46 = icmp sgt i32 %45, 0
  br label %47

47:                                               ; preds = %31, %27
  %48 = phi i1 [ false, %27 ], [ %46, %31 ]
  br i1 %48, label %49, label %67

49:                                               ; preds = %47
  %50 = load ptr, ptr %9, align 8
  %51 = load i64, ptr %12, align 8
  %52 = load i64, ptr %10, align 8
  %53 = sub i64 %51, %52
  %54 = load i64, ptr %7, align 8
  %55 = mul i64 %53, %54
  %56 = getelementptr inbounds i8, ptr %50, i64 %55
  %57 = load ptr, ptr %9, align 8
  %58 = load i64, ptr %12, align 8
  %59 = load i64, ptr %7, align 8
  %60 = mul i64 %58, %59
  %61 = getelementptr inbounds i8, ptr %57, i64 %60
  %62 = load i64, ptr %7, align 8
  call void @swap_bytes(ptr noundef %56, ptr noundef %61, i64 noundef %62)
  br label %63

63:                                               ; preds = %49
  %64 = load i64, ptr %10, align 8
  %65 = load i64, ptr %12, align 8
  %66 = sub i64 %65, %64
  store i64 %66, ptr %12, align 8
  br label %27, !llvm.loop !13

67:                                               ; preds = %47
  br label %68

68:                                               ; preds = %67
  %69 = load i64, ptr %11, align 8
  %70 = add i64 %69, 1
  store i64 %70, ptr %11, align 8
  br label %21, !llvm.loop !14

71:                                               ; preds = %21
  br label %72

72:                                               ; preds = %71
  %73 = load i64, ptr %10, align 8
  %74 = udiv i64 %73, 2
  store i64 %74, ptr %10, align 8
  br label %16, !llvm.loop !15

75:                                               ; preds = %16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @c_char(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i8, ptr %5, align 1
  %7 = sext i8 %6 to i32
  %8 = load ptr, ptr %4, align 8
  %9 = load i8, ptr %8, align 1
  %10 = sext i8 %9 to i32
  %11 = sub nsw i32 %7, %10
  ret i32 %11
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bubble(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %13 = load ptr, ptr %5, align 8
  store ptr %13, ptr %9, align 8
  store i64 0, ptr %10, align 8
  br label %14

14:                                               ; preds = %64, %4
  %15 = load i64, ptr %10, align 8
  %16 = add i64 %15, 1
  %17 = load i64, ptr %6, align 8
  %18 = icmp ult i64 %16, %17
  br i1 %18, label %19, label %67

19:                                               ; preds = %14
  store i32 0, ptr %11, align 4
  store i64 0, ptr %12, align 8
  br label %20

20:                                               ; preds = %56, %19
  %21 = load i64, ptr %12, align 8
  %22 = add i64 %21, 1
  %23 = load i64, ptr %6, align 8
  %24 = load i64, ptr %10, align 8
  %25 = sub i64 %23, %24
  %26 = icmp ult i64 %22, %25
  br i1 %26, label %27, label %59

27:                                               ; preds = %20
  %28 = load ptr, ptr %8, align 8
  %29 = load ptr, ptr %9, align 8
  %30 = load i64, ptr %12, align 8
  %31 = load i64, ptr %7, align 8
  %32 = mul i64 %30, %31
  %33 = getelementptr inbounds i8, ptr %29, i64 %32
  %34 = load ptr, ptr %9, align 8
  %35 = load i64, ptr %12, align 8
  %36 = add i64 %35, 1
  %37 = load i64, ptr %7, align 8
  %38 = mul i64 %36, %37
  %39 = getelementptr inbounds i8, ptr %34, i64 %38
  %40 = call i32 %28(ptr noundef %33, ptr noundef %39)
  %41 = icmp sgt i32 %40, 0
  br i1 %41, label %42, label %55

42:                                               ; preds = %27
  %43 = load ptr, ptr %9, align 8
  %44 = load i64, ptr %12, align 8
  %45 = load i64, ptr %7, align 8
  %46 = mul i64 %44, %45
  %47 = getelementptr inbounds i8, ptr %43, i64 %46
  %48 = load ptr, ptr %9, align 8
  %49 = load i64, ptr %12, align 8
  %50 = add i64 %49, 1
  %51 = load i64, ptr %7, align 8
  %52 = mul i64 %50, %51
  %53 = getelementptr inbounds i8, ptr %48, i64 %52
  %54 = load i64, ptr %7, align 8
  call void @swap_bytes(ptr noundef %47, ptr noundef %53, i64 noundef %54)
  store i32 1, ptr %11, align 4
  br label %55

55:                                               ; preds = %42, %27
  br label %56

56:                                               ; preds = %55
  %57 = load i64, ptr %12, align 8
  %58 = add i64 %57, 1
  store i64 %58, ptr %12, align 8
  br label %20, !llvm.loop !16

59:                                               ; preds = %20
  %60 = load i32, ptr %11, align 4
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %63, label %62

62:                                               ; preds = %59
  br label %67

63:                                               ; preds = %59
  br label %64

64:                                               ; preds = %63
  %65 = load i64, ptr %10, align 8
  %66 = add i64 %65, 1
  store i64 %66, ptr %10, align 8
  br label %14, !llvm.loop !17

67:                                               ; preds = %62, %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @c_short(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i16, ptr %5, align 2
  %7 = sext i16 %6 to i32
  %8 = load ptr, ptr %4, align 8
  %9 = load i16, ptr %8, align 2
  %10 = sext i16 %9 to i32
  %11 = sub nsw i32 %7, %10
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @c_ulong(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i64, ptr %7, align 8
  store i64 %8, ptr %5, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %9, align 8
  store i64 %10, ptr %6, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load i64, ptr %6, align 8
  %13 = icmp ugt i64 %11, %12
  %14 = zext i1 %13 to i32
  %15 = load i64, ptr %5, align 8
  %16 = load i64, ptr %6, align 8
  %17 = icmp ult i64 %15, %16
  %18 = zext i1 %17 to i32
  %19 = sub nsw i32 %14, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lower_bound(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  %10 = load i64, ptr %5, align 8
  store i64 %10, ptr %8, align 8
  br label %11

11:                                               ; preds = %33, %3
  %12 = load i64, ptr %7, align 8
  %13 = load i64, ptr %8, align 8
  %14 = icmp slt i64 %12, %13
  br i1 %14, label %15, label %34

15:                                               ; preds = %11
  %16 = load i64, ptr %7, align 8
  %17 = load i64, ptr %8, align 8
  %18 = load i64, ptr %7, align 8
  %19 = sub nsw i64 %17, %18
  %20 = sdiv i64 %19, 2
  %21 = add nsw i64 %16, %20
  store i64 %21, ptr %9, align 8
  %22 = load ptr, ptr %4, align 8
  %23 = load i64, ptr %9, align 8
  %24 = getelementptr inbounds i64, ptr %22, i64 %23
  %25 = load i64, ptr %24, align 8
  %26 = load i64, ptr %6, align 8
  %27 = icmp ult i64 %25, %26
  br i1 %27, label %28, label %31

28:                                               ; preds = %15
  %29 = load i64, ptr %9, align 8
  %30 = add nsw i64 %29, 1
  store i64 %30, ptr %7, align 8
  br label %33

31:                                               ; preds = %15
  %32 = load i64, ptr %9, align 8
  store i64 %32, ptr %8, align 8
  br label %33

33:                                               ; preds = %31, %28
  br label %11, !llvm.loop !18

34:                                               ; preds = %11
  %35 = load i64, ptr %7, align 8
  ret i64 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @c_float(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load float, ptr %7, align 4
  store float %8, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load float, ptr %9, align 4
  store float %10, ptr %6, align 4
  %11 = load float, ptr %5, align 4
  %12 = load float, ptr %6, align 4
  %13 = fcmp ogt float %11, %12
  %14 = zext i1 %13 to i32
  %15 = load float, ptr %5, align 4
  %16 = load float, ptr %6, align 4
  %17 = fcmp olt float %15, %16
  %18 = zext i1 %17 to i32
  %19 = sub nsw i32 %14, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @c_rec(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.Rec, ptr %9, i32 0, i32 1
  %11 = load i16, ptr %10, align 2
  %12 = sext i16 %11 to i32
  %13 = load ptr, ptr %6, align 8
  %14 = getelementptr inbounds %struct.Rec, ptr %13, i32 0, i32 1
  %15 = load i16, ptr %14, align 2
  %16 = sext i16 %15 to i32
  %17 = icmp ne i32 %12, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %2
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.Rec, ptr %19, i32 0, i32 1
  %21 = load i16, ptr %20, align 2
  %22 = sext i16 %21 to i32
  %23 = load ptr, ptr %6, align 8
  %24 = getelementptr inbounds %struct.Rec, ptr %23, i32 0, i32 1
  %25 = load i16, ptr %24, align 2
  %26 = sext i16 %25 to i32
  %27 = sub nsw i32 %22, %26
  br label %36

28:                                               ; preds = %2
  %29 = load ptr, ptr %5, align 8
  %30 = getelementptr inbounds %struct.Rec, ptr %29, i32 0, i32 0
  %31 = getelementptr inbounds [6 x i8], ptr %30, i64 0, i64 0
  %32 = load ptr, ptr %6, align 8
  %33 = getelementptr inbounds %struct.Rec, ptr %32, i32 0, i32 0
  %34 = getelementptr inbounds [6 x i8], ptr %33, i64 0, i64 0
  %35 = call i32 @strcmp(ptr noundef %31, ptr noundef %34) #4
  br label %36

36:                                               ; preds = %28, %18
  %37 = phi i32 [ %27, %18 ], [ %35, %28 ]
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @swap_bytes(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %10 = load ptr, ptr %4, align 8
  store ptr %10, ptr %7, align 8
  %11 = load ptr, ptr %5, align 8
  store ptr %11, ptr %8, align 8
  br label %12

12:                                               ; preds = %16, %3
  %13 = load i64, ptr %6, align 8
  %14 = add i64 %13, -1
  store i64 %14, ptr %6, align 8
  %15 = icmp ne i64 %13, 0
  br i1 %15, label %16, label %26

16:                                               ; preds = %12
  %17 = load ptr, ptr %7, align 8
  %18 = load i8, ptr %17, align 1
  store i8 %18, ptr %9, align 1
  %19 = load ptr, ptr %8, align 8
  %20 = load i8, ptr %19, align 1
  %21 = load ptr, ptr %7, align 8
  %22 = getelementptr inbounds i8, ptr %21, i32 1
  store ptr %22, ptr %7, align 8
  store i8 %20, ptr %21, align 1
  %23 = load i8, ptr %9, align 1
  %24 = load ptr, ptr %8, align 8
  %25 = getelementptr inbounds i8, ptr %24, i32 1
  store ptr %25, ptr %8, align 8
  store i8 %23, ptr %24, align 1
  br label %12, !llvm.loop !19

26:                                               ; preds = %12
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }

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
!19 = distinct !{!19, !7}
