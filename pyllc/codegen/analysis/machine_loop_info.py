"""What it is (LLVM: lib/CodeGen/MachineLoopInfo.cpp, include/llvm/Analysis/LoopInfoImpl.h): the natural loops
of a MachineFunction.

The loops are found by :class:`pyllc.ir.analysis.loop_info.LoopInfo` on the positions of the machine blocks,
from the :class:`MachineDominatorTree`: every back edge (``latch -> header`` with the header dominating the
latch) into one header makes one loop, whose body is every block reaching a latch backwards without passing the
header; a loop's parent is the smallest other loop holding its header, and a block belongs to the innermost
loop holding it.  Blocks unreachable from the entry are in no loop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.analysis.machine_dominators import MachineDominatorTree, MachineDominatorTreePass
from pyllc.ir.analysis.loop_info import LoopInfo

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction

__all__ = ["MachineLoop", "MachineLoopInfo", "MachineLoopInfoPass"]


class MachineLoop:
    """One loop (LLVM ``MachineLoop``): ``header``, ``blocks`` (ids of its blocks), ``parent``, ``sub_loops``
    (by header block number) and ``depth`` (1 for an outermost loop)."""

    __slots__ = ("header", "blocks", "parent", "sub_loops", "depth")

    def __init__(self, header: MachineBasicBlock, blocks: set[int]) -> None:
        self.header = header
        self.blocks = blocks
        self.parent: MachineLoop | None = None
        self.sub_loops: list[MachineLoop] = []
        self.depth = 1

    def get_header(self) -> MachineBasicBlock:
        return self.header

    def get_parent_loop(self) -> MachineLoop | None:
        return self.parent

    def get_loop_depth(self) -> int:
        return self.depth

    def contains(self, mbb: MachineBasicBlock) -> bool:
        return id(mbb) in self.blocks

    def contains_loop(self, other: MachineLoop | None) -> bool:
        """LLVM ``Loop::contains(const Loop *)``: ``other`` is this loop or nested in it."""
        while other is not None:
            if other is self:
                return True
            other = other.parent
        return False

    def is_loop_exiting(self, mbb: MachineBasicBlock) -> bool:
        """``mbb`` (in the loop) has a successor outside it."""
        body = self.blocks
        return any(id(s) not in body for s in mbb.successors)

    def add_basic_block_to_loop(self, mbb: MachineBasicBlock, li: MachineLoopInfo) -> None:
        """``addBasicBlockToLoop``: ``mbb`` (a new block) joins this loop and its parents."""
        li.loop_for[id(mbb)] = self
        lp: MachineLoop | None = self
        while lp is not None:
            lp.blocks.add(id(mbb))
            lp = lp.parent


class MachineLoopInfo:
    """The loops of one MachineFunction: ``loops`` (innermost first), ``loop_for`` (``id(mbb)`` -> innermost
    loop)."""

    __slots__ = ("loops", "loop_for")

    def __init__(self, mf: MachineFunction, mdt: MachineDominatorTree | None = None) -> None:
        dt = mdt if mdt is not None else MachineDominatorTree(mf)
        blocks = dt.blocks
        n = len(blocks)
        succs = dt.succs
        preds: list[list[int]] = [[] for _ in range(n)]
        for b in range(n):
            for s in succs[b]:
                preds[s].append(b)
        base = LoopInfo(n, succs, preds, dt)  # type: ignore[arg-type]  # same fields as DominatorTree's
        wrap: dict[int, MachineLoop] = {}
        loops: list[MachineLoop] = []
        for lp in base.loops:
            ml = MachineLoop(blocks[lp.header], {id(blocks[i]) for i in lp.blocks})
            wrap[id(lp)] = ml
            loops.append(ml)
        for lp in base.loops:
            if lp.parent is not None:
                wrap[id(lp)].parent = wrap[id(lp.parent)]
        for ml in sorted(loops, key=lambda x: x.header.number):
            if ml.parent is not None:
                ml.parent.sub_loops.append(ml)
        for ml in loops:
            d, p = 1, ml.parent
            while p is not None:
                d += 1
                p = p.parent
            ml.depth = d
        self.loops = loops
        self.loop_for: dict[int, MachineLoop] = {
            id(blocks[i]): wrap[id(lp)] for i, lp in enumerate(base.loop_for) if lp is not None
        }

    def get_loop_for(self, mbb: MachineBasicBlock) -> MachineLoop | None:
        return self.loop_for.get(id(mbb))

    def get_loop_depth(self, mbb: MachineBasicBlock) -> int:
        lp = self.loop_for.get(id(mbb))
        return 0 if lp is None else lp.depth

    def is_loop_header(self, mbb: MachineBasicBlock) -> bool:
        lp = self.loop_for.get(id(mbb))
        return lp is not None and lp.header is mbb


class MachineLoopInfoPass:
    """The ``machine-loops`` analysis."""

    name: ClassVar[str] = "machine-loops"
    description: ClassVar[str] = "Machine Natural Loop Construction"
    is_analysis: ClassVar[bool] = True

    def run(self, mf: MachineFunction, am: Any) -> MachineLoopInfo:
        return MachineLoopInfo(mf, am.get(MachineDominatorTreePass))
