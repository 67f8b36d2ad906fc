; ModuleID = 'tests/differential/src/computed_goto.c'
source_filename = "tests/differential/src/computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.fact = private unnamed_addr constant [15 x i32] [i32 0, i32 1, i32 0, i32 10, i32 4, i32 9, i32 2, i32 4, i32 6, i32 3, i32 5, i32 4, i32 10, i32 7, i32 8], align 16
@.str = private unnamed_addr constant [21 x i8] c"fact program -> %ld\0A\00", align 1, !dbg !0
@__const.main.sum = private unnamed_addr constant [15 x i32] [i32 0, i32 0, i32 0, i32 100, i32 4, i32 9, i32 1, i32 4, i32 6, i32 3, i32 5, i32 4, i32 10, i32 7, i32 8], align 16
@.str.1 = private unnamed_addr constant [20 x i8] c"sum program -> %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [24 x i8] c"parity states %d %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [5 x i8] c"1101\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [4 x i8] c"111\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !27
@run.dispatch = internal unnamed_addr constant [11 x ptr] [ptr blockaddress(@run, %4), ptr blockaddress(@run, %16), ptr blockaddress(@run, %27), ptr blockaddress(@run, %38), ptr blockaddress(@run, %47), ptr blockaddress(@run, %57), ptr blockaddress(@run, %71), ptr blockaddress(@run, %78), ptr blockaddress(@run, %97), ptr blockaddress(@run, %85), ptr blockaddress(@run, %94)], align 16, !dbg !32
@.str.6 = private unnamed_addr constant [13 x i8] c"  top = %ld\0A\00", align 1, !dbg !43

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !83 {
  call void @llvm.dbg.declare(metadata ptr @__const.main.fact, metadata !87, metadata !DIExpression()), !dbg !92
  %1 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.fact), !dbg !93
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !94
  call void @llvm.dbg.declare(metadata ptr @__const.main.sum, metadata !91, metadata !DIExpression()), !dbg !95
  %3 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.sum), !dbg !96
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3), !dbg !97
  %5 = tail call fastcc i32 @states(ptr noundef nonnull @.str.3), !dbg !98
  %6 = tail call fastcc i32 @states(ptr noundef nonnull @.str.4), !dbg !99
  %7 = tail call fastcc i32 @states(ptr noundef nonnull @.str.5), !dbg !100
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5, i32 noundef %6, i32 noundef %7), !dbg !101
  ret i32 0, !dbg !102
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nounwind
declare !dbg !103 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc i64 @run(ptr nocapture noundef readonly %0) #3 !dbg !34 {
  %2 = alloca [64 x i64], align 16
  call void @llvm.dbg.value(metadata ptr %0, metadata !49, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.declare(metadata ptr %2, metadata !50, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata ptr %0, metadata !55, metadata !DIExpression()), !dbg !111
  %3 = getelementptr inbounds i32, ptr %0, i64 1, !dbg !113
  call void @llvm.dbg.value(metadata ptr %3, metadata !55, metadata !DIExpression()), !dbg !111
  br label %106, !dbg !113

4:                                                ; preds = %106
  call void @llvm.dbg.label(metadata !60), !dbg !114
  %5 = getelementptr inbounds i32, ptr %108, i64 1, !dbg !115
  call void @llvm.dbg.value(metadata ptr %5, metadata !55, metadata !DIExpression()), !dbg !111
  %6 = load i32, ptr %108, align 4, !dbg !116, !tbaa !117
  %7 = sext i32 %6 to i64, !dbg !116
  %8 = add nsw i32 %109, 1, !dbg !121
  call void @llvm.dbg.value(metadata i32 %8, metadata !54, metadata !DIExpression()), !dbg !111
  %9 = sext i32 %109 to i64, !dbg !122
  %10 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %9, !dbg !122
  store i64 %7, ptr %10, align 8, !dbg !123, !tbaa !124
  %11 = getelementptr inbounds i32, ptr %108, i64 2, !dbg !126
  call void @llvm.dbg.value(metadata ptr %11, metadata !55, metadata !DIExpression()), !dbg !111
  br label %12, !dbg !126

12:                                               ; preds = %4, %16, %27, %38, %47, %68, %71, %78, %85, %94
  %13 = phi ptr [ %5, %4 ], [ %108, %16 ], [ %108, %27 ], [ %108, %38 ], [ %108, %47 ], [ %69, %68 ], [ %108, %71 ], [ %108, %78 ], [ %108, %85 ], [ %108, %94 ]
  %14 = phi ptr [ %11, %4 ], [ %26, %16 ], [ %37, %27 ], [ %46, %38 ], [ %56, %47 ], [ %70, %68 ], [ %77, %71 ], [ %84, %78 ], [ %93, %85 ], [ %96, %94 ]
  %15 = phi i32 [ %8, %4 ], [ %17, %16 ], [ %28, %27 ], [ %45, %38 ], [ %109, %47 ], [ %59, %68 ], [ %109, %71 ], [ %109, %78 ], [ %92, %85 ], [ %95, %94 ]
  br label %106, !dbg !111

16:                                               ; preds = %106
  call void @llvm.dbg.label(metadata !61), !dbg !127
  %17 = add nsw i32 %109, -1, !dbg !128
  call void @llvm.dbg.value(metadata i32 %17, metadata !54, metadata !DIExpression()), !dbg !111
  %18 = sext i32 %17 to i64, !dbg !129
  %19 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %18, !dbg !129
  %20 = load i64, ptr %19, align 8, !dbg !129, !tbaa !124
  %21 = add nsw i32 %109, -2, !dbg !130
  %22 = sext i32 %21 to i64, !dbg !131
  %23 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %22, !dbg !131
  %24 = load i64, ptr %23, align 8, !dbg !132, !tbaa !124
  %25 = add nsw i64 %24, %20, !dbg !132
  store i64 %25, ptr %23, align 8, !dbg !132, !tbaa !124
  %26 = getelementptr inbounds i32, ptr %108, i64 1, !dbg !133
  call void @llvm.dbg.value(metadata ptr %26, metadata !55, metadata !DIExpression()), !dbg !111
  br label %12, !dbg !133

27:                                               ; preds = %106
  call void @llvm.dbg.label(metadata !62), !dbg !134
  %28 = add nsw i32 %109, -1, !dbg !135
  call void @llvm.dbg.value(metadata i32 %28, metadata !54, metadata !DIExpression()), !dbg !111
  %29 = sext i32 %28 to i64, !dbg !136
  %30 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %29, !dbg !136
  %31 = load i64, ptr %30, align 8, !dbg !136, !tbaa !124
  %32 = add nsw i32 %109, -2, !dbg !137
  %33 = sext i32 %32 to i64, !dbg !138
  %34 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %33, !dbg !138
  %35 = load i64, ptr %34, align 8, !dbg !139, !tbaa !124
  %36 = mul nsw i64 %35, %31, !dbg !139
  store i64 %36, ptr %34, align 8, !dbg !139, !tbaa !124
  %37 = getelementptr inbounds i32, ptr %108, i64 1, !dbg !140
  call void @llvm.dbg.value(metadata ptr %37, metadata !55, metadata !DIExpression()), !dbg !111
  br label %12, !dbg !140

38:                                               ; preds = %106
  call void @llvm.dbg.label(metadata !63), !dbg !141
  %39 = add nsw i32 %109, -1, !dbg !142
  %40 = sext i32 %39 to i64, !dbg !143
  %41 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %40, !dbg !143
  %42 = load i64, ptr %41, align 8, !dbg !143, !tbaa !124
  %43 = sext i32 %109 to i64, !dbg !144
  %44 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %43, !dbg !144
  store i64 %42, ptr %44, align 8, !dbg !145, !tbaa !124
  %45 = add nsw i32 %109, 1, !dbg !146
  call void @llvm.dbg.value(metadata i32 %45, metadata !54, metadata !DIExpression()), !dbg !111
  %46 = getelementptr inbounds i32, ptr %108, i64 1, !dbg !147
  call void @llvm.dbg.value(metadata ptr %46, metadata !55, metadata !DIExpression()), !dbg !111
  br label %12, !dbg !147

47:                                               ; preds = %106
  call void @llvm.dbg.label(metadata !64), !dbg !148
  %48 = add nsw i32 %109, -1, !dbg !149
  %49 = sext i32 %48 to i64, !dbg !150
  %50 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %49, !dbg !150
  %51 = load i64, ptr %50, align 8, !dbg !150, !tbaa !124
  call void @llvm.dbg.value(metadata i64 %51, metadata !56, metadata !DIExpression()), !dbg !151
  %52 = add nsw i32 %109, -2, !dbg !152
  %53 = sext i32 %52 to i64, !dbg !153
  %54 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %53, !dbg !153
  %55 = load i64, ptr %54, align 8, !dbg !153, !tbaa !124
  store i64 %55, ptr %50, align 8, !dbg !154, !tbaa !124
  store i64 %51, ptr %54, align 8, !dbg !155, !tbaa !124
  %56 = getelementptr inbounds i32, ptr %108, i64 1, !dbg !156
  call void @llvm.dbg.value(metadata ptr %56, metadata !55, metadata !DIExpression()), !dbg !111
  br label %12, !dbg !156

57:                                               ; preds = %106
  call void @llvm.dbg.label(metadata !65), !dbg !157
  %58 = getelementptr inbounds i32, ptr %108, i64 1, !dbg !158
  call void @llvm.dbg.value(metadata ptr %58, metadata !55, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 poison, metadata !58, metadata !DIExpression()), !dbg !159
  %59 = add nsw i32 %109, -1, !dbg !160
  call void @llvm.dbg.value(metadata i32 %59, metadata !54, metadata !DIExpression()), !dbg !111
  %60 = sext i32 %59 to i64, !dbg !162
  %61 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %60, !dbg !162
  %62 = load i64, ptr %61, align 8, !dbg !162, !tbaa !124
  %63 = icmp eq i64 %62, 0, !dbg !162
  br i1 %63, label %68, label %64, !dbg !163

64:                                               ; preds = %57
  %65 = load i32, ptr %108, align 4, !dbg !164, !tbaa !117
  call void @llvm.dbg.value(metadata i32 %65, metadata !58, metadata !DIExpression()), !dbg !159
  %66 = sext i32 %65 to i64, !dbg !165
  %67 = getelementptr inbounds i32, ptr %0, i64 %66, !dbg !165
  call void @llvm.dbg.value(metadata ptr %67, metadata !55, metadata !DIExpression()), !dbg !111
  br label %68, !dbg !166

68:                                               ; preds = %64, %57
  %69 = phi ptr [ %67, %64 ], [ %58, %57 ], !dbg !167
  call void @llvm.dbg.value(metadata ptr %69, metadata !55, metadata !DIExpression()), !dbg !111
  %70 = getelementptr inbounds i32, ptr %69, i64 1, !dbg !168
  call void @llvm.dbg.value(metadata ptr %70, metadata !55, metadata !DIExpression()), !dbg !111
  br label %12, !dbg !168

71:                                               ; preds = %106
  call void @llvm.dbg.label(metadata !66), !dbg !169
  %72 = add nsw i32 %109, -1, !dbg !170
  %73 = sext i32 %72 to i64, !dbg !171
  %74 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %73, !dbg !171
  %75 = load i64, ptr %74, align 8, !dbg !172, !tbaa !124
  %76 = add nsw i64 %75, -1, !dbg !172
  store i64 %76, ptr %74, align 8, !dbg !172, !tbaa !124
  %77 = getelementptr inbounds i32, ptr %108, i64 1, !dbg !173
  call void @llvm.dbg.value(metadata ptr %77, metadata !55, metadata !DIExpression()), !dbg !111
  br label %12, !dbg !173

78:                                               ; preds = %106
  call void @llvm.dbg.label(metadata !67), !dbg !174
  %79 = add nsw i32 %109, -1, !dbg !175
  %80 = sext i32 %79 to i64, !dbg !176
  %81 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %80, !dbg !176
  %82 = load i64, ptr %81, align 8, !dbg !176, !tbaa !124
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %82), !dbg !177
  %84 = getelementptr inbounds i32, ptr %108, i64 1, !dbg !178
  call void @llvm.dbg.value(metadata ptr %84, metadata !55, metadata !DIExpression()), !dbg !111
  br label %12, !dbg !178

85:                                               ; preds = %106
  call void @llvm.dbg.label(metadata !68), !dbg !179
  %86 = add nsw i32 %109, -2, !dbg !180
  %87 = sext i32 %86 to i64, !dbg !181
  %88 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %87, !dbg !181
  %89 = load i64, ptr %88, align 8, !dbg !181, !tbaa !124
  %90 = sext i32 %109 to i64, !dbg !182
  %91 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %90, !dbg !182
  store i64 %89, ptr %91, align 8, !dbg !183, !tbaa !124
  %92 = add nsw i32 %109, 1, !dbg !184
  call void @llvm.dbg.value(metadata i32 %92, metadata !54, metadata !DIExpression()), !dbg !111
  %93 = getelementptr inbounds i32, ptr %108, i64 1, !dbg !185
  call void @llvm.dbg.value(metadata ptr %93, metadata !55, metadata !DIExpression()), !dbg !111
  br label %12, !dbg !185

94:                                               ; preds = %106
  call void @llvm.dbg.label(metadata !69), !dbg !186
  %95 = add nsw i32 %109, -1, !dbg !187
  call void @llvm.dbg.value(metadata i32 %95, metadata !54, metadata !DIExpression()), !dbg !111
  %96 = getelementptr inbounds i32, ptr %108, i64 1, !dbg !188
  call void @llvm.dbg.value(metadata ptr %96, metadata !55, metadata !DIExpression()), !dbg !111
  br label %12, !dbg !188

97:                                               ; preds = %106
  call void @llvm.dbg.label(metadata !70), !dbg !189
  %98 = icmp eq i32 %109, 0, !dbg !190
  br i1 %98, label %104, label %99, !dbg !190

99:                                               ; preds = %97
  %100 = add nsw i32 %109, -1, !dbg !191
  %101 = sext i32 %100 to i64, !dbg !192
  %102 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %101, !dbg !192
  %103 = load i64, ptr %102, align 8, !dbg !192, !tbaa !124
  br label %104, !dbg !190

104:                                              ; preds = %97, %99
  %105 = phi i64 [ %103, %99 ], [ 0, %97 ], !dbg !190
  ret i64 %105, !dbg !193

106:                                              ; preds = %12, %1
  %107 = phi ptr [ %0, %1 ], [ %13, %12 ]
  %108 = phi ptr [ %3, %1 ], [ %14, %12 ], !dbg !111
  %109 = phi i32 [ 0, %1 ], [ %15, %12 ], !dbg !111
  %110 = load i32, ptr %107, align 4, !dbg !111, !tbaa !117
  %111 = sext i32 %110 to i64, !dbg !111
  %112 = getelementptr inbounds [11 x ptr], ptr @run.dispatch, i64 0, i64 %111, !dbg !111
  %113 = load ptr, ptr %112, align 8, !dbg !111, !tbaa !194
  call void @llvm.dbg.value(metadata i32 %109, metadata !54, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata ptr %108, metadata !55, metadata !DIExpression()), !dbg !111
  indirectbr ptr %113, [label %4, label %16, label %27, label %38, label %47, label %57, label %71, label %78, label %97, label %85, label %94]
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @states(ptr nocapture noundef readonly %0) #4 !dbg !196 {
  call void @llvm.dbg.value(metadata ptr %0, metadata !200, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata ptr blockaddress(@states, %10), metadata !201, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !209
  %2 = load i8, ptr %0, align 1, !dbg !210, !tbaa !211
  %3 = icmp eq i8 %2, 0, !dbg !212
  br i1 %3, label %21, label %4, !dbg !212

4:                                                ; preds = %1, %16
  %5 = phi i8 [ %19, %16 ], [ %2, %1 ]
  %6 = phi i32 [ %9, %16 ], [ 0, %1 ]
  %7 = phi ptr [ %17, %16 ], [ blockaddress(@states, %10), %1 ]
  %8 = phi ptr [ %18, %16 ], [ %0, %1 ]
  call void @llvm.dbg.value(metadata i32 %6, metadata !203, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata ptr %7, metadata !201, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata ptr %8, metadata !200, metadata !DIExpression()), !dbg !209
  %9 = add nuw nsw i32 %6, 1, !dbg !213
  call void @llvm.dbg.value(metadata i32 %9, metadata !203, metadata !DIExpression()), !dbg !209
  indirectbr ptr %7, [label %10, label %13]

10:                                               ; preds = %4
  call void @llvm.dbg.label(metadata !204), !dbg !214
  %11 = icmp eq i8 %5, 49, !dbg !215
  %12 = select i1 %11, ptr blockaddress(@states, %13), ptr blockaddress(@states, %10), !dbg !216
  call void @llvm.dbg.value(metadata ptr %12, metadata !201, metadata !DIExpression()), !dbg !209
  br label %16, !dbg !217

13:                                               ; preds = %4
  call void @llvm.dbg.label(metadata !208), !dbg !218
  %14 = icmp eq i8 %5, 49, !dbg !219
  %15 = select i1 %14, ptr blockaddress(@states, %10), ptr blockaddress(@states, %13), !dbg !220
  call void @llvm.dbg.value(metadata ptr %15, metadata !201, metadata !DIExpression()), !dbg !209
  br label %16, !dbg !221

16:                                               ; preds = %13, %10
  %17 = phi ptr [ %12, %10 ], [ %15, %13 ], !dbg !222
  call void @llvm.dbg.value(metadata ptr %17, metadata !201, metadata !DIExpression()), !dbg !209
  %18 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !223
  call void @llvm.dbg.value(metadata i32 %9, metadata !203, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata ptr %18, metadata !200, metadata !DIExpression()), !dbg !209
  %19 = load i8, ptr %18, align 1, !dbg !210, !tbaa !211
  %20 = icmp eq i8 %19, 0, !dbg !212
  br i1 %20, label %21, label %4, !dbg !212, !llvm.loop !224

21:                                               ; preds = %16, %1
  %22 = phi ptr [ blockaddress(@states, %10), %1 ], [ %17, %16 ], !dbg !209
  %23 = phi i32 [ 0, %1 ], [ %9, %16 ], !dbg !209
  %24 = icmp eq ptr %22, blockaddress(@states, %13), !dbg !227
  %25 = select i1 %24, i32 100, i32 0, !dbg !228
  %26 = add nuw nsw i32 %25, %23, !dbg !229
  ret i32 %26, !dbg !230
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!41}
!llvm.module.flags = !{!76, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/differential/src/computed_goto.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "7dd699f8a7b63baac1016a4c93171353")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 24)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 5)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 4)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 1)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "dispatch", scope: !34, file: !2, line: 8, type: !71, isLocal: true, isDefinition: true)
!34 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 7, type: !35, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !48)
!35 = !DISubroutineType(types: !36)
!36 = !{!37, !38}
!37 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !42, splitDebugInlining: false, nameTableKind: None)
!42 = !{!0, !7, !12, !17, !22, !27, !32, !43}
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 13)
!48 = !{!49, !50, !54, !55, !56, !58, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70}
!49 = !DILocalVariable(name: "code", arg: 1, scope: !34, file: !2, line: 7, type: !38)
!50 = !DILocalVariable(name: "stack", scope: !34, file: !2, line: 9, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 4096, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 64)
!54 = !DILocalVariable(name: "sp", scope: !34, file: !2, line: 10, type: !40)
!55 = !DILocalVariable(name: "pc", scope: !34, file: !2, line: 11, type: !38)
!56 = !DILocalVariable(name: "t", scope: !57, file: !2, line: 18, type: !37)
!57 = distinct !DILexicalBlock(scope: !34, file: !2, line: 18, column: 7)
!58 = !DILocalVariable(name: "target", scope: !59, file: !2, line: 19, type: !40)
!59 = distinct !DILexicalBlock(scope: !34, file: !2, line: 19, column: 6)
!60 = !DILabel(scope: !34, name: "push", file: !2, line: 14)
!61 = !DILabel(scope: !34, name: "add", file: !2, line: 15)
!62 = !DILabel(scope: !34, name: "mul", file: !2, line: 16)
!63 = !DILabel(scope: !34, name: "dup", file: !2, line: 17)
!64 = !DILabel(scope: !34, name: "swap", file: !2, line: 18)
!65 = !DILabel(scope: !34, name: "jnz", file: !2, line: 19)
!66 = !DILabel(scope: !34, name: "dec", file: !2, line: 20)
!67 = !DILabel(scope: !34, name: "print", file: !2, line: 21)
!68 = !DILabel(scope: !34, name: "over", file: !2, line: 22)
!69 = !DILabel(scope: !34, name: "drop", file: !2, line: 23)
!70 = !DILabel(scope: !34, name: "halt", file: !2, line: 24)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 704, elements: !74)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!74 = !{!75}
!75 = !DISubrange(count: 11)
!76 = !{i32 7, !"Dwarf Version", i32 5}
!77 = !{i32 2, !"Debug Info Version", i32 3}
!78 = !{i32 1, !"wchar_size", i32 4}
!79 = !{i32 8, !"PIC Level", i32 2}
!80 = !{i32 7, !"PIE Level", i32 2}
!81 = !{i32 7, !"uwtable", i32 2}
!82 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!83 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !84, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!40}
!86 = !{!87, !91}
!87 = !DILocalVariable(name: "fact", scope: !83, file: !2, line: 45, type: !88)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 480, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 15)
!91 = !DILocalVariable(name: "sum", scope: !83, file: !2, line: 48, type: !88)
!92 = !DILocation(line: 45, column: 13, scope: !83)
!93 = !DILocation(line: 47, column: 35, scope: !83)
!94 = !DILocation(line: 47, column: 3, scope: !83)
!95 = !DILocation(line: 48, column: 13, scope: !83)
!96 = !DILocation(line: 50, column: 34, scope: !83)
!97 = !DILocation(line: 50, column: 3, scope: !83)
!98 = !DILocation(line: 51, column: 38, scope: !83)
!99 = !DILocation(line: 51, column: 54, scope: !83)
!100 = !DILocation(line: 51, column: 69, scope: !83)
!101 = !DILocation(line: 51, column: 3, scope: !83)
!102 = !DILocation(line: 52, column: 3, scope: !83)
!103 = !DISubprogram(name: "printf", scope: !104, file: !104, line: 356, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !110)
!104 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!105 = !DISubroutineType(types: !106)
!106 = !{!40, !107, null}
!107 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!110 = !{}
!111 = !DILocation(line: 0, scope: !34)
!112 = !DILocation(line: 9, column: 8, scope: !34)
!113 = !DILocation(line: 13, column: 3, scope: !34)
!114 = !DILocation(line: 14, column: 1, scope: !34)
!115 = !DILocation(line: 14, column: 24, scope: !34)
!116 = !DILocation(line: 14, column: 21, scope: !34)
!117 = !{!118, !118, i64 0}
!118 = !{!"int", !119, i64 0}
!119 = !{!"omnipotent char", !120, i64 0}
!120 = !{!"Simple C/C++ TBAA"}
!121 = !DILocation(line: 14, column: 15, scope: !34)
!122 = !DILocation(line: 14, column: 7, scope: !34)
!123 = !DILocation(line: 14, column: 19, scope: !34)
!124 = !{!125, !125, i64 0}
!125 = !{!"long", !119, i64 0}
!126 = !DILocation(line: 14, column: 28, scope: !34)
!127 = !DILocation(line: 15, column: 1, scope: !34)
!128 = !DILocation(line: 15, column: 8, scope: !34)
!129 = !DILocation(line: 15, column: 29, scope: !34)
!130 = !DILocation(line: 15, column: 21, scope: !34)
!131 = !DILocation(line: 15, column: 12, scope: !34)
!132 = !DILocation(line: 15, column: 26, scope: !34)
!133 = !DILocation(line: 15, column: 40, scope: !34)
!134 = !DILocation(line: 16, column: 1, scope: !34)
!135 = !DILocation(line: 16, column: 8, scope: !34)
!136 = !DILocation(line: 16, column: 29, scope: !34)
!137 = !DILocation(line: 16, column: 21, scope: !34)
!138 = !DILocation(line: 16, column: 12, scope: !34)
!139 = !DILocation(line: 16, column: 26, scope: !34)
!140 = !DILocation(line: 16, column: 40, scope: !34)
!141 = !DILocation(line: 17, column: 1, scope: !34)
!142 = !DILocation(line: 17, column: 27, scope: !34)
!143 = !DILocation(line: 17, column: 18, scope: !34)
!144 = !DILocation(line: 17, column: 6, scope: !34)
!145 = !DILocation(line: 17, column: 16, scope: !34)
!146 = !DILocation(line: 17, column: 35, scope: !34)
!147 = !DILocation(line: 17, column: 39, scope: !34)
!148 = !DILocation(line: 18, column: 1, scope: !34)
!149 = !DILocation(line: 18, column: 27, scope: !57)
!150 = !DILocation(line: 18, column: 18, scope: !57)
!151 = !DILocation(line: 0, scope: !57)
!152 = !DILocation(line: 18, column: 58, scope: !57)
!153 = !DILocation(line: 18, column: 49, scope: !57)
!154 = !DILocation(line: 18, column: 47, scope: !57)
!155 = !DILocation(line: 18, column: 78, scope: !57)
!156 = !DILocation(line: 18, column: 85, scope: !34)
!157 = !DILocation(line: 19, column: 1, scope: !34)
!158 = !DILocation(line: 19, column: 24, scope: !59)
!159 = !DILocation(line: 0, scope: !59)
!160 = !DILocation(line: 19, column: 38, scope: !161)
!161 = distinct !DILexicalBlock(scope: !59, file: !2, line: 19, column: 32)
!162 = !DILocation(line: 19, column: 32, scope: !161)
!163 = !DILocation(line: 19, column: 32, scope: !59)
!164 = !DILocation(line: 19, column: 21, scope: !59)
!165 = !DILocation(line: 19, column: 55, scope: !161)
!166 = !DILocation(line: 19, column: 45, scope: !161)
!167 = !DILocation(line: 19, scope: !59)
!168 = !DILocation(line: 19, column: 67, scope: !34)
!169 = !DILocation(line: 20, column: 1, scope: !34)
!170 = !DILocation(line: 20, column: 15, scope: !34)
!171 = !DILocation(line: 20, column: 6, scope: !34)
!172 = !DILocation(line: 20, column: 19, scope: !34)
!173 = !DILocation(line: 20, column: 23, scope: !34)
!174 = !DILocation(line: 21, column: 1, scope: !34)
!175 = !DILocation(line: 21, column: 41, scope: !34)
!176 = !DILocation(line: 21, column: 32, scope: !34)
!177 = !DILocation(line: 21, column: 8, scope: !34)
!178 = !DILocation(line: 21, column: 48, scope: !34)
!179 = !DILocation(line: 22, column: 1, scope: !34)
!180 = !DILocation(line: 22, column: 28, scope: !34)
!181 = !DILocation(line: 22, column: 19, scope: !34)
!182 = !DILocation(line: 22, column: 7, scope: !34)
!183 = !DILocation(line: 22, column: 17, scope: !34)
!184 = !DILocation(line: 22, column: 36, scope: !34)
!185 = !DILocation(line: 22, column: 40, scope: !34)
!186 = !DILocation(line: 23, column: 1, scope: !34)
!187 = !DILocation(line: 23, column: 9, scope: !34)
!188 = !DILocation(line: 23, column: 13, scope: !34)
!189 = !DILocation(line: 24, column: 1, scope: !34)
!190 = !DILocation(line: 24, column: 14, scope: !34)
!191 = !DILocation(line: 24, column: 28, scope: !34)
!192 = !DILocation(line: 24, column: 19, scope: !34)
!193 = !DILocation(line: 24, column: 7, scope: !34)
!194 = !{!195, !195, i64 0}
!195 = !{!"any pointer", !119, i64 0}
!196 = distinct !DISubprogram(name: "states", scope: !2, file: !2, line: 28, type: !197, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{!40, !108}
!199 = !{!200, !201, !203, !204, !208}
!200 = !DILocalVariable(name: "s", arg: 1, scope: !196, file: !2, line: 28, type: !108)
!201 = !DILocalVariable(name: "state", scope: !196, file: !2, line: 29, type: !202)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!203 = !DILocalVariable(name: "transitions", scope: !196, file: !2, line: 30, type: !40)
!204 = !DILabel(scope: !205, name: "even", file: !2, line: 34)
!205 = distinct !DILexicalBlock(scope: !206, file: !2, line: 31, column: 19)
!206 = distinct !DILexicalBlock(scope: !207, file: !2, line: 31, column: 3)
!207 = distinct !DILexicalBlock(scope: !196, file: !2, line: 31, column: 3)
!208 = !DILabel(scope: !205, name: "odd", file: !2, line: 37)
!209 = !DILocation(line: 0, scope: !196)
!210 = !DILocation(line: 31, column: 10, scope: !206)
!211 = !{!119, !119, i64 0}
!212 = !DILocation(line: 31, column: 3, scope: !207)
!213 = !DILocation(line: 32, column: 16, scope: !205)
!214 = !DILocation(line: 34, column: 3, scope: !205)
!215 = !DILocation(line: 35, column: 16, scope: !205)
!216 = !DILocation(line: 35, column: 13, scope: !205)
!217 = !DILocation(line: 36, column: 5, scope: !205)
!218 = !DILocation(line: 37, column: 3, scope: !205)
!219 = !DILocation(line: 38, column: 16, scope: !205)
!220 = !DILocation(line: 38, column: 13, scope: !205)
!221 = !DILocation(line: 39, column: 3, scope: !205)
!222 = !DILocation(line: 0, scope: !205)
!223 = !DILocation(line: 31, column: 15, scope: !206)
!224 = distinct !{!224, !212, !225, !226}
!225 = !DILocation(line: 39, column: 3, scope: !207)
!226 = !{!"llvm.loop.mustprogress"}
!227 = !DILocation(line: 40, column: 17, scope: !196)
!228 = !DILocation(line: 40, column: 27, scope: !196)
!229 = !DILocation(line: 40, column: 33, scope: !196)
!230 = !DILocation(line: 40, column: 3, scope: !196)
