"""What it is (LLVM 14: lib/Target/BPF/BPFMCInstLower.cpp).

MachineInstr -> MCInst for BPF: registers (implicit ones dropped), immediates, and symbols for blocks,
globals and external symbols (no target flags: BPF has no relocation variants in assembly).
"""

from __future__ import annotations

from typing import Any

from pyllc.codegen.machine.operand import (
    MO_ExternalSymbol,
    MO_GlobalAddress,
    MO_Immediate,
    MO_MachineBasicBlock,
    MO_MCSymbol,
    MO_Register,
    MO_RegisterMask,
    RegState,
)
from pyllc.mc import expr as E
from pyllc.mc.inst import MCInst
from pyllc.support.diagnostics import UnsupportedError
from pyllc.targets.bpf.gen import asm_writer as W
from pyllc.targets.bpf.gen import instr_info as II

_HAS_TEXT = tuple(bool(f) for f in W.ATT_FORMATS)


class BPFMCInstLower:
    __slots__ = ("printer",)

    def __init__(self, printer: Any) -> None:
        self.printer = printer

    def lower_operand(self, mi: Any, mo: Any) -> Any:
        k = mo.kind
        if k == MO_Register:
            return None if mo.flags & RegState.Implicit else mo.contents
        if k == MO_Immediate:
            return mo.contents
        p = self.printer
        if k == MO_MachineBasicBlock:
            return E.MCSymbolRefExpr(p.get_mbb_symbol(mo.contents), E.VK_None)
        if k == MO_GlobalAddress:
            return E.MCSymbolRefExpr(p.get_symbol(mo.contents), E.VK_None)
        if k == MO_ExternalSymbol:
            return E.MCSymbolRefExpr(p.get_external_symbol(mo.contents), E.VK_None)
        if k == MO_MCSymbol:
            return E.MCSymbolRefExpr(mo.contents, E.VK_None)
        if k == MO_RegisterMask:
            return None
        raise UnsupportedError(None, f"unknown operand type (kind {k}) of '{II.OPCODE_NAMES[mi.opcode]}'")

    def lower(self, mi: Any) -> MCInst:
        ops = [v for v in (self.lower_operand(mi, mo) for mo in mi.operands) if v is not None]
        if not _HAS_TEXT[mi.opcode]:
            raise UnsupportedError(
                None, f"pseudo instruction '{II.OPCODE_NAMES[mi.opcode]}' reached emission"
            )
        return MCInst(mi.opcode, ops)
