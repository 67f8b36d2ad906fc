; ModuleID = 'tests/differential/src/interpreter.c'
source_filename = "tests/differential/src/interpreter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Tok = type { i32, i64, i8 }
%struct.Node = type { i32, i8, i64, i32, i32, i32 }

@.str = private unnamed_addr constant [54 x i8] c"a = 10; b = 1; W a > 0 { b = b * a; a = a - 1; } P b;\00", align 1
@.str.1 = private unnamed_addr constant [75 x i8] c"n = 30; x = 0; y = 1; W n > 0 { t = x + y; x = y; y = t; n = n - 1; } P x;\00", align 1
@.str.2 = private unnamed_addr constant [123 x i8] c"i = 2; c = 0; W i < 200 { j = 2; p = 1; W j * j < i + 1 { I i % j = 0 { p = 0; } j = j + 1; } c = c + p; i = i + 1; } P c;\00", align 1
@.str.3 = private unnamed_addr constant [68 x i8] c"a = 0 - 7; I a < 0 { P 0 - a; } E { P a; } P (3 + 4) * (5 - 2) % 4;\00", align 1
@src = internal global i8* null, align 8, !dbg !0
@nnodes = internal global i32 0, align 4, !dbg !42
@vars = internal global [26 x i64] zeroinitializer, align 16, !dbg !44
@tok = internal global %struct.Tok zeroinitializer, align 8, !dbg !50
@nodes = internal global [512 x %struct.Node] zeroinitializer, align 16, !dbg !58
@.str.4 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !81 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @run(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str, i64 0, i64 0)), !dbg !85
  call void @run(i8* noundef getelementptr inbounds ([75 x i8], [75 x i8]* @.str.1, i64 0, i64 0)), !dbg !86
  call void @run(i8* noundef getelementptr inbounds ([123 x i8], [123 x i8]* @.str.2, i64 0, i64 0)), !dbg !87
  call void @run(i8* noundef getelementptr inbounds ([68 x i8], [68 x i8]* @.str.3, i64 0, i64 0)), !dbg !88
  ret i32 0, !dbg !89
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @run(i8* noundef %0) #0 !dbg !90 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !93, metadata !DIExpression()), !dbg !94
  %3 = load i8*, i8** %2, align 8, !dbg !95
  store i8* %3, i8** @src, align 8, !dbg !96
  store i32 0, i32* @nnodes, align 4, !dbg !97
  call void @llvm.memset.p0i8.i64(i8* align 16 bitcast ([26 x i64]* @vars to i8*), i8 0, i64 208, i1 false), !dbg !98
  call void @next_tok(), !dbg !99
  br label %4, !dbg !100

4:                                                ; preds = %7, %1
  %5 = load i32, i32* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 0), align 8, !dbg !101
  %6 = icmp ne i32 %5, 3, !dbg !102
  br i1 %6, label %7, label %10, !dbg !100

7:                                                ; preds = %4
  %8 = call i32 @stmt(), !dbg !103
  %9 = call i64 @eval(i32 noundef %8), !dbg !104
  br label %4, !dbg !100, !llvm.loop !105

10:                                               ; preds = %4
  ret void, !dbg !108
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @next_tok() #0 !dbg !109 {
  %1 = alloca i64, align 8
  br label %2, !dbg !112

2:                                                ; preds = %14, %0
  %3 = load i8*, i8** @src, align 8, !dbg !113
  %4 = load i8, i8* %3, align 1, !dbg !114
  %5 = sext i8 %4 to i32, !dbg !114
  %6 = icmp eq i32 %5, 32, !dbg !115
  br i1 %6, label %12, label %7, !dbg !116

7:                                                ; preds = %2
  %8 = load i8*, i8** @src, align 8, !dbg !117
  %9 = load i8, i8* %8, align 1, !dbg !118
  %10 = sext i8 %9 to i32, !dbg !118
  %11 = icmp eq i32 %10, 10, !dbg !119
  br label %12, !dbg !116

12:                                               ; preds = %7, %2
  %13 = phi i1 [ true, %2 ], [ %11, %7 ]
  br i1 %13, label %14, label %17, !dbg !112

14:                                               ; preds = %12
  %15 = load i8*, i8** @src, align 8, !dbg !120
  %16 = getelementptr inbounds i8, i8* %15, i32 1, !dbg !120
  store i8* %16, i8** @src, align 8, !dbg !120
  br label %2, !dbg !112, !llvm.loop !121

17:                                               ; preds = %12
  %18 = load i8*, i8** @src, align 8, !dbg !122
  %19 = load i8, i8* %18, align 1, !dbg !124
  %20 = icmp ne i8 %19, 0, !dbg !124
  br i1 %20, label %22, label %21, !dbg !125

21:                                               ; preds = %17
  store i32 3, i32* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 0), align 8, !dbg !126
  br label %79, !dbg !128

22:                                               ; preds = %17
  %23 = call i16** @__ctype_b_loc() #5, !dbg !129
  %24 = load i16*, i16** %23, align 8, !dbg !129
  %25 = load i8*, i8** @src, align 8, !dbg !129
  %26 = load i8, i8* %25, align 1, !dbg !129
  %27 = zext i8 %26 to i32, !dbg !129
  %28 = sext i32 %27 to i64, !dbg !129
  %29 = getelementptr inbounds i16, i16* %24, i64 %28, !dbg !129
  %30 = load i16, i16* %29, align 2, !dbg !129
  %31 = zext i16 %30 to i32, !dbg !129
  %32 = and i32 %31, 2048, !dbg !129
  %33 = icmp ne i32 %32, 0, !dbg !129
  br i1 %33, label %34, label %59, !dbg !131

34:                                               ; preds = %22
  call void @llvm.dbg.declare(metadata i64* %1, metadata !132, metadata !DIExpression()), !dbg !134
  store i64 0, i64* %1, align 8, !dbg !134
  br label %35, !dbg !135

35:                                               ; preds = %47, %34
  %36 = call i16** @__ctype_b_loc() #5, !dbg !136
  %37 = load i16*, i16** %36, align 8, !dbg !136
  %38 = load i8*, i8** @src, align 8, !dbg !136
  %39 = load i8, i8* %38, align 1, !dbg !136
  %40 = zext i8 %39 to i32, !dbg !136
  %41 = sext i32 %40 to i64, !dbg !136
  %42 = getelementptr inbounds i16, i16* %37, i64 %41, !dbg !136
  %43 = load i16, i16* %42, align 2, !dbg !136
  %44 = zext i16 %43 to i32, !dbg !136
  %45 = and i32 %44, 2048, !dbg !136
  %46 = icmp ne i32 %45, 0, !dbg !135
  br i1 %46, label %47, label %57, !dbg !135

47:                                               ; preds = %35
  %48 = load i64, i64* %1, align 8, !dbg !137
  %49 = mul nsw i64 %48, 10, !dbg !138
  %50 = load i8*, i8** @src, align 8, !dbg !139
  %51 = getelementptr inbounds i8, i8* %50, i32 1, !dbg !139
  store i8* %51, i8** @src, align 8, !dbg !139
  %52 = load i8, i8* %50, align 1, !dbg !140
  %53 = sext i8 %52 to i32, !dbg !140
  %54 = sub nsw i32 %53, 48, !dbg !141
  %55 = sext i32 %54 to i64, !dbg !142
  %56 = add nsw i64 %49, %55, !dbg !143
  store i64 %56, i64* %1, align 8, !dbg !144
  br label %35, !dbg !135, !llvm.loop !145

57:                                               ; preds = %35
  store i32 0, i32* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 0), align 8, !dbg !147
  %58 = load i64, i64* %1, align 8, !dbg !148
  store i64 %58, i64* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 1), align 8, !dbg !149
  br label %79, !dbg !150

59:                                               ; preds = %22
  %60 = call i16** @__ctype_b_loc() #5, !dbg !151
  %61 = load i16*, i16** %60, align 8, !dbg !151
  %62 = load i8*, i8** @src, align 8, !dbg !151
  %63 = load i8, i8* %62, align 1, !dbg !151
  %64 = zext i8 %63 to i32, !dbg !151
  %65 = sext i32 %64 to i64, !dbg !151
  %66 = getelementptr inbounds i16, i16* %61, i64 %65, !dbg !151
  %67 = load i16, i16* %66, align 2, !dbg !151
  %68 = zext i16 %67 to i32, !dbg !151
  %69 = and i32 %68, 512, !dbg !151
  %70 = icmp ne i32 %69, 0, !dbg !151
  br i1 %70, label %71, label %75, !dbg !153

71:                                               ; preds = %59
  store i32 1, i32* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 0), align 8, !dbg !154
  %72 = load i8*, i8** @src, align 8, !dbg !156
  %73 = getelementptr inbounds i8, i8* %72, i32 1, !dbg !156
  store i8* %73, i8** @src, align 8, !dbg !156
  %74 = load i8, i8* %72, align 1, !dbg !157
  store i8 %74, i8* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 2), align 8, !dbg !158
  br label %79, !dbg !159

75:                                               ; preds = %59
  store i32 2, i32* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 0), align 8, !dbg !160
  %76 = load i8*, i8** @src, align 8, !dbg !161
  %77 = getelementptr inbounds i8, i8* %76, i32 1, !dbg !161
  store i8* %77, i8** @src, align 8, !dbg !161
  %78 = load i8, i8* %76, align 1, !dbg !162
  store i8 %78, i8* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 2), align 8, !dbg !163
  br label %79, !dbg !164

79:                                               ; preds = %75, %71, %57, %21
  ret void, !dbg !164
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @eval(i32 noundef %0) #0 !dbg !165 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.Node*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !168, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.declare(metadata %struct.Node** %4, metadata !170, metadata !DIExpression()), !dbg !172
  %8 = load i32, i32* %3, align 4, !dbg !173
  %9 = sext i32 %8 to i64, !dbg !174
  %10 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %9, !dbg !174
  store %struct.Node* %10, %struct.Node** %4, align 8, !dbg !172
  %11 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !175
  %12 = getelementptr inbounds %struct.Node, %struct.Node* %11, i32 0, i32 0, !dbg !176
  %13 = load i32, i32* %12, align 8, !dbg !176
  switch i32 %13, label %169 [
    i32 0, label %14
    i32 1, label %18
    i32 2, label %27
    i32 3, label %91
    i32 4, label %103
    i32 5, label %125
    i32 6, label %154
    i32 7, label %160
  ], !dbg !177

14:                                               ; preds = %1
  %15 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !178
  %16 = getelementptr inbounds %struct.Node, %struct.Node* %15, i32 0, i32 2, !dbg !180
  %17 = load i64, i64* %16, align 8, !dbg !180
  store i64 %17, i64* %2, align 8, !dbg !181
  br label %170, !dbg !181

18:                                               ; preds = %1
  %19 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !182
  %20 = getelementptr inbounds %struct.Node, %struct.Node* %19, i32 0, i32 1, !dbg !183
  %21 = load i8, i8* %20, align 4, !dbg !183
  %22 = sext i8 %21 to i32, !dbg !182
  %23 = sub nsw i32 %22, 97, !dbg !184
  %24 = sext i32 %23 to i64, !dbg !185
  %25 = getelementptr inbounds [26 x i64], [26 x i64]* @vars, i64 0, i64 %24, !dbg !185
  %26 = load i64, i64* %25, align 8, !dbg !185
  store i64 %26, i64* %2, align 8, !dbg !186
  br label %170, !dbg !186

27:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata i64* %5, metadata !187, metadata !DIExpression()), !dbg !189
  %28 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !190
  %29 = getelementptr inbounds %struct.Node, %struct.Node* %28, i32 0, i32 3, !dbg !191
  %30 = load i32, i32* %29, align 8, !dbg !191
  %31 = call i64 @eval(i32 noundef %30), !dbg !192
  store i64 %31, i64* %5, align 8, !dbg !189
  call void @llvm.dbg.declare(metadata i64* %6, metadata !193, metadata !DIExpression()), !dbg !194
  %32 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !195
  %33 = getelementptr inbounds %struct.Node, %struct.Node* %32, i32 0, i32 4, !dbg !196
  %34 = load i32, i32* %33, align 4, !dbg !196
  %35 = call i64 @eval(i32 noundef %34), !dbg !197
  store i64 %35, i64* %6, align 8, !dbg !194
  %36 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !198
  %37 = getelementptr inbounds %struct.Node, %struct.Node* %36, i32 0, i32 1, !dbg !199
  %38 = load i8, i8* %37, align 4, !dbg !199
  %39 = sext i8 %38 to i32, !dbg !198
  switch i32 %39, label %90 [
    i32 43, label %40
    i32 45, label %44
    i32 42, label %48
    i32 47, label %52
    i32 37, label %62
    i32 60, label %72
    i32 62, label %78
    i32 61, label %84
  ], !dbg !200

40:                                               ; preds = %27
  %41 = load i64, i64* %5, align 8, !dbg !201
  %42 = load i64, i64* %6, align 8, !dbg !203
  %43 = add nsw i64 %41, %42, !dbg !204
  store i64 %43, i64* %2, align 8, !dbg !205
  br label %170, !dbg !205

44:                                               ; preds = %27
  %45 = load i64, i64* %5, align 8, !dbg !206
  %46 = load i64, i64* %6, align 8, !dbg !207
  %47 = sub nsw i64 %45, %46, !dbg !208
  store i64 %47, i64* %2, align 8, !dbg !209
  br label %170, !dbg !209

48:                                               ; preds = %27
  %49 = load i64, i64* %5, align 8, !dbg !210
  %50 = load i64, i64* %6, align 8, !dbg !211
  %51 = mul nsw i64 %49, %50, !dbg !212
  store i64 %51, i64* %2, align 8, !dbg !213
  br label %170, !dbg !213

52:                                               ; preds = %27
  %53 = load i64, i64* %6, align 8, !dbg !214
  %54 = icmp ne i64 %53, 0, !dbg !214
  br i1 %54, label %55, label %59, !dbg !214

55:                                               ; preds = %52
  %56 = load i64, i64* %5, align 8, !dbg !215
  %57 = load i64, i64* %6, align 8, !dbg !216
  %58 = sdiv i64 %56, %57, !dbg !217
  br label %60, !dbg !214

59:                                               ; preds = %52
  br label %60, !dbg !214

60:                                               ; preds = %59, %55
  %61 = phi i64 [ %58, %55 ], [ 0, %59 ], !dbg !214
  store i64 %61, i64* %2, align 8, !dbg !218
  br label %170, !dbg !218

62:                                               ; preds = %27
  %63 = load i64, i64* %6, align 8, !dbg !219
  %64 = icmp ne i64 %63, 0, !dbg !219
  br i1 %64, label %65, label %69, !dbg !219

65:                                               ; preds = %62
  %66 = load i64, i64* %5, align 8, !dbg !220
  %67 = load i64, i64* %6, align 8, !dbg !221
  %68 = srem i64 %66, %67, !dbg !222
  br label %70, !dbg !219

69:                                               ; preds = %62
  br label %70, !dbg !219

70:                                               ; preds = %69, %65
  %71 = phi i64 [ %68, %65 ], [ 0, %69 ], !dbg !219
  store i64 %71, i64* %2, align 8, !dbg !223
  br label %170, !dbg !223

72:                                               ; preds = %27
  %73 = load i64, i64* %5, align 8, !dbg !224
  %74 = load i64, i64* %6, align 8, !dbg !225
  %75 = icmp slt i64 %73, %74, !dbg !226
  %76 = zext i1 %75 to i32, !dbg !226
  %77 = sext i32 %76 to i64, !dbg !224
  store i64 %77, i64* %2, align 8, !dbg !227
  br label %170, !dbg !227

78:                                               ; preds = %27
  %79 = load i64, i64* %5, align 8, !dbg !228
  %80 = load i64, i64* %6, align 8, !dbg !229
  %81 = icmp sgt i64 %79, %80, !dbg !230
  %82 = zext i1 %81 to i32, !dbg !230
  %83 = sext i32 %82 to i64, !dbg !228
  store i64 %83, i64* %2, align 8, !dbg !231
  br label %170, !dbg !231

84:                                               ; preds = %27
  %85 = load i64, i64* %5, align 8, !dbg !232
  %86 = load i64, i64* %6, align 8, !dbg !233
  %87 = icmp eq i64 %85, %86, !dbg !234
  %88 = zext i1 %87 to i32, !dbg !234
  %89 = sext i32 %88 to i64, !dbg !232
  store i64 %89, i64* %2, align 8, !dbg !235
  br label %170, !dbg !235

90:                                               ; preds = %27
  store i64 0, i64* %2, align 8, !dbg !236
  br label %170, !dbg !236

91:                                               ; preds = %1
  %92 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !237
  %93 = getelementptr inbounds %struct.Node, %struct.Node* %92, i32 0, i32 3, !dbg !238
  %94 = load i32, i32* %93, align 8, !dbg !238
  %95 = call i64 @eval(i32 noundef %94), !dbg !239
  %96 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !240
  %97 = getelementptr inbounds %struct.Node, %struct.Node* %96, i32 0, i32 1, !dbg !241
  %98 = load i8, i8* %97, align 4, !dbg !241
  %99 = sext i8 %98 to i32, !dbg !240
  %100 = sub nsw i32 %99, 97, !dbg !242
  %101 = sext i32 %100 to i64, !dbg !243
  %102 = getelementptr inbounds [26 x i64], [26 x i64]* @vars, i64 0, i64 %101, !dbg !243
  store i64 %95, i64* %102, align 8, !dbg !244
  store i64 %95, i64* %2, align 8, !dbg !245
  br label %170, !dbg !245

103:                                              ; preds = %1
  call void @llvm.dbg.declare(metadata i64* %7, metadata !246, metadata !DIExpression()), !dbg !248
  store i64 0, i64* %7, align 8, !dbg !248
  br label %104, !dbg !249

104:                                              ; preds = %120, %103
  %105 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !250
  %106 = getelementptr inbounds %struct.Node, %struct.Node* %105, i32 0, i32 3, !dbg !251
  %107 = load i32, i32* %106, align 8, !dbg !251
  %108 = call i64 @eval(i32 noundef %107), !dbg !252
  %109 = icmp ne i64 %108, 0, !dbg !249
  br i1 %109, label %110, label %123, !dbg !249

110:                                              ; preds = %104
  %111 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !253
  %112 = getelementptr inbounds %struct.Node, %struct.Node* %111, i32 0, i32 4, !dbg !256
  %113 = load i32, i32* %112, align 4, !dbg !256
  %114 = icmp sge i32 %113, 0, !dbg !257
  br i1 %114, label %115, label %120, !dbg !258

115:                                              ; preds = %110
  %116 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !259
  %117 = getelementptr inbounds %struct.Node, %struct.Node* %116, i32 0, i32 4, !dbg !260
  %118 = load i32, i32* %117, align 4, !dbg !260
  %119 = call i64 @eval(i32 noundef %118), !dbg !261
  br label %120, !dbg !261

120:                                              ; preds = %115, %110
  %121 = load i64, i64* %7, align 8, !dbg !262
  %122 = add nsw i64 %121, 1, !dbg !262
  store i64 %122, i64* %7, align 8, !dbg !262
  br label %104, !dbg !249, !llvm.loop !263

123:                                              ; preds = %104
  %124 = load i64, i64* %7, align 8, !dbg !265
  store i64 %124, i64* %2, align 8, !dbg !266
  br label %170, !dbg !266

125:                                              ; preds = %1
  %126 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !267
  %127 = getelementptr inbounds %struct.Node, %struct.Node* %126, i32 0, i32 3, !dbg !269
  %128 = load i32, i32* %127, align 8, !dbg !269
  %129 = call i64 @eval(i32 noundef %128), !dbg !270
  %130 = icmp ne i64 %129, 0, !dbg !270
  br i1 %130, label %131, label %142, !dbg !271

131:                                              ; preds = %125
  %132 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !272
  %133 = getelementptr inbounds %struct.Node, %struct.Node* %132, i32 0, i32 4, !dbg !275
  %134 = load i32, i32* %133, align 4, !dbg !275
  %135 = icmp sge i32 %134, 0, !dbg !276
  br i1 %135, label %136, label %141, !dbg !277

136:                                              ; preds = %131
  %137 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !278
  %138 = getelementptr inbounds %struct.Node, %struct.Node* %137, i32 0, i32 4, !dbg !279
  %139 = load i32, i32* %138, align 4, !dbg !279
  %140 = call i64 @eval(i32 noundef %139), !dbg !280
  br label %141, !dbg !280

141:                                              ; preds = %136, %131
  br label %153, !dbg !281

142:                                              ; preds = %125
  %143 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !282
  %144 = getelementptr inbounds %struct.Node, %struct.Node* %143, i32 0, i32 5, !dbg !284
  %145 = load i32, i32* %144, align 8, !dbg !284
  %146 = icmp sge i32 %145, 0, !dbg !285
  br i1 %146, label %147, label %152, !dbg !286

147:                                              ; preds = %142
  %148 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !287
  %149 = getelementptr inbounds %struct.Node, %struct.Node* %148, i32 0, i32 5, !dbg !288
  %150 = load i32, i32* %149, align 8, !dbg !288
  %151 = call i64 @eval(i32 noundef %150), !dbg !289
  br label %152, !dbg !289

152:                                              ; preds = %147, %142
  br label %153

153:                                              ; preds = %152, %141
  store i64 0, i64* %2, align 8, !dbg !290
  br label %170, !dbg !290

154:                                              ; preds = %1
  %155 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !291
  %156 = getelementptr inbounds %struct.Node, %struct.Node* %155, i32 0, i32 3, !dbg !292
  %157 = load i32, i32* %156, align 8, !dbg !292
  %158 = call i64 @eval(i32 noundef %157), !dbg !293
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i64 noundef %158), !dbg !294
  store i64 0, i64* %2, align 8, !dbg !295
  br label %170, !dbg !295

160:                                              ; preds = %1
  %161 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !296
  %162 = getelementptr inbounds %struct.Node, %struct.Node* %161, i32 0, i32 3, !dbg !297
  %163 = load i32, i32* %162, align 8, !dbg !297
  %164 = call i64 @eval(i32 noundef %163), !dbg !298
  %165 = load %struct.Node*, %struct.Node** %4, align 8, !dbg !299
  %166 = getelementptr inbounds %struct.Node, %struct.Node* %165, i32 0, i32 4, !dbg !300
  %167 = load i32, i32* %166, align 4, !dbg !300
  %168 = call i64 @eval(i32 noundef %167), !dbg !301
  store i64 %168, i64* %2, align 8, !dbg !302
  br label %170, !dbg !302

169:                                              ; preds = %1
  store i64 0, i64* %2, align 8, !dbg !303
  br label %170, !dbg !303

170:                                              ; preds = %169, %160, %154, %153, %123, %91, %90, %84, %78, %72, %70, %60, %48, %44, %40, %18, %14
  %171 = load i64, i64* %2, align 8, !dbg !304
  ret i64 %171, !dbg !304
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @stmt() #0 !dbg !305 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = load i32, i32* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 0), align 8, !dbg !306
  %10 = icmp eq i32 %9, 2, !dbg !308
  br i1 %10, label %11, label %49, !dbg !309

11:                                               ; preds = %0
  %12 = load i8, i8* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 2), align 8, !dbg !310
  %13 = sext i8 %12 to i32, !dbg !311
  %14 = icmp eq i32 %13, 87, !dbg !312
  br i1 %14, label %19, label %15, !dbg !313

15:                                               ; preds = %11
  %16 = load i8, i8* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 2), align 8, !dbg !314
  %17 = sext i8 %16 to i32, !dbg !315
  %18 = icmp eq i32 %17, 73, !dbg !316
  br i1 %18, label %19, label %49, !dbg !317

19:                                               ; preds = %15, %11
  call void @llvm.dbg.declare(metadata i8* %2, metadata !318, metadata !DIExpression()), !dbg !320
  %20 = load i8, i8* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 2), align 8, !dbg !321
  store i8 %20, i8* %2, align 1, !dbg !320
  call void @next_tok(), !dbg !322
  call void @llvm.dbg.declare(metadata i32* %3, metadata !323, metadata !DIExpression()), !dbg !324
  %21 = call i32 @expr(), !dbg !325
  store i32 %21, i32* %3, align 4, !dbg !324
  call void @llvm.dbg.declare(metadata i32* %4, metadata !326, metadata !DIExpression()), !dbg !327
  %22 = call i32 @block(), !dbg !328
  store i32 %22, i32* %4, align 4, !dbg !327
  call void @llvm.dbg.declare(metadata i32* %5, metadata !329, metadata !DIExpression()), !dbg !330
  %23 = load i8, i8* %2, align 1, !dbg !331
  %24 = sext i8 %23 to i32, !dbg !331
  %25 = icmp eq i32 %24, 87, !dbg !332
  %26 = zext i1 %25 to i64, !dbg !331
  %27 = select i1 %25, i32 4, i32 5, !dbg !331
  %28 = load i32, i32* %3, align 4, !dbg !333
  %29 = load i32, i32* %4, align 4, !dbg !334
  %30 = call i32 @mk(i32 noundef %27, i8 noundef signext 0, i64 noundef 0, i32 noundef %28, i32 noundef %29), !dbg !335
  store i32 %30, i32* %5, align 4, !dbg !330
  %31 = load i8, i8* %2, align 1, !dbg !336
  %32 = sext i8 %31 to i32, !dbg !336
  %33 = icmp eq i32 %32, 73, !dbg !338
  br i1 %33, label %34, label %47, !dbg !339

34:                                               ; preds = %19
  %35 = load i32, i32* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 0), align 8, !dbg !340
  %36 = icmp eq i32 %35, 2, !dbg !341
  br i1 %36, label %37, label %47, !dbg !342

37:                                               ; preds = %34
  %38 = load i8, i8* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 2), align 8, !dbg !343
  %39 = sext i8 %38 to i32, !dbg !344
  %40 = icmp eq i32 %39, 69, !dbg !345
  br i1 %40, label %41, label %47, !dbg !346

41:                                               ; preds = %37
  call void @next_tok(), !dbg !347
  %42 = call i32 @block(), !dbg !349
  %43 = load i32, i32* %5, align 4, !dbg !350
  %44 = sext i32 %43 to i64, !dbg !351
  %45 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %44, !dbg !351
  %46 = getelementptr inbounds %struct.Node, %struct.Node* %45, i32 0, i32 5, !dbg !352
  store i32 %42, i32* %46, align 8, !dbg !353
  br label %47, !dbg !354

47:                                               ; preds = %41, %37, %34, %19
  %48 = load i32, i32* %5, align 4, !dbg !355
  store i32 %48, i32* %1, align 4, !dbg !356
  br label %66, !dbg !356

49:                                               ; preds = %15, %0
  %50 = load i32, i32* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 0), align 8, !dbg !357
  %51 = icmp eq i32 %50, 2, !dbg !359
  br i1 %51, label %52, label %60, !dbg !360

52:                                               ; preds = %49
  %53 = load i8, i8* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 2), align 8, !dbg !361
  %54 = sext i8 %53 to i32, !dbg !362
  %55 = icmp eq i32 %54, 80, !dbg !363
  br i1 %55, label %56, label %60, !dbg !364

56:                                               ; preds = %52
  call void @next_tok(), !dbg !365
  call void @llvm.dbg.declare(metadata i32* %6, metadata !367, metadata !DIExpression()), !dbg !368
  %57 = call i32 @expr(), !dbg !369
  store i32 %57, i32* %6, align 4, !dbg !368
  call void @next_tok(), !dbg !370
  %58 = load i32, i32* %6, align 4, !dbg !371
  %59 = call i32 @mk(i32 noundef 6, i8 noundef signext 0, i64 noundef 0, i32 noundef %58, i32 noundef -1), !dbg !372
  store i32 %59, i32* %1, align 4, !dbg !373
  br label %66, !dbg !373

60:                                               ; preds = %52, %49
  call void @llvm.dbg.declare(metadata i8* %7, metadata !374, metadata !DIExpression()), !dbg !375
  %61 = load i8, i8* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 2), align 8, !dbg !376
  store i8 %61, i8* %7, align 1, !dbg !375
  call void @next_tok(), !dbg !377
  call void @next_tok(), !dbg !378
  call void @llvm.dbg.declare(metadata i32* %8, metadata !379, metadata !DIExpression()), !dbg !380
  %62 = call i32 @expr(), !dbg !381
  store i32 %62, i32* %8, align 4, !dbg !380
  call void @next_tok(), !dbg !382
  %63 = load i8, i8* %7, align 1, !dbg !383
  %64 = load i32, i32* %8, align 4, !dbg !384
  %65 = call i32 @mk(i32 noundef 3, i8 noundef signext %63, i64 noundef 0, i32 noundef %64, i32 noundef -1), !dbg !385
  store i32 %65, i32* %1, align 4, !dbg !386
  br label %66, !dbg !386

66:                                               ; preds = %60, %56, %47
  %67 = load i32, i32* %1, align 4, !dbg !387
  ret i32 %67, !dbg !387
}

; Function Attrs: nounwind readnone willreturn
declare i16** @__ctype_b_loc() #3

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @expr() #0 !dbg !388 {
  %1 = call i32 @binary(i32 noundef 1), !dbg !389
  ret i32 %1, !dbg !390
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @block() #0 !dbg !391 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @next_tok(), !dbg !392
  call void @llvm.dbg.declare(metadata i32* %1, metadata !393, metadata !DIExpression()), !dbg !394
  store i32 -1, i32* %1, align 4, !dbg !394
  br label %3, !dbg !395

3:                                                ; preds = %23, %0
  %4 = load i32, i32* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 0), align 8, !dbg !396
  %5 = icmp eq i32 %4, 2, !dbg !397
  br i1 %5, label %6, label %10, !dbg !398

6:                                                ; preds = %3
  %7 = load i8, i8* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 2), align 8, !dbg !399
  %8 = sext i8 %7 to i32, !dbg !400
  %9 = icmp eq i32 %8, 125, !dbg !401
  br label %10

10:                                               ; preds = %6, %3
  %11 = phi i1 [ false, %3 ], [ %9, %6 ], !dbg !402
  %12 = xor i1 %11, true, !dbg !403
  br i1 %12, label %13, label %25, !dbg !395

13:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %2, metadata !404, metadata !DIExpression()), !dbg !406
  %14 = call i32 @stmt(), !dbg !407
  store i32 %14, i32* %2, align 4, !dbg !406
  %15 = load i32, i32* %1, align 4, !dbg !408
  %16 = icmp slt i32 %15, 0, !dbg !409
  br i1 %16, label %17, label %19, !dbg !408

17:                                               ; preds = %13
  %18 = load i32, i32* %2, align 4, !dbg !410
  br label %23, !dbg !408

19:                                               ; preds = %13
  %20 = load i32, i32* %1, align 4, !dbg !411
  %21 = load i32, i32* %2, align 4, !dbg !412
  %22 = call i32 @mk(i32 noundef 7, i8 noundef signext 0, i64 noundef 0, i32 noundef %20, i32 noundef %21), !dbg !413
  br label %23, !dbg !408

23:                                               ; preds = %19, %17
  %24 = phi i32 [ %18, %17 ], [ %22, %19 ], !dbg !408
  store i32 %24, i32* %1, align 4, !dbg !414
  br label %3, !dbg !395, !llvm.loop !415

25:                                               ; preds = %10
  call void @next_tok(), !dbg !417
  %26 = load i32, i32* %1, align 4, !dbg !418
  ret i32 %26, !dbg !419
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mk(i32 noundef %0, i8 noundef signext %1, i64 noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !420 {
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.Node*, align 8
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !423, metadata !DIExpression()), !dbg !424
  store i8 %1, i8* %7, align 1
  call void @llvm.dbg.declare(metadata i8* %7, metadata !425, metadata !DIExpression()), !dbg !426
  store i64 %2, i64* %8, align 8
  call void @llvm.dbg.declare(metadata i64* %8, metadata !427, metadata !DIExpression()), !dbg !428
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !429, metadata !DIExpression()), !dbg !430
  store i32 %4, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !431, metadata !DIExpression()), !dbg !432
  call void @llvm.dbg.declare(metadata %struct.Node** %11, metadata !433, metadata !DIExpression()), !dbg !434
  %12 = load i32, i32* @nnodes, align 4, !dbg !435
  %13 = sext i32 %12 to i64, !dbg !436
  %14 = getelementptr inbounds [512 x %struct.Node], [512 x %struct.Node]* @nodes, i64 0, i64 %13, !dbg !436
  store %struct.Node* %14, %struct.Node** %11, align 8, !dbg !434
  %15 = load i32, i32* %6, align 4, !dbg !437
  %16 = load %struct.Node*, %struct.Node** %11, align 8, !dbg !438
  %17 = getelementptr inbounds %struct.Node, %struct.Node* %16, i32 0, i32 0, !dbg !439
  store i32 %15, i32* %17, align 8, !dbg !440
  %18 = load i8, i8* %7, align 1, !dbg !441
  %19 = load %struct.Node*, %struct.Node** %11, align 8, !dbg !442
  %20 = getelementptr inbounds %struct.Node, %struct.Node* %19, i32 0, i32 1, !dbg !443
  store i8 %18, i8* %20, align 4, !dbg !444
  %21 = load i64, i64* %8, align 8, !dbg !445
  %22 = load %struct.Node*, %struct.Node** %11, align 8, !dbg !446
  %23 = getelementptr inbounds %struct.Node, %struct.Node* %22, i32 0, i32 2, !dbg !447
  store i64 %21, i64* %23, align 8, !dbg !448
  %24 = load i32, i32* %9, align 4, !dbg !449
  %25 = load %struct.Node*, %struct.Node** %11, align 8, !dbg !450
  %26 = getelementptr inbounds %struct.Node, %struct.Node* %25, i32 0, i32 3, !dbg !451
  store i32 %24, i32* %26, align 8, !dbg !452
  %27 = load i32, i32* %10, align 4, !dbg !453
  %28 = load %struct.Node*, %struct.Node** %11, align 8, !dbg !454
  %29 = getelementptr inbounds %struct.Node, %struct.Node* %28, i32 0, i32 4, !dbg !455
  store i32 %27, i32* %29, align 4, !dbg !456
  %30 = load %struct.Node*, %struct.Node** %11, align 8, !dbg !457
  %31 = getelementptr inbounds %struct.Node, %struct.Node* %30, i32 0, i32 5, !dbg !458
  store i32 -1, i32* %31, align 8, !dbg !459
  %32 = load i32, i32* @nnodes, align 4, !dbg !460
  %33 = add nsw i32 %32, 1, !dbg !460
  store i32 %33, i32* @nnodes, align 4, !dbg !460
  ret i32 %32, !dbg !461
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @binary(i32 noundef %0) #0 !dbg !462 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !465, metadata !DIExpression()), !dbg !466
  call void @llvm.dbg.declare(metadata i32* %3, metadata !467, metadata !DIExpression()), !dbg !468
  %6 = call i32 @primary(), !dbg !469
  store i32 %6, i32* %3, align 4, !dbg !468
  br label %7, !dbg !470

7:                                                ; preds = %21, %1
  %8 = load i32, i32* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 0), align 8, !dbg !471
  %9 = icmp eq i32 %8, 2, !dbg !472
  br i1 %9, label %10, label %19, !dbg !473

10:                                               ; preds = %7
  %11 = load i8, i8* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 2), align 8, !dbg !474
  %12 = call i32 @prec(i8 noundef signext %11), !dbg !475
  %13 = load i32, i32* %2, align 4, !dbg !476
  %14 = icmp sge i32 %12, %13, !dbg !477
  br i1 %14, label %15, label %19, !dbg !478

15:                                               ; preds = %10
  %16 = load i8, i8* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 2), align 8, !dbg !479
  %17 = call i32 @prec(i8 noundef signext %16), !dbg !480
  %18 = icmp sgt i32 %17, 0, !dbg !481
  br label %19

19:                                               ; preds = %15, %10, %7
  %20 = phi i1 [ false, %10 ], [ false, %7 ], [ %18, %15 ], !dbg !482
  br i1 %20, label %21, label %31, !dbg !470

21:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i8* %4, metadata !483, metadata !DIExpression()), !dbg !485
  %22 = load i8, i8* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 2), align 8, !dbg !486
  store i8 %22, i8* %4, align 1, !dbg !485
  call void @next_tok(), !dbg !487
  call void @llvm.dbg.declare(metadata i32* %5, metadata !488, metadata !DIExpression()), !dbg !489
  %23 = load i8, i8* %4, align 1, !dbg !490
  %24 = call i32 @prec(i8 noundef signext %23), !dbg !491
  %25 = add nsw i32 %24, 1, !dbg !492
  %26 = call i32 @binary(i32 noundef %25), !dbg !493
  store i32 %26, i32* %5, align 4, !dbg !489
  %27 = load i8, i8* %4, align 1, !dbg !494
  %28 = load i32, i32* %3, align 4, !dbg !495
  %29 = load i32, i32* %5, align 4, !dbg !496
  %30 = call i32 @mk(i32 noundef 2, i8 noundef signext %27, i64 noundef 0, i32 noundef %28, i32 noundef %29), !dbg !497
  store i32 %30, i32* %3, align 4, !dbg !498
  br label %7, !dbg !470, !llvm.loop !499

31:                                               ; preds = %19
  %32 = load i32, i32* %3, align 4, !dbg !501
  ret i32 %32, !dbg !502
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @primary() #0 !dbg !503 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = load i32, i32* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 0), align 8, !dbg !504
  %6 = icmp eq i32 %5, 0, !dbg !506
  br i1 %6, label %7, label %11, !dbg !507

7:                                                ; preds = %0
  call void @llvm.dbg.declare(metadata i32* %2, metadata !508, metadata !DIExpression()), !dbg !510
  %8 = load i64, i64* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 1), align 8, !dbg !511
  %9 = call i32 @mk(i32 noundef 0, i8 noundef signext 0, i64 noundef %8, i32 noundef -1, i32 noundef -1), !dbg !512
  store i32 %9, i32* %2, align 4, !dbg !510
  call void @next_tok(), !dbg !513
  %10 = load i32, i32* %2, align 4, !dbg !514
  store i32 %10, i32* %1, align 4, !dbg !515
  br label %35, !dbg !515

11:                                               ; preds = %0
  %12 = load i32, i32* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 0), align 8, !dbg !516
  %13 = icmp eq i32 %12, 1, !dbg !518
  br i1 %13, label %14, label %18, !dbg !519

14:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata i32* %3, metadata !520, metadata !DIExpression()), !dbg !522
  %15 = load i8, i8* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 2), align 8, !dbg !523
  %16 = call i32 @mk(i32 noundef 1, i8 noundef signext %15, i64 noundef 0, i32 noundef -1, i32 noundef -1), !dbg !524
  store i32 %16, i32* %3, align 4, !dbg !522
  call void @next_tok(), !dbg !525
  %17 = load i32, i32* %3, align 4, !dbg !526
  store i32 %17, i32* %1, align 4, !dbg !527
  br label %35, !dbg !527

18:                                               ; preds = %11
  %19 = load i8, i8* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 2), align 8, !dbg !528
  %20 = sext i8 %19 to i32, !dbg !530
  %21 = icmp eq i32 %20, 40, !dbg !531
  br i1 %21, label %22, label %25, !dbg !532

22:                                               ; preds = %18
  call void @next_tok(), !dbg !533
  call void @llvm.dbg.declare(metadata i32* %4, metadata !535, metadata !DIExpression()), !dbg !536
  %23 = call i32 @expr(), !dbg !537
  store i32 %23, i32* %4, align 4, !dbg !536
  call void @next_tok(), !dbg !538
  %24 = load i32, i32* %4, align 4, !dbg !539
  store i32 %24, i32* %1, align 4, !dbg !540
  br label %35, !dbg !540

25:                                               ; preds = %18
  %26 = load i8, i8* getelementptr inbounds (%struct.Tok, %struct.Tok* @tok, i32 0, i32 2), align 8, !dbg !541
  %27 = sext i8 %26 to i32, !dbg !543
  %28 = icmp eq i32 %27, 45, !dbg !544
  br i1 %28, label %29, label %33, !dbg !545

29:                                               ; preds = %25
  call void @next_tok(), !dbg !546
  %30 = call i32 @mk(i32 noundef 0, i8 noundef signext 0, i64 noundef 0, i32 noundef -1, i32 noundef -1), !dbg !548
  %31 = call i32 @primary(), !dbg !549
  %32 = call i32 @mk(i32 noundef 2, i8 noundef signext 45, i64 noundef 0, i32 noundef %30, i32 noundef %31), !dbg !550
  store i32 %32, i32* %1, align 4, !dbg !551
  br label %35, !dbg !551

33:                                               ; preds = %25
  %34 = call i32 @mk(i32 noundef 0, i8 noundef signext 0, i64 noundef 0, i32 noundef -1, i32 noundef -1), !dbg !552
  store i32 %34, i32* %1, align 4, !dbg !553
  br label %35, !dbg !553

35:                                               ; preds = %33, %29, %22, %14, %7
  %36 = load i32, i32* %1, align 4, !dbg !554
  ret i32 %36, !dbg !554
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @prec(i8 noundef signext %0) #0 !dbg !555 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !558, metadata !DIExpression()), !dbg !559
  %4 = load i8, i8* %3, align 1, !dbg !560
  %5 = sext i8 %4 to i32, !dbg !560
  switch i32 %5, label %9 [
    i32 42, label %6
    i32 47, label %6
    i32 37, label %6
    i32 43, label %7
    i32 45, label %7
    i32 60, label %8
    i32 62, label %8
    i32 61, label %8
  ], !dbg !561

6:                                                ; preds = %1, %1, %1
  store i32 3, i32* %2, align 4, !dbg !562
  br label %10, !dbg !562

7:                                                ; preds = %1, %1
  store i32 2, i32* %2, align 4, !dbg !564
  br label %10, !dbg !564

8:                                                ; preds = %1, %1, %1
  store i32 1, i32* %2, align 4, !dbg !565
  br label %10, !dbg !565

9:                                                ; preds = %1
  store i32 0, i32* %2, align 4, !dbg !566
  br label %10, !dbg !566

10:                                               ; preds = %9, %8, %7, %6
  %11 = load i32, i32* %2, align 4, !dbg !567
  ret i32 %11, !dbg !567
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!73, !74, !75, !76, !77, !78, !79}
!llvm.ident = !{!80}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "src", scope: !2, file: !3, line: 10, type: !71, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !37, globals: !41, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/differential/src/interpreter.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "97241b1d13e795eb087822c5f4f067fd")
!4 = !{!5, !12, !27}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 8, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11}
!8 = !DIEnumerator(name: "T_NUM", value: 0)
!9 = !DIEnumerator(name: "T_ID", value: 1)
!10 = !DIEnumerator(name: "T_OP", value: 2)
!11 = !DIEnumerator(name: "T_END", value: 3)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !13, line: 46, baseType: !6, size: 32, elements: !14)
!13 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!14 = !{!15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26}
!15 = !DIEnumerator(name: "_ISupper", value: 256)
!16 = !DIEnumerator(name: "_ISlower", value: 512)
!17 = !DIEnumerator(name: "_ISalpha", value: 1024)
!18 = !DIEnumerator(name: "_ISdigit", value: 2048)
!19 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!20 = !DIEnumerator(name: "_ISspace", value: 8192)
!21 = !DIEnumerator(name: "_ISprint", value: 16384)
!22 = !DIEnumerator(name: "_ISgraph", value: 32768)
!23 = !DIEnumerator(name: "_ISblank", value: 1)
!24 = !DIEnumerator(name: "_IScntrl", value: 2)
!25 = !DIEnumerator(name: "_ISpunct", value: 4)
!26 = !DIEnumerator(name: "_ISalnum", value: 8)
!27 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 29, baseType: !6, size: 32, elements: !28)
!28 = !{!29, !30, !31, !32, !33, !34, !35, !36}
!29 = !DIEnumerator(name: "N_NUM", value: 0)
!30 = !DIEnumerator(name: "N_VAR", value: 1)
!31 = !DIEnumerator(name: "N_BIN", value: 2)
!32 = !DIEnumerator(name: "N_ASSIGN", value: 3)
!33 = !DIEnumerator(name: "N_WHILE", value: 4)
!34 = !DIEnumerator(name: "N_IF", value: 5)
!35 = !DIEnumerator(name: "N_PRINT", value: 6)
!36 = !DIEnumerator(name: "N_SEQ", value: 7)
!37 = !{!38, !39, !40}
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!40 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!41 = !{!0, !42, !44, !50, !58}
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "nnodes", scope: !2, file: !3, line: 32, type: !38, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "vars", scope: !2, file: !3, line: 12, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 1664, elements: !48)
!47 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!48 = !{!49}
!49 = !DISubrange(count: 26)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "tok", scope: !2, file: !3, line: 11, type: !52, isLocal: true, isDefinition: true)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tok", file: !3, line: 9, size: 192, elements: !53)
!53 = !{!54, !55, !56}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !52, file: !3, line: 9, baseType: !38, size: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !52, file: !3, line: 9, baseType: !47, size: 64, offset: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !52, file: !3, line: 9, baseType: !57, size: 8, offset: 128)
!57 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "nodes", scope: !2, file: !3, line: 31, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 131072, elements: !69)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !3, line: 30, size: 256, elements: !62)
!62 = !{!63, !64, !65, !66, !67, !68}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !61, file: !3, line: 30, baseType: !38, size: 32)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !61, file: !3, line: 30, baseType: !57, size: 8, offset: 32)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !61, file: !3, line: 30, baseType: !47, size: 64, offset: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !61, file: !3, line: 30, baseType: !38, size: 32, offset: 128)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !61, file: !3, line: 30, baseType: !38, size: 32, offset: 160)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !61, file: !3, line: 30, baseType: !38, size: 32, offset: 192)
!69 = !{!70}
!70 = !DISubrange(count: 512)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!73 = !{i32 7, !"Dwarf Version", i32 5}
!74 = !{i32 2, !"Debug Info Version", i32 3}
!75 = !{i32 1, !"wchar_size", i32 4}
!76 = !{i32 7, !"PIC Level", i32 2}
!77 = !{i32 7, !"PIE Level", i32 2}
!78 = !{i32 7, !"uwtable", i32 1}
!79 = !{i32 7, !"frame-pointer", i32 2}
!80 = !{!"Debian clang version 14.0.6"}
!81 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 110, type: !82, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !84)
!82 = !DISubroutineType(types: !83)
!83 = !{!38}
!84 = !{}
!85 = !DILocation(line: 111, column: 3, scope: !81)
!86 = !DILocation(line: 112, column: 3, scope: !81)
!87 = !DILocation(line: 113, column: 3, scope: !81)
!88 = !DILocation(line: 114, column: 3, scope: !81)
!89 = !DILocation(line: 115, column: 3, scope: !81)
!90 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 104, type: !91, scopeLine: 104, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!91 = !DISubroutineType(types: !92)
!92 = !{null, !71}
!93 = !DILocalVariable(name: "program", arg: 1, scope: !90, file: !3, line: 104, type: !71)
!94 = !DILocation(line: 104, column: 29, scope: !90)
!95 = !DILocation(line: 105, column: 9, scope: !90)
!96 = !DILocation(line: 105, column: 7, scope: !90)
!97 = !DILocation(line: 105, column: 25, scope: !90)
!98 = !DILocation(line: 105, column: 30, scope: !90)
!99 = !DILocation(line: 106, column: 3, scope: !90)
!100 = !DILocation(line: 107, column: 3, scope: !90)
!101 = !DILocation(line: 107, column: 14, scope: !90)
!102 = !DILocation(line: 107, column: 19, scope: !90)
!103 = !DILocation(line: 107, column: 34, scope: !90)
!104 = !DILocation(line: 107, column: 29, scope: !90)
!105 = distinct !{!105, !100, !106, !107}
!106 = !DILocation(line: 107, column: 40, scope: !90)
!107 = !{!"llvm.loop.mustprogress"}
!108 = !DILocation(line: 108, column: 1, scope: !90)
!109 = distinct !DISubprogram(name: "next_tok", scope: !3, file: !3, line: 14, type: !110, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!110 = !DISubroutineType(types: !111)
!111 = !{null}
!112 = !DILocation(line: 15, column: 3, scope: !109)
!113 = !DILocation(line: 15, column: 11, scope: !109)
!114 = !DILocation(line: 15, column: 10, scope: !109)
!115 = !DILocation(line: 15, column: 15, scope: !109)
!116 = !DILocation(line: 15, column: 22, scope: !109)
!117 = !DILocation(line: 15, column: 26, scope: !109)
!118 = !DILocation(line: 15, column: 25, scope: !109)
!119 = !DILocation(line: 15, column: 30, scope: !109)
!120 = !DILocation(line: 15, column: 42, scope: !109)
!121 = distinct !{!121, !112, !120, !107}
!122 = !DILocation(line: 16, column: 9, scope: !123)
!123 = distinct !DILexicalBlock(scope: !109, file: !3, line: 16, column: 7)
!124 = !DILocation(line: 16, column: 8, scope: !123)
!125 = !DILocation(line: 16, column: 7, scope: !109)
!126 = !DILocation(line: 16, column: 25, scope: !127)
!127 = distinct !DILexicalBlock(scope: !123, file: !3, line: 16, column: 14)
!128 = !DILocation(line: 16, column: 34, scope: !127)
!129 = !DILocation(line: 17, column: 7, scope: !130)
!130 = distinct !DILexicalBlock(scope: !109, file: !3, line: 17, column: 7)
!131 = !DILocation(line: 17, column: 7, scope: !109)
!132 = !DILocalVariable(name: "v", scope: !133, file: !3, line: 18, type: !47)
!133 = distinct !DILexicalBlock(scope: !130, file: !3, line: 17, column: 37)
!134 = !DILocation(line: 18, column: 10, scope: !133)
!135 = !DILocation(line: 19, column: 5, scope: !133)
!136 = !DILocation(line: 19, column: 12, scope: !133)
!137 = !DILocation(line: 19, column: 46, scope: !133)
!138 = !DILocation(line: 19, column: 48, scope: !133)
!139 = !DILocation(line: 19, column: 60, scope: !133)
!140 = !DILocation(line: 19, column: 56, scope: !133)
!141 = !DILocation(line: 19, column: 63, scope: !133)
!142 = !DILocation(line: 19, column: 55, scope: !133)
!143 = !DILocation(line: 19, column: 53, scope: !133)
!144 = !DILocation(line: 19, column: 44, scope: !133)
!145 = distinct !{!145, !135, !146, !107}
!146 = !DILocation(line: 19, column: 68, scope: !133)
!147 = !DILocation(line: 20, column: 14, scope: !133)
!148 = !DILocation(line: 20, column: 33, scope: !133)
!149 = !DILocation(line: 20, column: 31, scope: !133)
!150 = !DILocation(line: 20, column: 36, scope: !133)
!151 = !DILocation(line: 22, column: 7, scope: !152)
!152 = distinct !DILexicalBlock(scope: !109, file: !3, line: 22, column: 7)
!153 = !DILocation(line: 22, column: 7, scope: !109)
!154 = !DILocation(line: 24, column: 14, scope: !155)
!155 = distinct !DILexicalBlock(scope: !152, file: !3, line: 22, column: 37)
!156 = !DILocation(line: 24, column: 35, scope: !155)
!157 = !DILocation(line: 24, column: 31, scope: !155)
!158 = !DILocation(line: 24, column: 29, scope: !155)
!159 = !DILocation(line: 24, column: 39, scope: !155)
!160 = !DILocation(line: 26, column: 12, scope: !109)
!161 = !DILocation(line: 26, column: 33, scope: !109)
!162 = !DILocation(line: 26, column: 29, scope: !109)
!163 = !DILocation(line: 26, column: 27, scope: !109)
!164 = !DILocation(line: 27, column: 1, scope: !109)
!165 = distinct !DISubprogram(name: "eval", scope: !3, file: !3, line: 82, type: !166, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!166 = !DISubroutineType(types: !167)
!167 = !{!47, !38}
!168 = !DILocalVariable(name: "n", arg: 1, scope: !165, file: !3, line: 82, type: !38)
!169 = !DILocation(line: 82, column: 22, scope: !165)
!170 = !DILocalVariable(name: "x", scope: !165, file: !3, line: 83, type: !171)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!172 = !DILocation(line: 83, column: 16, scope: !165)
!173 = !DILocation(line: 83, column: 27, scope: !165)
!174 = !DILocation(line: 83, column: 21, scope: !165)
!175 = !DILocation(line: 84, column: 11, scope: !165)
!176 = !DILocation(line: 84, column: 14, scope: !165)
!177 = !DILocation(line: 84, column: 3, scope: !165)
!178 = !DILocation(line: 85, column: 22, scope: !179)
!179 = distinct !DILexicalBlock(scope: !165, file: !3, line: 84, column: 20)
!180 = !DILocation(line: 85, column: 25, scope: !179)
!181 = !DILocation(line: 85, column: 15, scope: !179)
!182 = !DILocation(line: 86, column: 27, scope: !179)
!183 = !DILocation(line: 86, column: 30, scope: !179)
!184 = !DILocation(line: 86, column: 33, scope: !179)
!185 = !DILocation(line: 86, column: 22, scope: !179)
!186 = !DILocation(line: 86, column: 15, scope: !179)
!187 = !DILocalVariable(name: "l", scope: !188, file: !3, line: 88, type: !47)
!188 = distinct !DILexicalBlock(scope: !179, file: !3, line: 87, column: 15)
!189 = !DILocation(line: 88, column: 10, scope: !188)
!190 = !DILocation(line: 88, column: 19, scope: !188)
!191 = !DILocation(line: 88, column: 22, scope: !188)
!192 = !DILocation(line: 88, column: 14, scope: !188)
!193 = !DILocalVariable(name: "r", scope: !188, file: !3, line: 88, type: !47)
!194 = !DILocation(line: 88, column: 26, scope: !188)
!195 = !DILocation(line: 88, column: 35, scope: !188)
!196 = !DILocation(line: 88, column: 38, scope: !188)
!197 = !DILocation(line: 88, column: 30, scope: !188)
!198 = !DILocation(line: 89, column: 13, scope: !188)
!199 = !DILocation(line: 89, column: 16, scope: !188)
!200 = !DILocation(line: 89, column: 5, scope: !188)
!201 = !DILocation(line: 90, column: 22, scope: !202)
!202 = distinct !DILexicalBlock(scope: !188, file: !3, line: 89, column: 20)
!203 = !DILocation(line: 90, column: 26, scope: !202)
!204 = !DILocation(line: 90, column: 24, scope: !202)
!205 = !DILocation(line: 90, column: 15, scope: !202)
!206 = !DILocation(line: 90, column: 46, scope: !202)
!207 = !DILocation(line: 90, column: 50, scope: !202)
!208 = !DILocation(line: 90, column: 48, scope: !202)
!209 = !DILocation(line: 90, column: 39, scope: !202)
!210 = !DILocation(line: 90, column: 70, scope: !202)
!211 = !DILocation(line: 90, column: 74, scope: !202)
!212 = !DILocation(line: 90, column: 72, scope: !202)
!213 = !DILocation(line: 90, column: 63, scope: !202)
!214 = !DILocation(line: 91, column: 22, scope: !202)
!215 = !DILocation(line: 91, column: 26, scope: !202)
!216 = !DILocation(line: 91, column: 30, scope: !202)
!217 = !DILocation(line: 91, column: 28, scope: !202)
!218 = !DILocation(line: 91, column: 15, scope: !202)
!219 = !DILocation(line: 91, column: 54, scope: !202)
!220 = !DILocation(line: 91, column: 58, scope: !202)
!221 = !DILocation(line: 91, column: 62, scope: !202)
!222 = !DILocation(line: 91, column: 60, scope: !202)
!223 = !DILocation(line: 91, column: 47, scope: !202)
!224 = !DILocation(line: 92, column: 22, scope: !202)
!225 = !DILocation(line: 92, column: 26, scope: !202)
!226 = !DILocation(line: 92, column: 24, scope: !202)
!227 = !DILocation(line: 92, column: 15, scope: !202)
!228 = !DILocation(line: 92, column: 46, scope: !202)
!229 = !DILocation(line: 92, column: 50, scope: !202)
!230 = !DILocation(line: 92, column: 48, scope: !202)
!231 = !DILocation(line: 92, column: 39, scope: !202)
!232 = !DILocation(line: 92, column: 70, scope: !202)
!233 = !DILocation(line: 92, column: 75, scope: !202)
!234 = !DILocation(line: 92, column: 72, scope: !202)
!235 = !DILocation(line: 92, column: 63, scope: !202)
!236 = !DILocation(line: 94, column: 5, scope: !188)
!237 = !DILocation(line: 96, column: 50, scope: !179)
!238 = !DILocation(line: 96, column: 53, scope: !179)
!239 = !DILocation(line: 96, column: 45, scope: !179)
!240 = !DILocation(line: 96, column: 30, scope: !179)
!241 = !DILocation(line: 96, column: 33, scope: !179)
!242 = !DILocation(line: 96, column: 36, scope: !179)
!243 = !DILocation(line: 96, column: 25, scope: !179)
!244 = !DILocation(line: 96, column: 43, scope: !179)
!245 = !DILocation(line: 96, column: 18, scope: !179)
!246 = !DILocalVariable(name: "c", scope: !247, file: !3, line: 97, type: !47)
!247 = distinct !DILexicalBlock(scope: !179, file: !3, line: 97, column: 17)
!248 = !DILocation(line: 97, column: 24, scope: !247)
!249 = !DILocation(line: 97, column: 31, scope: !247)
!250 = !DILocation(line: 97, column: 43, scope: !247)
!251 = !DILocation(line: 97, column: 46, scope: !247)
!252 = !DILocation(line: 97, column: 38, scope: !247)
!253 = !DILocation(line: 97, column: 56, scope: !254)
!254 = distinct !DILexicalBlock(scope: !255, file: !3, line: 97, column: 56)
!255 = distinct !DILexicalBlock(scope: !247, file: !3, line: 97, column: 50)
!256 = !DILocation(line: 97, column: 59, scope: !254)
!257 = !DILocation(line: 97, column: 61, scope: !254)
!258 = !DILocation(line: 97, column: 56, scope: !255)
!259 = !DILocation(line: 97, column: 72, scope: !254)
!260 = !DILocation(line: 97, column: 75, scope: !254)
!261 = !DILocation(line: 97, column: 67, scope: !254)
!262 = !DILocation(line: 97, column: 80, scope: !255)
!263 = distinct !{!263, !249, !264, !107}
!264 = !DILocation(line: 97, column: 84, scope: !247)
!265 = !DILocation(line: 97, column: 93, scope: !247)
!266 = !DILocation(line: 97, column: 86, scope: !247)
!267 = !DILocation(line: 98, column: 23, scope: !268)
!268 = distinct !DILexicalBlock(scope: !179, file: !3, line: 98, column: 18)
!269 = !DILocation(line: 98, column: 26, scope: !268)
!270 = !DILocation(line: 98, column: 18, scope: !268)
!271 = !DILocation(line: 98, column: 18, scope: !179)
!272 = !DILocation(line: 98, column: 36, scope: !273)
!273 = distinct !DILexicalBlock(scope: !274, file: !3, line: 98, column: 36)
!274 = distinct !DILexicalBlock(scope: !268, file: !3, line: 98, column: 30)
!275 = !DILocation(line: 98, column: 39, scope: !273)
!276 = !DILocation(line: 98, column: 41, scope: !273)
!277 = !DILocation(line: 98, column: 36, scope: !274)
!278 = !DILocation(line: 98, column: 52, scope: !273)
!279 = !DILocation(line: 98, column: 55, scope: !273)
!280 = !DILocation(line: 98, column: 47, scope: !273)
!281 = !DILocation(line: 98, column: 59, scope: !274)
!282 = !DILocation(line: 98, column: 70, scope: !283)
!283 = distinct !DILexicalBlock(scope: !268, file: !3, line: 98, column: 70)
!284 = !DILocation(line: 98, column: 73, scope: !283)
!285 = !DILocation(line: 98, column: 75, scope: !283)
!286 = !DILocation(line: 98, column: 70, scope: !268)
!287 = !DILocation(line: 98, column: 86, scope: !283)
!288 = !DILocation(line: 98, column: 89, scope: !283)
!289 = !DILocation(line: 98, column: 81, scope: !283)
!290 = !DILocation(line: 98, column: 93, scope: !179)
!291 = !DILocation(line: 99, column: 38, scope: !179)
!292 = !DILocation(line: 99, column: 41, scope: !179)
!293 = !DILocation(line: 99, column: 33, scope: !179)
!294 = !DILocation(line: 99, column: 17, scope: !179)
!295 = !DILocation(line: 99, column: 46, scope: !179)
!296 = !DILocation(line: 100, column: 20, scope: !179)
!297 = !DILocation(line: 100, column: 23, scope: !179)
!298 = !DILocation(line: 100, column: 15, scope: !179)
!299 = !DILocation(line: 100, column: 39, scope: !179)
!300 = !DILocation(line: 100, column: 42, scope: !179)
!301 = !DILocation(line: 100, column: 34, scope: !179)
!302 = !DILocation(line: 100, column: 27, scope: !179)
!303 = !DILocation(line: 102, column: 3, scope: !165)
!304 = !DILocation(line: 103, column: 1, scope: !165)
!305 = distinct !DISubprogram(name: "stmt", scope: !3, file: !3, line: 69, type: !82, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!306 = !DILocation(line: 70, column: 11, scope: !307)
!307 = distinct !DILexicalBlock(scope: !305, file: !3, line: 70, column: 7)
!308 = !DILocation(line: 70, column: 16, scope: !307)
!309 = !DILocation(line: 70, column: 24, scope: !307)
!310 = !DILocation(line: 70, column: 32, scope: !307)
!311 = !DILocation(line: 70, column: 28, scope: !307)
!312 = !DILocation(line: 70, column: 35, scope: !307)
!313 = !DILocation(line: 70, column: 42, scope: !307)
!314 = !DILocation(line: 70, column: 49, scope: !307)
!315 = !DILocation(line: 70, column: 45, scope: !307)
!316 = !DILocation(line: 70, column: 52, scope: !307)
!317 = !DILocation(line: 70, column: 7, scope: !305)
!318 = !DILocalVariable(name: "k", scope: !319, file: !3, line: 71, type: !57)
!319 = distinct !DILexicalBlock(scope: !307, file: !3, line: 70, column: 61)
!320 = !DILocation(line: 71, column: 10, scope: !319)
!321 = !DILocation(line: 71, column: 18, scope: !319)
!322 = !DILocation(line: 71, column: 22, scope: !319)
!323 = !DILocalVariable(name: "cond", scope: !319, file: !3, line: 72, type: !38)
!324 = !DILocation(line: 72, column: 9, scope: !319)
!325 = !DILocation(line: 72, column: 16, scope: !319)
!326 = !DILocalVariable(name: "body", scope: !319, file: !3, line: 72, type: !38)
!327 = !DILocation(line: 72, column: 24, scope: !319)
!328 = !DILocation(line: 72, column: 31, scope: !319)
!329 = !DILocalVariable(name: "n", scope: !319, file: !3, line: 73, type: !38)
!330 = !DILocation(line: 73, column: 9, scope: !319)
!331 = !DILocation(line: 73, column: 16, scope: !319)
!332 = !DILocation(line: 73, column: 18, scope: !319)
!333 = !DILocation(line: 73, column: 49, scope: !319)
!334 = !DILocation(line: 73, column: 55, scope: !319)
!335 = !DILocation(line: 73, column: 13, scope: !319)
!336 = !DILocation(line: 74, column: 9, scope: !337)
!337 = distinct !DILexicalBlock(scope: !319, file: !3, line: 74, column: 9)
!338 = !DILocation(line: 74, column: 11, scope: !337)
!339 = !DILocation(line: 74, column: 18, scope: !337)
!340 = !DILocation(line: 74, column: 25, scope: !337)
!341 = !DILocation(line: 74, column: 30, scope: !337)
!342 = !DILocation(line: 74, column: 38, scope: !337)
!343 = !DILocation(line: 74, column: 45, scope: !337)
!344 = !DILocation(line: 74, column: 41, scope: !337)
!345 = !DILocation(line: 74, column: 48, scope: !337)
!346 = !DILocation(line: 74, column: 9, scope: !319)
!347 = !DILocation(line: 74, column: 58, scope: !348)
!348 = distinct !DILexicalBlock(scope: !337, file: !3, line: 74, column: 56)
!349 = !DILocation(line: 74, column: 83, scope: !348)
!350 = !DILocation(line: 74, column: 76, scope: !348)
!351 = !DILocation(line: 74, column: 70, scope: !348)
!352 = !DILocation(line: 74, column: 79, scope: !348)
!353 = !DILocation(line: 74, column: 81, scope: !348)
!354 = !DILocation(line: 74, column: 92, scope: !348)
!355 = !DILocation(line: 75, column: 12, scope: !319)
!356 = !DILocation(line: 75, column: 5, scope: !319)
!357 = !DILocation(line: 77, column: 11, scope: !358)
!358 = distinct !DILexicalBlock(scope: !305, file: !3, line: 77, column: 7)
!359 = !DILocation(line: 77, column: 16, scope: !358)
!360 = !DILocation(line: 77, column: 24, scope: !358)
!361 = !DILocation(line: 77, column: 31, scope: !358)
!362 = !DILocation(line: 77, column: 27, scope: !358)
!363 = !DILocation(line: 77, column: 34, scope: !358)
!364 = !DILocation(line: 77, column: 7, scope: !305)
!365 = !DILocation(line: 77, column: 44, scope: !366)
!366 = distinct !DILexicalBlock(scope: !358, file: !3, line: 77, column: 42)
!367 = !DILocalVariable(name: "e", scope: !366, file: !3, line: 77, type: !38)
!368 = !DILocation(line: 77, column: 60, scope: !366)
!369 = !DILocation(line: 77, column: 64, scope: !366)
!370 = !DILocation(line: 77, column: 72, scope: !366)
!371 = !DILocation(line: 77, column: 109, scope: !366)
!372 = !DILocation(line: 77, column: 91, scope: !366)
!373 = !DILocation(line: 77, column: 84, scope: !366)
!374 = !DILocalVariable(name: "v", scope: !305, file: !3, line: 78, type: !57)
!375 = !DILocation(line: 78, column: 8, scope: !305)
!376 = !DILocation(line: 78, column: 16, scope: !305)
!377 = !DILocation(line: 78, column: 20, scope: !305)
!378 = !DILocation(line: 78, column: 32, scope: !305)
!379 = !DILocalVariable(name: "e", scope: !305, file: !3, line: 79, type: !38)
!380 = !DILocation(line: 79, column: 7, scope: !305)
!381 = !DILocation(line: 79, column: 11, scope: !305)
!382 = !DILocation(line: 79, column: 19, scope: !305)
!383 = !DILocation(line: 80, column: 23, scope: !305)
!384 = !DILocation(line: 80, column: 29, scope: !305)
!385 = !DILocation(line: 80, column: 10, scope: !305)
!386 = !DILocation(line: 80, column: 3, scope: !305)
!387 = !DILocation(line: 81, column: 1, scope: !305)
!388 = distinct !DISubprogram(name: "expr", scope: !3, file: !3, line: 60, type: !82, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!389 = !DILocation(line: 60, column: 32, scope: !388)
!390 = !DILocation(line: 60, column: 25, scope: !388)
!391 = distinct !DISubprogram(name: "block", scope: !3, file: !3, line: 62, type: !82, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!392 = !DILocation(line: 63, column: 3, scope: !391)
!393 = !DILocalVariable(name: "seq", scope: !391, file: !3, line: 64, type: !38)
!394 = !DILocation(line: 64, column: 7, scope: !391)
!395 = !DILocation(line: 65, column: 3, scope: !391)
!396 = !DILocation(line: 65, column: 16, scope: !391)
!397 = !DILocation(line: 65, column: 21, scope: !391)
!398 = !DILocation(line: 65, column: 29, scope: !391)
!399 = !DILocation(line: 65, column: 36, scope: !391)
!400 = !DILocation(line: 65, column: 32, scope: !391)
!401 = !DILocation(line: 65, column: 39, scope: !391)
!402 = !DILocation(line: 0, scope: !391)
!403 = !DILocation(line: 65, column: 10, scope: !391)
!404 = !DILocalVariable(name: "s", scope: !405, file: !3, line: 65, type: !38)
!405 = distinct !DILexicalBlock(scope: !391, file: !3, line: 65, column: 48)
!406 = !DILocation(line: 65, column: 54, scope: !405)
!407 = !DILocation(line: 65, column: 58, scope: !405)
!408 = !DILocation(line: 65, column: 72, scope: !405)
!409 = !DILocation(line: 65, column: 76, scope: !405)
!410 = !DILocation(line: 65, column: 82, scope: !405)
!411 = !DILocation(line: 65, column: 102, scope: !405)
!412 = !DILocation(line: 65, column: 107, scope: !405)
!413 = !DILocation(line: 65, column: 86, scope: !405)
!414 = !DILocation(line: 65, column: 70, scope: !405)
!415 = distinct !{!415, !395, !416, !107}
!416 = !DILocation(line: 65, column: 111, scope: !391)
!417 = !DILocation(line: 66, column: 3, scope: !391)
!418 = !DILocation(line: 67, column: 10, scope: !391)
!419 = !DILocation(line: 67, column: 3, scope: !391)
!420 = distinct !DISubprogram(name: "mk", scope: !3, file: !3, line: 33, type: !421, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!421 = !DISubroutineType(types: !422)
!422 = !{!38, !38, !57, !47, !38, !38}
!423 = !DILocalVariable(name: "kind", arg: 1, scope: !420, file: !3, line: 33, type: !38)
!424 = !DILocation(line: 33, column: 19, scope: !420)
!425 = !DILocalVariable(name: "op", arg: 2, scope: !420, file: !3, line: 33, type: !57)
!426 = !DILocation(line: 33, column: 30, scope: !420)
!427 = !DILocalVariable(name: "num", arg: 3, scope: !420, file: !3, line: 33, type: !47)
!428 = !DILocation(line: 33, column: 39, scope: !420)
!429 = !DILocalVariable(name: "a", arg: 4, scope: !420, file: !3, line: 33, type: !38)
!430 = !DILocation(line: 33, column: 48, scope: !420)
!431 = !DILocalVariable(name: "b", arg: 5, scope: !420, file: !3, line: 33, type: !38)
!432 = !DILocation(line: 33, column: 55, scope: !420)
!433 = !DILocalVariable(name: "n", scope: !420, file: !3, line: 34, type: !171)
!434 = !DILocation(line: 34, column: 16, scope: !420)
!435 = !DILocation(line: 34, column: 27, scope: !420)
!436 = !DILocation(line: 34, column: 21, scope: !420)
!437 = !DILocation(line: 35, column: 13, scope: !420)
!438 = !DILocation(line: 35, column: 3, scope: !420)
!439 = !DILocation(line: 35, column: 6, scope: !420)
!440 = !DILocation(line: 35, column: 11, scope: !420)
!441 = !DILocation(line: 35, column: 27, scope: !420)
!442 = !DILocation(line: 35, column: 19, scope: !420)
!443 = !DILocation(line: 35, column: 22, scope: !420)
!444 = !DILocation(line: 35, column: 25, scope: !420)
!445 = !DILocation(line: 35, column: 40, scope: !420)
!446 = !DILocation(line: 35, column: 31, scope: !420)
!447 = !DILocation(line: 35, column: 34, scope: !420)
!448 = !DILocation(line: 35, column: 38, scope: !420)
!449 = !DILocation(line: 35, column: 52, scope: !420)
!450 = !DILocation(line: 35, column: 45, scope: !420)
!451 = !DILocation(line: 35, column: 48, scope: !420)
!452 = !DILocation(line: 35, column: 50, scope: !420)
!453 = !DILocation(line: 35, column: 62, scope: !420)
!454 = !DILocation(line: 35, column: 55, scope: !420)
!455 = !DILocation(line: 35, column: 58, scope: !420)
!456 = !DILocation(line: 35, column: 60, scope: !420)
!457 = !DILocation(line: 35, column: 65, scope: !420)
!458 = !DILocation(line: 35, column: 68, scope: !420)
!459 = !DILocation(line: 35, column: 70, scope: !420)
!460 = !DILocation(line: 36, column: 16, scope: !420)
!461 = !DILocation(line: 36, column: 3, scope: !420)
!462 = distinct !DISubprogram(name: "binary", scope: !3, file: !3, line: 51, type: !463, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!463 = !DISubroutineType(types: !464)
!464 = !{!38, !38}
!465 = !DILocalVariable(name: "minp", arg: 1, scope: !462, file: !3, line: 51, type: !38)
!466 = !DILocation(line: 51, column: 23, scope: !462)
!467 = !DILocalVariable(name: "lhs", scope: !462, file: !3, line: 52, type: !38)
!468 = !DILocation(line: 52, column: 7, scope: !462)
!469 = !DILocation(line: 52, column: 13, scope: !462)
!470 = !DILocation(line: 53, column: 3, scope: !462)
!471 = !DILocation(line: 53, column: 14, scope: !462)
!472 = !DILocation(line: 53, column: 19, scope: !462)
!473 = !DILocation(line: 53, column: 27, scope: !462)
!474 = !DILocation(line: 53, column: 39, scope: !462)
!475 = !DILocation(line: 53, column: 30, scope: !462)
!476 = !DILocation(line: 53, column: 46, scope: !462)
!477 = !DILocation(line: 53, column: 43, scope: !462)
!478 = !DILocation(line: 53, column: 51, scope: !462)
!479 = !DILocation(line: 53, column: 63, scope: !462)
!480 = !DILocation(line: 53, column: 54, scope: !462)
!481 = !DILocation(line: 53, column: 67, scope: !462)
!482 = !DILocation(line: 0, scope: !462)
!483 = !DILocalVariable(name: "op", scope: !484, file: !3, line: 54, type: !57)
!484 = distinct !DILexicalBlock(scope: !462, file: !3, line: 53, column: 72)
!485 = !DILocation(line: 54, column: 10, scope: !484)
!486 = !DILocation(line: 54, column: 19, scope: !484)
!487 = !DILocation(line: 54, column: 23, scope: !484)
!488 = !DILocalVariable(name: "rhs", scope: !484, file: !3, line: 55, type: !38)
!489 = !DILocation(line: 55, column: 9, scope: !484)
!490 = !DILocation(line: 55, column: 27, scope: !484)
!491 = !DILocation(line: 55, column: 22, scope: !484)
!492 = !DILocation(line: 55, column: 31, scope: !484)
!493 = !DILocation(line: 55, column: 15, scope: !484)
!494 = !DILocation(line: 56, column: 21, scope: !484)
!495 = !DILocation(line: 56, column: 28, scope: !484)
!496 = !DILocation(line: 56, column: 33, scope: !484)
!497 = !DILocation(line: 56, column: 11, scope: !484)
!498 = !DILocation(line: 56, column: 9, scope: !484)
!499 = distinct !{!499, !470, !500, !107}
!500 = !DILocation(line: 57, column: 3, scope: !462)
!501 = !DILocation(line: 58, column: 10, scope: !462)
!502 = !DILocation(line: 58, column: 3, scope: !462)
!503 = distinct !DISubprogram(name: "primary", scope: !3, file: !3, line: 40, type: !82, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!504 = !DILocation(line: 41, column: 11, scope: !505)
!505 = distinct !DILexicalBlock(scope: !503, file: !3, line: 41, column: 7)
!506 = !DILocation(line: 41, column: 16, scope: !505)
!507 = !DILocation(line: 41, column: 7, scope: !503)
!508 = !DILocalVariable(name: "n", scope: !509, file: !3, line: 41, type: !38)
!509 = distinct !DILexicalBlock(scope: !505, file: !3, line: 41, column: 26)
!510 = !DILocation(line: 41, column: 32, scope: !509)
!511 = !DILocation(line: 41, column: 53, scope: !509)
!512 = !DILocation(line: 41, column: 36, scope: !509)
!513 = !DILocation(line: 41, column: 67, scope: !509)
!514 = !DILocation(line: 41, column: 86, scope: !509)
!515 = !DILocation(line: 41, column: 79, scope: !509)
!516 = !DILocation(line: 42, column: 11, scope: !517)
!517 = distinct !DILexicalBlock(scope: !503, file: !3, line: 42, column: 7)
!518 = !DILocation(line: 42, column: 16, scope: !517)
!519 = !DILocation(line: 42, column: 7, scope: !503)
!520 = !DILocalVariable(name: "n", scope: !521, file: !3, line: 42, type: !38)
!521 = distinct !DILexicalBlock(scope: !517, file: !3, line: 42, column: 25)
!522 = !DILocation(line: 42, column: 31, scope: !521)
!523 = !DILocation(line: 42, column: 49, scope: !521)
!524 = !DILocation(line: 42, column: 35, scope: !521)
!525 = !DILocation(line: 42, column: 65, scope: !521)
!526 = !DILocation(line: 42, column: 84, scope: !521)
!527 = !DILocation(line: 42, column: 77, scope: !521)
!528 = !DILocation(line: 43, column: 11, scope: !529)
!529 = distinct !DILexicalBlock(scope: !503, file: !3, line: 43, column: 7)
!530 = !DILocation(line: 43, column: 7, scope: !529)
!531 = !DILocation(line: 43, column: 14, scope: !529)
!532 = !DILocation(line: 43, column: 7, scope: !503)
!533 = !DILocation(line: 43, column: 24, scope: !534)
!534 = distinct !DILexicalBlock(scope: !529, file: !3, line: 43, column: 22)
!535 = !DILocalVariable(name: "e", scope: !534, file: !3, line: 43, type: !38)
!536 = !DILocation(line: 43, column: 40, scope: !534)
!537 = !DILocation(line: 43, column: 44, scope: !534)
!538 = !DILocation(line: 43, column: 52, scope: !534)
!539 = !DILocation(line: 43, column: 71, scope: !534)
!540 = !DILocation(line: 43, column: 64, scope: !534)
!541 = !DILocation(line: 44, column: 11, scope: !542)
!542 = distinct !DILexicalBlock(scope: !503, file: !3, line: 44, column: 7)
!543 = !DILocation(line: 44, column: 7, scope: !542)
!544 = !DILocation(line: 44, column: 14, scope: !542)
!545 = !DILocation(line: 44, column: 7, scope: !503)
!546 = !DILocation(line: 44, column: 24, scope: !547)
!547 = distinct !DILexicalBlock(scope: !542, file: !3, line: 44, column: 22)
!548 = !DILocation(line: 44, column: 61, scope: !547)
!549 = !DILocation(line: 44, column: 86, scope: !547)
!550 = !DILocation(line: 44, column: 43, scope: !547)
!551 = !DILocation(line: 44, column: 36, scope: !547)
!552 = !DILocation(line: 45, column: 10, scope: !503)
!553 = !DILocation(line: 45, column: 3, scope: !503)
!554 = !DILocation(line: 46, column: 1, scope: !503)
!555 = distinct !DISubprogram(name: "prec", scope: !3, file: !3, line: 47, type: !556, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!556 = !DISubroutineType(types: !557)
!557 = !{!38, !57}
!558 = !DILocalVariable(name: "op", arg: 1, scope: !555, file: !3, line: 47, type: !57)
!559 = !DILocation(line: 47, column: 22, scope: !555)
!560 = !DILocation(line: 48, column: 11, scope: !555)
!561 = !DILocation(line: 48, column: 3, scope: !555)
!562 = !DILocation(line: 48, column: 47, scope: !563)
!563 = distinct !DILexicalBlock(scope: !555, file: !3, line: 48, column: 15)
!564 = !DILocation(line: 48, column: 77, scope: !563)
!565 = !DILocation(line: 48, column: 117, scope: !563)
!566 = !DILocation(line: 49, column: 3, scope: !555)
!567 = !DILocation(line: 50, column: 1, scope: !555)
