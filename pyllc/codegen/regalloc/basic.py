"""What it is (LLVM: lib/CodeGen/RegAllocBasic.cpp).

``regallocbasic`` (``-regalloc=basic``): intervals are allocated in decreasing spill weight (ties: lower virtual
register first).  For each, the allocation order is scanned: the first register free of interference is taken;
registers blocked only by assigned virtual registers are remembered, and if all of those interfering ranges
are lighter than the current one they are spilled to free the register.  Otherwise the current interval itself
is spilled everywhere by the InlineSpiller and its tiny reload/store ranges are queued.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.analysis.live_intervals import LiveIntervalsPass
from pyllc.codegen.analysis.machine_block_frequency_info import MachineBlockFrequencyInfoPass
from pyllc.codegen.analysis.machine_loop_info import MachineLoopInfoPass
from pyllc.codegen.analysis.slot_indexes import SlotIndexesPass
from pyllc.codegen.regalloc.allocation_order import AllocationOrder
from pyllc.codegen.regalloc.base import NO_REG_POSSIBLE, RegAllocBase
from pyllc.codegen.regalloc.calc_spill_weights import VirtRegAuxInfo
from pyllc.codegen.regalloc.inline_spiller import InlineSpiller
from pyllc.codegen.regalloc.live_range_edit import LiveRangeEdit
from pyllc.codegen.regalloc.live_reg_matrix import IK_Free, IK_VirtReg, LiveRegMatrixPass
from pyllc.codegen.regalloc.virt_reg_map import LiveStacksPass, VirtRegMapPass

if TYPE_CHECKING:
    from pyllc.codegen.analysis.live_interval import LiveInterval
    from pyllc.codegen.machine.function import MachineFunction


class RABasic(RegAllocBase):
    def __init__(self) -> None:
        self.queue: list[tuple[float, int, Any]] = []

    def setup(self, mf: MachineFunction, am: Any) -> None:
        lis = am.get(LiveIntervalsPass)
        vrm = am.get(VirtRegMapPass)
        matrix = am.get(LiveRegMatrixPass)
        self.init(mf, vrm, lis, matrix)
        self.vrai = VirtRegAuxInfo(
            mf, lis, vrm, am.get(MachineLoopInfoPass), am.get(MachineBlockFrequencyInfoPass)
        )
        self.vrai.calculate_spill_weights_and_hints()
        self.spiller = InlineSpiller(mf, lis, vrm, am.get(LiveStacksPass), self.vrai)

    def enqueue(self, li: LiveInterval) -> None:
        heapq.heappush(self.queue, (-li.weight, li.reg & 0x7FFFFFFF, li))

    def dequeue(self) -> LiveInterval | None:
        while self.queue:
            _, _, li = heapq.heappop(self.queue)
            if self.lis.has_interval(li.reg) and self.lis.get_interval(li.reg) is li:
                return li
        return None

    def spill_interferences(self, li: LiveInterval, phys: int, split: list[int]) -> bool:
        intfs = self.matrix.interfering_vregs(li, phys)
        for o in intfs:
            if not o.is_spillable() or o.weight > li.weight:
                return False
        for o in intfs:
            if not self.vrm.has_phys(o.reg):
                continue
            self.matrix.unassign(o)
            edit = LiveRangeEdit(o, split, self.mf, self.lis, self.vrm)
            self.spiller.spill(edit)
        return True

    def select_or_split(self, li: LiveInterval, split: list[int]) -> int:
        cands: list[int] = []
        order = AllocationOrder.create(li.reg, self.vrm, self.rci, self.matrix)
        for phys in order:
            k = self.matrix.check_interference(li, phys)
            if k == IK_Free:
                return phys
            if k == IK_VirtReg:
                cands.append(phys)
        for phys in cands:
            if not self.spill_interferences(li, phys, split):
                continue
            return phys
        if not li.is_spillable():
            return NO_REG_POSSIBLE
        edit = LiveRangeEdit(li, split, self.mf, self.lis, self.vrm)
        self.spiller.spill(edit)
        return 0


@dataclass(frozen=True)
class RegAllocBasic:
    """The ``regallocbasic`` pass."""

    name: ClassVar[str] = "regallocbasic"
    description: ClassVar[str] = "Basic Register Allocator"
    preserves: ClassVar[tuple[type, ...]] = (
        SlotIndexesPass,
        LiveIntervalsPass,
        VirtRegMapPass,
        LiveRegMatrixPass,
        LiveStacksPass,
    )

    def run(self, mf: MachineFunction, am: Any) -> bool:
        ra = RABasic()
        ra.setup(mf, am)
        ra.allocate_phys_regs()
        return True
