# MASM radix suffixes (llvm-mc's -masm-integers, LLVM's LexMasmIntegers): hex `0ffh`, binary `101b`/`101y`,
# octal `17o`/`17q`, decimal `12t`/`12d`; `0x` still hex, a leading 0 still octal.  Without the option a
# suffixed number is not a number (the RUN with errors).
# REQUIRES: mc14
# RUN: pyllc-mc -triple=x86_64 -masm-integers -show-encoding %s | FileCheck %s
# RUN: llvm-mc-14 -triple=x86_64 -masm-integers -show-encoding %s | FileCheck %s
# RUN: not pyllc-mc -triple=x86_64 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=PLAIN
# RUN: not llvm-mc-14 -triple=x86_64 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=PLAIN
	.intel_syntax noprefix
# CHECK: movl $16, %eax # encoding: [0xb8,0x10,0x00,0x00,0x00]
# PLAIN: :[[@LINE+1]]:14: error: unknown token in expression
	mov	eax, 10h
# CHECK: movl $255, %eax # encoding: [0xb8,0xff,0x00,0x00,0x00]
	mov	eax, 0FFH
# CHECK: movl $5, %eax # encoding: [0xb8,0x05,0x00,0x00,0x00]
	mov	eax, 101b
# CHECK: movl $5, %eax # encoding: [0xb8,0x05,0x00,0x00,0x00]
	mov	eax, 101y
# CHECK: movl $15, %eax # encoding: [0xb8,0x0f,0x00,0x00,0x00]
	mov	eax, 17o
# CHECK: movl $15, %eax # encoding: [0xb8,0x0f,0x00,0x00,0x00]
	mov	eax, 17q
# CHECK: movl $12, %eax # encoding: [0xb8,0x0c,0x00,0x00,0x00]
	mov	eax, 12t
# CHECK: movl $12, %eax # encoding: [0xb8,0x0c,0x00,0x00,0x00]
	mov	eax, 12d
# CHECK: movl $16, %eax # encoding: [0xb8,0x10,0x00,0x00,0x00]
	mov	eax, 0x10
# CHECK: movl $8, %eax # encoding: [0xb8,0x08,0x00,0x00,0x00]
	mov	eax, 010
# CHECK: movl 4096(%rax), %eax # encoding: [0x8b,0x80,0x00,0x10,0x00,0x00]
	mov	eax, [rax + 1000h]
# CHECK: .byte 26
	.byte	1ah
