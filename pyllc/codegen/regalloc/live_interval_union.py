"""What it is (LLVM: lib/CodeGen/LiveIntervalUnion.cpp, include/llvm/CodeGen/LiveIntervalUnion.h).

The union of the live intervals of the virtual registers assigned to one register unit: sorted disjoint segments
(three parallel lists: starts, ends, owning interval) searched with ``bisect``.  A :meth:`query` against a
candidate interval lists the assigned intervals overlapping it (LLVM ``collectInterferingVRegs``), in the order
they are met.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import TYPE_CHECKING

from pyllc.codegen.analysis.slot_indexes import remap_index

if TYPE_CHECKING:
    from pyllc.codegen.analysis.live_interval import LiveInterval, LiveRange


class LiveIntervalUnion:
    __slots__ = ("starts", "ends", "owners", "tag")

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.owners: list[LiveInterval] = []
        #: Bumped on every change (LLVM's tag, used to invalidate cached queries).
        self.tag = 0

    def empty(self) -> bool:
        return not self.starts

    def unify(self, li: LiveInterval) -> None:
        """Add all segments of ``li``."""
        starts, ends, owners = self.starts, self.ends, self.owners
        for s, e in zip(li.starts, li.ends):
            k = bisect_left(starts, s)
            starts.insert(k, s)
            ends.insert(k, e)
            owners.insert(k, li)
        self.tag += 1

    def extract(self, li: LiveInterval) -> None:
        """Remove all segments of ``li``."""
        keep = [k for k, o in enumerate(self.owners) if o is not li]
        if len(keep) != len(self.owners):
            self.starts = [self.starts[k] for k in keep]
            self.ends = [self.ends[k] for k in keep]
            self.owners = [self.owners[k] for k in keep]
        self.tag += 1

    def query(self, lr: LiveRange, limit: int = 0) -> list[LiveInterval]:
        """Intervals in the union overlapping ``lr`` (each once, in the order found); at most ``limit``."""
        out: list[LiveInterval] = []
        starts, ends, owners = self.starts, self.ends, self.owners
        if not starts or lr.empty():
            return out
        n = len(starts)
        for s, e in zip(lr.starts, lr.ends):
            # Union segments are disjoint, so ends are sorted as well as starts.
            k = bisect_right(ends, s)
            while k < n and starts[k] < e:
                o = owners[k]
                if o not in out:
                    out.append(o)
                    if limit and len(out) >= limit:
                        return out
                k += 1
        return out

    def overlaps(self, lr: LiveRange) -> bool:
        starts, ends = self.starts, self.ends
        if not starts:
            return False
        n = len(starts)
        for s, e in zip(lr.starts, lr.ends):
            k = bisect_right(ends, s)
            if k < n and starts[k] < e:
                return True
        return False

    def remap(self, mapping: dict[int, int]) -> None:
        self.starts = [remap_index(x, mapping) for x in self.starts]
        self.ends = [remap_index(x, mapping) for x in self.ends]

    def __contains__(self, li: object) -> bool:
        return any(o is li for o in self.owners)
