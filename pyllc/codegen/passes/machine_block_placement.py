"""What it is (LLVM: lib/CodeGen/MachineBlockPlacement.cpp).

``block-placement`` (Branch Probability Basic Block Placement), at -O1 and above.

Layout.  LLVM builds chains of blocks greedily along the most probable successor edges, guided by block
frequencies (MachineBlockFrequencyInfo), loop structure and tail duplication.  pyllc builds the same kind of
chains but conservatively: a block is appended to the chain of its layout predecessor when that predecessor can
fall into it (the selector's order, which follows the IR order), and a block that nothing falls into is placed
right after the predecessor whose most probable successor it is when that predecessor has no fall-through yet;
all other blocks keep their order.  This never lengthens a path and keeps the order llc produces in the common
cases (straight-line code, if/else diamonds, rotated loops).

Probabilities.  The edge probabilities are those SelectionDAG lowering put on the machine CFG from the IR's
BranchProbabilityInfo (``!prof`` weights, loop, noreturn/cold, pointer, zero and floating-point heuristics); with
no block frequencies, the likelihood of an edge stands in for its frequency.

Terminators.  As LLVM does after placing the chains, every block's branches are rewritten for the new layout
(``updateTerminator``): jumps to the next block disappear, a conditional branch to the next block is reversed,
two-way branches branch first to the more probable successor, and ``analyze_branch(allow_modify=True)`` gets a
last chance to clean up.

Tail merging.  As LLVM does when the function has more than three blocks, the laid-out function goes through
BranchFolder once more (``-enable-tail-merge``, ``-branch-fold-placement``): tail merging only, tails of at least
the tail duplication size + 1 instructions (``TargetInstrInfo.get_tail_duplicate_size``; 1 + 1 for optsize), loop headers'
predecessors left alone and only predecessors in the block's own (innermost natural) loop merged.  When tails
were merged the layout is built again; otherwise two-way branches are put back in probability order
(``optimizeBranches``), since tail merging re-creates the branches it looked at.  Placement's tail duplication,
which LLVM runs before, is not implemented.

Alignment.  Loop headers that are entered by a jump, or whose fall-through entry comes from outside the loop,
get the target's preferred loop alignment (``TargetLowering.get_pref_loop_alignment``), as LLVM's ``alignBlocks`` does for
hot loop blocks whose layout entry edge is cold.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.analysis.machine_branch_probability_info import MachineBranchProbabilityInfo
from pyllc.codegen.analysis.machine_loop_info import MachineLoopInfo
from pyllc.codegen.passes.branch_folding import BranchFolder, can_fall_through, update_terminator

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction


class MachineBlockPlacement:
    def __init__(self, mf: MachineFunction, enable_tail_merge: bool = True) -> None:
        self.mf = mf
        self.tii = mf.subtarget.get_instr_info()
        self.enable_tail_merge = enable_tail_merge

    def run(self) -> bool:
        mf = self.mf
        if len(mf.blocks) < 2:
            return False
        self.place()
        # Changing the layout can create new tail merging opportunities; redo the layout when tails merged.
        # (Tail merging also re-creates the branches it looked at, so the branch order is settled afterwards.)
        if len(mf.blocks) > 3 and self.enable_tail_merge:
            if self.tail_merge():
                self.place()
            else:
                self.optimize_branches()
        self.align_blocks()
        return True

    def place(self) -> None:
        mf = self.mf
        original_next = {
            id(b): (mf.blocks[i + 1] if i + 1 < len(mf.blocks) else None) for i, b in enumerate(mf.blocks)
        }
        self.build_layout()
        self.update_terminators(original_next)

    def tail_merge(self) -> bool:
        """LLVM runs BranchFolder after placement with merging only (no hoisting), tails of at least the tail
        duplication size + 1 instructions (the target's ``get_tail_duplicate_size``, 1 for optsize functions), and
        loop information to keep loop headers and loop boundaries intact."""
        mf = self.mf
        tm = mf.target
        opt = tm.opt_level if tm is not None else 2
        tail_dup_size = mf.subtarget.get_instr_info().get_tail_duplicate_size(opt)
        fn = mf.function
        if fn is not None and (fn.attrs.fn.has("minsize") or fn.attrs.fn.has("optsize")):
            tail_dup_size = 1
        return BranchFolder(
            mf,
            min_common_tail_length=tail_dup_size + 1,
            after_block_placement=True,
            mli=MachineLoopInfo(mf),
        ).optimize_function()

    # ----- layout -----
    def build_layout(self) -> None:
        """Greedy chain from the entry along the most probable unplaced successor (LLVM ``buildChain``).

        A successor is skipped when another unplaced predecessor reaches it through a likely edge (>= 80%)
        while this edge is not likely (LLVM's ``hasBetterLayoutPredecessor`` without block frequencies).  When
        no successor qualifies, the next block is the first unplaced block whose predecessors are all placed
        (LLVM's work list, in original order for lack of frequencies), else the first unplaced block.  Blocks
        that fall through into their layout successor without an analyzable branch stay glued to it.
        """
        edge_prob = MachineBranchProbabilityInfo.get_edge_probability
        mf = self.mf
        tii = self.tii
        blocks = list(mf.blocks)
        order = {id(b): i for i, b in enumerate(blocks)}
        # Glue unanalyzable fall-throughs: such a block and its layout successor are one unit.
        glue: dict[int, MachineBasicBlock] = {}
        for i, b in enumerate(blocks[:-1]):
            if tii.analyze_branch(b) is None and can_fall_through(b):
                glue[id(b)] = blocks[i + 1]
        glued_heads = {id(v) for v in glue.values()}
        placed: set[int] = set()
        layout: list[MachineBasicBlock] = []

        def place(b: MachineBasicBlock) -> MachineBasicBlock:
            layout.append(b)
            placed.add(id(b))
            while id(b) in glue and id(glue[id(b)]) not in placed:
                b = glue[id(b)]
                layout.append(b)
                placed.add(id(b))
            return b

        likely = (1 << 31) * 8 // 10
        bb = place(blocks[0])
        while True:
            best = None
            best_prob = -1
            for s in bb.successors:
                if id(s) in placed or s.is_eh_pad or id(s) in glued_heads:
                    continue
                prob = edge_prob(bb, s)
                if prob <= best_prob:
                    continue
                if prob < likely and any(
                    p is not bb and p is not s and id(p) not in placed and edge_prob(p, s) >= likely
                    for p in s.predecessors
                ):
                    continue
                best, best_prob = s, prob
            if best is None:
                for b in blocks:
                    if id(b) in placed or id(b) in glued_heads or b.is_eh_pad:
                        continue
                    if all(id(p) in placed or p is b for p in b.predecessors):
                        best = b
                        break
            if best is None:
                for b in blocks:
                    if id(b) not in placed and id(b) not in glued_heads:
                        best = b
                        break
            if best is None:
                break
            bb = place(best)
        for b in blocks:
            if id(b) not in placed:
                layout.append(b)
        del order
        mf.blocks[:] = layout

    # ----- terminators -----
    def update_terminators(self, original_next: dict[int, Any]) -> None:
        tii = self.tii
        for b in self.mf.blocks:
            if tii.analyze_branch(b) is not None:
                update_terminator(b, original_next[id(b)])
        self.optimize_branches()

    def optimize_branches(self) -> None:
        """LLVM ``optimizeBranches``: a two-way branch goes first to its more probable successor; then a last
        ``analyze_branch(allow_modify=True)`` on every block."""
        edge_prob = MachineBranchProbabilityInfo.get_edge_probability
        tii = self.tii
        for b in self.mf.blocks:
            res = tii.analyze_branch(b)
            if res is None:
                continue
            tbb, fbb, cond = res
            if tbb is not None and cond and fbb is not None:
                pt = edge_prob(b, tbb)
                pf = edge_prob(b, fbb)
                if pf > pt and not tii.reverse_branch_condition(cond):
                    tii.remove_branch(b)
                    tii.insert_branch(b, fbb, tbb, cond)
        for b in self.mf.blocks:
            tii.analyze_branch(b, allow_modify=True)

    # ----- alignment -----
    def align_blocks(self) -> None:
        mf = self.mf
        fn = mf.function
        if fn is not None and (fn.attrs.fn.has("minsize") or fn.attrs.fn.has("optsize")):
            return
        align = mf.subtarget.get_target_lowering().get_pref_loop_alignment()
        if align <= 1:
            return
        mli = MachineLoopInfo(mf)
        blocks = mf.blocks
        for i in range(1, len(blocks)):
            b = blocks[i]
            lp = mli.get_loop_for(b)
            if lp is None or lp.header is not b:
                continue
            body = lp.blocks
            layout_pred = blocks[i - 1]
            if not layout_pred.is_successor(b) or id(layout_pred) not in body:
                b.alignment = max(b.alignment, align)


@dataclass(frozen=True, slots=True)
class MachineBlockPlacementPass:
    """``block-placement``: Branch Probability Basic Block Placement."""

    name: ClassVar[str] = "block-placement"
    description: ClassVar[str] = "Branch Probability Basic Block Placement"

    #: ``-enable-tail-merge`` (None: on) and ``-branch-fold-placement``: tail merging after the layout.
    enable_tail_merge: bool | None = None
    branch_fold_placement: bool = True

    def run(self, mf: MachineFunction, am: Any) -> bool:
        return MachineBlockPlacement(
            mf, enable_tail_merge=self.enable_tail_merge is not False and self.branch_fold_placement
        ).run()
