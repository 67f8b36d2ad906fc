# DWARF 4 line tables (no .file 0): numbered files with and without a directory (a path is split into
# directory and name, a relative one too), directory reuse, discriminators, a large line advance, is_stmt 0,
# a row after alignment padding and a relaxed branch, a second code section: .debug_line equals
# llvm-mc-14 -filetype=obj (no .debug_line_str in DWARF 4).
# REQUIRES: mc14, readobj14, dwarfdump14
# RUN: pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.mine.o
# RUN: llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.ref.o
# RUN: llvm-readobj-14 --sections --section-data --relocations --symbols %t.mine.o | grep -v "^File:" > %t.mine.txt
# RUN: llvm-readobj-14 --sections --section-data --relocations --symbols %t.ref.o | grep -v "^File:" > %t.ref.txt
# RUN: diff %t.ref.txt %t.mine.txt
# RUN: llvm-dwarfdump-14 --debug-line %t.mine.o | tail -n +2 > %t.mine.dump
# RUN: llvm-dwarfdump-14 --debug-line %t.ref.o | tail -n +2 > %t.ref.dump
# RUN: diff %t.ref.dump %t.mine.dump
# RUN: FileCheck %s < %t.mine.dump
# CHECK: version: 4
# CHECK: include_directories[  3] = "rel/dir"
# CHECK: 0x0000000000000009      1      2      3   0           200  is_stmt
# CHECK: 0x000000000000000b 100000      0      4   0             0  is_stmt
# CHECK-NOT: .debug_line_str
	.text
	.file	"main.c"
	.file	1 "/work/src" "main.c"
	.file	2 "/work/src/include/inc.h"
	.file	3 "rel/dir/x.h"
	.file	4 "/work/src" "other.c"
f:
	.loc	1 3 0
	pushq	%rbp
	.loc	1 2 7 prologue_end
	movq	%rsp, %rbp
	.loc	2 1 2 discriminator 1
	movl	$1, %eax
	.loc	3 1 2 discriminator 200
	je	f
	.loc	4 100000
	nop
	.loc	4 1 is_stmt 0
	.p2align 4
	.loc	1 20 1
	popq	%rbp
	retq
	.section	.text.unlikely,"ax",@progbits
	.loc	1 30 0
	nop
