; A multiply is marked on its IMUL; a division by a constant is expanded by the DAG combiner into a multiply
; and shifts whose last node (the final add) replaces the division and takes its metadata.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @mul(i32 %a, i32 %b) {
  %v = mul i32 %a, %b, !pcsections !0
  ret i32 %v
}
define i32 @div7(i32 %a) {
  %v = sdiv i32 %a, 7, !pcsections !0
  ret i32 %v
}
!0 = !{!"pcs"}

; CHECK-LABEL: mul:
; CHECK: .Lpcsection0:
; CHECK-NEXT: imull %esi, %eax
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
; CHECK-LABEL: div7:
; CHECK: .Lpcsection1:
; CHECK-NEXT: addl %ecx, %eax
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base1
