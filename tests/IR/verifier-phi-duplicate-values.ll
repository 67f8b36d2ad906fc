; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("PHI node has multiple entries for the same basic block with different incoming values!").
define i32 @f(i32 %a, i32 %b) {
entry:
  br i1 true, label %join, label %join
join:
  %r = phi i32 [ %a, %entry ], [ %b, %entry ]
  ret i32 %r
}

; CHECK: verifier-phi-duplicate-values.ll:7:{{[0-9]+}}: error: PHI node has multiple entries for the same basic block with different incoming values!
; CHECK-NEXT: %r = phi i32 [ %a, %entry ], [ %b, %entry ]
