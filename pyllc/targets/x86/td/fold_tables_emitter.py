"""x86's fold-table backend (LLVM: utils/TableGen/X86FoldTablesEmitter.cpp).

What it is: writes ``gen/fold_tables.py`` from the rows of :mod:`.fold_tables`.  Each row is checked the way
LLVM's emitter pairs instructions: the memory form has the register form's operands with the folded one
(``TABLE<n>`` folds operand ``n`` of ``outs + ins``) a memory reference and every other operand the same.
The slot alignment comes from the memory operand's size (LLVM's ``getMemOperandSize``): a 128-bit vector
reference of an SSE form needs 16 bytes (``TB_ALIGN_16``), all others none::

    FOLD_TABLE[register opcode << 2 | operand index] = (memory opcode, minimum alignment)
"""

from __future__ import annotations

from pyllc.tblgen.loader import RecordKeeper
from pyllc.tblgen.records import Instruction, MemOperand
from pyllc.tblgen.writer import header

from .fold_tables import TABLE0, TABLE1, TABLE2, MemoryFold

#: Memory operands whose reference is 128 bits wide (LLVM: ``getMemOperandSize`` == 128).
_MEM128 = frozenset(("f128mem", "i128mem"))


def check_fold(row: MemoryFold, op_idx: int) -> int:
    """The alignment ``row`` needs; an error if the memory form is not the register form with operand
    ``op_idx`` folded."""
    reg_ops = row.reg.outs + row.reg.ins
    mem_ops = row.mem.outs + row.mem.ins
    if len(reg_ops) != len(mem_ops) or op_idx >= len(reg_ops):
        raise ValueError(f"fold {row.reg.asm!r} -> {row.mem.asm!r}: operand lists differ")
    for i, ((_, r), (_, m)) in enumerate(zip(reg_ops, mem_ops)):
        if i == op_idx:
            if isinstance(r, MemOperand) or not isinstance(m, MemOperand):
                raise ValueError(f"fold {row.reg.asm!r} -> {row.mem.asm!r}: operand {i} is not folded")
        elif r is not m:
            raise ValueError(f"fold {row.reg.asm!r} -> {row.mem.asm!r}: operand {i} differs")
    mem = mem_ops[op_idx][1]
    assert isinstance(mem, MemOperand)
    return 16 if mem.name in _MEM128 else 0


def emit_fold_tables(rk: RecordKeeper) -> str:
    opcode: dict[int, tuple[int, str]] = {id(inst): (i, n) for i, (n, inst, _) in enumerate(rk.instructions)}

    def num(inst: Instruction) -> tuple[int, str]:
        return opcode[id(inst)]

    out = [
        header(
            f"Memory-operand folding tables for {rk.name} (LLVM: {rk.name}InstrFoldTables.cpp).",
            [f"{rk.td_package.replace('.', '/')}/fold_tables.py"],
        )
    ]
    out.append(
        "#: register-form opcode << 2 | folded operand index -> (memory-form opcode, minimum alignment)\n"
    )
    out.append("FOLD_TABLE: dict[int, tuple[int, int]] = {\n")
    for idx, table in enumerate((TABLE0, TABLE1, TABLE2)):
        for row in table:
            align = check_fold(row, idx)
            (r, rn), (m, mn) = num(row.reg), num(row.mem)
            out.append(f"    {r << 2 | idx}: ({m}, {align}),  # Table{idx}: {rn} -> {mn}\n")
    out.append("}\n")
    return "".join(out)
