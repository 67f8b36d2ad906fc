"""Code-generator pseudo instructions (LLVM: lib/Target/X86/X86InstrCompiler.td).

What it is: instructions that exist only between instruction selection and emission.

* ``ADJCALLSTACKDOWN64``/``UP64`` bracket a call sequence (amount, amount already pushed, callee-pops);
  prolog/epilog insertion turns them into SUB/ADD of RSP or deletes them.
* ``MOV32r0`` (expanded to ``xor %r, %r``, hence the EFLAGS def), ``MOV32r1``/``MOV32r_1``, ``MOV32ri64`` (a
  zero-extending 32-bit immediate move into a GR64), ``SETB_C32r``/``SETB_C64r`` (``sbb %r, %r``).
* ``RET`` (X86ExpandPseudo turns it into ``RET64`` or ``RETI64``), ``TCRETURN*`` (the tail-call terminators,
  expanded to ``TAILJMP*``), the ``CMOV_*`` custom-inserter pseudos (branchy selects) and
  ``VASTART_SAVE_XMM_REGS``.
"""

from __future__ import annotations

from pyllc.tblgen.records import I, ins, outs

from .instr_formats import Pseudo
from .instr_info import ccode, i8imm, i8mem, i32imm, i64i32imm, i64i32imm_brtarget, i64mem_TC, ptr_rc_tailcall
from .register_info import EFLAGS, FR32, FR64, GR8, GR16, GR32, GR64, RSP, SSP, VR128

# ---- call frame setup ------------------------------------------------------------------------------------
ADJCALLSTACKDOWN64 = I(
    "#ADJCALLSTACKDOWN",
    Pseudo,
    ins=ins(amt1=i32imm, amt2=i32imm, amt3=i32imm),
    defs=(RSP, EFLAGS, SSP),
    uses=(RSP, SSP),
)
ADJCALLSTACKUP64 = I(
    "#ADJCALLSTACKUP", Pseudo, ins=ins(amt1=i32imm, amt2=i32imm), defs=(RSP, EFLAGS, SSP), uses=(RSP, SSP)
)

# ---- cheap constants ------------------------------------------------------------------------------------
MOV32r0 = I("", Pseudo, outs(dst=GR32), defs=(EFLAGS,), flags="Rematerializable CheapAsAMove")
MOV32r1 = I("", Pseudo, outs(dst=GR32), defs=(EFLAGS,), flags="Rematerializable CheapAsAMove")
MOV32r_1 = I("", Pseudo, outs(dst=GR32), defs=(EFLAGS,), flags="Rematerializable CheapAsAMove")
MOV32ri64 = I("", Pseudo, outs(dst=GR64), ins(src=i64i32imm), flags="Rematerializable CheapAsAMove")
SETB_C32r = I("", Pseudo, outs(dst=GR32), defs=(EFLAGS,), uses=(EFLAGS,))
SETB_C64r = I("", Pseudo, outs(dst=GR64), defs=(EFLAGS,), uses=(EFLAGS,))

# ---- returns and tail calls ------------------------------------------------------------------------------
RET = I(
    "", Pseudo, ins=ins(adj=i32imm), variable_ops=True, flags="Return Terminator Barrier", code_gen_only=True
)
TCRETURNdi64 = I(
    "#TC_RETURN $dst $offset",
    Pseudo,
    ins=ins(dst=i64i32imm_brtarget, offset=i32imm),
    uses=(RSP, SSP),
    flags="Call Return Terminator Barrier",
    code_gen_only=True,
)
TCRETURNri64 = I(
    "#TC_RETURN $dst $offset",
    Pseudo,
    ins=ins(dst=ptr_rc_tailcall, offset=i32imm),
    uses=(RSP, SSP),
    flags="Call Return Terminator Barrier",
    code_gen_only=True,
)
TCRETURNmi64 = I(
    "#TC_RETURN $dst $offset",
    Pseudo,
    ins=ins(dst=i64mem_TC, offset=i32imm),
    uses=(RSP, SSP),
    flags="Call Return Terminator Barrier MayLoad",
    code_gen_only=True,
)
TCRETURNdicc = I(
    "#TC_RETURN $dst $offset $cond",
    Pseudo,
    ins=ins(dst=i64i32imm_brtarget, offset=i32imm, cond=ccode),
    uses=(RSP, EFLAGS, SSP),
    flags="Call Return Terminator Branch",
    code_gen_only=True,
)

# ---- selects the custom inserter turns into branches --------------------------------------------------
CMOV_GR8 = I(
    "#CMOV_GR8 PSEUDO!",
    Pseudo,
    outs(dst=GR8),
    ins(src1=GR8, src2=GR8, cond=i8imm),
    uses=(EFLAGS,),
    flags="UsesCustomInserter",
)
CMOV_GR16 = I(
    "#CMOV_GR16 PSEUDO!",
    Pseudo,
    outs(dst=GR16),
    ins(src1=GR16, src2=GR16, cond=i8imm),
    uses=(EFLAGS,),
    flags="UsesCustomInserter",
)
CMOV_GR32 = I(
    "#CMOV_GR32 PSEUDO!",
    Pseudo,
    outs(dst=GR32),
    ins(src1=GR32, src2=GR32, cond=i8imm),
    uses=(EFLAGS,),
    flags="UsesCustomInserter",
)
CMOV_FR32 = I(
    "#CMOV_FR32 PSEUDO!",
    Pseudo,
    outs(dst=FR32),
    ins(src1=FR32, src2=FR32, cond=i8imm),
    uses=(EFLAGS,),
    flags="UsesCustomInserter",
)
CMOV_FR64 = I(
    "#CMOV_FR64 PSEUDO!",
    Pseudo,
    outs(dst=FR64),
    ins(src1=FR64, src2=FR64, cond=i8imm),
    uses=(EFLAGS,),
    flags="UsesCustomInserter",
)
CMOV_VR128 = I(
    "#CMOV_VR128 PSEUDO!",
    Pseudo,
    outs(dst=VR128),
    ins(src1=VR128, src2=VR128, cond=i8imm),
    uses=(EFLAGS,),
    flags="UsesCustomInserter",
)

# ---- varargs ----------------------------------------------------------------------------------------------
VASTART_SAVE_XMM_REGS = I(
    "#VASTART_SAVE_XMM_REGS $al, $regsavefi",
    Pseudo,
    ins=ins(al=GR8, regsavefi=i8mem),
    defs=(EFLAGS,),
    variable_ops=True,
    flags="MayStore",
)
#: ``dst = address of the next argument`` of ``size`` bytes from the va_list at ``ap`` (mode 0: overflow area only,
#: 1: general registers, 2: XMM registers); the custom inserter reads and advances gp_offset/fp_offset or
#: overflow_arg_area.
VAARG_64 = I(
    "#VAARG_64 $dst, $ap, $size, $mode, $align",
    Pseudo,
    outs(dst=GR64),
    ins(ap=i8mem, size=i32imm, mode=i8imm, align=i32imm),
    defs=(EFLAGS,),
    flags="UsesCustomInserter MayLoad MayStore",
)
