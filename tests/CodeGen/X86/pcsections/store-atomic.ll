; Atomic stores: a release store is a MOV, a seq_cst store an XCHG (the COPY into its register is not
; marked: it is not the store's node).
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define void @store_release(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p release, align 4, !pcsections !0
  ret void
}
define void @store_seq_cst(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p seq_cst, align 8, !pcsections !0
  ret void
}
define void @store_monotonic_i16(ptr %p, i16 %v) {
  store atomic i16 %v, ptr %p monotonic, align 2, !pcsections !0
  ret void
}
!0 = !{!"pcs"}

; CHECK-LABEL: store_release:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl %esi, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
; CHECK-LABEL: store_seq_cst:
; CHECK: .Lpcsection1:
; CHECK-NEXT: xchgq %rsi, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base1
; CHECK-LABEL: store_monotonic_i16:
; CHECK: .Lpcsection2:
; CHECK-NEXT: movw %si, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base2:
; CHECK-NEXT: .long .Lpcsection2-.Lpcsection_base2
