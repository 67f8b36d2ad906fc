"""The bit-test instructions the other files lack (LLVM: lib/Target/X86/X86InstrInfo.td "Bit tests").

What it is: ``BT<w>mr`` and the complementing, resetting and setting forms ``BTC``/``BTR``/``BTS`` with a
register, a memory operand, a register index or an 8-bit immediate index (``BT*rr``, ``BT*ri8``, ``BT*mi8``
are in :mod:`.instr_shift_rotate`, ``BTS*rr`` in :mod:`.instr_mir_extra`).  CF receives the tested bit;
BTC/BTR/BTS then complement, clear or set it::

    0F A3 /r  bt  r/m, r      0F BB /r  btc r/m, r     0F B3 /r  btr r/m, r     0F AB /r  bts r/m, r
    0F BA /4 ib  bt  r/m, imm8      /7 btc      /6 btr      /5 bts

With a register index the memory forms address the bit string beyond the operand (the index is not taken
modulo the width), which is why LLVM selects none of them; nor does it select BTC/BTR/BTS, which have no
patterns: these records are for ``pyllc-mc`` (matching, encoding, disassembly).
"""

from __future__ import annotations

from pyllc.tblgen.records import I, InstAlias, Instruction, Operand, ins, outs, parse_dag

from .instr_arithmetic import X86TypeInfo, Xi16, Xi32, Xi64
from .instr_formats import TB, Imm8, MRMDestMem, MRMDestReg, MRMm, MRMr
from .instr_info import i16u8imm, i32u8imm, i64u8imm
from .register_info import EFLAGS

_F = (EFLAGS,)


def _asm(mn: str, t: X86TypeInfo) -> str:
    return f"{mn}{{{t.suffix}}}\t{{$src2, $src1|$src1, $src2}}"


def _rr(mn: str, opc: int, t: X86TypeInfo) -> Instruction:
    """``<mn><w>rr``: ``$dst = $src1`` with bit ``$src2`` changed."""
    return I(
        _asm(mn, t),
        MRMDestReg(opc, TB, *t.size),
        outs(dst=t.rc),
        ins(src1=t.rc, src2=t.rc),
        tie="dst=src1",
        defs=_F,
    )


def _mr(mn: str, opc: int, t: X86TypeInfo, flags: str) -> Instruction:
    """``<mn><w>mr``: the bit string at ``$src1``, bit index in register ``$src2``."""
    return I(_asm(mn, t), MRMDestMem(opc, TB, *t.size), (), ins(src1=t.mem, src2=t.rc), defs=_F, flags=flags)


def _ri8(mn: str, n: int, t: X86TypeInfo, imm: Operand) -> Instruction:
    """``<mn><w>ri8``: 0F BA /n ib on a register."""
    return I(
        _asm(mn, t),
        MRMr(n, 0xBA, TB, *t.size, Imm8),
        outs(dst=t.rc),
        ins(src1=t.rc, src2=imm),
        tie="dst=src1",
        defs=_F,
    )


def _mi8(mn: str, n: int, t: X86TypeInfo, imm: Operand) -> Instruction:
    """``<mn><w>mi8``: 0F BA /n ib on memory."""
    return I(
        _asm(mn, t),
        MRMm(n, 0xBA, TB, *t.size, Imm8),
        (),
        ins(src1=t.mem, src2=imm),
        defs=_F,
        flags="MayLoad MayStore",
    )


# ---- BT: memory, register index (only CF changes) -----------------------------------------------------------
BT16mr = _mr("bt", 0xA3, Xi16, "MayLoad")
BT32mr = _mr("bt", 0xA3, Xi32, "MayLoad")
BT64mr = _mr("bt", 0xA3, Xi64, "MayLoad")

# ---- BTC: complement the bit ----------------------------------------------------------------------------------
BTC16rr = _rr("btc", 0xBB, Xi16)
BTC32rr = _rr("btc", 0xBB, Xi32)
BTC64rr = _rr("btc", 0xBB, Xi64)
BTC16mr = _mr("btc", 0xBB, Xi16, "MayLoad MayStore")
BTC32mr = _mr("btc", 0xBB, Xi32, "MayLoad MayStore")
BTC64mr = _mr("btc", 0xBB, Xi64, "MayLoad MayStore")
BTC16ri8 = _ri8("btc", 7, Xi16, i16u8imm)
BTC32ri8 = _ri8("btc", 7, Xi32, i32u8imm)
BTC64ri8 = _ri8("btc", 7, Xi64, i64u8imm)
BTC16mi8 = _mi8("btc", 7, Xi16, i16u8imm)
BTC32mi8 = _mi8("btc", 7, Xi32, i32u8imm)
BTC64mi8 = _mi8("btc", 7, Xi64, i64u8imm)

# ---- BTR: clear the bit -----------------------------------------------------------------------------------------
BTR16rr = _rr("btr", 0xB3, Xi16)
BTR32rr = _rr("btr", 0xB3, Xi32)
BTR64rr = _rr("btr", 0xB3, Xi64)
BTR16mr = _mr("btr", 0xB3, Xi16, "MayLoad MayStore")
BTR32mr = _mr("btr", 0xB3, Xi32, "MayLoad MayStore")
BTR64mr = _mr("btr", 0xB3, Xi64, "MayLoad MayStore")
BTR16ri8 = _ri8("btr", 6, Xi16, i16u8imm)
BTR32ri8 = _ri8("btr", 6, Xi32, i32u8imm)
BTR64ri8 = _ri8("btr", 6, Xi64, i64u8imm)
BTR16mi8 = _mi8("btr", 6, Xi16, i16u8imm)
BTR32mi8 = _mi8("btr", 6, Xi32, i32u8imm)
BTR64mi8 = _mi8("btr", 6, Xi64, i64u8imm)

# ---- BTS: set the bit (the register forms are in instr_mir_extra) ---------------------------------------------------
BTS16mr = _mr("bts", 0xAB, Xi16, "MayLoad MayStore")
BTS32mr = _mr("bts", 0xAB, Xi32, "MayLoad MayStore")
BTS64mr = _mr("bts", 0xAB, Xi64, "MayLoad MayStore")
BTS16ri8 = _ri8("bts", 5, Xi16, i16u8imm)
BTS32ri8 = _ri8("bts", 5, Xi32, i32u8imm)
BTS64ri8 = _ri8("bts", 5, Xi64, i64u8imm)
BTS16mi8 = _mi8("bts", 5, Xi16, i16u8imm)
BTS32mi8 = _mi8("bts", 5, Xi32, i32u8imm)
BTS64mi8 = _mi8("bts", 5, Xi64, i64u8imm)

# ---- instruction aliases: the mem/imm forms without a suffix are the 32-bit ones, as gas reads them (the
# ``bt`` one is in instr_aliases) ------------------------------------------------------------------------------------
BTCBTRBTSAliases = (
    InstAlias("btc\t{$imm, $mem|$mem, $imm}", parse_dag("(BTC32mi8 i32mem:$mem, i32u8imm:$imm)"), 0, "att"),
    InstAlias("btr\t{$imm, $mem|$mem, $imm}", parse_dag("(BTR32mi8 i32mem:$mem, i32u8imm:$imm)"), 0, "att"),
    InstAlias("bts\t{$imm, $mem|$mem, $imm}", parse_dag("(BTS32mi8 i32mem:$mem, i32u8imm:$imm)"), 0, "att"),
)
