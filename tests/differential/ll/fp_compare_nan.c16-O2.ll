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
@__const.main.names = private unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
@.str.7 = private unnamed_addr constant [23 x i8] c"%s ? %s: %03x %02x %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [39 x i8] c"isnan %d %d isinf %d %d signbit %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"max %g min %g maxnan %g\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"fmax %g fmin %g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x double], align 16
  %2 = load volatile double, ptr @zero, align 8, !tbaa !5
  %3 = load volatile double, ptr @zero, align 8, !tbaa !5
  %4 = load volatile double, ptr @zero, align 8, !tbaa !5
  %5 = insertelement <2 x double> <double 1.000000e+00, double poison>, double %2, i64 1
  %6 = insertelement <2 x double> poison, double %4, i64 0
  %7 = insertelement <2 x double> %6, double %3, i64 1
  %8 = fdiv <2 x double> %5, %7
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #5
  %9 = extractelement <2 x double> %8, i64 0
  %10 = fneg double %9
  store double %10, ptr %1, align 16, !tbaa !5
  %11 = getelementptr inbounds double, ptr %1, i64 1
  store <2 x double> <double -1.500000e+00, double -0.000000e+00>, ptr %11, align 8, !tbaa !5
  %12 = getelementptr inbounds double, ptr %1, i64 3
  store <2 x double> <double 0.000000e+00, double 2.000000e+00>, ptr %12, align 8, !tbaa !5
  %13 = getelementptr inbounds double, ptr %1, i64 5
  store <2 x double> %8, ptr %13, align 8, !tbaa !5
  %14 = fptrunc double %10 to float
  %15 = fptrunc double %9 to float
  %16 = extractelement <2 x double> %8, i64 1
  %17 = fptrunc double %16 to float
  br label %18

18:                                               ; preds = %0, %18
  %19 = phi i64 [ 0, %0 ], [ %53, %18 ]
  %20 = getelementptr inbounds [7 x ptr], ptr @__const.main.names, i64 0, i64 %19
  %21 = load ptr, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = fptrunc double %23 to float
  %25 = tail call fastcc i32 @cmp_all(double noundef %23, double noundef %10)
  %26 = tail call fastcc i32 @cmp_allf(float noundef %24, float noundef %14)
  %27 = tail call fastcc i32 @branchy(double noundef %23, double noundef %10), !range !11
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %21, ptr noundef nonnull @.str, i32 noundef %25, i32 noundef %26, i32 noundef %27)
  %29 = tail call fastcc i32 @cmp_all(double noundef %23, double noundef -1.500000e+00)
  %30 = tail call fastcc i32 @cmp_allf(float noundef %24, float noundef -1.500000e+00)
  %31 = tail call fastcc i32 @branchy(double noundef %23, double noundef -1.500000e+00), !range !11
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %21, ptr noundef nonnull @.str.1, i32 noundef %29, i32 noundef %30, i32 noundef %31)
  %33 = tail call fastcc i32 @cmp_all(double noundef %23, double noundef -0.000000e+00)
  %34 = tail call fastcc i32 @cmp_allf(float noundef %24, float noundef -0.000000e+00)
  %35 = tail call fastcc i32 @branchy(double noundef %23, double noundef -0.000000e+00), !range !11
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %21, ptr noundef nonnull @.str.2, i32 noundef %33, i32 noundef %34, i32 noundef %35)
  %37 = tail call fastcc i32 @cmp_all(double noundef %23, double noundef 0.000000e+00)
  %38 = tail call fastcc i32 @cmp_allf(float noundef %24, float noundef 0.000000e+00)
  %39 = tail call fastcc i32 @branchy(double noundef %23, double noundef 0.000000e+00), !range !11
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %21, ptr noundef nonnull @.str.3, i32 noundef %37, i32 noundef %38, i32 noundef %39)
  %41 = tail call fastcc i32 @cmp_all(double noundef %23, double noundef 2.000000e+00)
  %42 = tail call fastcc i32 @cmp_allf(float noundef %24, float noundef 2.000000e+00)
  %43 = tail call fastcc i32 @branchy(double noundef %23, double noundef 2.000000e+00), !range !11
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %21, ptr noundef nonnull @.str.4, i32 noundef %41, i32 noundef %42, i32 noundef %43)
  %45 = tail call fastcc i32 @cmp_all(double noundef %23, double noundef %9)
  %46 = tail call fastcc i32 @cmp_allf(float noundef %24, float noundef %15)
  %47 = tail call fastcc i32 @branchy(double noundef %23, double noundef %9), !range !11
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %21, ptr noundef nonnull @.str.5, i32 noundef %45, i32 noundef %46, i32 noundef %47)
  %49 = tail call fastcc i32 @cmp_all(double noundef %23, double noundef %16)
  %50 = tail call fastcc i32 @cmp_allf(float noundef %24, float noundef %17)
  %51 = tail call fastcc i32 @branchy(double noundef %23, double noundef %16), !range !11
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %21, ptr noundef nonnull @.str.6, i32 noundef %49, i32 noundef %50, i32 noundef %51)
  %53 = add nuw nsw i64 %19, 1
  %54 = icmp eq i64 %53, 7
  br i1 %54, label %55, label %18, !llvm.loop !12

55:                                               ; preds = %18
  %56 = fcmp uno <2 x double> %8, zeroinitializer
  %57 = extractelement <2 x i1> %56, i64 1
  %58 = zext i1 %57 to i32
  %59 = extractelement <2 x i1> %56, i64 0
  %60 = zext i1 %59 to i32
  %61 = tail call double @llvm.fabs.f64(double %9) #6
  %62 = fcmp oeq double %61, 0x7FF0000000000000
  %63 = zext i1 %62 to i32
  %64 = tail call double @llvm.fabs.f64(double %10) #6
  %65 = fcmp oeq double %64, 0x7FF0000000000000
  %66 = zext i1 %65 to i32
  %67 = load volatile double, ptr @zero, align 8, !tbaa !5
  %68 = fadd double %67, 1.000000e+00
  %69 = fmul double %68, -0.000000e+00
  %70 = bitcast double %69 to i64
  %71 = lshr i64 %70, 63
  %72 = trunc i64 %71 to i32
  %73 = load volatile double, ptr @zero, align 8, !tbaa !5
  %74 = bitcast double %73 to i64
  %75 = lshr i64 %74, 63
  %76 = trunc i64 %75 to i32
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %58, i32 noundef %60, i32 noundef %63, i32 noundef %66, i32 noundef %72, i32 noundef %76)
  %78 = tail call fastcc double @fmax_manual(double noundef 1.000000e+00, double noundef 2.000000e+00)
  %79 = tail call fastcc double @fmax_manual(double noundef %16, double noundef 1.000000e+00)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %78, double noundef 1.000000e+00, double noundef %79)
  %81 = tail call double @llvm.maxnum.f64(double %16, double 3.000000e+00)
  %82 = tail call double @llvm.minnum.f64(double %16, double -2.000000e+00)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %81, double noundef %82)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @cmp_all(double noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = fcmp olt double %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp ole double %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = fcmp ogt double %0, %1
  %8 = select i1 %7, i32 4, i32 0
  %9 = or i32 %6, %8
  %10 = fcmp oge double %0, %1
  %11 = select i1 %10, i32 8, i32 0
  %12 = or i32 %9, %11
  %13 = fcmp oeq double %0, %1
  %14 = select i1 %13, i32 16, i32 0
  %15 = or i32 %12, %14
  %16 = fcmp une double %0, %1
  %17 = select i1 %16, i32 32, i32 0
  %18 = or i32 %15, %17
  %19 = select i1 %3, i32 0, i32 64
  %20 = or i32 %18, %19
  %21 = select i1 %10, i32 0, i32 128
  %22 = or i32 %20, %21
  %23 = fcmp uno double %0, %1
  %24 = select i1 %23, i32 256, i32 0
  %25 = or i32 %22, %24
  %26 = or i32 %25, %4
  %27 = select i1 %3, i32 512, i32 0
  %28 = or i32 %26, %27
  %29 = fcmp one double %0, %1
  %30 = select i1 %29, i32 1024, i32 0
  %31 = or i32 %28, %30
  %32 = select i1 %10, i32 2048, i32 0
  %33 = or i32 %31, %32
  ret i32 %33
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @fmax_manual(double noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = fcmp ogt double %0, %1
  %4 = select i1 %3, double %0, double %1
  ret double %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { memory(none) }

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
!10 = !{!"any pointer", !7, i64 0}
!11 = !{i32 1, i32 5}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
