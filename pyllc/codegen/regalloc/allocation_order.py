"""What it is (LLVM: lib/CodeGen/AllocationOrder.cpp, RegisterClassInfo.cpp, TargetRegisterInfo::
getRegAllocationHints).

The order in which an allocator tries physical registers for a virtual register: first the *hints* (the
register's MachineRegisterInfo hints -- physical registers, or virtual registers already assigned -- that are in
the class's order), then the class's allocation order without them.

The class order is LLVM's RegisterClassInfo order: the generated raw order without reserved registers (and
without registers aliasing one), with registers aliasing a callee-saved register moved to the end in their
original order.  x86's ``AltOrderSelect`` is applied: in 64-bit mode GR8 and GR8_NOREX leave out AH, BH, CH, DH.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from pyllc.codegen.machine.operand import VIRTUAL_REG_BIT

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction


_REX_REG = re.compile(r"^(R(8|9|1[0-5])[DWB]?(H)?|[XYZ]MM(8|9|1[0-5]))$")


def reg_costs(tri: Any) -> tuple[int, ...]:
    """``CostPerUse`` per physical register.  x86 gives 1 to the registers needing a REX prefix (R8-R15 and
    their parts, XMM8-XMM15); when the generated table carries no costs they are derived from the names."""
    cached = _COSTS.get(id(tri.tables))
    if cached is not None:
        return cached
    gen = getattr(tri.tables, "cost_per_use", None)
    if gen and any(gen):
        costs = tuple(gen)
    else:
        costs = tuple(1 if _REX_REG.match(n) else 0 for n in tri.tables.names)
    _COSTS[id(tri.tables)] = costs
    return costs


_COSTS: dict[int, tuple[int, ...]] = {}


class RegisterClassInfo:
    """Per-class allocation orders for one function (LLVM ``RegisterClassInfo``)."""

    __slots__ = (
        "mf",
        "tri",
        "reserved",
        "_orders",
        "_csr_units",
        "_reserved_units",
        "is_64bit",
        "costs",
        "_last_cost_change",
        "_min_cost",
    )

    def __init__(self, mf: MachineFunction) -> None:
        self.mf = mf
        self.tri = tri = mf.subtarget.get_register_info()
        mri = mf.reg_info
        if not mri.reserved_frozen:
            mri.freeze_reserved_regs(tri.get_reserved_regs(mf))
        self.reserved = mri.reserved_regs
        units = tri.tables.reg_units
        ru = 0
        r = self.reserved
        while r:
            low = r & -r
            ru |= units[low.bit_length() - 1]
            r ^= low
        self._reserved_units = ru
        cu = 0
        try:
            csrs = tri.get_callee_saved_regs(mf)
        except NotImplementedError:
            csrs = ()
        for c in csrs:
            cu |= units[c]
        self._csr_units = cu
        self._orders: dict[int, tuple[int, ...]] = {}
        self._last_cost_change: dict[int, int] = {}
        self._min_cost: dict[int, int] = {}
        self.costs = reg_costs(tri)
        st = mf.subtarget
        self.is_64bit = bool(getattr(st, "is_64bit", True))

    def get_order(self, rc: int) -> tuple[int, ...]:
        o = self._orders.get(rc)
        if o is None:
            o = self._orders[rc] = self._compute(rc)
        return o

    def _compute(self, rc: int) -> tuple[int, ...]:
        tri = self.tri
        raw = tri.get_raw_allocation_order(rc)
        name = tri.get_reg_class_name(rc)
        if self.is_64bit and name in ("GR8", "GR8_NOREX"):
            skip = {tri.get_reg_by_name(n) for n in ("AH", "BH", "CH", "DH")}
            raw = tuple(r for r in raw if r not in skip)
        units = tri.tables.reg_units
        normal: list[int] = []
        csr: list[int] = []
        for r in raw:
            if (self.reserved >> r) & 1 or units[r] & self._reserved_units:
                continue
            if units[r] & self._csr_units:
                csr.append(r)
            else:
                normal.append(r)
        order = tuple(normal + csr)
        costs = self.costs
        last = 255
        change = 0
        for k, r in enumerate(order):
            if costs[r] != last:
                change = k
                last = costs[r]
        self._last_cost_change[rc] = change
        self._min_cost[rc] = min((costs[r] for r in order), default=0)
        return order

    def get_last_cost_change(self, rc: int) -> int:
        self.get_order(rc)
        return self._last_cost_change[rc]

    def get_min_cost(self, rc: int) -> int:
        self.get_order(rc)
        return self._min_cost[rc]

    def is_csr_alias(self, reg: int) -> bool:
        return self.tri.tables.reg_units[reg] & self._csr_units != 0

    def get_num_allocatable_regs(self, rc: int) -> int:
        return len(self.get_order(rc))


class AllocationOrder:
    """Hints first, then the class order without the hints (LLVM ``AllocationOrder``)."""

    __slots__ = ("hints", "order", "_hint_set")

    def __init__(self, hints: list[int], order: tuple[int, ...]) -> None:
        self.hints = hints
        self.order = order
        self._hint_set = set(hints)

    @staticmethod
    def create(vreg: int, vrm: Any, rci: RegisterClassInfo, matrix: Any = None) -> AllocationOrder:
        mri = rci.mf.reg_info
        order = rci.get_order(mri.get_reg_class(vreg))
        hints: list[int] = []
        hinted: set[int] = set()
        mri_hints = mri.vreg_hints[vreg & ~VIRTUAL_REG_BIT]
        skip = bool(mri_hints) and mri_hints[0][0] != 0
        for _t, h in mri_hints:
            if skip:
                skip = False
                continue
            phys = h
            if phys & VIRTUAL_REG_BIT:
                phys = vrm.get_phys(phys) if vrm is not None else 0
            if phys in hinted:
                continue
            hinted.add(phys)
            if not phys or mri.is_reserved(phys) or phys not in order:
                continue
            hints.append(phys)
        return AllocationOrder(hints, order)

    def __iter__(self) -> Any:
        yield from self.hints
        for r in self.order:
            if r not in self._hint_set:
                yield r

    def items(self) -> list[tuple[int, bool]]:
        """(register, is hint) pairs in order."""
        out = [(h, True) for h in self.hints]
        out += [(r, False) for r in self.order if r not in self._hint_set]
        return out

    def is_hint(self, reg: int) -> bool:
        return reg in self._hint_set
