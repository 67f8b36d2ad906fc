; ModuleID = 'tests/differential/src/large_frame.c'
source_filename = "tests/differential/src/large_frame.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Huge = type { [40 x [40 x double]], i32 }

@.str = private unnamed_addr constant [13 x i8] c"frame_8k %u\0A\00", align 1
@vk = internal global i32 3, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"frame_100k %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"frame_struct %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"frame_with_call %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !19 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = load volatile i32, i32* @vk, align 4, !dbg !23
  %3 = call i32 @frame_8k(i32 noundef %2), !dbg !24
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %3), !dbg !25
  %5 = load volatile i32, i32* @vk, align 4, !dbg !26
  %6 = call i64 @frame_100k(i32 noundef %5), !dbg !27
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i64 noundef %6), !dbg !28
  %8 = load volatile i32, i32* @vk, align 4, !dbg !29
  %9 = call double @frame_struct(i32 noundef %8), !dbg !30
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), double noundef %9), !dbg !31
  %11 = load volatile i32, i32* @vk, align 4, !dbg !32
  %12 = mul nsw i32 %11, 10, !dbg !33
  %13 = call i32 @frame_with_call(i32 noundef %12), !dbg !34
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13), !dbg !35
  ret i32 0, !dbg !36
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @frame_8k(i32 noundef %0) #0 !dbg !37 {
  %2 = alloca i32, align 4
  %3 = alloca [8192 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !40, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.declare(metadata [8192 x i8]* %3, metadata !42, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i32* %4, metadata !47, metadata !DIExpression()), !dbg !48
  %8 = load i32, i32* %2, align 4, !dbg !49
  %9 = mul nsw i32 %8, 3, !dbg !50
  store i32 %9, i32* %4, align 4, !dbg !48
  call void @llvm.dbg.declare(metadata i32* %5, metadata !51, metadata !DIExpression()), !dbg !53
  store i32 0, i32* %5, align 4, !dbg !53
  br label %10, !dbg !54

10:                                               ; preds = %23, %1
  %11 = load i32, i32* %5, align 4, !dbg !55
  %12 = icmp slt i32 %11, 8192, !dbg !57
  br i1 %12, label %13, label %26, !dbg !58

13:                                               ; preds = %10
  %14 = load i32, i32* %5, align 4, !dbg !59
  %15 = load i32, i32* %2, align 4, !dbg !60
  %16 = mul nsw i32 %14, %15, !dbg !61
  %17 = load i32, i32* %4, align 4, !dbg !62
  %18 = add nsw i32 %16, %17, !dbg !63
  %19 = trunc i32 %18 to i8, !dbg !64
  %20 = load i32, i32* %5, align 4, !dbg !65
  %21 = sext i32 %20 to i64, !dbg !66
  %22 = getelementptr inbounds [8192 x i8], [8192 x i8]* %3, i64 0, i64 %21, !dbg !66
  store i8 %19, i8* %22, align 1, !dbg !67
  br label %23, !dbg !66

23:                                               ; preds = %13
  %24 = load i32, i32* %5, align 4, !dbg !68
  %25 = add nsw i32 %24, 1, !dbg !68
  store i32 %25, i32* %5, align 4, !dbg !68
  br label %10, !dbg !69, !llvm.loop !70

26:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %6, metadata !73, metadata !DIExpression()), !dbg !74
  store i32 0, i32* %6, align 4, !dbg !74
  call void @llvm.dbg.declare(metadata i32* %7, metadata !75, metadata !DIExpression()), !dbg !77
  store i32 0, i32* %7, align 4, !dbg !77
  br label %27, !dbg !78

27:                                               ; preds = %39, %26
  %28 = load i32, i32* %7, align 4, !dbg !79
  %29 = icmp slt i32 %28, 8192, !dbg !81
  br i1 %29, label %30, label %42, !dbg !82

30:                                               ; preds = %27
  %31 = load i32, i32* %6, align 4, !dbg !83
  %32 = mul i32 %31, 131, !dbg !84
  %33 = load i32, i32* %7, align 4, !dbg !85
  %34 = sext i32 %33 to i64, !dbg !86
  %35 = getelementptr inbounds [8192 x i8], [8192 x i8]* %3, i64 0, i64 %34, !dbg !86
  %36 = load i8, i8* %35, align 1, !dbg !86
  %37 = zext i8 %36 to i32, !dbg !86
  %38 = add i32 %32, %37, !dbg !87
  store i32 %38, i32* %6, align 4, !dbg !88
  br label %39, !dbg !89

39:                                               ; preds = %30
  %40 = load i32, i32* %7, align 4, !dbg !90
  %41 = add nsw i32 %40, 17, !dbg !90
  store i32 %41, i32* %7, align 4, !dbg !90
  br label %27, !dbg !91, !llvm.loop !92

42:                                               ; preds = %27
  %43 = load i32, i32* %6, align 4, !dbg !94
  %44 = load i32, i32* %4, align 4, !dbg !95
  %45 = add i32 %43, %44, !dbg !96
  ret i32 %45, !dbg !97
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @frame_100k(i32 noundef %0) #0 !dbg !98 {
  %2 = alloca i32, align 4
  %3 = alloca [12800 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.declare(metadata [12800 x i64]* %3, metadata !104, metadata !DIExpression()), !dbg !108
  %7 = getelementptr inbounds [12800 x i64], [12800 x i64]* %3, i64 0, i64 0, !dbg !109
  %8 = bitcast i64* %7 to i8*, !dbg !109
  call void @llvm.memset.p0i8.i64(i8* align 16 %8, i8 0, i64 102400, i1 false), !dbg !109
  call void @llvm.dbg.declare(metadata i32* %4, metadata !110, metadata !DIExpression()), !dbg !112
  store i32 0, i32* %4, align 4, !dbg !112
  br label %9, !dbg !113

9:                                                ; preds = %18, %1
  %10 = load i32, i32* %4, align 4, !dbg !114
  %11 = icmp slt i32 %10, 12800, !dbg !116
  br i1 %11, label %12, label %22, !dbg !117

12:                                               ; preds = %9
  %13 = load i32, i32* %4, align 4, !dbg !118
  %14 = sext i32 %13 to i64, !dbg !118
  %15 = load i32, i32* %4, align 4, !dbg !119
  %16 = sext i32 %15 to i64, !dbg !120
  %17 = getelementptr inbounds [12800 x i64], [12800 x i64]* %3, i64 0, i64 %16, !dbg !120
  store i64 %14, i64* %17, align 8, !dbg !121
  br label %18, !dbg !120

18:                                               ; preds = %12
  %19 = load i32, i32* %2, align 4, !dbg !122
  %20 = load i32, i32* %4, align 4, !dbg !123
  %21 = add nsw i32 %20, %19, !dbg !123
  store i32 %21, i32* %4, align 4, !dbg !123
  br label %9, !dbg !124, !llvm.loop !125

22:                                               ; preds = %9
  call void @llvm.dbg.declare(metadata i64* %5, metadata !127, metadata !DIExpression()), !dbg !128
  store i64 0, i64* %5, align 8, !dbg !128
  call void @llvm.dbg.declare(metadata i32* %6, metadata !129, metadata !DIExpression()), !dbg !131
  store i32 12799, i32* %6, align 4, !dbg !131
  br label %23, !dbg !132

23:                                               ; preds = %33, %22
  %24 = load i32, i32* %6, align 4, !dbg !133
  %25 = icmp sge i32 %24, 0, !dbg !135
  br i1 %25, label %26, label %36, !dbg !136

26:                                               ; preds = %23
  %27 = load i32, i32* %6, align 4, !dbg !137
  %28 = sext i32 %27 to i64, !dbg !138
  %29 = getelementptr inbounds [12800 x i64], [12800 x i64]* %3, i64 0, i64 %28, !dbg !138
  %30 = load i64, i64* %29, align 8, !dbg !138
  %31 = load i64, i64* %5, align 8, !dbg !139
  %32 = add nsw i64 %31, %30, !dbg !139
  store i64 %32, i64* %5, align 8, !dbg !139
  br label %33, !dbg !140

33:                                               ; preds = %26
  %34 = load i32, i32* %6, align 4, !dbg !141
  %35 = sub nsw i32 %34, 3, !dbg !141
  store i32 %35, i32* %6, align 4, !dbg !141
  br label %23, !dbg !142, !llvm.loop !143

36:                                               ; preds = %23
  %37 = load i64, i64* %5, align 8, !dbg !145
  ret i64 %37, !dbg !146
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @frame_struct(i32 noundef %0) #0 !dbg !147 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Huge, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !151, metadata !DIExpression()), !dbg !152
  call void @llvm.dbg.declare(metadata %struct.Huge* %3, metadata !153, metadata !DIExpression()), !dbg !161
  %8 = load i32, i32* %2, align 4, !dbg !162
  %9 = getelementptr inbounds %struct.Huge, %struct.Huge* %3, i32 0, i32 1, !dbg !163
  store i32 %8, i32* %9, align 8, !dbg !164
  call void @llvm.dbg.declare(metadata i32* %4, metadata !165, metadata !DIExpression()), !dbg !167
  store i32 0, i32* %4, align 4, !dbg !167
  br label %10, !dbg !168

10:                                               ; preds = %36, %1
  %11 = load i32, i32* %4, align 4, !dbg !169
  %12 = icmp slt i32 %11, 40, !dbg !171
  br i1 %12, label %13, label %39, !dbg !172

13:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %5, metadata !173, metadata !DIExpression()), !dbg !175
  store i32 0, i32* %5, align 4, !dbg !175
  br label %14, !dbg !176

14:                                               ; preds = %32, %13
  %15 = load i32, i32* %5, align 4, !dbg !177
  %16 = icmp slt i32 %15, 40, !dbg !179
  br i1 %16, label %17, label %35, !dbg !180

17:                                               ; preds = %14
  %18 = load i32, i32* %4, align 4, !dbg !181
  %19 = load i32, i32* %5, align 4, !dbg !182
  %20 = sub nsw i32 %18, %19, !dbg !183
  %21 = sitofp i32 %20 to double, !dbg !184
  %22 = load i32, i32* %2, align 4, !dbg !185
  %23 = sitofp i32 %22 to double, !dbg !185
  %24 = call double @llvm.fmuladd.f64(double %21, double 5.000000e-01, double %23), !dbg !186
  %25 = getelementptr inbounds %struct.Huge, %struct.Huge* %3, i32 0, i32 0, !dbg !187
  %26 = load i32, i32* %4, align 4, !dbg !188
  %27 = sext i32 %26 to i64, !dbg !189
  %28 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* %25, i64 0, i64 %27, !dbg !189
  %29 = load i32, i32* %5, align 4, !dbg !190
  %30 = sext i32 %29 to i64, !dbg !189
  %31 = getelementptr inbounds [40 x double], [40 x double]* %28, i64 0, i64 %30, !dbg !189
  store double %24, double* %31, align 8, !dbg !191
  br label %32, !dbg !189

32:                                               ; preds = %17
  %33 = load i32, i32* %5, align 4, !dbg !192
  %34 = add nsw i32 %33, 1, !dbg !192
  store i32 %34, i32* %5, align 4, !dbg !192
  br label %14, !dbg !193, !llvm.loop !194

35:                                               ; preds = %14
  br label %36, !dbg !195

36:                                               ; preds = %35
  %37 = load i32, i32* %4, align 4, !dbg !196
  %38 = add nsw i32 %37, 1, !dbg !196
  store i32 %38, i32* %4, align 4, !dbg !196
  br label %10, !dbg !197, !llvm.loop !198

39:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata double* %6, metadata !200, metadata !DIExpression()), !dbg !201
  store double 0.000000e+00, double* %6, align 8, !dbg !201
  call void @llvm.dbg.declare(metadata i32* %7, metadata !202, metadata !DIExpression()), !dbg !204
  store i32 0, i32* %7, align 4, !dbg !204
  br label %40, !dbg !205

40:                                               ; preds = %55, %39
  %41 = load i32, i32* %7, align 4, !dbg !206
  %42 = icmp slt i32 %41, 40, !dbg !208
  br i1 %42, label %43, label %58, !dbg !209

43:                                               ; preds = %40
  %44 = getelementptr inbounds %struct.Huge, %struct.Huge* %3, i32 0, i32 0, !dbg !210
  %45 = load i32, i32* %7, align 4, !dbg !211
  %46 = sext i32 %45 to i64, !dbg !212
  %47 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* %44, i64 0, i64 %46, !dbg !212
  %48 = load i32, i32* %7, align 4, !dbg !213
  %49 = sub nsw i32 39, %48, !dbg !214
  %50 = sext i32 %49 to i64, !dbg !212
  %51 = getelementptr inbounds [40 x double], [40 x double]* %47, i64 0, i64 %50, !dbg !212
  %52 = load double, double* %51, align 8, !dbg !212
  %53 = load double, double* %6, align 8, !dbg !215
  %54 = fadd double %53, %52, !dbg !215
  store double %54, double* %6, align 8, !dbg !215
  br label %55, !dbg !216

55:                                               ; preds = %43
  %56 = load i32, i32* %7, align 4, !dbg !217
  %57 = add nsw i32 %56, 1, !dbg !217
  store i32 %57, i32* %7, align 4, !dbg !217
  br label %40, !dbg !218, !llvm.loop !219

58:                                               ; preds = %40
  %59 = load double, double* %6, align 8, !dbg !221
  %60 = getelementptr inbounds %struct.Huge, %struct.Huge* %3, i32 0, i32 1, !dbg !222
  %61 = load i32, i32* %60, align 8, !dbg !222
  %62 = sitofp i32 %61 to double, !dbg !223
  %63 = fadd double %59, %62, !dbg !224
  ret double %63, !dbg !225
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @frame_with_call(i32 noundef %0) #0 !dbg !226 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [5000 x i8], align 16
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !229, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.declare(metadata [5000 x i8]* %4, metadata !231, metadata !DIExpression()), !dbg !235
  %5 = load i32, i32* %3, align 4, !dbg !236
  %6 = trunc i32 %5 to i8, !dbg !237
  %7 = getelementptr inbounds [5000 x i8], [5000 x i8]* %4, i64 0, i64 0, !dbg !238
  store i8 %6, i8* %7, align 16, !dbg !239
  %8 = load i32, i32* %3, align 4, !dbg !240
  %9 = mul nsw i32 %8, 2, !dbg !241
  %10 = trunc i32 %9 to i8, !dbg !242
  %11 = getelementptr inbounds [5000 x i8], [5000 x i8]* %4, i64 0, i64 4999, !dbg !243
  store i8 %10, i8* %11, align 1, !dbg !244
  %12 = load i32, i32* %3, align 4, !dbg !245
  %13 = icmp eq i32 %12, 0, !dbg !247
  br i1 %13, label %14, label %22, !dbg !248

14:                                               ; preds = %1
  %15 = getelementptr inbounds [5000 x i8], [5000 x i8]* %4, i64 0, i64 0, !dbg !249
  %16 = load i8, i8* %15, align 16, !dbg !249
  %17 = sext i8 %16 to i32, !dbg !249
  %18 = getelementptr inbounds [5000 x i8], [5000 x i8]* %4, i64 0, i64 4999, !dbg !250
  %19 = load i8, i8* %18, align 1, !dbg !250
  %20 = sext i8 %19 to i32, !dbg !250
  %21 = add nsw i32 %17, %20, !dbg !251
  store i32 %21, i32* %2, align 4, !dbg !252
  br label %30, !dbg !252

22:                                               ; preds = %1
  %23 = load i32, i32* %3, align 4, !dbg !253
  %24 = sub nsw i32 %23, 1, !dbg !254
  %25 = call i32 @frame_with_call(i32 noundef %24), !dbg !255
  %26 = getelementptr inbounds [5000 x i8], [5000 x i8]* %4, i64 0, i64 4999, !dbg !256
  %27 = load i8, i8* %26, align 1, !dbg !256
  %28 = sext i8 %27 to i32, !dbg !256
  %29 = add nsw i32 %25, %28, !dbg !257
  store i32 %29, i32* %2, align 4, !dbg !258
  br label %30, !dbg !258

30:                                               ; preds = %22, %14
  %31 = load i32, i32* %2, align 4, !dbg !259
  ret i32 %31, !dbg !259
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "vk", scope: !2, file: !3, line: 6, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/differential/src/large_frame.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "0aa4275cc33b25326e7a5d6802528f49")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !{!0}
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !20, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!10}
!22 = !{}
!23 = !DILocation(line: 45, column: 36, scope: !19)
!24 = !DILocation(line: 45, column: 27, scope: !19)
!25 = !DILocation(line: 45, column: 3, scope: !19)
!26 = !DILocation(line: 46, column: 41, scope: !19)
!27 = !DILocation(line: 46, column: 30, scope: !19)
!28 = !DILocation(line: 46, column: 3, scope: !19)
!29 = !DILocation(line: 47, column: 46, scope: !19)
!30 = !DILocation(line: 47, column: 33, scope: !19)
!31 = !DILocation(line: 47, column: 3, scope: !19)
!32 = !DILocation(line: 48, column: 50, scope: !19)
!33 = !DILocation(line: 48, column: 53, scope: !19)
!34 = !DILocation(line: 48, column: 34, scope: !19)
!35 = !DILocation(line: 48, column: 3, scope: !19)
!36 = !DILocation(line: 49, column: 3, scope: !19)
!37 = distinct !DISubprogram(name: "frame_8k", scope: !3, file: !3, line: 8, type: !38, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !22)
!38 = !DISubroutineType(types: !39)
!39 = !{!6, !10}
!40 = !DILocalVariable(name: "k", arg: 1, scope: !37, file: !3, line: 8, type: !10)
!41 = !DILocation(line: 8, column: 56, scope: !37)
!42 = !DILocalVariable(name: "buf", scope: !37, file: !3, line: 9, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 65536, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 8192)
!46 = !DILocation(line: 9, column: 17, scope: !37)
!47 = !DILocalVariable(name: "small", scope: !37, file: !3, line: 10, type: !10)
!48 = !DILocation(line: 10, column: 7, scope: !37)
!49 = !DILocation(line: 10, column: 15, scope: !37)
!50 = !DILocation(line: 10, column: 17, scope: !37)
!51 = !DILocalVariable(name: "i", scope: !52, file: !3, line: 11, type: !10)
!52 = distinct !DILexicalBlock(scope: !37, file: !3, line: 11, column: 3)
!53 = !DILocation(line: 11, column: 12, scope: !52)
!54 = !DILocation(line: 11, column: 8, scope: !52)
!55 = !DILocation(line: 11, column: 19, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !3, line: 11, column: 3)
!57 = !DILocation(line: 11, column: 21, scope: !56)
!58 = !DILocation(line: 11, column: 3, scope: !52)
!59 = !DILocation(line: 11, column: 59, scope: !56)
!60 = !DILocation(line: 11, column: 63, scope: !56)
!61 = !DILocation(line: 11, column: 61, scope: !56)
!62 = !DILocation(line: 11, column: 67, scope: !56)
!63 = !DILocation(line: 11, column: 65, scope: !56)
!64 = !DILocation(line: 11, column: 43, scope: !56)
!65 = !DILocation(line: 11, column: 38, scope: !56)
!66 = !DILocation(line: 11, column: 34, scope: !56)
!67 = !DILocation(line: 11, column: 41, scope: !56)
!68 = !DILocation(line: 11, column: 30, scope: !56)
!69 = !DILocation(line: 11, column: 3, scope: !56)
!70 = distinct !{!70, !58, !71, !72}
!71 = !DILocation(line: 11, column: 72, scope: !52)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocalVariable(name: "h", scope: !37, file: !3, line: 12, type: !6)
!74 = !DILocation(line: 12, column: 12, scope: !37)
!75 = !DILocalVariable(name: "i", scope: !76, file: !3, line: 13, type: !10)
!76 = distinct !DILexicalBlock(scope: !37, file: !3, line: 13, column: 3)
!77 = !DILocation(line: 13, column: 12, scope: !76)
!78 = !DILocation(line: 13, column: 8, scope: !76)
!79 = !DILocation(line: 13, column: 19, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !3, line: 13, column: 3)
!81 = !DILocation(line: 13, column: 21, scope: !80)
!82 = !DILocation(line: 13, column: 3, scope: !76)
!83 = !DILocation(line: 13, column: 42, scope: !80)
!84 = !DILocation(line: 13, column: 44, scope: !80)
!85 = !DILocation(line: 13, column: 56, scope: !80)
!86 = !DILocation(line: 13, column: 52, scope: !80)
!87 = !DILocation(line: 13, column: 50, scope: !80)
!88 = !DILocation(line: 13, column: 40, scope: !80)
!89 = !DILocation(line: 13, column: 38, scope: !80)
!90 = !DILocation(line: 13, column: 31, scope: !80)
!91 = !DILocation(line: 13, column: 3, scope: !80)
!92 = distinct !{!92, !82, !93, !72}
!93 = !DILocation(line: 13, column: 57, scope: !76)
!94 = !DILocation(line: 14, column: 10, scope: !37)
!95 = !DILocation(line: 14, column: 24, scope: !37)
!96 = !DILocation(line: 14, column: 12, scope: !37)
!97 = !DILocation(line: 14, column: 3, scope: !37)
!98 = distinct !DISubprogram(name: "frame_100k", scope: !3, file: !3, line: 17, type: !99, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !22)
!99 = !DISubroutineType(types: !100)
!100 = !{!101, !10}
!101 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!102 = !DILocalVariable(name: "k", arg: 1, scope: !98, file: !3, line: 17, type: !10)
!103 = !DILocation(line: 17, column: 54, scope: !98)
!104 = !DILocalVariable(name: "big", scope: !98, file: !3, line: 18, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 819200, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 12800)
!108 = !DILocation(line: 18, column: 8, scope: !98)
!109 = !DILocation(line: 19, column: 3, scope: !98)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 20, type: !10)
!111 = distinct !DILexicalBlock(scope: !98, file: !3, line: 20, column: 3)
!112 = !DILocation(line: 20, column: 12, scope: !111)
!113 = !DILocation(line: 20, column: 8, scope: !111)
!114 = !DILocation(line: 20, column: 19, scope: !115)
!115 = distinct !DILexicalBlock(scope: !111, file: !3, line: 20, column: 3)
!116 = !DILocation(line: 20, column: 21, scope: !115)
!117 = !DILocation(line: 20, column: 3, scope: !111)
!118 = !DILocation(line: 20, column: 47, scope: !115)
!119 = !DILocation(line: 20, column: 42, scope: !115)
!120 = !DILocation(line: 20, column: 38, scope: !115)
!121 = !DILocation(line: 20, column: 45, scope: !115)
!122 = !DILocation(line: 20, column: 35, scope: !115)
!123 = !DILocation(line: 20, column: 32, scope: !115)
!124 = !DILocation(line: 20, column: 3, scope: !115)
!125 = distinct !{!125, !117, !126, !72}
!126 = !DILocation(line: 20, column: 47, scope: !111)
!127 = !DILocalVariable(name: "s", scope: !98, file: !3, line: 21, type: !101)
!128 = !DILocation(line: 21, column: 8, scope: !98)
!129 = !DILocalVariable(name: "i", scope: !130, file: !3, line: 22, type: !10)
!130 = distinct !DILexicalBlock(scope: !98, file: !3, line: 22, column: 3)
!131 = !DILocation(line: 22, column: 12, scope: !130)
!132 = !DILocation(line: 22, column: 8, scope: !130)
!133 = !DILocation(line: 22, column: 23, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !3, line: 22, column: 3)
!135 = !DILocation(line: 22, column: 25, scope: !134)
!136 = !DILocation(line: 22, column: 3, scope: !130)
!137 = !DILocation(line: 22, column: 48, scope: !134)
!138 = !DILocation(line: 22, column: 44, scope: !134)
!139 = !DILocation(line: 22, column: 41, scope: !134)
!140 = !DILocation(line: 22, column: 39, scope: !134)
!141 = !DILocation(line: 22, column: 33, scope: !134)
!142 = !DILocation(line: 22, column: 3, scope: !134)
!143 = distinct !{!143, !136, !144, !72}
!144 = !DILocation(line: 22, column: 49, scope: !130)
!145 = !DILocation(line: 23, column: 10, scope: !98)
!146 = !DILocation(line: 23, column: 3, scope: !98)
!147 = distinct !DISubprogram(name: "frame_struct", scope: !3, file: !3, line: 27, type: !148, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !22)
!148 = !DISubroutineType(types: !149)
!149 = !{!150, !10}
!150 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!151 = !DILocalVariable(name: "k", arg: 1, scope: !147, file: !3, line: 27, type: !10)
!152 = !DILocation(line: 27, column: 58, scope: !147)
!153 = !DILocalVariable(name: "h", scope: !147, file: !3, line: 28, type: !154)
!154 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Huge", file: !3, line: 26, size: 102464, elements: !155)
!155 = !{!156, !160}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !154, file: !3, line: 26, baseType: !157, size: 102400)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !150, size: 102400, elements: !158)
!158 = !{!159, !159}
!159 = !DISubrange(count: 40)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !154, file: !3, line: 26, baseType: !10, size: 32, offset: 102400)
!161 = !DILocation(line: 28, column: 15, scope: !147)
!162 = !DILocation(line: 29, column: 11, scope: !147)
!163 = !DILocation(line: 29, column: 5, scope: !147)
!164 = !DILocation(line: 29, column: 9, scope: !147)
!165 = !DILocalVariable(name: "i", scope: !166, file: !3, line: 30, type: !10)
!166 = distinct !DILexicalBlock(scope: !147, file: !3, line: 30, column: 3)
!167 = !DILocation(line: 30, column: 12, scope: !166)
!168 = !DILocation(line: 30, column: 8, scope: !166)
!169 = !DILocation(line: 30, column: 19, scope: !170)
!170 = distinct !DILexicalBlock(scope: !166, file: !3, line: 30, column: 3)
!171 = !DILocation(line: 30, column: 21, scope: !170)
!172 = !DILocation(line: 30, column: 3, scope: !166)
!173 = !DILocalVariable(name: "j", scope: !174, file: !3, line: 30, type: !10)
!174 = distinct !DILexicalBlock(scope: !170, file: !3, line: 30, column: 32)
!175 = !DILocation(line: 30, column: 41, scope: !174)
!176 = !DILocation(line: 30, column: 37, scope: !174)
!177 = !DILocation(line: 30, column: 48, scope: !178)
!178 = distinct !DILexicalBlock(scope: !174, file: !3, line: 30, column: 32)
!179 = !DILocation(line: 30, column: 50, scope: !178)
!180 = !DILocation(line: 30, column: 32, scope: !174)
!181 = !DILocation(line: 30, column: 74, scope: !178)
!182 = !DILocation(line: 30, column: 78, scope: !178)
!183 = !DILocation(line: 30, column: 76, scope: !178)
!184 = !DILocation(line: 30, column: 73, scope: !178)
!185 = !DILocation(line: 30, column: 89, scope: !178)
!186 = !DILocation(line: 30, column: 87, scope: !178)
!187 = !DILocation(line: 30, column: 63, scope: !178)
!188 = !DILocation(line: 30, column: 65, scope: !178)
!189 = !DILocation(line: 30, column: 61, scope: !178)
!190 = !DILocation(line: 30, column: 68, scope: !178)
!191 = !DILocation(line: 30, column: 71, scope: !178)
!192 = !DILocation(line: 30, column: 57, scope: !178)
!193 = !DILocation(line: 30, column: 32, scope: !178)
!194 = distinct !{!194, !180, !195, !72}
!195 = !DILocation(line: 30, column: 89, scope: !174)
!196 = !DILocation(line: 30, column: 28, scope: !170)
!197 = !DILocation(line: 30, column: 3, scope: !170)
!198 = distinct !{!198, !172, !199, !72}
!199 = !DILocation(line: 30, column: 89, scope: !166)
!200 = !DILocalVariable(name: "t", scope: !147, file: !3, line: 31, type: !150)
!201 = !DILocation(line: 31, column: 10, scope: !147)
!202 = !DILocalVariable(name: "i", scope: !203, file: !3, line: 32, type: !10)
!203 = distinct !DILexicalBlock(scope: !147, file: !3, line: 32, column: 3)
!204 = !DILocation(line: 32, column: 12, scope: !203)
!205 = !DILocation(line: 32, column: 8, scope: !203)
!206 = !DILocation(line: 32, column: 19, scope: !207)
!207 = distinct !DILexicalBlock(scope: !203, file: !3, line: 32, column: 3)
!208 = !DILocation(line: 32, column: 21, scope: !207)
!209 = !DILocation(line: 32, column: 3, scope: !203)
!210 = !DILocation(line: 32, column: 39, scope: !207)
!211 = !DILocation(line: 32, column: 41, scope: !207)
!212 = !DILocation(line: 32, column: 37, scope: !207)
!213 = !DILocation(line: 32, column: 49, scope: !207)
!214 = !DILocation(line: 32, column: 47, scope: !207)
!215 = !DILocation(line: 32, column: 34, scope: !207)
!216 = !DILocation(line: 32, column: 32, scope: !207)
!217 = !DILocation(line: 32, column: 28, scope: !207)
!218 = !DILocation(line: 32, column: 3, scope: !207)
!219 = distinct !{!219, !209, !220, !72}
!220 = !DILocation(line: 32, column: 50, scope: !203)
!221 = !DILocation(line: 33, column: 10, scope: !147)
!222 = !DILocation(line: 33, column: 16, scope: !147)
!223 = !DILocation(line: 33, column: 14, scope: !147)
!224 = !DILocation(line: 33, column: 12, scope: !147)
!225 = !DILocation(line: 33, column: 3, scope: !147)
!226 = distinct !DISubprogram(name: "frame_with_call", scope: !3, file: !3, line: 36, type: !227, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !22)
!227 = !DISubroutineType(types: !228)
!228 = !{!10, !10}
!229 = !DILocalVariable(name: "depth", arg: 1, scope: !226, file: !3, line: 36, type: !10)
!230 = !DILocation(line: 36, column: 58, scope: !226)
!231 = !DILocalVariable(name: "scratch", scope: !226, file: !3, line: 37, type: !232)
!232 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 40000, elements: !233)
!233 = !{!234}
!234 = !DISubrange(count: 5000)
!235 = !DILocation(line: 37, column: 8, scope: !226)
!236 = !DILocation(line: 38, column: 22, scope: !226)
!237 = !DILocation(line: 38, column: 16, scope: !226)
!238 = !DILocation(line: 38, column: 3, scope: !226)
!239 = !DILocation(line: 38, column: 14, scope: !226)
!240 = !DILocation(line: 39, column: 26, scope: !226)
!241 = !DILocation(line: 39, column: 32, scope: !226)
!242 = !DILocation(line: 39, column: 19, scope: !226)
!243 = !DILocation(line: 39, column: 3, scope: !226)
!244 = !DILocation(line: 39, column: 17, scope: !226)
!245 = !DILocation(line: 40, column: 7, scope: !246)
!246 = distinct !DILexicalBlock(scope: !226, file: !3, line: 40, column: 7)
!247 = !DILocation(line: 40, column: 13, scope: !246)
!248 = !DILocation(line: 40, column: 7, scope: !226)
!249 = !DILocation(line: 40, column: 26, scope: !246)
!250 = !DILocation(line: 40, column: 39, scope: !246)
!251 = !DILocation(line: 40, column: 37, scope: !246)
!252 = !DILocation(line: 40, column: 19, scope: !246)
!253 = !DILocation(line: 41, column: 26, scope: !226)
!254 = !DILocation(line: 41, column: 32, scope: !226)
!255 = !DILocation(line: 41, column: 10, scope: !226)
!256 = !DILocation(line: 41, column: 39, scope: !226)
!257 = !DILocation(line: 41, column: 37, scope: !226)
!258 = !DILocation(line: 41, column: 3, scope: !226)
!259 = !DILocation(line: 42, column: 1, scope: !226)
