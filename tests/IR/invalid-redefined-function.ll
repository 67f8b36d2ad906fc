; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-redefined-function.ll:7:13: error: invalid redefinition of function 'f'
; CHECK-NOT: Traceback
define void @f() {
  ret void
}
define void @f() {
  ret void
}
