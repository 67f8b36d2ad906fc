; An unknown field name in a specialised node.
; RUN: not pyllc -emit-llvm %s -o %t.ll 2>&1 | FileCheck %s
; RUN: not test -e %t.ll
; RUN: not llvm-as %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: {{.*}}metadata-bad-field.ll:10:27: error: invalid field 'colum'
; CHECK-NEXT: {{^}}!0 = !DILocation(line: 1, colum: 2, scope: !1)
; CHECK-NEXT: {{^}}                          ^

!n = !{!0}
!0 = !DILocation(line: 1, colum: 2, scope: !1)
!1 = distinct !{}
; REQUIRES: llvm14
