; DIExpression elements are unsigned 64-bit integers.
; RUN: not pyllc -emit-llvm %s -o %t.ll 2>&1 | FileCheck %s
; RUN: not test -e %t.ll
; RUN: not llvm-as %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: {{.*}}metadata-negative-diexpression.ll:9:36: error: expected unsigned integer
; CHECK-NEXT: {{^}}!n = !{!DIExpression(DW_OP_constu, -1)}
; CHECK-NEXT: {{^}}                                   ^

!n = !{!DIExpression(DW_OP_constu, -1)}
; REQUIRES: llvm14
