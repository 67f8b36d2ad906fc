"""What it is (LLVM: lib/CodeGen/AllocationOrder.cpp, RegisterClassInfo.cpp, TargetRegisterInfo::
getRegAllocationHints).

The order in which an allocator tries physical registers for a virtual register: first the *hints* (the
register's MachineRegisterInfo hints -- physical registers, or virtual registers already assigned -- that are in
the class's order), then the class's allocation order without them.

The class order is LLVM's RegisterClassInfo order: the generated raw order without reserved registers (and
without registers aliasing one), with registers aliasing a callee-saved register moved to the end in their
original order.  The raw order is the target's choice among the class's generated orders
(``TargetRegisterInfo.get_alt_order_select``, LLVM's ``AltOrderSelect``); the costs are the generated
``CostPerUse`` table (``TargetRegisterInfo.get_register_costs``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.codegen.machine.operand import VIRTUAL_REG_BIT

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction


class RegisterClassInfo:
    """Per-class allocation orders for one function (LLVM ``RegisterClassInfo``)."""

    __slots__ = (
        "mf",
        "tri",
        "reserved",
        "_orders",
        "_csr_units",
        "_reserved_units",
        "costs",
        "_proper_sub",
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
        self.costs = tri.get_register_costs()
        self._proper_sub: dict[int, bool] = {}

    def get_order(self, rc: int) -> tuple[int, ...]:
        o = self._orders.get(rc)
        if o is None:
            o = self._orders[rc] = self._compute(rc)
        return o

    def _compute(self, rc: int) -> tuple[int, ...]:
        tri = self.tri
        raw = tri.get_raw_allocation_order(rc, self.mf)
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

    def is_proper_sub_class(self, rc: int) -> bool:
        """LLVM ``RegisterClassInfo::isProperSubClass``: the class's largest legal super-class
        (``TargetRegisterInfo.get_largest_legal_super_class``) has more allocatable registers."""
        v = self._proper_sub.get(rc)
        if v is None:
            sup = self.tri.get_largest_legal_super_class(rc, self.mf)
            v = self._proper_sub[rc] = sup != rc and self.get_num_allocatable_regs(sup) > len(
                self.get_order(rc)
            )
        return v


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
