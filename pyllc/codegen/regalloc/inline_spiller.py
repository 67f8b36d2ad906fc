"""What it is (LLVM: lib/CodeGen/InlineSpiller.cpp).

The spiller used by the basic and greedy allocators.  :meth:`InlineSpiller.spill` takes a LiveRangeEdit and
spills its parent register *everywhere*:

* the register (its original, for split products) gets a stack slot in the VirtRegMap;
* when every definition is trivially rematerializable (``MOV32ri``, ``MOV32r0``...), each reading instruction
  gets a fresh copy of the definition in a new register instead of a reload, and dead definitions are deleted;
* a full ``COPY`` to or from the register is folded into a single store or load of the other register
  (``TargetInstrInfo::foldMemoryOperand`` does the same for copies);
* an instruction that only reads the register, in one operand the target can take from memory, is replaced
  by its memory form reading the stack slot (``foldMemoryOperand``, the target's folding tables);
* any other instruction gets a new virtual register: a reload before it when it reads the register (the
  target's ``load_reg_from_stack_slot``), a store after it when it writes a live value
  (``store_reg_to_stack_slot``).  The new registers' intervals are tiny and therefore unspillable.

New instructions are numbered in SlotIndexes, the new intervals computed, and the stack slot's live range
recorded in LiveStacks when one is given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.codegen.machine.operand import MO_Register, VIRTUAL_REG_BIT, RegState
from pyllc.codegen.regalloc.virt_reg_map import NO_STACK_SLOT
from pyllc.support.statistic import Statistic

if TYPE_CHECKING:
    from pyllc.codegen.analysis.live_intervals import LiveIntervals
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.instr import MachineInstr
    from pyllc.codegen.regalloc.live_range_edit import LiveRangeEdit
    from pyllc.codegen.regalloc.virt_reg_map import VirtRegMap

NumSpilledRanges = Statistic("regalloc", "NumSpilledRanges", "Number of spilled live ranges")
NumSpills = Statistic("regalloc", "NumSpills", "Number of spills inserted")
NumReloads = Statistic("regalloc", "NumReloads", "Number of reloads inserted")
NumFolded = Statistic("regalloc", "NumFolded", "Number of folded stack accesses")
NumRemats = Statistic("regalloc", "NumRemats", "Number of rematerialized defs for spilling")

_DEF = RegState.Define
_UNDEF = RegState.Undef
_KILL = RegState.Kill
_DEAD = RegState.Dead


class InlineSpiller:
    __slots__ = ("mf", "lis", "vrm", "mri", "tii", "tri", "lss", "vrai")

    def __init__(
        self, mf: MachineFunction, lis: LiveIntervals, vrm: VirtRegMap, lss: Any = None, vrai: Any = None
    ) -> None:
        self.mf = mf
        self.lis = lis
        self.vrm = vrm
        self.mri = mf.reg_info
        self.tii = mf.subtarget.get_instr_info()
        self.tri = mf.subtarget.get_register_info()
        self.lss = lss
        self.vrai = vrai

    # ----- helpers -----
    def _insert(self, mbb: Any, before: Any, emit: Any) -> list[MachineInstr]:
        """Run ``emit(pos)`` (a target hook inserting before ``pos``) and number what it inserted."""
        n0 = len(mbb.instrs)
        pos = mbb.index_of(before) if before is not None else len(mbb.instrs)
        emit(pos)
        added = mbb.instrs[pos : pos + len(mbb.instrs) - n0]
        for mi in added:
            self.lis.insert_machine_instr_in_maps(mi)
        return added

    def _reads_writes(self, mi: MachineInstr, reg: int) -> tuple[bool, bool]:
        reads = writes = False
        for op in mi.operands:
            if op.kind != MO_Register or op.contents != reg:
                continue
            f = op.flags
            if f & _DEF:
                writes = True
                if op.sub_reg and not f & _UNDEF:
                    reads = True
            elif not f & (_UNDEF | RegState.Debug):
                reads = True
        return reads, writes

    # ----- spilling -----
    def spill(self, edit: LiveRangeEdit) -> None:
        NumSpilledRanges.value += 1
        li = edit.parent
        reg = li.reg
        mri, lis, vrm = self.mri, self.lis, self.vrm
        orig = vrm.get_original(reg)
        rc = mri.get_reg_class(reg)
        remat_defs = self._remat_defs(li)
        slot = NO_STACK_SLOT
        if remat_defs is None:
            slot = vrm.get_stack_slot(orig)
            if slot == NO_STACK_SLOT:
                slot = vrm.assign_virt2stack_slot(orig)
            if orig != reg:
                vrm.assign_virt2stack_slot(reg, slot)
            if self.lss is not None:
                self.lss.get_or_create_interval(slot, rc)
        instrs: list[MachineInstr] = []
        for op in mri.reg_operands(reg):
            mi = op.parent
            if mi is not None and mi.parent is not None and all(x is not mi for x in instrs):
                instrs.append(mi)
        instrs.sort(key=lambda m: lis.indexes.get_instruction_index(m))
        dead_defs: list[MachineInstr] = []
        for mi in instrs:
            if mi.is_debug_instr():
                for op in mi.operands:
                    if op.kind == MO_Register and op.contents == reg:
                        op.set_reg(0)
                continue
            if (
                mi.is_copy()
                and mi.operands[0].contents == mi.operands[1].contents
                and mi.operands[0].sub_reg == mi.operands[1].sub_reg
            ):
                lis.remove_machine_instr_from_maps(mi)
                mi.parent.remove(mi)  # type: ignore[union-attr]
                continue
            reads, writes = self._reads_writes(mi, reg)
            if remat_defs is not None:
                if any(d is mi for d in remat_defs):
                    dead_defs.append(mi)
                    continue
                if reads:
                    self._remat_for(edit, mi, reg, remat_defs[0])
                continue
            if self._fold_copy(mi, reg, slot, rc, reads, writes):
                continue
            if reads and not writes and self._fold_load(mi, reg, slot):
                continue
            self._spill_around(edit, mi, reg, slot, rc, reads, writes)
        for mi in dead_defs:
            if mi.parent is not None:
                lis.remove_machine_instr_from_maps(mi)
                mi.parent.remove(mi)
        lis.remove_interval(reg)
        for r in edit.new_regs:
            if not mri.reg_nodbg_empty(r):
                lis.create_and_compute_virt_reg_interval(r)
            else:
                lis.create_empty_interval(r)
        if self.vrai is not None:
            edit.calculate_reg_class_and_hint(self.mf, self.vrai)

    def _remat_defs(self, li: Any) -> list[MachineInstr] | None:
        """The defining instructions when all values can be rematerialized from one identical def."""
        defs: list[MachineInstr] = []
        for v in li.valnos_list:
            if v.is_unused():
                continue
            if v.is_phi_def():
                return None
            mi = self.lis.get_instruction_from_index(v.def_)
            if mi is None or not self.tii.is_trivially_rematerializable(mi, self.mri):
                return None
            if mi.operands[0].sub_reg or any(
                o.kind == MO_Register and o.flags & _DEF for o in mi.operands[1:]
            ):
                # Clobbers of other registers (a flags register) could be live where the value is needed.
                return None
            defs.append(mi)
        if not defs:
            return None
        first = defs[0]
        for d in defs[1:]:
            if (
                d.opcode != first.opcode
                or len(d.operands) != len(first.operands)
                or any(
                    a.kind != b.kind or (a.kind != MO_Register and a.contents != b.contents)
                    for a, b in zip(d.operands[1:], first.operands[1:])
                )
            ):
                return None
        return defs

    def _remat_for(self, edit: LiveRangeEdit, mi: MachineInstr, reg: int, def_mi: MachineInstr) -> None:
        NumRemats.value += 1
        new = edit.create_from(reg)
        mbb = mi.parent
        clone = self.mf.clone_machine_instr(def_mi)
        clone.operands[0].contents = new
        clone.operands[0].flags &= ~(_DEAD | RegState.Undef)
        mbb.insert_before(mi, clone)  # type: ignore[union-attr]
        self.lis.insert_machine_instr_in_maps(clone)
        for op in mi.operands:
            if op.kind == MO_Register and op.contents == reg:
                op.set_reg(new)
                if not op.flags & _DEF and not op.tied_to:
                    op.flags |= _KILL

    def _fold_copy(self, mi: MachineInstr, reg: int, slot: int, rc: int, reads: bool, writes: bool) -> bool:
        if not mi.is_copy():
            return False
        d, s = mi.operands[0], mi.operands[1]
        if d.sub_reg or s.sub_reg or len(mi.operands) != 2:
            return False
        mbb = mi.parent
        assert mbb is not None
        tii, tri, lis = self.tii, self.tri, self.lis
        if s.contents == reg and d.contents != reg:
            other = d.contents
            if not other or s.flags & _UNDEF:
                return False
            if not other & VIRTUAL_REG_BIT and not tri.class_contains(rc, other):
                return False
            dead = d.flags & _DEAD != 0
            idx = mbb.index_of(mi)
            n0 = len(mbb.instrs)
            tii.load_reg_from_stack_slot(mbb, idx, other, slot, rc, tri)
            added = mbb.instrs[idx : idx + len(mbb.instrs) - n0]
            NumReloads.value += 1
        elif d.contents == reg and s.contents != reg:
            other = s.contents
            if not other or not other & VIRTUAL_REG_BIT and not tri.class_contains(rc, other):
                return False
            dead = False
            idx = mbb.index_of(mi)
            n0 = len(mbb.instrs)
            tii.store_reg_to_stack_slot(mbb, idx, other, s.flags & _KILL != 0, slot, rc, tri)
            added = mbb.instrs[idx : idx + len(mbb.instrs) - n0]
            NumSpills.value += 1
        else:
            return False
        if len(added) != 1:
            for a in added:
                lis.insert_machine_instr_in_maps(a)
        else:
            lis.indexes.replace_machine_instr_in_maps(mi, added[0])
            if dead:
                for op in added[0].operands:
                    if op.kind == MO_Register and op.flags & _DEF and op.contents == other:
                        op.flags |= _DEAD
        if len(added) != 1:
            lis.remove_machine_instr_from_maps(mi)
        mbb.remove(mi)
        if other & VIRTUAL_REG_BIT and lis.has_interval(other):
            lis.compute_virt_reg_interval(lis.get_interval(other))
        return True

    def _fold_load(self, mi: MachineInstr, reg: int, slot: int) -> bool:
        """``InlineSpiller::foldMemoryOperand`` for a reload: when ``mi`` reads the register in exactly one
        explicit, untied operand without a sub-register, the target may replace it by a form that reads the
        stack slot (``4-byte Folded Reload``); the new instruction takes ``mi``'s slot index."""
        idx = -1
        for i, op in enumerate(mi.operands):
            if op.kind == MO_Register and op.contents == reg:
                if idx >= 0 or op.flags & (_DEF | _UNDEF | RegState.Implicit) or op.tied_to or op.sub_reg:
                    return False
                idx = i
        if idx < 0:
            return False
        new = self.tii.fold_memory_operand(mi, [idx], slot)
        if new is None:
            return False
        self.lis.indexes.replace_machine_instr_in_maps(mi, new)
        mi.parent.remove(mi)  # type: ignore[union-attr]
        NumFolded.value += 1
        return True

    def _spill_around(
        self, edit: LiveRangeEdit, mi: MachineInstr, reg: int, slot: int, rc: int, reads: bool, writes: bool
    ) -> None:
        new = edit.create_from(reg)
        mbb = mi.parent
        assert mbb is not None
        tii, tri = self.tii, self.tri
        if reads:
            self._insert(mbb, mi, lambda pos: tii.load_reg_from_stack_slot(mbb, pos, new, slot, rc, tri))
            NumReloads.value += 1
        live_def = False
        for op in mi.operands:
            if op.kind != MO_Register or op.contents != reg:
                continue
            op.set_reg(new)
            if op.flags & _DEF:
                if not op.flags & _DEAD:
                    live_def = True
            elif not op.tied_to and not op.flags & _UNDEF:
                op.flags |= _KILL
        if writes and live_def:
            i = mbb.index_of(mi) + 1
            nxt = mbb.instrs[i] if i < len(mbb.instrs) else None
            self._insert(
                mbb, nxt, lambda pos: tii.store_reg_to_stack_slot(mbb, pos, new, True, slot, rc, tri)
            )
            NumSpills.value += 1
