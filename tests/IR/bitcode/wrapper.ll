; Bitcode behind a wrapper header (magic 0x0B17C0DE, version, offset, size, CPU type) reads as the bare
; bitcode, from a file and from standard input; llvm-dis-14 agrees.
; REQUIRES: llc14
; RUN: llvm-as-14 %s -o %t.bc
; RUN: %python %S/Inputs/bcmod.py %t.bc %t.w.bc wrap
; RUN: pyllc -emit-llvm - -o %t.plain.ll < %t.bc
; RUN: pyllc -emit-llvm - -o %t.wrapped.ll < %t.w.bc
; RUN: diff %t.plain.ll %t.wrapped.ll
; RUN: pyllc -emit-llvm %t.w.bc -o - | FileCheck %s
; RUN: llvm-dis-14 < %t.w.bc -o %t.ref.ll
; RUN: llvm-as-14 %t.wrapped.ll -o - | llvm-dis-14 -o %t.rt.ll
; RUN: diff %t.ref.ll %t.rt.ll
; RUN: pyllc %t.w.bc -o %t.w.s
; RUN: pyllc %s -o %t.s
; RUN: diff %t.s %t.w.s
; RUN: FileCheck --check-prefix=ASM --input-file %t.w.s %s

; CHECK: define i32 @twice(i32 %x) {
; CHECK-NEXT: %y = shl i32 %x, 1
; CHECK-NEXT: ret i32 %y
; ASM-LABEL: twice:
; ASM: retq

target triple = "x86_64-unknown-linux-gnu"

define i32 @twice(i32 %x) {
  %y = shl i32 %x, 1
  ret i32 %y
}
