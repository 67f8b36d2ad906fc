; -function-sections: each function's PC section is linked to the function's own text section.
; (RUN lines pass -function-sections.)
; RUN: pyllc -O2 -function-sections < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 -function-sections < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @a(ptr %p) !pcsections !0 {
  %v = load i32, ptr %p, !pcsections !0
  ret i32 %v
}
define void @b(ptr %p) {
  store i32 0, ptr %p, !pcsections !0
  ret void
}
!0 = !{!"pcs"}

; CHECK-LABEL: a:
; CHECK-NEXT: .Lfunc_begin0:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl (%rdi), %eax
; CHECK: .section pcs,"awo",@progbits,.text.a
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lfunc_begin0-.Lpcsection_base0
; CHECK-NEXT: .long .Lfunc_end0-.Lfunc_begin0
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base1
; CHECK-LABEL: b:
; CHECK: .Lpcsection1:
; CHECK-NEXT: movl $0, (%rdi)
; CHECK: .section pcs,"awo",@progbits,.text.b
; CHECK-NEXT: .Lpcsection_base2:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base2
