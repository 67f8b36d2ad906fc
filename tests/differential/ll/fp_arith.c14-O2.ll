; ModuleID = 'tests/differential/src/fp_arith.c'
source_filename = "tests/differential/src/fp_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"p(%.1f) = %.6f\0A\00", align 1
@vd = internal global double 1.000000e+00, align 8
@vf = internal global float 1.000000e+00, align 4
@.str.1 = private unnamed_addr constant [28 x i8] c"harmonic100 (float) = %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"pi ~ %.10f\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"sqrt(%g) ~ %.12f\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"mixf %.5f %.5f\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"neg %.3f %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"overflow %g underflow %g div0 %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"float precision %.9g %.17g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x double], align 16
  %2 = alloca [100 x float], align 16
  %3 = bitcast [5 x double]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %3) #9
  %4 = getelementptr inbounds [5 x double], [5 x double]* %1, i64 0, i64 0
  %5 = bitcast [5 x double]* %1 to <2 x double>*
  store <2 x double> <double 1.000000e+00, double -3.000000e+00>, <2 x double>* %5, align 16
  %6 = getelementptr inbounds [5 x double], [5 x double]* %1, i64 0, i64 2
  %7 = bitcast double* %6 to <2 x double>*
  store <2 x double> <double 5.000000e-01, double 2.250000e+00>, <2 x double>* %7, align 16
  %8 = getelementptr inbounds [5 x double], [5 x double]* %1, i64 0, i64 4
  store double -1.250000e-01, double* %8, align 16
  %9 = load volatile double, double* @vd, align 8, !tbaa !5
  %10 = fmul double %9, -2.000000e+00
  %11 = call fastcc double @horner(double* noundef nonnull %4, double noundef %10)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), double noundef -2.000000e+00, double noundef %11)
  %13 = load volatile double, double* @vd, align 8, !tbaa !5
  %14 = fmul double %13, -1.500000e+00
  %15 = call fastcc double @horner(double* noundef nonnull %4, double noundef %14)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), double noundef -1.500000e+00, double noundef %15)
  %17 = load volatile double, double* @vd, align 8, !tbaa !5
  %18 = fneg double %17
  %19 = call fastcc double @horner(double* noundef nonnull %4, double noundef %18)
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), double noundef -1.000000e+00, double noundef %19)
  %21 = load volatile double, double* @vd, align 8, !tbaa !5
  %22 = fmul double %21, -5.000000e-01
  %23 = call fastcc double @horner(double* noundef nonnull %4, double noundef %22)
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), double noundef -5.000000e-01, double noundef %23)
  %25 = load volatile double, double* @vd, align 8, !tbaa !5
  %26 = fmul double %25, 0.000000e+00
  %27 = call fastcc double @horner(double* noundef nonnull %4, double noundef %26)
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), double noundef 0.000000e+00, double noundef %27)
  %29 = load volatile double, double* @vd, align 8, !tbaa !5
  %30 = fmul double %29, 5.000000e-01
  %31 = call fastcc double @horner(double* noundef nonnull %4, double noundef %30)
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), double noundef 5.000000e-01, double noundef %31)
  %33 = load volatile double, double* @vd, align 8, !tbaa !5
  %34 = call fastcc double @horner(double* noundef nonnull %4, double noundef %33)
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), double noundef 1.000000e+00, double noundef %34)
  %36 = load volatile double, double* @vd, align 8, !tbaa !5
  %37 = fmul double %36, 1.500000e+00
  %38 = call fastcc double @horner(double* noundef nonnull %4, double noundef %37)
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), double noundef 1.500000e+00, double noundef %38)
  %40 = load volatile double, double* @vd, align 8, !tbaa !5
  %41 = fmul double %40, 2.000000e+00
  %42 = call fastcc double @horner(double* noundef nonnull %4, double noundef %41)
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), double noundef 2.000000e+00, double noundef %42)
  %44 = bitcast [100 x float]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 400, i8* nonnull %44) #9
  br label %91

45:                                               ; preds = %91
  %46 = getelementptr inbounds [100 x float], [100 x float]* %2, i64 0, i64 0
  %47 = call fastcc float @fsum(float* noundef nonnull %46)
  %48 = fpext float %47 to double
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.1, i64 0, i64 0), double noundef %48)
  %50 = tail call fastcc double @pi_leibniz()
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), double noundef %50)
  %52 = tail call fastcc double @newton_sqrt(double noundef 2.000000e+00)
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), double noundef 2.000000e+00, double noundef %52)
  %54 = tail call fastcc double @newton_sqrt(double noundef 1.900000e+01)
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), double noundef 1.900000e+01, double noundef %54)
  %56 = tail call fastcc double @newton_sqrt(double noundef 1.805000e+02)
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), double noundef 1.805000e+02, double noundef %56)
  %58 = tail call fastcc double @newton_sqrt(double noundef 1.714750e+03)
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), double noundef 1.714750e+03, double noundef %58)
  %60 = tail call fastcc double @newton_sqrt(double noundef 0x40CFD11000000000)
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), double noundef 0x40CFD11000000000, double noundef %60)
  %62 = tail call fastcc double @newton_sqrt(double noundef 0x4102E42180000000)
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), double noundef 0x4102E42180000000, double noundef %62)
  %64 = tail call fastcc float @mixf(float noundef 1.000000e+00, float noundef 3.000000e+00, float noundef 0x3FD3333340000000)
  %65 = fpext float %64 to double
  %66 = tail call fastcc float @mixf(float noundef -2.000000e+00, float noundef 2.000000e+00, float noundef 8.750000e-01)
  %67 = fpext float %66 to double
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), double noundef %65, double noundef %67)
  %69 = load volatile double, double* @vd, align 8, !tbaa !5
  %70 = fmul double %69, 0.000000e+00
  %71 = tail call fastcc double @neg(double noundef %70)
  %72 = tail call fastcc double @neg(double noundef -4.500000e+00)
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), double noundef %71, double noundef %72)
  %74 = load volatile double, double* @vd, align 8, !tbaa !5
  %75 = fmul double %74, 1.000000e+308
  %76 = load volatile double, double* @vd, align 8, !tbaa !5
  %77 = fmul double %76, 0x730D67819E8D2
  %78 = fmul double %75, 1.000000e+01
  %79 = fdiv double %77, 1.000000e+20
  %80 = load volatile double, double* @vd, align 8, !tbaa !5
  %81 = load volatile double, double* @vd, align 8, !tbaa !5
  %82 = fadd double %81, -1.000000e+00
  %83 = fdiv double %80, %82
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.6, i64 0, i64 0), double noundef %78, double noundef %79, double noundef %83)
  %85 = load volatile float, float* @vf, align 4, !tbaa !9
  %86 = fdiv float %85, 3.000000e+00
  %87 = fpext float %86 to double
  %88 = load volatile double, double* @vd, align 8, !tbaa !5
  %89 = fdiv double %88, 3.000000e+00
  %90 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.7, i64 0, i64 0), double noundef %87, double noundef %89)
  call void @llvm.lifetime.end.p0i8(i64 400, i8* nonnull %44) #9
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %3) #9
  ret i32 0

91:                                               ; preds = %91, %0
  %92 = phi i64 [ 0, %0 ], [ %100, %91 ]
  %93 = load volatile float, float* @vf, align 4, !tbaa !9
  %94 = or i64 %92, 1
  %95 = trunc i64 %94 to i32
  %96 = sitofp i32 %95 to float
  %97 = fdiv float %93, %96
  %98 = getelementptr inbounds [100 x float], [100 x float]* %2, i64 0, i64 %92
  store float %97, float* %98, align 8, !tbaa !9
  %99 = load volatile float, float* @vf, align 4, !tbaa !9
  %100 = add nuw nsw i64 %92, 2
  %101 = trunc i64 %100 to i32
  %102 = sitofp i32 %101 to float
  %103 = fdiv float %99, %102
  %104 = getelementptr inbounds [100 x float], [100 x float]* %2, i64 0, i64 %94
  store float %103, float* %104, align 4, !tbaa !9
  %105 = icmp eq i64 %100, 100
  br i1 %105, label %45, label %91, !llvm.loop !11
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @horner(double* nocapture noundef readonly %0, double noundef %1) unnamed_addr #3 {
  %3 = getelementptr inbounds double, double* %0, i64 4
  %4 = load double, double* %3, align 8, !tbaa !5
  %5 = tail call double @llvm.fmuladd.f64(double %1, double 0.000000e+00, double %4)
  %6 = getelementptr inbounds double, double* %0, i64 3
  %7 = load double, double* %6, align 8, !tbaa !5
  %8 = tail call double @llvm.fmuladd.f64(double %5, double %1, double %7)
  %9 = getelementptr inbounds double, double* %0, i64 2
  %10 = load double, double* %9, align 8, !tbaa !5
  %11 = tail call double @llvm.fmuladd.f64(double %8, double %1, double %10)
  %12 = getelementptr inbounds double, double* %0, i64 1
  %13 = load double, double* %12, align 8, !tbaa !5
  %14 = tail call double @llvm.fmuladd.f64(double %11, double %1, double %13)
  %15 = load double, double* %0, align 8, !tbaa !5
  %16 = tail call double @llvm.fmuladd.f64(double %14, double %1, double %15)
  ret double %16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fsum(float* nocapture noundef readonly %0) unnamed_addr #4 {
  br label %3

2:                                                ; preds = %3
  ret float %24

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %25, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %24, %3 ]
  %6 = getelementptr inbounds float, float* %0, i64 %4
  %7 = load float, float* %6, align 4, !tbaa !9
  %8 = fadd float %5, %7
  %9 = add nuw nsw i64 %4, 1
  %10 = getelementptr inbounds float, float* %0, i64 %9
  %11 = load float, float* %10, align 4, !tbaa !9
  %12 = fadd float %8, %11
  %13 = add nuw nsw i64 %4, 2
  %14 = getelementptr inbounds float, float* %0, i64 %13
  %15 = load float, float* %14, align 4, !tbaa !9
  %16 = fadd float %12, %15
  %17 = add nuw nsw i64 %4, 3
  %18 = getelementptr inbounds float, float* %0, i64 %17
  %19 = load float, float* %18, align 4, !tbaa !9
  %20 = fadd float %16, %19
  %21 = add nuw nsw i64 %4, 4
  %22 = getelementptr inbounds float, float* %0, i64 %21
  %23 = load float, float* %22, align 4, !tbaa !9
  %24 = fadd float %20, %23
  %25 = add nuw nsw i64 %4, 5
  %26 = icmp eq i64 %25, 100
  br i1 %26, label %2, label %3, !llvm.loop !13
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc double @pi_leibniz() unnamed_addr #5 {
  br label %3

1:                                                ; preds = %3
  %2 = fmul double %15, 4.000000e+00
  ret double %2

3:                                                ; preds = %3, %0
  %4 = phi i32 [ 0, %0 ], [ %16, %3 ]
  %5 = phi double [ 0.000000e+00, %0 ], [ %15, %3 ]
  %6 = shl nuw nsw i32 %4, 1
  %7 = or i32 %6, 1
  %8 = sitofp i32 %7 to double
  %9 = fdiv double 1.000000e+00, %8
  %10 = fadd double %5, %9
  %11 = shl nuw i32 %4, 1
  %12 = or i32 %11, 3
  %13 = sitofp i32 %12 to double
  %14 = fdiv double -1.000000e+00, %13
  %15 = fadd double %10, %14
  %16 = add nuw nsw i32 %4, 2
  %17 = icmp eq i32 %16, 100000
  br i1 %17, label %1, label %3, !llvm.loop !14
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc double @newton_sqrt(double noundef %0) unnamed_addr #5 {
  %2 = fcmp ogt double %0, 1.000000e+00
  %3 = fmul double %0, 5.000000e-01
  %4 = select i1 %2, double %3, double 1.000000e+00
  br label %6

5:                                                ; preds = %6
  ret double %17

6:                                                ; preds = %6, %1
  %7 = phi i32 [ 0, %1 ], [ %18, %6 ]
  %8 = phi double [ %4, %1 ], [ %17, %6 ]
  %9 = fdiv double %0, %8
  %10 = fadd double %8, %9
  %11 = fmul double %10, 5.000000e-01
  %12 = fdiv double %0, %11
  %13 = fadd double %11, %12
  %14 = fmul double %13, 5.000000e-01
  %15 = fdiv double %0, %14
  %16 = fadd double %14, %15
  %17 = fmul double %16, 5.000000e-01
  %18 = add nuw nsw i32 %7, 3
  %19 = icmp eq i32 %18, 30
  br i1 %19, label %5, label %6, !llvm.loop !15
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc float @mixf(float noundef %0, float noundef %1, float noundef %2) unnamed_addr #6 {
  %4 = fsub float 1.000000e+00, %2
  %5 = fmul float %1, %2
  %6 = tail call float @llvm.fmuladd.f32(float %0, float %4, float %5)
  ret float %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc double @neg(double noundef %0) unnamed_addr #7 {
  %2 = fneg double %0
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
