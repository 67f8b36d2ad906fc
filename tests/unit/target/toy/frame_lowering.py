"""Toy frame lowering: no frame pointer; the prologue drops SP by the frame size, the epilogue raises it."""

from __future__ import annotations

from typing import Any

from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.target.frame_lowering import STACK_GROWS_DOWN, TargetFrameLowering

from .gen import instr_info as X
from .gen import register_info as R


class ToyFrameLowering(TargetFrameLowering):
    def __init__(self) -> None:
        super().__init__(STACK_GROWS_DOWN, 4, 0)

    def has_fp(self, mf: Any) -> bool:
        return False

    def _adjust_sp(self, mbb: Any, pos: int | None, amount: int) -> None:
        tii = mbb.parent.subtarget.get_instr_info()
        build_mi(mbb, pos, None, tii.get(X.ADDri), R.SP).add_reg(R.SP).add_imm(amount)

    def emit_prologue(self, mf: Any, mbb: Any) -> None:
        size = mf.frame_info.stack_size
        if size:
            self._adjust_sp(mbb, 0, -size)

    def emit_epilogue(self, mf: Any, mbb: Any) -> None:
        size = mf.frame_info.stack_size
        if size:
            self._adjust_sp(mbb, mbb.first_terminator_index(), size)

    def eliminate_call_frame_pseudo_instr(self, mf: Any, mbb: Any, mi: Any) -> Any:
        """The call frame is reserved in the prologue: the pseudos are deleted."""
        idx = mbb.index_of(mi)
        mbb.erase(mi)
        return idx
