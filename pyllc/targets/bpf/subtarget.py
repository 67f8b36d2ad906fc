"""What it is (LLVM 14: lib/Target/BPF/BPFSubtarget.cpp).

One BPF CPU + feature configuration: ``-mcpu=generic|v1`` (base ISA), ``v2`` (JLT/JLE/JSLT/JSLE),
``v3`` (also JMP32 and ALU32), ``probe`` (answered as v1), and ``-mattr=+alu32``.  The subtarget owns the
BPF instruction, register, frame and lowering objects.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from pyllc.support.diagnostics import UnsupportedError
from pyllc.target.subtarget_info import TargetSubtargetInfo

if TYPE_CHECKING:
    from pyllc.targets.bpf.target_machine import BPFTargetMachine

#: ``llc -march=bpf -mcpu=help``: the CPUs and features LLVM 14 knows.
CPUS: Final = ("generic", "probe", "v1", "v2", "v3")
FEATURES: Final = {
    "alu32": "Enable ALU32 instructions.",
    "dummy": "unused feature.",
    "dwarfris": "Disable MCAsmInfo DwarfUsesRelocationsAcrossSections.",
}


def parse_features(features: str) -> dict[str, bool]:
    """``+alu32,-dwarfris`` -> ``{"alu32": True, "dwarfris": False}`` (the last mention wins)."""
    out: dict[str, bool] = {}
    for f in features.split(","):
        f = f.strip()
        if not f:
            continue
        on = not f.startswith("-")
        out[f.lstrip("+-")] = on
    return out


def check_cpu(cpu: str, where: str) -> list[str]:
    if cpu and cpu not in CPUS:
        return [f"'{cpu}' is not a recognized processor for this target (ignoring processor)"]
    return []


def check_features(features: str, where: str) -> list[str]:
    warnings: list[str] = []
    for token in features.split(","):
        token = token.strip()
        if token and token.lstrip("+-") not in FEATURES:
            warnings.append(f"'{token}' is not a recognized feature for this target (ignoring feature)")
    return warnings


def help_text() -> str:
    lines = ["Available CPUs for this target:", ""]
    lines += [f"  {c:<9}- Select the {c} processor." for c in CPUS]
    lines += ["", "Available features for this target:", ""]
    lines += [f"  {n:<9}- {d}" for n, d in sorted(FEATURES.items())]
    return "\n".join(lines) + "\n"


class BPFSubtarget(TargetSubtargetInfo):
    """One BPF CPU + feature configuration (LLVM: ``BPFSubtarget``)."""

    def __init__(self, tm: BPFTargetMachine, cpu: str, features: str) -> None:
        from pyllc.targets.bpf.frame_lowering import BPFFrameLowering
        from pyllc.targets.bpf.instr_info import BPFInstrInfo
        from pyllc.targets.bpf.isel_lowering import BPFTargetLowering
        from pyllc.targets.bpf.register_info import BPFRegisterInfo

        self.tm = tm
        cpu = cpu or "generic"
        if cpu not in CPUS:
            cpu = "generic"
        feats = parse_features(features)
        # initSubtargetFeatures: the CPU's features, then -mattr
        self.has_jmp_ext = cpu in ("v2", "v3")
        self.has_jmp32 = cpu == "v3"
        self.has_alu32 = cpu == "v3" or feats.get("alu32", False)
        if cpu == "v3" and feats.get("alu32") is False:
            self.has_alu32 = False
        self.is_little_endian = not tm.triple.startswith("bpfeb")
        self.is_64bit = True
        register_info = BPFRegisterInfo(self)
        super().__init__(
            tm.triple, cpu, 0, BPFInstrInfo(self), register_info, BPFFrameLowering(self), None, features
        )
        self.target_lowering = BPFTargetLowering(tm, self)

    def get_has_alu32(self) -> bool:
        return self.has_alu32


def unsupported(what: str) -> UnsupportedError:
    return UnsupportedError(None, what)
