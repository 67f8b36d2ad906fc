"""What it is (LLVM: lib/Target/X86/X86ISelLowering.{h,cpp}).

X86TargetLowering: the register classes per value type and the legal/promote/expand/custom action tables
(LLVM's constructor), ``lower_operation`` for the custom-lowered nodes, ``perform_dag_combine`` and the X86ISD
node names.  Argument, call and return lowering live in ``isel_lowering_call.py`` (X86ISelLoweringCall.cpp).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyllc.target.lowering import TargetLowering

if TYPE_CHECKING:
    from pyllc.targets.x86.subtarget import X86Subtarget
    from pyllc.targets.x86.target_machine import X86TargetMachine


class X86TargetLowering(TargetLowering):
    def __init__(self, tm: X86TargetMachine, subtarget: X86Subtarget) -> None:
        super().__init__(tm.triple, 64 if subtarget.is_64bit else 32)
        self.tm = tm
        self.subtarget = subtarget
