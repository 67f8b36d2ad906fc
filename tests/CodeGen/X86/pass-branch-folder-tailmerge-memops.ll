; Tail merging (BranchFolder::mergeCommonTails): x and y end with the same four instructions before their
; branch to z (a store through @h's GOT entry, the GOT load of @g and the store to @g).  The merged tail is
; put in front of z, and each merged memory instruction keeps one memory operand: identical operands are not
; repeated (MachineInstr::cloneMergedMemRefs), and the live-ins of the new block are recomputed.
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=branch-folder %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -stop-after=branch-folder %s -o - | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"
@g = global i32 0
@h = global i32 0

; CHECK-LABEL: name: f
; CHECK: bb.{{[0-9]+}}.y:
; CHECK: MOV32mr renamable $rax, 1, $noreg, 0, $noreg, killed renamable $edi :: (volatile store (s32) into @h){{$}}
; CHECK-NEXT: {{^  $}}
; CHECK-NEXT: bb.{{[0-9]+}}.z:
; CHECK-NEXT: liveins: $rax, $esi
; CHECK-NEXT: {{^  $}}
; CHECK-NEXT: MOV32mr killed renamable $rax, 1, $noreg, 0, $noreg, killed renamable $esi :: (volatile store (s32) into @h){{$}}
; CHECK-NEXT: renamable $rax = MOV64rm $rip, 1, $noreg, target-flags(x86-gotpcrel) @g, $noreg :: (load (s64) from got){{$}}
; CHECK-NEXT: MOV32mi killed renamable $rax, 1, $noreg, 0, $noreg, 1 :: (volatile store (s32) into @g){{$}}
; CHECK-NEXT: renamable $rax = MOV64rm $rip, 1, $noreg, target-flags(x86-gotpcrel) @h, $noreg :: (load (s64) from got){{$}}
; CHECK-NEXT: MOV32mi killed renamable $rax, 1, $noreg, 0, $noreg, 5 :: (volatile store (s32) into @h){{$}}
; CHECK-NEXT: RET 0
; CHECK-NOT: MOV32mi
define void @f(i32 %a, i32 %b) nounwind {
entry:
  %c = icmp eq i32 %a, 0
  br i1 %c, label %x, label %y
x:
  store volatile i32 %b, i32* @h
  store volatile i32 1, i32* @g
  br label %z
y:
  store volatile i32 %a, i32* @h
  store volatile i32 %b, i32* @h
  store volatile i32 1, i32* @g
  br label %z
z:
  store volatile i32 5, i32* @h
  ret void
}
