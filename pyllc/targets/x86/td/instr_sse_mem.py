"""Memory forms of SSE moves and packed conversions that instruction selection does not fold yet (LLVM:
lib/Target/X86/X86InstrSSE.td ``sse12_mov_hilo_packed``, ``CVTDQ2PSrm``, ``CVTPS2PDrm``...).

What it is: the assembler and disassembler spellings llc-14 writes (``movhps .LCPI0_3(%rip), %xmm0``,
``cvtps2pd -8(%rbp), %xmm1``): the high/low half moves of 64 bits between memory and an XMM register
(0F 12/13/16/17; ``rm`` keeps the other half, so the destination is tied) and the packed conversions from
memory; PMULUDQ from memory; LDMXCSR/STMXCSR.  The module loads after the others, so their opcode numbers stay.
"""

from __future__ import annotations

from pyllc.tblgen.records import I, Instruction, MemOperand, ins, outs

from .instr_formats import PD, PS, TB, XS, MRMDestMem, MRMm, MRMSrcMem, Trait
from .instr_info import f64mem, f128mem, i32mem, i128mem
from .register_info import MXCSR, VR128


def _half_rm(mn: str, opc: int, prefix: Trait, pred: str) -> Instruction:
    return I(
        f"{mn}\t{{$src2, $dst|$dst, $src2}}",
        MRMSrcMem(opc, prefix, TB),
        outs(dst=VR128),
        ins(src1=VR128, src2=f64mem),
        tie="dst=src1",
        flags="MayLoad",
        predicates=pred,
    )


def _half_mr(mn: str, opc: int, prefix: Trait, pred: str) -> Instruction:
    return I(
        f"{mn}\t{{$src, $dst|$dst, $src}}",
        MRMDestMem(opc, prefix, TB),
        ins=ins(dst=f64mem, src=VR128),
        flags="MayStore",
        predicates=pred,
    )


def _cvt_rm(mn: str, opc: int, prefix: Trait, mem: MemOperand, pred: str = "SSE2") -> Instruction:
    return I(
        f"{mn}\t{{$src, $dst|$dst, $src}}",
        MRMSrcMem(opc, prefix, TB),
        outs(dst=VR128),
        ins(src=mem),
        uses=(MXCSR,),
        flags="MayLoad MayRaiseFPException",
        predicates=pred,
    )


MOVLPSrm = _half_rm("movlps", 0x12, PS, "SSE1")
MOVHPSrm = _half_rm("movhps", 0x16, PS, "SSE1")
MOVLPDrm = _half_rm("movlpd", 0x12, PD, "SSE2")
MOVLPSmr = _half_mr("movlps", 0x13, PS, "SSE1")
MOVHPSmr = _half_mr("movhps", 0x17, PS, "SSE1")
MOVHPDmr = _half_mr("movhpd", 0x17, PD, "SSE2")
CVTDQ2PSrm = _cvt_rm("cvtdq2ps", 0x5B, PS, i128mem)
CVTTPS2DQrm = _cvt_rm("cvttps2dq", 0x5B, XS, f128mem)
CVTTPD2DQrm = _cvt_rm("cvttpd2dq", 0xE6, PD, f128mem)
CVTPS2PDrm = _cvt_rm("cvtps2pd", 0x5A, PS, f64mem)
CVTPD2PSrm = _cvt_rm("cvtpd2ps", 0x5A, PD, f128mem)
PMULUDQrm = I(
    "pmuludq\t{$src2, $dst|$dst, $src2}",
    MRMSrcMem(0xF4, PD, TB),
    outs(dst=VR128),
    ins(src1=VR128, src2=i128mem),
    tie="dst=src1",
    flags="MayLoad",
    predicates="SSE2",
)
# MXCSR load and store (0F AE /2, /3; gcc's fenv code).
LDMXCSR = I(
    "ldmxcsr\t$src", MRMm(2, 0xAE, TB), ins=ins(src=i32mem), defs=(MXCSR,), flags="MayLoad", predicates="SSE1"
)
STMXCSR = I(
    "stmxcsr\t$dst",
    MRMm(3, 0xAE, TB),
    ins=ins(dst=i32mem),
    uses=(MXCSR,),
    flags="MayStore",
    predicates="SSE1",
)
