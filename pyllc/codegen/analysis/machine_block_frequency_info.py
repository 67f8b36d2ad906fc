"""What it is (LLVM: lib/CodeGen/MachineBlockFrequencyInfo.cpp, include/llvm/Analysis/BlockFrequencyInfoImpl.h):
the execution frequency of each machine block relative to the function entry.

The frequencies solve ``f = e + P^T f`` over the edge probabilities of :class:`MachineBranchProbabilityInfo`
(``e``: 1 at the entry): exactly, by Gaussian elimination with partial pivoting, for functions of up to 80
blocks, else by Gauss-Seidel sweeps in layout order.  Loop scales are capped at 4096 as LLVM caps them, and the
results are rounded to 6 significant digits so that equal in-flows give exactly equal frequencies, as LLVM's
scaled integers do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.analysis.machine_branch_probability_info import (
    MachineBranchProbabilityInfo,
    MachineBranchProbabilityInfoPass,
)
from pyllc.codegen.machine.basic_block import PROB_DENOMINATOR

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction

__all__ = ["MachineBlockFrequencyInfo", "MachineBlockFrequencyInfoPass"]


class MachineBlockFrequencyInfo:
    """``freqs``: block number -> frequency relative to the entry (1.0)."""

    __slots__ = ("freqs",)

    def __init__(self, mf: MachineFunction, mbpi: MachineBranchProbabilityInfo | None = None) -> None:
        self.freqs = _block_frequencies(mf, mbpi if mbpi is not None else MachineBranchProbabilityInfo())

    def get_block_freq(self, mbb: MachineBasicBlock) -> float:
        """The frequency of ``mbb`` relative to the entry (1.0 for a block added since the analysis ran)."""
        f = self.freqs.get(mbb.number)
        return 1.0 if f is None else f


def _block_frequencies(
    mf: MachineFunction, mbpi: MachineBranchProbabilityInfo, max_sweeps: int = 300
) -> dict[int, float]:
    blocks = mf.blocks
    if not blocks:
        return {}
    den = float(PROB_DENOMINATOR)
    entry = blocks[0].number
    prob = mbpi.get_successor_probability
    incoming: dict[int, list[tuple[int, float]]] = {b.number: [] for b in blocks}
    for b in blocks:
        for i, succ in enumerate(b.successors):
            incoming[succ.number].append((b.number, prob(b, i) / den))
    freq = {b.number: 0.0 for b in blocks}
    freq[entry] = 1.0
    if len(blocks) <= 80:
        exact = _solve_dense(blocks, incoming, entry)
        if exact is not None:
            return {n: float(f"{min(f, 4096.0):.6g}") for n, f in exact.items()}
    for _ in range(max_sweeps):
        delta = 0.0
        for b in blocks:
            n = b.number
            f = 1.0 if n == entry else 0.0
            for p, pr in incoming[n]:
                f += freq[p] * pr
            if f > 4096.0:
                f = 4096.0
            d = abs(f - freq[n])
            if d > delta:
                delta = d
            freq[n] = f
        if delta < 1e-12:
            break
    return {n: float(f"{f:.6g}") for n, f in freq.items()}


def _solve_dense(
    blocks: list[Any], incoming: dict[int, list[tuple[int, float]]], entry: int
) -> dict[int, float] | None:
    """``(I - P^T) f = e`` by Gaussian elimination with partial pivoting (small functions)."""
    idx = {b.number: k for k, b in enumerate(blocks)}
    n = len(blocks)
    a = [[0.0] * (n + 1) for _ in range(n)]
    for b in blocks:
        r = idx[b.number]
        a[r][r] += 1.0
        for p, pr in incoming[b.number]:
            a[r][idx[p]] -= pr
    a[idx[entry]][n] = 1.0
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(a[r][c]))
        if abs(a[piv][c]) < 1e-12:
            return None
        a[c], a[piv] = a[piv], a[c]
        row = a[c]
        inv = 1.0 / row[c]
        for r in range(n):
            if r != c and a[r][c]:
                f = a[r][c] * inv
                ar = a[r]
                for k in range(c, n + 1):
                    ar[k] -= f * row[k]
    return {b.number: max(0.0, a[idx[b.number]][n] / a[idx[b.number]][idx[b.number]]) for b in blocks}


class MachineBlockFrequencyInfoPass:
    """The ``machine-block-freq`` analysis."""

    name: ClassVar[str] = "machine-block-freq"
    description: ClassVar[str] = "Machine Block Frequency Analysis"
    is_analysis: ClassVar[bool] = True

    def run(self, mf: MachineFunction, am: Any) -> MachineBlockFrequencyInfo:
        return MachineBlockFrequencyInfo(mf, am.get(MachineBranchProbabilityInfoPass))
