; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-ret-type-mismatch.ll:5:7: error: value doesn't match function result type 'i32'
; CHECK-NOT: Traceback
define i32 @f() {
  ret i64 0
}
