; finalize-isel runs the custom inserters: the CMOV_FR64 pseudo becomes a branch diamond whose join block takes
; the value with a PHI. -stop-before=finalize-isel shows the pseudo.
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -stop-before=finalize-isel %s -o - | FileCheck %s --check-prefix=BEFORE
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -stop-after=finalize-isel %s -o - | FileCheck %s --check-prefix=AFTER
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -stop-before=finalize-isel %s -o - | FileCheck %s --check-prefix=BEFORE
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -stop-after=finalize-isel %s -o - | FileCheck %s --check-prefix=AFTER
target triple = "x86_64-unknown-linux-gnu"
; BEFORE-LABEL: name: selfp
; BEFORE: body:
; BEFORE-NEXT: bb.0 (%ir-block.0):
; BEFORE-NEXT: liveins: $edi, $xmm0, $xmm1
; BEFORE: %2:fr64 = COPY $xmm1
; BEFORE-NEXT: %1:fr64 = COPY $xmm0
; BEFORE-NEXT: %0:gr32 = COPY $edi
; BEFORE-NEXT: TEST32rr %0, %0, implicit-def $eflags
; BEFORE-NEXT: %3:fr64 = CMOV_FR64 %2, %1, 4, implicit $eflags
; BEFORE-NEXT: $xmm0 = COPY %3
; BEFORE-NEXT: RET 0, $xmm0
; AFTER-LABEL: name: selfp
; AFTER: body:
; AFTER-NEXT: bb.0 (%ir-block.0):
; AFTER-NEXT: successors: %bb.1(0x40000000), %bb.2(0x40000000)
; AFTER-NEXT: liveins: $edi, $xmm0, $xmm1
; AFTER: %2:fr64 = COPY $xmm1
; AFTER-NEXT: %1:fr64 = COPY $xmm0
; AFTER-NEXT: %0:gr32 = COPY $edi
; AFTER-NEXT: TEST32rr %0, %0, implicit-def $eflags
; AFTER-NEXT: JCC_1 %bb.2, 4, implicit $eflags
; AFTER: bb.1 (%ir-block.0):
; AFTER-NEXT: successors: %bb.2(0x80000000)
; AFTER: bb.2 (%ir-block.0):
; AFTER-NEXT: %3:fr64 = PHI %2, %bb.1, %1, %bb.0
; AFTER-NEXT: $xmm0 = COPY %3
; AFTER-NEXT: RET 0, $xmm0
define double @selfp(i32 %a, double %x, double %y) {
  %c = icmp eq i32 %a, 0
  %r = select i1 %c, double %x, double %y
  ret double %r
}
