"""What it is (LLVM: lib/CodeGen/SlotIndexes.cpp, include/llvm/CodeGen/SlotIndexes.h).

SlotIndexes numbers the instructions of a MachineFunction so that live ranges can be written as intervals of
plain ints.  As in LLVM, every numbered position is an *entry*; entries are ``INSTR_DIST`` (16) apart and the two
low bits of an index name one of four *slots* of the entry:

* ``SLOT_BLOCK`` (0, printed ``B``): the block boundary / the point before the instruction reads;
* ``SLOT_EARLY_CLOBBER`` (1, ``e``): where early-clobber defs and their tied uses happen;
* ``SLOT_REGISTER`` (2, ``r``): where ordinary uses are read and defs written;
* ``SLOT_DEAD`` (3, ``d``): where dead defs end.

Numbering (``analyze``): index 0 is the function entry; each block's start is the entry before its first
instruction, every non-debug instruction gets the next entry, and one blank entry ends each block (it is also
the next block's start).  Debug instructions share the index of the next real instruction.

Entries are kept in one sorted list (``_entries``) with a parallel list of instructions (``None`` for block
boundaries); ``mi2idx`` maps an instruction to its index.  :meth:`insert_machine_instr_in_maps` gives a new
instruction the midpoint between its neighbours (LLVM's scheme); when no gap is left the following entries are
renumbered and the registered listeners get the old → new mapping so that live ranges holding ints follow.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Final

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.instr import MachineInstr

SLOT_BLOCK: Final = 0
SLOT_EARLY_CLOBBER: Final = 1
SLOT_REGISTER: Final = 2
SLOT_DEAD: Final = 3
SLOT_COUNT: Final = 4
INSTR_DIST: Final = 4 * SLOT_COUNT
SLOT_NAMES: Final = "Berd"


def base_index(idx: int) -> int:
    """The entry of ``idx`` at the block slot (LLVM ``getBaseIndex``)."""
    return idx & ~3


def reg_slot(idx: int, early_clobber: bool = False) -> int:
    return (idx & ~3) | (SLOT_EARLY_CLOBBER if early_clobber else SLOT_REGISTER)


def dead_slot(idx: int) -> int:
    return (idx & ~3) | SLOT_DEAD


def is_same_instr(a: int, b: int) -> bool:
    return a & ~3 == b & ~3


def is_earlier_instr(a: int, b: int) -> bool:
    """True when ``a``'s entry is before ``b``'s (LLVM ``isEarlierInstr``)."""
    return a & ~3 < b & ~3


def is_block(idx: int) -> bool:
    return idx & 3 == SLOT_BLOCK


def prev_slot(idx: int) -> int:
    """The previous slot (crossing to the previous entry's dead slot); LLVM ``getPrevSlot``."""
    s = idx & 3
    return idx - 1 if s else idx - INSTR_DIST + SLOT_DEAD


def instr_distance(a: int, b: int) -> int:
    """LLVM ``getInstrDistance``: entry distance scaled by the slot count."""
    return ((b & ~3) - (a & ~3)) // SLOT_COUNT


def format_index(idx: int) -> str:
    """``16r``: the index of the entry followed by the slot letter, as LLVM prints a SlotIndex."""
    return f"{idx & ~3}{SLOT_NAMES[idx & 3]}"


class SlotIndexes:
    """Instruction numbering for one MachineFunction (an analysis result)."""

    __slots__ = (
        "mf",
        "_entries",
        "_instrs",
        "mi2idx",
        "mbb_ranges",
        "_mbb_starts",
        "_mbb_order",
        "listeners",
    )

    def __init__(self, mf: MachineFunction) -> None:
        self.mf = mf
        self._entries: list[int] = []
        self._instrs: list[MachineInstr | None] = []
        self.mi2idx: dict[MachineInstr, int] = {}
        #: Block number → (start index, end index); the end is the next block's start.
        self.mbb_ranges: dict[int, tuple[int, int]] = {}
        self._mbb_starts: list[int] = []
        self._mbb_order: list[MachineBasicBlock] = []
        #: Callables receiving ``{old entry: new entry}`` when entries are renumbered.
        self.listeners: list[Callable[[dict[int, int]], None]] = []
        self.analyze()

    def analyze(self) -> None:
        entries: list[int] = [0]
        instrs: list[MachineInstr | None] = [None]
        mi2idx: dict[MachineInstr, int] = {}
        ranges: dict[int, tuple[int, int]] = {}
        starts: list[int] = []
        order: list[MachineBasicBlock] = []
        index = 0
        for mbb in self.mf.blocks:
            start = index
            pending: list[MachineInstr] = []
            for mi in mbb.instrs:
                if mi.is_debug_instr():
                    pending.append(mi)
                    continue
                index += INSTR_DIST
                entries.append(index)
                instrs.append(mi)
                mi2idx[mi] = index
            index += INSTR_DIST
            entries.append(index)
            instrs.append(None)
            ranges[mbb.number] = (start, index)
            starts.append(start)
            order.append(mbb)
        self._entries = entries
        self._instrs = instrs
        self.mi2idx = mi2idx
        self.mbb_ranges = ranges
        self._mbb_starts = starts
        self._mbb_order = order

    # ----- queries -----
    def get_zero_index(self) -> int:
        return 0

    def get_last_index(self) -> int:
        return self._entries[-1]

    def get_instruction_index(self, mi: MachineInstr) -> int:
        """The (block-slot) index of ``mi``; a debug instruction gets the next real instruction's index."""
        idx = self.mi2idx.get(mi)
        if idx is not None:
            return idx
        mbb = mi.parent
        if mbb is None:
            raise KeyError("instruction not indexed")
        instrs = mbb.instrs
        i = mbb.index_of(mi)
        for j in range(i + 1, len(instrs)):
            idx = self.mi2idx.get(instrs[j])
            if idx is not None:
                return idx
        return self.mbb_ranges[mbb.number][1]

    def has_index(self, mi: MachineInstr) -> bool:
        return mi in self.mi2idx

    def get_instruction_from_index(self, idx: int) -> MachineInstr | None:
        base = idx & ~3
        i = bisect_left(self._entries, base)
        if i < len(self._entries) and self._entries[i] == base:
            return self._instrs[i]
        return None

    def get_mbb_start_idx(self, mbb: MachineBasicBlock | int) -> int:
        n = mbb if isinstance(mbb, int) else mbb.number
        return self.mbb_ranges[n][0]

    def get_mbb_end_idx(self, mbb: MachineBasicBlock | int) -> int:
        n = mbb if isinstance(mbb, int) else mbb.number
        return self.mbb_ranges[n][1]

    def get_mbb_range(self, mbb: MachineBasicBlock) -> tuple[int, int]:
        return self.mbb_ranges[mbb.number]

    def get_mbb_from_index(self, idx: int) -> MachineBasicBlock:
        """The block containing ``idx`` (an end index belongs to the next block, as in LLVM)."""
        i = bisect_right(self._mbb_starts, idx) - 1
        if i < 0:
            i = 0
        return self._mbb_order[i]

    def get_mbb_covering_range(self, start: int, end: int) -> MachineBasicBlock | None:
        """The block containing ``[start, end)`` entirely, or None (LLVM ``getMBBCoveringRange``)."""
        mbb = self.get_mbb_from_index(start)
        lo, hi = self.mbb_ranges[mbb.number]
        return mbb if end <= hi else None

    def blocks_in_range(self, start: int, end: int) -> list[MachineBasicBlock]:
        """Blocks whose start index lies in ``[start, end)``, in layout order."""
        i = bisect_left(self._mbb_starts, start)
        j = bisect_left(self._mbb_starts, end)
        return self._mbb_order[i:j]

    def get_next_slot(self, idx: int) -> int:
        """The slot after ``idx``: after a dead slot, the block slot of the next entry (LLVM ``getNextSlot``).
        Unlike ``idx + 1`` it names an entry, so it follows that entry when the indexes are renumbered."""
        if idx & 3 != 3:
            return idx + 1
        entries = self._entries
        i = bisect_right(entries, idx & ~3)
        return entries[i] if i < len(entries) else entries[-1]

    def get_next_non_null_index(self, idx: int) -> int:
        """The next entry after ``idx`` holding an instruction, or the last index."""
        i = bisect_right(self._entries, idx & ~3)
        entries, instrs = self._entries, self._instrs
        while i < len(entries):
            if instrs[i] is not None:
                return entries[i]
            i += 1
        return entries[-1]

    def get_index_before(self, mi: MachineInstr) -> int:
        """The index of the last real instruction before ``mi`` in its block, or the block start."""
        mbb = mi.parent
        assert mbb is not None
        instrs = mbb.instrs
        i = mbb.index_of(mi)
        while i > 0:
            i -= 1
            idx = self.mi2idx.get(instrs[i])
            if idx is not None:
                return idx
        return self.mbb_ranges[mbb.number][0]

    def get_index_after(self, mi: MachineInstr) -> int:
        """The index of the first real instruction after ``mi`` in its block, or the block end."""
        mbb = mi.parent
        assert mbb is not None
        instrs = mbb.instrs
        i = mbb.index_of(mi)
        for j in range(i + 1, len(instrs)):
            idx = self.mi2idx.get(instrs[j])
            if idx is not None:
                return idx
        return self.mbb_ranges[mbb.number][1]

    def entries(self) -> list[int]:
        return self._entries

    # ----- updates -----
    def insert_machine_instr_in_maps(self, mi: MachineInstr) -> int:
        """Number an instruction inserted into a block after ``analyze`` (LLVM ``insertMachineInstrInMaps``)."""
        if mi.is_debug_instr():
            return self.get_instruction_index(mi)
        mbb = mi.parent
        assert mbb is not None
        prev_idx = self.get_index_before(mi)
        next_idx = self.get_index_after(mi)
        dist = ((next_idx - prev_idx) // 2) & ~3
        if dist == 0:
            self._renumber_from(prev_idx)
            prev_idx = self.get_index_before(mi)
            next_idx = self.get_index_after(mi)
            dist = ((next_idx - prev_idx) // 2) & ~3
            assert dist
        new = prev_idx + dist
        i = bisect_left(self._entries, new)
        self._entries.insert(i, new)
        self._instrs.insert(i, mi)
        self.mi2idx[mi] = new
        return new

    def remove_machine_instr_from_maps(self, mi: MachineInstr) -> None:
        """Forget ``mi``'s entry (LLVM keeps a null entry; so do we, as a block-less blank)."""
        idx = self.mi2idx.pop(mi, None)
        if idx is None:
            return
        i = bisect_left(self._entries, idx)
        if i < len(self._entries) and self._entries[i] == idx:
            self._instrs[i] = None

    def replace_machine_instr_in_maps(self, old: MachineInstr, new: MachineInstr) -> int:
        idx = self.mi2idx.pop(old)
        self.mi2idx[new] = idx
        i = bisect_left(self._entries, idx)
        self._instrs[i] = new
        return idx

    def _renumber_from(self, after: int) -> None:
        """Spread the entries after ``after`` by INSTR_DIST until a gap absorbs the shift (LLVM
        ``renumberIndexes``), then tell the listeners which entries moved."""
        entries = self._entries
        i = bisect_right(entries, after)
        mapping: dict[int, int] = {}
        cur = after
        while i < len(entries):
            old = entries[i]
            want = cur + INSTR_DIST
            if old >= want:
                break
            mapping[old] = want
            entries[i] = want
            cur = want
            i += 1
        if not mapping:
            return
        for mi, idx in list(self.mi2idx.items()):
            n = mapping.get(idx)
            if n is not None:
                self.mi2idx[mi] = n
        for num, (s, e) in list(self.mbb_ranges.items()):
            self.mbb_ranges[num] = (mapping.get(s, s), mapping.get(e, e))
        self._mbb_starts = [mapping.get(s, s) for s in self._mbb_starts]
        for fn in self.listeners:
            fn(mapping)

    # ----- printing -----
    def dump(self) -> str:
        out = []
        for idx, mi in zip(self._entries, self._instrs):
            out.append(f"{idx}B\t" + (mi.print(None).strip() if mi is not None else "") + "\n")
        return "".join(out)


def remap_index(idx: int, mapping: dict[int, int]) -> int:
    """``idx`` after a renumbering given as ``{old entry: new entry}``."""
    n = mapping.get(idx & ~3)
    return idx if n is None else n | (idx & 3)


class SlotIndexesPass:
    """The ``slotindexes`` analysis."""

    name: ClassVar[str] = "slotindexes"
    description: ClassVar[str] = "Slot index numbering"
    is_analysis: ClassVar[bool] = True

    def run(self, mf: MachineFunction, am: Any) -> SlotIndexes:
        return SlotIndexes(mf)


# The analysis manager keys results by class; passes ask ``am.get(SlotIndexesPass)``.
SlotIndexesAnalysis = SlotIndexesPass
