; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-select-cond-type.ll:5:15: error: select condition must be i1 or <n x i1>
; CHECK-NOT: Traceback
define i32 @f(i32 %c) {
  %v = select i32 %c, i32 1, i32 2
  ret i32 %v
}
