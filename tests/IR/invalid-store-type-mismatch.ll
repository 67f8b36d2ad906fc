; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-store-type-mismatch.ll:5:9: error: stored value and pointer type do not match
; CHECK-NOT: Traceback
define void @f(i32* %p) {
  store i64 0, i32* %p
  ret void
}
