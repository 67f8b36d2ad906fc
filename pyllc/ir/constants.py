"""What it is (LLVM: lib/IR/Constants.cpp): constants and constant expressions.

Scalar constants that are looked up by value (integers, null, undef, poison, zero
aggregates, ``none``) are uniqued in the :class:`~pyllc.ir.context.Context`, keyed by
``(tag, type, value)`` tuples, so asking twice for ``i32 7`` gives the same object.
Aggregates (``[2 x i32] [...]``, ``{ ... }``, ``<...>``, ``c"..."``) and constant
expressions are :class:`~pyllc.ir.values.User` objects whose operands are constants.

A :class:`ConstantInt` keeps its value as a Python int in signed form (LLVM prints
integers signed; ``i1`` prints ``true``/``false``).  A :class:`ConstantFP` keeps the
bit pattern when it is known and the literal's source spelling (LLVM's decimal or hex
forms), which the printer writes back so the value survives exactly.

A :class:`ConstantExpr` stores its opcode with LLVM's Instruction::Opcode numbering
(see :mod:`pyllc.ir.instructions`) and the same per-opcode fields as the instruction:
``flags`` (nuw/nsw/exact/inbounds), ``pred`` (icmp/fcmp), ``source_type`` (gep),
``indices`` (extractvalue/insertvalue), ``inrange`` (gep: operand index or -1).
"""

from __future__ import annotations

from pyllc.ir.context import Context
from pyllc.ir.types import Type
from pyllc.ir.values import BasicBlock, User, Value


class Constant(User):
    """Base of all constants (LLVM: Constant)."""

    __slots__ = ()

    def uniquing_key(self) -> object:
        """Equal keys = the same constant as LLVM sees it (LLVM uniques constants in the context, so a pointer
        comparison tells them apart; a machine constant pool keeps one entry per constant).  The scalars
        the Context uniques compare as objects; others override this."""
        return id(self)


class ConstantInt(Constant):
    __slots__ = ("value",)

    def __init__(self, ty: Type, value: int) -> None:
        super().__init__(ty, [])
        self.value = value


class ConstantFP(Constant):
    """A floating-point constant: ``bits`` (the IEEE/x87 pattern, or -1 if unknown) and ``text``."""

    __slots__ = ("bits", "text")

    def __init__(self, ty: Type, bits: int, text: str) -> None:
        super().__init__(ty, [])
        self.bits = bits
        self.text = text

    def uniquing_key(self) -> object:
        """What makes two of these the same constant: LLVM uniques ConstantFP by type and value, so a
        constant pool holds one entry for them (``MachineConstantPool::getConstantPoolIndex``)."""
        return ("fp", self.type.tid, self.bits) if self.bits >= 0 else id(self)


class ConstantPointerNull(Constant):
    __slots__ = ()


class ConstantTokenNone(Constant):
    __slots__ = ()


class UndefValue(Constant):
    __slots__ = ()


class PoisonValue(UndefValue):
    __slots__ = ()


class ConstantAggregateZero(Constant):
    __slots__ = ()


class ConstantTargetNone(Constant):
    """``zeroinitializer`` of a target extension type (LLVM 16)."""

    __slots__ = ()


class ConstantArray(Constant):
    __slots__ = ()

    def uniquing_key(self) -> object:
        return _aggregate_key(self)


class ConstantStruct(Constant):
    __slots__ = ()

    def uniquing_key(self) -> object:
        return _aggregate_key(self)


class ConstantVector(Constant):
    __slots__ = ()

    def uniquing_key(self) -> object:
        return _aggregate_key(self)


class ConstantDataArray(Constant):
    """A ``c"..."`` string constant: ``data`` holds the bytes (an ``[N x i8]`` array)."""

    __slots__ = ("data",)

    def __init__(self, ty: Type, data: bytes) -> None:
        super().__init__(ty, [])
        self.data = data

    def uniquing_key(self) -> object:
        return ("data", str(self.type), self.data)


def _aggregate_key(c: Constant) -> object:
    """An aggregate constant is its type and its elements (LLVM ``ConstantUniqueMap`` of aggregates)."""
    return (
        type(c).__name__,
        str(c.type),
        tuple(op.uniquing_key() if isinstance(op, Constant) else id(op) for op in c.operands),
    )


class ConstantExpr(Constant):
    __slots__ = ("opcode", "flags", "pred", "source_type", "indices", "inrange")

    def __init__(
        self,
        ty: Type,
        opcode: int,
        operands: list[Value],
        flags: int = 0,
        pred: int = 0,
        source_type: Type | None = None,
        indices: tuple[int, ...] = (),
        inrange: int = -1,
    ) -> None:
        super().__init__(ty, operands)
        self.opcode = opcode
        self.flags = flags
        self.pred = pred
        self.source_type = source_type
        self.indices = indices
        self.inrange = inrange


class BlockAddress(Constant):
    """``blockaddress(@f, %bb)``: operands are the function and the block."""

    __slots__ = ()

    def __init__(self, ty: Type, function: Value, block: BasicBlock | Value) -> None:
        super().__init__(ty, [function, block])


class DSOLocalEquivalent(Constant):
    """``dso_local_equivalent @f``."""

    __slots__ = ()


class NoCFIValue(Constant):
    """``no_cfi @f``."""

    __slots__ = ()


def get_int(ctx: Context, ty: Type, value: int) -> ConstantInt:
    """The uniqued ``ConstantInt`` of ``ty`` (an integer type) holding ``value`` (wrapped, kept signed)."""
    bits = ty.bits
    if bits:
        mask = (1 << bits) - 1
        value &= mask
        if value >> (bits - 1):
            value -= 1 << bits
    key = (ty, value)
    c = ctx.constants.get(key)
    if c is None:
        c = ConstantInt(ty, value)
        ctx.constants[key] = c
    return c


def _get_simple(ctx: Context, cls: type[Constant], ty: Type) -> Constant:
    key = (cls, ty)
    c = ctx.constants.get(key)
    if c is None:
        c = cls(ty, [])
        ctx.constants[key] = c
    return c


def get_null(ctx: Context, ty: Type) -> Constant:
    return _get_simple(ctx, ConstantPointerNull, ty)


def get_undef(ctx: Context, ty: Type) -> Constant:
    return _get_simple(ctx, UndefValue, ty)


def get_poison(ctx: Context, ty: Type) -> Constant:
    return _get_simple(ctx, PoisonValue, ty)


def get_zero_aggregate(ctx: Context, ty: Type) -> Constant:
    return _get_simple(ctx, ConstantAggregateZero, ty)


def get_token_none(ctx: Context) -> Constant:
    return _get_simple(ctx, ConstantTokenNone, ctx.token_ty)
