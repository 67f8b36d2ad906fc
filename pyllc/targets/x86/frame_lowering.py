"""What it is (LLVM: lib/Target/X86/X86FrameLowering.{h,cpp}).

x86 stack frame layout: the prologue and epilogue (push/pop of callee-saved registers, frame pointer setup,
stack adjustment, realignment, red zone), ``.cfi_*`` directives, call frame pseudo elimination.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyllc.target.frame_lowering import STACK_GROWS_DOWN, TargetFrameLowering

if TYPE_CHECKING:
    from pyllc.targets.x86.subtarget import X86Subtarget


class X86FrameLowering(TargetFrameLowering):
    def __init__(self, subtarget: X86Subtarget) -> None:
        slot = 8 if subtarget.is_64bit else 4
        super().__init__(STACK_GROWS_DOWN, 16, -slot)
        self.subtarget = subtarget
        self.slot_size = slot
