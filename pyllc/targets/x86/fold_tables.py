"""What it is (LLVM: lib/Target/X86/X86InstrFoldTables.cpp, the memory-operand folding tables).

For a register-form opcode and the index of a register operand that is only read, the opcode of the form
that reads that operand from memory instead, and the alignment the memory form needs.  The pairs are
records of the target description (``td/fold_tables.py``: Table0 folds operand 0 of compares, Table1 the
source of one-source instructions, Table2 the second source of two-address ones); the generated
``gen/fold_tables.py`` holds them by opcode, with the alignment derived from the memory operand (a packed
SSE form's 128-bit slot must be 16-byte aligned, LLVM's ``TB_ALIGN_16``).

:func:`lookup` answers ``(memory opcode, required alignment)`` or ``None``.
"""

from __future__ import annotations

from pyllc.targets.x86.gen.fold_tables import FOLD_TABLE

__all__ = ["FOLD_TABLE", "lookup"]


def lookup(opcode: int, op_idx: int) -> tuple[int, int] | None:
    """``(memory-form opcode, minimum slot alignment)`` for folding operand ``op_idx`` of ``opcode``."""
    if op_idx > 3:
        return None
    return FOLD_TABLE.get(opcode << 2 | op_idx)
