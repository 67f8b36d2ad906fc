; Label numbers run through the module: .Lpcsection<N> and .Lpcsection_base<N> each count on.  The first
; store of @f2 is dead: deleted, it loses its metadata.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define void @f1(ptr %p) {
  store i32 1, ptr %p, !pcsections !0
  ret void
}
define void @f2(ptr %p) {
  store i32 2, ptr %p, !pcsections !0
  store i32 3, ptr %p, !pcsections !1
  ret void
}
define void @f3(ptr %p) {
  ret void
}
!0 = !{!"pcs"}
!1 = !{!"pcs_other"}

; CHECK-LABEL: f1:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl $1, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
; CHECK-LABEL: f2:
; CHECK: .Lpcsection1:
; CHECK-NEXT: movl $3, (%rdi)
; CHECK: .section pcs_other,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base1
; CHECK-LABEL: f3:
; CHECK-NOT: pcsection
