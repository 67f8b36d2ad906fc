; One node naming two sections: each instruction's PC goes to both; the function's entry too.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @f(ptr %p) !pcsections !1 {
  %v = load atomic i32, ptr %p monotonic, align 4, !pcsections !0
  ret i32 %v
}
!0 = !{!"pcs_a", !"pcs_b"}
!1 = !{!"pcs_a", !"pcs_c"}

; CHECK-LABEL: f:
; CHECK-NEXT: .Lfunc_begin0:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl (%rdi), %eax
; CHECK: .section pcs_a,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lfunc_begin0-.Lpcsection_base0
; CHECK-NEXT: .long .Lfunc_end0-.Lfunc_begin0
; CHECK: .section pcs_c,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lfunc_begin0-.Lpcsection_base1
; CHECK-NEXT: .long .Lfunc_end0-.Lfunc_begin0
; CHECK: .section pcs_a,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base2:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base2
; CHECK: .section pcs_b,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base3:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base3
