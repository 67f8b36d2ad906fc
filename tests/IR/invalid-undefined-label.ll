; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-undefined-label.ll:5:12: error: use of undefined value '%nowhere'
; CHECK-NOT: Traceback
define void @f() {
  br label %nowhere
}
