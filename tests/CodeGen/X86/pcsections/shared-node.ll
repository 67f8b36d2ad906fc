; Instructions sharing one metadata node are one group: all their PCs first, each its own entry base, then
; the node's constants once (LLVM 16's emitPCSections).
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %p, ptr %q) {
  store i32 1, ptr %p, !pcsections !0
  store i32 2, ptr %q, !pcsections !0
  ret void
}
!0 = !{!"pcs", !1}
!1 = !{i32 99}

; CHECK-LABEL: f:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl $1, (%rdi)
; CHECK: .Lpcsection1:
; CHECK-NEXT: movl $2, (%rsi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base1
; CHECK-NEXT: .long 99
