"""The x86 machine-code emitter (LLVM: lib/Target/X86/MCTargetDesc/X86MCCodeEmitter.cpp).

What it is: ``X86MCCodeEmitter.encode_instruction(inst, out, fixups)`` appends the bytes of one MCInst to a
``bytearray`` and records an :class:`~pyllc.mc.inst.MCFixup` for every field that holds an expression.

Layout of a legacy-encoded instruction::

    [seg] [67] [66/F3/F2 ...] [REX] [0F [38|3A]] opcode [ModRM [SIB] [disp]] [imm]

    REX   = 0100WRXB   W: 64-bit operand size        ModRM = mod:2 reg:3 rm:3
                       R: ModRM.reg bit 3            SIB   = scale:2 index:3 base:3
                       X: SIB.index bit 3
                       B: ModRM.rm / SIB.base / opcode-register bit 3

Everything constant per opcode comes from the generated row ``gen/mc_code_emitter.ENCODINGS[opcode]``
(form, opcode byte, prefix bytes, escape, REX.W, immediate kind, encoded operand indices).  The code below is
one straight-line function per group of formats, dispatched through ``_FORM_FUNCS[form]``.

Memory operands (64-bit mode; base/scale/index/disp/segment):

* base RIP: ``mod=00 rm=101`` + disp32, PC-relative (fixup ``reloc_riprel_4byte*``, biased by -4 and by the
  size of any immediate that follows, since the CPU adds the address of the *next* instruction).
* no base and no index (absolute): ``mod=00 rm=100`` + SIB ``base=101 index=100`` + disp32 (rm=101 alone
  would mean RIP-relative in 64-bit mode).
* a SIB byte is needed when there is an index or the base is RSP/R12 (rm=100 means "SIB follows").
* displacement: none when 0 and the base is not RBP/R13 (their mod=00 encodings mean "no base"/RIP), disp8
  when it fits in a signed byte, else disp32; symbolic displacements always take disp32.
* an index or base from GR32 in 64-bit mode needs the 0x67 address-size prefix.

String instructions (``movsq``) have no ModRM: their RSI/RDI operands are implicit, ESI/EDI take the 67
prefix and a source segment other than DS its override prefix.

SPL/BPL/SIL/DIL require a REX prefix (even an empty 0x40); AH/BH/CH/DH cannot be encoded with one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.mc.inst import (
    FK_NONE,
    FK_Data_1,
    FK_Data_2,
    FK_Data_4,
    FK_Data_8,
    FK_PCRel_1,
    FK_PCRel_2,
    FK_PCRel_4,
    GENERIC_FIXUP_KIND_NAMES,
    FirstTargetFixupKind,
    MCFixup,
    MCInst,
)
from pyllc.mc.expr import VK_None, MCConstantExpr
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.gen import mc_code_emitter as E
from pyllc.targets.x86.gen import register_info as R

# ---- fixup kinds (the generic MC kinds, then X86's from FirstTargetFixupKind; LLVM names) ----------------
reloc_riprel_4byte = FirstTargetFixupKind
reloc_riprel_4byte_movq_load = FirstTargetFixupKind + 1
reloc_riprel_4byte_relax = FirstTargetFixupKind + 2
reloc_riprel_4byte_relax_rex = FirstTargetFixupKind + 3
reloc_signed_4byte = FirstTargetFixupKind + 4
reloc_signed_4byte_relax = FirstTargetFixupKind + 5
reloc_global_offset_table = FirstTargetFixupKind + 6
reloc_global_offset_table8 = FirstTargetFixupKind + 7
reloc_branch_4byte_pcrel = FirstTargetFixupKind + 8
X86_FIXUP_KIND_NAMES: tuple[str, ...] = (
    "reloc_riprel_4byte",
    "reloc_riprel_4byte_movq_load",
    "reloc_riprel_4byte_relax",
    "reloc_riprel_4byte_relax_rex",
    "reloc_signed_4byte",
    "reloc_signed_4byte_relax",
    "reloc_global_offset_table",
    "reloc_global_offset_table8",
    "reloc_branch_4byte_pcrel",
)


def fixup_kind_name(kind: int) -> str:
    """The LLVM name of a generic or X86 fixup kind."""
    if kind >= FirstTargetFixupKind:
        return X86_FIXUP_KIND_NAMES[kind - FirstTargetFixupKind]
    return GENERIC_FIXUP_KIND_NAMES[kind]


# immediate kind -> (size in bytes, fixup kind for an expression, PC-relative)
_IMM: tuple[tuple[int, int, bool], ...] = (
    (0, FK_NONE, False),  # NoImm
    (1, FK_Data_1, False),  # Imm8
    (1, FK_PCRel_1, True),  # Imm8PCRel
    (1, FK_Data_1, False),  # Imm8Reg
    (2, FK_Data_2, False),  # Imm16
    (2, FK_PCRel_2, True),  # Imm16PCRel
    (4, FK_Data_4, False),  # Imm32
    (4, FK_PCRel_4, True),  # Imm32PCRel
    (4, reloc_signed_4byte, False),  # Imm32S
    (8, FK_Data_8, False),  # Imm64
)

_ENC = R.HW_ENCODING
_SEG_PREFIX = {R.ES: 0x26, R.CS: 0x2E, R.SS: 0x36, R.DS: 0x3E, R.FS: 0x64, R.GS: 0x65}
_NEEDS_REX = frozenset((R.SPL, R.BPL, R.SIL, R.DIL))
_HIGH_BYTE = frozenset((R.AH, R.BH, R.CH, R.DH))
_GR32_BITS = R.REG_CLASS_BITSETS[R.GR32RegClassID] | 1 << R.EIP | 1 << R.EIZ
_RIP_RELAX = frozenset(
    getattr(II, n)
    for n in (
        "ADC32rm",
        "ADD32rm",
        "AND32rm",
        "CMP32rm",
        "MOV32rm",
        "OR32rm",
        "SBB32rm",
        "SUB32rm",
        "TEST32mr",
        "XOR32rm",
        "CALL64m",
        "JMP64m",
        "TAILJMPm64",
        "TEST64mr",
        "ADC64rm",
        "ADD64rm",
        "AND64rm",
        "CMP64rm",
        "OR64rm",
        "SBB64rm",
        "SUB64rm",
        "XOR64rm",
    )
)


class EncodingError(Exception):
    """An MCInst that cannot be encoded (a pseudo, or AH with a REX prefix)."""


def _is_symbol_ref(expr: Any) -> bool:
    """True for a bare symbol reference (no offset), which allows the relaxable GOTPCREL fixups."""
    return expr.is_symbol_ref


def _ext(reg: int) -> int:
    return _ENC[reg] >> 3 & 1


def _emit_imm(
    out: bytearray, fixups: list[MCFixup], start: int, val: Any, kind: int, branch: bool = False
) -> None:
    """Append an immediate of the given kind; an expression leaves zeros and a fixup (a 32-bit PC-relative
    branch to a bare symbol without a modifier gets ``reloc_branch_4byte_pcrel``, which the assembler may relax)."""
    size, fk, pcrel = _IMM[kind]
    if pcrel and type(val) is int:  # ``call 4096``: a PC-relative fixup to the absolute address, as LLVM's
        val = MCConstantExpr(val)
    elif branch and fk == FK_PCRel_4 and _is_symbol_ref(val) and val.variant == VK_None:
        fk = reloc_branch_4byte_pcrel
    if type(val) is int:
        out += (val & ((1 << (size * 8)) - 1)).to_bytes(size, "little")
    else:
        fixups.append(MCFixup(len(out) - start, fk, val, -size if pcrel else 0))
        out += bytes(size)


def _rex_reg_check(rex: int, regs: tuple[int, ...]) -> int:
    """Force an empty REX for SPL..DIL; reject AH..DH when a REX prefix is present."""
    for r in regs:
        if r in _NEEDS_REX:
            rex |= 0x40
    if rex:
        for r in regs:
            if r in _HIGH_BYTE:
                raise EncodingError(
                    f"cannot encode register '{R.ASM_NAMES[r]}' in an instruction requiring REX prefix"
                )
    return rex


def _emit_mem(
    out: bytearray,
    fixups: list[MCFixup],
    start: int,
    regfield: int,
    ops: list[Any],
    m: int,
    imm_size: int,
    opcode: int,
    has_rex: bool,
) -> None:
    """ModRM (+SIB) (+disp) for the memory operand starting at MCInst operand ``m``."""
    base, scale, index, disp = ops[m], ops[m + 1], ops[m + 2], ops[m + 3]
    rf = (regfield & 7) << 3
    disp_is_int = type(disp) is int
    if base == R.RIP or base == R.EIP:
        out.append(0x05 | rf)
        if disp_is_int:
            out += (disp & 0xFFFFFFFF).to_bytes(4, "little")
        else:
            if not _is_symbol_ref(disp):
                kind = reloc_riprel_4byte
            elif opcode == II.MOV64rm:
                kind = reloc_riprel_4byte_movq_load
            elif opcode in _RIP_RELAX:
                kind = reloc_riprel_4byte_relax_rex if has_rex else reloc_riprel_4byte_relax
            else:
                kind = reloc_riprel_4byte
            fixups.append(MCFixup(len(out) - start, kind, disp, -4 - imm_size))
            out += bytes(4)
        return
    if index == R.EIZ or index == R.RIZ:
        index_enc, has_index = 4, True
    elif index:
        index_enc, has_index = _ENC[index] & 7, True
    else:
        index_enc, has_index = 4, False
    if not base:
        # No base: SIB with base=101 and mod=00 means disp32 only.
        out.append(0x04 | rf)
        out.append(_scale_bits(scale) << 6 | index_enc << 3 | 5)
        if disp_is_int:
            out += (disp & 0xFFFFFFFF).to_bytes(4, "little")
        else:
            fixups.append(MCFixup(len(out) - start, reloc_signed_4byte, disp, 0))
            out += bytes(4)
        return
    base_enc = _ENC[base] & 7
    if disp_is_int and disp == 0 and base_enc != 5:
        mod, dsize = 0, 0
    elif disp_is_int and -128 <= disp <= 127:
        mod, dsize = 1, 1
    else:
        mod, dsize = 2, 4
    if not has_index and base_enc != 4:
        out.append(mod << 6 | rf | base_enc)
    else:
        out.append(mod << 6 | rf | 4)
        out.append(_scale_bits(scale) << 6 | index_enc << 3 | base_enc)
    if dsize == 1:
        out.append(disp & 0xFF)
    elif dsize == 4:
        if disp_is_int:
            out += (disp & 0xFFFFFFFF).to_bytes(4, "little")
        else:
            # [base+disp32] of a MOV32rm may be relaxed (GOT loads); the SIB form never is.
            sib = has_index or base_enc == 4
            kind = reloc_signed_4byte_relax if opcode == II.MOV32rm and not sib else reloc_signed_4byte
            fixups.append(MCFixup(len(out) - start, kind, disp, 0))
            out += bytes(4)


def _scale_bits(scale: int) -> int:
    return (0, 0, 1, 0, 2, 0, 0, 0, 3)[scale] if 0 < scale <= 8 else 0


def _mem_prefixes(out: bytearray, ops: list[Any], m: int) -> None:
    seg = ops[m + 4]
    if seg:
        out.append(_SEG_PREFIX[seg])
    b, i = ops[m], ops[m + 2]
    if (b and _GR32_BITS >> b & 1) or (i and _GR32_BITS >> i & 1):
        out.append(0x67)


# ---- per-format encoders -----------------------------------------------------------------------------------
# Each takes (inst operands, row, out, fixups, opcode) and appends the whole instruction.
Row = tuple[int, int, bytes, bytes, int, int, tuple[int, ...]]


def _raw(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
    _, opc, pre, esc, w, imm, enc = row
    start = len(out)
    out += pre
    if w:
        out.append(0x48)
    out += esc
    out.append(opc)
    if imm:
        _emit_imm(out, fixups, start, ops[enc[0]], imm, True)


def _string_op(ops: list[Any], row: Row, out: bytearray, index_reg: int, seg: int) -> None:
    """A string instruction (RawFrmSrc/RawFrmDst/RawFrmDstSrc; LLVM's emitPrefixImpl and
    X86_MC::needsAddressSizeOverride): the prefixes, REX.W, a source segment override other than DS, 67 for
    ESI/EDI, the opcode.  llvm-mc-14 writes REX.W before the override and 67 (``48 64 67 a5``), and so do we."""
    _, opc, pre, esc, w, _, _ = row
    out += pre
    if w:
        out.append(0x48)
    if seg and seg != R.DS:
        out.append(_SEG_PREFIX[seg])
    if index_reg == R.ESI or index_reg == R.EDI:
        out.append(0x67)
    out += esc
    out.append(opc)


def _raw_src(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
    _string_op(ops, row, out, ops[0], ops[1])


def _raw_dst(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
    _string_op(ops, row, out, ops[0], 0)


def _raw_dst_src(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
    _string_op(ops, row, out, ops[1], ops[2])


def _make_fixed_modrm(modrm: int) -> Callable[[list[Any], Row, bytearray, list[MCFixup], int], None]:
    """``MRM_C0``..``MRM_FF``: the opcode, then the fixed ModRM byte."""

    def enc_fixed(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
        _raw(ops, row, out, fixups, opcode)
        out.append(modrm)

    return enc_fixed


def _add_reg(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
    _, opc, pre, esc, w, imm, enc = row
    start = len(out)
    reg = ops[enc[0]]
    out += pre
    rex = _rex_reg_check((0x48 if w else 0) | (0x41 if _ENC[reg] & 8 else 0), (reg,))
    if rex:
        out.append(rex | 0x40)
    out += esc
    out.append(opc + (_ENC[reg] & 7))
    if imm:
        _emit_imm(out, fixups, start, ops[enc[1]], imm)


def _add_cc(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
    _, opc, pre, esc, w, imm, enc = row
    start = len(out)
    out += pre
    if w:
        out.append(0x48)
    out += esc
    out.append(opc + ops[enc[-1]])
    if imm:
        _emit_imm(out, fixups, start, ops[enc[0]], imm, True)


def _reg_reg(
    reg: int,
    ext: int,
    rm: int,
    opc: int,
    ops: list[Any],
    row: Row,
    out: bytearray,
    fixups: list[MCFixup],
    imm_at: int,
) -> None:
    """ModRM mod=11: register ``reg`` (or, when ``reg`` is 0, the opcode extension ``ext``) in ModRM.reg and
    register ``rm`` in ModRM.rm."""
    _, _, pre, esc, w, imm, enc = row
    start = len(out)
    out += pre
    rex = 0x48 if w else 0
    if reg and _ENC[reg] & 8:
        rex |= 0x44
    if _ENC[rm] & 8:
        rex |= 0x41
    rex = _rex_reg_check(rex, (rm, reg) if reg else (rm,))
    if rex:
        out.append(rex | 0x40)
    out += esc
    out.append(opc)
    out.append(0xC0 | (_ENC[reg] & 7 if reg else ext) << 3 | _ENC[rm] & 7)
    if imm:
        _emit_imm(out, fixups, start, ops[enc[imm_at]], imm)


def _mrm_dest_reg(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
    enc = row[6]
    _reg_reg(ops[enc[1]], 0, ops[enc[0]], row[1], ops, row, out, fixups, 2)


def _mrm_src_reg(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
    enc = row[6]
    _reg_reg(ops[enc[0]], 0, ops[enc[1]], row[1], ops, row, out, fixups, 2)


def _mrm_src_reg_cc(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
    enc = row[6]
    _reg_reg(ops[enc[0]], 0, ops[enc[1]], row[1] + ops[enc[2]], ops, row, out, fixups, 3)


def _mrm_xr_cc(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
    enc = row[6]
    _reg_reg(0, 0, ops[enc[0]], row[1] + ops[enc[1]], ops, row, out, fixups, 2)


def _make_mrm_nr(n: int) -> Callable[[list[Any], Row, bytearray, list[MCFixup], int], None]:
    def enc_nr(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
        _reg_reg(0, n, ops[row[6][0]], row[1], ops, row, out, fixups, 1)

    return enc_nr


def _mem_form(
    regfield_reg: int,
    ext: int,
    m: int,
    opc: int,
    ops: list[Any],
    row: Row,
    out: bytearray,
    fixups: list[MCFixup],
    opcode: int,
    imm_at: int,
) -> None:
    _, _, pre, esc, w, imm, enc = row
    start = len(out)
    _mem_prefixes(out, ops, m)
    out += pre
    base, index = ops[m], ops[m + 2]
    rex = 0x48 if w else 0
    if regfield_reg and _ENC[regfield_reg] & 8:
        rex |= 0x44
    if index and _ENC[index] & 8:
        rex |= 0x42
    if base and _ENC[base] & 8:
        rex |= 0x41
    if regfield_reg:
        rex = _rex_reg_check(rex, (regfield_reg,))
    if rex:
        out.append(rex | 0x40)
    out += esc
    out.append(opc)
    imm_size = _IMM[imm][0] if imm else 0
    _emit_mem(
        out, fixups, start, _ENC[regfield_reg] if regfield_reg else ext, ops, m, imm_size, opcode, rex != 0
    )
    if imm:
        _emit_imm(out, fixups, start, ops[enc[imm_at]], imm)


def _mrm_dest_mem(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
    enc = row[6]
    _mem_form(ops[enc[5]], 0, enc[0], row[1], ops, row, out, fixups, opcode, 6)


def _mrm_src_mem(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
    enc = row[6]
    _mem_form(ops[enc[0]], 0, enc[1], row[1], ops, row, out, fixups, opcode, 6)


def _mrm_src_mem_cc(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
    enc = row[6]
    _mem_form(ops[enc[0]], 0, enc[1], row[1] + ops[enc[6]], ops, row, out, fixups, opcode, 7)


def _mrm_xm_cc(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
    enc = row[6]
    _mem_form(0, 0, enc[0], row[1] + ops[enc[5]], ops, row, out, fixups, opcode, 6)


def _make_mrm_nm(n: int) -> Callable[[list[Any], Row, bytearray, list[MCFixup], int], None]:
    def enc_nm(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
        _mem_form(0, n, row[6][0], row[1], ops, row, out, fixups, opcode, 5)

    return enc_nm


def _unsupported(ops: list[Any], row: Row, out: bytearray, fixups: list[MCFixup], opcode: int) -> None:
    raise EncodingError(f"unsupported encoding form {E.FORM_NAMES[row[0]]}")


_FORM_FUNCS: list[Callable[[list[Any], Row, bytearray, list[MCFixup], int], None]] = [_unsupported] * len(
    E.FORM_NAMES
)
_FORM_FUNCS[E.RawFrm] = _raw
_FORM_FUNCS[E.PrefixByte] = _raw
_FORM_FUNCS[E.RawFrmSrc] = _raw_src
_FORM_FUNCS[E.RawFrmDst] = _raw_dst
_FORM_FUNCS[E.RawFrmDstSrc] = _raw_dst_src
for _f, _name in enumerate(E.FORM_NAMES):
    if _name.startswith("MRM_"):
        _FORM_FUNCS[_f] = _make_fixed_modrm(int(_name[4:], 16))
_FORM_FUNCS[E.AddRegFrm] = _add_reg
_FORM_FUNCS[E.AddCCFrm] = _add_cc
_FORM_FUNCS[E.MRMDestReg] = _mrm_dest_reg
_FORM_FUNCS[E.MRMSrcReg] = _mrm_src_reg
_FORM_FUNCS[E.MRMSrcRegCC] = _mrm_src_reg_cc
_FORM_FUNCS[E.MRMXrCC] = _mrm_xr_cc
_FORM_FUNCS[E.MRMXr] = _make_mrm_nr(0)
_FORM_FUNCS[E.MRMDestMem] = _mrm_dest_mem
_FORM_FUNCS[E.MRMSrcMem] = _mrm_src_mem
_FORM_FUNCS[E.MRMSrcMemCC] = _mrm_src_mem_cc
_FORM_FUNCS[E.MRMXmCC] = _mrm_xm_cc
_FORM_FUNCS[E.MRMXm] = _make_mrm_nm(0)
for _n in range(8):
    _FORM_FUNCS[E.MRM0r + _n] = _make_mrm_nr(_n)
    _FORM_FUNCS[E.MRM0m + _n] = _make_mrm_nm(_n)


# MCInst flags of prefixes written before the mnemonic (X86::IP_HAS_*), and the TSFlags fields they meet.
_IP_HAS_REPEAT_NE, _IP_HAS_REPEAT, _IP_HAS_LOCK, _IP_HAS_NOTRACK = 4, 8, 16, 32
_PREFIX_FLAGS = _IP_HAS_REPEAT_NE | _IP_HAS_REPEAT | _IP_HAS_LOCK | _IP_HAS_NOTRACK
_TS_LOCK = 1 << 19
_TS_MANDATORY_PREFIX = (0, 1, 1, 1, 0)  # bytes of the mandatory prefix: none, PD, XS, XD, PS
_TSFLAGS = II.DESC_TSFLAGS


def _with_prefix_flags(row: Row, flags: int, opcode: int) -> Row:
    """``row`` with the prefixes of an MCInst's flags (LLVM's emitPrefixImpl): F3 / F2 first, F0 (unless the
    instruction is always locked) and 3E after the operand-size prefix, before the mandatory one."""
    f, opc, pre, esc, w, imm, enc = row
    lead = (b"\xf3" if flags & _IP_HAS_REPEAT else b"") + (b"\xf2" if flags & _IP_HAS_REPEAT_NE else b"")
    mid = (b"\xf0" if flags & _IP_HAS_LOCK and not _TSFLAGS[opcode] & _TS_LOCK else b"") + (
        b"\x3e" if flags & _IP_HAS_NOTRACK else b""
    )
    at = len(pre) - _TS_MANDATORY_PREFIX[_TSFLAGS[opcode] >> 9 & 7]
    return (f, opc, lead + pre[:at] + mid + pre[at:], esc, w, imm, enc)


class X86MCCodeEmitter:
    """Encodes MCInsts for x86-64 (LLVM: ``X86MCCodeEmitter``)."""

    __slots__ = ()

    def encode_instruction(self, inst: MCInst, out: bytearray, fixups: list[MCFixup]) -> None:
        """Append ``inst``'s bytes to ``out``; fixup offsets are relative to the instruction's first byte."""
        row = E.ENCODINGS[inst.opcode]
        if row is None:
            raise EncodingError(f"pseudo instruction {II.OPCODE_NAMES[inst.opcode]} cannot be encoded")
        if inst.flags & _PREFIX_FLAGS:
            row = _with_prefix_flags(row, inst.flags, inst.opcode)
        _FORM_FUNCS[row[0]](inst.operands, row, out, fixups, inst.opcode)
