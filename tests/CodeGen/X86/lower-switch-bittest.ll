; Switch lowering to bit tests (SwitchLowering::findBitTestClusters/buildBitTests; the header subtracts the low
; bound and range-checks to the default, each destination tests its mask with `bt`). The selected MIR is
; llc-14's. In the assembly pyllc keeps the header's SUB where llc-14's peephole optimizer makes it a CMP, and
; without branch probabilities the default block is placed differently, so the range check is matched loosely.
; RUN: pyllc -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: pyllc -O2 -mtriple=x86_64-unknown-linux-gnu %s -stop-after=finalize-isel -o - | FileCheck --check-prefix=MIR %s
; REQUIRES: llc14
; RUN: llc-14 -O2 -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu %s -o - | FileCheck %s
; RUN: llc-14 -O2 -mtriple=x86_64-unknown-linux-gnu %s -stop-after=finalize-isel -o - | FileCheck --check-prefix=MIR %s
target triple = "x86_64-unknown-linux-gnu"
declare void @f0()
declare void @f1()
; CHECK-LABEL: bittest:
; CHECK: {{cmpl|subl}} $12, %e{{[a-z]+}}
; CHECK-NEXT: {{ja|jbe}} {{.LBB[0-9_]+}}
; CHECK: movl $553, %eax
; CHECK-NEXT: btl %edi, %eax
; CHECK-NEXT: jae
; CHECK: movl $4114, %eax
; CHECK-NEXT: btl %edi, %eax
; CHECK-NEXT: jae
; CHECK-NOT: .LJTI

; MIR-LABEL: name: bittest
; MIR: bb.0.entry:
; MIR: %0:gr32 = COPY $edi
; MIR-NEXT: %1:gr32 = COPY %0
; MIR-NEXT: %2:gr32 = SUB32ri8 %0, 12, implicit-def $eflags
; MIR-NEXT: JCC_1 %bb.3, 7, implicit $eflags
; MIR: bb.4.entry:
; MIR-NEXT: successors: %bb.1({{.*}}), %bb.5(
; MIR: %3:gr32 = MOV32ri 553
; MIR-NEXT: BT32rr killed %3, %1, implicit-def $eflags
; MIR-NEXT: JCC_1 %bb.1, 2, implicit $eflags
; MIR: bb.5.entry:
; MIR-NEXT: successors: %bb.2({{.*}}), %bb.3(
; MIR: %4:gr32 = MOV32ri 4114
; MIR-NEXT: BT32rr killed %4, %1, implicit-def $eflags
; MIR-NEXT: JCC_1 %bb.2, 2, implicit $eflags
; MIR-NEXT: JMP_1 %bb.3
; MIR: bb.1.a:
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

; Contiguous cases: the range check proves the value is a case, so the last destination's test is not emitted
; (its empty block stays in the selected function, as in llc-14).
; MIR-LABEL: name: contig
; MIR: SUB32ri8 %{{[0-9]+}}, 4, implicit-def $eflags
; MIR: MOV32ri 21
; MIR-NEXT: BT32rr
; MIR-NEXT: JCC_1 %bb.1, 2, implicit $eflags
; MIR-NEXT: JMP_1 %bb.2
; MIR: bb.{{[0-9]+}}.entry:
; MIR-NEXT: successors:{{ *$}}
; MIR-NOT: BT32rr
; MIR: bb.1.a:
define i32 @contig(i32 %x) nounwind {
entry:
  switch i32 %x, label %def [ i32 -2, label %a
                              i32 -1, label %b
                              i32 0, label %a
                              i32 1, label %b
                              i32 2, label %a ]
a:
  ret i32 1
b:
  ret i32 2
def:
  ret i32 0
}
