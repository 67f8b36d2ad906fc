; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-unterminated-function.ll:6:1: error: found end of file when expecting more instructions
; CHECK-NOT: Traceback
define void @f() {
  ret void
