; REQUIRES: llvm16
; Debug-info metadata as clang 16 writes it (-g -O0, opaque pointers, dbg.declare with
; metadata arguments): printed exactly as llvm-dis-16 prints it (CHECK lines are llvm-dis-16
; output), and the printed module reads back through llvm-as-16/llvm-dis-16 unchanged.
; RUN: pyllc -emit-llvm -disable-verify %s -o - | FileCheck %s
; RUN: pyllc -emit-llvm -disable-verify %s -o %t.ll
; RUN: llvm-as-16 < %s | llvm-dis-16 -o %t.ref
; RUN: llvm-as-16 < %t.ll | llvm-dis-16 -o %t.ours
; RUN: diff %t.ref %t.ours
; CHECK: !llvm.dbg.cu = !{!2}
; CHECK-NEXT: !llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
; CHECK-NEXT: !llvm.ident = !{!22}
; CHECK-EMPTY:
; CHECK-NEXT: !0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
; CHECK-NEXT: !1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 3, type: !11, isLocal: true, isDefinition: true)
; CHECK-NEXT: !2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
; CHECK-NEXT: !3 = !DIFile(filename: "dbg.c", directory: "/src", checksumkind: CSK_MD5, checksum: "25fc07cb3c69a452df45731e700e3e08")
; CHECK-NEXT: !4 = !{!5}
; CHECK-NEXT: !5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "dir", file: !3, line: 2, baseType: !6, size: 32, elements: !7)
; CHECK-NEXT: !6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
; CHECK-NEXT: !7 = !{!8, !9}
; CHECK-NEXT: !8 = !DIEnumerator(name: "NORTH", value: 0)
; CHECK-NEXT: !9 = !DIEnumerator(name: "EAST", value: 5)
; CHECK-NEXT: !10 = !{!0}
; CHECK-NEXT: !11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !13)
; CHECK-NEXT: !12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
; CHECK-NEXT: !13 = !{!14}
; CHECK-NEXT: !14 = !DISubrange(count: 3)
; CHECK-NEXT: !15 = !{i32 7, !"Dwarf Version", i32 5}
; CHECK-NEXT: !16 = !{i32 2, !"Debug Info Version", i32 3}
; CHECK-NEXT: !17 = !{i32 1, !"wchar_size", i32 4}
; CHECK-NEXT: !18 = !{i32 8, !"PIC Level", i32 2}
; CHECK-NEXT: !19 = !{i32 7, !"PIE Level", i32 2}
; CHECK-NEXT: !20 = !{i32 7, !"uwtable", i32 2}
; CHECK-NEXT: !21 = !{i32 7, !"frame-pointer", i32 2}
; CHECK-NEXT: !22 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
; CHECK-NEXT: !23 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 4, type: !24, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
; CHECK-NEXT: !24 = !DISubroutineType(types: !25)
; CHECK-NEXT: !25 = !{!12, !26, !12}
; CHECK-NEXT: !26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
; CHECK-NEXT: !27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !3, line: 1, size: 64, elements: !28)
; CHECK-NEXT: !28 = !{!29, !30}
; CHECK-NEXT: !29 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !27, file: !3, line: 1, baseType: !12, size: 32)
; CHECK-NEXT: !30 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !27, file: !3, line: 1, baseType: !12, size: 32, offset: 32)
; CHECK-NEXT: !31 = !{}
; CHECK-NEXT: !32 = !DILocalVariable(name: "p", arg: 1, scope: !23, file: !3, line: 4, type: !26)
; CHECK-NEXT: !33 = !DILocation(line: 4, column: 23, scope: !23)
; CHECK-NEXT: !34 = !DILocalVariable(name: "n", arg: 2, scope: !23, file: !3, line: 4, type: !12)
; CHECK-NEXT: !35 = !DILocation(line: 4, column: 30, scope: !23)
; CHECK-NEXT: !36 = !DILocalVariable(name: "s", scope: !23, file: !3, line: 5, type: !12)
; CHECK-NEXT: !37 = !DILocation(line: 5, column: 7, scope: !23)
; CHECK-NEXT: !38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 6, type: !12)
; CHECK-NEXT: !39 = distinct !DILexicalBlock(scope: !23, file: !3, line: 6, column: 3)
; CHECK-NEXT: !40 = !DILocation(line: 6, column: 12, scope: !39)
; CHECK-NEXT: !41 = !DILocation(line: 6, column: 8, scope: !39)
; CHECK-NEXT: !42 = !DILocation(line: 6, column: 19, scope: !43)
; CHECK-NEXT: !43 = distinct !DILexicalBlock(scope: !39, file: !3, line: 6, column: 3)
; CHECK-NEXT: !44 = !DILocation(line: 6, column: 23, scope: !43)
; CHECK-NEXT: !45 = !DILocation(line: 6, column: 21, scope: !43)
; CHECK-NEXT: !46 = !DILocation(line: 6, column: 3, scope: !39)
; CHECK-NEXT: !47 = !DILocation(line: 7, column: 10, scope: !43)
; CHECK-NEXT: !48 = !DILocation(line: 7, column: 12, scope: !43)
; CHECK-NEXT: !49 = !DILocation(line: 7, column: 15, scope: !43)
; CHECK-NEXT: !50 = !DILocation(line: 7, column: 19, scope: !43)
; CHECK-NEXT: !51 = !DILocation(line: 7, column: 21, scope: !43)
; CHECK-NEXT: !52 = !DILocation(line: 7, column: 24, scope: !43)
; CHECK-NEXT: !53 = !DILocation(line: 7, column: 17, scope: !43)
; CHECK-NEXT: !54 = !DILocation(line: 7, column: 34, scope: !43)
; CHECK-NEXT: !55 = !DILocation(line: 7, column: 36, scope: !43)
; CHECK-NEXT: !56 = !DILocation(line: 7, column: 28, scope: !43)
; CHECK-NEXT: !57 = !DILocation(line: 7, column: 26, scope: !43)
; CHECK-NEXT: !58 = !DILocation(line: 7, column: 7, scope: !43)
; CHECK-NEXT: !59 = !DILocation(line: 7, column: 5, scope: !43)
; CHECK-NEXT: !60 = !DILocation(line: 6, column: 27, scope: !43)
; CHECK-NEXT: !61 = !DILocation(line: 6, column: 3, scope: !43)
; CHECK-NEXT: !62 = distinct !{!62, !46, !63, !64}
; CHECK-NEXT: !63 = !DILocation(line: 7, column: 39, scope: !39)
; CHECK-NEXT: !64 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !65 = !DILocation(line: 8, column: 10, scope: !23)
; CHECK-NEXT: !66 = !DILocation(line: 8, column: 3, scope: !23)
; CHECK-NEXT: !67 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !68, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
; CHECK-NEXT: !68 = !DISubroutineType(types: !69)
; CHECK-NEXT: !69 = !{!12}
; CHECK-NEXT: !70 = !DILocalVariable(name: "pts", scope: !67, file: !3, line: 11, type: !71)
; CHECK-NEXT: !71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 128, elements: !72)
; CHECK-NEXT: !72 = !{!73}
; CHECK-NEXT: !73 = !DISubrange(count: 2)
; CHECK-NEXT: !74 = !DILocation(line: 11, column: 16, scope: !67)
; CHECK-NEXT: !75 = !DILocalVariable(name: "d", scope: !67, file: !3, line: 12, type: !5)
; CHECK-NEXT: !76 = !DILocation(line: 12, column: 12, scope: !67)
; CHECK-NEXT: !77 = !DILocation(line: 13, column: 14, scope: !67)
; CHECK-NEXT: !78 = !DILocation(line: 13, column: 10, scope: !67)
; CHECK-NEXT: !79 = !DILocation(line: 13, column: 24, scope: !67)
; CHECK-NEXT: !80 = !DILocation(line: 13, column: 22, scope: !67)
; CHECK-NEXT: !81 = !DILocation(line: 13, column: 3, scope: !67)

; ModuleID = 'dbg.c'
source_filename = "dbg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i32 }

@table = internal global [3 x i32] [i32 1, i32 2, i32 3], align 4, !dbg !0
@__const.main.pts = private unnamed_addr constant [2 x %struct.point] [%struct.point { i32 1, i32 2 }, %struct.point { i32 3, i32 4 }], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(ptr noundef %0, i32 noundef %1) #0 !dbg !23 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  call void @llvm.dbg.declare(metadata ptr %3, metadata !32, metadata !DIExpression()), !dbg !33
  store i32 %1, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata ptr %5, metadata !36, metadata !DIExpression()), !dbg !37
  store i32 0, ptr %5, align 4, !dbg !37
  call void @llvm.dbg.declare(metadata ptr %6, metadata !38, metadata !DIExpression()), !dbg !40
  store i32 0, ptr %6, align 4, !dbg !40
  br label %7, !dbg !41

7:                                                ; preds = %33, %2
  %8 = load i32, ptr %6, align 4, !dbg !42
  %9 = load i32, ptr %4, align 4, !dbg !44
  %10 = icmp slt i32 %8, %9, !dbg !45
  br i1 %10, label %11, label %36, !dbg !46

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !47
  %13 = load i32, ptr %6, align 4, !dbg !48
  %14 = sext i32 %13 to i64, !dbg !47
  %15 = getelementptr inbounds %struct.point, ptr %12, i64 %14, !dbg !47
  %16 = getelementptr inbounds %struct.point, ptr %15, i32 0, i32 0, !dbg !49
  %17 = load i32, ptr %16, align 4, !dbg !49
  %18 = load ptr, ptr %3, align 8, !dbg !50
  %19 = load i32, ptr %6, align 4, !dbg !51
  %20 = sext i32 %19 to i64, !dbg !50
  %21 = getelementptr inbounds %struct.point, ptr %18, i64 %20, !dbg !50
  %22 = getelementptr inbounds %struct.point, ptr %21, i32 0, i32 1, !dbg !52
  %23 = load i32, ptr %22, align 4, !dbg !52
  %24 = mul nsw i32 %17, %23, !dbg !53
  %25 = load i32, ptr %6, align 4, !dbg !54
  %26 = srem i32 %25, 3, !dbg !55
  %27 = sext i32 %26 to i64, !dbg !56
  %28 = getelementptr inbounds [3 x i32], ptr @table, i64 0, i64 %27, !dbg !56
  %29 = load i32, ptr %28, align 4, !dbg !56
  %30 = add nsw i32 %24, %29, !dbg !57
  %31 = load i32, ptr %5, align 4, !dbg !58
  %32 = add nsw i32 %31, %30, !dbg !58
  store i32 %32, ptr %5, align 4, !dbg !58
  br label %33, !dbg !59

33:                                               ; preds = %11
  %34 = load i32, ptr %6, align 4, !dbg !60
  %35 = add nsw i32 %34, 1, !dbg !60
  store i32 %35, ptr %6, align 4, !dbg !60
  br label %7, !dbg !61, !llvm.loop !62

36:                                               ; preds = %7
  %37 = load i32, ptr %5, align 4, !dbg !65
  ret i32 %37, !dbg !66
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !67 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x %struct.point], align 16
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !70, metadata !DIExpression()), !dbg !74
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.pts, i64 16, i1 false), !dbg !74
  call void @llvm.dbg.declare(metadata ptr %3, metadata !75, metadata !DIExpression()), !dbg !76
  store i32 5, ptr %3, align 4, !dbg !76
  %4 = getelementptr inbounds [2 x %struct.point], ptr %2, i64 0, i64 0, !dbg !77
  %5 = call i32 @sum(ptr noundef %4, i32 noundef 2), !dbg !78
  %6 = load i32, ptr %3, align 4, !dbg !79
  %7 = add i32 %5, %6, !dbg !80
  ret i32 %7, !dbg !81
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 3, type: !11, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dbg.c", directory: "/src", checksumkind: CSK_MD5, checksum: "25fc07cb3c69a452df45731e700e3e08")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "dir", file: !3, line: 2, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9}
!8 = !DIEnumerator(name: "NORTH", value: 0)
!9 = !DIEnumerator(name: "EAST", value: 5)
!10 = !{!0}
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !13)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DISubrange(count: 3)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!23 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 4, type: !24, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!24 = !DISubroutineType(types: !25)
!25 = !{!12, !26, !12}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !3, line: 1, size: 64, elements: !28)
!28 = !{!29, !30}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !27, file: !3, line: 1, baseType: !12, size: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !27, file: !3, line: 1, baseType: !12, size: 32, offset: 32)
!31 = !{}
!32 = !DILocalVariable(name: "p", arg: 1, scope: !23, file: !3, line: 4, type: !26)
!33 = !DILocation(line: 4, column: 23, scope: !23)
!34 = !DILocalVariable(name: "n", arg: 2, scope: !23, file: !3, line: 4, type: !12)
!35 = !DILocation(line: 4, column: 30, scope: !23)
!36 = !DILocalVariable(name: "s", scope: !23, file: !3, line: 5, type: !12)
!37 = !DILocation(line: 5, column: 7, scope: !23)
!38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 6, type: !12)
!39 = distinct !DILexicalBlock(scope: !23, file: !3, line: 6, column: 3)
!40 = !DILocation(line: 6, column: 12, scope: !39)
!41 = !DILocation(line: 6, column: 8, scope: !39)
!42 = !DILocation(line: 6, column: 19, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !3, line: 6, column: 3)
!44 = !DILocation(line: 6, column: 23, scope: !43)
!45 = !DILocation(line: 6, column: 21, scope: !43)
!46 = !DILocation(line: 6, column: 3, scope: !39)
!47 = !DILocation(line: 7, column: 10, scope: !43)
!48 = !DILocation(line: 7, column: 12, scope: !43)
!49 = !DILocation(line: 7, column: 15, scope: !43)
!50 = !DILocation(line: 7, column: 19, scope: !43)
!51 = !DILocation(line: 7, column: 21, scope: !43)
!52 = !DILocation(line: 7, column: 24, scope: !43)
!53 = !DILocation(line: 7, column: 17, scope: !43)
!54 = !DILocation(line: 7, column: 34, scope: !43)
!55 = !DILocation(line: 7, column: 36, scope: !43)
!56 = !DILocation(line: 7, column: 28, scope: !43)
!57 = !DILocation(line: 7, column: 26, scope: !43)
!58 = !DILocation(line: 7, column: 7, scope: !43)
!59 = !DILocation(line: 7, column: 5, scope: !43)
!60 = !DILocation(line: 6, column: 27, scope: !43)
!61 = !DILocation(line: 6, column: 3, scope: !43)
!62 = distinct !{!62, !46, !63, !64}
!63 = !DILocation(line: 7, column: 39, scope: !39)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 8, column: 10, scope: !23)
!66 = !DILocation(line: 8, column: 3, scope: !23)
!67 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !68, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!68 = !DISubroutineType(types: !69)
!69 = !{!12}
!70 = !DILocalVariable(name: "pts", scope: !67, file: !3, line: 11, type: !71)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 128, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 2)
!74 = !DILocation(line: 11, column: 16, scope: !67)
!75 = !DILocalVariable(name: "d", scope: !67, file: !3, line: 12, type: !5)
!76 = !DILocation(line: 12, column: 12, scope: !67)
!77 = !DILocation(line: 13, column: 14, scope: !67)
!78 = !DILocation(line: 13, column: 10, scope: !67)
!79 = !DILocation(line: 13, column: 24, scope: !67)
!80 = !DILocation(line: 13, column: 22, scope: !67)
!81 = !DILocation(line: 13, column: 3, scope: !67)
