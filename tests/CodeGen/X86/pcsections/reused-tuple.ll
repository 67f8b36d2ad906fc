; One constant tuple used for two sections: each section gets the constants.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %p) {
  store i8 0, ptr %p, !pcsections !0
  ret void
}
!0 = !{!"pcs1", !1, !"pcs2", !1}
!1 = !{i32 42, i8 7}

; CHECK-LABEL: f:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movb $0, (%rdi)
; CHECK: .section pcs1,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
; CHECK-NEXT: .long 42
; CHECK-NEXT: .byte 7
; CHECK: .section pcs2,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base1
; CHECK-NEXT: .long 42
; CHECK-NEXT: .byte 7
