; Line tables with "Dwarf Version" 4 (clang-14 -gdwarf-4): .file 1 "dir" "name", no md5, .loc 1, against llc-14;
; -filetype=obj gives the object llvm-mc-14 makes of the .s (DWARF 4 .debug_line).
; REQUIRES: llvm-filecheck
; RUN: pyllc -O0 %s -o - | FileCheck %s --implicit-check-not=.loc --implicit-check-not=.file
; RUN: %if llc14 %{ llc-14 -O0 -fast-isel=0 %s -o - | FileCheck %s --implicit-check-not=.loc --implicit-check-not=.file %}
; RUN: pyllc -O0 -filetype=obj %s -o %t.o
; RUN: pyllc -O0 %s -o %t.s
; RUN: %if mc14 %{ llvm-mc-14 -triple=x86_64-unknown-linux-gnu -filetype=obj %t.s -o %t.ref.o %}
; RUN: %if readobj14 %{ llvm-readobj-14 --sections --section-data --relocations --symbols %t.o | grep -v "^File:" > %t.mine.txt %}
; RUN: %if readobj14 %{ llvm-readobj-14 --sections --section-data --relocations --symbols %t.ref.o | grep -v "^File:" > %t.ref.txt %}
; RUN: %if readobj14 %{ diff %t.ref.txt %t.mine.txt %}
; RUN: %if dwarfdump14 %{ llvm-dwarfdump-14 --debug-line %t.o | tail -n +2 > %t.mine.dump %}
; RUN: %if dwarfdump14 %{ llvm-dwarfdump-14 --debug-line %t.ref.o | tail -n +2 > %t.ref.dump %}
; RUN: %if dwarfdump14 %{ diff %t.ref.dump %t.mine.dump %}
; CHECK: .file "dbg-lines.c"
; CHECK-LABEL: scale:
; CHECK-LABEL: .Lfunc_begin0:
; CHECK: .file 1 "/src" "dbg-lines.c"
; CHECK: .loc 1 2 0
; CHECK: .loc 1 3 18 prologue_end
; CHECK: .loc 1 3 11 is_stmt 0
; CHECK: .loc 1 3 7
; CHECK: .loc 1 4 8 is_stmt 1
; CHECK: .loc 1 4 10 is_stmt 0
; CHECK: .loc 1 4 5
; CHECK: .loc 1 5 10 is_stmt 1
; CHECK: .loc 1 5 3 is_stmt 0
; CHECK-LABEL: .Lfunc_end0:
; CHECK-LABEL: square:
; CHECK-LABEL: .Lfunc_begin1:
; CHECK: .loc 1 1 0 is_stmt 1
; CHECK: .loc 1 1 35 prologue_end
; CHECK: .loc 1 1 37 is_stmt 0
; CHECK: .loc 1 1 28
; CHECK-LABEL: .Lfunc_end1:
; CHECK-LABEL: main:
; CHECK-LABEL: .Lfunc_begin2:
; CHECK: .loc 1 7 0 is_stmt 1
; CHECK: .loc 1 8 11 prologue_end
; CHECK: .loc 1 8 7 is_stmt 0
; CHECK: .loc 1 9 10 is_stmt 1
; CHECK: .loc 1 9 12 is_stmt 0
; CHECK: .loc 1 9 3
; CHECK-LABEL: .Lfunc_end2:

; ModuleID = 'dbg-lines.c'
source_filename = "dbg-lines.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @scale(i32 noundef %0, i32 noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !15, metadata !DIExpression()), !dbg !16
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %5, metadata !19, metadata !DIExpression()), !dbg !20
  %6 = load i32, i32* %3, align 4, !dbg !21
  %7 = call i32 @square(i32 noundef %6), !dbg !22
  store i32 %7, i32* %5, align 4, !dbg !20
  %8 = load i32, i32* %4, align 4, !dbg !23
  %9 = mul nsw i32 %8, 3, !dbg !24
  %10 = load i32, i32* %5, align 4, !dbg !25
  %11 = add nsw i32 %10, %9, !dbg !25
  store i32 %11, i32* %5, align 4, !dbg !25
  %12 = load i32, i32* %5, align 4, !dbg !26
  ret i32 %12, !dbg !27
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @square(i32 noundef %0) #0 !dbg !28 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !31, metadata !DIExpression()), !dbg !32
  %3 = load i32, i32* %2, align 4, !dbg !33
  %4 = load i32, i32* %2, align 4, !dbg !34
  %5 = mul nsw i32 %3, %4, !dbg !35
  ret i32 %5, !dbg !36
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !37 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !40, metadata !DIExpression()), !dbg !41
  %3 = call i32 @scale(i32 noundef 2, i32 noundef 5), !dbg !42
  store i32 %3, i32* %2, align 4, !dbg !41
  %4 = load i32, i32* %2, align 4, !dbg !43
  %5 = sub nsw i32 %4, 19, !dbg !44
  ret i32 %5, !dbg !45
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dbg-lines.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 2, type: !13)
!16 = !DILocation(line: 2, column: 15, scope: !10)
!17 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 2, type: !13)
!18 = !DILocation(line: 2, column: 22, scope: !10)
!19 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 3, type: !13)
!20 = !DILocation(line: 3, column: 7, scope: !10)
!21 = !DILocation(line: 3, column: 18, scope: !10)
!22 = !DILocation(line: 3, column: 11, scope: !10)
!23 = !DILocation(line: 4, column: 8, scope: !10)
!24 = !DILocation(line: 4, column: 10, scope: !10)
!25 = !DILocation(line: 4, column: 5, scope: !10)
!26 = !DILocation(line: 5, column: 10, scope: !10)
!27 = !DILocation(line: 5, column: 3, scope: !10)
!28 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 1, type: !29, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!29 = !DISubroutineType(types: !30)
!30 = !{!13, !13}
!31 = !DILocalVariable(name: "x", arg: 1, scope: !28, file: !1, line: 1, type: !13)
!32 = !DILocation(line: 1, column: 23, scope: !28)
!33 = !DILocation(line: 1, column: 35, scope: !28)
!34 = !DILocation(line: 1, column: 39, scope: !28)
!35 = !DILocation(line: 1, column: 37, scope: !28)
!36 = !DILocation(line: 1, column: 28, scope: !28)
!37 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !38, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!38 = !DISubroutineType(types: !39)
!39 = !{!13}
!40 = !DILocalVariable(name: "r", scope: !37, file: !1, line: 8, type: !13)
!41 = !DILocation(line: 8, column: 7, scope: !37)
!42 = !DILocation(line: 8, column: 11, scope: !37)
!43 = !DILocation(line: 9, column: 10, scope: !37)
!44 = !DILocation(line: 9, column: 12, scope: !37)
!45 = !DILocation(line: 9, column: 3, scope: !37)
