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
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #9
  store <2 x double> <double 1.000000e+00, double -3.000000e+00>, ptr %1, align 16
  %3 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 2
  store <2 x double> <double 5.000000e-01, double 2.250000e+00>, ptr %3, align 16
  %4 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 4
  store double -1.250000e-01, ptr %4, align 16
  %5 = load volatile double, ptr @vd, align 8, !tbaa !5
  %6 = fmul double %5, -2.000000e+00
  %7 = call fastcc double @horner(ptr noundef nonnull %1, double noundef %6)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -2.000000e+00, double noundef %7)
  %9 = load volatile double, ptr @vd, align 8, !tbaa !5
  %10 = fmul double %9, -1.500000e+00
  %11 = call fastcc double @horner(ptr noundef nonnull %1, double noundef %10)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -1.500000e+00, double noundef %11)
  %13 = load volatile double, ptr @vd, align 8, !tbaa !5
  %14 = fneg double %13
  %15 = call fastcc double @horner(ptr noundef nonnull %1, double noundef %14)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -1.000000e+00, double noundef %15)
  %17 = load volatile double, ptr @vd, align 8, !tbaa !5
  %18 = fmul double %17, -5.000000e-01
  %19 = call fastcc double @horner(ptr noundef nonnull %1, double noundef %18)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -5.000000e-01, double noundef %19)
  %21 = load volatile double, ptr @vd, align 8, !tbaa !5
  %22 = fmul double %21, 0.000000e+00
  %23 = call fastcc double @horner(ptr noundef nonnull %1, double noundef %22)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0.000000e+00, double noundef %23)
  %25 = load volatile double, ptr @vd, align 8, !tbaa !5
  %26 = fmul double %25, 5.000000e-01
  %27 = call fastcc double @horner(ptr noundef nonnull %1, double noundef %26)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 5.000000e-01, double noundef %27)
  %29 = load volatile double, ptr @vd, align 8, !tbaa !5
  %30 = call fastcc double @horner(ptr noundef nonnull %1, double noundef %29)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 1.000000e+00, double noundef %30)
  %32 = load volatile double, ptr @vd, align 8, !tbaa !5
  %33 = fmul double %32, 1.500000e+00
  %34 = call fastcc double @horner(ptr noundef nonnull %1, double noundef %33)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 1.500000e+00, double noundef %34)
  %36 = load volatile double, ptr @vd, align 8, !tbaa !5
  %37 = fmul double %36, 2.000000e+00
  %38 = call fastcc double @horner(ptr noundef nonnull %1, double noundef %37)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 2.000000e+00, double noundef %38)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #9
  br label %85

40:                                               ; preds = %85
  %41 = call fastcc float @fsum(ptr noundef nonnull %2)
  %42 = fpext float %41 to double
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %42)
  %44 = tail call fastcc double @pi_leibniz()
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %44)
  %46 = tail call fastcc double @newton_sqrt(double noundef 2.000000e+00)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 2.000000e+00, double noundef %46)
  %48 = tail call fastcc double @newton_sqrt(double noundef 1.900000e+01)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.900000e+01, double noundef %48)
  %50 = tail call fastcc double @newton_sqrt(double noundef 1.805000e+02)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.805000e+02, double noundef %50)
  %52 = tail call fastcc double @newton_sqrt(double noundef 1.714750e+03)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.714750e+03, double noundef %52)
  %54 = tail call fastcc double @newton_sqrt(double noundef 0x40CFD11000000000)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x40CFD11000000000, double noundef %54)
  %56 = tail call fastcc double @newton_sqrt(double noundef 0x4102E42180000000)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x4102E42180000000, double noundef %56)
  %58 = tail call fastcc float @mixf(float noundef 1.000000e+00, float noundef 3.000000e+00, float noundef 0x3FD3333340000000)
  %59 = fpext float %58 to double
  %60 = tail call fastcc float @mixf(float noundef -2.000000e+00, float noundef 2.000000e+00, float noundef 8.750000e-01)
  %61 = fpext float %60 to double
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %59, double noundef %61)
  %63 = load volatile double, ptr @vd, align 8, !tbaa !5
  %64 = fmul double %63, 0.000000e+00
  %65 = tail call fastcc double @neg(double noundef %64)
  %66 = tail call fastcc double @neg(double noundef -4.500000e+00)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %65, double noundef %66)
  %68 = load volatile double, ptr @vd, align 8, !tbaa !5
  %69 = fmul double %68, 1.000000e+308
  %70 = load volatile double, ptr @vd, align 8, !tbaa !5
  %71 = fmul double %70, 0x730D67819E8D2
  %72 = fmul double %69, 1.000000e+01
  %73 = fdiv double %71, 1.000000e+20
  %74 = load volatile double, ptr @vd, align 8, !tbaa !5
  %75 = load volatile double, ptr @vd, align 8, !tbaa !5
  %76 = fadd double %75, -1.000000e+00
  %77 = fdiv double %74, %76
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %72, double noundef %73, double noundef %77)
  %79 = load volatile float, ptr @vf, align 4, !tbaa !9
  %80 = fdiv float %79, 3.000000e+00
  %81 = fpext float %80 to double
  %82 = load volatile double, ptr @vd, align 8, !tbaa !5
  %83 = fdiv double %82, 3.000000e+00
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %81, double noundef %83)
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #9
  ret i32 0

85:                                               ; preds = %85, %0
  %86 = phi i64 [ 0, %0 ], [ %106, %85 ]
  %87 = load volatile float, ptr @vf, align 4, !tbaa !9
  %88 = or i64 %86, 1
  %89 = trunc i64 %88 to i32
  %90 = sitofp i32 %89 to float
  %91 = fdiv float %87, %90
  %92 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %86
  store float %91, ptr %92, align 16, !tbaa !9
  %93 = load volatile float, ptr @vf, align 4, !tbaa !9
  %94 = or i64 %86, 2
  %95 = trunc i64 %94 to i32
  %96 = sitofp i32 %95 to float
  %97 = fdiv float %93, %96
  %98 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %88
  store float %97, ptr %98, align 4, !tbaa !9
  %99 = load volatile float, ptr @vf, align 4, !tbaa !9
  %100 = or i64 %86, 3
  %101 = trunc i64 %100 to i32
  %102 = sitofp i32 %101 to float
  %103 = fdiv float %99, %102
  %104 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %94
  store float %103, ptr %104, align 8, !tbaa !9
  %105 = load volatile float, ptr @vf, align 4, !tbaa !9
  %106 = add nuw nsw i64 %86, 4
  %107 = trunc i64 %106 to i32
  %108 = sitofp i32 %107 to float
  %109 = fdiv float %105, %108
  %110 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %100
  store float %109, ptr %110, align 4, !tbaa !9
  %111 = icmp eq i64 %106, 100
  br i1 %111, label %40, label %85, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nosync nounwind memory(argmem: read) uwtable
define internal fastcc double @horner(ptr nocapture noundef readonly %0, double noundef %1) unnamed_addr #3 {
  %3 = getelementptr inbounds double, ptr %0, i64 4
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = tail call double @llvm.fmuladd.f64(double %1, double 0.000000e+00, double %4)
  %6 = getelementptr inbounds double, ptr %0, i64 3
  %7 = load double, ptr %6, align 8, !tbaa !5
  %8 = tail call double @llvm.fmuladd.f64(double %5, double %1, double %7)
  %9 = getelementptr inbounds double, ptr %0, i64 2
  %10 = load double, ptr %9, align 8, !tbaa !5
  %11 = tail call double @llvm.fmuladd.f64(double %8, double %1, double %10)
  %12 = getelementptr inbounds double, ptr %0, i64 1
  %13 = load double, ptr %12, align 8, !tbaa !5
  %14 = tail call double @llvm.fmuladd.f64(double %11, double %1, double %13)
  %15 = load double, ptr %0, align 8, !tbaa !5
  %16 = tail call double @llvm.fmuladd.f64(double %14, double %1, double %15)
  ret double %16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc float @fsum(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  br label %3

2:                                                ; preds = %3
  ret float %24

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %25, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %24, %3 ]
  %6 = getelementptr inbounds float, ptr %0, i64 %4
  %7 = load float, ptr %6, align 4, !tbaa !9
  %8 = fadd float %5, %7
  %9 = add nuw nsw i64 %4, 1
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !9
  %12 = fadd float %8, %11
  %13 = add nuw nsw i64 %4, 2
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !9
  %16 = fadd float %12, %15
  %17 = add nuw nsw i64 %4, 3
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !9
  %20 = fadd float %16, %19
  %21 = add nuw nsw i64 %4, 4
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !9
  %24 = fadd float %20, %23
  %25 = add nuw nsw i64 %4, 5
  %26 = icmp eq i64 %25, 100
  br i1 %26, label %2, label %3, !llvm.loop !13
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
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

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc double @newton_sqrt(double noundef %0) unnamed_addr #5 {
  %2 = fcmp ogt double %0, 1.000000e+00
  %3 = fmul double %0, 5.000000e-01
  %4 = select i1 %2, double %3, double 1.000000e+00
  %5 = fdiv double %0, %4
  %6 = fadd double %4, %5
  %7 = fmul double %6, 5.000000e-01
  %8 = fdiv double %0, %7
  %9 = fadd double %7, %8
  %10 = fmul double %9, 5.000000e-01
  %11 = fdiv double %0, %10
  %12 = fadd double %10, %11
  %13 = fmul double %12, 5.000000e-01
  %14 = fdiv double %0, %13
  %15 = fadd double %13, %14
  %16 = fmul double %15, 5.000000e-01
  %17 = fdiv double %0, %16
  %18 = fadd double %16, %17
  %19 = fmul double %18, 5.000000e-01
  %20 = fdiv double %0, %19
  %21 = fadd double %19, %20
  %22 = fmul double %21, 5.000000e-01
  %23 = fdiv double %0, %22
  %24 = fadd double %22, %23
  %25 = fmul double %24, 5.000000e-01
  %26 = fdiv double %0, %25
  %27 = fadd double %25, %26
  %28 = fmul double %27, 5.000000e-01
  %29 = fdiv double %0, %28
  %30 = fadd double %28, %29
  %31 = fmul double %30, 5.000000e-01
  %32 = fdiv double %0, %31
  %33 = fadd double %31, %32
  %34 = fmul double %33, 5.000000e-01
  %35 = fdiv double %0, %34
  %36 = fadd double %34, %35
  %37 = fmul double %36, 5.000000e-01
  %38 = fdiv double %0, %37
  %39 = fadd double %37, %38
  %40 = fmul double %39, 5.000000e-01
  %41 = fdiv double %0, %40
  %42 = fadd double %40, %41
  %43 = fmul double %42, 5.000000e-01
  %44 = fdiv double %0, %43
  %45 = fadd double %43, %44
  %46 = fmul double %45, 5.000000e-01
  %47 = fdiv double %0, %46
  %48 = fadd double %46, %47
  %49 = fmul double %48, 5.000000e-01
  %50 = fdiv double %0, %49
  %51 = fadd double %49, %50
  %52 = fmul double %51, 5.000000e-01
  %53 = fdiv double %0, %52
  %54 = fadd double %52, %53
  %55 = fmul double %54, 5.000000e-01
  %56 = fdiv double %0, %55
  %57 = fadd double %55, %56
  %58 = fmul double %57, 5.000000e-01
  %59 = fdiv double %0, %58
  %60 = fadd double %58, %59
  %61 = fmul double %60, 5.000000e-01
  %62 = fdiv double %0, %61
  %63 = fadd double %61, %62
  %64 = fmul double %63, 5.000000e-01
  %65 = fdiv double %0, %64
  %66 = fadd double %64, %65
  %67 = fmul double %66, 5.000000e-01
  %68 = fdiv double %0, %67
  %69 = fadd double %67, %68
  %70 = fmul double %69, 5.000000e-01
  %71 = fdiv double %0, %70
  %72 = fadd double %70, %71
  %73 = fmul double %72, 5.000000e-01
  %74 = fdiv double %0, %73
  %75 = fadd double %73, %74
  %76 = fmul double %75, 5.000000e-01
  %77 = fdiv double %0, %76
  %78 = fadd double %76, %77
  %79 = fmul double %78, 5.000000e-01
  %80 = fdiv double %0, %79
  %81 = fadd double %79, %80
  %82 = fmul double %81, 5.000000e-01
  %83 = fdiv double %0, %82
  %84 = fadd double %82, %83
  %85 = fmul double %84, 5.000000e-01
  %86 = fdiv double %0, %85
  %87 = fadd double %85, %86
  %88 = fmul double %87, 5.000000e-01
  %89 = fdiv double %0, %88
  %90 = fadd double %88, %89
  %91 = fmul double %90, 5.000000e-01
  %92 = fdiv double %0, %91
  %93 = fadd double %91, %92
  %94 = fmul double %93, 5.000000e-01
  ret double %94
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @mixf(float noundef %0, float noundef %1, float noundef %2) unnamed_addr #6 {
  %4 = fsub float 1.000000e+00, %2
  %5 = fmul float %1, %2
  %6 = tail call float @llvm.fmuladd.f32(float %0, float %4, float %5)
  ret float %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @neg(double noundef %0) unnamed_addr #7 {
  %2 = fneg double %0
  ret double %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
