; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-unterminated-string.ll:4:23: error: end of file in string constant
; CHECK-NOT: Traceback
@s = global [3 x i8] c"ab
