"""What it is (LLVM: lib/CodeGen/TargetFrameLoweringImpl.cpp, include/llvm/CodeGen/TargetFrameLowering.h).

TargetFrameLowering describes a target's stack frame layout: the direction of stack growth, the stack alignment
guaranteed at function entry (and the transient alignment kept between calls), the offset from the incoming
stack pointer to the local area (negative when a call pushes a return address), whether stack realignment is possible, and
the hooks prologue/epilogue insertion calls: ``emit_prologue`` / ``emit_epilogue``, ``has_fp``,
``has_reserved_call_frame``, ``determine_callee_saves`` (generic: every callee-saved register the function
modifies), ``get_frame_index_reference`` (register + offset of a frame index).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction

STACK_GROWS_UP: Final = 0
STACK_GROWS_DOWN: Final = 1


class TargetFrameLowering:
    """Stack layout facts and prologue/epilogue hooks."""

    def __init__(
        self,
        stack_dir: int,
        stack_alignment: int,
        local_area_offset: int,
        transient_stack_alignment: int | None = None,
        stack_realignable: bool = True,
    ) -> None:
        self.stack_dir = stack_dir
        self.stack_alignment = stack_alignment
        self.local_area_offset = local_area_offset
        self.transient_stack_alignment = transient_stack_alignment or stack_alignment
        self.stack_realignable = stack_realignable

    def get_stack_grow_direction(self) -> int:
        """``getStackGrowthDirection``: STACK_GROWS_DOWN or STACK_GROWS_UP."""
        return self.stack_dir

    def get_stack_align(self) -> int:
        """``getStackAlign``: the stack alignment at function entry, in bytes."""
        return self.stack_alignment

    def get_transient_stack_align(self) -> int:
        """``getTransientStackAlign``: the alignment kept between calls, in bytes."""
        return self.transient_stack_alignment

    def get_offset_of_local_area(self) -> int:
        """``getOffsetOfLocalArea``: from the incoming stack pointer to the local area."""
        return self.local_area_offset

    def is_stack_realignable(self) -> bool:
        """``isStackRealignable``: the target can realign its stack."""
        return self.stack_realignable

    def has_fp(self, mf: MachineFunction) -> bool:
        """Does ``mf`` need a frame pointer (target hook)."""
        raise NotImplementedError

    def has_reserved_call_frame(self, mf: MachineFunction) -> bool:
        """True when the call frame is allocated in the prologue (no variable-sized objects)."""
        return not mf.frame_info.has_var_sized_objects

    def can_simplify_call_frame_pseudos(self, mf: MachineFunction) -> bool:
        """``canSimplifyCallFramePseudos``: a reserved call frame or a frame pointer."""
        return self.has_reserved_call_frame(mf) or self.has_fp(mf)

    def emit_prologue(self, mf: MachineFunction, mbb: MachineBasicBlock) -> None:
        """``emitPrologue``: insert the prologue at the start of ``mbb`` (target hook)."""
        raise NotImplementedError

    def emit_epilogue(self, mf: MachineFunction, mbb: MachineBasicBlock) -> None:
        """``emitEpilogue``: insert the epilogue before the return of ``mbb`` (target hook)."""
        raise NotImplementedError

    def determine_callee_saves(self, mf: MachineFunction, tri: Any) -> int:
        """Callee-saved registers ``mf`` clobbers, as a bitset (LLVM's generic ``determineCalleeSaves``)."""
        saved = 0
        mri = mf.reg_info
        for reg in tri.get_callee_saved_regs(mf):
            if any(mri.reg_defs(r) for r in tri.get_aliases(reg)):
                saved |= 1 << reg
        return saved

    def get_dwarf_frame_base(self, mf: MachineFunction) -> int:
        """``getDwarfFrameBase``: the register of a function's ``DW_AT_frame_base`` (LLVM's default: the
        frame register)."""
        return mf.subtarget.get_register_info().get_frame_register(mf)

    def get_frame_index_reference(self, mf: MachineFunction, fi: int) -> tuple[int, int]:
        """(frame register, offset) addressing frame index ``fi``: the generic frame-register-relative form."""
        mfi = mf.frame_info
        tri = mf.subtarget.get_register_info()
        offset = mfi.get_object_offset(fi) + mfi.stack_size - self.local_area_offset + mfi.offset_adjustment
        return tri.get_frame_register(mf), offset

    def eliminate_call_frame_pseudo_instr(self, mf: MachineFunction, mbb: MachineBasicBlock, mi: Any) -> Any:
        """``eliminateCallFramePseudoInstr``: replace (or delete) call-frame pseudo ``mi`` (target hook)."""
        raise NotImplementedError

    def target_handles_stack_frame_rounding(self) -> bool:
        """``targetHandlesStackFrameRounding``: the target rounds the frame size itself (default False)."""
        return False

    def assign_callee_saved_spill_slots(self, mf: MachineFunction, tri: Any, csi: list[Any]) -> bool:
        """``assignCalleeSavedSpillSlots``: give each :class:`CalleeSavedInfo` its frame index; False (the
        default) lets the generic code make one spill slot per register."""
        return False

    def spill_callee_saved_registers(
        self, mbb: MachineBasicBlock, pos: int, csi: list[Any], tri: Any
    ) -> bool:
        """``spillCalleeSavedRegisters``: save the registers at ``pos`` of ``mbb``; False (the default) lets
        the generic code store each to its slot."""
        return False

    def restore_callee_saved_registers(
        self, mbb: MachineBasicBlock, pos: int, csi: list[Any], tri: Any
    ) -> bool:
        """``restoreCalleeSavedRegisters``: reload the registers before ``pos``; False (the default) lets the
        generic code load each from its slot."""
        return False

    def is_supported_stack_id(self, stack_id: int) -> bool:
        """``isSupportedStackID``: the default and no-alloc stacks (LLVM's default)."""
        return stack_id in (0, 255)

    def create_cfi_from_mir(self, op: str, reg: int, offset: int, reg2: int, values: bytes) -> Any:
        """The CFI record a MIR ``CFI_INSTRUCTION <op> ...`` operand denotes (registers as machine registers);
        the default is the MC layer's :class:`~pyllc.mc.streamer.MCCFIInstruction`."""
        from pyllc.mc.streamer import MCCFIInstruction

        return MCCFIInstruction(op, reg, offset, reg2, values)

    def needs_frame_moves(self, mf: MachineFunction) -> bool:
        """``MachineFunction::needsFrameMoves``: does ``mf`` carry call-frame information (default: no)."""
        return False

    def get_initial_cfa_offset(self, mf: MachineFunction) -> int:
        """``getInitialCFAOffset``: the CFA offset at function entry."""
        return 0

    def get_initial_cfa_register(self, mf: MachineFunction) -> int:
        """``getInitialCFARegister``: the CFA register (DWARF number) at function entry."""
        return 0

    def describe_cfi(self, cfi: Any) -> tuple[str, int, int]:
        """A CFI record as (MIR spelling, register, offset), as LLVM's passes read ``MCCFIInstruction``
        (default: the MC layer's record)."""
        return cfi.op, cfi.register, cfi.offset

    def build_cfa_cfi(self, mbb: MachineBasicBlock, pos: int, op: str, reg: int, offset: int) -> None:
        """Insert a ``CFI_INSTRUCTION`` ``def_cfa``/``def_cfa_offset``/``def_cfa_register``/``offset``/
        ``restore`` at ``pos`` of ``mbb`` (CFIInstrInserter's ``BuildMI``)."""
        from pyllc.support.diagnostics import UnsupportedError

        raise UnsupportedError(None, "CFI insertion (cfi-instr-inserter) for this target")

    def order_frame_objects(self, mf: MachineFunction, objects: list[int]) -> None:
        """``orderFrameObjects``: reorder the frame indexes in ``objects`` in place before they are laid
        out (default: keep the order)."""
