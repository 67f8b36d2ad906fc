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
@__const.main.a = private unnamed_addr constant [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], align 16
@__const.main.b = private unnamed_addr constant [3 x i32] [i32 305419896, i32 -1698898192, i32 1], align 4
@.str.3 = private unnamed_addr constant [7 x i8] c"mul32:\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c" %08x\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"%s = %u\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x i32], align 16
  store i32 1, ptr @main.f, align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (%struct.Big, ptr @main.f, i64 0, i32 1), align 4, !tbaa !10
  br label %23

2:                                                ; preds = %23
  %3 = load i32, ptr @main.f, align 4, !tbaa !5
  %4 = add nsw i32 %3, -1
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds %struct.Big, ptr @main.f, i64 0, i32 1, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !10
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %7)
  %9 = load i32, ptr @main.f, align 4, !tbaa !5
  %10 = icmp sgt i32 %9, 1
  br i1 %10, label %11, label %21

11:                                               ; preds = %2
  %12 = add nsw i32 %9, -2
  %13 = zext i32 %12 to i64
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i64 [ %13, %11 ], [ %19, %14 ]
  %16 = getelementptr inbounds %struct.Big, ptr @main.f, i64 0, i32 1, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !10
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %17)
  %19 = add nsw i64 %15, -1
  %20 = icmp eq i64 %15, 0
  br i1 %20, label %21, label %14, !llvm.loop !11

21:                                               ; preds = %14, %2
  %22 = tail call i32 @putchar(i32 10)
  store i32 1, ptr @main.p, align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (%struct.Big, ptr @main.p, i64 0, i32 1), align 4, !tbaa !10
  br label %48

23:                                               ; preds = %0, %23
  %24 = phi i32 [ 2, %0 ], [ %25, %23 ]
  tail call fastcc void @big_mul_small(ptr noundef nonnull @main.f, i32 noundef %24)
  %25 = add nuw nsw i32 %24, 1
  %26 = icmp eq i32 %25, 101
  br i1 %26, label %2, label %23, !llvm.loop !13

27:                                               ; preds = %48
  %28 = load i32, ptr @main.p, align 4, !tbaa !5
  %29 = add nsw i32 %28, -1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds %struct.Big, ptr @main.p, i64 0, i32 1, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !10
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %32)
  %34 = load i32, ptr @main.p, align 4, !tbaa !5
  %35 = icmp sgt i32 %34, 1
  br i1 %35, label %36, label %46

36:                                               ; preds = %27
  %37 = add nsw i32 %34, -2
  %38 = zext i32 %37 to i64
  br label %39

39:                                               ; preds = %39, %36
  %40 = phi i64 [ %38, %36 ], [ %44, %39 ]
  %41 = getelementptr inbounds %struct.Big, ptr @main.p, i64 0, i32 1, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !10
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %42)
  %44 = add nsw i64 %40, -1
  %45 = icmp eq i64 %40, 0
  br i1 %45, label %46, label %39, !llvm.loop !11

46:                                               ; preds = %39, %27
  %47 = tail call i32 @putchar(i32 10)
  store i32 1, ptr @main.fa, align 4, !tbaa !5
  store i32 0, ptr getelementptr inbounds (%struct.Big, ptr @main.fa, i64 0, i32 1), align 4, !tbaa !10
  store i32 1, ptr @main.fb, align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (%struct.Big, ptr @main.fb, i64 0, i32 1), align 4, !tbaa !10
  br label %78

48:                                               ; preds = %21, %48
  %49 = phi i32 [ 0, %21 ], [ %50, %48 ]
  tail call fastcc void @big_mul_small(ptr noundef nonnull @main.p, i32 noundef 2)
  %50 = add nuw nsw i32 %49, 1
  %51 = icmp eq i32 %50, 256
  br i1 %51, label %27, label %48, !llvm.loop !14

52:                                               ; preds = %78
  %53 = load i32, ptr @main.fa, align 4, !tbaa !5
  %54 = add nsw i32 %53, -1
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds %struct.Big, ptr @main.fa, i64 0, i32 1, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !10
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %57)
  %59 = load i32, ptr @main.fa, align 4, !tbaa !5
  %60 = icmp sgt i32 %59, 1
  br i1 %60, label %61, label %71

61:                                               ; preds = %52
  %62 = add nsw i32 %59, -2
  %63 = zext i32 %62 to i64
  br label %64

64:                                               ; preds = %64, %61
  %65 = phi i64 [ %63, %61 ], [ %69, %64 ]
  %66 = getelementptr inbounds %struct.Big, ptr @main.fa, i64 0, i32 1, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !10
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %67)
  %69 = add nsw i64 %65, -1
  %70 = icmp eq i64 %65, 0
  br i1 %70, label %71, label %64, !llvm.loop !11

71:                                               ; preds = %64, %52
  %72 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #10
  %73 = call fastcc i32 @mul32(ptr noundef nonnull %1, ptr noundef nonnull @__const.main.a, ptr noundef nonnull @__const.main.b)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  %75 = icmp sgt i32 %73, 0
  br i1 %75, label %76, label %82

76:                                               ; preds = %71
  %77 = zext i32 %73 to i64
  br label %84

78:                                               ; preds = %46, %78
  %79 = phi i32 [ 0, %46 ], [ %80, %78 ]
  tail call fastcc void @big_add()
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.fa, ptr noundef nonnull align 4 dereferenceable(804) @main.fb, i64 804, i1 false), !tbaa.struct !15
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.fb, ptr noundef nonnull align 4 dereferenceable(804) @main.fc, i64 804, i1 false), !tbaa.struct !15
  %80 = add nuw nsw i32 %79, 1
  %81 = icmp eq i32 %80, 300
  br i1 %81, label %52, label %78, !llvm.loop !17

82:                                               ; preds = %84, %71
  %83 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #10
  ret i32 0

84:                                               ; preds = %76, %84
  %85 = phi i64 [ %77, %76 ], [ %86, %84 ]
  %86 = add nsw i64 %85, -1
  %87 = and i64 %86, 4294967295
  %88 = getelementptr inbounds [7 x i32], ptr %1, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !10
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %89)
  %91 = icmp ugt i64 %85, 1
  br i1 %91, label %84, label %82, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @big_mul_small(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = load i32, ptr %0, align 4, !tbaa !5
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %33

5:                                                ; preds = %2
  %6 = zext i32 %1 to i64
  %7 = zext i32 %3 to i64
  br label %10

8:                                                ; preds = %10
  %9 = icmp ult i64 %17, 1000000000
  br i1 %9, label %33, label %23

10:                                               ; preds = %5, %10
  %11 = phi i64 [ 0, %5 ], [ %21, %10 ]
  %12 = phi i64 [ 0, %5 ], [ %20, %10 ]
  %13 = getelementptr inbounds %struct.Big, ptr %0, i64 0, i32 1, i64 %11
  %14 = load i32, ptr %13, align 4, !tbaa !10
  %15 = zext i32 %14 to i64
  %16 = mul nuw i64 %15, %6
  %17 = add i64 %16, %12
  %18 = urem i64 %17, 1000000000
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %13, align 4, !tbaa !10
  %20 = udiv i64 %17, 1000000000
  %21 = add nuw nsw i64 %11, 1
  %22 = icmp eq i64 %21, %7
  br i1 %22, label %8, label %10, !llvm.loop !19

23:                                               ; preds = %8, %23
  %24 = phi i64 [ %31, %23 ], [ %20, %8 ]
  %25 = urem i64 %24, 1000000000
  %26 = trunc i64 %25 to i32
  %27 = load i32, ptr %0, align 4, !tbaa !5
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %0, align 4, !tbaa !5
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds %struct.Big, ptr %0, i64 0, i32 1, i64 %29
  store i32 %26, ptr %30, align 4, !tbaa !10
  %31 = udiv i64 %24, 1000000000
  %32 = icmp ult i64 %24, 1000000000
  br i1 %32, label %33, label %23, !llvm.loop !20

33:                                               ; preds = %23, %2, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @big_add() unnamed_addr #3 {
  %1 = load i32, ptr @main.fa, align 4, !tbaa !5
  %2 = load i32, ptr @main.fb, align 4, !tbaa !5
  %3 = tail call i32 @llvm.smax.i32(i32 %1, i32 %2)
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %0
  store i32 %3, ptr @main.fc, align 4, !tbaa !5
  br label %39

6:                                                ; preds = %0
  %7 = sext i32 %1 to i64
  %8 = sext i32 %2 to i64
  %9 = zext i32 %3 to i64
  br label %11

10:                                               ; preds = %24
  store i32 %3, ptr @main.fc, align 4, !tbaa !5
  br i1 %28, label %35, label %39

11:                                               ; preds = %6, %24
  %12 = phi i64 [ 0, %6 ], [ %33, %24 ]
  %13 = phi i32 [ 0, %6 ], [ %29, %24 ]
  %14 = icmp slt i64 %12, %7
  br i1 %14, label %15, label %18

15:                                               ; preds = %11
  %16 = getelementptr inbounds %struct.Big, ptr @main.fa, i64 0, i32 1, i64 %12
  %17 = load i32, ptr %16, align 4, !tbaa !10
  br label %18

18:                                               ; preds = %11, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %11 ]
  %20 = icmp slt i64 %12, %8
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = getelementptr inbounds %struct.Big, ptr @main.fb, i64 0, i32 1, i64 %12
  %23 = load i32, ptr %22, align 4, !tbaa !10
  br label %24

24:                                               ; preds = %18, %21
  %25 = phi i32 [ %23, %21 ], [ 0, %18 ]
  %26 = add i32 %19, %13
  %27 = add i32 %26, %25
  %28 = icmp ugt i32 %27, 999999999
  %29 = zext i1 %28 to i32
  %30 = add i32 %27, -1000000000
  %31 = select i1 %28, i32 %30, i32 %27
  %32 = getelementptr inbounds %struct.Big, ptr @main.fc, i64 0, i32 1, i64 %12
  store i32 %31, ptr %32, align 4, !tbaa !10
  %33 = add nuw nsw i64 %12, 1
  %34 = icmp eq i64 %33, %9
  br i1 %34, label %10, label %11, !llvm.loop !21

35:                                               ; preds = %10
  %36 = add nsw i32 %3, 1
  store i32 %36, ptr @main.fc, align 4, !tbaa !5
  %37 = sext i32 %3 to i64
  %38 = getelementptr inbounds %struct.Big, ptr @main.fc, i64 0, i32 1, i64 %37
  store i32 1, ptr %38, align 4, !tbaa !10
  br label %39

39:                                               ; preds = %5, %35, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i32 @mul32(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #5 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %0, i8 0, i64 28, i1 false)
  %4 = load i32, ptr %1, align 4, !tbaa !10
  %5 = zext i32 %4 to i64
  %6 = load i32, ptr %2, align 4, !tbaa !10
  %7 = zext i32 %6 to i64
  %8 = mul nuw i64 %7, %5
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr %0, align 4, !tbaa !10
  %10 = lshr i64 %8, 32
  %11 = load i32, ptr %1, align 4, !tbaa !10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %2, i64 1
  %14 = load i32, ptr %13, align 4, !tbaa !10
  %15 = zext i32 %14 to i64
  %16 = mul nuw i64 %15, %12
  %17 = getelementptr inbounds i32, ptr %0, i64 1
  %18 = add nuw i64 %10, %16
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %17, align 4, !tbaa !10
  %20 = lshr i64 %18, 32
  %21 = load i32, ptr %1, align 4, !tbaa !10
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %2, i64 2
  %24 = load i32, ptr %23, align 4, !tbaa !10
  %25 = zext i32 %24 to i64
  %26 = mul nuw i64 %25, %22
  %27 = getelementptr inbounds i32, ptr %0, i64 2
  %28 = add nuw i64 %20, %26
  %29 = trunc i64 %28 to i32
  store i32 %29, ptr %27, align 4, !tbaa !10
  %30 = lshr i64 %28, 32
  %31 = trunc i64 %30 to i32
  %32 = getelementptr inbounds i32, ptr %0, i64 3
  store i32 %31, ptr %32, align 4, !tbaa !10
  %33 = getelementptr inbounds i32, ptr %1, i64 1
  %34 = load i32, ptr %33, align 4, !tbaa !10
  %35 = zext i32 %34 to i64
  %36 = load i32, ptr %2, align 4, !tbaa !10
  %37 = zext i32 %36 to i64
  %38 = mul nuw i64 %37, %35
  %39 = and i64 %18, 4294967295
  %40 = add nuw i64 %39, %38
  %41 = trunc i64 %40 to i32
  store i32 %41, ptr %17, align 4, !tbaa !10
  %42 = lshr i64 %40, 32
  %43 = load i32, ptr %33, align 4, !tbaa !10
  %44 = zext i32 %43 to i64
  %45 = load i32, ptr %13, align 4, !tbaa !10
  %46 = zext i32 %45 to i64
  %47 = mul nuw i64 %46, %44
  %48 = and i64 %28, 4294967295
  %49 = add nuw nsw i64 %42, %48
  %50 = add nuw i64 %49, %47
  %51 = trunc i64 %50 to i32
  store i32 %51, ptr %27, align 4, !tbaa !10
  %52 = lshr i64 %50, 32
  %53 = load i32, ptr %33, align 4, !tbaa !10
  %54 = zext i32 %53 to i64
  %55 = load i32, ptr %23, align 4, !tbaa !10
  %56 = zext i32 %55 to i64
  %57 = mul nuw i64 %56, %54
  %58 = add nuw nsw i64 %52, %30
  %59 = add nuw i64 %58, %57
  %60 = trunc i64 %59 to i32
  store i32 %60, ptr %32, align 4, !tbaa !10
  %61 = lshr i64 %59, 32
  %62 = trunc i64 %61 to i32
  %63 = getelementptr inbounds i32, ptr %0, i64 4
  store i32 %62, ptr %63, align 4, !tbaa !10
  %64 = getelementptr inbounds i32, ptr %1, i64 2
  %65 = load i32, ptr %64, align 4, !tbaa !10
  %66 = zext i32 %65 to i64
  %67 = load i32, ptr %2, align 4, !tbaa !10
  %68 = zext i32 %67 to i64
  %69 = mul nuw i64 %68, %66
  %70 = and i64 %50, 4294967295
  %71 = add nuw i64 %70, %69
  %72 = trunc i64 %71 to i32
  store i32 %72, ptr %27, align 4, !tbaa !10
  %73 = lshr i64 %71, 32
  %74 = load i32, ptr %64, align 4, !tbaa !10
  %75 = zext i32 %74 to i64
  %76 = load i32, ptr %13, align 4, !tbaa !10
  %77 = zext i32 %76 to i64
  %78 = mul nuw i64 %77, %75
  %79 = and i64 %59, 4294967295
  %80 = add nuw nsw i64 %73, %79
  %81 = add nuw i64 %80, %78
  %82 = trunc i64 %81 to i32
  store i32 %82, ptr %32, align 4, !tbaa !10
  %83 = lshr i64 %81, 32
  %84 = load i32, ptr %64, align 4, !tbaa !10
  %85 = zext i32 %84 to i64
  %86 = load i32, ptr %23, align 4, !tbaa !10
  %87 = zext i32 %86 to i64
  %88 = mul nuw i64 %87, %85
  %89 = add nuw nsw i64 %83, %61
  %90 = add nuw i64 %89, %88
  %91 = trunc i64 %90 to i32
  store i32 %91, ptr %63, align 4, !tbaa !10
  %92 = lshr i64 %90, 32
  %93 = trunc i64 %92 to i32
  %94 = getelementptr inbounds i32, ptr %0, i64 5
  store i32 %93, ptr %94, align 4, !tbaa !10
  %95 = getelementptr inbounds i32, ptr %1, i64 3
  %96 = load i32, ptr %95, align 4, !tbaa !10
  %97 = zext i32 %96 to i64
  %98 = load i32, ptr %2, align 4, !tbaa !10
  %99 = zext i32 %98 to i64
  %100 = mul nuw i64 %99, %97
  %101 = and i64 %81, 4294967295
  %102 = add nuw i64 %101, %100
  %103 = trunc i64 %102 to i32
  store i32 %103, ptr %32, align 4, !tbaa !10
  %104 = lshr i64 %102, 32
  %105 = load i32, ptr %95, align 4, !tbaa !10
  %106 = zext i32 %105 to i64
  %107 = load i32, ptr %13, align 4, !tbaa !10
  %108 = zext i32 %107 to i64
  %109 = mul nuw i64 %108, %106
  %110 = and i64 %90, 4294967295
  %111 = add nuw nsw i64 %104, %110
  %112 = add nuw i64 %111, %109
  %113 = trunc i64 %112 to i32
  store i32 %113, ptr %63, align 4, !tbaa !10
  %114 = lshr i64 %112, 32
  %115 = load i32, ptr %95, align 4, !tbaa !10
  %116 = zext i32 %115 to i64
  %117 = load i32, ptr %23, align 4, !tbaa !10
  %118 = zext i32 %117 to i64
  %119 = mul nuw i64 %118, %116
  %120 = add nuw nsw i64 %114, %92
  %121 = add nuw i64 %120, %119
  %122 = trunc i64 %121 to i32
  store i32 %122, ptr %94, align 4, !tbaa !10
  %123 = lshr i64 %121, 32
  %124 = trunc i64 %123 to i32
  %125 = getelementptr inbounds i32, ptr %0, i64 6
  store i32 %124, ptr %125, align 4, !tbaa !10
  %126 = icmp eq i32 %124, 0
  br i1 %126, label %127, label %139, !llvm.loop !22

127:                                              ; preds = %3
  %128 = icmp eq i32 %122, 0
  br i1 %128, label %129, label %139, !llvm.loop !22

129:                                              ; preds = %127
  %130 = icmp eq i32 %113, 0
  br i1 %130, label %131, label %139, !llvm.loop !22

131:                                              ; preds = %129
  %132 = icmp eq i32 %103, 0
  br i1 %132, label %133, label %139, !llvm.loop !22

133:                                              ; preds = %131
  %134 = icmp eq i32 %72, 0
  br i1 %134, label %135, label %139, !llvm.loop !22

135:                                              ; preds = %133
  %136 = load i32, ptr %17, align 4, !tbaa !10
  %137 = icmp eq i32 %136, 0
  %138 = select i1 %137, i32 1, i32 2
  br label %139, !llvm.loop !22

139:                                              ; preds = %135, %133, %131, %129, %127, %3
  %140 = phi i32 [ 7, %3 ], [ 6, %127 ], [ 5, %129 ], [ 4, %131 ], [ 3, %133 ], [ %138, %135 ]
  ret i32 %140
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
