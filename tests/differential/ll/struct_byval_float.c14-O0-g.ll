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
define dso_local i32 @main() #0 !dbg !13 {
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
  call void @llvm.dbg.declare(metadata %struct.F2* %2, metadata !18, metadata !DIExpression()), !dbg !24
  %24 = bitcast %struct.F2* %2 to i8*, !dbg !24
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %24, i8* align 4 bitcast (%struct.F2* @__const.main.a to i8*), i64 8, i1 false), !dbg !24
  call void @llvm.dbg.declare(metadata %struct.F2* %3, metadata !25, metadata !DIExpression()), !dbg !26
  %25 = bitcast %struct.F2* %3 to i8*, !dbg !26
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %25, i8* align 4 bitcast (%struct.F2* @__const.main.b to i8*), i64 8, i1 false), !dbg !26
  call void @llvm.dbg.declare(metadata %struct.F2* %4, metadata !27, metadata !DIExpression()), !dbg !28
  %26 = bitcast %struct.F2* %2 to <2 x float>*, !dbg !29
  %27 = load <2 x float>, <2 x float>* %26, align 4, !dbg !29
  %28 = bitcast %struct.F2* %3 to <2 x float>*, !dbg !29
  %29 = load <2 x float>, <2 x float>* %28, align 4, !dbg !29
  %30 = call <2 x float> @f2add(<2 x float> %27, <2 x float> %29), !dbg !29
  %31 = bitcast %struct.F2* %4 to <2 x float>*, !dbg !29
  store <2 x float> %30, <2 x float>* %31, align 4, !dbg !29
  %32 = getelementptr inbounds %struct.F2, %struct.F2* %4, i32 0, i32 0, !dbg !30
  %33 = load float, float* %32, align 4, !dbg !30
  %34 = fpext float %33 to double, !dbg !31
  %35 = getelementptr inbounds %struct.F2, %struct.F2* %4, i32 0, i32 1, !dbg !32
  %36 = load float, float* %35, align 4, !dbg !32
  %37 = fpext float %36 to double, !dbg !33
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), double noundef %34, double noundef %37), !dbg !34
  call void @llvm.dbg.declare(metadata %struct.F3* %5, metadata !35, metadata !DIExpression()), !dbg !41
  %39 = bitcast %struct.F3* %5 to i8*, !dbg !41
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %39, i8* align 4 bitcast (%struct.F3* @__const.main.u to i8*), i64 12, i1 false), !dbg !41
  call void @llvm.dbg.declare(metadata %struct.F3* %6, metadata !42, metadata !DIExpression()), !dbg !43
  %40 = bitcast %struct.F3* %6 to i8*, !dbg !43
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %40, i8* align 4 bitcast (%struct.F3* @__const.main.v to i8*), i64 12, i1 false), !dbg !43
  call void @llvm.dbg.declare(metadata %struct.F3* %7, metadata !44, metadata !DIExpression()), !dbg !45
  %41 = bitcast { <2 x float>, float }* %8 to i8*, !dbg !46
  %42 = bitcast %struct.F3* %5 to i8*, !dbg !46
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %41, i8* align 4 %42, i64 12, i1 false), !dbg !46
  %43 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %8, i32 0, i32 0, !dbg !46
  %44 = load <2 x float>, <2 x float>* %43, align 4, !dbg !46
  %45 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %8, i32 0, i32 1, !dbg !46
  %46 = load float, float* %45, align 4, !dbg !46
  %47 = bitcast { <2 x float>, float }* %9 to i8*, !dbg !46
  %48 = bitcast %struct.F3* %6 to i8*, !dbg !46
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %47, i8* align 4 %48, i64 12, i1 false), !dbg !46
  %49 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %9, i32 0, i32 0, !dbg !46
  %50 = load <2 x float>, <2 x float>* %49, align 4, !dbg !46
  %51 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %9, i32 0, i32 1, !dbg !46
  %52 = load float, float* %51, align 4, !dbg !46
  %53 = call { <2 x float>, float } @f3cross(<2 x float> %44, float %46, <2 x float> %50, float %52), !dbg !46
  store { <2 x float>, float } %53, { <2 x float>, float }* %10, align 8, !dbg !46
  %54 = bitcast %struct.F3* %7 to i8*, !dbg !46
  %55 = bitcast { <2 x float>, float }* %10 to i8*, !dbg !46
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %54, i8* align 8 %55, i64 12, i1 false), !dbg !46
  %56 = getelementptr inbounds %struct.F3, %struct.F3* %7, i32 0, i32 0, !dbg !47
  %57 = load float, float* %56, align 4, !dbg !47
  %58 = fpext float %57 to double, !dbg !48
  %59 = getelementptr inbounds %struct.F3, %struct.F3* %7, i32 0, i32 1, !dbg !49
  %60 = load float, float* %59, align 4, !dbg !49
  %61 = fpext float %60 to double, !dbg !50
  %62 = getelementptr inbounds %struct.F3, %struct.F3* %7, i32 0, i32 2, !dbg !51
  %63 = load float, float* %62, align 4, !dbg !51
  %64 = fpext float %63 to double, !dbg !52
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), double noundef %58, double noundef %61, double noundef %64), !dbg !53
  call void @llvm.dbg.declare(metadata %struct.D2* %11, metadata !54, metadata !DIExpression()), !dbg !59
  %66 = bitcast %struct.D2* %11 to i8*, !dbg !59
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %66, i8* align 8 bitcast (%struct.D2* @__const.main.z to i8*), i64 16, i1 false), !dbg !59
  call void @llvm.dbg.declare(metadata %struct.D2* %12, metadata !60, metadata !DIExpression()), !dbg !61
  %67 = bitcast %struct.D2* %12 to i8*, !dbg !61
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %67, i8* align 8 bitcast (%struct.D2* @__const.main.w to i8*), i64 16, i1 false), !dbg !61
  call void @llvm.dbg.declare(metadata %struct.D2* %13, metadata !62, metadata !DIExpression()), !dbg !63
  %68 = bitcast %struct.D2* %11 to { double, double }*, !dbg !64
  %69 = getelementptr inbounds { double, double }, { double, double }* %68, i32 0, i32 0, !dbg !64
  %70 = load double, double* %69, align 8, !dbg !64
  %71 = getelementptr inbounds { double, double }, { double, double }* %68, i32 0, i32 1, !dbg !64
  %72 = load double, double* %71, align 8, !dbg !64
  %73 = bitcast %struct.D2* %12 to { double, double }*, !dbg !64
  %74 = getelementptr inbounds { double, double }, { double, double }* %73, i32 0, i32 0, !dbg !64
  %75 = load double, double* %74, align 8, !dbg !64
  %76 = getelementptr inbounds { double, double }, { double, double }* %73, i32 0, i32 1, !dbg !64
  %77 = load double, double* %76, align 8, !dbg !64
  %78 = call { double, double } @cmul(double %70, double %72, double %75, double %77), !dbg !64
  %79 = bitcast %struct.D2* %13 to { double, double }*, !dbg !64
  %80 = getelementptr inbounds { double, double }, { double, double }* %79, i32 0, i32 0, !dbg !64
  %81 = extractvalue { double, double } %78, 0, !dbg !64
  store double %81, double* %80, align 8, !dbg !64
  %82 = getelementptr inbounds { double, double }, { double, double }* %79, i32 0, i32 1, !dbg !64
  %83 = extractvalue { double, double } %78, 1, !dbg !64
  store double %83, double* %82, align 8, !dbg !64
  call void @llvm.dbg.declare(metadata i32* %14, metadata !65, metadata !DIExpression()), !dbg !67
  store i32 0, i32* %14, align 4, !dbg !67
  br label %84, !dbg !68

84:                                               ; preds = %106, %0
  %85 = load i32, i32* %14, align 4, !dbg !69
  %86 = icmp slt i32 %85, 3, !dbg !71
  br i1 %86, label %87, label %109, !dbg !72

87:                                               ; preds = %84
  %88 = bitcast %struct.D2* %13 to { double, double }*, !dbg !73
  %89 = getelementptr inbounds { double, double }, { double, double }* %88, i32 0, i32 0, !dbg !73
  %90 = load double, double* %89, align 8, !dbg !73
  %91 = getelementptr inbounds { double, double }, { double, double }* %88, i32 0, i32 1, !dbg !73
  %92 = load double, double* %91, align 8, !dbg !73
  %93 = bitcast %struct.D2* %11 to { double, double }*, !dbg !73
  %94 = getelementptr inbounds { double, double }, { double, double }* %93, i32 0, i32 0, !dbg !73
  %95 = load double, double* %94, align 8, !dbg !73
  %96 = getelementptr inbounds { double, double }, { double, double }* %93, i32 0, i32 1, !dbg !73
  %97 = load double, double* %96, align 8, !dbg !73
  %98 = call { double, double } @cmul(double %90, double %92, double %95, double %97), !dbg !73
  %99 = bitcast %struct.D2* %15 to { double, double }*, !dbg !73
  %100 = getelementptr inbounds { double, double }, { double, double }* %99, i32 0, i32 0, !dbg !73
  %101 = extractvalue { double, double } %98, 0, !dbg !73
  store double %101, double* %100, align 8, !dbg !73
  %102 = getelementptr inbounds { double, double }, { double, double }* %99, i32 0, i32 1, !dbg !73
  %103 = extractvalue { double, double } %98, 1, !dbg !73
  store double %103, double* %102, align 8, !dbg !73
  %104 = bitcast %struct.D2* %13 to i8*, !dbg !73
  %105 = bitcast %struct.D2* %15 to i8*, !dbg !73
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %104, i8* align 8 %105, i64 16, i1 false), !dbg !73
  br label %106, !dbg !74

106:                                              ; preds = %87
  %107 = load i32, i32* %14, align 4, !dbg !75
  %108 = add nsw i32 %107, 1, !dbg !75
  store i32 %108, i32* %14, align 4, !dbg !75
  br label %84, !dbg !76, !llvm.loop !77

109:                                              ; preds = %84
  %110 = getelementptr inbounds %struct.D2, %struct.D2* %13, i32 0, i32 0, !dbg !80
  %111 = load double, double* %110, align 8, !dbg !80
  %112 = getelementptr inbounds %struct.D2, %struct.D2* %13, i32 0, i32 1, !dbg !81
  %113 = load double, double* %112, align 8, !dbg !81
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), double noundef %111, double noundef %113), !dbg !82
  call void @llvm.dbg.declare(metadata %struct.ID* %16, metadata !83, metadata !DIExpression()), !dbg !88
  %115 = getelementptr inbounds %struct.ID, %struct.ID* %17, i32 0, i32 0, !dbg !89
  store i32 21, i32* %115, align 8, !dbg !89
  %116 = getelementptr inbounds %struct.ID, %struct.ID* %17, i32 0, i32 1, !dbg !89
  store double 1.250000e+00, double* %116, align 8, !dbg !89
  %117 = bitcast %struct.ID* %17 to { i32, double }*, !dbg !90
  %118 = getelementptr inbounds { i32, double }, { i32, double }* %117, i32 0, i32 0, !dbg !90
  %119 = load i32, i32* %118, align 8, !dbg !90
  %120 = getelementptr inbounds { i32, double }, { i32, double }* %117, i32 0, i32 1, !dbg !90
  %121 = load double, double* %120, align 8, !dbg !90
  %122 = call { i32, double } @id_twice(i32 %119, double %121), !dbg !90
  %123 = bitcast %struct.ID* %16 to { i32, double }*, !dbg !90
  %124 = getelementptr inbounds { i32, double }, { i32, double }* %123, i32 0, i32 0, !dbg !90
  %125 = extractvalue { i32, double } %122, 0, !dbg !90
  store i32 %125, i32* %124, align 8, !dbg !90
  %126 = getelementptr inbounds { i32, double }, { i32, double }* %123, i32 0, i32 1, !dbg !90
  %127 = extractvalue { i32, double } %122, 1, !dbg !90
  store double %127, double* %126, align 8, !dbg !90
  %128 = getelementptr inbounds %struct.ID, %struct.ID* %16, i32 0, i32 0, !dbg !91
  %129 = load i32, i32* %128, align 8, !dbg !91
  %130 = getelementptr inbounds %struct.ID, %struct.ID* %16, i32 0, i32 1, !dbg !92
  %131 = load double, double* %130, align 8, !dbg !92
  %132 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %129, double noundef %131), !dbg !93
  call void @llvm.dbg.declare(metadata %struct.DI* %18, metadata !94, metadata !DIExpression()), !dbg !99
  %133 = getelementptr inbounds %struct.DI, %struct.DI* %19, i32 0, i32 0, !dbg !100
  store double -7.775000e+01, double* %133, align 8, !dbg !100
  %134 = getelementptr inbounds %struct.DI, %struct.DI* %19, i32 0, i32 1, !dbg !100
  store i64 12345, i64* %134, align 8, !dbg !100
  %135 = bitcast %struct.DI* %19 to { double, i64 }*, !dbg !101
  %136 = getelementptr inbounds { double, i64 }, { double, i64 }* %135, i32 0, i32 0, !dbg !101
  %137 = load double, double* %136, align 8, !dbg !101
  %138 = getelementptr inbounds { double, i64 }, { double, i64 }* %135, i32 0, i32 1, !dbg !101
  %139 = load i64, i64* %138, align 8, !dbg !101
  %140 = call { double, i64 } @di_swapish(double %137, i64 %139), !dbg !101
  %141 = bitcast %struct.DI* %18 to { double, i64 }*, !dbg !101
  %142 = getelementptr inbounds { double, i64 }, { double, i64 }* %141, i32 0, i32 0, !dbg !101
  %143 = extractvalue { double, i64 } %140, 0, !dbg !101
  store double %143, double* %142, align 8, !dbg !101
  %144 = getelementptr inbounds { double, i64 }, { double, i64 }* %141, i32 0, i32 1, !dbg !101
  %145 = extractvalue { double, i64 } %140, 1, !dbg !101
  store i64 %145, i64* %144, align 8, !dbg !101
  %146 = getelementptr inbounds %struct.DI, %struct.DI* %18, i32 0, i32 0, !dbg !102
  %147 = load double, double* %146, align 8, !dbg !102
  %148 = getelementptr inbounds %struct.DI, %struct.DI* %18, i32 0, i32 1, !dbg !103
  %149 = load i64, i64* %148, align 8, !dbg !103
  %150 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), double noundef %147, i64 noundef %149), !dbg !104
  call void @llvm.dbg.declare(metadata %struct.FI* %20, metadata !105, metadata !DIExpression()), !dbg !110
  %151 = call i64 @fi_make(float noundef 9.000000e+00, i32 noundef 41), !dbg !111
  %152 = bitcast %struct.FI* %20 to i64*, !dbg !111
  store i64 %151, i64* %152, align 4, !dbg !111
  %153 = getelementptr inbounds %struct.FI, %struct.FI* %20, i32 0, i32 0, !dbg !112
  %154 = load float, float* %153, align 4, !dbg !112
  %155 = fpext float %154 to double, !dbg !113
  %156 = getelementptr inbounds %struct.FI, %struct.FI* %20, i32 0, i32 1, !dbg !114
  %157 = load i32, i32* %156, align 4, !dbg !114
  %158 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), double noundef %155, i32 noundef %157), !dbg !115
  call void @llvm.dbg.declare(metadata %struct.D3* %21, metadata !116, metadata !DIExpression()), !dbg !122
  %159 = getelementptr inbounds %struct.D3, %struct.D3* %22, i32 0, i32 0, !dbg !123
  store double 0.000000e+00, double* %159, align 8, !dbg !123
  %160 = getelementptr inbounds %struct.D3, %struct.D3* %22, i32 0, i32 1, !dbg !123
  store double 1.000000e+01, double* %160, align 8, !dbg !123
  %161 = getelementptr inbounds %struct.D3, %struct.D3* %22, i32 0, i32 2, !dbg !123
  store double -1.000000e+01, double* %161, align 8, !dbg !123
  %162 = getelementptr inbounds %struct.D3, %struct.D3* %23, i32 0, i32 0, !dbg !124
  store double 1.000000e+01, double* %162, align 8, !dbg !124
  %163 = getelementptr inbounds %struct.D3, %struct.D3* %23, i32 0, i32 1, !dbg !124
  store double 2.000000e+01, double* %163, align 8, !dbg !124
  %164 = getelementptr inbounds %struct.D3, %struct.D3* %23, i32 0, i32 2, !dbg !124
  store double 3.000000e+01, double* %164, align 8, !dbg !124
  call void @d3_lerp(%struct.D3* sret(%struct.D3) align 8 %21, %struct.D3* noundef byval(%struct.D3) align 8 %22, %struct.D3* noundef byval(%struct.D3) align 8 %23, double noundef 2.500000e-01), !dbg !125
  %165 = getelementptr inbounds %struct.D3, %struct.D3* %21, i32 0, i32 0, !dbg !126
  %166 = load double, double* %165, align 8, !dbg !126
  %167 = getelementptr inbounds %struct.D3, %struct.D3* %21, i32 0, i32 1, !dbg !127
  %168 = load double, double* %167, align 8, !dbg !127
  %169 = getelementptr inbounds %struct.D3, %struct.D3* %21, i32 0, i32 2, !dbg !128
  %170 = load double, double* %169, align 8, !dbg !128
  %171 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), double noundef %166, double noundef %168, double noundef %170), !dbg !129
  %172 = bitcast %struct.D2* %11 to { double, double }*, !dbg !130
  %173 = getelementptr inbounds { double, double }, { double, double }* %172, i32 0, i32 0, !dbg !130
  %174 = load double, double* %173, align 8, !dbg !130
  %175 = getelementptr inbounds { double, double }, { double, double }* %172, i32 0, i32 1, !dbg !130
  %176 = load double, double* %175, align 8, !dbg !130
  %177 = bitcast %struct.F2* %2 to <2 x float>*, !dbg !130
  %178 = load <2 x float>, <2 x float>* %177, align 4, !dbg !130
  %179 = bitcast %struct.ID* %16 to { i32, double }*, !dbg !130
  %180 = getelementptr inbounds { i32, double }, { i32, double }* %179, i32 0, i32 0, !dbg !130
  %181 = load i32, i32* %180, align 8, !dbg !130
  %182 = getelementptr inbounds { i32, double }, { i32, double }* %179, i32 0, i32 1, !dbg !130
  %183 = load double, double* %182, align 8, !dbg !130
  %184 = bitcast %struct.D2* %12 to { double, double }*, !dbg !130
  %185 = getelementptr inbounds { double, double }, { double, double }* %184, i32 0, i32 0, !dbg !130
  %186 = load double, double* %185, align 8, !dbg !130
  %187 = getelementptr inbounds { double, double }, { double, double }* %184, i32 0, i32 1, !dbg !130
  %188 = load double, double* %187, align 8, !dbg !130
  %189 = call double @mix(double %174, double %176, float noundef 5.000000e-01, <2 x float> %178, double noundef 3.250000e+00, i32 %181, double %183, double %186, double %188, double noundef 1.500000e+00, double noundef -2.000000e+00), !dbg !130
  %190 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), double noundef %189), !dbg !131
  ret i32 0, !dbg !132
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @f2add(<2 x float> %0, <2 x float> %1) #0 !dbg !133 {
  %3 = alloca %struct.F2, align 4
  %4 = alloca %struct.F2, align 4
  %5 = alloca %struct.F2, align 4
  %6 = bitcast %struct.F2* %4 to <2 x float>*
  store <2 x float> %0, <2 x float>* %6, align 4
  %7 = bitcast %struct.F2* %5 to <2 x float>*
  store <2 x float> %1, <2 x float>* %7, align 4
  call void @llvm.dbg.declare(metadata %struct.F2* %4, metadata !136, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.declare(metadata %struct.F2* %5, metadata !138, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.declare(metadata %struct.F2* %3, metadata !140, metadata !DIExpression()), !dbg !141
  %8 = getelementptr inbounds %struct.F2, %struct.F2* %3, i32 0, i32 0, !dbg !142
  %9 = getelementptr inbounds %struct.F2, %struct.F2* %4, i32 0, i32 0, !dbg !143
  %10 = load float, float* %9, align 4, !dbg !143
  %11 = getelementptr inbounds %struct.F2, %struct.F2* %5, i32 0, i32 0, !dbg !144
  %12 = load float, float* %11, align 4, !dbg !144
  %13 = fadd float %10, %12, !dbg !145
  store float %13, float* %8, align 4, !dbg !142
  %14 = getelementptr inbounds %struct.F2, %struct.F2* %3, i32 0, i32 1, !dbg !142
  %15 = getelementptr inbounds %struct.F2, %struct.F2* %4, i32 0, i32 1, !dbg !146
  %16 = load float, float* %15, align 4, !dbg !146
  %17 = getelementptr inbounds %struct.F2, %struct.F2* %5, i32 0, i32 1, !dbg !147
  %18 = load float, float* %17, align 4, !dbg !147
  %19 = fadd float %16, %18, !dbg !148
  store float %19, float* %14, align 4, !dbg !142
  %20 = bitcast %struct.F2* %3 to <2 x float>*, !dbg !149
  %21 = load <2 x float>, <2 x float>* %20, align 4, !dbg !149
  ret <2 x float> %21, !dbg !149
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @f3cross(<2 x float> %0, float %1, <2 x float> %2, float %3) #0 !dbg !150 {
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
  call void @llvm.dbg.declare(metadata %struct.F3* %6, metadata !153, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.declare(metadata %struct.F3* %8, metadata !155, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.declare(metadata %struct.F3* %5, metadata !157, metadata !DIExpression()), !dbg !158
  %19 = getelementptr inbounds %struct.F3, %struct.F3* %5, i32 0, i32 0, !dbg !159
  %20 = getelementptr inbounds %struct.F3, %struct.F3* %6, i32 0, i32 1, !dbg !160
  %21 = load float, float* %20, align 4, !dbg !160
  %22 = getelementptr inbounds %struct.F3, %struct.F3* %8, i32 0, i32 2, !dbg !161
  %23 = load float, float* %22, align 4, !dbg !161
  %24 = getelementptr inbounds %struct.F3, %struct.F3* %6, i32 0, i32 2, !dbg !162
  %25 = load float, float* %24, align 4, !dbg !162
  %26 = getelementptr inbounds %struct.F3, %struct.F3* %8, i32 0, i32 1, !dbg !163
  %27 = load float, float* %26, align 4, !dbg !163
  %28 = fmul float %25, %27, !dbg !164
  %29 = fneg float %28, !dbg !165
  %30 = call float @llvm.fmuladd.f32(float %21, float %23, float %29), !dbg !165
  store float %30, float* %19, align 4, !dbg !159
  %31 = getelementptr inbounds %struct.F3, %struct.F3* %5, i32 0, i32 1, !dbg !159
  %32 = getelementptr inbounds %struct.F3, %struct.F3* %6, i32 0, i32 2, !dbg !166
  %33 = load float, float* %32, align 4, !dbg !166
  %34 = getelementptr inbounds %struct.F3, %struct.F3* %8, i32 0, i32 0, !dbg !167
  %35 = load float, float* %34, align 4, !dbg !167
  %36 = getelementptr inbounds %struct.F3, %struct.F3* %6, i32 0, i32 0, !dbg !168
  %37 = load float, float* %36, align 4, !dbg !168
  %38 = getelementptr inbounds %struct.F3, %struct.F3* %8, i32 0, i32 2, !dbg !169
  %39 = load float, float* %38, align 4, !dbg !169
  %40 = fmul float %37, %39, !dbg !170
  %41 = fneg float %40, !dbg !171
  %42 = call float @llvm.fmuladd.f32(float %33, float %35, float %41), !dbg !171
  store float %42, float* %31, align 4, !dbg !159
  %43 = getelementptr inbounds %struct.F3, %struct.F3* %5, i32 0, i32 2, !dbg !159
  %44 = getelementptr inbounds %struct.F3, %struct.F3* %6, i32 0, i32 0, !dbg !172
  %45 = load float, float* %44, align 4, !dbg !172
  %46 = getelementptr inbounds %struct.F3, %struct.F3* %8, i32 0, i32 1, !dbg !173
  %47 = load float, float* %46, align 4, !dbg !173
  %48 = getelementptr inbounds %struct.F3, %struct.F3* %6, i32 0, i32 1, !dbg !174
  %49 = load float, float* %48, align 4, !dbg !174
  %50 = getelementptr inbounds %struct.F3, %struct.F3* %8, i32 0, i32 0, !dbg !175
  %51 = load float, float* %50, align 4, !dbg !175
  %52 = fmul float %49, %51, !dbg !176
  %53 = fneg float %52, !dbg !177
  %54 = call float @llvm.fmuladd.f32(float %45, float %47, float %53), !dbg !177
  store float %54, float* %43, align 4, !dbg !159
  %55 = bitcast { <2 x float>, float }* %10 to i8*, !dbg !178
  %56 = bitcast %struct.F3* %5 to i8*, !dbg !178
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %55, i8* align 4 %56, i64 12, i1 false), !dbg !178
  %57 = load { <2 x float>, float }, { <2 x float>, float }* %10, align 8, !dbg !178
  ret { <2 x float>, float } %57, !dbg !178
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @cmul(double %0, double %1, double %2, double %3) #4 !dbg !179 {
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
  call void @llvm.dbg.declare(metadata %struct.D2* %6, metadata !182, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.declare(metadata %struct.D2* %7, metadata !184, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.declare(metadata %struct.D2* %5, metadata !186, metadata !DIExpression()), !dbg !187
  %14 = getelementptr inbounds %struct.D2, %struct.D2* %5, i32 0, i32 0, !dbg !188
  %15 = getelementptr inbounds %struct.D2, %struct.D2* %6, i32 0, i32 0, !dbg !189
  %16 = load double, double* %15, align 8, !dbg !189
  %17 = getelementptr inbounds %struct.D2, %struct.D2* %7, i32 0, i32 0, !dbg !190
  %18 = load double, double* %17, align 8, !dbg !190
  %19 = getelementptr inbounds %struct.D2, %struct.D2* %6, i32 0, i32 1, !dbg !191
  %20 = load double, double* %19, align 8, !dbg !191
  %21 = getelementptr inbounds %struct.D2, %struct.D2* %7, i32 0, i32 1, !dbg !192
  %22 = load double, double* %21, align 8, !dbg !192
  %23 = fmul double %20, %22, !dbg !193
  %24 = fneg double %23, !dbg !194
  %25 = call double @llvm.fmuladd.f64(double %16, double %18, double %24), !dbg !194
  store double %25, double* %14, align 8, !dbg !188
  %26 = getelementptr inbounds %struct.D2, %struct.D2* %5, i32 0, i32 1, !dbg !188
  %27 = getelementptr inbounds %struct.D2, %struct.D2* %6, i32 0, i32 0, !dbg !195
  %28 = load double, double* %27, align 8, !dbg !195
  %29 = getelementptr inbounds %struct.D2, %struct.D2* %7, i32 0, i32 1, !dbg !196
  %30 = load double, double* %29, align 8, !dbg !196
  %31 = getelementptr inbounds %struct.D2, %struct.D2* %6, i32 0, i32 1, !dbg !197
  %32 = load double, double* %31, align 8, !dbg !197
  %33 = getelementptr inbounds %struct.D2, %struct.D2* %7, i32 0, i32 0, !dbg !198
  %34 = load double, double* %33, align 8, !dbg !198
  %35 = fmul double %32, %34, !dbg !199
  %36 = call double @llvm.fmuladd.f64(double %28, double %30, double %35), !dbg !200
  store double %36, double* %26, align 8, !dbg !188
  %37 = bitcast %struct.D2* %5 to { double, double }*, !dbg !201
  %38 = load { double, double }, { double, double }* %37, align 8, !dbg !201
  ret { double, double } %38, !dbg !201
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, double } @id_twice(i32 %0, double %1) #4 !dbg !202 {
  %3 = alloca %struct.ID, align 8
  %4 = alloca %struct.ID, align 8
  %5 = bitcast %struct.ID* %4 to { i32, double }*
  %6 = getelementptr inbounds { i32, double }, { i32, double }* %5, i32 0, i32 0
  store i32 %0, i32* %6, align 8
  %7 = getelementptr inbounds { i32, double }, { i32, double }* %5, i32 0, i32 1
  store double %1, double* %7, align 8
  call void @llvm.dbg.declare(metadata %struct.ID* %4, metadata !205, metadata !DIExpression()), !dbg !206
  %8 = getelementptr inbounds %struct.ID, %struct.ID* %4, i32 0, i32 0, !dbg !207
  %9 = load i32, i32* %8, align 8, !dbg !208
  %10 = mul nsw i32 %9, 2, !dbg !208
  store i32 %10, i32* %8, align 8, !dbg !208
  %11 = getelementptr inbounds %struct.ID, %struct.ID* %4, i32 0, i32 1, !dbg !209
  %12 = load double, double* %11, align 8, !dbg !210
  %13 = fmul double %12, 2.500000e+00, !dbg !210
  store double %13, double* %11, align 8, !dbg !210
  %14 = bitcast %struct.ID* %3 to i8*, !dbg !211
  %15 = bitcast %struct.ID* %4 to i8*, !dbg !211
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %14, i8* align 8 %15, i64 16, i1 false), !dbg !211
  %16 = bitcast %struct.ID* %3 to { i32, double }*, !dbg !212
  %17 = load { i32, double }, { i32, double }* %16, align 8, !dbg !212
  ret { i32, double } %17, !dbg !212
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, i64 } @di_swapish(double %0, i64 %1) #4 !dbg !213 {
  %3 = alloca %struct.DI, align 8
  %4 = alloca %struct.DI, align 8
  %5 = bitcast %struct.DI* %4 to { double, i64 }*
  %6 = getelementptr inbounds { double, i64 }, { double, i64 }* %5, i32 0, i32 0
  store double %0, double* %6, align 8
  %7 = getelementptr inbounds { double, i64 }, { double, i64 }* %5, i32 0, i32 1
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata %struct.DI* %4, metadata !216, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.declare(metadata %struct.DI* %3, metadata !218, metadata !DIExpression()), !dbg !219
  %8 = getelementptr inbounds %struct.DI, %struct.DI* %3, i32 0, i32 0, !dbg !220
  %9 = getelementptr inbounds %struct.DI, %struct.DI* %4, i32 0, i32 1, !dbg !221
  %10 = load i64, i64* %9, align 8, !dbg !221
  %11 = sitofp i64 %10 to double, !dbg !222
  store double %11, double* %8, align 8, !dbg !220
  %12 = getelementptr inbounds %struct.DI, %struct.DI* %3, i32 0, i32 1, !dbg !220
  %13 = getelementptr inbounds %struct.DI, %struct.DI* %4, i32 0, i32 0, !dbg !223
  %14 = load double, double* %13, align 8, !dbg !223
  %15 = fptosi double %14 to i64, !dbg !224
  store i64 %15, i64* %12, align 8, !dbg !220
  %16 = bitcast %struct.DI* %3 to { double, i64 }*, !dbg !225
  %17 = load { double, i64 }, { double, i64 }* %16, align 8, !dbg !225
  ret { double, i64 } %17, !dbg !225
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fi_make(float noundef %0, i32 noundef %1) #4 !dbg !226 {
  %3 = alloca %struct.FI, align 4
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  store float %0, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !229, metadata !DIExpression()), !dbg !230
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !231, metadata !DIExpression()), !dbg !232
  call void @llvm.dbg.declare(metadata %struct.FI* %3, metadata !233, metadata !DIExpression()), !dbg !234
  %6 = getelementptr inbounds %struct.FI, %struct.FI* %3, i32 0, i32 0, !dbg !235
  %7 = load float, float* %4, align 4, !dbg !236
  %8 = fmul float %7, 5.000000e-01, !dbg !237
  store float %8, float* %6, align 4, !dbg !235
  %9 = getelementptr inbounds %struct.FI, %struct.FI* %3, i32 0, i32 1, !dbg !235
  %10 = load i32, i32* %5, align 4, !dbg !238
  %11 = add nsw i32 %10, 1, !dbg !239
  store i32 %11, i32* %9, align 4, !dbg !235
  %12 = bitcast %struct.FI* %3 to i64*, !dbg !240
  %13 = load i64, i64* %12, align 4, !dbg !240
  ret i64 %13, !dbg !240
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d3_lerp(%struct.D3* noalias sret(%struct.D3) align 8 %0, %struct.D3* noundef byval(%struct.D3) align 8 %1, %struct.D3* noundef byval(%struct.D3) align 8 %2, double noundef %3) #4 !dbg !241 {
  %5 = alloca double, align 8
  call void @llvm.dbg.declare(metadata %struct.D3* %1, metadata !244, metadata !DIExpression()), !dbg !245
  call void @llvm.dbg.declare(metadata %struct.D3* %2, metadata !246, metadata !DIExpression()), !dbg !247
  store double %3, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !248, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.declare(metadata %struct.D3* %0, metadata !250, metadata !DIExpression()), !dbg !251
  %6 = getelementptr inbounds %struct.D3, %struct.D3* %0, i32 0, i32 0, !dbg !252
  %7 = getelementptr inbounds %struct.D3, %struct.D3* %1, i32 0, i32 0, !dbg !253
  %8 = load double, double* %7, align 8, !dbg !253
  %9 = getelementptr inbounds %struct.D3, %struct.D3* %2, i32 0, i32 0, !dbg !254
  %10 = load double, double* %9, align 8, !dbg !254
  %11 = getelementptr inbounds %struct.D3, %struct.D3* %1, i32 0, i32 0, !dbg !255
  %12 = load double, double* %11, align 8, !dbg !255
  %13 = fsub double %10, %12, !dbg !256
  %14 = load double, double* %5, align 8, !dbg !257
  %15 = call double @llvm.fmuladd.f64(double %13, double %14, double %8), !dbg !258
  store double %15, double* %6, align 8, !dbg !252
  %16 = getelementptr inbounds %struct.D3, %struct.D3* %0, i32 0, i32 1, !dbg !252
  %17 = getelementptr inbounds %struct.D3, %struct.D3* %1, i32 0, i32 1, !dbg !259
  %18 = load double, double* %17, align 8, !dbg !259
  %19 = getelementptr inbounds %struct.D3, %struct.D3* %2, i32 0, i32 1, !dbg !260
  %20 = load double, double* %19, align 8, !dbg !260
  %21 = getelementptr inbounds %struct.D3, %struct.D3* %1, i32 0, i32 1, !dbg !261
  %22 = load double, double* %21, align 8, !dbg !261
  %23 = fsub double %20, %22, !dbg !262
  %24 = load double, double* %5, align 8, !dbg !263
  %25 = call double @llvm.fmuladd.f64(double %23, double %24, double %18), !dbg !264
  store double %25, double* %16, align 8, !dbg !252
  %26 = getelementptr inbounds %struct.D3, %struct.D3* %0, i32 0, i32 2, !dbg !252
  %27 = getelementptr inbounds %struct.D3, %struct.D3* %1, i32 0, i32 2, !dbg !265
  %28 = load double, double* %27, align 8, !dbg !265
  %29 = getelementptr inbounds %struct.D3, %struct.D3* %2, i32 0, i32 2, !dbg !266
  %30 = load double, double* %29, align 8, !dbg !266
  %31 = getelementptr inbounds %struct.D3, %struct.D3* %1, i32 0, i32 2, !dbg !267
  %32 = load double, double* %31, align 8, !dbg !267
  %33 = fsub double %30, %32, !dbg !268
  %34 = load double, double* %5, align 8, !dbg !269
  %35 = call double @llvm.fmuladd.f64(double %33, double %34, double %28), !dbg !270
  store double %35, double* %26, align 8, !dbg !252
  ret void, !dbg !271
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mix(double %0, double %1, float noundef %2, <2 x float> %3, double noundef %4, i32 %5, double %6, double %7, double %8, double noundef %9, double noundef %10) #0 !dbg !272 {
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
  call void @llvm.dbg.declare(metadata %struct.D2* %12, metadata !275, metadata !DIExpression()), !dbg !276
  store float %2, float* %16, align 4
  call void @llvm.dbg.declare(metadata float* %16, metadata !277, metadata !DIExpression()), !dbg !278
  call void @llvm.dbg.declare(metadata %struct.F2* %13, metadata !279, metadata !DIExpression()), !dbg !280
  store double %4, double* %17, align 8
  call void @llvm.dbg.declare(metadata double* %17, metadata !281, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.declare(metadata %struct.ID* %14, metadata !283, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.declare(metadata %struct.D2* %15, metadata !285, metadata !DIExpression()), !dbg !286
  store double %9, double* %18, align 8
  call void @llvm.dbg.declare(metadata double* %18, metadata !287, metadata !DIExpression()), !dbg !288
  store double %10, double* %19, align 8
  call void @llvm.dbg.declare(metadata double* %19, metadata !289, metadata !DIExpression()), !dbg !290
  %30 = getelementptr inbounds %struct.D2, %struct.D2* %12, i32 0, i32 0, !dbg !291
  %31 = load double, double* %30, align 8, !dbg !291
  %32 = getelementptr inbounds %struct.D2, %struct.D2* %12, i32 0, i32 1, !dbg !292
  %33 = load double, double* %32, align 8, !dbg !292
  %34 = fadd double %31, %33, !dbg !293
  %35 = load float, float* %16, align 4, !dbg !294
  %36 = fpext float %35 to double, !dbg !294
  %37 = fadd double %34, %36, !dbg !295
  %38 = getelementptr inbounds %struct.F2, %struct.F2* %13, i32 0, i32 0, !dbg !296
  %39 = load float, float* %38, align 4, !dbg !296
  %40 = getelementptr inbounds %struct.F2, %struct.F2* %13, i32 0, i32 1, !dbg !297
  %41 = load float, float* %40, align 4, !dbg !297
  %42 = fmul float %39, %41, !dbg !298
  %43 = fpext float %42 to double, !dbg !299
  %44 = fadd double %37, %43, !dbg !300
  %45 = load double, double* %17, align 8, !dbg !301
  %46 = fadd double %44, %45, !dbg !302
  %47 = getelementptr inbounds %struct.ID, %struct.ID* %14, i32 0, i32 0, !dbg !303
  %48 = load i32, i32* %47, align 8, !dbg !303
  %49 = sitofp i32 %48 to double, !dbg !304
  %50 = fadd double %46, %49, !dbg !305
  %51 = getelementptr inbounds %struct.ID, %struct.ID* %14, i32 0, i32 1, !dbg !306
  %52 = load double, double* %51, align 8, !dbg !306
  %53 = fadd double %50, %52, !dbg !307
  %54 = getelementptr inbounds %struct.D2, %struct.D2* %15, i32 0, i32 0, !dbg !308
  %55 = load double, double* %54, align 8, !dbg !308
  %56 = fadd double %53, %55, !dbg !309
  %57 = getelementptr inbounds %struct.D2, %struct.D2* %15, i32 0, i32 1, !dbg !310
  %58 = load double, double* %57, align 8, !dbg !310
  %59 = fsub double %56, %58, !dbg !311
  %60 = load double, double* %18, align 8, !dbg !312
  %61 = load double, double* %19, align 8, !dbg !313
  %62 = call double @llvm.fmuladd.f64(double %60, double %61, double %59), !dbg !314
  ret double %62, !dbg !315
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/differential/src/struct_byval_float.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "6429e62285709fdbbc319bb043067a68")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 34, type: !14, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{!16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{}
!18 = !DILocalVariable(name: "a", scope: !13, file: !1, line: 35, type: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "F2", file: !1, line: 5, size: 64, elements: !20)
!20 = !{!21, !23}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !19, file: !1, line: 5, baseType: !22, size: 32)
!22 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !19, file: !1, line: 5, baseType: !22, size: 32, offset: 32)
!24 = !DILocation(line: 35, column: 13, scope: !13)
!25 = !DILocalVariable(name: "b", scope: !13, file: !1, line: 35, type: !19)
!26 = !DILocation(line: 35, column: 33, scope: !13)
!27 = !DILocalVariable(name: "s", scope: !13, file: !1, line: 36, type: !19)
!28 = !DILocation(line: 36, column: 13, scope: !13)
!29 = !DILocation(line: 36, column: 17, scope: !13)
!30 = !DILocation(line: 37, column: 30, scope: !13)
!31 = !DILocation(line: 37, column: 28, scope: !13)
!32 = !DILocation(line: 37, column: 35, scope: !13)
!33 = !DILocation(line: 37, column: 33, scope: !13)
!34 = !DILocation(line: 37, column: 3, scope: !13)
!35 = !DILocalVariable(name: "u", scope: !13, file: !1, line: 38, type: !36)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "F3", file: !1, line: 6, size: 96, elements: !37)
!37 = !{!38, !39, !40}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !36, file: !1, line: 6, baseType: !22, size: 32)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !36, file: !1, line: 6, baseType: !22, size: 32, offset: 32)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !36, file: !1, line: 6, baseType: !22, size: 32, offset: 64)
!41 = !DILocation(line: 38, column: 13, scope: !13)
!42 = !DILocalVariable(name: "v", scope: !13, file: !1, line: 38, type: !36)
!43 = !DILocation(line: 38, column: 28, scope: !13)
!44 = !DILocalVariable(name: "c", scope: !13, file: !1, line: 39, type: !36)
!45 = !DILocation(line: 39, column: 13, scope: !13)
!46 = !DILocation(line: 39, column: 17, scope: !13)
!47 = !DILocation(line: 40, column: 35, scope: !13)
!48 = !DILocation(line: 40, column: 33, scope: !13)
!49 = !DILocation(line: 40, column: 40, scope: !13)
!50 = !DILocation(line: 40, column: 38, scope: !13)
!51 = !DILocation(line: 40, column: 45, scope: !13)
!52 = !DILocation(line: 40, column: 43, scope: !13)
!53 = !DILocation(line: 40, column: 3, scope: !13)
!54 = !DILocalVariable(name: "z", scope: !13, file: !1, line: 41, type: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D2", file: !1, line: 7, size: 128, elements: !56)
!56 = !{!57, !58}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "re", scope: !55, file: !1, line: 7, baseType: !3, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "im", scope: !55, file: !1, line: 7, baseType: !3, size: 64, offset: 64)
!59 = !DILocation(line: 41, column: 13, scope: !13)
!60 = !DILocalVariable(name: "w", scope: !13, file: !1, line: 41, type: !55)
!61 = !DILocation(line: 41, column: 29, scope: !13)
!62 = !DILocalVariable(name: "m", scope: !13, file: !1, line: 42, type: !55)
!63 = !DILocation(line: 42, column: 13, scope: !13)
!64 = !DILocation(line: 42, column: 17, scope: !13)
!65 = !DILocalVariable(name: "i", scope: !66, file: !1, line: 43, type: !16)
!66 = distinct !DILexicalBlock(scope: !13, file: !1, line: 43, column: 3)
!67 = !DILocation(line: 43, column: 12, scope: !66)
!68 = !DILocation(line: 43, column: 8, scope: !66)
!69 = !DILocation(line: 43, column: 19, scope: !70)
!70 = distinct !DILexicalBlock(scope: !66, file: !1, line: 43, column: 3)
!71 = !DILocation(line: 43, column: 21, scope: !70)
!72 = !DILocation(line: 43, column: 3, scope: !66)
!73 = !DILocation(line: 43, column: 35, scope: !70)
!74 = !DILocation(line: 43, column: 31, scope: !70)
!75 = !DILocation(line: 43, column: 27, scope: !70)
!76 = !DILocation(line: 43, column: 3, scope: !70)
!77 = distinct !{!77, !72, !78, !79}
!78 = !DILocation(line: 43, column: 44, scope: !66)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 44, column: 30, scope: !13)
!81 = !DILocation(line: 44, column: 36, scope: !13)
!82 = !DILocation(line: 44, column: 3, scope: !13)
!83 = !DILocalVariable(name: "id", scope: !13, file: !1, line: 45, type: !84)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ID", file: !1, line: 8, size: 128, elements: !85)
!85 = !{!86, !87}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !84, file: !1, line: 8, baseType: !16, size: 32)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !84, file: !1, line: 8, baseType: !3, size: 64, offset: 64)
!88 = !DILocation(line: 45, column: 13, scope: !13)
!89 = !DILocation(line: 45, column: 38, scope: !13)
!90 = !DILocation(line: 45, column: 18, scope: !13)
!91 = !DILocation(line: 46, column: 29, scope: !13)
!92 = !DILocation(line: 46, column: 35, scope: !13)
!93 = !DILocation(line: 46, column: 3, scope: !13)
!94 = !DILocalVariable(name: "di", scope: !13, file: !1, line: 47, type: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DI", file: !1, line: 9, size: 128, elements: !96)
!96 = !{!97, !98}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !95, file: !1, line: 9, baseType: !3, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !95, file: !1, line: 9, baseType: !4, size: 64, offset: 64)
!99 = !DILocation(line: 47, column: 13, scope: !13)
!100 = !DILocation(line: 47, column: 40, scope: !13)
!101 = !DILocation(line: 47, column: 18, scope: !13)
!102 = !DILocation(line: 48, column: 30, scope: !13)
!103 = !DILocation(line: 48, column: 36, scope: !13)
!104 = !DILocation(line: 48, column: 3, scope: !13)
!105 = !DILocalVariable(name: "fi", scope: !13, file: !1, line: 49, type: !106)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "FI", file: !1, line: 10, size: 64, elements: !107)
!107 = !{!108, !109}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !106, file: !1, line: 10, baseType: !22, size: 32)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !106, file: !1, line: 10, baseType: !16, size: 32, offset: 32)
!110 = !DILocation(line: 49, column: 13, scope: !13)
!111 = !DILocation(line: 49, column: 18, scope: !13)
!112 = !DILocation(line: 50, column: 29, scope: !13)
!113 = !DILocation(line: 50, column: 26, scope: !13)
!114 = !DILocation(line: 50, column: 35, scope: !13)
!115 = !DILocation(line: 50, column: 3, scope: !13)
!116 = !DILocalVariable(name: "p", scope: !13, file: !1, line: 51, type: !117)
!117 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D3", file: !1, line: 11, size: 192, elements: !118)
!118 = !{!119, !120, !121}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !117, file: !1, line: 11, baseType: !3, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !117, file: !1, line: 11, baseType: !3, size: 64, offset: 64)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !117, file: !1, line: 11, baseType: !3, size: 64, offset: 128)
!122 = !DILocation(line: 51, column: 13, scope: !13)
!123 = !DILocation(line: 51, column: 36, scope: !13)
!124 = !DILocation(line: 51, column: 61, scope: !13)
!125 = !DILocation(line: 51, column: 17, scope: !13)
!126 = !DILocation(line: 52, column: 35, scope: !13)
!127 = !DILocation(line: 52, column: 40, scope: !13)
!128 = !DILocation(line: 52, column: 45, scope: !13)
!129 = !DILocation(line: 52, column: 3, scope: !13)
!130 = !DILocation(line: 53, column: 24, scope: !13)
!131 = !DILocation(line: 53, column: 3, scope: !13)
!132 = !DILocation(line: 54, column: 3, scope: !13)
!133 = distinct !DISubprogram(name: "f2add", scope: !1, file: !1, line: 13, type: !134, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!134 = !DISubroutineType(types: !135)
!135 = !{!19, !19, !19}
!136 = !DILocalVariable(name: "a", arg: 1, scope: !133, file: !1, line: 13, type: !19)
!137 = !DILocation(line: 13, column: 60, scope: !133)
!138 = !DILocalVariable(name: "b", arg: 2, scope: !133, file: !1, line: 13, type: !19)
!139 = !DILocation(line: 13, column: 73, scope: !133)
!140 = !DILocalVariable(name: "r", scope: !133, file: !1, line: 13, type: !19)
!141 = !DILocation(line: 13, column: 88, scope: !133)
!142 = !DILocation(line: 13, column: 92, scope: !133)
!143 = !DILocation(line: 13, column: 95, scope: !133)
!144 = !DILocation(line: 13, column: 101, scope: !133)
!145 = !DILocation(line: 13, column: 97, scope: !133)
!146 = !DILocation(line: 13, column: 106, scope: !133)
!147 = !DILocation(line: 13, column: 112, scope: !133)
!148 = !DILocation(line: 13, column: 108, scope: !133)
!149 = !DILocation(line: 13, column: 116, scope: !133)
!150 = distinct !DISubprogram(name: "f3cross", scope: !1, file: !1, line: 14, type: !151, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!151 = !DISubroutineType(types: !152)
!152 = !{!36, !36, !36}
!153 = !DILocalVariable(name: "a", arg: 1, scope: !150, file: !1, line: 14, type: !36)
!154 = !DILocation(line: 14, column: 62, scope: !150)
!155 = !DILocalVariable(name: "b", arg: 2, scope: !150, file: !1, line: 14, type: !36)
!156 = !DILocation(line: 14, column: 75, scope: !150)
!157 = !DILocalVariable(name: "r", scope: !150, file: !1, line: 15, type: !36)
!158 = !DILocation(line: 15, column: 13, scope: !150)
!159 = !DILocation(line: 15, column: 17, scope: !150)
!160 = !DILocation(line: 15, column: 20, scope: !150)
!161 = !DILocation(line: 15, column: 26, scope: !150)
!162 = !DILocation(line: 15, column: 32, scope: !150)
!163 = !DILocation(line: 15, column: 38, scope: !150)
!164 = !DILocation(line: 15, column: 34, scope: !150)
!165 = !DILocation(line: 15, column: 28, scope: !150)
!166 = !DILocation(line: 15, column: 43, scope: !150)
!167 = !DILocation(line: 15, column: 49, scope: !150)
!168 = !DILocation(line: 15, column: 55, scope: !150)
!169 = !DILocation(line: 15, column: 61, scope: !150)
!170 = !DILocation(line: 15, column: 57, scope: !150)
!171 = !DILocation(line: 15, column: 51, scope: !150)
!172 = !DILocation(line: 15, column: 66, scope: !150)
!173 = !DILocation(line: 15, column: 72, scope: !150)
!174 = !DILocation(line: 15, column: 78, scope: !150)
!175 = !DILocation(line: 15, column: 84, scope: !150)
!176 = !DILocation(line: 15, column: 80, scope: !150)
!177 = !DILocation(line: 15, column: 74, scope: !150)
!178 = !DILocation(line: 16, column: 3, scope: !150)
!179 = distinct !DISubprogram(name: "cmul", scope: !1, file: !1, line: 18, type: !180, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!180 = !DISubroutineType(types: !181)
!181 = !{!55, !55, !55}
!182 = !DILocalVariable(name: "a", arg: 1, scope: !179, file: !1, line: 18, type: !55)
!183 = !DILocation(line: 18, column: 59, scope: !179)
!184 = !DILocalVariable(name: "b", arg: 2, scope: !179, file: !1, line: 18, type: !55)
!185 = !DILocation(line: 18, column: 72, scope: !179)
!186 = !DILocalVariable(name: "r", scope: !179, file: !1, line: 19, type: !55)
!187 = !DILocation(line: 19, column: 13, scope: !179)
!188 = !DILocation(line: 19, column: 17, scope: !179)
!189 = !DILocation(line: 19, column: 20, scope: !179)
!190 = !DILocation(line: 19, column: 27, scope: !179)
!191 = !DILocation(line: 19, column: 34, scope: !179)
!192 = !DILocation(line: 19, column: 41, scope: !179)
!193 = !DILocation(line: 19, column: 37, scope: !179)
!194 = !DILocation(line: 19, column: 30, scope: !179)
!195 = !DILocation(line: 19, column: 47, scope: !179)
!196 = !DILocation(line: 19, column: 54, scope: !179)
!197 = !DILocation(line: 19, column: 61, scope: !179)
!198 = !DILocation(line: 19, column: 68, scope: !179)
!199 = !DILocation(line: 19, column: 64, scope: !179)
!200 = !DILocation(line: 19, column: 57, scope: !179)
!201 = !DILocation(line: 20, column: 3, scope: !179)
!202 = distinct !DISubprogram(name: "id_twice", scope: !1, file: !1, line: 22, type: !203, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!203 = !DISubroutineType(types: !204)
!204 = !{!84, !84}
!205 = !DILocalVariable(name: "v", arg: 1, scope: !202, file: !1, line: 22, type: !84)
!206 = !DILocation(line: 22, column: 63, scope: !202)
!207 = !DILocation(line: 22, column: 70, scope: !202)
!208 = !DILocation(line: 22, column: 72, scope: !202)
!209 = !DILocation(line: 22, column: 80, scope: !202)
!210 = !DILocation(line: 22, column: 82, scope: !202)
!211 = !DILocation(line: 22, column: 97, scope: !202)
!212 = !DILocation(line: 22, column: 90, scope: !202)
!213 = distinct !DISubprogram(name: "di_swapish", scope: !1, file: !1, line: 23, type: !214, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!214 = !DISubroutineType(types: !215)
!215 = !{!95, !95}
!216 = !DILocalVariable(name: "v", arg: 1, scope: !213, file: !1, line: 23, type: !95)
!217 = !DILocation(line: 23, column: 65, scope: !213)
!218 = !DILocalVariable(name: "r", scope: !213, file: !1, line: 23, type: !95)
!219 = !DILocation(line: 23, column: 80, scope: !213)
!220 = !DILocation(line: 23, column: 84, scope: !213)
!221 = !DILocation(line: 23, column: 95, scope: !213)
!222 = !DILocation(line: 23, column: 85, scope: !213)
!223 = !DILocation(line: 23, column: 106, scope: !213)
!224 = !DILocation(line: 23, column: 98, scope: !213)
!225 = !DILocation(line: 23, column: 110, scope: !213)
!226 = distinct !DISubprogram(name: "fi_make", scope: !1, file: !1, line: 24, type: !227, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!227 = !DISubroutineType(types: !228)
!228 = !{!106, !22, !16}
!229 = !DILocalVariable(name: "f", arg: 1, scope: !226, file: !1, line: 24, type: !22)
!230 = !DILocation(line: 24, column: 58, scope: !226)
!231 = !DILocalVariable(name: "i", arg: 2, scope: !226, file: !1, line: 24, type: !16)
!232 = !DILocation(line: 24, column: 65, scope: !226)
!233 = !DILocalVariable(name: "r", scope: !226, file: !1, line: 24, type: !106)
!234 = !DILocation(line: 24, column: 80, scope: !226)
!235 = !DILocation(line: 24, column: 84, scope: !226)
!236 = !DILocation(line: 24, column: 85, scope: !226)
!237 = !DILocation(line: 24, column: 87, scope: !226)
!238 = !DILocation(line: 24, column: 95, scope: !226)
!239 = !DILocation(line: 24, column: 97, scope: !226)
!240 = !DILocation(line: 24, column: 103, scope: !226)
!241 = distinct !DISubprogram(name: "d3_lerp", scope: !1, file: !1, line: 25, type: !242, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!242 = !DISubroutineType(types: !243)
!243 = !{!117, !117, !117, !3}
!244 = !DILocalVariable(name: "a", arg: 1, scope: !241, file: !1, line: 25, type: !117)
!245 = !DILocation(line: 25, column: 62, scope: !241)
!246 = !DILocalVariable(name: "b", arg: 2, scope: !241, file: !1, line: 25, type: !117)
!247 = !DILocation(line: 25, column: 75, scope: !241)
!248 = !DILocalVariable(name: "t", arg: 3, scope: !241, file: !1, line: 25, type: !3)
!249 = !DILocation(line: 25, column: 85, scope: !241)
!250 = !DILocalVariable(name: "r", scope: !241, file: !1, line: 26, type: !117)
!251 = !DILocation(line: 26, column: 13, scope: !241)
!252 = !DILocation(line: 26, column: 17, scope: !241)
!253 = !DILocation(line: 26, column: 20, scope: !241)
!254 = !DILocation(line: 26, column: 27, scope: !241)
!255 = !DILocation(line: 26, column: 33, scope: !241)
!256 = !DILocation(line: 26, column: 29, scope: !241)
!257 = !DILocation(line: 26, column: 38, scope: !241)
!258 = !DILocation(line: 26, column: 22, scope: !241)
!259 = !DILocation(line: 26, column: 43, scope: !241)
!260 = !DILocation(line: 26, column: 50, scope: !241)
!261 = !DILocation(line: 26, column: 56, scope: !241)
!262 = !DILocation(line: 26, column: 52, scope: !241)
!263 = !DILocation(line: 26, column: 61, scope: !241)
!264 = !DILocation(line: 26, column: 45, scope: !241)
!265 = !DILocation(line: 26, column: 66, scope: !241)
!266 = !DILocation(line: 26, column: 73, scope: !241)
!267 = !DILocation(line: 26, column: 79, scope: !241)
!268 = !DILocation(line: 26, column: 75, scope: !241)
!269 = !DILocation(line: 26, column: 84, scope: !241)
!270 = !DILocation(line: 26, column: 68, scope: !241)
!271 = !DILocation(line: 27, column: 3, scope: !241)
!272 = distinct !DISubprogram(name: "mix", scope: !1, file: !1, line: 30, type: !273, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!273 = !DISubroutineType(types: !274)
!274 = !{!3, !55, !22, !19, !3, !84, !55, !3, !3}
!275 = !DILocalVariable(name: "a", arg: 1, scope: !272, file: !1, line: 30, type: !55)
!276 = !DILocation(line: 30, column: 55, scope: !272)
!277 = !DILocalVariable(name: "f", arg: 2, scope: !272, file: !1, line: 30, type: !22)
!278 = !DILocation(line: 30, column: 64, scope: !272)
!279 = !DILocalVariable(name: "b", arg: 3, scope: !272, file: !1, line: 30, type: !19)
!280 = !DILocation(line: 30, column: 77, scope: !272)
!281 = !DILocalVariable(name: "d", arg: 4, scope: !272, file: !1, line: 30, type: !3)
!282 = !DILocation(line: 30, column: 87, scope: !272)
!283 = !DILocalVariable(name: "c", arg: 5, scope: !272, file: !1, line: 30, type: !84)
!284 = !DILocation(line: 30, column: 100, scope: !272)
!285 = !DILocalVariable(name: "e", arg: 6, scope: !272, file: !1, line: 30, type: !55)
!286 = !DILocation(line: 30, column: 113, scope: !272)
!287 = !DILocalVariable(name: "g", arg: 7, scope: !272, file: !1, line: 30, type: !3)
!288 = !DILocation(line: 30, column: 123, scope: !272)
!289 = !DILocalVariable(name: "h", arg: 8, scope: !272, file: !1, line: 30, type: !3)
!290 = !DILocation(line: 30, column: 133, scope: !272)
!291 = !DILocation(line: 31, column: 12, scope: !272)
!292 = !DILocation(line: 31, column: 19, scope: !272)
!293 = !DILocation(line: 31, column: 15, scope: !272)
!294 = !DILocation(line: 31, column: 24, scope: !272)
!295 = !DILocation(line: 31, column: 22, scope: !272)
!296 = !DILocation(line: 31, column: 30, scope: !272)
!297 = !DILocation(line: 31, column: 36, scope: !272)
!298 = !DILocation(line: 31, column: 32, scope: !272)
!299 = !DILocation(line: 31, column: 28, scope: !272)
!300 = !DILocation(line: 31, column: 26, scope: !272)
!301 = !DILocation(line: 31, column: 40, scope: !272)
!302 = !DILocation(line: 31, column: 38, scope: !272)
!303 = !DILocation(line: 31, column: 46, scope: !272)
!304 = !DILocation(line: 31, column: 44, scope: !272)
!305 = !DILocation(line: 31, column: 42, scope: !272)
!306 = !DILocation(line: 31, column: 52, scope: !272)
!307 = !DILocation(line: 31, column: 48, scope: !272)
!308 = !DILocation(line: 31, column: 58, scope: !272)
!309 = !DILocation(line: 31, column: 54, scope: !272)
!310 = !DILocation(line: 31, column: 65, scope: !272)
!311 = !DILocation(line: 31, column: 61, scope: !272)
!312 = !DILocation(line: 31, column: 70, scope: !272)
!313 = !DILocation(line: 31, column: 74, scope: !272)
!314 = !DILocation(line: 31, column: 68, scope: !272)
!315 = !DILocation(line: 31, column: 3, scope: !272)
