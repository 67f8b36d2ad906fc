"""Instruction forms for the x86 matcher round trip, and the operand lists a parser would hand the matcher.

:func:`match_forms` enumerates sample MCInsts for every encodable opcode of the x86 description (the
encoder test's :func:`~tests.unit.mc.x86_inst_samples.samples`, plus immediates at the edges of every width
and the accumulator registers, where the assembler chooses a shorter form than the sample's opcode).
:func:`operands_from_inst` builds the :class:`X86Operand` list for an MCInst as the AT&T or Intel parser
would from the printed line: it walks the printer's generated format (``gen/asm_writer``), so operand order,
literal registers (``%cl``), the ``*`` of indirect branches and the Intel memory size keywords come from
the printer's tables, not from the matcher's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from pyllc.mc.expr import MCConstantExpr
from pyllc.mc.inst import MCInst
from pyllc.targets.x86.gen import asm_writer as W
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.gen import mc_code_emitter as E
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.mc.att_inst_printer import LOCK_TSFLAG, VEC_CMP
from pyllc.targets.x86.mc.x86_operand import X86Operand

from .x86_inst_samples import samples, symbolic_imm_samples

#: Prefix instructions (LOCK_PREFIX, REP_PREFIX...) are left out: a prefix mnemonic followed by more text is
#: the start of another statement, which is the parser's business (X86AsmParser::ParseInstruction).  So are
#: the always-locked code-generation forms (LCMPXCHG32, LXADD64, LOCK_ADD32mi...): their text is a ``lock``
#: statement before the unlocked instruction.
ENCODABLE = [
    n
    for i, n in enumerate(II.OPCODE_NAMES)
    if E.ENCODINGS[i] is not None and not n.endswith("_PREFIX") and not II.DESC_TSFLAGS[i] & LOCK_TSFLAG
]

#: Immediates tried in every immediate slot, filtered to what the opcode's immediate kind can hold.
EDGE_VALUES = (
    0,
    1,
    -1,
    2,
    127,
    128,
    -128,
    -129,
    255,
    256,
    32767,
    32768,
    -32768,
    65535,
    65536,
    0x7FFFFFFF,
    -0x80000000,
    0xFFFFFF80,
    0xFFFFFFFF,
    0x100000000,
    -0x80000001,
)
_RANGES = {
    E.Imm8: (-128, 255),
    E.Imm16: (-32768, 65535),
    E.Imm32: (-(1 << 31), (1 << 32) - 1),
    E.Imm32S: (-(1 << 31), (1 << 31) - 1),
    E.Imm64: (-(1 << 63), (1 << 64) - 1),
}
_ACC = {R.GR8RegClassID: R.AL, R.GR16RegClassID: R.AX, R.GR32RegClassID: R.EAX, R.GR64RegClassID: R.RAX}


def _imm_variants(inst: MCInst) -> Iterator[MCInst]:
    row = E.ENCODINGS[inst.opcode]
    assert row is not None
    lo_hi = _RANGES.get(row[5])
    imm_at = [i for i, oi in enumerate(II.DESC_OPERANDS[inst.opcode]) if oi[0] == 1]
    if lo_hi is None or len(imm_at) != 1 or type(inst.operands[imm_at[0]]) is not int:
        return
    k = imm_at[0]
    for v in EDGE_VALUES:
        if lo_hi[0] <= v <= lo_hi[1]:
            ops = list(inst.operands)
            ops[k] = v
            yield MCInst(inst.opcode, ops)
            acc = _with_accumulator(inst.opcode, ops)
            if acc is not None:
                yield acc


def _with_accumulator(opcode: int, ops: list[Any]) -> MCInst | None:
    """The same instruction on the accumulator of its first register operand's class."""
    infos = II.DESC_OPERANDS[opcode]
    for i, (t, rc, flags, _) in enumerate(infos):
        if t == 2 and not flags & 1 and rc in _ACC:
            old = ops[i]
            new = [(_ACC[rc] if (x == old and infos[j][0] == 2) else x) for j, x in enumerate(ops)]
            return MCInst(opcode, new) if new != ops else None
    return None


def match_forms() -> Iterator[tuple[str, MCInst]]:
    """``(opcode name, MCInst)`` for every encodable opcode: the encoder samples, their immediate edges and
    accumulator variants, and the symbolic-immediate samples."""
    for name in ENCODABLE:
        for inst in samples(name):
            yield name, inst
            for v in _imm_variants(inst):
                yield name, v
    for inst in symbolic_imm_samples():
        yield II.OPCODE_NAMES[inst.opcode], inst


_MEM_METHOD_SIZES = {
    "printbytemem": 8,
    "printwordmem": 16,
    "printdwordmem": 32,
    "printqwordmem": 64,
    "printxmmwordmem": 128,
    "printtbytemem": 80,
    "printanymem": 0,
    "printMemReference": 0,
}
_LIT = re.compile(r"\*|%?[a-z][a-z0-9]*")
_REG_BY_NAME = {n: i for i, n in enumerate(R.ASM_NAMES) if n}


def _expr(v: Any) -> Any:
    return MCConstantExpr(v) if type(v) is int else v


def operands_from_inst(inst: MCInst, mnemonic: str, intel: bool = False) -> list[X86Operand]:
    """The operand list the parser builds for the printed form of ``inst`` (mnemonic token first).

    Every operand gets its position in the list times 10 as its start offset (the tests check which
    operand an error names)."""
    fmt = (W.INTEL_FORMATS if intel else W.ATT_FORMATS)[inst.opcode]
    ops = inst.operands
    is_reg = [oi[0] in (0, 2) for oi in II.DESC_OPERANDS[inst.opcode]]
    out = [X86Operand.create_token(mnemonic, 0)]

    def pos() -> int:
        return 10 * len(out)

    in_operands = False
    for p in fmt:
        if type(p) is str:
            if not in_operands:
                if "\t" not in p:
                    continue
                in_operands = True
                p = p.split("\t", 1)[1]
            for lit in _LIT.findall(p):
                if lit == "*":
                    out.append(X86Operand.create_token("*", pos()))
                else:
                    out.append(X86Operand.create_reg(_REG_BY_NAME[lit.lstrip("%")], pos(), pos() + 3))
            continue
        if not in_operands:
            continue  # a condition code printed inside the mnemonic
        assert type(p) is int
        idx, method = p & 0xFF, W.PRINT_METHODS[p >> 8]
        if method in _MEM_METHOD_SIZES:
            base, scale, index, disp, seg = ops[idx : idx + 5]
            size = _MEM_METHOD_SIZES[method] if intel else 0
            d = None if (type(disp) is int and disp == 0) else _expr(disp)
            out.append(X86Operand.create_mem(seg, d, base, index, scale, pos(), pos() + 5, size))
        elif method.startswith("printSrcIdx"):
            size = int(method[11:]) if intel else 0
            out.append(X86Operand.create_mem(ops[idx + 1], None, ops[idx], 0, 1, pos(), pos() + 5, size))
        elif method.startswith("printDstIdx"):
            size = int(method[11:]) if intel else 0
            out.append(X86Operand.create_mem(R.ES, None, ops[idx], 0, 1, pos(), pos() + 5, size))
        elif method == "printPCRelImm":
            out.append(X86Operand.create_mem(0, _expr(ops[idx]), 0, 0, 1, pos(), pos() + 3, 0, True))
        elif method == "printU8Imm":
            v = ops[idx]
            out.append(X86Operand.create_imm(_expr(v & 0xFF if type(v) is int else v), pos(), pos() + 3))
        elif method in ("printOperand", "printSTiRegister") and is_reg[idx]:
            out.append(X86Operand.create_reg(ops[idx], pos(), pos() + 4))
        else:
            out.append(X86Operand.create_imm(_expr(ops[idx]), pos(), pos() + 3))
    return out


def generic_mnemonic(inst: MCInst, printed: str, intel: bool = False) -> str:
    """The mnemonic the parser hands the matcher: the printed one, except that ``cmpltss``-style vector
    compares (X86AsmParser rewrites them to ``cmpss`` plus the predicate immediate) use the generic name."""
    if inst.opcode in VEC_CMP:
        return str((W.INTEL_FORMATS if intel else W.ATT_FORMATS)[inst.opcode][0]).split("\t")[0]
    return printed.split("\t")[0].split(" ")[-1]


_REG_NAME = {i: n for n, i in _REG_BY_NAME.items()}


def split_printed(printed: str) -> tuple[str, list[str]]:
    """The mnemonic and the operand texts (split at commas outside parentheses) of a printed line."""
    mn, _, rest = printed.partition("\t")
    segs: list[str] = []
    depth, cur = 0, ""
    for c in rest:
        if c == "," and depth == 0:
            segs.append(cur.strip())
            cur = ""
            continue
        depth += c in "(["
        depth -= c in ")]"
        cur += c
    if cur.strip():
        segs.append(cur.strip())
    return mn, segs


def layout(mnemonic: str, segs: list[str], ops: list[X86Operand]) -> str:
    """The line ``mnemonic seg, seg...``, setting each operand's start to its offset in it (a ``*``
    segment holds the star token and the operand after it)."""
    line = mnemonic + " "
    ops[0].start = 0
    k = 1
    for i, seg in enumerate(segs):
        if i:
            line += ", "
        at = len(line)
        if seg.startswith("*") and k < len(ops) and ops[k].kind == 0:
            ops[k].start = at
            k += 1
            at += 1
        if k < len(ops):
            ops[k].start = at
            k += 1
        line += seg
    return line.rstrip()
