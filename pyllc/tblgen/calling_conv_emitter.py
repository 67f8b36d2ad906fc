"""Calling-convention emitter (LLVM: utils/TableGen/CallingConvEmitter.cpp).

What it is: flattens CallingConv records into nested tuples in ``gen/calling_conv.py``.  LLVM generates one
C++ function per convention; pyllc emits the action tree as data and ``codegen/calling_conv_lower.py``
interprets it::

    action = (kind, types, regs, shadow_regs, size, align, name, sub_action_or_None)

``kind`` is LLVM's class name (``CCIfType``, ``CCAssignToReg``...), ``regs`` are register numbers.
"""

from __future__ import annotations

from .loader import RecordKeeper
from .records import CCAction
from .register_info_emitter import RegisterBank
from .writer import header

Row = tuple[str, tuple[str, ...], tuple[int, ...], tuple[int, ...], int, int, str, object]


def _row(a: CCAction, bank: RegisterBank) -> Row:
    return (
        a.kind,
        a.types,
        tuple(bank.num[r.name] for r in a.regs),
        tuple(bank.num[r.name] for r in a.shadow_regs),
        a.size,
        a.align,
        a.name,
        _row(a.sub, bank) if a.sub is not None else None,
    )


def emit_calling_conv(rk: RecordKeeper) -> str:
    bank = RegisterBank(rk)
    src = [v for k, v in rk.sources.items() if k == "calling_conv"]
    out = [header(f"Calling conventions for the {rk.name} target (LLVM: {rk.name}GenCallingConv.inc).", src)]
    out.append("CCActionRow = tuple[object, ...]\n\n")
    for cc in rk.calling_convs:
        out.append(f"{cc.name}: tuple[CCActionRow, ...] = (\n")
        for a in cc.actions:
            out.append(f"    {_row(a, bank)!r},\n")
        out.append(")\n\n")
    names = [cc.name for cc in rk.calling_convs]
    out.append("CALLING_CONVENTIONS: dict[str, tuple[CCActionRow, ...]] = {\n")
    for n in names:
        out.append(f"    {n!r}: {n},\n")
    out.append("}\n")
    entries = [cc.name for cc in rk.calling_convs if cc.entry]
    out.append(f"ENTRY_POINTS: tuple[str, ...] = {tuple(entries)!r}\n")
    return "".join(out)
