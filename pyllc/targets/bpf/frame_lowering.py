"""What it is (LLVM 14: lib/Target/BPF/BPFFrameLowering.cpp).

BPF has no prologue or epilogue: R10 is the frame pointer the kernel sets up, the stack grows down from it
(objects at ``r10 - 8``, ``r10 - 16``...), 8-byte aligned, and the callee-saved R6-R9 are never saved
(``determineCalleeSaves`` drops them: the kernel preserves them across helper calls).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.target.frame_lowering import STACK_GROWS_DOWN, TargetFrameLowering

if TYPE_CHECKING:
    from pyllc.targets.bpf.subtarget import BPFSubtarget


class BPFFrameLowering(TargetFrameLowering):
    def __init__(self, subtarget: BPFSubtarget) -> None:
        super().__init__(STACK_GROWS_DOWN, 8, 0)
        self.subtarget = subtarget

    def has_fp(self, mf: Any) -> bool:
        return True

    def emit_prologue(self, mf: Any, mbb: Any) -> None:
        return None

    def emit_epilogue(self, mf: Any, mbb: Any) -> None:
        return None

    def determine_callee_saves(self, mf: Any, tri: Any) -> int:
        return 0

    def eliminate_call_frame_pseudo_instr(self, mf: Any, mbb: Any, mi: Any) -> Any:
        """ADJCALLSTACKDOWN/UP have no code on BPF: they are deleted."""
        idx = mbb.index_of(mi)
        mbb.erase(mi)
        return idx
