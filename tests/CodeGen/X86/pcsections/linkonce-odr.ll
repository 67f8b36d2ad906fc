; linkonce_odr without a comdat stays in .text on ELF: its PC section is linked to .text, no group.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define linkonce_odr i32 @lo(ptr %p) !pcsections !0 {
  %v = load i32, ptr %p, !pcsections !0
  ret i32 %v
}
define i32 @user(ptr %p) {
  %v = call i32 @lo(ptr %p)
  ret i32 %v
}
!0 = !{!"pcs"}

; CHECK-LABEL: lo:
; CHECK-NEXT: .Lfunc_begin0:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl (%rdi), %eax
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lfunc_begin0-.Lpcsection_base0
; CHECK-NEXT: .long .Lfunc_end0-.Lfunc_begin0
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base1
; CHECK-LABEL: user:
