; atomicrmw nand is expanded to a compare-exchange loop (atomic-expand): the initial load, the AND and the NOT
; carry the metadata, the LOCK CMPXCHG does not (its node is replaced by the lowering's nodes).  llc-16 also
; marks the loop's back branch; pyllc does not.
; PCSECTIONS-COMPARE: layout-only: llc-16 also marks the back branch of the cmpxchg loop, pyllc does not
; RUN: pyllc -O2 < %s | FileCheck %s --check-prefixes=CHECK,PYLLC
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s --check-prefixes=CHECK,LLC16 %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @nand(ptr %p, i32 %v) {
  %old = atomicrmw nand ptr %p, i32 %v seq_cst, !pcsections !0
  ret i32 %old
}
!0 = !{!"pcs"}

; CHECK-LABEL: nand:
; CHECK: .Lpcsection[[L0:[0-9]+]]:
; CHECK-NEXT: movl (%rdi), %eax
; CHECK: .Lpcsection[[L1:[0-9]+]]:
; CHECK-NEXT: andl %esi, %ecx
; CHECK: .Lpcsection[[L2:[0-9]+]]:
; CHECK-NEXT: notl %ecx
; PYLLC-NOT: .Lpcsection
; LLC16: .Lpcsection[[B0:[0-9]+]]:
; LLC16-NEXT: jne .LBB0_1
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base{{[0-9]+}}:
; CHECK-NEXT: .long .Lpcsection[[L0]]-.Lpcsection_base{{[0-9]+}}
; CHECK-NEXT: .Lpcsection_base{{[0-9]+}}:
; CHECK-NEXT: .long .Lpcsection[[L1]]-.Lpcsection_base{{[0-9]+}}
; CHECK-NEXT: .Lpcsection_base{{[0-9]+}}:
; CHECK-NEXT: .long .Lpcsection[[L2]]-.Lpcsection_base{{[0-9]+}}
; LLC16-NEXT: .Lpcsection_base{{[0-9]+}}:
; LLC16-NEXT: .long .Lpcsection[[B0]]-.Lpcsection_base{{[0-9]+}}
; PYLLC-NEXT: .text
