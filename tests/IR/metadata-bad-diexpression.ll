; A DIExpression with an unknown DWARF operation, and one with a negative element.
; RUN: not pyllc -emit-llvm %s -o %t.ll 2>&1 | FileCheck %s
; RUN: not test -e %t.ll
; RUN: not llvm-as %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: {{.*}}metadata-bad-diexpression.ll:9:44: error: invalid DWARF op 'DW_OP_frobnicate'
; CHECK-NEXT: {{^}}!n = !{!DIExpression(DW_OP_plus_uconst, 8, DW_OP_frobnicate)}
; CHECK-NEXT: {{^}}                                           ^

!n = !{!DIExpression(DW_OP_plus_uconst, 8, DW_OP_frobnicate)}
; REQUIRES: llvm14
