"""What it is (LLVM: lib/CodeGen/PeepholeOptimizer.cpp).

``peephole-opt``, on machine SSA after machine CSE and sinking.  Of LLVM's PeepholeOptimizer this has the
compare optimization (``optimizeCmpInstr``): every instruction the target can describe as a compare of
virtual registers (``TargetInstrInfo::analyze_compare``) is handed to ``optimize_compare_instr``, which may
rewrite it (a subtraction whose difference is unused becomes a compare, say).  The pass's other rewrites (copy and
sub-register copy rewriting, ``optimizeExtInstr``, select and load folding, ``optimizeCondBranch``,
recurrence commuting) are not done yet; the instructions they would change are left as they are.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.machine.operand import is_virtual_register

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction


def optimize_compares(mf: MachineFunction) -> bool:
    """``optimizeCmpInstr`` on every instruction of ``mf``; True if any changed."""
    tii = mf.subtarget.get_instr_info()
    mri = mf.reg_info
    analyze = tii.analyze_compare
    changed = False
    for mbb in mf.blocks:
        for mi in mbb.instrs:  # the rewrites change instructions in place
            info = analyze(mi)
            if info is None:
                continue
            src, src2, mask, value = info
            if not is_virtual_register(src) or (src2 and not is_virtual_register(src2)):
                continue
            if tii.optimize_compare_instr(mi, src, src2, mask, value, mri):
                changed = True
    return changed


@dataclass(frozen=True, slots=True)
class PeepholeOptimizer:
    """``peephole-opt``: Peephole Optimizations."""

    name: ClassVar[str] = "peephole-opt"
    description: ClassVar[str] = "Peephole Optimizations"

    def run(self, mf: MachineFunction, am: Any) -> bool:
        return optimize_compares(mf)
