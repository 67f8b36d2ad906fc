; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-unknown-calling-conv.ll:4:8: error: expected type
; CHECK-NOT: Traceback
define ccfoo void @f() {
  ret void
}
