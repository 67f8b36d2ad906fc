; Function emission (labels, CFI, constant pools, PLT/GOTPCREL operands, comments) for functions whose
; code pyllc already selects as llc-14 does; CHECK lines are llc-14's output for the same file.
; RUN: pyllc -O0 %s -o - | FileCheck %s --check-prefix=O0 --match-full-lines
; RUN: pyllc -O2 %s -o - | FileCheck %s --check-prefix=O2 --match-full-lines
; REQUIRES: llc14
; RUN: llc-14 -O0 %s -o - | FileCheck %s --check-prefix=O0 --match-full-lines
; RUN: llc-14 -O2 %s -o - | FileCheck %s --check-prefix=O2 --match-full-lines

source_filename = "fe.c"
target triple = "x86_64-unknown-linux-gnu"
@counter = dso_local global i32 0, align 4
@ext = external global i32
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
declare i32 @printf(i8*, ...)
define dso_local i32 @add(i32 %a, i32 %b) nounwind {
entry:
  %s = add nsw i32 %a, %b
  ret i32 %s
}
define dso_local i32 @get() uwtable {
entry:
  %v = load i32, i32* @counter, align 4
  %w = load i32, i32* @ext, align 4
  %r = add i32 %v, %w
  ret i32 %r
}
define dso_local i32 @big() nounwind {
entry:
  ret i32 100000
}
define dso_local void @show(i32 %x) uwtable {
entry:
  %c = call i32 (i8*, ...) @printf(i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 %x)
  ret void
}
define dso_local double @fadd(double %x) nounwind {
entry:
  %r = fadd double %x, 2.5
  ret double %r
}

; O0-LABEL: add: {{.*}}# @add
; O0-NEXT: # %bb.0:                                # %entry
; O0-NEXT: 	movl	%edi, %eax
; O0-NEXT: 	addl	%esi, %eax
; O0-NEXT: 	retq
; O0-NEXT: .Lfunc_end0:
; O0-NEXT: 	.size	add, .Lfunc_end0-add
; O0-NEXT:                                         # -- End function
; O0-LABEL: big: {{.*}}# @big
; O0-NEXT: # %bb.0:                                # %entry
; O0-NEXT: 	movl	$100000, %eax                   # imm = 0x186A0
; O0-NEXT: 	retq
; O0-NEXT: .Lfunc_end2:
; O0-NEXT: 	.size	big, .Lfunc_end2-big
; O0-NEXT:                                         # -- End function
; O0-LABEL: fadd: {{.*}}# @fadd
; O0-NEXT: # %bb.0:                                # %entry
; O0-NEXT: 	movsd	.LCPI4_0(%rip), %xmm1           # xmm1 = mem[0],zero
; O0-NEXT: 	addsd	%xmm1, %xmm0
; O0-NEXT: 	retq
; O0-NEXT: .Lfunc_end4:
; O0-NEXT: 	.size	fadd, .Lfunc_end4-fadd
; O0-NEXT:                                         # -- End function
; O2-LABEL: get: {{.*}}# @get
; O2-NEXT: 	.cfi_startproc
; O2-NEXT: # %bb.0:                                # %entry
; O2-NEXT: 	movl	counter(%rip), %eax
; O2-NEXT: 	movq	ext@GOTPCREL(%rip), %rcx
; O2-NEXT: 	addl	(%rcx), %eax
; O2-NEXT: 	retq
; O2-NEXT: .Lfunc_end1:
; O2-NEXT: 	.size	get, .Lfunc_end1-get
; O2-NEXT: 	.cfi_endproc
; O2-NEXT:                                         # -- End function
; O2-LABEL: big: {{.*}}# @big
; O2-NEXT: # %bb.0:                                # %entry
; O2-NEXT: 	movl	$100000, %eax                   # imm = 0x186A0
; O2-NEXT: 	retq
; O2-NEXT: .Lfunc_end2:
; O2-NEXT: 	.size	big, .Lfunc_end2-big
; O2-NEXT:                                         # -- End function
; O2-LABEL: show: {{.*}}# @show
; O2-NEXT: 	.cfi_startproc
; O2-NEXT: # %bb.0:                                # %entry
; O2-NEXT: 	pushq	%rax
; O2-NEXT: 	.cfi_def_cfa_offset 16
; O2-NEXT: 	movl	%edi, %esi
; O2-NEXT: 	movl	$.L.str, %edi
; O2-NEXT: 	xorl	%eax, %eax
; O2-NEXT: 	callq	printf@PLT
; O2-NEXT: 	popq	%rax
; O2-NEXT: 	.cfi_def_cfa_offset 8
; O2-NEXT: 	retq
; O2-NEXT: .Lfunc_end3:
; O2-NEXT: 	.size	show, .Lfunc_end3-show
; O2-NEXT: 	.cfi_endproc
; O2-NEXT:                                         # -- End function
; O2-LABEL: fadd: {{.*}}# @fadd
; O2-NEXT: # %bb.0:                                # %entry
; O2-NEXT: 	addsd	.LCPI4_0(%rip), %xmm0
; O2-NEXT: 	retq
; O2-NEXT: .Lfunc_end4:
; O2-NEXT: 	.size	fadd, .Lfunc_end4-fadd
; O2-NEXT:                                         # -- End function
