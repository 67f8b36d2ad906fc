; Plain and volatile loads and stores: each is marked on its MOV; the add in between is not.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define void @copy_inc(ptr %p, ptr %q) {
  %v = load i32, ptr %p, !pcsections !0
  %w = add i32 %v, 1
  store i32 %w, ptr %q, !pcsections !0
  ret void
}
define i32 @volatile_load(ptr %p) {
  %v = load volatile i32, ptr %p, !pcsections !0
  ret i32 %v
}
define void @volatile_store(ptr %p, i64 %v) {
  store volatile i64 %v, ptr %p, !pcsections !0
  ret void
}
!0 = !{!"pcs"}

; CHECK-LABEL: copy_inc:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl (%rdi), %eax
; CHECK: .Lpcsection1:
; CHECK-NEXT: movl %eax, (%rsi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base1
; CHECK-LABEL: volatile_load:
; CHECK: .Lpcsection2:
; CHECK-NEXT: movl (%rdi), %eax
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base2:
; CHECK-NEXT: .long .Lpcsection2-.Lpcsection_base2
; CHECK-LABEL: volatile_store:
; CHECK: .Lpcsection3:
; CHECK-NEXT: movq %rsi, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base3:
; CHECK-NEXT: .long .Lpcsection3-.Lpcsection_base3
