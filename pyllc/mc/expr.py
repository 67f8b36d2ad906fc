"""What it is (LLVM: include/llvm/MC/MCExpr.h, lib/MC/MCExpr.cpp): symbolic values of the MC layer.

An operand or a data directive's value that is not a plain number is an expression tree:

* :class:`MCConstantExpr` -- an integer (printed signed, or ``0x``-hex when asked);
* :class:`MCSymbolRefExpr` -- a symbol with an optional relocation variant (``foo@PLT``, ``foo@GOTPCREL``,
  ``x@TPOFF``...);
* :class:`MCBinaryExpr` -- ``lhs op rhs``;
* :class:`MCUnaryExpr` -- ``-x``, ``~x``, ``!x``, ``+x``.

``str(expr)`` is the assembler text, with LLVM's parenthesisation: a binary operand that is itself binary is
parenthesised, and ``a + -5`` prints as ``a-5``.  :func:`evaluate_as_absolute` folds expressions without
symbols.
"""

from __future__ import annotations

from typing import Any, Final

from pyllc.mc.symbol import MCSymbol

# MCSymbolRefExpr::VariantKind spellings used on ELF (the part after ``@``).
VK_None: Final = ""
VK_PLT: Final = "PLT"
VK_GOT: Final = "GOT"
VK_GOTOFF: Final = "GOTOFF"
VK_GOTPCREL: Final = "GOTPCREL"
VK_GOTTPOFF: Final = "GOTTPOFF"
VK_TPOFF: Final = "TPOFF"
VK_DTPOFF: Final = "DTPOFF"
VK_TLSGD: Final = "TLSGD"
VK_TLSLD: Final = "TLSLD"
VK_GOTNTPOFF: Final = "GOTNTPOFF"
VK_INDNTPOFF: Final = "INDNTPOFF"
VK_NTPOFF: Final = "NTPOFF"
VK_TLSLDM: Final = "TLSLDM"

# MCBinaryExpr opcodes, as their assembler spelling.
ADD: Final = "+"
SUB: Final = "-"
MUL: Final = "*"
DIV: Final = "/"
MOD: Final = "%"
AND: Final = "&"
OR: Final = "|"
XOR: Final = "^"
SHL: Final = "<<"
ASHR: Final = ">>"


class MCExpr:
    __slots__ = ()
    #: ``isa<MCSymbolRefExpr>``: a bare symbol reference (no offset).
    is_symbol_ref = False


class MCConstantExpr(MCExpr):
    __slots__ = ("value", "print_in_hex", "size_in_bytes")

    def __init__(self, value: int, print_in_hex: bool = False, size_in_bytes: int = 0) -> None:
        self.value = value
        self.print_in_hex = print_in_hex
        #: Hex printing pads to this many bytes (``0x0000000000000001`` for an 8-byte word).
        self.size_in_bytes = size_in_bytes

    def __str__(self) -> str:
        if self.print_in_hex:
            return "0x" + format(self.value & 0xFFFFFFFFFFFFFFFF, f"0{2 * self.size_in_bytes}x")
        v = self.value & 0xFFFFFFFFFFFFFFFF
        return str(v - (1 << 64) if v >> 63 else v)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MCConstantExpr) and other.value == self.value

    def __hash__(self) -> int:
        return hash(self.value)


class MCSymbolRefExpr(MCExpr):
    __slots__ = ("symbol", "variant")
    is_symbol_ref = True

    def __init__(self, symbol: MCSymbol, variant: str = VK_None) -> None:
        self.symbol = symbol
        self.variant = variant

    def __str__(self) -> str:
        if self.variant:
            return f"{self.symbol.printed}@{self.variant}"
        return self.symbol.printed


class MCUnaryExpr(MCExpr):
    __slots__ = ("op", "sub")

    def __init__(self, op: str, sub: MCExpr) -> None:
        self.op = op
        self.sub = sub

    def __str__(self) -> str:
        return self.op + str(self.sub)


class MCBinaryExpr(MCExpr):
    __slots__ = ("op", "lhs", "rhs")

    def __init__(self, op: str, lhs: MCExpr, rhs: MCExpr) -> None:
        self.op = op
        self.lhs = lhs
        self.rhs = rhs

    def __str__(self) -> str:
        lhs, rhs = self.lhs, self.rhs
        left = str(lhs) if isinstance(lhs, (MCConstantExpr, MCSymbolRefExpr)) else f"({lhs})"
        if self.op == ADD and isinstance(rhs, MCConstantExpr):
            v = rhs.value & 0xFFFFFFFFFFFFFFFF
            if v >> 63:
                return f"{left}-{(1 << 64) - v}"
        right = str(rhs) if isinstance(rhs, (MCConstantExpr, MCSymbolRefExpr)) else f"({rhs})"
        return left + self.op + right


def create_add(lhs: MCExpr, rhs: MCExpr) -> MCBinaryExpr:
    return MCBinaryExpr(ADD, lhs, rhs)


def create_sub(lhs: MCExpr, rhs: MCExpr) -> MCBinaryExpr:
    return MCBinaryExpr(SUB, lhs, rhs)


def sym_plus_offset(symbol: MCSymbol, offset: int, variant: str = VK_None) -> MCExpr:
    """``symbol[@variant]`` or ``symbol+offset``."""
    e: MCExpr = MCSymbolRefExpr(symbol, variant)
    if offset:
        e = MCBinaryExpr(ADD, e, MCConstantExpr(offset))
    return e


_FOLD: dict[str, Any] = {
    ADD: lambda a, b: a + b,
    SUB: lambda a, b: a - b,
    MUL: lambda a, b: a * b,
    AND: lambda a, b: a & b,
    OR: lambda a, b: a | b,
    XOR: lambda a, b: a ^ b,
    SHL: lambda a, b: a << b,
    ASHR: lambda a, b: a >> b,
}


def evaluate_as_absolute(e: Any) -> int | None:
    """The value of an expression without symbols, or None."""
    if type(e) is int:
        return e
    if isinstance(e, MCConstantExpr):
        return e.value
    if isinstance(e, MCBinaryExpr):
        a = evaluate_as_absolute(e.lhs)
        b = evaluate_as_absolute(e.rhs)
        if a is None or b is None or e.op not in _FOLD:
            return None
        return _FOLD[e.op](a, b)
    if isinstance(e, MCUnaryExpr):
        a = evaluate_as_absolute(e.sub)
        if a is None:
            return None
        return {"-": -a, "~": ~a, "+": a, "!": int(not a)}[e.op]
    return None
