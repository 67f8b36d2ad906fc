"""The x87 floating-point stack instructions as the assembler and disassembler see them (LLVM:
lib/Target/X86/X86InstrFPStack.td, the ``FPI`` records; aliases in X86InstrInfo.td).

What it is: the real x87 instructions, which address ST(0)..ST(7) of the register stack (class ``RST``,
operand ``RSTi``) or memory.  LLVM's instruction selector produces ``_Fp`` pseudos on the RFP32/RFP64/RFP80
virtual file and the FP stackifier rewrites them into these; pyllc selects no x87 code yet, so none of these
records has a pattern: they are for ``pyllc-mc`` (matching, encoding, disassembly).

Encodings (one-byte opcodes D8..DF, the ESC space)::

    D8 /r  float32 memory  or  ST(0) op= ST(i)          DC /r  float64 memory  or  ST(i) op= ST(0)
    DA /r  int32 memory                                 DE /r  int16 memory    or  ST(i) op= ST(0), pop
    D9, DB, DD, DF: loads, stores, control; a ModRM byte >= C0 selects register forms or whole
    operations (D9 E0 fchs, D9 EE fldz: the fixed-ModRM formats ``MRM_E0``...)

``/r`` is the operation: 0 add, 1 mul, 2 com, 3 comp, 4 sub, 5 subr, 6 div, 7 divr (for DC/DE register
forms 4-7 swap, the AT&T spelling keeps gas's historical ``fsub``/``fsubr`` inversion: ``fsubrp`` is DE E8+i,
as in LLVM).  AT&T size suffixes: ``s`` 32-bit (or 16-bit integer), ``l`` 64-bit (32-bit integer), ``t``
80-bit, ``ll`` 64-bit integer.
"""

from __future__ import annotations

from pyllc.tblgen.records import I, Instruction, MemOperand, Register, ins

from .instr_formats import MRMFixed, MRMm, MRMr, RawFrm
from .instr_info import anymem, f32mem, f64mem, f80mem, i16mem, i32mem, i64mem
from .register_info import AX, EFLAGS, FPCW, FPSW, RSTi


def _fpi_m(opc: int, n: int, asm: str, mem: MemOperand, flags: str = "MayLoad") -> Instruction:
    """``FPI<opc, MRM<n>m, (outs), (ins mem:$src), asm>``."""
    return I(asm, MRMm(n, opc), ins=ins(src=mem), uses=(FPCW,), flags=flags)


def _fpi_r(opc: int, n: int, asm: str, defs: tuple[Register, ...] = ()) -> Instruction:
    """``FPI<opc, MRM<n>r, (outs), (ins RSTi:$op), asm>``."""
    return I(asm, MRMr(n, opc), ins=ins(op=RSTi), defs=defs, uses=(FPCW,))


def _fpi_0(opc: int, modrm: int, asm: str, defs: tuple[Register, ...] = ()) -> Instruction:
    """An operation with a fixed ModRM byte and no operands (``fchs`` is D9 E0)."""
    return I(asm, MRMFixed(modrm, opc), defs=defs, uses=(FPCW,))


# ---- arithmetic with a memory operand (FPBinary): ST(0) op= [mem] -----------------------------------------
def _binary(n: int, mn: str) -> tuple[Instruction, Instruction, Instruction, Instruction]:
    return (
        _fpi_m(0xD8, n, f"f{mn}{{s}}\t$src", f32mem),
        _fpi_m(0xDC, n, f"f{mn}{{l}}\t$src", f64mem),
        _fpi_m(0xDE, n, f"fi{mn}{{s}}\t$src", i16mem),
        _fpi_m(0xDA, n, f"fi{mn}{{l}}\t$src", i32mem),
    )


ADD_F32m, ADD_F64m, ADD_FI16m, ADD_FI32m = _binary(0, "add")
SUB_F32m, SUB_F64m, SUB_FI16m, SUB_FI32m = _binary(4, "sub")
SUBR_F32m, SUBR_F64m, SUBR_FI16m, SUBR_FI32m = _binary(5, "subr")
MUL_F32m, MUL_F64m, MUL_FI16m, MUL_FI32m = _binary(1, "mul")
DIV_F32m, DIV_F64m, DIV_FI16m, DIV_FI32m = _binary(6, "div")
DIVR_F32m, DIVR_F64m, DIVR_FI16m, DIVR_FI32m = _binary(7, "divr")

# ---- arithmetic on stack registers: D8 ST(0) op= ST(i), DC ST(i) op= ST(0), DE the same and pop ----------
ADD_FST0r = _fpi_r(0xD8, 0, "fadd\t{$op, %st|st, $op}")
ADD_FrST0 = _fpi_r(0xDC, 0, "fadd\t{%st, $op|$op, st}")
ADD_FPrST0 = _fpi_r(0xDE, 0, "faddp\t{%st, $op|$op, st}")
SUBR_FST0r = _fpi_r(0xD8, 5, "fsubr\t{$op, %st|st, $op}")
SUB_FrST0 = _fpi_r(0xDC, 5, "fsub{r}\t{%st, $op|$op, st}")
SUB_FPrST0 = _fpi_r(0xDE, 5, "fsub{r}p\t{%st, $op|$op, st}")
SUB_FST0r = _fpi_r(0xD8, 4, "fsub\t{$op, %st|st, $op}")
SUBR_FrST0 = _fpi_r(0xDC, 4, "fsub{|r}\t{%st, $op|$op, st}")
SUBR_FPrST0 = _fpi_r(0xDE, 4, "fsub{|r}p\t{%st, $op|$op, st}")
COM_FST0r = _fpi_r(0xD8, 2, "fcom\t$op")
COMP_FST0r = _fpi_r(0xD8, 3, "fcomp\t$op")
MUL_FST0r = _fpi_r(0xD8, 1, "fmul\t{$op, %st|st, $op}")
MUL_FrST0 = _fpi_r(0xDC, 1, "fmul\t{%st, $op|$op, st}")
MUL_FPrST0 = _fpi_r(0xDE, 1, "fmulp\t{%st, $op|$op, st}")
DIVR_FST0r = _fpi_r(0xD8, 7, "fdivr\t{$op, %st|st, $op}")
DIV_FrST0 = _fpi_r(0xDC, 7, "fdiv{r}\t{%st, $op|$op, st}")
DIV_FPrST0 = _fpi_r(0xDE, 7, "fdiv{r}p\t{%st, $op|$op, st}")
DIV_FST0r = _fpi_r(0xD8, 6, "fdiv\t{$op, %st|st, $op}")
DIVR_FrST0 = _fpi_r(0xDC, 6, "fdiv{|r}\t{%st, $op|$op, st}")
DIVR_FPrST0 = _fpi_r(0xDE, 6, "fdiv{|r}p\t{%st, $op|$op, st}")

# ---- unary operations on ST(0) ----------------------------------------------------------------------------
CHS_F = _fpi_0(0xD9, 0xE0, "fchs")
ABS_F = _fpi_0(0xD9, 0xE1, "fabs")
SQRT_F = _fpi_0(0xD9, 0xFA, "fsqrt")
TST_F = _fpi_0(0xD9, 0xE4, "ftst")
XAM_F = _fpi_0(0xD9, 0xE5, "fxam", (FPSW,))

# ---- compares with a memory operand -----------------------------------------------------------------------
FCOM32m = _fpi_m(0xD8, 2, "fcom{s}\t$src", f32mem)
FCOMP32m = _fpi_m(0xD8, 3, "fcomp{s}\t$src", f32mem)
FCOM64m = _fpi_m(0xDC, 2, "fcom{l}\t$src", f64mem)
FCOMP64m = _fpi_m(0xDC, 3, "fcomp{l}\t$src", f64mem)
FICOM16m = _fpi_m(0xDE, 2, "ficom{s}\t$src", i16mem)
FICOMP16m = _fpi_m(0xDE, 3, "ficomp{s}\t$src", i16mem)
FICOM32m = _fpi_m(0xDA, 2, "ficom{l}\t$src", i32mem)
FICOMP32m = _fpi_m(0xDA, 3, "ficomp{l}\t$src", i32mem)

# ---- environment and BCD ----------------------------------------------------------------------------------
FRSTORm = _fpi_m(0xDD, 4, "frstor\t$src", anymem)
FLDENVm = _fpi_m(0xD9, 4, "fldenv\t$src", anymem)
FSAVEm = _fpi_m(0xDD, 6, "fnsave\t$src", anymem, "MayStore")
FSTENVm = _fpi_m(0xD9, 6, "fnstenv\t$src", anymem, "MayStore")
FNSTSWm = _fpi_m(0xDD, 7, "fnstsw\t$src", i16mem, "MayStore")
FBLDm = _fpi_m(0xDF, 4, "fbld\t$src", f80mem)
FBSTPm = _fpi_m(0xDF, 6, "fbstp\t$src", f80mem, "MayStore")

# ---- conditional moves (P6): ST(0) = ST(i) if the condition holds ------------------------------------------
CMOVB_F = _fpi_r(0xDA, 0, "fcmovb\t{$op, %st|st, $op}")
CMOVBE_F = _fpi_r(0xDA, 2, "fcmovbe\t{$op, %st|st, $op}")
CMOVE_F = _fpi_r(0xDA, 1, "fcmove\t{$op, %st|st, $op}")
CMOVP_F = _fpi_r(0xDA, 3, "fcmovu\t{$op, %st|st, $op}")
CMOVNB_F = _fpi_r(0xDB, 0, "fcmovnb\t{$op, %st|st, $op}")
CMOVNBE_F = _fpi_r(0xDB, 2, "fcmovnbe\t{$op, %st|st, $op}")
CMOVNE_F = _fpi_r(0xDB, 1, "fcmovne\t{$op, %st|st, $op}")
CMOVNP_F = _fpi_r(0xDB, 3, "fcmovnu\t{$op, %st|st, $op}")

# ---- loads and stores --------------------------------------------------------------------------------------
LD_F32m = _fpi_m(0xD9, 0, "fld{s}\t$src", f32mem)
LD_F64m = _fpi_m(0xDD, 0, "fld{l}\t$src", f64mem)
LD_F80m = _fpi_m(0xDB, 5, "fld{t}\t$src", f80mem)
ILD_F16m = _fpi_m(0xDF, 0, "fild{s}\t$src", i16mem)
ILD_F32m = _fpi_m(0xDB, 0, "fild{l}\t$src", i32mem)
ILD_F64m = _fpi_m(0xDF, 5, "fild{ll}\t$src", i64mem)
ST_F32m = _fpi_m(0xD9, 2, "fst{s}\t$src", f32mem, "MayStore")
ST_F64m = _fpi_m(0xDD, 2, "fst{l}\t$src", f64mem, "MayStore")
ST_FP32m = _fpi_m(0xD9, 3, "fstp{s}\t$src", f32mem, "MayStore")
ST_FP64m = _fpi_m(0xDD, 3, "fstp{l}\t$src", f64mem, "MayStore")
ST_FP80m = _fpi_m(0xDB, 7, "fstp{t}\t$src", f80mem, "MayStore")
IST_F16m = _fpi_m(0xDF, 2, "fist{s}\t$src", i16mem, "MayStore")
IST_F32m = _fpi_m(0xDB, 2, "fist{l}\t$src", i32mem, "MayStore")
IST_FP16m = _fpi_m(0xDF, 3, "fistp{s}\t$src", i16mem, "MayStore")
IST_FP32m = _fpi_m(0xDB, 3, "fistp{l}\t$src", i32mem, "MayStore")
IST_FP64m = _fpi_m(0xDF, 7, "fistp{ll}\t$src", i64mem, "MayStore")
ISTT_FP16m = _fpi_m(0xDF, 1, "fisttp{s}\t$src", i16mem, "MayStore")
ISTT_FP32m = _fpi_m(0xDB, 1, "fisttp{l}\t$src", i32mem, "MayStore")
ISTT_FP64m = _fpi_m(0xDD, 1, "fisttp{ll}\t$src", i64mem, "MayStore")

# ---- stack manipulation --------------------------------------------------------------------------------------
LD_Frr = _fpi_r(0xD9, 0, "fld\t$op")
ST_Frr = _fpi_r(0xDD, 2, "fst\t$op")
ST_FPrr = _fpi_r(0xDD, 3, "fstp\t$op")
XCH_F = _fpi_r(0xD9, 1, "fxch\t$op")

# ---- constants ---------------------------------------------------------------------------------------------
LD_F0 = _fpi_0(0xD9, 0xEE, "fldz")
LD_F1 = _fpi_0(0xD9, 0xE8, "fld1")
FLDL2T = _fpi_0(0xD9, 0xE9, "fldl2t", (FPSW,))
FLDL2E = _fpi_0(0xD9, 0xEA, "fldl2e", (FPSW,))
FLDPI = _fpi_0(0xD9, 0xEB, "fldpi", (FPSW,))
FLDLG2 = _fpi_0(0xD9, 0xEC, "fldlg2", (FPSW,))
FLDLN2 = _fpi_0(0xD9, 0xED, "fldln2", (FPSW,))

# ---- compares of stack registers (FCOMI/FUCOMI set EFLAGS) --------------------------------------------------
UCOM_Fr = _fpi_r(0xDD, 4, "fucom\t$op")
UCOM_FPr = _fpi_r(0xDD, 5, "fucomp\t$op")
UCOM_FPPr = _fpi_0(0xDA, 0xE9, "fucompp")
UCOM_FIr = _fpi_r(0xDB, 5, "fucomi\t{$op, %st|st, $op}", (EFLAGS, FPSW))
UCOM_FIPr = _fpi_r(0xDF, 5, "fucompi\t{$op, %st|st, $op}", (EFLAGS, FPSW))
COM_FIr = _fpi_r(0xDB, 6, "fcomi\t{$op, %st|st, $op}", (EFLAGS, FPSW))
COM_FIPr = _fpi_r(0xDF, 6, "fcompi\t{$op, %st|st, $op}", (EFLAGS, FPSW))

# ---- status and control words ----------------------------------------------------------------------------
FNSTSW16r = I("fnstsw\t{%ax|ax}", MRMFixed(0xE0, 0xDF), defs=(AX, FPSW), uses=(FPSW,))
# FNSTCW16m and FLDCW16m are in instr_mir_extra (MIR from llc-14 names them).

# ---- FPU control ---------------------------------------------------------------------------------------------
FFREE = _fpi_r(0xDD, 0, "ffree\t$op")
FFREEP = _fpi_r(0xDF, 0, "ffreep\t$op")
FNINIT = _fpi_0(0xDB, 0xE3, "fninit", (FPSW, FPCW))
FNCLEX = _fpi_0(0xDB, 0xE2, "fnclex", (FPSW,))
FNOP = _fpi_0(0xD9, 0xD0, "fnop", (FPSW,))
WAIT = I("wait", RawFrm(0x9B), defs=(FPSW,))
FDECSTP = _fpi_0(0xD9, 0xF6, "fdecstp", (FPSW,))
FINCSTP = _fpi_0(0xD9, 0xF7, "fincstp", (FPSW,))
F2XM1 = _fpi_0(0xD9, 0xF0, "f2xm1", (FPSW,))
FYL2X = _fpi_0(0xD9, 0xF1, "fyl2x", (FPSW,))
FPTAN = _fpi_0(0xD9, 0xF2, "fptan", (FPSW,))
FPATAN = _fpi_0(0xD9, 0xF3, "fpatan", (FPSW,))
FXTRACT = _fpi_0(0xD9, 0xF4, "fxtract", (FPSW,))
FPREM1 = _fpi_0(0xD9, 0xF5, "fprem1", (FPSW,))
FPREM = _fpi_0(0xD9, 0xF8, "fprem", (FPSW,))
FYL2XP1 = _fpi_0(0xD9, 0xF9, "fyl2xp1", (FPSW,))
FSIN = _fpi_0(0xD9, 0xFE, "fsin", (FPSW,))
FCOS = _fpi_0(0xD9, 0xFF, "fcos", (FPSW,))
FSINCOS = _fpi_0(0xD9, 0xFB, "fsincos", (FPSW,))
FRNDINT = _fpi_0(0xD9, 0xFC, "frndint", (FPSW,))
FSCALE = _fpi_0(0xD9, 0xFD, "fscale", (FPSW,))
FCOMPP = _fpi_0(0xDE, 0xD9, "fcompp", (FPSW,))
