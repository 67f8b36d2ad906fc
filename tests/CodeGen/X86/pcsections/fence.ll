; A seq_cst fence is MFENCE, marked.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define void @fence_seq_cst() {
  fence seq_cst, !pcsections !0
  ret void
}
define void @fence_then_store(ptr %p) {
  fence seq_cst, !pcsections !0
  store i32 1, ptr %p, !pcsections !0
  ret void
}
!0 = !{!"pcs"}

; CHECK-LABEL: fence_seq_cst:
; CHECK: .Lpcsection0:
; CHECK-NEXT: mfence
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
; CHECK-LABEL: fence_then_store:
; CHECK: .Lpcsection1:
; CHECK-NEXT: mfence
; CHECK: .Lpcsection2:
; CHECK-NEXT: movl $1, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base1
; CHECK-NEXT: .Lpcsection_base2:
; CHECK-NEXT: .long .Lpcsection2-.Lpcsection_base2
