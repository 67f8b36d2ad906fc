; select: the CMOV is marked, not the TEST of the condition (a new node of the select's lowering).
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @sel32(i1 %c, i32 %a, i32 %b) {
  %s = select i1 %c, i32 %a, i32 %b, !pcsections !0
  ret i32 %s
}
define i64 @sel_cmp(i64 %x, i64 %y, i64 %a, i64 %b) {
  %c = icmp ult i64 %x, %y
  %s = select i1 %c, i64 %a, i64 %b, !pcsections !0
  ret i64 %s
}
!0 = !{!"pcs"}

; CHECK-LABEL: sel32:
; CHECK: .Lpcsection0:
; CHECK-NEXT: cmovel %edx, %eax
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
; CHECK-LABEL: sel_cmp:
; CHECK: .Lpcsection1:
; CHECK-NEXT: cmovaeq %rcx, %rax
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base1
