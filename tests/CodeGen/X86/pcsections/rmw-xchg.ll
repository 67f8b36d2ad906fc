; atomicrmw xchg is XCHG, for each width.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define i8 @xchg8(ptr %p, i8 %v) {
  %old = atomicrmw xchg ptr %p, i8 %v seq_cst, !pcsections !0
  ret i8 %old
}
define i32 @xchg32(ptr %p, i32 %v) {
  %old = atomicrmw xchg ptr %p, i32 %v seq_cst, !pcsections !0
  ret i32 %old
}
define i64 @xchg64(ptr %p, i64 %v) {
  %old = atomicrmw xchg ptr %p, i64 %v monotonic, !pcsections !0
  ret i64 %old
}
!0 = !{!"pcs"}

; CHECK-LABEL: xchg8:
; CHECK: .Lpcsection0:
; CHECK-NEXT: xchgb %al, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
; CHECK-LABEL: xchg32:
; CHECK: .Lpcsection1:
; CHECK-NEXT: xchgl %eax, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base1
; CHECK-LABEL: xchg64:
; CHECK: .Lpcsection2:
; CHECK-NEXT: xchgq %rax, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base2:
; CHECK-NEXT: .long .Lpcsection2-.Lpcsection_base2
