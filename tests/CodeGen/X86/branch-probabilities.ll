; Branch probabilities as LLVM 14's BranchProbabilityInfo computes them and as SelectionDAG lowering puts them on
; the machine CFG: !prof branch weights, the null-pointer, zero-compare, noreturn, cold-call and loop heuristics,
; an and-condition split into two branches, and switches lowered to compares, a jump table, a binary search
; tree and bit tests, and a dominant case tested before the rest of its switch.  The MIR printer writes them in
; hex, the machine-code printer (-print-after) adds percentages.  The CHECK lines are llc-14's output.
; RUN: pyllc -O2 -stop-after=finalize-isel %s -o - | FileCheck %s
; RUN: pyllc -O2 -print-after=finalize-isel %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINT
; REQUIRES: llc14
; RUN: llc-14 -O2 -stop-after=finalize-isel %s -o - | FileCheck %s
; RUN: llc-14 -O2 -print-after=finalize-isel %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINT

; PRINT-LABEL: # Machine code for function weights:
; PRINT: successors: %bb.1(0x7fdf43c6), %bb.2(0x0020bc3a); %bb.1(99.90%), %bb.2(0.10%)
; PRINT-LABEL: # Machine code for function cold_call:
; PRINT: successors: %bb.1(0x078780e3), %bb.2(0x78787f1d); %bb.1(5.88%), %bb.2(94.12%)
; PRINT: bb.1.rare:
; PRINT-NEXT: ; predecessors: %bb.0
; PRINT-NEXT: successors: %bb.2(0x80000000); %bb.2(100.00%)
; PRINT-LABEL: # Machine code for function loop:
; PRINT: successors: %bb.1(0x7c000000), %bb.2(0x04000000); %bb.1(96.88%), %bb.2(3.12%)

target triple = "x86_64-unknown-linux-gnu"
declare void @f(i32)
declare void @coldf() cold
declare void @abort() noreturn

; CHECK-LABEL: name: weights
; CHECK: bb.0.entry:
; CHECK-NEXT: successors: %bb.1(0x7fdf43c6), %bb.2(0x0020bc3a)
; CHECK: bb.1.hot:
; CHECK: bb.2.cold:
define i32 @weights(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %hot, label %cold, !prof !0
hot:
  call void @f(i32 1)
  ret i32 1
cold:
  ret i32 2
}

; CHECK-LABEL: name: null_check
; CHECK: bb.0.entry:
; CHECK-NEXT: successors: %bb.1(0x30000000), %bb.2(0x50000000)
; CHECK: bb.1.isnull:
; CHECK: bb.2.load:
define i32 @null_check(i32* %p) {
entry:
  %c = icmp eq i32* %p, null
  br i1 %c, label %isnull, label %load
isnull:
  ret i32 0
load:
  %v = load i32, i32* %p
  ret i32 %v
}

; CHECK-LABEL: name: noreturn_path
; CHECK: bb.0.entry:
; CHECK-NEXT: successors: %bb.1(0x00000800), %bb.2(0x7ffff800)
; CHECK: bb.1.fail:
; CHECK-NEXT: successors:
; CHECK: bb.2.ok:
define i32 @noreturn_path(i32 %x) {
entry:
  %c = icmp slt i32 %x, 0
  br i1 %c, label %fail, label %ok
fail:
  call void @abort()
  unreachable
ok:
  ret i32 %x
}

; CHECK-LABEL: name: cold_call
; CHECK: bb.0.entry:
; CHECK-NEXT: successors: %bb.1(0x078780e3), %bb.2(0x78787f1d)
; CHECK: bb.1.rare:
; CHECK-NEXT: successors: %bb.2(0x80000000)
; CHECK: bb.2.done:
define void @cold_call(i32 %x) {
entry:
  %c = icmp eq i32 %x, 42
  br i1 %c, label %rare, label %done
rare:
  call void @coldf()
  br label %done
done:
  ret void
}

; CHECK-LABEL: name: loop
; CHECK: bb.0.entry:
; CHECK-NEXT: successors: %bb.1(0x80000000)
; CHECK: bb.1.body:
; CHECK-NEXT: successors: %bb.1(0x7c000000), %bb.2(0x04000000)
; CHECK: bb.2.exit:
define i32 @loop(i32 %n) {
entry:
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %body ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %body, label %exit
exit:
  ret i32 %s1
}

; CHECK-LABEL: name: and_cond
; CHECK: bb.0.entry:
; CHECK-NEXT: successors: %bb.3(0x40a3d70a), %bb.2(0x3f5c28f6)
; CHECK: bb.3.entry:
; CHECK-NEXT: successors: %bb.1(0x0288df0c), %bb.2(0x7d7720f4)
; CHECK: bb.1.t:
; CHECK: bb.2.e:
define i32 @and_cond(i32 %x, i32 %y) {
entry:
  %a = icmp sgt i32 %x, 10
  %b = icmp sgt i32 %y, 20
  %c = and i1 %a, %b
  br i1 %c, label %t, label %e, !prof !1
t:
  call void @f(i32 1)
  ret i32 1
e:
  ret i32 0
}

; CHECK-LABEL: name: switch_weights
; CHECK: bb.0.entry:
; CHECK-NEXT: successors: %bb.1(0x70f0f0f1), %bb.4(0x0f0f0f0f)
; CHECK: bb.4.entry:
; CHECK-NEXT: successors: %bb.2(0x5ffffffe), %bb.3(0x20000002)
; CHECK: bb.1.one:
; CHECK: bb.2.seven:
; CHECK: bb.3.def:
define void @switch_weights(i32 %x) {
entry:
  switch i32 %x, label %def [ i32 1, label %one
                              i32 7, label %seven ], !prof !2
one:
  call void @f(i32 1)
  ret void
seven:
  call void @f(i32 7)
  ret void
def:
  ret void
}

; CHECK-LABEL: name: switch_table
; CHECK: bb.0.entry:
; CHECK-NEXT: successors: %bb.5(0x0aaaaaab), %bb.6(0x75555555)
; CHECK: bb.6.entry:
; CHECK-NEXT: successors: %bb.1(0x2e8ba2ea), %bb.2(0x1745d174), %bb.3(0x1745d174), %bb.4(0x1745d174), %bb.5(0x0ba2e8ba)
; CHECK: bb.1.a:
; CHECK: bb.2.b:
; CHECK: bb.3.c:
; CHECK: bb.4.d:
; CHECK: bb.5.def:
define void @switch_table(i32 %x) {
entry:
  switch i32 %x, label %def [ i32 0, label %a
                              i32 1, label %b
                              i32 2, label %c
                              i32 3, label %d
                              i32 5, label %a ]
a:
  call void @f(i32 0)
  ret void
b:
  call void @f(i32 1)
  ret void
c:
  call void @f(i32 2)
  ret void
d:
  call void @f(i32 3)
  ret void
def:
  ret void
}

; CHECK-LABEL: name: switch_tree
; CHECK: bb.0.entry:
; CHECK-NEXT: successors: %bb.7(0x3348e691), %bb.8(0x4cb7196f)
; CHECK: bb.7.entry:
; CHECK-NEXT: successors: %bb.3(0x3f789855), %bb.10(0x408767ab)
; CHECK: bb.10.entry:
; CHECK-NEXT: successors: %bb.2(0x53ef368f), %bb.11(0x2c10c971)
; CHECK: bb.11.entry:
; CHECK-NEXT: successors: %bb.1(0x79e79e7a), %bb.6(0x06186186)
; CHECK: bb.8.entry:
; CHECK-NEXT: successors: %bb.5(0x46b7de0e), %bb.9(0x394821f2)
; CHECK: bb.9.entry:
; CHECK-NEXT: successors: %bb.4(0x7e6b74f0), %bb.6(0x01948b10)
; CHECK: bb.1.a:
; CHECK: bb.2.b:
; CHECK: bb.3.c:
; CHECK: bb.4.d:
; CHECK: bb.5.e:
; CHECK: bb.6.def:
define void @switch_tree(i32 %x) {
entry:
  switch i32 %x, label %def [ i32 10, label %a
                              i32 200, label %b
                              i32 3000, label %c
                              i32 40000, label %d
                              i32 500000, label %e ], !prof !3
a:
  call void @f(i32 0)
  ret void
b:
  call void @f(i32 1)
  ret void
c:
  call void @f(i32 2)
  ret void
d:
  call void @f(i32 3)
  ret void
e:
  call void @f(i32 4)
  ret void
def:
  ret void
}

; CHECK-LABEL: name: switch_bits
; CHECK: bb.0.entry:
; CHECK-NEXT: successors: %bb.3(0x0aaaaaab), %bb.4(0x75555555)
; CHECK: bb.4.entry:
; CHECK-NEXT: successors: %bb.1(0x45d1745d), %bb.5(0x3a2e8ba3)
; CHECK: bb.5.entry:
; CHECK-NEXT: successors: %bb.2(0x66666667), %bb.3(0x19999999)
; CHECK: bb.1.a:
; CHECK: bb.2.b:
; CHECK: bb.3.def:
define void @switch_bits(i32 %x) {
entry:
  switch i32 %x, label %def [ i32 1, label %a
                              i32 3, label %a
                              i32 5, label %a
                              i32 8, label %b
                              i32 9, label %b ]
a:
  call void @f(i32 0)
  ret void
b:
  call void @f(i32 1)
  ret void
def:
  ret void
}

; CHECK-LABEL: name: switch_peel
; CHECK: bb.0.entry:
; CHECK-NEXT: successors: %bb.3(0x79e79e7a), %bb.7(0x06186186)
; CHECK: bb.7.entry:
; CHECK-NEXT: successors: %bb.6(0x071c71b1), %bb.8(0x78e38e4f)
; CHECK: bb.8.entry:
; CHECK-NEXT: successors: %bb.1(0x1e4e695b), %bb.2(0x1e4e695b), %bb.6(0x06c65a95), %bb.4(0x1e4e695b), %bb.5(0x1e4e695b)
define void @switch_peel(i32 %x) {
entry:
  switch i32 %x, label %def [ i32 0, label %a
                              i32 1, label %b
                              i32 2, label %c
                              i32 3, label %d
                              i32 4, label %e ], !prof !4
a:
  call void @f(i32 0)
  ret void
b:
  call void @f(i32 1)
  ret void
c:
  call void @f(i32 2)
  ret void
d:
  call void @f(i32 3)
  ret void
e:
  call void @f(i32 4)
  ret void
def:
  ret void
}
!0 = !{!"branch_weights", i32 1000, i32 1}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!"branch_weights", i32 10, i32 300, i32 30}
!3 = !{!"branch_weights", i32 1, i32 10, i32 20, i32 30, i32 40, i32 50}
!4 = !{!"branch_weights", i32 5, i32 10, i32 10, i32 900, i32 10, i32 10}
