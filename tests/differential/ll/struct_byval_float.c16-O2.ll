; ModuleID = 'tests/differential/src/struct_byval_float.c'
source_filename = "tests/differential/src/struct_byval_float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.D3 = type { double, double, double }

@.str = private unnamed_addr constant [14 x i8] c"F2 %.3f %.3f\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"F3 %.2f %.2f %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"D2 %.6f %.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"ID %d %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"DI %.2f %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"FI %.2f %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"D3 %.3f %.3f %.3f\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"mix %.5f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.D3, align 8
  %2 = alloca %struct.D3, align 16
  %3 = alloca %struct.D3, align 16
  %4 = tail call fastcc <2 x float> @f2add()
  %5 = extractelement <2 x float> %4, i64 0
  %6 = fpext float %5 to double
  %7 = extractelement <2 x float> %4, i64 1
  %8 = fpext float %7 to double
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6, double noundef %8)
  %10 = tail call fastcc { <2 x float>, float } @f3cross()
  %11 = extractvalue { <2 x float>, float } %10, 0
  %12 = extractvalue { <2 x float>, float } %10, 1
  %13 = extractelement <2 x float> %11, i64 0
  %14 = fpext float %13 to double
  %15 = extractelement <2 x float> %11, i64 1
  %16 = fpext float %15 to double
  %17 = fpext float %12 to double
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %14, double noundef %16, double noundef %17)
  %19 = tail call fastcc { double, double } @cmul(double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double -1.000000e+00)
  %20 = extractvalue { double, double } %19, 1
  %21 = extractvalue { double, double } %19, 0
  %22 = tail call fastcc { double, double } @cmul(double %21, double %20, double 1.000000e+00, double 2.000000e+00)
  %23 = extractvalue { double, double } %22, 1
  %24 = extractvalue { double, double } %22, 0
  %25 = tail call fastcc { double, double } @cmul(double %24, double %23, double 1.000000e+00, double 2.000000e+00)
  %26 = extractvalue { double, double } %25, 1
  %27 = extractvalue { double, double } %25, 0
  %28 = tail call fastcc { double, double } @cmul(double %27, double %26, double 1.000000e+00, double 2.000000e+00)
  %29 = extractvalue { double, double } %28, 1
  %30 = extractvalue { double, double } %28, 0
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %30, double noundef %29)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 42, double noundef 3.125000e+00)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.234500e+04, i64 noundef -77)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 4.500000e+00, i32 noundef 42)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8
  store <2 x double> <double 0.000000e+00, double 1.000000e+01>, ptr %2, align 16, !tbaa !5
  %35 = getelementptr inbounds %struct.D3, ptr %2, i64 0, i32 2
  store double -1.000000e+01, ptr %35, align 16, !tbaa !9
  store <2 x double> <double 1.000000e+01, double 2.000000e+01>, ptr %3, align 16, !tbaa !5
  %36 = getelementptr inbounds %struct.D3, ptr %3, i64 0, i32 2
  store double 3.000000e+01, ptr %36, align 16, !tbaa !9
  call fastcc void @d3_lerp(ptr nonnull sret(%struct.D3) align 8 %1, ptr noundef nonnull byval(%struct.D3) align 8 %2, ptr noundef nonnull byval(%struct.D3) align 8 %3)
  %37 = load double, ptr %1, align 8, !tbaa !11
  %38 = getelementptr inbounds %struct.D3, ptr %1, i64 0, i32 1
  %39 = load double, ptr %38, align 8, !tbaa !12
  %40 = getelementptr inbounds %struct.D3, ptr %1, i64 0, i32 2
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %37, double noundef %39, double noundef %41)
  %43 = tail call fastcc double @mix()
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %43)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc <2 x float> @f2add() unnamed_addr #2 {
  ret <2 x float> <float 1.750000e+00, float 5.750000e+00>
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, float } @f3cross() unnamed_addr #2 {
  ret { <2 x float>, float } { <2 x float> <float -3.000000e+00, float 6.000000e+00>, float -3.000000e+00 }
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc { double, double } @cmul(double %0, double %1, double %2, double %3) unnamed_addr #4 {
  %5 = fneg double %1
  %6 = insertelement <2 x double> poison, double %5, i64 0
  %7 = insertelement <2 x double> %6, double %1, i64 1
  %8 = insertelement <2 x double> poison, double %3, i64 0
  %9 = insertelement <2 x double> %8, double %2, i64 1
  %10 = fmul <2 x double> %7, %9
  %11 = insertelement <2 x double> poison, double %0, i64 0
  %12 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> zeroinitializer
  %13 = insertelement <2 x double> poison, double %2, i64 0
  %14 = insertelement <2 x double> %13, double %3, i64 1
  %15 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %12, <2 x double> %14, <2 x double> %10)
  %16 = extractelement <2 x double> %15, i64 0
  %17 = insertvalue { double, double } poison, double %16, 0
  %18 = extractelement <2 x double> %15, i64 1
  %19 = insertvalue { double, double } %17, double %18, 1
  ret { double, double } %19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @d3_lerp(ptr noalias nocapture writeonly sret(%struct.D3) align 8 %0, ptr nocapture noundef readonly byval(%struct.D3) align 8 %1, ptr nocapture noundef readonly byval(%struct.D3) align 8 %2) unnamed_addr #5 {
  %4 = load <2 x double>, ptr %1, align 8, !tbaa !5
  %5 = load <2 x double>, ptr %2, align 8, !tbaa !5
  %6 = fsub <2 x double> %5, %4
  %7 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %6, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %4)
  store <2 x double> %7, ptr %0, align 8, !tbaa !5
  %8 = getelementptr inbounds %struct.D3, ptr %0, i64 0, i32 2
  %9 = getelementptr inbounds %struct.D3, ptr %1, i64 0, i32 2
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = getelementptr inbounds %struct.D3, ptr %2, i64 0, i32 2
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = fsub double %12, %10
  %14 = tail call double @llvm.fmuladd.f64(double %13, double 2.500000e-01, double %10)
  store double %14, ptr %8, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @mix() unnamed_addr #2 {
  ret double 4.950000e+01
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!9 = !{!10, !6, i64 16}
!10 = !{!"D3", !6, i64 0, !6, i64 8, !6, i64 16}
!11 = !{!10, !6, i64 0}
!12 = !{!10, !6, i64 8}
