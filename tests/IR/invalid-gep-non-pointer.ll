; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-gep-non-pointer.ll:5:27: error: base of getelementptr must be a pointer
; CHECK-NOT: Traceback
define void @f(i32 %x) {
  %p = getelementptr i32, i32 %x, i64 1
  ret void
}
