; Live range splitting in the greedy allocator (tryBlockSplit): eight values are loaded and used in %entry,
; live across the call in %hot and used twice each in %exit; a call leaves six callee-saved registers, so three
; values are split into one interval per use block plus the rest (the complement) through %hot.  The %entry
; interval keeps the loaded register up to its last use, where a copy hands the value to the complement; the
; %exit interval starts with a copy from the complement before the first use.  The complement is spilled, so
; the copies become one spill store in %entry and one reload in %exit that feeds both uses there (spilling the
; whole range would reload before each use).
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=greedy %s -o - | FileCheck %s --check-prefix=MIR
; RUN: pyllc -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
target triple = "x86_64-unknown-linux-gnu"

declare void @g()

; MIR-LABEL: name: f
; MIR: body:
; MIR: bb.0.entry:
; The three split values are defined by their loads straight into the %entry intervals.
; MIR: %4:gr32 = MOV32rm %8, 1, $noreg, 0, $noreg :: (volatile load (s32) from %ir.p)
; MIR-NEXT: [[E5:%[0-9]+]]:gr32 = MOV32rm %8, 1, $noreg, 0, $noreg :: (volatile load (s32) from %ir.p)
; MIR-NEXT: [[E6:%[0-9]+]]:gr32 = MOV32rm %8, 1, $noreg, 0, $noreg :: (volatile load (s32) from %ir.p)
; MIR-NEXT: [[E7:%[0-9]+]]:gr32 = MOV32rm %8, 1, $noreg, 0, $noreg :: (volatile load (s32) from %ir.p)
; After the last use in %entry (the COPY feeding the multiply) the copy to the complement, spilled: a store.
; MIR: %15:gr32 = COPY [[E5]]
; MIR-NEXT: MOV32mr %stack.[[S5:[0-9]+]], 1, $noreg, 0, $noreg, [[E5]] :: (store (s32) into %stack.[[S5]])
; MIR-NEXT: %15:gr32 = IMUL32rr %15, %15
; MIR: %16:gr32 = COPY [[E6]]
; MIR-NEXT: MOV32mr %stack.[[S6:[0-9]+]], 1, $noreg, 0, $noreg, [[E6]] :: (store (s32) into %stack.[[S6]])
; MIR: %17:gr32 = COPY [[E7]]
; MIR-NEXT: MOV32mr %stack.[[S7:[0-9]+]], 1, $noreg, 0, $noreg, [[E7]] :: (store (s32) into %stack.[[S7]])
; Nothing of the split values in %hot.
; MIR: bb.1.hot:
; MIR-NOT: %stack.
; MIR: bb.2.exit:
; The unsplit values stay in their registers.
; MIR: %19:gr32 = IMUL32rr %19, %4, implicit-def dead $eflags
; MIR-NEXT: %19:gr32 = ADD32rr %19, %4, implicit-def dead $eflags
; The copy from the complement into each %exit interval, a reload, feeds both uses.
; MIR-NEXT: [[X5:%[0-9]+]]:gr32 = MOV32rm %stack.[[S5]], 1, $noreg, 0, $noreg :: (load (s32) from %stack.[[S5]])
; MIR-NEXT: %19:gr32 = IMUL32rr %19, [[X5]], implicit-def dead $eflags
; MIR-NEXT: %19:gr32 = ADD32rr %19, [[X5]], implicit-def dead $eflags
; MIR-NEXT: [[X6:%[0-9]+]]:gr32 = MOV32rm %stack.[[S6]], 1, $noreg, 0, $noreg :: (load (s32) from %stack.[[S6]])
; MIR-NEXT: %19:gr32 = IMUL32rr %19, [[X6]], implicit-def dead $eflags
; MIR-NEXT: %19:gr32 = ADD32rr %19, [[X6]], implicit-def dead $eflags
; MIR-NEXT: [[X7:%[0-9]+]]:gr32 = MOV32rm %stack.[[S7]], 1, $noreg, 0, $noreg :: (load (s32) from %stack.[[S7]])
; MIR-NEXT: %19:gr32 = IMUL32rr %19, [[X7]], implicit-def dead $eflags
; MIR-NEXT: %19:gr32 = ADD32rr %19, [[X7]], implicit-def dead $eflags
; MIR-NEXT: $eax = COPY %19

; ASM-LABEL: f:
; ASM-COUNT-3: # 4-byte Spill
; ASM: callq g@PLT
; ASM: # %exit
; ASM-COUNT-10: {{imull|addl}}
; ASM-NEXT: movl [[O5:[0-9]+]](%rsp), [[R5:%[a-z0-9]+]] # 4-byte Reload
; ASM-NEXT: imull [[R5]], %ebx
; ASM-NEXT: addl [[R5]], %ebx
; ASM-NEXT: movl {{[0-9]+}}(%rsp), [[R6:%[a-z0-9]+]] # 4-byte Reload
; ASM-NEXT: imull [[R6]], %ebx
; ASM-NEXT: addl [[R6]], %ebx
; ASM-NEXT: movl {{[0-9]+}}(%rsp), [[R7:%[a-z0-9]+]] # 4-byte Reload
; ASM-NEXT: imull [[R7]], %ebx
; ASM-NEXT: addl [[R7]], %ebx
; ASM-NOT: Reload
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
