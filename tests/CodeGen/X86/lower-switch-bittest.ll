; XFAIL: *
; Switch lowering to bit tests (SwitchLowering's BitTestBlocks: few destinations over a small range become
; `bt` against a mask) is not implemented in pyllc: it emits a jump table instead (see requests.md).
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"
declare void @f0()
declare void @f1()
; CHECK-LABEL: bittest:
; CHECK: cmpl $12, %edi
; CHECK-NEXT: ja [[DEF:.LBB[0-9_]+]]
; CHECK: movl $553, %eax
; CHECK-NEXT: btl %edi, %eax
; CHECK: movl $4114, %eax
; CHECK-NEXT: btl %edi, %eax
; CHECK-NOT: .LJTI
define i32 @bittest(i32 %x) nounwind {
entry:
  switch i32 %x, label %def [ i32 0, label %a
                              i32 3, label %a
                              i32 5, label %a
                              i32 9, label %a
                              i32 1, label %b
                              i32 4, label %b
                              i32 12, label %b ]
a:
  call void @f0()
  ret i32 1
b:
  call void @f1()
  ret i32 2
def:
  ret i32 0
}
