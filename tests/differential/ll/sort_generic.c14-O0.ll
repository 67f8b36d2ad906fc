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
  store i32 0, i32* %1, align 4
  %13 = bitcast [8 x i8]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %13, i8* align 1 getelementptr inbounds ([8 x i8], [8 x i8]* @__const.main.cs, i32 0, i32 0), i64 8, i1 false)
  %14 = getelementptr inbounds [8 x i8], [8 x i8]* %2, i64 0, i64 0
  call void @shell_sort(i8* noundef %14, i64 noundef 8, i64 noundef 1, i32 (i8*, i8*)* noundef @c_char)
  store i32 0, i32* %3, align 4
  br label %15

15:                                               ; preds = %25, %0
  %16 = load i32, i32* %3, align 4
  %17 = icmp slt i32 %16, 8
  br i1 %17, label %18, label %28

18:                                               ; preds = %15
  %19 = load i32, i32* %3, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [8 x i8], [8 x i8]* %2, i64 0, i64 %20
  %22 = load i8, i8* %21, align 1
  %23 = sext i8 %22 to i32
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %23)
  br label %25

25:                                               ; preds = %18
  %26 = load i32, i32* %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %3, align 4
  br label %15, !llvm.loop !6

28:                                               ; preds = %15
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0))
  store i32 0, i32* %5, align 4
  br label %30

30:                                               ; preds = %42, %28
  %31 = load i32, i32* %5, align 4
  %32 = icmp slt i32 %31, 12
  br i1 %32, label %33, label %45

33:                                               ; preds = %30
  %34 = load i32, i32* %5, align 4
  %35 = mul nsw i32 %34, 7919
  %36 = srem i32 %35, 2001
  %37 = sub nsw i32 %36, 1000
  %38 = trunc i32 %37 to i16
  %39 = load i32, i32* %5, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [12 x i16], [12 x i16]* %4, i64 0, i64 %40
  store i16 %38, i16* %41, align 2
  br label %42

42:                                               ; preds = %33
  %43 = load i32, i32* %5, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %5, align 4
  br label %30, !llvm.loop !8

45:                                               ; preds = %30
  %46 = getelementptr inbounds [12 x i16], [12 x i16]* %4, i64 0, i64 0
  %47 = bitcast i16* %46 to i8*
  call void @bubble(i8* noundef %47, i64 noundef 12, i64 noundef 2, i32 (i8*, i8*)* noundef @c_short)
  store i32 0, i32* %6, align 4
  br label %48

48:                                               ; preds = %58, %45
  %49 = load i32, i32* %6, align 4
  %50 = icmp slt i32 %49, 12
  br i1 %50, label %51, label %61

51:                                               ; preds = %48
  %52 = load i32, i32* %6, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [12 x i16], [12 x i16]* %4, i64 0, i64 %53
  %55 = load i16, i16* %54, align 2
  %56 = sext i16 %55 to i32
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %56)
  br label %58

58:                                               ; preds = %51
  %59 = load i32, i32* %6, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %6, align 4
  br label %48, !llvm.loop !9

61:                                               ; preds = %48
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0))
  store i32 0, i32* %8, align 4
  br label %63

63:                                               ; preds = %73, %61
  %64 = load i32, i32* %8, align 4
  %65 = icmp slt i32 %64, 20
  br i1 %65, label %66, label %76

66:                                               ; preds = %63
  %67 = load i32, i32* %8, align 4
  %68 = sext i32 %67 to i64
  %69 = mul i64 %68, -7046029254386353131
  %70 = load i32, i32* %8, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [20 x i64], [20 x i64]* %7, i64 0, i64 %71
  store i64 %69, i64* %72, align 8
  br label %73

73:                                               ; preds = %66
  %74 = load i32, i32* %8, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, i32* %8, align 4
  br label %63, !llvm.loop !10

76:                                               ; preds = %63
  %77 = getelementptr inbounds [20 x i64], [20 x i64]* %7, i64 0, i64 0
  %78 = bitcast i64* %77 to i8*
  call void @shell_sort(i8* noundef %78, i64 noundef 20, i64 noundef 8, i32 (i8*, i8*)* noundef @c_ulong)
  %79 = getelementptr inbounds [20 x i64], [20 x i64]* %7, i64 0, i64 0
  %80 = load i64, i64* %79, align 16
  %81 = getelementptr inbounds [20 x i64], [20 x i64]* %7, i64 0, i64 19
  %82 = load i64, i64* %81, align 8
  %83 = getelementptr inbounds [20 x i64], [20 x i64]* %7, i64 0, i64 0
  %84 = getelementptr inbounds [20 x i64], [20 x i64]* %7, i64 0, i64 7
  %85 = load i64, i64* %84, align 8
  %86 = call i64 @lower_bound(i64* noundef %83, i64 noundef 20, i64 noundef %85)
  %87 = getelementptr inbounds [20 x i64], [20 x i64]* %7, i64 0, i64 0
  %88 = getelementptr inbounds [20 x i64], [20 x i64]* %7, i64 0, i64 7
  %89 = load i64, i64* %88, align 8
  %90 = add i64 %89, 1
  %91 = call i64 @lower_bound(i64* noundef %87, i64 noundef 20, i64 noundef %90)
  %92 = getelementptr inbounds [20 x i64], [20 x i64]* %7, i64 0, i64 0
  %93 = call i64 @lower_bound(i64* noundef %92, i64 noundef 20, i64 noundef -1)
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), i64 noundef %80, i64 noundef %82, i64 noundef %86, i64 noundef %91, i64 noundef %93)
  %95 = bitcast [6 x float]* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %95, i8* align 16 bitcast ([6 x float]* @__const.main.fs to i8*), i64 24, i1 false)
  %96 = getelementptr inbounds [6 x float], [6 x float]* %9, i64 0, i64 0
  %97 = bitcast float* %96 to i8*
  call void @bubble(i8* noundef %97, i64 noundef 6, i64 noundef 4, i32 (i8*, i8*)* noundef @c_float)
  store i32 0, i32* %10, align 4
  br label %98

98:                                               ; preds = %108, %76
  %99 = load i32, i32* %10, align 4
  %100 = icmp slt i32 %99, 6
  br i1 %100, label %101, label %111

101:                                              ; preds = %98
  %102 = load i32, i32* %10, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [6 x float], [6 x float]* %9, i64 0, i64 %103
  %105 = load float, float* %104, align 4
  %106 = fpext float %105 to double
  %107 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), double noundef %106)
  br label %108

108:                                              ; preds = %101
  %109 = load i32, i32* %10, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, i32* %10, align 4
  br label %98, !llvm.loop !11

111:                                              ; preds = %98
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0))
  %113 = bitcast [5 x %struct.Rec]* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %113, i8* align 16 getelementptr inbounds ([5 x %struct.Rec], [5 x %struct.Rec]* @__const.main.rs, i32 0, i32 0, i32 0, i32 0), i64 40, i1 false)
  %114 = getelementptr inbounds [5 x %struct.Rec], [5 x %struct.Rec]* %11, i64 0, i64 0
  %115 = bitcast %struct.Rec* %114 to i8*
  call void @shell_sort(i8* noundef %115, i64 noundef 5, i64 noundef 8, i32 (i8*, i8*)* noundef @c_rec)
  store i32 0, i32* %12, align 4
  br label %116

116:                                              ; preds = %132, %111
  %117 = load i32, i32* %12, align 4
  %118 = icmp slt i32 %117, 5
  br i1 %118, label %119, label %135

119:                                              ; preds = %116
  %120 = load i32, i32* %12, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [5 x %struct.Rec], [5 x %struct.Rec]* %11, i64 0, i64 %121
  %123 = getelementptr inbounds %struct.Rec, %struct.Rec* %122, i32 0, i32 0
  %124 = getelementptr inbounds [6 x i8], [6 x i8]* %123, i64 0, i64 0
  %125 = load i32, i32* %12, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [5 x %struct.Rec], [5 x %struct.Rec]* %11, i64 0, i64 %126
  %128 = getelementptr inbounds %struct.Rec, %struct.Rec* %127, i32 0, i32 1
  %129 = load i16, i16* %128, align 2
  %130 = sext i16 %129 to i32
  %131 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* noundef %124, i32 noundef %130)
  br label %132

132:                                              ; preds = %119
  %133 = load i32, i32* %12, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, i32* %12, align 4
  br label %116, !llvm.loop !12

135:                                              ; preds = %116
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0))
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shell_sort(i8* noundef %0, i64 noundef %1, i64 noundef %2, i32 (i8*, i8*)* noundef %3) #0 {
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32 (i8*, i8*)*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store i8* %0, i8** %5, align 8
  store i64 %1, i64* %6, align 8
  store i64 %2, i64* %7, align 8
  store i32 (i8*, i8*)* %3, i32 (i8*, i8*)** %8, align 8
  %13 = load i8*, i8** %5, align 8
  store i8* %13, i8** %9, align 8
  %14 = load i64, i64* %6, align 8
  %15 = udiv i64 %14, 2
  store i64 %15, i64* %10, align 8
  br label %16

16:                                               ; preds = %72, %4
  %17 = load i64, i64* %10, align 8
  %18 = icmp ne i64 %17, 0
  br i1 %18, label %19, label %75

19:                                               ; preds = %16
  %20 = load i64, i64* %10, align 8
  store i64 %20, i64* %11, align 8
  br label %21

21:                                               ; preds = %68, %19
  %22 = load i64, i64* %11, align 8
  %23 = load i64, i64* %6, align 8
  %24 = icmp ult i64 %22, %23
  br i1 %24, label %25, label %71

25:                                               ; preds = %21
  %26 = load i64, i64* %11, align 8
  store i64 %26, i64* %12, align 8
  br label %27

27:                                               ; preds = %63, %25
  %28 = load i64, i64* %12, align 8
  %29 = load i64, i64* %10, align 8
  %30 = icmp uge i64 %28, %29
  br i1 %30, label %31, label %47

31:                                               ; preds = %27
  %32 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %8, align 8
  %33 = load i8*, i8** %9, align 8
  %34 = load i64, i64* %12, align 8
  %35 = load i64, i64* %10, align 8
  %36 = sub i64 %34, %35
  %37 = load i64, i64* %7, align 8
  %38 = mul i64 %36, %37
  %39 = getelementptr inbounds i8, i8* %33, i64 %38
  %40 = load i8*, i8** %9, align 8
  %41 = load i64, i64* %12, align 8
  %42 = load i64, i64* %7, align 8
  %43 = mul i64 %41, %42
  %44 = getelementptr inbounds i8, i8* %40, i64 %43
  %45 = call i32 %32(i8* noundef %39, i8* noundef %44)
  %46 = icmp sgt i32 %45, 0
  br label %47

47:                                               ; preds = %31, %27
  %48 = phi i1 [ false, %27 ], [ %46, %31 ]
  br i1 %48, label %49, label %67

49:                                               ; preds = %47
  %50 = load i8*, i8** %9, align 8
  %51 = load i64, i64* %12, align 8
  %52 = load i64, i64* %10, align 8
  %53 = sub i64 %51, %52
  %54 = load i64, i64* %7, align 8
  %55 = mul i64 %53, %54
  %56 = getelementptr inbounds i8, i8* %50, i64 %55
  %57 = load i8*, i8** %9, align 8
  %58 = load i64, i64* %12, align 8
  %59 = load i64, i64* %7, align 8
  %60 = mul i64 %58, %59
  %61 = getelementptr inbounds i8, i8* %57, i64 %60
  %62 = load i64, i64* %7, align 8
  call void @swap_bytes(i8* noundef %56, i8* noundef %61, i64 noundef %62)
  br label %63

63:                                               ; preds = %49
  %64 = load i64, i64* %10, align 8
  %65 = load i64, i64* %12, align 8
  %66 = sub i64 %65, %64
  store i64 %66, i64* %12, align 8
  br label %27, !llvm.loop !13

67:                                               ; preds = %47
  br label %68

68:                                               ; preds = %67
  %69 = load i64, i64* %11, align 8
  %70 = add i64 %69, 1
  store i64 %70, i64* %11, align 8
  br label %21, !llvm.loop !14

71:                                               ; preds = %21
  br label %72

72:                                               ; preds = %71
  %73 = load i64, i64* %10, align 8
  %74 = udiv i64 %73, 2
  store i64 %74, i64* %10, align 8
  br label %16, !llvm.loop !15

75:                                               ; preds = %16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @c_char(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = load i8, i8* %5, align 1
  %7 = sext i8 %6 to i32
  %8 = load i8*, i8** %4, align 8
  %9 = load i8, i8* %8, align 1
  %10 = sext i8 %9 to i32
  %11 = sub nsw i32 %7, %10
  ret i32 %11
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bubble(i8* noundef %0, i64 noundef %1, i64 noundef %2, i32 (i8*, i8*)* noundef %3) #0 {
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32 (i8*, i8*)*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  store i8* %0, i8** %5, align 8
  store i64 %1, i64* %6, align 8
  store i64 %2, i64* %7, align 8
  store i32 (i8*, i8*)* %3, i32 (i8*, i8*)** %8, align 8
  %13 = load i8*, i8** %5, align 8
  store i8* %13, i8** %9, align 8
  store i64 0, i64* %10, align 8
  br label %14

14:                                               ; preds = %64, %4
  %15 = load i64, i64* %10, align 8
  %16 = add i64 %15, 1
  %17 = load i64, i64* %6, align 8
  %18 = icmp ult i64 %16, %17
  br i1 %18, label %19, label %67

19:                                               ; preds = %14
  store i32 0, i32* %11, align 4
  store i64 0, i64* %12, align 8
  br label %20

20:                                               ; preds = %56, %19
  %21 = load i64, i64* %12, align 8
  %22 = add i64 %21, 1
  %23 = load i64, i64* %6, align 8
  %24 = load i64, i64* %10, align 8
  %25 = sub i64 %23, %24
  %26 = icmp ult i64 %22, %25
  br i1 %26, label %27, label %59

27:                                               ; preds = %20
  %28 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %8, align 8
  %29 = load i8*, i8** %9, align 8
  %30 = load i64, i64* %12, align 8
  %31 = load i64, i64* %7, align 8
  %32 = mul i64 %30, %31
  %33 = getelementptr inbounds i8, i8* %29, i64 %32
  %34 = load i8*, i8** %9, align 8
  %35 = load i64, i64* %12, align 8
  %36 = add i64 %35, 1
  %37 = load i64, i64* %7, align 8
  %38 = mul i64 %36, %37
  %39 = getelementptr inbounds i8, i8* %34, i64 %38
  %40 = call i32 %28(i8* noundef %33, i8* noundef %39)
  %41 = icmp sgt i32 %40, 0
  br i1 %41, label %42, label %55

42:                                               ; preds = %27
  %43 = load i8*, i8** %9, align 8
  %44 = load i64, i64* %12, align 8
  %45 = load i64, i64* %7, align 8
  %46 = mul i64 %44, %45
  %47 = getelementptr inbounds i8, i8* %43, i64 %46
  %48 = load i8*, i8** %9, align 8
  %49 = load i64, i64* %12, align 8
  %50 = add i64 %49, 1
  %51 = load i64, i64* %7, align 8
  %52 = mul i64 %50, %51
  %53 = getelementptr inbounds i8, i8* %48, i64 %52
  %54 = load i64, i64* %7, align 8
  call void @swap_bytes(i8* noundef %47, i8* noundef %53, i64 noundef %54)
  store i32 1, i32* %11, align 4
  br label %55

55:                                               ; preds = %42, %27
  br label %56

56:                                               ; preds = %55
  %57 = load i64, i64* %12, align 8
  %58 = add i64 %57, 1
  store i64 %58, i64* %12, align 8
  br label %20, !llvm.loop !16

59:                                               ; preds = %20
  %60 = load i32, i32* %11, align 4
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %63, label %62

62:                                               ; preds = %59
  br label %67

63:                                               ; preds = %59
  br label %64

64:                                               ; preds = %63
  %65 = load i64, i64* %10, align 8
  %66 = add i64 %65, 1
  store i64 %66, i64* %10, align 8
  br label %14, !llvm.loop !17

67:                                               ; preds = %62, %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @c_short(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = bitcast i8* %5 to i16*
  %7 = load i16, i16* %6, align 2
  %8 = sext i16 %7 to i32
  %9 = load i8*, i8** %4, align 8
  %10 = bitcast i8* %9 to i16*
  %11 = load i16, i16* %10, align 2
  %12 = sext i16 %11 to i32
  %13 = sub nsw i32 %8, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @c_ulong(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %7 = load i8*, i8** %3, align 8
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  store i64 %9, i64* %5, align 8
  %10 = load i8*, i8** %4, align 8
  %11 = bitcast i8* %10 to i64*
  %12 = load i64, i64* %11, align 8
  store i64 %12, i64* %6, align 8
  %13 = load i64, i64* %5, align 8
  %14 = load i64, i64* %6, align 8
  %15 = icmp ugt i64 %13, %14
  %16 = zext i1 %15 to i32
  %17 = load i64, i64* %5, align 8
  %18 = load i64, i64* %6, align 8
  %19 = icmp ult i64 %17, %18
  %20 = zext i1 %19 to i32
  %21 = sub nsw i32 %16, %20
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lower_bound(i64* noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store i64* %0, i64** %4, align 8
  store i64 %1, i64* %5, align 8
  store i64 %2, i64* %6, align 8
  store i64 0, i64* %7, align 8
  %10 = load i64, i64* %5, align 8
  store i64 %10, i64* %8, align 8
  br label %11

11:                                               ; preds = %33, %3
  %12 = load i64, i64* %7, align 8
  %13 = load i64, i64* %8, align 8
  %14 = icmp slt i64 %12, %13
  br i1 %14, label %15, label %34

15:                                               ; preds = %11
  %16 = load i64, i64* %7, align 8
  %17 = load i64, i64* %8, align 8
  %18 = load i64, i64* %7, align 8
  %19 = sub nsw i64 %17, %18
  %20 = sdiv i64 %19, 2
  %21 = add nsw i64 %16, %20
  store i64 %21, i64* %9, align 8
  %22 = load i64*, i64** %4, align 8
  %23 = load i64, i64* %9, align 8
  %24 = getelementptr inbounds i64, i64* %22, i64 %23
  %25 = load i64, i64* %24, align 8
  %26 = load i64, i64* %6, align 8
  %27 = icmp ult i64 %25, %26
  br i1 %27, label %28, label %31

28:                                               ; preds = %15
  %29 = load i64, i64* %9, align 8
  %30 = add nsw i64 %29, 1
  store i64 %30, i64* %7, align 8
  br label %33

31:                                               ; preds = %15
  %32 = load i64, i64* %9, align 8
  store i64 %32, i64* %8, align 8
  br label %33

33:                                               ; preds = %31, %28
  br label %11, !llvm.loop !18

34:                                               ; preds = %11
  %35 = load i64, i64* %7, align 8
  ret i64 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @c_float(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %7 = load i8*, i8** %3, align 8
  %8 = bitcast i8* %7 to float*
  %9 = load float, float* %8, align 4
  store float %9, float* %5, align 4
  %10 = load i8*, i8** %4, align 8
  %11 = bitcast i8* %10 to float*
  %12 = load float, float* %11, align 4
  store float %12, float* %6, align 4
  %13 = load float, float* %5, align 4
  %14 = load float, float* %6, align 4
  %15 = fcmp ogt float %13, %14
  %16 = zext i1 %15 to i32
  %17 = load float, float* %5, align 4
  %18 = load float, float* %6, align 4
  %19 = fcmp olt float %17, %18
  %20 = zext i1 %19 to i32
  %21 = sub nsw i32 %16, %20
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @c_rec(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca %struct.Rec*, align 8
  %6 = alloca %struct.Rec*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %7 = load i8*, i8** %3, align 8
  %8 = bitcast i8* %7 to %struct.Rec*
  store %struct.Rec* %8, %struct.Rec** %5, align 8
  %9 = load i8*, i8** %4, align 8
  %10 = bitcast i8* %9 to %struct.Rec*
  store %struct.Rec* %10, %struct.Rec** %6, align 8
  %11 = load %struct.Rec*, %struct.Rec** %5, align 8
  %12 = getelementptr inbounds %struct.Rec, %struct.Rec* %11, i32 0, i32 1
  %13 = load i16, i16* %12, align 2
  %14 = sext i16 %13 to i32
  %15 = load %struct.Rec*, %struct.Rec** %6, align 8
  %16 = getelementptr inbounds %struct.Rec, %struct.Rec* %15, i32 0, i32 1
  %17 = load i16, i16* %16, align 2
  %18 = sext i16 %17 to i32
  %19 = icmp ne i32 %14, %18
  br i1 %19, label %20, label %30

20:                                               ; preds = %2
  %21 = load %struct.Rec*, %struct.Rec** %5, align 8
  %22 = getelementptr inbounds %struct.Rec, %struct.Rec* %21, i32 0, i32 1
  %23 = load i16, i16* %22, align 2
  %24 = sext i16 %23 to i32
  %25 = load %struct.Rec*, %struct.Rec** %6, align 8
  %26 = getelementptr inbounds %struct.Rec, %struct.Rec* %25, i32 0, i32 1
  %27 = load i16, i16* %26, align 2
  %28 = sext i16 %27 to i32
  %29 = sub nsw i32 %24, %28
  br label %38

30:                                               ; preds = %2
  %31 = load %struct.Rec*, %struct.Rec** %5, align 8
  %32 = getelementptr inbounds %struct.Rec, %struct.Rec* %31, i32 0, i32 0
  %33 = getelementptr inbounds [6 x i8], [6 x i8]* %32, i64 0, i64 0
  %34 = load %struct.Rec*, %struct.Rec** %6, align 8
  %35 = getelementptr inbounds %struct.Rec, %struct.Rec* %34, i32 0, i32 0
  %36 = getelementptr inbounds [6 x i8], [6 x i8]* %35, i64 0, i64 0
  %37 = call i32 @strcmp(i8* noundef %33, i8* noundef %36) #4
  br label %38

38:                                               ; preds = %30, %20
  %39 = phi i32 [ %29, %20 ], [ %37, %30 ]
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @swap_bytes(i8* noundef %0, i8* noundef %1, i64 noundef %2) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i8*, align 8
  %9 = alloca i8, align 1
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  store i64 %2, i64* %6, align 8
  %10 = load i8*, i8** %4, align 8
  store i8* %10, i8** %7, align 8
  %11 = load i8*, i8** %5, align 8
  store i8* %11, i8** %8, align 8
  br label %12

12:                                               ; preds = %16, %3
  %13 = load i64, i64* %6, align 8
  %14 = add i64 %13, -1
  store i64 %14, i64* %6, align 8
  %15 = icmp ne i64 %13, 0
  br i1 %15, label %16, label %26

16:                                               ; preds = %12
  %17 = load i8*, i8** %7, align 8
  %18 = load i8, i8* %17, align 1
  store i8 %18, i8* %9, align 1
  %19 = load i8*, i8** %8, align 8
  %20 = load i8, i8* %19, align 1
  %21 = load i8*, i8** %7, align 8
  %22 = getelementptr inbounds i8, i8* %21, i32 1
  store i8* %22, i8** %7, align 8
  store i8 %20, i8* %21, align 1
  %23 = load i8, i8* %9, align 1
  %24 = load i8*, i8** %8, align 8
  %25 = getelementptr inbounds i8, i8* %24, i32 1
  store i8* %25, i8** %8, align 8
  store i8 %23, i8* %24, align 1
  br label %12, !llvm.loop !19

26:                                               ; preds = %12
  ret void
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }

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
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
