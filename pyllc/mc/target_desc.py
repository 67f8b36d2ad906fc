"""What it is (LLVM: the MC half of include/llvm/MC/TargetRegistry.h's ``Target``: ``createMCAsmInfo``,
``createMCRegInfo``, ``createMCInstrInfo``, ``createMCSubtargetInfo``, ``createMCCodeEmitter``,
``createMCAsmBackend``, the ELF object target writer, ``createMCInstPrinter``, ``createMCAsmParser``,
``createMCDisassembler`` and ``createMCObjectStreamer``): a target's MC layer without a TargetMachine.

Each target has one subclass (its ``mc/target_desc.py``), named by the ``mc`` field of its registry record
(``pyllc/target/registry.py``: :func:`~pyllc.target.registry.create_mc_target_desc`), built for a triple,
CPU and feature string.  ``pyllc-mc`` uses it alone, so the assembler loads only ``pyllc/mc`` and the target's
``mc/`` and ``gen/`` modules; a TargetMachine hands its ``create_*`` calls to it.  A target without a part
refuses it with LLVM's wording or an ``unsupported`` diagnostic.
"""

from __future__ import annotations

from typing import Any

from pyllc.mc.asm_info import MCAsmInfo
from pyllc.support.diagnostics import UnsupportedError


class MCTargetDesc:
    """A target's MC factories (see the module docstring)."""

    #: The target name, for diagnostics, and the package of its generated tables (``pyllc.targets.<t>.gen``).
    name = ""
    gen_package = ""

    def __init__(self, triple: str, cpu: str = "", features: str = "") -> None:
        self.triple = triple
        self.cpu = cpu
        self.features = features

    def create_mc_asm_info(self) -> MCAsmInfo:
        """The assembly dialect (LLVM ``createMCAsmInfo``); the default is MCAsmInfoELF's."""
        return MCAsmInfo()

    def create_mc_register_info(self) -> Any:
        """The MCRegisterInfo over the target's generated register tables (``createMCRegInfo``)."""
        from pyllc.mc.register_info import MCRegisterInfo

        return MCRegisterInfo(self.gen_module("register_info"))

    def opcode_names(self) -> tuple[str, ...]:
        """The opcode names of the generated instruction tables (``createMCInstrInfo``'s names)."""
        return self.gen_module("instr_info").OPCODE_NAMES

    def gen_module(self, name: str) -> Any:
        """The target's generated table module ``name`` (``pyllc/targets/<t>/gen/<name>.py``)."""
        import importlib

        if not self.gen_package:
            raise UnsupportedError(None, f"target '{self.name}' has no generated tables")
        return importlib.import_module(f"{self.gen_package}.{name}")

    def get_ra_register(self) -> int:
        """The return-address register (the ``RAReg`` of ``InitMCRegisterInfo``)."""
        raise UnsupportedError(None, f"target '{self.name}' does not name its return-address register")

    def create_mc_code_emitter(self) -> Any:
        """The MCCodeEmitter (``encode_instruction(inst, out, fixups)``)."""
        raise UnsupportedError(None, "-filetype=obj")

    def create_asm_backend(self) -> Any:
        """The MCAsmBackend (fixups, relaxation, nops)."""
        raise UnsupportedError(None, "-filetype=obj")

    def create_object_target_writer(self) -> Any:
        """The MCELFObjectTargetWriter (``e_machine``, relocation types)."""
        raise UnsupportedError(None, "-filetype=obj")

    def create_mc_inst_printer(self, variant: int) -> Any:
        """The instruction printer of syntax ``variant`` (0: the target's default), or None when the target
        has no such variant (LLVM ``createMCInstPrinter``)."""
        return None

    def register_prefix(self, variant: int) -> str:
        """What the printer writes before a register name (``%`` in AT&T syntax)."""
        return ""

    def create_asm_streamer(self, ctx: Any, verbose: bool, variant: int = 0) -> Any:
        """The assembly-text streamer with the instruction printer of ``variant``."""
        from pyllc.mc.asm_streamer import MCAsmStreamer

        printer = self.create_mc_inst_printer(variant)
        if printer is None:
            raise UnsupportedError(None, f"target '{self.name}' has no assembly printer")
        names = self.create_mc_register_info().asm_names
        prefix = self.register_prefix(variant)
        return MCAsmStreamer(ctx, printer, verbose, lambda r: prefix + names[r])

    def create_mc_object_streamer(self, ctx: Any) -> Any:
        """An MCELFStreamer over the target's emitter, backend and ELF writer, with the DWARF register
        numbers and return-address column ``.eh_frame`` needs when unwind information is DWARF CFI."""
        from pyllc.mc.elf_object_writer import ELFObjectWriter
        from pyllc.mc.object_streamer import MCELFStreamer

        emitter = self.create_mc_code_emitter()
        backend = self.create_asm_backend()
        writer = ELFObjectWriter(self.create_object_target_writer(), backend.little_endian)
        if ctx.asm_info.dwarf_cfi_exceptions:
            dwarf_reg = self.create_mc_register_info().get_dwarf_reg_num
            return MCELFStreamer(ctx, backend, emitter, writer, dwarf_reg, dwarf_reg(self.get_ra_register()))
        return MCELFStreamer(ctx, backend, emitter, writer)

    def create_asm_parser(self, parser: Any) -> Any:
        """The target's MCTargetAsmParser for the generic ``parser`` (LLVM ``createMCAsmParser``)."""
        raise UnsupportedError(None, f"assembly parsing for target '{self.name}'")

    def create_mc_disassembler(self) -> Any:
        """The target's MCDisassembler (LLVM ``createMCDisassembler``), or None."""
        return None
