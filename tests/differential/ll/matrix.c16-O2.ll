; ModuleID = 'tests/differential/src/matrix.c'
source_filename = "tests/differential/src/matrix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"r[%d] = %.2f %.2f %.2f %.2f\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"det(a) = %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"fib(10^12) mod 1e9+7 = %lu\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1
@__const.fib_mod.r = private unnamed_addr constant [2 x [2 x i64]] [[2 x i64] [i64 1, i64 0], [2 x i64] [i64 0, i64 1]], align 16
@__const.fib_mod.b = private unnamed_addr constant [2 x [2 x i64]] [[2 x i64] [i64 1, i64 1], [2 x i64] [i64 1, i64 0]], align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2 x [2 x i64]], align 16
  %2 = alloca [2 x [2 x i64]], align 16
  %3 = alloca [8 x [8 x double]], align 16
  %4 = alloca [8 x [8 x double]], align 16
  %5 = alloca [8 x [8 x double]], align 16
  %6 = alloca [15 x i32], align 16
  %7 = alloca [15 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #7
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #7
  br label %8

8:                                                ; preds = %0, %40
  %9 = phi i64 [ 0, %0 ], [ %41, %40 ]
  %10 = shl nsw i64 %9, 3
  br label %43

11:                                               ; preds = %40
  call fastcc void @matmul(ptr noundef nonnull %5, ptr noundef nonnull %3, ptr noundef nonnull %4)
  %12 = load double, ptr %5, align 16, !tbaa !5
  %13 = getelementptr inbounds [8 x [8 x double]], ptr %5, i64 0, i64 0, i64 1
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = getelementptr inbounds [8 x [8 x double]], ptr %5, i64 0, i64 0, i64 5
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = getelementptr inbounds [8 x [8 x double]], ptr %5, i64 0, i64 0, i64 7
  %18 = load double, ptr %17, align 8, !tbaa !5
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, double noundef %12, double noundef %14, double noundef %16, double noundef %18)
  %20 = getelementptr inbounds [8 x [8 x double]], ptr %5, i64 0, i64 3
  %21 = load double, ptr %20, align 16, !tbaa !5
  %22 = getelementptr inbounds [8 x [8 x double]], ptr %5, i64 0, i64 3, i64 1
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = getelementptr inbounds [8 x [8 x double]], ptr %5, i64 0, i64 3, i64 5
  %25 = load double, ptr %24, align 8, !tbaa !5
  %26 = getelementptr inbounds [8 x [8 x double]], ptr %5, i64 0, i64 3, i64 7
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, double noundef %21, double noundef %23, double noundef %25, double noundef %27)
  %29 = getelementptr inbounds [8 x [8 x double]], ptr %5, i64 0, i64 6
  %30 = load double, ptr %29, align 16, !tbaa !5
  %31 = getelementptr inbounds [8 x [8 x double]], ptr %5, i64 0, i64 6, i64 1
  %32 = load double, ptr %31, align 8, !tbaa !5
  %33 = getelementptr inbounds [8 x [8 x double]], ptr %5, i64 0, i64 6, i64 5
  %34 = load double, ptr %33, align 8, !tbaa !5
  %35 = getelementptr inbounds [8 x [8 x double]], ptr %5, i64 0, i64 6, i64 7
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, double noundef %30, double noundef %32, double noundef %34, double noundef %36)
  %38 = call fastcc double @det(ptr noundef nonnull %3)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %38)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) @__const.fib_mod.r, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) @__const.fib_mod.b, i64 32, i1 false)
  br label %62

40:                                               ; preds = %43
  %41 = add nuw nsw i64 %9, 1
  %42 = icmp eq i64 %41, 8
  br i1 %42, label %11, label %8, !llvm.loop !9

43:                                               ; preds = %8, %43
  %44 = phi i64 [ 0, %8 ], [ %60, %43 ]
  %45 = icmp eq i64 %9, %44
  %46 = uitofp i1 %45 to double
  %47 = add nuw nsw i64 %44, %9
  %48 = trunc i64 %47 to i32
  %49 = urem i32 %48, 3
  %50 = sitofp i32 %49 to double
  %51 = fmul double %50, 5.000000e-01
  %52 = tail call double @llvm.fmuladd.f64(double %46, double 2.000000e+00, double %51)
  %53 = getelementptr inbounds [8 x [8 x double]], ptr %3, i64 0, i64 %9, i64 %44
  store double %52, ptr %53, align 8, !tbaa !5
  %54 = add nuw nsw i64 %44, %10
  %55 = trunc i64 %54 to i32
  %56 = urem i32 %55, 5
  %57 = add nsw i32 %56, -2
  %58 = sitofp i32 %57 to double
  %59 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 %9, i64 %44
  store double %58, ptr %59, align 8, !tbaa !5
  %60 = add nuw nsw i64 %44, 1
  %61 = icmp eq i64 %60, 8
  br i1 %61, label %40, label %43, !llvm.loop !11

62:                                               ; preds = %67, %11
  %63 = phi i64 [ 1000000000000, %11 ], [ %68, %67 ]
  %64 = and i64 %63, 1
  %65 = icmp eq i64 %64, 0
  br i1 %65, label %67, label %66

66:                                               ; preds = %62
  call fastcc void @m2mul(ptr noundef nonnull %1, ptr noundef nonnull %1, ptr noundef nonnull %2)
  br label %67

67:                                               ; preds = %66, %62
  call fastcc void @m2mul(ptr noundef nonnull %2, ptr noundef nonnull %2, ptr noundef nonnull %2)
  %68 = lshr i64 %63, 1
  %69 = icmp ult i64 %63, 2
  br i1 %69, label %70, label %62, !llvm.loop !12

70:                                               ; preds = %67
  %71 = getelementptr inbounds [2 x i64], ptr %1, i64 0, i64 1
  %72 = load i64, ptr %71, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %72)
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %6) #7
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %7) #7
  store <4 x i32> <i32 0, i32 1, i32 4, i32 9>, ptr %6, align 16, !tbaa !15
  %74 = getelementptr inbounds [15 x i32], ptr %6, i64 0, i64 4
  store <4 x i32> <i32 16, i32 25, i32 36, i32 49>, ptr %74, align 16, !tbaa !15
  %75 = getelementptr inbounds [15 x i32], ptr %6, i64 0, i64 8
  store <4 x i32> <i32 64, i32 81, i32 100, i32 121>, ptr %75, align 16, !tbaa !15
  %76 = getelementptr inbounds [15 x i32], ptr %6, i64 0, i64 12
  store i32 144, ptr %76, align 16, !tbaa !15
  %77 = getelementptr inbounds [15 x i32], ptr %6, i64 0, i64 13
  store i32 169, ptr %77, align 4, !tbaa !15
  %78 = getelementptr inbounds [15 x i32], ptr %6, i64 0, i64 14
  store i32 196, ptr %78, align 8, !tbaa !15
  call fastcc void @transpose_int(ptr noundef nonnull %6, ptr noundef nonnull %7)
  %79 = load i32, ptr %7, align 16, !tbaa !15
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %79, i32 noundef 32)
  %81 = getelementptr inbounds [15 x i32], ptr %7, i64 0, i64 1
  %82 = load i32, ptr %81, align 4, !tbaa !15
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %82, i32 noundef 32)
  %84 = getelementptr inbounds [15 x i32], ptr %7, i64 0, i64 2
  %85 = load i32, ptr %84, align 8, !tbaa !15
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %85, i32 noundef 32)
  %87 = getelementptr inbounds [15 x i32], ptr %7, i64 0, i64 3
  %88 = load i32, ptr %87, align 4, !tbaa !15
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %88, i32 noundef 32)
  %90 = getelementptr inbounds [15 x i32], ptr %7, i64 0, i64 4
  %91 = load i32, ptr %90, align 16, !tbaa !15
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %91, i32 noundef 32)
  %93 = getelementptr inbounds [15 x i32], ptr %7, i64 0, i64 5
  %94 = load i32, ptr %93, align 4, !tbaa !15
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %94, i32 noundef 32)
  %96 = getelementptr inbounds [15 x i32], ptr %7, i64 0, i64 6
  %97 = load i32, ptr %96, align 8, !tbaa !15
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %97, i32 noundef 32)
  %99 = getelementptr inbounds [15 x i32], ptr %7, i64 0, i64 7
  %100 = load i32, ptr %99, align 4, !tbaa !15
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %100, i32 noundef 32)
  %102 = getelementptr inbounds [15 x i32], ptr %7, i64 0, i64 8
  %103 = load i32, ptr %102, align 16, !tbaa !15
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %103, i32 noundef 32)
  %105 = getelementptr inbounds [15 x i32], ptr %7, i64 0, i64 9
  %106 = load i32, ptr %105, align 4, !tbaa !15
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %106, i32 noundef 32)
  %108 = getelementptr inbounds [15 x i32], ptr %7, i64 0, i64 10
  %109 = load i32, ptr %108, align 8, !tbaa !15
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %109, i32 noundef 32)
  %111 = getelementptr inbounds [15 x i32], ptr %7, i64 0, i64 11
  %112 = load i32, ptr %111, align 4, !tbaa !15
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %112, i32 noundef 32)
  %114 = getelementptr inbounds [15 x i32], ptr %7, i64 0, i64 12
  %115 = load i32, ptr %114, align 16, !tbaa !15
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %115, i32 noundef 32)
  %117 = getelementptr inbounds [15 x i32], ptr %7, i64 0, i64 13
  %118 = load i32, ptr %117, align 4, !tbaa !15
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %118, i32 noundef 32)
  %120 = getelementptr inbounds [15 x i32], ptr %7, i64 0, i64 14
  %121 = load i32, ptr %120, align 8, !tbaa !15
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %121, i32 noundef 10)
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #7
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @matmul(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #3 {
  br label %4

4:                                                ; preds = %3, %52
  %5 = phi i64 [ 0, %3 ], [ %53, %52 ]
  %6 = getelementptr inbounds [8 x double], ptr %1, i64 %5, i64 0
  %7 = getelementptr inbounds [8 x double], ptr %1, i64 %5, i64 1
  %8 = getelementptr inbounds [8 x double], ptr %1, i64 %5, i64 2
  %9 = getelementptr inbounds [8 x double], ptr %1, i64 %5, i64 3
  %10 = getelementptr inbounds [8 x double], ptr %1, i64 %5, i64 4
  %11 = getelementptr inbounds [8 x double], ptr %1, i64 %5, i64 5
  %12 = getelementptr inbounds [8 x double], ptr %1, i64 %5, i64 6
  %13 = getelementptr inbounds [8 x double], ptr %1, i64 %5, i64 7
  br label %15

14:                                               ; preds = %52
  ret void

15:                                               ; preds = %4, %15
  %16 = phi i64 [ 0, %4 ], [ %50, %15 ]
  %17 = load double, ptr %6, align 8, !tbaa !5
  %18 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %16
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = tail call double @llvm.fmuladd.f64(double %17, double %19, double 0.000000e+00)
  %21 = load double, ptr %7, align 8, !tbaa !5
  %22 = getelementptr inbounds [8 x double], ptr %2, i64 1, i64 %16
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %20)
  %25 = load double, ptr %8, align 8, !tbaa !5
  %26 = getelementptr inbounds [8 x double], ptr %2, i64 2, i64 %16
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = tail call double @llvm.fmuladd.f64(double %25, double %27, double %24)
  %29 = load double, ptr %9, align 8, !tbaa !5
  %30 = getelementptr inbounds [8 x double], ptr %2, i64 3, i64 %16
  %31 = load double, ptr %30, align 8, !tbaa !5
  %32 = tail call double @llvm.fmuladd.f64(double %29, double %31, double %28)
  %33 = load double, ptr %10, align 8, !tbaa !5
  %34 = getelementptr inbounds [8 x double], ptr %2, i64 4, i64 %16
  %35 = load double, ptr %34, align 8, !tbaa !5
  %36 = tail call double @llvm.fmuladd.f64(double %33, double %35, double %32)
  %37 = load double, ptr %11, align 8, !tbaa !5
  %38 = getelementptr inbounds [8 x double], ptr %2, i64 5, i64 %16
  %39 = load double, ptr %38, align 8, !tbaa !5
  %40 = tail call double @llvm.fmuladd.f64(double %37, double %39, double %36)
  %41 = load double, ptr %12, align 8, !tbaa !5
  %42 = getelementptr inbounds [8 x double], ptr %2, i64 6, i64 %16
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %43, double %40)
  %45 = load double, ptr %13, align 8, !tbaa !5
  %46 = getelementptr inbounds [8 x double], ptr %2, i64 7, i64 %16
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = tail call double @llvm.fmuladd.f64(double %45, double %47, double %44)
  %49 = getelementptr inbounds [8 x double], ptr %0, i64 %5, i64 %16
  store double %48, ptr %49, align 8, !tbaa !5
  %50 = add nuw nsw i64 %16, 1
  %51 = icmp eq i64 %50, 8
  br i1 %51, label %52, label %15, !llvm.loop !17

52:                                               ; preds = %15
  %53 = add nuw nsw i64 %5, 1
  %54 = icmp eq i64 %53, 8
  br i1 %54, label %14, label %4, !llvm.loop !18
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc double @det(ptr nocapture noundef %0) unnamed_addr #3 {
  br label %2

2:                                                ; preds = %1, %134
  %3 = phi double [ 1.000000e+00, %1 ], [ %60, %134 ]
  %4 = phi i64 [ 1, %1 ], [ %135, %134 ]
  %5 = phi i64 [ 0, %1 ], [ %6, %134 ]
  %6 = add nuw nsw i64 %5, 1
  %7 = icmp eq i64 %5, 7
  br i1 %7, label %10, label %8

8:                                                ; preds = %2
  %9 = trunc i64 %5 to i32
  br label %16

10:                                               ; preds = %16, %2
  %11 = phi i32 [ 7, %2 ], [ %32, %16 ]
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [8 x double], ptr %0, i64 %12, i64 %5
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = fcmp une double %14, 0.000000e+00
  br i1 %15, label %35, label %137

16:                                               ; preds = %8, %16
  %17 = phi i64 [ %33, %16 ], [ %4, %8 ]
  %18 = phi i32 [ %32, %16 ], [ %9, %8 ]
  %19 = getelementptr inbounds [8 x double], ptr %0, i64 %17, i64 %5
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = fcmp olt double %20, 0.000000e+00
  %22 = fneg double %20
  %23 = select i1 %21, double %22, double %20
  %24 = sext i32 %18 to i64
  %25 = getelementptr inbounds [8 x double], ptr %0, i64 %24, i64 %5
  %26 = load double, ptr %25, align 8, !tbaa !5
  %27 = fcmp olt double %26, 0.000000e+00
  %28 = fneg double %26
  %29 = select i1 %27, double %28, double %26
  %30 = fcmp ogt double %23, %29
  %31 = trunc i64 %17 to i32
  %32 = select i1 %30, i32 %31, i32 %18
  %33 = add nuw nsw i64 %17, 1
  %34 = icmp eq i64 %33, 8
  br i1 %34, label %10, label %16, !llvm.loop !19

35:                                               ; preds = %10
  %36 = zext i32 %11 to i64
  %37 = icmp eq i64 %5, %36
  br i1 %37, label %56, label %38

38:                                               ; preds = %35
  %39 = getelementptr inbounds [8 x double], ptr %0, i64 %12, i64 0
  %40 = getelementptr inbounds [8 x double], ptr %0, i64 %5, i64 0
  %41 = load <2 x double>, ptr %39, align 8, !tbaa !5
  %42 = load <2 x double>, ptr %40, align 8, !tbaa !5
  store <2 x double> %42, ptr %39, align 8, !tbaa !5
  store <2 x double> %41, ptr %40, align 8, !tbaa !5
  %43 = getelementptr inbounds [8 x double], ptr %0, i64 %12, i64 2
  %44 = getelementptr inbounds [8 x double], ptr %0, i64 %5, i64 2
  %45 = load <2 x double>, ptr %43, align 8, !tbaa !5
  %46 = load <2 x double>, ptr %44, align 8, !tbaa !5
  store <2 x double> %46, ptr %43, align 8, !tbaa !5
  store <2 x double> %45, ptr %44, align 8, !tbaa !5
  %47 = getelementptr inbounds [8 x double], ptr %0, i64 %12, i64 4
  %48 = getelementptr inbounds [8 x double], ptr %0, i64 %5, i64 4
  %49 = load <2 x double>, ptr %47, align 8, !tbaa !5
  %50 = load <2 x double>, ptr %48, align 8, !tbaa !5
  store <2 x double> %50, ptr %47, align 8, !tbaa !5
  store <2 x double> %49, ptr %48, align 8, !tbaa !5
  %51 = getelementptr inbounds [8 x double], ptr %0, i64 %12, i64 6
  %52 = getelementptr inbounds [8 x double], ptr %0, i64 %5, i64 6
  %53 = load <2 x double>, ptr %51, align 8, !tbaa !5
  %54 = load <2 x double>, ptr %52, align 8, !tbaa !5
  store <2 x double> %54, ptr %51, align 8, !tbaa !5
  store <2 x double> %53, ptr %52, align 8, !tbaa !5
  %55 = fneg double %3
  br label %56

56:                                               ; preds = %38, %35
  %57 = phi double [ %55, %38 ], [ %3, %35 ]
  %58 = getelementptr inbounds [8 x double], ptr %0, i64 %5, i64 %5
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = fmul double %57, %59
  %61 = icmp ult i64 %5, 7
  br i1 %61, label %62, label %134

62:                                               ; preds = %56
  %63 = getelementptr inbounds [8 x double], ptr %0, i64 %5, i64 %5
  %64 = add nuw nsw i64 %5, 1
  %65 = icmp eq i64 %64, 8
  %66 = getelementptr inbounds [8 x double], ptr %0, i64 %5, i64 %64
  %67 = add nuw nsw i64 %5, 2
  %68 = icmp eq i64 %67, 8
  %69 = getelementptr inbounds [8 x double], ptr %0, i64 %5, i64 %67
  %70 = add nuw nsw i64 %5, 3
  %71 = icmp eq i64 %70, 8
  %72 = getelementptr inbounds [8 x double], ptr %0, i64 %5, i64 %70
  %73 = add nuw nsw i64 %5, 4
  %74 = icmp eq i64 %73, 8
  %75 = getelementptr inbounds [8 x double], ptr %0, i64 %5, i64 %73
  %76 = add nuw nsw i64 %5, 5
  %77 = icmp eq i64 %76, 8
  %78 = getelementptr inbounds [8 x double], ptr %0, i64 %5, i64 %76
  %79 = add nuw nsw i64 %5, 6
  %80 = icmp eq i64 %79, 8
  %81 = getelementptr inbounds [8 x double], ptr %0, i64 %5, i64 %79
  %82 = add nuw nsw i64 %5, 7
  %83 = icmp eq i64 %82, 8
  %84 = getelementptr inbounds [8 x double], ptr %0, i64 %5, i64 %82
  br label %85

85:                                               ; preds = %62, %96
  %86 = phi i64 [ %97, %96 ], [ %4, %62 ]
  %87 = load double, ptr %58, align 8, !tbaa !5
  %88 = getelementptr inbounds [8 x double], ptr %0, i64 %86, i64 %5
  %89 = load double, ptr %88, align 8, !tbaa !5
  %90 = fneg double %89
  %91 = fdiv double %90, %87
  %92 = load double, ptr %63, align 8, !tbaa !5
  %93 = getelementptr inbounds [8 x double], ptr %0, i64 %86, i64 %5
  %94 = load double, ptr %93, align 8, !tbaa !5
  %95 = tail call double @llvm.fmuladd.f64(double %91, double %92, double %94)
  store double %95, ptr %93, align 8, !tbaa !5
  br i1 %65, label %96, label %99, !llvm.loop !20

96:                                               ; preds = %129, %124, %119, %114, %109, %104, %99, %85
  %97 = add nuw nsw i64 %86, 1
  %98 = icmp eq i64 %97, 8
  br i1 %98, label %134, label %85, !llvm.loop !21

99:                                               ; preds = %85
  %100 = load double, ptr %66, align 8, !tbaa !5
  %101 = getelementptr inbounds [8 x double], ptr %0, i64 %86, i64 %64
  %102 = load double, ptr %101, align 8, !tbaa !5
  %103 = tail call double @llvm.fmuladd.f64(double %91, double %100, double %102)
  store double %103, ptr %101, align 8, !tbaa !5
  br i1 %68, label %96, label %104, !llvm.loop !20

104:                                              ; preds = %99
  %105 = load double, ptr %69, align 8, !tbaa !5
  %106 = getelementptr inbounds [8 x double], ptr %0, i64 %86, i64 %67
  %107 = load double, ptr %106, align 8, !tbaa !5
  %108 = tail call double @llvm.fmuladd.f64(double %91, double %105, double %107)
  store double %108, ptr %106, align 8, !tbaa !5
  br i1 %71, label %96, label %109, !llvm.loop !20

109:                                              ; preds = %104
  %110 = load double, ptr %72, align 8, !tbaa !5
  %111 = getelementptr inbounds [8 x double], ptr %0, i64 %86, i64 %70
  %112 = load double, ptr %111, align 8, !tbaa !5
  %113 = tail call double @llvm.fmuladd.f64(double %91, double %110, double %112)
  store double %113, ptr %111, align 8, !tbaa !5
  br i1 %74, label %96, label %114, !llvm.loop !20

114:                                              ; preds = %109
  %115 = load double, ptr %75, align 8, !tbaa !5
  %116 = getelementptr inbounds [8 x double], ptr %0, i64 %86, i64 %73
  %117 = load double, ptr %116, align 8, !tbaa !5
  %118 = tail call double @llvm.fmuladd.f64(double %91, double %115, double %117)
  store double %118, ptr %116, align 8, !tbaa !5
  br i1 %77, label %96, label %119, !llvm.loop !20

119:                                              ; preds = %114
  %120 = load double, ptr %78, align 8, !tbaa !5
  %121 = getelementptr inbounds [8 x double], ptr %0, i64 %86, i64 %76
  %122 = load double, ptr %121, align 8, !tbaa !5
  %123 = tail call double @llvm.fmuladd.f64(double %91, double %120, double %122)
  store double %123, ptr %121, align 8, !tbaa !5
  br i1 %80, label %96, label %124, !llvm.loop !20

124:                                              ; preds = %119
  %125 = load double, ptr %81, align 8, !tbaa !5
  %126 = getelementptr inbounds [8 x double], ptr %0, i64 %86, i64 %79
  %127 = load double, ptr %126, align 8, !tbaa !5
  %128 = tail call double @llvm.fmuladd.f64(double %91, double %125, double %127)
  store double %128, ptr %126, align 8, !tbaa !5
  br i1 %83, label %96, label %129, !llvm.loop !20

129:                                              ; preds = %124
  %130 = load double, ptr %84, align 8, !tbaa !5
  %131 = getelementptr inbounds [8 x double], ptr %0, i64 %86, i64 %82
  %132 = load double, ptr %131, align 8, !tbaa !5
  %133 = tail call double @llvm.fmuladd.f64(double %91, double %130, double %132)
  store double %133, ptr %131, align 8, !tbaa !5
  br label %96

134:                                              ; preds = %96, %56
  %135 = add nuw nsw i64 %4, 1
  %136 = icmp eq i64 %6, 8
  br i1 %136, label %137, label %2

137:                                              ; preds = %10, %134
  %138 = phi double [ %60, %134 ], [ 0.000000e+00, %10 ]
  ret double %138
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @transpose_int(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #5 {
  %3 = load i32, ptr %0, align 4, !tbaa !15
  store i32 %3, ptr %1, align 4, !tbaa !15
  %4 = getelementptr inbounds i32, ptr %0, i64 1
  %5 = load i32, ptr %4, align 4, !tbaa !15
  %6 = getelementptr inbounds i32, ptr %1, i64 3
  store i32 %5, ptr %6, align 4, !tbaa !15
  %7 = getelementptr inbounds i32, ptr %0, i64 2
  %8 = load i32, ptr %7, align 4, !tbaa !15
  %9 = getelementptr inbounds i32, ptr %1, i64 6
  store i32 %8, ptr %9, align 4, !tbaa !15
  %10 = getelementptr inbounds i32, ptr %0, i64 3
  %11 = load i32, ptr %10, align 4, !tbaa !15
  %12 = getelementptr inbounds i32, ptr %1, i64 9
  store i32 %11, ptr %12, align 4, !tbaa !15
  %13 = getelementptr inbounds i32, ptr %0, i64 4
  %14 = load i32, ptr %13, align 4, !tbaa !15
  %15 = getelementptr inbounds i32, ptr %1, i64 12
  store i32 %14, ptr %15, align 4, !tbaa !15
  %16 = getelementptr inbounds i32, ptr %0, i64 5
  %17 = load i32, ptr %16, align 4, !tbaa !15
  %18 = getelementptr inbounds i32, ptr %1, i64 1
  store i32 %17, ptr %18, align 4, !tbaa !15
  %19 = getelementptr inbounds i32, ptr %0, i64 6
  %20 = load i32, ptr %19, align 4, !tbaa !15
  %21 = getelementptr inbounds i32, ptr %1, i64 4
  store i32 %20, ptr %21, align 4, !tbaa !15
  %22 = getelementptr inbounds i32, ptr %0, i64 7
  %23 = load i32, ptr %22, align 4, !tbaa !15
  %24 = getelementptr inbounds i32, ptr %1, i64 7
  store i32 %23, ptr %24, align 4, !tbaa !15
  %25 = getelementptr inbounds i32, ptr %0, i64 8
  %26 = load i32, ptr %25, align 4, !tbaa !15
  %27 = getelementptr inbounds i32, ptr %1, i64 10
  store i32 %26, ptr %27, align 4, !tbaa !15
  %28 = getelementptr inbounds i32, ptr %0, i64 9
  %29 = load i32, ptr %28, align 4, !tbaa !15
  %30 = getelementptr inbounds i32, ptr %1, i64 13
  store i32 %29, ptr %30, align 4, !tbaa !15
  %31 = getelementptr inbounds i32, ptr %0, i64 10
  %32 = load i32, ptr %31, align 4, !tbaa !15
  %33 = getelementptr inbounds i32, ptr %1, i64 2
  store i32 %32, ptr %33, align 4, !tbaa !15
  %34 = getelementptr inbounds i32, ptr %0, i64 11
  %35 = load i32, ptr %34, align 4, !tbaa !15
  %36 = getelementptr inbounds i32, ptr %1, i64 5
  store i32 %35, ptr %36, align 4, !tbaa !15
  %37 = getelementptr inbounds i32, ptr %0, i64 12
  %38 = load i32, ptr %37, align 4, !tbaa !15
  %39 = getelementptr inbounds i32, ptr %1, i64 8
  store i32 %38, ptr %39, align 4, !tbaa !15
  %40 = getelementptr inbounds i32, ptr %0, i64 13
  %41 = load i32, ptr %40, align 4, !tbaa !15
  %42 = getelementptr inbounds i32, ptr %1, i64 11
  store i32 %41, ptr %42, align 4, !tbaa !15
  %43 = getelementptr inbounds i32, ptr %0, i64 14
  %44 = load i32, ptr %43, align 4, !tbaa !15
  %45 = getelementptr inbounds i32, ptr %1, i64 14
  store i32 %44, ptr %45, align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @m2mul(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #3 {
  %4 = load i64, ptr %1, align 8, !tbaa !13
  %5 = getelementptr inbounds [2 x i64], ptr %1, i64 0, i64 1
  %6 = load i64, ptr %5, align 8, !tbaa !13
  %7 = load i64, ptr %2, align 8, !tbaa !13
  %8 = mul i64 %7, %4
  %9 = getelementptr inbounds [2 x i64], ptr %2, i64 1, i64 0
  %10 = load i64, ptr %9, align 8, !tbaa !13
  %11 = mul i64 %10, %6
  %12 = add i64 %11, %8
  %13 = urem i64 %12, 1000000007
  %14 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1
  %15 = load i64, ptr %14, align 8, !tbaa !13
  %16 = mul i64 %15, %4
  %17 = getelementptr inbounds [2 x i64], ptr %2, i64 1, i64 1
  %18 = load i64, ptr %17, align 8, !tbaa !13
  %19 = mul i64 %18, %6
  %20 = add i64 %19, %16
  %21 = urem i64 %20, 1000000007
  %22 = getelementptr inbounds [2 x i64], ptr %1, i64 1
  %23 = load i64, ptr %22, align 8, !tbaa !13
  %24 = getelementptr inbounds [2 x i64], ptr %1, i64 1, i64 1
  %25 = load i64, ptr %24, align 8, !tbaa !13
  %26 = mul i64 %7, %23
  %27 = mul i64 %10, %25
  %28 = add i64 %27, %26
  %29 = urem i64 %28, 1000000007
  %30 = mul i64 %15, %23
  %31 = mul i64 %18, %25
  %32 = add i64 %31, %30
  %33 = urem i64 %32, 1000000007
  store i64 %13, ptr %0, align 8, !tbaa !13
  %34 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %21, ptr %34, align 8, !tbaa !13
  %35 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %29, ptr %35, align 8, !tbaa !13
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %33, ptr %36, align 8, !tbaa !13
  ret void
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
