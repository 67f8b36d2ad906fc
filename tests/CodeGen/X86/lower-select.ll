; select: integer selects become cmov (i8 is promoted to a 32-bit cmov), selects between constants become
; setcc arithmetic, f64 select on an integer compare becomes a branch (CMOV_FR64 custom inserter), f32 select on
; an fp compare becomes cmpltss + and/andn/or.
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: pyllc -O0 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o /dev/null
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"
; CHECK-LABEL: sel_i32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl %edx, %eax
; CHECK-NEXT: {{cmpl|subl}} %esi, %edi
; CHECK-NEXT: cmovgel %ecx, %eax
; CHECK-NEXT: retq
define i32 @sel_i32(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp slt i32 %a, %b
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}
; CHECK-LABEL: sel_i64_ult:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movq %rdx, %rax
; CHECK-NEXT: {{cmpq|subq}} %rsi, %rdi
; CHECK-NEXT: cmovaeq %rcx, %rax
; CHECK-NEXT: retq
define i64 @sel_i64_ult(i64 %a, i64 %b, i64 %x, i64 %y) {
  %c = icmp ult i64 %a, %b
  %r = select i1 %c, i64 %x, i64 %y
  ret i64 %r
}
; CHECK-LABEL: sel_i8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: movl %esi, %eax
; CHECK-NEXT: testb $1, %dil
; CHECK-NEXT: cmovel %edx, %eax
; CHECK-NEXT: # kill: def $al killed $al killed $eax
; CHECK-NEXT: retq
define i8 @sel_i8(i1 %c, i8 %x, i8 %y) {
  %r = select i1 %c, i8 %x, i8 %y
  ret i8 %r
}
; A select between 7 and 3 becomes setcc-based arithmetic (3 + 4*cond), no cmov.
; CHECK-LABEL: sel_const:
; CHECK-NOT: cmov
; CHECK: testl %edi, %edi
; CHECK-NEXT: sete %al
; CHECK: leal 3(,%r{{[a-z]+}},4), %eax
; CHECK-NEXT: retq
define i32 @sel_const(i32 %a) {
  %c = icmp eq i32 %a, 0
  %r = select i1 %c, i32 7, i32 3
  ret i32 %r
}
; CHECK-LABEL: sel_zext:
; CHECK: {{cmpl|subl}} %esi, %edi
; CHECK-NEXT: setg %al
; CHECK: retq
define i32 @sel_zext(i32 %a, i32 %b) {
  %c = icmp sgt i32 %a, %b
  %r = zext i1 %c to i32
  ret i32 %r
}
; CHECK-LABEL: sel_double:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: testl %edi, %edi
; CHECK-NEXT: je .LBB5_2
; CHECK-NEXT: # %bb.1:
; CHECK-NEXT: movaps %xmm1, %xmm0
; CHECK-NEXT: .LBB5_2:
; CHECK-NEXT: retq
define double @sel_double(i32 %a, double %x, double %y) {
  %c = icmp eq i32 %a, 0
  %r = select i1 %c, double %x, double %y
  ret double %r
}
; CHECK-LABEL: sel_fcmp:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:
; CHECK-NEXT: cmpltss %xmm1, %xmm0
; CHECK-NEXT: andps %xmm0, %xmm2
; CHECK-NEXT: andnps %xmm3, %xmm0
; CHECK-NEXT: orps %xmm2, %xmm0
; CHECK-NEXT: retq
define float @sel_fcmp(float %a, float %b, float %x, float %y) {
  %c = fcmp olt float %a, %b
  %r = select i1 %c, float %x, float %y
  ret float %r
}
