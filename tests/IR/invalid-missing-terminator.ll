; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-missing-terminator.ll:7:1: error: expected instruction opcode
; CHECK-NOT: Traceback
define void @f() {
entry:
  %x = add i32 1, 2
}
