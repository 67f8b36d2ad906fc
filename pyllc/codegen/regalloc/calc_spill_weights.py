"""What it is (LLVM: lib/CodeGen/CalcSpillWeights.cpp).

Spill weights and copy hints of virtual registers (LLVM ``VirtRegAuxInfo``):

* the weight of an interval is the sum over the instructions reading or writing it of
  ``(reads + writes) * block frequency`` (tripled for a def in a loop-exiting block that is live out), boosted by
  1% when the register has copy hints, halved when every definition is trivially rematerializable, and
  normalised by the interval size: ``w / (size + 25 * INSTR_DIST)``;
* an interval that spans no instruction and crosses no call is unspillable (infinite weight);
* copy hints: every ``COPY`` between the register and another register (a physical register of the class, or a
  virtual register with the same sub-register index) adds the instruction's weight to that register; the hints
  go to MachineRegisterInfo physical registers first, then by decreasing weight, then by register number.

Block frequencies come from MachineBlockFrequencyInfo, loop-exiting blocks from MachineLoopInfo.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.codegen.analysis.live_interval import HUGE_VALF, LiveInterval
from pyllc.codegen.analysis.machine_block_frequency_info import MachineBlockFrequencyInfo
from pyllc.codegen.analysis.machine_loop_info import MachineLoopInfo
from pyllc.codegen.analysis.slot_indexes import INSTR_DIST
from pyllc.codegen.machine.operand import MO_Register, VIRTUAL_REG_BIT, RegState

if TYPE_CHECKING:
    from pyllc.codegen.analysis.live_intervals import LiveIntervals
    from pyllc.codegen.machine.function import MachineFunction


def copy_hint(mi: Any, reg: int, tri: Any, mri: Any) -> int:
    """The register a copy suggests for ``reg`` (LLVM ``copyHint``), or 0."""
    d, s = mi.operands[0], mi.operands[1]
    if d.contents == reg:
        sub, hreg, hsub = d.sub_reg, s.contents, s.sub_reg
    else:
        sub, hreg, hsub = s.sub_reg, d.contents, d.sub_reg
    if not hreg:
        return 0
    if hreg & VIRTUAL_REG_BIT:
        return hreg if sub == hsub else 0
    rc = mri.get_reg_class(reg)
    copied = tri.get_sub_reg(hreg, hsub) if hsub else hreg
    if tri.class_contains(rc, copied):
        return copied
    if sub:
        return tri.get_matching_super_reg(copied, sub, rc)
    return 0


def normalize_spill_weight(use_def_freq: float, size: int, num_instr: int) -> float:
    return use_def_freq / (size + 25 * INSTR_DIST)


class VirtRegAuxInfo:
    """Computes spill weights and copy hints (LLVM ``VirtRegAuxInfo``)."""

    __slots__ = ("mf", "lis", "vrm", "loops", "mbfi", "mri", "tri", "tii")

    def __init__(
        self,
        mf: MachineFunction,
        lis: LiveIntervals,
        vrm: Any,
        loops: MachineLoopInfo,
        mbfi: MachineBlockFrequencyInfo,
    ) -> None:
        self.mf = mf
        self.lis = lis
        self.vrm = vrm
        self.loops = loops
        self.mbfi = mbfi
        self.mri = mf.reg_info
        self.tri = mf.subtarget.get_register_info()
        self.tii = mf.subtarget.get_instr_info()

    def calculate_spill_weights_and_hints(self) -> None:
        for i, li in enumerate(self.lis.vreg_intervals):
            if li is None:
                continue
            if self.mri.reg_nodbg_empty(i | VIRTUAL_REG_BIT):
                continue
            self.calculate_spill_weight_and_hint(li)

    def calculate_spill_weight_and_hint(self, li: LiveInterval) -> None:
        w = self.weight_calc_helper(li)
        if w < 0:
            return
        li.weight = w

    def is_rematerializable(self, li: LiveInterval) -> bool:
        """Every value defined by a trivially rematerializable instruction (LLVM ``isTriviallyReMaterializable``:
        the Rematerializable flag, immediates or reserved registers only, loads only from the constant pool)."""
        for v in li.valnos_list:
            if v.is_unused():
                continue
            if v.is_phi_def():
                return False
            mi = self.lis.get_instruction_from_index(v.def_)
            if mi is None or not self.tii.is_trivially_rematerializable(mi, self.mri):
                return False
        return True

    def weight_calc_helper(self, li: LiveInterval) -> float:
        mri, tri, lis, loops = self.mri, self.tri, self.lis, self.loops
        block_freq = self.mbfi.get_block_freq
        reg = li.reg
        spillable = li.is_spillable()
        if spillable and self.vrm is not None:
            orig = self.vrm.get_original(reg)
            if orig != reg and lis.has_interval(orig) and not lis.get_interval(orig).is_spillable():
                li.mark_not_spillable()
                spillable = False
        total = 0.0
        num_instr = 0
        visited: set[int] = set()
        hint_w: dict[int, float] = {}
        ops = [o for o in mri.reg_operands(reg) if not o.is_debug()]
        # LLVM walks the register's operand list; instructions are visited once, in first-seen order.
        seen_order: list[Any] = []
        for op in ops:
            mi = op.parent
            if mi is None or mi.parent is None:
                continue
            num_instr += 1
            if id(mi) in visited:
                continue
            visited.add(id(mi))
            seen_order.append(mi)
        for mi in seen_order:
            if (
                mi.is_copy()
                and mi.operands[0].contents == mi.operands[1].contents
                and mi.operands[0].sub_reg == mi.operands[1].sub_reg
            ):
                continue
            if mi.is_implicit_def():
                continue
            weight = 1.0
            if spillable:
                mbb = mi.parent
                reads = writes = False
                for o in mi.operands:
                    if o.kind != MO_Register or o.contents != reg:
                        continue
                    if o.flags & RegState.Define:
                        writes = True
                        if o.sub_reg and not o.flags & RegState.Undef:
                            reads = True
                    elif not o.flags & RegState.Undef:
                        reads = True
                weight = (int(writes) + int(reads)) * block_freq(mbb)
                lp = loops.get_loop_for(mbb)
                if writes and lp is not None and lp.is_loop_exiting(mbb) and lis.is_live_out_of_mbb(li, mbb):
                    weight *= 3
                total += weight
            if not mi.is_copy():
                continue
            h = copy_hint(mi, reg, tri, mri)
            if not h:
                continue
            hint_w[h] = hint_w.get(h, 0.0) + weight
        if hint_w:
            hints = sorted(
                hint_w.items(), key=lambda kv: (0 if not kv[0] & VIRTUAL_REG_BIT else 1, -kv[1], kv[0])
            )
            allocatable = [h for h, _ in hints if h & VIRTUAL_REG_BIT or not mri.is_reserved(h)]
            cur = mri.vreg_hints[reg & ~VIRTUAL_REG_BIT]
            target = cur[0] if cur and cur[0][0] != 0 else None
            new: list[tuple[int, int]] = [target] if target is not None else []
            seen: set[int] = set()
            for h in allocatable:
                if h in seen or (target is not None and h == target[1]):
                    continue
                seen.add(h)
                new.append((0, h))
            mri.vreg_hints[reg & ~VIRTUAL_REG_BIT] = new
            total *= 1.01
        if not spillable:
            return -1.0
        if li.is_zero_length(lis.indexes) and not li.is_live_at_indexes(lis.reg_mask_slots):
            li.mark_not_spillable()
            return -1.0
        if self.is_rematerializable(li):
            total *= 0.5
        return normalize_spill_weight(total, li.get_size(), num_instr)


def calculate_spill_weights_and_hints(mf: MachineFunction, lis: LiveIntervals, vrm: Any = None) -> None:
    VirtRegAuxInfo(
        mf, lis, vrm, MachineLoopInfo(mf), MachineBlockFrequencyInfo(mf)
    ).calculate_spill_weights_and_hints()


__all__ = ["HUGE_VALF", "VirtRegAuxInfo", "calculate_spill_weights_and_hints"]
