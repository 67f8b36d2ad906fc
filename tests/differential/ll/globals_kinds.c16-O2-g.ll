; ModuleID = 'tests/differential/src/globals_kinds.c'
source_filename = "tests/differential/src/globals_kinds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pair = type { i16, i64, [3 x i8] }

@primes = dso_local constant [12 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37], align 16, !dbg !0
@greeting = dso_local global [15 x i8] c"hello, globals\00", align 1, !dbg !8
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !14
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !19
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !24
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1, !dbg !26
@messages = dso_local local_unnamed_addr constant [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16, !dbg !28
@ptr_into_primes = dso_local local_unnamed_addr global ptr getelementptr inbounds ([12 x i32], ptr @primes, i64 0, i64 5), align 8, !dbg !36
@greeting_tail = dso_local local_unnamed_addr global ptr getelementptr inbounds ([15 x i8], ptr @greeting, i64 0, i64 7), align 8, !dbg !40
@pairs = dso_local global [3 x %struct.Pair] [%struct.Pair { i16 1, i64 10, [3 x i8] c"ab\00" }, %struct.Pair { i16 2, i64 20, [3 x i8] c"xyz" }, %struct.Pair { i16 3, i64 30, [3 x i8] zeroinitializer }], align 16, !dbg !43
@pair_b = dso_local local_unnamed_addr global ptr getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 1, i32 1), align 8, !dbg !55
@fn_table = dso_local constant [3 x ptr] [ptr @f0, ptr @f1, ptr @f2], align 16, !dbg !58
@fn_table_ptr = dso_local local_unnamed_addr global ptr getelementptr inbounds ([3 x ptr], ptr @fn_table, i64 0, i64 1), align 8, !dbg !65
@.str.4 = private unnamed_addr constant [66 x i8] c"sum primes %d, *ptr_into_primes %d, *offset_ptr %d, ptr diff %ld\0A\00", align 1, !dbg !68
@.str.5 = private unnamed_addr constant [15 x i8] c"weighted %.3f\0A\00", align 1, !dbg !78
@zero_init = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !129
@.str.6 = private unnamed_addr constant [19 x i8] c"zero_init sum %ld\0A\00", align 1, !dbg !80
@.str.7 = private unnamed_addr constant [9 x i8] c"%s | %s\0A\00", align 1, !dbg !85
@.str.9 = private unnamed_addr constant [5 x i8] c"%s%c\00", align 1, !dbg !93
@.str.10 = private unnamed_addr constant [18 x i8] c"pair %d %ld %.3s\0A\00", align 1, !dbg !95
@.str.11 = private unnamed_addr constant [12 x i8] c"pair_b %ld\0A\00", align 1, !dbg !100
@.str.12 = private unnamed_addr constant [12 x i8] c"fn%d(7)=%d\0A\00", align 1, !dbg !105
@.str.13 = private unnamed_addr constant [23 x i8] c"fn_table_ptr[1](7)=%d\0A\00", align 1, !dbg !107
@.str.14 = private unnamed_addr constant [7 x i8] c"id %d \00", align 1, !dbg !112
@.str.16 = private unnamed_addr constant [11 x i8] c"calls %ld\0A\00", align 1, !dbg !122
@small_table = internal unnamed_addr global [256 x i8] zeroinitializer, align 16, !dbg !134
@.str.17 = private unnamed_addr constant [15 x i8] c"table hash %u\0A\00", align 1, !dbg !127
@next_id.id = internal unnamed_addr global i32 100, align 4, !dbg !144
@bss_counter = internal unnamed_addr global i64 0, align 8, !dbg !150

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @f0(i32 noundef %0) #0 !dbg !160 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !162, metadata !DIExpression()), !dbg !163
  %2 = add nsw i32 %0, 1, !dbg !164
  ret i32 %2, !dbg !165
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @f1(i32 noundef %0) #0 !dbg !166 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !168, metadata !DIExpression()), !dbg !169
  %2 = shl nsw i32 %0, 1, !dbg !170
  ret i32 %2, !dbg !171
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @f2(i32 noundef %0) #0 !dbg !172 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !174, metadata !DIExpression()), !dbg !175
  %2 = mul nsw i32 %0, %0, !dbg !176
  ret i32 %2, !dbg !177
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !178 {
  call void @llvm.dbg.value(metadata i32 0, metadata !180, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 poison, metadata !180, metadata !DIExpression()), !dbg !207
  %1 = load ptr, ptr @ptr_into_primes, align 8, !dbg !208, !tbaa !209
  %2 = load i32, ptr %1, align 4, !dbg !213, !tbaa !214
  %3 = ptrtoint ptr %1 to i64, !dbg !216
  %4 = sub i64 ptrtoint (ptr getelementptr inbounds ([12 x i32], ptr @primes, i64 0, i64 9) to i64), %3, !dbg !216
  %5 = ashr exact i64 %4, 2, !dbg !216
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 197, i32 noundef %2, i32 noundef 29, i64 noundef %5), !dbg !217
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !184, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !184, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double 2.000000e-01, metadata !184, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double 2.000000e-01, metadata !184, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double 8.000000e-01, metadata !184, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double 8.000000e-01, metadata !184, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double 2.300000e+00, metadata !184, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double 2.300000e+00, metadata !184, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double 5.100000e+00, metadata !184, metadata !DIExpression()), !dbg !207
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 5.100000e+00), !dbg !218
  call void @llvm.dbg.value(metadata i32 0, metadata !187, metadata !DIExpression()), !dbg !219
  br label %8, !dbg !220

8:                                                ; preds = %8, %0
  %9 = phi i64 [ 0, %0 ], [ %16, %8 ], !dbg !221
  %10 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %17, %8 ]
  %11 = mul nuw nsw <4 x i64> %10, %10, !dbg !223
  %12 = getelementptr inbounds [64 x i32], ptr @zero_init, i64 0, i64 %9, !dbg !224
  %13 = load <4 x i32>, ptr %12, align 16, !dbg !225, !tbaa !214
  %14 = trunc <4 x i64> %11 to <4 x i32>, !dbg !225
  %15 = add nsw <4 x i32> %13, %14, !dbg !225
  store <4 x i32> %15, ptr %12, align 16, !dbg !225, !tbaa !214
  %16 = add nuw i64 %9, 4, !dbg !221
  %17 = add <4 x i64> %10, <i64 4, i64 4, i64 4, i64 4>
  %18 = icmp eq i64 %16, 64, !dbg !221
  br i1 %18, label %19, label %8, !dbg !221, !llvm.loop !226

19:                                               ; preds = %8, %19
  %20 = phi i64 [ %41, %19 ], [ 0, %8 ], !dbg !231
  %21 = phi <2 x i64> [ %40, %19 ], [ zeroinitializer, %8 ]
  %22 = getelementptr inbounds [64 x i32], ptr @zero_init, i64 0, i64 %20, !dbg !233
  %23 = load <2 x i32>, ptr %22, align 16, !dbg !233, !tbaa !214
  %24 = sext <2 x i32> %23 to <2 x i64>, !dbg !233
  %25 = add <2 x i64> %21, %24, !dbg !234
  %26 = or i64 %20, 2, !dbg !231
  %27 = getelementptr inbounds [64 x i32], ptr @zero_init, i64 0, i64 %26, !dbg !233
  %28 = load <2 x i32>, ptr %27, align 8, !dbg !233, !tbaa !214
  %29 = sext <2 x i32> %28 to <2 x i64>, !dbg !233
  %30 = add <2 x i64> %25, %29, !dbg !234
  %31 = or i64 %20, 4, !dbg !231
  %32 = getelementptr inbounds [64 x i32], ptr @zero_init, i64 0, i64 %31, !dbg !233
  %33 = load <2 x i32>, ptr %32, align 16, !dbg !233, !tbaa !214
  %34 = sext <2 x i32> %33 to <2 x i64>, !dbg !233
  %35 = add <2 x i64> %30, %34, !dbg !234
  %36 = or i64 %20, 6, !dbg !231
  %37 = getelementptr inbounds [64 x i32], ptr @zero_init, i64 0, i64 %36, !dbg !233
  %38 = load <2 x i32>, ptr %37, align 8, !dbg !233, !tbaa !214
  %39 = sext <2 x i32> %38 to <2 x i64>, !dbg !233
  %40 = add <2 x i64> %35, %39, !dbg !234
  %41 = add nuw nsw i64 %20, 8, !dbg !231
  %42 = icmp eq i64 %41, 64, !dbg !231
  br i1 %42, label %43, label %19, !dbg !231, !llvm.loop !235

43:                                               ; preds = %19
  %44 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %40), !dbg !236
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %44), !dbg !238
  %46 = load ptr, ptr @greeting_tail, align 8, !dbg !239, !tbaa !209
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @greeting, ptr noundef %46), !dbg !240
  %48 = load ptr, ptr @greeting_tail, align 8, !dbg !241, !tbaa !209
  store i8 71, ptr %48, align 1, !dbg !242, !tbaa !243
  %49 = tail call i32 @puts(ptr nonnull dereferenceable(1) @greeting), !dbg !244
  call void @llvm.dbg.value(metadata i32 0, metadata !192, metadata !DIExpression()), !dbg !245
  call void @llvm.dbg.value(metadata i64 0, metadata !192, metadata !DIExpression()), !dbg !245
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, i32 noundef 32), !dbg !246
  call void @llvm.dbg.value(metadata i64 1, metadata !192, metadata !DIExpression()), !dbg !245
  call void @llvm.dbg.value(metadata i64 1, metadata !192, metadata !DIExpression()), !dbg !245
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, i32 noundef 32), !dbg !246
  call void @llvm.dbg.value(metadata i64 2, metadata !192, metadata !DIExpression()), !dbg !245
  call void @llvm.dbg.value(metadata i64 2, metadata !192, metadata !DIExpression()), !dbg !245
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, i32 noundef 32), !dbg !246
  call void @llvm.dbg.value(metadata i64 3, metadata !192, metadata !DIExpression()), !dbg !245
  call void @llvm.dbg.value(metadata i64 3, metadata !192, metadata !DIExpression()), !dbg !245
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, i32 noundef 10), !dbg !246
  call void @llvm.dbg.value(metadata i64 4, metadata !192, metadata !DIExpression()), !dbg !245
  call void @llvm.dbg.value(metadata i64 0, metadata !194, metadata !DIExpression()), !dbg !248
  %54 = load i16, ptr @pairs, align 16, !dbg !249, !tbaa !251
  %55 = sext i16 %54 to i32, !dbg !255
  %56 = load i64, ptr getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 0, i32 1), align 8, !dbg !256, !tbaa !257
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %55, i64 noundef %56, ptr noundef nonnull getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 0, i32 2)), !dbg !258
  call void @llvm.dbg.value(metadata i64 1, metadata !194, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 1, metadata !194, metadata !DIExpression()), !dbg !248
  %58 = load i16, ptr getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 1), align 8, !dbg !249, !tbaa !251
  %59 = sext i16 %58 to i32, !dbg !255
  %60 = load i64, ptr getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 1, i32 1), align 16, !dbg !256, !tbaa !257
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %59, i64 noundef %60, ptr noundef nonnull getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 1, i32 2)), !dbg !258
  call void @llvm.dbg.value(metadata i64 2, metadata !194, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 2, metadata !194, metadata !DIExpression()), !dbg !248
  %62 = load i16, ptr getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 2), align 16, !dbg !249, !tbaa !251
  %63 = sext i16 %62 to i32, !dbg !255
  %64 = load i64, ptr getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 2, i32 1), align 8, !dbg !256, !tbaa !257
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %63, i64 noundef %64, ptr noundef nonnull getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 2, i32 2)), !dbg !258
  call void @llvm.dbg.value(metadata i64 3, metadata !194, metadata !DIExpression()), !dbg !248
  %66 = load ptr, ptr @pair_b, align 8, !dbg !259, !tbaa !209
  %67 = load i64, ptr %66, align 8, !dbg !260, !tbaa !261
  %68 = add nsw i64 %67, 5, !dbg !260
  store i64 %68, ptr %66, align 8, !dbg !260, !tbaa !261
  %69 = load i64, ptr getelementptr inbounds ([3 x %struct.Pair], ptr @pairs, i64 0, i64 1, i32 1), align 16, !dbg !262, !tbaa !257
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %69), !dbg !263
  call void @llvm.dbg.value(metadata i32 0, metadata !196, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i64 0, metadata !196, metadata !DIExpression()), !dbg !264
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 0, i32 noundef 8), !dbg !265
  call void @llvm.dbg.value(metadata i64 1, metadata !196, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i64 1, metadata !196, metadata !DIExpression()), !dbg !264
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 14), !dbg !265
  call void @llvm.dbg.value(metadata i64 2, metadata !196, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i64 2, metadata !196, metadata !DIExpression()), !dbg !264
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 2, i32 noundef 49), !dbg !265
  call void @llvm.dbg.value(metadata i64 3, metadata !196, metadata !DIExpression()), !dbg !264
  %74 = load ptr, ptr @fn_table_ptr, align 8, !dbg !267, !tbaa !209
  %75 = getelementptr inbounds ptr, ptr %74, i64 1, !dbg !267
  %76 = load ptr, ptr %75, align 8, !dbg !267, !tbaa !209
  %77 = tail call i32 %76(i32 noundef 7) #7, !dbg !267
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %77), !dbg !268
  call void @llvm.dbg.value(metadata i32 0, metadata !198, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.value(metadata i32 0, metadata !198, metadata !DIExpression()), !dbg !269
  %79 = tail call fastcc i32 @next_id(), !dbg !270
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %79), !dbg !272
  call void @llvm.dbg.value(metadata i32 1, metadata !198, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.value(metadata i32 1, metadata !198, metadata !DIExpression()), !dbg !269
  %81 = tail call fastcc i32 @next_id(), !dbg !270
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %81), !dbg !272
  call void @llvm.dbg.value(metadata i32 2, metadata !198, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.value(metadata i32 2, metadata !198, metadata !DIExpression()), !dbg !269
  %83 = tail call fastcc i32 @next_id(), !dbg !270
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %83), !dbg !272
  call void @llvm.dbg.value(metadata i32 3, metadata !198, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.value(metadata i32 3, metadata !198, metadata !DIExpression()), !dbg !269
  %85 = tail call fastcc i32 @next_id(), !dbg !270
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %85), !dbg !272
  call void @llvm.dbg.value(metadata i32 4, metadata !198, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.value(metadata i32 4, metadata !198, metadata !DIExpression()), !dbg !269
  %87 = tail call fastcc i32 @next_id(), !dbg !270
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %87), !dbg !272
  call void @llvm.dbg.value(metadata i32 5, metadata !198, metadata !DIExpression()), !dbg !269
  %89 = tail call i32 @putchar(i32 10), !dbg !273
  call void @llvm.dbg.value(metadata i32 0, metadata !200, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i32 0, metadata !200, metadata !DIExpression()), !dbg !274
  %90 = tail call fastcc i64 @count_calls(), !dbg !275
  call void @llvm.dbg.value(metadata i32 1, metadata !200, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i32 1, metadata !200, metadata !DIExpression()), !dbg !274
  %91 = tail call fastcc i64 @count_calls(), !dbg !275
  call void @llvm.dbg.value(metadata i32 2, metadata !200, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i32 2, metadata !200, metadata !DIExpression()), !dbg !274
  %92 = tail call fastcc i64 @count_calls(), !dbg !275
  call void @llvm.dbg.value(metadata i32 3, metadata !200, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i32 3, metadata !200, metadata !DIExpression()), !dbg !274
  %93 = tail call fastcc i64 @count_calls(), !dbg !275
  call void @llvm.dbg.value(metadata i32 4, metadata !200, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i32 4, metadata !200, metadata !DIExpression()), !dbg !274
  %94 = tail call fastcc i64 @count_calls(), !dbg !275
  call void @llvm.dbg.value(metadata i32 5, metadata !200, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i32 5, metadata !200, metadata !DIExpression()), !dbg !274
  %95 = tail call fastcc i64 @count_calls(), !dbg !275
  call void @llvm.dbg.value(metadata i32 6, metadata !200, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i32 6, metadata !200, metadata !DIExpression()), !dbg !274
  %96 = tail call fastcc i64 @count_calls(), !dbg !275
  call void @llvm.dbg.value(metadata i32 7, metadata !200, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i32 7, metadata !200, metadata !DIExpression()), !dbg !274
  %97 = tail call fastcc i64 @count_calls(), !dbg !275
  call void @llvm.dbg.value(metadata i32 8, metadata !200, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i32 8, metadata !200, metadata !DIExpression()), !dbg !274
  %98 = tail call fastcc i64 @count_calls(), !dbg !275
  call void @llvm.dbg.value(metadata i32 9, metadata !200, metadata !DIExpression()), !dbg !274
  %99 = tail call fastcc i64 @count_calls(), !dbg !277
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %99), !dbg !278
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !279
  store <16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 -68, i8 -31, i8 6, i8 43>, ptr @small_table, align 16, !dbg !280, !tbaa !243
  store <16 x i8> <i8 80, i8 117, i8 -102, i8 -65, i8 -28, i8 9, i8 46, i8 83, i8 120, i8 -99, i8 -62, i8 -25, i8 12, i8 49, i8 86, i8 123>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 16), align 16, !dbg !280, !tbaa !243
  store <16 x i8> <i8 -96, i8 -59, i8 -22, i8 15, i8 52, i8 89, i8 126, i8 -93, i8 -56, i8 -19, i8 18, i8 55, i8 92, i8 -127, i8 -90, i8 -53>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 32), align 16, !dbg !280, !tbaa !243
  store <16 x i8> <i8 -16, i8 21, i8 58, i8 95, i8 -124, i8 -87, i8 -50, i8 -13, i8 24, i8 61, i8 98, i8 -121, i8 -84, i8 -47, i8 -10, i8 27>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 48), align 16, !dbg !280, !tbaa !243
  store <16 x i8> <i8 64, i8 101, i8 -118, i8 -81, i8 -44, i8 -7, i8 30, i8 67, i8 104, i8 -115, i8 -78, i8 -41, i8 -4, i8 33, i8 70, i8 107>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 64), align 16, !dbg !280, !tbaa !243
  store <16 x i8> <i8 -112, i8 -75, i8 -38, i8 -1, i8 36, i8 73, i8 110, i8 -109, i8 -72, i8 -35, i8 2, i8 39, i8 76, i8 113, i8 -106, i8 -69>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 80), align 16, !dbg !280, !tbaa !243
  store <16 x i8> <i8 -32, i8 5, i8 42, i8 79, i8 116, i8 -103, i8 -66, i8 -29, i8 8, i8 45, i8 82, i8 119, i8 -100, i8 -63, i8 -26, i8 11>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 96), align 16, !dbg !280, !tbaa !243
  store <16 x i8> <i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54, i8 91>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 112), align 16, !dbg !280, !tbaa !243
  store <16 x i8> <i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122, i8 -85>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 128), align 16, !dbg !280, !tbaa !243
  store <16 x i8> <i8 -48, i8 -11, i8 26, i8 63, i8 100, i8 -119, i8 -82, i8 -45, i8 -8, i8 29, i8 66, i8 103, i8 -116, i8 -79, i8 -42, i8 -5>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 144), align 16, !dbg !280, !tbaa !243
  store <16 x i8> <i8 32, i8 69, i8 106, i8 -113, i8 -76, i8 -39, i8 -2, i8 35, i8 72, i8 109, i8 -110, i8 -73, i8 -36, i8 1, i8 38, i8 75>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 160), align 16, !dbg !280, !tbaa !243
  store <16 x i8> <i8 112, i8 -107, i8 -70, i8 -33, i8 4, i8 41, i8 78, i8 115, i8 -104, i8 -67, i8 -30, i8 7, i8 44, i8 81, i8 118, i8 -101>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 176), align 16, !dbg !280, !tbaa !243
  store <16 x i8> <i8 -64, i8 -27, i8 10, i8 47, i8 84, i8 121, i8 -98, i8 -61, i8 -24, i8 13, i8 50, i8 87, i8 124, i8 -95, i8 -58, i8 -21>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 192), align 16, !dbg !280, !tbaa !243
  store <16 x i8> <i8 16, i8 53, i8 90, i8 127, i8 -92, i8 -55, i8 -18, i8 19, i8 56, i8 93, i8 -126, i8 -89, i8 -52, i8 -15, i8 22, i8 59>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 208), align 16, !dbg !280, !tbaa !243
  store <16 x i8> <i8 96, i8 -123, i8 -86, i8 -49, i8 -12, i8 25, i8 62, i8 99, i8 -120, i8 -83, i8 -46, i8 -9, i8 28, i8 65, i8 102, i8 -117>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 224), align 16, !dbg !280, !tbaa !243
  store <16 x i8> <i8 -80, i8 -43, i8 -6, i8 31, i8 68, i8 105, i8 -114, i8 -77, i8 -40, i8 -3, i8 34, i8 71, i8 108, i8 -111, i8 -74, i8 -37>, ptr getelementptr inbounds ([256 x i8], ptr @small_table, i64 0, i64 240), align 16, !dbg !280, !tbaa !243
  br label %103, !dbg !282

101:                                              ; preds = %103
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %128), !dbg !283
  ret i32 0, !dbg !284

103:                                              ; preds = %103, %43
  %104 = phi i64 [ 0, %43 ], [ %129, %103 ]
  %105 = phi i32 [ 0, %43 ], [ %128, %103 ]
  call void @llvm.dbg.value(metadata i64 %104, metadata !205, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i32 %105, metadata !204, metadata !DIExpression()), !dbg !207
  %106 = mul i32 %105, 31, !dbg !286
  %107 = getelementptr inbounds [256 x i8], ptr @small_table, i64 0, i64 %104, !dbg !288
  %108 = load i8, ptr %107, align 4, !dbg !288, !tbaa !243
  %109 = zext i8 %108 to i32, !dbg !288
  %110 = add i32 %106, %109, !dbg !289
  call void @llvm.dbg.value(metadata i32 %110, metadata !204, metadata !DIExpression()), !dbg !207
  %111 = or i64 %104, 1, !dbg !290
  call void @llvm.dbg.value(metadata i64 %111, metadata !205, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i64 %111, metadata !205, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i32 %110, metadata !204, metadata !DIExpression()), !dbg !207
  %112 = mul i32 %110, 31, !dbg !286
  %113 = getelementptr inbounds [256 x i8], ptr @small_table, i64 0, i64 %111, !dbg !288
  %114 = load i8, ptr %113, align 1, !dbg !288, !tbaa !243
  %115 = zext i8 %114 to i32, !dbg !288
  %116 = add i32 %112, %115, !dbg !289
  call void @llvm.dbg.value(metadata i32 %116, metadata !204, metadata !DIExpression()), !dbg !207
  %117 = or i64 %104, 2, !dbg !290
  call void @llvm.dbg.value(metadata i64 %117, metadata !205, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i64 %117, metadata !205, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i32 %116, metadata !204, metadata !DIExpression()), !dbg !207
  %118 = mul i32 %116, 31, !dbg !286
  %119 = getelementptr inbounds [256 x i8], ptr @small_table, i64 0, i64 %117, !dbg !288
  %120 = load i8, ptr %119, align 2, !dbg !288, !tbaa !243
  %121 = zext i8 %120 to i32, !dbg !288
  %122 = add i32 %118, %121, !dbg !289
  call void @llvm.dbg.value(metadata i32 %122, metadata !204, metadata !DIExpression()), !dbg !207
  %123 = or i64 %104, 3, !dbg !290
  call void @llvm.dbg.value(metadata i64 %123, metadata !205, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i64 %123, metadata !205, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i32 %122, metadata !204, metadata !DIExpression()), !dbg !207
  %124 = mul i32 %122, 31, !dbg !286
  %125 = getelementptr inbounds [256 x i8], ptr @small_table, i64 0, i64 %123, !dbg !288
  %126 = load i8, ptr %125, align 1, !dbg !288, !tbaa !243
  %127 = zext i8 %126 to i32, !dbg !288
  %128 = add i32 %124, %127, !dbg !289
  call void @llvm.dbg.value(metadata i32 %128, metadata !204, metadata !DIExpression()), !dbg !207
  %129 = add nuw nsw i64 %104, 4, !dbg !290
  call void @llvm.dbg.value(metadata i64 %129, metadata !205, metadata !DIExpression()), !dbg !285
  %130 = icmp eq i64 %129, 256, !dbg !291
  br i1 %130, label %101, label %103, !dbg !282, !llvm.loop !292
}

; Function Attrs: nofree nounwind
declare !dbg !294 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @next_id() unnamed_addr #3 !dbg !146 {
  %1 = load i32, ptr @next_id.id, align 4, !dbg !299, !tbaa !214
  %2 = add nsw i32 %1, 1, !dbg !299
  store i32 %2, ptr @next_id.id, align 4, !dbg !299, !tbaa !214
  ret i32 %1, !dbg !300
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @count_calls() unnamed_addr #3 !dbg !301 {
  %1 = load i64, ptr @bss_counter, align 8, !dbg !304, !tbaa !261
  %2 = add nsw i64 %1, 1, !dbg !304
  store i64 %2, ptr @bss_counter, align 8, !dbg !304, !tbaa !261
  ret i64 %2, !dbg !305
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!153, !154, !155, !156, !157, !158}
!llvm.ident = !{!159}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "primes", scope: !2, file: !3, line: 6, type: !152, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/differential/src/globals_kinds.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "21a1244524f8bd13ad071c88c0d7dd37")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !{!0, !8, !14, !19, !24, !26, !28, !36, !40, !43, !55, !58, !65, !68, !73, !78, !80, !85, !90, !93, !95, !100, !105, !107, !112, !117, !122, !127, !129, !134, !139, !144, !150}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 10, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 120, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 15)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 48, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 6)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 40, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 5)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !16, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !16, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "messages", scope: !2, file: !3, line: 11, type: !30, isLocal: false, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 256, elements: !34)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!34 = !{!35}
!35 = !DISubrange(count: 4)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "ptr_into_primes", scope: !2, file: !3, line: 12, type: !38, isLocal: false, isDefinition: true)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "greeting_tail", scope: !2, file: !3, line: 14, type: !42, isLocal: false, isDefinition: true)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "pairs", scope: !2, file: !3, line: 16, type: !45, isLocal: false, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 576, elements: !53)
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !3, line: 15, size: 192, elements: !47)
!47 = !{!48, !50, !51}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !46, file: !3, line: 15, baseType: !49, size: 16)
!49 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !46, file: !3, line: 15, baseType: !5, size: 64, offset: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !46, file: !3, line: 15, baseType: !52, size: 24, offset: 128)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 24, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 3)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "pair_b", scope: !2, file: !3, line: 17, type: !57, isLocal: false, isDefinition: true)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "fn_table", scope: !2, file: !3, line: 23, type: !60, isLocal: false, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 192, elements: !53)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DISubroutineType(types: !64)
!64 = !{!39, !39}
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "fn_table_ptr", scope: !2, file: !3, line: 24, type: !67, isLocal: false, isDefinition: true)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 528, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 66)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "offset_ptr", scope: !2, file: !3, line: 13, type: !75, isLocal: true, isDefinition: true)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !10, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 152, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 19)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 72, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 9)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !92, isLocal: true, isDefinition: true)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !34)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !21, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !97, isLocal: true, isDefinition: true)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 144, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 18)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 50, type: !102, isLocal: true, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 96, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 12)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !102, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !109, isLocal: true, isDefinition: true)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 184, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 23)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 56, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 7)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !119, isLocal: true, isDefinition: true)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 16, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 2)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !124, isLocal: true, isDefinition: true)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 88, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 11)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !10, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "zero_init", scope: !2, file: !3, line: 8, type: !131, isLocal: false, isDefinition: true)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 2048, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 64)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(name: "small_table", scope: !2, file: !3, line: 18, type: !136, isLocal: true, isDefinition: true)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2048, elements: !137)
!137 = !{!138}
!138 = !DISubrange(count: 256)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "weights", scope: !2, file: !3, line: 7, type: !141, isLocal: true, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !142, size: 256, elements: !34)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !143)
!143 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(name: "id", scope: !146, file: !3, line: 27, type: !39, isLocal: true, isDefinition: true)
!146 = distinct !DISubprogram(name: "next_id", scope: !3, file: !3, line: 26, type: !147, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !149)
!147 = !DISubroutineType(types: !148)
!148 = !{!39}
!149 = !{}
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "bss_counter", scope: !2, file: !3, line: 9, type: !5, isLocal: true, isDefinition: true)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 384, elements: !103)
!153 = !{i32 7, !"Dwarf Version", i32 5}
!154 = !{i32 2, !"Debug Info Version", i32 3}
!155 = !{i32 1, !"wchar_size", i32 4}
!156 = !{i32 8, !"PIC Level", i32 2}
!157 = !{i32 7, !"PIE Level", i32 2}
!158 = !{i32 7, !"uwtable", i32 2}
!159 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!160 = distinct !DISubprogram(name: "f0", scope: !3, file: !3, line: 20, type: !63, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !161)
!161 = !{!162}
!162 = !DILocalVariable(name: "x", arg: 1, scope: !160, file: !3, line: 20, type: !39)
!163 = !DILocation(line: 0, scope: !160)
!164 = !DILocation(line: 20, column: 33, scope: !160)
!165 = !DILocation(line: 20, column: 24, scope: !160)
!166 = distinct !DISubprogram(name: "f1", scope: !3, file: !3, line: 21, type: !63, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !167)
!167 = !{!168}
!168 = !DILocalVariable(name: "x", arg: 1, scope: !166, file: !3, line: 21, type: !39)
!169 = !DILocation(line: 0, scope: !166)
!170 = !DILocation(line: 21, column: 33, scope: !166)
!171 = !DILocation(line: 21, column: 24, scope: !166)
!172 = distinct !DISubprogram(name: "f2", scope: !3, file: !3, line: 22, type: !63, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !173)
!173 = !{!174}
!174 = !DILocalVariable(name: "x", arg: 1, scope: !172, file: !3, line: 22, type: !39)
!175 = !DILocation(line: 0, scope: !172)
!176 = !DILocation(line: 22, column: 33, scope: !172)
!177 = !DILocation(line: 22, column: 24, scope: !172)
!178 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !147, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !179)
!179 = !{!180, !181, !184, !185, !187, !189, !190, !192, !194, !196, !198, !200, !202, !204, !205}
!180 = !DILocalVariable(name: "s", scope: !178, file: !3, line: 33, type: !39)
!181 = !DILocalVariable(name: "i", scope: !182, file: !3, line: 34, type: !183)
!182 = distinct !DILexicalBlock(scope: !178, file: !3, line: 34, column: 3)
!183 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!184 = !DILocalVariable(name: "w", scope: !178, file: !3, line: 37, type: !143)
!185 = !DILocalVariable(name: "i", scope: !186, file: !3, line: 38, type: !39)
!186 = distinct !DILexicalBlock(scope: !178, file: !3, line: 38, column: 3)
!187 = !DILocalVariable(name: "i", scope: !188, file: !3, line: 40, type: !39)
!188 = distinct !DILexicalBlock(scope: !178, file: !3, line: 40, column: 3)
!189 = !DILocalVariable(name: "z", scope: !178, file: !3, line: 41, type: !5)
!190 = !DILocalVariable(name: "i", scope: !191, file: !3, line: 42, type: !39)
!191 = distinct !DILexicalBlock(scope: !178, file: !3, line: 42, column: 3)
!192 = !DILocalVariable(name: "i", scope: !193, file: !3, line: 47, type: !39)
!193 = distinct !DILexicalBlock(scope: !178, file: !3, line: 47, column: 3)
!194 = !DILocalVariable(name: "i", scope: !195, file: !3, line: 48, type: !39)
!195 = distinct !DILexicalBlock(scope: !178, file: !3, line: 48, column: 3)
!196 = !DILocalVariable(name: "i", scope: !197, file: !3, line: 51, type: !39)
!197 = distinct !DILexicalBlock(scope: !178, file: !3, line: 51, column: 3)
!198 = !DILocalVariable(name: "i", scope: !199, file: !3, line: 53, type: !39)
!199 = distinct !DILexicalBlock(scope: !178, file: !3, line: 53, column: 3)
!200 = !DILocalVariable(name: "i", scope: !201, file: !3, line: 55, type: !39)
!201 = distinct !DILexicalBlock(scope: !178, file: !3, line: 55, column: 3)
!202 = !DILocalVariable(name: "i", scope: !203, file: !3, line: 57, type: !39)
!203 = distinct !DILexicalBlock(scope: !178, file: !3, line: 57, column: 3)
!204 = !DILocalVariable(name: "h", scope: !178, file: !3, line: 58, type: !183)
!205 = !DILocalVariable(name: "i", scope: !206, file: !3, line: 59, type: !39)
!206 = distinct !DILexicalBlock(scope: !178, file: !3, line: 59, column: 3)
!207 = !DILocation(line: 0, scope: !178)
!208 = !DILocation(line: 35, column: 84, scope: !178)
!209 = !{!210, !210, i64 0}
!210 = !{!"any pointer", !211, i64 0}
!211 = !{!"omnipotent char", !212, i64 0}
!212 = !{!"Simple C/C++ TBAA"}
!213 = !DILocation(line: 35, column: 83, scope: !178)
!214 = !{!215, !215, i64 0}
!215 = !{!"int", !211, i64 0}
!216 = !DILocation(line: 36, column: 28, scope: !178)
!217 = !DILocation(line: 35, column: 3, scope: !178)
!218 = !DILocation(line: 39, column: 3, scope: !178)
!219 = !DILocation(line: 0, scope: !188)
!220 = !DILocation(line: 40, column: 3, scope: !188)
!221 = !DILocation(line: 40, column: 28, scope: !222)
!222 = distinct !DILexicalBlock(scope: !188, file: !3, line: 40, column: 3)
!223 = !DILocation(line: 40, column: 50, scope: !222)
!224 = !DILocation(line: 40, column: 32, scope: !222)
!225 = !DILocation(line: 40, column: 45, scope: !222)
!226 = distinct !{!226, !220, !227, !228, !229, !230}
!227 = !DILocation(line: 40, column: 52, scope: !188)
!228 = !{!"llvm.loop.mustprogress"}
!229 = !{!"llvm.loop.isvectorized", i32 1}
!230 = !{!"llvm.loop.unroll.runtime.disable"}
!231 = !DILocation(line: 42, column: 28, scope: !232)
!232 = distinct !DILexicalBlock(scope: !191, file: !3, line: 42, column: 3)
!233 = !DILocation(line: 42, column: 37, scope: !232)
!234 = !DILocation(line: 42, column: 34, scope: !232)
!235 = distinct !{!235, !236, !237, !228, !229, !230}
!236 = !DILocation(line: 42, column: 3, scope: !191)
!237 = !DILocation(line: 42, column: 48, scope: !191)
!238 = !DILocation(line: 43, column: 3, scope: !178)
!239 = !DILocation(line: 44, column: 33, scope: !178)
!240 = !DILocation(line: 44, column: 3, scope: !178)
!241 = !DILocation(line: 45, column: 3, scope: !178)
!242 = !DILocation(line: 45, column: 20, scope: !178)
!243 = !{!211, !211, i64 0}
!244 = !DILocation(line: 46, column: 3, scope: !178)
!245 = !DILocation(line: 0, scope: !193)
!246 = !DILocation(line: 47, column: 31, scope: !247)
!247 = distinct !DILexicalBlock(scope: !193, file: !3, line: 47, column: 3)
!248 = !DILocation(line: 0, scope: !195)
!249 = !DILocation(line: 48, column: 69, scope: !250)
!250 = distinct !DILexicalBlock(scope: !195, file: !3, line: 48, column: 3)
!251 = !{!252, !253, i64 0}
!252 = !{!"Pair", !253, i64 0, !254, i64 8, !211, i64 16}
!253 = !{!"short", !211, i64 0}
!254 = !{!"long", !211, i64 0}
!255 = !DILocation(line: 48, column: 60, scope: !250)
!256 = !DILocation(line: 48, column: 81, scope: !250)
!257 = !{!252, !254, i64 8}
!258 = !DILocation(line: 48, column: 31, scope: !250)
!259 = !DILocation(line: 49, column: 4, scope: !178)
!260 = !DILocation(line: 49, column: 11, scope: !178)
!261 = !{!254, !254, i64 0}
!262 = !DILocation(line: 50, column: 35, scope: !178)
!263 = !DILocation(line: 50, column: 3, scope: !178)
!264 = !DILocation(line: 0, scope: !197)
!265 = !DILocation(line: 51, column: 31, scope: !266)
!266 = distinct !DILexicalBlock(scope: !197, file: !3, line: 51, column: 3)
!267 = !DILocation(line: 52, column: 37, scope: !178)
!268 = !DILocation(line: 52, column: 3, scope: !178)
!269 = !DILocation(line: 0, scope: !199)
!270 = !DILocation(line: 53, column: 48, scope: !271)
!271 = distinct !DILexicalBlock(scope: !199, file: !3, line: 53, column: 3)
!272 = !DILocation(line: 53, column: 31, scope: !271)
!273 = !DILocation(line: 54, column: 3, scope: !178)
!274 = !DILocation(line: 0, scope: !201)
!275 = !DILocation(line: 55, column: 31, scope: !276)
!276 = distinct !DILexicalBlock(scope: !201, file: !3, line: 55, column: 3)
!277 = !DILocation(line: 56, column: 25, scope: !178)
!278 = !DILocation(line: 56, column: 3, scope: !178)
!279 = !DILocation(line: 0, scope: !203)
!280 = !DILocation(line: 57, column: 48, scope: !281)
!281 = distinct !DILexicalBlock(scope: !203, file: !3, line: 57, column: 3)
!282 = !DILocation(line: 59, column: 3, scope: !206)
!283 = !DILocation(line: 60, column: 3, scope: !178)
!284 = !DILocation(line: 61, column: 3, scope: !178)
!285 = !DILocation(line: 0, scope: !206)
!286 = !DILocation(line: 59, column: 39, scope: !287)
!287 = distinct !DILexicalBlock(scope: !206, file: !3, line: 59, column: 3)
!288 = !DILocation(line: 59, column: 46, scope: !287)
!289 = !DILocation(line: 59, column: 44, scope: !287)
!290 = !DILocation(line: 59, column: 29, scope: !287)
!291 = !DILocation(line: 59, column: 21, scope: !287)
!292 = distinct !{!292, !282, !293, !228}
!293 = !DILocation(line: 59, column: 59, scope: !206)
!294 = !DISubprogram(name: "printf", scope: !295, file: !295, line: 356, type: !296, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !149)
!295 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!296 = !DISubroutineType(types: !297)
!297 = !{!39, !298, null}
!298 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !32)
!299 = !DILocation(line: 28, column: 12, scope: !146)
!300 = !DILocation(line: 28, column: 3, scope: !146)
!301 = distinct !DISubprogram(name: "count_calls", scope: !3, file: !3, line: 30, type: !302, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !149)
!302 = !DISubroutineType(types: !303)
!303 = !{!5}
!304 = !DILocation(line: 30, column: 66, scope: !301)
!305 = !DILocation(line: 30, column: 59, scope: !301)
