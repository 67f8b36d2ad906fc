; x86-pseudo expands x86's own pseudos after register allocation: RET into RET64, TCRETURNdi64/TCRETURNri64
; into TAILJMPd64/TAILJMPr64. -stop-before shows the pseudos.
; RUN: pyllc -O2 -verify-machineinstrs -stop-before=x86-pseudo %s -o - | FileCheck %s --check-prefix=BEFORE
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=x86-pseudo %s -o - | FileCheck %s --check-prefix=AFTER
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -stop-before=x86-pseudo %s -o - | FileCheck %s --check-prefix=BEFORE
; RUN: llc-14 -O2 -verify-machineinstrs -stop-after=x86-pseudo %s -o - | FileCheck %s --check-prefix=AFTER
target triple = "x86_64-unknown-linux-gnu"
declare i32 @ext(i32)
; BEFORE-LABEL: name: ret_val
; BEFORE: RET 0, $eax
; AFTER-LABEL: name: ret_val
; AFTER-NOT: RET 0
; AFTER: RET64 $eax
define i32 @ret_val(i32 %a) {
  ret i32 %a
}
; BEFORE-LABEL: name: sib
; BEFORE: TCRETURNdi64 target-flags(x86-plt) @ext, 0, csr_64, implicit $rsp, implicit $ssp, implicit $edi
; AFTER-LABEL: name: sib
; AFTER-NOT: TCRETURN
; AFTER: TAILJMPd64 target-flags(x86-plt) @ext, csr_64, implicit $rsp, implicit $ssp, implicit $rsp, implicit $ssp, implicit $edi
define i32 @sib(i32 %x) {
  %r = tail call i32 @ext(i32 %x)
  ret i32 %r
}
; BEFORE-LABEL: name: sib_indirect
; BEFORE: TCRETURNri64 killed renamable $rax, 0, csr_64, implicit $rsp, implicit $ssp, implicit $edi
; AFTER-LABEL: name: sib_indirect
; AFTER-NOT: TCRETURN
; AFTER: TAILJMPr64 killed renamable $rax, csr_64, implicit $rsp, implicit $ssp, implicit $rsp, implicit $ssp, implicit $edi
define i32 @sib_indirect(i32 (i32)* %f, i32 %x) {
  %r = tail call i32 %f(i32 %x)
  ret i32 %r
}
