"""What it is (LLVM 14: lib/Target/BPF/BPFInstrInfo.cpp).

Register copies (``MOV_rr``/``MOV_rr_32``), spills and reloads (``STD``/``LDD``, ``STW32``/``LDW32``), and
branch analysis: like llc-14's, only unconditional ``JMP`` terminators are analyzed (a block ending in a
conditional jump is "not analyzable"), so the branch folder and block placement leave BPF's conditional
jumps where selection put them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.operand import RegState
from pyllc.support.diagnostics import UnsupportedError
from pyllc.target.instr_info import TargetInstrInfo
from pyllc.targets.bpf.gen import instr_info as X
from pyllc.targets.bpf.gen import register_info as R

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.instr import MachineInstr
    from pyllc.codegen.machine.operand import MachineOperand
    from pyllc.targets.bpf.subtarget import BPFSubtarget

_GPR = R.REG_CLASS_BITSETS[R.GPRRegClassID]
_GPR32 = R.REG_CLASS_BITSETS[R.GPR32RegClassID]


def _in(bits: int, reg: int) -> bool:
    return (bits >> reg) & 1 != 0


class BPFInstrInfo(TargetInstrInfo):
    def __init__(self, subtarget: BPFSubtarget) -> None:
        super().__init__(
            *self.generated_tables(X),
            call_frame_setup_opcode=X.ADJCALLSTACKDOWN,
            call_frame_destroy_opcode=X.ADJCALLSTACKUP,
            return_opcode=X.RET,
        )
        self.subtarget = subtarget

    def copy_phys_reg(
        self, mbb: MachineBasicBlock, pos: Any, debug_loc: Any, dest: int, src: int, kill_src: bool
    ) -> None:
        if _in(_GPR, dest) and _in(_GPR, src):
            opc = X.MOV_rr
        elif _in(_GPR32, dest) and _in(_GPR32, src):
            opc = X.MOV_rr_32
        else:
            raise UnsupportedError(None, "Impossible reg-to-reg copy")
        build_mi(mbb, pos, debug_loc, self.get(opc), dest).add_reg(src, RegState.Kill if kill_src else 0)

    def store_reg_to_stack_slot(
        self,
        mbb: MachineBasicBlock,
        pos: Any,
        src_reg: int,
        is_kill: bool,
        frame_index: int,
        reg_class: int,
        tri: Any,
    ) -> None:
        opc = X.STD if reg_class == R.GPRRegClassID else X.STW32
        build_mi(mbb, pos, None, self.get(opc)).add_reg(
            src_reg, RegState.Kill if is_kill else 0
        ).add_frame_index(frame_index).add_imm(0)

    def load_reg_from_stack_slot(
        self, mbb: MachineBasicBlock, pos: Any, dest_reg: int, frame_index: int, reg_class: int, tri: Any
    ) -> None:
        opc = X.LDD if reg_class == R.GPRRegClassID else X.LDW32
        build_mi(mbb, pos, None, self.get(opc), dest_reg).add_frame_index(frame_index).add_imm(0)

    # ----- branches -----
    def analyze_branch(
        self, mbb: MachineBasicBlock, allow_modify: bool = False
    ) -> tuple[MachineBasicBlock | None, MachineBasicBlock | None, list[MachineOperand]] | None:
        tbb: MachineBasicBlock | None = None
        instrs = mbb.instrs
        i = len(instrs)
        while i > 0:
            i -= 1
            mi = instrs[i]
            if mi.is_debug_instr():
                continue
            if not self.is_unpredicated_terminator(mi):
                break
            if not mi.is_branch():
                return None
            if mi.opcode != X.JMP:
                return None  # conditional branches are not analyzed
            target: Any = mi.operands[0].contents
            if not allow_modify:
                tbb = target
                continue
            while len(instrs) > i + 1:
                mbb.erase(instrs[i + 1])
            mf: Any = mbb.parent
            k = mf.blocks.index(mbb)
            if k + 1 < len(mf.blocks) and mf.blocks[k + 1] is target:
                tbb = None
                mbb.erase(mi)
                continue
            tbb = target
        return tbb, None, []

    def remove_branch(self, mbb: MachineBasicBlock) -> int:
        instrs = mbb.instrs
        count = 0
        i = len(instrs)
        while i > 0:
            i -= 1
            mi = instrs[i]
            if mi.is_debug_instr():
                continue
            if mi.opcode != X.JMP:
                break
            mbb.erase(mi)
            i = len(instrs)
            count += 1
        return count

    def insert_branch(
        self,
        mbb: MachineBasicBlock,
        tbb: MachineBasicBlock,
        fbb: MachineBasicBlock | None,
        cond: list[MachineOperand],
        debug_loc: Any = None,
    ) -> int:
        if cond:
            raise UnsupportedError(None, "Unexpected conditional branch")
        build_mi(mbb, None, debug_loc, self.get(X.JMP)).add_mbb(tbb)
        return 1

    def expand_post_ra_pseudo(self, mi: MachineInstr) -> bool:
        return False
