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
