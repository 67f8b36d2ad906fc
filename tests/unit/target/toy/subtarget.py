"""The toy subtarget: one CPU, no features; it owns the four info objects."""

from __future__ import annotations

from typing import Any

from pyllc.target.subtarget_info import TargetSubtargetInfo

from .frame_lowering import ToyFrameLowering
from .instr_info import ToyInstrInfo
from .isel_lowering import ToyTargetLowering
from .register_info import ToyRegisterInfo


class ToySubtarget(TargetSubtargetInfo):
    def __init__(self, tm: Any, cpu: str, features: str) -> None:
        super().__init__(
            tm.triple,
            cpu or "generic",
            0,
            ToyInstrInfo(),
            ToyRegisterInfo(),
            ToyFrameLowering(),
            None,
            features,
        )
        self.target_lowering = ToyTargetLowering(tm, self)
