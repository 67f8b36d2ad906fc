; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-atomic-no-ordering.ll:5:31: error: Expected ordering on atomic instruction
; CHECK-NOT: Traceback
define void @f(i32* %p) {
  store atomic i32 0, i32* %p align 4
  ret void
}
