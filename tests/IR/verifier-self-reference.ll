; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("Only PHI nodes may reference their own value!").
define i32 @f(i32 %a) {
entry:
  %x = add i32 %x, 1
  ret i32 %x
}

; CHECK: verifier-self-reference.ll:5:{{[0-9]+}}: error: Only PHI nodes may reference their own value!
; CHECK-NEXT: %x = add i32 %x, 1
