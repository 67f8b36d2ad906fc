"""Shared helpers for the x86 frame/branch tests: a real x86-64 subtarget and MIR body text."""

from __future__ import annotations

from typing import Any

from pyllc.codegen.machine.function import MachineFunction
from pyllc.mir.printer import print_mir_function
from pyllc.targets.x86.gen import instr_info as X
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.target_machine import X86TargetMachine

__all__ = ["R", "X", "body", "new_mf", "rc"]

_TM: list[Any] = []


def tm() -> Any:
    if not _TM:
        _TM.append(X86TargetMachine("x86_64-unknown-linux-gnu"))
    return _TM[0]


def new_mf(name: str = "f", function: Any = None) -> MachineFunction:
    t = tm()
    return MachineFunction(name, t.get_subtarget_impl(None), function=function, target=t)


def rc(name: str) -> int:
    return R.REG_CLASS_NAMES.index(name)


def body(mf: MachineFunction) -> str:
    """The MIR ``body:`` lines, dedented, without blank lines."""
    text = print_mir_function(mf).split("body:             |\n", 1)[1]
    return "\n".join(ln.strip() for ln in text.splitlines() if ln.strip() and ln.strip() != "...")


def frame_yaml(mf: MachineFunction) -> str:
    text = print_mir_function(mf)
    return text.split("frameInfo:", 1)[1].split("callSites:", 1)[0]
