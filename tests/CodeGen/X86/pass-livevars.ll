; livevars adds kill flags on last uses (physical live-ins, virtual registers, EFLAGS) and dead flags on unused
; defs; PHIs stay. llc-14 has a loop preheader and DEC32r where pyllc keeps one block and ADD32ri8 -1.
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=livevars %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -stop-after=livevars %s -o - | FileCheck %s
; CHECK-LABEL: name: sum
; CHECK: body:
; CHECK: %[[N:[0-9]+]]:gr32 = COPY killed $edi
; CHECK: TEST32rr %[[N]], %[[N]], implicit-def $eflags
; CHECK-NEXT: JCC_1 %bb.{{[0-9]+}}, {{[0-9]+}}, implicit killed $eflags
; CHECK: bb.{{[0-9]+}}.loop:
; CHECK: %[[I:[0-9]+]]:gr32 = PHI
; CHECK-NEXT: %[[S:[0-9]+]]:gr32 = PHI
; CHECK-NEXT: %[[S1:[0-9]+]]:gr32 = ADD32rr killed %[[S]], %[[I]], implicit-def dead $eflags
; CHECK-NEXT: %{{[0-9]+}}:gr32 = {{DEC32r|ADD32ri8}} killed %[[I]]{{(, -1)?}}, implicit-def $eflags
; CHECK-NEXT: JCC_1 %bb.{{[0-9]+}}, 5, implicit killed $eflags
; CHECK: bb.{{[0-9]+}}.exit:
; CHECK-NEXT: %[[R:[0-9]+]]:gr32 = PHI
; CHECK-NEXT: $eax = COPY killed %[[R]]
; CHECK-NEXT: RET 0, killed $eax
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
