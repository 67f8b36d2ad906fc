# String instructions and the bit-test forms: the operand forms X86AsmParser fills in (bare ``movsq``,
# ``rep stosq``), written out, with 32-bit addresses and segment overrides; encodings and AT&T / Intel
# printing.  The CHECK lines are llvm-mc-14's output; both tools are run against them.
# RUN: pyllc-mc -triple=x86_64 -show-encoding %s | FileCheck %s
# RUN: pyllc-mc -triple=x86_64 -output-asm-variant=1 %s | FileCheck %s --check-prefix=INTEL
# RUN: %if mc14 %{ llvm-mc-14 -triple=x86_64 -show-encoding %s | FileCheck %s %}
# RUN: %if mc14 %{ llvm-mc-14 -triple=x86_64 -output-asm-variant=1 %s | FileCheck %s --check-prefix=INTEL %}
# An operand written with another index register only gives the size (a warning); a source and a destination
# of different widths are an error; both located as llvm-mc's:
# RUN: not pyllc-mc -triple=x86_64 %S/Inputs/string-operand-warning.s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
# RUN: %if mc14 %{ not llvm-mc-14 -triple=x86_64 %S/Inputs/string-operand-warning.s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN %}
# WARN: string-operand-warning.s:2:7: warning: memory operand is only for determining the size, ES:(R|E)SI will be used for the location
# WARN: string-operand-warning.s:2:15: warning: memory operand is only for determining the size, ES:(R|E)DI will be used for the location
# WARN: string-operand-warning.s:4:15: error: mismatching source and destination index registers

	rep movsq
	rep; movsq
	movsq
	movsb
	movsw
	movsl
	movsd
	smovq
	movsq	(%rsi), %es:(%rdi)
	movsl	(%esi), %es:(%edi)
	movsb	%fs:(%rsi), (%rdi)
	rep movsw	%fs:(%esi), %es:(%edi)
	rep stosq
	stosb	%al, %es:(%rdi)
	stosl
	stos	%eax, %es:(%rdi)
	stosq	%rax, %es:(%edi)
	lodsq
	lodsb	(%rsi)
	lods	%gs:(%rsi), %al
	scasb
	repne scasb
	scas	%es:(%rdi), %ax
	cmpsb
	repe cmpsb
	cmpsq	%es:(%rdi), (%rsi)
	insb
	insl	%dx, %es:(%rdi)
	outsw
	outsb	%fs:(%rsi), %dx
	movslq	%eax, %rax
	movsd	(%rax), %xmm1
	btcq	$63, %rax
	btcl	%ecx, (%rdx)
	btrw	$7, %ax
	btsq	%rax, 8(%rsp)
	btq	%rdi, (%r11)
	btr	$3, (%rax)
	.intel_syntax noprefix
	movsq
	movsd
	movs	byte ptr es:[rdi], byte ptr [rsi]
	stos	dword ptr es:[rdi], eax
	lodsd
	scas	al, byte ptr es:[rdi]
	cmps	qword ptr [rsi], qword ptr es:[rdi]
	btc	rax, 63

# CHECK: rep movsq (%rsi), %es:(%rdi) # encoding: [0xf3,0x48,0xa5]
# CHECK: rep # encoding: [0xf3]
# CHECK: movsq (%rsi), %es:(%rdi) # encoding: [0x48,0xa5]
# CHECK: movsq (%rsi), %es:(%rdi) # encoding: [0x48,0xa5]
# CHECK: movsb (%rsi), %es:(%rdi) # encoding: [0xa4]
# CHECK: movsw (%rsi), %es:(%rdi) # encoding: [0x66,0xa5]
# CHECK: movsl (%rsi), %es:(%rdi) # encoding: [0xa5]
# CHECK: movsl (%rsi), %es:(%rdi) # encoding: [0xa5]
# CHECK: movsq (%rsi), %es:(%rdi) # encoding: [0x48,0xa5]
# CHECK: movsq (%rsi), %es:(%rdi) # encoding: [0x48,0xa5]
# CHECK: movsl (%esi), %es:(%edi) # encoding: [0x67,0xa5]
# CHECK: movsb %fs:(%rsi), %es:(%rdi) # encoding: [0x64,0xa4]
# CHECK: rep movsw %fs:(%esi), %es:(%edi) # encoding: [0xf3,0x66,0x64,0x67,0xa5]
# CHECK: rep stosq %rax, %es:(%rdi) # encoding: [0xf3,0x48,0xab]
# CHECK: stosb %al, %es:(%rdi) # encoding: [0xaa]
# CHECK: stosl %eax, %es:(%rdi) # encoding: [0xab]
# CHECK: stosl %eax, %es:(%rdi) # encoding: [0xab]
# CHECK: stosq %rax, %es:(%edi) # encoding: [0x48,0x67,0xab]
# CHECK: lodsq (%rsi), %rax # encoding: [0x48,0xad]
# CHECK: lodsb (%rsi), %al # encoding: [0xac]
# CHECK: lodsb %gs:(%rsi), %al # encoding: [0x65,0xac]
# CHECK: scasb %es:(%rdi), %al # encoding: [0xae]
# CHECK: repne scasb %es:(%rdi), %al # encoding: [0xf2,0xae]
# CHECK: scasw %es:(%rdi), %ax # encoding: [0x66,0xaf]
# CHECK: cmpsb %es:(%rdi), (%rsi) # encoding: [0xa6]
# CHECK: rep cmpsb %es:(%rdi), (%rsi) # encoding: [0xf3,0xa6]
# CHECK: cmpsq %es:(%rdi), (%rsi) # encoding: [0x48,0xa7]
# CHECK: insb %dx, %es:(%rdi) # encoding: [0x6c]
# CHECK: insl %dx, %es:(%rdi) # encoding: [0x6d]
# CHECK: outsw (%rsi), %dx # encoding: [0x66,0x6f]
# CHECK: outsb %fs:(%rsi), %dx # encoding: [0x64,0x6e]
# CHECK: movslq %eax, %rax # encoding: [0x48,0x63,0xc0]
# CHECK: movsd (%rax), %xmm1 # encoding: [0xf2,0x0f,0x10,0x08]
# CHECK: btcq $63, %rax # encoding: [0x48,0x0f,0xba,0xf8,0x3f]
# CHECK: btcl %ecx, (%rdx) # encoding: [0x0f,0xbb,0x0a]
# CHECK: btrw $7, %ax # encoding: [0x66,0x0f,0xba,0xf0,0x07]
# CHECK: btsq %rax, 8(%rsp) # encoding: [0x48,0x0f,0xab,0x44,0x24,0x08]
# CHECK: btq %rdi, (%r11) # encoding: [0x49,0x0f,0xa3,0x3b]
# CHECK: btrl $3, (%rax) # encoding: [0x0f,0xba,0x30,0x03]
# CHECK: movsq (%rsi), %es:(%rdi) # encoding: [0x48,0xa5]
# CHECK: movsl (%rsi), %es:(%rdi) # encoding: [0xa5]
# CHECK: movsb (%rsi), %es:(%rdi) # encoding: [0xa4]
# CHECK: stosl %eax, %es:(%rdi) # encoding: [0xab]
# CHECK: lodsl (%rsi), %eax # encoding: [0xad]
# CHECK: scasb %es:(%rdi), %al # encoding: [0xae]
# CHECK: cmpsq %es:(%rdi), (%rsi) # encoding: [0x48,0xa7]
# CHECK: btcq $63, %rax # encoding: [0x48,0x0f,0xba,0xf8,0x3f]

# INTEL: rep movsq qword ptr es:[rdi], qword ptr [rsi]
# INTEL: rep
# INTEL: movsq qword ptr es:[rdi], qword ptr [rsi]
# INTEL: movsq qword ptr es:[rdi], qword ptr [rsi]
# INTEL: movsb byte ptr es:[rdi], byte ptr [rsi]
# INTEL: movsw word ptr es:[rdi], word ptr [rsi]
# INTEL: movsd dword ptr es:[rdi], dword ptr [rsi]
# INTEL: movsd dword ptr es:[rdi], dword ptr [rsi]
# INTEL: movsq qword ptr es:[rdi], qword ptr [rsi]
# INTEL: movsq qword ptr es:[rdi], qword ptr [rsi]
# INTEL: movsd dword ptr es:[edi], dword ptr [esi]
# INTEL: movsb byte ptr es:[rdi], byte ptr fs:[rsi]
# INTEL: rep movsw word ptr es:[edi], word ptr fs:[esi]
# INTEL: rep stosq qword ptr es:[rdi], rax
# INTEL: stosb byte ptr es:[rdi], al
# INTEL: stosd dword ptr es:[rdi], eax
# INTEL: stosd dword ptr es:[rdi], eax
# INTEL: stosq qword ptr es:[edi], rax
# INTEL: lodsq rax, qword ptr [rsi]
# INTEL: lodsb al, byte ptr [rsi]
# INTEL: lodsb al, byte ptr gs:[rsi]
# INTEL: scasb al, byte ptr es:[rdi]
# INTEL: repne scasb al, byte ptr es:[rdi]
# INTEL: scasw ax, word ptr es:[rdi]
# INTEL: cmpsb byte ptr [rsi], byte ptr es:[rdi]
# INTEL: rep cmpsb byte ptr [rsi], byte ptr es:[rdi]
# INTEL: cmpsq qword ptr [rsi], qword ptr es:[rdi]
# INTEL: insb byte ptr es:[rdi], dx
# INTEL: insd dword ptr es:[rdi], dx
# INTEL: outsw dx, word ptr [rsi]
# INTEL: outsb dx, byte ptr fs:[rsi]
# INTEL: movsxd rax, eax
# INTEL: movsd xmm1, qword ptr [rax]
# INTEL: btc rax, 63
# INTEL: btc dword ptr [rdx], ecx
# INTEL: btr ax, 7
# INTEL: bts qword ptr [rsp + 8], rax
# INTEL: bt qword ptr [r11], rdi
# INTEL: btr dword ptr [rax], 3
# INTEL: movsq qword ptr es:[rdi], qword ptr [rsi]
# INTEL: movsd dword ptr es:[rdi], dword ptr [rsi]
# INTEL: movsb byte ptr es:[rdi], byte ptr [rsi]
# INTEL: stosd dword ptr es:[rdi], eax
# INTEL: lodsd eax, dword ptr [rsi]
# INTEL: scasb al, byte ptr es:[rdi]
# INTEL: cmpsq qword ptr [rsi], qword ptr es:[rdi]
# INTEL: btc rax, 63
