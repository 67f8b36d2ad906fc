"""What it is (LLVM: lib/Target/BPF/TargetInfo/BPFTargetInfo.cpp, ``LLVMInitializeBPFTargetInfo``).

BPF's registration: the ``bpf`` (host byte order), ``bpfel`` and ``bpfeb`` targets, and BPF's passes in
the pass registry (the IR check pass llc-14 runs before selection, BPFPassConfig's machine passes and
BPF's AsmPrinter).
"""

from __future__ import annotations

from pyllc.codegen.passes.registry import register_target_pass
from pyllc.target.registry import Target, register_target

_MACHINE = "pyllc.targets.bpf.target_machine:BPFTargetMachine"
_SUPPORTED = "bpf-*, bpfel-* and bpfeb-* triples"

register_target(Target("bpf", "BPF (host endian)", _MACHINE, ("bpf",), "bpfel", supported=_SUPPORTED))
register_target(Target("bpfeb", "BPF (big endian)", _MACHINE, ("bpfeb",), "bpfeb"))
register_target(Target("bpfel", "BPF (little endian)", _MACHINE, ("bpfel",), "bpfel"))

register_target_pass(
    "bpf-check-and-opt-ir",
    "BPF Check And Adjust IR",
    "function",
    True,
    "pyllc.targets.bpf.check_and_adjust_ir:BPFCheckAndAdjustIR",
)
#: BPFPassConfig's machine passes: name, banner, "module:Class" when pyllc implements it.
_MACHINE_PASSES = (
    ("bpf-mi-simplify-patchable", "BPF PreEmit SimplifyPatchable", ""),
    (
        "bpf-mi-zext-elim",
        "BPF MachineSSA Peephole Optimization For ZEXT Eliminate",
        "pyllc.targets.bpf.mi_peephole:BPFMIPeephole",
    ),
    (
        "bpf-mi-trunc-elim",
        "BPF MachineSSA Peephole Optimization For TRUNC Eliminate",
        "pyllc.targets.bpf.mi_peephole:BPFMIPeepholeTruncElim",
    ),
    ("bpf-mi-pemit-checking", "BPF PreEmit Checking", "pyllc.targets.bpf.mi_checking:BPFMIPreEmitChecking"),
    (
        "bpf-mi-pemit-peephole",
        "BPF PreEmit Peephole Optimization",
        "pyllc.targets.bpf.mi_peephole:BPFMIPreEmitPeephole",
    ),
)
for _name, _desc, _path in _MACHINE_PASSES:
    register_target_pass(_name, _desc, "machine", True, _path)
register_target_pass(
    "bpf-asm-printer", "BPF Assembly Printer", "machine", False, "pyllc.targets.bpf.asm_printer:BPFAsmPrinter"
)
