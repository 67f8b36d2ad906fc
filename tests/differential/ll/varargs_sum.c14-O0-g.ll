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
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !15
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %2), !dbg !16
  %4 = call i64 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef 1000), !dbg !17
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %4), !dbg !18
  %6 = call double (i32, ...) @sum_doubles(i32 noundef 4, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01, double noundef 6.250000e-02), !dbg !19
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), double noundef %6), !dbg !20
  %8 = call double (i32, ...) @sum_doubles(i32 noundef 11, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.150000e+01), !dbg !21
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), double noundef %8), !dbg !22
  call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i32 noundef 7, i64 noundef 1099511627776, double noundef 2.500000e+00, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), double noundef -7.500000e-01), !dbg !23
  call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 1, i32 noundef 2), !dbg !24
  call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0), i32 noundef 9), !dbg !25
  %10 = call i64 (i32, ...) @sum_longs(i32 noundef 8, i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, i64 noundef 60, i64 noundef 70, i64 noundef 80), !dbg !26
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %10), !dbg !27
  ret i32 0, !dbg !28
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) #0 !dbg !29 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !35, metadata !DIExpression()), !dbg !53
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !54
  %7 = bitcast %struct.__va_list_tag* %6 to i8*, !dbg !54
  call void @llvm.va_start(i8* %7), !dbg !54
  call void @llvm.dbg.declare(metadata i64* %4, metadata !55, metadata !DIExpression()), !dbg !56
  store i64 0, i64* %4, align 8, !dbg !56
  call void @llvm.dbg.declare(metadata i32* %5, metadata !57, metadata !DIExpression()), !dbg !59
  store i32 0, i32* %5, align 4, !dbg !59
  br label %8, !dbg !60

8:                                                ; preds = %34, %1
  %9 = load i32, i32* %5, align 4, !dbg !61
  %10 = load i32, i32* %2, align 4, !dbg !63
  %11 = icmp slt i32 %9, %10, !dbg !64
  br i1 %11, label %12, label %37, !dbg !65

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !66
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 0, !dbg !66
  %15 = load i32, i32* %14, align 16, !dbg !66
  %16 = icmp ule i32 %15, 40, !dbg !66
  br i1 %16, label %17, label %23, !dbg !66

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 3, !dbg !66
  %19 = load i8*, i8** %18, align 16, !dbg !66
  %20 = getelementptr i8, i8* %19, i32 %15, !dbg !66
  %21 = bitcast i8* %20 to i32*, !dbg !66
  %22 = add i32 %15, 8, !dbg !66
  store i32 %22, i32* %14, align 16, !dbg !66
  br label %28, !dbg !66

23:                                               ; preds = %12
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 2, !dbg !66
  %25 = load i8*, i8** %24, align 8, !dbg !66
  %26 = bitcast i8* %25 to i32*, !dbg !66
  %27 = getelementptr i8, i8* %25, i32 8, !dbg !66
  store i8* %27, i8** %24, align 8, !dbg !66
  br label %28, !dbg !66

28:                                               ; preds = %23, %17
  %29 = phi i32* [ %21, %17 ], [ %26, %23 ], !dbg !66
  %30 = load i32, i32* %29, align 4, !dbg !66
  %31 = sext i32 %30 to i64, !dbg !66
  %32 = load i64, i64* %4, align 8, !dbg !67
  %33 = add nsw i64 %32, %31, !dbg !67
  store i64 %33, i64* %4, align 8, !dbg !67
  br label %34, !dbg !68

34:                                               ; preds = %28
  %35 = load i32, i32* %5, align 4, !dbg !69
  %36 = add nsw i32 %35, 1, !dbg !69
  store i32 %36, i32* %5, align 4, !dbg !69
  br label %8, !dbg !70, !llvm.loop !71

37:                                               ; preds = %8
  %38 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !74
  %39 = bitcast %struct.__va_list_tag* %38 to i8*, !dbg !74
  call void @llvm.va_end(i8* %39), !dbg !74
  %40 = load i64, i64* %4, align 8, !dbg !75
  ret i64 %40, !dbg !76
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_doubles(i32 noundef %0, ...) #0 !dbg !77 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !83, metadata !DIExpression()), !dbg !84
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !85
  %7 = bitcast %struct.__va_list_tag* %6 to i8*, !dbg !85
  call void @llvm.va_start(i8* %7), !dbg !85
  call void @llvm.dbg.declare(metadata double* %4, metadata !86, metadata !DIExpression()), !dbg !87
  store double 0.000000e+00, double* %4, align 8, !dbg !87
  call void @llvm.dbg.declare(metadata i32* %5, metadata !88, metadata !DIExpression()), !dbg !90
  store i32 0, i32* %5, align 4, !dbg !90
  br label %8, !dbg !91

8:                                                ; preds = %33, %1
  %9 = load i32, i32* %5, align 4, !dbg !92
  %10 = load i32, i32* %2, align 4, !dbg !94
  %11 = icmp slt i32 %9, %10, !dbg !95
  br i1 %11, label %12, label %36, !dbg !96

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !97
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 1, !dbg !97
  %15 = load i32, i32* %14, align 4, !dbg !97
  %16 = icmp ule i32 %15, 160, !dbg !97
  br i1 %16, label %17, label %23, !dbg !97

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 3, !dbg !97
  %19 = load i8*, i8** %18, align 16, !dbg !97
  %20 = getelementptr i8, i8* %19, i32 %15, !dbg !97
  %21 = bitcast i8* %20 to double*, !dbg !97
  %22 = add i32 %15, 16, !dbg !97
  store i32 %22, i32* %14, align 4, !dbg !97
  br label %28, !dbg !97

23:                                               ; preds = %12
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 2, !dbg !97
  %25 = load i8*, i8** %24, align 8, !dbg !97
  %26 = bitcast i8* %25 to double*, !dbg !97
  %27 = getelementptr i8, i8* %25, i32 8, !dbg !97
  store i8* %27, i8** %24, align 8, !dbg !97
  br label %28, !dbg !97

28:                                               ; preds = %23, %17
  %29 = phi double* [ %21, %17 ], [ %26, %23 ], !dbg !97
  %30 = load double, double* %29, align 8, !dbg !97
  %31 = load double, double* %4, align 8, !dbg !98
  %32 = fadd double %31, %30, !dbg !98
  store double %32, double* %4, align 8, !dbg !98
  br label %33, !dbg !99

33:                                               ; preds = %28
  %34 = load i32, i32* %5, align 4, !dbg !100
  %35 = add nsw i32 %34, 1, !dbg !100
  store i32 %35, i32* %5, align 4, !dbg !100
  br label %8, !dbg !101, !llvm.loop !102

36:                                               ; preds = %8
  %37 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !104
  %38 = bitcast %struct.__va_list_tag* %37 to i8*, !dbg !104
  call void @llvm.va_end(i8* %38), !dbg !104
  %39 = load double, double* %4, align 8, !dbg !105
  ret double %39, !dbg !106
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mini_printf(i8* noundef %0, ...) #0 !dbg !107 {
  %2 = alloca i8*, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca double, align 8
  %8 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %4, metadata !117, metadata !DIExpression()), !dbg !118
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !119
  %10 = bitcast %struct.__va_list_tag* %9 to i8*, !dbg !119
  call void @llvm.va_start(i8* %10), !dbg !119
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, !dbg !120
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !120
  %13 = bitcast %struct.__va_list_tag* %11 to i8*, !dbg !120
  %14 = bitcast %struct.__va_list_tag* %12 to i8*, !dbg !120
  call void @llvm.va_copy(i8* %13, i8* %14), !dbg !120
  call void @llvm.dbg.declare(metadata i32* %5, metadata !121, metadata !DIExpression()), !dbg !122
  store i32 0, i32* %5, align 4, !dbg !122
  call void @llvm.dbg.declare(metadata i8** %6, metadata !123, metadata !DIExpression()), !dbg !125
  %15 = load i8*, i8** %2, align 8, !dbg !126
  store i8* %15, i8** %6, align 8, !dbg !125
  br label %16, !dbg !127

16:                                               ; preds = %107, %1
  %17 = load i8*, i8** %6, align 8, !dbg !128
  %18 = load i8, i8* %17, align 1, !dbg !130
  %19 = icmp ne i8 %18, 0, !dbg !131
  br i1 %19, label %20, label %110, !dbg !131

20:                                               ; preds = %16
  %21 = load i8*, i8** %6, align 8, !dbg !132
  %22 = load i8, i8* %21, align 1, !dbg !134
  %23 = sext i8 %22 to i32, !dbg !134
  switch i32 %23, label %104 [
    i32 105, label %24
    i32 108, label %44
    i32 100, label %64
    i32 115, label %84
  ], !dbg !135

24:                                               ; preds = %20
  %25 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !136
  %26 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %25, i32 0, i32 0, !dbg !136
  %27 = load i32, i32* %26, align 16, !dbg !136
  %28 = icmp ule i32 %27, 40, !dbg !136
  br i1 %28, label %29, label %35, !dbg !136

29:                                               ; preds = %24
  %30 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %25, i32 0, i32 3, !dbg !136
  %31 = load i8*, i8** %30, align 16, !dbg !136
  %32 = getelementptr i8, i8* %31, i32 %27, !dbg !136
  %33 = bitcast i8* %32 to i32*, !dbg !136
  %34 = add i32 %27, 8, !dbg !136
  store i32 %34, i32* %26, align 16, !dbg !136
  br label %40, !dbg !136

35:                                               ; preds = %24
  %36 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %25, i32 0, i32 2, !dbg !136
  %37 = load i8*, i8** %36, align 8, !dbg !136
  %38 = bitcast i8* %37 to i32*, !dbg !136
  %39 = getelementptr i8, i8* %37, i32 8, !dbg !136
  store i8* %39, i8** %36, align 8, !dbg !136
  br label %40, !dbg !136

40:                                               ; preds = %35, %29
  %41 = phi i32* [ %33, %29 ], [ %38, %35 ], !dbg !136
  %42 = load i32, i32* %41, align 4, !dbg !136
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef %42), !dbg !138
  br label %104, !dbg !139

44:                                               ; preds = %20
  %45 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !140
  %46 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %45, i32 0, i32 0, !dbg !140
  %47 = load i32, i32* %46, align 16, !dbg !140
  %48 = icmp ule i32 %47, 40, !dbg !140
  br i1 %48, label %49, label %55, !dbg !140

49:                                               ; preds = %44
  %50 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %45, i32 0, i32 3, !dbg !140
  %51 = load i8*, i8** %50, align 16, !dbg !140
  %52 = getelementptr i8, i8* %51, i32 %47, !dbg !140
  %53 = bitcast i8* %52 to i64*, !dbg !140
  %54 = add i32 %47, 8, !dbg !140
  store i32 %54, i32* %46, align 16, !dbg !140
  br label %60, !dbg !140

55:                                               ; preds = %44
  %56 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %45, i32 0, i32 2, !dbg !140
  %57 = load i8*, i8** %56, align 8, !dbg !140
  %58 = bitcast i8* %57 to i64*, !dbg !140
  %59 = getelementptr i8, i8* %57, i32 8, !dbg !140
  store i8* %59, i8** %56, align 8, !dbg !140
  br label %60, !dbg !140

60:                                               ; preds = %55, %49
  %61 = phi i64* [ %53, %49 ], [ %58, %55 ], !dbg !140
  %62 = load i64, i64* %61, align 8, !dbg !140
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i64 noundef %62), !dbg !141
  br label %104, !dbg !142

64:                                               ; preds = %20
  %65 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !143
  %66 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %65, i32 0, i32 1, !dbg !143
  %67 = load i32, i32* %66, align 4, !dbg !143
  %68 = icmp ule i32 %67, 160, !dbg !143
  br i1 %68, label %69, label %75, !dbg !143

69:                                               ; preds = %64
  %70 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %65, i32 0, i32 3, !dbg !143
  %71 = load i8*, i8** %70, align 16, !dbg !143
  %72 = getelementptr i8, i8* %71, i32 %67, !dbg !143
  %73 = bitcast i8* %72 to double*, !dbg !143
  %74 = add i32 %67, 16, !dbg !143
  store i32 %74, i32* %66, align 4, !dbg !143
  br label %80, !dbg !143

75:                                               ; preds = %64
  %76 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %65, i32 0, i32 2, !dbg !143
  %77 = load i8*, i8** %76, align 8, !dbg !143
  %78 = bitcast i8* %77 to double*, !dbg !143
  %79 = getelementptr i8, i8* %77, i32 8, !dbg !143
  store i8* %79, i8** %76, align 8, !dbg !143
  br label %80, !dbg !143

80:                                               ; preds = %75, %69
  %81 = phi double* [ %73, %69 ], [ %78, %75 ], !dbg !143
  %82 = load double, double* %81, align 8, !dbg !143
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i64 0, i64 0), double noundef %82), !dbg !144
  br label %104, !dbg !145

84:                                               ; preds = %20
  %85 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !146
  %86 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %85, i32 0, i32 0, !dbg !146
  %87 = load i32, i32* %86, align 16, !dbg !146
  %88 = icmp ule i32 %87, 40, !dbg !146
  br i1 %88, label %89, label %95, !dbg !146

89:                                               ; preds = %84
  %90 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %85, i32 0, i32 3, !dbg !146
  %91 = load i8*, i8** %90, align 16, !dbg !146
  %92 = getelementptr i8, i8* %91, i32 %87, !dbg !146
  %93 = bitcast i8* %92 to i8**, !dbg !146
  %94 = add i32 %87, 8, !dbg !146
  store i32 %94, i32* %86, align 16, !dbg !146
  br label %100, !dbg !146

95:                                               ; preds = %84
  %96 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %85, i32 0, i32 2, !dbg !146
  %97 = load i8*, i8** %96, align 8, !dbg !146
  %98 = bitcast i8* %97 to i8**, !dbg !146
  %99 = getelementptr i8, i8* %97, i32 8, !dbg !146
  store i8* %99, i8** %96, align 8, !dbg !146
  br label %100, !dbg !146

100:                                              ; preds = %95, %89
  %101 = phi i8** [ %93, %89 ], [ %98, %95 ], !dbg !146
  %102 = load i8*, i8** %101, align 8, !dbg !146
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i64 0, i64 0), i8* noundef %102), !dbg !147
  br label %104, !dbg !148

104:                                              ; preds = %20, %100, %80, %60, %40
  %105 = load i32, i32* %5, align 4, !dbg !149
  %106 = add nsw i32 %105, 1, !dbg !149
  store i32 %106, i32* %5, align 4, !dbg !149
  br label %107, !dbg !150

107:                                              ; preds = %104
  %108 = load i8*, i8** %6, align 8, !dbg !151
  %109 = getelementptr inbounds i8, i8* %108, i32 1, !dbg !151
  store i8* %109, i8** %6, align 8, !dbg !151
  br label %16, !dbg !152, !llvm.loop !153

110:                                              ; preds = %16
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i64 0, i64 0)), !dbg !155
  call void @llvm.dbg.declare(metadata double* %7, metadata !156, metadata !DIExpression()), !dbg !157
  store double 0.000000e+00, double* %7, align 8, !dbg !157
  call void @llvm.dbg.declare(metadata i8** %8, metadata !158, metadata !DIExpression()), !dbg !160
  %112 = load i8*, i8** %2, align 8, !dbg !161
  store i8* %112, i8** %8, align 8, !dbg !160
  br label %113, !dbg !162

113:                                              ; preds = %213, %110
  %114 = load i8*, i8** %8, align 8, !dbg !163
  %115 = load i8, i8* %114, align 1, !dbg !165
  %116 = icmp ne i8 %115, 0, !dbg !166
  br i1 %116, label %117, label %216, !dbg !166

117:                                              ; preds = %113
  %118 = load i8*, i8** %8, align 8, !dbg !167
  %119 = load i8, i8* %118, align 1, !dbg !170
  %120 = sext i8 %119 to i32, !dbg !170
  %121 = icmp eq i32 %120, 100, !dbg !171
  br i1 %121, label %122, label %143, !dbg !172

122:                                              ; preds = %117
  %123 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, !dbg !173
  %124 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %123, i32 0, i32 1, !dbg !173
  %125 = load i32, i32* %124, align 4, !dbg !173
  %126 = icmp ule i32 %125, 160, !dbg !173
  br i1 %126, label %127, label %133, !dbg !173

127:                                              ; preds = %122
  %128 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %123, i32 0, i32 3, !dbg !173
  %129 = load i8*, i8** %128, align 16, !dbg !173
  %130 = getelementptr i8, i8* %129, i32 %125, !dbg !173
  %131 = bitcast i8* %130 to double*, !dbg !173
  %132 = add i32 %125, 16, !dbg !173
  store i32 %132, i32* %124, align 4, !dbg !173
  br label %138, !dbg !173

133:                                              ; preds = %122
  %134 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %123, i32 0, i32 2, !dbg !173
  %135 = load i8*, i8** %134, align 8, !dbg !173
  %136 = bitcast i8* %135 to double*, !dbg !173
  %137 = getelementptr i8, i8* %135, i32 8, !dbg !173
  store i8* %137, i8** %134, align 8, !dbg !173
  br label %138, !dbg !173

138:                                              ; preds = %133, %127
  %139 = phi double* [ %131, %127 ], [ %136, %133 ], !dbg !173
  %140 = load double, double* %139, align 8, !dbg !173
  %141 = load double, double* %7, align 8, !dbg !174
  %142 = fadd double %141, %140, !dbg !174
  store double %142, double* %7, align 8, !dbg !174
  br label %212, !dbg !175

143:                                              ; preds = %117
  %144 = load i8*, i8** %8, align 8, !dbg !176
  %145 = load i8, i8* %144, align 1, !dbg !178
  %146 = sext i8 %145 to i32, !dbg !178
  %147 = icmp eq i32 %146, 108, !dbg !179
  br i1 %147, label %148, label %167, !dbg !180

148:                                              ; preds = %143
  %149 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, !dbg !181
  %150 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %149, i32 0, i32 0, !dbg !181
  %151 = load i32, i32* %150, align 16, !dbg !181
  %152 = icmp ule i32 %151, 40, !dbg !181
  br i1 %152, label %153, label %159, !dbg !181

153:                                              ; preds = %148
  %154 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %149, i32 0, i32 3, !dbg !181
  %155 = load i8*, i8** %154, align 16, !dbg !181
  %156 = getelementptr i8, i8* %155, i32 %151, !dbg !181
  %157 = bitcast i8* %156 to i64*, !dbg !181
  %158 = add i32 %151, 8, !dbg !181
  store i32 %158, i32* %150, align 16, !dbg !181
  br label %164, !dbg !181

159:                                              ; preds = %148
  %160 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %149, i32 0, i32 2, !dbg !181
  %161 = load i8*, i8** %160, align 8, !dbg !181
  %162 = bitcast i8* %161 to i64*, !dbg !181
  %163 = getelementptr i8, i8* %161, i32 8, !dbg !181
  store i8* %163, i8** %160, align 8, !dbg !181
  br label %164, !dbg !181

164:                                              ; preds = %159, %153
  %165 = phi i64* [ %157, %153 ], [ %162, %159 ], !dbg !181
  %166 = load i64, i64* %165, align 8, !dbg !181
  br label %211, !dbg !182

167:                                              ; preds = %143
  %168 = load i8*, i8** %8, align 8, !dbg !183
  %169 = load i8, i8* %168, align 1, !dbg !185
  %170 = sext i8 %169 to i32, !dbg !185
  %171 = icmp eq i32 %170, 105, !dbg !186
  br i1 %171, label %172, label %191, !dbg !187

172:                                              ; preds = %167
  %173 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, !dbg !188
  %174 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %173, i32 0, i32 0, !dbg !188
  %175 = load i32, i32* %174, align 16, !dbg !188
  %176 = icmp ule i32 %175, 40, !dbg !188
  br i1 %176, label %177, label %183, !dbg !188

177:                                              ; preds = %172
  %178 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %173, i32 0, i32 3, !dbg !188
  %179 = load i8*, i8** %178, align 16, !dbg !188
  %180 = getelementptr i8, i8* %179, i32 %175, !dbg !188
  %181 = bitcast i8* %180 to i32*, !dbg !188
  %182 = add i32 %175, 8, !dbg !188
  store i32 %182, i32* %174, align 16, !dbg !188
  br label %188, !dbg !188

183:                                              ; preds = %172
  %184 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %173, i32 0, i32 2, !dbg !188
  %185 = load i8*, i8** %184, align 8, !dbg !188
  %186 = bitcast i8* %185 to i32*, !dbg !188
  %187 = getelementptr i8, i8* %185, i32 8, !dbg !188
  store i8* %187, i8** %184, align 8, !dbg !188
  br label %188, !dbg !188

188:                                              ; preds = %183, %177
  %189 = phi i32* [ %181, %177 ], [ %186, %183 ], !dbg !188
  %190 = load i32, i32* %189, align 4, !dbg !188
  br label %210, !dbg !189

191:                                              ; preds = %167
  %192 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, !dbg !190
  %193 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %192, i32 0, i32 0, !dbg !190
  %194 = load i32, i32* %193, align 16, !dbg !190
  %195 = icmp ule i32 %194, 40, !dbg !190
  br i1 %195, label %196, label %202, !dbg !190

196:                                              ; preds = %191
  %197 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %192, i32 0, i32 3, !dbg !190
  %198 = load i8*, i8** %197, align 16, !dbg !190
  %199 = getelementptr i8, i8* %198, i32 %194, !dbg !190
  %200 = bitcast i8* %199 to i8**, !dbg !190
  %201 = add i32 %194, 8, !dbg !190
  store i32 %201, i32* %193, align 16, !dbg !190
  br label %207, !dbg !190

202:                                              ; preds = %191
  %203 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %192, i32 0, i32 2, !dbg !190
  %204 = load i8*, i8** %203, align 8, !dbg !190
  %205 = bitcast i8* %204 to i8**, !dbg !190
  %206 = getelementptr i8, i8* %204, i32 8, !dbg !190
  store i8* %206, i8** %203, align 8, !dbg !190
  br label %207, !dbg !190

207:                                              ; preds = %202, %196
  %208 = phi i8** [ %200, %196 ], [ %205, %202 ], !dbg !190
  %209 = load i8*, i8** %208, align 8, !dbg !190
  br label %210

210:                                              ; preds = %207, %188
  br label %211

211:                                              ; preds = %210, %164
  br label %212

212:                                              ; preds = %211, %138
  br label %213, !dbg !191

213:                                              ; preds = %212
  %214 = load i8*, i8** %8, align 8, !dbg !192
  %215 = getelementptr inbounds i8, i8* %214, i32 1, !dbg !192
  store i8* %215, i8** %8, align 8, !dbg !192
  br label %113, !dbg !193, !llvm.loop !194

216:                                              ; preds = %113
  %217 = load i32, i32* %5, align 4, !dbg !196
  %218 = load double, double* %7, align 8, !dbg !197
  %219 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.12, i64 0, i64 0), i32 noundef %217, double noundef %218), !dbg !198
  %220 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, !dbg !199
  %221 = bitcast %struct.__va_list_tag* %220 to i8*, !dbg !199
  call void @llvm.va_end(i8* %221), !dbg !199
  %222 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !200
  %223 = bitcast %struct.__va_list_tag* %222 to i8*, !dbg !200
  call void @llvm.va_end(i8* %223), !dbg !200
  ret void, !dbg !201
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_longs(i32 noundef %0, ...) #0 !dbg !202 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !203, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !205, metadata !DIExpression()), !dbg !206
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !207
  %6 = bitcast %struct.__va_list_tag* %5 to i8*, !dbg !207
  call void @llvm.va_start(i8* %6), !dbg !207
  call void @llvm.dbg.declare(metadata i64* %4, metadata !208, metadata !DIExpression()), !dbg !209
  %7 = load i32, i32* %2, align 4, !dbg !210
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !211
  %9 = call i64 @vsum(i32 noundef %7, %struct.__va_list_tag* noundef %8), !dbg !212
  store i64 %9, i64* %4, align 8, !dbg !209
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !213
  %11 = bitcast %struct.__va_list_tag* %10 to i8*, !dbg !213
  call void @llvm.va_end(i8* %11), !dbg !213
  %12 = load i64, i64* %4, align 8, !dbg !214
  ret i64 %12, !dbg !215
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(i32 noundef %0, %struct.__va_list_tag* noundef %1) #0 !dbg !216 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.__va_list_tag*, align 8
  %5 = alloca i64, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !220, metadata !DIExpression()), !dbg !221
  store %struct.__va_list_tag* %1, %struct.__va_list_tag** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.__va_list_tag** %4, metadata !222, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.declare(metadata i64* %5, metadata !224, metadata !DIExpression()), !dbg !225
  store i64 0, i64* %5, align 8, !dbg !225
  br label %6, !dbg !226

6:                                                ; preds = %26, %2
  %7 = load i32, i32* %3, align 4, !dbg !227
  %8 = add nsw i32 %7, -1, !dbg !227
  store i32 %8, i32* %3, align 4, !dbg !227
  %9 = icmp ne i32 %7, 0, !dbg !226
  br i1 %9, label %10, label %31, !dbg !226

10:                                               ; preds = %6
  %11 = load %struct.__va_list_tag*, %struct.__va_list_tag** %4, align 8, !dbg !228
  %12 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %11, i32 0, i32 0, !dbg !228
  %13 = load i32, i32* %12, align 8, !dbg !228
  %14 = icmp ule i32 %13, 40, !dbg !228
  br i1 %14, label %15, label %21, !dbg !228

15:                                               ; preds = %10
  %16 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %11, i32 0, i32 3, !dbg !228
  %17 = load i8*, i8** %16, align 8, !dbg !228
  %18 = getelementptr i8, i8* %17, i32 %13, !dbg !228
  %19 = bitcast i8* %18 to i64*, !dbg !228
  %20 = add i32 %13, 8, !dbg !228
  store i32 %20, i32* %12, align 8, !dbg !228
  br label %26, !dbg !228

21:                                               ; preds = %10
  %22 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %11, i32 0, i32 2, !dbg !228
  %23 = load i8*, i8** %22, align 8, !dbg !228
  %24 = bitcast i8* %23 to i64*, !dbg !228
  %25 = getelementptr i8, i8* %23, i32 8, !dbg !228
  store i8* %25, i8** %22, align 8, !dbg !228
  br label %26, !dbg !228

26:                                               ; preds = %21, %15
  %27 = phi i64* [ %19, %15 ], [ %24, %21 ], !dbg !228
  %28 = load i64, i64* %27, align 8, !dbg !228
  %29 = load i64, i64* %5, align 8, !dbg !229
  %30 = add nsw i64 %29, %28, !dbg !229
  store i64 %30, i64* %5, align 8, !dbg !229
  br label %6, !dbg !226, !llvm.loop !230

31:                                               ; preds = %6
  %32 = load i64, i64* %5, align 8, !dbg !231
  ret i64 %32, !dbg !232
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/differential/src/varargs_sum.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "fa6e7ab97649d4c085e63c2176128c7a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 66, type: !11, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocation(line: 67, column: 19, scope: !10)
!16 = !DILocation(line: 67, column: 3, scope: !10)
!17 = !DILocation(line: 68, column: 19, scope: !10)
!18 = !DILocation(line: 68, column: 3, scope: !10)
!19 = !DILocation(line: 69, column: 20, scope: !10)
!20 = !DILocation(line: 69, column: 3, scope: !10)
!21 = !DILocation(line: 70, column: 20, scope: !10)
!22 = !DILocation(line: 70, column: 3, scope: !10)
!23 = !DILocation(line: 71, column: 3, scope: !10)
!24 = !DILocation(line: 72, column: 3, scope: !10)
!25 = !DILocation(line: 73, column: 3, scope: !10)
!26 = !DILocation(line: 74, column: 19, scope: !10)
!27 = !DILocation(line: 74, column: 3, scope: !10)
!28 = !DILocation(line: 75, column: 3, scope: !10)
!29 = distinct !DISubprogram(name: "sum_ints", scope: !1, file: !1, line: 6, type: !30, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !13, null}
!32 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!33 = !DILocalVariable(name: "n", arg: 1, scope: !29, file: !1, line: 6, type: !13)
!34 = !DILocation(line: 6, column: 52, scope: !29)
!35 = !DILocalVariable(name: "ap", scope: !29, file: !1, line: 7, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !37, line: 52, baseType: !38)
!37 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !39, line: 32, baseType: !40)
!39 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !41, baseType: !42)
!41 = !DIFile(filename: "tests/differential/src/varargs_sum.c", directory: "/work/main")
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 192, elements: !51)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !44)
!44 = !{!45, !47, !48, !50}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !43, file: !41, line: 7, baseType: !46, size: 32)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !43, file: !41, line: 7, baseType: !46, size: 32, offset: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !43, file: !41, line: 7, baseType: !49, size: 64, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !43, file: !41, line: 7, baseType: !49, size: 64, offset: 128)
!51 = !{!52}
!52 = !DISubrange(count: 1)
!53 = !DILocation(line: 7, column: 11, scope: !29)
!54 = !DILocation(line: 8, column: 3, scope: !29)
!55 = !DILocalVariable(name: "s", scope: !29, file: !1, line: 9, type: !32)
!56 = !DILocation(line: 9, column: 8, scope: !29)
!57 = !DILocalVariable(name: "i", scope: !58, file: !1, line: 10, type: !13)
!58 = distinct !DILexicalBlock(scope: !29, file: !1, line: 10, column: 3)
!59 = !DILocation(line: 10, column: 12, scope: !58)
!60 = !DILocation(line: 10, column: 8, scope: !58)
!61 = !DILocation(line: 10, column: 19, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !1, line: 10, column: 3)
!63 = !DILocation(line: 10, column: 23, scope: !62)
!64 = !DILocation(line: 10, column: 21, scope: !62)
!65 = !DILocation(line: 10, column: 3, scope: !58)
!66 = !DILocation(line: 10, column: 36, scope: !62)
!67 = !DILocation(line: 10, column: 33, scope: !62)
!68 = !DILocation(line: 10, column: 31, scope: !62)
!69 = !DILocation(line: 10, column: 27, scope: !62)
!70 = !DILocation(line: 10, column: 3, scope: !62)
!71 = distinct !{!71, !65, !72, !73}
!72 = !DILocation(line: 10, column: 36, scope: !58)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocation(line: 11, column: 3, scope: !29)
!75 = !DILocation(line: 12, column: 10, scope: !29)
!76 = !DILocation(line: 12, column: 3, scope: !29)
!77 = distinct !DISubprogram(name: "sum_doubles", scope: !1, file: !1, line: 15, type: !78, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!78 = !DISubroutineType(types: !79)
!79 = !{!80, !13, null}
!80 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!81 = !DILocalVariable(name: "n", arg: 1, scope: !77, file: !1, line: 15, type: !13)
!82 = !DILocation(line: 15, column: 57, scope: !77)
!83 = !DILocalVariable(name: "ap", scope: !77, file: !1, line: 16, type: !36)
!84 = !DILocation(line: 16, column: 11, scope: !77)
!85 = !DILocation(line: 17, column: 3, scope: !77)
!86 = !DILocalVariable(name: "s", scope: !77, file: !1, line: 18, type: !80)
!87 = !DILocation(line: 18, column: 10, scope: !77)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 19, type: !13)
!89 = distinct !DILexicalBlock(scope: !77, file: !1, line: 19, column: 3)
!90 = !DILocation(line: 19, column: 12, scope: !89)
!91 = !DILocation(line: 19, column: 8, scope: !89)
!92 = !DILocation(line: 19, column: 19, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !1, line: 19, column: 3)
!94 = !DILocation(line: 19, column: 23, scope: !93)
!95 = !DILocation(line: 19, column: 21, scope: !93)
!96 = !DILocation(line: 19, column: 3, scope: !89)
!97 = !DILocation(line: 19, column: 36, scope: !93)
!98 = !DILocation(line: 19, column: 33, scope: !93)
!99 = !DILocation(line: 19, column: 31, scope: !93)
!100 = !DILocation(line: 19, column: 27, scope: !93)
!101 = !DILocation(line: 19, column: 3, scope: !93)
!102 = distinct !{!102, !96, !103, !73}
!103 = !DILocation(line: 19, column: 36, scope: !89)
!104 = !DILocation(line: 20, column: 3, scope: !77)
!105 = !DILocation(line: 21, column: 10, scope: !77)
!106 = !DILocation(line: 21, column: 3, scope: !77)
!107 = distinct !DISubprogram(name: "mini_printf", scope: !1, file: !1, line: 25, type: !108, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!108 = !DISubroutineType(types: !109)
!109 = !{null, !110, null}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !112)
!112 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!113 = !DILocalVariable(name: "fmt", arg: 1, scope: !107, file: !1, line: 25, type: !110)
!114 = !DILocation(line: 25, column: 63, scope: !107)
!115 = !DILocalVariable(name: "ap", scope: !107, file: !1, line: 26, type: !36)
!116 = !DILocation(line: 26, column: 11, scope: !107)
!117 = !DILocalVariable(name: "ap2", scope: !107, file: !1, line: 26, type: !36)
!118 = !DILocation(line: 26, column: 15, scope: !107)
!119 = !DILocation(line: 27, column: 3, scope: !107)
!120 = !DILocation(line: 28, column: 3, scope: !107)
!121 = !DILocalVariable(name: "count", scope: !107, file: !1, line: 29, type: !13)
!122 = !DILocation(line: 29, column: 7, scope: !107)
!123 = !DILocalVariable(name: "p", scope: !124, file: !1, line: 30, type: !110)
!124 = distinct !DILexicalBlock(scope: !107, file: !1, line: 30, column: 3)
!125 = !DILocation(line: 30, column: 20, scope: !124)
!126 = !DILocation(line: 30, column: 24, scope: !124)
!127 = !DILocation(line: 30, column: 8, scope: !124)
!128 = !DILocation(line: 30, column: 30, scope: !129)
!129 = distinct !DILexicalBlock(scope: !124, file: !1, line: 30, column: 3)
!130 = !DILocation(line: 30, column: 29, scope: !129)
!131 = !DILocation(line: 30, column: 3, scope: !124)
!132 = !DILocation(line: 31, column: 14, scope: !133)
!133 = distinct !DILexicalBlock(scope: !129, file: !1, line: 30, column: 38)
!134 = !DILocation(line: 31, column: 13, scope: !133)
!135 = !DILocation(line: 31, column: 5, scope: !133)
!136 = !DILocation(line: 32, column: 32, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !1, line: 31, column: 17)
!138 = !DILocation(line: 32, column: 15, scope: !137)
!139 = !DILocation(line: 32, column: 50, scope: !137)
!140 = !DILocation(line: 33, column: 33, scope: !137)
!141 = !DILocation(line: 33, column: 15, scope: !137)
!142 = !DILocation(line: 33, column: 52, scope: !137)
!143 = !DILocation(line: 34, column: 34, scope: !137)
!144 = !DILocation(line: 34, column: 15, scope: !137)
!145 = !DILocation(line: 34, column: 55, scope: !137)
!146 = !DILocation(line: 35, column: 32, scope: !137)
!147 = !DILocation(line: 35, column: 15, scope: !137)
!148 = !DILocation(line: 35, column: 59, scope: !137)
!149 = !DILocation(line: 37, column: 10, scope: !133)
!150 = !DILocation(line: 38, column: 3, scope: !133)
!151 = !DILocation(line: 30, column: 34, scope: !129)
!152 = !DILocation(line: 30, column: 3, scope: !129)
!153 = distinct !{!153, !131, !154, !73}
!154 = !DILocation(line: 38, column: 3, scope: !124)
!155 = !DILocation(line: 39, column: 3, scope: !107)
!156 = !DILocalVariable(name: "ds", scope: !107, file: !1, line: 41, type: !80)
!157 = !DILocation(line: 41, column: 10, scope: !107)
!158 = !DILocalVariable(name: "p", scope: !159, file: !1, line: 42, type: !110)
!159 = distinct !DILexicalBlock(scope: !107, file: !1, line: 42, column: 3)
!160 = !DILocation(line: 42, column: 20, scope: !159)
!161 = !DILocation(line: 42, column: 24, scope: !159)
!162 = !DILocation(line: 42, column: 8, scope: !159)
!163 = !DILocation(line: 42, column: 30, scope: !164)
!164 = distinct !DILexicalBlock(scope: !159, file: !1, line: 42, column: 3)
!165 = !DILocation(line: 42, column: 29, scope: !164)
!166 = !DILocation(line: 42, column: 3, scope: !159)
!167 = !DILocation(line: 43, column: 10, scope: !168)
!168 = distinct !DILexicalBlock(scope: !169, file: !1, line: 43, column: 9)
!169 = distinct !DILexicalBlock(scope: !164, file: !1, line: 42, column: 38)
!170 = !DILocation(line: 43, column: 9, scope: !168)
!171 = !DILocation(line: 43, column: 12, scope: !168)
!172 = !DILocation(line: 43, column: 9, scope: !169)
!173 = !DILocation(line: 43, column: 26, scope: !168)
!174 = !DILocation(line: 43, column: 23, scope: !168)
!175 = !DILocation(line: 43, column: 20, scope: !168)
!176 = !DILocation(line: 44, column: 15, scope: !177)
!177 = distinct !DILexicalBlock(scope: !168, file: !1, line: 44, column: 14)
!178 = !DILocation(line: 44, column: 14, scope: !177)
!179 = !DILocation(line: 44, column: 17, scope: !177)
!180 = !DILocation(line: 44, column: 14, scope: !168)
!181 = !DILocation(line: 44, column: 31, scope: !177)
!182 = !DILocation(line: 44, column: 25, scope: !177)
!183 = !DILocation(line: 45, column: 15, scope: !184)
!184 = distinct !DILexicalBlock(scope: !177, file: !1, line: 45, column: 14)
!185 = !DILocation(line: 45, column: 14, scope: !184)
!186 = !DILocation(line: 45, column: 17, scope: !184)
!187 = !DILocation(line: 45, column: 14, scope: !177)
!188 = !DILocation(line: 45, column: 31, scope: !184)
!189 = !DILocation(line: 45, column: 25, scope: !184)
!190 = !DILocation(line: 46, column: 16, scope: !184)
!191 = !DILocation(line: 47, column: 3, scope: !169)
!192 = !DILocation(line: 42, column: 34, scope: !164)
!193 = !DILocation(line: 42, column: 3, scope: !164)
!194 = distinct !{!194, !166, !195, !73}
!195 = !DILocation(line: 47, column: 3, scope: !159)
!196 = !DILocation(line: 48, column: 42, scope: !107)
!197 = !DILocation(line: 48, column: 49, scope: !107)
!198 = !DILocation(line: 48, column: 3, scope: !107)
!199 = !DILocation(line: 49, column: 3, scope: !107)
!200 = !DILocation(line: 50, column: 3, scope: !107)
!201 = !DILocation(line: 51, column: 1, scope: !107)
!202 = distinct !DISubprogram(name: "sum_longs", scope: !1, file: !1, line: 58, type: !30, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!203 = !DILocalVariable(name: "n", arg: 1, scope: !202, file: !1, line: 58, type: !13)
!204 = !DILocation(line: 58, column: 53, scope: !202)
!205 = !DILocalVariable(name: "ap", scope: !202, file: !1, line: 59, type: !36)
!206 = !DILocation(line: 59, column: 11, scope: !202)
!207 = !DILocation(line: 60, column: 3, scope: !202)
!208 = !DILocalVariable(name: "r", scope: !202, file: !1, line: 61, type: !32)
!209 = !DILocation(line: 61, column: 8, scope: !202)
!210 = !DILocation(line: 61, column: 17, scope: !202)
!211 = !DILocation(line: 61, column: 20, scope: !202)
!212 = !DILocation(line: 61, column: 12, scope: !202)
!213 = !DILocation(line: 62, column: 3, scope: !202)
!214 = !DILocation(line: 63, column: 10, scope: !202)
!215 = !DILocation(line: 63, column: 3, scope: !202)
!216 = distinct !DISubprogram(name: "vsum", scope: !1, file: !1, line: 53, type: !217, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!217 = !DISubroutineType(types: !218)
!218 = !{!32, !13, !219}
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!220 = !DILocalVariable(name: "n", arg: 1, scope: !216, file: !1, line: 53, type: !13)
!221 = !DILocation(line: 53, column: 22, scope: !216)
!222 = !DILocalVariable(name: "ap", arg: 2, scope: !216, file: !1, line: 53, type: !219)
!223 = !DILocation(line: 53, column: 33, scope: !216)
!224 = !DILocalVariable(name: "s", scope: !216, file: !1, line: 54, type: !32)
!225 = !DILocation(line: 54, column: 8, scope: !216)
!226 = !DILocation(line: 55, column: 3, scope: !216)
!227 = !DILocation(line: 55, column: 11, scope: !216)
!228 = !DILocation(line: 55, column: 20, scope: !216)
!229 = !DILocation(line: 55, column: 17, scope: !216)
!230 = distinct !{!230, !226, !228, !73}
!231 = !DILocation(line: 56, column: 10, scope: !216)
!232 = !DILocation(line: 56, column: 3, scope: !216)
