"""What it is (LLVM: lib/CodeGen/LiveRangeEdit.cpp, include/llvm/CodeGen/LiveRangeEdit.h).

A LiveRangeEdit is one change to a live interval by the spiller or the splitter: the *parent* interval being
replaced and the new virtual registers created for it (``new_regs``), which the allocator then queues.  New
registers copy the parent's class, remember the original register in the VirtRegMap, and get their interval,
spill weight and copy hints computed once their instructions exist (:meth:`calculate_reg_class_and_hint`).
:meth:`eliminate_dead_defs` deletes instructions whose defs all became dead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.codegen.analysis.live_intervals import all_defs_are_dead
from pyllc.codegen.machine.operand import MO_Register, VIRTUAL_REG_BIT

if TYPE_CHECKING:
    from pyllc.codegen.analysis.live_interval import LiveInterval
    from pyllc.codegen.analysis.live_intervals import LiveIntervals
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.instr import MachineInstr
    from pyllc.codegen.regalloc.virt_reg_map import VirtRegMap


class LiveRangeEdit:
    __slots__ = ("parent", "new_regs", "mf", "lis", "vrm", "mri", "delegate", "dead_remats")

    def __init__(
        self,
        parent: LiveInterval,
        new_regs: list[int],
        mf: MachineFunction,
        lis: LiveIntervals,
        vrm: VirtRegMap | None,
        delegate: Any = None,
        dead_remats: list[Any] | None = None,
    ) -> None:
        self.parent = parent
        self.new_regs = new_regs
        self.mf = mf
        self.lis = lis
        self.vrm = vrm
        self.mri = mf.reg_info
        self.delegate = delegate
        self.dead_remats = dead_remats

    def get_reg(self) -> int:
        return self.parent.reg

    def regs(self) -> list[int]:
        return self.new_regs

    def create_from(self, old: int) -> int:
        """A new virtual register like ``old`` (class, original), added to ``new_regs``."""
        new = self.mri.clone_virtual_register(old)
        if self.vrm is not None:
            self.vrm.grow()
            self.vrm.set_is_split_from_reg(new, self.vrm.get_original(old))
        self.new_regs.append(new)
        return new

    def calculate_reg_class_and_hint(self, mf: MachineFunction, vrai: Any) -> None:
        for r in self.new_regs:
            li = self.lis.get_interval(r)
            if self.mri.reg_nodbg_empty(r):
                continue
            vrai.calculate_spill_weight_and_hint(li)

    def eliminate_dead_defs(self, dead: list[MachineInstr]) -> None:
        """Delete ``dead`` instructions and shrink the intervals of the registers they read."""
        lis = self.lis
        touched: list[int] = []
        for mi in dead:
            mbb = mi.parent
            if mbb is None or not all_defs_are_dead(mi):
                continue
            for op in mi.operands:
                if op.kind == MO_Register and op.contents & VIRTUAL_REG_BIT and op.contents not in touched:
                    touched.append(op.contents)
            lis.remove_machine_instr_from_maps(mi)
            mbb.remove(mi)
        for r in touched:
            if not lis.has_interval(r):
                continue
            if self.mri.reg_nodbg_empty(r):
                lis.remove_interval(r)
            else:
                lis.shrink_to_uses(lis.get_interval(r))
