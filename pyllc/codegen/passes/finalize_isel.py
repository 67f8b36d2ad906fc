"""What it is (LLVM: lib/CodeGen/FinalizeISel.cpp).

The pass that runs right after instruction selection.  It walks every block in layout order and hands each
instruction whose descriptor says ``usesCustomInserter`` to the target (``TargetLowering::
EmitInstrWithCustomInserter``): the target replaces the pseudo by real code, possibly splitting the block (a
select pseudo with no conditional-move form becomes a diamond of blocks).  When the
hook returns a different block, the walk continues with the instructions that were moved into it.  Finally the
target finishes lowering (``finalizeLowering``): the reserved registers are frozen, so later passes may ask
MachineRegisterInfo about them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.machine.instr_desc import MCID

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction


def expand_custom_inserters(mf: MachineFunction) -> bool:
    """Expand every ``usesCustomInserter`` pseudo through the target hook; True if any was expanded."""
    tli = mf.subtarget.get_target_lowering() if mf.subtarget is not None else None
    changed = False
    bi = 0
    while bi < len(mf.blocks):
        mbb = mf.blocks[bi]
        i = 0
        while i < len(mbb.instrs):
            mi = mbb.instrs[i]
            i += 1
            if not mi.desc.flags & MCID.UsesCustomInserter:
                continue
            changed = True
            nxt = mbb.instrs[i] if i < len(mbb.instrs) else None
            new_mbb = tli.emit_instr_with_custom_inserter(mi, mbb)
            if new_mbb is not mbb:
                # The code after the pseudo now lives in new_mbb: the walk goes on at its start.
                mbb = new_mbb
                bi = mf.blocks.index(new_mbb)
                i = 0
            else:
                # Go on with the instruction that followed the pseudo, as LLVM's saved iterator does.
                i = mbb.index_of(nxt) if nxt is not None and nxt.parent is mbb else len(mbb.instrs)
        bi += 1
    return changed


def finalize_lowering(mf: MachineFunction) -> None:
    """``TargetLoweringBase::finalizeLowering``: freeze the reserved registers."""
    mf.subtarget.get_target_lowering().finalize_lowering(mf)


@dataclass(frozen=True, slots=True)
class FinalizeISel:
    """``finalize-isel``: expand custom-inserter pseudos, then finish lowering."""

    name: ClassVar[str] = "finalize-isel"
    description: ClassVar[str] = "Finalize ISel and expand pseudo-instructions"

    def run(self, mf: MachineFunction, am: Any) -> bool:
        changed = expand_custom_inserters(mf)
        finalize_lowering(mf)
        return changed
