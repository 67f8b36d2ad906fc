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
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  %4 = call fastcc double @rpn(ptr noundef nonnull @.str, ptr noundef nonnull %1)
  %5 = load i32, ptr %1, align 4, !tbaa !5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %4, i32 noundef %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  %7 = call fastcc double @rpn(ptr noundef nonnull @.str.1, ptr noundef nonnull %1)
  %8 = load i32, ptr %1, align 4, !tbaa !5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %7, i32 noundef %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  %10 = call fastcc double @rpn(ptr noundef nonnull @.str.2, ptr noundef nonnull %1)
  %11 = load i32, ptr %1, align 4, !tbaa !5
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %10, i32 noundef %11)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  %13 = call fastcc double @rpn(ptr noundef nonnull @.str.3, ptr noundef nonnull %1)
  %14 = load i32, ptr %1, align 4, !tbaa !5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %13, i32 noundef %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  %16 = call fastcc double @rpn(ptr noundef nonnull @.str.4, ptr noundef nonnull %1)
  %17 = load i32, ptr %1, align 4, !tbaa !5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %16, i32 noundef %17)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  %19 = call fastcc double @rpn(ptr noundef nonnull @.str.5, ptr noundef nonnull %1)
  %20 = load i32, ptr %1, align 4, !tbaa !5
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef %19, i32 noundef %20)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  %22 = call fastcc double @rpn(ptr noundef nonnull @.str.6, ptr noundef nonnull %1)
  %23 = load i32, ptr %1, align 4, !tbaa !5
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, double noundef %22, i32 noundef %23)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  %25 = call fastcc double @rpn(ptr noundef nonnull @.str.7, ptr noundef nonnull %1)
  %26 = load i32, ptr %1, align 4, !tbaa !5
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, double noundef %25, i32 noundef %26)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #10
  call fastcc void @to_rpn(ptr noundef nonnull @.str.9, ptr noundef nonnull %2)
  %28 = call fastcc double @rpn(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.9, ptr noundef nonnull %2, double noundef %28)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #10
  call fastcc void @to_rpn(ptr noundef nonnull @.str.10, ptr noundef nonnull %2)
  %30 = call fastcc double @rpn(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, ptr noundef nonnull %2, double noundef %30)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #10
  call fastcc void @to_rpn(ptr noundef nonnull @.str.11, ptr noundef nonnull %2)
  %32 = call fastcc double @rpn(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11, ptr noundef nonnull %2, double noundef %32)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #10
  call fastcc void @to_rpn(ptr noundef nonnull @.str.12, ptr noundef nonnull %2)
  %34 = call fastcc double @rpn(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12, ptr noundef nonnull %2, double noundef %34)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #10
  call fastcc void @to_rpn(ptr noundef nonnull @.str.13, ptr noundef nonnull %2)
  %36 = call fastcc double @rpn(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13, ptr noundef nonnull %2, double noundef %36)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #10
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc double @rpn(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #2 {
  %3 = alloca [64 x double], align 16
  %4 = alloca [128 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #10
  %5 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) %0) #10
  store i32 0, ptr %1, align 4, !tbaa !5
  %6 = call ptr @strtok(ptr noundef nonnull %4, ptr noundef nonnull @.str.15) #10
  %7 = icmp eq ptr %6, null
  br i1 %7, label %8, label %9

8:                                                ; preds = %2
  store i32 3, ptr %1, align 4, !tbaa !5
  br label %88

9:                                                ; preds = %2
  %10 = tail call ptr @__ctype_b_loc() #11
  br label %11

11:                                               ; preds = %9, %74
  %12 = phi i32 [ 0, %9 ], [ %75, %74 ]
  %13 = phi ptr [ %6, %9 ], [ %76, %74 ]
  %14 = load ptr, ptr %10, align 8, !tbaa !9
  %15 = load i8, ptr %13, align 1, !tbaa !11
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr %14, i64 %16
  %18 = load i16, ptr %17, align 2, !tbaa !12
  %19 = and i16 %18, 2048
  %20 = icmp eq i16 %19, 0
  br i1 %20, label %21, label %27

21:                                               ; preds = %11
  %22 = icmp eq i8 %15, 46
  br i1 %22, label %23, label %32

23:                                               ; preds = %21
  %24 = getelementptr inbounds i8, ptr %13, i64 1
  %25 = load i8, ptr %24, align 1, !tbaa !11
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %32, label %27

27:                                               ; preds = %23, %11
  %28 = call double @strtod(ptr nocapture noundef nonnull %13, ptr noundef null) #10
  %29 = add nsw i32 %12, 1
  %30 = sext i32 %12 to i64
  %31 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %30
  store double %28, ptr %31, align 8, !tbaa !14
  br label %74

32:                                               ; preds = %23, %21
  %33 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %13, ptr noundef nonnull dereferenceable(5) @.str.16) #12
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %41

35:                                               ; preds = %32
  %36 = add nsw i32 %12, -1
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !14
  %40 = call double @sqrt(double noundef %39) #10
  store double %40, ptr %38, align 8, !tbaa !14
  br label %74

41:                                               ; preds = %32
  %42 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %13, ptr noundef nonnull dereferenceable(4) @.str.17) #12
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %44, label %50

44:                                               ; preds = %41
  %45 = add nsw i32 %12, -1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !14
  %49 = fneg double %48
  store double %49, ptr %47, align 8, !tbaa !14
  br label %74

50:                                               ; preds = %41
  %51 = icmp slt i32 %12, 2
  br i1 %51, label %52, label %53

52:                                               ; preds = %50
  store i32 1, ptr %1, align 4, !tbaa !5
  br label %88

53:                                               ; preds = %50
  %54 = add nsw i32 %12, -1
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !14
  %58 = add nsw i32 %12, -2
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !14
  %62 = sext i8 %15 to i32
  switch i32 %62, label %73 [
    i32 43, label %63
    i32 45, label %65
    i32 42, label %67
    i32 47, label %69
    i32 94, label %71
  ]

63:                                               ; preds = %53
  %64 = fadd double %57, %61
  store double %64, ptr %60, align 8, !tbaa !14
  br label %74

65:                                               ; preds = %53
  %66 = fsub double %61, %57
  store double %66, ptr %60, align 8, !tbaa !14
  br label %74

67:                                               ; preds = %53
  %68 = fmul double %57, %61
  store double %68, ptr %60, align 8, !tbaa !14
  br label %74

69:                                               ; preds = %53
  %70 = fdiv double %61, %57
  store double %70, ptr %60, align 8, !tbaa !14
  br label %74

71:                                               ; preds = %53
  %72 = call double @pow(double noundef %61, double noundef %57) #10
  store double %72, ptr %60, align 8, !tbaa !14
  br label %74

73:                                               ; preds = %53
  store i32 2, ptr %1, align 4, !tbaa !5
  br label %88

74:                                               ; preds = %63, %65, %67, %69, %71, %44, %35, %27
  %75 = phi i32 [ %29, %27 ], [ %12, %44 ], [ %12, %35 ], [ %54, %71 ], [ %54, %69 ], [ %54, %67 ], [ %54, %65 ], [ %54, %63 ]
  %76 = call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.15) #10
  %77 = icmp eq ptr %76, null
  br i1 %77, label %78, label %11, !llvm.loop !16

78:                                               ; preds = %74
  %79 = icmp eq i32 %75, 1
  br i1 %79, label %82, label %80

80:                                               ; preds = %78
  store i32 3, ptr %1, align 4, !tbaa !5
  %81 = icmp eq i32 %75, 0
  br i1 %81, label %88, label %82

82:                                               ; preds = %78, %80
  %83 = phi i32 [ 1, %78 ], [ %75, %80 ]
  %84 = add nsw i32 %83, -1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !14
  br label %88

88:                                               ; preds = %8, %52, %73, %82, %80
  %89 = phi double [ %87, %82 ], [ 0.000000e+00, %80 ], [ 0.000000e+00, %73 ], [ 0.000000e+00, %52 ], [ 0.000000e+00, %8 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #10
  ret double %89
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @to_rpn(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) unnamed_addr #4 {
  %3 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #10
  store i8 0, ptr %1, align 1, !tbaa !11
  br label %4

4:                                                ; preds = %141, %2
  %5 = phi ptr [ %0, %2 ], [ %144, %141 ]
  %6 = phi i32 [ 0, %2 ], [ %143, %141 ]
  %7 = load i8, ptr %5, align 1, !tbaa !11
  switch i8 %7, label %12 [
    i8 0, label %8
    i8 32, label %141
  ]

8:                                                ; preds = %4
  %9 = icmp eq i32 %6, 0
  br i1 %9, label %158, label %10

10:                                               ; preds = %8
  %11 = sext i32 %6 to i64
  br label %145

12:                                               ; preds = %4
  %13 = tail call ptr @__ctype_b_loc() #11
  %14 = load ptr, ptr %13, align 8, !tbaa !9
  %15 = zext i8 %7 to i64
  %16 = getelementptr inbounds i16, ptr %14, i64 %15
  %17 = load i16, ptr %16, align 2, !tbaa !12
  %18 = and i16 %17, 2048
  %19 = icmp eq i16 %18, 0
  br i1 %19, label %42, label %20

20:                                               ; preds = %12
  %21 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #12
  br label %22

22:                                               ; preds = %20, %22
  %23 = phi i8 [ %30, %22 ], [ %7, %20 ]
  %24 = phi ptr [ %26, %22 ], [ %5, %20 ]
  %25 = phi i64 [ %27, %22 ], [ %21, %20 ]
  %26 = getelementptr inbounds i8, ptr %24, i64 1
  %27 = add i64 %25, 1
  %28 = getelementptr inbounds i8, ptr %1, i64 %25
  store i8 %23, ptr %28, align 1, !tbaa !11
  %29 = load ptr, ptr %13, align 8, !tbaa !9
  %30 = load i8, ptr %26, align 1, !tbaa !11
  %31 = zext i8 %30 to i64
  %32 = getelementptr inbounds i16, ptr %29, i64 %31
  %33 = load i16, ptr %32, align 2, !tbaa !12
  %34 = and i16 %33, 2048
  %35 = icmp ne i16 %34, 0
  %36 = icmp eq i8 %30, 46
  %37 = select i1 %35, i1 true, i1 %36
  br i1 %37, label %22, label %38, !llvm.loop !18

38:                                               ; preds = %22
  %39 = add i64 %25, 2
  %40 = getelementptr inbounds i8, ptr %1, i64 %27
  store i8 32, ptr %40, align 1, !tbaa !11
  %41 = getelementptr inbounds i8, ptr %1, i64 %39
  store i8 0, ptr %41, align 1, !tbaa !11
  br label %141

42:                                               ; preds = %12
  switch i8 %7, label %47 [
    i8 40, label %51
    i8 41, label %43
  ]

43:                                               ; preds = %42
  %44 = icmp eq i32 %6, 0
  br i1 %44, label %72, label %45

45:                                               ; preds = %43
  %46 = sext i32 %6 to i64
  br label %55

47:                                               ; preds = %42
  %48 = icmp eq i32 %6, 0
  br i1 %48, label %135, label %49

49:                                               ; preds = %47
  %50 = sext i32 %6 to i64
  br label %75

51:                                               ; preds = %42
  %52 = add nsw i32 %6, 1
  %53 = sext i32 %6 to i64
  %54 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %53
  store i8 40, ptr %54, align 1, !tbaa !11
  br label %141

55:                                               ; preds = %45, %61
  %56 = phi i64 [ %46, %45 ], [ %57, %61 ]
  %57 = add nsw i64 %56, -1
  %58 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %57
  %59 = load i8, ptr %58, align 1, !tbaa !11
  %60 = icmp eq i8 %59, 40
  br i1 %60, label %70, label %61

61:                                               ; preds = %55
  %62 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #12
  %63 = getelementptr inbounds i8, ptr %1, i64 %62
  store i8 %59, ptr %63, align 1, !tbaa !11
  %64 = add i64 %62, 1
  %65 = getelementptr inbounds i8, ptr %1, i64 %64
  store i8 32, ptr %65, align 1, !tbaa !11
  %66 = add i64 %62, 2
  %67 = getelementptr inbounds i8, ptr %1, i64 %66
  store i8 0, ptr %67, align 1, !tbaa !11
  %68 = and i64 %57, 4294967295
  %69 = icmp eq i64 %68, 0
  br i1 %69, label %72, label %55, !llvm.loop !19

70:                                               ; preds = %55
  %71 = trunc i64 %56 to i32
  br label %72

72:                                               ; preds = %61, %70, %43
  %73 = phi i32 [ 0, %43 ], [ %71, %70 ], [ 0, %61 ]
  %74 = add nsw i32 %73, -1
  br label %141

75:                                               ; preds = %49, %117
  %76 = phi i64 [ %50, %49 ], [ %77, %117 ]
  %77 = add nsw i64 %76, -1
  %78 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %77
  %79 = load i8, ptr %78, align 1, !tbaa !11
  switch i8 %79, label %80 [
    i8 40, label %128
    i8 94, label %86
    i8 47, label %85
    i8 42, label %85
  ]

80:                                               ; preds = %75
  %81 = icmp eq i8 %79, 43
  %82 = icmp eq i8 %79, 45
  %83 = or i1 %81, %82
  %84 = zext i1 %83 to i32
  br label %86

85:                                               ; preds = %75, %75
  br label %86

86:                                               ; preds = %75, %80, %85
  %87 = phi i32 [ %84, %80 ], [ 2, %85 ], [ 3, %75 ]
  %88 = load i8, ptr %5, align 1, !tbaa !11
  switch i8 %88, label %89 [
    i8 94, label %95
    i8 47, label %94
    i8 42, label %94
  ]

89:                                               ; preds = %86
  %90 = icmp eq i8 %88, 43
  %91 = icmp eq i8 %88, 45
  %92 = or i1 %90, %91
  %93 = zext i1 %92 to i32
  br label %95

94:                                               ; preds = %86, %86
  br label %95

95:                                               ; preds = %86, %89, %94
  %96 = phi i32 [ 3, %86 ], [ %93, %89 ], [ 2, %94 ]
  %97 = icmp ugt i32 %87, %96
  br i1 %97, label %117, label %98

98:                                               ; preds = %95
  switch i8 %79, label %99 [
    i8 94, label %105
    i8 47, label %104
    i8 42, label %104
  ]

99:                                               ; preds = %98
  %100 = icmp eq i8 %79, 43
  %101 = icmp eq i8 %79, 45
  %102 = or i1 %100, %101
  %103 = zext i1 %102 to i32
  br label %105

104:                                              ; preds = %98, %98
  br label %105

105:                                              ; preds = %98, %99, %104
  %106 = phi i32 [ 3, %98 ], [ %103, %99 ], [ 2, %104 ]
  switch i8 %88, label %107 [
    i8 94, label %126
    i8 47, label %112
    i8 42, label %112
  ]

107:                                              ; preds = %105
  %108 = icmp eq i8 %88, 43
  %109 = icmp eq i8 %88, 45
  %110 = or i1 %108, %109
  %111 = zext i1 %110 to i32
  br label %112

112:                                              ; preds = %105, %105, %107
  %113 = phi i32 [ %111, %107 ], [ 2, %105 ], [ 2, %105 ]
  %114 = icmp ne i32 %106, %113
  %115 = icmp eq i8 %88, 94
  %116 = or i1 %115, %114
  br i1 %116, label %130, label %117

117:                                              ; preds = %112, %95
  %118 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #12
  %119 = getelementptr inbounds i8, ptr %1, i64 %118
  store i8 %79, ptr %119, align 1, !tbaa !11
  %120 = add i64 %118, 1
  %121 = getelementptr inbounds i8, ptr %1, i64 %120
  store i8 32, ptr %121, align 1, !tbaa !11
  %122 = add i64 %118, 2
  %123 = getelementptr inbounds i8, ptr %1, i64 %122
  store i8 0, ptr %123, align 1, !tbaa !11
  %124 = and i64 %77, 4294967295
  %125 = icmp eq i64 %124, 0
  br i1 %125, label %132, label %75, !llvm.loop !20

126:                                              ; preds = %105
  %127 = trunc i64 %76 to i32
  br label %132

128:                                              ; preds = %75
  %129 = trunc i64 %76 to i32
  br label %132

130:                                              ; preds = %112
  %131 = trunc i64 %76 to i32
  br label %132

132:                                              ; preds = %117, %130, %128, %126
  %133 = phi i32 [ %127, %126 ], [ %129, %128 ], [ %131, %130 ], [ 0, %117 ]
  %134 = load i8, ptr %5, align 1, !tbaa !11
  br label %135

135:                                              ; preds = %132, %47
  %136 = phi i8 [ %7, %47 ], [ %134, %132 ]
  %137 = phi i32 [ 0, %47 ], [ %133, %132 ]
  %138 = add nsw i32 %137, 1
  %139 = sext i32 %137 to i64
  %140 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %139
  store i8 %136, ptr %140, align 1, !tbaa !11
  br label %141

141:                                              ; preds = %4, %38, %72, %135, %51
  %142 = phi ptr [ %24, %38 ], [ %5, %51 ], [ %5, %72 ], [ %5, %135 ], [ %5, %4 ]
  %143 = phi i32 [ %6, %38 ], [ %52, %51 ], [ %74, %72 ], [ %138, %135 ], [ %6, %4 ]
  %144 = getelementptr inbounds i8, ptr %142, i64 1
  br label %4, !llvm.loop !21

145:                                              ; preds = %10, %145
  %146 = phi i64 [ %11, %10 ], [ %148, %145 ]
  %147 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #12
  %148 = add nsw i64 %146, -1
  %149 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %148
  %150 = load i8, ptr %149, align 1, !tbaa !11
  %151 = getelementptr inbounds i8, ptr %1, i64 %147
  store i8 %150, ptr %151, align 1, !tbaa !11
  %152 = add i64 %147, 1
  %153 = getelementptr inbounds i8, ptr %1, i64 %152
  store i8 32, ptr %153, align 1, !tbaa !11
  %154 = add i64 %147, 2
  %155 = getelementptr inbounds i8, ptr %1, i64 %154
  store i8 0, ptr %155, align 1, !tbaa !11
  %156 = and i64 %148, 4294967295
  %157 = icmp eq i64 %156, 0
  br i1 %157, label %158, label %145, !llvm.loop !22

158:                                              ; preds = %145, %8
  %159 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #12
  %160 = icmp eq i64 %159, 0
  br i1 %160, label %164, label %161

161:                                              ; preds = %158
  %162 = add i64 %159, -1
  %163 = getelementptr inbounds i8, ptr %1, i64 %162
  store i8 0, ptr %163, align 1, !tbaa !11
  br label %164

164:                                              ; preds = %161, %158
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #10
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare ptr @strtok(ptr noundef, ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }
attributes #12 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
