; A compile unit must be distinct; the error points at the node's '!'.
; RUN: not pyllc -emit-llvm %s -o %t.ll 2>&1 | FileCheck %s
; RUN: not test -e %t.ll
; RUN: not llvm-as %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: {{.*}}metadata-missing-distinct.ll:9:6: error: missing 'distinct', required for !DICompileUnit
; CHECK-NEXT: {{^}}!0 = !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
; CHECK-NEXT: {{^}}     ^

!0 = !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
; REQUIRES: llvm14
