; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-missing-type.ll:6:3: error: expected type
; CHECK-NOT: Traceback
define void @f() {
  %x = alloca
  ret void
}
