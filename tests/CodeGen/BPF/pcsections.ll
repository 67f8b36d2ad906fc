; !pcsections on BPF: the same labels and ELF sections as on x86-64 (32-bit entries, the BPF code model being
; the small one), the function's entry with its size and constant.
; RUN: pyllc -mtriple=bpfel -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -mtriple=bpfel -O2 < %s | FileCheck %s %}

define i32 @f(ptr %p, ptr %q) !pcsections !0 {
  %v = load i32, ptr %p, !pcsections !1
  store i32 %v, ptr %q, !pcsections !1
  ret i32 %v
}
!0 = !{!"s", !2}
!1 = !{!"t"}
!2 = !{i32 5}

; CHECK-LABEL: f:
; CHECK-NEXT: .Lfunc_begin0:
; CHECK: .Lpcsection0:
; CHECK-NEXT: r0 = *(u32 *)(r1 + 0)
; CHECK-NEXT: .Lpcsection1:
; CHECK-NEXT: *(u32 *)(r2 + 0) = r0
; CHECK: .section s,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lfunc_begin0-.Lpcsection_base0
; CHECK-NEXT: .long .Lfunc_end0-.Lfunc_begin0
; CHECK-NEXT: .long 5
; CHECK-NEXT: .section t,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base1
; CHECK-NEXT: .Lpcsection_base2:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base2
; CHECK-NEXT: .text
