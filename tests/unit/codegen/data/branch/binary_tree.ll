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

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  br label %16

2:                                                ; preds = %16
  %3 = icmp eq %struct.T* %20, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.T, %struct.T* %20, i64 0, i32 1
  %6 = load i32, i32* %5, align 4, !tbaa !5
  br label %7

7:                                                ; preds = %2, %4
  %8 = phi i32 [ %6, %4 ], [ 0, %2 ]
  %9 = icmp eq %struct.T* %23, null
  br i1 %9, label %13, label %10

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.T, %struct.T* %23, i64 0, i32 1
  %12 = load i32, i32* %11, align 4, !tbaa !5
  br label %13

13:                                               ; preds = %7, %10
  %14 = phi i32 [ %12, %10 ], [ 0, %7 ]
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i32 noundef %8, i32 noundef %14)
  br label %38

16:                                               ; preds = %0, %16
  %17 = phi %struct.T* [ null, %0 ], [ %20, %16 ]
  %18 = phi i32 [ 0, %0 ], [ %24, %16 ]
  %19 = phi %struct.T* [ null, %0 ], [ %23, %16 ]
  %20 = tail call fastcc %struct.T* @avl_insert(%struct.T* noundef %17, i32 noundef %18)
  %21 = mul nuw nsw i32 %18, 7919
  %22 = urem i32 %21, 1000
  %23 = tail call fastcc %struct.T* @bst_insert(%struct.T* noundef %19, i32 noundef %22)
  %24 = add nuw nsw i32 %18, 1
  %25 = icmp eq i32 %24, 500
  br i1 %25, label %2, label %16, !llvm.loop !11

26:                                               ; preds = %38
  %27 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %27) #8
  store i32 0, i32* %1, align 4, !tbaa !13
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0))
  %29 = call fastcc i64 @inorder_sum(%struct.T* noundef %41, i32* noundef nonnull %1)
  %30 = load i32, i32* %1, align 4, !tbaa !13
  %31 = icmp eq %struct.T* %41, null
  br i1 %31, label %35, label %32

32:                                               ; preds = %26
  %33 = getelementptr inbounds %struct.T, %struct.T* %41, i64 0, i32 1
  %34 = load i32, i32* %33, align 4, !tbaa !5
  br label %35

35:                                               ; preds = %26, %32
  %36 = phi i32 [ %34, %32 ], [ 0, %26 ]
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.2, i64 0, i64 0), i32 noundef %30, i64 noundef %29, i32 noundef %36)
  br label %46

38:                                               ; preds = %13, %38
  %39 = phi %struct.T* [ %20, %13 ], [ %41, %38 ]
  %40 = phi i32 [ 0, %13 ], [ %42, %38 ]
  %41 = tail call fastcc %struct.T* @avl_remove(%struct.T* noundef %39, i32 noundef %40)
  %42 = add nuw nsw i32 %40, 2
  %43 = icmp ult i32 %40, 498
  br i1 %43, label %38, label %26, !llvm.loop !14

44:                                               ; preds = %75
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i32 noundef %78)
  call fastcc void @destroy(%struct.T* noundef %41)
  call fastcc void @destroy(%struct.T* noundef %23)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %27) #8
  ret i32 0

46:                                               ; preds = %35, %75
  %47 = phi i32 [ -5, %35 ], [ %79, %75 ]
  %48 = phi i32 [ 0, %35 ], [ %78, %75 ]
  br i1 %31, label %61, label %49

49:                                               ; preds = %46, %54
  %50 = phi %struct.T* [ %59, %54 ], [ %41, %46 ]
  %51 = getelementptr inbounds %struct.T, %struct.T* %50, i64 0, i32 0
  %52 = load i32, i32* %51, align 8, !tbaa !15
  %53 = icmp eq i32 %52, %47
  br i1 %53, label %61, label %54

54:                                               ; preds = %49
  %55 = icmp sgt i32 %52, %47
  %56 = getelementptr inbounds %struct.T, %struct.T* %50, i64 0, i32 2
  %57 = getelementptr inbounds %struct.T, %struct.T* %50, i64 0, i32 3
  %58 = select i1 %55, %struct.T** %56, %struct.T** %57
  %59 = load %struct.T*, %struct.T** %58, align 8, !tbaa !16
  %60 = icmp eq %struct.T* %59, null
  br i1 %60, label %61, label %49, !llvm.loop !17

61:                                               ; preds = %49, %54, %46
  %62 = phi i32 [ 0, %46 ], [ 2, %49 ], [ 0, %54 ]
  br i1 %9, label %75, label %63

63:                                               ; preds = %61, %68
  %64 = phi %struct.T* [ %73, %68 ], [ %23, %61 ]
  %65 = getelementptr inbounds %struct.T, %struct.T* %64, i64 0, i32 0
  %66 = load i32, i32* %65, align 8, !tbaa !15
  %67 = icmp eq i32 %66, %47
  br i1 %67, label %75, label %68

68:                                               ; preds = %63
  %69 = icmp sgt i32 %66, %47
  %70 = getelementptr inbounds %struct.T, %struct.T* %64, i64 0, i32 2
  %71 = getelementptr inbounds %struct.T, %struct.T* %64, i64 0, i32 3
  %72 = select i1 %69, %struct.T** %70, %struct.T** %71
  %73 = load %struct.T*, %struct.T** %72, align 8, !tbaa !16
  %74 = icmp eq %struct.T* %73, null
  br i1 %74, label %75, label %63, !llvm.loop !17

75:                                               ; preds = %63, %68, %61
  %76 = phi i32 [ 0, %61 ], [ 1, %63 ], [ 0, %68 ]
  %77 = add i32 %62, %48
  %78 = add i32 %77, %76
  %79 = add nsw i32 %47, 1
  %80 = icmp eq i32 %79, 1005
  br i1 %80, label %44, label %46, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc %struct.T* @avl_insert(%struct.T* noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq %struct.T* %0, null
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #8
  %6 = bitcast i8* %5 to %struct.T*
  %7 = getelementptr inbounds %struct.T, %struct.T* %6, i64 0, i32 0
  store i32 %1, i32* %7, align 8, !tbaa !15
  %8 = getelementptr inbounds %struct.T, %struct.T* %6, i64 0, i32 1
  store i32 1, i32* %8, align 4, !tbaa !5
  br label %25

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 0
  %11 = load i32, i32* %10, align 8, !tbaa !15
  %12 = icmp sgt i32 %11, %1
  br i1 %12, label %13, label %15

13:                                               ; preds = %9
  %14 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 2
  br label %19

15:                                               ; preds = %9
  %16 = icmp slt i32 %11, %1
  br i1 %16, label %17, label %23

17:                                               ; preds = %15
  %18 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 3
  br label %19

19:                                               ; preds = %13, %17
  %20 = phi %struct.T** [ %18, %17 ], [ %14, %13 ]
  %21 = load %struct.T*, %struct.T** %20, align 8, !tbaa !16
  %22 = tail call fastcc %struct.T* @avl_insert(%struct.T* noundef %21, i32 noundef %1)
  store %struct.T* %22, %struct.T** %20, align 8, !tbaa !16
  br label %23

23:                                               ; preds = %19, %15
  %24 = tail call fastcc %struct.T* @balance(%struct.T* noundef nonnull %0)
  br label %25

25:                                               ; preds = %23, %4
  %26 = phi %struct.T* [ %24, %23 ], [ %6, %4 ]
  ret %struct.T* %26
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc %struct.T* @bst_insert(%struct.T* noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp eq %struct.T* %0, null
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #8
  %6 = bitcast i8* %5 to %struct.T*
  %7 = getelementptr inbounds %struct.T, %struct.T* %6, i64 0, i32 0
  store i32 %1, i32* %7, align 8, !tbaa !15
  br label %42

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 0
  %10 = load i32, i32* %9, align 8, !tbaa !15
  %11 = icmp sgt i32 %10, %1
  br i1 %11, label %12, label %14

12:                                               ; preds = %8
  %13 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 2
  br label %18

14:                                               ; preds = %8
  %15 = icmp slt i32 %10, %1
  br i1 %15, label %16, label %22

16:                                               ; preds = %14
  %17 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 3
  br label %18

18:                                               ; preds = %12, %16
  %19 = phi %struct.T** [ %17, %16 ], [ %13, %12 ]
  %20 = load %struct.T*, %struct.T** %19, align 8, !tbaa !16
  %21 = tail call fastcc %struct.T* @bst_insert(%struct.T* noundef %20, i32 noundef %1)
  store %struct.T* %21, %struct.T** %19, align 8, !tbaa !16
  br label %22

22:                                               ; preds = %18, %14
  %23 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 2
  %24 = load %struct.T*, %struct.T** %23, align 8, !tbaa !19
  %25 = icmp eq %struct.T* %24, null
  br i1 %25, label %29, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds %struct.T, %struct.T* %24, i64 0, i32 1
  %28 = load i32, i32* %27, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %26, %22
  %30 = phi i32 [ %28, %26 ], [ 0, %22 ]
  %31 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 3
  %32 = load %struct.T*, %struct.T** %31, align 8, !tbaa !20
  %33 = icmp eq %struct.T* %32, null
  br i1 %33, label %37, label %34

34:                                               ; preds = %29
  %35 = getelementptr inbounds %struct.T, %struct.T* %32, i64 0, i32 1
  %36 = load i32, i32* %35, align 4, !tbaa !5
  br label %37

37:                                               ; preds = %29, %34
  %38 = phi i32 [ %36, %34 ], [ 0, %29 ]
  %39 = icmp sgt i32 %30, %38
  %40 = select i1 %39, i32 %30, i32 %38
  %41 = add nsw i32 %40, 1
  br label %42

42:                                               ; preds = %37, %4
  %43 = phi %struct.T* [ %0, %37 ], [ %6, %4 ]
  %44 = phi i32 [ %41, %37 ], [ 1, %4 ]
  %45 = getelementptr inbounds %struct.T, %struct.T* %43, i64 0, i32 1
  store i32 %44, i32* %45, align 4, !tbaa !5
  ret %struct.T* %43
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc %struct.T* @avl_remove(%struct.T* noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq %struct.T* %0, null
  br i1 %3, label %41, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 0
  %6 = load i32, i32* %5, align 8, !tbaa !15
  %7 = icmp sgt i32 %6, %1
  br i1 %7, label %8, label %12

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 2
  %10 = load %struct.T*, %struct.T** %9, align 8, !tbaa !19
  %11 = tail call fastcc %struct.T* @avl_remove(%struct.T* noundef %10, i32 noundef %1)
  store %struct.T* %11, %struct.T** %9, align 8, !tbaa !19
  br label %39

12:                                               ; preds = %4
  %13 = icmp slt i32 %6, %1
  br i1 %13, label %14, label %18

14:                                               ; preds = %12
  %15 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 3
  %16 = load %struct.T*, %struct.T** %15, align 8, !tbaa !20
  %17 = tail call fastcc %struct.T* @avl_remove(%struct.T* noundef %16, i32 noundef %1)
  store %struct.T* %17, %struct.T** %15, align 8, !tbaa !20
  br label %39

18:                                               ; preds = %12
  %19 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 2
  %20 = load %struct.T*, %struct.T** %19, align 8, !tbaa !19
  %21 = icmp eq %struct.T* %20, null
  %22 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 3
  %23 = load %struct.T*, %struct.T** %22, align 8, !tbaa !20
  br i1 %21, label %26, label %24

24:                                               ; preds = %18
  %25 = icmp eq %struct.T* %23, null
  br i1 %25, label %26, label %29

26:                                               ; preds = %18, %24
  %27 = phi %struct.T* [ %20, %24 ], [ %23, %18 ]
  %28 = bitcast %struct.T* %0 to i8*
  tail call void @free(i8* noundef %28) #8
  br label %41

29:                                               ; preds = %24, %29
  %30 = phi %struct.T* [ %32, %29 ], [ %23, %24 ]
  %31 = getelementptr inbounds %struct.T, %struct.T* %30, i64 0, i32 2
  %32 = load %struct.T*, %struct.T** %31, align 8, !tbaa !19
  %33 = icmp eq %struct.T* %32, null
  br i1 %33, label %34, label %29, !llvm.loop !21

34:                                               ; preds = %29
  %35 = getelementptr inbounds %struct.T, %struct.T* %30, i64 0, i32 0
  %36 = load i32, i32* %35, align 8, !tbaa !15
  store i32 %36, i32* %5, align 8, !tbaa !15
  %37 = load i32, i32* %35, align 8, !tbaa !15
  %38 = tail call fastcc %struct.T* @avl_remove(%struct.T* noundef nonnull %23, i32 noundef %37)
  store %struct.T* %38, %struct.T** %22, align 8, !tbaa !20
  br label %39

39:                                               ; preds = %14, %34, %8
  %40 = tail call fastcc %struct.T* @balance(%struct.T* noundef nonnull %0)
  br label %41

41:                                               ; preds = %2, %39, %26
  %42 = phi %struct.T* [ %40, %39 ], [ %27, %26 ], [ null, %2 ]
  ret %struct.T* %42
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @inorder_sum(%struct.T* noundef readonly %0, i32* noundef %1) unnamed_addr #3 {
  %3 = icmp eq %struct.T* %0, null
  br i1 %3, label %28, label %4

4:                                                ; preds = %2, %17
  %5 = phi %struct.T* [ %24, %17 ], [ %0, %2 ]
  %6 = phi i64 [ %26, %17 ], [ 0, %2 ]
  %7 = getelementptr inbounds %struct.T, %struct.T* %5, i64 0, i32 2
  %8 = load %struct.T*, %struct.T** %7, align 8, !tbaa !19
  %9 = tail call fastcc i64 @inorder_sum(%struct.T* noundef %8, i32* noundef %1)
  %10 = load i32, i32* %1, align 4, !tbaa !13
  %11 = icmp slt i32 %10, 12
  br i1 %11, label %12, label %17

12:                                               ; preds = %4
  %13 = getelementptr inbounds %struct.T, %struct.T* %5, i64 0, i32 0
  %14 = load i32, i32* %13, align 8, !tbaa !15
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %14)
  %16 = load i32, i32* %1, align 4, !tbaa !13
  br label %17

17:                                               ; preds = %12, %4
  %18 = phi i32 [ %16, %12 ], [ %10, %4 ]
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %1, align 4, !tbaa !13
  %20 = getelementptr inbounds %struct.T, %struct.T* %5, i64 0, i32 0
  %21 = load i32, i32* %20, align 8, !tbaa !15
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds %struct.T, %struct.T* %5, i64 0, i32 3
  %24 = load %struct.T*, %struct.T** %23, align 8, !tbaa !20
  %25 = add i64 %9, %6
  %26 = add i64 %25, %22
  %27 = icmp eq %struct.T* %24, null
  br i1 %27, label %28, label %4

28:                                               ; preds = %17, %2
  %29 = phi i64 [ 0, %2 ], [ %26, %17 ]
  ret i64 %29
}

; Function Attrs: nounwind uwtable
define internal fastcc void @destroy(%struct.T* noundef %0) unnamed_addr #0 {
  %2 = icmp eq %struct.T* %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 2
  %6 = load %struct.T*, %struct.T** %5, align 8, !tbaa !19
  tail call fastcc void @destroy(%struct.T* noundef %6)
  %7 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 3
  %8 = load %struct.T*, %struct.T** %7, align 8, !tbaa !20
  tail call fastcc void @destroy(%struct.T* noundef %8)
  %9 = bitcast %struct.T* %0 to i8*
  tail call void @free(i8* noundef %9) #8
  br label %3
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal fastcc %struct.T* @balance(%struct.T* noundef %0) unnamed_addr #6 {
  %2 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 2
  %3 = load %struct.T*, %struct.T** %2, align 8, !tbaa !19
  %4 = icmp eq %struct.T* %3, null
  br i1 %4, label %8, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.T, %struct.T* %3, i64 0, i32 1
  %7 = load i32, i32* %6, align 4, !tbaa !5
  br label %8

8:                                                ; preds = %5, %1
  %9 = phi i32 [ %7, %5 ], [ 0, %1 ]
  %10 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 3
  %11 = load %struct.T*, %struct.T** %10, align 8, !tbaa !20
  %12 = icmp eq %struct.T* %11, null
  br i1 %12, label %16, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds %struct.T, %struct.T* %11, i64 0, i32 1
  %15 = load i32, i32* %14, align 4, !tbaa !5
  br label %16

16:                                               ; preds = %8, %13
  %17 = phi i32 [ %15, %13 ], [ 0, %8 ]
  %18 = icmp sgt i32 %9, %17
  %19 = select i1 %18, i32 %9, i32 %17
  %20 = add nsw i32 %19, 1
  %21 = getelementptr inbounds %struct.T, %struct.T* %0, i64 0, i32 1
  store i32 %20, i32* %21, align 4, !tbaa !5
  br i1 %4, label %25, label %22

22:                                               ; preds = %16
  %23 = getelementptr inbounds %struct.T, %struct.T* %3, i64 0, i32 1
  %24 = load i32, i32* %23, align 4, !tbaa !5
  br label %25

25:                                               ; preds = %16, %22
  %26 = phi i32 [ %24, %22 ], [ 0, %16 ]
  br i1 %12, label %30, label %27

27:                                               ; preds = %25
  %28 = getelementptr inbounds %struct.T, %struct.T* %11, i64 0, i32 1
  %29 = load i32, i32* %28, align 4, !tbaa !5
  br label %30

30:                                               ; preds = %25, %27
  %31 = phi i32 [ %29, %27 ], [ 0, %25 ]
  %32 = sub nsw i32 %26, %31
  %33 = icmp sgt i32 %32, 1
  br i1 %33, label %34, label %114

34:                                               ; preds = %30
  %35 = getelementptr inbounds %struct.T, %struct.T* %3, i64 0, i32 2
  %36 = load %struct.T*, %struct.T** %35, align 8, !tbaa !19
  %37 = icmp eq %struct.T* %36, null
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = getelementptr inbounds %struct.T, %struct.T* %36, i64 0, i32 1
  %40 = load i32, i32* %39, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %34, %38
  %42 = phi i32 [ %40, %38 ], [ 0, %34 ]
  %43 = getelementptr inbounds %struct.T, %struct.T* %3, i64 0, i32 3
  %44 = load %struct.T*, %struct.T** %43, align 8, !tbaa !20
  %45 = icmp eq %struct.T* %44, null
  br i1 %45, label %49, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds %struct.T, %struct.T* %44, i64 0, i32 1
  %48 = load i32, i32* %47, align 4, !tbaa !5
  br label %49

49:                                               ; preds = %41, %46
  %50 = phi i32 [ %48, %46 ], [ 0, %41 ]
  %51 = icmp slt i32 %42, %50
  br i1 %51, label %52, label %84

52:                                               ; preds = %49
  %53 = getelementptr inbounds %struct.T, %struct.T* %44, i64 0, i32 2
  %54 = load %struct.T*, %struct.T** %53, align 8, !tbaa !19
  store %struct.T* %54, %struct.T** %43, align 8, !tbaa !20
  store %struct.T* %3, %struct.T** %53, align 8, !tbaa !19
  %55 = load %struct.T*, %struct.T** %35, align 8, !tbaa !19
  %56 = icmp eq %struct.T* %55, null
  br i1 %56, label %60, label %57

57:                                               ; preds = %52
  %58 = getelementptr inbounds %struct.T, %struct.T* %55, i64 0, i32 1
  %59 = load i32, i32* %58, align 4, !tbaa !5
  br label %60

60:                                               ; preds = %57, %52
  %61 = phi i32 [ %59, %57 ], [ 0, %52 ]
  %62 = icmp eq %struct.T* %54, null
  br i1 %62, label %66, label %63

63:                                               ; preds = %60
  %64 = getelementptr inbounds %struct.T, %struct.T* %54, i64 0, i32 1
  %65 = load i32, i32* %64, align 4, !tbaa !5
  br label %66

66:                                               ; preds = %63, %60
  %67 = phi i32 [ %65, %63 ], [ 0, %60 ]
  %68 = icmp sgt i32 %61, %67
  %69 = select i1 %68, i32 %61, i32 %67
  %70 = add nsw i32 %69, 1
  %71 = getelementptr inbounds %struct.T, %struct.T* %3, i64 0, i32 1
  store i32 %70, i32* %71, align 4, !tbaa !5
  %72 = getelementptr inbounds %struct.T, %struct.T* %44, i64 0, i32 3
  %73 = load %struct.T*, %struct.T** %72, align 8, !tbaa !20
  %74 = icmp eq %struct.T* %73, null
  br i1 %74, label %78, label %75

75:                                               ; preds = %66
  %76 = getelementptr inbounds %struct.T, %struct.T* %73, i64 0, i32 1
  %77 = load i32, i32* %76, align 4, !tbaa !5
  br label %78

78:                                               ; preds = %66, %75
  %79 = phi i32 [ %77, %75 ], [ 0, %66 ]
  %80 = icmp sgt i32 %70, %79
  %81 = select i1 %80, i32 %70, i32 %79
  %82 = add nsw i32 %81, 1
  %83 = getelementptr inbounds %struct.T, %struct.T* %44, i64 0, i32 1
  store i32 %82, i32* %83, align 4, !tbaa !5
  br label %84

84:                                               ; preds = %78, %49
  %85 = phi %struct.T* [ %73, %78 ], [ %44, %49 ]
  %86 = phi %struct.T* [ %44, %78 ], [ %3, %49 ]
  %87 = getelementptr inbounds %struct.T, %struct.T* %86, i64 0, i32 3
  store %struct.T* %85, %struct.T** %2, align 8, !tbaa !19
  store %struct.T* %0, %struct.T** %87, align 8, !tbaa !20
  %88 = icmp eq %struct.T* %85, null
  br i1 %88, label %92, label %89

89:                                               ; preds = %84
  %90 = getelementptr inbounds %struct.T, %struct.T* %85, i64 0, i32 1
  %91 = load i32, i32* %90, align 4, !tbaa !5
  br label %92

92:                                               ; preds = %89, %84
  %93 = phi i32 [ %91, %89 ], [ 0, %84 ]
  %94 = load %struct.T*, %struct.T** %10, align 8, !tbaa !20
  %95 = icmp eq %struct.T* %94, null
  br i1 %95, label %99, label %96

96:                                               ; preds = %92
  %97 = getelementptr inbounds %struct.T, %struct.T* %94, i64 0, i32 1
  %98 = load i32, i32* %97, align 4, !tbaa !5
  br label %99

99:                                               ; preds = %96, %92
  %100 = phi i32 [ %98, %96 ], [ 0, %92 ]
  %101 = icmp sgt i32 %93, %100
  %102 = select i1 %101, i32 %93, i32 %100
  %103 = add nsw i32 %102, 1
  store i32 %103, i32* %21, align 4, !tbaa !5
  %104 = getelementptr inbounds %struct.T, %struct.T* %86, i64 0, i32 2
  %105 = load %struct.T*, %struct.T** %104, align 8, !tbaa !19
  %106 = icmp eq %struct.T* %105, null
  br i1 %106, label %110, label %107

107:                                              ; preds = %99
  %108 = getelementptr inbounds %struct.T, %struct.T* %105, i64 0, i32 1
  %109 = load i32, i32* %108, align 4, !tbaa !5
  br label %110

110:                                              ; preds = %99, %107
  %111 = phi i32 [ %109, %107 ], [ 0, %99 ]
  %112 = icmp sgt i32 %111, %103
  %113 = select i1 %112, i32 %111, i32 %103
  br label %196

114:                                              ; preds = %30
  %115 = icmp slt i32 %32, -1
  br i1 %115, label %116, label %201

116:                                              ; preds = %114
  %117 = getelementptr inbounds %struct.T, %struct.T* %11, i64 0, i32 3
  %118 = load %struct.T*, %struct.T** %117, align 8, !tbaa !20
  %119 = icmp eq %struct.T* %118, null
  br i1 %119, label %123, label %120

120:                                              ; preds = %116
  %121 = getelementptr inbounds %struct.T, %struct.T* %118, i64 0, i32 1
  %122 = load i32, i32* %121, align 4, !tbaa !5
  br label %123

123:                                              ; preds = %116, %120
  %124 = phi i32 [ %122, %120 ], [ 0, %116 ]
  %125 = getelementptr inbounds %struct.T, %struct.T* %11, i64 0, i32 2
  %126 = load %struct.T*, %struct.T** %125, align 8, !tbaa !19
  %127 = icmp eq %struct.T* %126, null
  br i1 %127, label %131, label %128

128:                                              ; preds = %123
  %129 = getelementptr inbounds %struct.T, %struct.T* %126, i64 0, i32 1
  %130 = load i32, i32* %129, align 4, !tbaa !5
  br label %131

131:                                              ; preds = %123, %128
  %132 = phi i32 [ %130, %128 ], [ 0, %123 ]
  %133 = icmp slt i32 %124, %132
  br i1 %133, label %134, label %166

134:                                              ; preds = %131
  %135 = getelementptr inbounds %struct.T, %struct.T* %126, i64 0, i32 3
  %136 = load %struct.T*, %struct.T** %135, align 8, !tbaa !20
  store %struct.T* %136, %struct.T** %125, align 8, !tbaa !19
  store %struct.T* %11, %struct.T** %135, align 8, !tbaa !20
  %137 = icmp eq %struct.T* %136, null
  br i1 %137, label %141, label %138

138:                                              ; preds = %134
  %139 = getelementptr inbounds %struct.T, %struct.T* %136, i64 0, i32 1
  %140 = load i32, i32* %139, align 4, !tbaa !5
  br label %141

141:                                              ; preds = %138, %134
  %142 = phi i32 [ %140, %138 ], [ 0, %134 ]
  %143 = load %struct.T*, %struct.T** %117, align 8, !tbaa !20
  %144 = icmp eq %struct.T* %143, null
  br i1 %144, label %148, label %145

145:                                              ; preds = %141
  %146 = getelementptr inbounds %struct.T, %struct.T* %143, i64 0, i32 1
  %147 = load i32, i32* %146, align 4, !tbaa !5
  br label %148

148:                                              ; preds = %145, %141
  %149 = phi i32 [ %147, %145 ], [ 0, %141 ]
  %150 = icmp sgt i32 %142, %149
  %151 = select i1 %150, i32 %142, i32 %149
  %152 = add nsw i32 %151, 1
  %153 = getelementptr inbounds %struct.T, %struct.T* %11, i64 0, i32 1
  store i32 %152, i32* %153, align 4, !tbaa !5
  %154 = getelementptr inbounds %struct.T, %struct.T* %126, i64 0, i32 2
  %155 = load %struct.T*, %struct.T** %154, align 8, !tbaa !19
  %156 = icmp eq %struct.T* %155, null
  br i1 %156, label %160, label %157

157:                                              ; preds = %148
  %158 = getelementptr inbounds %struct.T, %struct.T* %155, i64 0, i32 1
  %159 = load i32, i32* %158, align 4, !tbaa !5
  br label %160

160:                                              ; preds = %148, %157
  %161 = phi i32 [ %159, %157 ], [ 0, %148 ]
  %162 = icmp sgt i32 %161, %152
  %163 = select i1 %162, i32 %161, i32 %152
  %164 = add nsw i32 %163, 1
  %165 = getelementptr inbounds %struct.T, %struct.T* %126, i64 0, i32 1
  store i32 %164, i32* %165, align 4, !tbaa !5
  br label %166

166:                                              ; preds = %160, %131
  %167 = phi %struct.T* [ %155, %160 ], [ %126, %131 ]
  %168 = phi %struct.T* [ %126, %160 ], [ %11, %131 ]
  %169 = getelementptr inbounds %struct.T, %struct.T* %168, i64 0, i32 2
  store %struct.T* %167, %struct.T** %10, align 8, !tbaa !20
  store %struct.T* %0, %struct.T** %169, align 8, !tbaa !19
  %170 = load %struct.T*, %struct.T** %2, align 8, !tbaa !19
  %171 = icmp eq %struct.T* %170, null
  br i1 %171, label %175, label %172

172:                                              ; preds = %166
  %173 = getelementptr inbounds %struct.T, %struct.T* %170, i64 0, i32 1
  %174 = load i32, i32* %173, align 4, !tbaa !5
  br label %175

175:                                              ; preds = %172, %166
  %176 = phi i32 [ %174, %172 ], [ 0, %166 ]
  %177 = icmp eq %struct.T* %167, null
  br i1 %177, label %181, label %178

178:                                              ; preds = %175
  %179 = getelementptr inbounds %struct.T, %struct.T* %167, i64 0, i32 1
  %180 = load i32, i32* %179, align 4, !tbaa !5
  br label %181

181:                                              ; preds = %178, %175
  %182 = phi i32 [ %180, %178 ], [ 0, %175 ]
  %183 = icmp sgt i32 %176, %182
  %184 = select i1 %183, i32 %176, i32 %182
  %185 = add nsw i32 %184, 1
  store i32 %185, i32* %21, align 4, !tbaa !5
  %186 = getelementptr inbounds %struct.T, %struct.T* %168, i64 0, i32 3
  %187 = load %struct.T*, %struct.T** %186, align 8, !tbaa !20
  %188 = icmp eq %struct.T* %187, null
  br i1 %188, label %192, label %189

189:                                              ; preds = %181
  %190 = getelementptr inbounds %struct.T, %struct.T* %187, i64 0, i32 1
  %191 = load i32, i32* %190, align 4, !tbaa !5
  br label %192

192:                                              ; preds = %181, %189
  %193 = phi i32 [ %191, %189 ], [ 0, %181 ]
  %194 = icmp sgt i32 %185, %193
  %195 = select i1 %194, i32 %185, i32 %193
  br label %196

196:                                              ; preds = %110, %192
  %197 = phi i32 [ %195, %192 ], [ %113, %110 ]
  %198 = phi %struct.T* [ %168, %192 ], [ %86, %110 ]
  %199 = add nsw i32 %197, 1
  %200 = getelementptr inbounds %struct.T, %struct.T* %198, i64 0, i32 1
  store i32 %199, i32* %200, align 4, !tbaa !5
  br label %201

201:                                              ; preds = %196, %114
  %202 = phi %struct.T* [ %0, %114 ], [ %198, %196 ]
  ret %struct.T* %202
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
