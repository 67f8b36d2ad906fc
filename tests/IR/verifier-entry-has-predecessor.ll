; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("Entry block to function must not have predecessors!").
define void @f() {
entry:
  br label %entry
}

; CHECK: verifier-entry-has-predecessor.ll:4:{{[0-9]+}}: error: Entry block to function must not have predecessors!
; CHECK-NEXT: entry:
