; ModuleID = 'tests/differential/src/interpreter.c'
source_filename = "tests/differential/src/interpreter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Node = type { i32, i8, i64, i32, i32, i32 }

@.str = private unnamed_addr constant [54 x i8] c"a = 10; b = 1; W a > 0 { b = b * a; a = a - 1; } P b;\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [75 x i8] c"n = 30; x = 0; y = 1; W n > 0 { t = x + y; x = y; y = t; n = n - 1; } P x;\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [123 x i8] c"i = 2; c = 0; W i < 200 { j = 2; p = 1; W j * j < i + 1 { I i % j = 0 { p = 0; } j = j + 1; } c = c + p; i = i + 1; } P c;\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [68 x i8] c"a = 0 - 7; I a < 0 { P 0 - a; } E { P a; } P (3 + 4) * (5 - 2) % 4;\00", align 1, !dbg !17
@src = internal unnamed_addr global ptr null, align 8, !dbg !22
@nnodes = internal unnamed_addr global i32 0, align 4, !dbg !63
@vars = internal unnamed_addr global [26 x i64] zeroinitializer, align 16, !dbg !65
@tok.0 = internal unnamed_addr global i32 0, align 8, !dbg !98
@tok.1 = internal unnamed_addr global i64 0, align 8, !dbg !99
@tok.2 = internal unnamed_addr global i8 0, align 8, !dbg !100
@nodes = internal unnamed_addr global [512 x %struct.Node] zeroinitializer, align 16, !dbg !83
@.str.4 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !78

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !108 {
  tail call fastcc void @run(ptr noundef nonnull @.str), !dbg !112
  tail call fastcc void @run(ptr noundef nonnull @.str.1), !dbg !113
  tail call fastcc void @run(ptr noundef nonnull @.str.2), !dbg !114
  tail call fastcc void @run(ptr noundef nonnull @.str.3), !dbg !115
  ret i32 0, !dbg !116
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @run(ptr noundef %0) unnamed_addr #0 !dbg !117 {
  call void @llvm.dbg.value(metadata ptr %0, metadata !121, metadata !DIExpression()), !dbg !122
  store ptr %0, ptr @src, align 8, !dbg !123, !tbaa !124
  store i32 0, ptr @nnodes, align 4, !dbg !128, !tbaa !129
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(208) @vars, i8 0, i64 208, i1 false), !dbg !131
  br label %2, !dbg !132

2:                                                ; preds = %5, %1
  %3 = phi ptr [ %6, %5 ], [ %0, %1 ]
  %4 = load i8, ptr %3, align 1, !dbg !141, !tbaa !142
  switch i8 %4, label %7 [
    i8 32, label %5
    i8 10, label %5
    i8 0, label %44
  ], !dbg !143

5:                                                ; preds = %2, %2
  %6 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !144
  store ptr %6, ptr @src, align 8, !dbg !144, !tbaa !124
  br label %2, !dbg !132, !llvm.loop !145

7:                                                ; preds = %2
  %8 = tail call ptr @__ctype_b_loc() #7, !dbg !147
  %9 = load ptr, ptr %8, align 8, !dbg !147, !tbaa !124
  %10 = zext i8 %4 to i64
  %11 = getelementptr inbounds i16, ptr %9, i64 %10, !dbg !147
  %12 = load i16, ptr %11, align 2, !dbg !147, !tbaa !148
  %13 = zext i16 %12 to i32, !dbg !147
  %14 = and i32 %13, 2048, !dbg !147
  %15 = icmp eq i32 %14, 0, !dbg !147
  br i1 %15, label %37, label %16, !dbg !150

16:                                               ; preds = %7
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !151
  %17 = and i16 %12, 2048, !dbg !152
  %18 = icmp eq i16 %17, 0, !dbg !153
  br i1 %18, label %35, label %19, !dbg !153

19:                                               ; preds = %16, %19
  %20 = phi i8 [ %28, %19 ], [ %4, %16 ]
  %21 = phi i64 [ %27, %19 ], [ 0, %16 ]
  %22 = phi ptr [ %24, %19 ], [ %3, %16 ]
  call void @llvm.dbg.value(metadata i64 %21, metadata !137, metadata !DIExpression()), !dbg !151
  %23 = mul nsw i64 %21, 10, !dbg !154
  %24 = getelementptr inbounds i8, ptr %22, i64 1, !dbg !155
  %25 = sext i8 %20 to i64, !dbg !156
  %26 = add nsw i64 %25, -48, !dbg !157
  %27 = add i64 %26, %23, !dbg !158
  call void @llvm.dbg.value(metadata i64 %27, metadata !137, metadata !DIExpression()), !dbg !151
  %28 = load i8, ptr %24, align 1, !dbg !152, !tbaa !142
  %29 = zext i8 %28 to i64
  %30 = getelementptr inbounds i16, ptr %9, i64 %29, !dbg !152
  %31 = load i16, ptr %30, align 2, !dbg !152, !tbaa !148
  %32 = and i16 %31, 2048, !dbg !152
  %33 = icmp eq i16 %32, 0, !dbg !153
  br i1 %33, label %34, label %19, !dbg !153, !llvm.loop !159

34:                                               ; preds = %19
  store ptr %24, ptr @src, align 8, !dbg !155, !tbaa !124
  br label %35, !dbg !153

35:                                               ; preds = %34, %16
  %36 = phi i64 [ %27, %34 ], [ 0, %16 ], !dbg !151
  store i32 0, ptr @tok.0, align 8, !dbg !161, !tbaa !162
  store i64 %36, ptr @tok.1, align 8, !dbg !165, !tbaa !166
  br label %43

37:                                               ; preds = %7
  %38 = and i32 %13, 512, !dbg !167
  %39 = icmp eq i32 %38, 0, !dbg !167
  %40 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !169
  br i1 %39, label %42, label %41, !dbg !170

41:                                               ; preds = %37
  store i32 1, ptr @tok.0, align 8, !dbg !171, !tbaa !162
  store ptr %40, ptr @src, align 8, !dbg !173, !tbaa !124
  store i8 %4, ptr @tok.2, align 8, !dbg !174, !tbaa !175
  br label %43, !dbg !176

42:                                               ; preds = %37
  store i32 2, ptr @tok.0, align 8, !dbg !177, !tbaa !162
  store ptr %40, ptr @src, align 8, !dbg !178, !tbaa !124
  store i8 %4, ptr @tok.2, align 8, !dbg !179, !tbaa !175
  br label %43, !dbg !180

43:                                               ; preds = %35, %41, %42
  br label %45, !dbg !181

44:                                               ; preds = %2
  store i32 3, ptr @tok.0, align 8, !dbg !182, !tbaa !162
  br label %50, !dbg !181

45:                                               ; preds = %43, %45
  %46 = tail call fastcc i32 @stmt(), !dbg !185
  %47 = tail call fastcc i64 @eval(i32 noundef %46), !dbg !186
  %48 = load i32, ptr @tok.0, align 8, !dbg !187, !tbaa !162
  %49 = icmp eq i32 %48, 3, !dbg !188
  br i1 %49, label %50, label %45, !dbg !181, !llvm.loop !189

50:                                               ; preds = %45, %44
  ret void, !dbg !191
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @eval(i32 noundef %0) unnamed_addr #0 !dbg !192 {
  br label %2, !dbg !205

2:                                                ; preds = %96, %1
  %3 = phi i32 [ %0, %1 ], [ %97, %96 ]
  %4 = phi i1 [ false, %1 ], [ true, %96 ]
  br label %5, !dbg !209

5:                                                ; preds = %2, %103
  %6 = phi i32 [ %108, %103 ], [ %3, %2 ]
  call void @llvm.dbg.value(metadata i32 %6, metadata !196, metadata !DIExpression()), !dbg !210
  %7 = sext i32 %6 to i64, !dbg !211
  %8 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, !dbg !211
  call void @llvm.dbg.value(metadata ptr %8, metadata !197, metadata !DIExpression()), !dbg !210
  %9 = load i32, ptr %8, align 16, !dbg !212, !tbaa !213
  switch i32 %9, label %109 [
    i32 0, label %17
    i32 1, label %20
    i32 2, label %27
    i32 3, label %62
    i32 4, label %10
    i32 5, label %83
    i32 6, label %98
    i32 7, label %103
  ], !dbg !209

10:                                               ; preds = %5
  %11 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 3
  call void @llvm.dbg.value(metadata i64 0, metadata !203, metadata !DIExpression()), !dbg !215
  %12 = load i32, ptr %11, align 16, !dbg !216, !tbaa !217
  %13 = tail call fastcc i64 @eval(i32 noundef %12), !dbg !218
  %14 = icmp eq i64 %13, 0, !dbg !219
  br i1 %14, label %109, label %15, !dbg !219

15:                                               ; preds = %10
  %16 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 4
  br label %72, !dbg !219

17:                                               ; preds = %5
  %18 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 2, !dbg !220
  %19 = load i64, ptr %18, align 8, !dbg !220, !tbaa !221
  br label %109, !dbg !222

20:                                               ; preds = %5
  %21 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 1, !dbg !223
  %22 = load i8, ptr %21, align 4, !dbg !223, !tbaa !224
  %23 = sext i8 %22 to i64, !dbg !225
  %24 = add nsw i64 %23, -97, !dbg !226
  %25 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %24, !dbg !227
  %26 = load i64, ptr %25, align 8, !dbg !227, !tbaa !228
  br label %109, !dbg !229

27:                                               ; preds = %5
  %28 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 3, !dbg !230
  %29 = load i32, ptr %28, align 16, !dbg !230, !tbaa !217
  %30 = tail call fastcc i64 @eval(i32 noundef %29), !dbg !231
  call void @llvm.dbg.value(metadata i64 %30, metadata !199, metadata !DIExpression()), !dbg !232
  %31 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 4, !dbg !233
  %32 = load i32, ptr %31, align 4, !dbg !233, !tbaa !234
  %33 = tail call fastcc i64 @eval(i32 noundef %32), !dbg !235
  call void @llvm.dbg.value(metadata i64 %33, metadata !202, metadata !DIExpression()), !dbg !232
  %34 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 1, !dbg !236
  %35 = load i8, ptr %34, align 4, !dbg !236, !tbaa !224
  %36 = sext i8 %35 to i32, !dbg !237
  switch i32 %36, label %109 [
    i32 43, label %37
    i32 45, label %39
    i32 42, label %41
    i32 47, label %43
    i32 37, label %47
    i32 60, label %51
    i32 62, label %54
    i32 61, label %57
  ], !dbg !238

37:                                               ; preds = %27
  %38 = add nsw i64 %33, %30, !dbg !239
  br label %109, !dbg !241

39:                                               ; preds = %27
  %40 = sub nsw i64 %30, %33, !dbg !242
  br label %109, !dbg !243

41:                                               ; preds = %27
  %42 = mul nsw i64 %33, %30, !dbg !244
  br label %109, !dbg !245

43:                                               ; preds = %27
  %44 = icmp eq i64 %33, 0, !dbg !246
  br i1 %44, label %109, label %45, !dbg !246

45:                                               ; preds = %43
  %46 = sdiv i64 %30, %33, !dbg !247
  br label %109, !dbg !246

47:                                               ; preds = %27
  %48 = icmp eq i64 %33, 0, !dbg !248
  br i1 %48, label %109, label %49, !dbg !248

49:                                               ; preds = %47
  %50 = srem i64 %30, %33, !dbg !249
  br label %109, !dbg !248

51:                                               ; preds = %27
  %52 = icmp slt i64 %30, %33, !dbg !250
  %53 = zext i1 %52 to i64
  br label %109, !dbg !251

54:                                               ; preds = %27
  %55 = icmp sgt i64 %30, %33, !dbg !252
  %56 = zext i1 %55 to i64
  br label %109, !dbg !253

57:                                               ; preds = %27
  %58 = icmp eq i64 %30, %33, !dbg !254
  %59 = zext i1 %58 to i64
  br label %109, !dbg !255

60:                                               ; preds = %98, %62, %109
  %61 = phi i64 [ %111, %109 ], [ %71, %62 ], [ 0, %98 ]
  ret i64 %61, !dbg !256

62:                                               ; preds = %5
  %63 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 3, !dbg !257
  %64 = load i32, ptr %63, align 16, !dbg !257, !tbaa !217
  %65 = tail call fastcc i64 @eval(i32 noundef %64), !dbg !258
  %66 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 1, !dbg !259
  %67 = load i8, ptr %66, align 4, !dbg !259, !tbaa !224
  %68 = sext i8 %67 to i64, !dbg !260
  %69 = add nsw i64 %68, -97, !dbg !261
  %70 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %69, !dbg !262
  store i64 %65, ptr %70, align 8, !dbg !263, !tbaa !228
  %71 = select i1 %4, i64 0, i64 %65
  br label %60

72:                                               ; preds = %15, %78
  %73 = phi i64 [ 0, %15 ], [ %79, %78 ]
  call void @llvm.dbg.value(metadata i64 %73, metadata !203, metadata !DIExpression()), !dbg !215
  %74 = load i32, ptr %16, align 4, !dbg !264, !tbaa !234
  %75 = icmp sgt i32 %74, -1, !dbg !267
  br i1 %75, label %76, label %78, !dbg !268

76:                                               ; preds = %72
  %77 = tail call fastcc i64 @eval(i32 noundef %74), !dbg !269
  br label %78, !dbg !269

78:                                               ; preds = %76, %72
  %79 = add nuw nsw i64 %73, 1, !dbg !270
  call void @llvm.dbg.value(metadata i64 %79, metadata !203, metadata !DIExpression()), !dbg !215
  %80 = load i32, ptr %11, align 16, !dbg !216, !tbaa !217
  %81 = tail call fastcc i64 @eval(i32 noundef %80), !dbg !218
  %82 = icmp eq i64 %81, 0, !dbg !219
  br i1 %82, label %109, label %72, !dbg !219, !llvm.loop !271

83:                                               ; preds = %5
  %84 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 3, !dbg !273
  %85 = load i32, ptr %84, align 16, !dbg !273, !tbaa !217
  %86 = tail call fastcc i64 @eval(i32 noundef %85), !dbg !274
  %87 = icmp eq i64 %86, 0, !dbg !274
  br i1 %87, label %92, label %88, !dbg !275

88:                                               ; preds = %83
  %89 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 4, !dbg !276
  %90 = load i32, ptr %89, align 4, !dbg !276, !tbaa !234
  %91 = icmp sgt i32 %90, -1, !dbg !277
  br i1 %91, label %96, label %109, !dbg !278

92:                                               ; preds = %83
  %93 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 5, !dbg !279
  %94 = load i32, ptr %93, align 8, !dbg !279, !tbaa !281
  %95 = icmp sgt i32 %94, -1, !dbg !282
  br i1 %95, label %96, label %109, !dbg !283

96:                                               ; preds = %92, %88
  %97 = phi i32 [ %90, %88 ], [ %94, %92 ]
  br label %2, !dbg !209

98:                                               ; preds = %5
  %99 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 3, !dbg !284
  %100 = load i32, ptr %99, align 16, !dbg !284, !tbaa !217
  %101 = tail call fastcc i64 @eval(i32 noundef %100), !dbg !285
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %101), !dbg !286
  br label %60

103:                                              ; preds = %5
  %104 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 3, !dbg !287
  %105 = load i32, ptr %104, align 16, !dbg !287, !tbaa !217
  %106 = tail call fastcc i64 @eval(i32 noundef %105), !dbg !288
  %107 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7, i32 4, !dbg !289
  %108 = load i32, ptr %107, align 4, !dbg !289, !tbaa !234
  br label %5, !dbg !290

109:                                              ; preds = %88, %92, %5, %78, %10, %37, %39, %41, %51, %54, %57, %43, %45, %47, %49, %27, %20, %17
  %110 = phi i64 [ %26, %20 ], [ %19, %17 ], [ %59, %57 ], [ %56, %54 ], [ %53, %51 ], [ %42, %41 ], [ %40, %39 ], [ %38, %37 ], [ %46, %45 ], [ 0, %43 ], [ %50, %49 ], [ 0, %47 ], [ 0, %27 ], [ 0, %10 ], [ %79, %78 ], [ 0, %5 ], [ 0, %92 ], [ 0, %88 ], !dbg !210
  %111 = select i1 %4, i64 0, i64 %110
  br label %60
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @stmt() unnamed_addr #2 !dbg !291 {
  %1 = load i32, ptr @tok.0, align 8, !dbg !304, !tbaa !162
  %2 = icmp eq i32 %1, 2, !dbg !305
  %3 = load i8, ptr @tok.2, align 8
  br i1 %2, label %4, label %440, !dbg !306

4:                                                ; preds = %0
  %5 = icmp eq i8 %3, 87, !dbg !307
  %6 = icmp eq i8 %3, 73
  switch i8 %3, label %440 [
    i8 87, label %7
    i8 73, label %7
    i8 80, label %342
  ], !dbg !308

7:                                                ; preds = %4, %4
  call void @llvm.dbg.value(metadata i8 %3, metadata !293, metadata !DIExpression()), !dbg !309
  %8 = load ptr, ptr @src, align 8, !tbaa !124
  br label %9, !dbg !310

9:                                                ; preds = %12, %7
  %10 = phi ptr [ %13, %12 ], [ %8, %7 ]
  %11 = load i8, ptr %10, align 1, !dbg !312, !tbaa !142
  switch i8 %11, label %15 [
    i8 32, label %12
    i8 10, label %12
    i8 0, label %14
  ], !dbg !313

12:                                               ; preds = %9, %9
  %13 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !314
  store ptr %13, ptr @src, align 8, !dbg !314, !tbaa !124
  br label %9, !dbg !310, !llvm.loop !315

14:                                               ; preds = %9
  store i32 3, ptr @tok.0, align 8, !dbg !316, !tbaa !162
  br label %51, !dbg !317

15:                                               ; preds = %9
  %16 = tail call ptr @__ctype_b_loc() #7, !dbg !318
  %17 = load ptr, ptr %16, align 8, !dbg !318, !tbaa !124
  %18 = zext i8 %11 to i64
  %19 = getelementptr inbounds i16, ptr %17, i64 %18, !dbg !318
  %20 = load i16, ptr %19, align 2, !dbg !318, !tbaa !148
  %21 = zext i16 %20 to i32, !dbg !318
  %22 = and i32 %21, 2048, !dbg !318
  %23 = icmp eq i32 %22, 0, !dbg !318
  br i1 %23, label %45, label %24, !dbg !319

24:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !320
  %25 = and i16 %20, 2048, !dbg !321
  %26 = icmp eq i16 %25, 0, !dbg !322
  br i1 %26, label %43, label %27, !dbg !322

27:                                               ; preds = %24, %27
  %28 = phi i8 [ %36, %27 ], [ %11, %24 ]
  %29 = phi i64 [ %35, %27 ], [ 0, %24 ]
  %30 = phi ptr [ %32, %27 ], [ %10, %24 ]
  call void @llvm.dbg.value(metadata i64 %29, metadata !137, metadata !DIExpression()), !dbg !320
  %31 = mul nsw i64 %29, 10, !dbg !323
  %32 = getelementptr inbounds i8, ptr %30, i64 1, !dbg !324
  %33 = sext i8 %28 to i64, !dbg !325
  %34 = add nsw i64 %33, -48, !dbg !326
  %35 = add i64 %34, %31, !dbg !327
  call void @llvm.dbg.value(metadata i64 %35, metadata !137, metadata !DIExpression()), !dbg !320
  %36 = load i8, ptr %32, align 1, !dbg !321, !tbaa !142
  %37 = zext i8 %36 to i64
  %38 = getelementptr inbounds i16, ptr %17, i64 %37, !dbg !321
  %39 = load i16, ptr %38, align 2, !dbg !321, !tbaa !148
  %40 = and i16 %39, 2048, !dbg !321
  %41 = icmp eq i16 %40, 0, !dbg !322
  br i1 %41, label %42, label %27, !dbg !322, !llvm.loop !328

42:                                               ; preds = %27
  store ptr %32, ptr @src, align 8, !dbg !324, !tbaa !124
  br label %43, !dbg !322

43:                                               ; preds = %42, %24
  %44 = phi i64 [ %35, %42 ], [ 0, %24 ], !dbg !320
  store i32 0, ptr @tok.0, align 8, !dbg !330, !tbaa !162
  store i64 %44, ptr @tok.1, align 8, !dbg !331, !tbaa !166
  br label %51

45:                                               ; preds = %15
  %46 = and i32 %21, 512, !dbg !332
  %47 = icmp eq i32 %46, 0, !dbg !332
  %48 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !333
  br i1 %47, label %50, label %49, !dbg !334

49:                                               ; preds = %45
  store i32 1, ptr @tok.0, align 8, !dbg !335, !tbaa !162
  store ptr %48, ptr @src, align 8, !dbg !336, !tbaa !124
  store i8 %11, ptr @tok.2, align 8, !dbg !337, !tbaa !175
  br label %51, !dbg !338

50:                                               ; preds = %45
  store i32 2, ptr @tok.0, align 8, !dbg !339, !tbaa !162
  store ptr %48, ptr @src, align 8, !dbg !340, !tbaa !124
  store i8 %11, ptr @tok.2, align 8, !dbg !341, !tbaa !175
  br label %51, !dbg !342

51:                                               ; preds = %14, %43, %49, %50
  %52 = tail call fastcc i32 @binary(i32 noundef 1), !dbg !343
  call void @llvm.dbg.value(metadata i32 %52, metadata !296, metadata !DIExpression()), !dbg !309
  %53 = load ptr, ptr @src, align 8, !tbaa !124
  br label %54, !dbg !346

54:                                               ; preds = %57, %51
  %55 = phi ptr [ %58, %57 ], [ %53, %51 ]
  %56 = load i8, ptr %55, align 1, !dbg !354, !tbaa !142
  switch i8 %56, label %60 [
    i8 32, label %57
    i8 10, label %57
    i8 0, label %59
  ], !dbg !355

57:                                               ; preds = %54, %54
  %58 = getelementptr inbounds i8, ptr %55, i64 1, !dbg !356
  store ptr %58, ptr @src, align 8, !dbg !356, !tbaa !124
  br label %54, !dbg !346, !llvm.loop !357

59:                                               ; preds = %54
  store i32 3, ptr @tok.0, align 8, !dbg !358, !tbaa !162
  br label %97, !dbg !359

60:                                               ; preds = %54
  %61 = tail call ptr @__ctype_b_loc() #7, !dbg !360
  %62 = load ptr, ptr %61, align 8, !dbg !360, !tbaa !124
  %63 = zext i8 %56 to i64
  %64 = getelementptr inbounds i16, ptr %62, i64 %63, !dbg !360
  %65 = load i16, ptr %64, align 2, !dbg !360, !tbaa !148
  %66 = zext i16 %65 to i32, !dbg !360
  %67 = and i32 %66, 2048, !dbg !360
  %68 = icmp eq i32 %67, 0, !dbg !360
  br i1 %68, label %90, label %69, !dbg !361

69:                                               ; preds = %60
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !362
  %70 = and i16 %65, 2048, !dbg !363
  %71 = icmp eq i16 %70, 0, !dbg !364
  br i1 %71, label %88, label %72, !dbg !364

72:                                               ; preds = %69, %72
  %73 = phi i8 [ %81, %72 ], [ %56, %69 ]
  %74 = phi i64 [ %80, %72 ], [ 0, %69 ]
  %75 = phi ptr [ %77, %72 ], [ %55, %69 ]
  call void @llvm.dbg.value(metadata i64 %74, metadata !137, metadata !DIExpression()), !dbg !362
  %76 = mul nsw i64 %74, 10, !dbg !365
  %77 = getelementptr inbounds i8, ptr %75, i64 1, !dbg !366
  %78 = sext i8 %73 to i64, !dbg !367
  %79 = add nsw i64 %78, -48, !dbg !368
  %80 = add i64 %79, %76, !dbg !369
  call void @llvm.dbg.value(metadata i64 %80, metadata !137, metadata !DIExpression()), !dbg !362
  %81 = load i8, ptr %77, align 1, !dbg !363, !tbaa !142
  %82 = zext i8 %81 to i64
  %83 = getelementptr inbounds i16, ptr %62, i64 %82, !dbg !363
  %84 = load i16, ptr %83, align 2, !dbg !363, !tbaa !148
  %85 = and i16 %84, 2048, !dbg !363
  %86 = icmp eq i16 %85, 0, !dbg !364
  br i1 %86, label %87, label %72, !dbg !364, !llvm.loop !370

87:                                               ; preds = %72
  store ptr %77, ptr @src, align 8, !dbg !366, !tbaa !124
  br label %88, !dbg !364

88:                                               ; preds = %87, %69
  %89 = phi i64 [ %80, %87 ], [ 0, %69 ], !dbg !362
  store i32 0, ptr @tok.0, align 8, !dbg !372, !tbaa !162
  store i64 %89, ptr @tok.1, align 8, !dbg !373, !tbaa !166
  br label %97

90:                                               ; preds = %60
  %91 = and i32 %66, 512, !dbg !374
  %92 = icmp eq i32 %91, 0, !dbg !374
  %93 = getelementptr inbounds i8, ptr %55, i64 1, !dbg !375
  br i1 %92, label %95, label %94, !dbg !376

94:                                               ; preds = %90
  store i32 1, ptr @tok.0, align 8, !dbg !377, !tbaa !162
  store ptr %93, ptr @src, align 8, !dbg !378, !tbaa !124
  store i8 %56, ptr @tok.2, align 8, !dbg !379, !tbaa !175
  br label %97, !dbg !380

95:                                               ; preds = %90
  store i32 2, ptr @tok.0, align 8, !dbg !381, !tbaa !162
  store ptr %93, ptr @src, align 8, !dbg !382, !tbaa !124
  store i8 %56, ptr @tok.2, align 8, !dbg !383, !tbaa !175
  call void @llvm.dbg.value(metadata i32 -1, metadata !350, metadata !DIExpression()), !dbg !384
  %96 = icmp eq i8 %56, 125, !dbg !385
  br i1 %96, label %121, label %97, !dbg !386

97:                                               ; preds = %94, %88, %59, %95
  br label %98, !dbg !386

98:                                               ; preds = %97, %112
  %99 = phi i32 [ %113, %112 ], [ -1, %97 ]
  call void @llvm.dbg.value(metadata i32 %99, metadata !350, metadata !DIExpression()), !dbg !384
  %100 = tail call fastcc i32 @stmt(), !dbg !387
  call void @llvm.dbg.value(metadata i32 %100, metadata !351, metadata !DIExpression()), !dbg !388
  %101 = icmp slt i32 %99, 0, !dbg !389
  br i1 %101, label %112, label %102, !dbg !390

102:                                              ; preds = %98
  call void @llvm.dbg.value(metadata i32 7, metadata !391, metadata !DIExpression()), !dbg !401
  call void @llvm.dbg.value(metadata i8 0, metadata !396, metadata !DIExpression()), !dbg !401
  call void @llvm.dbg.value(metadata i64 0, metadata !397, metadata !DIExpression()), !dbg !401
  call void @llvm.dbg.value(metadata i32 %99, metadata !398, metadata !DIExpression()), !dbg !401
  call void @llvm.dbg.value(metadata i32 %100, metadata !399, metadata !DIExpression()), !dbg !401
  %103 = load i32, ptr @nnodes, align 4, !dbg !403, !tbaa !129
  %104 = sext i32 %103 to i64, !dbg !404
  %105 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %104, !dbg !404
  call void @llvm.dbg.value(metadata ptr %105, metadata !400, metadata !DIExpression()), !dbg !401
  store i32 7, ptr %105, align 16, !dbg !405, !tbaa !213
  %106 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %104, i32 1, !dbg !406
  store i8 0, ptr %106, align 4, !dbg !407, !tbaa !224
  %107 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %104, i32 2, !dbg !408
  store i64 0, ptr %107, align 8, !dbg !409, !tbaa !221
  %108 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %104, i32 3, !dbg !410
  store i32 %99, ptr %108, align 16, !dbg !411, !tbaa !217
  %109 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %104, i32 4, !dbg !412
  store i32 %100, ptr %109, align 4, !dbg !413, !tbaa !234
  %110 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %104, i32 5, !dbg !414
  store i32 -1, ptr %110, align 8, !dbg !415, !tbaa !281
  %111 = add nsw i32 %103, 1, !dbg !416
  store i32 %111, ptr @nnodes, align 4, !dbg !416, !tbaa !129
  br label %112, !dbg !390

112:                                              ; preds = %102, %98
  %113 = phi i32 [ %103, %102 ], [ %100, %98 ], !dbg !390
  call void @llvm.dbg.value(metadata i32 %113, metadata !350, metadata !DIExpression()), !dbg !384
  %114 = load i32, ptr @tok.0, align 8, !dbg !417, !tbaa !162
  %115 = icmp ne i32 %114, 2, !dbg !418
  %116 = load i8, ptr @tok.2, align 8, !dbg !385
  %117 = icmp ne i8 %116, 125, !dbg !385
  %118 = select i1 %115, i1 true, i1 %117, !dbg !419
  br i1 %118, label %98, label %119, !dbg !386, !llvm.loop !420

119:                                              ; preds = %112
  %120 = load ptr, ptr @src, align 8, !tbaa !124
  br label %121

121:                                              ; preds = %119, %95
  %122 = phi ptr [ %93, %95 ], [ %120, %119 ]
  %123 = phi i32 [ -1, %95 ], [ %113, %119 ], !dbg !384
  br label %124, !dbg !422

124:                                              ; preds = %127, %121
  %125 = phi ptr [ %128, %127 ], [ %122, %121 ]
  %126 = load i8, ptr %125, align 1, !dbg !424, !tbaa !142
  switch i8 %126, label %130 [
    i8 32, label %127
    i8 10, label %127
    i8 0, label %129
  ], !dbg !425

127:                                              ; preds = %124, %124
  %128 = getelementptr inbounds i8, ptr %125, i64 1, !dbg !426
  store ptr %128, ptr @src, align 8, !dbg !426, !tbaa !124
  br label %124, !dbg !422, !llvm.loop !427

129:                                              ; preds = %124
  store i32 3, ptr @tok.0, align 8, !dbg !428, !tbaa !162
  br label %167, !dbg !429

130:                                              ; preds = %124
  %131 = tail call ptr @__ctype_b_loc() #7, !dbg !430
  %132 = load ptr, ptr %131, align 8, !dbg !430, !tbaa !124
  %133 = zext i8 %126 to i64
  %134 = getelementptr inbounds i16, ptr %132, i64 %133, !dbg !430
  %135 = load i16, ptr %134, align 2, !dbg !430, !tbaa !148
  %136 = zext i16 %135 to i32, !dbg !430
  %137 = and i32 %136, 2048, !dbg !430
  %138 = icmp eq i32 %137, 0, !dbg !430
  br i1 %138, label %161, label %139, !dbg !431

139:                                              ; preds = %130
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !432
  %140 = and i16 %135, 2048, !dbg !433
  %141 = icmp eq i16 %140, 0, !dbg !434
  br i1 %141, label %158, label %142, !dbg !434

142:                                              ; preds = %139, %142
  %143 = phi i8 [ %151, %142 ], [ %126, %139 ]
  %144 = phi i64 [ %150, %142 ], [ 0, %139 ]
  %145 = phi ptr [ %147, %142 ], [ %125, %139 ]
  call void @llvm.dbg.value(metadata i64 %144, metadata !137, metadata !DIExpression()), !dbg !432
  %146 = mul nsw i64 %144, 10, !dbg !435
  %147 = getelementptr inbounds i8, ptr %145, i64 1, !dbg !436
  %148 = sext i8 %143 to i64, !dbg !437
  %149 = add nsw i64 %148, -48, !dbg !438
  %150 = add i64 %149, %146, !dbg !439
  call void @llvm.dbg.value(metadata i64 %150, metadata !137, metadata !DIExpression()), !dbg !432
  %151 = load i8, ptr %147, align 1, !dbg !433, !tbaa !142
  %152 = zext i8 %151 to i64
  %153 = getelementptr inbounds i16, ptr %132, i64 %152, !dbg !433
  %154 = load i16, ptr %153, align 2, !dbg !433, !tbaa !148
  %155 = and i16 %154, 2048, !dbg !433
  %156 = icmp eq i16 %155, 0, !dbg !434
  br i1 %156, label %157, label %142, !dbg !434, !llvm.loop !440

157:                                              ; preds = %142
  store ptr %147, ptr @src, align 8, !dbg !436, !tbaa !124
  br label %158, !dbg !434

158:                                              ; preds = %157, %139
  %159 = phi ptr [ %147, %157 ], [ %125, %139 ]
  %160 = phi i64 [ %150, %157 ], [ 0, %139 ], !dbg !432
  store i32 0, ptr @tok.0, align 8, !dbg !442, !tbaa !162
  store i64 %160, ptr @tok.1, align 8, !dbg !443, !tbaa !166
  br label %167

161:                                              ; preds = %130
  %162 = and i32 %136, 512, !dbg !444
  %163 = icmp eq i32 %162, 0, !dbg !444
  %164 = getelementptr inbounds i8, ptr %125, i64 1, !dbg !445
  br i1 %163, label %166, label %165, !dbg !446

165:                                              ; preds = %161
  store i32 1, ptr @tok.0, align 8, !dbg !447, !tbaa !162
  store ptr %164, ptr @src, align 8, !dbg !448, !tbaa !124
  store i8 %126, ptr @tok.2, align 8, !dbg !449, !tbaa !175
  br label %167, !dbg !450

166:                                              ; preds = %161
  store i32 2, ptr @tok.0, align 8, !dbg !451, !tbaa !162
  store ptr %164, ptr @src, align 8, !dbg !452, !tbaa !124
  store i8 %126, ptr @tok.2, align 8, !dbg !453, !tbaa !175
  br label %167, !dbg !454

167:                                              ; preds = %129, %158, %165, %166
  %168 = phi ptr [ %125, %129 ], [ %159, %158 ], [ %164, %165 ], [ %164, %166 ]
  %169 = phi i8 [ 125, %129 ], [ 125, %158 ], [ %126, %165 ], [ %126, %166 ]
  %170 = phi i1 [ false, %129 ], [ false, %158 ], [ false, %165 ], [ true, %166 ]
  call void @llvm.dbg.value(metadata i32 %123, metadata !297, metadata !DIExpression()), !dbg !309
  %171 = select i1 %5, i32 4, i32 5, !dbg !455
  call void @llvm.dbg.value(metadata i32 %171, metadata !391, metadata !DIExpression()), !dbg !456
  call void @llvm.dbg.value(metadata i8 0, metadata !396, metadata !DIExpression()), !dbg !456
  call void @llvm.dbg.value(metadata i64 0, metadata !397, metadata !DIExpression()), !dbg !456
  call void @llvm.dbg.value(metadata i32 %52, metadata !398, metadata !DIExpression()), !dbg !456
  call void @llvm.dbg.value(metadata i32 %123, metadata !399, metadata !DIExpression()), !dbg !456
  %172 = load i32, ptr @nnodes, align 4, !dbg !458, !tbaa !129
  %173 = sext i32 %172 to i64, !dbg !459
  %174 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %173, !dbg !459
  call void @llvm.dbg.value(metadata ptr %174, metadata !400, metadata !DIExpression()), !dbg !456
  store i32 %171, ptr %174, align 16, !dbg !460, !tbaa !213
  %175 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %173, i32 1, !dbg !461
  store i8 0, ptr %175, align 4, !dbg !462, !tbaa !224
  %176 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %173, i32 2, !dbg !463
  store i64 0, ptr %176, align 8, !dbg !464, !tbaa !221
  %177 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %173, i32 3, !dbg !465
  store i32 %52, ptr %177, align 16, !dbg !466, !tbaa !217
  %178 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %173, i32 4, !dbg !467
  store i32 %123, ptr %178, align 4, !dbg !468, !tbaa !234
  %179 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %173, i32 5, !dbg !469
  store i32 -1, ptr %179, align 8, !dbg !470, !tbaa !281
  %180 = add nsw i32 %172, 1, !dbg !471
  store i32 %180, ptr @nnodes, align 4, !dbg !471, !tbaa !129
  call void @llvm.dbg.value(metadata i32 %172, metadata !298, metadata !DIExpression()), !dbg !309
  %181 = and i1 %6, %170, !dbg !472
  %182 = icmp eq i8 %169, 69
  %183 = and i1 %181, %182, !dbg !472
  br i1 %183, label %184, label %583, !dbg !472

184:                                              ; preds = %167, %187
  %185 = phi ptr [ %188, %187 ], [ %168, %167 ]
  %186 = load i8, ptr %185, align 1, !dbg !474, !tbaa !142
  switch i8 %186, label %190 [
    i8 32, label %187
    i8 10, label %187
    i8 0, label %189
  ], !dbg !477

187:                                              ; preds = %184, %184
  %188 = getelementptr inbounds i8, ptr %185, i64 1, !dbg !478
  store ptr %188, ptr @src, align 8, !dbg !478, !tbaa !124
  br label %184, !dbg !479, !llvm.loop !480

189:                                              ; preds = %184
  store i32 3, ptr @tok.0, align 8, !dbg !481, !tbaa !162
  br label %227, !dbg !482

190:                                              ; preds = %184
  %191 = tail call ptr @__ctype_b_loc() #7, !dbg !483
  %192 = load ptr, ptr %191, align 8, !dbg !483, !tbaa !124
  %193 = zext i8 %186 to i64
  %194 = getelementptr inbounds i16, ptr %192, i64 %193, !dbg !483
  %195 = load i16, ptr %194, align 2, !dbg !483, !tbaa !148
  %196 = zext i16 %195 to i32, !dbg !483
  %197 = and i32 %196, 2048, !dbg !483
  %198 = icmp eq i32 %197, 0, !dbg !483
  br i1 %198, label %221, label %199, !dbg !484

199:                                              ; preds = %190
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !485
  %200 = and i16 %195, 2048, !dbg !486
  %201 = icmp eq i16 %200, 0, !dbg !487
  br i1 %201, label %218, label %202, !dbg !487

202:                                              ; preds = %199, %202
  %203 = phi i8 [ %211, %202 ], [ %186, %199 ]
  %204 = phi i64 [ %210, %202 ], [ 0, %199 ]
  %205 = phi ptr [ %207, %202 ], [ %185, %199 ]
  call void @llvm.dbg.value(metadata i64 %204, metadata !137, metadata !DIExpression()), !dbg !485
  %206 = mul nsw i64 %204, 10, !dbg !488
  %207 = getelementptr inbounds i8, ptr %205, i64 1, !dbg !489
  %208 = sext i8 %203 to i64, !dbg !490
  %209 = add nsw i64 %208, -48, !dbg !491
  %210 = add i64 %209, %206, !dbg !492
  call void @llvm.dbg.value(metadata i64 %210, metadata !137, metadata !DIExpression()), !dbg !485
  %211 = load i8, ptr %207, align 1, !dbg !486, !tbaa !142
  %212 = zext i8 %211 to i64
  %213 = getelementptr inbounds i16, ptr %192, i64 %212, !dbg !486
  %214 = load i16, ptr %213, align 2, !dbg !486, !tbaa !148
  %215 = and i16 %214, 2048, !dbg !486
  %216 = icmp eq i16 %215, 0, !dbg !487
  br i1 %216, label %217, label %202, !dbg !487, !llvm.loop !493

217:                                              ; preds = %202
  store ptr %207, ptr @src, align 8, !dbg !489, !tbaa !124
  br label %218, !dbg !487

218:                                              ; preds = %217, %199
  %219 = phi ptr [ %207, %217 ], [ %185, %199 ]
  %220 = phi i64 [ %210, %217 ], [ 0, %199 ], !dbg !485
  store i32 0, ptr @tok.0, align 8, !dbg !495, !tbaa !162
  store i64 %220, ptr @tok.1, align 8, !dbg !496, !tbaa !166
  br label %227

221:                                              ; preds = %190
  %222 = and i32 %196, 512, !dbg !497
  %223 = icmp eq i32 %222, 0, !dbg !497
  %224 = getelementptr inbounds i8, ptr %185, i64 1, !dbg !498
  br i1 %223, label %226, label %225, !dbg !499

225:                                              ; preds = %221
  store i32 1, ptr @tok.0, align 8, !dbg !500, !tbaa !162
  store ptr %224, ptr @src, align 8, !dbg !501, !tbaa !124
  store i8 %186, ptr @tok.2, align 8, !dbg !502, !tbaa !175
  br label %227, !dbg !503

226:                                              ; preds = %221
  store i32 2, ptr @tok.0, align 8, !dbg !504, !tbaa !162
  store ptr %224, ptr @src, align 8, !dbg !505, !tbaa !124
  store i8 %186, ptr @tok.2, align 8, !dbg !506, !tbaa !175
  br label %227, !dbg !507

227:                                              ; preds = %189, %218, %225, %226
  %228 = phi ptr [ %224, %226 ], [ %224, %225 ], [ %219, %218 ], [ %185, %189 ]
  br label %229, !dbg !508

229:                                              ; preds = %227, %232
  %230 = phi ptr [ %233, %232 ], [ %228, %227 ]
  %231 = load i8, ptr %230, align 1, !dbg !511, !tbaa !142
  switch i8 %231, label %235 [
    i8 32, label %232
    i8 10, label %232
    i8 0, label %234
  ], !dbg !512

232:                                              ; preds = %229, %229
  %233 = getelementptr inbounds i8, ptr %230, i64 1, !dbg !513
  store ptr %233, ptr @src, align 8, !dbg !513, !tbaa !124
  br label %229, !dbg !508, !llvm.loop !514

234:                                              ; preds = %229
  store i32 3, ptr @tok.0, align 8, !dbg !515, !tbaa !162
  br label %272, !dbg !516

235:                                              ; preds = %229
  %236 = tail call ptr @__ctype_b_loc() #7, !dbg !517
  %237 = load ptr, ptr %236, align 8, !dbg !517, !tbaa !124
  %238 = zext i8 %231 to i64
  %239 = getelementptr inbounds i16, ptr %237, i64 %238, !dbg !517
  %240 = load i16, ptr %239, align 2, !dbg !517, !tbaa !148
  %241 = zext i16 %240 to i32, !dbg !517
  %242 = and i32 %241, 2048, !dbg !517
  %243 = icmp eq i32 %242, 0, !dbg !517
  br i1 %243, label %265, label %244, !dbg !518

244:                                              ; preds = %235
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !519
  %245 = and i16 %240, 2048, !dbg !520
  %246 = icmp eq i16 %245, 0, !dbg !521
  br i1 %246, label %263, label %247, !dbg !521

247:                                              ; preds = %244, %247
  %248 = phi i8 [ %256, %247 ], [ %231, %244 ]
  %249 = phi i64 [ %255, %247 ], [ 0, %244 ]
  %250 = phi ptr [ %252, %247 ], [ %230, %244 ]
  call void @llvm.dbg.value(metadata i64 %249, metadata !137, metadata !DIExpression()), !dbg !519
  %251 = mul nsw i64 %249, 10, !dbg !522
  %252 = getelementptr inbounds i8, ptr %250, i64 1, !dbg !523
  %253 = sext i8 %248 to i64, !dbg !524
  %254 = add nsw i64 %253, -48, !dbg !525
  %255 = add i64 %254, %251, !dbg !526
  call void @llvm.dbg.value(metadata i64 %255, metadata !137, metadata !DIExpression()), !dbg !519
  %256 = load i8, ptr %252, align 1, !dbg !520, !tbaa !142
  %257 = zext i8 %256 to i64
  %258 = getelementptr inbounds i16, ptr %237, i64 %257, !dbg !520
  %259 = load i16, ptr %258, align 2, !dbg !520, !tbaa !148
  %260 = and i16 %259, 2048, !dbg !520
  %261 = icmp eq i16 %260, 0, !dbg !521
  br i1 %261, label %262, label %247, !dbg !521, !llvm.loop !527

262:                                              ; preds = %247
  store ptr %252, ptr @src, align 8, !dbg !523, !tbaa !124
  br label %263, !dbg !521

263:                                              ; preds = %262, %244
  %264 = phi i64 [ %255, %262 ], [ 0, %244 ], !dbg !519
  store i32 0, ptr @tok.0, align 8, !dbg !529, !tbaa !162
  store i64 %264, ptr @tok.1, align 8, !dbg !530, !tbaa !166
  br label %272

265:                                              ; preds = %235
  %266 = and i32 %241, 512, !dbg !531
  %267 = icmp eq i32 %266, 0, !dbg !531
  %268 = getelementptr inbounds i8, ptr %230, i64 1, !dbg !532
  br i1 %267, label %270, label %269, !dbg !533

269:                                              ; preds = %265
  store i32 1, ptr @tok.0, align 8, !dbg !534, !tbaa !162
  store ptr %268, ptr @src, align 8, !dbg !535, !tbaa !124
  store i8 %231, ptr @tok.2, align 8, !dbg !536, !tbaa !175
  br label %272, !dbg !537

270:                                              ; preds = %265
  store i32 2, ptr @tok.0, align 8, !dbg !538, !tbaa !162
  store ptr %268, ptr @src, align 8, !dbg !539, !tbaa !124
  store i8 %231, ptr @tok.2, align 8, !dbg !540, !tbaa !175
  call void @llvm.dbg.value(metadata i32 -1, metadata !350, metadata !DIExpression()), !dbg !541
  %271 = icmp eq i8 %231, 125, !dbg !542
  br i1 %271, label %296, label %272, !dbg !543

272:                                              ; preds = %269, %263, %234, %270
  br label %273, !dbg !543

273:                                              ; preds = %272, %287
  %274 = phi i32 [ %288, %287 ], [ -1, %272 ]
  call void @llvm.dbg.value(metadata i32 %274, metadata !350, metadata !DIExpression()), !dbg !541
  %275 = tail call fastcc i32 @stmt(), !dbg !544
  call void @llvm.dbg.value(metadata i32 %275, metadata !351, metadata !DIExpression()), !dbg !545
  %276 = icmp slt i32 %274, 0, !dbg !546
  br i1 %276, label %287, label %277, !dbg !547

277:                                              ; preds = %273
  call void @llvm.dbg.value(metadata i32 7, metadata !391, metadata !DIExpression()), !dbg !548
  call void @llvm.dbg.value(metadata i8 0, metadata !396, metadata !DIExpression()), !dbg !548
  call void @llvm.dbg.value(metadata i64 0, metadata !397, metadata !DIExpression()), !dbg !548
  call void @llvm.dbg.value(metadata i32 %274, metadata !398, metadata !DIExpression()), !dbg !548
  call void @llvm.dbg.value(metadata i32 %275, metadata !399, metadata !DIExpression()), !dbg !548
  %278 = load i32, ptr @nnodes, align 4, !dbg !550, !tbaa !129
  %279 = sext i32 %278 to i64, !dbg !551
  %280 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %279, !dbg !551
  call void @llvm.dbg.value(metadata ptr %280, metadata !400, metadata !DIExpression()), !dbg !548
  store i32 7, ptr %280, align 16, !dbg !552, !tbaa !213
  %281 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %279, i32 1, !dbg !553
  store i8 0, ptr %281, align 4, !dbg !554, !tbaa !224
  %282 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %279, i32 2, !dbg !555
  store i64 0, ptr %282, align 8, !dbg !556, !tbaa !221
  %283 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %279, i32 3, !dbg !557
  store i32 %274, ptr %283, align 16, !dbg !558, !tbaa !217
  %284 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %279, i32 4, !dbg !559
  store i32 %275, ptr %284, align 4, !dbg !560, !tbaa !234
  %285 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %279, i32 5, !dbg !561
  store i32 -1, ptr %285, align 8, !dbg !562, !tbaa !281
  %286 = add nsw i32 %278, 1, !dbg !563
  store i32 %286, ptr @nnodes, align 4, !dbg !563, !tbaa !129
  br label %287, !dbg !547

287:                                              ; preds = %277, %273
  %288 = phi i32 [ %278, %277 ], [ %275, %273 ], !dbg !547
  call void @llvm.dbg.value(metadata i32 %288, metadata !350, metadata !DIExpression()), !dbg !541
  %289 = load i32, ptr @tok.0, align 8, !dbg !564, !tbaa !162
  %290 = icmp ne i32 %289, 2, !dbg !565
  %291 = load i8, ptr @tok.2, align 8, !dbg !542
  %292 = icmp ne i8 %291, 125, !dbg !542
  %293 = select i1 %290, i1 true, i1 %292, !dbg !566
  br i1 %293, label %273, label %294, !dbg !543, !llvm.loop !567

294:                                              ; preds = %287
  %295 = load ptr, ptr @src, align 8, !tbaa !124
  br label %296

296:                                              ; preds = %294, %270
  %297 = phi ptr [ %268, %270 ], [ %295, %294 ]
  %298 = phi i32 [ -1, %270 ], [ %288, %294 ], !dbg !541
  br label %299, !dbg !569

299:                                              ; preds = %302, %296
  %300 = phi ptr [ %303, %302 ], [ %297, %296 ]
  %301 = load i8, ptr %300, align 1, !dbg !571, !tbaa !142
  switch i8 %301, label %305 [
    i8 32, label %302
    i8 10, label %302
    i8 0, label %304
  ], !dbg !572

302:                                              ; preds = %299, %299
  %303 = getelementptr inbounds i8, ptr %300, i64 1, !dbg !573
  store ptr %303, ptr @src, align 8, !dbg !573, !tbaa !124
  br label %299, !dbg !569, !llvm.loop !574

304:                                              ; preds = %299
  store i32 3, ptr @tok.0, align 8, !dbg !575, !tbaa !162
  br label %341, !dbg !576

305:                                              ; preds = %299
  %306 = tail call ptr @__ctype_b_loc() #7, !dbg !577
  %307 = load ptr, ptr %306, align 8, !dbg !577, !tbaa !124
  %308 = zext i8 %301 to i64
  %309 = getelementptr inbounds i16, ptr %307, i64 %308, !dbg !577
  %310 = load i16, ptr %309, align 2, !dbg !577, !tbaa !148
  %311 = zext i16 %310 to i32, !dbg !577
  %312 = and i32 %311, 2048, !dbg !577
  %313 = icmp eq i32 %312, 0, !dbg !577
  br i1 %313, label %335, label %314, !dbg !578

314:                                              ; preds = %305
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !579
  %315 = and i16 %310, 2048, !dbg !580
  %316 = icmp eq i16 %315, 0, !dbg !581
  br i1 %316, label %333, label %317, !dbg !581

317:                                              ; preds = %314, %317
  %318 = phi i8 [ %326, %317 ], [ %301, %314 ]
  %319 = phi i64 [ %325, %317 ], [ 0, %314 ]
  %320 = phi ptr [ %322, %317 ], [ %300, %314 ]
  call void @llvm.dbg.value(metadata i64 %319, metadata !137, metadata !DIExpression()), !dbg !579
  %321 = mul nsw i64 %319, 10, !dbg !582
  %322 = getelementptr inbounds i8, ptr %320, i64 1, !dbg !583
  %323 = sext i8 %318 to i64, !dbg !584
  %324 = add nsw i64 %323, -48, !dbg !585
  %325 = add i64 %324, %321, !dbg !586
  call void @llvm.dbg.value(metadata i64 %325, metadata !137, metadata !DIExpression()), !dbg !579
  %326 = load i8, ptr %322, align 1, !dbg !580, !tbaa !142
  %327 = zext i8 %326 to i64
  %328 = getelementptr inbounds i16, ptr %307, i64 %327, !dbg !580
  %329 = load i16, ptr %328, align 2, !dbg !580, !tbaa !148
  %330 = and i16 %329, 2048, !dbg !580
  %331 = icmp eq i16 %330, 0, !dbg !581
  br i1 %331, label %332, label %317, !dbg !581, !llvm.loop !587

332:                                              ; preds = %317
  store ptr %322, ptr @src, align 8, !dbg !583, !tbaa !124
  br label %333, !dbg !581

333:                                              ; preds = %332, %314
  %334 = phi i64 [ %325, %332 ], [ 0, %314 ], !dbg !579
  store i32 0, ptr @tok.0, align 8, !dbg !589, !tbaa !162
  store i64 %334, ptr @tok.1, align 8, !dbg !590, !tbaa !166
  br label %341

335:                                              ; preds = %305
  %336 = and i32 %311, 512, !dbg !591
  %337 = icmp eq i32 %336, 0, !dbg !591
  %338 = getelementptr inbounds i8, ptr %300, i64 1, !dbg !592
  br i1 %337, label %340, label %339, !dbg !593

339:                                              ; preds = %335
  store i32 1, ptr @tok.0, align 8, !dbg !594, !tbaa !162
  store ptr %338, ptr @src, align 8, !dbg !595, !tbaa !124
  store i8 %301, ptr @tok.2, align 8, !dbg !596, !tbaa !175
  br label %341, !dbg !597

340:                                              ; preds = %335
  store i32 2, ptr @tok.0, align 8, !dbg !598, !tbaa !162
  store ptr %338, ptr @src, align 8, !dbg !599, !tbaa !124
  store i8 %301, ptr @tok.2, align 8, !dbg !600, !tbaa !175
  br label %341, !dbg !601

341:                                              ; preds = %304, %333, %339, %340
  store i32 %298, ptr %179, align 8, !dbg !602, !tbaa !281
  br label %583, !dbg !603

342:                                              ; preds = %4
  %343 = load ptr, ptr @src, align 8, !tbaa !124
  br label %344, !dbg !604

344:                                              ; preds = %347, %342
  %345 = phi ptr [ %348, %347 ], [ %343, %342 ]
  %346 = load i8, ptr %345, align 1, !dbg !606, !tbaa !142
  switch i8 %346, label %350 [
    i8 32, label %347
    i8 10, label %347
    i8 0, label %349
  ], !dbg !607

347:                                              ; preds = %344, %344
  %348 = getelementptr inbounds i8, ptr %345, i64 1, !dbg !608
  store ptr %348, ptr @src, align 8, !dbg !608, !tbaa !124
  br label %344, !dbg !604, !llvm.loop !609

349:                                              ; preds = %344
  store i32 3, ptr @tok.0, align 8, !dbg !610, !tbaa !162
  br label %386, !dbg !611

350:                                              ; preds = %344
  %351 = tail call ptr @__ctype_b_loc() #7, !dbg !612
  %352 = load ptr, ptr %351, align 8, !dbg !612, !tbaa !124
  %353 = zext i8 %346 to i64
  %354 = getelementptr inbounds i16, ptr %352, i64 %353, !dbg !612
  %355 = load i16, ptr %354, align 2, !dbg !612, !tbaa !148
  %356 = zext i16 %355 to i32, !dbg !612
  %357 = and i32 %356, 2048, !dbg !612
  %358 = icmp eq i32 %357, 0, !dbg !612
  br i1 %358, label %380, label %359, !dbg !613

359:                                              ; preds = %350
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !614
  %360 = and i16 %355, 2048, !dbg !615
  %361 = icmp eq i16 %360, 0, !dbg !616
  br i1 %361, label %378, label %362, !dbg !616

362:                                              ; preds = %359, %362
  %363 = phi i8 [ %371, %362 ], [ %346, %359 ]
  %364 = phi i64 [ %370, %362 ], [ 0, %359 ]
  %365 = phi ptr [ %367, %362 ], [ %345, %359 ]
  call void @llvm.dbg.value(metadata i64 %364, metadata !137, metadata !DIExpression()), !dbg !614
  %366 = mul nsw i64 %364, 10, !dbg !617
  %367 = getelementptr inbounds i8, ptr %365, i64 1, !dbg !618
  %368 = sext i8 %363 to i64, !dbg !619
  %369 = add nsw i64 %368, -48, !dbg !620
  %370 = add i64 %369, %366, !dbg !621
  call void @llvm.dbg.value(metadata i64 %370, metadata !137, metadata !DIExpression()), !dbg !614
  %371 = load i8, ptr %367, align 1, !dbg !615, !tbaa !142
  %372 = zext i8 %371 to i64
  %373 = getelementptr inbounds i16, ptr %352, i64 %372, !dbg !615
  %374 = load i16, ptr %373, align 2, !dbg !615, !tbaa !148
  %375 = and i16 %374, 2048, !dbg !615
  %376 = icmp eq i16 %375, 0, !dbg !616
  br i1 %376, label %377, label %362, !dbg !616, !llvm.loop !622

377:                                              ; preds = %362
  store ptr %367, ptr @src, align 8, !dbg !618, !tbaa !124
  br label %378, !dbg !616

378:                                              ; preds = %377, %359
  %379 = phi i64 [ %370, %377 ], [ 0, %359 ], !dbg !614
  store i32 0, ptr @tok.0, align 8, !dbg !624, !tbaa !162
  store i64 %379, ptr @tok.1, align 8, !dbg !625, !tbaa !166
  br label %386

380:                                              ; preds = %350
  %381 = and i32 %356, 512, !dbg !626
  %382 = icmp eq i32 %381, 0, !dbg !626
  %383 = getelementptr inbounds i8, ptr %345, i64 1, !dbg !627
  br i1 %382, label %385, label %384, !dbg !628

384:                                              ; preds = %380
  store i32 1, ptr @tok.0, align 8, !dbg !629, !tbaa !162
  store ptr %383, ptr @src, align 8, !dbg !630, !tbaa !124
  store i8 %346, ptr @tok.2, align 8, !dbg !631, !tbaa !175
  br label %386, !dbg !632

385:                                              ; preds = %380
  store i32 2, ptr @tok.0, align 8, !dbg !633, !tbaa !162
  store ptr %383, ptr @src, align 8, !dbg !634, !tbaa !124
  store i8 %346, ptr @tok.2, align 8, !dbg !635, !tbaa !175
  br label %386, !dbg !636

386:                                              ; preds = %349, %378, %384, %385
  %387 = tail call fastcc i32 @binary(i32 noundef 1), !dbg !637
  call void @llvm.dbg.value(metadata i32 %387, metadata !299, metadata !DIExpression()), !dbg !639
  %388 = load ptr, ptr @src, align 8, !tbaa !124
  br label %389, !dbg !640

389:                                              ; preds = %392, %386
  %390 = phi ptr [ %393, %392 ], [ %388, %386 ]
  %391 = load i8, ptr %390, align 1, !dbg !642, !tbaa !142
  switch i8 %391, label %395 [
    i8 32, label %392
    i8 10, label %392
    i8 0, label %394
  ], !dbg !643

392:                                              ; preds = %389, %389
  %393 = getelementptr inbounds i8, ptr %390, i64 1, !dbg !644
  store ptr %393, ptr @src, align 8, !dbg !644, !tbaa !124
  br label %389, !dbg !640, !llvm.loop !645

394:                                              ; preds = %389
  store i32 3, ptr @tok.0, align 8, !dbg !646, !tbaa !162
  br label %431, !dbg !647

395:                                              ; preds = %389
  %396 = tail call ptr @__ctype_b_loc() #7, !dbg !648
  %397 = load ptr, ptr %396, align 8, !dbg !648, !tbaa !124
  %398 = zext i8 %391 to i64
  %399 = getelementptr inbounds i16, ptr %397, i64 %398, !dbg !648
  %400 = load i16, ptr %399, align 2, !dbg !648, !tbaa !148
  %401 = zext i16 %400 to i32, !dbg !648
  %402 = and i32 %401, 2048, !dbg !648
  %403 = icmp eq i32 %402, 0, !dbg !648
  br i1 %403, label %425, label %404, !dbg !649

404:                                              ; preds = %395
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !650
  %405 = and i16 %400, 2048, !dbg !651
  %406 = icmp eq i16 %405, 0, !dbg !652
  br i1 %406, label %423, label %407, !dbg !652

407:                                              ; preds = %404, %407
  %408 = phi i8 [ %416, %407 ], [ %391, %404 ]
  %409 = phi i64 [ %415, %407 ], [ 0, %404 ]
  %410 = phi ptr [ %412, %407 ], [ %390, %404 ]
  call void @llvm.dbg.value(metadata i64 %409, metadata !137, metadata !DIExpression()), !dbg !650
  %411 = mul nsw i64 %409, 10, !dbg !653
  %412 = getelementptr inbounds i8, ptr %410, i64 1, !dbg !654
  %413 = sext i8 %408 to i64, !dbg !655
  %414 = add nsw i64 %413, -48, !dbg !656
  %415 = add i64 %414, %411, !dbg !657
  call void @llvm.dbg.value(metadata i64 %415, metadata !137, metadata !DIExpression()), !dbg !650
  %416 = load i8, ptr %412, align 1, !dbg !651, !tbaa !142
  %417 = zext i8 %416 to i64
  %418 = getelementptr inbounds i16, ptr %397, i64 %417, !dbg !651
  %419 = load i16, ptr %418, align 2, !dbg !651, !tbaa !148
  %420 = and i16 %419, 2048, !dbg !651
  %421 = icmp eq i16 %420, 0, !dbg !652
  br i1 %421, label %422, label %407, !dbg !652, !llvm.loop !658

422:                                              ; preds = %407
  store ptr %412, ptr @src, align 8, !dbg !654, !tbaa !124
  br label %423, !dbg !652

423:                                              ; preds = %422, %404
  %424 = phi i64 [ %415, %422 ], [ 0, %404 ], !dbg !650
  store i32 0, ptr @tok.0, align 8, !dbg !660, !tbaa !162
  store i64 %424, ptr @tok.1, align 8, !dbg !661, !tbaa !166
  br label %431

425:                                              ; preds = %395
  %426 = and i32 %401, 512, !dbg !662
  %427 = icmp eq i32 %426, 0, !dbg !662
  %428 = getelementptr inbounds i8, ptr %390, i64 1, !dbg !663
  br i1 %427, label %430, label %429, !dbg !664

429:                                              ; preds = %425
  store i32 1, ptr @tok.0, align 8, !dbg !665, !tbaa !162
  store ptr %428, ptr @src, align 8, !dbg !666, !tbaa !124
  store i8 %391, ptr @tok.2, align 8, !dbg !667, !tbaa !175
  br label %431, !dbg !668

430:                                              ; preds = %425
  store i32 2, ptr @tok.0, align 8, !dbg !669, !tbaa !162
  store ptr %428, ptr @src, align 8, !dbg !670, !tbaa !124
  store i8 %391, ptr @tok.2, align 8, !dbg !671, !tbaa !175
  br label %431, !dbg !672

431:                                              ; preds = %394, %423, %429, %430
  call void @llvm.dbg.value(metadata i32 6, metadata !391, metadata !DIExpression()), !dbg !673
  call void @llvm.dbg.value(metadata i8 0, metadata !396, metadata !DIExpression()), !dbg !673
  call void @llvm.dbg.value(metadata i64 0, metadata !397, metadata !DIExpression()), !dbg !673
  call void @llvm.dbg.value(metadata i32 %387, metadata !398, metadata !DIExpression()), !dbg !673
  call void @llvm.dbg.value(metadata i32 -1, metadata !399, metadata !DIExpression()), !dbg !673
  %432 = load i32, ptr @nnodes, align 4, !dbg !675, !tbaa !129
  %433 = sext i32 %432 to i64, !dbg !676
  %434 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %433, !dbg !676
  call void @llvm.dbg.value(metadata ptr %434, metadata !400, metadata !DIExpression()), !dbg !673
  store i32 6, ptr %434, align 16, !dbg !677, !tbaa !213
  %435 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %433, i32 1, !dbg !678
  store i8 0, ptr %435, align 4, !dbg !679, !tbaa !224
  %436 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %433, i32 2, !dbg !680
  store i64 0, ptr %436, align 8, !dbg !681, !tbaa !221
  %437 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %433, i32 3, !dbg !682
  store i32 %387, ptr %437, align 16, !dbg !683, !tbaa !217
  %438 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %433, i32 4, !dbg !684
  store <2 x i32> <i32 -1, i32 -1>, ptr %438, align 4, !dbg !685, !tbaa !129
  %439 = add nsw i32 %432, 1, !dbg !686
  store i32 %439, ptr @nnodes, align 4, !dbg !686, !tbaa !129
  br label %583

440:                                              ; preds = %4, %0
  call void @llvm.dbg.value(metadata i8 %3, metadata !302, metadata !DIExpression()), !dbg !687
  %441 = load ptr, ptr @src, align 8, !tbaa !124
  br label %442, !dbg !688

442:                                              ; preds = %445, %440
  %443 = phi ptr [ %446, %445 ], [ %441, %440 ]
  %444 = load i8, ptr %443, align 1, !dbg !690, !tbaa !142
  switch i8 %444, label %448 [
    i8 32, label %445
    i8 10, label %445
    i8 0, label %447
  ], !dbg !691

445:                                              ; preds = %442, %442
  %446 = getelementptr inbounds i8, ptr %443, i64 1, !dbg !692
  store ptr %446, ptr @src, align 8, !dbg !692, !tbaa !124
  br label %442, !dbg !688, !llvm.loop !693

447:                                              ; preds = %442
  store i32 3, ptr @tok.0, align 8, !dbg !694, !tbaa !162
  br label %485, !dbg !695

448:                                              ; preds = %442
  %449 = tail call ptr @__ctype_b_loc() #7, !dbg !696
  %450 = load ptr, ptr %449, align 8, !dbg !696, !tbaa !124
  %451 = zext i8 %444 to i64
  %452 = getelementptr inbounds i16, ptr %450, i64 %451, !dbg !696
  %453 = load i16, ptr %452, align 2, !dbg !696, !tbaa !148
  %454 = zext i16 %453 to i32, !dbg !696
  %455 = and i32 %454, 2048, !dbg !696
  %456 = icmp eq i32 %455, 0, !dbg !696
  br i1 %456, label %479, label %457, !dbg !697

457:                                              ; preds = %448
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !698
  %458 = and i16 %453, 2048, !dbg !699
  %459 = icmp eq i16 %458, 0, !dbg !700
  br i1 %459, label %476, label %460, !dbg !700

460:                                              ; preds = %457, %460
  %461 = phi i8 [ %469, %460 ], [ %444, %457 ]
  %462 = phi i64 [ %468, %460 ], [ 0, %457 ]
  %463 = phi ptr [ %465, %460 ], [ %443, %457 ]
  call void @llvm.dbg.value(metadata i64 %462, metadata !137, metadata !DIExpression()), !dbg !698
  %464 = mul nsw i64 %462, 10, !dbg !701
  %465 = getelementptr inbounds i8, ptr %463, i64 1, !dbg !702
  %466 = sext i8 %461 to i64, !dbg !703
  %467 = add nsw i64 %466, -48, !dbg !704
  %468 = add i64 %467, %464, !dbg !705
  call void @llvm.dbg.value(metadata i64 %468, metadata !137, metadata !DIExpression()), !dbg !698
  %469 = load i8, ptr %465, align 1, !dbg !699, !tbaa !142
  %470 = zext i8 %469 to i64
  %471 = getelementptr inbounds i16, ptr %450, i64 %470, !dbg !699
  %472 = load i16, ptr %471, align 2, !dbg !699, !tbaa !148
  %473 = and i16 %472, 2048, !dbg !699
  %474 = icmp eq i16 %473, 0, !dbg !700
  br i1 %474, label %475, label %460, !dbg !700, !llvm.loop !706

475:                                              ; preds = %460
  store ptr %465, ptr @src, align 8, !dbg !702, !tbaa !124
  br label %476, !dbg !700

476:                                              ; preds = %475, %457
  %477 = phi ptr [ %465, %475 ], [ %443, %457 ]
  %478 = phi i64 [ %468, %475 ], [ 0, %457 ], !dbg !698
  store i32 0, ptr @tok.0, align 8, !dbg !708, !tbaa !162
  store i64 %478, ptr @tok.1, align 8, !dbg !709, !tbaa !166
  br label %485

479:                                              ; preds = %448
  %480 = and i32 %454, 512, !dbg !710
  %481 = icmp eq i32 %480, 0, !dbg !710
  %482 = getelementptr inbounds i8, ptr %443, i64 1, !dbg !711
  br i1 %481, label %484, label %483, !dbg !712

483:                                              ; preds = %479
  store i32 1, ptr @tok.0, align 8, !dbg !713, !tbaa !162
  store ptr %482, ptr @src, align 8, !dbg !714, !tbaa !124
  store i8 %444, ptr @tok.2, align 8, !dbg !715, !tbaa !175
  br label %485, !dbg !716

484:                                              ; preds = %479
  store i32 2, ptr @tok.0, align 8, !dbg !717, !tbaa !162
  store ptr %482, ptr @src, align 8, !dbg !718, !tbaa !124
  store i8 %444, ptr @tok.2, align 8, !dbg !719, !tbaa !175
  br label %485, !dbg !720

485:                                              ; preds = %447, %476, %483, %484
  %486 = phi ptr [ %482, %484 ], [ %482, %483 ], [ %477, %476 ], [ %443, %447 ]
  br label %487, !dbg !721

487:                                              ; preds = %485, %490
  %488 = phi ptr [ %491, %490 ], [ %486, %485 ]
  %489 = load i8, ptr %488, align 1, !dbg !723, !tbaa !142
  switch i8 %489, label %493 [
    i8 32, label %490
    i8 10, label %490
    i8 0, label %492
  ], !dbg !724

490:                                              ; preds = %487, %487
  %491 = getelementptr inbounds i8, ptr %488, i64 1, !dbg !725
  store ptr %491, ptr @src, align 8, !dbg !725, !tbaa !124
  br label %487, !dbg !721, !llvm.loop !726

492:                                              ; preds = %487
  store i32 3, ptr @tok.0, align 8, !dbg !727, !tbaa !162
  br label %529, !dbg !728

493:                                              ; preds = %487
  %494 = tail call ptr @__ctype_b_loc() #7, !dbg !729
  %495 = load ptr, ptr %494, align 8, !dbg !729, !tbaa !124
  %496 = zext i8 %489 to i64
  %497 = getelementptr inbounds i16, ptr %495, i64 %496, !dbg !729
  %498 = load i16, ptr %497, align 2, !dbg !729, !tbaa !148
  %499 = zext i16 %498 to i32, !dbg !729
  %500 = and i32 %499, 2048, !dbg !729
  %501 = icmp eq i32 %500, 0, !dbg !729
  br i1 %501, label %523, label %502, !dbg !730

502:                                              ; preds = %493
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !731
  %503 = and i16 %498, 2048, !dbg !732
  %504 = icmp eq i16 %503, 0, !dbg !733
  br i1 %504, label %521, label %505, !dbg !733

505:                                              ; preds = %502, %505
  %506 = phi i8 [ %514, %505 ], [ %489, %502 ]
  %507 = phi i64 [ %513, %505 ], [ 0, %502 ]
  %508 = phi ptr [ %510, %505 ], [ %488, %502 ]
  call void @llvm.dbg.value(metadata i64 %507, metadata !137, metadata !DIExpression()), !dbg !731
  %509 = mul nsw i64 %507, 10, !dbg !734
  %510 = getelementptr inbounds i8, ptr %508, i64 1, !dbg !735
  %511 = sext i8 %506 to i64, !dbg !736
  %512 = add nsw i64 %511, -48, !dbg !737
  %513 = add i64 %512, %509, !dbg !738
  call void @llvm.dbg.value(metadata i64 %513, metadata !137, metadata !DIExpression()), !dbg !731
  %514 = load i8, ptr %510, align 1, !dbg !732, !tbaa !142
  %515 = zext i8 %514 to i64
  %516 = getelementptr inbounds i16, ptr %495, i64 %515, !dbg !732
  %517 = load i16, ptr %516, align 2, !dbg !732, !tbaa !148
  %518 = and i16 %517, 2048, !dbg !732
  %519 = icmp eq i16 %518, 0, !dbg !733
  br i1 %519, label %520, label %505, !dbg !733, !llvm.loop !739

520:                                              ; preds = %505
  store ptr %510, ptr @src, align 8, !dbg !735, !tbaa !124
  br label %521, !dbg !733

521:                                              ; preds = %520, %502
  %522 = phi i64 [ %513, %520 ], [ 0, %502 ], !dbg !731
  store i32 0, ptr @tok.0, align 8, !dbg !741, !tbaa !162
  store i64 %522, ptr @tok.1, align 8, !dbg !742, !tbaa !166
  br label %529

523:                                              ; preds = %493
  %524 = and i32 %499, 512, !dbg !743
  %525 = icmp eq i32 %524, 0, !dbg !743
  %526 = getelementptr inbounds i8, ptr %488, i64 1, !dbg !744
  br i1 %525, label %528, label %527, !dbg !745

527:                                              ; preds = %523
  store i32 1, ptr @tok.0, align 8, !dbg !746, !tbaa !162
  store ptr %526, ptr @src, align 8, !dbg !747, !tbaa !124
  store i8 %489, ptr @tok.2, align 8, !dbg !748, !tbaa !175
  br label %529, !dbg !749

528:                                              ; preds = %523
  store i32 2, ptr @tok.0, align 8, !dbg !750, !tbaa !162
  store ptr %526, ptr @src, align 8, !dbg !751, !tbaa !124
  store i8 %489, ptr @tok.2, align 8, !dbg !752, !tbaa !175
  br label %529, !dbg !753

529:                                              ; preds = %492, %521, %527, %528
  %530 = tail call fastcc i32 @binary(i32 noundef 1), !dbg !754
  call void @llvm.dbg.value(metadata i32 %530, metadata !303, metadata !DIExpression()), !dbg !687
  %531 = load ptr, ptr @src, align 8, !tbaa !124
  br label %532, !dbg !756

532:                                              ; preds = %535, %529
  %533 = phi ptr [ %536, %535 ], [ %531, %529 ]
  %534 = load i8, ptr %533, align 1, !dbg !758, !tbaa !142
  switch i8 %534, label %538 [
    i8 32, label %535
    i8 10, label %535
    i8 0, label %537
  ], !dbg !759

535:                                              ; preds = %532, %532
  %536 = getelementptr inbounds i8, ptr %533, i64 1, !dbg !760
  store ptr %536, ptr @src, align 8, !dbg !760, !tbaa !124
  br label %532, !dbg !756, !llvm.loop !761

537:                                              ; preds = %532
  store i32 3, ptr @tok.0, align 8, !dbg !762, !tbaa !162
  br label %574, !dbg !763

538:                                              ; preds = %532
  %539 = tail call ptr @__ctype_b_loc() #7, !dbg !764
  %540 = load ptr, ptr %539, align 8, !dbg !764, !tbaa !124
  %541 = zext i8 %534 to i64
  %542 = getelementptr inbounds i16, ptr %540, i64 %541, !dbg !764
  %543 = load i16, ptr %542, align 2, !dbg !764, !tbaa !148
  %544 = zext i16 %543 to i32, !dbg !764
  %545 = and i32 %544, 2048, !dbg !764
  %546 = icmp eq i32 %545, 0, !dbg !764
  br i1 %546, label %568, label %547, !dbg !765

547:                                              ; preds = %538
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !766
  %548 = and i16 %543, 2048, !dbg !767
  %549 = icmp eq i16 %548, 0, !dbg !768
  br i1 %549, label %566, label %550, !dbg !768

550:                                              ; preds = %547, %550
  %551 = phi i8 [ %559, %550 ], [ %534, %547 ]
  %552 = phi i64 [ %558, %550 ], [ 0, %547 ]
  %553 = phi ptr [ %555, %550 ], [ %533, %547 ]
  call void @llvm.dbg.value(metadata i64 %552, metadata !137, metadata !DIExpression()), !dbg !766
  %554 = mul nsw i64 %552, 10, !dbg !769
  %555 = getelementptr inbounds i8, ptr %553, i64 1, !dbg !770
  %556 = sext i8 %551 to i64, !dbg !771
  %557 = add nsw i64 %556, -48, !dbg !772
  %558 = add i64 %557, %554, !dbg !773
  call void @llvm.dbg.value(metadata i64 %558, metadata !137, metadata !DIExpression()), !dbg !766
  %559 = load i8, ptr %555, align 1, !dbg !767, !tbaa !142
  %560 = zext i8 %559 to i64
  %561 = getelementptr inbounds i16, ptr %540, i64 %560, !dbg !767
  %562 = load i16, ptr %561, align 2, !dbg !767, !tbaa !148
  %563 = and i16 %562, 2048, !dbg !767
  %564 = icmp eq i16 %563, 0, !dbg !768
  br i1 %564, label %565, label %550, !dbg !768, !llvm.loop !774

565:                                              ; preds = %550
  store ptr %555, ptr @src, align 8, !dbg !770, !tbaa !124
  br label %566, !dbg !768

566:                                              ; preds = %565, %547
  %567 = phi i64 [ %558, %565 ], [ 0, %547 ], !dbg !766
  store i32 0, ptr @tok.0, align 8, !dbg !776, !tbaa !162
  store i64 %567, ptr @tok.1, align 8, !dbg !777, !tbaa !166
  br label %574

568:                                              ; preds = %538
  %569 = and i32 %544, 512, !dbg !778
  %570 = icmp eq i32 %569, 0, !dbg !778
  %571 = getelementptr inbounds i8, ptr %533, i64 1, !dbg !779
  br i1 %570, label %573, label %572, !dbg !780

572:                                              ; preds = %568
  store i32 1, ptr @tok.0, align 8, !dbg !781, !tbaa !162
  store ptr %571, ptr @src, align 8, !dbg !782, !tbaa !124
  store i8 %534, ptr @tok.2, align 8, !dbg !783, !tbaa !175
  br label %574, !dbg !784

573:                                              ; preds = %568
  store i32 2, ptr @tok.0, align 8, !dbg !785, !tbaa !162
  store ptr %571, ptr @src, align 8, !dbg !786, !tbaa !124
  store i8 %534, ptr @tok.2, align 8, !dbg !787, !tbaa !175
  br label %574, !dbg !788

574:                                              ; preds = %537, %566, %572, %573
  call void @llvm.dbg.value(metadata i32 3, metadata !391, metadata !DIExpression()), !dbg !789
  call void @llvm.dbg.value(metadata i8 %3, metadata !396, metadata !DIExpression()), !dbg !789
  call void @llvm.dbg.value(metadata i64 0, metadata !397, metadata !DIExpression()), !dbg !789
  call void @llvm.dbg.value(metadata i32 %530, metadata !398, metadata !DIExpression()), !dbg !789
  call void @llvm.dbg.value(metadata i32 -1, metadata !399, metadata !DIExpression()), !dbg !789
  %575 = load i32, ptr @nnodes, align 4, !dbg !791, !tbaa !129
  %576 = sext i32 %575 to i64, !dbg !792
  %577 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %576, !dbg !792
  call void @llvm.dbg.value(metadata ptr %577, metadata !400, metadata !DIExpression()), !dbg !789
  store i32 3, ptr %577, align 16, !dbg !793, !tbaa !213
  %578 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %576, i32 1, !dbg !794
  store i8 %3, ptr %578, align 4, !dbg !795, !tbaa !224
  %579 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %576, i32 2, !dbg !796
  store i64 0, ptr %579, align 8, !dbg !797, !tbaa !221
  %580 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %576, i32 3, !dbg !798
  store i32 %530, ptr %580, align 16, !dbg !799, !tbaa !217
  %581 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %576, i32 4, !dbg !800
  store <2 x i32> <i32 -1, i32 -1>, ptr %581, align 4, !dbg !801, !tbaa !129
  %582 = add nsw i32 %575, 1, !dbg !802
  store i32 %582, ptr @nnodes, align 4, !dbg !802, !tbaa !129
  br label %583

583:                                              ; preds = %167, %341, %574, %431
  %584 = phi i32 [ %432, %431 ], [ %575, %574 ], [ %172, %341 ], [ %172, %167 ], !dbg !687
  ret i32 %584, !dbg !803
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !804 ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !810 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i32 @binary(i32 noundef %0) unnamed_addr #5 !dbg !815 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !819, metadata !DIExpression()), !dbg !824
  %2 = tail call fastcc i32 @primary(), !dbg !825
  call void @llvm.dbg.value(metadata i32 %2, metadata !820, metadata !DIExpression()), !dbg !824
  %3 = load i32, ptr @tok.0, align 8, !dbg !826, !tbaa !162
  %4 = icmp eq i32 %3, 2, !dbg !827
  br i1 %4, label %5, label %78, !dbg !828

5:                                                ; preds = %1, %64
  %6 = phi i32 [ %67, %64 ], [ %2, %1 ]
  call void @llvm.dbg.value(metadata i32 %6, metadata !820, metadata !DIExpression()), !dbg !824
  %7 = load i8, ptr @tok.2, align 8, !dbg !829, !tbaa !175
  call void @llvm.dbg.value(metadata i8 %7, metadata !830, metadata !DIExpression()), !dbg !835
  %8 = sext i8 %7 to i32, !dbg !837
  switch i32 %8, label %11 [
    i32 42, label %12
    i32 47, label %12
    i32 37, label %12
    i32 43, label %9
    i32 45, label %9
    i32 60, label %10
    i32 62, label %10
    i32 61, label %10
  ], !dbg !838

9:                                                ; preds = %5, %5
  br label %12, !dbg !839

10:                                               ; preds = %5, %5, %5
  br label %12, !dbg !841

11:                                               ; preds = %5
  br label %12, !dbg !842

12:                                               ; preds = %5, %5, %5, %9, %10, %11
  %13 = phi i32 [ 0, %11 ], [ 1, %10 ], [ 2, %9 ], [ 3, %5 ], [ 3, %5 ], [ 3, %5 ], !dbg !835
  %14 = icmp slt i32 %13, %0, !dbg !843
  br i1 %14, label %78, label %15, !dbg !844

15:                                               ; preds = %12
  call void @llvm.dbg.value(metadata i8 %7, metadata !830, metadata !DIExpression()), !dbg !845
  switch i32 %8, label %78 [
    i32 42, label %16
    i32 47, label %16
    i32 37, label %16
    i32 43, label %16
    i32 45, label %16
    i32 60, label %16
    i32 62, label %16
    i32 61, label %16
  ], !dbg !847

16:                                               ; preds = %15, %15, %15, %15, %15, %15, %15, %15
  call void @llvm.dbg.value(metadata i8 %7, metadata !821, metadata !DIExpression()), !dbg !848
  %17 = load ptr, ptr @src, align 8, !tbaa !124
  br label %18, !dbg !849

18:                                               ; preds = %21, %16
  %19 = phi ptr [ %22, %21 ], [ %17, %16 ]
  %20 = load i8, ptr %19, align 1, !dbg !851, !tbaa !142
  switch i8 %20, label %24 [
    i8 32, label %21
    i8 10, label %21
    i8 0, label %23
  ], !dbg !852

21:                                               ; preds = %18, %18
  %22 = getelementptr inbounds i8, ptr %19, i64 1, !dbg !853
  store ptr %22, ptr @src, align 8, !dbg !853, !tbaa !124
  br label %18, !dbg !849, !llvm.loop !854

23:                                               ; preds = %18
  store i32 3, ptr @tok.0, align 8, !dbg !855, !tbaa !162
  br label %60, !dbg !856

24:                                               ; preds = %18
  %25 = tail call ptr @__ctype_b_loc() #7, !dbg !857
  %26 = load ptr, ptr %25, align 8, !dbg !857, !tbaa !124
  %27 = zext i8 %20 to i64
  %28 = getelementptr inbounds i16, ptr %26, i64 %27, !dbg !857
  %29 = load i16, ptr %28, align 2, !dbg !857, !tbaa !148
  %30 = zext i16 %29 to i32, !dbg !857
  %31 = and i32 %30, 2048, !dbg !857
  %32 = icmp eq i32 %31, 0, !dbg !857
  br i1 %32, label %54, label %33, !dbg !858

33:                                               ; preds = %24
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !859
  %34 = and i16 %29, 2048, !dbg !860
  %35 = icmp eq i16 %34, 0, !dbg !861
  br i1 %35, label %52, label %36, !dbg !861

36:                                               ; preds = %33, %36
  %37 = phi i8 [ %45, %36 ], [ %20, %33 ]
  %38 = phi i64 [ %44, %36 ], [ 0, %33 ]
  %39 = phi ptr [ %41, %36 ], [ %19, %33 ]
  call void @llvm.dbg.value(metadata i64 %38, metadata !137, metadata !DIExpression()), !dbg !859
  %40 = mul nsw i64 %38, 10, !dbg !862
  %41 = getelementptr inbounds i8, ptr %39, i64 1, !dbg !863
  %42 = sext i8 %37 to i64, !dbg !864
  %43 = add nsw i64 %42, -48, !dbg !865
  %44 = add i64 %43, %40, !dbg !866
  call void @llvm.dbg.value(metadata i64 %44, metadata !137, metadata !DIExpression()), !dbg !859
  %45 = load i8, ptr %41, align 1, !dbg !860, !tbaa !142
  %46 = zext i8 %45 to i64
  %47 = getelementptr inbounds i16, ptr %26, i64 %46, !dbg !860
  %48 = load i16, ptr %47, align 2, !dbg !860, !tbaa !148
  %49 = and i16 %48, 2048, !dbg !860
  %50 = icmp eq i16 %49, 0, !dbg !861
  br i1 %50, label %51, label %36, !dbg !861, !llvm.loop !867

51:                                               ; preds = %36
  store ptr %41, ptr @src, align 8, !dbg !863, !tbaa !124
  br label %52, !dbg !861

52:                                               ; preds = %51, %33
  %53 = phi i64 [ %44, %51 ], [ 0, %33 ], !dbg !859
  store i32 0, ptr @tok.0, align 8, !dbg !869, !tbaa !162
  store i64 %53, ptr @tok.1, align 8, !dbg !870, !tbaa !166
  br label %60

54:                                               ; preds = %24
  %55 = and i32 %30, 512, !dbg !871
  %56 = icmp eq i32 %55, 0, !dbg !871
  %57 = getelementptr inbounds i8, ptr %19, i64 1, !dbg !872
  br i1 %56, label %59, label %58, !dbg !873

58:                                               ; preds = %54
  store i32 1, ptr @tok.0, align 8, !dbg !874, !tbaa !162
  store ptr %57, ptr @src, align 8, !dbg !875, !tbaa !124
  store i8 %20, ptr @tok.2, align 8, !dbg !876, !tbaa !175
  br label %60, !dbg !877

59:                                               ; preds = %54
  store i32 2, ptr @tok.0, align 8, !dbg !878, !tbaa !162
  store ptr %57, ptr @src, align 8, !dbg !879, !tbaa !124
  store i8 %20, ptr @tok.2, align 8, !dbg !880, !tbaa !175
  br label %60, !dbg !881

60:                                               ; preds = %23, %52, %58, %59
  call void @llvm.dbg.value(metadata i8 %7, metadata !830, metadata !DIExpression()), !dbg !882
  switch i32 %8, label %63 [
    i32 42, label %64
    i32 47, label %64
    i32 37, label %64
    i32 43, label %61
    i32 45, label %61
    i32 60, label %62
    i32 62, label %62
    i32 61, label %62
  ], !dbg !884

61:                                               ; preds = %60, %60
  br label %64, !dbg !885

62:                                               ; preds = %60, %60, %60
  br label %64, !dbg !886

63:                                               ; preds = %60
  br label %64, !dbg !887

64:                                               ; preds = %60, %60, %60, %61, %62, %63
  %65 = phi i32 [ 1, %63 ], [ 2, %62 ], [ 3, %61 ], [ 4, %60 ], [ 4, %60 ], [ 4, %60 ]
  %66 = tail call fastcc i32 @binary(i32 noundef %65), !dbg !888
  call void @llvm.dbg.value(metadata i32 %66, metadata !823, metadata !DIExpression()), !dbg !848
  call void @llvm.dbg.value(metadata i32 2, metadata !391, metadata !DIExpression()), !dbg !889
  call void @llvm.dbg.value(metadata i8 %7, metadata !396, metadata !DIExpression()), !dbg !889
  call void @llvm.dbg.value(metadata i64 0, metadata !397, metadata !DIExpression()), !dbg !889
  call void @llvm.dbg.value(metadata i32 %6, metadata !398, metadata !DIExpression()), !dbg !889
  call void @llvm.dbg.value(metadata i32 %66, metadata !399, metadata !DIExpression()), !dbg !889
  %67 = load i32, ptr @nnodes, align 4, !dbg !891, !tbaa !129
  %68 = sext i32 %67 to i64, !dbg !892
  %69 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %68, !dbg !892
  call void @llvm.dbg.value(metadata ptr %69, metadata !400, metadata !DIExpression()), !dbg !889
  store i32 2, ptr %69, align 16, !dbg !893, !tbaa !213
  %70 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %68, i32 1, !dbg !894
  store i8 %7, ptr %70, align 4, !dbg !895, !tbaa !224
  %71 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %68, i32 2, !dbg !896
  store i64 0, ptr %71, align 8, !dbg !897, !tbaa !221
  %72 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %68, i32 3, !dbg !898
  store i32 %6, ptr %72, align 16, !dbg !899, !tbaa !217
  %73 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %68, i32 4, !dbg !900
  store i32 %66, ptr %73, align 4, !dbg !901, !tbaa !234
  %74 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %68, i32 5, !dbg !902
  store i32 -1, ptr %74, align 8, !dbg !903, !tbaa !281
  %75 = add nsw i32 %67, 1, !dbg !904
  store i32 %75, ptr @nnodes, align 4, !dbg !904, !tbaa !129
  call void @llvm.dbg.value(metadata i32 %67, metadata !820, metadata !DIExpression()), !dbg !824
  %76 = load i32, ptr @tok.0, align 8, !dbg !826, !tbaa !162
  %77 = icmp eq i32 %76, 2, !dbg !827
  br i1 %77, label %5, label %78, !dbg !828, !llvm.loop !905

78:                                               ; preds = %64, %12, %15, %1
  %79 = phi i32 [ %2, %1 ], [ %6, %15 ], [ %6, %12 ], [ %67, %64 ], !dbg !824
  ret i32 %79, !dbg !908
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i32 @primary() unnamed_addr #5 !dbg !909 {
  %1 = load i32, ptr @tok.0, align 8, !dbg !920, !tbaa !162
  switch i32 %1, label %108 [
    i32 0, label %2
    i32 1, label %55
  ], !dbg !921

2:                                                ; preds = %0
  %3 = load i64, ptr @tok.1, align 8, !dbg !922, !tbaa !166
  call void @llvm.dbg.value(metadata i32 0, metadata !391, metadata !DIExpression()), !dbg !923
  call void @llvm.dbg.value(metadata i8 0, metadata !396, metadata !DIExpression()), !dbg !923
  call void @llvm.dbg.value(metadata i64 %3, metadata !397, metadata !DIExpression()), !dbg !923
  call void @llvm.dbg.value(metadata i32 -1, metadata !398, metadata !DIExpression()), !dbg !923
  call void @llvm.dbg.value(metadata i32 -1, metadata !399, metadata !DIExpression()), !dbg !923
  %4 = load i32, ptr @nnodes, align 4, !dbg !925, !tbaa !129
  %5 = sext i32 %4 to i64, !dbg !926
  %6 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %5, !dbg !926
  call void @llvm.dbg.value(metadata ptr %6, metadata !400, metadata !DIExpression()), !dbg !923
  store i32 0, ptr %6, align 16, !dbg !927, !tbaa !213
  %7 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %5, i32 1, !dbg !928
  store i8 0, ptr %7, align 4, !dbg !929, !tbaa !224
  %8 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %5, i32 2, !dbg !930
  store i64 %3, ptr %8, align 8, !dbg !931, !tbaa !221
  %9 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %5, i32 3, !dbg !932
  store <2 x i32> <i32 -1, i32 -1>, ptr %9, align 16, !dbg !933, !tbaa !129
  %10 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %5, i32 5, !dbg !934
  store i32 -1, ptr %10, align 8, !dbg !935, !tbaa !281
  %11 = add nsw i32 %4, 1, !dbg !936
  store i32 %11, ptr @nnodes, align 4, !dbg !936, !tbaa !129
  call void @llvm.dbg.value(metadata i32 %4, metadata !911, metadata !DIExpression()), !dbg !937
  %12 = load ptr, ptr @src, align 8, !tbaa !124
  br label %13, !dbg !938

13:                                               ; preds = %16, %2
  %14 = phi ptr [ %17, %16 ], [ %12, %2 ]
  %15 = load i8, ptr %14, align 1, !dbg !940, !tbaa !142
  switch i8 %15, label %19 [
    i8 32, label %16
    i8 10, label %16
    i8 0, label %18
  ], !dbg !941

16:                                               ; preds = %13, %13
  %17 = getelementptr inbounds i8, ptr %14, i64 1, !dbg !942
  store ptr %17, ptr @src, align 8, !dbg !942, !tbaa !124
  br label %13, !dbg !938, !llvm.loop !943

18:                                               ; preds = %13
  store i32 3, ptr @tok.0, align 8, !dbg !944, !tbaa !162
  br label %243, !dbg !945

19:                                               ; preds = %13
  %20 = tail call ptr @__ctype_b_loc() #7, !dbg !946
  %21 = load ptr, ptr %20, align 8, !dbg !946, !tbaa !124
  %22 = zext i8 %15 to i64
  %23 = getelementptr inbounds i16, ptr %21, i64 %22, !dbg !946
  %24 = load i16, ptr %23, align 2, !dbg !946, !tbaa !148
  %25 = zext i16 %24 to i32, !dbg !946
  %26 = and i32 %25, 2048, !dbg !946
  %27 = icmp eq i32 %26, 0, !dbg !946
  br i1 %27, label %49, label %28, !dbg !947

28:                                               ; preds = %19
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !948
  %29 = and i16 %24, 2048, !dbg !949
  %30 = icmp eq i16 %29, 0, !dbg !950
  br i1 %30, label %47, label %31, !dbg !950

31:                                               ; preds = %28, %31
  %32 = phi i8 [ %40, %31 ], [ %15, %28 ]
  %33 = phi i64 [ %39, %31 ], [ 0, %28 ]
  %34 = phi ptr [ %36, %31 ], [ %14, %28 ]
  call void @llvm.dbg.value(metadata i64 %33, metadata !137, metadata !DIExpression()), !dbg !948
  %35 = mul nsw i64 %33, 10, !dbg !951
  %36 = getelementptr inbounds i8, ptr %34, i64 1, !dbg !952
  %37 = sext i8 %32 to i64, !dbg !953
  %38 = add nsw i64 %37, -48, !dbg !954
  %39 = add i64 %38, %35, !dbg !955
  call void @llvm.dbg.value(metadata i64 %39, metadata !137, metadata !DIExpression()), !dbg !948
  %40 = load i8, ptr %36, align 1, !dbg !949, !tbaa !142
  %41 = zext i8 %40 to i64
  %42 = getelementptr inbounds i16, ptr %21, i64 %41, !dbg !949
  %43 = load i16, ptr %42, align 2, !dbg !949, !tbaa !148
  %44 = and i16 %43, 2048, !dbg !949
  %45 = icmp eq i16 %44, 0, !dbg !950
  br i1 %45, label %46, label %31, !dbg !950, !llvm.loop !956

46:                                               ; preds = %31
  store ptr %36, ptr @src, align 8, !dbg !952, !tbaa !124
  br label %47, !dbg !950

47:                                               ; preds = %46, %28
  %48 = phi i64 [ %39, %46 ], [ 0, %28 ], !dbg !948
  store i32 0, ptr @tok.0, align 8, !dbg !958, !tbaa !162
  store i64 %48, ptr @tok.1, align 8, !dbg !959, !tbaa !166
  br label %243

49:                                               ; preds = %19
  %50 = and i32 %25, 512, !dbg !960
  %51 = icmp eq i32 %50, 0, !dbg !960
  %52 = getelementptr inbounds i8, ptr %14, i64 1, !dbg !961
  br i1 %51, label %54, label %53, !dbg !962

53:                                               ; preds = %49
  store i32 1, ptr @tok.0, align 8, !dbg !963, !tbaa !162
  store ptr %52, ptr @src, align 8, !dbg !964, !tbaa !124
  store i8 %15, ptr @tok.2, align 8, !dbg !965, !tbaa !175
  br label %243, !dbg !966

54:                                               ; preds = %49
  store i32 2, ptr @tok.0, align 8, !dbg !967, !tbaa !162
  store ptr %52, ptr @src, align 8, !dbg !968, !tbaa !124
  store i8 %15, ptr @tok.2, align 8, !dbg !969, !tbaa !175
  br label %243, !dbg !970

55:                                               ; preds = %0
  %56 = load i8, ptr @tok.2, align 8, !dbg !971, !tbaa !175
  call void @llvm.dbg.value(metadata i32 1, metadata !391, metadata !DIExpression()), !dbg !972
  call void @llvm.dbg.value(metadata i8 %56, metadata !396, metadata !DIExpression()), !dbg !972
  call void @llvm.dbg.value(metadata i64 0, metadata !397, metadata !DIExpression()), !dbg !972
  call void @llvm.dbg.value(metadata i32 -1, metadata !398, metadata !DIExpression()), !dbg !972
  call void @llvm.dbg.value(metadata i32 -1, metadata !399, metadata !DIExpression()), !dbg !972
  %57 = load i32, ptr @nnodes, align 4, !dbg !974, !tbaa !129
  %58 = sext i32 %57 to i64, !dbg !975
  %59 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %58, !dbg !975
  call void @llvm.dbg.value(metadata ptr %59, metadata !400, metadata !DIExpression()), !dbg !972
  store i32 1, ptr %59, align 16, !dbg !976, !tbaa !213
  %60 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %58, i32 1, !dbg !977
  store i8 %56, ptr %60, align 4, !dbg !978, !tbaa !224
  %61 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %58, i32 2, !dbg !979
  store i64 0, ptr %61, align 8, !dbg !980, !tbaa !221
  %62 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %58, i32 3, !dbg !981
  store <2 x i32> <i32 -1, i32 -1>, ptr %62, align 16, !dbg !982, !tbaa !129
  %63 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %58, i32 5, !dbg !983
  store i32 -1, ptr %63, align 8, !dbg !984, !tbaa !281
  %64 = add nsw i32 %57, 1, !dbg !985
  store i32 %64, ptr @nnodes, align 4, !dbg !985, !tbaa !129
  call void @llvm.dbg.value(metadata i32 %57, metadata !914, metadata !DIExpression()), !dbg !986
  %65 = load ptr, ptr @src, align 8, !tbaa !124
  br label %66, !dbg !987

66:                                               ; preds = %69, %55
  %67 = phi ptr [ %70, %69 ], [ %65, %55 ]
  %68 = load i8, ptr %67, align 1, !dbg !989, !tbaa !142
  switch i8 %68, label %72 [
    i8 32, label %69
    i8 10, label %69
    i8 0, label %71
  ], !dbg !990

69:                                               ; preds = %66, %66
  %70 = getelementptr inbounds i8, ptr %67, i64 1, !dbg !991
  store ptr %70, ptr @src, align 8, !dbg !991, !tbaa !124
  br label %66, !dbg !987, !llvm.loop !992

71:                                               ; preds = %66
  store i32 3, ptr @tok.0, align 8, !dbg !993, !tbaa !162
  br label %243, !dbg !994

72:                                               ; preds = %66
  %73 = tail call ptr @__ctype_b_loc() #7, !dbg !995
  %74 = load ptr, ptr %73, align 8, !dbg !995, !tbaa !124
  %75 = zext i8 %68 to i64
  %76 = getelementptr inbounds i16, ptr %74, i64 %75, !dbg !995
  %77 = load i16, ptr %76, align 2, !dbg !995, !tbaa !148
  %78 = zext i16 %77 to i32, !dbg !995
  %79 = and i32 %78, 2048, !dbg !995
  %80 = icmp eq i32 %79, 0, !dbg !995
  br i1 %80, label %102, label %81, !dbg !996

81:                                               ; preds = %72
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !997
  %82 = and i16 %77, 2048, !dbg !998
  %83 = icmp eq i16 %82, 0, !dbg !999
  br i1 %83, label %100, label %84, !dbg !999

84:                                               ; preds = %81, %84
  %85 = phi i8 [ %93, %84 ], [ %68, %81 ]
  %86 = phi i64 [ %92, %84 ], [ 0, %81 ]
  %87 = phi ptr [ %89, %84 ], [ %67, %81 ]
  call void @llvm.dbg.value(metadata i64 %86, metadata !137, metadata !DIExpression()), !dbg !997
  %88 = mul nsw i64 %86, 10, !dbg !1000
  %89 = getelementptr inbounds i8, ptr %87, i64 1, !dbg !1001
  %90 = sext i8 %85 to i64, !dbg !1002
  %91 = add nsw i64 %90, -48, !dbg !1003
  %92 = add i64 %91, %88, !dbg !1004
  call void @llvm.dbg.value(metadata i64 %92, metadata !137, metadata !DIExpression()), !dbg !997
  %93 = load i8, ptr %89, align 1, !dbg !998, !tbaa !142
  %94 = zext i8 %93 to i64
  %95 = getelementptr inbounds i16, ptr %74, i64 %94, !dbg !998
  %96 = load i16, ptr %95, align 2, !dbg !998, !tbaa !148
  %97 = and i16 %96, 2048, !dbg !998
  %98 = icmp eq i16 %97, 0, !dbg !999
  br i1 %98, label %99, label %84, !dbg !999, !llvm.loop !1005

99:                                               ; preds = %84
  store ptr %89, ptr @src, align 8, !dbg !1001, !tbaa !124
  br label %100, !dbg !999

100:                                              ; preds = %99, %81
  %101 = phi i64 [ %92, %99 ], [ 0, %81 ], !dbg !997
  store i32 0, ptr @tok.0, align 8, !dbg !1007, !tbaa !162
  store i64 %101, ptr @tok.1, align 8, !dbg !1008, !tbaa !166
  br label %243

102:                                              ; preds = %72
  %103 = and i32 %78, 512, !dbg !1009
  %104 = icmp eq i32 %103, 0, !dbg !1009
  %105 = getelementptr inbounds i8, ptr %67, i64 1, !dbg !1010
  br i1 %104, label %107, label %106, !dbg !1011

106:                                              ; preds = %102
  store i32 1, ptr @tok.0, align 8, !dbg !1012, !tbaa !162
  store ptr %105, ptr @src, align 8, !dbg !1013, !tbaa !124
  store i8 %68, ptr @tok.2, align 8, !dbg !1014, !tbaa !175
  br label %243, !dbg !1015

107:                                              ; preds = %102
  store i32 2, ptr @tok.0, align 8, !dbg !1016, !tbaa !162
  store ptr %105, ptr @src, align 8, !dbg !1017, !tbaa !124
  store i8 %68, ptr @tok.2, align 8, !dbg !1018, !tbaa !175
  br label %243, !dbg !1019

108:                                              ; preds = %0
  %109 = load i8, ptr @tok.2, align 8, !dbg !1020, !tbaa !175
  switch i8 %109, label %264 [
    i8 40, label %110
    i8 45, label %199
  ], !dbg !1021

110:                                              ; preds = %108
  %111 = load ptr, ptr @src, align 8, !tbaa !124
  br label %112, !dbg !1022

112:                                              ; preds = %115, %110
  %113 = phi ptr [ %116, %115 ], [ %111, %110 ]
  %114 = load i8, ptr %113, align 1, !dbg !1024, !tbaa !142
  switch i8 %114, label %118 [
    i8 32, label %115
    i8 10, label %115
    i8 0, label %117
  ], !dbg !1025

115:                                              ; preds = %112, %112
  %116 = getelementptr inbounds i8, ptr %113, i64 1, !dbg !1026
  store ptr %116, ptr @src, align 8, !dbg !1026, !tbaa !124
  br label %112, !dbg !1022, !llvm.loop !1027

117:                                              ; preds = %112
  store i32 3, ptr @tok.0, align 8, !dbg !1028, !tbaa !162
  br label %154, !dbg !1029

118:                                              ; preds = %112
  %119 = tail call ptr @__ctype_b_loc() #7, !dbg !1030
  %120 = load ptr, ptr %119, align 8, !dbg !1030, !tbaa !124
  %121 = zext i8 %114 to i64
  %122 = getelementptr inbounds i16, ptr %120, i64 %121, !dbg !1030
  %123 = load i16, ptr %122, align 2, !dbg !1030, !tbaa !148
  %124 = zext i16 %123 to i32, !dbg !1030
  %125 = and i32 %124, 2048, !dbg !1030
  %126 = icmp eq i32 %125, 0, !dbg !1030
  br i1 %126, label %148, label %127, !dbg !1031

127:                                              ; preds = %118
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !1032
  %128 = and i16 %123, 2048, !dbg !1033
  %129 = icmp eq i16 %128, 0, !dbg !1034
  br i1 %129, label %146, label %130, !dbg !1034

130:                                              ; preds = %127, %130
  %131 = phi i8 [ %139, %130 ], [ %114, %127 ]
  %132 = phi i64 [ %138, %130 ], [ 0, %127 ]
  %133 = phi ptr [ %135, %130 ], [ %113, %127 ]
  call void @llvm.dbg.value(metadata i64 %132, metadata !137, metadata !DIExpression()), !dbg !1032
  %134 = mul nsw i64 %132, 10, !dbg !1035
  %135 = getelementptr inbounds i8, ptr %133, i64 1, !dbg !1036
  %136 = sext i8 %131 to i64, !dbg !1037
  %137 = add nsw i64 %136, -48, !dbg !1038
  %138 = add i64 %137, %134, !dbg !1039
  call void @llvm.dbg.value(metadata i64 %138, metadata !137, metadata !DIExpression()), !dbg !1032
  %139 = load i8, ptr %135, align 1, !dbg !1033, !tbaa !142
  %140 = zext i8 %139 to i64
  %141 = getelementptr inbounds i16, ptr %120, i64 %140, !dbg !1033
  %142 = load i16, ptr %141, align 2, !dbg !1033, !tbaa !148
  %143 = and i16 %142, 2048, !dbg !1033
  %144 = icmp eq i16 %143, 0, !dbg !1034
  br i1 %144, label %145, label %130, !dbg !1034, !llvm.loop !1040

145:                                              ; preds = %130
  store ptr %135, ptr @src, align 8, !dbg !1036, !tbaa !124
  br label %146, !dbg !1034

146:                                              ; preds = %145, %127
  %147 = phi i64 [ %138, %145 ], [ 0, %127 ], !dbg !1032
  store i32 0, ptr @tok.0, align 8, !dbg !1042, !tbaa !162
  store i64 %147, ptr @tok.1, align 8, !dbg !1043, !tbaa !166
  br label %154

148:                                              ; preds = %118
  %149 = and i32 %124, 512, !dbg !1044
  %150 = icmp eq i32 %149, 0, !dbg !1044
  %151 = getelementptr inbounds i8, ptr %113, i64 1, !dbg !1045
  br i1 %150, label %153, label %152, !dbg !1046

152:                                              ; preds = %148
  store i32 1, ptr @tok.0, align 8, !dbg !1047, !tbaa !162
  store ptr %151, ptr @src, align 8, !dbg !1048, !tbaa !124
  store i8 %114, ptr @tok.2, align 8, !dbg !1049, !tbaa !175
  br label %154, !dbg !1050

153:                                              ; preds = %148
  store i32 2, ptr @tok.0, align 8, !dbg !1051, !tbaa !162
  store ptr %151, ptr @src, align 8, !dbg !1052, !tbaa !124
  store i8 %114, ptr @tok.2, align 8, !dbg !1053, !tbaa !175
  br label %154, !dbg !1054

154:                                              ; preds = %117, %146, %152, %153
  %155 = tail call fastcc i32 @binary(i32 noundef 1), !dbg !1055
  call void @llvm.dbg.value(metadata i32 %155, metadata !917, metadata !DIExpression()), !dbg !1057
  %156 = load ptr, ptr @src, align 8, !tbaa !124
  br label %157, !dbg !1058

157:                                              ; preds = %160, %154
  %158 = phi ptr [ %161, %160 ], [ %156, %154 ]
  %159 = load i8, ptr %158, align 1, !dbg !1060, !tbaa !142
  switch i8 %159, label %163 [
    i8 32, label %160
    i8 10, label %160
    i8 0, label %162
  ], !dbg !1061

160:                                              ; preds = %157, %157
  %161 = getelementptr inbounds i8, ptr %158, i64 1, !dbg !1062
  store ptr %161, ptr @src, align 8, !dbg !1062, !tbaa !124
  br label %157, !dbg !1058, !llvm.loop !1063

162:                                              ; preds = %157
  store i32 3, ptr @tok.0, align 8, !dbg !1064, !tbaa !162
  br label %243, !dbg !1065

163:                                              ; preds = %157
  %164 = tail call ptr @__ctype_b_loc() #7, !dbg !1066
  %165 = load ptr, ptr %164, align 8, !dbg !1066, !tbaa !124
  %166 = zext i8 %159 to i64
  %167 = getelementptr inbounds i16, ptr %165, i64 %166, !dbg !1066
  %168 = load i16, ptr %167, align 2, !dbg !1066, !tbaa !148
  %169 = zext i16 %168 to i32, !dbg !1066
  %170 = and i32 %169, 2048, !dbg !1066
  %171 = icmp eq i32 %170, 0, !dbg !1066
  br i1 %171, label %193, label %172, !dbg !1067

172:                                              ; preds = %163
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !1068
  %173 = and i16 %168, 2048, !dbg !1069
  %174 = icmp eq i16 %173, 0, !dbg !1070
  br i1 %174, label %191, label %175, !dbg !1070

175:                                              ; preds = %172, %175
  %176 = phi i8 [ %184, %175 ], [ %159, %172 ]
  %177 = phi i64 [ %183, %175 ], [ 0, %172 ]
  %178 = phi ptr [ %180, %175 ], [ %158, %172 ]
  call void @llvm.dbg.value(metadata i64 %177, metadata !137, metadata !DIExpression()), !dbg !1068
  %179 = mul nsw i64 %177, 10, !dbg !1071
  %180 = getelementptr inbounds i8, ptr %178, i64 1, !dbg !1072
  %181 = sext i8 %176 to i64, !dbg !1073
  %182 = add nsw i64 %181, -48, !dbg !1074
  %183 = add i64 %182, %179, !dbg !1075
  call void @llvm.dbg.value(metadata i64 %183, metadata !137, metadata !DIExpression()), !dbg !1068
  %184 = load i8, ptr %180, align 1, !dbg !1069, !tbaa !142
  %185 = zext i8 %184 to i64
  %186 = getelementptr inbounds i16, ptr %165, i64 %185, !dbg !1069
  %187 = load i16, ptr %186, align 2, !dbg !1069, !tbaa !148
  %188 = and i16 %187, 2048, !dbg !1069
  %189 = icmp eq i16 %188, 0, !dbg !1070
  br i1 %189, label %190, label %175, !dbg !1070, !llvm.loop !1076

190:                                              ; preds = %175
  store ptr %180, ptr @src, align 8, !dbg !1072, !tbaa !124
  br label %191, !dbg !1070

191:                                              ; preds = %190, %172
  %192 = phi i64 [ %183, %190 ], [ 0, %172 ], !dbg !1068
  store i32 0, ptr @tok.0, align 8, !dbg !1078, !tbaa !162
  store i64 %192, ptr @tok.1, align 8, !dbg !1079, !tbaa !166
  br label %243

193:                                              ; preds = %163
  %194 = and i32 %169, 512, !dbg !1080
  %195 = icmp eq i32 %194, 0, !dbg !1080
  %196 = getelementptr inbounds i8, ptr %158, i64 1, !dbg !1081
  br i1 %195, label %198, label %197, !dbg !1082

197:                                              ; preds = %193
  store i32 1, ptr @tok.0, align 8, !dbg !1083, !tbaa !162
  store ptr %196, ptr @src, align 8, !dbg !1084, !tbaa !124
  store i8 %159, ptr @tok.2, align 8, !dbg !1085, !tbaa !175
  br label %243, !dbg !1086

198:                                              ; preds = %193
  store i32 2, ptr @tok.0, align 8, !dbg !1087, !tbaa !162
  store ptr %196, ptr @src, align 8, !dbg !1088, !tbaa !124
  store i8 %159, ptr @tok.2, align 8, !dbg !1089, !tbaa !175
  br label %243, !dbg !1090

199:                                              ; preds = %108
  %200 = load ptr, ptr @src, align 8, !tbaa !124
  br label %201, !dbg !1091

201:                                              ; preds = %204, %199
  %202 = phi ptr [ %205, %204 ], [ %200, %199 ]
  %203 = load i8, ptr %202, align 1, !dbg !1095, !tbaa !142
  switch i8 %203, label %207 [
    i8 32, label %204
    i8 10, label %204
    i8 0, label %206
  ], !dbg !1096

204:                                              ; preds = %201, %201
  %205 = getelementptr inbounds i8, ptr %202, i64 1, !dbg !1097
  store ptr %205, ptr @src, align 8, !dbg !1097, !tbaa !124
  br label %201, !dbg !1091, !llvm.loop !1098

206:                                              ; preds = %201
  store i32 3, ptr @tok.0, align 8, !dbg !1099, !tbaa !162
  br label %245, !dbg !1100

207:                                              ; preds = %201
  %208 = tail call ptr @__ctype_b_loc() #7, !dbg !1101
  %209 = load ptr, ptr %208, align 8, !dbg !1101, !tbaa !124
  %210 = zext i8 %203 to i64
  %211 = getelementptr inbounds i16, ptr %209, i64 %210, !dbg !1101
  %212 = load i16, ptr %211, align 2, !dbg !1101, !tbaa !148
  %213 = zext i16 %212 to i32, !dbg !1101
  %214 = and i32 %213, 2048, !dbg !1101
  %215 = icmp eq i32 %214, 0, !dbg !1101
  br i1 %215, label %237, label %216, !dbg !1102

216:                                              ; preds = %207
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !1103
  %217 = and i16 %212, 2048, !dbg !1104
  %218 = icmp eq i16 %217, 0, !dbg !1105
  br i1 %218, label %235, label %219, !dbg !1105

219:                                              ; preds = %216, %219
  %220 = phi i8 [ %228, %219 ], [ %203, %216 ]
  %221 = phi i64 [ %227, %219 ], [ 0, %216 ]
  %222 = phi ptr [ %224, %219 ], [ %202, %216 ]
  call void @llvm.dbg.value(metadata i64 %221, metadata !137, metadata !DIExpression()), !dbg !1103
  %223 = mul nsw i64 %221, 10, !dbg !1106
  %224 = getelementptr inbounds i8, ptr %222, i64 1, !dbg !1107
  %225 = sext i8 %220 to i64, !dbg !1108
  %226 = add nsw i64 %225, -48, !dbg !1109
  %227 = add i64 %226, %223, !dbg !1110
  call void @llvm.dbg.value(metadata i64 %227, metadata !137, metadata !DIExpression()), !dbg !1103
  %228 = load i8, ptr %224, align 1, !dbg !1104, !tbaa !142
  %229 = zext i8 %228 to i64
  %230 = getelementptr inbounds i16, ptr %209, i64 %229, !dbg !1104
  %231 = load i16, ptr %230, align 2, !dbg !1104, !tbaa !148
  %232 = and i16 %231, 2048, !dbg !1104
  %233 = icmp eq i16 %232, 0, !dbg !1105
  br i1 %233, label %234, label %219, !dbg !1105, !llvm.loop !1111

234:                                              ; preds = %219
  store ptr %224, ptr @src, align 8, !dbg !1107, !tbaa !124
  br label %235, !dbg !1105

235:                                              ; preds = %234, %216
  %236 = phi i64 [ %227, %234 ], [ 0, %216 ], !dbg !1103
  store i32 0, ptr @tok.0, align 8, !dbg !1113, !tbaa !162
  store i64 %236, ptr @tok.1, align 8, !dbg !1114, !tbaa !166
  br label %245

237:                                              ; preds = %207
  %238 = and i32 %213, 512, !dbg !1115
  %239 = icmp eq i32 %238, 0, !dbg !1115
  %240 = getelementptr inbounds i8, ptr %202, i64 1, !dbg !1116
  br i1 %239, label %242, label %241, !dbg !1117

241:                                              ; preds = %237
  store i32 1, ptr @tok.0, align 8, !dbg !1118, !tbaa !162
  store ptr %240, ptr @src, align 8, !dbg !1119, !tbaa !124
  store i8 %203, ptr @tok.2, align 8, !dbg !1120, !tbaa !175
  br label %245, !dbg !1121

242:                                              ; preds = %237
  store i32 2, ptr @tok.0, align 8, !dbg !1122, !tbaa !162
  store ptr %240, ptr @src, align 8, !dbg !1123, !tbaa !124
  store i8 %203, ptr @tok.2, align 8, !dbg !1124, !tbaa !175
  br label %245, !dbg !1125

243:                                              ; preds = %198, %197, %191, %162, %107, %106, %100, %71, %54, %53, %47, %18, %264, %245
  %244 = phi i32 [ %255, %245 ], [ %265, %264 ], [ %4, %18 ], [ %4, %47 ], [ %4, %53 ], [ %4, %54 ], [ %57, %71 ], [ %57, %100 ], [ %57, %106 ], [ %57, %107 ], [ %155, %162 ], [ %155, %191 ], [ %155, %197 ], [ %155, %198 ]
  ret i32 %244, !dbg !1126

245:                                              ; preds = %206, %235, %241, %242
  call void @llvm.dbg.value(metadata i32 0, metadata !391, metadata !DIExpression()), !dbg !1127
  call void @llvm.dbg.value(metadata i8 0, metadata !396, metadata !DIExpression()), !dbg !1127
  call void @llvm.dbg.value(metadata i64 0, metadata !397, metadata !DIExpression()), !dbg !1127
  call void @llvm.dbg.value(metadata i32 -1, metadata !398, metadata !DIExpression()), !dbg !1127
  call void @llvm.dbg.value(metadata i32 -1, metadata !399, metadata !DIExpression()), !dbg !1127
  %246 = load i32, ptr @nnodes, align 4, !dbg !1129, !tbaa !129
  %247 = sext i32 %246 to i64, !dbg !1130
  %248 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %247, !dbg !1130
  call void @llvm.dbg.value(metadata ptr %248, metadata !400, metadata !DIExpression()), !dbg !1127
  store i32 0, ptr %248, align 16, !dbg !1131, !tbaa !213
  %249 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %247, i32 1, !dbg !1132
  store i8 0, ptr %249, align 4, !dbg !1133, !tbaa !224
  %250 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %247, i32 2, !dbg !1134
  store i64 0, ptr %250, align 8, !dbg !1135, !tbaa !221
  %251 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %247, i32 3, !dbg !1136
  store <2 x i32> <i32 -1, i32 -1>, ptr %251, align 16, !dbg !1137, !tbaa !129
  %252 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %247, i32 5, !dbg !1138
  store i32 -1, ptr %252, align 8, !dbg !1139, !tbaa !281
  %253 = add nsw i32 %246, 1, !dbg !1140
  store i32 %253, ptr @nnodes, align 4, !dbg !1140, !tbaa !129
  %254 = tail call fastcc i32 @primary(), !dbg !1141
  call void @llvm.dbg.value(metadata i32 2, metadata !391, metadata !DIExpression()), !dbg !1142
  call void @llvm.dbg.value(metadata i8 45, metadata !396, metadata !DIExpression()), !dbg !1142
  call void @llvm.dbg.value(metadata i64 0, metadata !397, metadata !DIExpression()), !dbg !1142
  call void @llvm.dbg.value(metadata i32 %246, metadata !398, metadata !DIExpression()), !dbg !1142
  call void @llvm.dbg.value(metadata i32 %254, metadata !399, metadata !DIExpression()), !dbg !1142
  %255 = load i32, ptr @nnodes, align 4, !dbg !1144, !tbaa !129
  %256 = sext i32 %255 to i64, !dbg !1145
  %257 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %256, !dbg !1145
  call void @llvm.dbg.value(metadata ptr %257, metadata !400, metadata !DIExpression()), !dbg !1142
  store i32 2, ptr %257, align 16, !dbg !1146, !tbaa !213
  %258 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %256, i32 1, !dbg !1147
  store i8 45, ptr %258, align 4, !dbg !1148, !tbaa !224
  %259 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %256, i32 2, !dbg !1149
  store i64 0, ptr %259, align 8, !dbg !1150, !tbaa !221
  %260 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %256, i32 3, !dbg !1151
  store i32 %246, ptr %260, align 16, !dbg !1152, !tbaa !217
  %261 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %256, i32 4, !dbg !1153
  store i32 %254, ptr %261, align 4, !dbg !1154, !tbaa !234
  %262 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %256, i32 5, !dbg !1155
  store i32 -1, ptr %262, align 8, !dbg !1156, !tbaa !281
  %263 = add nsw i32 %255, 1, !dbg !1157
  store i32 %263, ptr @nnodes, align 4, !dbg !1157, !tbaa !129
  br label %243

264:                                              ; preds = %108
  call void @llvm.dbg.value(metadata i32 0, metadata !391, metadata !DIExpression()), !dbg !1158
  call void @llvm.dbg.value(metadata i8 0, metadata !396, metadata !DIExpression()), !dbg !1158
  call void @llvm.dbg.value(metadata i64 0, metadata !397, metadata !DIExpression()), !dbg !1158
  call void @llvm.dbg.value(metadata i32 -1, metadata !398, metadata !DIExpression()), !dbg !1158
  call void @llvm.dbg.value(metadata i32 -1, metadata !399, metadata !DIExpression()), !dbg !1158
  %265 = load i32, ptr @nnodes, align 4, !dbg !1160, !tbaa !129
  %266 = sext i32 %265 to i64, !dbg !1161
  %267 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %266, !dbg !1161
  call void @llvm.dbg.value(metadata ptr %267, metadata !400, metadata !DIExpression()), !dbg !1158
  store i32 0, ptr %267, align 16, !dbg !1162, !tbaa !213
  %268 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %266, i32 1, !dbg !1163
  store i8 0, ptr %268, align 4, !dbg !1164, !tbaa !224
  %269 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %266, i32 2, !dbg !1165
  store i64 0, ptr %269, align 8, !dbg !1166, !tbaa !221
  %270 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %266, i32 3, !dbg !1167
  store <2 x i32> <i32 -1, i32 -1>, ptr %270, align 16, !dbg !1168, !tbaa !129
  %271 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %266, i32 5, !dbg !1169
  store i32 -1, ptr %271, align 8, !dbg !1170, !tbaa !281
  %272 = add nsw i32 %265, 1, !dbg !1171
  store i32 %272, ptr @nnodes, align 4, !dbg !1171, !tbaa !129
  br label %243, !dbg !1172
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!101, !102, !103, !104, !105, !106}
!llvm.ident = !{!107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/differential/src/interpreter.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "97241b1d13e795eb087822c5f4f067fd")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 432, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 54)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 600, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 75)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 113, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 984, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 123)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 544, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 68)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "src", scope: !24, file: !2, line: 10, type: !96, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !25, retainedTypes: !58, globals: !62, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !33, !48}
!26 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !2, line: 8, baseType: !27, size: 32, elements: !28)
!27 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!28 = !{!29, !30, !31, !32}
!29 = !DIEnumerator(name: "T_NUM", value: 0)
!30 = !DIEnumerator(name: "T_ID", value: 1)
!31 = !DIEnumerator(name: "T_OP", value: 2)
!32 = !DIEnumerator(name: "T_END", value: 3)
!33 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !34, line: 46, baseType: !27, size: 32, elements: !35)
!34 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!35 = !{!36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47}
!36 = !DIEnumerator(name: "_ISupper", value: 256)
!37 = !DIEnumerator(name: "_ISlower", value: 512)
!38 = !DIEnumerator(name: "_ISalpha", value: 1024)
!39 = !DIEnumerator(name: "_ISdigit", value: 2048)
!40 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!41 = !DIEnumerator(name: "_ISspace", value: 8192)
!42 = !DIEnumerator(name: "_ISprint", value: 16384)
!43 = !DIEnumerator(name: "_ISgraph", value: 32768)
!44 = !DIEnumerator(name: "_ISblank", value: 1)
!45 = !DIEnumerator(name: "_IScntrl", value: 2)
!46 = !DIEnumerator(name: "_ISpunct", value: 4)
!47 = !DIEnumerator(name: "_ISalnum", value: 8)
!48 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !2, line: 29, baseType: !27, size: 32, elements: !49)
!49 = !{!50, !51, !52, !53, !54, !55, !56, !57}
!50 = !DIEnumerator(name: "N_NUM", value: 0)
!51 = !DIEnumerator(name: "N_VAR", value: 1)
!52 = !DIEnumerator(name: "N_BIN", value: 2)
!53 = !DIEnumerator(name: "N_ASSIGN", value: 3)
!54 = !DIEnumerator(name: "N_WHILE", value: 4)
!55 = !DIEnumerator(name: "N_IF", value: 5)
!56 = !DIEnumerator(name: "N_PRINT", value: 6)
!57 = !DIEnumerator(name: "N_SEQ", value: 7)
!58 = !{!59, !60, !61}
!59 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!60 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!61 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!62 = !{!0, !7, !12, !17, !22, !63, !65, !71, !78, !83}
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "nnodes", scope: !24, file: !2, line: 32, type: !59, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "vars", scope: !24, file: !2, line: 12, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 1664, elements: !69)
!68 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!69 = !{!70}
!70 = !DISubrange(count: 26)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "tok", scope: !24, file: !2, line: 11, type: !73, isLocal: true, isDefinition: true)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tok", file: !2, line: 9, size: 192, elements: !74)
!74 = !{!75, !76, !77}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !73, file: !2, line: 9, baseType: !59, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !73, file: !2, line: 9, baseType: !68, size: 64, offset: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !73, file: !2, line: 9, baseType: !4, size: 8, offset: 128)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 5)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "nodes", scope: !24, file: !2, line: 31, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 131072, elements: !94)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !2, line: 30, size: 256, elements: !87)
!87 = !{!88, !89, !90, !91, !92, !93}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !86, file: !2, line: 30, baseType: !59, size: 32)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !86, file: !2, line: 30, baseType: !4, size: 8, offset: 32)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !86, file: !2, line: 30, baseType: !68, size: 64, offset: 64)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !86, file: !2, line: 30, baseType: !59, size: 32, offset: 128)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !86, file: !2, line: 30, baseType: !59, size: 32, offset: 160)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !86, file: !2, line: 30, baseType: !59, size: 32, offset: 192)
!94 = !{!95}
!95 = !DISubrange(count: 512)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!98 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression(DW_OP_LLVM_fragment, 0, 32))
!99 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression(DW_OP_LLVM_fragment, 64, 64))
!100 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression(DW_OP_LLVM_fragment, 128, 8))
!101 = !{i32 7, !"Dwarf Version", i32 5}
!102 = !{i32 2, !"Debug Info Version", i32 3}
!103 = !{i32 1, !"wchar_size", i32 4}
!104 = !{i32 8, !"PIC Level", i32 2}
!105 = !{i32 7, !"PIE Level", i32 2}
!106 = !{i32 7, !"uwtable", i32 2}
!107 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!108 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 110, type: !109, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!59}
!111 = !{}
!112 = !DILocation(line: 111, column: 3, scope: !108)
!113 = !DILocation(line: 112, column: 3, scope: !108)
!114 = !DILocation(line: 113, column: 3, scope: !108)
!115 = !DILocation(line: 114, column: 3, scope: !108)
!116 = !DILocation(line: 115, column: 3, scope: !108)
!117 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 104, type: !118, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !96}
!120 = !{!121}
!121 = !DILocalVariable(name: "program", arg: 1, scope: !117, file: !2, line: 104, type: !96)
!122 = !DILocation(line: 0, scope: !117)
!123 = !DILocation(line: 105, column: 7, scope: !117)
!124 = !{!125, !125, i64 0}
!125 = !{!"any pointer", !126, i64 0}
!126 = !{!"omnipotent char", !127, i64 0}
!127 = !{!"Simple C/C++ TBAA"}
!128 = !DILocation(line: 105, column: 25, scope: !117)
!129 = !{!130, !130, i64 0}
!130 = !{!"int", !126, i64 0}
!131 = !DILocation(line: 105, column: 30, scope: !117)
!132 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !140)
!133 = distinct !DISubprogram(name: "next_tok", scope: !2, file: !2, line: 14, type: !134, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !136)
!134 = !DISubroutineType(types: !135)
!135 = !{null}
!136 = !{!137}
!137 = !DILocalVariable(name: "v", scope: !138, file: !2, line: 18, type: !68)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 17, column: 37)
!139 = distinct !DILexicalBlock(scope: !133, file: !2, line: 17, column: 7)
!140 = distinct !DILocation(line: 106, column: 3, scope: !117)
!141 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !140)
!142 = !{!126, !126, i64 0}
!143 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !140)
!144 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !140)
!145 = distinct !{!145, !132, !144, !146}
!146 = !{!"llvm.loop.mustprogress"}
!147 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !140)
!148 = !{!149, !149, i64 0}
!149 = !{!"short", !126, i64 0}
!150 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !140)
!151 = !DILocation(line: 0, scope: !138, inlinedAt: !140)
!152 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !140)
!153 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !140)
!154 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !140)
!155 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !140)
!156 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !140)
!157 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !140)
!158 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !140)
!159 = distinct !{!159, !153, !160, !146}
!160 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !140)
!161 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !140)
!162 = !{!163, !130, i64 0}
!163 = !{!"Tok", !130, i64 0, !164, i64 8, !126, i64 16}
!164 = !{!"long", !126, i64 0}
!165 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !140)
!166 = !{!163, !164, i64 8}
!167 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !140)
!168 = distinct !DILexicalBlock(scope: !133, file: !2, line: 22, column: 7)
!169 = !DILocation(line: 0, scope: !133, inlinedAt: !140)
!170 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !140)
!171 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !140)
!172 = distinct !DILexicalBlock(scope: !168, file: !2, line: 22, column: 37)
!173 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !140)
!174 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !140)
!175 = !{!163, !126, i64 16}
!176 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !140)
!177 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !140)
!178 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !140)
!179 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !140)
!180 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !140)
!181 = !DILocation(line: 107, column: 3, scope: !117)
!182 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !140)
!183 = distinct !DILexicalBlock(scope: !184, file: !2, line: 16, column: 14)
!184 = distinct !DILexicalBlock(scope: !133, file: !2, line: 16, column: 7)
!185 = !DILocation(line: 107, column: 34, scope: !117)
!186 = !DILocation(line: 107, column: 29, scope: !117)
!187 = !DILocation(line: 107, column: 14, scope: !117)
!188 = !DILocation(line: 107, column: 19, scope: !117)
!189 = distinct !{!189, !181, !190, !146}
!190 = !DILocation(line: 107, column: 40, scope: !117)
!191 = !DILocation(line: 108, column: 1, scope: !117)
!192 = distinct !DISubprogram(name: "eval", scope: !2, file: !2, line: 82, type: !193, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !195)
!193 = !DISubroutineType(types: !194)
!194 = !{!68, !59}
!195 = !{!196, !197, !199, !202, !203}
!196 = !DILocalVariable(name: "n", arg: 1, scope: !192, file: !2, line: 82, type: !59)
!197 = !DILocalVariable(name: "x", scope: !192, file: !2, line: 83, type: !198)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!199 = !DILocalVariable(name: "l", scope: !200, file: !2, line: 88, type: !68)
!200 = distinct !DILexicalBlock(scope: !201, file: !2, line: 87, column: 15)
!201 = distinct !DILexicalBlock(scope: !192, file: !2, line: 84, column: 20)
!202 = !DILocalVariable(name: "r", scope: !200, file: !2, line: 88, type: !68)
!203 = !DILocalVariable(name: "c", scope: !204, file: !2, line: 97, type: !68)
!204 = distinct !DILexicalBlock(scope: !201, file: !2, line: 97, column: 17)
!205 = !DILocation(line: 98, column: 47, scope: !206)
!206 = distinct !DILexicalBlock(scope: !207, file: !2, line: 98, column: 36)
!207 = distinct !DILexicalBlock(scope: !208, file: !2, line: 98, column: 30)
!208 = distinct !DILexicalBlock(scope: !201, file: !2, line: 98, column: 18)
!209 = !DILocation(line: 84, column: 3, scope: !192)
!210 = !DILocation(line: 0, scope: !192)
!211 = !DILocation(line: 83, column: 21, scope: !192)
!212 = !DILocation(line: 84, column: 14, scope: !192)
!213 = !{!214, !130, i64 0}
!214 = !{!"Node", !130, i64 0, !126, i64 4, !164, i64 8, !130, i64 16, !130, i64 20, !130, i64 24}
!215 = !DILocation(line: 0, scope: !204)
!216 = !DILocation(line: 97, column: 46, scope: !204)
!217 = !{!214, !130, i64 16}
!218 = !DILocation(line: 97, column: 38, scope: !204)
!219 = !DILocation(line: 97, column: 31, scope: !204)
!220 = !DILocation(line: 85, column: 25, scope: !201)
!221 = !{!214, !164, i64 8}
!222 = !DILocation(line: 85, column: 15, scope: !201)
!223 = !DILocation(line: 86, column: 30, scope: !201)
!224 = !{!214, !126, i64 4}
!225 = !DILocation(line: 86, column: 27, scope: !201)
!226 = !DILocation(line: 86, column: 33, scope: !201)
!227 = !DILocation(line: 86, column: 22, scope: !201)
!228 = !{!164, !164, i64 0}
!229 = !DILocation(line: 86, column: 15, scope: !201)
!230 = !DILocation(line: 88, column: 22, scope: !200)
!231 = !DILocation(line: 88, column: 14, scope: !200)
!232 = !DILocation(line: 0, scope: !200)
!233 = !DILocation(line: 88, column: 38, scope: !200)
!234 = !{!214, !130, i64 20}
!235 = !DILocation(line: 88, column: 30, scope: !200)
!236 = !DILocation(line: 89, column: 16, scope: !200)
!237 = !DILocation(line: 89, column: 13, scope: !200)
!238 = !DILocation(line: 89, column: 5, scope: !200)
!239 = !DILocation(line: 90, column: 24, scope: !240)
!240 = distinct !DILexicalBlock(scope: !200, file: !2, line: 89, column: 20)
!241 = !DILocation(line: 90, column: 15, scope: !240)
!242 = !DILocation(line: 90, column: 48, scope: !240)
!243 = !DILocation(line: 90, column: 39, scope: !240)
!244 = !DILocation(line: 90, column: 72, scope: !240)
!245 = !DILocation(line: 90, column: 63, scope: !240)
!246 = !DILocation(line: 91, column: 22, scope: !240)
!247 = !DILocation(line: 91, column: 28, scope: !240)
!248 = !DILocation(line: 91, column: 54, scope: !240)
!249 = !DILocation(line: 91, column: 60, scope: !240)
!250 = !DILocation(line: 92, column: 24, scope: !240)
!251 = !DILocation(line: 92, column: 15, scope: !240)
!252 = !DILocation(line: 92, column: 48, scope: !240)
!253 = !DILocation(line: 92, column: 39, scope: !240)
!254 = !DILocation(line: 92, column: 72, scope: !240)
!255 = !DILocation(line: 92, column: 63, scope: !240)
!256 = !DILocation(line: 103, column: 1, scope: !192)
!257 = !DILocation(line: 96, column: 53, scope: !201)
!258 = !DILocation(line: 96, column: 45, scope: !201)
!259 = !DILocation(line: 96, column: 33, scope: !201)
!260 = !DILocation(line: 96, column: 30, scope: !201)
!261 = !DILocation(line: 96, column: 36, scope: !201)
!262 = !DILocation(line: 96, column: 25, scope: !201)
!263 = !DILocation(line: 96, column: 43, scope: !201)
!264 = !DILocation(line: 97, column: 59, scope: !265)
!265 = distinct !DILexicalBlock(scope: !266, file: !2, line: 97, column: 56)
!266 = distinct !DILexicalBlock(scope: !204, file: !2, line: 97, column: 50)
!267 = !DILocation(line: 97, column: 61, scope: !265)
!268 = !DILocation(line: 97, column: 56, scope: !266)
!269 = !DILocation(line: 97, column: 67, scope: !265)
!270 = !DILocation(line: 97, column: 80, scope: !266)
!271 = distinct !{!271, !219, !272, !146}
!272 = !DILocation(line: 97, column: 84, scope: !204)
!273 = !DILocation(line: 98, column: 26, scope: !208)
!274 = !DILocation(line: 98, column: 18, scope: !208)
!275 = !DILocation(line: 98, column: 18, scope: !201)
!276 = !DILocation(line: 98, column: 39, scope: !206)
!277 = !DILocation(line: 98, column: 41, scope: !206)
!278 = !DILocation(line: 98, column: 36, scope: !207)
!279 = !DILocation(line: 98, column: 73, scope: !280)
!280 = distinct !DILexicalBlock(scope: !208, file: !2, line: 98, column: 70)
!281 = !{!214, !130, i64 24}
!282 = !DILocation(line: 98, column: 75, scope: !280)
!283 = !DILocation(line: 98, column: 70, scope: !208)
!284 = !DILocation(line: 99, column: 41, scope: !201)
!285 = !DILocation(line: 99, column: 33, scope: !201)
!286 = !DILocation(line: 99, column: 17, scope: !201)
!287 = !DILocation(line: 100, column: 23, scope: !201)
!288 = !DILocation(line: 100, column: 15, scope: !201)
!289 = !DILocation(line: 100, column: 42, scope: !201)
!290 = !DILocation(line: 100, column: 34, scope: !201)
!291 = distinct !DISubprogram(name: "stmt", scope: !2, file: !2, line: 69, type: !109, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !292)
!292 = !{!293, !296, !297, !298, !299, !302, !303}
!293 = !DILocalVariable(name: "k", scope: !294, file: !2, line: 71, type: !4)
!294 = distinct !DILexicalBlock(scope: !295, file: !2, line: 70, column: 61)
!295 = distinct !DILexicalBlock(scope: !291, file: !2, line: 70, column: 7)
!296 = !DILocalVariable(name: "cond", scope: !294, file: !2, line: 72, type: !59)
!297 = !DILocalVariable(name: "body", scope: !294, file: !2, line: 72, type: !59)
!298 = !DILocalVariable(name: "n", scope: !294, file: !2, line: 73, type: !59)
!299 = !DILocalVariable(name: "e", scope: !300, file: !2, line: 77, type: !59)
!300 = distinct !DILexicalBlock(scope: !301, file: !2, line: 77, column: 42)
!301 = distinct !DILexicalBlock(scope: !291, file: !2, line: 77, column: 7)
!302 = !DILocalVariable(name: "v", scope: !291, file: !2, line: 78, type: !4)
!303 = !DILocalVariable(name: "e", scope: !291, file: !2, line: 79, type: !59)
!304 = !DILocation(line: 70, column: 11, scope: !295)
!305 = !DILocation(line: 70, column: 16, scope: !295)
!306 = !DILocation(line: 70, column: 24, scope: !295)
!307 = !DILocation(line: 70, column: 35, scope: !295)
!308 = !DILocation(line: 70, column: 42, scope: !295)
!309 = !DILocation(line: 0, scope: !294)
!310 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !311)
!311 = distinct !DILocation(line: 71, column: 22, scope: !294)
!312 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !311)
!313 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !311)
!314 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !311)
!315 = distinct !{!315, !310, !314, !146}
!316 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !311)
!317 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !311)
!318 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !311)
!319 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !311)
!320 = !DILocation(line: 0, scope: !138, inlinedAt: !311)
!321 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !311)
!322 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !311)
!323 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !311)
!324 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !311)
!325 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !311)
!326 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !311)
!327 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !311)
!328 = distinct !{!328, !322, !329, !146}
!329 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !311)
!330 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !311)
!331 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !311)
!332 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !311)
!333 = !DILocation(line: 0, scope: !133, inlinedAt: !311)
!334 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !311)
!335 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !311)
!336 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !311)
!337 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !311)
!338 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !311)
!339 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !311)
!340 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !311)
!341 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !311)
!342 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !311)
!343 = !DILocation(line: 60, column: 32, scope: !344, inlinedAt: !345)
!344 = distinct !DISubprogram(name: "expr", scope: !2, file: !2, line: 60, type: !109, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !111)
!345 = distinct !DILocation(line: 72, column: 16, scope: !294)
!346 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !347)
!347 = distinct !DILocation(line: 63, column: 3, scope: !348, inlinedAt: !353)
!348 = distinct !DISubprogram(name: "block", scope: !2, file: !2, line: 62, type: !109, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !349)
!349 = !{!350, !351}
!350 = !DILocalVariable(name: "seq", scope: !348, file: !2, line: 64, type: !59)
!351 = !DILocalVariable(name: "s", scope: !352, file: !2, line: 65, type: !59)
!352 = distinct !DILexicalBlock(scope: !348, file: !2, line: 65, column: 48)
!353 = distinct !DILocation(line: 72, column: 31, scope: !294)
!354 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !347)
!355 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !347)
!356 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !347)
!357 = distinct !{!357, !346, !356, !146}
!358 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !347)
!359 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !347)
!360 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !347)
!361 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !347)
!362 = !DILocation(line: 0, scope: !138, inlinedAt: !347)
!363 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !347)
!364 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !347)
!365 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !347)
!366 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !347)
!367 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !347)
!368 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !347)
!369 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !347)
!370 = distinct !{!370, !364, !371, !146}
!371 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !347)
!372 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !347)
!373 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !347)
!374 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !347)
!375 = !DILocation(line: 0, scope: !133, inlinedAt: !347)
!376 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !347)
!377 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !347)
!378 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !347)
!379 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !347)
!380 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !347)
!381 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !347)
!382 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !347)
!383 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !347)
!384 = !DILocation(line: 0, scope: !348, inlinedAt: !353)
!385 = !DILocation(line: 65, column: 29, scope: !348, inlinedAt: !353)
!386 = !DILocation(line: 65, column: 3, scope: !348, inlinedAt: !353)
!387 = !DILocation(line: 65, column: 58, scope: !352, inlinedAt: !353)
!388 = !DILocation(line: 0, scope: !352, inlinedAt: !353)
!389 = !DILocation(line: 65, column: 76, scope: !352, inlinedAt: !353)
!390 = !DILocation(line: 65, column: 72, scope: !352, inlinedAt: !353)
!391 = !DILocalVariable(name: "kind", arg: 1, scope: !392, file: !2, line: 33, type: !59)
!392 = distinct !DISubprogram(name: "mk", scope: !2, file: !2, line: 33, type: !393, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !395)
!393 = !DISubroutineType(types: !394)
!394 = !{!59, !59, !4, !68, !59, !59}
!395 = !{!391, !396, !397, !398, !399, !400}
!396 = !DILocalVariable(name: "op", arg: 2, scope: !392, file: !2, line: 33, type: !4)
!397 = !DILocalVariable(name: "num", arg: 3, scope: !392, file: !2, line: 33, type: !68)
!398 = !DILocalVariable(name: "a", arg: 4, scope: !392, file: !2, line: 33, type: !59)
!399 = !DILocalVariable(name: "b", arg: 5, scope: !392, file: !2, line: 33, type: !59)
!400 = !DILocalVariable(name: "n", scope: !392, file: !2, line: 34, type: !198)
!401 = !DILocation(line: 0, scope: !392, inlinedAt: !402)
!402 = distinct !DILocation(line: 65, column: 86, scope: !352, inlinedAt: !353)
!403 = !DILocation(line: 34, column: 27, scope: !392, inlinedAt: !402)
!404 = !DILocation(line: 34, column: 21, scope: !392, inlinedAt: !402)
!405 = !DILocation(line: 35, column: 11, scope: !392, inlinedAt: !402)
!406 = !DILocation(line: 35, column: 22, scope: !392, inlinedAt: !402)
!407 = !DILocation(line: 35, column: 25, scope: !392, inlinedAt: !402)
!408 = !DILocation(line: 35, column: 34, scope: !392, inlinedAt: !402)
!409 = !DILocation(line: 35, column: 38, scope: !392, inlinedAt: !402)
!410 = !DILocation(line: 35, column: 48, scope: !392, inlinedAt: !402)
!411 = !DILocation(line: 35, column: 50, scope: !392, inlinedAt: !402)
!412 = !DILocation(line: 35, column: 58, scope: !392, inlinedAt: !402)
!413 = !DILocation(line: 35, column: 60, scope: !392, inlinedAt: !402)
!414 = !DILocation(line: 35, column: 68, scope: !392, inlinedAt: !402)
!415 = !DILocation(line: 35, column: 70, scope: !392, inlinedAt: !402)
!416 = !DILocation(line: 36, column: 16, scope: !392, inlinedAt: !402)
!417 = !DILocation(line: 65, column: 16, scope: !348, inlinedAt: !353)
!418 = !DILocation(line: 65, column: 21, scope: !348, inlinedAt: !353)
!419 = !DILocation(line: 65, column: 10, scope: !348, inlinedAt: !353)
!420 = distinct !{!420, !386, !421, !146}
!421 = !DILocation(line: 65, column: 111, scope: !348, inlinedAt: !353)
!422 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !423)
!423 = distinct !DILocation(line: 66, column: 3, scope: !348, inlinedAt: !353)
!424 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !423)
!425 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !423)
!426 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !423)
!427 = distinct !{!427, !422, !426, !146}
!428 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !423)
!429 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !423)
!430 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !423)
!431 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !423)
!432 = !DILocation(line: 0, scope: !138, inlinedAt: !423)
!433 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !423)
!434 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !423)
!435 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !423)
!436 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !423)
!437 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !423)
!438 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !423)
!439 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !423)
!440 = distinct !{!440, !434, !441, !146}
!441 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !423)
!442 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !423)
!443 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !423)
!444 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !423)
!445 = !DILocation(line: 0, scope: !133, inlinedAt: !423)
!446 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !423)
!447 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !423)
!448 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !423)
!449 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !423)
!450 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !423)
!451 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !423)
!452 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !423)
!453 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !423)
!454 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !423)
!455 = !DILocation(line: 73, column: 16, scope: !294)
!456 = !DILocation(line: 0, scope: !392, inlinedAt: !457)
!457 = distinct !DILocation(line: 73, column: 13, scope: !294)
!458 = !DILocation(line: 34, column: 27, scope: !392, inlinedAt: !457)
!459 = !DILocation(line: 34, column: 21, scope: !392, inlinedAt: !457)
!460 = !DILocation(line: 35, column: 11, scope: !392, inlinedAt: !457)
!461 = !DILocation(line: 35, column: 22, scope: !392, inlinedAt: !457)
!462 = !DILocation(line: 35, column: 25, scope: !392, inlinedAt: !457)
!463 = !DILocation(line: 35, column: 34, scope: !392, inlinedAt: !457)
!464 = !DILocation(line: 35, column: 38, scope: !392, inlinedAt: !457)
!465 = !DILocation(line: 35, column: 48, scope: !392, inlinedAt: !457)
!466 = !DILocation(line: 35, column: 50, scope: !392, inlinedAt: !457)
!467 = !DILocation(line: 35, column: 58, scope: !392, inlinedAt: !457)
!468 = !DILocation(line: 35, column: 60, scope: !392, inlinedAt: !457)
!469 = !DILocation(line: 35, column: 68, scope: !392, inlinedAt: !457)
!470 = !DILocation(line: 35, column: 70, scope: !392, inlinedAt: !457)
!471 = !DILocation(line: 36, column: 16, scope: !392, inlinedAt: !457)
!472 = !DILocation(line: 74, column: 18, scope: !473)
!473 = distinct !DILexicalBlock(scope: !294, file: !2, line: 74, column: 9)
!474 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !475)
!475 = distinct !DILocation(line: 74, column: 58, scope: !476)
!476 = distinct !DILexicalBlock(scope: !473, file: !2, line: 74, column: 56)
!477 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !475)
!478 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !475)
!479 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !475)
!480 = distinct !{!480, !479, !478, !146}
!481 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !475)
!482 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !475)
!483 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !475)
!484 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !475)
!485 = !DILocation(line: 0, scope: !138, inlinedAt: !475)
!486 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !475)
!487 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !475)
!488 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !475)
!489 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !475)
!490 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !475)
!491 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !475)
!492 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !475)
!493 = distinct !{!493, !487, !494, !146}
!494 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !475)
!495 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !475)
!496 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !475)
!497 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !475)
!498 = !DILocation(line: 0, scope: !133, inlinedAt: !475)
!499 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !475)
!500 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !475)
!501 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !475)
!502 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !475)
!503 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !475)
!504 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !475)
!505 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !475)
!506 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !475)
!507 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !475)
!508 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !509)
!509 = distinct !DILocation(line: 63, column: 3, scope: !348, inlinedAt: !510)
!510 = distinct !DILocation(line: 74, column: 83, scope: !476)
!511 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !509)
!512 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !509)
!513 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !509)
!514 = distinct !{!514, !508, !513, !146}
!515 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !509)
!516 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !509)
!517 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !509)
!518 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !509)
!519 = !DILocation(line: 0, scope: !138, inlinedAt: !509)
!520 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !509)
!521 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !509)
!522 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !509)
!523 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !509)
!524 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !509)
!525 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !509)
!526 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !509)
!527 = distinct !{!527, !521, !528, !146}
!528 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !509)
!529 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !509)
!530 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !509)
!531 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !509)
!532 = !DILocation(line: 0, scope: !133, inlinedAt: !509)
!533 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !509)
!534 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !509)
!535 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !509)
!536 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !509)
!537 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !509)
!538 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !509)
!539 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !509)
!540 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !509)
!541 = !DILocation(line: 0, scope: !348, inlinedAt: !510)
!542 = !DILocation(line: 65, column: 29, scope: !348, inlinedAt: !510)
!543 = !DILocation(line: 65, column: 3, scope: !348, inlinedAt: !510)
!544 = !DILocation(line: 65, column: 58, scope: !352, inlinedAt: !510)
!545 = !DILocation(line: 0, scope: !352, inlinedAt: !510)
!546 = !DILocation(line: 65, column: 76, scope: !352, inlinedAt: !510)
!547 = !DILocation(line: 65, column: 72, scope: !352, inlinedAt: !510)
!548 = !DILocation(line: 0, scope: !392, inlinedAt: !549)
!549 = distinct !DILocation(line: 65, column: 86, scope: !352, inlinedAt: !510)
!550 = !DILocation(line: 34, column: 27, scope: !392, inlinedAt: !549)
!551 = !DILocation(line: 34, column: 21, scope: !392, inlinedAt: !549)
!552 = !DILocation(line: 35, column: 11, scope: !392, inlinedAt: !549)
!553 = !DILocation(line: 35, column: 22, scope: !392, inlinedAt: !549)
!554 = !DILocation(line: 35, column: 25, scope: !392, inlinedAt: !549)
!555 = !DILocation(line: 35, column: 34, scope: !392, inlinedAt: !549)
!556 = !DILocation(line: 35, column: 38, scope: !392, inlinedAt: !549)
!557 = !DILocation(line: 35, column: 48, scope: !392, inlinedAt: !549)
!558 = !DILocation(line: 35, column: 50, scope: !392, inlinedAt: !549)
!559 = !DILocation(line: 35, column: 58, scope: !392, inlinedAt: !549)
!560 = !DILocation(line: 35, column: 60, scope: !392, inlinedAt: !549)
!561 = !DILocation(line: 35, column: 68, scope: !392, inlinedAt: !549)
!562 = !DILocation(line: 35, column: 70, scope: !392, inlinedAt: !549)
!563 = !DILocation(line: 36, column: 16, scope: !392, inlinedAt: !549)
!564 = !DILocation(line: 65, column: 16, scope: !348, inlinedAt: !510)
!565 = !DILocation(line: 65, column: 21, scope: !348, inlinedAt: !510)
!566 = !DILocation(line: 65, column: 10, scope: !348, inlinedAt: !510)
!567 = distinct !{!567, !543, !568, !146}
!568 = !DILocation(line: 65, column: 111, scope: !348, inlinedAt: !510)
!569 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !570)
!570 = distinct !DILocation(line: 66, column: 3, scope: !348, inlinedAt: !510)
!571 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !570)
!572 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !570)
!573 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !570)
!574 = distinct !{!574, !569, !573, !146}
!575 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !570)
!576 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !570)
!577 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !570)
!578 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !570)
!579 = !DILocation(line: 0, scope: !138, inlinedAt: !570)
!580 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !570)
!581 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !570)
!582 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !570)
!583 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !570)
!584 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !570)
!585 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !570)
!586 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !570)
!587 = distinct !{!587, !581, !588, !146}
!588 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !570)
!589 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !570)
!590 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !570)
!591 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !570)
!592 = !DILocation(line: 0, scope: !133, inlinedAt: !570)
!593 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !570)
!594 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !570)
!595 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !570)
!596 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !570)
!597 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !570)
!598 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !570)
!599 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !570)
!600 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !570)
!601 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !570)
!602 = !DILocation(line: 74, column: 81, scope: !476)
!603 = !DILocation(line: 74, column: 92, scope: !476)
!604 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !605)
!605 = distinct !DILocation(line: 77, column: 44, scope: !300)
!606 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !605)
!607 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !605)
!608 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !605)
!609 = distinct !{!609, !604, !608, !146}
!610 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !605)
!611 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !605)
!612 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !605)
!613 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !605)
!614 = !DILocation(line: 0, scope: !138, inlinedAt: !605)
!615 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !605)
!616 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !605)
!617 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !605)
!618 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !605)
!619 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !605)
!620 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !605)
!621 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !605)
!622 = distinct !{!622, !616, !623, !146}
!623 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !605)
!624 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !605)
!625 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !605)
!626 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !605)
!627 = !DILocation(line: 0, scope: !133, inlinedAt: !605)
!628 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !605)
!629 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !605)
!630 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !605)
!631 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !605)
!632 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !605)
!633 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !605)
!634 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !605)
!635 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !605)
!636 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !605)
!637 = !DILocation(line: 60, column: 32, scope: !344, inlinedAt: !638)
!638 = distinct !DILocation(line: 77, column: 64, scope: !300)
!639 = !DILocation(line: 0, scope: !300)
!640 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !641)
!641 = distinct !DILocation(line: 77, column: 72, scope: !300)
!642 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !641)
!643 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !641)
!644 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !641)
!645 = distinct !{!645, !640, !644, !146}
!646 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !641)
!647 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !641)
!648 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !641)
!649 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !641)
!650 = !DILocation(line: 0, scope: !138, inlinedAt: !641)
!651 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !641)
!652 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !641)
!653 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !641)
!654 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !641)
!655 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !641)
!656 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !641)
!657 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !641)
!658 = distinct !{!658, !652, !659, !146}
!659 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !641)
!660 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !641)
!661 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !641)
!662 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !641)
!663 = !DILocation(line: 0, scope: !133, inlinedAt: !641)
!664 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !641)
!665 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !641)
!666 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !641)
!667 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !641)
!668 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !641)
!669 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !641)
!670 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !641)
!671 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !641)
!672 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !641)
!673 = !DILocation(line: 0, scope: !392, inlinedAt: !674)
!674 = distinct !DILocation(line: 77, column: 91, scope: !300)
!675 = !DILocation(line: 34, column: 27, scope: !392, inlinedAt: !674)
!676 = !DILocation(line: 34, column: 21, scope: !392, inlinedAt: !674)
!677 = !DILocation(line: 35, column: 11, scope: !392, inlinedAt: !674)
!678 = !DILocation(line: 35, column: 22, scope: !392, inlinedAt: !674)
!679 = !DILocation(line: 35, column: 25, scope: !392, inlinedAt: !674)
!680 = !DILocation(line: 35, column: 34, scope: !392, inlinedAt: !674)
!681 = !DILocation(line: 35, column: 38, scope: !392, inlinedAt: !674)
!682 = !DILocation(line: 35, column: 48, scope: !392, inlinedAt: !674)
!683 = !DILocation(line: 35, column: 50, scope: !392, inlinedAt: !674)
!684 = !DILocation(line: 35, column: 58, scope: !392, inlinedAt: !674)
!685 = !DILocation(line: 35, column: 60, scope: !392, inlinedAt: !674)
!686 = !DILocation(line: 36, column: 16, scope: !392, inlinedAt: !674)
!687 = !DILocation(line: 0, scope: !291)
!688 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !689)
!689 = distinct !DILocation(line: 78, column: 20, scope: !291)
!690 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !689)
!691 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !689)
!692 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !689)
!693 = distinct !{!693, !688, !692, !146}
!694 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !689)
!695 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !689)
!696 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !689)
!697 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !689)
!698 = !DILocation(line: 0, scope: !138, inlinedAt: !689)
!699 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !689)
!700 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !689)
!701 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !689)
!702 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !689)
!703 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !689)
!704 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !689)
!705 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !689)
!706 = distinct !{!706, !700, !707, !146}
!707 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !689)
!708 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !689)
!709 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !689)
!710 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !689)
!711 = !DILocation(line: 0, scope: !133, inlinedAt: !689)
!712 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !689)
!713 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !689)
!714 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !689)
!715 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !689)
!716 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !689)
!717 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !689)
!718 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !689)
!719 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !689)
!720 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !689)
!721 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !722)
!722 = distinct !DILocation(line: 78, column: 32, scope: !291)
!723 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !722)
!724 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !722)
!725 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !722)
!726 = distinct !{!726, !721, !725, !146}
!727 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !722)
!728 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !722)
!729 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !722)
!730 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !722)
!731 = !DILocation(line: 0, scope: !138, inlinedAt: !722)
!732 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !722)
!733 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !722)
!734 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !722)
!735 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !722)
!736 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !722)
!737 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !722)
!738 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !722)
!739 = distinct !{!739, !733, !740, !146}
!740 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !722)
!741 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !722)
!742 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !722)
!743 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !722)
!744 = !DILocation(line: 0, scope: !133, inlinedAt: !722)
!745 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !722)
!746 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !722)
!747 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !722)
!748 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !722)
!749 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !722)
!750 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !722)
!751 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !722)
!752 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !722)
!753 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !722)
!754 = !DILocation(line: 60, column: 32, scope: !344, inlinedAt: !755)
!755 = distinct !DILocation(line: 79, column: 11, scope: !291)
!756 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !757)
!757 = distinct !DILocation(line: 79, column: 19, scope: !291)
!758 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !757)
!759 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !757)
!760 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !757)
!761 = distinct !{!761, !756, !760, !146}
!762 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !757)
!763 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !757)
!764 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !757)
!765 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !757)
!766 = !DILocation(line: 0, scope: !138, inlinedAt: !757)
!767 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !757)
!768 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !757)
!769 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !757)
!770 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !757)
!771 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !757)
!772 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !757)
!773 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !757)
!774 = distinct !{!774, !768, !775, !146}
!775 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !757)
!776 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !757)
!777 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !757)
!778 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !757)
!779 = !DILocation(line: 0, scope: !133, inlinedAt: !757)
!780 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !757)
!781 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !757)
!782 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !757)
!783 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !757)
!784 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !757)
!785 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !757)
!786 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !757)
!787 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !757)
!788 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !757)
!789 = !DILocation(line: 0, scope: !392, inlinedAt: !790)
!790 = distinct !DILocation(line: 80, column: 10, scope: !291)
!791 = !DILocation(line: 34, column: 27, scope: !392, inlinedAt: !790)
!792 = !DILocation(line: 34, column: 21, scope: !392, inlinedAt: !790)
!793 = !DILocation(line: 35, column: 11, scope: !392, inlinedAt: !790)
!794 = !DILocation(line: 35, column: 22, scope: !392, inlinedAt: !790)
!795 = !DILocation(line: 35, column: 25, scope: !392, inlinedAt: !790)
!796 = !DILocation(line: 35, column: 34, scope: !392, inlinedAt: !790)
!797 = !DILocation(line: 35, column: 38, scope: !392, inlinedAt: !790)
!798 = !DILocation(line: 35, column: 48, scope: !392, inlinedAt: !790)
!799 = !DILocation(line: 35, column: 50, scope: !392, inlinedAt: !790)
!800 = !DILocation(line: 35, column: 58, scope: !392, inlinedAt: !790)
!801 = !DILocation(line: 35, column: 60, scope: !392, inlinedAt: !790)
!802 = !DILocation(line: 36, column: 16, scope: !392, inlinedAt: !790)
!803 = !DILocation(line: 81, column: 1, scope: !291)
!804 = !DISubprogram(name: "__ctype_b_loc", scope: !34, file: !34, line: 79, type: !805, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !111)
!805 = !DISubroutineType(types: !806)
!806 = !{!807}
!807 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !808, size: 64)
!808 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !809, size: 64)
!809 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!810 = !DISubprogram(name: "printf", scope: !811, file: !811, line: 356, type: !812, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !111)
!811 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!812 = !DISubroutineType(types: !813)
!813 = !{!59, !814, null}
!814 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!815 = distinct !DISubprogram(name: "binary", scope: !2, file: !2, line: 51, type: !816, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !818)
!816 = !DISubroutineType(types: !817)
!817 = !{!59, !59}
!818 = !{!819, !820, !821, !823}
!819 = !DILocalVariable(name: "minp", arg: 1, scope: !815, file: !2, line: 51, type: !59)
!820 = !DILocalVariable(name: "lhs", scope: !815, file: !2, line: 52, type: !59)
!821 = !DILocalVariable(name: "op", scope: !822, file: !2, line: 54, type: !4)
!822 = distinct !DILexicalBlock(scope: !815, file: !2, line: 53, column: 72)
!823 = !DILocalVariable(name: "rhs", scope: !822, file: !2, line: 55, type: !59)
!824 = !DILocation(line: 0, scope: !815)
!825 = !DILocation(line: 52, column: 13, scope: !815)
!826 = !DILocation(line: 53, column: 14, scope: !815)
!827 = !DILocation(line: 53, column: 19, scope: !815)
!828 = !DILocation(line: 53, column: 27, scope: !815)
!829 = !DILocation(line: 53, column: 39, scope: !815)
!830 = !DILocalVariable(name: "op", arg: 1, scope: !831, file: !2, line: 47, type: !4)
!831 = distinct !DISubprogram(name: "prec", scope: !2, file: !2, line: 47, type: !832, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !834)
!832 = !DISubroutineType(types: !833)
!833 = !{!59, !4}
!834 = !{!830}
!835 = !DILocation(line: 0, scope: !831, inlinedAt: !836)
!836 = distinct !DILocation(line: 53, column: 30, scope: !815)
!837 = !DILocation(line: 48, column: 11, scope: !831, inlinedAt: !836)
!838 = !DILocation(line: 48, column: 3, scope: !831, inlinedAt: !836)
!839 = !DILocation(line: 48, column: 77, scope: !840, inlinedAt: !836)
!840 = distinct !DILexicalBlock(scope: !831, file: !2, line: 48, column: 15)
!841 = !DILocation(line: 48, column: 117, scope: !840, inlinedAt: !836)
!842 = !DILocation(line: 49, column: 3, scope: !831, inlinedAt: !836)
!843 = !DILocation(line: 53, column: 43, scope: !815)
!844 = !DILocation(line: 53, column: 51, scope: !815)
!845 = !DILocation(line: 0, scope: !831, inlinedAt: !846)
!846 = distinct !DILocation(line: 53, column: 54, scope: !815)
!847 = !DILocation(line: 48, column: 3, scope: !831, inlinedAt: !846)
!848 = !DILocation(line: 0, scope: !822)
!849 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !850)
!850 = distinct !DILocation(line: 54, column: 23, scope: !822)
!851 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !850)
!852 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !850)
!853 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !850)
!854 = distinct !{!854, !849, !853, !146}
!855 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !850)
!856 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !850)
!857 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !850)
!858 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !850)
!859 = !DILocation(line: 0, scope: !138, inlinedAt: !850)
!860 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !850)
!861 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !850)
!862 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !850)
!863 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !850)
!864 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !850)
!865 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !850)
!866 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !850)
!867 = distinct !{!867, !861, !868, !146}
!868 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !850)
!869 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !850)
!870 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !850)
!871 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !850)
!872 = !DILocation(line: 0, scope: !133, inlinedAt: !850)
!873 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !850)
!874 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !850)
!875 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !850)
!876 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !850)
!877 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !850)
!878 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !850)
!879 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !850)
!880 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !850)
!881 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !850)
!882 = !DILocation(line: 0, scope: !831, inlinedAt: !883)
!883 = distinct !DILocation(line: 55, column: 22, scope: !822)
!884 = !DILocation(line: 48, column: 3, scope: !831, inlinedAt: !883)
!885 = !DILocation(line: 48, column: 77, scope: !840, inlinedAt: !883)
!886 = !DILocation(line: 48, column: 117, scope: !840, inlinedAt: !883)
!887 = !DILocation(line: 49, column: 3, scope: !831, inlinedAt: !883)
!888 = !DILocation(line: 55, column: 15, scope: !822)
!889 = !DILocation(line: 0, scope: !392, inlinedAt: !890)
!890 = distinct !DILocation(line: 56, column: 11, scope: !822)
!891 = !DILocation(line: 34, column: 27, scope: !392, inlinedAt: !890)
!892 = !DILocation(line: 34, column: 21, scope: !392, inlinedAt: !890)
!893 = !DILocation(line: 35, column: 11, scope: !392, inlinedAt: !890)
!894 = !DILocation(line: 35, column: 22, scope: !392, inlinedAt: !890)
!895 = !DILocation(line: 35, column: 25, scope: !392, inlinedAt: !890)
!896 = !DILocation(line: 35, column: 34, scope: !392, inlinedAt: !890)
!897 = !DILocation(line: 35, column: 38, scope: !392, inlinedAt: !890)
!898 = !DILocation(line: 35, column: 48, scope: !392, inlinedAt: !890)
!899 = !DILocation(line: 35, column: 50, scope: !392, inlinedAt: !890)
!900 = !DILocation(line: 35, column: 58, scope: !392, inlinedAt: !890)
!901 = !DILocation(line: 35, column: 60, scope: !392, inlinedAt: !890)
!902 = !DILocation(line: 35, column: 68, scope: !392, inlinedAt: !890)
!903 = !DILocation(line: 35, column: 70, scope: !392, inlinedAt: !890)
!904 = !DILocation(line: 36, column: 16, scope: !392, inlinedAt: !890)
!905 = distinct !{!905, !906, !907, !146}
!906 = !DILocation(line: 53, column: 3, scope: !815)
!907 = !DILocation(line: 57, column: 3, scope: !815)
!908 = !DILocation(line: 58, column: 3, scope: !815)
!909 = distinct !DISubprogram(name: "primary", scope: !2, file: !2, line: 40, type: !109, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !910)
!910 = !{!911, !914, !917}
!911 = !DILocalVariable(name: "n", scope: !912, file: !2, line: 41, type: !59)
!912 = distinct !DILexicalBlock(scope: !913, file: !2, line: 41, column: 26)
!913 = distinct !DILexicalBlock(scope: !909, file: !2, line: 41, column: 7)
!914 = !DILocalVariable(name: "n", scope: !915, file: !2, line: 42, type: !59)
!915 = distinct !DILexicalBlock(scope: !916, file: !2, line: 42, column: 25)
!916 = distinct !DILexicalBlock(scope: !909, file: !2, line: 42, column: 7)
!917 = !DILocalVariable(name: "e", scope: !918, file: !2, line: 43, type: !59)
!918 = distinct !DILexicalBlock(scope: !919, file: !2, line: 43, column: 22)
!919 = distinct !DILexicalBlock(scope: !909, file: !2, line: 43, column: 7)
!920 = !DILocation(line: 41, column: 11, scope: !913)
!921 = !DILocation(line: 41, column: 7, scope: !909)
!922 = !DILocation(line: 41, column: 53, scope: !912)
!923 = !DILocation(line: 0, scope: !392, inlinedAt: !924)
!924 = distinct !DILocation(line: 41, column: 36, scope: !912)
!925 = !DILocation(line: 34, column: 27, scope: !392, inlinedAt: !924)
!926 = !DILocation(line: 34, column: 21, scope: !392, inlinedAt: !924)
!927 = !DILocation(line: 35, column: 11, scope: !392, inlinedAt: !924)
!928 = !DILocation(line: 35, column: 22, scope: !392, inlinedAt: !924)
!929 = !DILocation(line: 35, column: 25, scope: !392, inlinedAt: !924)
!930 = !DILocation(line: 35, column: 34, scope: !392, inlinedAt: !924)
!931 = !DILocation(line: 35, column: 38, scope: !392, inlinedAt: !924)
!932 = !DILocation(line: 35, column: 48, scope: !392, inlinedAt: !924)
!933 = !DILocation(line: 35, column: 50, scope: !392, inlinedAt: !924)
!934 = !DILocation(line: 35, column: 68, scope: !392, inlinedAt: !924)
!935 = !DILocation(line: 35, column: 70, scope: !392, inlinedAt: !924)
!936 = !DILocation(line: 36, column: 16, scope: !392, inlinedAt: !924)
!937 = !DILocation(line: 0, scope: !912)
!938 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !939)
!939 = distinct !DILocation(line: 41, column: 67, scope: !912)
!940 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !939)
!941 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !939)
!942 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !939)
!943 = distinct !{!943, !938, !942, !146}
!944 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !939)
!945 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !939)
!946 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !939)
!947 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !939)
!948 = !DILocation(line: 0, scope: !138, inlinedAt: !939)
!949 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !939)
!950 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !939)
!951 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !939)
!952 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !939)
!953 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !939)
!954 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !939)
!955 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !939)
!956 = distinct !{!956, !950, !957, !146}
!957 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !939)
!958 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !939)
!959 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !939)
!960 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !939)
!961 = !DILocation(line: 0, scope: !133, inlinedAt: !939)
!962 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !939)
!963 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !939)
!964 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !939)
!965 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !939)
!966 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !939)
!967 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !939)
!968 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !939)
!969 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !939)
!970 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !939)
!971 = !DILocation(line: 42, column: 49, scope: !915)
!972 = !DILocation(line: 0, scope: !392, inlinedAt: !973)
!973 = distinct !DILocation(line: 42, column: 35, scope: !915)
!974 = !DILocation(line: 34, column: 27, scope: !392, inlinedAt: !973)
!975 = !DILocation(line: 34, column: 21, scope: !392, inlinedAt: !973)
!976 = !DILocation(line: 35, column: 11, scope: !392, inlinedAt: !973)
!977 = !DILocation(line: 35, column: 22, scope: !392, inlinedAt: !973)
!978 = !DILocation(line: 35, column: 25, scope: !392, inlinedAt: !973)
!979 = !DILocation(line: 35, column: 34, scope: !392, inlinedAt: !973)
!980 = !DILocation(line: 35, column: 38, scope: !392, inlinedAt: !973)
!981 = !DILocation(line: 35, column: 48, scope: !392, inlinedAt: !973)
!982 = !DILocation(line: 35, column: 50, scope: !392, inlinedAt: !973)
!983 = !DILocation(line: 35, column: 68, scope: !392, inlinedAt: !973)
!984 = !DILocation(line: 35, column: 70, scope: !392, inlinedAt: !973)
!985 = !DILocation(line: 36, column: 16, scope: !392, inlinedAt: !973)
!986 = !DILocation(line: 0, scope: !915)
!987 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !988)
!988 = distinct !DILocation(line: 42, column: 65, scope: !915)
!989 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !988)
!990 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !988)
!991 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !988)
!992 = distinct !{!992, !987, !991, !146}
!993 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !988)
!994 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !988)
!995 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !988)
!996 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !988)
!997 = !DILocation(line: 0, scope: !138, inlinedAt: !988)
!998 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !988)
!999 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !988)
!1000 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !988)
!1001 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !988)
!1002 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !988)
!1003 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !988)
!1004 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !988)
!1005 = distinct !{!1005, !999, !1006, !146}
!1006 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !988)
!1007 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !988)
!1008 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !988)
!1009 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !988)
!1010 = !DILocation(line: 0, scope: !133, inlinedAt: !988)
!1011 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !988)
!1012 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !988)
!1013 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !988)
!1014 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !988)
!1015 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !988)
!1016 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !988)
!1017 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !988)
!1018 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !988)
!1019 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !988)
!1020 = !DILocation(line: 43, column: 11, scope: !919)
!1021 = !DILocation(line: 43, column: 7, scope: !909)
!1022 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !1023)
!1023 = distinct !DILocation(line: 43, column: 24, scope: !918)
!1024 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !1023)
!1025 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !1023)
!1026 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !1023)
!1027 = distinct !{!1027, !1022, !1026, !146}
!1028 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !1023)
!1029 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !1023)
!1030 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !1023)
!1031 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !1023)
!1032 = !DILocation(line: 0, scope: !138, inlinedAt: !1023)
!1033 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !1023)
!1034 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !1023)
!1035 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !1023)
!1036 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !1023)
!1037 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !1023)
!1038 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !1023)
!1039 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !1023)
!1040 = distinct !{!1040, !1034, !1041, !146}
!1041 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !1023)
!1042 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !1023)
!1043 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !1023)
!1044 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !1023)
!1045 = !DILocation(line: 0, scope: !133, inlinedAt: !1023)
!1046 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !1023)
!1047 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !1023)
!1048 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !1023)
!1049 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !1023)
!1050 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !1023)
!1051 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !1023)
!1052 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !1023)
!1053 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !1023)
!1054 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !1023)
!1055 = !DILocation(line: 60, column: 32, scope: !344, inlinedAt: !1056)
!1056 = distinct !DILocation(line: 43, column: 44, scope: !918)
!1057 = !DILocation(line: 0, scope: !918)
!1058 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !1059)
!1059 = distinct !DILocation(line: 43, column: 52, scope: !918)
!1060 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !1059)
!1061 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !1059)
!1062 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !1059)
!1063 = distinct !{!1063, !1058, !1062, !146}
!1064 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !1059)
!1065 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !1059)
!1066 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !1059)
!1067 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !1059)
!1068 = !DILocation(line: 0, scope: !138, inlinedAt: !1059)
!1069 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !1059)
!1070 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !1059)
!1071 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !1059)
!1072 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !1059)
!1073 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !1059)
!1074 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !1059)
!1075 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !1059)
!1076 = distinct !{!1076, !1070, !1077, !146}
!1077 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !1059)
!1078 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !1059)
!1079 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !1059)
!1080 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !1059)
!1081 = !DILocation(line: 0, scope: !133, inlinedAt: !1059)
!1082 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !1059)
!1083 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !1059)
!1084 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !1059)
!1085 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !1059)
!1086 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !1059)
!1087 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !1059)
!1088 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !1059)
!1089 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !1059)
!1090 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !1059)
!1091 = !DILocation(line: 15, column: 3, scope: !133, inlinedAt: !1092)
!1092 = distinct !DILocation(line: 44, column: 24, scope: !1093)
!1093 = distinct !DILexicalBlock(scope: !1094, file: !2, line: 44, column: 22)
!1094 = distinct !DILexicalBlock(scope: !909, file: !2, line: 44, column: 7)
!1095 = !DILocation(line: 15, column: 10, scope: !133, inlinedAt: !1092)
!1096 = !DILocation(line: 15, column: 22, scope: !133, inlinedAt: !1092)
!1097 = !DILocation(line: 15, column: 42, scope: !133, inlinedAt: !1092)
!1098 = distinct !{!1098, !1091, !1097, !146}
!1099 = !DILocation(line: 16, column: 25, scope: !183, inlinedAt: !1092)
!1100 = !DILocation(line: 16, column: 34, scope: !183, inlinedAt: !1092)
!1101 = !DILocation(line: 17, column: 7, scope: !139, inlinedAt: !1092)
!1102 = !DILocation(line: 17, column: 7, scope: !133, inlinedAt: !1092)
!1103 = !DILocation(line: 0, scope: !138, inlinedAt: !1092)
!1104 = !DILocation(line: 19, column: 12, scope: !138, inlinedAt: !1092)
!1105 = !DILocation(line: 19, column: 5, scope: !138, inlinedAt: !1092)
!1106 = !DILocation(line: 19, column: 48, scope: !138, inlinedAt: !1092)
!1107 = !DILocation(line: 19, column: 60, scope: !138, inlinedAt: !1092)
!1108 = !DILocation(line: 19, column: 56, scope: !138, inlinedAt: !1092)
!1109 = !DILocation(line: 19, column: 63, scope: !138, inlinedAt: !1092)
!1110 = !DILocation(line: 19, column: 53, scope: !138, inlinedAt: !1092)
!1111 = distinct !{!1111, !1105, !1112, !146}
!1112 = !DILocation(line: 19, column: 68, scope: !138, inlinedAt: !1092)
!1113 = !DILocation(line: 20, column: 14, scope: !138, inlinedAt: !1092)
!1114 = !DILocation(line: 20, column: 31, scope: !138, inlinedAt: !1092)
!1115 = !DILocation(line: 22, column: 7, scope: !168, inlinedAt: !1092)
!1116 = !DILocation(line: 0, scope: !133, inlinedAt: !1092)
!1117 = !DILocation(line: 22, column: 7, scope: !133, inlinedAt: !1092)
!1118 = !DILocation(line: 24, column: 14, scope: !172, inlinedAt: !1092)
!1119 = !DILocation(line: 24, column: 35, scope: !172, inlinedAt: !1092)
!1120 = !DILocation(line: 24, column: 29, scope: !172, inlinedAt: !1092)
!1121 = !DILocation(line: 24, column: 39, scope: !172, inlinedAt: !1092)
!1122 = !DILocation(line: 26, column: 12, scope: !133, inlinedAt: !1092)
!1123 = !DILocation(line: 26, column: 33, scope: !133, inlinedAt: !1092)
!1124 = !DILocation(line: 26, column: 27, scope: !133, inlinedAt: !1092)
!1125 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !1092)
!1126 = !DILocation(line: 46, column: 1, scope: !909)
!1127 = !DILocation(line: 0, scope: !392, inlinedAt: !1128)
!1128 = distinct !DILocation(line: 44, column: 61, scope: !1093)
!1129 = !DILocation(line: 34, column: 27, scope: !392, inlinedAt: !1128)
!1130 = !DILocation(line: 34, column: 21, scope: !392, inlinedAt: !1128)
!1131 = !DILocation(line: 35, column: 11, scope: !392, inlinedAt: !1128)
!1132 = !DILocation(line: 35, column: 22, scope: !392, inlinedAt: !1128)
!1133 = !DILocation(line: 35, column: 25, scope: !392, inlinedAt: !1128)
!1134 = !DILocation(line: 35, column: 34, scope: !392, inlinedAt: !1128)
!1135 = !DILocation(line: 35, column: 38, scope: !392, inlinedAt: !1128)
!1136 = !DILocation(line: 35, column: 48, scope: !392, inlinedAt: !1128)
!1137 = !DILocation(line: 35, column: 50, scope: !392, inlinedAt: !1128)
!1138 = !DILocation(line: 35, column: 68, scope: !392, inlinedAt: !1128)
!1139 = !DILocation(line: 35, column: 70, scope: !392, inlinedAt: !1128)
!1140 = !DILocation(line: 36, column: 16, scope: !392, inlinedAt: !1128)
!1141 = !DILocation(line: 44, column: 86, scope: !1093)
!1142 = !DILocation(line: 0, scope: !392, inlinedAt: !1143)
!1143 = distinct !DILocation(line: 44, column: 43, scope: !1093)
!1144 = !DILocation(line: 34, column: 27, scope: !392, inlinedAt: !1143)
!1145 = !DILocation(line: 34, column: 21, scope: !392, inlinedAt: !1143)
!1146 = !DILocation(line: 35, column: 11, scope: !392, inlinedAt: !1143)
!1147 = !DILocation(line: 35, column: 22, scope: !392, inlinedAt: !1143)
!1148 = !DILocation(line: 35, column: 25, scope: !392, inlinedAt: !1143)
!1149 = !DILocation(line: 35, column: 34, scope: !392, inlinedAt: !1143)
!1150 = !DILocation(line: 35, column: 38, scope: !392, inlinedAt: !1143)
!1151 = !DILocation(line: 35, column: 48, scope: !392, inlinedAt: !1143)
!1152 = !DILocation(line: 35, column: 50, scope: !392, inlinedAt: !1143)
!1153 = !DILocation(line: 35, column: 58, scope: !392, inlinedAt: !1143)
!1154 = !DILocation(line: 35, column: 60, scope: !392, inlinedAt: !1143)
!1155 = !DILocation(line: 35, column: 68, scope: !392, inlinedAt: !1143)
!1156 = !DILocation(line: 35, column: 70, scope: !392, inlinedAt: !1143)
!1157 = !DILocation(line: 36, column: 16, scope: !392, inlinedAt: !1143)
!1158 = !DILocation(line: 0, scope: !392, inlinedAt: !1159)
!1159 = distinct !DILocation(line: 45, column: 10, scope: !909)
!1160 = !DILocation(line: 34, column: 27, scope: !392, inlinedAt: !1159)
!1161 = !DILocation(line: 34, column: 21, scope: !392, inlinedAt: !1159)
!1162 = !DILocation(line: 35, column: 11, scope: !392, inlinedAt: !1159)
!1163 = !DILocation(line: 35, column: 22, scope: !392, inlinedAt: !1159)
!1164 = !DILocation(line: 35, column: 25, scope: !392, inlinedAt: !1159)
!1165 = !DILocation(line: 35, column: 34, scope: !392, inlinedAt: !1159)
!1166 = !DILocation(line: 35, column: 38, scope: !392, inlinedAt: !1159)
!1167 = !DILocation(line: 35, column: 48, scope: !392, inlinedAt: !1159)
!1168 = !DILocation(line: 35, column: 50, scope: !392, inlinedAt: !1159)
!1169 = !DILocation(line: 35, column: 68, scope: !392, inlinedAt: !1159)
!1170 = !DILocation(line: 35, column: 70, scope: !392, inlinedAt: !1159)
!1171 = !DILocation(line: 36, column: 16, scope: !392, inlinedAt: !1159)
!1172 = !DILocation(line: 45, column: 3, scope: !909)
