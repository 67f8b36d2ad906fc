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

    # ----- argument, call and return lowering: implemented in isel_lowering_call.py -----
    def lower_formal_arguments(self, chain, calling_conv, is_var_arg, ins, dag, dl):  # type: ignore[no-untyped-def]
        from pyllc.targets.x86 import isel_lowering_call

        return isel_lowering_call.lower_formal_arguments(self, chain, calling_conv, is_var_arg, ins, dag, dl)

    def lower_call(self, cli):  # type: ignore[no-untyped-def]
        from pyllc.targets.x86 import isel_lowering_call

        return isel_lowering_call.lower_call(self, cli)

    def can_lower_return(self, calling_conv, mf, is_var_arg, outs):  # type: ignore[no-untyped-def]
        from pyllc.targets.x86 import isel_lowering_call

        return isel_lowering_call.can_lower_return(self, calling_conv, mf, is_var_arg, outs)

    def lower_return(self, chain, calling_conv, is_var_arg, outs, out_vals, dag, dl):  # type: ignore[no-untyped-def]
        from pyllc.targets.x86 import isel_lowering_call

        return isel_lowering_call.lower_return(self, chain, calling_conv, is_var_arg, outs, out_vals, dag, dl)
