; ModuleID = 'tests/differential/src/linked_list.c'
source_filename = "tests/differential/src/linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.DNode = type { i64, ptr, ptr }
%struct.Node = type { i32, ptr }

@.str = private unnamed_addr constant [6 x i8] c"built\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"reversed\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"no mult of 3\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"count %d sum %ld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [9 x i8] c"forward:\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [11 x i8] c"\0Abackward:\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1, !dbg !39
@.str.10 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !44

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !60 {
  %1 = alloca ptr, align 8
  %2 = alloca %struct.DNode, align 8
  call void @llvm.dbg.value(metadata ptr null, metadata !65, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()), !dbg !97
  br label %85, !dbg !98

3:                                                ; preds = %85
  call void @llvm.dbg.value(metadata ptr @.str, metadata !99, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata ptr %94, metadata !108, metadata !DIExpression()), !dbg !111
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str), !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !114
  br label %5, !dbg !115

5:                                                ; preds = %3, %5
  %6 = phi i32 [ %12, %5 ], [ 0, %3 ]
  %7 = phi ptr [ %11, %5 ], [ %94, %3 ]
  call void @llvm.dbg.value(metadata i32 %6, metadata !109, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata ptr %7, metadata !108, metadata !DIExpression()), !dbg !111
  %8 = load i32, ptr %7, align 8, !dbg !116, !tbaa !118
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %8), !dbg !124
  %10 = getelementptr inbounds %struct.Node, ptr %7, i64 0, i32 1, !dbg !125
  %11 = load ptr, ptr %10, align 8, !dbg !125, !tbaa !126
  call void @llvm.dbg.value(metadata ptr %11, metadata !108, metadata !DIExpression()), !dbg !111
  %12 = add nuw nsw i32 %6, 1, !dbg !127
  call void @llvm.dbg.value(metadata i32 %12, metadata !109, metadata !DIExpression()), !dbg !114
  %13 = icmp ne ptr %11, null, !dbg !128
  %14 = icmp ult i32 %6, 19, !dbg !129
  %15 = select i1 %13, i1 %14, i1 false, !dbg !129
  br i1 %15, label %5, label %16, !dbg !115, !llvm.loop !130

16:                                               ; preds = %5
  %17 = tail call i32 @putchar(i32 10), !dbg !133
  %18 = tail call fastcc ptr @reverse(ptr noundef nonnull %94), !dbg !134
  call void @llvm.dbg.value(metadata ptr %18, metadata !65, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata ptr @.str.1, metadata !99, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata ptr %18, metadata !108, metadata !DIExpression()), !dbg !135
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1), !dbg !137
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !138
  %20 = icmp eq ptr %18, null, !dbg !139
  br i1 %20, label %32, label %21, !dbg !140

21:                                               ; preds = %16, %21
  %22 = phi i32 [ %28, %21 ], [ 0, %16 ]
  %23 = phi ptr [ %27, %21 ], [ %18, %16 ]
  call void @llvm.dbg.value(metadata i32 %22, metadata !109, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata ptr %23, metadata !108, metadata !DIExpression()), !dbg !135
  %24 = load i32, ptr %23, align 8, !dbg !141, !tbaa !118
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %24), !dbg !142
  %26 = getelementptr inbounds %struct.Node, ptr %23, i64 0, i32 1, !dbg !143
  %27 = load ptr, ptr %26, align 8, !dbg !143, !tbaa !126
  call void @llvm.dbg.value(metadata ptr %27, metadata !108, metadata !DIExpression()), !dbg !135
  %28 = add nuw nsw i32 %22, 1, !dbg !144
  call void @llvm.dbg.value(metadata i32 %28, metadata !109, metadata !DIExpression()), !dbg !138
  %29 = icmp ne ptr %27, null, !dbg !139
  %30 = icmp ult i32 %22, 19, !dbg !145
  %31 = select i1 %29, i1 %30, i1 false, !dbg !145
  br i1 %31, label %21, label %32, !dbg !140, !llvm.loop !146

32:                                               ; preds = %21, %16
  %33 = tail call i32 @putchar(i32 10), !dbg !148
  %34 = tail call fastcc ptr @msort(ptr noundef %18), !dbg !149
  call void @llvm.dbg.value(metadata ptr %34, metadata !65, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata ptr @.str.2, metadata !99, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata ptr %34, metadata !108, metadata !DIExpression()), !dbg !150
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2), !dbg !152
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !153
  %36 = icmp eq ptr %34, null, !dbg !154
  br i1 %36, label %63, label %37, !dbg !155

37:                                               ; preds = %32, %37
  %38 = phi i32 [ %44, %37 ], [ 0, %32 ]
  %39 = phi ptr [ %43, %37 ], [ %34, %32 ]
  call void @llvm.dbg.value(metadata i32 %38, metadata !109, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata ptr %39, metadata !108, metadata !DIExpression()), !dbg !150
  %40 = load i32, ptr %39, align 8, !dbg !156, !tbaa !118
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %40), !dbg !157
  %42 = getelementptr inbounds %struct.Node, ptr %39, i64 0, i32 1, !dbg !158
  %43 = load ptr, ptr %42, align 8, !dbg !158, !tbaa !126
  call void @llvm.dbg.value(metadata ptr %43, metadata !108, metadata !DIExpression()), !dbg !150
  %44 = add nuw nsw i32 %38, 1, !dbg !159
  call void @llvm.dbg.value(metadata i32 %44, metadata !109, metadata !DIExpression()), !dbg !153
  %45 = icmp ne ptr %43, null, !dbg !154
  %46 = icmp ult i32 %38, 19, !dbg !160
  %47 = select i1 %45, i1 %46, i1 false, !dbg !160
  br i1 %47, label %37, label %48, !dbg !155, !llvm.loop !161

48:                                               ; preds = %37
  %49 = tail call i32 @putchar(i32 10), !dbg !163
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !164
  call void @llvm.dbg.value(metadata ptr %34, metadata !169, metadata !DIExpression()), !dbg !164
  store ptr %34, ptr %1, align 8, !tbaa !178
  call void @llvm.dbg.value(metadata i32 3, metadata !170, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata ptr %1, metadata !171, metadata !DIExpression()), !dbg !164
  br label %50, !dbg !179

50:                                               ; preds = %48, %59
  %51 = phi ptr [ %60, %59 ], [ %1, %48 ]
  %52 = phi ptr [ %61, %59 ], [ %34, %48 ]
  call void @llvm.dbg.value(metadata ptr %51, metadata !171, metadata !DIExpression()), !dbg !164
  %53 = load i32, ptr %52, align 8, !dbg !180, !tbaa !118
  %54 = srem i32 %53, 3, !dbg !181
  %55 = icmp eq i32 %54, 0, !dbg !182
  %56 = getelementptr inbounds %struct.Node, ptr %52, i64 0, i32 1, !dbg !183
  br i1 %55, label %57, label %59, !dbg !184

57:                                               ; preds = %50
  call void @llvm.dbg.value(metadata ptr %52, metadata !173, metadata !DIExpression()), !dbg !185
  %58 = load ptr, ptr %56, align 8, !dbg !186, !tbaa !126
  store ptr %58, ptr %51, align 8, !dbg !187, !tbaa !178
  tail call void @free(ptr noundef nonnull %52) #10, !dbg !188
  br label %59, !dbg !189

59:                                               ; preds = %57, %50
  %60 = phi ptr [ %51, %57 ], [ %56, %50 ], !dbg !164
  call void @llvm.dbg.value(metadata ptr %60, metadata !171, metadata !DIExpression()), !dbg !164
  %61 = load ptr, ptr %60, align 8, !dbg !190, !tbaa !178
  %62 = icmp eq ptr %61, null, !dbg !179
  br i1 %62, label %66, label %50, !dbg !179, !llvm.loop !191

63:                                               ; preds = %32
  %64 = tail call i32 @putchar(i32 10), !dbg !163
  call void @llvm.dbg.value(metadata ptr %34, metadata !169, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata i32 3, metadata !170, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata ptr %1, metadata !171, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata ptr null, metadata !169, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata ptr null, metadata !65, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata ptr @.str.3, metadata !99, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata ptr null, metadata !108, metadata !DIExpression()), !dbg !193
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3), !dbg !195
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !196
  br label %81, !dbg !197

66:                                               ; preds = %59
  %67 = load ptr, ptr %1, align 8, !dbg !198, !tbaa !178
  call void @llvm.dbg.value(metadata ptr %67, metadata !169, metadata !DIExpression()), !dbg !164
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !199
  call void @llvm.dbg.value(metadata ptr %67, metadata !65, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata ptr @.str.3, metadata !99, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata ptr %67, metadata !108, metadata !DIExpression()), !dbg !193
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3), !dbg !195
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !196
  %69 = icmp eq ptr %67, null, !dbg !200
  br i1 %69, label %81, label %70, !dbg !197

70:                                               ; preds = %66, %70
  %71 = phi i32 [ %77, %70 ], [ 0, %66 ]
  %72 = phi ptr [ %76, %70 ], [ %67, %66 ]
  call void @llvm.dbg.value(metadata i32 %71, metadata !109, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata ptr %72, metadata !108, metadata !DIExpression()), !dbg !193
  %73 = load i32, ptr %72, align 8, !dbg !201, !tbaa !118
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %73), !dbg !202
  %75 = getelementptr inbounds %struct.Node, ptr %72, i64 0, i32 1, !dbg !203
  %76 = load ptr, ptr %75, align 8, !dbg !203, !tbaa !126
  call void @llvm.dbg.value(metadata ptr %76, metadata !108, metadata !DIExpression()), !dbg !193
  %77 = add nuw nsw i32 %71, 1, !dbg !204
  call void @llvm.dbg.value(metadata i32 %77, metadata !109, metadata !DIExpression()), !dbg !196
  %78 = icmp ne ptr %76, null, !dbg !200
  %79 = icmp ult i32 %71, 19, !dbg !205
  %80 = select i1 %78, i1 %79, i1 false, !dbg !205
  br i1 %80, label %70, label %83, !dbg !197, !llvm.loop !206

81:                                               ; preds = %63, %66
  %82 = tail call i32 @putchar(i32 10), !dbg !208
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 0, metadata !74, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata ptr null, metadata !65, metadata !DIExpression()), !dbg !96
  br label %109, !dbg !209

83:                                               ; preds = %70
  %84 = tail call i32 @putchar(i32 10), !dbg !208
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 0, metadata !74, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata ptr %67, metadata !65, metadata !DIExpression()), !dbg !96
  br label %98, !dbg !209

85:                                               ; preds = %0, %85
  %86 = phi ptr [ null, %0 ], [ %94, %85 ]
  %87 = phi i32 [ 0, %0 ], [ %96, %85 ]
  call void @llvm.dbg.value(metadata ptr %86, metadata !65, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %87, metadata !71, metadata !DIExpression()), !dbg !97
  %88 = trunc i32 %87 to i16, !dbg !210
  %89 = mul i16 %88, 37, !dbg !210
  %90 = add i16 %89, 11, !dbg !210
  %91 = urem i16 %90, 101, !dbg !210
  %92 = zext i16 %91 to i32, !dbg !210
  %93 = add nsw i32 %92, -50, !dbg !212
  call void @llvm.dbg.value(metadata ptr %86, metadata !213, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 %93, metadata !216, metadata !DIExpression()), !dbg !218
  %94 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #11, !dbg !220
  call void @llvm.dbg.value(metadata ptr %94, metadata !217, metadata !DIExpression()), !dbg !218
  store i32 %93, ptr %94, align 8, !dbg !221, !tbaa !118
  %95 = getelementptr inbounds %struct.Node, ptr %94, i64 0, i32 1, !dbg !222
  store ptr %86, ptr %95, align 8, !dbg !223, !tbaa !126
  call void @llvm.dbg.value(metadata ptr %94, metadata !65, metadata !DIExpression()), !dbg !96
  %96 = add nuw nsw i32 %87, 1, !dbg !224
  call void @llvm.dbg.value(metadata i32 %96, metadata !71, metadata !DIExpression()), !dbg !97
  %97 = icmp eq i32 %96, 40, !dbg !225
  br i1 %97, label %3, label %85, !dbg !98, !llvm.loop !226

98:                                               ; preds = %83, %98
  %99 = phi ptr [ %103, %98 ], [ %67, %83 ]
  %100 = phi i32 [ %104, %98 ], [ 0, %83 ]
  %101 = phi i64 [ %107, %98 ], [ 0, %83 ]
  call void @llvm.dbg.value(metadata ptr %99, metadata !65, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %100, metadata !73, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %101, metadata !74, metadata !DIExpression()), !dbg !96
  %102 = getelementptr inbounds %struct.Node, ptr %99, i64 0, i32 1, !dbg !228
  %103 = load ptr, ptr %102, align 8, !dbg !228, !tbaa !126
  call void @llvm.dbg.value(metadata ptr %103, metadata !76, metadata !DIExpression()), !dbg !229
  %104 = add nuw nsw i32 %100, 1, !dbg !230
  call void @llvm.dbg.value(metadata i32 %104, metadata !73, metadata !DIExpression()), !dbg !96
  %105 = load i32, ptr %99, align 8, !dbg !231, !tbaa !118
  %106 = sext i32 %105 to i64, !dbg !232
  %107 = add nsw i64 %101, %106, !dbg !233
  call void @llvm.dbg.value(metadata i64 %107, metadata !74, metadata !DIExpression()), !dbg !96
  tail call void @free(ptr noundef nonnull %99) #10, !dbg !234
  call void @llvm.dbg.value(metadata ptr %103, metadata !65, metadata !DIExpression()), !dbg !96
  %108 = icmp eq ptr %103, null, !dbg !209
  br i1 %108, label %109, label %98, !dbg !209, !llvm.loop !235

109:                                              ; preds = %98, %81
  %110 = phi i64 [ 0, %81 ], [ %107, %98 ], !dbg !96
  %111 = phi i32 [ 0, %81 ], [ %104, %98 ], !dbg !96
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %111, i64 noundef %110), !dbg !237
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10, !dbg !238
  call void @llvm.dbg.declare(metadata ptr %2, metadata !78, metadata !DIExpression()), !dbg !239
  store i64 0, ptr %2, align 8, !dbg !240, !tbaa !241
  %113 = getelementptr inbounds %struct.DNode, ptr %2, i64 0, i32 1, !dbg !240
  store ptr %2, ptr %113, align 8, !dbg !240, !tbaa !244
  %114 = getelementptr inbounds %struct.DNode, ptr %2, i64 0, i32 2, !dbg !240
  store ptr %2, ptr %114, align 8, !dbg !240, !tbaa !245
  call void @llvm.dbg.value(metadata i64 1, metadata !85, metadata !DIExpression()), !dbg !246
  br label %119, !dbg !247

115:                                              ; preds = %135
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5), !dbg !248
  %117 = load ptr, ptr %114, align 8, !dbg !249, !tbaa !245
  call void @llvm.dbg.value(metadata ptr %117, metadata !90, metadata !DIExpression()), !dbg !250
  %118 = icmp eq ptr %117, %2, !dbg !251
  br i1 %118, label %140, label %144, !dbg !253

119:                                              ; preds = %109, %135
  %120 = phi i64 [ 1, %109 ], [ %138, %135 ]
  call void @llvm.dbg.value(metadata i64 %120, metadata !85, metadata !DIExpression()), !dbg !246
  %121 = call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #11, !dbg !254
  call void @llvm.dbg.value(metadata ptr %121, metadata !87, metadata !DIExpression()), !dbg !255
  %122 = mul nuw nsw i64 %120, %120, !dbg !256
  store i64 %122, ptr %121, align 8, !dbg !257, !tbaa !241
  %123 = and i64 %120, 1, !dbg !258
  %124 = icmp eq i64 %123, 0, !dbg !258
  br i1 %124, label %130, label %125, !dbg !260

125:                                              ; preds = %119
  %126 = load ptr, ptr %114, align 8, !dbg !261, !tbaa !245
  %127 = getelementptr inbounds %struct.DNode, ptr %121, i64 0, i32 2, !dbg !263
  store ptr %126, ptr %127, align 8, !dbg !264, !tbaa !245
  %128 = getelementptr inbounds %struct.DNode, ptr %121, i64 0, i32 1, !dbg !265
  store ptr %2, ptr %128, align 8, !dbg !266, !tbaa !244
  %129 = getelementptr inbounds %struct.DNode, ptr %126, i64 0, i32 1, !dbg !267
  br label %135, !dbg !268

130:                                              ; preds = %119
  %131 = load ptr, ptr %113, align 8, !dbg !269, !tbaa !244
  %132 = getelementptr inbounds %struct.DNode, ptr %121, i64 0, i32 1, !dbg !271
  store ptr %131, ptr %132, align 8, !dbg !272, !tbaa !244
  %133 = getelementptr inbounds %struct.DNode, ptr %121, i64 0, i32 2, !dbg !273
  store ptr %2, ptr %133, align 8, !dbg !274, !tbaa !245
  %134 = getelementptr inbounds %struct.DNode, ptr %131, i64 0, i32 2, !dbg !275
  br label %135

135:                                              ; preds = %130, %125
  %136 = phi ptr [ %134, %130 ], [ %129, %125 ]
  %137 = phi ptr [ %113, %130 ], [ %114, %125 ]
  store ptr %121, ptr %136, align 8, !dbg !276, !tbaa !178
  store ptr %121, ptr %137, align 8, !dbg !276, !tbaa !178
  %138 = add nuw nsw i64 %120, 1, !dbg !277
  call void @llvm.dbg.value(metadata i64 %138, metadata !85, metadata !DIExpression()), !dbg !246
  %139 = icmp eq i64 %138, 11, !dbg !278
  br i1 %139, label %115, label %119, !dbg !247, !llvm.loop !279

140:                                              ; preds = %144, %115
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7), !dbg !281
  %142 = load ptr, ptr %113, align 8, !dbg !282, !tbaa !244
  call void @llvm.dbg.value(metadata ptr %142, metadata !92, metadata !DIExpression()), !dbg !283
  %143 = icmp eq ptr %142, %2, !dbg !284
  br i1 %143, label %151, label %155, !dbg !286

144:                                              ; preds = %115, %144
  %145 = phi ptr [ %149, %144 ], [ %117, %115 ]
  call void @llvm.dbg.value(metadata ptr %145, metadata !90, metadata !DIExpression()), !dbg !250
  %146 = load i64, ptr %145, align 8, !dbg !287, !tbaa !241
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %146), !dbg !288
  %148 = getelementptr inbounds %struct.DNode, ptr %145, i64 0, i32 2, !dbg !289
  %149 = load ptr, ptr %148, align 8, !dbg !289, !tbaa !245
  call void @llvm.dbg.value(metadata ptr %149, metadata !90, metadata !DIExpression()), !dbg !250
  %150 = icmp eq ptr %149, %2, !dbg !251
  br i1 %150, label %140, label %144, !dbg !253, !llvm.loop !290

151:                                              ; preds = %155, %140
  %152 = call i32 @putchar(i32 10), !dbg !292
  %153 = load ptr, ptr %114, align 8, !dbg !293, !tbaa !245
  %154 = icmp eq ptr %153, %2, !dbg !294
  br i1 %154, label %168, label %162, !dbg !295

155:                                              ; preds = %140, %155
  %156 = phi ptr [ %160, %155 ], [ %142, %140 ]
  call void @llvm.dbg.value(metadata ptr %156, metadata !92, metadata !DIExpression()), !dbg !283
  %157 = load i64, ptr %156, align 8, !dbg !296, !tbaa !241
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %157), !dbg !297
  %159 = getelementptr inbounds %struct.DNode, ptr %156, i64 0, i32 1, !dbg !298
  %160 = load ptr, ptr %159, align 8, !dbg !298, !tbaa !244
  call void @llvm.dbg.value(metadata ptr %160, metadata !92, metadata !DIExpression()), !dbg !283
  %161 = icmp eq ptr %160, %2, !dbg !284
  br i1 %161, label %151, label %155, !dbg !286, !llvm.loop !299

162:                                              ; preds = %151, %162
  %163 = phi ptr [ %166, %162 ], [ %153, %151 ]
  call void @llvm.dbg.value(metadata ptr %163, metadata !94, metadata !DIExpression()), !dbg !301
  %164 = getelementptr inbounds %struct.DNode, ptr %163, i64 0, i32 2, !dbg !302
  %165 = load ptr, ptr %164, align 8, !dbg !302, !tbaa !245
  store ptr %165, ptr %114, align 8, !dbg !303, !tbaa !245
  call void @free(ptr noundef %163) #10, !dbg !304
  %166 = load ptr, ptr %114, align 8, !dbg !293, !tbaa !245
  %167 = icmp eq ptr %166, %2, !dbg !294
  br i1 %167, label %168, label %162, !dbg !295, !llvm.loop !305

168:                                              ; preds = %162, %151
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10, !dbg !307
  ret i32 0, !dbg !308
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @reverse(ptr noundef %0) unnamed_addr #3 !dbg !309 {
  call void @llvm.dbg.value(metadata ptr %0, metadata !313, metadata !DIExpression()), !dbg !317
  call void @llvm.dbg.value(metadata ptr null, metadata !314, metadata !DIExpression()), !dbg !317
  %2 = icmp eq ptr %0, null, !dbg !318
  br i1 %2, label %9, label %3, !dbg !318

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %7, %3 ], [ %0, %1 ]
  %5 = phi ptr [ %4, %3 ], [ null, %1 ]
  call void @llvm.dbg.value(metadata ptr %4, metadata !313, metadata !DIExpression()), !dbg !317
  call void @llvm.dbg.value(metadata ptr %5, metadata !314, metadata !DIExpression()), !dbg !317
  %6 = getelementptr inbounds %struct.Node, ptr %4, i64 0, i32 1, !dbg !319
  %7 = load ptr, ptr %6, align 8, !dbg !319, !tbaa !126
  call void @llvm.dbg.value(metadata ptr %7, metadata !315, metadata !DIExpression()), !dbg !320
  store ptr %5, ptr %6, align 8, !dbg !321, !tbaa !126
  call void @llvm.dbg.value(metadata ptr %7, metadata !313, metadata !DIExpression()), !dbg !317
  call void @llvm.dbg.value(metadata ptr %4, metadata !314, metadata !DIExpression()), !dbg !317
  %8 = icmp eq ptr %7, null, !dbg !318
  br i1 %8, label %9, label %3, !dbg !318, !llvm.loop !322

9:                                                ; preds = %3, %1
  %10 = phi ptr [ null, %1 ], [ %4, %3 ], !dbg !317
  ret ptr %10, !dbg !324
}

; Function Attrs: nofree noinline nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @msort(ptr noundef %0) unnamed_addr #4 !dbg !325 {
  %2 = alloca %struct.Node, align 8
  call void @llvm.dbg.value(metadata ptr %0, metadata !327, metadata !DIExpression()), !dbg !331
  %3 = icmp eq ptr %0, null, !dbg !332
  br i1 %3, label %59, label %4, !dbg !334

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.Node, ptr %0, i64 0, i32 1, !dbg !335
  %6 = load ptr, ptr %5, align 8, !dbg !335, !tbaa !126
  %7 = icmp eq ptr %6, null, !dbg !336
  br i1 %7, label %59, label %8, !dbg !337

8:                                                ; preds = %4, %14
  %9 = phi ptr [ %18, %14 ], [ %6, %4 ]
  %10 = phi ptr [ %16, %14 ], [ %0, %4 ]
  call void @llvm.dbg.value(metadata ptr %9, metadata !329, metadata !DIExpression()), !dbg !331
  call void @llvm.dbg.value(metadata ptr %10, metadata !328, metadata !DIExpression()), !dbg !331
  %11 = getelementptr inbounds %struct.Node, ptr %9, i64 0, i32 1, !dbg !338
  %12 = load ptr, ptr %11, align 8, !dbg !338, !tbaa !126
  %13 = icmp eq ptr %12, null, !dbg !339
  br i1 %13, label %20, label %14, !dbg !340

14:                                               ; preds = %8
  %15 = getelementptr inbounds %struct.Node, ptr %10, i64 0, i32 1, !dbg !341
  %16 = load ptr, ptr %15, align 8, !dbg !341, !tbaa !126
  call void @llvm.dbg.value(metadata ptr %16, metadata !328, metadata !DIExpression()), !dbg !331
  %17 = getelementptr inbounds %struct.Node, ptr %12, i64 0, i32 1, !dbg !343
  %18 = load ptr, ptr %17, align 8, !dbg !343, !tbaa !126
  call void @llvm.dbg.value(metadata ptr %18, metadata !329, metadata !DIExpression()), !dbg !331
  %19 = icmp eq ptr %18, null, !dbg !344
  br i1 %19, label %20, label %8, !dbg !339, !llvm.loop !345

20:                                               ; preds = %8, %14
  %21 = phi ptr [ %16, %14 ], [ %10, %8 ], !dbg !331
  %22 = getelementptr inbounds %struct.Node, ptr %21, i64 0, i32 1, !dbg !347
  %23 = load ptr, ptr %22, align 8, !dbg !347, !tbaa !126
  call void @llvm.dbg.value(metadata ptr %23, metadata !330, metadata !DIExpression()), !dbg !331
  store ptr null, ptr %22, align 8, !dbg !348, !tbaa !126
  %24 = tail call fastcc ptr @msort(ptr noundef nonnull %0), !dbg !349
  %25 = tail call fastcc ptr @msort(ptr noundef %23), !dbg !350
  call void @llvm.dbg.value(metadata ptr %24, metadata !351, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata ptr %25, metadata !356, metadata !DIExpression()), !dbg !359
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #10, !dbg !361
  call void @llvm.dbg.declare(metadata ptr %2, metadata !357, metadata !DIExpression()), !dbg !362
  call void @llvm.dbg.value(metadata ptr %2, metadata !358, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata ptr %25, metadata !356, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata ptr %24, metadata !351, metadata !DIExpression()), !dbg !359
  %26 = icmp ne ptr %24, null, !dbg !363
  %27 = icmp ne ptr %25, null, !dbg !364
  %28 = and i1 %26, %27, !dbg !364
  br i1 %28, label %29, label %50, !dbg !365

29:                                               ; preds = %20, %43
  %30 = phi ptr [ %44, %43 ], [ %2, %20 ]
  %31 = phi ptr [ %46, %43 ], [ %25, %20 ]
  %32 = phi ptr [ %45, %43 ], [ %24, %20 ]
  call void @llvm.dbg.value(metadata ptr %30, metadata !358, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata ptr %31, metadata !356, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata ptr %32, metadata !351, metadata !DIExpression()), !dbg !359
  %33 = load i32, ptr %32, align 8, !dbg !366, !tbaa !118
  %34 = load i32, ptr %31, align 8, !dbg !369, !tbaa !118
  %35 = icmp sgt i32 %33, %34, !dbg !370
  %36 = getelementptr inbounds %struct.Node, ptr %30, i64 0, i32 1, !dbg !371
  br i1 %35, label %40, label %37, !dbg !372

37:                                               ; preds = %29
  store ptr %32, ptr %36, align 8, !dbg !373, !tbaa !126
  %38 = getelementptr inbounds %struct.Node, ptr %32, i64 0, i32 1, !dbg !375
  %39 = load ptr, ptr %38, align 8, !dbg !375, !tbaa !126
  call void @llvm.dbg.value(metadata ptr %39, metadata !351, metadata !DIExpression()), !dbg !359
  br label %43, !dbg !376

40:                                               ; preds = %29
  store ptr %31, ptr %36, align 8, !dbg !377, !tbaa !126
  %41 = getelementptr inbounds %struct.Node, ptr %31, i64 0, i32 1, !dbg !379
  %42 = load ptr, ptr %41, align 8, !dbg !379, !tbaa !126
  call void @llvm.dbg.value(metadata ptr %42, metadata !356, metadata !DIExpression()), !dbg !359
  br label %43

43:                                               ; preds = %40, %37
  %44 = phi ptr [ %32, %37 ], [ %31, %40 ], !dbg !380
  %45 = phi ptr [ %39, %37 ], [ %32, %40 ]
  %46 = phi ptr [ %31, %37 ], [ %42, %40 ]
  call void @llvm.dbg.value(metadata ptr %46, metadata !356, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata ptr %45, metadata !351, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata ptr %44, metadata !358, metadata !DIExpression()), !dbg !359
  %47 = icmp ne ptr %45, null, !dbg !363
  %48 = icmp ne ptr %46, null, !dbg !364
  %49 = select i1 %47, i1 %48, i1 false, !dbg !364
  br i1 %49, label %29, label %50, !dbg !365, !llvm.loop !381

50:                                               ; preds = %43, %20
  %51 = phi ptr [ %24, %20 ], [ %45, %43 ]
  %52 = phi ptr [ %25, %20 ], [ %46, %43 ]
  %53 = phi ptr [ %2, %20 ], [ %44, %43 ], !dbg !359
  %54 = phi i1 [ %26, %20 ], [ %47, %43 ], !dbg !363
  %55 = select i1 %54, ptr %51, ptr %52, !dbg !383
  %56 = getelementptr inbounds %struct.Node, ptr %53, i64 0, i32 1, !dbg !384
  store ptr %55, ptr %56, align 8, !dbg !385, !tbaa !126
  %57 = getelementptr inbounds %struct.Node, ptr %2, i64 0, i32 1, !dbg !386
  %58 = load ptr, ptr %57, align 8, !dbg !386, !tbaa !126
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #10, !dbg !387
  br label %59

59:                                               ; preds = %1, %4, %50
  %60 = phi ptr [ %58, %50 ], [ %0, %4 ], [ null, %1 ], !dbg !331
  ret ptr %60, !dbg !388
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !389 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !395 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !400 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!46}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/differential/src/linked_list.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "1c702b06ce55f2f142b19b4a7c704c1f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 7)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !9, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 5)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 11)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !41, isLocal: true, isDefinition: true)
!46 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !47, splitDebugInlining: false, nameTableKind: None)
!47 = !{!0, !7, !12, !17, !22, !27, !29, !34, !48, !39, !44}
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 2)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!60 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 50, type: !61, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !64)
!61 = !DISubroutineType(types: !62)
!62 = !{!63}
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !{!65, !71, !73, !74, !76, !78, !85, !87, !90, !92, !94}
!65 = !DILocalVariable(name: "h", scope: !60, file: !2, line: 51, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !2, line: 6, size: 128, elements: !68)
!68 = !{!69, !70}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !67, file: !2, line: 6, baseType: !63, size: 32)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !67, file: !2, line: 6, baseType: !66, size: 64, offset: 64)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 52, type: !63)
!72 = distinct !DILexicalBlock(scope: !60, file: !2, line: 52, column: 3)
!73 = !DILocalVariable(name: "count", scope: !60, file: !2, line: 57, type: !63)
!74 = !DILocalVariable(name: "sum", scope: !60, file: !2, line: 57, type: !75)
!75 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!76 = !DILocalVariable(name: "n", scope: !77, file: !2, line: 58, type: !66)
!77 = distinct !DILexicalBlock(scope: !60, file: !2, line: 58, column: 13)
!78 = !DILocalVariable(name: "sentinel", scope: !60, file: !2, line: 60, type: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DNode", file: !2, line: 7, size: 192, elements: !80)
!80 = !{!81, !82, !84}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !79, file: !2, line: 7, baseType: !75, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !79, file: !2, line: 7, baseType: !83, size: 64, offset: 64)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !79, file: !2, line: 7, baseType: !83, size: 64, offset: 128)
!85 = !DILocalVariable(name: "k", scope: !86, file: !2, line: 61, type: !75)
!86 = distinct !DILexicalBlock(scope: !60, file: !2, line: 61, column: 3)
!87 = !DILocalVariable(name: "n", scope: !88, file: !2, line: 62, type: !83)
!88 = distinct !DILexicalBlock(scope: !89, file: !2, line: 61, column: 34)
!89 = distinct !DILexicalBlock(scope: !86, file: !2, line: 61, column: 3)
!90 = !DILocalVariable(name: "n", scope: !91, file: !2, line: 68, type: !83)
!91 = distinct !DILexicalBlock(scope: !60, file: !2, line: 68, column: 3)
!92 = !DILocalVariable(name: "n", scope: !93, file: !2, line: 70, type: !83)
!93 = distinct !DILexicalBlock(scope: !60, file: !2, line: 70, column: 3)
!94 = !DILocalVariable(name: "n", scope: !95, file: !2, line: 72, type: !83)
!95 = distinct !DILexicalBlock(scope: !60, file: !2, line: 72, column: 38)
!96 = !DILocation(line: 0, scope: !60)
!97 = !DILocation(line: 0, scope: !72)
!98 = !DILocation(line: 52, column: 3, scope: !72)
!99 = !DILocalVariable(name: "label", arg: 1, scope: !100, file: !2, line: 44, type: !103)
!100 = distinct !DISubprogram(name: "print_list", scope: !2, file: !2, line: 44, type: !101, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !107)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !103, !105}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!107 = !{!99, !108, !109}
!108 = !DILocalVariable(name: "h", arg: 2, scope: !100, file: !2, line: 44, type: !105)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 46, type: !63)
!110 = distinct !DILexicalBlock(scope: !100, file: !2, line: 46, column: 3)
!111 = !DILocation(line: 0, scope: !100, inlinedAt: !112)
!112 = distinct !DILocation(line: 53, column: 3, scope: !60)
!113 = !DILocation(line: 45, column: 3, scope: !100, inlinedAt: !112)
!114 = !DILocation(line: 0, scope: !110, inlinedAt: !112)
!115 = !DILocation(line: 46, column: 3, scope: !110, inlinedAt: !112)
!116 = !DILocation(line: 46, column: 67, scope: !117, inlinedAt: !112)
!117 = distinct !DILexicalBlock(scope: !110, file: !2, line: 46, column: 3)
!118 = !{!119, !120, i64 0}
!119 = !{!"Node", !120, i64 0, !123, i64 8}
!120 = !{!"int", !121, i64 0}
!121 = !{!"omnipotent char", !122, i64 0}
!122 = !{!"Simple C/C++ TBAA"}
!123 = !{!"any pointer", !121, i64 0}
!124 = !DILocation(line: 46, column: 50, scope: !117, inlinedAt: !112)
!125 = !DILocation(line: 46, column: 39, scope: !117, inlinedAt: !112)
!126 = !{!119, !123, i64 8}
!127 = !DILocation(line: 46, column: 46, scope: !117, inlinedAt: !112)
!128 = !DILocation(line: 46, column: 19, scope: !117, inlinedAt: !112)
!129 = !DILocation(line: 46, column: 21, scope: !117, inlinedAt: !112)
!130 = distinct !{!130, !115, !131, !132}
!131 = !DILocation(line: 46, column: 70, scope: !110, inlinedAt: !112)
!132 = !{!"llvm.loop.mustprogress"}
!133 = !DILocation(line: 47, column: 3, scope: !100, inlinedAt: !112)
!134 = !DILocation(line: 54, column: 7, scope: !60)
!135 = !DILocation(line: 0, scope: !100, inlinedAt: !136)
!136 = distinct !DILocation(line: 54, column: 19, scope: !60)
!137 = !DILocation(line: 45, column: 3, scope: !100, inlinedAt: !136)
!138 = !DILocation(line: 0, scope: !110, inlinedAt: !136)
!139 = !DILocation(line: 46, column: 19, scope: !117, inlinedAt: !136)
!140 = !DILocation(line: 46, column: 3, scope: !110, inlinedAt: !136)
!141 = !DILocation(line: 46, column: 67, scope: !117, inlinedAt: !136)
!142 = !DILocation(line: 46, column: 50, scope: !117, inlinedAt: !136)
!143 = !DILocation(line: 46, column: 39, scope: !117, inlinedAt: !136)
!144 = !DILocation(line: 46, column: 46, scope: !117, inlinedAt: !136)
!145 = !DILocation(line: 46, column: 21, scope: !117, inlinedAt: !136)
!146 = distinct !{!146, !140, !147, !132}
!147 = !DILocation(line: 46, column: 70, scope: !110, inlinedAt: !136)
!148 = !DILocation(line: 47, column: 3, scope: !100, inlinedAt: !136)
!149 = !DILocation(line: 55, column: 7, scope: !60)
!150 = !DILocation(line: 0, scope: !100, inlinedAt: !151)
!151 = distinct !DILocation(line: 55, column: 17, scope: !60)
!152 = !DILocation(line: 45, column: 3, scope: !100, inlinedAt: !151)
!153 = !DILocation(line: 0, scope: !110, inlinedAt: !151)
!154 = !DILocation(line: 46, column: 19, scope: !117, inlinedAt: !151)
!155 = !DILocation(line: 46, column: 3, scope: !110, inlinedAt: !151)
!156 = !DILocation(line: 46, column: 67, scope: !117, inlinedAt: !151)
!157 = !DILocation(line: 46, column: 50, scope: !117, inlinedAt: !151)
!158 = !DILocation(line: 46, column: 39, scope: !117, inlinedAt: !151)
!159 = !DILocation(line: 46, column: 46, scope: !117, inlinedAt: !151)
!160 = !DILocation(line: 46, column: 21, scope: !117, inlinedAt: !151)
!161 = distinct !{!161, !155, !162, !132}
!162 = !DILocation(line: 46, column: 70, scope: !110, inlinedAt: !151)
!163 = !DILocation(line: 47, column: 3, scope: !100, inlinedAt: !151)
!164 = !DILocation(line: 0, scope: !165, inlinedAt: !177)
!165 = distinct !DISubprogram(name: "remove_if_div", scope: !2, file: !2, line: 36, type: !166, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !168)
!166 = !DISubroutineType(types: !167)
!167 = !{!66, !66, !63}
!168 = !{!169, !170, !171, !173}
!169 = !DILocalVariable(name: "h", arg: 1, scope: !165, file: !2, line: 36, type: !66)
!170 = !DILocalVariable(name: "d", arg: 2, scope: !165, file: !2, line: 36, type: !63)
!171 = !DILocalVariable(name: "pp", scope: !165, file: !2, line: 37, type: !172)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!173 = !DILocalVariable(name: "dead", scope: !174, file: !2, line: 39, type: !66)
!174 = distinct !DILexicalBlock(scope: !175, file: !2, line: 39, column: 30)
!175 = distinct !DILexicalBlock(scope: !176, file: !2, line: 39, column: 9)
!176 = distinct !DILexicalBlock(scope: !165, file: !2, line: 38, column: 15)
!177 = distinct !DILocation(line: 56, column: 7, scope: !60)
!178 = !{!123, !123, i64 0}
!179 = !DILocation(line: 38, column: 3, scope: !165, inlinedAt: !177)
!180 = !DILocation(line: 39, column: 16, scope: !175, inlinedAt: !177)
!181 = !DILocation(line: 39, column: 20, scope: !175, inlinedAt: !177)
!182 = !DILocation(line: 39, column: 24, scope: !175, inlinedAt: !177)
!183 = !DILocation(line: 0, scope: !175, inlinedAt: !177)
!184 = !DILocation(line: 39, column: 9, scope: !176, inlinedAt: !177)
!185 = !DILocation(line: 0, scope: !174, inlinedAt: !177)
!186 = !DILocation(line: 39, column: 69, scope: !174, inlinedAt: !177)
!187 = !DILocation(line: 39, column: 61, scope: !174, inlinedAt: !177)
!188 = !DILocation(line: 39, column: 75, scope: !174, inlinedAt: !177)
!189 = !DILocation(line: 39, column: 87, scope: !174, inlinedAt: !177)
!190 = !DILocation(line: 38, column: 10, scope: !165, inlinedAt: !177)
!191 = distinct !{!191, !179, !192, !132}
!192 = !DILocation(line: 41, column: 3, scope: !165, inlinedAt: !177)
!193 = !DILocation(line: 0, scope: !100, inlinedAt: !194)
!194 = distinct !DILocation(line: 56, column: 28, scope: !60)
!195 = !DILocation(line: 45, column: 3, scope: !100, inlinedAt: !194)
!196 = !DILocation(line: 0, scope: !110, inlinedAt: !194)
!197 = !DILocation(line: 46, column: 3, scope: !110, inlinedAt: !194)
!198 = !DILocation(line: 42, column: 10, scope: !165, inlinedAt: !177)
!199 = !DILocation(line: 42, column: 3, scope: !165, inlinedAt: !177)
!200 = !DILocation(line: 46, column: 19, scope: !117, inlinedAt: !194)
!201 = !DILocation(line: 46, column: 67, scope: !117, inlinedAt: !194)
!202 = !DILocation(line: 46, column: 50, scope: !117, inlinedAt: !194)
!203 = !DILocation(line: 46, column: 39, scope: !117, inlinedAt: !194)
!204 = !DILocation(line: 46, column: 46, scope: !117, inlinedAt: !194)
!205 = !DILocation(line: 46, column: 21, scope: !117, inlinedAt: !194)
!206 = distinct !{!206, !197, !207, !132}
!207 = !DILocation(line: 46, column: 70, scope: !110, inlinedAt: !194)
!208 = !DILocation(line: 47, column: 3, scope: !100, inlinedAt: !194)
!209 = !DILocation(line: 58, column: 3, scope: !60)
!210 = !DILocation(line: 52, column: 58, scope: !211)
!211 = distinct !DILexicalBlock(scope: !72, file: !2, line: 52, column: 3)
!212 = !DILocation(line: 52, column: 64, scope: !211)
!213 = !DILocalVariable(name: "h", arg: 1, scope: !214, file: !2, line: 9, type: !66)
!214 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 9, type: !166, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !215)
!215 = !{!213, !216, !217}
!216 = !DILocalVariable(name: "v", arg: 2, scope: !214, file: !2, line: 9, type: !63)
!217 = !DILocalVariable(name: "n", scope: !214, file: !2, line: 10, type: !66)
!218 = !DILocation(line: 0, scope: !214, inlinedAt: !219)
!219 = distinct !DILocation(line: 52, column: 36, scope: !211)
!220 = !DILocation(line: 10, column: 20, scope: !214, inlinedAt: !219)
!221 = !DILocation(line: 11, column: 10, scope: !214, inlinedAt: !219)
!222 = !DILocation(line: 11, column: 18, scope: !214, inlinedAt: !219)
!223 = !DILocation(line: 11, column: 23, scope: !214, inlinedAt: !219)
!224 = !DILocation(line: 52, column: 28, scope: !211)
!225 = !DILocation(line: 52, column: 21, scope: !211)
!226 = distinct !{!226, !98, !227, !132}
!227 = !DILocation(line: 52, column: 68, scope: !72)
!228 = !DILocation(line: 58, column: 35, scope: !77)
!229 = !DILocation(line: 0, scope: !77)
!230 = !DILocation(line: 58, column: 46, scope: !77)
!231 = !DILocation(line: 58, column: 60, scope: !77)
!232 = !DILocation(line: 58, column: 57, scope: !77)
!233 = !DILocation(line: 58, column: 54, scope: !77)
!234 = !DILocation(line: 58, column: 65, scope: !77)
!235 = distinct !{!235, !209, !236, !132}
!236 = !DILocation(line: 58, column: 81, scope: !60)
!237 = !DILocation(line: 59, column: 3, scope: !60)
!238 = !DILocation(line: 60, column: 3, scope: !60)
!239 = !DILocation(line: 60, column: 16, scope: !60)
!240 = !DILocation(line: 60, column: 27, scope: !60)
!241 = !{!242, !243, i64 0}
!242 = !{!"DNode", !243, i64 0, !123, i64 8, !123, i64 16}
!243 = !{!"long", !121, i64 0}
!244 = !{!242, !123, i64 8}
!245 = !{!242, !123, i64 16}
!246 = !DILocation(line: 0, scope: !86)
!247 = !DILocation(line: 61, column: 3, scope: !86)
!248 = !DILocation(line: 67, column: 3, scope: !60)
!249 = !DILocation(line: 68, column: 35, scope: !91)
!250 = !DILocation(line: 0, scope: !91)
!251 = !DILocation(line: 68, column: 43, scope: !252)
!252 = distinct !DILexicalBlock(scope: !91, file: !2, line: 68, column: 3)
!253 = !DILocation(line: 68, column: 3, scope: !91)
!254 = !DILocation(line: 62, column: 23, scope: !88)
!255 = !DILocation(line: 0, scope: !88)
!256 = !DILocation(line: 63, column: 16, scope: !88)
!257 = !DILocation(line: 63, column: 12, scope: !88)
!258 = !DILocation(line: 64, column: 11, scope: !259)
!259 = distinct !DILexicalBlock(scope: !88, file: !2, line: 64, column: 9)
!260 = !DILocation(line: 64, column: 9, scope: !88)
!261 = !DILocation(line: 64, column: 37, scope: !262)
!262 = distinct !DILexicalBlock(scope: !259, file: !2, line: 64, column: 16)
!263 = !DILocation(line: 64, column: 21, scope: !262)
!264 = !DILocation(line: 64, column: 26, scope: !262)
!265 = !DILocation(line: 64, column: 46, scope: !262)
!266 = !DILocation(line: 64, column: 51, scope: !262)
!267 = !DILocation(line: 64, column: 79, scope: !262)
!268 = !DILocation(line: 64, column: 108, scope: !262)
!269 = !DILocation(line: 65, column: 31, scope: !270)
!270 = distinct !DILexicalBlock(scope: !259, file: !2, line: 65, column: 10)
!271 = !DILocation(line: 65, column: 15, scope: !270)
!272 = !DILocation(line: 65, column: 20, scope: !270)
!273 = !DILocation(line: 65, column: 40, scope: !270)
!274 = !DILocation(line: 65, column: 45, scope: !270)
!275 = !DILocation(line: 65, column: 73, scope: !270)
!276 = !DILocation(line: 0, scope: !259)
!277 = !DILocation(line: 61, column: 30, scope: !89)
!278 = !DILocation(line: 61, column: 22, scope: !89)
!279 = distinct !{!279, !247, !280, !132}
!280 = !DILocation(line: 66, column: 3, scope: !86)
!281 = !DILocation(line: 69, column: 3, scope: !60)
!282 = !DILocation(line: 70, column: 35, scope: !93)
!283 = !DILocation(line: 0, scope: !93)
!284 = !DILocation(line: 70, column: 43, scope: !285)
!285 = distinct !DILexicalBlock(scope: !93, file: !2, line: 70, column: 3)
!286 = !DILocation(line: 70, column: 3, scope: !93)
!287 = !DILocation(line: 68, column: 88, scope: !252)
!288 = !DILocation(line: 68, column: 70, scope: !252)
!289 = !DILocation(line: 68, column: 64, scope: !252)
!290 = distinct !{!290, !253, !291, !132}
!291 = !DILocation(line: 68, column: 91, scope: !91)
!292 = !DILocation(line: 71, column: 3, scope: !60)
!293 = !DILocation(line: 72, column: 19, scope: !60)
!294 = !DILocation(line: 72, column: 24, scope: !60)
!295 = !DILocation(line: 72, column: 3, scope: !60)
!296 = !DILocation(line: 70, column: 88, scope: !285)
!297 = !DILocation(line: 70, column: 70, scope: !285)
!298 = !DILocation(line: 70, column: 64, scope: !285)
!299 = distinct !{!299, !286, !300, !132}
!300 = !DILocation(line: 70, column: 91, scope: !93)
!301 = !DILocation(line: 0, scope: !95)
!302 = !DILocation(line: 72, column: 92, scope: !95)
!303 = !DILocation(line: 72, column: 87, scope: !95)
!304 = !DILocation(line: 72, column: 98, scope: !95)
!305 = distinct !{!305, !295, !306, !132}
!306 = !DILocation(line: 72, column: 107, scope: !60)
!307 = !DILocation(line: 74, column: 1, scope: !60)
!308 = !DILocation(line: 73, column: 3, scope: !60)
!309 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 14, type: !310, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !312)
!310 = !DISubroutineType(types: !311)
!311 = !{!66, !66}
!312 = !{!313, !314, !315}
!313 = !DILocalVariable(name: "h", arg: 1, scope: !309, file: !2, line: 14, type: !66)
!314 = !DILocalVariable(name: "prev", scope: !309, file: !2, line: 15, type: !66)
!315 = !DILocalVariable(name: "nx", scope: !316, file: !2, line: 16, type: !66)
!316 = distinct !DILexicalBlock(scope: !309, file: !2, line: 16, column: 13)
!317 = !DILocation(line: 0, scope: !309)
!318 = !DILocation(line: 16, column: 3, scope: !309)
!319 = !DILocation(line: 16, column: 36, scope: !316)
!320 = !DILocation(line: 0, scope: !316)
!321 = !DILocation(line: 16, column: 50, scope: !316)
!322 = distinct !{!322, !318, !323, !132}
!323 = !DILocation(line: 16, column: 76, scope: !309)
!324 = !DILocation(line: 17, column: 3, scope: !309)
!325 = distinct !DISubprogram(name: "msort", scope: !2, file: !2, line: 28, type: !310, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !326)
!326 = !{!327, !328, !329, !330}
!327 = !DILocalVariable(name: "h", arg: 1, scope: !325, file: !2, line: 28, type: !66)
!328 = !DILocalVariable(name: "slow", scope: !325, file: !2, line: 30, type: !66)
!329 = !DILocalVariable(name: "fast", scope: !325, file: !2, line: 30, type: !66)
!330 = !DILocalVariable(name: "mid", scope: !325, file: !2, line: 32, type: !66)
!331 = !DILocation(line: 0, scope: !325)
!332 = !DILocation(line: 29, column: 8, scope: !333)
!333 = distinct !DILexicalBlock(scope: !325, file: !2, line: 29, column: 7)
!334 = !DILocation(line: 29, column: 10, scope: !333)
!335 = !DILocation(line: 29, column: 17, scope: !333)
!336 = !DILocation(line: 29, column: 14, scope: !333)
!337 = !DILocation(line: 29, column: 7, scope: !325)
!338 = !DILocation(line: 31, column: 24, scope: !325)
!339 = !DILocation(line: 31, column: 15, scope: !325)
!340 = !DILocation(line: 31, column: 3, scope: !325)
!341 = !DILocation(line: 31, column: 45, scope: !342)
!342 = distinct !DILexicalBlock(scope: !325, file: !2, line: 31, column: 30)
!343 = !DILocation(line: 31, column: 70, scope: !342)
!344 = !DILocation(line: 31, column: 10, scope: !325)
!345 = distinct !{!345, !340, !346, !132}
!346 = !DILocation(line: 31, column: 76, scope: !325)
!347 = !DILocation(line: 32, column: 28, scope: !325)
!348 = !DILocation(line: 33, column: 14, scope: !325)
!349 = !DILocation(line: 34, column: 16, scope: !325)
!350 = !DILocation(line: 34, column: 26, scope: !325)
!351 = !DILocalVariable(name: "a", arg: 1, scope: !352, file: !2, line: 19, type: !66)
!352 = distinct !DISubprogram(name: "merge", scope: !2, file: !2, line: 19, type: !353, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !355)
!353 = !DISubroutineType(types: !354)
!354 = !{!66, !66, !66}
!355 = !{!351, !356, !357, !358}
!356 = !DILocalVariable(name: "b", arg: 2, scope: !352, file: !2, line: 19, type: !66)
!357 = !DILocalVariable(name: "head", scope: !352, file: !2, line: 20, type: !67)
!358 = !DILocalVariable(name: "t", scope: !352, file: !2, line: 20, type: !66)
!359 = !DILocation(line: 0, scope: !352, inlinedAt: !360)
!360 = distinct !DILocation(line: 34, column: 10, scope: !325)
!361 = !DILocation(line: 20, column: 3, scope: !352, inlinedAt: !360)
!362 = !DILocation(line: 20, column: 15, scope: !352, inlinedAt: !360)
!363 = !DILocation(line: 21, column: 10, scope: !352, inlinedAt: !360)
!364 = !DILocation(line: 21, column: 12, scope: !352, inlinedAt: !360)
!365 = !DILocation(line: 21, column: 3, scope: !352, inlinedAt: !360)
!366 = !DILocation(line: 22, column: 12, scope: !367, inlinedAt: !360)
!367 = distinct !DILexicalBlock(scope: !368, file: !2, line: 22, column: 9)
!368 = distinct !DILexicalBlock(scope: !352, file: !2, line: 21, column: 18)
!369 = !DILocation(line: 22, column: 22, scope: !367, inlinedAt: !360)
!370 = !DILocation(line: 22, column: 16, scope: !367, inlinedAt: !360)
!371 = !DILocation(line: 22, scope: !367, inlinedAt: !360)
!372 = !DILocation(line: 22, column: 9, scope: !368, inlinedAt: !360)
!373 = !DILocation(line: 22, column: 37, scope: !374, inlinedAt: !360)
!374 = distinct !DILexicalBlock(scope: !367, file: !2, line: 22, column: 27)
!375 = !DILocation(line: 22, column: 49, scope: !374, inlinedAt: !360)
!376 = !DILocation(line: 22, column: 55, scope: !374, inlinedAt: !360)
!377 = !DILocation(line: 22, column: 72, scope: !378, inlinedAt: !360)
!378 = distinct !DILexicalBlock(scope: !367, file: !2, line: 22, column: 62)
!379 = !DILocation(line: 22, column: 84, scope: !378, inlinedAt: !360)
!380 = !DILocation(line: 23, column: 12, scope: !368, inlinedAt: !360)
!381 = distinct !{!381, !365, !382, !132}
!382 = !DILocation(line: 24, column: 3, scope: !352, inlinedAt: !360)
!383 = !DILocation(line: 25, column: 13, scope: !352, inlinedAt: !360)
!384 = !DILocation(line: 25, column: 6, scope: !352, inlinedAt: !360)
!385 = !DILocation(line: 25, column: 11, scope: !352, inlinedAt: !360)
!386 = !DILocation(line: 26, column: 15, scope: !352, inlinedAt: !360)
!387 = !DILocation(line: 27, column: 1, scope: !352, inlinedAt: !360)
!388 = !DILocation(line: 35, column: 1, scope: !325)
!389 = !DISubprogram(name: "free", scope: !390, file: !390, line: 568, type: !391, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !394)
!390 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!391 = !DISubroutineType(types: !392)
!392 = !{null, !393}
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!394 = !{}
!395 = !DISubprogram(name: "printf", scope: !396, file: !396, line: 356, type: !397, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !394)
!396 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!397 = !DISubroutineType(types: !398)
!398 = !{!63, !399, null}
!399 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !103)
!400 = !DISubprogram(name: "malloc", scope: !390, file: !390, line: 553, type: !401, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !394)
!401 = !DISubroutineType(types: !402)
!402 = !{!393, !403}
!403 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !404, line: 46, baseType: !405)
!404 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "f95079da609b0e8f201cb8136304bf3b")
!405 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
