; ModuleID = 'tests/differential/src/struct_byval_float.c'
source_filename = "tests/differential/src/struct_byval_float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.F2 = type { float, float }
%struct.F3 = type { float, float, float }
%struct.D2 = type { double, double }
%struct.ID = type { i32, double }
%struct.DI = type { double, i64 }
%struct.FI = type { float, i32 }
%struct.D3 = type { double, double, double }

@__const.main.a = private unnamed_addr constant %struct.F2 { float 1.500000e+00, float -2.250000e+00 }, align 4
@__const.main.b = private unnamed_addr constant %struct.F2 { float 2.500000e-01, float 8.000000e+00 }, align 4
@.str = private unnamed_addr constant [14 x i8] c"F2 %.3f %.3f\0A\00", align 1
@__const.main.u = private unnamed_addr constant %struct.F3 { float 1.000000e+00, float 2.000000e+00, float 3.000000e+00 }, align 4
@__const.main.v = private unnamed_addr constant %struct.F3 { float 4.000000e+00, float 5.000000e+00, float 6.000000e+00 }, align 4
@.str.1 = private unnamed_addr constant [19 x i8] c"F3 %.2f %.2f %.2f\0A\00", align 1
@__const.main.z = private unnamed_addr constant %struct.D2 { double 1.000000e+00, double 2.000000e+00 }, align 8
@__const.main.w = private unnamed_addr constant %struct.D2 { double 3.000000e+00, double -1.000000e+00 }, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"D2 %.6f %.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"ID %d %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"DI %.2f %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"FI %.2f %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"D3 %.3f %.3f %.3f\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"mix %.5f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.F2, align 4
  %3 = alloca %struct.F2, align 4
  %4 = alloca %struct.F2, align 4
  %5 = alloca %struct.F3, align 4
  %6 = alloca %struct.F3, align 4
  %7 = alloca %struct.F3, align 4
  %8 = alloca { <2 x float>, float }, align 4
  %9 = alloca { <2 x float>, float }, align 4
  %10 = alloca { <2 x float>, float }, align 8
  %11 = alloca %struct.D2, align 8
  %12 = alloca %struct.D2, align 8
  %13 = alloca %struct.D2, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.D2, align 8
  %16 = alloca %struct.ID, align 8
  %17 = alloca %struct.ID, align 8
  %18 = alloca %struct.DI, align 8
  %19 = alloca %struct.DI, align 8
  %20 = alloca %struct.FI, align 4
  %21 = alloca %struct.D3, align 8
  %22 = alloca %struct.D3, align 8
  %23 = alloca %struct.D3, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.b, i64 8, i1 false)
  %24 = load <2 x float>, ptr %2, align 4
  %25 = load <2 x float>, ptr %3, align 4
  %26 = call <2 x float> @f2add(<2 x float> %24, <2 x float> %25)
  store <2 x float> %26, ptr %4, align 4
  %27 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 0
  %28 = load float, ptr %27, align 4
  %29 = fpext float %28 to double
  %30 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 1
  %31 = load float, ptr %30, align 4
  %32 = fpext float %31 to double
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %29, double noundef %32)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.u, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.v, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %5, i64 12, i1 false)
  %34 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 0
  %35 = load <2 x float>, ptr %34, align 4
  %36 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 1
  %37 = load float, ptr %36, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %6, i64 12, i1 false)
  %38 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 0
  %39 = load <2 x float>, ptr %38, align 4
  %40 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 1
  %41 = load float, ptr %40, align 4
  %42 = call { <2 x float>, float } @f3cross(<2 x float> %35, float %37, <2 x float> %39, float %41)
  store { <2 x float>, float } %42, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 8 %10, i64 12, i1 false)
  %43 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  %44 = load float, ptr %43, align 4
  %45 = fpext float %44 to double
  %46 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 1
  %47 = load float, ptr %46, align 4
  %48 = fpext float %47 to double
  %49 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 2
  %50 = load float, ptr %49, align 4
  %51 = fpext float %50 to double
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %45, double noundef %48, double noundef %51)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.z, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.w, i64 16, i1 false)
  %53 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %56 = load double, ptr %55, align 8
  %57 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %58 = load double, ptr %57, align 8
  %59 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %60 = load double, ptr %59, align 8
  %61 = call { double, double } @cmul(double %54, double %56, double %58, double %60)
  %62 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %63 = extractvalue { double, double } %61, 0
  store double %63, ptr %62, align 8
  %64 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %65 = extractvalue { double, double } %61, 1
  store double %65, ptr %64, align 8
  store i32 0, ptr %14, align 4
  br label %66

66:                                               ; preds = %83, %0
  %67 = load i32, ptr %14, align 4
  %68 = icmp slt i32 %67, 3
  br i1 %68, label %69, label %86

69:                                               ; preds = %66
  %70 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %71 = load double, ptr %70, align 8
  %72 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %73 = load double, ptr %72, align 8
  %74 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %75 = load double, ptr %74, align 8
  %76 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %77 = load double, ptr %76, align 8
  %78 = call { double, double } @cmul(double %71, double %73, double %75, double %77)
  %79 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %80 = extractvalue { double, double } %78, 0
  store double %80, ptr %79, align 8
  %81 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %82 = extractvalue { double, double } %78, 1
  store double %82, ptr %81, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %15, i64 16, i1 false)
  br label %83

83:                                               ; preds = %69
  %84 = load i32, ptr %14, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %14, align 4
  br label %66, !llvm.loop !6

86:                                               ; preds = %66
  %87 = getelementptr inbounds %struct.D2, ptr %13, i32 0, i32 0
  %88 = load double, ptr %87, align 8
  %89 = getelementptr inbounds %struct.D2, ptr %13, i32 0, i32 1
  %90 = load double, ptr %89, align 8
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %88, double noundef %90)
  %92 = getelementptr inbounds %struct.ID, ptr %17, i32 0, i32 0
  store i32 21, ptr %92, align 8
  %93 = getelementptr inbounds %struct.ID, ptr %17, i32 0, i32 1
  store double 1.250000e+00, ptr %93, align 8
  %94 = getelementptr inbounds { i32, double }, ptr %17, i32 0, i32 0
  %95 = load i32, ptr %94, align 8
  %96 = getelementptr inbounds { i32, double }, ptr %17, i32 0, i32 1
  %97 = load double, ptr %96, align 8
  %98 = call { i32, double } @id_twice(i32 %95, double %97)
  %99 = getelementptr inbounds { i32, double }, ptr %16, i32 0, i32 0
  %100 = extractvalue { i32, double } %98, 0
  store i32 %100, ptr %99, align 8
  %101 = getelementptr inbounds { i32, double }, ptr %16, i32 0, i32 1
  %102 = extractvalue { i32, double } %98, 1
  store double %102, ptr %101, align 8
  %103 = getelementptr inbounds %struct.ID, ptr %16, i32 0, i32 0
  %104 = load i32, ptr %103, align 8
  %105 = getelementptr inbounds %struct.ID, ptr %16, i32 0, i32 1
  %106 = load double, ptr %105, align 8
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %104, double noundef %106)
  %108 = getelementptr inbounds %struct.DI, ptr %19, i32 0, i32 0
  store double -7.775000e+01, ptr %108, align 8
  %109 = getelementptr inbounds %struct.DI, ptr %19, i32 0, i32 1
  store i64 12345, ptr %109, align 8
  %110 = getelementptr inbounds { double, i64 }, ptr %19, i32 0, i32 0
  %111 = load double, ptr %110, align 8
  %112 = getelementptr inbounds { double, i64 }, ptr %19, i32 0, i32 1
  %113 = load i64, ptr %112, align 8
  %114 = call { double, i64 } @di_swapish(double %111, i64 %113)
  %115 = getelementptr inbounds { double, i64 }, ptr %18, i32 0, i32 0
  %116 = extractvalue { double, i64 } %114, 0
  store double %116, ptr %115, align 8
  %117 = getelementptr inbounds { double, i64 }, ptr %18, i32 0, i32 1
  %118 = extractvalue { double, i64 } %114, 1
  store i64 %118, ptr %117, align 8
  %119 = getelementptr inbounds %struct.DI, ptr %18, i32 0, i32 0
  %120 = load double, ptr %119, align 8
  %121 = getelementptr inbounds %struct.DI, ptr %18, i32 0, i32 1
  %122 = load i64, ptr %121, align 8
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %120, i64 noundef %122)
  %124 = call i64 @fi_make(float noundef 9.000000e+00, i32 noundef 41)
  store i64 %124, ptr %20, align 4
  %125 = getelementptr inbounds %struct.FI, ptr %20, i32 0, i32 0
  %126 = load float, ptr %125, align 4
  %127 = fpext float %126 to double
  %128 = getelementptr inbounds %struct.FI, ptr %20, i32 0, i32 1
  %129 = load i32, ptr %128, align 4
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %127, i32 noundef %129)
  %131 = getelementptr inbounds %struct.D3, ptr %22, i32 0, i32 0
  store double 0.000000e+00, ptr %131, align 8
  %132 = getelementptr inbounds %struct.D3, ptr %22, i32 0, i32 1
  store double 1.000000e+01, ptr %132, align 8
  %133 = getelementptr inbounds %struct.D3, ptr %22, i32 0, i32 2
  store double -1.000000e+01, ptr %133, align 8
  %134 = getelementptr inbounds %struct.D3, ptr %23, i32 0, i32 0
  store double 1.000000e+01, ptr %134, align 8
  %135 = getelementptr inbounds %struct.D3, ptr %23, i32 0, i32 1
  store double 2.000000e+01, ptr %135, align 8
  %136 = getelementptr inbounds %struct.D3, ptr %23, i32 0, i32 2
  store double 3.000000e+01, ptr %136, align 8
  call void @d3_lerp(ptr sret(%struct.D3) align 8 %21, ptr noundef byval(%struct.D3) align 8 %22, ptr noundef byval(%struct.D3) align 8 %23, double noundef 2.500000e-01)
  %137 = getelementptr inbounds %struct.D3, ptr %21, i32 0, i32 0
  %138 = load double, ptr %137, align 8
  %139 = getelementptr inbounds %struct.D3, ptr %21, i32 0, i32 1
  %140 = load double, ptr %139, align 8
  %141 = getelementptr inbounds %struct.D3, ptr %21, i32 0, i32 2
  %142 = load double, ptr %141, align 8
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %138, double noundef %140, double noundef %142)
  %144 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %145 = load double, ptr %144, align 8
  %146 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %147 = load double, ptr %146, align 8
  %148 = load <2 x float>, ptr %2, align 4
  %149 = getelementptr inbounds { i32, double }, ptr %16, i32 0, i32 0
  %150 = load i32, ptr %149, align 8
  %151 = getelementptr inbounds { i32, double }, ptr %16, i32 0, i32 1
  %152 = load double, ptr %151, align 8
  %153 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %154 = load double, ptr %153, align 8
  %155 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %156 = load double, ptr %155, align 8
  %157 = call double @mix(double %145, double %147, float noundef 5.000000e-01, <2 x float> %148, double noundef 3.250000e+00, i32 %150, double %152, double %154, double %156, double noundef 1.500000e+00, double noundef -2.000000e+00)
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %157)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @f2add(<2 x float> %0, <2 x float> %1) #0 {
  %3 = alloca %struct.F2, align 4
  %4 = alloca %struct.F2, align 4
  %5 = alloca %struct.F2, align 4
  store <2 x float> %0, ptr %4, align 4
  store <2 x float> %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = fadd float %8, %10
  store float %11, ptr %6, align 4
  %12 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 1
  %16 = load float, ptr %15, align 4
  %17 = fadd float %14, %16
  store float %17, ptr %12, align 4
  %18 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %18
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @f3cross(<2 x float> %0, float %1, <2 x float> %2, float %3) #0 {
  %5 = alloca %struct.F3, align 4
  %6 = alloca %struct.F3, align 4
  %7 = alloca { <2 x float>, float }, align 4
  %8 = alloca %struct.F3, align 4
  %9 = alloca { <2 x float>, float }, align 4
  %10 = alloca { <2 x float>, float }, align 8
  %11 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 0
  store <2 x float> %0, ptr %11, align 4
  %12 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 1
  store float %1, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %7, i64 12, i1 false)
  %13 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 0
  store <2 x float> %2, ptr %13, align 4
  %14 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 1
  store float %3, ptr %14, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %9, i64 12, i1 false)
  %15 = getelementptr inbounds %struct.F3, ptr %5, i32 0, i32 0
  %16 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds %struct.F3, ptr %8, i32 0, i32 2
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 2
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds %struct.F3, ptr %8, i32 0, i32 1
  %23 = load float, ptr %22, align 4
  %24 = fmul float %21, %23
  %25 = fneg float %24
  %26 = call float @llvm.fmuladd.f32(float %17, float %19, float %25)
  store float %26, ptr %15, align 4
  %27 = getelementptr inbounds %struct.F3, ptr %5, i32 0, i32 1
  %28 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 2
  %29 = load float, ptr %28, align 4
  %30 = getelementptr inbounds %struct.F3, ptr %8, i32 0, i32 0
  %31 = load float, ptr %30, align 4
  %32 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 0
  %33 = load float, ptr %32, align 4
  %34 = getelementptr inbounds %struct.F3, ptr %8, i32 0, i32 2
  %35 = load float, ptr %34, align 4
  %36 = fmul float %33, %35
  %37 = fneg float %36
  %38 = call float @llvm.fmuladd.f32(float %29, float %31, float %37)
  store float %38, ptr %27, align 4
  %39 = getelementptr inbounds %struct.F3, ptr %5, i32 0, i32 2
  %40 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 0
  %41 = load float, ptr %40, align 4
  %42 = getelementptr inbounds %struct.F3, ptr %8, i32 0, i32 1
  %43 = load float, ptr %42, align 4
  %44 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 1
  %45 = load float, ptr %44, align 4
  %46 = getelementptr inbounds %struct.F3, ptr %8, i32 0, i32 0
  %47 = load float, ptr %46, align 4
  %48 = fmul float %45, %47
  %49 = fneg float %48
  %50 = call float @llvm.fmuladd.f32(float %41, float %43, float %49)
  store float %50, ptr %39, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 4 %5, i64 12, i1 false)
  %51 = load { <2 x float>, float }, ptr %10, align 8
  ret { <2 x float>, float } %51
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @cmul(double %0, double %1, double %2, double %3) #3 {
  %5 = alloca %struct.D2, align 8
  %6 = alloca %struct.D2, align 8
  %7 = alloca %struct.D2, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.D2, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.D2, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %struct.D2, ptr %6, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = fmul double %18, %20
  %22 = fneg double %21
  %23 = call double @llvm.fmuladd.f64(double %14, double %16, double %22)
  store double %23, ptr %12, align 8
  %24 = getelementptr inbounds %struct.D2, ptr %5, i32 0, i32 1
  %25 = getelementptr inbounds %struct.D2, ptr %6, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds %struct.D2, ptr %6, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  %31 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = fmul double %30, %32
  %34 = call double @llvm.fmuladd.f64(double %26, double %28, double %33)
  store double %34, ptr %24, align 8
  %35 = load { double, double }, ptr %5, align 8
  ret { double, double } %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, double } @id_twice(i32 %0, double %1) #3 {
  %3 = alloca %struct.ID, align 8
  %4 = alloca %struct.ID, align 8
  %5 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 0
  store i32 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.ID, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = mul nsw i32 %8, 2
  store i32 %9, ptr %7, align 8
  %10 = getelementptr inbounds %struct.ID, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fmul double %11, 2.500000e+00
  store double %12, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 16, i1 false)
  %13 = load { i32, double }, ptr %3, align 8
  ret { i32, double } %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, i64 } @di_swapish(double %0, i64 %1) #3 {
  %3 = alloca %struct.DI, align 8
  %4 = alloca %struct.DI, align 8
  %5 = getelementptr inbounds { double, i64 }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.DI, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.DI, ptr %4, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = sitofp i64 %9 to double
  store double %10, ptr %7, align 8
  %11 = getelementptr inbounds %struct.DI, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.DI, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = fptosi double %13 to i64
  store i64 %14, ptr %11, align 8
  %15 = load { double, i64 }, ptr %3, align 8
  ret { double, i64 } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fi_make(float noundef %0, i32 noundef %1) #3 {
  %3 = alloca %struct.FI, align 4
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  store float %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.FI, ptr %3, i32 0, i32 0
  %7 = load float, ptr %4, align 4
  %8 = fmul float %7, 5.000000e-01
  store float %8, ptr %6, align 4
  %9 = getelementptr inbounds %struct.FI, ptr %3, i32 0, i32 1
  %10 = load i32, ptr %5, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %9, align 4
  %12 = load i64, ptr %3, align 4
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d3_lerp(ptr noalias sret(%struct.D3) align 8 %0, ptr noundef byval(%struct.D3) align 8 %1, ptr noundef byval(%struct.D3) align 8 %2, double noundef %3) #3 {
  %5 = alloca double, align 8
  store double %3, ptr %5, align 8
  %6 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.D3, ptr %2, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = fsub double %10, %12
  %14 = load double, ptr %5, align 8
  %15 = call double @llvm.fmuladd.f64(double %13, double %14, double %8)
  store double %15, ptr %6, align 8
  %16 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 1
  %17 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.D3, ptr %2, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = fsub double %20, %22
  %24 = load double, ptr %5, align 8
  %25 = call double @llvm.fmuladd.f64(double %23, double %24, double %18)
  store double %25, ptr %16, align 8
  %26 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 2
  %27 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 2
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds %struct.D3, ptr %2, i32 0, i32 2
  %30 = load double, ptr %29, align 8
  %31 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 2
  %32 = load double, ptr %31, align 8
  %33 = fsub double %30, %32
  %34 = load double, ptr %5, align 8
  %35 = call double @llvm.fmuladd.f64(double %33, double %34, double %28)
  store double %35, ptr %26, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mix(double %0, double %1, float noundef %2, <2 x float> %3, double noundef %4, i32 %5, double %6, double %7, double %8, double noundef %9, double noundef %10) #0 {
  %12 = alloca %struct.D2, align 8
  %13 = alloca %struct.F2, align 4
  %14 = alloca %struct.ID, align 8
  %15 = alloca %struct.D2, align 8
  %16 = alloca float, align 4
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  store double %0, ptr %20, align 8
  %21 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  store double %1, ptr %21, align 8
  store <2 x float> %3, ptr %13, align 4
  %22 = getelementptr inbounds { i32, double }, ptr %14, i32 0, i32 0
  store i32 %5, ptr %22, align 8
  %23 = getelementptr inbounds { i32, double }, ptr %14, i32 0, i32 1
  store double %6, ptr %23, align 8
  %24 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  store double %7, ptr %24, align 8
  %25 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  store double %8, ptr %25, align 8
  store float %2, ptr %16, align 4
  store double %4, ptr %17, align 8
  store double %9, ptr %18, align 8
  store double %10, ptr %19, align 8
  %26 = getelementptr inbounds %struct.D2, ptr %12, i32 0, i32 0
  %27 = load double, ptr %26, align 8
  %28 = getelementptr inbounds %struct.D2, ptr %12, i32 0, i32 1
  %29 = load double, ptr %28, align 8
  %30 = fadd double %27, %29
  %31 = load float, ptr %16, align 4
  %32 = fpext float %31 to double
  %33 = fadd double %30, %32
  %34 = getelementptr inbounds %struct.F2, ptr %13, i32 0, i32 0
  %35 = load float, ptr %34, align 4
  %36 = getelementptr inbounds %struct.F2, ptr %13, i32 0, i32 1
  %37 = load float, ptr %36, align 4
  %38 = fmul float %35, %37
  %39 = fpext float %38 to double
  %40 = fadd double %33, %39
  %41 = load double, ptr %17, align 8
  %42 = fadd double %40, %41
  %43 = getelementptr inbounds %struct.ID, ptr %14, i32 0, i32 0
  %44 = load i32, ptr %43, align 8
  %45 = sitofp i32 %44 to double
  %46 = fadd double %42, %45
  %47 = getelementptr inbounds %struct.ID, ptr %14, i32 0, i32 1
  %48 = load double, ptr %47, align 8
  %49 = fadd double %46, %48
  %50 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 0
  %51 = load double, ptr %50, align 8
  %52 = fadd double %49, %51
  %53 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 1
  %54 = load double, ptr %53, align 8
  %55 = fsub double %52, %54
  %56 = load double, ptr %18, align 8
  %57 = load double, ptr %19, align 8
  %58 = call double @llvm.fmuladd.f64(double %56, double %57, double %55)
  ret double %58
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
