; Function-local values may appear only directly as metadata call arguments, not in tuples.
; RUN: not pyllc -emit-llvm %s -o %t.ll 2>&1 | FileCheck %s
; RUN: not test -e %t.ll
; RUN: not llvm-as %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: {{.*}}metadata-local-in-tuple.ll:10:24: error: invalid use of function-local name
; CHECK-NEXT: {{^}}  ret void, !foo !{i32 %x}
; CHECK-NEXT: {{^}}                       ^

define void @f(i32 %x) {
  ret void, !foo !{i32 %x}
}
; REQUIRES: llvm14
