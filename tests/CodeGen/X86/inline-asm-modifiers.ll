; Inline asm operand modifiers (X86AsmPrinter::PrintAsmOperand / PrintAsmMemoryOperand) and the
; template escapes ($$, ${:comment}, ${:uid}, $( $| $) variants); CHECK lines are llc-14's output.
; RUN: pyllc -O2 %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global [4 x i32] zeroinitializer

define void @gpr_modifiers(i64 %x) {
  call void asm sideeffect "# $0 ${0:q} ${0:k} ${0:w} ${0:b} ${0:h} ${0:V}", "Q,~{dirflag},~{fpsr},~{flags}"(i64 %x)
  ret void
}

define void @imm_modifiers() {
  call void asm sideeffect "# $0 ${0:c} ${0:n} ${0:P} ${1:c} ${1:P} ${1:a}", "i,i,~{dirflag},~{fpsr},~{flags}"(i32 12, [4 x i32]* @g)
  ret void
}

define void @address_modifiers(i32* %p) {
  call void asm sideeffect "# ${0:a} ${0:A}", "r,~{dirflag},~{fpsr},~{flags}"(i32* %p)
  ret void
}

define void @mem_modifiers(i64* %p) {
  call void asm sideeffect "# $0 ${0:H} ${0:P}", "*m,~{dirflag},~{fpsr},~{flags}"(i64* elementtype(i64) %p)
  ret void
}

define void @mem_global() {
  call void asm sideeffect "# $0 ${0:H}", "*m,~{dirflag},~{fpsr},~{flags}"(i32* elementtype(i32) getelementptr ([4 x i32], [4 x i32]* @g, i64 0, i64 1))
  ret void
}

define void @xmm_modifiers(<4 x float> %v) {
  call void asm sideeffect "# $0 ${0:x} ${0:t} ${0:g}", "x,~{dirflag},~{fpsr},~{flags}"(<4 x float> %v)
  ret void
}

define void @specials() {
  call void asm sideeffect "# $$ ${:comment} a ${:uid} {x|y} $(p$|q$)", "~{dirflag},~{fpsr},~{flags}"()
  ret void
}

define void @label_modifier() {
entry:
  call void asm sideeffect "# ${0:l} ${0:p}", "i,~{dirflag},~{fpsr},~{flags}"(i8* blockaddress(@label_modifier, %next))
  br label %next
next:
  ret void
}

define void @multiline(i32 %a) {
  call void asm sideeffect "# first $0\0A\09# second ${0:k}", "r,~{dirflag},~{fpsr},~{flags}"(i32 %a)
  ret void
}

; CHECK-LABEL: gpr_modifiers:
; CHECK: # %bb.0:
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: #APP
; CHECK-NEXT: # %rax %rax %eax %ax %al %ah rax
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: imm_modifiers:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: # $12 12 -12 12 g g g
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: address_modifiers:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: # (%rdi) *%rdi
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: mem_modifiers:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: # (%rdi) +8(%rdi) (%rdi)
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: mem_global:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: # g+4(%rip) g+4+8(%rip)
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: xmm_modifiers:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: # %xmm0 %xmm0 %ymm0 %zmm0
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: specials:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: # $ # a 0 {x|y} p
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-LABEL: label_modifier:
; CHECK: # %bb.0: # %entry
; CHECK-NEXT: #APP
; CHECK-NEXT: # .Ltmp0 .Ltmp0
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: .Ltmp0: # Block address taken
; CHECK-NEXT: # %bb.1: # %next
; CHECK-NEXT: retq
; CHECK-LABEL: multiline:
; CHECK: # %bb.0:
; CHECK-NEXT: #APP
; CHECK-NEXT: # first %edi
; CHECK-NEXT: # second %edi
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
