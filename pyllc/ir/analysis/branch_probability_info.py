"""What it is (LLVM: lib/Analysis/BranchProbabilityInfo.cpp, LLVM 14): the probability of each CFG edge.

Probabilities are LLVM's ``BranchProbability`` numerators over ``1 << 31``.  For every block reachable from the
entry with two or more successors the first heuristic that applies decides, in LLVM's order:

1. ``!prof`` ``branch_weights`` on a ``br``/``switch``/``indirectbr``/``invoke`` (weights scaled to 32 bits; an
   edge into a block whose estimated weight is zero gets at most the lowest probability, the rest scaled up).
2. Estimated block weights (``calcEstimatedHeuristics``): blocks ending in ``unreachable`` weigh 0 (1 with a
   ``noreturn`` call), unwind destinations 1, blocks with a ``cold`` call 0xffff, all other blocks, when no
   weight reaches them, 0xfffff.  Weights flow up the dominator line while the block post-dominates, and into
   loops' entering blocks through the maximum weight of the loop exits.  An edge leaving a loop is divided by
   the trip count 31 (124/4); a successor that the loop's own induction makes the branch skip next time
   (``computeUnlikelySuccessors``) is halved.
3. Pointer compares: ``p == q`` is taken with 12/32, ``p != q`` with 20/32.
4. Integer compares with 0, 1, -1, and the results of ``strcmp``-like calls: ``x == 0``, ``x < 0``, ``x <= 0``
   unlikely (12/32), ``x != 0``, ``x > 0``, ``x >= 0`` likely (20/32).
5. Floating-point compares: ``ord`` (1024*1024-1 : 1), ``uno`` the reverse, equality 20/32 against 12/32.

Blocks no heuristic decides have no stored probabilities: each successor index gets 1/N.  Loops are natural
loops (:mod:`pyllc.ir.analysis.loop_info`); irreducible cycles are strongly connected components of more than
one block, as in LLVM's ``SccInfo``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from pyllc.ir import instructions as I
from pyllc.ir.call_attrs import call_fn_has_attr
from pyllc.ir.types import IntegerTyID as _INTEGER_TID, PointerTyID as _POINTER_TID
from pyllc.ir.analysis.dominators import DominatorTree
from pyllc.ir.analysis.loop_info import Loop, LoopInfo
from pyllc.ir.analysis.post_dominators import PostDominatorTree
from pyllc.ir.constants import ConstantInt
from pyllc.ir.metadata import MD_prof, MDNode, MDString, MetadataShapeError, get_branch_weights
from pyllc.support.bits import sext

if TYPE_CHECKING:
    from pyllc.ir.module import Function
    from pyllc.ir.values import BasicBlock

__all__ = ["BranchProbabilityInfo", "PROB_ONE"]

PROB_ONE: Final = 1 << 31
UINT32_MAX: Final = 0xFFFFFFFF


def _prob(n: int, d: int) -> int:
    """``BranchProbability(n, d)``."""
    if d == PROB_ONE:
        return n
    return (n * PROB_ONE + d // 2) // d


# Heuristic probabilities.
LBH_TAKEN_WEIGHT: Final = 124
LBH_NONTAKEN_WEIGHT: Final = 4
UR_TAKEN_PROB: Final = 1
PTR_TAKEN: Final = _prob(20, 32)
PTR_UNTAKEN: Final = _prob(12, 32)
FPH_ORD_WEIGHT: Final = 1024 * 1024 - 1
FPH_UNO_WEIGHT: Final = 1
FP_ORD_TAKEN: Final = _prob(FPH_ORD_WEIGHT, FPH_ORD_WEIGHT + FPH_UNO_WEIGHT)
FP_ORD_UNTAKEN: Final = _prob(FPH_UNO_WEIGHT, FPH_ORD_WEIGHT + FPH_UNO_WEIGHT)

# BlockExecWeight.
W_ZERO: Final = 0
W_LOWEST_NON_ZERO: Final = 1
W_UNREACHABLE: Final = 0
W_NORETURN: Final = 1
W_UNWIND: Final = 1
W_COLD: Final = 0xFFFF
W_DEFAULT: Final = 0xFFFFF

# icmp predicates (CmpInst::Predicate).
ICMP_EQ, ICMP_NE, ICMP_UGT, ICMP_UGE, ICMP_ULT, ICMP_ULE, ICMP_SGT, ICMP_SGE, ICMP_SLT, ICMP_SLE = range(
    32, 42
)
FCMP_OEQ, FCMP_ONE, FCMP_ORD, FCMP_UNO, FCMP_UEQ, FCMP_UNE = 1, 6, 7, 8, 9, 14

_LIKELY: Final = (PTR_TAKEN, PTR_UNTAKEN)
_UNLIKELY: Final = (PTR_UNTAKEN, PTR_TAKEN)
ICMP_WITH_ZERO: Final = {ICMP_EQ: _UNLIKELY, ICMP_NE: _LIKELY, ICMP_SLT: _UNLIKELY, ICMP_SGT: _LIKELY}
ICMP_WITH_MINUS_ONE: Final = {ICMP_EQ: _UNLIKELY, ICMP_NE: _LIKELY, ICMP_SGT: _LIKELY}
ICMP_WITH_ONE: Final = {ICMP_SLT: _UNLIKELY}
ICMP_WITH_LIB_CALL: Final = {ICMP_EQ: _UNLIKELY, ICMP_NE: _LIKELY}
FCMP_TABLE: Final = {FCMP_ORD: (FP_ORD_TAKEN, FP_ORD_UNTAKEN), FCMP_UNO: (FP_ORD_UNTAKEN, FP_ORD_TAKEN)}
#: Predicates ``CmpInst::isTrueWhenEqual`` holds for among the fcmp equality predicates.
_FCMP_TRUE_WHEN_EQUAL: Final = frozenset((FCMP_UEQ,))
_CMP_LIB_FUNCS: Final = frozenset(("strcasecmp", "strcmp", "strncasecmp", "strncmp", "memcmp", "bcmp"))


def _int_const(v: Any) -> ConstantInt | None:
    """``GetConstantInt``: a ConstantInt, looking through a bitcast instruction."""
    if isinstance(v, I.Instruction) and v.opcode == I.BitCast:
        v = v.operands[0]
    return v if isinstance(v, ConstantInt) else None


def _fold_binop(op: int, a: int, b: int, bits: int) -> int | None:
    """``ConstantExpr::get`` of an integer binary operator on unsigned values, None when it does not fold."""
    mask = (1 << bits) - 1
    if op == I.Add:
        return (a + b) & mask
    if op == I.Sub:
        return (a - b) & mask
    if op == I.Mul:
        return (a * b) & mask
    if op == I.And:
        return a & b
    if op == I.Or:
        return a | b
    if op == I.Xor:
        return a ^ b
    if op in (I.Shl, I.LShr, I.AShr):
        if b >= bits:
            return None
        if op == I.Shl:
            return (a << b) & mask
        if op == I.LShr:
            return a >> b
        return (sext(a, bits) >> b) & mask
    if b == 0:
        return None
    if op == I.UDiv:
        return a // b
    if op == I.URem:
        return a % b
    if op in (I.SDiv, I.SRem):
        sa, sb = sext(a, bits), sext(b, bits)
        q = abs(sa) // abs(sb) * (1 if (sa < 0) == (sb < 0) else -1)
        return (q if op == I.SDiv else sa - q * sb) & mask
    return None


def _icmp(pred: int, a: int, b: int, bits: int) -> bool | None:
    if pred == ICMP_EQ:
        return a == b
    if pred == ICMP_NE:
        return a != b
    if pred in (ICMP_SGT, ICMP_SGE, ICMP_SLT, ICMP_SLE):
        a, b = sext(a, bits), sext(b, bits)
        pred -= 4
    if pred == ICMP_UGT:
        return a > b
    if pred == ICMP_UGE:
        return a >= b
    if pred == ICMP_ULT:
        return a < b
    if pred == ICMP_ULE:
        return a <= b
    return None


class BranchProbabilityInfo:
    """Edge probabilities of one function (LLVM ``BranchProbabilityInfo::calculate``)."""

    __slots__ = (
        "index",
        "succs",
        "preds",
        "probs",
        "loop_for",
        "scc_of",
        "scc_blocks",
        "block_weight",
        "loop_weight",
        "blocks",
    )

    def __init__(self, fn: Function) -> None:
        blocks = fn.blocks
        self.blocks = blocks
        index: dict[BasicBlock, int] = {bb: i for i, bb in enumerate(blocks)}
        self.index = index
        n = len(blocks)
        succs: list[list[int]] = []
        for bb in blocks:
            insts = bb.instructions
            if insts and insts[-1].is_terminator():
                succs.append([index[s] for s in insts[-1].successors()])
            else:
                succs.append([])
        self.succs = succs
        #: block number -> the probability of each successor index (only blocks a heuristic decided).
        self.probs: dict[int, list[int]] = {}
        if not n or not any(len(s) > 1 for s in succs):
            return
        preds: list[list[int]] = [[] for _ in range(n)]
        for b in range(n):
            for s in succs[b]:
                preds[s].append(b)
        self.preds = preds
        dt = DominatorTree(fn)
        li = LoopInfo(n, succs, preds, dt)
        self.loop_for = li.loop_for
        self._compute_sccs(n, dt.rpo)
        self.block_weight: dict[int, int] = {}
        self.loop_weight: dict[Any, int] = {}
        self._compute_estimated_block_weights(dt, PostDominatorTree(n, succs))
        probs = self.probs
        for b in dt.rpo:
            if len(succs[b]) < 2:
                continue
            term = blocks[b].instructions[-1]
            p = (
                self._calc_metadata_weights(b, term)
                or self._calc_estimated_heuristics(b, term)
                or self._calc_pointer_heuristics(term)
                or self._calc_zero_heuristics(term)
                or self._calc_floating_point_heuristics(term)
            )
            if p:
                probs[b] = p
        self.block_weight = {}
        self.loop_weight = {}

    # --- queries ----------------------------------------------------------------------------------------------

    def get_edge_probability_index(self, src: BasicBlock, i: int) -> int:
        """``getEdgeProbability(Src, IndexInSuccessors)``."""
        b = self.index[src]
        p = self.probs.get(b)
        if p is None:
            return _prob(1, len(self.succs[b]))
        return p[i]

    def get_edge_probability(self, src: BasicBlock, dst: BasicBlock) -> int:
        """``getEdgeProbability(Src, Dst)``: the sum over the successor indices that lead to ``dst``."""
        b = self.index[src]
        d = self.index.get(dst, -1)
        succs = self.succs[b]
        p = self.probs.get(b)
        if p is None:
            return _prob(succs.count(d), len(succs)) if succs else 0
        total = 0
        for i, s in enumerate(succs):
            if s == d:
                total = min(total + p[i], PROB_ONE)
        return total

    # --- loops and SCCs ---------------------------------------------------------------------------------------

    def _compute_sccs(self, n: int, rpo: list[int]) -> None:
        """``SccInfo``: strongly connected components of more than one block (Tarjan, iteratively)."""
        succs = self.succs
        scc_of = [-1] * n
        scc_blocks: list[list[int]] = []
        if len(rpo) > 1:
            num = [-1] * n
            low = [0] * n
            on_stack = [False] * n
            stack: list[int] = []
            counter = 0
            root = rpo[0]
            num[root] = low[root] = 0
            counter = 1
            stack.append(root)
            on_stack[root] = True
            work: list[tuple[int, int]] = [(root, 0)]
            while work:
                v, i = work[-1]
                s = succs[v]
                if i < len(s):
                    work[-1] = (v, i + 1)
                    w = s[i]
                    if num[w] < 0:
                        num[w] = low[w] = counter
                        counter += 1
                        stack.append(w)
                        on_stack[w] = True
                        work.append((w, 0))
                    elif on_stack[w] and num[w] < low[v]:
                        low[v] = num[w]
                    continue
                work.pop()
                if work:
                    u = work[-1][0]
                    if low[v] < low[u]:
                        low[u] = low[v]
                if low[v] == num[v]:
                    comp: list[int] = []
                    while True:
                        w = stack.pop()
                        on_stack[w] = False
                        comp.append(w)
                        if w == v:
                            break
                    if len(comp) > 1:
                        k = len(scc_blocks)
                        scc_blocks.append(comp)
                        for w in comp:
                            scc_of[w] = k
        # A block in a natural loop is described by its loop, not by its SCC (LoopBlock).
        loop_for = self.loop_for
        self.scc_of = [s if loop_for[b] is None else -1 for b, s in enumerate(scc_of)]
        self.scc_blocks = scc_blocks

    def _is_scc_header(self, b: int, scc: int) -> bool:
        scc_of = self.scc_of
        return any(scc_of[p] != scc for p in self.preds[b])

    def _loop_key(self, b: int) -> Any:
        """``LoopBlock::getLoopData`` as a dictionary key."""
        lp = self.loop_for[b]
        return lp if lp is not None else -1 - self.scc_of[b]

    def _is_loop_entering(self, src: int, dst: int) -> bool:
        dl = self.loop_for[dst]
        if dl is not None and not dl.contains_loop(self.loop_for[src]):
            return True
        ds = self.scc_of[dst]
        return ds != -1 and self.scc_of[src] != ds

    def _is_loop_exiting(self, src: int, dst: int) -> bool:
        return self._is_loop_entering(dst, src)

    def _belongs_to_loop(self, b: int) -> bool:
        return self.loop_for[b] is not None or self.scc_of[b] != -1

    # --- estimated block weights ------------------------------------------------------------------------------

    def _initial_block_weight(self, b: int) -> int | None:
        """``getInitialEstimatedBlockWeight``."""
        insts = self.blocks[b].instructions
        if insts and insts[-1].opcode == I.Unreachable:
            for inst in reversed(insts):
                if inst.opcode == I.Call and call_fn_has_attr(inst, "noreturn"):
                    return W_NORETURN
            return W_UNREACHABLE
        bb = self.blocks[b]
        for p in self.preds[b]:
            t = self.blocks[p].instructions[-1]
            if t.opcode == I.Invoke and t.operands[-2] is bb:
                return W_UNWIND
        for inst in insts:
            if inst.opcode == I.Call and call_fn_has_attr(inst, "cold"):
                return W_COLD
        return None

    def _edge_weight(self, src: int, dst: int) -> int | None:
        """``getEstimatedEdgeWeight``: a loop's weight for an edge entering it, else the target's weight."""
        if self._is_loop_entering(src, dst):
            return self.loop_weight.get(self._loop_key(dst))
        return self.block_weight.get(dst)

    def _max_edge_weight(self, src: int, dsts: list[int]) -> int | None:
        best: int | None = None
        for d in dsts:
            w = self._edge_weight(src, d)
            if w is None:
                return None
            if best is None or best < w:
                best = w
        return best

    def _update_block_weight(self, b: int, weight: int, block_work: list[int], loop_work: list[int]) -> bool:
        """``updateEstimatedBlockWeight``."""
        bw = self.block_weight
        if b in bw:
            return False
        bw[b] = weight
        for p in self.preds[b]:
            if self._is_loop_exiting(p, b):
                if self._loop_key(p) not in self.loop_weight:
                    loop_work.append(p)
            elif p not in bw:
                block_work.append(p)
        return True

    def _propagate_block_weight(
        self,
        b: int,
        dt: DominatorTree,
        pdt: PostDominatorTree,
        weight: int,
        block_work: list[int],
        loop_work: list[int],
    ) -> None:
        """``propagateEstimatedBlockWeight``: up the dominator line while ``b`` post-dominates."""
        idom = dt.idom
        d = b
        while True:
            if not pdt.dominates(b, d):
                break
            if not (self._is_loop_entering(d, b) or self._is_loop_exiting(d, b)):
                if not self._update_block_weight(d, weight, block_work, loop_work):
                    break
            elif self._is_loop_exiting(d, b):
                loop_work.append(d)
            up = idom[d]
            if up == d or up < 0:
                break
            d = up

    def _loop_exits(self, b: int) -> list[int]:
        lp = self.loop_for[b]
        if lp is not None:
            return lp.exit_blocks(self.succs)
        scc = self.scc_of[b]
        scc_of = self.scc_of
        return [s for m in self.scc_blocks[scc] for s in self.succs[m] if scc_of[s] != scc]

    def _loop_enters(self, b: int) -> list[int]:
        lp = self.loop_for[b]
        if lp is not None:
            return list(self.preds[lp.header])
        scc = self.scc_of[b]
        scc_of = self.scc_of
        return [
            p
            for m in self.scc_blocks[scc]
            if self._is_scc_header(m, scc)
            for p in self.preds[m]
            if scc_of[p] != scc
        ]

    def _compute_estimated_block_weights(self, dt: DominatorTree, pdt: PostDominatorTree) -> None:
        """``computeEestimateBlockWeight``."""
        block_work: list[int] = []
        loop_work: list[int] = []
        for b in dt.rpo:
            w = self._initial_block_weight(b)
            if w is not None:
                self._propagate_block_weight(b, dt, pdt, w, block_work, loop_work)
        bw = self.block_weight
        lw = self.loop_weight
        while block_work or loop_work:
            while loop_work:
                b = loop_work.pop()
                key = self._loop_key(b)
                if key in lw:
                    continue
                w = self._max_edge_weight(b, self._loop_exits(b))
                if w is not None:
                    if w <= W_UNREACHABLE:
                        w = W_LOWEST_NON_ZERO
                    lw[key] = w
                    block_work.extend(self._loop_enters(b))
            while block_work:
                b = block_work.pop()
                if b in bw:
                    continue
                w = self._max_edge_weight(b, self.succs[b])
                if w is not None:
                    self._propagate_block_weight(b, dt, pdt, w, block_work, loop_work)

    # --- heuristics -------------------------------------------------------------------------------------------

    def _calc_metadata_weights(self, b: int, term: Any) -> list[int] | None:
        """``calcMetadataWeights``."""
        if term.opcode not in (I.Br, I.Switch, I.IndirectBr, I.Invoke) or not term.md:
            return None
        node = None
        for kind, md in term.md:
            if kind == MD_prof:
                node = md
        succs = self.succs[b]
        if not isinstance(node, MDNode) or len(node.operands) != len(succs) + 1:
            return None
        ops = node.operands
        if not isinstance(ops[0], MDString) or ops[0].string != "branch_weights":
            return None
        try:
            weights = list(get_branch_weights(node))
        except MetadataShapeError:
            return None
        total = sum(weights)
        unreachable: list[int] = []
        reachable: list[int] = []
        for i, s in enumerate(succs):
            w = self._edge_weight(b, s)
            (unreachable if w is not None and w <= W_UNREACHABLE else reachable).append(i)
        if total > UINT32_MAX:
            scale = total // UINT32_MAX + 1
            weights = [w // scale for w in weights]
            total = sum(weights)
        if total == 0 or not reachable:
            weights = [1] * len(succs)
            total = len(succs)
        bp = [_prob(w, total) for w in weights]
        if not unreachable or not reachable:
            return bp
        for i in unreachable:
            if UR_TAKEN_PROB < bp[i]:
                bp[i] = UR_TAKEN_PROB
        new_unreachable = 0
        for i in unreachable:
            new_unreachable = min(new_unreachable + bp[i], PROB_ONE)
        new_reachable = max(PROB_ONE - new_unreachable, 0)
        old_reachable = 0
        for i in reachable:
            old_reachable = min(old_reachable + bp[i], PROB_ONE)
        if old_reachable != new_reachable:
            if old_reachable == 0:
                per_edge = new_reachable // len(reachable)
                for i in reachable:
                    bp[i] = per_edge
            else:
                for i in reachable:
                    bp[i] = (new_reachable * bp[i] + old_reachable // 2) // old_reachable
        return bp

    def _unlikely_successors(self, b: int, term: Any, loop: Loop) -> set[int]:
        """``computeUnlikelySuccessors``: successors whose incoming constant makes the loop's branch go the
        other way next time."""
        out: set[int] = set()
        if term.opcode != I.Br or len(term.operands) != 3:
            return out
        ci = term.operands[0]
        if not isinstance(ci, I.Instruction) or ci.opcode != I.ICmp:
            return out
        lhs, cmp_const = ci.operands
        if not isinstance(lhs, I.Instruction) or not isinstance(cmp_const, ConstantInt):
            return out
        index = self.index
        chain: list[Any] = []
        cur: Any = lhs
        while (
            isinstance(cur, I.Instruction)
            and cur.opcode != I.PHI
            and cur.opcode in I.BINARY_OPS
            and isinstance(cur.operands[1], ConstantInt)
        ):
            if cur.parent is None or index.get(cur.parent, -1) not in loop.blocks:
                return out
            chain.append(cur)
            cur = cur.operands[0]
        if not isinstance(cur, I.Instruction) or cur.opcode != I.PHI or index[cur.parent] not in loop.blocks:
            return out
        bits = ci.operands[0].type.bits
        succ_set = set(self.succs[b])
        s0 = index[term.operands[1]]
        s1 = index[term.operands[2]]
        visited = {id(cur)}
        work = [cur]
        while work:
            phi = work.pop()
            seen_blocks: set[int] = set()
            for v, blk in zip(phi.operands, phi.extra):
                bi = index[blk]
                if bi not in loop.blocks or bi in seen_blocks:
                    continue
                seen_blocks.add(bi)
                if isinstance(v, I.Instruction) and v.opcode == I.PHI:
                    if id(v) not in visited:
                        visited.add(id(v))
                        work.append(v)
                    continue
                if not isinstance(v, ConstantInt) or bi not in succ_set:
                    continue
                val: int | None = v.value & ((1 << bits) - 1)
                for inst in reversed(chain):
                    if inst.opcode not in I.INT_BINARY_OPS or val is None:
                        val = None
                        break
                    val = _fold_binop(inst.opcode, val, inst.operands[1].value & ((1 << bits) - 1), bits)
                if val is None:
                    continue
                r = _icmp(ci.pred, val, cmp_const.value & ((1 << bits) - 1), bits)
                if r is None:
                    continue
                if (not r and bi == s0) or (r and bi == s1):
                    out.add(bi)
        return out

    def _calc_estimated_heuristics(self, b: int, term: Any) -> list[int] | None:
        """``calcEstimatedHeuristics``."""
        loop = self.loop_for[b]
        unlikely = self._unlikely_successors(b, term, loop) if loop is not None else ()
        trip_count = LBH_TAKEN_WEIGHT // LBH_NONTAKEN_WEIGHT
        found = False
        weights: list[int] = []
        total = 0
        for s in self.succs[b]:
            w = self._edge_weight(b, s)
            if self._is_loop_exiting(b, s) and w != W_ZERO:
                w = max(W_LOWEST_NON_ZERO, (W_DEFAULT if w is None else w) // trip_count)
            if s in unlikely and w != W_ZERO:
                w = max(W_LOWEST_NON_ZERO, (W_DEFAULT if w is None else w) // 2)
            if w is not None:
                found = True
            else:
                w = W_DEFAULT
            total += w
            weights.append(w)
        if not found or total == 0:
            return None
        if total > UINT32_MAX:
            scale = total // UINT32_MAX + 1
            weights = [max(w // scale, W_LOWEST_NON_ZERO) for w in weights]
            total = sum(weights)
        return [_prob(w, total) for w in weights]

    @staticmethod
    def _cond_branch_cmp(term: Any, opcode: int) -> Any:
        if term.opcode != I.Br or len(term.operands) != 3:
            return None
        c = term.operands[0]
        if isinstance(c, I.Instruction) and c.opcode == opcode:
            return c
        return None

    def _calc_pointer_heuristics(self, term: Any) -> list[int] | None:
        """``calcPointerHeuristics``: pointer equality compares."""
        ci = self._cond_branch_cmp(term, I.ICmp)
        if ci is None or ci.pred not in (ICMP_EQ, ICMP_NE):
            return None
        lhs = ci.operands[0]
        if getattr(lhs.type, "tid", None) != _POINTER_TID:
            return None
        return list(_LIKELY if ci.pred == ICMP_NE else _UNLIKELY)

    def _calc_zero_heuristics(self, term: Any) -> list[int] | None:
        """``calcZeroHeuristics``: integer compares with 0, 1 and -1, and ``strcmp``-like results."""
        ci = self._cond_branch_cmp(term, I.ICmp)
        if ci is None:
            return None
        cv = _int_const(ci.operands[1])
        if cv is None:
            return None
        lhs = ci.operands[0]
        if isinstance(lhs, I.Instruction) and lhs.opcode == I.And:
            mask = _int_const(lhs.operands[1])
            if mask is not None:
                m = mask.value & ((1 << mask.type.bits) - 1)
                if m and m & (m - 1) == 0:
                    return None
        bits = cv.type.bits
        value = cv.value & ((1 << bits) - 1)
        table: dict[int, tuple[int, int]]
        if isinstance(lhs, I.Instruction) and lhs.opcode == I.Call and _is_cmp_lib_call(lhs):
            table = ICMP_WITH_LIB_CALL
        elif value == 0:
            table = ICMP_WITH_ZERO
        elif value == 1:
            table = ICMP_WITH_ONE
        elif value == (1 << bits) - 1:
            table = ICMP_WITH_MINUS_ONE
        else:
            return None
        p = table.get(ci.pred)
        return list(p) if p is not None else None

    def _calc_floating_point_heuristics(self, term: Any) -> list[int] | None:
        """``calcFloatingPointHeuristics``."""
        fc = self._cond_branch_cmp(term, I.FCmp)
        if fc is None:
            return None
        pred = fc.pred
        if pred in (FCMP_OEQ, FCMP_ONE, FCMP_UEQ, FCMP_UNE):
            return list(_UNLIKELY if pred in _FCMP_TRUE_WHEN_EQUAL else _LIKELY)
        p = FCMP_TABLE.get(pred)
        return list(p) if p is not None else None


def _is_cmp_lib_call(call: Any) -> bool:
    """``TargetLibraryInfo::getLibFunc`` for the compare functions of ``ICmpWithLibCallTable``, by name and an
    integer result."""
    callee = call.operands[-1]
    name = getattr(callee, "name", None)
    if name not in _CMP_LIB_FUNCS or not hasattr(callee, "blocks"):
        return False
    return getattr(call.type, "tid", None) == _INTEGER_TID


def print_branch_probabilities(fn: Function) -> str:
    """The text of LLVM's ``print<branch-prob>`` for one function (``BranchProbabilityInfo::print``)."""
    bpi = BranchProbabilityInfo(fn)
    lines = [f"Printing analysis results of BPI for function '{fn.name}':", "---- Branch Probabilities ----"]
    hot = _prob(4, 5)
    for bb in fn.blocks:
        insts = bb.instructions
        if not insts or not insts[-1].is_terminator():
            continue
        for succ in insts[-1].successors():
            p = bpi.get_edge_probability(bb, succ)
            pct = round(p / PROB_ONE * 100.0 * 100.0) / 100.0
            lines.append(
                f"  edge {bb.name} -> {succ.name} probability is 0x{p:08x} / 0x80000000 = {pct:.2f}%"
                + (" [HOT edge]" if p > hot else "")
            )
    return "\n".join(lines) + "\n"
