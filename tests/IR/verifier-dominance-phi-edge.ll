; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("Instruction does not dominate all uses!").
define i32 @f(i1 %c, i32 %a) {
entry:
  br i1 %c, label %then, label %join
then:
  %v = mul i32 %a, 3
  br label %join
join:
  %r = phi i32 [ %v, %entry ], [ %a, %then ]
  ret i32 %r
}

; CHECK: verifier-dominance-phi-edge.ll:10:{{[0-9]+}}: error: Instruction does not dominate all uses!
; CHECK-NEXT: %r = phi i32 [ %v, %entry ], [ %a, %then ]
