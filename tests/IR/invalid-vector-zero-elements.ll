; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-vector-zero-elements.ll:4:17: error: zero element vector is illegal
; CHECK-NOT: Traceback
define void @f(<0 x i32> %v) {
  ret void
}
