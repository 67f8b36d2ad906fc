"""Assembler aliases (LLVM: the "Assembler Mnemonic Aliases" and "Assembler Instruction Aliases" sections of
lib/Target/X86/X86InstrInfo.td, the condition-code aliases of X86InstrCMovSetCC.td and X86InstrControl.td).

What it is: data for the generated matcher (``gen/asm_matcher.py``).

* :class:`~pyllc.tblgen.records.MnemonicAlias` renames a mnemonic before matching, in one syntax (``att``,
  ``intel``) or both (``""``), some only in 64-bit mode (``push`` -> ``pushq``);
* :class:`~pyllc.tblgen.records.InstAlias` is an extra spelling of an instruction: its asm string is matched
  like an instruction's and the result DAG names the instruction and its operands -- ``Class:$name`` from
  the asm string, an int for a fixed immediate, a register name for a fixed register.  Tied uses are left
  out of the result, as in LLVM (``(XOR32rr GR32:$reg, GR32:$reg)`` for ``XOR32rr dst, src1, src2``).

Jcc, SETcc and CMOVcc carry the condition code as an operand printed inside the mnemonic (``j${cond}``),
which the matcher cannot read; as in LLVM, each condition code gets its own alias (``je $dst`` is
``JCC_1 $dst, 4``).
"""

from __future__ import annotations

from pyllc.tblgen.records import Dag, InstAlias, MnemonicAlias, parse_dag

from . import instr_sse
from .instr_info import COND_CODES


def A(asm: str, result: str, variant: str = "") -> InstAlias:  # noqa: N802 - TableGen's spelling
    """``def : InstAlias<asm, result, 0, variant>``."""
    return InstAlias(asm, parse_dag(result), 0, variant)


def M(from_: str, to: str, variant: str = "", predicates: str = "") -> MnemonicAlias:  # noqa: N802
    """``def : MnemonicAlias<from, to, variant>, Requires<[predicates]>``."""
    return MnemonicAlias(from_, to, variant, tuple(predicates.split()))


# ---- mnemonic aliases -------------------------------------------------------------------------------------
CallMnemonicAliases = (M("call", "callq", "att", "In64BitMode"),)
SignExtendMnemonicAliases = (
    M("cbw", "cbtw", "att"),
    M("cwde", "cwtl", "att"),
    M("cwd", "cwtd", "att"),
    M("cdq", "cltd", "att"),
    M("cdqe", "cltq", "att"),
    M("cqo", "cqto", "att"),
)
StackMnemonicAliases = (
    M("leaveq", "leave", "att", "In64BitMode"),
    M("pop", "popq", "att", "In64BitMode"),
    M("popf", "popfq", "att", "In64BitMode"),
    M("popf", "popfq", "intel", "In64BitMode"),
    M("push", "pushq", "att", "In64BitMode"),
    M("pushf", "pushfq", "att", "In64BitMode"),
    M("pushf", "pushfq", "intel", "In64BitMode"),
)
ReturnMnemonicAliases = (
    M("ret", "retq", "att", "In64BitMode"),
    M("retn", "retq", "att", "In64BitMode"),
    M("retn", "ret", "intel"),
)
ShiftMnemonicAliases = (
    M("sal", "shl", "intel"),
    M("salb", "shlb", "att"),
    M("salw", "shlw", "att"),
    M("sall", "shll", "att"),
    M("salq", "shlq", "att"),
)
TrapMnemonicAliases = (M("ud2a", "ud2", "att"),)
# Floating point stack aliases.
FPStackMnemonicAliases = (
    M("fcmovz", "fcmove", "att"),
    M("fcmova", "fcmovnbe", "att"),
    M("fcmovnae", "fcmovb", "att"),
    M("fcmovna", "fcmovbe", "att"),
    M("fcmovae", "fcmovnb", "att"),
    M("fcomip", "fcompi"),
    M("fildq", "fildll", "att"),
    M("fistpq", "fistpll", "att"),
    M("fisttpq", "fisttpll", "att"),
    M("fldcww", "fldcw", "att"),
    M("fnstcww", "fnstcw", "att"),
    M("fnstsww", "fnstsw", "att"),
    M("fucomip", "fucompi"),
    M("fwait", "wait"),
)

#: The alternative condition-code spellings (X86InstrInfo.td ``IntegerCondCodeMnemonicAlias``).
_CC_SYNONYMS: tuple[tuple[str, str], ...] = (
    ("c", "b"),
    ("z", "e"),
    ("na", "be"),
    ("nb", "ae"),
    ("nc", "ae"),
    ("ng", "le"),
    ("nl", "ge"),
    ("nz", "ne"),
    ("pe", "p"),
    ("po", "np"),
    ("nae", "b"),
    ("nbe", "a"),
    ("nge", "l"),
    ("nle", "g"),
)


def IntegerCondCodeMnemonicAlias(prefix: str, suffix: str, variant: str = "") -> tuple[MnemonicAlias, ...]:  # noqa: N802
    """``setz`` -> ``sete``, ``cmovnael`` -> ``cmovbl``...: ``prefix + synonym + suffix`` renamed."""
    return tuple(M(prefix + a + suffix, prefix + b + suffix, variant) for a, b in _CC_SYNONYMS)


SetCCMnemonicAliases = IntegerCondCodeMnemonicAlias("set", "")
JCCMnemonicAliases = IntegerCondCodeMnemonicAlias("j", "")
CMOVMnemonicAliases = IntegerCondCodeMnemonicAlias("cmov", "")
CMOVWMnemonicAliases = IntegerCondCodeMnemonicAlias("cmov", "w", "att")
CMOVLMnemonicAliases = IntegerCondCodeMnemonicAlias("cmov", "l", "att")
CMOVQMnemonicAliases = IntegerCondCodeMnemonicAlias("cmov", "q", "att")


# ---- condition-code instruction aliases --------------------------------------------------------------------
def CondCodeAliases(cond: str, cc: int) -> tuple[InstAlias, ...]:  # noqa: N802
    """``j<cond>``, ``set<cond>`` and ``cmov<cond>{w,l,q}`` for one condition code."""
    out = [
        A(f"j{cond}\t$dst", f"(JCC_1 brtarget8:$dst, {cc})"),
        A(f"set{cond}\t$dst", f"(SETCCr GR8:$dst, {cc})"),
        A(f"set{cond}\t$dst", f"(SETCCm i8mem:$dst, {cc})"),
    ]
    for sfx, w in (("w", 16), ("l", 32), ("q", 64)):
        out.append(
            A(f"cmov{cond}{{{sfx}}}\t{{$src, $dst|$dst, $src}}", f"(CMOV{w}rr GR{w}:$dst, GR{w}:$src, {cc})")
        )
        out.append(
            A(
                f"cmov{cond}{{{sfx}}}\t{{$src, $dst|$dst, $src}}",
                f"(CMOV{w}rm GR{w}:$dst, i{w}mem:$src, {cc})",
            )
        )
    return tuple(out)


CondCodeAliases_o = CondCodeAliases("o", 0)
CondCodeAliases_no = CondCodeAliases("no", 1)
CondCodeAliases_b = CondCodeAliases("b", 2)
CondCodeAliases_ae = CondCodeAliases("ae", 3)
CondCodeAliases_e = CondCodeAliases("e", 4)
CondCodeAliases_ne = CondCodeAliases("ne", 5)
CondCodeAliases_be = CondCodeAliases("be", 6)
CondCodeAliases_a = CondCodeAliases("a", 7)
CondCodeAliases_s = CondCodeAliases("s", 8)
CondCodeAliases_ns = CondCodeAliases("ns", 9)
CondCodeAliases_p = CondCodeAliases("p", 10)
CondCodeAliases_np = CondCodeAliases("np", 11)
CondCodeAliases_l = CondCodeAliases("l", 12)
CondCodeAliases_ge = CondCodeAliases("ge", 13)
CondCodeAliases_le = CondCodeAliases("le", 14)
CondCodeAliases_g = CondCodeAliases("g", 15)
assert COND_CODES[15] == "g"

# ---- instruction aliases ------------------------------------------------------------------------------------
# Disambiguate the mem/imm form of bt-without-a-suffix as btl (as gas does).
BTAliases = (A("bt\t{$imm, $mem|$mem, $imm}", "(BT32mi8 i32mem:$mem, i32u8imm:$imm)", "att"),)

# clr aliases.
ClrAliases = (
    A("clr{b}\t$reg", "(XOR8rr GR8:$reg, GR8:$reg)"),
    A("clr{w}\t$reg", "(XOR16rr GR16:$reg, GR16:$reg)"),
    A("clr{l}\t$reg", "(XOR32rr GR32:$reg, GR32:$reg)"),
    A("clr{q}\t$reg", "(XOR64rr GR64:$reg, GR64:$reg)"),
)

# div and idiv aliases for an explicit A register.
DivAliases = tuple(
    A(f"{mn}{{{s}}}\t{{$src, %{acc}|{acc}, $src}}", f"({mn.upper()}{w}{form} {cls}:$src)")
    for mn in ("div", "idiv")
    for s, w, acc in (("b", 8, "al"), ("w", 16, "ax"), ("l", 32, "eax"), ("q", 64, "rax"))
    for form, cls in (("r", f"GR{w}"), ("m", f"i{w}mem"))
)

# "imul <imm>, B" is an alias for "imul <imm>, B, B".
IMULAliases = (
    A("imul{w}\t{$imm, $r|$r, $imm}", "(IMUL16rri GR16:$r, GR16:$r, i16imm:$imm)"),
    A("imul{w}\t{$imm, $r|$r, $imm}", "(IMUL16rri8 GR16:$r, GR16:$r, i16i8imm:$imm)"),
    A("imul{l}\t{$imm, $r|$r, $imm}", "(IMUL32rri GR32:$r, GR32:$r, i32imm:$imm)"),
    A("imul{l}\t{$imm, $r|$r, $imm}", "(IMUL32rri8 GR32:$r, GR32:$r, i32i8imm:$imm)"),
    A("imul{q}\t{$imm, $r|$r, $imm}", "(IMUL64rri32 GR64:$r, GR64:$r, i64i32imm:$imm)"),
    A("imul{q}\t{$imm, $r|$r, $imm}", "(IMUL64rri8 GR64:$r, GR64:$r, i64i8imm:$imm)"),
)

# Match 'movq <largeimm>, <reg>' as an alias for movabsq.
MovabsAlias = (A("mov{q}\t{$imm, $reg|$reg, $imm}", "(MOV64ri GR64:$reg, i64imm:$imm)"),)

# movsx / movzx without size letters (AT&T).
MovsxAliases = tuple(
    A("movsx\t{$src, $dst|$dst, $src}", f"({n} {d}:$dst, {s}:$src)", "att")
    for n, d, s in (
        ("MOVSX16rr8", "GR16", "GR8"),
        ("MOVSX16rm8", "GR16", "i8mem"),
        ("MOVSX32rr8", "GR32", "GR8"),
        ("MOVSX32rr16", "GR32", "GR16"),
        ("MOVSX64rr8", "GR64", "GR8"),
        ("MOVSX64rr16", "GR64", "GR16"),
        ("MOVSX64rr32", "GR64", "GR32"),
    )
)
MovzxAliases = tuple(
    A("movzx\t{$src, $dst|$dst, $src}", f"({n} {d}:$dst, {s}:$src)", "att")
    for n, d, s in (
        ("MOVZX16rr8", "GR16", "GR8"),
        ("MOVZX16rm8", "GR16", "i8mem"),
        ("MOVZX32rr8", "GR32", "GR8"),
        ("MOVZX32rr16", "GR32", "GR16"),
        ("MOVZX64rr8", "GR64", "GR8"),
        ("MOVZX64rr16", "GR64", "GR16"),
    )
)

# shld/shrd op,op -> shld op, op, CL
ShiftDoubleAliases = tuple(
    A(f"{mn}{{{s}}}\t{{$r2, $r1|$r1, $r2}}", f"({mn.upper()}{w}rrCL GR{w}:$r1, GR{w}:$r2)")
    for mn in ("shld", "shrd")
    for s, w in (("w", 16), ("l", 32), ("q", 64))
) + tuple(
    A(f"{mn}{{{s}}}\t{{$reg, $mem|$mem, $reg}}", f"({mn.upper()}{w}mrCL i{w}mem:$mem, GR{w}:$reg)")
    for mn in ("shld", "shrd")
    for s, w in (("w", 16), ("l", 32), ("q", 64))
)

# Various unary fpstack operations default to operating on ST1 ("fxch" is "fxch %st(1)").
FPStackDefaultAliases = (
    A("faddp", "(ADD_FPrST0 ST1)"),
    A("fadd", "(ADD_FPrST0 ST1)"),
    A("fsub{|r}p", "(SUBR_FPrST0 ST1)"),
    A("fsub{r|}p", "(SUB_FPrST0 ST1)"),
    A("fmul", "(MUL_FPrST0 ST1)"),
    A("fmulp", "(MUL_FPrST0 ST1)"),
    A("fdiv{|r}p", "(DIVR_FPrST0 ST1)"),
    A("fdiv{r|}p", "(DIV_FPrST0 ST1)"),
    A("fxch", "(XCH_F ST1)"),
    A("fcom", "(COM_FST0r ST1)"),
    A("fcomp", "(COMP_FST0r ST1)"),
    A("fcomi", "(COM_FIr ST1)"),
    A("fcompi", "(COM_FIPr ST1)"),
    A("fucom", "(UCOM_Fr ST1)"),
    A("fucomp", "(UCOM_FPr ST1)"),
    A("fucomi", "(UCOM_FIr ST1)"),
    A("fucompi", "(UCOM_FIPr ST1)"),
)


def FpUnaryAlias(mnemonic: str, inst: str) -> tuple[InstAlias, InstAlias]:  # noqa: N802
    """``fadd %st(4)`` for ``fadd %st(4), %st``, and ``fadd %st, %st`` as ``fadd %st(0)`` (as gas reads them)."""
    return (
        A(f"{mnemonic}\t$op", f"({inst} RSTi:$op)"),
        A(f"{mnemonic}\t{{%st, %st|st, st}}", f"({inst} ST0)"),
    )


FPStackUnaryAliases = tuple(
    a
    for mn, inst in (
        ("fadd", "ADD_FST0r"),
        ("faddp", "ADD_FPrST0"),
        ("fsub", "SUB_FST0r"),
        ("fsub{|r}p", "SUBR_FPrST0"),
        ("fsubr", "SUBR_FST0r"),
        ("fsub{r|}p", "SUB_FPrST0"),
        ("fmul", "MUL_FST0r"),
        ("fmulp", "MUL_FPrST0"),
        ("fdiv", "DIV_FST0r"),
        ("fdiv{|r}p", "DIVR_FPrST0"),
        ("fdivr", "DIVR_FST0r"),
        ("fdiv{r|}p", "DIV_FPrST0"),
        ("fcomi", "COM_FIr"),
        ("fucomi", "UCOM_FIr"),
        ("fcompi", "COM_FIPr"),
        ("fucompi", "UCOM_FIPr"),
    )
    for a in FpUnaryAlias(mn, inst)
)

# "f{mulp,addp} $op, %st" is "f{mulp,addp} $op" (they commute); fdiv[r]p/fsub[r]p as well, as gas reads them.
FPStackPopAliases = (
    A("faddp\t{$op, %st|st, $op}", "(ADD_FPrST0 RSTi:$op)"),
    A("fmulp\t{$op, %st|st, $op}", "(MUL_FPrST0 RSTi:$op)"),
    A("fsub{|r}p\t{$op, %st|st, $op}", "(SUBR_FPrST0 RSTi:$op)"),
    A("fsub{r|}p\t{$op, %st|st, $op}", "(SUB_FPrST0 RSTi:$op)"),
    A("fdiv{|r}p\t{$op, %st|st, $op}", "(DIVR_FPrST0 RSTi:$op)"),
    A("fdiv{r|}p\t{$op, %st|st, $op}", "(DIV_FPrST0 RSTi:$op)"),
    A("fnstsw", "(FNSTSW16r)"),
)

# We accept "testX <reg>, <mem>" and "testX <mem>, <reg>" as synonyms; the same for xchg.
TestAliases = tuple(
    A(f"test{{{s}}}\t{{$mem, $val|$val, $mem}}", f"(TEST{w}mr i{w}mem:$mem, GR{w}:$val)")
    for s, w in (("b", 8), ("w", 16), ("l", 32), ("q", 64))
)
XchgAliases = tuple(
    A(f"xchg{{{s}}}\t{{$mem, $val|$val, $mem}}", f"(XCHG{w}rm GR{w}:$val, i{w}mem:$mem)")
    for s, w in (("b", 8), ("w", 16), ("l", 32), ("q", 64))
)

# These aliases exist to get the parser to prioritize matching 8-bit immediate encodings over matching the
# implicit ax/eax/rax encodings.
AccumulatorImm8Aliases = tuple(
    A(f"{mn}{{{s}}}\t{{$imm, %{acc}|{acc}, $imm}}", f"({mn.upper()}{w}ri8 {reg}, {imm}:$imm)")
    for mn in ("adc", "add", "and", "cmp", "or", "sbb", "sub", "xor")
    for s, w, acc, reg, imm in (
        ("w", 16, "ax", "AX", "i16i8imm"),
        ("l", 32, "eax", "EAX", "i32i8imm"),
        ("q", 64, "rax", "RAX", "i64i8imm"),
    )
)


# ---- assembler spellings of code-generation-only scalar SSE instructions ----------------------------------
# LLVM reads these mnemonics as the ``_Int`` (VR128) instructions, which this description does not define;
# the FR32/FR64 instruction has the same encoding, so the assembler spells it directly.
def SameSpelling(name: str) -> InstAlias:  # noqa: N802
    """An alias with the instruction's own asm string and its operands (tied uses left out)."""
    inst = getattr(instr_sse, name)
    tied = {c.split("=")[0].strip().lstrip("$") for c in inst.constraints.split(",") if "=" in c}
    args = tuple(f"{n}:${n}" for n, _ in inst.outs + inst.ins if n not in tied)
    return InstAlias(inst.asm, Dag(name, args), 0)


ScalarSSESpellings = tuple(
    SameSpelling(n)
    for n in (
        "CMPSDrm",
        "CMPSDrr",
        "CMPSSrm",
        "CMPSSrr",
        "CVTSD2SSrm",
        "CVTSD2SSrr",
        "CVTSI2SDrm",
        "CVTSI2SDrr",
        "CVTSI2SSrm",
        "CVTSI2SSrr",
        "CVTSI642SDrm",
        "CVTSI642SDrr",
        "CVTSI642SSrm",
        "CVTSI642SSrr",
        "CVTSS2SDrm",
        "CVTSS2SDrr",
        "CVTTSD2SI64rm",
        "CVTTSD2SIrm",
        "CVTTSS2SI64rm",
        "CVTTSS2SIrm",
        "ROUNDSDm",
        "ROUNDSDr",
        "ROUNDSSm",
        "ROUNDSSr",
        "SQRTSDm",
        "SQRTSDr",
        "SQRTSSm",
        "SQRTSSr",
    )
)

# An unsuffixed cvtsi2ss/cvtsi2sd of memory converts a 32-bit integer (as gas reads it).
CvtSI2FPAliases = (
    A("cvtsi2ss\t{$src, $dst|$dst, $src}", "(CVTSI2SSrm FR32:$dst, i32mem:$src)", "att"),
    A("cvtsi2sd\t{$src, $dst|$dst, $src}", "(CVTSI2SDrm FR64:$dst, i32mem:$src)", "att"),
)

# cvtsi2ss/cvtsi2sd of a register with an explicit l/q suffix (AT&T, as gcc writes them).
CvtSI2FPRegAliases = tuple(
    A(
        f"cvtsi2{fp}{{{s}}}\t{{$src, $dst|$dst, $src}}",
        f"(CVTSI{w}2{fp.upper()}rr {rc}:$dst, GR{g}:$src)",
        "att",
    )
    for fp, rc in (("ss", "FR32"), ("sd", "FR64"))
    for s, w, g in (("l", "", 32), ("q", "64", 64))
)

# cvttss2si/cvttsd2si with an explicit l/q suffix (AT&T).
CvtFP2SIAliases = tuple(
    A(
        f"cvtt{fp}2si{{{s}}}\t{{$src, $dst|$dst, $src}}",
        f"(CVTT{fp.upper()}2SI{w}{form} {rc}:$dst, {cls}:$src)",
        "att",
    )
    for fp, mem in (("ss", "ssmem"), ("sd", "sdmem"))
    for s, w, rc in (("l", "", "GR32"), ("q", "64", "GR64"))
    for form, cls in (("rr_Int", "VR128"), ("rm", mem))
)
