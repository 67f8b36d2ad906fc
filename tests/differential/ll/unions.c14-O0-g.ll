; ModuleID = 'tests/differential/src/unions.c'
source_filename = "tests/differential/src/unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.FloatBits = type { float }
%union.DoubleBits = type { double }
%struct.Value = type { i32, %union.anon }
%union.anon = type { i64 }
%union.Small = type { i32 }

@__const.main.vals = private unnamed_addr constant [5 x float] [float 1.000000e+00, float -2.500000e+00, float 0x3FB99999A0000000, float 0x47EFFFFFE0000000, float 0x36A0000000000000], align 16
@.str = private unnamed_addr constant [14 x i8] c"%g -> 0x%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"pi bits 0x%016lx bytes\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"e = %.15f\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"union\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"swapped 0x%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"sizes %zu %zu %zu\0A\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"int %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"double %.3f\0A\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"string \22%s\22 (%zu)\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !19 {
  %1 = alloca i32, align 4
  %2 = alloca %union.FloatBits, align 4
  %3 = alloca [5 x float], align 16
  %4 = alloca i32, align 4
  %5 = alloca %union.DoubleBits, align 8
  %6 = alloca i32, align 4
  %7 = alloca [4 x %struct.Value], align 16
  %8 = alloca i32, align 4
  %9 = alloca %union.Small, align 4
  %10 = alloca %union.Small, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %union.FloatBits* %2, metadata !24, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata [5 x float]* %3, metadata !31, metadata !DIExpression()), !dbg !35
  %11 = bitcast [5 x float]* %3 to i8*, !dbg !35
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %11, i8* align 16 bitcast ([5 x float]* @__const.main.vals to i8*), i64 20, i1 false), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %4, metadata !36, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %4, align 4, !dbg !38
  br label %12, !dbg !39

12:                                               ; preds = %29, %0
  %13 = load i32, i32* %4, align 4, !dbg !40
  %14 = icmp slt i32 %13, 5, !dbg !42
  br i1 %14, label %15, label %32, !dbg !43

15:                                               ; preds = %12
  %16 = load i32, i32* %4, align 4, !dbg !44
  %17 = sext i32 %16 to i64, !dbg !46
  %18 = getelementptr inbounds [5 x float], [5 x float]* %3, i64 0, i64 %17, !dbg !46
  %19 = load float, float* %18, align 4, !dbg !46
  %20 = bitcast %union.FloatBits* %2 to float*, !dbg !47
  store float %19, float* %20, align 4, !dbg !48
  %21 = load i32, i32* %4, align 4, !dbg !49
  %22 = sext i32 %21 to i64, !dbg !50
  %23 = getelementptr inbounds [5 x float], [5 x float]* %3, i64 0, i64 %22, !dbg !50
  %24 = load float, float* %23, align 4, !dbg !50
  %25 = fpext float %24 to double, !dbg !51
  %26 = bitcast %union.FloatBits* %2 to i32*, !dbg !52
  %27 = load i32, i32* %26, align 4, !dbg !52
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), double noundef %25, i32 noundef %27), !dbg !53
  br label %29, !dbg !54

29:                                               ; preds = %15
  %30 = load i32, i32* %4, align 4, !dbg !55
  %31 = add nsw i32 %30, 1, !dbg !55
  store i32 %31, i32* %4, align 4, !dbg !55
  br label %12, !dbg !56, !llvm.loop !57

32:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata %union.DoubleBits* %5, metadata !60, metadata !DIExpression()), !dbg !71
  %33 = bitcast %union.DoubleBits* %5 to double*, !dbg !72
  store double 0x400921FB54442D18, double* %33, align 8, !dbg !73
  %34 = bitcast %union.DoubleBits* %5 to i64*, !dbg !74
  %35 = load i64, i64* %34, align 8, !dbg !74
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i64 0, i64 0), i64 noundef %35), !dbg !75
  call void @llvm.dbg.declare(metadata i32* %6, metadata !76, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %6, align 4, !dbg !78
  br label %37, !dbg !79

37:                                               ; preds = %48, %32
  %38 = load i32, i32* %6, align 4, !dbg !80
  %39 = icmp slt i32 %38, 8, !dbg !82
  br i1 %39, label %40, label %51, !dbg !83

40:                                               ; preds = %37
  %41 = bitcast %union.DoubleBits* %5 to [8 x i8]*, !dbg !84
  %42 = load i32, i32* %6, align 4, !dbg !85
  %43 = sext i32 %42 to i64, !dbg !86
  %44 = getelementptr inbounds [8 x i8], [8 x i8]* %41, i64 0, i64 %43, !dbg !86
  %45 = load i8, i8* %44, align 1, !dbg !86
  %46 = zext i8 %45 to i32, !dbg !86
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i32 noundef %46), !dbg !87
  br label %48, !dbg !87

48:                                               ; preds = %40
  %49 = load i32, i32* %6, align 4, !dbg !88
  %50 = add nsw i32 %49, 1, !dbg !88
  store i32 %50, i32* %6, align 4, !dbg !88
  br label %37, !dbg !89, !llvm.loop !90

51:                                               ; preds = %37
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)), !dbg !92
  %53 = bitcast %union.DoubleBits* %5 to i64*, !dbg !93
  store i64 4613303445314885481, i64* %53, align 8, !dbg !94
  %54 = bitcast %union.DoubleBits* %5 to double*, !dbg !95
  %55 = load double, double* %54, align 8, !dbg !95
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), double noundef %55), !dbg !96
  call void @llvm.dbg.declare(metadata [4 x %struct.Value]* %7, metadata !97, metadata !DIExpression()), !dbg !114
  %57 = getelementptr inbounds [4 x %struct.Value], [4 x %struct.Value]* %7, i64 0, i64 0, !dbg !115
  %58 = call { i32, i64 } @mkint(i64 noundef -42), !dbg !116
  %59 = bitcast %struct.Value* %57 to { i32, i64 }*, !dbg !116
  %60 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %59, i32 0, i32 0, !dbg !116
  %61 = extractvalue { i32, i64 } %58, 0, !dbg !116
  store i32 %61, i32* %60, align 16, !dbg !116
  %62 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %59, i32 0, i32 1, !dbg !116
  %63 = extractvalue { i32, i64 } %58, 1, !dbg !116
  store i64 %63, i64* %62, align 8, !dbg !116
  %64 = getelementptr inbounds %struct.Value, %struct.Value* %57, i64 1, !dbg !115
  %65 = call { i32, i64 } @mkdbl(double noundef 2.750000e+00), !dbg !117
  %66 = bitcast %struct.Value* %64 to { i32, i64 }*, !dbg !117
  %67 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %66, i32 0, i32 0, !dbg !117
  %68 = extractvalue { i32, i64 } %65, 0, !dbg !117
  store i32 %68, i32* %67, align 16, !dbg !117
  %69 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %66, i32 0, i32 1, !dbg !117
  %70 = extractvalue { i32, i64 } %65, 1, !dbg !117
  store i64 %70, i64* %69, align 8, !dbg !117
  %71 = getelementptr inbounds %struct.Value, %struct.Value* %64, i64 1, !dbg !115
  %72 = call { i32, i64 } @mkstr(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0)), !dbg !118
  %73 = bitcast %struct.Value* %71 to { i32, i64 }*, !dbg !118
  %74 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %73, i32 0, i32 0, !dbg !118
  %75 = extractvalue { i32, i64 } %72, 0, !dbg !118
  store i32 %75, i32* %74, align 16, !dbg !118
  %76 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %73, i32 0, i32 1, !dbg !118
  %77 = extractvalue { i32, i64 } %72, 1, !dbg !118
  store i64 %77, i64* %76, align 8, !dbg !118
  %78 = getelementptr inbounds %struct.Value, %struct.Value* %71, i64 1, !dbg !115
  %79 = call { i32, i64 } @mkint(i64 noundef 1099511627776), !dbg !119
  %80 = bitcast %struct.Value* %78 to { i32, i64 }*, !dbg !119
  %81 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %80, i32 0, i32 0, !dbg !119
  %82 = extractvalue { i32, i64 } %79, 0, !dbg !119
  store i32 %82, i32* %81, align 16, !dbg !119
  %83 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %80, i32 0, i32 1, !dbg !119
  %84 = extractvalue { i32, i64 } %79, 1, !dbg !119
  store i64 %84, i64* %83, align 8, !dbg !119
  call void @llvm.dbg.declare(metadata i32* %8, metadata !120, metadata !DIExpression()), !dbg !122
  store i32 0, i32* %8, align 4, !dbg !122
  br label %85, !dbg !123

85:                                               ; preds = %97, %51
  %86 = load i32, i32* %8, align 4, !dbg !124
  %87 = icmp slt i32 %86, 4, !dbg !126
  br i1 %87, label %88, label %100, !dbg !127

88:                                               ; preds = %85
  %89 = load i32, i32* %8, align 4, !dbg !128
  %90 = sext i32 %89 to i64, !dbg !129
  %91 = getelementptr inbounds [4 x %struct.Value], [4 x %struct.Value]* %7, i64 0, i64 %90, !dbg !129
  %92 = bitcast %struct.Value* %91 to { i32, i64 }*, !dbg !130
  %93 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %92, i32 0, i32 0, !dbg !130
  %94 = load i32, i32* %93, align 16, !dbg !130
  %95 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %92, i32 0, i32 1, !dbg !130
  %96 = load i64, i64* %95, align 8, !dbg !130
  call void @show(i32 %94, i64 %96), !dbg !130
  br label %97, !dbg !130

97:                                               ; preds = %88
  %98 = load i32, i32* %8, align 4, !dbg !131
  %99 = add nsw i32 %98, 1, !dbg !131
  store i32 %99, i32* %8, align 4, !dbg !131
  br label %85, !dbg !132, !llvm.loop !133

100:                                              ; preds = %85
  call void @llvm.dbg.declare(metadata %union.Small* %9, metadata !135, metadata !DIExpression()), !dbg !144
  %101 = bitcast %union.Small* %9 to i32*, !dbg !145
  store i32 305419896, i32* %101, align 4, !dbg !146
  %102 = getelementptr inbounds %union.Small, %union.Small* %9, i32 0, i32 0, !dbg !147
  %103 = load i32, i32* %102, align 4, !dbg !147
  %104 = call i32 @swap_halves(i32 %103), !dbg !147
  %105 = getelementptr inbounds %union.Small, %union.Small* %10, i32 0, i32 0, !dbg !147
  store i32 %104, i32* %105, align 4, !dbg !147
  %106 = bitcast %union.Small* %9 to i8*, !dbg !147
  %107 = bitcast %union.Small* %10 to i8*, !dbg !147
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %106, i8* align 4 %107, i64 4, i1 false), !dbg !147
  %108 = bitcast %union.Small* %9 to i32*, !dbg !148
  %109 = load i32, i32* %108, align 4, !dbg !148
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), i32 noundef %109), !dbg !149
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i64 noundef 8, i64 noundef 16, i64 noundef 4), !dbg !150
  ret i32 0, !dbg !151
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, i64 } @mkint(i64 noundef %0) #0 !dbg !152 {
  %2 = alloca %struct.Value, align 8
  %3 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !155, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.declare(metadata %struct.Value* %2, metadata !157, metadata !DIExpression()), !dbg !158
  %4 = getelementptr inbounds %struct.Value, %struct.Value* %2, i32 0, i32 0, !dbg !159
  store i32 0, i32* %4, align 8, !dbg !160
  %5 = load i64, i64* %3, align 8, !dbg !161
  %6 = getelementptr inbounds %struct.Value, %struct.Value* %2, i32 0, i32 1, !dbg !162
  %7 = bitcast %union.anon* %6 to i64*, !dbg !163
  store i64 %5, i64* %7, align 8, !dbg !164
  %8 = bitcast %struct.Value* %2 to { i32, i64 }*, !dbg !165
  %9 = load { i32, i64 }, { i32, i64 }* %8, align 8, !dbg !165
  ret { i32, i64 } %9, !dbg !165
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, i64 } @mkdbl(double noundef %0) #0 !dbg !166 {
  %2 = alloca %struct.Value, align 8
  %3 = alloca double, align 8
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !169, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.declare(metadata %struct.Value* %2, metadata !171, metadata !DIExpression()), !dbg !172
  %4 = getelementptr inbounds %struct.Value, %struct.Value* %2, i32 0, i32 0, !dbg !173
  store i32 1, i32* %4, align 8, !dbg !174
  %5 = load double, double* %3, align 8, !dbg !175
  %6 = getelementptr inbounds %struct.Value, %struct.Value* %2, i32 0, i32 1, !dbg !176
  %7 = bitcast %union.anon* %6 to double*, !dbg !177
  store double %5, double* %7, align 8, !dbg !178
  %8 = bitcast %struct.Value* %2 to { i32, i64 }*, !dbg !179
  %9 = load { i32, i64 }, { i32, i64 }* %8, align 8, !dbg !179
  ret { i32, i64 } %9, !dbg !179
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, i64 } @mkstr(i8* noundef %0) #0 !dbg !180 {
  %2 = alloca %struct.Value, align 8
  %3 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.declare(metadata %struct.Value* %2, metadata !185, metadata !DIExpression()), !dbg !186
  %4 = getelementptr inbounds %struct.Value, %struct.Value* %2, i32 0, i32 0, !dbg !187
  store i32 2, i32* %4, align 8, !dbg !188
  %5 = load i8*, i8** %3, align 8, !dbg !189
  %6 = getelementptr inbounds %struct.Value, %struct.Value* %2, i32 0, i32 1, !dbg !190
  %7 = bitcast %union.anon* %6 to i8**, !dbg !191
  store i8* %5, i8** %7, align 8, !dbg !192
  %8 = bitcast %struct.Value* %2 to { i32, i64 }*, !dbg !193
  %9 = load { i32, i64 }, { i32, i64 }* %8, align 8, !dbg !193
  ret { i32, i64 } %9, !dbg !193
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(i32 %0, i64 %1) #0 !dbg !194 {
  %3 = alloca %struct.Value, align 8
  %4 = bitcast %struct.Value* %3 to { i32, i64 }*
  %5 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %4, i32 0, i32 0
  store i32 %0, i32* %5, align 8
  %6 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %4, i32 0, i32 1
  store i64 %1, i64* %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Value* %3, metadata !197, metadata !DIExpression()), !dbg !198
  %7 = getelementptr inbounds %struct.Value, %struct.Value* %3, i32 0, i32 0, !dbg !199
  %8 = load i32, i32* %7, align 8, !dbg !199
  switch i32 %8, label %28 [
    i32 0, label %9
    i32 1, label %14
    i32 2, label %19
  ], !dbg !200

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.Value, %struct.Value* %3, i32 0, i32 1, !dbg !201
  %11 = bitcast %union.anon* %10 to i64*, !dbg !203
  %12 = load i64, i64* %11, align 8, !dbg !203
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i64 noundef %12), !dbg !204
  br label %28, !dbg !205

14:                                               ; preds = %2
  %15 = getelementptr inbounds %struct.Value, %struct.Value* %3, i32 0, i32 1, !dbg !206
  %16 = bitcast %union.anon* %15 to double*, !dbg !207
  %17 = load double, double* %16, align 8, !dbg !207
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i64 0, i64 0), double noundef %17), !dbg !208
  br label %28, !dbg !209

19:                                               ; preds = %2
  %20 = getelementptr inbounds %struct.Value, %struct.Value* %3, i32 0, i32 1, !dbg !210
  %21 = bitcast %union.anon* %20 to i8**, !dbg !211
  %22 = load i8*, i8** %21, align 8, !dbg !211
  %23 = getelementptr inbounds %struct.Value, %struct.Value* %3, i32 0, i32 1, !dbg !212
  %24 = bitcast %union.anon* %23 to i8**, !dbg !213
  %25 = load i8*, i8** %24, align 8, !dbg !213
  %26 = call i64 @strlen(i8* noundef %25) #5, !dbg !214
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i8* noundef %22, i64 noundef %26), !dbg !215
  br label %28, !dbg !216

28:                                               ; preds = %2, %19, %14, %9
  ret void, !dbg !217
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @swap_halves(i32 %0) #0 !dbg !218 {
  %2 = alloca %union.Small, align 4
  %3 = alloca %union.Small, align 4
  %4 = alloca i16, align 2
  %5 = getelementptr inbounds %union.Small, %union.Small* %3, i32 0, i32 0
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata %union.Small* %3, metadata !221, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.declare(metadata i16* %4, metadata !223, metadata !DIExpression()), !dbg !224
  %6 = bitcast %union.Small* %3 to [2 x i16]*, !dbg !225
  %7 = getelementptr inbounds [2 x i16], [2 x i16]* %6, i64 0, i64 0, !dbg !226
  %8 = load i16, i16* %7, align 4, !dbg !226
  store i16 %8, i16* %4, align 2, !dbg !224
  %9 = bitcast %union.Small* %3 to [2 x i16]*, !dbg !227
  %10 = getelementptr inbounds [2 x i16], [2 x i16]* %9, i64 0, i64 1, !dbg !228
  %11 = load i16, i16* %10, align 2, !dbg !228
  %12 = bitcast %union.Small* %3 to [2 x i16]*, !dbg !229
  %13 = getelementptr inbounds [2 x i16], [2 x i16]* %12, i64 0, i64 0, !dbg !230
  store i16 %11, i16* %13, align 4, !dbg !231
  %14 = load i16, i16* %4, align 2, !dbg !232
  %15 = bitcast %union.Small* %3 to [2 x i16]*, !dbg !233
  %16 = getelementptr inbounds [2 x i16], [2 x i16]* %15, i64 0, i64 1, !dbg !234
  store i16 %14, i16* %16, align 2, !dbg !235
  %17 = bitcast %union.Small* %2 to i8*, !dbg !236
  %18 = bitcast %union.Small* %3 to i8*, !dbg !236
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %17, i8* align 4 %18, i64 4, i1 false), !dbg !236
  %19 = getelementptr inbounds %union.Small, %union.Small* %2, i32 0, i32 0, !dbg !237
  %20 = load i32, i32* %19, align 4, !dbg !237
  ret i32 %20, !dbg !237
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !9, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/differential/src/unions.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "acf7235235ee59bb69f4f50be28cb2da")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Kind", file: !1, line: 9, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8}
!6 = !DIEnumerator(name: "K_INT", value: 0)
!7 = !DIEnumerator(name: "K_DBL", value: 1)
!8 = !DIEnumerator(name: "K_STR", value: 2)
!9 = !{!10, !4}
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 30, type: !20, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!20 = !DISubroutineType(types: !21)
!21 = !{!22}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{}
!24 = !DILocalVariable(name: "fb", scope: !19, file: !1, line: 31, type: !25)
!25 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "FloatBits", file: !1, line: 6, size: 32, elements: !26)
!26 = !{!27, !29}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !25, file: !1, line: 6, baseType: !28, size: 32)
!28 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !25, file: !1, line: 6, baseType: !4, size: 32)
!30 = !DILocation(line: 31, column: 19, scope: !19)
!31 = !DILocalVariable(name: "vals", scope: !19, file: !1, line: 32, type: !32)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 160, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 5)
!35 = !DILocation(line: 32, column: 9, scope: !19)
!36 = !DILocalVariable(name: "i", scope: !37, file: !1, line: 33, type: !22)
!37 = distinct !DILexicalBlock(scope: !19, file: !1, line: 33, column: 3)
!38 = !DILocation(line: 33, column: 12, scope: !37)
!39 = !DILocation(line: 33, column: 8, scope: !37)
!40 = !DILocation(line: 33, column: 19, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !1, line: 33, column: 3)
!42 = !DILocation(line: 33, column: 21, scope: !41)
!43 = !DILocation(line: 33, column: 3, scope: !37)
!44 = !DILocation(line: 33, column: 45, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !1, line: 33, column: 31)
!46 = !DILocation(line: 33, column: 40, scope: !45)
!47 = !DILocation(line: 33, column: 36, scope: !45)
!48 = !DILocation(line: 33, column: 38, scope: !45)
!49 = !DILocation(line: 33, column: 87, scope: !45)
!50 = !DILocation(line: 33, column: 82, scope: !45)
!51 = !DILocation(line: 33, column: 74, scope: !45)
!52 = !DILocation(line: 33, column: 94, scope: !45)
!53 = !DILocation(line: 33, column: 49, scope: !45)
!54 = !DILocation(line: 33, column: 98, scope: !45)
!55 = !DILocation(line: 33, column: 27, scope: !41)
!56 = !DILocation(line: 33, column: 3, scope: !41)
!57 = distinct !{!57, !43, !58, !59}
!58 = !DILocation(line: 33, column: 98, scope: !37)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocalVariable(name: "db", scope: !19, file: !1, line: 34, type: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "DoubleBits", file: !1, line: 7, size: 64, elements: !62)
!62 = !{!63, !64, !66}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !61, file: !1, line: 7, baseType: !10, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !61, file: !1, line: 7, baseType: !65, size: 64)
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !61, file: !1, line: 7, baseType: !67, size: 64)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 64, elements: !69)
!68 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!69 = !{!70}
!70 = !DISubrange(count: 8)
!71 = !DILocation(line: 34, column: 20, scope: !19)
!72 = !DILocation(line: 35, column: 6, scope: !19)
!73 = !DILocation(line: 35, column: 8, scope: !19)
!74 = !DILocation(line: 36, column: 39, scope: !19)
!75 = !DILocation(line: 36, column: 3, scope: !19)
!76 = !DILocalVariable(name: "i", scope: !77, file: !1, line: 37, type: !22)
!77 = distinct !DILexicalBlock(scope: !19, file: !1, line: 37, column: 3)
!78 = !DILocation(line: 37, column: 12, scope: !77)
!79 = !DILocation(line: 37, column: 8, scope: !77)
!80 = !DILocation(line: 37, column: 19, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !1, line: 37, column: 3)
!82 = !DILocation(line: 37, column: 21, scope: !81)
!83 = !DILocation(line: 37, column: 3, scope: !77)
!84 = !DILocation(line: 37, column: 50, scope: !81)
!85 = !DILocation(line: 37, column: 52, scope: !81)
!86 = !DILocation(line: 37, column: 47, scope: !81)
!87 = !DILocation(line: 37, column: 31, scope: !81)
!88 = !DILocation(line: 37, column: 27, scope: !81)
!89 = !DILocation(line: 37, column: 3, scope: !81)
!90 = distinct !{!90, !83, !91, !59}
!91 = !DILocation(line: 37, column: 54, scope: !77)
!92 = !DILocation(line: 38, column: 3, scope: !19)
!93 = !DILocation(line: 39, column: 6, scope: !19)
!94 = !DILocation(line: 39, column: 8, scope: !19)
!95 = !DILocation(line: 40, column: 28, scope: !19)
!96 = !DILocation(line: 40, column: 3, scope: !19)
!97 = !DILocalVariable(name: "vs", scope: !19, file: !1, line: 41, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 512, elements: !112)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Value", file: !1, line: 10, size: 128, elements: !100)
!100 = !{!101, !102}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !99, file: !1, line: 10, baseType: !3, size: 32)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !99, file: !1, line: 10, baseType: !103, size: 64, offset: 64)
!103 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !99, file: !1, line: 10, size: 64, elements: !104)
!104 = !{!105, !107, !108}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !103, file: !1, line: 10, baseType: !106, size: 64)
!106 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !103, file: !1, line: 10, baseType: !10, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !103, file: !1, line: 10, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !111)
!111 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!112 = !{!113}
!113 = !DISubrange(count: 4)
!114 = !DILocation(line: 41, column: 16, scope: !19)
!115 = !DILocation(line: 41, column: 23, scope: !19)
!116 = !DILocation(line: 41, column: 24, scope: !19)
!117 = !DILocation(line: 41, column: 36, scope: !19)
!118 = !DILocation(line: 41, column: 49, scope: !19)
!119 = !DILocation(line: 41, column: 65, scope: !19)
!120 = !DILocalVariable(name: "i", scope: !121, file: !1, line: 42, type: !22)
!121 = distinct !DILexicalBlock(scope: !19, file: !1, line: 42, column: 3)
!122 = !DILocation(line: 42, column: 12, scope: !121)
!123 = !DILocation(line: 42, column: 8, scope: !121)
!124 = !DILocation(line: 42, column: 19, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !1, line: 42, column: 3)
!126 = !DILocation(line: 42, column: 21, scope: !125)
!127 = !DILocation(line: 42, column: 3, scope: !121)
!128 = !DILocation(line: 42, column: 39, scope: !125)
!129 = !DILocation(line: 42, column: 36, scope: !125)
!130 = !DILocation(line: 42, column: 31, scope: !125)
!131 = !DILocation(line: 42, column: 27, scope: !125)
!132 = !DILocation(line: 42, column: 3, scope: !125)
!133 = distinct !{!133, !127, !134, !59}
!134 = !DILocation(line: 42, column: 41, scope: !121)
!135 = !DILocalVariable(name: "sm", scope: !19, file: !1, line: 43, type: !136)
!136 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Small", file: !1, line: 24, size: 32, elements: !137)
!137 = !{!138, !143}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !136, file: !1, line: 24, baseType: !139, size: 32)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !140, size: 32, elements: !141)
!140 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!141 = !{!142}
!142 = !DISubrange(count: 2)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !136, file: !1, line: 24, baseType: !22, size: 32)
!144 = !DILocation(line: 43, column: 15, scope: !19)
!145 = !DILocation(line: 43, column: 22, scope: !19)
!146 = !DILocation(line: 43, column: 24, scope: !19)
!147 = !DILocation(line: 44, column: 8, scope: !19)
!148 = !DILocation(line: 45, column: 43, scope: !19)
!149 = !DILocation(line: 45, column: 3, scope: !19)
!150 = !DILocation(line: 46, column: 3, scope: !19)
!151 = !DILocation(line: 47, column: 3, scope: !19)
!152 = distinct !DISubprogram(name: "mkint", scope: !1, file: !1, line: 12, type: !153, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!153 = !DISubroutineType(types: !154)
!154 = !{!99, !106}
!155 = !DILocalVariable(name: "i", arg: 1, scope: !152, file: !1, line: 12, type: !106)
!156 = !DILocation(line: 12, column: 58, scope: !152)
!157 = !DILocalVariable(name: "v", scope: !152, file: !1, line: 12, type: !99)
!158 = !DILocation(line: 12, column: 76, scope: !152)
!159 = !DILocation(line: 12, column: 81, scope: !152)
!160 = !DILocation(line: 12, column: 86, scope: !152)
!161 = !DILocation(line: 12, column: 103, scope: !152)
!162 = !DILocation(line: 12, column: 97, scope: !152)
!163 = !DILocation(line: 12, column: 99, scope: !152)
!164 = !DILocation(line: 12, column: 101, scope: !152)
!165 = !DILocation(line: 12, column: 106, scope: !152)
!166 = distinct !DISubprogram(name: "mkdbl", scope: !1, file: !1, line: 13, type: !167, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!167 = !DISubroutineType(types: !168)
!168 = !{!99, !10}
!169 = !DILocalVariable(name: "d", arg: 1, scope: !166, file: !1, line: 13, type: !10)
!170 = !DILocation(line: 13, column: 60, scope: !166)
!171 = !DILocalVariable(name: "v", scope: !166, file: !1, line: 13, type: !99)
!172 = !DILocation(line: 13, column: 78, scope: !166)
!173 = !DILocation(line: 13, column: 83, scope: !166)
!174 = !DILocation(line: 13, column: 88, scope: !166)
!175 = !DILocation(line: 13, column: 105, scope: !166)
!176 = !DILocation(line: 13, column: 99, scope: !166)
!177 = !DILocation(line: 13, column: 101, scope: !166)
!178 = !DILocation(line: 13, column: 103, scope: !166)
!179 = !DILocation(line: 13, column: 108, scope: !166)
!180 = distinct !DISubprogram(name: "mkstr", scope: !1, file: !1, line: 14, type: !181, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!181 = !DISubroutineType(types: !182)
!182 = !{!99, !109}
!183 = !DILocalVariable(name: "s", arg: 1, scope: !180, file: !1, line: 14, type: !109)
!184 = !DILocation(line: 14, column: 65, scope: !180)
!185 = !DILocalVariable(name: "v", scope: !180, file: !1, line: 14, type: !99)
!186 = !DILocation(line: 14, column: 83, scope: !180)
!187 = !DILocation(line: 14, column: 88, scope: !180)
!188 = !DILocation(line: 14, column: 93, scope: !180)
!189 = !DILocation(line: 14, column: 110, scope: !180)
!190 = !DILocation(line: 14, column: 104, scope: !180)
!191 = !DILocation(line: 14, column: 106, scope: !180)
!192 = !DILocation(line: 14, column: 108, scope: !180)
!193 = !DILocation(line: 14, column: 113, scope: !180)
!194 = distinct !DISubprogram(name: "show", scope: !1, file: !1, line: 16, type: !195, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !99}
!197 = !DILocalVariable(name: "v", arg: 1, scope: !194, file: !1, line: 16, type: !99)
!198 = !DILocation(line: 16, column: 57, scope: !194)
!199 = !DILocation(line: 17, column: 13, scope: !194)
!200 = !DILocation(line: 17, column: 3, scope: !194)
!201 = !DILocation(line: 18, column: 37, scope: !202)
!202 = distinct !DILexicalBlock(scope: !194, file: !1, line: 17, column: 19)
!203 = !DILocation(line: 18, column: 39, scope: !202)
!204 = !DILocation(line: 18, column: 15, scope: !202)
!205 = !DILocation(line: 18, column: 43, scope: !202)
!206 = !DILocation(line: 19, column: 41, scope: !202)
!207 = !DILocation(line: 19, column: 43, scope: !202)
!208 = !DILocation(line: 19, column: 15, scope: !202)
!209 = !DILocation(line: 19, column: 47, scope: !202)
!210 = !DILocation(line: 20, column: 49, scope: !202)
!211 = !DILocation(line: 20, column: 51, scope: !202)
!212 = !DILocation(line: 20, column: 63, scope: !202)
!213 = !DILocation(line: 20, column: 65, scope: !202)
!214 = !DILocation(line: 20, column: 54, scope: !202)
!215 = !DILocation(line: 20, column: 15, scope: !202)
!216 = !DILocation(line: 20, column: 70, scope: !202)
!217 = !DILocation(line: 22, column: 1, scope: !194)
!218 = distinct !DISubprogram(name: "swap_halves", scope: !1, file: !1, line: 25, type: !219, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!219 = !DISubroutineType(types: !220)
!220 = !{!136, !136}
!221 = !DILocalVariable(name: "x", arg: 1, scope: !218, file: !1, line: 25, type: !136)
!222 = !DILocation(line: 25, column: 70, scope: !218)
!223 = !DILocalVariable(name: "t", scope: !218, file: !1, line: 26, type: !140)
!224 = !DILocation(line: 26, column: 9, scope: !218)
!225 = !DILocation(line: 26, column: 15, scope: !218)
!226 = !DILocation(line: 26, column: 13, scope: !218)
!227 = !DILocation(line: 26, column: 32, scope: !218)
!228 = !DILocation(line: 26, column: 30, scope: !218)
!229 = !DILocation(line: 26, column: 23, scope: !218)
!230 = !DILocation(line: 26, column: 21, scope: !218)
!231 = !DILocation(line: 26, column: 28, scope: !218)
!232 = !DILocation(line: 26, column: 47, scope: !218)
!233 = !DILocation(line: 26, column: 40, scope: !218)
!234 = !DILocation(line: 26, column: 38, scope: !218)
!235 = !DILocation(line: 26, column: 45, scope: !218)
!236 = !DILocation(line: 27, column: 10, scope: !218)
!237 = !DILocation(line: 27, column: 3, scope: !218)
