"""What it is (LLVM: lib/Target/X86/X86MCInstLower.cpp, ``X86MCInstLower::Lower``/``LowerMachineOperand``).

Turns a finished MachineInstr (physical registers, no frame indexes) into an MCInst:

* register operands keep their register number; implicit register operands and register masks are dropped;
* immediates stay ints;
* symbolic operands become MC expressions: global addresses (``sym``, or ``.Lsym$local`` for a dso_local
  definition under PIC), external symbols, blocks (``.LBB<f>_<n>``), constant-pool entries (``.LCPI<f>_<i>``),
  jump tables (``.LJTI<f>_<i>``), block addresses and MC symbols, with the operand's target flag as the
  relocation variant (``@PLT``, ``@GOTPCREL``, ``@TPOFF``...) and its offset added (``sym+8``);
* pseudo opcodes with a real twin are renamed: tail jumps (``TAILJMPd64`` → ``JMP_1``, ``TAILJMPr64`` →
  ``JMP64r``, ``TAILJMPm64`` → ``JMP64m``, ``TAILJMPd64_CC`` → ``JCC_1``), ``ADD32rr_DB`` → ``OR32rr`` and the
  other ``ADD*_DB``; ``RET`` with no stack pops is
  ``RET64``; calls and register tail jumps keep only the callee operand (their argument registers are plain
  uses in the MachineInstr);
* ``SimplifyShortImmForm``: an ALU instruction with a full-size immediate on AL/AX/EAX/RAX takes the
  accumulator form (``ADD32ri`` → ``ADD32i32``), which prints the same and encodes without a ModRM byte.

A frame-index or other operand that should not survive to emission is an error naming the instruction.
"""

from __future__ import annotations

from typing import Any

from pyllc.codegen.machine.operand import (
    MO_BlockAddress,
    MO_ConstantPoolIndex,
    MO_ExternalSymbol,
    MO_GlobalAddress,
    MO_Immediate,
    MO_JumpTableIndex,
    MO_MachineBasicBlock,
    MO_MCSymbol,
    MO_Register,
    MO_RegisterMask,
    RegState,
)
from pyllc.mc import expr as E
from pyllc.mc.inst import MCInst
from pyllc.support.diagnostics import UnsupportedError
from pyllc.targets.x86.gen import asm_writer as W
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.gen import register_info as R

_OP = {n: i for i, n in enumerate(II.OPCODE_NAMES)}

#: X86II target flag → MCSymbolRefExpr variant.
VARIANT_OF_FLAG: dict[int, str] = {
    0: E.VK_None,
    3: E.VK_GOT,
    4: E.VK_GOTOFF,
    5: E.VK_GOTPCREL,
    6: E.VK_PLT,
    7: E.VK_TLSGD,
    8: E.VK_TLSLD,
    9: E.VK_TLSLDM,
    10: E.VK_GOTTPOFF,
    11: E.VK_INDNTPOFF,
    12: E.VK_TPOFF,
    13: E.VK_DTPOFF,
    14: E.VK_NTPOFF,
    15: E.VK_GOTNTPOFF,
    16: E.VK_None,
    17: E.VK_None,
    23: E.VK_None,
}

_TAIL_JUMPS: dict[int, int] = {}
for _src, _dst in (
    ("TAILJMPd64", "JMP_1"),
    ("TAILJMPr64", "JMP64r"),
    ("TAILJMPm64", "JMP64m"),
    ("TAILJMPd64_CC", "JCC_1"),
    ("TAILJMPd", "JMP_1"),
    ("TAILJMPr", "JMP32r"),
    ("TAILJMPm", "JMP32m"),
    ("TAILJMPd_CC", "JCC_1"),
    ("TAILJMPr64_REX", "JMP64r_REX"),
    ("TAILJMPm64_REX", "JMP64m_REX"),
):
    if _src in _OP and _dst in _OP:
        _TAIL_JUMPS[_OP[_src]] = _OP[_dst]

#: Instructions whose register arguments are modelled as explicit uses: keep only the callee.
_CALLEE_ONLY = frozenset(
    _OP[n]
    for n in ("CALL64r", "CALL64pcrel32", "TAILJMPr64", "TAILJMPr64_REX", "CALLpcrel32", "CALL32r")
    if n in _OP
)
TAIL_JUMP_OPCODES = frozenset(_TAIL_JUMPS)

#: Pseudo opcodes emitted as their real twin: the tail jumps, and the ``ADD*_DB`` pseudos (an OR of operands
#: without common bits, selected as an add so that the two-address pass may make it an LEA).
_RENAMED: dict[int, int] = dict(_TAIL_JUMPS)
for _src, _dst in (
    ("ADD8rr_DB", "OR8rr"),
    ("ADD16rr_DB", "OR16rr"),
    ("ADD32rr_DB", "OR32rr"),
    ("ADD64rr_DB", "OR64rr"),
    ("ADD8ri_DB", "OR8ri"),
    ("ADD16ri_DB", "OR16ri"),
    ("ADD32ri_DB", "OR32ri"),
    ("ADD64ri32_DB", "OR64ri32"),
    ("ADD16ri8_DB", "OR16ri8"),
    ("ADD32ri8_DB", "OR32ri8"),
    ("ADD64ri8_DB", "OR64ri8"),
):
    _RENAMED[_OP[_src]] = _OP[_dst]

#: ``SimplifyShortImmForm``: ``op $imm, %al/%ax/%eax/%rax`` in the accumulator form (no ModRM byte).
_SHORT_IMM_FORM: dict[int, int] = {}
for _base in ("ADC", "ADD", "AND", "CMP", "OR", "SBB", "SUB", "TEST", "XOR"):
    for _src, _dst in (("8ri", "8i8"), ("16ri", "16i16"), ("32ri", "32i32"), ("64ri32", "64i32")):
        _SHORT_IMM_FORM[_OP[_base + _src]] = _OP[_base + _dst]
_ACCUMULATORS = frozenset((R.AL, R.AX, R.EAX, R.RAX))
_HAS_TEXT = tuple(bool(f) for f in W.ATT_FORMATS)
_RET = _OP.get("RET", -1)
_RET64 = _OP.get("RET64", -1)
_RETI64 = _OP.get("RETI64", -1)


class X86MCInstLower:
    """Lowers MachineInstrs of one function for an :class:`~pyllc.targets.x86.asm_printer.X86AsmPrinter`."""

    __slots__ = ("printer",)

    def __init__(self, printer: Any) -> None:
        self.printer = printer

    def lower_symbol_operand(self, mo: Any, sym: Any) -> E.MCExpr:
        flags = mo.target_flags
        variant = VARIANT_OF_FLAG.get(flags)
        if variant is None:
            raise UnsupportedError(None, f"x86 operand target flag {flags}")
        e: E.MCExpr = E.MCSymbolRefExpr(sym, variant)
        if mo.kind not in (MO_JumpTableIndex, MO_MachineBasicBlock) and mo.offset:
            e = E.create_add(e, E.MCConstantExpr(mo.offset))
        return e

    def lower_operand(self, mi: Any, mo: Any) -> Any:
        """The MCInst operand for ``mo``, or None when it is dropped."""
        k = mo.kind
        if k == MO_Register:
            if mo.flags & RegState.Implicit:
                return None
            return mo.contents
        if k == MO_Immediate:
            return mo.contents
        p = self.printer
        if k == MO_GlobalAddress:
            return self.lower_symbol_operand(mo, p.get_symbol_prefer_local(mo.contents))
        if k == MO_MachineBasicBlock:
            return self.lower_symbol_operand(mo, p.get_mbb_symbol(mo.contents))
        if k == MO_ExternalSymbol:
            return self.lower_symbol_operand(mo, p.get_external_symbol(mo.contents))
        if k == MO_MCSymbol:
            return self.lower_symbol_operand(mo, mo.contents)
        if k == MO_JumpTableIndex:
            return self.lower_symbol_operand(mo, p.get_jti_symbol(mo.contents))
        if k == MO_ConstantPoolIndex:
            return self.lower_symbol_operand(mo, p.get_cpi_symbol(mo.contents))
        if k == MO_BlockAddress:
            return self.lower_symbol_operand(mo, p.get_block_address_symbol(mo.contents))
        if k == MO_RegisterMask:
            return None
        raise UnsupportedError(None, f"operand kind {k} of '{II.OPCODE_NAMES[mi.opcode]}' at emission")

    def lower(self, mi: Any) -> MCInst:
        opcode = mi.opcode
        ops: list[Any] = []
        for mo in mi.operands:
            v = self.lower_operand(mi, mo)
            if v is not None:
                ops.append(v)
        if opcode in _CALLEE_ONLY:
            ops = ops[:1]
        new = _RENAMED.get(opcode)
        if new is not None:
            opcode = new
        elif opcode == _RET:
            pops = ops[0] if ops and type(ops[0]) is int else 0
            opcode, ops = (_RET64, []) if not pops else (_RETI64, [pops])
        short = _SHORT_IMM_FORM.get(opcode)
        if short is not None and ops[0] in _ACCUMULATORS:
            opcode, ops = short, [ops[-1]]
        if not _HAS_TEXT[opcode]:
            raise UnsupportedError(None, f"pseudo instruction '{II.OPCODE_NAMES[opcode]}' reached emission")
        return MCInst(opcode, ops)
