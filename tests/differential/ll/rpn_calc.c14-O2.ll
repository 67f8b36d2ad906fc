; ModuleID = 'tests/differential/src/rpn_calc.c'
source_filename = "tests/differential/src/rpn_calc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"3 4 +\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"5 1 2 + 4 * + 3 -\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"2 3 ^ 2 ^\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"2 sqrt 2 sqrt *\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"1 +\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"1 2 3\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"10 4 /\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"2 10 ^ neg\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"%-20s = %.6f err %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [28 x i8] c"3 + 4 * 2 / (1 - 5) ^ 2 ^ 3\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"(1 + 2) * (3 + 4)\00", align 1
@.str.11 = private unnamed_addr constant [13 x i8] c"100 / 10 / 5\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"2 ^ 3 ^ 2\00", align 1
@.str.13 = private unnamed_addr constant [15 x i8] c"1.5 * 4 - 0.25\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"%s => %s => %.6f\0A\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"neg\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [128 x i8], align 16
  %3 = alloca i32, align 4
  %4 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #9
  %5 = call fastcc double @rpn(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32* noundef nonnull %1)
  %6 = load i32, i32* %1, align 4, !tbaa !5
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), double noundef %5, i32 noundef %6)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #9
  %8 = call fastcc double @rpn(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32* noundef nonnull %1)
  %9 = load i32, i32* %1, align 4, !tbaa !5
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), double noundef %8, i32 noundef %9)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #9
  %11 = call fastcc double @rpn(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32* noundef nonnull %1)
  %12 = load i32, i32* %1, align 4, !tbaa !5
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), double noundef %11, i32 noundef %12)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #9
  %14 = call fastcc double @rpn(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32* noundef nonnull %1)
  %15 = load i32, i32* %1, align 4, !tbaa !5
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), double noundef %14, i32 noundef %15)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #9
  %17 = call fastcc double @rpn(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32* noundef nonnull %1)
  %18 = load i32, i32* %1, align 4, !tbaa !5
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), double noundef %17, i32 noundef %18)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #9
  %20 = call fastcc double @rpn(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i32* noundef nonnull %1)
  %21 = load i32, i32* %1, align 4, !tbaa !5
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), double noundef %20, i32 noundef %21)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #9
  %23 = call fastcc double @rpn(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0), i32* noundef nonnull %1)
  %24 = load i32, i32* %1, align 4, !tbaa !5
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0), double noundef %23, i32 noundef %24)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #9
  %26 = call fastcc double @rpn(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), i32* noundef nonnull %1)
  %27 = load i32, i32* %1, align 4, !tbaa !5
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), double noundef %26, i32 noundef %27)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9
  %29 = getelementptr inbounds [128 x i8], [128 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %29) #9
  %30 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %30) #9
  call fastcc void @to_rpn(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.9, i64 0, i64 0), i8* noundef nonnull %29)
  %31 = call fastcc double @rpn(i8* noundef nonnull %29, i32* noundef nonnull %3)
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.9, i64 0, i64 0), i8* noundef nonnull %29, double noundef %31)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %30) #9
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %30) #9
  call fastcc void @to_rpn(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.10, i64 0, i64 0), i8* noundef nonnull %29)
  %33 = call fastcc double @rpn(i8* noundef nonnull %29, i32* noundef nonnull %3)
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.10, i64 0, i64 0), i8* noundef nonnull %29, double noundef %33)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %30) #9
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %30) #9
  call fastcc void @to_rpn(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.11, i64 0, i64 0), i8* noundef nonnull %29)
  %35 = call fastcc double @rpn(i8* noundef nonnull %29, i32* noundef nonnull %3)
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.11, i64 0, i64 0), i8* noundef nonnull %29, double noundef %35)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %30) #9
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %30) #9
  call fastcc void @to_rpn(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i64 0, i64 0), i8* noundef nonnull %29)
  %37 = call fastcc double @rpn(i8* noundef nonnull %29, i32* noundef nonnull %3)
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i64 0, i64 0), i8* noundef nonnull %29, double noundef %37)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %30) #9
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %30) #9
  call fastcc void @to_rpn(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.13, i64 0, i64 0), i8* noundef nonnull %29)
  %39 = call fastcc double @rpn(i8* noundef nonnull %29, i32* noundef nonnull %3)
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.13, i64 0, i64 0), i8* noundef nonnull %29, double noundef %39)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %30) #9
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %29) #9
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc double @rpn(i8* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) unnamed_addr #2 {
  %3 = alloca [64 x double], align 16
  %4 = alloca [128 x i8], align 16
  %5 = bitcast [64 x double]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %5) #9
  %6 = getelementptr inbounds [128 x i8], [128 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %6) #9
  %7 = call i8* @strcpy(i8* noundef nonnull %6, i8* noundef nonnull dereferenceable(1) %0) #9
  store i32 0, i32* %1, align 4, !tbaa !5
  %8 = call i8* @strtok(i8* noundef nonnull %6, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0)) #9
  %9 = icmp eq i8* %8, null
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  store i32 3, i32* %1, align 4, !tbaa !5
  br label %90

11:                                               ; preds = %2
  %12 = tail call i16** @__ctype_b_loc() #10
  br label %13

13:                                               ; preds = %11, %76
  %14 = phi i32 [ 0, %11 ], [ %77, %76 ]
  %15 = phi i8* [ %8, %11 ], [ %78, %76 ]
  %16 = load i16*, i16** %12, align 8, !tbaa !9
  %17 = load i8, i8* %15, align 1, !tbaa !11
  %18 = zext i8 %17 to i64
  %19 = getelementptr inbounds i16, i16* %16, i64 %18
  %20 = load i16, i16* %19, align 2, !tbaa !12
  %21 = and i16 %20, 2048
  %22 = icmp eq i16 %21, 0
  br i1 %22, label %23, label %29

23:                                               ; preds = %13
  %24 = icmp eq i8 %17, 46
  br i1 %24, label %25, label %34

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, i8* %15, i64 1
  %27 = load i8, i8* %26, align 1, !tbaa !11
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %34, label %29

29:                                               ; preds = %25, %13
  %30 = call double @strtod(i8* nocapture noundef nonnull %15, i8** noundef null) #9
  %31 = add nsw i32 %14, 1
  %32 = sext i32 %14 to i64
  %33 = getelementptr inbounds [64 x double], [64 x double]* %3, i64 0, i64 %32
  store double %30, double* %33, align 8, !tbaa !14
  br label %76

34:                                               ; preds = %25, %23
  %35 = call i32 @strcmp(i8* noundef nonnull %15, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0)) #11
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %43

37:                                               ; preds = %34
  %38 = add nsw i32 %14, -1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [64 x double], [64 x double]* %3, i64 0, i64 %39
  %41 = load double, double* %40, align 8, !tbaa !14
  %42 = call double @sqrt(double noundef %41) #9
  store double %42, double* %40, align 8, !tbaa !14
  br label %76

43:                                               ; preds = %34
  %44 = call i32 @strcmp(i8* noundef nonnull %15, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0)) #11
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %52

46:                                               ; preds = %43
  %47 = add nsw i32 %14, -1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [64 x double], [64 x double]* %3, i64 0, i64 %48
  %50 = load double, double* %49, align 8, !tbaa !14
  %51 = fneg double %50
  store double %51, double* %49, align 8, !tbaa !14
  br label %76

52:                                               ; preds = %43
  %53 = icmp slt i32 %14, 2
  br i1 %53, label %54, label %55

54:                                               ; preds = %52
  store i32 1, i32* %1, align 4, !tbaa !5
  br label %90

55:                                               ; preds = %52
  %56 = add nsw i32 %14, -1
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds [64 x double], [64 x double]* %3, i64 0, i64 %57
  %59 = load double, double* %58, align 8, !tbaa !14
  %60 = add nsw i32 %14, -2
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds [64 x double], [64 x double]* %3, i64 0, i64 %61
  %63 = load double, double* %62, align 8, !tbaa !14
  %64 = sext i8 %17 to i32
  switch i32 %64, label %75 [
    i32 43, label %65
    i32 45, label %67
    i32 42, label %69
    i32 47, label %71
    i32 94, label %73
  ]

65:                                               ; preds = %55
  %66 = fadd double %59, %63
  store double %66, double* %62, align 8, !tbaa !14
  br label %76

67:                                               ; preds = %55
  %68 = fsub double %63, %59
  store double %68, double* %62, align 8, !tbaa !14
  br label %76

69:                                               ; preds = %55
  %70 = fmul double %59, %63
  store double %70, double* %62, align 8, !tbaa !14
  br label %76

71:                                               ; preds = %55
  %72 = fdiv double %63, %59
  store double %72, double* %62, align 8, !tbaa !14
  br label %76

73:                                               ; preds = %55
  %74 = call double @pow(double noundef %63, double noundef %59) #9
  store double %74, double* %62, align 8, !tbaa !14
  br label %76

75:                                               ; preds = %55
  store i32 2, i32* %1, align 4, !tbaa !5
  br label %90

76:                                               ; preds = %65, %67, %69, %71, %73, %46, %37, %29
  %77 = phi i32 [ %31, %29 ], [ %14, %46 ], [ %14, %37 ], [ %56, %73 ], [ %56, %71 ], [ %56, %69 ], [ %56, %67 ], [ %56, %65 ]
  %78 = call i8* @strtok(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0)) #9
  %79 = icmp eq i8* %78, null
  br i1 %79, label %80, label %13, !llvm.loop !16

80:                                               ; preds = %76
  %81 = icmp eq i32 %77, 1
  br i1 %81, label %84, label %82

82:                                               ; preds = %80
  store i32 3, i32* %1, align 4, !tbaa !5
  %83 = icmp eq i32 %77, 0
  br i1 %83, label %90, label %84

84:                                               ; preds = %80, %82
  %85 = phi i32 [ 1, %80 ], [ %77, %82 ]
  %86 = add nsw i32 %85, -1
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [64 x double], [64 x double]* %3, i64 0, i64 %87
  %89 = load double, double* %88, align 8, !tbaa !14
  br label %90

90:                                               ; preds = %10, %54, %75, %84, %82
  %91 = phi double [ %89, %84 ], [ 0.000000e+00, %82 ], [ 0.000000e+00, %75 ], [ 0.000000e+00, %54 ], [ 0.000000e+00, %10 ]
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %6) #9
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %5) #9
  ret double %91
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @to_rpn(i8* nocapture noundef readonly %0, i8* nocapture noundef %1) unnamed_addr #2 {
  %3 = alloca [64 x i8], align 16
  %4 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %4) #9
  store i8 0, i8* %1, align 1, !tbaa !11
  br label %5

5:                                                ; preds = %142, %2
  %6 = phi i8* [ %0, %2 ], [ %145, %142 ]
  %7 = phi i32 [ 0, %2 ], [ %144, %142 ]
  %8 = load i8, i8* %6, align 1, !tbaa !11
  switch i8 %8, label %13 [
    i8 0, label %9
    i8 32, label %142
  ]

9:                                                ; preds = %5
  %10 = icmp eq i32 %7, 0
  br i1 %10, label %159, label %11

11:                                               ; preds = %9
  %12 = sext i32 %7 to i64
  br label %146

13:                                               ; preds = %5
  %14 = tail call i16** @__ctype_b_loc() #10
  %15 = load i16*, i16** %14, align 8, !tbaa !9
  %16 = zext i8 %8 to i64
  %17 = getelementptr inbounds i16, i16* %15, i64 %16
  %18 = load i16, i16* %17, align 2, !tbaa !12
  %19 = and i16 %18, 2048
  %20 = icmp eq i16 %19, 0
  br i1 %20, label %43, label %21

21:                                               ; preds = %13
  %22 = tail call i64 @strlen(i8* noundef nonnull %1) #11
  br label %23

23:                                               ; preds = %21, %23
  %24 = phi i8 [ %31, %23 ], [ %8, %21 ]
  %25 = phi i8* [ %27, %23 ], [ %6, %21 ]
  %26 = phi i64 [ %28, %23 ], [ %22, %21 ]
  %27 = getelementptr inbounds i8, i8* %25, i64 1
  %28 = add i64 %26, 1
  %29 = getelementptr inbounds i8, i8* %1, i64 %26
  store i8 %24, i8* %29, align 1, !tbaa !11
  %30 = load i16*, i16** %14, align 8, !tbaa !9
  %31 = load i8, i8* %27, align 1, !tbaa !11
  %32 = zext i8 %31 to i64
  %33 = getelementptr inbounds i16, i16* %30, i64 %32
  %34 = load i16, i16* %33, align 2, !tbaa !12
  %35 = and i16 %34, 2048
  %36 = icmp ne i16 %35, 0
  %37 = icmp eq i8 %31, 46
  %38 = select i1 %36, i1 true, i1 %37
  br i1 %38, label %23, label %39, !llvm.loop !18

39:                                               ; preds = %23
  %40 = add i64 %26, 2
  %41 = getelementptr inbounds i8, i8* %1, i64 %28
  store i8 32, i8* %41, align 1, !tbaa !11
  %42 = getelementptr inbounds i8, i8* %1, i64 %40
  store i8 0, i8* %42, align 1, !tbaa !11
  br label %142

43:                                               ; preds = %13
  switch i8 %8, label %48 [
    i8 40, label %52
    i8 41, label %44
  ]

44:                                               ; preds = %43
  %45 = icmp eq i32 %7, 0
  br i1 %45, label %73, label %46

46:                                               ; preds = %44
  %47 = sext i32 %7 to i64
  br label %56

48:                                               ; preds = %43
  %49 = icmp eq i32 %7, 0
  br i1 %49, label %136, label %50

50:                                               ; preds = %48
  %51 = sext i32 %7 to i64
  br label %76

52:                                               ; preds = %43
  %53 = add nsw i32 %7, 1
  %54 = sext i32 %7 to i64
  %55 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %54
  store i8 40, i8* %55, align 1, !tbaa !11
  br label %142

56:                                               ; preds = %46, %62
  %57 = phi i64 [ %47, %46 ], [ %58, %62 ]
  %58 = add nsw i64 %57, -1
  %59 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %58
  %60 = load i8, i8* %59, align 1, !tbaa !11
  %61 = icmp eq i8 %60, 40
  br i1 %61, label %71, label %62

62:                                               ; preds = %56
  %63 = tail call i64 @strlen(i8* noundef nonnull %1) #11
  %64 = getelementptr inbounds i8, i8* %1, i64 %63
  store i8 %60, i8* %64, align 1, !tbaa !11
  %65 = add i64 %63, 1
  %66 = getelementptr inbounds i8, i8* %1, i64 %65
  store i8 32, i8* %66, align 1, !tbaa !11
  %67 = add i64 %63, 2
  %68 = getelementptr inbounds i8, i8* %1, i64 %67
  store i8 0, i8* %68, align 1, !tbaa !11
  %69 = trunc i64 %58 to i32
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %73, label %56, !llvm.loop !19

71:                                               ; preds = %56
  %72 = trunc i64 %57 to i32
  br label %73

73:                                               ; preds = %62, %71, %44
  %74 = phi i32 [ 0, %44 ], [ %72, %71 ], [ 0, %62 ]
  %75 = add nsw i32 %74, -1
  br label %142

76:                                               ; preds = %50, %118
  %77 = phi i64 [ %51, %50 ], [ %78, %118 ]
  %78 = add nsw i64 %77, -1
  %79 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %78
  %80 = load i8, i8* %79, align 1, !tbaa !11
  switch i8 %80, label %81 [
    i8 40, label %129
    i8 94, label %87
    i8 47, label %86
    i8 42, label %86
  ]

81:                                               ; preds = %76
  %82 = icmp eq i8 %80, 43
  %83 = icmp eq i8 %80, 45
  %84 = or i1 %82, %83
  %85 = zext i1 %84 to i32
  br label %87

86:                                               ; preds = %76, %76
  br label %87

87:                                               ; preds = %76, %81, %86
  %88 = phi i32 [ %85, %81 ], [ 2, %86 ], [ 3, %76 ]
  %89 = load i8, i8* %6, align 1, !tbaa !11
  switch i8 %89, label %90 [
    i8 94, label %96
    i8 47, label %95
    i8 42, label %95
  ]

90:                                               ; preds = %87
  %91 = icmp eq i8 %89, 43
  %92 = icmp eq i8 %89, 45
  %93 = or i1 %91, %92
  %94 = zext i1 %93 to i32
  br label %96

95:                                               ; preds = %87, %87
  br label %96

96:                                               ; preds = %87, %90, %95
  %97 = phi i32 [ 3, %87 ], [ %94, %90 ], [ 2, %95 ]
  %98 = icmp ugt i32 %88, %97
  br i1 %98, label %118, label %99

99:                                               ; preds = %96
  switch i8 %80, label %100 [
    i8 94, label %106
    i8 47, label %105
    i8 42, label %105
  ]

100:                                              ; preds = %99
  %101 = icmp eq i8 %80, 43
  %102 = icmp eq i8 %80, 45
  %103 = or i1 %101, %102
  %104 = zext i1 %103 to i32
  br label %106

105:                                              ; preds = %99, %99
  br label %106

106:                                              ; preds = %99, %100, %105
  %107 = phi i32 [ 3, %99 ], [ %104, %100 ], [ 2, %105 ]
  switch i8 %89, label %108 [
    i8 94, label %127
    i8 47, label %113
    i8 42, label %113
  ]

108:                                              ; preds = %106
  %109 = icmp eq i8 %89, 43
  %110 = icmp eq i8 %89, 45
  %111 = or i1 %109, %110
  %112 = zext i1 %111 to i32
  br label %113

113:                                              ; preds = %106, %106, %108
  %114 = phi i32 [ %112, %108 ], [ 2, %106 ], [ 2, %106 ]
  %115 = icmp ne i32 %107, %114
  %116 = icmp eq i8 %89, 94
  %117 = select i1 %115, i1 true, i1 %116
  br i1 %117, label %131, label %118

118:                                              ; preds = %113, %96
  %119 = tail call i64 @strlen(i8* noundef nonnull %1) #11
  %120 = getelementptr inbounds i8, i8* %1, i64 %119
  store i8 %80, i8* %120, align 1, !tbaa !11
  %121 = add i64 %119, 1
  %122 = getelementptr inbounds i8, i8* %1, i64 %121
  store i8 32, i8* %122, align 1, !tbaa !11
  %123 = add i64 %119, 2
  %124 = getelementptr inbounds i8, i8* %1, i64 %123
  store i8 0, i8* %124, align 1, !tbaa !11
  %125 = trunc i64 %78 to i32
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %133, label %76, !llvm.loop !20

127:                                              ; preds = %106
  %128 = trunc i64 %77 to i32
  br label %133

129:                                              ; preds = %76
  %130 = trunc i64 %77 to i32
  br label %133

131:                                              ; preds = %113
  %132 = trunc i64 %77 to i32
  br label %133

133:                                              ; preds = %118, %131, %129, %127
  %134 = phi i32 [ %128, %127 ], [ %130, %129 ], [ %132, %131 ], [ 0, %118 ]
  %135 = load i8, i8* %6, align 1, !tbaa !11
  br label %136

136:                                              ; preds = %133, %48
  %137 = phi i8 [ %8, %48 ], [ %135, %133 ]
  %138 = phi i32 [ 0, %48 ], [ %134, %133 ]
  %139 = add nsw i32 %138, 1
  %140 = sext i32 %138 to i64
  %141 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %140
  store i8 %137, i8* %141, align 1, !tbaa !11
  br label %142

142:                                              ; preds = %5, %39, %73, %136, %52
  %143 = phi i8* [ %25, %39 ], [ %6, %52 ], [ %6, %73 ], [ %6, %136 ], [ %6, %5 ]
  %144 = phi i32 [ %7, %39 ], [ %53, %52 ], [ %75, %73 ], [ %139, %136 ], [ %7, %5 ]
  %145 = getelementptr inbounds i8, i8* %143, i64 1
  br label %5, !llvm.loop !21

146:                                              ; preds = %11, %146
  %147 = phi i64 [ %12, %11 ], [ %149, %146 ]
  %148 = tail call i64 @strlen(i8* noundef nonnull %1) #11
  %149 = add nsw i64 %147, -1
  %150 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %149
  %151 = load i8, i8* %150, align 1, !tbaa !11
  %152 = getelementptr inbounds i8, i8* %1, i64 %148
  store i8 %151, i8* %152, align 1, !tbaa !11
  %153 = add i64 %148, 1
  %154 = getelementptr inbounds i8, i8* %1, i64 %153
  store i8 32, i8* %154, align 1, !tbaa !11
  %155 = add i64 %148, 2
  %156 = getelementptr inbounds i8, i8* %1, i64 %155
  store i8 0, i8* %156, align 1, !tbaa !11
  %157 = trunc i64 %149 to i32
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %159, label %146, !llvm.loop !22

159:                                              ; preds = %146, %9
  %160 = tail call i64 @strlen(i8* noundef nonnull %1) #11
  %161 = icmp eq i64 %160, 0
  br i1 %161, label %165, label %162

162:                                              ; preds = %159
  %163 = add i64 %160, -1
  %164 = getelementptr inbounds i8, i8* %1, i64 %163
  store i8 0, i8* %164, align 1, !tbaa !11
  br label %165

165:                                              ; preds = %162, %159
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %4) #9
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i8* @strtok(i8* noundef, i8* nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i16** @__ctype_b_loc() local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(i8* noundef readonly, i8** nocapture noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @pow(double noundef, double noundef) local_unnamed_addr #8

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind readnone willreturn }
attributes #11 = { nounwind readonly willreturn }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !17}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !17}
