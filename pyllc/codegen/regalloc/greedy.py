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
   placed);
4. second failure (``try_split``, stages below ``RS_Spill``, spillable ranges), with ``split_kit``'s
   SplitAnalysis and SplitEditor:

   * a range local to one block: ``try_local_split`` -- per candidate register the heaviest interference in
     each gap between consecutive uses (``calc_gap_weights``; fixed registers and clobbering calls count as
     infinite), then the run of uses whose estimated new spill weight beats its gaps' interference by the
     hysteresis margin, split off into a new interval (a split that does not shrink the range marks the new
     interval ``RS_Split2``, where the next split must make progress); else ``try_instruction_split`` -- one
     interval around each non-copy use, all products ``RS_Spill`` -- for register classes that are proper
     sub-classes of a larger legal class (``get_largest_legal_super_class``);
   * a global range, below ``RS_Split2``: ``try_region_split`` -- the edge bundles (``EdgeBundles``) where the
     value should be in a register are found with ``SpillPlacement``, first for the *compact region* (no
     interference at all, live-through blocks strongly preferring the stack: ``calc_compact_region``), then
     per register of the allocation order: use blocks constrain their entry/exit bundle (``PrefReg`` for a
     live-in/live-out value, ``PrefSpill``/``MustSpill`` when the register's interference -- assigned virtual
     registers, fixed ranges, clobbering calls (``InterferenceCursor``) -- comes before the first / after the
     last use or covers the block border), live-through blocks are added around the bundles that prefer the
     register (``grow_region``: links without interference, spill preferences with it).  The candidate's cost is
     the frequency of the copies its split needs (``add_split_constraints`` + ``calc_global_split_cost``); the
     cheapest one below the cost of spilling (any one when there is a compact region) is split
     (``split_around_region``): one interval per candidate over its bundles, each block cut by SplitEditor's
     ``split_live_through_block`` / ``split_reg_in_block`` / ``split_reg_out_block``, isolated use blocks by
     ``split_single_block``.  The complement goes to ``RS_Spill``, a candidate interval live in as many blocks
     as the original to ``RS_Split2``;
   * else (or at ``RS_Split2``) ``try_block_split`` -- one interval per block with two or more instructions
     using it, copies where it enters and leaves the block, the rest (the complement) ``RS_Spill``;

   with both, a copy back to the complement is dropped when the parent's own definition of that value is in
   the complement or another back-copy of it dominates (LLVM's SM_Speed ``hoistCopies`` without the hoisting);

   the new intervals are queued; a range that cannot be split profitably goes on to
5. spilling: the interval is spilled everywhere by the InlineSpiller; the spill products are ``RS_Done``.

Block frequencies for the region split costs are MachineBlockFrequencyInfo's integers, from the frequencies
``calc_spill_weights`` computes out of the branch probabilities (see ``spill_placement``).

Not done: splitting around calls for callee-saved registers (``tryAssignCSRFirstTime``), the local interval
costs of ``EnableAdvancedRASplitCost``, last-chance recoloring, deferred spilling; split products are not
rematerialized (a copy is made) and back-copies are not hoisted to a common dominator.

Intervals whose hint was broken are revisited at the end (``try_hints_recoloring``): their copy-related
intervals move to the same register when it is free and the broken copies do not get more frequent.
"""

from __future__ import annotations

import heapq
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final

from pyllc.codegen.analysis.live_intervals import LiveIntervalsPass
from pyllc.codegen.analysis.machine_block_frequency_info import MachineBlockFrequencyInfoPass
from pyllc.codegen.analysis.machine_dominators import MachineDominatorTreePass
from pyllc.codegen.analysis.machine_loop_info import MachineLoopInfoPass
from pyllc.codegen.analysis.slot_indexes import (
    INSTR_DIST,
    SlotIndexesPass,
    base_index,
    dead_slot,
    instr_distance,
    is_earlier_instr,
    is_same_instr,
    reg_slot,
)
from pyllc.codegen.machine.function import MachineFunctionProperties
from pyllc.codegen.machine.operand import VIRTUAL_REG_BIT
from pyllc.codegen.regalloc.allocation_order import AllocationOrder
from pyllc.codegen.regalloc.base import NO_REG_POSSIBLE, RegAllocBase
from pyllc.codegen.regalloc.calc_spill_weights import VirtRegAuxInfo, normalize_spill_weight
from pyllc.codegen.regalloc.inline_spiller import InlineSpiller
from pyllc.codegen.regalloc.live_range_edit import LiveRangeEdit
from pyllc.codegen.regalloc.live_reg_matrix import IK_Free, IK_VirtReg, LiveRegMatrixPass
from pyllc.codegen.regalloc.spill_placement import (
    BlockConstraint,
    DontCare,
    EdgeBundles,
    MustSpill,
    PrefReg,
    PrefSpill,
    SpillPlacement,
    integer_block_frequencies,
)
from pyllc.codegen.regalloc.split_kit import BlockInfo, SplitAnalysis, SplitEditor, is_full_copy
from pyllc.codegen.regalloc.virt_reg_map import LiveStacksPass, VirtRegMapPass
from pyllc.support.statistic import Statistic

if TYPE_CHECKING:
    from pyllc.codegen.analysis.live_interval import LiveInterval
    from pyllc.codegen.machine.function import MachineFunction

NumGlobalSplits = Statistic("regalloc", "NumGlobalSplits", "Number of split global live ranges")
NumLocalSplits = Statistic("regalloc", "NumLocalSplits", "Number of split local live ranges")
NumEvicted = Statistic("regalloc", "NumEvicted", "Number of interferences evicted")

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
#: LLVM's Hysteresis (2007/2048): a split must beat the interference by about 2%.
HYSTERESIS: Final = 2007 / 2048
#: LLVM's GrowRegionComplexityBudget: block visits one growRegion may make.
GROW_REGION_COMPLEXITY_BUDGET: Final = 10000


class RAGreedy(RegAllocBase):
    def __init__(self) -> None:
        self.queue: list[tuple[int, int, Any]] = []
        self.stage: list[int] = []
        self.cascade: list[int] = []
        self.next_cascade = 1
        #: Intervals whose hint could not be honoured (LLVM ``SetOfBrokenHints``), in insertion order.
        self.broken_hints: list[Any] = []
        self.spill_placer: SpillPlacement | None = None
        self.bundles: EdgeBundles | None = None
        self.mbb_by_num: dict[int, Any] = {}
        self.split_constraints: list[BlockConstraint] = []
        self.split_points: dict[int, tuple[int, int, bool]] = {}
        #: Per physical register: (validity key, block number -> first/last interference) (InterferenceCursor).
        self.intf_cache: dict[int, tuple[Any, dict[int, tuple[int, int] | None]]] = {}
        #: Bumped when SlotIndexes renumbers (cached slots are stale then).
        self.slot_version = 0

    def setup(self, mf: MachineFunction, am: Any) -> None:
        lis = am.get(LiveIntervalsPass)
        vrm = am.get(VirtRegMapPass)
        matrix = am.get(LiveRegMatrixPass)
        self.init(mf, vrm, lis, matrix)
        self.indexes = lis.indexes
        self.vrai = VirtRegAuxInfo(
            mf, lis, vrm, am.get(MachineLoopInfoPass), am.get(MachineBlockFrequencyInfoPass)
        )
        self.vrai.calculate_spill_weights_and_hints()
        self.spiller = InlineSpiller(mf, lis, vrm, am.get(LiveStacksPass), self.vrai)
        self.sa = SplitAnalysis(lis)
        self.se = SplitEditor(self.sa, lis, vrm, mf, am.get(MachineDominatorTreePass))
        lis.indexes.listeners.append(self._renumbered)

    def _renumbered(self, mapping: dict[int, int]) -> None:
        self.slot_version += 1

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
            if (
                st == RS_Assign
                and not force_global
                and not li.empty()
                and self.lis.interval_is_in_one_mbb(li) is not None
            ):
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
        # A register with a cost per use (``CostPerUse``): try to evict a cheaper one instead.
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
            out.append((self.vrai.mbfi.get_block_freq(mi.parent), other, phys))
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
            if cur != phys and (
                not tri.class_contains(self.mri.get_reg_class(r), phys)
                or matrix.check_interference(other_li, phys) != IK_Free
            ):
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
            if (
                self.lis.has_interval(li.reg)
                and self.lis.get_interval(li.reg) is li
                and self.vrm.has_phys(li.reg)
            ):
                self.try_hint_recoloring(li)

    def should_evict(self, a: LiveInterval, is_hint: bool, b: LiveInterval, breaks_hint: bool) -> bool:
        can_split = self.get_stage(b.reg) < RS_Spill
        if can_split and is_hint and not breaks_hint:
            return True
        return a.weight > b.weight

    def can_evict_interference(
        self, li: LiveInterval, phys: int, is_hint: bool, max_cost: tuple[float, float]
    ) -> tuple[float, float] | None:
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
                    intf.is_spillable()
                    or self.rci.get_num_allocatable_regs(self.mri.get_reg_class(li.reg))
                    < self.rci.get_num_allocatable_regs(self.mri.get_reg_class(intf.reg))
                )
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
            NumEvicted.value += 1
            new_vregs.append(intf.reg)

    def try_evict(
        self, li: LiveInterval, order: AllocationOrder, new_vregs: list[int], cost_per_use_limit: int = 255
    ) -> int:
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
        if st < RS_Spill and li.is_spillable():
            n0 = len(new_vregs)
            phys = self.try_split(li, order, new_vregs)
            if phys or len(new_vregs) > n0:
                return phys
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

    # ----- splitting (LLVM trySplit and its strategies) -----
    def try_split(self, li: LiveInterval, order: AllocationOrder, new_vregs: list[int]) -> int:
        if self.get_stage(li.reg) >= RS_Spill:
            return 0
        sa = self.sa
        sa.analyze(li)
        n0 = len(new_vregs)
        if self.lis.interval_is_in_one_mbb(li) is not None:
            phys = self.try_local_split(li, order, new_vregs)
            if not phys and len(new_vregs) == n0:
                phys = self.try_instruction_split(li, order, new_vregs)
            NumLocalSplits.value += len(new_vregs) > n0
            return phys
        # First a region spanning several blocks; RS_Split2 ranges already made dubious progress that way.
        if self.get_stage(li.reg) < RS_Split2:
            phys = self.try_region_split(li, order, new_vregs)
            if phys or len(new_vregs) > n0:
                NumGlobalSplits.value += len(new_vregs) > n0
                return phys
        phys = self.try_block_split(li, order, new_vregs)
        NumGlobalSplits.value += len(new_vregs) > n0
        return phys

    # ----- region splitting (LLVM tryRegionSplit and its helpers) -----
    def _spill_placer(self) -> SpillPlacement:
        sp = self.spill_placer
        if sp is None:
            mf = self.mf
            self.bundles = EdgeBundles(mf)
            freqs, entry = integer_block_frequencies(mf, self.vrai.mbfi.freqs)
            sp = self.spill_placer = SpillPlacement(self.bundles, freqs, entry)
            self.mbb_by_num = {b.number: b for b in mf.blocks}
        return sp

    def _split_points(self, n: int) -> tuple[int, int, bool]:
        """(first split point, last split point, the first instruction is before the first split point) of
        block ``n``, cached while no instruction is inserted."""
        v = self.split_points.get(n)
        if v is None:
            mbb = self.mbb_by_num[n]
            sa = self.sa
            fsp = sa.get_first_split_point(mbb)
            early = False
            for mi in mbb.instrs:
                if not mi.is_debug_instr():
                    early = is_earlier_instr(self.indexes.get_instruction_index(mi), fsp)
                    break
            v = self.split_points[n] = (fsp, sa.get_last_split_point(mbb), early)
        return v

    def calc_spill_cost(self) -> int:
        """Frequency of the spill code of spilling the whole range: one instruction per use block, two where
        the value is redefined in a live-through block."""
        freq = self.spill_placer.block_freq  # type: ignore[union-attr]
        cost = 0
        for bi in self.sa.use_blocks:
            f = freq[bi.number]
            cost += f
            if bi.live_in and bi.live_out and bi.first_def >= 0:
                cost += f
        return cost

    def add_split_constraints(self, intf: InterferenceCursor | None) -> tuple[bool, int]:
        """Entry/exit constraints of the use blocks from the interference (none for ``intf`` None); returns
        (any bundle prefers the register, frequency of the spill code they need)."""
        sa, sp, lis = self.sa, self.spill_placer, self.lis
        assert sp is not None
        freq = sp.block_freq
        cons: list[BlockConstraint] = []
        self.split_constraints = cons
        static_cost = 0
        for bi in sa.use_blocks:
            n = bi.number
            entry = PrefReg if bi.live_in else DontCare
            exit_ = DontCare
            if bi.live_out:
                mi = lis.get_instruction_from_index(bi.last_instr)
                if mi is None or not mi.is_implicit_def():
                    exit_ = PrefReg
            bc = BlockConstraint(n, entry, exit_, bi.first_def >= 0)
            cons.append(bc)
            fl = intf.get(n) if intf is not None else None
            if fl is None:
                continue
            first, last = fl
            ins = 0
            if bi.live_in:
                if first <= lis.indexes.mbb_ranges[n][0]:
                    bc.entry = MustSpill
                    ins += 1
                elif first < bi.first_instr:
                    bc.entry = PrefSpill
                    ins += 1
                elif first < bi.last_instr:
                    ins += 1
                if bc.entry in (MustSpill, PrefSpill) and is_earlier_instr(
                    bi.first_instr, self._split_points(n)[0]
                ):
                    return False, 0
            if bi.live_out:
                if last >= self._split_points(n)[1]:
                    bc.exit = MustSpill
                    ins += 1
                elif last > bi.last_instr:
                    bc.exit = PrefSpill
                    ins += 1
                elif last > bi.first_instr:
                    ins += 1
            static_cost += ins * freq[n]
        sp.add_constraints(cons)
        return sp.scan_active_bundles(), static_cost

    def add_through_constraints(self, intf: InterferenceCursor, blocks: list[int]) -> bool:
        """Constraints of the live-through blocks with interference, links for those without."""
        sp, ranges = self.spill_placer, self.lis.indexes.mbb_ranges
        assert sp is not None
        bcs: list[BlockConstraint] = []
        tbs: list[int] = []
        for n in blocks:
            fl = intf.get(n)
            if fl is None:
                tbs.append(n)
                if len(tbs) == 8:
                    sp.add_links(tbs)
                    tbs = []
                continue
            _, lsp, starts_early = self._split_points(n)
            if starts_early:
                return False
            first, last = fl
            bcs.append(
                BlockConstraint(
                    n,
                    MustSpill if first <= ranges[n][0] else PrefSpill,
                    MustSpill if last >= lsp else PrefSpill,
                )
            )
            if len(bcs) == 8:
                sp.add_constraints(bcs)
                bcs = []
        sp.add_constraints(bcs)
        sp.add_links(tbs)
        return True

    def grow_region(self, cand: GlobalSplitCandidate) -> bool:
        """Add the live-through blocks next to the bundles preferring the register until the network is
        stable; for the compact region (no register) they get a strong spill preference."""
        sp, bundles = self.spill_placer, self.bundles
        assert sp is not None and bundles is not None
        todo = set(self.sa.through_blocks)
        active = cand.active_blocks
        added_to = 0
        budget = GROW_REGION_COMPLEXITY_BUDGET
        while True:
            for bundle in sp.get_recent_positive():
                blocks = bundles.blocks[bundle]
                if len(blocks) >= budget:
                    return False
                budget -= len(blocks)
                for b in blocks:
                    if b in todo:
                        todo.discard(b)
                        active.append(b)
            if len(active) == added_to:
                break
            new_blocks = active[added_to:]
            if cand.intf is not None:
                if not self.add_through_constraints(cand.intf, new_blocks):
                    return False
            else:
                sp.add_pref_spill(new_blocks, True)
            added_to = len(active)
            sp.iterate()
        return True

    def calc_compact_region(self, cand: GlobalSplitCandidate) -> bool:
        """The region the range would like to be in a register without any interference (LLVM
        ``calcCompactRegion``); False when it is the whole range or empty."""
        if not self.sa.through_blocks:
            return False
        sp = self.spill_placer
        assert sp is not None
        sp.prepare(cand.live_bundles)
        ok, _ = self.add_split_constraints(None)
        if not ok or not self.grow_region(cand):
            return False
        sp.finish()
        return bool(cand.live_bundles)

    def calc_global_split_cost(self, cand: GlobalSplitCandidate) -> int:
        """Frequency of the copies a split along ``cand``'s live bundles adds at the block borders."""
        sp, bundles = self.spill_placer, self.bundles
        assert sp is not None and bundles is not None
        freq, live, ec = sp.block_freq, cand.live_bundles, bundles.ec
        cost = 0
        for bi, bc in zip(self.sa.use_blocks, self.split_constraints):
            n = bc.number
            ins = 0
            if bi.live_in:
                ins += (ec[2 * n] in live) != (bc.entry == PrefReg)
            if bi.live_out:
                ins += (ec[2 * n + 1] in live) != (bc.exit == PrefReg)
            cost += ins * freq[n]
        intf = cand.intf
        for n in cand.active_blocks:
            reg_in = ec[2 * n] in live
            reg_out = ec[2 * n + 1] in live
            if not reg_in and not reg_out:
                continue
            if reg_in and reg_out:
                if intf is not None and intf.get(n) is not None:
                    cost += 2 * freq[n]
                continue
            cost += freq[n]
        return cost

    def calculate_region_split_cost(
        self, order: AllocationOrder, best_cost: float, cands: list[GlobalSplitCandidate]
    ) -> int:
        """Try each register of the order as a split candidate; returns the index in ``cands`` of the
        cheapest one below ``best_cost`` (-1: none)."""
        sp = self.spill_placer
        assert sp is not None
        best = -1
        for phys, _ in order.items():
            cand = GlobalSplitCandidate(phys, InterferenceCursor(self, phys))
            sp.prepare(cand.live_bundles)
            ok, cost = self.add_split_constraints(cand.intf)
            if not ok or cost >= best_cost or not self.grow_region(cand):
                continue
            sp.finish()
            if not cand.live_bundles:
                continue
            cost += self.calc_global_split_cost(cand)
            if cost < best_cost:
                best = len(cands)
                best_cost = cost
            cands.append(cand)
        return best

    def try_region_split(self, li: LiveInterval, order: AllocationOrder, new_vregs: list[int]) -> int:
        """Split the range around the region of bundles where some register (or, the compact region, no
        interference at all) makes a register cheaper than the stack (LLVM ``tryRegionSplit``)."""
        self._spill_placer()
        self.split_points = {}
        spill_cost = self.calc_spill_cost()
        cands: list[GlobalSplitCandidate] = []
        compact = GlobalSplitCandidate(0, None)
        has_compact = self.calc_compact_region(compact)
        if has_compact:
            cands.append(compact)
            best_cost: float = _INF
        else:
            best_cost = spill_cost
        best = self.calculate_region_split_cost(order, best_cost, cands)
        if not has_compact and best < 0:
            return 0
        self.do_region_split(li, cands, best, has_compact, new_vregs)
        return 0

    def do_region_split(
        self,
        li: LiveInterval,
        cands: list[GlobalSplitCandidate],
        best: int,
        has_compact: bool,
        new_vregs: list[int],
    ) -> None:
        se, bundles = self.se, self.bundles
        assert bundles is not None
        n0 = len(new_vregs)
        edit = LiveRangeEdit(li, new_vregs, self.mf, self.lis, self.vrm)
        se.reset(edit, spill_mode=True)
        bundle_cand = [-1] * bundles.num_bundles
        used: list[int] = []
        for c in ((best,) if best >= 0 else ()) + ((0,) if has_compact else ()):
            cand = cands[c]
            if cand.get_bundles(bundle_cand, c):
                used.append(c)
                cand.intv_idx = se.open_intv()
        self.split_around_region(li, cands, bundle_cand, used, new_vregs, n0, edit)

    def _region_intvs(
        self, n: int, live_in: bool, live_out: bool, cands: list[GlobalSplitCandidate], bundle_cand: list[int]
    ) -> tuple[int, int, int, int]:
        """(interval in, interference before which it must leave, interval out, interference after which it
        may enter) of block ``n``; intervals 0 and slots -1 when the border is on the stack."""
        ec = self.bundles.ec  # type: ignore[union-attr]
        intv_in, intf_in = _border_intv(cands, bundle_cand[ec[2 * n]], n, 0) if live_in else (0, -1)
        intv_out, intf_out = _border_intv(cands, bundle_cand[ec[2 * n + 1]], n, 1) if live_out else (0, -1)
        return intv_in, intf_in, intv_out, intf_out

    def split_around_region(
        self,
        li: LiveInterval,
        cands: list[GlobalSplitCandidate],
        bundle_cand: list[int],
        used: list[int],
        new_vregs: list[int],
        n0: int,
        edit: LiveRangeEdit,
    ) -> None:
        sa, se = self.sa, self.se
        num_global = len(new_vregs) - n0
        single_instrs = self.is_proper_sub_class(self.mri.get_reg_class(li.reg))
        for bi in sa.use_blocks:
            intv_in, intf_in, intv_out, intf_out = self._region_intvs(
                bi.number, bi.live_in, bi.live_out, cands, bundle_cand
            )
            if not intv_in and not intv_out:
                if sa.should_split_single_block(bi, single_instrs):
                    se.split_single_block(bi)
            elif intv_in and intv_out:
                se.split_live_through_block(bi.mbb, intv_in, intf_in, intv_out, intf_out)
            elif intv_in:
                se.split_reg_in_block(bi, intv_in, intf_in)
            else:
                se.split_reg_out_block(bi, intv_out, intf_out)
        todo = set(sa.through_blocks)
        for c in used:
            for n in cands[c].active_blocks:
                if n not in todo:
                    continue
                todo.discard(n)
                intv_in, intf_in, intv_out, intf_out = self._region_intvs(n, True, True, cands, bundle_cand)
                if intv_in or intv_out:
                    se.split_live_through_block(self.mbb_by_num[n], intv_in, intf_in, intv_out, intf_out)
        orig_blocks = sa.get_num_live_blocks()
        intv_map = self._finish_split(edit)
        lis = self.lis
        for r, intv in zip(new_vregs[n0:], intv_map):
            if self.get_stage(r) != RS_New:
                continue
            if intv == 0:
                self.set_stage(r, RS_Spill)
            elif intv < num_global and self.sa.count_live_blocks(lis.get_interval(r)) >= orig_blocks:
                # No fewer blocks than the original: no more region splitting of it.
                self.set_stage(r, RS_Split2)

    def _finish_split(self, edit: LiveRangeEdit) -> list[int]:
        intv_map = self.se.finish()
        edit.calculate_reg_class_and_hint(self.mf, self.vrai)
        self.sa.clear()
        return intv_map

    def try_block_split(self, li: LiveInterval, order: AllocationOrder, new_vregs: list[int]) -> int:
        """One new interval per block with several instructions using ``li``; the rest (the complement, live
        through the other blocks) goes to ``RS_Spill`` (LLVM ``tryBlockSplit``)."""
        sa, se = self.sa, self.se
        n0 = len(new_vregs)
        edit = LiveRangeEdit(li, new_vregs, self.mf, self.lis, self.vrm)
        se.reset(edit, spill_mode=True)
        for bi in sa.use_blocks:
            if sa.should_split_single_block(bi, False):
                se.split_single_block(bi)
        if se.empty():
            self.sa.clear()
            return 0
        intv_map = self._finish_split(edit)
        for r, intv in zip(new_vregs[n0:], intv_map):
            if intv == 0 and self.get_stage(r) == RS_New:
                self.set_stage(r, RS_Spill)
        return 0

    def calc_gap_weights(self, li: LiveInterval, phys: int, bi: BlockInfo, uses: list[int]) -> list[float]:
        """Per gap between consecutive uses, the heaviest interference on ``phys`` (infinite for a fixed
        register) -- LLVM ``calcGapWeights``."""
        num_gaps = len(uses) - 1
        start_idx = base_index(bi.first_instr) if bi.live_in else bi.first_instr
        stop_idx = dead_slot(bi.last_instr) if bi.live_out else bi.last_instr
        gw = [0.0] * num_gaps
        matrix = self.matrix
        units = matrix.units(phys)
        for pass_ in (0, 1):
            for u in units:
                if pass_ == 0:
                    un = matrix.union(u)
                    if not un.overlaps(li):
                        continue
                    starts, ends, owners = un.starts, un.ends, un.owners
                else:
                    lr = self.lis.get_reg_unit(u)
                    starts, ends, owners = lr.starts, lr.ends, None
                n = len(starts)
                k = bisect_right(ends, start_idx)
                gap = 0
                while k < n and starts[k] < stop_idx:
                    s = starts[k]
                    while dead_slot(uses[gap + 1]) < s:
                        gap += 1
                        if gap == num_gaps:
                            break
                    if gap == num_gaps:
                        break
                    w = owners[k].weight if owners is not None else _INF
                    e = ends[k]
                    while gap != num_gaps:
                        if gw[gap] < w:
                            gw[gap] = w
                        if base_index(uses[gap + 1]) >= e:
                            break
                        gap += 1
                    if gap == num_gaps:
                        break
                    k += 1
        return gw

    def try_local_split(self, li: LiveInterval, order: AllocationOrder, new_vregs: list[int]) -> int:
        """Split a block-local range around the run of uses whose gaps have the least interference on some
        register, when the new range's estimated weight beats that interference (LLVM ``tryLocalSplit``)."""
        sa = self.sa
        if len(sa.use_blocks) != 1:
            return 0
        bi = sa.use_blocks[0]
        uses = list(sa.use_slots)
        if len(uses) <= 2:
            return 0
        num_gaps = len(uses) - 1
        lis = self.lis
        lo, hi = lis.indexes.mbb_ranges[bi.number]
        rms = lis.reg_mask_slots
        ri = bisect_left(rms, reg_slot(uses[0]))
        re = bisect_left(rms, hi)
        rm_gaps: list[int] = []
        i = 0
        while i != num_gaps and ri < re:
            if is_earlier_instr(uses[i + 1], rms[ri]):
                i += 1
                continue
            if is_same_instr(uses[i + 1], rms[ri]) and i + 1 == num_gaps:
                break
            rm_gaps.append(i)
            while ri < re and is_earlier_instr(rms[ri], uses[i + 1]):
                ri += 1
            i += 1
        progress_required = self.get_stage(li.reg) >= RS_Split2
        best_before = num_gaps
        best_after = 0
        best_diff = 0.0
        block_freq = self.vrai.mbfi.get_block_freq(bi.mbb)
        live_in, live_out = bi.live_in, bi.live_out
        for phys, _ in order.items():
            gw = self.calc_gap_weights(li, phys, bi, uses)
            if rm_gaps and self.matrix.check_reg_mask_interference(li, phys):
                for g in rm_gaps:
                    gw[g] = _INF
            split_before, split_after = 0, 1
            max_gap = gw[0]
            while True:
                live_before = split_before != 0 or live_in
                live_after = split_after != num_gaps or live_out
                if not live_before and not live_after:
                    break
                shrink = True
                new_gaps = live_before + split_after - split_before + live_after
                if (not progress_required or new_gaps < num_gaps) and max_gap < _INF:
                    est = normalize_spill_weight(
                        block_freq * (new_gaps + 1),
                        uses[split_after] - uses[split_before] + (live_before + live_after) * INSTR_DIST,
                        1,
                    )
                    if est * HYSTERESIS >= max_gap:
                        shrink = False
                        diff = est - max_gap
                        if diff > best_diff:
                            best_diff = HYSTERESIS * diff
                            best_before, best_after = split_before, split_after
                if shrink:
                    split_before += 1
                    if split_before < split_after:
                        if gw[split_before - 1] >= max_gap:
                            max_gap = max(gw[split_before:split_after])
                        continue
                    max_gap = 0.0
                if split_after >= num_gaps:
                    break
                if gw[split_after] > max_gap:
                    max_gap = gw[split_after]
                split_after += 1
        if best_before == num_gaps:
            return 0
        n0 = len(new_vregs)
        edit = LiveRangeEdit(li, new_vregs, self.mf, lis, self.vrm)
        self.se.reset(edit)
        self.se.open_intv()
        self.se.split_around(uses[best_before], uses[best_after])
        intv_map = self._finish_split(edit)
        live_before = best_before != 0 or live_in
        live_after = best_after != num_gaps or live_out
        if live_before + best_after - best_before + live_after >= num_gaps:
            # No fewer instructions than before: the next split of it must make progress.
            for r, intv in zip(new_vregs[n0:], intv_map):
                if intv == 1:
                    self.set_stage(r, RS_Split2)
        return 0

    def is_proper_sub_class(self, rc: int) -> bool:
        """LLVM ``RegisterClassInfo::isProperSubClass`` (see :class:`RegisterClassInfo`)."""
        return self.rci.is_proper_sub_class(rc)

    def try_instruction_split(self, li: LiveInterval, order: AllocationOrder, new_vregs: list[int]) -> int:
        """A small interval around each instruction using a block-local range (full copies excepted); all
        products go to ``RS_Spill``, so that spilling touches only the part between the uses (LLVM
        ``tryInstructionSplit``, which LLVM applies only to register classes that can be inflated)."""
        sa, se = self.sa, self.se
        if not self.is_proper_sub_class(self.mri.get_reg_class(li.reg)) or len(sa.use_slots) <= 1:
            return 0
        n0 = len(new_vregs)
        edit = LiveRangeEdit(li, new_vregs, self.mf, self.lis, self.vrm)
        se.reset(edit)
        lis = self.lis
        for k in range(len(sa.use_slots)):
            use = sa.use_slots[k]
            mi = lis.get_instruction_from_index(use)
            if mi is not None and is_full_copy(mi):
                continue
            se.open_intv()
            se.split_around(use, use)
        if se.empty():
            self.sa.clear()
            return 0
        self._finish_split(edit)
        for r in new_vregs[n0:]:
            self.set_stage(r, RS_Spill)
        return 0


class InterferenceCursor:
    """The first and last interference of one physical register per block (LLVM ``InterferenceCache``):
    assigned virtual registers and fixed ranges on its units, and calls clobbering it."""

    __slots__ = ("ra", "phys", "cache", "ranges")

    def __init__(self, ra: RAGreedy, phys: int) -> None:
        self.ra = ra
        self.phys = phys
        lis, matrix = ra.lis, ra.matrix
        units = matrix.units(phys)
        unions = [matrix.union(u) for u in units]
        fixed = [lis.get_reg_unit(u) for u in units]
        #: The unions and fixed ranges of the units that are not empty (the objects: their lists may change).
        self.ranges = [lr for lr in unions + fixed if lr.starts]
        # The per-block answers stay valid while no union of the units changed (their tags), no fixed range was
        # recomputed and the slots were not renumbered (LLVM's InterferenceCache checks tags the same way).
        key = (ra.slot_version, tuple(un.tag for un in unions), tuple(id(lr) for lr in fixed))
        entry = ra.intf_cache.get(phys)
        if entry is None or entry[0] != key:
            entry = ra.intf_cache[phys] = (key, {})
        self.cache: dict[int, tuple[int, int] | None] = entry[1]

    def get(self, n: int) -> tuple[int, int] | None:
        """(first, last) interference slot around block ``n``, or None; cached (the function must not change
        in between)."""
        try:
            return self.cache[n]
        except KeyError:
            v = self.cache[n] = self.compute(n)
            return v

    def compute(self, n: int) -> tuple[int, int] | None:
        lis = self.ra.lis
        start, stop = lis.indexes.mbb_ranges[n]
        first = last = -1
        for lr in self.ranges:
            starts, ends = lr.starts, lr.ends
            k = bisect_right(ends, start)
            if k == len(starts) or starts[k] >= stop:
                continue
            if first < 0 or starts[k] < first:
                first = starts[k]
            j = bisect_left(starts, stop) - 1
            if ends[j] > last:
                last = ends[j]
        slots = lis.reg_mask_slots
        if slots:
            phys = self.phys
            bits = lis.reg_mask_bits
            i0 = bisect_left(slots, start)
            i1 = bisect_left(slots, stop)
            limit = first if first >= 0 else stop
            i = i0
            while i < i1 and slots[i] < limit:
                if not (bits[i] >> phys) & 1:
                    first = slots[i]
                    break
                i += 1
            limit = last if last >= 0 else start
            i = i1
            while i > i0 and dead_slot(slots[i - 1]) > limit:
                if not (bits[i - 1] >> phys) & 1:
                    last = dead_slot(slots[i - 1])
                    break
                i -= 1
        return (first, last) if first >= 0 else None


class GlobalSplitCandidate:
    """One register (0: the compact region) to split around (LLVM ``GlobalSplitCandidate``)."""

    __slots__ = ("phys", "intf", "live_bundles", "active_blocks", "intv_idx")

    def __init__(self, phys: int, intf: InterferenceCursor | None) -> None:
        self.phys = phys
        self.intf = intf
        self.live_bundles: set[int] = set()
        self.active_blocks: list[int] = []
        self.intv_idx = 0

    def get_bundles(self, bundle_cand: list[int], c: int) -> int:
        """Give this candidate (number ``c``) the live bundles nobody has yet; returns how many."""
        count = 0
        for b in sorted(self.live_bundles):
            if bundle_cand[b] < 0:
                bundle_cand[b] = c
                count += 1
        return count


@dataclass(frozen=True)
class RegAllocGreedy:
    """The ``greedy`` pass."""

    name: ClassVar[str] = "greedy"
    description: ClassVar[str] = "Greedy Register Allocator"
    preserves: ClassVar[tuple[type, ...]] = (
        SlotIndexesPass,
        LiveIntervalsPass,
        VirtRegMapPass,
        LiveRegMatrixPass,
        LiveStacksPass,
    )

    def run(self, mf: MachineFunction, am: Any) -> bool:
        # LiveDebugVariables, which the allocator requires, records that debug users are tracked; pyllc
        # has no DBG_VALUE relocation yet, so only a function without debug values is marked.
        if not any(mi.is_debug_value() for mbb in mf.blocks for mi in mbb.instrs):
            mf.properties.set(MachineFunctionProperties.TracksDebugUserValues)
        ra = RAGreedy()
        ra.setup(mf, am)
        ra.allocate_phys_regs()
        ra.try_hints_recoloring()
        ra.clear_assigned_phys_kills()
        return True


def _border_intv(cands: list[GlobalSplitCandidate], c: int, n: int, side: int) -> tuple[int, int]:
    """(interval, interference slot) at one border of block ``n`` for bundle candidate ``c``: the candidate's
    interval and its first (``side`` 0) or last (``side`` 1) interference in the block; (0, -1) on the
    stack."""
    if c < 0:
        return 0, -1
    cand = cands[c]
    if cand.intf is not None:
        fl = cand.intf.compute(n)
        if fl is not None:
            return cand.intv_idx, fl[side]
    return cand.intv_idx, -1
