; A block ending in a noreturn call (then `unreachable`) has no CFG successor although the next block follows it in
; layout: the machine verifier accepts an unconditional fall-through that is not a successor (as LLVM 14 does).
; RUN: pyllc -O0 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O0
; RUN: pyllc -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O2
; REQUIRES: llc14
; RUN: llc-14 -O0 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O0
; RUN: llc-14 -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O2

target triple = "x86_64-unknown-linux-gnu"

declare void @abort() noreturn nounwind

; O0-LABEL: f:
; O2-LABEL: f:
; O2-DAG: callq abort
; O2-DAG: retq
; O0: callq abort
; O0-NOT: jmp
; O0: .LBB0_{{[0-9]}}:
; O0: retq
define i32 @f(i32 %x) nounwind {
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @abort()
  unreachable
b:
  ret i32 %x
}
