"""What it is (LLVM: lib/CodeGen/MachineBranchProbabilityInfo.cpp): the probabilities of the machine CFG's edges.

The probabilities live on the blocks (``MachineBasicBlock.probs``, 31-bit fixed point as LLVM's
``BranchProbability``, set by the instruction selector from the IR's BranchProbabilityInfo and kept up to date by
the passes that change the CFG); the analysis reads them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar


if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction

__all__ = ["MachineBranchProbabilityInfo", "MachineBranchProbabilityInfoPass"]


class MachineBranchProbabilityInfo:
    """LLVM ``MachineBranchProbabilityInfo``."""

    __slots__ = ()

    @staticmethod
    def get_edge_probability(src: MachineBasicBlock, dst: MachineBasicBlock) -> int:
        """The probability of going from ``src`` to ``dst`` (the sum over parallel edges)."""
        total = 0
        for i, x in enumerate(src.successors):
            if x is dst:
                total += src.get_successor_probability(i)
        return total

    @staticmethod
    def get_successor_probability(src: MachineBasicBlock, i: int) -> int:
        """The probability of ``src``'s ``i``-th successor edge."""
        return src.get_successor_probability(i)


class MachineBranchProbabilityInfoPass:
    """The ``machine-branch-prob`` analysis."""

    name: ClassVar[str] = "machine-branch-prob"
    description: ClassVar[str] = "Machine Branch Probability Analysis"
    is_analysis: ClassVar[bool] = True

    def run(self, mf: MachineFunction, am: Any) -> MachineBranchProbabilityInfo:
        return MachineBranchProbabilityInfo()
