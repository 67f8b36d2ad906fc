; Region splitting in the greedy allocator (RAGreedy::tryRegionSplit with SpillPlacement): eight values are
; loaded and used in %entry, live across the call in %hot and used twice each in %exit; the call leaves six
; callee-saved registers, so three values cannot keep a register everywhere.  For each, the edge bundles of
; %entry's exit and %exit's entry prefer a register (uses on both sides), the call in %hot makes a register
; impossible across the whole block (MustSpill), and the cheapest candidate keeps the value in one register in
; %entry and %exit: %hot is left at its top and entered again at its end.  The rest (the complement, only in
; %hot) is spilled, so the spill code sits around the call in the cold block -- one store before it and one
; reload after it per value -- and %entry and %exit have none, as llc-14 allocates it.
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=greedy %s -o - | FileCheck %s --check-prefix=MIR
; RUN: pyllc -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; RUN: llc-14 -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; REQUIRES: llc14
target triple = "x86_64-unknown-linux-gnu"

declare void @g()

; MIR-LABEL: name: f
; MIR: body:
; MIR: bb.0.entry:
; MIR-NOT: %stack.
; MIR: bb.1.hot:
; MIR: ADJCALLSTACKDOWN64
; MIR-NEXT: MOV32mr %stack.[[S0:[0-9]+]], 1, $noreg, 0, $noreg, [[R0:%[0-9]+]] :: (store (s32) into %stack.[[S0]])
; MIR-NEXT: MOV32mr %stack.[[S1:[0-9]+]], 1, $noreg, 0, $noreg, [[R1:%[0-9]+]] :: (store (s32) into %stack.[[S1]])
; MIR-NEXT: MOV32mr %stack.[[S2:[0-9]+]], 1, $noreg, 0, $noreg, [[R2:%[0-9]+]] :: (store (s32) into %stack.[[S2]])
; MIR-NEXT: CALL64pcrel32
; The reloads define the same registers again: the value is in one interval in %entry, at the end of %hot and
; in %exit.
; MIR-NEXT: [[R2]]:gr32 = MOV32rm %stack.[[S2]], 1, $noreg, 0, $noreg :: (load (s32) from %stack.[[S2]])
; MIR-NEXT: [[R1]]:gr32 = MOV32rm %stack.[[S1]], 1, $noreg, 0, $noreg :: (load (s32) from %stack.[[S1]])
; MIR-NEXT: [[R0]]:gr32 = MOV32rm %stack.[[S0]], 1, $noreg, 0, $noreg :: (load (s32) from %stack.[[S0]])
; MIR-NEXT: ADJCALLSTACKUP64
; MIR: bb.2.exit:
; MIR-NOT: %stack.
; MIR: %19:gr32 = IMUL32rr %19, [[R2]], implicit-def dead $eflags
; MIR-NEXT: %19:gr32 = ADD32rr %19, [[R2]], implicit-def dead $eflags
; MIR-NEXT: %19:gr32 = IMUL32rr %19, [[R1]], implicit-def dead $eflags
; MIR-NEXT: %19:gr32 = ADD32rr %19, [[R1]], implicit-def dead $eflags
; MIR-NEXT: %19:gr32 = IMUL32rr %19, [[R0]], implicit-def dead $eflags
; MIR-NEXT: %19:gr32 = ADD32rr %19, [[R0]], implicit-def dead $eflags
; MIR-NEXT: $eax = COPY %19

; ASM-LABEL: f:
; ASM-NOT: {{Spill|Reload}}
; ASM: # %hot
; ASM-NEXT: movl [[R0:%[a-z0-9]+]], [[O0:[0-9]+]](%rsp) # 4-byte Spill
; ASM-NEXT: movl [[R1:%[a-z0-9]+]], [[O1:[0-9]+]](%rsp) # 4-byte Spill
; ASM-NEXT: movl [[R2:%[a-z0-9]+]], [[O2:[0-9]+]](%rsp) # 4-byte Spill
; ASM-NEXT: callq g@PLT
; ASM-NEXT: movl [[O2]](%rsp), [[R2]] # 4-byte Reload
; ASM-NEXT: movl [[O1]](%rsp), [[R1]] # 4-byte Reload
; ASM-NEXT: movl [[O0]](%rsp), [[R0]] # 4-byte Reload
; ASM-NEXT: # %exit
; ASM-NOT: {{Spill|Reload}}
; ASM: retq
define i32 @f(i32* %p, i32 %n) {
entry:
  %a0 = load volatile i32, i32* %p
  %a1 = load volatile i32, i32* %p
  %a2 = load volatile i32, i32* %p
  %a3 = load volatile i32, i32* %p
  %a4 = load volatile i32, i32* %p
  %a5 = load volatile i32, i32* %p
  %a6 = load volatile i32, i32* %p
  %a7 = load volatile i32, i32* %p
  %b0 = mul i32 %a0, %a0
  store volatile i32 %b0, i32* %p
  %b1 = mul i32 %a1, %a1
  store volatile i32 %b1, i32* %p
  %b2 = mul i32 %a2, %a2
  store volatile i32 %b2, i32* %p
  %b3 = mul i32 %a3, %a3
  store volatile i32 %b3, i32* %p
  %b4 = mul i32 %a4, %a4
  store volatile i32 %b4, i32* %p
  %b5 = mul i32 %a5, %a5
  store volatile i32 %b5, i32* %p
  %b6 = mul i32 %a6, %a6
  store volatile i32 %b6, i32* %p
  %b7 = mul i32 %a7, %a7
  store volatile i32 %b7, i32* %p
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %hot, label %exit

hot:
  call void @g()
  br label %exit

exit:
  %x0 = mul i32 %a0, %n
  %y0 = add i32 %x0, %a0
  %x1 = mul i32 %a1, %y0
  %y1 = add i32 %x1, %a1
  %x2 = mul i32 %a2, %y1
  %y2 = add i32 %x2, %a2
  %x3 = mul i32 %a3, %y2
  %y3 = add i32 %x3, %a3
  %x4 = mul i32 %a4, %y3
  %y4 = add i32 %x4, %a4
  %x5 = mul i32 %a5, %y4
  %y5 = add i32 %x5, %a5
  %x6 = mul i32 %a6, %y5
  %y6 = add i32 %x6, %a6
  %x7 = mul i32 %a7, %y6
  %y7 = add i32 %x7, %a7
  ret i32 %y7
}
