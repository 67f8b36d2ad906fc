"""What it is (LLVM: lib/Target/X86/X86RegisterInfo.{h,cpp}).

x86 register-file queries over the generated tables plus the hooks: reserved registers, callee-saved sets and
call-preserved masks per calling convention, the frame register, and ``eliminate_frame_index``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.target.register_info import RegisterTables, TargetRegisterInfo
from pyllc.targets.x86.gen import register_info as R

if TYPE_CHECKING:
    from pyllc.targets.x86.subtarget import X86Subtarget

_TABLES: list[RegisterTables] = []


def x86_register_tables() -> RegisterTables:
    if not _TABLES:
        _TABLES.append(RegisterTables.from_generated(R))
    return _TABLES[0]


class X86RegisterInfo(TargetRegisterInfo):
    def __init__(self, subtarget: X86Subtarget) -> None:
        super().__init__(x86_register_tables())
        self.subtarget = subtarget

    def get_callee_saved_regs(self, mf: Any) -> tuple[int, ...]:
        return self.tables.callee_saved["CSR_64"]

    def get_call_preserved_mask(self, mf: Any, calling_conv: int) -> int:
        return self.tables.reg_masks["CSR_64"]

    def get_frame_register(self, mf: Any) -> int:
        return R.RBP

    def get_reserved_regs(self, mf: Any) -> int:
        m = 0
        for r in (R.RSP, R.ESP, R.SP, R.SPL, R.RIP, R.EIP, R.IP, R.SSP, R.MXCSR, R.FPCW):
            m |= 1 << r
        return m
