; virtregrewriter replaces every virtual register by its assigned physical register (marked renamable), keeps
; the spill stores/reloads of %stack slots, and leaves no virtual register behind. CHECK lines are llc-14's.
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=virtregrewriter %s -o - | FileCheck %s --check-prefix=VRR
; RUN: pyllc -O2 -verify-machineinstrs -regalloc=basic -stop-after=virtregrewriter %s -o - | FileCheck %s --check-prefix=ANY
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -stop-after=virtregrewriter %s -o - | FileCheck %s --check-prefix=VRR
; RUN: llc-14 -O2 -verify-machineinstrs -regalloc=basic -stop-after=virtregrewriter %s -o - | FileCheck %s --check-prefix=ANY
; ANY-LABEL: name: pressure
; ANY: body:
; ANY-NOT: {{%[0-9]+}}
; ANY: RET 0
; VRR-LABEL: name: pressure
; VRR: body:
; VRR-NEXT: bb.0 (%ir-block.0):
; VRR-NEXT: liveins: $rdi, $rsi
; VRR: renamable $rbx = COPY $rsi
; VRR-NEXT: renamable $ebp = MOV32rm renamable $rdi, 1, $noreg, 0, $noreg :: (volatile load (s32) from %ir.{{p01|p0}})
; VRR-NEXT: renamable $r14d = MOV32rm renamable $rdi, 1, $noreg, 4, $noreg :: (volatile load (s32) from %ir.p1)
; VRR-NEXT: renamable $r15d = MOV32rm renamable $rdi, 1, $noreg, 8, $noreg :: (volatile load (s32) from %ir.p2)
; VRR-NEXT: renamable $r12d = MOV32rm renamable $rdi, 1, $noreg, 12, $noreg :: (volatile load (s32) from %ir.p3)
; VRR-NEXT: renamable $r13d = MOV32rm renamable $rdi, 1, $noreg, 16, $noreg :: (volatile load (s32) from %ir.p4)
; VRR-NEXT: renamable $eax = MOV32rm renamable $rdi, 1, $noreg, 20, $noreg :: (volatile load (s32) from %ir.p5)
; VRR-NEXT: MOV32mr %stack.0, 1, $noreg, 0, $noreg, killed renamable $eax :: (store (s32) into %stack.0)
; VRR-NEXT: renamable $eax = MOV32rm renamable $rdi, 1, $noreg, 24, $noreg :: (volatile load (s32) from %ir.p6)
; VRR-NEXT: MOV32mr %stack.1, 1, $noreg, 0, $noreg, killed renamable $eax :: (store (s32) into %stack.1)
; VRR-NEXT: renamable $eax = MOV32rm renamable $rdi, 1, $noreg, 28, $noreg :: (volatile load (s32) from %ir.p7)
; VRR-NEXT: MOV32mr %stack.2, 1, $noreg, 0, $noreg, killed renamable $eax :: (store (s32) into %stack.2)
; VRR-NEXT: renamable $eax = MOV32rm killed renamable $rdi, 1, $noreg, 32, $noreg :: (volatile load (s32) from %ir.p8)
; VRR-NEXT: MOV32mr %stack.3, 1, $noreg, 0, $noreg, killed renamable $eax :: (store (s32) into %stack.3)
; VRR-NEXT: ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
; VRR-NEXT: CALL64pcrel32 target-flags(x86-plt) @g, csr_64, implicit $rsp, implicit $ssp, implicit-def $rsp, implicit-def $ssp
; VRR-NEXT: ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit-def dead $ssp, implicit $rsp, implicit $ssp
; VRR-NEXT: MOV32mr renamable $rbx, 1, $noreg, 0, $noreg, killed renamable $ebp :: (volatile store (s32) into %ir.{{q02|q0}})
; VRR-NEXT: MOV32mr renamable $rbx, 1, $noreg, 4, $noreg, killed renamable $r14d :: (volatile store (s32) into %ir.q1)
; VRR-NEXT: MOV32mr renamable $rbx, 1, $noreg, 8, $noreg, killed renamable $r15d :: (volatile store (s32) into %ir.q2)
; VRR-NEXT: MOV32mr renamable $rbx, 1, $noreg, 12, $noreg, killed renamable $r12d :: (volatile store (s32) into %ir.q3)
; VRR-NEXT: MOV32mr renamable $rbx, 1, $noreg, 16, $noreg, killed renamable $r13d :: (volatile store (s32) into %ir.q4)
; VRR-NEXT: renamable $eax = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0)
; VRR-NEXT: MOV32mr renamable $rbx, 1, $noreg, 20, $noreg, killed renamable $eax :: (volatile store (s32) into %ir.q5)
; VRR-NEXT: renamable $eax = MOV32rm %stack.1, 1, $noreg, 0, $noreg :: (load (s32) from %stack.1)
; VRR-NEXT: MOV32mr renamable $rbx, 1, $noreg, 24, $noreg, killed renamable $eax :: (volatile store (s32) into %ir.q6)
; VRR-NEXT: renamable $eax = MOV32rm %stack.2, 1, $noreg, 0, $noreg :: (load (s32) from %stack.2)
; VRR-NEXT: MOV32mr renamable $rbx, 1, $noreg, 28, $noreg, killed renamable $eax :: (volatile store (s32) into %ir.q7)
; VRR-NEXT: renamable $eax = MOV32rm %stack.3, 1, $noreg, 0, $noreg :: (load (s32) from %stack.3)
; VRR-NEXT: MOV32mr killed renamable $rbx, 1, $noreg, 32, $noreg, killed renamable $eax :: (volatile store (s32) into %ir.q8)
; VRR-NEXT: RET 0
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
