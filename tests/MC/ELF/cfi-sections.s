# .cfi_sections: .debug_frame alone (one CIE with id 0xffffffff and version 4, FDEs pointing at it through
# a relocation against the section, absolute 8-byte addresses), both sections, and a simple frame: the
# object equals llvm-mc-14's.
# REQUIRES: mc14, readobj14
# RUN: pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.mine.o
# RUN: llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.ref.o
# RUN: llvm-readobj-14 --sections --section-data --relocations --symbols %t.mine.o | grep -v "^File:" > %t.mine.txt
# RUN: llvm-readobj-14 --sections --section-data --relocations --symbols %t.ref.o | grep -v "^File:" > %t.ref.txt
# RUN: diff %t.ref.txt %t.mine.txt
# RUN: sed -e 's/^\t.cfi_sections .debug_frame$/\t.cfi_sections .eh_frame, .debug_frame/' %s > %t.both.s
# RUN: pyllc-mc -triple=x86_64 -filetype=obj %t.both.s -o %t.both.mine.o
# RUN: llvm-mc-14 -triple=x86_64 -filetype=obj %t.both.s -o %t.both.ref.o
# RUN: llvm-readobj-14 --sections --section-data --relocations --symbols %t.both.mine.o | grep -v "^File:" > %t.both.mine.txt
# RUN: llvm-readobj-14 --sections --section-data --relocations --symbols %t.both.ref.o | grep -v "^File:" > %t.both.ref.txt
# RUN: diff %t.both.ref.txt %t.both.mine.txt
# RUN: FileCheck %s < %t.both.mine.txt
# CHECK: Name: .eh_frame
# CHECK: Name: .debug_frame
# RUN: echo '.cfi_sections 1' > %t.bad.s
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
# BAD: .bad.s:1:15: error: expected .eh_frame or .debug_frame
	.cfi_sections .debug_frame
	.text
f:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	retq
	.cfi_endproc
	.section	.text.g,"ax",@progbits
g:
	.cfi_startproc simple
	.cfi_def_cfa %rsp, 8
	nop
	.cfi_endproc
	.text
h:
	.cfi_startproc
	subq	$24, %rsp
	.cfi_adjust_cfa_offset 24
	addq	$24, %rsp
	.cfi_adjust_cfa_offset -24
	retq
	.cfi_endproc
