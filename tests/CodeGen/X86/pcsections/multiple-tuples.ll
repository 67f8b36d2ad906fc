; Several constant tuples after one section name are emitted one after the other.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %p) !pcsections !0 {
  store i32 0, ptr %p, !pcsections !3
  ret void
}
!0 = !{!"pcs", !1, !2}
!1 = !{i32 1, i32 2}
!2 = !{i64 3}
!3 = !{!"pcs_st", !2, !1}

; CHECK-LABEL: f:
; CHECK-NEXT: .Lfunc_begin0:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl $0, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lfunc_begin0-.Lpcsection_base0
; CHECK-NEXT: .long .Lfunc_end0-.Lfunc_begin0
; CHECK-NEXT: .long 1
; CHECK-NEXT: .long 2
; CHECK-NEXT: .quad 3
; CHECK: .section pcs_st,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base1
; CHECK-NEXT: .quad 3
; CHECK-NEXT: .long 1
; CHECK-NEXT: .long 2
