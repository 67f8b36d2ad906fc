; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-type-mismatch-add.ll:5:20: error: '%b' defined with type 'i64' but expected 'i32'
; CHECK-NOT: Traceback
define i32 @f(i32 %a, i64 %b) {
  %r = add i32 %a, %b
  ret i32 %r
}
