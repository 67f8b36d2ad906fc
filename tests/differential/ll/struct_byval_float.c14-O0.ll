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
  store i32 0, i32* %1, align 4
  %24 = bitcast %struct.F2* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %24, i8* align 4 bitcast (%struct.F2* @__const.main.a to i8*), i64 8, i1 false)
  %25 = bitcast %struct.F2* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %25, i8* align 4 bitcast (%struct.F2* @__const.main.b to i8*), i64 8, i1 false)
  %26 = bitcast %struct.F2* %2 to <2 x float>*
  %27 = load <2 x float>, <2 x float>* %26, align 4
  %28 = bitcast %struct.F2* %3 to <2 x float>*
  %29 = load <2 x float>, <2 x float>* %28, align 4
  %30 = call <2 x float> @f2add(<2 x float> %27, <2 x float> %29)
  %31 = bitcast %struct.F2* %4 to <2 x float>*
  store <2 x float> %30, <2 x float>* %31, align 4
  %32 = getelementptr inbounds %struct.F2, %struct.F2* %4, i32 0, i32 0
  %33 = load float, float* %32, align 4
  %34 = fpext float %33 to double
  %35 = getelementptr inbounds %struct.F2, %struct.F2* %4, i32 0, i32 1
  %36 = load float, float* %35, align 4
  %37 = fpext float %36 to double
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), double noundef %34, double noundef %37)
  %39 = bitcast %struct.F3* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %39, i8* align 4 bitcast (%struct.F3* @__const.main.u to i8*), i64 12, i1 false)
  %40 = bitcast %struct.F3* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %40, i8* align 4 bitcast (%struct.F3* @__const.main.v to i8*), i64 12, i1 false)
  %41 = bitcast { <2 x float>, float }* %8 to i8*
  %42 = bitcast %struct.F3* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %41, i8* align 4 %42, i64 12, i1 false)
  %43 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %8, i32 0, i32 0
  %44 = load <2 x float>, <2 x float>* %43, align 4
  %45 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %8, i32 0, i32 1
  %46 = load float, float* %45, align 4
  %47 = bitcast { <2 x float>, float }* %9 to i8*
  %48 = bitcast %struct.F3* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %47, i8* align 4 %48, i64 12, i1 false)
  %49 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %9, i32 0, i32 0
  %50 = load <2 x float>, <2 x float>* %49, align 4
  %51 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %9, i32 0, i32 1
  %52 = load float, float* %51, align 4
  %53 = call { <2 x float>, float } @f3cross(<2 x float> %44, float %46, <2 x float> %50, float %52)
  store { <2 x float>, float } %53, { <2 x float>, float }* %10, align 8
  %54 = bitcast %struct.F3* %7 to i8*
  %55 = bitcast { <2 x float>, float }* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %54, i8* align 8 %55, i64 12, i1 false)
  %56 = getelementptr inbounds %struct.F3, %struct.F3* %7, i32 0, i32 0
  %57 = load float, float* %56, align 4
  %58 = fpext float %57 to double
  %59 = getelementptr inbounds %struct.F3, %struct.F3* %7, i32 0, i32 1
  %60 = load float, float* %59, align 4
  %61 = fpext float %60 to double
  %62 = getelementptr inbounds %struct.F3, %struct.F3* %7, i32 0, i32 2
  %63 = load float, float* %62, align 4
  %64 = fpext float %63 to double
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), double noundef %58, double noundef %61, double noundef %64)
  %66 = bitcast %struct.D2* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %66, i8* align 8 bitcast (%struct.D2* @__const.main.z to i8*), i64 16, i1 false)
  %67 = bitcast %struct.D2* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %67, i8* align 8 bitcast (%struct.D2* @__const.main.w to i8*), i64 16, i1 false)
  %68 = bitcast %struct.D2* %11 to { double, double }*
  %69 = getelementptr inbounds { double, double }, { double, double }* %68, i32 0, i32 0
  %70 = load double, double* %69, align 8
  %71 = getelementptr inbounds { double, double }, { double, double }* %68, i32 0, i32 1
  %72 = load double, double* %71, align 8
  %73 = bitcast %struct.D2* %12 to { double, double }*
  %74 = getelementptr inbounds { double, double }, { double, double }* %73, i32 0, i32 0
  %75 = load double, double* %74, align 8
  %76 = getelementptr inbounds { double, double }, { double, double }* %73, i32 0, i32 1
  %77 = load double, double* %76, align 8
  %78 = call { double, double } @cmul(double %70, double %72, double %75, double %77)
  %79 = bitcast %struct.D2* %13 to { double, double }*
  %80 = getelementptr inbounds { double, double }, { double, double }* %79, i32 0, i32 0
  %81 = extractvalue { double, double } %78, 0
  store double %81, double* %80, align 8
  %82 = getelementptr inbounds { double, double }, { double, double }* %79, i32 0, i32 1
  %83 = extractvalue { double, double } %78, 1
  store double %83, double* %82, align 8
  store i32 0, i32* %14, align 4
  br label %84

84:                                               ; preds = %106, %0
  %85 = load i32, i32* %14, align 4
  %86 = icmp slt i32 %85, 3
  br i1 %86, label %87, label %109

87:                                               ; preds = %84
  %88 = bitcast %struct.D2* %13 to { double, double }*
  %89 = getelementptr inbounds { double, double }, { double, double }* %88, i32 0, i32 0
  %90 = load double, double* %89, align 8
  %91 = getelementptr inbounds { double, double }, { double, double }* %88, i32 0, i32 1
  %92 = load double, double* %91, align 8
  %93 = bitcast %struct.D2* %11 to { double, double }*
  %94 = getelementptr inbounds { double, double }, { double, double }* %93, i32 0, i32 0
  %95 = load double, double* %94, align 8
  %96 = getelementptr inbounds { double, double }, { double, double }* %93, i32 0, i32 1
  %97 = load double, double* %96, align 8
  %98 = call { double, double } @cmul(double %90, double %92, double %95, double %97)
  %99 = bitcast %struct.D2* %15 to { double, double }*
  %100 = getelementptr inbounds { double, double }, { double, double }* %99, i32 0, i32 0
  %101 = extractvalue { double, double } %98, 0
  store double %101, double* %100, align 8
  %102 = getelementptr inbounds { double, double }, { double, double }* %99, i32 0, i32 1
  %103 = extractvalue { double, double } %98, 1
  store double %103, double* %102, align 8
  %104 = bitcast %struct.D2* %13 to i8*
  %105 = bitcast %struct.D2* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %104, i8* align 8 %105, i64 16, i1 false)
  br label %106

106:                                              ; preds = %87
  %107 = load i32, i32* %14, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, i32* %14, align 4
  br label %84, !llvm.loop !6

109:                                              ; preds = %84
  %110 = getelementptr inbounds %struct.D2, %struct.D2* %13, i32 0, i32 0
  %111 = load double, double* %110, align 8
  %112 = getelementptr inbounds %struct.D2, %struct.D2* %13, i32 0, i32 1
  %113 = load double, double* %112, align 8
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), double noundef %111, double noundef %113)
  %115 = getelementptr inbounds %struct.ID, %struct.ID* %17, i32 0, i32 0
  store i32 21, i32* %115, align 8
  %116 = getelementptr inbounds %struct.ID, %struct.ID* %17, i32 0, i32 1
  store double 1.250000e+00, double* %116, align 8
  %117 = bitcast %struct.ID* %17 to { i32, double }*
  %118 = getelementptr inbounds { i32, double }, { i32, double }* %117, i32 0, i32 0
  %119 = load i32, i32* %118, align 8
  %120 = getelementptr inbounds { i32, double }, { i32, double }* %117, i32 0, i32 1
  %121 = load double, double* %120, align 8
  %122 = call { i32, double } @id_twice(i32 %119, double %121)
  %123 = bitcast %struct.ID* %16 to { i32, double }*
  %124 = getelementptr inbounds { i32, double }, { i32, double }* %123, i32 0, i32 0
  %125 = extractvalue { i32, double } %122, 0
  store i32 %125, i32* %124, align 8
  %126 = getelementptr inbounds { i32, double }, { i32, double }* %123, i32 0, i32 1
  %127 = extractvalue { i32, double } %122, 1
  store double %127, double* %126, align 8
  %128 = getelementptr inbounds %struct.ID, %struct.ID* %16, i32 0, i32 0
  %129 = load i32, i32* %128, align 8
  %130 = getelementptr inbounds %struct.ID, %struct.ID* %16, i32 0, i32 1
  %131 = load double, double* %130, align 8
  %132 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %129, double noundef %131)
  %133 = getelementptr inbounds %struct.DI, %struct.DI* %19, i32 0, i32 0
  store double -7.775000e+01, double* %133, align 8
  %134 = getelementptr inbounds %struct.DI, %struct.DI* %19, i32 0, i32 1
  store i64 12345, i64* %134, align 8
  %135 = bitcast %struct.DI* %19 to { double, i64 }*
  %136 = getelementptr inbounds { double, i64 }, { double, i64 }* %135, i32 0, i32 0
  %137 = load double, double* %136, align 8
  %138 = getelementptr inbounds { double, i64 }, { double, i64 }* %135, i32 0, i32 1
  %139 = load i64, i64* %138, align 8
  %140 = call { double, i64 } @di_swapish(double %137, i64 %139)
  %141 = bitcast %struct.DI* %18 to { double, i64 }*
  %142 = getelementptr inbounds { double, i64 }, { double, i64 }* %141, i32 0, i32 0
  %143 = extractvalue { double, i64 } %140, 0
  store double %143, double* %142, align 8
  %144 = getelementptr inbounds { double, i64 }, { double, i64 }* %141, i32 0, i32 1
  %145 = extractvalue { double, i64 } %140, 1
  store i64 %145, i64* %144, align 8
  %146 = getelementptr inbounds %struct.DI, %struct.DI* %18, i32 0, i32 0
  %147 = load double, double* %146, align 8
  %148 = getelementptr inbounds %struct.DI, %struct.DI* %18, i32 0, i32 1
  %149 = load i64, i64* %148, align 8
  %150 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), double noundef %147, i64 noundef %149)
  %151 = call i64 @fi_make(float noundef 9.000000e+00, i32 noundef 41)
  %152 = bitcast %struct.FI* %20 to i64*
  store i64 %151, i64* %152, align 4
  %153 = getelementptr inbounds %struct.FI, %struct.FI* %20, i32 0, i32 0
  %154 = load float, float* %153, align 4
  %155 = fpext float %154 to double
  %156 = getelementptr inbounds %struct.FI, %struct.FI* %20, i32 0, i32 1
  %157 = load i32, i32* %156, align 4
  %158 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), double noundef %155, i32 noundef %157)
  %159 = getelementptr inbounds %struct.D3, %struct.D3* %22, i32 0, i32 0
  store double 0.000000e+00, double* %159, align 8
  %160 = getelementptr inbounds %struct.D3, %struct.D3* %22, i32 0, i32 1
  store double 1.000000e+01, double* %160, align 8
  %161 = getelementptr inbounds %struct.D3, %struct.D3* %22, i32 0, i32 2
  store double -1.000000e+01, double* %161, align 8
  %162 = getelementptr inbounds %struct.D3, %struct.D3* %23, i32 0, i32 0
  store double 1.000000e+01, double* %162, align 8
  %163 = getelementptr inbounds %struct.D3, %struct.D3* %23, i32 0, i32 1
  store double 2.000000e+01, double* %163, align 8
  %164 = getelementptr inbounds %struct.D3, %struct.D3* %23, i32 0, i32 2
  store double 3.000000e+01, double* %164, align 8
  call void @d3_lerp(%struct.D3* sret(%struct.D3) align 8 %21, %struct.D3* noundef byval(%struct.D3) align 8 %22, %struct.D3* noundef byval(%struct.D3) align 8 %23, double noundef 2.500000e-01)
  %165 = getelementptr inbounds %struct.D3, %struct.D3* %21, i32 0, i32 0
  %166 = load double, double* %165, align 8
  %167 = getelementptr inbounds %struct.D3, %struct.D3* %21, i32 0, i32 1
  %168 = load double, double* %167, align 8
  %169 = getelementptr inbounds %struct.D3, %struct.D3* %21, i32 0, i32 2
  %170 = load double, double* %169, align 8
  %171 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), double noundef %166, double noundef %168, double noundef %170)
  %172 = bitcast %struct.D2* %11 to { double, double }*
  %173 = getelementptr inbounds { double, double }, { double, double }* %172, i32 0, i32 0
  %174 = load double, double* %173, align 8
  %175 = getelementptr inbounds { double, double }, { double, double }* %172, i32 0, i32 1
  %176 = load double, double* %175, align 8
  %177 = bitcast %struct.F2* %2 to <2 x float>*
  %178 = load <2 x float>, <2 x float>* %177, align 4
  %179 = bitcast %struct.ID* %16 to { i32, double }*
  %180 = getelementptr inbounds { i32, double }, { i32, double }* %179, i32 0, i32 0
  %181 = load i32, i32* %180, align 8
  %182 = getelementptr inbounds { i32, double }, { i32, double }* %179, i32 0, i32 1
  %183 = load double, double* %182, align 8
  %184 = bitcast %struct.D2* %12 to { double, double }*
  %185 = getelementptr inbounds { double, double }, { double, double }* %184, i32 0, i32 0
  %186 = load double, double* %185, align 8
  %187 = getelementptr inbounds { double, double }, { double, double }* %184, i32 0, i32 1
  %188 = load double, double* %187, align 8
  %189 = call double @mix(double %174, double %176, float noundef 5.000000e-01, <2 x float> %178, double noundef 3.250000e+00, i32 %181, double %183, double %186, double %188, double noundef 1.500000e+00, double noundef -2.000000e+00)
  %190 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), double noundef %189)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @f2add(<2 x float> %0, <2 x float> %1) #0 {
  %3 = alloca %struct.F2, align 4
  %4 = alloca %struct.F2, align 4
  %5 = alloca %struct.F2, align 4
  %6 = bitcast %struct.F2* %4 to <2 x float>*
  store <2 x float> %0, <2 x float>* %6, align 4
  %7 = bitcast %struct.F2* %5 to <2 x float>*
  store <2 x float> %1, <2 x float>* %7, align 4
  %8 = getelementptr inbounds %struct.F2, %struct.F2* %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.F2, %struct.F2* %4, i32 0, i32 0
  %10 = load float, float* %9, align 4
  %11 = getelementptr inbounds %struct.F2, %struct.F2* %5, i32 0, i32 0
  %12 = load float, float* %11, align 4
  %13 = fadd float %10, %12
  store float %13, float* %8, align 4
  %14 = getelementptr inbounds %struct.F2, %struct.F2* %3, i32 0, i32 1
  %15 = getelementptr inbounds %struct.F2, %struct.F2* %4, i32 0, i32 1
  %16 = load float, float* %15, align 4
  %17 = getelementptr inbounds %struct.F2, %struct.F2* %5, i32 0, i32 1
  %18 = load float, float* %17, align 4
  %19 = fadd float %16, %18
  store float %19, float* %14, align 4
  %20 = bitcast %struct.F2* %3 to <2 x float>*
  %21 = load <2 x float>, <2 x float>* %20, align 4
  ret <2 x float> %21
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @f3cross(<2 x float> %0, float %1, <2 x float> %2, float %3) #0 {
  %5 = alloca %struct.F3, align 4
  %6 = alloca %struct.F3, align 4
  %7 = alloca { <2 x float>, float }, align 4
  %8 = alloca %struct.F3, align 4
  %9 = alloca { <2 x float>, float }, align 4
  %10 = alloca { <2 x float>, float }, align 8
  %11 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %7, i32 0, i32 0
  store <2 x float> %0, <2 x float>* %11, align 4
  %12 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %7, i32 0, i32 1
  store float %1, float* %12, align 4
  %13 = bitcast %struct.F3* %6 to i8*
  %14 = bitcast { <2 x float>, float }* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %13, i8* align 4 %14, i64 12, i1 false)
  %15 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %9, i32 0, i32 0
  store <2 x float> %2, <2 x float>* %15, align 4
  %16 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %9, i32 0, i32 1
  store float %3, float* %16, align 4
  %17 = bitcast %struct.F3* %8 to i8*
  %18 = bitcast { <2 x float>, float }* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %17, i8* align 4 %18, i64 12, i1 false)
  %19 = getelementptr inbounds %struct.F3, %struct.F3* %5, i32 0, i32 0
  %20 = getelementptr inbounds %struct.F3, %struct.F3* %6, i32 0, i32 1
  %21 = load float, float* %20, align 4
  %22 = getelementptr inbounds %struct.F3, %struct.F3* %8, i32 0, i32 2
  %23 = load float, float* %22, align 4
  %24 = getelementptr inbounds %struct.F3, %struct.F3* %6, i32 0, i32 2
  %25 = load float, float* %24, align 4
  %26 = getelementptr inbounds %struct.F3, %struct.F3* %8, i32 0, i32 1
  %27 = load float, float* %26, align 4
  %28 = fmul float %25, %27
  %29 = fneg float %28
  %30 = call float @llvm.fmuladd.f32(float %21, float %23, float %29)
  store float %30, float* %19, align 4
  %31 = getelementptr inbounds %struct.F3, %struct.F3* %5, i32 0, i32 1
  %32 = getelementptr inbounds %struct.F3, %struct.F3* %6, i32 0, i32 2
  %33 = load float, float* %32, align 4
  %34 = getelementptr inbounds %struct.F3, %struct.F3* %8, i32 0, i32 0
  %35 = load float, float* %34, align 4
  %36 = getelementptr inbounds %struct.F3, %struct.F3* %6, i32 0, i32 0
  %37 = load float, float* %36, align 4
  %38 = getelementptr inbounds %struct.F3, %struct.F3* %8, i32 0, i32 2
  %39 = load float, float* %38, align 4
  %40 = fmul float %37, %39
  %41 = fneg float %40
  %42 = call float @llvm.fmuladd.f32(float %33, float %35, float %41)
  store float %42, float* %31, align 4
  %43 = getelementptr inbounds %struct.F3, %struct.F3* %5, i32 0, i32 2
  %44 = getelementptr inbounds %struct.F3, %struct.F3* %6, i32 0, i32 0
  %45 = load float, float* %44, align 4
  %46 = getelementptr inbounds %struct.F3, %struct.F3* %8, i32 0, i32 1
  %47 = load float, float* %46, align 4
  %48 = getelementptr inbounds %struct.F3, %struct.F3* %6, i32 0, i32 1
  %49 = load float, float* %48, align 4
  %50 = getelementptr inbounds %struct.F3, %struct.F3* %8, i32 0, i32 0
  %51 = load float, float* %50, align 4
  %52 = fmul float %49, %51
  %53 = fneg float %52
  %54 = call float @llvm.fmuladd.f32(float %45, float %47, float %53)
  store float %54, float* %43, align 4
  %55 = bitcast { <2 x float>, float }* %10 to i8*
  %56 = bitcast %struct.F3* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %55, i8* align 4 %56, i64 12, i1 false)
  %57 = load { <2 x float>, float }, { <2 x float>, float }* %10, align 8
  ret { <2 x float>, float } %57
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @cmul(double %0, double %1, double %2, double %3) #3 {
  %5 = alloca %struct.D2, align 8
  %6 = alloca %struct.D2, align 8
  %7 = alloca %struct.D2, align 8
  %8 = bitcast %struct.D2* %6 to { double, double }*
  %9 = getelementptr inbounds { double, double }, { double, double }* %8, i32 0, i32 0
  store double %0, double* %9, align 8
  %10 = getelementptr inbounds { double, double }, { double, double }* %8, i32 0, i32 1
  store double %1, double* %10, align 8
  %11 = bitcast %struct.D2* %7 to { double, double }*
  %12 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 0
  store double %2, double* %12, align 8
  %13 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 1
  store double %3, double* %13, align 8
  %14 = getelementptr inbounds %struct.D2, %struct.D2* %5, i32 0, i32 0
  %15 = getelementptr inbounds %struct.D2, %struct.D2* %6, i32 0, i32 0
  %16 = load double, double* %15, align 8
  %17 = getelementptr inbounds %struct.D2, %struct.D2* %7, i32 0, i32 0
  %18 = load double, double* %17, align 8
  %19 = getelementptr inbounds %struct.D2, %struct.D2* %6, i32 0, i32 1
  %20 = load double, double* %19, align 8
  %21 = getelementptr inbounds %struct.D2, %struct.D2* %7, i32 0, i32 1
  %22 = load double, double* %21, align 8
  %23 = fmul double %20, %22
  %24 = fneg double %23
  %25 = call double @llvm.fmuladd.f64(double %16, double %18, double %24)
  store double %25, double* %14, align 8
  %26 = getelementptr inbounds %struct.D2, %struct.D2* %5, i32 0, i32 1
  %27 = getelementptr inbounds %struct.D2, %struct.D2* %6, i32 0, i32 0
  %28 = load double, double* %27, align 8
  %29 = getelementptr inbounds %struct.D2, %struct.D2* %7, i32 0, i32 1
  %30 = load double, double* %29, align 8
  %31 = getelementptr inbounds %struct.D2, %struct.D2* %6, i32 0, i32 1
  %32 = load double, double* %31, align 8
  %33 = getelementptr inbounds %struct.D2, %struct.D2* %7, i32 0, i32 0
  %34 = load double, double* %33, align 8
  %35 = fmul double %32, %34
  %36 = call double @llvm.fmuladd.f64(double %28, double %30, double %35)
  store double %36, double* %26, align 8
  %37 = bitcast %struct.D2* %5 to { double, double }*
  %38 = load { double, double }, { double, double }* %37, align 8
  ret { double, double } %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, double } @id_twice(i32 %0, double %1) #3 {
  %3 = alloca %struct.ID, align 8
  %4 = alloca %struct.ID, align 8
  %5 = bitcast %struct.ID* %4 to { i32, double }*
  %6 = getelementptr inbounds { i32, double }, { i32, double }* %5, i32 0, i32 0
  store i32 %0, i32* %6, align 8
  %7 = getelementptr inbounds { i32, double }, { i32, double }* %5, i32 0, i32 1
  store double %1, double* %7, align 8
  %8 = getelementptr inbounds %struct.ID, %struct.ID* %4, i32 0, i32 0
  %9 = load i32, i32* %8, align 8
  %10 = mul nsw i32 %9, 2
  store i32 %10, i32* %8, align 8
  %11 = getelementptr inbounds %struct.ID, %struct.ID* %4, i32 0, i32 1
  %12 = load double, double* %11, align 8
  %13 = fmul double %12, 2.500000e+00
  store double %13, double* %11, align 8
  %14 = bitcast %struct.ID* %3 to i8*
  %15 = bitcast %struct.ID* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %14, i8* align 8 %15, i64 16, i1 false)
  %16 = bitcast %struct.ID* %3 to { i32, double }*
  %17 = load { i32, double }, { i32, double }* %16, align 8
  ret { i32, double } %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, i64 } @di_swapish(double %0, i64 %1) #3 {
  %3 = alloca %struct.DI, align 8
  %4 = alloca %struct.DI, align 8
  %5 = bitcast %struct.DI* %4 to { double, i64 }*
  %6 = getelementptr inbounds { double, i64 }, { double, i64 }* %5, i32 0, i32 0
  store double %0, double* %6, align 8
  %7 = getelementptr inbounds { double, i64 }, { double, i64 }* %5, i32 0, i32 1
  store i64 %1, i64* %7, align 8
  %8 = getelementptr inbounds %struct.DI, %struct.DI* %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.DI, %struct.DI* %4, i32 0, i32 1
  %10 = load i64, i64* %9, align 8
  %11 = sitofp i64 %10 to double
  store double %11, double* %8, align 8
  %12 = getelementptr inbounds %struct.DI, %struct.DI* %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.DI, %struct.DI* %4, i32 0, i32 0
  %14 = load double, double* %13, align 8
  %15 = fptosi double %14 to i64
  store i64 %15, i64* %12, align 8
  %16 = bitcast %struct.DI* %3 to { double, i64 }*
  %17 = load { double, i64 }, { double, i64 }* %16, align 8
  ret { double, i64 } %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fi_make(float noundef %0, i32 noundef %1) #3 {
  %3 = alloca %struct.FI, align 4
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  store float %0, float* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = getelementptr inbounds %struct.FI, %struct.FI* %3, i32 0, i32 0
  %7 = load float, float* %4, align 4
  %8 = fmul float %7, 5.000000e-01
  store float %8, float* %6, align 4
  %9 = getelementptr inbounds %struct.FI, %struct.FI* %3, i32 0, i32 1
  %10 = load i32, i32* %5, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %9, align 4
  %12 = bitcast %struct.FI* %3 to i64*
  %13 = load i64, i64* %12, align 4
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d3_lerp(%struct.D3* noalias sret(%struct.D3) align 8 %0, %struct.D3* noundef byval(%struct.D3) align 8 %1, %struct.D3* noundef byval(%struct.D3) align 8 %2, double noundef %3) #3 {
  %5 = alloca double, align 8
  store double %3, double* %5, align 8
  %6 = getelementptr inbounds %struct.D3, %struct.D3* %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.D3, %struct.D3* %1, i32 0, i32 0
  %8 = load double, double* %7, align 8
  %9 = getelementptr inbounds %struct.D3, %struct.D3* %2, i32 0, i32 0
  %10 = load double, double* %9, align 8
  %11 = getelementptr inbounds %struct.D3, %struct.D3* %1, i32 0, i32 0
  %12 = load double, double* %11, align 8
  %13 = fsub double %10, %12
  %14 = load double, double* %5, align 8
  %15 = call double @llvm.fmuladd.f64(double %13, double %14, double %8)
  store double %15, double* %6, align 8
  %16 = getelementptr inbounds %struct.D3, %struct.D3* %0, i32 0, i32 1
  %17 = getelementptr inbounds %struct.D3, %struct.D3* %1, i32 0, i32 1
  %18 = load double, double* %17, align 8
  %19 = getelementptr inbounds %struct.D3, %struct.D3* %2, i32 0, i32 1
  %20 = load double, double* %19, align 8
  %21 = getelementptr inbounds %struct.D3, %struct.D3* %1, i32 0, i32 1
  %22 = load double, double* %21, align 8
  %23 = fsub double %20, %22
  %24 = load double, double* %5, align 8
  %25 = call double @llvm.fmuladd.f64(double %23, double %24, double %18)
  store double %25, double* %16, align 8
  %26 = getelementptr inbounds %struct.D3, %struct.D3* %0, i32 0, i32 2
  %27 = getelementptr inbounds %struct.D3, %struct.D3* %1, i32 0, i32 2
  %28 = load double, double* %27, align 8
  %29 = getelementptr inbounds %struct.D3, %struct.D3* %2, i32 0, i32 2
  %30 = load double, double* %29, align 8
  %31 = getelementptr inbounds %struct.D3, %struct.D3* %1, i32 0, i32 2
  %32 = load double, double* %31, align 8
  %33 = fsub double %30, %32
  %34 = load double, double* %5, align 8
  %35 = call double @llvm.fmuladd.f64(double %33, double %34, double %28)
  store double %35, double* %26, align 8
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
  %20 = bitcast %struct.D2* %12 to { double, double }*
  %21 = getelementptr inbounds { double, double }, { double, double }* %20, i32 0, i32 0
  store double %0, double* %21, align 8
  %22 = getelementptr inbounds { double, double }, { double, double }* %20, i32 0, i32 1
  store double %1, double* %22, align 8
  %23 = bitcast %struct.F2* %13 to <2 x float>*
  store <2 x float> %3, <2 x float>* %23, align 4
  %24 = bitcast %struct.ID* %14 to { i32, double }*
  %25 = getelementptr inbounds { i32, double }, { i32, double }* %24, i32 0, i32 0
  store i32 %5, i32* %25, align 8
  %26 = getelementptr inbounds { i32, double }, { i32, double }* %24, i32 0, i32 1
  store double %6, double* %26, align 8
  %27 = bitcast %struct.D2* %15 to { double, double }*
  %28 = getelementptr inbounds { double, double }, { double, double }* %27, i32 0, i32 0
  store double %7, double* %28, align 8
  %29 = getelementptr inbounds { double, double }, { double, double }* %27, i32 0, i32 1
  store double %8, double* %29, align 8
  store float %2, float* %16, align 4
  store double %4, double* %17, align 8
  store double %9, double* %18, align 8
  store double %10, double* %19, align 8
  %30 = getelementptr inbounds %struct.D2, %struct.D2* %12, i32 0, i32 0
  %31 = load double, double* %30, align 8
  %32 = getelementptr inbounds %struct.D2, %struct.D2* %12, i32 0, i32 1
  %33 = load double, double* %32, align 8
  %34 = fadd double %31, %33
  %35 = load float, float* %16, align 4
  %36 = fpext float %35 to double
  %37 = fadd double %34, %36
  %38 = getelementptr inbounds %struct.F2, %struct.F2* %13, i32 0, i32 0
  %39 = load float, float* %38, align 4
  %40 = getelementptr inbounds %struct.F2, %struct.F2* %13, i32 0, i32 1
  %41 = load float, float* %40, align 4
  %42 = fmul float %39, %41
  %43 = fpext float %42 to double
  %44 = fadd double %37, %43
  %45 = load double, double* %17, align 8
  %46 = fadd double %44, %45
  %47 = getelementptr inbounds %struct.ID, %struct.ID* %14, i32 0, i32 0
  %48 = load i32, i32* %47, align 8
  %49 = sitofp i32 %48 to double
  %50 = fadd double %46, %49
  %51 = getelementptr inbounds %struct.ID, %struct.ID* %14, i32 0, i32 1
  %52 = load double, double* %51, align 8
  %53 = fadd double %50, %52
  %54 = getelementptr inbounds %struct.D2, %struct.D2* %15, i32 0, i32 0
  %55 = load double, double* %54, align 8
  %56 = fadd double %53, %55
  %57 = getelementptr inbounds %struct.D2, %struct.D2* %15, i32 0, i32 1
  %58 = load double, double* %57, align 8
  %59 = fsub double %56, %58
  %60 = load double, double* %18, align 8
  %61 = load double, double* %19, align 8
  %62 = call double @llvm.fmuladd.f64(double %60, double %61, double %59)
  ret double %62
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

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
