"""SSE/SSE2/SSE4.1 scalar and 128-bit instructions (LLVM: lib/Target/X86/X86InstrSSE.td).

What it is: what scalar float/double C code needs: loads, stores and register moves (MOVSS/MOVSD/MOVAPS...),
GPR<->XMM moves (MOVD/MOVQ), scalar arithmetic ``<OP>SS``/``<OP>SD`` (F3/F2 0F 5x), comparisons
(UCOMIS*/COMIS* set EFLAGS; CMPSS/CMPSD produce masks), conversions (CVTSI2SS, CVTTSS2SI, CVTSS2SD...),
bitwise logic on the XMM file (ANDPS/ANDNPS/ORPS/XORPS, PAND/PXOR...), SSE4.1 rounding, a few integer vector
operations llc uses for int<->fp tricks, and the zero/all-ones pseudos ``V_SET0``, ``FsFLD0SS``, ``FsFLD0SD``.

Scalar operations exist twice: on FR32/FR64 (the scalar register classes) and as ``_Int`` on VR128 (the
intrinsic forms that keep the upper lanes).  Mandatory prefixes pick the type: none = PS, 66 = PD, F3 = SS,
F2 = SD.  FP arithmetic implicitly reads MXCSR (rounding mode) and may raise FP exceptions.
"""

from __future__ import annotations

from pyllc.tblgen.records import DAGOperand, I, Instruction, ins, outs

from .instr_formats import (
    PD,
    PS,
    REX_W,
    T8,
    TA,
    TB,
    XD,
    XS,
    Imm8,
    MRMDestMem,
    MRMDestReg,
    MRMSrcMem,
    MRMSrcReg,
    MRMm,
    MRMr,
    Pseudo,
    X86Encoding,
)
from .instr_info import f32mem, f64mem, f128mem, i8mem, i32mem, i32u8imm, i64mem, i128mem, sdmem, ssmem, u8imm
from .register_info import EFLAGS, FR32, FR64, GR32, GR64, MXCSR, VR128

_FP = "MayRaiseFPException"


def _mov(
    mn: str,
    enc: X86Encoding,
    dst: DAGOperand,
    src: DAGOperand,
    flags: str = "",
    preds: str = "",
    cgo: bool = False,
) -> Instruction:
    """A plain ``dst <- src`` move (register, load or store by the operand kinds)."""
    if enc.form == "MRMDestMem":
        return I(
            f"{mn}\t{{$src, $dst|$dst, $src}}",
            enc,
            ins=ins(dst=dst, src=src),
            flags=flags,
            predicates=preds,
            code_gen_only=cgo,
        )
    return I(
        f"{mn}\t{{$src, $dst|$dst, $src}}",
        enc,
        outs(dst=dst),
        ins(src=src),
        flags=flags,
        predicates=preds,
        code_gen_only=cgo,
    )


def _binop(
    mn: str,
    enc: X86Encoding,
    rc: DAGOperand,
    src2: DAGOperand,
    flags: str = "",
    mxcsr: bool = True,
    preds: str = "SSE2",
    cgo: bool = False,
) -> Instruction:
    """Two-address ``dst = src1 op src2``."""
    return I(
        f"{mn}\t{{$src2, $dst|$dst, $src2}}",
        enc,
        outs(dst=rc),
        ins(src1=rc, src2=src2),
        tie="dst=src1",
        uses=(MXCSR,) if mxcsr else (),
        flags=flags,
        predicates=preds,
        code_gen_only=cgo,
    )


def _unop(
    mn: str,
    enc: X86Encoding,
    dst: DAGOperand,
    src: DAGOperand,
    flags: str = "",
    mxcsr: bool = True,
    preds: str = "SSE2",
    cgo: bool = False,
) -> Instruction:
    return I(
        f"{mn}\t{{$src, $dst|$dst, $src}}",
        enc,
        outs(dst=dst),
        ins(src=src),
        uses=(MXCSR,) if mxcsr else (),
        flags=flags,
        predicates=preds,
        code_gen_only=cgo,
    )


def _ucom(mn: str, enc: X86Encoding, rc: DAGOperand, src2: DAGOperand, flags: str = "") -> Instruction:
    return I(
        f"{mn}\t{{$src2, $src1|$src1, $src2}}",
        enc,
        ins=ins(src1=rc, src2=src2),
        defs=(EFLAGS,),
        uses=(MXCSR,),
        flags=("Compare " + _FP + " " + flags).strip(),
    )


def _cmp(
    mn: str, enc: X86Encoding, rc: DAGOperand, src2: DAGOperand, flags: str = "", cgo: bool = False
) -> Instruction:
    return I(
        f"{mn}\t{{$cc, $src2, $dst|$dst, $src2, $cc}}",
        enc,
        outs(dst=rc),
        ins(src1=rc, src2=src2, cc=u8imm),
        tie="dst=src1",
        uses=(MXCSR,),
        flags=(_FP + " " + flags).strip(),
        code_gen_only=cgo,
    )


def _round(
    mn: str, enc: X86Encoding, rc: DAGOperand, src1: DAGOperand, flags: str = "", cgo: bool = False
) -> Instruction:
    return I(
        f"{mn}\t{{$src2, $src1, $dst|$dst, $src1, $src2}}",
        enc,
        outs(dst=rc),
        ins(src1=src1, src2=i32u8imm),
        uses=(MXCSR,),
        flags=(_FP + " " + flags).strip(),
        predicates="SSE41",
        code_gen_only=cgo,
    )


def _shuf(mn: str, enc: X86Encoding, src1: DAGOperand) -> Instruction:
    return I(
        f"{mn}\t{{$src2, $src1, $dst|$dst, $src1, $src2}}", enc, outs(dst=VR128), ins(src1=src1, src2=u8imm)
    )


# ---- scalar loads, stores and register moves --------------------------------------------------------------
MOVSSrm = _mov(
    "movss", MRMSrcMem(0x10, XS, TB), VR128, f32mem, "MayLoad FoldableAsLoad Rematerializable", "SSE1"
)
MOVSSrm_alt = _mov(
    "movss",
    MRMSrcMem(0x10, XS, TB),
    FR32,
    f32mem,
    "MayLoad FoldableAsLoad Rematerializable",
    "SSE1",
    cgo=True,
)
MOVSSmr = _mov("movss", MRMDestMem(0x11, XS, TB), f32mem, FR32, "MayStore", "SSE1")
MOVSDrm = _mov(
    "movsd", MRMSrcMem(0x10, XD, TB), VR128, f64mem, "MayLoad FoldableAsLoad Rematerializable", "SSE2"
)
MOVSDrm_alt = _mov(
    "movsd",
    MRMSrcMem(0x10, XD, TB),
    FR64,
    f64mem,
    "MayLoad FoldableAsLoad Rematerializable",
    "SSE2",
    cgo=True,
)
MOVSDmr = _mov("movsd", MRMDestMem(0x11, XD, TB), f64mem, FR64, "MayStore", "SSE2")
MOVSSrr = _binop("movss", MRMSrcReg(0x10, XS, TB), VR128, VR128, mxcsr=False, preds="SSE1")
MOVSDrr = _binop("movsd", MRMSrcReg(0x10, XD, TB), VR128, VR128, mxcsr=False)

# ---- packed moves -----------------------------------------------------------------------------------------
MOVAPSrr = _mov("movaps", MRMSrcReg(0x28, PS, TB), VR128, VR128, "MoveReg", "SSE1")
MOVAPSrm = _mov(
    "movaps", MRMSrcMem(0x28, PS, TB), VR128, f128mem, "MayLoad FoldableAsLoad Rematerializable", "SSE1"
)
MOVAPSmr = _mov("movaps", MRMDestMem(0x29, PS, TB), f128mem, VR128, "MayStore", "SSE1")
MOVAPDrr = _mov("movapd", MRMSrcReg(0x28, PD, TB), VR128, VR128, "MoveReg", "SSE2")
MOVAPDrm = _mov(
    "movapd", MRMSrcMem(0x28, PD, TB), VR128, f128mem, "MayLoad FoldableAsLoad Rematerializable", "SSE2"
)
MOVAPDmr = _mov("movapd", MRMDestMem(0x29, PD, TB), f128mem, VR128, "MayStore", "SSE2")
MOVUPSrr = _mov("movups", MRMSrcReg(0x10, PS, TB), VR128, VR128, "MoveReg", "SSE1")
MOVUPSrm = _mov(
    "movups", MRMSrcMem(0x10, PS, TB), VR128, f128mem, "MayLoad FoldableAsLoad Rematerializable", "SSE1"
)
MOVUPSmr = _mov("movups", MRMDestMem(0x11, PS, TB), f128mem, VR128, "MayStore", "SSE1")
MOVUPDrr = _mov("movupd", MRMSrcReg(0x10, PD, TB), VR128, VR128, "MoveReg", "SSE2")
MOVUPDrm = _mov(
    "movupd", MRMSrcMem(0x10, PD, TB), VR128, f128mem, "MayLoad FoldableAsLoad Rematerializable", "SSE2"
)
MOVUPDmr = _mov("movupd", MRMDestMem(0x11, PD, TB), f128mem, VR128, "MayStore", "SSE2")
MOVDQArr = _mov("movdqa", MRMSrcReg(0x6F, PD, TB), VR128, VR128, "MoveReg", "SSE2")
MOVDQArm = _mov(
    "movdqa", MRMSrcMem(0x6F, PD, TB), VR128, i128mem, "MayLoad FoldableAsLoad Rematerializable", "SSE2"
)
MOVDQAmr = _mov("movdqa", MRMDestMem(0x7F, PD, TB), i128mem, VR128, "MayStore", "SSE2")
MOVDQUrr = _mov("movdqu", MRMSrcReg(0x6F, XS, TB), VR128, VR128, "MoveReg", "SSE2")
MOVDQUrm = _mov(
    "movdqu", MRMSrcMem(0x6F, XS, TB), VR128, i128mem, "MayLoad FoldableAsLoad Rematerializable", "SSE2"
)
MOVDQUmr = _mov("movdqu", MRMDestMem(0x7F, XS, TB), i128mem, VR128, "MayStore", "SSE2")

# ---- GPR <-> XMM ------------------------------------------------------------------------------------------
MOVDI2PDIrr = _mov("movd", MRMSrcReg(0x6E, PD, TB), VR128, GR32)
MOVDI2PDIrm = _mov("movd", MRMSrcMem(0x6E, PD, TB), VR128, i32mem, "MayLoad")
MOVPDI2DIrr = _mov("movd", MRMDestReg(0x7E, PD, TB), GR32, VR128)
MOVPDI2DImr = _mov("movd", MRMDestMem(0x7E, PD, TB), i32mem, VR128, "MayStore")
MOV64toPQIrr = _mov("movq", MRMSrcReg(0x6E, PD, TB, REX_W), VR128, GR64)
MOVPQIto64rr = _mov("movq", MRMDestReg(0x7E, PD, TB, REX_W), GR64, VR128)
MOVDI2SSrr = _mov("movd", MRMSrcReg(0x6E, PD, TB), FR32, GR32, cgo=True)
MOVSS2DIrr = _mov("movd", MRMDestReg(0x7E, PD, TB), GR32, FR32, cgo=True)
MOV64toSDrr = _mov("movq", MRMSrcReg(0x6E, PD, TB, REX_W), FR64, GR64, cgo=True)
MOVSDto64rr = _mov("movq", MRMDestReg(0x7E, PD, TB, REX_W), GR64, FR64, cgo=True)
MOVQI2PQIrm = _mov("movq", MRMSrcMem(0x7E, XS, TB), VR128, i64mem, "MayLoad")
MOVPQI2QImr = _mov("movq", MRMDestMem(0xD6, PD, TB), i64mem, VR128, "MayStore")
MOVZPQILo2PQIrr = _mov("movq", MRMSrcReg(0x7E, XS, TB), VR128, VR128)

# ---- scalar arithmetic ------------------------------------------------------------------------------------
ADDSSrr = _binop(
    "addss", MRMSrcReg(0x58, XS, TB), FR32, FR32, "Commutable MayRaiseFPException", preds="SSE1", cgo=True
)
ADDSSrm = _binop(
    "addss", MRMSrcMem(0x58, XS, TB), FR32, f32mem, "MayLoad MayRaiseFPException", preds="SSE1", cgo=True
)
ADDSSrr_Int = _binop("addss", MRMSrcReg(0x58, XS, TB), VR128, VR128, "MayRaiseFPException", preds="SSE1")
ADDSSrm_Int = _binop(
    "addss", MRMSrcMem(0x58, XS, TB), VR128, ssmem, "MayLoad MayRaiseFPException", preds="SSE1"
)
ADDSDrr = _binop(
    "addsd", MRMSrcReg(0x58, XD, TB), FR64, FR64, "Commutable MayRaiseFPException", preds="SSE2", cgo=True
)
ADDSDrm = _binop(
    "addsd", MRMSrcMem(0x58, XD, TB), FR64, f64mem, "MayLoad MayRaiseFPException", preds="SSE2", cgo=True
)
ADDSDrr_Int = _binop("addsd", MRMSrcReg(0x58, XD, TB), VR128, VR128, "MayRaiseFPException", preds="SSE2")
ADDSDrm_Int = _binop(
    "addsd", MRMSrcMem(0x58, XD, TB), VR128, sdmem, "MayLoad MayRaiseFPException", preds="SSE2"
)
MULSSrr = _binop(
    "mulss", MRMSrcReg(0x59, XS, TB), FR32, FR32, "Commutable MayRaiseFPException", preds="SSE1", cgo=True
)
MULSSrm = _binop(
    "mulss", MRMSrcMem(0x59, XS, TB), FR32, f32mem, "MayLoad MayRaiseFPException", preds="SSE1", cgo=True
)
MULSSrr_Int = _binop("mulss", MRMSrcReg(0x59, XS, TB), VR128, VR128, "MayRaiseFPException", preds="SSE1")
MULSSrm_Int = _binop(
    "mulss", MRMSrcMem(0x59, XS, TB), VR128, ssmem, "MayLoad MayRaiseFPException", preds="SSE1"
)
MULSDrr = _binop(
    "mulsd", MRMSrcReg(0x59, XD, TB), FR64, FR64, "Commutable MayRaiseFPException", preds="SSE2", cgo=True
)
MULSDrm = _binop(
    "mulsd", MRMSrcMem(0x59, XD, TB), FR64, f64mem, "MayLoad MayRaiseFPException", preds="SSE2", cgo=True
)
MULSDrr_Int = _binop("mulsd", MRMSrcReg(0x59, XD, TB), VR128, VR128, "MayRaiseFPException", preds="SSE2")
MULSDrm_Int = _binop(
    "mulsd", MRMSrcMem(0x59, XD, TB), VR128, sdmem, "MayLoad MayRaiseFPException", preds="SSE2"
)
SUBSSrr = _binop("subss", MRMSrcReg(0x5C, XS, TB), FR32, FR32, "MayRaiseFPException", preds="SSE1", cgo=True)
SUBSSrm = _binop(
    "subss", MRMSrcMem(0x5C, XS, TB), FR32, f32mem, "MayLoad MayRaiseFPException", preds="SSE1", cgo=True
)
SUBSSrr_Int = _binop("subss", MRMSrcReg(0x5C, XS, TB), VR128, VR128, "MayRaiseFPException", preds="SSE1")
SUBSSrm_Int = _binop(
    "subss", MRMSrcMem(0x5C, XS, TB), VR128, ssmem, "MayLoad MayRaiseFPException", preds="SSE1"
)
SUBSDrr = _binop("subsd", MRMSrcReg(0x5C, XD, TB), FR64, FR64, "MayRaiseFPException", preds="SSE2", cgo=True)
SUBSDrm = _binop(
    "subsd", MRMSrcMem(0x5C, XD, TB), FR64, f64mem, "MayLoad MayRaiseFPException", preds="SSE2", cgo=True
)
SUBSDrr_Int = _binop("subsd", MRMSrcReg(0x5C, XD, TB), VR128, VR128, "MayRaiseFPException", preds="SSE2")
SUBSDrm_Int = _binop(
    "subsd", MRMSrcMem(0x5C, XD, TB), VR128, sdmem, "MayLoad MayRaiseFPException", preds="SSE2"
)
DIVSSrr = _binop("divss", MRMSrcReg(0x5E, XS, TB), FR32, FR32, "MayRaiseFPException", preds="SSE1", cgo=True)
DIVSSrm = _binop(
    "divss", MRMSrcMem(0x5E, XS, TB), FR32, f32mem, "MayLoad MayRaiseFPException", preds="SSE1", cgo=True
)
DIVSSrr_Int = _binop("divss", MRMSrcReg(0x5E, XS, TB), VR128, VR128, "MayRaiseFPException", preds="SSE1")
DIVSSrm_Int = _binop(
    "divss", MRMSrcMem(0x5E, XS, TB), VR128, ssmem, "MayLoad MayRaiseFPException", preds="SSE1"
)
DIVSDrr = _binop("divsd", MRMSrcReg(0x5E, XD, TB), FR64, FR64, "MayRaiseFPException", preds="SSE2", cgo=True)
DIVSDrm = _binop(
    "divsd", MRMSrcMem(0x5E, XD, TB), FR64, f64mem, "MayLoad MayRaiseFPException", preds="SSE2", cgo=True
)
DIVSDrr_Int = _binop("divsd", MRMSrcReg(0x5E, XD, TB), VR128, VR128, "MayRaiseFPException", preds="SSE2")
DIVSDrm_Int = _binop(
    "divsd", MRMSrcMem(0x5E, XD, TB), VR128, sdmem, "MayLoad MayRaiseFPException", preds="SSE2"
)
MINSSrr = _binop("minss", MRMSrcReg(0x5D, XS, TB), FR32, FR32, "MayRaiseFPException", preds="SSE1", cgo=True)
MINSSrm = _binop(
    "minss", MRMSrcMem(0x5D, XS, TB), FR32, f32mem, "MayLoad MayRaiseFPException", preds="SSE1", cgo=True
)
MINSSrr_Int = _binop("minss", MRMSrcReg(0x5D, XS, TB), VR128, VR128, "MayRaiseFPException", preds="SSE1")
MINSSrm_Int = _binop(
    "minss", MRMSrcMem(0x5D, XS, TB), VR128, ssmem, "MayLoad MayRaiseFPException", preds="SSE1"
)
MINSDrr = _binop("minsd", MRMSrcReg(0x5D, XD, TB), FR64, FR64, "MayRaiseFPException", preds="SSE2", cgo=True)
MINSDrm = _binop(
    "minsd", MRMSrcMem(0x5D, XD, TB), FR64, f64mem, "MayLoad MayRaiseFPException", preds="SSE2", cgo=True
)
MINSDrr_Int = _binop("minsd", MRMSrcReg(0x5D, XD, TB), VR128, VR128, "MayRaiseFPException", preds="SSE2")
MINSDrm_Int = _binop(
    "minsd", MRMSrcMem(0x5D, XD, TB), VR128, sdmem, "MayLoad MayRaiseFPException", preds="SSE2"
)
MAXSSrr = _binop("maxss", MRMSrcReg(0x5F, XS, TB), FR32, FR32, "MayRaiseFPException", preds="SSE1", cgo=True)
MAXSSrm = _binop(
    "maxss", MRMSrcMem(0x5F, XS, TB), FR32, f32mem, "MayLoad MayRaiseFPException", preds="SSE1", cgo=True
)
MAXSSrr_Int = _binop("maxss", MRMSrcReg(0x5F, XS, TB), VR128, VR128, "MayRaiseFPException", preds="SSE1")
MAXSSrm_Int = _binop(
    "maxss", MRMSrcMem(0x5F, XS, TB), VR128, ssmem, "MayLoad MayRaiseFPException", preds="SSE1"
)
MAXSDrr = _binop("maxsd", MRMSrcReg(0x5F, XD, TB), FR64, FR64, "MayRaiseFPException", preds="SSE2", cgo=True)
MAXSDrm = _binop(
    "maxsd", MRMSrcMem(0x5F, XD, TB), FR64, f64mem, "MayLoad MayRaiseFPException", preds="SSE2", cgo=True
)
MAXSDrr_Int = _binop("maxsd", MRMSrcReg(0x5F, XD, TB), VR128, VR128, "MayRaiseFPException", preds="SSE2")
MAXSDrm_Int = _binop(
    "maxsd", MRMSrcMem(0x5F, XD, TB), VR128, sdmem, "MayLoad MayRaiseFPException", preds="SSE2"
)
SQRTSSr = _unop("sqrtss", MRMSrcReg(0x51, XS, TB), FR32, FR32, _FP, preds="SSE1", cgo=True)
SQRTSSm = _unop("sqrtss", MRMSrcMem(0x51, XS, TB), FR32, f32mem, "MayLoad " + _FP, preds="SSE1", cgo=True)
SQRTSDr = _unop("sqrtsd", MRMSrcReg(0x51, XD, TB), FR64, FR64, _FP, cgo=True)
SQRTSDm = _unop("sqrtsd", MRMSrcMem(0x51, XD, TB), FR64, f64mem, "MayLoad " + _FP, cgo=True)

# ---- packed arithmetic ------------------------------------------------------------------------------------
ADDPSrr = _binop(
    "addps", MRMSrcReg(0x58, PS, TB), VR128, VR128, "Commutable MayRaiseFPException", preds="SSE1"
)
ADDPSrm = _binop(
    "addps", MRMSrcMem(0x58, PS, TB), VR128, f128mem, "MayLoad MayRaiseFPException", preds="SSE1"
)
ADDPDrr = _binop(
    "addpd", MRMSrcReg(0x58, PD, TB), VR128, VR128, "Commutable MayRaiseFPException", preds="SSE2"
)
ADDPDrm = _binop(
    "addpd", MRMSrcMem(0x58, PD, TB), VR128, f128mem, "MayLoad MayRaiseFPException", preds="SSE2"
)
MULPSrr = _binop(
    "mulps", MRMSrcReg(0x59, PS, TB), VR128, VR128, "Commutable MayRaiseFPException", preds="SSE1"
)
MULPSrm = _binop(
    "mulps", MRMSrcMem(0x59, PS, TB), VR128, f128mem, "MayLoad MayRaiseFPException", preds="SSE1"
)
MULPDrr = _binop(
    "mulpd", MRMSrcReg(0x59, PD, TB), VR128, VR128, "Commutable MayRaiseFPException", preds="SSE2"
)
MULPDrm = _binop(
    "mulpd", MRMSrcMem(0x59, PD, TB), VR128, f128mem, "MayLoad MayRaiseFPException", preds="SSE2"
)
SUBPSrr = _binop("subps", MRMSrcReg(0x5C, PS, TB), VR128, VR128, "MayRaiseFPException", preds="SSE1")
SUBPSrm = _binop(
    "subps", MRMSrcMem(0x5C, PS, TB), VR128, f128mem, "MayLoad MayRaiseFPException", preds="SSE1"
)
SUBPDrr = _binop("subpd", MRMSrcReg(0x5C, PD, TB), VR128, VR128, "MayRaiseFPException", preds="SSE2")
SUBPDrm = _binop(
    "subpd", MRMSrcMem(0x5C, PD, TB), VR128, f128mem, "MayLoad MayRaiseFPException", preds="SSE2"
)
DIVPSrr = _binop("divps", MRMSrcReg(0x5E, PS, TB), VR128, VR128, "MayRaiseFPException", preds="SSE1")
DIVPSrm = _binop(
    "divps", MRMSrcMem(0x5E, PS, TB), VR128, f128mem, "MayLoad MayRaiseFPException", preds="SSE1"
)
DIVPDrr = _binop("divpd", MRMSrcReg(0x5E, PD, TB), VR128, VR128, "MayRaiseFPException", preds="SSE2")
DIVPDrm = _binop(
    "divpd", MRMSrcMem(0x5E, PD, TB), VR128, f128mem, "MayLoad MayRaiseFPException", preds="SSE2"
)
MINPSrr = _binop("minps", MRMSrcReg(0x5D, PS, TB), VR128, VR128, "MayRaiseFPException", preds="SSE1")
MINPSrm = _binop(
    "minps", MRMSrcMem(0x5D, PS, TB), VR128, f128mem, "MayLoad MayRaiseFPException", preds="SSE1"
)
MINPDrr = _binop("minpd", MRMSrcReg(0x5D, PD, TB), VR128, VR128, "MayRaiseFPException", preds="SSE2")
MINPDrm = _binop(
    "minpd", MRMSrcMem(0x5D, PD, TB), VR128, f128mem, "MayLoad MayRaiseFPException", preds="SSE2"
)
MAXPSrr = _binop("maxps", MRMSrcReg(0x5F, PS, TB), VR128, VR128, "MayRaiseFPException", preds="SSE1")
MAXPSrm = _binop(
    "maxps", MRMSrcMem(0x5F, PS, TB), VR128, f128mem, "MayLoad MayRaiseFPException", preds="SSE1"
)
MAXPDrr = _binop("maxpd", MRMSrcReg(0x5F, PD, TB), VR128, VR128, "MayRaiseFPException", preds="SSE2")
MAXPDrm = _binop(
    "maxpd", MRMSrcMem(0x5F, PD, TB), VR128, f128mem, "MayLoad MayRaiseFPException", preds="SSE2"
)
SQRTPSr = _unop("sqrtps", MRMSrcReg(0x51, PS, TB), VR128, VR128, _FP, preds="SSE1")
SQRTPDr = _unop("sqrtpd", MRMSrcReg(0x51, PD, TB), VR128, VR128, _FP)

# ---- comparisons ------------------------------------------------------------------------------------------
UCOMISSrr = _ucom("ucomiss", MRMSrcReg(0x2E, PS, TB), FR32, FR32)
UCOMISSrm = _ucom("ucomiss", MRMSrcMem(0x2E, PS, TB), FR32, f32mem, "MayLoad")
UCOMISDrr = _ucom("ucomisd", MRMSrcReg(0x2E, PD, TB), FR64, FR64)
UCOMISDrm = _ucom("ucomisd", MRMSrcMem(0x2E, PD, TB), FR64, f64mem, "MayLoad")
COMISSrr = _ucom("comiss", MRMSrcReg(0x2F, PS, TB), FR32, FR32)
COMISSrm = _ucom("comiss", MRMSrcMem(0x2F, PS, TB), FR32, f32mem, "MayLoad")
COMISDrr = _ucom("comisd", MRMSrcReg(0x2F, PD, TB), FR64, FR64)
COMISDrm = _ucom("comisd", MRMSrcMem(0x2F, PD, TB), FR64, f64mem, "MayLoad")
CMPSSrr = _cmp("cmpss", MRMSrcReg(0xC2, XS, TB, Imm8), FR32, FR32, cgo=True)
CMPSSrm = _cmp("cmpss", MRMSrcMem(0xC2, XS, TB, Imm8), FR32, f32mem, "MayLoad", cgo=True)
CMPSDrr = _cmp("cmpsd", MRMSrcReg(0xC2, XD, TB, Imm8), FR64, FR64, cgo=True)
CMPSDrm = _cmp("cmpsd", MRMSrcMem(0xC2, XD, TB, Imm8), FR64, f64mem, "MayLoad", cgo=True)
CMPPSrri = _cmp("cmpps", MRMSrcReg(0xC2, PS, TB, Imm8), VR128, VR128)
CMPPDrri = _cmp("cmppd", MRMSrcReg(0xC2, PD, TB, Imm8), VR128, VR128)

# ---- conversions ------------------------------------------------------------------------------------------
CVTSI2SSrr = _unop("cvtsi2ss", MRMSrcReg(0x2A, XS, TB), FR32, GR32, "" + _FP, preds="SSE1", cgo=True)
CVTSI2SSrm = _unop(
    "cvtsi2ss{l}", MRMSrcMem(0x2A, XS, TB), FR32, i32mem, "MayLoad " + _FP, preds="SSE1", cgo=True
)
CVTSI642SSrr = _unop("cvtsi2ss", MRMSrcReg(0x2A, XS, TB, REX_W), FR32, GR64, "" + _FP, preds="SSE1", cgo=True)
CVTSI642SSrm = _unop(
    "cvtsi2ss{q}", MRMSrcMem(0x2A, XS, TB, REX_W), FR32, i64mem, "MayLoad " + _FP, preds="SSE1", cgo=True
)
CVTSI2SDrr = _unop(
    "cvtsi2sd", MRMSrcReg(0x2A, XD, TB), FR64, GR32, "", mxcsr=False, preds="SSE2", cgo=True
)  # exact: no MXCSR (LLVM 14)
CVTSI2SDrm = _unop(
    "cvtsi2sd{l}", MRMSrcMem(0x2A, XD, TB), FR64, i32mem, "MayLoad", mxcsr=False, preds="SSE2", cgo=True
)
CVTSI642SDrr = _unop("cvtsi2sd", MRMSrcReg(0x2A, XD, TB, REX_W), FR64, GR64, "" + _FP, preds="SSE2", cgo=True)
CVTSI642SDrm = _unop(
    "cvtsi2sd{q}", MRMSrcMem(0x2A, XD, TB, REX_W), FR64, i64mem, "MayLoad " + _FP, preds="SSE2", cgo=True
)
CVTTSS2SIrr = _unop("cvttss2si", MRMSrcReg(0x2C, XS, TB), GR32, FR32, "" + _FP, preds="SSE1", cgo=True)
CVTTSS2SIrm = _unop(
    "cvttss2si", MRMSrcMem(0x2C, XS, TB), GR32, f32mem, "MayLoad " + _FP, preds="SSE1", cgo=True
)
CVTTSS2SI64rr = _unop(
    "cvttss2si", MRMSrcReg(0x2C, XS, TB, REX_W), GR64, FR32, "" + _FP, preds="SSE1", cgo=True
)
CVTTSS2SI64rm = _unop(
    "cvttss2si", MRMSrcMem(0x2C, XS, TB, REX_W), GR64, f32mem, "MayLoad " + _FP, preds="SSE1", cgo=True
)
CVTTSD2SIrr = _unop("cvttsd2si", MRMSrcReg(0x2C, XD, TB), GR32, FR64, "" + _FP, preds="SSE2", cgo=True)
CVTTSD2SIrm = _unop(
    "cvttsd2si", MRMSrcMem(0x2C, XD, TB), GR32, f64mem, "MayLoad " + _FP, preds="SSE2", cgo=True
)
CVTTSD2SI64rr = _unop(
    "cvttsd2si", MRMSrcReg(0x2C, XD, TB, REX_W), GR64, FR64, "" + _FP, preds="SSE2", cgo=True
)
CVTTSD2SI64rm = _unop(
    "cvttsd2si", MRMSrcMem(0x2C, XD, TB, REX_W), GR64, f64mem, "MayLoad " + _FP, preds="SSE2", cgo=True
)
CVTTSS2SIrr_Int = _unop("cvttss2si", MRMSrcReg(0x2C, XS, TB), GR32, VR128, "" + _FP, preds="SSE1")
CVTTSS2SI64rr_Int = _unop("cvttss2si", MRMSrcReg(0x2C, XS, TB, REX_W), GR64, VR128, "" + _FP, preds="SSE1")
CVTTSD2SIrr_Int = _unop("cvttsd2si", MRMSrcReg(0x2C, XD, TB), GR32, VR128, "" + _FP, preds="SSE2")
CVTTSD2SI64rr_Int = _unop("cvttsd2si", MRMSrcReg(0x2C, XD, TB, REX_W), GR64, VR128, "" + _FP, preds="SSE2")
CVTSS2SDrr = _unop("cvtss2sd", MRMSrcReg(0x5A, XS, TB), FR64, FR32, "" + _FP, preds="SSE2", cgo=True)
CVTSS2SDrm = _unop(
    "cvtss2sd", MRMSrcMem(0x5A, XS, TB), FR64, f32mem, "MayLoad " + _FP, preds="SSE2", cgo=True
)
CVTSD2SSrr = _unop("cvtsd2ss", MRMSrcReg(0x5A, XD, TB), FR32, FR64, "" + _FP, preds="SSE2", cgo=True)
CVTSD2SSrm = _unop(
    "cvtsd2ss", MRMSrcMem(0x5A, XD, TB), FR32, f64mem, "MayLoad " + _FP, preds="SSE2", cgo=True
)
CVTDQ2PSrr = _unop("cvtdq2ps", MRMSrcReg(0x5B, PS, TB), VR128, VR128, "" + _FP, preds="SSE1")
CVTDQ2PDrr = _unop("cvtdq2pd", MRMSrcReg(0xE6, XS, TB), VR128, VR128, mxcsr=False, preds="SSE2")
CVTTPS2DQrr = _unop("cvttps2dq", MRMSrcReg(0x5B, XS, TB), VR128, VR128, "" + _FP, preds="SSE2")
CVTTPD2DQrr = _unop("cvttpd2dq", MRMSrcReg(0xE6, PD, TB), VR128, VR128, "" + _FP, preds="SSE2")
CVTPS2PDrr = _unop("cvtps2pd", MRMSrcReg(0x5A, PS, TB), VR128, VR128, "" + _FP, preds="SSE2")
CVTPD2PSrr = _unop("cvtpd2ps", MRMSrcReg(0x5A, PD, TB), VR128, VR128, "" + _FP, preds="SSE2")

# ---- logic on XMM registers -------------------------------------------------------------------------------
ANDPSrr = _binop("andps", MRMSrcReg(0x54, PS, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE1")
ANDPSrm = _binop("andps", MRMSrcMem(0x54, PS, TB), VR128, f128mem, "MayLoad", mxcsr=False, preds="SSE1")
ANDPDrr = _binop("andpd", MRMSrcReg(0x54, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
ANDPDrm = _binop("andpd", MRMSrcMem(0x54, PD, TB), VR128, f128mem, "MayLoad", mxcsr=False, preds="SSE2")
ANDNPSrr = _binop("andnps", MRMSrcReg(0x55, PS, TB), VR128, VR128, "", mxcsr=False, preds="SSE1")
ANDNPSrm = _binop("andnps", MRMSrcMem(0x55, PS, TB), VR128, f128mem, "MayLoad", mxcsr=False, preds="SSE1")
ANDNPDrr = _binop("andnpd", MRMSrcReg(0x55, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
ANDNPDrm = _binop("andnpd", MRMSrcMem(0x55, PD, TB), VR128, f128mem, "MayLoad", mxcsr=False, preds="SSE2")
ORPSrr = _binop("orps", MRMSrcReg(0x56, PS, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE1")
ORPSrm = _binop("orps", MRMSrcMem(0x56, PS, TB), VR128, f128mem, "MayLoad", mxcsr=False, preds="SSE1")
ORPDrr = _binop("orpd", MRMSrcReg(0x56, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
ORPDrm = _binop("orpd", MRMSrcMem(0x56, PD, TB), VR128, f128mem, "MayLoad", mxcsr=False, preds="SSE2")
XORPSrr = _binop("xorps", MRMSrcReg(0x57, PS, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE1")
XORPSrm = _binop("xorps", MRMSrcMem(0x57, PS, TB), VR128, f128mem, "MayLoad", mxcsr=False, preds="SSE1")
XORPDrr = _binop("xorpd", MRMSrcReg(0x57, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
XORPDrm = _binop("xorpd", MRMSrcMem(0x57, PD, TB), VR128, f128mem, "MayLoad", mxcsr=False, preds="SSE2")

# ---- integer vector operations ----------------------------------------------------------------------------
PANDrr = _binop("pand", MRMSrcReg(0xDB, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PANDrm = _binop("pand", MRMSrcMem(0xDB, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PANDNrr = _binop("pandn", MRMSrcReg(0xDF, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PANDNrm = _binop("pandn", MRMSrcMem(0xDF, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PORrr = _binop("por", MRMSrcReg(0xEB, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PORrm = _binop("por", MRMSrcMem(0xEB, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PXORrr = _binop("pxor", MRMSrcReg(0xEF, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PXORrm = _binop("pxor", MRMSrcMem(0xEF, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PADDBrr = _binop("paddb", MRMSrcReg(0xFC, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PADDBrm = _binop("paddb", MRMSrcMem(0xFC, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PADDWrr = _binop("paddw", MRMSrcReg(0xFD, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PADDWrm = _binop("paddw", MRMSrcMem(0xFD, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PADDDrr = _binop("paddd", MRMSrcReg(0xFE, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PADDDrm = _binop("paddd", MRMSrcMem(0xFE, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PADDQrr = _binop("paddq", MRMSrcReg(0xD4, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PADDQrm = _binop("paddq", MRMSrcMem(0xD4, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PSUBBrr = _binop("psubb", MRMSrcReg(0xF8, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PSUBBrm = _binop("psubb", MRMSrcMem(0xF8, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PSUBWrr = _binop("psubw", MRMSrcReg(0xF9, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PSUBWrm = _binop("psubw", MRMSrcMem(0xF9, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PSUBDrr = _binop("psubd", MRMSrcReg(0xFA, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PSUBDrm = _binop("psubd", MRMSrcMem(0xFA, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PSUBQrr = _binop("psubq", MRMSrcReg(0xFB, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PSUBQrm = _binop("psubq", MRMSrcMem(0xFB, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PCMPEQBrr = _binop("pcmpeqb", MRMSrcReg(0x74, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PCMPEQBrm = _binop("pcmpeqb", MRMSrcMem(0x74, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PCMPEQDrr = _binop("pcmpeqd", MRMSrcReg(0x76, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PCMPEQDrm = _binop("pcmpeqd", MRMSrcMem(0x76, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PCMPGTBrr = _binop("pcmpgtb", MRMSrcReg(0x64, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PCMPGTBrm = _binop("pcmpgtb", MRMSrcMem(0x64, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PCMPGTDrr = _binop("pcmpgtd", MRMSrcReg(0x66, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PCMPGTDrm = _binop("pcmpgtd", MRMSrcMem(0x66, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2")
PUNPCKLBWrr = _binop("punpcklbw", MRMSrcReg(0x60, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PUNPCKLBWrm = _binop(
    "punpcklbw", MRMSrcMem(0x60, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2"
)
PUNPCKLWDrr = _binop("punpcklwd", MRMSrcReg(0x61, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PUNPCKLWDrm = _binop(
    "punpcklwd", MRMSrcMem(0x61, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2"
)
PUNPCKLDQrr = _binop("punpckldq", MRMSrcReg(0x62, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PUNPCKLDQrm = _binop(
    "punpckldq", MRMSrcMem(0x62, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2"
)
PUNPCKLQDQrr = _binop("punpcklqdq", MRMSrcReg(0x6C, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PUNPCKLQDQrm = _binop(
    "punpcklqdq", MRMSrcMem(0x6C, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2"
)
PUNPCKHDQrr = _binop("punpckhdq", MRMSrcReg(0x6A, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PUNPCKHDQrm = _binop(
    "punpckhdq", MRMSrcMem(0x6A, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2"
)
PUNPCKHQDQrr = _binop("punpckhqdq", MRMSrcReg(0x6D, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PUNPCKHQDQrm = _binop(
    "punpckhqdq", MRMSrcMem(0x6D, PD, TB), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE2"
)
PMAXUDrr = _binop("pmaxud", MRMSrcReg(0x3F, PD, T8), VR128, VR128, "Commutable", mxcsr=False, preds="SSE41")
PMAXUDrm = _binop("pmaxud", MRMSrcMem(0x3F, PD, T8), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE41")
PMINUDrr = _binop("pminud", MRMSrcReg(0x3B, PD, T8), VR128, VR128, "Commutable", mxcsr=False, preds="SSE41")
PMINUDrm = _binop("pminud", MRMSrcMem(0x3B, PD, T8), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE41")
PMULLDrr = _binop("pmulld", MRMSrcReg(0x40, PD, T8), VR128, VR128, "Commutable", mxcsr=False, preds="SSE41")
PMULLDrm = _binop("pmulld", MRMSrcMem(0x40, PD, T8), VR128, i128mem, "MayLoad", mxcsr=False, preds="SSE41")
UNPCKLPSrr = _binop("unpcklps", MRMSrcReg(0x14, PS, TB), VR128, VR128, mxcsr=False)
UNPCKLPSrm = _binop("unpcklps", MRMSrcMem(0x14, PS, TB), VR128, f128mem, "MayLoad", mxcsr=False)
UNPCKLPDrr = _binop("unpcklpd", MRMSrcReg(0x14, PD, TB), VR128, VR128, mxcsr=False)
UNPCKLPDrm = _binop("unpcklpd", MRMSrcMem(0x14, PD, TB), VR128, f128mem, "MayLoad", mxcsr=False)
UNPCKHPSrr = _binop("unpckhps", MRMSrcReg(0x15, PS, TB), VR128, VR128, mxcsr=False)
UNPCKHPSrm = _binop("unpckhps", MRMSrcMem(0x15, PS, TB), VR128, f128mem, "MayLoad", mxcsr=False)
UNPCKHPDrr = _binop("unpckhpd", MRMSrcReg(0x15, PD, TB), VR128, VR128, mxcsr=False)
UNPCKHPDrm = _binop("unpckhpd", MRMSrcMem(0x15, PD, TB), VR128, f128mem, "MayLoad", mxcsr=False)
PSHUFDri = _shuf("pshufd", MRMSrcReg(0x70, PD, TB, Imm8), VR128)
PSHUFDmi = _shuf("pshufd", MRMSrcMem(0x70, PD, TB, Imm8), i128mem)
PMOVZXBDrm = _unop("pmovzxbd", MRMSrcMem(0x31, PD, T8), VR128, i32mem, "MayLoad", mxcsr=False, preds="SSE41")
PMOVZXBDrr = _unop("pmovzxbd", MRMSrcReg(0x31, PD, T8), VR128, VR128, mxcsr=False, preds="SSE41")

# ---- SSE4.1 rounding --------------------------------------------------------------------------------------
ROUNDSSr = _round("roundss", MRMSrcReg(0x0A, PD, TA, Imm8), FR32, FR32, cgo=True)
ROUNDSSm = _round("roundss", MRMSrcMem(0x0A, PD, TA, Imm8), FR32, f32mem, "MayLoad", cgo=True)
ROUNDSDr = _round("roundsd", MRMSrcReg(0x0B, PD, TA, Imm8), FR64, FR64, cgo=True)
ROUNDSDm = _round("roundsd", MRMSrcMem(0x0B, PD, TA, Imm8), FR64, f64mem, "MayLoad", cgo=True)

# ---- zero / all-ones idioms (expanded to xorps / pcmpeqd) ------------------------------------------------
V_SET0 = I("", Pseudo, outs(dst=VR128), flags="Rematerializable CheapAsAMove")
V_SETALLONES = I("", Pseudo, outs(dst=VR128), flags="Rematerializable CheapAsAMove")
FsFLD0SS = I("", Pseudo, outs(dst=FR32), flags="Rematerializable CheapAsAMove", predicates="SSE1")
FsFLD0SD = I("", Pseudo, outs(dst=FR64), flags="Rematerializable CheapAsAMove", predicates="SSE2")

# ---- 128-bit integer and shuffle instructions for vector code --------------------------------------------
PSHUFLWri = _shuf("pshuflw", MRMSrcReg(0x70, XD, TB, Imm8), VR128)
PSHUFHWri = _shuf("pshufhw", MRMSrcReg(0x70, XS, TB, Imm8), VR128)
SHUFPSrri = I(
    "shufps\t{$src3, $src2, $dst|$dst, $src2, $src3}",
    MRMSrcReg(0xC6, PS, TB, Imm8),
    outs(dst=VR128),
    ins(src1=VR128, src2=VR128, src3=u8imm),
    tie="dst=src1",
    predicates="SSE1",
)
SHUFPDrri = I(
    "shufpd\t{$src3, $src2, $dst|$dst, $src2, $src3}",
    MRMSrcReg(0xC6, PD, TB, Imm8),
    outs(dst=VR128),
    ins(src1=VR128, src2=VR128, src3=u8imm),
    tie="dst=src1",
    predicates="SSE2",
)
MOVHLPSrr = _binop("movhlps", MRMSrcReg(0x12, PS, TB), VR128, VR128, mxcsr=False, preds="SSE1")
MOVLHPSrr = _binop("movlhps", MRMSrcReg(0x16, PS, TB), VR128, VR128, mxcsr=False, preds="SSE1")
PUNPCKHBWrr = _binop("punpckhbw", MRMSrcReg(0x68, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PUNPCKHWDrr = _binop("punpckhwd", MRMSrcReg(0x69, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PACKUSWBrr = _binop("packuswb", MRMSrcReg(0x67, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PACKSSWBrr = _binop("packsswb", MRMSrcReg(0x63, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PACKSSDWrr = _binop("packssdw", MRMSrcReg(0x6B, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PCMPEQWrr = _binop("pcmpeqw", MRMSrcReg(0x75, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PCMPGTWrr = _binop("pcmpgtw", MRMSrcReg(0x65, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PMULLWrr = _binop("pmullw", MRMSrcReg(0xD5, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PMULHWrr = _binop("pmulhw", MRMSrcReg(0xE5, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PMULHUWrr = _binop("pmulhuw", MRMSrcReg(0xE4, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PMULUDQrr = _binop("pmuludq", MRMSrcReg(0xF4, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PMAXSWrr = _binop("pmaxsw", MRMSrcReg(0xEE, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PMINSWrr = _binop("pminsw", MRMSrcReg(0xEA, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PMAXUBrr = _binop("pmaxub", MRMSrcReg(0xDE, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PMINUBrr = _binop("pminub", MRMSrcReg(0xDA, PD, TB), VR128, VR128, "Commutable", mxcsr=False, preds="SSE2")
PSLLWrr = _binop("psllw", MRMSrcReg(0xF1, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PSLLDrr = _binop("pslld", MRMSrcReg(0xF2, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PSLLQrr = _binop("psllq", MRMSrcReg(0xF3, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PSRLWrr = _binop("psrlw", MRMSrcReg(0xD1, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PSRLDrr = _binop("psrld", MRMSrcReg(0xD2, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PSRLQrr = _binop("psrlq", MRMSrcReg(0xD3, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PSRAWrr = _binop("psraw", MRMSrcReg(0xE1, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")
PSRADrr = _binop("psrad", MRMSrcReg(0xE2, PD, TB), VR128, VR128, "", mxcsr=False, preds="SSE2")


def _shift_ri(mn: str, enc: X86Encoding) -> Instruction:
    return I(
        f"{mn}\t{{$src2, $dst|$dst, $src2}}",
        enc,
        outs(dst=VR128),
        ins(src1=VR128, src2=u8imm),
        tie="dst=src1",
        predicates="SSE2",
    )


PSLLWri = _shift_ri("psllw", MRMr(6, 0x71, PD, TB, Imm8))
PSLLDri = _shift_ri("pslld", MRMr(6, 0x72, PD, TB, Imm8))
PSLLQri = _shift_ri("psllq", MRMr(6, 0x73, PD, TB, Imm8))
PSRLWri = _shift_ri("psrlw", MRMr(2, 0x71, PD, TB, Imm8))
PSRLDri = _shift_ri("psrld", MRMr(2, 0x72, PD, TB, Imm8))
PSRLQri = _shift_ri("psrlq", MRMr(2, 0x73, PD, TB, Imm8))
PSRAWri = _shift_ri("psraw", MRMr(4, 0x71, PD, TB, Imm8))
PSRADri = _shift_ri("psrad", MRMr(4, 0x72, PD, TB, Imm8))
PSRLDQri = _shift_ri("psrldq", MRMr(3, 0x73, PD, TB, Imm8))
PSLLDQri = _shift_ri("pslldq", MRMr(7, 0x73, PD, TB, Imm8))
PEXTRWrr = I(
    "pextrw\t{$src2, $src1, $dst|$dst, $src1, $src2}",
    MRMSrcReg(0xC5, PD, TB, Imm8),
    outs(dst=GR32),
    ins(src1=VR128, src2=u8imm),
    predicates="SSE2",
)
PINSRWrr = I(
    "pinsrw\t{$src3, $src2, $dst|$dst, $src2, $src3}",
    MRMSrcReg(0xC4, PD, TB, Imm8),
    outs(dst=VR128),
    ins(src1=VR128, src2=GR32, src3=u8imm),
    tie="dst=src1",
    predicates="SSE2",
)
MOVMSKPSrr = _mov("movmskps", MRMSrcReg(0x50, PS, TB), GR32, VR128, "", "SSE1")
PMOVMSKBrr = _mov("pmovmskb", MRMSrcReg(0xD7, PD, TB), GR32, VR128, "", "SSE2")

# ---- software prefetch (0F 18 /1 /2 /3 /0): data into all cache levels (T0), L2 and up (T1), L3 and up (T2),
# or non-temporal (NTA); selected from ISD::PREFETCH by its locality operand (3, 2, 1, 0).
PREFETCHT0 = I(
    "prefetcht0\t$src", MRMm(1, 0x18, TB), ins=ins(src=i8mem), flags="MayLoad MayStore", predicates="SSE1"
)
PREFETCHT1 = I(
    "prefetcht1\t$src", MRMm(2, 0x18, TB), ins=ins(src=i8mem), flags="MayLoad MayStore", predicates="SSE1"
)
PREFETCHT2 = I(
    "prefetcht2\t$src", MRMm(3, 0x18, TB), ins=ins(src=i8mem), flags="MayLoad MayStore", predicates="SSE1"
)
PREFETCHNTA = I(
    "prefetchnta\t$src", MRMm(0, 0x18, TB), ins=ins(src=i8mem), flags="MayLoad MayStore", predicates="SSE1"
)
