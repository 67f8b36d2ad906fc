; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-fcmp-int-operands.ll:5:17: error: fcmp requires floating point operands
; CHECK-NOT: Traceback
define i1 @f(i32 %a) {
  %c = fcmp olt i32 %a, %a
  ret i1 %c
}
