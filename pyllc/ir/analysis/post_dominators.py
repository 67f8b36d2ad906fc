"""What it is (LLVM: lib/Analysis/PostDominators.cpp): the post-dominator tree of a function.

Block A *post-dominates* block B when every path from B to a function exit passes through A.  The tree is the
dominator tree of the reverse CFG rooted at a virtual exit that every block without successors (``ret``,
``unreachable``, ``resume``...) branches to, built with the same Cooper-Harvey-Kennedy fixpoint as
:mod:`pyllc.ir.analysis.dominators`.  Blocks from which no exit can be reached (the inside of an endless loop) are
left out of the tree: they neither post-dominate nor are post-dominated by anything but themselves.
"""

from __future__ import annotations

from pyllc.ir.analysis.dominators import compute_idoms, tree_intervals

__all__ = ["PostDominatorTree"]


class PostDominatorTree:
    """Post-dominance over blocks numbered ``0..n-1`` with successor lists ``succs``."""

    __slots__ = ("_in", "_out")

    def __init__(self, n: int, succs: list[list[int]]) -> None:
        # Reverse graph: node n is the virtual exit; every block without successors is its predecessor.
        rsuccs: list[list[int]] = [[] for _ in range(n + 1)]
        for b in range(n):
            s = succs[b]
            if not s:
                rsuccs[n].append(b)
            for c in s:
                rsuccs[c].append(b)
        idom = [-1] * (n + 1)
        rpo = compute_idoms(n + 1, rsuccs, n, idom)
        self._in = [-1] * (n + 1)
        self._out = [-1] * (n + 1)
        tree_intervals(n + 1, rpo, idom, n, self._in, self._out)

    def dominates(self, a: int, b: int) -> bool:
        """Block ``a`` post-dominates block ``b`` (reflexive); False for blocks outside the tree."""
        tin = self._in
        if tin[a] < 0 or tin[b] < 0:
            return a == b
        return tin[a] <= tin[b] and self._out[b] <= self._out[a]
