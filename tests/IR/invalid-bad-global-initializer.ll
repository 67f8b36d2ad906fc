; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-bad-global-initializer.ll:4:17: error: floating point constant invalid for type
; CHECK-NOT: Traceback
@g = global i32 1.5
