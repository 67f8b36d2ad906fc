; ModuleID = 'tests/differential/src/string_search.c'
source_filename = "tests/differential/src/string_search.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"abracadabra \00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"aaab abab \00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"abra\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"aab\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"abab\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"cad\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"zzz\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"abracadabra abracadabra\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"b a\00", align 1
@__const.main.pats = private unnamed_addr constant [8 x ptr] [ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9], align 16
@.str.10 = private unnamed_addr constant [45 x i8] c"%-24s naive %3d kmp %3d horspool %3d rk %3d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [2048 x i8], align 16
  %3 = alloca i32, align 4
  %4 = alloca [8 x ptr], align 16
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %6 = getelementptr inbounds [2048 x i8], ptr %2, i64 0, i64 0
  store i8 0, ptr %6, align 16
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %18, %0
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 40
  br i1 %9, label %10, label %21

10:                                               ; preds = %7
  %11 = getelementptr inbounds [2048 x i8], ptr %2, i64 0, i64 0
  %12 = load i32, ptr %3, align 4
  %13 = srem i32 %12, 3
  %14 = icmp ne i32 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, ptr @.str, ptr @.str.1
  %17 = call ptr @strcat(ptr noundef %11, ptr noundef %16) #5
  br label %18

18:                                               ; preds = %10
  %19 = load i32, ptr %3, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %3, align 4
  br label %7, !llvm.loop !6

21:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.pats, i64 64, i1 false)
  store i32 0, ptr %5, align 4
  br label %22

22:                                               ; preds = %55, %21
  %23 = load i32, ptr %5, align 4
  %24 = icmp slt i32 %23, 8
  br i1 %24, label %25, label %58

25:                                               ; preds = %22
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [8 x ptr], ptr %4, i64 0, i64 %27
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds [2048 x i8], ptr %2, i64 0, i64 0
  %31 = load i32, ptr %5, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [8 x ptr], ptr %4, i64 0, i64 %32
  %34 = load ptr, ptr %33, align 8
  %35 = call i32 @naive(ptr noundef %30, ptr noundef %34)
  %36 = getelementptr inbounds [2048 x i8], ptr %2, i64 0, i64 0
  %37 = load i32, ptr %5, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [8 x ptr], ptr %4, i64 0, i64 %38
  %40 = load ptr, ptr %39, align 8
  %41 = call i32 @kmp(ptr noundef %36, ptr noundef %40)
  %42 = getelementptr inbounds [2048 x i8], ptr %2, i64 0, i64 0
  %43 = load i32, ptr %5, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [8 x ptr], ptr %4, i64 0, i64 %44
  %46 = load ptr, ptr %45, align 8
  %47 = call i32 @horspool(ptr noundef %42, ptr noundef %46)
  %48 = getelementptr inbounds [2048 x i8], ptr %2, i64 0, i64 0
  %49 = load i32, ptr %5, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [8 x ptr], ptr %4, i64 0, i64 %50
  %52 = load ptr, ptr %51, align 8
  %53 = call i32 @rabin_karp(ptr noundef %48, ptr noundef %52)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %29, i32 noundef %35, i32 noundef %41, i32 noundef %47, i32 noundef %53)
  br label %55

55:                                               ; preds = %25
  %56 = load i32, ptr %5, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %5, align 4
  br label %22, !llvm.loop !8

58:                                               ; preds = %22
  ret i32 0
}

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @naive(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = call i64 @strlen(ptr noundef %10) #6
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %5, align 4
  %13 = load ptr, ptr %4, align 8
  %14 = call i64 @strlen(ptr noundef %13) #6
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %16

16:                                               ; preds = %55, %2
  %17 = load i32, ptr %8, align 4
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %5, align 4
  %21 = icmp sle i32 %19, %20
  br i1 %21, label %22, label %58

22:                                               ; preds = %16
  store i32 0, ptr %9, align 4
  br label %23

23:                                               ; preds = %45, %22
  %24 = load i32, ptr %9, align 4
  %25 = load i32, ptr %6, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %43

27:                                               ; preds = %23
  %28 = load ptr, ptr %3, align 8
  %29 = load i32, ptr %8, align 4
  %30 = load i32, ptr %9, align 4
  %31 = add nsw i32 %29, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr %28, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = sext i8 %34 to i32
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %9, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %36, i64 %38
  %40 = load i8, ptr %39, align 1
  %41 = sext i8 %40 to i32
  %42 = icmp eq i32 %35, %41
  br label %43

43:                                               ; preds = %27, %23
  %44 = phi i1 [ false, %23 ], [ %42, %27 ]
  br i1 %44, label %45, label %48

45:                                               ; preds = %43
  %46 = load i32, ptr %9, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %9, align 4
  br label %23, !llvm.loop !9

48:                                               ; preds = %43
  %49 = load i32, ptr %9, align 4
  %50 = load i32, ptr %6, align 4
  %51 = icmp eq i32 %49, %50
  %52 = zext i1 %51 to i32
  %53 = load i32, ptr %7, align 4
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr %7, align 4
  br label %55

55:                                               ; preds = %48
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %8, align 4
  br label %16, !llvm.loop !10

58:                                               ; preds = %16
  %59 = load i32, ptr %7, align 4
  ret i32 %59
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @kmp(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca [64 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %12 = load ptr, ptr %4, align 8
  %13 = call i64 @strlen(ptr noundef %12) #6
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %5, align 4
  store i32 0, ptr %7, align 4
  %15 = getelementptr inbounds [64 x i32], ptr %6, i64 0, i64 0
  store i32 0, ptr %15, align 16
  store i32 1, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %16

16:                                               ; preds = %68, %2
  %17 = load i32, ptr %8, align 4
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %71

20:                                               ; preds = %16
  br label %21

21:                                               ; preds = %40, %20
  %22 = load i32, ptr %9, align 4
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %38

24:                                               ; preds = %21
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %25, i64 %27
  %29 = load i8, ptr %28, align 1
  %30 = sext i8 %29 to i32
  %31 = load ptr, ptr %4, align 8
  %32 = load i32, ptr %9, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i8, ptr %31, i64 %33
  %35 = load i8, ptr %34, align 1
  %36 = sext i8 %35 to i32
  %37 = icmp ne i32 %30, %36
  br label %38

38:                                               ; preds = %24, %21
  %39 = phi i1 [ false, %21 ], [ %37, %24 ]
  br i1 %39, label %40, label %46

40:                                               ; preds = %38
  %41 = load i32, ptr %9, align 4
  %42 = sub nsw i32 %41, 1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [64 x i32], ptr %6, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4
  store i32 %45, ptr %9, align 4
  br label %21, !llvm.loop !11

46:                                               ; preds = %38
  %47 = load ptr, ptr %4, align 8
  %48 = load i32, ptr %8, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i8, ptr %47, i64 %49
  %51 = load i8, ptr %50, align 1
  %52 = sext i8 %51 to i32
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %9, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i8, ptr %53, i64 %55
  %57 = load i8, ptr %56, align 1
  %58 = sext i8 %57 to i32
  %59 = icmp eq i32 %52, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %46
  %61 = load i32, ptr %9, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %9, align 4
  br label %63

63:                                               ; preds = %60, %46
  %64 = load i32, ptr %9, align 4
  %65 = load i32, ptr %8, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [64 x i32], ptr %6, i64 0, i64 %66
  store i32 %64, ptr %67, align 4
  br label %68

68:                                               ; preds = %63
  %69 = load i32, ptr %8, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %8, align 4
  br label %16, !llvm.loop !12

71:                                               ; preds = %16
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %72

72:                                               ; preds = %135, %71
  %73 = load ptr, ptr %3, align 8
  %74 = load i32, ptr %10, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i8, ptr %73, i64 %75
  %77 = load i8, ptr %76, align 1
  %78 = icmp ne i8 %77, 0
  br i1 %78, label %79, label %138

79:                                               ; preds = %72
  br label %80

80:                                               ; preds = %99, %79
  %81 = load i32, ptr %11, align 4
  %82 = icmp ne i32 %81, 0
  br i1 %82, label %83, label %97

83:                                               ; preds = %80
  %84 = load ptr, ptr %3, align 8
  %85 = load i32, ptr %10, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i8, ptr %84, i64 %86
  %88 = load i8, ptr %87, align 1
  %89 = sext i8 %88 to i32
  %90 = load ptr, ptr %4, align 8
  %91 = load i32, ptr %11, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i8, ptr %90, i64 %92
  %94 = load i8, ptr %93, align 1
  %95 = sext i8 %94 to i32
  %96 = icmp ne i32 %89, %95
  br label %97

97:                                               ; preds = %83, %80
  %98 = phi i1 [ false, %80 ], [ %96, %83 ]
  br i1 %98, label %99, label %105

99:                                               ; preds = %97
  %100 = load i32, ptr %11, align 4
  %101 = sub nsw i32 %100, 1
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [64 x i32], ptr %6, i64 0, i64 %102
  %104 = load i32, ptr %103, align 4
  store i32 %104, ptr %11, align 4
  br label %80, !llvm.loop !13

105:                                              ; preds = %97
  %106 = load ptr, ptr %3, align 8
  %107 = load i32, ptr %10, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds i8, ptr %106, i64 %108
  %110 = load i8, ptr %109, align 1
  %111 = sext i8 %110 to i32
  %112 = load ptr, ptr %4, align 8
  %113 = load i32, ptr %11, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i8, ptr %112, i64 %114
  %116 = load i8, ptr %115, align 1
  %117 = sext i8 %116 to i32
  %118 = icmp eq i32 %111, %117
  br i1 %118, label %119, label %122

119:                                              ; preds = %105
  %120 = load i32, ptr %11, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %11, align 4
  br label %122

122:                                              ; preds = %119, %105
  %123 = load i32, ptr %11, align 4
  %124 = load i32, ptr %5, align 4
  %125 = icmp eq i32 %123, %124
  br i1 %125, label %126, label %134

126:                                              ; preds = %122
  %127 = load i32, ptr %7, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %7, align 4
  %129 = load i32, ptr %11, align 4
  %130 = sub nsw i32 %129, 1
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [64 x i32], ptr %6, i64 0, i64 %131
  %133 = load i32, ptr %132, align 4
  store i32 %133, ptr %11, align 4
  br label %134

134:                                              ; preds = %126, %122
  br label %135

135:                                              ; preds = %134
  %136 = load i32, ptr %10, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %10, align 4
  br label %72, !llvm.loop !14

138:                                              ; preds = %72
  %139 = load i32, ptr %7, align 4
  ret i32 %139
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @horspool(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [256 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = call i64 @strlen(ptr noundef %12) #6
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %5, align 4
  %15 = load ptr, ptr %4, align 8
  %16 = call i64 @strlen(ptr noundef %15) #6
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %6, align 4
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %18

18:                                               ; preds = %26, %2
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %19, 256
  br i1 %20, label %21, label %29

21:                                               ; preds = %18
  %22 = load i32, ptr %6, align 4
  %23 = load i32, ptr %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %24
  store i32 %22, ptr %25, align 4
  br label %26

26:                                               ; preds = %21
  %27 = load i32, ptr %9, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %9, align 4
  br label %18, !llvm.loop !15

29:                                               ; preds = %18
  store i32 0, ptr %10, align 4
  br label %30

30:                                               ; preds = %47, %29
  %31 = load i32, ptr %10, align 4
  %32 = load i32, ptr %6, align 4
  %33 = sub nsw i32 %32, 1
  %34 = icmp slt i32 %31, %33
  br i1 %34, label %35, label %50

35:                                               ; preds = %30
  %36 = load i32, ptr %6, align 4
  %37 = sub nsw i32 %36, 1
  %38 = load i32, ptr %10, align 4
  %39 = sub nsw i32 %37, %38
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %10, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i8, ptr %40, i64 %42
  %44 = load i8, ptr %43, align 1
  %45 = zext i8 %44 to i64
  %46 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %45
  store i32 %39, ptr %46, align 4
  br label %47

47:                                               ; preds = %35
  %48 = load i32, ptr %10, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %10, align 4
  br label %30, !llvm.loop !16

50:                                               ; preds = %30
  store i32 0, ptr %11, align 4
  br label %51

51:                                               ; preds = %70, %50
  %52 = load i32, ptr %11, align 4
  %53 = load i32, ptr %6, align 4
  %54 = add nsw i32 %52, %53
  %55 = load i32, ptr %5, align 4
  %56 = icmp sle i32 %54, %55
  br i1 %56, label %57, label %84

57:                                               ; preds = %51
  %58 = load ptr, ptr %3, align 8
  %59 = load i32, ptr %11, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i8, ptr %58, i64 %60
  %62 = load ptr, ptr %4, align 8
  %63 = load i32, ptr %6, align 4
  %64 = sext i32 %63 to i64
  %65 = call i32 @memcmp(ptr noundef %61, ptr noundef %62, i64 noundef %64) #6
  %66 = icmp eq i32 %65, 0
  %67 = zext i1 %66 to i32
  %68 = load i32, ptr %8, align 4
  %69 = add nsw i32 %68, %67
  store i32 %69, ptr %8, align 4
  br label %70

70:                                               ; preds = %57
  %71 = load ptr, ptr %3, align 8
  %72 = load i32, ptr %11, align 4
  %73 = load i32, ptr %6, align 4
  %74 = add nsw i32 %72, %73
  %75 = sub nsw i32 %74, 1
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i8, ptr %71, i64 %76
  %78 = load i8, ptr %77, align 1
  %79 = zext i8 %78 to i64
  %80 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4
  %82 = load i32, ptr %11, align 4
  %83 = add nsw i32 %82, %81
  store i32 %83, ptr %11, align 4
  br label %51, !llvm.loop !17

84:                                               ; preds = %51
  %85 = load i32, ptr %8, align 4
  ret i32 %85
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rabin_karp(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 257, ptr %6, align 4
  store i32 1000000007, ptr %7, align 4
  %16 = load ptr, ptr %4, align 8
  %17 = call i64 @strlen(ptr noundef %16) #6
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %8, align 4
  %19 = load ptr, ptr %5, align 8
  %20 = call i64 @strlen(ptr noundef %19) #6
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %9, align 4
  store i32 0, ptr %10, align 4
  %22 = load i32, ptr %9, align 4
  %23 = load i32, ptr %8, align 4
  %24 = icmp sgt i32 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %118

26:                                               ; preds = %2
  store i64 0, ptr %11, align 8
  store i64 0, ptr %12, align 8
  store i64 1, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %27

27:                                               ; preds = %59, %26
  %28 = load i32, ptr %14, align 4
  %29 = load i32, ptr %9, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %62

31:                                               ; preds = %27
  %32 = load i64, ptr %11, align 8
  %33 = mul i64 %32, 257
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %14, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %34, i64 %36
  %38 = load i8, ptr %37, align 1
  %39 = zext i8 %38 to i64
  %40 = add i64 %33, %39
  %41 = urem i64 %40, 1000000007
  store i64 %41, ptr %11, align 8
  %42 = load i64, ptr %12, align 8
  %43 = mul i64 %42, 257
  %44 = load ptr, ptr %4, align 8
  %45 = load i32, ptr %14, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %44, i64 %46
  %48 = load i8, ptr %47, align 1
  %49 = zext i8 %48 to i64
  %50 = add i64 %43, %49
  %51 = urem i64 %50, 1000000007
  store i64 %51, ptr %12, align 8
  %52 = load i32, ptr %14, align 4
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %58

54:                                               ; preds = %31
  %55 = load i64, ptr %13, align 8
  %56 = mul i64 %55, 257
  %57 = urem i64 %56, 1000000007
  store i64 %57, ptr %13, align 8
  br label %58

58:                                               ; preds = %54, %31
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %14, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %14, align 4
  br label %27, !llvm.loop !18

62:                                               ; preds = %27
  store i32 0, ptr %15, align 4
  br label %63

63:                                               ; preds = %113, %62
  %64 = load i64, ptr %11, align 8
  %65 = load i64, ptr %12, align 8
  %66 = icmp eq i64 %64, %65
  br i1 %66, label %67, label %80

67:                                               ; preds = %63
  %68 = load ptr, ptr %4, align 8
  %69 = load i32, ptr %15, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i8, ptr %68, i64 %70
  %72 = load ptr, ptr %5, align 8
  %73 = load i32, ptr %9, align 4
  %74 = sext i32 %73 to i64
  %75 = call i32 @memcmp(ptr noundef %71, ptr noundef %72, i64 noundef %74) #6
  %76 = icmp ne i32 %75, 0
  br i1 %76, label %80, label %77

77:                                               ; preds = %67
  %78 = load i32, ptr %10, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %10, align 4
  br label %80

80:                                               ; preds = %77, %67, %63
  %81 = load i32, ptr %15, align 4
  %82 = load i32, ptr %9, align 4
  %83 = add nsw i32 %81, %82
  %84 = load i32, ptr %8, align 4
  %85 = icmp sge i32 %83, %84
  br i1 %85, label %86, label %87

86:                                               ; preds = %80
  br label %116

87:                                               ; preds = %80
  %88 = load i64, ptr %12, align 8
  %89 = add i64 %88, 1000000007
  %90 = load ptr, ptr %4, align 8
  %91 = load i32, ptr %15, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i8, ptr %90, i64 %92
  %94 = load i8, ptr %93, align 1
  %95 = zext i8 %94 to i64
  %96 = load i64, ptr %13, align 8
  %97 = mul i64 %95, %96
  %98 = urem i64 %97, 1000000007
  %99 = sub i64 %89, %98
  %100 = urem i64 %99, 1000000007
  store i64 %100, ptr %12, align 8
  %101 = load i64, ptr %12, align 8
  %102 = mul i64 %101, 257
  %103 = load ptr, ptr %4, align 8
  %104 = load i32, ptr %15, align 4
  %105 = load i32, ptr %9, align 4
  %106 = add nsw i32 %104, %105
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i8, ptr %103, i64 %107
  %109 = load i8, ptr %108, align 1
  %110 = zext i8 %109 to i64
  %111 = add i64 %102, %110
  %112 = urem i64 %111, 1000000007
  store i64 %112, ptr %12, align 8
  br label %113

113:                                              ; preds = %87
  %114 = load i32, ptr %15, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %15, align 4
  br label %63

116:                                              ; preds = %86
  %117 = load i32, ptr %10, align 4
  store i32 %117, ptr %3, align 4
  br label %118

118:                                              ; preds = %116, %25
  %119 = load i32, ptr %3, align 4
  ret i32 %119
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

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
