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
  %1 = load volatile i32, ptr @vn, align 4, !tbaa !5
  %2 = icmp sgt i32 %1, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %0
  %4 = zext i32 %1 to i64
  br label %25

5:                                                ; preds = %25, %0
  %6 = tail call fastcc i64 @strided(i32 noundef %1, i32 noundef 1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i64 noundef %6)
  %8 = tail call fastcc i64 @strided(i32 noundef %1, i32 noundef 4)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i64 noundef %8)
  %10 = tail call fastcc i64 @strided(i32 noundef %1, i32 noundef 7)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i64 noundef %10)
  %12 = tail call fastcc i32 @countdown(i32 noundef %1)
  %13 = tail call fastcc i32 @xor_reduce(i32 noundef %1)
  %14 = tail call fastcc i32 @find_first(i32 noundef %1, i32 noundef 17)
  %15 = tail call fastcc i32 @find_first(i32 noundef %1, i32 noundef 1000)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15)
  %17 = tail call fastcc i64 @invariant(i32 noundef %1)
  %18 = tail call fastcc double @fp_reduce(i32 noundef %1)
  %19 = tail call fastcc i32 @min_reduce(i32 noundef %1)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %17, double noundef %18, i32 noundef %19)
  %21 = sdiv i32 %1, 5
  %22 = tail call fastcc i64 @triangle(i32 noundef %21)
  %23 = tail call fastcc i32 @while_shift()
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %22, i32 noundef %23)
  ret i32 0

25:                                               ; preds = %3, %25
  %26 = phi i64 [ 0, %3 ], [ %43, %25 ]
  %27 = trunc i64 %26 to i32
  %28 = mul nsw i32 %27, 37
  %29 = urem i32 %28, 101
  %30 = add nsw i32 %29, -50
  %31 = getelementptr inbounds [1000 x i32], ptr @main.a, i64 0, i64 %26
  store i32 %30, ptr %31, align 4, !tbaa !5
  %32 = mul i32 %27, -1640531535
  %33 = getelementptr inbounds [1000 x i32], ptr @main.u, i64 0, i64 %26
  store i32 %32, ptr %33, align 4, !tbaa !5
  %34 = urem i32 %27, 13
  %35 = sitofp i32 %34 to double
  %36 = fmul double %35, 2.500000e-01
  %37 = getelementptr inbounds [1000 x double], ptr @main.d, i64 0, i64 %26
  store double %36, ptr %37, align 8, !tbaa !9
  %38 = mul nsw i32 %27, 7919
  %39 = urem i32 %38, 30011
  %40 = trunc i32 %39 to i16
  %41 = add nsw i16 %40, -15000
  %42 = getelementptr inbounds [1000 x i16], ptr @main.s, i64 0, i64 %26
  store i16 %41, ptr %42, align 2, !tbaa !11
  %43 = add nuw nsw i64 %26, 1
  %44 = icmp eq i64 %43, %4
  br i1 %44, label %5, label %25, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
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
  %12 = getelementptr inbounds i32, ptr @main.a, i64 %10
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = sext i32 %13 to i64
  %15 = mul nsw i64 %10, %14
  %16 = add nsw i64 %15, %11
  %17 = add i64 %10, %5
  %18 = icmp slt i64 %17, %6
  br i1 %18, label %9, label %7, !llvm.loop !15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @countdown(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %36

3:                                                ; preds = %1
  %4 = tail call i32 @llvm.usub.sat.i32(i32 %0, i32 3)
  %5 = add nuw i32 %4, 2
  %6 = udiv i32 %5, 3
  %7 = add nuw nsw i32 %6, 1
  %8 = icmp ult i32 %4, 19
  br i1 %8, label %33, label %9

9:                                                ; preds = %3
  %10 = and i32 %7, -8
  %11 = mul i32 %10, -3
  %12 = add i32 %11, %0
  %13 = insertelement <4 x i32> poison, i32 %0, i64 0
  %14 = shufflevector <4 x i32> %13, <4 x i32> poison, <4 x i32> zeroinitializer
  %15 = add <4 x i32> %14, <i32 0, i32 -3, i32 -6, i32 -9>
  br label %16

16:                                               ; preds = %16, %9
  %17 = phi i32 [ 0, %9 ], [ %26, %16 ]
  %18 = phi <4 x i32> [ %15, %9 ], [ %27, %16 ]
  %19 = phi <4 x i32> [ zeroinitializer, %9 ], [ %24, %16 ]
  %20 = phi <4 x i32> [ zeroinitializer, %9 ], [ %25, %16 ]
  %21 = add <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>
  %22 = and <4 x i32> %18, <i32 5, i32 5, i32 5, i32 5>
  %23 = and <4 x i32> %21, <i32 5, i32 5, i32 5, i32 5>
  %24 = add <4 x i32> %22, %19
  %25 = add <4 x i32> %23, %20
  %26 = add nuw i32 %17, 8
  %27 = add <4 x i32> %18, <i32 -24, i32 -24, i32 -24, i32 -24>
  %28 = icmp eq i32 %26, %10
  br i1 %28, label %29, label %16, !llvm.loop !16

29:                                               ; preds = %16
  %30 = add <4 x i32> %25, %24
  %31 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %30)
  %32 = icmp eq i32 %7, %10
  br i1 %32, label %36, label %33

33:                                               ; preds = %3, %29
  %34 = phi i32 [ %0, %3 ], [ %12, %29 ]
  %35 = phi i32 [ 0, %3 ], [ %31, %29 ]
  br label %38

36:                                               ; preds = %38, %29, %1
  %37 = phi i32 [ 0, %1 ], [ %31, %29 ], [ %42, %38 ]
  ret i32 %37

38:                                               ; preds = %33, %38
  %39 = phi i32 [ %43, %38 ], [ %34, %33 ]
  %40 = phi i32 [ %42, %38 ], [ %35, %33 ]
  %41 = and i32 %39, 5
  %42 = add nuw nsw i32 %41, %40
  %43 = add nsw i32 %39, -3
  %44 = icmp ugt i32 %39, 3
  br i1 %44, label %38, label %36, !llvm.loop !19
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @xor_reduce(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %32

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %29, label %6

6:                                                ; preds = %3
  %7 = and i64 %4, 4294967288
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i64 [ 0, %6 ], [ %22, %8 ]
  %10 = phi <4 x i32> [ zeroinitializer, %6 ], [ %20, %8 ]
  %11 = phi <4 x i32> [ zeroinitializer, %6 ], [ %21, %8 ]
  %12 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %6 ], [ %23, %8 ]
  %13 = add <4 x i32> %12, <i32 4, i32 4, i32 4, i32 4>
  %14 = getelementptr inbounds i32, ptr @main.u, i64 %9
  %15 = load <4 x i32>, ptr %14, align 16, !tbaa !5
  %16 = getelementptr inbounds i32, ptr %14, i64 4
  %17 = load <4 x i32>, ptr %16, align 16, !tbaa !5
  %18 = add <4 x i32> %15, %12
  %19 = add <4 x i32> %17, %13
  %20 = xor <4 x i32> %18, %10
  %21 = xor <4 x i32> %19, %11
  %22 = add nuw i64 %9, 8
  %23 = add <4 x i32> %12, <i32 8, i32 8, i32 8, i32 8>
  %24 = icmp eq i64 %22, %7
  br i1 %24, label %25, label %8, !llvm.loop !20

25:                                               ; preds = %8
  %26 = xor <4 x i32> %21, %20
  %27 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %26)
  %28 = icmp eq i64 %7, %4
  br i1 %28, label %32, label %29

29:                                               ; preds = %3, %25
  %30 = phi i64 [ 0, %3 ], [ %7, %25 ]
  %31 = phi i32 [ 0, %3 ], [ %27, %25 ]
  br label %34

32:                                               ; preds = %34, %25, %1
  %33 = phi i32 [ 0, %1 ], [ %27, %25 ], [ %41, %34 ]
  ret i32 %33

34:                                               ; preds = %29, %34
  %35 = phi i64 [ %42, %34 ], [ %30, %29 ]
  %36 = phi i32 [ %41, %34 ], [ %31, %29 ]
  %37 = getelementptr inbounds i32, ptr @main.u, i64 %35
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = trunc i64 %35 to i32
  %40 = add i32 %38, %39
  %41 = xor i32 %40, %36
  %42 = add nuw nsw i64 %35, 1
  %43 = icmp eq i64 %42, %4
  br i1 %43, label %32, label %34, !llvm.loop !21
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @find_first(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %16

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %6

6:                                                ; preds = %4, %11
  %7 = phi i64 [ 0, %4 ], [ %12, %11 ]
  %8 = getelementptr inbounds i32, ptr @main.a, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !5
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

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @invariant(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %33

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = icmp ult i32 %0, 4
  br i1 %5, label %30, label %6

6:                                                ; preds = %3
  %7 = and i64 %4, 4294967292
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i64 [ 0, %6 ], [ %24, %8 ]
  %10 = phi <2 x i64> [ zeroinitializer, %6 ], [ %22, %8 ]
  %11 = phi <2 x i64> [ zeroinitializer, %6 ], [ %23, %8 ]
  %12 = getelementptr inbounds i32, ptr @main.a, i64 %9
  %13 = load <2 x i32>, ptr %12, align 16, !tbaa !5
  %14 = getelementptr inbounds i32, ptr %12, i64 2
  %15 = load <2 x i32>, ptr %14, align 8, !tbaa !5
  %16 = mul nsw <2 x i32> %13, <i32 66, i32 66>
  %17 = mul nsw <2 x i32> %15, <i32 66, i32 66>
  %18 = add nsw <2 x i32> %16, <i32 14, i32 14>
  %19 = add nsw <2 x i32> %17, <i32 14, i32 14>
  %20 = sext <2 x i32> %18 to <2 x i64>
  %21 = sext <2 x i32> %19 to <2 x i64>
  %22 = add <2 x i64> %10, %20
  %23 = add <2 x i64> %11, %21
  %24 = add nuw i64 %9, 4
  %25 = icmp eq i64 %24, %7
  br i1 %25, label %26, label %8, !llvm.loop !23

26:                                               ; preds = %8
  %27 = add <2 x i64> %23, %22
  %28 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %27)
  %29 = icmp eq i64 %7, %4
  br i1 %29, label %33, label %30

30:                                               ; preds = %3, %26
  %31 = phi i64 [ 0, %3 ], [ %7, %26 ]
  %32 = phi i64 [ 0, %3 ], [ %28, %26 ]
  br label %35

33:                                               ; preds = %35, %26, %1
  %34 = phi i64 [ 0, %1 ], [ %28, %26 ], [ %43, %35 ]
  ret i64 %34

35:                                               ; preds = %30, %35
  %36 = phi i64 [ %44, %35 ], [ %31, %30 ]
  %37 = phi i64 [ %43, %35 ], [ %32, %30 ]
  %38 = getelementptr inbounds i32, ptr @main.a, i64 %36
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = mul nsw i32 %39, 66
  %41 = add nsw i32 %40, 14
  %42 = sext i32 %41 to i64
  %43 = add nsw i64 %37, %42
  %44 = add nuw nsw i64 %36, 1
  %45 = icmp eq i64 %44, %4
  br i1 %45, label %33, label %35, !llvm.loop !24
}

; Function Attrs: nofree noinline nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
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
  %17 = getelementptr inbounds double, ptr @main.d, i64 %12
  %18 = load double, ptr %17, align 8, !tbaa !9
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
  %33 = getelementptr inbounds double, ptr @main.d, i64 %29
  %34 = load double, ptr %33, align 16, !tbaa !9
  %35 = fadd double %30, %34
  %36 = tail call double @llvm.fmuladd.f64(double %34, double 1.000000e-03, double 1.000000e+00)
  %37 = fmul double %31, %36
  %38 = or i64 %29, 1
  %39 = getelementptr inbounds double, ptr @main.d, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = fadd double %35, %40
  %42 = tail call double @llvm.fmuladd.f64(double %40, double 1.000000e-03, double 1.000000e+00)
  %43 = fmul double %37, %42
  %44 = add nuw nsw i64 %29, 2
  %45 = add i64 %32, 2
  %46 = icmp eq i64 %45, %8
  br i1 %46, label %9, label %28, !llvm.loop !25
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @min_reduce(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %29

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %26, label %6

6:                                                ; preds = %3
  %7 = and i64 %4, 4294967288
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i64 [ 0, %6 ], [ %20, %8 ]
  %10 = phi <4 x i32> [ <i32 32767, i32 32767, i32 32767, i32 32767>, %6 ], [ %18, %8 ]
  %11 = phi <4 x i32> [ <i32 32767, i32 32767, i32 32767, i32 32767>, %6 ], [ %19, %8 ]
  %12 = getelementptr inbounds i16, ptr @main.s, i64 %9
  %13 = load <4 x i16>, ptr %12, align 16, !tbaa !11
  %14 = getelementptr inbounds i16, ptr %12, i64 4
  %15 = load <4 x i16>, ptr %14, align 8, !tbaa !11
  %16 = sext <4 x i16> %13 to <4 x i32>
  %17 = sext <4 x i16> %15 to <4 x i32>
  %18 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %10, <4 x i32> %16)
  %19 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %11, <4 x i32> %17)
  %20 = add nuw i64 %9, 8
  %21 = icmp eq i64 %20, %7
  br i1 %21, label %22, label %8, !llvm.loop !26

22:                                               ; preds = %8
  %23 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %18, <4 x i32> %19)
  %24 = tail call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %23)
  %25 = icmp eq i64 %7, %4
  br i1 %25, label %29, label %26

26:                                               ; preds = %3, %22
  %27 = phi i64 [ 0, %3 ], [ %7, %22 ]
  %28 = phi i32 [ 32767, %3 ], [ %24, %22 ]
  br label %31

29:                                               ; preds = %31, %22, %1
  %30 = phi i32 [ 32767, %1 ], [ %24, %22 ], [ %37, %31 ]
  ret i32 %30

31:                                               ; preds = %26, %31
  %32 = phi i64 [ %38, %31 ], [ %27, %26 ]
  %33 = phi i32 [ %37, %31 ], [ %28, %26 ]
  %34 = getelementptr inbounds i16, ptr @main.s, i64 %32
  %35 = load i16, ptr %34, align 2, !tbaa !11
  %36 = sext i16 %35 to i32
  %37 = tail call i32 @llvm.smin.i32(i32 %33, i32 %36)
  %38 = add nuw nsw i64 %32, 1
  %39 = icmp eq i64 %38, %4
  br i1 %39, label %29, label %31, !llvm.loop !27
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @triangle(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %40

3:                                                ; preds = %1, %42
  %4 = phi i32 [ %45, %42 ], [ 1, %1 ]
  %5 = phi i32 [ %44, %42 ], [ 0, %1 ]
  %6 = phi i64 [ %43, %42 ], [ 0, %1 ]
  %7 = add nuw i32 %5, 1
  %8 = icmp ult i32 %5, 3
  br i1 %8, label %37, label %9

9:                                                ; preds = %3
  %10 = and i32 %7, -4
  %11 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %6, i64 0
  %12 = insertelement <2 x i32> poison, i32 %5, i64 0
  %13 = shufflevector <2 x i32> %12, <2 x i32> poison, <2 x i32> zeroinitializer
  %14 = insertelement <2 x i32> poison, i32 %5, i64 0
  %15 = shufflevector <2 x i32> %14, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %16

16:                                               ; preds = %16, %9
  %17 = phi i32 [ 0, %9 ], [ %30, %16 ]
  %18 = phi <2 x i32> [ <i32 0, i32 1>, %9 ], [ %31, %16 ]
  %19 = phi <2 x i64> [ %11, %9 ], [ %28, %16 ]
  %20 = phi <2 x i64> [ zeroinitializer, %9 ], [ %29, %16 ]
  %21 = add <2 x i32> %18, <i32 2, i32 2>
  %22 = xor <2 x i32> %18, %13
  %23 = xor <2 x i32> %21, %15
  %24 = and <2 x i32> %22, <i32 7, i32 7>
  %25 = and <2 x i32> %23, <i32 7, i32 7>
  %26 = zext <2 x i32> %24 to <2 x i64>
  %27 = zext <2 x i32> %25 to <2 x i64>
  %28 = add <2 x i64> %19, %26
  %29 = add <2 x i64> %20, %27
  %30 = add nuw i32 %17, 4
  %31 = add <2 x i32> %18, <i32 4, i32 4>
  %32 = icmp eq i32 %30, %10
  br i1 %32, label %33, label %16, !llvm.loop !28

33:                                               ; preds = %16
  %34 = add <2 x i64> %29, %28
  %35 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %34)
  %36 = icmp eq i32 %7, %10
  br i1 %36, label %42, label %37

37:                                               ; preds = %3, %33
  %38 = phi i32 [ 0, %3 ], [ %10, %33 ]
  %39 = phi i64 [ %6, %3 ], [ %35, %33 ]
  br label %47

40:                                               ; preds = %42, %1
  %41 = phi i64 [ 0, %1 ], [ %43, %42 ]
  ret i64 %41

42:                                               ; preds = %47, %33
  %43 = phi i64 [ %35, %33 ], [ %53, %47 ]
  %44 = add nuw nsw i32 %5, 1
  %45 = add nuw i32 %4, 1
  %46 = icmp eq i32 %44, %0
  br i1 %46, label %40, label %3, !llvm.loop !29

47:                                               ; preds = %37, %47
  %48 = phi i32 [ %54, %47 ], [ %38, %37 ]
  %49 = phi i64 [ %53, %47 ], [ %39, %37 ]
  %50 = xor i32 %48, %5
  %51 = and i32 %50, 7
  %52 = zext i32 %51 to i64
  %53 = add nsw i64 %49, %52
  %54 = add nuw nsw i32 %48, 1
  %55 = icmp eq i32 %54, %4
  br i1 %55, label %42, label %47, !llvm.loop !30
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @while_shift() unnamed_addr #3 {
  ret i32 48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(none) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !14, !18, !17}
!20 = distinct !{!20, !14, !17, !18}
!21 = distinct !{!21, !14, !18, !17}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14, !17, !18}
!24 = distinct !{!24, !14, !18, !17}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14, !17, !18}
!27 = distinct !{!27, !14, !18, !17}
!28 = distinct !{!28, !14, !17, !18}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14, !18, !17}
