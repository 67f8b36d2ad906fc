; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-load-non-pointer.ll:5:18: error: load operand must be a pointer to a first class type
; CHECK-NOT: Traceback
define i32 @f(i32 %p) {
  %v = load i32, i32 %p
  ret i32 %v
}
