; ModuleID = 'tests/differential/src/large_frame.c'
source_filename = "tests/differential/src/large_frame.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Huge = type { [40 x [40 x double]], i32 }

@.str = private unnamed_addr constant [13 x i8] c"frame_8k %u\0A\00", align 1
@vk = internal global i32 3, align 4
@.str.1 = private unnamed_addr constant [16 x i8] c"frame_100k %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"frame_struct %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"frame_with_call %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i32, i32* @vk, align 4, !tbaa !5
  %2 = tail call fastcc i32 @frame_8k(i32 noundef %1)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %2)
  %4 = load volatile i32, i32* @vk, align 4, !tbaa !5
  %5 = tail call fastcc i64 @frame_100k(i32 noundef %4)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i64 noundef %5)
  %7 = load volatile i32, i32* @vk, align 4, !tbaa !5
  %8 = tail call fastcc double @frame_struct(i32 noundef %7)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), double noundef %8)
  %10 = load volatile i32, i32* @vk, align 4, !tbaa !5
  %11 = mul nsw i32 %10, 10
  %12 = tail call fastcc i32 @frame_with_call(i32 noundef %11)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i64 0, i64 0), i32 noundef %12)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @frame_8k(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca [8192 x i8], align 16
  %3 = getelementptr inbounds [8192 x i8], [8192 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8192, i8* nonnull %3) #7
  %4 = mul nsw i32 %0, 3
  %5 = insertelement <16 x i32> poison, i32 %0, i64 0
  %6 = shufflevector <16 x i32> %5, <16 x i32> poison, <16 x i32> zeroinitializer
  %7 = insertelement <16 x i32> poison, i32 %4, i64 0
  %8 = shufflevector <16 x i32> %7, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %9

9:                                                ; preds = %9, %1
  %10 = phi i64 [ 0, %1 ], [ %38, %9 ]
  %11 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %1 ], [ %39, %9 ]
  %12 = mul nsw <16 x i32> %11, %6
  %13 = add nsw <16 x i32> %12, %8
  %14 = trunc <16 x i32> %13 to <16 x i8>
  %15 = getelementptr inbounds [8192 x i8], [8192 x i8]* %2, i64 0, i64 %10
  %16 = bitcast i8* %15 to <16 x i8>*
  store <16 x i8> %14, <16 x i8>* %16, align 16, !tbaa !9
  %17 = or i64 %10, 16
  %18 = add <16 x i32> %11, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %19 = mul nsw <16 x i32> %18, %6
  %20 = add nsw <16 x i32> %19, %8
  %21 = trunc <16 x i32> %20 to <16 x i8>
  %22 = getelementptr inbounds [8192 x i8], [8192 x i8]* %2, i64 0, i64 %17
  %23 = bitcast i8* %22 to <16 x i8>*
  store <16 x i8> %21, <16 x i8>* %23, align 16, !tbaa !9
  %24 = or i64 %10, 32
  %25 = add <16 x i32> %11, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %26 = mul nsw <16 x i32> %25, %6
  %27 = add nsw <16 x i32> %26, %8
  %28 = trunc <16 x i32> %27 to <16 x i8>
  %29 = getelementptr inbounds [8192 x i8], [8192 x i8]* %2, i64 0, i64 %24
  %30 = bitcast i8* %29 to <16 x i8>*
  store <16 x i8> %28, <16 x i8>* %30, align 16, !tbaa !9
  %31 = or i64 %10, 48
  %32 = add <16 x i32> %11, <i32 48, i32 48, i32 48, i32 48, i32 48, i32 48, i32 48, i32 48, i32 48, i32 48, i32 48, i32 48, i32 48, i32 48, i32 48, i32 48>
  %33 = mul nsw <16 x i32> %32, %6
  %34 = add nsw <16 x i32> %33, %8
  %35 = trunc <16 x i32> %34 to <16 x i8>
  %36 = getelementptr inbounds [8192 x i8], [8192 x i8]* %2, i64 0, i64 %31
  %37 = bitcast i8* %36 to <16 x i8>*
  store <16 x i8> %35, <16 x i8>* %37, align 16, !tbaa !9
  %38 = add nuw nsw i64 %10, 64
  %39 = add <16 x i32> %11, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %40 = icmp eq i64 %38, 8192
  br i1 %40, label %43, label %9, !llvm.loop !10

41:                                               ; preds = %43
  %42 = add i32 %56, %4
  call void @llvm.lifetime.end.p0i8(i64 8192, i8* nonnull %3) #7
  ret i32 %42

43:                                               ; preds = %9, %43
  %44 = phi i64 [ %57, %43 ], [ 0, %9 ]
  %45 = phi i32 [ %56, %43 ], [ 0, %9 ]
  %46 = mul i32 %45, 131
  %47 = getelementptr inbounds [8192 x i8], [8192 x i8]* %2, i64 0, i64 %44
  %48 = load i8, i8* %47, align 2, !tbaa !9
  %49 = zext i8 %48 to i32
  %50 = add i32 %46, %49
  %51 = add nuw nsw i64 %44, 17
  %52 = mul i32 %50, 131
  %53 = getelementptr inbounds [8192 x i8], [8192 x i8]* %2, i64 0, i64 %51
  %54 = load i8, i8* %53, align 1, !tbaa !9
  %55 = zext i8 %54 to i32
  %56 = add i32 %52, %55
  %57 = add nuw nsw i64 %44, 34
  %58 = icmp ult i64 %44, 8158
  br i1 %58, label %43, label %41, !llvm.loop !13
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i64 @frame_100k(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca [12800 x i64], align 16
  %3 = bitcast [12800 x i64]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 102400, i8* nonnull %3) #7
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(102400) %3, i8 0, i64 102400, i1 false)
  %4 = sext i32 %0 to i64
  %5 = call i64 @llvm.smax.i64(i64 %4, i64 12800)
  %6 = add nsw i64 %5, -1
  %7 = udiv i64 %6, %4
  %8 = add nuw nsw i64 %7, 1
  %9 = icmp ugt i64 %7, 2
  %10 = icmp eq i32 %0, 1
  %11 = and i1 %9, %10
  br i1 %11, label %12, label %59

12:                                               ; preds = %1
  %13 = and i64 %8, -4
  %14 = mul i64 %13, %4
  %15 = insertelement <2 x i64> poison, i64 %4, i64 0
  %16 = shufflevector <2 x i64> %15, <2 x i64> poison, <2 x i32> zeroinitializer
  %17 = mul nuw <2 x i64> %16, <i64 0, i64 1>
  %18 = shl nsw i64 %4, 1
  %19 = insertelement <2 x i64> poison, i64 %18, i64 0
  %20 = shufflevector <2 x i64> %19, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %21

21:                                               ; preds = %21, %12
  %22 = phi i64 [ 0, %12 ], [ %54, %21 ]
  %23 = phi <2 x i64> [ %17, %12 ], [ %55, %21 ]
  %24 = add <2 x i64> %23, %20
  %25 = mul i64 %22, %4
  %26 = getelementptr inbounds [12800 x i64], [12800 x i64]* %2, i64 0, i64 %25
  %27 = bitcast i64* %26 to <2 x i64>*
  store <2 x i64> %23, <2 x i64>* %27, align 16, !tbaa !14
  %28 = getelementptr inbounds i64, i64* %26, i64 2
  %29 = bitcast i64* %28 to <2 x i64>*
  store <2 x i64> %24, <2 x i64>* %29, align 16, !tbaa !14
  %30 = or i64 %22, 4
  %31 = add <2 x i64> %24, %20
  %32 = add <2 x i64> %31, %20
  %33 = mul i64 %30, %4
  %34 = getelementptr inbounds [12800 x i64], [12800 x i64]* %2, i64 0, i64 %33
  %35 = bitcast i64* %34 to <2 x i64>*
  store <2 x i64> %31, <2 x i64>* %35, align 16, !tbaa !14
  %36 = getelementptr inbounds i64, i64* %34, i64 2
  %37 = bitcast i64* %36 to <2 x i64>*
  store <2 x i64> %32, <2 x i64>* %37, align 16, !tbaa !14
  %38 = or i64 %22, 8
  %39 = add <2 x i64> %32, %20
  %40 = add <2 x i64> %39, %20
  %41 = mul i64 %38, %4
  %42 = getelementptr inbounds [12800 x i64], [12800 x i64]* %2, i64 0, i64 %41
  %43 = bitcast i64* %42 to <2 x i64>*
  store <2 x i64> %39, <2 x i64>* %43, align 16, !tbaa !14
  %44 = getelementptr inbounds i64, i64* %42, i64 2
  %45 = bitcast i64* %44 to <2 x i64>*
  store <2 x i64> %40, <2 x i64>* %45, align 16, !tbaa !14
  %46 = or i64 %22, 12
  %47 = add <2 x i64> %40, %20
  %48 = add <2 x i64> %47, %20
  %49 = mul i64 %46, %4
  %50 = getelementptr inbounds [12800 x i64], [12800 x i64]* %2, i64 0, i64 %49
  %51 = bitcast i64* %50 to <2 x i64>*
  store <2 x i64> %47, <2 x i64>* %51, align 16, !tbaa !14
  %52 = getelementptr inbounds i64, i64* %50, i64 2
  %53 = bitcast i64* %52 to <2 x i64>*
  store <2 x i64> %48, <2 x i64>* %53, align 16, !tbaa !14
  %54 = add nuw nsw i64 %22, 16
  %55 = add <2 x i64> %48, %20
  %56 = icmp eq i64 %54, %13
  br i1 %56, label %57, label %21, !llvm.loop !16

57:                                               ; preds = %21
  %58 = icmp eq i64 %8, %13
  br i1 %58, label %61, label %59

59:                                               ; preds = %1, %57
  %60 = phi i64 [ 0, %1 ], [ %14, %57 ]
  br label %62

61:                                               ; preds = %62, %57
  br label %68

62:                                               ; preds = %59, %62
  %63 = phi i64 [ %65, %62 ], [ %60, %59 ]
  %64 = getelementptr inbounds [12800 x i64], [12800 x i64]* %2, i64 0, i64 %63
  store i64 %63, i64* %64, align 8, !tbaa !14
  %65 = add nsw i64 %63, %4
  %66 = icmp slt i64 %65, 12800
  br i1 %66, label %62, label %61, !llvm.loop !17

67:                                               ; preds = %68
  call void @llvm.lifetime.end.p0i8(i64 102400, i8* nonnull %3) #7
  ret i64 %81

68:                                               ; preds = %83, %61
  %69 = phi i64 [ 12799, %61 ], [ %104, %83 ]
  %70 = phi i64 [ 0, %61 ], [ %103, %83 ]
  %71 = getelementptr inbounds [12800 x i64], [12800 x i64]* %2, i64 0, i64 %69
  %72 = load i64, i64* %71, align 8, !tbaa !14
  %73 = add nsw i64 %72, %70
  %74 = add nsw i64 %69, -3
  %75 = getelementptr inbounds [12800 x i64], [12800 x i64]* %2, i64 0, i64 %74
  %76 = load i64, i64* %75, align 8, !tbaa !14
  %77 = add nsw i64 %76, %73
  %78 = add nsw i64 %69, -6
  %79 = getelementptr inbounds [12800 x i64], [12800 x i64]* %2, i64 0, i64 %78
  %80 = load i64, i64* %79, align 8, !tbaa !14
  %81 = add nsw i64 %80, %77
  %82 = icmp ugt i64 %78, 2
  br i1 %82, label %83, label %67, !llvm.loop !18

83:                                               ; preds = %68
  %84 = add nsw i64 %69, -9
  %85 = getelementptr inbounds [12800 x i64], [12800 x i64]* %2, i64 0, i64 %84
  %86 = load i64, i64* %85, align 8, !tbaa !14
  %87 = add nsw i64 %86, %81
  %88 = add nsw i64 %69, -12
  %89 = getelementptr inbounds [12800 x i64], [12800 x i64]* %2, i64 0, i64 %88
  %90 = load i64, i64* %89, align 8, !tbaa !14
  %91 = add nsw i64 %90, %87
  %92 = add nsw i64 %69, -15
  %93 = getelementptr inbounds [12800 x i64], [12800 x i64]* %2, i64 0, i64 %92
  %94 = load i64, i64* %93, align 8, !tbaa !14
  %95 = add nsw i64 %94, %91
  %96 = add nsw i64 %69, -18
  %97 = getelementptr inbounds [12800 x i64], [12800 x i64]* %2, i64 0, i64 %96
  %98 = load i64, i64* %97, align 8, !tbaa !14
  %99 = add nsw i64 %98, %95
  %100 = add nsw i64 %69, -21
  %101 = getelementptr inbounds [12800 x i64], [12800 x i64]* %2, i64 0, i64 %100
  %102 = load i64, i64* %101, align 8, !tbaa !14
  %103 = add nsw i64 %102, %99
  %104 = add nsw i64 %69, -24
  br label %68
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc double @frame_struct(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca %struct.Huge, align 8
  %3 = bitcast %struct.Huge* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12808, i8* nonnull %3) #7
  %4 = sitofp i32 %0 to double
  %5 = insertelement <2 x double> poison, double %4, i64 0
  %6 = shufflevector <2 x double> %5, <2 x double> poison, <2 x i32> zeroinitializer
  br label %7

7:                                                ; preds = %31, %1
  %8 = phi i64 [ 0, %1 ], [ %32, %31 ]
  %9 = insertelement <2 x i64> poison, i64 %8, i64 0
  %10 = shufflevector <2 x i64> %9, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %11

11:                                               ; preds = %11, %7
  %12 = phi i64 [ 0, %7 ], [ %28, %11 ]
  %13 = phi <2 x i64> [ <i64 0, i64 1>, %7 ], [ %29, %11 ]
  %14 = sub nsw <2 x i64> %10, %13
  %15 = trunc <2 x i64> %14 to <2 x i32>
  %16 = sitofp <2 x i32> %15 to <2 x double>
  %17 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %16, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %6)
  %18 = getelementptr inbounds %struct.Huge, %struct.Huge* %2, i64 0, i32 0, i64 %8, i64 %12
  %19 = bitcast double* %18 to <2 x double>*
  store <2 x double> %17, <2 x double>* %19, align 8, !tbaa !19
  %20 = or i64 %12, 2
  %21 = add <2 x i64> %13, <i64 2, i64 2>
  %22 = sub nsw <2 x i64> %10, %21
  %23 = trunc <2 x i64> %22 to <2 x i32>
  %24 = sitofp <2 x i32> %23 to <2 x double>
  %25 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %6)
  %26 = getelementptr inbounds %struct.Huge, %struct.Huge* %2, i64 0, i32 0, i64 %8, i64 %20
  %27 = bitcast double* %26 to <2 x double>*
  store <2 x double> %25, <2 x double>* %27, align 8, !tbaa !19
  %28 = add nuw nsw i64 %12, 4
  %29 = add <2 x i64> %13, <i64 4, i64 4>
  %30 = icmp eq i64 %28, 40
  br i1 %30, label %31, label %11, !llvm.loop !21

31:                                               ; preds = %11
  %32 = add nuw nsw i64 %8, 1
  %33 = icmp eq i64 %32, 40
  br i1 %33, label %36, label %7, !llvm.loop !22

34:                                               ; preds = %36
  %35 = fadd double %62, %4
  call void @llvm.lifetime.end.p0i8(i64 12808, i8* nonnull %3) #7
  ret double %35

36:                                               ; preds = %31, %36
  %37 = phi i64 [ %63, %36 ], [ 0, %31 ]
  %38 = phi double [ %62, %36 ], [ 0.000000e+00, %31 ]
  %39 = sub nuw nsw i64 39, %37
  %40 = getelementptr inbounds %struct.Huge, %struct.Huge* %2, i64 0, i32 0, i64 %37, i64 %39
  %41 = load double, double* %40, align 8, !tbaa !19
  %42 = fadd double %38, %41
  %43 = add nuw nsw i64 %37, 1
  %44 = sub nsw i64 38, %37
  %45 = getelementptr inbounds %struct.Huge, %struct.Huge* %2, i64 0, i32 0, i64 %43, i64 %44
  %46 = load double, double* %45, align 8, !tbaa !19
  %47 = fadd double %42, %46
  %48 = add nuw nsw i64 %37, 2
  %49 = sub nsw i64 37, %37
  %50 = getelementptr inbounds %struct.Huge, %struct.Huge* %2, i64 0, i32 0, i64 %48, i64 %49
  %51 = load double, double* %50, align 8, !tbaa !19
  %52 = fadd double %47, %51
  %53 = add nuw nsw i64 %37, 3
  %54 = sub nsw i64 36, %37
  %55 = getelementptr inbounds %struct.Huge, %struct.Huge* %2, i64 0, i32 0, i64 %53, i64 %54
  %56 = load double, double* %55, align 8, !tbaa !19
  %57 = fadd double %52, %56
  %58 = add nuw nsw i64 %37, 4
  %59 = sub nsw i64 35, %37
  %60 = getelementptr inbounds %struct.Huge, %struct.Huge* %2, i64 0, i32 0, i64 %58, i64 %59
  %61 = load double, double* %60, align 8, !tbaa !19
  %62 = fadd double %57, %61
  %63 = add nuw nsw i64 %37, 5
  %64 = icmp eq i64 %63, 40
  br i1 %64, label %34, label %36, !llvm.loop !23
}

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @frame_with_call(i32 noundef %0) unnamed_addr #2 {
  %2 = trunc i32 %0 to i8
  %3 = shl i8 %2, 1
  %4 = icmp eq i32 %0, 0
  br i1 %4, label %65, label %5

5:                                                ; preds = %1
  %6 = icmp ult i32 %0, 8
  br i1 %6, label %61, label %7

7:                                                ; preds = %5
  %8 = and i32 %0, -8
  %9 = trunc i32 %8 to i8
  %10 = mul i8 %9, -2
  %11 = add i8 %3, %10
  %12 = and i32 %0, 7
  %13 = insertelement <4 x i8> poison, i8 %3, i64 0
  %14 = shufflevector <4 x i8> %13, <4 x i8> poison, <4 x i32> zeroinitializer
  %15 = add <4 x i8> %14, <i8 0, i8 -2, i8 -4, i8 -6>
  %16 = add i32 %8, -8
  %17 = lshr exact i32 %16, 3
  %18 = add nuw nsw i32 %17, 1
  %19 = and i32 %18, 1
  %20 = icmp eq i32 %16, 0
  br i1 %20, label %42, label %21

21:                                               ; preds = %7
  %22 = and i32 %18, 1073741822
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi <4 x i8> [ %15, %21 ], [ %39, %23 ]
  %25 = phi <4 x i32> [ zeroinitializer, %21 ], [ %37, %23 ]
  %26 = phi <4 x i32> [ zeroinitializer, %21 ], [ %38, %23 ]
  %27 = phi i32 [ 0, %21 ], [ %40, %23 ]
  %28 = add <4 x i8> %24, <i8 -8, i8 -8, i8 -8, i8 -8>
  %29 = sext <4 x i8> %24 to <4 x i32>
  %30 = sext <4 x i8> %28 to <4 x i32>
  %31 = add <4 x i32> %25, %29
  %32 = add <4 x i32> %26, %30
  %33 = add <4 x i8> %24, <i8 -16, i8 -16, i8 -16, i8 -16>
  %34 = add <4 x i8> %24, <i8 -24, i8 -24, i8 -24, i8 -24>
  %35 = sext <4 x i8> %33 to <4 x i32>
  %36 = sext <4 x i8> %34 to <4 x i32>
  %37 = add <4 x i32> %31, %35
  %38 = add <4 x i32> %32, %36
  %39 = add <4 x i8> %24, <i8 -32, i8 -32, i8 -32, i8 -32>
  %40 = add i32 %27, 2
  %41 = icmp eq i32 %40, %22
  br i1 %41, label %42, label %23, !llvm.loop !24

42:                                               ; preds = %23, %7
  %43 = phi <4 x i32> [ undef, %7 ], [ %37, %23 ]
  %44 = phi <4 x i32> [ undef, %7 ], [ %38, %23 ]
  %45 = phi <4 x i8> [ %15, %7 ], [ %39, %23 ]
  %46 = phi <4 x i32> [ zeroinitializer, %7 ], [ %37, %23 ]
  %47 = phi <4 x i32> [ zeroinitializer, %7 ], [ %38, %23 ]
  %48 = icmp eq i32 %19, 0
  br i1 %48, label %55, label %49

49:                                               ; preds = %42
  %50 = add <4 x i8> %45, <i8 -8, i8 -8, i8 -8, i8 -8>
  %51 = sext <4 x i8> %45 to <4 x i32>
  %52 = sext <4 x i8> %50 to <4 x i32>
  %53 = add <4 x i32> %46, %51
  %54 = add <4 x i32> %47, %52
  br label %55

55:                                               ; preds = %42, %49
  %56 = phi <4 x i32> [ %43, %42 ], [ %53, %49 ]
  %57 = phi <4 x i32> [ %44, %42 ], [ %54, %49 ]
  %58 = add <4 x i32> %57, %56
  %59 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %58)
  %60 = icmp eq i32 %8, %0
  br i1 %60, label %65, label %61

61:                                               ; preds = %5, %55
  %62 = phi i8 [ %3, %5 ], [ %11, %55 ]
  %63 = phi i32 [ %0, %5 ], [ %12, %55 ]
  %64 = phi i32 [ 0, %5 ], [ %59, %55 ]
  br label %70

65:                                               ; preds = %70, %55, %1
  %66 = phi i32 [ 0, %1 ], [ %59, %55 ], [ %76, %70 ]
  %67 = phi i8 [ %3, %1 ], [ 0, %55 ], [ 0, %70 ]
  %68 = sext i8 %67 to i32
  %69 = add i32 %66, %68
  ret i32 %69

70:                                               ; preds = %61, %70
  %71 = phi i8 [ %78, %70 ], [ %62, %61 ]
  %72 = phi i32 [ %74, %70 ], [ %63, %61 ]
  %73 = phi i32 [ %76, %70 ], [ %64, %61 ]
  %74 = add nsw i32 %72, -1
  %75 = sext i8 %71 to i32
  %76 = add nsw i32 %73, %75
  %77 = trunc i32 %74 to i8
  %78 = shl i8 %77, 1
  %79 = icmp eq i32 %74, 0
  br i1 %79, label %65, label %70, !llvm.loop !25
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = distinct !{!13, !11}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !7, i64 0}
!16 = distinct !{!16, !11, !12}
!17 = distinct !{!17, !11, !12}
!18 = distinct !{!18, !11}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !7, i64 0}
!21 = distinct !{!21, !11, !12}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !26, !12}
!26 = !{!"llvm.loop.unroll.runtime.disable"}
