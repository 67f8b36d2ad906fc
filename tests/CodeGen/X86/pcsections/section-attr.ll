; A function with a section attribute: its PC section is linked to that section.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @f(ptr %p) section "mytext" !pcsections !0 {
  %v = load i32, ptr %p, !pcsections !0
  ret i32 %v
}
!0 = !{!"pcs"}

; CHECK-LABEL: f:
; CHECK-NEXT: .Lfunc_begin0:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl (%rdi), %eax
; CHECK: .section pcs,"awo",@progbits,mytext
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lfunc_begin0-.Lpcsection_base0
; CHECK-NEXT: .long .Lfunc_end0-.Lfunc_begin0
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base1
