"""What it is (LLVM: lib/CodeGen/StackColoring.cpp).

``stack-coloring`` ("Merge disjoint stack slots") reads the ``LIFETIME_START``/``LIFETIME_END`` markers of
stack objects, merges the slots whose lifetimes do not overlap, and removes every marker
(``removeAllMarkers``): no pass after it expects one (frame index elimination would find a frame index
with no address operands around it).

pyllc's own instruction selector does not emit lifetime markers, so the pass matters for MIR input
(``llc-14 -stop-after=finalize-isel`` writes them).  What it does here is the last step only: the markers
are removed and the slots are left as they are -- merging slots is not implemented, the frame is then as
large as the sum of the slots (correct code, larger frame than llc's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.target_opcodes import LIFETIME_END, LIFETIME_START

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction


def remove_all_markers(mf: MachineFunction) -> bool:
    """Delete every lifetime marker; True if there was one."""
    changed = False
    for mbb in mf.blocks:
        for mi in [m for m in mbb.instrs if m.opcode in (LIFETIME_START, LIFETIME_END)]:
            mbb.remove(mi)
            changed = True
    return changed


class StackColoring:
    """The ``stack-coloring`` pass (marker removal; see the module docstring)."""

    name: ClassVar[str] = "stack-coloring"
    description: ClassVar[str] = "Merge disjoint stack slots"

    def run(self, mf: MachineFunction, am: Any) -> bool:
        return remove_all_markers(mf)
