; Selects of float/double/i8 values with no conditional move become CMOV_* pseudos that finalize-isel expands
; (EmitLoweredSelect): the block ends with a JCC_1 to a sink block, an empty false block falls through, and the
; sink starts with a PHI (false value from the false block, true value from the head).
; RUN: pyllc -O0 -stop-after=finalize-isel %s -o - | FileCheck %s
; RUN: pyllc -O0 -stop-after=finalize-isel %s -o - | FileCheck %s --check-prefix=RUN2
; RUN: pyllc -O0 %s -o - | FileCheck %s --check-prefix=ASM
; REQUIRES: llc14
; RUN: llc-14 -O0 -stop-after=finalize-isel %s -o - | FileCheck %s
; RUN: llc-14 -O0 %s -o - | FileCheck %s --check-prefix=ASM

target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: name: seld
; CHECK: {{^ *}}bb.0 (
; CHECK: successors: %bb.1(0x40000000), %bb.2(0x40000000)
; CHECK-DAG: [[B:%[0-9]+]]:fr64 = COPY $xmm1
; CHECK-DAG: [[A:%[0-9]+]]:fr64 = COPY $xmm0
; CHECK-NOT: CMOV_FR64
; CHECK: JCC_1 %bb.2, {{1[35]}}, implicit $eflags
; CHECK: {{^ *}}bb.1 (
; CHECK-NEXT: successors: %bb.2(0x80000000)
; CHECK: {{^ *}}bb.2 (
; CHECK-NEXT: [[R:%[0-9]+]]:fr64 = PHI {{.*}}, %bb.1, {{.*}}, %bb.0
; CHECK-NEXT: $xmm0 = COPY [[R]]
; ASM-LABEL: seld:
; ASM: j{{g|ge}} .LBB0_2
; ASM-NEXT: # %bb.1:
; ASM: .LBB0_2:
; ASM: retq
define double @seld(i32 %c, double %a, double %b) {
  %t = icmp sgt i32 %c, 5
  %r = select i1 %t, double %a, double %b
  ret double %r
}

; The false value is live through the false block, the true value comes from the head.
; CHECK-LABEL: name: self
; CHECK: [[Y:%[0-9]+]]:fr32 = COPY $xmm1
; CHECK: [[X:%[0-9]+]]:fr32 = COPY $xmm0
; CHECK: JCC_1 %bb.2, 2, implicit $eflags
; CHECK: {{^ *}}bb.2 (
; CHECK-NEXT: PHI {{.*}}, %bb.1, {{.*}}, %bb.0
define float @self(i32 %c, float %x, float %y) {
  %t = icmp ult i32 %c, 10
  %r = select i1 %t, float %x, float %y
  ret float %r
}

; Two selects on one condition that end up next to each other share one diamond; the second PHI names the
; inputs of the first, never its result.
; RUN2-LABEL: name: two
; RUN2: [[D:%[0-9]+]]:fr64 = COPY $xmm2
; RUN2: [[B:%[0-9]+]]:fr64 = COPY $xmm1
; RUN2: [[A:%[0-9]+]]:fr64 = COPY $xmm0
; RUN2: JCC_1 %bb.2, 5, implicit $eflags
; RUN2-NOT: JCC_1
; RUN2: {{^ *}}bb.2 (
; RUN2-NEXT: [[R:%[0-9]+]]:fr64 = PHI [[B]], %bb.1, [[A]], %bb.0
; RUN2-NEXT: [[S:%[0-9]+]]:fr64 = PHI [[B]], %bb.1, [[D]], %bb.0
; RUN2-NEXT: ADDSDrr [[R]], {{.*}}[[S]]
define double @two(i32 %c, double %a, double %b, double %d) {
  %t = icmp ne i32 %c, 0
  %r = select i1 %t, double %a, double %b
  %s = select i1 %t, double %d, double %r
  %u = fadd double %r, %s
  ret double %u
}
