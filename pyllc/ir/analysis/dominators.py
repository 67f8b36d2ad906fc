"""What it is (LLVM: lib/IR/Dominators.cpp, include/llvm/Support/GenericDomTree.h): the dominator tree of a function.

Block A *dominates* block B when every path from the entry to B passes through A.  Each
reachable block except the entry has an *immediate dominator* (idom), the closest strict
dominator; the idom links form the dominator tree.

Algorithm (Cooper, Harvey, Kennedy, "A Simple, Fast Dominance Algorithm", 2001)
-------------------------------------------------------------------------------
1. Number the blocks reachable from the entry in reverse post-order (RPO) with an
   iterative depth-first search (no recursion: functions may have thousands of blocks).
2. ``idom[entry] = entry``; every other idom starts undefined.
3. Repeat until nothing changes: for each block B in RPO except the entry, take its first
   processed predecessor as ``new_idom`` and ``intersect`` it with every other processed
   predecessor; set ``idom[B] = new_idom``.  ``intersect(a, b)`` walks the two fingers up
   the current tree, always moving the one with the larger RPO number, until they meet.
   On reducible CFGs this converges in two passes.
4. Queries: a DFS over the finished tree gives every block an interval ``[in, out]``; A
   dominates B iff A's interval contains B's (O(1)).  Blocks not reachable from the entry
   are outside the tree: as in LLVM, every block dominates an unreachable one, and an
   unreachable block dominates nothing reachable.

Instruction-level dominance (LLVM: DominatorTree::dominates(const Instruction*, const Use&))
adds three rules: inside one block the definition must come first; a use in a PHI node
happens at the end of the incoming block; an ``invoke``'s (or ``callbr``'s) result exists
only on the edge to its normal destination.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyllc.ir import instructions as I

from pyllc.ir.values import BasicBlock

if TYPE_CHECKING:
    from pyllc.ir.instructions import Instruction
    from pyllc.ir.module import Function

__all__ = ["DominatorTree", "compute_idoms", "predecessors_map", "tree_intervals"]


def predecessors_map(fn: Function) -> dict[BasicBlock, list[BasicBlock]]:
    """Each block's predecessors, one entry per CFG edge, in block order (LLVM: predecessors())."""
    preds: dict[BasicBlock, list[BasicBlock]] = {bb: [] for bb in fn.blocks}
    for bb in fn.blocks:
        insts = bb.instructions
        if not insts or not insts[-1].is_terminator():
            continue
        for succ in insts[-1].successors():
            lst = preds.get(succ)
            if lst is not None:
                lst.append(bb)
    return preds


def compute_idoms(n: int, succs: list[list[int]], root: int, idom: list[int]) -> list[int]:
    """Immediate dominators of the nodes ``0..n-1`` of a graph given by successor lists, from ``root``
    (steps 1-3 of the module docstring); fills ``idom`` (-1 for nodes not reachable from ``root``) and
    returns the reverse post order."""
    # 1. Iterative DFS post-order from the root.
    visited = [False] * n
    post: list[int] = []
    stack: list[tuple[int, int]] = [(root, 0)]
    visited[root] = True
    while stack:
        b, i = stack[-1]
        s = succs[b]
        if i < len(s):
            stack[-1] = (b, i + 1)
            c = s[i]
            if not visited[c]:
                visited[c] = True
                stack.append((c, 0))
        else:
            stack.pop()
            post.append(b)
    rpo = post[::-1]
    order = [-1] * n  # node -> RPO number
    for k, b in enumerate(rpo):
        order[b] = k
    pred_idx: list[list[int]] = [[] for _ in range(n)]
    for b in rpo:
        for c in succs[b]:
            pred_idx[c].append(b)
    # 2-3. Cooper-Harvey-Kennedy fixpoint.
    idom[root] = root
    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            new = -1
            for p in pred_idx[b]:
                if idom[p] == -1:
                    continue
                if new == -1:
                    new = p
                    continue
                f1, f2 = p, new
                while f1 != f2:
                    while order[f1] > order[f2]:
                        f1 = idom[f1]
                    while order[f2] > order[f1]:
                        f2 = idom[f2]
                new = f1
            if idom[b] != new:
                idom[b] = new
                changed = True
    return rpo


def tree_intervals(
    n: int, rpo: list[int], idom: list[int], root: int, tin: list[int], tout: list[int]
) -> None:
    """Step 4: DFS intervals over the finished tree (children in RPO order, for determinism)."""
    children: list[list[int]] = [[] for _ in range(n)]
    for b in rpo[1:]:
        children[idom[b]].append(b)
    clock = 0
    st: list[tuple[int, int]] = [(root, 0)]
    tin[root] = clock
    clock += 1
    while st:
        b, i = st[-1]
        ch = children[b]
        if i < len(ch):
            st[-1] = (b, i + 1)
            c = ch[i]
            tin[c] = clock
            clock += 1
            st.append((c, 0))
        else:
            st.pop()
            tout[b] = clock
            clock += 1


class DominatorTree:
    """Dominators of one function's blocks (LLVM: DominatorTree)."""

    __slots__ = ("fn", "blocks", "index", "rpo", "idom", "_in", "_out", "preds", "_inst_pos")

    def __init__(self, fn: Function, preds: dict[BasicBlock, list[BasicBlock]] | None = None) -> None:
        self.fn = fn
        self.blocks = fn.blocks
        self.index: dict[BasicBlock, int] = {bb: i for i, bb in enumerate(fn.blocks)}
        self.preds = preds if preds is not None else predecessors_map(fn)
        self._inst_pos: dict[Instruction, int] = {}
        n = len(self.blocks)
        self.rpo: list[int] = []
        self.idom: list[int] = [-1] * n  # block index -> idom block index (-1: unreachable/undefined)
        self._in: list[int] = [-1] * n
        self._out: list[int] = [-1] * n
        if n:
            self._compute()

    def _successor_indices(self, b: int) -> list[int]:
        insts = self.blocks[b].instructions
        if not insts or not insts[-1].is_terminator():
            return []
        index = self.index
        return [index[s] for s in insts[-1].successors() if s in index]

    def _compute(self) -> None:
        n = len(self.blocks)
        succs = [self._successor_indices(b) for b in range(n)]
        self.rpo = compute_idoms(n, succs, 0, self.idom)
        tree_intervals(n, self.rpo, self.idom, 0, self._in, self._out)

    # ------------------------------------------------------------------ block queries

    def is_reachable_from_entry(self, bb: BasicBlock) -> bool:
        i = self.index.get(bb)
        return i is not None and self._in[i] >= 0

    def get_idom(self, bb: BasicBlock) -> BasicBlock | None:
        """The immediate dominator (None for the entry and unreachable blocks)."""
        i = self.index[bb]
        if i == 0 or self.idom[i] < 0:
            return None
        return self.blocks[self.idom[i]]

    def dominates_block(self, a: BasicBlock, b: BasicBlock) -> bool:
        """A dominates B (reflexive); every block dominates an unreachable block."""
        ia, ib = self.index[a], self.index[b]
        if self._in[ib] < 0:
            return True
        if self._in[ia] < 0:
            return False
        return self._in[ia] <= self._in[ib] and self._out[ib] <= self._out[ia]

    def properly_dominates_block(self, a: BasicBlock, b: BasicBlock) -> bool:
        return a is not b and self.dominates_block(a, b)

    def dominates_edge(self, start: BasicBlock, end: BasicBlock, use_bb: BasicBlock) -> bool:
        """The CFG edge start->end dominates ``use_bb`` (LLVM: dominates(const BasicBlockEdge&, ...))."""
        if not self.dominates_block(end, use_bb):
            return False
        preds = self.preds.get(end, [])
        if preds.count(start) > 1:
            return False
        for p in preds:
            if p is start:
                continue
            if not self.dominates_block(end, p):
                return False
        return True

    # ------------------------------------------------------------------ instruction queries

    def _pos(self, inst: Instruction) -> int:
        pos = self._inst_pos
        p = pos.get(inst)
        if p is None:
            bb = inst.parent
            assert bb is not None
            for k, x in enumerate(bb.instructions):
                pos[x] = k
            p = pos[inst]
        return p

    def dominates_use(
        self, d: Instruction, user: Instruction, incoming_block: BasicBlock | None = None
    ) -> bool:
        """Definition ``d`` dominates its use by ``user``; ``incoming_block`` is the PHI edge source for PHI uses."""
        def_bb = d.parent
        assert def_bb is not None
        if incoming_block is not None:
            use_bb = incoming_block
        else:
            use_bb = user.parent
            assert use_bb is not None
        if not self.is_reachable_from_entry(use_bb):
            return True
        if not self.is_reachable_from_entry(def_bb):
            return False
        op = d.opcode
        if op == I.Invoke or op == I.CallBr:
            if op == I.Invoke:
                normal = d.operands[-3]
            else:
                normal = d.operands[-2 - d.extra.num_indirect]
            if incoming_block is not None:
                # A PHI use on the edge from the invoke's block itself to its normal destination.
                if incoming_block is def_bb and user.parent is normal:
                    return True
            assert isinstance(normal, BasicBlock)
            return self.dominates_edge(def_bb, normal, use_bb)
        if incoming_block is not None:
            return self.dominates_block(def_bb, use_bb)
        if def_bb is not use_bb:
            return self.dominates_block(def_bb, use_bb)
        if user.opcode == I.PHI:
            return True  # a PHI's non-edge use: handled by the caller
        return self._pos(d) < self._pos(user)
