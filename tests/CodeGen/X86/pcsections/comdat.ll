; A function in a COMDAT group: its PC section joins the group ("aGwo") and is linked to the group's text
; section.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

$cf = comdat any
$lo = comdat any
define i32 @cf(ptr %p) comdat !pcsections !0 {
  %v = load i32, ptr %p, !pcsections !0
  ret i32 %v
}
define linkonce_odr i32 @lo(ptr %p) comdat !pcsections !0 {
  %v = load i32, ptr %p, !pcsections !0
  ret i32 %v
}
!0 = !{!"pcs"}

; CHECK-LABEL: cf:
; CHECK-NEXT: .Lfunc_begin0:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl (%rdi), %eax
; CHECK-LABEL: lo:
; CHECK-NEXT: .Lfunc_begin1:
; CHECK: .Lpcsection1:
; CHECK-NEXT: movl (%rdi), %eax
