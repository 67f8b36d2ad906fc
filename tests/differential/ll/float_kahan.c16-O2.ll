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
  call void @llvm.lifetime.start.p0(i64 40000, ptr nonnull %1) #10
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %16, %3 ]
  %5 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %17, %3 ]
  %6 = urem <4 x i16> %5, <i16 7, i16 7, i16 7, i16 7>
  %7 = uitofp <4 x i16> %6 to <4 x float>
  %8 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %7, <4 x float> <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>, <4 x float> <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>)
  %9 = getelementptr inbounds [10000 x float], ptr %1, i64 0, i64 %4
  store <4 x float> %8, ptr %9, align 16, !tbaa !5
  %10 = or i64 %4, 4
  %11 = add <4 x i16> %5, <i16 4, i16 4, i16 4, i16 4>
  %12 = urem <4 x i16> %11, <i16 7, i16 7, i16 7, i16 7>
  %13 = uitofp <4 x i16> %12 to <4 x float>
  %14 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %13, <4 x float> <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>, <4 x float> <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>)
  %15 = getelementptr inbounds [10000 x float], ptr %1, i64 0, i64 %10
  store <4 x float> %14, ptr %15, align 16, !tbaa !5
  %16 = add nuw nsw i64 %4, 8
  %17 = add <4 x i16> %5, <i16 8, i16 8, i16 8, i16 8>
  %18 = icmp eq i64 %16, 10000
  br i1 %18, label %19, label %3, !llvm.loop !9

19:                                               ; preds = %3
  %20 = call fastcc float @naive_sum(ptr noundef nonnull %1)
  %21 = fpext float %20 to double
  %22 = call fastcc float @kahan_sum(ptr noundef nonnull %1)
  %23 = fpext float %22 to double
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %21, double noundef %23)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #10
  br label %25

25:                                               ; preds = %25, %19
  %26 = phi i64 [ 0, %19 ], [ %39, %25 ]
  %27 = phi <2 x i64> [ <i64 0, i64 1>, %19 ], [ %40, %25 ]
  %28 = trunc <2 x i64> %27 to <2 x i32>
  %29 = add <2 x i32> %28, <i32 1, i32 1>
  %30 = sitofp <2 x i32> %29 to <2 x double>
  %31 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %30
  %32 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 %26
  store <2 x double> %31, ptr %32, align 16, !tbaa !13
  %33 = or i64 %26, 2
  %34 = trunc <2 x i64> %27 to <2 x i32>
  %35 = add <2 x i32> %34, <i32 3, i32 3>
  %36 = sitofp <2 x i32> %35 to <2 x double>
  %37 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %36
  %38 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 %33
  store <2 x double> %37, ptr %38, align 16, !tbaa !13
  %39 = add nuw nsw i64 %26, 4
  %40 = add <2 x i64> %27, <i64 4, i64 4>
  %41 = icmp eq i64 %39, 64
  br i1 %41, label %42, label %25, !llvm.loop !15

42:                                               ; preds = %25
  %43 = call fastcc double @dot(ptr noundef nonnull %1, ptr noundef nonnull %2)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %43)
  %45 = tail call fastcc float @fdiv(float noundef 3.000000e+00)
  %46 = fpext float %45 to double
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %46)
  %48 = tail call fastcc float @fdiv(float noundef 6.000000e+00)
  %49 = fpext float %48 to double
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %49)
  %51 = tail call fastcc float @fdiv(float noundef 9.000000e+00)
  %52 = fpext float %51 to double
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %52)
  %54 = tail call fastcc float @fdiv(float noundef 1.200000e+01)
  %55 = fpext float %54 to double
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %55)
  %57 = tail call fastcc float @fdiv(float noundef 1.500000e+01)
  %58 = fpext float %57 to double
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %58)
  %60 = tail call fastcc float @fdiv(float noundef 1.800000e+01)
  %61 = fpext float %60 to double
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %61)
  %63 = tail call fastcc float @fdiv(float noundef 2.100000e+01)
  %64 = fpext float %63 to double
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %64)
  %66 = tail call i32 @putchar(i32 10)
  %67 = tail call fastcc float @demote(double noundef 1.000000e-01)
  %68 = fpext float %67 to double
  %69 = tail call fastcc float @demote(double noundef 1.000000e+40)
  %70 = fpext float %69 to double
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x3FB99999A0000000, double noundef %68, double noundef %70)
  %72 = tail call fastcc float @poly(float noundef -2.000000e+00)
  %73 = fpext float %72 to double
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -2.000000e+00, double noundef %73)
  %75 = tail call fastcc float @poly(float noundef -1.500000e+00)
  %76 = fpext float %75 to double
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -1.500000e+00, double noundef %76)
  %78 = tail call fastcc float @poly(float noundef -1.000000e+00)
  %79 = fpext float %78 to double
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -1.000000e+00, double noundef %79)
  %81 = tail call fastcc float @poly(float noundef -5.000000e-01)
  %82 = fpext float %81 to double
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -5.000000e-01, double noundef %82)
  %84 = tail call fastcc float @poly(float noundef 0.000000e+00)
  %85 = fpext float %84 to double
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0.000000e+00, double noundef %85)
  %87 = tail call fastcc float @poly(float noundef 5.000000e-01)
  %88 = fpext float %87 to double
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 5.000000e-01, double noundef %88)
  %90 = tail call fastcc float @poly(float noundef 1.000000e+00)
  %91 = fpext float %90 to double
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.000000e+00, double noundef %91)
  %93 = tail call fastcc float @poly(float noundef 1.500000e+00)
  %94 = fpext float %93 to double
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.500000e+00, double noundef %94)
  %96 = tail call fastcc float @poly(float noundef 2.000000e+00)
  %97 = fpext float %96 to double
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 2.000000e+00, double noundef %97)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 40000, ptr nonnull %1) #10
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc float @naive_sum(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  br label %3

2:                                                ; preds = %3
  ret float %36

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %37, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %36, %3 ]
  %6 = getelementptr inbounds float, ptr %0, i64 %4
  %7 = load float, ptr %6, align 4, !tbaa !5
  %8 = fadd float %5, %7
  %9 = or i64 %4, 1
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !5
  %12 = fadd float %8, %11
  %13 = or i64 %4, 2
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !5
  %16 = fadd float %12, %15
  %17 = or i64 %4, 3
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !5
  %20 = fadd float %16, %19
  %21 = or i64 %4, 4
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !5
  %24 = fadd float %20, %23
  %25 = or i64 %4, 5
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = fadd float %24, %27
  %29 = or i64 %4, 6
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = fadd float %28, %31
  %33 = or i64 %4, 7
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fadd float %32, %35
  %37 = add nuw nsw i64 %4, 8
  %38 = icmp eq i64 %37, 10000
  br i1 %38, label %2, label %3, !llvm.loop !16
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc float @kahan_sum(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  br label %3

2:                                                ; preds = %3
  ret float %31

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %34, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %31, %3 ]
  %6 = phi float [ 0.000000e+00, %1 ], [ %33, %3 ]
  %7 = getelementptr inbounds float, ptr %0, i64 %4
  %8 = load float, ptr %7, align 4, !tbaa !5
  %9 = fsub float %8, %6
  %10 = fadd float %5, %9
  %11 = fsub float %10, %5
  %12 = fsub float %11, %9
  %13 = or i64 %4, 1
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !5
  %16 = fsub float %15, %12
  %17 = fadd float %10, %16
  %18 = fsub float %17, %10
  %19 = fsub float %18, %16
  %20 = or i64 %4, 2
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = fsub float %22, %19
  %24 = fadd float %17, %23
  %25 = fsub float %24, %17
  %26 = fsub float %25, %23
  %27 = or i64 %4, 3
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = fsub float %29, %26
  %31 = fadd float %24, %30
  %32 = fsub float %31, %24
  %33 = fsub float %32, %30
  %34 = add nuw nsw i64 %4, 4
  %35 = icmp eq i64 %34, 10000
  br i1 %35, label %2, label %3, !llvm.loop !17
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: read) uwtable
define internal fastcc double @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #5 {
  br label %4

3:                                                ; preds = %4
  ret double %33

4:                                                ; preds = %4, %2
  %5 = phi i64 [ 0, %2 ], [ %34, %4 ]
  %6 = phi double [ 0.000000e+00, %2 ], [ %33, %4 ]
  %7 = getelementptr inbounds float, ptr %0, i64 %5
  %8 = load float, ptr %7, align 4, !tbaa !5
  %9 = fpext float %8 to double
  %10 = getelementptr inbounds double, ptr %1, i64 %5
  %11 = load double, ptr %10, align 8, !tbaa !13
  %12 = tail call double @llvm.fmuladd.f64(double %9, double %11, double %6)
  %13 = or i64 %5, 1
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !5
  %16 = fpext float %15 to double
  %17 = getelementptr inbounds double, ptr %1, i64 %13
  %18 = load double, ptr %17, align 8, !tbaa !13
  %19 = tail call double @llvm.fmuladd.f64(double %16, double %18, double %12)
  %20 = or i64 %5, 2
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = fpext float %22 to double
  %24 = getelementptr inbounds double, ptr %1, i64 %20
  %25 = load double, ptr %24, align 8, !tbaa !13
  %26 = tail call double @llvm.fmuladd.f64(double %23, double %25, double %19)
  %27 = or i64 %5, 3
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = fpext float %29 to double
  %31 = getelementptr inbounds double, ptr %1, i64 %27
  %32 = load double, ptr %31, align 8, !tbaa !13
  %33 = tail call double @llvm.fmuladd.f64(double %30, double %32, double %26)
  %34 = add nuw nsw i64 %5, 4
  %35 = icmp eq i64 %34, 64
  br i1 %35, label %3, label %4, !llvm.loop !18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @fdiv(float noundef %0) unnamed_addr #6 {
  %2 = fdiv float 1.000000e+00, %0
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @demote(double noundef %0) unnamed_addr #6 {
  %2 = fptrunc double %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @poly(float noundef %0) unnamed_addr #7 {
  %2 = tail call float @llvm.fmuladd.f32(float %0, float 5.000000e-01, float -1.250000e+00)
  %3 = tail call float @llvm.fmuladd.f32(float %2, float %0, float 3.000000e+00)
  %4 = tail call float @llvm.fmuladd.f32(float %3, float %0, float -7.500000e-01)
  ret float %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = distinct !{!15, !10, !11, !12}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
