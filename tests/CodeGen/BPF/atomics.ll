; The BPF atomics (BPFInstrInfo.td): cmpxchg in R0/W0 (CMPXCHGD, CMPXCHGW32), xchg, the fetching
; add/and/or/xor, sub as a fetching add of the negated value, and the forms without fetch that
; bpf-mi-pemit-checking makes of a fetching atomic whose old value is dead.  -mcpu=v3 and -mattr=+alu32
; give the same code.  CHECK and OBJ lines are llc-14's output for the same file.
; RUN: pyllc -march=bpf -mcpu=v3 %s -o - | FileCheck %s
; RUN: pyllc -march=bpf -mattr=+alu32 %s -o - | FileCheck %s
; RUN: pyllc -march=bpf -mcpu=v3 -filetype=obj %s -o %t.o
; RUN: llvm-objdump-14 -d %t.o | FileCheck --check-prefix=OBJ %s
; REQUIRES: llc14, objdump14
; RUN: llc-14 -march=bpf -mcpu=v3 %s -o - | FileCheck %s
; RUN: llc-14 -march=bpf -mattr=+alu32 %s -o - | FileCheck %s
; RUN: llc-14 -march=bpf -mcpu=v3 -filetype=obj %s -o %t.llc.o
; RUN: llvm-objdump-14 -d %t.llc.o | FileCheck --check-prefix=OBJ %s

; CHECK-LABEL: cmpxchg64:
; CHECK: r0 = r2
; CHECK-NEXT: r0 = cmpxchg_64(r1 + 0, r0, r3)
; CHECK-NEXT: exit
; CHECK-LABEL: cmpxchg32:
; CHECK: w0 = w2
; CHECK-NEXT: w0 = cmpxchg32_32(r1 + 0, w0, w3)
; CHECK-NEXT: exit
; CHECK-LABEL: xchg32:
; CHECK: w0 = w2
; CHECK-NEXT: w0 = xchg32_32(r1 + 0, w0)
; CHECK-NEXT: exit
; CHECK-LABEL: xchg64:
; CHECK: r0 = r2
; CHECK-NEXT: r0 = xchg_64(r1 + 0, r0)
; CHECK-NEXT: exit
; CHECK-LABEL: fetch32:
; CHECK: w0 = w2
; CHECK-NEXT: w0 = atomic_fetch_add((u32 *)(r1 + 0), w0)
; CHECK-NEXT: w0 = atomic_fetch_and((u32 *)(r1 + 0), w0)
; CHECK-NEXT: w0 = atomic_fetch_or((u32 *)(r1 + 0), w0)
; CHECK-NEXT: w0 = atomic_fetch_xor((u32 *)(r1 + 0), w0)
; CHECK-NEXT: w0 = -w0
; CHECK-NEXT: w0 = atomic_fetch_add((u32 *)(r1 + 0), w0)
; CHECK-NEXT: exit
; CHECK-LABEL: fetch64:
; CHECK: r0 = r2
; CHECK-NEXT: r0 = atomic_fetch_add((u64 *)(r1 + 0), r0)
; CHECK-NEXT: r0 = atomic_fetch_and((u64 *)(r1 + 0), r0)
; CHECK-NEXT: r0 = atomic_fetch_or((u64 *)(r1 + 0), r0)
; CHECK-NEXT: r0 = atomic_fetch_xor((u64 *)(r1 + 0), r0)
; CHECK-NEXT: r0 = -r0
; CHECK-NEXT: r0 = atomic_fetch_add((u64 *)(r1 + 0), r0)
; CHECK-NEXT: exit
; CHECK-LABEL: nofetch32:
; CHECK: w3 = w2
; CHECK-NEXT: lock *(u32 *)(r1 + 0) += w3
; CHECK-NEXT: w3 = w2
; CHECK-NEXT: lock *(u32 *)(r1 + 0) &= w3
; CHECK-NEXT: w3 = w2
; CHECK-NEXT: lock *(u32 *)(r1 + 0) |= w3
; CHECK-NEXT: w3 = w2
; CHECK-NEXT: lock *(u32 *)(r1 + 0) ^= w3
; CHECK-NEXT: w2 = -w2
; CHECK-NEXT: lock *(u32 *)(r1 + 0) += w2
; CHECK-NEXT: exit
; CHECK-LABEL: nofetch64:
; CHECK: r3 = r2
; CHECK-NEXT: lock *(u64 *)(r1 + 0) += r3
; CHECK-NEXT: r3 = r2
; CHECK-NEXT: lock *(u64 *)(r1 + 0) &= r3
; CHECK-NEXT: r3 = r2
; CHECK-NEXT: lock *(u64 *)(r1 + 0) |= r3
; CHECK-NEXT: r3 = r2
; CHECK-NEXT: lock *(u64 *)(r1 + 0) ^= r3
; CHECK-NEXT: r2 = -r2
; CHECK-NEXT: lock *(u64 *)(r1 + 0) += r2
; CHECK-NEXT: exit

; OBJ-LABEL: <cmpxchg64>:
; OBJ-NEXT: bf 20 00 00 00 00 00 00 r0 = r2
; OBJ-NEXT: db 31 00 00 f1 00 00 00 r0 = cmpxchg_64(r1 + 0, r0, r3)
; OBJ-NEXT: 95 00 00 00 00 00 00 00 exit
; OBJ-LABEL: <cmpxchg32>:
; OBJ-NEXT: bc 20 00 00 00 00 00 00 w0 = w2
; OBJ-NEXT: c3 31 00 00 f1 00 00 00 <unknown>
; OBJ-NEXT: 95 00 00 00 00 00 00 00 exit
; OBJ-LABEL: <xchg32>:
; OBJ-NEXT: bc 20 00 00 00 00 00 00 w0 = w2
; OBJ-NEXT: c3 01 00 00 e1 00 00 00 <unknown>
; OBJ-NEXT: 95 00 00 00 00 00 00 00 exit
; OBJ-LABEL: <xchg64>:
; OBJ-NEXT: bf 20 00 00 00 00 00 00 r0 = r2
; OBJ-NEXT: db 01 00 00 e1 00 00 00 r0 = xchg_64(r1 + 0, r0)
; OBJ-NEXT: 95 00 00 00 00 00 00 00 exit
; OBJ-LABEL: <fetch32>:
; OBJ-NEXT: bc 20 00 00 00 00 00 00 w0 = w2
; OBJ-NEXT: c3 01 00 00 01 00 00 00 lock *(u32 *)(r1 + 0) += r0
; OBJ-NEXT: c3 01 00 00 51 00 00 00 <unknown>
; OBJ-NEXT: c3 01 00 00 41 00 00 00 <unknown>
; OBJ-NEXT: c3 01 00 00 a1 00 00 00 <unknown>
; OBJ-NEXT: 84 00 00 00 00 00 00 00 w0 = -w0
; OBJ-NEXT: c3 01 00 00 01 00 00 00 lock *(u32 *)(r1 + 0) += r0
; OBJ-NEXT: 95 00 00 00 00 00 00 00 exit
; OBJ-LABEL: <fetch64>:
; OBJ-NEXT: bf 20 00 00 00 00 00 00 r0 = r2
; OBJ-NEXT: db 01 00 00 01 00 00 00 r0 = atomic_fetch_add((u64 *)(r1 + 0), r0)
; OBJ-NEXT: db 01 00 00 51 00 00 00 r0 = atomic_fetch_and((u64 *)(r1 + 0), r0)
; OBJ-NEXT: db 01 00 00 41 00 00 00 r0 = atomic_fetch_or((u64 *)(r1 + 0), r0)
; OBJ-NEXT: db 01 00 00 a1 00 00 00 r0 = atomic_fetch_xor((u64 *)(r1 + 0), r0)
; OBJ-NEXT: 87 00 00 00 00 00 00 00 r0 = -r0
; OBJ-NEXT: db 01 00 00 01 00 00 00 r0 = atomic_fetch_add((u64 *)(r1 + 0), r0)
; OBJ-NEXT: 95 00 00 00 00 00 00 00 exit
; OBJ-LABEL: <nofetch32>:
; OBJ-NEXT: bc 23 00 00 00 00 00 00 w3 = w2
; OBJ-NEXT: c3 31 00 00 00 00 00 00 lock *(u32 *)(r1 + 0) += r3
; OBJ-NEXT: bc 23 00 00 00 00 00 00 w3 = w2
; OBJ-NEXT: c3 31 00 00 50 00 00 00 <unknown>
; OBJ-NEXT: bc 23 00 00 00 00 00 00 w3 = w2
; OBJ-NEXT: c3 31 00 00 40 00 00 00 <unknown>
; OBJ-NEXT: bc 23 00 00 00 00 00 00 w3 = w2
; OBJ-NEXT: c3 31 00 00 a0 00 00 00 <unknown>
; OBJ-NEXT: 84 02 00 00 00 00 00 00 w2 = -w2
; OBJ-NEXT: c3 21 00 00 00 00 00 00 lock *(u32 *)(r1 + 0) += r2
; OBJ-NEXT: 95 00 00 00 00 00 00 00 exit
; OBJ-LABEL: <nofetch64>:
; OBJ-NEXT: bf 23 00 00 00 00 00 00 r3 = r2
; OBJ-NEXT: db 31 00 00 00 00 00 00 lock *(u64 *)(r1 + 0) += r3
; OBJ-NEXT: bf 23 00 00 00 00 00 00 r3 = r2
; OBJ-NEXT: db 31 00 00 50 00 00 00 lock *(u64 *)(r1 + 0) &= r3
; OBJ-NEXT: bf 23 00 00 00 00 00 00 r3 = r2
; OBJ-NEXT: db 31 00 00 40 00 00 00 lock *(u64 *)(r1 + 0) |= r3
; OBJ-NEXT: bf 23 00 00 00 00 00 00 r3 = r2
; OBJ-NEXT: db 31 00 00 a0 00 00 00 lock *(u64 *)(r1 + 0) ^= r3
; OBJ-NEXT: 87 02 00 00 00 00 00 00 r2 = -r2
; OBJ-NEXT: db 21 00 00 00 00 00 00 lock *(u64 *)(r1 + 0) += r2
; OBJ-NEXT: 95 00 00 00 00 00 00 00 exit

target triple = "bpf"

define i64 @cmpxchg64(i64* %p, i64 %old, i64 %new) nounwind {
  %r = cmpxchg i64* %p, i64 %old, i64 %new seq_cst seq_cst
  %v = extractvalue { i64, i1 } %r, 0
  ret i64 %v
}

define i32 @cmpxchg32(i32* %p, i32 %old, i32 %new) nounwind {
  %r = cmpxchg i32* %p, i32 %old, i32 %new seq_cst seq_cst
  %v = extractvalue { i32, i1 } %r, 0
  ret i32 %v
}

define i32 @xchg32(i32* %p, i32 %v) nounwind {
  %r = atomicrmw xchg i32* %p, i32 %v seq_cst
  ret i32 %r
}

define i64 @xchg64(i64* %p, i64 %v) nounwind {
  %r = atomicrmw xchg i64* %p, i64 %v seq_cst
  ret i64 %r
}

define i32 @fetch32(i32* %p, i32 %v) nounwind {
  %a = atomicrmw add i32* %p, i32 %v seq_cst
  %b = atomicrmw and i32* %p, i32 %a seq_cst
  %c = atomicrmw or i32* %p, i32 %b seq_cst
  %d = atomicrmw xor i32* %p, i32 %c seq_cst
  %e = atomicrmw sub i32* %p, i32 %d seq_cst
  ret i32 %e
}

define i64 @fetch64(i64* %p, i64 %v) nounwind {
  %a = atomicrmw add i64* %p, i64 %v seq_cst
  %b = atomicrmw and i64* %p, i64 %a seq_cst
  %c = atomicrmw or i64* %p, i64 %b seq_cst
  %d = atomicrmw xor i64* %p, i64 %c seq_cst
  %e = atomicrmw sub i64* %p, i64 %d seq_cst
  ret i64 %e
}

define void @nofetch32(i32* %p, i32 %v) nounwind {
  %a = atomicrmw add i32* %p, i32 %v seq_cst
  %b = atomicrmw and i32* %p, i32 %v seq_cst
  %c = atomicrmw or i32* %p, i32 %v seq_cst
  %d = atomicrmw xor i32* %p, i32 %v seq_cst
  %e = atomicrmw sub i32* %p, i32 %v seq_cst
  ret void
}

define void @nofetch64(i64* %p, i64 %v) nounwind {
  %a = atomicrmw add i64* %p, i64 %v seq_cst
  %b = atomicrmw and i64* %p, i64 %v seq_cst
  %c = atomicrmw or i64* %p, i64 %v seq_cst
  %d = atomicrmw xor i64* %p, i64 %v seq_cst
  %e = atomicrmw sub i64* %p, i64 %v seq_cst
  ret void
}
