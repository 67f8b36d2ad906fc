"""Toy instruction hooks: copies, spills/reloads, and branch analysis over ``b`` and ``b<cc>``."""

from __future__ import annotations

from typing import Any

from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.operand import MachineOperand, RegState
from pyllc.target.instr_info import TargetInstrInfo

from .gen import instr_info as X

#: conditional branch -> the branch of the opposite condition (``reverseBranchCondition``).
_REVERSE = {X.BEQ: X.BNE, X.BNE: X.BEQ, X.BLT: X.BGE, X.BGE: X.BLT, X.BLTU: X.BGEU, X.BGEU: X.BLTU}


class ToyInstrInfo(TargetInstrInfo):
    def __init__(self) -> None:
        super().__init__(
            X.OPCODE_NAMES,
            X.DESC_FLAGS,
            X.DESC_NUM_DEFS,
            X.DESC_OPERANDS,
            X.DESC_IMPLICIT_DEFS,
            X.DESC_IMPLICIT_USES,
            X.DESC_SIZE,
            call_frame_setup_opcode=X.ADJCALLSTACKDOWN,
            call_frame_destroy_opcode=X.ADJCALLSTACKUP,
            return_opcode=X.RET,
        )

    def copy_phys_reg(self, mbb: Any, pos: Any, debug_loc: Any, dest: int, src: int, kill_src: bool) -> None:
        build_mi(mbb, pos, debug_loc, self.get(X.MOVrr), dest).add_reg(src, RegState.Kill if kill_src else 0)

    def store_reg_to_stack_slot(
        self, mbb: Any, pos: Any, src_reg: int, is_kill: bool, frame_index: int, reg_class: int, tri: Any
    ) -> None:
        build_mi(mbb, pos, None, self.get(X.STR)).add_reg(
            src_reg, RegState.Kill if is_kill else 0
        ).add_frame_index(frame_index).add_imm(0)

    def load_reg_from_stack_slot(
        self, mbb: Any, pos: Any, dest_reg: int, frame_index: int, reg_class: int, tri: Any
    ) -> None:
        build_mi(mbb, pos, None, self.get(X.LDR), dest_reg).add_frame_index(frame_index).add_imm(0)

    def is_load_from_stack_slot(self, mi: Any) -> tuple[int, int]:
        return _stack_access(mi, X.LDR)

    def is_store_to_stack_slot(self, mi: Any) -> tuple[int, int]:
        return _stack_access(mi, X.STR)

    # ----- branches: Cond is [opcode, lhs, rhs] -----
    def analyze_branch(self, mbb: Any, allow_modify: bool = False) -> Any:
        terms = [mi for mi in mbb.instrs if mi.is_terminator() and not mi.is_debug_instr()]
        if not terms or len(terms) > 2 or not all(mi.is_branch() for mi in terms):
            return (None, None, []) if not terms else None
        first = terms[0]
        if len(terms) == 1:
            if first.opcode == X.B:
                return first.operands[0].contents, None, []
            ops = first.operands
            return ops[2].contents, None, [MachineOperand.create_imm(first.opcode), ops[0], ops[1]]
        last = terms[1]
        if first.opcode == X.B or last.opcode != X.B:
            return None
        ops = first.operands
        cond = [MachineOperand.create_imm(first.opcode), ops[0], ops[1]]
        return ops[2].contents, last.operands[0].contents, cond

    def remove_branch(self, mbb: Any) -> int:
        count = 0
        while mbb.instrs and mbb.instrs[-1].is_branch():
            mbb.erase(mbb.instrs[-1])
            count += 1
        return count

    def insert_branch(self, mbb: Any, tbb: Any, fbb: Any, cond: list[Any], debug_loc: Any = None) -> int:
        if not cond:
            build_mi(mbb, None, debug_loc, self.get(X.B)).add_mbb(tbb)
            return 1
        build_mi(mbb, None, debug_loc, self.get(cond[0].contents)).add_reg(cond[1].contents).add_reg(
            cond[2].contents
        ).add_mbb(tbb)
        if fbb is None:
            return 1
        build_mi(mbb, None, debug_loc, self.get(X.B)).add_mbb(fbb)
        return 2

    def reverse_branch_condition(self, cond: list[Any]) -> bool:
        cond[0] = MachineOperand.create_imm(_REVERSE[cond[0].contents])
        return False


def _stack_access(mi: Any, opcode: int) -> tuple[int, int]:
    """``(register, frame index)`` of ``ld r, [fi + 0]`` / ``st r, [fi + 0]``, else ``(0, 0)``."""
    ops = mi.operands
    if mi.opcode == opcode and ops[1].is_fi() and ops[2].is_imm() and ops[2].contents == 0:
        return ops[0].contents, ops[1].contents
    return 0, 0
