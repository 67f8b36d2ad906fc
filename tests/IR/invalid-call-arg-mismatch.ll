; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-call-arg-mismatch.ll:6:13: error: '@g' defined with type 'void (i32)*' but expected 'void (i64)*'
; CHECK-NOT: Traceback
declare void @g(i32)
define void @f() {
  call void @g(i64 1)
  ret void
}
