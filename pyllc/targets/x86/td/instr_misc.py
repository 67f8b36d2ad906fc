"""Moves, extensions, stack, bit scans and miscellany (LLVM: lib/Target/X86/X86InstrInfo.td,
X86InstrExtension.td, X86InstrMisc.td parts).

What it is: MOV in all its forms (88/89/8A/8B reg/mem, B0+r/B8+r immediates, C6/C7 /0, ``movabs`` =
REX.W B8+r imm64), zero/sign extension (0F B6/B7/BE/BF, 63 = MOVSXD), PUSH/POP, BSWAP, BSF/BSR and the
feature-gated LZCNT/TZCNT/POPCNT (F3 0F BD/BC/B8), NOP, UD2, INT3, LEAVE.

``_NOREX`` variants restrict their operands to registers encodable without REX, so AH/BH/CH/DH may be used
(``movzbl %ah, %eax``); they share the opcode of the plain form.
"""

from __future__ import annotations

from pyllc.tblgen.records import I, Instruction, MemOperand, RegisterClass, ins, outs

from .instr_arithmetic import X86TypeInfo, Xi8, Xi16, Xi32, Xi64
from .instr_formats import (
    REX_W,
    TB,
    XS,
    AddRegFrm,
    Imm8,
    Imm32S,
    Imm64,
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
)
from .instr_info import i8mem, i16mem, i32mem, i64i8imm, i64i32imm, i64imm, i64mem, u8imm
from .register_info import (
    EFLAGS,
    GR8,
    GR8_NOREX,
    GR16,
    GR32,
    GR32_NOREX,
    GR64,
    RBP,
    RSP,
)

_F = (EFLAGS,)


def _mov_rr(t: X86TypeInfo) -> Instruction:
    return I(
        f"mov{{{t.suffix}}}\t{{$src, $dst|$dst, $src}}",
        MRMDestReg(0x88 if t.suffix == "b" else 0x89, *t.size),
        outs(dst=t.rc),
        ins(src=t.rc),
        flags="MoveReg",
    )


def _mov_rm(t: X86TypeInfo) -> Instruction:
    return I(
        f"mov{{{t.suffix}}}\t{{$src, $dst|$dst, $src}}",
        MRMSrcMem(0x8A if t.suffix == "b" else 0x8B, *t.size),
        outs(dst=t.rc),
        ins(src=t.mem),
        flags="MayLoad FoldableAsLoad Rematerializable",
    )


def _mov_mr(t: X86TypeInfo) -> Instruction:
    return I(
        f"mov{{{t.suffix}}}\t{{$src, $dst|$dst, $src}}",
        MRMDestMem(0x88 if t.suffix == "b" else 0x89, *t.size),
        ins=ins(dst=t.mem, src=t.rc),
        flags="MayStore",
    )


def _mov_mi(t: X86TypeInfo) -> Instruction:
    return I(
        f"mov{{{t.suffix}}}\t{{$src, $dst|$dst, $src}}",
        MRMm(0, 0xC6 if t.suffix == "b" else 0xC7, *t.size, t.imm_kind),
        ins=ins(dst=t.mem, src=t.imm),
        flags="MayStore",
    )


def _mov_ri(t: X86TypeInfo) -> Instruction:
    return I(
        f"mov{{{t.suffix}}}\t{{$src, $dst|$dst, $src}}",
        AddRegFrm(0xB0 if t.suffix == "b" else 0xB8, *t.size, t.imm_kind),
        outs(dst=t.rc),
        ins(src=t.imm),
        flags="MoveImm Rematerializable CheapAsAMove",
    )


def _ext_rr(mn: str, opc: int, dst: RegisterClass, src: RegisterClass, *t: Trait) -> Instruction:
    return I(f"{mn}\t{{$src, $dst|$dst, $src}}", MRMSrcReg(opc, *t), outs(dst=dst), ins(src=src))


def _ext_rm(mn: str, opc: int, dst: RegisterClass, src: MemOperand, *t: Trait) -> Instruction:
    return I(
        f"{mn}\t{{$src, $dst|$dst, $src}}", MRMSrcMem(opc, *t), outs(dst=dst), ins(src=src), flags="MayLoad"
    )


def _bitscan_rr(mn: str, opc: int, t: X86TypeInfo, *tr: Trait, predicates: str = "") -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src, $dst|$dst, $src}}",
        MRMSrcReg(opc, *tr, *t.size),
        outs(dst=t.rc),
        ins(src=t.rc),
        defs=_F,
        predicates=predicates,
    )


def _bitscan_rm(mn: str, opc: int, t: X86TypeInfo, *tr: Trait, predicates: str = "") -> Instruction:
    return I(
        f"{mn}{{{t.suffix}}}\t{{$src, $dst|$dst, $src}}",
        MRMSrcMem(opc, *tr, *t.size),
        outs(dst=t.rc),
        ins(src=t.mem),
        defs=_F,
        predicates=predicates,
        flags="MayLoad",
    )


# ---- MOV ------------------------------------------------------------------------------------------------
MOV8rr = _mov_rr(Xi8)
MOV16rr = _mov_rr(Xi16)
MOV32rr = _mov_rr(Xi32)
MOV64rr = _mov_rr(Xi64)
MOV8rm = _mov_rm(Xi8)
MOV16rm = _mov_rm(Xi16)
MOV32rm = _mov_rm(Xi32)
MOV64rm = _mov_rm(Xi64)
MOV8mr = _mov_mr(Xi8)
MOV16mr = _mov_mr(Xi16)
MOV32mr = _mov_mr(Xi32)
MOV64mr = _mov_mr(Xi64)
MOV8mi = _mov_mi(Xi8)
MOV16mi = _mov_mi(Xi16)
MOV32mi = _mov_mi(Xi32)
MOV64mi32 = _mov_mi(Xi64)
MOV8ri = _mov_ri(Xi8)
MOV16ri = _mov_ri(Xi16)
MOV32ri = _mov_ri(Xi32)
MOV64ri32 = I(
    "mov{q}\t{$src, $dst|$dst, $src}",
    MRMr(0, 0xC7, REX_W, Imm32S),
    outs(dst=GR64),
    ins(src=i64i32imm),
    flags="MoveImm Rematerializable CheapAsAMove",
)
MOV64ri = I(
    "movabs{q}\t{$src, $dst|$dst, $src}",
    AddRegFrm(0xB8, REX_W, Imm64),
    outs(dst=GR64),
    ins(src=i64imm),
    flags="MoveImm Rematerializable CheapAsAMove",
)
MOV8rr_NOREX = I(
    "mov{b}\t{$src, $dst|$dst, $src}",
    MRMDestReg(0x88),
    outs(dst=GR8_NOREX),
    ins(src=GR8_NOREX),
    flags="MoveReg",
    code_gen_only=True,
)
MOV8rm_NOREX = I(
    "mov{b}\t{$src, $dst|$dst, $src}",
    MRMSrcMem(0x8A),
    outs(dst=GR8_NOREX),
    ins(src=i8mem),
    flags="MayLoad FoldableAsLoad",
    code_gen_only=True,
)
MOV8mr_NOREX = I(
    "mov{b}\t{$src, $dst|$dst, $src}",
    MRMDestMem(0x88),
    ins=ins(dst=i8mem, src=GR8_NOREX),
    flags="MayStore",
    code_gen_only=True,
)

# ---- zero / sign extension -------------------------------------------------------------------------------
MOVZX16rr8 = _ext_rr("movz{bw|x}", 0xB6, GR16, GR8, TB, OpSize16)
MOVZX16rm8 = _ext_rm("movz{bw|x}", 0xB6, GR16, i8mem, TB, OpSize16)
MOVZX32rr8 = _ext_rr("movz{bl|x}", 0xB6, GR32, GR8, TB, OpSize32)
MOVZX32rm8 = _ext_rm("movz{bl|x}", 0xB6, GR32, i8mem, TB, OpSize32)
MOVZX32rr16 = _ext_rr("movz{wl|x}", 0xB7, GR32, GR16, TB, OpSize32)
MOVZX32rm16 = _ext_rm("movz{wl|x}", 0xB7, GR32, i16mem, TB, OpSize32)
MOVZX64rr8 = _ext_rr("movz{bq|x}", 0xB6, GR64, GR8, TB, REX_W)
MOVZX64rm8 = _ext_rm("movz{bq|x}", 0xB6, GR64, i8mem, TB, REX_W)
MOVZX64rr16 = _ext_rr("movz{wq|x}", 0xB7, GR64, GR16, TB, REX_W)
MOVZX64rm16 = _ext_rm("movz{wq|x}", 0xB7, GR64, i16mem, TB, REX_W)
MOVSX16rr8 = _ext_rr("movs{bw|x}", 0xBE, GR16, GR8, TB, OpSize16)
MOVSX16rm8 = _ext_rm("movs{bw|x}", 0xBE, GR16, i8mem, TB, OpSize16)
MOVSX32rr8 = _ext_rr("movs{bl|x}", 0xBE, GR32, GR8, TB, OpSize32)
MOVSX32rm8 = _ext_rm("movs{bl|x}", 0xBE, GR32, i8mem, TB, OpSize32)
MOVSX32rr16 = _ext_rr("movs{wl|x}", 0xBF, GR32, GR16, TB, OpSize32)
MOVSX32rm16 = _ext_rm("movs{wl|x}", 0xBF, GR32, i16mem, TB, OpSize32)
MOVSX64rr8 = _ext_rr("movs{bq|x}", 0xBE, GR64, GR8, TB, REX_W)
MOVSX64rm8 = _ext_rm("movs{bq|x}", 0xBE, GR64, i8mem, TB, REX_W)
MOVSX64rr16 = _ext_rr("movs{wq|x}", 0xBF, GR64, GR16, TB, REX_W)
MOVSX64rm16 = _ext_rm("movs{wq|x}", 0xBF, GR64, i16mem, TB, REX_W)
MOVSX64rr32 = _ext_rr("movs{lq|xd}", 0x63, GR64, GR32, REX_W)
MOVSX64rm32 = _ext_rm("movs{lq|xd}", 0x63, GR64, i32mem, REX_W)
MOVZX32rr8_NOREX = I(
    "movz{bl|x}\t{$src, $dst|$dst, $src}",
    MRMSrcReg(0xB6, TB, OpSize32),
    outs(dst=GR32_NOREX),
    ins(src=GR8_NOREX),
    code_gen_only=True,
)
MOVZX32rm8_NOREX = I(
    "movz{bl|x}\t{$src, $dst|$dst, $src}",
    MRMSrcMem(0xB6, TB, OpSize32),
    outs(dst=GR32_NOREX),
    ins(src=i8mem),
    flags="MayLoad",
    code_gen_only=True,
)
MOVSX32rr8_NOREX = I(
    "movs{bl|x}\t{$src, $dst|$dst, $src}",
    MRMSrcReg(0xBE, TB, OpSize32),
    outs(dst=GR32_NOREX),
    ins(src=GR8_NOREX),
    code_gen_only=True,
)
MOVSX32rm8_NOREX = I(
    "movs{bl|x}\t{$src, $dst|$dst, $src}",
    MRMSrcMem(0xBE, TB, OpSize32),
    outs(dst=GR32_NOREX),
    ins(src=i8mem),
    flags="MayLoad",
    code_gen_only=True,
)

# ---- stack -----------------------------------------------------------------------------------------------
PUSH64r = I("push{q}\t$reg", AddRegFrm(0x50), ins=ins(reg=GR64), defs=(RSP,), uses=(RSP,), flags="MayStore")
POP64r = I("pop{q}\t$reg", AddRegFrm(0x58), outs(reg=GR64), defs=(RSP,), uses=(RSP,), flags="MayLoad")
PUSH64i8 = I(
    "push{q}\t$imm", RawFrm(0x6A, Imm8), ins=ins(imm=i64i8imm), defs=(RSP,), uses=(RSP,), flags="MayStore"
)
PUSH64i32 = I(
    "push{q}\t$imm", RawFrm(0x68, Imm32S), ins=ins(imm=i64i32imm), defs=(RSP,), uses=(RSP,), flags="MayStore"
)
PUSH64rmm = I(
    "push{q}\t$src", MRMm(6, 0xFF), ins=ins(src=i64mem), defs=(RSP,), uses=(RSP,), flags="MayLoad MayStore"
)
POP64rmm = I(
    "pop{q}\t$dst", MRMm(0, 0x8F), ins=ins(dst=i64mem), defs=(RSP,), uses=(RSP,), flags="MayLoad MayStore"
)
PUSHF64 = I("pushfq", RawFrm(0x9C), defs=(RSP,), uses=(RSP, EFLAGS), flags="MayStore")
POPF64 = I("popfq", RawFrm(0x9D), defs=(RSP, EFLAGS), uses=(RSP,), flags="MayLoad")
LEAVE64 = I("leave", RawFrm(0xC9), defs=(RBP, RSP), uses=(RBP,), flags="MayLoad")

# ---- byte swap, bit scans, counts ------------------------------------------------------------------------
BSWAP32r = I("bswap{l}\t$dst", AddRegFrm(0xC8, TB, OpSize32), outs(dst=GR32), ins(src=GR32), tie="dst=src")
BSWAP64r = I("bswap{q}\t$dst", AddRegFrm(0xC8, TB, REX_W), outs(dst=GR64), ins(src=GR64), tie="dst=src")
BSF16rr = _bitscan_rr("bsf", 0xBC, Xi16, TB)
BSF32rr = _bitscan_rr("bsf", 0xBC, Xi32, TB)
BSF64rr = _bitscan_rr("bsf", 0xBC, Xi64, TB)
BSF16rm = _bitscan_rm("bsf", 0xBC, Xi16, TB)
BSF32rm = _bitscan_rm("bsf", 0xBC, Xi32, TB)
BSF64rm = _bitscan_rm("bsf", 0xBC, Xi64, TB)
BSR16rr = _bitscan_rr("bsr", 0xBD, Xi16, TB)
BSR32rr = _bitscan_rr("bsr", 0xBD, Xi32, TB)
BSR64rr = _bitscan_rr("bsr", 0xBD, Xi64, TB)
BSR16rm = _bitscan_rm("bsr", 0xBD, Xi16, TB)
BSR32rm = _bitscan_rm("bsr", 0xBD, Xi32, TB)
BSR64rm = _bitscan_rm("bsr", 0xBD, Xi64, TB)
LZCNT16rr = _bitscan_rr("lzcnt", 0xBD, Xi16, XS, TB, predicates="HasLZCNT")
LZCNT32rr = _bitscan_rr("lzcnt", 0xBD, Xi32, XS, TB, predicates="HasLZCNT")
LZCNT64rr = _bitscan_rr("lzcnt", 0xBD, Xi64, XS, TB, predicates="HasLZCNT")
LZCNT16rm = _bitscan_rm("lzcnt", 0xBD, Xi16, XS, TB, predicates="HasLZCNT")
LZCNT32rm = _bitscan_rm("lzcnt", 0xBD, Xi32, XS, TB, predicates="HasLZCNT")
LZCNT64rm = _bitscan_rm("lzcnt", 0xBD, Xi64, XS, TB, predicates="HasLZCNT")
TZCNT16rr = _bitscan_rr("tzcnt", 0xBC, Xi16, XS, TB, predicates="HasBMI")
TZCNT32rr = _bitscan_rr("tzcnt", 0xBC, Xi32, XS, TB, predicates="HasBMI")
TZCNT64rr = _bitscan_rr("tzcnt", 0xBC, Xi64, XS, TB, predicates="HasBMI")
TZCNT16rm = _bitscan_rm("tzcnt", 0xBC, Xi16, XS, TB, predicates="HasBMI")
TZCNT32rm = _bitscan_rm("tzcnt", 0xBC, Xi32, XS, TB, predicates="HasBMI")
TZCNT64rm = _bitscan_rm("tzcnt", 0xBC, Xi64, XS, TB, predicates="HasBMI")
POPCNT16rr = _bitscan_rr("popcnt", 0xB8, Xi16, XS, TB, predicates="HasPOPCNT")
POPCNT32rr = _bitscan_rr("popcnt", 0xB8, Xi32, XS, TB, predicates="HasPOPCNT")
POPCNT64rr = _bitscan_rr("popcnt", 0xB8, Xi64, XS, TB, predicates="HasPOPCNT")
POPCNT16rm = _bitscan_rm("popcnt", 0xB8, Xi16, XS, TB, predicates="HasPOPCNT")
POPCNT32rm = _bitscan_rm("popcnt", 0xB8, Xi32, XS, TB, predicates="HasPOPCNT")
POPCNT64rm = _bitscan_rm("popcnt", 0xB8, Xi64, XS, TB, predicates="HasPOPCNT")

# ---- no-ops, traps ---------------------------------------------------------------------------------------
NOOP = I("nop", RawFrm(0x90))
NOOPW = I("nop{w}\t$zero", MRMm(0, 0x1F, TB, OpSize16), ins=ins(zero=i16mem))
NOOPL = I("nop{l}\t$zero", MRMm(0, 0x1F, TB, OpSize32), ins=ins(zero=i32mem))
NOOPQ = I("nop{q}\t$zero", MRMm(0, 0x1F, TB, REX_W), ins=ins(zero=i64mem))
TRAP = I("ud2", RawFrm(0x0B, TB), flags="Terminator Trap UnmodeledSideEffects")
INT3 = I("int3", RawFrm(0xCC), flags="UnmodeledSideEffects")
INT = I("int\t$trap", RawFrm(0xCD, Imm8), ins=ins(trap=u8imm), flags="UnmodeledSideEffects")

# ---- exchange --------------------------------------------------------------------------------------------
XCHG8rm = I(
    "xchg{b}\t{$val, $ptr|$ptr, $val}",
    MRMSrcMem(0x86),
    outs(dst=GR8),
    ins(val=GR8, ptr=i8mem),
    tie="dst=val",
    flags="MayLoad MayStore",
)
XCHG16rm = I(
    "xchg{w}\t{$val, $ptr|$ptr, $val}",
    MRMSrcMem(0x87, OpSize16),
    outs(dst=GR16),
    ins(val=GR16, ptr=i16mem),
    tie="dst=val",
    flags="MayLoad MayStore",
)
XCHG32rm = I(
    "xchg{l}\t{$val, $ptr|$ptr, $val}",
    MRMSrcMem(0x87, OpSize32),
    outs(dst=GR32),
    ins(val=GR32, ptr=i32mem),
    tie="dst=val",
    flags="MayLoad MayStore",
)
XCHG64rm = I(
    "xchg{q}\t{$val, $ptr|$ptr, $val}",
    MRMSrcMem(0x87, REX_W),
    outs(dst=GR64),
    ins(val=GR64, ptr=i64mem),
    tie="dst=val",
    flags="MayLoad MayStore",
)


# ---- PREFETCHW (0F 0D /1, X86Instr3DNow.td): prefetch a line in anticipation of a write (3DNow!/PRFCHW).
PREFETCHW = I(
    "prefetchw\t$addr",
    MRMm(1, 0x0D, TB),
    ins=ins(addr=i8mem),
    flags="MayLoad MayStore",
    predicates="HasPrefetchW",
)
