"""What it is (LLVM: lib/Target/X86/X86InstrInfo.{h,cpp}).

The x86 instruction descriptors (from ``gen/instr_info.py``) and the target hooks the machine passes call:
``copy_phys_reg``, ``store_reg_to_stack_slot``/``load_reg_from_stack_slot``, ``analyze_branch``/
``insert_branch``/``remove_branch``, ``expand_post_ra_pseudo``, ``commute_instruction``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyllc.target.instr_info import TargetInstrInfo
from pyllc.targets.x86.gen import instr_info as gen

if TYPE_CHECKING:
    from pyllc.targets.x86.subtarget import X86Subtarget


class X86InstrInfo(TargetInstrInfo):
    def __init__(self, subtarget: X86Subtarget) -> None:
        op = gen.OPCODE_NAMES.index
        super().__init__(gen.OPCODE_NAMES, gen.DESC_FLAGS, gen.DESC_NUM_DEFS, gen.DESC_OPERANDS,
                         gen.DESC_IMPLICIT_DEFS, gen.DESC_IMPLICIT_USES, gen.DESC_SIZE,
                         call_frame_setup_opcode=op("ADJCALLSTACKDOWN64"),
                         call_frame_destroy_opcode=op("ADJCALLSTACKUP64"), return_opcode=op("RET64"))
        self.subtarget = subtarget
