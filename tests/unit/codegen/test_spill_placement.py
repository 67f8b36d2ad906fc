"""EdgeBundles and SpillPlacement (LLVM lib/CodeGen/EdgeBundles.cpp, SpillPlacement.cpp) on small CFGs."""

from __future__ import annotations

from typing import Any

from pyllc.codegen.regalloc.spill_placement import (
    BlockConstraint,
    DontCare,
    EdgeBundles,
    MustSpill,
    PrefReg,
    PrefSpill,
    SpillPlacement,
    integer_block_frequencies,
)


class _Block:
    def __init__(self, n: int) -> None:
        self.number = n
        self.successors: list[Any] = []


class _Func:
    def __init__(self, n: int, edges: list[tuple[int, int]]) -> None:
        self.blocks = [_Block(i) for i in range(n)]
        for a, b in edges:
            self.blocks[a].successors.append(self.blocks[b])


DIAMOND = _Func(4, [(0, 1), (0, 2), (1, 3), (2, 3)])
CHAIN = _Func(4, [(0, 1), (1, 2), (2, 3)])


def test_edge_bundles_diamond() -> None:
    eb = EdgeBundles(DIAMOND)  # type: ignore[arg-type]
    # in0 | out0 in1 in2 | out1 out2 in3 | out3, numbered by their first node.
    assert eb.num_bundles == 4
    assert [eb.get_bundle(n, False) for n in range(4)] == [0, 1, 1, 2]
    assert [eb.get_bundle(n, True) for n in range(4)] == [1, 2, 2, 3]
    assert eb.get_blocks(1) == [0, 1, 2]
    assert eb.get_blocks(2) == [1, 2, 3]


def test_integer_frequencies_scale_least_frequent_to_8() -> None:
    freqs, entry = integer_block_frequencies(DIAMOND, {0: 1.0, 1: 0.5, 2: 0.5, 3: 1.0})  # type: ignore[arg-type]
    assert freqs == {0: 16, 1: 8, 2: 8, 3: 16}
    assert entry == 16


def _chain_placement(through: list[int], constraints: list[BlockConstraint]) -> set[int]:
    eb = EdgeBundles(CHAIN)  # type: ignore[arg-type]
    sp = SpillPlacement(eb, {0: 8, 1: 8, 2: 8, 3: 8}, 8)
    live: set[int] = set()
    sp.prepare(live)
    sp.add_constraints(constraints)
    assert sp.scan_active_bundles()
    sp.add_links(through)
    sp.iterate()
    sp.finish()
    return live


def test_spill_placement_links_carry_the_register_through() -> None:
    # Defined in block 0 (wants a register out), used in block 3 (wants one in); 1 and 2 are free: the register
    # goes all the way (bundles 1, 2, 3 are the edges 0-1, 1-2, 2-3).
    live = _chain_placement(
        [1, 2], [BlockConstraint(0, DontCare, PrefReg), BlockConstraint(3, PrefReg, DontCare)]
    )
    assert live == {1, 2, 3}


def test_spill_placement_must_spill_cuts_the_region() -> None:
    # Block 2 is live through with a call (MustSpill on both sides): the edges into and out of it are on the
    # stack; the edge 0-1 keeps the register only when block 1 carries it on, which it cannot.
    eb = EdgeBundles(CHAIN)  # type: ignore[arg-type]
    sp = SpillPlacement(eb, {0: 8, 1: 8, 2: 8, 3: 8}, 8)
    live: set[int] = set()
    sp.prepare(live)
    sp.add_constraints([BlockConstraint(0, DontCare, PrefReg), BlockConstraint(3, PrefReg, DontCare)])
    assert sp.scan_active_bundles()
    sp.add_constraints([BlockConstraint(2, MustSpill, MustSpill)])
    sp.add_links([1])
    sp.iterate()
    assert not sp.finish()
    assert live == set()


def test_spill_placement_bias_decides_against_weak_preference() -> None:
    # A register wanted at block 0's exit (frequency 8) but block 1 prefers the stack on entry with a hotter
    # frequency: the bundle goes on the stack.
    eb = EdgeBundles(CHAIN)  # type: ignore[arg-type]
    sp = SpillPlacement(eb, {0: 8, 1: 64, 2: 8, 3: 8}, 8)
    live: set[int] = set()
    sp.prepare(live)
    sp.add_constraints([BlockConstraint(0, DontCare, PrefReg), BlockConstraint(1, PrefSpill, DontCare)])
    assert not sp.scan_active_bundles()
    sp.finish()
    assert live == set()
