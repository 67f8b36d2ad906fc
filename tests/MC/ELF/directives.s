# The ELF directives pyllc-mc assembles give the object llvm-mc-14 gives (sections with their data,
# relocations, symbols).
# REQUIRES: mc14, readobj14
# RUN: pyllc-mc -triple=x86_64-unknown-linux-gnu -filetype=obj %s -o %t.mine.o
# RUN: llvm-mc-14 -triple=x86_64-unknown-linux-gnu -filetype=obj %s -o %t.ref.o
# RUN: llvm-readobj-14 --sections --section-data --relocations --symbols %t.mine.o | grep -v '^File:' > %t.mine.txt
# RUN: llvm-readobj-14 --sections --section-data --relocations --symbols %t.ref.o | grep -v '^File:' > %t.ref.txt
# RUN: diff %t.ref.txt %t.mine.txt

	.file	"directives.c"
	.text
	.globl	f
	.p2align	4, 0x90
	.type	f,@function
f:
	.cfi_startproc
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	.cfi_def_cfa_register 6
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset 3, 8
	.cfi_remember_state
	.cfi_restore 3
	.cfi_restore_state
	.cfi_same_value 12
	.cfi_undefined 13
	.cfi_register 14, 15
	.cfi_escape 0x2e, 0x10
	.cfi_def_cfa 7, 8
	.cfi_endproc
.Lfunc_end0:
	.size	f, .Lfunc_end0-f

	.section	.text.g,"ax",@progbits
	.weak	g
	.hidden	g
	.type	g,%function
g:
	.cfi_startproc simple
	.cfi_def_cfa 7, 8
	.cfi_endproc
	.size	g, .-g

	.data
	.globl	d
	.p2align	3
d:
	.byte	1, 255, -128, 'a', '\n'
	.short	0x1234, -1
	.value	7
	.2byte	8
	.long	0b1010, 017, f, d+4, g@PLT - .
	.int	-2147483648
	.4byte	4294967295
	.quad	f, -1, 18446744073709551615
	.8byte	d - .
	.quad	(1 << 40) | 3, 10 / 3, -10 % 3, ~0 ^ 5, 3 * (4 + 5), 1 + 2 * 3, 7 & 12 | 1
	.quad	(2 < 3) + (2 == 2) + (1 != 1) + (3 >= 4), 1 && 0 || 1
	.size	d, .-d

	.section	.rodata.str1.1,"aMS",@progbits,1
.Lstr:
	.asciz	"hello\tworld\n\001\x41\\\""
	.string	"two"
	.ascii	"no zero", "x"

	.section	.rodata,"a",@progbits
	.balign	16
	.zero	3
	.zero	2, 0x41
	.skip	4
	.space	2, 7
	.fill	3, 2, 0x102
	.fill	2, 8, 0x1122334455
	.align	8
	.p2alignw 4, 0x9090
	.p2alignl 5, 0x12345678
	.uleb128 0, 127, 128, 624485
	.sleb128 -1, 63, -64, 64, -123456
	.quad	.Lstr

	.pushsection	.note.test,"",@note
	.long	1
	.popsection
	.section	.data.rel.ro,"aw",@progbits
	.previous
	.long	2
	.section	.tdata,"awT",@progbits
	.globl	tls
	.type	tls,@object
tls:
	.long	5
	.size	tls, 4
	.section	.bss.z,"aw",@nobits
	.local	z
	.comm	z, 16, 8
	.comm	common_sym, 32, 16
	.lcomm	lc, 12
	.section	.group.sec,"axG",@progbits,grp,comdat
	.globl	grp
grp:
	.byte	0x90
	.section	.uniq,"a",@progbits,unique,1
	.byte	1
	.section	.uniq,"a",@progbits,unique,2
	.byte	2
	.section	.linked,"ao",@progbits,f
	.byte	3
	.section	.init_array,"aw",@init_array
	.p2align	3
	.quad	f

	.set	five, 5
	.equ	six, five + 1
	seven = six + 1
	.equiv	eight, 8
	.data
	.long	five, six, seven, eight
	.globl	alias
	.set	alias, d + 8

1:	.long	1b - .
	.long	2f - 1b
2:	.long	0
1:	.long	1b
	.rept	3
	.byte	0xAA
	.endr
	.irp	v, 1, 2, 3
	.byte	\v
	.endr
	.protected	prot
prot:
	.internal	intl
intl:
	.type	obj, @object
	.type	tlsobj, STT_TLS
	.addrsig
	.addrsig_sym	f
	.ident	"pyllc-mc test"
	.section	".note.GNU-stack","",@progbits
