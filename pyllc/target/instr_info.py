"""What it is (LLVM: lib/CodeGen/TargetInstrInfo.cpp, include/llvm/CodeGen/TargetInstrInfo.h).

TargetInstrInfo is code generation's view of a target's instructions: the per-opcode descriptors
(:class:`~pyllc.codegen.machine.instr_desc.InstrDesc`, built once from the generated tuples) and the hooks
passes call to create or inspect target instructions without knowing the target:

* ``copy_phys_reg`` (emit a register-to-register copy), ``store_reg_to_stack_slot`` /
  ``load_reg_from_stack_slot`` (spill and reload), ``is_load_from_stack_slot`` / ``is_store_to_stack_slot``;
* branch analysis: ``analyze_branch`` returns ``(true_bb, false_bb, cond)`` for the block's terminators or
  ``None`` when it cannot understand them; ``insert_branch`` / ``remove_branch`` / ``reverse_branch_condition``;
* ``commute_instruction`` (swap two commutable source operands; the generic algorithm below also renames a def
  tied to one of them, as LLVM's ``commuteInstructionImpl``), ``find_commuted_op_indices``;
* MIR serialization tables: target-flag names (``target-flags(<name>)``), target indices, memory-operand target flags.

Defaults follow LLVM's generic behaviour: hooks a target must provide raise ``NotImplementedError`` (LLVM's
``llvm_unreachable``), analysis hooks answer "cannot analyze", serialization tables are empty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from pyllc.codegen.machine.instr_desc import MCID, InstrDesc, OperandInfo
from pyllc.codegen.machine.operand import MO_Immediate, MO_Register, RegState
from pyllc.codegen.target_opcodes import COPY, SUBREG_TO_REG
from pyllc.target.frame_lowering import STACK_GROWS_DOWN

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.instr import MachineInstr
    from pyllc.codegen.machine.operand import MachineOperand

#: ``find_commuted_op_indices`` wildcard (LLVM ``CommuteAnyOperandIndex``).
COMMUTE_ANY_OPERAND_INDEX = -1


class TargetInstrInfo:
    """Descriptors for every opcode, and the target hooks with LLVM's generic defaults."""

    def __init__(
        self,
        names: Sequence[str],
        flags: Sequence[int],
        num_defs: Sequence[int],
        operands: Sequence[tuple[OperandInfo, ...]],
        implicit_defs: Sequence[tuple[int, ...]],
        implicit_uses: Sequence[tuple[int, ...]],
        sizes: Sequence[int] | None = None,
        call_frame_setup_opcode: int = -1,
        call_frame_destroy_opcode: int = -1,
        return_opcode: int = -1,
    ) -> None:
        self.descs: list[InstrDesc] = [
            InstrDesc(
                op,
                names[op],
                flags[op],
                num_defs[op],
                tuple(operands[op]),
                tuple(implicit_defs[op]),
                tuple(implicit_uses[op]),
                sizes[op] if sizes is not None else 0,
            )
            for op in range(len(names))
        ]
        self._by_name = {d.name: d.opcode for d in self.descs}
        self.call_frame_setup_opcode = call_frame_setup_opcode
        self.call_frame_destroy_opcode = call_frame_destroy_opcode
        self.return_opcode = return_opcode

    @staticmethod
    def generated_tables(gen: Any) -> tuple[Any, ...]:
        """The descriptor tables of a generated ``targets/<t>/gen/instr_info.py`` module, in the order of
        the constructor's first parameters (LLVM: the arrays ``InitMCInstrInfo`` takes)."""
        return (
            gen.OPCODE_NAMES,
            gen.DESC_FLAGS,
            gen.DESC_NUM_DEFS,
            gen.DESC_OPERANDS,
            gen.DESC_IMPLICIT_DEFS,
            gen.DESC_IMPLICIT_USES,
            gen.DESC_SIZE,
        )

    @classmethod
    def from_generated(cls, gen: Any, **kwargs: Any) -> TargetInstrInfo:
        """Descriptors from a generated ``targets/<t>/gen/instr_info.py`` module."""
        return cls(*cls.generated_tables(gen), **kwargs)

    # ----- descriptors -----
    def get(self, opcode: int) -> InstrDesc:
        """The instruction descriptor of ``opcode`` (LLVM ``get``)."""
        return self.descs[opcode]

    def get_name(self, opcode: int) -> str:
        """LLVM's name of ``opcode`` (``getName``)."""
        return self.descs[opcode].name

    def get_opcode_by_name(self, name: str) -> int:
        """Opcode of ``name`` or -1."""
        return self._by_name.get(name, -1)

    def get_num_opcodes(self) -> int:
        """How many opcodes the target has (``getNumOpcodes``)."""
        return len(self.descs)

    def get_reg_class(self, desc: InstrDesc, op_idx: int) -> int:
        """Register class required by operand ``op_idx`` of ``desc``, or -1."""
        if op_idx >= desc.num_operands:
            return -1
        return desc.operands[op_idx][1]

    def get_inst_size_in_bytes(self, mi: MachineInstr) -> int:
        """``getInstSizeInBytes``: the encoded size from the descriptor."""
        return mi.desc.size

    def get_call_frame_setup_opcode(self) -> int:
        """``getCallFrameSetupOpcode`` (the ADJCALLSTACKDOWN pseudo)."""
        return self.call_frame_setup_opcode

    def get_call_frame_destroy_opcode(self) -> int:
        """``getCallFrameDestroyOpcode`` (the ADJCALLSTACKUP pseudo)."""
        return self.call_frame_destroy_opcode

    def is_frame_instr(self, mi: MachineInstr) -> bool:
        """``isFrameInstr``: a call-frame setup or destroy pseudo."""
        return mi.opcode == self.call_frame_setup_opcode or mi.opcode == self.call_frame_destroy_opcode

    def get_frame_size(self, mi: MachineInstr) -> int:
        """``getFrameSize``: bytes of the call frame a setup/destroy pseudo describes (its first operand)."""
        size: int = mi.operands[0].contents  # type: ignore[assignment]  # an immediate operand
        return size

    def get_sp_adjust(self, mi: MachineInstr) -> int:
        """``getSPAdjust``: how much ``mi`` changes the stack pointer; by default a call-frame pseudo's size
        rounded up to the stack alignment, negative for the setup where the stack grows down."""
        if not self.is_frame_instr(mi):
            return 0
        mbb = mi.parent
        assert mbb is not None and mbb.parent is not None
        tfl = mbb.parent.subtarget.get_frame_lowering()
        align = tfl.get_stack_align()
        adj = -(-self.get_frame_size(mi) // align) * align
        down = tfl.get_stack_grow_direction() == STACK_GROWS_DOWN
        setup = mi.opcode == self.call_frame_setup_opcode
        return -adj if down == setup else adj

    def has_commute_preference(self, mi: MachineInstr) -> bool | None:
        """``hasCommutePreference``: True/False when the target wants ``mi``'s operands commuted or not by the
        two-address pass, None for no preference (the default)."""
        return None

    # ----- copies and spills -----
    def copy_phys_reg(
        self, mbb: MachineBasicBlock, pos: Any, debug_loc: Any, dest: int, src: int, kill_src: bool
    ) -> None:
        """Emit ``dest = copy src`` between physical registers before ``pos`` (target hook)."""
        raise NotImplementedError("target does not implement copy_phys_reg")

    def is_coalescable_ext_instr(self, mi: MachineInstr) -> tuple[int, int, int] | None:
        """``isCoalescableExtInstr``: ``(src reg, dst reg, sub-register index)`` when ``mi`` extends a
        register whose low part the result keeps in that sub-register (LLVM's default: None)."""
        return None

    def is_copy_instr(self, mi: MachineInstr) -> tuple[MachineOperand, MachineOperand] | None:
        """(dest, source) operands when ``mi`` is a plain copy (LLVM ``isCopyInstr``)."""
        if mi.opcode == COPY:
            return mi.operands[0], mi.operands[1]
        return self.is_copy_instr_impl(mi)

    def is_copy_instr_impl(self, mi: MachineInstr) -> tuple[MachineOperand, MachineOperand] | None:
        """``isCopyInstrImpl``: (dest, source) of a target move that is a plain copy (default None)."""
        return None

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
        """``storeRegToStackSlot``: spill ``src_reg`` of class ``reg_class`` to ``frame_index`` before ``pos`` (target hook)."""
        raise NotImplementedError("target does not implement store_reg_to_stack_slot")

    def load_reg_from_stack_slot(
        self, mbb: MachineBasicBlock, pos: Any, dest_reg: int, frame_index: int, reg_class: int, tri: Any
    ) -> None:
        """``loadRegFromStackSlot``: reload ``dest_reg`` from ``frame_index`` before ``pos`` (target hook)."""
        raise NotImplementedError("target does not implement load_reg_from_stack_slot")

    def is_load_from_stack_slot(self, mi: MachineInstr) -> tuple[int, int]:
        """``(dest register, frame index)`` if ``mi`` is a plain reload, else ``(0, 0)``."""
        return 0, 0

    def is_store_to_stack_slot(self, mi: MachineInstr) -> tuple[int, int]:
        """``(source register, frame index)`` if ``mi`` is a plain spill, else ``(0, 0)``."""
        return 0, 0

    def fold_memory_operand(self, mi: MachineInstr, ops: list[int], frame_index: int) -> MachineInstr | None:
        """``foldMemoryOperandImpl``: ``mi`` with operands ``ops`` read from/written to ``frame_index`` (default None: no fold)."""
        return None

    def expand_post_ra_pseudo(self, mi: MachineInstr) -> bool:
        """``expandPostRAPseudo``: expand target pseudo ``mi`` after allocation; True when done (default False)."""
        return False

    # ----- branches -----
    def analyze_branch(
        self, mbb: MachineBasicBlock, allow_modify: bool = False
    ) -> tuple[MachineBasicBlock | None, MachineBasicBlock | None, list[MachineOperand]] | None:
        """``(true_bb, false_bb, cond)`` describing the terminators, or ``None`` when not analyzable.

        ``true_bb is None``: falls through; ``cond`` empty with ``true_bb``: unconditional branch;
        ``false_bb is None`` with a condition: falls through when false.
        """
        return None

    def remove_branch(self, mbb: MachineBasicBlock) -> int:
        """Remove the branch instructions at the end of ``mbb``; return how many (target hook)."""
        raise NotImplementedError("target does not implement remove_branch")

    def insert_branch(
        self,
        mbb: MachineBasicBlock,
        tbb: MachineBasicBlock,
        fbb: MachineBasicBlock | None,
        cond: list[MachineOperand],
        debug_loc: Any = None,
    ) -> int:
        """Append branches to ``mbb``; return how many instructions were added (target hook)."""
        raise NotImplementedError("target does not implement insert_branch")

    def insert_unconditional_branch(
        self, mbb: MachineBasicBlock, dest: MachineBasicBlock, debug_loc: Any = None
    ) -> int:
        """``insertUnconditionalBranch``: a jump to ``dest`` at the end of ``mbb``."""
        return self.insert_branch(mbb, dest, None, [], debug_loc)

    def reverse_branch_condition(self, cond: list[MachineOperand]) -> bool:
        """Invert ``cond`` in place; True means it could not be reversed (LLVM's convention)."""
        return True

    def is_unpredicated_terminator(self, mi: MachineInstr) -> bool:
        """``isUnpredicatedTerminator``: a terminator that is not predicated (default: every terminator)."""
        if not mi.is_terminator():
            return False
        return True

    # ----- commuting -----
    def find_commuted_op_indices(
        self, mi: MachineInstr, idx1: int = COMMUTE_ANY_OPERAND_INDEX, idx2: int = COMMUTE_ANY_OPERAND_INDEX
    ) -> tuple[int, int] | None:
        """The two operands that may be swapped (generic: the first two sources), or None."""
        desc = mi.desc
        if not desc.flags & MCID.Commutable:
            return None
        first = desc.num_defs
        second = first + 1
        if second >= len(mi.operands):
            return None
        return _fix_commuted_indices(idx1, idx2, first, second)

    def commute_instruction(
        self,
        mi: MachineInstr,
        new_mi: bool = False,
        idx1: int = COMMUTE_ANY_OPERAND_INDEX,
        idx2: int = COMMUTE_ANY_OPERAND_INDEX,
    ) -> MachineInstr | None:
        """Swap two commutable operands (in place, or in a clone when ``new_mi``); None if impossible."""
        if idx1 == COMMUTE_ANY_OPERAND_INDEX or idx2 == COMMUTE_ANY_OPERAND_INDEX:
            found = self.find_commuted_op_indices(mi, idx1, idx2)
            if found is None:
                return None
            idx1, idx2 = found
        return self.commute_instruction_impl(mi, new_mi, idx1, idx2)

    def commute_instruction_impl(
        self, mi: MachineInstr, new_mi: bool, idx1: int, idx2: int
    ) -> MachineInstr | None:
        """LLVM's generic ``commuteInstructionImpl``."""
        desc = mi.desc
        ops = mi.operands
        has_def = desc.num_defs > 0 and ops[0].kind == MO_Register and ops[0].is_def()
        o1, o2 = ops[idx1], ops[idx2]
        if o1.kind != MO_Register or o2.kind != MO_Register:
            return None
        reg0 = ops[0].contents if has_def else 0
        sub0 = ops[0].sub_reg if has_def else 0
        reg1, reg2 = o1.contents, o2.contents
        sub1, sub2 = o1.sub_reg, o2.sub_reg
        kill1, kill2 = o1.is_kill(), o2.is_kill()
        undef1, undef2 = o1.is_undef(), o2.is_undef()
        int1, int2 = o1.is_internal_read(), o2.is_internal_read()
        ren1 = o1.is_renamable() if 0 < reg1 < (1 << 30) else False
        ren2 = o2.is_renamable() if 0 < reg2 < (1 << 30) else False
        if has_def and reg0 == reg1 and desc.tied_to(idx1) == 0:
            kill2 = False
            reg0, sub0 = reg2, sub2
        elif has_def and reg0 == reg2 and desc.tied_to(idx2) == 0:
            kill1 = False
            reg0, sub0 = reg1, sub1
        if new_mi:
            mf = mi.mf
            if mf is None:
                return None
            target = mf.clone_machine_instr(mi)
        else:
            target = mi
        tops = target.operands
        if has_def:
            tops[0].set_reg(reg0)
            tops[0].sub_reg = sub0
        t1, t2 = tops[idx1], tops[idx2]
        t2.set_reg(reg1)
        t1.set_reg(reg2)
        t2.sub_reg, t1.sub_reg = sub1, sub2
        _set(t2, RegState.Kill, kill1)
        _set(t1, RegState.Kill, kill2)
        _set(t2, RegState.Undef, undef1)
        _set(t1, RegState.Undef, undef2)
        _set(t2, RegState.InternalRead, int1)
        _set(t1, RegState.InternalRead, int2)
        if 0 < reg1 < (1 << 30):
            _set(t2, RegState.Renamable, ren1)
        if 0 < reg2 < (1 << 30):
            _set(t1, RegState.Renamable, ren2)
        return target

    def convert_to_three_address(
        self, mi: MachineInstr, lv: Any = None, lis: Any = None
    ) -> MachineInstr | None:
        """``convertToThreeAddress``: a three-address form of two-address ``mi``, inserted (default None)."""
        return None

    # ----- compares (the peephole optimizer's optimizeCmpInstr) -----
    def analyze_compare(self, mi: MachineInstr) -> tuple[int, int, int, int] | None:
        """``analyzeCompare``: ``(SrcReg, SrcReg2, CmpMask, CmpValue)`` of an instruction that compares and
        that ``optimize_compare_instr`` may rewrite, or None (LLVM's default: none)."""
        return None

    def optimize_compare_instr(
        self, mi: MachineInstr, src_reg: int, src_reg2: int, cmp_mask: int, cmp_value: int, mri: Any
    ) -> bool:
        """``optimizeCompareInstr``: rewrite or remove the compare ``mi`` that ``analyze_compare`` described;
        True if it changed (LLVM's default: no change)."""
        return False

    # ----- generic pseudo queries -----
    def is_subreg_to_reg(self, mi: MachineInstr) -> bool:
        """``SUBREG_TO_REG``."""
        return mi.opcode == SUBREG_TO_REG

    def is_as_cheap_as_a_move(self, mi: MachineInstr) -> bool:
        """``isAsCheapAsAMove``: from the descriptor's CheapAsAMove flag."""
        return mi.desc.flags & MCID.CheapAsAMove != 0

    def is_trivially_rematerializable(self, mi: MachineInstr, mri: Any) -> bool:
        """LLVM ``isTriviallyReMaterializable``: ``mi`` can be re-executed anywhere its single def is needed.

        The descriptor says Rematerializable, the target agrees
        (:meth:`is_really_trivially_rematerializable`), and the generic conditions hold: one def (other defs
        dead), no store or unmodeled side effect, and every register read is absent or reserved, so that the
        copy computes the same value wherever it is placed."""
        desc = mi.desc
        if (
            not desc.flags & MCID.Rematerializable
            or desc.num_defs != 1
            or mi.may_store()
            or mi.has_unmodeled_side_effects()
            or not self.is_really_trivially_rematerializable(mi)
        ):
            return False
        for k, op in enumerate(mi.operands):
            if op.kind != MO_Register:
                continue
            if op.flags & RegState.Define:
                if k and not op.flags & RegState.Dead:
                    return False
            elif op.contents and not mri.is_reserved(op.contents):
                return False
        return True

    def is_really_trivially_rematerializable(self, mi: MachineInstr) -> bool:
        """The target's part of :meth:`is_trivially_rematerializable`; by default only instructions that read
        no memory."""
        return not mi.may_load()

    def get_tail_duplicate_size(self, opt_level: int) -> int:
        """``getTailDuplicateSize``: the most instructions a block may have to be tail-duplicated (block
        placement tail-merges tails one longer); LLVM's default is 4 at -O3, else 2."""
        return 4 if opt_level > 2 else 2

    def re_materialize(self, mf: Any, orig: MachineInstr, clobbers_live: bool) -> MachineInstr | None:
        """The instruction that recomputes ``orig``'s value at a new place, not yet inserted (LLVM
        ``reMaterialize``); ``clobbers_live`` says a register ``orig`` also defines is live there.  Default:
        a clone of ``orig``, or None (no rematerialization) when it would clobber a live register."""
        return None if clobbers_live else mf.clone_machine_instr(orig)

    # ----- MIR serialization -----
    def decompose_machine_operand_target_flags(self, tf: int) -> tuple[int, int]:
        """(direct flag, bitmask flags); targets with bitmask flags split them."""
        return tf, 0

    def get_serializable_direct_machine_operand_target_flags(self) -> tuple[tuple[int, str], ...]:
        """``getSerializableDirectMachineOperandTargetFlags``: (flag, MIR name) pairs."""
        return ()

    def get_serializable_bitmask_machine_operand_target_flags(self) -> tuple[tuple[int, str], ...]:
        """``getSerializableBitmaskMachineOperandTargetFlags``: (flag, MIR name) pairs."""
        return ()

    def get_serializable_target_indices(self) -> tuple[tuple[int, str], ...]:
        """``getSerializableTargetIndices``: (index, MIR name) pairs."""
        return ()

    def get_serializable_machine_memory_operand_target_flags(self) -> tuple[tuple[int, str], ...]:
        """``getSerializableMachineMemOperandTargetFlags``: (flag, MIR name) pairs."""
        return ()

    def create_mir_operand_comment(self, mi: Any, op_idx: int, tri: Any) -> str:
        """``createMIROperandComment``: the ``/* ... */`` note MIR prints after an inline-asm operand -- the
        extra-info word (``sideeffect mayload attdialect``) and each operand group's flag word
        (``regdef:<class>``, ``mem:m``, ``reguse tiedto:$0``); ``""`` for every other operand."""
        if not mi.is_inline_asm():
            return ""
        op = mi.operands[op_idx]
        if op_idx == _INLINE_ASM_EXTRA_INFO:
            info = op.contents
            words = [w for bit, w in _INLINE_ASM_EXTRA_NAMES if info & bit]
            words.append("inteldialect" if info & 4 else "attdialect")
            return " ".join(words)
        i = _INLINE_ASM_FIRST_OPERAND
        ops = mi.operands
        while i < op_idx:
            if ops[i].kind != MO_Immediate:
                return ""
            i += ((ops[i].contents & 0xFFFF) >> 3) + 1
        if i != op_idx or op.kind != MO_Immediate:
            return ""
        flag: int = op.contents
        kind = flag & 7
        if not 1 <= kind <= 6:
            return ""
        text = _INLINE_ASM_KIND_NAMES[kind - 1]
        high = flag >> 16
        if kind not in (5, 6) and not flag & 0x80000000 and high:
            rc = high - 1
            if tri is not None and rc < tri.get_num_reg_classes():
                text += ":" + tri.get_reg_class_name(rc)
            else:
                text += f":RC{rc}"
        if kind == 6:
            cid = high & 0x7FFF
            text += ":" + (
                _INLINE_ASM_MEM_CONSTRAINTS[cid] if cid < len(_INLINE_ASM_MEM_CONSTRAINTS) else "?"
            )
        if kind != 6 and flag & 0x80000000:
            text += " tiedto:$" + str(high & 0x7FFF)
        return text


#: InlineAsm operand layout and flag words (LLVM: include/llvm/IR/InlineAsm.h, LLVM 14).
_INLINE_ASM_EXTRA_INFO = 1
_INLINE_ASM_FIRST_OPERAND = 2
_INLINE_ASM_EXTRA_NAMES = (
    (1, "sideeffect"),
    (8, "mayload"),
    (16, "maystore"),
    (32, "isconvergent"),
    (2, "alignstack"),
)
_INLINE_ASM_KIND_NAMES = ("reguse", "regdef", "regdef-ec", "clobber", "imm", "mem")
_INLINE_ASM_MEM_CONSTRAINTS = (
    "?",
    "es",
    "i",
    "m",
    "o",
    "v",
    "A",
    "Q",
    "R",
    "S",
    "T",
    "Um",
    "Un",
    "Uq",
    "Us",
    "Ut",
    "Uv",
    "Uy",
    "X",
    "Z",
    "ZC",
    "Zy",
)


def _set(op: MachineOperand, bit: int, on: bool) -> None:
    op.flags = (op.flags | bit) if on else (op.flags & ~bit)


def _fix_commuted_indices(idx1: int, idx2: int, first: int, second: int) -> tuple[int, int] | None:
    """LLVM ``fixCommutedOpIndices``: fill wildcards so the pair is {first, second}, or fail."""
    any_ = COMMUTE_ANY_OPERAND_INDEX
    if idx1 == any_ and idx2 == any_:
        return first, second
    if idx1 == any_:
        if idx2 == first:
            return second, idx2
        if idx2 == second:
            return first, idx2
        return None
    if idx2 == any_:
        if idx1 == first:
            return idx1, second
        if idx1 == second:
            return idx1, first
        return None
    if (idx1 == first and idx2 == second) or (idx1 == second and idx2 == first):
        return idx1, idx2
    return None
