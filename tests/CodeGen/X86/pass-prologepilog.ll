; Prologue/epilogue insertion and frame finalization: red zone for leaf functions (no stack adjustment up to
; 128 bytes, not with noredzone), stack adjustment for bigger leaf frames, frame pointer kept or eliminated by the
; "frame-pointer" attribute, dynamic alloca (frame pointer, rsp restored from rbp), over-aligned objects (stack
; realignment with and), callee-saved register push/pop pairs, and the .cfi directives for each.
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -stop-after=prologepilog %s -o - | FileCheck %s --check-prefix=MIR
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -stop-after=prologepilog %s -o - | FileCheck %s --check-prefix=MIR
target triple = "x86_64-unknown-linux-gnu"
; MIR-LABEL: name: leaf_redzone
; MIR-NOT: frame-setup
; MIR: MOV8mi $rsp, 1, $noreg, -72, $noreg, 1
; MIR-LABEL: name: leaf_noredzone
; MIR: $rsp = frame-setup SUB64ri8 $rsp, 72, implicit-def dead $eflags
; MIR: $rsp = frame-destroy ADD64ri8 $rsp, 72, implicit-def dead $eflags
; MIR-LABEL: name: fp_all
; MIR: frame-setup PUSH64r killed $rbp, implicit-def $rsp, implicit $rsp
; MIR-NEXT: CFI_INSTRUCTION def_cfa_offset 16
; MIR-NEXT: CFI_INSTRUCTION offset $rbp, -16
; MIR-NEXT: $rbp = frame-setup MOV64rr $rsp
; MIR-NEXT: CFI_INSTRUCTION def_cfa_register $rbp
; MIR: $rbp = frame-destroy POP64r implicit-def $rsp, implicit $rsp
; MIR-NEXT: CFI_INSTRUCTION def_cfa $rsp, 8
; MIR-LABEL: name: fp_none
; MIR-NOT: $rbp
; MIR: frame-setup PUSH64r undef $rax, implicit-def $rsp, implicit $rsp
; MIR-NEXT: CFI_INSTRUCTION def_cfa_offset 16
; MIR-LABEL: name: dyn
; MIR: stack:
; MIR-NEXT: - { id: 0, name: a, type: variable-sized, offset: -16, alignment: 1,
; MIR: $rbp = frame-setup MOV64rr $rsp
; MIR: $rsp = MOV64rr $rbp
; MIR-NEXT: $rbp = frame-destroy POP64r implicit-def $rsp, implicit $rsp
; MIR-LABEL: name: overaligned
; MIR: - { id: 0, name: a, type: default, offset: -64, size: 4, alignment: 64,
; MIR: $rsp = frame-setup AND64ri8 $rsp, -64, implicit-def dead $eflags
; MIR-NEXT: $rsp = frame-setup SUB64ri8 $rsp, 64, implicit-def dead $eflags
; MIR-LABEL: name: csr
; MIR: frame-setup PUSH64r killed $rbp, implicit-def $rsp, implicit $rsp
; MIR-NEXT: CFI_INSTRUCTION def_cfa_offset 16
; MIR-NEXT: frame-setup PUSH64r killed $r14, implicit-def $rsp, implicit $rsp
; MIR-NEXT: CFI_INSTRUCTION def_cfa_offset 24
; MIR-NEXT: frame-setup PUSH64r killed $rbx, implicit-def $rsp, implicit $rsp
; MIR-NEXT: CFI_INSTRUCTION def_cfa_offset 32
; MIR-NEXT: CFI_INSTRUCTION offset $rbx, -32
; MIR-NEXT: CFI_INSTRUCTION offset $r14, -24
; MIR-NEXT: CFI_INSTRUCTION offset $rbp, -16
; MIR: $rbx = frame-destroy POP64r implicit-def $rsp, implicit $rsp
; MIR-NEXT: CFI_INSTRUCTION def_cfa_offset 24
; MIR-NEXT: $r14 = frame-destroy POP64r implicit-def $rsp, implicit $rsp
; MIR-NEXT: CFI_INSTRUCTION def_cfa_offset 16
; MIR-NEXT: $rbp = frame-destroy POP64r implicit-def $rsp, implicit $rsp
; MIR-NEXT: CFI_INSTRUCTION def_cfa_offset 8
declare void @use(i8*)
declare i32 @g(i32)
; CHECK-LABEL: leaf_redzone:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movb $1, -72(%rsp)
; CHECK-NEXT: retq
define void @leaf_redzone() nounwind {
  %a = alloca [16 x i32], align 16
  %p = bitcast [16 x i32]* %a to i8*
  store volatile i8 1, i8* %p
  ret void
}
; CHECK-LABEL: leaf_noredzone:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: subq $72, %rsp
; CHECK-NEXT: movb $1, (%rsp)
; CHECK-NEXT: addq $72, %rsp
; CHECK-NEXT: retq
define void @leaf_noredzone() nounwind noredzone {
  %a = alloca [16 x i32], align 16
  %p = bitcast [16 x i32]* %a to i8*
  store volatile i8 1, i8* %p
  ret void
}
; CHECK-LABEL: leaf_big:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: subq $136, %rsp
; CHECK-NEXT: movb $1, -128(%rsp)
; CHECK-NEXT: addq $136, %rsp
; CHECK-NEXT: retq
define void @leaf_big() nounwind {
  %a = alloca [64 x i32], align 16
  %p = bitcast [64 x i32]* %a to i8*
  store volatile i8 1, i8* %p
  ret void
}
; CHECK-LABEL: fp_all:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: movq %rsp, %rbp
; CHECK-NEXT: .cfi_def_cfa_register %rbp
; CHECK-NEXT: subq $16, %rsp
; CHECK-NEXT: leaq -4(%rbp), %rdi
; CHECK-NEXT: callq use@PLT
; CHECK-NEXT: addq $16, %rsp
; CHECK-NEXT: popq %rbp
; CHECK-NEXT: .cfi_def_cfa %rsp, 8
; CHECK-NEXT: retq
define void @fp_all() "frame-pointer"="all" {
  %a = alloca i32, align 4
  %p = bitcast i32* %a to i8*
  call void @use(i8* %p)
  ret void
}
; CHECK-LABEL: fp_none:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: leaq 4(%rsp), %rdi
; CHECK-NEXT: callq use@PLT
; CHECK-NEXT: popq %rax
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
define void @fp_none() "frame-pointer"="none" {
  %a = alloca i32, align 4
  %p = bitcast i32* %a to i8*
  call void @use(i8* %p)
  ret void
}
; CHECK-LABEL: dyn:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: movq %rsp, %rbp
; CHECK-NEXT: .cfi_def_cfa_register %rbp
; CHECK-DAG: movq %rsp, %rax
; CHECK-DAG: addq $15, %rdi
; CHECK-DAG: andq $-16, %rdi
; CHECK: subq %rdi, %rax
; CHECK-NEXT: movq %rax, %rsp
; CHECK-NEXT: movq %rax, %rdi
; CHECK-NEXT: callq use@PLT
; CHECK-NEXT: movq %rbp, %rsp
; CHECK-NEXT: popq %rbp
; CHECK-NEXT: .cfi_def_cfa %rsp, 8
; CHECK-NEXT: retq
define void @dyn(i64 %n) {
  %a = alloca i8, i64 %n, align 16
  call void @use(i8* %a)
  ret void
}
; CHECK-LABEL: overaligned:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: movq %rsp, %rbp
; CHECK-NEXT: .cfi_def_cfa_register %rbp
; CHECK-NEXT: andq $-64, %rsp
; CHECK-NEXT: subq $64, %rsp
; CHECK-NEXT: movq %rsp, %rdi
; CHECK-NEXT: callq use@PLT
; CHECK-NEXT: movq %rbp, %rsp
; CHECK-NEXT: popq %rbp
; CHECK-NEXT: .cfi_def_cfa %rsp, 8
; CHECK-NEXT: retq
define void @overaligned() {
  %a = alloca i32, align 64
  %p = bitcast i32* %a to i8*
  call void @use(i8* %p)
  ret void
}
; CHECK-LABEL: csr:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: pushq %r14
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: pushq %rbx
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: .cfi_offset %rbx, -32
; CHECK-NEXT: .cfi_offset %r14, -24
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: movl %esi, %r14d
; CHECK-NEXT: movl %edi, %ebp
; pyllc has no machine-cp yet: it keeps `movl %ebp, %edi` here.
; CHECK: callq g@PLT
; CHECK-NEXT: movl %eax, %ebx
; CHECK-NEXT: movl %r14d, %edi
; CHECK-NEXT: callq g@PLT
; CHECK-NEXT: addl %ebx, %eax
; CHECK-NEXT: addl %ebp, %eax
; CHECK-NEXT: popq %rbx
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: popq %r14
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq %rbp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
define i32 @csr(i32 %a, i32 %b) {
  %x = call i32 @g(i32 %a)
  %y = call i32 @g(i32 %b)
  %s = add i32 %x, %y
  %t = add i32 %s, %a
  ret i32 %t
}
