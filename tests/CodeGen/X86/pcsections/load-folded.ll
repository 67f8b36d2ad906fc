; A load folded into the instruction using it loses its metadata (the selected instruction is the add's
; node): only the add's own !pcsections survives on ADD64rm.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define i64 @folded(ptr %p, i64 %a) {
  %v = load i64, ptr %p, !pcsections !0
  %w = add i64 %v, %a
  ret i64 %w
}
define i64 @folded_add_marked(ptr %p, i64 %a) {
  %v = load i64, ptr %p, !pcsections !0
  %w = add i64 %v, %a, !pcsections !1
  ret i64 %w
}
!0 = !{!"pcs_load"}
!1 = !{!"pcs_add"}

; CHECK-LABEL: folded:
; CHECK-LABEL: folded_add_marked:
; CHECK: .Lpcsection0:
; CHECK-NEXT: addq (%rdi), %rax
; CHECK: .section pcs_add,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
