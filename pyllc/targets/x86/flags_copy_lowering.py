"""What it is (LLVM: lib/Target/X86/X86FlagsCopyLowering.cpp).

``x86-flags-copy-lowering``: EFLAGS cannot be copied cheaply, yet the list scheduler copies it when a flags
value must stay live across an instruction that clobbers the flags (``%v:gr64 = COPY $eflags`` ...
``$eflags = COPY %v``).  This pass removes such copies: every condition the later flag users read is
materialized into a GR8 with ``SETCCr`` right before the original ``COPY $eflags`` (reusing SETcc's already
computing it from the same flags), and each user is rewritten to test that byte:

* ``JCC_1 cc`` / ``CMOVxx cc`` -> ``TEST8rr %c, %c`` before it and condition NE (E when only the opposite
  condition is in a register);
* ``SETCCr cc`` -> its result replaced by the materialized byte; ``SETCCm cc`` -> ``MOV8mr`` of it;
* a ``COPY`` of the restored flags -> uses of the original copy;
* ADC/SBB/RCL/RCR (carry readers) -> ``ADD8ri %setb, 255`` before them re-creates CF.

Several conditional jumps of one block reading the copy are split into blocks of one jump each.  SETB_C and
a flags value still live into another block are not handled and are reported as unsupported.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.operand import (
    MO_MachineBasicBlock,
    MO_Register,
    VIRTUAL_REG_BIT,
    MachineOperand,
    RegState,
)
from pyllc.support.diagnostics import UnsupportedError
from pyllc.targets.x86.gen import instr_info as X
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.instr_info import COND_INVALID, get_opposite_branch_condition

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.instr import MachineInstr

_CMOV_OPS = frozenset(
    getattr(X, n)
    for n in dir(X)
    if n.startswith("CMOV") and n[4:6] in ("16", "32", "64") and n.endswith(("rr", "rm"))
)
_GR8 = R.REG_CLASS_NAMES.index("GR8")
_EFLAGS = R.EFLAGS
_COND_B = 2
_COND_E = 4
_COND_NE = 5
#: Flag users that read CF and define EFLAGS (``rewriteArithmetic``).
_CARRY_USERS = ("ADC", "SBB", "RCL", "RCR")


def get_cond_from_setcc(mi: MachineInstr) -> int:
    """LLVM ``X86::getCondFromSETCC``."""
    if mi.opcode == X.SETCCr:
        return mi.operands[1].contents
    if mi.opcode == X.SETCCm:
        return mi.operands[5].contents
    return COND_INVALID


def get_cond_from_cmov(mi: MachineInstr) -> int:
    """LLVM ``X86::getCondFromCMov``: the last explicit operand of CMOVxxrr/rm."""
    if mi.opcode in _CMOV_OPS:
        return mi.operands[mi.desc.num_operands - 1].contents
    return COND_INVALID


def get_cond_from_branch(mi: MachineInstr) -> int:
    return mi.operands[1].contents if mi.opcode == X.JCC_1 else COND_INVALID


def _flags_use(mi: MachineInstr) -> Any:
    idx = mi.find_register_use_operand_idx(_EFLAGS)
    return mi.operands[idx] if idx != -1 else None


def _defines_flags(mi: MachineInstr) -> bool:
    return mi.find_register_def_operand_idx(_EFLAGS) != -1


def split_block(mf: MachineFunction, mbb: MachineBasicBlock, split_i: MachineInstr) -> MachineBasicBlock:
    """``splitBlock``: move the conditional jump ``split_i`` and the terminators after it into a new block that
    follows ``mbb``; the jump before it keeps its own target in ``mbb``."""
    instrs = mbb.instrs
    idx = mbb.index_of(split_i)
    prev_i = instrs[idx - 1]
    unsplit = prev_i.operands[0].contents
    nxt = mf.blocks[mf.blocks.index(mbb) + 1] if mf.blocks.index(mbb) + 1 < len(mf.blocks) else None
    tail = instrs[idx:]
    is_edge_split = any(
        op.kind == MO_MachineBasicBlock and op.contents is unsplit for mi in tail for op in mi.operands
    )
    if not is_edge_split and not any(mi.is_unconditional_branch() for mi in tail) and nxt is unsplit:
        is_edge_split = True
    new_mbb = mf.create_machine_basic_block(mbb.ir_block)
    mf.insert(mf.blocks.index(mbb) + 1, new_mbb)
    for mi in list(tail):
        mbb.remove(mi)
        new_mbb.push_back(mi)
    for i, succ in enumerate(list(mbb.successors)):
        if is_edge_split or succ is not unsplit:
            prob = mbb.probs[i] if mbb.probs else None
            if prob is not None:
                new_mbb.add_successor(succ, prob)
            else:
                new_mbb.add_successor_without_prob(succ)
    if not is_edge_split and new_mbb.probs:
        new_mbb.normalize_successor_probs()
    for succ in list(new_mbb.successors):
        if succ is not unsplit:
            mbb.replace_successor(succ, new_mbb)
    if not mbb.is_successor(new_mbb):
        mbb.add_successor(new_mbb)
    for succ in new_mbb.successors:
        for phi in succ.instrs:
            if not phi.is_phi():
                break
            ops = phi.operands
            for k in range(1, len(ops), 2):
                if ops[k + 1].contents is not mbb:
                    continue
                if not is_edge_split or succ is not unsplit:
                    ops[k + 1].contents = new_mbb
                    continue
                phi.add_operand(ops[k].copy())
                phi.add_operand(MachineOperand.create_mbb(new_mbb))
                break
    return new_mbb


class _Lowering:
    __slots__ = ("mf", "tii", "mri", "test_mbb", "test_pos", "test_loc", "cond_regs")

    def __init__(self, mf: MachineFunction) -> None:
        self.mf = mf
        self.tii = mf.subtarget.get_instr_info()
        self.mri = mf.reg_info
        self.test_mbb: Any = None
        self.test_pos: Any = None
        self.test_loc: Any = None
        self.cond_regs: list[int] = [0] * 16

    def collect_conds_in_regs(self, mbb: MachineBasicBlock, pos: MachineInstr) -> None:
        """``collectCondsInRegs``: SETcc's into virtual registers since the last EFLAGS def before ``pos``."""
        regs = [0] * 16
        idx = mbb.index_of(pos)
        for mi in reversed(mbb.instrs[:idx]):
            cond = get_cond_from_setcc(mi)
            if (
                cond != COND_INVALID
                and mi.opcode == X.SETCCr
                and mi.operands[0].kind == MO_Register
                and mi.operands[0].contents & VIRTUAL_REG_BIT
                and 0 <= cond < 16
            ):
                regs[cond] = mi.operands[0].contents
            if _defines_flags(mi):
                break
        self.cond_regs = regs

    def promote_cond_to_reg(self, cond: int) -> int:
        """``promoteCondToReg``: ``SETCCr cond`` before the test position."""
        reg = self.mri.create_virtual_register(_GR8)
        build_mi(self.test_mbb, self.test_pos, self.test_loc, self.tii.get(X.SETCCr), reg).add_imm(cond)
        return reg

    def get_cond_or_inverse_in_reg(self, cond: int) -> tuple[int, bool]:
        regs = self.cond_regs
        inv = get_opposite_branch_condition(cond)
        if not regs[cond] and not regs[inv]:
            regs[cond] = self.promote_cond_to_reg(cond)
        if regs[cond]:
            return regs[cond], False
        return regs[inv], True

    def insert_test(self, mbb: MachineBasicBlock, pos: MachineInstr, dl: Any, reg: int) -> None:
        build_mi(mbb, pos, dl, self.tii.get(X.TEST8rr)).add_reg(reg).add_reg(reg)

    def rewrite_cmov(self, mi: MachineInstr, flag_use: Any) -> None:
        cond = get_cond_from_cmov(mi)
        reg, inverted = self.get_cond_or_inverse_in_reg(cond)
        self.insert_test(mi.parent, mi, mi.debug_loc, reg)
        mi.operands[mi.desc.num_operands - 1].contents = _COND_E if inverted else _COND_NE
        flag_use.flags |= RegState.Kill

    def rewrite_setcc(self, mi: MachineInstr) -> None:
        cond = get_cond_from_setcc(mi)
        regs = self.cond_regs
        if not regs[cond]:
            regs[cond] = self.promote_cond_to_reg(cond)
        reg = regs[cond]
        if mi.opcode == X.SETCCr:
            old = mi.operands[0].contents
            self.mri.clear_kill_flags(old)
            self.mri.replace_reg_with(old, reg)
            mi.erase_from_parent()
            return
        mib = build_mi(mi.parent, mi, mi.debug_loc, self.tii.get(X.MOV8mr))
        for i in range(5):
            mib.add(mi.operands[i].copy())
        mib.add_reg(reg)
        mmos = getattr(mi, "mem_operands", None)
        if mmos:
            mib.set_mem_refs(tuple(mmos))
        mi.erase_from_parent()

    def rewrite_arithmetic(self, mi: MachineInstr, flag_use: Any) -> None:
        """``rewriteArithmetic``: ADC/SBB/RCL/RCR read CF: re-create it with ``ADD8ri %setb, 255`` before them."""
        regs = self.cond_regs
        if not regs[_COND_B]:
            regs[_COND_B] = self.promote_cond_to_reg(_COND_B)
        tmp = self.mri.create_virtual_register(_GR8)
        build_mi(mi.parent, mi, mi.debug_loc, self.tii.get(X.ADD8ri), tmp, RegState.Dead).add_reg(
            regs[_COND_B]
        ).add_imm(255)
        flag_use.flags |= RegState.Kill

    def rewrite_cond_jmp(self, mi: MachineInstr) -> None:
        cond = get_cond_from_branch(mi)
        reg, inverted = self.get_cond_or_inverse_in_reg(cond)
        self.insert_test(mi.parent, mi, mi.debug_loc, reg)
        mi.operands[1].contents = _COND_E if inverted else _COND_NE
        use = _flags_use(mi)
        if use is not None:
            use.flags |= RegState.Kill

    def lower_copy(self, copy_i: MachineInstr) -> None:
        mbb = copy_i.parent
        vop = copy_i.operands[1]
        mri = self.mri
        copy_def = mri.get_vreg_def(vop.contents)
        if copy_def is None or not copy_def.is_copy() or copy_def.operands[1].contents != _EFLAGS:
            raise UnsupportedError(None, "EFLAGS restored from a value that is not a copy of EFLAGS")
        try:
            if copy_i.operands[0].flags & RegState.Dead:
                return
            if copy_def.parent is not mbb:
                raise UnsupportedError(None, "EFLAGS copy restored in another block than it was saved")
            self.test_mbb = copy_def.parent
            self.test_pos = copy_def
            self.test_loc = copy_def.debug_loc
            self.collect_conds_in_regs(self.test_mbb, copy_def)
            jmps: list[MachineInstr] = []
            killed = False
            instrs = mbb.instrs
            start = mbb.index_of(copy_i) + 1
            for mi in list(instrs[start:]):
                use = _flags_use(mi)
                if use is None:
                    if _defines_flags(mi):
                        killed = True
                        break
                    continue
                if use.flags & RegState.Kill:
                    killed = True
                if get_cond_from_branch(mi) != COND_INVALID:
                    k = mbb.index_of(mi)
                    while k < len(instrs) and get_cond_from_branch(instrs[k]) != COND_INVALID:
                        jmps.append(instrs[k])
                        k += 1
                    killed = True
                    break
                if get_cond_from_cmov(mi) != COND_INVALID:
                    self.rewrite_cmov(mi, use)
                elif get_cond_from_setcc(mi) != COND_INVALID:
                    self.rewrite_setcc(mi)
                elif mi.is_copy():
                    self.mri.replace_reg_with(mi.operands[0].contents, copy_def.operands[0].contents)
                    mi.erase_from_parent()
                elif mi.desc.name.startswith(_CARRY_USERS) and _defines_flags(mi):
                    self.rewrite_arithmetic(mi, use)
                    killed = True
                else:
                    raise UnsupportedError(None, f"EFLAGS copy used by {mi.desc.name}")
                if killed:
                    break
            if not killed:
                for succ in mbb.successors:
                    if succ.is_live_in(_EFLAGS):
                        raise UnsupportedError(None, "EFLAGS copy live into a successor block")
            last_jmp_mbb = None
            for j in jmps:
                # Past the first jump of a block, the block is split so each jump gets its own test.
                if j.parent is last_jmp_mbb:
                    split_block(self.mf, j.parent, j)
                else:
                    last_jmp_mbb = j.parent
                self.rewrite_cond_jmp(j)
        finally:
            copy_i.erase_from_parent()
            if copy_def.parent is not None and mri.use_empty(copy_def.operands[0].contents):
                copy_def.erase_from_parent()


@dataclass(frozen=True, slots=True)
class X86FlagsCopyLoweringPass:
    """``x86-flags-copy-lowering``: X86 EFLAGS copy lowering."""

    name: ClassVar[str] = "x86-flags-copy-lowering"
    description: ClassVar[str] = "X86 EFLAGS copy lowering"

    def run(self, mf: MachineFunction, am: Any) -> bool:
        copies: list[MachineInstr] = []
        for mbb in mf.blocks:
            for mi in mbb.instrs:
                if mi.is_copy() and mi.operands[0].kind == MO_Register and mi.operands[0].contents == _EFLAGS:
                    copies.append(mi)
        if not copies:
            return False
        lowering = _Lowering(mf)
        for copy_i in copies:
            lowering.lower_copy(copy_i)
        return True
