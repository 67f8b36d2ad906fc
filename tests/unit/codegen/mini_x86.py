"""A hand-made miniature of the x86 target tables, for unit tests of the machine layer.

It follows the contract of the generated ``pyllc/targets/x86/gen`` modules (names in LLVM's spelling,
register 0 = no register, class ids, operand-info tuples ``(type, reg class, flags, tied-to)``) with just the
registers, classes and opcodes the tests use.  Opcode and register *names*, operand orders and flags are
LLVM 14's; numbers are local to this file.
"""

from __future__ import annotations

from typing import Any

from pyllc.codegen.machine.function import MachineFunction
from pyllc.codegen.machine.instr_desc import (
    MCID,
    OPERAND_IMMEDIATE,
    OPERAND_MEMORY,
    OPERAND_PCREL,
    OPERAND_REGISTER,
    OPERAND_UNKNOWN,
    OperandInfo,
)
from pyllc.codegen.target_opcodes import GENERIC_OPCODE_NAMES
from pyllc.target.frame_lowering import STACK_GROWS_DOWN, TargetFrameLowering
from pyllc.target.instr_info import TargetInstrInfo
from pyllc.target.register_info import RegisterTables, TargetRegisterInfo
from pyllc.target.subtarget_info import TargetSubtargetInfo

REG_NAMES = (
    "NoRegister",
    "AL",
    "AX",
    "EAX",
    "RAX",
    "EDI",
    "RDI",
    "ESI",
    "RSI",
    "EFLAGS",
    "RIP",
    "RSP",
    "SSP",
    "EBX",
    "RBX",
    "XMM0",
)
(NoRegister, AL, AX, EAX, RAX, EDI, RDI, ESI, RSI, EFLAGS, RIP, RSP, SSP, EBX, RBX, XMM0) = range(
    len(REG_NAMES)
)

SUB_REG_INDEX_NAMES = (
    "",
    "sub_8bit",
    "sub_8bit_hi",
    "sub_8bit_hi_phony",
    "sub_16bit",
    "sub_16bit_hi",
    "sub_32bit",
)
sub_8bit, sub_16bit, sub_32bit = 1, 4, 6

_SUBS: dict[int, tuple[tuple[int, int], ...]] = {
    AX: ((sub_8bit, AL),),
    EAX: ((sub_16bit, AX), (sub_8bit, AL)),
    RAX: ((sub_32bit, EAX), (sub_16bit, AX), (sub_8bit, AL)),
    RDI: ((sub_32bit, EDI),),
    RSI: ((sub_32bit, ESI),),
    RBX: ((sub_32bit, EBX),),
}
_UNITS = {
    AL: 0b1,
    AX: 0b11,
    EAX: 0b111,
    RAX: 0b111,
    EDI: 1 << 3,
    RDI: 1 << 3,
    ESI: 1 << 4,
    RSI: 1 << 4,
    EFLAGS: 1 << 5,
    RIP: 1 << 6,
    RSP: 1 << 7,
    SSP: 1 << 8,
    EBX: 1 << 9,
    RBX: 1 << 9,
    XMM0: 1 << 10,
}

CLASS_NAMES = ("GR8", "GR32", "GR64", "GR64_NOSP", "CCR", "FR64")
GR8, GR32, GR64, GR64_NOSP, CCR, FR64 = range(len(CLASS_NAMES))
_ORDERS = (
    (AL,),
    (EAX, ESI, EDI, EBX),
    (RAX, RSI, RDI, RBX, RSP, RIP),
    (RAX, RSI, RDI, RBX),
    (EFLAGS,),
    (XMM0,),
)


def _mask(regs: tuple[int, ...]) -> int:
    m = 0
    for r in regs:
        m |= 1 << r
    return m


TABLES = RegisterTables(
    names=REG_NAMES,
    sub_reg_index_names=SUB_REG_INDEX_NAMES,
    sub_regs=tuple(_SUBS.get(r, ()) for r in range(len(REG_NAMES))),
    reg_units=tuple(_UNITS.get(r, 0) for r in range(len(REG_NAMES))),
    class_names=CLASS_NAMES,
    class_members=tuple(_mask(o) for o in _ORDERS),
    class_orders=_ORDERS,
    class_spill_sizes=(1, 4, 8, 8, 4, 8),
    class_spill_aligns=(1, 4, 8, 8, 4, 8),
    callee_saved={"CSR_64": (RBX,)},
    reg_masks={"CSR_64": _mask((EBX, RBX))},
    class_copy_costs=(1, 1, 1, 1, -1, 1),
)

R = OPERAND_REGISTER
IMM = OPERAND_IMMEDIATE
M = OPERAND_MEMORY


def _reg(rc: int, tied: int = -1) -> OperandInfo:
    return (R, rc, 0, tied)


_IMM: OperandInfo = (IMM, -1, 0, -1)
_MEM64: tuple[OperandInfo, ...] = (
    (M, GR64, 0, -1),
    (M, -1, 0, -1),
    (M, GR64_NOSP, 0, -1),
    (M, -1, 0, -1),
    (M, -1, 0, -1),
)
_ANY: OperandInfo = (OPERAND_UNKNOWN, -1, 0, -1)

# name, flags, num_defs, operands, implicit defs, implicit uses
_TARGET_OPS: tuple[tuple[str, int, int, tuple[OperandInfo, ...], tuple[int, ...], tuple[int, ...]], ...] = (
    (
        "ADD32rr",
        MCID.Commutable | MCID.ConvertibleTo3Addr,
        1,
        (_reg(GR32), _reg(GR32, 0), _reg(GR32)),
        (EFLAGS,),
        (),
    ),
    ("SUB32ri8", 0, 1, (_reg(GR32), _reg(GR32, 0), _IMM), (EFLAGS,), ()),
    ("JCC_1", MCID.Branch | MCID.Terminator, 0, ((OPERAND_PCREL, -1, 0, -1), _IMM), (), (EFLAGS,)),
    ("JMP_1", MCID.Branch | MCID.Terminator | MCID.Barrier, 0, ((OPERAND_PCREL, -1, 0, -1),), (), ()),
    ("MOV64rm", MCID.MayLoad | MCID.FoldableAsLoad, 1, (_reg(GR64),) + _MEM64, (), ()),
    ("IMUL32rm", MCID.MayLoad, 1, (_reg(GR32), _reg(GR32, 0)) + _MEM64, (EFLAGS,), ()),
    ("RET", MCID.Return | MCID.Terminator | MCID.Barrier | MCID.Variadic | MCID.Pseudo, 0, (_IMM,), (), ()),
    ("MOV32mr", MCID.MayStore, 0, _MEM64 + (_reg(GR32),), (), ()),
    ("ADJCALLSTACKDOWN64", MCID.Pseudo, 0, (_IMM, _IMM, _IMM), (RSP, EFLAGS, SSP), (RSP, SSP)),
    ("ADJCALLSTACKUP64", MCID.Pseudo, 0, (_IMM, _IMM), (RSP, EFLAGS, SSP), (RSP, SSP)),
    ("CALL64pcrel32", MCID.Call | MCID.Variadic, 0, ((OPERAND_PCREL, -1, 0, -1),), (), (RSP, SSP)),
    ("MOV32ri", MCID.MoveImm | MCID.Rematerializable | MCID.CheapAsAMove, 1, (_reg(GR32), _IMM), (), ()),
    ("MOV32rr", MCID.MoveReg, 1, (_reg(GR32), _reg(GR32)), (), ()),
    ("ADDSDrm", MCID.MayLoad | MCID.MayRaiseFPException, 1, (_reg(FR64), _reg(FR64, 0)) + _MEM64, (), ()),
    (
        "JMP64m",
        MCID.Branch | MCID.Terminator | MCID.Barrier | MCID.IndirectBranch | MCID.MayLoad,
        0,
        _MEM64,
        (),
        (),
    ),
    ("MOV32r0", MCID.Rematerializable | MCID.CheapAsAMove | MCID.Pseudo, 1, (_reg(GR32),), (EFLAGS,), ()),
)


def _generic(name: str) -> tuple[int, int, tuple[OperandInfo, ...]]:
    """(flags, num_defs, operands) of a generic opcode, as Target.td declares them."""
    if name in (
        "PHI",
        "INLINEASM",
        "INLINEASM_BR",
        "BUNDLE",
        "REG_SEQUENCE",
        "DBG_VALUE",
        "DBG_VALUE_LIST",
        "KILL",
        "STATEPOINT",
    ):
        n_defs = 1 if name in ("PHI", "REG_SEQUENCE") else 0
        return MCID.Variadic | MCID.Pseudo, n_defs, (_ANY,) * n_defs
    if name in ("COPY", "COPY_TO_REGCLASS"):
        return MCID.Pseudo, 1, (_ANY, _ANY) if name == "COPY" else (_ANY, _ANY, _IMM)
    if name == "IMPLICIT_DEF":
        return MCID.Pseudo | MCID.Rematerializable | MCID.CheapAsAMove, 1, (_ANY,)
    if name == "SUBREG_TO_REG":
        return MCID.Pseudo, 1, (_ANY, _ANY, _ANY, _IMM)
    if name == "EXTRACT_SUBREG":
        return MCID.Pseudo, 1, (_ANY, _ANY, _IMM)
    if name == "INSERT_SUBREG":
        return MCID.Pseudo, 1, (_ANY, (OPERAND_UNKNOWN, -1, 0, 0), _ANY, _IMM)
    return MCID.Pseudo, 0, ()


_ALL = tuple((n,) + _generic(n) + ((), ()) for n in GENERIC_OPCODE_NAMES) + _TARGET_OPS
OPCODES = {row[0]: i for i, row in enumerate(_ALL)}


class MiniX86InstrInfo(TargetInstrInfo):
    def __init__(self) -> None:
        super().__init__(
            [r[0] for r in _ALL],
            [r[1] for r in _ALL],
            [r[2] for r in _ALL],
            [r[3] for r in _ALL],
            [r[4] for r in _ALL],
            [r[5] for r in _ALL],
            call_frame_setup_opcode=OPCODES["ADJCALLSTACKDOWN64"],
            call_frame_destroy_opcode=OPCODES["ADJCALLSTACKUP64"],
        )

    def get_serializable_direct_machine_operand_target_flags(self) -> tuple[tuple[int, str], ...]:
        return ((5, "x86-gotpcrel"), (6, "x86-plt"))


class MiniX86RegisterInfo(TargetRegisterInfo):
    def get_callee_saved_regs(self, mf: Any) -> tuple[int, ...]:
        return self.tables.callee_saved["CSR_64"]

    def get_call_preserved_mask(self, mf: Any, calling_conv: int) -> int:
        return self.tables.reg_masks["CSR_64"]

    def get_frame_register(self, mf: Any) -> int:
        return RSP


def subtarget() -> TargetSubtargetInfo:
    return TargetSubtargetInfo(
        "x86_64-unknown-linux-gnu",
        "x86-64",
        0,
        MiniX86InstrInfo(),
        MiniX86RegisterInfo(TABLES),
        TargetFrameLowering(STACK_GROWS_DOWN, 16, -8),
    )


def new_function(name: str, sti: TargetSubtargetInfo | None = None) -> MachineFunction:
    mf = MachineFunction(name, sti or subtarget())
    mf.alignment = 16
    return mf


class FakeGlobal:
    """Stands in for an IR global in operands and memory operands."""

    is_global_value = True

    def __init__(self, name: str) -> None:
        self.name = name


class FakeValue:
    """Stands in for a named or numbered local IR value (an alloca, an argument, a block)."""

    is_global_value = False

    def __init__(self, name: str, slot: int | None = None) -> None:
        self.name = name
        self.slot = slot


class FakeConstant:
    def __init__(self, typed: str, untyped: str) -> None:
        self.typed = typed
        self.untyped = untyped

    def print_as_operand(self, with_type: bool) -> str:
        return self.typed if with_type else self.untyped
