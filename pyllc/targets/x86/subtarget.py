"""What it is (LLVM: lib/Target/X86/X86Subtarget.{h,cpp}).

The x86 target configured for one CPU and feature string: it owns the X86InstrInfo, X86RegisterInfo,
X86FrameLowering and X86TargetLowering objects that a MachineFunction uses.  The objects are created once per
(CPU, features) by :meth:`X86TargetMachine.get_subtarget_impl`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyllc.target.subtarget_info import TargetSubtargetInfo

if TYPE_CHECKING:
    from pyllc.targets.x86.target_machine import X86TargetMachine


class X86Subtarget(TargetSubtargetInfo):
    """One x86 CPU + feature configuration."""

    def __init__(self, tm: X86TargetMachine, cpu: str, features: str) -> None:
        from pyllc.targets.x86.frame_lowering import X86FrameLowering
        from pyllc.targets.x86.instr_info import X86InstrInfo
        from pyllc.targets.x86.isel_lowering import X86TargetLowering
        from pyllc.targets.x86.register_info import X86RegisterInfo

        self.tm = tm
        self.is_64bit = tm.triple.startswith(("x86_64", "amd64"))
        register_info = X86RegisterInfo(self)
        instr_info = X86InstrInfo(self)
        super().__init__(tm.triple, cpu or ("x86-64" if self.is_64bit else "generic"), 0, instr_info,
                         register_info, X86FrameLowering(self), None, features)
        self.target_lowering = X86TargetLowering(tm, self)

    def is_target_64bit(self) -> bool:
        return self.is_64bit

    def is_pic_style_rip_rel(self) -> bool:
        return self.is_64bit and self.tm.is_position_independent()
