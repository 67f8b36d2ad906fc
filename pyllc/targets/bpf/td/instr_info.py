"""The eBPF instruction set (LLVM 14: lib/Target/BPF/BPFInstrInfo.td).

What it is: every instruction llc-14's BPF target selects or its assembler prints, named as LLVM names
them: ``ADD_rr`` (64-bit register source), ``ADD_ri`` (32-bit sign-extended immediate), ``ADD_rr_32`` /
``ADD_ri_32`` (ALU32 on the W registers), ``JEQ_rr``/``JEQ_ri`` and the JMP32 ``JEQ_rr_32``/``JEQ_ri_32``,
``LDW``/``STW`` (and the ``*32`` forms whose value is a W register), ``LD_imm64``, the atomics without
fetch ``XADDW``/``XADDD``/``XANDD``/``XORD``/``XXORD`` (and their ``*W32`` forms), the fetching atomics ``XF*``/``XCHG*`` and ``CMPXCHGD``/``CMPXCHGW32`` (R0/W0 implicit),
``LD_ABS_*``/``LD_IND_*``, ``JAL`` (``call``), ``JALX`` (``callx``), ``RET`` (``exit``), and the pseudos
``ADJCALLSTACKDOWN``/``UP`` and ``Select*`` (branchy selects built by the custom inserter).

The assembly syntax is the C-like one of llc: ``r0 += r1``, ``w0 = w1``, ``r0 = *(u32 *)(r1 + 4)``,
``if r1 > r2 goto LBB0_2``, ``r1 = 0 ll``, ``call 1``, ``exit``.  Two-operand ALU forms tie the destination
to the first source.  A memory operand ``MEMri`` is two machine operands (base register, 16-bit offset)
printed ``r1 + 4`` / ``r10 - 8``.
"""

from __future__ import annotations

from pyllc.tblgen.records import (
    OPERAND_PCREL,
    DAGOperand,
    I,
    Instruction,
    MemOperand,
    Operand,
    Register,
    RegisterClass,
    ins,
    outs,
)

from . import instr_formats as F
from .instr_formats import Pseudo, form
from .register_info import GPR, GPR32, R0, R1, R2, R3, R4, R5, R6, R11, W0

# ---- operands ------------------------------------------------------------------------------------------
i64imm = Operand("i64imm", "i64", print_method="printImm64Operand")
i32imm = Operand("i32imm", "i32")
u64imm = Operand("u64imm", "i64", print_method="printImm64Operand", encoder_method="get_imm64_op_value")
brtarget = Operand(
    "brtarget", "OtherVT", OPERAND_PCREL, "printBrTargetOperand", encoder_method="get_branch_target_op_value"
)
calltarget = Operand("calltarget", "i64", OPERAND_PCREL, "printImm64Operand")
i16imm = Operand("i16imm", "i16")
MEMri = MemOperand("MEMri", "i64", (("base", GPR), ("offset", i16imm)), "printMemOperand")

# ---- ALU: ``$dst op= $src2`` ---------------------------------------------------------------------------


def _alu_rr(sym: str, op: int, rc: RegisterClass, cls: int, flags: str = "") -> Instruction:
    return I(
        f"$dst {sym}= $src2",
        form("ALU_RR", op | F.BPF_X | cls),
        outs(dst=rc),
        ins(src=rc, src2=rc),
        tie="dst=src",
        flags=flags,
    )


def _alu_ri(sym: str, op: int, rc: RegisterClass, cls: int, imm: DAGOperand = i64imm) -> Instruction:
    return I(
        f"$dst {sym}= $imm",
        form("ALU_RI", op | F.BPF_K | cls),
        outs(dst=rc),
        ins(src=rc, imm=imm),
        tie="dst=src",
    )


A64 = F.BPF_ALU64
A32 = F.BPF_ALU
ADD_rr = _alu_rr("+", F.BPF_ADD, GPR, A64, "Commutable")
ADD_ri = _alu_ri("+", F.BPF_ADD, GPR, A64)
SUB_rr = _alu_rr("-", F.BPF_SUB, GPR, A64)
SUB_ri = _alu_ri("-", F.BPF_SUB, GPR, A64)
MUL_rr = _alu_rr("*", F.BPF_MUL, GPR, A64, "Commutable")
MUL_ri = _alu_ri("*", F.BPF_MUL, GPR, A64)
DIV_rr = _alu_rr("/", F.BPF_DIV, GPR, A64)
DIV_ri = _alu_ri("/", F.BPF_DIV, GPR, A64)
OR_rr = _alu_rr("|", F.BPF_OR, GPR, A64, "Commutable")
OR_ri = _alu_ri("|", F.BPF_OR, GPR, A64)
AND_rr = _alu_rr("&", F.BPF_AND, GPR, A64, "Commutable")
AND_ri = _alu_ri("&", F.BPF_AND, GPR, A64)
SLL_rr = _alu_rr("<<", F.BPF_LSH, GPR, A64)
SLL_ri = _alu_ri("<<", F.BPF_LSH, GPR, A64)
SRL_rr = _alu_rr(">>", F.BPF_RSH, GPR, A64)
SRL_ri = _alu_ri(">>", F.BPF_RSH, GPR, A64)
XOR_rr = _alu_rr("^", F.BPF_XOR, GPR, A64, "Commutable")
XOR_ri = _alu_ri("^", F.BPF_XOR, GPR, A64)
SRA_rr = _alu_rr("s>>", F.BPF_ARSH, GPR, A64)
SRA_ri = _alu_ri("s>>", F.BPF_ARSH, GPR, A64)

ADD_rr_32 = _alu_rr("+", F.BPF_ADD, GPR32, A32, "Commutable")
ADD_ri_32 = _alu_ri("+", F.BPF_ADD, GPR32, A32, i32imm)
SUB_rr_32 = _alu_rr("-", F.BPF_SUB, GPR32, A32)
SUB_ri_32 = _alu_ri("-", F.BPF_SUB, GPR32, A32, i32imm)
MUL_rr_32 = _alu_rr("*", F.BPF_MUL, GPR32, A32, "Commutable")
MUL_ri_32 = _alu_ri("*", F.BPF_MUL, GPR32, A32, i32imm)
DIV_rr_32 = _alu_rr("/", F.BPF_DIV, GPR32, A32)
DIV_ri_32 = _alu_ri("/", F.BPF_DIV, GPR32, A32, i32imm)
OR_rr_32 = _alu_rr("|", F.BPF_OR, GPR32, A32, "Commutable")
OR_ri_32 = _alu_ri("|", F.BPF_OR, GPR32, A32, i32imm)
AND_rr_32 = _alu_rr("&", F.BPF_AND, GPR32, A32, "Commutable")
AND_ri_32 = _alu_ri("&", F.BPF_AND, GPR32, A32, i32imm)
SLL_rr_32 = _alu_rr("<<", F.BPF_LSH, GPR32, A32)
SLL_ri_32 = _alu_ri("<<", F.BPF_LSH, GPR32, A32, i32imm)
SRL_rr_32 = _alu_rr(">>", F.BPF_RSH, GPR32, A32)
SRL_ri_32 = _alu_ri(">>", F.BPF_RSH, GPR32, A32, i32imm)
XOR_rr_32 = _alu_rr("^", F.BPF_XOR, GPR32, A32, "Commutable")
XOR_ri_32 = _alu_ri("^", F.BPF_XOR, GPR32, A32, i32imm)
SRA_rr_32 = _alu_rr("s>>", F.BPF_ARSH, GPR32, A32)
SRA_ri_32 = _alu_ri("s>>", F.BPF_ARSH, GPR32, A32, i32imm)

NEG_64 = I("$dst = -$src", form("NEG", F.BPF_NEG | A64), outs(dst=GPR), ins(src=GPR), tie="dst=src")
NEG_32 = I("$dst = -$src", form("NEG", F.BPF_NEG | A32), outs(dst=GPR32), ins(src=GPR32), tie="dst=src")

# ---- moves ----------------------------------------------------------------------------------------------
MOV_rr = I("$dst = $src", form("MOV_RR", F.BPF_MOV | F.BPF_X | A64), outs(dst=GPR), ins(src=GPR))
MOV_ri = I(
    "$dst = $imm",
    form("MOV_RI", F.BPF_MOV | F.BPF_K | A64),
    outs(dst=GPR),
    ins(imm=i64imm),
    flags="Rematerializable CheapAsAMove MoveImm",
)
MOV_rr_32 = I("$dst = $src", form("MOV_RR", F.BPF_MOV | F.BPF_X | A32), outs(dst=GPR32), ins(src=GPR32))
MOV_ri_32 = I(
    "$dst = $imm",
    form("MOV_RI", F.BPF_MOV | F.BPF_K | A32),
    outs(dst=GPR32),
    ins(imm=i32imm),
    flags="Rematerializable CheapAsAMove MoveImm",
)
#: ``w = w`` writing the whole 64-bit register (the upper half zeroed): zero extension under +alu32.
MOV_32_64 = I(
    "$dst = $src", form("MOV_RR", F.BPF_MOV | F.BPF_X | A32, 0, None), outs(dst=GPR), ins(src=GPR32)
)
LD_imm64 = I(
    "$dst = ${imm} ll",
    form("LD_IMM64", F.BPF_IMM | F.BPF_DW | F.BPF_LD),
    outs(dst=GPR),
    ins(imm=u64imm),
    flags="Rematerializable",
    size=16,
)
FI_ri = I("$dst = $addr", Pseudo, outs(dst=GPR), ins(addr=MEMri), code_gen_only=True)

# ---- byte swaps -----------------------------------------------------------------------------------------


def _endian(kind: str, width: int, src: int) -> Instruction:
    return I(
        f"$dst = {kind}{width} $src",
        form("ENDIAN", F.BPF_END | src | F.BPF_ALU, width),
        outs(dst=GPR),
        ins(src=GPR),
        tie="dst=src",
    )


BE16 = _endian("be", 16, F.BPF_X)
BE32 = _endian("be", 32, F.BPF_X)
BE64 = _endian("be", 64, F.BPF_X)
LE16 = _endian("le", 16, F.BPF_K)
LE32 = _endian("le", 32, F.BPF_K)
LE64 = _endian("le", 64, F.BPF_K)

# ---- jumps ----------------------------------------------------------------------------------------------
_BR = "Branch Terminator"


def _jmp_rr(sym: str, op: int, rc: RegisterClass, cls: int) -> Instruction:
    return I(
        f"if $dst {sym} $src goto $BrDst",
        form("JMP_RR", op | F.BPF_X | cls),
        ins=ins(dst=rc, src=rc, BrDst=brtarget),
        flags=_BR,
    )


def _jmp_ri(sym: str, op: int, rc: RegisterClass, cls: int) -> Instruction:
    return I(
        f"if $dst {sym} $imm goto $BrDst",
        form("JMP_RI", op | F.BPF_K | cls),
        ins=ins(dst=rc, imm=i64imm, BrDst=brtarget),
        flags=_BR,
    )


J64 = F.BPF_JMP
J32 = F.BPF_JMP32
JEQ_rr = _jmp_rr("==", F.BPF_JEQ, GPR, J64)
JEQ_ri = _jmp_ri("==", F.BPF_JEQ, GPR, J64)
JUGT_rr = _jmp_rr(">", F.BPF_JGT, GPR, J64)
JUGT_ri = _jmp_ri(">", F.BPF_JGT, GPR, J64)
JUGE_rr = _jmp_rr(">=", F.BPF_JGE, GPR, J64)
JUGE_ri = _jmp_ri(">=", F.BPF_JGE, GPR, J64)
JNE_rr = _jmp_rr("!=", F.BPF_JNE, GPR, J64)
JNE_ri = _jmp_ri("!=", F.BPF_JNE, GPR, J64)
JSGT_rr = _jmp_rr("s>", F.BPF_JSGT, GPR, J64)
JSGT_ri = _jmp_ri("s>", F.BPF_JSGT, GPR, J64)
JSGE_rr = _jmp_rr("s>=", F.BPF_JSGE, GPR, J64)
JSGE_ri = _jmp_ri("s>=", F.BPF_JSGE, GPR, J64)
JULT_rr = _jmp_rr("<", F.BPF_JLT, GPR, J64)
JULT_ri = _jmp_ri("<", F.BPF_JLT, GPR, J64)
JULE_rr = _jmp_rr("<=", F.BPF_JLE, GPR, J64)
JULE_ri = _jmp_ri("<=", F.BPF_JLE, GPR, J64)
JSLT_rr = _jmp_rr("s<", F.BPF_JSLT, GPR, J64)
JSLT_ri = _jmp_ri("s<", F.BPF_JSLT, GPR, J64)
JSLE_rr = _jmp_rr("s<=", F.BPF_JSLE, GPR, J64)
JSLE_ri = _jmp_ri("s<=", F.BPF_JSLE, GPR, J64)

JEQ_rr_32 = _jmp_rr("==", F.BPF_JEQ, GPR32, J32)
JEQ_ri_32 = _jmp_ri("==", F.BPF_JEQ, GPR32, J32)
JUGT_rr_32 = _jmp_rr(">", F.BPF_JGT, GPR32, J32)
JUGT_ri_32 = _jmp_ri(">", F.BPF_JGT, GPR32, J32)
JUGE_rr_32 = _jmp_rr(">=", F.BPF_JGE, GPR32, J32)
JUGE_ri_32 = _jmp_ri(">=", F.BPF_JGE, GPR32, J32)
JNE_rr_32 = _jmp_rr("!=", F.BPF_JNE, GPR32, J32)
JNE_ri_32 = _jmp_ri("!=", F.BPF_JNE, GPR32, J32)
JSGT_rr_32 = _jmp_rr("s>", F.BPF_JSGT, GPR32, J32)
JSGT_ri_32 = _jmp_ri("s>", F.BPF_JSGT, GPR32, J32)
JSGE_rr_32 = _jmp_rr("s>=", F.BPF_JSGE, GPR32, J32)
JSGE_ri_32 = _jmp_ri("s>=", F.BPF_JSGE, GPR32, J32)
JULT_rr_32 = _jmp_rr("<", F.BPF_JLT, GPR32, J32)
JULT_ri_32 = _jmp_ri("<", F.BPF_JLT, GPR32, J32)
JULE_rr_32 = _jmp_rr("<=", F.BPF_JLE, GPR32, J32)
JULE_ri_32 = _jmp_ri("<=", F.BPF_JLE, GPR32, J32)
JSLT_rr_32 = _jmp_rr("s<", F.BPF_JSLT, GPR32, J32)
JSLT_ri_32 = _jmp_ri("s<", F.BPF_JSLT, GPR32, J32)
JSLE_rr_32 = _jmp_rr("s<=", F.BPF_JSLE, GPR32, J32)
JSLE_ri_32 = _jmp_ri("s<=", F.BPF_JSLE, GPR32, J32)

JMP = I("goto $BrDst", form("JA", F.BPF_JA | J64), ins=ins(BrDst=brtarget), flags="Branch Terminator Barrier")

_CALL_DEFS = (R0, R1, R2, R3, R4, R5)
JAL = I(
    "call $BrDst",
    form("CALL", F.BPF_CALL | J64),
    ins=ins(BrDst=calltarget),
    defs=_CALL_DEFS,
    uses=(R11,),
    flags="Call",
)
JALX = I(
    "callx $BrDst",
    form("CALLX", F.BPF_CALL | F.BPF_X | J64),
    ins=ins(BrDst=calltarget),
    defs=_CALL_DEFS,
    uses=(R11,),
    flags="Call",
)
RET = I("exit", form("EXIT", F.BPF_EXIT | J64), flags="Return Terminator Barrier", variable_ops=True)
NOP = I("nop", form("NOP", F.BPF_MOV | F.BPF_X | A64, 0, None), ins=ins(imm=i32imm))

# ---- loads and stores -----------------------------------------------------------------------------------


def _ns(rc: RegisterClass) -> str:
    """The decoder namespace of a memory form: W-register values decode under ALU32."""
    return "ALU32" if rc is GPR32 else ""


def _load(ty: str, size: int, rc: RegisterClass) -> Instruction:
    return I(
        f"$dst = *({ty} *)($addr)",
        form("LDX", F.BPF_MEM | size | F.BPF_LDX, 0, _ns(rc)),
        outs(dst=rc),
        ins(addr=MEMri),
        flags="MayLoad",
    )


def _store(ty: str, size: int, rc: RegisterClass) -> Instruction:
    return I(
        f"*({ty} *)($addr) = $src",
        form("STX", F.BPF_MEM | size | F.BPF_STX, 0, _ns(rc)),
        ins=ins(src=rc, addr=MEMri),
        flags="MayStore",
    )


LDW = _load("u32", F.BPF_W, GPR)
LDH = _load("u16", F.BPF_H, GPR)
LDB = _load("u8", F.BPF_B, GPR)
LDD = _load("u64", F.BPF_DW, GPR)
LDW32 = _load("u32", F.BPF_W, GPR32)
LDH32 = _load("u16", F.BPF_H, GPR32)
LDB32 = _load("u8", F.BPF_B, GPR32)
STW = _store("u32", F.BPF_W, GPR)
STH = _store("u16", F.BPF_H, GPR)
STB = _store("u8", F.BPF_B, GPR)
STD = _store("u64", F.BPF_DW, GPR)
STW32 = _store("u32", F.BPF_W, GPR32)
STH32 = _store("u16", F.BPF_H, GPR32)
STB32 = _store("u8", F.BPF_B, GPR32)

# ---- atomics ----------------------------------------------------------------------------------------------


def _xadd(op: str, ty: str, size: int, rc: RegisterClass, imm: int) -> Instruction:
    """The non-fetching atomics (LLVM's ``XADD``, ``ATOMIC_NOFETCH``, ``ATOMIC32_NOFETCH``): ``$dst`` is
    the tied value register, unchanged.  Only ``XADDW`` (no ALU32) is selected; the others are what
    ``bpf-mi-pemit-checking`` makes of a fetching atomic whose old value is dead."""
    return I(
        f"lock *({ty} *)($addr) {op}= $val",
        form("XADD", F.BPF_ATOMIC | size | F.BPF_STX, imm, _ns(rc)),
        outs(dst=rc),
        ins(addr=MEMri, val=rc),
        tie="dst=val",
        flags="MayLoad MayStore",
    )


XADDW = _xadd("+", "u32", F.BPF_W, GPR, F.BPF_ADD)
XADDD = _xadd("+", "u64", F.BPF_DW, GPR, F.BPF_ADD)
XANDD = _xadd("&", "u64", F.BPF_DW, GPR, F.BPF_AND)
XORD = _xadd("|", "u64", F.BPF_DW, GPR, F.BPF_OR)
XXORD = _xadd("^", "u64", F.BPF_DW, GPR, F.BPF_XOR)
XADDW32 = _xadd("+", "u32", F.BPF_W, GPR32, F.BPF_ADD)
XANDW32 = _xadd("&", "u32", F.BPF_W, GPR32, F.BPF_AND)
XORW32 = _xadd("|", "u32", F.BPF_W, GPR32, F.BPF_OR)
XXORW32 = _xadd("^", "u32", F.BPF_W, GPR32, F.BPF_XOR)


def _xfetch(asm: str, size: int, rc: RegisterClass, imm: int) -> Instruction:
    """cpu v3's fetching atomics: ``$dst`` receives the old value."""
    return I(
        asm,
        form("XADD", F.BPF_ATOMIC | size | F.BPF_STX, imm, _ns(rc)),
        outs(dst=rc),
        ins(addr=MEMri, val=rc),
        tie="dst=val",
        flags="MayLoad MayStore",
    )


XFADDW32 = _xfetch("$dst = atomic_fetch_add((u32 *)($addr), $val)", F.BPF_W, GPR32, F.BPF_ADD | F.BPF_FETCH)
XFANDW32 = _xfetch("$dst = atomic_fetch_and((u32 *)($addr), $val)", F.BPF_W, GPR32, F.BPF_AND | F.BPF_FETCH)
XFORW32 = _xfetch("$dst = atomic_fetch_or((u32 *)($addr), $val)", F.BPF_W, GPR32, F.BPF_OR | F.BPF_FETCH)
XFXORW32 = _xfetch("$dst = atomic_fetch_xor((u32 *)($addr), $val)", F.BPF_W, GPR32, F.BPF_XOR | F.BPF_FETCH)
XFADDD = _xfetch("$dst = atomic_fetch_add((u64 *)($addr), $val)", F.BPF_DW, GPR, F.BPF_ADD | F.BPF_FETCH)
XFANDD = _xfetch("$dst = atomic_fetch_and((u64 *)($addr), $val)", F.BPF_DW, GPR, F.BPF_AND | F.BPF_FETCH)
XFORD = _xfetch("$dst = atomic_fetch_or((u64 *)($addr), $val)", F.BPF_DW, GPR, F.BPF_OR | F.BPF_FETCH)
XFXORD = _xfetch("$dst = atomic_fetch_xor((u64 *)($addr), $val)", F.BPF_DW, GPR, F.BPF_XOR | F.BPF_FETCH)
XCHGW32 = _xfetch("$dst = xchg32_32($addr, $val)", F.BPF_W, GPR32, F.BPF_XCHG)
XCHGD = _xfetch("$dst = xchg_64($addr, $val)", F.BPF_DW, GPR, F.BPF_XCHG)


def _cmpxchg(asm: str, size: int, rc: RegisterClass, reg: Register) -> Instruction:
    """``BPF_CMPXCHG``: compares R0 (W0) with memory, stores ``$new`` when equal; R0 (W0) receives the old
    value (LLVM's ``CMPXCHG``/``CMPXCHG32`` classes: the register is an implicit use and def)."""
    return I(
        asm,
        form("CMPXCHG", F.BPF_ATOMIC | size | F.BPF_STX, F.BPF_CMPXCHG, _ns(rc)),
        ins=ins(addr=MEMri, new=rc),
        defs=(reg,),
        uses=(reg,),
        flags="MayLoad MayStore",
    )


CMPXCHGW32 = _cmpxchg("w0 = cmpxchg32_32($addr, w0, $new)", F.BPF_W, GPR32, W0)
CMPXCHGD = _cmpxchg("r0 = cmpxchg_64($addr, r0, $new)", F.BPF_DW, GPR, R0)

# ---- packet access (R6 = skb, result in R0) ---------------------------------------------------------------


def _ld_abs(ty: str, size: int) -> Instruction:
    return I(
        f"r0 = *({ty} *)skb[$imm]",
        form("LD_ABS", F.BPF_ABS | size | F.BPF_LD),
        ins=ins(imm=i64imm),
        defs=(R0, R1, R2, R3, R4, R5),
        uses=(R6,),
        flags="MayLoad",
    )


def _ld_ind(ty: str, size: int) -> Instruction:
    return I(
        f"r0 = *({ty} *)skb[$val]",
        form("LD_IND", F.BPF_IND | size | F.BPF_LD),
        ins=ins(val=GPR),
        defs=(R0, R1, R2, R3, R4, R5),
        uses=(R6,),
        flags="MayLoad",
    )


LD_ABS_B = _ld_abs("u8", F.BPF_B)
LD_ABS_H = _ld_abs("u16", F.BPF_H)
LD_ABS_W = _ld_abs("u32", F.BPF_W)
LD_IND_B = _ld_ind("u8", F.BPF_B)
LD_IND_H = _ld_ind("u16", F.BPF_H)
LD_IND_W = _ld_ind("u32", F.BPF_W)

# ---- pseudos ---------------------------------------------------------------------------------------------
ADJCALLSTACKDOWN = I(
    "#ADJCALLSTACKDOWN $amt1 $amt2", Pseudo, ins=ins(amt1=i64imm, amt2=i64imm), defs=(R11,), uses=(R11,)
)
ADJCALLSTACKUP = I(
    "#ADJCALLSTACKUP $amt1 $amt2", Pseudo, ins=ins(amt1=i64imm, amt2=i64imm), defs=(R11,), uses=(R11,)
)


def _select(rc: RegisterClass, lrc: RegisterClass, rhs: DAGOperand) -> Instruction:
    return I(
        "# Select PSEUDO $dst = $lhs $imm $rhs ? $src : $src2",
        Pseudo,
        outs(dst=rc),
        ins(lhs=lrc, rhs=rhs, imm=i64imm, src=rc, src2=rc),
        flags="UsesCustomInserter",
    )


Select = _select(GPR, GPR, GPR)
Select_Ri = _select(GPR, GPR, i64imm)
Select_64_32 = _select(GPR32, GPR, GPR)
Select_Ri_64_32 = _select(GPR32, GPR, i64imm)
Select_32 = _select(GPR32, GPR32, GPR32)
Select_Ri_32 = _select(GPR32, GPR32, i32imm)
Select_32_64 = _select(GPR, GPR32, GPR32)
Select_Ri_32_64 = _select(GPR, GPR32, i32imm)

__all__ = ["W0"]
