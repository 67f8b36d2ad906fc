; phi-node-elimination replaces each PHI by a COPY from a new register at the block start, with COPYs into that
; register at the end of every predecessor (before the terminators). -stop-before shows the PHIs.
; RUN: pyllc -O2 -verify-machineinstrs -stop-before=phi-node-elimination %s -o - | FileCheck %s --check-prefix=BEFORE
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=phi-node-elimination %s -o - | FileCheck %s
; RUN: pyllc -O0 -verify-machineinstrs -stop-after=phi-node-elimination %s -o - | FileCheck %s --check-prefix=O0
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -stop-before=phi-node-elimination %s -o - | FileCheck %s --check-prefix=BEFORE
; RUN: llc-14 -O2 -verify-machineinstrs -stop-after=phi-node-elimination %s -o - | FileCheck %s
; RUN: llc-14 -O0 -verify-machineinstrs -stop-after=phi-node-elimination %s -o - | FileCheck %s --check-prefix=O0
; BEFORE-LABEL: name: sum
; BEFORE-COUNT-3: = PHI
; CHECK-LABEL: name: sum
; CHECK-NOT: PHI
; CHECK: bb.{{[0-9]+}}.loop:
; CHECK-NOT: PHI
; CHECK: %[[S:[0-9]+]]:gr32 = COPY killed %[[SV:[0-9]+]]
; CHECK-NEXT: %[[I:[0-9]+]]:gr32 = COPY killed %[[IV:[0-9]+]]
; CHECK-NEXT: %[[S1:[0-9]+]]:gr32 = ADD32rr killed %[[S]], %[[I]], implicit-def dead $eflags
; CHECK-NEXT: %[[I1:[0-9]+]]:gr32 = {{DEC32r|ADD32ri8}} killed %[[I]]
; CHECK-NEXT: %[[IV]]:gr32 = COPY killed %[[I1]]
; CHECK-NEXT: %[[SV]]:gr32 = COPY {{(killed )?}}%[[S1]]
; CHECK: JCC_1
; CHECK: bb.{{[0-9]+}}.exit:
; CHECK-NEXT: %[[R:[0-9]+]]:gr32 = COPY killed %{{[0-9]+}}
; CHECK-NEXT: $eax = COPY killed %[[R]]
; CHECK-NOT: PHI
; O0-LABEL: name: sum
; O0-NOT: PHI
; O0: RET
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
