"""Intel-syntax x86 instruction printer (LLVM: lib/Target/X86/MCTargetDesc/X86IntelInstPrinter.cpp).

What it is: the ``-x86-asm-syntax=intel`` printer, driven by ``gen/asm_writer.INTEL_FORMATS``.  Intel
conventions: bare register names and immediates; destination first; memory operands as
``<size> ptr seg:[base + scale*index + disp]`` where the size keyword comes from the operand type
(``byte``/``word``/``dword``/``qword``/``xmmword``/``tbyte``; none for ``anymem``/``lea`` operands); a
negative displacement prints as ``- n``; string operands as ``byte ptr [rsi]`` / ``byte ptr es:[rdi]``; a symbolic immediate prints as ``offset sym`` (bare ``sym`` would read
as a memory operand).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.mc.inst import MCInst
from pyllc.targets.x86.gen import asm_writer as W
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.gen import register_info as R

from .att_inst_printer import IP_HAS_LOCK, LOCK_TSFLAG, TSFLAGS, VEC_CMP, COND_CODES, print_inst_flags
from .att_inst_printer import print_vec_compare, without_imm

_ASM = R.ASM_NAMES
PrintFn = Callable[[list[Any], int, list[str]], None]


def print_pcrel_imm(ops: list[Any], i: int, out: list[str]) -> None:
    out.append(str(ops[i]))


def print_cond_code(ops: list[Any], i: int, out: list[str]) -> None:
    out.append(COND_CODES[ops[i]])


def print_u8_imm(ops: list[Any], i: int, out: list[str]) -> None:
    op = ops[i]
    out.append(str(op & 0xFF) if type(op) is int else str(op))


def print_mem_reference(ops: list[Any], i: int, out: list[str]) -> None:
    base, scale, index, disp, seg = ops[i], ops[i + 1], ops[i + 2], ops[i + 3], ops[i + 4]
    if seg:
        out.append(_ASM[seg] + ":")
    out.append("[")
    need_plus = False
    if base:
        out.append(_ASM[base])
        need_plus = True
    if index:
        if need_plus:
            out.append(" + ")
        if scale != 1:
            out.append(f"{scale}*")
        out.append(_ASM[index])
        need_plus = True
    if type(disp) is not int:
        if need_plus:
            out.append(" + ")
        out.append(str(disp))
    elif disp or (not index and not base):
        if need_plus:
            if disp > 0:
                out.append(" + ")
            else:
                out.append(" - ")
                disp = -disp
        out.append(str(disp))
    out.append("]")


def _sized(keyword: str) -> PrintFn:
    def pr(ops: list[Any], i: int, out: list[str]) -> None:
        out.append(keyword)
        print_mem_reference(ops, i, out)

    return pr


def print_src_idx(ops: list[Any], i: int, out: list[str]) -> None:
    """A string source (printSrcIdx): ``seg:[rsi]``, the segment only when the MCInst names one."""
    seg = ops[i + 1]
    out.append(f"{_ASM[seg]}:[{_ASM[ops[i]]}]" if seg else f"[{_ASM[ops[i]]}]")


def print_dst_idx(ops: list[Any], i: int, out: list[str]) -> None:
    """A string destination (printDstIdx): ``es:[rdi]``, always ES-based."""
    out.append(f"es:[{_ASM[ops[i]]}]")


def _sized_idx(keyword: str, fn: PrintFn) -> PrintFn:
    def pr(ops: list[Any], i: int, out: list[str]) -> None:
        out.append(keyword)
        fn(ops, i, out)

    return pr


def print_sti_register(ops: list[Any], i: int, out: list[str]) -> None:
    """An x87 stack register operand: ``st(0)`` for ST0, which prints ``st`` elsewhere."""
    reg: int = ops[i]
    text: str = "st(0)" if reg == R.ST0 else str(_ASM[reg])
    out.append(text)


_BY_NAME: dict[str, PrintFn] = {
    "printPCRelImm": print_pcrel_imm,
    "printSTiRegister": print_sti_register,
    "printCondCode": print_cond_code,
    "printU8Imm": print_u8_imm,
    "printMemReference": print_mem_reference,
    "printanymem": print_mem_reference,
    "printbytemem": _sized("byte ptr "),
    "printwordmem": _sized("word ptr "),
    "printdwordmem": _sized("dword ptr "),
    "printqwordmem": _sized("qword ptr "),
    "printxmmwordmem": _sized("xmmword ptr "),
    "printtbytemem": _sized("tbyte ptr "),
    "printSrcIdx8": _sized_idx("byte ptr ", print_src_idx),
    "printSrcIdx16": _sized_idx("word ptr ", print_src_idx),
    "printSrcIdx32": _sized_idx("dword ptr ", print_src_idx),
    "printSrcIdx64": _sized_idx("qword ptr ", print_src_idx),
    "printDstIdx8": _sized_idx("byte ptr ", print_dst_idx),
    "printDstIdx16": _sized_idx("word ptr ", print_dst_idx),
    "printDstIdx32": _sized_idx("dword ptr ", print_dst_idx),
    "printDstIdx64": _sized_idx("qword ptr ", print_dst_idx),
}


class X86IntelInstPrinter:
    """Prints MCInsts in Intel syntax (LLVM: ``X86IntelInstPrinter``)."""

    __slots__ = ("formats", "methods", "operand_is_reg")

    def __init__(self) -> None:
        self.formats: tuple[tuple[str | int, ...], ...] = W.INTEL_FORMATS
        self.methods: list[PrintFn | None] = [_BY_NAME.get(m) for m in W.PRINT_METHODS]
        self.operand_is_reg = tuple(tuple(oi[0] in (0, 2) for oi in ops) for ops in II.DESC_OPERANDS)

    def print_inst(self, inst: MCInst) -> str:
        flags = inst.flags
        if TSFLAGS[inst.opcode] & LOCK_TSFLAG:
            flags |= IP_HAS_LOCK  # printInstFlags: the LOCK prefix of an always-locked instruction
        out: list[str] = [print_inst_flags(flags)] if flags else []
        ops = inst.operands
        regs = self.operand_is_reg[inst.opcode]
        fmt = self.formats[inst.opcode]
        if inst.opcode in VEC_CMP:
            mnemonic = print_vec_compare(inst)
            if mnemonic is not None:
                out.append(mnemonic + "\t")
                fmt = without_imm(fmt, VEC_CMP[inst.opcode][1])[1:]
        for p in fmt:
            if type(p) is str:
                out.append(p)
                continue
            idx = p & 0xFF
            fn = self.methods[p >> 8]
            if fn is None:
                op = ops[idx]
                if idx < len(regs) and regs[idx]:
                    out.append(_ASM[op])
                elif type(op) is int:
                    out.append(str(op))
                else:
                    out.append("offset " + str(op))
            else:
                fn(ops, idx, out)
        return "".join(out)
