# -show-encoding prints each fixup's value as LLVM's code emitter builds it: the operand expression plus
# the PC-relative bias (`foo-4`, `(foo+8)-1`), and a call through `@PLT` gets FK_PCRel_4 while a call to a
# bare symbol gets reloc_branch_4byte_pcrel; the object's relocations are the same either way.
# RUN: pyllc-mc -triple=x86_64-unknown-linux-gnu -show-encoding %s -o %t.mine.s
# RUN: %if mc14 %{ llvm-mc-14 -triple=x86_64-unknown-linux-gnu -show-encoding %s -o %t.ref.s %}
# RUN: %if mc14 %{ diff %t.ref.s %t.mine.s %}
# RUN: FileCheck %s < %t.mine.s
	jmp foo
	jmp foo+8
	movl $5, foo(%rip)
	movq foo+8(%rip), %rax
	addq $foo, %rax
	movabsq $foo-8, %rax
	call foo@PLT
	movq foo@GOTPCREL(%rip), %rax
	leaq 1f(%rip), %rax
	jne foo
1:
	movl foo@TPOFF(%rax), %eax
	data16 leaq x@tlsgd(%rip), %rdi
# CHECK: fixup A - offset: 1, value: foo-1, kind: FK_PCRel_1
# CHECK: fixup A - offset: 1, value: (foo+8)-1, kind: FK_PCRel_1
# CHECK: fixup A - offset: 2, value: foo-8, kind: reloc_riprel_4byte
# CHECK: fixup A - offset: 3, value: (foo+8)-4, kind: reloc_riprel_4byte
# CHECK: fixup A - offset: 3, value: foo, kind: FK_Data_1
# CHECK: fixup A - offset: 2, value: foo-8, kind: FK_Data_8
# CHECK: fixup A - offset: 1, value: foo@PLT-4, kind: FK_PCRel_4
# CHECK: fixup A - offset: 3, value: foo@GOTPCREL-4, kind: reloc_riprel_4byte_movq_load
# CHECK: fixup A - offset: 3, value: .Ltmp0-4, kind: reloc_riprel_4byte
# CHECK: fixup A - offset: 1, value: foo-1, kind: FK_PCRel_1
# CHECK: fixup A - offset: 2, value: foo@TPOFF, kind: reloc_signed_4byte_relax
# CHECK: fixup A - offset: 3, value: x@TLSGD-4, kind: reloc_riprel_4byte
