; Inline asm constraint families (register classes, tied, early-clobber, explicit registers, memory,
; immediates, SSE, clobbers, alternatives) as llc-14 lowers them; CHECK lines are llc-14's output.
; RUN: pyllc -O2 %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global i32 0

define i32 @tied(i32 %x, i32 %y) {
  %r = call i32 asm "addl\09$2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}"(i32 %x, i32 %y)
  ret i32 %r
}

define i64 @early_clobber(i64 %x) {
  %r = call i64 asm "movq\09$1, $0", "=&r,r,~{dirflag},~{fpsr},~{flags}"(i64 %x)
  ret i64 %r
}

define i32 @explicit_regs(i32 %a) {
  %t = call { i32, i32 } asm sideeffect "cpuid", "={ax},={bx},{ax},~{cx},~{dx},~{dirflag},~{fpsr},~{flags}"(i32 %a)
  %x = extractvalue { i32, i32 } %t, 0
  %y = extractvalue { i32, i32 } %t, 1
  %s = add i32 %x, %y
  ret i32 %s
}

define i8 @byte_reg(i8 %a) {
  %r = call i8 asm "incb\09$0", "=q,0,~{dirflag},~{fpsr},~{flags}"(i8 %a)
  ret i8 %r
}

define i16 @abcd_reg(i16 %a) {
  %r = call i16 asm "incw\09$0", "=Q,0,~{dirflag},~{fpsr},~{flags}"(i16 %a)
  ret i16 %r
}

define i32 @legacy_reg(i32 %a) {
  %r = call i32 asm "incl\09$0", "=R,0,~{dirflag},~{fpsr},~{flags}"(i32 %a)
  ret i32 %r
}

define void @indirect_mem(i32* %p) {
  call void asm sideeffect "movl\09$$7, $0", "=*m,~{dirflag},~{fpsr},~{flags}"(i32* elementtype(i32) %p)
  ret void
}

define i64 @mem_input(i64 %x) {
  %r = call i64 asm "bsfq\09$1, $0", "=r,rm,~{dirflag},~{fpsr},~{flags}"(i64 %x)
  ret i64 %r
}

define i64 @mem_input_ptr(i64* %p) {
  %r = call i64 asm "bsrq\09$1, $0", "=r,*m,~{dirflag},~{fpsr},~{flags}"(i64* elementtype(i64) %p)
  ret i64 %r
}

define void @immediates() {
  call void asm sideeffect "# $0 $1 $2 $3 $4 $5", "i,n,e,Z,I,N,~{dirflag},~{fpsr},~{flags}"(i32 -5, i32 42, i64 -100, i64 4000000000, i32 31, i32 255)
  ret void
}

define void @global_imm() {
  call void asm sideeffect "# $0 ${0:c} ${1:c}", "i,i,~{dirflag},~{fpsr},~{flags}"(i32* @g, i32* getelementptr (i32, i32* @g, i64 2))
  ret void
}

define double @sse(double %a, double %b) {
  %r = call double asm "addsd\09$2, $0", "=x,0,x,~{dirflag},~{fpsr},~{flags}"(double %a, double %b)
  ret double %r
}

define <4 x float> @sse_vec(<4 x float> %a, <4 x float> %b) {
  %r = call <4 x float> asm "mulps\09$2, $0", "=v,0,v,~{dirflag},~{fpsr},~{flags}"(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

define <2 x i64> @xmm0_reg(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> asm "pxor\09$1, $0", "=^Yz,x,0,~{dirflag},~{fpsr},~{flags}"(<2 x i64> %b, <2 x i64> %a)
  ret <2 x i64> %r
}

define i64 @rax_rdx(i64 %a) {
  %r = call i64 asm sideeffect "rdtsc", "=A,~{dirflag},~{fpsr},~{flags}"()
  ret i64 %r
}

define i32 @explicit_xmm(float %f) {
  %r = call i32 asm "movd\09$1, $0", "=r,{xmm1},~{dirflag},~{fpsr},~{flags}"(float %f)
  ret i32 %r
}

define void @barrier(i32* %p) {
  store i32 1, i32* %p
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"()
  store i32 2, i32* %p
  ret void
}

define i32 @alternatives(i32 %x) {
  %r = call i32 asm "movl\09$1, $0", "=r,r|m,~{dirflag},~{fpsr},~{flags}"(i32 %x)
  ret i32 %r
}

define void @clobber_regs() {
  call void asm sideeffect "nop", "~{rbx},~{r12},~{dirflag},~{fpsr},~{flags}"()
  ret void
}

define void @align_stack() {
  call void asm sideeffect alignstack "nop", "~{dirflag},~{fpsr},~{flags}"()
  ret void
}


; CHECK-LABEL: tied:
; CHECK: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: #APP
; CHECK-NEXT: addl %esi, %eax
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: early_clobber:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: explicit_regs:
; CHECK: # %bb.0:
; CHECK-NEXT: pushq %rbx
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset %rbx, -16
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: #APP
; CHECK-NEXT: cpuid
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: addl %ebx, %eax
; CHECK-NEXT: popq %rbx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-LABEL: byte_reg:
; CHECK: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: #APP
; CHECK-NEXT: incb %al
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: # kill: def $al killed $al killed $eax
; CHECK-NEXT: retq
; CHECK-LABEL: abcd_reg:
; CHECK: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: #APP
; CHECK-NEXT: incw %ax
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: # kill: def $ax killed $ax killed $eax
; CHECK-NEXT: retq
; CHECK-LABEL: legacy_reg:
; CHECK: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: #APP
; CHECK-NEXT: incl %eax
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: indirect_mem:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: movl $7, (%rdi)
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: mem_input:
; CHECK: # %bb.0:
; CHECK-NEXT: movq %rdi, -8(%rsp)
; CHECK-NEXT: #APP
; CHECK-NEXT: bsfq -8(%rsp), %rax
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: mem_input_ptr:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: bsrq (%rdi), %rax
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: immediates:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: # $-5 $42 $-100 $4000000000 $31 $255
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: global_imm:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: # $g g g+8
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: sse:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: addsd %xmm1, %xmm0
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: sse_vec:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: mulps %xmm1, %xmm0
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: xmm0_reg:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: pxor %xmm1, %xmm0
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: rax_rdx:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: rdtsc
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: explicit_xmm:
; CHECK: # %bb.0:
; CHECK-NEXT: movaps %xmm0, %xmm1
; CHECK-NEXT: #APP
; CHECK-NEXT: movd %xmm1, %eax
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: barrier:
; CHECK: # %bb.0:
; CHECK-NEXT: movl $1, (%rdi)
; CHECK-NEXT: #APP
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: movl $2, (%rdi)
; CHECK-NEXT: retq
; CHECK-LABEL: alternatives:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: clobber_regs:
; CHECK: # %bb.0:
; CHECK-NEXT: pushq %r12
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: pushq %rbx
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: .cfi_offset %rbx, -24
; CHECK-NEXT: .cfi_offset %r12, -16
; CHECK-NEXT: #APP
; CHECK-NEXT: nop
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: popq %rbx
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq %r12
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-LABEL: align_stack:
; CHECK: # %bb.0:
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: #APP
; CHECK-NEXT: nop
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: popq %rax
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
