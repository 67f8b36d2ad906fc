; ModuleID = 'tests/differential/src/float_kahan.c'
source_filename = "tests/differential/src/float_kahan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"naive %.6f kahan %.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"dot %.12f\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"fdiv %.9g \00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"promote %.17g demote %.9g %.9g\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"poly(%g)=%.6f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10000 x float], align 16
  %2 = alloca [64 x double], align 16
  %3 = bitcast [10000 x float]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40000, i8* nonnull %3) #10
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %19, %4 ]
  %6 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %20, %4 ]
  %7 = urem <4 x i16> %6, <i16 7, i16 7, i16 7, i16 7>
  %8 = uitofp <4 x i16> %7 to <4 x float>
  %9 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %8, <4 x float> <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>, <4 x float> <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>)
  %10 = getelementptr inbounds [10000 x float], [10000 x float]* %1, i64 0, i64 %5
  %11 = bitcast float* %10 to <4 x float>*
  store <4 x float> %9, <4 x float>* %11, align 16, !tbaa !5
  %12 = or i64 %5, 4
  %13 = add <4 x i16> %6, <i16 4, i16 4, i16 4, i16 4>
  %14 = urem <4 x i16> %13, <i16 7, i16 7, i16 7, i16 7>
  %15 = uitofp <4 x i16> %14 to <4 x float>
  %16 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %15, <4 x float> <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>, <4 x float> <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>)
  %17 = getelementptr inbounds [10000 x float], [10000 x float]* %1, i64 0, i64 %12
  %18 = bitcast float* %17 to <4 x float>*
  store <4 x float> %16, <4 x float>* %18, align 16, !tbaa !5
  %19 = add nuw nsw i64 %5, 8
  %20 = add <4 x i16> %6, <i16 8, i16 8, i16 8, i16 8>
  %21 = icmp eq i64 %19, 10000
  br i1 %21, label %22, label %4, !llvm.loop !9

22:                                               ; preds = %4
  %23 = getelementptr inbounds [10000 x float], [10000 x float]* %1, i64 0, i64 0
  %24 = call fastcc float @naive_sum(float* noundef nonnull %23)
  %25 = fpext float %24 to double
  %26 = call fastcc float @kahan_sum(float* noundef nonnull %23)
  %27 = fpext float %26 to double
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), double noundef %25, double noundef %27)
  %29 = bitcast [64 x double]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %29) #10
  br label %30

30:                                               ; preds = %30, %22
  %31 = phi i64 [ 0, %22 ], [ %46, %30 ]
  %32 = phi <2 x i64> [ <i64 0, i64 1>, %22 ], [ %47, %30 ]
  %33 = trunc <2 x i64> %32 to <2 x i32>
  %34 = add <2 x i32> %33, <i32 1, i32 1>
  %35 = sitofp <2 x i32> %34 to <2 x double>
  %36 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %35
  %37 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %31
  %38 = bitcast double* %37 to <2 x double>*
  store <2 x double> %36, <2 x double>* %38, align 16, !tbaa !12
  %39 = or i64 %31, 2
  %40 = trunc <2 x i64> %32 to <2 x i32>
  %41 = add <2 x i32> %40, <i32 3, i32 3>
  %42 = sitofp <2 x i32> %41 to <2 x double>
  %43 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %42
  %44 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %39
  %45 = bitcast double* %44 to <2 x double>*
  store <2 x double> %43, <2 x double>* %45, align 16, !tbaa !12
  %46 = add nuw nsw i64 %31, 4
  %47 = add <2 x i64> %32, <i64 4, i64 4>
  %48 = icmp eq i64 %46, 64
  br i1 %48, label %49, label %30, !llvm.loop !14

49:                                               ; preds = %30
  %50 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 0
  %51 = call fastcc double @dot(float* noundef nonnull %23, double* noundef nonnull %50)
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), double noundef %51)
  %53 = tail call fastcc float @fdiv(float noundef 3.000000e+00)
  %54 = fpext float %53 to double
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %54)
  %56 = tail call fastcc float @fdiv(float noundef 6.000000e+00)
  %57 = fpext float %56 to double
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %57)
  %59 = tail call fastcc float @fdiv(float noundef 9.000000e+00)
  %60 = fpext float %59 to double
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %60)
  %62 = tail call fastcc float @fdiv(float noundef 1.200000e+01)
  %63 = fpext float %62 to double
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %63)
  %65 = tail call fastcc float @fdiv(float noundef 1.500000e+01)
  %66 = fpext float %65 to double
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %66)
  %68 = tail call fastcc float @fdiv(float noundef 1.800000e+01)
  %69 = fpext float %68 to double
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %69)
  %71 = tail call fastcc float @fdiv(float noundef 2.100000e+01)
  %72 = fpext float %71 to double
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %72)
  %74 = tail call i32 @putchar(i32 10)
  %75 = tail call fastcc float @demote(double noundef 1.000000e-01)
  %76 = fpext float %75 to double
  %77 = tail call fastcc float @demote(double noundef 1.000000e+40)
  %78 = fpext float %77 to double
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.4, i64 0, i64 0), double noundef 0x3FB99999A0000000, double noundef %76, double noundef %78)
  %80 = tail call fastcc float @poly(float noundef -2.000000e+00)
  %81 = fpext float %80 to double
  %82 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), double noundef -2.000000e+00, double noundef %81)
  %83 = tail call fastcc float @poly(float noundef -1.500000e+00)
  %84 = fpext float %83 to double
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), double noundef -1.500000e+00, double noundef %84)
  %86 = tail call fastcc float @poly(float noundef -1.000000e+00)
  %87 = fpext float %86 to double
  %88 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), double noundef -1.000000e+00, double noundef %87)
  %89 = tail call fastcc float @poly(float noundef -5.000000e-01)
  %90 = fpext float %89 to double
  %91 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), double noundef -5.000000e-01, double noundef %90)
  %92 = tail call fastcc float @poly(float noundef 0.000000e+00)
  %93 = fpext float %92 to double
  %94 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), double noundef 0.000000e+00, double noundef %93)
  %95 = tail call fastcc float @poly(float noundef 5.000000e-01)
  %96 = fpext float %95 to double
  %97 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), double noundef 5.000000e-01, double noundef %96)
  %98 = tail call fastcc float @poly(float noundef 1.000000e+00)
  %99 = fpext float %98 to double
  %100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), double noundef 1.000000e+00, double noundef %99)
  %101 = tail call fastcc float @poly(float noundef 1.500000e+00)
  %102 = fpext float %101 to double
  %103 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), double noundef 1.500000e+00, double noundef %102)
  %104 = tail call fastcc float @poly(float noundef 2.000000e+00)
  %105 = fpext float %104 to double
  %106 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), double noundef 2.000000e+00, double noundef %105)
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %29) #10
  call void @llvm.lifetime.end.p0i8(i64 40000, i8* nonnull %3) #10
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @naive_sum(float* nocapture noundef readonly %0) unnamed_addr #4 {
  br label %3

2:                                                ; preds = %3
  ret float %36

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %37, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %36, %3 ]
  %6 = getelementptr inbounds float, float* %0, i64 %4
  %7 = load float, float* %6, align 4, !tbaa !5
  %8 = fadd float %5, %7
  %9 = or i64 %4, 1
  %10 = getelementptr inbounds float, float* %0, i64 %9
  %11 = load float, float* %10, align 4, !tbaa !5
  %12 = fadd float %8, %11
  %13 = or i64 %4, 2
  %14 = getelementptr inbounds float, float* %0, i64 %13
  %15 = load float, float* %14, align 4, !tbaa !5
  %16 = fadd float %12, %15
  %17 = or i64 %4, 3
  %18 = getelementptr inbounds float, float* %0, i64 %17
  %19 = load float, float* %18, align 4, !tbaa !5
  %20 = fadd float %16, %19
  %21 = or i64 %4, 4
  %22 = getelementptr inbounds float, float* %0, i64 %21
  %23 = load float, float* %22, align 4, !tbaa !5
  %24 = fadd float %20, %23
  %25 = or i64 %4, 5
  %26 = getelementptr inbounds float, float* %0, i64 %25
  %27 = load float, float* %26, align 4, !tbaa !5
  %28 = fadd float %24, %27
  %29 = or i64 %4, 6
  %30 = getelementptr inbounds float, float* %0, i64 %29
  %31 = load float, float* %30, align 4, !tbaa !5
  %32 = fadd float %28, %31
  %33 = or i64 %4, 7
  %34 = getelementptr inbounds float, float* %0, i64 %33
  %35 = load float, float* %34, align 4, !tbaa !5
  %36 = fadd float %32, %35
  %37 = add nuw nsw i64 %4, 8
  %38 = icmp eq i64 %37, 10000
  br i1 %38, label %2, label %3, !llvm.loop !15
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @kahan_sum(float* nocapture noundef readonly %0) unnamed_addr #4 {
  br label %3

2:                                                ; preds = %3
  ret float %31

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %34, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %31, %3 ]
  %6 = phi float [ 0.000000e+00, %1 ], [ %33, %3 ]
  %7 = getelementptr inbounds float, float* %0, i64 %4
  %8 = load float, float* %7, align 4, !tbaa !5
  %9 = fsub float %8, %6
  %10 = fadd float %5, %9
  %11 = fsub float %10, %5
  %12 = fsub float %11, %9
  %13 = or i64 %4, 1
  %14 = getelementptr inbounds float, float* %0, i64 %13
  %15 = load float, float* %14, align 4, !tbaa !5
  %16 = fsub float %15, %12
  %17 = fadd float %10, %16
  %18 = fsub float %17, %10
  %19 = fsub float %18, %16
  %20 = or i64 %4, 2
  %21 = getelementptr inbounds float, float* %0, i64 %20
  %22 = load float, float* %21, align 4, !tbaa !5
  %23 = fsub float %22, %19
  %24 = fadd float %17, %23
  %25 = fsub float %24, %17
  %26 = fsub float %25, %23
  %27 = or i64 %4, 3
  %28 = getelementptr inbounds float, float* %0, i64 %27
  %29 = load float, float* %28, align 4, !tbaa !5
  %30 = fsub float %29, %26
  %31 = fadd float %24, %30
  %32 = fsub float %31, %24
  %33 = fsub float %32, %30
  %34 = add nuw nsw i64 %4, 4
  %35 = icmp eq i64 %34, 10000
  br i1 %35, label %2, label %3, !llvm.loop !16
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @dot(float* nocapture noundef readonly %0, double* nocapture noundef readonly %1) unnamed_addr #5 {
  br label %4

3:                                                ; preds = %4
  ret double %33

4:                                                ; preds = %4, %2
  %5 = phi i64 [ 0, %2 ], [ %34, %4 ]
  %6 = phi double [ 0.000000e+00, %2 ], [ %33, %4 ]
  %7 = getelementptr inbounds float, float* %0, i64 %5
  %8 = load float, float* %7, align 4, !tbaa !5
  %9 = fpext float %8 to double
  %10 = getelementptr inbounds double, double* %1, i64 %5
  %11 = load double, double* %10, align 8, !tbaa !12
  %12 = tail call double @llvm.fmuladd.f64(double %9, double %11, double %6)
  %13 = or i64 %5, 1
  %14 = getelementptr inbounds float, float* %0, i64 %13
  %15 = load float, float* %14, align 4, !tbaa !5
  %16 = fpext float %15 to double
  %17 = getelementptr inbounds double, double* %1, i64 %13
  %18 = load double, double* %17, align 8, !tbaa !12
  %19 = tail call double @llvm.fmuladd.f64(double %16, double %18, double %12)
  %20 = or i64 %5, 2
  %21 = getelementptr inbounds float, float* %0, i64 %20
  %22 = load float, float* %21, align 4, !tbaa !5
  %23 = fpext float %22 to double
  %24 = getelementptr inbounds double, double* %1, i64 %20
  %25 = load double, double* %24, align 8, !tbaa !12
  %26 = tail call double @llvm.fmuladd.f64(double %23, double %25, double %19)
  %27 = or i64 %5, 3
  %28 = getelementptr inbounds float, float* %0, i64 %27
  %29 = load float, float* %28, align 4, !tbaa !5
  %30 = fpext float %29 to double
  %31 = getelementptr inbounds double, double* %1, i64 %27
  %32 = load double, double* %31, align 8, !tbaa !12
  %33 = tail call double @llvm.fmuladd.f64(double %30, double %32, double %26)
  %34 = add nuw nsw i64 %5, 4
  %35 = icmp eq i64 %34, 64
  br i1 %35, label %3, label %4, !llvm.loop !17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc float @fdiv(float noundef %0) unnamed_addr #6 {
  %2 = fdiv float 1.000000e+00, %0
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc float @demote(double noundef %0) unnamed_addr #6 {
  %2 = fptrunc double %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc float @poly(float noundef %0) unnamed_addr #7 {
  %2 = tail call float @llvm.fmuladd.f32(float %0, float 5.000000e-01, float -1.250000e+00)
  %3 = tail call float @llvm.fmuladd.f32(float %2, float %0, float 3.000000e+00)
  %4 = tail call float @llvm.fmuladd.f32(float %3, float %0, float -7.500000e-01)
  ret float %4
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !7, i64 0}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
