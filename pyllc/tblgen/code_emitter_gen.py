"""Encoding-table emitter for byte-oriented targets (LLVM: the TSFlags part of InstrInfoEmitter.cpp and the
tables X86MCCodeEmitter.cpp reads; utils/TableGen/CodeEmitterGen.cpp for fixed-width targets).

What it is: turns each instruction's :class:`~pyllc.tblgen.records.Encoding` into a row of constants in
``gen/mc_code_emitter.py``, so the hand-written per-format encoder functions do no decoding of flags at run
time::

    (form, opcode, legacy_prefixes, escape, rex_w, imm_kind, operand_indices)

``legacy_prefixes`` are the constant prefix bytes in emission order (F3 for REP, 66 for OpSize16 in 32/64-bit
mode, then the mandatory 66/F3/F2); ``escape`` is b"" / 0F / 0F 38 / 0F 3A; ``operand_indices`` are the
MCInst operands the encoder consumes, in order, with tied uses removed (a two-address ``ADD32rr dst, src1,
src2`` encodes ``dst`` and ``src2``).  Pseudo instructions have no row (None).

It also packs LLVM-style TSFlags (form | opmap << 7 | prefix << 9 | rex_w << 12 | opsize << 13 |
imm_kind << 15) for ``DESC_TSFLAGS``.
"""

from __future__ import annotations

from .instr_info_emitter import flatten_operands, parse_constraints
from .loader import RecordKeeper
from .records import Instruction
from .writer import header, str_tuple

FORMS: tuple[str, ...] = (
    "Pseudo",
    "RawFrm",
    "AddRegFrm",
    "RawFrmMemOffs",
    "RawFrmSrc",
    "RawFrmDst",
    "RawFrmDstSrc",
    "RawFrmImm8",
    "RawFrmImm16",
    "AddCCFrm",
    "PrefixByte",
    "MRMDestMem",
    "MRMSrcMem",
    "MRMSrcMemCC",
    "MRMXmCC",
    "MRMXm",
    "MRM0m",
    "MRM1m",
    "MRM2m",
    "MRM3m",
    "MRM4m",
    "MRM5m",
    "MRM6m",
    "MRM7m",
    "MRMDestReg",
    "MRMSrcReg",
    "MRMSrcRegCC",
    "MRMXrCC",
    "MRMXr",
    "MRM0r",
    "MRM1r",
    "MRM2r",
    "MRM3r",
    "MRM4r",
    "MRM5r",
    "MRM6r",
    "MRM7r",
)
IMM_KINDS: tuple[str, ...] = (
    "NoImm",
    "Imm8",
    "Imm8PCRel",
    "Imm8Reg",
    "Imm16",
    "Imm16PCRel",
    "Imm32",
    "Imm32PCRel",
    "Imm32S",
    "Imm64",
)
OPMAPS = {"OB": b"", "TB": b"\x0f", "T8": b"\x0f\x38", "TA": b"\x0f\x3a"}
OPMAP_IDS = {"OB": 0, "TB": 1, "T8": 2, "TA": 3}
PREFIX_IDS = {"": 0, "PD": 1, "XS": 2, "XD": 3, "PS": 4}
OPSIZE_IDS = {"OpSizeFixed": 0, "OpSize16": 1, "OpSize32": 2}


def encoder_operands(inst: Instruction) -> tuple[int, ...]:
    """MCInst operand indices the encoder reads: all machine operands except tied uses."""
    flat = flatten_operands(inst)
    first: dict[str, int] = {}
    for i, (n, _, _) in enumerate(flat):
        first.setdefault(n, i)
    ties, _ = parse_constraints(inst)
    skip = {first[a] for a, _ in ties}
    return tuple(i for i in range(len(flat)) if i not in skip)


def ts_flags(inst: Instruction) -> int:
    e = inst.encoding
    return (
        FORMS.index(e.form)
        | OPMAP_IDS[e.opmap] << 7
        | PREFIX_IDS[e.prefix] << 9
        | int(e.rex_w) << 12
        | OPSIZE_IDS[e.opsize] << 13
        | IMM_KINDS.index(e.imm) << 15
        | (e.opcode & 0xFF) << 24
    )


def encoding_row(inst: Instruction) -> tuple[int, int, bytes, bytes, int, int, tuple[int, ...]] | None:
    e = inst.encoding
    if e.form == "Pseudo":
        return None
    pre = bytearray()
    if e.rep:
        pre.append(0xF3)
    if e.opsize == "OpSize16":
        pre.append(0x66)
    if e.prefix == "PD":
        pre.append(0x66)
    elif e.prefix == "XS":
        pre.append(0xF3)
    elif e.prefix == "XD":
        pre.append(0xF2)
    return (
        FORMS.index(e.form),
        e.opcode,
        bytes(pre),
        OPMAPS[e.opmap],
        int(e.rex_w),
        IMM_KINDS.index(e.imm),
        encoder_operands(inst),
    )


def emit_code_emitter(rk: RecordKeeper) -> str:
    insts = rk.instructions
    srcs = sorted({s for _, _, s in insts if not s.endswith("tblgen/target.py")})
    out = [
        header(f"Encoding rows for the {rk.name} code emitter (LLVM: {rk.name}MCCodeEmitter TSFlags).", srcs)
    ]
    out.append(str_tuple("FORM_NAMES", list(FORMS), 6))
    for i, f in enumerate(FORMS):
        out.append(f"{f}: int = {i}\n")
    out.append(str_tuple("IMM_KIND_NAMES", list(IMM_KINDS), 5))
    for i, k in enumerate(IMM_KINDS):
        out.append(f"{k}: int = {i}\n")
    out.append(
        "\n# (form, opcode, legacy prefixes, escape, REX.W, immediate kind, encoded operand indices)\n"
    )
    out.append("ENCODINGS: tuple[tuple[int, int, bytes, bytes, int, int, tuple[int, ...]] | None, ...] = (\n")
    for name, inst, _ in insts:
        row = encoding_row(inst)
        if row is None:
            out.append(f"    None,  # {name}\n")
        else:
            f, opc, pre, esc, w, imm, ops = row
            out.append(
                f"    ({f}, {opc:#04x}, {pre!r}, {esc!r}, {w}, {imm}, {ops!r}),  # {name} {FORMS[f]}\n"
            )
    out.append(")\n")
    return "".join(out)
