"""What it is (LLVM: lib/Target/X86/X86ExpandPseudo.cpp).

``x86-pseudo``: after prologue/epilogue insertion, expand the x86 pseudos that stood for control flow:

* ``RET <pop>, <implicit uses>`` → ``RET64`` (``RETI64 <pop>`` when the callee pops its arguments);
* ``TCRETURNdi64``/``TCRETURNri64``/``TCRETURNmi64 <target>, <stack adjust>`` (tail calls) → the pending stack
  adjustment (merged with a preceding ``ADD $rsp``) and ``TAILJMPd64``/``TAILJMPr64``/``TAILJMPm64``, which keep
  the pseudo's implicit operands;
* ``TCRETURNdicc`` (conditional tail call) → ``TAILJMPd64_CC``;
* ``VASTART_SAVE_XMM_REGS %al, <reg save area>, <offset>, $xmm0..`` (entry block of a varargs function) → the
  entry ends with ``TEST8rr $al, $al; JCC_1 <tail>, e``, a new block stores the XMM argument registers
  (``MOVAPSmr``) and falls into a new tail block holding the rest of the entry block (LLVM
  ``ExpandVastartSaveXmmRegs``).  The new blocks' live-ins are the registers live at the pseudo (the
  unsaved callee-saved registers, then the entry live-ins and definitions still live); LLVM lists the same
  registers, in the order of its LivePhysRegs set.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.operand import MO_Register, MO_RegisterMask, RegState
from pyllc.support.diagnostics import UnsupportedError
from pyllc.targets.x86.gen import instr_info as X

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.instr import MachineInstr

_TCRETURN_DI64 = getattr(X, "TCRETURNdi64cc", -1)


def _copy_implicit_ops(new: MachineInstr, old: MachineInstr) -> None:
    """LLVM ``MachineInstr::copyImplicitOps``: implicit register operands and register masks."""
    for op in old.operands[old.desc.num_operands :]:
        if (op.kind == MO_Register and op.flags & RegState.Implicit) or op.kind == MO_RegisterMask:
            new.add_operand(op.copy())


def expand_mi(mf: MachineFunction, mbb: MachineBasicBlock, mi: MachineInstr) -> bool:
    """LLVM ``X86ExpandPseudo::ExpandMI``; True when ``mi`` was replaced."""
    sti = mf.subtarget
    tii = sti.get_instr_info()
    tfl = sti.get_frame_lowering()
    opc = mi.opcode
    if opc in (X.TCRETURNdi64, X.TCRETURNri64, X.TCRETURNmi64, X.TCRETURNdicc, _TCRETURN_DI64):
        is_mem = opc == X.TCRETURNmi64
        target = mi.operands[0]
        stack_adj = mi.operands[5 if is_mem else 1].contents
        max_tc_delta = getattr(mf.info, "tc_return_addr_delta", 0) if mf.info is not None else 0
        offset = stack_adj - max_tc_delta
        pos = mbb.index_of(mi)
        if offset:
            merged, pos = tfl.merge_sp_updates(mbb, pos, True)
            pos = tfl.emit_sp_update(mbb, pos, offset + merged, True)
        if opc in (X.TCRETURNdi64, X.TCRETURNdicc, _TCRETURN_DI64):
            jop = X.TAILJMPd64 if opc == X.TCRETURNdi64 else X.TAILJMPd64_CC
            mib = build_mi(mbb, pos, mi.debug_loc, tii.get(jop))
            new = mib.mi
            mib.add(target)
            if jop == X.TAILJMPd64_CC:
                mib.add_imm(mi.operands[2].contents)
        elif is_mem:
            mib = build_mi(mbb, pos, mi.debug_loc, tii.get(X.TAILJMPm64))
            new = mib.mi
            for i in range(5):
                mib.add(mi.operands[i])
        else:
            target.flags |= RegState.Kill
            mib = build_mi(mbb, pos, mi.debug_loc, tii.get(X.TAILJMPr64))
            new = mib.mi
            mib.add(target)
        _copy_implicit_ops(new, mi)
        mbb.erase(mi)
        return True
    if opc == X.RET:
        adj = mi.operands[0].contents
        pos = mbb.index_of(mi)
        if adj == 0:
            mib = build_mi(mbb, pos, mi.debug_loc, tii.get(X.RET64))
        elif 0 <= adj < 65536:
            mib = build_mi(mbb, pos, mi.debug_loc, tii.get(X.RETI64)).add_imm(adj)
        else:
            raise UnsupportedError(None, "callee-pop return of more than 65535 bytes")
        for op in mi.operands[1:]:
            mib.add(op)
        mbb.erase(mi)
        return True
    return False


def _live_at(mf: MachineFunction, entry: MachineBasicBlock, stop: MachineInstr) -> list[int]:
    """Physical registers live just before ``stop`` (LLVM LivePhysRegs: pristines, live-ins, stepForward)."""
    tri = mf.subtarget.get_register_info()
    units = tri.tables.reg_units
    live: list[int] = []
    mfi = mf.frame_info
    saved = {cs.reg for cs in mfi.callee_saved_info}
    for r in tri.get_callee_saved_regs(mf):
        if r not in saved:
            live.append(r)
    for r, _ in entry.live_ins:
        if r not in live:
            live.append(r)
    for mi in entry.instrs:
        if mi is stop:
            break
        defs = []
        for op in mi.operands:
            if op.kind == MO_Register and op.contents and not op.flags & RegState.Debug:
                if op.flags & RegState.Define:
                    defs.append(op)
                elif op.flags & RegState.Kill:
                    u = units[op.contents]
                    live = [x for x in live if not units[x] & u]
            elif op.kind == MO_RegisterMask:
                live = [x for x in live if (op.contents >> x) & 1]
        for op in defs:
            if not op.flags & RegState.Dead:
                r = op.contents
                live = [x for x in live if not (units[x] & units[r] and tri.is_sub_register(r, x))]
                if not any(tri.is_sub_register_eq(x, r) for x in live):
                    live.append(r)
    reserved = tri.get_reserved_regs(mf)
    return [r for r in live if not (reserved >> r) & 1]


def expand_vastart_save_xmm_regs(mf: MachineFunction, entry: MachineBasicBlock, mi: MachineInstr) -> None:
    """LLVM ``X86ExpandPseudo::ExpandVastartSaveXmmRegs``."""
    tii = mf.subtarget.get_instr_info()
    count_reg = mi.operands[0].contents
    live = _live_at(mf, entry, mi)
    pos = mf.blocks.index(entry) + 1
    guarded = mf.create_machine_basic_block(entry.ir_block)
    tail = mf.create_machine_basic_block(entry.ir_block)
    mf.insert(pos, guarded)
    mf.insert(pos + 1, tail)
    idx = entry.index_of(mi)
    for moved in list(entry.instrs[idx + 1 :]):
        entry.remove(moved)
        tail.push_back(moved)
    while entry.successors:
        succ = entry.successors[0]
        prob = entry.probs[0] if entry.probs else None
        if prob is not None:
            tail.add_successor(succ, prob)
        else:
            tail.add_successor_without_prob(succ)
        entry.remove_successor(succ)
    ops = mi.operands
    frame_offset = ops[4].contents
    regs_offset = ops[6].contents
    k = 0
    for op in ops[7:]:
        if op.kind != MO_Register or op.flags & RegState.Implicit:
            continue
        mib = build_mi(guarded, None, mi.debug_loc, tii.get(X.MOVAPSmr))
        for i in range(5):
            if i == 3:
                mib.add_imm(frame_offset + regs_offset + k * 16)
            else:
                mib.add(ops[i + 1])
        mib.add_reg(op.contents)
        k += 1
    entry.add_successor(guarded)
    guarded.add_successor(tail)
    fn = mf.function
    if fn is None or getattr(fn, "cc", 0) != 79:
        build_mi(entry, None, mi.debug_loc, tii.get(X.TEST8rr)).add_reg(count_reg).add_reg(count_reg)
        build_mi(entry, None, mi.debug_loc, tii.get(X.JCC_1)).add_mbb(tail).add_imm(4)
        entry.add_successor(tail)
    for r in live:
        guarded.add_live_in(r)
        tail.add_live_in(r)
    entry.erase(mi)


@dataclass(frozen=True, slots=True)
class X86ExpandPseudo:
    """``x86-pseudo``: X86 pseudo instruction expansion pass."""

    name: ClassVar[str] = "x86-pseudo"
    description: ClassVar[str] = "X86 pseudo instruction expansion pass"

    def run(self, mf: MachineFunction, am: Any) -> bool:
        changed = False
        if mf.blocks:
            entry = mf.blocks[0]
            for mi in entry.instrs:
                if mi.opcode == X.VASTART_SAVE_XMM_REGS:
                    expand_vastart_save_xmm_regs(mf, entry, mi)
                    changed = True
                    break
        for mbb in mf.blocks:
            instrs = mbb.instrs
            i = 0
            while i < len(instrs):
                mi = instrs[i]
                nxt = instrs[i + 1] if i + 1 < len(instrs) else None
                if expand_mi(mf, mbb, mi):
                    changed = True
                    i = mbb.index_of(nxt) if nxt is not None else len(instrs)
                else:
                    i += 1
        return changed
