"""What it is (LLVM: include/llvm/MC/MCSymbol.h, lib/MC/MCSymbol.cpp): a named location in the output.

A symbol has a name and, once defined, the section holding it.  Temporary symbols (``.L`` names: block
labels, constant-pool and jump-table entries, ``.Lfunc_end``) never reach the object's symbol table.
A symbol may instead be a *variable* (``.set a, b``): its value is an expression.

Printing: a name made only of letters, digits, ``_``, ``$``, ``.`` and ``@`` prints as is; any other name is
written in double quotes with ``\\`` and ``"`` escaped (and a newline as ``\\n``), as MCSymbol::print does.
"""

from __future__ import annotations

from typing import Any

_PLAIN = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.@")


def quote_symbol_name(name: str) -> str:
    """``name`` as the assembler reads it back (quoted when it has characters outside the plain set)."""
    if name and all(c in _PLAIN for c in name):
        return name
    out = ['"']
    for c in name:
        if c == "\n":
            out.append("\\n")
        elif c in '"\\':
            out.append("\\" + c)
        else:
            out.append(c)
    out.append('"')
    return "".join(out)


class MCSymbol:
    """A symbol: ``name``, ``is_temporary``, defining ``section`` (None while undefined), ``variable_value``
        (the expression of a ``.set``), and ELF attributes collected by the streamer (``binding``: ``global``,
    ``weak``, ``local`` or unset; ``type``: the ``MCSA_ELF_Type*`` attribute or ``section`` for a section's
    begin symbol; ``visibility``)."""

    __slots__ = (
        "name",
        "is_temporary",
        "section",
        "variable_value",
        "printed",
        "binding",
        "type",
        "visibility",
        "size",
        "fragment",
        "offset",
        "index",
        "used_in_reloc",
        "common_size",
        "common_alignment",
        "is_signature",
    )

    def __init__(self, name: str, is_temporary: bool = False) -> None:
        self.name = name
        self.is_temporary = is_temporary
        self.section: Any = None
        self.variable_value: Any = None
        self.printed = quote_symbol_name(name)
        self.binding = ""
        self.type = ""
        self.visibility = ""
        self.size: Any = None
        # Object emission: the fragment and offset of a label, the symbol-table index, and the state the
        # ELF writer consults (used by a relocation, a ``.comm`` size and alignment).
        self.fragment: Any = None
        self.offset = 0
        self.index = 0
        self.used_in_reloc = False
        self.common_size = 0
        self.common_alignment = 0
        #: The signature of a section group (``.section ...,"G",@progbits,name``).
        self.is_signature = False

    def is_defined(self) -> bool:
        return self.section is not None

    def is_common(self) -> bool:
        return self.common_alignment != 0

    def is_variable(self) -> bool:
        return self.variable_value is not None

    def __str__(self) -> str:
        return self.printed

    def __repr__(self) -> str:
        return f"<MCSymbol {self.name}>"
