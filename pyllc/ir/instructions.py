"""What it is (LLVM: lib/IR/Instruction.cpp, Instructions.cpp, include/llvm/IR/Instruction.def):
IR instructions.

One slotted class, :class:`Instruction`, represents every instruction; ``opcode`` is an
int with LLVM 14's ``Instruction::Opcode`` numbering (``Ret`` = 1 ... ``Freeze`` = 67),
and the per-opcode fields are ordinary slots:

- ``flags``: an int of ``NUW``/``NSW``/``EXACT``/``INBOUNDS``/``VOLATILE``/``WEAK``/
  ``CLEANUP``/``INALLOCA``/``SWIFTERROR`` bits, with the fast-math flags in the bits from
  ``FMF_SHIFT`` up (LLVM's FastMathFlags order: reassoc nnan ninf nsz arcp contract afn).
- ``pred``: the icmp/fcmp predicate (LLVM's CmpInst::Predicate numbers) or the atomicrmw
  operation (AtomicRMWInst::BinOp).
- ``align``: alignment in bytes (0 = not given); ``ordering``/``ordering2`` (AtomicOrdering
  numbers; ``ordering2`` is cmpxchg's failure ordering) and ``syncscope`` ("" = system).
- ``extra``: the remaining opcode-specific data — alloca: ``(allocated type, addrspace)``;
  getelementptr: the source element type; extractvalue/insertvalue: the index tuple; phi:
  the list of incoming blocks (parallel to the operands); call/invoke/callbr:
  a :class:`CallInfo`; landingpad: the clause kinds (``CATCH``/``FILTER``, parallel to the
  operands); catchswitch: True when an unwind destination ends the operand list.
- ``md``: attached metadata as a list of ``(kind id, node)`` pairs (or None).
- ``loc``: the offset of the instruction in the source text (-1 when built in memory), for
  located verifier errors.

Operand layouts follow LLVM: br ``[cond, true, false]`` or ``[dest]``; switch ``[cond,
default, v0, dest0, v1, dest1, ...]``; call ``[args..., bundle inputs..., callee]``;
invoke ``[args..., bundle inputs..., normal, unwind, callee]``; callbr ``[args..., bundle
inputs..., default, indirect..., callee]``; store ``[value, pointer]``.
"""

from __future__ import annotations

from typing import Any

from pyllc.ir.types import Type
from pyllc.ir.values import BasicBlock, User, Value

# Instruction::Opcode (LLVM 14 Instruction.def).
Ret, Br, Switch, IndirectBr, Invoke, Resume, Unreachable, CleanupRet, CatchRet, CatchSwitch, CallBr = range(
    1, 12
)
FNeg = 12
(Add, FAdd, Sub, FSub, Mul, FMul, UDiv, SDiv, FDiv, URem, SRem, FRem, Shl, LShr, AShr, And, Or, Xor) = range(
    13, 31
)
Alloca, Load, Store, GetElementPtr, Fence, AtomicCmpXchg, AtomicRMW = range(31, 38)
(
    Trunc,
    ZExt,
    SExt,
    FPToUI,
    FPToSI,
    UIToFP,
    SIToFP,
    FPTrunc,
    FPExt,
    PtrToInt,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
) = range(38, 51)
CleanupPad, CatchPad = 51, 52
(
    ICmp,
    FCmp,
    PHI,
    Call,
    Select,
    UserOp1,
    UserOp2,
    VAArg,
    ExtractElement,
    InsertElement,
    ShuffleVector,
    ExtractValue,
    InsertValue,
    LandingPad,
    Freeze,
) = range(53, 68)

OPCODE_NAMES: dict[int, str] = {
    Ret: "ret",
    Br: "br",
    Switch: "switch",
    IndirectBr: "indirectbr",
    Invoke: "invoke",
    Resume: "resume",
    Unreachable: "unreachable",
    CleanupRet: "cleanupret",
    CatchRet: "catchret",
    CatchSwitch: "catchswitch",
    CallBr: "callbr",
    FNeg: "fneg",
    Add: "add",
    FAdd: "fadd",
    Sub: "sub",
    FSub: "fsub",
    Mul: "mul",
    FMul: "fmul",
    UDiv: "udiv",
    SDiv: "sdiv",
    FDiv: "fdiv",
    URem: "urem",
    SRem: "srem",
    FRem: "frem",
    Shl: "shl",
    LShr: "lshr",
    AShr: "ashr",
    And: "and",
    Or: "or",
    Xor: "xor",
    Alloca: "alloca",
    Load: "load",
    Store: "store",
    GetElementPtr: "getelementptr",
    Fence: "fence",
    AtomicCmpXchg: "cmpxchg",
    AtomicRMW: "atomicrmw",
    Trunc: "trunc",
    ZExt: "zext",
    SExt: "sext",
    FPToUI: "fptoui",
    FPToSI: "fptosi",
    UIToFP: "uitofp",
    SIToFP: "sitofp",
    FPTrunc: "fptrunc",
    FPExt: "fpext",
    PtrToInt: "ptrtoint",
    IntToPtr: "inttoptr",
    BitCast: "bitcast",
    AddrSpaceCast: "addrspacecast",
    CleanupPad: "cleanuppad",
    CatchPad: "catchpad",
    ICmp: "icmp",
    FCmp: "fcmp",
    PHI: "phi",
    Call: "call",
    Select: "select",
    VAArg: "va_arg",
    ExtractElement: "extractelement",
    InsertElement: "insertelement",
    ShuffleVector: "shufflevector",
    ExtractValue: "extractvalue",
    InsertValue: "insertvalue",
    LandingPad: "landingpad",
    Freeze: "freeze",
}
OPCODE_BY_NAME: dict[str, int] = {v: k for k, v in OPCODE_NAMES.items()}

TERMINATORS = frozenset(range(Ret, CallBr + 1))
BINARY_OPS = frozenset(range(Add, Xor + 1))
INT_BINARY_OPS = frozenset((Add, Sub, Mul, UDiv, SDiv, URem, SRem, Shl, LShr, AShr, And, Or, Xor))
FP_BINARY_OPS = frozenset((FAdd, FSub, FMul, FDiv, FRem))
CAST_OPS = frozenset(range(Trunc, AddrSpaceCast + 1))
WRAP_OPS = frozenset((Add, Sub, Mul, Shl))  # take nuw/nsw
EXACT_OPS = frozenset((UDiv, SDiv, LShr, AShr))  # take exact

# flags bits
NUW = 1
NSW = 2
EXACT = 4
INBOUNDS = 8
VOLATILE = 16
WEAK = 32
CLEANUP = 64
INALLOCA = 128
SWIFTERROR = 256
DISJOINT = 512
NNEG = 1024
FMF_SHIFT = 16
FMF_NAMES = ("reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn")
FMF_FAST = 0x7F

# CmpInst::Predicate
FCMP_NAMES = (
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
ICMP_NAMES = {
    32: "eq",
    33: "ne",
    34: "ugt",
    35: "uge",
    36: "ult",
    37: "ule",
    38: "sgt",
    39: "sge",
    40: "slt",
    41: "sle",
}
FCMP_BY_NAME = {n: i for i, n in enumerate(FCMP_NAMES)}
ICMP_BY_NAME = {n: i for i, n in ICMP_NAMES.items()}

# AtomicOrdering
ORDERING_NAMES = {
    1: "unordered",
    2: "monotonic",
    3: "consume",
    4: "acquire",
    5: "release",
    6: "acq_rel",
    7: "seq_cst",
}
ORDERING_BY_NAME = {n: i for i, n in ORDERING_NAMES.items()}

# AtomicRMWInst::BinOp
RMW_NAMES = (
    "xchg",
    "add",
    "sub",
    "and",
    "nand",
    "or",
    "xor",
    "max",
    "min",
    "umax",
    "umin",
    "fadd",
    "fsub",
    "fmax",
    "fmin",
    "uinc_wrap",
    "udec_wrap",
)
RMW_BY_NAME = {n: i for i, n in enumerate(RMW_NAMES)}

# landingpad clause kinds
CATCH = 0
FILTER = 1

# call tail kinds
TCK_None, TCK_Tail, TCK_MustTail, TCK_NoTail = 0, 1, 2, 3
TAIL_NAMES = ("", "tail ", "musttail ", "notail ")


class CallInfo:
    """The call-site data of call/invoke/callbr: function type, calling convention, attributes,
    tail kind, operand bundles ``[(tag, first operand index, end index)]``, argument count and
    (callbr) the number of indirect destinations."""

    __slots__ = ("ftype", "cc", "attrs", "tail", "bundles", "num_args", "num_indirect", "addrspace")

    def __init__(
        self, ftype: Type, cc: int, attrs: Any, tail: int, bundles: list[tuple[str, int, int]], num_args: int
    ) -> None:
        self.ftype = ftype
        self.cc = cc
        self.attrs = attrs
        self.tail = tail
        self.bundles = bundles
        self.num_args = num_args
        self.num_indirect = 0
        self.addrspace = -1


class Instruction(User):
    """An IR instruction (see the module docstring for the meaning of each slot)."""

    __slots__ = (
        "opcode",
        "parent",
        "flags",
        "pred",
        "align",
        "ordering",
        "ordering2",
        "syncscope",
        "extra",
        "md",
        "loc",
    )

    def __init__(self, opcode: int, ty: Type, operands: list[Value], name: str = "") -> None:
        self.type = ty
        self.name = name
        self.uses = []
        self.operands = operands
        for op in operands:
            op.uses.append(self)
        self.opcode = opcode
        self.parent: BasicBlock | None = None
        self.flags = 0
        self.pred = 0
        self.align = 0
        self.ordering = 0
        self.ordering2 = 0
        self.syncscope = ""
        self.extra: Any = None
        self.md: list[tuple[int, Any]] | None = None
        self.loc = -1

    def is_terminator(self) -> bool:
        return self.opcode in TERMINATORS

    @property
    def opcode_name(self) -> str:
        return OPCODE_NAMES[self.opcode]

    def callee(self) -> Value:
        """The called value of a call/invoke/callbr (the last operand)."""
        return self.operands[-1]

    def successors(self) -> list[BasicBlock]:
        """The blocks a terminator may transfer control to (LLVM: successors())."""
        op = self.opcode
        ops = self.operands
        if op == Br:
            return [ops[0]] if len(ops) == 1 else [ops[1], ops[2]]
        if op == Switch:
            return [ops[1]] + [ops[i] for i in range(3, len(ops), 2)]
        if op == IndirectBr:
            return list(ops[1:])
        if op == Invoke:
            return [ops[-3], ops[-2]]
        if op == CallBr:
            n = self.extra.num_indirect
            return list(ops[-2 - n : -1])
        if op == CatchSwitch:
            return [o for o in ops[1:] if isinstance(o, BasicBlock)]
        if op in (CleanupRet, CatchRet):
            return [o for o in ops[1:] if isinstance(o, BasicBlock)]
        return []
