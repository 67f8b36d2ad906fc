"""Machine-code instructions and fixups (LLVM: include/llvm/MC/MCInst.h, MCFixup.h).

What it is: the MC layer's instruction -- an opcode and a flat operand list -- built by the asm parser, the
disassembler or MCInst lowering, and consumed by the code emitter and the instruction printers.

Representation (DESIGN §5.8): ``operands`` is a plain list whose elements are ``int`` (a physical register
number or an immediate: the opcode's generated operand-type tuple says which) or an expression object (an
``MCExpr``: a symbol reference, a constant-offset sum...).  There is no ``MCOperand`` wrapper on the hot path;
``type(op) is int`` distinguishes values from expressions.  Expressions print themselves with ``str()``.

An :class:`MCFixup` records that ``size`` bytes at ``offset`` in the encoded instruction must later be patched
with the value of ``value`` (+ ``addend``): a symbol address, a PC-relative distance or a relocation.
"""

from __future__ import annotations

from typing import Any, Final

# MCFixupKind: the target-independent kinds (LLVM: include/llvm/MC/MCFixup.h).  The first eight keep the
# values the existing target emitters use; a target's own kinds start at FirstTargetFixupKind.
FK_NONE: Final = 0
FK_Data_1: Final = 1
FK_Data_2: Final = 2
FK_Data_4: Final = 3
FK_Data_8: Final = 4
FK_PCRel_1: Final = 5
FK_PCRel_2: Final = 6
FK_PCRel_4: Final = 7
FK_PCRel_8: Final = 8
FK_SecRel_1: Final = 9
FK_SecRel_2: Final = 10
FK_SecRel_4: Final = 11
FK_SecRel_8: Final = 12
FirstTargetFixupKind: Final = 128
#: Kinds from here on are relocations named by ``.reloc``: ``FirstLiteralRelocationKind + type`` is the
#: relocation of that number (LLVM's range up to ``MaxFixupKind``).
FirstLiteralRelocationKind: Final = 256

GENERIC_FIXUP_KIND_NAMES: Final = (
    "FK_NONE",
    "FK_Data_1",
    "FK_Data_2",
    "FK_Data_4",
    "FK_Data_8",
    "FK_PCRel_1",
    "FK_PCRel_2",
    "FK_PCRel_4",
    "FK_PCRel_8",
    "FK_SecRel_1",
    "FK_SecRel_2",
    "FK_SecRel_4",
    "FK_SecRel_8",
)


def get_kind_for_size(size: int, is_pcrel: bool) -> int:
    """``MCFixup::getKindForSize``: the data (or PC-relative) kind of a ``size``-byte field."""
    i = {1: 0, 2: 1, 4: 2, 8: 3}[size]
    return (FK_PCRel_1 if is_pcrel else FK_Data_1) + i


class MCInst:
    """An instruction at the MC level: opcode, operands, flags (prefix hints such as REP/LOCK), location."""

    __slots__ = ("opcode", "operands", "flags", "loc")

    def __init__(
        self, opcode: int, operands: list[Any] | None = None, flags: int = 0, loc: Any = None
    ) -> None:
        self.opcode = opcode
        self.operands: list[Any] = operands if operands is not None else []
        self.flags = flags
        self.loc = loc

    def add_operand(self, op: Any) -> None:
        self.operands.append(op)

    def get_operand(self, i: int) -> Any:
        return self.operands[i]

    def get_num_operands(self) -> int:
        return len(self.operands)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, MCInst)
            and self.opcode == other.opcode
            and self.operands == other.operands
            and self.flags == other.flags
        )

    def __hash__(self) -> int:
        return hash((self.opcode, tuple(map(str, self.operands))))

    def __repr__(self) -> str:
        return f"<MCInst {self.opcode} {self.operands!r}>"


class MCFixup:
    """A hole in encoded bytes (LLVM: ``MCFixup``): ``offset`` from the instruction start, target-defined
    ``kind`` (an int; the target's table names it), the expression ``value`` and a constant ``addend``
    folded into it (a target may bias PC-relative fields by their own size and any trailing bytes)."""

    __slots__ = ("offset", "kind", "value", "addend")

    def __init__(self, offset: int, kind: int, value: Any, addend: int = 0) -> None:
        self.offset = offset
        self.kind = kind
        self.value = value
        self.addend = addend

    def __repr__(self) -> str:
        return f"MCFixup(offset={self.offset}, kind={self.kind}, value={self.value}, addend={self.addend})"
