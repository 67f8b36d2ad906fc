; ModuleID = 'tests/differential/src/vector_reduce.c'
source_filename = "tests/differential/src/vector_reduce.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"dot %.4f\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"saxpy %.3f %.3f %.3f\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"umin %u %u %u %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [37 x float], align 16
  %2 = alloca [37 x float], align 16
  %3 = bitcast [37 x float]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 148, i8* nonnull %3) #6
  %4 = bitcast [37 x float]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 148, i8* nonnull %4) #6
  %5 = bitcast [37 x float]* %1 to <4 x float>*
  store <4 x float> <float 0.000000e+00, float 5.000000e-01, float 1.000000e+00, float 1.500000e+00>, <4 x float>* %5, align 16, !tbaa !5
  %6 = bitcast [37 x float]* %2 to <4 x float>*
  store <4 x float> <float 9.250000e+00, float 9.000000e+00, float 8.750000e+00, float 8.500000e+00>, <4 x float>* %6, align 16, !tbaa !5
  %7 = getelementptr inbounds [37 x float], [37 x float]* %1, i64 0, i64 4
  %8 = bitcast float* %7 to <4 x float>*
  store <4 x float> <float 2.000000e+00, float 2.500000e+00, float 3.000000e+00, float 3.500000e+00>, <4 x float>* %8, align 16, !tbaa !5
  %9 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 4
  %10 = bitcast float* %9 to <4 x float>*
  store <4 x float> <float 8.250000e+00, float 8.000000e+00, float 7.750000e+00, float 7.500000e+00>, <4 x float>* %10, align 16, !tbaa !5
  %11 = getelementptr inbounds [37 x float], [37 x float]* %1, i64 0, i64 8
  %12 = bitcast float* %11 to <4 x float>*
  store <4 x float> <float 4.000000e+00, float 4.500000e+00, float 5.000000e+00, float 5.500000e+00>, <4 x float>* %12, align 16, !tbaa !5
  %13 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 8
  %14 = bitcast float* %13 to <4 x float>*
  store <4 x float> <float 7.250000e+00, float 7.000000e+00, float 6.750000e+00, float 6.500000e+00>, <4 x float>* %14, align 16, !tbaa !5
  %15 = getelementptr inbounds [37 x float], [37 x float]* %1, i64 0, i64 12
  %16 = bitcast float* %15 to <4 x float>*
  store <4 x float> <float 6.000000e+00, float 6.500000e+00, float 7.000000e+00, float 7.500000e+00>, <4 x float>* %16, align 16, !tbaa !5
  %17 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 12
  %18 = bitcast float* %17 to <4 x float>*
  store <4 x float> <float 6.250000e+00, float 6.000000e+00, float 5.750000e+00, float 5.500000e+00>, <4 x float>* %18, align 16, !tbaa !5
  %19 = getelementptr inbounds [37 x float], [37 x float]* %1, i64 0, i64 16
  %20 = bitcast float* %19 to <4 x float>*
  store <4 x float> <float 8.000000e+00, float 8.500000e+00, float 9.000000e+00, float 9.500000e+00>, <4 x float>* %20, align 16, !tbaa !5
  %21 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 16
  %22 = bitcast float* %21 to <4 x float>*
  store <4 x float> <float 5.250000e+00, float 5.000000e+00, float 4.750000e+00, float 4.500000e+00>, <4 x float>* %22, align 16, !tbaa !5
  %23 = getelementptr inbounds [37 x float], [37 x float]* %1, i64 0, i64 20
  %24 = bitcast float* %23 to <4 x float>*
  store <4 x float> <float 1.000000e+01, float 1.050000e+01, float 1.100000e+01, float 1.150000e+01>, <4 x float>* %24, align 16, !tbaa !5
  %25 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 20
  %26 = bitcast float* %25 to <4 x float>*
  store <4 x float> <float 4.250000e+00, float 4.000000e+00, float 3.750000e+00, float 3.500000e+00>, <4 x float>* %26, align 16, !tbaa !5
  %27 = getelementptr inbounds [37 x float], [37 x float]* %1, i64 0, i64 24
  %28 = bitcast float* %27 to <4 x float>*
  store <4 x float> <float 1.200000e+01, float 1.250000e+01, float 1.300000e+01, float 1.350000e+01>, <4 x float>* %28, align 16, !tbaa !5
  %29 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 24
  %30 = bitcast float* %29 to <4 x float>*
  store <4 x float> <float 3.250000e+00, float 3.000000e+00, float 2.750000e+00, float 2.500000e+00>, <4 x float>* %30, align 16, !tbaa !5
  %31 = getelementptr inbounds [37 x float], [37 x float]* %1, i64 0, i64 28
  %32 = bitcast float* %31 to <4 x float>*
  store <4 x float> <float 1.400000e+01, float 1.450000e+01, float 1.500000e+01, float 1.550000e+01>, <4 x float>* %32, align 16, !tbaa !5
  %33 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 28
  %34 = bitcast float* %33 to <4 x float>*
  store <4 x float> <float 2.250000e+00, float 2.000000e+00, float 1.750000e+00, float 1.500000e+00>, <4 x float>* %34, align 16, !tbaa !5
  %35 = getelementptr inbounds [37 x float], [37 x float]* %1, i64 0, i64 32
  %36 = bitcast float* %35 to <4 x float>*
  store <4 x float> <float 1.600000e+01, float 1.650000e+01, float 1.700000e+01, float 1.750000e+01>, <4 x float>* %36, align 16, !tbaa !5
  %37 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 32
  %38 = bitcast float* %37 to <4 x float>*
  store <4 x float> <float 1.250000e+00, float 1.000000e+00, float 7.500000e-01, float 5.000000e-01>, <4 x float>* %38, align 16, !tbaa !5
  %39 = getelementptr inbounds [37 x float], [37 x float]* %1, i64 0, i64 36
  store float 1.800000e+01, float* %39, align 16, !tbaa !5
  %40 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 36
  store float 2.500000e-01, float* %40, align 16, !tbaa !5
  %41 = getelementptr inbounds [37 x float], [37 x float]* %1, i64 0, i64 0
  %42 = getelementptr inbounds [37 x float], [37 x float]* %2, i64 0, i64 0
  %43 = call fastcc float @dot(float* noundef nonnull %41, float* noundef nonnull %42)
  %44 = fpext float %43 to double
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), double noundef %44)
  call fastcc void @saxpy(float* noundef nonnull %41, float* noundef nonnull %42)
  %46 = load float, float* %41, align 16, !tbaa !5
  %47 = fpext float %46 to double
  %48 = getelementptr inbounds [37 x float], [37 x float]* %1, i64 0, i64 17
  %49 = load float, float* %48, align 4, !tbaa !5
  %50 = fpext float %49 to double
  %51 = getelementptr inbounds [37 x float], [37 x float]* %1, i64 0, i64 35
  %52 = load float, float* %51, align 4, !tbaa !5
  %53 = fpext float %52 to double
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), double noundef %47, double noundef %50, double noundef %53)
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1, i32 noundef 3, i32 noundef 5, i32 noundef 2147483647)
  call void @llvm.lifetime.end.p0i8(i64 148, i8* nonnull %4) #6
  call void @llvm.lifetime.end.p0i8(i64 148, i8* nonnull %3) #6
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc float @dot(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = bitcast float* %0 to <4 x float>*
  %4 = load <4 x float>, <4 x float>* %3, align 4
  %5 = bitcast float* %1 to <4 x float>*
  %6 = load <4 x float>, <4 x float>* %5, align 4
  %7 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %4, <4 x float> %6, <4 x float> zeroinitializer)
  %8 = getelementptr inbounds float, float* %0, i64 4
  %9 = bitcast float* %8 to <4 x float>*
  %10 = load <4 x float>, <4 x float>* %9, align 4
  %11 = getelementptr inbounds float, float* %1, i64 4
  %12 = bitcast float* %11 to <4 x float>*
  %13 = load <4 x float>, <4 x float>* %12, align 4
  %14 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %10, <4 x float> %13, <4 x float> %7)
  %15 = getelementptr inbounds float, float* %0, i64 8
  %16 = bitcast float* %15 to <4 x float>*
  %17 = load <4 x float>, <4 x float>* %16, align 4
  %18 = getelementptr inbounds float, float* %1, i64 8
  %19 = bitcast float* %18 to <4 x float>*
  %20 = load <4 x float>, <4 x float>* %19, align 4
  %21 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %17, <4 x float> %20, <4 x float> %14)
  %22 = getelementptr inbounds float, float* %0, i64 12
  %23 = bitcast float* %22 to <4 x float>*
  %24 = load <4 x float>, <4 x float>* %23, align 4
  %25 = getelementptr inbounds float, float* %1, i64 12
  %26 = bitcast float* %25 to <4 x float>*
  %27 = load <4 x float>, <4 x float>* %26, align 4
  %28 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %24, <4 x float> %27, <4 x float> %21)
  %29 = getelementptr inbounds float, float* %0, i64 16
  %30 = bitcast float* %29 to <4 x float>*
  %31 = load <4 x float>, <4 x float>* %30, align 4
  %32 = getelementptr inbounds float, float* %1, i64 16
  %33 = bitcast float* %32 to <4 x float>*
  %34 = load <4 x float>, <4 x float>* %33, align 4
  %35 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %31, <4 x float> %34, <4 x float> %28)
  %36 = getelementptr inbounds float, float* %0, i64 20
  %37 = bitcast float* %36 to <4 x float>*
  %38 = load <4 x float>, <4 x float>* %37, align 4
  %39 = getelementptr inbounds float, float* %1, i64 20
  %40 = bitcast float* %39 to <4 x float>*
  %41 = load <4 x float>, <4 x float>* %40, align 4
  %42 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %38, <4 x float> %41, <4 x float> %35)
  %43 = getelementptr inbounds float, float* %0, i64 24
  %44 = bitcast float* %43 to <4 x float>*
  %45 = load <4 x float>, <4 x float>* %44, align 4
  %46 = getelementptr inbounds float, float* %1, i64 24
  %47 = bitcast float* %46 to <4 x float>*
  %48 = load <4 x float>, <4 x float>* %47, align 4
  %49 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %45, <4 x float> %48, <4 x float> %42)
  %50 = getelementptr inbounds float, float* %0, i64 28
  %51 = bitcast float* %50 to <4 x float>*
  %52 = load <4 x float>, <4 x float>* %51, align 4
  %53 = getelementptr inbounds float, float* %1, i64 28
  %54 = bitcast float* %53 to <4 x float>*
  %55 = load <4 x float>, <4 x float>* %54, align 4
  %56 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %52, <4 x float> %55, <4 x float> %49)
  %57 = getelementptr inbounds float, float* %0, i64 32
  %58 = bitcast float* %57 to <4 x float>*
  %59 = load <4 x float>, <4 x float>* %58, align 4
  %60 = getelementptr inbounds float, float* %1, i64 32
  %61 = bitcast float* %60 to <4 x float>*
  %62 = load <4 x float>, <4 x float>* %61, align 4
  %63 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %59, <4 x float> %62, <4 x float> %56)
  %64 = shufflevector <4 x float> %63, <4 x float> poison, <4 x i32> <i32 1, i32 undef, i32 undef, i32 undef>
  %65 = fadd <4 x float> %63, %64
  %66 = shufflevector <4 x float> %63, <4 x float> poison, <4 x i32> <i32 2, i32 undef, i32 undef, i32 undef>
  %67 = fadd <4 x float> %66, %65
  %68 = shufflevector <4 x float> %63, <4 x float> poison, <4 x i32> <i32 3, i32 undef, i32 undef, i32 undef>
  %69 = fadd <4 x float> %68, %67
  %70 = extractelement <4 x float> %69, i64 0
  %71 = getelementptr inbounds float, float* %0, i64 36
  %72 = load float, float* %71, align 4, !tbaa !5
  %73 = getelementptr inbounds float, float* %1, i64 36
  %74 = load float, float* %73, align 4, !tbaa !5
  %75 = tail call float @llvm.fmuladd.f32(float %72, float %74, float %70)
  ret float %75
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy(float* nocapture noundef %0, float* nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = bitcast float* %1 to <4 x float>*
  %4 = load <4 x float>, <4 x float>* %3, align 4
  %5 = bitcast float* %0 to <4 x float>*
  %6 = load <4 x float>, <4 x float>* %5, align 4
  %7 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %4, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %6)
  store <4 x float> %7, <4 x float>* %5, align 4
  %8 = getelementptr inbounds float, float* %1, i64 4
  %9 = bitcast float* %8 to <4 x float>*
  %10 = load <4 x float>, <4 x float>* %9, align 4
  %11 = getelementptr inbounds float, float* %0, i64 4
  %12 = bitcast float* %11 to <4 x float>*
  %13 = load <4 x float>, <4 x float>* %12, align 4
  %14 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %10, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %13)
  store <4 x float> %14, <4 x float>* %12, align 4
  %15 = getelementptr inbounds float, float* %1, i64 8
  %16 = bitcast float* %15 to <4 x float>*
  %17 = load <4 x float>, <4 x float>* %16, align 4
  %18 = getelementptr inbounds float, float* %0, i64 8
  %19 = bitcast float* %18 to <4 x float>*
  %20 = load <4 x float>, <4 x float>* %19, align 4
  %21 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %17, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %20)
  store <4 x float> %21, <4 x float>* %19, align 4
  %22 = getelementptr inbounds float, float* %1, i64 12
  %23 = bitcast float* %22 to <4 x float>*
  %24 = load <4 x float>, <4 x float>* %23, align 4
  %25 = getelementptr inbounds float, float* %0, i64 12
  %26 = bitcast float* %25 to <4 x float>*
  %27 = load <4 x float>, <4 x float>* %26, align 4
  %28 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %24, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %27)
  store <4 x float> %28, <4 x float>* %26, align 4
  %29 = getelementptr inbounds float, float* %1, i64 16
  %30 = bitcast float* %29 to <4 x float>*
  %31 = load <4 x float>, <4 x float>* %30, align 4
  %32 = getelementptr inbounds float, float* %0, i64 16
  %33 = bitcast float* %32 to <4 x float>*
  %34 = load <4 x float>, <4 x float>* %33, align 4
  %35 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %31, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %34)
  store <4 x float> %35, <4 x float>* %33, align 4
  %36 = getelementptr inbounds float, float* %1, i64 20
  %37 = bitcast float* %36 to <4 x float>*
  %38 = load <4 x float>, <4 x float>* %37, align 4
  %39 = getelementptr inbounds float, float* %0, i64 20
  %40 = bitcast float* %39 to <4 x float>*
  %41 = load <4 x float>, <4 x float>* %40, align 4
  %42 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %38, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %41)
  store <4 x float> %42, <4 x float>* %40, align 4
  %43 = getelementptr inbounds float, float* %1, i64 24
  %44 = bitcast float* %43 to <4 x float>*
  %45 = load <4 x float>, <4 x float>* %44, align 4
  %46 = getelementptr inbounds float, float* %0, i64 24
  %47 = bitcast float* %46 to <4 x float>*
  %48 = load <4 x float>, <4 x float>* %47, align 4
  %49 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %45, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %48)
  store <4 x float> %49, <4 x float>* %47, align 4
  %50 = getelementptr inbounds float, float* %1, i64 28
  %51 = bitcast float* %50 to <4 x float>*
  %52 = load <4 x float>, <4 x float>* %51, align 4
  %53 = getelementptr inbounds float, float* %0, i64 28
  %54 = bitcast float* %53 to <4 x float>*
  %55 = load <4 x float>, <4 x float>* %54, align 4
  %56 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %52, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %55)
  store <4 x float> %56, <4 x float>* %54, align 4
  %57 = getelementptr inbounds float, float* %1, i64 32
  %58 = bitcast float* %57 to <4 x float>*
  %59 = load <4 x float>, <4 x float>* %58, align 4
  %60 = getelementptr inbounds float, float* %0, i64 32
  %61 = bitcast float* %60 to <4 x float>*
  %62 = load <4 x float>, <4 x float>* %61, align 4
  %63 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %59, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %62)
  store <4 x float> %63, <4 x float>* %61, align 4
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
