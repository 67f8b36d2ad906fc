; A boolean field given an integer.
; RUN: not pyllc -emit-llvm %s -o %t.ll 2>&1 | FileCheck %s
; RUN: not test -e %t.ll
; RUN: not llvm-as %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: {{.*}}metadata-wrong-bool.ll:10:76: error: expected 'true' or 'false'
; CHECK-NEXT: {{^}}!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: 1, emissionKind: FullDebug)
; CHECK-NEXT: {{^}}                                                                           ^

!n = !{!0}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: 1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
; REQUIRES: llvm14
