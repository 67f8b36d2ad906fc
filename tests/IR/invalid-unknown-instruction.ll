; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-unknown-instruction.ll:5:3: error: expected instruction opcode
; CHECK-NOT: Traceback
define void @f() {
  frobnicate i32 1
  ret void
}
