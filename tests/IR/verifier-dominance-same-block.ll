; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("Instruction does not dominate all uses!").
define i32 @f(i32 %a) {
entry:
  %x = add i32 %y, 1
  %y = add i32 %a, 1
  ret i32 %x
}

; CHECK: verifier-dominance-same-block.ll:5:{{[0-9]+}}: error: Instruction does not dominate all uses!
; CHECK-NEXT: %x = add i32 %y, 1
