; A call's metadata is not kept (llc-16 warns about it); the stores around the call are marked.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

declare void @g()
define void @f(ptr %p) {
  store i32 1, ptr %p, !pcsections !0
  call void @g(), !pcsections !0
  store i32 2, ptr %p, !pcsections !0
  ret void
}
!0 = !{!"pcs"}

; CHECK-LABEL: f:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl $1, (%r{{di|bx}})
; CHECK: .Lpcsection1:
; CHECK-NEXT: movl $2, (%rbx)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base1
