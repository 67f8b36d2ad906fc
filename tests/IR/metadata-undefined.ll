; A reference to a metadata number that is never defined: reported at the end of the module, at the
; first use of the smallest such number (llvm-as gives the same message and position).
; RUN: not pyllc -emit-llvm %s -o %t.ll 2>&1 | FileCheck %s
; RUN: not test -e %t.ll
; RUN: not llvm-as %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: {{.*}}metadata-undefined.ll:11:38: error: use of undefined metadata '!3'
; CHECK-NEXT: {{^}}  ret void, !dbg !1, !prof !4, !foo !3
; CHECK-NEXT: {{^}}                                     ^

define void @f() {
  ret void, !dbg !1, !prof !4, !foo !3
}

!0 = distinct !{}
!1 = !DILocation(line: 1, scope: !0)
; REQUIRES: llvm14
