"""What it is (LLVM: lib/CodeGen/RegAllocGreedy.cpp, RegAllocEvictionAdvisor.cpp).

``greedy``, the default allocator at -O1 and above.  Intervals wait in a priority queue keyed as LLVM 14 keys
it (``enqueue``): ranges local to one block in instruction order, global ranges by size, ranges with a known
physical preference first, lower register numbers breaking ties; ranges sent to the second round (``RS_Split``)
come after everything else.  For each dequeued interval (``select_or_split``):

1. ``try_assign``: the first interference-free register of the allocation order, taking a free hint at once;
2. ``try_evict``: the register whose interfering virtual registers can all be evicted most cheaply -- each must
   have a lower spill weight (or the evictor be unspillable), come from an older eviction cascade and not be a
   spill product; cost compares broken hints then the heaviest evictee.  Evicted ranges go back to the queue
   with the evictor's cascade number;
3. first failure: the interval is requeued in stage ``RS_Split`` (LLVM waits until the smaller ranges are
   placed); region and local splitting (``split_kit``) are not performed, so
4. second failure: the interval is spilled everywhere by the InlineSpiller; the spill products are ``RS_Done``.

Intervals whose hint was broken are revisited at the end (``try_hints_recoloring``): their copy-related
intervals move to the same register when it is free and the broken copies do not get more frequent.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final

from pyllc.codegen.analysis.live_intervals import LiveIntervalsPass
from pyllc.codegen.analysis.slot_indexes import INSTR_DIST, SlotIndexesPass, instr_distance
from pyllc.codegen.machine.operand import VIRTUAL_REG_BIT
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

# LiveRangeStage
RS_New: Final = 0
RS_Assign: Final = 1
RS_Split: Final = 2
RS_Split2: Final = 3
RS_Spill: Final = 4
RS_Memory: Final = 5
RS_Done: Final = 6

#: LLVM's EvictInterferenceCutoff.
EVICT_INTERFERENCE_CUTOFF: Final = 10
_INF: Final = float("inf")


class RAGreedy(RegAllocBase):
    def __init__(self) -> None:
        self.queue: list[tuple[int, int, Any]] = []
        self.stage: list[int] = []
        self.cascade: list[int] = []
        self.next_cascade = 1
        #: Intervals whose hint could not be honoured (LLVM ``SetOfBrokenHints``), in insertion order.
        self.broken_hints: list[Any] = []

    def setup(self, mf: MachineFunction, am: Any) -> None:
        lis = am.get(LiveIntervalsPass)
        vrm = am.get(VirtRegMapPass)
        matrix = am.get(LiveRegMatrixPass)
        self.init(mf, vrm, lis, matrix)
        self.indexes = lis.indexes
        self.vrai = VirtRegAuxInfo(mf, lis, vrm)
        self.vrai.calculate_spill_weights_and_hints()
        self.spiller = InlineSpiller(mf, lis, vrm, am.get(LiveStacksPass), self.vrai)

    # ----- extra info -----
    def _grow(self, reg: int) -> int:
        i = reg & ~VIRTUAL_REG_BIT
        while len(self.stage) <= i:
            self.stage.append(RS_New)
            self.cascade.append(0)
        return i

    def get_stage(self, reg: int) -> int:
        return self.stage[self._grow(reg)]

    def set_stage(self, reg: int, st: int) -> None:
        self.stage[self._grow(reg)] = st

    # ----- queue -----
    def enqueue(self, li: LiveInterval) -> None:
        reg = li.reg
        i = self._grow(reg)
        size = li.get_size()
        st = self.stage[i]
        if st == RS_New:
            st = self.stage[i] = RS_Assign
        if st == RS_Split:
            prio = size
        else:
            rc = self.mri.get_reg_class(reg)
            force_global = (size // INSTR_DIST) > 2 * self.rci.get_num_allocatable_regs(rc)
            if st == RS_Assign and not force_global and not li.empty() and \
                    self.lis.interval_is_in_one_mbb(li) is not None:
                prio = instr_distance(li.begin_index(), self.indexes.get_last_index())
            else:
                prio = (1 << 29) + size
            prio |= 1 << 31
            if self.vrm.has_known_preference(reg):
                prio |= 1 << 30
        # Max-heap on (prio, ~reg): larger priority first, then lower register number.
        heapq.heappush(self.queue, (-prio, i, li))

    def dequeue(self) -> LiveInterval | None:
        while self.queue:
            _, i, li = heapq.heappop(self.queue)
            reg = i | VIRTUAL_REG_BIT
            if self.lis.has_interval(reg) and self.lis.get_interval(reg) is li and not self.vrm.has_phys(reg):
                return li
        return None

    # ----- allocation -----
    def try_assign(self, li: LiveInterval, order: AllocationOrder, new_vregs: list[int]) -> int:
        found = 0
        matrix = self.matrix
        for phys, is_hint in order.items():
            if matrix.check_interference(li, phys) == IK_Free:
                if is_hint:
                    return phys
                found = phys
                break
        if not found:
            return 0
        # A missed physical hint: evict its interference if that breaks no other hint.
        t, hint = self.mri.get_reg_alloc_hint(li.reg)
        if t == 0 and hint and not hint & VIRTUAL_REG_BIT and order.is_hint(hint):
            if self.can_evict_interference(li, hint, True, (1.0, 0.0)) is not None:
                self.evict_interference(li, hint, new_vregs)
                return hint
            self._note_broken_hint(li)
        # A register with a cost per use (REX registers on x86): try to evict a cheaper one instead.
        cost = self.rci.costs[found]
        if not cost:
            return found
        cheap = self.try_evict(li, order, new_vregs, cost)
        return cheap if cheap else found

    def is_unused_callee_saved_reg(self, phys: int) -> bool:
        return self.rci.is_csr_alias(phys) and not self.matrix.is_phys_reg_used(phys)

    def _note_broken_hint(self, li: LiveInterval) -> None:
        if all(x is not li for x in self.broken_hints):
            self.broken_hints.append(li)

    # ----- hint recoloring (LLVM tryHintsRecoloring) -----
    def _hint_info(self, reg: int) -> list[tuple[float, int, int]]:
        """(block frequency, other register, its current physical register) for each full copy of ``reg``."""
        out: list[tuple[float, int, int]] = []
        seen: set[int] = set()
        for op in self.mri.reg_operands(reg):
            mi = op.parent
            if mi is None or mi.parent is None or id(mi) in seen or not mi.is_copy():
                continue
            seen.add(id(mi))
            d, sv = mi.operands[0], mi.operands[1]
            if d.sub_reg or sv.sub_reg:
                continue
            other = d.contents
            if other == reg:
                other = sv.contents
                if other == reg:
                    continue
            phys = other if not other & VIRTUAL_REG_BIT else self.vrm.get_phys(other)
            out.append((self.vrai.loops.block_freq(mi.parent), other, phys))
        return out

    def try_hint_recoloring(self, li: LiveInterval) -> None:
        reg = li.reg
        phys = self.vrm.get_phys(reg)
        visited = {reg}
        cands = [reg]
        tri, lis, matrix = self.tri, self.lis, self.matrix
        while cands:
            r = cands.pop()
            if not r & VIRTUAL_REG_BIT or not self.vrm.has_phys(r):
                continue
            other_li = lis.get_interval(r)
            cur = self.vrm.get_phys(r)
            if cur != phys and (not tri.class_contains(self.mri.get_reg_class(r), phys)
                                or matrix.check_interference(other_li, phys) != IK_Free):
                continue
            info = self._hint_info(r)
            if cur != phys:
                old_cost = sum(f for f, _, p in info if p != cur)
                new_cost = sum(f for f, _, p in info if p != phys)
                if old_cost < new_cost:
                    continue
                matrix.unassign(other_li)
                matrix.assign(other_li, phys)
            for _, other, _ in info:
                if other not in visited:
                    visited.add(other)
                    cands.append(other)

    def try_hints_recoloring(self) -> None:
        for li in self.broken_hints:
            if self.lis.has_interval(li.reg) and self.lis.get_interval(li.reg) is li and self.vrm.has_phys(li.reg):
                self.try_hint_recoloring(li)

    def should_evict(self, a: LiveInterval, is_hint: bool, b: LiveInterval, breaks_hint: bool) -> bool:
        can_split = self.get_stage(b.reg) < RS_Spill
        if can_split and is_hint and not breaks_hint:
            return True
        return a.weight > b.weight

    def can_evict_interference(self, li: LiveInterval, phys: int, is_hint: bool,
                               max_cost: tuple[float, float]) -> tuple[float, float] | None:
        matrix = self.matrix
        if matrix.check_interference(li, phys) > IK_VirtReg:
            return None
        cascade = self.cascade[self._grow(li.reg)] or self.next_cascade
        broken = 0.0
        max_w = 0.0
        for u in matrix.units(phys):
            intfs = matrix.query(li, u, EVICT_INTERFERENCE_CUTOFF)
            if len(intfs) >= EVICT_INTERFERENCE_CUTOFF:
                return None
            for intf in reversed(intfs):
                if self.get_stage(intf.reg) == RS_Done:
                    return None
                urgent = not li.is_spillable() and (
                    intf.is_spillable() or self.rci.get_num_allocatable_regs(self.mri.get_reg_class(li.reg))
                    < self.rci.get_num_allocatable_regs(self.mri.get_reg_class(intf.reg)))
                icas = self.cascade[self._grow(intf.reg)]
                if cascade <= icas:
                    if not urgent:
                        return None
                    broken += 10
                breaks_hint = self.vrm.has_preferred_phys(intf.reg)
                broken += int(breaks_hint)
                max_w = max(max_w, intf.weight)
                if not (broken, max_w) < max_cost:
                    return None
                if urgent:
                    continue
                if not self.should_evict(li, is_hint, intf, breaks_hint):
                    return None
        return (broken, max_w)

    def evict_interference(self, li: LiveInterval, phys: int, new_vregs: list[int]) -> None:
        i = self._grow(li.reg)
        cas = self.cascade[i]
        if not cas:
            cas = self.cascade[i] = self.next_cascade
            self.next_cascade += 1
        for intf in self.matrix.interfering_vregs(li, phys):
            if not self.vrm.has_phys(intf.reg):
                continue
            self.matrix.unassign(intf)
            self.cascade[self._grow(intf.reg)] = cas
            new_vregs.append(intf.reg)

    def try_evict(self, li: LiveInterval, order: AllocationOrder, new_vregs: list[int],
                  cost_per_use_limit: int = 255) -> int:
        best = 0
        best_cost: tuple[float, float] = (_INF, _INF)
        items = order.items()
        costs = self.rci.costs
        if cost_per_use_limit < 255:
            # Looking for a cheaper register only: break no hint, evict only lighter ranges.
            best_cost = (0.0, li.weight)
            rc = self.mri.get_reg_class(li.reg)
            if self.rci.get_min_cost(rc) >= cost_per_use_limit:
                return 0
            cls_order = order.order
            if cls_order and costs[cls_order[-1]] >= cost_per_use_limit:
                limit = self.rci.get_last_cost_change(rc)
                allowed = set(cls_order[:limit])
                items = [(r, h) for r, h in items if h or r in allowed]
        for phys, is_hint in items:
            if costs[phys] >= cost_per_use_limit:
                continue
            if cost_per_use_limit == 1 and self.is_unused_callee_saved_reg(phys):
                continue
            cost = self.can_evict_interference(li, phys, is_hint, best_cost)
            if cost is None:
                continue
            best, best_cost = phys, cost
            if is_hint:
                break
        if not best:
            return 0
        self.evict_interference(li, best, new_vregs)
        return best

    def select_or_split(self, li: LiveInterval, new_vregs: list[int]) -> int:
        order = AllocationOrder.create(li.reg, self.vrm, self.rci, self.matrix)
        phys = self.try_assign(li, order, new_vregs)
        if phys:
            return phys
        st = self.get_stage(li.reg)
        if st != RS_Split:
            phys = self.try_evict(li, order, new_vregs)
            if phys:
                hint = self.mri.get_simple_hint(li.reg)
                if hint and hint != phys:
                    self._note_broken_hint(li)
                return phys
        if st < RS_Split:
            self.set_stage(li.reg, RS_Split)
            new_vregs.append(li.reg)
            return 0
        if st >= RS_Done or not li.is_spillable():
            # Last resort for unspillable ranges: evict anything spillable regardless of cascades.
            phys = self.try_evict(li, order, new_vregs)
            return phys if phys else NO_REG_POSSIBLE
        edit = LiveRangeEdit(li, new_vregs, self.mf, self.lis, self.vrm)
        start = len(new_vregs)
        self.spiller.spill(edit)
        for r in new_vregs[start:]:
            self.set_stage(r, RS_Done)
        return 0


@dataclass(frozen=True)
class RegAllocGreedy:
    """The ``greedy`` pass."""

    name: ClassVar[str] = "greedy"
    description: ClassVar[str] = "Greedy Register Allocator"
    preserves: ClassVar[tuple[type, ...]] = (SlotIndexesPass, LiveIntervalsPass, VirtRegMapPass, LiveRegMatrixPass,
                                             LiveStacksPass)

    def run(self, mf: MachineFunction, am: Any) -> bool:
        ra = RAGreedy()
        ra.setup(mf, am)
        ra.allocate_phys_regs()
        ra.try_hints_recoloring()
        ra.clear_assigned_phys_kills()
        return True
