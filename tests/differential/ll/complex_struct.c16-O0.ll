; ModuleID = 'tests/differential/src/complex_struct.c'
source_filename = "tests/differential/src/complex_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cd = type { double, double }
%struct.cf = type { float, float }

@__const.main.x = private unnamed_addr constant [8 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00, double 0.000000e+00, double -1.000000e+00, double -2.000000e+00, double -3.000000e+00], align 16
@.str = private unnamed_addr constant [21 x i8] c"X[%d] = %.6f %+.6fi\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [8 x double], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.cd, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.cd, align 8
  %9 = alloca %struct.cd, align 8
  %10 = alloca %struct.cd, align 8
  %11 = alloca %struct.cd, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.cf, align 4
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 8, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.x, i64 64, i1 false)
  store double 0x400921FB54442D18, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %16

16:                                               ; preds = %94, %0
  %17 = load i32, ptr %5, align 4
  %18 = icmp slt i32 %17, 8
  br i1 %18, label %19, label %97

19:                                               ; preds = %16
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 16, i1 false)
  store i32 0, ptr %7, align 4
  br label %20

20:                                               ; preds = %68, %19
  %21 = load i32, ptr %7, align 4
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %23, label %71

23:                                               ; preds = %20
  %24 = getelementptr inbounds %struct.cd, ptr %10, i32 0, i32 0
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %26
  %28 = load double, ptr %27, align 8
  store double %28, ptr %24, align 8
  %29 = getelementptr inbounds %struct.cd, ptr %10, i32 0, i32 1
  store double 0.000000e+00, ptr %29, align 8
  %30 = load i32, ptr %5, align 4
  %31 = sitofp i32 %30 to double
  %32 = fmul double 0xC01921FB54442D18, %31
  %33 = load i32, ptr %7, align 4
  %34 = sitofp i32 %33 to double
  %35 = fmul double %32, %34
  %36 = fdiv double %35, 8.000000e+00
  %37 = call { double, double } @cexpi(double noundef %36)
  %38 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %39 = extractvalue { double, double } %37, 0
  store double %39, ptr %38, align 8
  %40 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %41 = extractvalue { double, double } %37, 1
  store double %41, ptr %40, align 8
  %42 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %43 = load double, ptr %42, align 8
  %44 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %45 = load double, ptr %44, align 8
  %46 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %47 = load double, ptr %46, align 8
  %48 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %49 = load double, ptr %48, align 8
  %50 = call { double, double } @cmul(double %43, double %45, double %47, double %49)
  %51 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %52 = extractvalue { double, double } %50, 0
  store double %52, ptr %51, align 8
  %53 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %54 = extractvalue { double, double } %50, 1
  store double %54, ptr %53, align 8
  %55 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %56 = load double, ptr %55, align 8
  %57 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %58 = load double, ptr %57, align 8
  %59 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %60 = load double, ptr %59, align 8
  %61 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %62 = load double, ptr %61, align 8
  %63 = call { double, double } @cadd(double %56, double %58, double %60, double %62)
  %64 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %65 = extractvalue { double, double } %63, 0
  store double %65, ptr %64, align 8
  %66 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %67 = extractvalue { double, double } %63, 1
  store double %67, ptr %66, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %8, i64 16, i1 false)
  br label %68

68:                                               ; preds = %23
  %69 = load i32, ptr %7, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %7, align 4
  br label %20, !llvm.loop !6

71:                                               ; preds = %20
  %72 = load i32, ptr %5, align 4
  %73 = getelementptr inbounds %struct.cd, ptr %6, i32 0, i32 0
  %74 = load double, ptr %73, align 8
  %75 = call double @llvm.fabs.f64(double %74)
  %76 = fcmp olt double %75, 1.000000e-09
  br i1 %76, label %77, label %78

77:                                               ; preds = %71
  br label %81

78:                                               ; preds = %71
  %79 = getelementptr inbounds %struct.cd, ptr %6, i32 0, i32 0
  %80 = load double, ptr %79, align 8
  br label %81

81:                                               ; preds = %78, %77
  %82 = phi double [ 0.000000e+00, %77 ], [ %80, %78 ]
  %83 = getelementptr inbounds %struct.cd, ptr %6, i32 0, i32 1
  %84 = load double, ptr %83, align 8
  %85 = call double @llvm.fabs.f64(double %84)
  %86 = fcmp olt double %85, 1.000000e-09
  br i1 %86, label %87, label %88

87:                                               ; preds = %81
  br label %91

88:                                               ; preds = %81
  %89 = getelementptr inbounds %struct.cd, ptr %6, i32 0, i32 1
  %90 = load double, ptr %89, align 8
  br label %91

91:                                               ; preds = %88, %87
  %92 = phi double [ 0.000000e+00, %87 ], [ %90, %88 ]
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %72, double noundef %82, double noundef %92)
  br label %94

94:                                               ; preds = %91
  %95 = load i32, ptr %5, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %5, align 4
  br label %16, !llvm.loop !8

97:                                               ; preds = %16
  store i32 0, ptr %12, align 4
  br label %98

98:                                               ; preds = %138, %97
  %99 = load i32, ptr %12, align 4
  %100 = icmp slt i32 %99, 12
  br i1 %100, label %101, label %141

101:                                              ; preds = %98
  store i32 0, ptr %13, align 4
  br label %102

102:                                              ; preds = %133, %101
  %103 = load i32, ptr %13, align 4
  %104 = icmp slt i32 %103, 40
  br i1 %104, label %105, label %136

105:                                              ; preds = %102
  %106 = getelementptr inbounds %struct.cf, ptr %14, i32 0, i32 0
  %107 = load i32, ptr %13, align 4
  %108 = sitofp i32 %107 to float
  %109 = call float @llvm.fmuladd.f32(float %108, float 0x3FB0A3D700000000, float -2.000000e+00)
  store float %109, ptr %106, align 4
  %110 = getelementptr inbounds %struct.cf, ptr %14, i32 0, i32 1
  %111 = load i32, ptr %12, align 4
  %112 = sitofp i32 %111 to float
  %113 = call float @llvm.fmuladd.f32(float %112, float 0x3FC99999A0000000, float 0xBFF3333340000000)
  store float %113, ptr %110, align 4
  %114 = load <2 x float>, ptr %14, align 4
  %115 = call i32 @mandel(<2 x float> %114, i32 noundef 50)
  store i32 %115, ptr %15, align 4
  %116 = load i32, ptr %15, align 4
  %117 = icmp eq i32 %116, 50
  br i1 %117, label %118, label %119

118:                                              ; preds = %105
  br label %130

119:                                              ; preds = %105
  %120 = load i32, ptr %15, align 4
  %121 = icmp sgt i32 %120, 10
  br i1 %121, label %122, label %123

122:                                              ; preds = %119
  br label %128

123:                                              ; preds = %119
  %124 = load i32, ptr %15, align 4
  %125 = icmp sgt i32 %124, 4
  %126 = zext i1 %125 to i64
  %127 = select i1 %125, i32 46, i32 32
  br label %128

128:                                              ; preds = %123, %122
  %129 = phi i32 [ 43, %122 ], [ %127, %123 ]
  br label %130

130:                                              ; preds = %128, %118
  %131 = phi i32 [ 35, %118 ], [ %129, %128 ]
  %132 = call i32 @putchar(i32 noundef %131)
  br label %133

133:                                              ; preds = %130
  %134 = load i32, ptr %13, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %13, align 4
  br label %102, !llvm.loop !9

136:                                              ; preds = %102
  %137 = call i32 @putchar(i32 noundef 10)
  br label %138

138:                                              ; preds = %136
  %139 = load i32, ptr %12, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %12, align 4
  br label %98, !llvm.loop !10

141:                                              ; preds = %98
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @cadd(double %0, double %1, double %2, double %3) #3 {
  %5 = alloca %struct.cd, align 8
  %6 = alloca %struct.cd, align 8
  %7 = alloca %struct.cd, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.cd, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.cd, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.cd, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = fadd double %14, %16
  store double %17, ptr %12, align 8
  %18 = getelementptr inbounds %struct.cd, ptr %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.cd, ptr %6, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.cd, ptr %7, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = fadd double %20, %22
  store double %23, ptr %18, align 8
  %24 = load { double, double }, ptr %5, align 8
  ret { double, double } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @cmul(double %0, double %1, double %2, double %3) #3 {
  %5 = alloca %struct.cd, align 8
  %6 = alloca %struct.cd, align 8
  %7 = alloca %struct.cd, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.cd, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.cd, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.cd, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %struct.cd, ptr %6, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.cd, ptr %7, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = fmul double %18, %20
  %22 = fneg double %21
  %23 = call double @llvm.fmuladd.f64(double %14, double %16, double %22)
  store double %23, ptr %12, align 8
  %24 = getelementptr inbounds %struct.cd, ptr %5, i32 0, i32 1
  %25 = getelementptr inbounds %struct.cd, ptr %6, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds %struct.cd, ptr %7, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds %struct.cd, ptr %6, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  %31 = getelementptr inbounds %struct.cd, ptr %7, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = fmul double %30, %32
  %34 = call double @llvm.fmuladd.f64(double %26, double %28, double %33)
  store double %34, ptr %24, align 8
  %35 = load { double, double }, ptr %5, align 8
  ret { double, double } %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @cexpi(double noundef %0) #3 {
  %2 = alloca %struct.cd, align 8
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.cd, ptr %2, i32 0, i32 0
  %5 = load double, ptr %3, align 8
  %6 = call double @cos(double noundef %5) #7
  store double %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.cd, ptr %2, i32 0, i32 1
  %8 = load double, ptr %3, align 8
  %9 = call double @sin(double noundef %8) #7
  store double %9, ptr %7, align 8
  %10 = load { double, double }, ptr %2, align 8
  ret { double, double } %10
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mandel(<2 x float> %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.cf, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.cf, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.cf, align 4
  store <2 x float> %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 8, i1 false)
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %33, %2
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %36

13:                                               ; preds = %9
  %14 = load <2 x float>, ptr %6, align 4
  %15 = load <2 x float>, ptr %6, align 4
  %16 = call <2 x float> @cfmul(<2 x float> %14, <2 x float> %15)
  store <2 x float> %16, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %8, i64 8, i1 false)
  %17 = getelementptr inbounds %struct.cf, ptr %4, i32 0, i32 0
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds %struct.cf, ptr %6, i32 0, i32 0
  %20 = load float, ptr %19, align 4
  %21 = fadd float %20, %18
  store float %21, ptr %19, align 4
  %22 = getelementptr inbounds %struct.cf, ptr %4, i32 0, i32 1
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds %struct.cf, ptr %6, i32 0, i32 1
  %25 = load float, ptr %24, align 4
  %26 = fadd float %25, %23
  store float %26, ptr %24, align 4
  %27 = load <2 x float>, ptr %6, align 4
  %28 = call float @cfabs2(<2 x float> %27)
  %29 = fcmp ogt float %28, 4.000000e+00
  br i1 %29, label %30, label %32

30:                                               ; preds = %13
  %31 = load i32, ptr %7, align 4
  store i32 %31, ptr %3, align 4
  br label %38

32:                                               ; preds = %13
  br label %33

33:                                               ; preds = %32
  %34 = load i32, ptr %7, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %7, align 4
  br label %9, !llvm.loop !11

36:                                               ; preds = %9
  %37 = load i32, ptr %5, align 4
  store i32 %37, ptr %3, align 4
  br label %38

38:                                               ; preds = %36, %30
  %39 = load i32, ptr %3, align 4
  ret i32 %39
}

declare i32 @putchar(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare double @cos(double noundef) #6

; Function Attrs: nounwind
declare double @sin(double noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @cfmul(<2 x float> %0, <2 x float> %1) #0 {
  %3 = alloca %struct.cf, align 4
  %4 = alloca %struct.cf, align 4
  %5 = alloca %struct.cf, align 4
  store <2 x float> %0, ptr %4, align 4
  store <2 x float> %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.cf, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.cf, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.cf, ptr %5, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds %struct.cf, ptr %4, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %struct.cf, ptr %5, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fmul float %12, %14
  %16 = fneg float %15
  %17 = call float @llvm.fmuladd.f32(float %8, float %10, float %16)
  store float %17, ptr %6, align 4
  %18 = getelementptr inbounds %struct.cf, ptr %3, i32 0, i32 1
  %19 = getelementptr inbounds %struct.cf, ptr %4, i32 0, i32 0
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds %struct.cf, ptr %5, i32 0, i32 1
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds %struct.cf, ptr %4, i32 0, i32 1
  %24 = load float, ptr %23, align 4
  %25 = getelementptr inbounds %struct.cf, ptr %5, i32 0, i32 0
  %26 = load float, ptr %25, align 4
  %27 = fmul float %24, %26
  %28 = call float @llvm.fmuladd.f32(float %20, float %22, float %27)
  store float %28, ptr %18, align 4
  %29 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @cfabs2(<2 x float> %0) #0 {
  %2 = alloca %struct.cf, align 4
  store <2 x float> %0, ptr %2, align 4
  %3 = getelementptr inbounds %struct.cf, ptr %2, i32 0, i32 0
  %4 = load float, ptr %3, align 4
  %5 = getelementptr inbounds %struct.cf, ptr %2, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds %struct.cf, ptr %2, i32 0, i32 1
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.cf, ptr %2, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = fmul float %8, %10
  %12 = call float @llvm.fmuladd.f32(float %4, float %6, float %11)
  ret float %12
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
