; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-bad-integer-width.ll:4:8: error: bitwidth for integer type out of range
; CHECK-NOT: Traceback
define i9999999999 @f() {
  ret i32 0
}
