"""What it is (LLVM: include/llvm/CodeGen/TargetSubtargetInfo.h).

A TargetSubtargetInfo is the target as configured for one CPU and feature set (``-mcpu``, ``-mattr``,
function attributes ``target-cpu``/``target-features``): it owns the instruction, register, frame and lowering
objects a MachineFunction uses and answers feature questions (``has_feature`` over an int bitset of features).
"""

from __future__ import annotations

from typing import Any


class TargetSubtargetInfo:
    """One CPU + feature configuration of a target, with its code generation info objects."""

    def __init__(
        self,
        triple: str,
        cpu: str,
        features: int,
        instr_info: Any,
        register_info: Any,
        frame_lowering: Any,
        target_lowering: Any = None,
        feature_string: str = "",
    ) -> None:
        self.triple = triple
        self.cpu = cpu
        self.features = features
        self.feature_string = feature_string
        self.instr_info = instr_info
        self.register_info = register_info
        self.frame_lowering = frame_lowering
        self.target_lowering = target_lowering

    def get_instr_info(self) -> Any:
        """``getInstrInfo``: the TargetInstrInfo."""
        return self.instr_info

    def get_register_info(self) -> Any:
        """``getRegisterInfo``: the TargetRegisterInfo."""
        return self.register_info

    def get_frame_lowering(self) -> Any:
        """``getFrameLowering``: the TargetFrameLowering."""
        return self.frame_lowering

    def get_target_lowering(self) -> Any:
        """``getTargetLowering``: the TargetLowering (None for a subtarget built without one)."""
        return self.target_lowering

    def has_feature(self, bit: int) -> bool:
        """``hasFeature``: feature bit ``bit`` is set."""
        return (self.features >> bit) & 1 != 0

    def enable_machine_scheduler(self) -> bool:
        """``enableMachineScheduler`` (default False)."""
        return False

    def enable_post_ra_scheduler(self) -> bool:
        """``enablePostRAScheduler`` (default False)."""
        return False
