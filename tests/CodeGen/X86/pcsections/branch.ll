; A store in a conditional block keeps its metadata through block placement.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define void @cond_store(i32 %a, ptr %p) {
  %c = icmp eq i32 %a, 0
  br i1 %c, label %t, label %f
t:
  store i32 1, ptr %p, !pcsections !0
  br label %f
f:
  ret void
}
!0 = !{!"pcs"}

; CHECK-LABEL: cond_store:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl $1, (%rsi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
