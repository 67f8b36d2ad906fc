; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-bad-cast.ll:5:13: error: invalid cast opcode for cast from 'float' to 'i32'
; CHECK-NOT: Traceback
define i32 @f(float %x) {
  %r = zext float %x to i32
  ret i32 %r
}
