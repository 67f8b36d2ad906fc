; ModuleID = 'tests/differential/src/linked_list.c'
source_filename = "tests/differential/src/linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.DNode = type { i64, ptr, ptr }
%struct.Node = type { i32, ptr }

@.str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"reversed\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"no mult of 3\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"count %d sum %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"forward:\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"\0Abackward:\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.DNode, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store ptr null, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %13

13:                                               ; preds = %24, %0
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %14, 40
  br i1 %15, label %16, label %27

16:                                               ; preds = %13
  %17 = load ptr, ptr %2, align 8
  %18 = load i32, ptr %3, align 4
  %19 = mul nsw i32 %18, 37
  %20 = add nsw i32 %19, 11
  %21 = srem i32 %20, 101
  %22 = sub nsw i32 %21, 50
  %23 = call ptr @push(ptr noundef %17, i32 noundef %22)
  store ptr %23, ptr %2, align 8
  br label %24

24:                                               ; preds = %16
  %25 = load i32, ptr %3, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %3, align 4
  br label %13, !llvm.loop !6

27:                                               ; preds = %13
  %28 = load ptr, ptr %2, align 8
  call void @print_list(ptr noundef @.str, ptr noundef %28)
  %29 = load ptr, ptr %2, align 8
  %30 = call ptr @reverse(ptr noundef %29)
  store ptr %30, ptr %2, align 8
  %31 = load ptr, ptr %2, align 8
  call void @print_list(ptr noundef @.str.1, ptr noundef %31)
  %32 = load ptr, ptr %2, align 8
  %33 = call ptr @msort(ptr noundef %32)
  store ptr %33, ptr %2, align 8
  %34 = load ptr, ptr %2, align 8
  call void @print_list(ptr noundef @.str.2, ptr noundef %34)
  %35 = load ptr, ptr %2, align 8
  %36 = call ptr @remove_if_div(ptr noundef %35, i32 noundef 3)
  store ptr %36, ptr %2, align 8
  %37 = load ptr, ptr %2, align 8
  call void @print_list(ptr noundef @.str.3, ptr noundef %37)
  store i32 0, ptr %4, align 4
  store i64 0, ptr %5, align 8
  br label %38

38:                                               ; preds = %41, %27
  %39 = load ptr, ptr %2, align 8
  %40 = icmp ne ptr %39, null
  br i1 %40, label %41, label %55

41:                                               ; preds = %38
  %42 = load ptr, ptr %2, align 8
  %43 = getelementptr inbounds %struct.Node, ptr %42, i32 0, i32 1
  %44 = load ptr, ptr %43, align 8
  store ptr %44, ptr %6, align 8
  %45 = load i32, ptr %4, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %4, align 4
  %47 = load ptr, ptr %2, align 8
  %48 = getelementptr inbounds %struct.Node, ptr %47, i32 0, i32 0
  %49 = load i32, ptr %48, align 8
  %50 = sext i32 %49 to i64
  %51 = load i64, ptr %5, align 8
  %52 = add nsw i64 %51, %50
  store i64 %52, ptr %5, align 8
  %53 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %53) #4
  %54 = load ptr, ptr %6, align 8
  store ptr %54, ptr %2, align 8
  br label %38, !llvm.loop !8

55:                                               ; preds = %38
  %56 = load i32, ptr %4, align 4
  %57 = load i64, ptr %5, align 8
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %56, i64 noundef %57)
  %59 = getelementptr inbounds %struct.DNode, ptr %7, i32 0, i32 0
  store i64 0, ptr %59, align 8
  %60 = getelementptr inbounds %struct.DNode, ptr %7, i32 0, i32 1
  store ptr %7, ptr %60, align 8
  %61 = getelementptr inbounds %struct.DNode, ptr %7, i32 0, i32 2
  store ptr %7, ptr %61, align 8
  store i64 1, ptr %8, align 8
  br label %62

62:                                               ; preds = %102, %55
  %63 = load i64, ptr %8, align 8
  %64 = icmp sle i64 %63, 10
  br i1 %64, label %65, label %105

65:                                               ; preds = %62
  %66 = call noalias ptr @malloc(i64 noundef 24) #5
  store ptr %66, ptr %9, align 8
  %67 = load i64, ptr %8, align 8
  %68 = load i64, ptr %8, align 8
  %69 = mul nsw i64 %67, %68
  %70 = load ptr, ptr %9, align 8
  %71 = getelementptr inbounds %struct.DNode, ptr %70, i32 0, i32 0
  store i64 %69, ptr %71, align 8
  %72 = load i64, ptr %8, align 8
  %73 = and i64 %72, 1
  %74 = icmp ne i64 %73, 0
  br i1 %74, label %75, label %88

75:                                               ; preds = %65
  %76 = getelementptr inbounds %struct.DNode, ptr %7, i32 0, i32 2
  %77 = load ptr, ptr %76, align 8
  %78 = load ptr, ptr %9, align 8
  %79 = getelementptr inbounds %struct.DNode, ptr %78, i32 0, i32 2
  store ptr %77, ptr %79, align 8
  %80 = load ptr, ptr %9, align 8
  %81 = getelementptr inbounds %struct.DNode, ptr %80, i32 0, i32 1
  store ptr %7, ptr %81, align 8
  %82 = load ptr, ptr %9, align 8
  %83 = getelementptr inbounds %struct.DNode, ptr %7, i32 0, i32 2
  %84 = load ptr, ptr %83, align 8
  %85 = getelementptr inbounds %struct.DNode, ptr %84, i32 0, i32 1
  store ptr %82, ptr %85, align 8
  %86 = load ptr, ptr %9, align 8
  %87 = getelementptr inbounds %struct.DNode, ptr %7, i32 0, i32 2
  store ptr %86, ptr %87, align 8
  br label %101

88:                                               ; preds = %65
  %89 = getelementptr inbounds %struct.DNode, ptr %7, i32 0, i32 1
  %90 = load ptr, ptr %89, align 8
  %91 = load ptr, ptr %9, align 8
  %92 = getelementptr inbounds %struct.DNode, ptr %91, i32 0, i32 1
  store ptr %90, ptr %92, align 8
  %93 = load ptr, ptr %9, align 8
  %94 = getelementptr inbounds %struct.DNode, ptr %93, i32 0, i32 2
  store ptr %7, ptr %94, align 8
  %95 = load ptr, ptr %9, align 8
  %96 = getelementptr inbounds %struct.DNode, ptr %7, i32 0, i32 1
  %97 = load ptr, ptr %96, align 8
  %98 = getelementptr inbounds %struct.DNode, ptr %97, i32 0, i32 2
  store ptr %95, ptr %98, align 8
  %99 = load ptr, ptr %9, align 8
  %100 = getelementptr inbounds %struct.DNode, ptr %7, i32 0, i32 1
  store ptr %99, ptr %100, align 8
  br label %101

101:                                              ; preds = %88, %75
  br label %102

102:                                              ; preds = %101
  %103 = load i64, ptr %8, align 8
  %104 = add nsw i64 %103, 1
  store i64 %104, ptr %8, align 8
  br label %62, !llvm.loop !9

105:                                              ; preds = %62
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %107 = getelementptr inbounds %struct.DNode, ptr %7, i32 0, i32 2
  %108 = load ptr, ptr %107, align 8
  store ptr %108, ptr %10, align 8
  br label %109

109:                                              ; preds = %117, %105
  %110 = load ptr, ptr %10, align 8
  %111 = icmp ne ptr %110, %7
  br i1 %111, label %112, label %121

112:                                              ; preds = %109
  %113 = load ptr, ptr %10, align 8
  %114 = getelementptr inbounds %struct.DNode, ptr %113, i32 0, i32 0
  %115 = load i64, ptr %114, align 8
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %115)
  br label %117

117:                                              ; preds = %112
  %118 = load ptr, ptr %10, align 8
  %119 = getelementptr inbounds %struct.DNode, ptr %118, i32 0, i32 2
  %120 = load ptr, ptr %119, align 8
  store ptr %120, ptr %10, align 8
  br label %109, !llvm.loop !10

121:                                              ; preds = %109
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %123 = getelementptr inbounds %struct.DNode, ptr %7, i32 0, i32 1
  %124 = load ptr, ptr %123, align 8
  store ptr %124, ptr %11, align 8
  br label %125

125:                                              ; preds = %133, %121
  %126 = load ptr, ptr %11, align 8
  %127 = icmp ne ptr %126, %7
  br i1 %127, label %128, label %137

128:                                              ; preds = %125
  %129 = load ptr, ptr %11, align 8
  %130 = getelementptr inbounds %struct.DNode, ptr %129, i32 0, i32 0
  %131 = load i64, ptr %130, align 8
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %131)
  br label %133

133:                                              ; preds = %128
  %134 = load ptr, ptr %11, align 8
  %135 = getelementptr inbounds %struct.DNode, ptr %134, i32 0, i32 1
  %136 = load ptr, ptr %135, align 8
  store ptr %136, ptr %11, align 8
  br label %125, !llvm.loop !11

137:                                              ; preds = %125
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %139

139:                                              ; preds = %143, %137
  %140 = getelementptr inbounds %struct.DNode, ptr %7, i32 0, i32 2
  %141 = load ptr, ptr %140, align 8
  %142 = icmp ne ptr %141, %7
  br i1 %142, label %143, label %151

143:                                              ; preds = %139
  %144 = getelementptr inbounds %struct.DNode, ptr %7, i32 0, i32 2
  %145 = load ptr, ptr %144, align 8
  store ptr %145, ptr %12, align 8
  %146 = load ptr, ptr %12, align 8
  %147 = getelementptr inbounds %struct.DNode, ptr %146, i32 0, i32 2
  %148 = load ptr, ptr %147, align 8
  %149 = getelementptr inbounds %struct.DNode, ptr %7, i32 0, i32 2
  store ptr %148, ptr %149, align 8
  %150 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %150) #4
  br label %139, !llvm.loop !12

151:                                              ; preds = %139
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @push(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call noalias ptr @malloc(i64 noundef 16) #5
  store ptr %6, ptr %5, align 8
  %7 = load i32, ptr %4, align 4
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %struct.Node, ptr %8, i32 0, i32 0
  store i32 %7, ptr %9, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 1
  store ptr %10, ptr %12, align 8
  %13 = load ptr, ptr %5, align 8
  ret ptr %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_list(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %6)
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %21, %2
  %9 = load ptr, ptr %4, align 8
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %12, 20
  br label %14

14:                                               ; preds = %11, %8
  %15 = phi i1 [ false, %8 ], [ %13, %11 ]
  br i1 %15, label %16, label %27

16:                                               ; preds = %14
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.Node, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 8
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %19)
  br label %21

21:                                               ; preds = %16
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %struct.Node, ptr %22, i32 0, i32 1
  %24 = load ptr, ptr %23, align 8
  store ptr %24, ptr %4, align 8
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %5, align 4
  br label %8, !llvm.loop !13

27:                                               ; preds = %14
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @reverse(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  store ptr null, ptr %3, align 8
  br label %5

5:                                                ; preds = %8, %1
  %6 = load ptr, ptr %2, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.Node, ptr %9, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  store ptr %11, ptr %4, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.Node, ptr %13, i32 0, i32 1
  store ptr %12, ptr %14, align 8
  %15 = load ptr, ptr %2, align 8
  store ptr %15, ptr %3, align 8
  %16 = load ptr, ptr %4, align 8
  store ptr %16, ptr %2, align 8
  br label %5, !llvm.loop !14

17:                                               ; preds = %5
  %18 = load ptr, ptr %3, align 8
  ret ptr %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @msort(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %14

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.Node, ptr %10, i32 0, i32 1
  %12 = load ptr, ptr %11, align 8
  %13 = icmp ne ptr %12, null
  br i1 %13, label %16, label %14

14:                                               ; preds = %9, %1
  %15 = load ptr, ptr %3, align 8
  store ptr %15, ptr %2, align 8
  br label %51

16:                                               ; preds = %9
  %17 = load ptr, ptr %3, align 8
  store ptr %17, ptr %4, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.Node, ptr %18, i32 0, i32 1
  %20 = load ptr, ptr %19, align 8
  store ptr %20, ptr %5, align 8
  br label %21

21:                                               ; preds = %31, %16
  %22 = load ptr, ptr %5, align 8
  %23 = icmp ne ptr %22, null
  br i1 %23, label %24, label %29

24:                                               ; preds = %21
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds %struct.Node, ptr %25, i32 0, i32 1
  %27 = load ptr, ptr %26, align 8
  %28 = icmp ne ptr %27, null
  br label %29

29:                                               ; preds = %24, %21
  %30 = phi i1 [ false, %21 ], [ %28, %24 ]
  br i1 %30, label %31, label %40

31:                                               ; preds = %29
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.Node, ptr %32, i32 0, i32 1
  %34 = load ptr, ptr %33, align 8
  store ptr %34, ptr %4, align 8
  %35 = load ptr, ptr %5, align 8
  %36 = getelementptr inbounds %struct.Node, ptr %35, i32 0, i32 1
  %37 = load ptr, ptr %36, align 8
  %38 = getelementptr inbounds %struct.Node, ptr %37, i32 0, i32 1
  %39 = load ptr, ptr %38, align 8
  store ptr %39, ptr %5, align 8
  br label %21, !llvm.loop !15

40:                                               ; preds = %29
  %41 = load ptr, ptr %4, align 8
  %42 = getelementptr inbounds %struct.Node, ptr %41, i32 0, i32 1
  %43 = load ptr, ptr %42, align 8
  store ptr %43, ptr %6, align 8
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds %struct.Node, ptr %44, i32 0, i32 1
  store ptr null, ptr %45, align 8
  %46 = load ptr, ptr %3, align 8
  %47 = call ptr @msort(ptr noundef %46)
  %48 = load ptr, ptr %6, align 8
  %49 = call ptr @msort(ptr noundef %48)
  %50 = call ptr @merge(ptr noundef %47, ptr noundef %49)
  store ptr %50, ptr %2, align 8
  br label %51

51:                                               ; preds = %40, %14
  %52 = load ptr, ptr %2, align 8
  ret ptr %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @remove_if_div(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store ptr %3, ptr %5, align 8
  br label %7

7:                                                ; preds = %31, %2
  %8 = load ptr, ptr %5, align 8
  %9 = load ptr, ptr %8, align 8
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %32

11:                                               ; preds = %7
  %12 = load ptr, ptr %5, align 8
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds %struct.Node, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 8
  %16 = load i32, ptr %4, align 4
  %17 = srem i32 %15, %16
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %27

19:                                               ; preds = %11
  %20 = load ptr, ptr %5, align 8
  %21 = load ptr, ptr %20, align 8
  store ptr %21, ptr %6, align 8
  %22 = load ptr, ptr %6, align 8
  %23 = getelementptr inbounds %struct.Node, ptr %22, i32 0, i32 1
  %24 = load ptr, ptr %23, align 8
  %25 = load ptr, ptr %5, align 8
  store ptr %24, ptr %25, align 8
  %26 = load ptr, ptr %6, align 8
  call void @free(ptr noundef %26) #4
  br label %31

27:                                               ; preds = %11
  %28 = load ptr, ptr %5, align 8
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds %struct.Node, ptr %29, i32 0, i32 1
  store ptr %30, ptr %5, align 8
  br label %31

31:                                               ; preds = %27, %19
  br label %7, !llvm.loop !16

32:                                               ; preds = %7
  %33 = load ptr, ptr %3, align 8
  ret ptr %33
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @merge(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Node, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store ptr %5, ptr %6, align 8
  br label %7

7:                                                ; preds = %37, %2
  %8 = load ptr, ptr %3, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %13

10:                                               ; preds = %7
  %11 = load ptr, ptr %4, align 8
  %12 = icmp ne ptr %11, null
  br label %13

13:                                               ; preds = %10, %7
  %14 = phi i1 [ false, %7 ], [ %12, %10 ]
  br i1 %14, label %15, label %41

15:                                               ; preds = %13
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.Node, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.Node, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 8
  %22 = icmp sle i32 %18, %21
  br i1 %22, label %23, label %30

23:                                               ; preds = %15
  %24 = load ptr, ptr %3, align 8
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds %struct.Node, ptr %25, i32 0, i32 1
  store ptr %24, ptr %26, align 8
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.Node, ptr %27, i32 0, i32 1
  %29 = load ptr, ptr %28, align 8
  store ptr %29, ptr %3, align 8
  br label %37

30:                                               ; preds = %15
  %31 = load ptr, ptr %4, align 8
  %32 = load ptr, ptr %6, align 8
  %33 = getelementptr inbounds %struct.Node, ptr %32, i32 0, i32 1
  store ptr %31, ptr %33, align 8
  %34 = load ptr, ptr %4, align 8
  %35 = getelementptr inbounds %struct.Node, ptr %34, i32 0, i32 1
  %36 = load ptr, ptr %35, align 8
  store ptr %36, ptr %4, align 8
  br label %37

37:                                               ; preds = %30, %23
  %38 = load ptr, ptr %6, align 8
  %39 = getelementptr inbounds %struct.Node, ptr %38, i32 0, i32 1
  %40 = load ptr, ptr %39, align 8
  store ptr %40, ptr %6, align 8
  br label %7, !llvm.loop !17

41:                                               ; preds = %13
  %42 = load ptr, ptr %3, align 8
  %43 = icmp ne ptr %42, null
  br i1 %43, label %44, label %46

44:                                               ; preds = %41
  %45 = load ptr, ptr %3, align 8
  br label %48

46:                                               ; preds = %41
  %47 = load ptr, ptr %4, align 8
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi ptr [ %45, %44 ], [ %47, %46 ]
  %50 = load ptr, ptr %6, align 8
  %51 = getelementptr inbounds %struct.Node, ptr %50, i32 0, i32 1
  store ptr %49, ptr %51, align 8
  %52 = getelementptr inbounds %struct.Node, ptr %5, i32 0, i32 1
  %53 = load ptr, ptr %52, align 8
  ret ptr %53
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind allocsize(0) }

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
