"""The eBPF target description: record modules in load order (read by ``python -m pyllc.tblgen``)."""

NAME = "BPF"
MODULES: tuple[str, ...] = (
    "register_info",
    "instr_formats",
    "instr_info",
    "calling_conv",
    "target",
    "patterns",
)
