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
@__const.main.rpns = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.8 = private unnamed_addr constant [21 x i8] c"%-20s = %.6f err %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [28 x i8] c"3 + 4 * 2 / (1 - 5) ^ 2 ^ 3\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"(1 + 2) * (3 + 4)\00", align 1
@.str.11 = private unnamed_addr constant [13 x i8] c"100 / 10 / 5\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"2 ^ 3 ^ 2\00", align 1
@.str.13 = private unnamed_addr constant [15 x i8] c"1.5 * 4 - 0.25\00", align 1
@__const.main.infix = private unnamed_addr constant [5 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 16
@.str.14 = private unnamed_addr constant [18 x i8] c"%s => %s => %.6f\0A\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"neg\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca [5 x ptr], align 16
  %7 = alloca [128 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.rpns, i64 64, i1 false)
  store i32 0, ptr %3, align 4
  br label %10

10:                                               ; preds = %26, %0
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %11, 8
  br i1 %12, label %13, label %29

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %15
  %17 = load ptr, ptr %16, align 8
  %18 = call double @rpn(ptr noundef %17, ptr noundef %4)
  store double %18, ptr %5, align 8
  %19 = load i32, ptr %3, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %20
  %22 = load ptr, ptr %21, align 8
  %23 = load double, ptr %5, align 8
  %24 = load i32, ptr %4, align 4
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %22, double noundef %23, i32 noundef %24)
  br label %26

26:                                               ; preds = %13
  %27 = load i32, ptr %3, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %3, align 4
  br label %10, !llvm.loop !6

29:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.infix, i64 40, i1 false)
  store i32 0, ptr %8, align 4
  br label %30

30:                                               ; preds = %47, %29
  %31 = load i32, ptr %8, align 4
  %32 = icmp slt i32 %31, 5
  br i1 %32, label %33, label %50

33:                                               ; preds = %30
  %34 = load i32, ptr %8, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [5 x ptr], ptr %6, i64 0, i64 %35
  %37 = load ptr, ptr %36, align 8
  %38 = getelementptr inbounds [128 x i8], ptr %7, i64 0, i64 0
  call void @to_rpn(ptr noundef %37, ptr noundef %38)
  %39 = load i32, ptr %8, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [5 x ptr], ptr %6, i64 0, i64 %40
  %42 = load ptr, ptr %41, align 8
  %43 = getelementptr inbounds [128 x i8], ptr %7, i64 0, i64 0
  %44 = getelementptr inbounds [128 x i8], ptr %7, i64 0, i64 0
  %45 = call double @rpn(ptr noundef %44, ptr noundef %9)
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %42, ptr noundef %43, double noundef %45)
  br label %47

47:                                               ; preds = %33
  %48 = load i32, ptr %8, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %8, align 4
  br label %30, !llvm.loop !8

50:                                               ; preds = %30
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rpn(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [64 x double], align 16
  %7 = alloca i32, align 4
  %8 = alloca [128 x i8], align 16
  %9 = alloca ptr, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %7, align 4
  %12 = getelementptr inbounds [128 x i8], ptr %8, i64 0, i64 0
  %13 = load ptr, ptr %4, align 8
  %14 = call ptr @strcpy(ptr noundef %12, ptr noundef %13) #6
  %15 = load ptr, ptr %5, align 8
  store i32 0, ptr %15, align 4
  %16 = getelementptr inbounds [128 x i8], ptr %8, i64 0, i64 0
  %17 = call ptr @strtok(ptr noundef %16, ptr noundef @.str.15) #6
  store ptr %17, ptr %9, align 8
  br label %18

18:                                               ; preds = %146, %2
  %19 = load ptr, ptr %9, align 8
  %20 = icmp ne ptr %19, null
  br i1 %20, label %21, label %148

21:                                               ; preds = %18
  %22 = call ptr @__ctype_b_loc() #7
  %23 = load ptr, ptr %22, align 8
  %24 = load ptr, ptr %9, align 8
  %25 = getelementptr inbounds i8, ptr %24, i64 0
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i16, ptr %23, i64 %28
  %30 = load i16, ptr %29, align 2
  %31 = zext i16 %30 to i32
  %32 = and i32 %31, 2048
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %46, label %34

34:                                               ; preds = %21
  %35 = load ptr, ptr %9, align 8
  %36 = getelementptr inbounds i8, ptr %35, i64 0
  %37 = load i8, ptr %36, align 1
  %38 = sext i8 %37 to i32
  %39 = icmp eq i32 %38, 46
  br i1 %39, label %40, label %53

40:                                               ; preds = %34
  %41 = load ptr, ptr %9, align 8
  %42 = getelementptr inbounds i8, ptr %41, i64 1
  %43 = load i8, ptr %42, align 1
  %44 = sext i8 %43 to i32
  %45 = icmp ne i32 %44, 0
  br i1 %45, label %46, label %53

46:                                               ; preds = %40, %21
  %47 = load ptr, ptr %9, align 8
  %48 = call double @strtod(ptr noundef %47, ptr noundef null) #6
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %7, align 4
  %51 = sext i32 %49 to i64
  %52 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %51
  store double %48, ptr %52, align 8
  br label %146

53:                                               ; preds = %40, %34
  %54 = load ptr, ptr %9, align 8
  %55 = call i32 @strcmp(ptr noundef %54, ptr noundef @.str.16) #8
  %56 = icmp ne i32 %55, 0
  br i1 %56, label %68, label %57

57:                                               ; preds = %53
  %58 = load i32, ptr %7, align 4
  %59 = sub nsw i32 %58, 1
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %60
  %62 = load double, ptr %61, align 8
  %63 = call double @sqrt(double noundef %62) #6
  %64 = load i32, ptr %7, align 4
  %65 = sub nsw i32 %64, 1
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %66
  store double %63, ptr %67, align 8
  br label %146

68:                                               ; preds = %53
  %69 = load ptr, ptr %9, align 8
  %70 = call i32 @strcmp(ptr noundef %69, ptr noundef @.str.17) #8
  %71 = icmp ne i32 %70, 0
  br i1 %71, label %83, label %72

72:                                               ; preds = %68
  %73 = load i32, ptr %7, align 4
  %74 = sub nsw i32 %73, 1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %75
  %77 = load double, ptr %76, align 8
  %78 = fneg double %77
  %79 = load i32, ptr %7, align 4
  %80 = sub nsw i32 %79, 1
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %81
  store double %78, ptr %82, align 8
  br label %146

83:                                               ; preds = %68
  %84 = load i32, ptr %7, align 4
  %85 = icmp slt i32 %84, 2
  br i1 %85, label %86, label %88

86:                                               ; preds = %83
  %87 = load ptr, ptr %5, align 8
  store i32 1, ptr %87, align 4
  store double 0.000000e+00, ptr %3, align 8
  br label %165

88:                                               ; preds = %83
  %89 = load i32, ptr %7, align 4
  %90 = add nsw i32 %89, -1
  store i32 %90, ptr %7, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %91
  %93 = load double, ptr %92, align 8
  store double %93, ptr %10, align 8
  %94 = load i32, ptr %7, align 4
  %95 = add nsw i32 %94, -1
  store i32 %95, ptr %7, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %96
  %98 = load double, ptr %97, align 8
  store double %98, ptr %11, align 8
  %99 = load ptr, ptr %9, align 8
  %100 = getelementptr inbounds i8, ptr %99, i64 0
  %101 = load i8, ptr %100, align 1
  %102 = sext i8 %101 to i32
  switch i32 %102, label %143 [
    i32 43, label %103
    i32 45, label %111
    i32 42, label %119
    i32 47, label %127
    i32 94, label %135
  ]

103:                                              ; preds = %88
  %104 = load double, ptr %11, align 8
  %105 = load double, ptr %10, align 8
  %106 = fadd double %104, %105
  %107 = load i32, ptr %7, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %7, align 4
  %109 = sext i32 %107 to i64
  %110 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %109
  store double %106, ptr %110, align 8
  br label %145

111:                                              ; preds = %88
  %112 = load double, ptr %11, align 8
  %113 = load double, ptr %10, align 8
  %114 = fsub double %112, %113
  %115 = load i32, ptr %7, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %7, align 4
  %117 = sext i32 %115 to i64
  %118 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %117
  store double %114, ptr %118, align 8
  br label %145

119:                                              ; preds = %88
  %120 = load double, ptr %11, align 8
  %121 = load double, ptr %10, align 8
  %122 = fmul double %120, %121
  %123 = load i32, ptr %7, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %7, align 4
  %125 = sext i32 %123 to i64
  %126 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %125
  store double %122, ptr %126, align 8
  br label %145

127:                                              ; preds = %88
  %128 = load double, ptr %11, align 8
  %129 = load double, ptr %10, align 8
  %130 = fdiv double %128, %129
  %131 = load i32, ptr %7, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %7, align 4
  %133 = sext i32 %131 to i64
  %134 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %133
  store double %130, ptr %134, align 8
  br label %145

135:                                              ; preds = %88
  %136 = load double, ptr %11, align 8
  %137 = load double, ptr %10, align 8
  %138 = call double @pow(double noundef %136, double noundef %137) #6
  %139 = load i32, ptr %7, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %7, align 4
  %141 = sext i32 %139 to i64
  %142 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %141
  store double %138, ptr %142, align 8
  br label %145

143:                                              ; preds = %88
  %144 = load ptr, ptr %5, align 8
  store i32 2, ptr %144, align 4
  store double 0.000000e+00, ptr %3, align 8
  br label %165

145:                                              ; preds = %135, %127, %119, %111, %103
  br label %146

146:                                              ; preds = %145, %72, %57, %46
  %147 = call ptr @strtok(ptr noundef null, ptr noundef @.str.15) #6
  store ptr %147, ptr %9, align 8
  br label %18, !llvm.loop !9

148:                                              ; preds = %18
  %149 = load i32, ptr %7, align 4
  %150 = icmp ne i32 %149, 1
  br i1 %150, label %151, label %153

151:                                              ; preds = %148
  %152 = load ptr, ptr %5, align 8
  store i32 3, ptr %152, align 4
  br label %153

153:                                              ; preds = %151, %148
  %154 = load i32, ptr %7, align 4
  %155 = icmp ne i32 %154, 0
  br i1 %155, label %156, label %162

156:                                              ; preds = %153
  %157 = load i32, ptr %7, align 4
  %158 = sub nsw i32 %157, 1
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %159
  %161 = load double, ptr %160, align 8
  br label %163

162:                                              ; preds = %153
  br label %163

163:                                              ; preds = %162, %156
  %164 = phi double [ %161, %156 ], [ 0.000000e+00, %162 ]
  store double %164, ptr %3, align 8
  br label %165

165:                                              ; preds = %163, %143, %86
  %166 = load double, ptr %3, align 8
  ret double %166
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @to_rpn(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [64 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 0
  store i8 0, ptr %14, align 1
  %15 = load ptr, ptr %3, align 8
  store ptr %15, ptr %7, align 8
  br label %16

16:                                               ; preds = %203, %2
  %17 = load ptr, ptr %7, align 8
  %18 = load i8, ptr %17, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %206

20:                                               ; preds = %16
  %21 = load ptr, ptr %7, align 8
  %22 = load i8, ptr %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp eq i32 %23, 32
  br i1 %24, label %25, label %26

25:                                               ; preds = %20
  br label %203

26:                                               ; preds = %20
  %27 = call ptr @__ctype_b_loc() #7
  %28 = load ptr, ptr %27, align 8
  %29 = load ptr, ptr %7, align 8
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i16, ptr %28, i64 %32
  %34 = load i16, ptr %33, align 2
  %35 = zext i16 %34 to i32
  %36 = and i32 %35, 2048
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %78

38:                                               ; preds = %26
  %39 = load ptr, ptr %4, align 8
  %40 = call i64 @strlen(ptr noundef %39) #8
  store i64 %40, ptr %8, align 8
  br label %41

41:                                               ; preds = %60, %38
  %42 = call ptr @__ctype_b_loc() #7
  %43 = load ptr, ptr %42, align 8
  %44 = load ptr, ptr %7, align 8
  %45 = load i8, ptr %44, align 1
  %46 = zext i8 %45 to i32
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i16, ptr %43, i64 %47
  %49 = load i16, ptr %48, align 2
  %50 = zext i16 %49 to i32
  %51 = and i32 %50, 2048
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %58, label %53

53:                                               ; preds = %41
  %54 = load ptr, ptr %7, align 8
  %55 = load i8, ptr %54, align 1
  %56 = sext i8 %55 to i32
  %57 = icmp eq i32 %56, 46
  br label %58

58:                                               ; preds = %53, %41
  %59 = phi i1 [ true, %41 ], [ %57, %53 ]
  br i1 %59, label %60, label %68

60:                                               ; preds = %58
  %61 = load ptr, ptr %7, align 8
  %62 = getelementptr inbounds i8, ptr %61, i32 1
  store ptr %62, ptr %7, align 8
  %63 = load i8, ptr %61, align 1
  %64 = load ptr, ptr %4, align 8
  %65 = load i64, ptr %8, align 8
  %66 = add i64 %65, 1
  store i64 %66, ptr %8, align 8
  %67 = getelementptr inbounds i8, ptr %64, i64 %65
  store i8 %63, ptr %67, align 1
  br label %41, !llvm.loop !10

68:                                               ; preds = %58
  %69 = load ptr, ptr %4, align 8
  %70 = load i64, ptr %8, align 8
  %71 = add i64 %70, 1
  store i64 %71, ptr %8, align 8
  %72 = getelementptr inbounds i8, ptr %69, i64 %70
  store i8 32, ptr %72, align 1
  %73 = load ptr, ptr %4, align 8
  %74 = load i64, ptr %8, align 8
  %75 = getelementptr inbounds i8, ptr %73, i64 %74
  store i8 0, ptr %75, align 1
  %76 = load ptr, ptr %7, align 8
  %77 = getelementptr inbounds i8, ptr %76, i32 -1
  store ptr %77, ptr %7, align 8
  br label %202

78:                                               ; preds = %26
  %79 = load ptr, ptr %7, align 8
  %80 = load i8, ptr %79, align 1
  %81 = sext i8 %80 to i32
  %82 = icmp eq i32 %81, 40
  br i1 %82, label %83, label %88

83:                                               ; preds = %78
  %84 = load i32, ptr %6, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %6, align 4
  %86 = sext i32 %84 to i64
  %87 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %86
  store i8 40, ptr %87, align 1
  br label %201

88:                                               ; preds = %78
  %89 = load ptr, ptr %7, align 8
  %90 = load i8, ptr %89, align 1
  %91 = sext i8 %90 to i32
  %92 = icmp eq i32 %91, 41
  br i1 %92, label %93, label %129

93:                                               ; preds = %88
  br label %94

94:                                               ; preds = %107, %93
  %95 = load i32, ptr %6, align 4
  %96 = icmp ne i32 %95, 0
  br i1 %96, label %97, label %105

97:                                               ; preds = %94
  %98 = load i32, ptr %6, align 4
  %99 = sub nsw i32 %98, 1
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %100
  %102 = load i8, ptr %101, align 1
  %103 = sext i8 %102 to i32
  %104 = icmp ne i32 %103, 40
  br label %105

105:                                              ; preds = %97, %94
  %106 = phi i1 [ false, %94 ], [ %104, %97 ]
  br i1 %106, label %107, label %126

107:                                              ; preds = %105
  %108 = load ptr, ptr %4, align 8
  %109 = call i64 @strlen(ptr noundef %108) #8
  store i64 %109, ptr %9, align 8
  %110 = load i32, ptr %6, align 4
  %111 = add nsw i32 %110, -1
  store i32 %111, ptr %6, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %112
  %114 = load i8, ptr %113, align 1
  %115 = load ptr, ptr %4, align 8
  %116 = load i64, ptr %9, align 8
  %117 = getelementptr inbounds i8, ptr %115, i64 %116
  store i8 %114, ptr %117, align 1
  %118 = load ptr, ptr %4, align 8
  %119 = load i64, ptr %9, align 8
  %120 = add i64 %119, 1
  %121 = getelementptr inbounds i8, ptr %118, i64 %120
  store i8 32, ptr %121, align 1
  %122 = load ptr, ptr %4, align 8
  %123 = load i64, ptr %9, align 8
  %124 = add i64 %123, 2
  %125 = getelementptr inbounds i8, ptr %122, i64 %124
  store i8 0, ptr %125, align 1
  br label %94, !llvm.loop !11

126:                                              ; preds = %105
  %127 = load i32, ptr %6, align 4
  %128 = add nsw i32 %127, -1
  store i32 %128, ptr %6, align 4
  br label %200

129:                                              ; preds = %88
  br label %130

130:                                              ; preds = %174, %129
  %131 = load i32, ptr %6, align 4
  %132 = icmp ne i32 %131, 0
  br i1 %132, label %133, label %172

133:                                              ; preds = %130
  %134 = load i32, ptr %6, align 4
  %135 = sub nsw i32 %134, 1
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %136
  %138 = load i8, ptr %137, align 1
  %139 = sext i8 %138 to i32
  %140 = icmp ne i32 %139, 40
  br i1 %140, label %141, label %172

141:                                              ; preds = %133
  %142 = load i32, ptr %6, align 4
  %143 = sub nsw i32 %142, 1
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %144
  %146 = load i8, ptr %145, align 1
  %147 = call i32 @prec(i8 noundef signext %146)
  %148 = load ptr, ptr %7, align 8
  %149 = load i8, ptr %148, align 1
  %150 = call i32 @prec(i8 noundef signext %149)
  %151 = icmp sgt i32 %147, %150
  br i1 %151, label %170, label %152

152:                                              ; preds = %141
  %153 = load i32, ptr %6, align 4
  %154 = sub nsw i32 %153, 1
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %155
  %157 = load i8, ptr %156, align 1
  %158 = call i32 @prec(i8 noundef signext %157)
  %159 = load ptr, ptr %7, align 8
  %160 = load i8, ptr %159, align 1
  %161 = call i32 @prec(i8 noundef signext %160)
  %162 = icmp eq i32 %158, %161
  br i1 %162, label %163, label %168

163:                                              ; preds = %152
  %164 = load ptr, ptr %7, align 8
  %165 = load i8, ptr %164, align 1
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
  %175 = load ptr, ptr %4, align 8
  %176 = call i64 @strlen(ptr noundef %175) #8
  store i64 %176, ptr %10, align 8
  %177 = load i32, ptr %6, align 4
  %178 = add nsw i32 %177, -1
  store i32 %178, ptr %6, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %179
  %181 = load i8, ptr %180, align 1
  %182 = load ptr, ptr %4, align 8
  %183 = load i64, ptr %10, align 8
  %184 = getelementptr inbounds i8, ptr %182, i64 %183
  store i8 %181, ptr %184, align 1
  %185 = load ptr, ptr %4, align 8
  %186 = load i64, ptr %10, align 8
  %187 = add i64 %186, 1
  %188 = getelementptr inbounds i8, ptr %185, i64 %187
  store i8 32, ptr %188, align 1
  %189 = load ptr, ptr %4, align 8
  %190 = load i64, ptr %10, align 8
  %191 = add i64 %190, 2
  %192 = getelementptr inbounds i8, ptr %189, i64 %191
  store i8 0, ptr %192, align 1
  br label %130, !llvm.loop !12

193:                                              ; preds = %172
  %194 = load ptr, ptr %7, align 8
  %195 = load i8, ptr %194, align 1
  %196 = load i32, ptr %6, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %6, align 4
  %198 = sext i32 %196 to i64
  %199 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %198
  store i8 %195, ptr %199, align 1
  br label %200

200:                                              ; preds = %193, %126
  br label %201

201:                                              ; preds = %200, %83
  br label %202

202:                                              ; preds = %201, %68
  br label %203

203:                                              ; preds = %202, %25
  %204 = load ptr, ptr %7, align 8
  %205 = getelementptr inbounds i8, ptr %204, i32 1
  store ptr %205, ptr %7, align 8
  br label %16, !llvm.loop !13

206:                                              ; preds = %16
  br label %207

207:                                              ; preds = %210, %206
  %208 = load i32, ptr %6, align 4
  %209 = icmp ne i32 %208, 0
  br i1 %209, label %210, label %229

210:                                              ; preds = %207
  %211 = load ptr, ptr %4, align 8
  %212 = call i64 @strlen(ptr noundef %211) #8
  store i64 %212, ptr %11, align 8
  %213 = load i32, ptr %6, align 4
  %214 = add nsw i32 %213, -1
  store i32 %214, ptr %6, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %215
  %217 = load i8, ptr %216, align 1
  %218 = load ptr, ptr %4, align 8
  %219 = load i64, ptr %11, align 8
  %220 = getelementptr inbounds i8, ptr %218, i64 %219
  store i8 %217, ptr %220, align 1
  %221 = load ptr, ptr %4, align 8
  %222 = load i64, ptr %11, align 8
  %223 = add i64 %222, 1
  %224 = getelementptr inbounds i8, ptr %221, i64 %223
  store i8 32, ptr %224, align 1
  %225 = load ptr, ptr %4, align 8
  %226 = load i64, ptr %11, align 8
  %227 = add i64 %226, 2
  %228 = getelementptr inbounds i8, ptr %225, i64 %227
  store i8 0, ptr %228, align 1
  br label %207, !llvm.loop !14

229:                                              ; preds = %207
  %230 = load ptr, ptr %4, align 8
  %231 = call i64 @strlen(ptr noundef %230) #8
  store i64 %231, ptr %12, align 8
  %232 = load i64, ptr %12, align 8
  %233 = icmp ne i64 %232, 0
  br i1 %233, label %234, label %239

234:                                              ; preds = %229
  %235 = load ptr, ptr %4, align 8
  %236 = load i64, ptr %12, align 8
  %237 = sub i64 %236, 1
  %238 = getelementptr inbounds i8, ptr %235, i64 %237
  store i8 0, ptr %238, align 1
  br label %239

239:                                              ; preds = %234, %229
  ret void
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare ptr @strtok(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #4

; Function Attrs: nounwind
declare double @strtod(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #5

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @prec(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  %5 = icmp eq i32 %4, 94
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  br label %30

7:                                                ; preds = %1
  %8 = load i8, ptr %2, align 1
  %9 = sext i8 %8 to i32
  %10 = icmp eq i32 %9, 42
  br i1 %10, label %15, label %11

11:                                               ; preds = %7
  %12 = load i8, ptr %2, align 1
  %13 = sext i8 %12 to i32
  %14 = icmp eq i32 %13, 47
  br i1 %14, label %15, label %16

15:                                               ; preds = %11, %7
  br label %28

16:                                               ; preds = %11
  %17 = load i8, ptr %2, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp eq i32 %18, 43
  br i1 %19, label %24, label %20

20:                                               ; preds = %16
  %21 = load i8, ptr %2, align 1
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
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind willreturn memory(read) }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
