; An atomicrmw whose old value is used and that x86 has no single instruction for needs AtomicExpand,
; which pyllc does not have yet: reported at the instruction, from operation legalization.
; RUN: not pyllc %s -o %t.s 2>&1 | FileCheck %s
; CHECK: unsupported-located-atomic.ll:11:3: error: unsupported: atomicrmw with a used result other than add
; CHECK-NEXT: %old = atomicrmw xor i32* @g, i32 %v seq_cst, align 4

target triple = "x86_64-unknown-linux-gnu"
@g = global i32 0
define i32 @f(i32 %v) {
  %x = add i32 %v, 1
  %old = atomicrmw xor i32* @g, i32 %v seq_cst, align 4
  ret i32 %old
}
