; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-extractvalue-bad-index.ll:5:21: error: invalid indices for extractvalue
; CHECK-NOT: Traceback
define i32 @f({i32, i32} %s) {
  %v = extractvalue {i32, i32} %s, 5
  ret i32 %v
}
