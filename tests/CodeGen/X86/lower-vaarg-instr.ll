; The IR `va_arg` instruction (clang expands va_arg itself on x86-64, other front ends may not) is lowered by
; llc-14 to X86ISD::VAARG_64 and its custom inserter (gp_offset compared with 48, the register save area or the
; overflow area, the offset advanced).  vaarg-instr-run.ll runs a program using it.
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"
%struct.__va_list_tag = type { i32, i32, i8*, i8* }
declare void @llvm.va_start(i8*)
declare void @llvm.va_end(i8*)
; CHECK-LABEL: first_int:
; CHECK: movl -128(%rsp), %ecx
; CHECK-NEXT: cmpl $48, %ecx
; CHECK-NEXT: jae
; CHECK: addl $8, %ecx
; CHECK: movl (%rax), %eax
define i32 @first_int(i32 %n, ...) nounwind {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  %ap1 = bitcast [1 x %struct.__va_list_tag]* %ap to i8*
  call void @llvm.va_start(i8* %ap1)
  %v = va_arg [1 x %struct.__va_list_tag]* %ap, i32
  call void @llvm.va_end(i8* %ap1)
  ret i32 %v
}
