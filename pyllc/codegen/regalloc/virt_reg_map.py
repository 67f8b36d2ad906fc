"""What it is (LLVM: lib/CodeGen/VirtRegMap.cpp, include/llvm/CodeGen/VirtRegMap.h).

:class:`VirtRegMap` is the allocator's result: per virtual register (by index) the assigned physical register
(``virt2phys``), the spill stack slot (``virt2stack``) and the register it was split or spilled from
(``virt2split``, 0 = itself) -- plain int lists.

:class:`VirtRegRewriter` (``virtregrewriter``) applies it: kill flags are recomputed from the live intervals
while virtual registers still exist, every block gets the physical registers live into it as live-ins, each
virtual register operand is replaced by its physical register (composed with its sub-register index) and marked
``renamable``, sub-register defs get the implicit super-register operands LLVM adds (``implicit-def`` of the
full register for an ``undef`` def, ``implicit killed``/``implicit-def`` for a read-modify-write), identity
copies are deleted (or become ``KILL`` when they carry extra operands or an undef source), and the function
ends with no virtual registers (``NoVRegs``).

The ``virtregmap`` and ``livestacks`` analyses are defined here and in ``live_reg_matrix``'s neighbourhood:
:class:`VirtRegMapPass`, :class:`LiveStacksPass`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.analysis.live_interval import LiveInterval
from pyllc.codegen.analysis.live_intervals import LiveIntervalsPass
from pyllc.codegen.analysis.slot_indexes import SlotIndexesPass
from pyllc.codegen.machine.function import MachineFunctionProperties, props_mask
from pyllc.codegen.machine.operand import MO_Register, VIRTUAL_REG_BIT, MachineOperand, RegState
from pyllc.codegen.target_opcodes import KILL
from pyllc.support.diagnostics import DiagnosticError
from pyllc.support.statistic import Statistic

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction

NumSpillSlots = Statistic("regalloc", "NumSpillSlots", "Number of spill slots allocated")
NumIdCopies = Statistic("regalloc", "NumIdCopies", "Number of identity moves eliminated after rewriting")

NO_PHYS_REG = 0
NO_STACK_SLOT = -(1 << 30)


class VirtRegMap:
    """Virtual register → physical register / stack slot / original register."""

    __slots__ = ("mf", "mri", "tri", "virt2phys", "virt2stack", "virt2split")

    def __init__(self, mf: MachineFunction) -> None:
        self.mf = mf
        self.mri = mf.reg_info
        self.tri = mf.subtarget.get_register_info()
        n = self.mri.get_num_virt_regs()
        self.virt2phys: list[int] = [0] * n
        self.virt2stack: list[int] = [NO_STACK_SLOT] * n
        self.virt2split: list[int] = [0] * n

    def grow(self) -> None:
        n = self.mri.get_num_virt_regs()
        k = n - len(self.virt2phys)
        if k > 0:
            self.virt2phys.extend([0] * k)
            self.virt2stack.extend([NO_STACK_SLOT] * k)
            self.virt2split.extend([0] * k)

    # ----- physical registers -----
    def has_phys(self, vreg: int) -> bool:
        i = vreg & ~VIRTUAL_REG_BIT
        return i < len(self.virt2phys) and self.virt2phys[i] != 0

    def get_phys(self, vreg: int) -> int:
        i = vreg & ~VIRTUAL_REG_BIT
        return self.virt2phys[i] if i < len(self.virt2phys) else 0

    def assign_virt2phys(self, vreg: int, phys: int) -> None:
        self.grow()
        i = vreg & ~VIRTUAL_REG_BIT
        assert self.virt2phys[i] == 0, "virtual register already assigned"
        self.virt2phys[i] = phys

    def clear_virt(self, vreg: int) -> None:
        self.grow()
        self.virt2phys[vreg & ~VIRTUAL_REG_BIT] = 0

    def clear_all_virt(self) -> None:
        self.virt2phys = [0] * len(self.virt2phys)

    def has_preferred_phys(self, vreg: int) -> bool:
        """True when ``vreg`` got its physical hint (LLVM ``hasPreferredPhys``)."""
        hint = self.mri.get_simple_hint(vreg)
        if not hint:
            return False
        if hint & VIRTUAL_REG_BIT:
            hint = self.get_phys(hint)
        return hint != 0 and self.get_phys(vreg) == hint

    def has_known_preference(self, vreg: int) -> bool:
        """True when ``vreg`` has a physical hint or a virtual one already assigned (LLVM
        ``hasKnownPreference``)."""
        t, hint = self.mri.get_reg_alloc_hint(vreg)
        if not hint:
            return False
        if hint & VIRTUAL_REG_BIT:
            return self.has_phys(hint)
        return True

    # ----- stack slots -----
    def get_stack_slot(self, vreg: int) -> int:
        i = vreg & ~VIRTUAL_REG_BIT
        return self.virt2stack[i] if i < len(self.virt2stack) else NO_STACK_SLOT

    def assign_virt2stack_slot(self, vreg: int, fi: int | None = None) -> int:
        """Give ``vreg`` a new spill slot of its class's spill size and alignment (or ``fi``)."""
        self.grow()
        i = vreg & ~VIRTUAL_REG_BIT
        if fi is None:
            rc = self.mri.get_reg_class(vreg)
            fi = self.mf.frame_info.create_spill_stack_object(
                self.tri.get_spill_size(rc), self.tri.get_spill_align(rc)
            )
            NumSpillSlots.value += 1
        self.virt2stack[i] = fi
        return fi

    # ----- splitting -----
    def set_is_split_from_reg(self, vreg: int, orig: int) -> None:
        self.grow()
        self.virt2split[vreg & ~VIRTUAL_REG_BIT] = orig

    def get_pre_split_reg(self, vreg: int) -> int:
        i = vreg & ~VIRTUAL_REG_BIT
        return self.virt2split[i] if i < len(self.virt2split) else 0

    def get_original(self, vreg: int) -> int:
        orig = self.get_pre_split_reg(vreg)
        return orig if orig else vreg

    def is_assigned_reg(self, vreg: int) -> bool:
        return self.has_phys(vreg) or self.get_stack_slot(vreg) != NO_STACK_SLOT

    def dump(self) -> str:
        out = ["********** REGISTER MAP **********\n"]
        tri = self.tri
        for i, p in enumerate(self.virt2phys):
            if p:
                out.append(f"[%{i} -> ${tri.get_name(p).lower()}]\n")
        for i, s in enumerate(self.virt2stack):
            if s != NO_STACK_SLOT:
                out.append(f"[%{i} -> fi#{s}]\n")
        return "".join(out)


class LiveStacks:
    """Live ranges of spill slots (LLVM ``LiveStacks``): frame index → interval and register class."""

    __slots__ = ("intervals", "classes")

    def __init__(self) -> None:
        self.intervals: dict[int, LiveInterval] = {}
        self.classes: dict[int, int] = {}

    def get_or_create_interval(self, fi: int, rc: int) -> LiveInterval:
        li = self.intervals.get(fi)
        if li is None:
            li = self.intervals[fi] = LiveInterval(fi | (1 << 30))
            self.classes[fi] = rc
        return li


class VirtRegMapPass:
    name: ClassVar[str] = "virtregmap"
    description: ClassVar[str] = "Virtual Register Map"
    is_analysis: ClassVar[bool] = True

    def run(self, mf: MachineFunction, am: Any) -> VirtRegMap:
        return VirtRegMap(mf)


class LiveStacksPass:
    name: ClassVar[str] = "livestacks"
    description: ClassVar[str] = "Live Stack Slot Analysis"
    is_analysis: ClassVar[bool] = True

    def run(self, mf: MachineFunction, am: Any) -> LiveStacks:
        return LiveStacks()


@dataclass(frozen=True)
class VirtRegRewriter:
    """The ``virtregrewriter`` pass."""

    name: ClassVar[str] = "virtregrewriter"
    description: ClassVar[str] = "Virtual Register Rewriter"
    sets: ClassVar[int] = props_mask(MachineFunctionProperties.NoVRegs)
    preserves: ClassVar[tuple[type, ...]] = (SlotIndexesPass, LiveIntervalsPass)

    def run(self, mf: MachineFunction, am: Any) -> bool:
        lis = am.get(LiveIntervalsPass)
        vrm = am.get(VirtRegMapPass)
        vrm.grow()
        check_all_mapped(mf, vrm)
        rewrite_virt_regs(mf, lis, vrm)
        return True


class UnmappedVirtRegError(DiagnosticError):
    """A virtual register the rewriter has no physical register for (LLVM asserts \"Instruction uses unmapped
    VirtReg\"): the VirtRegMap was computed afresh -- MIR input resumed between the allocator and the
    rewriter, since MIR does not record assignments.  ``reg`` lets the driver point at the register."""

    def __init__(self, function: str, reg: int, name: str) -> None:
        super().__init__(
            None,
            f"virtual register '%{name}' in function '{function}' has no physical register assigned: MIR "
            "does not record the register allocator's assignments, so code generation cannot resume "
            "between the allocator and 'virtregrewriter' (start before the allocator instead)",
        )
        self.reg = reg


def check_all_mapped(mf: MachineFunction, vrm: VirtRegMap) -> None:
    """Every virtual register with a non-debug operand has a physical register, else
    :class:`UnmappedVirtRegError` for the first one."""
    mri = mf.reg_info
    for i in range(mri.get_num_virt_regs()):
        reg = i | VIRTUAL_REG_BIT
        if not vrm.has_phys(reg) and not mri.reg_nodbg_empty(reg):
            raise UnmappedVirtRegError(mf.name, reg, mri.get_vreg_name(reg) or str(i))


def add_mbb_live_ins(mf: MachineFunction, lis: Any, vrm: VirtRegMap) -> None:
    """Every block where an assigned virtual register is live on entry lists its physical register."""
    indexes = lis.indexes
    mri = mf.reg_info
    for i, li in enumerate(lis.vreg_intervals):
        if li is None or li.empty():
            continue
        reg = i | VIRTUAL_REG_BIT
        if mri.reg_nodbg_empty(reg):
            continue
        phys = vrm.get_phys(reg)
        if not phys:
            continue
        for s, e in zip(li.starts, li.ends):
            for mbb in indexes.blocks_in_range(s, e):
                mbb.add_live_in(phys)
    for mbb in mf.blocks:
        mbb.sort_unique_live_ins()


def rewrite_virt_regs(mf: MachineFunction, lis: Any, vrm: VirtRegMap) -> None:
    tri = mf.subtarget.get_register_info()
    tii = mf.subtarget.get_instr_info()
    mri = mf.reg_info
    lis.add_kill_flags(vrm)
    add_mbb_live_ins(mf, lis, vrm)
    indexes = lis.indexes
    for mbb in mf.blocks:
        for mi in list(mbb.instrs):
            super_defs: list[int] = []
            super_kills: list[int] = []
            super_deads: list[int] = []
            for op in list(mi.operands):
                if op.kind != MO_Register or not op.contents & VIRTUAL_REG_BIT:
                    continue
                vreg = op.contents
                phys = vrm.get_phys(vreg)
                if not phys:
                    if op.flags & RegState.Debug:
                        op.set_reg(0)
                        continue
                    raise AssertionError("checked by check_all_mapped")
                sub = op.sub_reg
                if sub:
                    if op.flags & RegState.Define:
                        if op.flags & RegState.Undef:
                            # A full def of the super-register's value: say so for later liveness.
                            if not op.flags & RegState.Dead:
                                super_defs.append(phys)
                            op.flags &= ~RegState.Undef
                        else:
                            # Read-modify-write of part of the register.
                            super_kills.append(phys)
                            if op.flags & RegState.Dead:
                                super_deads.append(phys)
                            else:
                                super_defs.append(phys)
                    elif op.flags & RegState.Kill:
                        super_kills.append(phys)
                    phys = tri.get_sub_reg(phys, sub)
                    op.sub_reg = 0
                op.set_reg(phys)
                op.flags |= RegState.Renamable
            for r in reversed(super_kills):
                _add_register_killed(mi, r, tri)
            for r in reversed(super_deads):
                _add_register_dead(mi, r, tri)
            for r in reversed(super_defs):
                if not any(
                    o.kind == MO_Register and o.flags & RegState.Define and o.contents == r
                    for o in mi.operands
                ):
                    mi.add_operand(MachineOperand.create_reg(r, is_def=True, is_imp=True))
            if mi.is_copy():
                d, s = mi.operands[0], mi.operands[1]
                if d.contents == s.contents and d.sub_reg == s.sub_reg:
                    NumIdCopies.value += 1
                    if s.flags & RegState.Undef or len(mi.operands) > 2:
                        mi.set_desc(tii.get(KILL))
                        # KILL keeps the def and the source; LLVM drops the copy's tie-free operands as-is.
                    else:
                        indexes.remove_machine_instr_from_maps(mi)
                        mbb.remove(mi)
    # No virtual registers remain (LLVM ``clearVirtRegs``): function live-ins lose their virtual registers.
    mri.live_ins = [(p, 0) for p, _ in mri.live_ins]
    mri.vreg_classes = []
    mri.vreg_names = []
    mri.vreg_hints = []
    mri._names_to_vregs = {}


def _add_register_killed(mi: Any, reg: int, tri: Any) -> None:
    """LLVM ``addRegisterKilled(reg, TRI, AddIfNotFound=true)`` for a physical register."""
    found = False
    for op in mi.operands:
        if op.kind != MO_Register or op.flags & (RegState.Define | RegState.Debug | RegState.Undef):
            continue
        r = op.contents
        if r == reg:
            if not found:
                op.flags |= RegState.Kill
                found = True
        elif op.flags & RegState.Kill and r and tri.is_sub_register(reg, r):
            op.flags &= ~RegState.Kill
        elif op.flags & RegState.Kill and r and tri.is_super_register(reg, r):
            return
    if not found:
        mi.add_operand(MachineOperand.create_reg(reg, is_imp=True, is_kill=True))


def _add_register_dead(mi: Any, reg: int, tri: Any) -> None:
    """LLVM ``addRegisterDead(reg, TRI, AddIfNotFound=true)``: the super-register dead flag replaces those of
    its sub-registers' defs."""
    for op in mi.operands:
        if op.kind != MO_Register or not op.flags & RegState.Define:
            continue
        r = op.contents
        if r == reg:
            op.flags |= RegState.Dead
            return
        if (
            r
            and op.flags & RegState.Dead
            and tri.is_sub_register(reg, r)
            and not op.flags & RegState.Implicit
        ):
            op.flags &= ~RegState.Dead
    mi.add_operand(MachineOperand.create_reg(reg, is_def=True, is_imp=True, is_dead=True))
