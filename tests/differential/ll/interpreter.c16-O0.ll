; ModuleID = 'tests/differential/src/interpreter.c'
source_filename = "tests/differential/src/interpreter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Tok = type { i32, i64, i8 }
%struct.Node = type { i32, i8, i64, i32, i32, i32 }

@.str = private unnamed_addr constant [54 x i8] c"a = 10; b = 1; W a > 0 { b = b * a; a = a - 1; } P b;\00", align 1
@.str.1 = private unnamed_addr constant [75 x i8] c"n = 30; x = 0; y = 1; W n > 0 { t = x + y; x = y; y = t; n = n - 1; } P x;\00", align 1
@.str.2 = private unnamed_addr constant [123 x i8] c"i = 2; c = 0; W i < 200 { j = 2; p = 1; W j * j < i + 1 { I i % j = 0 { p = 0; } j = j + 1; } c = c + p; i = i + 1; } P c;\00", align 1
@.str.3 = private unnamed_addr constant [68 x i8] c"a = 0 - 7; I a < 0 { P 0 - a; } E { P a; } P (3 + 4) * (5 - 2) % 4;\00", align 1
@src = internal global ptr null, align 8
@nnodes = internal global i32 0, align 4
@vars = internal global [26 x i64] zeroinitializer, align 16
@tok = internal global %struct.Tok zeroinitializer, align 8
@nodes = internal global [512 x %struct.Node] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @run(ptr noundef @.str)
  call void @run(ptr noundef @.str.1)
  call void @run(ptr noundef @.str.2)
  call void @run(ptr noundef @.str.3)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @run(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr %3, ptr @src, align 8
  store i32 0, ptr @nnodes, align 4
  call void @llvm.memset.p0.i64(ptr align 16 @vars, i8 0, i64 208, i1 false)
  call void @next_tok()
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i32, ptr @tok, align 8
  %6 = icmp ne i32 %5, 3
  br i1 %6, label %7, label %10

7:                                                ; preds = %4
  %8 = call i32 @stmt()
  %9 = call i64 @eval(i32 noundef %8)
  br label %4, !llvm.loop !6

10:                                               ; preds = %4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @next_tok() #0 {
  %1 = alloca i64, align 8
  br label %2

2:                                                ; preds = %14, %0
  %3 = load ptr, ptr @src, align 8
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
  %6 = icmp eq i32 %5, 32
  br i1 %6, label %12, label %7

7:                                                ; preds = %2
  %8 = load ptr, ptr @src, align 8
  %9 = load i8, ptr %8, align 1
  %10 = sext i8 %9 to i32
  %11 = icmp eq i32 %10, 10
  br label %12

12:                                               ; preds = %7, %2
  %13 = phi i1 [ true, %2 ], [ %11, %7 ]
  br i1 %13, label %14, label %17

14:                                               ; preds = %12
  %15 = load ptr, ptr @src, align 8
  %16 = getelementptr inbounds i8, ptr %15, i32 1
  store ptr %16, ptr @src, align 8
  br label %2, !llvm.loop !8

17:                                               ; preds = %12
  %18 = load ptr, ptr @src, align 8
  %19 = load i8, ptr %18, align 1
  %20 = icmp ne i8 %19, 0
  br i1 %20, label %22, label %21

21:                                               ; preds = %17
  store i32 3, ptr @tok, align 8
  br label %79

22:                                               ; preds = %17
  %23 = call ptr @__ctype_b_loc() #4
  %24 = load ptr, ptr %23, align 8
  %25 = load ptr, ptr @src, align 8
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i16, ptr %24, i64 %28
  %30 = load i16, ptr %29, align 2
  %31 = zext i16 %30 to i32
  %32 = and i32 %31, 2048
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %59

34:                                               ; preds = %22
  store i64 0, ptr %1, align 8
  br label %35

35:                                               ; preds = %47, %34
  %36 = call ptr @__ctype_b_loc() #4
  %37 = load ptr, ptr %36, align 8
  %38 = load ptr, ptr @src, align 8
  %39 = load i8, ptr %38, align 1
  %40 = zext i8 %39 to i32
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i16, ptr %37, i64 %41
  %43 = load i16, ptr %42, align 2
  %44 = zext i16 %43 to i32
  %45 = and i32 %44, 2048
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %47, label %57

47:                                               ; preds = %35
  %48 = load i64, ptr %1, align 8
  %49 = mul nsw i64 %48, 10
  %50 = load ptr, ptr @src, align 8
  %51 = getelementptr inbounds i8, ptr %50, i32 1
  store ptr %51, ptr @src, align 8
  %52 = load i8, ptr %50, align 1
  %53 = sext i8 %52 to i32
  %54 = sub nsw i32 %53, 48
  %55 = sext i32 %54 to i64
  %56 = add nsw i64 %49, %55
  store i64 %56, ptr %1, align 8
  br label %35, !llvm.loop !9

57:                                               ; preds = %35
  store i32 0, ptr @tok, align 8
  %58 = load i64, ptr %1, align 8
  store i64 %58, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 1), align 8
  br label %79

59:                                               ; preds = %22
  %60 = call ptr @__ctype_b_loc() #4
  %61 = load ptr, ptr %60, align 8
  %62 = load ptr, ptr @src, align 8
  %63 = load i8, ptr %62, align 1
  %64 = zext i8 %63 to i32
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i16, ptr %61, i64 %65
  %67 = load i16, ptr %66, align 2
  %68 = zext i16 %67 to i32
  %69 = and i32 %68, 512
  %70 = icmp ne i32 %69, 0
  br i1 %70, label %71, label %75

71:                                               ; preds = %59
  store i32 1, ptr @tok, align 8
  %72 = load ptr, ptr @src, align 8
  %73 = getelementptr inbounds i8, ptr %72, i32 1
  store ptr %73, ptr @src, align 8
  %74 = load i8, ptr %72, align 1
  store i8 %74, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 2), align 8
  br label %79

75:                                               ; preds = %59
  store i32 2, ptr @tok, align 8
  %76 = load ptr, ptr @src, align 8
  %77 = getelementptr inbounds i8, ptr %76, i32 1
  store ptr %77, ptr @src, align 8
  %78 = load i8, ptr %76, align 1
  store i8 %78, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 2), align 8
  br label %79

79:                                               ; preds = %75, %71, %57, %21
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @eval(i32 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %9
  store ptr %10, ptr %4, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  switch i32 %13, label %169 [
    i32 0, label %14
    i32 1, label %18
    i32 2, label %27
    i32 3, label %91
    i32 4, label %103
    i32 5, label %125
    i32 6, label %154
    i32 7, label %160
  ]

14:                                               ; preds = %1
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.Node, ptr %15, i32 0, i32 2
  %17 = load i64, ptr %16, align 8
  store i64 %17, ptr %2, align 8
  br label %170

18:                                               ; preds = %1
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.Node, ptr %19, i32 0, i32 1
  %21 = load i8, ptr %20, align 4
  %22 = sext i8 %21 to i32
  %23 = sub nsw i32 %22, 97
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %24
  %26 = load i64, ptr %25, align 8
  store i64 %26, ptr %2, align 8
  br label %170

27:                                               ; preds = %1
  %28 = load ptr, ptr %4, align 8
  %29 = getelementptr inbounds %struct.Node, ptr %28, i32 0, i32 3
  %30 = load i32, ptr %29, align 8
  %31 = call i64 @eval(i32 noundef %30)
  store i64 %31, ptr %5, align 8
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.Node, ptr %32, i32 0, i32 4
  %34 = load i32, ptr %33, align 4
  %35 = call i64 @eval(i32 noundef %34)
  store i64 %35, ptr %6, align 8
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds %struct.Node, ptr %36, i32 0, i32 1
  %38 = load i8, ptr %37, align 4
  %39 = sext i8 %38 to i32
  switch i32 %39, label %90 [
    i32 43, label %40
    i32 45, label %44
    i32 42, label %48
    i32 47, label %52
    i32 37, label %62
    i32 60, label %72
    i32 62, label %78
    i32 61, label %84
  ]

40:                                               ; preds = %27
  %41 = load i64, ptr %5, align 8
  %42 = load i64, ptr %6, align 8
  %43 = add nsw i64 %41, %42
  store i64 %43, ptr %2, align 8
  br label %170

44:                                               ; preds = %27
  %45 = load i64, ptr %5, align 8
  %46 = load i64, ptr %6, align 8
  %47 = sub nsw i64 %45, %46
  store i64 %47, ptr %2, align 8
  br label %170

48:                                               ; preds = %27
  %49 = load i64, ptr %5, align 8
  %50 = load i64, ptr %6, align 8
  %51 = mul nsw i64 %49, %50
  store i64 %51, ptr %2, align 8
  br label %170

52:                                               ; preds = %27
  %53 = load i64, ptr %6, align 8
  %54 = icmp ne i64 %53, 0
  br i1 %54, label %55, label %59

55:                                               ; preds = %52
  %56 = load i64, ptr %5, align 8
  %57 = load i64, ptr %6, align 8
  %58 = sdiv i64 %56, %57
  br label %60

59:                                               ; preds = %52
  br label %60

60:                                               ; preds = %59, %55
  %61 = phi i64 [ %58, %55 ], [ 0, %59 ]
  store i64 %61, ptr %2, align 8
  br label %170

62:                                               ; preds = %27
  %63 = load i64, ptr %6, align 8
  %64 = icmp ne i64 %63, 0
  br i1 %64, label %65, label %69

65:                                               ; preds = %62
  %66 = load i64, ptr %5, align 8
  %67 = load i64, ptr %6, align 8
  %68 = srem i64 %66, %67
  br label %70

69:                                               ; preds = %62
  br label %70

70:                                               ; preds = %69, %65
  %71 = phi i64 [ %68, %65 ], [ 0, %69 ]
  store i64 %71, ptr %2, align 8
  br label %170

72:                                               ; preds = %27
  %73 = load i64, ptr %5, align 8
  %74 = load i64, ptr %6, align 8
  %75 = icmp slt i64 %73, %74
  %76 = zext i1 %75 to i32
  %77 = sext i32 %76 to i64
  store i64 %77, ptr %2, align 8
  br label %170

78:                                               ; preds = %27
  %79 = load i64, ptr %5, align 8
  %80 = load i64, ptr %6, align 8
  %81 = icmp sgt i64 %79, %80
  %82 = zext i1 %81 to i32
  %83 = sext i32 %82 to i64
  store i64 %83, ptr %2, align 8
  br label %170

84:                                               ; preds = %27
  %85 = load i64, ptr %5, align 8
  %86 = load i64, ptr %6, align 8
  %87 = icmp eq i64 %85, %86
  %88 = zext i1 %87 to i32
  %89 = sext i32 %88 to i64
  store i64 %89, ptr %2, align 8
  br label %170

90:                                               ; preds = %27
  store i64 0, ptr %2, align 8
  br label %170

91:                                               ; preds = %1
  %92 = load ptr, ptr %4, align 8
  %93 = getelementptr inbounds %struct.Node, ptr %92, i32 0, i32 3
  %94 = load i32, ptr %93, align 8
  %95 = call i64 @eval(i32 noundef %94)
  %96 = load ptr, ptr %4, align 8
  %97 = getelementptr inbounds %struct.Node, ptr %96, i32 0, i32 1
  %98 = load i8, ptr %97, align 4
  %99 = sext i8 %98 to i32
  %100 = sub nsw i32 %99, 97
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %101
  store i64 %95, ptr %102, align 8
  store i64 %95, ptr %2, align 8
  br label %170

103:                                              ; preds = %1
  store i64 0, ptr %7, align 8
  br label %104

104:                                              ; preds = %120, %103
  %105 = load ptr, ptr %4, align 8
  %106 = getelementptr inbounds %struct.Node, ptr %105, i32 0, i32 3
  %107 = load i32, ptr %106, align 8
  %108 = call i64 @eval(i32 noundef %107)
  %109 = icmp ne i64 %108, 0
  br i1 %109, label %110, label %123

110:                                              ; preds = %104
  %111 = load ptr, ptr %4, align 8
  %112 = getelementptr inbounds %struct.Node, ptr %111, i32 0, i32 4
  %113 = load i32, ptr %112, align 4
  %114 = icmp sge i32 %113, 0
  br i1 %114, label %115, label %120

115:                                              ; preds = %110
  %116 = load ptr, ptr %4, align 8
  %117 = getelementptr inbounds %struct.Node, ptr %116, i32 0, i32 4
  %118 = load i32, ptr %117, align 4
  %119 = call i64 @eval(i32 noundef %118)
  br label %120

120:                                              ; preds = %115, %110
  %121 = load i64, ptr %7, align 8
  %122 = add nsw i64 %121, 1
  store i64 %122, ptr %7, align 8
  br label %104, !llvm.loop !10

123:                                              ; preds = %104
  %124 = load i64, ptr %7, align 8
  store i64 %124, ptr %2, align 8
  br label %170

125:                                              ; preds = %1
  %126 = load ptr, ptr %4, align 8
  %127 = getelementptr inbounds %struct.Node, ptr %126, i32 0, i32 3
  %128 = load i32, ptr %127, align 8
  %129 = call i64 @eval(i32 noundef %128)
  %130 = icmp ne i64 %129, 0
  br i1 %130, label %131, label %142

131:                                              ; preds = %125
  %132 = load ptr, ptr %4, align 8
  %133 = getelementptr inbounds %struct.Node, ptr %132, i32 0, i32 4
  %134 = load i32, ptr %133, align 4
  %135 = icmp sge i32 %134, 0
  br i1 %135, label %136, label %141

136:                                              ; preds = %131
  %137 = load ptr, ptr %4, align 8
  %138 = getelementptr inbounds %struct.Node, ptr %137, i32 0, i32 4
  %139 = load i32, ptr %138, align 4
  %140 = call i64 @eval(i32 noundef %139)
  br label %141

141:                                              ; preds = %136, %131
  br label %153

142:                                              ; preds = %125
  %143 = load ptr, ptr %4, align 8
  %144 = getelementptr inbounds %struct.Node, ptr %143, i32 0, i32 5
  %145 = load i32, ptr %144, align 8
  %146 = icmp sge i32 %145, 0
  br i1 %146, label %147, label %152

147:                                              ; preds = %142
  %148 = load ptr, ptr %4, align 8
  %149 = getelementptr inbounds %struct.Node, ptr %148, i32 0, i32 5
  %150 = load i32, ptr %149, align 8
  %151 = call i64 @eval(i32 noundef %150)
  br label %152

152:                                              ; preds = %147, %142
  br label %153

153:                                              ; preds = %152, %141
  store i64 0, ptr %2, align 8
  br label %170

154:                                              ; preds = %1
  %155 = load ptr, ptr %4, align 8
  %156 = getelementptr inbounds %struct.Node, ptr %155, i32 0, i32 3
  %157 = load i32, ptr %156, align 8
  %158 = call i64 @eval(i32 noundef %157)
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %158)
  store i64 0, ptr %2, align 8
  br label %170

160:                                              ; preds = %1
  %161 = load ptr, ptr %4, align 8
  %162 = getelementptr inbounds %struct.Node, ptr %161, i32 0, i32 3
  %163 = load i32, ptr %162, align 8
  %164 = call i64 @eval(i32 noundef %163)
  %165 = load ptr, ptr %4, align 8
  %166 = getelementptr inbounds %struct.Node, ptr %165, i32 0, i32 4
  %167 = load i32, ptr %166, align 4
  %168 = call i64 @eval(i32 noundef %167)
  store i64 %168, ptr %2, align 8
  br label %170

169:                                              ; preds = %1
  store i64 0, ptr %2, align 8
  br label %170

170:                                              ; preds = %169, %160, %154, %153, %123, %91, %90, %84, %78, %72, %70, %60, %48, %44, %40, %18, %14
  %171 = load i64, ptr %2, align 8
  ret i64 %171
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @stmt() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = load i32, ptr @tok, align 8
  %10 = icmp eq i32 %9, 2
  br i1 %10, label %11, label %49

11:                                               ; preds = %0
  %12 = load i8, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 2), align 8
  %13 = sext i8 %12 to i32
  %14 = icmp eq i32 %13, 87
  br i1 %14, label %19, label %15

15:                                               ; preds = %11
  %16 = load i8, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 2), align 8
  %17 = sext i8 %16 to i32
  %18 = icmp eq i32 %17, 73
  br i1 %18, label %19, label %49

19:                                               ; preds = %15, %11
  %20 = load i8, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 2), align 8
  store i8 %20, ptr %2, align 1
  call void @next_tok()
  %21 = call i32 @expr()
  store i32 %21, ptr %3, align 4
  %22 = call i32 @block()
  store i32 %22, ptr %4, align 4
  %23 = load i8, ptr %2, align 1
  %24 = sext i8 %23 to i32
  %25 = icmp eq i32 %24, 87
  %26 = zext i1 %25 to i64
  %27 = select i1 %25, i32 4, i32 5
  %28 = load i32, ptr %3, align 4
  %29 = load i32, ptr %4, align 4
  %30 = call i32 @mk(i32 noundef %27, i8 noundef signext 0, i64 noundef 0, i32 noundef %28, i32 noundef %29)
  store i32 %30, ptr %5, align 4
  %31 = load i8, ptr %2, align 1
  %32 = sext i8 %31 to i32
  %33 = icmp eq i32 %32, 73
  br i1 %33, label %34, label %47

34:                                               ; preds = %19
  %35 = load i32, ptr @tok, align 8
  %36 = icmp eq i32 %35, 2
  br i1 %36, label %37, label %47

37:                                               ; preds = %34
  %38 = load i8, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 2), align 8
  %39 = sext i8 %38 to i32
  %40 = icmp eq i32 %39, 69
  br i1 %40, label %41, label %47

41:                                               ; preds = %37
  call void @next_tok()
  %42 = call i32 @block()
  %43 = load i32, ptr %5, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %44
  %46 = getelementptr inbounds %struct.Node, ptr %45, i32 0, i32 5
  store i32 %42, ptr %46, align 8
  br label %47

47:                                               ; preds = %41, %37, %34, %19
  %48 = load i32, ptr %5, align 4
  store i32 %48, ptr %1, align 4
  br label %66

49:                                               ; preds = %15, %0
  %50 = load i32, ptr @tok, align 8
  %51 = icmp eq i32 %50, 2
  br i1 %51, label %52, label %60

52:                                               ; preds = %49
  %53 = load i8, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 2), align 8
  %54 = sext i8 %53 to i32
  %55 = icmp eq i32 %54, 80
  br i1 %55, label %56, label %60

56:                                               ; preds = %52
  call void @next_tok()
  %57 = call i32 @expr()
  store i32 %57, ptr %6, align 4
  call void @next_tok()
  %58 = load i32, ptr %6, align 4
  %59 = call i32 @mk(i32 noundef 6, i8 noundef signext 0, i64 noundef 0, i32 noundef %58, i32 noundef -1)
  store i32 %59, ptr %1, align 4
  br label %66

60:                                               ; preds = %52, %49
  %61 = load i8, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 2), align 8
  store i8 %61, ptr %7, align 1
  call void @next_tok()
  call void @next_tok()
  %62 = call i32 @expr()
  store i32 %62, ptr %8, align 4
  call void @next_tok()
  %63 = load i8, ptr %7, align 1
  %64 = load i32, ptr %8, align 4
  %65 = call i32 @mk(i32 noundef 3, i8 noundef signext %63, i64 noundef 0, i32 noundef %64, i32 noundef -1)
  store i32 %65, ptr %1, align 4
  br label %66

66:                                               ; preds = %60, %56, %47
  %67 = load i32, ptr %1, align 4
  ret i32 %67
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @expr() #0 {
  %1 = call i32 @binary(i32 noundef 1)
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @block() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @next_tok()
  store i32 -1, ptr %1, align 4
  br label %3

3:                                                ; preds = %23, %0
  %4 = load i32, ptr @tok, align 8
  %5 = icmp eq i32 %4, 2
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  %7 = load i8, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 2), align 8
  %8 = sext i8 %7 to i32
  %9 = icmp eq i32 %8, 125
  br label %10

10:                                               ; preds = %6, %3
  %11 = phi i1 [ false, %3 ], [ %9, %6 ]
  %12 = xor i1 %11, true
  br i1 %12, label %13, label %25

13:                                               ; preds = %10
  %14 = call i32 @stmt()
  store i32 %14, ptr %2, align 4
  %15 = load i32, ptr %1, align 4
  %16 = icmp slt i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %13
  %18 = load i32, ptr %2, align 4
  br label %23

19:                                               ; preds = %13
  %20 = load i32, ptr %1, align 4
  %21 = load i32, ptr %2, align 4
  %22 = call i32 @mk(i32 noundef 7, i8 noundef signext 0, i64 noundef 0, i32 noundef %20, i32 noundef %21)
  br label %23

23:                                               ; preds = %19, %17
  %24 = phi i32 [ %18, %17 ], [ %22, %19 ]
  store i32 %24, ptr %1, align 4
  br label %3, !llvm.loop !11

25:                                               ; preds = %10
  call void @next_tok()
  %26 = load i32, ptr %1, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mk(i32 noundef %0, i8 noundef signext %1, i64 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  store i32 %0, ptr %6, align 4
  store i8 %1, ptr %7, align 1
  store i64 %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %12 = load i32, ptr @nnodes, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %13
  store ptr %14, ptr %11, align 8
  %15 = load i32, ptr %6, align 4
  %16 = load ptr, ptr %11, align 8
  %17 = getelementptr inbounds %struct.Node, ptr %16, i32 0, i32 0
  store i32 %15, ptr %17, align 8
  %18 = load i8, ptr %7, align 1
  %19 = load ptr, ptr %11, align 8
  %20 = getelementptr inbounds %struct.Node, ptr %19, i32 0, i32 1
  store i8 %18, ptr %20, align 4
  %21 = load i64, ptr %8, align 8
  %22 = load ptr, ptr %11, align 8
  %23 = getelementptr inbounds %struct.Node, ptr %22, i32 0, i32 2
  store i64 %21, ptr %23, align 8
  %24 = load i32, ptr %9, align 4
  %25 = load ptr, ptr %11, align 8
  %26 = getelementptr inbounds %struct.Node, ptr %25, i32 0, i32 3
  store i32 %24, ptr %26, align 8
  %27 = load i32, ptr %10, align 4
  %28 = load ptr, ptr %11, align 8
  %29 = getelementptr inbounds %struct.Node, ptr %28, i32 0, i32 4
  store i32 %27, ptr %29, align 4
  %30 = load ptr, ptr %11, align 8
  %31 = getelementptr inbounds %struct.Node, ptr %30, i32 0, i32 5
  store i32 -1, ptr %31, align 8
  %32 = load i32, ptr @nnodes, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr @nnodes, align 4
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @binary(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = call i32 @primary()
  store i32 %6, ptr %3, align 4
  br label %7

7:                                                ; preds = %21, %1
  %8 = load i32, ptr @tok, align 8
  %9 = icmp eq i32 %8, 2
  br i1 %9, label %10, label %19

10:                                               ; preds = %7
  %11 = load i8, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 2), align 8
  %12 = call i32 @prec(i8 noundef signext %11)
  %13 = load i32, ptr %2, align 4
  %14 = icmp sge i32 %12, %13
  br i1 %14, label %15, label %19

15:                                               ; preds = %10
  %16 = load i8, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 2), align 8
  %17 = call i32 @prec(i8 noundef signext %16)
  %18 = icmp sgt i32 %17, 0
  br label %19

19:                                               ; preds = %15, %10, %7
  %20 = phi i1 [ false, %10 ], [ false, %7 ], [ %18, %15 ]
  br i1 %20, label %21, label %31

21:                                               ; preds = %19
  %22 = load i8, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 2), align 8
  store i8 %22, ptr %4, align 1
  call void @next_tok()
  %23 = load i8, ptr %4, align 1
  %24 = call i32 @prec(i8 noundef signext %23)
  %25 = add nsw i32 %24, 1
  %26 = call i32 @binary(i32 noundef %25)
  store i32 %26, ptr %5, align 4
  %27 = load i8, ptr %4, align 1
  %28 = load i32, ptr %3, align 4
  %29 = load i32, ptr %5, align 4
  %30 = call i32 @mk(i32 noundef 2, i8 noundef signext %27, i64 noundef 0, i32 noundef %28, i32 noundef %29)
  store i32 %30, ptr %3, align 4
  br label %7, !llvm.loop !12

31:                                               ; preds = %19
  %32 = load i32, ptr %3, align 4
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @primary() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = load i32, ptr @tok, align 8
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %0
  %8 = load i64, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 1), align 8
  %9 = call i32 @mk(i32 noundef 0, i8 noundef signext 0, i64 noundef %8, i32 noundef -1, i32 noundef -1)
  store i32 %9, ptr %2, align 4
  call void @next_tok()
  %10 = load i32, ptr %2, align 4
  store i32 %10, ptr %1, align 4
  br label %35

11:                                               ; preds = %0
  %12 = load i32, ptr @tok, align 8
  %13 = icmp eq i32 %12, 1
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i8, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 2), align 8
  %16 = call i32 @mk(i32 noundef 1, i8 noundef signext %15, i64 noundef 0, i32 noundef -1, i32 noundef -1)
  store i32 %16, ptr %3, align 4
  call void @next_tok()
  %17 = load i32, ptr %3, align 4
  store i32 %17, ptr %1, align 4
  br label %35

18:                                               ; preds = %11
  %19 = load i8, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 2), align 8
  %20 = sext i8 %19 to i32
  %21 = icmp eq i32 %20, 40
  br i1 %21, label %22, label %25

22:                                               ; preds = %18
  call void @next_tok()
  %23 = call i32 @expr()
  store i32 %23, ptr %4, align 4
  call void @next_tok()
  %24 = load i32, ptr %4, align 4
  store i32 %24, ptr %1, align 4
  br label %35

25:                                               ; preds = %18
  %26 = load i8, ptr getelementptr inbounds (%struct.Tok, ptr @tok, i32 0, i32 2), align 8
  %27 = sext i8 %26 to i32
  %28 = icmp eq i32 %27, 45
  br i1 %28, label %29, label %33

29:                                               ; preds = %25
  call void @next_tok()
  %30 = call i32 @mk(i32 noundef 0, i8 noundef signext 0, i64 noundef 0, i32 noundef -1, i32 noundef -1)
  %31 = call i32 @primary()
  %32 = call i32 @mk(i32 noundef 2, i8 noundef signext 45, i64 noundef 0, i32 noundef %30, i32 noundef %31)
  store i32 %32, ptr %1, align 4
  br label %35

33:                                               ; preds = %25
  %34 = call i32 @mk(i32 noundef 0, i8 noundef signext 0, i64 noundef 0, i32 noundef -1, i32 noundef -1)
  store i32 %34, ptr %1, align 4
  br label %35

35:                                               ; preds = %33, %29, %22, %14, %7
  %36 = load i32, ptr %1, align 4
  ret i32 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @prec(i8 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
  switch i32 %5, label %9 [
    i32 42, label %6
    i32 47, label %6
    i32 37, label %6
    i32 43, label %7
    i32 45, label %7
    i32 60, label %8
    i32 62, label %8
    i32 61, label %8
  ]

6:                                                ; preds = %1, %1, %1
  store i32 3, ptr %2, align 4
  br label %10

7:                                                ; preds = %1, %1
  store i32 2, ptr %2, align 4
  br label %10

8:                                                ; preds = %1, %1, %1
  store i32 1, ptr %2, align 4
  br label %10

9:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %9, %8, %7, %6
  %11 = load i32, ptr %2, align 4
  ret i32 %11
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(none) }

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
