; ModuleID = 'tests/differential/src/arrays_multi.c'
source_filename = "tests/differential/src/arrays_multi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@grid = internal global [12 x [12 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [19 x i8] c"trace=%ld sum=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"row %d max at %d\0A\00", align 1
@tri = internal unnamed_addr global [78 x i16] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@__const.main.word = private unnamed_addr constant [13 x i8] c"differential\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"acc=%ld elt=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca [13 x i8], align 1
  %3 = alloca [5 x [3 x [2 x i32]]], align 16
  tail call fastcc void @fill_grid()
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #10
  %4 = call fastcc i64 @trace_and_sum(ptr noundef nonnull %1)
  %5 = load i64, ptr %1, align 8, !tbaa !5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %4, i64 noundef %5)
  %7 = tail call fastcc i32 @max_index(ptr noundef nonnull @grid)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef %7)
  %9 = tail call fastcc i32 @max_index(ptr noundef nonnull getelementptr inbounds ([12 x [12 x i32]], ptr @grid, i64 0, i64 1))
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef %9)
  %11 = tail call fastcc i32 @max_index(ptr noundef nonnull getelementptr inbounds ([12 x [12 x i32]], ptr @grid, i64 0, i64 2))
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef %11)
  %13 = tail call fastcc i32 @max_index(ptr noundef nonnull getelementptr inbounds ([12 x [12 x i32]], ptr @grid, i64 0, i64 3))
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef %13)
  %15 = tail call fastcc i32 @max_index(ptr noundef nonnull getelementptr inbounds ([12 x [12 x i32]], ptr @grid, i64 0, i64 4))
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef %15)
  %17 = tail call fastcc i32 @max_index(ptr noundef nonnull getelementptr inbounds ([12 x [12 x i32]], ptr @grid, i64 0, i64 5))
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef %17)
  %19 = tail call fastcc i32 @max_index(ptr noundef nonnull getelementptr inbounds ([12 x [12 x i32]], ptr @grid, i64 0, i64 6))
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, i32 noundef %19)
  %21 = tail call fastcc i32 @max_index(ptr noundef nonnull getelementptr inbounds ([12 x [12 x i32]], ptr @grid, i64 0, i64 7))
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef %21)
  %23 = tail call fastcc i32 @max_index(ptr noundef nonnull getelementptr inbounds ([12 x [12 x i32]], ptr @grid, i64 0, i64 8))
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, i32 noundef %23)
  %25 = tail call fastcc i32 @max_index(ptr noundef nonnull getelementptr inbounds ([12 x [12 x i32]], ptr @grid, i64 0, i64 9))
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9, i32 noundef %25)
  %27 = tail call fastcc i32 @max_index(ptr noundef nonnull getelementptr inbounds ([12 x [12 x i32]], ptr @grid, i64 0, i64 10))
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i32 noundef %27)
  %29 = tail call fastcc i32 @max_index(ptr noundef nonnull getelementptr inbounds ([12 x [12 x i32]], ptr @grid, i64 0, i64 11))
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11, i32 noundef %29)
  br label %31

31:                                               ; preds = %0, %37
  %32 = phi i64 [ 0, %0 ], [ %38, %37 ]
  %33 = phi i32 [ 1, %0 ], [ %39, %37 ]
  %34 = phi i64 [ 0, %0 ], [ %59, %37 ]
  %35 = shl i64 %34, 32
  %36 = ashr exact i64 %35, 32
  br label %41

37:                                               ; preds = %56
  %38 = add nuw nsw i64 %32, 1
  %39 = add nuw nsw i32 %33, 1
  %40 = icmp eq i64 %38, 12
  br i1 %40, label %62, label %31, !llvm.loop !9

41:                                               ; preds = %31, %56
  %42 = phi i64 [ %36, %31 ], [ %59, %56 ]
  %43 = phi i32 [ 0, %31 ], [ %60, %56 ]
  %44 = zext i32 %43 to i64
  %45 = icmp eq i64 %32, %44
  %46 = icmp eq i32 %43, 0
  %47 = or i1 %45, %46
  br i1 %47, label %56, label %48

48:                                               ; preds = %41
  %49 = sub nsw i64 %42, %32
  %50 = add nsw i64 %49, -1
  %51 = getelementptr inbounds [78 x i16], ptr @tri, i64 0, i64 %50
  %52 = load i16, ptr %51, align 2, !tbaa !11
  %53 = getelementptr inbounds [78 x i16], ptr @tri, i64 0, i64 %49
  %54 = load i16, ptr %53, align 2, !tbaa !11
  %55 = add i16 %54, %52
  br label %56

56:                                               ; preds = %41, %48
  %57 = phi i16 [ %55, %48 ], [ 1, %41 ]
  %58 = getelementptr inbounds [78 x i16], ptr @tri, i64 0, i64 %42
  store i16 %57, ptr %58, align 2, !tbaa !11
  %59 = add nsw i64 %42, 1
  %60 = add nuw nsw i32 %43, 1
  %61 = icmp eq i32 %60, %33
  br i1 %61, label %37, label %41, !llvm.loop !13

62:                                               ; preds = %37, %102
  %63 = phi i64 [ %104, %102 ], [ 0, %37 ]
  %64 = phi i64 [ %107, %102 ], [ 1, %37 ]
  %65 = phi i32 [ %106, %102 ], [ 0, %37 ]
  %66 = zext i32 %65 to i64
  br label %109

67:                                               ; preds = %102
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %2, ptr noundef nonnull align 1 dereferenceable(13) @__const.main.word, i64 13, i1 false)
  call fastcc void @reverse(ptr noundef nonnull %2)
  %68 = call i32 @puts(ptr nonnull dereferenceable(1) %2)
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %3) #10
  store <4 x i32> <i32 0, i32 1, i32 10, i32 11>, ptr %3, align 16, !tbaa !14
  %69 = getelementptr inbounds [5 x [3 x [2 x i32]]], ptr %3, i64 0, i64 0, i64 2, i64 0
  store <4 x i32> <i32 20, i32 21, i32 100, i32 101>, ptr %69, align 16, !tbaa !14
  %70 = getelementptr inbounds [5 x [3 x [2 x i32]]], ptr %3, i64 0, i64 1, i64 1, i64 0
  store <4 x i32> <i32 110, i32 111, i32 120, i32 121>, ptr %70, align 16, !tbaa !14
  %71 = getelementptr inbounds [5 x [3 x [2 x i32]]], ptr %3, i64 0, i64 2, i64 0, i64 0
  store <4 x i32> <i32 200, i32 201, i32 210, i32 211>, ptr %71, align 16, !tbaa !14
  %72 = getelementptr inbounds [5 x [3 x [2 x i32]]], ptr %3, i64 0, i64 2, i64 2, i64 0
  store <4 x i32> <i32 220, i32 221, i32 300, i32 301>, ptr %72, align 16, !tbaa !14
  %73 = getelementptr inbounds [5 x [3 x [2 x i32]]], ptr %3, i64 0, i64 3, i64 1, i64 0
  store <4 x i32> <i32 310, i32 311, i32 320, i32 321>, ptr %73, align 16, !tbaa !14
  %74 = getelementptr inbounds [5 x [3 x [2 x i32]]], ptr %3, i64 0, i64 4, i64 0, i64 0
  store <4 x i32> <i32 400, i32 401, i32 410, i32 411>, ptr %74, align 16, !tbaa !14
  %75 = getelementptr inbounds [5 x [3 x [2 x i32]]], ptr %3, i64 0, i64 4, i64 2, i64 0
  store i32 420, ptr %75, align 16, !tbaa !14
  %76 = getelementptr inbounds [5 x [3 x [2 x i32]]], ptr %3, i64 0, i64 4, i64 2, i64 1
  store i32 421, ptr %76, align 4, !tbaa !14
  br label %77

77:                                               ; preds = %89, %67
  %78 = phi i64 [ 0, %67 ], [ %97, %89 ]
  %79 = phi <2 x i64> [ zeroinitializer, %67 ], [ %96, %89 ]
  %80 = phi <2 x i32> [ <i32 0, i32 1>, %67 ], [ %98, %89 ]
  %81 = getelementptr inbounds i32, ptr %3, i64 %78
  %82 = load <2 x i32>, ptr %81, align 16, !tbaa !14
  %83 = and <2 x i32> %80, <i32 3, i32 3>
  %84 = mul nsw <2 x i32> %82, %83
  %85 = sext <2 x i32> %84 to <2 x i64>
  %86 = add <2 x i64> %79, %85
  %87 = or i64 %78, 2
  %88 = icmp eq i64 %87, 30
  br i1 %88, label %99, label %89, !llvm.loop !16

89:                                               ; preds = %77
  %90 = add <2 x i32> %80, <i32 2, i32 2>
  %91 = getelementptr inbounds i32, ptr %3, i64 %87
  %92 = load <2 x i32>, ptr %91, align 8, !tbaa !14
  %93 = and <2 x i32> %90, <i32 3, i32 3>
  %94 = mul nsw <2 x i32> %92, %93
  %95 = sext <2 x i32> %94 to <2 x i64>
  %96 = add <2 x i64> %86, %95
  %97 = add nuw nsw i64 %78, 4
  %98 = add <2 x i32> %80, <i32 4, i32 4>
  br label %77

99:                                               ; preds = %77
  %100 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %86)
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %100, i32 noundef 321)
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #10
  ret i32 0

102:                                              ; preds = %109
  %103 = tail call i32 @putchar(i32 10)
  %104 = add nuw nsw i64 %63, 1
  %105 = trunc i64 %104 to i32
  %106 = add nuw nsw i32 %65, %105
  %107 = add nuw nsw i64 %64, 1
  %108 = icmp eq i64 %104, 12
  br i1 %108, label %67, label %62, !llvm.loop !19

109:                                              ; preds = %62, %109
  %110 = phi i64 [ 0, %62 ], [ %116, %109 ]
  %111 = add nuw nsw i64 %110, %66
  %112 = getelementptr inbounds [78 x i16], ptr @tri, i64 0, i64 %111
  %113 = load i16, ptr %112, align 2, !tbaa !11
  %114 = sext i16 %113 to i32
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %114)
  %116 = add nuw nsw i64 %110, 1
  %117 = icmp eq i64 %116, %64
  br i1 %117, label %102, label %109, !llvm.loop !20
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @fill_grid() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %30, %1 ]
  %3 = mul nuw nsw i64 %2, 7
  %4 = trunc i64 %3 to i32
  %5 = getelementptr inbounds [12 x i32], ptr @grid, i64 %2, i64 0
  %6 = trunc i64 %3 to i32
  %7 = add i32 %6, 13
  %8 = trunc i64 %3 to i32
  %9 = insertelement <2 x i32> undef, i32 %8, i64 0
  %10 = shufflevector <2 x i32> %9, <2 x i32> poison, <2 x i32> zeroinitializer
  %11 = add <2 x i32> %10, <i32 26, i32 39>
  %12 = insertelement <4 x i32> poison, i32 %4, i64 0
  %13 = insertelement <4 x i32> %12, i32 %7, i64 1
  %14 = shufflevector <2 x i32> %11, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 undef, i32 undef>
  %15 = shufflevector <4 x i32> %13, <4 x i32> %14, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %16 = urem <4 x i32> %15, <i32 17, i32 17, i32 17, i32 17>
  %17 = add nsw <4 x i32> %16, <i32 -8, i32 -8, i32 -8, i32 -8>
  store <4 x i32> %17, ptr %5, align 16, !tbaa !14
  %18 = getelementptr inbounds [12 x i32], ptr @grid, i64 %2, i64 4
  %19 = insertelement <4 x i64> poison, i64 %3, i64 0
  %20 = shufflevector <4 x i64> %19, <4 x i64> poison, <4 x i32> zeroinitializer
  %21 = trunc <4 x i64> %20 to <4 x i32>
  %22 = add <4 x i32> %21, <i32 52, i32 65, i32 78, i32 91>
  %23 = urem <4 x i32> %22, <i32 17, i32 17, i32 17, i32 17>
  %24 = add nsw <4 x i32> %23, <i32 -8, i32 -8, i32 -8, i32 -8>
  store <4 x i32> %24, ptr %18, align 16, !tbaa !14
  %25 = getelementptr inbounds [12 x i32], ptr @grid, i64 %2, i64 8
  %26 = trunc <4 x i64> %20 to <4 x i32>
  %27 = add <4 x i32> %26, <i32 104, i32 117, i32 130, i32 143>
  %28 = urem <4 x i32> %27, <i32 17, i32 17, i32 17, i32 17>
  %29 = add nsw <4 x i32> %28, <i32 -8, i32 -8, i32 -8, i32 -8>
  store <4 x i32> %29, ptr %25, align 16, !tbaa !14
  %30 = add nuw nsw i64 %2, 1
  %31 = icmp eq i64 %30, 12
  br i1 %31, label %32, label %1, !llvm.loop !21

32:                                               ; preds = %1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc i64 @trace_and_sum(ptr nocapture noundef writeonly %0) unnamed_addr #3 {
  br label %3

2:                                                ; preds = %3
  store i64 %19, ptr %0, align 8, !tbaa !5
  ret i64 %20

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %21, %3 ]
  %5 = phi i64 [ 0, %1 ], [ %19, %3 ]
  %6 = phi i64 [ 0, %1 ], [ %20, %3 ]
  %7 = getelementptr inbounds [12 x i32], ptr @grid, i64 %4, i64 %4
  %8 = load i32, ptr %7, align 4, !tbaa !14
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [12 x i32], ptr @grid, i64 %4, i64 0
  %11 = load <8 x i32>, ptr %10, align 16, !tbaa !14
  %12 = sext <8 x i32> %11 to <8 x i64>
  %13 = getelementptr inbounds [12 x i32], ptr @grid, i64 %4, i64 8
  %14 = load <4 x i32>, ptr %13, align 16, !tbaa !14
  %15 = sext <4 x i32> %14 to <4 x i64>
  %16 = tail call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %12)
  %17 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %15)
  %18 = add i64 %16, %17
  %19 = add i64 %18, %5
  %20 = add nsw i64 %6, %9
  %21 = add nuw nsw i64 %4, 1
  %22 = icmp eq i64 %21, 12
  br i1 %22, label %2, label %3, !llvm.loop !22
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @max_index(ptr nocapture noundef readonly %0) unnamed_addr #5 {
  %2 = getelementptr inbounds i32, ptr %0, i64 1
  %3 = load i32, ptr %2, align 4, !tbaa !14
  %4 = load i32, ptr %0, align 4, !tbaa !14
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = getelementptr inbounds i32, ptr %0, i64 2
  %8 = load i32, ptr %7, align 4, !tbaa !14
  %9 = zext i1 %5 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !14
  %12 = icmp sgt i32 %8, %11
  %13 = select i1 %12, i32 2, i32 %6
  %14 = getelementptr inbounds i32, ptr %0, i64 3
  %15 = load i32, ptr %14, align 4, !tbaa !14
  %16 = zext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !14
  %19 = icmp sgt i32 %15, %18
  %20 = select i1 %19, i32 3, i32 %13
  %21 = getelementptr inbounds i32, ptr %0, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !14
  %23 = zext i32 %20 to i64
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !14
  %26 = icmp sgt i32 %22, %25
  %27 = select i1 %26, i32 4, i32 %20
  %28 = getelementptr inbounds i32, ptr %0, i64 5
  %29 = load i32, ptr %28, align 4, !tbaa !14
  %30 = zext i32 %27 to i64
  %31 = getelementptr inbounds i32, ptr %0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !14
  %33 = icmp sgt i32 %29, %32
  %34 = select i1 %33, i32 5, i32 %27
  %35 = getelementptr inbounds i32, ptr %0, i64 6
  %36 = load i32, ptr %35, align 4, !tbaa !14
  %37 = zext i32 %34 to i64
  %38 = getelementptr inbounds i32, ptr %0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !14
  %40 = icmp sgt i32 %36, %39
  %41 = select i1 %40, i32 6, i32 %34
  %42 = getelementptr inbounds i32, ptr %0, i64 7
  %43 = load i32, ptr %42, align 4, !tbaa !14
  %44 = zext i32 %41 to i64
  %45 = getelementptr inbounds i32, ptr %0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !14
  %47 = icmp sgt i32 %43, %46
  %48 = select i1 %47, i32 7, i32 %41
  %49 = getelementptr inbounds i32, ptr %0, i64 8
  %50 = load i32, ptr %49, align 4, !tbaa !14
  %51 = zext i32 %48 to i64
  %52 = getelementptr inbounds i32, ptr %0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !14
  %54 = icmp sgt i32 %50, %53
  %55 = select i1 %54, i32 8, i32 %48
  %56 = getelementptr inbounds i32, ptr %0, i64 9
  %57 = load i32, ptr %56, align 4, !tbaa !14
  %58 = zext i32 %55 to i64
  %59 = getelementptr inbounds i32, ptr %0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !14
  %61 = icmp sgt i32 %57, %60
  %62 = select i1 %61, i32 9, i32 %55
  %63 = getelementptr inbounds i32, ptr %0, i64 10
  %64 = load i32, ptr %63, align 4, !tbaa !14
  %65 = zext i32 %62 to i64
  %66 = getelementptr inbounds i32, ptr %0, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !14
  %68 = icmp sgt i32 %64, %67
  %69 = select i1 %68, i32 10, i32 %62
  %70 = getelementptr inbounds i32, ptr %0, i64 11
  %71 = load i32, ptr %70, align 4, !tbaa !14
  %72 = zext i32 %69 to i64
  %73 = getelementptr inbounds i32, ptr %0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !14
  %75 = icmp sgt i32 %71, %74
  %76 = select i1 %75, i32 11, i32 %69
  ret i32 %76
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @reverse(ptr noundef %0) unnamed_addr #7 {
  %2 = getelementptr inbounds i8, ptr %0, i64 11
  br label %4

3:                                                ; preds = %4
  ret void

4:                                                ; preds = %1, %4
  %5 = phi ptr [ %0, %1 ], [ %9, %4 ]
  %6 = phi ptr [ %2, %1 ], [ %10, %4 ]
  %7 = load i8, ptr %5, align 1, !tbaa !23
  %8 = load i8, ptr %6, align 1, !tbaa !23
  store i8 %8, ptr %5, align 1, !tbaa !23
  store i8 %7, ptr %6, align 1, !tbaa !23
  %9 = getelementptr inbounds i8, ptr %5, i64 1
  %10 = getelementptr inbounds i8, ptr %6, i64 -1
  %11 = icmp ult ptr %9, %10
  br i1 %11, label %4, label %3, !llvm.loop !24
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !10, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = !{!7, !7, i64 0}
!24 = distinct !{!24, !10}
