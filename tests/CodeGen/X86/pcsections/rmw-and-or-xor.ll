; atomicrmw and/or/xor with the result unused: LOCK AND/OR/XOR with a memory operand.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define void @and_unused(ptr %p, i32 %v) {
  %old = atomicrmw and ptr %p, i32 %v seq_cst, !pcsections !0
  ret void
}
define void @or_unused(ptr %p) {
  %old = atomicrmw or ptr %p, i16 3 seq_cst, !pcsections !0
  ret void
}
define void @xor_unused(ptr %p, i64 %v) {
  %old = atomicrmw xor ptr %p, i64 %v release, !pcsections !0
  ret void
}
!0 = !{!"pcs"}

; CHECK-LABEL: and_unused:
; CHECK: .Lpcsection0:
; CHECK-NEXT: lock  andl %esi, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
; CHECK-LABEL: or_unused:
; CHECK: .Lpcsection1:
; CHECK-NEXT: lock  orw $3, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base1
; CHECK-LABEL: xor_unused:
; CHECK: .Lpcsection2:
; CHECK-NEXT: lock  xorq %rsi, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base2:
; CHECK-NEXT: .long .Lpcsection2-.Lpcsection_base2
