"""What it is (LLVM: lib/Target/BPF/TargetInfo/BPFTargetInfo.cpp, ``LLVMInitializeBPFTargetInfo``).

BPF's registration: the ``bpf`` (host byte order), ``bpfel`` and ``bpfeb`` targets with their MC
description, and BPF's passes for the pass registry (the IR check pass llc-14 runs before selection, BPFPassConfig's machine passes and
BPF's AsmPrinter).
"""

from __future__ import annotations

from pyllc.target.registry import Target, register_target

_MACHINE = "pyllc.targets.bpf.target_machine:BPFTargetMachine"
_SUPPORTED = "bpf-*, bpfel-* and bpfeb-* triples"
_MC = "pyllc.targets.bpf.mc.target_desc:BPFMCTargetDesc"

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
PASSES: tuple[tuple[str, str, str, bool, str], ...] = (
    (
        "bpf-check-and-opt-ir",
        "BPF Check And Adjust IR",
        "function",
        True,
        "pyllc.targets.bpf.check_and_adjust_ir:BPFCheckAndAdjustIR",
    ),
    *((name, desc, "machine", True, path) for name, desc, path in _MACHINE_PASSES),
    (
        "bpf-asm-printer",
        "BPF Assembly Printer",
        "machine",
        False,
        "pyllc.targets.bpf.asm_printer:BPFAsmPrinter",
    ),
)

register_target(
    Target(
        "bpf", "BPF (host endian)", _MACHINE, ("bpf",), "bpfel", supported=_SUPPORTED, mc=_MC, passes=PASSES
    )
)
register_target(Target("bpfeb", "BPF (big endian)", _MACHINE, ("bpfeb",), "bpfeb", mc=_MC))
register_target(Target("bpfel", "BPF (little endian)", _MACHINE, ("bpfel",), "bpfel", mc=_MC))
