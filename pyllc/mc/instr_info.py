"""Instruction descriptors (LLVM: include/llvm/MC/MCInstrDesc.h, MCInstrInfo.h).

What it is: the read-only view of a target's generated instruction tables.  ``python -m pyllc.tblgen``
writes, per target, one tuple per descriptor field indexed by opcode (``DESC_FLAGS[op]``,
``DESC_NUM_DEFS[op]``, ``DESC_OPERANDS[op]``, ``DESC_IMPLICIT_DEFS[op]``...).  Hot code indexes those tuples
directly; :class:`MCInstrInfo` and :class:`MCInstrDesc` are thin conveniences over the same tuples (a desc
is a slotted view holding the opcode and the table module, built on demand, never cached per instance).

Flag bits are LLVM 14's ``MCID::Flag`` numbering; operand-info tuples are
``(operand_type, reg_class, flags, tied_to)`` where ``reg_class`` is a register-class id (or, with
``OPERAND_FLAG_LOOKUP_PTR_REG_CLASS``, a pointer kind for ``TargetRegisterInfo.get_pointer_reg_class``)
or -1, and ``tied_to`` is the operand index a use is tied to, or -1.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

# ---- MCID::Flag bits (LLVM 14 order) --------------------------------------------------------------------
PreISelOpcode = 1 << 0
Variadic = 1 << 1
HasOptionalDef = 1 << 2
Pseudo = 1 << 3
Return = 1 << 4
EHScopeReturn = 1 << 5
Call = 1 << 6
Barrier = 1 << 7
Terminator = 1 << 8
Branch = 1 << 9
IndirectBranch = 1 << 10
Compare = 1 << 11
MoveImm = 1 << 12
MoveReg = 1 << 13
Bitcast = 1 << 14
Select = 1 << 15
DelaySlot = 1 << 16
FoldableAsLoad = 1 << 17
MayLoad = 1 << 18
MayStore = 1 << 19
MayRaiseFPException = 1 << 20
Predicable = 1 << 21
NotDuplicable = 1 << 22
UnmodeledSideEffects = 1 << 23
Commutable = 1 << 24
ConvertibleTo3Addr = 1 << 25
UsesCustomInserter = 1 << 26
HasPostISelHook = 1 << 27
Rematerializable = 1 << 28
CheapAsAMove = 1 << 29
ExtraSrcRegAllocReq = 1 << 30
ExtraDefRegAllocReq = 1 << 31
RegSequence = 1 << 32
ExtractSubreg = 1 << 33
InsertSubreg = 1 << 34
Convergent = 1 << 35
Add = 1 << 36
Trap = 1 << 37
VariadicOpsAreDefs = 1 << 38
Authenticated = 1 << 39

# ---- MCOI::OperandType ------------------------------------------------------------------------------------
OPERAND_UNKNOWN = 0
OPERAND_IMMEDIATE = 1
OPERAND_REGISTER = 2
OPERAND_MEMORY = 3
OPERAND_PCREL = 4
OPERAND_FIRST_TARGET = 13

# ---- MCOI::OperandFlags (+ pyllc's early-clobber bit; LLVM keeps it in the constraint word) ----------------
OPERAND_FLAG_LOOKUP_PTR_REG_CLASS = 1 << 0
OPERAND_FLAG_PREDICATE = 1 << 1
OPERAND_FLAG_OPTIONAL_DEF = 1 << 2
OPERAND_FLAG_BRANCH_TARGET = 1 << 3
OPERAND_FLAG_EARLY_CLOBBER = 1 << 4

OperandInfo = tuple[int, int, int, int]


class MCOperandInfo:
    """Accessors on one operand-info tuple (LLVM: ``MCOperandInfo``)."""

    __slots__ = ()

    @staticmethod
    def operand_type(oi: OperandInfo) -> int:
        return oi[0]

    @staticmethod
    def reg_class(oi: OperandInfo) -> int:
        return oi[1]

    @staticmethod
    def is_lookup_ptr_reg_class(oi: OperandInfo) -> bool:
        return bool(oi[2] & OPERAND_FLAG_LOOKUP_PTR_REG_CLASS)

    @staticmethod
    def tied_to(oi: OperandInfo) -> int:
        return oi[3]

    @staticmethod
    def is_early_clobber(oi: OperandInfo) -> bool:
        return bool(oi[2] & OPERAND_FLAG_EARLY_CLOBBER)


class MCInstrDesc:
    """A cheap view of one opcode's descriptor (LLVM: ``MCInstrDesc``)."""

    __slots__ = ("opcode", "_t")

    def __init__(self, tables: Any, opcode: int) -> None:
        self.opcode = opcode
        self._t = tables

    @property
    def name(self) -> str:
        return self._t.OPCODE_NAMES[self.opcode]

    @property
    def flags(self) -> int:
        return self._t.DESC_FLAGS[self.opcode]

    @property
    def num_operands(self) -> int:
        return len(self._t.DESC_OPERANDS[self.opcode])

    @property
    def num_defs(self) -> int:
        return self._t.DESC_NUM_DEFS[self.opcode]

    @property
    def operands(self) -> tuple[OperandInfo, ...]:
        return self._t.DESC_OPERANDS[self.opcode]

    @property
    def implicit_defs(self) -> tuple[int, ...]:
        return self._t.DESC_IMPLICIT_DEFS[self.opcode]

    @property
    def implicit_uses(self) -> tuple[int, ...]:
        return self._t.DESC_IMPLICIT_USES[self.opcode]

    @property
    def size(self) -> int:
        return self._t.DESC_SIZE[self.opcode]

    @property
    def ts_flags(self) -> int:
        return self._t.DESC_TSFLAGS[self.opcode]

    def get_operand_constraint(self, op_num: int) -> int:
        """The operand ``op_num`` is tied to, or -1 (LLVM: ``getOperandConstraint(op, TIED_TO)``)."""
        ops = self._t.DESC_OPERANDS[self.opcode]
        return ops[op_num][3] if op_num < len(ops) else -1

    def has_flag(self, bit: int) -> bool:
        return bool(self._t.DESC_FLAGS[self.opcode] & bit)

    def is_variadic(self) -> bool:
        return self.has_flag(Variadic)

    def is_pseudo(self) -> bool:
        return self.has_flag(Pseudo)

    def is_terminator(self) -> bool:
        return self.has_flag(Terminator)

    def is_branch(self) -> bool:
        return self.has_flag(Branch)

    def is_call(self) -> bool:
        return self.has_flag(Call)

    def is_return(self) -> bool:
        return self.has_flag(Return)

    def is_barrier(self) -> bool:
        return self.has_flag(Barrier)

    def may_load(self) -> bool:
        return self.has_flag(MayLoad)

    def may_store(self) -> bool:
        return self.has_flag(MayStore)

    def is_commutable(self) -> bool:
        return self.has_flag(Commutable)

    def is_compare(self) -> bool:
        return self.has_flag(Compare)

    def is_move_immediate(self) -> bool:
        return self.has_flag(MoveImm)

    def is_rematerializable(self) -> bool:
        return self.has_flag(Rematerializable)

    def is_as_cheap_as_a_move(self) -> bool:
        return self.has_flag(CheapAsAMove)

    def has_unmodeled_side_effects(self) -> bool:
        return self.has_flag(UnmodeledSideEffects)

    def has_implicit_def_of(self, reg: int) -> bool:
        return reg in self._t.DESC_IMPLICIT_DEFS[self.opcode]

    def has_implicit_use_of(self, reg: int) -> bool:
        return reg in self._t.DESC_IMPLICIT_USES[self.opcode]

    def __repr__(self) -> str:
        return f"MCInstrDesc({self.name})"


class MCInstrInfo:
    """A target's instruction table (LLVM: ``MCInstrInfo``), wrapping its generated ``gen/instr_info``."""

    __slots__ = ("tables", "num_opcodes", "_by_name")

    def __init__(self, tables: ModuleType) -> None:
        self.tables = tables
        self.num_opcodes: int = tables.NUM_OPCODES
        self._by_name: dict[str, int] | None = None

    def get(self, opcode: int) -> MCInstrDesc:
        return MCInstrDesc(self.tables, opcode)

    def get_name(self, opcode: int) -> str:
        return self.tables.OPCODE_NAMES[opcode]

    def lookup(self, name: str) -> int:
        """Opcode for an LLVM name (the MIR parser's need); -1 when unknown."""
        if self._by_name is None:
            self._by_name = {n: i for i, n in enumerate(self.tables.OPCODE_NAMES)}
        return self._by_name.get(name, -1)
