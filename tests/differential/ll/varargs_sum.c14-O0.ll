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
@.str.11 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"%d items, doubles sum %.3f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %2)
  %4 = call i64 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef 1000)
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %4)
  %6 = call double (i32, ...) @sum_doubles(i32 noundef 4, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01, double noundef 6.250000e-02)
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), double noundef %6)
  %8 = call double (i32, ...) @sum_doubles(i32 noundef 11, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.150000e+01)
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), double noundef %8)
  call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i32 noundef 7, i64 noundef 1099511627776, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), double noundef -7.500000e-01)
  call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 1, i32 noundef 2)
  call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0), i32 noundef 9)
  %10 = call i64 (i32, ...) @sum_longs(i32 noundef 8, i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, i64 noundef 60, i64 noundef 70, i64 noundef 80)
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %10)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %7 = bitcast %struct.__va_list_tag* %6 to i8*
  call void @llvm.va_start(i8* %7)
  store i64 0, i64* %4, align 8
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %34, %1
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %37

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 16
  %16 = icmp ule i32 %15, 40
  br i1 %16, label %17, label %23

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 3
  %19 = load i8*, i8** %18, align 16
  %20 = getelementptr i8, i8* %19, i32 %15
  %21 = bitcast i8* %20 to i32*
  %22 = add i32 %15, 8
  store i32 %22, i32* %14, align 16
  br label %28

23:                                               ; preds = %12
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 2
  %25 = load i8*, i8** %24, align 8
  %26 = bitcast i8* %25 to i32*
  %27 = getelementptr i8, i8* %25, i32 8
  store i8* %27, i8** %24, align 8
  br label %28

28:                                               ; preds = %23, %17
  %29 = phi i32* [ %21, %17 ], [ %26, %23 ]
  %30 = load i32, i32* %29, align 4
  %31 = sext i32 %30 to i64
  %32 = load i64, i64* %4, align 8
  %33 = add nsw i64 %32, %31
  store i64 %33, i64* %4, align 8
  br label %34

34:                                               ; preds = %28
  %35 = load i32, i32* %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %5, align 4
  br label %8, !llvm.loop !6

37:                                               ; preds = %8
  %38 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %39 = bitcast %struct.__va_list_tag* %38 to i8*
  call void @llvm.va_end(i8* %39)
  %40 = load i64, i64* %4, align 8
  ret i64 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %7 = bitcast %struct.__va_list_tag* %6 to i8*
  call void @llvm.va_start(i8* %7)
  store double 0.000000e+00, double* %4, align 8
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %33, %1
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %36

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = icmp ule i32 %15, 160
  br i1 %16, label %17, label %23

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 3
  %19 = load i8*, i8** %18, align 16
  %20 = getelementptr i8, i8* %19, i32 %15
  %21 = bitcast i8* %20 to double*
  %22 = add i32 %15, 16
  store i32 %22, i32* %14, align 4
  br label %28

23:                                               ; preds = %12
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 2
  %25 = load i8*, i8** %24, align 8
  %26 = bitcast i8* %25 to double*
  %27 = getelementptr i8, i8* %25, i32 8
  store i8* %27, i8** %24, align 8
  br label %28

28:                                               ; preds = %23, %17
  %29 = phi double* [ %21, %17 ], [ %26, %23 ]
  %30 = load double, double* %29, align 8
  %31 = load double, double* %4, align 8
  %32 = fadd double %31, %30
  store double %32, double* %4, align 8
  br label %33

33:                                               ; preds = %28
  %34 = load i32, i32* %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %5, align 4
  br label %8, !llvm.loop !8

36:                                               ; preds = %8
  %37 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %38 = bitcast %struct.__va_list_tag* %37 to i8*
  call void @llvm.va_end(i8* %38)
  %39 = load double, double* %4, align 8
  ret double %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mini_printf(i8* noundef %0, ...) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca double, align 8
  %8 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %10 = bitcast %struct.__va_list_tag* %9 to i8*
  call void @llvm.va_start(i8* %10)
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %13 = bitcast %struct.__va_list_tag* %11 to i8*
  %14 = bitcast %struct.__va_list_tag* %12 to i8*
  call void @llvm.va_copy(i8* %13, i8* %14)
  store i32 0, i32* %5, align 4
  %15 = load i8*, i8** %2, align 8
  store i8* %15, i8** %6, align 8
  br label %16

16:                                               ; preds = %107, %1
  %17 = load i8*, i8** %6, align 8
  %18 = load i8, i8* %17, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %110

20:                                               ; preds = %16
  %21 = load i8*, i8** %6, align 8
  %22 = load i8, i8* %21, align 1
  %23 = sext i8 %22 to i32
  switch i32 %23, label %104 [
    i32 105, label %24
    i32 108, label %44
    i32 100, label %64
    i32 115, label %84
  ]

24:                                               ; preds = %20
  %25 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %26 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %25, i32 0, i32 0
  %27 = load i32, i32* %26, align 16
  %28 = icmp ule i32 %27, 40
  br i1 %28, label %29, label %35

29:                                               ; preds = %24
  %30 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %25, i32 0, i32 3
  %31 = load i8*, i8** %30, align 16
  %32 = getelementptr i8, i8* %31, i32 %27
  %33 = bitcast i8* %32 to i32*
  %34 = add i32 %27, 8
  store i32 %34, i32* %26, align 16
  br label %40

35:                                               ; preds = %24
  %36 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %25, i32 0, i32 2
  %37 = load i8*, i8** %36, align 8
  %38 = bitcast i8* %37 to i32*
  %39 = getelementptr i8, i8* %37, i32 8
  store i8* %39, i8** %36, align 8
  br label %40

40:                                               ; preds = %35, %29
  %41 = phi i32* [ %33, %29 ], [ %38, %35 ]
  %42 = load i32, i32* %41, align 4
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef %42)
  br label %104

44:                                               ; preds = %20
  %45 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %46 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %45, i32 0, i32 0
  %47 = load i32, i32* %46, align 16
  %48 = icmp ule i32 %47, 40
  br i1 %48, label %49, label %55

49:                                               ; preds = %44
  %50 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %45, i32 0, i32 3
  %51 = load i8*, i8** %50, align 16
  %52 = getelementptr i8, i8* %51, i32 %47
  %53 = bitcast i8* %52 to i64*
  %54 = add i32 %47, 8
  store i32 %54, i32* %46, align 16
  br label %60

55:                                               ; preds = %44
  %56 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %45, i32 0, i32 2
  %57 = load i8*, i8** %56, align 8
  %58 = bitcast i8* %57 to i64*
  %59 = getelementptr i8, i8* %57, i32 8
  store i8* %59, i8** %56, align 8
  br label %60

60:                                               ; preds = %55, %49
  %61 = phi i64* [ %53, %49 ], [ %58, %55 ]
  %62 = load i64, i64* %61, align 8
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i64 noundef %62)
  br label %104

64:                                               ; preds = %20
  %65 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %66 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %65, i32 0, i32 1
  %67 = load i32, i32* %66, align 4
  %68 = icmp ule i32 %67, 160
  br i1 %68, label %69, label %75

69:                                               ; preds = %64
  %70 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %65, i32 0, i32 3
  %71 = load i8*, i8** %70, align 16
  %72 = getelementptr i8, i8* %71, i32 %67
  %73 = bitcast i8* %72 to double*
  %74 = add i32 %67, 16
  store i32 %74, i32* %66, align 4
  br label %80

75:                                               ; preds = %64
  %76 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %65, i32 0, i32 2
  %77 = load i8*, i8** %76, align 8
  %78 = bitcast i8* %77 to double*
  %79 = getelementptr i8, i8* %77, i32 8
  store i8* %79, i8** %76, align 8
  br label %80

80:                                               ; preds = %75, %69
  %81 = phi double* [ %73, %69 ], [ %78, %75 ]
  %82 = load double, double* %81, align 8
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i64 0, i64 0), double noundef %82)
  br label %104

84:                                               ; preds = %20
  %85 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %86 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %85, i32 0, i32 0
  %87 = load i32, i32* %86, align 16
  %88 = icmp ule i32 %87, 40
  br i1 %88, label %89, label %95

89:                                               ; preds = %84
  %90 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %85, i32 0, i32 3
  %91 = load i8*, i8** %90, align 16
  %92 = getelementptr i8, i8* %91, i32 %87
  %93 = bitcast i8* %92 to i8**
  %94 = add i32 %87, 8
  store i32 %94, i32* %86, align 16
  br label %100

95:                                               ; preds = %84
  %96 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %85, i32 0, i32 2
  %97 = load i8*, i8** %96, align 8
  %98 = bitcast i8* %97 to i8**
  %99 = getelementptr i8, i8* %97, i32 8
  store i8* %99, i8** %96, align 8
  br label %100

100:                                              ; preds = %95, %89
  %101 = phi i8** [ %93, %89 ], [ %98, %95 ]
  %102 = load i8*, i8** %101, align 8
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i64 0, i64 0), i8* noundef %102)
  br label %104

104:                                              ; preds = %20, %100, %80, %60, %40
  %105 = load i32, i32* %5, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, i32* %5, align 4
  br label %107

107:                                              ; preds = %104
  %108 = load i8*, i8** %6, align 8
  %109 = getelementptr inbounds i8, i8* %108, i32 1
  store i8* %109, i8** %6, align 8
  br label %16, !llvm.loop !9

110:                                              ; preds = %16
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i64 0, i64 0))
  store double 0.000000e+00, double* %7, align 8
  %112 = load i8*, i8** %2, align 8
  store i8* %112, i8** %8, align 8
  br label %113

113:                                              ; preds = %213, %110
  %114 = load i8*, i8** %8, align 8
  %115 = load i8, i8* %114, align 1
  %116 = icmp ne i8 %115, 0
  br i1 %116, label %117, label %216

117:                                              ; preds = %113
  %118 = load i8*, i8** %8, align 8
  %119 = load i8, i8* %118, align 1
  %120 = sext i8 %119 to i32
  %121 = icmp eq i32 %120, 100
  br i1 %121, label %122, label %143

122:                                              ; preds = %117
  %123 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %124 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %123, i32 0, i32 1
  %125 = load i32, i32* %124, align 4
  %126 = icmp ule i32 %125, 160
  br i1 %126, label %127, label %133

127:                                              ; preds = %122
  %128 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %123, i32 0, i32 3
  %129 = load i8*, i8** %128, align 16
  %130 = getelementptr i8, i8* %129, i32 %125
  %131 = bitcast i8* %130 to double*
  %132 = add i32 %125, 16
  store i32 %132, i32* %124, align 4
  br label %138

133:                                              ; preds = %122
  %134 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %123, i32 0, i32 2
  %135 = load i8*, i8** %134, align 8
  %136 = bitcast i8* %135 to double*
  %137 = getelementptr i8, i8* %135, i32 8
  store i8* %137, i8** %134, align 8
  br label %138

138:                                              ; preds = %133, %127
  %139 = phi double* [ %131, %127 ], [ %136, %133 ]
  %140 = load double, double* %139, align 8
  %141 = load double, double* %7, align 8
  %142 = fadd double %141, %140
  store double %142, double* %7, align 8
  br label %212

143:                                              ; preds = %117
  %144 = load i8*, i8** %8, align 8
  %145 = load i8, i8* %144, align 1
  %146 = sext i8 %145 to i32
  %147 = icmp eq i32 %146, 108
  br i1 %147, label %148, label %167

148:                                              ; preds = %143
  %149 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %150 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %149, i32 0, i32 0
  %151 = load i32, i32* %150, align 16
  %152 = icmp ule i32 %151, 40
  br i1 %152, label %153, label %159

153:                                              ; preds = %148
  %154 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %149, i32 0, i32 3
  %155 = load i8*, i8** %154, align 16
  %156 = getelementptr i8, i8* %155, i32 %151
  %157 = bitcast i8* %156 to i64*
  %158 = add i32 %151, 8
  store i32 %158, i32* %150, align 16
  br label %164

159:                                              ; preds = %148
  %160 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %149, i32 0, i32 2
  %161 = load i8*, i8** %160, align 8
  %162 = bitcast i8* %161 to i64*
  %163 = getelementptr i8, i8* %161, i32 8
  store i8* %163, i8** %160, align 8
  br label %164

164:                                              ; preds = %159, %153
  %165 = phi i64* [ %157, %153 ], [ %162, %159 ]
  %166 = load i64, i64* %165, align 8
  br label %211

167:                                              ; preds = %143
  %168 = load i8*, i8** %8, align 8
  %169 = load i8, i8* %168, align 1
  %170 = sext i8 %169 to i32
  %171 = icmp eq i32 %170, 105
  br i1 %171, label %172, label %191

172:                                              ; preds = %167
  %173 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %174 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %173, i32 0, i32 0
  %175 = load i32, i32* %174, align 16
  %176 = icmp ule i32 %175, 40
  br i1 %176, label %177, label %183

177:                                              ; preds = %172
  %178 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %173, i32 0, i32 3
  %179 = load i8*, i8** %178, align 16
  %180 = getelementptr i8, i8* %179, i32 %175
  %181 = bitcast i8* %180 to i32*
  %182 = add i32 %175, 8
  store i32 %182, i32* %174, align 16
  br label %188

183:                                              ; preds = %172
  %184 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %173, i32 0, i32 2
  %185 = load i8*, i8** %184, align 8
  %186 = bitcast i8* %185 to i32*
  %187 = getelementptr i8, i8* %185, i32 8
  store i8* %187, i8** %184, align 8
  br label %188

188:                                              ; preds = %183, %177
  %189 = phi i32* [ %181, %177 ], [ %186, %183 ]
  %190 = load i32, i32* %189, align 4
  br label %210

191:                                              ; preds = %167
  %192 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %193 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %192, i32 0, i32 0
  %194 = load i32, i32* %193, align 16
  %195 = icmp ule i32 %194, 40
  br i1 %195, label %196, label %202

196:                                              ; preds = %191
  %197 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %192, i32 0, i32 3
  %198 = load i8*, i8** %197, align 16
  %199 = getelementptr i8, i8* %198, i32 %194
  %200 = bitcast i8* %199 to i8**
  %201 = add i32 %194, 8
  store i32 %201, i32* %193, align 16
  br label %207

202:                                              ; preds = %191
  %203 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %192, i32 0, i32 2
  %204 = load i8*, i8** %203, align 8
  %205 = bitcast i8* %204 to i8**
  %206 = getelementptr i8, i8* %204, i32 8
  store i8* %206, i8** %203, align 8
  br label %207

207:                                              ; preds = %202, %196
  %208 = phi i8** [ %200, %196 ], [ %205, %202 ]
  %209 = load i8*, i8** %208, align 8
  br label %210

210:                                              ; preds = %207, %188
  br label %211

211:                                              ; preds = %210, %164
  br label %212

212:                                              ; preds = %211, %138
  br label %213

213:                                              ; preds = %212
  %214 = load i8*, i8** %8, align 8
  %215 = getelementptr inbounds i8, i8* %214, i32 1
  store i8* %215, i8** %8, align 8
  br label %113, !llvm.loop !10

216:                                              ; preds = %113
  %217 = load i32, i32* %5, align 4
  %218 = load double, double* %7, align 8
  %219 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.12, i64 0, i64 0), i32 noundef %217, double noundef %218)
  %220 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %221 = bitcast %struct.__va_list_tag* %220 to i8*
  call void @llvm.va_end(i8* %221)
  %222 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %223 = bitcast %struct.__va_list_tag* %222 to i8*
  call void @llvm.va_end(i8* %223)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_longs(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  store i32 %0, i32* %2, align 4
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %6 = bitcast %struct.__va_list_tag* %5 to i8*
  call void @llvm.va_start(i8* %6)
  %7 = load i32, i32* %2, align 4
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %9 = call i64 @vsum(i32 noundef %7, %struct.__va_list_tag* noundef %8)
  store i64 %9, i64* %4, align 8
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %11 = bitcast %struct.__va_list_tag* %10 to i8*
  call void @llvm.va_end(i8* %11)
  %12 = load i64, i64* %4, align 8
  ret i64 %12
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(i32 noundef %0, %struct.__va_list_tag* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.__va_list_tag*, align 8
  %5 = alloca i64, align 8
  store i32 %0, i32* %3, align 4
  store %struct.__va_list_tag* %1, %struct.__va_list_tag** %4, align 8
  store i64 0, i64* %5, align 8
  br label %6

6:                                                ; preds = %26, %2
  %7 = load i32, i32* %3, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, i32* %3, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %31

10:                                               ; preds = %6
  %11 = load %struct.__va_list_tag*, %struct.__va_list_tag** %4, align 8
  %12 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 8
  %14 = icmp ule i32 %13, 40
  br i1 %14, label %15, label %21

15:                                               ; preds = %10
  %16 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %11, i32 0, i32 3
  %17 = load i8*, i8** %16, align 8
  %18 = getelementptr i8, i8* %17, i32 %13
  %19 = bitcast i8* %18 to i64*
  %20 = add i32 %13, 8
  store i32 %20, i32* %12, align 8
  br label %26

21:                                               ; preds = %10
  %22 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %11, i32 0, i32 2
  %23 = load i8*, i8** %22, align 8
  %24 = bitcast i8* %23 to i64*
  %25 = getelementptr i8, i8* %23, i32 8
  store i8* %25, i8** %22, align 8
  br label %26

26:                                               ; preds = %21, %15
  %27 = phi i64* [ %19, %15 ], [ %24, %21 ]
  %28 = load i64, i64* %27, align 8
  %29 = load i64, i64* %5, align 8
  %30 = add nsw i64 %29, %28
  store i64 %30, i64* %5, align 8
  br label %6, !llvm.loop !11

31:                                               ; preds = %6
  %32 = load i64, i64* %5, align 8
  ret i64 %32
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
