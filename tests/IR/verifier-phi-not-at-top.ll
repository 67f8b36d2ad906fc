; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("PHI nodes not grouped at top of basic block!").
define i32 @f(i1 %c, i32 %a) {
entry:
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %s = add i32 %a, 1
  %r = phi i32 [ %a, %entry ], [ %s, %then ]
  ret i32 %r
}

; CHECK: verifier-phi-not-at-top.ll:10:{{[0-9]+}}: error: PHI nodes not grouped at top of basic block!
; CHECK-NEXT: %r = phi i32 [ %a, %entry ], [ %s, %then ]
