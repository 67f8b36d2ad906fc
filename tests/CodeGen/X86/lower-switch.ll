; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: pyllc -O0 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o /dev/null
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"
; Switch lowering: jump table for dense cases, binary search tree for sparse ones; bit tests are in
; lower-switch-bittest.ll.
declare void @f0()
declare void @f1()
declare void @f2()
declare void @f3()
declare void @f4()
; Five dense cases: a range check against the default, then an indirect jump through a .rodata table.
; CHECK-LABEL: jump_table:
; CHECK: {{cmpl \$4, %edi|subl \$4, %edi}}
; CHECK-NEXT: ja [[DEF:.LBB0_[0-9]+]]
; CHECK: jmpq *.LJTI0_0(,%rax,8)
; CHECK: [[A:.LBB0_[0-9]+]]: # %a
; CHECK-NEXT: callq f0@PLT
; CHECK: [[B:.LBB0_[0-9]+]]: # %b
; CHECK-NEXT: callq f1@PLT
; CHECK: [[C:.LBB0_[0-9]+]]: # %c
; CHECK-NEXT: callq f2@PLT
; CHECK: [[D:.LBB0_[0-9]+]]: # %d
; CHECK-NEXT: callq f3@PLT
; CHECK: [[E:.LBB0_[0-9]+]]: # %e
; CHECK-NEXT: callq f4@PLT
; CHECK: .section .rodata,"a",@progbits
; CHECK-NEXT: .p2align 3
; CHECK-NEXT: .LJTI0_0:
; CHECK-NEXT: .quad [[A]]
; CHECK-NEXT: .quad [[B]]
; CHECK-NEXT: .quad [[C]]
; CHECK-NEXT: .quad [[D]]
; CHECK-NEXT: .quad [[E]]
define void @jump_table(i32 %x) nounwind {
entry:
  switch i32 %x, label %def [ i32 0, label %a
                              i32 1, label %b
                              i32 2, label %c
                              i32 3, label %d
                              i32 4, label %e ]
a:
  call void @f0()
  br label %def
b:
  call void @f1()
  br label %def
c:
  call void @f2()
  br label %def
d:
  call void @f3()
  br label %def
e:
  call void @f4()
  br label %def
def:
  ret void
}
; Four sparse cases: a binary search tree of compares split at 3000 (no jump table).
; CHECK-LABEL: tree:
; CHECK-NOT: .LJTI
; CHECK: {{cmpl \$2999, %edi|subl \$2999, %eax}}
; CHECK-NEXT: jg [[HI:.LBB1_[0-9]+]]
; CHECK: {{cmpl|subl}} $10,
; CHECK: {{cmpl|subl}} $200,
; CHECK: [[HI]]:
; CHECK: {{cmpl|subl}} $3000,
; CHECK: {{cmpl|subl}} $40000,
; CHECK: .Lfunc_end1:
define i32 @tree(i32 %x) nounwind {
entry:
  switch i32 %x, label %def [ i32 10, label %a
                              i32 200, label %b
                              i32 3000, label %c
                              i32 40000, label %d ]
a:
  ret i32 1
b:
  ret i32 2
c:
  ret i32 3
d:
  ret i32 4
def:
  ret i32 0
}
