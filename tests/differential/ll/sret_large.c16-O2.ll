; ModuleID = 'tests/differential/src/sret_large.c'
source_filename = "tests/differential/src/sret_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Big = type { [10 x i64] }
%struct.Wrap = type { %struct.Big, i8, double }

@.str = private unnamed_addr constant [24 x i8] c"c: %ld %ld %ld sum %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"wrap %c %.2f %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"pass_through sum %ld first %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Big, align 8
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  %4 = alloca %struct.Big, align 8
  %5 = alloca %struct.Big, align 8
  %6 = alloca %struct.Wrap, align 8
  %7 = alloca %struct.Big, align 8
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #9
  call fastcc void @make_big(ptr nonnull sret(%struct.Big) align 8 %1, i64 noundef 3)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #9
  call fastcc void @make_big(ptr nonnull sret(%struct.Big) align 8 %2, i64 noundef -7)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #9
  call fastcc void @add_big(ptr nonnull sret(%struct.Big) align 8 %4, ptr noundef nonnull byval(%struct.Big) align 8 %1, ptr noundef nonnull byval(%struct.Big) align 8 %2)
  call fastcc void @make_big(ptr nonnull sret(%struct.Big) align 8 %5, i64 noundef 100)
  call fastcc void @add_big(ptr nonnull sret(%struct.Big) align 8 %3, ptr noundef nonnull byval(%struct.Big) align 8 %4, ptr noundef nonnull byval(%struct.Big) align 8 %5)
  %8 = load i64, ptr %3, align 8, !tbaa !5
  %9 = getelementptr inbounds [10 x i64], ptr %3, i64 0, i64 5
  %10 = load i64, ptr %9, align 8, !tbaa !5
  %11 = getelementptr inbounds [10 x i64], ptr %3, i64 0, i64 9
  %12 = load i64, ptr %11, align 8, !tbaa !5
  %13 = tail call fastcc i64 @sum_big(ptr noundef nonnull byval(%struct.Big) align 8 %3)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %8, i64 noundef %10, i64 noundef %12, i64 noundef %13)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6) #9
  call fastcc void @wrap(ptr nonnull sret(%struct.Wrap) align 8 %6, ptr noundef nonnull byval(%struct.Big) align 8 %3)
  %15 = getelementptr inbounds %struct.Wrap, ptr %6, i64 0, i32 1
  %16 = load i8, ptr %15, align 8, !tbaa !9
  %17 = sext i8 %16 to i32
  %18 = getelementptr inbounds %struct.Wrap, ptr %6, i64 0, i32 2
  %19 = load double, ptr %18, align 8, !tbaa !13
  %20 = getelementptr inbounds [10 x i64], ptr %6, i64 0, i64 3
  %21 = load i64, ptr %20, align 8, !tbaa !5
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %17, double noundef %19, i64 noundef %21)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #9
  call fastcc void @pass_through(ptr nonnull sret(%struct.Big) align 8 %7, ptr noundef nonnull byval(%struct.Big) align 8 %3, i32 noundef 25)
  %23 = tail call fastcc i64 @sum_big(ptr noundef nonnull byval(%struct.Big) align 8 %7)
  %24 = getelementptr inbounds [10 x i64], ptr %7, i64 0, i64 1
  %25 = load i64, ptr %24, align 8, !tbaa !5
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %23, i64 noundef %25)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #9
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make_big(ptr noalias nocapture writeonly sret(%struct.Big) align 8 %0, i64 noundef %1) unnamed_addr #2 {
  store i64 %1, ptr %0, align 8, !tbaa !5
  %3 = shl nsw i64 %1, 1
  %4 = add nsw i64 %3, -1
  %5 = getelementptr inbounds [10 x i64], ptr %0, i64 0, i64 1
  store i64 %4, ptr %5, align 8, !tbaa !5
  %6 = mul nsw i64 %1, 3
  %7 = add nsw i64 %6, -4
  %8 = getelementptr inbounds [10 x i64], ptr %0, i64 0, i64 2
  store i64 %7, ptr %8, align 8, !tbaa !5
  %9 = shl nsw i64 %1, 2
  %10 = add nsw i64 %9, -9
  %11 = getelementptr inbounds [10 x i64], ptr %0, i64 0, i64 3
  store i64 %10, ptr %11, align 8, !tbaa !5
  %12 = mul nsw i64 %1, 5
  %13 = add nsw i64 %12, -16
  %14 = getelementptr inbounds [10 x i64], ptr %0, i64 0, i64 4
  store i64 %13, ptr %14, align 8, !tbaa !5
  %15 = mul nsw i64 %1, 6
  %16 = add nsw i64 %15, -25
  %17 = getelementptr inbounds [10 x i64], ptr %0, i64 0, i64 5
  store i64 %16, ptr %17, align 8, !tbaa !5
  %18 = mul nsw i64 %1, 7
  %19 = add nsw i64 %18, -36
  %20 = getelementptr inbounds [10 x i64], ptr %0, i64 0, i64 6
  store i64 %19, ptr %20, align 8, !tbaa !5
  %21 = shl nsw i64 %1, 3
  %22 = add nsw i64 %21, -49
  %23 = getelementptr inbounds [10 x i64], ptr %0, i64 0, i64 7
  store i64 %22, ptr %23, align 8, !tbaa !5
  %24 = mul nsw i64 %1, 9
  %25 = add nsw i64 %24, -64
  %26 = getelementptr inbounds [10 x i64], ptr %0, i64 0, i64 8
  store i64 %25, ptr %26, align 8, !tbaa !5
  %27 = mul nsw i64 %1, 10
  %28 = add nsw i64 %27, -81
  %29 = getelementptr inbounds [10 x i64], ptr %0, i64 0, i64 9
  store i64 %28, ptr %29, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @add_big(ptr noalias nocapture writeonly sret(%struct.Big) align 8 %0, ptr nocapture noundef byval(%struct.Big) align 8 %1, ptr nocapture noundef readonly byval(%struct.Big) align 8 %2) unnamed_addr #3 {
  %4 = load <2 x i64>, ptr %2, align 8, !tbaa !5
  %5 = load <2 x i64>, ptr %1, align 8, !tbaa !5
  %6 = add nsw <2 x i64> %5, %4
  store <2 x i64> %6, ptr %1, align 8, !tbaa !5
  %7 = getelementptr inbounds [10 x i64], ptr %2, i64 0, i64 2
  %8 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 2
  %9 = load <2 x i64>, ptr %7, align 8, !tbaa !5
  %10 = load <2 x i64>, ptr %8, align 8, !tbaa !5
  %11 = add nsw <2 x i64> %10, %9
  store <2 x i64> %11, ptr %8, align 8, !tbaa !5
  %12 = getelementptr inbounds [10 x i64], ptr %2, i64 0, i64 4
  %13 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 4
  %14 = load <2 x i64>, ptr %12, align 8, !tbaa !5
  %15 = load <2 x i64>, ptr %13, align 8, !tbaa !5
  %16 = add nsw <2 x i64> %15, %14
  store <2 x i64> %16, ptr %13, align 8, !tbaa !5
  %17 = getelementptr inbounds [10 x i64], ptr %2, i64 0, i64 6
  %18 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 6
  %19 = load <2 x i64>, ptr %17, align 8, !tbaa !5
  %20 = load <2 x i64>, ptr %18, align 8, !tbaa !5
  %21 = add nsw <2 x i64> %20, %19
  store <2 x i64> %21, ptr %18, align 8, !tbaa !5
  %22 = getelementptr inbounds [10 x i64], ptr %2, i64 0, i64 8
  %23 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 8
  %24 = load <2 x i64>, ptr %22, align 8, !tbaa !5
  %25 = load <2 x i64>, ptr %23, align 8, !tbaa !5
  %26 = add nsw <2 x i64> %25, %24
  store <2 x i64> %26, ptr %23, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(80) %1, i64 80, i1 false), !tbaa.struct !14
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @sum_big(ptr nocapture noundef readonly byval(%struct.Big) align 8 %0) unnamed_addr #5 {
  %2 = load <8 x i64>, ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds [10 x i64], ptr %0, i64 0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds [10 x i64], ptr %0, i64 0, i64 9
  %6 = load i64, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %2)
  %8 = add i64 %7, %4
  %9 = add i64 %8, %6
  ret i64 %9
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @wrap(ptr noalias nocapture sret(%struct.Wrap) align 8 %0, ptr nocapture noundef readonly byval(%struct.Big) align 8 %1) unnamed_addr #3 {
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(80) %1, i64 80, i1 false), !tbaa.struct !14
  %3 = getelementptr inbounds %struct.Wrap, ptr %0, i64 0, i32 1
  store i8 81, ptr %3, align 8, !tbaa !9
  %4 = getelementptr inbounds %struct.Wrap, ptr %0, i64 0, i32 2
  %5 = load i64, ptr %1, align 8, !tbaa !5
  %6 = sitofp i64 %5 to double
  %7 = tail call double @llvm.fmuladd.f64(double %6, double 1.000000e-01, double 0.000000e+00)
  %8 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 1
  %9 = load i64, ptr %8, align 8, !tbaa !5
  %10 = sitofp i64 %9 to double
  %11 = tail call double @llvm.fmuladd.f64(double %10, double 1.000000e-01, double %7)
  %12 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 2
  %13 = load i64, ptr %12, align 8, !tbaa !5
  %14 = sitofp i64 %13 to double
  %15 = tail call double @llvm.fmuladd.f64(double %14, double 1.000000e-01, double %11)
  %16 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 3
  %17 = load i64, ptr %16, align 8, !tbaa !5
  %18 = sitofp i64 %17 to double
  %19 = tail call double @llvm.fmuladd.f64(double %18, double 1.000000e-01, double %15)
  %20 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 4
  %21 = load i64, ptr %20, align 8, !tbaa !5
  %22 = sitofp i64 %21 to double
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 1.000000e-01, double %19)
  %24 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 5
  %25 = load i64, ptr %24, align 8, !tbaa !5
  %26 = sitofp i64 %25 to double
  %27 = tail call double @llvm.fmuladd.f64(double %26, double 1.000000e-01, double %23)
  %28 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 6
  %29 = load i64, ptr %28, align 8, !tbaa !5
  %30 = sitofp i64 %29 to double
  %31 = tail call double @llvm.fmuladd.f64(double %30, double 1.000000e-01, double %27)
  %32 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 7
  %33 = load i64, ptr %32, align 8, !tbaa !5
  %34 = sitofp i64 %33 to double
  %35 = tail call double @llvm.fmuladd.f64(double %34, double 1.000000e-01, double %31)
  %36 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 8
  %37 = load i64, ptr %36, align 8, !tbaa !5
  %38 = sitofp i64 %37 to double
  %39 = tail call double @llvm.fmuladd.f64(double %38, double 1.000000e-01, double %35)
  %40 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 9
  %41 = load i64, ptr %40, align 8, !tbaa !5
  %42 = sitofp i64 %41 to double
  %43 = tail call double @llvm.fmuladd.f64(double %42, double 1.000000e-01, double %39)
  store double %43, ptr %4, align 8, !tbaa !13
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @pass_through(ptr noalias nocapture writeonly sret(%struct.Big) align 8 %0, ptr nocapture noundef byval(%struct.Big) align 8 %1, i32 noundef %2) unnamed_addr #3 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %19, label %5

5:                                                ; preds = %3
  %6 = sext i32 %2 to i64
  %7 = and i32 %2, 1
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %16, label %9

9:                                                ; preds = %5
  %10 = srem i32 %2, 10
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 %11
  %13 = load i64, ptr %12, align 8, !tbaa !5
  %14 = xor i64 %13, %6
  store i64 %14, ptr %12, align 8, !tbaa !5
  %15 = add nsw i64 %6, -1
  br label %16

16:                                               ; preds = %9, %5
  %17 = phi i64 [ %6, %5 ], [ %15, %9 ]
  %18 = icmp eq i32 %2, 1
  br i1 %18, label %19, label %20

19:                                               ; preds = %16, %20, %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(80) %1, i64 80, i1 false), !tbaa.struct !14
  ret void

20:                                               ; preds = %16, %20
  %21 = phi i64 [ %35, %20 ], [ %17, %16 ]
  %22 = trunc i64 %21 to i32
  %23 = srem i32 %22, 10
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !5
  %27 = xor i64 %26, %21
  store i64 %27, ptr %25, align 8, !tbaa !5
  %28 = add nsw i64 %21, -1
  %29 = trunc i64 %28 to i32
  %30 = srem i32 %29, 10
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [10 x i64], ptr %1, i64 0, i64 %31
  %33 = load i64, ptr %32, align 8, !tbaa !5
  %34 = xor i64 %33, %28
  store i64 %34, ptr %32, align 8, !tbaa !5
  %35 = add nsw i64 %21, -2
  %36 = and i64 %35, 4294967295
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %19, label %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !7, i64 80}
!10 = !{!"Wrap", !11, i64 0, !7, i64 80, !12, i64 88}
!11 = !{!"Big", !7, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!10, !12, i64 88}
!14 = !{i64 0, i64 80, !15}
!15 = !{!7, !7, i64 0}
