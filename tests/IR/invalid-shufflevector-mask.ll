; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; CHECK: {{.*}}invalid-shufflevector-mask.ll:5:22: error: invalid shufflevector operands
; CHECK-NOT: Traceback
define <2 x i32> @f(<2 x i32> %a) {
  %r = shufflevector <2 x i32> %a, <2 x i32> %a, <2 x i64> <i64 0, i64 1>
  ret <2 x i32> %r
}
