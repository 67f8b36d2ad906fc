; The cmpxchg loop of an expanded atomicrmw nand: atomic-expand gives the atomicrmw's node to every new IR
; instruction (as LLVM 16's ReplacementIRBuilder), and finalize-isel shows it on the MIR of the initial load,
; the AND, the NOT and the COPY of the old value; the LOCK CMPXCHG has none.
; PCSECTIONS-COMPARE: layout-only: llc-16 also marks the back branch of the cmpxchg loop, pyllc does not
; RUN: pyllc -O2 -print-after=atomic-expand -filetype=null < %s 2>&1 | FileCheck %s --check-prefix=IR
; RUN: pyllc -O2 -stop-after=finalize-isel < %s -o - | FileCheck %s --check-prefixes=MIR,PYLLC
; RUN: %if llvm16 %{ llc-16 -O2 -stop-after=finalize-isel < %s -o - | FileCheck %s --check-prefixes=MIR,LLC16 %}

target triple = "x86_64-unknown-linux-gnu"

define i32 @nand(ptr %p, i32 %a) {
  %r = atomicrmw nand ptr %p, i32 %a seq_cst, !pcsections !0
  ret i32 %r
}
!0 = !{!"s"}

; IR-LABEL: define i32 @nand(
; IR: load i32, ptr %p, align 4, !pcsections !0
; IR-NEXT: br label %atomicrmw.start, !pcsections !0
; IR: %loaded = phi i32 [ %{{[0-9]+}}, %{{[0-9]+}} ], [ %newloaded, %atomicrmw.start ], !pcsections !0
; IR-NEXT: %{{[0-9]+}} = and i32 %loaded, %a, !pcsections !0
; IR-NEXT: %new = xor i32 %{{[0-9]+}}, -1, !pcsections !0
; IR-NEXT: %{{[0-9]+}} = cmpxchg ptr %p, i32 %loaded, i32 %new seq_cst seq_cst, align 4, !pcsections !0
; IR-NEXT: %success = extractvalue { i32, i1 } %{{[0-9]+}}, 1, !pcsections !0
; IR-NEXT: %newloaded = extractvalue { i32, i1 } %{{[0-9]+}}, 0, !pcsections !0
; IR-NEXT: br i1 %success, label %atomicrmw.end, label %atomicrmw.start, !pcsections !0

; MIR-LABEL: name: nand
; MIR: %0:gr32 = MOV32rm %3, 1, $noreg, 0, $noreg, pcsections !0 :: (load (s32) from %ir.p)
; MIR: %5:gr32 = AND32rr %1, %4, implicit-def dead $eflags, pcsections !0
; MIR-NEXT: %6:gr32 = NOT32r %5, pcsections !0
; MIR-NEXT: $eax = COPY %1{{$}}
; MIR-NEXT: LCMPXCHG32 %3, 1, $noreg, 0, $noreg, killed %6, implicit-def $eax, implicit-def $eflags, implicit $eax :: (load store seq_cst seq_cst (s32) on %ir.p)
; MIR-NEXT: %7:gr32 = COPY $eax, pcsections !0
; MIR-NEXT: %2:gr32 = COPY %7{{$}}
; PYLLC-NEXT: JCC_1 %bb.1, 5, implicit $eflags{{$}}
; LLC16-NEXT: JCC_1 %bb.1, 5, implicit $eflags, pcsections !0
