; A metadata number defined twice.
; RUN: not pyllc -emit-llvm %s -o %t.ll 2>&1 | FileCheck %s
; RUN: not test -e %t.ll
; RUN: not llvm-as %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: {{.*}}metadata-redefined.ll:11:1: error: Metadata id is already used
; CHECK-NEXT: {{^}}!n = !{!0}
; CHECK-NEXT: {{^}}^

!0 = !{}
!0 = !{i32 1}
!n = !{!0}
; REQUIRES: llvm14
