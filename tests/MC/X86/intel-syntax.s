# Intel-syntax input (X86AsmParser's ParseIntelOperand): pyllc-mc gives the instructions and encodings
# llvm-mc-14 gives.  The CHECK lines are llvm-mc-14's output; both tools are run against them.
# REQUIRES: mc14, readobj14
# RUN: pyllc-mc -triple=x86_64 -show-encoding %s | FileCheck %s
# RUN: llvm-mc-14 -triple=x86_64 -show-encoding %s | FileCheck %s
# The same text as an object: .text bytes and relocations as llvm-mc-14's.
# RUN: pyllc-mc -triple=x86_64-unknown-linux-gnu -filetype=obj %s -o %t.mine.o
# RUN: llvm-mc-14 -triple=x86_64-unknown-linux-gnu -filetype=obj %s -o %t.ref.o
# RUN: llvm-readobj-14 --section-data --relocations %t.mine.o | grep -v '^File:' > %t.mine.txt
# RUN: llvm-readobj-14 --section-data --relocations %t.ref.o | grep -v '^File:' > %t.ref.txt
# RUN: diff %t.ref.txt %t.mine.txt

	.intel_syntax noprefix
# Registers without a prefix, in any case; immediates: numbers, expressions, named operators.
	mov	eax, 10
	mov	eax, ebx
	mov	EAX, DWORD PTR [RAX]
	mov	eax, 3*(2+1)
	mov	byte ptr [rax], 1 shl 3
	mov	eax, 7 and 3
	mov	eax, not 0
	mov	eax, -(4 - 6) / 2
	imul	eax, ebx, 10
	shl	eax, 1
	push	5
# Memory: base, index, scale and displacement in any order; sizes.
	mov	rax, qword ptr [rax]
	add	dword ptr [rax + 4*rbx + 8], 1
	mov	eax, [rax+rbx]
	mov	eax, [rbx*2 + rax]
	mov	eax, [4*rbx+rax+8]
	mov	eax, [rax - 8]
	mov	eax, [rsp+rax]
	mov	eax, [rax+rsp]
	mov	eax, [rax][rbx*2]
	mov	eax, [rax + 8][rbx]
	mov	word ptr [r12], 7
	mov	dword ptr [r13], 7
	movzx	eax, byte ptr [rax]
	movsx	rax, word ptr [rbx]
	cvtsi2sd	xmm0, dword ptr [rax]
	movaps	xmm0, xmmword ptr [rax]
	push	qword ptr [rax]
	cmpltsd	xmm0, xmm1
# Segment overrides.
	mov	eax, fs:[8]
	mov	eax, fs:8
	mov	rax, qword ptr fs:[0x28]
	mov	eax, dword ptr gs:[rax + 4]
# Symbols: a bare symbol is memory (a branch target for jmp/call); offset is an immediate.
	call	foo
	jmp	foo
	call	foo@PLT
	call	rax
	jmp	qword ptr [rax]
	lea	rax, [rip + foo]
	mov	eax, dword ptr [rip + foo@GOTPCREL]
	mov	eax, foo[rax+4]
	mov	eax, foo
	mov	eax, dword ptr [foo]
	mov	eax, offset foo
	mov	rax, offset foo+8
	mov	eax, dword ptr [foo + 8*rcx]
1:
	jmp	1b
	jne	1f
1:
	ret
# Back to AT&T.
	.att_syntax prefix
	movl	%eax, %ebx
	.intel_syntax
	mov	ebx, eax

# CHECK: movl $10, %eax # encoding: [0xb8,0x0a,0x00,0x00,0x00]
# CHECK: movl %ebx, %eax # encoding: [0x89,0xd8]
# CHECK: movl (%rax), %eax # encoding: [0x8b,0x00]
# CHECK: movl $9, %eax # encoding: [0xb8,0x09,0x00,0x00,0x00]
# CHECK: movb $8, (%rax) # encoding: [0xc6,0x00,0x08]
# CHECK: movl $3, %eax # encoding: [0xb8,0x03,0x00,0x00,0x00]
# CHECK: movl $-1, %eax # encoding: [0xb8,0xff,0xff,0xff,0xff]
# CHECK: movl $1, %eax # encoding: [0xb8,0x01,0x00,0x00,0x00]
# CHECK: imull $10, %ebx, %eax # encoding: [0x6b,0xc3,0x0a]
# CHECK: shll %eax # encoding: [0xd1,0xe0]
# CHECK: pushq $5 # encoding: [0x6a,0x05]
# CHECK: movq (%rax), %rax # encoding: [0x48,0x8b,0x00]
# CHECK: addl $1, 8(%rax,%rbx,4) # encoding: [0x83,0x44,0x98,0x08,0x01]
# CHECK: movl (%rax,%rbx), %eax # encoding: [0x8b,0x04,0x18]
# CHECK: movl (%rax,%rbx,2), %eax # encoding: [0x8b,0x04,0x58]
# CHECK: movl 8(%rax,%rbx,4), %eax # encoding: [0x8b,0x44,0x98,0x08]
# CHECK: movl -8(%rax), %eax # encoding: [0x8b,0x40,0xf8]
# CHECK: movl (%rsp,%rax), %eax # encoding: [0x8b,0x04,0x04]
# CHECK: movl (%rsp,%rax), %eax # encoding: [0x8b,0x04,0x04]
# CHECK: movl (%rax,%rbx,2), %eax # encoding: [0x8b,0x04,0x58]
# CHECK: movl 8(%rax,%rbx), %eax # encoding: [0x8b,0x44,0x18,0x08]
# CHECK: movw $7, (%r12) # encoding: [0x66,0x41,0xc7,0x04,0x24,0x07,0x00]
# CHECK: movl $7, (%r13) # encoding: [0x41,0xc7,0x45,0x00,0x07,0x00,0x00,0x00]
# CHECK: movzbl (%rax), %eax # encoding: [0x0f,0xb6,0x00]
# CHECK: movswq (%rbx), %rax # encoding: [0x48,0x0f,0xbf,0x03]
# CHECK: cvtsi2sdl (%rax), %xmm0 # encoding: [0xf2,0x0f,0x2a,0x00]
# CHECK: movaps (%rax), %xmm0 # encoding: [0x0f,0x28,0x00]
# CHECK: pushq (%rax) # encoding: [0xff,0x30]
# CHECK: cmpltsd %xmm1, %xmm0 # encoding: [0xf2,0x0f,0xc2,0xc1,0x01]
# CHECK: movl %fs:8, %eax # encoding: [0x64,0x8b,0x04,0x25,0x08,0x00,0x00,0x00]
# CHECK: movl %fs:8, %eax # encoding: [0x64,0x8b,0x04,0x25,0x08,0x00,0x00,0x00]
# CHECK: movq %fs:40, %rax # encoding: [0x64,0x48,0x8b,0x04,0x25,0x28,0x00,0x00,0x00]
# CHECK: movl %gs:4(%rax), %eax # encoding: [0x65,0x8b,0x40,0x04]
# CHECK: callq foo # encoding: [0xe8,A,A,A,A]
# CHECK: jmp foo # encoding: [0xeb,A]
# CHECK: callq foo@PLT # encoding: [0xe8,A,A,A,A]
# CHECK: callq *%rax # encoding: [0xff,0xd0]
# CHECK: jmpq *(%rax) # encoding: [0xff,0x20]
# CHECK: leaq foo(%rip), %rax # encoding: [0x48,0x8d,0x05,A,A,A,A]
# CHECK: movl foo@GOTPCREL(%rip), %eax # encoding: [0x8b,0x05,A,A,A,A]
# CHECK: movl foo+4(%rax), %eax # encoding: [0x8b,0x80,A,A,A,A]
# CHECK: movl foo, %eax # encoding: [0x8b,0x04,0x25,A,A,A,A]
# CHECK: movl foo, %eax # encoding: [0x8b,0x04,0x25,A,A,A,A]
# CHECK: movl $foo, %eax # encoding: [0xb8,A,A,A,A]
# CHECK: movq $foo+8, %rax # encoding: [0x48,0xc7,0xc0,A,A,A,A]
# CHECK: movl foo(,%rcx,8), %eax # encoding: [0x8b,0x04,0xcd,A,A,A,A]
# CHECK: encoding: [0xeb,A]
# CHECK: encoding: [0x75,A]
# CHECK: retq # encoding: [0xc3]
# CHECK: movl %eax, %ebx # encoding: [0x89,0xc3]
# CHECK: movl %eax, %ebx # encoding: [0x89,0xc3]
