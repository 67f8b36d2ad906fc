; MachineBlockPlacement follows the edge probabilities: the more probable successor of a !prof-annotated
; branch falls through whichever side of the branch it is on, and a path into a noreturn call is laid out after
; the hot path.  The CHECK lines hold for llc-14's output too.
; RUN: pyllc -O2 %s -o - | FileCheck %s
; REQUIRES: llc14
; RUN: llc-14 -O2 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"
declare void @f(i32)
declare void @g(i32)
declare void @abort() noreturn

; CHECK-LABEL: hot_else:
; CHECK: je .LBB0_1
; CHECK-NEXT: # %bb.2: # %else
; CHECK-NEXT: movl $2, %edi
; CHECK-NEXT: callq g@PLT
; CHECK: .LBB0_1: # %then
; CHECK: movl $1, %edi
; CHECK-NEXT: callq f@PLT
define void @hot_else(i32 %x) {
entry:
  %c = icmp eq i32 %x, 5
  br i1 %c, label %then, label %else, !prof !0
then:
  call void @f(i32 1)
  br label %done
else:
  call void @g(i32 2)
  br label %done
done:
  ret void
}

; CHECK-LABEL: hot_then:
; CHECK: jne .LBB1_2
; CHECK-NEXT: # %bb.1: # %then
; CHECK-NEXT: movl $1, %edi
; CHECK-NEXT: callq f@PLT
; CHECK: .LBB1_2: # %else
; CHECK: movl $2, %edi
; CHECK-NEXT: callq g@PLT
define void @hot_then(i32 %x) {
entry:
  %c = icmp eq i32 %x, 5
  br i1 %c, label %then, label %else, !prof !1
then:
  call void @f(i32 1)
  br label %done
else:
  call void @g(i32 2)
  br label %done
done:
  ret void
}

; CHECK-LABEL: check:
; CHECK: js .LBB2_2
; CHECK-NEXT: # %bb.1: # %ok
; CHECK: retq
; CHECK-NEXT: .LBB2_2: # %fail
; CHECK: callq abort@PLT
define i32 @check(i32* %p, i32 %n) {
entry:
  %c = icmp slt i32 %n, 0
  br i1 %c, label %fail, label %ok
fail:
  call void @abort()
  unreachable
ok:
  %v = load i32, i32* %p
  %r = add i32 %v, %n
  ret i32 %r
}

!0 = !{!"branch_weights", i32 1, i32 1000}
!1 = !{!"branch_weights", i32 1000, i32 1}
