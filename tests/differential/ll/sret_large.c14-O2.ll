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
  %8 = bitcast %struct.Big* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %8) #9
  call fastcc void @make_big(%struct.Big* nonnull sret(%struct.Big) align 8 %1, i64 noundef 3)
  %9 = bitcast %struct.Big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %9) #9
  call fastcc void @make_big(%struct.Big* nonnull sret(%struct.Big) align 8 %2, i64 noundef -7)
  %10 = bitcast %struct.Big* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %10) #9
  call fastcc void @add_big(%struct.Big* nonnull sret(%struct.Big) align 8 %4, %struct.Big* noundef nonnull byval(%struct.Big) align 8 %1, %struct.Big* noundef nonnull byval(%struct.Big) align 8 %2)
  call fastcc void @make_big(%struct.Big* nonnull sret(%struct.Big) align 8 %5, i64 noundef 100)
  call fastcc void @add_big(%struct.Big* nonnull sret(%struct.Big) align 8 %3, %struct.Big* noundef nonnull byval(%struct.Big) align 8 %4, %struct.Big* noundef nonnull byval(%struct.Big) align 8 %5)
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %3, i64 0, i32 0, i64 0
  %12 = load i64, i64* %11, align 8, !tbaa !5
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %3, i64 0, i32 0, i64 5
  %14 = load i64, i64* %13, align 8, !tbaa !5
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %3, i64 0, i32 0, i64 9
  %16 = load i64, i64* %15, align 8, !tbaa !5
  %17 = tail call fastcc i64 @sum_big(%struct.Big* noundef nonnull byval(%struct.Big) align 8 %3)
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i64 0, i64 0), i64 noundef %12, i64 noundef %14, i64 noundef %16, i64 noundef %17)
  %19 = bitcast %struct.Wrap* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %19) #9
  call fastcc void @wrap(%struct.Wrap* nonnull sret(%struct.Wrap) align 8 %6, %struct.Big* noundef nonnull byval(%struct.Big) align 8 %3)
  %20 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %6, i64 0, i32 1
  %21 = load i8, i8* %20, align 8, !tbaa !9
  %22 = sext i8 %21 to i32
  %23 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %6, i64 0, i32 2
  %24 = load double, double* %23, align 8, !tbaa !13
  %25 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %6, i64 0, i32 0, i32 0, i64 3
  %26 = load i64, i64* %25, align 8, !tbaa !5
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef %22, double noundef %24, i64 noundef %26)
  %28 = bitcast %struct.Big* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %28) #9
  call fastcc void @pass_through(%struct.Big* nonnull sret(%struct.Big) align 8 %7, %struct.Big* noundef nonnull byval(%struct.Big) align 8 %3, i32 noundef 25)
  %29 = tail call fastcc i64 @sum_big(%struct.Big* noundef nonnull byval(%struct.Big) align 8 %7)
  %30 = getelementptr inbounds %struct.Big, %struct.Big* %7, i64 0, i32 0, i64 1
  %31 = load i64, i64* %30, align 8, !tbaa !5
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.2, i64 0, i64 0), i64 noundef %29, i64 noundef %31)
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %28) #9
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %19) #9
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %10) #9
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %9) #9
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %8) #9
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable writeonly
define internal fastcc void @make_big(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, i64 noundef %1) unnamed_addr #2 {
  %3 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 0
  store i64 %1, i64* %3, align 8, !tbaa !5
  %4 = shl nsw i64 %1, 1
  %5 = add nsw i64 %4, -1
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 1
  store i64 %5, i64* %6, align 8, !tbaa !5
  %7 = mul nsw i64 %1, 3
  %8 = add nsw i64 %7, -4
  %9 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 2
  store i64 %8, i64* %9, align 8, !tbaa !5
  %10 = shl nsw i64 %1, 2
  %11 = add nsw i64 %10, -9
  %12 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 3
  store i64 %11, i64* %12, align 8, !tbaa !5
  %13 = mul nsw i64 %1, 5
  %14 = add nsw i64 %13, -16
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 4
  store i64 %14, i64* %15, align 8, !tbaa !5
  %16 = mul nsw i64 %1, 6
  %17 = add nsw i64 %16, -25
  %18 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 5
  store i64 %17, i64* %18, align 8, !tbaa !5
  %19 = mul nsw i64 %1, 7
  %20 = add nsw i64 %19, -36
  %21 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 6
  store i64 %20, i64* %21, align 8, !tbaa !5
  %22 = shl nsw i64 %1, 3
  %23 = add nsw i64 %22, -49
  %24 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 7
  store i64 %23, i64* %24, align 8, !tbaa !5
  %25 = mul nsw i64 %1, 9
  %26 = add nsw i64 %25, -64
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 8
  store i64 %26, i64* %27, align 8, !tbaa !5
  %28 = mul nsw i64 %1, 10
  %29 = add nsw i64 %28, -81
  %30 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 9
  store i64 %29, i64* %30, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @add_big(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, %struct.Big* nocapture noundef byval(%struct.Big) align 8 %1, %struct.Big* nocapture noundef readonly byval(%struct.Big) align 8 %2) unnamed_addr #3 {
  %4 = bitcast %struct.Big* %2 to <2 x i64>*
  %5 = load <2 x i64>, <2 x i64>* %4, align 8, !tbaa !5
  %6 = bitcast %struct.Big* %1 to <2 x i64>*
  %7 = load <2 x i64>, <2 x i64>* %6, align 8, !tbaa !5
  %8 = add nsw <2 x i64> %7, %5
  %9 = bitcast %struct.Big* %1 to <2 x i64>*
  store <2 x i64> %8, <2 x i64>* %9, align 8, !tbaa !5
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 0, i64 2
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 2
  %12 = bitcast i64* %10 to <2 x i64>*
  %13 = load <2 x i64>, <2 x i64>* %12, align 8, !tbaa !5
  %14 = bitcast i64* %11 to <2 x i64>*
  %15 = load <2 x i64>, <2 x i64>* %14, align 8, !tbaa !5
  %16 = add nsw <2 x i64> %15, %13
  %17 = bitcast i64* %11 to <2 x i64>*
  store <2 x i64> %16, <2 x i64>* %17, align 8, !tbaa !5
  %18 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 0, i64 4
  %19 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 4
  %20 = bitcast i64* %18 to <2 x i64>*
  %21 = load <2 x i64>, <2 x i64>* %20, align 8, !tbaa !5
  %22 = bitcast i64* %19 to <2 x i64>*
  %23 = load <2 x i64>, <2 x i64>* %22, align 8, !tbaa !5
  %24 = add nsw <2 x i64> %23, %21
  %25 = bitcast i64* %19 to <2 x i64>*
  store <2 x i64> %24, <2 x i64>* %25, align 8, !tbaa !5
  %26 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 0, i64 6
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 6
  %28 = bitcast i64* %26 to <2 x i64>*
  %29 = load <2 x i64>, <2 x i64>* %28, align 8, !tbaa !5
  %30 = bitcast i64* %27 to <2 x i64>*
  %31 = load <2 x i64>, <2 x i64>* %30, align 8, !tbaa !5
  %32 = add nsw <2 x i64> %31, %29
  %33 = bitcast i64* %27 to <2 x i64>*
  store <2 x i64> %32, <2 x i64>* %33, align 8, !tbaa !5
  %34 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 0, i64 8
  %35 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 8
  %36 = bitcast i64* %34 to <2 x i64>*
  %37 = load <2 x i64>, <2 x i64>* %36, align 8, !tbaa !5
  %38 = bitcast i64* %35 to <2 x i64>*
  %39 = load <2 x i64>, <2 x i64>* %38, align 8, !tbaa !5
  %40 = add nsw <2 x i64> %39, %37
  %41 = bitcast i64* %35 to <2 x i64>*
  store <2 x i64> %40, <2 x i64>* %41, align 8, !tbaa !5
  %42 = bitcast %struct.Big* %0 to i8*
  %43 = bitcast %struct.Big* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %42, i8* noundef nonnull align 8 dereferenceable(80) %43, i64 80, i1 false), !tbaa.struct !14
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @sum_big(%struct.Big* nocapture noundef readonly byval(%struct.Big) align 8 %0) unnamed_addr #5 {
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !5
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 1
  %5 = load i64, i64* %4, align 8, !tbaa !5
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 2
  %7 = bitcast i64* %6 to <8 x i64>*
  %8 = load <8 x i64>, <8 x i64>* %7, align 8, !tbaa !5
  %9 = call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %8)
  %10 = add nsw i64 %9, %5
  %11 = add nsw i64 %10, %3
  ret i64 %11
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @wrap(%struct.Wrap* noalias nocapture sret(%struct.Wrap) align 8 %0, %struct.Big* nocapture noundef readonly byval(%struct.Big) align 8 %1) unnamed_addr #3 {
  %3 = bitcast %struct.Wrap* %0 to i8*
  %4 = bitcast %struct.Big* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %3, i8* noundef nonnull align 8 dereferenceable(80) %4, i64 80, i1 false), !tbaa.struct !14
  %5 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %0, i64 0, i32 1
  store i8 81, i8* %5, align 8, !tbaa !9
  %6 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %0, i64 0, i32 2
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 0
  %8 = load i64, i64* %7, align 8, !tbaa !5
  %9 = sitofp i64 %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %9, double 1.000000e-01, double 0.000000e+00)
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 1
  %12 = load i64, i64* %11, align 8, !tbaa !5
  %13 = sitofp i64 %12 to double
  %14 = tail call double @llvm.fmuladd.f64(double %13, double 1.000000e-01, double %10)
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 2
  %16 = load i64, i64* %15, align 8, !tbaa !5
  %17 = sitofp i64 %16 to double
  %18 = tail call double @llvm.fmuladd.f64(double %17, double 1.000000e-01, double %14)
  %19 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 3
  %20 = load i64, i64* %19, align 8, !tbaa !5
  %21 = sitofp i64 %20 to double
  %22 = tail call double @llvm.fmuladd.f64(double %21, double 1.000000e-01, double %18)
  %23 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 4
  %24 = load i64, i64* %23, align 8, !tbaa !5
  %25 = sitofp i64 %24 to double
  %26 = tail call double @llvm.fmuladd.f64(double %25, double 1.000000e-01, double %22)
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 5
  %28 = load i64, i64* %27, align 8, !tbaa !5
  %29 = sitofp i64 %28 to double
  %30 = tail call double @llvm.fmuladd.f64(double %29, double 1.000000e-01, double %26)
  %31 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 6
  %32 = load i64, i64* %31, align 8, !tbaa !5
  %33 = sitofp i64 %32 to double
  %34 = tail call double @llvm.fmuladd.f64(double %33, double 1.000000e-01, double %30)
  %35 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 7
  %36 = load i64, i64* %35, align 8, !tbaa !5
  %37 = sitofp i64 %36 to double
  %38 = tail call double @llvm.fmuladd.f64(double %37, double 1.000000e-01, double %34)
  %39 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 8
  %40 = load i64, i64* %39, align 8, !tbaa !5
  %41 = sitofp i64 %40 to double
  %42 = tail call double @llvm.fmuladd.f64(double %41, double 1.000000e-01, double %38)
  %43 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 9
  %44 = load i64, i64* %43, align 8, !tbaa !5
  %45 = sitofp i64 %44 to double
  %46 = tail call double @llvm.fmuladd.f64(double %45, double 1.000000e-01, double %42)
  store double %46, double* %6, align 8, !tbaa !13
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @pass_through(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, %struct.Big* nocapture noundef byval(%struct.Big) align 8 %1, i32 noundef %2) unnamed_addr #3 {
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
  %12 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 %11
  %13 = load i64, i64* %12, align 8, !tbaa !5
  %14 = xor i64 %13, %6
  store i64 %14, i64* %12, align 8, !tbaa !5
  %15 = add nsw i64 %6, -1
  br label %16

16:                                               ; preds = %9, %5
  %17 = phi i64 [ %6, %5 ], [ %15, %9 ]
  %18 = icmp eq i32 %2, 1
  br i1 %18, label %19, label %22

19:                                               ; preds = %16, %22, %3
  %20 = bitcast %struct.Big* %1 to i8*
  %21 = bitcast %struct.Big* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %21, i8* noundef nonnull align 8 dereferenceable(80) %20, i64 80, i1 false), !tbaa.struct !14
  ret void

22:                                               ; preds = %16, %22
  %23 = phi i64 [ %37, %22 ], [ %17, %16 ]
  %24 = trunc i64 %23 to i32
  %25 = srem i32 %24, 10
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 %26
  %28 = load i64, i64* %27, align 8, !tbaa !5
  %29 = xor i64 %28, %23
  store i64 %29, i64* %27, align 8, !tbaa !5
  %30 = add nsw i64 %23, -1
  %31 = trunc i64 %30 to i32
  %32 = srem i32 %31, 10
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0, i64 %33
  %35 = load i64, i64* %34, align 8, !tbaa !5
  %36 = xor i64 %35, %30
  store i64 %36, i64* %34, align 8, !tbaa !5
  %37 = add nsw i64 %23, -2
  %38 = trunc i64 %37 to i32
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %19, label %22
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #7 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nofree nosync nounwind readnone willreturn }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
