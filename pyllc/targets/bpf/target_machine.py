"""What it is (LLVM 14: lib/Target/BPF/BPFTargetMachine.cpp).

The BPF TargetMachine for ``bpf``/``bpfel``/``bpfeb`` triples (``-march=bpf`` is the host's byte order,
little-endian here): the data layout, the default relocation model (PIC, as llc's
``getEffectiveRelocModel``), the subtarget per function, and BPF's passes in the pipeline (the selector and
the ``bpf-asm-printer``).
"""

from __future__ import annotations

from typing import Any

from pyllc.target.machine import TargetMachine
from pyllc.target.subtarget_info import TargetSubtargetInfo


class BPFTargetMachine(TargetMachine):
    name = "bpf"
    description = "BPF (host endian)"
    default_relocation_model = "pic"

    @classmethod
    def check_triple(cls, triple: str) -> None:
        return None

    def check_subtarget_options(self, cpu: str, features: str, where: str = "") -> list[str]:
        from pyllc.targets.bpf.subtarget import check_cpu, check_features

        return check_cpu(cpu, where + "target-cpu" if where else "-mcpu") + check_features(
            features, where + "target-features" if where else "-mattr"
        )

    def supported_calling_conventions(self) -> dict[int, str] | None:
        """The C and fast calling conventions (BPFCallingConv.td's CC_BPF64 serves both)."""
        return {0: "ccc", 8: "fastcc"}

    @staticmethod
    def subtarget_help() -> str:
        from pyllc.targets.bpf.subtarget import help_text

        return help_text()

    def create_subtarget(self, cpu: str, features: str) -> TargetSubtargetInfo:
        from pyllc.targets.bpf.subtarget import BPFSubtarget

        return BPFSubtarget(self, cpu, features)

    def get_data_layout_string(self) -> str:
        if self.triple.startswith("bpfeb"):
            return "E-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
        return "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"

    def create_isel(self, opt_level: int) -> Any:
        """``createBPFISelDag``: the BPF DAG-to-DAG selector."""
        from pyllc.targets.bpf.isel_dag_to_dag import BPFDAGToDAGISel

        return BPFDAGToDAGISel(self, opt_level)

    def create_mc_asm_info(self) -> Any:
        """``BPFMCAsmInfo``: ``.L`` private globals, ``L`` block labels, zero fill, no ``.ident``, DWARF CFI
        (``.cfi_startproc``/``.cfi_endproc`` as llc-14 prints them for functions with unwind tables), 8-byte
        code pointers and instruction alignment; ``.eh_frame`` addresses are absolute 8-byte values
        (MCObjectFileInfo's ``DW_EH_PE_sdata8`` for bpfel/bpfeb)."""
        from pyllc.mc.asm_info import MCAsmInfo
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

    def create_asm_streamer(self, ctx: Any, verbose: bool) -> Any:
        """The text streamer with BPF's instruction printer (register names without a prefix)."""
        from pyllc.mc.asm_streamer import MCAsmStreamer
        from pyllc.targets.bpf.gen import register_info as R
        from pyllc.targets.bpf.mc.inst_printer import BPFInstPrinter

        return MCAsmStreamer(ctx, BPFInstPrinter(), verbose, lambda r: R.ASM_NAMES[r])

    def is_little_endian(self) -> bool:
        return not self.triple.startswith("bpfeb")

    def create_mc_code_emitter(self) -> Any:
        from pyllc.targets.bpf.mc.code_emitter import BPFMCCodeEmitter

        return BPFMCCodeEmitter(self.is_little_endian())

    def create_asm_backend(self) -> Any:
        from pyllc.targets.bpf.mc.asm_backend import BPFAsmBackend

        return BPFAsmBackend(self.is_little_endian())

    def create_object_target_writer(self) -> Any:
        from pyllc.targets.bpf.mc.elf_object_writer import BPFELFObjectWriter

        return BPFELFObjectWriter()

    def add_ir_passes(self, generic: list[str]) -> list[str]:
        return ["bpf-check-and-opt-ir", *generic]

    def add_inst_selector(self) -> list[str]:
        return ["amdgpu-isel"]  # llc-14's registered name of the SelectionDAG selector pass

    def add_machine_ssa_optimization(self, generic: list[str]) -> list[str]:
        """``BPFPassConfig::addMachineSSAOptimization``: the patchable-access simplification first, the
        zero-extension (with ALU32) and truncation eliminations last."""
        alu32 = self.get_subtarget_impl().has_alu32  # type: ignore[attr-defined]
        return [
            "bpf-mi-simplify-patchable",
            *generic,
            *(["bpf-mi-zext-elim"] if alu32 else []),
            "bpf-mi-trunc-elim",
        ]

    def add_pre_emit_pass(self) -> list[str]:
        """``BPFPassConfig::addPreEmitPass``: the atomics check, then (optimizing) the pre-emit peephole."""
        return ["bpf-mi-pemit-checking", *(["bpf-mi-pemit-peephole"] if self.opt_level else [])]

    def add_asm_printer(self) -> list[str]:
        return ["bpf-asm-printer"]
