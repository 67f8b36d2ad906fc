; ModuleID = 'tests/differential/src/switch_dense.c'
source_filename = "tests/differential/src/switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d:%s \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"cost(%u)=%d\0A\00", align 1
@vseed = internal global i32 1, align 4, !dbg !0
@.str.3 = private unnamed_addr constant [11 x i8] c"%c -> %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"???\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !19, metadata !DIExpression()), !dbg !21
  store i32 -1, i32* %2, align 4, !dbg !21
  br label %6, !dbg !22

6:                                                ; preds = %14, %0
  %7 = load i32, i32* %2, align 4, !dbg !23
  %8 = icmp slt i32 %7, 9, !dbg !25
  br i1 %8, label %9, label %17, !dbg !26

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4, !dbg !27
  %11 = load i32, i32* %2, align 4, !dbg !28
  %12 = call i8* @day_name(i32 noundef %11), !dbg !29
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %10, i8* noundef %12), !dbg !30
  br label %14, !dbg !30

14:                                               ; preds = %9
  %15 = load i32, i32* %2, align 4, !dbg !31
  %16 = add nsw i32 %15, 1, !dbg !31
  store i32 %16, i32* %2, align 4, !dbg !31
  br label %6, !dbg !32, !llvm.loop !33

17:                                               ; preds = %6
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %3, metadata !37, metadata !DIExpression()), !dbg !40
  store i32 8, i32* %3, align 4, !dbg !40
  br label %19, !dbg !41

19:                                               ; preds = %27, %17
  %20 = load i32, i32* %3, align 4, !dbg !42
  %21 = icmp ult i32 %20, 25, !dbg !44
  br i1 %21, label %22, label %30, !dbg !45

22:                                               ; preds = %19
  %23 = load i32, i32* %3, align 4, !dbg !46
  %24 = load i32, i32* %3, align 4, !dbg !47
  %25 = call i32 @opcode_cost(i32 noundef %24), !dbg !48
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef %23, i32 noundef %25), !dbg !49
  br label %27, !dbg !49

27:                                               ; preds = %22
  %28 = load i32, i32* %3, align 4, !dbg !50
  %29 = add i32 %28, 1, !dbg !50
  store i32 %29, i32* %3, align 4, !dbg !50
  br label %19, !dbg !51, !llvm.loop !52

30:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i64* %4, metadata !54, metadata !DIExpression()), !dbg !56
  %31 = load volatile i32, i32* @vseed, align 4, !dbg !57
  %32 = sext i32 %31 to i64, !dbg !57
  store i64 %32, i64* %4, align 8, !dbg !56
  call void @llvm.dbg.declare(metadata i8* %5, metadata !58, metadata !DIExpression()), !dbg !61
  store i8 97, i8* %5, align 1, !dbg !61
  br label %33, !dbg !62

33:                                               ; preds = %48, %30
  %34 = load i8, i8* %5, align 1, !dbg !63
  %35 = sext i8 %34 to i32, !dbg !63
  %36 = icmp sle i32 %35, 107, !dbg !65
  br i1 %36, label %37, label %51, !dbg !66

37:                                               ; preds = %33
  %38 = load i8, i8* %5, align 1, !dbg !67
  %39 = load i64, i64* %4, align 8, !dbg !69
  %40 = add nsw i64 %39, 3, !dbg !70
  %41 = call i64 @eval(i8 noundef signext %38, i64 noundef %40, i64 noundef 5), !dbg !71
  %42 = load i64, i64* %4, align 8, !dbg !72
  %43 = add nsw i64 %41, %42, !dbg !73
  store i64 %43, i64* %4, align 8, !dbg !74
  %44 = load i8, i8* %5, align 1, !dbg !75
  %45 = sext i8 %44 to i32, !dbg !75
  %46 = load i64, i64* %4, align 8, !dbg !76
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef %45, i64 noundef %46), !dbg !77
  br label %48, !dbg !78

48:                                               ; preds = %37
  %49 = load i8, i8* %5, align 1, !dbg !79
  %50 = add i8 %49, 1, !dbg !79
  store i8 %50, i8* %5, align 1, !dbg !79
  br label %33, !dbg !80, !llvm.loop !81

51:                                               ; preds = %33
  ret i32 0, !dbg !83
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @day_name(i32 noundef %0) #0 !dbg !84 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !89, metadata !DIExpression()), !dbg !90
  %4 = load i32, i32* %3, align 4, !dbg !91
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !92

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i8** %2, align 8, !dbg !93
  br label %13, !dbg !93

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8** %2, align 8, !dbg !95
  br label %13, !dbg !95

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8** %2, align 8, !dbg !96
  br label %13, !dbg !96

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0), i8** %2, align 8, !dbg !97
  br label %13, !dbg !97

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i8** %2, align 8, !dbg !98
  br label %13, !dbg !98

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i8** %2, align 8, !dbg !99
  br label %13, !dbg !99

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i8** %2, align 8, !dbg !100
  br label %13, !dbg !100

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i8** %2, align 8, !dbg !101
  br label %13, !dbg !101

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i8*, i8** %2, align 8, !dbg !102
  ret i8* %14, !dbg !102
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @opcode_cost(i32 noundef %0) #0 !dbg !103 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !106, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.declare(metadata i32* %3, metadata !108, metadata !DIExpression()), !dbg !109
  store i32 0, i32* %3, align 4, !dbg !109
  %4 = load i32, i32* %2, align 4, !dbg !110
  switch i32 %4, label %22 [
    i32 10, label %5
    i32 11, label %8
    i32 12, label %11
    i32 13, label %12
    i32 14, label %12
    i32 15, label %13
    i32 16, label %14
    i32 17, label %17
    i32 18, label %18
    i32 19, label %19
    i32 20, label %20
    i32 22, label %21
  ], !dbg !111

5:                                                ; preds = %1
  %6 = load i32, i32* %3, align 4, !dbg !112
  %7 = add nsw i32 %6, 1, !dbg !112
  store i32 %7, i32* %3, align 4, !dbg !112
  br label %8, !dbg !114

8:                                                ; preds = %1, %5
  %9 = load i32, i32* %3, align 4, !dbg !115
  %10 = add nsw i32 %9, 2, !dbg !115
  store i32 %10, i32* %3, align 4, !dbg !115
  br label %23, !dbg !116

11:                                               ; preds = %1
  store i32 7, i32* %3, align 4, !dbg !117
  br label %23, !dbg !118

12:                                               ; preds = %1, %1
  store i32 9, i32* %3, align 4, !dbg !119
  br label %23, !dbg !120

13:                                               ; preds = %1
  store i32 -1, i32* %3, align 4, !dbg !121
  br label %14, !dbg !122

14:                                               ; preds = %1, %13
  %15 = load i32, i32* %3, align 4, !dbg !123
  %16 = mul nsw i32 %15, 3, !dbg !123
  store i32 %16, i32* %3, align 4, !dbg !123
  br label %23, !dbg !124

17:                                               ; preds = %1
  store i32 100, i32* %3, align 4, !dbg !125
  br label %23, !dbg !126

18:                                               ; preds = %1
  store i32 18, i32* %3, align 4, !dbg !127
  br label %23, !dbg !128

19:                                               ; preds = %1
  store i32 191, i32* %3, align 4, !dbg !129
  br label %23, !dbg !130

20:                                               ; preds = %1
  store i32 20, i32* %3, align 4, !dbg !131
  br label %23, !dbg !132

21:                                               ; preds = %1
  store i32 222, i32* %3, align 4, !dbg !133
  br label %23, !dbg !134

22:                                               ; preds = %1
  store i32 -100, i32* %3, align 4, !dbg !135
  br label %23, !dbg !136

23:                                               ; preds = %22, %21, %20, %19, %18, %17, %14, %12, %11, %8
  %24 = load i32, i32* %3, align 4, !dbg !137
  ret i32 %24, !dbg !138
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @eval(i8 noundef signext %0, i64 noundef %1, i64 noundef %2) #0 !dbg !139 {
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i8 %0, i8* %5, align 1
  call void @llvm.dbg.declare(metadata i8* %5, metadata !142, metadata !DIExpression()), !dbg !143
  store i64 %1, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !144, metadata !DIExpression()), !dbg !145
  store i64 %2, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !146, metadata !DIExpression()), !dbg !147
  %8 = load i8, i8* %5, align 1, !dbg !148
  %9 = sext i8 %8 to i32, !dbg !148
  switch i32 %9, label %56 [
    i32 97, label %10
    i32 98, label %14
    i32 99, label %18
    i32 100, label %22
    i32 101, label %26
    i32 102, label %30
    i32 103, label %34
    i32 104, label %39
    i32 105, label %44
    i32 106, label %50
  ], !dbg !149

10:                                               ; preds = %3
  %11 = load i64, i64* %6, align 8, !dbg !150
  %12 = load i64, i64* %7, align 8, !dbg !152
  %13 = add nsw i64 %11, %12, !dbg !153
  store i64 %13, i64* %4, align 8, !dbg !154
  br label %57, !dbg !154

14:                                               ; preds = %3
  %15 = load i64, i64* %6, align 8, !dbg !155
  %16 = load i64, i64* %7, align 8, !dbg !156
  %17 = sub nsw i64 %15, %16, !dbg !157
  store i64 %17, i64* %4, align 8, !dbg !158
  br label %57, !dbg !158

18:                                               ; preds = %3
  %19 = load i64, i64* %6, align 8, !dbg !159
  %20 = load i64, i64* %7, align 8, !dbg !160
  %21 = mul nsw i64 %19, %20, !dbg !161
  store i64 %21, i64* %4, align 8, !dbg !162
  br label %57, !dbg !162

22:                                               ; preds = %3
  %23 = load i64, i64* %6, align 8, !dbg !163
  %24 = load i64, i64* %7, align 8, !dbg !164
  %25 = and i64 %23, %24, !dbg !165
  store i64 %25, i64* %4, align 8, !dbg !166
  br label %57, !dbg !166

26:                                               ; preds = %3
  %27 = load i64, i64* %6, align 8, !dbg !167
  %28 = load i64, i64* %7, align 8, !dbg !168
  %29 = or i64 %27, %28, !dbg !169
  store i64 %29, i64* %4, align 8, !dbg !170
  br label %57, !dbg !170

30:                                               ; preds = %3
  %31 = load i64, i64* %6, align 8, !dbg !171
  %32 = load i64, i64* %7, align 8, !dbg !172
  %33 = xor i64 %31, %32, !dbg !173
  store i64 %33, i64* %4, align 8, !dbg !174
  br label %57, !dbg !174

34:                                               ; preds = %3
  %35 = load i64, i64* %6, align 8, !dbg !175
  %36 = load i64, i64* %7, align 8, !dbg !176
  %37 = and i64 %36, 31, !dbg !177
  %38 = shl i64 %35, %37, !dbg !178
  store i64 %38, i64* %4, align 8, !dbg !179
  br label %57, !dbg !179

39:                                               ; preds = %3
  %40 = load i64, i64* %6, align 8, !dbg !180
  %41 = load i64, i64* %7, align 8, !dbg !181
  %42 = and i64 %41, 31, !dbg !182
  %43 = ashr i64 %40, %42, !dbg !183
  store i64 %43, i64* %4, align 8, !dbg !184
  br label %57, !dbg !184

44:                                               ; preds = %3
  %45 = load i64, i64* %6, align 8, !dbg !185
  %46 = load i64, i64* %7, align 8, !dbg !186
  %47 = icmp slt i64 %45, %46, !dbg !187
  %48 = zext i1 %47 to i32, !dbg !187
  %49 = sext i32 %48 to i64, !dbg !185
  store i64 %49, i64* %4, align 8, !dbg !188
  br label %57, !dbg !188

50:                                               ; preds = %3
  %51 = load i64, i64* %6, align 8, !dbg !189
  %52 = load i64, i64* %7, align 8, !dbg !190
  %53 = icmp eq i64 %51, %52, !dbg !191
  %54 = zext i1 %53 to i32, !dbg !191
  %55 = sext i32 %54 to i64, !dbg !189
  store i64 %55, i64* %4, align 8, !dbg !192
  br label %57, !dbg !192

56:                                               ; preds = %3
  store i64 -1, i64* %4, align 8, !dbg !193
  br label %57, !dbg !193

57:                                               ; preds = %56, %50, %44, %39, %34, %30, %26, %22, %18, %14, %10
  %58 = load i64, i64* %4, align 8, !dbg !194
  ret i64 %58, !dbg !194
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "vseed", scope: !2, file: !3, line: 5, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/differential/src/switch_dense.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "b72a6cf5b7d33ccac520ff23eda8075a")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 55, type: !16, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!6}
!18 = !{}
!19 = !DILocalVariable(name: "d", scope: !20, file: !3, line: 56, type: !6)
!20 = distinct !DILexicalBlock(scope: !15, file: !3, line: 56, column: 3)
!21 = !DILocation(line: 56, column: 12, scope: !20)
!22 = !DILocation(line: 56, column: 8, scope: !20)
!23 = !DILocation(line: 56, column: 20, scope: !24)
!24 = distinct !DILexicalBlock(scope: !20, file: !3, line: 56, column: 3)
!25 = !DILocation(line: 56, column: 22, scope: !24)
!26 = !DILocation(line: 56, column: 3, scope: !20)
!27 = !DILocation(line: 56, column: 49, scope: !24)
!28 = !DILocation(line: 56, column: 61, scope: !24)
!29 = !DILocation(line: 56, column: 52, scope: !24)
!30 = !DILocation(line: 56, column: 32, scope: !24)
!31 = !DILocation(line: 56, column: 28, scope: !24)
!32 = !DILocation(line: 56, column: 3, scope: !24)
!33 = distinct !{!33, !26, !34, !35}
!34 = !DILocation(line: 56, column: 63, scope: !20)
!35 = !{!"llvm.loop.mustprogress"}
!36 = !DILocation(line: 57, column: 3, scope: !15)
!37 = !DILocalVariable(name: "op", scope: !38, file: !3, line: 58, type: !39)
!38 = distinct !DILexicalBlock(scope: !15, file: !3, line: 58, column: 3)
!39 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!40 = !DILocation(line: 58, column: 17, scope: !38)
!41 = !DILocation(line: 58, column: 8, scope: !38)
!42 = !DILocation(line: 58, column: 25, scope: !43)
!43 = distinct !DILexicalBlock(scope: !38, file: !3, line: 58, column: 3)
!44 = !DILocation(line: 58, column: 28, scope: !43)
!45 = !DILocation(line: 58, column: 3, scope: !38)
!46 = !DILocation(line: 58, column: 64, scope: !43)
!47 = !DILocation(line: 58, column: 80, scope: !43)
!48 = !DILocation(line: 58, column: 68, scope: !43)
!49 = !DILocation(line: 58, column: 40, scope: !43)
!50 = !DILocation(line: 58, column: 36, scope: !43)
!51 = !DILocation(line: 58, column: 3, scope: !43)
!52 = distinct !{!52, !45, !53, !35}
!53 = !DILocation(line: 58, column: 83, scope: !38)
!54 = !DILocalVariable(name: "acc", scope: !15, file: !3, line: 59, type: !55)
!55 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!56 = !DILocation(line: 59, column: 8, scope: !15)
!57 = !DILocation(line: 59, column: 14, scope: !15)
!58 = !DILocalVariable(name: "c", scope: !59, file: !3, line: 60, type: !60)
!59 = distinct !DILexicalBlock(scope: !15, file: !3, line: 60, column: 3)
!60 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!61 = !DILocation(line: 60, column: 13, scope: !59)
!62 = !DILocation(line: 60, column: 8, scope: !59)
!63 = !DILocation(line: 60, column: 22, scope: !64)
!64 = distinct !DILexicalBlock(scope: !59, file: !3, line: 60, column: 3)
!65 = !DILocation(line: 60, column: 24, scope: !64)
!66 = !DILocation(line: 60, column: 3, scope: !59)
!67 = !DILocation(line: 60, column: 50, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !3, line: 60, column: 37)
!69 = !DILocation(line: 60, column: 53, scope: !68)
!70 = !DILocation(line: 60, column: 57, scope: !68)
!71 = !DILocation(line: 60, column: 45, scope: !68)
!72 = !DILocation(line: 60, column: 67, scope: !68)
!73 = !DILocation(line: 60, column: 65, scope: !68)
!74 = !DILocation(line: 60, column: 43, scope: !68)
!75 = !DILocation(line: 60, column: 94, scope: !68)
!76 = !DILocation(line: 60, column: 97, scope: !68)
!77 = !DILocation(line: 60, column: 72, scope: !68)
!78 = !DILocation(line: 60, column: 103, scope: !68)
!79 = !DILocation(line: 60, column: 33, scope: !64)
!80 = !DILocation(line: 60, column: 3, scope: !64)
!81 = distinct !{!81, !66, !82, !35}
!82 = !DILocation(line: 60, column: 103, scope: !59)
!83 = !DILocation(line: 61, column: 3, scope: !15)
!84 = distinct !DISubprogram(name: "day_name", scope: !3, file: !3, line: 7, type: !85, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !18)
!85 = !DISubroutineType(types: !86)
!86 = !{!87, !6}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !60)
!89 = !DILocalVariable(name: "d", arg: 1, scope: !84, file: !3, line: 7, type: !6)
!90 = !DILocation(line: 7, column: 59, scope: !84)
!91 = !DILocation(line: 8, column: 11, scope: !84)
!92 = !DILocation(line: 8, column: 3, scope: !84)
!93 = !DILocation(line: 9, column: 11, scope: !94)
!94 = distinct !DILexicalBlock(scope: !84, file: !3, line: 8, column: 14)
!95 = !DILocation(line: 10, column: 11, scope: !94)
!96 = !DILocation(line: 11, column: 11, scope: !94)
!97 = !DILocation(line: 12, column: 11, scope: !94)
!98 = !DILocation(line: 13, column: 11, scope: !94)
!99 = !DILocation(line: 14, column: 11, scope: !94)
!100 = !DILocation(line: 15, column: 11, scope: !94)
!101 = !DILocation(line: 16, column: 12, scope: !94)
!102 = !DILocation(line: 18, column: 1, scope: !84)
!103 = distinct !DISubprogram(name: "opcode_cost", scope: !3, file: !3, line: 20, type: !104, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !18)
!104 = !DISubroutineType(types: !105)
!105 = !{!6, !39}
!106 = !DILocalVariable(name: "op", arg: 1, scope: !103, file: !3, line: 20, type: !39)
!107 = !DILocation(line: 20, column: 59, scope: !103)
!108 = !DILocalVariable(name: "c", scope: !103, file: !3, line: 21, type: !6)
!109 = !DILocation(line: 21, column: 7, scope: !103)
!110 = !DILocation(line: 22, column: 11, scope: !103)
!111 = !DILocation(line: 22, column: 3, scope: !103)
!112 = !DILocation(line: 23, column: 14, scope: !113)
!113 = distinct !DILexicalBlock(scope: !103, file: !3, line: 22, column: 15)
!114 = !DILocation(line: 23, column: 12, scope: !113)
!115 = !DILocation(line: 24, column: 14, scope: !113)
!116 = !DILocation(line: 24, column: 20, scope: !113)
!117 = !DILocation(line: 25, column: 14, scope: !113)
!118 = !DILocation(line: 25, column: 19, scope: !113)
!119 = !DILocation(line: 26, column: 23, scope: !113)
!120 = !DILocation(line: 26, column: 28, scope: !113)
!121 = !DILocation(line: 27, column: 14, scope: !113)
!122 = !DILocation(line: 27, column: 12, scope: !113)
!123 = !DILocation(line: 28, column: 14, scope: !113)
!124 = !DILocation(line: 28, column: 20, scope: !113)
!125 = !DILocation(line: 29, column: 14, scope: !113)
!126 = !DILocation(line: 29, column: 21, scope: !113)
!127 = !DILocation(line: 30, column: 14, scope: !113)
!128 = !DILocation(line: 30, column: 20, scope: !113)
!129 = !DILocation(line: 31, column: 14, scope: !113)
!130 = !DILocation(line: 31, column: 21, scope: !113)
!131 = !DILocation(line: 32, column: 14, scope: !113)
!132 = !DILocation(line: 32, column: 20, scope: !113)
!133 = !DILocation(line: 33, column: 14, scope: !113)
!134 = !DILocation(line: 33, column: 21, scope: !113)
!135 = !DILocation(line: 34, column: 14, scope: !113)
!136 = !DILocation(line: 34, column: 22, scope: !113)
!137 = !DILocation(line: 36, column: 10, scope: !103)
!138 = !DILocation(line: 36, column: 3, scope: !103)
!139 = distinct !DISubprogram(name: "eval", scope: !3, file: !3, line: 39, type: !140, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !18)
!140 = !DISubroutineType(types: !141)
!141 = !{!55, !60, !55, !55}
!142 = !DILocalVariable(name: "op", arg: 1, scope: !139, file: !3, line: 39, type: !60)
!143 = !DILocation(line: 39, column: 49, scope: !139)
!144 = !DILocalVariable(name: "a", arg: 2, scope: !139, file: !3, line: 39, type: !55)
!145 = !DILocation(line: 39, column: 58, scope: !139)
!146 = !DILocalVariable(name: "b", arg: 3, scope: !139, file: !3, line: 39, type: !55)
!147 = !DILocation(line: 39, column: 66, scope: !139)
!148 = !DILocation(line: 40, column: 11, scope: !139)
!149 = !DILocation(line: 40, column: 3, scope: !139)
!150 = !DILocation(line: 41, column: 20, scope: !151)
!151 = distinct !DILexicalBlock(scope: !139, file: !3, line: 40, column: 15)
!152 = !DILocation(line: 41, column: 24, scope: !151)
!153 = !DILocation(line: 41, column: 22, scope: !151)
!154 = !DILocation(line: 41, column: 13, scope: !151)
!155 = !DILocation(line: 42, column: 20, scope: !151)
!156 = !DILocation(line: 42, column: 24, scope: !151)
!157 = !DILocation(line: 42, column: 22, scope: !151)
!158 = !DILocation(line: 42, column: 13, scope: !151)
!159 = !DILocation(line: 43, column: 20, scope: !151)
!160 = !DILocation(line: 43, column: 24, scope: !151)
!161 = !DILocation(line: 43, column: 22, scope: !151)
!162 = !DILocation(line: 43, column: 13, scope: !151)
!163 = !DILocation(line: 44, column: 20, scope: !151)
!164 = !DILocation(line: 44, column: 24, scope: !151)
!165 = !DILocation(line: 44, column: 22, scope: !151)
!166 = !DILocation(line: 44, column: 13, scope: !151)
!167 = !DILocation(line: 45, column: 20, scope: !151)
!168 = !DILocation(line: 45, column: 24, scope: !151)
!169 = !DILocation(line: 45, column: 22, scope: !151)
!170 = !DILocation(line: 45, column: 13, scope: !151)
!171 = !DILocation(line: 46, column: 20, scope: !151)
!172 = !DILocation(line: 46, column: 24, scope: !151)
!173 = !DILocation(line: 46, column: 22, scope: !151)
!174 = !DILocation(line: 46, column: 13, scope: !151)
!175 = !DILocation(line: 47, column: 20, scope: !151)
!176 = !DILocation(line: 47, column: 26, scope: !151)
!177 = !DILocation(line: 47, column: 28, scope: !151)
!178 = !DILocation(line: 47, column: 22, scope: !151)
!179 = !DILocation(line: 47, column: 13, scope: !151)
!180 = !DILocation(line: 48, column: 20, scope: !151)
!181 = !DILocation(line: 48, column: 26, scope: !151)
!182 = !DILocation(line: 48, column: 28, scope: !151)
!183 = !DILocation(line: 48, column: 22, scope: !151)
!184 = !DILocation(line: 48, column: 13, scope: !151)
!185 = !DILocation(line: 49, column: 20, scope: !151)
!186 = !DILocation(line: 49, column: 24, scope: !151)
!187 = !DILocation(line: 49, column: 22, scope: !151)
!188 = !DILocation(line: 49, column: 13, scope: !151)
!189 = !DILocation(line: 50, column: 20, scope: !151)
!190 = !DILocation(line: 50, column: 25, scope: !151)
!191 = !DILocation(line: 50, column: 22, scope: !151)
!192 = !DILocation(line: 50, column: 13, scope: !151)
!193 = !DILocation(line: 52, column: 3, scope: !139)
!194 = !DILocation(line: 53, column: 1, scope: !139)
