"""What it is (LLVM: lib/CodeGen/LiveInterval.cpp, include/llvm/CodeGen/LiveInterval.h).

A :class:`LiveRange` is a sorted list of disjoint half-open segments ``[start, end)`` of slot indexes
(``pyllc.codegen.analysis.slot_indexes``), each carrying the *value number* (:class:`VNInfo`) live in it.  The
segments are three parallel lists (``starts``, ``ends``, ``valnos``) searched with ``bisect``.  A value number
records where its value is defined (``def``: a register slot, an early-clobber slot, or a block start for a
PHI-def, i.e. a value merged from several predecessors).  A :class:`LiveInterval` is the live range of one
register plus its spill weight.

Printing follows LLVM: ``[16r,48r:0)[64B,80r:1) 0@16r 1@64B-phi``.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Any, Final, Iterator

from pyllc.codegen.analysis.slot_indexes import (
    SLOT_BLOCK,
    base_index,
    format_index,
    is_earlier_instr,
    is_same_instr,
    remap_index,
)

HUGE_VALF: Final = float("inf")


class VNInfo:
    """A value number: ``id`` within its range and the index of its definition (-1: unused)."""

    __slots__ = ("id", "def_")

    def __init__(self, id_: int, def_: int) -> None:
        self.id = id_
        self.def_ = def_

    def is_unused(self) -> bool:
        return self.def_ < 0

    def mark_unused(self) -> None:
        self.def_ = -1

    def is_phi_def(self) -> bool:
        return self.def_ >= 0 and self.def_ & 3 == SLOT_BLOCK

    def __repr__(self) -> str:
        return f"{self.id}@{format_index(self.def_)}" if self.def_ >= 0 else f"{self.id}@x"


class LiveQueryResult:
    """LLVM's ``LiveQueryResult`` for one instruction: the value read, the value written, the kill."""

    __slots__ = ("early", "late", "end_point", "kill")

    def __init__(self, early: VNInfo | None, late: VNInfo | None, end_point: int, kill: bool) -> None:
        self.early = early
        self.late = late
        self.end_point = end_point
        self.kill = kill

    def value_in(self) -> VNInfo | None:
        return self.early

    def value_out(self) -> VNInfo | None:
        return self.late

    def is_kill(self) -> bool:
        return self.kill

    def value_defined(self) -> VNInfo | None:
        return None if self.early is self.late else self.late

    def value_out_or_dead(self) -> VNInfo | None:
        return self.late

    def is_dead_def(self) -> bool:
        return (
            self.end_point >= 0
            and self.late is not None
            and self.end_point & 3 == 3
            and is_same_instr(self.end_point, self.late.def_)
        )


class LiveRange:
    """Segments ``[starts[i], ends[i])`` with value ``valnos[i]``, sorted and disjoint."""

    __slots__ = ("starts", "ends", "valnos", "valnos_list")

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.valnos: list[VNInfo] = []
        #: All value numbers by id.
        self.valnos_list: list[VNInfo] = []

    # ----- basic queries -----
    def empty(self) -> bool:
        return not self.starts

    def __len__(self) -> int:
        return len(self.starts)

    def segments(self) -> Iterator[tuple[int, int, VNInfo]]:
        return zip(self.starts, self.ends, self.valnos)

    def begin_index(self) -> int:
        return self.starts[0]

    def end_index(self) -> int:
        return self.ends[-1]

    def get_num_val_nums(self) -> int:
        return len(self.valnos_list)

    def get_val_num_info(self, i: int) -> VNInfo:
        return self.valnos_list[i]

    def get_size(self) -> int:
        """Sum of segment lengths in index units (LLVM ``getSize``)."""
        return sum(e - s for s, e in zip(self.starts, self.ends))

    def find(self, idx: int) -> int:
        """Position of the first segment whose end is after ``idx`` (LLVM ``find``)."""
        return bisect_right(self.ends, idx)

    def segment_index_containing(self, idx: int) -> int:
        i = bisect_right(self.ends, idx)
        if i < len(self.starts) and self.starts[i] <= idx:
            return i
        return -1

    def live_at(self, idx: int) -> bool:
        i = bisect_right(self.ends, idx)
        return i < len(self.starts) and self.starts[i] <= idx

    def get_vn_info_at(self, idx: int) -> VNInfo | None:
        i = bisect_right(self.ends, idx)
        if i < len(self.starts) and self.starts[i] <= idx:
            return self.valnos[i]
        return None

    def get_vn_info_before(self, idx: int) -> VNInfo | None:
        """The value live just before ``idx`` (in a segment ending at or containing ``idx - 1``)."""
        i = bisect_left(self.ends, idx)
        if i < len(self.starts) and self.starts[i] < idx:
            return self.valnos[i]
        return None

    def covers(self, start: int, end: int) -> bool:
        """True when ``[start, end)`` is entirely live (LLVM ``liveAt`` over a range)."""
        i = self.segment_index_containing(start)
        if i < 0:
            return False
        while True:
            if self.ends[i] >= end:
                return True
            if i + 1 >= len(self.starts) or self.starts[i + 1] != self.ends[i]:
                return False
            i += 1

    def overlaps_range(self, start: int, end: int) -> bool:
        """True when some segment intersects ``[start, end)``."""
        i = bisect_right(self.ends, start)
        return i < len(self.starts) and self.starts[i] < end

    def overlaps(self, other: LiveRange) -> bool:
        a_s, a_e, b_s, b_e = self.starts, self.ends, other.starts, other.ends
        i = j = 0
        na, nb = len(a_s), len(b_s)
        while i < na and j < nb:
            if a_e[i] <= b_s[j]:
                i += 1
            elif b_e[j] <= a_s[i]:
                j += 1
            else:
                return True
        return False

    def is_live_at_indexes(self, slots: list[int]) -> bool:
        """True when any of the sorted ``slots`` lies strictly inside a segment (LLVM ``isLiveAtIndexes``)."""
        for s, e in zip(self.starts, self.ends):
            k = bisect_right(slots, s)
            if k < len(slots) and slots[k] < e:
                return True
        return False

    def query(self, idx: int) -> LiveQueryResult:
        """LLVM ``LiveRange::Query`` for the instruction at ``idx``."""
        base = base_index(idx)
        starts, ends, valnos = self.starts, self.ends, self.valnos
        i = bisect_right(ends, base)
        n = len(starts)
        if i >= n:
            return LiveQueryResult(None, None, -1, False)
        early: VNInfo | None = None
        late: VNInfo | None = None
        end_point = -1
        kill = False
        if starts[i] <= base:
            early = valnos[i]
            end_point = ends[i]
            if is_same_instr(idx, ends[i]):
                kill = True
                i += 1
                if i >= n:
                    return LiveQueryResult(early, late, end_point, kill)
            if early.def_ == base:
                early = None
        if not is_earlier_instr(idx, starts[i]):
            late = valnos[i]
            end_point = ends[i]
        return LiveQueryResult(early, late, end_point, kill)

    # ----- value numbers -----
    def get_next_value(self, def_: int) -> VNInfo:
        vni = VNInfo(len(self.valnos_list), def_)
        self.valnos_list.append(vni)
        return vni

    def create_dead_def(self, def_: int, dead_end: int | None = None) -> VNInfo:
        """A value defined at ``def_`` living to its dead slot, or the existing value defined there."""
        end = dead_end if dead_end is not None else (def_ & ~3) | 3
        i = bisect_right(self.ends, def_)
        starts, ends = self.starts, self.ends
        if i < len(starts) and starts[i] <= def_:
            return self.valnos[i]
        if i < len(starts) and is_same_instr(starts[i], def_):
            vni = self.valnos[i]
            if def_ < starts[i]:
                starts[i] = def_
                vni.def_ = def_
            return vni
        vni = self.get_next_value(def_)
        starts.insert(i, def_)
        ends.insert(i, end)
        self.valnos.insert(i, vni)
        return vni

    def remove_val_no(self, vni: VNInfo) -> None:
        keep = [k for k, v in enumerate(self.valnos) if v is not vni]
        self.starts = [self.starts[k] for k in keep]
        self.ends = [self.ends[k] for k in keep]
        self.valnos = [self.valnos[k] for k in keep]
        vni.mark_unused()
        self._trim_unused_tail()

    def _trim_unused_tail(self) -> None:
        vl = self.valnos_list
        while vl and vl[-1].is_unused():
            vl.pop()

    def renumber_values(self) -> None:
        """Drop unused value numbers and renumber the rest (LLVM ``RenumberValues``)."""
        used = [v for v in self.valnos_list if not v.is_unused()]
        for k, v in enumerate(used):
            v.id = k
        self.valnos_list = used

    # ----- segment edits -----
    def add_segment(self, start: int, end: int, vni: VNInfo) -> None:
        """Add ``[start, end)`` with value ``vni``, merging with adjacent or overlapping segments of the same
        value (LLVM ``addSegment``; overlaps must carry the same value)."""
        if start >= end:
            return
        starts, ends, valnos = self.starts, self.ends, self.valnos
        lo = bisect_left(ends, start)
        hi = bisect_right(starts, end)
        left: list[int] = []
        right: list[int] = []
        ns, ne = start, end
        for k in range(lo, hi):
            if valnos[k] is vni:
                if starts[k] < ns:
                    ns = starts[k]
                if ends[k] > ne:
                    ne = ends[k]
            elif starts[k] < end and ends[k] > start:
                raise AssertionError("overlapping segments with different values")
            elif ends[k] <= start:
                left.append(k)
            else:
                right.append(k)
        new_s = [starts[k] for k in left] + [ns] + [starts[k] for k in right]
        new_e = [ends[k] for k in left] + [ne] + [ends[k] for k in right]
        new_v = [valnos[k] for k in left] + [vni] + [valnos[k] for k in right]
        starts[lo:hi] = new_s
        ends[lo:hi] = new_e
        valnos[lo:hi] = new_v

    def extend_segment_end_to(self, i: int, end: int) -> None:
        """Extend segment ``i`` to ``end``, swallowing the following segments it reaches."""
        starts, ends, valnos = self.starts, self.ends, self.valnos
        vni = valnos[i]
        j = i + 1
        while j < len(starts) and starts[j] <= end:
            if valnos[j] is not vni and starts[j] < end:
                raise AssertionError("extending over another value")
            if valnos[j] is not vni:
                break
            end = max(end, ends[j])
            j += 1
        ends[i] = max(ends[i], end)
        del starts[i + 1 : j]
        del ends[i + 1 : j]
        del valnos[i + 1 : j]

    def extend_in_block(self, start_idx: int, kill: int) -> VNInfo | None:
        """Extend the value live before ``kill`` (defined at or after ``start_idx``) to ``kill`` (LLVM
        ``extendInBlock``)."""
        if not self.starts:
            return None
        i = bisect_left(self.ends, kill)  # first segment whose end >= kill
        # The segment containing kill - 1 or ending right before it.
        k = bisect_right(self.starts, kill - 1) - 1
        if k < 0:
            return None
        if self.ends[k] <= start_idx:
            return None
        if self.ends[k] < kill:
            self.extend_segment_end_to(k, kill)
        del i
        return self.valnos[k]

    def remove_segment(self, start: int, end: int, remove_dead_val_no: bool = False) -> None:
        """Remove ``[start, end)``, which must lie inside one segment (LLVM ``removeSegment``)."""
        i = self.segment_index_containing(start)
        if i < 0:
            return
        starts, ends, valnos = self.starts, self.ends, self.valnos
        s, e, v = starts[i], ends[i], valnos[i]
        assert end <= e, "range spans segments"
        pieces: list[tuple[int, int]] = []
        if s < start:
            pieces.append((s, start))
        if end < e:
            pieces.append((end, e))
        starts[i : i + 1] = [p[0] for p in pieces]
        ends[i : i + 1] = [p[1] for p in pieces]
        valnos[i : i + 1] = [v] * len(pieces)
        if remove_dead_val_no and not any(x is v for x in valnos):
            v.mark_unused()
            self._trim_unused_tail()

    def clear(self) -> None:
        self.starts = []
        self.ends = []
        self.valnos = []
        self.valnos_list = []

    def remap(self, mapping: dict[int, int]) -> None:
        """Follow a slot-index renumbering."""
        self.starts = [remap_index(x, mapping) for x in self.starts]
        self.ends = [remap_index(x, mapping) for x in self.ends]
        for v in self.valnos_list:
            if v.def_ >= 0:
                v.def_ = remap_index(v.def_, mapping)

    def assign_from(self, segs: list[tuple[int, int, VNInfo]], values: list[VNInfo]) -> None:
        """Replace the contents by sorted, merged ``segs`` and value list ``values``."""
        segs.sort(key=lambda t: t[0])
        starts: list[int] = []
        ends: list[int] = []
        valnos: list[VNInfo] = []
        for s, e, v in segs:
            if s >= e:
                continue
            if starts and ends[-1] >= s and valnos[-1] is v:
                if e > ends[-1]:
                    ends[-1] = e
                continue
            if starts and ends[-1] > s:
                raise AssertionError("overlapping segments with different values")
            starts.append(s)
            ends.append(e)
            valnos.append(v)
        self.starts, self.ends, self.valnos = starts, ends, valnos
        for k, v in enumerate(values):
            v.id = k
        self.valnos_list = values

    # ----- printing -----
    def __str__(self) -> str:
        if not self.starts:
            return "EMPTY"
        out = "".join(f"[{format_index(s)},{format_index(e)}:{v.id})" for s, e, v in self.segments())
        vals = []
        for v in self.valnos_list:
            if v.is_unused():
                vals.append(f"{v.id}@x")
            else:
                vals.append(f"{v.id}@{format_index(v.def_)}" + ("-phi" if v.is_phi_def() else ""))
        return out + "  " + " ".join(vals)


class LiveInterval(LiveRange):
    """The live range of one register (``reg``) with its spill weight."""

    __slots__ = ("reg", "weight")

    def __init__(self, reg: int, weight: float = 0.0) -> None:
        super().__init__()
        self.reg = reg
        self.weight = weight

    def is_spillable(self) -> bool:
        return self.weight != HUGE_VALF

    def mark_not_spillable(self) -> None:
        self.weight = HUGE_VALF

    def set_weight(self, w: float) -> None:
        self.weight = w

    def is_zero_length(self, indexes: Any) -> bool:
        """True when no segment spans an instruction (LLVM ``isZeroLength``)."""
        nxt = indexes.get_next_non_null_index
        for s, e in zip(self.starts, self.ends):
            if base_index(nxt(s)) < base_index(e):
                return False
        return True
