"""What it is (LLVM: lib/CodeGen/LiveIntervals.cpp, LiveRangeCalc.cpp, LiveIntervalCalc.cpp,
include/llvm/CodeGen/LiveIntervals.h).

LiveIntervals computes, for a PHI-free MachineFunction (after phi-node-elimination and twoaddressinstruction),

* one :class:`LiveInterval` per virtual register, from MachineRegisterInfo's def and use lists;
* one :class:`LiveRange` per *register unit* of the physical registers, computed lazily (defs and uses of every
  register containing the unit, plus block live-ins);
* the register-mask slots: the register slot of each instruction with a regmask operand (calls), with the mask
  (bit set = preserved), sorted by index.

The live range calculation (LLVM's LiveRangeCalc) first creates a dead value at every def, then extends the
range to every reading use: inside the use's block when a def precedes it, otherwise the register is live-in
and liveness propagates backwards through predecessors until defs are found.  Where different values reach a
live-in block a PHI-def value is created at the block start; values are resolved optimistically and iterated to
a fixed point.  Defs whose value is never read get the ``dead`` flag.

Updating entry points used by the coalescer, the spiller and the allocators: :meth:`create_and_compute_virt_reg_
interval`, :meth:`remove_interval`, :meth:`shrink_to_uses`, :meth:`extend_to_indices`, :meth:`add_kill_flags`,
:meth:`insert_machine_instr_in_maps` / :meth:`remove_machine_instr_from_maps`, :meth:`interval_is_in_one_mbb`.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.analysis.live_interval import LiveInterval, LiveRange, VNInfo
from pyllc.codegen.analysis.slot_indexes import (
    SLOT_DEAD,
    SlotIndexes,
    SlotIndexesPass,
    is_block,
    reg_slot,
)
from pyllc.codegen.machine.operand import (
    MO_Register,
    MO_RegisterMask,
    VIRTUAL_REG_BIT,
    RegState,
)

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.instr import MachineInstr
    from pyllc.codegen.machine.operand import MachineOperand

_DEF = RegState.Define
_UNDEF = RegState.Undef
_DEBUG = RegState.Debug
_EC = RegState.EarlyClobber
_KILL = RegState.Kill
_DEAD = RegState.Dead


def reads_reg(op: MachineOperand) -> bool:
    """LLVM ``MachineOperand::readsReg``: a non-undef use, or a partial (sub-register) non-undef def."""
    f = op.flags
    if f & _UNDEF or f & _DEBUG:
        return False
    return not f & _DEF or op.sub_reg != 0


class LiveRangeCalc:
    """Builds a live range from def points and use points (LLVM ``LiveRangeCalc``)."""

    __slots__ = ("indexes",)

    def __init__(self, indexes: SlotIndexes) -> None:
        self.indexes = indexes

    def calculate(
        self,
        lr: LiveRange,
        defs: list[int],
        uses: list[tuple[int, MachineBasicBlock]],
        live_in_blocks: list[MachineBasicBlock] = (),
    ) -> None:  # type: ignore[assignment]
        """``defs``: def slot indexes; ``uses``: (use slot, block); ``live_in_blocks``: blocks where the register
        is live-in by declaration (physical registers)."""
        for d in sorted(defs):
            lr.create_dead_def(d)
        indexes = self.indexes
        for mbb in live_in_blocks:
            lr.create_dead_def(indexes.get_mbb_start_idx(mbb))
        self.extend(lr, uses)

    def extend(self, lr: LiveRange, uses: list[tuple[int, MachineBasicBlock]]) -> None:
        indexes = self.indexes
        ranges = indexes.mbb_ranges
        live_in_ext: dict[int, int] = {}
        blocks: dict[int, MachineBasicBlock] = {}
        work: list[MachineBasicBlock] = []
        for u, mbb in uses:
            start = ranges[mbb.number][0]
            if lr.extend_in_block(start, u) is not None:
                continue
            n = mbb.number
            if n in live_in_ext:
                if u > live_in_ext[n]:
                    live_in_ext[n] = u
            else:
                live_in_ext[n] = u
                blocks[n] = mbb
                work.append(mbb)
        if not work:
            return
        out_val: dict[int, VNInfo] = {}
        while work:
            mbb = work.pop()
            for p in mbb.predecessors:
                pn = p.number
                if pn in out_val:
                    continue
                ps, pe = ranges[pn]
                if pn not in live_in_ext or live_in_ext[pn] < pe:
                    vni = lr.extend_in_block(ps, pe)
                    if vni is not None:
                        out_val[pn] = vni
                        continue
                if pn in live_in_ext:
                    live_in_ext[pn] = pe
                    continue
                live_in_ext[pn] = pe
                blocks[pn] = p
                work.append(p)
        # Resolve the value live into each live-in block (optimistic fixed point, PHI-defs where values differ).
        order = sorted(blocks.values(), key=lambda b: ranges[b.number][0])
        in_val: dict[int, VNInfo] = {}
        phi_of: dict[int, VNInfo] = {}
        changed = True
        while changed:
            changed = False
            for b in order:
                n = b.number
                if n in phi_of:
                    continue
                known: VNInfo | None = None
                differ = False
                for p in b.predecessors:
                    pn = p.number
                    v = out_val.get(pn)
                    if v is None:
                        v = in_val.get(pn)
                    if v is None:
                        continue
                    if known is None:
                        known = v
                    elif v is not known:
                        differ = True
                        break
                if not b.predecessors or differ:
                    phi = lr.get_next_value(ranges[n][0])
                    phi_of[n] = phi
                    in_val[n] = phi
                    changed = True
                elif known is not None and in_val.get(n) is not known:
                    in_val[n] = known
                    changed = True
        for b in order:
            n = b.number
            v = in_val.get(n)
            if v is None:
                v = phi_of[n] = in_val[n] = lr.get_next_value(ranges[n][0])
            lr.add_segment(ranges[n][0], live_in_ext[n], v)


class LiveIntervals:
    """Live intervals of virtual registers, register-unit ranges and regmask slots of one function."""

    __slots__ = (
        "mf",
        "indexes",
        "mri",
        "tri",
        "vreg_intervals",
        "reg_unit_ranges",
        "reg_mask_slots",
        "reg_mask_bits",
        "calc",
        "_unit_regs",
        "_reg_units",
    )

    def __init__(self, mf: MachineFunction, indexes: SlotIndexes) -> None:
        self.mf = mf
        self.indexes = indexes
        self.mri = mf.reg_info
        self.tri = mf.subtarget.get_register_info() if mf.subtarget is not None else None
        self.vreg_intervals: list[LiveInterval | None] = []
        self.reg_unit_ranges: dict[int, LiveRange] = {}
        self.reg_mask_slots: list[int] = []
        self.reg_mask_bits: list[int] = []
        self.calc = LiveRangeCalc(indexes)
        self._reg_units: tuple[int, ...] = self.tri.tables.reg_units if self.tri is not None else ()
        self._unit_regs: dict[int, list[int]] = {}
        indexes.listeners.append(self._remap)
        self.compute_virt_regs()
        self.compute_reg_masks()

    # ----- computation -----
    def compute_virt_regs(self) -> None:
        mri = self.mri
        n = mri.get_num_virt_regs()
        self.vreg_intervals = [None] * n
        for i in range(n):
            reg = i | VIRTUAL_REG_BIT
            if mri.reg_nodbg_empty(reg):
                continue
            self.create_and_compute_virt_reg_interval(reg)

    def compute_reg_masks(self) -> None:
        slots: list[int] = []
        bits: list[int] = []
        mi2idx = self.indexes.mi2idx
        for mbb in self.mf.blocks:
            for mi in mbb.instrs:
                for op in mi.operands:
                    if op.kind == MO_RegisterMask:
                        slots.append(reg_slot(mi2idx[mi]))
                        bits.append(op.contents)
        self.reg_mask_slots = slots
        self.reg_mask_bits = bits

    def _collect(self, ops: list[MachineOperand]) -> tuple[list[int], list[tuple[int, MachineBasicBlock]]]:
        """Def slots and (use slot, block) pairs of register operands ``ops``."""
        idx_of = self.indexes.get_instruction_index
        defs: list[int] = []
        uses: list[tuple[int, MachineBasicBlock]] = []
        for op in ops:
            mi = op.parent
            if mi is None or mi.parent is None or mi.is_debug_instr():
                continue
            f = op.flags
            idx = idx_of(mi)
            if f & _DEF:
                defs.append(reg_slot(idx, f & _EC != 0))
                if op.sub_reg and not f & _UNDEF:
                    uses.append((reg_slot(idx, f & _EC != 0), mi.parent))
            elif not f & (_UNDEF | _DEBUG):
                ec = False
                if op.tied_to:
                    ec = mi.operands[op.tied_to - 1].flags & _EC != 0
                uses.append((reg_slot(idx, ec), mi.parent))
        return defs, uses

    def compute_virt_reg_interval(self, li: LiveInterval) -> None:
        reg = li.reg
        mri = self.mri
        defs, uses = self._collect(list(mri.reg_defs(reg)) + list(mri.reg_uses(reg)))
        li.clear()
        self.calc.calculate(li, defs, uses)
        self.compute_dead_values(li)

    def compute_dead_values(self, li: LiveInterval) -> bool:
        """Set ``dead`` on defs whose value is never read; drop dead PHI values. True when something died."""
        found = False
        starts, ends, valnos = li.starts, li.ends, li.valnos
        dead_phis: list[VNInfo] = []
        for k in range(len(starts)):
            v = valnos[k]
            if v.def_ != starts[k]:
                continue
            if ends[k] != (v.def_ & ~3) | SLOT_DEAD:
                continue
            if v.is_phi_def():
                dead_phis.append(v)
                continue
            mi = self.indexes.get_instruction_from_index(v.def_)
            if mi is not None:
                for op in mi.operands:
                    # A partial redefinition (sub-register def without undef) keeps its flags, as in llc.
                    if (
                        op.kind == MO_Register
                        and op.contents == li.reg
                        and op.flags & _DEF
                        and (not op.sub_reg or op.flags & _UNDEF)
                    ):
                        op.flags |= _DEAD
                found = True
        for v in dead_phis:
            li.remove_val_no(v)
        return found

    def create_empty_interval(self, reg: int) -> LiveInterval:
        i = reg & ~VIRTUAL_REG_BIT
        iv = self.vreg_intervals
        while len(iv) <= i:
            iv.append(None)
        li = LiveInterval(reg)
        iv[i] = li
        return li

    def create_and_compute_virt_reg_interval(self, reg: int) -> LiveInterval:
        li = self.create_empty_interval(reg)
        self.compute_virt_reg_interval(li)
        return li

    def has_interval(self, reg: int) -> bool:
        i = reg & ~VIRTUAL_REG_BIT
        return i < len(self.vreg_intervals) and self.vreg_intervals[i] is not None

    def get_interval(self, reg: int) -> LiveInterval:
        i = reg & ~VIRTUAL_REG_BIT
        iv = self.vreg_intervals
        li = iv[i] if i < len(iv) else None
        if li is None:
            li = self.create_and_compute_virt_reg_interval(reg)
        return li

    def remove_interval(self, reg: int) -> None:
        i = reg & ~VIRTUAL_REG_BIT
        if i < len(self.vreg_intervals):
            self.vreg_intervals[i] = None

    # ----- register units -----
    def regs_of_unit(self, unit: int) -> list[int]:
        regs = self._unit_regs.get(unit)
        if regs is None:
            bit = 1 << unit
            regs = [r for r, u in enumerate(self._reg_units) if r and u & bit]
            self._unit_regs[unit] = regs
        return regs

    def units_of(self, reg: int) -> list[int]:
        u = self._reg_units[reg]
        out = []
        while u:
            low = u & -u
            out.append(low.bit_length() - 1)
            u ^= low
        return out

    def get_reg_unit(self, unit: int) -> LiveRange:
        lr = self.reg_unit_ranges.get(unit)
        if lr is None:
            lr = self.reg_unit_ranges[unit] = self.compute_reg_unit_range(unit)
        return lr

    def compute_reg_unit_range(self, unit: int) -> LiveRange:
        lr = LiveRange()
        regs = self.regs_of_unit(unit)
        mri = self.mri
        ops: list[MachineOperand] = []
        for r in regs:
            ops.extend(mri.reg_defs(r))
            ops.extend(mri.reg_uses(r))
        defs, uses = self._collect(ops)
        # Dead defs of physical registers: keep them as dead segments (the flag is authoritative).
        live_in: list[MachineBasicBlock] = []
        rs = set(regs)
        for mbb in self.mf.blocks:
            for r, _ in mbb.live_ins:
                if r in rs:
                    live_in.append(mbb)
                    break
        self.calc.calculate(lr, defs, uses, live_in)
        return lr

    def remove_reg_unit(self, unit: int) -> None:
        self.reg_unit_ranges.pop(unit, None)

    def remove_phys_reg_def_at(self, reg: int, idx: int) -> None:
        for u in self.units_of(reg):
            self.reg_unit_ranges.pop(u, None)

    # ----- queries -----
    def get_instruction_index(self, mi: MachineInstr) -> int:
        return self.indexes.get_instruction_index(mi)

    def get_instruction_from_index(self, idx: int) -> MachineInstr | None:
        return self.indexes.get_instruction_from_index(idx)

    def get_mbb_from_index(self, idx: int) -> MachineBasicBlock:
        return self.indexes.get_mbb_from_index(idx)

    def get_mbb_start_idx(self, mbb: MachineBasicBlock) -> int:
        return self.indexes.get_mbb_start_idx(mbb)

    def get_mbb_end_idx(self, mbb: MachineBasicBlock) -> int:
        return self.indexes.get_mbb_end_idx(mbb)

    def interval_is_in_one_mbb(self, li: LiveRange) -> MachineBasicBlock | None:
        if li.empty():
            return None
        start = li.begin_index()
        stop = li.end_index()
        if is_block(start) or is_block(stop):
            return None
        a = self.indexes.get_mbb_from_index(start)
        b = self.indexes.get_mbb_from_index(stop)
        return a if a is b else None

    def check_reg_mask_interference(self, li: LiveRange) -> int | None:
        """The AND of the regmasks live across ``li`` (bit set = usable), or None when no call is crossed."""
        slots = self.reg_mask_slots
        if not slots or li.empty():
            return None
        usable: int | None = None
        bits = self.reg_mask_bits
        for s, e in zip(li.starts, li.ends):
            k = bisect_left(slots, s)
            while k < len(slots) and slots[k] < e:
                usable = bits[k] if usable is None else usable & bits[k]
                k += 1
        return usable

    def is_live_in_to_mbb(self, lr: LiveRange, mbb: MachineBasicBlock) -> bool:
        return lr.live_at(self.indexes.get_mbb_start_idx(mbb))

    def is_live_out_of_mbb(self, lr: LiveRange, mbb: MachineBasicBlock) -> bool:
        return lr.live_at(self.indexes.get_mbb_end_idx(mbb) - 1)

    # ----- updates -----
    def insert_machine_instr_in_maps(self, mi: MachineInstr) -> int:
        return self.indexes.insert_machine_instr_in_maps(mi)

    def remove_machine_instr_from_maps(self, mi: MachineInstr) -> None:
        self.indexes.remove_machine_instr_from_maps(mi)

    def shrink_to_uses(self, li: LiveInterval, dead: list[MachineInstr] | None = None) -> bool:
        """Recompute ``li`` from its remaining defs and uses; dead defs get the ``dead`` flag and, when ``dead``
        is given, instructions whose defs are all dead and that have no side effects are appended to it.
        Returns True when the interval may now have several connected components (LLVM ``shrinkToUses``)."""
        self.compute_virt_reg_interval(li)
        if dead is not None:
            for v in li.valnos_list:
                if v.is_unused() or v.is_phi_def():
                    continue
                k = li.segment_index_containing(v.def_)
                if k >= 0 and li.ends[k] == (v.def_ & ~3) | SLOT_DEAD:
                    mi = self.indexes.get_instruction_from_index(v.def_)
                    if (
                        mi is not None
                        and all_defs_are_dead(mi)
                        and not mi.has_unmodeled_side_effects()
                        and not mi.may_store()
                        and not mi.is_call()
                        and not mi.is_terminator()
                    ):
                        if mi not in dead:
                            dead.append(mi)
        return len(connected_components(li)) > 1

    def extend_to_indices(self, lr: LiveRange, indices: list[int]) -> None:
        """Extend ``lr`` to reach every index in ``indices`` (LLVM ``extendToIndices``)."""
        get_mbb = self.indexes.get_mbb_from_index
        self.calc.extend(lr, [(i, get_mbb(i - 1) if is_block(i) else get_mbb(i)) for i in indices])

    def add_kill_flags(self, vrm: Any = None) -> None:
        """Set ``killed`` on the last reads of every virtual register assigned by ``vrm`` (all, without one),
        and clear it where the assigned physical register stays live (LLVM ``addKillFlags``)."""
        mri = self.mri
        for i, li in enumerate(self.vreg_intervals):
            if li is None or li.empty():
                continue
            reg = i | VIRTUAL_REG_BIT
            if mri.reg_nodbg_empty(reg):
                continue
            phys = 0
            if vrm is not None:
                phys = vrm.get_phys(reg)
                if not phys:
                    continue
            rus = [self.get_reg_unit(u) for u in self.units_of(phys)] if phys else []
            starts, ends = li.starts, li.ends
            for k in range(len(ends)):
                end = ends[k]
                if is_block(end):
                    continue
                mi = self.indexes.get_instruction_from_index(end)
                if mi is None:
                    continue
                cancel = False
                for ru in rus:
                    if _overlaps_before(ru, starts[k], end):
                        cancel = True
                        break
                if not cancel:
                    full_write = False
                    for op in mi.operands:
                        if (
                            op.kind == MO_Register
                            and op.contents == reg
                            and op.flags & _DEF
                            and not op.sub_reg
                        ):
                            full_write = True
                    if not full_write and k + 1 < len(starts) and starts[k + 1] == end:
                        cancel = True
                if cancel:
                    for op in mi.operands:
                        if op.kind == MO_Register and op.contents == reg and not op.flags & _DEF:
                            op.flags &= ~_KILL
                else:
                    for op in mi.operands:
                        if op.kind == MO_Register and op.contents == reg and not op.flags & (_DEF | _DEBUG):
                            op.flags |= _KILL
                            break

    def _remap(self, mapping: dict[int, int]) -> None:
        for li in self.vreg_intervals:
            if li is not None:
                li.remap(mapping)
        for lr in self.reg_unit_ranges.values():
            lr.remap(mapping)
        from pyllc.codegen.analysis.slot_indexes import remap_index

        self.reg_mask_slots = [remap_index(s, mapping) for s in self.reg_mask_slots]

    # ----- printing -----
    def print(self) -> str:
        out = ["********** INTERVALS **********\n"]
        for u in sorted(self.reg_unit_ranges):
            lr = self.reg_unit_ranges[u]
            if not lr.empty():
                out.append(f"unit {u} {lr}\n")
        for li in self.vreg_intervals:
            if li is not None:
                out.append(f"%{li.reg & ~VIRTUAL_REG_BIT} {li}\n")
        return "".join(out)


def _overlaps_before(ru: LiveRange, start: int, end: int) -> bool:
    """A register-unit segment that starts inside ``(start, end)`` and reaches ``end`` or beyond: the physical
    register is live across the kill point."""
    k = ru.find(end)
    return k < len(ru.starts) and ru.starts[k] < end


def all_defs_are_dead(mi: MachineInstr) -> bool:
    for op in mi.operands:
        if op.kind == MO_Register and op.flags & _DEF and not op.flags & _DEAD:
            return False
    return True


def connected_components(li: LiveRange) -> list[list[VNInfo]]:
    """Value numbers grouped into connected components (LLVM ``ConnectedVNInfoEqClasses``): values joined by
    touching segments (a PHI-def starting where another value's segment ends at a block boundary, or
    adjacent segments of the same value)."""
    parent = list(range(len(li.valnos_list)))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    ends_at: dict[int, list[int]] = {}
    for _s, e, v in li.segments():
        ends_at.setdefault(e, []).append(v.id)
    for s, _e, v in li.segments():
        if v.is_phi_def() and s == v.def_ or is_block(s):
            for other in ends_at.get(s, ()):
                a, b = find(v.id), find(other)
                if a != b:
                    parent[a] = b
    groups: dict[int, list[VNInfo]] = {}
    for v in li.valnos_list:
        if v.is_unused():
            continue
        groups.setdefault(find(v.id), []).append(v)
    return [groups[k] for k in sorted(groups)]


class LiveIntervalsPass:
    """The ``liveintervals`` analysis."""

    name: ClassVar[str] = "liveintervals"
    description: ClassVar[str] = "Live Interval Analysis"
    is_analysis: ClassVar[bool] = True

    def run(self, mf: MachineFunction, am: Any) -> LiveIntervals:
        return LiveIntervals(mf, am.get(SlotIndexesPass))


LiveIntervalsAnalysis = LiveIntervalsPass
