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
