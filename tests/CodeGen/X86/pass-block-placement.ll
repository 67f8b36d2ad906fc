; block-placement aligns loop headers to 16 bytes (`(align 16)` in MIR, `.p2align 4, 0x90` before the label)
; and leaves no jump to the layout successor; -O0 runs no block placement and has no loop alignment.
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=block-placement %s -o - | FileCheck %s --check-prefix=MIR
; RUN: pyllc -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; RUN: pyllc -O0 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O0
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -stop-after=block-placement %s -o - | FileCheck %s --check-prefix=MIR
; RUN: llc-14 -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; RUN: llc-14 -O0 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O0
; MIR-LABEL: name: sum
; MIR: bb.{{[0-9]+}}.loop (align 16):
; ASM-LABEL: sum:
; ASM: .p2align 4, 0x90
; ASM-NEXT: .LBB0_{{[0-9]+}}: # %loop
; ASM: .Lfunc_end0:
; O0-LABEL: sum:
; O0-NOT: .p2align
; O0: .Lfunc_end0:
target triple = "x86_64-unknown-linux-gnu"
define i32 @sum(i32 %n) {
entry:
  %c = icmp eq i32 %n, 0
  br i1 %c, label %exit, label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, -1
  %d = icmp eq i32 %i1, 0
  br i1 %d, label %exit, label %loop
exit:
  %r = phi i32 [ 0, %entry ], [ %s1, %loop ]
  ret i32 %r
}
