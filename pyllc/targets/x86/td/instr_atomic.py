"""Atomic read-modify-write instructions and fences (LLVM: lib/Target/X86/X86InstrCompiler.td "Atomic
support", X86InstrInfo.td ``LXADD``/``LCMPXCHG``, X86InstrSSE.td ``MFENCE``).

What it is: the LOCK-prefixed forms instruction selection emits for ``atomicrmw`` and ``cmpxchg``.  They
carry the ``LOCK`` trait (the encoder writes F0 before the other prefixes) and are code-generation-only, as
in LLVM: the assembler spells them as the ``lock`` prefix instruction followed by the plain instruction, and
the printer writes ``lock`` and two tabs before the mnemonic (LLVM's ``printInstFlags`` for ``X86II::LOCK``).

* ``LOCK_<OP><width>mr/mi/mi8`` (``<OP>`` = ADD, OR, AND, SUB, XOR): ``atomicrmw`` whose old value is
  unused (``X86ISD::LADD``...); only EFLAGS is defined.  ``LOCK_INC``/``LOCK_DEC`` for +1/-1.
* ``LXADD<width>``: ``lock xadd``, the old value comes back in the register (``atomic_load_add``).
* ``LCMPXCHG<width>``: ``lock cmpxchg``, expected value in AL/AX/EAX/RAX, success in ZF.
  ``LCMPXCHG8B``/``LCMPXCHG16B``: the double-width forms (EDX:EAX / RDX:RAX against ECX:EBX / RCX:RBX).
* ``MFENCE`` (0F AE F0) for a sequentially consistent fence; ``Int_MemBarrier`` is the compiler barrier of the
  other fences, no bytes (printed ``#MEMBARRIER``).
"""

from __future__ import annotations

from pyllc.tblgen.records import I, Instruction, ins, outs

from .instr_arithmetic import Xi8, Xi16, Xi32, Xi64, X86TypeInfo
from .instr_formats import LOCK, REX_W, TB, Imm8, MRM_F0, MRMDestMem, MRMm, MRMSrcMem, Pseudo
from .instr_info import i64mem, i128mem
from .register_info import AL, AX, EAX, EBX, ECX, EDX, EFLAGS, RAX, RBX, RCX, RDX

_F = (EFLAGS,)


def _o8(t: X86TypeInfo, opc: int) -> int:
    """8-bit forms use the even opcode, wider forms the odd one."""
    return opc if t.suffix == "b" else opc | 1


_RMW = "MayLoad MayStore"


def _lock_mr(mn: str, t: X86TypeInfo, base: int) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src2, $dst|$dst, $src2}}",
        MRMDestMem(_o8(t, base), *t.size, LOCK),
        ins=ins(dst=t.mem, src2=t.rc),
        defs=_F,
        flags=_RMW,
        code_gen_only=True,
    )


def _lock_mi(mn: str, t: X86TypeInfo, n: int) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src2, $dst|$dst, $src2}}",
        MRMm(n, 0x80 if t.suffix == "b" else 0x81, *t.size, t.imm_kind, LOCK),
        ins=ins(dst=t.mem, src2=t.imm),
        defs=_F,
        flags=_RMW,
        code_gen_only=True,
    )


def _lock_mi8(mn: str, t: X86TypeInfo, n: int) -> Instruction:
    assert t.imm8 is not None
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src2, $dst|$dst, $src2}}",
        MRMm(n, 0x83, *t.size, Imm8, LOCK),
        ins=ins(dst=t.mem, src2=t.imm8),
        defs=_F,
        flags=_RMW,
        code_gen_only=True,
    )


def _lock_unary(mn: str, t: X86TypeInfo, n: int) -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t$dst",
        MRMm(n, _o8(t, 0xFE), *t.size, LOCK),
        ins=ins(dst=t.mem),
        defs=_F,
        flags=_RMW,
        code_gen_only=True,
    )


def _lxadd(t: X86TypeInfo) -> Instruction:
    return I(
        f"xadd{{{t.suffix}}}\t{{$val, $ptr|$ptr, $val}}",
        MRMSrcMem(_o8(t, 0xC0), TB, *t.size, LOCK),
        outs(dst=t.rc),
        ins(val=t.rc, ptr=t.mem),
        tie="dst=val",
        defs=_F,
        flags=_RMW,
        code_gen_only=True,
    )


def _lcmpxchg(t: X86TypeInfo, acc: object) -> Instruction:
    return I(
        f"cmpxchg{{{t.suffix}}}\t{{$swap, $ptr|$ptr, $swap}}",
        MRMDestMem(_o8(t, 0xB0), TB, *t.size, LOCK),
        ins=ins(ptr=t.mem, swap=t.rc),
        defs=(acc, EFLAGS),  # pyright: ignore[reportArgumentType]
        uses=(acc,),  # pyright: ignore[reportArgumentType]
        flags=_RMW,
        code_gen_only=True,
    )


# ---- LOCK-prefixed arithmetic with the old value unused (LOCK_ArithBinOp) --------------------------------
LOCK_ADD8mr = _lock_mr("add", Xi8, 0x00)
LOCK_ADD16mr = _lock_mr("add", Xi16, 0x00)
LOCK_ADD32mr = _lock_mr("add", Xi32, 0x00)
LOCK_ADD64mr = _lock_mr("add", Xi64, 0x00)
LOCK_ADD8mi = _lock_mi("add", Xi8, 0)
LOCK_ADD16mi = _lock_mi("add", Xi16, 0)
LOCK_ADD32mi = _lock_mi("add", Xi32, 0)
LOCK_ADD64mi32 = _lock_mi("add", Xi64, 0)
LOCK_ADD16mi8 = _lock_mi8("add", Xi16, 0)
LOCK_ADD32mi8 = _lock_mi8("add", Xi32, 0)
LOCK_ADD64mi8 = _lock_mi8("add", Xi64, 0)
LOCK_OR8mr = _lock_mr("or", Xi8, 0x08)
LOCK_OR16mr = _lock_mr("or", Xi16, 0x08)
LOCK_OR32mr = _lock_mr("or", Xi32, 0x08)
LOCK_OR64mr = _lock_mr("or", Xi64, 0x08)
LOCK_OR8mi = _lock_mi("or", Xi8, 1)
LOCK_OR16mi = _lock_mi("or", Xi16, 1)
LOCK_OR32mi = _lock_mi("or", Xi32, 1)
LOCK_OR64mi32 = _lock_mi("or", Xi64, 1)
LOCK_OR16mi8 = _lock_mi8("or", Xi16, 1)
LOCK_OR32mi8 = _lock_mi8("or", Xi32, 1)
LOCK_OR64mi8 = _lock_mi8("or", Xi64, 1)
LOCK_AND8mr = _lock_mr("and", Xi8, 0x20)
LOCK_AND16mr = _lock_mr("and", Xi16, 0x20)
LOCK_AND32mr = _lock_mr("and", Xi32, 0x20)
LOCK_AND64mr = _lock_mr("and", Xi64, 0x20)
LOCK_AND8mi = _lock_mi("and", Xi8, 4)
LOCK_AND16mi = _lock_mi("and", Xi16, 4)
LOCK_AND32mi = _lock_mi("and", Xi32, 4)
LOCK_AND64mi32 = _lock_mi("and", Xi64, 4)
LOCK_AND16mi8 = _lock_mi8("and", Xi16, 4)
LOCK_AND32mi8 = _lock_mi8("and", Xi32, 4)
LOCK_AND64mi8 = _lock_mi8("and", Xi64, 4)
LOCK_SUB8mr = _lock_mr("sub", Xi8, 0x28)
LOCK_SUB16mr = _lock_mr("sub", Xi16, 0x28)
LOCK_SUB32mr = _lock_mr("sub", Xi32, 0x28)
LOCK_SUB64mr = _lock_mr("sub", Xi64, 0x28)
LOCK_SUB8mi = _lock_mi("sub", Xi8, 5)
LOCK_SUB16mi = _lock_mi("sub", Xi16, 5)
LOCK_SUB32mi = _lock_mi("sub", Xi32, 5)
LOCK_SUB64mi32 = _lock_mi("sub", Xi64, 5)
LOCK_SUB16mi8 = _lock_mi8("sub", Xi16, 5)
LOCK_SUB32mi8 = _lock_mi8("sub", Xi32, 5)
LOCK_SUB64mi8 = _lock_mi8("sub", Xi64, 5)
LOCK_XOR8mr = _lock_mr("xor", Xi8, 0x30)
LOCK_XOR16mr = _lock_mr("xor", Xi16, 0x30)
LOCK_XOR32mr = _lock_mr("xor", Xi32, 0x30)
LOCK_XOR64mr = _lock_mr("xor", Xi64, 0x30)
LOCK_XOR8mi = _lock_mi("xor", Xi8, 6)
LOCK_XOR16mi = _lock_mi("xor", Xi16, 6)
LOCK_XOR32mi = _lock_mi("xor", Xi32, 6)
LOCK_XOR64mi32 = _lock_mi("xor", Xi64, 6)
LOCK_XOR16mi8 = _lock_mi8("xor", Xi16, 6)
LOCK_XOR32mi8 = _lock_mi8("xor", Xi32, 6)
LOCK_XOR64mi8 = _lock_mi8("xor", Xi64, 6)
LOCK_INC8m = _lock_unary("inc", Xi8, 0)
LOCK_INC16m = _lock_unary("inc", Xi16, 0)
LOCK_INC32m = _lock_unary("inc", Xi32, 0)
LOCK_INC64m = _lock_unary("inc", Xi64, 0)
LOCK_DEC8m = _lock_unary("dec", Xi8, 1)
LOCK_DEC16m = _lock_unary("dec", Xi16, 1)
LOCK_DEC32m = _lock_unary("dec", Xi32, 1)
LOCK_DEC64m = _lock_unary("dec", Xi64, 1)

# ---- exchange-and-add, compare-and-exchange --------------------------------------------------------------
LXADD8 = _lxadd(Xi8)
LXADD16 = _lxadd(Xi16)
LXADD32 = _lxadd(Xi32)
LXADD64 = _lxadd(Xi64)
# The plain exchange-and-add of the assembler (``lock xadd`` is the ``lock`` prefix and this).
LCMPXCHG8 = _lcmpxchg(Xi8, AL)
LCMPXCHG16 = _lcmpxchg(Xi16, AX)
LCMPXCHG32 = _lcmpxchg(Xi32, EAX)
LCMPXCHG64 = _lcmpxchg(Xi64, RAX)
LCMPXCHG8B = I(
    "cmpxchg8b\t$ptr",
    MRMm(1, 0xC7, TB, LOCK),
    ins=ins(ptr=i64mem),
    defs=(EAX, EDX, EFLAGS),
    uses=(EAX, EBX, ECX, EDX),
    flags=_RMW,
    code_gen_only=True,
)
LCMPXCHG16B = I(
    "cmpxchg16b\t$ptr",
    MRMm(1, 0xC7, TB, REX_W, LOCK),
    ins=ins(ptr=i128mem),
    defs=(RAX, RDX, EFLAGS),
    uses=(RAX, RBX, RCX, RDX),
    flags=_RMW,
    code_gen_only=True,
)

# ---- fences ----------------------------------------------------------------------------------------------
MFENCE = I("mfence", MRM_F0(0xAE, TB), flags="UnmodeledSideEffects")
Int_MemBarrier = I("#MEMBARRIER", Pseudo, flags="UnmodeledSideEffects", code_gen_only=True)
