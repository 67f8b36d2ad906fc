; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("atomic memory access' operand must have a power-of-two size").
define i24 @f(i24* %p) {
  %v = load atomic i24, i24* %p seq_cst, align 4
  ret i24 %v
}

; CHECK: verifier-atomic-load-size.ll:4:{{[0-9]+}}: error: atomic memory access' operand must have a power-of-two size
; CHECK-NEXT: %v = load atomic i24, i24* %p seq_cst, align 4
