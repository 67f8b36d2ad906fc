"""Branches, calls and returns (LLVM: lib/Target/X86/X86InstrControl.td).

What it is: ``JMP_1``/``JMP_4`` (EB rel8 / E9 rel32), ``JCC_1``/``JCC_4`` (70+cc rel8 / 0F 80+cc rel32; the
condition code is an operand, printed as the mnemonic suffix ``j${cond}``), indirect ``JMP64r``/``JMP64m``
(FF /4), ``CALL64pcrel32`` (E8 rel32), ``CALL64r``/``CALL64m`` (FF /2), ``RET64``/``RETI64`` (C3 / C2 imm16)
and the tail-call jumps ``TAILJMP*`` that X86ExpandPseudo makes from ``TCRETURN*``.

Argument registers (implicit) and the regmask are appended to calls by call lowering; ``RET64`` is variadic
(the returned registers are explicit operands).  ``TAILJMPd64`` is a pseudo lowered to ``JMP_1``.  Calls
implicitly use RSP and SSP (the shadow-stack pointer), as LLVM 14 declares them.
"""

from __future__ import annotations

from pyllc.tblgen.records import I, ins

from .instr_formats import (
    TB,
    AddCCFrm,
    Imm8PCRel,
    Imm16,
    Imm32PCRel,
    MRMm,
    MRMr,
    OpSize32,
    Pseudo,
    RawFrm,
)
from .instr_info import (
    brtarget8,
    brtarget32,
    ccode,
    i16imm,
    i64i32imm_brtarget,
    i64mem,
    i64mem_TC,
    ptr_rc_tailcall,
)
from .register_info import EFLAGS, GR64, RSP, SSP

# ---- direct and conditional branches ----------------------------------------------------------------------
JMP_1 = I("jmp\t$dst", RawFrm(0xEB, Imm8PCRel), ins=ins(dst=brtarget8), flags="Branch Terminator Barrier")
JMP_4 = I(
    "jmp\t$dst",
    RawFrm(0xE9, Imm32PCRel, OpSize32),
    ins=ins(dst=brtarget32),
    flags="Branch Terminator Barrier",
)
JCC_1 = I(
    "j${cond}\t$dst",
    AddCCFrm(0x70, Imm8PCRel),
    ins=ins(dst=brtarget8, cond=ccode),
    uses=(EFLAGS,),
    flags="Branch Terminator",
)
JCC_4 = I(
    "j${cond}\t$dst",
    AddCCFrm(0x80, TB, Imm32PCRel, OpSize32),
    ins=ins(dst=brtarget32, cond=ccode),
    uses=(EFLAGS,),
    flags="Branch Terminator",
)

# ---- indirect branches ---------------------------------------------------------------------------------------
JMP64r = I(
    "jmp{q}\t{*}$dst", MRMr(4, 0xFF), ins=ins(dst=GR64), flags="Branch Terminator Barrier IndirectBranch"
)
JMP64m = I(
    "jmp{q}\t{*}$dst",
    MRMm(4, 0xFF),
    ins=ins(dst=i64mem),
    flags="Branch Terminator Barrier IndirectBranch MayLoad",
)

# ---- calls ---------------------------------------------------------------------------------------------------
CALL64pcrel32 = I(
    "call{q}\t$dst", RawFrm(0xE8, Imm32PCRel), ins=ins(dst=i64i32imm_brtarget), uses=(RSP, SSP), flags="Call"
)
CALL64r = I("call{q}\t{*}$dst", MRMr(2, 0xFF), ins=ins(dst=GR64), uses=(RSP, SSP), flags="Call")
CALL64m = I("call{q}\t{*}$dst", MRMm(2, 0xFF), ins=ins(dst=i64mem), uses=(RSP, SSP), flags="Call MayLoad")

# ---- returns -------------------------------------------------------------------------------------------------
RET64 = I("ret{q}", RawFrm(0xC3), variable_ops=True, flags="Return Terminator Barrier")
RETI64 = I(
    "ret{q}\t$amt",
    RawFrm(0xC2, Imm16),
    ins=ins(amt=i16imm),
    variable_ops=True,
    flags="Return Terminator Barrier",
)

# ---- tail calls (made from TCRETURN* by X86ExpandPseudo) ------------------------------------------------------
TAILJMPd64 = I(
    "",
    Pseudo,
    ins=ins(dst=i64i32imm_brtarget),
    uses=(RSP, SSP),
    flags="Call Return Terminator Barrier",
    code_gen_only=True,
)
TAILJMPr64 = I(
    "jmp{q}\t{*}$dst",
    MRMr(4, 0xFF),
    ins=ins(dst=ptr_rc_tailcall),
    uses=(RSP, SSP),
    flags="Call Return Terminator Barrier",
    code_gen_only=True,
)
TAILJMPm64 = I(
    "jmp{q}\t{*}$dst",
    MRMm(4, 0xFF),
    ins=ins(dst=i64mem_TC),
    uses=(RSP, SSP),
    flags="Call Return Terminator Barrier MayLoad",
    code_gen_only=True,
)
TAILJMPd64_CC = I(
    "",
    Pseudo,
    ins=ins(dst=i64i32imm_brtarget, cond=ccode),
    uses=(RSP, EFLAGS, SSP),
    flags="Call Return Terminator Branch",
    code_gen_only=True,
)
