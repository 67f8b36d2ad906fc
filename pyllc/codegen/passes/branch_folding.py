"""What it is (LLVM: lib/CodeGen/BranchFolding.{h,cpp}).

``branch-folder`` (Control Flow Optimizer), after prologue/epilogue insertion at -O1 and above.  Repeated until
nothing changes, it runs LLVM's ``OptimizeBranches``: every block but the entry is visited in layout order and
``OptimizeBlock`` applies, as LLVM does:

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

Tail merging and common-code hoisting (LLVM's ``TailMergeBlocks``/``HoistCommonCode``) are not implemented:
they only change code size, never meaning.

Helpers shared with block placement: :func:`can_fall_through`, :func:`update_terminator`,
:func:`replace_uses_of_block_with`, :func:`correct_extra_cfg_edges`, :func:`move_after`, :func:`move_before`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.machine.basic_block import UNKNOWN_PROB
from pyllc.codegen.machine.operand import MO_MachineBasicBlock

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction


# ----- MachineBasicBlock helpers (LLVM MachineBasicBlock.cpp) -----

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


def replace_uses_of_block_with(mbb: MachineBasicBlock, old: MachineBasicBlock, new: MachineBasicBlock) -> None:
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


def transfer_successors(to: MachineBasicBlock, frm: MachineBasicBlock) -> None:
    if to is frm:
        return
    while frm.successors:
        succ = frm.successors[0]
        if frm.probs:
            to.add_successor(succ, frm.probs[0])
        else:
            to.add_successor_without_prob(succ)
        frm.remove_successor(succ)


def correct_extra_cfg_edges(mbb: MachineBasicBlock, dest_a: MachineBasicBlock | None,
                            dest_b: MachineBasicBlock | None, is_cond: bool) -> bool:
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
            if prev_layout_succ is None or not mbb.is_successor(prev_layout_succ) or prev_layout_succ.is_eh_pad:
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


class BranchFolder:
    """LLVM ``BranchFolder`` (branch optimization part)."""

    def __init__(self, mf: MachineFunction) -> None:
        self.mf = mf
        self.tii = mf.subtarget.get_instr_info()

    def optimize_function(self) -> bool:
        changed = False
        again = True
        while again:
            again = self.tail_merge_blocks()
            again |= self.optimize_branches()
            changed |= again
        return changed

    def tail_merge_blocks(self) -> bool:
        """LLVM ``TailMergeBlocks`` without the merging itself.

        For every block with several predecessors, LLVM first strips the predecessors' branches to it (keeping
        the conditional branch elsewhere, reversed when needed) and, when no common tail is merged, puts the
        branch back with ``FixTail``.  The net effect, which this reproduces, is that those branches are
        re-created in canonical form (for instance without kill flags).  Returns False: nothing is merged.
        """
        mf = self.mf
        tii = self.tii
        tried: set[int] = set()
        blocks = mf.blocks
        i = 1
        while i < len(blocks):
            ibb = blocks[i]
            if len(ibb.predecessors) < 2:
                i += 1
                continue
            pred_bb = blocks[i - 1]
            potentials: list[MachineBasicBlock] = []
            unique: set[int] = set()
            for pbb in list(ibb.predecessors):
                if len(potentials) == 150:
                    break
                if id(pbb) in tried or pbb is ibb or id(pbb) in unique:
                    continue
                unique.add(id(pbb))
                if any(s.is_eh_pad for s in pbb.successors):
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
                potentials.append(pbb)
            if len(potentials) == 150:
                tried.update(id(b) for b in potentials)
            if len(potentials) >= 2:
                for cur in potentials:
                    if cur is not pred_bb:
                        _fix_tail(cur, ibb, tii)
            pred_bb = blocks[i - 1]
            if len(potentials) == 1 and potentials[0] is not pred_bb:
                _fix_tail(potentials[0], ibb, tii)
            i += 1
        return False

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
        return changed

    def remove_dead_block(self, mbb: MachineBasicBlock) -> None:
        mf = self.mf
        for s in list(mbb.successors):
            mbb.remove_successor(s)
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
                    continue
                if not prior_cond and prior_tbb is None and len(mbb.predecessors) == 1 and \
                        len(prev.successors) == 1 and not mbb.address_taken and not mbb.is_eh_pad:
                    for mi in list(mbb.instrs):
                        mbb.remove(mi)
                        prev.push_back(mi)
                    prev.remove_successor(prev.successors[0])
                    transfer_successors(prev, mbb)
                    return True
                if prior_tbb is mbb and prior_fbb is None:
                    tii.remove_branch(prev)
                    changed = True
                    continue
                if prior_fbb is mbb:
                    tii.remove_branch(prev)
                    tii.insert_branch(prev, prior_tbb, None, prior_cond)
                    changed = True
                    continue
                if prior_tbb is mbb:
                    new_cond = [c.copy() for c in prior_cond]
                    if not tii.reverse_branch_condition(new_cond):
                        tii.remove_branch(prev)
                        tii.insert_branch(prev, prior_fbb, None, new_cond)
                        changed = True
                        continue
                if not mbb.successors and prior_cond and prior_fbb is None and prior_tbb is fall_through \
                        and fall_through is not None and not can_fall_through(mbb):
                    do_transform = True
                    if fall_through is mf.blocks[-1] and not _is_better_fallthrough(prior_tbb, mbb):
                        do_transform = False
                    if do_transform:
                        new_cond = [c.copy() for c in prior_cond]
                        if not tii.reverse_branch_condition(new_cond):
                            tii.remove_branch(prev)
                            tii.insert_branch(prev, mbb, None, new_cond)
                            move_after(mbb, mf.blocks[-1])
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
                        continue
                if cur_tbb is not None and not cur_cond and cur_fbb is None and _is_branch_only_block(mbb) \
                        and cur_tbb is not mbb and not mbb.address_taken and not mbb.is_eh_pad:
                    tii.remove_branch(mbb)
                    if _is_empty_block(mbb):
                        for mi in list(mbb.instrs):
                            mbb.erase(mi)
                    if not mbb.instrs:
                        pred_no_ft = not can_fall_through(prev)
                        if pred_no_ft or prior is not None or not prev.is_successor(mbb):
                            if not pred_no_ft and prev.is_successor(mbb) and prior_tbb is not mbb and \
                                    prior_fbb is not mbb:
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
                        moved = True
                        break
                    if moved:
                        continue
                if not cur_falls_thru:
                    moved = False
                    # Only the branch targets of an analyzable block (false target first), as LLVM: moving an
                    # indirect-branch block before each of its successors in turn never ends.
                    for succ in ((cur_fbb, cur_tbb) if cur is not None else ()):
                        if succ is None:
                            continue
                        succ_prev = prev_block(succ)
                        if succ is not mbb and succ_prev is not mbb and succ_prev is not None and \
                                not can_fall_through(succ_prev):
                            move_before(mbb, succ)
                            changed = True
                            moved = True
                            break
                    if moved:
                        continue
                    if fall_through is not None and not fall_through.is_eh_pad and \
                            tii.analyze_branch(prev, allow_modify=True) is not None and \
                            prev.is_successor(fall_through):
                        move_after(mbb, mf.blocks[-1])
                        return True
            return changed


@dataclass(frozen=True, slots=True)
class BranchFolderPass:
    """``branch-folder``: Control Flow Optimizer."""

    name: ClassVar[str] = "branch-folder"
    description: ClassVar[str] = "Control Flow Optimizer"

    def run(self, mf: MachineFunction, am: Any) -> bool:
        if len(mf.blocks) < 2:
            return False
        return BranchFolder(mf).optimize_function()
