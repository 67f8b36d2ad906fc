; A field given twice.
; RUN: not pyllc -emit-llvm %s -o %t.ll 2>&1 | FileCheck %s
; RUN: not test -e %t.ll
; RUN: not llvm-as %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: {{.*}}metadata-duplicate-field.ll:10:62: error: field 'line' cannot be specified more than once
; CHECK-NEXT: {{^}}!0 = distinct !DISubprogram(name: "f", scope: null, line: 1, line: 2, spFlags: 0)
; CHECK-NEXT: {{^}}                                                             ^

!n = !{!0}
!0 = distinct !DISubprogram(name: "f", scope: null, line: 1, line: 2, spFlags: 0)
; REQUIRES: llvm14
