; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("cannot guarantee tail call due to mismatched parameter counts").
declare i32 @g(i32, i32)
define i32 @f(i32 %a) {
  %r = musttail call i32 @g(i32 %a, i32 %a)
  ret i32 %r
}

; CHECK: verifier-musttail-mismatch.ll:5:{{[0-9]+}}: error: cannot guarantee tail call due to mismatched parameter counts
; CHECK-NEXT: %r = musttail call i32 @g(i32 %a, i32 %a)
