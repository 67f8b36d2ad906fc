"""What it is (LLVM: lib/Analysis/LoopInfo.cpp, include/llvm/Analysis/LoopInfoImpl.h): the natural loops of a
function.

A *back edge* is an edge ``latch -> header`` whose target dominates its source.  All back edges into one header
make one loop; its body is the header plus every block that reaches a latch backwards without passing the
header.  Loops nest: a loop's parent is the smallest other loop whose body holds its header, and a block belongs
to the innermost (smallest) loop holding it.  Blocks are numbered by their position in the function; the
analysis works on successor lists of those numbers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyllc.ir.analysis.dominators import DominatorTree

__all__ = ["Loop", "LoopInfo"]


class Loop:
    """One natural loop: ``header``, ``blocks`` (a set of block numbers), ``parent`` (or None)."""

    __slots__ = ("header", "blocks", "parent")

    def __init__(self, header: int, blocks: set[int]) -> None:
        self.header = header
        self.blocks = blocks
        self.parent: Loop | None = None

    def contains_loop(self, other: Loop | None) -> bool:
        """LLVM ``Loop::contains(const Loop *)``: ``other`` is this loop or nested in it."""
        while other is not None:
            if other is self:
                return True
            other = other.parent
        return False

    def exit_blocks(self, succs: list[list[int]]) -> list[int]:
        """``getExitBlocks``: successors outside the loop of the loop's blocks (one entry per edge)."""
        body = self.blocks
        return [s for b in sorted(body) for s in succs[b] if s not in body]


class LoopInfo:
    """``loop_for[b]``: the innermost loop holding block ``b`` (or None); ``loops``: all loops."""

    __slots__ = ("loops", "loop_for")

    def __init__(self, n: int, succs: list[list[int]], preds: list[list[int]], dt: DominatorTree) -> None:
        tin, tout = dt._in, dt._out
        loops: list[Loop] = []
        for h in dt.rpo:
            latches = [p for p in preds[h] if tin[p] >= 0 and tin[h] <= tin[p] and tout[p] <= tout[h]]
            if not latches:
                continue
            body = {h}
            work = [p for p in latches if p != h]
            while work:
                b = work.pop()
                if b in body:
                    continue
                body.add(b)
                work.extend(p for p in preds[b] if p not in body and tin[p] >= 0)
            loops.append(Loop(h, body))
        loops.sort(key=lambda lp: len(lp.blocks))
        loop_for: list[Loop | None] = [None] * n
        for lp in loops:
            for b in lp.blocks:
                if loop_for[b] is None:
                    loop_for[b] = lp
        for lp in loops:
            for outer in loops:
                if outer is not lp and len(outer.blocks) > len(lp.blocks) and lp.header in outer.blocks:
                    lp.parent = outer
                    break
        self.loops = loops
        self.loop_for = loop_for
