; ModuleID = 'tests/differential/src/loop_idioms.c'
source_filename = "tests/differential/src/loop_idioms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vn = internal global i32 1000, align 4
@main.a = internal unnamed_addr global [1000 x i32] zeroinitializer, align 16
@main.u = internal unnamed_addr global [1000 x i32] zeroinitializer, align 16
@main.d = internal unnamed_addr global [1000 x double] zeroinitializer, align 16
@main.s = internal unnamed_addr global [1000 x i16] zeroinitializer, align 16
@.str = private unnamed_addr constant [17 x i8] c"strided %d: %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"countdown %d xor %08x find %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"invariant %ld fp %.6f min %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"triangle %ld while_shift %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i32, i32* @vn, align 4, !tbaa !5
  %2 = icmp sgt i32 %1, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %0
  %4 = zext i32 %1 to i64
  br label %25

5:                                                ; preds = %25, %0
  %6 = tail call fastcc i64 @strided(i32 noundef %1, i32 noundef 1)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef 1, i64 noundef %6)
  %8 = tail call fastcc i64 @strided(i32 noundef %1, i32 noundef 4)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef 4, i64 noundef %8)
  %10 = tail call fastcc i64 @strided(i32 noundef %1, i32 noundef 7)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef 7, i64 noundef %10)
  %12 = tail call fastcc i32 @countdown(i32 noundef %1)
  %13 = tail call fastcc i32 @xor_reduce(i32 noundef %1)
  %14 = tail call fastcc i32 @find_first(i32 noundef %1, i32 noundef 17)
  %15 = tail call fastcc i32 @find_first(i32 noundef %1, i32 noundef 1000)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.1, i64 0, i64 0), i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15)
  %17 = tail call fastcc i64 @invariant(i32 noundef %1)
  %18 = tail call fastcc double @fp_reduce(i32 noundef %1)
  %19 = tail call fastcc i32 @min_reduce(i32 noundef %1)
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.2, i64 0, i64 0), i64 noundef %17, double noundef %18, i32 noundef %19)
  %21 = sdiv i32 %1, 5
  %22 = tail call fastcc i64 @triangle(i32 noundef %21)
  %23 = tail call fastcc i32 @while_shift()
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), i64 noundef %22, i32 noundef %23)
  ret i32 0

25:                                               ; preds = %3, %25
  %26 = phi i64 [ 0, %3 ], [ %43, %25 ]
  %27 = trunc i64 %26 to i32
  %28 = mul nsw i32 %27, 37
  %29 = urem i32 %28, 101
  %30 = add nsw i32 %29, -50
  %31 = getelementptr inbounds [1000 x i32], [1000 x i32]* @main.a, i64 0, i64 %26
  store i32 %30, i32* %31, align 4, !tbaa !5
  %32 = mul i32 %27, -1640531535
  %33 = getelementptr inbounds [1000 x i32], [1000 x i32]* @main.u, i64 0, i64 %26
  store i32 %32, i32* %33, align 4, !tbaa !5
  %34 = urem i32 %27, 13
  %35 = sitofp i32 %34 to double
  %36 = fmul double %35, 2.500000e-01
  %37 = getelementptr inbounds [1000 x double], [1000 x double]* @main.d, i64 0, i64 %26
  store double %36, double* %37, align 8, !tbaa !9
  %38 = mul nsw i32 %27, 7919
  %39 = urem i32 %38, 30011
  %40 = trunc i32 %39 to i16
  %41 = add nsw i16 %40, -15000
  %42 = getelementptr inbounds [1000 x i16], [1000 x i16]* @main.s, i64 0, i64 %26
  store i16 %41, i16* %42, align 2, !tbaa !11
  %43 = add nuw nsw i64 %26, 1
  %44 = icmp eq i64 %43, %4
  br i1 %44, label %5, label %25, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @strided(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = sext i32 %1 to i64
  %6 = zext i32 %0 to i64
  br label %9

7:                                                ; preds = %9, %2
  %8 = phi i64 [ 0, %2 ], [ %16, %9 ]
  ret i64 %8

9:                                                ; preds = %4, %9
  %10 = phi i64 [ 0, %4 ], [ %17, %9 ]
  %11 = phi i64 [ 0, %4 ], [ %16, %9 ]
  %12 = getelementptr inbounds [1000 x i32], [1000 x i32]* @main.a, i64 0, i64 %10
  %13 = load i32, i32* %12, align 4, !tbaa !5
  %14 = sext i32 %13 to i64
  %15 = mul nsw i64 %10, %14
  %16 = add nsw i64 %15, %11
  %17 = add i64 %10, %5
  %18 = icmp slt i64 %17, %6
  br i1 %18, label %9, label %7, !llvm.loop !15
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i32 @countdown(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %64

3:                                                ; preds = %1
  %4 = add i32 %0, 2
  %5 = call i32 @llvm.umin.i32(i32 %0, i32 3)
  %6 = sub i32 %4, %5
  %7 = udiv i32 %6, 3
  %8 = add nuw nsw i32 %7, 1
  %9 = icmp ult i32 %6, 21
  br i1 %9, label %61, label %10

10:                                               ; preds = %3
  %11 = and i32 %8, 2147483640
  %12 = mul i32 %11, -3
  %13 = add i32 %12, %0
  %14 = insertelement <4 x i32> poison, i32 %0, i64 0
  %15 = shufflevector <4 x i32> %14, <4 x i32> poison, <4 x i32> zeroinitializer
  %16 = add <4 x i32> %15, <i32 0, i32 -3, i32 -6, i32 -9>
  %17 = add nsw i32 %11, -8
  %18 = lshr exact i32 %17, 3
  %19 = add nuw nsw i32 %18, 1
  %20 = and i32 %19, 1
  %21 = icmp eq i32 %17, 0
  br i1 %21, label %42, label %22

22:                                               ; preds = %10
  %23 = and i32 %19, 1073741822
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi <4 x i32> [ %16, %22 ], [ %39, %24 ]
  %26 = phi <4 x i32> [ zeroinitializer, %22 ], [ %37, %24 ]
  %27 = phi <4 x i32> [ zeroinitializer, %22 ], [ %38, %24 ]
  %28 = phi i32 [ 0, %22 ], [ %40, %24 ]
  %29 = add <4 x i32> %25, <i32 4, i32 4, i32 4, i32 4>
  %30 = and <4 x i32> %25, <i32 5, i32 5, i32 5, i32 5>
  %31 = and <4 x i32> %29, <i32 5, i32 5, i32 5, i32 5>
  %32 = add <4 x i32> %30, %26
  %33 = add <4 x i32> %31, %27
  %34 = add <4 x i32> %25, <i32 4, i32 4, i32 4, i32 4>
  %35 = and <4 x i32> %25, <i32 5, i32 5, i32 5, i32 5>
  %36 = and <4 x i32> %34, <i32 5, i32 5, i32 5, i32 5>
  %37 = add <4 x i32> %35, %32
  %38 = add <4 x i32> %36, %33
  %39 = add <4 x i32> %25, <i32 -48, i32 -48, i32 -48, i32 -48>
  %40 = add i32 %28, 2
  %41 = icmp eq i32 %40, %23
  br i1 %41, label %42, label %24, !llvm.loop !16

42:                                               ; preds = %24, %10
  %43 = phi <4 x i32> [ undef, %10 ], [ %37, %24 ]
  %44 = phi <4 x i32> [ undef, %10 ], [ %38, %24 ]
  %45 = phi <4 x i32> [ %16, %10 ], [ %39, %24 ]
  %46 = phi <4 x i32> [ zeroinitializer, %10 ], [ %37, %24 ]
  %47 = phi <4 x i32> [ zeroinitializer, %10 ], [ %38, %24 ]
  %48 = icmp eq i32 %20, 0
  br i1 %48, label %55, label %49

49:                                               ; preds = %42
  %50 = add <4 x i32> %45, <i32 4, i32 4, i32 4, i32 4>
  %51 = and <4 x i32> %45, <i32 5, i32 5, i32 5, i32 5>
  %52 = and <4 x i32> %50, <i32 5, i32 5, i32 5, i32 5>
  %53 = add <4 x i32> %51, %46
  %54 = add <4 x i32> %52, %47
  br label %55

55:                                               ; preds = %42, %49
  %56 = phi <4 x i32> [ %43, %42 ], [ %53, %49 ]
  %57 = phi <4 x i32> [ %44, %42 ], [ %54, %49 ]
  %58 = add <4 x i32> %57, %56
  %59 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %58)
  %60 = icmp eq i32 %8, %11
  br i1 %60, label %64, label %61

61:                                               ; preds = %3, %55
  %62 = phi i32 [ %0, %3 ], [ %13, %55 ]
  %63 = phi i32 [ 0, %3 ], [ %59, %55 ]
  br label %66

64:                                               ; preds = %66, %55, %1
  %65 = phi i32 [ 0, %1 ], [ %59, %55 ], [ %70, %66 ]
  ret i32 %65

66:                                               ; preds = %61, %66
  %67 = phi i32 [ %71, %66 ], [ %62, %61 ]
  %68 = phi i32 [ %70, %66 ], [ %63, %61 ]
  %69 = and i32 %67, 5
  %70 = add nuw nsw i32 %69, %68
  %71 = add nsw i32 %67, -3
  %72 = icmp ugt i32 %67, 3
  br i1 %72, label %66, label %64, !llvm.loop !18
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @xor_reduce(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %78

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %75, label %6

6:                                                ; preds = %3
  %7 = and i64 %4, 4294967288
  %8 = add nsw i64 %7, -8
  %9 = lshr exact i64 %8, 3
  %10 = add nuw nsw i64 %9, 1
  %11 = and i64 %10, 1
  %12 = icmp eq i64 %8, 0
  br i1 %12, label %49, label %13

13:                                               ; preds = %6
  %14 = and i64 %10, 4611686018427387902
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %45, %15 ]
  %17 = phi <4 x i32> [ zeroinitializer, %13 ], [ %43, %15 ]
  %18 = phi <4 x i32> [ zeroinitializer, %13 ], [ %44, %15 ]
  %19 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %13 ], [ %46, %15 ]
  %20 = phi i64 [ 0, %13 ], [ %47, %15 ]
  %21 = add <4 x i32> %19, <i32 4, i32 4, i32 4, i32 4>
  %22 = getelementptr inbounds [1000 x i32], [1000 x i32]* @main.u, i64 0, i64 %16
  %23 = bitcast i32* %22 to <4 x i32>*
  %24 = load <4 x i32>, <4 x i32>* %23, align 16, !tbaa !5
  %25 = getelementptr inbounds i32, i32* %22, i64 4
  %26 = bitcast i32* %25 to <4 x i32>*
  %27 = load <4 x i32>, <4 x i32>* %26, align 16, !tbaa !5
  %28 = add <4 x i32> %24, %19
  %29 = add <4 x i32> %27, %21
  %30 = xor <4 x i32> %28, %17
  %31 = xor <4 x i32> %29, %18
  %32 = or i64 %16, 8
  %33 = add <4 x i32> %19, <i32 8, i32 8, i32 8, i32 8>
  %34 = add <4 x i32> %19, <i32 12, i32 12, i32 12, i32 12>
  %35 = getelementptr inbounds [1000 x i32], [1000 x i32]* @main.u, i64 0, i64 %32
  %36 = bitcast i32* %35 to <4 x i32>*
  %37 = load <4 x i32>, <4 x i32>* %36, align 16, !tbaa !5
  %38 = getelementptr inbounds i32, i32* %35, i64 4
  %39 = bitcast i32* %38 to <4 x i32>*
  %40 = load <4 x i32>, <4 x i32>* %39, align 16, !tbaa !5
  %41 = add <4 x i32> %37, %33
  %42 = add <4 x i32> %40, %34
  %43 = xor <4 x i32> %41, %30
  %44 = xor <4 x i32> %42, %31
  %45 = add nuw i64 %16, 16
  %46 = add <4 x i32> %19, <i32 16, i32 16, i32 16, i32 16>
  %47 = add i64 %20, 2
  %48 = icmp eq i64 %47, %14
  br i1 %48, label %49, label %15, !llvm.loop !20

49:                                               ; preds = %15, %6
  %50 = phi <4 x i32> [ undef, %6 ], [ %43, %15 ]
  %51 = phi <4 x i32> [ undef, %6 ], [ %44, %15 ]
  %52 = phi i64 [ 0, %6 ], [ %45, %15 ]
  %53 = phi <4 x i32> [ zeroinitializer, %6 ], [ %43, %15 ]
  %54 = phi <4 x i32> [ zeroinitializer, %6 ], [ %44, %15 ]
  %55 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %6 ], [ %46, %15 ]
  %56 = icmp eq i64 %11, 0
  br i1 %56, label %69, label %57

57:                                               ; preds = %49
  %58 = add <4 x i32> %55, <i32 4, i32 4, i32 4, i32 4>
  %59 = getelementptr inbounds [1000 x i32], [1000 x i32]* @main.u, i64 0, i64 %52
  %60 = bitcast i32* %59 to <4 x i32>*
  %61 = load <4 x i32>, <4 x i32>* %60, align 16, !tbaa !5
  %62 = getelementptr inbounds i32, i32* %59, i64 4
  %63 = bitcast i32* %62 to <4 x i32>*
  %64 = load <4 x i32>, <4 x i32>* %63, align 16, !tbaa !5
  %65 = add <4 x i32> %61, %55
  %66 = add <4 x i32> %64, %58
  %67 = xor <4 x i32> %65, %53
  %68 = xor <4 x i32> %66, %54
  br label %69

69:                                               ; preds = %49, %57
  %70 = phi <4 x i32> [ %50, %49 ], [ %67, %57 ]
  %71 = phi <4 x i32> [ %51, %49 ], [ %68, %57 ]
  %72 = xor <4 x i32> %71, %70
  %73 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %72)
  %74 = icmp eq i64 %7, %4
  br i1 %74, label %78, label %75

75:                                               ; preds = %3, %69
  %76 = phi i64 [ 0, %3 ], [ %7, %69 ]
  %77 = phi i32 [ 0, %3 ], [ %73, %69 ]
  br label %80

78:                                               ; preds = %80, %69, %1
  %79 = phi i32 [ 0, %1 ], [ %73, %69 ], [ %87, %80 ]
  ret i32 %79

80:                                               ; preds = %75, %80
  %81 = phi i64 [ %88, %80 ], [ %76, %75 ]
  %82 = phi i32 [ %87, %80 ], [ %77, %75 ]
  %83 = getelementptr inbounds [1000 x i32], [1000 x i32]* @main.u, i64 0, i64 %81
  %84 = load i32, i32* %83, align 4, !tbaa !5
  %85 = trunc i64 %81 to i32
  %86 = add i32 %84, %85
  %87 = xor i32 %86, %82
  %88 = add nuw nsw i64 %81, 1
  %89 = icmp eq i64 %88, %4
  br i1 %89, label %78, label %80, !llvm.loop !21
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @find_first(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %16

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %6

6:                                                ; preds = %4, %11
  %7 = phi i64 [ 0, %4 ], [ %12, %11 ]
  %8 = getelementptr inbounds [1000 x i32], [1000 x i32]* @main.a, i64 0, i64 %7
  %9 = load i32, i32* %8, align 4, !tbaa !5
  %10 = icmp eq i32 %9, %1
  br i1 %10, label %14, label %11

11:                                               ; preds = %6
  %12 = add nuw nsw i64 %7, 1
  %13 = icmp eq i64 %12, %5
  br i1 %13, label %16, label %6, !llvm.loop !22

14:                                               ; preds = %6
  %15 = trunc i64 %7 to i32
  br label %16

16:                                               ; preds = %11, %14, %2
  %17 = phi i32 [ -1, %2 ], [ %15, %14 ], [ -1, %11 ]
  ret i32 %17
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @invariant(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %83

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = icmp ult i32 %0, 4
  br i1 %5, label %80, label %6

6:                                                ; preds = %3
  %7 = and i64 %4, 4294967292
  %8 = add nsw i64 %7, -4
  %9 = lshr exact i64 %8, 2
  %10 = add nuw nsw i64 %9, 1
  %11 = and i64 %10, 1
  %12 = icmp eq i64 %8, 0
  br i1 %12, label %52, label %13

13:                                               ; preds = %6
  %14 = and i64 %10, 9223372036854775806
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %49, %15 ]
  %17 = phi <2 x i64> [ zeroinitializer, %13 ], [ %47, %15 ]
  %18 = phi <2 x i64> [ zeroinitializer, %13 ], [ %48, %15 ]
  %19 = phi i64 [ 0, %13 ], [ %50, %15 ]
  %20 = getelementptr inbounds [1000 x i32], [1000 x i32]* @main.a, i64 0, i64 %16
  %21 = bitcast i32* %20 to <2 x i32>*
  %22 = load <2 x i32>, <2 x i32>* %21, align 16, !tbaa !5
  %23 = getelementptr inbounds i32, i32* %20, i64 2
  %24 = bitcast i32* %23 to <2 x i32>*
  %25 = load <2 x i32>, <2 x i32>* %24, align 8, !tbaa !5
  %26 = mul nsw <2 x i32> %22, <i32 66, i32 66>
  %27 = mul nsw <2 x i32> %25, <i32 66, i32 66>
  %28 = add nsw <2 x i32> %26, <i32 14, i32 14>
  %29 = add nsw <2 x i32> %27, <i32 14, i32 14>
  %30 = sext <2 x i32> %28 to <2 x i64>
  %31 = sext <2 x i32> %29 to <2 x i64>
  %32 = add <2 x i64> %17, %30
  %33 = add <2 x i64> %18, %31
  %34 = or i64 %16, 4
  %35 = getelementptr inbounds [1000 x i32], [1000 x i32]* @main.a, i64 0, i64 %34
  %36 = bitcast i32* %35 to <2 x i32>*
  %37 = load <2 x i32>, <2 x i32>* %36, align 16, !tbaa !5
  %38 = getelementptr inbounds i32, i32* %35, i64 2
  %39 = bitcast i32* %38 to <2 x i32>*
  %40 = load <2 x i32>, <2 x i32>* %39, align 8, !tbaa !5
  %41 = mul nsw <2 x i32> %37, <i32 66, i32 66>
  %42 = mul nsw <2 x i32> %40, <i32 66, i32 66>
  %43 = add nsw <2 x i32> %41, <i32 14, i32 14>
  %44 = add nsw <2 x i32> %42, <i32 14, i32 14>
  %45 = sext <2 x i32> %43 to <2 x i64>
  %46 = sext <2 x i32> %44 to <2 x i64>
  %47 = add <2 x i64> %32, %45
  %48 = add <2 x i64> %33, %46
  %49 = add nuw i64 %16, 8
  %50 = add i64 %19, 2
  %51 = icmp eq i64 %50, %14
  br i1 %51, label %52, label %15, !llvm.loop !23

52:                                               ; preds = %15, %6
  %53 = phi <2 x i64> [ undef, %6 ], [ %47, %15 ]
  %54 = phi <2 x i64> [ undef, %6 ], [ %48, %15 ]
  %55 = phi i64 [ 0, %6 ], [ %49, %15 ]
  %56 = phi <2 x i64> [ zeroinitializer, %6 ], [ %47, %15 ]
  %57 = phi <2 x i64> [ zeroinitializer, %6 ], [ %48, %15 ]
  %58 = icmp eq i64 %11, 0
  br i1 %58, label %74, label %59

59:                                               ; preds = %52
  %60 = getelementptr inbounds [1000 x i32], [1000 x i32]* @main.a, i64 0, i64 %55
  %61 = bitcast i32* %60 to <2 x i32>*
  %62 = load <2 x i32>, <2 x i32>* %61, align 16, !tbaa !5
  %63 = getelementptr inbounds i32, i32* %60, i64 2
  %64 = bitcast i32* %63 to <2 x i32>*
  %65 = load <2 x i32>, <2 x i32>* %64, align 8, !tbaa !5
  %66 = mul nsw <2 x i32> %62, <i32 66, i32 66>
  %67 = mul nsw <2 x i32> %65, <i32 66, i32 66>
  %68 = add nsw <2 x i32> %66, <i32 14, i32 14>
  %69 = add nsw <2 x i32> %67, <i32 14, i32 14>
  %70 = sext <2 x i32> %68 to <2 x i64>
  %71 = sext <2 x i32> %69 to <2 x i64>
  %72 = add <2 x i64> %56, %70
  %73 = add <2 x i64> %57, %71
  br label %74

74:                                               ; preds = %52, %59
  %75 = phi <2 x i64> [ %53, %52 ], [ %72, %59 ]
  %76 = phi <2 x i64> [ %54, %52 ], [ %73, %59 ]
  %77 = add <2 x i64> %76, %75
  %78 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %77)
  %79 = icmp eq i64 %7, %4
  br i1 %79, label %83, label %80

80:                                               ; preds = %3, %74
  %81 = phi i64 [ 0, %3 ], [ %7, %74 ]
  %82 = phi i64 [ 0, %3 ], [ %78, %74 ]
  br label %85

83:                                               ; preds = %85, %74, %1
  %84 = phi i64 [ 0, %1 ], [ %78, %74 ], [ %93, %85 ]
  ret i64 %84

85:                                               ; preds = %80, %85
  %86 = phi i64 [ %94, %85 ], [ %81, %80 ]
  %87 = phi i64 [ %93, %85 ], [ %82, %80 ]
  %88 = getelementptr inbounds [1000 x i32], [1000 x i32]* @main.a, i64 0, i64 %86
  %89 = load i32, i32* %88, align 4, !tbaa !5
  %90 = mul nsw i32 %89, 66
  %91 = add nsw i32 %90, 14
  %92 = sext i32 %91 to i64
  %93 = add nsw i64 %87, %92
  %94 = add nuw nsw i64 %86, 1
  %95 = icmp eq i64 %94, %4
  br i1 %95, label %83, label %85, !llvm.loop !24
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @fp_reduce(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %26

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = and i64 %4, 1
  %6 = icmp eq i32 %0, 1
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = and i64 %4, 4294967294
  br label %28

9:                                                ; preds = %28, %3
  %10 = phi double [ undef, %3 ], [ %41, %28 ]
  %11 = phi double [ undef, %3 ], [ %43, %28 ]
  %12 = phi i64 [ 0, %3 ], [ %44, %28 ]
  %13 = phi double [ 0.000000e+00, %3 ], [ %41, %28 ]
  %14 = phi double [ 1.000000e+00, %3 ], [ %43, %28 ]
  %15 = icmp eq i64 %5, 0
  br i1 %15, label %22, label %16

16:                                               ; preds = %9
  %17 = getelementptr inbounds [1000 x double], [1000 x double]* @main.d, i64 0, i64 %12
  %18 = load double, double* %17, align 8, !tbaa !9
  %19 = fadd double %13, %18
  %20 = tail call double @llvm.fmuladd.f64(double %18, double 1.000000e-03, double 1.000000e+00)
  %21 = fmul double %14, %20
  br label %22

22:                                               ; preds = %9, %16
  %23 = phi double [ %10, %9 ], [ %19, %16 ]
  %24 = phi double [ %11, %9 ], [ %21, %16 ]
  %25 = fadd double %24, %23
  br label %26

26:                                               ; preds = %22, %1
  %27 = phi double [ %25, %22 ], [ 1.000000e+00, %1 ]
  ret double %27

28:                                               ; preds = %28, %7
  %29 = phi i64 [ 0, %7 ], [ %44, %28 ]
  %30 = phi double [ 0.000000e+00, %7 ], [ %41, %28 ]
  %31 = phi double [ 1.000000e+00, %7 ], [ %43, %28 ]
  %32 = phi i64 [ 0, %7 ], [ %45, %28 ]
  %33 = getelementptr inbounds [1000 x double], [1000 x double]* @main.d, i64 0, i64 %29
  %34 = load double, double* %33, align 16, !tbaa !9
  %35 = fadd double %30, %34
  %36 = tail call double @llvm.fmuladd.f64(double %34, double 1.000000e-03, double 1.000000e+00)
  %37 = fmul double %31, %36
  %38 = or i64 %29, 1
  %39 = getelementptr inbounds [1000 x double], [1000 x double]* @main.d, i64 0, i64 %38
  %40 = load double, double* %39, align 8, !tbaa !9
  %41 = fadd double %35, %40
  %42 = tail call double @llvm.fmuladd.f64(double %40, double 1.000000e-03, double 1.000000e+00)
  %43 = fmul double %37, %42
  %44 = add nuw nsw i64 %29, 2
  %45 = add i64 %32, 2
  %46 = icmp eq i64 %45, %8
  br i1 %46, label %9, label %28, !llvm.loop !25
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @min_reduce(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %78

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %75, label %6

6:                                                ; preds = %3
  %7 = and i64 %4, 4294967288
  %8 = add nsw i64 %7, -8
  %9 = lshr exact i64 %8, 3
  %10 = add nuw nsw i64 %9, 1
  %11 = and i64 %10, 1
  %12 = icmp eq i64 %8, 0
  br i1 %12, label %48, label %13

13:                                               ; preds = %6
  %14 = and i64 %10, 4611686018427387902
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %45, %15 ]
  %17 = phi <4 x i32> [ <i32 32767, i32 32767, i32 32767, i32 32767>, %13 ], [ %43, %15 ]
  %18 = phi <4 x i32> [ <i32 32767, i32 32767, i32 32767, i32 32767>, %13 ], [ %44, %15 ]
  %19 = phi i64 [ 0, %13 ], [ %46, %15 ]
  %20 = getelementptr inbounds [1000 x i16], [1000 x i16]* @main.s, i64 0, i64 %16
  %21 = bitcast i16* %20 to <4 x i16>*
  %22 = load <4 x i16>, <4 x i16>* %21, align 16, !tbaa !11
  %23 = getelementptr inbounds i16, i16* %20, i64 4
  %24 = bitcast i16* %23 to <4 x i16>*
  %25 = load <4 x i16>, <4 x i16>* %24, align 8, !tbaa !11
  %26 = sext <4 x i16> %22 to <4 x i32>
  %27 = sext <4 x i16> %25 to <4 x i32>
  %28 = icmp sgt <4 x i32> %17, %26
  %29 = icmp sgt <4 x i32> %18, %27
  %30 = select <4 x i1> %28, <4 x i32> %26, <4 x i32> %17
  %31 = select <4 x i1> %29, <4 x i32> %27, <4 x i32> %18
  %32 = or i64 %16, 8
  %33 = getelementptr inbounds [1000 x i16], [1000 x i16]* @main.s, i64 0, i64 %32
  %34 = bitcast i16* %33 to <4 x i16>*
  %35 = load <4 x i16>, <4 x i16>* %34, align 16, !tbaa !11
  %36 = getelementptr inbounds i16, i16* %33, i64 4
  %37 = bitcast i16* %36 to <4 x i16>*
  %38 = load <4 x i16>, <4 x i16>* %37, align 8, !tbaa !11
  %39 = sext <4 x i16> %35 to <4 x i32>
  %40 = sext <4 x i16> %38 to <4 x i32>
  %41 = icmp sgt <4 x i32> %30, %39
  %42 = icmp sgt <4 x i32> %31, %40
  %43 = select <4 x i1> %41, <4 x i32> %39, <4 x i32> %30
  %44 = select <4 x i1> %42, <4 x i32> %40, <4 x i32> %31
  %45 = add nuw i64 %16, 16
  %46 = add i64 %19, 2
  %47 = icmp eq i64 %46, %14
  br i1 %47, label %48, label %15, !llvm.loop !26

48:                                               ; preds = %15, %6
  %49 = phi <4 x i32> [ undef, %6 ], [ %43, %15 ]
  %50 = phi <4 x i32> [ undef, %6 ], [ %44, %15 ]
  %51 = phi i64 [ 0, %6 ], [ %45, %15 ]
  %52 = phi <4 x i32> [ <i32 32767, i32 32767, i32 32767, i32 32767>, %6 ], [ %43, %15 ]
  %53 = phi <4 x i32> [ <i32 32767, i32 32767, i32 32767, i32 32767>, %6 ], [ %44, %15 ]
  %54 = icmp eq i64 %11, 0
  br i1 %54, label %68, label %55

55:                                               ; preds = %48
  %56 = getelementptr inbounds [1000 x i16], [1000 x i16]* @main.s, i64 0, i64 %51
  %57 = bitcast i16* %56 to <4 x i16>*
  %58 = load <4 x i16>, <4 x i16>* %57, align 16, !tbaa !11
  %59 = getelementptr inbounds i16, i16* %56, i64 4
  %60 = bitcast i16* %59 to <4 x i16>*
  %61 = load <4 x i16>, <4 x i16>* %60, align 8, !tbaa !11
  %62 = sext <4 x i16> %58 to <4 x i32>
  %63 = sext <4 x i16> %61 to <4 x i32>
  %64 = icmp sgt <4 x i32> %52, %62
  %65 = icmp sgt <4 x i32> %53, %63
  %66 = select <4 x i1> %64, <4 x i32> %62, <4 x i32> %52
  %67 = select <4 x i1> %65, <4 x i32> %63, <4 x i32> %53
  br label %68

68:                                               ; preds = %48, %55
  %69 = phi <4 x i32> [ %49, %48 ], [ %66, %55 ]
  %70 = phi <4 x i32> [ %50, %48 ], [ %67, %55 ]
  %71 = icmp slt <4 x i32> %69, %70
  %72 = select <4 x i1> %71, <4 x i32> %69, <4 x i32> %70
  %73 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %72)
  %74 = icmp eq i64 %7, %4
  br i1 %74, label %78, label %75

75:                                               ; preds = %3, %68
  %76 = phi i64 [ 0, %3 ], [ %7, %68 ]
  %77 = phi i32 [ 32767, %3 ], [ %73, %68 ]
  br label %80

78:                                               ; preds = %80, %68, %1
  %79 = phi i32 [ 32767, %1 ], [ %73, %68 ], [ %87, %80 ]
  ret i32 %79

80:                                               ; preds = %75, %80
  %81 = phi i64 [ %88, %80 ], [ %76, %75 ]
  %82 = phi i32 [ %87, %80 ], [ %77, %75 ]
  %83 = getelementptr inbounds [1000 x i16], [1000 x i16]* @main.s, i64 0, i64 %81
  %84 = load i16, i16* %83, align 2, !tbaa !11
  %85 = sext i16 %84 to i32
  %86 = icmp sgt i32 %82, %85
  %87 = select i1 %86, i32 %85, i32 %82
  %88 = add nuw nsw i64 %81, 1
  %89 = icmp eq i64 %88, %4
  br i1 %89, label %78, label %80, !llvm.loop !27
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i64 @triangle(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %76

3:                                                ; preds = %1, %78
  %4 = phi i32 [ %81, %78 ], [ 1, %1 ]
  %5 = phi i32 [ %80, %78 ], [ 0, %1 ]
  %6 = phi i64 [ %79, %78 ], [ 0, %1 ]
  %7 = add nsw i32 %5, -3
  %8 = lshr i32 %7, 2
  %9 = add nuw nsw i32 %8, 1
  %10 = add nuw i32 %5, 1
  %11 = icmp ult i32 %5, 3
  br i1 %11, label %73, label %12

12:                                               ; preds = %3
  %13 = and i32 %10, -4
  %14 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %6, i64 0
  %15 = insertelement <2 x i32> poison, i32 %5, i64 0
  %16 = shufflevector <2 x i32> %15, <2 x i32> poison, <2 x i32> zeroinitializer
  %17 = insertelement <2 x i32> poison, i32 %5, i64 0
  %18 = shufflevector <2 x i32> %17, <2 x i32> poison, <2 x i32> zeroinitializer
  %19 = and i32 %9, 1
  %20 = icmp ult i32 %7, 4
  br i1 %20, label %50, label %21

21:                                               ; preds = %12
  %22 = and i32 %9, 2147483646
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi <2 x i32> [ <i32 0, i32 1>, %21 ], [ %47, %23 ]
  %25 = phi <2 x i64> [ %14, %21 ], [ %45, %23 ]
  %26 = phi <2 x i64> [ zeroinitializer, %21 ], [ %46, %23 ]
  %27 = phi i32 [ 0, %21 ], [ %48, %23 ]
  %28 = add <2 x i32> %24, <i32 2, i32 2>
  %29 = xor <2 x i32> %24, %16
  %30 = xor <2 x i32> %28, %18
  %31 = and <2 x i32> %29, <i32 7, i32 7>
  %32 = and <2 x i32> %30, <i32 7, i32 7>
  %33 = zext <2 x i32> %31 to <2 x i64>
  %34 = zext <2 x i32> %32 to <2 x i64>
  %35 = add <2 x i64> %25, %33
  %36 = add <2 x i64> %26, %34
  %37 = add <2 x i32> %24, <i32 4, i32 4>
  %38 = add <2 x i32> %24, <i32 6, i32 6>
  %39 = xor <2 x i32> %37, %16
  %40 = xor <2 x i32> %38, %18
  %41 = and <2 x i32> %39, <i32 7, i32 7>
  %42 = and <2 x i32> %40, <i32 7, i32 7>
  %43 = zext <2 x i32> %41 to <2 x i64>
  %44 = zext <2 x i32> %42 to <2 x i64>
  %45 = add <2 x i64> %35, %43
  %46 = add <2 x i64> %36, %44
  %47 = add <2 x i32> %24, <i32 8, i32 8>
  %48 = add i32 %27, 2
  %49 = icmp eq i32 %48, %22
  br i1 %49, label %50, label %23, !llvm.loop !28

50:                                               ; preds = %23, %12
  %51 = phi <2 x i64> [ undef, %12 ], [ %45, %23 ]
  %52 = phi <2 x i64> [ undef, %12 ], [ %46, %23 ]
  %53 = phi <2 x i32> [ <i32 0, i32 1>, %12 ], [ %47, %23 ]
  %54 = phi <2 x i64> [ %14, %12 ], [ %45, %23 ]
  %55 = phi <2 x i64> [ zeroinitializer, %12 ], [ %46, %23 ]
  %56 = icmp eq i32 %19, 0
  br i1 %56, label %67, label %57

57:                                               ; preds = %50
  %58 = add <2 x i32> %53, <i32 2, i32 2>
  %59 = xor <2 x i32> %53, %16
  %60 = xor <2 x i32> %58, %18
  %61 = and <2 x i32> %59, <i32 7, i32 7>
  %62 = and <2 x i32> %60, <i32 7, i32 7>
  %63 = zext <2 x i32> %61 to <2 x i64>
  %64 = zext <2 x i32> %62 to <2 x i64>
  %65 = add <2 x i64> %54, %63
  %66 = add <2 x i64> %55, %64
  br label %67

67:                                               ; preds = %50, %57
  %68 = phi <2 x i64> [ %51, %50 ], [ %65, %57 ]
  %69 = phi <2 x i64> [ %52, %50 ], [ %66, %57 ]
  %70 = add <2 x i64> %69, %68
  %71 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %70)
  %72 = icmp eq i32 %10, %13
  br i1 %72, label %78, label %73

73:                                               ; preds = %3, %67
  %74 = phi i32 [ 0, %3 ], [ %13, %67 ]
  %75 = phi i64 [ %6, %3 ], [ %71, %67 ]
  br label %83

76:                                               ; preds = %78, %1
  %77 = phi i64 [ 0, %1 ], [ %79, %78 ]
  ret i64 %77

78:                                               ; preds = %83, %67
  %79 = phi i64 [ %71, %67 ], [ %89, %83 ]
  %80 = add nuw nsw i32 %5, 1
  %81 = add nuw i32 %4, 1
  %82 = icmp eq i32 %80, %0
  br i1 %82, label %76, label %3, !llvm.loop !29

83:                                               ; preds = %73, %83
  %84 = phi i32 [ %90, %83 ], [ %74, %73 ]
  %85 = phi i64 [ %89, %83 ], [ %75, %73 ]
  %86 = xor i32 %84, %5
  %87 = and i32 %86, 7
  %88 = zext i32 %87 to i64
  %89 = add nsw i64 %85, %88
  %90 = add nuw nsw i32 %84, 1
  %91 = icmp eq i32 %90, %4
  br i1 %91, label %78, label %83, !llvm.loop !30
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i32 @while_shift() unnamed_addr #3 {
  ret i32 48
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone willreturn }

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
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14, !17}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = distinct !{!18, !14, !19, !17}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !14, !17}
!21 = distinct !{!21, !14, !19, !17}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14, !17}
!24 = distinct !{!24, !14, !19, !17}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14, !17}
!27 = distinct !{!27, !14, !19, !17}
!28 = distinct !{!28, !14, !17}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14, !19, !17}
