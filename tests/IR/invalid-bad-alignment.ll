; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-bad-alignment.ll:5:26: error: alignment is not a power of two
; CHECK-NOT: Traceback
define void @f() {
  %a = alloca i32, align 3
  ret void
}
