; ModuleID = 'tests/differential/src/linked_list.c'
source_filename = "tests/differential/src/linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Node = type { i32, %struct.Node* }
%struct.DNode = type { i64, %struct.DNode*, %struct.DNode* }

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
  %2 = alloca %struct.Node*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca %struct.Node*, align 8
  %7 = alloca %struct.DNode, align 8
  %8 = alloca i64, align 8
  %9 = alloca %struct.DNode*, align 8
  %10 = alloca %struct.DNode*, align 8
  %11 = alloca %struct.DNode*, align 8
  %12 = alloca %struct.DNode*, align 8
  store i32 0, i32* %1, align 4
  store %struct.Node* null, %struct.Node** %2, align 8
  store i32 0, i32* %3, align 4
  br label %13

13:                                               ; preds = %24, %0
  %14 = load i32, i32* %3, align 4
  %15 = icmp slt i32 %14, 40
  br i1 %15, label %16, label %27

16:                                               ; preds = %13
  %17 = load %struct.Node*, %struct.Node** %2, align 8
  %18 = load i32, i32* %3, align 4
  %19 = mul nsw i32 %18, 37
  %20 = add nsw i32 %19, 11
  %21 = srem i32 %20, 101
  %22 = sub nsw i32 %21, 50
  %23 = call %struct.Node* @push(%struct.Node* noundef %17, i32 noundef %22)
  store %struct.Node* %23, %struct.Node** %2, align 8
  br label %24

24:                                               ; preds = %16
  %25 = load i32, i32* %3, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %3, align 4
  br label %13, !llvm.loop !6

27:                                               ; preds = %13
  %28 = load %struct.Node*, %struct.Node** %2, align 8
  call void @print_list(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), %struct.Node* noundef %28)
  %29 = load %struct.Node*, %struct.Node** %2, align 8
  %30 = call %struct.Node* @reverse(%struct.Node* noundef %29)
  store %struct.Node* %30, %struct.Node** %2, align 8
  %31 = load %struct.Node*, %struct.Node** %2, align 8
  call void @print_list(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), %struct.Node* noundef %31)
  %32 = load %struct.Node*, %struct.Node** %2, align 8
  %33 = call %struct.Node* @msort(%struct.Node* noundef %32)
  store %struct.Node* %33, %struct.Node** %2, align 8
  %34 = load %struct.Node*, %struct.Node** %2, align 8
  call void @print_list(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), %struct.Node* noundef %34)
  %35 = load %struct.Node*, %struct.Node** %2, align 8
  %36 = call %struct.Node* @remove_if_div(%struct.Node* noundef %35, i32 noundef 3)
  store %struct.Node* %36, %struct.Node** %2, align 8
  %37 = load %struct.Node*, %struct.Node** %2, align 8
  call void @print_list(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), %struct.Node* noundef %37)
  store i32 0, i32* %4, align 4
  store i64 0, i64* %5, align 8
  br label %38

38:                                               ; preds = %41, %27
  %39 = load %struct.Node*, %struct.Node** %2, align 8
  %40 = icmp ne %struct.Node* %39, null
  br i1 %40, label %41, label %56

41:                                               ; preds = %38
  %42 = load %struct.Node*, %struct.Node** %2, align 8
  %43 = getelementptr inbounds %struct.Node, %struct.Node* %42, i32 0, i32 1
  %44 = load %struct.Node*, %struct.Node** %43, align 8
  store %struct.Node* %44, %struct.Node** %6, align 8
  %45 = load i32, i32* %4, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* %4, align 4
  %47 = load %struct.Node*, %struct.Node** %2, align 8
  %48 = getelementptr inbounds %struct.Node, %struct.Node* %47, i32 0, i32 0
  %49 = load i32, i32* %48, align 8
  %50 = sext i32 %49 to i64
  %51 = load i64, i64* %5, align 8
  %52 = add nsw i64 %51, %50
  store i64 %52, i64* %5, align 8
  %53 = load %struct.Node*, %struct.Node** %2, align 8
  %54 = bitcast %struct.Node* %53 to i8*
  call void @free(i8* noundef %54) #3
  %55 = load %struct.Node*, %struct.Node** %6, align 8
  store %struct.Node* %55, %struct.Node** %2, align 8
  br label %38, !llvm.loop !8

56:                                               ; preds = %38
  %57 = load i32, i32* %4, align 4
  %58 = load i64, i64* %5, align 8
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %57, i64 noundef %58)
  %60 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 0
  store i64 0, i64* %60, align 8
  %61 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 1
  store %struct.DNode* %7, %struct.DNode** %61, align 8
  %62 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2
  store %struct.DNode* %7, %struct.DNode** %62, align 8
  store i64 1, i64* %8, align 8
  br label %63

63:                                               ; preds = %104, %56
  %64 = load i64, i64* %8, align 8
  %65 = icmp sle i64 %64, 10
  br i1 %65, label %66, label %107

66:                                               ; preds = %63
  %67 = call noalias i8* @malloc(i64 noundef 24) #3
  %68 = bitcast i8* %67 to %struct.DNode*
  store %struct.DNode* %68, %struct.DNode** %9, align 8
  %69 = load i64, i64* %8, align 8
  %70 = load i64, i64* %8, align 8
  %71 = mul nsw i64 %69, %70
  %72 = load %struct.DNode*, %struct.DNode** %9, align 8
  %73 = getelementptr inbounds %struct.DNode, %struct.DNode* %72, i32 0, i32 0
  store i64 %71, i64* %73, align 8
  %74 = load i64, i64* %8, align 8
  %75 = and i64 %74, 1
  %76 = icmp ne i64 %75, 0
  br i1 %76, label %77, label %90

77:                                               ; preds = %66
  %78 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2
  %79 = load %struct.DNode*, %struct.DNode** %78, align 8
  %80 = load %struct.DNode*, %struct.DNode** %9, align 8
  %81 = getelementptr inbounds %struct.DNode, %struct.DNode* %80, i32 0, i32 2
  store %struct.DNode* %79, %struct.DNode** %81, align 8
  %82 = load %struct.DNode*, %struct.DNode** %9, align 8
  %83 = getelementptr inbounds %struct.DNode, %struct.DNode* %82, i32 0, i32 1
  store %struct.DNode* %7, %struct.DNode** %83, align 8
  %84 = load %struct.DNode*, %struct.DNode** %9, align 8
  %85 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2
  %86 = load %struct.DNode*, %struct.DNode** %85, align 8
  %87 = getelementptr inbounds %struct.DNode, %struct.DNode* %86, i32 0, i32 1
  store %struct.DNode* %84, %struct.DNode** %87, align 8
  %88 = load %struct.DNode*, %struct.DNode** %9, align 8
  %89 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2
  store %struct.DNode* %88, %struct.DNode** %89, align 8
  br label %103

90:                                               ; preds = %66
  %91 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 1
  %92 = load %struct.DNode*, %struct.DNode** %91, align 8
  %93 = load %struct.DNode*, %struct.DNode** %9, align 8
  %94 = getelementptr inbounds %struct.DNode, %struct.DNode* %93, i32 0, i32 1
  store %struct.DNode* %92, %struct.DNode** %94, align 8
  %95 = load %struct.DNode*, %struct.DNode** %9, align 8
  %96 = getelementptr inbounds %struct.DNode, %struct.DNode* %95, i32 0, i32 2
  store %struct.DNode* %7, %struct.DNode** %96, align 8
  %97 = load %struct.DNode*, %struct.DNode** %9, align 8
  %98 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 1
  %99 = load %struct.DNode*, %struct.DNode** %98, align 8
  %100 = getelementptr inbounds %struct.DNode, %struct.DNode* %99, i32 0, i32 2
  store %struct.DNode* %97, %struct.DNode** %100, align 8
  %101 = load %struct.DNode*, %struct.DNode** %9, align 8
  %102 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 1
  store %struct.DNode* %101, %struct.DNode** %102, align 8
  br label %103

103:                                              ; preds = %90, %77
  br label %104

104:                                              ; preds = %103
  %105 = load i64, i64* %8, align 8
  %106 = add nsw i64 %105, 1
  store i64 %106, i64* %8, align 8
  br label %63, !llvm.loop !9

107:                                              ; preds = %63
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0))
  %109 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2
  %110 = load %struct.DNode*, %struct.DNode** %109, align 8
  store %struct.DNode* %110, %struct.DNode** %10, align 8
  br label %111

111:                                              ; preds = %119, %107
  %112 = load %struct.DNode*, %struct.DNode** %10, align 8
  %113 = icmp ne %struct.DNode* %112, %7
  br i1 %113, label %114, label %123

114:                                              ; preds = %111
  %115 = load %struct.DNode*, %struct.DNode** %10, align 8
  %116 = getelementptr inbounds %struct.DNode, %struct.DNode* %115, i32 0, i32 0
  %117 = load i64, i64* %116, align 8
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i64 noundef %117)
  br label %119

119:                                              ; preds = %114
  %120 = load %struct.DNode*, %struct.DNode** %10, align 8
  %121 = getelementptr inbounds %struct.DNode, %struct.DNode* %120, i32 0, i32 2
  %122 = load %struct.DNode*, %struct.DNode** %121, align 8
  store %struct.DNode* %122, %struct.DNode** %10, align 8
  br label %111, !llvm.loop !10

123:                                              ; preds = %111
  %124 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0))
  %125 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 1
  %126 = load %struct.DNode*, %struct.DNode** %125, align 8
  store %struct.DNode* %126, %struct.DNode** %11, align 8
  br label %127

127:                                              ; preds = %135, %123
  %128 = load %struct.DNode*, %struct.DNode** %11, align 8
  %129 = icmp ne %struct.DNode* %128, %7
  br i1 %129, label %130, label %139

130:                                              ; preds = %127
  %131 = load %struct.DNode*, %struct.DNode** %11, align 8
  %132 = getelementptr inbounds %struct.DNode, %struct.DNode* %131, i32 0, i32 0
  %133 = load i64, i64* %132, align 8
  %134 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i64 noundef %133)
  br label %135

135:                                              ; preds = %130
  %136 = load %struct.DNode*, %struct.DNode** %11, align 8
  %137 = getelementptr inbounds %struct.DNode, %struct.DNode* %136, i32 0, i32 1
  %138 = load %struct.DNode*, %struct.DNode** %137, align 8
  store %struct.DNode* %138, %struct.DNode** %11, align 8
  br label %127, !llvm.loop !11

139:                                              ; preds = %127
  %140 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  br label %141

141:                                              ; preds = %145, %139
  %142 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2
  %143 = load %struct.DNode*, %struct.DNode** %142, align 8
  %144 = icmp ne %struct.DNode* %143, %7
  br i1 %144, label %145, label %154

145:                                              ; preds = %141
  %146 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2
  %147 = load %struct.DNode*, %struct.DNode** %146, align 8
  store %struct.DNode* %147, %struct.DNode** %12, align 8
  %148 = load %struct.DNode*, %struct.DNode** %12, align 8
  %149 = getelementptr inbounds %struct.DNode, %struct.DNode* %148, i32 0, i32 2
  %150 = load %struct.DNode*, %struct.DNode** %149, align 8
  %151 = getelementptr inbounds %struct.DNode, %struct.DNode* %7, i32 0, i32 2
  store %struct.DNode* %150, %struct.DNode** %151, align 8
  %152 = load %struct.DNode*, %struct.DNode** %12, align 8
  %153 = bitcast %struct.DNode* %152 to i8*
  call void @free(i8* noundef %153) #3
  br label %141, !llvm.loop !12

154:                                              ; preds = %141
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Node* @push(%struct.Node* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Node*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Node*, align 8
  store %struct.Node* %0, %struct.Node** %3, align 8
  store i32 %1, i32* %4, align 4
  %6 = call noalias i8* @malloc(i64 noundef 16) #3
  %7 = bitcast i8* %6 to %struct.Node*
  store %struct.Node* %7, %struct.Node** %5, align 8
  %8 = load i32, i32* %4, align 4
  %9 = load %struct.Node*, %struct.Node** %5, align 8
  %10 = getelementptr inbounds %struct.Node, %struct.Node* %9, i32 0, i32 0
  store i32 %8, i32* %10, align 8
  %11 = load %struct.Node*, %struct.Node** %3, align 8
  %12 = load %struct.Node*, %struct.Node** %5, align 8
  %13 = getelementptr inbounds %struct.Node, %struct.Node* %12, i32 0, i32 1
  store %struct.Node* %11, %struct.Node** %13, align 8
  %14 = load %struct.Node*, %struct.Node** %5, align 8
  ret %struct.Node* %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_list(i8* noundef %0, %struct.Node* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.Node*, align 8
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store %struct.Node* %1, %struct.Node** %4, align 8
  %6 = load i8*, i8** %3, align 8
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i8* noundef %6)
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %21, %2
  %9 = load %struct.Node*, %struct.Node** %4, align 8
  %10 = icmp ne %struct.Node* %9, null
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %12, 20
  br label %14

14:                                               ; preds = %11, %8
  %15 = phi i1 [ false, %8 ], [ %13, %11 ]
  br i1 %15, label %16, label %27

16:                                               ; preds = %14
  %17 = load %struct.Node*, %struct.Node** %4, align 8
  %18 = getelementptr inbounds %struct.Node, %struct.Node* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 8
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %19)
  br label %21

21:                                               ; preds = %16
  %22 = load %struct.Node*, %struct.Node** %4, align 8
  %23 = getelementptr inbounds %struct.Node, %struct.Node* %22, i32 0, i32 1
  %24 = load %struct.Node*, %struct.Node** %23, align 8
  store %struct.Node* %24, %struct.Node** %4, align 8
  %25 = load i32, i32* %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %5, align 4
  br label %8, !llvm.loop !13

27:                                               ; preds = %14
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Node* @reverse(%struct.Node* noundef %0) #0 {
  %2 = alloca %struct.Node*, align 8
  %3 = alloca %struct.Node*, align 8
  %4 = alloca %struct.Node*, align 8
  store %struct.Node* %0, %struct.Node** %2, align 8
  store %struct.Node* null, %struct.Node** %3, align 8
  br label %5

5:                                                ; preds = %8, %1
  %6 = load %struct.Node*, %struct.Node** %2, align 8
  %7 = icmp ne %struct.Node* %6, null
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = load %struct.Node*, %struct.Node** %2, align 8
  %10 = getelementptr inbounds %struct.Node, %struct.Node* %9, i32 0, i32 1
  %11 = load %struct.Node*, %struct.Node** %10, align 8
  store %struct.Node* %11, %struct.Node** %4, align 8
  %12 = load %struct.Node*, %struct.Node** %3, align 8
  %13 = load %struct.Node*, %struct.Node** %2, align 8
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 1
  store %struct.Node* %12, %struct.Node** %14, align 8
  %15 = load %struct.Node*, %struct.Node** %2, align 8
  store %struct.Node* %15, %struct.Node** %3, align 8
  %16 = load %struct.Node*, %struct.Node** %4, align 8
  store %struct.Node* %16, %struct.Node** %2, align 8
  br label %5, !llvm.loop !14

17:                                               ; preds = %5
  %18 = load %struct.Node*, %struct.Node** %3, align 8
  ret %struct.Node* %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Node* @msort(%struct.Node* noundef %0) #0 {
  %2 = alloca %struct.Node*, align 8
  %3 = alloca %struct.Node*, align 8
  %4 = alloca %struct.Node*, align 8
  %5 = alloca %struct.Node*, align 8
  %6 = alloca %struct.Node*, align 8
  store %struct.Node* %0, %struct.Node** %3, align 8
  %7 = load %struct.Node*, %struct.Node** %3, align 8
  %8 = icmp ne %struct.Node* %7, null
  br i1 %8, label %9, label %14

9:                                                ; preds = %1
  %10 = load %struct.Node*, %struct.Node** %3, align 8
  %11 = getelementptr inbounds %struct.Node, %struct.Node* %10, i32 0, i32 1
  %12 = load %struct.Node*, %struct.Node** %11, align 8
  %13 = icmp ne %struct.Node* %12, null
  br i1 %13, label %16, label %14

14:                                               ; preds = %9, %1
  %15 = load %struct.Node*, %struct.Node** %3, align 8
  store %struct.Node* %15, %struct.Node** %2, align 8
  br label %51

16:                                               ; preds = %9
  %17 = load %struct.Node*, %struct.Node** %3, align 8
  store %struct.Node* %17, %struct.Node** %4, align 8
  %18 = load %struct.Node*, %struct.Node** %3, align 8
  %19 = getelementptr inbounds %struct.Node, %struct.Node* %18, i32 0, i32 1
  %20 = load %struct.Node*, %struct.Node** %19, align 8
  store %struct.Node* %20, %struct.Node** %5, align 8
  br label %21

21:                                               ; preds = %31, %16
  %22 = load %struct.Node*, %struct.Node** %5, align 8
  %23 = icmp ne %struct.Node* %22, null
  br i1 %23, label %24, label %29

24:                                               ; preds = %21
  %25 = load %struct.Node*, %struct.Node** %5, align 8
  %26 = getelementptr inbounds %struct.Node, %struct.Node* %25, i32 0, i32 1
  %27 = load %struct.Node*, %struct.Node** %26, align 8
  %28 = icmp ne %struct.Node* %27, null
  br label %29

29:                                               ; preds = %24, %21
  %30 = phi i1 [ false, %21 ], [ %28, %24 ]
  br i1 %30, label %31, label %40

31:                                               ; preds = %29
  %32 = load %struct.Node*, %struct.Node** %4, align 8
  %33 = getelementptr inbounds %struct.Node, %struct.Node* %32, i32 0, i32 1
  %34 = load %struct.Node*, %struct.Node** %33, align 8
  store %struct.Node* %34, %struct.Node** %4, align 8
  %35 = load %struct.Node*, %struct.Node** %5, align 8
  %36 = getelementptr inbounds %struct.Node, %struct.Node* %35, i32 0, i32 1
  %37 = load %struct.Node*, %struct.Node** %36, align 8
  %38 = getelementptr inbounds %struct.Node, %struct.Node* %37, i32 0, i32 1
  %39 = load %struct.Node*, %struct.Node** %38, align 8
  store %struct.Node* %39, %struct.Node** %5, align 8
  br label %21, !llvm.loop !15

40:                                               ; preds = %29
  %41 = load %struct.Node*, %struct.Node** %4, align 8
  %42 = getelementptr inbounds %struct.Node, %struct.Node* %41, i32 0, i32 1
  %43 = load %struct.Node*, %struct.Node** %42, align 8
  store %struct.Node* %43, %struct.Node** %6, align 8
  %44 = load %struct.Node*, %struct.Node** %4, align 8
  %45 = getelementptr inbounds %struct.Node, %struct.Node* %44, i32 0, i32 1
  store %struct.Node* null, %struct.Node** %45, align 8
  %46 = load %struct.Node*, %struct.Node** %3, align 8
  %47 = call %struct.Node* @msort(%struct.Node* noundef %46)
  %48 = load %struct.Node*, %struct.Node** %6, align 8
  %49 = call %struct.Node* @msort(%struct.Node* noundef %48)
  %50 = call %struct.Node* @merge(%struct.Node* noundef %47, %struct.Node* noundef %49)
  store %struct.Node* %50, %struct.Node** %2, align 8
  br label %51

51:                                               ; preds = %40, %14
  %52 = load %struct.Node*, %struct.Node** %2, align 8
  ret %struct.Node* %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Node* @remove_if_div(%struct.Node* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Node*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Node**, align 8
  %6 = alloca %struct.Node*, align 8
  store %struct.Node* %0, %struct.Node** %3, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Node** %3, %struct.Node*** %5, align 8
  br label %7

7:                                                ; preds = %32, %2
  %8 = load %struct.Node**, %struct.Node*** %5, align 8
  %9 = load %struct.Node*, %struct.Node** %8, align 8
  %10 = icmp ne %struct.Node* %9, null
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = load %struct.Node**, %struct.Node*** %5, align 8
  %13 = load %struct.Node*, %struct.Node** %12, align 8
  %14 = getelementptr inbounds %struct.Node, %struct.Node* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 8
  %16 = load i32, i32* %4, align 4
  %17 = srem i32 %15, %16
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %28

19:                                               ; preds = %11
  %20 = load %struct.Node**, %struct.Node*** %5, align 8
  %21 = load %struct.Node*, %struct.Node** %20, align 8
  store %struct.Node* %21, %struct.Node** %6, align 8
  %22 = load %struct.Node*, %struct.Node** %6, align 8
  %23 = getelementptr inbounds %struct.Node, %struct.Node* %22, i32 0, i32 1
  %24 = load %struct.Node*, %struct.Node** %23, align 8
  %25 = load %struct.Node**, %struct.Node*** %5, align 8
  store %struct.Node* %24, %struct.Node** %25, align 8
  %26 = load %struct.Node*, %struct.Node** %6, align 8
  %27 = bitcast %struct.Node* %26 to i8*
  call void @free(i8* noundef %27) #3
  br label %32

28:                                               ; preds = %11
  %29 = load %struct.Node**, %struct.Node*** %5, align 8
  %30 = load %struct.Node*, %struct.Node** %29, align 8
  %31 = getelementptr inbounds %struct.Node, %struct.Node* %30, i32 0, i32 1
  store %struct.Node** %31, %struct.Node*** %5, align 8
  br label %32

32:                                               ; preds = %28, %19
  br label %7, !llvm.loop !16

33:                                               ; preds = %7
  %34 = load %struct.Node*, %struct.Node** %3, align 8
  ret %struct.Node* %34
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Node* @merge(%struct.Node* noundef %0, %struct.Node* noundef %1) #0 {
  %3 = alloca %struct.Node*, align 8
  %4 = alloca %struct.Node*, align 8
  %5 = alloca %struct.Node, align 8
  %6 = alloca %struct.Node*, align 8
  store %struct.Node* %0, %struct.Node** %3, align 8
  store %struct.Node* %1, %struct.Node** %4, align 8
  store %struct.Node* %5, %struct.Node** %6, align 8
  br label %7

7:                                                ; preds = %37, %2
  %8 = load %struct.Node*, %struct.Node** %3, align 8
  %9 = icmp ne %struct.Node* %8, null
  br i1 %9, label %10, label %13

10:                                               ; preds = %7
  %11 = load %struct.Node*, %struct.Node** %4, align 8
  %12 = icmp ne %struct.Node* %11, null
  br label %13

13:                                               ; preds = %10, %7
  %14 = phi i1 [ false, %7 ], [ %12, %10 ]
  br i1 %14, label %15, label %41

15:                                               ; preds = %13
  %16 = load %struct.Node*, %struct.Node** %3, align 8
  %17 = getelementptr inbounds %struct.Node, %struct.Node* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 8
  %19 = load %struct.Node*, %struct.Node** %4, align 8
  %20 = getelementptr inbounds %struct.Node, %struct.Node* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 8
  %22 = icmp sle i32 %18, %21
  br i1 %22, label %23, label %30

23:                                               ; preds = %15
  %24 = load %struct.Node*, %struct.Node** %3, align 8
  %25 = load %struct.Node*, %struct.Node** %6, align 8
  %26 = getelementptr inbounds %struct.Node, %struct.Node* %25, i32 0, i32 1
  store %struct.Node* %24, %struct.Node** %26, align 8
  %27 = load %struct.Node*, %struct.Node** %3, align 8
  %28 = getelementptr inbounds %struct.Node, %struct.Node* %27, i32 0, i32 1
  %29 = load %struct.Node*, %struct.Node** %28, align 8
  store %struct.Node* %29, %struct.Node** %3, align 8
  br label %37

30:                                               ; preds = %15
  %31 = load %struct.Node*, %struct.Node** %4, align 8
  %32 = load %struct.Node*, %struct.Node** %6, align 8
  %33 = getelementptr inbounds %struct.Node, %struct.Node* %32, i32 0, i32 1
  store %struct.Node* %31, %struct.Node** %33, align 8
  %34 = load %struct.Node*, %struct.Node** %4, align 8
  %35 = getelementptr inbounds %struct.Node, %struct.Node* %34, i32 0, i32 1
  %36 = load %struct.Node*, %struct.Node** %35, align 8
  store %struct.Node* %36, %struct.Node** %4, align 8
  br label %37

37:                                               ; preds = %30, %23
  %38 = load %struct.Node*, %struct.Node** %6, align 8
  %39 = getelementptr inbounds %struct.Node, %struct.Node* %38, i32 0, i32 1
  %40 = load %struct.Node*, %struct.Node** %39, align 8
  store %struct.Node* %40, %struct.Node** %6, align 8
  br label %7, !llvm.loop !17

41:                                               ; preds = %13
  %42 = load %struct.Node*, %struct.Node** %3, align 8
  %43 = icmp ne %struct.Node* %42, null
  br i1 %43, label %44, label %46

44:                                               ; preds = %41
  %45 = load %struct.Node*, %struct.Node** %3, align 8
  br label %48

46:                                               ; preds = %41
  %47 = load %struct.Node*, %struct.Node** %4, align 8
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi %struct.Node* [ %45, %44 ], [ %47, %46 ]
  %50 = load %struct.Node*, %struct.Node** %6, align 8
  %51 = getelementptr inbounds %struct.Node, %struct.Node* %50, i32 0, i32 1
  store %struct.Node* %49, %struct.Node** %51, align 8
  %52 = getelementptr inbounds %struct.Node, %struct.Node* %5, i32 0, i32 1
  %53 = load %struct.Node*, %struct.Node** %52, align 8
  ret %struct.Node* %53
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
