"""MachineDominatorTree, MachinePostDominatorTree, MachineLoopInfo and MachineBlockFrequencyInfo on hand-made
CFGs, and their caching in the AnalysisManager."""

from __future__ import annotations

from x86_frame_helpers import new_mf

from pyllc.codegen.analysis.machine_block_frequency_info import (
    MachineBlockFrequencyInfo,
    MachineBlockFrequencyInfoPass,
)
from pyllc.codegen.analysis.machine_branch_probability_info import MachineBranchProbabilityInfo
from pyllc.codegen.analysis.machine_dominators import MachineDominatorTree, MachinePostDominatorTree
from pyllc.codegen.analysis.machine_loop_info import MachineLoopInfo, MachineLoopInfoPass
from pyllc.codegen.machine.basic_block import MachineBasicBlock, branch_probability
from pyllc.codegen.machine.function import MachineFunction
from pyllc.codegen.passes.manager import AnalysisManager


def _nested_loops() -> tuple[MachineFunction, list[MachineBasicBlock]]:
    """entry -> outer; outer -> inner; inner -> inner (3/4) | latch (1/4); latch -> outer (1/2) | exit; plus a
    block nothing reaches that branches into the inner loop."""
    mf = new_mf()
    entry, outer, inner, latch, exit_, dead = (mf.add_block() for _ in range(6))
    entry.add_successor(outer, branch_probability(1, 1))
    outer.add_successor(inner, branch_probability(1, 1))
    inner.add_successor(inner, branch_probability(3, 4))
    inner.add_successor(latch, branch_probability(1, 4))
    latch.add_successor(outer, branch_probability(1, 2))
    latch.add_successor(exit_, branch_probability(1, 2))
    dead.add_successor(inner, branch_probability(1, 1))
    return mf, [entry, outer, inner, latch, exit_, dead]


def test_dominators_and_post_dominators() -> None:
    mf, (entry, outer, inner, latch, exit_, dead) = _nested_loops()
    dt = MachineDominatorTree(mf)
    assert dt.dominates(entry, exit_) and dt.dominates(outer, latch) and dt.dominates(inner, latch)
    assert not dt.dominates(latch, inner) and not dt.dominates(exit_, latch)
    assert dt.get_idom(latch) is inner and dt.get_idom(entry) is None
    assert not dt.is_reachable_from_entry(dead) and dt.dominates(exit_, dead)  # like LLVM
    pdt = MachinePostDominatorTree(mf)
    assert pdt.dominates(exit_, entry) and pdt.dominates(latch, inner) and not pdt.dominates(inner, latch)


def test_loops_nest() -> None:
    mf, (entry, outer, inner, latch, exit_, dead) = _nested_loops()
    mli = MachineLoopInfo(mf)
    lin, lout = mli.get_loop_for(inner), mli.get_loop_for(outer)
    assert lin is not None and lout is not None
    assert lin.header is inner and lout.header is outer
    assert lin.parent is lout and lout.sub_loops == [lin] and lout.contains_loop(lin)
    assert (
        mli.get_loop_for(latch) is lout and mli.get_loop_for(exit_) is None and mli.get_loop_for(dead) is None
    )
    assert [mli.get_loop_depth(b) for b in (entry, outer, inner, latch, exit_, dead)] == [0, 1, 2, 1, 0, 0]
    assert lin.is_loop_exiting(inner) and lout.is_loop_exiting(latch) and not lout.is_loop_exiting(outer)


def test_block_frequencies() -> None:
    mf, (entry, outer, inner, latch, exit_, _dead) = _nested_loops()
    mbfi = MachineBlockFrequencyInfo(mf)
    # outer runs 2x per entry, inner 4x per outer run.
    assert [mbfi.get_block_freq(b) for b in (entry, outer, inner, latch, exit_)] == [1.0, 2.0, 8.0, 2.0, 1.0]
    assert MachineBranchProbabilityInfo.get_edge_probability(inner, inner) == branch_probability(3, 4)


def test_analysis_manager_caches_and_invalidates() -> None:
    mf, _ = _nested_loops()
    am = AnalysisManager(mf)
    mli = am.get(MachineLoopInfoPass)
    assert am.get(MachineLoopInfoPass) is mli
    am.get(MachineBlockFrequencyInfoPass)
    am.invalidate(keep=(MachineLoopInfoPass,))
    assert am.get_cached(MachineLoopInfoPass) is mli and am.get_cached(MachineBlockFrequencyInfoPass) is None
