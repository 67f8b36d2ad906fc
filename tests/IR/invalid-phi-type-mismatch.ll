; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-phi-type-mismatch.ll:10:33: error: floating point constant invalid for type
; CHECK-NOT: Traceback
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ 0, %entry ], [ 1.0, %a ]
  ret i32 %p
}
