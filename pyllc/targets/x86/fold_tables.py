"""What it is (LLVM: lib/Target/X86/X86InstrFoldTables.cpp, the memory-operand folding tables).

For a register-form opcode and the index of a register operand that is only read, the opcode of the form
that reads that operand from memory instead, and the alignment the memory form needs.  LLVM lists the pairs by
hand (Table0, Table1, Table2 ...); here they follow from LLVM's opcode naming, one rule a table:

* **Table0** (operand 0, an instruction without a def: compares): ``CMP32rr`` -> ``CMP32mr``,
  ``CMP32ri8`` -> ``CMP32mi8``, ``TEST32ri`` -> ``TEST32mi``;
* **Table1** (operand 1, the source of a one-source instruction or the second compare operand):
  ``MOVZX32rr8`` -> ``MOVZX32rm8``, ``IMUL32rri8`` -> ``IMUL32rmi8``, ``CVTSI2SDrr`` -> ``CVTSI2SDrm``,
  ``UCOMISDrr`` -> ``UCOMISDrm``, ``CMP32rr`` -> ``CMP32rm``;
* **Table2** (operand 2, the second source of a two-address instruction): ``ADD32rr`` -> ``ADD32rm``,
  ``ADDSDrr`` -> ``ADDSDrm``, ``PADDQrr`` -> ``PADDQrm`` (packed SSE: the slot must be 16-byte aligned,
  LLVM's ``TB_ALIGN_16``).

Instructions LLVM keeps out of load folding stay out: the partial-register-update ones with an XMM source
(``CVTSD2SSrr``, ``SQRTSDr``...; ``hasPartialRegUpdate`` with ``ForLoadFold``), and two-address forms whose
tied operand would be folded (``Table2Addr``, read-modify-write; not built).

:func:`lookup` answers ``(memory opcode, required alignment)`` or ``None``.
"""

from __future__ import annotations

from typing import Final

from pyllc.targets.x86.gen import instr_info as X

_WIDTHS = (8, 16, 32, 64)
_ALU = ("ADD", "SUB", "AND", "OR", "XOR", "ADC", "SBB")
_SSE_SCALAR = tuple(f"{op}{t}rr" for op in ("ADD", "SUB", "MUL", "DIV", "MIN", "MAX") for t in ("SS", "SD"))
_SSE_PACKED = (
    tuple(
        f"{op}{t}rr"
        for op in ("ADD", "SUB", "MUL", "DIV", "MIN", "MAX", "AND", "ANDN", "OR", "XOR")
        for t in ("PS", "PD")
    )
    + tuple(f"P{op}{t}rr" for op in ("ADD", "SUB") for t in "BWDQ")
    + tuple(f"PCMP{op}{t}rr" for op in ("EQ", "GT") for t in "BD")
    + ("PANDrr", "PANDNrr", "PORrr", "PXORrr")
)


def _mem_form(name: str, op_idx: int) -> str:
    """The memory form's name: operand 0 turns the ``r`` of a trailing ``rr``/``ri`` into ``m``, a later
    operand the second ``r`` of ``rr``."""
    if op_idx == 0:
        k = max(name.rfind("rr"), name.rfind("ri"))
        return name[:k] + "m" + name[k + 1 :]
    k = name.rfind("rr")
    return name[: k + 1] + "m" + name[k + 2 :]


def _names() -> list[tuple[str, int, int]]:
    """``(register form, operand index, alignment)`` of every entry."""
    table0 = [f"CMP{w}rr" for w in _WIDTHS] + [
        "CMP8ri",
        "CMP16ri",
        "CMP32ri",
        "CMP16ri8",
        "CMP32ri8",
        "CMP64ri8",
        "CMP64ri32",
        "TEST8ri",
        "TEST16ri",
        "TEST32ri",
        "TEST64ri32",
    ]
    table1 = (
        [f"CMP{w}rr" for w in _WIDTHS]
        + ["IMUL16rri", "IMUL16rri8", "IMUL32rri", "IMUL32rri8", "IMUL64rri8", "IMUL64rri32"]
        + [
            "MOVZX16rr8",
            "MOVZX32rr8",
            "MOVZX32rr16",
            "MOVZX64rr8",
            "MOVZX64rr16",
            "MOVSX16rr8",
            "MOVSX32rr8",
            "MOVSX32rr16",
            "MOVSX64rr8",
            "MOVSX64rr16",
            "MOVSX64rr32",
        ]
        + [f"CVTSI{s}2{d}rr" for s in ("", "64") for d in ("SS", "SD")]
        + [f"CVTT{s}2SI{d}rr" for s in ("SS", "SD") for d in ("", "64")]
        + [f"{c}IS{t}rr" for c in ("UCOM", "COM") for t in ("S", "D")]
    )
    table2 = (
        [f"{op}{w}rr" for op in _ALU for w in _WIDTHS]
        + [f"IMUL{w}rr" for w in (16, 32, 64)]
        + [f"CMOV{w}rr" for w in (16, 32, 64)]
        + list(_SSE_SCALAR)
    )
    return (
        [(n, 0, 0) for n in table0]
        + [(n, 1, 0) for n in table1]
        + [(n, 2, 0) for n in table2]
        + [(n, 2, 16) for n in _SSE_PACKED]
    )


def _build() -> dict[int, tuple[int, int]]:
    table: dict[int, tuple[int, int]] = {}
    for name, idx, align in _names():
        table[getattr(X, name) << 2 | idx] = (getattr(X, _mem_form(name, idx)), align)
    return table


FOLD_TABLE: Final = _build()


def lookup(opcode: int, op_idx: int) -> tuple[int, int] | None:
    """``(memory-form opcode, minimum slot alignment)`` for folding operand ``op_idx`` of ``opcode``."""
    if op_idx > 3:
        return None
    return FOLD_TABLE.get(opcode << 2 | op_idx)
