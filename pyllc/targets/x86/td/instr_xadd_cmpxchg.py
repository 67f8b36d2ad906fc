"""Exchange-and-add and compare-and-exchange without LOCK, and a few system instructions (LLVM:
lib/Target/X86/X86InstrInfo.td "Atomic support" -- ``XADD*``, ``CMPXCHG*`` --, X86InstrSystem.td ``CPUID``,
``RDTSC``, ``RDTSCP``, ``SYSCALL``).

What it is: the assembler's spellings of these instructions.  Code generation uses the LOCK-prefixed twins of
``instr_atomic`` (``LXADD32``, ``LCMPXCHG32``: code-gen-only, their F0 is part of the instruction); the
assembler reads ``lock cmpxchgl %ecx, (%rdi)`` as the ``lock`` prefix statement followed by the plain
``CMPXCHG32rm``, as LLVM does, and the disassembler decodes F0 0F B1 the same way.

* ``XADD<w>rm``: ``xadd %reg, mem`` -- mem += reg, the old value in reg (0F C0/C1, MRMSrcMem as in LLVM: the
  register is both a def and a use).  ``XADD<w>rr``: both registers are written (0F C0/C1, MRMDestReg).
* ``CMPXCHG<w>rm``/``rr``: compare AL/AX/EAX/RAX with the destination, store the source if equal, else load
  the destination into the accumulator; ZF tells (0F B0/B1).  ``CMPXCHG8B``/``CMPXCHG16B``: EDX:EAX /
  RDX:RAX against the memory operand, ECX:EBX / RCX:RBX stored (0F C7 /1).
"""

from __future__ import annotations

from pyllc.tblgen.records import I, Instruction, ins, outs

from .instr_arithmetic import Xi8, Xi16, Xi32, Xi64, X86TypeInfo
from .instr_formats import REX_W, TB, MRMDestMem, MRMDestReg, MRMFixed, MRMm, MRMSrcMem, RawFrm
from .instr_info import i64mem, i128mem
from .register_info import (
    AL,
    AX,
    EAX,
    EBX,
    ECX,
    EDX,
    EFLAGS,
    R11,
    RAX,
    RBX,
    RCX,
    RDX,
)

_F = (EFLAGS,)


def _o8(t: X86TypeInfo, opc: int) -> int:
    """8-bit forms use the even opcode, wider forms the odd one."""
    return opc if t.suffix == "b" else opc | 1


def _xadd_rm(t: X86TypeInfo) -> Instruction:
    return I(
        f"xadd{{{t.suffix}}}\t{{$val, $ptr|$ptr, $val}}",
        MRMSrcMem(_o8(t, 0xC0), TB, *t.size),
        outs(dst=t.rc),
        ins(val=t.rc, ptr=t.mem),
        tie="dst=val",
        defs=_F,
        flags="MayLoad MayStore",
    )


def _xadd_rr(t: X86TypeInfo) -> Instruction:
    return I(
        f"xadd{{{t.suffix}}}\t{{$src2, $src1|$src1, $src2}}",
        MRMDestReg(_o8(t, 0xC0), TB, *t.size),
        outs(dst1=t.rc, dst2=t.rc),
        ins(src1=t.rc, src2=t.rc),
        tie="dst1=src1,dst2=src2",
        defs=_F,
    )


def _cmpxchg_rr(t: X86TypeInfo, acc: object) -> Instruction:
    return I(
        f"cmpxchg{{{t.suffix}}}\t{{$src, $dst|$dst, $src}}",
        MRMDestReg(_o8(t, 0xB0), TB, *t.size),
        outs(dst=t.rc),
        ins(src=t.rc),
        defs=(acc, EFLAGS),  # pyright: ignore[reportArgumentType]
        uses=(acc,),  # pyright: ignore[reportArgumentType]
    )


def _cmpxchg_rm(t: X86TypeInfo, acc: object) -> Instruction:
    return I(
        f"cmpxchg{{{t.suffix}}}\t{{$src, $dst|$dst, $src}}",
        MRMDestMem(_o8(t, 0xB0), TB, *t.size),
        ins=ins(dst=t.mem, src=t.rc),
        defs=(acc, EFLAGS),  # pyright: ignore[reportArgumentType]
        uses=(acc,),  # pyright: ignore[reportArgumentType]
        flags="MayLoad MayStore",
    )


XADD8rm = _xadd_rm(Xi8)
XADD16rm = _xadd_rm(Xi16)
XADD32rm = _xadd_rm(Xi32)
XADD64rm = _xadd_rm(Xi64)
XADD8rr = _xadd_rr(Xi8)
XADD16rr = _xadd_rr(Xi16)
XADD32rr = _xadd_rr(Xi32)
XADD64rr = _xadd_rr(Xi64)
CMPXCHG8rr = _cmpxchg_rr(Xi8, AL)
CMPXCHG16rr = _cmpxchg_rr(Xi16, AX)
CMPXCHG32rr = _cmpxchg_rr(Xi32, EAX)
CMPXCHG64rr = _cmpxchg_rr(Xi64, RAX)
CMPXCHG8rm = _cmpxchg_rm(Xi8, AL)
CMPXCHG16rm = _cmpxchg_rm(Xi16, AX)
CMPXCHG32rm = _cmpxchg_rm(Xi32, EAX)
CMPXCHG64rm = _cmpxchg_rm(Xi64, RAX)
CMPXCHG8B = I(
    "cmpxchg8b\t$dst",
    MRMm(1, 0xC7, TB),
    ins=ins(dst=i64mem),
    defs=(EAX, EDX, EFLAGS),
    uses=(EAX, EBX, ECX, EDX),
    flags="MayLoad MayStore",
)
CMPXCHG16B = I(
    "cmpxchg16b\t$dst",
    MRMm(1, 0xC7, TB, REX_W),
    ins=ins(dst=i128mem),
    defs=(RAX, RDX, EFLAGS),
    uses=(RAX, RBX, RCX, RDX),
    flags="MayLoad MayStore",
)

# ---- system instructions (X86InstrSystem.td) ----------------------------------------------------------------
CPUID = I("cpuid", RawFrm(0xA2, TB), defs=(EAX, EBX, ECX, EDX), uses=(EAX, ECX), flags="UnmodeledSideEffects")
RDTSC = I("rdtsc", RawFrm(0x31, TB), defs=(RAX, RDX), flags="UnmodeledSideEffects")
RDTSCP = I("rdtscp", MRMFixed(0xF9, 0x01, TB), defs=(RAX, RCX, RDX), flags="UnmodeledSideEffects")
SYSCALL = I("syscall", RawFrm(0x05, TB), defs=(RCX, R11, EFLAGS), flags="UnmodeledSideEffects")
