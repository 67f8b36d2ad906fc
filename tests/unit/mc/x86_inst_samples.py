"""Representative MCInsts for every encodable x86 opcode of the td, used by the encoding tests.

For each instruction the operands are made from its generated descriptor: register operands take members
of their class in several flavours (legacy registers, REX-extended R8..R15/XMM8..15, the AH family where it
is encodable, SPL..DIL), immediates take the edges of their width, condition codes vary, memory operands go
through base-only, base+index*scale+disp8, disp32, RSP/R12/RBP/R13 bases, index-only, absolute, segment
overrides and RIP-relative symbols; string instructions take RSI/RDI, ESI/EDI and source segment overrides.  Choices avoid texts for which the assembler legitimately picks a
shorter encoding (``addl $1, %ecx`` is ADD32ri8, ``addl $1000, %eax`` is ADD32i32), so the oracle's bytes
must equal ours.
"""

from __future__ import annotations

from collections.abc import Iterator

from pyllc.mc.inst import MCInst
from pyllc.targets.x86.gen import asm_writer as W
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.gen import mc_code_emitter as E
from pyllc.targets.x86.gen import register_info as R


class Sym:
    """A bare symbol reference expression (enough of MCSymbolRefExpr for the encoder and printers)."""

    __slots__ = ("name",)
    is_symbol_ref = True
    variant = ""

    def __init__(self, name: str) -> None:
        self.name = name

    def __str__(self) -> str:
        return self.name

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sym) and other.name == self.name

    def __hash__(self) -> int:
        return hash(self.name)


class SymPlus(Sym):
    """``sym+off``: not a bare reference."""

    __slots__ = ("off",)
    is_symbol_ref = False

    def __init__(self, name: str, off: int) -> None:
        super().__init__(name)
        self.off = off

    def __str__(self) -> str:
        return f"{self.name}+{self.off}"


ACC = {R.AL, R.AX, R.EAX, R.RAX}
HIGH = (R.AH, R.CH, R.DH, R.BH)
REX8 = (R.SIL, R.DIL, R.BPL, R.SPL)
ENC = R.HW_ENCODING


def _class_members(rc: int, flags: int) -> tuple[int, ...]:
    if flags & 1:  # pointer kind, as X86RegisterInfo::getPointerRegClass answers in 64-bit mode
        rc = {
            0: R.GR64RegClassID,
            1: R.GR64_NOSPRegClassID,
            2: R.GR64_NOREXRegClassID,
            3: R.GR64_NOREX_NOSPRegClassID,
            4: R.GR64_TCRegClassID,
        }[rc]
    return tuple(r for r in R.REG_CLASS_MEMBERS[rc] if r != R.RIP)


def _pick(members: tuple[int, ...], flavour: str, k: int, avoid_acc: bool) -> int | None:
    if flavour == "legacy":
        pool = [
            r
            for r in members
            if ENC[r] < 8 and r not in HIGH and r not in REX8 and not (avoid_acc and r in ACC)
        ]
    elif flavour == "ext":
        pool = [r for r in members if ENC[r] >= 8]
    elif flavour == "high":
        pool = [r for r in members if r in HIGH] or [r for r in members if ENC[r] < 8 and r not in REX8]
    else:  # rex8
        pool = [r for r in members if r in REX8] or [r for r in members if ENC[r] >= 8]
    if avoid_acc:
        pool = [r for r in pool if r not in ACC]
    if not pool:
        return None
    return pool[k % len(pool)]


IMM_EDGES = {
    E.Imm8: (-128, 127, -1),
    E.Imm16: (-32768, 32767, 300),
    E.Imm32: (-2147483648, 2147483647, 100000),
    E.Imm32S: (-2147483648, 2147483647, -100000),
    E.Imm64: (-9223372036854775808, 9223372036854775807, 81985529216486895),
}
# (base, scale, index, disp, segment) samples; RIP entries use symbols.
MEMS: tuple[tuple[object, ...], ...] = (
    (R.RAX, 1, 0, 0, 0),
    (R.RCX, 4, R.RDX, 16, 0),
    (R.RSP, 1, 0, -8, 0),
    (R.RBP, 1, 0, 0, 0),
    (R.R13, 8, R.R12, 2147483647, 0),
    (R.R12, 1, 0, -2147483648, 0),
    (0, 2, R.RSI, 64, 0),
    (0, 1, 0, 4096, 0),
    (R.RBX, 1, R.R9, -128, R.FS),
    (R.RDI, 1, 0, 127, R.GS),
    (R.RIP, 1, 0, Sym("foo"), 0),
    (R.RIP, 1, 0, SymPlus("bar", 8), 0),
    (R.R8, 2, R.RBP, Sym("baz"), 0),
    (R.EAX, 1, R.ECX, 12, 0),
    (R.RIP, 1, 0, -1000, 0),
    (R.R13, 1, 0, 100, 0),
    (R.R12, 4, R.R15, 1000, R.FS),
)


def _mem_start_run(ops: tuple[tuple[int, int, int, int], ...], i: int) -> bool:
    j = i
    while j > 0 and ops[j - 1][0] == 3:
        j -= 1
    return (i - j) % 5 == 0


#: String-instruction operands (srcidx: base, segment; dstidx: base): 64-bit, 32-bit (67) addresses, and
#: source segment overrides.  llvm-mc-14 writes REX.W before a segment override or 67 (``48 64 67 a5``),
#: which its disassembler then reads as a lone ``fs``/``addr32``: the REX.W forms take 64-bit addresses only.
STRING_INDEXES: tuple[tuple[int, int, int], ...] = (
    (R.RSI, R.RDI, 0),
    (R.ESI, R.EDI, 0),
    (R.RSI, R.RDI, R.FS),
    (R.ESI, R.EDI, R.GS),
    (R.RSI, R.RDI, R.ES),
)


def _string_samples(name: str) -> Iterator[MCInst]:
    op: int = getattr(II, name)
    row = E.ENCODINGS[op]
    assert row is not None
    form, rex_w = row[0], row[4]
    for si, di, seg in STRING_INDEXES[:1] if rex_w else STRING_INDEXES:
        if form == E.RawFrmDst:
            if not seg:
                yield MCInst(op, [di])
        else:
            yield MCInst(op, [si, seg] if form == E.RawFrmSrc else [di, si, seg])


def samples(name: str) -> Iterator[MCInst]:
    """Several MCInsts for opcode ``name`` (none for pseudos)."""
    op = getattr(II, name)
    row = E.ENCODINGS[op]
    if row is None:
        return
    form, _, _, _, rex_w, imm_kind, enc = row
    if form in (E.RawFrmSrc, E.RawFrmDst, E.RawFrmDstSrc):
        yield from _string_samples(name)
        return
    infos = II.DESC_OPERANDS[op]
    tied = {i: oi[3] for i, oi in enumerate(infos) if oi[3] >= 0}
    n = len(infos)
    has_mem = any(oi[0] == 3 for oi in infos)
    # The accumulator would make the assembler pick the short form of ALU immediates.
    avoid_acc = imm_kind != E.NoImm and form >= E.MRMDestReg
    # ``fadd %st, %st(0)`` is also the text of the alias for ``fadd %st(0), %st`` (D8 C0), which the assembler
    # prefers: an x87 form that spells ST(0) itself takes its register operand from ST(1)..ST(7).
    avoid_st0 = any(type(p) is str and "%st" in p for p in W.ATT_FORMATS[op])
    flavours = ["legacy", "ext", "legacy", "ext"]
    has_gr8 = any(oi[0] == 2 and oi[1] in (R.GR8RegClassID, R.GR8_NOREXRegClassID) for oi in infos)
    if has_gr8:
        flavours += ["high", "rex8"]
    variants = max(len(flavours), len(MEMS) if has_mem else 0)
    pcrel_names = ("foo", "bar", "baz")
    for v in range(variants):
        flavour = flavours[v % len(flavours)]
        vals: list[object] = [None] * n
        ok = True
        i = 0
        while i < n:
            t, rc, flags, tie = infos[i]
            if i in tied:
                vals[i] = vals[tied[i]]
                i += 1
                continue
            if t == 3 and _mem_start_run(infos, i):
                mem = MEMS[v % len(MEMS)]
                if flavour == "high" and any(type(x) is int and x and ENC[x] >= 8 for x in (mem[0], mem[2])):
                    mem = MEMS[0]
                vals[i : i + 5] = list(mem)
                i += 5
                continue
            if t == 2 or t == 0:
                fl = flavour
                if fl == "high" and (rex_w or rc not in (R.GR8RegClassID, R.GR8_NOREXRegClassID)):
                    fl = "legacy"
                if fl == "rex8" and rc not in (R.GR8RegClassID,):
                    fl = "legacy" if rc == R.GR8_NOREXRegClassID else "ext"
                members = _class_members(rc, flags)
                if avoid_st0:
                    members = tuple(r for r in members if r != R.ST0)
                r = _pick(members, fl, v + 3 * i, avoid_acc)
                if r is None:
                    r = _pick(members, "legacy", v + 3 * i, avoid_acc)
                if r is None:
                    ok = False
                    break
                vals[i] = r
            elif t == 4:
                vals[i] = Sym(pcrel_names[v % 3])
            elif t == 13:
                vals[i] = (v * 5 + 3) % 16
            else:
                edges = IMM_EDGES.get(imm_kind, (0, 1, 2))
                val = edges[v % len(edges)]
                if (
                    name.startswith(
                        (
                            "BT",
                            "RET",
                            "INT",
                            "ROUND",
                            "CMPS",
                            "CMPP",
                            "PSHUF",
                            "PSLL",
                            "PSRL",
                            "PSRA",
                            "PEXTR",
                            "PINSR",
                        )
                    )
                    or "u8" in name
                ):
                    val = (0, 255, 7, 100)[v % 4]
                if name.startswith(("RETI",)):
                    val = (0, 65535, 8, 32767)[v % 4]
                if name.startswith(("SH", "RO", "SA", "RC")) and imm_kind == E.Imm8:
                    val = (0, 255, 7, 31)[v % 4]
                vals[i] = val
            i += 1
        if not ok:
            continue
        # Registers that force REX cannot be mixed with AH..DH.
        regs = [x for k, x in enumerate(vals) if type(x) is int and infos[k][0] in (0, 2) and x]
        if any(r in HIGH for r in regs) and (rex_w or any(ENC[r] >= 8 or r in REX8 for r in regs)):
            continue
        yield MCInst(op, vals)


def symbolic_imm_samples() -> Iterator[MCInst]:
    """Symbolic immediates where the assembler has no shorter alternative."""
    yield MCInst(II.MOV32ri, [R.ECX, Sym("foo")])
    yield MCInst(II.MOV64ri, [R.R11, Sym("foo")])
    yield MCInst(II.MOV64ri32, [R.RAX, Sym("foo")])
    yield MCInst(II.MOV32mi, [R.RAX, 1, 0, 4, 0, Sym("foo")])
    yield MCInst(II.MOV64mi32, [R.RIP, 1, 0, Sym("bar"), 0, Sym("foo")])
    yield MCInst(II.CALL64pcrel32, [SymPlus("foo", 4)])
    yield MCInst(II.ADD32mi, [R.RIP, 1, 0, Sym("bar"), 0, 100000])
