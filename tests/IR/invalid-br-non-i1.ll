; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-br-non-i1.ll:5:6: error: branch condition must have 'i1' type
; CHECK-NOT: Traceback
define void @f(i32 %c) {
  br i32 %c, label %a, label %b
a:
  ret void
b:
  ret void
}
