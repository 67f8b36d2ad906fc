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
  store i32 0, i32* %1, align 4
  store i32 8, i32* %2, align 4
  %16 = bitcast [8 x double]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %16, i8* align 16 bitcast ([8 x double]* @__const.main.x to i8*), i64 64, i1 false)
  store double 0x400921FB54442D18, double* %4, align 8
  store i32 0, i32* %5, align 4
  br label %17

17:                                               ; preds = %105, %0
  %18 = load i32, i32* %5, align 4
  %19 = icmp slt i32 %18, 8
  br i1 %19, label %20, label %108

20:                                               ; preds = %17
  %21 = bitcast %struct.cd* %6 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %21, i8 0, i64 16, i1 false)
  store i32 0, i32* %7, align 4
  br label %22

22:                                               ; preds = %79, %20
  %23 = load i32, i32* %7, align 4
  %24 = icmp slt i32 %23, 8
  br i1 %24, label %25, label %82

25:                                               ; preds = %22
  %26 = getelementptr inbounds %struct.cd, %struct.cd* %10, i32 0, i32 0
  %27 = load i32, i32* %7, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [8 x double], [8 x double]* %3, i64 0, i64 %28
  %30 = load double, double* %29, align 8
  store double %30, double* %26, align 8
  %31 = getelementptr inbounds %struct.cd, %struct.cd* %10, i32 0, i32 1
  store double 0.000000e+00, double* %31, align 8
  %32 = load i32, i32* %5, align 4
  %33 = sitofp i32 %32 to double
  %34 = fmul double 0xC01921FB54442D18, %33
  %35 = load i32, i32* %7, align 4
  %36 = sitofp i32 %35 to double
  %37 = fmul double %34, %36
  %38 = fdiv double %37, 8.000000e+00
  %39 = call { double, double } @cexpi(double noundef %38)
  %40 = bitcast %struct.cd* %11 to { double, double }*
  %41 = getelementptr inbounds { double, double }, { double, double }* %40, i32 0, i32 0
  %42 = extractvalue { double, double } %39, 0
  store double %42, double* %41, align 8
  %43 = getelementptr inbounds { double, double }, { double, double }* %40, i32 0, i32 1
  %44 = extractvalue { double, double } %39, 1
  store double %44, double* %43, align 8
  %45 = bitcast %struct.cd* %10 to { double, double }*
  %46 = getelementptr inbounds { double, double }, { double, double }* %45, i32 0, i32 0
  %47 = load double, double* %46, align 8
  %48 = getelementptr inbounds { double, double }, { double, double }* %45, i32 0, i32 1
  %49 = load double, double* %48, align 8
  %50 = bitcast %struct.cd* %11 to { double, double }*
  %51 = getelementptr inbounds { double, double }, { double, double }* %50, i32 0, i32 0
  %52 = load double, double* %51, align 8
  %53 = getelementptr inbounds { double, double }, { double, double }* %50, i32 0, i32 1
  %54 = load double, double* %53, align 8
  %55 = call { double, double } @cmul(double %47, double %49, double %52, double %54)
  %56 = bitcast %struct.cd* %9 to { double, double }*
  %57 = getelementptr inbounds { double, double }, { double, double }* %56, i32 0, i32 0
  %58 = extractvalue { double, double } %55, 0
  store double %58, double* %57, align 8
  %59 = getelementptr inbounds { double, double }, { double, double }* %56, i32 0, i32 1
  %60 = extractvalue { double, double } %55, 1
  store double %60, double* %59, align 8
  %61 = bitcast %struct.cd* %6 to { double, double }*
  %62 = getelementptr inbounds { double, double }, { double, double }* %61, i32 0, i32 0
  %63 = load double, double* %62, align 8
  %64 = getelementptr inbounds { double, double }, { double, double }* %61, i32 0, i32 1
  %65 = load double, double* %64, align 8
  %66 = bitcast %struct.cd* %9 to { double, double }*
  %67 = getelementptr inbounds { double, double }, { double, double }* %66, i32 0, i32 0
  %68 = load double, double* %67, align 8
  %69 = getelementptr inbounds { double, double }, { double, double }* %66, i32 0, i32 1
  %70 = load double, double* %69, align 8
  %71 = call { double, double } @cadd(double %63, double %65, double %68, double %70)
  %72 = bitcast %struct.cd* %8 to { double, double }*
  %73 = getelementptr inbounds { double, double }, { double, double }* %72, i32 0, i32 0
  %74 = extractvalue { double, double } %71, 0
  store double %74, double* %73, align 8
  %75 = getelementptr inbounds { double, double }, { double, double }* %72, i32 0, i32 1
  %76 = extractvalue { double, double } %71, 1
  store double %76, double* %75, align 8
  %77 = bitcast %struct.cd* %6 to i8*
  %78 = bitcast %struct.cd* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %77, i8* align 8 %78, i64 16, i1 false)
  br label %79

79:                                               ; preds = %25
  %80 = load i32, i32* %7, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, i32* %7, align 4
  br label %22, !llvm.loop !6

82:                                               ; preds = %22
  %83 = load i32, i32* %5, align 4
  %84 = getelementptr inbounds %struct.cd, %struct.cd* %6, i32 0, i32 0
  %85 = load double, double* %84, align 8
  %86 = call double @llvm.fabs.f64(double %85)
  %87 = fcmp olt double %86, 1.000000e-09
  br i1 %87, label %88, label %89

88:                                               ; preds = %82
  br label %92

89:                                               ; preds = %82
  %90 = getelementptr inbounds %struct.cd, %struct.cd* %6, i32 0, i32 0
  %91 = load double, double* %90, align 8
  br label %92

92:                                               ; preds = %89, %88
  %93 = phi double [ 0.000000e+00, %88 ], [ %91, %89 ]
  %94 = getelementptr inbounds %struct.cd, %struct.cd* %6, i32 0, i32 1
  %95 = load double, double* %94, align 8
  %96 = call double @llvm.fabs.f64(double %95)
  %97 = fcmp olt double %96, 1.000000e-09
  br i1 %97, label %98, label %99

98:                                               ; preds = %92
  br label %102

99:                                               ; preds = %92
  %100 = getelementptr inbounds %struct.cd, %struct.cd* %6, i32 0, i32 1
  %101 = load double, double* %100, align 8
  br label %102

102:                                              ; preds = %99, %98
  %103 = phi double [ 0.000000e+00, %98 ], [ %101, %99 ]
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %83, double noundef %93, double noundef %103)
  br label %105

105:                                              ; preds = %102
  %106 = load i32, i32* %5, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, i32* %5, align 4
  br label %17, !llvm.loop !8

108:                                              ; preds = %17
  store i32 0, i32* %12, align 4
  br label %109

109:                                              ; preds = %150, %108
  %110 = load i32, i32* %12, align 4
  %111 = icmp slt i32 %110, 12
  br i1 %111, label %112, label %153

112:                                              ; preds = %109
  store i32 0, i32* %13, align 4
  br label %113

113:                                              ; preds = %145, %112
  %114 = load i32, i32* %13, align 4
  %115 = icmp slt i32 %114, 40
  br i1 %115, label %116, label %148

116:                                              ; preds = %113
  %117 = getelementptr inbounds %struct.cf, %struct.cf* %14, i32 0, i32 0
  %118 = load i32, i32* %13, align 4
  %119 = sitofp i32 %118 to float
  %120 = call float @llvm.fmuladd.f32(float %119, float 0x3FB0A3D700000000, float -2.000000e+00)
  store float %120, float* %117, align 4
  %121 = getelementptr inbounds %struct.cf, %struct.cf* %14, i32 0, i32 1
  %122 = load i32, i32* %12, align 4
  %123 = sitofp i32 %122 to float
  %124 = call float @llvm.fmuladd.f32(float %123, float 0x3FC99999A0000000, float 0xBFF3333340000000)
  store float %124, float* %121, align 4
  %125 = bitcast %struct.cf* %14 to <2 x float>*
  %126 = load <2 x float>, <2 x float>* %125, align 4
  %127 = call i32 @mandel(<2 x float> %126, i32 noundef 50)
  store i32 %127, i32* %15, align 4
  %128 = load i32, i32* %15, align 4
  %129 = icmp eq i32 %128, 50
  br i1 %129, label %130, label %131

130:                                              ; preds = %116
  br label %142

131:                                              ; preds = %116
  %132 = load i32, i32* %15, align 4
  %133 = icmp sgt i32 %132, 10
  br i1 %133, label %134, label %135

134:                                              ; preds = %131
  br label %140

135:                                              ; preds = %131
  %136 = load i32, i32* %15, align 4
  %137 = icmp sgt i32 %136, 4
  %138 = zext i1 %137 to i64
  %139 = select i1 %137, i32 46, i32 32
  br label %140

140:                                              ; preds = %135, %134
  %141 = phi i32 [ 43, %134 ], [ %139, %135 ]
  br label %142

142:                                              ; preds = %140, %130
  %143 = phi i32 [ 35, %130 ], [ %141, %140 ]
  %144 = call i32 @putchar(i32 noundef %143)
  br label %145

145:                                              ; preds = %142
  %146 = load i32, i32* %13, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, i32* %13, align 4
  br label %113, !llvm.loop !9

148:                                              ; preds = %113
  %149 = call i32 @putchar(i32 noundef 10)
  br label %150

150:                                              ; preds = %148
  %151 = load i32, i32* %12, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, i32* %12, align 4
  br label %109, !llvm.loop !10

153:                                              ; preds = %109
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @cadd(double %0, double %1, double %2, double %3) #3 {
  %5 = alloca %struct.cd, align 8
  %6 = alloca %struct.cd, align 8
  %7 = alloca %struct.cd, align 8
  %8 = bitcast %struct.cd* %6 to { double, double }*
  %9 = getelementptr inbounds { double, double }, { double, double }* %8, i32 0, i32 0
  store double %0, double* %9, align 8
  %10 = getelementptr inbounds { double, double }, { double, double }* %8, i32 0, i32 1
  store double %1, double* %10, align 8
  %11 = bitcast %struct.cd* %7 to { double, double }*
  %12 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 0
  store double %2, double* %12, align 8
  %13 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 1
  store double %3, double* %13, align 8
  %14 = getelementptr inbounds %struct.cd, %struct.cd* %5, i32 0, i32 0
  %15 = getelementptr inbounds %struct.cd, %struct.cd* %6, i32 0, i32 0
  %16 = load double, double* %15, align 8
  %17 = getelementptr inbounds %struct.cd, %struct.cd* %7, i32 0, i32 0
  %18 = load double, double* %17, align 8
  %19 = fadd double %16, %18
  store double %19, double* %14, align 8
  %20 = getelementptr inbounds %struct.cd, %struct.cd* %5, i32 0, i32 1
  %21 = getelementptr inbounds %struct.cd, %struct.cd* %6, i32 0, i32 1
  %22 = load double, double* %21, align 8
  %23 = getelementptr inbounds %struct.cd, %struct.cd* %7, i32 0, i32 1
  %24 = load double, double* %23, align 8
  %25 = fadd double %22, %24
  store double %25, double* %20, align 8
  %26 = bitcast %struct.cd* %5 to { double, double }*
  %27 = load { double, double }, { double, double }* %26, align 8
  ret { double, double } %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @cmul(double %0, double %1, double %2, double %3) #3 {
  %5 = alloca %struct.cd, align 8
  %6 = alloca %struct.cd, align 8
  %7 = alloca %struct.cd, align 8
  %8 = bitcast %struct.cd* %6 to { double, double }*
  %9 = getelementptr inbounds { double, double }, { double, double }* %8, i32 0, i32 0
  store double %0, double* %9, align 8
  %10 = getelementptr inbounds { double, double }, { double, double }* %8, i32 0, i32 1
  store double %1, double* %10, align 8
  %11 = bitcast %struct.cd* %7 to { double, double }*
  %12 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 0
  store double %2, double* %12, align 8
  %13 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 1
  store double %3, double* %13, align 8
  %14 = getelementptr inbounds %struct.cd, %struct.cd* %5, i32 0, i32 0
  %15 = getelementptr inbounds %struct.cd, %struct.cd* %6, i32 0, i32 0
  %16 = load double, double* %15, align 8
  %17 = getelementptr inbounds %struct.cd, %struct.cd* %7, i32 0, i32 0
  %18 = load double, double* %17, align 8
  %19 = getelementptr inbounds %struct.cd, %struct.cd* %6, i32 0, i32 1
  %20 = load double, double* %19, align 8
  %21 = getelementptr inbounds %struct.cd, %struct.cd* %7, i32 0, i32 1
  %22 = load double, double* %21, align 8
  %23 = fmul double %20, %22
  %24 = fneg double %23
  %25 = call double @llvm.fmuladd.f64(double %16, double %18, double %24)
  store double %25, double* %14, align 8
  %26 = getelementptr inbounds %struct.cd, %struct.cd* %5, i32 0, i32 1
  %27 = getelementptr inbounds %struct.cd, %struct.cd* %6, i32 0, i32 0
  %28 = load double, double* %27, align 8
  %29 = getelementptr inbounds %struct.cd, %struct.cd* %7, i32 0, i32 1
  %30 = load double, double* %29, align 8
  %31 = getelementptr inbounds %struct.cd, %struct.cd* %6, i32 0, i32 1
  %32 = load double, double* %31, align 8
  %33 = getelementptr inbounds %struct.cd, %struct.cd* %7, i32 0, i32 0
  %34 = load double, double* %33, align 8
  %35 = fmul double %32, %34
  %36 = call double @llvm.fmuladd.f64(double %28, double %30, double %35)
  store double %36, double* %26, align 8
  %37 = bitcast %struct.cd* %5 to { double, double }*
  %38 = load { double, double }, { double, double }* %37, align 8
  ret { double, double } %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @cexpi(double noundef %0) #3 {
  %2 = alloca %struct.cd, align 8
  %3 = alloca double, align 8
  store double %0, double* %3, align 8
  %4 = getelementptr inbounds %struct.cd, %struct.cd* %2, i32 0, i32 0
  %5 = load double, double* %3, align 8
  %6 = call double @cos(double noundef %5) #7
  store double %6, double* %4, align 8
  %7 = getelementptr inbounds %struct.cd, %struct.cd* %2, i32 0, i32 1
  %8 = load double, double* %3, align 8
  %9 = call double @sin(double noundef %8) #7
  store double %9, double* %7, align 8
  %10 = bitcast %struct.cd* %2 to { double, double }*
  %11 = load { double, double }, { double, double }* %10, align 8
  ret { double, double } %11
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mandel(<2 x float> %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.cf, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.cf, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.cf, align 4
  %9 = bitcast %struct.cf* %4 to <2 x float>*
  store <2 x float> %0, <2 x float>* %9, align 4
  store i32 %1, i32* %5, align 4
  %10 = bitcast %struct.cf* %6 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %10, i8 0, i64 8, i1 false)
  store i32 0, i32* %7, align 4
  br label %11

11:                                               ; preds = %41, %2
  %12 = load i32, i32* %7, align 4
  %13 = load i32, i32* %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %44

15:                                               ; preds = %11
  %16 = bitcast %struct.cf* %6 to <2 x float>*
  %17 = load <2 x float>, <2 x float>* %16, align 4
  %18 = bitcast %struct.cf* %6 to <2 x float>*
  %19 = load <2 x float>, <2 x float>* %18, align 4
  %20 = call <2 x float> @cfmul(<2 x float> %17, <2 x float> %19)
  %21 = bitcast %struct.cf* %8 to <2 x float>*
  store <2 x float> %20, <2 x float>* %21, align 4
  %22 = bitcast %struct.cf* %6 to i8*
  %23 = bitcast %struct.cf* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %22, i8* align 4 %23, i64 8, i1 false)
  %24 = getelementptr inbounds %struct.cf, %struct.cf* %4, i32 0, i32 0
  %25 = load float, float* %24, align 4
  %26 = getelementptr inbounds %struct.cf, %struct.cf* %6, i32 0, i32 0
  %27 = load float, float* %26, align 4
  %28 = fadd float %27, %25
  store float %28, float* %26, align 4
  %29 = getelementptr inbounds %struct.cf, %struct.cf* %4, i32 0, i32 1
  %30 = load float, float* %29, align 4
  %31 = getelementptr inbounds %struct.cf, %struct.cf* %6, i32 0, i32 1
  %32 = load float, float* %31, align 4
  %33 = fadd float %32, %30
  store float %33, float* %31, align 4
  %34 = bitcast %struct.cf* %6 to <2 x float>*
  %35 = load <2 x float>, <2 x float>* %34, align 4
  %36 = call float @cfabs2(<2 x float> %35)
  %37 = fcmp ogt float %36, 4.000000e+00
  br i1 %37, label %38, label %40

38:                                               ; preds = %15
  %39 = load i32, i32* %7, align 4
  store i32 %39, i32* %3, align 4
  br label %46

40:                                               ; preds = %15
  br label %41

41:                                               ; preds = %40
  %42 = load i32, i32* %7, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %7, align 4
  br label %11, !llvm.loop !11

44:                                               ; preds = %11
  %45 = load i32, i32* %5, align 4
  store i32 %45, i32* %3, align 4
  br label %46

46:                                               ; preds = %44, %38
  %47 = load i32, i32* %3, align 4
  ret i32 %47
}

declare i32 @putchar(i32 noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
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
  %6 = bitcast %struct.cf* %4 to <2 x float>*
  store <2 x float> %0, <2 x float>* %6, align 4
  %7 = bitcast %struct.cf* %5 to <2 x float>*
  store <2 x float> %1, <2 x float>* %7, align 4
  %8 = getelementptr inbounds %struct.cf, %struct.cf* %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.cf, %struct.cf* %4, i32 0, i32 0
  %10 = load float, float* %9, align 4
  %11 = getelementptr inbounds %struct.cf, %struct.cf* %5, i32 0, i32 0
  %12 = load float, float* %11, align 4
  %13 = getelementptr inbounds %struct.cf, %struct.cf* %4, i32 0, i32 1
  %14 = load float, float* %13, align 4
  %15 = getelementptr inbounds %struct.cf, %struct.cf* %5, i32 0, i32 1
  %16 = load float, float* %15, align 4
  %17 = fmul float %14, %16
  %18 = fneg float %17
  %19 = call float @llvm.fmuladd.f32(float %10, float %12, float %18)
  store float %19, float* %8, align 4
  %20 = getelementptr inbounds %struct.cf, %struct.cf* %3, i32 0, i32 1
  %21 = getelementptr inbounds %struct.cf, %struct.cf* %4, i32 0, i32 0
  %22 = load float, float* %21, align 4
  %23 = getelementptr inbounds %struct.cf, %struct.cf* %5, i32 0, i32 1
  %24 = load float, float* %23, align 4
  %25 = getelementptr inbounds %struct.cf, %struct.cf* %4, i32 0, i32 1
  %26 = load float, float* %25, align 4
  %27 = getelementptr inbounds %struct.cf, %struct.cf* %5, i32 0, i32 0
  %28 = load float, float* %27, align 4
  %29 = fmul float %26, %28
  %30 = call float @llvm.fmuladd.f32(float %22, float %24, float %29)
  store float %30, float* %20, align 4
  %31 = bitcast %struct.cf* %3 to <2 x float>*
  %32 = load <2 x float>, <2 x float>* %31, align 4
  ret <2 x float> %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @cfabs2(<2 x float> %0) #0 {
  %2 = alloca %struct.cf, align 4
  %3 = bitcast %struct.cf* %2 to <2 x float>*
  store <2 x float> %0, <2 x float>* %3, align 4
  %4 = getelementptr inbounds %struct.cf, %struct.cf* %2, i32 0, i32 0
  %5 = load float, float* %4, align 4
  %6 = getelementptr inbounds %struct.cf, %struct.cf* %2, i32 0, i32 0
  %7 = load float, float* %6, align 4
  %8 = getelementptr inbounds %struct.cf, %struct.cf* %2, i32 0, i32 1
  %9 = load float, float* %8, align 4
  %10 = getelementptr inbounds %struct.cf, %struct.cf* %2, i32 0, i32 1
  %11 = load float, float* %10, align 4
  %12 = fmul float %9, %11
  %13 = call float @llvm.fmuladd.f32(float %5, float %7, float %12)
  ret float %13
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
