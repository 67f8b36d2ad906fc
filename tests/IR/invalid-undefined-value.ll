; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-undefined-value.ll:5:11: error: use of undefined value '%x'
; CHECK-NOT: Traceback
define i32 @f() {
  ret i32 %x
}
