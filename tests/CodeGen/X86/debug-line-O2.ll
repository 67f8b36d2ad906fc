; Line tables at -O2 (clang-14 -g -O2 IR: inlined code, line-0 records), against llc-14.
; -filetype=obj writes the object llvm-mc-14 makes of the .s (.debug_line and .debug_line_str included).
; REQUIRES: llvm-filecheck
; RUN: pyllc -O2 %s -o - | FileCheck %s --implicit-check-not=.loc --implicit-check-not=.file --implicit-check-not=.stack_sizes
; RUN: %if llc14 %{ llc-14 -O2 %s -o - | FileCheck %s --implicit-check-not=.loc --implicit-check-not=.file %}
; RUN: pyllc -O2 -filetype=obj %s -o %t.o
; RUN: pyllc -O2 %s -o %t.s
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
; CHECK: .file 0 "/src" "dbg-lines.c" md5 0x4847759e1cb8d062853f4c101be13dc4
; CHECK: .loc 0 2 0
; CHECK: .loc 0 1 37 prologue_end
; CHECK: .loc 0 4 10
; CHECK: .loc 0 4 5 is_stmt 0
; CHECK: .loc 0 5 3 is_stmt 1
; CHECK-LABEL: .Lfunc_end0:
; CHECK-LABEL: main:
; CHECK-LABEL: .Lfunc_begin1:
; CHECK: .loc 0 7 0
; CHECK: .loc 0 9 3 prologue_end
; CHECK-LABEL: .Lfunc_end1:

; ModuleID = 'dbg-lines.c'
source_filename = "dbg-lines.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @scale(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !14, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.value(metadata i32 %1, metadata !15, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.value(metadata i32 %0, metadata !18, metadata !DIExpression()), !dbg !23
  %3 = mul nsw i32 %0, %0, !dbg !25
  call void @llvm.dbg.value(metadata i32 %3, metadata !16, metadata !DIExpression()), !dbg !17
  %4 = mul nsw i32 %1, 3, !dbg !26
  %5 = add nsw i32 %4, %3, !dbg !27
  call void @llvm.dbg.value(metadata i32 %5, metadata !16, metadata !DIExpression()), !dbg !17
  ret i32 %5, !dbg !28
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @main() local_unnamed_addr #0 !dbg !29 {
  call void @llvm.dbg.value(metadata i32 19, metadata !33, metadata !DIExpression()), !dbg !34
  ret i32 0, !dbg !35
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dbg-lines.c", directory: "/src", checksumkind: CSK_MD5, checksum: "4847759e1cb8d062853f4c101be13dc4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !15, !16}
!14 = !DILocalVariable(name: "a", arg: 1, scope: !9, file: !1, line: 2, type: !12)
!15 = !DILocalVariable(name: "b", arg: 2, scope: !9, file: !1, line: 2, type: !12)
!16 = !DILocalVariable(name: "s", scope: !9, file: !1, line: 3, type: !12)
!17 = !DILocation(line: 0, scope: !9)
!18 = !DILocalVariable(name: "x", arg: 1, scope: !19, file: !1, line: 1, type: !12)
!19 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 1, type: !20, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!12, !12}
!22 = !{!18}
!23 = !DILocation(line: 0, scope: !19, inlinedAt: !24)
!24 = distinct !DILocation(line: 3, column: 11, scope: !9)
!25 = !DILocation(line: 1, column: 37, scope: !19, inlinedAt: !24)
!26 = !DILocation(line: 4, column: 10, scope: !9)
!27 = !DILocation(line: 4, column: 5, scope: !9)
!28 = !DILocation(line: 5, column: 3, scope: !9)
!29 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !30, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{!12}
!32 = !{!33}
!33 = !DILocalVariable(name: "r", scope: !29, file: !1, line: 8, type: !12)
!34 = !DILocation(line: 0, scope: !29)
!35 = !DILocation(line: 9, column: 3, scope: !29)
