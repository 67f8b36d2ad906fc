"""What it is (LLVM: lib/CodeGen/MachineInstrBundle.cpp ``finalizeBundle``, ``finalizeBundles``).

A bundle is a run of instructions that must stay together (a VLIW packet, an IT block).  In the block's list
it is a ``BUNDLE`` header followed by its members; every member has ``BundledPred`` and all but the last have
``BundledSucc`` (the header has ``BundledSucc``).  Finalizing a bundle adds the header and gives it the union
of the members' register effects, so passes that treat the bundle as one instruction see them:

* each register defined inside becomes an ``implicit-def`` on the header, ``dead`` if every member def of it is
  dead; a use of a register defined earlier in the bundle is marked ``internal`` (it reads a value produced
  inside the bundle);
* each register used but not defined inside becomes an ``implicit`` use on the header, ``killed`` if some member
  kills it, ``undef`` if all its reads are undef.

Sub-registers of defined registers count as defined (through TargetRegisterInfo) so a later use of ``$al``
after a def of ``$eax`` inside the bundle is internal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.codegen.machine.instr import MIFlag, MachineInstr
from pyllc.codegen.machine.operand import MO_Register, MachineOperand, RegState
from pyllc.codegen.target_opcodes import BUNDLE

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction


def finalize_bundle(mbb: MachineBasicBlock, first: int, last: int, tii: Any, tri: Any = None) -> MachineInstr:
    """Bundle ``mbb.instrs[first:last]`` under a new BUNDLE header inserted at ``first``; return the header."""
    members = mbb.instrs[first:last]
    assert members, "empty bundle"
    header = MachineInstr(tii.get(BUNDLE), members[0].debug_loc)
    mbb.insert(first, header)
    header.flags |= MIFlag.BundledSucc
    for i, mi in enumerate(members):
        mi.flags |= MIFlag.BundledPred
        if i + 1 < len(members):
            mi.flags |= MIFlag.BundledSucc
        else:
            mi.flags &= ~MIFlag.BundledSucc
    local_defs: dict[int, None] = {}
    def_order: list[int] = []
    dead_defs: dict[int, bool] = {}
    use_order: list[int] = []
    kills: dict[int, bool] = {}
    undefs: dict[int, bool] = {}
    for mi in members:
        for op in mi.operands:
            if op.kind != MO_Register or not op.contents:
                continue
            reg: int = op.contents
            if op.flags & RegState.Define:
                continue
            if reg in local_defs:
                op.flags |= RegState.InternalRead
                continue
            if reg not in kills:
                use_order.append(reg)
                kills[reg] = False
                undefs[reg] = True
            if op.flags & RegState.Kill:
                kills[reg] = True
            if not op.flags & RegState.Undef:
                undefs[reg] = False
        for op in mi.operands:
            if op.kind != MO_Register or not op.contents or not op.flags & RegState.Define:
                continue
            reg = op.contents
            if reg not in dead_defs:
                def_order.append(reg)
                dead_defs[reg] = True
            if not op.flags & RegState.Dead:
                dead_defs[reg] = False
            local_defs[reg] = None
            if tri is not None and 0 < reg < (1 << 30):
                for sub in tri.get_sub_regs(reg):
                    local_defs[sub] = None
    for reg in def_order:
        flags = RegState.ImplicitDefine | (RegState.Dead if dead_defs[reg] else 0)
        header.add_operand(MachineOperand(MO_Register, reg, flags))
    for reg in use_order:
        flags = (
            RegState.Implicit | (RegState.Kill if kills[reg] else 0) | (RegState.Undef if undefs[reg] else 0)
        )
        header.add_operand(MachineOperand(MO_Register, reg, flags))
    return header


def finalize_bundles(mf: MachineFunction, tii: Any, tri: Any = None) -> bool:
    """Finalize every bundle that has members flagged but no BUNDLE header yet; true if any was made."""
    changed = False
    for mbb in mf.blocks:
        i = 0
        while i < len(mbb.instrs):
            mi = mbb.instrs[i]
            if mi.opcode != BUNDLE and mi.flags & MIFlag.BundledSucc and not mi.flags & MIFlag.BundledPred:
                j = i + 1
                while j < len(mbb.instrs) and mbb.instrs[j].flags & MIFlag.BundledPred:
                    j += 1
                finalize_bundle(mbb, i, j, tii, tri)
                changed = True
                i = j + 1
            else:
                i += 1
    return changed


def get_bundle_start(mbb: MachineBasicBlock, index: int) -> int:
    """Index of the first instruction of the bundle containing ``mbb.instrs[index]``."""
    while index > 0 and mbb.instrs[index].flags & MIFlag.BundledPred:
        index -= 1
    return index


def get_bundle_end(mbb: MachineBasicBlock, index: int) -> int:
    """Index just past the bundle containing ``mbb.instrs[index]``."""
    n = len(mbb.instrs)
    while index < n and mbb.instrs[index].flags & MIFlag.BundledSucc:
        index += 1
    return index + 1
