; Vector IR on eBPF, a target without any legal vector type: the type legalizer splits every vector down to
; one element and scalarizes it (build/insert/extract with constant and variable indexes, vector loads and
; stores, add/shl/sub, sext/trunc, icmp + select, a bitcast of an <N x i1> mask, and reductions, which the
; ExpandReductions pass turns into shuffles first).  CHECK lines are pyllc's output; llc-14 schedules some of
; these differently, and each function was run in the test eBPF VM (tests/bpf/ebpf_vm.py) for 60 argument
; sets, compiled by pyllc and by llc-14 for the default CPU, +alu32 and v3, with the same results.
; RUN: pyllc -march=bpf %s -o - | FileCheck %s --check-prefixes=CHECK,BPF64
; RUN: pyllc -march=bpf -mattr=+alu32 %s -o - | FileCheck %s --check-prefixes=CHECK,ALU32

target triple = "bpf"

; CHECK-LABEL: build_extract:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: r0 = r1
; CHECK-NEXT: r0 -= r2
; CHECK-NEXT: r0 *= 7
; CHECK-NEXT: exit
define i64 @build_extract(i64 %a, i64 %b) nounwind {
  %v0 = insertelement <4 x i64> <i64 undef, i64 7, i64 undef, i64 9>, i64 %a, i64 0
  %v1 = insertelement <4 x i64> %v0, i64 %b, i64 2
  %e1 = extractelement <4 x i64> %v1, i64 1
  %e2 = extractelement <4 x i64> %v1, i64 2
  %e0 = extractelement <4 x i64> %v1, i64 0
  %s = sub i64 %e0, %e2
  %r = mul i64 %s, %e1
  ret i64 %r
}

; CHECK-LABEL: add_store:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: r3 = *(u64 *)(r1 + 0)
; CHECK-NEXT: r4 = *(u64 *)(r1 + 8)
; CHECK-NEXT: r5 = *(u64 *)(r2 + 0)
; CHECK-NEXT: r2 = *(u64 *)(r2 + 8)
; CHECK-NEXT: r2 += r4
; CHECK-NEXT: r5 += r3
; CHECK-NEXT: r5 <<= 1
; CHECK-NEXT: r2 <<= 3
; CHECK-NEXT: *(u64 *)(r1 + 8) = r2
; CHECK-NEXT: *(u64 *)(r1 + 0) = r5
; CHECK-NEXT: exit
define void @add_store(<2 x i64>* %p, <2 x i64>* %q) nounwind {
  %x = load <2 x i64>, <2 x i64>* %p, align 8
  %y = load <2 x i64>, <2 x i64>* %q, align 8
  %s = add <2 x i64> %x, %y
  %t = shl <2 x i64> %s, <i64 1, i64 3>
  store <2 x i64> %t, <2 x i64>* %p, align 8
  ret void
}

; CHECK-LABEL: icmp_select:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: r0 = r2
; CHECK-NEXT: r2 = r0
; CHECK-NEXT: r2 <<= 8
; CHECK-NEXT: r4 = r0
; CHECK-NEXT: r4 <<= 24
; CHECK-NEXT: r3 = r0
; CHECK-NEXT: r3 <<= 16
; CHECK-NEXT: if r1 s> -1 goto LBB2_2
; CHECK-NEXT: # %bb.1:
; CHECK-NEXT: r0 = 0
; CHECK-NEXT: LBB2_2:
; CHECK-NEXT: if r1 s> 10 goto LBB2_4
; CHECK-NEXT: # %bb.3:
; CHECK-NEXT: r3 = 0
; CHECK-NEXT: LBB2_4:
; CHECK-NEXT: if r1 s> 100 goto LBB2_6
; CHECK-NEXT: # %bb.5:
; CHECK-NEXT: r4 = 0
; CHECK-NEXT: LBB2_6:
; CHECK-NEXT: if r1 s> 0 goto LBB2_8
; CHECK-NEXT: # %bb.7:
; CHECK-NEXT: r2 = 0
; CHECK-NEXT: LBB2_8:
; CHECK-NEXT: r2 |= r4
; CHECK-NEXT: r0 |= r3
; CHECK-NEXT: r0 |= r2
; CHECK-NEXT: exit
define i64 @icmp_select(i64 %a, i64 %b) nounwind {
  %va = insertelement <4 x i64> poison, i64 %a, i64 0
  %sa = shufflevector <4 x i64> %va, <4 x i64> poison, <4 x i32> zeroinitializer
  %c = icmp sgt <4 x i64> %sa, <i64 -1, i64 0, i64 10, i64 100>
  %vb = insertelement <4 x i64> poison, i64 %b, i64 0
  %sb = shufflevector <4 x i64> %vb, <4 x i64> poison, <4 x i32> zeroinitializer
  %m = shl <4 x i64> %sb, <i64 0, i64 8, i64 16, i64 24>
  %sel = select <4 x i1> %c, <4 x i64> %m, <4 x i64> zeroinitializer
  %r = call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %sel)
  ret i64 %r
}

; BPF64-LABEL: reduce_add:
; BPF64-NEXT: # %bb.0:
; BPF64-NEXT: r2 = *(u16 *)(r1 + 4)
; BPF64-NEXT: r0 = *(u16 *)(r1 + 0)
; BPF64-NEXT: r3 = *(u16 *)(r1 + 6)
; BPF64-NEXT: r1 = *(u16 *)(r1 + 2)
; BPF64-NEXT: r1 += r3
; BPF64-NEXT: r0 += r2
; BPF64-NEXT: r0 += r1
; BPF64-NEXT: exit
; ALU32-LABEL: reduce_add:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: w2 = *(u16 *)(r1 + 4)
; ALU32-NEXT: w0 = *(u16 *)(r1 + 0)
; ALU32-NEXT: w3 = *(u16 *)(r1 + 6)
; ALU32-NEXT: w1 = *(u16 *)(r1 + 2)
; ALU32-NEXT: w1 += w3
; ALU32-NEXT: w0 += w2
; ALU32-NEXT: w0 += w1
; ALU32-NEXT: exit
define i32 @reduce_add(i16* %p) nounwind {
  %vp = bitcast i16* %p to <4 x i16>*
  %v = load <4 x i16>, <4 x i16>* %vp, align 2
  %z = zext <4 x i16> %v to <4 x i32>
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %z)
  ret i32 %r
}

; BPF64-LABEL: mask_bits:
; BPF64-NEXT: # %bb.0:
; BPF64-NEXT: r3 = 1
; BPF64-NEXT: r4 = 4
; BPF64-NEXT: r2 = 1
; BPF64-NEXT: if r4 > r1 goto LBB4_2
; BPF64-NEXT: # %bb.1:
; BPF64-NEXT: r2 = 0
; BPF64-NEXT: LBB4_2:
; BPF64-NEXT: r5 = 3
; BPF64-NEXT: r4 = 1
; BPF64-NEXT: if r5 > r1 goto LBB4_4
; BPF64-NEXT: # %bb.3:
; BPF64-NEXT: r4 = 0
; BPF64-NEXT: LBB4_4:
; BPF64-NEXT: r5 = 2
; BPF64-NEXT: r0 = 1
; BPF64-NEXT: if r5 > r1 goto LBB4_6
; BPF64-NEXT: # %bb.5:
; BPF64-NEXT: r0 = 0
; BPF64-NEXT: LBB4_6:
; BPF64-NEXT: if r1 == 0 goto LBB4_8
; BPF64-NEXT: # %bb.7:
; BPF64-NEXT: r3 = 0
; BPF64-NEXT: LBB4_8:
; BPF64-NEXT: r2 <<= 1
; BPF64-NEXT: r2 |= r4
; BPF64-NEXT: r2 <<= 2
; BPF64-NEXT: r0 <<= 1
; BPF64-NEXT: r0 |= r3
; BPF64-NEXT: r0 |= r2
; BPF64-NEXT: exit
; ALU32-LABEL: mask_bits:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: w3 = 1
; ALU32-NEXT: r4 = 4
; ALU32-NEXT: w2 = 1
; ALU32-NEXT: if r4 > r1 goto LBB4_2
; ALU32-NEXT: # %bb.1:
; ALU32-NEXT: w2 = 0
; ALU32-NEXT: LBB4_2:
; ALU32-NEXT: r5 = 3
; ALU32-NEXT: w4 = 1
; ALU32-NEXT: if r5 > r1 goto LBB4_4
; ALU32-NEXT: # %bb.3:
; ALU32-NEXT: w4 = 0
; ALU32-NEXT: LBB4_4:
; ALU32-NEXT: r5 = 2
; ALU32-NEXT: w0 = 1
; ALU32-NEXT: if r5 > r1 goto LBB4_6
; ALU32-NEXT: # %bb.5:
; ALU32-NEXT: w0 = 0
; ALU32-NEXT: LBB4_6:
; ALU32-NEXT: if r1 == 0 goto LBB4_8
; ALU32-NEXT: # %bb.7:
; ALU32-NEXT: w3 = 0
; ALU32-NEXT: LBB4_8:
; ALU32-NEXT: w2 <<= 1
; ALU32-NEXT: w2 |= w4
; ALU32-NEXT: w2 <<= 2
; ALU32-NEXT: w0 <<= 1
; ALU32-NEXT: w0 |= w3
; ALU32-NEXT: w0 |= w2
; ALU32-NEXT: exit
define i8 @mask_bits(i64 %a, i64 %b) nounwind {
  %va = insertelement <4 x i64> poison, i64 %a, i64 0
  %sa = shufflevector <4 x i64> %va, <4 x i64> poison, <4 x i32> zeroinitializer
  %c = icmp ult <4 x i64> %sa, <i64 1, i64 2, i64 3, i64 4>
  %f = freeze <4 x i1> %c
  %i = bitcast <4 x i1> %f to i4
  %r = zext i4 %i to i8
  ret i8 %r
}

declare i64 @llvm.vector.reduce.or.v4i64(<4 x i64>)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)

; BPF64-LABEL: var_index:
; BPF64-NEXT: # %bb.0:
; BPF64-NEXT: r3 = 8
; BPF64-NEXT: *(u32 *)(r10 - 4) = r3
; BPF64-NEXT: r3 = 7
; BPF64-NEXT: *(u32 *)(r10 - 8) = r3
; BPF64-NEXT: *(u32 *)(r10 - 12) = r1
; BPF64-NEXT: r1 = 5
; BPF64-NEXT: *(u32 *)(r10 - 16) = r1
; BPF64-NEXT: r2 &= 3
; BPF64-NEXT: r2 <<= 2
; BPF64-NEXT: r1 = r10
; BPF64-NEXT: r1 += -16
; BPF64-NEXT: r1 += r2
; BPF64-NEXT: r0 = *(u32 *)(r1 + 0)
; BPF64-NEXT: r0 <<= 32
; BPF64-NEXT: r0 s>>= 32
; BPF64-NEXT: exit
; ALU32-LABEL: var_index:
; ALU32-NEXT: # %bb.0:
; ALU32-NEXT: w3 = 8
; ALU32-NEXT: *(u32 *)(r10 - 4) = w3
; ALU32-NEXT: w3 = 7
; ALU32-NEXT: *(u32 *)(r10 - 8) = w3
; ALU32-NEXT: w3 = 5
; ALU32-NEXT: *(u32 *)(r10 - 16) = w3
; ALU32-NEXT: *(u32 *)(r10 - 12) = w1
; ALU32-NEXT: r2 &= 3
; ALU32-NEXT: r2 <<= 2
; ALU32-NEXT: r1 = r10
; ALU32-NEXT: r1 += -16
; ALU32-NEXT: r1 += r2
; ALU32-NEXT: w0 = *(u32 *)(r1 + 0)
; ALU32-NEXT: r0 <<= 32
; ALU32-NEXT: r0 s>>= 32
; ALU32-NEXT: exit
define i64 @var_index(i64 %a, i64 %b) nounwind {
  %t = trunc i64 %a to i32
  %v0 = insertelement <4 x i32> <i32 5, i32 6, i32 7, i32 8>, i32 %t, i64 1
  %i = and i64 %b, 3
  %e = extractelement <4 x i32> %v0, i64 %i
  %s = sext i32 %e to i64
  ret i64 %s
}

; CHECK-LABEL: sext_trunc:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: r0 = r1
; CHECK-NEXT: r1 = r0
; CHECK-NEXT: r1 <<= 32
; CHECK-NEXT: r1 s>>= 32
; CHECK-NEXT: r3 = r2
; CHECK-NEXT: r3 <<= 32
; CHECK-NEXT: r3 s>>= 32
; CHECK-NEXT: r2 -= r3
; CHECK-NEXT: r0 -= r1
; CHECK-NEXT: r0 ^= r2
; CHECK-NEXT: exit
define i64 @sext_trunc(i64 %a, i64 %b) nounwind {
  %va = insertelement <2 x i64> poison, i64 %a, i64 0
  %v = insertelement <2 x i64> %va, i64 %b, i64 1
  %t = trunc <2 x i64> %v to <2 x i32>
  %s = sext <2 x i32> %t to <2 x i64>
  %d = sub <2 x i64> %v, %s
  %e0 = extractelement <2 x i64> %d, i64 0
  %e1 = extractelement <2 x i64> %d, i64 1
  %r = xor i64 %e0, %e1
  ret i64 %r
}

; CHECK-LABEL: var_insert:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: r3 = 4
; CHECK-NEXT: *(u64 *)(r10 - 8) = r3
; CHECK-NEXT: r3 = 3
; CHECK-NEXT: *(u64 *)(r10 - 16) = r3
; CHECK-NEXT: r2 &= 1
; CHECK-NEXT: r2 <<= 3
; CHECK-NEXT: r3 = r10
; CHECK-NEXT: r3 += -16
; CHECK-NEXT: r3 += r2
; CHECK-NEXT: *(u64 *)(r3 + 0) = r1
; CHECK-NEXT: r1 = *(u64 *)(r10 - 8)
; CHECK-NEXT: r0 = *(u64 *)(r10 - 16)
; CHECK-NEXT: r0 *= 10
; CHECK-NEXT: r0 += r1
; CHECK-NEXT: exit
define i64 @var_insert(i64 %a, i64 %b) nounwind {
  %i = and i64 %b, 1
  %v = insertelement <2 x i64> <i64 3, i64 4>, i64 %a, i64 %i
  %e0 = extractelement <2 x i64> %v, i64 0
  %e1 = extractelement <2 x i64> %v, i64 1
  %m = mul i64 %e0, 10
  %r = add i64 %m, %e1
  ret i64 %r
}
