"""What it is (LLVM: include/llvm/MC/MCValue.h, MCExpr::evaluateAsRelocatable of lib/MC/MCExpr.cpp).

An :class:`MCValue` is the relocatable form of an expression, ``sym_a - sym_b + constant``: what a fixup's
expression folds to once the assembler knows where symbols are.  ``sym_a``/``sym_b`` are
:class:`~pyllc.mc.expr.MCSymbolRefExpr` (their variant kind is the relocation modifier) or None.

:func:`evaluate_as_relocatable` folds an expression tree to that form.  With a layout (a callable giving a
defined symbol's ``(section, offset)``), ``a - b`` of two symbols in one section folds to a constant, as
LLVM's ``AttemptToFoldSymbolOffsetDifference`` does; a variable symbol (``.set``) is replaced by its value.
"""

from __future__ import annotations

from typing import Any, Callable

from pyllc.mc.expr import (
    ADD,
    SUB,
    MCBinaryExpr,
    MCConstantExpr,
    MCSymbolRefExpr,
    MCUnaryExpr,
    evaluate_as_absolute,
)

#: ``symbol -> (section, offset)`` for a defined symbol, None otherwise.
SymbolLocator = Callable[[Any], "tuple[Any, int] | None"]


class MCValue:
    __slots__ = ("sym_a", "sym_b", "constant")

    def __init__(
        self, sym_a: MCSymbolRefExpr | None = None, sym_b: MCSymbolRefExpr | None = None, constant: int = 0
    ):
        self.sym_a = sym_a
        self.sym_b = sym_b
        self.constant = constant

    def is_absolute(self) -> bool:
        return self.sym_a is None and self.sym_b is None

    def __repr__(self) -> str:
        a = self.sym_a.symbol.name if self.sym_a is not None else None
        b = self.sym_b.symbol.name if self.sym_b is not None else None
        return f"MCValue({a}, {b}, {self.constant})"


def evaluate_as_relocatable(e: Any, locate: SymbolLocator | None = None) -> MCValue | None:
    """``e`` as ``sym_a - sym_b + constant``, or None when it has no such form (``a * b`` of symbols...)."""
    if type(e) is int:
        return MCValue(None, None, e)
    if isinstance(e, MCConstantExpr):
        return MCValue(None, None, e.value)
    if isinstance(e, MCSymbolRefExpr):
        sym = e.symbol
        if sym.variable_value is not None and not e.variant:
            return evaluate_as_relocatable(sym.variable_value, locate)
        return MCValue(e, None, 0)
    if isinstance(e, MCUnaryExpr):
        v = evaluate_as_relocatable(e.sub, locate)
        if v is None:
            return None
        if e.op == "+":
            return v
        if e.op == "-" and (v.sym_a is None or v.sym_b is None):
            return MCValue(v.sym_b, v.sym_a, -v.constant)
        if v.is_absolute():
            a = evaluate_as_absolute(MCUnaryExpr(e.op, MCConstantExpr(v.constant)))
            return None if a is None else MCValue(None, None, a)
        return None
    if isinstance(e, MCBinaryExpr):
        lhs = evaluate_as_relocatable(e.lhs, locate)
        rhs = evaluate_as_relocatable(e.rhs, locate)
        if lhs is None or rhs is None:
            return None
        if e.op in (ADD, SUB):
            if e.op == SUB:
                if rhs.sym_b is not None:
                    if rhs.sym_a is not None:
                        return None
                    rhs = MCValue(rhs.sym_b, None, -rhs.constant)
                else:
                    rhs = MCValue(None, rhs.sym_a, -rhs.constant)
            syms_a = [s for s in (lhs.sym_a, rhs.sym_a) if s is not None]
            syms_b = [s for s in (lhs.sym_b, rhs.sym_b) if s is not None]
            if len(syms_a) > 1 or len(syms_b) > 1:
                return None
            v = MCValue(
                syms_a[0] if syms_a else None, syms_b[0] if syms_b else None, lhs.constant + rhs.constant
            )
            return _fold_difference(v, locate)
        if lhs.is_absolute() and rhs.is_absolute():
            a = evaluate_as_absolute(
                MCBinaryExpr(e.op, MCConstantExpr(lhs.constant), MCConstantExpr(rhs.constant))
            )
            return None if a is None else MCValue(None, None, a)
        return None
    return None


def _fold_difference(v: MCValue, locate: SymbolLocator | None) -> MCValue:
    """``a - b`` of two symbols defined in one section is their distance."""
    if v.sym_a is None or v.sym_b is None or locate is None or v.sym_a.variant or v.sym_b.variant:
        return v
    la, lb = locate(v.sym_a.symbol), locate(v.sym_b.symbol)
    if la is None or lb is None or la[0] is not lb[0]:
        return v
    return MCValue(None, None, v.constant + la[1] - lb[1])
