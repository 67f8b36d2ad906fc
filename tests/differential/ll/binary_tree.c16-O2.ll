; ModuleID = 'tests/differential/src/binary_tree.c'
source_filename = "tests/differential/src/binary_tree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.T = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [30 x i8] c"avl height %d, bst height %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"inorder:\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"\0Acount %d sum %ld height %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"hits %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  br label %16

2:                                                ; preds = %16
  %3 = icmp eq ptr %20, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.T, ptr %20, i64 0, i32 1
  %6 = load i32, ptr %5, align 4, !tbaa !5
  br label %7

7:                                                ; preds = %2, %4
  %8 = phi i32 [ %6, %4 ], [ 0, %2 ]
  %9 = icmp eq ptr %23, null
  br i1 %9, label %13, label %10

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.T, ptr %23, i64 0, i32 1
  %12 = load i32, ptr %11, align 4, !tbaa !5
  br label %13

13:                                               ; preds = %7, %10
  %14 = phi i32 [ %12, %10 ], [ 0, %7 ]
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8, i32 noundef %14)
  br label %37

16:                                               ; preds = %0, %16
  %17 = phi ptr [ null, %0 ], [ %20, %16 ]
  %18 = phi i32 [ 0, %0 ], [ %24, %16 ]
  %19 = phi ptr [ null, %0 ], [ %23, %16 ]
  %20 = tail call fastcc ptr @avl_insert(ptr noundef %17, i32 noundef %18)
  %21 = mul nuw nsw i32 %18, 7919
  %22 = urem i32 %21, 1000
  %23 = tail call fastcc ptr @bst_insert(ptr noundef %19, i32 noundef %22)
  %24 = add nuw nsw i32 %18, 1
  %25 = icmp eq i32 %24, 500
  br i1 %25, label %2, label %16, !llvm.loop !11

26:                                               ; preds = %37
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  store i32 0, ptr %1, align 4, !tbaa !13
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %28 = call fastcc i64 @inorder_sum(ptr noundef %40, ptr noundef nonnull %1)
  %29 = load i32, ptr %1, align 4, !tbaa !13
  %30 = icmp eq ptr %40, null
  br i1 %30, label %34, label %31

31:                                               ; preds = %26
  %32 = getelementptr inbounds %struct.T, ptr %40, i64 0, i32 1
  %33 = load i32, ptr %32, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %26, %31
  %35 = phi i32 [ %33, %31 ], [ 0, %26 ]
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29, i64 noundef %28, i32 noundef %35)
  br label %45

37:                                               ; preds = %13, %37
  %38 = phi ptr [ %20, %13 ], [ %40, %37 ]
  %39 = phi i32 [ 0, %13 ], [ %41, %37 ]
  %40 = tail call fastcc ptr @avl_remove(ptr noundef %38, i32 noundef %39)
  %41 = add nuw nsw i32 %39, 2
  %42 = icmp ult i32 %39, 498
  br i1 %42, label %37, label %26, !llvm.loop !14

43:                                               ; preds = %72
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %75)
  call fastcc void @destroy(ptr noundef %40)
  call fastcc void @destroy(ptr noundef %23)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  ret i32 0

45:                                               ; preds = %34, %72
  %46 = phi i32 [ -5, %34 ], [ %76, %72 ]
  %47 = phi i32 [ 0, %34 ], [ %75, %72 ]
  br i1 %30, label %59, label %48

48:                                               ; preds = %45, %52
  %49 = phi ptr [ %57, %52 ], [ %40, %45 ]
  %50 = load i32, ptr %49, align 8, !tbaa !15
  %51 = icmp eq i32 %50, %46
  br i1 %51, label %59, label %52

52:                                               ; preds = %48
  %53 = icmp sgt i32 %50, %46
  %54 = getelementptr inbounds %struct.T, ptr %49, i64 0, i32 2
  %55 = getelementptr inbounds %struct.T, ptr %49, i64 0, i32 3
  %56 = select i1 %53, ptr %54, ptr %55
  %57 = load ptr, ptr %56, align 8, !tbaa !16
  %58 = icmp eq ptr %57, null
  br i1 %58, label %59, label %48, !llvm.loop !17

59:                                               ; preds = %48, %52, %45
  %60 = phi i32 [ 0, %45 ], [ 2, %48 ], [ 0, %52 ]
  br i1 %9, label %72, label %61

61:                                               ; preds = %59, %65
  %62 = phi ptr [ %70, %65 ], [ %23, %59 ]
  %63 = load i32, ptr %62, align 8, !tbaa !15
  %64 = icmp eq i32 %63, %46
  br i1 %64, label %72, label %65

65:                                               ; preds = %61
  %66 = icmp sgt i32 %63, %46
  %67 = getelementptr inbounds %struct.T, ptr %62, i64 0, i32 2
  %68 = getelementptr inbounds %struct.T, ptr %62, i64 0, i32 3
  %69 = select i1 %66, ptr %67, ptr %68
  %70 = load ptr, ptr %69, align 8, !tbaa !16
  %71 = icmp eq ptr %70, null
  br i1 %71, label %72, label %61, !llvm.loop !17

72:                                               ; preds = %61, %65, %59
  %73 = phi i32 [ 0, %59 ], [ 1, %61 ], [ 0, %65 ]
  %74 = add i32 %60, %47
  %75 = add i32 %74, %73
  %76 = add nsw i32 %46, 1
  %77 = icmp eq i32 %76, 1005
  br i1 %77, label %43, label %45, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc ptr @avl_insert(ptr noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #11
  store i32 %1, ptr %5, align 8, !tbaa !15
  %6 = getelementptr inbounds %struct.T, ptr %5, i64 0, i32 1
  store i32 1, ptr %6, align 4, !tbaa !5
  br label %22

7:                                                ; preds = %2
  %8 = load i32, ptr %0, align 8, !tbaa !15
  %9 = icmp sgt i32 %8, %1
  br i1 %9, label %10, label %12

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.T, ptr %0, i64 0, i32 2
  br label %16

12:                                               ; preds = %7
  %13 = icmp slt i32 %8, %1
  br i1 %13, label %14, label %20

14:                                               ; preds = %12
  %15 = getelementptr inbounds %struct.T, ptr %0, i64 0, i32 3
  br label %16

16:                                               ; preds = %10, %14
  %17 = phi ptr [ %15, %14 ], [ %11, %10 ]
  %18 = load ptr, ptr %17, align 8, !tbaa !16
  %19 = tail call fastcc ptr @avl_insert(ptr noundef %18, i32 noundef %1)
  store ptr %19, ptr %17, align 8, !tbaa !16
  br label %20

20:                                               ; preds = %16, %12
  %21 = tail call fastcc ptr @balance(ptr noundef nonnull %0)
  br label %22

22:                                               ; preds = %20, %4
  %23 = phi ptr [ %21, %20 ], [ %5, %4 ]
  ret ptr %23
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc ptr @bst_insert(ptr noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #11
  store i32 %1, ptr %5, align 8, !tbaa !15
  br label %38

6:                                                ; preds = %2
  %7 = load i32, ptr %0, align 8, !tbaa !15
  %8 = icmp sgt i32 %7, %1
  br i1 %8, label %9, label %11

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.T, ptr %0, i64 0, i32 2
  br label %15

11:                                               ; preds = %6
  %12 = icmp slt i32 %7, %1
  br i1 %12, label %13, label %19

13:                                               ; preds = %11
  %14 = getelementptr inbounds %struct.T, ptr %0, i64 0, i32 3
  br label %15

15:                                               ; preds = %9, %13
  %16 = phi ptr [ %14, %13 ], [ %10, %9 ]
  %17 = load ptr, ptr %16, align 8, !tbaa !16
  %18 = tail call fastcc ptr @bst_insert(ptr noundef %17, i32 noundef %1)
  store ptr %18, ptr %16, align 8, !tbaa !16
  br label %19

19:                                               ; preds = %15, %11
  %20 = getelementptr inbounds %struct.T, ptr %0, i64 0, i32 2
  %21 = load ptr, ptr %20, align 8, !tbaa !19
  %22 = icmp eq ptr %21, null
  br i1 %22, label %26, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds %struct.T, ptr %21, i64 0, i32 1
  %25 = load i32, ptr %24, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %23, %19
  %27 = phi i32 [ %25, %23 ], [ 0, %19 ]
  %28 = getelementptr inbounds %struct.T, ptr %0, i64 0, i32 3
  %29 = load ptr, ptr %28, align 8, !tbaa !20
  %30 = icmp eq ptr %29, null
  br i1 %30, label %34, label %31

31:                                               ; preds = %26
  %32 = getelementptr inbounds %struct.T, ptr %29, i64 0, i32 1
  %33 = load i32, ptr %32, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %26, %31
  %35 = phi i32 [ %33, %31 ], [ 0, %26 ]
  %36 = tail call i32 @llvm.smax.i32(i32 %27, i32 %35)
  %37 = add nsw i32 %36, 1
  br label %38

38:                                               ; preds = %34, %4
  %39 = phi ptr [ %0, %34 ], [ %5, %4 ]
  %40 = phi i32 [ %37, %34 ], [ 1, %4 ]
  %41 = getelementptr inbounds %struct.T, ptr %39, i64 0, i32 1
  store i32 %40, ptr %41, align 4, !tbaa !5
  ret ptr %39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc ptr @avl_remove(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %38, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !tbaa !15
  %6 = icmp sgt i32 %5, %1
  br i1 %6, label %7, label %11

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.T, ptr %0, i64 0, i32 2
  %9 = load ptr, ptr %8, align 8, !tbaa !19
  %10 = tail call fastcc ptr @avl_remove(ptr noundef %9, i32 noundef %1)
  store ptr %10, ptr %8, align 8, !tbaa !19
  br label %36

11:                                               ; preds = %4
  %12 = icmp slt i32 %5, %1
  br i1 %12, label %13, label %17

13:                                               ; preds = %11
  %14 = getelementptr inbounds %struct.T, ptr %0, i64 0, i32 3
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = tail call fastcc ptr @avl_remove(ptr noundef %15, i32 noundef %1)
  store ptr %16, ptr %14, align 8, !tbaa !20
  br label %36

17:                                               ; preds = %11
  %18 = getelementptr inbounds %struct.T, ptr %0, i64 0, i32 2
  %19 = load ptr, ptr %18, align 8, !tbaa !19
  %20 = icmp eq ptr %19, null
  %21 = getelementptr inbounds %struct.T, ptr %0, i64 0, i32 3
  %22 = load ptr, ptr %21, align 8, !tbaa !20
  br i1 %20, label %25, label %23

23:                                               ; preds = %17
  %24 = icmp eq ptr %22, null
  br i1 %24, label %25, label %27

25:                                               ; preds = %17, %23
  %26 = phi ptr [ %19, %23 ], [ %22, %17 ]
  tail call void @free(ptr noundef nonnull %0) #10
  br label %38

27:                                               ; preds = %23, %27
  %28 = phi ptr [ %30, %27 ], [ %22, %23 ]
  %29 = getelementptr inbounds %struct.T, ptr %28, i64 0, i32 2
  %30 = load ptr, ptr %29, align 8, !tbaa !19
  %31 = icmp eq ptr %30, null
  br i1 %31, label %32, label %27, !llvm.loop !21

32:                                               ; preds = %27
  %33 = load i32, ptr %28, align 8, !tbaa !15
  store i32 %33, ptr %0, align 8, !tbaa !15
  %34 = load i32, ptr %28, align 8, !tbaa !15
  %35 = tail call fastcc ptr @avl_remove(ptr noundef nonnull %22, i32 noundef %34)
  store ptr %35, ptr %21, align 8, !tbaa !20
  br label %36

36:                                               ; preds = %13, %32, %7
  %37 = tail call fastcc ptr @balance(ptr noundef nonnull %0)
  br label %38

38:                                               ; preds = %2, %36, %25
  %39 = phi ptr [ %37, %36 ], [ %26, %25 ], [ null, %2 ]
  ret ptr %39
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @inorder_sum(ptr noundef readonly %0, ptr noundef %1) unnamed_addr #3 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %26, label %4

4:                                                ; preds = %2, %16
  %5 = phi ptr [ %22, %16 ], [ %0, %2 ]
  %6 = phi i64 [ %24, %16 ], [ 0, %2 ]
  %7 = getelementptr inbounds %struct.T, ptr %5, i64 0, i32 2
  %8 = load ptr, ptr %7, align 8, !tbaa !19
  %9 = tail call fastcc i64 @inorder_sum(ptr noundef %8, ptr noundef %1)
  %10 = load i32, ptr %1, align 4, !tbaa !13
  %11 = icmp slt i32 %10, 12
  br i1 %11, label %12, label %16

12:                                               ; preds = %4
  %13 = load i32, ptr %5, align 8, !tbaa !15
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %13)
  %15 = load i32, ptr %1, align 4, !tbaa !13
  br label %16

16:                                               ; preds = %12, %4
  %17 = phi i32 [ %15, %12 ], [ %10, %4 ]
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %1, align 4, !tbaa !13
  %19 = load i32, ptr %5, align 8, !tbaa !15
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %struct.T, ptr %5, i64 0, i32 3
  %22 = load ptr, ptr %21, align 8, !tbaa !20
  %23 = add i64 %9, %6
  %24 = add i64 %23, %20
  %25 = icmp eq ptr %22, null
  br i1 %25, label %26, label %4

26:                                               ; preds = %16, %2
  %27 = phi i64 [ 0, %2 ], [ %24, %16 ]
  ret i64 %27
}

; Function Attrs: nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc void @destroy(ptr noundef %0) unnamed_addr #5 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.T, ptr %0, i64 0, i32 2
  %6 = load ptr, ptr %5, align 8, !tbaa !19
  tail call fastcc void @destroy(ptr noundef %6)
  %7 = getelementptr inbounds %struct.T, ptr %0, i64 0, i32 3
  %8 = load ptr, ptr %7, align 8, !tbaa !20
  tail call fastcc void @destroy(ptr noundef %8)
  tail call void @free(ptr noundef nonnull %0) #10
  br label %3
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @balance(ptr noundef %0) unnamed_addr #7 {
  %2 = getelementptr inbounds %struct.T, ptr %0, i64 0, i32 2
  %3 = load ptr, ptr %2, align 8, !tbaa !19
  %4 = icmp eq ptr %3, null
  br i1 %4, label %8, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.T, ptr %3, i64 0, i32 1
  %7 = load i32, ptr %6, align 4, !tbaa !5
  br label %8

8:                                                ; preds = %5, %1
  %9 = phi i32 [ %7, %5 ], [ 0, %1 ]
  %10 = getelementptr inbounds %struct.T, ptr %0, i64 0, i32 3
  %11 = load ptr, ptr %10, align 8, !tbaa !20
  %12 = icmp eq ptr %11, null
  br i1 %12, label %16, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds %struct.T, ptr %11, i64 0, i32 1
  %15 = load i32, ptr %14, align 4, !tbaa !5
  br label %16

16:                                               ; preds = %8, %13
  %17 = phi i32 [ %15, %13 ], [ 0, %8 ]
  %18 = tail call i32 @llvm.smax.i32(i32 %9, i32 %17)
  %19 = add nsw i32 %18, 1
  %20 = getelementptr inbounds %struct.T, ptr %0, i64 0, i32 1
  store i32 %19, ptr %20, align 4, !tbaa !5
  br i1 %4, label %24, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds %struct.T, ptr %3, i64 0, i32 1
  %23 = load i32, ptr %22, align 4, !tbaa !5
  br label %24

24:                                               ; preds = %16, %21
  %25 = phi i32 [ %23, %21 ], [ 0, %16 ]
  br i1 %12, label %29, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds %struct.T, ptr %11, i64 0, i32 1
  %28 = load i32, ptr %27, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %24, %26
  %30 = phi i32 [ %28, %26 ], [ 0, %24 ]
  %31 = sub nsw i32 %25, %30
  %32 = icmp sgt i32 %31, 1
  br i1 %32, label %33, label %109

33:                                               ; preds = %29
  %34 = getelementptr inbounds %struct.T, ptr %3, i64 0, i32 2
  %35 = load ptr, ptr %34, align 8, !tbaa !19
  %36 = icmp eq ptr %35, null
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = getelementptr inbounds %struct.T, ptr %35, i64 0, i32 1
  %39 = load i32, ptr %38, align 4, !tbaa !5
  br label %40

40:                                               ; preds = %33, %37
  %41 = phi i32 [ %39, %37 ], [ 0, %33 ]
  %42 = getelementptr inbounds %struct.T, ptr %3, i64 0, i32 3
  %43 = load ptr, ptr %42, align 8, !tbaa !20
  %44 = icmp eq ptr %43, null
  br i1 %44, label %48, label %45

45:                                               ; preds = %40
  %46 = getelementptr inbounds %struct.T, ptr %43, i64 0, i32 1
  %47 = load i32, ptr %46, align 4, !tbaa !5
  br label %48

48:                                               ; preds = %40, %45
  %49 = phi i32 [ %47, %45 ], [ 0, %40 ]
  %50 = icmp slt i32 %41, %49
  br i1 %50, label %51, label %81

51:                                               ; preds = %48
  %52 = getelementptr inbounds %struct.T, ptr %43, i64 0, i32 2
  %53 = load ptr, ptr %52, align 8, !tbaa !19
  store ptr %53, ptr %42, align 8, !tbaa !20
  store ptr %3, ptr %52, align 8, !tbaa !19
  %54 = load ptr, ptr %34, align 8, !tbaa !19
  %55 = icmp eq ptr %54, null
  br i1 %55, label %59, label %56

56:                                               ; preds = %51
  %57 = getelementptr inbounds %struct.T, ptr %54, i64 0, i32 1
  %58 = load i32, ptr %57, align 4, !tbaa !5
  br label %59

59:                                               ; preds = %56, %51
  %60 = phi i32 [ %58, %56 ], [ 0, %51 ]
  %61 = icmp eq ptr %53, null
  br i1 %61, label %65, label %62

62:                                               ; preds = %59
  %63 = getelementptr inbounds %struct.T, ptr %53, i64 0, i32 1
  %64 = load i32, ptr %63, align 4, !tbaa !5
  br label %65

65:                                               ; preds = %62, %59
  %66 = phi i32 [ %64, %62 ], [ 0, %59 ]
  %67 = tail call i32 @llvm.smax.i32(i32 %60, i32 %66)
  %68 = add nsw i32 %67, 1
  %69 = getelementptr inbounds %struct.T, ptr %3, i64 0, i32 1
  store i32 %68, ptr %69, align 4, !tbaa !5
  %70 = getelementptr inbounds %struct.T, ptr %43, i64 0, i32 3
  %71 = load ptr, ptr %70, align 8, !tbaa !20
  %72 = icmp eq ptr %71, null
  br i1 %72, label %76, label %73

73:                                               ; preds = %65
  %74 = getelementptr inbounds %struct.T, ptr %71, i64 0, i32 1
  %75 = load i32, ptr %74, align 4, !tbaa !5
  br label %76

76:                                               ; preds = %65, %73
  %77 = phi i32 [ %75, %73 ], [ 0, %65 ]
  %78 = tail call i32 @llvm.smax.i32(i32 %68, i32 %77)
  %79 = add nsw i32 %78, 1
  %80 = getelementptr inbounds %struct.T, ptr %43, i64 0, i32 1
  store i32 %79, ptr %80, align 4, !tbaa !5
  br label %81

81:                                               ; preds = %76, %48
  %82 = phi ptr [ %71, %76 ], [ %43, %48 ]
  %83 = phi ptr [ %43, %76 ], [ %3, %48 ]
  %84 = getelementptr inbounds %struct.T, ptr %83, i64 0, i32 3
  store ptr %82, ptr %2, align 8, !tbaa !19
  store ptr %0, ptr %84, align 8, !tbaa !20
  %85 = icmp eq ptr %82, null
  br i1 %85, label %89, label %86

86:                                               ; preds = %81
  %87 = getelementptr inbounds %struct.T, ptr %82, i64 0, i32 1
  %88 = load i32, ptr %87, align 4, !tbaa !5
  br label %89

89:                                               ; preds = %86, %81
  %90 = phi i32 [ %88, %86 ], [ 0, %81 ]
  %91 = load ptr, ptr %10, align 8, !tbaa !20
  %92 = icmp eq ptr %91, null
  br i1 %92, label %96, label %93

93:                                               ; preds = %89
  %94 = getelementptr inbounds %struct.T, ptr %91, i64 0, i32 1
  %95 = load i32, ptr %94, align 4, !tbaa !5
  br label %96

96:                                               ; preds = %93, %89
  %97 = phi i32 [ %95, %93 ], [ 0, %89 ]
  %98 = tail call i32 @llvm.smax.i32(i32 %90, i32 %97)
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %20, align 4, !tbaa !5
  %100 = getelementptr inbounds %struct.T, ptr %83, i64 0, i32 2
  %101 = load ptr, ptr %100, align 8, !tbaa !19
  %102 = icmp eq ptr %101, null
  br i1 %102, label %106, label %103

103:                                              ; preds = %96
  %104 = getelementptr inbounds %struct.T, ptr %101, i64 0, i32 1
  %105 = load i32, ptr %104, align 4, !tbaa !5
  br label %106

106:                                              ; preds = %96, %103
  %107 = phi i32 [ %105, %103 ], [ 0, %96 ]
  %108 = tail call i32 @llvm.smax.i32(i32 %107, i32 %99)
  br label %187

109:                                              ; preds = %29
  %110 = icmp slt i32 %31, -1
  br i1 %110, label %111, label %192

111:                                              ; preds = %109
  %112 = getelementptr inbounds %struct.T, ptr %11, i64 0, i32 3
  %113 = load ptr, ptr %112, align 8, !tbaa !20
  %114 = icmp eq ptr %113, null
  br i1 %114, label %118, label %115

115:                                              ; preds = %111
  %116 = getelementptr inbounds %struct.T, ptr %113, i64 0, i32 1
  %117 = load i32, ptr %116, align 4, !tbaa !5
  br label %118

118:                                              ; preds = %111, %115
  %119 = phi i32 [ %117, %115 ], [ 0, %111 ]
  %120 = getelementptr inbounds %struct.T, ptr %11, i64 0, i32 2
  %121 = load ptr, ptr %120, align 8, !tbaa !19
  %122 = icmp eq ptr %121, null
  br i1 %122, label %126, label %123

123:                                              ; preds = %118
  %124 = getelementptr inbounds %struct.T, ptr %121, i64 0, i32 1
  %125 = load i32, ptr %124, align 4, !tbaa !5
  br label %126

126:                                              ; preds = %118, %123
  %127 = phi i32 [ %125, %123 ], [ 0, %118 ]
  %128 = icmp slt i32 %119, %127
  br i1 %128, label %129, label %159

129:                                              ; preds = %126
  %130 = getelementptr inbounds %struct.T, ptr %121, i64 0, i32 3
  %131 = load ptr, ptr %130, align 8, !tbaa !20
  store ptr %131, ptr %120, align 8, !tbaa !19
  store ptr %11, ptr %130, align 8, !tbaa !20
  %132 = icmp eq ptr %131, null
  br i1 %132, label %136, label %133

133:                                              ; preds = %129
  %134 = getelementptr inbounds %struct.T, ptr %131, i64 0, i32 1
  %135 = load i32, ptr %134, align 4, !tbaa !5
  br label %136

136:                                              ; preds = %133, %129
  %137 = phi i32 [ %135, %133 ], [ 0, %129 ]
  %138 = load ptr, ptr %112, align 8, !tbaa !20
  %139 = icmp eq ptr %138, null
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = getelementptr inbounds %struct.T, ptr %138, i64 0, i32 1
  %142 = load i32, ptr %141, align 4, !tbaa !5
  br label %143

143:                                              ; preds = %140, %136
  %144 = phi i32 [ %142, %140 ], [ 0, %136 ]
  %145 = tail call i32 @llvm.smax.i32(i32 %137, i32 %144)
  %146 = add nsw i32 %145, 1
  %147 = getelementptr inbounds %struct.T, ptr %11, i64 0, i32 1
  store i32 %146, ptr %147, align 4, !tbaa !5
  %148 = getelementptr inbounds %struct.T, ptr %121, i64 0, i32 2
  %149 = load ptr, ptr %148, align 8, !tbaa !19
  %150 = icmp eq ptr %149, null
  br i1 %150, label %154, label %151

151:                                              ; preds = %143
  %152 = getelementptr inbounds %struct.T, ptr %149, i64 0, i32 1
  %153 = load i32, ptr %152, align 4, !tbaa !5
  br label %154

154:                                              ; preds = %143, %151
  %155 = phi i32 [ %153, %151 ], [ 0, %143 ]
  %156 = tail call i32 @llvm.smax.i32(i32 %155, i32 %146)
  %157 = add nsw i32 %156, 1
  %158 = getelementptr inbounds %struct.T, ptr %121, i64 0, i32 1
  store i32 %157, ptr %158, align 4, !tbaa !5
  br label %159

159:                                              ; preds = %154, %126
  %160 = phi ptr [ %149, %154 ], [ %121, %126 ]
  %161 = phi ptr [ %121, %154 ], [ %11, %126 ]
  %162 = getelementptr inbounds %struct.T, ptr %161, i64 0, i32 2
  store ptr %160, ptr %10, align 8, !tbaa !20
  store ptr %0, ptr %162, align 8, !tbaa !19
  %163 = load ptr, ptr %2, align 8, !tbaa !19
  %164 = icmp eq ptr %163, null
  br i1 %164, label %168, label %165

165:                                              ; preds = %159
  %166 = getelementptr inbounds %struct.T, ptr %163, i64 0, i32 1
  %167 = load i32, ptr %166, align 4, !tbaa !5
  br label %168

168:                                              ; preds = %165, %159
  %169 = phi i32 [ %167, %165 ], [ 0, %159 ]
  %170 = icmp eq ptr %160, null
  br i1 %170, label %174, label %171

171:                                              ; preds = %168
  %172 = getelementptr inbounds %struct.T, ptr %160, i64 0, i32 1
  %173 = load i32, ptr %172, align 4, !tbaa !5
  br label %174

174:                                              ; preds = %171, %168
  %175 = phi i32 [ %173, %171 ], [ 0, %168 ]
  %176 = tail call i32 @llvm.smax.i32(i32 %169, i32 %175)
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %20, align 4, !tbaa !5
  %178 = getelementptr inbounds %struct.T, ptr %161, i64 0, i32 3
  %179 = load ptr, ptr %178, align 8, !tbaa !20
  %180 = icmp eq ptr %179, null
  br i1 %180, label %184, label %181

181:                                              ; preds = %174
  %182 = getelementptr inbounds %struct.T, ptr %179, i64 0, i32 1
  %183 = load i32, ptr %182, align 4, !tbaa !5
  br label %184

184:                                              ; preds = %174, %181
  %185 = phi i32 [ %183, %181 ], [ 0, %174 ]
  %186 = tail call i32 @llvm.smax.i32(i32 %177, i32 %185)
  br label %187

187:                                              ; preds = %106, %184
  %188 = phi i32 [ %186, %184 ], [ %108, %106 ]
  %189 = phi ptr [ %161, %184 ], [ %83, %106 ]
  %190 = add nsw i32 %188, 1
  %191 = getelementptr inbounds %struct.T, ptr %189, i64 0, i32 1
  store i32 %190, ptr %191, align 4, !tbaa !5
  br label %192

192:                                              ; preds = %187, %109
  %193 = phi ptr [ %0, %109 ], [ %189, %187 ]
  ret ptr %193
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !7, i64 4}
!6 = !{!"T", !7, i64 0, !7, i64 4, !10, i64 8, !10, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !12}
!15 = !{!6, !7, i64 0}
!16 = !{!10, !10, i64 0}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = !{!6, !10, i64 8}
!20 = !{!6, !10, i64 16}
!21 = distinct !{!21, !12}
