"""What it is (LLVM: lib/Target/X86/X86FrameLowering.{h,cpp}).

x86 stack frame layout: the prologue and epilogue (push/pop of callee-saved registers, frame pointer setup,
stack adjustment, realignment, red zone), ``.cfi_*`` directives, call frame pseudo elimination.

* ``has_fp(mf)``: the ``"frame-pointer"`` attribute (``all``; ``non-leaf`` when the function has calls), stack
  realignment, dynamic allocas, frame address taken, opaque SP adjustments, stack maps/patch points.
* Callee-saved registers: ``assign_callee_saved_spill_slots`` gives the frame pointer (pushed by the prologue
  itself) and each GPR a fixed 8-byte slot below the return address; ``spill_callee_saved_registers`` pushes
  them (``frame-setup PUSH64r``), ``restore_callee_saved_registers`` pops them (``frame-destroy POP64r``).
* ``emit_prologue``/``emit_epilogue`` follow llc-14's instruction sequences, including ``PUSH64r undef $rax`` /
  ``POP64r`` of a dead caller-saved register for 8-byte adjustments, the 128-byte red zone of leaf functions,
  ``AND64ri8 $rsp, -align`` realignment, and the CFI: ``def_cfa_offset``, ``offset``, ``def_cfa_register``,
  ``def_cfa``, ``adjust_cfa_offset``, ``restore``.
* CFI records are :class:`MCCFIInstruction` (LLVM ``MCCFIInstruction``, registers as DWARF numbers) appended to
  ``mf.frame_instructions`` and referenced by ``CFI_INSTRUCTION`` operands.

Per-function x86 facts read from ``mf.info`` when present (LLVM ``X86MachineFunctionInfo``):
``tc_return_addr_delta`` (default 0), ``has_push_sequences`` (default False), ``force_frame_pointer``.  The
callee-saved frame size is kept in ``mf.frame_info.cv_bytes_of_callee_saved_registers`` (LLVM sets both).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from pyllc.codegen.machine.frame_info import CalleeSavedInfo
from pyllc.codegen.machine.instr import MIFlag
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.machine.operand import MO_Immediate, MO_Register, RegState
from pyllc.target.frame_lowering import STACK_GROWS_DOWN, TargetFrameLowering
from pyllc.targets.x86.gen import instr_info as X
from pyllc.targets.x86.gen import register_info as R


class _OPT:
    """Opcodes the x86 tables may lack (32-bit forms): -1 when absent."""

    POP32r: Final = getattr(X, "POP32r", -1)
    PUSH32r: Final = getattr(X, "PUSH32r", -1)


if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.instr import MachineInstr
    from pyllc.targets.x86.subtarget import X86Subtarget


# ----- CFI records -----

OpSameValue: Final = 0
OpRememberState: Final = 1
OpRestoreState: Final = 2
OpOffset: Final = 3
OpLLVMDefAspaceCfa: Final = 4
OpDefCfaRegister: Final = 5
OpDefCfaOffset: Final = 6
OpDefCfa: Final = 7
OpRelOffset: Final = 8
OpAdjustCfaOffset: Final = 9
OpEscape: Final = 10
OpRestore: Final = 11
OpUndefined: Final = 12
OpRegister: Final = 13
OpWindowSave: Final = 14
OpNegateRAState: Final = 15
OpGnuArgsSize: Final = 16

#: MIR spelling → operation, for the CFI_INSTRUCTION operands of MIR input.
_MIR_CFI_OPS: Final = {
    "same_value": OpSameValue,
    "remember_state": OpRememberState,
    "restore_state": OpRestoreState,
    "offset": OpOffset,
    "def_cfa_register": OpDefCfaRegister,
    "def_cfa_offset": OpDefCfaOffset,
    "def_cfa": OpDefCfa,
    "rel_offset": OpRelOffset,
    "adjust_cfa_offset": OpAdjustCfaOffset,
    "restore": OpRestore,
    "undefined": OpUndefined,
    "register": OpRegister,
    "window_save": OpWindowSave,
    "negate_ra_sign_state": OpNegateRAState,
}

_DWARF_TO_REG: dict[int, int] = {}
for _cls in ("GR64", "VR128", "VR256", "VR512", "VK64"):
    for _r in R.REG_CLASS_MEMBERS[R.REG_CLASS_NAMES.index(_cls)]:
        _d = R.DWARF_NUMBERS[_r]
        if _d >= 0 and _d not in _DWARF_TO_REG:
            _DWARF_TO_REG[_d] = _r
for _r, _d in enumerate(R.DWARF_NUMBERS):
    if _r and _d >= 0 and _d not in _DWARF_TO_REG:
        _DWARF_TO_REG[_d] = _r


def dwarf_to_llvm_reg(dwarf: int) -> int:
    """LLVM ``getLLVMRegNum(dwarf, isEH=true)`` for x86-64, or -1."""
    return _DWARF_TO_REG.get(dwarf, -1)


#: operation -> MIR spelling.
_CFI_SPELLING: Final = {v: k for k, v in _MIR_CFI_OPS.items()}


class MCCFIInstruction:
    """One call-frame directive (LLVM ``MCCFIInstruction``): operation, DWARF register(s), offset."""

    __slots__ = ("operation", "label", "register", "register2", "offset")

    def __init__(self, operation: int, label: Any, register: int, offset: int, register2: int = 0) -> None:
        self.operation = operation
        self.label = label
        self.register = register
        self.register2 = register2
        self.offset = offset

    @staticmethod
    def cfi_def_cfa(label: Any, reg: int, offset: int) -> MCCFIInstruction:
        return MCCFIInstruction(OpDefCfa, label, reg, offset)

    @staticmethod
    def cfi_def_cfa_offset(label: Any, offset: int) -> MCCFIInstruction:
        return MCCFIInstruction(OpDefCfaOffset, label, 0, offset)

    @staticmethod
    def create_def_cfa_register(label: Any, reg: int) -> MCCFIInstruction:
        return MCCFIInstruction(OpDefCfaRegister, label, reg, 0)

    @staticmethod
    def create_adjust_cfa_offset(label: Any, adjustment: int) -> MCCFIInstruction:
        return MCCFIInstruction(OpAdjustCfaOffset, label, 0, adjustment)

    @staticmethod
    def create_offset(label: Any, reg: int, offset: int) -> MCCFIInstruction:
        return MCCFIInstruction(OpOffset, label, reg, offset)

    @staticmethod
    def create_restore(label: Any, reg: int) -> MCCFIInstruction:
        return MCCFIInstruction(OpRestore, label, reg, 0)

    @staticmethod
    def create_gnu_args_size(label: Any, size: int) -> MCCFIInstruction:
        return MCCFIInstruction(OpGnuArgsSize, label, 0, size)

    def print_mir(self, ctx: Any) -> str:
        """The MIR operand text (LLVM ``MachineOperand::printCFI``): ``def_cfa_offset 16``, ``offset $rbp, -16``."""
        op = self.operation
        if op == OpDefCfaOffset:
            return "def_cfa_offset " + str(self.offset)
        if op == OpAdjustCfaOffset:
            return "adjust_cfa_offset " + str(self.offset)
        reg = _mir_reg(self.register)
        if op == OpOffset:
            return "offset " + reg + ", " + str(self.offset)
        if op == OpDefCfaRegister:
            return "def_cfa_register " + reg
        if op == OpDefCfa:
            return "def_cfa " + reg + ", " + str(self.offset)
        if op == OpRelOffset:
            return "rel_offset " + reg + ", " + str(self.offset)
        if op == OpRestore:
            return "restore " + reg
        if op == OpSameValue:
            return "same_value " + reg
        if op == OpUndefined:
            return "undefined " + reg
        if op == OpRegister:
            return "register " + reg + ", " + _mir_reg(self.register2)
        if op == OpRememberState:
            return "remember_state"
        if op == OpRestoreState:
            return "restore_state"
        if op == OpWindowSave:
            return "window_save"
        if op == OpNegateRAState:
            return "negate_ra_sign_state"
        return "<unserializable cfi directive>"

    def asm_text(self) -> str:
        """The assembler directive (``.cfi_def_cfa_offset 16``, ``.cfi_offset %rbp, -16``)."""
        op = self.operation
        if op == OpDefCfaOffset:
            return "\t.cfi_def_cfa_offset " + str(self.offset)
        if op == OpAdjustCfaOffset:
            return "\t.cfi_adjust_cfa_offset " + str(self.offset)
        if op == OpGnuArgsSize:
            return "\t.cfi_escape 0x2e, " + hex(self.offset)
        reg = _asm_reg(self.register)
        if op == OpOffset:
            return "\t.cfi_offset " + reg + ", " + str(self.offset)
        if op == OpDefCfaRegister:
            return "\t.cfi_def_cfa_register " + reg
        if op == OpDefCfa:
            return "\t.cfi_def_cfa " + reg + ", " + str(self.offset)
        if op == OpRelOffset:
            return "\t.cfi_rel_offset " + reg + ", " + str(self.offset)
        if op == OpRestore:
            return "\t.cfi_restore " + reg
        if op == OpSameValue:
            return "\t.cfi_same_value " + reg
        if op == OpUndefined:
            return "\t.cfi_undefined " + reg
        if op == OpRegister:
            return "\t.cfi_register " + reg + ", " + _asm_reg(self.register2)
        if op == OpRememberState:
            return "\t.cfi_remember_state"
        if op == OpRestoreState:
            return "\t.cfi_restore_state"
        raise ValueError("unsupported CFI operation")

    def __repr__(self) -> str:
        return "<MCCFIInstruction " + self.print_mir(None) + ">"


def _mir_reg(dwarf: int) -> str:
    r = dwarf_to_llvm_reg(dwarf)
    return "<badreg>" if r < 0 else "$" + R.REGISTER_NAMES[r].lower()


def _asm_reg(dwarf: int) -> str:
    r = dwarf_to_llvm_reg(dwarf)
    return "%" + R.REGISTER_NAMES[r].lower() if r >= 0 else str(dwarf)


# ----- helpers -----

_GR64_BITS: Final = R.REG_CLASS_BITSETS[R.REG_CLASS_NAMES.index("GR64")]
_GR32_BITS: Final = R.REG_CLASS_BITSETS[R.REG_CLASS_NAMES.index("GR32")]
_GPR_BITS: Final = _GR64_BITS | _GR32_BITS


def _is_gpr(reg: int) -> bool:
    return (_GPR_BITS >> reg) & 1 != 0


def _align_to(v: int, a: int) -> int:
    return (v + a - 1) // a * a


def _is_int8(v: int) -> bool:
    return -128 <= v <= 127


def _fn_attrs(mf: MachineFunction) -> Any:
    fn = mf.function
    return fn.attrs.fn if fn is not None else None


def _info(mf: MachineFunction, name: str, default: Any) -> Any:
    info = mf.info
    return getattr(info, name, default) if info is not None else default


def needs_frame_moves(mf: MachineFunction) -> bool:
    """LLVM ``MachineFunction::needsFrameMoves``: debug info, or an unwind table entry is needed."""
    fn = mf.function
    if fn is None:
        return True
    attrs = fn.attrs.fn
    if attrs.has("uwtable") or not attrs.has("nounwind") or getattr(fn, "personality", None) is not None:
        return True
    module = getattr(fn, "parent", None) or getattr(fn, "module", None)
    if module is not None:
        named = getattr(module, "named_metadata", None)
        if named is not None:
            try:
                if "llvm.dbg.cu" in named:
                    return True
            except TypeError:
                pass
    return False


def _cfi(mbb: MachineBasicBlock, pos: Any, cfi: MCCFIInstruction, flag: int = 0) -> MachineInstr:
    mf = mbb.parent
    assert mf is not None
    idx = mf.add_frame_inst(cfi)
    tii = mf.subtarget.get_instr_info()
    mib = build_mi(mbb, pos, None, tii.get(X.CFI_INSTRUCTION)).add_cfi_index(idx)
    if flag:
        mib.mi.flags |= flag
    return mib.mi


class X86FrameLowering(TargetFrameLowering):
    def __init__(self, subtarget: X86Subtarget) -> None:
        slot = 8 if subtarget.is_64bit else 4
        super().__init__(STACK_GROWS_DOWN, 16, -slot, 1)
        self.subtarget = subtarget
        self.slot_size = slot
        self.is_64bit = subtarget.is_64bit
        self.stack_ptr = R.RSP if self.is_64bit else R.ESP
        self.frame_ptr = R.RBP if self.is_64bit else R.EBP

    def _tri(self) -> Any:
        return self.subtarget.get_register_info()

    def needs_frame_moves(self, mf: MachineFunction) -> bool:
        return needs_frame_moves(mf)

    def get_initial_cfa_offset(self, mf: MachineFunction) -> int:
        """X86: the return address slot."""
        return self.slot_size

    def get_initial_cfa_register(self, mf: MachineFunction) -> int:
        return R.DWARF_NUMBERS[self.stack_ptr]

    def describe_cfi(self, cfi: Any) -> tuple[str, int, int]:
        return _CFI_SPELLING.get(cfi.operation, ""), cfi.register, cfi.offset

    def build_cfa_cfi(self, mbb: MachineBasicBlock, pos: int, op: str, reg: int, offset: int) -> None:
        _cfi(mbb, pos, MCCFIInstruction(_MIR_CFI_OPS[op], None, reg, offset))

    def create_cfi_from_mir(self, op: str, reg: int, offset: int, reg2: int, values: bytes) -> Any:
        """The x86 CFI record of a MIR ``CFI_INSTRUCTION`` (registers turned into DWARF numbers)."""
        code = _MIR_CFI_OPS.get(op)
        if code is None:
            from pyllc.support.diagnostics import UnsupportedError

            raise UnsupportedError(None, f"CFI directive '{op}' in MIR input")
        dwarf = R.DWARF_NUMBERS
        return MCCFIInstruction(code, None, dwarf[reg] if reg else 0, offset, dwarf[reg2] if reg2 else 0)

    def _tii(self) -> Any:
        return self.subtarget.get_instr_info()

    # ----- frame pointer -----
    def disable_frame_pointer_elim(self, mf: MachineFunction) -> bool:
        """LLVM ``TargetOptions::DisableFramePointerElim``: the ``"frame-pointer"`` attribute."""
        attrs = _fn_attrs(mf)
        if attrs is None:
            return False
        fp = attrs.get("frame-pointer")
        if fp is None:
            return False
        if fp == "all":
            return True
        if fp == "non-leaf":
            return bool(mf.frame_info.has_calls)
        return False

    def has_fp(self, mf: MachineFunction) -> bool:
        """LLVM ``X86FrameLowering::hasFP``."""
        mfi = mf.frame_info
        return (
            self.disable_frame_pointer_elim(mf)
            or self._tri().has_stack_realignment(mf)
            or mfi.has_var_sized_objects
            or mfi.frame_address_taken
            or mfi.has_opaque_sp_adjustment
            or bool(_info(mf, "force_frame_pointer", False))
            or mfi.has_stack_map
            or mfi.has_patch_point
            or bool(_info(mf, "calls_eh_return", False))
        )

    def has_reserved_call_frame(self, mf: MachineFunction) -> bool:
        return (
            not mf.frame_info.has_var_sized_objects
            and not _info(mf, "has_push_sequences", False)
            and not _info(mf, "has_preallocated_call", False)
        )

    def can_simplify_call_frame_pseudos(self, mf: MachineFunction) -> bool:
        return (
            self.has_reserved_call_frame(mf)
            or (self.has_fp(mf) and not self._tri().has_stack_realignment(mf))
            or self._tri().has_base_pointer(mf)
        )

    def has_128_byte_red_zone(self, mf: MachineFunction) -> bool:
        attrs = _fn_attrs(mf)
        fn = mf.function
        win64 = fn is not None and getattr(fn, "cc", 0) == 79
        return self.is_64bit and not win64 and not (attrs is not None and attrs.has("noredzone"))

    def calculate_max_stack_align(self, mf: MachineFunction) -> int:
        mfi = mf.frame_info
        max_align = mfi.max_alignment
        attrs = _fn_attrs(mf)
        if attrs is not None and attrs.has("stackrealign"):
            if mfi.has_calls:
                max_align = max(max_align, self.stack_alignment)
            elif max_align < self.slot_size:
                max_align = self.slot_size
        return max_align

    # ----- frame index references -----
    def get_frame_index_reference(self, mf: MachineFunction, fi: int) -> tuple[int, int]:
        """(base register, offset) of frame index ``fi`` (LLVM ``X86FrameLowering::getFrameIndexReference``)."""
        mfi = mf.frame_info
        tri = self._tri()
        is_fixed = mfi.is_fixed_object_index(fi)
        if tri.has_base_pointer(mf):
            reg = self.frame_ptr if is_fixed else tri.get_base_register()
        elif tri.has_stack_realignment(mf):
            reg = self.frame_ptr if is_fixed else self.stack_ptr
        else:
            reg = tri.get_frame_register(mf)
        offset = mfi.get_object_offset(fi) - self.local_area_offset
        if reg == self.frame_ptr:
            offset += self.slot_size
            delta = _info(mf, "tc_return_addr_delta", 0)
            if delta < 0:
                offset -= delta
            return reg, offset
        return reg, offset + mfi.stack_size

    def get_frame_index_reference_sp(self, mf: MachineFunction, fi: int, adjustment: int) -> tuple[int, int]:
        mfi = mf.frame_info
        return self.stack_ptr, mfi.get_object_offset(
            fi
        ) - self.local_area_offset + mfi.stack_size + adjustment

    # ----- callee-saved registers -----
    def determine_callee_saves(self, mf: MachineFunction, tri: Any) -> int:
        """Generic determination plus the base pointer (LLVM ``X86FrameLowering::determineCalleeSaves``)."""
        attrs = _fn_attrs(mf)
        if attrs is not None and attrs.has("naked"):
            return 0
        saved = super().determine_callee_saves(mf, tri)
        if tri.has_base_pointer(mf):
            saved |= 1 << tri.get_base_register()
        return saved

    def assign_callee_saved_spill_slots(
        self, mf: MachineFunction, tri: Any, csi: list[CalleeSavedInfo]
    ) -> bool:
        """LLVM ``X86FrameLowering::assignCalleeSavedSpillSlots``; edits ``csi`` in place."""
        mfi = mf.frame_info
        slot = self.slot_size
        spill_offset = self.local_area_offset + _info(mf, "tc_return_addr_delta", 0)
        delta = _info(mf, "tc_return_addr_delta", 0)
        if delta < 0:
            mfi.create_fixed_object(-delta, delta - slot, True)
        if self.has_fp(mf):
            spill_offset -= slot
            mfi.create_fixed_spill_stack_object(slot, spill_offset)
            fp = tri.get_frame_register(mf)
            for i, cs in enumerate(csi):
                if tri.regs_overlap(cs.reg, fp):
                    del csi[i]
                    break
        cs_size = 0
        for cs in reversed(csi):
            if not _is_gpr(cs.reg):
                continue
            spill_offset -= slot
            cs_size += slot
            cs.frame_idx = mfi.create_fixed_spill_stack_object(slot, spill_offset)
        mfi.cv_bytes_of_callee_saved_registers = cs_size
        if mf.info is not None and hasattr(mf.info, "callee_saved_frame_size"):
            mf.info.callee_saved_frame_size = cs_size
        for cs in reversed(csi):
            if _is_gpr(cs.reg):
                continue
            rc = tri.get_minimal_phys_reg_class(cs.reg)
            size = tri.get_spill_size(rc)
            align = tri.get_spill_align(rc)
            spill_offset = -_align_to(-spill_offset, align)
            spill_offset -= size
            cs.frame_idx = mfi.create_fixed_spill_stack_object(size, spill_offset)
            mfi.ensure_max_alignment(align)
        return True

    def get_callee_saved_frame_size(self, mf: MachineFunction) -> int:
        return mf.frame_info.cv_bytes_of_callee_saved_registers

    def spill_callee_saved_registers(
        self, mbb: MachineBasicBlock, pos: int, csi: list[CalleeSavedInfo], tri: Any
    ) -> bool:
        """Push the GPRs (reverse order), then store the others (LLVM ``spillCalleeSavedRegisters``)."""
        mf = mbb.parent
        assert mf is not None
        tii = self._tii()
        mri = mf.reg_info
        push = tii.get(X.PUSH64r if self.is_64bit else _OPT.PUSH32r)
        live_in_fn = {p for p, _ in mri.live_ins}
        for cs in reversed(csi):
            reg = cs.reg
            if not _is_gpr(reg):
                continue
            is_live_in = reg in live_in_fn
            if not is_live_in:
                mbb.add_live_in(reg)
            can_kill = not is_live_in
            if can_kill:
                for a in tri.get_aliases(reg, False):
                    if a in live_in_fn:
                        can_kill = False
                        break
            mib = build_mi(mbb, pos, None, push).add_reg(reg, RegState.Kill if can_kill else 0)
            mib.mi.flags |= MIFlag.FrameSetup
            pos += 1
        for cs in reversed(csi):
            reg = cs.reg
            if _is_gpr(reg):
                continue
            mbb.add_live_in(reg)
            rc = tri.get_minimal_phys_reg_class(reg)
            tii.store_reg_to_stack_slot(mbb, pos, reg, True, cs.frame_idx, rc, tri)
            mbb.instrs[pos].flags |= MIFlag.FrameSetup
            pos += 1
        return True

    def restore_callee_saved_registers(
        self, mbb: MachineBasicBlock, pos: int, csi: list[CalleeSavedInfo], tri: Any
    ) -> bool:
        if not csi:
            return False
        tii = self._tii()
        for cs in csi:
            reg = cs.reg
            if _is_gpr(reg):
                continue
            rc = tri.get_minimal_phys_reg_class(reg)
            tii.load_reg_from_stack_slot(mbb, pos, reg, cs.frame_idx, rc, tri)
            pos += 1
        pop = tii.get(X.POP64r if self.is_64bit else _OPT.POP32r)
        dl = mbb.instrs[pos].debug_loc if pos < len(mbb.instrs) else None  # MBB.findDebugLoc(MI)
        for cs in csi:
            reg = cs.reg
            if not _is_gpr(reg):
                continue
            mib = build_mi(mbb, pos, dl, pop, reg)
            mib.mi.flags |= MIFlag.FrameDestroy
            pos += 1
        return True

    # ----- frame objects -----
    def order_frame_objects(self, mf: MachineFunction, objects: list[int]) -> None:
        """LLVM ``X86FrameLowering::orderFrameObjects``: by use density, then alignment."""
        if not objects:
            return
        mfi = mf.frame_info
        uses = {o: 0 for o in objects}
        for mbb in mf.blocks:
            for mi in mbb.instrs:
                if mi.is_debug_instr():
                    continue
                for op in mi.operands:
                    if op.kind == 5:  # MO_FrameIndex
                        idx = op.contents
                        if idx in uses:
                            uses[idx] += 1
        import functools

        def size_of(o: int) -> int:
            s = mfi.get_object_size(o)
            return 4 if s == 0 else s

        def cmp(a: int, b: int) -> int:
            da = uses[a] * size_of(b)
            db = uses[b] * size_of(a)
            if da == db:
                aa, ab = mfi.get_object_align(a), mfi.get_object_align(b)
                return -1 if aa < ab else (1 if ab < aa else 0)
            return -1 if da < db else 1

        ordered = sorted(objects, key=functools.cmp_to_key(cmp))
        if not self._tri().has_stack_realignment(mf) and self.has_fp(mf):
            ordered.reverse()
        objects[:] = ordered

    # ----- stack adjustments -----
    def build_stack_adjustment(self, mbb: MachineBasicBlock, pos: int, offset: int, in_epilogue: bool) -> Any:
        """``$rsp = SUB64ri8/ADD64ri8/.. $rsp, n`` (LLVM ``BuildStackAdjustment``); returns the builder."""
        assert offset != 0
        tii = self._tii()
        sp = self.stack_ptr
        use_lea = False
        if not in_epilogue:
            use_lea = mbb.is_live_in(R.EFLAGS)
        if use_lea:
            mib = build_mi(mbb, pos, None, tii.get(X.LEA64r if self.is_64bit else X.LEA32r), sp)
            mib.add_reg(sp).add_imm(1).add_reg(0).add_imm(offset).add_reg(0)
            return mib
        is_sub = offset < 0
        amount = -offset if is_sub else offset
        if self.is_64bit:
            if is_sub:
                opc = X.SUB64ri8 if _is_int8(amount) else X.SUB64ri32
            else:
                opc = X.ADD64ri8 if _is_int8(amount) else X.ADD64ri32
        else:
            if is_sub:
                opc = X.SUB32ri8 if _is_int8(amount) else X.SUB32ri
            else:
                opc = X.ADD32ri8 if _is_int8(amount) else X.ADD32ri
        mib = build_mi(mbb, pos, None, tii.get(opc), sp).add_reg(sp).add_imm(amount)
        mib.mi.operands[3].flags |= RegState.Dead
        return mib

    def emit_sp_update(self, mbb: MachineBasicBlock, pos: int, num_bytes: int, in_epilogue: bool) -> int:
        """LLVM ``emitSPUpdate``; returns the position after the inserted instructions."""
        is_sub = num_bytes < 0
        offset = -num_bytes if is_sub else num_bytes
        flag = MIFlag.FrameSetup if is_sub else MIFlag.FrameDestroy
        chunk = (1 << 31) - 1
        tii = self._tii()
        mf = mbb.parent
        if is_sub and not in_epilogue and mf is not None:
            if self.has_inline_stack_probe(mf):
                # LLVM emits STACKALLOC_W_PROBING here and inlineStackProbe expands it in place.
                return self.emit_stack_probe_inline_generic(mf, mbb, pos, offset)
            attrs = _fn_attrs(mf)
            symbol = attrs.get("probe-stack") if attrs is not None else None
            if symbol is not None and offset >= self.get_stack_probe_size(mf):
                from pyllc.support.diagnostics import UnsupportedError

                # emitStackProbeCall: a call of the probe function (Windows' __chkstk style).
                raise UnsupportedError(None, f'stack probing by a call of "{symbol}" ("probe-stack")')
        if offset > chunk:
            from pyllc.support.diagnostics import UnsupportedError

            raise UnsupportedError(None, "stack frame larger than 2 GiB")
        while offset:
            this_val = min(offset, chunk)
            if this_val == self.slot_size:
                if is_sub:
                    reg = R.RAX if self.is_64bit else R.EAX
                else:
                    reg = self._tri().find_dead_caller_saved_reg(mbb, pos)
                if reg:
                    if is_sub:
                        mib = build_mi(mbb, pos, None, tii.get(X.PUSH64r if self.is_64bit else _OPT.PUSH32r))
                        mib.add_reg(reg, RegState.Undef)
                    else:
                        mib = build_mi(
                            mbb, pos, None, tii.get(X.POP64r if self.is_64bit else _OPT.POP32r), reg
                        )
                    mib.mi.flags |= flag
                    pos += 1
                    offset -= this_val
                    continue
            mib = self.build_stack_adjustment(mbb, pos, -this_val if is_sub else this_val, in_epilogue)
            mib.mi.flags |= flag
            pos += 1
            offset -= this_val
        return pos

    def has_inline_stack_probe(self, mf: MachineFunction) -> bool:
        """``X86TargetLowering::hasInlineStackProbe``: ``"probe-stack"="inline-asm"`` (not on Windows, not
        with ``"no-stack-arg-probe"``)."""
        attrs = _fn_attrs(mf)
        if attrs is None or attrs.has("no-stack-arg-probe"):
            return False
        return attrs.get("probe-stack") == "inline-asm"

    def get_stack_probe_size(self, mf: MachineFunction) -> int:
        """``getStackProbeSize``: ``"stack-probe-size"``, 4096 by default."""
        attrs = _fn_attrs(mf)
        text = attrs.get("stack-probe-size") if attrs is not None else None
        try:
            return int(str(text), 0) if text is not None else 4096
        except ValueError:
            return 4096

    def emit_stack_probe_inline_generic(
        self, mf: MachineFunction, mbb: MachineBasicBlock, pos: int, offset: int
    ) -> int:
        """``emitStackProbeInlineGeneric``: up to eight probe sizes, unrolled
        (``emitStackProbeInlineGenericBlock``): ``sub $size, %rsp`` and ``movq $0, (%rsp)`` for each page
        but the last, then ``sub`` of the rest.  Larger frames take LLVM's probing loop, not implemented."""
        from pyllc.support.diagnostics import UnsupportedError

        probe = self.get_stack_probe_size(mf)
        if self._tri().has_stack_realignment(mf):
            raise UnsupportedError(None, "inline stack probing with stack realignment")
        if offset > probe * 8:
            raise UnsupportedError(
                None, f"inline stack probing of a {offset}-byte frame (more than 8 probes: the probing loop)"
            )
        tii = self._tii()
        sp = self.stack_ptr
        cfi = not self.has_fp(mf) and needs_frame_moves(mf)
        mov = X.MOV64mi32 if self.is_64bit else X.MOV32mi
        current = 0
        while current + probe < offset:
            mib = self.build_stack_adjustment(mbb, pos, -probe, False)
            mib.mi.flags |= MIFlag.FrameSetup
            pos += 1
            if cfi:
                _cfi(mbb, pos, MCCFIInstruction.create_adjust_cfa_offset(None, probe))
                pos += 1
            mib = build_mi(mbb, pos, None, tii.get(mov))
            mib.add_reg(sp).add_imm(1).add_reg(0).add_imm(0).add_reg(0).add_imm(0)
            mib.mi.flags |= MIFlag.FrameSetup
            pos += 1
            current += probe
        if offset - current:
            mib = self.build_stack_adjustment(mbb, pos, -(offset - current), False)
            mib.mi.flags |= MIFlag.FrameSetup
            pos += 1
        return pos

    def merge_sp_updates(self, mbb: MachineBasicBlock, pos: int, with_previous: bool) -> tuple[int, int]:
        """LLVM ``mergeSPUpdates``: fold an adjacent ``ADD/SUB $rsp`` (and its CFI); (offset, new pos)."""
        instrs = mbb.instrs
        if (with_previous and pos == 0) or (not with_previous and pos >= len(instrs)):
            return 0, pos
        pi = pos - 1 if with_previous else pos
        while pi > 0 and instrs[pi].is_debug_instr():
            pi -= 1
        if with_previous and pi > 0 and instrs[pi].opcode == X.CFI_INSTRUCTION:
            pi -= 1
        mi = instrs[pi]
        opc = mi.opcode
        ops = mi.operands
        sp = self.stack_ptr
        if opc in (X.ADD64ri32, X.ADD64ri8, X.ADD32ri, X.ADD32ri8) and ops[0].contents == sp:
            offset = ops[2].contents
        elif (
            opc in (X.LEA32r, X.LEA64_32r)
            and ops[0].contents == sp
            and ops[1].contents == sp
            and ops[2].contents == 1
            and ops[3].contents == 0
            and ops[5].contents == 0
        ):
            offset = ops[4].contents
        elif opc in (X.SUB64ri32, X.SUB64ri8, X.SUB32ri, X.SUB32ri8) and ops[0].contents == sp:
            offset = -ops[2].contents
        else:
            return 0, pos
        mbb.erase(mi)
        removed = 1
        if pi < len(instrs) and instrs[pi].opcode == X.CFI_INSTRUCTION:
            mf = mbb.parent
            assert mf is not None
            cfi = mf.frame_instructions[instrs[pi].operands[0].contents]
            if cfi.operation in (OpDefCfaOffset, OpAdjustCfaOffset):
                mbb.erase(instrs[pi])
                removed += 1
        if with_previous:
            pos -= removed
        else:
            pos = pi
            while pos < len(instrs) and instrs[pos].is_debug_instr():
                pos += 1
        return offset, pos

    def build_stack_align_and(self, mbb: MachineBasicBlock, pos: int, reg: int, max_align: int) -> None:
        val = -max_align
        tii = self._tii()
        if self.is_64bit:
            opc = X.AND64ri8 if _is_int8(val) else X.AND64ri32
        else:
            opc = X.AND32ri8 if _is_int8(val) else X.AND32ri
        mib = build_mi(mbb, pos, None, tii.get(opc), reg).add_reg(reg).add_imm(val)
        mib.mi.flags |= MIFlag.FrameSetup
        mib.mi.operands[3].flags |= RegState.Dead

    # ----- prologue / epilogue -----
    def emit_prologue(self, mf: MachineFunction, mbb: MachineBasicBlock) -> None:
        """LLVM ``X86FrameLowering::emitPrologue`` (SysV x86-64 / ELF i386 without stack probes)."""
        mfi = mf.frame_info
        tri = self._tri()
        tii = self._tii()
        fn = mf.function
        max_align = self.calculate_max_stack_align(mf)
        stack_size = mfi.stack_size
        has_fp = self.has_fp(mf)
        needs_dwarf_cfi = needs_frame_moves(mf)
        slot = self.slot_size
        sp = self.stack_ptr
        fp = self.frame_ptr
        realign = tri.has_stack_realignment(mf)
        delta = _info(mf, "tc_return_addr_delta", 0)
        cs_size = mfi.cv_bytes_of_callee_saved_registers
        if delta < 0:
            cs_size -= delta
            mfi.cv_bytes_of_callee_saved_registers = cs_size
        pos = 0
        if (
            fn is not None
            and getattr(fn, "cc", 0) == 83
            and self.is_64bit
            and len(getattr(fn, "args", ())) == 2
        ):
            stack_size += 8
            mfi.stack_size = stack_size
            pos = self.emit_sp_update(mbb, pos, -8, False)
        if (
            self.has_128_byte_red_zone(mf)
            and not realign
            and not mfi.has_var_sized_objects
            and not mfi.adjusts_stack
            and not mfi.has_copy_implicitly_accesses_fp
        ):
            min_size = cs_size
            if has_fp:
                min_size += slot
            stack_size = max(min_size, stack_size - 128 if stack_size > 128 else 0)
            mfi.stack_size = stack_size
        if delta < 0:
            mib = self.build_stack_adjustment(mbb, pos, delta, False)
            mib.mi.flags |= MIFlag.FrameSetup
            pos += 1
        stack_growth = -slot
        if has_fp:
            frame_size = stack_size - slot
            num_bytes = frame_size - (cs_size + delta)
            if realign:
                num_bytes = _align_to(num_bytes, max_align)
            mib = build_mi(mbb, pos, None, tii.get(X.PUSH64r if self.is_64bit else _OPT.PUSH32r))
            mib.add_reg(fp, RegState.Kill)
            mib.mi.flags |= MIFlag.FrameSetup
            pos += 1
            if needs_dwarf_cfi:
                _cfi(mbb, pos, MCCFIInstruction.cfi_def_cfa_offset(None, -2 * stack_growth))
                pos += 1
                _cfi(mbb, pos, MCCFIInstruction.create_offset(None, R.DWARF_NUMBERS[fp], 2 * stack_growth))
                pos += 1
            mib = build_mi(mbb, pos, None, tii.get(X.MOV64rr if self.is_64bit else X.MOV32rr), fp).add_reg(sp)
            mib.mi.flags |= MIFlag.FrameSetup
            pos += 1
            if needs_dwarf_cfi:
                _cfi(mbb, pos, MCCFIInstruction.create_def_cfa_register(None, R.DWARF_NUMBERS[fp]))
                pos += 1
        else:
            num_bytes = stack_size - (cs_size + delta)
        if has_fp and realign:
            mfi.offset_adjustment = -num_bytes
        else:
            mfi.offset_adjustment = -stack_size
        # Skip the callee-saved pushes.
        instrs = mbb.instrs
        pushed_regs = False
        stack_offset = 2 * stack_growth
        while (
            pos < len(instrs)
            and instrs[pos].flags & MIFlag.FrameSetup
            and instrs[pos].opcode in (X.PUSH64r, _OPT.PUSH32r)
        ):
            pushed_regs = True
            pos += 1
            if not has_fp and needs_dwarf_cfi:
                _cfi(mbb, pos, MCCFIInstruction.cfi_def_cfa_offset(None, -stack_offset))
                pos += 1
                stack_offset += stack_growth
        if realign:
            assert has_fp, "stack realignment needs a frame pointer"
            self.build_stack_align_and(mbb, pos, sp, max_align)
            pos += 1
        merged, pos = self.merge_sp_updates(mbb, pos, True)
        num_bytes -= merged
        if num_bytes:
            pos = self.emit_sp_update(mbb, pos, -num_bytes, False)
        while pos < len(instrs) and instrs[pos].flags & MIFlag.FrameSetup:
            pos += 1
        if tri.has_base_pointer(mf):
            mib = build_mi(
                mbb, pos, None, tii.get(X.MOV64rr if self.is_64bit else X.MOV32rr), tri.get_base_register()
            ).add_reg(sp)
            mib.mi.flags |= MIFlag.FrameSetup
            pos += 1
        if ((not has_fp and num_bytes) or pushed_regs) and needs_dwarf_cfi:
            if not has_fp and num_bytes:
                _cfi(mbb, pos, MCCFIInstruction.cfi_def_cfa_offset(None, stack_size - stack_growth))
                pos += 1
            pos = self.emit_callee_saved_frame_moves(mbb, pos, True)

    def emit_callee_saved_frame_moves(self, mbb: MachineBasicBlock, pos: int, is_prologue: bool) -> int:
        mf = mbb.parent
        assert mf is not None
        mfi = mf.frame_info
        for cs in mfi.callee_saved_info:
            dwarf = R.DWARF_NUMBERS[cs.reg]
            if is_prologue:
                _cfi(
                    mbb, pos, MCCFIInstruction.create_offset(None, dwarf, mfi.get_object_offset(cs.frame_idx))
                )
            else:
                _cfi(mbb, pos, MCCFIInstruction.create_restore(None, dwarf))
            pos += 1
        return pos

    def emit_epilogue(self, mf: MachineFunction, mbb: MachineBasicBlock) -> None:
        """LLVM ``X86FrameLowering::emitEpilogue``: every instruction it builds has the debug location of the
        block's first terminator (LLVM's ``DL``)."""
        term = mbb.first_terminator_index()
        dl = mbb.instrs[term].debug_loc if term < len(mbb.instrs) else None
        if dl is None:
            self._emit_epilogue(mf, mbb)
            return
        old = {id(mi) for mi in mbb.instrs}
        self._emit_epilogue(mf, mbb)
        for mi in mbb.instrs:
            if mi.debug_loc is None and id(mi) not in old:
                mi.debug_loc = dl

    def _emit_epilogue(self, mf: MachineFunction, mbb: MachineBasicBlock) -> None:
        mfi = mf.frame_info
        tri = self._tri()
        tii = self._tii()
        instrs = mbb.instrs
        term = mbb.first_terminator_index()
        pos = term
        stack_size = mfi.stack_size
        max_align = self.calculate_max_stack_align(mf)
        cs_size = mfi.cv_bytes_of_callee_saved_registers
        has_fp = self.has_fp(mf)
        realign = tri.has_stack_realignment(mf)
        slot = self.slot_size
        sp = self.stack_ptr
        fp = self.frame_ptr
        needs_dwarf_cfi = needs_frame_moves(mf)
        is_return_block = bool(instrs) and instrs[-1].is_return()
        if has_fp:
            frame_size = stack_size - slot
            num_bytes = frame_size - cs_size
            if realign:
                num_bytes = _align_to(frame_size, max_align)
        else:
            num_bytes = stack_size - cs_size
        after_pop = pos
        if has_fp:
            mib = build_mi(mbb, pos, None, tii.get(X.POP64r if self.is_64bit else _OPT.POP32r), fp)
            mib.mi.flags |= MIFlag.FrameDestroy
            pos += 1
            after_pop = pos
            if needs_dwarf_cfi:
                _cfi(mbb, pos, MCCFIInstruction.cfi_def_cfa(None, R.DWARF_NUMBERS[sp], slot))
                after_pop = pos + 1
                if mbb.successors and not is_return_block:
                    _cfi(mbb, after_pop, MCCFIInstruction.create_restore(None, R.DWARF_NUMBERS[fp]))
                    after_pop += 1
            pos -= 1  # back at the POP of the frame pointer
        first_cs_pop = pos
        i = pos
        while i > 0:
            prev = instrs[i - 1]
            opc = prev.opcode
            if not prev.is_debug_value() and not prev.is_terminator():
                if not (opc in (_OPT.POP32r, X.POP64r) and prev.flags & MIFlag.FrameDestroy):
                    break
                first_cs_pop = i - 1
            i -= 1
        pos = first_cs_pop
        if num_bytes or mfi.has_var_sized_objects:
            merged, pos = self.merge_sp_updates(mbb, pos, True)
            num_bytes += merged
            first_cs_pop = pos if first_cs_pop > pos else first_cs_pop
        if realign or mfi.has_var_sized_objects:
            lea_amount = -cs_size
            if lea_amount != 0:
                mib = build_mi(mbb, pos, None, tii.get(X.LEA64r if self.is_64bit else X.LEA32r), sp)
                mib.add_reg(fp).add_imm(1).add_reg(0).add_imm(lea_amount).add_reg(0)
            else:
                build_mi(mbb, pos, None, tii.get(X.MOV64rr if self.is_64bit else X.MOV32rr), sp).add_reg(fp)
            first_cs_pop += 1
        elif num_bytes:
            end = self.emit_sp_update(mbb, pos, num_bytes, True)
            first_cs_pop += end - pos
            if not has_fp and needs_dwarf_cfi:
                _cfi(mbb, end, MCCFIInstruction.cfi_def_cfa_offset(None, cs_size + slot))
                first_cs_pop += 1
        if not has_fp and needs_dwarf_cfi:
            i = first_cs_pop
            offset = -cs_size - slot
            while i < len(instrs):
                mi = instrs[i]
                i += 1
                if mi.opcode in (_OPT.POP32r, X.POP64r):
                    offset += slot
                    _cfi(mbb, i, MCCFIInstruction.cfi_def_cfa_offset(None, -offset))
                    i += 1
        if needs_dwarf_cfi and mbb.successors and not is_return_block:
            after = len(instrs) if not instrs else mbb.first_terminator_index()
            self.emit_callee_saved_frame_moves(mbb, after, False)
        term = mbb.first_terminator_index()
        if term >= len(instrs) or instrs[term].opcode not in _TAIL_CALLS:
            offset = -_info(mf, "tc_return_addr_delta", 0)
            if offset:
                merged, term = self.merge_sp_updates(mbb, term, True)
                self.emit_sp_update(mbb, term, offset + merged, True)

    # ----- call frame pseudos -----
    def eliminate_call_frame_pseudo_instr(self, mf: MachineFunction, mbb: MachineBasicBlock, mi: Any) -> Any:
        """LLVM ``X86FrameLowering::eliminateCallFramePseudoInstr``: ADJCALLSTACKDOWN64/UP64 → SP updates."""
        tii = self._tii()
        reserve = self.has_reserved_call_frame(mf)
        is_destroy = mi.opcode == tii.get_call_frame_destroy_opcode()
        ops = mi.operands
        amount = ops[0].contents
        if is_destroy:
            internal = ops[1].contents
        else:
            internal = ops[2].contents if amount else 0
        pos = mbb.index_of(mi)
        mbb.erase(mi)
        instrs = mbb.instrs
        insert = pos
        while insert < len(instrs) and instrs[insert].is_debug_instr():
            insert += 1
        if is_destroy and _block_end_is_unreachable(mbb, pos):
            return pos
        if not reserve:
            amount = _align_to(amount, self.stack_alignment)
            dwarf_cfi = needs_frame_moves(mf)
            has_fp = self.has_fp(mf)
            if amount == 0:
                return pos
            amount -= internal
            if is_destroy and internal and dwarf_cfi and not has_fp:
                _cfi(mbb, insert, MCCFIInstruction.create_adjust_cfa_offset(None, -internal))
                insert += 1
            adj = amount if is_destroy else -amount
            if adj:
                m, insert = self.merge_sp_updates(mbb, insert, True)
                adj += m
                m, insert = self.merge_sp_updates(mbb, insert, False)
                adj += m
                if adj:
                    self.build_stack_adjustment(mbb, insert, adj, False)
                    insert += 1
            if dwarf_cfi and not has_fp:
                if -adj:
                    _cfi(mbb, insert, MCCFIInstruction.create_adjust_cfa_offset(None, -adj))
            return pos
        if internal:
            ci = pos
            while ci > 0 and not instrs[ci - 1].is_call():
                ci -= 1
            self.build_stack_adjustment(mbb, ci, -internal, False)
        return pos


_TAIL_CALLS: Final = frozenset(
    getattr(X, n)
    for n in (
        "TCRETURNdi64",
        "TCRETURNri64",
        "TCRETURNmi64",
        "TCRETURNdi",
        "TCRETURNri",
        "TCRETURNmi",
        "TCRETURNdi64cc",
        "TCRETURNdicc",
    )
    if hasattr(X, n)
)


def _block_end_is_unreachable(mbb: MachineBasicBlock, pos: int) -> bool:
    """LLVM ``blockEndIsUnreachable``: only EH-pad successors and only meta instructions from ``pos`` on."""
    if any(not s.is_eh_pad for s in mbb.successors):
        return False
    for mi in mbb.instrs[pos:]:
        if not (mi.is_debug_instr() or mi.opcode in _META):
            return False
    return True


_META: Final = frozenset(
    (
        X.KILL,
        X.IMPLICIT_DEF,
        X.CFI_INSTRUCTION,
        X.EH_LABEL,
        X.GC_LABEL,
        X.ANNOTATION_LABEL,
        X.LIFETIME_START,
        X.LIFETIME_END,
    )
)


__all__ = [
    "MCCFIInstruction",
    "X86FrameLowering",
    "dwarf_to_llvm_reg",
    "needs_frame_moves",
    "MO_Immediate",
    "MO_Register",
]
