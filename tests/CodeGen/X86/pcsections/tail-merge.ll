; Branch folding merges the identical tails of the two blocks although in @tm their stores carry different
; nodes (merging keeps one of them, here the first block's); the first store of each block is dead and
; deleted with its metadata.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

declare void @g()
declare void @h()
define void @tm(i1 %c, ptr %p) {
  br i1 %c, label %a, label %b
a:
  call void @g()
  store i32 1, ptr %p, !pcsections !0
  store i32 2, ptr %p, !pcsections !0
  ret void
b:
  call void @h()
  store i32 1, ptr %p, !pcsections !1
  store i32 2, ptr %p, !pcsections !1
  ret void
}
define void @tm2(i1 %c, ptr %p) {
  br i1 %c, label %a, label %b
a:
  call void @g()
  store i32 1, ptr %p, !pcsections !0
  store i32 5, ptr %p, !pcsections !0
  ret void
b:
  call void @h()
  store i32 1, ptr %p, !pcsections !0
  store i32 5, ptr %p, !pcsections !0
  ret void
}
!0 = !{!"s0"}
!1 = !{!"s1"}

; CHECK-LABEL: tm:
; CHECK: .Lpcsection0:
; CHECK-NEXT: movl $2, (%rbx)
; CHECK: .section s0,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
; CHECK-LABEL: tm2:
; CHECK: .Lpcsection1:
; CHECK-NEXT: movl $5, (%rbx)
; CHECK: .section s0,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base1:
; CHECK-NEXT: .long .Lpcsection1-.Lpcsection_base1
