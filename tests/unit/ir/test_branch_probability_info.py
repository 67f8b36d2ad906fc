"""BranchProbabilityInfo against the probabilities LLVM 14 computes (``opt -passes='print<branch-prob>'``)
for each heuristic: ``!prof`` weights (scaled, and capped on an edge into ``unreachable``), estimated block
weights (``unreachable``, ``noreturn``, ``cold``, unwind destinations, loops, an irreducible cycle, a successor a
loop's induction makes unlikely), pointer, zero and floating-point compares, and switches."""

from __future__ import annotations

from pyllc.ir.analysis.branch_probability_info import BranchProbabilityInfo, print_branch_probabilities
from pyllc.ir.parser import parse_assembly

IR = """\
target triple = "x86_64-unknown-linux-gnu"
declare void @f()
declare void @coldf() cold
declare void @g() noreturn
declare i32 @strcmp(i8*, i8*)
declare i32 @__gxx_personality_v0(...)

define void @weights_unreach(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b, !prof !1
a:
  unreachable
b:
  ret void
}
define void @weights_big(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b, !prof !2
a:
  ret void
b:
  ret void
}
define void @cold(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @coldf()
  br label %b
b:
  ret void
}
define void @ptrne(i8* %p, i8* %q) {
entry:
  %c = icmp ne i8* %p, %q
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}
define void @ints(i32 %x) {
entry:
  %c0 = icmp eq i32 %x, 0
  br i1 %c0, label %a, label %b
a:
  %c1 = icmp slt i32 %x, 0
  br i1 %c1, label %b, label %c
b:
  %c2 = icmp sgt i32 %x, -1
  br i1 %c2, label %c, label %d
c:
  %c3 = icmp slt i32 %x, 1
  br i1 %c3, label %d, label %e
d:
  %m = and i32 %x, 8
  %c4 = icmp ne i32 %m, 0
  br i1 %c4, label %e, label %f
e:
  %c5 = icmp ult i32 %x, 0
  br i1 %c5, label %f, label %g
f:
  ret void
g:
  ret void
}
define void @libcall(i8* %p, i8* %q) {
entry:
  %r = call i32 @strcmp(i8* %p, i8* %q)
  %c = icmp eq i32 %r, 7
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}
define void @floats(double %x, double %y) {
entry:
  %c0 = fcmp ord double %x, %y
  br i1 %c0, label %a, label %b
a:
  %c1 = fcmp uno double %x, %y
  br i1 %c1, label %b, label %c
b:
  %c2 = fcmp oeq double %x, %y
  br i1 %c2, label %c, label %d
c:
  %c3 = fcmp une double %x, %y
  br i1 %c3, label %d, label %e
d:
  %c4 = fcmp ueq double %x, %y
  br i1 %c4, label %e, label %f
e:
  %c5 = fcmp one double %x, %y
  br i1 %c5, label %f, label %g
f:
  %c6 = fcmp olt double %x, %y
  br i1 %c6, label %g, label %h
g:
  ret void
h:
  ret void
}
define void @unlikely(i32 %n) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %inc ], [ 0, %reset ]
  %i = phi i32 [ 0, %entry ], [ %i, %inc ], [ %i1, %reset ]
  %k1 = add i32 %k, 1
  %c = icmp sge i32 %k1, 10
  br i1 %c, label %reset, label %inc
reset:
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
inc:
  call void @f()
  br label %loop
exit:
  ret void
}
define void @irreducible(i32 %x, i32 %n) {
entry:
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  %ca = icmp slt i32 %x, %n
  br i1 %ca, label %b, label %exit
b:
  %cb = icmp ugt i32 %x, %n
  br i1 %cb, label %a, label %exit2
exit:
  ret void
exit2:
  call void @g()
  unreachable
}
define void @sw(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %a
                            i32 2, label %b
                            i32 3, label %a ], !prof !3
a:
  br label %e
b:
  switch i32 %x, label %e [ i32 1, label %d
                            i32 9, label %u ]
u:
  unreachable
d:
  ret void
e:
  ret void
}
define i32 @inv() personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @f() to label %ok unwind label %lp
ok:
  ret i32 0
lp:
  %l = landingpad { i8*, i32 } cleanup
  ret i32 1
}
define void @nested(i32 %n, i32 %m) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %chk ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add i32 %j, 1
  %cj = icmp slt i32 %j1, %m
  br i1 %cj, label %inner, label %olatch
olatch:
  %i1 = add i32 %i, 1
  %ci = icmp eq i32 %i1, %n
  br i1 %ci, label %exit, label %chk
chk:
  %cc = icmp eq i32 %i1, 77
  br i1 %cc, label %die, label %outer
die:
  call void @g()
  unreachable
exit:
  ret void
}
!1 = !{!"branch_weights", i32 3000, i32 1}
!2 = !{!"branch_weights", i32 4000000000, i32 2000000000}
!3 = !{!"branch_weights", i32 10, i32 100, i32 5, i32 0}
"""

#: ``opt-14 -passes='print<branch-prob>' -disable-output`` on IR.
EXPECTED = """\
Printing analysis results of BPI for function 'weights_unreach':
---- Branch Probabilities ----
  edge entry -> a probability is 0x00000001 / 0x80000000 = 0.00%
  edge entry -> b probability is 0x7fffffff / 0x80000000 = 100.00% [HOT edge]
Printing analysis results of BPI for function 'weights_big':
---- Branch Probabilities ----
  edge entry -> a probability is 0x55555555 / 0x80000000 = 66.67%
  edge entry -> b probability is 0x2aaaaaab / 0x80000000 = 33.33%
Printing analysis results of BPI for function 'cold':
---- Branch Probabilities ----
  edge entry -> a probability is 0x078780e3 / 0x80000000 = 5.88%
  edge entry -> b probability is 0x78787f1d / 0x80000000 = 94.12% [HOT edge]
  edge a -> b probability is 0x80000000 / 0x80000000 = 100.00% [HOT edge]
Printing analysis results of BPI for function 'ptrne':
---- Branch Probabilities ----
  edge entry -> a probability is 0x50000000 / 0x80000000 = 62.50%
  edge entry -> b probability is 0x30000000 / 0x80000000 = 37.50%
Printing analysis results of BPI for function 'ints':
---- Branch Probabilities ----
  edge entry -> a probability is 0x30000000 / 0x80000000 = 37.50%
  edge entry -> b probability is 0x50000000 / 0x80000000 = 62.50%
  edge a -> b probability is 0x30000000 / 0x80000000 = 37.50%
  edge a -> c probability is 0x50000000 / 0x80000000 = 62.50%
  edge b -> c probability is 0x50000000 / 0x80000000 = 62.50%
  edge b -> d probability is 0x30000000 / 0x80000000 = 37.50%
  edge c -> d probability is 0x30000000 / 0x80000000 = 37.50%
  edge c -> e probability is 0x50000000 / 0x80000000 = 62.50%
  edge d -> e probability is 0x40000000 / 0x80000000 = 50.00%
  edge d -> f probability is 0x40000000 / 0x80000000 = 50.00%
  edge e -> f probability is 0x40000000 / 0x80000000 = 50.00%
  edge e -> g probability is 0x40000000 / 0x80000000 = 50.00%
Printing analysis results of BPI for function 'libcall':
---- Branch Probabilities ----
  edge entry -> a probability is 0x30000000 / 0x80000000 = 37.50%
  edge entry -> b probability is 0x50000000 / 0x80000000 = 62.50%
Printing analysis results of BPI for function 'floats':
---- Branch Probabilities ----
  edge entry -> a probability is 0x7ffff800 / 0x80000000 = 100.00% [HOT edge]
  edge entry -> b probability is 0x00000800 / 0x80000000 = 0.00%
  edge a -> b probability is 0x00000800 / 0x80000000 = 0.00%
  edge a -> c probability is 0x7ffff800 / 0x80000000 = 100.00% [HOT edge]
  edge b -> c probability is 0x50000000 / 0x80000000 = 62.50%
  edge b -> d probability is 0x30000000 / 0x80000000 = 37.50%
  edge c -> d probability is 0x50000000 / 0x80000000 = 62.50%
  edge c -> e probability is 0x30000000 / 0x80000000 = 37.50%
  edge d -> e probability is 0x30000000 / 0x80000000 = 37.50%
  edge d -> f probability is 0x50000000 / 0x80000000 = 62.50%
  edge e -> f probability is 0x50000000 / 0x80000000 = 62.50%
  edge e -> g probability is 0x30000000 / 0x80000000 = 37.50%
  edge f -> g probability is 0x40000000 / 0x80000000 = 50.00%
  edge f -> h probability is 0x40000000 / 0x80000000 = 50.00%
Printing analysis results of BPI for function 'unlikely':
---- Branch Probabilities ----
  edge entry -> loop probability is 0x80000000 / 0x80000000 = 100.00% [HOT edge]
  edge loop -> reset probability is 0x2aaaa8e4 / 0x80000000 = 33.33%
  edge loop -> inc probability is 0x5555571c / 0x80000000 = 66.67%
  edge reset -> loop probability is 0x7c000000 / 0x80000000 = 96.88% [HOT edge]
  edge reset -> exit probability is 0x04000000 / 0x80000000 = 3.12%
  edge inc -> loop probability is 0x80000000 / 0x80000000 = 100.00% [HOT edge]
Printing analysis results of BPI for function 'irreducible':
---- Branch Probabilities ----
  edge entry -> a probability is 0x40000000 / 0x80000000 = 50.00%
  edge entry -> b probability is 0x40000000 / 0x80000000 = 50.00%
  edge a -> b probability is 0x7c000000 / 0x80000000 = 96.88% [HOT edge]
  edge a -> exit probability is 0x04000000 / 0x80000000 = 3.12%
  edge b -> a probability is 0x7ffff800 / 0x80000000 = 100.00% [HOT edge]
  edge b -> exit2 probability is 0x00000800 / 0x80000000 = 0.00%
Printing analysis results of BPI for function 'sw':
---- Branch Probabilities ----
  edge entry -> d probability is 0x0b21642d / 0x80000000 = 8.70%
  edge entry -> a probability is 0x6f4de9bd / 0x80000000 = 86.96% [HOT edge]
  edge entry -> b probability is 0x0590b216 / 0x80000000 = 4.35%
  edge entry -> a probability is 0x6f4de9bd / 0x80000000 = 86.96% [HOT edge]
  edge a -> e probability is 0x80000000 / 0x80000000 = 100.00% [HOT edge]
  edge b -> e probability is 0x40000000 / 0x80000000 = 50.00%
  edge b -> d probability is 0x40000000 / 0x80000000 = 50.00%
  edge b -> u probability is 0x00000000 / 0x80000000 = 0.00%
Printing analysis results of BPI for function 'inv':
---- Branch Probabilities ----
  edge entry -> ok probability is 0x7ffff800 / 0x80000000 = 100.00% [HOT edge]
  edge entry -> lp probability is 0x00000800 / 0x80000000 = 0.00%
Printing analysis results of BPI for function 'nested':
---- Branch Probabilities ----
  edge entry -> outer probability is 0x80000000 / 0x80000000 = 100.00% [HOT edge]
  edge outer -> inner probability is 0x80000000 / 0x80000000 = 100.00% [HOT edge]
  edge inner -> inner probability is 0x7c000000 / 0x80000000 = 96.88% [HOT edge]
  edge inner -> olatch probability is 0x04000000 / 0x80000000 = 3.12%
  edge olatch -> exit probability is 0x04000000 / 0x80000000 = 3.12%
  edge olatch -> chk probability is 0x7c000000 / 0x80000000 = 96.88% [HOT edge]
  edge chk -> die probability is 0x00000800 / 0x80000000 = 0.00%
  edge chk -> outer probability is 0x7ffff800 / 0x80000000 = 100.00% [HOT edge]
"""


def test_matches_llvm_14() -> None:
    module = parse_assembly(IR, "bpi.ll")
    got = "".join(print_branch_probabilities(fn) for fn in module.functions if fn.blocks)
    assert got == EXPECTED


def test_edge_probability_by_index_and_by_destination() -> None:
    module = parse_assembly(IR, "bpi.ll")
    fn = next(f for f in module.functions if f.name == "sw")
    bpi = BranchProbabilityInfo(fn)
    entry = fn.blocks[0]
    a = fn.blocks[1]
    # Successor indices 1 and 3 both lead to %a: by destination the two add up.
    assert bpi.get_edge_probability(entry, a) == (
        bpi.get_edge_probability_index(entry, 1) + bpi.get_edge_probability_index(entry, 3)
    )
    # A block without a conditional terminator has no stored probabilities: 1/N.
    assert bpi.get_edge_probability(a, fn.blocks[-1]) == 1 << 31
