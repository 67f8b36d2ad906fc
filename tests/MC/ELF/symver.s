# .symver makes a versioned alias of a symbol, with its binding and visibility (ELFObjectWriter's
# post-layout binding): name@VER and name@@VER keep a defined original; an undefined original, @@@ and
# ", remove" rename it (relocations name the alias, the original leaves the symbol table).  Printed as
# llvm-mc-14 prints it (no leading tab); the same object.
# RUN: pyllc-mc -triple=x86_64 %s -o %t.mine.s
# RUN: FileCheck %s < %t.mine.s
# RUN: %if mc14 %{ llvm-mc-14 -triple=x86_64 %s -o %t.ref.s %}
# RUN: %if mc14 %{ diff %t.ref.s %t.mine.s %}
# RUN: pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.mine.o
# RUN: %if readobj14 %{ llvm-readobj-14 --relocations --symbols %t.mine.o | FileCheck %s --check-prefix=OBJ %}
# RUN: %if mc14 && readobj14 %{ llvm-mc-14 -triple=x86_64 -filetype=obj %s -o %t.ref.o %}
# RUN: %if mc14 && readobj14 %{ llvm-readobj-14 --sections --section-data --relocations --symbols %t.ref.o | grep -v '^File:' > %t.ref.txt %}
# RUN: %if mc14 && readobj14 %{ llvm-readobj-14 --sections --section-data --relocations --symbols %t.mine.o | grep -v '^File:' > %t.mine.txt %}
# RUN: %if mc14 && readobj14 %{ diff %t.ref.txt %t.mine.txt %}
	.text
	.globl	foo
foo:
	retq
bar:
	retq
	.weak	w
	.hidden	w
w:
	nop
	.symver	foo, foo@VERS_1
	.symver	bar, bar@@VERS_2
	.symver	undef, undef@VERS_3
	.symver	foo, foo2@@@VERS_4
	.symver	w, w@V1
	.symver	local1, l1@V6, remove
	callq	undef
	callq	foo
local1:
	nop
# CHECK:      {{^}}.symver foo, foo@VERS_1
# CHECK-NEXT: {{^}}.symver bar, bar@@VERS_2
# CHECK-NEXT: {{^}}.symver undef, undef@VERS_3
# CHECK-NEXT: {{^}}.symver foo, foo2@@@VERS_4
# CHECK-NEXT: {{^}}.symver w, w@V1
# CHECK-NEXT: {{^}}.symver local1, l1@V6, remove
# OBJ:      0x{{[0-9A-F]+}} R_X86_64_PLT32 undef@VERS_3 0xFFFFFFFFFFFFFFFC
# OBJ-NEXT: 0x{{[0-9A-F]+}} R_X86_64_PLT32 foo2@@VERS_4 0xFFFFFFFFFFFFFFFC
# OBJ-NOT:  Name: local1
# OBJ:      Name: bar@@VERS_2
# OBJ-NEXT: Value: 0x1
# OBJ-NEXT: Size: 0
# OBJ-NEXT: Binding: Local
# OBJ:      Name: l1@V6
# OBJ:      Name: undef@VERS_3
# OBJ-NEXT: Value: 0x0
# OBJ-NEXT: Size: 0
# OBJ-NEXT: Binding: Global
# OBJ-NEXT: Type: None
# OBJ-NEXT: Other: 0
# OBJ-NEXT: Section: Undefined
# OBJ:      Name: w@V1
# OBJ-NEXT: Value: 0x2
# OBJ-NEXT: Size: 0
# OBJ-NEXT: Binding: Weak
# OBJ-NEXT: Type: None
# OBJ-NEXT: Other [
# OBJ-NEXT:   STV_HIDDEN
