; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("PHI node entries do not match predecessors!").
define i32 @f(i1 %c, i32 %a) {
entry:
  br i1 %c, label %then, label %join
then:
  br label %join
other:
  ret i32 0
join:
  %r = phi i32 [ %a, %entry ], [ 0, %other ]
  ret i32 %r
}

; CHECK: verifier-phi-mismatch-entries.ll:11:{{[0-9]+}}: error: PHI node entries do not match predecessors!
; CHECK-NEXT: %r = phi i32 [ %a, %entry ], [ 0, %other ]
