; cmpxchg: the LOCK CMPXCHG is not marked (the node carrying the metadata is replaced by the lowering's
; MERGE_VALUES), but the lowering's results are: the SETE of the success flag and the COPY of the old value.
; RUN: pyllc -O2 < %s | FileCheck %s
; RUN: %if llvm16 %{ llc-16 -O2 < %s 2>&1 | FileCheck %s %}

target triple = "x86_64-unknown-linux-gnu"

define i1 @cas_success(ptr %p, i64 %e, i64 %n) {
  %r = cmpxchg ptr %p, i64 %e, i64 %n seq_cst seq_cst, !pcsections !0
  %ok = extractvalue { i64, i1 } %r, 1
  ret i1 %ok
}
define i32 @cas_value(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n acq_rel monotonic, !pcsections !0
  %old = extractvalue { i32, i1 } %r, 0
  ret i32 %old
}
!0 = !{!"pcs"}

; CHECK-LABEL: cas_success:
; CHECK: .Lpcsection0:
; CHECK-NEXT: sete %al
; CHECK: .section pcs,"awo",@progbits,.text
; CHECK-NEXT: .Lpcsection_base0:
; CHECK-NEXT: .long .Lpcsection0-.Lpcsection_base0
; CHECK-LABEL: cas_value:
