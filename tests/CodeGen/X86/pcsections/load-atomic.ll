; Atomic loads: the MOV an atomic load selects to is marked, whatever the ordering.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @load_monotonic(ptr %p) {
  %v = load atomic i32, ptr %p monotonic, align 4, !pcsections !0
  ret i32 %v
}
define i32 @load_acquire(ptr %p) {
  %v = load atomic i32, ptr %p acquire, align 4, !pcsections !0
  ret i32 %v
}
define i64 @load_seq_cst_i64(ptr %p) {
  %v = load atomic i64, ptr %p seq_cst, align 8, !pcsections !0
  ret i64 %v
}
!0 = !{!"pcs"}

; CHECK-LABEL: load_monotonic:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl (%rdi), %eax
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
; CHECK-LABEL: load_acquire:
; CHECK: .Lpcsection1:
; CHECK-NEXT: movl (%rdi), %eax
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base1
; CHECK-LABEL: load_seq_cst_i64:
; CHECK: .Lpcsection2:
; CHECK-NEXT: movq (%rdi), %rax
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base2:
; CHECK-NEXT: .long .Lpcsection2-.Lpcsection_base2
