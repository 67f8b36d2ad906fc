; Indirect calls, tail calls (sibling calls become `jmp ... # TAILCALL`, musttail direct and indirect), a
; `tail` call that is not in tail position or needs stack arguments stays a call.
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: pyllc -O0 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o /dev/null
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"
declare i32 @ext(i32)
declare i32 @many(i32, i32, i32, i32, i32, i32, i32, i32)
; CHECK-LABEL: indirect:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: movl %esi, %edi
; CHECK-NEXT: callq *%rax
; CHECK-NEXT: incl %eax
; CHECK-NEXT: popq %rcx
; CHECK-NEXT: retq
define i32 @indirect(i32 (i32)* %fp, i32 %x) nounwind {
  %r = call i32 %fp(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}
; llc-14 folds the load of the callee into the call (CALL64m); pyllc loads it first (see requests.md).
; CHECK-LABEL: indirect_mem:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: {{callq \*\(%rdi\)|movq \(%rdi\), %rax}}
; CHECK: popq %rax
; CHECK-NEXT: retq
define void @indirect_mem(void ()** %p) nounwind {
  %f = load void ()*, void ()** %p
  call void %f()
  ret void
}
; CHECK-LABEL: tail_direct:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: jmp ext@PLT
define i32 @tail_direct(i32 %x) nounwind {
  %r = tail call i32 @ext(i32 %x)
  ret i32 %r
}
; CHECK-LABEL: musttail_direct:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: jmp ext@PLT
define i32 @musttail_direct(i32 %x) nounwind {
  %r = musttail call i32 @ext(i32 %x)
  ret i32 %r
}
; CHECK-LABEL: musttail_indirect:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: jmpq *%rdi
define i32 @musttail_indirect(i8* %fp, i32 %x) nounwind {
  %f = bitcast i8* %fp to i32 (i8*, i32)*
  %r = musttail call i32 %f(i8* %fp, i32 %x)
  ret i32 %r
}
; CHECK-LABEL: tail_not_in_tail_position:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: callq ext@PLT
; CHECK-NEXT: incl %eax
; CHECK-NEXT: popq %rcx
; CHECK-NEXT: retq
define i32 @tail_not_in_tail_position(i32 %x) nounwind {
  %r = tail call i32 @ext(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}
; A callee needing more outgoing stack than the caller's incoming area is not a sibling call.
; CHECK-LABEL: tail_stack_args:
; CHECK-NOT: jmp
; CHECK-DAG: {{pushq \$8|movl \$8, 8\(%r[a-z]+\)}}
; CHECK-DAG: {{pushq \$7|movl \$7, \(%r[a-z]+\)}}
; CHECK-DAG: movl $1, %edi
; CHECK-DAG: movl $6, %r9d
; CHECK: callq many@PLT
; CHECK-NEXT: addq ${{16|24}}, %rsp
; CHECK-NOT: jmp
; CHECK: retq
define i32 @tail_stack_args(i32 %x) nounwind {
  %r = tail call i32 @many(i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8)
  ret i32 %r
}
; CHECK-LABEL: call_void_result_unused:
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: pushq %rax
; CHECK-NEXT: callq ext@PLT
; CHECK-NEXT: popq %rax
; CHECK-NEXT: retq
define void @call_void_result_unused(i32 %x) nounwind {
  %r = call i32 @ext(i32 %x)
  ret void
}
