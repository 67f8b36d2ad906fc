; SysV x86-64 argument and return classification: INTEGER and SSE registers in order, stack slots past the
; sixth/eighth, MEMORY (byval, sret), small structs in RAX:RDX / XMM0:XMM1 / RAX:XMM0, i128, extension attributes.
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: pyllc -O0 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o /dev/null
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"
%struct.S2 = type { i64, i64 }
%struct.Big = type { i64, i64, i64, i64 }
%struct.DD = type { double, double }

@g8 = global i8 0
@g16 = global i16 0
@g32 = global i32 0
@g64 = global i64 0
@gp = global i8* null
@gi1 = global i1 false
; CHECK-LABEL: int_args:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movq g8@GOTPCREL(%rip), %rax
; CHECK-NEXT: movb %dil, (%rax)
; CHECK-NEXT: movq g16@GOTPCREL(%rip), %rax
; CHECK-NEXT: movw %si, (%rax)
; CHECK-NEXT: movq g32@GOTPCREL(%rip), %rax
; CHECK-NEXT: movl %edx, (%rax)
; CHECK-NEXT: movq g64@GOTPCREL(%rip), %rax
; CHECK-NEXT: movq %rcx, (%rax)
; CHECK-NEXT: movq gp@GOTPCREL(%rip), %rax
; CHECK-NEXT: movq %r8, (%rax)
; CHECK-NEXT: and{{[lb]}} $1, %r9{{[db]}}
; CHECK-NEXT: movq gi1@GOTPCREL(%rip), %rax
; CHECK-NEXT: movb %r9b, (%rax)
; CHECK-NEXT: retq
define void @int_args(i8 %a, i16 %b, i32 %c, i64 %d, i8* %e, i1 %f) nounwind {
  store volatile i8 %a, i8* @g8
  store volatile i16 %b, i16* @g16
  store volatile i32 %c, i32* @g32
  store volatile i64 %d, i64* @g64
  store volatile i8* %e, i8** @gp
  store volatile i1 %f, i1* @gi1
  ret void
}
; CHECK-LABEL: stack_args:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl 8(%rsp), %eax
; CHECK-NEXT: addl 16(%rsp), %eax
; CHECK-NEXT: retq
define i32 @stack_args(i32 %a, i32 %b, i32 %c, i32 %d, i32 %e, i32 %f, i32 %g, i64 %h) {
  %h1 = trunc i64 %h to i32
  %s = add i32 %g, %h1
  ret i32 %s
}
; CHECK-LABEL: sse_args:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cvtss2sd %xmm0, %xmm0
; CHECK-NEXT: addsd %xmm1, %xmm0
; CHECK-NEXT: addsd 16(%rsp), %xmm0
; CHECK-NEXT: retq
define double @sse_args(float %a, double %b, double %c, double %d, double %e, double %f, double %g, double %h, double %i, double %j) {
  %a1 = fpext float %a to double
  %s = fadd double %a1, %b
  %t = fadd double %s, %j
  ret double %t
}
; CHECK-LABEL: mixed_int:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl %esi, %eax
; CHECK-NEXT: retq
define i32 @mixed_int(i32 %a, double %b, i32 %c, float %d) {
  ret i32 %c
}
; CHECK-LABEL: mixed_sse:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movaps %xmm1, %xmm0
; CHECK-NEXT: retq
define float @mixed_sse(i32 %a, double %b, i32 %c, float %d) {
  ret float %d
}
; On Linux, zeroext/signext i8 and i16 returns are not widened (only i1 would be): no movzbl/movswl.
; CHECK-LABEL: ret_zext:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: # kill: def $al killed $al killed $eax
; CHECK-NEXT: retq
define zeroext i8 @ret_zext(i32 %x) {
  %t = trunc i32 %x to i8
  ret i8 %t
}
; CHECK-LABEL: ret_sext:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: # kill: def $ax killed $ax killed $eax
; CHECK-NEXT: retq
define signext i16 @ret_sext(i32 %x) {
  %t = trunc i32 %x to i16
  ret i16 %t
}
; A zeroext argument is trusted to be extended by the caller; a plain i8 is not.
; CHECK-LABEL: arg_zext:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: retq
define i32 @arg_zext(i8 zeroext %x) {
  %t = zext i8 %x to i32
  ret i32 %t
}
; CHECK-LABEL: arg_noext:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movzbl %dil, %eax
; CHECK-NEXT: retq
define i32 @arg_noext(i8 %x) {
  %t = zext i8 %x to i32
  ret i32 %t
}
declare void @takes_sext(i8 signext)
declare void @takes_zext(i16 zeroext)
; CHECK-LABEL: call_sext:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: movsbl %dil, %edi
; CHECK-NEXT: callq takes_sext@PLT
; CHECK-NEXT: popq %rax
; CHECK-NEXT: retq
define void @call_sext(i32 %x) nounwind {
  %t = trunc i32 %x to i8
  call void @takes_sext(i8 signext %t)
  ret void
}
; CHECK-LABEL: call_zext:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: movzwl %di, %edi
; CHECK-NEXT: callq takes_zext@PLT
; CHECK-NEXT: popq %rax
; CHECK-NEXT: retq
define void @call_zext(i32 %x) nounwind {
  %u = trunc i32 %x to i16
  call void @takes_zext(i16 zeroext %u)
  ret void
}
; CHECK-LABEL: small_struct_ret:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: movq %rdi, %rdx
; CHECK-NEXT: retq
define { i64, i64 } @small_struct_ret(i64 %a, i64 %b) {
  %r0 = insertvalue { i64, i64 } undef, i64 %b, 0
  %r1 = insertvalue { i64, i64 } %r0, i64 %a, 1
  ret { i64, i64 } %r1
}
; CHECK-LABEL: sse_struct_ret:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movaps %xmm0, %xmm2
; CHECK-NEXT: movaps %xmm1, %xmm0
; CHECK-NEXT: movaps %xmm2, %xmm1
; CHECK-NEXT: retq
define { double, double } @sse_struct_ret(double %a, double %b) {
  %r0 = insertvalue { double, double } undef, double %b, 0
  %r1 = insertvalue { double, double } %r0, double %a, 1
  ret { double, double } %r1
}
; CHECK-LABEL: mixed_struct_ret:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: retq
define { i64, double } @mixed_struct_ret(i64 %a, double %b) {
  %r0 = insertvalue { i64, double } undef, i64 %a, 0
  %r1 = insertvalue { i64, double } %r0, double %b, 1
  ret { i64, double } %r1
}
; i128 is passed in two INTEGER registers per value and returned in RAX:RDX.
; CHECK-LABEL: i128_ret:
; CHECK: movq %rdi, %rax
; CHECK-NEXT: addq %rdx, %rax
; CHECK: adcq %rcx, %rsi
; CHECK-NEXT: movq %rsi, %rdx
; CHECK-NEXT: retq
define i128 @i128_ret(i128 %a, i128 %b) {
  %s = add i128 %a, %b
  ret i128 %s
}
; CHECK-LABEL: byval_arg:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movq 32(%rsp), %rax
; CHECK-NEXT: retq
define i64 @byval_arg(%struct.Big* byval(%struct.Big) align 8 %p) {
  %q = getelementptr inbounds %struct.Big, %struct.Big* %p, i64 0, i32 3
  %v = load i64, i64* %q, align 8
  ret i64 %v
}
declare void @take_byval(%struct.Big* byval(%struct.Big) align 8)
; The byval copy occupies the outgoing argument area at 0..24(%rsp) (llc-14 pushes it, pyllc has no
; call-frame optimization and stores it).
; CHECK-LABEL: call_byval:
; CHECK-DAG: movq (%rdi), %[[W0:[a-z0-9]+]]
; CHECK-DAG: movq 8(%rdi), %[[W1:[a-z0-9]+]]
; CHECK-DAG: movq 16(%rdi), %[[W2:[a-z0-9]+]]
; CHECK-DAG: movq 24(%rdi), %[[W3:[a-z0-9]+]]
; CHECK-DAG: {{pushq %|movq %}}[[W3]]{{$|, 24\(%rdi\)}}
; CHECK-DAG: {{pushq %|movq %}}[[W0]]{{$|, \(%rdi\)}}
; CHECK: callq take_byval@PLT
; CHECK-NEXT: addq ${{32|40}}, %rsp
define void @call_byval(%struct.Big* %p) nounwind {
  call void @take_byval(%struct.Big* byval(%struct.Big) align 8 %p)
  ret void
}
; CHECK-LABEL: sret_ret:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: movq %rsi, ({{%rdi|%rax}})
; CHECK-NEXT: retq
define void @sret_ret(%struct.Big* noalias sret(%struct.Big) align 8 %out, i64 %x) {
  %q = getelementptr inbounds %struct.Big, %struct.Big* %out, i64 0, i32 0
  store i64 %x, i64* %q, align 8
  ret void
}
declare void @make_big(%struct.Big* sret(%struct.Big) align 8)
; CHECK-LABEL: call_sret:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: leaq 8(%rsp), %rdi
; CHECK-NEXT: callq make_big@PLT
; CHECK-NEXT: movq 16(%rsp), %rax
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: retq
define i64 @call_sret() nounwind {
  %b = alloca %struct.Big, align 8
  call void @make_big(%struct.Big* sret(%struct.Big) align 8 %b)
  %q = getelementptr inbounds %struct.Big, %struct.Big* %b, i64 0, i32 1
  %v = load i64, i64* %q, align 8
  ret i64 %v
}
; CHECK-LABEL: inreg_arg:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl %edi, %eax
; CHECK-NEXT: subl %esi, %eax
; CHECK-NEXT: retq
define i32 @inreg_arg(i32 inreg %a, i32 inreg %b) {
  %s = sub i32 %a, %b
  ret i32 %s
}
declare i32 @callee8(i32, i32, i32, i32, i32, i32, i32, double, i64)
; Arguments 7 (i32) and 9 (i64) go to 0(%rsp) and 8(%rsp); the double takes XMM0 in between.
; CHECK-LABEL: call_stack_args:
; CHECK-DAG: {{pushq \$8|movq \$8, 8\(%r[a-z0-9]+\)}}
; CHECK-DAG: {{pushq \$7|movl \$7, \(%r[a-z0-9]+\)}}
; CHECK-DAG: movsd .LCPI{{[0-9]+}}_0(%rip), %xmm0
; CHECK-DAG: movl $1, %edi
; CHECK-DAG: movl $2, %esi
; CHECK-DAG: movl $3, %edx
; CHECK-DAG: movl $4, %ecx
; CHECK-DAG: movl $5, %r8d
; CHECK-DAG: movl $6, %r9d
; CHECK: callq callee8@PLT
define i32 @call_stack_args() nounwind {
  %r = call i32 @callee8(i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, double 1.0, i64 8)
  ret i32 %r
}
