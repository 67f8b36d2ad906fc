; XFAIL: *
; While SlotIndexes are available, llc-14's machine-code dumps number every block and instruction (0B, 16B, ...).
; pyllc's dumps have no indexes yet (see requests.md).
; RUN: pyllc -O2 -print-after=liveintervals %s -o /dev/null 2>&1 | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 -print-after=liveintervals %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: # *** IR Dump After Live Interval Analysis (liveintervals) ***:
; CHECK: {{^}}0B{{[[:space:]]+}}bb.0.entry:
; CHECK: {{^}}16B{{[[:space:]]+}}%{{[0-9]+}}:gr32 = COPY $edi
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
