"""What it is (LLVM: lib/CodeGen/BranchFolding.{h,cpp}).

``branch-folder`` (Control Flow Optimizer), after prologue/epilogue insertion at -O1 and above.  Repeated until
nothing changes, it runs LLVM's ``TailMergeBlocks`` and ``OptimizeBranches``.

Tail merging (``-enable-tail-merge``, on by default).  First the blocks without successors (returns, calls to
noreturn functions), then, for every block with several predecessors, those predecessors (their branch to the
block stripped for the moment) are grouped by the hash of their last instruction.  Within a group the blocks
sharing the longest common tail of identical instructions (``ComputeCommonTailLength``; debug and CFI
instructions do not count, inline asm stops it) are merged when ``ProfitableToMerge`` agrees: at least
``-tail-merge-size`` (3) instructions, the stripped branch counting as one; any length when one block is the
fall-through predecessor of the common successor, or can fall into the other, or both are whole cold
no-successor blocks; 2 for optsize functions when no block must be split.  One block keeps the tail (split with
``CreateCommonTailOnlyBlock`` when none consists of the tail only), the others jump to it
(``ReplaceTailWithBranchTo``).  Memory operands and undef flags are merged, the tail's live-ins are recomputed
(``computeAndAddLiveIns``, IMPLICIT_DEFs where an undef use became a real one).  At most
``-tail-merge-threshold`` (150) predecessors are considered.  Without block frequencies, a merged tail with
several successors weighs the merged blocks' edge probabilities equally; differing debug locations are dropped
rather than merged into a line-0 location.

``OptimizeBranches``: every block but the entry is visited in layout order and ``OptimizeBlock`` applies, as
LLVM does:

* an empty block sends its predecessors to its fall-through successor;
* the previous block's branch is simplified: both destinations equal → one branch; a branch to this very block
  → removed (a fall-through); an unconditional jump after a conditional one to here → dropped; a conditional
  branch here with a jump elsewhere → reversed; a fall-through into a single-predecessor block → the two merge;
  a no-successor block that the previous block conditionally skips → moved to the end;
* extra CFG edges are removed; a self-loop's two-way branch is reversed;
* a block that only jumps elsewhere is bypassed: its predecessors are redirected to the target;
* a block nobody falls into is moved after a predecessor that could fall into it, or before a successor that
  nobody falls into, or to the end;
* blocks left without predecessors are deleted.

Common-code hoisting (LLVM's ``HoistCommonCode``) is not implemented: it only changes code size, never meaning.

Helpers shared with block placement: :func:`can_fall_through`, :func:`update_terminator`,
:func:`replace_uses_of_block_with`, :func:`correct_extra_cfg_edges`, :func:`move_after`, :func:`move_before`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.live_phys_regs import (
    LivePhysRegs,
    add_live_ins,
    compute_and_add_live_ins,
    compute_live_ins,
)
from pyllc.codegen.machine.basic_block import PROB_DENOMINATOR, UNKNOWN_PROB
from pyllc.codegen.machine.operand import (
    MO_ConstantPoolIndex,
    MO_ExternalSymbol,
    MO_FrameIndex,
    MO_GlobalAddress,
    MO_Immediate,
    MO_JumpTableIndex,
    MO_MachineBasicBlock,
    MO_Register,
    MachineOperand,
    RegState,
)
from pyllc.codegen.target_opcodes import CFI_INSTRUCTION, IMPLICIT_DEF
from pyllc.support.statistic import Statistic

if TYPE_CHECKING:
    from pyllc.codegen.analysis.machine_loop_info import MachineLoopInfo
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction


# ----- MachineBasicBlock helpers (LLVM MachineBasicBlock.cpp) -----


NumDeadBlocks = Statistic("branch-folder", "NumDeadBlocks", "Number of dead blocks removed")
NumBranchOpts = Statistic("branch-folder", "NumBranchOpts", "Number of branches optimized")
NumTailMerge = Statistic("branch-folder", "NumTailMerge", "Number of block tails merged")


def layout_index(mbb: MachineBasicBlock) -> int:
    mf = mbb.parent
    assert mf is not None
    for i, b in enumerate(mf.blocks):
        if b is mbb:
            return i
    raise ValueError("block not in function")


def next_block(mbb: MachineBasicBlock) -> MachineBasicBlock | None:
    mf = mbb.parent
    assert mf is not None
    i = layout_index(mbb)
    return mf.blocks[i + 1] if i + 1 < len(mf.blocks) else None


def prev_block(mbb: MachineBasicBlock) -> MachineBasicBlock | None:
    mf = mbb.parent
    assert mf is not None
    i = layout_index(mbb)
    return mf.blocks[i - 1] if i > 0 else None


def is_layout_successor(mbb: MachineBasicBlock, other: MachineBasicBlock | None) -> bool:
    return other is not None and next_block(mbb) is other


def can_fall_through(mbb: MachineBasicBlock) -> bool:
    """LLVM ``MachineBasicBlock::canFallThrough``."""
    ft = next_block(mbb)
    if ft is None or not mbb.is_successor(ft):
        return False
    tii = mbb.parent.subtarget.get_instr_info()  # type: ignore[union-attr]
    res = tii.analyze_branch(mbb)
    if res is None:
        return not mbb.instrs or not mbb.instrs[-1].is_barrier()
    tbb, fbb, cond = res
    if tbb is None:
        return True
    if tbb is ft or fbb is ft:
        return True
    if not cond:
        return False
    return fbb is None


def replace_uses_of_block_with(
    mbb: MachineBasicBlock, old: MachineBasicBlock, new: MachineBasicBlock
) -> None:
    """LLVM ``ReplaceUsesOfBlockWith``: retarget the terminators and the successor edge."""
    instrs = mbb.instrs
    i = len(instrs)
    while i > 0:
        i -= 1
        mi = instrs[i]
        if not mi.is_terminator():
            break
        for op in mi.operands:
            if op.kind == MO_MachineBasicBlock and op.contents is old:
                op.contents = new
    mbb.replace_successor(old, new)


def correct_extra_cfg_edges(
    mbb: MachineBasicBlock, dest_a: MachineBasicBlock | None, dest_b: MachineBasicBlock | None, is_cond: bool
) -> bool:
    """LLVM ``CorrectExtraCFGEdges``: drop successor edges the terminators do not justify."""
    ft = next_block(mbb)
    if dest_a is None and dest_b is None:
        dest_a = dest_b = ft
    elif dest_a is not None and dest_b is None:
        if is_cond:
            dest_b = ft
    changed = False
    seen: set[int] = set()
    i = 0
    while i < len(mbb.successors):
        s = mbb.successors[i]
        if id(s) in seen or (s is not dest_a and s is not dest_b and not s.is_eh_pad):
            del mbb.successors[i]
            if mbb.probs:
                del mbb.probs[i]
            s.predecessors.remove(mbb)
            changed = True
        else:
            seen.add(id(s))
            i += 1
    if changed and mbb.probs and UNKNOWN_PROB not in mbb.probs:
        mbb.normalize_successor_probs()
    return changed


def move_after(mbb: MachineBasicBlock, after: MachineBasicBlock) -> None:
    mf = mbb.parent
    assert mf is not None
    mf.blocks.remove(mbb)
    mf.blocks.insert(layout_index(after) + 1, mbb)


def move_before(mbb: MachineBasicBlock, before: MachineBasicBlock) -> None:
    mf = mbb.parent
    assert mf is not None
    mf.blocks.remove(mbb)
    mf.blocks.insert(layout_index(before), mbb)


def update_terminator(mbb: MachineBasicBlock, prev_layout_succ: MachineBasicBlock | None) -> None:
    """LLVM ``MachineBasicBlock::updateTerminator`` after a layout change."""
    if not mbb.successors:
        return
    tii = mbb.parent.subtarget.get_instr_info()  # type: ignore[union-attr]
    res = tii.analyze_branch(mbb)
    if res is None:
        return
    tbb, fbb, cond = res
    if not cond:
        if tbb is not None:
            if is_layout_successor(mbb, tbb):
                tii.remove_branch(mbb)
        else:
            if (
                prev_layout_succ is None
                or not mbb.is_successor(prev_layout_succ)
                or prev_layout_succ.is_eh_pad
            ):
                return
            if not is_layout_successor(mbb, prev_layout_succ):
                tii.insert_branch(mbb, prev_layout_succ, None, cond)
        return
    if fbb is not None:
        if is_layout_successor(mbb, tbb):
            if tii.reverse_branch_condition(cond):
                return
            tii.remove_branch(mbb)
            tii.insert_branch(mbb, fbb, None, cond)
        elif is_layout_successor(mbb, fbb):
            tii.remove_branch(mbb)
            tii.insert_branch(mbb, tbb, None, cond)
        return
    if prev_layout_succ is None:
        return
    if prev_layout_succ is tbb:
        tii.remove_branch(mbb)
        if not is_layout_successor(mbb, tbb):
            tii.insert_branch(mbb, tbb, None, [])
        return
    if is_layout_successor(mbb, tbb):
        if tii.reverse_branch_condition(cond):
            tii.insert_branch(mbb, prev_layout_succ, None, [])
            return
        tii.remove_branch(mbb)
        tii.insert_branch(mbb, prev_layout_succ, None, cond)
    elif not is_layout_successor(mbb, prev_layout_succ):
        tii.remove_branch(mbb)
        tii.insert_branch(mbb, tbb, prev_layout_succ, cond)


# ----- BranchFolder -----


def _fix_tail(cur: MachineBasicBlock, succ: MachineBasicBlock, tii: Any) -> None:
    """LLVM ``FixTail``: give ``cur`` back its branch to ``succ``."""
    nb = next_block(cur)
    if nb is not None:
        res = tii.analyze_branch(cur, allow_modify=True)
        if res is not None:
            tbb, fbb, cond = res
            if tbb is nb and cond and fbb is None and not tii.reverse_branch_condition(cond):
                tii.remove_branch(cur)
                tii.insert_branch(cur, succ, None, cond)
                return
    tii.insert_branch(cur, succ, None, [])


def _is_empty_block(mbb: MachineBasicBlock) -> bool:
    return all(mi.is_debug_instr() for mi in mbb.instrs)


def _is_branch_only_block(mbb: MachineBasicBlock) -> bool:
    for mi in mbb.instrs:
        if not mi.is_debug_instr():
            return mi.is_branch()
    return False


def _last_non_debug(mbb: MachineBasicBlock) -> Any:
    for mi in reversed(mbb.instrs):
        if not mi.is_debug_instr():
            return mi
    return None


def _is_better_fallthrough(mbb1: MachineBasicBlock, mbb2: MachineBasicBlock) -> bool:
    if mbb1.is_successor(mbb2):
        return True
    if mbb2.is_successor(mbb1):
        return False
    i1, i2 = _last_non_debug(mbb1), _last_non_debug(mbb2)
    if i1 is None or i2 is None:
        return False
    return i2.is_call() and not i1.is_call()


# ----- tail merging helpers (LLVM BranchFolding.cpp) -----

#: ``-tail-merge-threshold`` default: the most predecessors considered for tail merging (compile speed).
TAIL_MERGE_THRESHOLD = 150
#: ``-tail-merge-size`` default (``TargetInstrInfo::getTailMergeSize``): the fewest common instructions merged.
TAIL_MERGE_SIZE = 3

_U32 = 0xFFFFFFFF


def _hash_machine_instr(mi: Any) -> int:
    """LLVM ``HashMachineInstr``: the opcode and the easily hashed operand payloads (32-bit arithmetic)."""
    h = mi.opcode
    for i, op in enumerate(mi.operands):
        kind = op.kind
        if kind == MO_Register:
            oh = op.contents
        elif kind == MO_Immediate:
            oh = op.contents
        elif kind == MO_MachineBasicBlock:
            oh = op.contents.number
        elif kind == MO_FrameIndex or kind == MO_ConstantPoolIndex or kind == MO_JumpTableIndex:
            oh = op.contents
        elif kind == MO_GlobalAddress or kind == MO_ExternalSymbol:
            oh = op.offset
        else:
            oh = 0
        h += ((((oh & _U32) << 3) | kind) & _U32) << (i & 31)
        h &= _U32
    return h


def _hash_end_of_mbb(mbb: MachineBasicBlock) -> int:
    """LLVM ``HashEndOfMBB``: the hash of the last non-debug instruction, 0 for an empty block."""
    mi = _last_non_debug(mbb)
    return 0 if mi is None else _hash_machine_instr(mi)


def _counts_as_instruction(mi: Any) -> bool:
    return not (mi.is_debug_instr() or mi.opcode == CFI_INSTRUCTION)


def _first_non_debug(mbb: MachineBasicBlock) -> Any:
    for mi in mbb.instrs:
        if not mi.is_debug_instr():
            return mi
    return None


def compute_common_tail_length(mbb1: MachineBasicBlock, mbb2: MachineBasicBlock) -> tuple[int, Any, Any]:
    """LLVM ``ComputeCommonTailLength``: how many identical instructions (debug and CFI instructions not
    counted) the two blocks end with, and the first instruction of that tail in each block.  Inline asm ends
    the tail, as do bundles."""
    a, b = mbb1.instrs, mbb2.instrs
    p1, p2 = len(a), len(b)
    n = 0
    i1 = i2 = None
    while True:
        p1 -= 1
        while p1 >= 0 and not _counts_as_instruction(a[p1]):
            p1 -= 1
        p2 -= 1
        while p2 >= 0 and not _counts_as_instruction(b[p2]):
            p2 -= 1
        if p1 < 0 or p2 < 0:
            break
        m1, m2 = a[p1], b[p2]
        if (
            not m1.is_identical_to(m2)
            or m1.is_inline_asm()
            or m1.is_bundle()
            or m1.is_bundled()
            or m2.is_bundled()
        ):
            break
        n += 1
        i1, i2 = m1, m2
    return n, i1, i2


def _count_terminators(mbb: MachineBasicBlock) -> int:
    """LLVM ``CountTerminators``: the terminators at the end of the block."""
    n = 0
    for mi in reversed(mbb.instrs):
        if not mi.is_terminator():
            break
        n += 1
    return n


def _block_ends_in_unreachable(mbb: MachineBasicBlock) -> bool:
    """LLVM ``blockEndsInUnreachable``: no successors and no return (nor indirect branch) at the end."""
    if mbb.successors:
        return False
    if not mbb.instrs:
        return True
    last = mbb.instrs[-1]
    return not (last.is_return() or last.is_indirect_branch())


def _both_fall_through(mbb: MachineBasicBlock) -> bool:
    """``ProfitableToMerge``'s BothFallThrough: the block is fallen into and (if it has successors) falls
    through."""
    if mbb.successors and not can_fall_through(mbb):
        return False
    prev = prev_block(mbb)
    return prev is not None and can_fall_through(prev)


def _estimate_runtime(mbb: MachineBasicBlock, end: Any) -> int:
    """LLVM ``EstimateRuntime`` of the instructions before ``end``: calls 10, memory accesses 2, others 1."""
    t = 0
    for mi in mbb.instrs:
        if mi is end:
            break
        if not _counts_as_instruction(mi):
            continue
        if mi.is_call():
            t += 10
        elif mi.may_load() or mi.may_store():
            t += 2
        else:
            t += 1
    return t


def _same_mem_operand(x: Any, y: Any) -> bool:
    """LLVM's ``operator==`` on MachineMemOperands: same value, pseudo value, size, offset, flags, AA info,
    ranges, alignment and address space."""
    return x is y or (
        x.value is y.value
        and x.pseudo_value == y.pseudo_value
        and x.size == y.size
        and x.offset == y.offset
        and x.flags == y.flags
        and x.aa_tbaa is y.aa_tbaa
        and x.aa_scope is y.aa_scope
        and x.aa_noalias is y.aa_noalias
        and x.ranges is y.ranges
        and x.align == y.align
        and x.addr_space == y.addr_space
    )


def _merge_mem_refs(common: Any, other: Any) -> None:
    """LLVM ``cloneMergedMemRefs`` for two instructions: identical lists stay, an empty list (no information)
    empties the merge, otherwise the lists are concatenated."""
    a, b = common.mem_operands, other.mem_operands
    if not a:
        return
    if len(a) == len(b) and all(_same_mem_operand(x, y) for x, y in zip(a, b)):
        return
    common.set_mem_refs(a + b if b else ())


def _merge_operations(start: Any, common: MachineBasicBlock) -> None:
    """LLVM ``mergeOperations``: fold the tail from ``start`` into the identical tail of ``common``."""
    mbb = start.parent
    instrs = mbb.instrs
    cinstrs = common.instrs
    k = mbb.index_of(start)
    ri = len(instrs) - 1
    rc = len(cinstrs) - 1
    for _ in range(len(instrs) - k):
        mi = instrs[ri]
        if not _counts_as_instruction(mi):
            ri -= 1
            continue
        while rc >= 0 and not _counts_as_instruction(cinstrs[rc]):
            rc -= 1
        cmi = cinstrs[rc]
        if cmi.may_load() or cmi.may_store():
            _merge_mem_refs(cmi, mi)
        for cop, op in zip(cmi.operands, mi.operands):
            if cop.kind == MO_Register and cop.flags & RegState.Undef and not op.flags & RegState.Undef:
                cop.flags &= ~RegState.Undef
        ri -= 1
        rc -= 1


class _MergePotential:
    """LLVM ``MergePotentialsElt``: a block and the hash of its last instruction."""

    __slots__ = ("hash", "block")

    def __init__(self, h: int, block: MachineBasicBlock) -> None:
        self.hash = h
        self.block = block


def _merge_potential_key(e: _MergePotential) -> tuple[int, int]:
    return e.hash, e.block.number


class _SameTail:
    """LLVM ``SameTailElt``: a merge potential and the first instruction of its common tail."""

    __slots__ = ("elt", "tail_start")

    def __init__(self, elt: _MergePotential, tail_start: Any) -> None:
        self.elt = elt
        self.tail_start = tail_start

    @property
    def block(self) -> MachineBasicBlock:
        return self.elt.block

    def is_whole_block(self) -> bool:
        return self.elt.block.instrs[0] is self.tail_start


class BranchFolder:
    """LLVM ``BranchFolder`` (branch optimization part)."""

    def __init__(
        self,
        mf: MachineFunction,
        enable_tail_merge: bool = True,
        min_common_tail_length: int = 3,
        tail_merge_threshold: int = 150,
        after_block_placement: bool = False,
        mli: MachineLoopInfo | None = None,
    ) -> None:
        self.mf = mf
        self.tii = mf.subtarget.get_instr_info()
        self.tri = mf.subtarget.get_register_info()
        self.enable_tail_merge = enable_tail_merge
        self.min_common_tail_length = min_common_tail_length
        self.tail_merge_threshold = tail_merge_threshold
        self.after_block_placement = after_block_placement
        #: After block placement: the loops, kept up to date (LLVM's ``MLI``).
        self.mli = mli
        fa = mf.function.attrs.fn if mf.function is not None else None
        self.opt_for_size = bool(fa is not None and (fa.has("optsize") or fa.has("minsize")))
        self.update_live_ins = mf.properties.tracks_liveness()
        self.live_regs = LivePhysRegs(self.tri)
        self.tried_merging: set[int] = set()
        self.merge_potentials: list[_MergePotential] = []
        self.same_tails: list[_SameTail] = []

    def optimize_function(self) -> bool:
        changed = False
        again = True
        while again:
            again = self.tail_merge_blocks()
            # After block placement nothing needs cleaning up unless tails were merged.
            if not self.after_block_placement or again:
                again |= self.optimize_branches()
            changed |= again
        return changed

    # ----- tail merging (LLVM BranchFolder::TailMergeBlocks and helpers) -----

    def tail_merge_blocks(self) -> bool:
        """LLVM ``TailMergeBlocks``: merge the identical tails of blocks without successors, then those of the
        predecessors of every block with several predecessors.

        Each predecessor is first put in canonical form: its unconditional branch to the block is removed and a
        conditional branch to it is reversed to branch elsewhere.  Blocks whose tails are not merged get their
        branch back with ``FixTail`` (so branches come back in canonical form, for instance without kill flags).
        """
        if not self.enable_tail_merge:
            return False
        mf = self.mf
        tii = self.tii
        tried = self.tried_merging
        threshold = self.tail_merge_threshold
        min_len = self.min_common_tail_length
        mli = self.mli
        made_change = False
        mp = self.merge_potentials
        mp.clear()
        for mbb in mf.blocks:
            if len(mp) == threshold:
                break
            if id(mbb) not in tried and not mbb.successors:
                mp.append(_MergePotential(_hash_end_of_mbb(mbb), mbb))
        if len(mp) == threshold:
            tried.update(id(e.block) for e in mp)
        if len(mp) >= 2:
            made_change |= self.try_tail_merge_blocks(None, None, min_len)

        blocks = mf.blocks
        i = 1
        while i < len(blocks):
            ibb = blocks[i]
            if len(ibb.predecessors) < 2:
                i += 1
                continue
            pred_bb = blocks[i - 1]
            mp.clear()
            # After placement, a loop header's predecessors are left alone and only predecessors in IBB's loop
            # are merged: a merged tail could become the loop top, or change the loops, when the layout is redone.
            ml = mli.get_loop_for(ibb) if mli is not None else None
            if ml is not None and ml.header is ibb:
                i += 1
                continue
            unique: set[int] = set()
            for pbb in list(ibb.predecessors):
                if len(mp) == threshold:
                    break
                if id(pbb) in tried or pbb is ibb or id(pbb) in unique:
                    continue
                unique.add(id(pbb))
                if mli is not None and mli.get_loop_for(pbb) is not ml:
                    continue
                if any(s.is_eh_pad or s.is_inline_asm_br_indirect_target for s in pbb.successors):
                    continue
                res = tii.analyze_branch(pbb, allow_modify=True)
                if res is None:
                    continue
                tbb, fbb, cond = res
                new_cond = [c.copy() for c in cond]
                if cond and tbb is ibb:
                    if tii.reverse_branch_condition(new_cond):
                        continue
                    if fbb is None:
                        fbb = next_block(pbb)
                if tbb is not None and (not cond or fbb is not None):
                    tii.remove_branch(pbb)
                    if cond:
                        tii.insert_branch(pbb, fbb if tbb is ibb else tbb, None, new_cond)
                mp.append(_MergePotential(_hash_end_of_mbb(pbb), pbb))
            if len(mp) == threshold:
                tried.update(id(e.block) for e in mp)
            n_blocks = len(blocks)
            if len(mp) >= 2:
                made_change |= self.try_tail_merge_blocks(ibb, pred_bb, min_len)
            if len(blocks) != n_blocks:  # a block was split: find IBB again
                i = layout_index(ibb)
            pred_bb = blocks[i - 1]
            if len(mp) == 1 and mp[0].block is not pred_bb:
                _fix_tail(mp[0].block, ibb, tii)
            i += 1
        return made_change

    def try_tail_merge_blocks(
        self, succ_bb: MachineBasicBlock | None, pred_bb: MachineBasicBlock | None, min_len: int
    ) -> bool:
        """LLVM ``TryTailMergeBlocks``: the merge potentials all have ``succ_bb`` as successor (or none when it
        is None); ``pred_bb`` is the layout predecessor of ``succ_bb``.  Groups of equal end hashes are taken
        from the highest hash down; the blocks sharing the longest profitable tail jump to one copy of it."""
        mp = self.merge_potentials
        mp.sort(key=_merge_potential_key)
        made_change = False
        entry = self.mf.blocks[0]
        while len(mp) > 1:
            cur_hash = mp[-1].hash
            max_len = self.compute_same_tails(cur_hash, min_len, succ_bb, pred_bb)
            st = self.same_tails
            if not st:
                self.remove_blocks_with_hash(cur_hash, succ_bb, pred_bb)
                continue
            n = len(st)
            cti = n
            if (
                n == 2
                and is_layout_successor(st[0].block, st[1].block)
                and st[1].is_whole_block()
                and not st[1].block.is_eh_pad
            ):
                cti = 1
            elif (
                n == 2
                and is_layout_successor(st[1].block, st[0].block)
                and st[0].is_whole_block()
                and not st[0].block.is_eh_pad
            ):
                cti = 0
            else:
                for k, e in enumerate(st):
                    b = e.block
                    whole = e.is_whole_block()
                    if (b is entry or b.is_eh_pad) and whole:
                        continue
                    if b is pred_bb:
                        cti = k
                        break
                    if whole:
                        cti = k
            if cti == n or (st[cti].block is pred_bb and not st[cti].is_whole_block()):
                split = self.create_common_tail_only_block(pred_bb, succ_bb, max_len)
                if split is None:
                    self.remove_blocks_with_hash(cur_hash, succ_bb, pred_bb)
                    continue
                pred_bb, cti = split
            mbb = st[cti].block
            self.set_common_tail_edge_weights(mbb)
            self.merge_common_tails(cti)
            for k, e in enumerate(st):
                if k == cti:
                    continue
                self.replace_tail_with_branch_to(e.tail_start, mbb)
                NumTailMerge.value += 1
                mp.remove(e.elt)
            made_change = True
        return made_change

    def compute_same_tails(
        self,
        cur_hash: int,
        min_len: int,
        succ_bb: MachineBasicBlock | None,
        pred_bb: MachineBasicBlock | None,
    ) -> int:
        """LLVM ``ComputeSameTails``: among the potentials with hash ``cur_hash``, the blocks sharing the longest
        profitable common tail with one block (``same_tails``, that block first); returns the tail length."""
        mp = self.merge_potentials
        same = self.same_tails
        same.clear()
        max_len = 0
        highest = len(mp) - 1
        cur = len(mp) - 1
        while cur > 0 and mp[cur].hash == cur_hash:
            i = cur - 1
            while mp[i].hash == cur_hash:
                res = self.profitable_to_merge(mp[cur].block, mp[i].block, min_len, succ_bb, pred_bb)
                if res is not None:
                    tail_len, i1, i2 = res
                    if tail_len > max_len:
                        same.clear()
                        max_len = tail_len
                        highest = cur
                        same.append(_SameTail(mp[cur], i1))
                    if highest == cur and tail_len == max_len:
                        same.append(_SameTail(mp[i], i2))
                if i == 0:
                    break
                i -= 1
            cur -= 1
        return max_len

    def profitable_to_merge(
        self,
        mbb1: MachineBasicBlock,
        mbb2: MachineBasicBlock,
        min_len: int,
        succ_bb: MachineBasicBlock | None,
        pred_bb: MachineBasicBlock | None,
    ) -> tuple[int, Any, Any] | None:
        """LLVM ``ProfitableToMerge``: (tail length, first tail instruction of each block) when merging the
        common tail of the two blocks pays off, else None."""
        tail_len, i1, i2 = compute_common_tail_length(mbb1, mbb2)
        if tail_len == 0:
            return None
        # Only debug instructions before the tail: the whole block is the tail (invariance under -g).
        if _first_non_debug(mbb1) is i1:
            i1 = mbb1.instrs[0]
        if _first_non_debug(mbb2) is i2:
            i2 = mbb2.instrs[0]
        res = (tail_len, i1, i2)
        full1 = mbb1.instrs[0] is i1
        full2 = mbb2.instrs[0] is i2
        after = self.after_block_placement
        # Merging into the block that falls through into the common successor needs no new branch.
        if (mbb1 is pred_bb or mbb2 is pred_bb) and (not after or len(mbb1.successors) == 1):
            if tail_len > _count_terminators(mbb2 if mbb1 is pred_bb else mbb1):
                return res
        # Identical cold blocks without successors (calls to noreturn functions such as abort).
        if full1 and full2 and _block_ends_in_unreachable(mbb1) and _block_ends_in_unreachable(mbb2):
            return res
        # One block is entirely the tail and the other can fall into it.
        if full2 and is_layout_successor(mbb1, mbb2):
            return res
        if full1 and is_layout_successor(mbb2, mbb1):
            return res
        if after and full1 and full2:
            if not _both_fall_through(mbb1) or not _both_fall_through(mbb2):
                return res
        # The unconditional branches stripped from both blocks count as one more common instruction.
        effective = tail_len
        if (
            succ_bb is not None
            and mbb1 is not pred_bb
            and mbb2 is not pred_bb
            and (len(mbb1.successors) == 1 or not after)
            and not mbb1.instrs[-1].is_barrier()
            and not mbb2.instrs[-1].is_barrier()
        ):
            effective += 1
        if effective >= min_len:
            return res
        # For size, two common instructions are enough when no block has to be split.
        if effective >= 2 and self.opt_for_size and (full1 or full2):
            return res
        return None

    def remove_blocks_with_hash(
        self, cur_hash: int, succ_bb: MachineBasicBlock | None, pred_bb: MachineBasicBlock | None
    ) -> None:
        """LLVM ``RemoveBlocksWithHash``: give up on the potentials with ``cur_hash``, putting their branch to
        ``succ_bb`` back."""
        mp = self.merge_potentials
        k = len(mp) - 1
        while k >= 0 and mp[k].hash == cur_hash:
            b = mp[k].block
            if succ_bb is not None and b is not pred_bb:
                _fix_tail(b, succ_bb, self.tii)
            k -= 1
        del mp[k + 1 :]

    def create_common_tail_only_block(
        self, pred_bb: MachineBasicBlock | None, succ_bb: MachineBasicBlock | None, max_len: int
    ) -> tuple[MachineBasicBlock | None, int] | None:
        """LLVM ``CreateCommonTailOnlyBlock``: split one of the same-tail blocks (the fall-through predecessor
        if possible, else the one with the cheapest head) so that a block consists of the common tail only.
        Returns the new fall-through predecessor and the index of the tail block, or None."""
        st = self.same_tails
        cti = 0
        time_estimate = -1
        for k, e in enumerate(st):
            if e.block is pred_bb:
                cti = k
                break
            t = _estimate_runtime(e.block, e.tail_start)
            if time_estimate < 0 or t <= time_estimate:
                time_estimate = t
                cti = k
        e = st[cti]
        mbb = e.block
        # A tail that falls through to SUCC_BB takes its IR block (e.g. it stays part of an inner loop).
        bb = succ_bb.ir_block if succ_bb is not None and len(mbb.successors) == 1 else mbb.ir_block
        new_mbb = self.split_mbb_at(mbb, e.tail_start, bb)
        e.elt.block = new_mbb
        e.tail_start = new_mbb.instrs[0]
        if pred_bb is mbb:
            pred_bb = new_mbb
        return pred_bb, cti

    def split_mbb_at(self, cur: MachineBasicBlock, start: Any, bb: Any) -> MachineBasicBlock:
        """LLVM ``SplitMBBAt``: move the instructions from ``start`` on into a new block after ``cur``, which
        takes over ``cur``'s successors and becomes its only successor (a fall-through)."""
        mf = self.mf
        new_mbb = mf.create_machine_basic_block(bb)
        mf.insert(layout_index(cur) + 1, new_mbb)
        new_mbb.transfer_successors(cur)
        cur.add_successor(new_mbb)
        if self.mli is not None:
            ml = self.mli.get_loop_for(cur)
            if ml is not None:
                ml.add_basic_block_to_loop(new_mbb, self.mli)
        instrs = cur.instrs
        k = cur.index_of(start)
        for mi in list(instrs[k:]):
            cur.remove(mi)
            new_mbb.push_back(mi)
        if self.update_live_ins:
            compute_and_add_live_ins(self.live_regs, new_mbb)
        return new_mbb

    def set_common_tail_edge_weights(self, tail: MachineBasicBlock) -> None:
        """LLVM ``setCommonTailEdgeWeights``: a common tail with several successors branches like the blocks it
        replaces together.  LLVM weighs each block's edge probabilities by its frequency; without block
        frequencies the blocks are weighed equally (the same result when their probabilities agree)."""
        succs = tail.successors
        if len(succs) <= 1 or not tail.probs:
            return
        edge = [0] * len(succs)
        for e in self.same_tails:
            src = e.block
            for j, s in enumerate(succs):
                for k, t in enumerate(src.successors):
                    if t is s:
                        edge[j] += src.get_successor_probability(k)
        total = sum(edge)
        if total <= 0:
            return
        for j in range(len(succs)):
            tail.set_successor_probability(j, (edge[j] * PROB_DENOMINATOR + total // 2) // total)

    def merge_common_tails(self, cti: int) -> None:
        """LLVM ``mergeCommonTails``: merge memory operands, undef flags and debug locations of the identical
        tail instructions into the tail block, then recompute its live-ins (IMPLICIT_DEFs in predecessors
        for registers that are no longer read as undef)."""
        st = self.same_tails
        mbb = st[cti].block
        others = [e for k, e in enumerate(st) if k != cti]
        for e in others:
            _merge_operations(e.tail_start, mbb)
        positions = [e.block.index_of(e.tail_start) for e in others]
        for mi in mbb.instrs:
            if not _counts_as_instruction(mi):
                continue
            dl = mi.debug_loc
            for n, e in enumerate(others):
                oinstrs = e.block.instrs
                p = positions[n]
                while not _counts_as_instruction(oinstrs[p]):
                    p += 1
                odl = oinstrs[p].debug_loc
                if dl is not odl and dl != odl:
                    dl = None
                positions[n] = p + 1
            mi.debug_loc = dl
        if not self.update_live_ins:
            return
        new_live = LivePhysRegs(self.tri)
        compute_live_ins(new_live, mbb)
        live = self.live_regs
        reserved = self.mf.reg_info.reserved_regs
        for pred in mbb.predecessors:
            live.clear()
            live.add_live_outs(pred)
            pos = pred.first_terminator_index()
            for reg in list(new_live.dense):
                if not live.available(reserved, reg):
                    continue
                pred.insert(pos, self._implicit_def(reg))
                pos += 1
        mbb.clear_live_ins()
        add_live_ins(mbb, new_live)

    def _implicit_def(self, reg: int) -> Any:
        mi = self.mf.create_machine_instr(self.tii.get(IMPLICIT_DEF))
        mi.add_operand(MachineOperand.create_reg(reg, is_def=True))
        return mi

    def replace_tail_with_branch_to(self, old_inst: Any, new_dest: MachineBasicBlock) -> None:
        """LLVM ``replaceTailWithBranchTo`` + ``TargetInstrInfo::ReplaceTailWithBranchTo``: delete the tail from
        ``old_inst`` on and branch to ``new_dest`` instead (IMPLICIT_DEFs for live-ins of ``new_dest`` that are
        not defined there)."""
        old = old_inst.parent
        assert old is not None
        instrs = old.instrs
        if self.update_live_ins:
            live = self.live_regs
            live.clear()
            live.add_live_outs(old)
            k = old.index_of(old_inst)
            for mi in reversed(instrs[k:]):
                live.step_backward(mi)
            reserved = self.mf.reg_info.reserved_regs
            for reg, _mask in new_dest.live_ins:
                if live.available(reserved, reg):
                    old.insert(old.index_of(old_inst), self._implicit_def(reg))
        while old.successors:
            old.remove_successor(old.successors[0])
        dl = old_inst.debug_loc
        k = old.index_of(old_inst)
        for mi in list(instrs[k:]):
            old.erase(mi)
        if next_block(old) is not new_dest:
            self.tii.insert_branch(old, new_dest, None, [], dl)
        old.add_successor(new_dest)

    def optimize_branches(self) -> bool:
        mf = self.mf
        changed = False
        mf.renumber_blocks()
        for mbb in list(mf.blocks[1:]):
            if mbb.parent is not mf:
                continue
            changed |= self.optimize_block(mbb)
            if not mbb.predecessors:
                self.remove_dead_block(mbb)
                changed = True
                NumDeadBlocks.value += 1
        return changed

    def remove_dead_block(self, mbb: MachineBasicBlock) -> None:
        mf = self.mf
        for s in list(mbb.successors):
            mbb.remove_successor(s)
        self.tried_merging.discard(id(mbb))
        jti = mf.jump_table_info
        mf.erase(mbb)
        del jti

    def optimize_block(self, mbb: MachineBasicBlock) -> bool:  # noqa: C901 - mirrors LLVM's structure
        tii = self.tii
        mf = self.mf
        changed = False
        while True:  # ReoptimizeBlock
            fall_through = next_block(mbb)
            if _is_empty_block(mbb) and not mbb.is_eh_pad and not mbb.address_taken:
                if not mbb.predecessors:
                    return changed
                if fall_through is None or fall_through.is_eh_pad:
                    pass
                elif mbb.is_successor(fall_through):
                    while mbb.predecessors:
                        pred = mbb.predecessors[-1]
                        replace_uses_of_block_with(pred, mbb, fall_through)
                    jti = mf.jump_table_info
                    if jti is not None:
                        jti.replace_mbb_in_jump_tables(mbb, fall_through)
                    changed = True
                return changed
            prev = prev_block(mbb)
            assert prev is not None
            prior = tii.analyze_branch(prev, allow_modify=True)
            prior_tbb = prior_fbb = None
            prior_cond: list[Any] = []
            if prior is not None:
                prior_tbb, prior_fbb, prior_cond = prior
                if prior_tbb is not None and prior_tbb is prior_fbb:
                    tii.remove_branch(prev)
                    prior_cond = []
                    if prior_tbb is not mbb:
                        tii.insert_branch(prev, prior_tbb, None, prior_cond)
                    changed = True
                    NumBranchOpts.value += 1
                    continue
                if (
                    not prior_cond
                    and prior_tbb is None
                    and len(mbb.predecessors) == 1
                    and len(prev.successors) == 1
                    and not mbb.address_taken
                    and not mbb.is_eh_pad
                ):
                    for mi in list(mbb.instrs):
                        mbb.remove(mi)
                        prev.push_back(mi)
                    prev.remove_successor(prev.successors[0])
                    prev.transfer_successors(mbb)
                    NumBranchOpts.value += 1
                    return True
                if prior_tbb is mbb and prior_fbb is None:
                    tii.remove_branch(prev)
                    changed = True
                    NumBranchOpts.value += 1
                    continue
                if prior_fbb is mbb:
                    tii.remove_branch(prev)
                    tii.insert_branch(prev, prior_tbb, None, prior_cond)
                    changed = True
                    NumBranchOpts.value += 1
                    continue
                if prior_tbb is mbb:
                    new_cond = [c.copy() for c in prior_cond]
                    if not tii.reverse_branch_condition(new_cond):
                        tii.remove_branch(prev)
                        tii.insert_branch(prev, prior_fbb, None, new_cond)
                        changed = True
                        NumBranchOpts.value += 1
                        continue
                if (
                    not mbb.successors
                    and prior_cond
                    and prior_fbb is None
                    and prior_tbb is fall_through
                    and fall_through is not None
                    and not can_fall_through(mbb)
                ):
                    do_transform = True
                    if fall_through is mf.blocks[-1] and not _is_better_fallthrough(prior_tbb, mbb):
                        do_transform = False
                    if do_transform:
                        new_cond = [c.copy() for c in prior_cond]
                        if not tii.reverse_branch_condition(new_cond):
                            tii.remove_branch(prev)
                            tii.insert_branch(prev, mbb, None, new_cond)
                            move_after(mbb, mf.blocks[-1])
                            NumBranchOpts.value += 1
                            return True
            cur = tii.analyze_branch(mbb, allow_modify=True)
            cur_tbb = cur_fbb = None
            cur_cond: list[Any] = []
            if cur is not None:
                cur_tbb, cur_fbb, cur_cond = cur
                changed |= correct_extra_cfg_edges(mbb, cur_tbb, cur_fbb, bool(cur_cond))
                if cur_tbb is not None and cur_fbb is not None and cur_fbb is mbb and cur_tbb is not mbb:
                    new_cond = [c.copy() for c in cur_cond]
                    if not tii.reverse_branch_condition(new_cond):
                        tii.remove_branch(mbb)
                        tii.insert_branch(mbb, cur_fbb, cur_tbb, new_cond)
                        changed = True
                        NumBranchOpts.value += 1
                        continue
                if (
                    cur_tbb is not None
                    and not cur_cond
                    and cur_fbb is None
                    and _is_branch_only_block(mbb)
                    and cur_tbb is not mbb
                    and not mbb.address_taken
                    and not mbb.is_eh_pad
                ):
                    tii.remove_branch(mbb)
                    if _is_empty_block(mbb):
                        for mi in list(mbb.instrs):
                            mbb.erase(mi)
                    if not mbb.instrs:
                        pred_no_ft = not can_fall_through(prev)
                        if pred_no_ft or prior is not None or not prev.is_successor(mbb):
                            if (
                                not pred_no_ft
                                and prev.is_successor(mbb)
                                and prior_tbb is not mbb
                                and prior_fbb is not mbb
                            ):
                                if prior_tbb is None:
                                    prior_tbb = mbb
                                else:
                                    prior_fbb = mbb
                                tii.remove_branch(prev)
                                tii.insert_branch(prev, prior_tbb, prior_fbb, prior_cond)
                            pi = 0
                            did_change = False
                            has_branch_to_self = False
                            while pi != len(mbb.predecessors):
                                pmbb = mbb.predecessors[pi]
                                if pmbb is mbb:
                                    pi += 1
                                    has_branch_to_self = True
                                else:
                                    did_change = True
                                    replace_uses_of_block_with(pmbb, mbb, cur_tbb)
                                    res = tii.analyze_branch(pmbb, allow_modify=True)
                                    if res is not None and res[0] is not None and res[0] is res[1]:
                                        tii.remove_branch(pmbb)
                                        tii.insert_branch(pmbb, res[0], None, [])
                                        changed = True
                            jti = mf.jump_table_info
                            if jti is not None:
                                jti.replace_mbb_in_jump_tables(mbb, cur_tbb)
                            if did_change:
                                NumBranchOpts.value += 1
                                changed = True
                                if not has_branch_to_self:
                                    return changed
                    tii.insert_branch(mbb, cur_tbb, None, cur_cond)
            if not can_fall_through(prev):
                cur_falls_thru = can_fall_through(mbb)
                if not mbb.is_eh_pad:
                    moved = False
                    for pred in list(mbb.predecessors):
                        if pred is mbb or can_fall_through(pred):
                            continue
                        res = tii.analyze_branch(pred, allow_modify=True)
                        if res is None or (res[0] is not mbb and res[1] is not mbb):
                            continue
                        if cur_falls_thru and cur_tbb is not None and cur_fbb is not None:
                            continue
                        if cur_falls_thru and mbb.number < pred.number:
                            continue
                        if cur_falls_thru:
                            nb = next_block(mbb)
                            assert nb is not None
                            cur_cond = []
                            tii.insert_branch(mbb, nb, None, cur_cond)
                        move_after(mbb, pred)
                        changed = True
                        NumBranchOpts.value += 1
                        moved = True
                        break
                    if moved:
                        continue
                if not cur_falls_thru:
                    moved = False
                    # Only the branch targets of an analyzable block (false target first), as LLVM: moving an
                    # indirect-branch block before each of its successors in turn never ends.
                    for succ in (cur_fbb, cur_tbb) if cur is not None else ():
                        if succ is None:
                            continue
                        succ_prev = prev_block(succ)
                        if (
                            succ is not mbb
                            and succ_prev is not mbb
                            and succ_prev is not None
                            and not can_fall_through(succ_prev)
                        ):
                            move_before(mbb, succ)
                            changed = True
                            NumBranchOpts.value += 1
                            moved = True
                            break
                    if moved:
                        continue
                    if (
                        fall_through is not None
                        and not fall_through.is_eh_pad
                        and tii.analyze_branch(prev, allow_modify=True) is not None
                        and prev.is_successor(fall_through)
                    ):
                        move_after(mbb, mf.blocks[-1])
                        return True
            return changed


@dataclass(frozen=True, slots=True)
class BranchFolderPass:
    """``branch-folder``: Control Flow Optimizer."""

    name: ClassVar[str] = "branch-folder"
    description: ClassVar[str] = "Control Flow Optimizer"

    #: ``-enable-tail-merge``: None keeps the pass configuration's default (on).
    enable_tail_merge: bool | None = None
    #: ``-tail-merge-threshold``: at most this many predecessors are considered.
    tail_merge_threshold: int = TAIL_MERGE_THRESHOLD
    #: ``-tail-merge-size``: 0 takes the target's ``getTailMergeSize`` (3).
    tail_merge_size: int = 0

    def run(self, mf: MachineFunction, am: Any) -> bool:
        if len(mf.blocks) < 2:
            return False
        return BranchFolder(
            mf,
            enable_tail_merge=self.enable_tail_merge is not False,
            min_common_tail_length=self.tail_merge_size or TAIL_MERGE_SIZE,
            tail_merge_threshold=self.tail_merge_threshold,
        ).optimize_function()
