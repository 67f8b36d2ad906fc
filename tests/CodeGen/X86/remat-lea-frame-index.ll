; Rematerialization of a stack object's address ('lea fi#', which X86InstrInfo counts as trivially
; rematerializable): %p = &buf is passed to @use before and after eight calls that keep the callee-saved
; registers busy.  The LEA is recomputed into $rdi for each call (the coalescer rematerializes it into the
; argument copies) instead of being kept in a register or spilled and reloaded, as llc-14 does.
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=greedy %s -o - | FileCheck %s --check-prefix=MIR
; RUN: pyllc -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; RUN: llc-14 -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; REQUIRES: llc14
target triple = "x86_64-unknown-linux-gnu"

declare void @use(i32*, i32)
declare i32 @get()
declare void @sink(i32)

; MIR-LABEL: name: f
; MIR: body:
; MIR-NOT: MOV64mr %stack.
; MIR: $rdi = LEA64r %stack.0.buf, 1, $noreg, 0, $noreg
; MIR-NEXT: $esi = COPY
; MIR-NEXT: CALL64pcrel32 target-flags(x86-plt) @use,
; MIR-NOT: MOV64mr %stack.
; MIR: $rdi = LEA64r %stack.0.buf, 1, $noreg, 0, $noreg
; MIR-NOT: MOV64mr %stack.
; MIR: CALL64pcrel32 target-flags(x86-plt) @use,

; ASM-LABEL: f:
; ASM-NOT: 8-byte
; ASM: leaq [[OFF:[0-9]+]](%rsp), %rdi
; ASM-NOT: 8-byte
; ASM: callq use@PLT
; ASM-COUNT-7: callq sink@PLT
; ASM-NEXT: leaq [[OFF]](%rsp), %rdi
; ASM-NOT: 8-byte
; ASM: callq use@PLT
; ASM-NOT: 8-byte
; ASM: retq
define i32 @f(i32 %n) {
entry:
  %buf = alloca [16 x i32], align 16
  %p = getelementptr inbounds [16 x i32], [16 x i32]* %buf, i64 0, i64 0
  call void @use(i32* %p, i32 %n)
  %v0 = call i32 @get()
  %v1 = call i32 @get()
  %v2 = call i32 @get()
  %v3 = call i32 @get()
  %v4 = call i32 @get()
  %v5 = call i32 @get()
  %v6 = call i32 @get()
  call void @sink(i32 %v0)
  call void @sink(i32 %v1)
  call void @sink(i32 %v2)
  call void @sink(i32 %v3)
  call void @sink(i32 %v4)
  call void @sink(i32 %v5)
  call void @sink(i32 %v6)
  call void @use(i32* %p, i32 %n)
  %s0 = xor i32 %n, %v0
  %s1 = xor i32 %s0, %v1
  %s2 = xor i32 %s1, %v2
  %s3 = xor i32 %s2, %v3
  %s4 = xor i32 %s3, %v4
  %s5 = xor i32 %s4, %v5
  %s6 = xor i32 %s5, %v6
  ret i32 %s6
}
