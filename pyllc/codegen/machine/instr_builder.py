"""What it is (LLVM: include/llvm/CodeGen/MachineInstrBuilder.h, ``BuildMI`` and ``MIMetadata``).

``build_mi(mbb, pos, mimd, desc, dest_reg)`` creates an instruction, inserts it in ``mbb`` before position
``pos`` (an index, an instruction, or ``None`` for the end) and returns a :class:`MachineInstrBuilder` whose
``add_*`` methods append operands and return the builder, so code reads as in LLVM::

    build_mi(mbb, None, dl, tii.get(T.MOVri), dest).add_imm(42)
    build_mi(mbb, mi, dl, tii.get(T.CMPri)).add_reg(reg).add_imm(42)
    build_mi(mbb, None, dl, tii.get(T.BCC)).add_mbb(target).add_imm(cond)

(``T`` is a target's generated opcode module.)

``dest_reg`` adds the first operand as a register def.  ``add_reg`` takes LLVM's ``RegState`` bits
(``RegState.Define | RegState.Dead``...).  ``mimd`` is either a debug location or a :class:`MIMetadata`
(debug location + ``!pcsections`` node), which the new instruction copies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.codegen.machine.instr import MachineInstr
from pyllc.codegen.machine.operand import (
    MO_BlockAddress,
    MO_CFIIndex,
    MO_CImmediate,
    MO_ConstantPoolIndex,
    MO_ExternalSymbol,
    MO_FPImmediate,
    MO_FrameIndex,
    MO_GlobalAddress,
    MO_Immediate,
    MO_IntrinsicID,
    MO_JumpTableIndex,
    MO_MachineBasicBlock,
    MO_MCSymbol,
    MO_Metadata,
    MO_Predicate,
    MO_Register,
    MO_RegisterMask,
    MO_ShuffleMask,
    MO_TargetIndex,
    MachineOperand,
    RegState,
)

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.instr_desc import InstrDesc
    from pyllc.codegen.machine.mem_operand import MachineMemOperand


class MIMetadata:
    """Metadata a new instruction inherits: debug location and ``!pcsections`` (LLVM ``MIMetadata``)."""

    __slots__ = ("debug_loc", "pc_sections")

    def __init__(self, debug_loc: Any = None, pc_sections: Any = None) -> None:
        self.debug_loc = debug_loc
        self.pc_sections = pc_sections

    @staticmethod
    def of(mi: MachineInstr) -> MIMetadata:
        """The metadata of an existing instruction, for instructions that replace or accompany it."""
        return MIMetadata(mi.debug_loc, mi.pc_sections)


class MachineInstrBuilder:
    """Appends operands to one instruction; every method returns the builder."""

    __slots__ = ("mi",)

    def __init__(self, mi: MachineInstr) -> None:
        self.mi = mi

    def _add(self, op: MachineOperand) -> MachineInstrBuilder:
        self.mi.add_operand(op)
        return self

    def add_reg(self, reg: int, flags: int = 0, sub_reg: int = 0) -> MachineInstrBuilder:
        """A register operand with ``RegState`` flags (LLVM ``addReg``)."""
        return self._add(MachineOperand(MO_Register, reg, flags, sub_reg))

    def add_def(self, reg: int, flags: int = 0, sub_reg: int = 0) -> MachineInstrBuilder:
        return self.add_reg(reg, flags | RegState.Define, sub_reg)

    def add_use(self, reg: int, flags: int = 0, sub_reg: int = 0) -> MachineInstrBuilder:
        return self.add_reg(reg, flags & ~RegState.Define, sub_reg)

    def add_imm(self, value: int) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_Immediate, value))

    def add_cimm(self, value: Any) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_CImmediate, value))

    def add_fpimm(self, value: Any) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_FPImmediate, value))

    def add_mbb(self, mbb: MachineBasicBlock, target_flags: int = 0) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_MachineBasicBlock, mbb, target_flags=target_flags))

    def add_frame_index(self, fi: int) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_FrameIndex, fi))

    def add_constant_pool_index(
        self, index: int, offset: int = 0, target_flags: int = 0
    ) -> MachineInstrBuilder:
        return self._add(
            MachineOperand(MO_ConstantPoolIndex, index, offset=offset, target_flags=target_flags)
        )

    def add_target_index(self, index: int, offset: int = 0, target_flags: int = 0) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_TargetIndex, index, offset=offset, target_flags=target_flags))

    def add_jump_table_index(self, index: int, target_flags: int = 0) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_JumpTableIndex, index, target_flags=target_flags))

    def add_global_address(self, gv: Any, offset: int = 0, target_flags: int = 0) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_GlobalAddress, gv, offset=offset, target_flags=target_flags))

    def add_external_symbol(self, symbol: str, target_flags: int = 0) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_ExternalSymbol, symbol, target_flags=target_flags))

    def add_block_address(self, ba: Any, offset: int = 0, target_flags: int = 0) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_BlockAddress, ba, offset=offset, target_flags=target_flags))

    def add_reg_mask(self, mask: int) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_RegisterMask, mask))

    def add_metadata(self, md: Any) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_Metadata, md))

    def add_sym(self, sym: Any, target_flags: int = 0) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_MCSymbol, sym, target_flags=target_flags))

    def add_cfi_index(self, index: int) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_CFIIndex, index))

    def add_intrinsic_id(self, iid: int | str) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_IntrinsicID, iid))

    def add_predicate(self, pred: int) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_Predicate, pred))

    def add_shuffle_mask(self, mask: tuple[int, ...]) -> MachineInstrBuilder:
        return self._add(MachineOperand(MO_ShuffleMask, tuple(mask)))

    def add(self, op: MachineOperand) -> MachineInstrBuilder:
        """Append a copy of an existing operand (LLVM ``add``)."""
        return self._add(op.copy())

    def add_mem_operand(self, mmo: MachineMemOperand) -> MachineInstrBuilder:
        self.mi.add_mem_operand(mmo)
        return self

    def set_mem_refs(self, mmos: tuple[MachineMemOperand, ...]) -> MachineInstrBuilder:
        self.mi.set_mem_refs(mmos)
        return self

    def set_mi_flags(self, flags: int) -> MachineInstrBuilder:
        self.mi.flags = flags
        return self

    def set_mi_flag(self, flag: int) -> MachineInstrBuilder:
        self.mi.flags |= flag
        return self

    def copy_implicit_ops(self, other: MachineInstr) -> MachineInstrBuilder:
        """Append copies of ``other``'s implicit register operands (LLVM ``copyImplicitOps``)."""
        for op in other.operands[other.desc.num_operands :]:
            if op.kind == MO_Register and op.flags & RegState.Implicit:
                self._add(op.copy())
        return self

    def get_reg(self, i: int) -> int:
        return self.mi.operands[i].contents


def build_mi(
    mbb: MachineBasicBlock | None,
    pos: Any,
    mimd: Any,
    desc: InstrDesc,
    dest_reg: int = 0,
    dest_flags: int = 0,
) -> MachineInstrBuilder:
    """Create an instruction (and insert it in ``mbb`` before ``pos`` when ``mbb`` is given).

    ``pos`` is an index into ``mbb.instrs``, an instruction to insert before, or ``None`` for the end.
    ``mimd`` is a :class:`MIMetadata` or a bare debug location.  With ``dest_reg`` the first operand is that
    register as a def (``dest_flags`` adds ``RegState`` bits).
    """
    if isinstance(mimd, MIMetadata):
        mi = MachineInstr(desc, mimd.debug_loc)
        mi.pc_sections = mimd.pc_sections
    else:
        mi = MachineInstr(desc, mimd)
    if mbb is not None:
        if pos is None:
            mbb.push_back(mi)
        elif isinstance(pos, int):
            mbb.insert(pos, mi)
        else:
            mbb.insert_before(pos, mi)
    mib = MachineInstrBuilder(mi)
    if dest_reg:
        mib.add_reg(dest_reg, RegState.Define | dest_flags)
    return mib
