; While SlotIndexes are available (from slotindexes on, through the passes that preserve them), the machine-code
; dumps number every block and instruction (0B, 16B, ...); after a pass that does not preserve them, they do not.
; RUN: pyllc -O2 -print-after=liveintervals %s -o /dev/null 2>&1 | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 -print-after=liveintervals %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: # *** IR Dump After Live Interval Analysis (liveintervals) ***:
; CHECK: {{^}}0B{{[[:space:]]+}}bb.0.entry:
; CHECK: {{^}}16B{{[[:space:]]+}}%{{[0-9]+}}:gr32 = COPY {{(killed )?}}$edi
; RUN: pyllc -O2 -print-after=machine-cp %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOIDX
; RUN: llc-14 -O2 -print-after=machine-cp %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOIDX
; NOIDX: # *** IR Dump After Machine Copy Propagation Pass (machine-cp) ***:
; NOIDX: {{^}}bb.0.entry:
; NOIDX-NOT: {{^}}{{[0-9]+}}B{{[[:space:]]}}
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
