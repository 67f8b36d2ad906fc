"""What it is (LLVM 14: lib/Target/BPF/BPFAsmPrinter.cpp).

The BPF AsmPrinter pass (``bpf-asm-printer``, llc's "BPF Assembly Printer"): the generic AsmPrinter with
8-byte function alignment and instructions lowered by :class:`~pyllc.targets.bpf.mc_inst_lower.BPFMCInstLower`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pyllc.codegen.asm_printer.asm_printer import AsmPrinter
from pyllc.targets.bpf.gen import register_info as R
from pyllc.targets.bpf.mc_inst_lower import BPFMCInstLower


class BPFAsmPrinter(AsmPrinter):
    name: ClassVar[str] = "bpf-asm-printer"
    description: ClassVar[str] = "BPF Assembly Printer"
    kind: ClassVar[str] = "machine"

    def __init__(self) -> None:
        super().__init__()
        self.mc_inst_lowering = BPFMCInstLower(self)

    def function_alignment(self, mf: Any) -> int:
        return 8

    def reg_name(self, reg: int) -> str:
        return "$" + R.ASM_NAMES[reg] if 0 < reg < len(R.ASM_NAMES) else f"$physreg{reg}"

    def emit_instruction(self, mi: Any) -> None:
        inst = self.mc_inst_lowering.lower(mi)
        self.streamer.emit_instruction(inst, self.mf.subtarget if self.mf is not None else None)
