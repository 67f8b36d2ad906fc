; ModuleID = 'tests/differential/src/dynamic_programming.c'
source_filename = "tests/differential/src/dynamic_programming.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"lcs %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"AGGTABQWERTY\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"GXTXAYBWRT\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"differential\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"referential\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"edit %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"kitten\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"saturday\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"sunday\00", align 1
@.str.10 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@__const.main.w = private unnamed_addr constant [10 x i32] [i32 12, i32 7, i32 11, i32 8, i32 9, i32 23, i32 31, i32 4, i32 17, i32 6], align 16
@__const.main.v = private unnamed_addr constant [10 x i32] [i32 24, i32 13, i32 23, i32 15, i32 16, i32 50, i32 60, i32 5, i32 33, i32 11], align 16
@.str.12 = private unnamed_addr constant [16 x i8] c"knapsack %d %d\0A\00", align 1
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 16
@.str.13 = private unnamed_addr constant [19 x i8] c"coin ways %ld %ld\0A\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"lis %d\0A\00", align 1
@lcs.t = internal unnamed_addr global [64 x [64 x i32]] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [200 x i32], align 16
  %2 = tail call fastcc i32 @lcs(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0))
  %3 = tail call fastcc i32 @lcs(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0))
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %2, i32 noundef %3)
  %5 = tail call fastcc i32 @edit(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0))
  %6 = tail call fastcc i32 @edit(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0))
  %7 = tail call fastcc i32 @edit(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.10, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0))
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef %5, i32 noundef %6, i32 noundef %7)
  %9 = tail call fastcc i32 @knapsack(i32* noundef nonnull getelementptr inbounds ([10 x i32], [10 x i32]* @__const.main.w, i64 0, i64 0), i32* noundef nonnull getelementptr inbounds ([10 x i32], [10 x i32]* @__const.main.v, i64 0, i64 0), i32 noundef 50)
  %10 = tail call fastcc i32 @knapsack(i32* noundef nonnull getelementptr inbounds ([10 x i32], [10 x i32]* @__const.main.w, i64 0, i64 0), i32* noundef nonnull getelementptr inbounds ([10 x i32], [10 x i32]* @__const.main.v, i64 0, i64 0), i32 noundef 100)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.12, i64 0, i64 0), i32 noundef %9, i32 noundef %10)
  %12 = tail call fastcc i64 @coin_ways(i32* noundef nonnull getelementptr inbounds ([8 x i32], [8 x i32]* @__const.main.coins, i64 0, i64 0), i32 noundef 8, i32 noundef 200)
  %13 = tail call fastcc i64 @coin_ways(i32* noundef nonnull getelementptr inbounds ([8 x i32], [8 x i32]* @__const.main.coins, i64 0, i64 2), i32 noundef 6, i32 noundef 1000)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.13, i64 0, i64 0), i64 noundef %12, i64 noundef %13)
  %15 = bitcast [200 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %15) #10
  br label %16

16:                                               ; preds = %16, %0
  %17 = phi i64 [ 0, %0 ], [ %28, %16 ]
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %29, %16 ]
  %19 = mul <4 x i32> %18, <i32 7919, i32 7919, i32 7919, i32 7919>
  %20 = mul <4 x i32> %18, <i32 7919, i32 7919, i32 7919, i32 7919>
  %21 = add <4 x i32> %20, <i32 31676, i32 31676, i32 31676, i32 31676>
  %22 = urem <4 x i32> %19, <i32 211, i32 211, i32 211, i32 211>
  %23 = urem <4 x i32> %21, <i32 211, i32 211, i32 211, i32 211>
  %24 = getelementptr inbounds [200 x i32], [200 x i32]* %1, i64 0, i64 %17
  %25 = bitcast i32* %24 to <4 x i32>*
  store <4 x i32> %22, <4 x i32>* %25, align 16, !tbaa !5
  %26 = getelementptr inbounds i32, i32* %24, i64 4
  %27 = bitcast i32* %26 to <4 x i32>*
  store <4 x i32> %23, <4 x i32>* %27, align 16, !tbaa !5
  %28 = add nuw i64 %17, 8
  %29 = add <4 x i32> %18, <i32 8, i32 8, i32 8, i32 8>
  %30 = icmp eq i64 %28, 200
  br i1 %30, label %31, label %16, !llvm.loop !9

31:                                               ; preds = %16
  %32 = getelementptr inbounds [200 x i32], [200 x i32]* %1, i64 0, i64 0
  %33 = call fastcc i32 @lis(i32* noundef nonnull %32)
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i32 noundef %33)
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %15) #10
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc i32 @lcs(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) unnamed_addr #2 {
  %3 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %0) #11
  %4 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %1) #11
  %5 = and i64 %3, 2147483648
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %20

7:                                                ; preds = %2
  %8 = and i64 %4, 2147483648
  %9 = icmp eq i64 %8, 0
  %10 = add i64 %4, 1
  %11 = add nuw i64 %3, 1
  %12 = and i64 %11, 4294967295
  %13 = and i64 %10, 4294967295
  br label %14

14:                                               ; preds = %7, %27
  %15 = phi i64 [ 0, %7 ], [ %28, %27 ]
  br i1 %9, label %16, label %27

16:                                               ; preds = %14
  %17 = icmp ne i64 %15, 0
  %18 = add nsw i64 %15, -1
  %19 = getelementptr inbounds i8, i8* %0, i64 %18
  br label %30

20:                                               ; preds = %27, %2
  %21 = shl i64 %3, 32
  %22 = ashr exact i64 %21, 32
  %23 = shl i64 %4, 32
  %24 = ashr exact i64 %23, 32
  %25 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @lcs.t, i64 0, i64 %22, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !5
  ret i32 %26

27:                                               ; preds = %51, %14
  %28 = add nuw nsw i64 %15, 1
  %29 = icmp eq i64 %28, %12
  br i1 %29, label %20, label %14, !llvm.loop !12

30:                                               ; preds = %16, %51
  %31 = phi i64 [ 0, %16 ], [ %54, %51 ]
  %32 = icmp ne i64 %31, 0
  %33 = select i1 %17, i1 %32, i1 false
  br i1 %33, label %34, label %51

34:                                               ; preds = %30
  %35 = load i8, i8* %19, align 1, !tbaa !13
  %36 = add nsw i64 %31, -1
  %37 = getelementptr inbounds i8, i8* %1, i64 %36
  %38 = load i8, i8* %37, align 1, !tbaa !13
  %39 = icmp eq i8 %35, %38
  br i1 %39, label %40, label %44

40:                                               ; preds = %34
  %41 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @lcs.t, i64 0, i64 %18, i64 %36
  %42 = load i32, i32* %41, align 4, !tbaa !5
  %43 = add nsw i32 %42, 1
  br label %51

44:                                               ; preds = %34
  %45 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @lcs.t, i64 0, i64 %18, i64 %31
  %46 = load i32, i32* %45, align 4, !tbaa !5
  %47 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @lcs.t, i64 0, i64 %15, i64 %36
  %48 = load i32, i32* %47, align 4, !tbaa !5
  %49 = icmp sgt i32 %46, %48
  %50 = select i1 %49, i32 %46, i32 %48
  br label %51

51:                                               ; preds = %40, %44, %30
  %52 = phi i32 [ 0, %30 ], [ %43, %40 ], [ %50, %44 ]
  %53 = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @lcs.t, i64 0, i64 %15, i64 %31
  store i32 %52, i32* %53, align 4, !tbaa !5
  %54 = add nuw nsw i64 %31, 1
  %55 = icmp eq i64 %54, %13
  br i1 %55, label %27, label %30, !llvm.loop !14
}

; Function Attrs: nofree noinline nounwind readonly uwtable
define internal fastcc i32 @edit(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = alloca [64 x i32], align 16
  %4 = alloca [64 x i32], align 16
  %5 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %0) #11
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %1) #11
  %8 = trunc i64 %7 to i32
  %9 = bitcast [64 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %9) #10
  %10 = bitcast [64 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %10) #10
  %11 = icmp slt i32 %8, 0
  br i1 %11, label %34, label %12

12:                                               ; preds = %2
  %13 = add i64 %7, 1
  %14 = and i64 %13, 4294967295
  %15 = icmp ult i64 %14, 8
  br i1 %15, label %32, label %16

16:                                               ; preds = %12
  %17 = and i64 %13, 7
  %18 = sub nsw i64 %14, %17
  br label %19

19:                                               ; preds = %19, %16
  %20 = phi i64 [ 0, %16 ], [ %27, %19 ]
  %21 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %16 ], [ %28, %19 ]
  %22 = add <4 x i32> %21, <i32 4, i32 4, i32 4, i32 4>
  %23 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %20
  %24 = bitcast i32* %23 to <4 x i32>*
  store <4 x i32> %21, <4 x i32>* %24, align 16, !tbaa !5
  %25 = getelementptr inbounds i32, i32* %23, i64 4
  %26 = bitcast i32* %25 to <4 x i32>*
  store <4 x i32> %22, <4 x i32>* %26, align 16, !tbaa !5
  %27 = add nuw i64 %20, 8
  %28 = add <4 x i32> %21, <i32 8, i32 8, i32 8, i32 8>
  %29 = icmp eq i64 %27, %18
  br i1 %29, label %30, label %19, !llvm.loop !15

30:                                               ; preds = %19
  %31 = icmp eq i64 %17, 0
  br i1 %31, label %34, label %32

32:                                               ; preds = %12, %30
  %33 = phi i64 [ 0, %12 ], [ %18, %30 ]
  br label %49

34:                                               ; preds = %49, %30, %2
  %35 = icmp slt i32 %6, 1
  br i1 %35, label %36, label %38

36:                                               ; preds = %34
  %37 = shl i64 %7, 32
  br label %55

38:                                               ; preds = %34
  %39 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 0
  %40 = icmp slt i32 %8, 1
  %41 = shl i64 %7, 32
  %42 = add i64 %41, 4294967296
  %43 = ashr exact i64 %42, 30
  %44 = add i64 %7, 1
  %45 = add i64 %5, 1
  %46 = and i64 %45, 4294967295
  %47 = and i64 %44, 4294967295
  %48 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 0
  br label %60

49:                                               ; preds = %32, %49
  %50 = phi i64 [ %53, %49 ], [ %33, %32 ]
  %51 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %50
  %52 = trunc i64 %50 to i32
  store i32 %52, i32* %51, align 4, !tbaa !5
  %53 = add nuw nsw i64 %50, 1
  %54 = icmp eq i64 %53, %14
  br i1 %54, label %34, label %49, !llvm.loop !16

55:                                               ; preds = %68, %36
  %56 = phi i64 [ %37, %36 ], [ %41, %68 ]
  %57 = ashr exact i64 %56, 32
  %58 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %57
  %59 = load i32, i32* %58, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %10) #10
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %9) #10
  ret i32 %59

60:                                               ; preds = %38, %68
  %61 = phi i64 [ 1, %38 ], [ %69, %68 ]
  %62 = trunc i64 %61 to i32
  store i32 %62, i32* %39, align 16, !tbaa !5
  br i1 %40, label %68, label %63

63:                                               ; preds = %60
  %64 = add nsw i64 %61, -1
  %65 = getelementptr inbounds i8, i8* %0, i64 %64
  %66 = load i8, i8* %65, align 1, !tbaa !13
  %67 = load i32, i32* %48, align 16, !tbaa !5
  br label %71

68:                                               ; preds = %71, %60
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 16 %9, i8* nonnull align 16 %10, i64 %43, i1 false)
  %69 = add nuw nsw i64 %61, 1
  %70 = icmp eq i64 %69, %46
  br i1 %70, label %55, label %60, !llvm.loop !18

71:                                               ; preds = %63, %71
  %72 = phi i32 [ %67, %63 ], [ %76, %71 ]
  %73 = phi i32 [ %62, %63 ], [ %88, %71 ]
  %74 = phi i64 [ 1, %63 ], [ %90, %71 ]
  %75 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %74
  %76 = load i32, i32* %75, align 4, !tbaa !5
  %77 = add nsw i32 %76, 1
  %78 = add nsw i64 %74, -1
  %79 = add nsw i32 %73, 1
  %80 = icmp slt i32 %77, %79
  %81 = select i1 %80, i32 %77, i32 %79
  %82 = getelementptr inbounds i8, i8* %1, i64 %78
  %83 = load i8, i8* %82, align 1, !tbaa !13
  %84 = icmp ne i8 %66, %83
  %85 = zext i1 %84 to i32
  %86 = add nsw i32 %72, %85
  %87 = icmp slt i32 %81, %86
  %88 = select i1 %87, i32 %81, i32 %86
  %89 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %74
  store i32 %88, i32* %89, align 4, !tbaa !5
  %90 = add nuw nsw i64 %74, 1
  %91 = icmp eq i64 %90, %47
  br i1 %91, label %68, label %71, !llvm.loop !19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc i32 @knapsack(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #6 {
  %4 = alloca [1001 x i32], align 16
  %5 = bitcast [1001 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4004, i8* nonnull %5) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(4004) %5, i8 0, i64 4004, i1 false)
  %6 = sext i32 %2 to i64
  %7 = getelementptr [1001 x i32], [1001 x i32]* %4, i64 0, i64 %6
  %8 = bitcast i32* %7 to i8*
  %9 = getelementptr [1001 x i32], [1001 x i32]* %4, i64 0, i64 %6
  %10 = add nsw i64 %6, 1
  %11 = getelementptr [1001 x i32], [1001 x i32]* %4, i64 0, i64 %10
  %12 = getelementptr [1001 x i32], [1001 x i32]* %4, i64 0, i64 %10
  %13 = add nsw i64 %6, 1
  %14 = bitcast i32* %11 to [1001 x i32]*
  %15 = icmp ult [1001 x i32]* %4, %14
  br label %16

16:                                               ; preds = %3, %102
  %17 = phi i64 [ 0, %3 ], [ %103, %102 ]
  %18 = getelementptr inbounds i32, i32* %0, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !5
  %20 = icmp sgt i32 %19, %2
  br i1 %20, label %102, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds i32, i32* %1, i64 %17
  %23 = load i32, i32* %22, align 4, !tbaa !5
  %24 = sext i32 %19 to i64
  %25 = sub nsw i64 %13, %24
  %26 = icmp ult i64 %25, 8
  br i1 %26, label %96, label %27

27:                                               ; preds = %21
  %28 = sub nsw i64 %6, %24
  %29 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %28, i64 4)
  %30 = extractvalue { i64, i1 } %29, 0
  %31 = extractvalue { i64, i1 } %29, 1
  %32 = sub i64 0, %30
  %33 = getelementptr i8, i8* %8, i64 %32
  %34 = icmp ugt i8* %33, %8
  %35 = or i1 %34, %31
  %36 = sub nsw i64 0, %24
  %37 = getelementptr i32, i32* %9, i64 %36
  %38 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %28, i64 4)
  %39 = extractvalue { i64, i1 } %38, 0
  %40 = extractvalue { i64, i1 } %38, 1
  %41 = bitcast i32* %37 to i8*
  %42 = sub i64 0, %39
  %43 = getelementptr i8, i8* %41, i64 %42
  %44 = icmp ugt i8* %43, %41
  %45 = or i1 %44, %40
  %46 = or i1 %35, %45
  br i1 %46, label %96, label %47

47:                                               ; preds = %27
  %48 = getelementptr [1001 x i32], [1001 x i32]* %4, i64 0, i64 %24
  %49 = sub nsw i64 0, %24
  %50 = getelementptr i32, i32* %12, i64 %49
  %51 = icmp ult i32* %48, %50
  %52 = and i1 %51, %15
  br i1 %52, label %96, label %53

53:                                               ; preds = %47
  %54 = and i64 %25, -8
  %55 = sub nsw i64 %6, %54
  %56 = insertelement <4 x i32> poison, i32 %23, i64 0
  %57 = shufflevector <4 x i32> %56, <4 x i32> poison, <4 x i32> zeroinitializer
  %58 = insertelement <4 x i32> poison, i32 %23, i64 0
  %59 = shufflevector <4 x i32> %58, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %60

60:                                               ; preds = %60, %53
  %61 = phi i64 [ 0, %53 ], [ %92, %60 ]
  %62 = sub i64 %6, %61
  %63 = getelementptr inbounds [1001 x i32], [1001 x i32]* %4, i64 0, i64 %62
  %64 = getelementptr inbounds i32, i32* %63, i64 -3
  %65 = bitcast i32* %64 to <4 x i32>*
  %66 = load <4 x i32>, <4 x i32>* %65, align 4, !tbaa !5, !alias.scope !20, !noalias !23
  %67 = shufflevector <4 x i32> %66, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %68 = getelementptr inbounds i32, i32* %63, i64 -7
  %69 = bitcast i32* %68 to <4 x i32>*
  %70 = load <4 x i32>, <4 x i32>* %69, align 4, !tbaa !5, !alias.scope !20, !noalias !23
  %71 = shufflevector <4 x i32> %70, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %72 = sub nsw i64 %62, %24
  %73 = getelementptr inbounds [1001 x i32], [1001 x i32]* %4, i64 0, i64 %72
  %74 = getelementptr inbounds i32, i32* %73, i64 -3
  %75 = bitcast i32* %74 to <4 x i32>*
  %76 = load <4 x i32>, <4 x i32>* %75, align 4, !tbaa !5, !alias.scope !23
  %77 = shufflevector <4 x i32> %76, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %78 = getelementptr inbounds i32, i32* %73, i64 -7
  %79 = bitcast i32* %78 to <4 x i32>*
  %80 = load <4 x i32>, <4 x i32>* %79, align 4, !tbaa !5, !alias.scope !23
  %81 = shufflevector <4 x i32> %80, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %82 = add nsw <4 x i32> %57, %77
  %83 = add nsw <4 x i32> %59, %81
  %84 = icmp sgt <4 x i32> %67, %82
  %85 = icmp sgt <4 x i32> %71, %83
  %86 = select <4 x i1> %84, <4 x i32> %67, <4 x i32> %82
  %87 = select <4 x i1> %85, <4 x i32> %71, <4 x i32> %83
  %88 = shufflevector <4 x i32> %86, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %89 = bitcast i32* %64 to <4 x i32>*
  store <4 x i32> %88, <4 x i32>* %89, align 4, !tbaa !5, !alias.scope !20, !noalias !23
  %90 = shufflevector <4 x i32> %87, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %91 = bitcast i32* %68 to <4 x i32>*
  store <4 x i32> %90, <4 x i32>* %91, align 4, !tbaa !5, !alias.scope !20, !noalias !23
  %92 = add nuw i64 %61, 8
  %93 = icmp eq i64 %92, %54
  br i1 %93, label %94, label %60, !llvm.loop !25

94:                                               ; preds = %60
  %95 = icmp eq i64 %25, %54
  br i1 %95, label %102, label %96

96:                                               ; preds = %47, %27, %21, %94
  %97 = phi i64 [ %6, %47 ], [ %6, %27 ], [ %6, %21 ], [ %55, %94 ]
  br label %105

98:                                               ; preds = %102
  %99 = zext i32 %2 to i64
  %100 = getelementptr inbounds [1001 x i32], [1001 x i32]* %4, i64 0, i64 %99
  %101 = load i32, i32* %100, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 4004, i8* nonnull %5) #10
  ret i32 %101

102:                                              ; preds = %105, %94, %16
  %103 = add nuw nsw i64 %17, 1
  %104 = icmp eq i64 %103, 10
  br i1 %104, label %98, label %16, !llvm.loop !26

105:                                              ; preds = %96, %105
  %106 = phi i64 [ %115, %105 ], [ %97, %96 ]
  %107 = getelementptr inbounds [1001 x i32], [1001 x i32]* %4, i64 0, i64 %106
  %108 = load i32, i32* %107, align 4, !tbaa !5
  %109 = sub nsw i64 %106, %24
  %110 = getelementptr inbounds [1001 x i32], [1001 x i32]* %4, i64 0, i64 %109
  %111 = load i32, i32* %110, align 4, !tbaa !5
  %112 = add nsw i32 %23, %111
  %113 = icmp sgt i32 %108, %112
  %114 = select i1 %113, i32 %108, i32 %112
  store i32 %114, i32* %107, align 4, !tbaa !5
  %115 = add nsw i64 %106, -1
  %116 = icmp sgt i64 %106, %24
  br i1 %116, label %105, label %102, !llvm.loop !27
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc i64 @coin_ways(i32* nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #6 {
  %4 = alloca [1001 x i64], align 16
  %5 = bitcast [1001 x i64]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8008, i8* nonnull %5) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(8008) %5, i8 0, i64 8008, i1 false)
  %6 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 0
  store i64 1, i64* %6, align 16
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %14

8:                                                ; preds = %3
  %9 = add i32 %2, 1
  %10 = zext i32 %1 to i64
  %11 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 1
  %12 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 1
  %13 = add i32 %2, 1
  br label %18

14:                                               ; preds = %131, %3
  %15 = zext i32 %2 to i64
  %16 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 %15
  %17 = load i64, i64* %16, align 8, !tbaa !28
  call void @llvm.lifetime.end.p0i8(i64 8008, i8* nonnull %5) #10
  ret i64 %17

18:                                               ; preds = %8, %131
  %19 = phi i64 [ 0, %8 ], [ %132, %131 ]
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !5
  %22 = icmp sgt i32 %21, %2
  br i1 %22, label %131, label %23

23:                                               ; preds = %18
  %24 = sext i32 %21 to i64
  %25 = sub i32 %2, %21
  %26 = zext i32 %25 to i64
  %27 = add nuw nsw i64 %26, 1
  %28 = icmp ult i32 %25, 3
  br i1 %28, label %114, label %29

29:                                               ; preds = %23
  %30 = getelementptr [1001 x i64], [1001 x i64]* %4, i64 0, i64 %24
  %31 = sub i32 %2, %21
  %32 = zext i32 %31 to i64
  %33 = add nsw i64 %24, %32
  %34 = getelementptr i64, i64* %11, i64 %33
  %35 = getelementptr i64, i64* %12, i64 %32
  %36 = icmp ult i64* %30, %35
  %37 = bitcast i64* %34 to [1001 x i64]*
  %38 = icmp ult [1001 x i64]* %4, %37
  %39 = and i1 %36, %38
  br i1 %39, label %114, label %40

40:                                               ; preds = %29
  %41 = and i64 %27, 8589934588
  %42 = add nsw i64 %41, %24
  %43 = add nsw i64 %41, -4
  %44 = lshr exact i64 %43, 2
  %45 = add nuw nsw i64 %44, 1
  %46 = and i64 %45, 1
  %47 = icmp eq i64 %43, 0
  br i1 %47, label %91, label %48

48:                                               ; preds = %40
  %49 = and i64 %45, 9223372036854775806
  br label %50

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %88, %50 ]
  %52 = phi i64 [ 0, %48 ], [ %89, %50 ]
  %53 = add i64 %51, %24
  %54 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 %51
  %55 = bitcast i64* %54 to <2 x i64>*
  %56 = load <2 x i64>, <2 x i64>* %55, align 16, !tbaa !28, !alias.scope !30
  %57 = getelementptr inbounds i64, i64* %54, i64 2
  %58 = bitcast i64* %57 to <2 x i64>*
  %59 = load <2 x i64>, <2 x i64>* %58, align 16, !tbaa !28, !alias.scope !30
  %60 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 %53
  %61 = bitcast i64* %60 to <2 x i64>*
  %62 = load <2 x i64>, <2 x i64>* %61, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  %63 = getelementptr inbounds i64, i64* %60, i64 2
  %64 = bitcast i64* %63 to <2 x i64>*
  %65 = load <2 x i64>, <2 x i64>* %64, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  %66 = add nsw <2 x i64> %62, %56
  %67 = add nsw <2 x i64> %65, %59
  %68 = bitcast i64* %60 to <2 x i64>*
  store <2 x i64> %66, <2 x i64>* %68, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  %69 = bitcast i64* %63 to <2 x i64>*
  store <2 x i64> %67, <2 x i64>* %69, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  %70 = or i64 %51, 4
  %71 = add i64 %70, %24
  %72 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 %70
  %73 = bitcast i64* %72 to <2 x i64>*
  %74 = load <2 x i64>, <2 x i64>* %73, align 16, !tbaa !28, !alias.scope !30
  %75 = getelementptr inbounds i64, i64* %72, i64 2
  %76 = bitcast i64* %75 to <2 x i64>*
  %77 = load <2 x i64>, <2 x i64>* %76, align 16, !tbaa !28, !alias.scope !30
  %78 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 %71
  %79 = bitcast i64* %78 to <2 x i64>*
  %80 = load <2 x i64>, <2 x i64>* %79, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  %81 = getelementptr inbounds i64, i64* %78, i64 2
  %82 = bitcast i64* %81 to <2 x i64>*
  %83 = load <2 x i64>, <2 x i64>* %82, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  %84 = add nsw <2 x i64> %80, %74
  %85 = add nsw <2 x i64> %83, %77
  %86 = bitcast i64* %78 to <2 x i64>*
  store <2 x i64> %84, <2 x i64>* %86, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  %87 = bitcast i64* %81 to <2 x i64>*
  store <2 x i64> %85, <2 x i64>* %87, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  %88 = add nuw i64 %51, 8
  %89 = add i64 %52, 2
  %90 = icmp eq i64 %89, %49
  br i1 %90, label %91, label %50, !llvm.loop !35

91:                                               ; preds = %50, %40
  %92 = phi i64 [ 0, %40 ], [ %88, %50 ]
  %93 = icmp eq i64 %46, 0
  br i1 %93, label %112, label %94

94:                                               ; preds = %91
  %95 = add i64 %92, %24
  %96 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 %92
  %97 = bitcast i64* %96 to <2 x i64>*
  %98 = load <2 x i64>, <2 x i64>* %97, align 16, !tbaa !28, !alias.scope !30
  %99 = getelementptr inbounds i64, i64* %96, i64 2
  %100 = bitcast i64* %99 to <2 x i64>*
  %101 = load <2 x i64>, <2 x i64>* %100, align 16, !tbaa !28, !alias.scope !30
  %102 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 %95
  %103 = bitcast i64* %102 to <2 x i64>*
  %104 = load <2 x i64>, <2 x i64>* %103, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  %105 = getelementptr inbounds i64, i64* %102, i64 2
  %106 = bitcast i64* %105 to <2 x i64>*
  %107 = load <2 x i64>, <2 x i64>* %106, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  %108 = add nsw <2 x i64> %104, %98
  %109 = add nsw <2 x i64> %107, %101
  %110 = bitcast i64* %102 to <2 x i64>*
  store <2 x i64> %108, <2 x i64>* %110, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  %111 = bitcast i64* %105 to <2 x i64>*
  store <2 x i64> %109, <2 x i64>* %111, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  br label %112

112:                                              ; preds = %91, %94
  %113 = icmp eq i64 %27, %41
  br i1 %113, label %131, label %114

114:                                              ; preds = %29, %23, %112
  %115 = phi i64 [ %24, %29 ], [ %24, %23 ], [ %42, %112 ]
  %116 = trunc i64 %115 to i32
  %117 = sub i32 %13, %116
  %118 = and i32 %117, 1
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %128, label %120

120:                                              ; preds = %114
  %121 = sub nsw i64 %115, %24
  %122 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 %121
  %123 = load i64, i64* %122, align 8, !tbaa !28
  %124 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 %115
  %125 = load i64, i64* %124, align 8, !tbaa !28
  %126 = add nsw i64 %125, %123
  store i64 %126, i64* %124, align 8, !tbaa !28
  %127 = add nsw i64 %115, 1
  br label %128

128:                                              ; preds = %120, %114
  %129 = phi i64 [ %115, %114 ], [ %127, %120 ]
  %130 = icmp eq i32 %116, %2
  br i1 %130, label %131, label %134

131:                                              ; preds = %128, %134, %112, %18
  %132 = add nuw nsw i64 %19, 1
  %133 = icmp eq i64 %132, %10
  br i1 %133, label %14, label %18, !llvm.loop !36

134:                                              ; preds = %128, %134
  %135 = phi i64 [ %149, %134 ], [ %129, %128 ]
  %136 = sub nsw i64 %135, %24
  %137 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 %136
  %138 = load i64, i64* %137, align 8, !tbaa !28
  %139 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 %135
  %140 = load i64, i64* %139, align 8, !tbaa !28
  %141 = add nsw i64 %140, %138
  store i64 %141, i64* %139, align 8, !tbaa !28
  %142 = add nsw i64 %135, 1
  %143 = sub nsw i64 %142, %24
  %144 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 %143
  %145 = load i64, i64* %144, align 8, !tbaa !28
  %146 = getelementptr inbounds [1001 x i64], [1001 x i64]* %4, i64 0, i64 %142
  %147 = load i64, i64* %146, align 8, !tbaa !28
  %148 = add nsw i64 %147, %145
  store i64 %148, i64* %146, align 8, !tbaa !28
  %149 = add nsw i64 %135, 2
  %150 = trunc i64 %149 to i32
  %151 = icmp eq i32 %9, %150
  br i1 %151, label %131, label %134, !llvm.loop !37
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc i32 @lis(i32* nocapture noundef readonly %0) unnamed_addr #6 {
  %2 = alloca [256 x i32], align 16
  %3 = bitcast [256 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %3) #10
  br label %4

4:                                                ; preds = %1, %24
  %5 = phi i64 [ 0, %1 ], [ %31, %24 ]
  %6 = phi i32 [ 0, %1 ], [ %30, %24 ]
  %7 = icmp eq i32 %6, 0
  %8 = getelementptr inbounds i32, i32* %0, i64 %5
  %9 = load i32, i32* %8, align 4, !tbaa !5
  br i1 %7, label %24, label %11

10:                                               ; preds = %24
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %3) #10
  ret i32 %30

11:                                               ; preds = %4, %11
  %12 = phi i32 [ %22, %11 ], [ %6, %4 ]
  %13 = phi i32 [ %21, %11 ], [ 0, %4 ]
  %14 = add nsw i32 %12, %13
  %15 = sdiv i32 %14, 2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [256 x i32], [256 x i32]* %2, i64 0, i64 %16
  %18 = load i32, i32* %17, align 4, !tbaa !5
  %19 = icmp slt i32 %18, %9
  %20 = add nsw i32 %15, 1
  %21 = select i1 %19, i32 %20, i32 %13
  %22 = select i1 %19, i32 %12, i32 %15
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %11, label %24, !llvm.loop !38

24:                                               ; preds = %11, %4
  %25 = phi i32 [ 0, %4 ], [ %21, %11 ]
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [256 x i32], [256 x i32]* %2, i64 0, i64 %26
  store i32 %9, i32* %27, align 4, !tbaa !5
  %28 = icmp eq i32 %25, %6
  %29 = zext i1 %28 to i32
  %30 = add nuw nsw i32 %6, %29
  %31 = add nuw nsw i64 %5, 1
  %32 = icmp eq i64 %31, 200
  br i1 %32, label %10, label %4, !llvm.loop !39
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }
attributes #11 = { nounwind readonly willreturn }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = distinct !{!12, !10}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !17, !11}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = !{!21}
!21 = distinct !{!21, !22}
!22 = distinct !{!22, !"LVerDomain"}
!23 = !{!24}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !10, !11}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10, !11}
!28 = !{!29, !29, i64 0}
!29 = !{!"long", !7, i64 0}
!30 = !{!31}
!31 = distinct !{!31, !32}
!32 = distinct !{!32, !"LVerDomain"}
!33 = !{!34}
!34 = distinct !{!34, !32}
!35 = distinct !{!35, !10, !11}
!36 = distinct !{!36, !10}
!37 = distinct !{!37, !10, !11}
!38 = distinct !{!38, !10}
!39 = distinct !{!39, !10}
