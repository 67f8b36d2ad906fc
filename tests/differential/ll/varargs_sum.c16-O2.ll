; ModuleID = 'tests/differential/src/varargs_sum.c'
source_filename = "tests/differential/src/varargs_sum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call i64 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef 1000)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %3)
  %5 = tail call double (i32, ...) @sum_doubles(i32 noundef 4, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01, double noundef 6.250000e-02)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %5)
  %7 = tail call double (i32, ...) @sum_doubles(i32 noundef 11, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.150000e+01)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %7)
  tail call void (ptr, ...) @mini_printf(ptr noundef nonnull @.str.2, i32 noundef 7, i64 noundef 1099511627776, double noundef 2.500000e+00, ptr noundef nonnull @.str.3, double noundef -7.500000e-01)
  tail call void (ptr, ...) @mini_printf(ptr noundef nonnull @.str.4, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 1, i32 noundef 2)
  tail call void (ptr, ...) @mini_printf(ptr noundef nonnull @.str.5, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, ptr noundef nonnull @.str.6, i32 noundef 9)
  %9 = tail call i64 (i32, ...) @sum_longs(i32 poison, i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, i64 noundef 60, i64 noundef 70, i64 noundef 80)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %9)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %33

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %7 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, -2
  br label %35

14:                                               ; preds = %61, %4
  %15 = phi i64 [ undef, %4 ], [ %67, %61 ]
  %16 = phi ptr [ %9, %4 ], [ %62, %61 ]
  %17 = phi i64 [ 0, %4 ], [ %67, %61 ]
  %18 = phi i32 [ %5, %4 ], [ %63, %61 ]
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %33, label %20

20:                                               ; preds = %14
  %21 = icmp ult i32 %18, 41
  br i1 %21, label %24, label %22

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8
  store ptr %23, ptr %6, align 8
  br label %28

24:                                               ; preds = %20
  %25 = zext i32 %18 to i64
  %26 = getelementptr i8, ptr %8, i64 %25
  %27 = add nuw nsw i32 %18, 8
  store i32 %27, ptr %2, align 16
  br label %28

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ]
  %30 = load i32, ptr %29, align 4
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %17, %31
  br label %33

33:                                               ; preds = %28, %14, %1
  %34 = phi i64 [ 0, %1 ], [ %15, %14 ], [ %32, %28 ]
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret i64 %34

35:                                               ; preds = %61, %12
  %36 = phi ptr [ %9, %12 ], [ %62, %61 ]
  %37 = phi i64 [ 0, %12 ], [ %67, %61 ]
  %38 = phi i32 [ %5, %12 ], [ %63, %61 ]
  %39 = phi i32 [ 0, %12 ], [ %68, %61 ]
  %40 = icmp ult i32 %38, 41
  br i1 %40, label %41, label %45

41:                                               ; preds = %35
  %42 = zext i32 %38 to i64
  %43 = getelementptr i8, ptr %8, i64 %42
  %44 = add nuw nsw i32 %38, 8
  store i32 %44, ptr %2, align 16
  br label %47

45:                                               ; preds = %35
  %46 = getelementptr i8, ptr %36, i64 8
  store ptr %46, ptr %6, align 8
  br label %47

47:                                               ; preds = %45, %41
  %48 = phi ptr [ %36, %41 ], [ %46, %45 ]
  %49 = phi i32 [ %44, %41 ], [ %38, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %36, %45 ]
  %51 = load i32, ptr %50, align 4
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %37, %52
  %54 = icmp ult i32 %49, 41
  br i1 %54, label %57, label %55

55:                                               ; preds = %47
  %56 = getelementptr i8, ptr %48, i64 8
  store ptr %56, ptr %6, align 8
  br label %61

57:                                               ; preds = %47
  %58 = zext i32 %49 to i64
  %59 = getelementptr i8, ptr %8, i64 %58
  %60 = add nuw nsw i32 %49, 8
  store i32 %60, ptr %2, align 16
  br label %61

61:                                               ; preds = %57, %55
  %62 = phi ptr [ %48, %57 ], [ %56, %55 ]
  %63 = phi i32 [ %60, %57 ], [ %49, %55 ]
  %64 = phi ptr [ %59, %57 ], [ %48, %55 ]
  %65 = load i32, ptr %64, align 4
  %66 = sext i32 %65 to i64
  %67 = add nsw i64 %53, %66
  %68 = add i32 %39, 2
  %69 = icmp eq i32 %68, %13
  br i1 %69, label %14, label %35, !llvm.loop !5
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %33

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 1
  %6 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %7 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %4
  %14 = and i32 %0, -2
  br label %35

15:                                               ; preds = %60, %4
  %16 = phi double [ undef, %4 ], [ %65, %60 ]
  %17 = phi ptr [ %10, %4 ], [ %61, %60 ]
  %18 = phi i32 [ %9, %4 ], [ %62, %60 ]
  %19 = phi double [ 0.000000e+00, %4 ], [ %65, %60 ]
  %20 = icmp eq i32 %11, 0
  br i1 %20, label %33, label %21

21:                                               ; preds = %15
  %22 = icmp ult i32 %18, 161
  br i1 %22, label %25, label %23

23:                                               ; preds = %21
  %24 = getelementptr i8, ptr %17, i64 8
  store ptr %24, ptr %6, align 8
  br label %29

25:                                               ; preds = %21
  %26 = zext i32 %18 to i64
  %27 = getelementptr i8, ptr %8, i64 %26
  %28 = add nuw nsw i32 %18, 16
  store i32 %28, ptr %5, align 4
  br label %29

29:                                               ; preds = %25, %23
  %30 = phi ptr [ %27, %25 ], [ %17, %23 ]
  %31 = load double, ptr %30, align 8
  %32 = fadd double %19, %31
  br label %33

33:                                               ; preds = %29, %15, %1
  %34 = phi double [ 0.000000e+00, %1 ], [ %16, %15 ], [ %32, %29 ]
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret double %34

35:                                               ; preds = %60, %13
  %36 = phi ptr [ %10, %13 ], [ %61, %60 ]
  %37 = phi i32 [ %9, %13 ], [ %62, %60 ]
  %38 = phi double [ 0.000000e+00, %13 ], [ %65, %60 ]
  %39 = phi i32 [ 0, %13 ], [ %66, %60 ]
  %40 = icmp ult i32 %37, 161
  br i1 %40, label %41, label %45

41:                                               ; preds = %35
  %42 = zext i32 %37 to i64
  %43 = getelementptr i8, ptr %8, i64 %42
  %44 = add nuw nsw i32 %37, 16
  store i32 %44, ptr %5, align 4
  br label %47

45:                                               ; preds = %35
  %46 = getelementptr i8, ptr %36, i64 8
  store ptr %46, ptr %6, align 8
  br label %47

47:                                               ; preds = %45, %41
  %48 = phi ptr [ %36, %41 ], [ %46, %45 ]
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %36, %45 ]
  %51 = load double, ptr %50, align 8
  %52 = fadd double %38, %51
  %53 = icmp ult i32 %49, 161
  br i1 %53, label %56, label %54

54:                                               ; preds = %47
  %55 = getelementptr i8, ptr %48, i64 8
  store ptr %55, ptr %6, align 8
  br label %60

56:                                               ; preds = %47
  %57 = zext i32 %49 to i64
  %58 = getelementptr i8, ptr %8, i64 %57
  %59 = add nuw nsw i32 %49, 16
  store i32 %59, ptr %5, align 4
  br label %60

60:                                               ; preds = %56, %54
  %61 = phi ptr [ %48, %56 ], [ %55, %54 ]
  %62 = phi i32 [ %59, %56 ], [ %49, %54 ]
  %63 = phi ptr [ %58, %56 ], [ %48, %54 ]
  %64 = load double, ptr %63, align 8
  %65 = fadd double %52, %64
  %66 = add i32 %39, 2
  %67 = icmp eq i32 %66, %14
  br i1 %67, label %15, label %35, !llvm.loop !7
}

; Function Attrs: nofree noinline nounwind uwtable
define internal void @mini_printf(ptr nocapture noundef readonly %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #8
  call void @llvm.va_start(ptr nonnull %2)
  call void @llvm.va_copy(ptr nonnull %3, ptr nonnull %2)
  %4 = load i8, ptr %0, align 1, !tbaa !8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %10, label %6

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %8 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %9 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 1
  br label %20

10:                                               ; preds = %85, %1
  %11 = phi i32 [ 0, %1 ], [ %86, %85 ]
  %12 = call i32 @putchar(i32 10)
  %13 = load i32, ptr %3, align 16
  %14 = getelementptr inbounds %struct.__va_list_tag, ptr %3, i64 0, i32 2
  %15 = getelementptr inbounds %struct.__va_list_tag, ptr %3, i64 0, i32 1
  %16 = getelementptr inbounds %struct.__va_list_tag, ptr %3, i64 0, i32 3
  %17 = load ptr, ptr %16, align 16
  %18 = load ptr, ptr %14, align 8
  %19 = load i32, ptr %15, align 4
  br label %90

20:                                               ; preds = %6, %85
  %21 = phi i8 [ %4, %6 ], [ %88, %85 ]
  %22 = phi ptr [ %0, %6 ], [ %87, %85 ]
  %23 = phi i32 [ 0, %6 ], [ %86, %85 ]
  %24 = sext i8 %21 to i32
  switch i32 %24, label %85 [
    i32 105, label %25
    i32 108, label %40
    i32 100, label %55
    i32 115, label %70
  ]

25:                                               ; preds = %20
  %26 = load i32, ptr %2, align 16
  %27 = icmp ult i32 %26, 41
  br i1 %27, label %28, label %33

28:                                               ; preds = %25
  %29 = load ptr, ptr %8, align 16
  %30 = zext i32 %26 to i64
  %31 = getelementptr i8, ptr %29, i64 %30
  %32 = add nuw nsw i32 %26, 8
  store i32 %32, ptr %2, align 16
  br label %36

33:                                               ; preds = %25
  %34 = load ptr, ptr %7, align 8
  %35 = getelementptr i8, ptr %34, i64 8
  store ptr %35, ptr %7, align 8
  br label %36

36:                                               ; preds = %33, %28
  %37 = phi ptr [ %31, %28 ], [ %34, %33 ]
  %38 = load i32, ptr %37, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %38)
  br label %85

40:                                               ; preds = %20
  %41 = load i32, ptr %2, align 16
  %42 = icmp ult i32 %41, 41
  br i1 %42, label %43, label %48

43:                                               ; preds = %40
  %44 = load ptr, ptr %8, align 16
  %45 = zext i32 %41 to i64
  %46 = getelementptr i8, ptr %44, i64 %45
  %47 = add nuw nsw i32 %41, 8
  store i32 %47, ptr %2, align 16
  br label %51

48:                                               ; preds = %40
  %49 = load ptr, ptr %7, align 8
  %50 = getelementptr i8, ptr %49, i64 8
  store ptr %50, ptr %7, align 8
  br label %51

51:                                               ; preds = %48, %43
  %52 = phi ptr [ %46, %43 ], [ %49, %48 ]
  %53 = load i64, ptr %52, align 8
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %53)
  br label %85

55:                                               ; preds = %20
  %56 = load i32, ptr %9, align 4
  %57 = icmp ult i32 %56, 161
  br i1 %57, label %58, label %63

58:                                               ; preds = %55
  %59 = load ptr, ptr %8, align 16
  %60 = zext i32 %56 to i64
  %61 = getelementptr i8, ptr %59, i64 %60
  %62 = add nuw nsw i32 %56, 16
  store i32 %62, ptr %9, align 4
  br label %66

63:                                               ; preds = %55
  %64 = load ptr, ptr %7, align 8
  %65 = getelementptr i8, ptr %64, i64 8
  store ptr %65, ptr %7, align 8
  br label %66

66:                                               ; preds = %63, %58
  %67 = phi ptr [ %61, %58 ], [ %64, %63 ]
  %68 = load double, ptr %67, align 8
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %68)
  br label %85

70:                                               ; preds = %20
  %71 = load i32, ptr %2, align 16
  %72 = icmp ult i32 %71, 41
  br i1 %72, label %73, label %78

73:                                               ; preds = %70
  %74 = load ptr, ptr %8, align 16
  %75 = zext i32 %71 to i64
  %76 = getelementptr i8, ptr %74, i64 %75
  %77 = add nuw nsw i32 %71, 8
  store i32 %77, ptr %2, align 16
  br label %81

78:                                               ; preds = %70
  %79 = load ptr, ptr %7, align 8
  %80 = getelementptr i8, ptr %79, i64 8
  store ptr %80, ptr %7, align 8
  br label %81

81:                                               ; preds = %78, %73
  %82 = phi ptr [ %76, %73 ], [ %79, %78 ]
  %83 = load ptr, ptr %82, align 8
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %83)
  br label %85

85:                                               ; preds = %20, %81, %66, %51, %36
  %86 = add nuw nsw i32 %23, 1
  %87 = getelementptr inbounds i8, ptr %22, i64 1
  %88 = load i8, ptr %87, align 1, !tbaa !8
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %10, label %20, !llvm.loop !11

90:                                               ; preds = %131, %10
  %91 = phi i32 [ %19, %10 ], [ %132, %131 ]
  %92 = phi ptr [ %18, %10 ], [ %133, %131 ]
  %93 = phi i32 [ %13, %10 ], [ %134, %131 ]
  %94 = phi double [ 0.000000e+00, %10 ], [ %135, %131 ]
  %95 = phi ptr [ %0, %10 ], [ %136, %131 ]
  %96 = load i8, ptr %95, align 1, !tbaa !8
  switch i8 %96, label %125 [
    i8 0, label %97
    i8 100, label %99
    i8 108, label %113
    i8 105, label %119
  ]

97:                                               ; preds = %90
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %11, double noundef %94)
  call void @llvm.va_end(ptr nonnull %3)
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret void

99:                                               ; preds = %90
  %100 = icmp ult i32 %91, 161
  br i1 %100, label %101, label %105

101:                                              ; preds = %99
  %102 = zext i32 %91 to i64
  %103 = getelementptr i8, ptr %17, i64 %102
  %104 = add nuw nsw i32 %91, 16
  store i32 %104, ptr %15, align 4
  br label %107

105:                                              ; preds = %99
  %106 = getelementptr i8, ptr %92, i64 8
  store ptr %106, ptr %14, align 8
  br label %107

107:                                              ; preds = %105, %101
  %108 = phi i32 [ %104, %101 ], [ %91, %105 ]
  %109 = phi ptr [ %92, %101 ], [ %106, %105 ]
  %110 = phi ptr [ %103, %101 ], [ %92, %105 ]
  %111 = load double, ptr %110, align 8
  %112 = fadd double %94, %111
  br label %131

113:                                              ; preds = %90
  %114 = icmp ult i32 %93, 41
  br i1 %114, label %115, label %117

115:                                              ; preds = %113
  %116 = add nuw nsw i32 %93, 8
  store i32 %116, ptr %3, align 16
  br label %131

117:                                              ; preds = %113
  %118 = getelementptr i8, ptr %92, i64 8
  store ptr %118, ptr %14, align 8
  br label %131

119:                                              ; preds = %90
  %120 = icmp ult i32 %93, 41
  br i1 %120, label %121, label %123

121:                                              ; preds = %119
  %122 = add nuw nsw i32 %93, 8
  store i32 %122, ptr %3, align 16
  br label %131

123:                                              ; preds = %119
  %124 = getelementptr i8, ptr %92, i64 8
  store ptr %124, ptr %14, align 8
  br label %131

125:                                              ; preds = %90
  %126 = icmp ult i32 %93, 41
  br i1 %126, label %127, label %129

127:                                              ; preds = %125
  %128 = add nuw nsw i32 %93, 8
  store i32 %128, ptr %3, align 16
  br label %131

129:                                              ; preds = %125
  %130 = getelementptr i8, ptr %92, i64 8
  store ptr %130, ptr %14, align 8
  br label %131

131:                                              ; preds = %127, %129, %121, %123, %115, %117, %107
  %132 = phi i32 [ %108, %107 ], [ %91, %117 ], [ %91, %115 ], [ %91, %123 ], [ %91, %121 ], [ %91, %129 ], [ %91, %127 ]
  %133 = phi ptr [ %109, %107 ], [ %118, %117 ], [ %92, %115 ], [ %124, %123 ], [ %92, %121 ], [ %130, %129 ], [ %92, %127 ]
  %134 = phi i32 [ %93, %107 ], [ %93, %117 ], [ %116, %115 ], [ %93, %123 ], [ %122, %121 ], [ %93, %129 ], [ %128, %127 ]
  %135 = phi double [ %112, %107 ], [ %94, %117 ], [ %94, %115 ], [ %94, %123 ], [ %94, %121 ], [ %94, %129 ], [ %94, %127 ]
  %136 = getelementptr inbounds i8, ptr %95, i64 1
  br label %90, !llvm.loop !12
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn uwtable
define internal i64 @sum_longs(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.va_start(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %5 = icmp ult i32 %3, 41
  br i1 %5, label %10, label %6

6:                                                ; preds = %1
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr i8, ptr %7, i64 8
  store ptr %8, ptr %4, align 8
  %9 = load i64, ptr %7, align 8
  br label %20

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %12 = load ptr, ptr %11, align 16
  %13 = zext i32 %3 to i64
  %14 = getelementptr i8, ptr %12, i64 %13
  %15 = add nuw nsw i32 %3, 8
  store i32 %15, ptr %2, align 16
  %16 = load i64, ptr %14, align 8
  %17 = icmp ult i32 %3, 33
  br i1 %17, label %25, label %18

18:                                               ; preds = %10
  %19 = load ptr, ptr %4, align 8
  br label %20

20:                                               ; preds = %18, %6
  %21 = phi ptr [ %8, %6 ], [ %19, %18 ]
  %22 = phi i64 [ %9, %6 ], [ %16, %18 ]
  %23 = getelementptr i8, ptr %21, i64 8
  store ptr %23, ptr %4, align 8
  %24 = load i64, ptr %21, align 8
  br label %33

25:                                               ; preds = %10
  %26 = zext i32 %15 to i64
  %27 = getelementptr i8, ptr %12, i64 %26
  %28 = add nuw nsw i32 %3, 16
  store i32 %28, ptr %2, align 16
  %29 = load i64, ptr %27, align 8
  %30 = icmp ult i32 %3, 25
  br i1 %30, label %39, label %31

31:                                               ; preds = %25
  %32 = load ptr, ptr %4, align 8
  br label %33

33:                                               ; preds = %31, %20
  %34 = phi ptr [ %23, %20 ], [ %32, %31 ]
  %35 = phi i64 [ %24, %20 ], [ %29, %31 ]
  %36 = phi i64 [ %22, %20 ], [ %16, %31 ]
  %37 = getelementptr i8, ptr %34, i64 8
  store ptr %37, ptr %4, align 8
  %38 = load i64, ptr %34, align 8
  br label %47

39:                                               ; preds = %25
  %40 = zext i32 %28 to i64
  %41 = getelementptr i8, ptr %12, i64 %40
  %42 = add nuw nsw i32 %3, 24
  store i32 %42, ptr %2, align 16
  %43 = load i64, ptr %41, align 8
  %44 = icmp ult i32 %3, 17
  br i1 %44, label %54, label %45

45:                                               ; preds = %39
  %46 = load ptr, ptr %4, align 8
  br label %47

47:                                               ; preds = %45, %33
  %48 = phi ptr [ %37, %33 ], [ %46, %45 ]
  %49 = phi i64 [ %38, %33 ], [ %43, %45 ]
  %50 = phi i64 [ %36, %33 ], [ %16, %45 ]
  %51 = phi i64 [ %35, %33 ], [ %29, %45 ]
  %52 = getelementptr i8, ptr %48, i64 8
  store ptr %52, ptr %4, align 8
  %53 = load i64, ptr %48, align 8
  br label %62

54:                                               ; preds = %39
  %55 = zext i32 %42 to i64
  %56 = getelementptr i8, ptr %12, i64 %55
  %57 = add nuw nsw i32 %3, 32
  store i32 %57, ptr %2, align 16
  %58 = load i64, ptr %56, align 8
  %59 = icmp ult i32 %3, 9
  br i1 %59, label %70, label %60

60:                                               ; preds = %54
  %61 = load ptr, ptr %4, align 8
  br label %62

62:                                               ; preds = %60, %47
  %63 = phi ptr [ %52, %47 ], [ %61, %60 ]
  %64 = phi i64 [ %53, %47 ], [ %58, %60 ]
  %65 = phi i64 [ %51, %47 ], [ %29, %60 ]
  %66 = phi i64 [ %50, %47 ], [ %16, %60 ]
  %67 = phi i64 [ %49, %47 ], [ %43, %60 ]
  %68 = getelementptr i8, ptr %63, i64 8
  store ptr %68, ptr %4, align 8
  %69 = load i64, ptr %63, align 8
  br label %78

70:                                               ; preds = %54
  %71 = zext i32 %57 to i64
  %72 = getelementptr i8, ptr %12, i64 %71
  %73 = add nuw nsw i32 %3, 40
  store i32 %73, ptr %2, align 16
  %74 = load i64, ptr %72, align 8
  %75 = icmp eq i32 %3, 0
  br i1 %75, label %86, label %76

76:                                               ; preds = %70
  %77 = load ptr, ptr %4, align 8
  br label %78

78:                                               ; preds = %76, %62
  %79 = phi ptr [ %68, %62 ], [ %77, %76 ]
  %80 = phi i64 [ %69, %62 ], [ %74, %76 ]
  %81 = phi i64 [ %67, %62 ], [ %43, %76 ]
  %82 = phi i64 [ %66, %62 ], [ %16, %76 ]
  %83 = phi i64 [ %65, %62 ], [ %29, %76 ]
  %84 = phi i64 [ %64, %62 ], [ %58, %76 ]
  %85 = getelementptr i8, ptr %79, i64 8
  store ptr %85, ptr %4, align 8
  br label %90

86:                                               ; preds = %70
  %87 = zext i32 %73 to i64
  %88 = getelementptr i8, ptr %12, i64 %87
  store i32 48, ptr %2, align 16
  %89 = load ptr, ptr %4, align 8
  br label %90

90:                                               ; preds = %78, %86
  %91 = phi ptr [ %89, %86 ], [ %85, %78 ]
  %92 = phi i64 [ %74, %86 ], [ %80, %78 ]
  %93 = phi i64 [ %43, %86 ], [ %81, %78 ]
  %94 = phi i64 [ %16, %86 ], [ %82, %78 ]
  %95 = phi i64 [ %29, %86 ], [ %83, %78 ]
  %96 = phi i64 [ %58, %86 ], [ %84, %78 ]
  %97 = phi ptr [ %88, %86 ], [ %79, %78 ]
  %98 = load i64, ptr %97, align 8
  %99 = getelementptr i8, ptr %91, i64 8
  store ptr %99, ptr %4, align 8
  %100 = load i64, ptr %91, align 8
  %101 = getelementptr i8, ptr %91, i64 16
  store ptr %101, ptr %4, align 8
  %102 = load i64, ptr %99, align 8
  %103 = add i64 %93, %92
  %104 = add i64 %103, %94
  %105 = add i64 %104, %95
  %106 = add i64 %105, %96
  %107 = add i64 %106, %98
  %108 = add i64 %107, %100
  %109 = add i64 %108, %102
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret i64 %109
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
