# Subsections: .subsection N, .text N/.data N, .pushsection name, N, .previous and .popsection.  The object's
# fragments are ordered by subsection number (MCSection::getSubsectionInsertionPoint), a relaxed jump and
# an alignment included; the assembly is what llvm-mc-14 prints (a number after .text, .subsection after
# a .section line, the expression objects compared: ".text 1" twice prints twice) and the same object.
# RUN: pyllc-mc -triple=x86_64 %s -o %t.mine.s
# RUN: FileCheck %s < %t.mine.s
# RUN: %if mc14 %{ llvm-mc-14 -triple=x86_64 %s -o %t.ref.s %}
# RUN: %if mc14 %{ diff %t.ref.s %t.mine.s %}
# RUN: pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.mine.o
# RUN: %if readobj14 %{ llvm-readobj-14 --sections --section-data %t.mine.o | FileCheck %s --check-prefix=OBJ %}
# RUN: %if mc14 && readobj14 %{ llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.ref.o %}
# RUN: %if mc14 && readobj14 %{ llvm-readobj-14 --sections --section-data --relocations --symbols %t.ref.o | grep -v '^File:' > %t.ref.txt %}
# RUN: %if mc14 && readobj14 %{ llvm-readobj-14 --sections --section-data --relocations --symbols %t.mine.o | grep -v '^File:' > %t.mine.txt %}
# RUN: %if mc14 && readobj14 %{ diff %t.ref.txt %t.mine.txt %}
	.text
	.byte	1
	.subsection	2
	.byte	2
	jmp	1f
	.text	1
	.byte	3
1:
	.data	3
	.byte	4
	.previous
	.byte	5
	.pushsection	.text, 2
	.byte	6
	.popsection
	.byte	7
	.subsection	0
	.byte	8
	.section	.foo,"a",@progbits
	.byte	10
	.subsection	3
	.byte	12
	.subsection	1+0
	.byte	13
	.data
	.byte	14
	.text	1
	.text	1
	.p2align	3
	.byte	15
	.text
	.long	2f-.
	.text	2
2:
	.byte	16
# CHECK:      {{^}}	.text
# CHECK-NEXT: {{^}}	.byte	1
# CHECK-NEXT: {{^}}	.text	2
# CHECK-NEXT: {{^}}	.byte	2
# CHECK-NEXT: {{^}}	jmp	.Ltmp0
# CHECK-NEXT: {{^}}	.text	1
# CHECK-NEXT: {{^}}	.byte	3
# CHECK-NEXT: {{^}}.Ltmp0:
# CHECK-NEXT: {{^}}	.data	3
# CHECK-NEXT: {{^}}	.byte	4
# CHECK-NEXT: {{^}}	.text	1
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}	.byte	5
# CHECK-NEXT: {{^}}	.text	2
# CHECK-NEXT: {{^}}	.byte	6
# CHECK-NEXT: {{^}}	.text	1
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}	.byte	7
# CHECK-NEXT: {{^}}	.text	0
# CHECK-NEXT: {{^}}	.byte	8
# CHECK-NEXT: {{^}}	.section	.foo,"a",@progbits
# CHECK-NEXT: {{^}}	.byte	10
# CHECK-NEXT: {{^}}	.section	.foo,"a",@progbits
# CHECK-NEXT: {{^}}	.subsection	3
# CHECK-NEXT: {{^}}	.byte	12
# CHECK-NEXT: {{^}}	.section	.foo,"a",@progbits
# CHECK-NEXT: {{^}}	.subsection	1
# CHECK-NEXT: {{^}}	.byte	13
# CHECK-NEXT: {{^}}	.data
# CHECK-NEXT: {{^}}	.byte	14
# CHECK-NEXT: {{^}}	.text	1
# CHECK-NEXT: {{^}}	.text	1
# CHECK-NEXT: {{^}}	.p2align	3, 0x90
# CHECK-NEXT: {{^}}	.byte	15
# CHECK-NEXT: {{^}}	.text
# CHECK-NEXT: {{^}}.Ltmp2:
# CHECK-NEXT: {{^}}	.long	.Ltmp1-.Ltmp2
# OBJ:      Name: .text
# OBJ:      SectionData (
# OBJ-NEXT:   0000: 01081300 00000305 070F1F80 00000000  |................|
# OBJ-NEXT:   0010: 0F02EBF3 0610                        |......|
# OBJ:      Name: .data
# OBJ:      SectionData (
# OBJ-NEXT:   0000: 0E04                                 |..|
# OBJ:      Name: .foo
# OBJ:      SectionData (
# OBJ-NEXT:   0000: 0A0D0C                               |...|
