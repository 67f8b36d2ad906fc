# Expressions fold with GNU as precedence and llvm-mc's arithmetic: the data llvm-mc-14 writes.
# REQUIRES: mc14, readobj14
# RUN: pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.mine.o
# RUN: llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.ref.o
# RUN: llvm-readobj-14 --section-data --relocations --symbols %t.mine.o | grep -v '^File:' > %t.mine.txt
# RUN: llvm-readobj-14 --section-data --relocations --symbols %t.ref.o | grep -v '^File:' > %t.ref.txt
# RUN: diff %t.ref.txt %t.mine.txt
	.data
	.quad	1 + 2 * 3 - 4 / 2, (1 + 2) * 3, 1 | 2 + 4, 1 + 2 | 4, 6 & 3 + 1, 2 * 3 << 1
	.quad	1 << 2 + 1, 16 >> 2 >> 1, -1 >> 60, -8 / 3, -8 % 3, 8 % -3, ~0, -~5, !0, !7
	.quad	1 < 2 == 1, 3 > 2 && 0 || 5, 1 <> 2, 1 != 1, 2 <= 2, 2 >= 3, 1 ^ 3 ^ 5
	.quad	0x7fffffffffffffff + 1, 0xffffffffffffffff, 01777, 0b1111, 'A' + 1, 1 + +1
	.long	sym + 4 - 2, sym - 8, (sym + 1) + 1, -4 + sym
	.long	sym@GOTPCREL, sym@gotpcrel + 4
	.quad	sym@TPOFF, sym@DTPOFF, sym@GOTOFF
	.long	local2 - local1, local1 - ., . - local1
local1:
	.byte	0
local2:
	.short	3 * (local2 - local1)
	K = 12
	L = K * 2
	.long	K, L, K + L
