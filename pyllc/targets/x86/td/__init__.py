"""The x86 target description: record modules in load order (read by ``python -m pyllc.tblgen``)."""

NAME = "X86"
MODULES: tuple[str, ...] = (
    "register_info",
    "instr_formats",
    "instr_info",
    "instr_arithmetic",
    "instr_misc",
    "instr_shift_rotate",
    "instr_cmov_setcc",
    "instr_control",
    "instr_sse",
    "instr_aliases",
    "instr_compiler",
    "instr_prefix",
    "instr_mir_extra",
    "instr_atomic",
    "calling_conv",
    "target",
    "patterns",
    "fold_tables",
    "instr_xadd_cmpxchg",
    "instr_fpstack",
    "instr_sse_mem",
    "instr_string",
    "instr_bit_test",
)
