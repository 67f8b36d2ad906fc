"""What it is (LLVM: lib/CodeGen/EdgeBundles.cpp, lib/CodeGen/SpillPlacement.{h,cpp}).

:class:`EdgeBundles` groups the CFG edges into *bundles*: every block has an ingoing node ``2*n`` and an
outgoing node ``2*n+1``; an edge joins the outgoing node of its source with the ingoing node of its target.
The equivalence classes, numbered in node order (LLVM ``IntEqClasses::compress``), are the bundles: a live
range is in a register or on the stack on all edges of a bundle alike.

:class:`SpillPlacement` decides, for one live range and one candidate register, which bundles should carry
the value in the register.  Each bundle is a node of a Hopfield-like network with a value in {-1, 0, +1}
(stack, undecided, register).  Blocks add *constraints* on the bundles at their entry and exit: ``PrefReg``
adds the block frequency to the node's positive bias, ``PrefSpill`` to its negative bias, ``MustSpill`` makes
the negative bias saturate, ``DontCare`` does nothing.  Blocks the range passes through without interference
add *links* between their ingoing and outgoing bundle, weighted by the block frequency.  A node's value is the
sign of ``sum(positive bias and links to +1 nodes) - sum(negative bias and links to -1 nodes)``, with a dead
zone of ``threshold`` around zero; :meth:`SpillPlacement.iterate` updates nodes until no node changes (or an
iteration limit of ten updates per bundle is reached).  :meth:`SpillPlacement.finish` leaves in the
caller's bundle set only the nodes that prefer the register.

Block frequencies are MachineBlockFrequencyInfo's integers: the relative frequencies computed from the branch
probabilities (MachineBlockFrequencyInfo) scaled so that the least frequent block gets 8, as
LLVM scales them (``convertFloatingToInteger``); the threshold is the entry frequency / 2^13 (at least 1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction

# BorderConstraint
DontCare: Final = 0
PrefReg: Final = 1
PrefSpill: Final = 2
PrefBoth: Final = 3
MustSpill: Final = 4

#: The saturated frequency of a MustSpill bias.
_MAX_FREQ: Final = float("inf")


class EdgeBundles:
    """Bundles of CFG edges (LLVM ``EdgeBundles``)."""

    __slots__ = ("ec", "blocks", "num_bundles")

    def __init__(self, mf: MachineFunction) -> None:
        blocks = mf.blocks
        num_ids = max((b.number for b in blocks), default=-1) + 1
        parent = list(range(2 * num_ids))

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for b in blocks:
            out_e = 2 * b.number + 1
            for s in b.successors:
                a, c = find(out_e), find(2 * s.number)
                if a != c:
                    # IntEqClasses joins into the smaller leader.
                    if a < c:
                        parent[c] = a
                    else:
                        parent[a] = c
        # Compress: classes numbered in the order of their smallest node.
        ec = [0] * (2 * num_ids)
        leader_num: dict[int, int] = {}
        for x in range(2 * num_ids):
            r = find(x)
            n = leader_num.get(r)
            if n is None:
                n = leader_num[r] = len(leader_num)
            ec[x] = n
        self.ec = ec
        self.num_bundles = len(leader_num)
        self.blocks: list[list[int]] = [[] for _ in range(self.num_bundles)]
        for b in blocks:
            n = b.number
            b0, b1 = ec[2 * n], ec[2 * n + 1]
            self.blocks[b0].append(n)
            if b1 != b0:
                self.blocks[b1].append(n)

    def get_bundle(self, n: int, out: bool) -> int:
        return self.ec[2 * n + out]

    def get_blocks(self, bundle: int) -> list[int]:
        return self.blocks[bundle]


def integer_block_frequencies(mf: MachineFunction, freqs: dict[int, float]) -> tuple[dict[int, int], int]:
    """(block number → integer frequency, entry frequency): ``freqs`` (relative to the entry) scaled so that the
    least frequent block gets 8 (LLVM ``BlockFrequencyInfoImpl::convertFloatingToInteger``)."""
    pos = [f for f in freqs.values() if f > 0]
    lo = min(pos) if pos else 1.0
    scale = 8.0 / lo
    out = {n: max(1, int(f * scale)) for n, f in freqs.items()}
    entry = out.get(mf.blocks[0].number, 8) if mf.blocks else 8
    return out, entry


class BlockConstraint:
    """The constraints of one block with uses (LLVM ``SpillPlacement::BlockConstraint``)."""

    __slots__ = ("number", "entry", "exit", "changes_value")

    def __init__(
        self, number: int = 0, entry: int = DontCare, exit: int = DontCare, changes_value: bool = False
    ) -> None:
        self.number = number
        self.entry = entry
        self.exit = exit
        self.changes_value = changes_value


class SpillPlacement:
    """LLVM ``SpillPlacement``: nodes are bundles; parallel lists hold each node's state."""

    __slots__ = (
        "bundles",
        "block_freq",
        "entry_freq",
        "threshold",
        "bias_n",
        "bias_p",
        "value",
        "links",
        "sum_links",
        "active",
        "todo",
        "in_todo",
        "recent_positive",
    )

    def __init__(self, bundles: EdgeBundles, block_freq: dict[int, int], entry_freq: int) -> None:
        self.bundles = bundles
        self.block_freq = block_freq
        self.entry_freq = entry_freq
        # setThreshold: 2 is a good threshold when Entry == 2^14; scale it, rounding.
        self.threshold = max(1, (entry_freq >> 13) + bool(entry_freq & (1 << 12)))
        n = bundles.num_bundles
        self.bias_n: list[float] = [0] * n
        self.bias_p: list[float] = [0] * n
        self.value: list[int] = [0] * n
        #: Per node, {other node: summed link weight} in insertion order.
        self.links: list[dict[int, int]] = [{} for _ in range(n)]
        self.sum_links: list[float] = [0] * n
        self.active: set[int] = set()
        self.todo: list[int] = []
        self.in_todo = bytearray(n)
        self.recent_positive: list[int] = []

    def get_block_frequency(self, n: int) -> int:
        return self.block_freq[n]

    # ----- set-up -----
    def prepare(self, active: set[int]) -> None:
        """Start a new placement; ``active`` (cleared) collects the active bundles and, after :meth:`finish`,
        the bundles preferring the register."""
        self.recent_positive = []
        for n in self.todo:
            self.in_todo[n] = 0
        self.todo = []
        active.clear()
        self.active = active

    def _todo_insert(self, n: int) -> None:
        if not self.in_todo[n]:
            self.in_todo[n] = 1
            self.todo.append(n)

    def activate(self, n: int) -> None:
        self._todo_insert(n)
        if n in self.active:
            return
        self.active.add(n)
        self.bias_n[n] = self.bias_p[n] = 0
        self.value[n] = 0
        self.sum_links[n] = self.threshold
        self.links[n] = {}
        # Very large bundles (big switches, indirect branches): a small negative bias, so that a good part of
        # their blocks must be interested before the region grows through them.
        if len(self.bundles.blocks[n]) > 100:
            self.bias_n[n] = self.entry_freq // 16

    def _add_bias(self, n: int, freq: int, direction: int) -> None:
        if direction == PrefReg:
            self.bias_p[n] += freq
        elif direction == PrefSpill:
            self.bias_n[n] += freq
        elif direction == MustSpill:
            self.bias_n[n] = _MAX_FREQ

    def add_constraints(self, live_blocks: list[BlockConstraint]) -> None:
        bundles, freqs = self.bundles, self.block_freq
        for lb in live_blocks:
            freq = freqs[lb.number]
            if lb.entry != DontCare:
                ib = bundles.get_bundle(lb.number, False)
                self.activate(ib)
                self._add_bias(ib, freq, lb.entry)
            if lb.exit != DontCare:
                ob = bundles.get_bundle(lb.number, True)
                self.activate(ob)
                self._add_bias(ob, freq, lb.exit)

    def add_pref_spill(self, blocks: list[int], strong: bool) -> None:
        bundles, freqs = self.bundles, self.block_freq
        for b in blocks:
            freq = freqs[b]
            if strong:
                freq += freq
            ib = bundles.get_bundle(b, False)
            ob = bundles.get_bundle(b, True)
            self.activate(ib)
            self.activate(ob)
            self._add_bias(ib, freq, PrefSpill)
            self._add_bias(ob, freq, PrefSpill)

    def add_links(self, blocks: list[int]) -> None:
        bundles, freqs = self.bundles, self.block_freq
        for b in blocks:
            ib = bundles.get_bundle(b, False)
            ob = bundles.get_bundle(b, True)
            if ib == ob:
                continue  # self-loop
            self.activate(ib)
            self.activate(ob)
            freq = freqs[b]
            for x, y in ((ib, ob), (ob, ib)):
                self.sum_links[x] += freq
                lk = self.links[x]
                lk[y] = lk.get(y, 0) + freq

    # ----- the network -----
    def _must_spill(self, n: int) -> bool:
        return self.bias_n[n] >= self.bias_p[n] + self.sum_links[n]

    def update(self, n: int) -> bool:
        """Recompute node ``n``; when its preference for the register changed, queue its dissenting
        neighbours.  Returns whether it changed."""
        value = self.value
        sum_n = self.bias_n[n]
        sum_p = self.bias_p[n]
        links = self.links[n]
        for other, w in links.items():
            v = value[other]
            if v == -1:
                sum_n += w
            elif v == 1:
                sum_p += w
        before = value[n] > 0
        t = self.threshold
        if sum_n >= sum_p + t:
            new = -1
        elif sum_p >= sum_n + t:
            new = 1
        else:
            new = 0
        value[n] = new
        if before == (new > 0):
            return False
        for other in links:
            if value[other] != new:
                self._todo_insert(other)
        return True

    def scan_active_bundles(self) -> bool:
        """Update every active node once; the nodes preferring the register become the recent positives.
        Returns whether there is any."""
        self.recent_positive = rp = []
        for n in sorted(self.active):
            self.update(n)
            if self._must_spill(n):
                continue
            if self.value[n] > 0:
                rp.append(n)
        return bool(rp)

    def iterate(self) -> None:
        self.recent_positive = rp = []
        limit = self.bundles.num_bundles * 10
        todo, in_todo, value = self.todo, self.in_todo, self.value
        while limit > 0 and todo:
            limit -= 1
            n = todo.pop()
            in_todo[n] = 0
            if not self.update(n):
                continue
            if value[n] > 0:
                rp.append(n)

    def get_recent_positive(self) -> list[int]:
        return self.recent_positive

    def finish(self) -> bool:
        """Keep in the active set only the nodes preferring the register; True when all of them do."""
        perfect = True
        value = self.value
        for n in list(self.active):
            if value[n] <= 0:
                self.active.discard(n)
                perfect = False
        self.active = set()
        return perfect
