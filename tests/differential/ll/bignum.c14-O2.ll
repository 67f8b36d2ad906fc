; ModuleID = 'tests/differential/src/bignum.c'
source_filename = "tests/differential/src/bignum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Big = type { i32, [200 x i32] }

@main.f = internal global %struct.Big zeroinitializer, align 4
@main.p = internal global %struct.Big zeroinitializer, align 4
@main.fa = internal unnamed_addr global %struct.Big zeroinitializer, align 4
@main.fb = internal unnamed_addr global %struct.Big zeroinitializer, align 4
@main.fc = internal unnamed_addr global %struct.Big zeroinitializer, align 4
@.str = private unnamed_addr constant [5 x i8] c"100!\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"2^256\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"fib(300)\00", align 1
@__const.main.b = private unnamed_addr constant [3 x i32] [i32 305419896, i32 -1698898192, i32 1], align 4
@.str.3 = private unnamed_addr constant [7 x i8] c"mul32:\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c" %08x\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"%s = %u\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i32], align 16
  %2 = alloca [3 x i32], align 4
  %3 = alloca [7 x i32], align 16
  store i32 1, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.f, i64 0, i32 0), align 4, !tbaa !5
  store i32 1, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.f, i64 0, i32 1, i64 0), align 4, !tbaa !10
  br label %25

4:                                                ; preds = %25
  %5 = load i32, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.f, i64 0, i32 0), align 4, !tbaa !5
  %6 = add nsw i32 %5, -1
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds %struct.Big, %struct.Big* @main.f, i64 0, i32 1, i64 %7
  %9 = load i32, i32* %8, align 4, !tbaa !10
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i32 noundef %9) #8
  %11 = load i32, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.f, i64 0, i32 0), align 4, !tbaa !5
  %12 = icmp sgt i32 %11, 1
  br i1 %12, label %13, label %23

13:                                               ; preds = %4
  %14 = add nsw i32 %11, -2
  %15 = zext i32 %14 to i64
  br label %16

16:                                               ; preds = %16, %13
  %17 = phi i64 [ %15, %13 ], [ %21, %16 ]
  %18 = getelementptr inbounds %struct.Big, %struct.Big* @main.f, i64 0, i32 1, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !10
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i32 noundef %19) #8
  %21 = add nsw i64 %17, -1
  %22 = icmp eq i64 %17, 0
  br i1 %22, label %23, label %16, !llvm.loop !11

23:                                               ; preds = %16, %4
  %24 = tail call i32 @putchar(i32 10) #8
  store i32 1, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.p, i64 0, i32 0), align 4, !tbaa !5
  store i32 1, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.p, i64 0, i32 1, i64 0), align 4, !tbaa !10
  br label %50

25:                                               ; preds = %0, %25
  %26 = phi i32 [ 2, %0 ], [ %27, %25 ]
  tail call fastcc void @big_mul_small(%struct.Big* noundef nonnull @main.f, i32 noundef %26)
  %27 = add nuw nsw i32 %26, 1
  %28 = icmp eq i32 %27, 101
  br i1 %28, label %4, label %25, !llvm.loop !13

29:                                               ; preds = %50
  %30 = load i32, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.p, i64 0, i32 0), align 4, !tbaa !5
  %31 = add nsw i32 %30, -1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds %struct.Big, %struct.Big* @main.p, i64 0, i32 1, i64 %32
  %34 = load i32, i32* %33, align 4, !tbaa !10
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %34) #8
  %36 = load i32, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.p, i64 0, i32 0), align 4, !tbaa !5
  %37 = icmp sgt i32 %36, 1
  br i1 %37, label %38, label %48

38:                                               ; preds = %29
  %39 = add nsw i32 %36, -2
  %40 = zext i32 %39 to i64
  br label %41

41:                                               ; preds = %41, %38
  %42 = phi i64 [ %40, %38 ], [ %46, %41 ]
  %43 = getelementptr inbounds %struct.Big, %struct.Big* @main.p, i64 0, i32 1, i64 %42
  %44 = load i32, i32* %43, align 4, !tbaa !10
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i32 noundef %44) #8
  %46 = add nsw i64 %42, -1
  %47 = icmp eq i64 %42, 0
  br i1 %47, label %48, label %41, !llvm.loop !11

48:                                               ; preds = %41, %29
  %49 = tail call i32 @putchar(i32 10) #8
  store i32 1, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.fa, i64 0, i32 0), align 4, !tbaa !5
  store i32 0, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.fa, i64 0, i32 1, i64 0), align 4, !tbaa !10
  store i32 1, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.fb, i64 0, i32 0), align 4, !tbaa !5
  store i32 1, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.fb, i64 0, i32 1, i64 0), align 4, !tbaa !10
  br label %86

50:                                               ; preds = %23, %50
  %51 = phi i32 [ 0, %23 ], [ %52, %50 ]
  tail call fastcc void @big_mul_small(%struct.Big* noundef nonnull @main.p, i32 noundef 2)
  %52 = add nuw nsw i32 %51, 1
  %53 = icmp eq i32 %52, 256
  br i1 %53, label %29, label %50, !llvm.loop !14

54:                                               ; preds = %86
  %55 = load i32, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.fa, i64 0, i32 0), align 4, !tbaa !5
  %56 = add nsw i32 %55, -1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds %struct.Big, %struct.Big* @main.fa, i64 0, i32 1, i64 %57
  %59 = load i32, i32* %58, align 4, !tbaa !10
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef %59) #8
  %61 = load i32, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.fa, i64 0, i32 0), align 4, !tbaa !5
  %62 = icmp sgt i32 %61, 1
  br i1 %62, label %63, label %73

63:                                               ; preds = %54
  %64 = add nsw i32 %61, -2
  %65 = zext i32 %64 to i64
  br label %66

66:                                               ; preds = %66, %63
  %67 = phi i64 [ %65, %63 ], [ %71, %66 ]
  %68 = getelementptr inbounds %struct.Big, %struct.Big* @main.fa, i64 0, i32 1, i64 %67
  %69 = load i32, i32* %68, align 4, !tbaa !10
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i32 noundef %69) #8
  %71 = add nsw i64 %67, -1
  %72 = icmp eq i64 %67, 0
  br i1 %72, label %73, label %66, !llvm.loop !11

73:                                               ; preds = %66, %54
  %74 = tail call i32 @putchar(i32 10) #8
  %75 = bitcast [4 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %75) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %75, i8 -1, i64 16, i1 false)
  %76 = bitcast [3 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %76) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %76, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.main.b to i8*), i64 12, i1 false)
  %77 = bitcast [7 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %77) #8
  %78 = getelementptr inbounds [7 x i32], [7 x i32]* %3, i64 0, i64 0
  %79 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 0
  %80 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 0
  %81 = call fastcc i32 @mul32(i32* noundef nonnull %78, i32* noundef nonnull %79, i32* noundef nonnull %80)
  %82 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0))
  %83 = icmp sgt i32 %81, 0
  br i1 %83, label %84, label %90

84:                                               ; preds = %73
  %85 = zext i32 %81 to i64
  br label %92

86:                                               ; preds = %48, %86
  %87 = phi i32 [ 0, %48 ], [ %88, %86 ]
  tail call fastcc void @big_add()
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(804) bitcast (%struct.Big* @main.fa to i8*), i8* noundef nonnull align 4 dereferenceable(804) bitcast (%struct.Big* @main.fb to i8*), i64 804, i1 false), !tbaa.struct !15
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(804) bitcast (%struct.Big* @main.fb to i8*), i8* noundef nonnull align 4 dereferenceable(804) bitcast (%struct.Big* @main.fc to i8*), i64 804, i1 false), !tbaa.struct !15
  %88 = add nuw nsw i32 %87, 1
  %89 = icmp eq i32 %88, 300
  br i1 %89, label %54, label %86, !llvm.loop !17

90:                                               ; preds = %92, %73
  %91 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %77) #8
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %76) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %75) #8
  ret i32 0

92:                                               ; preds = %84, %92
  %93 = phi i64 [ %85, %84 ], [ %94, %92 ]
  %94 = add nsw i64 %93, -1
  %95 = and i64 %94, 4294967295
  %96 = getelementptr inbounds [7 x i32], [7 x i32]* %3, i64 0, i64 %95
  %97 = load i32, i32* %96, align 4, !tbaa !10
  %98 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i32 noundef %97)
  %99 = icmp ugt i64 %93, 1
  br i1 %99, label %92, label %90, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @big_mul_small(%struct.Big* nocapture noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0
  %4 = load i32, i32* %3, align 4, !tbaa !5
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %38

6:                                                ; preds = %2
  %7 = zext i32 %1 to i64
  %8 = zext i32 %4 to i64
  br label %18

9:                                                ; preds = %18
  %10 = icmp ult i64 %25, 1000000000
  br i1 %10, label %38, label %11

11:                                               ; preds = %9
  %12 = urem i64 %28, 1000000000
  %13 = trunc i64 %12 to i32
  %14 = add nsw i32 %4, 1
  store i32 %14, i32* %3, align 4, !tbaa !5
  %15 = sext i32 %4 to i64
  %16 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1, i64 %15
  store i32 %13, i32* %16, align 4, !tbaa !10
  %17 = icmp ult i64 %25, 1000000000000000000
  br i1 %17, label %38, label %31, !llvm.loop !19

18:                                               ; preds = %6, %18
  %19 = phi i64 [ 0, %6 ], [ %29, %18 ]
  %20 = phi i64 [ 0, %6 ], [ %28, %18 ]
  %21 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1, i64 %19
  %22 = load i32, i32* %21, align 4, !tbaa !10
  %23 = zext i32 %22 to i64
  %24 = mul nuw i64 %23, %7
  %25 = add i64 %24, %20
  %26 = urem i64 %25, 1000000000
  %27 = trunc i64 %26 to i32
  store i32 %27, i32* %21, align 4, !tbaa !10
  %28 = udiv i64 %25, 1000000000
  %29 = add nuw nsw i64 %19, 1
  %30 = icmp eq i64 %29, %8
  br i1 %30, label %9, label %18, !llvm.loop !20

31:                                               ; preds = %11
  %32 = udiv i64 %25, 1000000000000000000
  %33 = load i32, i32* %3, align 4, !tbaa !5
  %34 = trunc i64 %32 to i32
  %35 = add nsw i32 %33, 1
  store i32 %35, i32* %3, align 4, !tbaa !5
  %36 = sext i32 %33 to i64
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1, i64 %36
  store i32 %34, i32* %37, align 4, !tbaa !10
  br label %38

38:                                               ; preds = %11, %31, %2, %9
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @big_add() unnamed_addr #2 {
  %1 = load i32, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.fa, i64 0, i32 0), align 4, !tbaa !5
  %2 = load i32, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.fb, i64 0, i32 0), align 4, !tbaa !5
  %3 = icmp sgt i32 %1, %2
  %4 = select i1 %3, i32 %1, i32 %2
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %0
  store i32 %4, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.fc, i64 0, i32 0), align 4, !tbaa !5
  br label %40

7:                                                ; preds = %0
  %8 = sext i32 %1 to i64
  %9 = sext i32 %2 to i64
  %10 = zext i32 %4 to i64
  br label %12

11:                                               ; preds = %25
  store i32 %4, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.fc, i64 0, i32 0), align 4, !tbaa !5
  br i1 %29, label %36, label %40

12:                                               ; preds = %7, %25
  %13 = phi i64 [ 0, %7 ], [ %34, %25 ]
  %14 = phi i32 [ 0, %7 ], [ %30, %25 ]
  %15 = icmp slt i64 %13, %8
  br i1 %15, label %16, label %19

16:                                               ; preds = %12
  %17 = getelementptr inbounds %struct.Big, %struct.Big* @main.fa, i64 0, i32 1, i64 %13
  %18 = load i32, i32* %17, align 4, !tbaa !10
  br label %19

19:                                               ; preds = %12, %16
  %20 = phi i32 [ %18, %16 ], [ 0, %12 ]
  %21 = icmp slt i64 %13, %9
  br i1 %21, label %22, label %25

22:                                               ; preds = %19
  %23 = getelementptr inbounds %struct.Big, %struct.Big* @main.fb, i64 0, i32 1, i64 %13
  %24 = load i32, i32* %23, align 4, !tbaa !10
  br label %25

25:                                               ; preds = %19, %22
  %26 = phi i32 [ %24, %22 ], [ 0, %19 ]
  %27 = add i32 %20, %14
  %28 = add i32 %27, %26
  %29 = icmp ugt i32 %28, 999999999
  %30 = zext i1 %29 to i32
  %31 = add i32 %28, -1000000000
  %32 = select i1 %29, i32 %31, i32 %28
  %33 = getelementptr inbounds %struct.Big, %struct.Big* @main.fc, i64 0, i32 1, i64 %13
  store i32 %32, i32* %33, align 4, !tbaa !10
  %34 = add nuw nsw i64 %13, 1
  %35 = icmp eq i64 %34, %10
  br i1 %35, label %11, label %12, !llvm.loop !21

36:                                               ; preds = %11
  %37 = add nsw i32 %4, 1
  store i32 %37, i32* getelementptr inbounds (%struct.Big, %struct.Big* @main.fc, i64 0, i32 0), align 4, !tbaa !5
  %38 = sext i32 %4 to i64
  %39 = getelementptr inbounds %struct.Big, %struct.Big* @main.fc, i64 0, i32 1, i64 %38
  store i32 1, i32* %39, align 4, !tbaa !10
  br label %40

40:                                               ; preds = %6, %36, %11
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc i32 @mul32(i32* nocapture noundef %0, i32* nocapture noundef readonly %1, i32* nocapture noundef readonly %2) unnamed_addr #4 {
  %4 = bitcast i32* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(28) %4, i8 0, i64 28, i1 false)
  %5 = load i32, i32* %1, align 4, !tbaa !10
  %6 = zext i32 %5 to i64
  %7 = load i32, i32* %2, align 4, !tbaa !10
  %8 = zext i32 %7 to i64
  %9 = mul nuw i64 %8, %6
  %10 = trunc i64 %9 to i32
  store i32 %10, i32* %0, align 4, !tbaa !10
  %11 = lshr i64 %9, 32
  %12 = load i32, i32* %1, align 4, !tbaa !10
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, i32* %2, i64 1
  %15 = load i32, i32* %14, align 4, !tbaa !10
  %16 = zext i32 %15 to i64
  %17 = mul nuw i64 %16, %13
  %18 = getelementptr inbounds i32, i32* %0, i64 1
  %19 = add nuw i64 %11, %17
  %20 = trunc i64 %19 to i32
  store i32 %20, i32* %18, align 4, !tbaa !10
  %21 = lshr i64 %19, 32
  %22 = load i32, i32* %1, align 4, !tbaa !10
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, i32* %2, i64 2
  %25 = load i32, i32* %24, align 4, !tbaa !10
  %26 = zext i32 %25 to i64
  %27 = mul nuw i64 %26, %23
  %28 = getelementptr inbounds i32, i32* %0, i64 2
  %29 = add nuw i64 %21, %27
  %30 = trunc i64 %29 to i32
  store i32 %30, i32* %28, align 4, !tbaa !10
  %31 = lshr i64 %29, 32
  %32 = trunc i64 %31 to i32
  %33 = getelementptr inbounds i32, i32* %0, i64 3
  store i32 %32, i32* %33, align 4, !tbaa !10
  %34 = getelementptr inbounds i32, i32* %1, i64 1
  %35 = load i32, i32* %34, align 4, !tbaa !10
  %36 = zext i32 %35 to i64
  %37 = load i32, i32* %2, align 4, !tbaa !10
  %38 = zext i32 %37 to i64
  %39 = mul nuw i64 %38, %36
  %40 = and i64 %19, 4294967295
  %41 = add nuw i64 %40, %39
  %42 = trunc i64 %41 to i32
  store i32 %42, i32* %18, align 4, !tbaa !10
  %43 = lshr i64 %41, 32
  %44 = load i32, i32* %34, align 4, !tbaa !10
  %45 = zext i32 %44 to i64
  %46 = load i32, i32* %14, align 4, !tbaa !10
  %47 = zext i32 %46 to i64
  %48 = mul nuw i64 %47, %45
  %49 = and i64 %29, 4294967295
  %50 = add nuw nsw i64 %43, %49
  %51 = add nuw i64 %50, %48
  %52 = trunc i64 %51 to i32
  store i32 %52, i32* %28, align 4, !tbaa !10
  %53 = lshr i64 %51, 32
  %54 = load i32, i32* %34, align 4, !tbaa !10
  %55 = zext i32 %54 to i64
  %56 = load i32, i32* %24, align 4, !tbaa !10
  %57 = zext i32 %56 to i64
  %58 = mul nuw i64 %57, %55
  %59 = add nuw nsw i64 %53, %31
  %60 = add nuw i64 %59, %58
  %61 = trunc i64 %60 to i32
  store i32 %61, i32* %33, align 4, !tbaa !10
  %62 = lshr i64 %60, 32
  %63 = trunc i64 %62 to i32
  %64 = getelementptr inbounds i32, i32* %0, i64 4
  store i32 %63, i32* %64, align 4, !tbaa !10
  %65 = getelementptr inbounds i32, i32* %1, i64 2
  %66 = load i32, i32* %65, align 4, !tbaa !10
  %67 = zext i32 %66 to i64
  %68 = load i32, i32* %2, align 4, !tbaa !10
  %69 = zext i32 %68 to i64
  %70 = mul nuw i64 %69, %67
  %71 = and i64 %51, 4294967295
  %72 = add nuw i64 %71, %70
  %73 = trunc i64 %72 to i32
  store i32 %73, i32* %28, align 4, !tbaa !10
  %74 = lshr i64 %72, 32
  %75 = load i32, i32* %65, align 4, !tbaa !10
  %76 = zext i32 %75 to i64
  %77 = load i32, i32* %14, align 4, !tbaa !10
  %78 = zext i32 %77 to i64
  %79 = mul nuw i64 %78, %76
  %80 = and i64 %60, 4294967295
  %81 = add nuw nsw i64 %74, %80
  %82 = add nuw i64 %81, %79
  %83 = trunc i64 %82 to i32
  store i32 %83, i32* %33, align 4, !tbaa !10
  %84 = lshr i64 %82, 32
  %85 = load i32, i32* %65, align 4, !tbaa !10
  %86 = zext i32 %85 to i64
  %87 = load i32, i32* %24, align 4, !tbaa !10
  %88 = zext i32 %87 to i64
  %89 = mul nuw i64 %88, %86
  %90 = add nuw nsw i64 %84, %62
  %91 = add nuw i64 %90, %89
  %92 = trunc i64 %91 to i32
  store i32 %92, i32* %64, align 4, !tbaa !10
  %93 = lshr i64 %91, 32
  %94 = trunc i64 %93 to i32
  %95 = getelementptr inbounds i32, i32* %0, i64 5
  store i32 %94, i32* %95, align 4, !tbaa !10
  %96 = getelementptr inbounds i32, i32* %1, i64 3
  %97 = load i32, i32* %96, align 4, !tbaa !10
  %98 = zext i32 %97 to i64
  %99 = load i32, i32* %2, align 4, !tbaa !10
  %100 = zext i32 %99 to i64
  %101 = mul nuw i64 %100, %98
  %102 = and i64 %82, 4294967295
  %103 = add nuw i64 %102, %101
  %104 = trunc i64 %103 to i32
  store i32 %104, i32* %33, align 4, !tbaa !10
  %105 = lshr i64 %103, 32
  %106 = load i32, i32* %96, align 4, !tbaa !10
  %107 = zext i32 %106 to i64
  %108 = load i32, i32* %14, align 4, !tbaa !10
  %109 = zext i32 %108 to i64
  %110 = mul nuw i64 %109, %107
  %111 = and i64 %91, 4294967295
  %112 = add nuw nsw i64 %105, %111
  %113 = add nuw i64 %112, %110
  %114 = trunc i64 %113 to i32
  store i32 %114, i32* %64, align 4, !tbaa !10
  %115 = lshr i64 %113, 32
  %116 = load i32, i32* %96, align 4, !tbaa !10
  %117 = zext i32 %116 to i64
  %118 = load i32, i32* %24, align 4, !tbaa !10
  %119 = zext i32 %118 to i64
  %120 = mul nuw i64 %119, %117
  %121 = add nuw nsw i64 %115, %93
  %122 = add nuw i64 %121, %120
  %123 = trunc i64 %122 to i32
  store i32 %123, i32* %95, align 4, !tbaa !10
  %124 = lshr i64 %122, 32
  %125 = trunc i64 %124 to i32
  %126 = getelementptr inbounds i32, i32* %0, i64 6
  store i32 %125, i32* %126, align 4, !tbaa !10
  %127 = icmp eq i32 %125, 0
  br i1 %127, label %128, label %140, !llvm.loop !22

128:                                              ; preds = %3
  %129 = icmp eq i32 %123, 0
  br i1 %129, label %130, label %140, !llvm.loop !22

130:                                              ; preds = %128
  %131 = icmp eq i32 %114, 0
  br i1 %131, label %132, label %140, !llvm.loop !22

132:                                              ; preds = %130
  %133 = icmp eq i32 %104, 0
  br i1 %133, label %134, label %140, !llvm.loop !22

134:                                              ; preds = %132
  %135 = icmp eq i32 %73, 0
  br i1 %135, label %136, label %140, !llvm.loop !22

136:                                              ; preds = %134
  %137 = load i32, i32* %18, align 4, !tbaa !10
  %138 = icmp eq i32 %137, 0
  %139 = select i1 %138, i32 1, i32 2
  br label %140, !llvm.loop !22

140:                                              ; preds = %136, %134, %132, %130, %128, %3
  %141 = phi i32 [ 7, %3 ], [ 6, %128 ], [ 5, %130 ], [ 4, %132 ], [ 3, %134 ], [ %139, %136 ]
  ret i32 %141
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Big", !7, i64 0, !8, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!7, !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = !{i64 0, i64 4, !10, i64 4, i64 800, !16}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
