"""What it is (LLVM: lib/CodeGen/RegAllocBase.{h,cpp}, the ``-regalloc=`` selection of TargetPassConfig).

:class:`RegAllocBase` is the driver shared by the basic and greedy allocators: it seeds a priority queue with
every virtual register that has operands, then repeatedly dequeues one, asks the allocator's
``select_or_split`` for a physical register (assigning it through the LiveRegMatrix) and queues the new
registers that splitting or spilling produced.  A register that cannot be allocated at all (every candidate
blocked by fixed registers or unspillable ranges) is an error, as LLVM's "ran out of registers".

:func:`regalloc_pass_name` maps llc's ``-regalloc=`` option to the pass the pipeline schedules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.codegen.machine.operand import VIRTUAL_REG_BIT, RegState
from pyllc.codegen.regalloc.allocation_order import RegisterClassInfo
from pyllc.support.diagnostics import DiagnosticError
from pyllc.support.statistic import Statistic

if TYPE_CHECKING:
    from pyllc.codegen.analysis.live_interval import LiveInterval
    from pyllc.codegen.analysis.live_intervals import LiveIntervals
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.regalloc.live_reg_matrix import LiveRegMatrix
    from pyllc.codegen.regalloc.virt_reg_map import VirtRegMap

NumNewQueued = Statistic("regalloc", "NumNewQueued", "Number of new live ranges queued")

#: ``select_or_split`` result meaning "no register can ever work" (LLVM's ``~0u``).
NO_REG_POSSIBLE = -1

_REGALLOC_PASSES = {
    "basic": "regallocbasic",
    "greedy": "greedy",
    "fast": "regallocfast",
    "pbqp": "regallocpbqp",
}


def regalloc_pass_name(option: str, opt_level: int) -> str:
    """The allocator pass for ``-regalloc=option`` (``""``/``default``: greedy at -O1 and up, fast at -O0)."""
    if not option or option == "default":
        return "greedy" if opt_level else "regallocfast"
    name = _REGALLOC_PASSES.get(option)
    if name is None:
        from pyllc.support.diagnostics import DiagnosticError

        raise DiagnosticError(None, f"Cannot find option named '{option}'!")
    return name


class RegAllocBase:
    """Queue-driven allocation loop (LLVM ``RegAllocBase``)."""

    def init(self, mf: MachineFunction, vrm: VirtRegMap, lis: LiveIntervals, matrix: LiveRegMatrix) -> None:
        self.mf = mf
        self.vrm = vrm
        self.lis = lis
        self.matrix = matrix
        self.mri = mf.reg_info
        self.tri = mf.subtarget.get_register_info()
        self.rci = RegisterClassInfo(mf)
        vrm.grow()

    # Subclasses provide these.
    def enqueue(self, li: LiveInterval) -> None:
        raise NotImplementedError

    def dequeue(self) -> LiveInterval | None:
        raise NotImplementedError

    def select_or_split(self, li: LiveInterval, split_vregs: list[int]) -> int:
        raise NotImplementedError

    def about_to_remove_interval(self, li: LiveInterval) -> None:
        pass

    def seed_live_regs(self) -> None:
        mri, lis = self.mri, self.lis
        for i in range(mri.get_num_virt_regs()):
            reg = i | VIRTUAL_REG_BIT
            if mri.reg_nodbg_empty(reg):
                continue
            self.enqueue(lis.get_interval(reg))

    def allocate_phys_regs(self) -> None:
        self.seed_live_regs()
        mri, lis, vrm = self.mri, self.lis, self.vrm
        while True:
            li = self.dequeue()
            if li is None:
                break
            if mri.reg_nodbg_empty(li.reg):
                self.about_to_remove_interval(li)
                lis.remove_interval(li.reg)
                continue
            self.matrix.invalidate_virt_regs()
            split: list[int] = []
            phys = self.select_or_split(li, split)
            if phys == NO_REG_POSSIBLE:
                raise DiagnosticError(None, "ran out of registers during register allocation")
            if phys:
                self.matrix.assign(li, phys)
            for r in split:
                vrm.grow()
                if mri.reg_nodbg_empty(r):
                    if lis.has_interval(r):
                        self.about_to_remove_interval(lis.get_interval(r))
                        lis.remove_interval(r)
                    continue
                self.enqueue(lis.get_interval(r))
                NumNewQueued.value += 1
        self.clear_assigned_phys_kills()

    def clear_assigned_phys_kills(self) -> None:
        """Kill flags on physical registers now shared with assigned virtual registers are stale: drop them,
        as llc-14's allocators leave them (the rewriter adds kills for the virtual registers)."""
        mri, units = self.mri, self.tri.tables.reg_units
        used = 0
        for p in self.vrm.virt2phys:
            if p:
                used |= units[p]
        if not used:
            return
        for r in range(1, len(units)):
            if units[r] & used:
                for op in mri.reg_uses(r):
                    op.flags &= ~RegState.Kill


def interval_key(li: Any) -> int:
    return li.reg & ~VIRTUAL_REG_BIT
