; atomicrmw add with its result used is LOCK XADD (the constant's MOV is not marked); with the result unused
; it is LOCK ADD, and sub becomes XADD of the negated value.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @add_used(ptr %p) {
  %old = atomicrmw add ptr %p, i32 5 seq_cst, !pcsections !0
  ret i32 %old
}
define void @add_unused(ptr %p, i64 %v) {
  %old = atomicrmw add ptr %p, i64 %v monotonic, !pcsections !0
  ret void
}
define i32 @sub_used(ptr %p, i32 %v) {
  %old = atomicrmw sub ptr %p, i32 %v acq_rel, !pcsections !0
  ret i32 %old
}
!0 = !{!"pcs"}

; CHECK-LABEL: add_used:
; CHECK: .Lpcsection0:
; CHECK-NEXT: lock  xaddl %eax, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
; CHECK-LABEL: add_unused:
; CHECK: .Lpcsection1:
; CHECK-NEXT: lock  addq %rsi, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base1
; CHECK-LABEL: sub_used:
; CHECK: .Lpcsection2:
; CHECK-NEXT: lock  xaddl %eax, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base2:
; CHECK-NEXT: .long .Lpcsection2-.Lpcsection_base2
