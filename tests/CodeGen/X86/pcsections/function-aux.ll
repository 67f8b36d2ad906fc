; Auxiliary constants after the function's entry: each at its width (i8 .byte, i16 .short, i32 .long, i64
; .quad), negative values as their two's complement.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define void @f() !pcsections !0 {
  ret void
}
!0 = !{!"pcs_aux", !1}
!1 = !{i8 1, i16 -2, i32 70000, i64 1099511627776}

; CHECK-LABEL: f:
; CHECK-NEXT: .Lfunc_begin0:
; CHECK: .section pcs_aux,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lfunc_begin0-.Lpcsection_base0
; CHECK-NEXT: .long .Lfunc_end0-.Lfunc_begin0
; CHECK-NEXT: .byte 1
; CHECK-NEXT: .short 65534
; CHECK-NEXT: .long 70000
; CHECK-NEXT: .quad 1099511627776
