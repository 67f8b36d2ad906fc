"""What it is (LLVM: lib/Target/X86/X86ExpandPseudo.cpp).

``x86-pseudo``: after prologue/epilogue insertion, expand the x86 pseudos that stood for control flow:

* ``RET <pop>, <implicit uses>`` → ``RET64`` (``RETI64 <pop>`` when the callee pops its arguments);
* ``TCRETURNdi64``/``TCRETURNri64``/``TCRETURNmi64 <target>, <stack adjust>`` (tail calls) → the pending stack
  adjustment (merged with a preceding ``ADD $rsp``) and ``TAILJMPd64``/``TAILJMPr64``/``TAILJMPm64``, which keep
  the pseudo's implicit operands;
* ``TCRETURNdicc`` (conditional tail call) → ``TAILJMPd64_CC``.
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
    for op in old.operands[old.desc.num_operands:]:
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


@dataclass(frozen=True, slots=True)
class X86ExpandPseudo:
    """``x86-pseudo``: X86 pseudo instruction expansion pass."""

    name: ClassVar[str] = "x86-pseudo"
    description: ClassVar[str] = "X86 pseudo instruction expansion pass"

    def run(self, mf: MachineFunction, am: Any) -> bool:
        changed = False
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
