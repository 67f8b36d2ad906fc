"""What it is (LLVM: lib/CodeGen/MachineInstr.cpp, include/llvm/CodeGen/MachineInstr.h).

A :class:`MachineInstr` is an opcode (an int, meaningful through its :class:`InstrDesc`) and an ordered list
of :class:`MachineOperand`.  By convention the explicit register definitions come first, then the explicit
uses and other operands, then the *implicit* register operands (those listed by the descriptor's implicit defs
and uses, and any a pass adds, such as ``implicit $eax`` on a return).  :meth:`MachineInstr.add_operand` keeps
that order: an explicit operand added after implicit ones is inserted before them, exactly as LLVM's
``addOperand`` does, and while doing so it applies the descriptor's constraints (a use whose operand info says
``TIED_TO`` is tied to its def, early-clobber defs are marked).

Other state: ``flags`` (the ``MIFlag`` bits: frame-setup/destroy, bundling, fast-math and wrap flags),
``mem_operands`` (a tuple of MachineMemOperand), ``debug_loc``, ``pc_sections`` (LLVM 16's ``!pcsections``) and
one ``extra`` slot for the rare pre/post-instruction symbols, heap-allocation marker and debug instruction
number (LLVM's ``ExtraInfo``), so that the common instruction stays small.

Register operands are entered into the function's MachineRegisterInfo use lists when the instruction is in a
block of a function; inserting or removing the instruction updates the lists.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from pyllc.codegen.machine.instr_desc import MCID, OPERAND_FLAG_EARLY_CLOBBER, InstrDesc
from pyllc.codegen.machine.operand import (
    MO_Immediate,
    MO_Register,
    MachineOperand,
    RegState,
    print_operand,
)
from pyllc.codegen.target_opcodes import (
    BUNDLE,
    COPY,
    DBG_INSTR_REF,
    DBG_LABEL,
    DBG_PHI,
    DBG_VALUE,
    DBG_VALUE_LIST,
    EXTRACT_SUBREG,
    IMPLICIT_DEF,
    INLINEASM,
    INLINEASM_BR,
    INSERT_SUBREG,
    KILL,
    PHI,
    REG_SEQUENCE,
    STATEPOINT,
    SUBREG_TO_REG,
)

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.mem_operand import MachineMemOperand
    from pyllc.codegen.machine.print_context import PrintContext


class MIFlag:
    """``MachineInstr::MIFlag`` bits (LLVM 14 order)."""

    NoFlags: Final = 0
    FrameSetup: Final = 1 << 0
    FrameDestroy: Final = 1 << 1
    BundledPred: Final = 1 << 2
    BundledSucc: Final = 1 << 3
    FmNoNans: Final = 1 << 4
    FmNoInfs: Final = 1 << 5
    FmNsz: Final = 1 << 6
    FmArcp: Final = 1 << 7
    FmContract: Final = 1 << 8
    FmAfn: Final = 1 << 9
    FmReassoc: Final = 1 << 10
    NoUWrap: Final = 1 << 11
    NoSWrap: Final = 1 << 12
    IsExact: Final = 1 << 13
    NoFPExcept: Final = 1 << 14
    NoMerge: Final = 1 << 15


#: MIR spelling of the instruction flags that print before the opcode, in LLVM's order.
MI_FLAG_KEYWORDS: Final = (
    (MIFlag.FrameSetup, "frame-setup"),
    (MIFlag.FrameDestroy, "frame-destroy"),
    (MIFlag.FmNoNans, "nnan"),
    (MIFlag.FmNoInfs, "ninf"),
    (MIFlag.FmNsz, "nsz"),
    (MIFlag.FmArcp, "arcp"),
    (MIFlag.FmContract, "contract"),
    (MIFlag.FmAfn, "afn"),
    (MIFlag.FmReassoc, "reassoc"),
    (MIFlag.NoUWrap, "nuw"),
    (MIFlag.NoSWrap, "nsw"),
    (MIFlag.IsExact, "exact"),
    (MIFlag.NoFPExcept, "nofpexcept"),
    (MIFlag.NoMerge, "nomerge"),
)

_IMP_OR_DEF: Final = RegState.Implicit


class MIExtraInfo:
    """Rarely present per-instruction extras (LLVM ``MachineInstr::ExtraInfo`` + debug instr number)."""

    __slots__ = ("pre_instr_symbol", "post_instr_symbol", "heap_alloc_marker", "debug_instr_num")

    def __init__(self) -> None:
        self.pre_instr_symbol: Any = None
        self.post_instr_symbol: Any = None
        self.heap_alloc_marker: Any = None
        self.debug_instr_num = 0


class MachineInstr:
    """One machine instruction: opcode, operands, flags, memory operands, debug location."""

    __slots__ = (
        "opcode",
        "desc",
        "operands",
        "parent",
        "flags",
        "mem_operands",
        "debug_loc",
        "pc_sections",
        "extra",
    )

    def __init__(self, desc: InstrDesc, debug_loc: Any = None, no_implicit: bool = False) -> None:
        self.opcode = desc.opcode
        self.desc = desc
        self.operands: list[MachineOperand] = []
        self.parent: MachineBasicBlock | None = None
        self.flags = 0
        self.mem_operands: tuple[MachineMemOperand, ...] = ()
        self.debug_loc = debug_loc
        self.pc_sections: Any = None
        self.extra: MIExtraInfo | None = None
        if not no_implicit:
            for r in desc.implicit_defs:
                self.add_operand(MachineOperand(MO_Register, r, RegState.ImplicitDefine))
            for r in desc.implicit_uses:
                self.add_operand(MachineOperand(MO_Register, r, RegState.Implicit))

    # ----- surroundings -----
    @property
    def mf(self) -> MachineFunction | None:
        mbb = self.parent
        return mbb.parent if mbb is not None else None

    def _mri(self) -> Any:
        mbb = self.parent
        if mbb is None or mbb.parent is None:
            return None
        return mbb.parent.reg_info

    # ----- operands -----
    def num_operands(self) -> int:
        return len(self.operands)

    def get_operand(self, i: int) -> MachineOperand:
        return self.operands[i]

    def add_operand(self, op: MachineOperand) -> MachineOperand:
        """Append ``op`` (explicit operands go before any implicit register operands), as LLVM's ``addOperand``."""
        ops = self.operands
        is_imp_reg = op.kind == MO_Register and op.flags & RegState.Implicit != 0
        op_no = len(ops)
        opc = self.opcode
        if not is_imp_reg and opc != INLINEASM and opc != INLINEASM_BR:
            while op_no and ops[op_no - 1].kind == MO_Register and ops[op_no - 1].flags & RegState.Implicit:
                op_no -= 1
        if op_no == len(ops):
            ops.append(op)
        else:
            ops.insert(op_no, op)
            for later in ops[op_no + 1 :]:
                if later.tied_to:
                    raise AssertionError("cannot move tied operands")
        op.parent = self
        if op.kind == MO_Register:
            op.tied_to = 0
            mri = self._mri()
            if mri is not None:
                mri.add_reg_operand_to_use_list(op)
            if not is_imp_reg:
                desc = self.desc
                if op_no < desc.num_operands:
                    info = desc.operands[op_no]
                    if not op.flags & RegState.Define and info[3] >= 0:
                        self.tie_operands(info[3], op_no)
                    if info[2] & OPERAND_FLAG_EARLY_CLOBBER:
                        op.flags |= RegState.EarlyClobber
            if not op.flags & RegState.Define and self.is_debug_instr():
                op.flags |= RegState.Debug
        return op

    def remove_operand(self, op_no: int) -> None:
        """Remove operand ``op_no`` (LLVM ``RemoveOperand``); it must not be tied."""
        ops = self.operands
        op = ops[op_no]
        if op.tied_to:
            self.untie_reg_operand(op_no)
        if op.kind == MO_Register:
            mri = self._mri()
            if mri is not None:
                mri.remove_reg_operand_from_use_list(op)
        del ops[op_no]
        op.parent = None
        # Ties store absolute indices: shift those after the removed operand.
        for o in ops:
            if o.tied_to > op_no + 1:
                o.tied_to -= 1

    def add_implicit_def_use_operands(self) -> None:
        for r in self.desc.implicit_defs:
            self.add_operand(MachineOperand(MO_Register, r, RegState.ImplicitDefine))
        for r in self.desc.implicit_uses:
            self.add_operand(MachineOperand(MO_Register, r, RegState.Implicit))

    def set_desc(self, desc: InstrDesc) -> None:
        """Change the opcode (LLVM ``setDesc``); operands are left alone."""
        self.desc = desc
        self.opcode = desc.opcode

    # ----- ties -----
    def tie_operands(self, def_idx: int, use_idx: int) -> None:
        d = self.operands[def_idx]
        u = self.operands[use_idx]
        assert d.kind == MO_Register and d.flags & RegState.Define, "def operand expected"
        assert u.kind == MO_Register and not u.flags & RegState.Define, "use operand expected"
        d.tied_to = use_idx + 1
        u.tied_to = def_idx + 1

    def find_tied_operand_idx(self, op_idx: int) -> int:
        t = self.operands[op_idx].tied_to
        if not t:
            raise AssertionError("operand not tied")
        return t - 1

    def is_reg_tied_to_def_operand(self, use_idx: int) -> int:
        """The def operand index tied to use ``use_idx``, or -1."""
        op = self.operands[use_idx]
        if op.kind != MO_Register or op.flags & RegState.Define or not op.tied_to:
            return -1
        return op.tied_to - 1

    def is_reg_tied_to_use_operand(self, def_idx: int) -> int:
        op = self.operands[def_idx]
        if op.kind != MO_Register or not op.flags & RegState.Define or not op.tied_to:
            return -1
        return op.tied_to - 1

    def untie_reg_operand(self, op_idx: int) -> None:
        op = self.operands[op_idx]
        if op.tied_to:
            other = self.operands[op.tied_to - 1]
            other.tied_to = 0
            op.tied_to = 0

    def has_complex_register_ties(self) -> bool:
        """True when some tie differs from what the descriptor implies (then MIR prints ``(tied-def N)``)."""
        if self.opcode == STATEPOINT:
            return True
        desc = self.desc
        for i, op in enumerate(self.operands):
            if op.kind != MO_Register or op.flags & RegState.Define:
                continue
            expected = desc.operands[i][3] if i < desc.num_operands else -1
            tied = op.tied_to - 1 if op.tied_to else -1
            if expected != tied:
                return True
        return False

    # ----- flags -----
    def get_flag(self, flag: int) -> bool:
        return self.flags & flag != 0

    def set_flag(self, flag: int) -> None:
        self.flags |= flag

    def clear_flag(self, flag: int) -> None:
        self.flags &= ~flag

    def is_inside_bundle(self) -> bool:
        return self.flags & MIFlag.BundledPred != 0

    def is_bundled(self) -> bool:
        return self.flags & (MIFlag.BundledPred | MIFlag.BundledSucc) != 0

    def is_bundled_with_pred(self) -> bool:
        return self.flags & MIFlag.BundledPred != 0

    def is_bundled_with_succ(self) -> bool:
        return self.flags & MIFlag.BundledSucc != 0

    # ----- memory operands and extras -----
    def add_mem_operand(self, mmo: MachineMemOperand) -> None:
        self.mem_operands = self.mem_operands + (mmo,)

    def set_mem_refs(self, mmos: tuple[MachineMemOperand, ...]) -> None:
        self.mem_operands = tuple(mmos)

    def _extra(self) -> MIExtraInfo:
        e = self.extra
        if e is None:
            e = self.extra = MIExtraInfo()
        return e

    def set_pre_instr_symbol(self, sym: Any) -> None:
        self._extra().pre_instr_symbol = sym

    def set_post_instr_symbol(self, sym: Any) -> None:
        self._extra().post_instr_symbol = sym

    def set_heap_alloc_marker(self, md: Any) -> None:
        self._extra().heap_alloc_marker = md

    def set_debug_instr_num(self, num: int) -> None:
        self._extra().debug_instr_num = num

    # ----- descriptor queries -----
    def has_property(self, flag: int) -> bool:
        return self.desc.flags & flag != 0

    def is_terminator(self) -> bool:
        return self.desc.flags & MCID.Terminator != 0

    def is_branch(self) -> bool:
        return self.desc.flags & MCID.Branch != 0

    def is_indirect_branch(self) -> bool:
        return self.desc.flags & MCID.IndirectBranch != 0

    def is_conditional_branch(self) -> bool:
        f = self.desc.flags
        return f & MCID.Branch != 0 and f & MCID.Barrier == 0 and f & MCID.IndirectBranch == 0

    def is_unconditional_branch(self) -> bool:
        f = self.desc.flags
        return f & MCID.Branch != 0 and f & MCID.Barrier != 0 and f & MCID.IndirectBranch == 0

    def is_barrier(self) -> bool:
        return self.desc.flags & MCID.Barrier != 0

    def is_call(self) -> bool:
        return self.desc.flags & MCID.Call != 0

    def is_return(self) -> bool:
        return self.desc.flags & MCID.Return != 0

    def is_compare(self) -> bool:
        return self.desc.flags & MCID.Compare != 0

    def is_move_immediate(self) -> bool:
        return self.desc.flags & MCID.MoveImm != 0

    def is_select(self) -> bool:
        return self.desc.flags & MCID.Select != 0

    def is_commutable(self) -> bool:
        return self.desc.flags & MCID.Commutable != 0

    def is_convertible_to_3_addr(self) -> bool:
        return self.desc.flags & MCID.ConvertibleTo3Addr != 0

    def may_load(self) -> bool:
        return self.desc.flags & MCID.MayLoad != 0 or self.is_inline_asm()

    def may_store(self) -> bool:
        return self.desc.flags & MCID.MayStore != 0 or self.is_inline_asm()

    def is_pseudo(self) -> bool:
        return self.desc.flags & MCID.Pseudo != 0

    def is_variadic(self) -> bool:
        return self.desc.flags & MCID.Variadic != 0

    def has_unmodeled_side_effects(self) -> bool:
        return self.desc.flags & MCID.UnmodeledSideEffects != 0

    def is_rematerializable(self) -> bool:
        return self.desc.flags & MCID.Rematerializable != 0

    def is_as_cheap_as_a_move(self) -> bool:
        return self.desc.flags & MCID.CheapAsAMove != 0

    # generic opcodes
    def is_phi(self) -> bool:
        return self.opcode == PHI

    def is_copy(self) -> bool:
        return self.opcode == COPY

    def is_kill(self) -> bool:
        return self.opcode == KILL

    def is_implicit_def(self) -> bool:
        return self.opcode == IMPLICIT_DEF

    def is_inline_asm(self) -> bool:
        return self.opcode == INLINEASM or self.opcode == INLINEASM_BR

    def is_bundle(self) -> bool:
        return self.opcode == BUNDLE

    def is_debug_value(self) -> bool:
        return self.opcode == DBG_VALUE or self.opcode == DBG_VALUE_LIST

    def is_debug_instr(self) -> bool:
        o = self.opcode
        return o == DBG_VALUE or o == DBG_VALUE_LIST or o == DBG_LABEL or o == DBG_INSTR_REF or o == DBG_PHI

    def is_transient(self) -> bool:
        o = self.opcode
        return o == COPY or o == KILL or o == IMPLICIT_DEF or self.is_debug_instr()

    def is_extract_subreg(self) -> bool:
        return self.opcode == EXTRACT_SUBREG

    def is_insert_subreg(self) -> bool:
        return self.opcode == INSERT_SUBREG

    def is_subreg_to_reg(self) -> bool:
        return self.opcode == SUBREG_TO_REG

    def is_reg_sequence(self) -> bool:
        return self.opcode == REG_SEQUENCE

    def is_operand_subreg_idx(self, op_idx: int) -> bool:
        """True when immediate operand ``op_idx`` is a sub-register index (printed ``%subreg.sub_32bit``)."""
        if self.operands[op_idx].kind != MO_Immediate:
            return False
        o = self.opcode
        if o == EXTRACT_SUBREG:
            return op_idx == 2
        if o == INSERT_SUBREG or o == SUBREG_TO_REG:
            return op_idx == 3
        if o == REG_SEQUENCE:
            return op_idx > 1 and op_idx % 2 == 0
        return False

    def num_explicit_operands(self) -> int:
        """Operands before the implicit register operands (LLVM ``getNumExplicitOperands``)."""
        n = self.desc.num_operands
        if not self.is_variadic():
            return n
        ops = self.operands
        for i in range(n, len(ops)):
            op = ops[i]
            if op.kind == MO_Register and op.flags & RegState.Implicit:
                return i
        return len(ops)

    def num_explicit_defs(self) -> int:
        n = 0
        for op in self.operands:
            if op.kind != MO_Register or not op.flags & RegState.Define or op.flags & RegState.Implicit:
                break
            n += 1
        return n

    def defs(self) -> list[MachineOperand]:
        """Explicit def operands (LLVM ``defs()``)."""
        return self.operands[: self.desc.num_defs]

    def reads_register(self, reg: int, tri: Any = None) -> bool:
        return self.find_register_use_operand_idx(reg, False, tri) != -1

    def modifies_register(self, reg: int, tri: Any = None) -> bool:
        return self.find_register_def_operand_idx(reg, False, True, tri) != -1

    def find_register_use_operand_idx(self, reg: int, is_kill: bool = False, tri: Any = None) -> int:
        for i, op in enumerate(self.operands):
            if op.kind != MO_Register or op.flags & RegState.Define:
                continue
            r = op.contents
            if not r:
                continue
            if r == reg or (
                tri is not None and 0 < r < (1 << 30) and 0 < reg < (1 << 30) and tri.regs_overlap(r, reg)
            ):
                if not is_kill or op.flags & RegState.Kill:
                    return i
        return -1

    def find_register_def_operand_idx(
        self, reg: int, is_dead: bool = False, overlap: bool = False, tri: Any = None
    ) -> int:
        for i, op in enumerate(self.operands):
            if op.kind == 12 and overlap and 0 < reg < (1 << 30) and op.clobbers_phys_reg(reg):
                return i
            if op.kind != MO_Register or not op.flags & RegState.Define:
                continue
            r = op.contents
            found = r == reg
            if not found and tri is not None and overlap and 0 < r < (1 << 30) and 0 < reg < (1 << 30):
                found = tri.regs_overlap(r, reg)
            if found and (not is_dead or op.flags & RegState.Dead):
                return i
        return -1

    # ----- placement -----
    def is_identical_to(self, other: MachineInstr) -> bool:
        """LLVM ``isIdenticalTo`` (``CheckDefs``): same opcode and operands (kill/dead/undef flags ignored),
        same debug location for debug instructions, same pre/post-instruction symbols and heap-alloc marker."""
        if self.opcode != other.opcode:
            return False
        ops, oops = self.operands, other.operands
        if len(ops) != len(oops):
            return False
        for a, b in zip(ops, oops):
            if not a.is_identical_to(b):
                return False
        if self.is_debug_instr() and self.debug_loc and other.debug_loc and self.debug_loc != other.debug_loc:
            return False
        e, oe = self.extra, other.extra
        if e is not None or oe is not None:
            e = e or MIExtraInfo()
            oe = oe or MIExtraInfo()
            if (
                e.pre_instr_symbol is not oe.pre_instr_symbol
                or e.post_instr_symbol is not oe.post_instr_symbol
                or e.heap_alloc_marker is not oe.heap_alloc_marker
            ):
                return False
        return True

    def erase_from_parent(self) -> None:
        mbb = self.parent
        assert mbb is not None, "instruction is not in a block"
        mbb.erase(self)

    def remove_from_parent(self) -> MachineInstr:
        mbb = self.parent
        assert mbb is not None, "instruction is not in a block"
        mbb.remove(self)
        return self

    # ----- printing -----
    def print(self, ctx: PrintContext | None, standalone: bool = True, skip_debug_loc: bool = False) -> str:
        """The instruction as LLVM 14's ``MachineInstr::print`` writes it (no newline)."""
        ops = self.operands
        n = len(ops)
        print_ties = standalone or self.has_complex_register_ties()
        parts: list[str] = []
        start = 0
        while start < n:
            op = ops[start]
            if op.kind != MO_Register or not op.flags & RegState.Define or op.flags & RegState.Implicit:
                break
            if start:
                parts.append(", ")
            parts.append(
                print_operand(
                    op, ctx, start, False, standalone, print_ties, self._tied_idx(start, print_ties)
                )
            )
            start += 1
        if start:
            parts.append(" = ")
        f = self.flags
        if f:
            for bit, word in MI_FLAG_KEYWORDS:
                if f & bit:
                    parts.append(word + " ")
        parts.append(self.desc.name)
        first = True
        inline_asm = self.opcode == INLINEASM or self.opcode == INLINEASM_BR
        for i in range(start, n):
            op = ops[i]
            if first:
                first = False
                parts.append(" ")
            else:
                parts.append(", ")
            if op.kind == MO_Immediate and self.is_operand_subreg_idx(i):
                parts.append(_subreg_idx_text(op.contents, ctx))
            else:
                parts.append(
                    print_operand(op, ctx, i, True, standalone, print_ties, self._tied_idx(i, print_ties))
                )
            if inline_asm and ctx is not None and ctx.tii is not None:
                note = ctx.tii.create_mir_operand_comment(self, i, ctx.tri)
                if note:
                    parts.append(" /* " + note + " */")
        parts.append(self._print_trailer(ctx, first, skip_debug_loc))
        if self.mem_operands:
            parts.append(" :: ")
            parts.append(", ".join(m.print(ctx) for m in self.mem_operands))
        return "".join(parts)

    def _tied_idx(self, i: int, print_ties: bool) -> int:
        if not print_ties:
            return 0
        op = self.operands[i]
        if op.kind == MO_Register and op.tied_to and not op.flags & RegState.Define:
            return op.tied_to - 1
        return 0

    def _print_trailer(self, ctx: PrintContext | None, first: bool, skip_debug_loc: bool) -> str:
        """Symbols, markers, debug-instr-number, pcsections and debug-location, printed as pseudo-operands."""
        parts: list[str] = []
        e = self.extra
        if e is not None:
            if e.pre_instr_symbol is not None:
                parts.append("," if not first else "")
                parts.append(
                    " pre-instr-symbol <mcsymbol "
                    + str(getattr(e.pre_instr_symbol, "name", e.pre_instr_symbol))
                    + ">"
                )
                first = False
            if e.post_instr_symbol is not None:
                parts.append("," if not first else "")
                parts.append(
                    " post-instr-symbol <mcsymbol "
                    + str(getattr(e.post_instr_symbol, "name", e.post_instr_symbol))
                    + ">"
                )
                first = False
            if e.heap_alloc_marker is not None:
                parts.append("," if not first else "")
                parts.append(" heap-alloc-marker " + _md_text(e.heap_alloc_marker, ctx))
                first = False
        if self.pc_sections is not None:
            parts.append("," if not first else "")
            parts.append(" pcsections " + _md_text(self.pc_sections, ctx))
            first = False
        if e is not None and e.debug_instr_num:
            parts.append("," if not first else "")
            parts.append(" debug-instr-number " + str(e.debug_instr_num))
            first = False
        if not skip_debug_loc and self.debug_loc is not None:
            parts.append("," if not first else "")
            parts.append(" debug-location " + _md_text(self.debug_loc, ctx))
        return "".join(parts)

    def __repr__(self) -> str:
        return f"<MachineInstr {self.desc.name}>"


def _md_text(md: Any, ctx: PrintContext | None) -> str:
    if ctx is not None and ctx.metadata_printer is not None:
        return ctx.metadata_printer(md)
    return str(md)


def _subreg_idx_text(idx: int, ctx: PrintContext | None) -> str:
    if ctx is not None and ctx.tri is not None:
        return "%subreg." + ctx.tri.get_sub_reg_index_name(idx)
    return "%subreg." + str(idx)
