"""BPF instruction printer (LLVM 14: lib/Target/BPF/MCTargetDesc/BPFInstPrinter.cpp).

What it is: prints an MCInst from the generated format table ``gen/asm_writer.ATT_FORMATS[opcode]`` in llc's
C-like BPF syntax: registers bare (``r1``, ``w1``), immediates as signed decimals, memory operands
``r1 + 4`` / ``r10 - 8`` (``printMemOperand``), branch targets as labels or ``+off`` (``printBrTargetOperand``)
and 64-bit immediates of ``ld_imm64``/``call`` (``printImm64Operand``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.mc.inst import MCInst
from pyllc.targets.bpf.gen import asm_writer as W
from pyllc.targets.bpf.gen import instr_info as II
from pyllc.targets.bpf.gen import register_info as R

_ASM: tuple[str, ...] = R.ASM_NAMES

PrintFn = Callable[[list[Any], int, list[str]], None]


def _operand(op: Any, is_reg: bool) -> str:
    return _ASM[int(op)] if is_reg else str(op)


def print_mem_operand(ops: list[Any], i: int, out: list[str]) -> None:
    out.append(_ASM[int(ops[i])])
    off = ops[i + 1]
    if type(off) is int:
        out.append(f" + {off}" if off >= 0 else f" - {-off}")
    else:
        out.append(f" + {off}")


def print_imm64_operand(ops: list[Any], i: int, out: list[str]) -> None:
    out.append(str(ops[i]))


def print_br_target_operand(ops: list[Any], i: int, out: list[str]) -> None:
    op = ops[i]
    if type(op) is int:
        op = ((op + 0x8000) & 0xFFFF) - 0x8000
        out.append(f"+{op}" if op >= 0 else str(op))
    else:
        out.append(str(op))


_BY_NAME: dict[str, PrintFn] = {
    "printMemOperand": print_mem_operand,
    "printImm64Operand": print_imm64_operand,
    "printBrTargetOperand": print_br_target_operand,
}


def _operand_is_reg() -> tuple[tuple[bool, ...], ...]:
    return tuple(tuple(oi[0] in (0, 2) for oi in ops) for ops in II.DESC_OPERANDS)


class BPFInstPrinter:
    """Prints MCInsts in llc's BPF syntax (LLVM: ``BPFInstPrinter``)."""

    __slots__ = ("formats", "methods", "operand_is_reg")

    def __init__(self) -> None:
        self.formats: tuple[tuple[str | int, ...], ...] = W.ATT_FORMATS
        self.methods: list[PrintFn | None] = [_BY_NAME.get(m) for m in W.PRINT_METHODS]
        self.operand_is_reg = _operand_is_reg()

    def print_inst(self, inst: MCInst) -> str:
        """The instruction text (no leading tab)."""
        out: list[str] = []
        ops = inst.operands
        methods = self.methods
        regs = self.operand_is_reg[inst.opcode]
        for p in self.formats[inst.opcode]:
            if isinstance(p, str):
                out.append(p)
                continue
            idx = p & 0xFF
            fn = methods[p >> 8]
            if fn is None:
                out.append(_operand(ops[idx], idx < len(regs) and regs[idx]))
            else:
                fn(ops, idx, out)
        return "".join(out)
