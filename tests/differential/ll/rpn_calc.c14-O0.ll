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
@__const.main.rpns = private unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i32 0, i32 0)], align 16
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x i8*], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca [5 x i8*], align 16
  %7 = alloca [128 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %10 = bitcast [8 x i8*]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %10, i8* align 16 bitcast ([8 x i8*]* @__const.main.rpns to i8*), i64 64, i1 false)
  store i32 0, i32* %3, align 4
  br label %11

11:                                               ; preds = %27, %0
  %12 = load i32, i32* %3, align 4
  %13 = icmp slt i32 %12, 8
  br i1 %13, label %14, label %30

14:                                               ; preds = %11
  %15 = load i32, i32* %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x i8*], [8 x i8*]* %2, i64 0, i64 %16
  %18 = load i8*, i8** %17, align 8
  %19 = call double @rpn(i8* noundef %18, i32* noundef %4)
  store double %19, double* %5, align 8
  %20 = load i32, i32* %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [8 x i8*], [8 x i8*]* %2, i64 0, i64 %21
  %23 = load i8*, i8** %22, align 8
  %24 = load double, double* %5, align 8
  %25 = load i32, i32* %4, align 4
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i8* noundef %23, double noundef %24, i32 noundef %25)
  br label %27

27:                                               ; preds = %14
  %28 = load i32, i32* %3, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %3, align 4
  br label %11, !llvm.loop !6

30:                                               ; preds = %11
  %31 = bitcast [5 x i8*]* %6 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %31, i8 0, i64 40, i1 false)
  %32 = bitcast i8* %31 to [5 x i8*]*
  %33 = getelementptr inbounds [5 x i8*], [5 x i8*]* %32, i32 0, i32 0
  store i8* getelementptr inbounds ([28 x i8], [28 x i8]* @.str.9, i32 0, i32 0), i8** %33, align 16
  %34 = getelementptr inbounds [5 x i8*], [5 x i8*]* %32, i32 0, i32 1
  store i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.str.10, i32 0, i32 0), i8** %34, align 8
  %35 = getelementptr inbounds [5 x i8*], [5 x i8*]* %32, i32 0, i32 2
  store i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.11, i32 0, i32 0), i8** %35, align 16
  %36 = getelementptr inbounds [5 x i8*], [5 x i8*]* %32, i32 0, i32 3
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i32 0, i32 0), i8** %36, align 8
  %37 = getelementptr inbounds [5 x i8*], [5 x i8*]* %32, i32 0, i32 4
  store i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.13, i32 0, i32 0), i8** %37, align 16
  store i32 0, i32* %8, align 4
  br label %38

38:                                               ; preds = %55, %30
  %39 = load i32, i32* %8, align 4
  %40 = icmp slt i32 %39, 5
  br i1 %40, label %41, label %58

41:                                               ; preds = %38
  %42 = load i32, i32* %8, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [5 x i8*], [5 x i8*]* %6, i64 0, i64 %43
  %45 = load i8*, i8** %44, align 8
  %46 = getelementptr inbounds [128 x i8], [128 x i8]* %7, i64 0, i64 0
  call void @to_rpn(i8* noundef %45, i8* noundef %46)
  %47 = load i32, i32* %8, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [5 x i8*], [5 x i8*]* %6, i64 0, i64 %48
  %50 = load i8*, i8** %49, align 8
  %51 = getelementptr inbounds [128 x i8], [128 x i8]* %7, i64 0, i64 0
  %52 = getelementptr inbounds [128 x i8], [128 x i8]* %7, i64 0, i64 0
  %53 = call double @rpn(i8* noundef %52, i32* noundef %9)
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i8* noundef %50, i8* noundef %51, double noundef %53)
  br label %55

55:                                               ; preds = %41
  %56 = load i32, i32* %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %8, align 4
  br label %38, !llvm.loop !8

58:                                               ; preds = %38
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rpn(i8* noundef %0, i32* noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca [64 x double], align 16
  %7 = alloca i32, align 4
  %8 = alloca [128 x i8], align 16
  %9 = alloca i8*, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store i8* %0, i8** %4, align 8
  store i32* %1, i32** %5, align 8
  store i32 0, i32* %7, align 4
  %12 = getelementptr inbounds [128 x i8], [128 x i8]* %8, i64 0, i64 0
  %13 = load i8*, i8** %4, align 8
  %14 = call i8* @strcpy(i8* noundef %12, i8* noundef %13) #7
  %15 = load i32*, i32** %5, align 8
  store i32 0, i32* %15, align 4
  %16 = getelementptr inbounds [128 x i8], [128 x i8]* %8, i64 0, i64 0
  %17 = call i8* @strtok(i8* noundef %16, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0)) #7
  store i8* %17, i8** %9, align 8
  br label %18

18:                                               ; preds = %146, %2
  %19 = load i8*, i8** %9, align 8
  %20 = icmp ne i8* %19, null
  br i1 %20, label %21, label %148

21:                                               ; preds = %18
  %22 = call i16** @__ctype_b_loc() #8
  %23 = load i16*, i16** %22, align 8
  %24 = load i8*, i8** %9, align 8
  %25 = getelementptr inbounds i8, i8* %24, i64 0
  %26 = load i8, i8* %25, align 1
  %27 = zext i8 %26 to i32
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i16, i16* %23, i64 %28
  %30 = load i16, i16* %29, align 2
  %31 = zext i16 %30 to i32
  %32 = and i32 %31, 2048
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %46, label %34

34:                                               ; preds = %21
  %35 = load i8*, i8** %9, align 8
  %36 = getelementptr inbounds i8, i8* %35, i64 0
  %37 = load i8, i8* %36, align 1
  %38 = sext i8 %37 to i32
  %39 = icmp eq i32 %38, 46
  br i1 %39, label %40, label %53

40:                                               ; preds = %34
  %41 = load i8*, i8** %9, align 8
  %42 = getelementptr inbounds i8, i8* %41, i64 1
  %43 = load i8, i8* %42, align 1
  %44 = sext i8 %43 to i32
  %45 = icmp ne i32 %44, 0
  br i1 %45, label %46, label %53

46:                                               ; preds = %40, %21
  %47 = load i8*, i8** %9, align 8
  %48 = call double @strtod(i8* noundef %47, i8** noundef null) #7
  %49 = load i32, i32* %7, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %7, align 4
  %51 = sext i32 %49 to i64
  %52 = getelementptr inbounds [64 x double], [64 x double]* %6, i64 0, i64 %51
  store double %48, double* %52, align 8
  br label %146

53:                                               ; preds = %40, %34
  %54 = load i8*, i8** %9, align 8
  %55 = call i32 @strcmp(i8* noundef %54, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0)) #9
  %56 = icmp ne i32 %55, 0
  br i1 %56, label %68, label %57

57:                                               ; preds = %53
  %58 = load i32, i32* %7, align 4
  %59 = sub nsw i32 %58, 1
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [64 x double], [64 x double]* %6, i64 0, i64 %60
  %62 = load double, double* %61, align 8
  %63 = call double @sqrt(double noundef %62) #7
  %64 = load i32, i32* %7, align 4
  %65 = sub nsw i32 %64, 1
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [64 x double], [64 x double]* %6, i64 0, i64 %66
  store double %63, double* %67, align 8
  br label %146

68:                                               ; preds = %53
  %69 = load i8*, i8** %9, align 8
  %70 = call i32 @strcmp(i8* noundef %69, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0)) #9
  %71 = icmp ne i32 %70, 0
  br i1 %71, label %83, label %72

72:                                               ; preds = %68
  %73 = load i32, i32* %7, align 4
  %74 = sub nsw i32 %73, 1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [64 x double], [64 x double]* %6, i64 0, i64 %75
  %77 = load double, double* %76, align 8
  %78 = fneg double %77
  %79 = load i32, i32* %7, align 4
  %80 = sub nsw i32 %79, 1
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [64 x double], [64 x double]* %6, i64 0, i64 %81
  store double %78, double* %82, align 8
  br label %146

83:                                               ; preds = %68
  %84 = load i32, i32* %7, align 4
  %85 = icmp slt i32 %84, 2
  br i1 %85, label %86, label %88

86:                                               ; preds = %83
  %87 = load i32*, i32** %5, align 8
  store i32 1, i32* %87, align 4
  store double 0.000000e+00, double* %3, align 8
  br label %165

88:                                               ; preds = %83
  %89 = load i32, i32* %7, align 4
  %90 = add nsw i32 %89, -1
  store i32 %90, i32* %7, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [64 x double], [64 x double]* %6, i64 0, i64 %91
  %93 = load double, double* %92, align 8
  store double %93, double* %10, align 8
  %94 = load i32, i32* %7, align 4
  %95 = add nsw i32 %94, -1
  store i32 %95, i32* %7, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [64 x double], [64 x double]* %6, i64 0, i64 %96
  %98 = load double, double* %97, align 8
  store double %98, double* %11, align 8
  %99 = load i8*, i8** %9, align 8
  %100 = getelementptr inbounds i8, i8* %99, i64 0
  %101 = load i8, i8* %100, align 1
  %102 = sext i8 %101 to i32
  switch i32 %102, label %143 [
    i32 43, label %103
    i32 45, label %111
    i32 42, label %119
    i32 47, label %127
    i32 94, label %135
  ]

103:                                              ; preds = %88
  %104 = load double, double* %11, align 8
  %105 = load double, double* %10, align 8
  %106 = fadd double %104, %105
  %107 = load i32, i32* %7, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, i32* %7, align 4
  %109 = sext i32 %107 to i64
  %110 = getelementptr inbounds [64 x double], [64 x double]* %6, i64 0, i64 %109
  store double %106, double* %110, align 8
  br label %145

111:                                              ; preds = %88
  %112 = load double, double* %11, align 8
  %113 = load double, double* %10, align 8
  %114 = fsub double %112, %113
  %115 = load i32, i32* %7, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, i32* %7, align 4
  %117 = sext i32 %115 to i64
  %118 = getelementptr inbounds [64 x double], [64 x double]* %6, i64 0, i64 %117
  store double %114, double* %118, align 8
  br label %145

119:                                              ; preds = %88
  %120 = load double, double* %11, align 8
  %121 = load double, double* %10, align 8
  %122 = fmul double %120, %121
  %123 = load i32, i32* %7, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, i32* %7, align 4
  %125 = sext i32 %123 to i64
  %126 = getelementptr inbounds [64 x double], [64 x double]* %6, i64 0, i64 %125
  store double %122, double* %126, align 8
  br label %145

127:                                              ; preds = %88
  %128 = load double, double* %11, align 8
  %129 = load double, double* %10, align 8
  %130 = fdiv double %128, %129
  %131 = load i32, i32* %7, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, i32* %7, align 4
  %133 = sext i32 %131 to i64
  %134 = getelementptr inbounds [64 x double], [64 x double]* %6, i64 0, i64 %133
  store double %130, double* %134, align 8
  br label %145

135:                                              ; preds = %88
  %136 = load double, double* %11, align 8
  %137 = load double, double* %10, align 8
  %138 = call double @pow(double noundef %136, double noundef %137) #7
  %139 = load i32, i32* %7, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, i32* %7, align 4
  %141 = sext i32 %139 to i64
  %142 = getelementptr inbounds [64 x double], [64 x double]* %6, i64 0, i64 %141
  store double %138, double* %142, align 8
  br label %145

143:                                              ; preds = %88
  %144 = load i32*, i32** %5, align 8
  store i32 2, i32* %144, align 4
  store double 0.000000e+00, double* %3, align 8
  br label %165

145:                                              ; preds = %135, %127, %119, %111, %103
  br label %146

146:                                              ; preds = %145, %72, %57, %46
  %147 = call i8* @strtok(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0)) #7
  store i8* %147, i8** %9, align 8
  br label %18, !llvm.loop !9

148:                                              ; preds = %18
  %149 = load i32, i32* %7, align 4
  %150 = icmp ne i32 %149, 1
  br i1 %150, label %151, label %153

151:                                              ; preds = %148
  %152 = load i32*, i32** %5, align 8
  store i32 3, i32* %152, align 4
  br label %153

153:                                              ; preds = %151, %148
  %154 = load i32, i32* %7, align 4
  %155 = icmp ne i32 %154, 0
  br i1 %155, label %156, label %162

156:                                              ; preds = %153
  %157 = load i32, i32* %7, align 4
  %158 = sub nsw i32 %157, 1
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [64 x double], [64 x double]* %6, i64 0, i64 %159
  %161 = load double, double* %160, align 8
  br label %163

162:                                              ; preds = %153
  br label %163

163:                                              ; preds = %162, %156
  %164 = phi double [ %161, %156 ], [ 0.000000e+00, %162 ]
  store double %164, double* %3, align 8
  br label %165

165:                                              ; preds = %163, %143, %86
  %166 = load double, double* %3, align 8
  ret double %166
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @to_rpn(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca [64 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  store i32 0, i32* %6, align 4
  %13 = load i8*, i8** %4, align 8
  %14 = getelementptr inbounds i8, i8* %13, i64 0
  store i8 0, i8* %14, align 1
  %15 = load i8*, i8** %3, align 8
  store i8* %15, i8** %7, align 8
  br label %16

16:                                               ; preds = %203, %2
  %17 = load i8*, i8** %7, align 8
  %18 = load i8, i8* %17, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %206

20:                                               ; preds = %16
  %21 = load i8*, i8** %7, align 8
  %22 = load i8, i8* %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp eq i32 %23, 32
  br i1 %24, label %25, label %26

25:                                               ; preds = %20
  br label %203

26:                                               ; preds = %20
  %27 = call i16** @__ctype_b_loc() #8
  %28 = load i16*, i16** %27, align 8
  %29 = load i8*, i8** %7, align 8
  %30 = load i8, i8* %29, align 1
  %31 = zext i8 %30 to i32
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i16, i16* %28, i64 %32
  %34 = load i16, i16* %33, align 2
  %35 = zext i16 %34 to i32
  %36 = and i32 %35, 2048
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %78

38:                                               ; preds = %26
  %39 = load i8*, i8** %4, align 8
  %40 = call i64 @strlen(i8* noundef %39) #9
  store i64 %40, i64* %8, align 8
  br label %41

41:                                               ; preds = %60, %38
  %42 = call i16** @__ctype_b_loc() #8
  %43 = load i16*, i16** %42, align 8
  %44 = load i8*, i8** %7, align 8
  %45 = load i8, i8* %44, align 1
  %46 = zext i8 %45 to i32
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i16, i16* %43, i64 %47
  %49 = load i16, i16* %48, align 2
  %50 = zext i16 %49 to i32
  %51 = and i32 %50, 2048
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %58, label %53

53:                                               ; preds = %41
  %54 = load i8*, i8** %7, align 8
  %55 = load i8, i8* %54, align 1
  %56 = sext i8 %55 to i32
  %57 = icmp eq i32 %56, 46
  br label %58

58:                                               ; preds = %53, %41
  %59 = phi i1 [ true, %41 ], [ %57, %53 ]
  br i1 %59, label %60, label %68

60:                                               ; preds = %58
  %61 = load i8*, i8** %7, align 8
  %62 = getelementptr inbounds i8, i8* %61, i32 1
  store i8* %62, i8** %7, align 8
  %63 = load i8, i8* %61, align 1
  %64 = load i8*, i8** %4, align 8
  %65 = load i64, i64* %8, align 8
  %66 = add i64 %65, 1
  store i64 %66, i64* %8, align 8
  %67 = getelementptr inbounds i8, i8* %64, i64 %65
  store i8 %63, i8* %67, align 1
  br label %41, !llvm.loop !10

68:                                               ; preds = %58
  %69 = load i8*, i8** %4, align 8
  %70 = load i64, i64* %8, align 8
  %71 = add i64 %70, 1
  store i64 %71, i64* %8, align 8
  %72 = getelementptr inbounds i8, i8* %69, i64 %70
  store i8 32, i8* %72, align 1
  %73 = load i8*, i8** %4, align 8
  %74 = load i64, i64* %8, align 8
  %75 = getelementptr inbounds i8, i8* %73, i64 %74
  store i8 0, i8* %75, align 1
  %76 = load i8*, i8** %7, align 8
  %77 = getelementptr inbounds i8, i8* %76, i32 -1
  store i8* %77, i8** %7, align 8
  br label %202

78:                                               ; preds = %26
  %79 = load i8*, i8** %7, align 8
  %80 = load i8, i8* %79, align 1
  %81 = sext i8 %80 to i32
  %82 = icmp eq i32 %81, 40
  br i1 %82, label %83, label %88

83:                                               ; preds = %78
  %84 = load i32, i32* %6, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, i32* %6, align 4
  %86 = sext i32 %84 to i64
  %87 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %86
  store i8 40, i8* %87, align 1
  br label %201

88:                                               ; preds = %78
  %89 = load i8*, i8** %7, align 8
  %90 = load i8, i8* %89, align 1
  %91 = sext i8 %90 to i32
  %92 = icmp eq i32 %91, 41
  br i1 %92, label %93, label %129

93:                                               ; preds = %88
  br label %94

94:                                               ; preds = %107, %93
  %95 = load i32, i32* %6, align 4
  %96 = icmp ne i32 %95, 0
  br i1 %96, label %97, label %105

97:                                               ; preds = %94
  %98 = load i32, i32* %6, align 4
  %99 = sub nsw i32 %98, 1
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %100
  %102 = load i8, i8* %101, align 1
  %103 = sext i8 %102 to i32
  %104 = icmp ne i32 %103, 40
  br label %105

105:                                              ; preds = %97, %94
  %106 = phi i1 [ false, %94 ], [ %104, %97 ]
  br i1 %106, label %107, label %126

107:                                              ; preds = %105
  %108 = load i8*, i8** %4, align 8
  %109 = call i64 @strlen(i8* noundef %108) #9
  store i64 %109, i64* %9, align 8
  %110 = load i32, i32* %6, align 4
  %111 = add nsw i32 %110, -1
  store i32 %111, i32* %6, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %112
  %114 = load i8, i8* %113, align 1
  %115 = load i8*, i8** %4, align 8
  %116 = load i64, i64* %9, align 8
  %117 = getelementptr inbounds i8, i8* %115, i64 %116
  store i8 %114, i8* %117, align 1
  %118 = load i8*, i8** %4, align 8
  %119 = load i64, i64* %9, align 8
  %120 = add i64 %119, 1
  %121 = getelementptr inbounds i8, i8* %118, i64 %120
  store i8 32, i8* %121, align 1
  %122 = load i8*, i8** %4, align 8
  %123 = load i64, i64* %9, align 8
  %124 = add i64 %123, 2
  %125 = getelementptr inbounds i8, i8* %122, i64 %124
  store i8 0, i8* %125, align 1
  br label %94, !llvm.loop !11

126:                                              ; preds = %105
  %127 = load i32, i32* %6, align 4
  %128 = add nsw i32 %127, -1
  store i32 %128, i32* %6, align 4
  br label %200

129:                                              ; preds = %88
  br label %130

130:                                              ; preds = %174, %129
  %131 = load i32, i32* %6, align 4
  %132 = icmp ne i32 %131, 0
  br i1 %132, label %133, label %172

133:                                              ; preds = %130
  %134 = load i32, i32* %6, align 4
  %135 = sub nsw i32 %134, 1
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %136
  %138 = load i8, i8* %137, align 1
  %139 = sext i8 %138 to i32
  %140 = icmp ne i32 %139, 40
  br i1 %140, label %141, label %172

141:                                              ; preds = %133
  %142 = load i32, i32* %6, align 4
  %143 = sub nsw i32 %142, 1
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %144
  %146 = load i8, i8* %145, align 1
  %147 = call i32 @prec(i8 noundef signext %146)
  %148 = load i8*, i8** %7, align 8
  %149 = load i8, i8* %148, align 1
  %150 = call i32 @prec(i8 noundef signext %149)
  %151 = icmp sgt i32 %147, %150
  br i1 %151, label %170, label %152

152:                                              ; preds = %141
  %153 = load i32, i32* %6, align 4
  %154 = sub nsw i32 %153, 1
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %155
  %157 = load i8, i8* %156, align 1
  %158 = call i32 @prec(i8 noundef signext %157)
  %159 = load i8*, i8** %7, align 8
  %160 = load i8, i8* %159, align 1
  %161 = call i32 @prec(i8 noundef signext %160)
  %162 = icmp eq i32 %158, %161
  br i1 %162, label %163, label %168

163:                                              ; preds = %152
  %164 = load i8*, i8** %7, align 8
  %165 = load i8, i8* %164, align 1
  %166 = sext i8 %165 to i32
  %167 = icmp ne i32 %166, 94
  br label %168

168:                                              ; preds = %163, %152
  %169 = phi i1 [ false, %152 ], [ %167, %163 ]
  br label %170

170:                                              ; preds = %168, %141
  %171 = phi i1 [ true, %141 ], [ %169, %168 ]
  br label %172

172:                                              ; preds = %170, %133, %130
  %173 = phi i1 [ false, %133 ], [ false, %130 ], [ %171, %170 ]
  br i1 %173, label %174, label %193

174:                                              ; preds = %172
  %175 = load i8*, i8** %4, align 8
  %176 = call i64 @strlen(i8* noundef %175) #9
  store i64 %176, i64* %10, align 8
  %177 = load i32, i32* %6, align 4
  %178 = add nsw i32 %177, -1
  store i32 %178, i32* %6, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %179
  %181 = load i8, i8* %180, align 1
  %182 = load i8*, i8** %4, align 8
  %183 = load i64, i64* %10, align 8
  %184 = getelementptr inbounds i8, i8* %182, i64 %183
  store i8 %181, i8* %184, align 1
  %185 = load i8*, i8** %4, align 8
  %186 = load i64, i64* %10, align 8
  %187 = add i64 %186, 1
  %188 = getelementptr inbounds i8, i8* %185, i64 %187
  store i8 32, i8* %188, align 1
  %189 = load i8*, i8** %4, align 8
  %190 = load i64, i64* %10, align 8
  %191 = add i64 %190, 2
  %192 = getelementptr inbounds i8, i8* %189, i64 %191
  store i8 0, i8* %192, align 1
  br label %130, !llvm.loop !12

193:                                              ; preds = %172
  %194 = load i8*, i8** %7, align 8
  %195 = load i8, i8* %194, align 1
  %196 = load i32, i32* %6, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, i32* %6, align 4
  %198 = sext i32 %196 to i64
  %199 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %198
  store i8 %195, i8* %199, align 1
  br label %200

200:                                              ; preds = %193, %126
  br label %201

201:                                              ; preds = %200, %83
  br label %202

202:                                              ; preds = %201, %68
  br label %203

203:                                              ; preds = %202, %25
  %204 = load i8*, i8** %7, align 8
  %205 = getelementptr inbounds i8, i8* %204, i32 1
  store i8* %205, i8** %7, align 8
  br label %16, !llvm.loop !13

206:                                              ; preds = %16
  br label %207

207:                                              ; preds = %210, %206
  %208 = load i32, i32* %6, align 4
  %209 = icmp ne i32 %208, 0
  br i1 %209, label %210, label %229

210:                                              ; preds = %207
  %211 = load i8*, i8** %4, align 8
  %212 = call i64 @strlen(i8* noundef %211) #9
  store i64 %212, i64* %11, align 8
  %213 = load i32, i32* %6, align 4
  %214 = add nsw i32 %213, -1
  store i32 %214, i32* %6, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %215
  %217 = load i8, i8* %216, align 1
  %218 = load i8*, i8** %4, align 8
  %219 = load i64, i64* %11, align 8
  %220 = getelementptr inbounds i8, i8* %218, i64 %219
  store i8 %217, i8* %220, align 1
  %221 = load i8*, i8** %4, align 8
  %222 = load i64, i64* %11, align 8
  %223 = add i64 %222, 1
  %224 = getelementptr inbounds i8, i8* %221, i64 %223
  store i8 32, i8* %224, align 1
  %225 = load i8*, i8** %4, align 8
  %226 = load i64, i64* %11, align 8
  %227 = add i64 %226, 2
  %228 = getelementptr inbounds i8, i8* %225, i64 %227
  store i8 0, i8* %228, align 1
  br label %207, !llvm.loop !14

229:                                              ; preds = %207
  %230 = load i8*, i8** %4, align 8
  %231 = call i64 @strlen(i8* noundef %230) #9
  store i64 %231, i64* %12, align 8
  %232 = load i64, i64* %12, align 8
  %233 = icmp ne i64 %232, 0
  br i1 %233, label %234, label %239

234:                                              ; preds = %229
  %235 = load i8*, i8** %4, align 8
  %236 = load i64, i64* %12, align 8
  %237 = sub i64 %236, 1
  %238 = getelementptr inbounds i8, i8* %235, i64 %237
  store i8 0, i8* %238, align 1
  br label %239

239:                                              ; preds = %234, %229
  ret void
}

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #4

; Function Attrs: nounwind
declare i8* @strtok(i8* noundef, i8* noundef) #4

; Function Attrs: nounwind readnone willreturn
declare i16** @__ctype_b_loc() #5

; Function Attrs: nounwind
declare double @strtod(i8* noundef, i8** noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #6

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @prec(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  %3 = load i8, i8* %2, align 1
  %4 = sext i8 %3 to i32
  %5 = icmp eq i32 %4, 94
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  br label %30

7:                                                ; preds = %1
  %8 = load i8, i8* %2, align 1
  %9 = sext i8 %8 to i32
  %10 = icmp eq i32 %9, 42
  br i1 %10, label %15, label %11

11:                                               ; preds = %7
  %12 = load i8, i8* %2, align 1
  %13 = sext i8 %12 to i32
  %14 = icmp eq i32 %13, 47
  br i1 %14, label %15, label %16

15:                                               ; preds = %11, %7
  br label %28

16:                                               ; preds = %11
  %17 = load i8, i8* %2, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp eq i32 %18, 43
  br i1 %19, label %24, label %20

20:                                               ; preds = %16
  %21 = load i8, i8* %2, align 1
  %22 = sext i8 %21 to i32
  %23 = icmp eq i32 %22, 45
  br label %24

24:                                               ; preds = %20, %16
  %25 = phi i1 [ true, %16 ], [ %23, %20 ]
  %26 = zext i1 %25 to i64
  %27 = select i1 %25, i32 1, i32 0
  br label %28

28:                                               ; preds = %24, %15
  %29 = phi i32 [ 2, %15 ], [ %27, %24 ]
  br label %30

30:                                               ; preds = %28, %6
  %31 = phi i32 [ 3, %6 ], [ %29, %28 ]
  ret i32 %31
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind readnone willreturn }
attributes #9 = { nounwind readonly willreturn }

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
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
