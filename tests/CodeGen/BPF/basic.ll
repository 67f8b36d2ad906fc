; BPF code for small C functions (arithmetic, 32-bit values, loads/stores of every size, compares and
; branches, byte swaps, helper calls by number, globals through ld_imm64, atomics, the stack), for the
; default CPU, +alu32, v2 and v3.  The source is tests/CodeGen/BPF/Inputs/basic.c (clang-14 -target bpf
; -O2 -S -emit-llvm); CHECK lines are llc-14's output for the functions pyllc compiles identically.
; RUN: pyllc -march=bpf %s -o - | FileCheck %s --check-prefix=CHECK
; RUN: pyllc -march=bpf -mattr=+alu32 %s -o - | FileCheck %s --check-prefix=ALU32
; RUN: pyllc -march=bpf -mcpu=v2 %s -o - | FileCheck %s --check-prefix=V2
; RUN: pyllc -march=bpf -mcpu=v3 %s -o - | FileCheck %s --check-prefix=V3
; REQUIRES: llc14
; RUN: llc-14 -march=bpf %s -o - | FileCheck %s --check-prefix=CHECK
; RUN: llc-14 -march=bpf -mattr=+alu32 %s -o - | FileCheck %s --check-prefix=ALU32
; RUN: llc-14 -march=bpf -mcpu=v2 %s -o - | FileCheck %s --check-prefix=V2
; RUN: llc-14 -march=bpf -mcpu=v3 %s -o - | FileCheck %s --check-prefix=V3

; CHECK-LABEL: add:
; CHECK-NEXT: .Ladd$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = r2
; CHECK-NEXT: 	r0 *= 3
; CHECK-NEXT: 	r0 += r1
; CHECK-NEXT: 	exit
; ALU32-LABEL: add:
; ALU32-NEXT: .Ladd$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = r2
; ALU32-NEXT: 	r0 *= 3
; ALU32-NEXT: 	r0 += r1
; ALU32-NEXT: 	exit
; V2-LABEL: add:
; V2-NEXT: .Ladd$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = r2
; V2-NEXT: 	r0 *= 3
; V2-NEXT: 	r0 += r1
; V2-NEXT: 	exit
; V3-LABEL: add:
; V3-NEXT: .Ladd$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = r2
; V3-NEXT: 	r0 *= 3
; V3-NEXT: 	r0 += r1
; V3-NEXT: 	exit

; CHECK-LABEL: ashr:
; CHECK-NEXT: .Lashr$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = r1
; CHECK-NEXT: 	r2 <<= 32
; CHECK-NEXT: 	r2 >>= 32
; CHECK-NEXT: 	r0 s>>= r2
; CHECK-NEXT: 	exit
; ALU32-LABEL: ashr:
; ALU32-NEXT: .Lashr$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = r1
; ALU32-NEXT: 	r1 = w2
; ALU32-NEXT: 	r0 s>>= r1
; ALU32-NEXT: 	exit
; V2-LABEL: ashr:
; V2-NEXT: .Lashr$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = r1
; V2-NEXT: 	r2 <<= 32
; V2-NEXT: 	r2 >>= 32
; V2-NEXT: 	r0 s>>= r2
; V2-NEXT: 	exit
; V3-LABEL: ashr:
; V3-NEXT: .Lashr$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = r1
; V3-NEXT: 	r1 = w2
; V3-NEXT: 	r0 s>>= r1
; V3-NEXT: 	exit

; CHECK-LABEL: lshr:
; CHECK-NEXT: .Llshr$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = r1
; CHECK-NEXT: 	r0 >>= 7
; CHECK-NEXT: 	exit
; ALU32-LABEL: lshr:
; ALU32-NEXT: .Llshr$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = r1
; ALU32-NEXT: 	r0 >>= 7
; ALU32-NEXT: 	exit
; V2-LABEL: lshr:
; V2-NEXT: .Llshr$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = r1
; V2-NEXT: 	r0 >>= 7
; V2-NEXT: 	exit
; V3-LABEL: lshr:
; V3-NEXT: .Llshr$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = r1
; V3-NEXT: 	r0 >>= 7
; V3-NEXT: 	exit

; CHECK-LABEL: udiv:
; CHECK-NEXT: .Ludiv$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = r1
; CHECK-NEXT: 	r0 /= r2
; CHECK-NEXT: 	exit
; ALU32-LABEL: udiv:
; ALU32-NEXT: .Ludiv$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = r1
; ALU32-NEXT: 	r0 /= r2
; ALU32-NEXT: 	exit
; V2-LABEL: udiv:
; V2-NEXT: .Ludiv$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = r1
; V2-NEXT: 	r0 /= r2
; V2-NEXT: 	exit
; V3-LABEL: udiv:
; V3-NEXT: .Ludiv$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = r1
; V3-NEXT: 	r0 /= r2
; V3-NEXT: 	exit

; CHECK-LABEL: neg:
; CHECK-NEXT: .Lneg$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = r1
; CHECK-NEXT: 	r0 = -r0
; CHECK-NEXT: 	exit
; ALU32-LABEL: neg:
; ALU32-NEXT: .Lneg$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = r1
; ALU32-NEXT: 	r0 = -r0
; ALU32-NEXT: 	exit
; V2-LABEL: neg:
; V2-NEXT: .Lneg$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = r1
; V2-NEXT: 	r0 = -r0
; V2-NEXT: 	exit
; V3-LABEL: neg:
; V3-NEXT: .Lneg$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = r1
; V3-NEXT: 	r0 = -r0
; V3-NEXT: 	exit

; CHECK-LABEL: big:
; CHECK-NEXT: .Lbig$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = 20015998343868 ll
; CHECK-NEXT: 	exit
; ALU32-LABEL: big:
; ALU32-NEXT: .Lbig$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = 20015998343868 ll
; ALU32-NEXT: 	exit
; V2-LABEL: big:
; V2-NEXT: .Lbig$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = 20015998343868 ll
; V2-NEXT: 	exit
; V3-LABEL: big:
; V3-NEXT: .Lbig$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = 20015998343868 ll
; V3-NEXT: 	exit

; CHECK-LABEL: zext32:
; CHECK-NEXT: .Lzext32$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = r1
; CHECK-NEXT: 	r0 <<= 32
; CHECK-NEXT: 	r0 >>= 32
; CHECK-NEXT: 	exit
; ALU32-LABEL: zext32:
; ALU32-NEXT: .Lzext32$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = w1
; ALU32-NEXT: 	exit
; V2-LABEL: zext32:
; V2-NEXT: .Lzext32$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = r1
; V2-NEXT: 	r0 <<= 32
; V2-NEXT: 	r0 >>= 32
; V2-NEXT: 	exit
; V3-LABEL: zext32:
; V3-NEXT: .Lzext32$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = w1
; V3-NEXT: 	exit

; CHECK-LABEL: sext32:
; CHECK-NEXT: .Lsext32$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = r1
; CHECK-NEXT: 	r0 <<= 32
; CHECK-NEXT: 	r0 s>>= 32
; CHECK-NEXT: 	exit
; ALU32-LABEL: sext32:
; ALU32-NEXT: .Lsext32$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = w1
; ALU32-NEXT: 	r0 <<= 32
; ALU32-NEXT: 	r0 s>>= 32
; ALU32-NEXT: 	exit
; V2-LABEL: sext32:
; V2-NEXT: .Lsext32$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = r1
; V2-NEXT: 	r0 <<= 32
; V2-NEXT: 	r0 s>>= 32
; V2-NEXT: 	exit
; V3-LABEL: sext32:
; V3-NEXT: .Lsext32$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = w1
; V3-NEXT: 	r0 <<= 32
; V3-NEXT: 	r0 s>>= 32
; V3-NEXT: 	exit

; CHECK-LABEL: sub32:
; CHECK-NEXT: .Lsub32$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = r1
; CHECK-NEXT: 	r0 -= r2
; CHECK-NEXT: 	r0 ^= 7
; CHECK-NEXT: 	exit
; ALU32-LABEL: sub32:
; ALU32-NEXT: .Lsub32$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	w0 = w1
; ALU32-NEXT: 	w0 -= w2
; ALU32-NEXT: 	w0 ^= 7
; ALU32-NEXT: 	exit
; V2-LABEL: sub32:
; V2-NEXT: .Lsub32$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = r1
; V2-NEXT: 	r0 -= r2
; V2-NEXT: 	r0 ^= 7
; V2-NEXT: 	exit
; V3-LABEL: sub32:
; V3-NEXT: .Lsub32$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	w0 = w1
; V3-NEXT: 	w0 -= w2
; V3-NEXT: 	w0 ^= 7
; V3-NEXT: 	exit

; CHECK-LABEL: ld32:
; CHECK-NEXT: .Lld32$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = *(u32 *)(r1 + 4)
; CHECK-NEXT: 	r0 += 5
; CHECK-NEXT: 	exit
; ALU32-LABEL: ld32:
; ALU32-NEXT: .Lld32$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	w0 = *(u32 *)(r1 + 4)
; ALU32-NEXT: 	w0 += 5
; ALU32-NEXT: 	exit
; V2-LABEL: ld32:
; V2-NEXT: .Lld32$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = *(u32 *)(r1 + 4)
; V2-NEXT: 	r0 += 5
; V2-NEXT: 	exit
; V3-LABEL: ld32:
; V3-NEXT: .Lld32$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	w0 = *(u32 *)(r1 + 4)
; V3-NEXT: 	w0 += 5
; V3-NEXT: 	exit

; CHECK-LABEL: ld8:
; CHECK-NEXT: .Lld8$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = *(u8 *)(r1 + 3)
; CHECK-NEXT: 	exit
; ALU32-LABEL: ld8:
; ALU32-NEXT: .Lld8$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	w0 = *(u8 *)(r1 + 3)
; ALU32-NEXT: 	exit
; V2-LABEL: ld8:
; V2-NEXT: .Lld8$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = *(u8 *)(r1 + 3)
; V2-NEXT: 	exit
; V3-LABEL: ld8:
; V3-NEXT: .Lld8$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	w0 = *(u8 *)(r1 + 3)
; V3-NEXT: 	exit

; CHECK-LABEL: ld16:
; CHECK-NEXT: .Lld16$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = *(u16 *)(r1 + 4)
; CHECK-NEXT: 	exit
; ALU32-LABEL: ld16:
; ALU32-NEXT: .Lld16$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	w0 = *(u16 *)(r1 + 4)
; ALU32-NEXT: 	exit
; V2-LABEL: ld16:
; V2-NEXT: .Lld16$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = *(u16 *)(r1 + 4)
; V2-NEXT: 	exit
; V3-LABEL: ld16:
; V3-NEXT: .Lld16$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	w0 = *(u16 *)(r1 + 4)
; V3-NEXT: 	exit

; CHECK-LABEL: ld64:
; CHECK-NEXT: .Lld64$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = *(u64 *)(r1 + 32)
; CHECK-NEXT: 	exit
; ALU32-LABEL: ld64:
; ALU32-NEXT: .Lld64$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = *(u64 *)(r1 + 32)
; ALU32-NEXT: 	exit
; V2-LABEL: ld64:
; V2-NEXT: .Lld64$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = *(u64 *)(r1 + 32)
; V2-NEXT: 	exit
; V3-LABEL: ld64:
; V3-NEXT: .Lld64$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = *(u64 *)(r1 + 32)
; V3-NEXT: 	exit

; CHECK-LABEL: st:
; CHECK-NEXT: .Lst$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r3 = *(u8 *)(r2 + 0)
; CHECK-NEXT: 	*(u64 *)(r1 + 16) = r3
; CHECK-NEXT: 	r1 = 9
; CHECK-NEXT: 	*(u8 *)(r2 + 3) = r1
; CHECK-NEXT: 	exit
; ALU32-LABEL: st:
; ALU32-NEXT: .Lst$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	w3 = *(u8 *)(r2 + 0)
; ALU32-NEXT: 	*(u64 *)(r1 + 16) = r3
; ALU32-NEXT: 	w1 = 9
; ALU32-NEXT: 	*(u8 *)(r2 + 3) = w1
; ALU32-NEXT: 	exit
; V2-LABEL: st:
; V2-NEXT: .Lst$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r3 = *(u8 *)(r2 + 0)
; V2-NEXT: 	*(u64 *)(r1 + 16) = r3
; V2-NEXT: 	r1 = 9
; V2-NEXT: 	*(u8 *)(r2 + 3) = r1
; V2-NEXT: 	exit
; V3-LABEL: st:
; V3-NEXT: .Lst$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	w3 = *(u8 *)(r2 + 0)
; V3-NEXT: 	*(u64 *)(r1 + 16) = r3
; V3-NEXT: 	w1 = 9
; V3-NEXT: 	*(u8 *)(r2 + 3) = w1
; V3-NEXT: 	exit

; CHECK-LABEL: st16:
; CHECK-NEXT: .Lst16$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	*(u16 *)(r1 + 2) = r3
; CHECK-NEXT: 	*(u32 *)(r2 + 8) = r3
; CHECK-NEXT: 	exit
; ALU32-LABEL: st16:
; ALU32-NEXT: .Lst16$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	*(u16 *)(r1 + 2) = w3
; ALU32-NEXT: 	*(u32 *)(r2 + 8) = w3
; ALU32-NEXT: 	exit
; V2-LABEL: st16:
; V2-NEXT: .Lst16$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	*(u16 *)(r1 + 2) = r3
; V2-NEXT: 	*(u32 *)(r2 + 8) = r3
; V2-NEXT: 	exit
; V3-LABEL: st16:
; V3-NEXT: .Lst16$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	*(u16 *)(r1 + 2) = w3
; V3-NEXT: 	*(u32 *)(r2 + 8) = w3
; V3-NEXT: 	exit

; CHECK-LABEL: eq:
; CHECK-NEXT: .Leq$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = 1
; CHECK-NEXT: 	if r1 == r2 goto LBB18_2
; CHECK-NEXT: # %bb.1:
; CHECK-NEXT: 	r0 = 7
; CHECK-NEXT: LBB18_2:
; CHECK-NEXT: 	exit
; ALU32-LABEL: eq:
; ALU32-NEXT: .Leq$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = 1
; ALU32-NEXT: 	if r1 == r2 goto LBB18_2
; ALU32-NEXT: # %bb.1:
; ALU32-NEXT: 	r0 = 7
; ALU32-NEXT: LBB18_2:
; ALU32-NEXT: 	exit
; V2-LABEL: eq:
; V2-NEXT: .Leq$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = 1
; V2-NEXT: 	if r1 == r2 goto LBB18_2
; V2-NEXT: # %bb.1:
; V2-NEXT: 	r0 = 7
; V2-NEXT: LBB18_2:
; V2-NEXT: 	exit
; V3-LABEL: eq:
; V3-NEXT: .Leq$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = 1
; V3-NEXT: 	if r1 == r2 goto LBB18_2
; V3-NEXT: # %bb.1:
; V3-NEXT: 	r0 = 7
; V3-NEXT: LBB18_2:
; V3-NEXT: 	exit

; CHECK-LABEL: ugt:
; CHECK-NEXT: .Lugt$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = r1
; CHECK-NEXT: 	if r0 > r2 goto LBB19_2
; CHECK-NEXT: # %bb.1:
; CHECK-NEXT: 	r0 = r2
; CHECK-NEXT: LBB19_2:
; CHECK-NEXT: 	exit
; ALU32-LABEL: ugt:
; ALU32-NEXT: .Lugt$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = r1
; ALU32-NEXT: 	if r0 > r2 goto LBB19_2
; ALU32-NEXT: # %bb.1:
; ALU32-NEXT: 	r0 = r2
; ALU32-NEXT: LBB19_2:
; ALU32-NEXT: 	exit
; V2-LABEL: ugt:
; V2-NEXT: .Lugt$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = r1
; V2-NEXT: 	if r0 > r2 goto LBB19_2
; V2-NEXT: # %bb.1:
; V2-NEXT: 	r0 = r2
; V2-NEXT: LBB19_2:
; V2-NEXT: 	exit
; V3-LABEL: ugt:
; V3-NEXT: .Lugt$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = r1
; V3-NEXT: 	if r0 > r2 goto LBB19_2
; V3-NEXT: # %bb.1:
; V3-NEXT: 	r0 = r2
; V3-NEXT: LBB19_2:
; V3-NEXT: 	exit

; CHECK-LABEL: sgt:
; CHECK-NEXT: .Lsgt$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = r1
; CHECK-NEXT: 	if r0 s> 5 goto LBB20_2
; CHECK-NEXT: # %bb.1:
; CHECK-NEXT: 	r0 = 5
; CHECK-NEXT: LBB20_2:
; CHECK-NEXT: 	exit
; ALU32-LABEL: sgt:
; ALU32-NEXT: .Lsgt$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = r1
; ALU32-NEXT: 	if r0 s> 5 goto LBB20_2
; ALU32-NEXT: # %bb.1:
; ALU32-NEXT: 	r0 = 5
; ALU32-NEXT: LBB20_2:
; ALU32-NEXT: 	exit
; V2-LABEL: sgt:
; V2-NEXT: .Lsgt$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = r1
; V2-NEXT: 	if r0 s> 5 goto LBB20_2
; V2-NEXT: # %bb.1:
; V2-NEXT: 	r0 = 5
; V2-NEXT: LBB20_2:
; V2-NEXT: 	exit
; V3-LABEL: sgt:
; V3-NEXT: .Lsgt$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = r1
; V3-NEXT: 	if r0 s> 5 goto LBB20_2
; V3-NEXT: # %bb.1:
; V3-NEXT: 	r0 = 5
; V3-NEXT: LBB20_2:
; V3-NEXT: 	exit

; CHECK-LABEL: ult:
; CHECK-NEXT: .Lult$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = r1
; CHECK-NEXT: 	r0 <<= 1
; CHECK-NEXT: 	if r2 > r1 goto LBB21_2
; CHECK-NEXT: # %bb.1:
; CHECK-NEXT: 	r0 = r2
; CHECK-NEXT: LBB21_2:
; CHECK-NEXT: 	exit
; ALU32-LABEL: ult:
; ALU32-NEXT: .Lult$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = r1
; ALU32-NEXT: 	r0 <<= 1
; ALU32-NEXT: 	if r2 > r1 goto LBB21_2
; ALU32-NEXT: # %bb.1:
; ALU32-NEXT: 	r0 = r2
; ALU32-NEXT: LBB21_2:
; ALU32-NEXT: 	exit
; V2-LABEL: ult:
; V2-NEXT: .Lult$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = r1
; V2-NEXT: 	r0 <<= 1
; V2-NEXT: 	if r1 < r2 goto LBB21_2
; V2-NEXT: # %bb.1:
; V2-NEXT: 	r0 = r2
; V2-NEXT: LBB21_2:
; V2-NEXT: 	exit
; V3-LABEL: ult:
; V3-NEXT: .Lult$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = r1
; V3-NEXT: 	r0 <<= 1
; V3-NEXT: 	if r1 < r2 goto LBB21_2
; V3-NEXT: # %bb.1:
; V3-NEXT: 	r0 = r2
; V3-NEXT: LBB21_2:
; V3-NEXT: 	exit

; CHECK-LABEL: slt:
; CHECK-NEXT: .Lslt$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = 3
; CHECK-NEXT: 	if r2 s> r1 goto LBB22_2
; CHECK-NEXT: # %bb.1:
; CHECK-NEXT: 	r0 = 4
; CHECK-NEXT: LBB22_2:
; CHECK-NEXT: 	exit
; ALU32-LABEL: slt:
; ALU32-NEXT: .Lslt$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = 3
; ALU32-NEXT: 	if r2 s> r1 goto LBB22_2
; ALU32-NEXT: # %bb.1:
; ALU32-NEXT: 	r0 = 4
; ALU32-NEXT: LBB22_2:
; ALU32-NEXT: 	exit
; V2-LABEL: slt:
; V2-NEXT: .Lslt$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = 3
; V2-NEXT: 	if r1 s< r2 goto LBB22_2
; V2-NEXT: # %bb.1:
; V2-NEXT: 	r0 = 4
; V2-NEXT: LBB22_2:
; V2-NEXT: 	exit
; V3-LABEL: slt:
; V3-NEXT: .Lslt$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = 3
; V3-NEXT: 	if r1 s< r2 goto LBB22_2
; V3-NEXT: # %bb.1:
; V3-NEXT: 	r0 = 4
; V3-NEXT: LBB22_2:
; V3-NEXT: 	exit

; CHECK-LABEL: ne0:
; CHECK-NEXT: .Lne0$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = 2
; CHECK-NEXT: 	if r1 == 0 goto LBB23_2
; CHECK-NEXT: # %bb.1:
; CHECK-NEXT: 	r0 = 9
; CHECK-NEXT: LBB23_2:
; CHECK-NEXT: 	exit
; ALU32-LABEL: ne0:
; ALU32-NEXT: .Lne0$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = 2
; ALU32-NEXT: 	if r1 == 0 goto LBB23_2
; ALU32-NEXT: # %bb.1:
; ALU32-NEXT: 	r0 = 9
; ALU32-NEXT: LBB23_2:
; ALU32-NEXT: 	exit
; V2-LABEL: ne0:
; V2-NEXT: .Lne0$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = 2
; V2-NEXT: 	if r1 == 0 goto LBB23_2
; V2-NEXT: # %bb.1:
; V2-NEXT: 	r0 = 9
; V2-NEXT: LBB23_2:
; V2-NEXT: 	exit
; V3-LABEL: ne0:
; V3-NEXT: .Lne0$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = 2
; V3-NEXT: 	if r1 == 0 goto LBB23_2
; V3-NEXT: # %bb.1:
; V3-NEXT: 	r0 = 9
; V3-NEXT: LBB23_2:
; V3-NEXT: 	exit

; CHECK-LABEL: bswap16:
; CHECK-NEXT: .Lbswap16$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = r1
; CHECK-NEXT: 	r0 = be16 r0
; CHECK-NEXT: 	exit
; V2-LABEL: bswap16:
; V2-NEXT: .Lbswap16$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = r1
; V2-NEXT: 	r0 = be16 r0
; V2-NEXT: 	exit

; CHECK-LABEL: bswap32:
; CHECK-NEXT: .Lbswap32$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = r1
; CHECK-NEXT: 	r0 = be32 r0
; CHECK-NEXT: 	exit
; V2-LABEL: bswap32:
; V2-NEXT: .Lbswap32$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = r1
; V2-NEXT: 	r0 = be32 r0
; V2-NEXT: 	exit

; CHECK-LABEL: bswap64:
; CHECK-NEXT: .Lbswap64$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = r1
; CHECK-NEXT: 	r0 = be64 r0
; CHECK-NEXT: 	exit
; ALU32-LABEL: bswap64:
; ALU32-NEXT: .Lbswap64$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = r1
; ALU32-NEXT: 	r0 = be64 r0
; ALU32-NEXT: 	exit
; V2-LABEL: bswap64:
; V2-NEXT: .Lbswap64$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = r1
; V2-NEXT: 	r0 = be64 r0
; V2-NEXT: 	exit
; V3-LABEL: bswap64:
; V3-NEXT: .Lbswap64$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = r1
; V3-NEXT: 	r0 = be64 r0
; V3-NEXT: 	exit

; CHECK-LABEL: callh:
; CHECK-NEXT: .Lcallh$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r2 = 2
; CHECK-NEXT: 	call 1
; CHECK-NEXT: 	r0 += 1
; CHECK-NEXT: 	exit
; ALU32-LABEL: callh:
; ALU32-NEXT: .Lcallh$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r2 = 2
; ALU32-NEXT: 	call 1
; ALU32-NEXT: 	r0 += 1
; ALU32-NEXT: 	exit
; V2-LABEL: callh:
; V2-NEXT: .Lcallh$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r2 = 2
; V2-NEXT: 	call 1
; V2-NEXT: 	r0 += 1
; V2-NEXT: 	exit
; V3-LABEL: callh:
; V3-NEXT: .Lcallh$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r2 = 2
; V3-NEXT: 	call 1
; V3-NEXT: 	r0 += 1
; V3-NEXT: 	exit

; CHECK-LABEL: callh2:
; CHECK-NEXT: .Lcallh2$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	*(u64 *)(r10 - 8) = r1
; CHECK-NEXT: 	r1 = r10
; CHECK-NEXT: 	r1 += -8
; CHECK-NEXT: 	r2 = 8
; CHECK-NEXT: 	call 5
; CHECK-NEXT: 	exit
; ALU32-LABEL: callh2:
; ALU32-NEXT: .Lcallh2$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	*(u64 *)(r10 - 8) = r1
; ALU32-NEXT: 	r1 = r10
; ALU32-NEXT: 	r1 += -8
; ALU32-NEXT: 	r2 = 8
; ALU32-NEXT: 	call 5
; ALU32-NEXT: 	exit
; V2-LABEL: callh2:
; V2-NEXT: .Lcallh2$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	*(u64 *)(r10 - 8) = r1
; V2-NEXT: 	r1 = r10
; V2-NEXT: 	r1 += -8
; V2-NEXT: 	r2 = 8
; V2-NEXT: 	call 5
; V2-NEXT: 	exit
; V3-LABEL: callh2:
; V3-NEXT: .Lcallh2$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	*(u64 *)(r10 - 8) = r1
; V3-NEXT: 	r1 = r10
; V3-NEXT: 	r1 += -8
; V3-NEXT: 	r2 = 8
; V3-NEXT: 	call 5
; V3-NEXT: 	exit

; CHECK-LABEL: getg:
; CHECK-NEXT: .Lgetg$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r1 = counter ll
; CHECK-NEXT: 	r0 = *(u64 *)(r1 + 0)
; CHECK-NEXT: 	exit
; ALU32-LABEL: getg:
; ALU32-NEXT: .Lgetg$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r1 = counter ll
; ALU32-NEXT: 	r0 = *(u64 *)(r1 + 0)
; ALU32-NEXT: 	exit
; V2-LABEL: getg:
; V2-NEXT: .Lgetg$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r1 = counter ll
; V2-NEXT: 	r0 = *(u64 *)(r1 + 0)
; V2-NEXT: 	exit
; V3-LABEL: getg:
; V3-NEXT: .Lgetg$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r1 = counter ll
; V3-NEXT: 	r0 = *(u64 *)(r1 + 0)
; V3-NEXT: 	exit

; CHECK-LABEL: incg:
; CHECK-NEXT: .Lincg$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r1 = 1
; CHECK-NEXT: 	r2 = counter ll
; CHECK-NEXT: 	lock *(u64 *)(r2 + 0) += r1
; CHECK-NEXT: 	exit
; ALU32-LABEL: incg:
; ALU32-NEXT: .Lincg$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r1 = 1
; ALU32-NEXT: 	r2 = counter ll
; ALU32-NEXT: 	lock *(u64 *)(r2 + 0) += r1
; ALU32-NEXT: 	exit
; V2-LABEL: incg:
; V2-NEXT: .Lincg$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r1 = 1
; V2-NEXT: 	r2 = counter ll
; V2-NEXT: 	lock *(u64 *)(r2 + 0) += r1
; V2-NEXT: 	exit
; V3-LABEL: incg:
; V3-NEXT: .Lincg$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r1 = 1
; V3-NEXT: 	r2 = counter ll
; V3-NEXT: 	lock *(u64 *)(r2 + 0) += r1
; V3-NEXT: 	exit

; CHECK-LABEL: stackuse:
; CHECK-NEXT: .Lstackuse$local:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r1 = 1
; CHECK-NEXT: 	*(u64 *)(r10 - 8) = r1
; CHECK-NEXT: 	r1 = 2
; CHECK-NEXT: 	*(u64 *)(r10 - 16) = r1
; CHECK-NEXT: 	r1 = *(u64 *)(r10 - 8)
; CHECK-NEXT: 	r0 = *(u64 *)(r10 - 16)
; CHECK-NEXT: 	r0 += r1
; CHECK-NEXT: 	exit
; ALU32-LABEL: stackuse:
; ALU32-NEXT: .Lstackuse$local:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r1 = 1
; ALU32-NEXT: 	*(u64 *)(r10 - 8) = r1
; ALU32-NEXT: 	r1 = 2
; ALU32-NEXT: 	*(u64 *)(r10 - 16) = r1
; ALU32-NEXT: 	r1 = *(u64 *)(r10 - 8)
; ALU32-NEXT: 	r0 = *(u64 *)(r10 - 16)
; ALU32-NEXT: 	r0 += r1
; ALU32-NEXT: 	exit
; V2-LABEL: stackuse:
; V2-NEXT: .Lstackuse$local:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r1 = 1
; V2-NEXT: 	*(u64 *)(r10 - 8) = r1
; V2-NEXT: 	r1 = 2
; V2-NEXT: 	*(u64 *)(r10 - 16) = r1
; V2-NEXT: 	r1 = *(u64 *)(r10 - 8)
; V2-NEXT: 	r0 = *(u64 *)(r10 - 16)
; V2-NEXT: 	r0 += r1
; V2-NEXT: 	exit
; V3-LABEL: stackuse:
; V3-NEXT: .Lstackuse$local:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r1 = 1
; V3-NEXT: 	*(u64 *)(r10 - 8) = r1
; V3-NEXT: 	r1 = 2
; V3-NEXT: 	*(u64 *)(r10 - 16) = r1
; V3-NEXT: 	r1 = *(u64 *)(r10 - 8)
; V3-NEXT: 	r0 = *(u64 *)(r10 - 16)
; V3-NEXT: 	r0 += r1
; V3-NEXT: 	exit

; CHECK-LABEL: local_fn:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: 	r0 = r1
; CHECK-NEXT: 	r0 *= r0
; CHECK-NEXT: 	r0 += 1
; CHECK-NEXT: 	exit
; ALU32-LABEL: local_fn:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: 	r0 = r1
; ALU32-NEXT: 	r0 *= r0
; ALU32-NEXT: 	r0 += 1
; ALU32-NEXT: 	exit
; V2-LABEL: local_fn:
; V2-NEXT: # %bb.0:
; V2-NEXT: 	r0 = r1
; V2-NEXT: 	r0 *= r0
; V2-NEXT: 	r0 += 1
; V2-NEXT: 	exit
; V3-LABEL: local_fn:
; V3-NEXT: # %bb.0:
; V3-NEXT: 	r0 = r1
; V3-NEXT: 	r0 *= r0
; V3-NEXT: 	r0 += 1
; V3-NEXT: 	exit

source_filename = "t.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@counter = external dso_local global i64, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @add(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = mul i64 %1, 3
  %4 = add i64 %3, %0
  ret i64 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @arith(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = sub i64 %0, %1
  %4 = or i64 %0, 80
  %5 = xor i64 %3, %4
  %6 = shl i64 %1, 3
  %7 = and i64 %5, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @ashr(i64 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = zext i32 %1 to i64
  %4 = ashr i64 %0, %3
  ret i64 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @lshr(i64 noundef %0) local_unnamed_addr #0 {
  %2 = lshr i64 %0, 7
  ret i64 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @udiv(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = udiv i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @umod(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = urem i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @neg(i64 noundef %0) local_unnamed_addr #0 {
  %2 = sub i64 0, %0
  ret i64 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @big() local_unnamed_addr #0 {
  ret i64 20015998343868
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @zext32(i32 noundef %0) local_unnamed_addr #0 {
  %2 = zext i32 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @sext32(i32 noundef %0) local_unnamed_addr #0 {
  %2 = sext i32 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @sub32(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = sub i32 %0, %1
  %4 = xor i32 %3, 7
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @mul32(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = mul i32 %1, %0
  %4 = add i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i32 @ld32(i32* nocapture noundef readonly %0) local_unnamed_addr #1 {
  %2 = getelementptr inbounds i32, i32* %0, i64 1
  %3 = load i32, i32* %2, align 4, !tbaa !3
  %4 = add i32 %3, 5
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i64 @ld8(i8* nocapture noundef readonly %0) local_unnamed_addr #1 {
  %2 = getelementptr inbounds i8, i8* %0, i64 3
  %3 = load i8, i8* %2, align 1, !tbaa !7
  %4 = zext i8 %3 to i64
  ret i64 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i64 @ld16(i16* nocapture noundef readonly %0) local_unnamed_addr #1 {
  %2 = getelementptr inbounds i16, i16* %0, i64 2
  %3 = load i16, i16* %2, align 2, !tbaa !8
  %4 = zext i16 %3 to i64
  ret i64 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i64 @ld64(i64* nocapture noundef readonly %0) local_unnamed_addr #1 {
  %2 = getelementptr inbounds i64, i64* %0, i64 4
  %3 = load i64, i64* %2, align 8, !tbaa !10
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @st(i64* nocapture noundef writeonly %0, i8* nocapture noundef %1) local_unnamed_addr #2 {
  %3 = load i8, i8* %1, align 1, !tbaa !7
  %4 = zext i8 %3 to i64
  %5 = getelementptr inbounds i64, i64* %0, i64 2
  store i64 %4, i64* %5, align 8, !tbaa !10
  %6 = getelementptr inbounds i8, i8* %1, i64 3
  store i8 9, i8* %6, align 1, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @st16(i16* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1, i64 noundef %2) local_unnamed_addr #3 {
  %4 = trunc i64 %2 to i16
  %5 = getelementptr inbounds i16, i16* %0, i64 1
  store i16 %4, i16* %5, align 2, !tbaa !8
  %6 = trunc i64 %2 to i32
  %7 = getelementptr inbounds i32, i32* %1, i64 2
  store i32 %6, i32* %7, align 4, !tbaa !3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @eq(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i64 %0, %1
  %4 = select i1 %3, i64 1, i64 7
  ret i64 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @ugt(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = icmp ugt i64 %0, %1
  %4 = select i1 %3, i64 %0, i64 %1
  ret i64 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @sgt(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i64 %0, 5
  %3 = select i1 %2, i64 %0, i64 5
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @ult(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = icmp ult i64 %0, %1
  %4 = shl i64 %0, 1
  %5 = select i1 %3, i64 %4, i64 %1
  ret i64 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @slt(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = icmp slt i64 %0, %1
  %4 = select i1 %3, i64 3, i64 4
  ret i64 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @ne0(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i64 %0, 0
  %3 = select i1 %2, i64 2, i64 9
  ret i64 %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @bswap16(i16 noundef zeroext %0) local_unnamed_addr #4 {
  %2 = tail call i16 @llvm.bswap.i16(i16 %0)
  %3 = zext i16 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bswap.i16(i16) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @bswap32(i32 noundef %0) local_unnamed_addr #4 {
  %2 = tail call i32 @llvm.bswap.i32(i32 %0)
  ret i32 %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i64 @bswap64(i64 noundef %0) local_unnamed_addr #4 {
  %2 = tail call i64 @llvm.bswap.i64(i64 %0)
  ret i64 %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #5

; Function Attrs: nounwind
define dso_local i64 @callh(i64 noundef %0) local_unnamed_addr #6 {
  %2 = tail call i64 inttoptr (i64 1 to i64 (i64, i64)*)(i64 noundef %0, i64 noundef 2) #11
  %3 = add nsw i64 %2, 1
  ret i64 %3
}

; Function Attrs: nounwind
define dso_local i64 @callh2(i64 noundef %0) local_unnamed_addr #6 {
  %2 = alloca i64, align 8
  %3 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #11
  store i64 %0, i64* %2, align 8, !tbaa !12
  %4 = call i64 inttoptr (i64 5 to i64 (i8*, i64)*)(i8* noundef nonnull %3, i64 noundef 8) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #11
  ret i64 %4
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #7

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i64 @getg() local_unnamed_addr #1 {
  %1 = load i64, i64* @counter, align 8, !tbaa !10
  ret i64 %1
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define dso_local void @incg() local_unnamed_addr #8 {
  %1 = atomicrmw add i64* @counter, i64 1 seq_cst, align 8
  ret void
}

; Function Attrs: nofree nounwind
define dso_local i64 @stackuse() local_unnamed_addr #9 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3)
  %4 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4)
  store volatile i64 1, i64* %1, align 8, !tbaa !12
  store volatile i64 2, i64* %2, align 8, !tbaa !12
  %5 = load volatile i64, i64* %1, align 8, !tbaa !12
  %6 = load volatile i64, i64* %2, align 8, !tbaa !12
  %7 = add nsw i64 %6, %5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @calllocal(i64 noundef %0) local_unnamed_addr #0 {
  %2 = tail call fastcc i64 @local_fn(i64 noundef %0)
  %3 = add i64 %0, 1
  %4 = tail call fastcc i64 @local_fn(i64 noundef %3)
  %5 = add i64 %4, %2
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i64 @local_fn(i64 noundef %0) unnamed_addr #10 {
  %2 = mul i64 %0, %0
  %3 = add i64 %2, 1
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @sw(i64 noundef %0) local_unnamed_addr #0 {
  switch i64 %0, label %4 [
    i64 1, label %5
    i64 2, label %2
    i64 5, label %3
  ]

2:                                                ; preds = %1
  br label %5

3:                                                ; preds = %1
  br label %5

4:                                                ; preds = %1
  br label %5

5:                                                ; preds = %1, %4, %3, %2
  %6 = phi i64 [ 0, %4 ], [ 50, %3 ], [ 20, %2 ], [ 10, %1 ]
  ret i64 %6
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #8 = { mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #9 = { nofree nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #10 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!5, !5, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"short", !5, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !5, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !5, i64 0}
