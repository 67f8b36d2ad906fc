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
  %2 = tail call fastcc i32 @lcs(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2)
  %3 = tail call fastcc i32 @lcs(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.4)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %3)
  %5 = tail call fastcc i32 @edit(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7)
  %6 = tail call fastcc i32 @edit(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9)
  %7 = tail call fastcc i32 @edit(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %5, i32 noundef %6, i32 noundef %7)
  %9 = tail call fastcc i32 @knapsack(ptr noundef nonnull @__const.main.w, ptr noundef nonnull @__const.main.v, i32 noundef 50)
  %10 = tail call fastcc i32 @knapsack(ptr noundef nonnull @__const.main.w, ptr noundef nonnull @__const.main.v, i32 noundef 100)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %9, i32 noundef %10)
  %12 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 8, i32 noundef 200)
  %13 = tail call fastcc i64 @coin_ways(ptr noundef nonnull getelementptr inbounds ([8 x i32], ptr @__const.main.coins, i64 0, i64 2), i32 noundef 6, i32 noundef 1000)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %12, i64 noundef %13)
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #10
  br label %15

15:                                               ; preds = %15, %0
  %16 = phi i64 [ 0, %0 ], [ %25, %15 ]
  %17 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %26, %15 ]
  %18 = mul <4 x i32> %17, <i32 7919, i32 7919, i32 7919, i32 7919>
  %19 = mul <4 x i32> %17, <i32 7919, i32 7919, i32 7919, i32 7919>
  %20 = add <4 x i32> %19, <i32 31676, i32 31676, i32 31676, i32 31676>
  %21 = urem <4 x i32> %18, <i32 211, i32 211, i32 211, i32 211>
  %22 = urem <4 x i32> %20, <i32 211, i32 211, i32 211, i32 211>
  %23 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %16
  store <4 x i32> %21, ptr %23, align 16, !tbaa !5
  %24 = getelementptr inbounds i32, ptr %23, i64 4
  store <4 x i32> %22, ptr %24, align 16, !tbaa !5
  %25 = add nuw i64 %16, 8
  %26 = add <4 x i32> %17, <i32 8, i32 8, i32 8, i32 8>
  %27 = icmp eq i64 %25, 200
  br i1 %27, label %28, label %15, !llvm.loop !9

28:                                               ; preds = %15
  %29 = call fastcc i32 @lis(ptr noundef nonnull %1)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %29)
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #10
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i32 @lcs(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 {
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #11
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #11
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
  %19 = getelementptr inbounds i8, ptr %0, i64 %18
  br label %30

20:                                               ; preds = %27, %2
  %21 = shl i64 %3, 32
  %22 = ashr exact i64 %21, 32
  %23 = shl i64 %4, 32
  %24 = ashr exact i64 %23, 32
  %25 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.t, i64 0, i64 %22, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !5
  ret i32 %26

27:                                               ; preds = %50, %14
  %28 = add nuw nsw i64 %15, 1
  %29 = icmp eq i64 %28, %12
  br i1 %29, label %20, label %14, !llvm.loop !13

30:                                               ; preds = %16, %50
  %31 = phi i64 [ 0, %16 ], [ %53, %50 ]
  %32 = icmp ne i64 %31, 0
  %33 = select i1 %17, i1 %32, i1 false
  br i1 %33, label %34, label %50

34:                                               ; preds = %30
  %35 = load i8, ptr %19, align 1, !tbaa !14
  %36 = add nsw i64 %31, -1
  %37 = getelementptr inbounds i8, ptr %1, i64 %36
  %38 = load i8, ptr %37, align 1, !tbaa !14
  %39 = icmp eq i8 %35, %38
  br i1 %39, label %40, label %44

40:                                               ; preds = %34
  %41 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.t, i64 0, i64 %18, i64 %36
  %42 = load i32, ptr %41, align 4, !tbaa !5
  %43 = add nsw i32 %42, 1
  br label %50

44:                                               ; preds = %34
  %45 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.t, i64 0, i64 %18, i64 %31
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.t, i64 0, i64 %15, i64 %36
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = tail call i32 @llvm.smax.i32(i32 %46, i32 %48)
  br label %50

50:                                               ; preds = %40, %44, %30
  %51 = phi i32 [ 0, %30 ], [ %43, %40 ], [ %49, %44 ]
  %52 = getelementptr inbounds [64 x [64 x i32]], ptr @lcs.t, i64 0, i64 %15, i64 %31
  store i32 %51, ptr %52, align 4, !tbaa !5
  %53 = add nuw nsw i64 %31, 1
  %54 = icmp eq i64 %53, %13
  br i1 %54, label %27, label %30, !llvm.loop !15
}

; Function Attrs: nofree noinline nounwind memory(argmem: read) uwtable
define internal fastcc i32 @edit(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = alloca [64 x i32], align 16
  %4 = alloca [64 x i32], align 16
  %5 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #11
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #11
  %8 = trunc i64 %7 to i32
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %30, label %10

10:                                               ; preds = %2
  %11 = add i64 %7, 1
  %12 = and i64 %11, 4294967295
  %13 = icmp ult i64 %12, 8
  br i1 %13, label %28, label %14

14:                                               ; preds = %10
  %15 = and i64 %11, 7
  %16 = sub nsw i64 %12, %15
  br label %17

17:                                               ; preds = %17, %14
  %18 = phi i64 [ 0, %14 ], [ %23, %17 ]
  %19 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %14 ], [ %24, %17 ]
  %20 = add <4 x i32> %19, <i32 4, i32 4, i32 4, i32 4>
  %21 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %18
  store <4 x i32> %19, ptr %21, align 16, !tbaa !5
  %22 = getelementptr inbounds i32, ptr %21, i64 4
  store <4 x i32> %20, ptr %22, align 16, !tbaa !5
  %23 = add nuw i64 %18, 8
  %24 = add <4 x i32> %19, <i32 8, i32 8, i32 8, i32 8>
  %25 = icmp eq i64 %23, %16
  br i1 %25, label %26, label %17, !llvm.loop !16

26:                                               ; preds = %17
  %27 = icmp eq i64 %15, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %10, %26
  %29 = phi i64 [ 0, %10 ], [ %16, %26 ]
  br label %43

30:                                               ; preds = %43, %26, %2
  %31 = icmp slt i32 %6, 1
  br i1 %31, label %32, label %34

32:                                               ; preds = %30
  %33 = shl i64 %7, 32
  br label %49

34:                                               ; preds = %30
  %35 = icmp slt i32 %8, 1
  %36 = shl i64 %7, 32
  %37 = add i64 %36, 4294967296
  %38 = ashr exact i64 %37, 30
  %39 = add i64 %7, 1
  %40 = add i64 %5, 1
  %41 = and i64 %40, 4294967295
  %42 = and i64 %39, 4294967295
  br label %54

43:                                               ; preds = %28, %43
  %44 = phi i64 [ %47, %43 ], [ %29, %28 ]
  %45 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %44
  %46 = trunc i64 %44 to i32
  store i32 %46, ptr %45, align 4, !tbaa !5
  %47 = add nuw nsw i64 %44, 1
  %48 = icmp eq i64 %47, %12
  br i1 %48, label %30, label %43, !llvm.loop !17

49:                                               ; preds = %62, %32
  %50 = phi i64 [ %33, %32 ], [ %36, %62 ]
  %51 = ashr exact i64 %50, 32
  %52 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #10
  ret i32 %53

54:                                               ; preds = %34, %62
  %55 = phi i64 [ 1, %34 ], [ %63, %62 ]
  %56 = trunc i64 %55 to i32
  store i32 %56, ptr %4, align 16, !tbaa !5
  br i1 %35, label %62, label %57

57:                                               ; preds = %54
  %58 = add nsw i64 %55, -1
  %59 = getelementptr inbounds i8, ptr %0, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !14
  %61 = load i32, ptr %3, align 16, !tbaa !5
  br label %65

62:                                               ; preds = %65, %54
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 16 %4, i64 %38, i1 false)
  %63 = add nuw nsw i64 %55, 1
  %64 = icmp eq i64 %63, %41
  br i1 %64, label %49, label %54, !llvm.loop !18

65:                                               ; preds = %57, %65
  %66 = phi i32 [ %61, %57 ], [ %70, %65 ]
  %67 = phi i32 [ %56, %57 ], [ %80, %65 ]
  %68 = phi i64 [ 1, %57 ], [ %82, %65 ]
  %69 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = add nsw i32 %70, 1
  %72 = add nsw i64 %68, -1
  %73 = add nsw i32 %67, 1
  %74 = tail call i32 @llvm.smin.i32(i32 %71, i32 %73)
  %75 = getelementptr inbounds i8, ptr %1, i64 %72
  %76 = load i8, ptr %75, align 1, !tbaa !14
  %77 = icmp ne i8 %60, %76
  %78 = zext i1 %77 to i32
  %79 = add nsw i32 %66, %78
  %80 = tail call i32 @llvm.smin.i32(i32 %74, i32 %79)
  %81 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %68
  store i32 %80, ptr %81, align 4, !tbaa !5
  %82 = add nuw nsw i64 %68, 1
  %83 = icmp eq i64 %82, %42
  br i1 %83, label %62, label %65, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree noinline nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @knapsack(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #6 {
  %4 = alloca [1001 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 4004, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4004) %4, i8 0, i64 4004, i1 false)
  %5 = sext i32 %2 to i64
  %6 = shl nsw i64 %5, 2
  %7 = getelementptr i8, ptr %4, i64 %6
  %8 = getelementptr i8, ptr %4, i64 %6
  %9 = shl nsw i64 %5, 2
  %10 = add nsw i64 %9, 4
  %11 = getelementptr i8, ptr %4, i64 %10
  %12 = getelementptr i8, ptr %4, i64 %10
  %13 = add nsw i64 %5, 1
  %14 = icmp ult ptr %4, %11
  br label %15

15:                                               ; preds = %3, %87
  %16 = phi i64 [ 0, %3 ], [ %88, %87 ]
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = icmp sgt i32 %18, %2
  br i1 %19, label %87, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i32, ptr %1, i64 %16
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = sext i32 %18 to i64
  %24 = sub nsw i64 %13, %23
  %25 = icmp ult i64 %24, 28
  br i1 %25, label %81, label %26

26:                                               ; preds = %20
  %27 = sub nsw i64 %5, %23
  %28 = mul nsw i64 %27, -4
  %29 = getelementptr i8, ptr %7, i64 %28
  %30 = icmp ugt ptr %29, %7
  %31 = mul nsw i64 %23, -4
  %32 = getelementptr i8, ptr %8, i64 %31
  %33 = mul nsw i64 %27, -4
  %34 = icmp ugt i64 %27, 4611686018427387903
  %35 = getelementptr i8, ptr %32, i64 %33
  %36 = icmp ugt ptr %35, %32
  %37 = or i1 %36, %34
  %38 = or i1 %30, %37
  br i1 %38, label %81, label %39

39:                                               ; preds = %26
  %40 = shl nsw i64 %23, 2
  %41 = getelementptr i8, ptr %4, i64 %40
  %42 = mul nsw i64 %23, -4
  %43 = getelementptr i8, ptr %12, i64 %42
  %44 = icmp ult ptr %41, %43
  %45 = and i1 %44, %14
  br i1 %45, label %81, label %46

46:                                               ; preds = %39
  %47 = and i64 %24, -8
  %48 = sub nsw i64 %5, %47
  %49 = insertelement <4 x i32> poison, i32 %22, i64 0
  %50 = shufflevector <4 x i32> %49, <4 x i32> poison, <4 x i32> zeroinitializer
  %51 = insertelement <4 x i32> poison, i32 %22, i64 0
  %52 = shufflevector <4 x i32> %51, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %53

53:                                               ; preds = %53, %46
  %54 = phi i64 [ 0, %46 ], [ %77, %53 ]
  %55 = sub i64 %5, %54
  %56 = getelementptr inbounds [1001 x i32], ptr %4, i64 0, i64 %55
  %57 = getelementptr inbounds i32, ptr %56, i64 -3
  %58 = load <4 x i32>, ptr %57, align 4, !tbaa !5, !alias.scope !20, !noalias !23
  %59 = shufflevector <4 x i32> %58, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %60 = getelementptr inbounds i32, ptr %56, i64 -7
  %61 = load <4 x i32>, ptr %60, align 4, !tbaa !5, !alias.scope !20, !noalias !23
  %62 = shufflevector <4 x i32> %61, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %63 = sub nsw i64 %55, %23
  %64 = getelementptr inbounds [1001 x i32], ptr %4, i64 0, i64 %63
  %65 = getelementptr inbounds i32, ptr %64, i64 -3
  %66 = load <4 x i32>, ptr %65, align 4, !tbaa !5, !alias.scope !23
  %67 = shufflevector <4 x i32> %66, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %68 = getelementptr inbounds i32, ptr %64, i64 -7
  %69 = load <4 x i32>, ptr %68, align 4, !tbaa !5, !alias.scope !23
  %70 = shufflevector <4 x i32> %69, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %71 = add nsw <4 x i32> %50, %67
  %72 = add nsw <4 x i32> %52, %70
  %73 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %59, <4 x i32> %71)
  %74 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %62, <4 x i32> %72)
  %75 = shufflevector <4 x i32> %73, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> %75, ptr %57, align 4, !tbaa !5, !alias.scope !20, !noalias !23
  %76 = shufflevector <4 x i32> %74, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> %76, ptr %60, align 4, !tbaa !5, !alias.scope !20, !noalias !23
  %77 = add nuw i64 %54, 8
  %78 = icmp eq i64 %77, %47
  br i1 %78, label %79, label %53, !llvm.loop !25

79:                                               ; preds = %53
  %80 = icmp eq i64 %24, %47
  br i1 %80, label %87, label %81

81:                                               ; preds = %39, %26, %20, %79
  %82 = phi i64 [ %5, %39 ], [ %5, %26 ], [ %5, %20 ], [ %48, %79 ]
  br label %90

83:                                               ; preds = %87
  %84 = zext i32 %2 to i64
  %85 = getelementptr inbounds [1001 x i32], ptr %4, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 4004, ptr nonnull %4) #10
  ret i32 %86

87:                                               ; preds = %90, %79, %15
  %88 = add nuw nsw i64 %16, 1
  %89 = icmp eq i64 %88, 10
  br i1 %89, label %83, label %15, !llvm.loop !26

90:                                               ; preds = %81, %90
  %91 = phi i64 [ %99, %90 ], [ %82, %81 ]
  %92 = getelementptr inbounds [1001 x i32], ptr %4, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !5
  %94 = sub nsw i64 %91, %23
  %95 = getelementptr inbounds [1001 x i32], ptr %4, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !5
  %97 = add nsw i32 %22, %96
  %98 = tail call i32 @llvm.smax.i32(i32 %93, i32 %97)
  store i32 %98, ptr %92, align 4, !tbaa !5
  %99 = add nsw i64 %91, -1
  %100 = icmp sgt i64 %91, %23
  br i1 %100, label %90, label %87, !llvm.loop !27
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @coin_ways(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #6 {
  %4 = alloca [1001 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 8008, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(8008) %4, i8 0, i64 8008, i1 false)
  store i64 1, ptr %4, align 16
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %12

6:                                                ; preds = %3
  %7 = add i32 %2, 1
  %8 = zext i32 %1 to i64
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  %11 = add i32 %2, 1
  br label %16

12:                                               ; preds = %76, %3
  %13 = zext i32 %2 to i64
  %14 = getelementptr inbounds [1001 x i64], ptr %4, i64 0, i64 %13
  %15 = load i64, ptr %14, align 8, !tbaa !28
  call void @llvm.lifetime.end.p0(i64 8008, ptr nonnull %4) #10
  ret i64 %15

16:                                               ; preds = %6, %76
  %17 = phi i64 [ 0, %6 ], [ %77, %76 ]
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = icmp sgt i32 %19, %2
  br i1 %20, label %76, label %21

21:                                               ; preds = %16
  %22 = sext i32 %19 to i64
  %23 = sub i32 %2, %19
  %24 = zext i32 %23 to i64
  %25 = add nuw nsw i64 %24, 1
  %26 = icmp ult i32 %23, 9
  br i1 %26, label %59, label %27

27:                                               ; preds = %21
  %28 = shl nsw i64 %22, 3
  %29 = getelementptr i8, ptr %4, i64 %28
  %30 = sub i32 %2, %19
  %31 = zext i32 %30 to i64
  %32 = shl nuw nsw i64 %31, 3
  %33 = add nsw i64 %28, %32
  %34 = getelementptr i8, ptr %9, i64 %33
  %35 = getelementptr i8, ptr %10, i64 %32
  %36 = icmp ult ptr %29, %35
  %37 = icmp ult ptr %4, %34
  %38 = and i1 %36, %37
  br i1 %38, label %59, label %39

39:                                               ; preds = %27
  %40 = and i64 %25, -4
  %41 = add nsw i64 %40, %22
  br label %42

42:                                               ; preds = %42, %39
  %43 = phi i64 [ 0, %39 ], [ %55, %42 ]
  %44 = add i64 %43, %22
  %45 = getelementptr inbounds [1001 x i64], ptr %4, i64 0, i64 %43
  %46 = load <2 x i64>, ptr %45, align 16, !tbaa !28, !alias.scope !30
  %47 = getelementptr inbounds i64, ptr %45, i64 2
  %48 = load <2 x i64>, ptr %47, align 16, !tbaa !28, !alias.scope !30
  %49 = getelementptr inbounds [1001 x i64], ptr %4, i64 0, i64 %44
  %50 = load <2 x i64>, ptr %49, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  %51 = getelementptr inbounds i64, ptr %49, i64 2
  %52 = load <2 x i64>, ptr %51, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  %53 = add nsw <2 x i64> %50, %46
  %54 = add nsw <2 x i64> %52, %48
  store <2 x i64> %53, ptr %49, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  store <2 x i64> %54, ptr %51, align 8, !tbaa !28, !alias.scope !33, !noalias !30
  %55 = add nuw i64 %43, 4
  %56 = icmp eq i64 %55, %40
  br i1 %56, label %57, label %42, !llvm.loop !35

57:                                               ; preds = %42
  %58 = icmp eq i64 %25, %40
  br i1 %58, label %76, label %59

59:                                               ; preds = %27, %21, %57
  %60 = phi i64 [ %22, %27 ], [ %22, %21 ], [ %41, %57 ]
  %61 = trunc i64 %60 to i32
  %62 = sub i32 %11, %61
  %63 = and i32 %62, 1
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %73, label %65

65:                                               ; preds = %59
  %66 = sub nsw i64 %60, %22
  %67 = getelementptr inbounds [1001 x i64], ptr %4, i64 0, i64 %66
  %68 = load i64, ptr %67, align 8, !tbaa !28
  %69 = getelementptr inbounds [1001 x i64], ptr %4, i64 0, i64 %60
  %70 = load i64, ptr %69, align 8, !tbaa !28
  %71 = add nsw i64 %70, %68
  store i64 %71, ptr %69, align 8, !tbaa !28
  %72 = add nsw i64 %60, 1
  br label %73

73:                                               ; preds = %65, %59
  %74 = phi i64 [ %60, %59 ], [ %72, %65 ]
  %75 = icmp eq i32 %61, %2
  br i1 %75, label %76, label %79

76:                                               ; preds = %73, %79, %57, %16
  %77 = add nuw nsw i64 %17, 1
  %78 = icmp eq i64 %77, %8
  br i1 %78, label %12, label %16, !llvm.loop !36

79:                                               ; preds = %73, %79
  %80 = phi i64 [ %94, %79 ], [ %74, %73 ]
  %81 = sub nsw i64 %80, %22
  %82 = getelementptr inbounds [1001 x i64], ptr %4, i64 0, i64 %81
  %83 = load i64, ptr %82, align 8, !tbaa !28
  %84 = getelementptr inbounds [1001 x i64], ptr %4, i64 0, i64 %80
  %85 = load i64, ptr %84, align 8, !tbaa !28
  %86 = add nsw i64 %85, %83
  store i64 %86, ptr %84, align 8, !tbaa !28
  %87 = add nsw i64 %80, 1
  %88 = sub nsw i64 %87, %22
  %89 = getelementptr inbounds [1001 x i64], ptr %4, i64 0, i64 %88
  %90 = load i64, ptr %89, align 8, !tbaa !28
  %91 = getelementptr inbounds [1001 x i64], ptr %4, i64 0, i64 %87
  %92 = load i64, ptr %91, align 8, !tbaa !28
  %93 = add nsw i64 %92, %90
  store i64 %93, ptr %91, align 8, !tbaa !28
  %94 = add nsw i64 %80, 2
  %95 = trunc i64 %94 to i32
  %96 = icmp eq i32 %7, %95
  br i1 %96, label %76, label %79, !llvm.loop !37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree noinline nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @lis(ptr nocapture noundef readonly %0) unnamed_addr #6 {
  %2 = alloca [256 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #10
  br label %3

3:                                                ; preds = %1, %23
  %4 = phi i64 [ 0, %1 ], [ %30, %23 ]
  %5 = phi i32 [ 0, %1 ], [ %29, %23 ]
  %6 = icmp eq i32 %5, 0
  %7 = getelementptr inbounds i32, ptr %0, i64 %4
  %8 = load i32, ptr %7, align 4, !tbaa !5
  br i1 %6, label %23, label %10

9:                                                ; preds = %23
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #10
  ret i32 %29

10:                                               ; preds = %3, %10
  %11 = phi i32 [ %21, %10 ], [ %5, %3 ]
  %12 = phi i32 [ %20, %10 ], [ 0, %3 ]
  %13 = add nsw i32 %11, %12
  %14 = sdiv i32 %13, 2
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = icmp slt i32 %17, %8
  %19 = add nsw i32 %14, 1
  %20 = select i1 %18, i32 %19, i32 %12
  %21 = select i1 %18, i32 %11, i32 %14
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %10, label %23, !llvm.loop !38

23:                                               ; preds = %10, %3
  %24 = phi i32 [ 0, %3 ], [ %20, %10 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %25
  store i32 %8, ptr %26, align 4, !tbaa !5
  %27 = icmp eq i32 %24, %5
  %28 = zext i1 %27 to i32
  %29 = add nuw nsw i32 %5, %28
  %30 = add nuw nsw i64 %4, 1
  %31 = icmp eq i64 %30, 200
  br i1 %31, label %9, label %3, !llvm.loop !39
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree noinline nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10, !11, !12}
!17 = distinct !{!17, !10, !12, !11}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = !{!21}
!21 = distinct !{!21, !22}
!22 = distinct !{!22, !"LVerDomain"}
!23 = !{!24}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !10, !11, !12}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10, !11}
!28 = !{!29, !29, i64 0}
!29 = !{!"long", !7, i64 0}
!30 = !{!31}
!31 = distinct !{!31, !32}
!32 = distinct !{!32, !"LVerDomain"}
!33 = !{!34}
!34 = distinct !{!34, !32}
!35 = distinct !{!35, !10, !11, !12}
!36 = distinct !{!36, !10}
!37 = distinct !{!37, !10, !11}
!38 = distinct !{!38, !10}
!39 = distinct !{!39, !10}
