"""What it is (LLVM: lib/CodeGen/MachineConstantPool.cpp, ``MachineConstantPool``).

A function's constant pool: constants that instructions load from memory (``%const.N``), each an IR constant
(or a target-specific ``MachineConstantPoolValue``) with an alignment.  Asking for a constant already in the
pool with at least the same alignment returns its existing index (LLVM ``getConstantPoolIndex``); a stronger
alignment raises the entry's alignment.  The AsmPrinter emits the pool into the read-only section chosen per
entry (``.rodata.cst8`` for an 8-byte constant...).
"""

from __future__ import annotations

from typing import Any


class MachineConstantPoolEntry:
    """One constant: the value, its alignment in bytes, whether it is a target-specific value."""

    __slots__ = ("value", "alignment", "is_machine_cp_entry")

    def __init__(self, value: Any, alignment: int, is_machine_cp_entry: bool = False) -> None:
        self.value = value
        self.alignment = alignment
        self.is_machine_cp_entry = is_machine_cp_entry


class MachineConstantPool:
    """The ordered constant-pool entries of a function."""

    __slots__ = ("constants", "pool_alignment")

    def __init__(self) -> None:
        self.constants: list[MachineConstantPoolEntry] = []
        self.pool_alignment = 1

    def is_empty(self) -> bool:
        return not self.constants

    def get_constant_pool_index(self, value: Any, alignment: int, is_machine_cp_entry: bool = False) -> int:
        """Index of ``value`` in the pool, adding it if absent (same constant object or equal key)."""
        if alignment > self.pool_alignment:
            self.pool_alignment = alignment
        key = _key(value)
        for i, e in enumerate(self.constants):
            if e.is_machine_cp_entry == is_machine_cp_entry and (e.value is value or _key(e.value) == key):
                if e.alignment < alignment:
                    e.alignment = alignment
                return i
        self.constants.append(MachineConstantPoolEntry(value, alignment, is_machine_cp_entry))
        return len(self.constants) - 1

    def print(self) -> str:
        """The ``Constant Pool:`` section of the machine-code dump."""
        if not self.constants:
            return ""
        out = ["Constant Pool:\n"]
        for i, e in enumerate(self.constants):
            out.append(f"  cp#{i}: {constant_text(e.value, False)}, align={e.alignment}\n")
        return "".join(out)


def _key(value: Any) -> Any:
    fn = getattr(value, "uniquing_key", None)
    if fn is not None:
        return fn()
    return id(value)


def constant_text(value: Any, with_type: bool) -> str:
    """An IR constant as LLVM's ``printAsOperand`` writes it (through the IR object's printer when present)."""
    fn = getattr(value, "print_as_operand", None)
    if fn is not None:
        return str(fn(with_type))
    return str(value)
