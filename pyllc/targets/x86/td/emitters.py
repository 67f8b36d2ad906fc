"""x86's tblgen plug-in: the backends only x86 has (LLVM: the x86 parts of the TableGen backends --
X86MCCodeEmitter's TSFlags decoding, utils/TableGen/X86FoldTablesEmitter.cpp).

What it is: ``python -m pyllc.tblgen`` runs every target's generic backends and, for a target whose ``td/``
package has an ``emitters`` module, the backends listed in its ``BACKENDS`` as well.  x86 adds three:

* ``gen/mc_code_emitter.py`` -- each instruction's :class:`~pyllc.targets.x86.td.instr_formats.X86Encoding`
  as a row of constants, so the hand-written per-format encoder functions decode no flags at run time::

      (form, opcode, legacy_prefixes, escape, rex_w, imm_kind, operand_indices)

  ``legacy_prefixes`` are the constant prefix bytes in emission order (F3 for REP, 66 for OpSize16 in
  32/64-bit mode, F0 for LOCK, then the mandatory 66/F3/F2); ``escape`` is b"" / 0F / 0F 38 / 0F 3A; ``operand_indices``
  are the MCInst operands the encoder consumes, in order, with tied uses removed (a two-address
  ``ADD32rr dst, src1, src2`` encodes ``dst`` and ``src2``).  Pseudo instructions have no row (None).
* ``gen/fold_tables.py`` -- the memory-operand folding tables (:mod:`.fold_tables_emitter`).
* ``gen/asm_matcher.py`` -- the assembler's match tables for AT&T and Intel syntax, from the instructions'
  asm strings, the operand classes and the aliases of ``instr_aliases`` (the generic
  :func:`~pyllc.tblgen.asm_matcher_emitter.emit_asm_matcher_tables`; every encodable instruction joins).
* ``gen/disassembler_tables.py`` -- the decoder tables (:mod:`.disassembler_emitter`).
"""

from __future__ import annotations

from pyllc.tblgen.asm_matcher_emitter import emit_asm_matcher_tables
from pyllc.tblgen.code_emitter_gen import encoder_operands
from pyllc.tblgen.loader import Backend, RecordKeeper
from pyllc.tblgen.records import Instruction
from pyllc.tblgen.writer import header, str_tuple

from .disassembler_emitter import emit_x86_disassembler_tables
from .fold_tables_emitter import emit_fold_tables
from .instr_formats import FORMS, IMM_KINDS, X86Encoding

_ESCAPES = {"OB": b"", "TB": b"\x0f", "T8": b"\x0f\x38", "TA": b"\x0f\x3a"}
_MANDATORY = {"": b"", "PS": b"", "PD": b"\x66", "XS": b"\xf3", "XD": b"\xf2"}


def encoding_row(inst: Instruction) -> tuple[int, int, bytes, bytes, int, int, tuple[int, ...]] | None:
    e = inst.encoding
    if not isinstance(e, X86Encoding):
        return None
    # LLVM's emitPrefixImpl order: REP, operand size, LOCK, the mandatory prefix.
    pre = (
        (b"\xf3" if e.rep else b"")
        + (b"\x66" if e.opsize == "OpSize16" else b"")
        + (b"\xf0" if e.lock else b"")
        + _MANDATORY[e.prefix]
    )
    return (
        FORMS.index(e.form),
        e.opcode,
        pre,
        _ESCAPES[e.opmap],
        int(e.rex_w),
        IMM_KINDS.index(e.imm),
        encoder_operands(inst),
    )


def emit_x86_code_emitter(rk: RecordKeeper) -> str:
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


def emit_x86_asm_matcher(rk: RecordKeeper) -> str:
    return emit_asm_matcher_tables(rk, lambda inst: isinstance(inst.encoding, X86Encoding))


BACKENDS: tuple[Backend, ...] = (
    Backend("mc_code_emitter.py", emit_x86_code_emitter),
    Backend("fold_tables.py", emit_fold_tables),
    Backend("asm_matcher.py", emit_x86_asm_matcher),
    Backend("disassembler_tables.py", emit_x86_disassembler_tables),
)
