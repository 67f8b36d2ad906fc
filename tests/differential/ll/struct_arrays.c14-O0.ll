; ModuleID = 'tests/differential/src/struct_arrays.c'
source_filename = "tests/differential/src/struct_arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Employee = type { [16 x i8], i32, double, %struct.Point }
%struct.Point = type { i32, i32 }
%struct.Rect = type { %struct.Point, %struct.Point }

@staff = internal global [5 x %struct.Employee] [%struct.Employee { [16 x i8] c"ada\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 36, double 5.200500e+03, %struct.Point { i32 1, i32 2 } }, %struct.Employee { [16 x i8] c"brian\00\00\00\00\00\00\00\00\00\00\00", i32 29, double 4.100000e+03, %struct.Point { i32 3, i32 1 } }, %struct.Employee { [16 x i8] c"carol\00\00\00\00\00\00\00\00\00\00\00", i32 44, double 6.100250e+03, %struct.Point zeroinitializer }, %struct.Employee { [16 x i8] c"dennis\00\00\00\00\00\00\00\00\00\00", i32 51, double 7.000000e+03, %struct.Point { i32 5, i32 5 } }, %struct.Employee { [16 x i8] c"edsger\00\00\00\00\00\00\00\00\00\00", i32 38, double 5.900750e+03, %struct.Point { i32 2, i32 7 } }], align 16
@.str = private unnamed_addr constant [22 x i8] c"bbox (%d,%d)-(%d,%d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"oldest %s %d %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"total %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"grace\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%s/%d \00", align 1
@.str.5 = private unnamed_addr constant [35 x i8] c"\0Aoffsets %zu %zu %zu %zu size %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [5 x %struct.Point], align 16
  %4 = alloca i32, align 4
  %5 = alloca %struct.Rect, align 4
  %6 = alloca %struct.Employee, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca [5 x %struct.Employee], align 16
  %10 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 5, i32* %2, align 4
  store i32 0, i32* %4, align 4
  br label %11

11:                                               ; preds = %25, %0
  %12 = load i32, i32* %4, align 4
  %13 = load i32, i32* %2, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %28

15:                                               ; preds = %11
  %16 = load i32, i32* %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x %struct.Point], [5 x %struct.Point]* %3, i64 0, i64 %17
  %19 = load i32, i32* %4, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 %20
  %22 = getelementptr inbounds %struct.Employee, %struct.Employee* %21, i32 0, i32 3
  %23 = bitcast %struct.Point* %18 to i8*
  %24 = bitcast %struct.Point* %22 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %23, i8* align 8 %24, i64 8, i1 false)
  br label %25

25:                                               ; preds = %15
  %26 = load i32, i32* %4, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %4, align 4
  br label %11, !llvm.loop !6

28:                                               ; preds = %11
  %29 = getelementptr inbounds [5 x %struct.Point], [5 x %struct.Point]* %3, i64 0, i64 0
  %30 = load i32, i32* %2, align 4
  %31 = call { i64, i64 } @bbox(%struct.Point* noundef %29, i32 noundef %30)
  %32 = bitcast %struct.Rect* %5 to { i64, i64 }*
  %33 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %32, i32 0, i32 0
  %34 = extractvalue { i64, i64 } %31, 0
  store i64 %34, i64* %33, align 4
  %35 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %32, i32 0, i32 1
  %36 = extractvalue { i64, i64 } %31, 1
  store i64 %36, i64* %35, align 4
  %37 = getelementptr inbounds %struct.Rect, %struct.Rect* %5, i32 0, i32 0
  %38 = getelementptr inbounds %struct.Point, %struct.Point* %37, i32 0, i32 0
  %39 = load i32, i32* %38, align 4
  %40 = getelementptr inbounds %struct.Rect, %struct.Rect* %5, i32 0, i32 0
  %41 = getelementptr inbounds %struct.Point, %struct.Point* %40, i32 0, i32 1
  %42 = load i32, i32* %41, align 4
  %43 = getelementptr inbounds %struct.Rect, %struct.Rect* %5, i32 0, i32 1
  %44 = getelementptr inbounds %struct.Point, %struct.Point* %43, i32 0, i32 0
  %45 = load i32, i32* %44, align 4
  %46 = getelementptr inbounds %struct.Rect, %struct.Rect* %5, i32 0, i32 1
  %47 = getelementptr inbounds %struct.Point, %struct.Point* %46, i32 0, i32 1
  %48 = load i32, i32* %47, align 4
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), i32 noundef %39, i32 noundef %42, i32 noundef %45, i32 noundef %48)
  %50 = load i32, i32* %2, align 4
  call void @oldest(%struct.Employee* sret(%struct.Employee) align 8 %6, %struct.Employee* noundef getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 0), i32 noundef %50)
  %51 = getelementptr inbounds %struct.Employee, %struct.Employee* %6, i32 0, i32 0
  %52 = getelementptr inbounds [16 x i8], [16 x i8]* %51, i64 0, i64 0
  %53 = getelementptr inbounds %struct.Employee, %struct.Employee* %6, i32 0, i32 1
  %54 = load i32, i32* %53, align 8
  %55 = getelementptr inbounds %struct.Employee, %struct.Employee* %6, i32 0, i32 2
  %56 = load double, double* %55, align 8
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i8* noundef %52, i32 noundef %54, double noundef %56)
  %58 = load i32, i32* %2, align 4
  call void @raise_all(%struct.Employee* noundef getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 0), i32 noundef %58, double noundef 3.500000e+00)
  store double 0.000000e+00, double* %7, align 8
  store i32 0, i32* %8, align 4
  br label %59

59:                                               ; preds = %71, %28
  %60 = load i32, i32* %8, align 4
  %61 = load i32, i32* %2, align 4
  %62 = icmp slt i32 %60, %61
  br i1 %62, label %63, label %74

63:                                               ; preds = %59
  %64 = load i32, i32* %8, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* @staff, i64 0, i64 %65
  %67 = getelementptr inbounds %struct.Employee, %struct.Employee* %66, i32 0, i32 2
  %68 = load double, double* %67, align 8
  %69 = load double, double* %7, align 8
  %70 = fadd double %69, %68
  store double %70, double* %7, align 8
  br label %71

71:                                               ; preds = %63
  %72 = load i32, i32* %8, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, i32* %8, align 4
  br label %59, !llvm.loop !8

74:                                               ; preds = %59
  %75 = load double, double* %7, align 8
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), double noundef %75)
  %77 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %9, i64 0, i64 0
  %78 = bitcast %struct.Employee* %77 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %78, i8* align 16 getelementptr inbounds ([5 x %struct.Employee], [5 x %struct.Employee]* @staff, i32 0, i32 0, i32 0, i32 0), i64 200, i1 false)
  %79 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %9, i64 0, i64 2
  %80 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %9, i64 0, i64 4
  %81 = bitcast %struct.Employee* %79 to i8*
  %82 = bitcast %struct.Employee* %80 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %81, i8* align 16 %82, i64 40, i1 false)
  %83 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %9, i64 0, i64 2
  %84 = getelementptr inbounds %struct.Employee, %struct.Employee* %83, i32 0, i32 0
  %85 = getelementptr inbounds [16 x i8], [16 x i8]* %84, i64 0, i64 0
  %86 = call i8* @strcpy(i8* noundef %85, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0)) #4
  store i32 0, i32* %10, align 4
  br label %87

87:                                               ; preds = %103, %74
  %88 = load i32, i32* %10, align 4
  %89 = load i32, i32* %2, align 4
  %90 = icmp slt i32 %88, %89
  br i1 %90, label %91, label %106

91:                                               ; preds = %87
  %92 = load i32, i32* %10, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %9, i64 0, i64 %93
  %95 = getelementptr inbounds %struct.Employee, %struct.Employee* %94, i32 0, i32 0
  %96 = getelementptr inbounds [16 x i8], [16 x i8]* %95, i64 0, i64 0
  %97 = load i32, i32* %10, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [5 x %struct.Employee], [5 x %struct.Employee]* %9, i64 0, i64 %98
  %100 = getelementptr inbounds %struct.Employee, %struct.Employee* %99, i32 0, i32 1
  %101 = load i32, i32* %100, align 8
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* noundef %96, i32 noundef %101)
  br label %103

103:                                              ; preds = %91
  %104 = load i32, i32* %10, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, i32* %10, align 4
  br label %87, !llvm.loop !9

106:                                              ; preds = %87
  %107 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.5, i64 0, i64 0), i64 noundef 16, i64 noundef 24, i64 noundef 32, i64 noundef 36, i64 noundef 40)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @bbox(%struct.Point* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Rect, align 4
  %4 = alloca %struct.Point*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.Point* %0, %struct.Point** %4, align 8
  store i32 %1, i32* %5, align 4
  %7 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 0
  %8 = load %struct.Point*, %struct.Point** %4, align 8
  %9 = getelementptr inbounds %struct.Point, %struct.Point* %8, i64 0
  %10 = bitcast %struct.Point* %7 to i8*
  %11 = bitcast %struct.Point* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %10, i8* align 4 %11, i64 8, i1 false)
  %12 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1
  %13 = load %struct.Point*, %struct.Point** %4, align 8
  %14 = getelementptr inbounds %struct.Point, %struct.Point* %13, i64 0
  %15 = bitcast %struct.Point* %12 to i8*
  %16 = bitcast %struct.Point* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %15, i8* align 4 %16, i64 8, i1 false)
  store i32 1, i32* %6, align 4
  br label %17

17:                                               ; preds = %102, %2
  %18 = load i32, i32* %6, align 4
  %19 = load i32, i32* %5, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %105

21:                                               ; preds = %17
  %22 = load %struct.Point*, %struct.Point** %4, align 8
  %23 = load i32, i32* %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.Point, %struct.Point* %22, i64 %24
  %26 = getelementptr inbounds %struct.Point, %struct.Point* %25, i32 0, i32 0
  %27 = load i32, i32* %26, align 4
  %28 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 0
  %29 = getelementptr inbounds %struct.Point, %struct.Point* %28, i32 0, i32 0
  %30 = load i32, i32* %29, align 4
  %31 = icmp slt i32 %27, %30
  br i1 %31, label %32, label %41

32:                                               ; preds = %21
  %33 = load %struct.Point*, %struct.Point** %4, align 8
  %34 = load i32, i32* %6, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds %struct.Point, %struct.Point* %33, i64 %35
  %37 = getelementptr inbounds %struct.Point, %struct.Point* %36, i32 0, i32 0
  %38 = load i32, i32* %37, align 4
  %39 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 0
  %40 = getelementptr inbounds %struct.Point, %struct.Point* %39, i32 0, i32 0
  store i32 %38, i32* %40, align 4
  br label %41

41:                                               ; preds = %32, %21
  %42 = load %struct.Point*, %struct.Point** %4, align 8
  %43 = load i32, i32* %6, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.Point, %struct.Point* %42, i64 %44
  %46 = getelementptr inbounds %struct.Point, %struct.Point* %45, i32 0, i32 1
  %47 = load i32, i32* %46, align 4
  %48 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 0
  %49 = getelementptr inbounds %struct.Point, %struct.Point* %48, i32 0, i32 1
  %50 = load i32, i32* %49, align 4
  %51 = icmp slt i32 %47, %50
  br i1 %51, label %52, label %61

52:                                               ; preds = %41
  %53 = load %struct.Point*, %struct.Point** %4, align 8
  %54 = load i32, i32* %6, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds %struct.Point, %struct.Point* %53, i64 %55
  %57 = getelementptr inbounds %struct.Point, %struct.Point* %56, i32 0, i32 1
  %58 = load i32, i32* %57, align 4
  %59 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 0
  %60 = getelementptr inbounds %struct.Point, %struct.Point* %59, i32 0, i32 1
  store i32 %58, i32* %60, align 4
  br label %61

61:                                               ; preds = %52, %41
  %62 = load %struct.Point*, %struct.Point** %4, align 8
  %63 = load i32, i32* %6, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds %struct.Point, %struct.Point* %62, i64 %64
  %66 = getelementptr inbounds %struct.Point, %struct.Point* %65, i32 0, i32 0
  %67 = load i32, i32* %66, align 4
  %68 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1
  %69 = getelementptr inbounds %struct.Point, %struct.Point* %68, i32 0, i32 0
  %70 = load i32, i32* %69, align 4
  %71 = icmp sgt i32 %67, %70
  br i1 %71, label %72, label %81

72:                                               ; preds = %61
  %73 = load %struct.Point*, %struct.Point** %4, align 8
  %74 = load i32, i32* %6, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds %struct.Point, %struct.Point* %73, i64 %75
  %77 = getelementptr inbounds %struct.Point, %struct.Point* %76, i32 0, i32 0
  %78 = load i32, i32* %77, align 4
  %79 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1
  %80 = getelementptr inbounds %struct.Point, %struct.Point* %79, i32 0, i32 0
  store i32 %78, i32* %80, align 4
  br label %81

81:                                               ; preds = %72, %61
  %82 = load %struct.Point*, %struct.Point** %4, align 8
  %83 = load i32, i32* %6, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds %struct.Point, %struct.Point* %82, i64 %84
  %86 = getelementptr inbounds %struct.Point, %struct.Point* %85, i32 0, i32 1
  %87 = load i32, i32* %86, align 4
  %88 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1
  %89 = getelementptr inbounds %struct.Point, %struct.Point* %88, i32 0, i32 1
  %90 = load i32, i32* %89, align 4
  %91 = icmp sgt i32 %87, %90
  br i1 %91, label %92, label %101

92:                                               ; preds = %81
  %93 = load %struct.Point*, %struct.Point** %4, align 8
  %94 = load i32, i32* %6, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds %struct.Point, %struct.Point* %93, i64 %95
  %97 = getelementptr inbounds %struct.Point, %struct.Point* %96, i32 0, i32 1
  %98 = load i32, i32* %97, align 4
  %99 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1
  %100 = getelementptr inbounds %struct.Point, %struct.Point* %99, i32 0, i32 1
  store i32 %98, i32* %100, align 4
  br label %101

101:                                              ; preds = %92, %81
  br label %102

102:                                              ; preds = %101
  %103 = load i32, i32* %6, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, i32* %6, align 4
  br label %17, !llvm.loop !10

105:                                              ; preds = %17
  %106 = bitcast %struct.Rect* %3 to { i64, i64 }*
  %107 = load { i64, i64 }, { i64, i64 }* %106, align 4
  ret { i64, i64 } %107
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @oldest(%struct.Employee* noalias sret(%struct.Employee) align 8 %0, %struct.Employee* noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.Employee*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.Employee* %1, %struct.Employee** %4, align 8
  store i32 %2, i32* %5, align 4
  %7 = load %struct.Employee*, %struct.Employee** %4, align 8
  %8 = getelementptr inbounds %struct.Employee, %struct.Employee* %7, i64 0
  %9 = bitcast %struct.Employee* %0 to i8*
  %10 = bitcast %struct.Employee* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %9, i8* align 8 %10, i64 40, i1 false)
  store i32 1, i32* %6, align 4
  br label %11

11:                                               ; preds = %33, %3
  %12 = load i32, i32* %6, align 4
  %13 = load i32, i32* %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %36

15:                                               ; preds = %11
  %16 = load %struct.Employee*, %struct.Employee** %4, align 8
  %17 = load i32, i32* %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.Employee, %struct.Employee* %16, i64 %18
  %20 = getelementptr inbounds %struct.Employee, %struct.Employee* %19, i32 0, i32 1
  %21 = load i32, i32* %20, align 8
  %22 = getelementptr inbounds %struct.Employee, %struct.Employee* %0, i32 0, i32 1
  %23 = load i32, i32* %22, align 8
  %24 = icmp sgt i32 %21, %23
  br i1 %24, label %25, label %32

25:                                               ; preds = %15
  %26 = load %struct.Employee*, %struct.Employee** %4, align 8
  %27 = load i32, i32* %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds %struct.Employee, %struct.Employee* %26, i64 %28
  %30 = bitcast %struct.Employee* %0 to i8*
  %31 = bitcast %struct.Employee* %29 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %30, i8* align 8 %31, i64 40, i1 false)
  br label %32

32:                                               ; preds = %25, %15
  br label %33

33:                                               ; preds = %32
  %34 = load i32, i32* %6, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %6, align 4
  br label %11, !llvm.loop !11

36:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @raise_all(%struct.Employee* noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca %struct.Employee*, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store %struct.Employee* %0, %struct.Employee** %4, align 8
  store i32 %1, i32* %5, align 4
  store double %2, double* %6, align 8
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %23, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %26

12:                                               ; preds = %8
  %13 = load double, double* %6, align 8
  %14 = fdiv double %13, 1.000000e+02
  %15 = fadd double 1.000000e+00, %14
  %16 = load %struct.Employee*, %struct.Employee** %4, align 8
  %17 = load i32, i32* %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.Employee, %struct.Employee* %16, i64 %18
  %20 = getelementptr inbounds %struct.Employee, %struct.Employee* %19, i32 0, i32 2
  %21 = load double, double* %20, align 8
  %22 = fmul double %21, %15
  store double %22, double* %20, align 8
  br label %23

23:                                               ; preds = %12
  %24 = load i32, i32* %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %7, align 4
  br label %8, !llvm.loop !12

26:                                               ; preds = %8
  ret void
}

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!12 = distinct !{!12, !7}
