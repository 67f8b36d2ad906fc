"""What it is (LLVM: lib/Target/X86/X86TargetMachine.cpp).

The x86 TargetMachine: the data layout string, the subtarget per function, and x86's contributions to llc's
pass pipeline (``X86PassConfig``: the instruction selector (registered in llc-14 as ``amdgpu-isel``) and the target passes at their insertion
points).
"""

from __future__ import annotations

from pyllc.target.machine import TargetMachine
from pyllc.target.subtarget_info import TargetSubtargetInfo


class X86TargetMachine(TargetMachine):
    name = "x86-64"
    description = "64-bit X86: EM64T and AMD64"

    def create_subtarget(self, cpu: str, features: str) -> TargetSubtargetInfo:
        from pyllc.targets.x86.subtarget import X86Subtarget

        return X86Subtarget(self, cpu, features)

    def get_data_layout_string(self) -> str:
        if self.triple.startswith(("x86_64", "amd64")):
            return "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
        return "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"

    def add_inst_selector(self) -> list[str]:
        return ["amdgpu-isel"]  # llc-14 registers the x86 selector under this name

    def add_pre_reg_alloc(self) -> list[str]:
        # X86PassConfig::addPreRegAlloc (the passes pyllc implements): EFLAGS copies made by the scheduler
        return ["x86-flags-copy-lowering"]

    def add_pre_sched2(self) -> list[str]:
        # X86PassConfig::addPreSched2: TCRETURN* -> TAILJMP*, RET -> RET64/RETI64, VASTART_SAVE_XMM_REGS
        return ["x86-pseudo"]
