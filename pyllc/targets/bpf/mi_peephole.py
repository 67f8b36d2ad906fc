"""What it is (LLVM 14: lib/Target/BPF/BPFMIPeephole.cpp, ``BPFMIPeephole`` and ``BPFMIPeepholeTruncElim``).

``bpf-mi-zext-elim``, run on SSA machine code with ALU32: an ALU32 instruction already clears the upper
half of the register it writes, so the zero extension of its W result to 64 bits needs no instruction.

* ``eliminateZExtSeq``: ``MOV_32_64 rB, wA; SLL_ri rB, 32; SRL_ri rB, 32`` becomes
  ``SUBREG_TO_REG 0, wA, sub_32``;
* ``eliminateZExt``: a lone ``MOV_32_64 rB, wA`` becomes ``SUBREG_TO_REG 0, wA, sub_32``;

both only when wA is known to come from a 32-bit definition (``isMovFrom32Def``): a copy of a W virtual
register defined so, a PHI all of whose inputs are (following PHIs, a PHI cycle is refused), any other
instruction.  A copy from a physical register (an argument, a call's result) may have a dirty upper half
and is kept.

``bpf-mi-trunc-elim`` (:class:`BPFMIPeepholeTruncElim`) turns a mask of a narrow load's value into a copy;
``bpf-mi-pemit-peephole`` (:class:`BPFMIPreEmitPeephole`) drops a register moved onto itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.operand import is_virtual_register
from pyllc.codegen.target_opcodes import COPY, SUBREG_TO_REG
from pyllc.targets.bpf.gen import instr_info as X
from pyllc.targets.bpf.gen import register_info as R

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.instr import MachineInstr


class _From32Def:
    """The ``isMovFrom32Def`` walk over one function's SSA definitions."""

    __slots__ = ("mri", "phis")

    def __init__(self, mri: Any) -> None:
        self.mri = mri
        self.phis: set[int] = set()

    def mov(self, mov: MachineInstr) -> bool:
        """``isMovFrom32Def``: a sub-register source (the low half of a 64-bit value) is not known to be
        zero-extended."""
        src = mov.operands[1]
        if src.sub_reg:
            return False
        self.phis.clear()
        return self.insn(self.mri.get_vreg_def(src.reg))

    def insn(self, mi: MachineInstr | None) -> bool:
        """``isInsnFrom32Def``."""
        if mi is None:
            return False
        if mi.is_phi():
            if id(mi) in self.phis:
                return False
            self.phis.add(id(mi))
            return self.phi(mi)
        if mi.opcode == COPY:
            return self.copy(mi)
        return True

    def copy(self, mi: MachineInstr) -> bool:
        """``isCopyFrom32Def``."""
        mo = mi.operands[1]
        if not mo.is_reg() or not is_virtual_register(mo.reg):
            return False
        if self.mri.get_reg_class(mo.reg) == R.GPRRegClassID:
            return False
        return self.insn(self.mri.get_vreg_def(mo.reg))

    def phi(self, mi: MachineInstr) -> bool:
        """``isPhiFrom32Def``."""
        ops = mi.operands
        for i in range(1, len(ops), 2):
            mo = ops[i]
            if not mo.is_reg():
                return False
            d = self.mri.get_vreg_def(mo.reg)
            if d is None:
                return False
            if d.is_phi():
                if id(d) in self.phis:
                    return False
                self.phis.add(id(d))
                if not self.phi(d):
                    return False
            if d.opcode == COPY and not self.copy(d):
                return False
        return True


def _subreg_to_reg(mf: MachineFunction, at: MachineInstr, dst: int, src: int) -> None:
    tii = mf.subtarget.get_instr_info()
    assert at.parent is not None
    build_mi(at.parent, at, at.debug_loc, tii.get(SUBREG_TO_REG), dst).add_imm(0).add_reg(src).add_imm(
        R.sub_32
    )


def _is_shift32(mi: MachineInstr | None, opcode: int) -> bool:
    return (
        mi is not None and mi.opcode == opcode and mi.operands[2].is_imm() and mi.operands[2].contents == 32
    )


@dataclass(frozen=True, slots=True)
class BPFMIPeephole:
    """``bpf-mi-zext-elim``: BPF MachineSSA Peephole Optimization For ZEXT Eliminate."""

    name: ClassVar[str] = "bpf-mi-zext-elim"
    description: ClassVar[str] = "BPF MachineSSA Peephole Optimization For ZEXT Eliminate"

    def run(self, mf: MachineFunction, am: Any) -> bool:
        mri = mf.reg_info
        walk = _From32Def(mri)
        changed = False
        # eliminateZExtSeq
        for mbb in mf.blocks:
            for mi in list(mbb.instrs):
                if not _is_shift32(mi, X.SRL_ri):
                    continue
                sll = mri.get_vreg_def(mi.operands[1].reg)
                if not _is_shift32(sll, X.SLL_ri):
                    continue
                assert sll is not None
                mov = mri.get_vreg_def(sll.operands[1].reg)
                if mov is None or mov.opcode != X.MOV_32_64 or not walk.mov(mov):
                    continue
                _subreg_to_reg(mf, mi, mi.operands[0].reg, mov.operands[1].reg)
                for dead in (sll, mov, mi):
                    assert dead.parent is not None
                    dead.parent.erase(dead)
                changed = True
        # eliminateZExt
        for mbb in mf.blocks:
            for mi in list(mbb.instrs):
                if mi.opcode != X.MOV_32_64 or not walk.mov(mi):
                    continue
                _subreg_to_reg(mf, mi, mi.operands[0].reg, mi.operands[1].reg)
                mbb.erase(mi)
                changed = True
        return changed


#: ``TruncSizeCompatible``: the loads whose result already has only the low ``bits`` bits set.
_NARROW_LOADS: dict[int, frozenset[int]] = {
    8: frozenset((X.LDB, X.LDB32)),
    16: frozenset((X.LDH, X.LDH32)),
    32: frozenset((X.LDW, X.LDW32)),
}
_AND_MASK_BITS = {0xFF: 8, 0xFFFF: 16}


@dataclass(frozen=True, slots=True)
class BPFMIPeepholeTruncElim:
    """``bpf-mi-trunc-elim`` (LLVM ``BPFMIPeepholeTruncElim::eliminateTruncSeq``): a mask that keeps the bits
    a narrow load already limited its result to is a copy.

    * ``AND_ri``/``AND_ri_32`` with 0xff or 0xffff of a register defined by ``LDB``/``LDH`` (or their 32-bit
      forms), or by a PHI all of whose inputs are such loads, becomes ``MOV_rr``/``MOV_rr_32``;
    * ``SLL_ri 32`` + ``SRL_ri 32`` (``AND 0xffffffff`` on ALU64), the shifted register used once, of an
      ``LDW``/``LDW32`` result becomes ``MOV_rr`` and both shifts go.
    The copy is coalesced away by the register allocator."""

    name: ClassVar[str] = "bpf-mi-trunc-elim"
    description: ClassVar[str] = "BPF MachineSSA Peephole Optimization For TRUNC Eliminate"

    def run(self, mf: MachineFunction, am: Any) -> bool:
        mri = mf.reg_info
        tii = mf.subtarget.get_instr_info()
        changed = False
        for mbb in mf.blocks:
            for mi in list(mbb.instrs):
                sll: MachineInstr | None = None
                opc = mi.opcode
                if _is_shift32(mi, X.SRL_ri):
                    src = mi.operands[1].reg
                    if not is_virtual_register(src) or not mri.has_one_non_dbg_use(src):
                        continue
                    sll = mri.get_vreg_def(src)
                    if not _is_shift32(sll, X.SLL_ri):
                        continue
                    assert sll is not None
                    src, bits = sll.operands[1].reg, 32
                elif opc in (X.AND_ri, X.AND_ri_32) and mi.operands[2].is_imm():
                    mask: int = mi.operands[2].imm
                    found = _AND_MASK_BITS.get(mask)
                    if found is None:
                        continue
                    src, bits = mi.operands[1].reg, found
                else:
                    continue
                if not is_virtual_register(src) or mi.operands[1].sub_reg:
                    continue
                loads = _NARROW_LOADS[bits]
                d = mri.get_vreg_def(src)
                if d is None:
                    continue
                if d.is_phi():
                    ins = d.operands[1::2]
                    if not all(
                        op.is_reg()
                        and (p := mri.get_vreg_def(op.reg)) is not None
                        and not p.is_phi()
                        and p.opcode in loads
                        for op in ins
                    ):
                        continue
                elif d.opcode not in loads:
                    continue
                mov = X.MOV_rr_32 if opc == X.AND_ri_32 else X.MOV_rr
                build_mi(mbb, mi, mi.debug_loc, tii.get(mov), mi.operands[0].reg).add_reg(src)
                mbb.erase(mi)
                if sll is not None:
                    assert sll.parent is not None
                    sll.parent.erase(sll)
                changed = True
        return changed


@dataclass(frozen=True, slots=True)
class BPFMIPreEmitPeephole:
    """``bpf-mi-pemit-peephole`` (LLVM ``BPFMIPreEmitPeephole::eliminateRedundantMov``), after register
    allocation: ``MOV_rr rA, rA`` goes.  ``MOV_32_64 rA, wA`` and ``MOV_rr_32 wA, wA`` stay: they clear the
    upper half of rA."""

    name: ClassVar[str] = "bpf-mi-pemit-peephole"
    description: ClassVar[str] = "BPF PreEmit Peephole Optimization"

    def run(self, mf: MachineFunction, am: Any) -> bool:
        changed = False
        for mbb in mf.blocks:
            for mi in list(mbb.instrs):
                if mi.opcode == X.MOV_rr and mi.operands[0].reg == mi.operands[1].reg:
                    mbb.erase(mi)
                    changed = True
        return changed
