"""What it is (LLVM: lib/CodeGen/LiveRegMatrix.cpp, include/llvm/CodeGen/LiveRegMatrix.h).

The ``liveregmatrix`` analysis tracks which virtual registers are assigned to which register units: one
:class:`LiveIntervalUnion` per unit.  :meth:`check_interference` answers in LLVM's order -- a call's register
mask clobbering the candidate (``IK_RegMask``), a fixed physical-register live range (``IK_RegUnit``), an
assigned virtual register (``IK_VirtReg``) or free (``IK_Free``) -- and :meth:`query` lists the assigned virtual
registers overlapping a candidate on one unit.  :meth:`assign`/:meth:`unassign` keep the unions and the
VirtRegMap in step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final

from pyllc.codegen.regalloc.live_interval_union import LiveIntervalUnion

if TYPE_CHECKING:
    from pyllc.codegen.analysis.live_interval import LiveInterval
    from pyllc.codegen.analysis.live_intervals import LiveIntervals
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.regalloc.virt_reg_map import VirtRegMap

IK_Free: Final = 0
IK_VirtReg: Final = 1
IK_RegUnit: Final = 2
IK_RegMask: Final = 3


class LiveRegMatrix:
    __slots__ = ("mf", "lis", "vrm", "tri", "unions", "_units")

    def __init__(self, mf: MachineFunction, lis: LiveIntervals, vrm: VirtRegMap) -> None:
        self.mf = mf
        self.lis = lis
        self.vrm = vrm
        self.tri = mf.subtarget.get_register_info()
        self.unions: dict[int, LiveIntervalUnion] = {}
        self._units: dict[int, list[int]] = {}
        lis.indexes.listeners.append(self._remap)

    def units(self, phys: int) -> list[int]:
        u = self._units.get(phys)
        if u is None:
            u = self._units[phys] = self.lis.units_of(phys)
        return u

    def union(self, unit: int) -> LiveIntervalUnion:
        un = self.unions.get(unit)
        if un is None:
            un = self.unions[unit] = LiveIntervalUnion()
        return un

    def assign(self, li: LiveInterval, phys: int) -> None:
        self.vrm.assign_virt2phys(li.reg, phys)
        for u in self.units(phys):
            self.union(u).unify(li)

    def unassign(self, li: LiveInterval) -> None:
        phys = self.vrm.get_phys(li.reg)
        self.vrm.clear_virt(li.reg)
        for u in self.units(phys):
            self.union(u).extract(li)

    def is_phys_reg_used(self, phys: int) -> bool:
        return any(not self.union(u).empty() for u in self.units(phys))

    def invalidate_virt_regs(self) -> None:
        """Queries are not cached; nothing to do (LLVM bumps a tag)."""

    def check_reg_mask_interference(self, li: LiveInterval, phys: int = 0) -> bool:
        usable = self.lis.check_reg_mask_interference(li)
        if usable is None:
            return False
        if not phys:
            return True
        return not (usable >> phys) & 1

    def check_reg_unit_interference(self, li: LiveInterval, phys: int) -> bool:
        """Overlap with a fixed range of ``phys``'s units, except where the fixed value is defined by a copy
        between ``li``'s register and ``phys`` (it becomes an identity copy; LLVM ``overlaps`` with a
        CoalescerPair)."""
        if li.empty():
            return False
        lis = self.lis
        for u in self.units(phys):
            if self._overlaps_except_copies(li, lis.get_reg_unit(u), phys):
                return True
        return False

    def _overlaps_except_copies(self, li: LiveInterval, other: Any, phys: int) -> bool:
        a_s, a_e, b_s, b_e = li.starts, li.ends, other.starts, other.ends
        i = j = 0
        na, nb = len(a_s), len(b_s)
        while i < na and j < nb:
            if a_e[i] <= b_s[j]:
                i += 1
            elif b_e[j] <= a_s[i]:
                j += 1
            else:
                d = max(a_s[i], b_s[j])
                if d & 3 == 0 or not self._is_coalescable_copy(
                    self.lis.get_instruction_from_index(d), li.reg, phys
                ):
                    return True
                if a_e[i] < b_e[j]:
                    i += 1
                else:
                    j += 1
        return False

    def _is_coalescable_copy(self, mi: Any, vreg: int, phys: int) -> bool:
        """LLVM ``CoalescerPair(vreg, phys).isCoalescable(mi)``."""
        if mi is None or not mi.is_copy():
            return False
        d, s = mi.operands[0], mi.operands[1]
        dst, dsub, src, ssub = d.contents, d.sub_reg, s.contents, s.sub_reg
        if dst == vreg:
            dst, dsub, src, ssub = src, ssub, dst, dsub
        elif src != vreg:
            return False
        if not dst or dst & (1 << 31):
            return False
        tri = self.tri
        if dsub:
            dst = tri.get_sub_reg(dst, dsub)
        if not ssub:
            return dst == phys
        return tri.get_sub_reg(phys, ssub) == dst

    def query(self, li: LiveInterval, unit: int, limit: int = 0) -> list[LiveInterval]:
        return self.union(unit).query(li, limit)

    def check_interference(self, li: LiveInterval, phys: int) -> int:
        if li.empty():
            return IK_Free
        if self.check_reg_mask_interference(li, phys):
            return IK_RegMask
        if self.check_reg_unit_interference(li, phys):
            return IK_RegUnit
        for u in self.units(phys):
            if self.union(u).overlaps(li):
                return IK_VirtReg
        return IK_Free

    def interfering_vregs(self, li: LiveInterval, phys: int) -> list[LiveInterval]:
        out: list[LiveInterval] = []
        for u in self.units(phys):
            for o in self.union(u).query(li):
                if o not in out:
                    out.append(o)
        return out

    def _remap(self, mapping: dict[int, int]) -> None:
        for un in self.unions.values():
            un.remap(mapping)


class LiveRegMatrixPass:
    name: ClassVar[str] = "liveregmatrix"
    description: ClassVar[str] = "Live Register Matrix"
    is_analysis: ClassVar[bool] = True

    def run(self, mf: MachineFunction, am: Any) -> LiveRegMatrix:
        from pyllc.codegen.analysis.live_intervals import LiveIntervalsPass
        from pyllc.codegen.regalloc.virt_reg_map import VirtRegMapPass

        return LiveRegMatrix(mf, am.get(LiveIntervalsPass), am.get(VirtRegMapPass))
