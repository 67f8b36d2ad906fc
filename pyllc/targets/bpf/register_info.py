"""What it is (LLVM 14: lib/Target/BPF/BPFRegisterInfo.cpp).

BPF register facts: R10 (frame pointer) and R11 (stack pointer) are reserved, R6-R10 are callee-saved,
and frame indices become ``r10 + offset``.  An offset at or beyond 512 bytes below R10 is llc's
"BPF stack limit of 512 bytes is exceeded" error.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.support.diagnostics import DiagnosticError, SourceLocation
from pyllc.target.register_info import RegisterTables, TargetRegisterInfo
from pyllc.targets.bpf.gen import instr_info as X
from pyllc.targets.bpf.gen import register_info as R

if TYPE_CHECKING:
    from pyllc.targets.bpf.subtarget import BPFSubtarget

_TABLES: list[RegisterTables] = []

STACK_LIMIT_MESSAGE = (
    "Looks like the BPF stack limit of 512 bytes is exceeded. "
    "Please move large on stack variables into BPF per-cpu array map.\n"
)


def bpf_register_tables() -> RegisterTables:
    if not _TABLES:
        _TABLES.append(RegisterTables.from_generated(R))
    return _TABLES[0]


def warn_size(offset: int, mf: Any) -> None:
    """``WarnSize``: llc's diagnostic for a frame offset beyond the 512-byte stack."""
    if offset <= -512:
        from pyllc.targets.bpf.isel_lowering import function_signature

        fn = mf.function
        raise DiagnosticError(
            SourceLocation(""),
            f"<unknown>:0:0: in function {fn.name} {function_signature(fn)}: {STACK_LIMIT_MESSAGE}",
        )


class BPFRegisterInfo(TargetRegisterInfo):
    def __init__(self, subtarget: BPFSubtarget) -> None:
        super().__init__(bpf_register_tables())
        self.subtarget = subtarget

    def get_callee_saved_regs(self, mf: Any) -> tuple[int, ...]:
        return R.CSR_SaveList

    def get_call_preserved_mask(self, mf: Any, calling_conv: int) -> int:
        return R.CSR_RegMask

    def get_reserved_regs(self, mf: Any) -> int:
        return 1 << R.R10 | 1 << R.R11 | 1 << R.W10 | 1 << R.W11

    def get_frame_register(self, mf: Any) -> int:
        return R.R10

    def get_pointer_reg_class(self, mf: Any, kind: int = 0) -> int:
        return R.GPRRegClassID

    def get_ra_register(self) -> int:
        """``InitBPFMCRegisterInfo(X, BPF::R11)``: R11, a register that does not exist in the ISA."""
        return R.R11

    def eliminate_frame_index(self, mi: Any, sp_adj: int, fi_operand_num: int, rs: Any = None) -> bool:
        """``BPFRegisterInfo::eliminateFrameIndex``: ``%stack.N`` -> ``r10`` + the object's offset."""
        mbb = mi.parent
        mf = mbb.parent
        tii = self.subtarget.get_instr_info()
        i = fi_operand_num
        fi = mi.operands[i].contents
        obj_offset = mf.frame_info.get_object_offset(fi)
        if mi.opcode == X.MOV_rr:
            warn_size(obj_offset, mf)
            mi.operands[i].change_to_register(R.R10)
            reg = mi.operands[i - 1].contents
            build_mi(mbb, mbb.index_of(mi) + 1, mi.debug_loc, tii.get(X.ADD_ri), reg).add_reg(reg).add_imm(
                obj_offset
            )
            return False
        offset = obj_offset + mi.operands[i + 1].contents
        warn_size(offset, mf)
        if mi.opcode == X.FI_ri:
            # there is no FI_ri instruction: MOV_rr reg, r10; ADD_ri reg, offset
            reg = mi.operands[i - 1].contents
            pos = mbb.index_of(mi) + 1
            build_mi(mbb, pos, mi.debug_loc, tii.get(X.MOV_rr), reg).add_reg(R.R10)
            build_mi(mbb, pos + 1, mi.debug_loc, tii.get(X.ADD_ri), reg).add_reg(reg).add_imm(offset)
            mbb.erase(mi)
            return True
        mi.operands[i].change_to_register(R.R10)
        mi.operands[i + 1].change_to_immediate(offset)
        return False
