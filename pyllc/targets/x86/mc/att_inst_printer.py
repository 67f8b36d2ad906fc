"""AT&T-syntax x86 instruction printer (LLVM: lib/Target/X86/MCTargetDesc/X86ATTInstPrinter.cpp,
X86InstPrinterCommon.cpp).

What it is: prints an MCInst from the generated format table ``gen/asm_writer.ATT_FORMATS[opcode]``: a tuple
of literal strings and operand slots (``method << 8 | operand index``).  Slots dispatch through a list of
print functions indexed by the generated method number, so printing is a loop over a tuple and a table
call per operand.

AT&T conventions: registers ``%eax``; immediates ``$42``; branch targets and symbolic displacements bare;
memory ``seg:disp(base,index,scale)`` with a zero displacement and a scale of 1 left out; operands in
source, destination order (the asm strings already say so); string operands ``(%rsi)``, ``%es:(%rdi)``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.mc.inst import MCInst
from pyllc.targets.x86.gen import asm_writer as W
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.gen import register_info as R

TSFLAGS = II.DESC_TSFLAGS
#: TSFlags bit of ``X86II::LOCK`` (td/instr_formats.X86Encoding.ts_flags).
LOCK_TSFLAG = 1 << 19

COND_CODES: tuple[str, ...] = (
    "o",
    "no",
    "b",
    "ae",
    "e",
    "ne",
    "be",
    "a",
    "s",
    "ns",
    "p",
    "np",
    "l",
    "ge",
    "le",
    "g",
)
_ASM = R.ASM_NAMES

# MCInst flags of x86 prefixes that are not part of the opcode (LLVM: X86::IP_* in X86BaseInfo.h).
IP_HAS_OP_SIZE = 1
IP_HAS_AD_SIZE = 2
IP_HAS_REPEAT_NE = 4
IP_HAS_REPEAT = 8
IP_HAS_LOCK = 16
IP_HAS_NOTRACK = 32


def print_inst_flags(flags: int) -> str:
    """The prefix text of an MCInst's LOCK/REP/REPNE flags, before the mnemonic (LLVM:
    X86InstPrinterCommon::printInstFlags): ``lock``, ``repne``/``rep`` before the mnemonic."""
    out = "lock\t\t" if flags & IP_HAS_LOCK else ""
    if flags & IP_HAS_NOTRACK:
        out += "notrack\t\t"
    if flags & IP_HAS_REPEAT_NE:
        out += "repne\t\t"
    elif flags & IP_HAS_REPEAT:
        out += "rep\t\t"
    return out


PrintFn = Callable[[list[Any], int, list[str]], None]


def _reg(r: int) -> str:
    return "%" + _ASM[r]


def print_pcrel_imm(ops: list[Any], i: int, out: list[str]) -> None:
    out.append(str(ops[i]))


def print_cond_code(ops: list[Any], i: int, out: list[str]) -> None:
    out.append(COND_CODES[ops[i]])


def print_u8_imm(ops: list[Any], i: int, out: list[str]) -> None:
    op = ops[i]
    out.append(f"${op & 0xFF}" if type(op) is int else f"${op}")


def print_mem_reference(ops: list[Any], i: int, out: list[str]) -> None:
    base, scale, index, disp, seg = ops[i], ops[i + 1], ops[i + 2], ops[i + 3], ops[i + 4]
    if seg:
        out.append(_reg(seg) + ":")
    if type(disp) is int:
        if disp or (not index and not base):
            out.append(str(disp))
    else:
        out.append(str(disp))
    if index or base:
        out.append("(")
        if base:
            out.append(_reg(base))
        if index:
            out.append("," + _reg(index))
            if scale != 1:
                out.append(f",{scale}")
        out.append(")")


def print_sti_register(ops: list[Any], i: int, out: list[str]) -> None:
    """An x87 stack register operand: ``%st(0)`` for ST0, which prints ``%st`` elsewhere."""
    out.append("%st(0)" if ops[i] == R.ST0 else _reg(ops[i]))


def print_src_idx(ops: list[Any], i: int, out: list[str]) -> None:
    """A string source (printSrcIdx): ``%seg:(%rsi)``, the segment only when the MCInst names one."""
    seg = ops[i + 1]
    out.append(f"{_reg(seg)}:({_reg(ops[i])})" if seg else f"({_reg(ops[i])})")


def print_dst_idx(ops: list[Any], i: int, out: list[str]) -> None:
    """A string destination (printDstIdx): ``%es:(%rdi)``, always ES-based."""
    out.append(f"%es:({_reg(ops[i])})")


_BY_NAME: dict[str, PrintFn] = {
    "printPCRelImm": print_pcrel_imm,
    "printSTiRegister": print_sti_register,
    "printCondCode": print_cond_code,
    "printU8Imm": print_u8_imm,
    "printMemReference": print_mem_reference,
    "printanymem": print_mem_reference,
    "printbytemem": print_mem_reference,
    "printwordmem": print_mem_reference,
    "printdwordmem": print_mem_reference,
    "printqwordmem": print_mem_reference,
    "printxmmwordmem": print_mem_reference,
    "printtbytemem": print_mem_reference,
    **{f"printSrcIdx{n}": print_src_idx for n in (8, 16, 32, 64)},
    **{f"printDstIdx{n}": print_dst_idx for n in (8, 16, 32, 64)},
}


#: SSE compare predicates 0-7 (LLVM: X86InstPrinterCommon::printVecCompareInstr): ``cmpss $1`` is ``cmpltss``.
SSE_CC_NAMES: tuple[str, ...] = ("eq", "lt", "le", "unord", "neq", "nlt", "nle", "ord")
VEC_CMP: dict[int, tuple[str, int]] = {
    getattr(II, n): (n[3:5].lower(), i)
    for n, i in (
        ("CMPSSrr", 3),
        ("CMPSSrm", 7),
        ("CMPSDrr", 3),
        ("CMPSDrm", 7),
        ("CMPPSrri", 3),
        ("CMPPDrri", 3),
    )
}


def print_vec_compare(inst: MCInst) -> str | None:
    """``cmp<pred><ss|sd|ps|pd>`` without the immediate when it is a named predicate, as LLVM prints it."""
    suffix, imm_index = VEC_CMP[inst.opcode]
    imm = inst.operands[imm_index]
    if type(imm) is not int or not 0 <= imm < 8:
        return None
    return f"cmp{SSE_CC_NAMES[imm]}{suffix}"


class X86ATTInstPrinter:
    """Prints MCInsts in AT&T syntax (LLVM: ``X86ATTInstPrinter``)."""

    __slots__ = ("formats", "methods", "operand_is_reg")

    def __init__(self) -> None:
        self.formats: tuple[tuple[str | int, ...], ...] = W.ATT_FORMATS
        self.methods: list[PrintFn | None] = [_BY_NAME.get(m) for m in W.PRINT_METHODS]
        self.operand_is_reg = _operand_is_reg()

    def print_inst(self, inst: MCInst) -> str:
        """The instruction text, mnemonic and operands separated by a tab (no leading tab)."""
        flags = inst.flags
        if TSFLAGS[inst.opcode] & LOCK_TSFLAG:
            flags |= IP_HAS_LOCK  # printInstFlags: the LOCK prefix of an always-locked instruction
        out: list[str] = [print_inst_flags(flags)] if flags else []
        ops = inst.operands
        methods = self.methods
        regs = self.operand_is_reg[inst.opcode]
        fmt = self.formats[inst.opcode]
        if inst.opcode in VEC_CMP:
            mnemonic = print_vec_compare(inst)
            if mnemonic is not None:
                # Drop the immediate slot ("$cc, ") and the generic mnemonic.
                _, imm_index = VEC_CMP[inst.opcode]
                out.append(mnemonic + "\t")
                fmt = without_imm(fmt, imm_index)[1:]
        for p in fmt:
            if type(p) is str:
                out.append(p)
            else:
                idx = p & 0xFF
                fn = methods[p >> 8]
                if fn is None:
                    op = ops[idx]
                    if idx < len(regs) and regs[idx]:
                        out.append("%" + _ASM[op])
                    else:
                        out.append(f"${op}")
                else:
                    fn(ops, idx, out)
        return "".join(out)


def without_imm(fmt: tuple[str | int, ...], imm_index: int) -> tuple[str | int, ...]:
    """The format with the immediate slot and the separator that follows or precedes it removed."""
    out: list[str | int] = []
    skip_sep = False
    for p in fmt:
        if type(p) is int and p & 0xFF == imm_index:
            if out and out[-1] == ", ":
                out.pop()
            else:
                skip_sep = True
            continue
        if skip_sep and p == ", ":
            skip_sep = False
            continue
        out.append(p)
    return tuple(out)


def _operand_is_reg() -> tuple[tuple[bool, ...], ...]:
    """Per opcode, whether each MCInst operand is a register (from the generated operand-type tuples):
    ``printOperand`` prints registers as ``%name`` and immediates or expressions as ``$value``."""
    return tuple(tuple(oi[0] in (0, 2) for oi in ops) for ops in II.DESC_OPERANDS)
