# .reloc offset, name[, expr]: the offset a constant (in the current fragment: after a relaxable jump,
# 0 is the jump's end) or a symbol plus a constant (resolved at the end when defined later); R_X86_64_*
# and BFD_RELOC_* names; no bytes written, and a symbol only .reloc names is not in the symbol table
# (as llvm-mc-14).  Printed back as llvm-mc-14 prints it; the same object.
# RUN: pyllc-mc -triple=x86_64 %s -o %t.mine.s
# RUN: FileCheck %s < %t.mine.s
# RUN: %if mc14 %{ llvm-mc-14 -triple=x86_64 %s -o %t.ref.s %}
# RUN: %if mc14 %{ diff %t.ref.s %t.mine.s %}
# RUN: pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.mine.o
# RUN: %if readobj14 %{ llvm-readobj-14 --relocations %t.mine.o | FileCheck %s --check-prefix=OBJ %}
# RUN: %if mc14 && readobj14 %{ llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.ref.o %}
# RUN: %if mc14 && readobj14 %{ llvm-readobj-14 --sections --section-data --relocations --symbols %t.ref.o | grep -v '^File:' > %t.ref.txt %}
# RUN: %if mc14 && readobj14 %{ llvm-readobj-14 --sections --section-data --relocations --symbols %t.mine.o | grep -v '^File:' > %t.mine.txt %}
# RUN: %if mc14 && readobj14 %{ diff %t.ref.txt %t.mine.txt %}
	.text
foo:
	nop
	.reloc	0, R_X86_64_NONE, foo
	.reloc	1, R_X86_64_64, bar+4
	.reloc	foo+2, R_X86_64_PC32, 8
	.reloc	., BFD_RELOC_NONE, bar
	.reloc	.+1, BFD_RELOC_8, bar
	.reloc	2, BFD_RELOC_16, bar
	.reloc	3, BFD_RELOC_32, ext
	.reloc	4, BFD_RELOC_64, ext
	.reloc	5, R_X86_64_GOTPCRELX, ext-4
	.reloc	6, R_X86_64_PLT32
	.reloc	later+1, R_X86_64_TPOFF32, ext
	call	ext
	jmp	foo
	.reloc	0, R_X86_64_32S, foo
later:
	nop
	.data
	.reloc	0, R_X86_64_32, foo
	.long	0
# CHECK:      {{^}}foo:
# CHECK-NEXT: {{^}}	nop
# CHECK-NEXT: {{^}}	.reloc 0, R_X86_64_NONE, foo
# CHECK-NEXT: {{^}}	.reloc 1, R_X86_64_64, bar+4
# CHECK-NEXT: {{^}}	.reloc foo+2, R_X86_64_PC32, 8
# CHECK-NEXT: {{^}}.Ltmp0:
# CHECK-NEXT: {{^}}	.reloc .Ltmp0, BFD_RELOC_NONE, bar
# CHECK-NEXT: {{^}}.Ltmp1:
# CHECK-NEXT: {{^}}	.reloc .Ltmp1+1, BFD_RELOC_8, bar
# CHECK-NEXT: {{^}}	.reloc 2, BFD_RELOC_16, bar
# CHECK-NEXT: {{^}}	.reloc 3, BFD_RELOC_32, ext
# CHECK-NEXT: {{^}}	.reloc 4, BFD_RELOC_64, ext
# CHECK-NEXT: {{^}}	.reloc 5, R_X86_64_GOTPCRELX, ext-4
# CHECK-NEXT: {{^}}	.reloc 6, R_X86_64_PLT32
# CHECK-NEXT: {{^}}	.reloc later+1, R_X86_64_TPOFF32, ext
# OBJ:      Section ({{[0-9]+}}) .rela.text {
# OBJ-NEXT:   0x0 R_X86_64_NONE .text 0x0
# OBJ-NEXT:   0x1 R_X86_64_64 - 0x4
# OBJ-NEXT:   0x2 R_X86_64_PC32 - 0x8
# OBJ-NEXT:   0x1 R_X86_64_NONE - 0x0
# OBJ-NEXT:   0x2 R_X86_64_8 - 0x0
# OBJ-NEXT:   0x2 R_X86_64_16 - 0x0
# OBJ-NEXT:   0x3 R_X86_64_32 ext 0x0
# OBJ-NEXT:   0x4 R_X86_64_64 ext 0x0
# OBJ-NEXT:   0x5 R_X86_64_GOTPCRELX ext 0xFFFFFFFFFFFFFFFC
# OBJ-NEXT:   0x6 R_X86_64_PLT32 - 0x0
# OBJ-NEXT:   0x2 R_X86_64_PLT32 ext 0xFFFFFFFFFFFFFFFC
# OBJ-NEXT:   0x8 R_X86_64_32S .text 0x0
# OBJ-NEXT:   0x9 R_X86_64_TPOFF32 ext 0x0
# OBJ-NEXT: }
# OBJ-NEXT: Section ({{[0-9]+}}) .rela.data {
# OBJ-NEXT:   0x0 R_X86_64_32 .text 0x0
# OBJ-NEXT: }
