"""Shifts, rotates, double shifts and bit tests (LLVM: lib/Target/X86/X86InstrShiftRotate.td, BT from
X86InstrInfo.td).

What it is: ROL/ROR/RCL/RCR/SHL/SHR/SAR by CL (``rCL``/``mCL``), by an 8-bit immediate (``ri``/``mi``, C0/C1
/n) and by one (``r1``/``m1``, D0/D1 /n), with n = ROL 0, ROR 1, RCL 2, RCR 3, SHL 4, SHR 5, SAR 7; the double
shifts SHLD/SHRD (0F A4/A5, AC/AD) and BT (0F A3, 0F BA /4).  The count in CL is an implicit use.
"""

from __future__ import annotations

from pyllc.tblgen.records import I, Instruction

from .instr_arithmetic import X86TypeInfo, Xi8, Xi16, Xi32, Xi64
from .instr_formats import TB, Imm8, MRMDestMem, MRMDestReg, MRMm, MRMr
from .instr_info import i16u8imm, i32u8imm, i64u8imm, u8imm
from .register_info import CL, EFLAGS

_F = (EFLAGS,)


def _o(t: X86TypeInfo, opc: int) -> int:
    return opc if t.suffix == "b" else opc | 1


def _rcl(mn: str, t: X86TypeInfo, n: int, uses: tuple = ()) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{%cl, $dst|$dst, cl}}",
        MRMr(n, _o(t, 0xD2), *t.size),
        (("dst", t.rc),),
        (("src1", t.rc),),
        tie="dst=src1",
        defs=_F,
        uses=(CL,) + uses,
    )


def _ri(mn: str, t: X86TypeInfo, n: int, flags: str = "", uses: tuple = ()) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src2, $dst|$dst, $src2}}",
        MRMr(n, _o(t, 0xC0), *t.size, Imm8),
        (("dst", t.rc),),
        (("src1", t.rc), ("src2", u8imm)),
        tie="dst=src1",
        defs=_F,
        uses=uses,
        flags=flags,
    )


def _r1(mn: str, t: X86TypeInfo, n: int, uses: tuple = ()) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t$dst",
        MRMr(n, _o(t, 0xD0), *t.size),
        (("dst", t.rc),),
        (("src1", t.rc),),
        tie="dst=src1",
        defs=_F,
        uses=uses,
    )


def _mcl(mn: str, t: X86TypeInfo, n: int, uses: tuple = ()) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{%cl, $dst|$dst, cl}}",
        MRMm(n, _o(t, 0xD2), *t.size),
        (),
        (("dst", t.mem),),
        defs=_F,
        uses=(CL,) + uses,
        flags="MayLoad MayStore",
    )


def _mi(mn: str, t: X86TypeInfo, n: int, uses: tuple = ()) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src, $dst|$dst, $src}}",
        MRMm(n, _o(t, 0xC0), *t.size, Imm8),
        (),
        (("dst", t.mem), ("src", u8imm)),
        defs=_F,
        uses=uses,
        flags="MayLoad MayStore",
    )


def _m1(mn: str, t: X86TypeInfo, n: int, uses: tuple = ()) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t$dst",
        MRMm(n, _o(t, 0xD0), *t.size),
        (),
        (("dst", t.mem),),
        defs=_F,
        uses=uses,
        flags="MayLoad MayStore",
    )


def _shd_rrcl(mn: str, t: X86TypeInfo, opc: int) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{%cl, $src2, $dst|$dst, $src2, cl}}",
        MRMDestReg(opc, TB, *t.size),
        (("dst", t.rc),),
        (("src1", t.rc), ("src2", t.rc)),
        tie="dst=src1",
        defs=_F,
        uses=(CL,),
    )


def _shd_rri8(mn: str, t: X86TypeInfo, opc: int) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src3, $src2, $dst|$dst, $src2, $src3}}",
        MRMDestReg(opc, TB, *t.size, Imm8),
        (("dst", t.rc),),
        (("src1", t.rc), ("src2", t.rc), ("src3", u8imm)),
        tie="dst=src1",
        defs=_F,
        flags="Commutable",
    )


def _shd_mrcl(mn: str, t: X86TypeInfo, opc: int) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{%cl, $src2, $dst|$dst, $src2, cl}}",
        MRMDestMem(opc, TB, *t.size),
        (),
        (("dst", t.mem), ("src2", t.rc)),
        defs=_F,
        uses=(CL,),
        flags="MayLoad MayStore",
    )


def _shd_mri8(mn: str, t: X86TypeInfo, opc: int) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src3, $src2, $dst|$dst, $src2, $src3}}",
        MRMDestMem(opc, TB, *t.size, Imm8),
        (),
        (("dst", t.mem), ("src2", t.rc), ("src3", u8imm)),
        defs=_F,
        flags="MayLoad MayStore",
    )


# ---- ROL -------------------------------------------------------------------------------------------------
ROL8rCL = _rcl("rol", Xi8, 0)
ROL16rCL = _rcl("rol", Xi16, 0)
ROL32rCL = _rcl("rol", Xi32, 0)
ROL64rCL = _rcl("rol", Xi64, 0)
ROL8ri = _ri("rol", Xi8, 0)
ROL16ri = _ri("rol", Xi16, 0)
ROL32ri = _ri("rol", Xi32, 0)
ROL64ri = _ri("rol", Xi64, 0)
ROL8r1 = _r1("rol", Xi8, 0)
ROL16r1 = _r1("rol", Xi16, 0)
ROL32r1 = _r1("rol", Xi32, 0)
ROL64r1 = _r1("rol", Xi64, 0)
ROL8mCL = _mcl("rol", Xi8, 0)
ROL16mCL = _mcl("rol", Xi16, 0)
ROL32mCL = _mcl("rol", Xi32, 0)
ROL64mCL = _mcl("rol", Xi64, 0)
ROL8mi = _mi("rol", Xi8, 0)
ROL16mi = _mi("rol", Xi16, 0)
ROL32mi = _mi("rol", Xi32, 0)
ROL64mi = _mi("rol", Xi64, 0)
ROL8m1 = _m1("rol", Xi8, 0)
ROL16m1 = _m1("rol", Xi16, 0)
ROL32m1 = _m1("rol", Xi32, 0)
ROL64m1 = _m1("rol", Xi64, 0)

# ---- ROR -------------------------------------------------------------------------------------------------
ROR8rCL = _rcl("ror", Xi8, 1)
ROR16rCL = _rcl("ror", Xi16, 1)
ROR32rCL = _rcl("ror", Xi32, 1)
ROR64rCL = _rcl("ror", Xi64, 1)
ROR8ri = _ri("ror", Xi8, 1)
ROR16ri = _ri("ror", Xi16, 1)
ROR32ri = _ri("ror", Xi32, 1)
ROR64ri = _ri("ror", Xi64, 1)
ROR8r1 = _r1("ror", Xi8, 1)
ROR16r1 = _r1("ror", Xi16, 1)
ROR32r1 = _r1("ror", Xi32, 1)
ROR64r1 = _r1("ror", Xi64, 1)
ROR8mCL = _mcl("ror", Xi8, 1)
ROR16mCL = _mcl("ror", Xi16, 1)
ROR32mCL = _mcl("ror", Xi32, 1)
ROR64mCL = _mcl("ror", Xi64, 1)
ROR8mi = _mi("ror", Xi8, 1)
ROR16mi = _mi("ror", Xi16, 1)
ROR32mi = _mi("ror", Xi32, 1)
ROR64mi = _mi("ror", Xi64, 1)
ROR8m1 = _m1("ror", Xi8, 1)
ROR16m1 = _m1("ror", Xi16, 1)
ROR32m1 = _m1("ror", Xi32, 1)
ROR64m1 = _m1("ror", Xi64, 1)

# ---- RCL -------------------------------------------------------------------------------------------------
RCL8rCL = _rcl("rcl", Xi8, 2, uses=_F)
RCL16rCL = _rcl("rcl", Xi16, 2, uses=_F)
RCL32rCL = _rcl("rcl", Xi32, 2, uses=_F)
RCL64rCL = _rcl("rcl", Xi64, 2, uses=_F)
RCL8ri = _ri("rcl", Xi8, 2, uses=_F)
RCL16ri = _ri("rcl", Xi16, 2, uses=_F)
RCL32ri = _ri("rcl", Xi32, 2, uses=_F)
RCL64ri = _ri("rcl", Xi64, 2, uses=_F)
RCL8r1 = _r1("rcl", Xi8, 2, uses=_F)
RCL16r1 = _r1("rcl", Xi16, 2, uses=_F)
RCL32r1 = _r1("rcl", Xi32, 2, uses=_F)
RCL64r1 = _r1("rcl", Xi64, 2, uses=_F)
RCL8mCL = _mcl("rcl", Xi8, 2, uses=_F)
RCL16mCL = _mcl("rcl", Xi16, 2, uses=_F)
RCL32mCL = _mcl("rcl", Xi32, 2, uses=_F)
RCL64mCL = _mcl("rcl", Xi64, 2, uses=_F)
RCL8mi = _mi("rcl", Xi8, 2, uses=_F)
RCL16mi = _mi("rcl", Xi16, 2, uses=_F)
RCL32mi = _mi("rcl", Xi32, 2, uses=_F)
RCL64mi = _mi("rcl", Xi64, 2, uses=_F)
RCL8m1 = _m1("rcl", Xi8, 2, uses=_F)
RCL16m1 = _m1("rcl", Xi16, 2, uses=_F)
RCL32m1 = _m1("rcl", Xi32, 2, uses=_F)
RCL64m1 = _m1("rcl", Xi64, 2, uses=_F)

# ---- RCR -------------------------------------------------------------------------------------------------
RCR8rCL = _rcl("rcr", Xi8, 3, uses=_F)
RCR16rCL = _rcl("rcr", Xi16, 3, uses=_F)
RCR32rCL = _rcl("rcr", Xi32, 3, uses=_F)
RCR64rCL = _rcl("rcr", Xi64, 3, uses=_F)
RCR8ri = _ri("rcr", Xi8, 3, uses=_F)
RCR16ri = _ri("rcr", Xi16, 3, uses=_F)
RCR32ri = _ri("rcr", Xi32, 3, uses=_F)
RCR64ri = _ri("rcr", Xi64, 3, uses=_F)
RCR8r1 = _r1("rcr", Xi8, 3, uses=_F)
RCR16r1 = _r1("rcr", Xi16, 3, uses=_F)
RCR32r1 = _r1("rcr", Xi32, 3, uses=_F)
RCR64r1 = _r1("rcr", Xi64, 3, uses=_F)
RCR8mCL = _mcl("rcr", Xi8, 3, uses=_F)
RCR16mCL = _mcl("rcr", Xi16, 3, uses=_F)
RCR32mCL = _mcl("rcr", Xi32, 3, uses=_F)
RCR64mCL = _mcl("rcr", Xi64, 3, uses=_F)
RCR8mi = _mi("rcr", Xi8, 3, uses=_F)
RCR16mi = _mi("rcr", Xi16, 3, uses=_F)
RCR32mi = _mi("rcr", Xi32, 3, uses=_F)
RCR64mi = _mi("rcr", Xi64, 3, uses=_F)
RCR8m1 = _m1("rcr", Xi8, 3, uses=_F)
RCR16m1 = _m1("rcr", Xi16, 3, uses=_F)
RCR32m1 = _m1("rcr", Xi32, 3, uses=_F)
RCR64m1 = _m1("rcr", Xi64, 3, uses=_F)

# ---- SHL -------------------------------------------------------------------------------------------------
SHL8rCL = _rcl("shl", Xi8, 4)
SHL16rCL = _rcl("shl", Xi16, 4)
SHL32rCL = _rcl("shl", Xi32, 4)
SHL64rCL = _rcl("shl", Xi64, 4)
SHL8ri = _ri("shl", Xi8, 4, "ConvertibleTo3Addr")
SHL16ri = _ri("shl", Xi16, 4, "ConvertibleTo3Addr")
SHL32ri = _ri("shl", Xi32, 4, "ConvertibleTo3Addr")
SHL64ri = _ri("shl", Xi64, 4, "ConvertibleTo3Addr")
SHL8r1 = _r1("shl", Xi8, 4)
SHL16r1 = _r1("shl", Xi16, 4)
SHL32r1 = _r1("shl", Xi32, 4)
SHL64r1 = _r1("shl", Xi64, 4)
SHL8mCL = _mcl("shl", Xi8, 4)
SHL16mCL = _mcl("shl", Xi16, 4)
SHL32mCL = _mcl("shl", Xi32, 4)
SHL64mCL = _mcl("shl", Xi64, 4)
SHL8mi = _mi("shl", Xi8, 4)
SHL16mi = _mi("shl", Xi16, 4)
SHL32mi = _mi("shl", Xi32, 4)
SHL64mi = _mi("shl", Xi64, 4)
SHL8m1 = _m1("shl", Xi8, 4)
SHL16m1 = _m1("shl", Xi16, 4)
SHL32m1 = _m1("shl", Xi32, 4)
SHL64m1 = _m1("shl", Xi64, 4)

# ---- SHR -------------------------------------------------------------------------------------------------
SHR8rCL = _rcl("shr", Xi8, 5)
SHR16rCL = _rcl("shr", Xi16, 5)
SHR32rCL = _rcl("shr", Xi32, 5)
SHR64rCL = _rcl("shr", Xi64, 5)
SHR8ri = _ri("shr", Xi8, 5)
SHR16ri = _ri("shr", Xi16, 5)
SHR32ri = _ri("shr", Xi32, 5)
SHR64ri = _ri("shr", Xi64, 5)
SHR8r1 = _r1("shr", Xi8, 5)
SHR16r1 = _r1("shr", Xi16, 5)
SHR32r1 = _r1("shr", Xi32, 5)
SHR64r1 = _r1("shr", Xi64, 5)
SHR8mCL = _mcl("shr", Xi8, 5)
SHR16mCL = _mcl("shr", Xi16, 5)
SHR32mCL = _mcl("shr", Xi32, 5)
SHR64mCL = _mcl("shr", Xi64, 5)
SHR8mi = _mi("shr", Xi8, 5)
SHR16mi = _mi("shr", Xi16, 5)
SHR32mi = _mi("shr", Xi32, 5)
SHR64mi = _mi("shr", Xi64, 5)
SHR8m1 = _m1("shr", Xi8, 5)
SHR16m1 = _m1("shr", Xi16, 5)
SHR32m1 = _m1("shr", Xi32, 5)
SHR64m1 = _m1("shr", Xi64, 5)

# ---- SAR -------------------------------------------------------------------------------------------------
SAR8rCL = _rcl("sar", Xi8, 7)
SAR16rCL = _rcl("sar", Xi16, 7)
SAR32rCL = _rcl("sar", Xi32, 7)
SAR64rCL = _rcl("sar", Xi64, 7)
SAR8ri = _ri("sar", Xi8, 7)
SAR16ri = _ri("sar", Xi16, 7)
SAR32ri = _ri("sar", Xi32, 7)
SAR64ri = _ri("sar", Xi64, 7)
SAR8r1 = _r1("sar", Xi8, 7)
SAR16r1 = _r1("sar", Xi16, 7)
SAR32r1 = _r1("sar", Xi32, 7)
SAR64r1 = _r1("sar", Xi64, 7)
SAR8mCL = _mcl("sar", Xi8, 7)
SAR16mCL = _mcl("sar", Xi16, 7)
SAR32mCL = _mcl("sar", Xi32, 7)
SAR64mCL = _mcl("sar", Xi64, 7)
SAR8mi = _mi("sar", Xi8, 7)
SAR16mi = _mi("sar", Xi16, 7)
SAR32mi = _mi("sar", Xi32, 7)
SAR64mi = _mi("sar", Xi64, 7)
SAR8m1 = _m1("sar", Xi8, 7)
SAR16m1 = _m1("sar", Xi16, 7)
SAR32m1 = _m1("sar", Xi32, 7)
SAR64m1 = _m1("sar", Xi64, 7)

# ---- SHLD/SHRD -------------------------------------------------------------------------------------------
SHLD16rrCL = _shd_rrcl("shld", Xi16, 0xA5)
SHLD32rrCL = _shd_rrcl("shld", Xi32, 0xA5)
SHLD64rrCL = _shd_rrcl("shld", Xi64, 0xA5)
SHLD16rri8 = _shd_rri8("shld", Xi16, 0xA4)
SHLD32rri8 = _shd_rri8("shld", Xi32, 0xA4)
SHLD64rri8 = _shd_rri8("shld", Xi64, 0xA4)
SHLD16mrCL = _shd_mrcl("shld", Xi16, 0xA5)
SHLD32mrCL = _shd_mrcl("shld", Xi32, 0xA5)
SHLD64mrCL = _shd_mrcl("shld", Xi64, 0xA5)
SHLD16mri8 = _shd_mri8("shld", Xi16, 0xA4)
SHLD32mri8 = _shd_mri8("shld", Xi32, 0xA4)
SHLD64mri8 = _shd_mri8("shld", Xi64, 0xA4)
SHRD16rrCL = _shd_rrcl("shrd", Xi16, 0xAD)
SHRD32rrCL = _shd_rrcl("shrd", Xi32, 0xAD)
SHRD64rrCL = _shd_rrcl("shrd", Xi64, 0xAD)
SHRD16rri8 = _shd_rri8("shrd", Xi16, 0xAC)
SHRD32rri8 = _shd_rri8("shrd", Xi32, 0xAC)
SHRD64rri8 = _shd_rri8("shrd", Xi64, 0xAC)
SHRD16mrCL = _shd_mrcl("shrd", Xi16, 0xAD)
SHRD32mrCL = _shd_mrcl("shrd", Xi32, 0xAD)
SHRD64mrCL = _shd_mrcl("shrd", Xi64, 0xAD)
SHRD16mri8 = _shd_mri8("shrd", Xi16, 0xAC)
SHRD32mri8 = _shd_mri8("shrd", Xi32, 0xAC)
SHRD64mri8 = _shd_mri8("shrd", Xi64, 0xAC)

# ---- BT: CF = bit src2 of src1 -------------------------------------------------------------------------
BT16rr = I(
    "bt{w}\t{$src2, $src1|$src1, $src2}",
    MRMDestReg(0xA3, TB, *Xi16.size),
    (),
    (("src1", Xi16.rc), ("src2", Xi16.rc)),
    defs=_F,
)
BT32rr = I(
    "bt{l}\t{$src2, $src1|$src1, $src2}",
    MRMDestReg(0xA3, TB, *Xi32.size),
    (),
    (("src1", Xi32.rc), ("src2", Xi32.rc)),
    defs=_F,
)
BT64rr = I(
    "bt{q}\t{$src2, $src1|$src1, $src2}",
    MRMDestReg(0xA3, TB, *Xi64.size),
    (),
    (("src1", Xi64.rc), ("src2", Xi64.rc)),
    defs=_F,
)
BT16ri8 = I(
    "bt{w}\t{$src2, $src1|$src1, $src2}",
    MRMr(4, 0xBA, TB, *Xi16.size, Imm8),
    (),
    (("src1", Xi16.rc), ("src2", i16u8imm)),
    defs=_F,
)
BT32ri8 = I(
    "bt{l}\t{$src2, $src1|$src1, $src2}",
    MRMr(4, 0xBA, TB, *Xi32.size, Imm8),
    (),
    (("src1", Xi32.rc), ("src2", i32u8imm)),
    defs=_F,
)
BT64ri8 = I(
    "bt{q}\t{$src2, $src1|$src1, $src2}",
    MRMr(4, 0xBA, TB, *Xi64.size, Imm8),
    (),
    (("src1", Xi64.rc), ("src2", i64u8imm)),
    defs=_F,
)
BT16mi8 = I(
    "bt{w}\t{$src2, $src1|$src1, $src2}",
    MRMm(4, 0xBA, TB, *Xi16.size, Imm8),
    (),
    (("src1", Xi16.mem), ("src2", i16u8imm)),
    defs=_F,
    flags="MayLoad",
)
BT32mi8 = I(
    "bt{l}\t{$src2, $src1|$src1, $src2}",
    MRMm(4, 0xBA, TB, *Xi32.size, Imm8),
    (),
    (("src1", Xi32.mem), ("src2", i32u8imm)),
    defs=_F,
    flags="MayLoad",
)
BT64mi8 = I(
    "bt{q}\t{$src2, $src1|$src1, $src2}",
    MRMm(4, 0xBA, TB, *Xi64.size, Imm8),
    (),
    (("src1", Xi64.mem), ("src2", i64u8imm)),
    defs=_F,
    flags="MayLoad",
)
