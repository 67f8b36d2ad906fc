; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-unknown-linkage.ll:4:6: error: expected 'global' or 'constant'
; CHECK-NOT: Traceback
@g = bogus global i32 0
