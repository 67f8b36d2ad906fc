; ModuleID = 'tests/differential/src/globals_kinds.c'
source_filename = "tests/differential/src/globals_kinds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pair = type { i16, i64, [3 x i8] }

@primes = dso_local constant [12 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37], align 16, !dbg !0
@greeting = dso_local global [15 x i8] c"hello, globals\00", align 1, !dbg !8
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@messages = dso_local constant [4 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0)], align 16, !dbg !14
@ptr_into_primes = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([12 x i32]* @primes to i8*), i64 20) to i32*), align 8, !dbg !22
@greeting_tail = dso_local global i8* getelementptr inbounds ([15 x i8], [15 x i8]* @greeting, i32 0, i64 7), align 8, !dbg !26
@pairs = dso_local global [3 x %struct.Pair] [%struct.Pair { i16 1, i64 10, [3 x i8] c"ab\00" }, %struct.Pair { i16 2, i64 20, [3 x i8] c"xyz" }, %struct.Pair { i16 3, i64 30, [3 x i8] zeroinitializer }], align 16, !dbg !29
@pair_b = dso_local global i64* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x %struct.Pair]* @pairs to i8*), i64 32) to i64*), align 8, !dbg !41
@fn_table = dso_local constant [3 x i32 (i32)*] [i32 (i32)* @f0, i32 (i32)* @f1, i32 (i32)* @f2], align 16, !dbg !44
@fn_table_ptr = dso_local global i32 (i32)** bitcast (i8* getelementptr (i8, i8* bitcast ([3 x i32 (i32)*]* @fn_table to i8*), i64 8) to i32 (i32)**), align 8, !dbg !51
@.str.4 = private unnamed_addr constant [66 x i8] c"sum primes %d, *ptr_into_primes %d, *offset_ptr %d, ptr diff %ld\0A\00", align 1
@weights = internal constant [4 x double] [double 1.000000e-01, double 2.000000e-01, double 3.000000e-01, double 4.000000e-01], align 16, !dbg !69
@.str.5 = private unnamed_addr constant [15 x i8] c"weighted %.3f\0A\00", align 1
@zero_init = dso_local global [64 x i32] zeroinitializer, align 16, !dbg !59
@.str.6 = private unnamed_addr constant [19 x i8] c"zero_init sum %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"%s | %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"%s%c\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"pair %d %ld %.3s\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"pair_b %ld\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"fn%d(7)=%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [23 x i8] c"fn_table_ptr[1](7)=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"id %d \00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"calls %ld\0A\00", align 1
@small_table = internal global [256 x i8] zeroinitializer, align 16, !dbg !64
@.str.17 = private unnamed_addr constant [15 x i8] c"table hash %u\0A\00", align 1
@next_id.id = internal global i32 100, align 4, !dbg !74
@bss_counter = internal global i64 0, align 8, !dbg !80

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f0(i32 noundef %0) #0 !dbg !93 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !94, metadata !DIExpression()), !dbg !95
  %3 = load i32, i32* %2, align 4, !dbg !96
  %4 = add nsw i32 %3, 1, !dbg !97
  ret i32 %4, !dbg !98
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f1(i32 noundef %0) #0 !dbg !99 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !100, metadata !DIExpression()), !dbg !101
  %3 = load i32, i32* %2, align 4, !dbg !102
  %4 = mul nsw i32 %3, 2, !dbg !103
  ret i32 %4, !dbg !104
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2(i32 noundef %0) #0 !dbg !105 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !106, metadata !DIExpression()), !dbg !107
  %3 = load i32, i32* %2, align 4, !dbg !108
  %4 = load i32, i32* %2, align 4, !dbg !109
  %5 = mul nsw i32 %3, %4, !dbg !110
  ret i32 %5, !dbg !111
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !112 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !113, metadata !DIExpression()), !dbg !114
  store i32 0, i32* %2, align 4, !dbg !114
  call void @llvm.dbg.declare(metadata i32* %3, metadata !115, metadata !DIExpression()), !dbg !118
  store i32 0, i32* %3, align 4, !dbg !118
  br label %17, !dbg !119

17:                                               ; preds = %28, %0
  %18 = load i32, i32* %3, align 4, !dbg !120
  %19 = zext i32 %18 to i64, !dbg !120
  %20 = icmp ult i64 %19, 12, !dbg !122
  br i1 %20, label %21, label %31, !dbg !123

21:                                               ; preds = %17
  %22 = load i32, i32* %3, align 4, !dbg !124
  %23 = zext i32 %22 to i64, !dbg !125
  %24 = getelementptr inbounds [12 x i32], [12 x i32]* @primes, i64 0, i64 %23, !dbg !125
  %25 = load i32, i32* %24, align 4, !dbg !125
  %26 = load i32, i32* %2, align 4, !dbg !126
  %27 = add nsw i32 %26, %25, !dbg !126
  store i32 %27, i32* %2, align 4, !dbg !126
  br label %28, !dbg !127

28:                                               ; preds = %21
  %29 = load i32, i32* %3, align 4, !dbg !128
  %30 = add i32 %29, 1, !dbg !128
  store i32 %30, i32* %3, align 4, !dbg !128
  br label %17, !dbg !129, !llvm.loop !130

31:                                               ; preds = %17
  %32 = load i32, i32* %2, align 4, !dbg !133
  %33 = load i32*, i32** @ptr_into_primes, align 8, !dbg !134
  %34 = load i32, i32* %33, align 4, !dbg !135
  %35 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([12 x i32]* @primes to i8*), i64 36) to i32*), align 4, !dbg !136
  %36 = load i32*, i32** @ptr_into_primes, align 8, !dbg !137
  %37 = ptrtoint i32* %36 to i64, !dbg !138
  %38 = sub i64 ptrtoint (i8* getelementptr (i8, i8* bitcast ([12 x i32]* @primes to i8*), i64 36) to i64), %37, !dbg !138
  %39 = sdiv exact i64 %38, 4, !dbg !138
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @.str.4, i64 0, i64 0), i32 noundef %32, i32 noundef %34, i32 noundef %35, i64 noundef %39), !dbg !139
  call void @llvm.dbg.declare(metadata double* %4, metadata !140, metadata !DIExpression()), !dbg !141
  store double 0.000000e+00, double* %4, align 8, !dbg !141
  call void @llvm.dbg.declare(metadata i32* %5, metadata !142, metadata !DIExpression()), !dbg !144
  store i32 0, i32* %5, align 4, !dbg !144
  br label %41, !dbg !145

41:                                               ; preds = %56, %31
  %42 = load i32, i32* %5, align 4, !dbg !146
  %43 = icmp slt i32 %42, 4, !dbg !148
  br i1 %43, label %44, label %59, !dbg !149

44:                                               ; preds = %41
  %45 = load i32, i32* %5, align 4, !dbg !150
  %46 = sext i32 %45 to i64, !dbg !151
  %47 = getelementptr inbounds [4 x double], [4 x double]* @weights, i64 0, i64 %46, !dbg !151
  %48 = load double, double* %47, align 8, !dbg !151
  %49 = load i32, i32* %5, align 4, !dbg !152
  %50 = sext i32 %49 to i64, !dbg !153
  %51 = getelementptr inbounds [12 x i32], [12 x i32]* @primes, i64 0, i64 %50, !dbg !153
  %52 = load i32, i32* %51, align 4, !dbg !153
  %53 = sitofp i32 %52 to double, !dbg !153
  %54 = load double, double* %4, align 8, !dbg !154
  %55 = call double @llvm.fmuladd.f64(double %48, double %53, double %54), !dbg !154
  store double %55, double* %4, align 8, !dbg !154
  br label %56, !dbg !155

56:                                               ; preds = %44
  %57 = load i32, i32* %5, align 4, !dbg !156
  %58 = add nsw i32 %57, 1, !dbg !156
  store i32 %58, i32* %5, align 4, !dbg !156
  br label %41, !dbg !157, !llvm.loop !158

59:                                               ; preds = %41
  %60 = load double, double* %4, align 8, !dbg !160
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), double noundef %60), !dbg !161
  call void @llvm.dbg.declare(metadata i32* %6, metadata !162, metadata !DIExpression()), !dbg !164
  store i32 0, i32* %6, align 4, !dbg !164
  br label %62, !dbg !165

62:                                               ; preds = %74, %59
  %63 = load i32, i32* %6, align 4, !dbg !166
  %64 = icmp slt i32 %63, 64, !dbg !168
  br i1 %64, label %65, label %77, !dbg !169

65:                                               ; preds = %62
  %66 = load i32, i32* %6, align 4, !dbg !170
  %67 = load i32, i32* %6, align 4, !dbg !171
  %68 = mul nsw i32 %66, %67, !dbg !172
  %69 = load i32, i32* %6, align 4, !dbg !173
  %70 = sext i32 %69 to i64, !dbg !174
  %71 = getelementptr inbounds [64 x i32], [64 x i32]* @zero_init, i64 0, i64 %70, !dbg !174
  %72 = load i32, i32* %71, align 4, !dbg !175
  %73 = add nsw i32 %72, %68, !dbg !175
  store i32 %73, i32* %71, align 4, !dbg !175
  br label %74, !dbg !174

74:                                               ; preds = %65
  %75 = load i32, i32* %6, align 4, !dbg !176
  %76 = add nsw i32 %75, 1, !dbg !176
  store i32 %76, i32* %6, align 4, !dbg !176
  br label %62, !dbg !177, !llvm.loop !178

77:                                               ; preds = %62
  call void @llvm.dbg.declare(metadata i64* %7, metadata !180, metadata !DIExpression()), !dbg !181
  store i64 0, i64* %7, align 8, !dbg !181
  call void @llvm.dbg.declare(metadata i32* %8, metadata !182, metadata !DIExpression()), !dbg !184
  store i32 0, i32* %8, align 4, !dbg !184
  br label %78, !dbg !185

78:                                               ; preds = %89, %77
  %79 = load i32, i32* %8, align 4, !dbg !186
  %80 = icmp slt i32 %79, 64, !dbg !188
  br i1 %80, label %81, label %92, !dbg !189

81:                                               ; preds = %78
  %82 = load i32, i32* %8, align 4, !dbg !190
  %83 = sext i32 %82 to i64, !dbg !191
  %84 = getelementptr inbounds [64 x i32], [64 x i32]* @zero_init, i64 0, i64 %83, !dbg !191
  %85 = load i32, i32* %84, align 4, !dbg !191
  %86 = sext i32 %85 to i64, !dbg !191
  %87 = load i64, i64* %7, align 8, !dbg !192
  %88 = add nsw i64 %87, %86, !dbg !192
  store i64 %88, i64* %7, align 8, !dbg !192
  br label %89, !dbg !193

89:                                               ; preds = %81
  %90 = load i32, i32* %8, align 4, !dbg !194
  %91 = add nsw i32 %90, 1, !dbg !194
  store i32 %91, i32* %8, align 4, !dbg !194
  br label %78, !dbg !195, !llvm.loop !196

92:                                               ; preds = %78
  %93 = load i64, i64* %7, align 8, !dbg !198
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i64 noundef %93), !dbg !199
  %95 = load i8*, i8** @greeting_tail, align 8, !dbg !200
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @greeting, i64 0, i64 0), i8* noundef %95), !dbg !201
  %97 = load i8*, i8** @greeting_tail, align 8, !dbg !202
  %98 = getelementptr inbounds i8, i8* %97, i64 0, !dbg !202
  store i8 71, i8* %98, align 1, !dbg !203
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @greeting, i64 0, i64 0)), !dbg !204
  call void @llvm.dbg.declare(metadata i32* %9, metadata !205, metadata !DIExpression()), !dbg !207
  store i32 0, i32* %9, align 4, !dbg !207
  br label %100, !dbg !208

100:                                              ; preds = %113, %92
  %101 = load i32, i32* %9, align 4, !dbg !209
  %102 = icmp slt i32 %101, 4, !dbg !211
  br i1 %102, label %103, label %116, !dbg !212

103:                                              ; preds = %100
  %104 = load i32, i32* %9, align 4, !dbg !213
  %105 = sext i32 %104 to i64, !dbg !214
  %106 = getelementptr inbounds [4 x i8*], [4 x i8*]* @messages, i64 0, i64 %105, !dbg !214
  %107 = load i8*, i8** %106, align 8, !dbg !214
  %108 = load i32, i32* %9, align 4, !dbg !215
  %109 = icmp eq i32 %108, 3, !dbg !216
  %110 = zext i1 %109 to i64, !dbg !215
  %111 = select i1 %109, i32 10, i32 32, !dbg !215
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i8* noundef %107, i32 noundef %111), !dbg !217
  br label %113, !dbg !217

113:                                              ; preds = %103
  %114 = load i32, i32* %9, align 4, !dbg !218
  %115 = add nsw i32 %114, 1, !dbg !218
  store i32 %115, i32* %9, align 4, !dbg !218
  br label %100, !dbg !219, !llvm.loop !220

116:                                              ; preds = %100
  call void @llvm.dbg.declare(metadata i32* %10, metadata !222, metadata !DIExpression()), !dbg !224
  store i32 0, i32* %10, align 4, !dbg !224
  br label %117, !dbg !225

117:                                              ; preds = %138, %116
  %118 = load i32, i32* %10, align 4, !dbg !226
  %119 = icmp slt i32 %118, 3, !dbg !228
  br i1 %119, label %120, label %141, !dbg !229

120:                                              ; preds = %117
  %121 = load i32, i32* %10, align 4, !dbg !230
  %122 = sext i32 %121 to i64, !dbg !231
  %123 = getelementptr inbounds [3 x %struct.Pair], [3 x %struct.Pair]* @pairs, i64 0, i64 %122, !dbg !231
  %124 = getelementptr inbounds %struct.Pair, %struct.Pair* %123, i32 0, i32 0, !dbg !232
  %125 = load i16, i16* %124, align 8, !dbg !232
  %126 = sext i16 %125 to i32, !dbg !231
  %127 = load i32, i32* %10, align 4, !dbg !233
  %128 = sext i32 %127 to i64, !dbg !234
  %129 = getelementptr inbounds [3 x %struct.Pair], [3 x %struct.Pair]* @pairs, i64 0, i64 %128, !dbg !234
  %130 = getelementptr inbounds %struct.Pair, %struct.Pair* %129, i32 0, i32 1, !dbg !235
  %131 = load i64, i64* %130, align 8, !dbg !235
  %132 = load i32, i32* %10, align 4, !dbg !236
  %133 = sext i32 %132 to i64, !dbg !237
  %134 = getelementptr inbounds [3 x %struct.Pair], [3 x %struct.Pair]* @pairs, i64 0, i64 %133, !dbg !237
  %135 = getelementptr inbounds %struct.Pair, %struct.Pair* %134, i32 0, i32 2, !dbg !238
  %136 = getelementptr inbounds [3 x i8], [3 x i8]* %135, i64 0, i64 0, !dbg !237
  %137 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.10, i64 0, i64 0), i32 noundef %126, i64 noundef %131, i8* noundef %136), !dbg !239
  br label %138, !dbg !239

138:                                              ; preds = %120
  %139 = load i32, i32* %10, align 4, !dbg !240
  %140 = add nsw i32 %139, 1, !dbg !240
  store i32 %140, i32* %10, align 4, !dbg !240
  br label %117, !dbg !241, !llvm.loop !242

141:                                              ; preds = %117
  %142 = load i64*, i64** @pair_b, align 8, !dbg !244
  %143 = load i64, i64* %142, align 8, !dbg !245
  %144 = add nsw i64 %143, 5, !dbg !245
  store i64 %144, i64* %142, align 8, !dbg !245
  %145 = load i64, i64* getelementptr inbounds ([3 x %struct.Pair], [3 x %struct.Pair]* @pairs, i64 0, i64 1, i32 1), align 8, !dbg !246
  %146 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i64 noundef %145), !dbg !247
  call void @llvm.dbg.declare(metadata i32* %11, metadata !248, metadata !DIExpression()), !dbg !250
  store i32 0, i32* %11, align 4, !dbg !250
  br label %147, !dbg !251

147:                                              ; preds = %158, %141
  %148 = load i32, i32* %11, align 4, !dbg !252
  %149 = icmp slt i32 %148, 3, !dbg !254
  br i1 %149, label %150, label %161, !dbg !255

150:                                              ; preds = %147
  %151 = load i32, i32* %11, align 4, !dbg !256
  %152 = load i32, i32* %11, align 4, !dbg !257
  %153 = sext i32 %152 to i64, !dbg !258
  %154 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* @fn_table, i64 0, i64 %153, !dbg !258
  %155 = load i32 (i32)*, i32 (i32)** %154, align 8, !dbg !258
  %156 = call i32 %155(i32 noundef 7), !dbg !258
  %157 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef %151, i32 noundef %156), !dbg !259
  br label %158, !dbg !259

158:                                              ; preds = %150
  %159 = load i32, i32* %11, align 4, !dbg !260
  %160 = add nsw i32 %159, 1, !dbg !260
  store i32 %160, i32* %11, align 4, !dbg !260
  br label %147, !dbg !261, !llvm.loop !262

161:                                              ; preds = %147
  %162 = load i32 (i32)**, i32 (i32)*** @fn_table_ptr, align 8, !dbg !264
  %163 = getelementptr inbounds i32 (i32)*, i32 (i32)** %162, i64 1, !dbg !264
  %164 = load i32 (i32)*, i32 (i32)** %163, align 8, !dbg !264
  %165 = call i32 %164(i32 noundef 7), !dbg !264
  %166 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.13, i64 0, i64 0), i32 noundef %165), !dbg !265
  call void @llvm.dbg.declare(metadata i32* %12, metadata !266, metadata !DIExpression()), !dbg !268
  store i32 0, i32* %12, align 4, !dbg !268
  br label %167, !dbg !269

167:                                              ; preds = %173, %161
  %168 = load i32, i32* %12, align 4, !dbg !270
  %169 = icmp slt i32 %168, 5, !dbg !272
  br i1 %169, label %170, label %176, !dbg !273

170:                                              ; preds = %167
  %171 = call i32 @next_id(), !dbg !274
  %172 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i64 0, i64 0), i32 noundef %171), !dbg !275
  br label %173, !dbg !275

173:                                              ; preds = %170
  %174 = load i32, i32* %12, align 4, !dbg !276
  %175 = add nsw i32 %174, 1, !dbg !276
  store i32 %175, i32* %12, align 4, !dbg !276
  br label %167, !dbg !277, !llvm.loop !278

176:                                              ; preds = %167
  %177 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0)), !dbg !280
  call void @llvm.dbg.declare(metadata i32* %13, metadata !281, metadata !DIExpression()), !dbg !283
  store i32 0, i32* %13, align 4, !dbg !283
  br label %178, !dbg !284

178:                                              ; preds = %183, %176
  %179 = load i32, i32* %13, align 4, !dbg !285
  %180 = icmp slt i32 %179, 9, !dbg !287
  br i1 %180, label %181, label %186, !dbg !288

181:                                              ; preds = %178
  %182 = call i64 @count_calls(), !dbg !289
  br label %183, !dbg !289

183:                                              ; preds = %181
  %184 = load i32, i32* %13, align 4, !dbg !290
  %185 = add nsw i32 %184, 1, !dbg !290
  store i32 %185, i32* %13, align 4, !dbg !290
  br label %178, !dbg !291, !llvm.loop !292

186:                                              ; preds = %178
  %187 = call i64 @count_calls(), !dbg !294
  %188 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.16, i64 0, i64 0), i64 noundef %187), !dbg !295
  call void @llvm.dbg.declare(metadata i32* %14, metadata !296, metadata !DIExpression()), !dbg !298
  store i32 0, i32* %14, align 4, !dbg !298
  br label %189, !dbg !299

189:                                              ; preds = %199, %186
  %190 = load i32, i32* %14, align 4, !dbg !300
  %191 = icmp slt i32 %190, 256, !dbg !302
  br i1 %191, label %192, label %202, !dbg !303

192:                                              ; preds = %189
  %193 = load i32, i32* %14, align 4, !dbg !304
  %194 = mul nsw i32 %193, 37, !dbg !305
  %195 = trunc i32 %194 to i8, !dbg !306
  %196 = load i32, i32* %14, align 4, !dbg !307
  %197 = sext i32 %196 to i64, !dbg !308
  %198 = getelementptr inbounds [256 x i8], [256 x i8]* @small_table, i64 0, i64 %197, !dbg !308
  store i8 %195, i8* %198, align 1, !dbg !309
  br label %199, !dbg !308

199:                                              ; preds = %192
  %200 = load i32, i32* %14, align 4, !dbg !310
  %201 = add nsw i32 %200, 1, !dbg !310
  store i32 %201, i32* %14, align 4, !dbg !310
  br label %189, !dbg !311, !llvm.loop !312

202:                                              ; preds = %189
  call void @llvm.dbg.declare(metadata i32* %15, metadata !314, metadata !DIExpression()), !dbg !315
  store i32 0, i32* %15, align 4, !dbg !315
  call void @llvm.dbg.declare(metadata i32* %16, metadata !316, metadata !DIExpression()), !dbg !318
  store i32 0, i32* %16, align 4, !dbg !318
  br label %203, !dbg !319

203:                                              ; preds = %215, %202
  %204 = load i32, i32* %16, align 4, !dbg !320
  %205 = icmp slt i32 %204, 256, !dbg !322
  br i1 %205, label %206, label %218, !dbg !323

206:                                              ; preds = %203
  %207 = load i32, i32* %15, align 4, !dbg !324
  %208 = mul i32 %207, 31, !dbg !325
  %209 = load i32, i32* %16, align 4, !dbg !326
  %210 = sext i32 %209 to i64, !dbg !327
  %211 = getelementptr inbounds [256 x i8], [256 x i8]* @small_table, i64 0, i64 %210, !dbg !327
  %212 = load i8, i8* %211, align 1, !dbg !327
  %213 = zext i8 %212 to i32, !dbg !327
  %214 = add i32 %208, %213, !dbg !328
  store i32 %214, i32* %15, align 4, !dbg !329
  br label %215, !dbg !330

215:                                              ; preds = %206
  %216 = load i32, i32* %16, align 4, !dbg !331
  %217 = add nsw i32 %216, 1, !dbg !331
  store i32 %217, i32* %16, align 4, !dbg !331
  br label %203, !dbg !332, !llvm.loop !333

218:                                              ; preds = %203
  %219 = load i32, i32* %15, align 4, !dbg !335
  %220 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.17, i64 0, i64 0), i32 noundef %219), !dbg !336
  ret i32 0, !dbg !337
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_id() #0 !dbg !76 {
  %1 = load i32, i32* @next_id.id, align 4, !dbg !338
  %2 = add nsw i32 %1, 1, !dbg !338
  store i32 %2, i32* @next_id.id, align 4, !dbg !338
  ret i32 %1, !dbg !339
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @count_calls() #0 !dbg !340 {
  %1 = load i64, i64* @bss_counter, align 8, !dbg !343
  %2 = add nsw i64 %1, 1, !dbg !343
  store i64 %2, i64* @bss_counter, align 8, !dbg !343
  ret i64 %2, !dbg !344
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "primes", scope: !2, file: !3, line: 6, type: !82, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/differential/src/globals_kinds.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "21a1244524f8bd13ad071c88c0d7dd37")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !{!0, !8, !14, !22, !26, !29, !41, !44, !51, !54, !59, !64, !69, !74, !80}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 10, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 120, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 15)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "messages", scope: !2, file: !3, line: 11, type: !16, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 256, elements: !20)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "ptr_into_primes", scope: !2, file: !3, line: 12, type: !24, isLocal: false, isDefinition: true)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "greeting_tail", scope: !2, file: !3, line: 14, type: !28, isLocal: false, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "pairs", scope: !2, file: !3, line: 16, type: !31, isLocal: false, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 576, elements: !39)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !3, line: 15, size: 192, elements: !33)
!33 = !{!34, !36, !37}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !32, file: !3, line: 15, baseType: !35, size: 16)
!35 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !32, file: !3, line: 15, baseType: !5, size: 64, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !32, file: !3, line: 15, baseType: !38, size: 24, offset: 128)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 24, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 3)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "pair_b", scope: !2, file: !3, line: 17, type: !43, isLocal: false, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "fn_table", scope: !2, file: !3, line: 23, type: !46, isLocal: false, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 192, elements: !39)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DISubroutineType(types: !50)
!50 = !{!25, !25}
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "fn_table_ptr", scope: !2, file: !3, line: 24, type: !53, isLocal: false, isDefinition: true)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "offset_ptr", scope: !2, file: !3, line: 13, type: !56, isLocal: true, isDefinition: true)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "zero_init", scope: !2, file: !3, line: 8, type: !61, isLocal: false, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 2048, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 64)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "small_table", scope: !2, file: !3, line: 18, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2048, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 256)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "weights", scope: !2, file: !3, line: 7, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 256, elements: !20)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !73)
!73 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "id", scope: !76, file: !3, line: 27, type: !25, isLocal: true, isDefinition: true)
!76 = distinct !DISubprogram(name: "next_id", scope: !3, file: !3, line: 26, type: !77, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !79)
!77 = !DISubroutineType(types: !78)
!78 = !{!25}
!79 = !{}
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "bss_counter", scope: !2, file: !3, line: 9, type: !5, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 384, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 12)
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 7, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 1}
!91 = !{i32 7, !"frame-pointer", i32 2}
!92 = !{!"Debian clang version 14.0.6"}
!93 = distinct !DISubprogram(name: "f0", scope: !3, file: !3, line: 20, type: !49, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !79)
!94 = !DILocalVariable(name: "x", arg: 1, scope: !93, file: !3, line: 20, type: !25)
!95 = !DILocation(line: 20, column: 19, scope: !93)
!96 = !DILocation(line: 20, column: 31, scope: !93)
!97 = !DILocation(line: 20, column: 33, scope: !93)
!98 = !DILocation(line: 20, column: 24, scope: !93)
!99 = distinct !DISubprogram(name: "f1", scope: !3, file: !3, line: 21, type: !49, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !79)
!100 = !DILocalVariable(name: "x", arg: 1, scope: !99, file: !3, line: 21, type: !25)
!101 = !DILocation(line: 21, column: 19, scope: !99)
!102 = !DILocation(line: 21, column: 31, scope: !99)
!103 = !DILocation(line: 21, column: 33, scope: !99)
!104 = !DILocation(line: 21, column: 24, scope: !99)
!105 = distinct !DISubprogram(name: "f2", scope: !3, file: !3, line: 22, type: !49, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !79)
!106 = !DILocalVariable(name: "x", arg: 1, scope: !105, file: !3, line: 22, type: !25)
!107 = !DILocation(line: 22, column: 19, scope: !105)
!108 = !DILocation(line: 22, column: 31, scope: !105)
!109 = !DILocation(line: 22, column: 35, scope: !105)
!110 = !DILocation(line: 22, column: 33, scope: !105)
!111 = !DILocation(line: 22, column: 24, scope: !105)
!112 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !77, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !79)
!113 = !DILocalVariable(name: "s", scope: !112, file: !3, line: 33, type: !25)
!114 = !DILocation(line: 33, column: 7, scope: !112)
!115 = !DILocalVariable(name: "i", scope: !116, file: !3, line: 34, type: !117)
!116 = distinct !DILexicalBlock(scope: !112, file: !3, line: 34, column: 3)
!117 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!118 = !DILocation(line: 34, column: 17, scope: !116)
!119 = !DILocation(line: 34, column: 8, scope: !116)
!120 = !DILocation(line: 34, column: 24, scope: !121)
!121 = distinct !DILexicalBlock(scope: !116, file: !3, line: 34, column: 3)
!122 = !DILocation(line: 34, column: 26, scope: !121)
!123 = !DILocation(line: 34, column: 3, scope: !116)
!124 = !DILocation(line: 34, column: 79, scope: !121)
!125 = !DILocation(line: 34, column: 72, scope: !121)
!126 = !DILocation(line: 34, column: 69, scope: !121)
!127 = !DILocation(line: 34, column: 67, scope: !121)
!128 = !DILocation(line: 34, column: 63, scope: !121)
!129 = !DILocation(line: 34, column: 3, scope: !121)
!130 = distinct !{!130, !123, !131, !132}
!131 = !DILocation(line: 34, column: 80, scope: !116)
!132 = !{!"llvm.loop.mustprogress"}
!133 = !DILocation(line: 35, column: 80, scope: !112)
!134 = !DILocation(line: 35, column: 84, scope: !112)
!135 = !DILocation(line: 35, column: 83, scope: !112)
!136 = !DILocation(line: 35, column: 101, scope: !112)
!137 = !DILocation(line: 36, column: 30, scope: !112)
!138 = !DILocation(line: 36, column: 28, scope: !112)
!139 = !DILocation(line: 35, column: 3, scope: !112)
!140 = !DILocalVariable(name: "w", scope: !112, file: !3, line: 37, type: !73)
!141 = !DILocation(line: 37, column: 10, scope: !112)
!142 = !DILocalVariable(name: "i", scope: !143, file: !3, line: 38, type: !25)
!143 = distinct !DILexicalBlock(scope: !112, file: !3, line: 38, column: 3)
!144 = !DILocation(line: 38, column: 12, scope: !143)
!145 = !DILocation(line: 38, column: 8, scope: !143)
!146 = !DILocation(line: 38, column: 19, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !3, line: 38, column: 3)
!148 = !DILocation(line: 38, column: 21, scope: !147)
!149 = !DILocation(line: 38, column: 3, scope: !143)
!150 = !DILocation(line: 38, column: 44, scope: !147)
!151 = !DILocation(line: 38, column: 36, scope: !147)
!152 = !DILocation(line: 38, column: 56, scope: !147)
!153 = !DILocation(line: 38, column: 49, scope: !147)
!154 = !DILocation(line: 38, column: 33, scope: !147)
!155 = !DILocation(line: 38, column: 31, scope: !147)
!156 = !DILocation(line: 38, column: 27, scope: !147)
!157 = !DILocation(line: 38, column: 3, scope: !147)
!158 = distinct !{!158, !149, !159, !132}
!159 = !DILocation(line: 38, column: 57, scope: !143)
!160 = !DILocation(line: 39, column: 29, scope: !112)
!161 = !DILocation(line: 39, column: 3, scope: !112)
!162 = !DILocalVariable(name: "i", scope: !163, file: !3, line: 40, type: !25)
!163 = distinct !DILexicalBlock(scope: !112, file: !3, line: 40, column: 3)
!164 = !DILocation(line: 40, column: 12, scope: !163)
!165 = !DILocation(line: 40, column: 8, scope: !163)
!166 = !DILocation(line: 40, column: 19, scope: !167)
!167 = distinct !DILexicalBlock(scope: !163, file: !3, line: 40, column: 3)
!168 = !DILocation(line: 40, column: 21, scope: !167)
!169 = !DILocation(line: 40, column: 3, scope: !163)
!170 = !DILocation(line: 40, column: 48, scope: !167)
!171 = !DILocation(line: 40, column: 52, scope: !167)
!172 = !DILocation(line: 40, column: 50, scope: !167)
!173 = !DILocation(line: 40, column: 42, scope: !167)
!174 = !DILocation(line: 40, column: 32, scope: !167)
!175 = !DILocation(line: 40, column: 45, scope: !167)
!176 = !DILocation(line: 40, column: 28, scope: !167)
!177 = !DILocation(line: 40, column: 3, scope: !167)
!178 = distinct !{!178, !169, !179, !132}
!179 = !DILocation(line: 40, column: 52, scope: !163)
!180 = !DILocalVariable(name: "z", scope: !112, file: !3, line: 41, type: !5)
!181 = !DILocation(line: 41, column: 8, scope: !112)
!182 = !DILocalVariable(name: "i", scope: !183, file: !3, line: 42, type: !25)
!183 = distinct !DILexicalBlock(scope: !112, file: !3, line: 42, column: 3)
!184 = !DILocation(line: 42, column: 12, scope: !183)
!185 = !DILocation(line: 42, column: 8, scope: !183)
!186 = !DILocation(line: 42, column: 19, scope: !187)
!187 = distinct !DILexicalBlock(scope: !183, file: !3, line: 42, column: 3)
!188 = !DILocation(line: 42, column: 21, scope: !187)
!189 = !DILocation(line: 42, column: 3, scope: !183)
!190 = !DILocation(line: 42, column: 47, scope: !187)
!191 = !DILocation(line: 42, column: 37, scope: !187)
!192 = !DILocation(line: 42, column: 34, scope: !187)
!193 = !DILocation(line: 42, column: 32, scope: !187)
!194 = !DILocation(line: 42, column: 28, scope: !187)
!195 = !DILocation(line: 42, column: 3, scope: !187)
!196 = distinct !{!196, !189, !197, !132}
!197 = !DILocation(line: 42, column: 48, scope: !183)
!198 = !DILocation(line: 43, column: 33, scope: !112)
!199 = !DILocation(line: 43, column: 3, scope: !112)
!200 = !DILocation(line: 44, column: 33, scope: !112)
!201 = !DILocation(line: 44, column: 3, scope: !112)
!202 = !DILocation(line: 45, column: 3, scope: !112)
!203 = !DILocation(line: 45, column: 20, scope: !112)
!204 = !DILocation(line: 46, column: 3, scope: !112)
!205 = !DILocalVariable(name: "i", scope: !206, file: !3, line: 47, type: !25)
!206 = distinct !DILexicalBlock(scope: !112, file: !3, line: 47, column: 3)
!207 = !DILocation(line: 47, column: 12, scope: !206)
!208 = !DILocation(line: 47, column: 8, scope: !206)
!209 = !DILocation(line: 47, column: 19, scope: !210)
!210 = distinct !DILexicalBlock(scope: !206, file: !3, line: 47, column: 3)
!211 = !DILocation(line: 47, column: 21, scope: !210)
!212 = !DILocation(line: 47, column: 3, scope: !206)
!213 = !DILocation(line: 47, column: 55, scope: !210)
!214 = !DILocation(line: 47, column: 46, scope: !210)
!215 = !DILocation(line: 47, column: 59, scope: !210)
!216 = !DILocation(line: 47, column: 61, scope: !210)
!217 = !DILocation(line: 47, column: 31, scope: !210)
!218 = !DILocation(line: 47, column: 27, scope: !210)
!219 = !DILocation(line: 47, column: 3, scope: !210)
!220 = distinct !{!220, !212, !221, !132}
!221 = !DILocation(line: 47, column: 78, scope: !206)
!222 = !DILocalVariable(name: "i", scope: !223, file: !3, line: 48, type: !25)
!223 = distinct !DILexicalBlock(scope: !112, file: !3, line: 48, column: 3)
!224 = !DILocation(line: 48, column: 12, scope: !223)
!225 = !DILocation(line: 48, column: 8, scope: !223)
!226 = !DILocation(line: 48, column: 19, scope: !227)
!227 = distinct !DILexicalBlock(scope: !223, file: !3, line: 48, column: 3)
!228 = !DILocation(line: 48, column: 21, scope: !227)
!229 = !DILocation(line: 48, column: 3, scope: !223)
!230 = !DILocation(line: 48, column: 66, scope: !227)
!231 = !DILocation(line: 48, column: 60, scope: !227)
!232 = !DILocation(line: 48, column: 69, scope: !227)
!233 = !DILocation(line: 48, column: 78, scope: !227)
!234 = !DILocation(line: 48, column: 72, scope: !227)
!235 = !DILocation(line: 48, column: 81, scope: !227)
!236 = !DILocation(line: 48, column: 90, scope: !227)
!237 = !DILocation(line: 48, column: 84, scope: !227)
!238 = !DILocation(line: 48, column: 93, scope: !227)
!239 = !DILocation(line: 48, column: 31, scope: !227)
!240 = !DILocation(line: 48, column: 27, scope: !227)
!241 = !DILocation(line: 48, column: 3, scope: !227)
!242 = distinct !{!242, !229, !243, !132}
!243 = !DILocation(line: 48, column: 94, scope: !223)
!244 = !DILocation(line: 49, column: 4, scope: !112)
!245 = !DILocation(line: 49, column: 11, scope: !112)
!246 = !DILocation(line: 50, column: 35, scope: !112)
!247 = !DILocation(line: 50, column: 3, scope: !112)
!248 = !DILocalVariable(name: "i", scope: !249, file: !3, line: 51, type: !25)
!249 = distinct !DILexicalBlock(scope: !112, file: !3, line: 51, column: 3)
!250 = !DILocation(line: 51, column: 12, scope: !249)
!251 = !DILocation(line: 51, column: 8, scope: !249)
!252 = !DILocation(line: 51, column: 19, scope: !253)
!253 = distinct !DILexicalBlock(scope: !249, file: !3, line: 51, column: 3)
!254 = !DILocation(line: 51, column: 21, scope: !253)
!255 = !DILocation(line: 51, column: 3, scope: !249)
!256 = !DILocation(line: 51, column: 54, scope: !253)
!257 = !DILocation(line: 51, column: 66, scope: !253)
!258 = !DILocation(line: 51, column: 57, scope: !253)
!259 = !DILocation(line: 51, column: 31, scope: !253)
!260 = !DILocation(line: 51, column: 27, scope: !253)
!261 = !DILocation(line: 51, column: 3, scope: !253)
!262 = distinct !{!262, !255, !263, !132}
!263 = !DILocation(line: 51, column: 71, scope: !249)
!264 = !DILocation(line: 52, column: 37, scope: !112)
!265 = !DILocation(line: 52, column: 3, scope: !112)
!266 = !DILocalVariable(name: "i", scope: !267, file: !3, line: 53, type: !25)
!267 = distinct !DILexicalBlock(scope: !112, file: !3, line: 53, column: 3)
!268 = !DILocation(line: 53, column: 12, scope: !267)
!269 = !DILocation(line: 53, column: 8, scope: !267)
!270 = !DILocation(line: 53, column: 19, scope: !271)
!271 = distinct !DILexicalBlock(scope: !267, file: !3, line: 53, column: 3)
!272 = !DILocation(line: 53, column: 21, scope: !271)
!273 = !DILocation(line: 53, column: 3, scope: !267)
!274 = !DILocation(line: 53, column: 48, scope: !271)
!275 = !DILocation(line: 53, column: 31, scope: !271)
!276 = !DILocation(line: 53, column: 27, scope: !271)
!277 = !DILocation(line: 53, column: 3, scope: !271)
!278 = distinct !{!278, !273, !279, !132}
!279 = !DILocation(line: 53, column: 57, scope: !267)
!280 = !DILocation(line: 54, column: 3, scope: !112)
!281 = !DILocalVariable(name: "i", scope: !282, file: !3, line: 55, type: !25)
!282 = distinct !DILexicalBlock(scope: !112, file: !3, line: 55, column: 3)
!283 = !DILocation(line: 55, column: 12, scope: !282)
!284 = !DILocation(line: 55, column: 8, scope: !282)
!285 = !DILocation(line: 55, column: 19, scope: !286)
!286 = distinct !DILexicalBlock(scope: !282, file: !3, line: 55, column: 3)
!287 = !DILocation(line: 55, column: 21, scope: !286)
!288 = !DILocation(line: 55, column: 3, scope: !282)
!289 = !DILocation(line: 55, column: 31, scope: !286)
!290 = !DILocation(line: 55, column: 27, scope: !286)
!291 = !DILocation(line: 55, column: 3, scope: !286)
!292 = distinct !{!292, !288, !293, !132}
!293 = !DILocation(line: 55, column: 43, scope: !282)
!294 = !DILocation(line: 56, column: 25, scope: !112)
!295 = !DILocation(line: 56, column: 3, scope: !112)
!296 = !DILocalVariable(name: "i", scope: !297, file: !3, line: 57, type: !25)
!297 = distinct !DILexicalBlock(scope: !112, file: !3, line: 57, column: 3)
!298 = !DILocation(line: 57, column: 12, scope: !297)
!299 = !DILocation(line: 57, column: 8, scope: !297)
!300 = !DILocation(line: 57, column: 19, scope: !301)
!301 = distinct !DILexicalBlock(scope: !297, file: !3, line: 57, column: 3)
!302 = !DILocation(line: 57, column: 21, scope: !301)
!303 = !DILocation(line: 57, column: 3, scope: !297)
!304 = !DILocation(line: 57, column: 66, scope: !301)
!305 = !DILocation(line: 57, column: 68, scope: !301)
!306 = !DILocation(line: 57, column: 50, scope: !301)
!307 = !DILocation(line: 57, column: 45, scope: !301)
!308 = !DILocation(line: 57, column: 33, scope: !301)
!309 = !DILocation(line: 57, column: 48, scope: !301)
!310 = !DILocation(line: 57, column: 29, scope: !301)
!311 = !DILocation(line: 57, column: 3, scope: !301)
!312 = distinct !{!312, !303, !313, !132}
!313 = !DILocation(line: 57, column: 72, scope: !297)
!314 = !DILocalVariable(name: "h", scope: !112, file: !3, line: 58, type: !117)
!315 = !DILocation(line: 58, column: 12, scope: !112)
!316 = !DILocalVariable(name: "i", scope: !317, file: !3, line: 59, type: !25)
!317 = distinct !DILexicalBlock(scope: !112, file: !3, line: 59, column: 3)
!318 = !DILocation(line: 59, column: 12, scope: !317)
!319 = !DILocation(line: 59, column: 8, scope: !317)
!320 = !DILocation(line: 59, column: 19, scope: !321)
!321 = distinct !DILexicalBlock(scope: !317, file: !3, line: 59, column: 3)
!322 = !DILocation(line: 59, column: 21, scope: !321)
!323 = !DILocation(line: 59, column: 3, scope: !317)
!324 = !DILocation(line: 59, column: 37, scope: !321)
!325 = !DILocation(line: 59, column: 39, scope: !321)
!326 = !DILocation(line: 59, column: 58, scope: !321)
!327 = !DILocation(line: 59, column: 46, scope: !321)
!328 = !DILocation(line: 59, column: 44, scope: !321)
!329 = !DILocation(line: 59, column: 35, scope: !321)
!330 = !DILocation(line: 59, column: 33, scope: !321)
!331 = !DILocation(line: 59, column: 29, scope: !321)
!332 = !DILocation(line: 59, column: 3, scope: !321)
!333 = distinct !{!333, !323, !334, !132}
!334 = !DILocation(line: 59, column: 59, scope: !317)
!335 = !DILocation(line: 60, column: 29, scope: !112)
!336 = !DILocation(line: 60, column: 3, scope: !112)
!337 = !DILocation(line: 61, column: 3, scope: !112)
!338 = !DILocation(line: 28, column: 12, scope: !76)
!339 = !DILocation(line: 28, column: 3, scope: !76)
!340 = distinct !DISubprogram(name: "count_calls", scope: !3, file: !3, line: 30, type: !341, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !79)
!341 = !DISubroutineType(types: !342)
!342 = !{!5}
!343 = !DILocation(line: 30, column: 66, scope: !340)
!344 = !DILocation(line: 30, column: 59, scope: !340)
