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
  %8 = bitcast [8 x [8 x double]]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %8) #8
  %9 = bitcast [8 x [8 x double]]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %9) #8
  %10 = bitcast [8 x [8 x double]]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %10) #8
  br label %11

11:                                               ; preds = %0, %51
  %12 = phi i64 [ 0, %0 ], [ %52, %51 ]
  %13 = shl nsw i64 %12, 3
  br label %54

14:                                               ; preds = %51
  %15 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 0
  %16 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %3, i64 0, i64 0
  %17 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 0
  call fastcc void @matmul([8 x double]* noundef nonnull %15, [8 x double]* noundef nonnull %16, [8 x double]* noundef nonnull %17)
  %18 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 0, i64 0
  %19 = load double, double* %18, align 16, !tbaa !5
  %20 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 0, i64 1
  %21 = load double, double* %20, align 8, !tbaa !5
  %22 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 0, i64 5
  %23 = load double, double* %22, align 8, !tbaa !5
  %24 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 0, i64 7
  %25 = load double, double* %24, align 8, !tbaa !5
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef 0, double noundef %19, double noundef %21, double noundef %23, double noundef %25)
  %27 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 3, i64 0
  %28 = load double, double* %27, align 16, !tbaa !5
  %29 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 3, i64 1
  %30 = load double, double* %29, align 8, !tbaa !5
  %31 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 3, i64 5
  %32 = load double, double* %31, align 8, !tbaa !5
  %33 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 3, i64 7
  %34 = load double, double* %33, align 8, !tbaa !5
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef 3, double noundef %28, double noundef %30, double noundef %32, double noundef %34)
  %36 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 6, i64 0
  %37 = load double, double* %36, align 16, !tbaa !5
  %38 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 6, i64 1
  %39 = load double, double* %38, align 8, !tbaa !5
  %40 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 6, i64 5
  %41 = load double, double* %40, align 8, !tbaa !5
  %42 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %5, i64 0, i64 6, i64 7
  %43 = load double, double* %42, align 8, !tbaa !5
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef 6, double noundef %37, double noundef %39, double noundef %41, double noundef %43)
  %45 = call fastcc double @det([8 x double]* noundef nonnull %16)
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), double noundef %45)
  %47 = bitcast [2 x [2 x i64]]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %47) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %47, i8* noundef nonnull align 16 dereferenceable(32) bitcast ([2 x [2 x i64]]* @__const.fib_mod.r to i8*), i64 32, i1 false) #8
  %48 = bitcast [2 x [2 x i64]]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %48) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %48, i8* noundef nonnull align 16 dereferenceable(32) bitcast ([2 x [2 x i64]]* @__const.fib_mod.b to i8*), i64 32, i1 false) #8
  %49 = getelementptr inbounds [2 x [2 x i64]], [2 x [2 x i64]]* %1, i64 0, i64 0
  %50 = getelementptr inbounds [2 x [2 x i64]], [2 x [2 x i64]]* %2, i64 0, i64 0
  br label %73

51:                                               ; preds = %54
  %52 = add nuw nsw i64 %12, 1
  %53 = icmp eq i64 %52, 8
  br i1 %53, label %14, label %11, !llvm.loop !9

54:                                               ; preds = %11, %54
  %55 = phi i64 [ 0, %11 ], [ %71, %54 ]
  %56 = icmp eq i64 %12, %55
  %57 = uitofp i1 %56 to double
  %58 = add nuw nsw i64 %55, %12
  %59 = trunc i64 %58 to i32
  %60 = urem i32 %59, 3
  %61 = sitofp i32 %60 to double
  %62 = fmul double %61, 5.000000e-01
  %63 = tail call double @llvm.fmuladd.f64(double %57, double 2.000000e+00, double %62)
  %64 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %3, i64 0, i64 %12, i64 %55
  store double %63, double* %64, align 8, !tbaa !5
  %65 = add nuw nsw i64 %55, %13
  %66 = trunc i64 %65 to i32
  %67 = urem i32 %66, 5
  %68 = add nsw i32 %67, -2
  %69 = sitofp i32 %68 to double
  %70 = getelementptr inbounds [8 x [8 x double]], [8 x [8 x double]]* %4, i64 0, i64 %12, i64 %55
  store double %69, double* %70, align 8, !tbaa !5
  %71 = add nuw nsw i64 %55, 1
  %72 = icmp eq i64 %71, 8
  br i1 %72, label %51, label %54, !llvm.loop !11

73:                                               ; preds = %78, %14
  %74 = phi i64 [ 1000000000000, %14 ], [ %79, %78 ]
  %75 = and i64 %74, 1
  %76 = icmp eq i64 %75, 0
  br i1 %76, label %78, label %77

77:                                               ; preds = %73
  call fastcc void @m2mul([2 x i64]* noundef nonnull %49, [2 x i64]* noundef nonnull %49, [2 x i64]* noundef nonnull %50) #8
  br label %78

78:                                               ; preds = %77, %73
  call fastcc void @m2mul([2 x i64]* noundef nonnull %50, [2 x i64]* noundef nonnull %50, [2 x i64]* noundef nonnull %50) #8
  %79 = lshr i64 %74, 1
  %80 = icmp ult i64 %74, 2
  br i1 %80, label %81, label %73, !llvm.loop !12

81:                                               ; preds = %78
  %82 = getelementptr inbounds [2 x [2 x i64]], [2 x [2 x i64]]* %1, i64 0, i64 0, i64 1
  %83 = load i64, i64* %82, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %48) #8
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %47) #8
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i64 0, i64 0), i64 noundef %83)
  %85 = bitcast [15 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 60, i8* nonnull %85) #8
  %86 = bitcast [15 x i32]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 60, i8* nonnull %86) #8
  %87 = getelementptr inbounds [15 x i32], [15 x i32]* %6, i64 0, i64 0
  %88 = bitcast [15 x i32]* %6 to <4 x i32>*
  store <4 x i32> <i32 0, i32 1, i32 4, i32 9>, <4 x i32>* %88, align 16, !tbaa !15
  %89 = getelementptr inbounds [15 x i32], [15 x i32]* %6, i64 0, i64 4
  %90 = bitcast i32* %89 to <4 x i32>*
  store <4 x i32> <i32 16, i32 25, i32 36, i32 49>, <4 x i32>* %90, align 16, !tbaa !15
  %91 = getelementptr inbounds [15 x i32], [15 x i32]* %6, i64 0, i64 8
  %92 = bitcast i32* %91 to <4 x i32>*
  store <4 x i32> <i32 64, i32 81, i32 100, i32 121>, <4 x i32>* %92, align 16, !tbaa !15
  %93 = getelementptr inbounds [15 x i32], [15 x i32]* %6, i64 0, i64 12
  store i32 144, i32* %93, align 16, !tbaa !15
  %94 = getelementptr inbounds [15 x i32], [15 x i32]* %6, i64 0, i64 13
  store i32 169, i32* %94, align 4, !tbaa !15
  %95 = getelementptr inbounds [15 x i32], [15 x i32]* %6, i64 0, i64 14
  store i32 196, i32* %95, align 8, !tbaa !15
  %96 = getelementptr inbounds [15 x i32], [15 x i32]* %7, i64 0, i64 0
  call fastcc void @transpose_int(i32* noundef nonnull %87, i32* noundef nonnull %96)
  %97 = load i32, i32* %96, align 16, !tbaa !15
  %98 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %97, i32 noundef 32)
  %99 = getelementptr inbounds [15 x i32], [15 x i32]* %7, i64 0, i64 1
  %100 = load i32, i32* %99, align 4, !tbaa !15
  %101 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %100, i32 noundef 32)
  %102 = getelementptr inbounds [15 x i32], [15 x i32]* %7, i64 0, i64 2
  %103 = load i32, i32* %102, align 8, !tbaa !15
  %104 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %103, i32 noundef 32)
  %105 = getelementptr inbounds [15 x i32], [15 x i32]* %7, i64 0, i64 3
  %106 = load i32, i32* %105, align 4, !tbaa !15
  %107 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %106, i32 noundef 32)
  %108 = getelementptr inbounds [15 x i32], [15 x i32]* %7, i64 0, i64 4
  %109 = load i32, i32* %108, align 16, !tbaa !15
  %110 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %109, i32 noundef 32)
  %111 = getelementptr inbounds [15 x i32], [15 x i32]* %7, i64 0, i64 5
  %112 = load i32, i32* %111, align 4, !tbaa !15
  %113 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %112, i32 noundef 32)
  %114 = getelementptr inbounds [15 x i32], [15 x i32]* %7, i64 0, i64 6
  %115 = load i32, i32* %114, align 8, !tbaa !15
  %116 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %115, i32 noundef 32)
  %117 = getelementptr inbounds [15 x i32], [15 x i32]* %7, i64 0, i64 7
  %118 = load i32, i32* %117, align 4, !tbaa !15
  %119 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %118, i32 noundef 32)
  %120 = getelementptr inbounds [15 x i32], [15 x i32]* %7, i64 0, i64 8
  %121 = load i32, i32* %120, align 16, !tbaa !15
  %122 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %121, i32 noundef 32)
  %123 = getelementptr inbounds [15 x i32], [15 x i32]* %7, i64 0, i64 9
  %124 = load i32, i32* %123, align 4, !tbaa !15
  %125 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %124, i32 noundef 32)
  %126 = getelementptr inbounds [15 x i32], [15 x i32]* %7, i64 0, i64 10
  %127 = load i32, i32* %126, align 8, !tbaa !15
  %128 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %127, i32 noundef 32)
  %129 = getelementptr inbounds [15 x i32], [15 x i32]* %7, i64 0, i64 11
  %130 = load i32, i32* %129, align 4, !tbaa !15
  %131 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %130, i32 noundef 32)
  %132 = getelementptr inbounds [15 x i32], [15 x i32]* %7, i64 0, i64 12
  %133 = load i32, i32* %132, align 16, !tbaa !15
  %134 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %133, i32 noundef 32)
  %135 = getelementptr inbounds [15 x i32], [15 x i32]* %7, i64 0, i64 13
  %136 = load i32, i32* %135, align 4, !tbaa !15
  %137 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %136, i32 noundef 32)
  %138 = getelementptr inbounds [15 x i32], [15 x i32]* %7, i64 0, i64 14
  %139 = load i32, i32* %138, align 8, !tbaa !15
  %140 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %139, i32 noundef 10)
  call void @llvm.lifetime.end.p0i8(i64 60, i8* nonnull %86) #8
  call void @llvm.lifetime.end.p0i8(i64 60, i8* nonnull %85) #8
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %10) #8
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %9) #8
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %8) #8
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @matmul([8 x double]* nocapture noundef writeonly %0, [8 x double]* nocapture noundef readonly %1, [8 x double]* nocapture noundef readonly %2) unnamed_addr #3 {
  br label %4

4:                                                ; preds = %3, %52
  %5 = phi i64 [ 0, %3 ], [ %53, %52 ]
  %6 = getelementptr inbounds [8 x double], [8 x double]* %1, i64 %5, i64 0
  %7 = getelementptr inbounds [8 x double], [8 x double]* %1, i64 %5, i64 1
  %8 = getelementptr inbounds [8 x double], [8 x double]* %1, i64 %5, i64 2
  %9 = getelementptr inbounds [8 x double], [8 x double]* %1, i64 %5, i64 3
  %10 = getelementptr inbounds [8 x double], [8 x double]* %1, i64 %5, i64 4
  %11 = getelementptr inbounds [8 x double], [8 x double]* %1, i64 %5, i64 5
  %12 = getelementptr inbounds [8 x double], [8 x double]* %1, i64 %5, i64 6
  %13 = getelementptr inbounds [8 x double], [8 x double]* %1, i64 %5, i64 7
  br label %15

14:                                               ; preds = %52
  ret void

15:                                               ; preds = %4, %15
  %16 = phi i64 [ 0, %4 ], [ %50, %15 ]
  %17 = load double, double* %6, align 8, !tbaa !5
  %18 = getelementptr inbounds [8 x double], [8 x double]* %2, i64 0, i64 %16
  %19 = load double, double* %18, align 8, !tbaa !5
  %20 = tail call double @llvm.fmuladd.f64(double %17, double %19, double 0.000000e+00)
  %21 = load double, double* %7, align 8, !tbaa !5
  %22 = getelementptr inbounds [8 x double], [8 x double]* %2, i64 1, i64 %16
  %23 = load double, double* %22, align 8, !tbaa !5
  %24 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %20)
  %25 = load double, double* %8, align 8, !tbaa !5
  %26 = getelementptr inbounds [8 x double], [8 x double]* %2, i64 2, i64 %16
  %27 = load double, double* %26, align 8, !tbaa !5
  %28 = tail call double @llvm.fmuladd.f64(double %25, double %27, double %24)
  %29 = load double, double* %9, align 8, !tbaa !5
  %30 = getelementptr inbounds [8 x double], [8 x double]* %2, i64 3, i64 %16
  %31 = load double, double* %30, align 8, !tbaa !5
  %32 = tail call double @llvm.fmuladd.f64(double %29, double %31, double %28)
  %33 = load double, double* %10, align 8, !tbaa !5
  %34 = getelementptr inbounds [8 x double], [8 x double]* %2, i64 4, i64 %16
  %35 = load double, double* %34, align 8, !tbaa !5
  %36 = tail call double @llvm.fmuladd.f64(double %33, double %35, double %32)
  %37 = load double, double* %11, align 8, !tbaa !5
  %38 = getelementptr inbounds [8 x double], [8 x double]* %2, i64 5, i64 %16
  %39 = load double, double* %38, align 8, !tbaa !5
  %40 = tail call double @llvm.fmuladd.f64(double %37, double %39, double %36)
  %41 = load double, double* %12, align 8, !tbaa !5
  %42 = getelementptr inbounds [8 x double], [8 x double]* %2, i64 6, i64 %16
  %43 = load double, double* %42, align 8, !tbaa !5
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %43, double %40)
  %45 = load double, double* %13, align 8, !tbaa !5
  %46 = getelementptr inbounds [8 x double], [8 x double]* %2, i64 7, i64 %16
  %47 = load double, double* %46, align 8, !tbaa !5
  %48 = tail call double @llvm.fmuladd.f64(double %45, double %47, double %44)
  %49 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %5, i64 %16
  store double %48, double* %49, align 8, !tbaa !5
  %50 = add nuw nsw i64 %16, 1
  %51 = icmp eq i64 %50, 8
  br i1 %51, label %52, label %15, !llvm.loop !17

52:                                               ; preds = %15
  %53 = add nuw nsw i64 %5, 1
  %54 = icmp eq i64 %53, 8
  br i1 %54, label %14, label %4, !llvm.loop !18
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc double @det([8 x double]* nocapture noundef %0) unnamed_addr #3 {
  br label %2

2:                                                ; preds = %1, %175
  %3 = phi double [ 1.000000e+00, %1 ], [ %82, %175 ]
  %4 = phi i64 [ 1, %1 ], [ %176, %175 ]
  %5 = phi i64 [ 0, %1 ], [ %12, %175 ]
  %6 = sub nsw i64 7, %5
  %7 = add nuw i64 %5, 1
  %8 = mul nuw nsw i64 %5, 9
  %9 = add nuw i64 %8, 1
  %10 = getelementptr [8 x double], [8 x double]* %0, i64 0, i64 %9
  %11 = getelementptr [8 x double], [8 x double]* %0, i64 %7, i64 0
  %12 = add nuw nsw i64 %5, 1
  %13 = icmp eq i64 %5, 7
  br i1 %13, label %16, label %14

14:                                               ; preds = %2
  %15 = trunc i64 %5 to i32
  br label %22

16:                                               ; preds = %22, %2
  %17 = phi i32 [ 7, %2 ], [ %38, %22 ]
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %18, i64 %5
  %20 = load double, double* %19, align 8, !tbaa !5
  %21 = fcmp oeq double %20, 0.000000e+00
  br i1 %21, label %178, label %41

22:                                               ; preds = %14, %22
  %23 = phi i64 [ %39, %22 ], [ %4, %14 ]
  %24 = phi i32 [ %38, %22 ], [ %15, %14 ]
  %25 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %23, i64 %5
  %26 = load double, double* %25, align 8, !tbaa !5
  %27 = fcmp olt double %26, 0.000000e+00
  %28 = fneg double %26
  %29 = select i1 %27, double %28, double %26
  %30 = sext i32 %24 to i64
  %31 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %30, i64 %5
  %32 = load double, double* %31, align 8, !tbaa !5
  %33 = fcmp olt double %32, 0.000000e+00
  %34 = fneg double %32
  %35 = select i1 %33, double %34, double %32
  %36 = fcmp ogt double %29, %35
  %37 = trunc i64 %23 to i32
  %38 = select i1 %36, i32 %37, i32 %24
  %39 = add nuw nsw i64 %23, 1
  %40 = icmp eq i64 %39, 8
  br i1 %40, label %16, label %22, !llvm.loop !19

41:                                               ; preds = %16
  %42 = zext i32 %17 to i64
  %43 = icmp eq i64 %5, %42
  br i1 %43, label %78, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %18, i64 0
  %46 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %5, i64 0
  %47 = bitcast double* %45 to <2 x double>*
  %48 = load <2 x double>, <2 x double>* %47, align 8, !tbaa !5
  %49 = bitcast double* %46 to <2 x double>*
  %50 = load <2 x double>, <2 x double>* %49, align 8, !tbaa !5
  %51 = bitcast double* %45 to <2 x double>*
  store <2 x double> %50, <2 x double>* %51, align 8, !tbaa !5
  %52 = bitcast double* %46 to <2 x double>*
  store <2 x double> %48, <2 x double>* %52, align 8, !tbaa !5
  %53 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %18, i64 2
  %54 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %5, i64 2
  %55 = bitcast double* %53 to <2 x double>*
  %56 = load <2 x double>, <2 x double>* %55, align 8, !tbaa !5
  %57 = bitcast double* %54 to <2 x double>*
  %58 = load <2 x double>, <2 x double>* %57, align 8, !tbaa !5
  %59 = bitcast double* %53 to <2 x double>*
  store <2 x double> %58, <2 x double>* %59, align 8, !tbaa !5
  %60 = bitcast double* %54 to <2 x double>*
  store <2 x double> %56, <2 x double>* %60, align 8, !tbaa !5
  %61 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %18, i64 4
  %62 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %5, i64 4
  %63 = bitcast double* %61 to <2 x double>*
  %64 = load <2 x double>, <2 x double>* %63, align 8, !tbaa !5
  %65 = bitcast double* %62 to <2 x double>*
  %66 = load <2 x double>, <2 x double>* %65, align 8, !tbaa !5
  %67 = bitcast double* %61 to <2 x double>*
  store <2 x double> %66, <2 x double>* %67, align 8, !tbaa !5
  %68 = bitcast double* %62 to <2 x double>*
  store <2 x double> %64, <2 x double>* %68, align 8, !tbaa !5
  %69 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %18, i64 6
  %70 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %5, i64 6
  %71 = bitcast double* %69 to <2 x double>*
  %72 = load <2 x double>, <2 x double>* %71, align 8, !tbaa !5
  %73 = bitcast double* %70 to <2 x double>*
  %74 = load <2 x double>, <2 x double>* %73, align 8, !tbaa !5
  %75 = bitcast double* %69 to <2 x double>*
  store <2 x double> %74, <2 x double>* %75, align 8, !tbaa !5
  %76 = bitcast double* %70 to <2 x double>*
  store <2 x double> %72, <2 x double>* %76, align 8, !tbaa !5
  %77 = fneg double %3
  br label %78

78:                                               ; preds = %44, %41
  %79 = phi double [ %77, %44 ], [ %3, %41 ]
  %80 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %5, i64 %5
  %81 = load double, double* %80, align 8, !tbaa !5
  %82 = fmul double %79, %81
  %83 = icmp ult i64 %5, 7
  br i1 %83, label %84, label %175

84:                                               ; preds = %78
  %85 = add nuw i64 %4, 1
  %86 = add nuw nsw i64 %5, 1
  %87 = icmp eq i64 %86, 8
  %88 = icmp ult i64 %6, 4
  %89 = and i64 %6, -4
  %90 = add i64 %86, %89
  %91 = icmp eq i64 %6, %89
  br label %92

92:                                               ; preds = %84, %154
  %93 = phi i64 [ 0, %84 ], [ %157, %154 ]
  %94 = phi i64 [ %4, %84 ], [ %155, %154 ]
  %95 = getelementptr [8 x double], [8 x double]* %0, i64 %94, i64 %7
  %96 = add i64 %85, %93
  %97 = getelementptr [8 x double], [8 x double]* %0, i64 %96, i64 0
  %98 = load double, double* %80, align 8, !tbaa !5
  %99 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %94, i64 %5
  %100 = load double, double* %99, align 8, !tbaa !5
  %101 = fneg double %100
  %102 = fdiv double %101, %98
  %103 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %94, i64 %5
  %104 = tail call double @llvm.fmuladd.f64(double %102, double %98, double %100)
  store double %104, double* %103, align 8, !tbaa !5
  br i1 %87, label %154, label %105, !llvm.loop !20

105:                                              ; preds = %92
  br i1 %88, label %139, label %106

106:                                              ; preds = %105
  %107 = icmp ult double* %95, %11
  %108 = icmp ult double* %10, %97
  %109 = and i1 %107, %108
  %110 = icmp ult double* %95, %97
  %111 = or i1 %109, %110
  br i1 %111, label %139, label %112

112:                                              ; preds = %106
  %113 = insertelement <2 x double> poison, double %102, i64 0
  %114 = shufflevector <2 x double> %113, <2 x double> poison, <2 x i32> zeroinitializer
  %115 = insertelement <2 x double> poison, double %102, i64 0
  %116 = shufflevector <2 x double> %115, <2 x double> poison, <2 x i32> zeroinitializer
  br label %117

117:                                              ; preds = %117, %112
  %118 = phi i64 [ 0, %112 ], [ %136, %117 ]
  %119 = add i64 %86, %118
  %120 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %5, i64 %119
  %121 = bitcast double* %120 to <2 x double>*
  %122 = load <2 x double>, <2 x double>* %121, align 8, !tbaa !5, !alias.scope !21
  %123 = getelementptr inbounds double, double* %120, i64 2
  %124 = bitcast double* %123 to <2 x double>*
  %125 = load <2 x double>, <2 x double>* %124, align 8, !tbaa !5, !alias.scope !21
  %126 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %94, i64 %119
  %127 = bitcast double* %126 to <2 x double>*
  %128 = load <2 x double>, <2 x double>* %127, align 8, !tbaa !5, !alias.scope !24
  %129 = getelementptr inbounds double, double* %126, i64 2
  %130 = bitcast double* %129 to <2 x double>*
  %131 = load <2 x double>, <2 x double>* %130, align 8, !tbaa !5, !alias.scope !24
  %132 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %114, <2 x double> %122, <2 x double> %128)
  %133 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %116, <2 x double> %125, <2 x double> %131)
  %134 = bitcast double* %126 to <2 x double>*
  store <2 x double> %132, <2 x double>* %134, align 8, !tbaa !5, !alias.scope !26, !noalias !28
  %135 = bitcast double* %129 to <2 x double>*
  store <2 x double> %133, <2 x double>* %135, align 8, !tbaa !5, !alias.scope !26, !noalias !28
  %136 = add nuw i64 %118, 4
  %137 = icmp eq i64 %136, %89
  br i1 %137, label %138, label %117, !llvm.loop !29

138:                                              ; preds = %117
  br i1 %91, label %154, label %139

139:                                              ; preds = %106, %105, %138
  %140 = phi i64 [ %86, %106 ], [ %86, %105 ], [ %90, %138 ]
  %141 = and i64 %140, 1
  %142 = icmp eq i64 %141, 0
  br i1 %142, label %151, label %143

143:                                              ; preds = %139
  %144 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %5, i64 %140
  %145 = load double, double* %144, align 8, !tbaa !5
  %146 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %94, i64 %140
  %147 = load double, double* %146, align 8, !tbaa !5
  %148 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %94, i64 %140
  %149 = tail call double @llvm.fmuladd.f64(double %102, double %145, double %147)
  store double %149, double* %148, align 8, !tbaa !5
  %150 = add nuw nsw i64 %140, 1
  br label %151

151:                                              ; preds = %143, %139
  %152 = phi i64 [ %140, %139 ], [ %150, %143 ]
  %153 = icmp eq i64 %140, 7
  br i1 %153, label %154, label %158

154:                                              ; preds = %151, %158, %138, %92
  %155 = add nuw nsw i64 %94, 1
  %156 = icmp eq i64 %155, 8
  %157 = add i64 %93, 1
  br i1 %156, label %175, label %92, !llvm.loop !31

158:                                              ; preds = %151, %158
  %159 = phi i64 [ %173, %158 ], [ %152, %151 ]
  %160 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %5, i64 %159
  %161 = load double, double* %160, align 8, !tbaa !5
  %162 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %94, i64 %159
  %163 = load double, double* %162, align 8, !tbaa !5
  %164 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %94, i64 %159
  %165 = tail call double @llvm.fmuladd.f64(double %102, double %161, double %163)
  store double %165, double* %164, align 8, !tbaa !5
  %166 = add nuw nsw i64 %159, 1
  %167 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %5, i64 %166
  %168 = load double, double* %167, align 8, !tbaa !5
  %169 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %94, i64 %166
  %170 = load double, double* %169, align 8, !tbaa !5
  %171 = getelementptr inbounds [8 x double], [8 x double]* %0, i64 %94, i64 %166
  %172 = tail call double @llvm.fmuladd.f64(double %102, double %168, double %170)
  store double %172, double* %171, align 8, !tbaa !5
  %173 = add nuw nsw i64 %159, 2
  %174 = icmp eq i64 %173, 8
  br i1 %174, label %154, label %158, !llvm.loop !32

175:                                              ; preds = %154, %78
  %176 = add nuw nsw i64 %4, 1
  %177 = icmp eq i64 %12, 8
  br i1 %177, label %178, label %2, !llvm.loop !33

178:                                              ; preds = %16, %175
  %179 = phi double [ %82, %175 ], [ 0.000000e+00, %16 ]
  ret double %179
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @transpose_int(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) unnamed_addr #5 {
  %3 = load i32, i32* %0, align 4, !tbaa !15
  store i32 %3, i32* %1, align 4, !tbaa !15
  %4 = getelementptr inbounds i32, i32* %0, i64 1
  %5 = load i32, i32* %4, align 4, !tbaa !15
  %6 = getelementptr inbounds i32, i32* %1, i64 3
  store i32 %5, i32* %6, align 4, !tbaa !15
  %7 = getelementptr inbounds i32, i32* %0, i64 2
  %8 = load i32, i32* %7, align 4, !tbaa !15
  %9 = getelementptr inbounds i32, i32* %1, i64 6
  store i32 %8, i32* %9, align 4, !tbaa !15
  %10 = getelementptr inbounds i32, i32* %0, i64 3
  %11 = load i32, i32* %10, align 4, !tbaa !15
  %12 = getelementptr inbounds i32, i32* %1, i64 9
  store i32 %11, i32* %12, align 4, !tbaa !15
  %13 = getelementptr inbounds i32, i32* %0, i64 4
  %14 = load i32, i32* %13, align 4, !tbaa !15
  %15 = getelementptr inbounds i32, i32* %1, i64 12
  store i32 %14, i32* %15, align 4, !tbaa !15
  %16 = getelementptr inbounds i32, i32* %0, i64 5
  %17 = load i32, i32* %16, align 4, !tbaa !15
  %18 = getelementptr inbounds i32, i32* %1, i64 1
  store i32 %17, i32* %18, align 4, !tbaa !15
  %19 = getelementptr inbounds i32, i32* %0, i64 6
  %20 = load i32, i32* %19, align 4, !tbaa !15
  %21 = getelementptr inbounds i32, i32* %1, i64 4
  store i32 %20, i32* %21, align 4, !tbaa !15
  %22 = getelementptr inbounds i32, i32* %0, i64 7
  %23 = load i32, i32* %22, align 4, !tbaa !15
  %24 = getelementptr inbounds i32, i32* %1, i64 7
  store i32 %23, i32* %24, align 4, !tbaa !15
  %25 = getelementptr inbounds i32, i32* %0, i64 8
  %26 = load i32, i32* %25, align 4, !tbaa !15
  %27 = getelementptr inbounds i32, i32* %1, i64 10
  store i32 %26, i32* %27, align 4, !tbaa !15
  %28 = getelementptr inbounds i32, i32* %0, i64 9
  %29 = load i32, i32* %28, align 4, !tbaa !15
  %30 = getelementptr inbounds i32, i32* %1, i64 13
  store i32 %29, i32* %30, align 4, !tbaa !15
  %31 = getelementptr inbounds i32, i32* %0, i64 10
  %32 = load i32, i32* %31, align 4, !tbaa !15
  %33 = getelementptr inbounds i32, i32* %1, i64 2
  store i32 %32, i32* %33, align 4, !tbaa !15
  %34 = getelementptr inbounds i32, i32* %0, i64 11
  %35 = load i32, i32* %34, align 4, !tbaa !15
  %36 = getelementptr inbounds i32, i32* %1, i64 5
  store i32 %35, i32* %36, align 4, !tbaa !15
  %37 = getelementptr inbounds i32, i32* %0, i64 12
  %38 = load i32, i32* %37, align 4, !tbaa !15
  %39 = getelementptr inbounds i32, i32* %1, i64 8
  store i32 %38, i32* %39, align 4, !tbaa !15
  %40 = getelementptr inbounds i32, i32* %0, i64 13
  %41 = load i32, i32* %40, align 4, !tbaa !15
  %42 = getelementptr inbounds i32, i32* %1, i64 11
  store i32 %41, i32* %42, align 4, !tbaa !15
  %43 = getelementptr inbounds i32, i32* %0, i64 14
  %44 = load i32, i32* %43, align 4, !tbaa !15
  %45 = getelementptr inbounds i32, i32* %1, i64 14
  store i32 %44, i32* %45, align 4, !tbaa !15
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @m2mul([2 x i64]* nocapture noundef writeonly %0, [2 x i64]* nocapture noundef readonly %1, [2 x i64]* nocapture noundef readonly %2) unnamed_addr #3 {
  %4 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 0
  %5 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 0
  %6 = load i64, i64* %5, align 8, !tbaa !13
  %7 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 1
  %8 = load i64, i64* %7, align 8, !tbaa !13
  %9 = load i64, i64* %4, align 8, !tbaa !13
  %10 = mul i64 %9, %6
  %11 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 1, i64 0
  %12 = load i64, i64* %11, align 8, !tbaa !13
  %13 = mul i64 %12, %8
  %14 = add i64 %13, %10
  %15 = urem i64 %14, 1000000007
  %16 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 1
  %17 = load i64, i64* %16, align 8, !tbaa !13
  %18 = mul i64 %17, %6
  %19 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 1, i64 1
  %20 = load i64, i64* %19, align 8, !tbaa !13
  %21 = mul i64 %20, %8
  %22 = add i64 %21, %18
  %23 = urem i64 %22, 1000000007
  %24 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 1, i64 0
  %25 = load i64, i64* %24, align 8, !tbaa !13
  %26 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 1, i64 1
  %27 = load i64, i64* %26, align 8, !tbaa !13
  %28 = mul i64 %9, %25
  %29 = mul i64 %12, %27
  %30 = add i64 %29, %28
  %31 = urem i64 %30, 1000000007
  %32 = mul i64 %17, %25
  %33 = mul i64 %20, %27
  %34 = add i64 %33, %32
  %35 = urem i64 %34, 1000000007
  %36 = getelementptr inbounds [2 x i64], [2 x i64]* %0, i64 0, i64 0
  store i64 %15, i64* %36, align 8, !tbaa !13
  %37 = getelementptr inbounds [2 x i64], [2 x i64]* %0, i64 0, i64 1
  store i64 %23, i64* %37, align 8, !tbaa !13
  %38 = getelementptr inbounds [2 x i64], [2 x i64]* %0, i64 1, i64 0
  store i64 %31, i64* %38, align 8, !tbaa !13
  %39 = getelementptr inbounds [2 x i64], [2 x i64]* %0, i64 1, i64 1
  store i64 %35, i64* %39, align 8, !tbaa !13
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
!21 = !{!22}
!22 = distinct !{!22, !23}
!23 = distinct !{!23, !"LVerDomain"}
!24 = !{!25}
!25 = distinct !{!25, !23}
!26 = !{!27}
!27 = distinct !{!27, !23}
!28 = !{!22, !25}
!29 = distinct !{!29, !10, !30}
!30 = !{!"llvm.loop.isvectorized", i32 1}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10, !30}
!33 = distinct !{!33, !10}
