; A function's own !pcsections: its start (a .Lfunc_begin label) and its 32-bit size.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i32 %a) !pcsections !0 {
  %r = add i32 %a, 7
  ret i32 %r
}
define void @g() !pcsections !0 {
  ret void
}
!0 = !{!"pcs_fn"}

; CHECK-LABEL: f:
; CHECK-NEXT: .Lfunc_begin0:
; CHECK: .section pcs_fn,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lfunc_begin0-.Lpcsection_base0
; CHECK-NEXT: .long .Lfunc_end0-.Lfunc_begin0
; CHECK-LABEL: g:
; CHECK-NEXT: .Lfunc_begin1:
; CHECK: .section pcs_fn,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lfunc_begin1-.Lpcsection_base1
; CHECK-NEXT: .long .Lfunc_end1-.Lfunc_begin1
