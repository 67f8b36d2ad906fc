; The x86 SelectionDAG instruction selector (llc-14's pass name amdgpu-isel): selected MachineInstrs with folded
; loads (ADD32rm with its memory operand), flags defs, and pseudos (CMOV_FR64) left for finalize-isel.
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -stop-after=amdgpu-isel %s -o - | FileCheck %s --check-prefix=ISEL
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -stop-after=amdgpu-isel %s -o - | FileCheck %s --check-prefix=ISEL
target triple = "x86_64-unknown-linux-gnu"
; ISEL-LABEL: name: arith
; ISEL: body:
; ISEL-NEXT: bb.0 (%ir-block.0):
; ISEL-NEXT: liveins: $edi, $esi, $rdx
; ISEL: %2:gr64 = COPY $rdx
; ISEL-NEXT: %1:gr32 = COPY $esi
; ISEL-NEXT: %0:gr32 = COPY $edi
; ISEL-NEXT: %3:gr32 = nsw ADD32rm %0, %2, 1, $noreg, 0, $noreg, implicit-def dead $eflags :: (load (s32) from %ir.p)
; ISEL-NEXT: %4:gr32 = SHL32ri %3, 3, implicit-def dead $eflags
; ISEL-NEXT: %5:gr32 = XOR32rr %4, %1, implicit-def dead $eflags
; ISEL-NEXT: $eax = COPY %5
; ISEL-NEXT: RET 0, $eax
define i32 @arith(i32 %a, i32 %b, i32* %p) {
  %x = load i32, i32* %p, align 4
  %s = add nsw i32 %a, %x
  %m = shl i32 %s, 3
  %r = xor i32 %m, %b
  ret i32 %r
}
; ISEL-LABEL: name: selfp
; ISEL: body:
; ISEL-NEXT: bb.0 (%ir-block.0):
; ISEL-NEXT: liveins: $edi, $xmm0, $xmm1
; ISEL: %2:fr64 = COPY $xmm1
; ISEL-NEXT: %1:fr64 = COPY $xmm0
; ISEL-NEXT: %0:gr32 = COPY $edi
; ISEL-NEXT: TEST32rr %0, %0, implicit-def $eflags
; ISEL-NEXT: %3:fr64 = CMOV_FR64 %2, %1, 4, implicit $eflags
; ISEL-NEXT: $xmm0 = COPY %3
; ISEL-NEXT: RET 0, $xmm0
define double @selfp(i32 %a, double %x, double %y) {
  %c = icmp eq i32 %a, 0
  %r = select i1 %c, double %x, double %y
  ret double %r
}
