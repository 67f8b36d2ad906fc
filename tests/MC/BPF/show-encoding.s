# -show-encoding prints the same lines as llvm-mc-14's (instruction text, encoding bytes with the fixed-up
# ones marked, one line per fixup).
# REQUIRES: mc14
# RUN: pyllc-mc -triple=bpfel -show-encoding %s > %t.mine
# RUN: llvm-mc-14 -triple=bpfel -show-encoding %s > %t.ref
# RUN: diff %t.ref %t.mine
	r0 = 1
	r1 = r2
	w1 = w3
	r1 <<= 3
	r2 s>>= r3
	r3 = -r3
	r4 = be16 r4
	*(u32 *)(r10 - 8) = r1
	r5 = *(u64 *)(r1 + 16)
	lock *(u32 *)(r1 + 0) += r2
	r0 = *(u16 *)skb[12]
	if r1 > r2 goto LBB0_1
	if r1 s<= -5 goto LBB0_1
	r1 = sym ll
	r2 = 4294967296 ll
	goto LBB0_1
LBB0_1:
	exit
