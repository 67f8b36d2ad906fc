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
  call void @llvm.lifetime.start.p0(i64 148, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 148, ptr nonnull %2) #6
  store <4 x float> <float 0.000000e+00, float 5.000000e-01, float 1.000000e+00, float 1.500000e+00>, ptr %1, align 16, !tbaa !5
  store <4 x float> <float 9.250000e+00, float 9.000000e+00, float 8.750000e+00, float 8.500000e+00>, ptr %2, align 16, !tbaa !5
  %3 = getelementptr inbounds [37 x float], ptr %1, i64 0, i64 4
  store <4 x float> <float 2.000000e+00, float 2.500000e+00, float 3.000000e+00, float 3.500000e+00>, ptr %3, align 16, !tbaa !5
  %4 = getelementptr inbounds [37 x float], ptr %2, i64 0, i64 4
  store <4 x float> <float 8.250000e+00, float 8.000000e+00, float 7.750000e+00, float 7.500000e+00>, ptr %4, align 16, !tbaa !5
  %5 = getelementptr inbounds [37 x float], ptr %1, i64 0, i64 8
  store <4 x float> <float 4.000000e+00, float 4.500000e+00, float 5.000000e+00, float 5.500000e+00>, ptr %5, align 16, !tbaa !5
  %6 = getelementptr inbounds [37 x float], ptr %2, i64 0, i64 8
  store <4 x float> <float 7.250000e+00, float 7.000000e+00, float 6.750000e+00, float 6.500000e+00>, ptr %6, align 16, !tbaa !5
  %7 = getelementptr inbounds [37 x float], ptr %1, i64 0, i64 12
  store <4 x float> <float 6.000000e+00, float 6.500000e+00, float 7.000000e+00, float 7.500000e+00>, ptr %7, align 16, !tbaa !5
  %8 = getelementptr inbounds [37 x float], ptr %2, i64 0, i64 12
  store <4 x float> <float 6.250000e+00, float 6.000000e+00, float 5.750000e+00, float 5.500000e+00>, ptr %8, align 16, !tbaa !5
  %9 = getelementptr inbounds [37 x float], ptr %1, i64 0, i64 16
  store <4 x float> <float 8.000000e+00, float 8.500000e+00, float 9.000000e+00, float 9.500000e+00>, ptr %9, align 16, !tbaa !5
  %10 = getelementptr inbounds [37 x float], ptr %2, i64 0, i64 16
  store <4 x float> <float 5.250000e+00, float 5.000000e+00, float 4.750000e+00, float 4.500000e+00>, ptr %10, align 16, !tbaa !5
  %11 = getelementptr inbounds [37 x float], ptr %1, i64 0, i64 20
  store <4 x float> <float 1.000000e+01, float 1.050000e+01, float 1.100000e+01, float 1.150000e+01>, ptr %11, align 16, !tbaa !5
  %12 = getelementptr inbounds [37 x float], ptr %2, i64 0, i64 20
  store <4 x float> <float 4.250000e+00, float 4.000000e+00, float 3.750000e+00, float 3.500000e+00>, ptr %12, align 16, !tbaa !5
  %13 = getelementptr inbounds [37 x float], ptr %1, i64 0, i64 24
  store <4 x float> <float 1.200000e+01, float 1.250000e+01, float 1.300000e+01, float 1.350000e+01>, ptr %13, align 16, !tbaa !5
  %14 = getelementptr inbounds [37 x float], ptr %2, i64 0, i64 24
  store <4 x float> <float 3.250000e+00, float 3.000000e+00, float 2.750000e+00, float 2.500000e+00>, ptr %14, align 16, !tbaa !5
  %15 = getelementptr inbounds [37 x float], ptr %1, i64 0, i64 28
  store <4 x float> <float 1.400000e+01, float 1.450000e+01, float 1.500000e+01, float 1.550000e+01>, ptr %15, align 16, !tbaa !5
  %16 = getelementptr inbounds [37 x float], ptr %2, i64 0, i64 28
  store <4 x float> <float 2.250000e+00, float 2.000000e+00, float 1.750000e+00, float 1.500000e+00>, ptr %16, align 16, !tbaa !5
  %17 = getelementptr inbounds [37 x float], ptr %1, i64 0, i64 32
  store <4 x float> <float 1.600000e+01, float 1.650000e+01, float 1.700000e+01, float 1.750000e+01>, ptr %17, align 16, !tbaa !5
  %18 = getelementptr inbounds [37 x float], ptr %2, i64 0, i64 32
  store <4 x float> <float 1.250000e+00, float 1.000000e+00, float 7.500000e-01, float 5.000000e-01>, ptr %18, align 16, !tbaa !5
  %19 = getelementptr inbounds [37 x float], ptr %1, i64 0, i64 36
  store float 1.800000e+01, ptr %19, align 16, !tbaa !5
  %20 = getelementptr inbounds [37 x float], ptr %2, i64 0, i64 36
  store float 2.500000e-01, ptr %20, align 16, !tbaa !5
  %21 = call fastcc float @dot(ptr noundef nonnull %1, ptr noundef nonnull %2)
  %22 = fpext float %21 to double
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %22)
  call fastcc void @saxpy(ptr noundef nonnull %1, ptr noundef nonnull %2)
  %24 = load float, ptr %1, align 16, !tbaa !5
  %25 = fpext float %24 to double
  %26 = getelementptr inbounds [37 x float], ptr %1, i64 0, i64 17
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = fpext float %27 to double
  %29 = getelementptr inbounds [37 x float], ptr %1, i64 0, i64 35
  %30 = load float, ptr %29, align 4, !tbaa !5
  %31 = fpext float %30 to double
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %25, double noundef %28, double noundef %31)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 3, i32 noundef 5, i32 noundef 2147483647)
  call void @llvm.lifetime.end.p0(i64 148, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 148, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nosync nounwind memory(argmem: read) uwtable
define internal fastcc float @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = getelementptr inbounds float, ptr %0, i64 36
  %4 = load float, ptr %3, align 4, !tbaa !5
  %5 = getelementptr inbounds float, ptr %1, i64 36
  %6 = load float, ptr %5, align 4, !tbaa !5
  %7 = getelementptr inbounds float, ptr %0, i64 32
  %8 = load <4 x float>, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %1, i64 32
  %10 = load <4 x float>, ptr %9, align 4
  %11 = getelementptr inbounds float, ptr %0, i64 28
  %12 = load <4 x float>, ptr %11, align 4
  %13 = getelementptr inbounds float, ptr %1, i64 28
  %14 = load <4 x float>, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 24
  %16 = load <4 x float>, ptr %15, align 4
  %17 = getelementptr inbounds float, ptr %1, i64 24
  %18 = load <4 x float>, ptr %17, align 4
  %19 = getelementptr inbounds float, ptr %0, i64 20
  %20 = load <4 x float>, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %1, i64 20
  %22 = load <4 x float>, ptr %21, align 4
  %23 = getelementptr inbounds float, ptr %0, i64 16
  %24 = load <4 x float>, ptr %23, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 16
  %26 = load <4 x float>, ptr %25, align 4
  %27 = getelementptr inbounds float, ptr %0, i64 12
  %28 = load <4 x float>, ptr %27, align 4
  %29 = getelementptr inbounds float, ptr %1, i64 12
  %30 = load <4 x float>, ptr %29, align 4
  %31 = getelementptr inbounds float, ptr %0, i64 8
  %32 = load <4 x float>, ptr %31, align 4
  %33 = getelementptr inbounds float, ptr %1, i64 8
  %34 = load <4 x float>, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr %0, i64 4
  %36 = load <4 x float>, ptr %35, align 4
  %37 = getelementptr inbounds float, ptr %1, i64 4
  %38 = load <4 x float>, ptr %37, align 4
  %39 = load <4 x float>, ptr %0, align 4
  %40 = load <4 x float>, ptr %1, align 4
  %41 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %39, <4 x float> %40, <4 x float> zeroinitializer)
  %42 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %36, <4 x float> %38, <4 x float> %41)
  %43 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %32, <4 x float> %34, <4 x float> %42)
  %44 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %28, <4 x float> %30, <4 x float> %43)
  %45 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %24, <4 x float> %26, <4 x float> %44)
  %46 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %20, <4 x float> %22, <4 x float> %45)
  %47 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %16, <4 x float> %18, <4 x float> %46)
  %48 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %12, <4 x float> %14, <4 x float> %47)
  %49 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %8, <4 x float> %10, <4 x float> %48)
  %50 = shufflevector <4 x float> %49, <4 x float> poison, <4 x i32> <i32 1, i32 undef, i32 undef, i32 undef>
  %51 = fadd <4 x float> %49, %50
  %52 = shufflevector <4 x float> %49, <4 x float> poison, <4 x i32> <i32 2, i32 undef, i32 undef, i32 undef>
  %53 = fadd <4 x float> %52, %51
  %54 = shufflevector <4 x float> %49, <4 x float> poison, <4 x i32> <i32 3, i32 undef, i32 undef, i32 undef>
  %55 = fadd <4 x float> %54, %53
  %56 = extractelement <4 x float> %55, i64 0
  %57 = tail call float @llvm.fmuladd.f32(float %4, float %6, float %56)
  ret float %57
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @saxpy(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = load <4 x float>, ptr %1, align 4
  %4 = load <4 x float>, ptr %0, align 4
  %5 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %3, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %4)
  store <4 x float> %5, ptr %0, align 4
  %6 = getelementptr inbounds float, ptr %1, i64 4
  %7 = load <4 x float>, ptr %6, align 4
  %8 = getelementptr inbounds float, ptr %0, i64 4
  %9 = load <4 x float>, ptr %8, align 4
  %10 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %7, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %9)
  store <4 x float> %10, ptr %8, align 4
  %11 = getelementptr inbounds float, ptr %1, i64 8
  %12 = load <4 x float>, ptr %11, align 4
  %13 = getelementptr inbounds float, ptr %0, i64 8
  %14 = load <4 x float>, ptr %13, align 4
  %15 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %12, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %14)
  store <4 x float> %15, ptr %13, align 4
  %16 = getelementptr inbounds float, ptr %1, i64 12
  %17 = load <4 x float>, ptr %16, align 4
  %18 = getelementptr inbounds float, ptr %0, i64 12
  %19 = load <4 x float>, ptr %18, align 4
  %20 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %17, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %19)
  store <4 x float> %20, ptr %18, align 4
  %21 = getelementptr inbounds float, ptr %1, i64 16
  %22 = load <4 x float>, ptr %21, align 4
  %23 = getelementptr inbounds float, ptr %0, i64 16
  %24 = load <4 x float>, ptr %23, align 4
  %25 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %22, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %24)
  store <4 x float> %25, ptr %23, align 4
  %26 = getelementptr inbounds float, ptr %1, i64 20
  %27 = load <4 x float>, ptr %26, align 4
  %28 = getelementptr inbounds float, ptr %0, i64 20
  %29 = load <4 x float>, ptr %28, align 4
  %30 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %27, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %29)
  store <4 x float> %30, ptr %28, align 4
  %31 = getelementptr inbounds float, ptr %1, i64 24
  %32 = load <4 x float>, ptr %31, align 4
  %33 = getelementptr inbounds float, ptr %0, i64 24
  %34 = load <4 x float>, ptr %33, align 4
  %35 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %32, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %34)
  store <4 x float> %35, ptr %33, align 4
  %36 = getelementptr inbounds float, ptr %1, i64 28
  %37 = load <4 x float>, ptr %36, align 4
  %38 = getelementptr inbounds float, ptr %0, i64 28
  %39 = load <4 x float>, ptr %38, align 4
  %40 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %37, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %39)
  store <4 x float> %40, ptr %38, align 4
  %41 = getelementptr inbounds float, ptr %1, i64 32
  %42 = load <4 x float>, ptr %41, align 4
  %43 = getelementptr inbounds float, ptr %0, i64 32
  %44 = load <4 x float>, ptr %43, align 4
  %45 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %42, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %44)
  store <4 x float> %45, ptr %43, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
