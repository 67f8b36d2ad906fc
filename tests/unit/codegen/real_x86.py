"""The generated x86 tables (``pyllc/targets/x86/gen``) behind the same names as ``mini_x86``, so the
hand-built examples can be checked with x86's real register file (full regmask dumps, class names)."""

from __future__ import annotations

from typing import Any

from mini_x86 import FakeConstant, FakeGlobal, FakeValue

from pyllc.codegen.machine.function import MachineFunction
from pyllc.target.frame_lowering import STACK_GROWS_DOWN, TargetFrameLowering
from pyllc.target.instr_info import TargetInstrInfo
from pyllc.target.register_info import RegisterTables, TargetRegisterInfo
from pyllc.target.subtarget_info import TargetSubtargetInfo
from pyllc.targets.x86.gen import instr_info as I, register_info as R

__all__ = ["FakeConstant", "FakeGlobal", "FakeValue"]

EAX, EDI, ESI, EFLAGS, RIP, RSP, SSP = R.EAX, R.EDI, R.ESI, R.EFLAGS, R.RIP, R.RSP, R.SSP
GR32 = R.REG_CLASS_NAMES.index("GR32")
GR64 = R.REG_CLASS_NAMES.index("GR64")
OPCODES = {n: i for i, n in enumerate(I.OPCODE_NAMES)}


class X86LikeInstrInfo(TargetInstrInfo):
    def get_serializable_direct_machine_operand_target_flags(self) -> tuple[tuple[int, str], ...]:
        return ((5, "x86-gotpcrel"), (6, "x86-plt"))


class X86LikeRegisterInfo(TargetRegisterInfo):
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


def subtarget() -> TargetSubtargetInfo:
    return TargetSubtargetInfo(
        "x86_64-unknown-linux-gnu",
        "x86-64",
        0,
        X86LikeInstrInfo.from_generated(I),
        X86LikeRegisterInfo(RegisterTables.from_generated(R)),
        TargetFrameLowering(STACK_GROWS_DOWN, 16, -8),
    )


_STI: list[TargetSubtargetInfo] = []


def new_function(name: str, sti: TargetSubtargetInfo | None = None) -> MachineFunction:
    if sti is None:
        if not _STI:
            _STI.append(subtarget())
        sti = _STI[0]
    mf = MachineFunction(name, sti)
    mf.alignment = 16
    return mf
