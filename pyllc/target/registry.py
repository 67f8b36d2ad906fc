"""What it is (LLVM: include/llvm/MC/TargetRegistry.h, ``TargetRegistry::lookupTarget``).

Maps a triple's architecture to the module that implements the target, imported on first use so that
``pyllc-mc`` and start-up never load targets they do not need.  ``lookup_target(triple)`` returns the
TargetMachine class; an unknown architecture is an error worded as llc's ("unable to get target for 'foo',
see --version and --triple.").
"""

from __future__ import annotations

import importlib
from typing import Any, Final

from pyllc.support.diagnostics import DiagnosticError

#: Architecture (triple's first component) → "module:Class" of the TargetMachine.
TARGETS: Final[dict[str, str]] = {
    "x86_64": "pyllc.targets.x86.target_machine:X86TargetMachine",
    "amd64": "pyllc.targets.x86.target_machine:X86TargetMachine",
    "i386": "pyllc.targets.x86.target_machine:X86TargetMachine",
    "i486": "pyllc.targets.x86.target_machine:X86TargetMachine",
    "i586": "pyllc.targets.x86.target_machine:X86TargetMachine",
    "i686": "pyllc.targets.x86.target_machine:X86TargetMachine",
    "x86": "pyllc.targets.x86.target_machine:X86TargetMachine",
    "bpf": "pyllc.targets.bpf.target_machine:BPFTargetMachine",
    "bpfel": "pyllc.targets.bpf.target_machine:BPFTargetMachine",
    "bpfeb": "pyllc.targets.bpf.target_machine:BPFTargetMachine",
}

#: ``-march`` names (LLVM's registered target names) → architecture.
MARCH_NAMES: Final[dict[str, str]] = {
    "x86-64": "x86_64",
    "x86": "i386",
    "bpf": "bpfel",
    "bpfel": "bpfel",
    "bpfeb": "bpfeb",
}

_loaded: dict[str, Any] = {}


def arch_of(triple: str) -> str:
    return triple.split("-", 1)[0]


def lookup_target(triple: str, march: str = "") -> Any:
    """The TargetMachine class for ``triple`` (or ``march`` when given)."""
    arch = MARCH_NAMES.get(march, "") if march else arch_of(triple)
    if march and not arch:
        raise DiagnosticError(None, f"invalid target '{march}'.")
    path = TARGETS.get(arch)
    if path is None:
        raise DiagnosticError(None, f"unable to get target for '{triple}', see --version and --triple.")
    cls = _loaded.get(path)
    if cls is None:
        module, _, name = path.partition(":")
        cls = _loaded[path] = getattr(importlib.import_module(module), name)
    return cls
