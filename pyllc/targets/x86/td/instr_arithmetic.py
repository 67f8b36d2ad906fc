"""Integer arithmetic and logic (LLVM: lib/Target/X86/X86InstrArithmetic.td).

What it is: the two-operand ALU family ADD/SUB/AND/OR/XOR/ADC/SBB and the flag-only CMP/TEST, in every form
llc emits, plus INC/DEC/NEG/NOT, MUL/IMUL/DIV/IDIV, sign extension of the accumulator (CBW..CQO) and LEA.

Naming (spec 004, "Instruction naming"): ``<OP><width><dst><src>`` where ``r`` = register, ``m`` = memory,
``i`` = immediate; ``ri8``/``mi8`` take an 8-bit immediate the CPU sign-extends; ``ri32`` (64-bit forms) a
sign-extended 32-bit one; ``<OP><width>i<width>`` is the short accumulator form (``ADD32i32`` = ``05 id``).

Two-address forms tie the destination to the first source (``$src1 = $dst``): the register allocator makes
them one register.  Operand orders are LLVM's: ``ADD32rr dst, src1, src2``; ``ADD32mr`` takes the five
memory operands then the source; ``CMP32rr src1, src2`` has no definition, only EFLAGS.

Opcode layout of the classic ALU ops: base + 0/1 = ``r/m, reg`` (8-bit / wider), base + 2/3 = ``reg, r/m``,
base + 4/5 = accumulator, immediate; 80/81/83 /n with n = ADD 0, OR 1, ADC 2, SBB 3, AND 4, SUB 5, XOR 6, CMP 7.
"""

from __future__ import annotations

from pyllc.tblgen.records import (
    DAGOperand,
    I,
    Instruction,
    MemOperand,
    Operand,
    RegisterClass,
    ins,
    outs,
)

from .instr_formats import (
    REX_W,
    TB,
    Imm8,
    Imm16,
    Imm32,
    Imm32S,
    MRMDestMem,
    MRMDestReg,
    MRMm,
    MRMr,
    MRMSrcMem,
    MRMSrcReg,
    OpSize16,
    OpSize32,
    RawFrm,
    Trait,
    X86Encoding,
)
from .instr_info import (
    anymem,
    i8imm,
    i8mem,
    i16i8imm,
    i16imm,
    i16mem,
    i32i8imm,
    i32imm,
    i32mem,
    i64i8imm,
    i64i32imm,
    i64mem,
    lea64_32mem,
    lea64mem,
)
from .register_info import (
    AH,
    AL,
    AX,
    DX,
    EAX,
    EDX,
    EFLAGS,
    GR8,
    GR16,
    GR32,
    GR64,
    RAX,
    RDX,
)


class X86TypeInfo:
    """Per-width data (LLVM: ``X86TypeInfo``): suffix, register class, memory and immediate operands,
    size trait, immediate kind and the accumulator."""

    __slots__ = ("suffix", "rc", "mem", "imm", "imm8", "size", "imm_kind", "acc")

    def __init__(
        self,
        suffix: str,
        rc: RegisterClass,
        mem: MemOperand,
        imm: Operand,
        imm8: Operand | None,
        size: tuple[Trait, ...],
        imm_kind: Trait,
        acc: str,
    ) -> None:
        self.suffix, self.rc, self.mem, self.imm, self.imm8 = suffix, rc, mem, imm, imm8
        self.size, self.imm_kind, self.acc = size, imm_kind, acc


Xi8 = X86TypeInfo("b", GR8, i8mem, i8imm, None, (), Imm8, "al")
Xi16 = X86TypeInfo("w", GR16, i16mem, i16imm, i16i8imm, (OpSize16,), Imm16, "ax")
Xi32 = X86TypeInfo("l", GR32, i32mem, i32imm, i32i8imm, (OpSize32,), Imm32, "eax")
Xi64 = X86TypeInfo("q", GR64, i64mem, i64i32imm, i64i8imm, (REX_W,), Imm32S, "rax")

_F = (EFLAGS,)


def _o8(t: X86TypeInfo, opc: int) -> int:
    """8-bit forms use the even opcode, wider forms the odd one."""
    return opc if t.suffix == "b" else opc | 1


def _rr(mn: str, t: X86TypeInfo, base: int, flags: str = "", uses: tuple = ()) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src2, $src1|$src1, $src2}}",
        MRMDestReg(_o8(t, base), *t.size),
        outs(dst=t.rc),
        ins(src1=t.rc, src2=t.rc),
        tie="dst=src1",
        defs=_F,
        uses=uses,
        flags=flags,
    )


def _rm(mn: str, t: X86TypeInfo, base: int, uses: tuple = ()) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src2, $src1|$src1, $src2}}",
        MRMSrcMem(_o8(t, base + 2), *t.size),
        outs(dst=t.rc),
        ins(src1=t.rc, src2=t.mem),
        tie="dst=src1",
        defs=_F,
        uses=uses,
        flags="MayLoad",
    )


def _mr(mn: str, t: X86TypeInfo, base: int, uses: tuple = ()) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src, $dst|$dst, $src}}",
        MRMDestMem(_o8(t, base), *t.size),
        ins=ins(dst=t.mem, src=t.rc),
        defs=_F,
        uses=uses,
        flags="MayLoad MayStore",
    )


def _ri(mn: str, t: X86TypeInfo, n: int, flags: str = "", uses: tuple = ()) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src2, $src1|$src1, $src2}}",
        MRMr(n, 0x80 if t.suffix == "b" else 0x81, *t.size, t.imm_kind),
        outs(dst=t.rc),
        ins(src1=t.rc, src2=t.imm),
        tie="dst=src1",
        defs=_F,
        uses=uses,
        flags=flags,
    )


def _ri8(mn: str, t: X86TypeInfo, n: int, flags: str = "", uses: tuple = ()) -> Instruction:
    assert t.imm8 is not None
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src2, $src1|$src1, $src2}}",
        MRMr(n, 0x83, *t.size, Imm8),
        outs(dst=t.rc),
        ins(src1=t.rc, src2=t.imm8),
        tie="dst=src1",
        defs=_F,
        uses=uses,
        flags=flags,
    )


def _mi(mn: str, t: X86TypeInfo, n: int, uses: tuple = ()) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src, $dst|$dst, $src}}",
        MRMm(n, 0x80 if t.suffix == "b" else 0x81, *t.size, t.imm_kind),
        ins=ins(dst=t.mem, src=t.imm),
        defs=_F,
        uses=uses,
        flags="MayLoad MayStore",
    )


def _mi8(mn: str, t: X86TypeInfo, n: int, uses: tuple = ()) -> Instruction:
    assert t.imm8 is not None
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src, $dst|$dst, $src}}",
        MRMm(n, 0x83, *t.size, Imm8),
        ins=ins(dst=t.mem, src=t.imm8),
        defs=_F,
        uses=uses,
        flags="MayLoad MayStore",
    )


def _ai(mn: str, t: X86TypeInfo, base: int, acc: tuple, uses: tuple = ()) -> Instruction:
    """Accumulator, immediate (``add $imm, %eax`` = base+4/5 imm)."""
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src, %{t.acc}|{t.acc}, $src}}",
        RawFrm(_o8(t, base + 4), *t.size, t.imm_kind),
        ins=ins(src=t.imm),
        defs=acc + _F,
        uses=acc + uses,
    )


# Flag-only forms (CMP, TEST): no definition besides EFLAGS.
def _cmp_rr(mn: str, t: X86TypeInfo, opc: int, flags: str = "Compare") -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src2, $src1|$src1, $src2}}",
        MRMDestReg(_o8(t, opc), *t.size),
        ins=ins(src1=t.rc, src2=t.rc),
        defs=_F,
        flags=flags,
    )


def _cmp_rm(mn: str, t: X86TypeInfo, opc: int) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src2, $src1|$src1, $src2}}",
        MRMSrcMem(_o8(t, opc), *t.size),
        ins=ins(src1=t.rc, src2=t.mem),
        defs=_F,
        flags="Compare MayLoad",
    )


def _cmp_mr(mn: str, t: X86TypeInfo, opc: int) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src2, $src1|$src1, $src2}}",
        MRMDestMem(_o8(t, opc), *t.size),
        ins=ins(src1=t.mem, src2=t.rc),
        defs=_F,
        flags="Compare MayLoad",
    )


def _cmp_ri(mn: str, t: X86TypeInfo, n: int, opc: int) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src2, $src1|$src1, $src2}}",
        MRMr(n, _o8(t, opc), *t.size, t.imm_kind),
        ins=ins(src1=t.rc, src2=t.imm),
        defs=_F,
        flags="Compare",
    )


def _cmp_ri8(mn: str, t: X86TypeInfo, n: int) -> Instruction:
    assert t.imm8 is not None
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src2, $src1|$src1, $src2}}",
        MRMr(n, 0x83, *t.size, Imm8),
        ins=ins(src1=t.rc, src2=t.imm8),
        defs=_F,
        flags="Compare",
    )


def _cmp_mi(mn: str, t: X86TypeInfo, n: int, opc: int) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src2, $src1|$src1, $src2}}",
        MRMm(n, _o8(t, opc), *t.size, t.imm_kind),
        ins=ins(src1=t.mem, src2=t.imm),
        defs=_F,
        flags="Compare MayLoad",
    )


def _cmp_mi8(mn: str, t: X86TypeInfo, n: int) -> Instruction:
    assert t.imm8 is not None
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src2, $src1|$src1, $src2}}",
        MRMm(n, 0x83, *t.size, Imm8),
        ins=ins(src1=t.mem, src2=t.imm8),
        defs=_F,
        flags="Compare MayLoad",
    )


def _cmp_ai(mn: str, t: X86TypeInfo, opc: int, acc: tuple) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src, %{t.acc}|{t.acc}, $src}}",
        RawFrm(_o8(t, opc), *t.size, t.imm_kind),
        ins=ins(src=t.imm),
        defs=_F,
        uses=acc,
        flags="Compare",
    )


def _unary_r(mn: str, t: X86TypeInfo, n: int, opc: int, defs: tuple = _F, flags: str = "") -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t$dst",
        MRMr(n, _o8(t, opc), *t.size),
        outs(dst=t.rc),
        ins(src1=t.rc),
        tie="dst=src1",
        defs=defs,
        flags=flags,
    )


def _unary_m(mn: str, t: X86TypeInfo, n: int, opc: int, defs: tuple = _F) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t$dst",
        MRMm(n, _o8(t, opc), *t.size),
        ins=ins(dst=t.mem),
        defs=defs,
        flags="MayLoad MayStore",
    )


def _muldiv_r(mn: str, t: X86TypeInfo, n: int, defs: tuple, uses: tuple) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t$src", MRMr(n, _o8(t, 0xF6), *t.size), ins=ins(src=t.rc), defs=defs, uses=uses
    )


def _muldiv_m(mn: str, t: X86TypeInfo, n: int, defs: tuple, uses: tuple) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t$src",
        MRMm(n, _o8(t, 0xF6), *t.size),
        ins=ins(src=t.mem),
        defs=defs,
        uses=uses,
        flags="MayLoad",
    )


def _imul_rr(t: X86TypeInfo) -> Instruction:
    return I(
        f"imul{{{t.suffix}}}\t{{$src2, $dst|$dst, $src2}}",
        MRMSrcReg(0xAF, TB, *t.size),
        outs(dst=t.rc),
        ins(src1=t.rc, src2=t.rc),
        tie="dst=src1",
        defs=_F,
        flags="Commutable",
    )


def _imul_rm(t: X86TypeInfo) -> Instruction:
    return I(
        f"imul{{{t.suffix}}}\t{{$src2, $dst|$dst, $src2}}",
        MRMSrcMem(0xAF, TB, *t.size),
        outs(dst=t.rc),
        ins(src1=t.rc, src2=t.mem),
        tie="dst=src1",
        defs=_F,
        flags="MayLoad",
    )


def _imul_rri(t: X86TypeInfo, opc: int, imm: DAGOperand, kind: Trait) -> Instruction:
    return I(
        f"imul{{{t.suffix}}}\t{{$src2, $src1, $dst|$dst, $src1, $src2}}",
        MRMSrcReg(opc, *t.size, kind),
        outs(dst=t.rc),
        ins(src1=t.rc, src2=imm),
        defs=_F,
    )


def _imul_rmi(t: X86TypeInfo, opc: int, imm: DAGOperand, kind: Trait) -> Instruction:
    return I(
        f"imul{{{t.suffix}}}\t{{$src2, $src1, $dst|$dst, $src1, $src2}}",
        MRMSrcMem(opc, *t.size, kind),
        outs(dst=t.rc),
        ins(src1=t.mem, src2=imm),
        defs=_F,
        flags="MayLoad",
    )


def _lea(t: X86TypeInfo, mem: MemOperand, enc: X86Encoding) -> Instruction:
    return I(
        f"lea{{{t.suffix}}}\t{{$src|$dst}}, {{$dst|$src}}",
        enc,
        outs(dst=t.rc),
        ins(src=mem),
        flags="Rematerializable CheapAsAMove",
    )


# ---- ADD -------------------------------------------------------------------------------------------------
ADD8rr = _rr("add", Xi8, 0x00, "Commutable ConvertibleTo3Addr")
ADD16rr = _rr("add", Xi16, 0x00, "Commutable ConvertibleTo3Addr")
ADD32rr = _rr("add", Xi32, 0x00, "Commutable ConvertibleTo3Addr")
ADD64rr = _rr("add", Xi64, 0x00, "Commutable ConvertibleTo3Addr")
ADD8rm = _rm("add", Xi8, 0x00)
ADD16rm = _rm("add", Xi16, 0x00)
ADD32rm = _rm("add", Xi32, 0x00)
ADD64rm = _rm("add", Xi64, 0x00)
ADD8mr = _mr("add", Xi8, 0x00)
ADD16mr = _mr("add", Xi16, 0x00)
ADD32mr = _mr("add", Xi32, 0x00)
ADD64mr = _mr("add", Xi64, 0x00)
ADD8ri = _ri("add", Xi8, 0, "ConvertibleTo3Addr")
ADD16ri = _ri("add", Xi16, 0, "ConvertibleTo3Addr")
ADD32ri = _ri("add", Xi32, 0, "ConvertibleTo3Addr")
ADD64ri32 = _ri("add", Xi64, 0, "ConvertibleTo3Addr")
ADD16ri8 = _ri8("add", Xi16, 0, "ConvertibleTo3Addr")
ADD32ri8 = _ri8("add", Xi32, 0, "ConvertibleTo3Addr")
ADD64ri8 = _ri8("add", Xi64, 0, "ConvertibleTo3Addr")
ADD8mi = _mi("add", Xi8, 0)
ADD16mi = _mi("add", Xi16, 0)
ADD32mi = _mi("add", Xi32, 0)
ADD64mi32 = _mi("add", Xi64, 0)
ADD16mi8 = _mi8("add", Xi16, 0)
ADD32mi8 = _mi8("add", Xi32, 0)
ADD64mi8 = _mi8("add", Xi64, 0)
ADD8i8 = _ai("add", Xi8, 0x00, (AL,))
ADD16i16 = _ai("add", Xi16, 0x00, (AX,))
ADD32i32 = _ai("add", Xi32, 0x00, (EAX,))
ADD64i32 = _ai("add", Xi64, 0x00, (RAX,))

# ---- OR --------------------------------------------------------------------------------------------------
OR8rr = _rr("or", Xi8, 0x08, "Commutable")
OR16rr = _rr("or", Xi16, 0x08, "Commutable")
OR32rr = _rr("or", Xi32, 0x08, "Commutable")
OR64rr = _rr("or", Xi64, 0x08, "Commutable")
OR8rm = _rm("or", Xi8, 0x08)
OR16rm = _rm("or", Xi16, 0x08)
OR32rm = _rm("or", Xi32, 0x08)
OR64rm = _rm("or", Xi64, 0x08)
OR8mr = _mr("or", Xi8, 0x08)
OR16mr = _mr("or", Xi16, 0x08)
OR32mr = _mr("or", Xi32, 0x08)
OR64mr = _mr("or", Xi64, 0x08)
OR8ri = _ri("or", Xi8, 1)
OR16ri = _ri("or", Xi16, 1)
OR32ri = _ri("or", Xi32, 1)
OR64ri32 = _ri("or", Xi64, 1)
OR16ri8 = _ri8("or", Xi16, 1)
OR32ri8 = _ri8("or", Xi32, 1)
OR64ri8 = _ri8("or", Xi64, 1)
OR8mi = _mi("or", Xi8, 1)
OR16mi = _mi("or", Xi16, 1)
OR32mi = _mi("or", Xi32, 1)
OR64mi32 = _mi("or", Xi64, 1)
OR16mi8 = _mi8("or", Xi16, 1)
OR32mi8 = _mi8("or", Xi32, 1)
OR64mi8 = _mi8("or", Xi64, 1)
OR8i8 = _ai("or", Xi8, 0x08, (AL,))
OR16i16 = _ai("or", Xi16, 0x08, (AX,))
OR32i32 = _ai("or", Xi32, 0x08, (EAX,))
OR64i32 = _ai("or", Xi64, 0x08, (RAX,))

# ---- ADC -------------------------------------------------------------------------------------------------
ADC8rr = _rr("adc", Xi8, 0x10, "Commutable", uses=_F)
ADC16rr = _rr("adc", Xi16, 0x10, "Commutable", uses=_F)
ADC32rr = _rr("adc", Xi32, 0x10, "Commutable", uses=_F)
ADC64rr = _rr("adc", Xi64, 0x10, "Commutable", uses=_F)
ADC8rm = _rm("adc", Xi8, 0x10, uses=_F)
ADC16rm = _rm("adc", Xi16, 0x10, uses=_F)
ADC32rm = _rm("adc", Xi32, 0x10, uses=_F)
ADC64rm = _rm("adc", Xi64, 0x10, uses=_F)
ADC8mr = _mr("adc", Xi8, 0x10, uses=_F)
ADC16mr = _mr("adc", Xi16, 0x10, uses=_F)
ADC32mr = _mr("adc", Xi32, 0x10, uses=_F)
ADC64mr = _mr("adc", Xi64, 0x10, uses=_F)
ADC8ri = _ri("adc", Xi8, 2, uses=_F)
ADC16ri = _ri("adc", Xi16, 2, uses=_F)
ADC32ri = _ri("adc", Xi32, 2, uses=_F)
ADC64ri32 = _ri("adc", Xi64, 2, uses=_F)
ADC16ri8 = _ri8("adc", Xi16, 2, uses=_F)
ADC32ri8 = _ri8("adc", Xi32, 2, uses=_F)
ADC64ri8 = _ri8("adc", Xi64, 2, uses=_F)
ADC8mi = _mi("adc", Xi8, 2, uses=_F)
ADC16mi = _mi("adc", Xi16, 2, uses=_F)
ADC32mi = _mi("adc", Xi32, 2, uses=_F)
ADC64mi32 = _mi("adc", Xi64, 2, uses=_F)
ADC16mi8 = _mi8("adc", Xi16, 2, uses=_F)
ADC32mi8 = _mi8("adc", Xi32, 2, uses=_F)
ADC64mi8 = _mi8("adc", Xi64, 2, uses=_F)
ADC8i8 = _ai("adc", Xi8, 0x10, (AL,), _F)
ADC16i16 = _ai("adc", Xi16, 0x10, (AX,), _F)
ADC32i32 = _ai("adc", Xi32, 0x10, (EAX,), _F)
ADC64i32 = _ai("adc", Xi64, 0x10, (RAX,), _F)

# ---- SBB -------------------------------------------------------------------------------------------------
SBB8rr = _rr("sbb", Xi8, 0x18, uses=_F)
SBB16rr = _rr("sbb", Xi16, 0x18, uses=_F)
SBB32rr = _rr("sbb", Xi32, 0x18, uses=_F)
SBB64rr = _rr("sbb", Xi64, 0x18, uses=_F)
SBB8rm = _rm("sbb", Xi8, 0x18, uses=_F)
SBB16rm = _rm("sbb", Xi16, 0x18, uses=_F)
SBB32rm = _rm("sbb", Xi32, 0x18, uses=_F)
SBB64rm = _rm("sbb", Xi64, 0x18, uses=_F)
SBB8mr = _mr("sbb", Xi8, 0x18, uses=_F)
SBB16mr = _mr("sbb", Xi16, 0x18, uses=_F)
SBB32mr = _mr("sbb", Xi32, 0x18, uses=_F)
SBB64mr = _mr("sbb", Xi64, 0x18, uses=_F)
SBB8ri = _ri("sbb", Xi8, 3, uses=_F)
SBB16ri = _ri("sbb", Xi16, 3, uses=_F)
SBB32ri = _ri("sbb", Xi32, 3, uses=_F)
SBB64ri32 = _ri("sbb", Xi64, 3, uses=_F)
SBB16ri8 = _ri8("sbb", Xi16, 3, uses=_F)
SBB32ri8 = _ri8("sbb", Xi32, 3, uses=_F)
SBB64ri8 = _ri8("sbb", Xi64, 3, uses=_F)
SBB8mi = _mi("sbb", Xi8, 3, uses=_F)
SBB16mi = _mi("sbb", Xi16, 3, uses=_F)
SBB32mi = _mi("sbb", Xi32, 3, uses=_F)
SBB64mi32 = _mi("sbb", Xi64, 3, uses=_F)
SBB16mi8 = _mi8("sbb", Xi16, 3, uses=_F)
SBB32mi8 = _mi8("sbb", Xi32, 3, uses=_F)
SBB64mi8 = _mi8("sbb", Xi64, 3, uses=_F)
SBB8i8 = _ai("sbb", Xi8, 0x18, (AL,), _F)
SBB16i16 = _ai("sbb", Xi16, 0x18, (AX,), _F)
SBB32i32 = _ai("sbb", Xi32, 0x18, (EAX,), _F)
SBB64i32 = _ai("sbb", Xi64, 0x18, (RAX,), _F)

# ---- AND -------------------------------------------------------------------------------------------------
AND8rr = _rr("and", Xi8, 0x20, "Commutable")
AND16rr = _rr("and", Xi16, 0x20, "Commutable")
AND32rr = _rr("and", Xi32, 0x20, "Commutable")
AND64rr = _rr("and", Xi64, 0x20, "Commutable")
AND8rm = _rm("and", Xi8, 0x20)
AND16rm = _rm("and", Xi16, 0x20)
AND32rm = _rm("and", Xi32, 0x20)
AND64rm = _rm("and", Xi64, 0x20)
AND8mr = _mr("and", Xi8, 0x20)
AND16mr = _mr("and", Xi16, 0x20)
AND32mr = _mr("and", Xi32, 0x20)
AND64mr = _mr("and", Xi64, 0x20)
AND8ri = _ri("and", Xi8, 4)
AND16ri = _ri("and", Xi16, 4)
AND32ri = _ri("and", Xi32, 4)
AND64ri32 = _ri("and", Xi64, 4)
AND16ri8 = _ri8("and", Xi16, 4)
AND32ri8 = _ri8("and", Xi32, 4)
AND64ri8 = _ri8("and", Xi64, 4)
AND8mi = _mi("and", Xi8, 4)
AND16mi = _mi("and", Xi16, 4)
AND32mi = _mi("and", Xi32, 4)
AND64mi32 = _mi("and", Xi64, 4)
AND16mi8 = _mi8("and", Xi16, 4)
AND32mi8 = _mi8("and", Xi32, 4)
AND64mi8 = _mi8("and", Xi64, 4)
AND8i8 = _ai("and", Xi8, 0x20, (AL,))
AND16i16 = _ai("and", Xi16, 0x20, (AX,))
AND32i32 = _ai("and", Xi32, 0x20, (EAX,))
AND64i32 = _ai("and", Xi64, 0x20, (RAX,))

# ---- SUB -------------------------------------------------------------------------------------------------
SUB8rr = _rr("sub", Xi8, 0x28)
SUB16rr = _rr("sub", Xi16, 0x28)
SUB32rr = _rr("sub", Xi32, 0x28)
SUB64rr = _rr("sub", Xi64, 0x28)
SUB8rm = _rm("sub", Xi8, 0x28)
SUB16rm = _rm("sub", Xi16, 0x28)
SUB32rm = _rm("sub", Xi32, 0x28)
SUB64rm = _rm("sub", Xi64, 0x28)
SUB8mr = _mr("sub", Xi8, 0x28)
SUB16mr = _mr("sub", Xi16, 0x28)
SUB32mr = _mr("sub", Xi32, 0x28)
SUB64mr = _mr("sub", Xi64, 0x28)
SUB8ri = _ri("sub", Xi8, 5)
SUB16ri = _ri("sub", Xi16, 5)
SUB32ri = _ri("sub", Xi32, 5)
SUB64ri32 = _ri("sub", Xi64, 5)
SUB16ri8 = _ri8("sub", Xi16, 5)
SUB32ri8 = _ri8("sub", Xi32, 5)
SUB64ri8 = _ri8("sub", Xi64, 5)
SUB8mi = _mi("sub", Xi8, 5)
SUB16mi = _mi("sub", Xi16, 5)
SUB32mi = _mi("sub", Xi32, 5)
SUB64mi32 = _mi("sub", Xi64, 5)
SUB16mi8 = _mi8("sub", Xi16, 5)
SUB32mi8 = _mi8("sub", Xi32, 5)
SUB64mi8 = _mi8("sub", Xi64, 5)
SUB8i8 = _ai("sub", Xi8, 0x28, (AL,))
SUB16i16 = _ai("sub", Xi16, 0x28, (AX,))
SUB32i32 = _ai("sub", Xi32, 0x28, (EAX,))
SUB64i32 = _ai("sub", Xi64, 0x28, (RAX,))

# ---- XOR -------------------------------------------------------------------------------------------------
XOR8rr = _rr("xor", Xi8, 0x30, "Commutable")
XOR16rr = _rr("xor", Xi16, 0x30, "Commutable")
XOR32rr = _rr("xor", Xi32, 0x30, "Commutable")
XOR64rr = _rr("xor", Xi64, 0x30, "Commutable")
XOR8rm = _rm("xor", Xi8, 0x30)
XOR16rm = _rm("xor", Xi16, 0x30)
XOR32rm = _rm("xor", Xi32, 0x30)
XOR64rm = _rm("xor", Xi64, 0x30)
XOR8mr = _mr("xor", Xi8, 0x30)
XOR16mr = _mr("xor", Xi16, 0x30)
XOR32mr = _mr("xor", Xi32, 0x30)
XOR64mr = _mr("xor", Xi64, 0x30)
XOR8ri = _ri("xor", Xi8, 6)
XOR16ri = _ri("xor", Xi16, 6)
XOR32ri = _ri("xor", Xi32, 6)
XOR64ri32 = _ri("xor", Xi64, 6)
XOR16ri8 = _ri8("xor", Xi16, 6)
XOR32ri8 = _ri8("xor", Xi32, 6)
XOR64ri8 = _ri8("xor", Xi64, 6)
XOR8mi = _mi("xor", Xi8, 6)
XOR16mi = _mi("xor", Xi16, 6)
XOR32mi = _mi("xor", Xi32, 6)
XOR64mi32 = _mi("xor", Xi64, 6)
XOR16mi8 = _mi8("xor", Xi16, 6)
XOR32mi8 = _mi8("xor", Xi32, 6)
XOR64mi8 = _mi8("xor", Xi64, 6)
XOR8i8 = _ai("xor", Xi8, 0x30, (AL,))
XOR16i16 = _ai("xor", Xi16, 0x30, (AX,))
XOR32i32 = _ai("xor", Xi32, 0x30, (EAX,))
XOR64i32 = _ai("xor", Xi64, 0x30, (RAX,))

# ---- CMP -------------------------------------------------------------------------------------------------
CMP8rr = _cmp_rr("cmp", Xi8, 0x38)
CMP16rr = _cmp_rr("cmp", Xi16, 0x38)
CMP32rr = _cmp_rr("cmp", Xi32, 0x38)
CMP64rr = _cmp_rr("cmp", Xi64, 0x38)
CMP8rm = _cmp_rm("cmp", Xi8, 0x3A)
CMP16rm = _cmp_rm("cmp", Xi16, 0x3A)
CMP32rm = _cmp_rm("cmp", Xi32, 0x3A)
CMP64rm = _cmp_rm("cmp", Xi64, 0x3A)
CMP8mr = _cmp_mr("cmp", Xi8, 0x38)
CMP16mr = _cmp_mr("cmp", Xi16, 0x38)
CMP32mr = _cmp_mr("cmp", Xi32, 0x38)
CMP64mr = _cmp_mr("cmp", Xi64, 0x38)
CMP8ri = _cmp_ri("cmp", Xi8, 7, 0x80)
CMP16ri = _cmp_ri("cmp", Xi16, 7, 0x80)
CMP32ri = _cmp_ri("cmp", Xi32, 7, 0x80)
CMP64ri32 = _cmp_ri("cmp", Xi64, 7, 0x80)
CMP16ri8 = _cmp_ri8("cmp", Xi16, 7)
CMP32ri8 = _cmp_ri8("cmp", Xi32, 7)
CMP64ri8 = _cmp_ri8("cmp", Xi64, 7)
CMP8mi = _cmp_mi("cmp", Xi8, 7, 0x80)
CMP16mi = _cmp_mi("cmp", Xi16, 7, 0x80)
CMP32mi = _cmp_mi("cmp", Xi32, 7, 0x80)
CMP64mi32 = _cmp_mi("cmp", Xi64, 7, 0x80)
CMP16mi8 = _cmp_mi8("cmp", Xi16, 7)
CMP32mi8 = _cmp_mi8("cmp", Xi32, 7)
CMP64mi8 = _cmp_mi8("cmp", Xi64, 7)
CMP8i8 = _cmp_ai("cmp", Xi8, 0x3C, (AL,))
CMP16i16 = _cmp_ai("cmp", Xi16, 0x3C, (AX,))
CMP32i32 = _cmp_ai("cmp", Xi32, 0x3C, (EAX,))
CMP64i32 = _cmp_ai("cmp", Xi64, 0x3C, (RAX,))

# ---- TEST ------------------------------------------------------------------------------------------------
TEST8rr = _cmp_rr("test", Xi8, 0x84, "Compare Commutable")
TEST16rr = _cmp_rr("test", Xi16, 0x84, "Compare Commutable")
TEST32rr = _cmp_rr("test", Xi32, 0x84, "Compare Commutable")
TEST64rr = _cmp_rr("test", Xi64, 0x84, "Compare Commutable")
TEST8mr = _cmp_mr("test", Xi8, 0x84)
TEST16mr = _cmp_mr("test", Xi16, 0x84)
TEST32mr = _cmp_mr("test", Xi32, 0x84)
TEST64mr = _cmp_mr("test", Xi64, 0x84)
TEST8ri = _cmp_ri("test", Xi8, 0, 0xF6)
TEST16ri = _cmp_ri("test", Xi16, 0, 0xF6)
TEST32ri = _cmp_ri("test", Xi32, 0, 0xF6)
TEST64ri32 = _cmp_ri("test", Xi64, 0, 0xF6)
TEST8mi = _cmp_mi("test", Xi8, 0, 0xF6)
TEST16mi = _cmp_mi("test", Xi16, 0, 0xF6)
TEST32mi = _cmp_mi("test", Xi32, 0, 0xF6)
TEST64mi32 = _cmp_mi("test", Xi64, 0, 0xF6)
TEST8i8 = _cmp_ai("test", Xi8, 0xA8, (AL,))
TEST16i16 = _cmp_ai("test", Xi16, 0xA8, (AX,))
TEST32i32 = _cmp_ai("test", Xi32, 0xA8, (EAX,))
TEST64i32 = _cmp_ai("test", Xi64, 0xA8, (RAX,))

# ---- INC/DEC/NEG/NOT --------------------------------------------------------------------------------------
INC8r = _unary_r("inc", Xi8, 0, 0xFE, flags="ConvertibleTo3Addr")
INC16r = _unary_r("inc", Xi16, 0, 0xFE, flags="ConvertibleTo3Addr")
INC32r = _unary_r("inc", Xi32, 0, 0xFE, flags="ConvertibleTo3Addr")
INC64r = _unary_r("inc", Xi64, 0, 0xFE, flags="ConvertibleTo3Addr")
DEC8r = _unary_r("dec", Xi8, 1, 0xFE, flags="ConvertibleTo3Addr")
DEC16r = _unary_r("dec", Xi16, 1, 0xFE, flags="ConvertibleTo3Addr")
DEC32r = _unary_r("dec", Xi32, 1, 0xFE, flags="ConvertibleTo3Addr")
DEC64r = _unary_r("dec", Xi64, 1, 0xFE, flags="ConvertibleTo3Addr")
NEG8r = _unary_r("neg", Xi8, 3, 0xF6)
NEG16r = _unary_r("neg", Xi16, 3, 0xF6)
NEG32r = _unary_r("neg", Xi32, 3, 0xF6)
NEG64r = _unary_r("neg", Xi64, 3, 0xF6)
NOT8r = _unary_r("not", Xi8, 2, 0xF6, defs=())
NOT16r = _unary_r("not", Xi16, 2, 0xF6, defs=())
NOT32r = _unary_r("not", Xi32, 2, 0xF6, defs=())
NOT64r = _unary_r("not", Xi64, 2, 0xF6, defs=())
INC8m = _unary_m("inc", Xi8, 0, 0xFE)
INC16m = _unary_m("inc", Xi16, 0, 0xFE)
INC32m = _unary_m("inc", Xi32, 0, 0xFE)
INC64m = _unary_m("inc", Xi64, 0, 0xFE)
DEC8m = _unary_m("dec", Xi8, 1, 0xFE)
DEC16m = _unary_m("dec", Xi16, 1, 0xFE)
DEC32m = _unary_m("dec", Xi32, 1, 0xFE)
DEC64m = _unary_m("dec", Xi64, 1, 0xFE)
NEG8m = _unary_m("neg", Xi8, 3, 0xF6)
NEG16m = _unary_m("neg", Xi16, 3, 0xF6)
NEG32m = _unary_m("neg", Xi32, 3, 0xF6)
NEG64m = _unary_m("neg", Xi64, 3, 0xF6)
NOT8m = _unary_m("not", Xi8, 2, 0xF6, defs=())
NOT16m = _unary_m("not", Xi16, 2, 0xF6, defs=())
NOT32m = _unary_m("not", Xi32, 2, 0xF6, defs=())
NOT64m = _unary_m("not", Xi64, 2, 0xF6, defs=())

# ---- MUL/IMUL/DIV/IDIV (one operand: the accumulator pair is implicit) -------------------------------
# MUL8: AX = AL * r8.  DIV8: AL, AH = AX / r8, AX % r8.  Wider: rDX:rAX.

MUL8r = _muldiv_r("mul", Xi8, 4, (AL, EFLAGS, AX), (AL,))
MUL16r = _muldiv_r("mul", Xi16, 4, (AX, DX, EFLAGS), (AX,))
MUL32r = _muldiv_r("mul", Xi32, 4, (EAX, EDX, EFLAGS), (EAX,))
MUL64r = _muldiv_r("mul", Xi64, 4, (RAX, RDX, EFLAGS), (RAX,))
MUL8m = _muldiv_m("mul", Xi8, 4, (AL, EFLAGS, AX), (AL,))
MUL16m = _muldiv_m("mul", Xi16, 4, (AX, DX, EFLAGS), (AX,))
MUL32m = _muldiv_m("mul", Xi32, 4, (EAX, EDX, EFLAGS), (EAX,))
MUL64m = _muldiv_m("mul", Xi64, 4, (RAX, RDX, EFLAGS), (RAX,))
IMUL8r = _muldiv_r("imul", Xi8, 5, (AL, EFLAGS, AX), (AL,))
IMUL16r = _muldiv_r("imul", Xi16, 5, (AX, DX, EFLAGS), (AX,))
IMUL32r = _muldiv_r("imul", Xi32, 5, (EAX, EDX, EFLAGS), (EAX,))
IMUL64r = _muldiv_r("imul", Xi64, 5, (RAX, RDX, EFLAGS), (RAX,))
IMUL8m = _muldiv_m("imul", Xi8, 5, (AL, EFLAGS, AX), (AL,))
IMUL16m = _muldiv_m("imul", Xi16, 5, (AX, DX, EFLAGS), (AX,))
IMUL32m = _muldiv_m("imul", Xi32, 5, (EAX, EDX, EFLAGS), (EAX,))
IMUL64m = _muldiv_m("imul", Xi64, 5, (RAX, RDX, EFLAGS), (RAX,))
DIV8r = _muldiv_r("div", Xi8, 6, (AL, AH, EFLAGS), (AX,))
DIV16r = _muldiv_r("div", Xi16, 6, (AX, DX, EFLAGS), (AX, DX))
DIV32r = _muldiv_r("div", Xi32, 6, (EAX, EDX, EFLAGS), (EAX, EDX))
DIV64r = _muldiv_r("div", Xi64, 6, (RAX, RDX, EFLAGS), (RAX, RDX))
DIV8m = _muldiv_m("div", Xi8, 6, (AL, AH, EFLAGS), (AX,))
DIV16m = _muldiv_m("div", Xi16, 6, (AX, DX, EFLAGS), (AX, DX))
DIV32m = _muldiv_m("div", Xi32, 6, (EAX, EDX, EFLAGS), (EAX, EDX))
DIV64m = _muldiv_m("div", Xi64, 6, (RAX, RDX, EFLAGS), (RAX, RDX))
IDIV8r = _muldiv_r("idiv", Xi8, 7, (AL, AH, EFLAGS), (AX,))
IDIV16r = _muldiv_r("idiv", Xi16, 7, (AX, DX, EFLAGS), (AX, DX))
IDIV32r = _muldiv_r("idiv", Xi32, 7, (EAX, EDX, EFLAGS), (EAX, EDX))
IDIV64r = _muldiv_r("idiv", Xi64, 7, (RAX, RDX, EFLAGS), (RAX, RDX))
IDIV8m = _muldiv_m("idiv", Xi8, 7, (AL, AH, EFLAGS), (AX,))
IDIV16m = _muldiv_m("idiv", Xi16, 7, (AX, DX, EFLAGS), (AX, DX))
IDIV32m = _muldiv_m("idiv", Xi32, 7, (EAX, EDX, EFLAGS), (EAX, EDX))
IDIV64m = _muldiv_m("idiv", Xi64, 7, (RAX, RDX, EFLAGS), (RAX, RDX))

# ---- two- and three-operand IMUL -------------------------------------------------------------------------
IMUL16rr = _imul_rr(Xi16)
IMUL32rr = _imul_rr(Xi32)
IMUL64rr = _imul_rr(Xi64)
IMUL16rm = _imul_rm(Xi16)
IMUL32rm = _imul_rm(Xi32)
IMUL64rm = _imul_rm(Xi64)
IMUL16rri = _imul_rri(Xi16, 0x69, i16imm, Imm16)
IMUL32rri = _imul_rri(Xi32, 0x69, i32imm, Imm32)
IMUL64rri32 = _imul_rri(Xi64, 0x69, i64i32imm, Imm32S)
IMUL16rri8 = _imul_rri(Xi16, 0x6B, i16i8imm, Imm8)
IMUL32rri8 = _imul_rri(Xi32, 0x6B, i32i8imm, Imm8)
IMUL64rri8 = _imul_rri(Xi64, 0x6B, i64i8imm, Imm8)
IMUL16rmi = _imul_rmi(Xi16, 0x69, i16imm, Imm16)
IMUL32rmi = _imul_rmi(Xi32, 0x69, i32imm, Imm32)
IMUL64rmi32 = _imul_rmi(Xi64, 0x69, i64i32imm, Imm32S)
IMUL16rmi8 = _imul_rmi(Xi16, 0x6B, i16i8imm, Imm8)
IMUL32rmi8 = _imul_rmi(Xi32, 0x6B, i32i8imm, Imm8)
IMUL64rmi8 = _imul_rmi(Xi64, 0x6B, i64i8imm, Imm8)

# ---- accumulator sign extension -------------------------------------------------------------------------
CBW = I("{cbtw|cbw}", RawFrm(0x98, OpSize16), defs=(AX,), uses=(AL,))
CWDE = I("{cwtl|cwde}", RawFrm(0x98, OpSize32), defs=(EAX,), uses=(AX,))
CDQE = I("{cltq|cdqe}", RawFrm(0x98, REX_W), defs=(RAX,), uses=(EAX,))
CWD = I("{cwtd|cwd}", RawFrm(0x99, OpSize16), defs=(AX, DX), uses=(AX,))
CDQ = I("{cltd|cdq}", RawFrm(0x99, OpSize32), defs=(EAX, EDX), uses=(EAX,))
CQO = I("{cqto|cqo}", RawFrm(0x99, REX_W), defs=(RAX, RDX), uses=(RAX,))

# ---- LEA (address arithmetic without flags) ------------------------------------------------------------
LEA16r = _lea(Xi16, anymem, MRMSrcMem(0x8D, OpSize16))
LEA32r = I(
    "lea{l}\t{$src|$dst}, {$dst|$src}",
    MRMSrcMem(0x8D, OpSize32),
    outs(dst=GR32),
    ins(src=anymem),
    flags="Rematerializable CheapAsAMove",
    predicates="Not64BitMode",
)
LEA64_32r = I(
    "lea{l}\t{$src|$dst}, {$dst|$src}",
    MRMSrcMem(0x8D, OpSize32),
    outs(dst=GR32),
    ins(src=lea64_32mem),
    flags="Rematerializable CheapAsAMove",
    predicates="In64BitMode",
)
LEA64r = _lea(Xi64, lea64mem, MRMSrcMem(0x8D, REX_W))
