# .macro/.endm with named parameters, defaults, :req and :vararg, keyword arguments, \@, \(), nested
# definitions, .exitm, .purgem, .macros_off/on, and .rept/.irp/.irpc as textual instantiations: the
# assembly llvm-mc-14 prints (blank lines where an instantiation comes back) and the same object.
# RUN: pyllc-mc -triple=x86_64 %s -o %t.mine.s
# RUN: FileCheck %s < %t.mine.s
# RUN: %if mc14 %{ llvm-mc-14 -triple=x86_64 %s -o %t.ref.s %}
# RUN: %if mc14 %{ diff %t.ref.s %t.mine.s %}
# RUN: pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.mine.o
# RUN: %if mc14 && readobj14 %{ llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.ref.o %}
# RUN: %if mc14 && readobj14 %{ llvm-readobj-14 --sections --section-data --relocations --symbols %t.ref.o | grep -v '^File:' > %t.ref.txt %}
# RUN: %if mc14 && readobj14 %{ llvm-readobj-14 --sections --section-data --relocations --symbols %t.mine.o | grep -v '^File:' > %t.mine.txt %}
# RUN: %if mc14 && readobj14 %{ diff %t.ref.txt %t.mine.txt %}
	.text
	.macro	sum a, b=2
	.long	\a+\b
	.endm
# CHECK:      {{^}}	.text
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}	.long	3
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}	.long	6
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}	.long	6
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}	.long	7
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}	.long	10
	sum	1
	sum	1, 5
	sum	1 + 2, 3
	sum	(1 + 2) 4
	sum	b=9, a=1
# Strings lose their quotes, and \() separates a parameter from what follows.
	.macro	str s
	.ascii	"\s"
	.ascii	"\s\()x"
	.endm
	str	"ab"
# CHECK:      {{^}}	.ascii	"ab"
# CHECK-NEXT: {{^}}	.ascii	"abx"
# \@ counts the macro instantiations; parameters paste into labels.
	.macro	lbl n
\n\()_start:
	.byte	\@
.L\n\@:
	.endm
	lbl	foo
	lbl	bar
# CHECK:      {{^}}foo_start:
# CHECK-NEXT: {{^}}	.byte	6
# CHECK-NEXT: {{^}}.Lfoo6:
# CHECK:      {{^}}bar_start:
# CHECK-NEXT: {{^}}	.byte	7
# CHECK-NEXT: {{^}}.Lbar7:
# A definition inside a macro is made when the outer one is expanded.
	.macro	outer x
	.macro	inner_\x y
	.byte	\x, \y
	.endm
	inner_\x 7
	.endm
	outer	3
	inner_3	8
# CHECK:      {{^}}	.byte	3
# CHECK-NEXT: {{^}}	.byte	7
# CHECK:      {{^}}	.byte	3
# CHECK-NEXT: {{^}}	.byte	8
	.macro	early v
	.byte	\v
	.exitm
	.byte	99
	.endm
	early	4
# CHECK:      {{^}}	.byte	4
# CHECK-NOT:  .byte 99
	.macro	va first, rest:vararg
	.byte	\first
	.byte	\rest
	.endm
	va	1, 2, 3, 4
# CHECK:      {{^}}	.byte	1
# CHECK-NEXT: {{^}}	.byte	2
# CHECK-NEXT: {{^}}	.byte	3
# CHECK-NEXT: {{^}}	.byte	4
	.macro	need x:req, y=5
	movl	$\x, %e\y
	.endm
	need	1, ax
	need	y=bx, x=0x10
# CHECK:      {{^}}	movl	$1, %eax
# CHECK:      {{^}}	movl	$16, %ebx
	.macro	noargs
	nop
	.endm
	noargs
	.purgem	noargs
	.macro	noargs
	ret
	.endm
	.macros_off
	.macros_on
	noargs
# CHECK:      {{^}}	nop
# CHECK:      {{^}}	retq
	.rept	2
	.byte	0x11
	.endr
	.irp	r, a, b
	.ascii	"\r\()x"
	.endr
	.irpc	c, 12
	.byte	\c
	.endr
# CHECK:      {{^}}	.byte	17
# CHECK-NEXT: {{^}}	.byte	17
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}	.ascii	"ax"
# CHECK-NEXT: {{^}}	.ascii	"bx"
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}	.byte	1
# CHECK-NEXT: {{^}}	.byte	2
	.data
	sum	foo_start, 1
# CHECK:      {{^}}	.long	foo_start+1
