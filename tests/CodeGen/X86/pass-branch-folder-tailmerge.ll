; Tail merging (BranchFolder::TailMergeBlocks): the two identical call sequences of @tails are merged, leaving
; straight-line code without a branch (the conditional branch to two equal blocks folds away).
; RUN: pyllc -O2 -verify-machineinstrs -stop-after=branch-folder %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -stop-after=branch-folder %s -o - | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"
declare void @f1()
declare void @f2()
; CHECK-LABEL: name: tails
; CHECK: body:
; CHECK-NOT: JCC_1
; CHECK-COUNT-1: CALL64pcrel32 target-flags(x86-plt) @f1
; CHECK-NOT: CALL64pcrel32 target-flags(x86-plt) @f1
define void @tails(i32 %a) nounwind {
entry:
  %c = icmp eq i32 %a, 0
  br i1 %c, label %x, label %y
x:
  call void @f1()
  call void @f2()
  ret void
y:
  call void @f1()
  call void @f2()
  ret void
}

; @layout: x (store to @g, return) is the whole tail of y (store to @h, store to @g, return), two instructions,
; fewer than tail-merge-size.  OptimizeBranches moves y in front of x; then y's tail merges because y can fall
; into x without a branch (ProfitableToMerge's layout-successor rule).
; CHECK-LABEL: name: layout
; CHECK: bb.2.y:
; CHECK-NEXT: successors: %bb.3(0x80000000)
; CHECK-NEXT: {{^  $}}
; CHECK-NEXT: MOV32mi $rip, 1, $noreg, @h, $noreg, 2 :: (volatile store (s32) into @h)
; CHECK-NEXT: {{^  $}}
; CHECK-NEXT: bb.3.x:
; CHECK-NEXT: MOV32mi $rip, 1, $noreg, @g, $noreg, 1 :: (volatile store (s32) into @g)
; CHECK-NEXT: RET 0
; CHECK-NEXT: {{^  $}}
; CHECK-NEXT: bb.4.z:
; CHECK-NOT: @g
; CHECK: RET 0
@g = dso_local global i32 0
@h = dso_local global i32 0
define void @layout(i32 %a, i32 %b) nounwind {
entry:
  %c = icmp eq i32 %a, 0
  br i1 %c, label %x, label %n
x:
  store volatile i32 1, i32* @g
  ret void
n:
  %d = icmp eq i32 %b, 0
  br i1 %d, label %y, label %z
z:
  store volatile i32 3, i32* @h
  ret void
y:
  store volatile i32 2, i32* @h
  store volatile i32 1, i32* @g
  ret void
}
