"""What it is (LLVM: lib/Target/BPF/MCTargetDesc/BPFMCTargetDesc.cpp, ``LLVMInitializeBPFTargetMC``): BPF's
MC factories without a TargetMachine.

``BPFMCAsmInfo``, the register tables, the code emitter and asm backend in the triple's byte order
(``bpfeb`` big endian, ``bpf``/``bpfel`` little endian), the ELF relocation writer, the instruction printer
and the assembly parser (:mod:`pyllc.targets.bpf.mc.asm_parser`).
"""

from __future__ import annotations

from typing import Any

from pyllc.mc.asm_info import MCAsmInfo
from pyllc.mc.target_desc import MCTargetDesc


class BPFMCTargetDesc(MCTargetDesc):
    name = "bpf"
    gen_package = "pyllc.targets.bpf.gen"

    def is_little_endian(self) -> bool:
        return not self.triple.startswith("bpfeb")

    def create_mc_asm_info(self) -> MCAsmInfo:
        """``BPFMCAsmInfo``: ``.L`` private globals, ``L`` block labels, zero fill, no ``.ident``, DWARF CFI
        (``.cfi_startproc``/``.cfi_endproc`` as llc-14 prints them for functions with unwind tables), 8-byte
        code pointers and instruction alignment; ``.eh_frame`` addresses are absolute 8-byte values
        (MCObjectFileInfo's ``DW_EH_PE_sdata8`` for bpfel/bpfeb)."""
        from pyllc.mc.dwarf import DW_EH_PE_sdata8

        return MCAsmInfo(
            ".L",
            "L",
            0,
            False,
            False,
            True,
            dwarf_cfi_exceptions=True,
            code_pointer_size=8,
            min_inst_alignment=8,
            fde_cfi_encoding=DW_EH_PE_sdata8,
        )

    def get_ra_register(self) -> int:
        """``InitBPFMCRegisterInfo(X, BPF::R11)``: R11, a register that does not exist in the ISA."""
        from pyllc.targets.bpf.gen import register_info as R

        return R.R11

    def create_mc_inst_printer(self, variant: int) -> Any:
        from pyllc.targets.bpf.mc.inst_printer import BPFInstPrinter

        return BPFInstPrinter() if variant == 0 else None

    def create_mc_code_emitter(self) -> Any:
        from pyllc.targets.bpf.mc.code_emitter import BPFMCCodeEmitter

        return BPFMCCodeEmitter(self.is_little_endian())

    def create_asm_backend(self) -> Any:
        from pyllc.targets.bpf.mc.asm_backend import BPFAsmBackend

        return BPFAsmBackend(self.is_little_endian())

    def create_object_target_writer(self) -> Any:
        from pyllc.targets.bpf.mc.elf_object_writer import BPFELFObjectWriter

        return BPFELFObjectWriter()

    def create_asm_parser(self, parser: Any) -> Any:
        from pyllc.targets.bpf.mc.asm_parser import BPFTargetAsmParser

        return BPFTargetAsmParser(parser)

    def create_mc_disassembler(self) -> Any:
        from pyllc.targets.bpf.mc.disassembler import BPFDisassembler

        alu32 = "+alu32" in self.features.split(",") or self.cpu == "v3"
        return BPFDisassembler(self.is_little_endian(), alu32)
