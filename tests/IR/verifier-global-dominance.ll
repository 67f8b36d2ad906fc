; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("Instruction does not dominate all uses!").
define i32 @f(i32 %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %n = add i32 %i, %m
  %c = icmp slt i32 %n, %a
  br i1 %c, label %loop, label %exit
exit:
  %m = add i32 %a, 1
  ret i32 %n
}

; CHECK: verifier-global-dominance.ll:8:{{[0-9]+}}: error: Instruction does not dominate all uses!
; CHECK-NEXT: %n = add i32 %i, %m
