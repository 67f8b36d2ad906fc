; twoaddressinstruction rewrites tied operands: a COPY of the source into the destination register, then the
; two-address instruction reads and writes that register.
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=twoaddressinstruction %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -stop-after=twoaddressinstruction %s -o - | FileCheck %s
; CHECK-LABEL: name: sum
; CHECK: bb.{{[0-9]+}}.loop:
; CHECK: %[[S:[0-9]+]]:gr32 = COPY killed %{{[0-9]+}}
; CHECK-NEXT: %[[I:[0-9]+]]:gr32 = COPY killed %{{[0-9]+}}
; CHECK-NEXT: %[[S1:[0-9]+]]:gr32 = COPY killed %[[S]]
; CHECK-NEXT: %[[S1]]:gr32 = ADD32rr %[[S1]], %[[I]], implicit-def dead $eflags
; CHECK-NEXT: %[[I1:[0-9]+]]:gr32 = COPY killed %[[I]]
; CHECK-NEXT: %[[I1]]:gr32 = {{DEC32r|ADD32ri8}} %[[I1]]{{(, -1)?}}, implicit-def $eflags
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
