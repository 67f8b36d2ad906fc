; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-switch-non-constant-case.ll:5:29: error: case value is not a constant integer
; CHECK-NOT: Traceback
define void @f(i32 %x, i32 %y) {
  switch i32 %x, label %d [ i32 %y, label %d ]
d:
  ret void
}
