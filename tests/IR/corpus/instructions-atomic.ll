; Atomic read-modify-write instructions with every operation and ordering, cmpxchg (weak, volatile, failure
; orderings, syncscope) and fences.
target triple = "x86_64-unknown-linux-gnu"

define i32 @rmw_all(i32* %p, i32 %v) {
entry:
  %xchg = atomicrmw xchg i32* %p, i32 %v seq_cst
  %add = atomicrmw add i32* %p, i32 1 monotonic
  %sub = atomicrmw sub i32* %p, i32 %v acquire
  %and = atomicrmw and i32* %p, i32 255 release
  %nand = atomicrmw nand i32* %p, i32 %v acq_rel
  %or = atomicrmw or i32* %p, i32 4096 seq_cst
  %xor = atomicrmw xor i32* %p, i32 -1 monotonic
  %max = atomicrmw max i32* %p, i32 %v seq_cst
  %min = atomicrmw min i32* %p, i32 %v seq_cst
  %umax = atomicrmw umax i32* %p, i32 %v seq_cst
  %umin = atomicrmw umin i32* %p, i32 %v seq_cst
  %vol = atomicrmw volatile add i32* %p, i32 2 syncscope("singlethread") monotonic
  %al = atomicrmw add i32* %p, i32 3 seq_cst, align 4
  %s1 = add i32 %xchg, %add
  %s2 = add i32 %s1, %sub
  %s3 = add i32 %s2, %and
  %s4 = add i32 %s3, %nand
  %s5 = add i32 %s4, %or
  %s6 = add i32 %s5, %xor
  %s7 = add i32 %s6, %max
  %s8 = add i32 %s7, %min
  %s9 = add i32 %s8, %umax
  %s10 = add i32 %s9, %umin
  %s11 = add i32 %s10, %vol
  %s12 = add i32 %s11, %al
  ret i32 %s12
}

define void @rmw_widths(i8* %b, i16* %h, i64* %q, float* %f, double* %d, i8** %pp) {
entry:
  %0 = atomicrmw add i8* %b, i8 1 seq_cst
  %1 = atomicrmw umax i16* %h, i16 7 acq_rel
  %2 = atomicrmw xchg i64* %q, i64 -1 release
  %3 = atomicrmw fadd float* %f, float 1.0 seq_cst
  %4 = atomicrmw fsub double* %d, double 2.5 monotonic
  %5 = atomicrmw xchg float* %f, float 0.0 seq_cst
  ret void
}

define i1 @cmpxchg_forms(i32* %p, i32 %old, i32 %new, i64* %q) {
entry:
  %r1 = cmpxchg i32* %p, i32 %old, i32 %new seq_cst seq_cst
  %r2 = cmpxchg weak i32* %p, i32 %old, i32 %new acq_rel acquire
  %r3 = cmpxchg volatile i32* %p, i32 %old, i32 %new release monotonic
  %r4 = cmpxchg weak volatile i32* %p, i32 %old, i32 %new syncscope("singlethread") monotonic monotonic
  %r5 = cmpxchg i64* %q, i64 0, i64 1 acquire acquire, align 8
  %r6 = cmpxchg i32* %p, i32 0, i32 1 seq_cst acquire
  %v1 = extractvalue { i32, i1 } %r1, 0
  %ok2 = extractvalue { i32, i1 } %r2, 1
  %ok3 = extractvalue { i32, i1 } %r3, 1
  %ok4 = extractvalue { i32, i1 } %r4, 1
  %ok5 = extractvalue { i64, i1 } %r5, 1
  %a = and i1 %ok2, %ok3
  %b = or i1 %a, %ok4
  %c = xor i1 %b, %ok5
  %e = icmp eq i32 %v1, %old
  %r = and i1 %c, %e
  ret i1 %r
}

define void @fences() {
entry:
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  fence syncscope("singlethread") acquire
  ret void
}
