"""Switch lowering (LLVM: lib/CodeGen/SwitchLoweringUtils.cpp, the switch part of SelectionDAGBuilder.cpp,
include/llvm/CodeGen/SwitchLoweringUtils.h).

What it is.  A ``switch`` becomes a tree of compares and branches built from *case clusters*:

1. ``sort_and_rangeify``: the cases sorted by value, adjacent values with the same destination merged into one
   range cluster ``[low, high] -> block`` whose probability is the sum of its cases'.
2. ``find_jump_tables``: runs of clusters dense enough (LLVM's density and size thresholds from the target
   lowering: at least ``minimum_jump_table_entries`` cases, 10% density, 40% when optimizing for size) become
   one jump-table cluster, partitioned by LLVM's dynamic programming over the minimum number of partitions;
   a run suitable for bit tests is not made a table (``buildJumpTable``).
3. ``find_bit_test_clusters`` (not at -O0): runs of range clusters spanning at most a machine word with at most
   three destinations and enough compares (``is_suitable_for_bit_tests``) become one bit-test cluster: a header
   (value minus the low bound, range check to the default) and one block per destination testing
   ``(1 << x) & mask`` (a bit-test instruction where the target has one).
4. The work list: with optimization and more than three clusters, a range is split into a balanced binary
   search tree on the cluster probabilities (``split_work_item``, Mehlhorn's near-optimal BST with LLVM's
   rank adjustment); small ranges are lowered as a chain of compares (``lower_work_item``), the last one
   falling through to the default block.

New blocks are inserted in the function right after the switch's block; the compares of blocks other than the
switch's own are recorded as :class:`CaseBlock` s in
``builder.switch_cases`` and jump tables in ``builder.jt_cases``, which the selector emits after the switch
block (``SelectionDAGISel.finish_basic_block``).

Probabilities.  Each case's probability is its successor edge's in BranchProbabilityInfo (1/(cases+1) without
it, at -O0); a cluster's is the sum of its cases', the default destination's the edge's.  The search tree halves
the default's share at each level; compare blocks, jump-table headers and bit tests get LLVM's split of the
probability not handled yet (``UnhandledProbs``), normalized per block.
"""

from __future__ import annotations

from typing import Any, Callable, Final

from pyllc.codegen.isd import ISD
from pyllc.codegen.machine.basic_block import PROB_DENOMINATOR, UNKNOWN_PROB, branch_probability
from pyllc.codegen.value_types import MVT, size_in_bits
from pyllc.ir import instructions as I
from pyllc.ir.constants import ConstantInt
from pyllc.support.bits import sext

CC_Range: Final = 0
CC_JumpTable: Final = 1
CC_BitTests: Final = 2


class CaseBlock:
    """One compare-and-branch of a lowered branch or switch (LLVM: ``SwitchCG::CaseBlock``).

    ``cc`` compares ``cmp_lhs`` with ``cmp_rhs`` (IR values; with ``cmp_mhs`` set the test is the range
    ``cmp_lhs <= cmp_mhs <= cmp_rhs``), branching to ``true_bb`` else ``false_bb``; ``this_bb`` is the block
    holding the test.
    """

    __slots__ = (
        "cc",
        "cmp_lhs",
        "cmp_mhs",
        "cmp_rhs",
        "true_bb",
        "false_bb",
        "this_bb",
        "true_prob",
        "false_prob",
        "order",
    )

    def __init__(
        self,
        cc: int,
        cmp_lhs: Any,
        cmp_rhs: Any,
        cmp_mhs: Any,
        true_bb: Any,
        false_bb: Any,
        this_bb: Any,
        true_prob: int = -1,
        false_prob: int = -1,
        order: int = 0,
    ) -> None:
        self.cc = cc
        self.cmp_lhs = cmp_lhs
        self.cmp_mhs = cmp_mhs
        self.cmp_rhs = cmp_rhs
        self.true_bb = true_bb
        self.false_bb = false_bb
        self.this_bb = this_bb
        self.true_prob = true_prob
        self.false_prob = false_prob
        self.order = order


class CaseConst:
    """A constant operand of a switch case block (a value with a type, like a ConstantInt)."""

    __slots__ = ("type", "value")

    def __init__(self, ty: Any, value: int) -> None:
        self.type = ty
        self.value = value


class CaseCluster:
    """A range of case values with one destination, or a jump table / bit test (LLVM: ``CaseCluster``)."""

    __slots__ = ("kind", "low", "high", "mbb", "prob", "jt_index")

    def __init__(self, kind: int, low: int, high: int, mbb: Any, prob: int, jt_index: int = -1) -> None:
        self.kind = kind
        self.low = low
        self.high = high
        self.mbb = mbb
        self.prob = prob
        self.jt_index = jt_index


class JumpTableCase:
    """A jump table and its header (LLVM: ``JumpTableHeader`` + ``JumpTable``)."""

    __slots__ = (
        "first",
        "last",
        "sval",
        "header_bb",
        "emitted",
        "reg",
        "jti",
        "mbb",
        "default",
        "omit_range_check",
        "ty",
    )

    def __init__(
        self, first: int, last: int, sval: Any, header_bb: Any, jti: int, mbb: Any, default: Any, ty: Any
    ) -> None:
        self.first = first
        self.last = last
        self.sval = sval
        self.header_bb = header_bb
        self.emitted = False
        self.reg = 0
        self.jti = jti
        self.mbb = mbb
        self.default = default
        self.omit_range_check = False
        self.ty = ty


class BitTestCase:
    """One destination of a bit-test cluster (LLVM: ``BitTestCase``): its mask, test block and target."""

    __slots__ = ("mask", "this_bb", "target_bb", "extra_prob")

    def __init__(self, mask: int, this_bb: Any, target_bb: Any, extra_prob: int) -> None:
        self.mask = mask
        self.this_bb = this_bb
        self.target_bb = target_bb
        self.extra_prob = extra_prob


class BitTestBlock:
    """A bit-test cluster's header and cases (LLVM: ``BitTestBlock``)."""

    __slots__ = (
        "first",
        "range",
        "sval",
        "reg",
        "reg_vt",
        "emitted",
        "contiguous_range",
        "parent",
        "default",
        "cases",
        "prob",
        "default_prob",
        "fallthrough_unreachable",
    )

    def __init__(
        self, first: int, range_: int, sval: Any, contiguous_range: bool, cases: list[BitTestCase], prob: int
    ) -> None:
        self.first = first
        self.range = range_
        self.sval = sval
        self.reg = 0
        self.reg_vt = MVT.Other
        self.emitted = False
        self.contiguous_range = contiguous_range
        self.parent: Any = None
        self.default: Any = None
        self.cases = cases
        self.prob = prob
        self.default_prob = 0
        self.fallthrough_unreachable = False


def sort_and_rangeify(clusters: list[CaseCluster]) -> list[CaseCluster]:
    """``sortAndRangeify``: sort by value and merge adjacent equal-destination clusters."""
    clusters.sort(key=lambda c: c.low)
    out: list[CaseCluster] = []
    for c in clusters:
        if out:
            last = out[-1]
            if last.mbb is c.mbb and last.high + 1 == c.low and last.kind == CC_Range and c.kind == CC_Range:
                last.high = c.high
                last.prob = min(last.prob + c.prob, PROB_DENOMINATOR)
                continue
        out.append(c)
    return out


def _is_unreachable_block(bb: Any) -> bool:
    for inst in bb.instructions:
        if inst.opcode == I.PHI:
            continue
        if inst.opcode == I.Call and getattr(inst.operands[-1], "name", "").startswith("llvm.dbg."):
            continue
        return inst.opcode == I.Unreachable
    return False


def lower_switch(builder: Any, si: Any) -> None:
    """``visitSwitch``."""
    funcinfo = builder.funcinfo
    ops = si.operands
    cond = ops[0]
    bits = cond.type.bits
    default_mbb = funcinfo.mbb_map[ops[1]]
    clusters: list[CaseCluster] = []
    bpi = funcinfo.bpi
    num_cases = (len(ops) - 2) // 2
    for k, i in enumerate(range(2, len(ops), 2)):
        value = sext(ops[i].value, bits)
        prob = (
            bpi.get_edge_probability_index(si.parent, k + 1)
            if bpi is not None
            else branch_probability(1, num_cases + 1)
        )
        clusters.append(CaseCluster(CC_Range, value, value, funcinfo.mbb_map[ops[i + 1]], prob))
    clusters = sort_and_rangeify(clusters)
    switch_mbb = funcinfo.mbb
    dag = builder.dag
    peeled_mbb, peeled_prob = _peel_dominant_case(builder, si, cond, clusters, switch_mbb)
    if not clusters:
        builder.add_successor_with_prob(switch_mbb, default_mbb)
        if default_mbb is not builder.next_block(switch_mbb):
            dag.set_root(
                builder.node(ISD.BR, MVT.Other, builder.get_control_root(), dag.get_basic_block(default_mbb))
            )
        return
    lowering = _SwitchLowering(builder, si, cond, CaseConst, default_mbb, switch_mbb)
    clusters = lowering.find_jump_tables(clusters)
    if builder.opt_level != 0:
        clusters = lowering.find_bit_test_clusters(clusters)
    default_prob = builder.get_edge_probability(peeled_mbb, default_mbb)
    if peeled_prob:
        default_prob = _scale_case_probability(default_prob, peeled_prob)
    work: list[tuple[Any, int, int, int | None, int | None, int]] = [
        (peeled_mbb, 0, len(clusters) - 1, None, None, default_prob)
    ]
    while work:
        w = work.pop()
        if w[2] - w[1] + 1 > 3 and builder.opt_level != 0:
            lowering.split_work_item(work, w, clusters)
            continue
        lowering.lower_work_item(w, clusters)


#: ``-switch-peel-threshold``: a case at least this likely (percent) is tested before the rest of the switch.
SWITCH_PEEL_THRESHOLD: Final = 66


def _scale_case_probability(case_prob: int, peeled_prob: int) -> int:
    """``scaleCaseProbality``: a case's probability once the peeled case is ruled out."""
    if peeled_prob == PROB_DENOMINATOR:
        return 0
    denominator = max(case_prob, PROB_DENOMINATOR - peeled_prob)
    return branch_probability(case_prob, denominator)


def _peel_dominant_case(
    builder: Any, si: Any, cond: Any, clusters: list[CaseCluster], switch_mbb: Any
) -> tuple[Any, int]:
    """``peelDominantCaseIfProfitable``: test a case of probability >= 66% first, in the switch's block, and
    lower the rest of the switch in a new block after it; returns that block (or the switch's block) and the
    peeled case's probability (0 when nothing was peeled)."""
    funcinfo = builder.funcinfo
    fn = funcinfo.fn
    if (
        funcinfo.bpi is None
        or len(clusters) < 2
        or builder.opt_level == 0
        or (fn.attrs is not None and fn.attrs.fn.has("minsize"))
    ):
        return switch_mbb, 0
    top = branch_probability(SWITCH_PEEL_THRESHOLD, 100)
    index = -1
    for k, c in enumerate(clusters):
        if c.prob < top:
            continue
        top = c.prob
        index = k
    if index < 0:
        return switch_mbb, 0
    mf = funcinfo.mf
    peeled_mbb = mf.create_machine_basic_block(switch_mbb.ir_block)
    mf.insert(mf.blocks.index(switch_mbb) + 1, peeled_mbb)
    builder.export_from_current_block(cond)
    peel = _SwitchLowering(builder, si, cond, CaseConst, peeled_mbb, switch_mbb)
    peel.lower_work_item((switch_mbb, index, index, None, None, PROB_DENOMINATOR - top), clusters)
    del clusters[index]
    for c in clusters:
        c.prob = _scale_case_probability(c.prob, top)
    return peeled_mbb, top


class _SwitchLowering:
    __slots__ = ("b", "si", "cond", "const_cls", "default_mbb", "switch_mbb", "ty", "bits")

    def __init__(
        self, builder: Any, si: Any, cond: Any, const_cls: Any, default_mbb: Any, switch_mbb: Any
    ) -> None:
        self.b = builder
        self.si = si
        self.cond = cond
        self.const_cls = const_cls
        self.default_mbb = default_mbb
        self.switch_mbb = switch_mbb
        self.ty = cond.type
        self.bits = cond.type.bits

    def const(self, v: int) -> Any:
        return self.const_cls(self.ty, v & ((1 << self.bits) - 1))

    def _insert_after(self, after: Any, new: Any, anchor: Any) -> None:
        mf = self.b.funcinfo.mf
        if anchor is None:
            mf.push_back(new)
        else:
            mf.insert(mf.blocks.index(anchor), new)

    # --- jump tables ----------------------------------------------------------------------------------------

    def _jt_range_ok(self, clusters: list[CaseCluster], first: int, last: int, num_cases: int) -> bool:
        tli = self.b.tli
        rng = clusters[last].high - clusters[first].low + 1
        return bool(tli.is_suitable_for_jump_table(num_cases, rng, False))

    def find_jump_tables(self, clusters: list[CaseCluster]) -> list[CaseCluster]:
        """``findJumpTables``: replace dense runs of clusters by jump-table clusters (LLVM's partitioning)."""
        tli = self.b.tli
        if tli is None or not tli.are_jts_allowed(self.b.funcinfo.fn):
            return clusters
        min_entries = tli.get_minimum_jump_table_entries()
        small = min_entries // 2
        n = len(clusters)
        if n < 2 or n < min_entries:
            return clusters
        total_cases = [0] * n
        for i, c in enumerate(clusters):
            total_cases[i] = (total_cases[i - 1] if i else 0) + (c.high - c.low + 1)
        num_cases = total_cases[n - 1]
        if self._jt_range_ok(clusters, 0, n - 1, num_cases):
            jt = self._build_jump_table(clusters, 0, n - 1)
            if jt is not None:
                return [jt]
        # Dynamic programming: min_partitions[i] is the fewest partitions of clusters[i:]; last_element[i] the
        # last cluster of the first partition; partitions_score[i] the score to break ties.
        min_partitions = [0] * n
        last_element = [0] * n
        partitions_score = [0] * n

        for i in range(n - 1, -1, -1):
            min_partitions[i] = min_partitions[i + 1] + 1 if i + 1 < n else 1
            last_element[i] = i
            partitions_score[i] = _partition_score(1, small, min_entries) + (
                partitions_score[i + 1] if i + 1 < n else 0
            )
            for j in range(i + 1, n):
                ncases = total_cases[j] - (total_cases[i - 1] if i else 0)
                if self._jt_range_ok(clusters, i, j, ncases):
                    num_partitions = 1 + (0 if j == n - 1 else min_partitions[j + 1])
                    sc = 0 if j == n - 1 else partitions_score[j + 1]
                    num_entries = j - i + 1
                    sc += _partition_score(num_entries, small, min_entries)
                    if num_partitions < min_partitions[i] or (
                        num_partitions == min_partitions[i] and sc > partitions_score[i]
                    ):
                        min_partitions[i] = num_partitions
                        last_element[i] = j
                        partitions_score[i] = sc
        return _gather_partitions(
            clusters,
            last_element,
            lambda first, last: (
                self._build_jump_table(clusters, first, last) if last - first + 1 >= min_entries else None
            ),
        )

    def _build_jump_table(self, clusters: list[CaseCluster], first: int, last: int) -> CaseCluster | None:
        """``buildJumpTable``: one jump-table cluster for ``clusters[first..last]``."""
        b = self.b
        mf = b.funcinfo.mf
        low = clusters[first].low
        high = clusters[last].high
        table: list[Any] = []
        prob = 0
        prev = low - 1
        jt_probs: dict[int, int] = {}
        for c in clusters[first : last + 1]:
            jt_probs[id(c.mbb)] = 0
        for c in clusters[first : last + 1]:
            for _ in range(prev + 1, c.low):
                table.append(self.default_mbb)
            for _ in range(c.low, c.high + 1):
                table.append(c.mbb)
            prob = _add(prob, c.prob)
            jt_probs[id(c.mbb)] = _add(jt_probs[id(c.mbb)], c.prob)
            prev = c.high
        dests: set[int] = set()
        num_cmps = 0
        for c in clusters[first : last + 1]:
            dests.add(id(c.mbb))
            num_cmps += 1 if c.low == c.high else 2
        if b.tli.is_suitable_for_bit_tests(len(dests), num_cmps, low, high):
            # Bit tests lower these clusters better (``findBitTestClusters``).
            return None
        jt_mbb = mf.create_machine_basic_block(self.switch_mbb.ir_block)
        # Successors of the table block, each once, in table order (a default filling gaps only: the IR edge's).
        seen: set[int] = set()
        for dest in table:
            if id(dest) not in seen:
                seen.add(id(dest))
                b.add_successor_with_prob(jt_mbb, dest, jt_probs.get(id(dest), UNKNOWN_PROB))
        jt_mbb.normalize_successor_probs()
        kind = b.tli.get_jump_table_encoding()
        jti = mf.get_or_create_jump_table_info(kind).create_jump_table_index(table)
        jt = JumpTableCase(low, high, self.cond, None, jti, jt_mbb, self.default_mbb, self.ty)
        b.jt_cases.append(jt)
        return CaseCluster(CC_JumpTable, low, high, jt_mbb, prob, len(b.jt_cases) - 1)

    # --- bit tests -------------------------------------------------------------------------------------------

    def find_bit_test_clusters(self, clusters: list[CaseCluster]) -> list[CaseCluster]:
        """``findBitTestClusters``: partition the clusters into the fewest runs that fit in a machine word with
        at most three destinations, and turn the runs ``build_bit_tests`` accepts into bit-test clusters."""
        tli = self.b.tli
        if tli is None:
            return clusters
        ptr_vt = self.b._ptr_vt
        if not tli.is_operation_legal(ISD.SHL, ptr_vt):
            return clusters
        width = size_in_bits(ptr_vt)
        n = len(clusters)
        if n < 2:
            return clusters
        min_partitions = [1] * n
        last_element = list(range(n))
        for i in range(n - 2, -1, -1):
            min_partitions[i] = min_partitions[i + 1] + 1
            last_element[i] = i
            for j in range(min(n - 1, i + width - 1), i, -1):
                if clusters[j].high - clusters[i].low + 1 > width:
                    continue
                ranges_only = True
                dests: set[int] = set()
                for k in range(i, j + 1):
                    if clusters[k].kind != CC_Range:
                        ranges_only = False
                        break
                    dests.add(id(clusters[k].mbb))
                if not ranges_only or len(dests) > 3:
                    break
                num_partitions = 1 + (0 if j == n - 1 else min_partitions[j + 1])
                if num_partitions < min_partitions[i]:
                    min_partitions[i] = num_partitions
                    last_element[i] = j
        return _gather_partitions(
            clusters, last_element, lambda first, last: self.build_bit_tests(clusters, first, last, width)
        )

    def build_bit_tests(
        self, clusters: list[CaseCluster], first: int, last: int, width: int
    ) -> CaseCluster | None:
        """``buildBitTests``: one bit-test cluster for ``clusters[first..last]`` when the target finds it
        worthwhile (``isSuitableForBitTests``)."""
        if first == last:
            return None
        b = self.b
        dests: set[int] = set()
        num_cmps = 0
        for c in clusters[first : last + 1]:
            dests.add(id(c.mbb))
            num_cmps += 1 if c.low == c.high else 2
        low = clusters[first].low
        high = clusters[last].high
        if not b.tli.is_suitable_for_bit_tests(len(dests), num_cmps, low, high):
            return None
        contiguous = all(clusters[i].low == clusters[i - 1].high + 1 for i in range(first + 1, last + 1))
        if low > 0 and high < width:
            # All values fit in a word as they are: no subtraction of the low bound.
            low_bound = 0
            cmp_range = high
            contiguous = False
        else:
            low_bound = low
            cmp_range = high - low
        # Per destination: mask, number of bits, probability (first-seen order, then sorted as LLVM does).
        cbv: list[list[Any]] = []
        total_prob = 0
        for c in clusters[first : last + 1]:
            for cb in cbv:
                if cb[0] is c.mbb:
                    break
            else:
                cb = [c.mbb, 0, 0, 0]
                cbv.append(cb)
            lo = c.low - low_bound
            hi = c.high - low_bound
            cb[1] |= ((1 << (hi - lo + 1)) - 1) << lo
            cb[2] += hi - lo + 1
            cb[3] = _add(cb[3], c.prob)
            total_prob = _add(total_prob, c.prob)
        cbv.sort(key=lambda cb: (-cb[3], -cb[2], cb[1]))
        mf = b.funcinfo.mf
        cases = [
            BitTestCase(cb[1], mf.create_machine_basic_block(self.switch_mbb.ir_block), cb[0], cb[3])
            for cb in cbv
        ]
        b.bit_test_cases.append(BitTestBlock(low_bound, cmp_range, self.cond, contiguous, cases, total_prob))
        return CaseCluster(CC_BitTests, low, high, None, total_prob, len(b.bit_test_cases) - 1)

    # --- the work list --------------------------------------------------------------------------------------

    def split_work_item(
        self,
        work: list[Any],
        w: tuple[Any, int, int, int | None, int | None, int],
        clusters: list[CaseCluster],
    ) -> None:
        """``splitWorkItem``: a balanced binary search tree step."""
        b = self.b
        mbb, first_c, last_c, ge, lt, default_prob = w
        last_left = first_c
        first_right = last_c
        left_prob = _add(clusters[last_left].prob, default_prob // 2)
        right_prob = _add(clusters[first_right].prob, default_prob // 2)
        k = 0
        while last_left + 1 < first_right:
            if left_prob < right_prob or (left_prob == right_prob and (k & 1)):
                last_left += 1
                left_prob = _add(left_prob, clusters[last_left].prob)
            else:
                first_right -= 1
                right_prob = _add(right_prob, clusters[first_right].prob)
            k += 1
        while True:
            num_left = last_left - first_c + 1
            num_right = last_c - first_right + 1
            if min(num_left, num_right) < 3 and max(num_left, num_right) > 3:
                if num_left < num_right:
                    cc = clusters[first_right]
                    right_rank = _rank(cc, clusters, first_right, last_c)
                    left_rank = _rank(cc, clusters, first_c, last_left)
                    if left_rank <= right_rank:
                        last_left += 1
                        first_right += 1
                        continue
                else:
                    cc = clusters[last_left]
                    left_rank = _rank(cc, clusters, first_c, last_left)
                    right_rank = _rank(cc, clusters, first_right, last_c)
                    if right_rank <= left_rank:
                        last_left -= 1
                        first_right -= 1
                        continue
            break
        pivot = clusters[first_right].low
        mf = b.funcinfo.mf
        idx = mf.blocks.index(mbb)
        anchor = mf.blocks[idx + 1] if idx + 1 < len(mf.blocks) else None
        first_left, last_right = first_c, last_c
        fl = clusters[first_left]
        if (
            first_left == last_left
            and fl.kind == CC_Range
            and ge is not None
            and fl.low == ge
            and fl.high + 1 == pivot
        ):
            left_mbb = fl.mbb
        else:
            left_mbb = mf.create_machine_basic_block(mbb.ir_block)
            self._insert_after(mbb, left_mbb, anchor)
            work.append((left_mbb, first_left, last_left, ge, pivot, default_prob // 2))
            b.export_from_current_block(self.cond)
        fr = clusters[first_right]
        if first_right == last_right and fr.kind == CC_Range and lt is not None and fr.high + 1 == lt:
            right_mbb = fr.mbb
        else:
            right_mbb = mf.create_machine_basic_block(mbb.ir_block)
            self._insert_after(mbb, right_mbb, anchor)
            work.append((right_mbb, first_right, last_right, pivot, lt, default_prob // 2))
            b.export_from_current_block(self.cond)
        cb = CaseBlock(
            ISD.SETLT, self.cond, self.const(pivot), None, left_mbb, right_mbb, mbb, left_prob, right_prob
        )
        if mbb is self.switch_mbb:
            b.visit_switch_case(cb, self.switch_mbb)
        else:
            b.switch_cases.append(cb)

    def lower_work_item(
        self, w: tuple[Any, int, int, int | None, int | None, int], clusters: list[CaseCluster]
    ) -> None:
        """``lowerWorkItem``: a chain of compares, the last one falling through to the default."""
        b = self.b
        dag = b.dag
        mbb, first_c, last_c, _ge, _lt, default_prob = w
        mf = b.funcinfo.mf
        idx = mf.blocks.index(mbb)
        next_mbb = mf.blocks[idx + 1] if idx + 1 < len(mf.blocks) else None
        anchor = next_mbb
        size = last_c - first_c + 1
        if size == 2 and mbb is self.switch_mbb:
            small, big = clusters[first_c], clusters[last_c]
            if small.low == small.high and big.low == big.high and small.mbb is big.mbb:
                mask = (1 << self.bits) - 1
                common = (big.low ^ small.low) & mask
                if common and common & (common - 1) == 0:
                    cond_lhs = b.get_value(self.cond)
                    vt = cond_lhs[0].vts[cond_lhs[1]]
                    orv = b.node(ISD.OR, vt, cond_lhs, dag.get_constant(common, vt))
                    cond = dag.get_setcc(
                        MVT.i1,
                        orv,
                        dag.get_constant((big.low | small.low) & mask, vt),
                        ISD.SETEQ,
                        order=b.sd_node_order,
                    )
                    # Both cases jump to the same block: their probabilities add up.
                    b.add_successor_with_prob(self.switch_mbb, small.mbb, _add(small.prob, big.prob))
                    bpi = b.funcinfo.bpi
                    b.add_successor_with_prob(
                        self.switch_mbb,
                        self.default_mbb,
                        bpi.get_edge_probability_index(self.si.parent, 0)
                        if bpi is not None
                        else UNKNOWN_PROB,
                    )
                    br = b.node(
                        ISD.BRCOND, MVT.Other, b.get_control_root(), cond, dag.get_basic_block(small.mbb)
                    )
                    br = b.node(ISD.BR, MVT.Other, br, dag.get_basic_block(self.default_mbb))
                    dag.set_root(br)
                    return
        items = clusters[first_c : last_c + 1]
        if b.opt_level != 0:
            items.sort(key=lambda c: (-c.prob, c.low))
            last = items[-1]
            for i in range(len(items) - 2, -1, -1):
                c = items[i]
                if c.prob > last.prob:
                    break
                if c.kind == CC_Range and c.mbb is next_mbb:
                    items[i], items[-1] = items[-1], items[i]
                    break
            clusters[first_c : last_c + 1] = items
        unhandled = default_prob
        for c in items:
            unhandled = _add(unhandled, c.prob)
        cur = mbb
        default_unreachable = (
            _is_unreachable_block(self.default_mbb.ir_block) if self.default_mbb.ir_block else False
        )
        for k, c in enumerate(items):
            fallthrough_unreachable = False
            if k == len(items) - 1:
                fallthrough = self.default_mbb
                fallthrough_unreachable = default_unreachable
            else:
                fallthrough = mf.create_machine_basic_block(cur.ir_block)
                self._insert_after(cur, fallthrough, anchor)
                b.export_from_current_block(self.cond)
            unhandled = max(unhandled - c.prob, 0)
            if c.kind == CC_JumpTable:
                jt = b.jt_cases[c.jt_index]
                jt.header_bb = cur
                jt.default = fallthrough
                jt.omit_range_check = fallthrough_unreachable
                jt.mbb = c.mbb
                self._insert_after(cur, c.mbb, anchor)
                jump_prob = c.prob
                fallthrough_prob = unhandled
                jt_mbb = c.mbb
                for si, succ in enumerate(jt_mbb.successors):
                    if succ is self.default_mbb:
                        # The default is also a table target: half its probability goes through the table.
                        jump_prob = _add(jump_prob, default_prob // 2)
                        fallthrough_prob = max(fallthrough_prob - default_prob // 2, 0)
                        jt_mbb.set_successor_probability(si, default_prob // 2)
                        jt_mbb.normalize_successor_probs()
                        break
                if not fallthrough_unreachable:
                    b.add_successor_with_prob(cur, fallthrough, fallthrough_prob)
                b.add_successor_with_prob(cur, c.mbb, jump_prob)
                cur.normalize_successor_probs()
                if cur is self.switch_mbb:
                    b.visit_jump_table_header(jt, cur)
                    jt.emitted = True
            elif c.kind == CC_BitTests:
                btb = b.bit_test_cases[c.jt_index]
                for btc in btb.cases:
                    self._insert_after(cur, btc.this_bb, anchor)
                btb.parent = cur
                btb.default = fallthrough
                btb.default_prob = unhandled
                if not btb.contiguous_range:
                    btb.prob = _add(btb.prob, default_prob // 2)
                    btb.default_prob = max(btb.default_prob - default_prob // 2, 0)
                btb.fallthrough_unreachable = fallthrough_unreachable
                if cur is self.switch_mbb:
                    b.visit_bit_test_header(btb, cur)
                    btb.emitted = True
            elif c.low == c.high:
                cc = ISD.SETTRUE if fallthrough_unreachable else ISD.SETEQ
                cb = CaseBlock(
                    cc, self.cond, self.const(c.low), None, c.mbb, fallthrough, cur, c.prob, unhandled
                )
                if cur is self.switch_mbb:
                    b.visit_switch_case(cb, self.switch_mbb)
                else:
                    b.switch_cases.append(cb)
            else:
                cc = ISD.SETTRUE if fallthrough_unreachable else ISD.SETLE
                cb = CaseBlock(
                    cc,
                    self.const(c.low),
                    self.const(c.high),
                    self.cond,
                    c.mbb,
                    fallthrough,
                    cur,
                    c.prob,
                    unhandled,
                )
                if cur is self.switch_mbb:
                    b.visit_switch_case(cb, self.switch_mbb)
                else:
                    b.switch_cases.append(cb)
            cur = fallthrough


def _add(a: int, b: int) -> int:
    """``BranchProbability`` addition, saturating at one."""
    return min(a + b, PROB_DENOMINATOR)


def _partition_score(num_entries: int, small: int, min_entries: int) -> int:
    """LLVM's ``PartitionScores``: SingleCase 2, FewCases 1, Table 1, NoTable 0."""
    if num_entries == 1:
        return 2
    if num_entries <= small:
        return 1
    if num_entries >= min_entries:
        return 1
    return 0


def _rank(cc: CaseCluster, clusters: list[CaseCluster], first: int, last: int) -> int:
    """``caseClusterRank``."""
    n = 0
    for x in clusters[first : last + 1]:
        if x.prob != cc.prob:
            n += x.prob > cc.prob
        else:
            n += x.low < cc.low
    return n


def is_case_const(v: Any) -> bool:
    return isinstance(v, ConstantInt)


def _gather_partitions(
    clusters: list[CaseCluster], last_element: list[int], build: Callable[[int, int], CaseCluster | None]
) -> list[CaseCluster]:
    """The clusters after partitioning: each partition ``clusters[first..last_element[first]]`` becomes the
    cluster ``build`` makes of it, or stays as it is when ``build`` gives None."""
    out: list[CaseCluster] = []
    first = 0
    while first < len(clusters):
        last = last_element[first]
        made = build(first, last)
        if made is not None:
            out.append(made)
        else:
            out.extend(clusters[first : last + 1])
        first = last + 1
    return out
