; ModuleID = 'tests/differential/src/binary_tree.c'
source_filename = "tests/differential/src/binary_tree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.T = type { i32, i32, %struct.T*, %struct.T* }

@.str = private unnamed_addr constant [30 x i8] c"avl height %d, bst height %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"inorder:\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"\0Acount %d sum %ld height %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"hits %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.T*, align 8
  %3 = alloca %struct.T*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store %struct.T* null, %struct.T** %2, align 8
  store %struct.T* null, %struct.T** %3, align 8
  store i32 0, i32* %4, align 4
  br label %10

10:                                               ; preds = %22, %0
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %11, 500
  br i1 %12, label %13, label %25

13:                                               ; preds = %10
  %14 = load %struct.T*, %struct.T** %2, align 8
  %15 = load i32, i32* %4, align 4
  %16 = call %struct.T* @avl_insert(%struct.T* noundef %14, i32 noundef %15)
  store %struct.T* %16, %struct.T** %2, align 8
  %17 = load %struct.T*, %struct.T** %3, align 8
  %18 = load i32, i32* %4, align 4
  %19 = mul nsw i32 %18, 7919
  %20 = srem i32 %19, 1000
  %21 = call %struct.T* @bst_insert(%struct.T* noundef %17, i32 noundef %20)
  store %struct.T* %21, %struct.T** %3, align 8
  br label %22

22:                                               ; preds = %13
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %4, align 4
  br label %10, !llvm.loop !6

25:                                               ; preds = %10
  %26 = load %struct.T*, %struct.T** %2, align 8
  %27 = call i32 @ht(%struct.T* noundef %26)
  %28 = load %struct.T*, %struct.T** %3, align 8
  %29 = call i32 @ht(%struct.T* noundef %28)
  %30 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i32 noundef %27, i32 noundef %29)
  store i32 0, i32* %5, align 4
  br label %31

31:                                               ; preds = %38, %25
  %32 = load i32, i32* %5, align 4
  %33 = icmp slt i32 %32, 500
  br i1 %33, label %34, label %41

34:                                               ; preds = %31
  %35 = load %struct.T*, %struct.T** %2, align 8
  %36 = load i32, i32* %5, align 4
  %37 = call %struct.T* @avl_remove(%struct.T* noundef %35, i32 noundef %36)
  store %struct.T* %37, %struct.T** %2, align 8
  br label %38

38:                                               ; preds = %34
  %39 = load i32, i32* %5, align 4
  %40 = add nsw i32 %39, 2
  store i32 %40, i32* %5, align 4
  br label %31, !llvm.loop !8

41:                                               ; preds = %31
  store i32 0, i32* %6, align 4
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0))
  %43 = load %struct.T*, %struct.T** %2, align 8
  %44 = call i64 @inorder_sum(%struct.T* noundef %43, i32* noundef %6)
  store i64 %44, i64* %7, align 8
  %45 = load i32, i32* %6, align 4
  %46 = load i64, i64* %7, align 8
  %47 = load %struct.T*, %struct.T** %2, align 8
  %48 = call i32 @ht(%struct.T* noundef %47)
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.2, i64 0, i64 0), i32 noundef %45, i64 noundef %46, i32 noundef %48)
  store i32 0, i32* %8, align 4
  store i32 -5, i32* %9, align 4
  br label %50

50:                                               ; preds = %64, %41
  %51 = load i32, i32* %9, align 4
  %52 = icmp slt i32 %51, 1005
  br i1 %52, label %53, label %67

53:                                               ; preds = %50
  %54 = load %struct.T*, %struct.T** %2, align 8
  %55 = load i32, i32* %9, align 4
  %56 = call i32 @contains(%struct.T* noundef %54, i32 noundef %55)
  %57 = mul nsw i32 %56, 2
  %58 = load %struct.T*, %struct.T** %3, align 8
  %59 = load i32, i32* %9, align 4
  %60 = call i32 @contains(%struct.T* noundef %58, i32 noundef %59)
  %61 = add nsw i32 %57, %60
  %62 = load i32, i32* %8, align 4
  %63 = add nsw i32 %62, %61
  store i32 %63, i32* %8, align 4
  br label %64

64:                                               ; preds = %53
  %65 = load i32, i32* %9, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, i32* %9, align 4
  br label %50, !llvm.loop !9

67:                                               ; preds = %50
  %68 = load i32, i32* %8, align 4
  %69 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i32 noundef %68)
  %70 = load %struct.T*, %struct.T** %2, align 8
  call void @destroy(%struct.T* noundef %70)
  %71 = load %struct.T*, %struct.T** %3, align 8
  call void @destroy(%struct.T* noundef %71)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.T* @avl_insert(%struct.T* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.T*, align 8
  %4 = alloca %struct.T*, align 8
  %5 = alloca i32, align 4
  store %struct.T* %0, %struct.T** %4, align 8
  store i32 %1, i32* %5, align 4
  %6 = load %struct.T*, %struct.T** %4, align 8
  %7 = icmp ne %struct.T* %6, null
  br i1 %7, label %17, label %8

8:                                                ; preds = %2
  %9 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #3
  %10 = bitcast i8* %9 to %struct.T*
  store %struct.T* %10, %struct.T** %4, align 8
  %11 = load i32, i32* %5, align 4
  %12 = load %struct.T*, %struct.T** %4, align 8
  %13 = getelementptr inbounds %struct.T, %struct.T* %12, i32 0, i32 0
  store i32 %11, i32* %13, align 8
  %14 = load %struct.T*, %struct.T** %4, align 8
  %15 = getelementptr inbounds %struct.T, %struct.T* %14, i32 0, i32 1
  store i32 1, i32* %15, align 4
  %16 = load %struct.T*, %struct.T** %4, align 8
  store %struct.T* %16, %struct.T** %3, align 8
  br label %49

17:                                               ; preds = %2
  %18 = load i32, i32* %5, align 4
  %19 = load %struct.T*, %struct.T** %4, align 8
  %20 = getelementptr inbounds %struct.T, %struct.T* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 8
  %22 = icmp slt i32 %18, %21
  br i1 %22, label %23, label %31

23:                                               ; preds = %17
  %24 = load %struct.T*, %struct.T** %4, align 8
  %25 = getelementptr inbounds %struct.T, %struct.T* %24, i32 0, i32 2
  %26 = load %struct.T*, %struct.T** %25, align 8
  %27 = load i32, i32* %5, align 4
  %28 = call %struct.T* @avl_insert(%struct.T* noundef %26, i32 noundef %27)
  %29 = load %struct.T*, %struct.T** %4, align 8
  %30 = getelementptr inbounds %struct.T, %struct.T* %29, i32 0, i32 2
  store %struct.T* %28, %struct.T** %30, align 8
  br label %46

31:                                               ; preds = %17
  %32 = load i32, i32* %5, align 4
  %33 = load %struct.T*, %struct.T** %4, align 8
  %34 = getelementptr inbounds %struct.T, %struct.T* %33, i32 0, i32 0
  %35 = load i32, i32* %34, align 8
  %36 = icmp sgt i32 %32, %35
  br i1 %36, label %37, label %45

37:                                               ; preds = %31
  %38 = load %struct.T*, %struct.T** %4, align 8
  %39 = getelementptr inbounds %struct.T, %struct.T* %38, i32 0, i32 3
  %40 = load %struct.T*, %struct.T** %39, align 8
  %41 = load i32, i32* %5, align 4
  %42 = call %struct.T* @avl_insert(%struct.T* noundef %40, i32 noundef %41)
  %43 = load %struct.T*, %struct.T** %4, align 8
  %44 = getelementptr inbounds %struct.T, %struct.T* %43, i32 0, i32 3
  store %struct.T* %42, %struct.T** %44, align 8
  br label %45

45:                                               ; preds = %37, %31
  br label %46

46:                                               ; preds = %45, %23
  %47 = load %struct.T*, %struct.T** %4, align 8
  %48 = call %struct.T* @balance(%struct.T* noundef %47)
  store %struct.T* %48, %struct.T** %3, align 8
  br label %49

49:                                               ; preds = %46, %8
  %50 = load %struct.T*, %struct.T** %3, align 8
  ret %struct.T* %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.T* @bst_insert(%struct.T* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.T*, align 8
  %4 = alloca %struct.T*, align 8
  %5 = alloca i32, align 4
  store %struct.T* %0, %struct.T** %4, align 8
  store i32 %1, i32* %5, align 4
  %6 = load %struct.T*, %struct.T** %4, align 8
  %7 = icmp ne %struct.T* %6, null
  br i1 %7, label %17, label %8

8:                                                ; preds = %2
  %9 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #3
  %10 = bitcast i8* %9 to %struct.T*
  store %struct.T* %10, %struct.T** %4, align 8
  %11 = load i32, i32* %5, align 4
  %12 = load %struct.T*, %struct.T** %4, align 8
  %13 = getelementptr inbounds %struct.T, %struct.T* %12, i32 0, i32 0
  store i32 %11, i32* %13, align 8
  %14 = load %struct.T*, %struct.T** %4, align 8
  %15 = getelementptr inbounds %struct.T, %struct.T* %14, i32 0, i32 1
  store i32 1, i32* %15, align 4
  %16 = load %struct.T*, %struct.T** %4, align 8
  store %struct.T* %16, %struct.T** %3, align 8
  br label %49

17:                                               ; preds = %2
  %18 = load i32, i32* %5, align 4
  %19 = load %struct.T*, %struct.T** %4, align 8
  %20 = getelementptr inbounds %struct.T, %struct.T* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 8
  %22 = icmp slt i32 %18, %21
  br i1 %22, label %23, label %31

23:                                               ; preds = %17
  %24 = load %struct.T*, %struct.T** %4, align 8
  %25 = getelementptr inbounds %struct.T, %struct.T* %24, i32 0, i32 2
  %26 = load %struct.T*, %struct.T** %25, align 8
  %27 = load i32, i32* %5, align 4
  %28 = call %struct.T* @bst_insert(%struct.T* noundef %26, i32 noundef %27)
  %29 = load %struct.T*, %struct.T** %4, align 8
  %30 = getelementptr inbounds %struct.T, %struct.T* %29, i32 0, i32 2
  store %struct.T* %28, %struct.T** %30, align 8
  br label %46

31:                                               ; preds = %17
  %32 = load i32, i32* %5, align 4
  %33 = load %struct.T*, %struct.T** %4, align 8
  %34 = getelementptr inbounds %struct.T, %struct.T* %33, i32 0, i32 0
  %35 = load i32, i32* %34, align 8
  %36 = icmp sgt i32 %32, %35
  br i1 %36, label %37, label %45

37:                                               ; preds = %31
  %38 = load %struct.T*, %struct.T** %4, align 8
  %39 = getelementptr inbounds %struct.T, %struct.T* %38, i32 0, i32 3
  %40 = load %struct.T*, %struct.T** %39, align 8
  %41 = load i32, i32* %5, align 4
  %42 = call %struct.T* @bst_insert(%struct.T* noundef %40, i32 noundef %41)
  %43 = load %struct.T*, %struct.T** %4, align 8
  %44 = getelementptr inbounds %struct.T, %struct.T* %43, i32 0, i32 3
  store %struct.T* %42, %struct.T** %44, align 8
  br label %45

45:                                               ; preds = %37, %31
  br label %46

46:                                               ; preds = %45, %23
  %47 = load %struct.T*, %struct.T** %4, align 8
  call void @fix(%struct.T* noundef %47)
  %48 = load %struct.T*, %struct.T** %4, align 8
  store %struct.T* %48, %struct.T** %3, align 8
  br label %49

49:                                               ; preds = %46, %8
  %50 = load %struct.T*, %struct.T** %3, align 8
  ret %struct.T* %50
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ht(%struct.T* noundef %0) #0 {
  %2 = alloca %struct.T*, align 8
  store %struct.T* %0, %struct.T** %2, align 8
  %3 = load %struct.T*, %struct.T** %2, align 8
  %4 = icmp ne %struct.T* %3, null
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = load %struct.T*, %struct.T** %2, align 8
  %7 = getelementptr inbounds %struct.T, %struct.T* %6, i32 0, i32 1
  %8 = load i32, i32* %7, align 4
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9, %5
  %11 = phi i32 [ %8, %5 ], [ 0, %9 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.T* @avl_remove(%struct.T* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.T*, align 8
  %4 = alloca %struct.T*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.T*, align 8
  %7 = alloca %struct.T*, align 8
  store %struct.T* %0, %struct.T** %4, align 8
  store i32 %1, i32* %5, align 4
  %8 = load %struct.T*, %struct.T** %4, align 8
  %9 = icmp ne %struct.T* %8, null
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = load %struct.T*, %struct.T** %4, align 8
  store %struct.T* %11, %struct.T** %3, align 8
  br label %100

12:                                               ; preds = %2
  %13 = load i32, i32* %5, align 4
  %14 = load %struct.T*, %struct.T** %4, align 8
  %15 = getelementptr inbounds %struct.T, %struct.T* %14, i32 0, i32 0
  %16 = load i32, i32* %15, align 8
  %17 = icmp slt i32 %13, %16
  br i1 %17, label %18, label %26

18:                                               ; preds = %12
  %19 = load %struct.T*, %struct.T** %4, align 8
  %20 = getelementptr inbounds %struct.T, %struct.T* %19, i32 0, i32 2
  %21 = load %struct.T*, %struct.T** %20, align 8
  %22 = load i32, i32* %5, align 4
  %23 = call %struct.T* @avl_remove(%struct.T* noundef %21, i32 noundef %22)
  %24 = load %struct.T*, %struct.T** %4, align 8
  %25 = getelementptr inbounds %struct.T, %struct.T* %24, i32 0, i32 2
  store %struct.T* %23, %struct.T** %25, align 8
  br label %97

26:                                               ; preds = %12
  %27 = load i32, i32* %5, align 4
  %28 = load %struct.T*, %struct.T** %4, align 8
  %29 = getelementptr inbounds %struct.T, %struct.T* %28, i32 0, i32 0
  %30 = load i32, i32* %29, align 8
  %31 = icmp sgt i32 %27, %30
  br i1 %31, label %32, label %40

32:                                               ; preds = %26
  %33 = load %struct.T*, %struct.T** %4, align 8
  %34 = getelementptr inbounds %struct.T, %struct.T* %33, i32 0, i32 3
  %35 = load %struct.T*, %struct.T** %34, align 8
  %36 = load i32, i32* %5, align 4
  %37 = call %struct.T* @avl_remove(%struct.T* noundef %35, i32 noundef %36)
  %38 = load %struct.T*, %struct.T** %4, align 8
  %39 = getelementptr inbounds %struct.T, %struct.T* %38, i32 0, i32 3
  store %struct.T* %37, %struct.T** %39, align 8
  br label %96

40:                                               ; preds = %26
  %41 = load %struct.T*, %struct.T** %4, align 8
  %42 = getelementptr inbounds %struct.T, %struct.T* %41, i32 0, i32 2
  %43 = load %struct.T*, %struct.T** %42, align 8
  %44 = icmp ne %struct.T* %43, null
  br i1 %44, label %45, label %50

45:                                               ; preds = %40
  %46 = load %struct.T*, %struct.T** %4, align 8
  %47 = getelementptr inbounds %struct.T, %struct.T* %46, i32 0, i32 3
  %48 = load %struct.T*, %struct.T** %47, align 8
  %49 = icmp ne %struct.T* %48, null
  br i1 %49, label %68, label %50

50:                                               ; preds = %45, %40
  %51 = load %struct.T*, %struct.T** %4, align 8
  %52 = getelementptr inbounds %struct.T, %struct.T* %51, i32 0, i32 2
  %53 = load %struct.T*, %struct.T** %52, align 8
  %54 = icmp ne %struct.T* %53, null
  br i1 %54, label %55, label %59

55:                                               ; preds = %50
  %56 = load %struct.T*, %struct.T** %4, align 8
  %57 = getelementptr inbounds %struct.T, %struct.T* %56, i32 0, i32 2
  %58 = load %struct.T*, %struct.T** %57, align 8
  br label %63

59:                                               ; preds = %50
  %60 = load %struct.T*, %struct.T** %4, align 8
  %61 = getelementptr inbounds %struct.T, %struct.T* %60, i32 0, i32 3
  %62 = load %struct.T*, %struct.T** %61, align 8
  br label %63

63:                                               ; preds = %59, %55
  %64 = phi %struct.T* [ %58, %55 ], [ %62, %59 ]
  store %struct.T* %64, %struct.T** %6, align 8
  %65 = load %struct.T*, %struct.T** %4, align 8
  %66 = bitcast %struct.T* %65 to i8*
  call void @free(i8* noundef %66) #3
  %67 = load %struct.T*, %struct.T** %6, align 8
  store %struct.T* %67, %struct.T** %3, align 8
  br label %100

68:                                               ; preds = %45
  %69 = load %struct.T*, %struct.T** %4, align 8
  %70 = getelementptr inbounds %struct.T, %struct.T* %69, i32 0, i32 3
  %71 = load %struct.T*, %struct.T** %70, align 8
  store %struct.T* %71, %struct.T** %7, align 8
  br label %72

72:                                               ; preds = %77, %68
  %73 = load %struct.T*, %struct.T** %7, align 8
  %74 = getelementptr inbounds %struct.T, %struct.T* %73, i32 0, i32 2
  %75 = load %struct.T*, %struct.T** %74, align 8
  %76 = icmp ne %struct.T* %75, null
  br i1 %76, label %77, label %81

77:                                               ; preds = %72
  %78 = load %struct.T*, %struct.T** %7, align 8
  %79 = getelementptr inbounds %struct.T, %struct.T* %78, i32 0, i32 2
  %80 = load %struct.T*, %struct.T** %79, align 8
  store %struct.T* %80, %struct.T** %7, align 8
  br label %72, !llvm.loop !10

81:                                               ; preds = %72
  %82 = load %struct.T*, %struct.T** %7, align 8
  %83 = getelementptr inbounds %struct.T, %struct.T* %82, i32 0, i32 0
  %84 = load i32, i32* %83, align 8
  %85 = load %struct.T*, %struct.T** %4, align 8
  %86 = getelementptr inbounds %struct.T, %struct.T* %85, i32 0, i32 0
  store i32 %84, i32* %86, align 8
  %87 = load %struct.T*, %struct.T** %4, align 8
  %88 = getelementptr inbounds %struct.T, %struct.T* %87, i32 0, i32 3
  %89 = load %struct.T*, %struct.T** %88, align 8
  %90 = load %struct.T*, %struct.T** %7, align 8
  %91 = getelementptr inbounds %struct.T, %struct.T* %90, i32 0, i32 0
  %92 = load i32, i32* %91, align 8
  %93 = call %struct.T* @avl_remove(%struct.T* noundef %89, i32 noundef %92)
  %94 = load %struct.T*, %struct.T** %4, align 8
  %95 = getelementptr inbounds %struct.T, %struct.T* %94, i32 0, i32 3
  store %struct.T* %93, %struct.T** %95, align 8
  br label %96

96:                                               ; preds = %81, %32
  br label %97

97:                                               ; preds = %96, %18
  %98 = load %struct.T*, %struct.T** %4, align 8
  %99 = call %struct.T* @balance(%struct.T* noundef %98)
  store %struct.T* %99, %struct.T** %3, align 8
  br label %100

100:                                              ; preds = %97, %63, %10
  %101 = load %struct.T*, %struct.T** %3, align 8
  ret %struct.T* %101
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @inorder_sum(%struct.T* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca %struct.T*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %struct.T* %0, %struct.T** %4, align 8
  store i32* %1, i32** %5, align 8
  %7 = load %struct.T*, %struct.T** %4, align 8
  %8 = icmp ne %struct.T* %7, null
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  store i64 0, i64* %3, align 8
  br label %40

10:                                               ; preds = %2
  %11 = load %struct.T*, %struct.T** %4, align 8
  %12 = getelementptr inbounds %struct.T, %struct.T* %11, i32 0, i32 2
  %13 = load %struct.T*, %struct.T** %12, align 8
  %14 = load i32*, i32** %5, align 8
  %15 = call i64 @inorder_sum(%struct.T* noundef %13, i32* noundef %14)
  store i64 %15, i64* %6, align 8
  %16 = load i32*, i32** %5, align 8
  %17 = load i32, i32* %16, align 4
  %18 = icmp slt i32 %17, 12
  br i1 %18, label %19, label %24

19:                                               ; preds = %10
  %20 = load %struct.T*, %struct.T** %4, align 8
  %21 = getelementptr inbounds %struct.T, %struct.T* %20, i32 0, i32 0
  %22 = load i32, i32* %21, align 8
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %22)
  br label %24

24:                                               ; preds = %19, %10
  %25 = load i32*, i32** %5, align 8
  %26 = load i32, i32* %25, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %25, align 4
  %28 = load i64, i64* %6, align 8
  %29 = load %struct.T*, %struct.T** %4, align 8
  %30 = getelementptr inbounds %struct.T, %struct.T* %29, i32 0, i32 0
  %31 = load i32, i32* %30, align 8
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 %28, %32
  %34 = load %struct.T*, %struct.T** %4, align 8
  %35 = getelementptr inbounds %struct.T, %struct.T* %34, i32 0, i32 3
  %36 = load %struct.T*, %struct.T** %35, align 8
  %37 = load i32*, i32** %5, align 8
  %38 = call i64 @inorder_sum(%struct.T* noundef %36, i32* noundef %37)
  %39 = add nsw i64 %33, %38
  store i64 %39, i64* %3, align 8
  br label %40

40:                                               ; preds = %24, %9
  %41 = load i64, i64* %3, align 8
  ret i64 %41
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @contains(%struct.T* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.T*, align 8
  %5 = alloca i32, align 4
  store %struct.T* %0, %struct.T** %4, align 8
  store i32 %1, i32* %5, align 4
  br label %6

6:                                                ; preds = %30, %2
  %7 = load %struct.T*, %struct.T** %4, align 8
  %8 = icmp ne %struct.T* %7, null
  br i1 %8, label %9, label %32

9:                                                ; preds = %6
  %10 = load i32, i32* %5, align 4
  %11 = load %struct.T*, %struct.T** %4, align 8
  %12 = getelementptr inbounds %struct.T, %struct.T* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 8
  %14 = icmp eq i32 %10, %13
  br i1 %14, label %15, label %16

15:                                               ; preds = %9
  store i32 1, i32* %3, align 4
  br label %33

16:                                               ; preds = %9
  %17 = load i32, i32* %5, align 4
  %18 = load %struct.T*, %struct.T** %4, align 8
  %19 = getelementptr inbounds %struct.T, %struct.T* %18, i32 0, i32 0
  %20 = load i32, i32* %19, align 8
  %21 = icmp slt i32 %17, %20
  br i1 %21, label %22, label %26

22:                                               ; preds = %16
  %23 = load %struct.T*, %struct.T** %4, align 8
  %24 = getelementptr inbounds %struct.T, %struct.T* %23, i32 0, i32 2
  %25 = load %struct.T*, %struct.T** %24, align 8
  br label %30

26:                                               ; preds = %16
  %27 = load %struct.T*, %struct.T** %4, align 8
  %28 = getelementptr inbounds %struct.T, %struct.T* %27, i32 0, i32 3
  %29 = load %struct.T*, %struct.T** %28, align 8
  br label %30

30:                                               ; preds = %26, %22
  %31 = phi %struct.T* [ %25, %22 ], [ %29, %26 ]
  store %struct.T* %31, %struct.T** %4, align 8
  br label %6, !llvm.loop !11

32:                                               ; preds = %6
  store i32 0, i32* %3, align 4
  br label %33

33:                                               ; preds = %32, %15
  %34 = load i32, i32* %3, align 4
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @destroy(%struct.T* noundef %0) #0 {
  %2 = alloca %struct.T*, align 8
  store %struct.T* %0, %struct.T** %2, align 8
  %3 = load %struct.T*, %struct.T** %2, align 8
  %4 = icmp ne %struct.T* %3, null
  br i1 %4, label %5, label %14

5:                                                ; preds = %1
  %6 = load %struct.T*, %struct.T** %2, align 8
  %7 = getelementptr inbounds %struct.T, %struct.T* %6, i32 0, i32 2
  %8 = load %struct.T*, %struct.T** %7, align 8
  call void @destroy(%struct.T* noundef %8)
  %9 = load %struct.T*, %struct.T** %2, align 8
  %10 = getelementptr inbounds %struct.T, %struct.T* %9, i32 0, i32 3
  %11 = load %struct.T*, %struct.T** %10, align 8
  call void @destroy(%struct.T* noundef %11)
  %12 = load %struct.T*, %struct.T** %2, align 8
  %13 = bitcast %struct.T* %12 to i8*
  call void @free(i8* noundef %13) #3
  br label %14

14:                                               ; preds = %5, %1
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.T* @balance(%struct.T* noundef %0) #0 {
  %2 = alloca %struct.T*, align 8
  %3 = alloca %struct.T*, align 8
  %4 = alloca i32, align 4
  store %struct.T* %0, %struct.T** %3, align 8
  %5 = load %struct.T*, %struct.T** %3, align 8
  call void @fix(%struct.T* noundef %5)
  %6 = load %struct.T*, %struct.T** %3, align 8
  %7 = getelementptr inbounds %struct.T, %struct.T* %6, i32 0, i32 2
  %8 = load %struct.T*, %struct.T** %7, align 8
  %9 = call i32 @ht(%struct.T* noundef %8)
  %10 = load %struct.T*, %struct.T** %3, align 8
  %11 = getelementptr inbounds %struct.T, %struct.T* %10, i32 0, i32 3
  %12 = load %struct.T*, %struct.T** %11, align 8
  %13 = call i32 @ht(%struct.T* noundef %12)
  %14 = sub nsw i32 %9, %13
  store i32 %14, i32* %4, align 4
  %15 = load i32, i32* %4, align 4
  %16 = icmp sgt i32 %15, 1
  br i1 %16, label %17, label %41

17:                                               ; preds = %1
  %18 = load %struct.T*, %struct.T** %3, align 8
  %19 = getelementptr inbounds %struct.T, %struct.T* %18, i32 0, i32 2
  %20 = load %struct.T*, %struct.T** %19, align 8
  %21 = getelementptr inbounds %struct.T, %struct.T* %20, i32 0, i32 2
  %22 = load %struct.T*, %struct.T** %21, align 8
  %23 = call i32 @ht(%struct.T* noundef %22)
  %24 = load %struct.T*, %struct.T** %3, align 8
  %25 = getelementptr inbounds %struct.T, %struct.T* %24, i32 0, i32 2
  %26 = load %struct.T*, %struct.T** %25, align 8
  %27 = getelementptr inbounds %struct.T, %struct.T* %26, i32 0, i32 3
  %28 = load %struct.T*, %struct.T** %27, align 8
  %29 = call i32 @ht(%struct.T* noundef %28)
  %30 = icmp slt i32 %23, %29
  br i1 %30, label %31, label %38

31:                                               ; preds = %17
  %32 = load %struct.T*, %struct.T** %3, align 8
  %33 = getelementptr inbounds %struct.T, %struct.T* %32, i32 0, i32 2
  %34 = load %struct.T*, %struct.T** %33, align 8
  %35 = call %struct.T* @rot_l(%struct.T* noundef %34)
  %36 = load %struct.T*, %struct.T** %3, align 8
  %37 = getelementptr inbounds %struct.T, %struct.T* %36, i32 0, i32 2
  store %struct.T* %35, %struct.T** %37, align 8
  br label %38

38:                                               ; preds = %31, %17
  %39 = load %struct.T*, %struct.T** %3, align 8
  %40 = call %struct.T* @rot_r(%struct.T* noundef %39)
  store %struct.T* %40, %struct.T** %2, align 8
  br label %70

41:                                               ; preds = %1
  %42 = load i32, i32* %4, align 4
  %43 = icmp slt i32 %42, -1
  br i1 %43, label %44, label %68

44:                                               ; preds = %41
  %45 = load %struct.T*, %struct.T** %3, align 8
  %46 = getelementptr inbounds %struct.T, %struct.T* %45, i32 0, i32 3
  %47 = load %struct.T*, %struct.T** %46, align 8
  %48 = getelementptr inbounds %struct.T, %struct.T* %47, i32 0, i32 3
  %49 = load %struct.T*, %struct.T** %48, align 8
  %50 = call i32 @ht(%struct.T* noundef %49)
  %51 = load %struct.T*, %struct.T** %3, align 8
  %52 = getelementptr inbounds %struct.T, %struct.T* %51, i32 0, i32 3
  %53 = load %struct.T*, %struct.T** %52, align 8
  %54 = getelementptr inbounds %struct.T, %struct.T* %53, i32 0, i32 2
  %55 = load %struct.T*, %struct.T** %54, align 8
  %56 = call i32 @ht(%struct.T* noundef %55)
  %57 = icmp slt i32 %50, %56
  br i1 %57, label %58, label %65

58:                                               ; preds = %44
  %59 = load %struct.T*, %struct.T** %3, align 8
  %60 = getelementptr inbounds %struct.T, %struct.T* %59, i32 0, i32 3
  %61 = load %struct.T*, %struct.T** %60, align 8
  %62 = call %struct.T* @rot_r(%struct.T* noundef %61)
  %63 = load %struct.T*, %struct.T** %3, align 8
  %64 = getelementptr inbounds %struct.T, %struct.T* %63, i32 0, i32 3
  store %struct.T* %62, %struct.T** %64, align 8
  br label %65

65:                                               ; preds = %58, %44
  %66 = load %struct.T*, %struct.T** %3, align 8
  %67 = call %struct.T* @rot_l(%struct.T* noundef %66)
  store %struct.T* %67, %struct.T** %2, align 8
  br label %70

68:                                               ; preds = %41
  %69 = load %struct.T*, %struct.T** %3, align 8
  store %struct.T* %69, %struct.T** %2, align 8
  br label %70

70:                                               ; preds = %68, %65, %38
  %71 = load %struct.T*, %struct.T** %2, align 8
  ret %struct.T* %71
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fix(%struct.T* noundef %0) #0 {
  %2 = alloca %struct.T*, align 8
  store %struct.T* %0, %struct.T** %2, align 8
  %3 = load %struct.T*, %struct.T** %2, align 8
  %4 = getelementptr inbounds %struct.T, %struct.T* %3, i32 0, i32 2
  %5 = load %struct.T*, %struct.T** %4, align 8
  %6 = call i32 @ht(%struct.T* noundef %5)
  %7 = load %struct.T*, %struct.T** %2, align 8
  %8 = getelementptr inbounds %struct.T, %struct.T* %7, i32 0, i32 3
  %9 = load %struct.T*, %struct.T** %8, align 8
  %10 = call i32 @ht(%struct.T* noundef %9)
  %11 = call i32 @maxi(i32 noundef %6, i32 noundef %10)
  %12 = add nsw i32 1, %11
  %13 = load %struct.T*, %struct.T** %2, align 8
  %14 = getelementptr inbounds %struct.T, %struct.T* %13, i32 0, i32 1
  store i32 %12, i32* %14, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.T* @rot_l(%struct.T* noundef %0) #0 {
  %2 = alloca %struct.T*, align 8
  %3 = alloca %struct.T*, align 8
  store %struct.T* %0, %struct.T** %2, align 8
  %4 = load %struct.T*, %struct.T** %2, align 8
  %5 = getelementptr inbounds %struct.T, %struct.T* %4, i32 0, i32 3
  %6 = load %struct.T*, %struct.T** %5, align 8
  store %struct.T* %6, %struct.T** %3, align 8
  %7 = load %struct.T*, %struct.T** %3, align 8
  %8 = getelementptr inbounds %struct.T, %struct.T* %7, i32 0, i32 2
  %9 = load %struct.T*, %struct.T** %8, align 8
  %10 = load %struct.T*, %struct.T** %2, align 8
  %11 = getelementptr inbounds %struct.T, %struct.T* %10, i32 0, i32 3
  store %struct.T* %9, %struct.T** %11, align 8
  %12 = load %struct.T*, %struct.T** %2, align 8
  %13 = load %struct.T*, %struct.T** %3, align 8
  %14 = getelementptr inbounds %struct.T, %struct.T* %13, i32 0, i32 2
  store %struct.T* %12, %struct.T** %14, align 8
  %15 = load %struct.T*, %struct.T** %2, align 8
  call void @fix(%struct.T* noundef %15)
  %16 = load %struct.T*, %struct.T** %3, align 8
  call void @fix(%struct.T* noundef %16)
  %17 = load %struct.T*, %struct.T** %3, align 8
  ret %struct.T* %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.T* @rot_r(%struct.T* noundef %0) #0 {
  %2 = alloca %struct.T*, align 8
  %3 = alloca %struct.T*, align 8
  store %struct.T* %0, %struct.T** %2, align 8
  %4 = load %struct.T*, %struct.T** %2, align 8
  %5 = getelementptr inbounds %struct.T, %struct.T* %4, i32 0, i32 2
  %6 = load %struct.T*, %struct.T** %5, align 8
  store %struct.T* %6, %struct.T** %3, align 8
  %7 = load %struct.T*, %struct.T** %3, align 8
  %8 = getelementptr inbounds %struct.T, %struct.T* %7, i32 0, i32 3
  %9 = load %struct.T*, %struct.T** %8, align 8
  %10 = load %struct.T*, %struct.T** %2, align 8
  %11 = getelementptr inbounds %struct.T, %struct.T* %10, i32 0, i32 2
  store %struct.T* %9, %struct.T** %11, align 8
  %12 = load %struct.T*, %struct.T** %2, align 8
  %13 = load %struct.T*, %struct.T** %3, align 8
  %14 = getelementptr inbounds %struct.T, %struct.T* %13, i32 0, i32 3
  store %struct.T* %12, %struct.T** %14, align 8
  %15 = load %struct.T*, %struct.T** %2, align 8
  call void @fix(%struct.T* noundef %15)
  %16 = load %struct.T*, %struct.T** %3, align 8
  call void @fix(%struct.T* noundef %16)
  %17 = load %struct.T*, %struct.T** %3, align 8
  ret %struct.T* %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @maxi(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
