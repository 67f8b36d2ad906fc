"""What it is (LLVM: lib/CodeGen/ExpandPostRAPseudos.cpp).

``postrapseudos``: after register allocation, expand the pseudo-instructions that only make sense on
physical registers.  Each instruction is first offered to the target (``expand_post_ra_pseudo``: a
register-zeroing pseudo becomes an ``xor`` of the register with itself...).  Then the generic ones:

* ``COPY``: an identity copy disappears (or becomes ``KILL`` when it carries implicit operands or an undef
  source), a copy whose defs are all dead becomes ``KILL``, any other becomes the target's move
  (``copy_phys_reg``) which inherits the copy's implicit operands;
* ``SUBREG_TO_REG``: a copy into the sub-register (marking the full register defined), or ``KILL`` when the value
  is already in place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.machine.operand import MO_Register, MachineOperand, RegState
from pyllc.codegen.target_opcodes import COPY, KILL, SUBREG_TO_REG

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.instr import MachineInstr


def _all_defs_are_dead(mi: MachineInstr) -> bool:
    for op in mi.operands:
        if op.kind == MO_Register and op.flags & RegState.Define and not op.flags & RegState.Dead:
            return False
    return True


def _transfer_implicit_operands(mi: MachineInstr, copy_mi: MachineInstr, tri: Any) -> None:
    dst = mi.operands[0].contents
    for op in mi.operands[mi.desc.num_operands :]:
        if op.kind != MO_Register or not op.flags & RegState.Implicit:
            continue
        new = op.copy()
        copy_mi.add_operand(new)
        if new.flags & RegState.Kill and tri.regs_overlap(dst, new.contents):
            new.flags &= ~RegState.Kill


def lower_subreg_to_reg(mf: MachineFunction, mi: MachineInstr) -> bool:
    sti = mf.subtarget
    tri = sti.get_register_info()
    tii = sti.get_instr_info()
    mbb = mi.parent
    assert mbb is not None
    dst = mi.operands[0].contents
    ins = mi.operands[2].contents
    sub_idx = mi.operands[3].contents
    dst_sub = tri.get_sub_reg(dst, sub_idx)
    if _all_defs_are_dead(mi) or (dst_sub == ins and dst != ins):
        mi.set_desc(tii.get(KILL))
        mi.remove_operand(3)
        mi.remove_operand(1)
        return True
    if dst_sub != ins:
        pos = mbb.index_of(mi)
        tii.copy_phys_reg(mbb, pos, mi.debug_loc, dst_sub, ins, mi.operands[2].is_kill())
        copy_mi = mbb.instrs[pos]
        copy_mi.add_operand(MachineOperand(MO_Register, dst, RegState.ImplicitDefine))
    mbb.erase(mi)
    return True


def lower_copy(mf: MachineFunction, mi: MachineInstr) -> bool:
    sti = mf.subtarget
    tri = sti.get_register_info()
    tii = sti.get_instr_info()
    mbb = mi.parent
    assert mbb is not None
    if _all_defs_are_dead(mi):
        mi.set_desc(tii.get(KILL))
        return True
    dst, src = mi.operands[0], mi.operands[1]
    if src.contents == dst.contents or src.is_undef():
        if src.is_undef() or len(mi.operands) > 2:
            mi.set_desc(tii.get(KILL))
            return True
        mbb.erase(mi)
        return True
    pos = mbb.index_of(mi)
    tii.copy_phys_reg(mbb, pos, mi.debug_loc, dst.contents, src.contents, src.is_kill())
    if len(mi.operands) > 2:
        _transfer_implicit_operands(mi, mbb.instrs[pos], tri)
    mbb.erase(mi)
    return True


@dataclass(frozen=True, slots=True)
class ExpandPostRA:
    """``postrapseudos``: Post-RA pseudo instruction expansion pass."""

    name: ClassVar[str] = "postrapseudos"
    description: ClassVar[str] = "Post-RA pseudo instruction expansion pass"

    def run(self, mf: MachineFunction, am: Any) -> bool:
        tii = mf.subtarget.get_instr_info()
        changed = False
        for mbb in mf.blocks:
            instrs = mbb.instrs
            i = 0
            while i < len(instrs):
                mi = instrs[i]
                nxt = instrs[i + 1] if i + 1 < len(instrs) else None
                if tii.expand_post_ra_pseudo(mi):
                    changed = True
                elif mi.opcode == SUBREG_TO_REG:
                    changed |= lower_subreg_to_reg(mf, mi)
                elif mi.opcode == COPY:
                    changed |= lower_copy(mf, mi)
                if nxt is None:
                    i = len(instrs)
                else:  # the expansion replaced mi (at i) by zero or more instructions: nxt is just after them
                    i = i - 1 if i else 0
                    while instrs[i] is not nxt:
                        i += 1
        return changed
