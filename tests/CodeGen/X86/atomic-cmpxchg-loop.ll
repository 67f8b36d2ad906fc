; The CMPXCHG loops atomic-expand writes for and/or/xor with the old value used and for nand, as llc-14
; selects them: the old value in EAX/RAX, the operation on a copy, LOCK CMPXCHG, and the loop's branch on ZF
; (JNE back to the loop header).  CHECK lines are llc-14's output for this file.
; RUN: pyllc -O2 %s -o - | FileCheck %s
; RUN: pyllc -O2 -verify-machineinstrs %s -o /dev/null
; REQUIRES: llc14
; RUN: llc-14 -O2 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

define i32 @and_i32(i32* %p, i32 %v) {
entry:
  %r = atomicrmw and i32* %p, i32 %v seq_cst
  %x = add i32 %r, 1
  ret i32 %x
}
define i64 @or_i64(i64* %p, i64 %v) {
  %r = atomicrmw or i64* %p, i64 %v acquire
  ret i64 %r
}
define i32 @xor_i32(i32* %p, i32 %v) {
  %r = atomicrmw xor i32* %p, i32 %v release
  ret i32 %r
}
define i64 @nand_i64(i64* %p, i64 %v) {
  %r = atomicrmw nand i64* %p, i64 %v acq_rel
  ret i64 %r
}
define void @nand_unused_i32(i32* %p, i32 %v) {
  %r = atomicrmw nand i32* %p, i32 %v monotonic
  ret void
}
define i32 @or_bit_i32(i32* %p) {
  %r = atomicrmw or i32* %p, i32 16 seq_cst
  %m = and i32 %r, 16
  ret i32 %m
}
define i32 @two_xor(i32* %p, i32 %v) {
entry:
  %a = atomicrmw xor i32* %p, i32 %v acq_rel
  %b = atomicrmw and i32* %p, i32 %a seq_cst
  %c = add i32 %a, %b
  ret i32 %c
}

; CHECK-LABEL: and_i32:
; CHECK: movl (%rdi), %eax
; CHECK: .LBB0_1:
; CHECK: movl %eax, %ecx
; CHECK-NEXT: andl %esi, %ecx
; CHECK-NEXT: lock cmpxchgl %ecx, (%rdi)
; CHECK-NEXT: jne .LBB0_1
; CHECK: incl %eax
; CHECK-NEXT: retq
; CHECK-LABEL: or_i64:
; CHECK: movq (%rdi), %rax
; CHECK: .LBB1_1:
; CHECK: movq %rax, %rcx
; CHECK-NEXT: orq %rsi, %rcx
; CHECK-NEXT: lock cmpxchgq %rcx, (%rdi)
; CHECK-NEXT: jne .LBB1_1
; CHECK: retq
; CHECK-LABEL: xor_i32:
; CHECK: movl (%rdi), %eax
; CHECK: .LBB2_1:
; CHECK: movl %eax, %ecx
; CHECK-NEXT: xorl %esi, %ecx
; CHECK-NEXT: lock cmpxchgl %ecx, (%rdi)
; CHECK-NEXT: jne .LBB2_1
; CHECK: retq
; CHECK-LABEL: nand_i64:
; CHECK: movq (%rdi), %rax
; CHECK: .LBB3_1:
; CHECK: movq %rax, %rcx
; CHECK-NEXT: andq %rsi, %rcx
; CHECK-NEXT: notq %rcx
; CHECK-NEXT: lock cmpxchgq %rcx, (%rdi)
; CHECK-NEXT: jne .LBB3_1
; CHECK: retq
; CHECK-LABEL: nand_unused_i32:
; CHECK: movl (%rdi), %eax
; CHECK: .LBB4_1:
; CHECK: movl %eax, %ecx
; CHECK-NEXT: andl %esi, %ecx
; CHECK-NEXT: notl %ecx
; CHECK-NEXT: lock cmpxchgl %ecx, (%rdi)
; CHECK-NEXT: jne .LBB4_1
; CHECK: retq
; CHECK-LABEL: or_bit_i32:
; CHECK: movl (%rdi), %eax
; CHECK: .LBB5_1:
; CHECK: movl %eax, %ecx
; CHECK-NEXT: orl $16, %ecx
; CHECK-NEXT: lock cmpxchgl %ecx, (%rdi)
; CHECK-NEXT: jne .LBB5_1
; CHECK: andl $16, %eax
; CHECK-NEXT: retq
; CHECK-LABEL: two_xor:
; CHECK: movl (%rdi), %ecx
; CHECK: .LBB6_1:
; CHECK: movl %ecx, %edx
; CHECK-NEXT: xorl %esi, %edx
; CHECK-NEXT: movl %ecx, %eax
; CHECK-NEXT: lock cmpxchgl %edx, (%rdi)
; CHECK-NEXT: movl %eax, %ecx
; CHECK-NEXT: jne .LBB6_1
; CHECK: movl (%rdi), %eax
; CHECK: .LBB6_3:
; CHECK: movl %eax, %edx
; CHECK-NEXT: andl %ecx, %edx
; CHECK-NEXT: lock cmpxchgl %edx, (%rdi)
; CHECK-NEXT: jne .LBB6_3
; CHECK: addl %eax, %ecx
; CHECK-NEXT: movl %ecx, %eax
; CHECK-NEXT: retq
