"""What it is (LLVM: lib/CodeGen/MachineBasicBlock.cpp, include/llvm/Support/BranchProbability.h).

A :class:`MachineBasicBlock` holds its instructions in a Python list (bundled instructions included: a bundle
is a ``BUNDLE`` header followed by members flagged ``BundledPred``), its successors with branch probabilities,
its predecessors, its live-in physical registers (with lane masks) and a few attributes (address taken,
landing pad, alignment, the IR block it came from, its number in the function).

Branch probabilities are LLVM's ``BranchProbability``: a numerator over the fixed denominator ``1 << 31``.
``UNKNOWN_PROB`` (``0xFFFFFFFF``) marks a successor added without a probability.  As in LLVM the probability
list is kept only once some successor has a known probability; until then every successor is equally likely.
:func:`normalize_probabilities` is LLVM's ``normalizeProbabilities``: unknown entries receive an equal share of
what the known ones leave, then the list is scaled so it sums to the denominator.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, Iterator

from pyllc.codegen.analysis.slot_indexes import format_index
from pyllc.codegen.machine.instr import MIFlag, MachineInstr
from pyllc.codegen.machine.operand import MO_MachineBasicBlock, print_reg

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.print_context import PrintContext

PROB_DENOMINATOR: Final = 1 << 31
UNKNOWN_PROB: Final = 0xFFFFFFFF
#: All lanes of a register (LLVM ``LaneBitmask::getAll()``).
LANE_MASK_ALL: Final = 0xFFFFFFFFFFFFFFFF


def branch_probability(numerator: int, denominator: int) -> int:
    """``BranchProbability(n, d)`` as a numerator over ``1 << 31``, rounded to nearest as LLVM does."""
    if denominator == PROB_DENOMINATOR:
        return numerator
    return (numerator * PROB_DENOMINATOR + denominator // 2) // denominator


def normalize_probabilities(probs: list[int]) -> None:
    """LLVM's ``BranchProbability::normalizeProbabilities``, in place."""
    if not probs:
        return
    unknown = 0
    total = 0
    for p in probs:
        if p == UNKNOWN_PROB:
            unknown += 1
        else:
            total += p
    if unknown:
        share = (PROB_DENOMINATOR - total) // unknown if total < PROB_DENOMINATOR else 0
        for i, p in enumerate(probs):
            if p == UNKNOWN_PROB:
                probs[i] = share
        if total <= PROB_DENOMINATOR:
            return
    if total == 0:
        even = branch_probability(1, len(probs))
        for i in range(len(probs)):
            probs[i] = even
        return
    for i, p in enumerate(probs):
        probs[i] = (p * PROB_DENOMINATOR + total // 2) // total


def probability_percent(numerator: int) -> str:
    """``50.00%``: LLVM prints ``rint(n / d * 100 * 100) / 100`` with two decimals."""
    value = round(numerator / PROB_DENOMINATOR * 100.0 * 100.0) / 100.0
    return f"{value:.2f}%"


class MachineBasicBlock:
    """A machine basic block: instructions (a list), CFG edges with probabilities, live-ins, attributes."""

    __slots__ = (
        "number",
        "parent",
        "instrs",
        "successors",
        "probs",
        "predecessors",
        "live_ins",
        "ir_block",
        "address_taken",
        "is_eh_pad",
        "is_inline_asm_br_indirect_target",
        "is_eh_funclet_entry",
        "alignment",
        "section_id",
        "irr_loop_header_weight",
        "__weakref__",
    )

    def __init__(self, ir_block: Any = None) -> None:
        self.number = -1
        self.parent: MachineFunction | None = None
        self.instrs: list[MachineInstr] = []
        self.successors: list[MachineBasicBlock] = []
        self.probs: list[int] = []
        self.predecessors: list[MachineBasicBlock] = []
        #: (physical register, lane mask) pairs.
        self.live_ins: list[tuple[int, int]] = []
        self.ir_block = ir_block
        self.address_taken = False
        self.is_eh_pad = False
        self.is_inline_asm_br_indirect_target = False
        self.is_eh_funclet_entry = False
        #: Alignment in bytes (1 = none).
        self.alignment = 1
        self.section_id: Any = None
        self.irr_loop_header_weight: int | None = None

    # ----- instructions -----
    def __iter__(self) -> Iterator[MachineInstr]:
        return iter(self.instrs)

    def __len__(self) -> int:
        return len(self.instrs)

    def empty(self) -> bool:
        return not self.instrs

    def _attach(self, mi: MachineInstr) -> None:
        mi.parent = self
        mf = self.parent
        if mf is not None:
            mf.reg_info.add_reg_operands_to_use_lists(mi)

    def _detach(self, mi: MachineInstr) -> None:
        mf = self.parent
        if mf is not None:
            mf.reg_info.remove_reg_operands_from_use_lists(mi)
        mi.parent = None

    def push_back(self, mi: MachineInstr) -> MachineInstr:
        self.instrs.append(mi)
        self._attach(mi)
        return mi

    def insert(self, pos: int, mi: MachineInstr) -> MachineInstr:
        """Insert ``mi`` before position ``pos`` (an index into ``instrs``; ``len`` appends)."""
        self.instrs.insert(pos, mi)
        self._attach(mi)
        return mi

    def insert_before(self, before: MachineInstr | None, mi: MachineInstr) -> MachineInstr:
        """Insert ``mi`` before instruction ``before`` (None: at the end)."""
        if before is None:
            return self.push_back(mi)
        return self.insert(self.index_of(before), mi)

    def insert_after(self, after: MachineInstr, mi: MachineInstr) -> MachineInstr:
        return self.insert(self.index_of(after) + 1, mi)

    def index_of(self, mi: MachineInstr) -> int:
        # list.index compares by identity here (MachineInstr has no __eq__) and scans at C speed.
        try:
            return self.instrs.index(mi)
        except ValueError:
            raise ValueError("instruction not in block") from None

    def remove(self, mi: MachineInstr) -> MachineInstr:
        """Unlink ``mi`` from the block (LLVM ``remove``); bundle flags of neighbours are kept consistent."""
        i = self.index_of(mi)
        if mi.flags & (MIFlag.BundledPred | MIFlag.BundledSucc):
            bundled_pred = mi.flags & MIFlag.BundledPred
            bundled_succ = mi.flags & MIFlag.BundledSucc
            if bundled_pred and not bundled_succ and i > 0:
                self.instrs[i - 1].flags &= ~MIFlag.BundledSucc
            if bundled_succ and not bundled_pred and i + 1 < len(self.instrs):
                self.instrs[i + 1].flags &= ~MIFlag.BundledPred
            mi.flags &= ~(MIFlag.BundledPred | MIFlag.BundledSucc)
        del self.instrs[i]
        self._detach(mi)
        return mi

    def erase(self, mi: MachineInstr) -> None:
        """Remove and delete ``mi``."""
        self.remove(mi)

    def first_terminator_index(self) -> int:
        """Index of the first terminator (LLVM ``getFirstTerminator``); ``len(instrs)`` when none."""
        instrs = self.instrs
        i = len(instrs)
        while i > 0:
            mi = instrs[i - 1]
            if not (mi.is_terminator() or mi.is_debug_instr()):
                break
            i -= 1
        while i < len(instrs) and not instrs[i].is_terminator():
            i += 1
        return i

    def first_non_phi_index(self) -> int:
        instrs = self.instrs
        i = 0
        while i < len(instrs) and instrs[i].is_phi():
            i += 1
        return i

    def terminators(self) -> list[MachineInstr]:
        return self.instrs[self.first_terminator_index() :]

    def phis(self) -> list[MachineInstr]:
        return self.instrs[: self.first_non_phi_index()]

    # ----- CFG -----
    def add_successor(self, succ: MachineBasicBlock, prob: int = UNKNOWN_PROB) -> None:
        """Add a CFG edge.  As in LLVM the first successor starts the probability list (an unknown probability
        included); later ones are added to it when it exists or when their probability is known."""
        if prob != UNKNOWN_PROB or self.probs or not self.successors:
            if not self.probs and self.successors:
                self.probs = [UNKNOWN_PROB] * len(self.successors)
            self.probs.append(prob)
        self.successors.append(succ)
        succ.predecessors.append(self)

    def add_successor_without_prob(self, succ: MachineBasicBlock) -> None:
        """``addSuccessorWithoutProb``: the block's probability list is dropped (every edge equally likely)."""
        self.probs = []
        self.successors.append(succ)
        succ.predecessors.append(self)

    def remove_successor(self, succ: MachineBasicBlock, normalize: bool = False) -> None:
        i = self.successors.index(succ)
        del self.successors[i]
        if self.probs:
            del self.probs[i]
            if normalize:
                normalize_probabilities(self.probs)
        succ.predecessors.remove(self)

    def replace_successor(self, old: MachineBasicBlock, new: MachineBasicBlock) -> None:
        if old is new:
            return
        i = self.successors.index(old)
        if new in self.successors:
            j = self.successors.index(new)
            if self.probs:
                a, b = self.probs[i], self.probs[j]
                if a != UNKNOWN_PROB and b != UNKNOWN_PROB:
                    self.probs[j] = a + b
            self.remove_successor(old)
            return
        self.successors[i] = new
        old.predecessors.remove(self)
        new.predecessors.append(self)

    def transfer_successors(self, from_mbb: MachineBasicBlock) -> None:
        """``transferSuccessors``: ``from_mbb``'s successor edges (with their probabilities) become this
        block's."""
        if from_mbb is self:
            return
        while from_mbb.successors:
            succ = from_mbb.successors[0]
            if from_mbb.probs:
                self.add_successor(succ, from_mbb.probs[0])
            else:
                self.add_successor_without_prob(succ)
            from_mbb.remove_successor(succ)

    def transfer_successors_and_update_phis(self, from_mbb: MachineBasicBlock) -> None:
        """``transferSuccessorsAndUpdatePHIs``: as :meth:`transfer_successors`, and the PHIs of the
        successors name this block where they named ``from_mbb``."""
        if from_mbb is self:
            return
        succs = list(from_mbb.successors)
        self.transfer_successors(from_mbb)
        for succ in succs:
            for phi in succ.instrs:
                if not phi.is_phi():
                    break
                for op in phi.operands[2::2]:
                    if op.kind == MO_MachineBasicBlock and op.contents is from_mbb:
                        op.contents = self

    def is_successor(self, mbb: MachineBasicBlock) -> bool:
        return any(s is mbb for s in self.successors)

    def is_predecessor(self, mbb: MachineBasicBlock) -> bool:
        return any(p is mbb for p in self.predecessors)

    def has_successor_probabilities(self) -> bool:
        return bool(self.probs)

    def get_successor_probability(self, i: int) -> int:
        """LLVM ``getSuccProbability``: stored, derived for unknowns, or 1/N without a list."""
        probs = self.probs
        n = len(self.successors)
        if not probs or probs[-1] == UNKNOWN_PROB:
            return branch_probability(1, n)
        p = probs[i]
        if p != UNKNOWN_PROB:
            return p
        known = sum(q for q in probs if q != UNKNOWN_PROB)
        unknown = sum(1 for q in probs if q == UNKNOWN_PROB)
        if known >= PROB_DENOMINATOR:
            return 0
        return (PROB_DENOMINATOR - known) // unknown

    def set_successor_probability(self, i: int, prob: int) -> None:
        if not self.probs:
            return
        self.probs[i] = prob

    def normalize_successor_probs(self) -> None:
        normalize_probabilities(self.probs)

    # ----- live-ins -----
    def add_live_in(self, reg: int, lane_mask: int = LANE_MASK_ALL) -> None:
        self.live_ins.append((reg, lane_mask))

    def sort_unique_live_ins(self) -> None:
        """Sort by register and merge lane masks of duplicates (LLVM ``sortUniqueLiveIns``)."""
        merged: dict[int, int] = {}
        for r, m in self.live_ins:
            merged[r] = merged.get(r, 0) | m
        self.live_ins = sorted(merged.items())

    def is_live_in(self, reg: int) -> bool:
        return any(r == reg for r, _ in self.live_ins)

    def remove_live_in(self, reg: int) -> None:
        self.live_ins = [(r, m) for r, m in self.live_ins if r != reg]

    def clear_live_ins(self) -> None:
        self.live_ins = []

    # ----- names and printing -----
    def full_name(self) -> str:
        """``bb.3.name`` (or ``bb.3``), the reference written after ``%``."""
        return "bb." + str(self.number)

    def ir_block_name(self) -> str:
        bb = self.ir_block
        return getattr(bb, "name", "") if bb is not None else ""

    def print_name(self, ctx: PrintContext | None, with_ir: bool = True, with_attributes: bool = True) -> str:
        """LLVM ``printName``: ``bb.0.entry``, ``bb.0 (%ir-block.0)``, ``bb.2 (address-taken, align 16)``."""
        parts = ["bb.", str(self.number)]
        attrs: list[str] = []
        if with_ir and self.ir_block is not None:
            name = self.ir_block_name()
            if name:
                parts.append("." + name)
            else:
                attrs.append("%ir-block." + _ir_block_slot(self.ir_block, ctx))
        if with_attributes:
            if self.address_taken:
                attrs.append("address-taken")
            if self.is_eh_pad:
                attrs.append("landing-pad")
            if self.is_inline_asm_br_indirect_target:
                attrs.append("inlineasm-br-indirect-target")
            if self.is_eh_funclet_entry:
                attrs.append("ehfunclet-entry")
            if self.alignment != 1:
                attrs.append("align " + str(self.alignment))
            if self.section_id is not None:
                attrs.append("bbsections " + str(self.section_id))
        if attrs:
            parts.append(" (" + ", ".join(attrs) + ")")
        return "".join(parts)

    def print(self, ctx: PrintContext | None, standalone: bool = True, indexes: Any = None) -> str:
        """The block as LLVM 14's ``MachineBasicBlock::print`` writes it (the ``-print-after`` dump); with
        ``indexes`` (SlotIndexes) the block's start index and each instruction's index lead their lines
        and the block's other lines start with a tab."""
        tab = "" if indexes is None else "\t"
        out: list[str] = []
        if indexes is not None:
            out.append(format_index(indexes.get_mbb_start_idx(self)) + "\t")
        out += [self.print_name(ctx), ":\n"]
        has_line_attrs = False
        if self.predecessors and standalone:
            out.append(tab + "; predecessors: ")
            out.append(", ".join("%bb." + str(p.number) for p in self.predecessors))
            out.append("\n")
            has_line_attrs = True
        if self.successors:
            out.append(tab + "  successors: ")
            items: list[str] = []
            for i, s in enumerate(self.successors):
                t = "%bb." + str(s.number)
                if self.probs:
                    t += f"(0x{self.get_successor_probability(i):08x})"
                items.append(t)
            out.append(", ".join(items))
            if self.probs and standalone:
                out.append("; ")
                out.append(
                    ", ".join(
                        "%bb."
                        + str(s.number)
                        + "("
                        + probability_percent(self.get_successor_probability(i))
                        + ")"
                        for i, s in enumerate(self.successors)
                    )
                )
            out.append("\n")
            has_line_attrs = True
        mf = self.parent
        tracks = mf is not None and mf.properties.tracks_liveness()
        if self.live_ins and tracks:
            out.append(tab + "  liveins: ")
            items = []
            for r, m in self.live_ins:
                t = print_reg(r, ctx)
                if m != LANE_MASK_ALL:
                    t += f":0x{m:016X}"
                items.append(t)
            out.append(", ".join(items))
            has_line_attrs = True
        if has_line_attrs:
            out.append("\n")
        in_bundle = False
        for mi in self.instrs:
            if indexes is not None:
                if indexes.has_index(mi):
                    out.append(format_index(indexes.get_instruction_index(mi)))
                out.append("\t")
            if in_bundle and not mi.flags & MIFlag.BundledPred:
                out.append("  }\n")
                in_bundle = False
            out.append("    " if in_bundle else "  ")
            out.append(mi.print(ctx, standalone))
            if not in_bundle and mi.flags & MIFlag.BundledSucc:
                out.append(" {")
                in_bundle = True
            out.append("\n")
        if in_bundle:
            out.append("  }\n")
        return "".join(out)

    def __repr__(self) -> str:
        return f"<MachineBasicBlock bb.{self.number}>"


def _ir_block_slot(bb: Any, ctx: PrintContext | None) -> str:
    """The slot number of an unnamed IR block (``%ir-block.0``)."""
    slot = getattr(bb, "slot", None)
    if slot is None and ctx is not None and ctx.mf is not None:
        slot = ctx.mf.ir_slot_of(bb)
    return str(slot) if slot is not None else "<ir-block badref>"
