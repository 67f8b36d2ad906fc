; A field value of the wrong type: a string where an unsigned line number is expected.
; RUN: not pyllc -emit-llvm %s -o %t.ll 2>&1 | FileCheck %s
; RUN: not test -e %t.ll
; RUN: not llvm-as %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: {{.*}}metadata-wrong-field-type.ll:10:38: error: expected unsigned integer
; CHECK-NEXT: {{^}}!0 = !DIBasicType(name: "int", size: "32")
; CHECK-NEXT: {{^}}                                     ^

!n = !{!0}
!0 = !DIBasicType(name: "int", size: "32")
; REQUIRES: llvm14
