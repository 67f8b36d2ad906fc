# .file 0/N with MD5 checksums and .loc with every option (prologue_end, epilogue_begin, basic_block,
# is_stmt 0/1, isa, discriminator), two .loc in a row, a .loc left pending at a section switch, line and
# address advances past the special opcodes (advance_line, const_add_pc, advance_pc) and two sections
# (one sequence each): the DWARF 5 .debug_line and .debug_line_str equal llvm-mc-14 -filetype=obj.
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
# CHECK: version: 5
# CHECK: include_directories[  0] = "/work/src"
# CHECK: md5_checksum: 00112233445566778899aabbccddeeff
# CHECK: 0x0000000000000001      4      7      0   0             0  is_stmt prologue_end
# CHECK: 0x0000000000000004     10      2      1   0             0 {{$}}
# CHECK: 0x000000000000000e    200      1      2   0             3  is_stmt
# CHECK: 0x000000000000001f    201      1      2   2             0  is_stmt
# CHECK: 0x0000000000000031      2      1      0   0             0  is_stmt epilogue_begin
# CHECK: 0x0000000000000162     12      1      0   0             0  is_stmt end_sequence
# CHECK-NOT: {{ 51 }}
	.text
	.file	0 "/work/src" "main.c" md5 0x00112233445566778899aabbccddeeff
	.file	1 "/work/src" "inc.h" md5 0xffeeddccbbaa99887766554433221100
	.file	2 "/usr/include" "stdio.h" md5 0x0123456789abcdef0123456789abcdef
	.globl	f
	.type	f,@function
f:
	.loc	0 3 0
	pushq	%rbp
	.loc	0 4 7 prologue_end
	movq	%rsp, %rbp
	.loc	1 10 2 is_stmt 0
	movl	$1, %eax
	.loc	1 9 2 is_stmt 1 basic_block
	jmp	.Lend
	.loc	2 200 1 discriminator 3
	.loc	2 201 1 isa 2
	.zero	17, 0x90
	.loc	0 2 1 epilogue_begin
	.zero	18, 0x90
	.loc	0 2 2
	.zero	300, 0x90
	.loc	0 1000 5
	nop
	.loc	0 10 5
	nop
.Lend:
	.loc	0 11 5
	popq	%rbp
	retq
	.section	.text.g,"ax",@progbits
g:
	.loc	1 50 3
	retq
	.loc	1 51 3
	.zero	20
	.text
	.loc	0 12 1
	nop
