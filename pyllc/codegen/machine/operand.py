"""What it is (LLVM: lib/CodeGen/MachineOperand.cpp, include/llvm/CodeGen/MachineOperand.h).

A :class:`MachineOperand` is one operand of a :class:`~pyllc.codegen.machine.instr.MachineInstr`.  Its
``kind`` is one of the ``MO_*`` ints below (LLVM's ``MachineOperandType`` in LLVM 14's order), and the meaning of
its other slots depends on the kind:

=====================  ============================================  =========================
kind                   ``contents``                                  other slots
=====================  ============================================  =========================
MO_Register            register int (phys, or ``index | 1 << 31``)   ``flags``, ``sub_reg``, ``tied_to``
MO_Immediate           int (64-bit signed)
MO_CImmediate          IR ``ConstantInt`` (wider than 64 bits)
MO_FPImmediate         IR ``ConstantFP``
MO_MachineBasicBlock   MachineBasicBlock
MO_FrameIndex          frame index int (negative = fixed object)     ``offset`` (unused in MIR)
MO_ConstantPoolIndex   constant-pool index                           ``offset``
MO_TargetIndex         target index                                  ``offset``
MO_JumpTableIndex      jump-table index
MO_ExternalSymbol      symbol name (str)                             ``offset``
MO_GlobalAddress       IR GlobalValue                                ``offset``
MO_BlockAddress        IR BlockAddress                               ``offset``
MO_RegisterMask        int bitset of *preserved* physical registers
MO_RegisterLiveOut     int bitset of live-out physical registers
MO_Metadata            IR metadata node
MO_MCSymbol            MC symbol (anything with ``name``)
MO_CFIIndex            index into ``MachineFunction.frame_instructions``
MO_IntrinsicID         intrinsic id (int) or intrinsic name (str)
MO_Predicate           ``CmpInst`` predicate int
MO_ShuffleMask         tuple of ints, -1 meaning ``undef``
=====================  ============================================  =========================

``target_flags`` (the target's MIR names, ``target-flags(<name>)``) apply to every kind.

Register operands carry ``RegState`` bits in ``flags`` (the same bit values as LLVM's ``RegState`` enum in
MachineInstrBuilder.h, so a builder's flags are stored as given): def, implicit, kill, dead, undef,
early-clobber, debug, internal-read, renamable.  ``kill`` and ``dead`` share meaning by role (a use can be killed,
a def dead) but keep separate bits, as the MIR syntax does.  ``tied_to`` is the index of the tied operand plus
one (0 = not tied), as LLVM's 4-bit ``TiedTo`` field.

Use lists.  While an instruction sits in a block of a function, each of its register operands is listed in
the function's :class:`~pyllc.codegen.machine.register_info.MachineRegisterInfo` under its register; changing
the register therefore goes through :meth:`MachineOperand.set_reg`, which moves the operand between lists.

Printing.  :func:`print_operand` writes an operand exactly as LLVM 14's ``MachineOperand::print`` does, for both
the MIR body and the ``# Machine code for function`` dump; the two differ only in the ``print_def`` and
``standalone`` switches, as in LLVM.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.instr import MachineInstr
    from pyllc.codegen.machine.print_context import PrintContext
    from pyllc.mc.streamer import MCCFIInstruction

# Operand kinds (LLVM 14 MachineOperand::MachineOperandType).
MO_Register: Final = 0
MO_Immediate: Final = 1
MO_CImmediate: Final = 2
MO_FPImmediate: Final = 3
MO_MachineBasicBlock: Final = 4
MO_FrameIndex: Final = 5
MO_ConstantPoolIndex: Final = 6
MO_TargetIndex: Final = 7
MO_JumpTableIndex: Final = 8
MO_ExternalSymbol: Final = 9
MO_GlobalAddress: Final = 10
MO_BlockAddress: Final = 11
MO_RegisterMask: Final = 12
MO_RegisterLiveOut: Final = 13
MO_Metadata: Final = 14
MO_MCSymbol: Final = 15
MO_CFIIndex: Final = 16
MO_IntrinsicID: Final = 17
MO_Predicate: Final = 18
MO_ShuffleMask: Final = 19

MO_KIND_NAMES: Final = (
    "MO_Register",
    "MO_Immediate",
    "MO_CImmediate",
    "MO_FPImmediate",
    "MO_MachineBasicBlock",
    "MO_FrameIndex",
    "MO_ConstantPoolIndex",
    "MO_TargetIndex",
    "MO_JumpTableIndex",
    "MO_ExternalSymbol",
    "MO_GlobalAddress",
    "MO_BlockAddress",
    "MO_RegisterMask",
    "MO_RegisterLiveOut",
    "MO_Metadata",
    "MO_MCSymbol",
    "MO_CFIIndex",
    "MO_IntrinsicID",
    "MO_Predicate",
    "MO_ShuffleMask",
)


class RegState:
    """Register operand flags (LLVM: ``RegState`` in MachineInstrBuilder.h), same bit values."""

    NoFlags: Final = 0
    Define: Final = 0x2
    Implicit: Final = 0x4
    Kill: Final = 0x8
    Dead: Final = 0x10
    Undef: Final = 0x20
    EarlyClobber: Final = 0x40
    Debug: Final = 0x80
    InternalRead: Final = 0x100
    Renamable: Final = 0x200
    DefineNoRead: Final = Define | Undef
    ImplicitDefine: Final = Implicit | Define
    ImplicitKill: Final = Implicit | Kill


_DEF: Final = RegState.Define
_IMP: Final = RegState.Implicit
_KILL: Final = RegState.Kill
_DEAD: Final = RegState.Dead
_UNDEF: Final = RegState.Undef
_EC: Final = RegState.EarlyClobber
_DEBUG: Final = RegState.Debug
_INTERNAL: Final = RegState.InternalRead
_RENAMABLE: Final = RegState.Renamable

#: Virtual registers have bit 31 set (LLVM's ``Register::isVirtualRegister``).
VIRTUAL_REG_BIT: Final = 1 << 31
#: Stack slots as registers (LLVM's ``Register::isStackSlot``): bit 30.
STACK_SLOT_BIT: Final = 1 << 30


def is_virtual_register(reg: int) -> bool:
    """True for a virtual register (``index | 1 << 31``)."""
    return reg & VIRTUAL_REG_BIT != 0


def is_physical_register(reg: int) -> bool:
    """True for a physical register (non-zero and neither virtual nor a stack slot)."""
    return 0 < reg < STACK_SLOT_BIT


def virt_reg_index(reg: int) -> int:
    """The index of a virtual register (``%5`` → 5)."""
    return reg & ~VIRTUAL_REG_BIT


def index_to_virt_reg(index: int) -> int:
    """The virtual register with ``index``."""
    return index | VIRTUAL_REG_BIT


class MachineOperand:
    """One operand of a MachineInstr; see the module docstring for the slots by kind."""

    __slots__ = ("kind", "flags", "sub_reg", "contents", "offset", "target_flags", "tied_to", "parent")

    def __init__(
        self,
        kind: int,
        contents: Any,
        flags: int = 0,
        sub_reg: int = 0,
        offset: int = 0,
        target_flags: int = 0,
    ) -> None:
        self.kind = kind
        self.contents = contents
        self.flags = flags
        self.sub_reg = sub_reg
        self.offset = offset
        self.target_flags = target_flags
        self.tied_to = 0
        self.parent: MachineInstr | None = None

    # ----- constructors (LLVM's MachineOperand::CreateXXX) -----
    @staticmethod
    def create_reg(
        reg: int,
        is_def: bool = False,
        is_imp: bool = False,
        is_kill: bool = False,
        is_dead: bool = False,
        is_undef: bool = False,
        is_early_clobber: bool = False,
        sub_reg: int = 0,
        is_debug: bool = False,
        is_internal_read: bool = False,
        is_renamable: bool = False,
    ) -> MachineOperand:
        f = (
            (_DEF if is_def else 0)
            | (_IMP if is_imp else 0)
            | (_KILL if is_kill else 0)
            | (_DEAD if is_dead else 0)
            | (_UNDEF if is_undef else 0)
            | (_EC if is_early_clobber else 0)
            | (_DEBUG if is_debug else 0)
            | (_INTERNAL if is_internal_read else 0)
            | (_RENAMABLE if is_renamable else 0)
        )
        return MachineOperand(MO_Register, reg, f, sub_reg)

    @staticmethod
    def create_reg_flags(reg: int, reg_state: int, sub_reg: int = 0) -> MachineOperand:
        """A register operand from ``RegState`` bits."""
        return MachineOperand(MO_Register, reg, reg_state, sub_reg)

    @staticmethod
    def create_imm(value: int) -> MachineOperand:
        return MachineOperand(MO_Immediate, value)

    @staticmethod
    def create_cimm(value: Any) -> MachineOperand:
        return MachineOperand(MO_CImmediate, value)

    @staticmethod
    def create_fpimm(value: Any) -> MachineOperand:
        return MachineOperand(MO_FPImmediate, value)

    @staticmethod
    def create_mbb(mbb: MachineBasicBlock, target_flags: int = 0) -> MachineOperand:
        return MachineOperand(MO_MachineBasicBlock, mbb, target_flags=target_flags)

    @staticmethod
    def create_fi(index: int) -> MachineOperand:
        return MachineOperand(MO_FrameIndex, index)

    @staticmethod
    def create_cpi(index: int, offset: int = 0, target_flags: int = 0) -> MachineOperand:
        return MachineOperand(MO_ConstantPoolIndex, index, offset=offset, target_flags=target_flags)

    @staticmethod
    def create_target_index(index: int, offset: int = 0, target_flags: int = 0) -> MachineOperand:
        return MachineOperand(MO_TargetIndex, index, offset=offset, target_flags=target_flags)

    @staticmethod
    def create_jti(index: int, target_flags: int = 0) -> MachineOperand:
        return MachineOperand(MO_JumpTableIndex, index, target_flags=target_flags)

    @staticmethod
    def create_es(symbol: str, target_flags: int = 0) -> MachineOperand:
        return MachineOperand(MO_ExternalSymbol, symbol, target_flags=target_flags)

    @staticmethod
    def create_ga(gv: Any, offset: int = 0, target_flags: int = 0) -> MachineOperand:
        return MachineOperand(MO_GlobalAddress, gv, offset=offset, target_flags=target_flags)

    @staticmethod
    def create_ba(ba: Any, offset: int = 0, target_flags: int = 0) -> MachineOperand:
        return MachineOperand(MO_BlockAddress, ba, offset=offset, target_flags=target_flags)

    @staticmethod
    def create_reg_mask(mask: int) -> MachineOperand:
        """A register mask: bit ``r`` set means physical register ``r`` is *preserved*."""
        return MachineOperand(MO_RegisterMask, mask)

    @staticmethod
    def create_reg_live_out(mask: int) -> MachineOperand:
        return MachineOperand(MO_RegisterLiveOut, mask)

    @staticmethod
    def create_metadata(md: Any) -> MachineOperand:
        return MachineOperand(MO_Metadata, md)

    @staticmethod
    def create_mc_symbol(sym: Any, target_flags: int = 0) -> MachineOperand:
        return MachineOperand(MO_MCSymbol, sym, target_flags=target_flags)

    @staticmethod
    def create_cfi_index(index: int) -> MachineOperand:
        return MachineOperand(MO_CFIIndex, index)

    @staticmethod
    def create_intrinsic_id(iid: int | str) -> MachineOperand:
        return MachineOperand(MO_IntrinsicID, iid)

    @staticmethod
    def create_predicate(pred: int) -> MachineOperand:
        return MachineOperand(MO_Predicate, pred)

    @staticmethod
    def create_shuffle_mask(mask: tuple[int, ...]) -> MachineOperand:
        return MachineOperand(MO_ShuffleMask, tuple(mask))

    # ----- kind queries -----
    def is_reg(self) -> bool:
        return self.kind == MO_Register

    def is_imm(self) -> bool:
        return self.kind == MO_Immediate

    def is_mbb(self) -> bool:
        return self.kind == MO_MachineBasicBlock

    def is_fi(self) -> bool:
        return self.kind == MO_FrameIndex

    def is_global(self) -> bool:
        return self.kind == MO_GlobalAddress

    def is_symbol(self) -> bool:
        return self.kind == MO_ExternalSymbol

    def is_reg_mask(self) -> bool:
        return self.kind == MO_RegisterMask

    # ----- register accessors -----
    @property
    def reg(self) -> int:
        return self.contents

    def is_def(self) -> bool:
        return self.kind == MO_Register and self.flags & _DEF != 0

    def is_use(self) -> bool:
        return self.kind == MO_Register and self.flags & _DEF == 0

    def is_implicit(self) -> bool:
        return self.flags & _IMP != 0

    def is_kill(self) -> bool:
        return self.flags & _KILL != 0

    def is_dead(self) -> bool:
        return self.flags & _DEAD != 0

    def is_undef(self) -> bool:
        return self.flags & _UNDEF != 0

    def is_early_clobber(self) -> bool:
        return self.flags & _EC != 0

    def is_debug(self) -> bool:
        return self.flags & _DEBUG != 0

    def is_internal_read(self) -> bool:
        return self.flags & _INTERNAL != 0

    def is_renamable(self) -> bool:
        return self.flags & _RENAMABLE != 0

    def is_tied(self) -> bool:
        return self.tied_to != 0

    def _set_flag(self, bit: int, on: bool) -> None:
        self.flags = (self.flags | bit) if on else (self.flags & ~bit)

    def set_is_def(self, on: bool = True) -> None:
        """Turn a use into a def or back, keeping the register's def/use lists right."""
        mri = self._mri()
        if mri is not None:
            mri.remove_reg_operand_from_use_list(self)
            self._set_flag(_DEF, on)
            mri.add_reg_operand_to_use_list(self)
        else:
            self._set_flag(_DEF, on)

    def set_implicit(self, on: bool = True) -> None:
        self._set_flag(_IMP, on)

    def set_is_kill(self, on: bool = True) -> None:
        self._set_flag(_KILL, on)

    def set_is_dead(self, on: bool = True) -> None:
        self._set_flag(_DEAD, on)

    def set_is_undef(self, on: bool = True) -> None:
        self._set_flag(_UNDEF, on)

    def set_is_early_clobber(self, on: bool = True) -> None:
        self._set_flag(_EC, on)

    def set_is_internal_read(self, on: bool = True) -> None:
        self._set_flag(_INTERNAL, on)

    def set_is_renamable(self, on: bool = True) -> None:
        self._set_flag(_RENAMABLE, on)

    def set_is_debug(self, on: bool = True) -> None:
        self._set_flag(_DEBUG, on)

    def _mri(self) -> Any:
        mi = self.parent
        if mi is None:
            return None
        mbb = mi.parent
        if mbb is None:
            return None
        mf = mbb.parent
        if mf is None:
            return None
        return mf.reg_info

    def set_reg(self, reg: int) -> None:
        """Change the register, moving the operand between MachineRegisterInfo's use lists."""
        if self.contents == reg:
            return
        mri = self._mri()
        if mri is not None:
            mri.remove_reg_operand_from_use_list(self)
            self.contents = reg
            mri.add_reg_operand_to_use_list(self)
        else:
            self.contents = reg

    def set_sub_reg(self, sub_reg: int) -> None:
        self.sub_reg = sub_reg

    def substitute_phys_reg(self, reg: int, tri: Any) -> None:
        """Replace with physical ``reg`` composed with this operand's sub-register index, dropping the index."""
        if self.sub_reg:
            reg = tri.get_sub_reg(reg, self.sub_reg)
            if self.is_def():
                self.flags &= ~_UNDEF
        self.sub_reg = 0
        self.set_reg(reg)

    # ----- other kinds -----
    @property
    def imm(self) -> int:
        return self.contents

    def set_imm(self, value: int) -> None:
        self.contents = value

    @property
    def index(self) -> int:
        return self.contents

    @property
    def mbb(self) -> MachineBasicBlock:
        return self.contents

    def set_mbb(self, mbb: MachineBasicBlock) -> None:
        self.contents = mbb

    def clobbers_phys_reg(self, reg: int) -> bool:
        """For a register mask: true when ``reg`` is not preserved."""
        return (self.contents >> reg) & 1 == 0

    def change_to_immediate(self, value: int) -> None:
        """Turn this operand into an immediate (LLVM ``ChangeToImmediate``)."""
        if self.kind == MO_Register:
            mri = self._mri()
            if mri is not None:
                mri.remove_reg_operand_from_use_list(self)
        self.kind = MO_Immediate
        self.contents = value
        self.flags = 0
        self.sub_reg = 0
        self.tied_to = 0
        self.target_flags = 0

    def change_to_register(
        self,
        reg: int,
        is_def: bool = False,
        is_imp: bool = False,
        is_kill: bool = False,
        is_dead: bool = False,
        is_undef: bool = False,
    ) -> None:
        """Turn this operand into a register operand (LLVM ``ChangeToRegister``)."""
        mri = self._mri()
        if self.kind == MO_Register and mri is not None:
            mri.remove_reg_operand_from_use_list(self)
        self.kind = MO_Register
        self.contents = reg
        self.flags = (
            (_DEF if is_def else 0)
            | (_IMP if is_imp else 0)
            | (_KILL if is_kill else 0)
            | (_DEAD if is_dead else 0)
            | (_UNDEF if is_undef else 0)
        )
        self.sub_reg = 0
        self.target_flags = 0
        if mri is not None:
            mri.add_reg_operand_to_use_list(self)

    def change_to_frame_index(self, index: int) -> None:
        if self.kind == MO_Register:
            mri = self._mri()
            if mri is not None:
                mri.remove_reg_operand_from_use_list(self)
        self.kind = MO_FrameIndex
        self.contents = index
        self.flags = 0
        self.sub_reg = 0
        self.tied_to = 0

    def copy(self) -> MachineOperand:
        """A detached copy (no parent, no tie)."""
        return MachineOperand(
            self.kind, self.contents, self.flags, self.sub_reg, self.offset, self.target_flags
        )

    def is_identical_to(self, other: MachineOperand) -> bool:
        """LLVM's ``isIdenticalTo``: same kind, payload, sub-register, def-ness, offset and target flags."""
        if self.kind != other.kind or self.target_flags != other.target_flags:
            return False
        if self.kind == MO_Register:
            return (
                self.contents == other.contents
                and self.is_def() == other.is_def()
                and self.sub_reg == other.sub_reg
            )
        if self.contents is not other.contents and self.contents != other.contents:
            return False
        return self.offset == other.offset

    def __repr__(self) -> str:
        return f"<MachineOperand {MO_KIND_NAMES[self.kind]} {self.contents!r}>"


# ---------------------------------------------------------------------------------------------------------
# Printing (LLVM: MachineOperand::print and helpers)
# ---------------------------------------------------------------------------------------------------------

_PLAIN_NAME = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*\Z")


def llvm_name_without_prefix(name: str) -> str:
    """A name as LLVM's ``printLLVMNameWithoutPrefix`` writes it: bare when simple, else quoted and escaped."""
    if name and _PLAIN_NAME.match(name):
        return name
    out = ['"']
    for ch in name:
        c = ord(ch)
        if ch == '"' or ch == "\\" or c < 0x20 or c > 0x7E:
            if c > 0xFF:
                for b in ch.encode("utf-8", "surrogateescape"):
                    out.append(f"\\{b:02X}")
            else:
                out.append(f"\\{c:02X}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def print_reg(reg: int, ctx: PrintContext | None) -> str:
    """LLVM's ``printReg``: ``$noreg``, ``%5`` (or its name), ``$eax``, ``SS#3``."""
    if reg == 0:
        return "$noreg"
    if reg & VIRTUAL_REG_BIT:
        if ctx is not None and ctx.mri is not None:
            name = ctx.mri.get_vreg_name(reg)
            if name:
                return "%" + name
        return "%" + str(reg & ~VIRTUAL_REG_BIT)
    if reg & STACK_SLOT_BIT:
        return "SS#" + str(reg & ~STACK_SLOT_BIT)
    if ctx is not None and ctx.tri is not None:
        return "$" + ctx.tri.get_name(reg).lower()
    return "$physreg" + str(reg)


def print_mc_cfi(cfi: MCCFIInstruction, ctx: PrintContext | None) -> str:
    """The MIR operand text of a ``CFI_INSTRUCTION`` holding an MC-layer CFI directive (``offset $rbp, -16``;
    LLVM ``MachineOperand::printCFI``)."""

    def reg(r: int) -> str:
        return print_reg(r, ctx)

    op = cfi.op
    if op in ("def_cfa_offset", "adjust_cfa_offset"):
        return f"{op} {cfi.offset}"
    if op in ("def_cfa", "offset", "rel_offset"):
        return f"{op} {reg(cfi.register)}, {cfi.offset}"
    if op in ("def_cfa_register", "restore", "undefined", "same_value"):
        return f"{op} {reg(cfi.register)}"
    if op == "register":
        return f"register {reg(cfi.register)}, {reg(cfi.register2)}"
    if op == "escape":
        return "escape " + ", ".join(f"0x{b:02x}" for b in cfi.values)
    return op


def print_operand_offset(offset: int) -> str:
    """`` + 8``, `` - 12`` or nothing (LLVM ``printOperandOffset``)."""
    if offset == 0:
        return ""
    if offset < 0:
        return " - " + str(-offset)
    return " + " + str(offset)


def print_stack_object_reference(frame_index: int, is_fixed: bool, name: str) -> str:
    if is_fixed:
        return "%fixed-stack." + str(frame_index)
    text = "%stack." + str(frame_index)
    if name:
        text += "." + name
    return text


def print_target_flags(op: MachineOperand, ctx: PrintContext | None) -> str:
    """``target-flags(<name>) `` (LLVM ``printTargetFlags``), or ``""``."""
    tf = op.target_flags
    if not tf or ctx is None or ctx.tii is None:
        return ""
    tii = ctx.tii
    direct, bitmask = tii.decompose_machine_operand_target_flags(tf)
    if not direct and not bitmask:
        return "target-flags(<unknown>) "
    parts: list[str] = []
    if direct:
        name = dict(tii.get_serializable_direct_machine_operand_target_flags()).get(direct)
        parts.append(name if name is not None else "<unknown target flag>")
    if bitmask:
        for value, name in tii.get_serializable_bitmask_machine_operand_target_flags():
            if bitmask & value == value:
                parts.append(name)
                bitmask &= ~value
        if bitmask:
            parts.append("<unknown bitmask target flag>")
    return "target-flags(" + ", ".join(parts) + ") "


def print_ir_value_reference(value: Any, ctx: PrintContext | None) -> str:
    """An IR value in a memory operand: ``@g``, ``%ir.a``, ``%ir.3`` (LLVM ``printIRValueReference``)."""
    if ctx is not None and ctx.ir_value_printer is not None:
        return ctx.ir_value_printer(value)
    if getattr(value, "is_global_value", False) or type(value).__name__ in (
        "GlobalVariable",
        "Function",
        "GlobalAlias",
        "GlobalIFunc",
    ):
        return "@" + llvm_name_without_prefix(value.name)
    name = getattr(value, "name", "")
    if name:
        return "%ir." + llvm_name_without_prefix(name)
    slot = getattr(value, "slot", None)
    return "%ir." + (str(slot) if slot is not None else "<badref>")


def print_global_operand(gv: Any) -> str:
    """``@name`` (LLVM ``GlobalValue::printAsOperand`` without the type)."""
    name = getattr(gv, "name", "")
    if name:
        return "@" + llvm_name_without_prefix(name)
    slot = getattr(gv, "slot", None)
    return "@" + (str(slot) if slot is not None else "<badref>")


def print_ir_constant(value: Any) -> str:
    """A typed IR constant (``i128 123``, ``double 1.5``) via the IR object's own printer when it has one."""
    fn = getattr(value, "print_as_operand", None)
    if fn is not None:
        return str(fn(True))
    return str(value)


def print_operand(
    op: MachineOperand,
    ctx: PrintContext | None,
    op_idx: int,
    print_def: bool,
    standalone: bool,
    print_ties: bool,
    tied_operand_idx: int,
) -> str:
    """One operand, as LLVM 14's ``MachineOperand::print`` writes it (target flags first)."""
    kind = op.kind
    text = print_target_flags(op, ctx) if op.target_flags else ""
    if kind == MO_Register:
        reg: int = op.contents
        f = op.flags
        parts: list[str] = [text]
        if f & _IMP:
            parts.append("implicit-def " if f & _DEF else "implicit ")
        elif print_def and f & _DEF:
            parts.append("def ")
        if f & _INTERNAL:
            parts.append("internal ")
        if f & _DEAD:
            parts.append("dead ")
        if f & _KILL:
            parts.append("killed ")
        if f & _UNDEF:
            parts.append("undef ")
        if f & _EC:
            parts.append("early-clobber ")
        if f & _RENAMABLE and 0 < reg < STACK_SLOT_BIT:
            parts.append("renamable ")
        if f & _DEBUG:
            parts.append("debug-use ")
        parts.append(print_reg(reg, ctx))
        if op.sub_reg:
            if ctx is not None and ctx.tri is not None:
                parts.append("." + ctx.tri.get_sub_reg_index_name(op.sub_reg))
            else:
                parts.append(".subreg" + str(op.sub_reg))
        if reg & VIRTUAL_REG_BIT and ctx is not None and ctx.mri is not None:
            mri = ctx.mri
            if standalone or not print_def or not mri.reg_defs(reg):
                parts.append(":" + ctx.reg_class_or_bank_name(reg))
        if print_ties and op.tied_to and not f & _DEF:
            parts.append("(tied-def " + str(tied_operand_idx) + ")")
        return "".join(parts)
    if kind == MO_Immediate:
        return text + str(op.contents)
    if kind == MO_CImmediate or kind == MO_FPImmediate:
        if ctx is not None and ctx.ir_constant_printer is not None:
            return text + ctx.ir_constant_printer(op.contents, True)
        return text + print_ir_constant(op.contents)
    if kind == MO_MachineBasicBlock:
        return text + "%bb." + str(op.contents.number)
    if kind == MO_FrameIndex:
        fi: int = op.contents
        if ctx is not None and ctx.mfi is not None:
            mfi = ctx.mfi
            is_fixed = mfi.is_fixed_object_index(fi)
            name = mfi.get_object_name(fi)
            if is_fixed:
                fi -= mfi.get_object_index_begin()
            return text + print_stack_object_reference(fi, is_fixed, name)
        return text + print_stack_object_reference(fi, False, "")
    if kind == MO_ConstantPoolIndex:
        return text + "%const." + str(op.contents) + print_operand_offset(op.offset)
    if kind == MO_TargetIndex:
        name = None
        if ctx is not None and ctx.tii is not None:
            name = dict(ctx.tii.get_serializable_target_indices()).get(op.contents)
        return (
            text
            + "target-index("
            + (name if name is not None else "<unknown>")
            + ")"
            + print_operand_offset(op.offset)
        )
    if kind == MO_JumpTableIndex:
        return text + "%jump-table." + str(op.contents)
    if kind == MO_ExternalSymbol:
        sym: str = op.contents
        return text + "&" + (llvm_name_without_prefix(sym) if sym else '""') + print_operand_offset(op.offset)
    if kind == MO_GlobalAddress:
        return text + print_global_operand(op.contents) + print_operand_offset(op.offset)
    if kind == MO_BlockAddress:
        ba = op.contents
        if ctx is not None and ctx.ir_constant_printer is not None:
            return text + ctx.ir_constant_printer(ba, False) + print_operand_offset(op.offset)
        fn = getattr(ba, "print_as_operand", None)
        body = str(fn(False)) if fn is not None else str(ba)
        return text + body + print_operand_offset(op.offset)
    if kind == MO_RegisterMask:
        if ctx is not None and ctx.mir_mode:
            return text + print_reg_mask_mir(op.contents, ctx)
        return text + print_reg_mask_dump(op.contents, ctx)
    if kind == MO_RegisterLiveOut:
        regs: list[str] = []
        mask: int = op.contents
        while mask:
            low = mask & -mask
            regs.append(print_reg(low.bit_length() - 1, ctx))
            mask ^= low
        return text + "liveout(" + ", ".join(regs) + ")"
    if kind == MO_Metadata:
        if ctx is not None and ctx.metadata_printer is not None:
            return text + ctx.metadata_printer(op.contents)
        return text + str(op.contents)
    if kind == MO_MCSymbol:
        return text + "<mcsymbol " + str(getattr(op.contents, "name", op.contents)) + ">"
    if kind == MO_CFIIndex:
        if ctx is not None and ctx.mf is not None:
            cfis = ctx.mf.frame_instructions
            if 0 <= op.contents < len(cfis):
                return text + ctx.print_cfi(cfis[op.contents])
        return text + "<cfi directive>"
    if kind == MO_IntrinsicID:
        iid = op.contents
        if isinstance(iid, str):
            return text + "intrinsic(@" + iid + ")"
        name = ctx.intrinsic_name(iid) if ctx is not None else None
        if name:
            return text + "intrinsic(@" + name + ")"
        return text + "intrinsic(" + str(iid) + ")"
    if kind == MO_Predicate:
        pred: int = op.contents
        return text + predicate_text(pred)
    if kind == MO_ShuffleMask:
        return text + "shufflemask(" + ", ".join("undef" if e < 0 else str(e) for e in op.contents) + ")"
    raise AssertionError(f"unknown machine operand kind {kind}")


#: ``CmpInst::Predicate`` numbers → MIR spelling (FCMP_* are 0..15, ICMP_* 32..41).
FCMP_PREDICATE_NAMES: Final = (
    "false",
    "oeq",
    "ogt",
    "oge",
    "olt",
    "ole",
    "one",
    "ord",
    "uno",
    "ueq",
    "ugt",
    "uge",
    "ult",
    "ule",
    "une",
    "true",
)
_ICMP_NAMES: Final = ("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle")


def predicate_text(pred: int) -> str:
    """``intpred(eq)`` / ``floatpred(oeq)`` for a ``CmpInst::Predicate``."""
    if 0 <= pred < 16:
        return "floatpred(" + FCMP_PREDICATE_NAMES[pred] + ")"
    if 32 <= pred < 42:
        return "intpred(" + _ICMP_NAMES[pred - 32] + ")"
    return "intpred(<unknown>)"


#: How many registers of a regmask the ``# Machine code`` dump lists (LLVM ``-print-regmask-num-regs``).
PRINT_REGMASK_NUM_REGS: Final = 32


def print_reg_mask_dump(mask: int, ctx: PrintContext | None) -> str:
    """A register mask as the machine-code dump writes it: ``<regmask $bh $bl ... and 3 more...>``.

    Preserved registers are listed in register-number order; as in LLVM, a name is printed while the count
    printed so far is ``<=`` the limit (so limit + 1 names), and the rest are counted.
    """
    if ctx is None or ctx.tri is None:
        return "<regmask ...>"
    parts = ["<regmask"]
    emitted = 0
    total = 0
    num_regs = ctx.tri.num_regs
    m = mask & ((1 << num_regs) - 1)
    while m:
        low = m & -m
        m ^= low
        if emitted <= PRINT_REGMASK_NUM_REGS:
            parts.append(" " + print_reg(low.bit_length() - 1, ctx))
            emitted += 1
        total += 1
    if emitted != total:
        parts.append(" and " + str(total - emitted) + " more...")
    parts.append(">")
    return "".join(parts)


def print_reg_mask_mir(mask: int, ctx: PrintContext) -> str:
    """A register mask in MIR: its lower-case name (``csr_64``) or ``CustomRegMask($bh,$bl,...)``."""
    tri = ctx.tri
    if tri is not None:
        name = tri.get_reg_mask_name(mask)
        if name is not None:
            return name
    regs: list[str] = []
    num_regs = tri.num_regs if tri is not None else mask.bit_length()
    m = mask & ((1 << num_regs) - 1)
    while m:
        low = m & -m
        m ^= low
        regs.append(print_reg(low.bit_length() - 1, ctx))
    return "CustomRegMask(" + ",".join(regs) + ")"
