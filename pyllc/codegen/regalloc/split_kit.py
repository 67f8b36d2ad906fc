"""What it is (LLVM: lib/CodeGen/SplitKit.{h,cpp}).

:class:`SplitAnalysis` collects what live range splitting needs about one interval: the sorted slot indexes
of its uses and defs and, per block it touches, whether it is live in, live out, and its first and last
instruction there (LLVM's ``BlockInfo``).  The greedy allocator does not split yet (it spills instead); this
analysis is the first piece of region and local splitting.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from pyllc.codegen.analysis.slot_indexes import reg_slot
from pyllc.codegen.machine.operand import MO_Register

if TYPE_CHECKING:
    from pyllc.codegen.analysis.live_interval import LiveInterval
    from pyllc.codegen.analysis.live_intervals import LiveIntervals


class BlockInfo(NamedTuple):
    number: int
    first_instr: int
    last_instr: int
    live_in: bool
    live_out: bool


class SplitAnalysis:
    __slots__ = ("lis", "li", "use_slots", "blocks")

    def __init__(self, lis: LiveIntervals, li: LiveInterval) -> None:
        self.lis = lis
        self.li = li
        self.use_slots: list[int] = []
        self.blocks: list[BlockInfo] = []
        self.analyze()

    def analyze(self) -> None:
        lis, li = self.lis, self.li
        mri = lis.mri
        slots: set[int] = set()
        for op in mri.reg_operands(li.reg):
            mi = op.parent
            if mi is None or mi.parent is None or mi.is_debug_instr() or op.kind != MO_Register:
                continue
            slots.add(reg_slot(lis.get_instruction_index(mi)))
        self.use_slots = sorted(slots)
        blocks: list[BlockInfo] = []
        by_block: dict[int, list[int]] = {}
        for s in self.use_slots:
            by_block.setdefault(lis.get_mbb_from_index(s).number, []).append(s)
        for mbb in lis.mf.blocks:
            uses = by_block.get(mbb.number)
            live_in = lis.is_live_in_to_mbb(li, mbb)
            live_out = lis.is_live_out_of_mbb(li, mbb)
            if uses is None and not (live_in and live_out):
                continue
            blocks.append(BlockInfo(mbb.number, uses[0] if uses else -1, uses[-1] if uses else -1, live_in,
                                    live_out))
        self.blocks = blocks

    def is_local(self) -> bool:
        return self.lis.interval_is_in_one_mbb(self.li) is not None
