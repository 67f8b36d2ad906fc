; Debug intrinsics (llvm.dbg.value, llvm.dbg.declare) produce no code; pyllc writes line tables only
; (docs/debug-info.md), so variable locations are dropped (llc-14 adds DEBUG_VALUE comments and .debug_*
; output, not checked here).
; REQUIRES: llvm-filecheck
; RUN: pyllc -O0 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: pyllc -O2 -stop-after=finalize-isel -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s --check-prefix=MIR
target triple = "x86_64-unknown-linux-gnu"
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.declare(metadata, metadata, metadata)

; CHECK-LABEL: dbg:
; CHECK-NOT: DEBUG
; CHECK: movl %edi, %eax
; CHECK-NEXT: {{incl %eax|addl \$1, %eax}}
; CHECK-NEXT: retq
; MIR-LABEL: name: dbg
; MIR-NOT: DBG_VALUE
; MIR: RET
define i32 @dbg(i32 %x) !dbg !5 {
  call void @llvm.dbg.value(metadata i32 %x, metadata !9, metadata !DIExpression()), !dbg !10
  %y = add i32 %x, 1
  ret i32 %y
}

; CHECK-LABEL: declare:
; CHECK-NOT: DEBUG
; CHECK: movl %edi, -4(%rsp)
; CHECK: retq
; MIR-LABEL: name: declare
; MIR-NOT: DBG_VALUE
; MIR: RET
define i32 @declare(i32 %x) !dbg !12 {
  %a = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %a, metadata !13, metadata !DIExpression()), !dbg !14
  store volatile i32 %x, i32* %a, align 4
  %v = load volatile i32, i32* %a, align 4
  ret i32 %v
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/tmp")
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "dbg", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !{}
!9 = !DILocalVariable(name: "x", arg: 1, scope: !5, file: !1, line: 1, type: !11)
!10 = !DILocation(line: 1, column: 1, scope: !5)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = distinct !DISubprogram(name: "declare", scope: !1, file: !1, line: 2, type: !6, scopeLine: 2, unit: !0, retainedNodes: !8)
!13 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 2, type: !11)
!14 = !DILocation(line: 2, column: 1, scope: !12)
