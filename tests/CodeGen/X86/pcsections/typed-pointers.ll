; Typed-pointer IR (as clang 14 writes it) behaves the same.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i32* %p) !pcsections !0 {
  %v = load atomic i32, i32* %p acquire, align 4, !pcsections !0
  store i32 %v, i32* %p, !pcsections !0
  ret i32 %v
}
!0 = !{!"pcs"}

; CHECK-LABEL: f:
; CHECK-NEXT: .Lfunc_begin0:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl (%rdi), %eax
; CHECK: .Lpcsection1:
; CHECK-NEXT: movl %eax, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lfunc_begin0-.Lpcsection_base0
; CHECK-NEXT: .long .Lfunc_end0-.Lfunc_begin0
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base1
; CHECK-NEXT: .Lpcsection_base2:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base2
