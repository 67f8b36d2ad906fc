"""What it is (LLVM: lib/CodeGen/RegAllocFast.cpp, LLVM 14's bottom-up version; RegisterClassInfo's order).

The -O0 register allocator.  It allocates one basic block at a time, walking the instructions *backwards*, so
the first time it meets a virtual register is at its last use in the block.  State:

* ``reg_unit_states[unit]``: ``REG_FREE``, ``REG_PRE_ASSIGNED`` (a physical register named by the code, such as
  an argument or return register), ``REG_LIVE_IN`` (only while reloading at the block's start) or the virtual
  register currently held there;
* ``live_virt_regs``: the virtual registers live at the current point, each a :class:`LiveReg` (assigned
  physical register, last use seen, possibly live out, reloaded).  It behaves as LLVM's ``SparseSet``:
  iteration follows insertion order, and removal moves the last entry into the hole (the order of reloads
  at a block's start depends on it);
* a stack slot per spilled virtual register (created on first spill, spill size and alignment of its class).

Per instruction (``allocate_instruction``): physical-register defs displace whatever lives in them (a virtual
register displaced there is reloaded *after* the instruction, since walking backwards its value must be in the
slot below); a def that displaced nothing is dead.  Virtual-register defs get the register the later uses
chose (or a new one for a dead or live-out def); a def whose value was reloaded below or may be live out is
spilled right after the instruction.  Then the defs' registers are freed, registers clobbered by a call's
regmask are displaced, physical uses are marked pre-assigned (and killed), and virtual uses are allocated:
a hint first (the destination of a COPY, or a physical register reached through a chain of copies), then the
class's allocation order, taking a free register at once or else the cheapest one to spill (clean 50,
dirty 100, minus 20 for a hint).  A use not seen before in the block is its last use: it is marked killed
unless it may live out.  Tied and early-clobber defs and sub-register defs are "live through": they are
allocated avoiding the instruction's physical uses, with the operand order LLVM uses.  At the block's start
every virtual register still live is reloaded from its slot (skipping registers that are live into the block);
identity copies found along the way are deleted.

Whether a value may cross blocks is decided from its uses and defs (``may_live_out`` / ``may_live_in``: all in
this block, at most 8, and for a self-loop the def dominates the uses); such values are spilled after their
def and reloaded at the start of each block that needs them.

Spill code comes from the target (``store_reg_to_stack_slot`` / ``load_reg_from_stack_slot``).  Afterwards the
virtual registers are gone (``NoVRegs``).  Allocation order (LLVM ``RegisterClassInfo``): the class's raw order
without reserved registers, registers aliasing a callee-saved register moved to the end.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final

from pyllc.codegen.analysis.live_variables import add_register_dead, add_register_defined, add_register_killed
from pyllc.codegen.machine.function import MachineFunctionProperties as P, props_mask
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.operand import MO_Register, MO_RegisterMask, RegState, VIRTUAL_REG_BIT
from pyllc.codegen.target_opcodes import ANNOTATION_LABEL, BUNDLE, COPY, EH_LABEL, GC_LABEL
from pyllc.support.diagnostics import UnsupportedError
from pyllc.support.statistic import Statistic

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.instr import MachineInstr
    from pyllc.codegen.machine.operand import MachineOperand

NumStores = Statistic("regalloc", "NumStores", "Number of stores added")
NumLoads = Statistic("regalloc", "NumLoads", "Number of loads added")
NumCoalesced = Statistic("regalloc", "NumCoalesced", "Number of copies coalesced")

REG_FREE: Final = 0
REG_PRE_ASSIGNED: Final = 1
REG_LIVE_IN: Final = 2

SPILL_CLEAN: Final = 50
SPILL_DIRTY: Final = 100
SPILL_PREF_BONUS: Final = 20
SPILL_IMPOSSIBLE: Final = 0xFFFFFFFF

_DEF: Final = RegState.Define
_KILL: Final = RegState.Kill
_DEAD: Final = RegState.Dead
_UNDEF: Final = RegState.Undef
_EC: Final = RegState.EarlyClobber
_INTERNAL: Final = RegState.InternalRead
_RENAMABLE: Final = RegState.Renamable
_VIRT: Final = VIRTUAL_REG_BIT


class RegisterClassInfo:
    """Allocation orders per register class for one function (LLVM ``RegisterClassInfo``)."""

    __slots__ = ("tri", "mf", "reserved", "csr_aliases", "_orders")

    def __init__(self, mf: MachineFunction) -> None:
        tri = mf.subtarget.get_register_info()
        self.tri = tri
        self.mf = mf
        self.reserved = mf.reg_info.reserved_regs
        aliases = 0
        try:
            csrs = tri.get_callee_saved_regs(mf)
        except NotImplementedError:
            csrs = ()
        units = tri.tables.reg_units
        csr_units = 0
        for r in csrs:
            csr_units |= units[r]
        for r in range(1, tri.num_regs):
            if units[r] & csr_units:
                aliases |= 1 << r
        self.csr_aliases = aliases
        self._orders: dict[int, tuple[int, ...]] = {}

    def get_order(self, rc: int) -> tuple[int, ...]:
        order = self._orders.get(rc)
        if order is None:
            volatile: list[int] = []
            csr: list[int] = []
            raw = self.tri.get_raw_allocation_order(rc, self.mf)
            for r in raw:
                if (self.reserved >> r) & 1:
                    continue
                (csr if (self.csr_aliases >> r) & 1 else volatile).append(r)
            order = self._orders[rc] = tuple(volatile + csr)
        return order


class LiveReg:
    """A virtual register live at the current point of the backwards walk."""

    __slots__ = ("virt_reg", "phys_reg", "last_use", "live_out", "reloaded", "error")

    def __init__(self, virt_reg: int) -> None:
        self.virt_reg = virt_reg
        self.phys_reg = 0
        self.last_use: MachineInstr | None = None
        self.live_out = False
        self.reloaded = False
        self.error = False


class LiveRegMap:
    """LLVM's ``SparseSet<LiveReg>``: insertion-ordered, removal swaps the last entry into the hole."""

    __slots__ = ("dense", "index")

    def __init__(self) -> None:
        self.dense: list[LiveReg] = []
        self.index: dict[int, int] = {}

    def find(self, vreg: int) -> LiveReg | None:
        i = self.index.get(vreg)
        return None if i is None else self.dense[i]

    def insert(self, vreg: int) -> tuple[LiveReg, bool]:
        i = self.index.get(vreg)
        if i is not None:
            return self.dense[i], False
        lr = LiveReg(vreg)
        self.index[vreg] = len(self.dense)
        self.dense.append(lr)
        return lr, True

    def clear(self) -> None:
        self.dense.clear()
        self.index.clear()

    def __bool__(self) -> bool:
        return bool(self.dense)


def _reads_reg(mo: MachineOperand) -> bool:
    """LLVM ``MachineOperand::readsReg``."""
    f = mo.flags
    return not f & _UNDEF and not f & _INTERNAL and (not f & _DEF or mo.sub_reg != 0)


class _RegAllocFast:
    __slots__ = (
        "mf",
        "mri",
        "tri",
        "tii",
        "mfi",
        "rci",
        "units",
        "unit_lists",
        "reg_unit_states",
        "live_virt_regs",
        "stack_slot",
        "may_live_across",
        "used_in_instr",
        "phys_reg_uses",
        "reg_masks",
        "coalesced",
        "mbb",
        "num_units",
    )

    def __init__(self, mf: MachineFunction) -> None:
        self.mf = mf
        self.mri = mf.reg_info
        st = mf.subtarget
        self.tri = st.get_register_info()
        self.tii = st.get_instr_info()
        self.mfi = mf.frame_info
        if not self.mri.reserved_frozen:
            self.mri.freeze_reserved_regs(self.tri.get_reserved_regs(mf))
        self.rci = RegisterClassInfo(mf)
        self.units: tuple[int, ...] = self.tri.tables.reg_units
        self.unit_lists: dict[int, tuple[int, ...]] = {}
        self.num_units = max(u.bit_length() for u in self.units)
        self.reg_unit_states: list[int] = []
        self.live_virt_regs = LiveRegMap()
        self.stack_slot: dict[int, int] = {}
        self.may_live_across: set[int] = set()
        self.used_in_instr = 0
        self.phys_reg_uses = 0
        self.reg_masks: list[int] = []
        self.coalesced: list[MachineInstr] = []
        self.mbb: Any = None

    # ----- register units -----
    def reg_units(self, reg: int) -> tuple[int, ...]:
        lst = self.unit_lists.get(reg)
        if lst is None:
            u = self.units[reg]
            out: list[int] = []
            while u:
                low = u & -u
                out.append(low.bit_length() - 1)
                u ^= low
            lst = self.unit_lists[reg] = tuple(out)
        return lst

    def set_phys_reg_state(self, reg: int, state: int) -> None:
        s = self.reg_unit_states
        for u in self.reg_units(reg):
            s[u] = state

    def is_phys_reg_free(self, reg: int) -> bool:
        s = self.reg_unit_states
        for u in self.reg_units(reg):
            if s[u] != REG_FREE:
                return False
        return True

    def mark_reg_used_in_instr(self, reg: int) -> None:
        self.used_in_instr |= self.units[reg]

    def unmark_reg_used_in_instr(self, reg: int) -> None:
        self.used_in_instr &= ~self.units[reg]

    def mark_phys_reg_used_in_instr(self, reg: int) -> None:
        self.phys_reg_uses |= self.units[reg]

    def is_clobbered_by_reg_masks(self, reg: int) -> bool:
        for m in self.reg_masks:
            if not (m >> reg) & 1:
                return True
        return False

    def is_reg_used_in_instr(self, reg: int, look_at_phys_reg_uses: bool) -> bool:
        if look_at_phys_reg_uses and self.is_clobbered_by_reg_masks(reg):
            return True
        u = self.units[reg]
        if u & self.used_in_instr:
            return True
        return look_at_phys_reg_uses and u & self.phys_reg_uses != 0

    # ----- stack slots, spills, reloads -----
    def get_stack_space_for(self, vreg: int) -> int:
        ss = self.stack_slot.get(vreg)
        if ss is not None:
            return ss
        rc = self.mri.get_reg_class(vreg)
        fi = self.mfi.create_spill_stack_object(self.tri.get_spill_size(rc), self.tri.get_spill_align(rc))
        self.stack_slot[vreg] = fi
        return fi

    def spill(self, before: Any, vreg: int, phys: int, kill: bool) -> None:
        fi = self.get_stack_space_for(vreg)
        rc = self.mri.get_reg_class(vreg)
        self.tii.store_reg_to_stack_slot(self.mbb, before, phys, kill, fi, rc, self.tri)
        NumStores.value += 1

    def reload(self, before: Any, vreg: int, phys: int) -> None:
        fi = self.get_stack_space_for(vreg)
        rc = self.mri.get_reg_class(vreg)
        self.tii.load_reg_from_stack_slot(self.mbb, before, phys, fi, rc, self.tri)
        NumLoads.value += 1

    def _after(self, mi: MachineInstr) -> Any:
        """The insertion position right after ``mi`` (an instruction, or None for the block end)."""
        instrs = self.mbb.instrs
        i = self.mbb.index_of(mi) + 1
        return instrs[i] if i < len(instrs) else None

    # ----- liveness across blocks -----
    def may_live_out(self, vreg: int) -> bool:
        mbb = self.mbb
        idx = vreg & ~_VIRT
        if idx in self.may_live_across:
            return bool(mbb.successors)
        self_loop_def = None
        if mbb.is_successor(mbb):
            self_loop_def = self.mri.get_unique_vreg_def(vreg)
            if self_loop_def is None:
                self.may_live_across.add(idx)
                return True
        c = 0
        for op in self.mri.use_nodbg_operands(vreg):
            use_mi = op.parent
            c += 1
            if use_mi is None or use_mi.parent is not mbb or c >= 8:
                self.may_live_across.add(idx)
                return bool(mbb.successors)
            if self_loop_def is not None:
                if self_loop_def is use_mi or not self._dominates(self_loop_def, use_mi):
                    self.may_live_across.add(idx)
                    return True
        return False

    def _dominates(self, a: MachineInstr, b: MachineInstr) -> bool:
        for mi in self.mbb.instrs:
            if mi is a:
                return True
            if mi is b:
                return False
        return False

    def may_live_in(self, vreg: int) -> bool:
        mbb = self.mbb
        idx = vreg & ~_VIRT
        if idx in self.may_live_across:
            return bool(mbb.predecessors)
        c = 0
        for op in self.mri.reg_defs(vreg):
            c += 1
            if op.parent is None or op.parent.parent is not mbb or c >= 8:
                self.may_live_across.add(idx)
                return bool(mbb.predecessors)
        return False

    # ----- physical registers -----
    def use_phys_reg(self, mi: MachineInstr, reg: int) -> bool:
        displaced = self.displace_phys_reg(mi, reg)
        self.set_phys_reg_state(reg, REG_PRE_ASSIGNED)
        self.mark_reg_used_in_instr(reg)
        return displaced

    def define_phys_reg(self, mi: MachineInstr, reg: int) -> bool:
        displaced = self.displace_phys_reg(mi, reg)
        self.set_phys_reg_state(reg, REG_PRE_ASSIGNED)
        return displaced

    def displace_phys_reg(self, mi: MachineInstr, reg: int) -> bool:
        displaced = False
        states = self.reg_unit_states
        for u in self.reg_units(reg):
            v = states[u]
            if v == REG_FREE:
                continue
            if v == REG_PRE_ASSIGNED:
                states[u] = REG_FREE
                displaced = True
                continue
            lr = self.live_virt_regs.find(v)
            assert lr is not None, "datastructures in sync"
            self.reload(self._after(mi), v, lr.phys_reg)
            self.set_phys_reg_state(lr.phys_reg, REG_FREE)
            lr.phys_reg = 0
            lr.reloaded = True
            displaced = True
        return displaced

    def free_phys_reg(self, reg: int) -> None:
        v = self.reg_unit_states[self.reg_units(reg)[0]]
        if v == REG_FREE:
            return
        if v == REG_PRE_ASSIGNED:
            self.set_phys_reg_state(reg, REG_FREE)
            return
        lr = self.live_virt_regs.find(v)
        assert lr is not None
        self.set_phys_reg_state(lr.phys_reg, REG_FREE)
        lr.phys_reg = 0

    def calc_spill_cost(self, reg: int) -> int:
        states = self.reg_unit_states
        for u in self.reg_units(reg):
            v = states[u]
            if v == REG_FREE:
                continue
            if v == REG_PRE_ASSIGNED:
                return SPILL_IMPOSSIBLE
            lr = self.live_virt_regs.find(v)
            sure_spill = v in self.stack_slot or (lr is not None and lr.live_out)
            return SPILL_CLEAN if sure_spill else SPILL_DIRTY
        return 0

    # ----- virtual registers -----
    def assign_virt_to_phys_reg(self, lr: LiveReg, phys: int) -> None:
        assert lr.phys_reg == 0 and phys
        lr.phys_reg = phys
        self.set_phys_reg_state(phys, lr.virt_reg)

    def trace_copy_chain(self, reg: int) -> int:
        for _ in range(4):
            if not reg & _VIRT:
                return reg
            d = self.mri.get_unique_vreg_def(reg)
            if d is None or not _is_full_copy(d):
                return 0
            reg = d.operands[1].contents
        return 0

    def trace_copies(self, vreg: int) -> int:
        c = 0
        for op in self.mri.reg_defs(vreg):
            mi = op.parent
            if mi is not None and _is_full_copy(mi):
                r = self.trace_copy_chain(mi.operands[1].contents)
                if r:
                    return r
            c += 1
            if c >= 3:
                break
        return 0

    def _is_allocatable(self, reg: int) -> bool:
        return not self.mri.is_reserved(reg)

    def alloc_virt_reg(self, mi: MachineInstr, lr: LiveReg, hint0: int, look_at_phys_reg_uses: bool) -> None:
        vreg = lr.virt_reg
        rc = self.mri.get_reg_class(vreg)
        tri = self.tri
        if (
            hint0
            and not hint0 & _VIRT
            and self._is_allocatable(hint0)
            and tri.class_contains(rc, hint0)
            and not self.is_reg_used_in_instr(hint0, look_at_phys_reg_uses)
        ):
            if self.is_phys_reg_free(hint0):
                self.assign_virt_to_phys_reg(lr, hint0)
                return
        else:
            hint0 = 0
        hint1 = self.trace_copies(vreg)
        if (
            hint1
            and not hint1 & _VIRT
            and self._is_allocatable(hint1)
            and tri.class_contains(rc, hint1)
            and not self.is_reg_used_in_instr(hint1, look_at_phys_reg_uses)
        ):
            if self.is_phys_reg_free(hint1):
                self.assign_virt_to_phys_reg(lr, hint1)
                return
        else:
            hint1 = 0
        best = 0
        best_cost = SPILL_IMPOSSIBLE
        for phys in self.rci.get_order(rc):
            if self.is_reg_used_in_instr(phys, look_at_phys_reg_uses):
                continue
            cost = self.calc_spill_cost(phys)
            if cost == 0:
                self.assign_virt_to_phys_reg(lr, phys)
                return
            if phys == hint0 or phys == hint1:
                cost -= SPILL_PREF_BONUS
            if cost < best_cost:
                best = phys
                best_cost = cost
        if not best:
            if mi.is_inline_asm():
                raise UnsupportedError(None, "inline assembly requires more registers than available")
            raise UnsupportedError(None, "ran out of registers during register allocation")
        self.displace_phys_reg(mi, best)
        self.assign_virt_to_phys_reg(lr, best)

    def alloc_virt_reg_undef(self, mo: MachineOperand) -> None:
        vreg = mo.contents
        lr = self.live_virt_regs.find(vreg)
        if lr is not None and lr.phys_reg:
            phys = lr.phys_reg
        else:
            phys = self.rci.get_order(self.mri.get_reg_class(vreg))[0]
        if mo.sub_reg:
            phys = self.tri.get_sub_reg(phys, mo.sub_reg)
            mo.sub_reg = 0
        mo.set_reg(phys)
        mo.flags |= _RENAMABLE

    def define_live_through_virt_reg(self, mi: MachineInstr, op_num: int, vreg: int) -> None:
        lr = self.live_virt_regs.find(vreg)
        if lr is not None:
            prev = lr.phys_reg
            if prev and self.is_reg_used_in_instr(prev, True):
                self.free_phys_reg(prev)
                lr.phys_reg = 0
                self.alloc_virt_reg(mi, lr, 0, True)
                build_mi(self.mbb, self._after(mi), mi.debug_loc, self.tii.get(COPY), prev).add_reg(
                    lr.phys_reg, _KILL
                )
            mo = mi.operands[op_num]
            if mo.sub_reg and not mo.flags & _UNDEF:
                lr.last_use = mi
        self.define_virt_reg(mi, op_num, vreg, True)

    def define_virt_reg(
        self, mi: MachineInstr, op_num: int, vreg: int, look_at_phys_reg_uses: bool = False
    ) -> None:
        mo = mi.operands[op_num]
        lr, new = self.live_virt_regs.insert(vreg)
        if new and not mo.flags & _DEAD:
            if self.may_live_out(vreg):
                lr.live_out = True
            else:
                mo.flags |= _DEAD
        if lr.phys_reg == 0:
            self.alloc_virt_reg(mi, lr, 0, look_at_phys_reg_uses)
        phys = lr.phys_reg
        if lr.reloaded or lr.live_out:
            if not mi.is_implicit_def():
                self.spill(self._after(mi), vreg, phys, lr.last_use is None)
                lr.last_use = None
            lr.live_out = False
            lr.reloaded = False
        self.mark_reg_used_in_instr(phys)
        self.set_phys_reg(mi, mo, phys)

    def use_virt_reg(self, mi: MachineInstr, op_num: int, vreg: int) -> None:
        mo = mi.operands[op_num]
        lr, new = self.live_virt_regs.insert(vreg)
        if new and not mo.flags & _KILL:
            if self.may_live_out(vreg):
                lr.live_out = True
            else:
                mo.flags |= _KILL
        if lr.phys_reg == 0:
            hint = 0
            if mi.opcode == COPY and mi.operands[1].sub_reg == 0:
                hint = mi.operands[0].contents
            self.alloc_virt_reg(mi, lr, hint, False)
        lr.last_use = mi
        self.mark_reg_used_in_instr(lr.phys_reg)
        self.set_phys_reg(mi, mo, lr.phys_reg)

    def set_phys_reg(self, mi: MachineInstr, mo: MachineOperand, phys: int) -> None:
        if not mo.sub_reg:
            mo.set_reg(phys)
            mo.flags |= _RENAMABLE
            return
        mo.set_reg(self.tri.get_sub_reg(phys, mo.sub_reg) if phys else 0)
        mo.flags |= _RENAMABLE
        # A def keeps its sub-register index for a moment: freeing the defs recognizes sub-register defs by it.
        if not mo.flags & _DEF:
            mo.sub_reg = 0
        if mo.flags & _KILL:
            add_register_killed(mi, phys, self.tri, True)
            return
        if mo.flags & _DEF and mo.flags & _UNDEF:
            if mo.flags & _DEAD:
                add_register_dead(mi, phys, self.tri, True)
            else:
                add_register_defined(mi, phys, self.tri)

    def add_reg_class_def_counts(self, counts: list[int], reg: int) -> None:
        tri = self.tri
        members = tri.tables.class_members
        if reg & _VIRT:
            rc = self.mri.get_reg_class(reg)
            for i in range(len(counts)):
                if tri.has_sub_class_eq(rc, i):
                    counts[i] += 1
            return
        u = self.units[reg]
        alias_mask = 0
        for r in range(1, tri.num_regs):
            if self.units[r] & u:
                alias_mask |= 1 << r
        for i in range(len(counts)):
            if members[i] & alias_mask:
                counts[i] += 1

    # ----- one instruction -----
    def allocate_instruction(self, mi: MachineInstr) -> None:
        self.used_in_instr = 0
        self.reg_masks = []
        mri = self.mri
        ops = mi.operands
        has_phys_reg_use = has_reg_mask = has_vreg_def = has_def = has_early_clobber = False
        need_live_throughs = False
        for mo in ops:
            k = mo.kind
            if k == MO_Register:
                reg = mo.contents
                f = mo.flags
                if reg & _VIRT:
                    if f & _DEF:
                        has_def = has_vreg_def = True
                        if f & _EC:
                            has_early_clobber = need_live_throughs = True
                        if mo.tied_to or (mo.sub_reg and not f & _UNDEF):
                            need_live_throughs = True
                elif reg and not mri.is_reserved(reg):
                    if f & _DEF:
                        has_def = True
                        displaced = self.define_phys_reg(mi, reg)
                        if f & _EC:
                            has_early_clobber = True
                        if not displaced:
                            mo.flags |= _DEAD
                    if _reads_reg(mo):
                        has_phys_reg_use = True
            elif k == MO_RegisterMask:
                has_reg_mask = True
                self.reg_masks.append(mo.contents)

        if has_def:
            if has_vreg_def:
                if need_live_throughs:
                    self.phys_reg_uses = 0
                    counts = [0] * self.tri.get_num_reg_classes()
                    def_idx: list[int] = []
                    for i, mo in enumerate(ops):
                        if mo.kind != MO_Register:
                            continue
                        reg = mo.contents
                        if _reads_reg(mo) and reg and not reg & _VIRT:
                            self.mark_phys_reg_used_in_instr(reg)
                        if mo.flags & _DEF:
                            if reg & _VIRT:
                                def_idx.append(i)
                            if reg:
                                self.add_reg_class_def_counts(counts, reg)

                    def sort_key(i: int) -> tuple[int, int, int]:
                        mo = ops[i]
                        rc = mri.get_reg_class(mo.contents)
                        small = len(self.rci.get_order(rc)) < counts[rc]
                        live_through = bool(
                            mo.flags & _EC or mo.tied_to or (mo.sub_reg == 0 and not mo.flags & _UNDEF)
                        )
                        return (0 if small else 1, 0 if live_through else 1, i)

                    def_idx.sort(key=sort_key)
                    for i in def_idx:
                        mo = ops[i]
                        reg = mo.contents
                        if mo.flags & _EC or mo.tied_to or (mo.sub_reg and not mo.flags & _UNDEF):
                            self.define_live_through_virt_reg(mi, i, reg)
                        else:
                            self.define_virt_reg(mi, i, reg)
                else:
                    for i in range(len(ops)):
                        mo = ops[i]
                        if mo.kind == MO_Register and mo.flags & _DEF and mo.contents & _VIRT:
                            self.define_virt_reg(mi, i, mo.contents)
            # Free the registers of the defs (reversed: implicit super-register defs first).
            for i in range(len(ops) - 1, -1, -1):
                mo = ops[i]
                if mo.kind != MO_Register or not mo.flags & _DEF:
                    continue
                if mo.sub_reg:
                    mo.sub_reg = 0
                    continue
                if mo.tied_to or mo.flags & _EC:
                    continue
                reg = mo.contents
                if not reg or mri.is_reserved(reg):
                    continue
                self.free_phys_reg(reg)
                self.unmark_reg_used_in_instr(reg)

        if has_reg_mask:
            for lr in list(self.live_virt_regs.dense):
                if lr.phys_reg and self.is_clobbered_by_reg_masks(lr.phys_reg):
                    self.displace_phys_reg(mi, lr.phys_reg)

        if has_phys_reg_use:
            for mo in ops:
                if mo.kind != MO_Register or not _reads_reg(mo):
                    continue
                reg = mo.contents
                if not reg or reg & _VIRT or mri.is_reserved(reg):
                    continue
                if not self.use_phys_reg(mi, reg):
                    mo.flags |= _KILL

        has_undef_use = False
        i = 0
        while i < len(ops):
            mo = ops[i]
            if mo.kind == MO_Register and not mo.flags & _DEF and mo.contents & _VIRT:
                if mo.flags & _UNDEF:
                    has_undef_use = True
                else:
                    self.may_live_in(mo.contents)
                    self.use_virt_reg(mi, i, mo.contents)
            i += 1

        if has_undef_use:
            for mo in ops[mi.desc.num_defs :]:
                if mo.kind == MO_Register and not mo.flags & _DEF and mo.contents & _VIRT:
                    self.alloc_virt_reg_undef(mo)

        if has_early_clobber:
            for mo in reversed(list(ops)):
                if mo.kind != MO_Register or not mo.flags & _DEF or not mo.flags & _EC:
                    continue
                if mo.sub_reg:
                    mo.sub_reg = 0
                    continue
                reg = mo.contents
                if not reg:
                    continue
                if mi.reads_register(reg, self.tri):
                    continue
                self.free_phys_reg(reg)

        if mi.opcode == COPY and len(ops) == 2 and ops[0].contents == ops[1].contents:
            self.coalesced.append(mi)

    # ----- blocks -----
    def reload_at_begin(self, mbb: MachineBasicBlock) -> None:
        if not self.live_virt_regs:
            return
        for reg, _mask in mbb.live_ins:
            self.set_phys_reg_state(reg, REG_LIVE_IN)
        # getMBBBeginInsertionPoint: after the labels (a landing pad is entered at its EH_LABEL)
        instrs = mbb.instrs
        i = 0
        while i < len(instrs) and instrs[i].opcode in (EH_LABEL, GC_LABEL, ANNOTATION_LABEL):
            i += 1
        insert_before = instrs[i] if i < len(instrs) else None
        states = self.reg_unit_states
        for lr in self.live_virt_regs.dense:
            phys = lr.phys_reg
            if not phys:
                continue
            if states[self.reg_units(phys)[0]] == REG_LIVE_IN:
                continue
            self.reload(insert_before, lr.virt_reg, phys)
        self.live_virt_regs.clear()

    def handle_debug_value(self, mi: MachineInstr) -> None:
        for mo in mi.operands:
            if mo.kind != MO_Register or not mo.contents & _VIRT:
                continue
            lr = self.live_virt_regs.find(mo.contents)
            if lr is not None and lr.phys_reg:
                self.set_phys_reg(mi, mo, lr.phys_reg)
            else:
                # Not live here (or only in a stack slot): the location is unknown.
                mo.set_reg(0)
                mo.sub_reg = 0

    def allocate_basic_block(self, mbb: MachineBasicBlock) -> None:
        self.mbb = mbb
        self.reg_unit_states = [REG_FREE] * self.num_units
        for succ in mbb.successors:
            for reg, _mask in succ.live_ins:
                self.set_phys_reg_state(reg, REG_PRE_ASSIGNED)
        self.coalesced = []
        for mi in list(reversed(mbb.instrs)):
            if mi.is_debug_value():
                self.handle_debug_value(mi)
                continue
            if mi.opcode == BUNDLE:
                raise UnsupportedError(None, "bundles in the fast register allocator")
            self.allocate_instruction(mi)
        self.reload_at_begin(mbb)
        for mi in self.coalesced:
            mbb.erase(mi)
        NumCoalesced.value += len(self.coalesced)

    def run(self) -> None:
        for mbb in self.mf.blocks:
            self.allocate_basic_block(mbb)
        clear_virt_regs(self.mf)


def _is_full_copy(mi: MachineInstr) -> bool:
    ops = mi.operands
    return mi.opcode == COPY and not ops[0].sub_reg and not ops[1].sub_reg


def clear_virt_regs(mf: MachineFunction) -> None:
    """Forget the virtual registers once no operand names one (LLVM ``MachineRegisterInfo::clearVirtRegs``)."""
    mri = mf.reg_info
    for mbb in mf.blocks:
        for mi in mbb.instrs:
            for mo in mi.operands:
                if mo.kind == MO_Register and mo.contents & _VIRT:
                    raise AssertionError(f"virtual register left in {mi!r}")
    mri.vreg_classes.clear()
    mri.vreg_names.clear()
    mri.vreg_hints.clear()
    for table in (mri._defs, mri._uses):  # pyright: ignore[reportPrivateUsage]
        for reg in [r for r in table if r & _VIRT]:
            del table[reg]
    for i, (phys, _v) in enumerate(mri.live_ins):
        mri.live_ins[i] = (phys, 0)


@dataclass(frozen=True, slots=True)
class RegAllocFast:
    """``regallocfast``: the fast local register allocator."""

    name: ClassVar[str] = "regallocfast"
    description: ClassVar[str] = "Fast Register Allocator"
    requires: ClassVar[int] = props_mask(P.NoPHIs)
    sets: ClassVar[int] = props_mask(P.NoVRegs)
    clears: ClassVar[int] = props_mask(P.IsSSA)

    def run(self, mf: MachineFunction, am: Any) -> bool:
        _RegAllocFast(mf).run()
        return True
