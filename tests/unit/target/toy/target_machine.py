"""The toy TargetMachine: data layout, subtarget, selector and AsmPrinter in the pipeline."""

from __future__ import annotations

from typing import Any

from pyllc.target.machine import TargetMachine
from pyllc.target.subtarget_info import TargetSubtargetInfo


class ToyTargetMachine(TargetMachine):
    name = "toy"
    description = "Toy target for tests"

    def create_subtarget(self, cpu: str, features: str) -> TargetSubtargetInfo:
        from .subtarget import ToySubtarget

        return ToySubtarget(self, cpu, features)

    def get_data_layout_string(self) -> str:
        return "e-m:e-p:32:32-i32:32-n32-S32"

    def create_isel(self, opt_level: int) -> Any:
        from .isel_dag_to_dag import ToyDAGToDAGISel

        return ToyDAGToDAGISel(self, opt_level)

    def create_asm_streamer(self, ctx: Any, verbose: bool) -> Any:
        from pyllc.mc.asm_streamer import MCAsmStreamer

        from .asm_printer import ToyInstPrinter
        from .gen import register_info as R

        return MCAsmStreamer(ctx, ToyInstPrinter(), verbose, lambda r: R.ASM_NAMES[r])

    def add_inst_selector(self) -> list[str]:
        return ["amdgpu-isel"]  # llc-14's registered name of the SelectionDAG selector pass

    def add_asm_printer(self) -> list[str]:
        return ["toy-asm-printer"]
