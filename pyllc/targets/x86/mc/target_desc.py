"""What it is (LLVM: lib/Target/X86/MCTargetDesc/X86MCTargetDesc.cpp, ``LLVMInitializeX86TargetMC``): x86's
MC factories without a TargetMachine.

The ELF MCAsmInfo (``X86ELFMCAsmInfo``), the register tables, the code emitter, the asm backend (the nop
sizes of the default CPUs), the ELF relocation writer, the AT&T (variant 0) and Intel (variant 1)
instruction printers, and the AT&T assembly parser (:mod:`pyllc.targets.x86.mc.asm_parser`).
"""

from __future__ import annotations

from typing import Any

from pyllc.mc.asm_info import MCAsmInfo
from pyllc.mc.target_desc import MCTargetDesc


class X86MCTargetDesc(MCTargetDesc):
    name = "x86-64"
    gen_package = "pyllc.targets.x86.gen"

    def create_mc_asm_info(self) -> MCAsmInfo:
        """``X86ELFMCAsmInfo``: code alignment filled with ``nop`` (0x90), DWARF CFI unwind information; 8-byte
        code pointers and callee-saved slots; every frame starts with the CFA at the stack pointer plus the
        return address and the return address saved there (``createX86MCAsmInfo``); ``.eh_frame`` is
        ``SHT_X86_64_UNWIND`` on x86-64 (MCObjectFileInfo)."""
        from pyllc.mc.streamer import MCCFIInstruction
        from pyllc.targets.x86.gen import register_info as R

        return MCAsmInfo(
            text_align_fill_value=0x90,
            dwarf_cfi_exceptions=True,
            code_pointer_size=8,
            callee_save_stack_slot_size=8,
            initial_frame_state=(
                MCCFIInstruction.cfi_def_cfa(R.RSP, 8),
                MCCFIInstruction.create_offset(R.RIP, -8),
            ),
            eh_frame_section_type=0x70000001,  # SHT_X86_64_UNWIND
        )

    def get_ra_register(self) -> int:
        """``X86GenRegisterInfo(X86::RIP, ...)``: RIP (DWARF 16 in 64-bit mode)."""
        from pyllc.targets.x86.gen import register_info as R

        return R.RIP

    def create_mc_inst_printer(self, variant: int) -> Any:
        if variant == 1:
            from pyllc.targets.x86.mc.intel_inst_printer import X86IntelInstPrinter

            return X86IntelInstPrinter()
        if variant == 0:
            from pyllc.targets.x86.mc.att_inst_printer import X86ATTInstPrinter

            return X86ATTInstPrinter()
        return None

    def register_prefix(self, variant: int) -> str:
        return "" if variant == 1 else "%"

    def create_mc_code_emitter(self) -> Any:
        from pyllc.targets.x86.mc.code_emitter import X86MCCodeEmitter

        return X86MCCodeEmitter()

    def create_asm_backend(self) -> Any:
        from pyllc.support.diagnostics import UnsupportedError
        from pyllc.targets.x86.mc.asm_backend import X86AsmBackend

        # getMaximumNopSize follows the CPU's tuning (7, 11 or 15-byte nops); only the default CPUs' 10 is
        # modelled.
        if self.cpu not in ("", "generic", "x86-64") or "bytenop" in self.features:
            what = (
                f"-mcpu={self.cpu}"
                if self.cpu not in ("", "generic", "x86-64")
                else f"-mattr={self.features}"
            )
            raise UnsupportedError(None, f"-filetype=obj with {what} (code alignment nops of that CPU)")
        return X86AsmBackend()

    def create_object_target_writer(self) -> Any:
        from pyllc.targets.x86.mc.elf_object_writer import X86ELFObjectWriter

        return X86ELFObjectWriter()

    def create_asm_parser(self, parser: Any) -> Any:
        from pyllc.targets.x86.mc.asm_parser import X86AsmParser

        return X86AsmParser(parser)

    def create_mc_disassembler(self) -> Any:
        from pyllc.targets.x86.mc.disassembler import X86Disassembler

        return X86Disassembler()
