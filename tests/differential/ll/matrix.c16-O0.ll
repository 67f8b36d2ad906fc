; ModuleID = 'tests/differential/src/matrix.c'
source_filename = "tests/differential/src/matrix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"r[%d] = %.2f %.2f %.2f %.2f\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"det(a) = %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"fib(10^12) mod 1e9+7 = %lu\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1
@__const.fib_mod.r = private unnamed_addr constant [2 x [2 x i64]] [[2 x i64] [i64 1, i64 0], [2 x i64] [i64 0, i64 1]], align 16
@__const.fib_mod.b = private unnamed_addr constant [2 x [2 x i64]] [[2 x i64] [i64 1, i64 1], [2 x i64] [i64 1, i64 0]], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x [8 x double]], align 16
  %3 = alloca [8 x [8 x double]], align 16
  %4 = alloca [8 x [8 x double]], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [15 x i32], align 16
  %9 = alloca [15 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %55, %0
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %13, 8
  br i1 %14, label %15, label %58

15:                                               ; preds = %12
  store i32 0, ptr %6, align 4
  br label %16

16:                                               ; preds = %51, %15
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %17, 8
  br i1 %18, label %19, label %54

19:                                               ; preds = %16
  %20 = load i32, ptr %5, align 4
  %21 = load i32, ptr %6, align 4
  %22 = icmp eq i32 %20, %21
  %23 = zext i1 %22 to i32
  %24 = sitofp i32 %23 to double
  %25 = load i32, ptr %5, align 4
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %25, %26
  %28 = srem i32 %27, 3
  %29 = sitofp i32 %28 to double
  %30 = fmul double %29, 5.000000e-01
  %31 = call double @llvm.fmuladd.f64(double %24, double 2.000000e+00, double %30)
  %32 = load i32, ptr %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %33
  %35 = load i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [8 x double], ptr %34, i64 0, i64 %36
  store double %31, ptr %37, align 8
  %38 = load i32, ptr %5, align 4
  %39 = mul nsw i32 %38, 8
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %39, %40
  %42 = srem i32 %41, 5
  %43 = sub nsw i32 %42, 2
  %44 = sitofp i32 %43 to double
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [8 x [8 x double]], ptr %3, i64 0, i64 %46
  %48 = load i32, ptr %6, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [8 x double], ptr %47, i64 0, i64 %49
  store double %44, ptr %50, align 8
  br label %51

51:                                               ; preds = %19
  %52 = load i32, ptr %6, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %6, align 4
  br label %16, !llvm.loop !6

54:                                               ; preds = %16
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %5, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %5, align 4
  br label %12, !llvm.loop !8

58:                                               ; preds = %12
  %59 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 0
  %60 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 0
  %61 = getelementptr inbounds [8 x [8 x double]], ptr %3, i64 0, i64 0
  call void @matmul(ptr noundef %59, ptr noundef %60, ptr noundef %61)
  store i32 0, ptr %7, align 4
  br label %62

62:                                               ; preds = %88, %58
  %63 = load i32, ptr %7, align 4
  %64 = icmp slt i32 %63, 8
  br i1 %64, label %65, label %91

65:                                               ; preds = %62
  %66 = load i32, ptr %7, align 4
  %67 = load i32, ptr %7, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 %68
  %70 = getelementptr inbounds [8 x double], ptr %69, i64 0, i64 0
  %71 = load double, ptr %70, align 16
  %72 = load i32, ptr %7, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 %73
  %75 = getelementptr inbounds [8 x double], ptr %74, i64 0, i64 1
  %76 = load double, ptr %75, align 8
  %77 = load i32, ptr %7, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 %78
  %80 = getelementptr inbounds [8 x double], ptr %79, i64 0, i64 5
  %81 = load double, ptr %80, align 8
  %82 = load i32, ptr %7, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [8 x [8 x double]], ptr %4, i64 0, i64 %83
  %85 = getelementptr inbounds [8 x double], ptr %84, i64 0, i64 7
  %86 = load double, ptr %85, align 8
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %66, double noundef %71, double noundef %76, double noundef %81, double noundef %86)
  br label %88

88:                                               ; preds = %65
  %89 = load i32, ptr %7, align 4
  %90 = add nsw i32 %89, 3
  store i32 %90, ptr %7, align 4
  br label %62, !llvm.loop !9

91:                                               ; preds = %62
  %92 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 0
  %93 = call double @det(ptr noundef %92)
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %93)
  %95 = call i64 @fib_mod(i64 noundef 1000000000000, i64 noundef 1000000007)
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %95)
  store i32 0, ptr %10, align 4
  br label %97

97:                                               ; preds = %107, %91
  %98 = load i32, ptr %10, align 4
  %99 = icmp slt i32 %98, 15
  br i1 %99, label %100, label %110

100:                                              ; preds = %97
  %101 = load i32, ptr %10, align 4
  %102 = load i32, ptr %10, align 4
  %103 = mul nsw i32 %101, %102
  %104 = load i32, ptr %10, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [15 x i32], ptr %8, i64 0, i64 %105
  store i32 %103, ptr %106, align 4
  br label %107

107:                                              ; preds = %100
  %108 = load i32, ptr %10, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %10, align 4
  br label %97, !llvm.loop !10

110:                                              ; preds = %97
  %111 = getelementptr inbounds [15 x i32], ptr %8, i64 0, i64 0
  %112 = getelementptr inbounds [15 x i32], ptr %9, i64 0, i64 0
  call void @transpose_int(i32 noundef 3, i32 noundef 5, ptr noundef %111, ptr noundef %112)
  store i32 0, ptr %11, align 4
  br label %113

113:                                              ; preds = %126, %110
  %114 = load i32, ptr %11, align 4
  %115 = icmp slt i32 %114, 15
  br i1 %115, label %116, label %129

116:                                              ; preds = %113
  %117 = load i32, ptr %11, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [15 x i32], ptr %9, i64 0, i64 %118
  %120 = load i32, ptr %119, align 4
  %121 = load i32, ptr %11, align 4
  %122 = icmp eq i32 %121, 14
  %123 = zext i1 %122 to i64
  %124 = select i1 %122, i32 10, i32 32
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %120, i32 noundef %124)
  br label %126

126:                                              ; preds = %116
  %127 = load i32, ptr %11, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %11, align 4
  br label %113, !llvm.loop !11

129:                                              ; preds = %113
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matmul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %57, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 8
  br i1 %13, label %14, label %60

14:                                               ; preds = %11
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %53, %14
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %16, 8
  br i1 %17, label %18, label %56

18:                                               ; preds = %15
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %19

19:                                               ; preds = %41, %18
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %20, 8
  br i1 %21, label %22, label %44

22:                                               ; preds = %19
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [8 x double], ptr %23, i64 %25
  %27 = load i32, ptr %10, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [8 x double], ptr %26, i64 0, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %10, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [8 x double], ptr %31, i64 %33
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [8 x double], ptr %34, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load double, ptr %9, align 8
  %40 = call double @llvm.fmuladd.f64(double %30, double %38, double %39)
  store double %40, ptr %9, align 8
  br label %41

41:                                               ; preds = %22
  %42 = load i32, ptr %10, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %10, align 4
  br label %19, !llvm.loop !12

44:                                               ; preds = %19
  %45 = load double, ptr %9, align 8
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [8 x double], ptr %46, i64 %48
  %50 = load i32, ptr %8, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [8 x double], ptr %49, i64 0, i64 %51
  store double %45, ptr %52, align 8
  br label %53

53:                                               ; preds = %44
  %54 = load i32, ptr %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %8, align 4
  br label %15, !llvm.loop !13

56:                                               ; preds = %15
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %11, !llvm.loop !14

60:                                               ; preds = %11
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @det(ptr noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store double 1.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %13

13:                                               ; preds = %214, %1
  %14 = load i32, ptr %5, align 4
  %15 = icmp slt i32 %14, 8
  br i1 %15, label %16, label %217

16:                                               ; preds = %13
  %17 = load i32, ptr %5, align 4
  store i32 %17, ptr %6, align 4
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %7, align 4
  br label %20

20:                                               ; preds = %88, %16
  %21 = load i32, ptr %7, align 4
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %23, label %91

23:                                               ; preds = %20
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [8 x double], ptr %24, i64 %26
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [8 x double], ptr %27, i64 0, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = fcmp olt double %31, 0.000000e+00
  br i1 %32, label %33, label %43

33:                                               ; preds = %23
  %34 = load ptr, ptr %3, align 8
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [8 x double], ptr %34, i64 %36
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [8 x double], ptr %37, i64 0, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = fneg double %41
  br label %52

43:                                               ; preds = %23
  %44 = load ptr, ptr %3, align 8
  %45 = load i32, ptr %7, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [8 x double], ptr %44, i64 %46
  %48 = load i32, ptr %5, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [8 x double], ptr %47, i64 0, i64 %49
  %51 = load double, ptr %50, align 8
  br label %52

52:                                               ; preds = %43, %33
  %53 = phi double [ %42, %33 ], [ %51, %43 ]
  %54 = load ptr, ptr %3, align 8
  %55 = load i32, ptr %6, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [8 x double], ptr %54, i64 %56
  %58 = load i32, ptr %5, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [8 x double], ptr %57, i64 0, i64 %59
  %61 = load double, ptr %60, align 8
  %62 = fcmp olt double %61, 0.000000e+00
  br i1 %62, label %63, label %73

63:                                               ; preds = %52
  %64 = load ptr, ptr %3, align 8
  %65 = load i32, ptr %6, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [8 x double], ptr %64, i64 %66
  %68 = load i32, ptr %5, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [8 x double], ptr %67, i64 0, i64 %69
  %71 = load double, ptr %70, align 8
  %72 = fneg double %71
  br label %82

73:                                               ; preds = %52
  %74 = load ptr, ptr %3, align 8
  %75 = load i32, ptr %6, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [8 x double], ptr %74, i64 %76
  %78 = load i32, ptr %5, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [8 x double], ptr %77, i64 0, i64 %79
  %81 = load double, ptr %80, align 8
  br label %82

82:                                               ; preds = %73, %63
  %83 = phi double [ %72, %63 ], [ %81, %73 ]
  %84 = fcmp ogt double %53, %83
  br i1 %84, label %85, label %87

85:                                               ; preds = %82
  %86 = load i32, ptr %7, align 4
  store i32 %86, ptr %6, align 4
  br label %87

87:                                               ; preds = %85, %82
  br label %88

88:                                               ; preds = %87
  %89 = load i32, ptr %7, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %7, align 4
  br label %20, !llvm.loop !15

91:                                               ; preds = %20
  %92 = load ptr, ptr %3, align 8
  %93 = load i32, ptr %6, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [8 x double], ptr %92, i64 %94
  %96 = load i32, ptr %5, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [8 x double], ptr %95, i64 0, i64 %97
  %99 = load double, ptr %98, align 8
  %100 = fcmp oeq double %99, 0.000000e+00
  br i1 %100, label %101, label %102

101:                                              ; preds = %91
  store double 0.000000e+00, ptr %2, align 8
  br label %219

102:                                              ; preds = %91
  %103 = load i32, ptr %6, align 4
  %104 = load i32, ptr %5, align 4
  %105 = icmp ne i32 %103, %104
  br i1 %105, label %106, label %148

106:                                              ; preds = %102
  store i32 0, ptr %8, align 4
  br label %107

107:                                              ; preds = %142, %106
  %108 = load i32, ptr %8, align 4
  %109 = icmp slt i32 %108, 8
  br i1 %109, label %110, label %145

110:                                              ; preds = %107
  %111 = load ptr, ptr %3, align 8
  %112 = load i32, ptr %6, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [8 x double], ptr %111, i64 %113
  %115 = load i32, ptr %8, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [8 x double], ptr %114, i64 0, i64 %116
  %118 = load double, ptr %117, align 8
  store double %118, ptr %9, align 8
  %119 = load ptr, ptr %3, align 8
  %120 = load i32, ptr %5, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [8 x double], ptr %119, i64 %121
  %123 = load i32, ptr %8, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [8 x double], ptr %122, i64 0, i64 %124
  %126 = load double, ptr %125, align 8
  %127 = load ptr, ptr %3, align 8
  %128 = load i32, ptr %6, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [8 x double], ptr %127, i64 %129
  %131 = load i32, ptr %8, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [8 x double], ptr %130, i64 0, i64 %132
  store double %126, ptr %133, align 8
  %134 = load double, ptr %9, align 8
  %135 = load ptr, ptr %3, align 8
  %136 = load i32, ptr %5, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [8 x double], ptr %135, i64 %137
  %139 = load i32, ptr %8, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [8 x double], ptr %138, i64 0, i64 %140
  store double %134, ptr %141, align 8
  br label %142

142:                                              ; preds = %110
  %143 = load i32, ptr %8, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %8, align 4
  br label %107, !llvm.loop !16

145:                                              ; preds = %107
  %146 = load double, ptr %4, align 8
  %147 = fneg double %146
  store double %147, ptr %4, align 8
  br label %148

148:                                              ; preds = %145, %102
  %149 = load ptr, ptr %3, align 8
  %150 = load i32, ptr %5, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [8 x double], ptr %149, i64 %151
  %153 = load i32, ptr %5, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [8 x double], ptr %152, i64 0, i64 %154
  %156 = load double, ptr %155, align 8
  %157 = load double, ptr %4, align 8
  %158 = fmul double %157, %156
  store double %158, ptr %4, align 8
  %159 = load i32, ptr %5, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %10, align 4
  br label %161

161:                                              ; preds = %210, %148
  %162 = load i32, ptr %10, align 4
  %163 = icmp slt i32 %162, 8
  br i1 %163, label %164, label %213

164:                                              ; preds = %161
  %165 = load ptr, ptr %3, align 8
  %166 = load i32, ptr %10, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [8 x double], ptr %165, i64 %167
  %169 = load i32, ptr %5, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [8 x double], ptr %168, i64 0, i64 %170
  %172 = load double, ptr %171, align 8
  %173 = load ptr, ptr %3, align 8
  %174 = load i32, ptr %5, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [8 x double], ptr %173, i64 %175
  %177 = load i32, ptr %5, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [8 x double], ptr %176, i64 0, i64 %178
  %180 = load double, ptr %179, align 8
  %181 = fdiv double %172, %180
  store double %181, ptr %11, align 8
  %182 = load i32, ptr %5, align 4
  store i32 %182, ptr %12, align 4
  br label %183

183:                                              ; preds = %206, %164
  %184 = load i32, ptr %12, align 4
  %185 = icmp slt i32 %184, 8
  br i1 %185, label %186, label %209

186:                                              ; preds = %183
  %187 = load double, ptr %11, align 8
  %188 = load ptr, ptr %3, align 8
  %189 = load i32, ptr %5, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [8 x double], ptr %188, i64 %190
  %192 = load i32, ptr %12, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [8 x double], ptr %191, i64 0, i64 %193
  %195 = load double, ptr %194, align 8
  %196 = load ptr, ptr %3, align 8
  %197 = load i32, ptr %10, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [8 x double], ptr %196, i64 %198
  %200 = load i32, ptr %12, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [8 x double], ptr %199, i64 0, i64 %201
  %203 = load double, ptr %202, align 8
  %204 = fneg double %187
  %205 = call double @llvm.fmuladd.f64(double %204, double %195, double %203)
  store double %205, ptr %202, align 8
  br label %206

206:                                              ; preds = %186
  %207 = load i32, ptr %12, align 4
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %12, align 4
  br label %183, !llvm.loop !17

209:                                              ; preds = %183
  br label %210

210:                                              ; preds = %209
  %211 = load i32, ptr %10, align 4
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr %10, align 4
  br label %161, !llvm.loop !18

213:                                              ; preds = %161
  br label %214

214:                                              ; preds = %213
  %215 = load i32, ptr %5, align 4
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %5, align 4
  br label %13, !llvm.loop !19

217:                                              ; preds = %13
  %218 = load double, ptr %4, align 8
  store double %218, ptr %2, align 8
  br label %219

219:                                              ; preds = %217, %101
  %220 = load double, ptr %2, align 8
  ret double %220
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fib_mod(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca [2 x [2 x i64]], align 16
  %6 = alloca [2 x [2 x i64]], align 16
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.fib_mod.r, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.fib_mod.b, i64 32, i1 false)
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i64, ptr %3, align 8
  %9 = icmp ne i64 %8, 0
  br i1 %9, label %10, label %26

10:                                               ; preds = %7
  %11 = load i64, ptr %3, align 8
  %12 = and i64 %11, 1
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %10
  %15 = getelementptr inbounds [2 x [2 x i64]], ptr %5, i64 0, i64 0
  %16 = getelementptr inbounds [2 x [2 x i64]], ptr %5, i64 0, i64 0
  %17 = getelementptr inbounds [2 x [2 x i64]], ptr %6, i64 0, i64 0
  %18 = load i64, ptr %4, align 8
  call void @m2mul(ptr noundef %15, ptr noundef %16, ptr noundef %17, i64 noundef %18)
  br label %19

19:                                               ; preds = %14, %10
  %20 = getelementptr inbounds [2 x [2 x i64]], ptr %6, i64 0, i64 0
  %21 = getelementptr inbounds [2 x [2 x i64]], ptr %6, i64 0, i64 0
  %22 = getelementptr inbounds [2 x [2 x i64]], ptr %6, i64 0, i64 0
  %23 = load i64, ptr %4, align 8
  call void @m2mul(ptr noundef %20, ptr noundef %21, ptr noundef %22, i64 noundef %23)
  %24 = load i64, ptr %3, align 8
  %25 = lshr i64 %24, 1
  store i64 %25, ptr %3, align 8
  br label %7, !llvm.loop !20

26:                                               ; preds = %7
  %27 = getelementptr inbounds [2 x [2 x i64]], ptr %5, i64 0, i64 0
  %28 = getelementptr inbounds [2 x i64], ptr %27, i64 0, i64 1
  %29 = load i64, ptr %28, align 8
  ret i64 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose_int(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %11

11:                                               ; preds = %42, %4
  %12 = load i32, ptr %9, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %45

15:                                               ; preds = %11
  store i32 0, ptr %10, align 4
  br label %16

16:                                               ; preds = %38, %15
  %17 = load i32, ptr %10, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %41

20:                                               ; preds = %16
  %21 = load ptr, ptr %7, align 8
  %22 = load i32, ptr %9, align 4
  %23 = load i32, ptr %6, align 4
  %24 = mul nsw i32 %22, %23
  %25 = load i32, ptr %10, align 4
  %26 = add nsw i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %21, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = load ptr, ptr %8, align 8
  %31 = load i32, ptr %10, align 4
  %32 = load i32, ptr %5, align 4
  %33 = mul nsw i32 %31, %32
  %34 = load i32, ptr %9, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %30, i64 %36
  store i32 %29, ptr %37, align 4
  br label %38

38:                                               ; preds = %20
  %39 = load i32, ptr %10, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %10, align 4
  br label %16, !llvm.loop !21

41:                                               ; preds = %16
  br label %42

42:                                               ; preds = %41
  %43 = load i32, ptr %9, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %9, align 4
  br label %11, !llvm.loop !22

45:                                               ; preds = %11
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @m2mul(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca [2 x [2 x i64]], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  store i32 0, ptr %10, align 4
  br label %14

14:                                               ; preds = %61, %4
  %15 = load i32, ptr %10, align 4
  %16 = icmp slt i32 %15, 2
  br i1 %16, label %17, label %64

17:                                               ; preds = %14
  store i32 0, ptr %11, align 4
  br label %18

18:                                               ; preds = %57, %17
  %19 = load i32, ptr %11, align 4
  %20 = icmp slt i32 %19, 2
  br i1 %20, label %21, label %60

21:                                               ; preds = %18
  %22 = load ptr, ptr %6, align 8
  %23 = load i32, ptr %10, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [2 x i64], ptr %22, i64 %24
  %26 = getelementptr inbounds [2 x i64], ptr %25, i64 0, i64 0
  %27 = load i64, ptr %26, align 8
  %28 = load ptr, ptr %7, align 8
  %29 = getelementptr inbounds [2 x i64], ptr %28, i64 0
  %30 = load i32, ptr %11, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [2 x i64], ptr %29, i64 0, i64 %31
  %33 = load i64, ptr %32, align 8
  %34 = mul i64 %27, %33
  %35 = load ptr, ptr %6, align 8
  %36 = load i32, ptr %10, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [2 x i64], ptr %35, i64 %37
  %39 = getelementptr inbounds [2 x i64], ptr %38, i64 0, i64 1
  %40 = load i64, ptr %39, align 8
  %41 = load ptr, ptr %7, align 8
  %42 = getelementptr inbounds [2 x i64], ptr %41, i64 1
  %43 = load i32, ptr %11, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [2 x i64], ptr %42, i64 0, i64 %44
  %46 = load i64, ptr %45, align 8
  %47 = mul i64 %40, %46
  %48 = add i64 %34, %47
  %49 = load i64, ptr %8, align 8
  %50 = urem i64 %48, %49
  %51 = load i32, ptr %10, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [2 x [2 x i64]], ptr %9, i64 0, i64 %52
  %54 = load i32, ptr %11, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [2 x i64], ptr %53, i64 0, i64 %55
  store i64 %50, ptr %56, align 8
  br label %57

57:                                               ; preds = %21
  %58 = load i32, ptr %11, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %11, align 4
  br label %18, !llvm.loop !23

60:                                               ; preds = %18
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %10, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %10, align 4
  br label %14, !llvm.loop !24

64:                                               ; preds = %14
  store i32 0, ptr %12, align 4
  br label %65

65:                                               ; preds = %91, %64
  %66 = load i32, ptr %12, align 4
  %67 = icmp slt i32 %66, 2
  br i1 %67, label %68, label %94

68:                                               ; preds = %65
  store i32 0, ptr %13, align 4
  br label %69

69:                                               ; preds = %87, %68
  %70 = load i32, ptr %13, align 4
  %71 = icmp slt i32 %70, 2
  br i1 %71, label %72, label %90

72:                                               ; preds = %69
  %73 = load i32, ptr %12, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [2 x [2 x i64]], ptr %9, i64 0, i64 %74
  %76 = load i32, ptr %13, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [2 x i64], ptr %75, i64 0, i64 %77
  %79 = load i64, ptr %78, align 8
  %80 = load ptr, ptr %5, align 8
  %81 = load i32, ptr %12, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [2 x i64], ptr %80, i64 %82
  %84 = load i32, ptr %13, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [2 x i64], ptr %83, i64 0, i64 %85
  store i64 %79, ptr %86, align 8
  br label %87

87:                                               ; preds = %72
  %88 = load i32, ptr %13, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %13, align 4
  br label %69, !llvm.loop !25

90:                                               ; preds = %69
  br label %91

91:                                               ; preds = %90
  %92 = load i32, ptr %12, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %12, align 4
  br label %65, !llvm.loop !26

94:                                               ; preds = %65
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
