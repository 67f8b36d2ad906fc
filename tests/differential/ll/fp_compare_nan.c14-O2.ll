; ModuleID = 'tests/differential/src/fp_compare_nan.c'
source_filename = "tests/differential/src/fp_compare_nan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@zero = internal global double 0.000000e+00, align 8
@.str = private unnamed_addr constant [5 x i8] c"-inf\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"-1.5\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"-0\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"2\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@__const.main.names = private unnamed_addr constant [7 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0)], align 16
@.str.7 = private unnamed_addr constant [23 x i8] c"%s ? %s: %03x %02x %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [39 x i8] c"isnan %d %d isinf %d %d signbit %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"max %g min %g maxnan %g\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"fmax %g fmin %g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x double], align 16
  %2 = load volatile double, double* @zero, align 8, !tbaa !5
  %3 = load volatile double, double* @zero, align 8, !tbaa !5
  %4 = load volatile double, double* @zero, align 8, !tbaa !5
  %5 = insertelement <2 x double> <double 1.000000e+00, double poison>, double %2, i64 1
  %6 = insertelement <2 x double> poison, double %4, i64 0
  %7 = insertelement <2 x double> %6, double %3, i64 1
  %8 = fdiv <2 x double> %5, %7
  %9 = bitcast [7 x double]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %9) #5
  %10 = getelementptr inbounds [7 x double], [7 x double]* %1, i64 0, i64 0
  %11 = extractelement <2 x double> %8, i64 0
  %12 = fneg double %11
  store double %12, double* %10, align 16, !tbaa !5
  %13 = getelementptr inbounds [7 x double], [7 x double]* %1, i64 0, i64 1
  %14 = bitcast double* %13 to <2 x double>*
  store <2 x double> <double -1.500000e+00, double -0.000000e+00>, <2 x double>* %14, align 8, !tbaa !5
  %15 = getelementptr inbounds [7 x double], [7 x double]* %1, i64 0, i64 3
  %16 = bitcast double* %15 to <2 x double>*
  store <2 x double> <double 0.000000e+00, double 2.000000e+00>, <2 x double>* %16, align 8, !tbaa !5
  %17 = getelementptr inbounds [7 x double], [7 x double]* %1, i64 0, i64 5
  %18 = bitcast double* %17 to <2 x double>*
  store <2 x double> %8, <2 x double>* %18, align 8, !tbaa !5
  %19 = fptrunc double %12 to float
  %20 = fptrunc double %11 to float
  %21 = extractelement <2 x double> %8, i64 1
  %22 = fptrunc double %21 to float
  br label %23

23:                                               ; preds = %59, %0
  %24 = phi double [ %12, %0 ], [ %61, %59 ]
  %25 = phi i64 [ 0, %0 ], [ %57, %59 ]
  %26 = getelementptr inbounds [7 x i8*], [7 x i8*]* @__const.main.names, i64 0, i64 %25
  %27 = load i8*, i8** %26, align 8, !tbaa !9
  %28 = fptrunc double %24 to float
  %29 = tail call fastcc i32 @cmp_all(double noundef %24, double noundef %12)
  %30 = tail call fastcc i32 @cmp_allf(float noundef %28, float noundef %19)
  %31 = tail call fastcc i32 @branchy(double noundef %24, double noundef %12), !range !11
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i64 0, i64 0), i8* noundef %27, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i32 noundef %29, i32 noundef %30, i32 noundef %31)
  %33 = tail call fastcc i32 @cmp_all(double noundef %24, double noundef -1.500000e+00)
  %34 = tail call fastcc i32 @cmp_allf(float noundef %28, float noundef -1.500000e+00)
  %35 = tail call fastcc i32 @branchy(double noundef %24, double noundef -1.500000e+00), !range !11
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i64 0, i64 0), i8* noundef %27, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0), i32 noundef %33, i32 noundef %34, i32 noundef %35)
  %37 = tail call fastcc i32 @cmp_all(double noundef %24, double noundef -0.000000e+00)
  %38 = tail call fastcc i32 @cmp_allf(float noundef %28, float noundef -0.000000e+00)
  %39 = tail call fastcc i32 @branchy(double noundef %24, double noundef -0.000000e+00), !range !11
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i64 0, i64 0), i8* noundef %27, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0), i32 noundef %37, i32 noundef %38, i32 noundef %39)
  %41 = tail call fastcc i32 @cmp_all(double noundef %24, double noundef 0.000000e+00)
  %42 = tail call fastcc i32 @cmp_allf(float noundef %28, float noundef 0.000000e+00)
  %43 = tail call fastcc i32 @branchy(double noundef %24, double noundef 0.000000e+00), !range !11
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i64 0, i64 0), i8* noundef %27, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i32 noundef %41, i32 noundef %42, i32 noundef %43)
  %45 = tail call fastcc i32 @cmp_all(double noundef %24, double noundef 2.000000e+00)
  %46 = tail call fastcc i32 @cmp_allf(float noundef %28, float noundef 2.000000e+00)
  %47 = tail call fastcc i32 @branchy(double noundef %24, double noundef 2.000000e+00), !range !11
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i64 0, i64 0), i8* noundef %27, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0), i32 noundef %45, i32 noundef %46, i32 noundef %47)
  %49 = tail call fastcc i32 @cmp_all(double noundef %24, double noundef %11)
  %50 = tail call fastcc i32 @cmp_allf(float noundef %28, float noundef %20)
  %51 = tail call fastcc i32 @branchy(double noundef %24, double noundef %11), !range !11
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i64 0, i64 0), i8* noundef %27, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %49, i32 noundef %50, i32 noundef %51)
  %53 = tail call fastcc i32 @cmp_all(double noundef %24, double noundef %21)
  %54 = tail call fastcc i32 @cmp_allf(float noundef %28, float noundef %22)
  %55 = tail call fastcc i32 @branchy(double noundef %24, double noundef %21), !range !11
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i64 0, i64 0), i8* noundef %27, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef %53, i32 noundef %54, i32 noundef %55)
  %57 = add nuw nsw i64 %25, 1
  %58 = icmp eq i64 %57, 7
  br i1 %58, label %62, label %59, !llvm.loop !12

59:                                               ; preds = %23
  %60 = getelementptr inbounds [7 x double], [7 x double]* %1, i64 0, i64 %57
  %61 = load double, double* %60, align 8, !tbaa !5
  br label %23

62:                                               ; preds = %23
  %63 = fcmp uno <2 x double> %8, zeroinitializer
  %64 = extractelement <2 x i1> %63, i64 1
  %65 = zext i1 %64 to i32
  %66 = extractelement <2 x i1> %63, i64 0
  %67 = zext i1 %66 to i32
  %68 = tail call double @llvm.fabs.f64(double %11) #6
  %69 = fcmp oeq double %68, 0x7FF0000000000000
  %70 = zext i1 %69 to i32
  %71 = tail call double @llvm.fabs.f64(double %12) #6
  %72 = fcmp oeq double %71, 0x7FF0000000000000
  %73 = zext i1 %72 to i32
  %74 = load volatile double, double* @zero, align 8, !tbaa !5
  %75 = fadd double %74, 1.000000e+00
  %76 = fmul double %75, -0.000000e+00
  %77 = bitcast double %76 to i64
  %78 = lshr i64 %77, 63
  %79 = trunc i64 %78 to i32
  %80 = load volatile double, double* @zero, align 8, !tbaa !5
  %81 = bitcast double %80 to i64
  %82 = lshr i64 %81, 63
  %83 = trunc i64 %82 to i32
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.8, i64 0, i64 0), i32 noundef %65, i32 noundef %67, i32 noundef %70, i32 noundef %73, i32 noundef %79, i32 noundef %83)
  %85 = tail call fastcc double @fmax_manual(double noundef 1.000000e+00, double noundef 2.000000e+00)
  %86 = tail call fastcc double @fmax_manual(double noundef %21, double noundef 1.000000e+00)
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.9, i64 0, i64 0), double noundef %85, double noundef 1.000000e+00, double noundef %86)
  %88 = tail call double @llvm.maxnum.f64(double %21, double 3.000000e+00)
  %89 = tail call double @llvm.minnum.f64(double %21, double -2.000000e+00)
  %90 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i64 0, i64 0), double noundef %88, double noundef %89)
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %9) #5
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @cmp_all(double noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = fcmp olt double %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp ole double %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = or i32 %6, %4
  %8 = fcmp ogt double %0, %1
  %9 = select i1 %8, i32 4, i32 0
  %10 = or i32 %7, %9
  %11 = fcmp oge double %0, %1
  %12 = select i1 %11, i32 8, i32 0
  %13 = or i32 %10, %12
  %14 = fcmp oeq double %0, %1
  %15 = select i1 %14, i32 16, i32 0
  %16 = or i32 %13, %15
  %17 = fcmp une double %0, %1
  %18 = select i1 %17, i32 32, i32 0
  %19 = or i32 %16, %18
  %20 = select i1 %3, i32 0, i32 64
  %21 = or i32 %19, %20
  %22 = select i1 %11, i32 0, i32 128
  %23 = or i32 %21, %22
  %24 = fcmp uno double %0, %1
  %25 = select i1 %24, i32 256, i32 0
  %26 = or i32 %23, %25
  %27 = select i1 %3, i32 512, i32 0
  %28 = or i32 %26, %27
  %29 = fcmp one double %0, %1
  %30 = select i1 %29, i32 1024, i32 0
  %31 = or i32 %28, %30
  %32 = select i1 %11, i32 2048, i32 0
  %33 = or i32 %31, %32
  ret i32 %33
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @cmp_allf(float noundef %0, float noundef %1) unnamed_addr #3 {
  %3 = fcmp olt float %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp ole float %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = or i32 %6, %4
  %8 = fcmp ogt float %0, %1
  %9 = select i1 %8, i32 4, i32 0
  %10 = or i32 %7, %9
  %11 = fcmp oge float %0, %1
  %12 = select i1 %11, i32 8, i32 0
  %13 = or i32 %10, %12
  %14 = fcmp oeq float %0, %1
  %15 = select i1 %14, i32 16, i32 0
  %16 = or i32 %13, %15
  %17 = fcmp une float %0, %1
  %18 = select i1 %17, i32 32, i32 0
  %19 = or i32 %16, %18
  ret i32 %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @branchy(double noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = fcmp oeq double %0, %1
  br i1 %3, label %9, label %4

4:                                                ; preds = %2
  %5 = fcmp olt double %0, %1
  br i1 %5, label %9, label %6

6:                                                ; preds = %4
  %7 = fcmp ogt double %0, %1
  %8 = select i1 %7, i32 3, i32 4
  br label %9

9:                                                ; preds = %6, %4, %2
  %10 = phi i32 [ 1, %2 ], [ 2, %4 ], [ %8, %6 ]
  ret i32 %10
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc double @fmax_manual(double noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = fcmp ogt double %0, %1
  %4 = select i1 %3, double %0, double %1
  ret double %4
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }
attributes #6 = { readnone }

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
!10 = !{!"any pointer", !7, i64 0}
!11 = !{i32 1, i32 5}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
