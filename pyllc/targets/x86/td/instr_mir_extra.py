"""Instructions llc-14 writes in MIR that pyllc's instruction selection does not produce (LLVM:
X86InstrCompiler.td, X86InstrSSE.td, X86InstrFPStack.td, X86InstrShiftRotate.td).

What it is: the records MIR from ``llc-14 -stop-after=P`` names, so pyllc reads, prints, verifies and (where
they can reach emission) encodes it:

* the ``ADD*_DB`` pseudos: an ``or`` whose operands have no common set bit, which the two-address pass may
  turn into an ``lea`` and which is emitted as the ``OR`` it is (X86MCInstLower);
* SSE forms: ``MOVHPDrm``, ``MOVLPDmr``, ``CVTDQ2PDrm``, ``PSADBWrr``, ``PSUBUSWrr``, ``PMULLWrm``,
  ``MOVMSKPDrr``; ``BTS32rr``/``BTS64rr``; the x87 control word ``FLDCW16m``/``FNSTCW16m``.

The module loads after the others, so the opcode numbers of the rest do not move.
"""

from __future__ import annotations

from pyllc.tblgen.records import I, Instruction, ins, outs

from .instr_arithmetic import Xi8, Xi16, Xi32, Xi64, X86TypeInfo
from .instr_formats import (
    PD,
    TB,
    XS,
    MRMDestMem,
    MRMDestReg,
    MRMm,
    MRMSrcMem,
    MRMSrcReg,
    Pseudo,
)
from .instr_info import (
    f64mem,
    i8imm,
    i16i8imm,
    i16imm,
    i32i8imm,
    i32imm,
    i64i8imm,
    i64i32imm,
    i64mem,
    i128mem,
    i16mem,
)
from .register_info import EFLAGS, FPCW, FPSW, GR32, VR128

_F = (EFLAGS,)


# ---- OR of operands without common bits (X86InstrCompiler.td: or_is_add) ---------------------------------
def _db_rr(t: X86TypeInfo) -> Instruction:
    return I(
        "",
        Pseudo,
        outs(dst=t.rc),
        ins(src1=t.rc, src2=t.rc),
        tie="dst=src1",
        defs=_F,
        flags="Commutable ConvertibleTo3Addr",
        code_gen_only=True,
    )


def _db_ri(t: X86TypeInfo, imm: object) -> Instruction:
    return I(
        "",
        Pseudo,
        outs(dst=t.rc),
        ins(src1=t.rc, src2=imm),  # pyright: ignore[reportArgumentType]
        tie="dst=src1",
        defs=_F,
        flags="ConvertibleTo3Addr",
        code_gen_only=True,
    )


ADD8rr_DB = _db_rr(Xi8)
ADD16rr_DB = _db_rr(Xi16)
ADD32rr_DB = _db_rr(Xi32)
ADD64rr_DB = _db_rr(Xi64)
ADD8ri_DB = _db_ri(Xi8, i8imm)
ADD16ri_DB = _db_ri(Xi16, i16imm)
ADD32ri_DB = _db_ri(Xi32, i32imm)
ADD64ri32_DB = _db_ri(Xi64, i64i32imm)
ADD16ri8_DB = _db_ri(Xi16, i16i8imm)
ADD32ri8_DB = _db_ri(Xi32, i32i8imm)
ADD64ri8_DB = _db_ri(Xi64, i64i8imm)


# ---- bit test and set (X86InstrShiftRotate.td) ---------------------------------------------------------
def _bts_rr(t: X86TypeInfo) -> Instruction:
    return I(
        f"bts{{{t.suffix}}}\t{{$src2, $src1|$src1, $src2}}",
        MRMDestReg(0xAB, TB, *t.size),
        outs(dst=t.rc),
        ins(src1=t.rc, src2=t.rc),
        tie="dst=src1",
        defs=_F,
    )


BTS16rr = _bts_rr(Xi16)
BTS32rr = _bts_rr(Xi32)
BTS64rr = _bts_rr(Xi64)

# ---- SSE2 (X86InstrSSE.td) -----------------------------------------------------------------------------
MOVHPDrm = I(
    "movhpd\t{$src2, $dst|$dst, $src2}",
    MRMSrcMem(0x16, PD, TB),
    outs(dst=VR128),
    ins(src1=VR128, src2=f64mem),
    tie="dst=src1",
    flags="MayLoad",
    predicates="SSE2",
)
MOVLPDmr = I(
    "movlpd\t{$src, $dst|$dst, $src}",
    MRMDestMem(0x13, PD, TB),
    ins=ins(dst=f64mem, src=VR128),
    flags="MayStore",
    predicates="SSE2",
)
CVTDQ2PDrm = I(
    "cvtdq2pd\t{$src, $dst|$dst, $src}",
    MRMSrcMem(0xE6, XS, TB),
    outs(dst=VR128),
    ins(src=i64mem),
    flags="MayLoad",
    predicates="SSE2",
)


def _pbin(mn: str, opc: int, mem: bool = False, flags: str = "") -> Instruction:
    return I(
        f"{mn}\t{{$src2, $dst|$dst, $src2}}",
        (MRMSrcMem if mem else MRMSrcReg)(opc, PD, TB),
        outs(dst=VR128),
        ins(src1=VR128, src2=i128mem if mem else VR128),
        tie="dst=src1",
        flags=("MayLoad " + flags) if mem else flags,
        predicates="SSE2",
    )


PSADBWrr = _pbin("psadbw", 0xF6, flags="Commutable")
PSUBUSWrr = _pbin("psubusw", 0xD9)
PMULLWrm = _pbin("pmullw", 0xD5, mem=True)
MOVMSKPDrr = I(
    "movmskpd\t{$src, $dst|$dst, $src}",
    MRMSrcReg(0x50, PD, TB),
    outs(dst=GR32),
    ins(src=VR128),
    predicates="SSE2",
)

# ---- x87 control word (X86InstrFPStack.td) -------------------------------------------------------------
FLDCW16m = I(
    "fldcw\t$dst",
    MRMm(5, 0xD9),
    ins=ins(dst=i16mem),
    defs=(FPSW, FPCW),
    flags="MayLoad UnmodeledSideEffects",
)
FNSTCW16m = I(
    "fnstcw\t$dst",
    MRMm(7, 0xD9),
    ins=ins(dst=i16mem),
    defs=(FPSW,),
    uses=(FPCW,),
    flags="MayStore UnmodeledSideEffects",
)
