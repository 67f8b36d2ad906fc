"""Target-independent opcodes (LLVM: include/llvm/Support/TargetOpcodes.def).

Every target's opcode enumeration starts with these generic instructions, in this order, so a pass can test
``mi.opcode == COPY`` without knowing the target.  Their operand lists and flags are described once in
``pyllc/tblgen/target.py`` (LLVM's Target.td) and generated into each target's ``gen/instr_info.py``.

LLVM 14 continues the list with the GlobalISel generic opcodes (``G_ADD``...); pyllc has no GlobalISel, so
target opcodes follow ``ICALL_BRANCH_FUNNEL`` directly.  Opcode numbers are internal: MIR and assembly use names.
"""

from __future__ import annotations

from typing import Final

#: The generic opcodes in TargetOpcodes.def order (index = opcode number).
GENERIC_OPCODE_NAMES: Final[tuple[str, ...]] = (
    "PHI",
    "INLINEASM",
    "INLINEASM_BR",
    "CFI_INSTRUCTION",
    "EH_LABEL",
    "GC_LABEL",
    "ANNOTATION_LABEL",
    "KILL",
    "EXTRACT_SUBREG",
    "INSERT_SUBREG",
    "IMPLICIT_DEF",
    "SUBREG_TO_REG",
    "COPY_TO_REGCLASS",
    "DBG_VALUE",
    "DBG_VALUE_LIST",
    "DBG_INSTR_REF",
    "DBG_PHI",
    "DBG_LABEL",
    "REG_SEQUENCE",
    "COPY",
    "BUNDLE",
    "LIFETIME_START",
    "LIFETIME_END",
    "PSEUDO_PROBE",
    "ARITH_FENCE",
    "STACKMAP",
    "FENTRY_CALL",
    "PATCHPOINT",
    "LOAD_STACK_GUARD",
    "PREALLOCATED_SETUP",
    "PREALLOCATED_ARG",
    "STATEPOINT",
    "LOCAL_ESCAPE",
    "FAULTING_OP",
    "PATCHABLE_OP",
    "PATCHABLE_FUNCTION_ENTER",
    "PATCHABLE_RET",
    "PATCHABLE_FUNCTION_EXIT",
    "PATCHABLE_TAIL_CALL",
    "PATCHABLE_EVENT_CALL",
    "PATCHABLE_TYPED_EVENT_CALL",
    "ICALL_BRANCH_FUNNEL",
)

PHI: Final = 0
INLINEASM: Final = 1
INLINEASM_BR: Final = 2
CFI_INSTRUCTION: Final = 3
EH_LABEL: Final = 4
GC_LABEL: Final = 5
ANNOTATION_LABEL: Final = 6
KILL: Final = 7
EXTRACT_SUBREG: Final = 8
INSERT_SUBREG: Final = 9
IMPLICIT_DEF: Final = 10
SUBREG_TO_REG: Final = 11
COPY_TO_REGCLASS: Final = 12
DBG_VALUE: Final = 13
DBG_VALUE_LIST: Final = 14
DBG_INSTR_REF: Final = 15
DBG_PHI: Final = 16
DBG_LABEL: Final = 17
REG_SEQUENCE: Final = 18
COPY: Final = 19
BUNDLE: Final = 20
LIFETIME_START: Final = 21
LIFETIME_END: Final = 22
PSEUDO_PROBE: Final = 23
ARITH_FENCE: Final = 24
STACKMAP: Final = 25
FENTRY_CALL: Final = 26
PATCHPOINT: Final = 27
LOAD_STACK_GUARD: Final = 28
PREALLOCATED_SETUP: Final = 29
PREALLOCATED_ARG: Final = 30
STATEPOINT: Final = 31
LOCAL_ESCAPE: Final = 32
FAULTING_OP: Final = 33
PATCHABLE_OP: Final = 34
PATCHABLE_FUNCTION_ENTER: Final = 35
PATCHABLE_RET: Final = 36
PATCHABLE_FUNCTION_EXIT: Final = 37
PATCHABLE_TAIL_CALL: Final = 38
PATCHABLE_EVENT_CALL: Final = 39
PATCHABLE_TYPED_EVENT_CALL: Final = 40
ICALL_BRANCH_FUNNEL: Final = 41

#: First target-specific opcode number.
GENERIC_OP_END: Final = 42


def is_generic_opcode(opcode: int) -> bool:
    """True for the target-independent opcodes above."""
    return opcode < GENERIC_OP_END
