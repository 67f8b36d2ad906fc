; ModuleID = 'tests/differential/src/pointer_aliasing.c'
source_filename = "tests/differential/src/pointer_aliasing.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"restrict: %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"alias: %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"store_then_load same %d different %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"swapped %d %d diff %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"bytes_sum %u %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"raw %02x %02x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i32], align 16
  %2 = alloca [16 x i32], align 16
  %3 = alloca [16 x i32], align 16
  %4 = bitcast [16 x i32]* %3 to i8*
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = bitcast [16 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %9) #8
  %10 = bitcast [16 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %10) #8
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %4) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false), !tbaa !5
  %11 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 0
  %12 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 0
  %13 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 1
  %14 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 2
  %15 = bitcast [16 x i32]* %1 to <4 x i32>*
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, <4 x i32>* %15, align 16, !tbaa !5
  %16 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 3
  %17 = bitcast [16 x i32]* %2 to <4 x i32>*
  store <4 x i32> <i32 0, i32 1, i32 4, i32 9>, <4 x i32>* %17, align 16, !tbaa !5
  %18 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 4
  %19 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 4
  %20 = bitcast i32* %18 to <4 x i32>*
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, <4 x i32>* %20, align 16, !tbaa !5
  %21 = bitcast i32* %19 to <4 x i32>*
  store <4 x i32> <i32 16, i32 25, i32 36, i32 49>, <4 x i32>* %21, align 16, !tbaa !5
  %22 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 8
  %23 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 8
  %24 = bitcast i32* %22 to <4 x i32>*
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, <4 x i32>* %24, align 16, !tbaa !5
  %25 = bitcast i32* %23 to <4 x i32>*
  store <4 x i32> <i32 64, i32 81, i32 100, i32 121>, <4 x i32>* %25, align 16, !tbaa !5
  %26 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 12
  %27 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 12
  %28 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 15
  %29 = bitcast i32* %26 to <4 x i32>*
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, <4 x i32>* %29, align 16, !tbaa !5
  %30 = bitcast i32* %27 to <4 x i32>*
  store <4 x i32> <i32 144, i32 169, i32 196, i32 225>, <4 x i32>* %30, align 16, !tbaa !5
  %31 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 0
  call fastcc void @add_restrict(i32* noundef nonnull %31, i32* noundef nonnull %11, i32* noundef nonnull %12)
  %32 = load i32, i32* %31, align 16, !tbaa !5
  %33 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 7
  %34 = load i32, i32* %33, align 4, !tbaa !5
  %35 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 15
  %36 = load i32, i32* %35, align 4, !tbaa !5
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i32 noundef %32, i32 noundef %34, i32 noundef %36)
  call fastcc void @add_alias(i32* noundef nonnull %13, i32* noundef nonnull %11)
  %38 = load i32, i32* %13, align 4, !tbaa !5
  %39 = load i32, i32* %22, align 16, !tbaa !5
  %40 = load i32, i32* %28, align 4, !tbaa !5
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef %38, i32 noundef %39, i32 noundef %40)
  %42 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %42) #8
  store i32 0, i32* %5, align 4, !tbaa !5
  %43 = call fastcc i32 @store_then_load(i32* noundef nonnull %5, i32* noundef nonnull %5)
  %44 = call fastcc i32 @store_then_load(i32* noundef nonnull %5, i32* noundef nonnull %12)
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str.2, i64 0, i64 0), i32 noundef %43, i32 noundef %44)
  %46 = bitcast i32** %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %46) #8
  store i32* %14, i32** %6, align 8, !tbaa !9
  %47 = bitcast i32** %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %47) #8
  store i32* %16, i32** %7, align 8, !tbaa !9
  call fastcc void @swap_ptrs(i32** noundef nonnull %6, i32** noundef nonnull %7)
  %48 = load i32*, i32** %6, align 8, !tbaa !9
  %49 = load i32, i32* %48, align 4, !tbaa !5
  %50 = load i32*, i32** %7, align 8, !tbaa !9
  %51 = load i32, i32* %50, align 4, !tbaa !5
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i64 0, i64 0), i32 noundef %49, i32 noundef %51, i64 noundef 13)
  %53 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %53) #8
  store i32 16909060, i32* %8, align 4, !tbaa !5
  %54 = call fastcc i32 @bytes_sum(i8* noundef nonnull %53, i64 noundef 4)
  %55 = call fastcc i32 @bytes_sum(i8* noundef nonnull %9, i64 noundef 64)
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %54, i32 noundef %55)
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef 240, i32 noundef 63)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %53) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %47) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %46) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %42) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %4) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %10) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %9) #8
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @add_restrict(i32* noalias nocapture noundef writeonly %0, i32* noalias nocapture noundef readonly %1, i32* noalias nocapture noundef readonly %2) unnamed_addr #2 {
  %4 = bitcast i32* %1 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 4, !tbaa !5
  %6 = bitcast i32* %2 to <4 x i32>*
  %7 = load <4 x i32>, <4 x i32>* %6, align 4, !tbaa !5
  %8 = add nsw <4 x i32> %7, %5
  %9 = bitcast i32* %0 to <4 x i32>*
  store <4 x i32> %8, <4 x i32>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds i32, i32* %1, i64 4
  %11 = getelementptr inbounds i32, i32* %2, i64 4
  %12 = getelementptr inbounds i32, i32* %0, i64 4
  %13 = bitcast i32* %10 to <4 x i32>*
  %14 = load <4 x i32>, <4 x i32>* %13, align 4, !tbaa !5
  %15 = bitcast i32* %11 to <4 x i32>*
  %16 = load <4 x i32>, <4 x i32>* %15, align 4, !tbaa !5
  %17 = add nsw <4 x i32> %16, %14
  %18 = bitcast i32* %12 to <4 x i32>*
  store <4 x i32> %17, <4 x i32>* %18, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, i32* %1, i64 8
  %20 = getelementptr inbounds i32, i32* %2, i64 8
  %21 = getelementptr inbounds i32, i32* %0, i64 8
  %22 = bitcast i32* %19 to <4 x i32>*
  %23 = load <4 x i32>, <4 x i32>* %22, align 4, !tbaa !5
  %24 = bitcast i32* %20 to <4 x i32>*
  %25 = load <4 x i32>, <4 x i32>* %24, align 4, !tbaa !5
  %26 = add nsw <4 x i32> %25, %23
  %27 = bitcast i32* %21 to <4 x i32>*
  store <4 x i32> %26, <4 x i32>* %27, align 4, !tbaa !5
  %28 = getelementptr inbounds i32, i32* %1, i64 12
  %29 = getelementptr inbounds i32, i32* %2, i64 12
  %30 = getelementptr inbounds i32, i32* %0, i64 12
  %31 = bitcast i32* %28 to <4 x i32>*
  %32 = load <4 x i32>, <4 x i32>* %31, align 4, !tbaa !5
  %33 = bitcast i32* %29 to <4 x i32>*
  %34 = load <4 x i32>, <4 x i32>* %33, align 4, !tbaa !5
  %35 = add nsw <4 x i32> %34, %32
  %36 = bitcast i32* %30 to <4 x i32>*
  store <4 x i32> %35, <4 x i32>* %36, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @add_alias(i32* nocapture noundef %0, i32* nocapture noundef readonly %1) unnamed_addr #2 {
  %3 = load i32, i32* %1, align 4, !tbaa !5
  %4 = load i32, i32* %0, align 4, !tbaa !5
  %5 = shl nsw i32 %4, 1
  %6 = add nsw i32 %5, %3
  store i32 %6, i32* %0, align 4, !tbaa !5
  %7 = getelementptr inbounds i32, i32* %1, i64 1
  %8 = load i32, i32* %7, align 4, !tbaa !5
  %9 = getelementptr inbounds i32, i32* %0, i64 1
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = shl nsw i32 %10, 1
  %12 = add nsw i32 %11, %8
  store i32 %12, i32* %9, align 4, !tbaa !5
  %13 = getelementptr inbounds i32, i32* %1, i64 2
  %14 = load i32, i32* %13, align 4, !tbaa !5
  %15 = getelementptr inbounds i32, i32* %0, i64 2
  %16 = load i32, i32* %15, align 4, !tbaa !5
  %17 = shl nsw i32 %16, 1
  %18 = add nsw i32 %17, %14
  store i32 %18, i32* %15, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, i32* %1, i64 3
  %20 = load i32, i32* %19, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, i32* %0, i64 3
  %22 = load i32, i32* %21, align 4, !tbaa !5
  %23 = shl nsw i32 %22, 1
  %24 = add nsw i32 %23, %20
  store i32 %24, i32* %21, align 4, !tbaa !5
  %25 = getelementptr inbounds i32, i32* %1, i64 4
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, i32* %0, i64 4
  %28 = load i32, i32* %27, align 4, !tbaa !5
  %29 = shl nsw i32 %28, 1
  %30 = add nsw i32 %29, %26
  store i32 %30, i32* %27, align 4, !tbaa !5
  %31 = getelementptr inbounds i32, i32* %1, i64 5
  %32 = load i32, i32* %31, align 4, !tbaa !5
  %33 = getelementptr inbounds i32, i32* %0, i64 5
  %34 = load i32, i32* %33, align 4, !tbaa !5
  %35 = shl nsw i32 %34, 1
  %36 = add nsw i32 %35, %32
  store i32 %36, i32* %33, align 4, !tbaa !5
  %37 = getelementptr inbounds i32, i32* %1, i64 6
  %38 = load i32, i32* %37, align 4, !tbaa !5
  %39 = getelementptr inbounds i32, i32* %0, i64 6
  %40 = load i32, i32* %39, align 4, !tbaa !5
  %41 = shl nsw i32 %40, 1
  %42 = add nsw i32 %41, %38
  store i32 %42, i32* %39, align 4, !tbaa !5
  %43 = getelementptr inbounds i32, i32* %1, i64 7
  %44 = load i32, i32* %43, align 4, !tbaa !5
  %45 = getelementptr inbounds i32, i32* %0, i64 7
  %46 = load i32, i32* %45, align 4, !tbaa !5
  %47 = shl nsw i32 %46, 1
  %48 = add nsw i32 %47, %44
  store i32 %48, i32* %45, align 4, !tbaa !5
  %49 = getelementptr inbounds i32, i32* %1, i64 8
  %50 = load i32, i32* %49, align 4, !tbaa !5
  %51 = getelementptr inbounds i32, i32* %0, i64 8
  %52 = load i32, i32* %51, align 4, !tbaa !5
  %53 = shl nsw i32 %52, 1
  %54 = add nsw i32 %53, %50
  store i32 %54, i32* %51, align 4, !tbaa !5
  %55 = getelementptr inbounds i32, i32* %1, i64 9
  %56 = load i32, i32* %55, align 4, !tbaa !5
  %57 = getelementptr inbounds i32, i32* %0, i64 9
  %58 = load i32, i32* %57, align 4, !tbaa !5
  %59 = shl nsw i32 %58, 1
  %60 = add nsw i32 %59, %56
  store i32 %60, i32* %57, align 4, !tbaa !5
  %61 = getelementptr inbounds i32, i32* %1, i64 10
  %62 = load i32, i32* %61, align 4, !tbaa !5
  %63 = getelementptr inbounds i32, i32* %0, i64 10
  %64 = load i32, i32* %63, align 4, !tbaa !5
  %65 = shl nsw i32 %64, 1
  %66 = add nsw i32 %65, %62
  store i32 %66, i32* %63, align 4, !tbaa !5
  %67 = getelementptr inbounds i32, i32* %1, i64 11
  %68 = load i32, i32* %67, align 4, !tbaa !5
  %69 = getelementptr inbounds i32, i32* %0, i64 11
  %70 = load i32, i32* %69, align 4, !tbaa !5
  %71 = shl nsw i32 %70, 1
  %72 = add nsw i32 %71, %68
  store i32 %72, i32* %69, align 4, !tbaa !5
  %73 = getelementptr inbounds i32, i32* %1, i64 12
  %74 = load i32, i32* %73, align 4, !tbaa !5
  %75 = getelementptr inbounds i32, i32* %0, i64 12
  %76 = load i32, i32* %75, align 4, !tbaa !5
  %77 = shl nsw i32 %76, 1
  %78 = add nsw i32 %77, %74
  store i32 %78, i32* %75, align 4, !tbaa !5
  %79 = getelementptr inbounds i32, i32* %1, i64 13
  %80 = load i32, i32* %79, align 4, !tbaa !5
  %81 = getelementptr inbounds i32, i32* %0, i64 13
  %82 = load i32, i32* %81, align 4, !tbaa !5
  %83 = shl nsw i32 %82, 1
  %84 = add nsw i32 %83, %80
  store i32 %84, i32* %81, align 4, !tbaa !5
  %85 = getelementptr inbounds i32, i32* %1, i64 14
  %86 = load i32, i32* %85, align 4, !tbaa !5
  %87 = getelementptr inbounds i32, i32* %0, i64 14
  %88 = load i32, i32* %87, align 4, !tbaa !5
  %89 = shl nsw i32 %88, 1
  %90 = add nsw i32 %89, %86
  store i32 %90, i32* %87, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @store_then_load(i32* nocapture noundef %0, i32* nocapture noundef writeonly %1) unnamed_addr #4 {
  store i32 1, i32* %0, align 4, !tbaa !5
  store i32 2, i32* %1, align 4, !tbaa !5
  %3 = load i32, i32* %0, align 4, !tbaa !5
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @swap_ptrs(i32** nocapture noundef %0, i32** nocapture noundef %1) unnamed_addr #4 {
  %3 = load i32*, i32** %0, align 8, !tbaa !9
  %4 = load i32*, i32** %1, align 8, !tbaa !9
  store i32* %4, i32** %0, align 8, !tbaa !9
  store i32* %3, i32** %1, align 8, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @bytes_sum(i8* nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #5 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %84, label %4

4:                                                ; preds = %2
  %5 = icmp ult i64 %1, 8
  br i1 %5, label %70, label %6

6:                                                ; preds = %4
  %7 = and i64 %1, -8
  %8 = getelementptr i8, i8* %0, i64 %7
  %9 = and i64 %1, 7
  %10 = add i64 %7, -8
  %11 = lshr exact i64 %10, 3
  %12 = add nuw nsw i64 %11, 1
  %13 = and i64 %12, 1
  %14 = icmp eq i64 %10, 0
  br i1 %14, label %46, label %15

15:                                               ; preds = %6
  %16 = and i64 %12, 4611686018427387902
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %43, %17 ]
  %19 = phi <4 x i32> [ zeroinitializer, %15 ], [ %41, %17 ]
  %20 = phi <4 x i32> [ zeroinitializer, %15 ], [ %42, %17 ]
  %21 = phi i64 [ 0, %15 ], [ %44, %17 ]
  %22 = getelementptr i8, i8* %0, i64 %18
  %23 = bitcast i8* %22 to <4 x i8>*
  %24 = load <4 x i8>, <4 x i8>* %23, align 1, !tbaa !11
  %25 = getelementptr i8, i8* %22, i64 4
  %26 = bitcast i8* %25 to <4 x i8>*
  %27 = load <4 x i8>, <4 x i8>* %26, align 1, !tbaa !11
  %28 = zext <4 x i8> %24 to <4 x i32>
  %29 = zext <4 x i8> %27 to <4 x i32>
  %30 = add <4 x i32> %19, %28
  %31 = add <4 x i32> %20, %29
  %32 = or i64 %18, 8
  %33 = getelementptr i8, i8* %0, i64 %32
  %34 = bitcast i8* %33 to <4 x i8>*
  %35 = load <4 x i8>, <4 x i8>* %34, align 1, !tbaa !11
  %36 = getelementptr i8, i8* %33, i64 4
  %37 = bitcast i8* %36 to <4 x i8>*
  %38 = load <4 x i8>, <4 x i8>* %37, align 1, !tbaa !11
  %39 = zext <4 x i8> %35 to <4 x i32>
  %40 = zext <4 x i8> %38 to <4 x i32>
  %41 = add <4 x i32> %30, %39
  %42 = add <4 x i32> %31, %40
  %43 = add nuw i64 %18, 16
  %44 = add i64 %21, 2
  %45 = icmp eq i64 %44, %16
  br i1 %45, label %46, label %17, !llvm.loop !12

46:                                               ; preds = %17, %6
  %47 = phi <4 x i32> [ undef, %6 ], [ %41, %17 ]
  %48 = phi <4 x i32> [ undef, %6 ], [ %42, %17 ]
  %49 = phi i64 [ 0, %6 ], [ %43, %17 ]
  %50 = phi <4 x i32> [ zeroinitializer, %6 ], [ %41, %17 ]
  %51 = phi <4 x i32> [ zeroinitializer, %6 ], [ %42, %17 ]
  %52 = icmp eq i64 %13, 0
  br i1 %52, label %64, label %53

53:                                               ; preds = %46
  %54 = getelementptr i8, i8* %0, i64 %49
  %55 = bitcast i8* %54 to <4 x i8>*
  %56 = load <4 x i8>, <4 x i8>* %55, align 1, !tbaa !11
  %57 = getelementptr i8, i8* %54, i64 4
  %58 = bitcast i8* %57 to <4 x i8>*
  %59 = load <4 x i8>, <4 x i8>* %58, align 1, !tbaa !11
  %60 = zext <4 x i8> %56 to <4 x i32>
  %61 = zext <4 x i8> %59 to <4 x i32>
  %62 = add <4 x i32> %50, %60
  %63 = add <4 x i32> %51, %61
  br label %64

64:                                               ; preds = %46, %53
  %65 = phi <4 x i32> [ %47, %46 ], [ %62, %53 ]
  %66 = phi <4 x i32> [ %48, %46 ], [ %63, %53 ]
  %67 = add <4 x i32> %66, %65
  %68 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %67)
  %69 = icmp eq i64 %7, %1
  br i1 %69, label %84, label %70

70:                                               ; preds = %4, %64
  %71 = phi i32 [ 0, %4 ], [ %68, %64 ]
  %72 = phi i8* [ %0, %4 ], [ %8, %64 ]
  %73 = phi i64 [ %1, %4 ], [ %9, %64 ]
  br label %74

74:                                               ; preds = %70, %74
  %75 = phi i32 [ %82, %74 ], [ %71, %70 ]
  %76 = phi i8* [ %79, %74 ], [ %72, %70 ]
  %77 = phi i64 [ %78, %74 ], [ %73, %70 ]
  %78 = add i64 %77, -1
  %79 = getelementptr inbounds i8, i8* %76, i64 1
  %80 = load i8, i8* %76, align 1, !tbaa !11
  %81 = zext i8 %80 to i32
  %82 = add i32 %75, %81
  %83 = icmp eq i64 %78, 0
  br i1 %83, label %84, label %74, !llvm.loop !15

84:                                               ; preds = %74, %64, %2
  %85 = phi i32 [ 0, %2 ], [ %68, %64 ], [ %82, %74 ]
  ret i32 %85
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nofree nosync nounwind readnone willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = distinct !{!15, !13, !16, !14}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
