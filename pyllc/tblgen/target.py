"""Target-independent instruction records (LLVM: include/llvm/Target/Target.td, the generic pseudos).

What it is: the records for the opcodes every target starts with -- PHI, COPY, IMPLICIT_DEF, INLINEASM,
KILL, EXTRACT_SUBREG, INSERT_SUBREG, SUBREG_TO_REG, COPY_TO_REGCLASS, DBG_VALUE, REG_SEQUENCE, BUNDLE,
LIFETIME_START... -- in TargetOpcodes.def order (``pyllc/codegen/target_opcodes.py`` holds their numbers).
The instruction-info emitter puts them first in each target's opcode table.

``unknown`` operands accept any register class (a COPY moves between any two registers); ``variable_ops``
makes the instruction variadic.  All are pseudos: they never reach the encoder (the asm printer or the
post-RA pseudo expansion turns them into labels, comments or real moves).
"""

from __future__ import annotations

from .records import PSEUDO, I, Instruction, Operand, PointerRegClass, Unknown, ins, outs

unknown = Unknown()
i8imm = Operand("i8imm", "i8")
i32imm = Operand("i32imm", "i32")
i64imm = Operand("i64imm", "i64")
ptr_rc = PointerRegClass("ptr_rc", 0)

PHI = I("PHINODE", PSEUDO, outs(dst=unknown), variable_ops=True)
INLINEASM = I("", PSEUDO, variable_ops=True)
INLINEASM_BR = I("", PSEUDO, variable_ops=True, flags="Terminator Branch IndirectBranch")
CFI_INSTRUCTION = I("", PSEUDO, ins=ins(id=i32imm))
EH_LABEL = I("", PSEUDO, ins=ins(id=i32imm), flags="NotDuplicable")
GC_LABEL = I("", PSEUDO, ins=ins(id=i32imm), flags="NotDuplicable")
ANNOTATION_LABEL = I("", PSEUDO, ins=ins(id=i32imm))
KILL = I("", PSEUDO, variable_ops=True)
EXTRACT_SUBREG = I("", PSEUDO, outs(dst=unknown), ins(supersrc=unknown, subidx=i32imm))
INSERT_SUBREG = I(
    "", PSEUDO, outs(dst=unknown), ins(supersrc=unknown, subsrc=unknown, subidx=i32imm), tie="dst=supersrc"
)
IMPLICIT_DEF = I("", PSEUDO, outs(dst=unknown), flags="Rematerializable CheapAsAMove")
SUBREG_TO_REG = I("", PSEUDO, outs(dst=unknown), ins(implsrc=unknown, subsrc=unknown, subidx=i32imm))
COPY_TO_REGCLASS = I("", PSEUDO, outs(dst=unknown), ins(src=unknown, regclass=i32imm), flags="CheapAsAMove")
DBG_VALUE = I("DBG_VALUE", PSEUDO, variable_ops=True, flags="CheapAsAMove")
DBG_VALUE_LIST = I("DBG_VALUE_LIST", PSEUDO, variable_ops=True, flags="CheapAsAMove")
DBG_INSTR_REF = I("DBG_INSTR_REF", PSEUDO, variable_ops=True, flags="CheapAsAMove")
DBG_PHI = I("DBG_PHI", PSEUDO, variable_ops=True, flags="CheapAsAMove")
DBG_LABEL = I("DBG_LABEL", PSEUDO, ins=ins(label=unknown), flags="CheapAsAMove")
REG_SEQUENCE = I(
    "", PSEUDO, outs(dst=unknown), ins(supersrc=unknown), variable_ops=True, flags="CheapAsAMove"
)
COPY = I("", PSEUDO, outs(dst=unknown), ins(src=unknown), flags="CheapAsAMove")
BUNDLE = I("BUNDLE", PSEUDO, variable_ops=True, flags="UnmodeledSideEffects")
LIFETIME_START = I("LIFETIME_START", PSEUDO, ins=ins(id=i32imm))
LIFETIME_END = I("LIFETIME_END", PSEUDO, ins=ins(id=i32imm))
PSEUDO_PROBE = I(
    "PSEUDO_PROBE",
    PSEUDO,
    ins=ins(guid=i64imm, index=i64imm, type=i8imm, attr=i32imm),
    flags="UnmodeledSideEffects",
)
ARITH_FENCE = I("", PSEUDO, outs(dst=unknown), ins(src=unknown), tie="dst=src")
STACKMAP = I(
    "",
    PSEUDO,
    ins=ins(id=i64imm, nbytes=i32imm),
    variable_ops=True,
    flags="Call MayLoad UnmodeledSideEffects UsesCustomInserter",
)
FENTRY_CALL = I("", PSEUDO, flags="UnmodeledSideEffects")
PATCHPOINT = I(
    "",
    PSEUDO,
    outs(dst=unknown),
    ins(id=i64imm, nbytes=i32imm, callee=unknown, nargs=i32imm, cc=i32imm),
    variable_ops=True,
    flags="Call MayLoad UnmodeledSideEffects UsesCustomInserter",
)
LOAD_STACK_GUARD = I("", PSEUDO, outs(dst=ptr_rc), flags="MayLoad Rematerializable")
PREALLOCATED_SETUP = I("", PSEUDO, ins=ins(a=i32imm), flags="UnmodeledSideEffects UsesCustomInserter")
PREALLOCATED_ARG = I(
    "", PSEUDO, outs(loc=ptr_rc), ins(a=i32imm, b=i32imm), flags="UnmodeledSideEffects UsesCustomInserter"
)
STATEPOINT = I(
    "", PSEUDO, variable_ops=True, flags="Call MayLoad MayStore UnmodeledSideEffects UsesCustomInserter"
)
LOCAL_ESCAPE = I("", PSEUDO, ins=ins(symbol=ptr_rc, id=i32imm))
FAULTING_OP = I(
    "",
    PSEUDO,
    outs(dst=unknown),
    variable_ops=True,
    flags="Terminator Branch MayLoad MayStore UnmodeledSideEffects",
)
PATCHABLE_OP = I(
    "", PSEUDO, variable_ops=True, flags="MayLoad MayStore UnmodeledSideEffects UsesCustomInserter"
)
PATCHABLE_FUNCTION_ENTER = I("", PSEUDO, flags="UnmodeledSideEffects")
PATCHABLE_RET = I("", PSEUDO, variable_ops=True, flags="Return Terminator Barrier UnmodeledSideEffects")
PATCHABLE_FUNCTION_EXIT = I("", PSEUDO, flags="UnmodeledSideEffects")
PATCHABLE_TAIL_CALL = I("", PSEUDO, variable_ops=True, flags="Call Return Terminator UnmodeledSideEffects")
PATCHABLE_EVENT_CALL = I(
    "", PSEUDO, ins=ins(event=ptr_rc, size=unknown), flags="Call MayLoad MayStore UnmodeledSideEffects"
)
PATCHABLE_TYPED_EVENT_CALL = I(
    "",
    PSEUDO,
    ins=ins(type=unknown, event=ptr_rc, size=unknown),
    flags="Call MayLoad MayStore UnmodeledSideEffects",
)
ICALL_BRANCH_FUNNEL = I("", PSEUDO, variable_ops=True, flags="UnmodeledSideEffects")


def generic_instructions() -> list[tuple[str, Instruction]]:
    """The generic records in definition (= opcode) order."""
    return [(k, v) for k, v in globals().items() if isinstance(v, Instruction)]
