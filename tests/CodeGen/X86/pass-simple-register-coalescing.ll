; simple-register-coalescing joins the PHI and two-address copies: the loop body has no COPY left, the sum and
; the counter each live in one register, and the return copies the sum straight into $eax.
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=simple-register-coalescing %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -stop-after=simple-register-coalescing %s -o - | FileCheck %s
; CHECK-LABEL: name: sum
; CHECK: %[[N:[0-9]+]]:gr32 = COPY $edi
; CHECK: bb.{{[0-9]+}}.loop:
; CHECK-NOT: COPY
; CHECK: %[[S:[0-9]+]]:gr32 = ADD32rr %[[S]], %[[N]], implicit-def dead $eflags
; CHECK-NEXT: %[[N]]:gr32 = {{DEC32r|ADD32ri8}} %[[N]]{{(, -1)?}}, implicit-def $eflags
; CHECK-NOT: COPY
; CHECK: JCC_1
; CHECK: bb.{{[0-9]+}}.exit:
; CHECK-NEXT: $eax = COPY %[[S]]
; CHECK-NEXT: RET 0, {{(killed )?}}$eax
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
