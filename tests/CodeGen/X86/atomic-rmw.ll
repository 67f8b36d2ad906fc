; Atomic operations x86-64 has an instruction for (X86ISelLowering's LowerATOMIC_STORE, lowerAtomicArith,
; LowerCMP_SWAP, LowerATOMIC_FENCE): LOCK ADD/SUB/AND/OR/XOR/INC/DEC when the old value is unused, LOCK XADD
; (sub through neg), XCHG, LOCK CMPXCHG with the success flag from ZF, plain MOVs for loads and stores (an XCHG
; for a seq_cst store), MFENCE for a seq_cst fence and #MEMBARRIER for the others.  CHECK lines are llc-14's
; output for this file.
; RUN: pyllc -O2 %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

define void @lock_add32(i32* %p, i32 %v) {
  %r = atomicrmw add i32* %p, i32 %v seq_cst
  ret void
}
define void @lock_inc32(i32* %p) {
  %r = atomicrmw add i32* %p, i32 1 monotonic
  ret void
}
define void @lock_dec64(i64* %p) {
  %r = atomicrmw sub i64* %p, i64 1 release
  ret void
}
define void @lock_sub8(i8* %p, i8 %v) {
  %r = atomicrmw sub i8* %p, i8 %v acq_rel
  ret void
}
define void @lock_and16i(i16* %p) {
  %r = atomicrmw and i16* %p, i16 255 seq_cst
  ret void
}
define void @lock_or64i8(i64* %p) {
  %r = atomicrmw or i64* %p, i64 8 seq_cst
  ret void
}
define void @lock_xor32i(i32* %p) {
  %r = atomicrmw xor i32* %p, i32 100000 seq_cst
  ret void
}
define i32 @xadd32(i32* %p, i32 %v) {
  %r = atomicrmw add i32* %p, i32 %v seq_cst
  ret i32 %r
}
define i64 @xadd64_sub(i64* %p, i64 %v) {
  %r = atomicrmw sub i64* %p, i64 %v seq_cst
  ret i64 %r
}
define i8 @xadd8(i8* %p) {
  %r = atomicrmw add i8* %p, i8 3 acquire
  ret i8 %r
}
define i16 @xchg16(i16* %p, i16 %v) {
  %r = atomicrmw xchg i16* %p, i16 %v seq_cst
  ret i16 %r
}
define i1 @cas32(i32* %p, i32 %o, i32 %n) {
  %r = cmpxchg i32* %p, i32 %o, i32 %n seq_cst seq_cst
  %s = extractvalue { i32, i1 } %r, 1
  ret i1 %s
}
define i64 @cas64_weak(i64* %p, i64 %o, i64 %n) {
  %r = cmpxchg weak i64* %p, i64 %o, i64 %n acquire monotonic
  %v = extractvalue { i64, i1 } %r, 0
  ret i64 %v
}
define i8 @cas8(i8* %p, i8 %o, i8 %n) {
  %r = cmpxchg i8* %p, i8 %o, i8 %n monotonic monotonic
  %v = extractvalue { i8, i1 } %r, 0
  ret i8 %v
}
define i32 @load_store(i32* %p, i32* %q, i32 %v) {
  %a = load atomic i32, i32* %p acquire, align 4
  store atomic i32 %v, i32* %q release, align 4
  store atomic i32 %a, i32* %q seq_cst, align 4
  %b = load atomic i32, i32* %p seq_cst, align 4
  ret i32 %b
}
define void @fences() {
  fence seq_cst
  fence acquire
  fence release
  fence acq_rel
  fence syncscope("singlethread") seq_cst
  ret void
}

; CHECK-LABEL: lock_add32:
; CHECK: lock addl %esi, (%rdi)
; CHECK-NEXT: retq
; CHECK-LABEL: lock_inc32:
; CHECK: lock incl (%rdi)
; CHECK-NEXT: retq
; CHECK-LABEL: lock_dec64:
; CHECK: lock decq (%rdi)
; CHECK-NEXT: retq
; CHECK-LABEL: lock_sub8:
; CHECK: lock subb %sil, (%rdi)
; CHECK-NEXT: retq
; CHECK-LABEL: lock_and16i:
; CHECK: lock andw $255, (%rdi)
; CHECK-NEXT: retq
; CHECK-LABEL: lock_or64i8:
; CHECK: lock orq $8, (%rdi)
; CHECK-NEXT: retq
; CHECK-LABEL: lock_xor32i:
; CHECK: lock xorl $100000, (%rdi)
; CHECK-NEXT: retq
; CHECK-LABEL: xadd32:
; CHECK: movl %esi, %eax
; CHECK-NEXT: lock xaddl %eax, (%rdi)
; CHECK-NEXT: retq
; CHECK-LABEL: xadd64_sub:
; CHECK: movq %rsi, %rax
; CHECK-NEXT: negq %rax
; CHECK-NEXT: lock xaddq %rax, (%rdi)
; CHECK-NEXT: retq
; CHECK-LABEL: xadd8:
; CHECK: movb $3, %al
; CHECK-NEXT: lock xaddb %al, (%rdi)
; CHECK-NEXT: retq
; CHECK-LABEL: xchg16:
; CHECK: movl %esi, %eax
; CHECK-NEXT: xchgw %ax, (%rdi)
; CHECK: retq
; CHECK-LABEL: cas32:
; CHECK: movl %esi, %eax
; CHECK-NEXT: lock cmpxchgl %edx, (%rdi)
; CHECK-NEXT: sete %al
; CHECK-NEXT: retq
; CHECK-LABEL: cas64_weak:
; CHECK: movq %rsi, %rax
; CHECK-NEXT: lock cmpxchgq %rdx, (%rdi)
; CHECK-NEXT: retq
; CHECK-LABEL: cas8:
; CHECK: movl %esi, %eax
; CHECK: lock cmpxchgb %dl, (%rdi)
; CHECK-NEXT: retq
; CHECK-LABEL: load_store:
; CHECK: movl (%rdi), %eax
; CHECK-NEXT: movl %edx, (%rsi)
; CHECK-NEXT: xchgl %eax, (%rsi)
; CHECK-NEXT: movl (%rdi), %eax
; CHECK-NEXT: retq
; CHECK-LABEL: fences:
; CHECK: mfence
; CHECK-NEXT: #MEMBARRIER
; CHECK-NEXT: #MEMBARRIER
; CHECK-NEXT: #MEMBARRIER
; CHECK-NEXT: #MEMBARRIER
; CHECK-NEXT: retq
