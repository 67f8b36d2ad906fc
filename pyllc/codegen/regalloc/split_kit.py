"""What it is (LLVM: lib/CodeGen/SplitKit.{h,cpp}).

Live range splitting for the greedy allocator.

:class:`SplitAnalysis` collects what splitting needs about one interval (LLVM ``analyzeUses`` and
``calcLiveBlockInfo``): the sorted register slots of the instructions defining or reading it (``use_slots``,
one per instruction), and per block with uses a :class:`BlockInfo` -- first and last instruction, first def,
live in, live out.  A block where the range has a hole (killed, then defined again) gets two entries, one for
the live-in part and one for the live-out part.  Blocks the range passes through without uses are counted in
``through_blocks``.  :meth:`SplitAnalysis.get_last_split_point` is where a copy at the end of a block must go:
before the first terminator, or before the last call when a successor is a landing pad.

:class:`SplitEditor` edits the function so that the parent register is replaced by several new ones
(LLVM's interface): ``open_intv`` starts a new interval (interval 0, the *complement*, takes whatever no
opened interval claims); ``enter_intv_before`` / ``enter_intv_at_end`` insert a ``COPY`` from the parent into
the open interval, ``leave_intv_after`` / ``leave_intv_before`` / ``leave_intv_at_top`` a ``COPY`` back to the
complement; ``use_intv(start, end)`` and ``overlap_intv`` assign slot ranges to the open interval (LLVM's
``RegAssign`` map).  No copy is made where the parent is not live (before its def, after its kill).
``split_single_block`` isolates the uses of one block (LLVM ``splitSingleBlock``).

:meth:`SplitEditor.finish` rewrites every operand of the parent to the register of the interval owning its slot
(uses at the instruction's base slot, defs at their def slot, debug uses dropped), computes the new registers'
intervals from the rewritten code (so each new interval is exactly its register's live range), clears kill
flags that stopped being kills, deletes copies whose result is never read, splits each new interval into its
connected components (one register each, LLVM ``splitSeparateComponents``) and removes the parent interval.
It returns, per new register of the LiveRangeEdit, the interval it came from (LLVM's ``IntvMap``).

Copies are inserted as the calls are made; when SlotIndexes renumbers, the editor and the analysis follow
(both listen to the renumbering), so slot numbers obtained from them stay valid.

Region splitting (the greedy allocator's ``tryRegionSplit``) cuts each block by where the value enters and
leaves it: ``split_live_through_block`` (live through; in one interval or on the stack at each end, switching
around the candidate register's interference, the middle on the stack when the interferences overlap),
``split_reg_in_block`` (in a register at the top, on the stack or dead at the bottom) and
``split_reg_out_block`` (the reverse); ``enter_intv_after`` begins an interval after an instruction.  A local
interval is opened where the interference overlaps the uses.

In spill mode (``reset(edit, spill_mode=True)``, LLVM's SM_Speed) a copy back to the complement is dropped when
the parent's definition of the same value is in the complement or another back-copy of it dominates: the
complement keeps the value.

Not done: rematerialization of the parent's value instead of a copy, hoisting back-copies to a common
dominator.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import TYPE_CHECKING, Any

from pyllc.codegen.analysis.slot_indexes import (
    base_index,
    dead_slot,
    is_same_instr,
    prev_slot,
    reg_slot,
    remap_index,
)
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.operand import MO_Register, RegState
from pyllc.codegen.target_opcodes import COPY, EH_LABEL

if TYPE_CHECKING:
    from pyllc.codegen.analysis.live_interval import LiveInterval
    from pyllc.codegen.analysis.machine_dominators import MachineDominatorTree
    from pyllc.codegen.analysis.live_intervals import LiveIntervals
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.instr import MachineInstr
    from pyllc.codegen.regalloc.live_range_edit import LiveRangeEdit

_DEF = RegState.Define
_UNDEF = RegState.Undef
_KILL = RegState.Kill
_DEAD = RegState.Dead
_EC = RegState.EarlyClobber


class BlockInfo:
    """One block with uses (LLVM ``SplitAnalysis::BlockInfo``); slots are -1 when absent."""

    __slots__ = ("mbb", "first_instr", "last_instr", "first_def", "live_in", "live_out")

    def __init__(
        self,
        mbb: MachineBasicBlock,
        first_instr: int,
        last_instr: int,
        first_def: int,
        live_in: bool,
        live_out: bool,
    ) -> None:
        self.mbb = mbb
        self.first_instr = first_instr
        self.last_instr = last_instr
        self.first_def = first_def
        self.live_in = live_in
        self.live_out = live_out

    @property
    def number(self) -> int:
        return self.mbb.number

    def is_one_instr(self) -> bool:
        return is_same_instr(self.first_instr, self.last_instr)

    def remap(self, mapping: dict[int, int]) -> None:
        self.first_instr = remap_index(self.first_instr, mapping)
        self.last_instr = remap_index(self.last_instr, mapping)
        if self.first_def >= 0:
            self.first_def = remap_index(self.first_def, mapping)

    def __repr__(self) -> str:
        return (
            f"BlockInfo(bb.{self.mbb.number}, {self.first_instr}, {self.last_instr}, in={self.live_in}, "
            f"out={self.live_out})"
        )


def is_full_copy(mi: MachineInstr) -> bool:
    return mi.is_copy() and not mi.operands[0].sub_reg and not mi.operands[1].sub_reg


class SplitAnalysis:
    __slots__ = ("lis", "li", "use_slots", "use_blocks", "through_blocks")

    def __init__(self, lis: LiveIntervals, li: LiveInterval | None = None) -> None:
        self.lis = lis
        self.li: LiveInterval | None = None
        self.use_slots: list[int] = []
        self.use_blocks: list[BlockInfo] = []
        #: Numbers of the blocks the range is live through without uses.
        self.through_blocks: list[int] = []
        lis.indexes.listeners.append(self.remap)
        if li is not None:
            self.analyze(li)

    # Compatibility name of the first version of this analysis.
    @property
    def blocks(self) -> list[BlockInfo]:
        return self.use_blocks

    def clear(self) -> None:
        self.li = None
        self.use_slots = []
        self.use_blocks = []
        self.through_blocks = []

    def analyze(self, li: LiveInterval | None = None) -> None:
        if li is not None:
            self.li = li
        li = self.li
        assert li is not None
        lis = self.lis
        idx_of = lis.indexes.get_instruction_index
        slots: list[int] = []
        for v in li.valnos_list:
            if not v.is_unused() and not v.is_phi_def():
                slots.append(v.def_)
        for op in lis.mri.reg_operands(li.reg):
            if op.flags & (_DEF | _UNDEF | RegState.Debug) or op.kind != MO_Register:
                continue
            mi = op.parent
            if mi is None or mi.parent is None or mi.is_debug_instr():
                continue
            slots.append(reg_slot(idx_of(mi)))
        slots.sort()
        # One slot per instruction, the smaller (an early-clobber def before the register slot).
        uniq: list[int] = []
        last = -16
        for s in slots:
            if s & ~3 != last:
                uniq.append(s)
                last = s & ~3
        self.use_slots = uniq
        self._calc_live_block_info()

    def _calc_live_block_info(self) -> None:
        li = self.li
        assert li is not None
        use_blocks: list[BlockInfo] = []
        through: list[int] = []
        self.use_blocks = use_blocks
        self.through_blocks = through
        starts, ends = li.starts, li.ends
        n = len(starts)
        if not n:
            return
        indexes = self.lis.indexes
        ranges = indexes.mbb_ranges
        uses = self.use_slots
        nu = len(uses)
        ui = 0
        k = 0
        mbb = indexes.get_mbb_from_index(starts[0])
        while True:
            start, stop = ranges[mbb.number]
            if ui < nu and uses[ui] < stop:
                first = uses[ui]
                while ui < nu and uses[ui] < stop:
                    ui += 1
                last = uses[ui - 1]
                live_in = starts[k] <= start
                first_def = -1 if live_in else first
                live_out = True
                while ends[k] < stop:
                    last_stop = ends[k]
                    k += 1
                    if k == n or starts[k] >= stop:
                        live_out = False
                        last = last_stop
                        break
                    if last_stop < starts[k]:
                        # A hole in the block: the live-in part and the live-out part are separate entries.
                        use_blocks.append(BlockInfo(mbb, first, last_stop, first_def, live_in, False))
                        live_in = False
                        first = first_def = starts[k]
                    if first_def < 0:
                        first_def = starts[k]
                use_blocks.append(BlockInfo(mbb, first, last, first_def, live_in, live_out))
            else:
                through.append(mbb.number)
                while k < n and ends[k] < stop:  # defensive: a range ending mid-block without uses
                    k += 1
            if k >= n:
                break
            if ends[k] == stop:
                k += 1
                if k == n:
                    break
            if starts[k] < stop:
                mbb = indexes.get_mbb_from_index(stop)
            else:
                mbb = indexes.get_mbb_from_index(starts[k])

    def remap(self, mapping: dict[int, int]) -> None:
        if not self.use_slots:
            return
        self.use_slots = [remap_index(s, mapping) for s in self.use_slots]
        for bi in self.use_blocks:
            bi.remap(mapping)

    # ----- queries -----
    def get_num_live_blocks(self) -> int:
        return len(self.use_blocks) + len(self.through_blocks)

    def last_split_point(self, mbb: MachineBasicBlock) -> tuple[int, MachineInstr | None]:
        """(slot, instruction to insert before; None = the block end) of the last point where a copy may go
        (LLVM ``getLastSplitPoint``/``getLastSplitPointIter``)."""
        indexes = self.lis.indexes
        instrs = mbb.instrs
        i = mbb.first_terminator_index()
        if any(s.is_eh_pad for s in mbb.successors):
            for j in range(min(i, len(instrs)) - 1, -1, -1):
                if instrs[j].is_call():
                    i = j
                    break
        while i < len(instrs) and instrs[i].is_debug_instr():
            i += 1
        if i >= len(instrs):
            return indexes.get_mbb_end_idx(mbb), None
        return indexes.get_instruction_index(instrs[i]), instrs[i]

    def get_last_split_point(self, mbb: MachineBasicBlock) -> int:
        return self.last_split_point(mbb)[0]

    def get_first_split_point(self, mbb: MachineBasicBlock) -> int:
        """The first point where a copy may go: the first instruction that is not a PHI, a label or a debug
        instruction, else the block start (LLVM ``getFirstSplitPoint``)."""
        idx_of = self.lis.indexes.mi2idx
        for mi in mbb.instrs:
            if mi.is_debug_instr() or mi.is_phi() or mi.opcode == EH_LABEL:
                continue
            idx = idx_of.get(mi)
            if idx is not None:
                return idx
            break
        return self.lis.indexes.get_mbb_start_idx(mbb)

    def count_live_blocks(self, li: LiveInterval) -> int:
        """Number of blocks where ``li`` is live (LLVM ``countLiveBlocks``)."""
        indexes = self.lis.indexes
        seen: set[int] = set()
        for s, e in zip(li.starts, li.ends):
            for mbb in indexes.blocks_in_range(s, e):
                seen.add(mbb.number)
            seen.add(indexes.get_mbb_from_index(s).number)
        return len(seen)

    def should_split_single_block(self, bi: BlockInfo, single_instrs: bool) -> bool:
        """LLVM ``shouldSplitSingleBlock``: always for several instructions; for one only when asked and it
        makes progress (a live-through block, or an original end point that is not a copy)."""
        if not bi.is_one_instr():
            return True
        if not single_instrs:
            return False
        if bi.live_in and bi.live_out:
            return True
        mi = self.lis.get_instruction_from_index(bi.first_instr)
        return not (mi is not None and mi.is_copy())

    def is_local(self) -> bool:
        assert self.li is not None
        return self.lis.interval_is_in_one_mbb(self.li) is not None


class SplitEditor:
    """Splits the parent of a LiveRangeEdit into new intervals (LLVM ``SplitEditor``, partition mode)."""

    __slots__ = (
        "sa",
        "lis",
        "vrm",
        "mf",
        "mri",
        "tii",
        "edit",
        "parent",
        "intv_regs",
        "open_idx",
        "regions",
        "copies",
        "pending",
        "edit_start",
        "spill_mode",
        "back_copies",
        "mdt",
    )

    def __init__(
        self, sa: SplitAnalysis, lis: LiveIntervals, vrm: Any, mf: Any, mdt: MachineDominatorTree
    ) -> None:
        self.sa = sa
        self.lis = lis
        self.vrm = vrm
        self.mf = mf
        self.mri = mf.reg_info
        self.tii = mf.subtarget.get_instr_info()
        self.edit: LiveRangeEdit | None = None
        self.parent: LiveInterval | None = None
        self.intv_regs: list[int] = []
        self.open_idx = 0
        #: (start, end, interval) slot ranges assigned to opened intervals (LLVM ``RegAssign``).
        self.regions: list[list[int]] = []
        self.copies: list[MachineInstr] = []
        #: Slots held between calls, kept current across renumbering.
        self.pending: list[int] = []
        self.edit_start = 0
        self.spill_mode = False
        #: (copy, parent value id) of the copies back to the complement.
        self.back_copies: list[tuple[MachineInstr, int]] = []
        self.mdt = mdt
        lis.indexes.listeners.append(self._remap)

    def _remap(self, mapping: dict[int, int]) -> None:
        for r in self.regions:
            r[0] = remap_index(r[0], mapping)
            r[1] = remap_index(r[1], mapping)
        self.pending = [remap_index(s, mapping) for s in self.pending]

    # ----- intervals -----
    def reset(self, edit: LiveRangeEdit, spill_mode: bool = False) -> None:
        """Start splitting ``edit``'s parent.  In spill mode (LLVM's SM_Speed, used for block splitting) a copy
        back to the complement is dropped when another back-copy of the same parent value dominates it: the
        complement keeps that value instead of being redefined (LLVM ``computeRedundantBackCopies``)."""
        self.spill_mode = spill_mode
        self.back_copies = []
        self.edit = edit
        self.parent = edit.parent
        self.intv_regs = []
        self.open_idx = 0
        self.regions = []
        self.copies = []
        self.pending = []
        self.edit_start = len(edit.new_regs)

    def open_intv(self) -> int:
        edit = self.edit
        assert edit is not None and self.parent is not None
        if not self.intv_regs:
            self.intv_regs.append(edit.create_from(self.parent.reg))
        self.intv_regs.append(edit.create_from(self.parent.reg))
        self.open_idx = len(self.intv_regs) - 1
        return self.open_idx

    def select_intv(self, idx: int) -> None:
        assert 0 < idx < len(self.intv_regs)
        self.open_idx = idx

    def empty(self) -> bool:
        return not self.intv_regs

    def _def_from_parent(self, intv: int, mbb: MachineBasicBlock, before: MachineInstr | None) -> int:
        """``%intv = COPY %parent`` before ``before`` (None: at the end); returns its def slot."""
        assert self.parent is not None
        dl = before.debug_loc if before is not None else None
        mi = build_mi(mbb, before, dl, self.tii.get(COPY), self.intv_regs[intv]).add_reg(self.parent.reg).mi
        idx = self.lis.insert_machine_instr_in_maps(mi)
        self.copies.append(mi)
        if intv == 0:
            vni = self.parent.get_vn_info_at(reg_slot(idx))
            if vni is not None:
                self.back_copies.append((mi, vni.id))
        return reg_slot(idx)

    def enter_intv_before(self, idx: int) -> int:
        """Begin the open interval before the instruction at ``idx``; returns where it begins."""
        assert self.open_idx and self.parent is not None
        base = base_index(idx)
        if not self.parent.live_at(base):
            return base
        return self._def_from_parent(self.open_idx, *self._insert_point_before(base))

    def _insert_point_before(self, idx: int) -> tuple[MachineBasicBlock, MachineInstr | None]:
        """(block, instruction to insert before; None = the block end) right before the entry of ``idx``; an
        entry without instruction (a deleted one) is the same point as before the next instruction."""
        indexes = self.lis.indexes
        mi = indexes.get_instruction_from_index(idx)
        if mi is not None and mi.parent is not None:
            return mi.parent, mi
        return self._insert_point_after(idx)

    def enter_intv_at_end(self, mbb: MachineBasicBlock) -> int:
        """Begin the open interval at the last split point of ``mbb``, live out."""
        assert self.open_idx and self.parent is not None
        end = self.lis.indexes.get_mbb_end_idx(mbb)
        last = prev_slot(end)
        if not self.parent.live_at(last):
            return end
        lsp, pos = self.sa.last_split_point(mbb)
        if lsp < last:
            last = lsp
            if not self.parent.live_at(last):
                return end
        d = self._def_from_parent(self.open_idx, mbb, pos)
        self.use_intv(d, self.lis.indexes.get_mbb_end_idx(mbb))
        return d

    def enter_intv_after(self, idx: int) -> int:
        """Begin the open interval after the instruction at ``idx`` (LLVM ``enterIntvAfter``)."""
        assert self.open_idx and self.parent is not None
        boundary = dead_slot(idx)
        if not self.parent.live_at(boundary):
            return self.lis.indexes.get_next_slot(boundary)
        mbb, pos = self._insert_point_after(boundary)
        return self._def_from_parent(self.open_idx, mbb, pos)

    def _insert_point_after(self, idx: int) -> tuple[MachineBasicBlock, MachineInstr | None]:
        """(block, instruction to insert before; None = the block end) right after the entry of ``idx``; an
        entry without instruction (a deleted one) stands for the point before the next instruction."""
        indexes = self.lis.indexes
        mi = indexes.get_instruction_from_index(idx)
        if mi is None or mi.parent is None:
            mbb = indexes.get_mbb_from_index(idx)
            nxt = indexes.get_next_non_null_index(idx)
            if nxt < indexes.get_mbb_end_idx(mbb):
                nmi = indexes.get_instruction_from_index(nxt)
                if nmi is not None and nmi.parent is mbb:
                    return mbb, nmi
            return mbb, None
        mbb = mi.parent
        instrs = mbb.instrs
        k = mbb.index_of(mi) + 1
        return mbb, instrs[k] if k < len(instrs) else None

    def leave_intv_after(self, idx: int) -> int:
        """End the open interval after the instruction at ``idx``; returns where it ends."""
        assert self.open_idx and self.parent is not None
        boundary = dead_slot(idx)
        if not self.parent.live_at(boundary):
            return self.lis.indexes.get_next_slot(boundary)
        mi = self.lis.get_instruction_from_index(boundary)
        assert mi is not None and mi.parent is not None
        mbb = mi.parent
        instrs = mbb.instrs
        k = mbb.index_of(mi) + 1
        return self._def_from_parent(0, mbb, instrs[k] if k < len(instrs) else None)

    def leave_intv_before(self, idx: int) -> int:
        """End the open interval before the instruction at ``idx``."""
        assert self.open_idx and self.parent is not None
        base = base_index(idx)
        if not self.parent.live_at(base):
            return base + 1
        return self._def_from_parent(0, *self._insert_point_before(base))

    def leave_intv_at_top(self, mbb: MachineBasicBlock) -> int:
        """End the open interval at the top of ``mbb`` (it is live in)."""
        assert self.open_idx and self.parent is not None
        start = self.lis.indexes.get_mbb_start_idx(mbb)
        if not self.parent.live_at(start):
            return start
        pos = None
        for mi in mbb.instrs:
            if not (mi.is_debug_instr() or mi.is_phi() or mi.opcode == EH_LABEL):
                pos = mi
                break
        d = self._def_from_parent(0, mbb, pos)
        self.regions.append([self.lis.indexes.get_mbb_start_idx(mbb), d, self.open_idx])
        return d

    def use_intv(self, start: int, end: int) -> None:
        """Slots ``[start, end)`` belong to the open interval."""
        assert self.open_idx
        if start < end:
            self.regions.append([start, end, self.open_idx])

    def overlap_intv(self, start: int, end: int) -> None:
        """``[start, end)`` uses the open interval while the complement is live too (LLVM ``overlapIntv``)."""
        assert self.open_idx
        mi = self.lis.get_instruction_from_index(end)
        if mi is not None and self.parent is not None:
            reg = self.parent.reg
            for op in mi.operands:
                if op.kind == MO_Register and op.contents == reg and not op.flags & _DEF and op.tied_to:
                    return
        self.use_intv(start, end)

    # ----- composite edits -----
    def split_around(self, first: int, last: int) -> None:
        """Enter the open interval before ``first`` and leave it after ``last`` (both instruction slots)."""
        self.pending = [self.enter_intv_before(first), last]
        stop = self.leave_intv_after(self.pending[1])
        self.use_intv(self.pending[0], stop)
        self.pending = []

    def split_single_block(self, bi: BlockInfo) -> None:
        """Isolate the uses of one block in a new interval (LLVM ``splitSingleBlock``); ``bi`` follows any
        renumbering (it belongs to the analysis)."""
        self.open_intv()
        lsp = self.sa.get_last_split_point(bi.mbb)
        start = self.enter_intv_before(min(bi.first_instr, lsp))
        self.pending = [start]
        lsp = self.sa.get_last_split_point(bi.mbb)
        if not bi.live_out or bi.last_instr < lsp:
            stop = self.leave_intv_after(bi.last_instr)
            self.use_intv(self.pending[0], stop)
        else:
            stop = self.leave_intv_before(lsp)
            self.use_intv(self.pending[0], stop)
            self.overlap_intv(stop, bi.last_instr)
        self.pending = []

    # ----- region splitting (LLVM splitLiveThroughBlock, splitRegInBlock, splitRegOutBlock) -----
    def _range(self, mbb: MachineBasicBlock) -> tuple[int, int]:
        return self.lis.indexes.mbb_ranges[mbb.number]

    def split_live_through_block(
        self, mbb: MachineBasicBlock, intv_in: int, leave_before: int, intv_out: int, enter_after: int
    ) -> None:
        """The range is live through ``mbb``: enter it in ``intv_in`` (0: on the stack) and leave it in
        ``intv_out``, switching around the interference before ``leave_before`` / after ``enter_after``
        (-1: none)."""
        assert intv_in or intv_out
        if not intv_out:
            # Spill on entry.
            self.select_intv(intv_in)
            self.leave_intv_at_top(mbb)
            return
        if not intv_in:
            # Reload on exit.
            self.select_intv(intv_out)
            self.enter_intv_at_end(mbb)
            return
        if intv_in == intv_out and leave_before < 0 and enter_after < 0:
            # Straight through.
            self.select_intv(intv_out)
            self.use_intv(*self._range(mbb))
            return
        lsp = self.sa.get_last_split_point(mbb)
        if intv_in != intv_out and (
            leave_before < 0 or enter_after < 0 or base_index(leave_before) > dead_slot(enter_after)
        ):
            # Switch intervals between the (non-overlapping) interferences.
            self.select_intv(intv_out)
            if leave_before >= 0 and leave_before < lsp:
                idx = self.enter_intv_before(leave_before)
                self.use_intv(idx, self._range(mbb)[1])
            else:
                idx = self.enter_intv_at_end(mbb)
            self.select_intv(intv_in)
            self.use_intv(self._range(mbb)[0], idx)
            return
        # Overlapping interference: the middle of the block goes on the stack.
        self.pending = [leave_before]
        self.select_intv(intv_out)
        idx = self.enter_intv_after(enter_after)
        self.use_intv(idx, self._range(mbb)[1])
        self.select_intv(intv_in)
        idx = self.leave_intv_before(self.pending[0])
        self.use_intv(self._range(mbb)[0], idx)
        self.pending = []

    def split_reg_in_block(self, bi: BlockInfo, intv_in: int, leave_before: int) -> None:
        """The range enters ``bi``'s block in ``intv_in`` and leaves it on the stack (or dies there)."""
        mbb = bi.mbb
        if not bi.live_out and (leave_before < 0 or leave_before >= bi.last_instr):
            # Before the interference: intv_in everywhere.
            self.select_intv(intv_in)
            self.use_intv(self._range(mbb)[0], bi.last_instr)
            return
        lsp = self.sa.get_last_split_point(mbb)
        if leave_before < 0 or leave_before > dead_slot(bi.last_instr):
            self.select_intv(intv_in)
            if bi.last_instr < lsp:
                # Spill after the last use, before the interference.
                idx = self.leave_intv_after(bi.last_instr)
            else:
                # Spill before the last split point, overlapping intv_in.
                idx = self.leave_intv_before(lsp)
                self.overlap_intv(idx, bi.last_instr)
            self.use_intv(self._range(mbb)[0], idx)
            return
        # The interference overlaps the uses: a local interval between it and the last use.
        self.open_intv()
        self.pending = [leave_before]
        if not bi.live_out or bi.last_instr < lsp:
            to = self.leave_intv_after(bi.last_instr)
            self.pending.append(to)
            frm = self.enter_intv_before(self.pending[0])
        else:
            to = self.leave_intv_before(lsp)
            self.overlap_intv(to, bi.last_instr)
            self.pending.append(to)
            frm = self.enter_intv_before(min(to, self.pending[0]))
        self.use_intv(frm, self.pending[1])
        self.select_intv(intv_in)
        self.use_intv(self._range(mbb)[0], frm)
        self.pending = []

    def split_reg_out_block(self, bi: BlockInfo, intv_out: int, enter_after: int) -> None:
        """The range enters ``bi``'s block on the stack (or is defined there) and leaves it in ``intv_out``."""
        mbb = bi.mbb
        if not bi.live_in and (enter_after < 0 or enter_after <= bi.first_instr):
            # After the interference: intv_out everywhere.
            self.select_intv(intv_out)
            self.use_intv(bi.first_instr, self._range(mbb)[1])
            return
        lsp = self.sa.get_last_split_point(mbb)
        if enter_after < 0 or enter_after < base_index(bi.first_instr):
            # Reload after the interference, before the first use.
            self.select_intv(intv_out)
            idx = self.enter_intv_before(min(lsp, bi.first_instr))
            self.use_intv(idx, self._range(mbb)[1])
            return
        # The interference overlaps the uses: a local interval between the first use and it.
        self.select_intv(intv_out)
        idx = self.enter_intv_after(enter_after)
        self.use_intv(idx, self._range(mbb)[1])
        self.pending = [idx]
        self.open_intv()
        frm = self.enter_intv_before(min(idx, bi.first_instr))
        self.use_intv(frm, self.pending[0])
        self.pending = []

    # ----- finishing -----
    def _lookup_table(self) -> tuple[list[int], list[int], list[int]]:
        regs = sorted(self.regions, key=lambda r: r[0])
        return [r[0] for r in regs], [r[1] for r in regs], [r[2] for r in regs]

    def finish(self) -> list[int]:
        """Rewrite, compute the new intervals; returns the interval index of each new register."""
        edit, parent = self.edit, self.parent
        assert edit is not None and parent is not None
        lis, mri = self.lis, self.mri
        idx_of = lis.indexes.get_instruction_index
        starts, ends, intvs = self._lookup_table()
        regs = self.intv_regs
        preg = parent.reg
        # The parent's range plus the copies' defs: no new interval may reach beyond it.
        p_starts, p_ends = list(parent.starts), list(parent.ends)
        rewritten: list[Any] = []
        if self.spill_mode and self.back_copies:
            self._remove_redundant_back_copies(starts, ends)
        for op in list(mri.reg_operands(preg)):
            mi = op.parent
            if mi is None or mi.parent is None:
                continue
            if mi.is_debug_instr():
                op.set_reg(0)
                continue
            idx = idx_of(mi)
            f = op.flags
            slot = reg_slot(idx, f & _EC != 0) if f & (_DEF | _UNDEF) else idx
            k = bisect_right(starts, slot) - 1
            intv = intvs[k] if k >= 0 and slot < ends[k] else 0
            op.set_reg(regs[intv])
            if f & _KILL:
                rewritten.append((op, idx))
        for r in regs:
            if mri.reg_nodbg_empty(r):
                lis.create_empty_interval(r)
            else:
                lis.create_and_compute_virt_reg_interval(r)
        self._delete_dead_copies()
        for r in regs:
            _check_inside(lis.get_interval(r), p_starts, p_ends)
        for op, idx in rewritten:
            reg = op.contents
            if reg and op.flags & _KILL and not lis.get_interval(reg).query(idx).is_kill():
                op.flags &= ~_KILL
        lis.remove_interval(preg)
        intv_of = {r: i for i, r in enumerate(regs)}
        new_regs = edit.new_regs
        for r in list(new_regs[self.edit_start :]):
            if r in intv_of:
                self._split_components(r, intv_of)
        out = [intv_of.get(r, 0) for r in new_regs[self.edit_start :]]
        self.edit = None
        self.parent = None
        self.regions = []
        self.copies = []
        return out

    def _remove_redundant_back_copies(self, starts: list[int], ends: list[int]) -> None:
        """Delete each back-copy dominated by another back-copy of the same parent value, or by the parent's
        own definition of that value when the complement keeps it (LLVM ``hoistCopies``' direct complement
        defs): the complement then holds that value from the dominating def on; the value cannot change in
        between.  ``starts``/``ends`` are the slot ranges of the opened intervals."""
        lis = self.lis
        idx_of = lis.indexes.get_instruction_index
        dominates = self.mdt.dominates
        assert self.parent is not None
        vals = self.parent.valnos_list
        by_value: dict[int, list[MachineInstr]] = {}
        for mi, vid in self.back_copies:
            if mi.parent is not None:
                by_value.setdefault(vid, []).append(mi)
        for vid, group in by_value.items():
            v = vals[vid]
            if not v.is_phi_def():
                k = bisect_right(starts, v.def_) - 1
                if k < 0 or v.def_ >= ends[k]:
                    # Defined straight into the complement, which dominates every back-copy of the value.
                    for mi in group:
                        lis.remove_machine_instr_from_maps(mi)
                        mi.parent.remove(mi)  # type: ignore[union-attr]
                    continue
            if len(group) < 2:
                continue
            group.sort(key=idx_of)
            kept: list[MachineInstr] = []
            for mi in group:
                mbb = mi.parent
                assert mbb is not None
                if any(k.parent is mbb or dominates(k.parent, mbb) for k in kept):  # type: ignore
                    lis.remove_machine_instr_from_maps(mi)
                    mbb.remove(mi)
                else:
                    kept.append(mi)
        self.copies = [c for c in self.copies if c.parent is not None]
        self.back_copies = []

    def _delete_dead_copies(self) -> None:
        lis = self.lis
        changed = True
        while changed:
            changed = False
            for mi in self.copies:
                mbb = mi.parent
                if mbb is None or not mi.operands[0].flags & _DEAD:
                    continue
                dst, src = mi.operands[0].contents, mi.operands[1].contents
                lis.remove_machine_instr_from_maps(mi)
                mbb.remove(mi)
                for r in (dst, src):
                    if not r or not lis.has_interval(r):
                        continue
                    if self.mri.reg_nodbg_empty(r):
                        lis.get_interval(r).clear()
                    else:
                        lis.compute_virt_reg_interval(lis.get_interval(r))
                changed = True
            self.copies = [c for c in self.copies if c.parent is not None]

    def _split_components(self, reg: int, intv_of: dict[int, int]) -> None:
        """Give each connected component after the first its own register (LLVM ``splitSeparateComponents``)."""
        lis, mri = self.lis, self.mri
        li = lis.get_interval(reg)
        if li.empty():
            return
        comps = connected_components(lis, li)
        if len(comps) < 2:
            return
        comp_of = [0] * len(li.valnos_list)
        for c, vals in enumerate(comps):
            for v in vals:
                comp_of[v.id] = c
        edit = self.edit
        assert edit is not None
        new = [reg] + [edit.create_from(reg) for _ in comps[1:]]
        idx_of = lis.indexes.get_instruction_index
        for op in list(mri.reg_operands(reg)):
            mi = op.parent
            if mi is None or mi.parent is None or mi.is_debug_instr():
                continue
            idx = idx_of(mi)
            f = op.flags
            if f & _DEF:
                v = li.get_vn_info_at(reg_slot(idx, f & _EC != 0))
            else:
                v = li.get_vn_info_before(reg_slot(idx, f & _EC != 0))
            if v is None:
                # An undef use: any component live there (or the first).
                v = li.get_vn_info_at(idx)
            c = comp_of[v.id] if v is not None else 0
            if c:
                op.set_reg(new[c])
        lis.compute_virt_reg_interval(li)
        for r in new[1:]:
            intv_of[r] = intv_of[reg]
            lis.create_and_compute_virt_reg_interval(r)


def _check_inside(li: LiveInterval, p_starts: list[int], p_ends: list[int]) -> None:
    """Each segment of a split product lies inside one segment of the parent's range (a copy's def slot is
    inside it too): otherwise a value would reach a use along a path the parent's value did not."""
    for s, e in zip(li.starts, li.ends):
        k = bisect_right(p_starts, s) - 1
        if k < 0 or e > p_ends[k]:
            # Adjacent parent segments (a value ending where the next begins) count as one.
            while k >= 0 and k + 1 < len(p_starts) and p_starts[k + 1] == p_ends[k] and e > p_ends[k]:
                k += 1
            if k < 0 or e > p_ends[k]:
                raise AssertionError(f"split product %{li.reg & 0x7FFFFFFF} {li} leaves its parent's range")


def connected_components(lis: LiveIntervals, li: LiveInterval) -> list[list[Any]]:
    """The values of ``li`` grouped into connected components (LLVM ``ConnectedVNInfoEqClasses``): a PHI-def
    value joins the values live out of its block's predecessors; a value defined where another one ends (a
    two-address redefinition) joins it."""
    vals = li.valnos_list
    parent = list(range(len(vals)))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    indexes = lis.indexes
    for v in vals:
        if v.is_unused():
            continue
        if v.is_phi_def():
            mbb = indexes.get_mbb_from_index(v.def_)
            others = [li.get_vn_info_before(indexes.get_mbb_end_idx(p)) for p in mbb.predecessors]
        else:
            others = [li.get_vn_info_before(v.def_)]
        for o in others:
            if o is not None:
                a, b = find(v.id), find(o.id)
                if a != b:
                    parent[a] = b
    groups: dict[int, list[Any]] = {}
    for v in vals:
        if not v.is_unused():
            groups.setdefault(find(v.id), []).append(v)
    return [groups[k] for k in sorted(groups)]
