; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("PHINode should have one entry for each predecessor of its parent basic block!").
define i32 @f(i1 %c, i32 %a) {
entry:
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %r = phi i32 [ %a, %entry ]
  ret i32 %r
}

; CHECK: verifier-phi-missing-entry.ll:9:{{[0-9]+}}: error: PHINode should have one entry for each predecessor of its parent basic block!
; CHECK-NEXT: %r = phi i32 [ %a, %entry ]
