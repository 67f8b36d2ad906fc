"""What it is (LLVM: lib/CodeGen/LivePhysRegs.cpp, include/llvm/CodeGen/LivePhysRegs.h).

``LivePhysRegs`` tracks the set of live physical registers while walking a block backwards after register
allocation.  A register is live with all its sub-registers; a def removes the register and every alias; a
register mask removes the registers it clobbers.  As LLVM's ``SparseSet``, the set keeps a dense order
(insertion order; an erase moves the last element into the hole), which is the order in which
:func:`add_live_ins` writes a block's live-in list.

Helpers: :func:`compute_live_ins` (live-outs of a block stepped back over its instructions),
:func:`add_live_ins` (the set as block live-ins, reserved registers and registers whose super-register is live
left out) and :func:`compute_and_add_live_ins`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.codegen.machine.operand import MO_Register, MO_RegisterMask, RegState, is_physical_register

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.instr import MachineInstr

_DEBUG = RegState.Debug
_DEF = RegState.Define
_UNDEF = RegState.Undef
_INTERNAL = RegState.InternalRead


class LivePhysRegs:
    """LLVM ``LivePhysRegs``: the live physical registers at one point of a block."""

    __slots__ = ("tri", "dense", "index", "_aliases")

    def __init__(self, tri: Any) -> None:
        self.tri = tri
        self.dense: list[int] = []
        self.index: dict[int, int] = {}
        self._aliases: dict[int, list[int]] = {}

    def clear(self) -> None:
        self.dense.clear()
        self.index.clear()

    def __iter__(self) -> Any:
        return iter(list(self.dense))

    def contains(self, reg: int) -> bool:
        return reg in self.index

    def _insert(self, reg: int) -> None:
        if reg not in self.index:
            self.index[reg] = len(self.dense)
            self.dense.append(reg)

    def _erase(self, reg: int) -> None:
        i = self.index.pop(reg, None)
        if i is None:
            return
        dense = self.dense
        last = dense.pop()
        if last != reg:
            dense[i] = last
            self.index[last] = i

    def add_reg(self, reg: int) -> None:
        """``addReg``: ``reg`` and all its sub-registers become live (in ``MCSubRegIterator`` order)."""
        self._insert(reg)
        for _idx, s in self.tri.tables.sub_regs[reg]:
            self._insert(s)

    def remove_reg(self, reg: int) -> None:
        """``removeReg``: ``reg`` and every register aliasing it become dead."""
        al = self._aliases.get(reg)
        if al is None:
            al = self._aliases[reg] = self.tri.get_aliases(reg)
        for r in al:
            if r in self.index:
                self._erase(r)

    def remove_regs_in_mask(self, mask: int) -> None:
        dense = self.dense
        i = 0
        while i < len(dense):
            r = dense[i]
            if not (mask >> r) & 1:
                self._erase(r)
            else:
                i += 1

    def step_backward(self, mi: MachineInstr) -> None:
        """``stepBackward``: remove the defs and regmask clobbers of ``mi``, then add its uses."""
        ops = mi.operands
        for op in ops:
            if op.kind == MO_RegisterMask:
                self.remove_regs_in_mask(op.contents)
            elif op.kind == MO_Register and op.flags & _DEF and not op.flags & _DEBUG:
                r = op.contents
                if r and is_physical_register(r):
                    self.remove_reg(r)
        for op in ops:
            if op.kind == MO_Register and not op.flags & (_DEF | _DEBUG | _UNDEF | _INTERNAL):
                r = op.contents
                if r and is_physical_register(r):
                    self.add_reg(r)

    def add_block_live_ins(self, mbb: MachineBasicBlock) -> None:
        for reg, _mask in mbb.live_ins:
            self.add_reg(reg)

    def add_live_outs_no_pristines(self, mbb: MachineBasicBlock) -> None:
        """``addLiveOutsNoPristines``: the successors' live-ins, plus restored callee-saved registers in a
        return block."""
        for s in mbb.successors:
            self.add_block_live_ins(s)
        if mbb.instrs and mbb.instrs[-1].is_return():
            mfi = mbb.parent.frame_info  # type: ignore[union-attr]
            if mfi.csi_valid:
                for info in mfi.callee_saved_info:
                    if info.restored:
                        self.add_reg(info.reg)

    def add_live_outs(self, mbb: MachineBasicBlock) -> None:
        """``addLiveOuts``: the live-outs plus the pristine callee-saved registers (saved nowhere)."""
        mf = mbb.parent
        assert mf is not None
        mfi = mf.frame_info
        if mfi.csi_valid:
            saved = {info.reg for info in mfi.callee_saved_info}
            for r in self.tri.get_callee_saved_regs(mf):
                if r not in saved:
                    self.add_reg(r)
        self.add_live_outs_no_pristines(mbb)

    def available(self, reserved: int, reg: int) -> bool:
        """``available``: neither reserved nor overlapping a live register."""
        if (reserved >> reg) & 1:
            return False
        al = self._aliases.get(reg)
        if al is None:
            al = self._aliases[reg] = self.tri.get_aliases(reg)
        index = self.index
        return not any(r in index for r in al)


def compute_live_ins(live: LivePhysRegs, mbb: MachineBasicBlock) -> None:
    """LLVM ``computeLiveIns``: the registers live into ``mbb``, from its live-outs stepped back."""
    live.clear()
    live.add_live_outs_no_pristines(mbb)
    for mi in reversed(mbb.instrs):
        live.step_backward(mi)


def add_live_ins(mbb: MachineBasicBlock, live: LivePhysRegs) -> None:
    """LLVM ``addLiveIns``: add the live registers to ``mbb``'s live-ins, without reserved registers and
    without registers whose (unreserved) super-register is live too."""
    mf = mbb.parent
    assert mf is not None
    reserved = mf.reg_info.reserved_regs
    tri = live.tri
    index = live.index
    for reg in live.dense:
        if (reserved >> reg) & 1:
            continue
        if any(s in index and not (reserved >> s) & 1 for s in tri.get_super_regs(reg)):
            continue
        mbb.add_live_in(reg)


def compute_and_add_live_ins(live: LivePhysRegs, mbb: MachineBasicBlock) -> None:
    """LLVM ``computeAndAddLiveIns``."""
    compute_live_ins(live, mbb)
    add_live_ins(mbb, live)
