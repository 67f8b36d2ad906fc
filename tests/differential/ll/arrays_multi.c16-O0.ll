; ModuleID = 'tests/differential/src/arrays_multi.c'
source_filename = "tests/differential/src/arrays_multi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@grid = internal global [12 x [12 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [19 x i8] c"trace=%ld sum=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"row %d max at %d\0A\00", align 1
@tri = internal global [78 x i16] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.word = private unnamed_addr constant [13 x i8] c"differential\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"acc=%ld elt=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [13 x i8], align 1
  %13 = alloca [5 x [3 x [2 x i32]]], align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @fill_grid(ptr noundef @grid)
  %20 = call i64 @trace_and_sum(ptr noundef @grid, ptr noundef %2)
  store i64 %20, ptr %3, align 8
  %21 = load i64, ptr %3, align 8
  %22 = load i64, ptr %2, align 8
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %21, i64 noundef %22)
  store i32 0, ptr %4, align 4
  br label %24

24:                                               ; preds = %35, %0
  %25 = load i32, ptr %4, align 4
  %26 = icmp slt i32 %25, 12
  br i1 %26, label %27, label %38

27:                                               ; preds = %24
  %28 = load i32, ptr %4, align 4
  %29 = load i32, ptr %4, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [12 x [12 x i32]], ptr @grid, i64 0, i64 %30
  %32 = getelementptr inbounds [12 x i32], ptr %31, i64 0, i64 0
  %33 = call i32 @max_index(ptr noundef %32, i32 noundef 12)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %28, i32 noundef %33)
  br label %35

35:                                               ; preds = %27
  %36 = load i32, ptr %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %4, align 4
  br label %24, !llvm.loop !6

38:                                               ; preds = %24
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %39

39:                                               ; preds = %85, %38
  %40 = load i32, ptr %6, align 4
  %41 = icmp slt i32 %40, 12
  br i1 %41, label %42, label %88

42:                                               ; preds = %39
  store i32 0, ptr %7, align 4
  br label %43

43:                                               ; preds = %81, %42
  %44 = load i32, ptr %7, align 4
  %45 = load i32, ptr %6, align 4
  %46 = icmp sle i32 %44, %45
  br i1 %46, label %47, label %84

47:                                               ; preds = %43
  %48 = load i32, ptr %6, align 4
  %49 = load i32, ptr %7, align 4
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %54, label %51

51:                                               ; preds = %47
  %52 = load i32, ptr %7, align 4
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %55

54:                                               ; preds = %51, %47
  br label %72

55:                                               ; preds = %51
  %56 = load i32, ptr %5, align 4
  %57 = load i32, ptr %6, align 4
  %58 = sub nsw i32 %56, %57
  %59 = sub nsw i32 %58, 1
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [78 x i16], ptr @tri, i64 0, i64 %60
  %62 = load i16, ptr %61, align 2
  %63 = sext i16 %62 to i32
  %64 = load i32, ptr %5, align 4
  %65 = load i32, ptr %6, align 4
  %66 = sub nsw i32 %64, %65
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [78 x i16], ptr @tri, i64 0, i64 %67
  %69 = load i16, ptr %68, align 2
  %70 = sext i16 %69 to i32
  %71 = add nsw i32 %63, %70
  br label %72

72:                                               ; preds = %55, %54
  %73 = phi i32 [ 1, %54 ], [ %71, %55 ]
  %74 = trunc i32 %73 to i16
  store i16 %74, ptr %8, align 2
  %75 = load i16, ptr %8, align 2
  %76 = load i32, ptr %5, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [78 x i16], ptr @tri, i64 0, i64 %77
  store i16 %75, ptr %78, align 2
  %79 = load i32, ptr %5, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %5, align 4
  br label %81

81:                                               ; preds = %72
  %82 = load i32, ptr %7, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %7, align 4
  br label %43, !llvm.loop !8

84:                                               ; preds = %43
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %6, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %6, align 4
  br label %39, !llvm.loop !9

88:                                               ; preds = %39
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %89

89:                                               ; preds = %111, %88
  %90 = load i32, ptr %9, align 4
  %91 = icmp slt i32 %90, 12
  br i1 %91, label %92, label %116

92:                                               ; preds = %89
  store i32 0, ptr %11, align 4
  br label %93

93:                                               ; preds = %106, %92
  %94 = load i32, ptr %11, align 4
  %95 = load i32, ptr %9, align 4
  %96 = icmp sle i32 %94, %95
  br i1 %96, label %97, label %109

97:                                               ; preds = %93
  %98 = load i32, ptr %10, align 4
  %99 = load i32, ptr %11, align 4
  %100 = add nsw i32 %98, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [78 x i16], ptr @tri, i64 0, i64 %101
  %103 = load i16, ptr %102, align 2
  %104 = sext i16 %103 to i32
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %104)
  br label %106

106:                                              ; preds = %97
  %107 = load i32, ptr %11, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %11, align 4
  br label %93, !llvm.loop !10

109:                                              ; preds = %93
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  br label %111

111:                                              ; preds = %109
  %112 = load i32, ptr %9, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %9, align 4
  %114 = load i32, ptr %10, align 4
  %115 = add nsw i32 %114, %113
  store i32 %115, ptr %10, align 4
  br label %89, !llvm.loop !11

116:                                              ; preds = %89
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 @__const.main.word, i64 13, i1 false)
  %117 = getelementptr inbounds [13 x i8], ptr %12, i64 0, i64 0
  call void @reverse(ptr noundef %117, i32 noundef 12)
  %118 = getelementptr inbounds [13 x i8], ptr %12, i64 0, i64 0
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %118)
  store i32 0, ptr %14, align 4
  br label %120

120:                                              ; preds = %156, %116
  %121 = load i32, ptr %14, align 4
  %122 = icmp slt i32 %121, 5
  br i1 %122, label %123, label %159

123:                                              ; preds = %120
  store i32 0, ptr %15, align 4
  br label %124

124:                                              ; preds = %152, %123
  %125 = load i32, ptr %15, align 4
  %126 = icmp slt i32 %125, 3
  br i1 %126, label %127, label %155

127:                                              ; preds = %124
  store i32 0, ptr %16, align 4
  br label %128

128:                                              ; preds = %148, %127
  %129 = load i32, ptr %16, align 4
  %130 = icmp slt i32 %129, 2
  br i1 %130, label %131, label %151

131:                                              ; preds = %128
  %132 = load i32, ptr %14, align 4
  %133 = mul nsw i32 %132, 100
  %134 = load i32, ptr %15, align 4
  %135 = mul nsw i32 %134, 10
  %136 = add nsw i32 %133, %135
  %137 = load i32, ptr %16, align 4
  %138 = add nsw i32 %136, %137
  %139 = load i32, ptr %14, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [5 x [3 x [2 x i32]]], ptr %13, i64 0, i64 %140
  %142 = load i32, ptr %15, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [3 x [2 x i32]], ptr %141, i64 0, i64 %143
  %145 = load i32, ptr %16, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [2 x i32], ptr %144, i64 0, i64 %146
  store i32 %138, ptr %147, align 4
  br label %148

148:                                              ; preds = %131
  %149 = load i32, ptr %16, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %16, align 4
  br label %128, !llvm.loop !12

151:                                              ; preds = %128
  br label %152

152:                                              ; preds = %151
  %153 = load i32, ptr %15, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %15, align 4
  br label %124, !llvm.loop !13

155:                                              ; preds = %124
  br label %156

156:                                              ; preds = %155
  %157 = load i32, ptr %14, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %14, align 4
  br label %120, !llvm.loop !14

159:                                              ; preds = %120
  %160 = getelementptr inbounds [5 x [3 x [2 x i32]]], ptr %13, i64 0, i64 0
  %161 = getelementptr inbounds [3 x [2 x i32]], ptr %160, i64 0, i64 0
  %162 = getelementptr inbounds [2 x i32], ptr %161, i64 0, i64 0
  store ptr %162, ptr %17, align 8
  store i64 0, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %163

163:                                              ; preds = %178, %159
  %164 = load i32, ptr %19, align 4
  %165 = icmp slt i32 %164, 30
  br i1 %165, label %166, label %181

166:                                              ; preds = %163
  %167 = load ptr, ptr %17, align 8
  %168 = load i32, ptr %19, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds i32, ptr %167, i64 %169
  %171 = load i32, ptr %170, align 4
  %172 = load i32, ptr %19, align 4
  %173 = srem i32 %172, 4
  %174 = mul nsw i32 %171, %173
  %175 = sext i32 %174 to i64
  %176 = load i64, ptr %18, align 8
  %177 = add nsw i64 %176, %175
  store i64 %177, ptr %18, align 8
  br label %178

178:                                              ; preds = %166
  %179 = load i32, ptr %19, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %19, align 4
  br label %163, !llvm.loop !15

181:                                              ; preds = %163
  %182 = load i64, ptr %18, align 8
  %183 = getelementptr inbounds [5 x [3 x [2 x i32]]], ptr %13, i64 0, i64 3
  %184 = getelementptr inbounds [3 x [2 x i32]], ptr %183, i64 0, i64 2
  %185 = getelementptr inbounds [2 x i32], ptr %184, i64 0, i64 1
  %186 = load i32, ptr %185, align 4
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %182, i32 noundef %186)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill_grid(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %31, %1
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 12
  br i1 %7, label %8, label %34

8:                                                ; preds = %5
  store i32 0, ptr %4, align 4
  br label %9

9:                                                ; preds = %27, %8
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %10, 12
  br i1 %11, label %12, label %30

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  %14 = mul nsw i32 %13, 7
  %15 = load i32, ptr %4, align 4
  %16 = mul nsw i32 %15, 13
  %17 = add nsw i32 %14, %16
  %18 = srem i32 %17, 17
  %19 = sub nsw i32 %18, 8
  %20 = load ptr, ptr %2, align 8
  %21 = load i32, ptr %3, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [12 x i32], ptr %20, i64 %22
  %24 = load i32, ptr %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [12 x i32], ptr %23, i64 0, i64 %25
  store i32 %19, ptr %26, align 4
  br label %27

27:                                               ; preds = %12
  %28 = load i32, ptr %4, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %4, align 4
  br label %9, !llvm.loop !16

30:                                               ; preds = %9
  br label %31

31:                                               ; preds = %30
  %32 = load i32, ptr %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %3, align 4
  br label %5, !llvm.loop !17

34:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @trace_and_sum(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  store i64 0, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %43, %2
  %10 = load i32, ptr %7, align 4
  %11 = icmp slt i32 %10, 12
  br i1 %11, label %12, label %46

12:                                               ; preds = %9
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [12 x i32], ptr %13, i64 %15
  %17 = load i32, ptr %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [12 x i32], ptr %16, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = sext i32 %20 to i64
  %22 = load i64, ptr %5, align 8
  %23 = add nsw i64 %22, %21
  store i64 %23, ptr %5, align 8
  store i32 0, ptr %8, align 4
  br label %24

24:                                               ; preds = %39, %12
  %25 = load i32, ptr %8, align 4
  %26 = icmp slt i32 %25, 12
  br i1 %26, label %27, label %42

27:                                               ; preds = %24
  %28 = load ptr, ptr %3, align 8
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [12 x i32], ptr %28, i64 %30
  %32 = load i32, ptr %8, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [12 x i32], ptr %31, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = sext i32 %35 to i64
  %37 = load i64, ptr %6, align 8
  %38 = add nsw i64 %37, %36
  store i64 %38, ptr %6, align 8
  br label %39

39:                                               ; preds = %27
  %40 = load i32, ptr %8, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %8, align 4
  br label %24, !llvm.loop !18

42:                                               ; preds = %24
  br label %43

43:                                               ; preds = %42
  %44 = load i32, ptr %7, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %7, align 4
  br label %9, !llvm.loop !19

46:                                               ; preds = %9
  %47 = load i64, ptr %6, align 8
  %48 = load ptr, ptr %4, align 8
  store i64 %47, ptr %48, align 8
  %49 = load i64, ptr %5, align 8
  ret i64 %49
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_index(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds i32, ptr %7, i64 1
  store ptr %8, ptr %6, align 8
  br label %9

9:                                                ; preds = %34, %2
  %10 = load ptr, ptr %6, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %11, i64 %13
  %15 = icmp ult ptr %10, %14
  br i1 %15, label %16, label %37

16:                                               ; preds = %9
  %17 = load ptr, ptr %6, align 8
  %18 = load i32, ptr %17, align 4
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = icmp sgt i32 %18, %23
  br i1 %24, label %25, label %33

25:                                               ; preds = %16
  %26 = load ptr, ptr %6, align 8
  %27 = load ptr, ptr %3, align 8
  %28 = ptrtoint ptr %26 to i64
  %29 = ptrtoint ptr %27 to i64
  %30 = sub i64 %28, %29
  %31 = sdiv exact i64 %30, 4
  %32 = trunc i64 %31 to i32
  store i32 %32, ptr %5, align 4
  br label %33

33:                                               ; preds = %25, %16
  br label %34

34:                                               ; preds = %33
  %35 = load ptr, ptr %6, align 8
  %36 = getelementptr inbounds i32, ptr %35, i32 1
  store ptr %36, ptr %6, align 8
  br label %9, !llvm.loop !20

37:                                               ; preds = %9
  %38 = load i32, ptr %5, align 4
  ret i32 %38
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reverse(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = load ptr, ptr %3, align 8
  store ptr %8, ptr %5, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i8, ptr %9, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 -1
  store ptr %13, ptr %6, align 8
  br label %14

14:                                               ; preds = %26, %2
  %15 = load ptr, ptr %5, align 8
  %16 = load ptr, ptr %6, align 8
  %17 = icmp ult ptr %15, %16
  br i1 %17, label %18, label %31

18:                                               ; preds = %14
  %19 = load ptr, ptr %5, align 8
  %20 = load i8, ptr %19, align 1
  store i8 %20, ptr %7, align 1
  %21 = load ptr, ptr %6, align 8
  %22 = load i8, ptr %21, align 1
  %23 = load ptr, ptr %5, align 8
  store i8 %22, ptr %23, align 1
  %24 = load i8, ptr %7, align 1
  %25 = load ptr, ptr %6, align 8
  store i8 %24, ptr %25, align 1
  br label %26

26:                                               ; preds = %18
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds i8, ptr %27, i32 1
  store ptr %28, ptr %5, align 8
  %29 = load ptr, ptr %6, align 8
  %30 = getelementptr inbounds i8, ptr %29, i32 -1
  store ptr %30, ptr %6, align 8
  br label %14, !llvm.loop !21

31:                                               ; preds = %14
  ret void
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
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
