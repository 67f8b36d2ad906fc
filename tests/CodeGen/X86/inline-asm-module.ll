; Module-level inline asm is printed verbatim between the file-scope comments (llc-14 prints it so with
; -no-integrated-as; with its integrated assembler it re-prints the parsed statements instead).
; RUN: pyllc %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -no-integrated-as %s -o - | FileCheck %s
; CHECK:      # Start of file scope inline assembly
; CHECK-NEXT: .globl modsym
; CHECK-NEXT: modsym = 42
; CHECK-EMPTY:
; CHECK-NEXT: # End of file scope inline assembly
module asm ".globl\09modsym"
module asm "modsym = 42"
define void @f() {
  ret void
}
