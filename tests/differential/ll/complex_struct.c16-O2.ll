; ModuleID = 'tests/differential/src/complex_struct.c'
source_filename = "tests/differential/src/complex_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"X[%d] = %.6f %+.6fi\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %99, %1 ]
  %3 = sitofp i32 %2 to double
  %4 = fmul double %3, 0xC01921FB54442D18
  %5 = fmul double %4, 0.000000e+00
  %6 = fmul double %5, 1.250000e-01
  %7 = tail call fastcc { double, double } @cexpi(double noundef %6)
  %8 = extractvalue { double, double } %7, 0
  %9 = extractvalue { double, double } %7, 1
  %10 = tail call fastcc { double, double } @cmul(double 1.000000e+00, double %8, double %9)
  %11 = extractvalue { double, double } %10, 0
  %12 = extractvalue { double, double } %10, 1
  %13 = tail call fastcc { double, double } @cadd(double 0.000000e+00, double 0.000000e+00, double %11, double %12)
  %14 = extractvalue { double, double } %13, 0
  %15 = extractvalue { double, double } %13, 1
  %16 = fmul double %4, 1.250000e-01
  %17 = tail call fastcc { double, double } @cexpi(double noundef %16)
  %18 = extractvalue { double, double } %17, 0
  %19 = extractvalue { double, double } %17, 1
  %20 = tail call fastcc { double, double } @cmul(double 2.000000e+00, double %18, double %19)
  %21 = extractvalue { double, double } %20, 0
  %22 = extractvalue { double, double } %20, 1
  %23 = tail call fastcc { double, double } @cadd(double %14, double %15, double %21, double %22)
  %24 = extractvalue { double, double } %23, 0
  %25 = extractvalue { double, double } %23, 1
  %26 = fmul double %4, 2.000000e+00
  %27 = fmul double %26, 1.250000e-01
  %28 = tail call fastcc { double, double } @cexpi(double noundef %27)
  %29 = extractvalue { double, double } %28, 0
  %30 = extractvalue { double, double } %28, 1
  %31 = tail call fastcc { double, double } @cmul(double 3.000000e+00, double %29, double %30)
  %32 = extractvalue { double, double } %31, 0
  %33 = extractvalue { double, double } %31, 1
  %34 = tail call fastcc { double, double } @cadd(double %24, double %25, double %32, double %33)
  %35 = extractvalue { double, double } %34, 0
  %36 = extractvalue { double, double } %34, 1
  %37 = fmul double %4, 3.000000e+00
  %38 = fmul double %37, 1.250000e-01
  %39 = tail call fastcc { double, double } @cexpi(double noundef %38)
  %40 = extractvalue { double, double } %39, 0
  %41 = extractvalue { double, double } %39, 1
  %42 = tail call fastcc { double, double } @cmul(double 4.000000e+00, double %40, double %41)
  %43 = extractvalue { double, double } %42, 0
  %44 = extractvalue { double, double } %42, 1
  %45 = tail call fastcc { double, double } @cadd(double %35, double %36, double %43, double %44)
  %46 = extractvalue { double, double } %45, 0
  %47 = extractvalue { double, double } %45, 1
  %48 = fmul double %4, 4.000000e+00
  %49 = fmul double %48, 1.250000e-01
  %50 = tail call fastcc { double, double } @cexpi(double noundef %49)
  %51 = extractvalue { double, double } %50, 0
  %52 = extractvalue { double, double } %50, 1
  %53 = tail call fastcc { double, double } @cmul(double 0.000000e+00, double %51, double %52)
  %54 = extractvalue { double, double } %53, 0
  %55 = extractvalue { double, double } %53, 1
  %56 = tail call fastcc { double, double } @cadd(double %46, double %47, double %54, double %55)
  %57 = extractvalue { double, double } %56, 0
  %58 = extractvalue { double, double } %56, 1
  %59 = fmul double %4, 5.000000e+00
  %60 = fmul double %59, 1.250000e-01
  %61 = tail call fastcc { double, double } @cexpi(double noundef %60)
  %62 = extractvalue { double, double } %61, 0
  %63 = extractvalue { double, double } %61, 1
  %64 = tail call fastcc { double, double } @cmul(double -1.000000e+00, double %62, double %63)
  %65 = extractvalue { double, double } %64, 0
  %66 = extractvalue { double, double } %64, 1
  %67 = tail call fastcc { double, double } @cadd(double %57, double %58, double %65, double %66)
  %68 = extractvalue { double, double } %67, 0
  %69 = extractvalue { double, double } %67, 1
  %70 = fmul double %4, 6.000000e+00
  %71 = fmul double %70, 1.250000e-01
  %72 = tail call fastcc { double, double } @cexpi(double noundef %71)
  %73 = extractvalue { double, double } %72, 0
  %74 = extractvalue { double, double } %72, 1
  %75 = tail call fastcc { double, double } @cmul(double -2.000000e+00, double %73, double %74)
  %76 = extractvalue { double, double } %75, 0
  %77 = extractvalue { double, double } %75, 1
  %78 = tail call fastcc { double, double } @cadd(double %68, double %69, double %76, double %77)
  %79 = extractvalue { double, double } %78, 0
  %80 = extractvalue { double, double } %78, 1
  %81 = fmul double %4, 7.000000e+00
  %82 = fmul double %81, 1.250000e-01
  %83 = tail call fastcc { double, double } @cexpi(double noundef %82)
  %84 = extractvalue { double, double } %83, 0
  %85 = extractvalue { double, double } %83, 1
  %86 = tail call fastcc { double, double } @cmul(double -3.000000e+00, double %84, double %85)
  %87 = extractvalue { double, double } %86, 0
  %88 = extractvalue { double, double } %86, 1
  %89 = tail call fastcc { double, double } @cadd(double %79, double %80, double %87, double %88)
  %90 = extractvalue { double, double } %89, 0
  %91 = extractvalue { double, double } %89, 1
  %92 = tail call double @llvm.fabs.f64(double %90)
  %93 = fcmp olt double %92, 1.000000e-09
  %94 = select i1 %93, double 0.000000e+00, double %90
  %95 = tail call double @llvm.fabs.f64(double %91)
  %96 = fcmp olt double %95, 1.000000e-09
  %97 = select i1 %96, double 0.000000e+00, double %91
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, double noundef %94, double noundef %97)
  %99 = add nuw nsw i32 %2, 1
  %100 = icmp eq i32 %99, 8
  br i1 %100, label %101, label %1, !llvm.loop !5

101:                                              ; preds = %1, %106
  %102 = phi i32 [ %109, %106 ], [ 0, %1 ]
  %103 = sitofp i32 %102 to float
  %104 = tail call float @llvm.fmuladd.f32(float %103, float 0x3FC99999A0000000, float 0xBFF3333340000000)
  br label %111

105:                                              ; preds = %106
  ret i32 0

106:                                              ; preds = %134
  %107 = load ptr, ptr @stdout, align 8, !tbaa !7
  %108 = tail call i32 @putc(i32 noundef 10, ptr noundef %107)
  %109 = add nuw nsw i32 %102, 1
  %110 = icmp eq i32 %109, 12
  br i1 %110, label %105, label %101, !llvm.loop !11

111:                                              ; preds = %101, %134
  %112 = phi i32 [ 0, %101 ], [ %138, %134 ]
  %113 = sitofp i32 %112 to float
  %114 = tail call float @llvm.fmuladd.f32(float %113, float 0x3FB0A3D700000000, float -2.000000e+00)
  %115 = insertelement <2 x float> poison, float %114, i64 0
  %116 = insertelement <2 x float> %115, float %104, i64 1
  br label %117

117:                                              ; preds = %124, %111
  %118 = phi i32 [ 0, %111 ], [ %125, %124 ]
  %119 = phi <2 x float> [ zeroinitializer, %111 ], [ %121, %124 ]
  %120 = tail call fastcc <2 x float> @cfmul(<2 x float> %119, <2 x float> %119)
  %121 = fadd <2 x float> %116, %120
  %122 = tail call fastcc float @cfabs2(<2 x float> %121)
  %123 = fcmp ogt float %122, 4.000000e+00
  br i1 %123, label %127, label %124

124:                                              ; preds = %117
  %125 = add nuw nsw i32 %118, 1
  %126 = icmp eq i32 %125, 50
  br i1 %126, label %134, label %117, !llvm.loop !12

127:                                              ; preds = %117
  %128 = icmp eq i32 %118, 50
  br i1 %128, label %134, label %129

129:                                              ; preds = %127
  %130 = icmp ugt i32 %118, 10
  br i1 %130, label %134, label %131

131:                                              ; preds = %129
  %132 = icmp ugt i32 %118, 4
  %133 = select i1 %132, i32 46, i32 32
  br label %134

134:                                              ; preds = %124, %131, %129, %127
  %135 = phi i32 [ 35, %127 ], [ %133, %131 ], [ 43, %129 ], [ 35, %124 ]
  %136 = load ptr, ptr @stdout, align 8, !tbaa !7
  %137 = tail call i32 @putc(i32 noundef %135, ptr noundef %136)
  %138 = add nuw nsw i32 %112, 1
  %139 = icmp eq i32 %138, 40
  br i1 %139, label %106, label %111, !llvm.loop !13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { double, double } @cadd(double %0, double %1, double %2, double %3) unnamed_addr #1 {
  %5 = fadd double %0, %2
  %6 = fadd double %1, %3
  %7 = insertvalue { double, double } poison, double %5, 0
  %8 = insertvalue { double, double } %7, double %6, 1
  ret { double, double } %8
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc { double, double } @cmul(double %0, double %1, double %2) unnamed_addr #2 {
  %4 = insertelement <2 x double> poison, double %2, i64 0
  %5 = insertelement <2 x double> %4, double %1, i64 1
  %6 = fmul <2 x double> %5, <double -0.000000e+00, double 0.000000e+00>
  %7 = insertelement <2 x double> poison, double %0, i64 0
  %8 = shufflevector <2 x double> %7, <2 x double> poison, <2 x i32> zeroinitializer
  %9 = insertelement <2 x double> poison, double %1, i64 0
  %10 = insertelement <2 x double> %9, double %2, i64 1
  %11 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> %10, <2 x double> %6)
  %12 = extractelement <2 x double> %11, i64 0
  %13 = insertvalue { double, double } poison, double %12, 0
  %14 = extractelement <2 x double> %11, i64 1
  %15 = insertvalue { double, double } %13, double %14, 1
  ret { double, double } %15
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define internal fastcc { double, double } @cexpi(double noundef %0) unnamed_addr #3 {
  %2 = tail call double @cos(double noundef %0) #9
  %3 = tail call double @sin(double noundef %0) #9
  %4 = insertvalue { double, double } poison, double %2, 0
  %5 = insertvalue { double, double } %4, double %3, 1
  ret { double, double } %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc <2 x float> @cfmul(<2 x float> %0, <2 x float> %1) unnamed_addr #7 {
  %3 = shufflevector <2 x float> %0, <2 x float> undef, <2 x i32> <i32 1, i32 undef>
  %4 = fneg <2 x float> %0
  %5 = shufflevector <2 x float> %3, <2 x float> %4, <2 x i32> <i32 0, i32 3>
  %6 = fmul <2 x float> %5, %1
  %7 = shufflevector <2 x float> %6, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %8 = shufflevector <2 x float> %0, <2 x float> poison, <2 x i32> zeroinitializer
  %9 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %8, <2 x float> %1, <2 x float> %7)
  ret <2 x float> %9
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @cfabs2(<2 x float> %0) unnamed_addr #7 {
  %2 = extractelement <2 x float> %0, i64 0
  %3 = fmul <2 x float> %0, %0
  %4 = extractelement <2 x float> %3, i64 1
  %5 = tail call float @llvm.fmuladd.f32(float %2, float %2, float %4)
  ret float %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
