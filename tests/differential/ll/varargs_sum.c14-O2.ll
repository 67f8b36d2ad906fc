; ModuleID = 'tests/differential/src/varargs_sum.c'
source_filename = "tests/differential/src/varargs_sum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"%.4f\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"ildsd\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"dddddddddii\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"lllllllsi\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"[i %d]\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"[l %ld]\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"[d %.3f]\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"[s %s]\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"%d items, doubles sum %.3f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %1)
  %3 = tail call i64 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef 1000)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %3)
  %5 = tail call double (i32, ...) @sum_doubles(i32 noundef 4, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01, double noundef 6.250000e-02)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), double noundef %5)
  %7 = tail call double (i32, ...) @sum_doubles(i32 noundef 11, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.150000e+01)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), double noundef %7)
  tail call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i32 noundef 7, i64 noundef 1099511627776, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), double noundef -7.500000e-01)
  tail call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 1, i32 noundef 2)
  tail call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0), i32 noundef 9)
  %9 = tail call i64 (i32, ...) @sum_longs(i32 undef, i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, i64 noundef 60, i64 noundef 70, i64 noundef 80)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %9)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %35

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 16
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %5
  %14 = and i32 %0, -2
  br label %37

15:                                               ; preds = %64, %5
  %16 = phi i64 [ undef, %5 ], [ %70, %64 ]
  %17 = phi i32 [ %10, %5 ], [ %65, %64 ]
  %18 = phi i64 [ 0, %5 ], [ %70, %64 ]
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %35, label %20

20:                                               ; preds = %15
  %21 = icmp ult i32 %17, 41
  br i1 %21, label %25, label %22

22:                                               ; preds = %20
  %23 = load i8*, i8** %7, align 8
  %24 = getelementptr i8, i8* %23, i64 8
  store i8* %24, i8** %7, align 8
  br label %29

25:                                               ; preds = %20
  %26 = zext i32 %17 to i64
  %27 = getelementptr i8, i8* %9, i64 %26
  %28 = add nuw nsw i32 %17, 8
  store i32 %28, i32* %6, align 16
  br label %29

29:                                               ; preds = %25, %22
  %30 = phi i8* [ %27, %25 ], [ %23, %22 ]
  %31 = bitcast i8* %30 to i32*
  %32 = load i32, i32* %31, align 4
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %18, %33
  br label %35

35:                                               ; preds = %29, %15, %1
  %36 = phi i64 [ 0, %1 ], [ %16, %15 ], [ %34, %29 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #8
  ret i64 %36

37:                                               ; preds = %64, %13
  %38 = phi i32 [ %10, %13 ], [ %65, %64 ]
  %39 = phi i64 [ 0, %13 ], [ %70, %64 ]
  %40 = phi i32 [ 0, %13 ], [ %71, %64 ]
  %41 = icmp ult i32 %38, 41
  br i1 %41, label %42, label %46

42:                                               ; preds = %37
  %43 = zext i32 %38 to i64
  %44 = getelementptr i8, i8* %9, i64 %43
  %45 = add nuw nsw i32 %38, 8
  store i32 %45, i32* %6, align 16
  br label %49

46:                                               ; preds = %37
  %47 = load i8*, i8** %7, align 8
  %48 = getelementptr i8, i8* %47, i64 8
  store i8* %48, i8** %7, align 8
  br label %49

49:                                               ; preds = %46, %42
  %50 = phi i32 [ %45, %42 ], [ %38, %46 ]
  %51 = phi i8* [ %44, %42 ], [ %47, %46 ]
  %52 = bitcast i8* %51 to i32*
  %53 = load i32, i32* %52, align 4
  %54 = sext i32 %53 to i64
  %55 = add nsw i64 %39, %54
  %56 = icmp ult i32 %50, 41
  br i1 %56, label %60, label %57

57:                                               ; preds = %49
  %58 = load i8*, i8** %7, align 8
  %59 = getelementptr i8, i8* %58, i64 8
  store i8* %59, i8** %7, align 8
  br label %64

60:                                               ; preds = %49
  %61 = zext i32 %50 to i64
  %62 = getelementptr i8, i8* %9, i64 %61
  %63 = add nuw nsw i32 %50, 8
  store i32 %63, i32* %6, align 16
  br label %64

64:                                               ; preds = %60, %57
  %65 = phi i32 [ %63, %60 ], [ %50, %57 ]
  %66 = phi i8* [ %62, %60 ], [ %58, %57 ]
  %67 = bitcast i8* %66 to i32*
  %68 = load i32, i32* %67, align 4
  %69 = sext i32 %68 to i64
  %70 = add nsw i64 %55, %69
  %71 = add i32 %40, 2
  %72 = icmp eq i32 %71, %14
  br i1 %72, label %15, label %37, !llvm.loop !5
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %34

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 4
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %5
  %14 = and i32 %0, -2
  br label %36

15:                                               ; preds = %62, %5
  %16 = phi double [ undef, %5 ], [ %67, %62 ]
  %17 = phi i32 [ %10, %5 ], [ %63, %62 ]
  %18 = phi double [ 0.000000e+00, %5 ], [ %67, %62 ]
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %34, label %20

20:                                               ; preds = %15
  %21 = icmp ult i32 %17, 161
  br i1 %21, label %25, label %22

22:                                               ; preds = %20
  %23 = load i8*, i8** %7, align 8
  %24 = getelementptr i8, i8* %23, i64 8
  store i8* %24, i8** %7, align 8
  br label %29

25:                                               ; preds = %20
  %26 = zext i32 %17 to i64
  %27 = getelementptr i8, i8* %9, i64 %26
  %28 = add nuw nsw i32 %17, 16
  store i32 %28, i32* %6, align 4
  br label %29

29:                                               ; preds = %25, %22
  %30 = phi i8* [ %27, %25 ], [ %23, %22 ]
  %31 = bitcast i8* %30 to double*
  %32 = load double, double* %31, align 8
  %33 = fadd double %18, %32
  br label %34

34:                                               ; preds = %29, %15, %1
  %35 = phi double [ 0.000000e+00, %1 ], [ %16, %15 ], [ %33, %29 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #8
  ret double %35

36:                                               ; preds = %62, %13
  %37 = phi i32 [ %10, %13 ], [ %63, %62 ]
  %38 = phi double [ 0.000000e+00, %13 ], [ %67, %62 ]
  %39 = phi i32 [ 0, %13 ], [ %68, %62 ]
  %40 = icmp ult i32 %37, 161
  br i1 %40, label %41, label %45

41:                                               ; preds = %36
  %42 = zext i32 %37 to i64
  %43 = getelementptr i8, i8* %9, i64 %42
  %44 = add nuw nsw i32 %37, 16
  store i32 %44, i32* %6, align 4
  br label %48

45:                                               ; preds = %36
  %46 = load i8*, i8** %7, align 8
  %47 = getelementptr i8, i8* %46, i64 8
  store i8* %47, i8** %7, align 8
  br label %48

48:                                               ; preds = %45, %41
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi i8* [ %43, %41 ], [ %46, %45 ]
  %51 = bitcast i8* %50 to double*
  %52 = load double, double* %51, align 8
  %53 = fadd double %38, %52
  %54 = icmp ult i32 %49, 161
  br i1 %54, label %58, label %55

55:                                               ; preds = %48
  %56 = load i8*, i8** %7, align 8
  %57 = getelementptr i8, i8* %56, i64 8
  store i8* %57, i8** %7, align 8
  br label %62

58:                                               ; preds = %48
  %59 = zext i32 %49 to i64
  %60 = getelementptr i8, i8* %9, i64 %59
  %61 = add nuw nsw i32 %49, 16
  store i32 %61, i32* %6, align 4
  br label %62

62:                                               ; preds = %58, %55
  %63 = phi i32 [ %61, %58 ], [ %49, %55 ]
  %64 = phi i8* [ %60, %58 ], [ %56, %55 ]
  %65 = bitcast i8* %64 to double*
  %66 = load double, double* %65, align 8
  %67 = fadd double %53, %66
  %68 = add i32 %39, 2
  %69 = icmp eq i32 %68, %14
  br i1 %69, label %15, label %36, !llvm.loop !7
}

; Function Attrs: nofree noinline nounwind uwtable
define internal void @mini_printf(i8* nocapture noundef readonly %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #8
  %5 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #8
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %6 = load i8, i8* %0, align 1, !tbaa !8
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %13, label %8

8:                                                ; preds = %1
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  br label %21

13:                                               ; preds = %90, %1
  %14 = phi i32 [ 0, %1 ], [ %91, %90 ]
  %15 = call i32 @putchar(i32 10)
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 0
  %17 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  %18 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 1
  %19 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 3
  %20 = load i8*, i8** %19, align 16
  br label %95

21:                                               ; preds = %8, %90
  %22 = phi i8 [ %6, %8 ], [ %93, %90 ]
  %23 = phi i8* [ %0, %8 ], [ %92, %90 ]
  %24 = phi i32 [ 0, %8 ], [ %91, %90 ]
  %25 = sext i8 %22 to i32
  switch i32 %25, label %90 [
    i32 105, label %26
    i32 108, label %42
    i32 100, label %58
    i32 115, label %74
  ]

26:                                               ; preds = %21
  %27 = load i32, i32* %9, align 16
  %28 = icmp ult i32 %27, 41
  br i1 %28, label %29, label %34

29:                                               ; preds = %26
  %30 = load i8*, i8** %11, align 16
  %31 = zext i32 %27 to i64
  %32 = getelementptr i8, i8* %30, i64 %31
  %33 = add nuw nsw i32 %27, 8
  store i32 %33, i32* %9, align 16
  br label %37

34:                                               ; preds = %26
  %35 = load i8*, i8** %10, align 8
  %36 = getelementptr i8, i8* %35, i64 8
  store i8* %36, i8** %10, align 8
  br label %37

37:                                               ; preds = %34, %29
  %38 = phi i8* [ %32, %29 ], [ %35, %34 ]
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef %40)
  br label %90

42:                                               ; preds = %21
  %43 = load i32, i32* %9, align 16
  %44 = icmp ult i32 %43, 41
  br i1 %44, label %45, label %50

45:                                               ; preds = %42
  %46 = load i8*, i8** %11, align 16
  %47 = zext i32 %43 to i64
  %48 = getelementptr i8, i8* %46, i64 %47
  %49 = add nuw nsw i32 %43, 8
  store i32 %49, i32* %9, align 16
  br label %53

50:                                               ; preds = %42
  %51 = load i8*, i8** %10, align 8
  %52 = getelementptr i8, i8* %51, i64 8
  store i8* %52, i8** %10, align 8
  br label %53

53:                                               ; preds = %50, %45
  %54 = phi i8* [ %48, %45 ], [ %51, %50 ]
  %55 = bitcast i8* %54 to i64*
  %56 = load i64, i64* %55, align 8
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i64 noundef %56)
  br label %90

58:                                               ; preds = %21
  %59 = load i32, i32* %12, align 4
  %60 = icmp ult i32 %59, 161
  br i1 %60, label %61, label %66

61:                                               ; preds = %58
  %62 = load i8*, i8** %11, align 16
  %63 = zext i32 %59 to i64
  %64 = getelementptr i8, i8* %62, i64 %63
  %65 = add nuw nsw i32 %59, 16
  store i32 %65, i32* %12, align 4
  br label %69

66:                                               ; preds = %58
  %67 = load i8*, i8** %10, align 8
  %68 = getelementptr i8, i8* %67, i64 8
  store i8* %68, i8** %10, align 8
  br label %69

69:                                               ; preds = %66, %61
  %70 = phi i8* [ %64, %61 ], [ %67, %66 ]
  %71 = bitcast i8* %70 to double*
  %72 = load double, double* %71, align 8
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i64 0, i64 0), double noundef %72)
  br label %90

74:                                               ; preds = %21
  %75 = load i32, i32* %9, align 16
  %76 = icmp ult i32 %75, 41
  br i1 %76, label %77, label %82

77:                                               ; preds = %74
  %78 = load i8*, i8** %11, align 16
  %79 = zext i32 %75 to i64
  %80 = getelementptr i8, i8* %78, i64 %79
  %81 = add nuw nsw i32 %75, 8
  store i32 %81, i32* %9, align 16
  br label %85

82:                                               ; preds = %74
  %83 = load i8*, i8** %10, align 8
  %84 = getelementptr i8, i8* %83, i64 8
  store i8* %84, i8** %10, align 8
  br label %85

85:                                               ; preds = %82, %77
  %86 = phi i8* [ %80, %77 ], [ %83, %82 ]
  %87 = bitcast i8* %86 to i8**
  %88 = load i8*, i8** %87, align 8
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i64 0, i64 0), i8* noundef %88)
  br label %90

90:                                               ; preds = %21, %85, %69, %53, %37
  %91 = add nuw nsw i32 %24, 1
  %92 = getelementptr inbounds i8, i8* %23, i64 1
  %93 = load i8, i8* %92, align 1, !tbaa !8
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %13, label %21, !llvm.loop !11

95:                                               ; preds = %140, %13
  %96 = phi double [ 0.000000e+00, %13 ], [ %141, %140 ]
  %97 = phi i8* [ %0, %13 ], [ %142, %140 ]
  %98 = load i8, i8* %97, align 1, !tbaa !8
  switch i8 %98, label %132 [
    i8 0, label %99
    i8 100, label %101
    i8 108, label %116
    i8 105, label %124
  ]

99:                                               ; preds = %95
  %100 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.12, i64 0, i64 0), i32 noundef %14, double noundef %96)
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #8
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #8
  ret void

101:                                              ; preds = %95
  %102 = load i32, i32* %18, align 4
  %103 = icmp ult i32 %102, 161
  br i1 %103, label %104, label %108

104:                                              ; preds = %101
  %105 = zext i32 %102 to i64
  %106 = getelementptr i8, i8* %20, i64 %105
  %107 = add nuw nsw i32 %102, 16
  store i32 %107, i32* %18, align 4
  br label %111

108:                                              ; preds = %101
  %109 = load i8*, i8** %17, align 8
  %110 = getelementptr i8, i8* %109, i64 8
  store i8* %110, i8** %17, align 8
  br label %111

111:                                              ; preds = %108, %104
  %112 = phi i8* [ %106, %104 ], [ %109, %108 ]
  %113 = bitcast i8* %112 to double*
  %114 = load double, double* %113, align 8
  %115 = fadd double %96, %114
  br label %140

116:                                              ; preds = %95
  %117 = load i32, i32* %16, align 16
  %118 = icmp ult i32 %117, 41
  br i1 %118, label %119, label %121

119:                                              ; preds = %116
  %120 = add nuw nsw i32 %117, 8
  store i32 %120, i32* %16, align 16
  br label %140

121:                                              ; preds = %116
  %122 = load i8*, i8** %17, align 8
  %123 = getelementptr i8, i8* %122, i64 8
  store i8* %123, i8** %17, align 8
  br label %140

124:                                              ; preds = %95
  %125 = load i32, i32* %16, align 16
  %126 = icmp ult i32 %125, 41
  br i1 %126, label %127, label %129

127:                                              ; preds = %124
  %128 = add nuw nsw i32 %125, 8
  store i32 %128, i32* %16, align 16
  br label %140

129:                                              ; preds = %124
  %130 = load i8*, i8** %17, align 8
  %131 = getelementptr i8, i8* %130, i64 8
  store i8* %131, i8** %17, align 8
  br label %140

132:                                              ; preds = %95
  %133 = load i32, i32* %16, align 16
  %134 = icmp ult i32 %133, 41
  br i1 %134, label %135, label %137

135:                                              ; preds = %132
  %136 = add nuw nsw i32 %133, 8
  store i32 %136, i32* %16, align 16
  br label %140

137:                                              ; preds = %132
  %138 = load i8*, i8** %17, align 8
  %139 = getelementptr i8, i8* %138, i64 8
  store i8* %139, i8** %17, align 8
  br label %140

140:                                              ; preds = %135, %137, %127, %129, %119, %121, %111
  %141 = phi double [ %115, %111 ], [ %96, %121 ], [ %96, %119 ], [ %96, %129 ], [ %96, %127 ], [ %96, %137 ], [ %96, %135 ]
  %142 = getelementptr inbounds i8, i8* %97, i64 1
  br label %95, !llvm.loop !12
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal i64 @sum_longs(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %6 = load i32, i32* %4, align 16
  %7 = icmp ult i32 %6, 41
  br i1 %7, label %13, label %8

8:                                                ; preds = %1
  %9 = load i8*, i8** %5, align 8
  %10 = getelementptr i8, i8* %9, i64 8
  store i8* %10, i8** %5, align 8
  %11 = bitcast i8* %9 to i64*
  %12 = load i64, i64* %11, align 8
  br label %24

13:                                               ; preds = %1
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %15 = load i8*, i8** %14, align 16
  %16 = zext i32 %6 to i64
  %17 = getelementptr i8, i8* %15, i64 %16
  %18 = add nuw nsw i32 %6, 8
  store i32 %18, i32* %4, align 16
  %19 = bitcast i8* %17 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = icmp ult i32 %6, 33
  br i1 %21, label %30, label %22

22:                                               ; preds = %13
  %23 = load i8*, i8** %5, align 8
  br label %24

24:                                               ; preds = %22, %8
  %25 = phi i8* [ %10, %8 ], [ %23, %22 ]
  %26 = phi i64 [ %12, %8 ], [ %20, %22 ]
  %27 = getelementptr i8, i8* %25, i64 8
  store i8* %27, i8** %5, align 8
  %28 = bitcast i8* %25 to i64*
  %29 = load i64, i64* %28, align 8
  br label %39

30:                                               ; preds = %13
  %31 = zext i32 %18 to i64
  %32 = getelementptr i8, i8* %15, i64 %31
  %33 = add nuw nsw i32 %6, 16
  store i32 %33, i32* %4, align 16
  %34 = bitcast i8* %32 to i64*
  %35 = load i64, i64* %34, align 8
  %36 = icmp ult i32 %6, 25
  br i1 %36, label %46, label %37

37:                                               ; preds = %30
  %38 = load i8*, i8** %5, align 8
  br label %39

39:                                               ; preds = %37, %24
  %40 = phi i8* [ %27, %24 ], [ %38, %37 ]
  %41 = phi i64 [ %29, %24 ], [ %35, %37 ]
  %42 = phi i64 [ %26, %24 ], [ %20, %37 ]
  %43 = getelementptr i8, i8* %40, i64 8
  store i8* %43, i8** %5, align 8
  %44 = bitcast i8* %40 to i64*
  %45 = load i64, i64* %44, align 8
  br label %55

46:                                               ; preds = %30
  %47 = zext i32 %33 to i64
  %48 = getelementptr i8, i8* %15, i64 %47
  %49 = add nuw nsw i32 %6, 24
  store i32 %49, i32* %4, align 16
  %50 = bitcast i8* %48 to i64*
  %51 = load i64, i64* %50, align 8
  %52 = icmp ult i32 %6, 17
  br i1 %52, label %63, label %53

53:                                               ; preds = %46
  %54 = load i8*, i8** %5, align 8
  br label %55

55:                                               ; preds = %53, %39
  %56 = phi i8* [ %43, %39 ], [ %54, %53 ]
  %57 = phi i64 [ %45, %39 ], [ %51, %53 ]
  %58 = phi i64 [ %42, %39 ], [ %20, %53 ]
  %59 = phi i64 [ %41, %39 ], [ %35, %53 ]
  %60 = getelementptr i8, i8* %56, i64 8
  store i8* %60, i8** %5, align 8
  %61 = bitcast i8* %56 to i64*
  %62 = load i64, i64* %61, align 8
  br label %72

63:                                               ; preds = %46
  %64 = zext i32 %49 to i64
  %65 = getelementptr i8, i8* %15, i64 %64
  %66 = add nuw nsw i32 %6, 32
  store i32 %66, i32* %4, align 16
  %67 = bitcast i8* %65 to i64*
  %68 = load i64, i64* %67, align 8
  %69 = icmp ult i32 %6, 9
  br i1 %69, label %81, label %70

70:                                               ; preds = %63
  %71 = load i8*, i8** %5, align 8
  br label %72

72:                                               ; preds = %70, %55
  %73 = phi i8* [ %60, %55 ], [ %71, %70 ]
  %74 = phi i64 [ %62, %55 ], [ %68, %70 ]
  %75 = phi i64 [ %59, %55 ], [ %35, %70 ]
  %76 = phi i64 [ %58, %55 ], [ %20, %70 ]
  %77 = phi i64 [ %57, %55 ], [ %51, %70 ]
  %78 = getelementptr i8, i8* %73, i64 8
  store i8* %78, i8** %5, align 8
  %79 = bitcast i8* %73 to i64*
  %80 = load i64, i64* %79, align 8
  br label %90

81:                                               ; preds = %63
  %82 = zext i32 %66 to i64
  %83 = getelementptr i8, i8* %15, i64 %82
  %84 = add nuw nsw i32 %6, 40
  store i32 %84, i32* %4, align 16
  %85 = bitcast i8* %83 to i64*
  %86 = load i64, i64* %85, align 8
  %87 = icmp eq i32 %6, 0
  br i1 %87, label %98, label %88

88:                                               ; preds = %81
  %89 = load i8*, i8** %5, align 8
  br label %90

90:                                               ; preds = %88, %72
  %91 = phi i8* [ %78, %72 ], [ %89, %88 ]
  %92 = phi i64 [ %80, %72 ], [ %86, %88 ]
  %93 = phi i64 [ %77, %72 ], [ %51, %88 ]
  %94 = phi i64 [ %76, %72 ], [ %20, %88 ]
  %95 = phi i64 [ %75, %72 ], [ %35, %88 ]
  %96 = phi i64 [ %74, %72 ], [ %68, %88 ]
  %97 = getelementptr i8, i8* %91, i64 8
  store i8* %97, i8** %5, align 8
  br label %102

98:                                               ; preds = %81
  %99 = zext i32 %84 to i64
  %100 = getelementptr i8, i8* %15, i64 %99
  store i32 48, i32* %4, align 16
  %101 = load i8*, i8** %5, align 8
  br label %102

102:                                              ; preds = %90, %98
  %103 = phi i8* [ %101, %98 ], [ %97, %90 ]
  %104 = phi i64 [ %86, %98 ], [ %92, %90 ]
  %105 = phi i64 [ %51, %98 ], [ %93, %90 ]
  %106 = phi i64 [ %20, %98 ], [ %94, %90 ]
  %107 = phi i64 [ %35, %98 ], [ %95, %90 ]
  %108 = phi i64 [ %68, %98 ], [ %96, %90 ]
  %109 = phi i8* [ %100, %98 ], [ %91, %90 ]
  %110 = bitcast i8* %109 to i64*
  %111 = load i64, i64* %110, align 8
  %112 = getelementptr i8, i8* %103, i64 8
  store i8* %112, i8** %5, align 8
  %113 = bitcast i8* %103 to i64*
  %114 = load i64, i64* %113, align 8
  %115 = getelementptr i8, i8* %103, i64 16
  store i8* %115, i8** %5, align 8
  %116 = bitcast i8* %112 to i64*
  %117 = load i64, i64* %116, align 8
  %118 = add i64 %105, %104
  %119 = add i64 %118, %106
  %120 = add i64 %119, %107
  %121 = add i64 %120, %108
  %122 = add i64 %121, %111
  %123 = add i64 %122, %114
  %124 = add i64 %123, %117
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #8
  ret i64 %124
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
