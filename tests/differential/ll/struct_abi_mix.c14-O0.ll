; ModuleID = 'tests/differential/src/struct_abi_mix.c'
source_filename = "tests/differential/src/struct_abi_mix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.C3 = type { i8, i8, i8 }
%struct.S5 = type { [5 x i16] }
%struct.IFI = type { i32, float, i32 }
%struct.FFFF = type { float, float, float, float }
%struct.Nest = type { %struct.anon, %struct.anon.0 }
%struct.anon = type { float }
%struct.anon.0 = type { double }
%struct.M20 = type { [5 x i32] }
%struct.Pk = type <{ i8, i32, i16 }>
%struct.Dbl1 = type { double }
%struct.LF = type { i64, float }

@.str = private unnamed_addr constant [19 x i8] c"C3 %c %d %c (%zu)\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"S5 %d %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"IFI %d %.2f %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"FFFF %.1f %.1f %.1f %.1f\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"Nest %.2f %.2f\0A\00", align 1
@constinit = private global [5 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5], align 4
@.str.5 = private unnamed_addr constant [14 x i8] c"M20 %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"Pk %c %d %d (%zu)\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"Dbl1 %.3f\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"LF %ld %.2f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.C3, align 1
  %3 = alloca %struct.C3, align 1
  %4 = alloca i24, align 4
  %5 = alloca i24, align 4
  %6 = alloca %struct.S5, align 2
  %7 = alloca %struct.S5, align 2
  %8 = alloca { i64, i16 }, align 2
  %9 = alloca { i64, i16 }, align 8
  %10 = alloca %struct.IFI, align 4
  %11 = alloca %struct.IFI, align 4
  %12 = alloca { i64, i32 }, align 4
  %13 = alloca { i64, i32 }, align 8
  %14 = alloca %struct.FFFF, align 4
  %15 = alloca %struct.FFFF, align 4
  %16 = alloca %struct.Nest, align 8
  %17 = alloca %struct.Nest, align 8
  %18 = alloca %struct.M20, align 4
  %19 = alloca %struct.M20, align 8
  %20 = alloca %struct.Pk, align 1
  %21 = alloca %struct.Pk, align 8
  %22 = alloca %struct.Dbl1, align 8
  %23 = alloca %struct.Dbl1, align 8
  %24 = alloca %struct.Dbl1, align 8
  %25 = alloca %struct.LF, align 8
  %26 = alloca %struct.LF, align 8
  store i32 0, i32* %1, align 4
  %27 = getelementptr inbounds %struct.C3, %struct.C3* %3, i32 0, i32 0
  store i8 120, i8* %27, align 1
  %28 = getelementptr inbounds %struct.C3, %struct.C3* %3, i32 0, i32 1
  store i8 21, i8* %28, align 1
  %29 = getelementptr inbounds %struct.C3, %struct.C3* %3, i32 0, i32 2
  store i8 97, i8* %29, align 1
  %30 = bitcast i24* %4 to i8*
  %31 = bitcast %struct.C3* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %30, i8* align 1 %31, i64 3, i1 false)
  %32 = load i24, i24* %4, align 4
  %33 = call i24 @c3(i24 %32)
  store i24 %33, i24* %5, align 4
  %34 = bitcast %struct.C3* %2 to i8*
  %35 = bitcast i24* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %34, i8* align 4 %35, i64 3, i1 false)
  %36 = getelementptr inbounds %struct.C3, %struct.C3* %2, i32 0, i32 0
  %37 = load i8, i8* %36, align 1
  %38 = sext i8 %37 to i32
  %39 = getelementptr inbounds %struct.C3, %struct.C3* %2, i32 0, i32 1
  %40 = load i8, i8* %39, align 1
  %41 = sext i8 %40 to i32
  %42 = getelementptr inbounds %struct.C3, %struct.C3* %2, i32 0, i32 2
  %43 = load i8, i8* %42, align 1
  %44 = sext i8 %43 to i32
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %38, i32 noundef %41, i32 noundef %44, i64 noundef 3)
  %46 = getelementptr inbounds %struct.S5, %struct.S5* %7, i32 0, i32 0
  %47 = getelementptr inbounds [5 x i16], [5 x i16]* %46, i64 0, i64 0
  store i16 1, i16* %47, align 2
  %48 = getelementptr inbounds i16, i16* %47, i64 1
  store i16 -2, i16* %48, align 2
  %49 = getelementptr inbounds i16, i16* %48, i64 1
  store i16 300, i16* %49, align 2
  %50 = getelementptr inbounds i16, i16* %49, i64 1
  store i16 -4000, i16* %50, align 2
  %51 = getelementptr inbounds i16, i16* %50, i64 1
  store i16 10000, i16* %51, align 2
  %52 = bitcast { i64, i16 }* %8 to i8*
  %53 = bitcast %struct.S5* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %52, i8* align 2 %53, i64 10, i1 false)
  %54 = getelementptr inbounds { i64, i16 }, { i64, i16 }* %8, i32 0, i32 0
  %55 = load i64, i64* %54, align 2
  %56 = getelementptr inbounds { i64, i16 }, { i64, i16 }* %8, i32 0, i32 1
  %57 = load i16, i16* %56, align 2
  %58 = call { i64, i16 } @s5(i64 %55, i16 %57)
  %59 = getelementptr inbounds %struct.S5, %struct.S5* %6, i32 0, i32 0
  store { i64, i16 } %58, { i64, i16 }* %9, align 8
  %60 = bitcast [5 x i16]* %59 to i8*
  %61 = bitcast { i64, i16 }* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %60, i8* align 8 %61, i64 10, i1 false)
  %62 = getelementptr inbounds %struct.S5, %struct.S5* %6, i32 0, i32 0
  %63 = getelementptr inbounds [5 x i16], [5 x i16]* %62, i64 0, i64 0
  %64 = load i16, i16* %63, align 2
  %65 = sext i16 %64 to i32
  %66 = getelementptr inbounds %struct.S5, %struct.S5* %6, i32 0, i32 0
  %67 = getelementptr inbounds [5 x i16], [5 x i16]* %66, i64 0, i64 1
  %68 = load i16, i16* %67, align 2
  %69 = sext i16 %68 to i32
  %70 = getelementptr inbounds %struct.S5, %struct.S5* %6, i32 0, i32 0
  %71 = getelementptr inbounds [5 x i16], [5 x i16]* %70, i64 0, i64 2
  %72 = load i16, i16* %71, align 2
  %73 = sext i16 %72 to i32
  %74 = getelementptr inbounds %struct.S5, %struct.S5* %6, i32 0, i32 0
  %75 = getelementptr inbounds [5 x i16], [5 x i16]* %74, i64 0, i64 3
  %76 = load i16, i16* %75, align 2
  %77 = sext i16 %76 to i32
  %78 = getelementptr inbounds %struct.S5, %struct.S5* %6, i32 0, i32 0
  %79 = getelementptr inbounds [5 x i16], [5 x i16]* %78, i64 0, i64 4
  %80 = load i16, i16* %79, align 2
  %81 = sext i16 %80 to i32
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i32 noundef %65, i32 noundef %69, i32 noundef %73, i32 noundef %77, i32 noundef %81)
  %83 = getelementptr inbounds %struct.IFI, %struct.IFI* %11, i32 0, i32 0
  store i32 7, i32* %83, align 4
  %84 = getelementptr inbounds %struct.IFI, %struct.IFI* %11, i32 0, i32 1
  store float 2.500000e+00, float* %84, align 4
  %85 = getelementptr inbounds %struct.IFI, %struct.IFI* %11, i32 0, i32 2
  store i32 5, i32* %85, align 4
  %86 = bitcast { i64, i32 }* %12 to i8*
  %87 = bitcast %struct.IFI* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %86, i8* align 4 %87, i64 12, i1 false)
  %88 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %12, i32 0, i32 0
  %89 = load i64, i64* %88, align 4
  %90 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %12, i32 0, i32 1
  %91 = load i32, i32* %90, align 4
  %92 = call { i64, i32 } @ifi(i64 %89, i32 %91)
  store { i64, i32 } %92, { i64, i32 }* %13, align 8
  %93 = bitcast %struct.IFI* %10 to i8*
  %94 = bitcast { i64, i32 }* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %93, i8* align 8 %94, i64 12, i1 false)
  %95 = getelementptr inbounds %struct.IFI, %struct.IFI* %10, i32 0, i32 0
  %96 = load i32, i32* %95, align 4
  %97 = getelementptr inbounds %struct.IFI, %struct.IFI* %10, i32 0, i32 1
  %98 = load float, float* %97, align 4
  %99 = fpext float %98 to double
  %100 = getelementptr inbounds %struct.IFI, %struct.IFI* %10, i32 0, i32 2
  %101 = load i32, i32* %100, align 4
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %96, double noundef %99, i32 noundef %101)
  %103 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %15, i32 0, i32 0
  store float 1.000000e+00, float* %103, align 4
  %104 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %15, i32 0, i32 1
  store float 2.000000e+00, float* %104, align 4
  %105 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %15, i32 0, i32 2
  store float 3.000000e+00, float* %105, align 4
  %106 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %15, i32 0, i32 3
  store float 4.000000e+00, float* %106, align 4
  %107 = bitcast %struct.FFFF* %15 to { <2 x float>, <2 x float> }*
  %108 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %107, i32 0, i32 0
  %109 = load <2 x float>, <2 x float>* %108, align 4
  %110 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %107, i32 0, i32 1
  %111 = load <2 x float>, <2 x float>* %110, align 4
  %112 = call { <2 x float>, <2 x float> } @f4(<2 x float> %109, <2 x float> %111)
  %113 = bitcast %struct.FFFF* %14 to { <2 x float>, <2 x float> }*
  %114 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %113, i32 0, i32 0
  %115 = extractvalue { <2 x float>, <2 x float> } %112, 0
  store <2 x float> %115, <2 x float>* %114, align 4
  %116 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %113, i32 0, i32 1
  %117 = extractvalue { <2 x float>, <2 x float> } %112, 1
  store <2 x float> %117, <2 x float>* %116, align 4
  %118 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %14, i32 0, i32 0
  %119 = load float, float* %118, align 4
  %120 = fpext float %119 to double
  %121 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %14, i32 0, i32 1
  %122 = load float, float* %121, align 4
  %123 = fpext float %122 to double
  %124 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %14, i32 0, i32 2
  %125 = load float, float* %124, align 4
  %126 = fpext float %125 to double
  %127 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %14, i32 0, i32 3
  %128 = load float, float* %127, align 4
  %129 = fpext float %128 to double
  %130 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0), double noundef %120, double noundef %123, double noundef %126, double noundef %129)
  %131 = getelementptr inbounds %struct.Nest, %struct.Nest* %17, i32 0, i32 0
  %132 = getelementptr inbounds %struct.anon, %struct.anon* %131, i32 0, i32 0
  store float 5.000000e-01, float* %132, align 8
  %133 = getelementptr inbounds %struct.Nest, %struct.Nest* %17, i32 0, i32 1
  %134 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %133, i32 0, i32 0
  store double 3.250000e+00, double* %134, align 8
  %135 = bitcast %struct.Nest* %17 to { float, double }*
  %136 = getelementptr inbounds { float, double }, { float, double }* %135, i32 0, i32 0
  %137 = load float, float* %136, align 8
  %138 = getelementptr inbounds { float, double }, { float, double }* %135, i32 0, i32 1
  %139 = load double, double* %138, align 8
  %140 = call { float, double } @nest(float %137, double %139)
  %141 = bitcast %struct.Nest* %16 to { float, double }*
  %142 = getelementptr inbounds { float, double }, { float, double }* %141, i32 0, i32 0
  %143 = extractvalue { float, double } %140, 0
  store float %143, float* %142, align 8
  %144 = getelementptr inbounds { float, double }, { float, double }* %141, i32 0, i32 1
  %145 = extractvalue { float, double } %140, 1
  store double %145, double* %144, align 8
  %146 = getelementptr inbounds %struct.Nest, %struct.Nest* %16, i32 0, i32 0
  %147 = getelementptr inbounds %struct.anon, %struct.anon* %146, i32 0, i32 0
  %148 = load float, float* %147, align 8
  %149 = fpext float %148 to double
  %150 = getelementptr inbounds %struct.Nest, %struct.Nest* %16, i32 0, i32 1
  %151 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %150, i32 0, i32 0
  %152 = load double, double* %151, align 8
  %153 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), double noundef %149, double noundef %152)
  %154 = getelementptr inbounds %struct.M20, %struct.M20* %19, i32 0, i32 0
  %155 = getelementptr inbounds [5 x i32], [5 x i32]* %154, i64 0, i64 0
  %156 = bitcast [5 x i32]* %154 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %156, i8* align 4 bitcast ([5 x i32]* @constinit to i8*), i64 20, i1 false)
  call void @m20(%struct.M20* sret(%struct.M20) align 4 %18, %struct.M20* noundef byval(%struct.M20) align 8 %19, i32 noundef 10)
  %157 = getelementptr inbounds %struct.M20, %struct.M20* %18, i32 0, i32 0
  %158 = getelementptr inbounds [5 x i32], [5 x i32]* %157, i64 0, i64 0
  %159 = load i32, i32* %158, align 4
  %160 = getelementptr inbounds %struct.M20, %struct.M20* %18, i32 0, i32 0
  %161 = getelementptr inbounds [5 x i32], [5 x i32]* %160, i64 0, i64 2
  %162 = load i32, i32* %161, align 4
  %163 = getelementptr inbounds %struct.M20, %struct.M20* %18, i32 0, i32 0
  %164 = getelementptr inbounds [5 x i32], [5 x i32]* %163, i64 0, i64 4
  %165 = load i32, i32* %164, align 4
  %166 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef %159, i32 noundef %162, i32 noundef %165)
  %167 = getelementptr inbounds %struct.Pk, %struct.Pk* %21, i32 0, i32 0
  store i8 65, i8* %167, align 1
  %168 = getelementptr inbounds %struct.Pk, %struct.Pk* %21, i32 0, i32 1
  store i32 12345, i32* %168, align 1
  %169 = getelementptr inbounds %struct.Pk, %struct.Pk* %21, i32 0, i32 2
  store i16 7, i16* %169, align 1
  call void @pk(%struct.Pk* sret(%struct.Pk) align 1 %20, %struct.Pk* noundef byval(%struct.Pk) align 8 %21)
  %170 = getelementptr inbounds %struct.Pk, %struct.Pk* %20, i32 0, i32 0
  %171 = load i8, i8* %170, align 1
  %172 = sext i8 %171 to i32
  %173 = getelementptr inbounds %struct.Pk, %struct.Pk* %20, i32 0, i32 1
  %174 = load i32, i32* %173, align 1
  %175 = getelementptr inbounds %struct.Pk, %struct.Pk* %20, i32 0, i32 2
  %176 = load i16, i16* %175, align 1
  %177 = sext i16 %176 to i32
  %178 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i32 noundef %172, i32 noundef %174, i32 noundef %177, i64 noundef 7)
  %179 = getelementptr inbounds %struct.Dbl1, %struct.Dbl1* %22, i32 0, i32 0
  store double 1.500000e+00, double* %179, align 8
  %180 = getelementptr inbounds %struct.Dbl1, %struct.Dbl1* %23, i32 0, i32 0
  store double -2.250000e+00, double* %180, align 8
  %181 = getelementptr inbounds %struct.Dbl1, %struct.Dbl1* %22, i32 0, i32 0
  %182 = load double, double* %181, align 8
  %183 = getelementptr inbounds %struct.Dbl1, %struct.Dbl1* %23, i32 0, i32 0
  %184 = load double, double* %183, align 8
  %185 = call double @dbl1(double %182, double %184)
  %186 = getelementptr inbounds %struct.Dbl1, %struct.Dbl1* %24, i32 0, i32 0
  store double %185, double* %186, align 8
  %187 = getelementptr inbounds %struct.Dbl1, %struct.Dbl1* %24, i32 0, i32 0
  %188 = load double, double* %187, align 8
  %189 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), double noundef %188)
  %190 = getelementptr inbounds %struct.LF, %struct.LF* %26, i32 0, i32 0
  store i64 123456789012, i64* %190, align 8
  %191 = getelementptr inbounds %struct.LF, %struct.LF* %26, i32 0, i32 1
  store float 1.000000e+01, float* %191, align 8
  %192 = bitcast %struct.LF* %26 to { i64, float }*
  %193 = getelementptr inbounds { i64, float }, { i64, float }* %192, i32 0, i32 0
  %194 = load i64, i64* %193, align 8
  %195 = getelementptr inbounds { i64, float }, { i64, float }* %192, i32 0, i32 1
  %196 = load float, float* %195, align 8
  %197 = call { i64, float } @lf(i64 %194, float %196)
  %198 = bitcast %struct.LF* %25 to { i64, float }*
  %199 = getelementptr inbounds { i64, float }, { i64, float }* %198, i32 0, i32 0
  %200 = extractvalue { i64, float } %197, 0
  store i64 %200, i64* %199, align 8
  %201 = getelementptr inbounds { i64, float }, { i64, float }* %198, i32 0, i32 1
  %202 = extractvalue { i64, float } %197, 1
  store float %202, float* %201, align 8
  %203 = getelementptr inbounds %struct.LF, %struct.LF* %25, i32 0, i32 0
  %204 = load i64, i64* %203, align 8
  %205 = getelementptr inbounds %struct.LF, %struct.LF* %25, i32 0, i32 1
  %206 = load float, float* %205, align 8
  %207 = fpext float %206 to double
  %208 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i64 0, i64 0), i64 noundef %204, double noundef %207)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @c3(i24 %0) #1 {
  %2 = alloca %struct.C3, align 1
  %3 = alloca %struct.C3, align 1
  %4 = alloca i24, align 4
  %5 = alloca i24, align 4
  store i24 %0, i24* %4, align 4
  %6 = bitcast %struct.C3* %3 to i8*
  %7 = bitcast i24* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %6, i8* align 4 %7, i64 3, i1 false)
  %8 = getelementptr inbounds %struct.C3, %struct.C3* %3, i32 0, i32 0
  %9 = load i8, i8* %8, align 1
  %10 = add i8 %9, 1
  store i8 %10, i8* %8, align 1
  %11 = getelementptr inbounds %struct.C3, %struct.C3* %3, i32 0, i32 1
  %12 = load i8, i8* %11, align 1
  %13 = sext i8 %12 to i32
  %14 = mul nsw i32 %13, 2
  %15 = trunc i32 %14 to i8
  store i8 %15, i8* %11, align 1
  %16 = getelementptr inbounds %struct.C3, %struct.C3* %3, i32 0, i32 2
  %17 = load i8, i8* %16, align 1
  %18 = sext i8 %17 to i32
  %19 = xor i32 %18, 32
  %20 = trunc i32 %19 to i8
  store i8 %20, i8* %16, align 1
  %21 = bitcast %struct.C3* %2 to i8*
  %22 = bitcast %struct.C3* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %21, i8* align 1 %22, i64 3, i1 false)
  %23 = bitcast i24* %5 to i8*
  %24 = bitcast %struct.C3* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %23, i8* align 1 %24, i64 3, i1 false)
  %25 = load i24, i24* %5, align 4
  ret i24 %25
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i16 } @s5(i64 %0, i16 %1) #1 {
  %3 = alloca %struct.S5, align 2
  %4 = alloca %struct.S5, align 2
  %5 = alloca { i64, i16 }, align 2
  %6 = alloca i32, align 4
  %7 = alloca { i64, i16 }, align 8
  %8 = getelementptr inbounds { i64, i16 }, { i64, i16 }* %5, i32 0, i32 0
  store i64 %0, i64* %8, align 2
  %9 = getelementptr inbounds { i64, i16 }, { i64, i16 }* %5, i32 0, i32 1
  store i16 %1, i16* %9, align 2
  %10 = bitcast %struct.S5* %4 to i8*
  %11 = bitcast { i64, i16 }* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %10, i8* align 2 %11, i64 10, i1 false)
  store i32 0, i32* %6, align 4
  br label %12

12:                                               ; preds = %28, %2
  %13 = load i32, i32* %6, align 4
  %14 = icmp slt i32 %13, 5
  br i1 %14, label %15, label %31

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.S5, %struct.S5* %4, i32 0, i32 0
  %17 = load i32, i32* %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [5 x i16], [5 x i16]* %16, i64 0, i64 %18
  %20 = load i16, i16* %19, align 2
  %21 = sext i16 %20 to i32
  %22 = mul nsw i32 %21, -3
  %23 = trunc i32 %22 to i16
  %24 = getelementptr inbounds %struct.S5, %struct.S5* %4, i32 0, i32 0
  %25 = load i32, i32* %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [5 x i16], [5 x i16]* %24, i64 0, i64 %26
  store i16 %23, i16* %27, align 2
  br label %28

28:                                               ; preds = %15
  %29 = load i32, i32* %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %6, align 4
  br label %12, !llvm.loop !6

31:                                               ; preds = %12
  %32 = bitcast %struct.S5* %3 to i8*
  %33 = bitcast %struct.S5* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %32, i8* align 2 %33, i64 10, i1 false)
  %34 = getelementptr inbounds %struct.S5, %struct.S5* %3, i32 0, i32 0
  %35 = bitcast { i64, i16 }* %7 to i8*
  %36 = bitcast [5 x i16]* %34 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %35, i8* align 2 %36, i64 10, i1 false)
  %37 = load { i64, i16 }, { i64, i16 }* %7, align 8
  ret { i64, i16 } %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @ifi(i64 %0, i32 %1) #1 {
  %3 = alloca %struct.IFI, align 4
  %4 = alloca %struct.IFI, align 4
  %5 = alloca { i64, i32 }, align 4
  %6 = alloca { i64, i32 }, align 8
  %7 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %5, i32 0, i32 0
  store i64 %0, i64* %7, align 4
  %8 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %5, i32 0, i32 1
  store i32 %1, i32* %8, align 4
  %9 = bitcast %struct.IFI* %4 to i8*
  %10 = bitcast { i64, i32 }* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %9, i8* align 4 %10, i64 12, i1 false)
  %11 = getelementptr inbounds %struct.IFI, %struct.IFI* %4, i32 0, i32 2
  %12 = load i32, i32* %11, align 4
  %13 = getelementptr inbounds %struct.IFI, %struct.IFI* %4, i32 0, i32 0
  %14 = load i32, i32* %13, align 4
  %15 = add nsw i32 %14, %12
  store i32 %15, i32* %13, align 4
  %16 = getelementptr inbounds %struct.IFI, %struct.IFI* %4, i32 0, i32 1
  %17 = load float, float* %16, align 4
  %18 = fmul float %17, 1.500000e+00
  store float %18, float* %16, align 4
  %19 = getelementptr inbounds %struct.IFI, %struct.IFI* %4, i32 0, i32 2
  %20 = load i32, i32* %19, align 4
  %21 = sub nsw i32 0, %20
  %22 = getelementptr inbounds %struct.IFI, %struct.IFI* %4, i32 0, i32 2
  store i32 %21, i32* %22, align 4
  %23 = bitcast %struct.IFI* %3 to i8*
  %24 = bitcast %struct.IFI* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %23, i8* align 4 %24, i64 12, i1 false)
  %25 = bitcast { i64, i32 }* %6 to i8*
  %26 = bitcast %struct.IFI* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %25, i8* align 4 %26, i64 12, i1 false)
  %27 = load { i64, i32 }, { i64, i32 }* %6, align 8
  ret { i64, i32 } %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, <2 x float> } @f4(<2 x float> %0, <2 x float> %1) #0 {
  %3 = alloca %struct.FFFF, align 4
  %4 = alloca %struct.FFFF, align 4
  %5 = bitcast %struct.FFFF* %4 to { <2 x float>, <2 x float> }*
  %6 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %5, i32 0, i32 0
  store <2 x float> %0, <2 x float>* %6, align 4
  %7 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %5, i32 0, i32 1
  store <2 x float> %1, <2 x float>* %7, align 4
  %8 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %4, i32 0, i32 3
  %10 = load float, float* %9, align 4
  store float %10, float* %8, align 4
  %11 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %4, i32 0, i32 2
  %13 = load float, float* %12, align 4
  store float %13, float* %11, align 4
  %14 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %3, i32 0, i32 2
  %15 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %4, i32 0, i32 1
  %16 = load float, float* %15, align 4
  store float %16, float* %14, align 4
  %17 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %3, i32 0, i32 3
  %18 = getelementptr inbounds %struct.FFFF, %struct.FFFF* %4, i32 0, i32 0
  %19 = load float, float* %18, align 4
  %20 = fadd float %19, 1.000000e+00
  store float %20, float* %17, align 4
  %21 = bitcast %struct.FFFF* %3 to { <2 x float>, <2 x float> }*
  %22 = load { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %21, align 4
  ret { <2 x float>, <2 x float> } %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { float, double } @nest(float %0, double %1) #1 {
  %3 = alloca %struct.Nest, align 8
  %4 = alloca %struct.Nest, align 8
  %5 = bitcast %struct.Nest* %4 to { float, double }*
  %6 = getelementptr inbounds { float, double }, { float, double }* %5, i32 0, i32 0
  store float %0, float* %6, align 8
  %7 = getelementptr inbounds { float, double }, { float, double }* %5, i32 0, i32 1
  store double %1, double* %7, align 8
  %8 = getelementptr inbounds %struct.Nest, %struct.Nest* %4, i32 0, i32 0
  %9 = getelementptr inbounds %struct.anon, %struct.anon* %8, i32 0, i32 0
  %10 = load float, float* %9, align 8
  %11 = fadd float %10, 1.000000e+00
  store float %11, float* %9, align 8
  %12 = getelementptr inbounds %struct.Nest, %struct.Nest* %4, i32 0, i32 1
  %13 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %12, i32 0, i32 0
  %14 = load double, double* %13, align 8
  %15 = fmul double %14, -2.000000e+00
  store double %15, double* %13, align 8
  %16 = bitcast %struct.Nest* %3 to i8*
  %17 = bitcast %struct.Nest* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %16, i8* align 8 %17, i64 16, i1 false)
  %18 = bitcast %struct.Nest* %3 to { float, double }*
  %19 = load { float, double }, { float, double }* %18, align 8
  ret { float, double } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @m20(%struct.M20* noalias sret(%struct.M20) align 4 %0, %struct.M20* noundef byval(%struct.M20) align 8 %1, i32 noundef %2) #1 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %6

6:                                                ; preds = %19, %3
  %7 = load i32, i32* %5, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, i32* %4, align 4
  %11 = load i32, i32* %5, align 4
  %12 = mul nsw i32 %10, %11
  %13 = getelementptr inbounds %struct.M20, %struct.M20* %1, i32 0, i32 0
  %14 = load i32, i32* %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [5 x i32], [5 x i32]* %13, i64 0, i64 %15
  %17 = load i32, i32* %16, align 4
  %18 = add nsw i32 %17, %12
  store i32 %18, i32* %16, align 4
  br label %19

19:                                               ; preds = %9
  %20 = load i32, i32* %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %5, align 4
  br label %6, !llvm.loop !8

22:                                               ; preds = %6
  %23 = bitcast %struct.M20* %0 to i8*
  %24 = bitcast %struct.M20* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %23, i8* align 8 %24, i64 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pk(%struct.Pk* noalias sret(%struct.Pk) align 1 %0, %struct.Pk* noundef byval(%struct.Pk) align 8 %1) #1 {
  %3 = getelementptr inbounds %struct.Pk, %struct.Pk* %1, i32 0, i32 0
  %4 = load i8, i8* %3, align 8
  %5 = sext i8 %4 to i32
  %6 = add nsw i32 %5, 1
  %7 = trunc i32 %6 to i8
  %8 = getelementptr inbounds %struct.Pk, %struct.Pk* %1, i32 0, i32 0
  store i8 %7, i8* %8, align 8
  %9 = getelementptr inbounds %struct.Pk, %struct.Pk* %1, i32 0, i32 1
  %10 = load i32, i32* %9, align 1
  %11 = shl i32 %10, 1
  store i32 %11, i32* %9, align 1
  %12 = getelementptr inbounds %struct.Pk, %struct.Pk* %1, i32 0, i32 2
  %13 = load i16, i16* %12, align 1
  %14 = sext i16 %13 to i32
  %15 = sub nsw i32 %14, 1
  %16 = trunc i32 %15 to i16
  %17 = getelementptr inbounds %struct.Pk, %struct.Pk* %1, i32 0, i32 2
  store i16 %16, i16* %17, align 1
  %18 = bitcast %struct.Pk* %0 to i8*
  %19 = bitcast %struct.Pk* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %18, i8* align 8 %19, i64 7, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dbl1(double %0, double %1) #1 {
  %3 = alloca %struct.Dbl1, align 8
  %4 = alloca %struct.Dbl1, align 8
  %5 = alloca %struct.Dbl1, align 8
  %6 = getelementptr inbounds %struct.Dbl1, %struct.Dbl1* %4, i32 0, i32 0
  store double %0, double* %6, align 8
  %7 = getelementptr inbounds %struct.Dbl1, %struct.Dbl1* %5, i32 0, i32 0
  store double %1, double* %7, align 8
  %8 = getelementptr inbounds %struct.Dbl1, %struct.Dbl1* %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.Dbl1, %struct.Dbl1* %4, i32 0, i32 0
  %10 = load double, double* %9, align 8
  %11 = getelementptr inbounds %struct.Dbl1, %struct.Dbl1* %5, i32 0, i32 0
  %12 = load double, double* %11, align 8
  %13 = fmul double %10, %12
  store double %13, double* %8, align 8
  %14 = getelementptr inbounds %struct.Dbl1, %struct.Dbl1* %3, i32 0, i32 0
  %15 = load double, double* %14, align 8
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, float } @lf(i64 %0, float %1) #1 {
  %3 = alloca %struct.LF, align 8
  %4 = alloca %struct.LF, align 8
  %5 = bitcast %struct.LF* %4 to { i64, float }*
  %6 = getelementptr inbounds { i64, float }, { i64, float }* %5, i32 0, i32 0
  store i64 %0, i64* %6, align 8
  %7 = getelementptr inbounds { i64, float }, { i64, float }* %5, i32 0, i32 1
  store float %1, float* %7, align 8
  %8 = getelementptr inbounds %struct.LF, %struct.LF* %4, i32 0, i32 0
  %9 = load i64, i64* %8, align 8
  %10 = sub nsw i64 0, %9
  %11 = getelementptr inbounds %struct.LF, %struct.LF* %4, i32 0, i32 0
  store i64 %10, i64* %11, align 8
  %12 = getelementptr inbounds %struct.LF, %struct.LF* %4, i32 0, i32 1
  %13 = load float, float* %12, align 8
  %14 = fdiv float %13, 4.000000e+00
  %15 = getelementptr inbounds %struct.LF, %struct.LF* %4, i32 0, i32 1
  store float %14, float* %15, align 8
  %16 = bitcast %struct.LF* %3 to i8*
  %17 = bitcast %struct.LF* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %16, i8* align 8 %17, i64 16, i1 false)
  %18 = bitcast %struct.LF* %3 to { i64, float }*
  %19 = load { i64, float }, { i64, float }* %18, align 8
  ret { i64, float } %19
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
