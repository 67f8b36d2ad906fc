; Sibling calls end in a TAILJMP made by x86-pseudo from TCRETURNdi64/TCRETURNri64; CHECK lines are llc-14's.
; RUN: pyllc -O0 %s -o - | FileCheck %s
; RUN: pyllc -O2 %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O0 %s -o - | FileCheck %s
; RUN: llc-14 -O2 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"
define internal fastcc i32 @leaf(i32 %0, i32 %1, i32 %2) noinline {
  %4 = add i32 %0, %1
  ret i32 %4
}
; CHECK-LABEL: sibling:
; CHECK-NOT: TC_RETURN
; CHECK: jmp leaf # TAILCALL
; CHECK-NEXT: .Lfunc_end1:
define fastcc i32 @sibling(i32 %0, i32 %1, i32 %2) {
  %4 = tail call fastcc i32 @leaf(i32 %2, i32 %1, i32 %0)
  ret i32 %4
}
; CHECK-LABEL: indirect:
; CHECK-NOT: TC_RETURN
; CHECK: jmpq *%r{{[a-z0-9]+}} # TAILCALL
; CHECK-NEXT: .Lfunc_end2:
define i32 @indirect(i32 (i32)* %f, i32 %x) {
  %r = tail call i32 %f(i32 %x)
  ret i32 %r
}
