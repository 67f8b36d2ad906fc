; An i128 atomicrmw without CMPXCHG16B: llc-14 calls __sync_fetch_and_xor_16, pyllc has no such libcall
; expansion yet and rejects it with a located diagnostic.  (The i32 atomicrmw xor with its old value used that
; this file used to reject is now a CMPXCHG loop from atomic-expand: atomic-cmpxchg-loop.ll.)
; The location is the function's first instruction, not the atomicrmw (legalization of the result).
; RUN: rm -f %t.s
; RUN: not pyllc %s -o %t.s 2>&1 | FileCheck %s
; RUN: not test -e %t.s
; CHECK: unsupported-located-atomic.ll:{{[0-9]+}}:3: error: unsupported: cannot expand the result of AtomicLoadXor (type i128)

target triple = "x86_64-unknown-linux-gnu"
@g = global i128 0
define i128 @f(i128 %v) {
  %x = add i128 %v, 1
  %old = atomicrmw xor i128* @g, i128 %v seq_cst, align 16
  ret i128 %old
}
