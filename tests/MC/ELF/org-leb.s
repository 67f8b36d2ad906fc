# .org / '. =' padding and symbolic .uleb128/.sleb128 (sized during layout, never shrinking) give the
# object llvm-mc-14 gives; a backward .org is a located error.
# REQUIRES: mc14, readobj14
# RUN: pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.mine.o
# RUN: llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.ref.o
# RUN: llvm-readobj-14 --sections --section-data --relocations --symbols %t.mine.o | grep -v '^File:' > %t.mine.txt
# RUN: llvm-readobj-14 --sections --section-data --relocations --symbols %t.ref.o | grep -v '^File:' > %t.ref.txt
# RUN: diff %t.ref.txt %t.mine.txt
# RUN: echo '.byte 1,2,3,4' > %t.bad.s
# RUN: echo '.org 2' >> %t.bad.s
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s
# CHECK: {{.*}}.bad.s:2:6: error: invalid .org offset '2' (at offset '4')
	.text
a:
	.byte	1
	.org	4, 0xAA
x:	.byte	2
	.org	x+3
	.byte	3
	. = 10
	.byte	4
	.section .data
	.uleb128 b-a
	.sleb128 a-b
	.uleb128 c-a, c-b
	.sleb128 b-c
	.byte	2
	.text
	.zero	200
b:
	.zero	20000
c:
	.byte	1
