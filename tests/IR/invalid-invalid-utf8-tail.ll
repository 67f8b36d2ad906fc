; REQUIRES: llvm-filecheck
; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-invalid-utf8-tail.ll:8:1: error: expected top-level entity
; CHECK-NOT: Traceback
define void @f() {
  ret void
}
ÿþ
