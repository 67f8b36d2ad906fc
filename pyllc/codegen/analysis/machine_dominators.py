"""What it is (LLVM: lib/CodeGen/MachineDominators.cpp, lib/CodeGen/MachinePostDominators.cpp): the dominator
and post-dominator trees of a MachineFunction's CFG.

Both run the graph algorithms of :mod:`pyllc.ir.analysis.dominators` (Cooper-Harvey-Kennedy immediate dominators
over reverse post order, then DFS intervals over the tree for O(1) queries) on the machine blocks' successor
lists, numbered by their position in ``mf.blocks`` when the analysis ran.  As in LLVM, every block dominates a
block unreachable from the entry, and an unreachable block dominates nothing reachable.  The post-dominator tree
is rooted at a virtual exit that every block without successors reaches (LLVM's multiple-root tree).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.ir.analysis.dominators import compute_idoms, tree_intervals
from pyllc.ir.analysis.post_dominators import PostDominatorTree

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction

__all__ = [
    "MachineDominatorTree",
    "MachineDominatorTreePass",
    "MachinePostDominatorTree",
    "MachinePostDominatorTreePass",
    "block_successor_indices",
]


def block_successor_indices(blocks: list[MachineBasicBlock], index: dict[int, int]) -> list[list[int]]:
    """Successor lists of ``blocks`` as positions (``index``: ``id(mbb)`` -> position); edges leaving the
    list are dropped."""
    out: list[list[int]] = []
    for b in blocks:
        out.append([i for s in b.successors if (i := index.get(id(s))) is not None])
    return out


class MachineDominatorTree:
    """Dominance between the blocks of one MachineFunction (LLVM ``MachineDominatorTree``).

    ``blocks`` and ``index`` (``id(mbb)`` -> position) fix the numbering; ``rpo`` is the reverse post order of
    the reachable positions, ``idom`` the immediate dominator of each position (-1: unreachable), and
    ``_in``/``_out`` the tree intervals (-1: unreachable)."""

    __slots__ = ("blocks", "index", "succs", "rpo", "idom", "_in", "_out")

    def __init__(self, mf: MachineFunction) -> None:
        blocks = self.blocks = list(mf.blocks)
        n = len(blocks)
        self.index: dict[int, int] = {id(b): i for i, b in enumerate(blocks)}
        self.succs = block_successor_indices(blocks, self.index)
        self.idom: list[int] = [-1] * n
        self._in: list[int] = [-1] * n
        self._out: list[int] = [-1] * n
        self.rpo: list[int] = []
        if n:
            self.rpo = compute_idoms(n, self.succs, 0, self.idom)
            tree_intervals(n, self.rpo, self.idom, 0, self._in, self._out)

    def is_reachable_from_entry(self, mbb: MachineBasicBlock) -> bool:
        i = self.index.get(id(mbb))
        return i is not None and self._in[i] >= 0

    def dominates(self, a: MachineBasicBlock, b: MachineBasicBlock) -> bool:
        """``a`` dominates ``b`` (reflexive); every block dominates an unreachable block."""
        if a is b:
            return True
        index = self.index
        ia, ib = index.get(id(a)), index.get(id(b))
        if ia is None or ib is None:
            return False
        tin = self._in
        if tin[ib] < 0:
            return True
        if tin[ia] < 0:
            return False
        return tin[ia] <= tin[ib] and self._out[ib] <= self._out[ia]

    def properly_dominates(self, a: MachineBasicBlock, b: MachineBasicBlock) -> bool:
        return a is not b and self.dominates(a, b)

    def get_idom(self, mbb: MachineBasicBlock) -> MachineBasicBlock | None:
        """The immediate dominator (None for the entry and unreachable blocks)."""
        i = self.index.get(id(mbb))
        if not i or self.idom[i] < 0:
            return None
        return self.blocks[self.idom[i]]


class MachinePostDominatorTree:
    """Post-dominance between the blocks of one MachineFunction (LLVM ``MachinePostDominatorTree``)."""

    __slots__ = ("blocks", "index", "_tree")

    def __init__(self, mf: MachineFunction) -> None:
        blocks = self.blocks = list(mf.blocks)
        self.index: dict[int, int] = {id(b): i for i, b in enumerate(blocks)}
        self._tree = PostDominatorTree(len(blocks), block_successor_indices(blocks, self.index))

    def dominates(self, a: MachineBasicBlock, b: MachineBasicBlock) -> bool:
        """``a`` post-dominates ``b`` (reflexive); False for blocks that reach no exit."""
        if a is b:
            return True
        ia, ib = self.index.get(id(a)), self.index.get(id(b))
        if ia is None or ib is None:
            return False
        return self._tree.dominates(ia, ib)


class MachineDominatorTreePass:
    """The ``machine-dominators`` analysis."""

    name: ClassVar[str] = "machine-dominators"
    description: ClassVar[str] = "MachineDominator Tree Construction"
    is_analysis: ClassVar[bool] = True

    def run(self, mf: MachineFunction, am: Any) -> MachineDominatorTree:
        return MachineDominatorTree(mf)


class MachinePostDominatorTreePass:
    """The ``machine-post-dominators`` analysis."""

    name: ClassVar[str] = "machine-post-dominators"
    description: ClassVar[str] = "MachinePostDominator Tree Construction"
    is_analysis: ClassVar[bool] = True

    def run(self, mf: MachineFunction, am: Any) -> MachinePostDominatorTree:
        return MachinePostDominatorTree(mf)
