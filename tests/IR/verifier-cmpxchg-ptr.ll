; RUN: not pyllc -emit-llvm %s -o - 2>&1 | FileCheck %s
; llvm-as-14 rejects this module with the same message ("cmpxchg operand must have integer or pointer type").
define void @f({i32}* %p, {i32} %a, {i32} %b) {
  %r = cmpxchg {i32}* %p, {i32} %a, {i32} %b seq_cst seq_cst
  ret void
}

; CHECK: verifier-cmpxchg-ptr.ll:4:{{[0-9]+}}: error: cmpxchg operand must have integer or pointer type
; CHECK-NEXT: %r = cmpxchg {i32}* %p, {i32} %a, {i32} %b seq_cst seq_cst
