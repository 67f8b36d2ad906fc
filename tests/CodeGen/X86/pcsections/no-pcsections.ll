; Without !pcsections nothing is emitted: no labels, no .Lfunc_begin, no PC section.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @f(ptr %p) {
  %v = load atomic i32, ptr %p monotonic, align 4
  ret i32 %v
}

; CHECK-LABEL: f:
; CHECK-NOT: .Lfunc_begin
; CHECK-NOT: pcsection
; CHECK: .Lfunc_end0:
; CHECK-NOT: pcsection
; CHECK-NOT: "awo"
