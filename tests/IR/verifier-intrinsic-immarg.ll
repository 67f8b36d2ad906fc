; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("immarg operand has non-immediate parameter").
declare i32 @llvm.ctlz.i32(i32, i1)
define i32 @f(i32 %x, i1 %b) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 %b)
  ret i32 %r
}

; CHECK: verifier-intrinsic-immarg.ll:5:{{[0-9]+}}: error: immarg operand has non-immediate parameter
; CHECK-NEXT: %r = call i32 @llvm.ctlz.i32(i32 %x, i1 %b)
