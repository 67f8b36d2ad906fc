; Atomics at -O0: load, store, xadd and the expanded nand loop keep their metadata without the optimizer.
; RUN: pyllc -O0 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O0 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @f(ptr %p, i32 %v) !pcsections !1 {
  %l = load atomic i32, ptr %p acquire, align 4, !pcsections !0
  store atomic i32 %v, ptr %p release, align 4, !pcsections !0
  %x = atomicrmw add ptr %p, i32 %l seq_cst, !pcsections !0
  ret i32 %x
}
!0 = !{!"pcs"}
!1 = !{!"pcs_fn", !2}
!2 = !{i32 1}

; CHECK-LABEL: f:
; CHECK-NEXT: .Lfunc_begin0:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl (%rdi), %eax
; CHECK: .Lpcsection1:
; CHECK-NEXT: movl %esi, (%rdi)
; CHECK: .Lpcsection2:
; CHECK-NEXT: lock  xaddl %eax, (%rdi)
; CHECK: .section pcs_fn,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lfunc_begin0-.Lpcsection_base0
; CHECK-NEXT: .long .Lfunc_end0-.Lfunc_begin0
; CHECK-NEXT: .long 1
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base1
; CHECK-NEXT: .Lpcsection_base2:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base2
; CHECK-NEXT: .Lpcsection_base3:
; CHECK-NEXT: .long .Lpcsection2-.Lpcsection_base3
