# Intel-syntax operand errors, located and worded as llvm-mc-14 words them (the CHECK lines are its).
# REQUIRES: mc14
# RUN: not pyllc-mc -triple=x86_64 %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
# RUN: not llvm-mc-14 -triple=x86_64 %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
# No object is left behind.
# RUN: rm -f %t.o
# RUN: not pyllc-mc -triple=x86_64 -filetype=obj %s -o %t.o 2>/dev/null
# RUN: not test -e %t.o
	.intel_syntax noprefix
# CHECK: :[[@LINE+1]]:20: error: unknown token in expression
mov eax, [rax - rbx]
# CHECK: :[[@LINE+1]]:15: error: Expected 'PTR' or 'ptr' token!
mov eax, byte [rax]
# CHECK: :[[@LINE+1]]:20: error: expected memory operand after 'ptr', found register operand instead
mov eax, dword ptr eax
# CHECK: :[[@LINE+1]]:10: error: rip can only be used as a base register
mov eax, rip
# CHECK: :[[@LINE+1]]:15: error: scale factor in address must be 1, 2, 4 or 8
mov eax, [rax*3]
# CHECK: :[[@LINE+1]]:13: error: cannot use more than one symbol in memory operand
mov eax, [a+b]
# CHECK: :[[@LINE+1]]:10: error: unknown token in expression
mov eax, %eax
# CHECK: :[[@LINE+1]]:17: error: unexpected token!
mov eax, offset 3
# CHECK: :[[@LINE+1]]:15: error: unknown token in expression
mov eax, [rax]]
# CHECK: :[[@LINE+1]]:21: error: BaseReg/IndexReg already set!
mov eax, [rax*2+rbx*4]
# CHECK: :[[@LINE+1]]:1: error: invalid operand for instruction
mov eax, qword ptr [rax]
# CHECK: :[[@LINE+1]]:10: error: invalid segment register
mov eax, eax:[rax]
# CHECK: :[[@LINE+1]]:5: error: ambiguous operand size for instruction 'add'
add [rax], 1
# CHECK: :[[@LINE+1]]:1: error: invalid instruction mnemonic 'foo'
foo eax
# CHECK: :[[@LINE+1]]:1: error: invalid operand for instruction
mov eax, 1, 2
# CHECK: :[[@LINE+1]]:19: error: scale factor in address must be 1, 2, 4 or 8
mov eax, [rax+2*3*rbx]
mov al, [rax] ; mov eax, ebx
