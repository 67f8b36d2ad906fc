; slotindexes runs twice at -O2 (before stack coloring and after two-address); liveintervals sees the
; two-address form (tied operands, no PHIs). Checked through -print-after dumps, which both compilers print.
; RUN: pyllc -O2 -verify-machineinstrs -print-after=slotindexes %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SI
; RUN: pyllc -O2 -verify-machineinstrs -print-after=liveintervals %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LI
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -print-after=slotindexes %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SI
; RUN: llc-14 -O2 -verify-machineinstrs -print-after=liveintervals %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LI
; SI: # *** IR Dump After Slot index numbering (slotindexes) ***:
; SI-NEXT: # Machine code for function sum: IsSSA, TracksLiveness
; SI: = PHI
; SI: # *** IR Dump After Slot index numbering (slotindexes) ***:
; SI-NEXT: # Machine code for function sum: NoPHIs, TracksLiveness, TiedOpsRewritten
; SI-NOT: PHI
; SI: = ADD32rr %[[S:[0-9]+]]:gr32(tied-def 0), %{{[0-9]+}}:gr32, implicit-def dead $eflags
; LI: # *** IR Dump After Live Interval Analysis (liveintervals) ***:
; LI-NEXT: # Machine code for function sum: NoPHIs, TracksLiveness, TiedOpsRewritten
; LI-NOT: PHI
; LI: %[[S:[0-9]+]]:gr32 = ADD32rr %[[S]]:gr32(tied-def 0), %{{[0-9]+}}:gr32, implicit-def dead $eflags
; LI-NOT: IR Dump
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
