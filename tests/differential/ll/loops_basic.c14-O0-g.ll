; ModuleID = 'tests/differential/src/loops_basic.c'
source_filename = "tests/differential/src/loops_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@limit = internal global i32 100, align 4, !dbg !0
@.str = private unnamed_addr constant [18 x i8] c"sum_to(%d) = %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [41 x i8] c"longest collatz below %d: %d (%d steps)\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"digits(%u)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"count = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"acc = %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !17 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !21, metadata !DIExpression()), !dbg !22
  %13 = load volatile i32, i32* @limit, align 4, !dbg !23
  store i32 %13, i32* %2, align 4, !dbg !22
  %14 = load i32, i32* %2, align 4, !dbg !24
  %15 = load i32, i32* %2, align 4, !dbg !25
  %16 = call i64 @sum_to(i32 noundef %15), !dbg !26
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %14, i64 noundef %16), !dbg !27
  call void @llvm.dbg.declare(metadata i32* %3, metadata !28, metadata !DIExpression()), !dbg !29
  store i32 0, i32* %3, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %4, metadata !30, metadata !DIExpression()), !dbg !31
  store i32 0, i32* %4, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %5, metadata !32, metadata !DIExpression()), !dbg !34
  store i32 1, i32* %5, align 4, !dbg !34
  br label %18, !dbg !35

18:                                               ; preds = %34, %0
  %19 = load i32, i32* %5, align 4, !dbg !36
  %20 = load i32, i32* %2, align 4, !dbg !38
  %21 = mul nsw i32 %20, 10, !dbg !39
  %22 = icmp slt i32 %19, %21, !dbg !40
  br i1 %22, label %23, label %37, !dbg !41

23:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i32* %6, metadata !42, metadata !DIExpression()), !dbg !44
  %24 = load i32, i32* %5, align 4, !dbg !45
  %25 = sext i32 %24 to i64, !dbg !46
  %26 = call i32 @collatz_steps(i64 noundef %25), !dbg !47
  store i32 %26, i32* %6, align 4, !dbg !44
  %27 = load i32, i32* %6, align 4, !dbg !48
  %28 = load i32, i32* %3, align 4, !dbg !50
  %29 = icmp sgt i32 %27, %28, !dbg !51
  br i1 %29, label %30, label %33, !dbg !52

30:                                               ; preds = %23
  %31 = load i32, i32* %6, align 4, !dbg !53
  store i32 %31, i32* %3, align 4, !dbg !55
  %32 = load i32, i32* %5, align 4, !dbg !56
  store i32 %32, i32* %4, align 4, !dbg !57
  br label %33, !dbg !58

33:                                               ; preds = %30, %23
  br label %34, !dbg !59

34:                                               ; preds = %33
  %35 = load i32, i32* %5, align 4, !dbg !60
  %36 = add nsw i32 %35, 1, !dbg !60
  store i32 %36, i32* %5, align 4, !dbg !60
  br label %18, !dbg !61, !llvm.loop !62

37:                                               ; preds = %18
  %38 = load i32, i32* %2, align 4, !dbg !65
  %39 = mul nsw i32 %38, 10, !dbg !66
  %40 = load i32, i32* %4, align 4, !dbg !67
  %41 = load i32, i32* %3, align 4, !dbg !68
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.1, i64 0, i64 0), i32 noundef %39, i32 noundef %40, i32 noundef %41), !dbg !69
  call void @llvm.dbg.declare(metadata i32* %7, metadata !70, metadata !DIExpression()), !dbg !73
  store i32 1, i32* %7, align 4, !dbg !73
  br label %43, !dbg !74

43:                                               ; preds = %51, %37
  %44 = load i32, i32* %7, align 4, !dbg !75
  %45 = icmp ult i32 %44, -294967296, !dbg !77
  br i1 %45, label %46, label %55, !dbg !78

46:                                               ; preds = %43
  %47 = load i32, i32* %7, align 4, !dbg !79
  %48 = load i32, i32* %7, align 4, !dbg !80
  %49 = call i32 @digits(i32 noundef %48), !dbg !81
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %47, i32 noundef %49), !dbg !82
  br label %51, !dbg !82

51:                                               ; preds = %46
  %52 = load i32, i32* %7, align 4, !dbg !83
  %53 = mul i32 %52, 7, !dbg !84
  %54 = add i32 %53, 3, !dbg !85
  store i32 %54, i32* %7, align 4, !dbg !86
  br label %43, !dbg !87, !llvm.loop !88

55:                                               ; preds = %43
  call void @llvm.dbg.declare(metadata i32* %8, metadata !90, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %8, align 4, !dbg !91
  call void @llvm.dbg.declare(metadata i32* %9, metadata !92, metadata !DIExpression()), !dbg !94
  store i32 0, i32* %9, align 4, !dbg !94
  br label %56, !dbg !95

56:                                               ; preds = %89, %55
  %57 = load i32, i32* %9, align 4, !dbg !96
  %58 = load i32, i32* %2, align 4, !dbg !98
  %59 = icmp slt i32 %57, %58, !dbg !99
  br i1 %59, label %60, label %92, !dbg !100

60:                                               ; preds = %56
  %61 = load i32, i32* %9, align 4, !dbg !101
  %62 = srem i32 %61, 3, !dbg !104
  %63 = icmp eq i32 %62, 0, !dbg !105
  br i1 %63, label %64, label %65, !dbg !106

64:                                               ; preds = %60
  br label %89, !dbg !107

65:                                               ; preds = %60
  call void @llvm.dbg.declare(metadata i32* %10, metadata !108, metadata !DIExpression()), !dbg !110
  store i32 0, i32* %10, align 4, !dbg !110
  br label %66, !dbg !111

66:                                               ; preds = %85, %65
  %67 = load i32, i32* %10, align 4, !dbg !112
  %68 = load i32, i32* %2, align 4, !dbg !114
  %69 = icmp slt i32 %67, %68, !dbg !115
  br i1 %69, label %70, label %88, !dbg !116

70:                                               ; preds = %66
  %71 = load i32, i32* %10, align 4, !dbg !117
  %72 = load i32, i32* %9, align 4, !dbg !120
  %73 = icmp sgt i32 %71, %72, !dbg !121
  br i1 %73, label %74, label %75, !dbg !122

74:                                               ; preds = %70
  br label %88, !dbg !123

75:                                               ; preds = %70
  %76 = load i32, i32* %9, align 4, !dbg !124
  %77 = load i32, i32* %10, align 4, !dbg !126
  %78 = xor i32 %76, %77, !dbg !127
  %79 = and i32 %78, 4, !dbg !128
  %80 = icmp ne i32 %79, 0, !dbg !128
  br i1 %80, label %81, label %84, !dbg !129

81:                                               ; preds = %75
  %82 = load i32, i32* %8, align 4, !dbg !130
  %83 = add nsw i32 %82, 1, !dbg !130
  store i32 %83, i32* %8, align 4, !dbg !130
  br label %84, !dbg !131

84:                                               ; preds = %81, %75
  br label %85, !dbg !132

85:                                               ; preds = %84
  %86 = load i32, i32* %10, align 4, !dbg !133
  %87 = add nsw i32 %86, 1, !dbg !133
  store i32 %87, i32* %10, align 4, !dbg !133
  br label %66, !dbg !134, !llvm.loop !135

88:                                               ; preds = %74, %66
  br label %89, !dbg !137

89:                                               ; preds = %88, %64
  %90 = load i32, i32* %9, align 4, !dbg !138
  %91 = add nsw i32 %90, 1, !dbg !138
  store i32 %91, i32* %9, align 4, !dbg !138
  br label %56, !dbg !139, !llvm.loop !140

92:                                               ; preds = %56
  %93 = load i32, i32* %8, align 4, !dbg !142
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %93), !dbg !143
  call void @llvm.dbg.declare(metadata i32* %11, metadata !144, metadata !DIExpression()), !dbg !145
  store i32 0, i32* %11, align 4, !dbg !145
  call void @llvm.dbg.declare(metadata i32* %12, metadata !146, metadata !DIExpression()), !dbg !147
  store i32 0, i32* %12, align 4, !dbg !147
  br label %95, !dbg !148

95:                                               ; preds = %92, %105
  %96 = load i32, i32* %11, align 4, !dbg !149
  %97 = load i32, i32* %11, align 4, !dbg !151
  %98 = mul nsw i32 %96, %97, !dbg !152
  %99 = load i32, i32* %12, align 4, !dbg !153
  %100 = add nsw i32 %99, %98, !dbg !153
  store i32 %100, i32* %12, align 4, !dbg !153
  %101 = load i32, i32* %11, align 4, !dbg !154
  %102 = add nsw i32 %101, 1, !dbg !154
  store i32 %102, i32* %11, align 4, !dbg !154
  %103 = icmp eq i32 %102, 37, !dbg !156
  br i1 %103, label %104, label %105, !dbg !157

104:                                              ; preds = %95
  br label %106, !dbg !158

105:                                              ; preds = %95
  br label %95, !dbg !148, !llvm.loop !159

106:                                              ; preds = %104
  %107 = load i32, i32* %12, align 4, !dbg !161
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i32 noundef %107), !dbg !162
  ret i32 0, !dbg !163
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_to(i32 noundef %0) #0 !dbg !164 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !168, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.declare(metadata i64* %3, metadata !170, metadata !DIExpression()), !dbg !171
  store i64 0, i64* %3, align 8, !dbg !171
  call void @llvm.dbg.declare(metadata i32* %4, metadata !172, metadata !DIExpression()), !dbg !174
  store i32 1, i32* %4, align 4, !dbg !174
  br label %5, !dbg !175

5:                                                ; preds = %14, %1
  %6 = load i32, i32* %4, align 4, !dbg !176
  %7 = load i32, i32* %2, align 4, !dbg !178
  %8 = icmp sle i32 %6, %7, !dbg !179
  br i1 %8, label %9, label %17, !dbg !180

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !181
  %11 = sext i32 %10 to i64, !dbg !181
  %12 = load i64, i64* %3, align 8, !dbg !182
  %13 = add nsw i64 %12, %11, !dbg !182
  store i64 %13, i64* %3, align 8, !dbg !182
  br label %14, !dbg !183

14:                                               ; preds = %9
  %15 = load i32, i32* %4, align 4, !dbg !184
  %16 = add nsw i32 %15, 1, !dbg !184
  store i32 %16, i32* %4, align 4, !dbg !184
  br label %5, !dbg !185, !llvm.loop !186

17:                                               ; preds = %5
  %18 = load i64, i64* %3, align 8, !dbg !188
  ret i64 %18, !dbg !189
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @collatz_steps(i64 noundef %0) #0 !dbg !190 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !193, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.declare(metadata i32* %3, metadata !195, metadata !DIExpression()), !dbg !196
  store i32 0, i32* %3, align 4, !dbg !196
  br label %4, !dbg !197

4:                                                ; preds = %18, %1
  %5 = load i64, i64* %2, align 8, !dbg !198
  %6 = icmp ne i64 %5, 1, !dbg !199
  br i1 %6, label %7, label %22, !dbg !197

7:                                                ; preds = %4
  %8 = load i64, i64* %2, align 8, !dbg !200
  %9 = and i64 %8, 1, !dbg !202
  %10 = icmp ne i64 %9, 0, !dbg !202
  br i1 %10, label %11, label %15, !dbg !203

11:                                               ; preds = %7
  %12 = load i64, i64* %2, align 8, !dbg !204
  %13 = mul i64 3, %12, !dbg !205
  %14 = add i64 %13, 1, !dbg !206
  br label %18, !dbg !203

15:                                               ; preds = %7
  %16 = load i64, i64* %2, align 8, !dbg !207
  %17 = udiv i64 %16, 2, !dbg !208
  br label %18, !dbg !203

18:                                               ; preds = %15, %11
  %19 = phi i64 [ %14, %11 ], [ %17, %15 ], !dbg !203
  store i64 %19, i64* %2, align 8, !dbg !209
  %20 = load i32, i32* %3, align 4, !dbg !210
  %21 = add nsw i32 %20, 1, !dbg !210
  store i32 %21, i32* %3, align 4, !dbg !210
  br label %4, !dbg !197, !llvm.loop !211

22:                                               ; preds = %4
  %23 = load i32, i32* %3, align 4, !dbg !213
  ret i32 %23, !dbg !214
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @digits(i32 noundef %0) #0 !dbg !215 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !218, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.declare(metadata i32* %3, metadata !220, metadata !DIExpression()), !dbg !221
  store i32 0, i32* %3, align 4, !dbg !221
  br label %4, !dbg !222

4:                                                ; preds = %9, %1
  %5 = load i32, i32* %3, align 4, !dbg !223
  %6 = add nsw i32 %5, 1, !dbg !223
  store i32 %6, i32* %3, align 4, !dbg !223
  %7 = load i32, i32* %2, align 4, !dbg !225
  %8 = udiv i32 %7, 10, !dbg !225
  store i32 %8, i32* %2, align 4, !dbg !225
  br label %9, !dbg !226

9:                                                ; preds = %4
  %10 = load i32, i32* %2, align 4, !dbg !227
  %11 = icmp ne i32 %10, 0, !dbg !226
  br i1 %11, label %4, label %12, !dbg !226, !llvm.loop !228

12:                                               ; preds = %9
  %13 = load i32, i32* %3, align 4, !dbg !230
  ret i32 %13, !dbg !231
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "limit", scope: !2, file: !3, line: 5, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/differential/src/loops_basic.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "7bfbf463b659104ed9bf5014a7d31c13")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{!0}
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !18, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!8}
!20 = !{}
!21 = !DILocalVariable(name: "n", scope: !17, file: !3, line: 29, type: !8)
!22 = !DILocation(line: 29, column: 7, scope: !17)
!23 = !DILocation(line: 29, column: 11, scope: !17)
!24 = !DILocation(line: 30, column: 32, scope: !17)
!25 = !DILocation(line: 30, column: 42, scope: !17)
!26 = !DILocation(line: 30, column: 35, scope: !17)
!27 = !DILocation(line: 30, column: 3, scope: !17)
!28 = !DILocalVariable(name: "best", scope: !17, file: !3, line: 31, type: !8)
!29 = !DILocation(line: 31, column: 7, scope: !17)
!30 = !DILocalVariable(name: "besti", scope: !17, file: !3, line: 31, type: !8)
!31 = !DILocation(line: 31, column: 17, scope: !17)
!32 = !DILocalVariable(name: "i", scope: !33, file: !3, line: 32, type: !8)
!33 = distinct !DILexicalBlock(scope: !17, file: !3, line: 32, column: 3)
!34 = !DILocation(line: 32, column: 12, scope: !33)
!35 = !DILocation(line: 32, column: 8, scope: !33)
!36 = !DILocation(line: 32, column: 19, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !3, line: 32, column: 3)
!38 = !DILocation(line: 32, column: 23, scope: !37)
!39 = !DILocation(line: 32, column: 25, scope: !37)
!40 = !DILocation(line: 32, column: 21, scope: !37)
!41 = !DILocation(line: 32, column: 3, scope: !33)
!42 = !DILocalVariable(name: "s", scope: !43, file: !3, line: 33, type: !8)
!43 = distinct !DILexicalBlock(scope: !37, file: !3, line: 32, column: 36)
!44 = !DILocation(line: 33, column: 9, scope: !43)
!45 = !DILocation(line: 33, column: 42, scope: !43)
!46 = !DILocation(line: 33, column: 27, scope: !43)
!47 = !DILocation(line: 33, column: 13, scope: !43)
!48 = !DILocation(line: 34, column: 9, scope: !49)
!49 = distinct !DILexicalBlock(scope: !43, file: !3, line: 34, column: 9)
!50 = !DILocation(line: 34, column: 13, scope: !49)
!51 = !DILocation(line: 34, column: 11, scope: !49)
!52 = !DILocation(line: 34, column: 9, scope: !43)
!53 = !DILocation(line: 34, column: 28, scope: !54)
!54 = distinct !DILexicalBlock(scope: !49, file: !3, line: 34, column: 19)
!55 = !DILocation(line: 34, column: 26, scope: !54)
!56 = !DILocation(line: 34, column: 39, scope: !54)
!57 = !DILocation(line: 34, column: 37, scope: !54)
!58 = !DILocation(line: 34, column: 42, scope: !54)
!59 = !DILocation(line: 35, column: 3, scope: !43)
!60 = !DILocation(line: 32, column: 32, scope: !37)
!61 = !DILocation(line: 32, column: 3, scope: !37)
!62 = distinct !{!62, !41, !63, !64}
!63 = !DILocation(line: 35, column: 3, scope: !33)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 36, column: 55, scope: !17)
!66 = !DILocation(line: 36, column: 57, scope: !17)
!67 = !DILocation(line: 36, column: 63, scope: !17)
!68 = !DILocation(line: 36, column: 70, scope: !17)
!69 = !DILocation(line: 36, column: 3, scope: !17)
!70 = !DILocalVariable(name: "v", scope: !71, file: !3, line: 37, type: !72)
!71 = distinct !DILexicalBlock(scope: !17, file: !3, line: 37, column: 3)
!72 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!73 = !DILocation(line: 37, column: 17, scope: !71)
!74 = !DILocation(line: 37, column: 8, scope: !71)
!75 = !DILocation(line: 37, column: 24, scope: !76)
!76 = distinct !DILexicalBlock(scope: !71, file: !3, line: 37, column: 3)
!77 = !DILocation(line: 37, column: 26, scope: !76)
!78 = !DILocation(line: 37, column: 3, scope: !71)
!79 = !DILocation(line: 37, column: 82, scope: !76)
!80 = !DILocation(line: 37, column: 92, scope: !76)
!81 = !DILocation(line: 37, column: 85, scope: !76)
!82 = !DILocation(line: 37, column: 56, scope: !76)
!83 = !DILocation(line: 37, column: 45, scope: !76)
!84 = !DILocation(line: 37, column: 47, scope: !76)
!85 = !DILocation(line: 37, column: 51, scope: !76)
!86 = !DILocation(line: 37, column: 43, scope: !76)
!87 = !DILocation(line: 37, column: 3, scope: !76)
!88 = distinct !{!88, !78, !89, !64}
!89 = !DILocation(line: 37, column: 94, scope: !71)
!90 = !DILocalVariable(name: "count", scope: !17, file: !3, line: 38, type: !8)
!91 = !DILocation(line: 38, column: 7, scope: !17)
!92 = !DILocalVariable(name: "i", scope: !93, file: !3, line: 39, type: !8)
!93 = distinct !DILexicalBlock(scope: !17, file: !3, line: 39, column: 3)
!94 = !DILocation(line: 39, column: 12, scope: !93)
!95 = !DILocation(line: 39, column: 8, scope: !93)
!96 = !DILocation(line: 39, column: 19, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !3, line: 39, column: 3)
!98 = !DILocation(line: 39, column: 23, scope: !97)
!99 = !DILocation(line: 39, column: 21, scope: !97)
!100 = !DILocation(line: 39, column: 3, scope: !93)
!101 = !DILocation(line: 40, column: 9, scope: !102)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 40, column: 9)
!103 = distinct !DILexicalBlock(scope: !97, file: !3, line: 39, column: 31)
!104 = !DILocation(line: 40, column: 11, scope: !102)
!105 = !DILocation(line: 40, column: 15, scope: !102)
!106 = !DILocation(line: 40, column: 9, scope: !103)
!107 = !DILocation(line: 40, column: 21, scope: !102)
!108 = !DILocalVariable(name: "j", scope: !109, file: !3, line: 41, type: !8)
!109 = distinct !DILexicalBlock(scope: !103, file: !3, line: 41, column: 5)
!110 = !DILocation(line: 41, column: 14, scope: !109)
!111 = !DILocation(line: 41, column: 10, scope: !109)
!112 = !DILocation(line: 41, column: 21, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !3, line: 41, column: 5)
!114 = !DILocation(line: 41, column: 25, scope: !113)
!115 = !DILocation(line: 41, column: 23, scope: !113)
!116 = !DILocation(line: 41, column: 5, scope: !109)
!117 = !DILocation(line: 42, column: 11, scope: !118)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 42, column: 11)
!119 = distinct !DILexicalBlock(scope: !113, file: !3, line: 41, column: 33)
!120 = !DILocation(line: 42, column: 15, scope: !118)
!121 = !DILocation(line: 42, column: 13, scope: !118)
!122 = !DILocation(line: 42, column: 11, scope: !119)
!123 = !DILocation(line: 42, column: 18, scope: !118)
!124 = !DILocation(line: 43, column: 12, scope: !125)
!125 = distinct !DILexicalBlock(scope: !119, file: !3, line: 43, column: 11)
!126 = !DILocation(line: 43, column: 16, scope: !125)
!127 = !DILocation(line: 43, column: 14, scope: !125)
!128 = !DILocation(line: 43, column: 19, scope: !125)
!129 = !DILocation(line: 43, column: 11, scope: !119)
!130 = !DILocation(line: 43, column: 29, scope: !125)
!131 = !DILocation(line: 43, column: 24, scope: !125)
!132 = !DILocation(line: 44, column: 5, scope: !119)
!133 = !DILocation(line: 41, column: 29, scope: !113)
!134 = !DILocation(line: 41, column: 5, scope: !113)
!135 = distinct !{!135, !116, !136, !64}
!136 = !DILocation(line: 44, column: 5, scope: !109)
!137 = !DILocation(line: 45, column: 3, scope: !103)
!138 = !DILocation(line: 39, column: 27, scope: !97)
!139 = !DILocation(line: 39, column: 3, scope: !97)
!140 = distinct !{!140, !100, !141, !64}
!141 = !DILocation(line: 45, column: 3, scope: !93)
!142 = !DILocation(line: 46, column: 26, scope: !17)
!143 = !DILocation(line: 46, column: 3, scope: !17)
!144 = !DILocalVariable(name: "k", scope: !17, file: !3, line: 47, type: !8)
!145 = !DILocation(line: 47, column: 7, scope: !17)
!146 = !DILocalVariable(name: "acc", scope: !17, file: !3, line: 47, type: !8)
!147 = !DILocation(line: 47, column: 14, scope: !17)
!148 = !DILocation(line: 48, column: 3, scope: !17)
!149 = !DILocation(line: 49, column: 12, scope: !150)
!150 = distinct !DILexicalBlock(scope: !17, file: !3, line: 48, column: 13)
!151 = !DILocation(line: 49, column: 16, scope: !150)
!152 = !DILocation(line: 49, column: 14, scope: !150)
!153 = !DILocation(line: 49, column: 9, scope: !150)
!154 = !DILocation(line: 50, column: 9, scope: !155)
!155 = distinct !DILexicalBlock(scope: !150, file: !3, line: 50, column: 9)
!156 = !DILocation(line: 50, column: 13, scope: !155)
!157 = !DILocation(line: 50, column: 9, scope: !150)
!158 = !DILocation(line: 50, column: 20, scope: !155)
!159 = distinct !{!159, !148, !160}
!160 = !DILocation(line: 51, column: 3, scope: !17)
!161 = !DILocation(line: 52, column: 24, scope: !17)
!162 = !DILocation(line: 52, column: 3, scope: !17)
!163 = !DILocation(line: 53, column: 3, scope: !17)
!164 = distinct !DISubprogram(name: "sum_to", scope: !3, file: !3, line: 7, type: !165, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !20)
!165 = !DISubroutineType(types: !166)
!166 = !{!167, !8}
!167 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!168 = !DILocalVariable(name: "n", arg: 1, scope: !164, file: !3, line: 7, type: !8)
!169 = !DILocation(line: 7, column: 50, scope: !164)
!170 = !DILocalVariable(name: "s", scope: !164, file: !3, line: 8, type: !167)
!171 = !DILocation(line: 8, column: 8, scope: !164)
!172 = !DILocalVariable(name: "i", scope: !173, file: !3, line: 9, type: !8)
!173 = distinct !DILexicalBlock(scope: !164, file: !3, line: 9, column: 3)
!174 = !DILocation(line: 9, column: 12, scope: !173)
!175 = !DILocation(line: 9, column: 8, scope: !173)
!176 = !DILocation(line: 9, column: 19, scope: !177)
!177 = distinct !DILexicalBlock(scope: !173, file: !3, line: 9, column: 3)
!178 = !DILocation(line: 9, column: 24, scope: !177)
!179 = !DILocation(line: 9, column: 21, scope: !177)
!180 = !DILocation(line: 9, column: 3, scope: !173)
!181 = !DILocation(line: 9, column: 37, scope: !177)
!182 = !DILocation(line: 9, column: 34, scope: !177)
!183 = !DILocation(line: 9, column: 32, scope: !177)
!184 = !DILocation(line: 9, column: 28, scope: !177)
!185 = !DILocation(line: 9, column: 3, scope: !177)
!186 = distinct !{!186, !180, !187, !64}
!187 = !DILocation(line: 9, column: 37, scope: !173)
!188 = !DILocation(line: 10, column: 10, scope: !164)
!189 = !DILocation(line: 10, column: 3, scope: !164)
!190 = distinct !DISubprogram(name: "collatz_steps", scope: !3, file: !3, line: 13, type: !191, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !20)
!191 = !DISubroutineType(types: !192)
!192 = !{!8, !5}
!193 = !DILocalVariable(name: "x", arg: 1, scope: !190, file: !3, line: 13, type: !5)
!194 = !DILocation(line: 13, column: 66, scope: !190)
!195 = !DILocalVariable(name: "steps", scope: !190, file: !3, line: 14, type: !8)
!196 = !DILocation(line: 14, column: 7, scope: !190)
!197 = !DILocation(line: 15, column: 3, scope: !190)
!198 = !DILocation(line: 15, column: 10, scope: !190)
!199 = !DILocation(line: 15, column: 12, scope: !190)
!200 = !DILocation(line: 16, column: 10, scope: !201)
!201 = distinct !DILexicalBlock(scope: !190, file: !3, line: 15, column: 18)
!202 = !DILocation(line: 16, column: 12, scope: !201)
!203 = !DILocation(line: 16, column: 9, scope: !201)
!204 = !DILocation(line: 16, column: 23, scope: !201)
!205 = !DILocation(line: 16, column: 21, scope: !201)
!206 = !DILocation(line: 16, column: 25, scope: !201)
!207 = !DILocation(line: 16, column: 31, scope: !201)
!208 = !DILocation(line: 16, column: 33, scope: !201)
!209 = !DILocation(line: 16, column: 7, scope: !201)
!210 = !DILocation(line: 17, column: 10, scope: !201)
!211 = distinct !{!211, !197, !212, !64}
!212 = !DILocation(line: 18, column: 3, scope: !190)
!213 = !DILocation(line: 19, column: 10, scope: !190)
!214 = !DILocation(line: 19, column: 3, scope: !190)
!215 = distinct !DISubprogram(name: "digits", scope: !3, file: !3, line: 22, type: !216, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !20)
!216 = !DISubroutineType(types: !217)
!217 = !{!8, !72}
!218 = !DILocalVariable(name: "v", arg: 1, scope: !215, file: !3, line: 22, type: !72)
!219 = !DILocation(line: 22, column: 54, scope: !215)
!220 = !DILocalVariable(name: "d", scope: !215, file: !3, line: 23, type: !8)
!221 = !DILocation(line: 23, column: 7, scope: !215)
!222 = !DILocation(line: 24, column: 3, scope: !215)
!223 = !DILocation(line: 24, column: 9, scope: !224)
!224 = distinct !DILexicalBlock(scope: !215, file: !3, line: 24, column: 6)
!225 = !DILocation(line: 24, column: 15, scope: !224)
!226 = !DILocation(line: 24, column: 22, scope: !224)
!227 = !DILocation(line: 24, column: 31, scope: !215)
!228 = distinct !{!228, !222, !229, !64}
!229 = !DILocation(line: 24, column: 32, scope: !215)
!230 = !DILocation(line: 25, column: 10, scope: !215)
!231 = !DILocation(line: 25, column: 3, scope: !215)
