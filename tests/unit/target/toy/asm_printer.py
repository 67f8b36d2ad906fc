"""Toy emission: MachineInstr -> MCInst (registers, immediates, symbols) and the instruction printer over the
generated ``gen/asm_writer`` formats."""

from __future__ import annotations

from typing import Any, ClassVar

from pyllc.codegen.asm_printer.asm_printer import AsmPrinter
from pyllc.codegen.machine.operand import (
    MO_GlobalAddress,
    MO_Immediate,
    MO_MachineBasicBlock,
    MO_Register,
    RegState,
)
from pyllc.mc import expr as E
from pyllc.mc.inst import MCInst

from .gen import asm_writer as W
from .gen import register_info as R


class ToyInstPrinter:
    """Prints an MCInst from ``gen/asm_writer.ATT_FORMATS`` (LLVM: a target's ``<T>InstPrinter``)."""

    __slots__ = ()

    def print_inst(self, inst: MCInst) -> str:
        out: list[str] = []
        ops = inst.operands
        for p in W.ATT_FORMATS[inst.opcode]:
            if isinstance(p, str):
                out.append(p)
            elif W.PRINT_METHODS[p >> 8] == "printMemOperand":
                base: _Reg = ops[p & 0xFF]
                off: int = ops[(p & 0xFF) + 1]
                out.append(R.ASM_NAMES[base.reg] + (f" + {off}" if off >= 0 else f" - {-off}"))
            else:
                op: Any = ops[p & 0xFF]
                out.append(R.ASM_NAMES[op.reg] if isinstance(op, _Reg) else str(op))
        return "".join(out)


class _Reg:
    __slots__ = ("reg",)

    def __init__(self, reg: int) -> None:
        self.reg = reg


class ToyAsmPrinter(AsmPrinter):
    name: ClassVar[str] = "toy-asm-printer"
    description: ClassVar[str] = "Toy Assembly Printer"
    kind: ClassVar[str] = "machine"

    def _lower_operand(self, mo: Any) -> Any:
        k = mo.kind
        if k == MO_Register:
            return None if mo.flags & RegState.Implicit else _Reg(mo.contents)
        if k == MO_Immediate:
            return mo.contents
        if k == MO_MachineBasicBlock:
            return E.MCSymbolRefExpr(self.get_mbb_symbol(mo.contents), E.VK_None)
        if k == MO_GlobalAddress:
            return E.MCSymbolRefExpr(self.get_symbol(mo.contents), E.VK_None)
        return None

    def emit_instruction(self, mi: Any) -> None:
        ops = [v for v in (self._lower_operand(mo) for mo in mi.operands) if v is not None]
        self.streamer.emit_instruction(MCInst(mi.opcode, ops), self.mf.subtarget if self.mf else None)
