"""Toy register hooks: SP is reserved and the frame register; frame indices become ``[sp + offset]``."""

from __future__ import annotations

from typing import Any

from pyllc.target.register_info import RegisterTables, TargetRegisterInfo

from .gen import register_info as R

TABLES = RegisterTables.from_generated(R)


class ToyRegisterInfo(TargetRegisterInfo):
    def __init__(self) -> None:
        super().__init__(TABLES)

    def get_callee_saved_regs(self, mf: Any) -> tuple[int, ...]:
        return R.CSR_SaveList

    def get_call_preserved_mask(self, mf: Any, calling_conv: int) -> int:
        return R.CSR_RegMask

    def get_reserved_regs(self, mf: Any) -> int:
        return 1 << R.SP

    def get_frame_register(self, mf: Any) -> int:
        return R.SP

    def get_pointer_reg_class(self, mf: Any, kind: int = 0) -> int:
        return R.GPRRegClassID

    def eliminate_frame_index(self, mi: Any, sp_adj: int, fi_operand_num: int, rs: Any = None) -> bool:
        """The frame index operand (of a memory operand or of ``add dst, fi, imm``) becomes ``sp`` and the
        following immediate gains the object's offset from SP."""
        mf = mi.parent.parent
        fi = mi.operands[fi_operand_num].contents
        reg, offset = mf.subtarget.get_frame_lowering().get_frame_index_reference(mf, fi)
        mi.operands[fi_operand_num].change_to_register(reg)
        imm = mi.operands[fi_operand_num + 1]
        imm.change_to_immediate(imm.contents + offset + sp_adj)
        return False
