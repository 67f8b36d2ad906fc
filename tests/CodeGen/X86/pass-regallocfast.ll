; regallocfast (-O0): every virtual register gets a physical one; values live across the call (its regmask
; clobbers the caller-saved registers) are spilled to stack slots right after their definition and reloaded
; after the call. CHECK lines are llc-14's (FastISel) output; the call pseudos' implicit operands are matched
; loosely.
; RUN: pyllc -O0 -verify-machineinstrs -stop-after=regallocfast %s -o - | FileCheck %s --check-prefix=FAST
; RUN: pyllc -O0 -verify-machineinstrs -regalloc=fast -stop-after=regallocfast %s -o - | FileCheck %s --check-prefix=FAST
; REQUIRES: llc14
; RUN: llc-14 -O0 -verify-machineinstrs -stop-after=regallocfast %s -o - | FileCheck %s --check-prefix=FAST
; FAST-LABEL: name: pressure
; FAST: stack:
; FAST-COUNT-9: type: spill-slot
; FAST: body:
; FAST-NEXT: bb.0 (%ir-block.0):
; FAST-NEXT: liveins: $rdi, $rsi
; FAST: MOV64mr %stack.0, 1, $noreg, 0, $noreg, $rsi :: (store (s64) into %stack.0)
; FAST-NEXT: renamable $ebx = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg :: (volatile load (s32) from %ir.p0)
; FAST-NEXT: renamable $eax = MOV32rm renamable $rdi, 1, $noreg, 4, $noreg :: (volatile load (s32) from %ir.p1)
; FAST-NEXT: MOV32mr %stack.8, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.8)
; FAST-NEXT: renamable $eax = MOV32rm renamable $rdi, 1, $noreg, 8, $noreg :: (volatile load (s32) from %ir.p2)
; FAST-NEXT: MOV32mr %stack.7, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.7)
; FAST-NEXT: renamable $eax = MOV32rm renamable $rdi, 1, $noreg, 12, $noreg :: (volatile load (s32) from %ir.p3)
; FAST-NEXT: MOV32mr %stack.6, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.6)
; FAST-NEXT: renamable $eax = MOV32rm renamable $rdi, 1, $noreg, 16, $noreg :: (volatile load (s32) from %ir.p4)
; FAST-NEXT: MOV32mr %stack.5, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.5)
; FAST-NEXT: renamable $eax = MOV32rm renamable $rdi, 1, $noreg, 20, $noreg :: (volatile load (s32) from %ir.p5)
; FAST-NEXT: MOV32mr %stack.4, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.4)
; FAST-NEXT: renamable $eax = MOV32rm renamable $rdi, 1, $noreg, 24, $noreg :: (volatile load (s32) from %ir.p6)
; FAST-NEXT: MOV32mr %stack.3, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.3)
; FAST-NEXT: renamable $eax = MOV32rm renamable $rdi, 1, $noreg, 28, $noreg :: (volatile load (s32) from %ir.p7)
; FAST-NEXT: MOV32mr %stack.2, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.2)
; FAST-NEXT: renamable $eax = MOV32rm killed renamable $rdi, 1, $noreg, 32, $noreg :: (volatile load (s32) from %ir.p8)
; FAST-NEXT: MOV32mr %stack.1, 1, $noreg, 0, $noreg, $eax :: (store (s32) into %stack.1)
; FAST-NEXT: ADJCALLSTACKDOWN64 0, 0, 0, implicit-def {{(dead )?}}$rsp, implicit-def dead $eflags, implicit-def {{(dead )?}}$ssp, implicit $rsp, implicit $ssp
; FAST-NEXT: CALL64pcrel32 target-flags(x86-plt) @g, csr_64, implicit $rsp, implicit $ssp{{.*}}
; FAST-NEXT: $r11d = MOV32rm %stack.8, 1, $noreg, 0, $noreg :: (load (s32) from %stack.8)
; FAST-NEXT: $r10d = MOV32rm %stack.7, 1, $noreg, 0, $noreg :: (load (s32) from %stack.7)
; FAST-NEXT: $r9d = MOV32rm %stack.6, 1, $noreg, 0, $noreg :: (load (s32) from %stack.6)
; FAST-NEXT: $r8d = MOV32rm %stack.5, 1, $noreg, 0, $noreg :: (load (s32) from %stack.5)
; FAST-NEXT: $edi = MOV32rm %stack.4, 1, $noreg, 0, $noreg :: (load (s32) from %stack.4)
; FAST-NEXT: $edx = MOV32rm %stack.3, 1, $noreg, 0, $noreg :: (load (s32) from %stack.3)
; FAST-NEXT: $ecx = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
; FAST-NEXT: $eax = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
; FAST-NEXT: $rsi = MOV64rm %stack.0, 1, $noreg, 0, $noreg :: (load (s64) from %stack.0)
; FAST-NEXT: ADJCALLSTACKUP64 0, 0, implicit-def {{(dead )?}}$rsp, implicit-def dead $eflags, implicit-def {{(dead )?}}$ssp, implicit $rsp, implicit $ssp
; FAST-NEXT: MOV32mr renamable $rsi, 1, $noreg, 0, $noreg, killed renamable $ebx :: (volatile store (s32) into %ir.q0)
; FAST-NEXT: MOV32mr renamable $rsi, 1, $noreg, 4, $noreg, killed renamable $r11d :: (volatile store (s32) into %ir.q1)
; FAST-NEXT: MOV32mr renamable $rsi, 1, $noreg, 8, $noreg, killed renamable $r10d :: (volatile store (s32) into %ir.q2)
; FAST-NEXT: MOV32mr renamable $rsi, 1, $noreg, 12, $noreg, killed renamable $r9d :: (volatile store (s32) into %ir.q3)
; FAST-NEXT: MOV32mr renamable $rsi, 1, $noreg, 16, $noreg, killed renamable $r8d :: (volatile store (s32) into %ir.q4)
; FAST-NEXT: MOV32mr renamable $rsi, 1, $noreg, 20, $noreg, killed renamable $edi :: (volatile store (s32) into %ir.q5)
; FAST-NEXT: MOV32mr renamable $rsi, 1, $noreg, 24, $noreg, killed renamable $edx :: (volatile store (s32) into %ir.q6)
; FAST-NEXT: MOV32mr renamable $rsi, 1, $noreg, 28, $noreg, killed renamable $ecx :: (volatile store (s32) into %ir.q7)
; FAST-NEXT: MOV32mr killed renamable $rsi, 1, $noreg, 32, $noreg, killed renamable $eax :: (volatile store (s32) into %ir.q8)
; FAST-NEXT: {{RET64|RET 0}}
target triple = "x86_64-unknown-linux-gnu"
declare void @g()
define void @pressure(i32* %p, i32* %q) nounwind {
  %p0 = getelementptr i32, i32* %p, i64 0
  %a0 = load volatile i32, i32* %p0
  %p1 = getelementptr i32, i32* %p, i64 1
  %a1 = load volatile i32, i32* %p1
  %p2 = getelementptr i32, i32* %p, i64 2
  %a2 = load volatile i32, i32* %p2
  %p3 = getelementptr i32, i32* %p, i64 3
  %a3 = load volatile i32, i32* %p3
  %p4 = getelementptr i32, i32* %p, i64 4
  %a4 = load volatile i32, i32* %p4
  %p5 = getelementptr i32, i32* %p, i64 5
  %a5 = load volatile i32, i32* %p5
  %p6 = getelementptr i32, i32* %p, i64 6
  %a6 = load volatile i32, i32* %p6
  %p7 = getelementptr i32, i32* %p, i64 7
  %a7 = load volatile i32, i32* %p7
  %p8 = getelementptr i32, i32* %p, i64 8
  %a8 = load volatile i32, i32* %p8
  call void @g()
  %q0 = getelementptr i32, i32* %q, i64 0
  store volatile i32 %a0, i32* %q0
  %q1 = getelementptr i32, i32* %q, i64 1
  store volatile i32 %a1, i32* %q1
  %q2 = getelementptr i32, i32* %q, i64 2
  store volatile i32 %a2, i32* %q2
  %q3 = getelementptr i32, i32* %q, i64 3
  store volatile i32 %a3, i32* %q3
  %q4 = getelementptr i32, i32* %q, i64 4
  store volatile i32 %a4, i32* %q4
  %q5 = getelementptr i32, i32* %q, i64 5
  store volatile i32 %a5, i32* %q5
  %q6 = getelementptr i32, i32* %q, i64 6
  store volatile i32 %a6, i32* %q6
  %q7 = getelementptr i32, i32* %q, i64 7
  store volatile i32 %a7, i32* %q7
  %q8 = getelementptr i32, i32* %q, i64 8
  store volatile i32 %a8, i32* %q8
  ret void
}
