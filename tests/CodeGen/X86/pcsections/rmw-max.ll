; atomicrmw max/umin are expanded to compare-exchange loops; the CMOV of the select is marked (the compare is
; a new node of the select's lowering and is not).  llc-16 also marks the loop's back branch; pyllc does not.
; PCSECTIONS-COMPARE: layout-only: llc-16 also marks the back branch of the cmpxchg loop, pyllc does not
; RUN: pyllc -O2 < %s | FileCheck %s --check-prefixes=CHECK,PYLLC
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s --check-prefixes=CHECK,LLC16 %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @max(ptr %p, i32 %v) {
  %old = atomicrmw max ptr %p, i32 %v seq_cst, !pcsections !0
  ret i32 %old
}
define i64 @umin(ptr %p, i64 %v) {
  %old = atomicrmw umin ptr %p, i64 %v monotonic, !pcsections !0
  ret i64 %old
}
!0 = !{!"pcs"}

; CHECK-LABEL: max:
; CHECK: .Lpcsection[[L0:[0-9]+]]:
; CHECK-NEXT: movl (%rdi), %eax
; CHECK: .Lpcsection[[L1:[0-9]+]]:
; CHECK-NEXT: cmovgl %eax, %ecx
; PYLLC-NOT: .Lpcsection
; LLC16: .Lpcsection[[B0:[0-9]+]]:
; LLC16-NEXT: jne .LBB0_1
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base{{[0-9]+}}:
; CHECK-NEXT: .long .Lpcsection[[L0]]-.Lpcsection_base{{[0-9]+}}
; CHECK-NEXT: .Lpcsection_base{{[0-9]+}}:
; CHECK-NEXT: .long .Lpcsection[[L1]]-.Lpcsection_base{{[0-9]+}}
; LLC16-NEXT: .Lpcsection_base{{[0-9]+}}:
; LLC16-NEXT: .long .Lpcsection[[B0]]-.Lpcsection_base{{[0-9]+}}
; PYLLC-NEXT: .text
; CHECK-LABEL: umin:
; CHECK: .Lpcsection[[L2:[0-9]+]]:
; CHECK-NEXT: movq (%rdi), %rax
; CHECK: .Lpcsection[[L3:[0-9]+]]:
; CHECK-NEXT: cmovbeq %rax, %rcx
; PYLLC-NOT: .Lpcsection
; LLC16: .Lpcsection[[B1:[0-9]+]]:
; LLC16-NEXT: jne .LBB1_1
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base{{[0-9]+}}:
; CHECK-NEXT: .long .Lpcsection[[L2]]-.Lpcsection_base{{[0-9]+}}
; CHECK-NEXT: .Lpcsection_base{{[0-9]+}}:
; CHECK-NEXT: .long .Lpcsection[[L3]]-.Lpcsection_base{{[0-9]+}}
; LLC16-NEXT: .Lpcsection_base{{[0-9]+}}:
; LLC16-NEXT: .long .Lpcsection[[B1]]-.Lpcsection_base{{[0-9]+}}
; PYLLC-NEXT: .text
