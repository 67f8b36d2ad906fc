"""What it is (LLVM: lib/CodeGen/MachineFunction.cpp ``MachineJumpTableInfo``).

Jump tables made by switch lowering: each entry is a list of destination blocks indexed by the switch value
minus the table's low bound; ``kind`` says how entries are emitted (``block-address``: absolute addresses,
``label-difference32``: 32-bit differences for PIC, ``inline``, ``custom32``, ``gp-rel64``, ``gp-rel32``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock

# Entry kinds (LLVM MachineJumpTableInfo::JTEntryKind), with their MIR names.
EK_BlockAddress: Final = 0
EK_GPRel64BlockAddress: Final = 1
EK_GPRel32BlockAddress: Final = 2
EK_LabelDifference32: Final = 3
EK_Inline: Final = 4
EK_Custom32: Final = 5
JT_KIND_NAMES: Final = (
    "block-address",
    "gp-rel64-block-address",
    "gp-rel32-block-address",
    "label-difference32",
    "inline",
    "custom32",
)


class MachineJumpTableInfo:
    """The jump tables of a function."""

    __slots__ = ("kind", "tables")

    def __init__(self, kind: int) -> None:
        self.kind = kind
        self.tables: list[list[MachineBasicBlock]] = []

    def create_jump_table_index(self, blocks: list[MachineBasicBlock]) -> int:
        self.tables.append(list(blocks))
        return len(self.tables) - 1

    def is_empty(self) -> bool:
        return not self.tables

    def replace_mbb_in_jump_tables(self, old: MachineBasicBlock, new: MachineBasicBlock) -> bool:
        changed = False
        for t in self.tables:
            for i, b in enumerate(t):
                if b is old:
                    t[i] = new
                    changed = True
        return changed

    def get_entry_size(self, pointer_size: int = 8) -> int:
        k = self.kind
        if k == EK_BlockAddress:
            return pointer_size
        if k == EK_GPRel64BlockAddress:
            return 8
        if k in (EK_GPRel32BlockAddress, EK_LabelDifference32, EK_Custom32):
            return 4
        return 0

    def print(self) -> str:
        """The ``Jump Tables:`` section of the machine-code dump."""
        if not self.tables:
            return ""
        out = ["Jump Tables:\n"]
        for i, t in enumerate(self.tables):
            out.append("%jump-table." + str(i) + ":" + "".join(" %bb." + str(b.number) for b in t) + "\n")
        out.append("\n")
        return "".join(out)
