"""What it is (LLVM: include/llvm/MC/MCInstrDesc.h, as code generation sees it).

An instruction descriptor says what every instance of an opcode has in common: its name, property flags
(``MCID::Flag``: branch, terminator, call, may-load, commutable...), how many explicit operands and defs it has,
per-operand information (operand type, register class, tied-to operand, early clobber) and the implicit
registers it defines and uses.  Targets describe instructions once as data and generate per-opcode tuples
(``pyllc/targets/<t>/gen/instr_info.py``); :class:`InstrDesc` is the cheap per-opcode view that a
:class:`~pyllc.codegen.machine.instr.MachineInstr` keeps in its ``desc`` slot, so ``mi.desc.flags &
MCID.Terminator`` is one attribute load and one ``&``.

The flag bits are ``1 << MCID::Flag`` with LLVM 14's enumerator order (``PreISelOpcode`` first), the same
values as the MC layer's constants (``pyllc/mc/instr_info.py``) so generated flag words can be used directly.
"""

from __future__ import annotations

from typing import Final


class MCID:
    """LLVM 14's ``MCID::Flag`` bits (``1 << enumerator``)."""

    PreISelOpcode: Final = 1 << 0
    Variadic: Final = 1 << 1
    HasOptionalDef: Final = 1 << 2
    Pseudo: Final = 1 << 3
    Return: Final = 1 << 4
    EHScopeReturn: Final = 1 << 5
    Call: Final = 1 << 6
    Barrier: Final = 1 << 7
    Terminator: Final = 1 << 8
    Branch: Final = 1 << 9
    IndirectBranch: Final = 1 << 10
    Compare: Final = 1 << 11
    MoveImm: Final = 1 << 12
    MoveReg: Final = 1 << 13
    Bitcast: Final = 1 << 14
    Select: Final = 1 << 15
    DelaySlot: Final = 1 << 16
    FoldableAsLoad: Final = 1 << 17
    MayLoad: Final = 1 << 18
    MayStore: Final = 1 << 19
    MayRaiseFPException: Final = 1 << 20
    Predicable: Final = 1 << 21
    NotDuplicable: Final = 1 << 22
    UnmodeledSideEffects: Final = 1 << 23
    Commutable: Final = 1 << 24
    ConvertibleTo3Addr: Final = 1 << 25
    UsesCustomInserter: Final = 1 << 26
    HasPostISelHook: Final = 1 << 27
    Rematerializable: Final = 1 << 28
    CheapAsAMove: Final = 1 << 29
    ExtraSrcRegAllocReq: Final = 1 << 30
    ExtraDefRegAllocReq: Final = 1 << 31
    RegSequence: Final = 1 << 32
    ExtractSubreg: Final = 1 << 33
    InsertSubreg: Final = 1 << 34
    Convergent: Final = 1 << 35
    Add: Final = 1 << 36
    Trap: Final = 1 << 37
    VariadicOpsAreDefs: Final = 1 << 38
    Authenticated: Final = 1 << 39


# Operand types (LLVM: MCOI::OperandType).
OPERAND_UNKNOWN: Final = 0
OPERAND_IMMEDIATE: Final = 1
OPERAND_REGISTER: Final = 2
OPERAND_MEMORY: Final = 3
OPERAND_PCREL: Final = 4

# Operand flags (LLVM: MCOI::OperandFlags, plus the early-clobber bit the MC tables keep beside them).
OPERAND_FLAG_LOOKUP_PTR_REG_CLASS: Final = 1 << 0
OPERAND_FLAG_PREDICATE: Final = 1 << 1
OPERAND_FLAG_OPTIONAL_DEF: Final = 1 << 2
OPERAND_FLAG_BRANCH_TARGET: Final = 1 << 3
OPERAND_FLAG_EARLY_CLOBBER: Final = 1 << 4

#: One operand's static information, the layout of the generated tables (``pyllc/mc/instr_info.py``):
#: (operand type, register class id or -1, operand flags, tied-to operand or -1).
OperandInfo = tuple[int, int, int, int]


class InstrDesc:
    """The descriptor of one opcode (LLVM ``MCInstrDesc``); one shared object per opcode."""

    __slots__ = (
        "opcode",
        "name",
        "flags",
        "num_operands",
        "num_defs",
        "operands",
        "implicit_defs",
        "implicit_uses",
        "size",
    )

    def __init__(
        self,
        opcode: int,
        name: str,
        flags: int,
        num_defs: int,
        operands: tuple[OperandInfo, ...],
        implicit_defs: tuple[int, ...] = (),
        implicit_uses: tuple[int, ...] = (),
        size: int = 0,
    ) -> None:
        self.opcode = opcode
        self.name = name
        self.flags = flags
        self.num_operands = len(operands)
        self.num_defs = num_defs
        self.operands = operands
        self.implicit_defs = implicit_defs
        self.implicit_uses = implicit_uses
        self.size = size

    def tied_to(self, op_idx: int) -> int:
        """The operand ``op_idx`` is tied to (``MCOI::TIED_TO`` constraint), or -1."""
        ops = self.operands
        if op_idx < len(ops):
            return ops[op_idx][3]
        return -1

    def is_early_clobber(self, op_idx: int) -> bool:
        ops = self.operands
        return op_idx < len(ops) and ops[op_idx][2] & OPERAND_FLAG_EARLY_CLOBBER != 0

    def reg_class(self, op_idx: int) -> int:
        ops = self.operands
        if op_idx < len(ops):
            return ops[op_idx][1]
        return -1

    def is_variadic(self) -> bool:
        return self.flags & MCID.Variadic != 0

    def __repr__(self) -> str:
        return f"<InstrDesc {self.name}>"
