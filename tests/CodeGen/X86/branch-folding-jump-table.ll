; Branch folding moves a block that cannot fall through before one of its branch targets only when the block's
; branch is analyzable (LLVM OptimizeBlock); a jump-table block (JMP64m) used to be moved before each of its
; successors in turn forever.
; RUN: pyllc -O2 -verify-machineinstrs %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: f:
; CHECK: jmpq *.LJTI0_0(,%rax,8)
; CHECK: .LJTI0_0:
; CHECK-NEXT: .quad .LBB0_{{[0-9]+}}
target triple = "x86_64-unknown-linux-gnu"
define double @f(i32 %x) {
  switch i32 %x, label %d [
    i32 43, label %a
    i32 45, label %b
    i32 42, label %c
    i32 47, label %e
    i32 94, label %g
  ]
a:
  ret double 1.0
b:
  ret double 2.0
c:
  ret double 3.0
e:
  ret double 4.0
g:
  ret double 5.0
d:
  ret double 0.0
}
