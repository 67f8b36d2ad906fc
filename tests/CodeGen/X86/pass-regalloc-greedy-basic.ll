; Greedy (-O2 default) and basic (-regalloc=basic) register allocation under pressure: nine values live across
; a call, six callee-saved registers (rbx for the pointer, five for values), the rest spilled to 4-byte stack
; slots and reloaded after the call. Greedy's output is llc-14's exactly; basic may pick other values to spill.
; RUN: pyllc -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=GREEDY
; RUN: pyllc -O2 -verify-machineinstrs -regalloc=greedy %s -o - | FileCheck %s --check-prefix=GREEDY
; RUN: pyllc -O2 -verify-machineinstrs -regalloc=basic %s -o - | FileCheck %s --check-prefix=BASIC
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=greedy %s -o - | FileCheck %s --check-prefix=GMIR
; RUN: pyllc -O2 -verify-machineinstrs -regalloc=basic -stop-after=regallocbasic %s -o - | FileCheck %s --check-prefix=GMIR
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=GREEDY
; RUN: llc-14 -O2 -verify-machineinstrs -regalloc=basic %s -o - | FileCheck %s --check-prefix=BASIC
; RUN: llc-14 -O2 -verify-machineinstrs -stop-after=greedy %s -o - | FileCheck %s --check-prefix=GMIR
; RUN: llc-14 -O2 -verify-machineinstrs -regalloc=basic -stop-after=regallocbasic %s -o - | FileCheck %s --check-prefix=GMIR
; BASIC-LABEL: pressure:
; BASIC-COUNT-6: pushq
; BASIC-NEXT: subq $24, %rsp
; BASIC-COUNT-4: # 4-byte Spill
; BASIC: callq g@PLT
; BASIC-COUNT-4: # 4-byte Reload
; BASIC: addq $24, %rsp
; BASIC-COUNT-6: popq
; BASIC-NEXT: retq
; After allocation (before the rewriter) the MIR still has virtual registers; the spiller has inserted the stores
; and reloads of the spilled ones.
; GMIR-LABEL: name: pressure
; GMIR: stack:
; GMIR-COUNT-4: type: spill-slot, offset: 0, size: 4, alignment: 4
; GMIR: body:
; GMIR-COUNT-4: MOV32mr %stack.{{[0-9]}}, 1, $noreg, 0, $noreg, {{(killed )?}}%{{[0-9]+}} :: (store (s32) into %stack.{{[0-9]}})
; GMIR: CALL64pcrel32
; GMIR-COUNT-4: %{{[0-9]+}}:gr32 = MOV32rm %stack.{{[0-9]}}, 1, $noreg, 0, $noreg :: (load (s32) from %stack.{{[0-9]}})
target triple = "x86_64-unknown-linux-gnu"
declare void @g()
; GREEDY-LABEL: pressure:
; GREEDY-NEXT: # %bb.0:
; GREEDY-NEXT: pushq %rbp
; GREEDY-NEXT: pushq %r15
; GREEDY-NEXT: pushq %r14
; GREEDY-NEXT: pushq %r13
; GREEDY-NEXT: pushq %r12
; GREEDY-NEXT: pushq %rbx
; GREEDY-NEXT: subq $24, %rsp
; GREEDY-NEXT: movq %rsi, %rbx
; GREEDY-NEXT: movl (%rdi), %ebp
; GREEDY-NEXT: movl 4(%rdi), %r14d
; GREEDY-NEXT: movl 8(%rdi), %r15d
; GREEDY-NEXT: movl 12(%rdi), %r12d
; GREEDY-NEXT: movl 16(%rdi), %r13d
; GREEDY-NEXT: movl 20(%rdi), %eax
; GREEDY-NEXT: movl %eax, 20(%rsp)
; GREEDY-NEXT: movl 24(%rdi), %eax
; GREEDY-NEXT: movl %eax, 16(%rsp)
; GREEDY-NEXT: movl 28(%rdi), %eax
; GREEDY-NEXT: movl %eax, 12(%rsp)
; GREEDY-NEXT: movl 32(%rdi), %eax
; GREEDY-NEXT: movl %eax, 8(%rsp)
; GREEDY-NEXT: callq g@PLT
; GREEDY-NEXT: movl %ebp, (%rbx)
; GREEDY-NEXT: movl %r14d, 4(%rbx)
; GREEDY-NEXT: movl %r15d, 8(%rbx)
; GREEDY-NEXT: movl %r12d, 12(%rbx)
; GREEDY-NEXT: movl %r13d, 16(%rbx)
; GREEDY-NEXT: movl 20(%rsp), %eax
; GREEDY-NEXT: movl %eax, 20(%rbx)
; GREEDY-NEXT: movl 16(%rsp), %eax
; GREEDY-NEXT: movl %eax, 24(%rbx)
; GREEDY-NEXT: movl 12(%rsp), %eax
; GREEDY-NEXT: movl %eax, 28(%rbx)
; GREEDY-NEXT: movl 8(%rsp), %eax
; GREEDY-NEXT: movl %eax, 32(%rbx)
; GREEDY-NEXT: addq $24, %rsp
; GREEDY-NEXT: popq %rbx
; GREEDY-NEXT: popq %r12
; GREEDY-NEXT: popq %r13
; GREEDY-NEXT: popq %r14
; GREEDY-NEXT: popq %r15
; GREEDY-NEXT: popq %rbp
; GREEDY-NEXT: retq
define void @pressure(i32* %p, i32* %q) nounwind {
  %p0 = getelementptr i32, i32* %p, i64 0
  %a0 = load volatile i32, i32* %p0
  %p1 = getelementptr i32, i32* %p, i64 1
  %a1 = load volatile i32, i32* %p1
  %p2 = getelementptr i32, i32* %p, i64 2
  %a2 = load volatile i32, i32* %p2
  %p3 = getelementptr i32, i32* %p, i64 3
  %a3 = load volatile i32, i32* %p3
  %p4 = getelementptr i32, i32* %p, i64 4
  %a4 = load volatile i32, i32* %p4
  %p5 = getelementptr i32, i32* %p, i64 5
  %a5 = load volatile i32, i32* %p5
  %p6 = getelementptr i32, i32* %p, i64 6
  %a6 = load volatile i32, i32* %p6
  %p7 = getelementptr i32, i32* %p, i64 7
  %a7 = load volatile i32, i32* %p7
  %p8 = getelementptr i32, i32* %p, i64 8
  %a8 = load volatile i32, i32* %p8
  call void @g()
  %q0 = getelementptr i32, i32* %q, i64 0
  store volatile i32 %a0, i32* %q0
  %q1 = getelementptr i32, i32* %q, i64 1
  store volatile i32 %a1, i32* %q1
  %q2 = getelementptr i32, i32* %q, i64 2
  store volatile i32 %a2, i32* %q2
  %q3 = getelementptr i32, i32* %q, i64 3
  store volatile i32 %a3, i32* %q3
  %q4 = getelementptr i32, i32* %q, i64 4
  store volatile i32 %a4, i32* %q4
  %q5 = getelementptr i32, i32* %q, i64 5
  store volatile i32 %a5, i32* %q5
  %q6 = getelementptr i32, i32* %q, i64 6
  store volatile i32 %a6, i32* %q6
  %q7 = getelementptr i32, i32* %q, i64 7
  store volatile i32 %a7, i32* %q7
  %q8 = getelementptr i32, i32* %q, i64 8
  store volatile i32 %a8, i32* %q8
  ret void
}
