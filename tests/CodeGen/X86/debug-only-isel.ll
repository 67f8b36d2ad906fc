; -debug-only=isel prints the SelectionDAG of each block after each phase of CodeGenAndEmitDAG on standard
; error, under LLVM's stage headers; other debug types are accepted and print nothing.  (llc-14 release builds
; have no -debug-only; assertion-enabled LLVM builds print these headers.)
; RUN: pyllc -O2 -debug-only=isel %s -o /dev/null 2>&1 | FileCheck %s
; RUN: pyllc -O0 -debug-only=dagcombine,isel %s -o /dev/null 2>&1 | FileCheck %s
; RUN: pyllc -debug-only=dagcombine,regalloc %s -o /dev/null 2>&1 | FileCheck %s --allow-empty --check-prefix=NONE
; RUN: pyllc -debug-only=isel %s -o - 2>/dev/null | FileCheck %s --check-prefix=ASM

; CHECK: Initial selection DAG: %bb.0 'g:entry'
; CHECK-NEXT: SelectionDAG has 10 nodes:
; CHECK: t{{[0-9]+}}: i32 = add t{{[0-9]+}}, t{{[0-9]+}}
; CHECK: X86ISD::RET_FLAG
; CHECK: Optimized lowered selection DAG: %bb.0 'g:entry'
; CHECK-NEXT: SelectionDAG has 10 nodes:
; CHECK: Type-legalized selection DAG: %bb.0 'g:entry'
; CHECK-NEXT: SelectionDAG has 10 nodes:
; The types were legal already: no combine after type legalization.
; CHECK-NOT: Optimized type-legalized
; CHECK: Legalized selection DAG: %bb.0 'g:entry'
; CHECK-NEXT: SelectionDAG has 10 nodes:
; CHECK: Optimized legalized selection DAG: %bb.0 'g:entry'
; CHECK-NEXT: SelectionDAG has 10 nodes:
; CHECK: ===== Instruction selection begins: %bb.0 'entry'
; CHECK-EMPTY:
; CHECK-NEXT: ===== Instruction selection ends:
; CHECK-NEXT: Selected selection DAG: %bb.0 'g:entry'
; CHECK-NEXT: SelectionDAG has {{[0-9]+}} nodes:
; CHECK: t{{[0-9]+}}: i32,i32 = ADD32rr t{{[0-9]+}}, t{{[0-9]+}}
; CHECK: ch = RET TargetConstant:i32<0>, Register:i32 $eax, t{{[0-9]+}}, t{{[0-9]+}}:1
; The i8 argument's block needs type legalization (the i8 add is legal, the i1 compare result is promoted).
; CHECK: Initial selection DAG: %bb.0 'h:entry'
; CHECK: Type-legalized selection DAG: %bb.0 'h:entry'
; CHECK-NEXT: SelectionDAG has
; CHECK: Optimized type-legalized selection DAG: %bb.0 'h:entry'
; CHECK: Selected selection DAG: %bb.0 'h:entry'
; CHECK-NOT: selection DAG

; NONE-NOT: {{.}}

; ASM: g:
; ASM: retq

define i32 @g(i32 %a, i32 %b) {
entry:
  %s = add i32 %a, %b
  ret i32 %s
}

define zeroext i1 @h(i32 %a) {
entry:
  %c = icmp sgt i32 %a, 7
  ret i1 %c
}
