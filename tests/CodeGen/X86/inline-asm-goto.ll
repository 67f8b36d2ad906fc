; asm goto (callbr) as INLINEASM_BR: the indirect destination is a block-address operand printed with
; ${1:l} and its block is marked address-taken; CHECK lines are llc-14's output where pyllc agrees
; (llc-14 INLINEASM_BR is no terminator, so its fall-through block has no label; pyllc keeps it one).
; RUN: pyllc -O2 %s -o - | FileCheck %s
; RUN: pyllc -O2 -stop-after=finalize-isel %s -o - | FileCheck %s --check-prefix=MIR
; REQUIRES: llc14
; RUN: llc-14 -O2 %s -o - | FileCheck %s
; RUN: llc-14 -O2 -stop-after=finalize-isel %s -o - | FileCheck %s --check-prefix=MIR

target triple = "x86_64-unknown-linux-gnu"

define i32 @goto_blockaddress(i32 %x) {
entry:
  callbr void asm "testl\09$0, $0\0A\09js\09${1:l}", "r,X,~{dirflag},~{fpsr},~{flags}"(i32 %x, i8* blockaddress(@goto_blockaddress, %neg)) to label %pos [label %neg]
pos:
  ret i32 0
neg:
  ret i32 1
}

; CHECK-LABEL: goto_blockaddress:
; CHECK: #APP
; CHECK-NEXT: testl %edi, %edi
; CHECK-NEXT: js .Ltmp0
; CHECK-NEXT: #NO_APP
; CHECK: xorl %eax, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Ltmp0: # Block address taken
; CHECK-NEXT: .LBB0_2: # %neg
; CHECK-NEXT: movl $1, %eax
; CHECK-NEXT: retq
; MIR: INLINEASM_BR &"testl\09$0, $0\0A\09js\09${1:l}", 8 /* mayload attdialect */, {{[0-9]+}} /* reguse:GR32 */, %{{[0-9]+}}, 13 /* imm */, blockaddress(@goto_blockaddress, %ir-block.neg), 12 /* clobber */, implicit-def early-clobber $df
; MIR: bb.{{[0-9]+}}.neg (address-taken, inlineasm-br-indirect-target):
