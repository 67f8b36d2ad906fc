"""What it is (LLVM: lib/IR/ConstantFold.cpp and the ConstantExpr::get* entry points of Constants.cpp):
the target-independent constant folder that LLVM runs whenever a constant expression is built.

LLParser builds every constant expression through ``ConstantExpr::getCast``/``get``/``getICmp``/
``getSelect``/``getGetElementPtr``, which fold first and build an expression only when nothing folds,
so ``llvm-as`` writes ``i64 8`` for ``add (i64 4, i64 4)`` and a single getelementptr for a
getelementptr of a getelementptr.  The ``get_*`` functions here are those entry points: each returns
the folded constant, or a new :class:`ConstantExpr` when LLVM would keep the expression.

Folded as LLVM 14 folds them (scalars; see ``ConstantFoldCastInstruction``,
``ConstantFoldBinaryInstruction``, ``ConstantFoldCompareInstruction``, ``ConstantFoldSelectInstruction``,
``ConstantFoldGetElementPtr``):

- casts: of poison/undef, of null values, cast-of-cast pairs (``isEliminableCastPair`` for the integer
  extension/truncation and bitcast pairs), bitcast of a pointer to an aggregate into a getelementptr to
  its first element, a cast of an all-zero getelementptr into a cast of its base, integer casts of
  integers;
- integer binary operators: identities, poison and scalar undef operands, i1 arithmetic, two integers,
  commuting an integer left operand to the right;
- icmp of two integers, of equal constants, of undef/poison; select of a known condition;
- getelementptr: no-op and null forms, getelementptr of getelementptr, casts of arrays folded away,
  out-of-range array indices factored into the enclosing dimension, and the inbounds flag inferred
  for in-range indices into a global variable.

- floating point (in pyllc.support.apfloat, every format but ppc_fp128): fadd/fsub/fmul/fdiv/frem
  (frem of finite values), fneg, fcmp, conversions between formats and to and from integers,
  bitcasts between integers and floating point.

Not folded (the expression is kept, as a reader that folds less would keep it): vector operands
(element-wise folds), extract/insert of elements and values, comparisons of distinct globals, frem of
NaN, infinity or by zero, and the data-layout-dependent folds of ``Analysis/ConstantFolding.cpp``
(which ``llvm-as`` does not run either).
"""

from __future__ import annotations

from typing import Sequence

from pyllc.ir import instructions as I
from pyllc.ir.constants import (
    Constant,
    ConstantAggregateZero,
    ConstantExpr,
    ConstantFP,
    ConstantInt,
    ConstantPointerNull,
    PoisonValue,
    UndefValue,
    get_int,
    get_null,
    get_poison,
    get_undef,
    get_zero_aggregate,
)
from pyllc.ir.context import Context
from pyllc.ir.module import ExternalWeakLinkage, Function, GlobalValue, GlobalVariable
from pyllc.ir.types import (
    FP_KIND_NAMES,
    PPC_FP128TyID,
    ArrayTyID,
    FixedVectorTyID,
    IntegerTyID,
    PointerTyID,
    ScalableVectorTyID,
    StructTyID,
    Type,
    X86_AMXTyID,
    X86_MMXTyID,
)
from pyllc.ir.values import Value
from pyllc.support import apfloat as APF

_CAST_OPCODES = frozenset(range(I.Trunc, I.AddrSpaceCast + 1))
_COMMUTATIVE = frozenset((I.Add, I.Mul, I.And, I.Or, I.Xor))
_VECTOR_TIDS = (FixedVectorTyID, ScalableVectorTyID)


# ------------------------------------------------------------------------------------ constant queries
def is_null_value(c: Value) -> bool:
    """Constant::isNullValue for the constants the folder meets (aggregates only as zeroinitializer)."""
    if isinstance(c, ConstantInt):
        return c.value == 0
    if isinstance(c, (ConstantPointerNull, ConstantAggregateZero)):
        return True
    if isinstance(c, ConstantFP):
        return c.bits == 0
    return False


def null_value(ctx: Context, ty: Type) -> Constant:
    """Constant::getNullValue(ty)."""
    tid = ty.tid
    if tid == IntegerTyID:
        return get_int(ctx, ty, 0)
    if tid == PointerTyID:
        return get_null(ctx, ty)
    if tid in (2, 3):  # float, double
        return ConstantFP(ty, 0, "0.0")
    if ty.is_floating_point():
        return ConstantFP(ty, 0, "zeroinitializer")
    return get_zero_aggregate(ctx, ty)


def _fp_kind(ty: Type) -> str | None:
    """The APFloat format of a floating-point type the folder computes in (ppc_fp128 is left alone)."""
    if ty.tid == PPC_FP128TyID:
        return None
    return FP_KIND_NAMES.get(ty.tid)


def _fp(c: Value) -> ConstantFP | None:
    return c if isinstance(c, ConstantFP) and c.bits >= 0 and _fp_kind(c.type) is not None else None


def _is_undef(c: Value) -> bool:
    return isinstance(c, UndefValue)


def _int(c: Value) -> ConstantInt | None:
    return c if isinstance(c, ConstantInt) else None


def _uval(c: ConstantInt) -> int:
    return c.value & ((1 << c.type.bits) - 1)


# ------------------------------------------------------------------------------------------- casts
def _eliminable_cast_pair(first: int, second: int, src: Type, mid: Type, dst: Type) -> int:
    """The opcode of ``second(first(x))`` as one cast, or 0 (CastInst::isEliminableCastPair as the
    constant folder calls it, with a 64-bit integer standing for the pointer size; floating-point
    rows are not folded)."""
    int_dst = dst.tid == IntegerTyID
    if second == I.Trunc:
        if first in (I.Trunc, I.PtrToInt):
            return first
        if first in (I.ZExt, I.SExt) and src.tid == IntegerTyID and int_dst:
            if src.bits < dst.bits:
                return first
            return I.Trunc if src.bits > dst.bits else I.BitCast
        return 0
    if second == I.ZExt:
        return I.ZExt if first == I.ZExt else 0
    if second == I.SExt:
        return first if first in (I.ZExt, I.SExt) else 0  # sext(zext x) = zext x
    if second == I.IntToPtr:
        if first == I.ZExt:
            return I.IntToPtr
        if first == I.PtrToInt and src.addrspace == dst.addrspace and mid.bits == 64:
            return I.BitCast
        return 0
    if second == I.PtrToInt:
        if first == I.IntToPtr and src.bits <= 64 and src.bits == dst.bits:
            return I.BitCast
        return I.PtrToInt if first == I.BitCast else 0
    if second == I.BitCast:
        if first == I.BitCast:
            return I.BitCast
        if first in (I.Trunc, I.ZExt, I.SExt, I.PtrToInt):
            return first if int_dst and src.tid not in _VECTOR_TIDS else 0
        if first == I.IntToPtr:
            return I.IntToPtr if mid.tid == PointerTyID and dst.tid == PointerTyID else 0
        return 0
    return 0


def _type_at_index_zero(ty: Type) -> Type | None:
    """GetElementPtrInst::getTypeAtIndex(ty, 0)."""
    tid = ty.tid
    if tid == StructTyID:
        return ty.params[0] if ty.params else None
    if tid == ArrayTyID or tid in _VECTOR_TIDS:
        return ty.elem
    return None


def _fold_bitcast(ctx: Context, v: Constant, dty: Type) -> Constant | None:
    """FoldBitCast: no-op casts, pointer to an aggregate -> getelementptr to its first element."""
    sty = v.type
    if sty is dty:
        return v
    if sty.tid == PointerTyID and dty.tid == PointerTyID:
        src_elem, dst_elem = sty.pointee, dty.pointee
        if (
            src_elem is not None
            and dst_elem is not None
            and sty.addrspace == dty.addrspace
            and src_elem.is_sized()
        ):
            zero = get_int(ctx, ctx.int_type(32), 0)
            idx: list[Value] = [zero]
            el: Type | None = src_elem
            while el is not None and el is not dst_elem:
                el = _type_at_index_zero(el)
                idx.append(zero)
            if el is dst_elem:
                return get_gep(ctx, src_elem, v, idx, True)
    if isinstance(v, ConstantPointerNull):
        return get_null(ctx, dty)
    if isinstance(v, ConstantInt):
        if dty.tid == IntegerTyID:
            return v
        if _fp_kind(dty) is not None:
            return ConstantFP(dty, _uval(v), "")
        return None
    if _fp(v) is not None and dty.tid == IntegerTyID:
        return get_int(ctx, dty, v.bits)  # type: ignore[attr-defined]
    return None


def fold_cast(ctx: Context, op: int, v: Constant, dty: Type) -> Constant | None:
    """ConstantFoldCastInstruction for scalars; None when nothing folds."""
    if isinstance(v, PoisonValue):
        return get_poison(ctx, dty)
    if isinstance(v, UndefValue):
        if op in (I.ZExt, I.SExt, I.UIToFP, I.SIToFP):
            return null_value(ctx, dty)
        return get_undef(ctx, dty)
    if is_null_value(v) and dty.tid not in (X86_MMXTyID, X86_AMXTyID) and op != I.AddrSpaceCast:
        return null_value(ctx, dty)
    if isinstance(v, ConstantExpr):
        if v.opcode in _CAST_OPCODES:
            src = v.operands[0]
            new_op = _eliminable_cast_pair(v.opcode, op, src.type, v.type, dty)
            if new_op:
                return get_cast(ctx, new_op, src, dty)  # type: ignore[arg-type]
        elif (
            v.opcode == I.GetElementPtr
            and op != I.AddrSpaceCast
            and v.inrange < 0
            and v.type.tid not in _VECTOR_TIDS
            and all(is_null_value(x) for x in v.operands[1:])
        ):
            return get_pointer_cast(ctx, v.operands[0], dty)  # type: ignore[arg-type]
    if v.type.tid in _VECTOR_TIDS or dty.tid in _VECTOR_TIDS:
        return None
    ci = _int(v)
    cf = _fp(v)
    if op in (I.FPTrunc, I.FPExt):
        kind = _fp_kind(dty)
        if cf is None or kind is None:
            return None
        return ConstantFP(dty, APF.convert(FP_KIND_NAMES[v.type.tid], kind, cf.bits)[0], "")
    if op in (I.FPToUI, I.FPToSI):
        if cf is None:
            return None
        value, status = APF.convert_to_int(FP_KIND_NAMES[v.type.tid], cf.bits, dty.bits, op == I.FPToSI)
        return get_poison(ctx, dty) if status & APF.OP_INVALID_OP else get_int(ctx, dty, value)
    if op in (I.UIToFP, I.SIToFP):
        kind = _fp_kind(dty)
        if ci is None or kind is None:
            return None
        value = ci.value if op == I.SIToFP else _uval(ci)
        return ConstantFP(dty, APF.convert_from_int(kind, value)[0], "")
    if op == I.ZExt:
        return get_int(ctx, dty, _uval(ci)) if ci is not None else None
    if op == I.SExt:
        return get_int(ctx, dty, ci.value) if ci is not None else None
    if op == I.Trunc:
        return get_int(ctx, dty, ci.value) if ci is not None else None
    if op == I.BitCast:
        return _fold_bitcast(ctx, v, dty)
    return None


def get_cast(ctx: Context, op: int, v: Constant, dty: Type) -> Constant:
    """ConstantExpr::getCast."""
    folded = fold_cast(ctx, op, v, dty)
    return folded if folded is not None else ConstantExpr(dty, op, [v])


def get_pointer_cast(ctx: Context, v: Constant, dty: Type) -> Constant:
    """ConstantExpr::getPointerCast: ptrtoint to an integer, else addrspacecast or bitcast."""
    if dty.tid == IntegerTyID:
        return get_cast(ctx, I.PtrToInt, v, dty)
    return get_cast(ctx, I.AddrSpaceCast if v.type.addrspace != dty.addrspace else I.BitCast, v, dty)


# --------------------------------------------------------------------------------- binary operators
def _fold_int_pair(ctx: Context, op: int, a: ConstantInt, b: ConstantInt) -> Constant | None:
    ty = a.type
    bits = ty.bits
    ua, ub = _uval(a), _uval(b)
    sa, sb = a.value, b.value
    if op == I.Add:
        r = ua + ub
    elif op == I.Sub:
        r = ua - ub
    elif op == I.Mul:
        r = ua * ub
    elif op == I.And:
        r = ua & ub
    elif op == I.Or:
        r = ua | ub
    elif op == I.Xor:
        r = ua ^ ub
    elif op in (I.Shl, I.LShr, I.AShr):
        if ub >= bits:
            return get_poison(ctx, ty)
        r = ua << ub if op == I.Shl else (ua >> ub if op == I.LShr else sa >> ub)
    elif op in (I.UDiv, I.URem):
        if ub == 0:
            return get_poison(ctx, ty)
        r = ua // ub if op == I.UDiv else ua % ub
    elif op in (I.SDiv, I.SRem):
        if sb == 0 or (sb == -1 and sa == -(1 << (bits - 1))):
            return get_poison(ctx, ty)
        q = abs(sa) // abs(sb)
        if (sa < 0) != (sb < 0):
            q = -q
        r = q if op == I.SDiv else sa - q * sb
    else:
        return None
    return get_int(ctx, ty, r)


def _all_ones(c: ConstantInt) -> bool:
    return c.value == -1


def fold_binary(ctx: Context, op: int, a: Constant, b: Constant) -> Constant | None:
    """ConstantFoldBinaryInstruction for integer scalars; None when nothing folds."""
    ty = a.type
    if ty.tid != IntegerTyID:
        return _fold_fp_binary(ctx, op, a, b)
    # The identity of the operator on either side (ConstantExpr::getBinOpIdentity).
    ia, ib = _int(a), _int(b)
    if op in (I.Add, I.Or, I.Xor, I.Mul, I.And):
        ident = (1 if op == I.Mul else (-1 if op == I.And else 0)) & ((1 << ty.bits) - 1)
        if ia is not None and _uval(ia) == ident:
            return b
        if ib is not None and _uval(ib) == ident:
            return a
    if isinstance(a, PoisonValue) or isinstance(b, PoisonValue):
        return get_poison(ctx, ty)
    ua, ub = _is_undef(a), _is_undef(b)
    if ua or ub:
        return _fold_undef_binary(ctx, op, a, b, ua, ub)
    if ib is not None and ia is None:
        v = ib.value
        if op in (I.Add, I.Sub) and v == 0:
            return a
        if op == I.Mul:
            if v == 0:
                return b
            if _uval(ib) == 1:
                return a
        elif op in (I.UDiv, I.SDiv):
            if _uval(ib) == 1:
                return a
            if v == 0:
                return get_poison(ctx, ty)
        elif op in (I.URem, I.SRem):
            if _uval(ib) == 1:
                return get_int(ctx, ty, 0)
            if v == 0:
                return get_poison(ctx, ty)
        elif op == I.And:
            if v == 0:
                return b
            if _all_ones(ib):
                return a
            if isinstance(a, ConstantExpr) and a.opcode == I.ZExt:
                low = (1 << a.operands[0].type.bits) - 1
                if _uval(ib) & low == low:
                    return a
        elif op == I.Or:
            if v == 0:
                return a
            if _all_ones(ib):
                return b
        elif op == I.Xor:
            if v == 0:
                return a
            if isinstance(a, ConstantExpr) and a.opcode == I.ICmp and ty.bits == 1:
                return get_icmp(ctx, _ICMP_INVERSE[a.pred], a.operands[0], a.operands[1])  # type: ignore[arg-type]
        elif op == I.AShr:
            if isinstance(a, ConstantExpr) and a.opcode == I.ZExt:
                return get_binary(ctx, I.LShr, a, b)
    elif ia is not None and ib is None:
        if op in _COMMUTATIVE:
            return get_binary(ctx, op, b, a)
    if ia is not None and ib is not None:
        return _fold_int_pair(ctx, op, ia, ib)
    if ty.bits == 1:
        if op in (I.Add, I.Sub):
            return get_binary(ctx, I.Xor, a, b)
        if op == I.Mul:
            return get_binary(ctx, I.And, a, b)
        if op in (I.Shl, I.LShr, I.AShr, I.SDiv, I.UDiv):
            return a  # the other operand must be 0 (shift) or 1 (division)
        if op in (I.URem, I.SRem):
            return get_int(ctx, ty, 0)
    return None


_FP_OPS = {I.FAdd: APF.add, I.FSub: APF.sub, I.FMul: APF.mul, I.FDiv: APF.div}


def _fold_fp_binary(ctx: Context, op: int, a: Constant, b: Constant) -> Constant | None:
    """The floating-point rows of ConstantFoldBinaryInstruction (scalars; frem is not folded)."""
    ty = a.type
    kind = _fp_kind(ty)
    if kind is None or op not in (I.FAdd, I.FSub, I.FMul, I.FDiv, I.FRem):
        return None
    fa, fb = _fp(a), _fp(b)
    if op in (I.FAdd, I.FMul):  # identities: fadd -0.0, fmul 1.0 (ConstantExpr::getBinOpIdentity)
        ident = APF.get_zero(kind, True) if op == I.FAdd else APF.convert_from_int(kind, 1)[0]
        if fa is not None and fa.bits == ident:
            return b
        if fb is not None and fb.bits == ident:
            return a
    if isinstance(a, PoisonValue) or isinstance(b, PoisonValue):
        return get_poison(ctx, ty)
    if _is_undef(a) or _is_undef(b):
        if _is_undef(a) and _is_undef(b):
            return a
        return ConstantFP(ty, APF.get_qnan(kind), "")
    if fa is None or fb is None:
        return None
    if op == I.FRem:
        return _fold_frem(kind, fa, fb)
    return ConstantFP(ty, _FP_OPS[op](kind, fa.bits, fb.bits)[0], "")


def _fold_frem(kind: str, a: ConstantFP, b: ConstantFP) -> Constant | None:
    """APFloat::mod of finite values (exact: the result has the dividend's sign); the NaN, infinity
    and zero-divisor cases are left unfolded."""
    x, y = a.bits, b.bits
    if any(APF.is_nan(kind, v) or APF.is_inf(kind, v) for v in (x, y)) or APF.is_zero(kind, y):
        return None
    fx, fy = APF.to_fraction(kind, x), APF.to_fraction(kind, y)
    q = abs(fx) // abs(fy)
    r = abs(fx) - q * abs(fy)
    negative = APF.is_negative(kind, x)
    if r == 0:
        return ConstantFP(a.type, APF.get_zero(kind, negative), "")
    return ConstantFP(a.type, APF.from_fraction(kind, -r if negative else r)[0], "")


def fold_fneg(ctx: Context, a: Constant) -> Constant | None:
    """ConstantFoldUnaryInstruction for fneg of a scalar."""
    if isinstance(a, PoisonValue):
        return get_poison(ctx, a.type)
    fa = _fp(a)
    if fa is None:
        return None
    return ConstantFP(a.type, APF.neg(FP_KIND_NAMES[a.type.tid], fa.bits), "")


def _fold_undef_binary(
    ctx: Context, op: int, a: Constant, b: Constant, ua: bool, ub: bool
) -> Constant | None:
    ty = a.type
    both = ua and ub
    ib = _int(b)
    if op == I.Xor and both:
        return get_int(ctx, ty, 0)
    if op in (I.Xor, I.Add, I.Sub):
        return get_undef(ctx, ty)
    if op == I.And:
        return a if both else get_int(ctx, ty, 0)
    if op == I.Or:
        return a if both else get_int(ctx, ty, -1)
    if op == I.Mul:
        if both:
            return a
        other = _int(b) if ua else _int(a)
        if other is not None and other.value & 1:
            return get_undef(ctx, ty)
        return get_int(ctx, ty, 0)
    if op in (I.SDiv, I.UDiv, I.URem, I.SRem):
        if ub or (ib is not None and ib.value == 0):
            return get_poison(ctx, ty)
        if op in (I.SDiv, I.UDiv) and ib is not None and ib.value == 1:
            return a
        return get_int(ctx, ty, 0)
    if op in (I.Shl, I.LShr, I.AShr):
        if ub:
            return get_poison(ctx, ty)
        if ib is not None and ib.value == 0:
            return a
        return get_int(ctx, ty, 0)
    return None


def get_binary(ctx: Context, op: int, a: Constant, b: Constant, flags: int = 0) -> Constant:
    """ConstantExpr::get for a binary operator."""
    folded = fold_binary(ctx, op, a, b)
    return folded if folded is not None else ConstantExpr(a.type, op, [a, b], flags)


# -------------------------------------------------------------------------------------- icmp, select
_ICMP_INVERSE = {32: 33, 33: 32, 34: 37, 37: 34, 35: 36, 36: 35, 38: 41, 41: 38, 39: 40, 40: 39}
_ICMP_SWAPPED = {34: 36, 36: 34, 35: 37, 37: 35, 38: 40, 40: 38, 39: 41, 41: 39}
_TRUE_WHEN_EQUAL = frozenset((32, 35, 37, 39, 41))


def _icmp_ints(pred: int, a: ConstantInt, b: ConstantInt) -> bool:
    if pred == 32:
        return a.value == b.value
    if pred == 33:
        return a.value != b.value
    if pred >= 38:
        x, y = a.value, b.value
        pred -= 4
    else:
        x, y = _uval(a), _uval(b)
    return {34: x > y, 35: x >= y, 36: x < y, 37: x <= y}[pred]


_UGT = 34


def _null_relation(v: Constant) -> int:
    """evaluateICmpRelation(v, null): ICMP_UGT when ``v`` is known not to be null, else 0."""
    if isinstance(v, (GlobalVariable, Function)):
        if v.linkage != ExternalWeakLinkage and v.type.addrspace == 0:
            return _UGT
        return 0
    if not isinstance(v, ConstantExpr):
        return 0
    op = v.opcode
    base = v.operands[0]
    if op in (I.BitCast, I.ZExt, I.SExt):
        if base.type.is_floating_point() or v.type.tid not in (IntegerTyID, PointerTyID):
            return 0
        return _null_relation(base)  # type: ignore[arg-type]
    if op == I.GetElementPtr and v.flags & I.INBOUNDS and isinstance(base, GlobalValue):
        return _UGT if base.linkage != ExternalWeakLinkage else 0
    return 0


def fold_icmp(ctx: Context, pred: int, a: Constant, b: Constant, rty: Type) -> Constant | None:
    """ConstantFoldCompareInstruction for scalar integer and pointer operands; None when nothing folds."""
    if rty.tid != IntegerTyID:
        return None
    if isinstance(a, PoisonValue) or isinstance(b, PoisonValue):
        return get_poison(ctx, rty)
    if _is_undef(a) or _is_undef(b):
        if pred in (32, 33) or a is b:
            return get_undef(ctx, rty)
        return get_int(ctx, rty, 1 if pred in _TRUE_WHEN_EQUAL else 0)
    ia, ib = _int(a), _int(b)
    if ia is not None and ib is not None:
        return get_int(ctx, rty, 1 if _icmp_ints(pred, ia, ib) else 0)
    if a is b and not isinstance(a, ConstantExpr):
        return get_int(ctx, rty, 1 if pred in _TRUE_WHEN_EQUAL else 0)
    if a.type.tid == PointerTyID:
        rel = 0
        if isinstance(b, ConstantPointerNull):
            rel = _null_relation(a)
        elif isinstance(a, ConstantPointerNull):
            rel = _null_relation(b)
            pred = _ICMP_SWAPPED.get(pred, pred)
        if rel == _UGT:
            if pred in (33, 34, 35):  # ne ugt uge
                return get_int(ctx, rty, 1)
            if pred in (32, 36, 37):  # eq ult ule
                return get_int(ctx, rty, 0)
    # A bitcast on the right moves to the left as its inverse.
    if isinstance(b, ConstantExpr) and b.opcode == I.BitCast:
        src = b.operands[0]
        if (a.type.tid in _VECTOR_TIDS) == (
            src.type.tid in _VECTOR_TIDS
        ) and not src.type.scalar_type().is_floating_point():
            return get_icmp(ctx, pred, get_cast(ctx, I.BitCast, a, src.type), src, rty)  # type: ignore[arg-type]
    # An extension on the left is dropped when the right side survives the round trip.
    if isinstance(a, ConstantExpr) and (
        (a.opcode == I.SExt and pred >= 38) or (a.opcode == I.ZExt and pred < 38)
    ):
        narrow = a.operands[0].type
        b_inv = get_cast(ctx, I.Trunc, b, narrow)  # type: ignore[arg-type]
        if get_cast(ctx, a.opcode, b_inv, b.type) is b:
            return get_icmp(ctx, pred, a.operands[0], b_inv, rty)  # type: ignore[arg-type]
    if (not isinstance(a, ConstantExpr) and isinstance(b, ConstantExpr)) or (
        is_null_value(a) and not is_null_value(b)
    ):
        return get_icmp(ctx, _ICMP_SWAPPED.get(pred, pred), b, a, rty)
    return None


def get_icmp(ctx: Context, pred: int, a: Constant, b: Constant, rty: Type | None = None) -> Constant:
    """ConstantExpr::getICmp (``rty``: the i1 or vector-of-i1 result type)."""
    if rty is None:
        rty = ctx.int_type(1)
    folded = fold_icmp(ctx, pred, a, b, rty)
    return folded if folded is not None else ConstantExpr(rty, I.ICmp, [a, b], pred=pred)


def _fcmp_relation(kind: str, a: int, b: int) -> int:
    """The FCmpInst predicate bit that holds between two values: 8 unordered, 4 less, 2 greater, 1 equal."""
    if APF.is_nan(kind, a) or APF.is_nan(kind, b):
        return 8
    if APF.is_inf(kind, a) or APF.is_inf(kind, b):
        na, nb = APF.is_negative(kind, a), APF.is_negative(kind, b)
        ia, ib = APF.is_inf(kind, a), APF.is_inf(kind, b)
        if ia and ib and na == nb:
            return 1
        if ia:
            return 4 if na else 2
        return 2 if nb else 4
    x, y = APF.to_fraction(kind, a), APF.to_fraction(kind, b)
    return 1 if x == y else (4 if x < y else 2)


def fold_fcmp(ctx: Context, pred: int, a: Constant, b: Constant, rty: Type) -> Constant | None:
    """ConstantFoldCompareInstruction for a scalar fcmp; None when nothing folds."""
    if rty.tid != IntegerTyID:
        return None
    if pred in (0, 15):  # false, true
        return get_int(ctx, rty, 1 if pred else 0)
    if isinstance(a, PoisonValue) or isinstance(b, PoisonValue):
        return get_poison(ctx, rty)
    if _is_undef(a) or _is_undef(b):
        return get_int(ctx, rty, 1 if pred >= 8 else 0)  # undef may be NaN: unordered predicates hold
    fa, fb = _fp(a), _fp(b)
    if fa is None or fb is None:
        return None
    return get_int(ctx, rty, 1 if pred & _fcmp_relation(FP_KIND_NAMES[a.type.tid], fa.bits, fb.bits) else 0)


def _not_poison(c: Value) -> bool:
    return isinstance(c, (ConstantInt, GlobalVariable, ConstantFP, ConstantPointerNull, Function))


def fold_select(ctx: Context, cond: Constant, a: Constant, b: Constant) -> Constant | None:
    """ConstantFoldSelectInstruction for a scalar condition; None when nothing folds."""
    if cond.type.tid != IntegerTyID:
        return None
    ic = _int(cond)
    if ic is not None:
        return a if ic.value else b
    if isinstance(cond, PoisonValue):
        return get_poison(ctx, a.type)
    if _is_undef(cond):
        return a if _is_undef(a) else b
    if a is b:
        return a
    if isinstance(a, PoisonValue):
        return b
    if isinstance(b, PoisonValue):
        return a
    if _is_undef(a) and _not_poison(b):
        return b
    if _is_undef(b) and _not_poison(a):
        return a
    return None


# ------------------------------------------------------------------------------------ getelementptr
def indexed_type(src: Type, idxs: Sequence[Value]) -> Type | None:
    """GetElementPtrInst::getIndexedType(src, idxs): the type the indices after the first select."""
    t: Type | None = src
    for x in idxs[1:]:
        t = _step(t, x)
    return t


def _step(t: Type | None, x: Value) -> Type | None:
    """The type one index selects in ``t`` (None when it cannot be told)."""
    if t is None:
        return None
    if t.tid == StructTyID:
        return t.params[x.value] if isinstance(x, ConstantInt) and t.params else None
    if t.tid == ArrayTyID or t.tid in _VECTOR_TIDS:
        return t.elem
    return None


def _sext_or_bitcast(ctx: Context, c: Constant, ty: Type) -> Constant:
    return c if c.type is ty else get_cast(ctx, I.SExt, c, ty)


def _common_index_type(ctx: Context, a: Type, b: Type) -> Type:
    return ctx.int_type(max(a.bits, b.bits, 64))


def _fold_gep_of_gep(
    ctx: Context, inner: ConstantExpr, src_ty: Type, inbounds: bool, idxs: Sequence[Constant]
) -> Constant | None:
    """foldGEPOfGEP: combine the indices of a getelementptr of a getelementptr."""
    inner_src = inner.source_type
    assert inner_src is not None
    inner_idx: list[Constant] = inner.operands[1:]  # type: ignore[assignment]
    if indexed_type(inner_src, inner_idx) is not src_ty:
        return None
    in_b = inbounds and bool(inner.flags & I.INBOUNDS)
    base: Constant = inner.operands[0]  # type: ignore[assignment]
    idx0 = idxs[0]
    if is_null_value(idx0):
        return get_gep(ctx, inner_src, base, [*inner_idx, *idxs[1:]], in_b, inner.inrange)
    if len(inner_idx) > 1:
        container = indexed_type(inner_src, inner_idx[:-1])
        if container is None or not (container.tid == ArrayTyID or container.tid in _VECTOR_TIDS):
            return None
    if not isinstance(idx0, ConstantInt):
        return None
    last = inner_idx[-1]
    if last.type.tid in _VECTOR_TIDS:
        return None
    if last.type is not idx0.type:
        common = _common_index_type(ctx, last.type, idx0.type)
        idx0 = _sext_or_bitcast(ctx, idx0, common)  # type: ignore[assignment]
        last = _sext_or_bitcast(ctx, last, common)
    new_idx = [*inner_idx[:-1], get_binary(ctx, I.Add, idx0, last), *idxs[1:]]
    inrange = inner.inrange
    if inrange == len(inner_idx) - 1:
        inrange = -1
    return get_gep(ctx, inner_src, base, new_idx, in_b, inrange)


def _in_range(n: int, ci: ConstantInt) -> bool:
    v = ci.value
    return -(1 << 63) <= v < (1 << 63) and v >= 0 and (n == 0 or v < n)


def _in_bounds_indices(idxs: Sequence[Constant]) -> bool:
    if not idxs or is_null_value(idxs[0]):
        return True
    first = idxs[0]
    if not isinstance(first, ConstantInt) or _uval(first) != 1:
        return False
    return all(is_null_value(x) for x in idxs[1:])


def fold_gep(
    ctx: Context,
    src_ty: Type,
    base: Constant,
    idxs: Sequence[Constant],
    inbounds: bool,
    inrange: int = -1,
    rty: Type | None = None,
) -> Constant | None:
    """ConstantFoldGetElementPtr for scalar indices; None when nothing folds.  ``rty`` is the result
    type (computed when not given)."""
    if not idxs:
        return base
    if any(x.type.tid in _VECTOR_TIDS for x in idxs) or base.type.tid in _VECTOR_TIDS:
        return None
    if rty is None:
        elem = indexed_type(src_ty, idxs)
        pty = base.type
        rty = ctx.pointer_type(elem if pty.pointee is not None else None, pty.addrspace)
    if isinstance(base, PoisonValue):
        return get_poison(ctx, rty)
    if isinstance(base, UndefValue):
        return get_poison(ctx, rty) if inbounds else get_undef(ctx, rty)
    all_null = all(is_null_value(x) or _is_undef(x) for x in idxs)
    if all_null and (base.type.pointee is None or len(idxs) == 1):
        return base
    if all_null and is_null_value(base):
        return get_null(ctx, rty)
    if isinstance(base, ConstantExpr):
        if base.opcode == I.GetElementPtr:
            folded = _fold_gep_of_gep(ctx, base, src_ty, inbounds, idxs)
            if folded is not None:
                return folded
        if base.opcode in _CAST_OPCODES and len(idxs) > 1 and is_null_value(idxs[0]):
            sp, dp = base.operands[0].type, base.type
            if (
                sp.tid == PointerTyID
                and dp.tid == PointerTyID
                and sp.pointee is not None
                and dp.pointee is not None
            ):
                sa, da = sp.pointee, dp.pointee
                if (
                    sa.tid == ArrayTyID
                    and da.tid == ArrayTyID
                    and sa.elem is da.elem
                    and sp.addrspace == dp.addrspace
                ):
                    return get_gep(ctx, sa, base.operands[0], idxs, inbounds, inrange)  # type: ignore[arg-type]
    # Out-of-range array indices are factored into the enclosing dimension.
    new_idx: list[Constant | None] = []
    ty: Type | None = src_ty
    prev: Type | None = base.type
    unknown = not isinstance(idxs[0], ConstantInt)
    for i in range(1, len(idxs)):
        if i > 1:
            prev, ty = ty, _step(ty, idxs[i - 1])
        cur = idxs[i]
        if not isinstance(cur, ConstantInt):
            unknown = True
            continue
        if not isinstance(idxs[i - 1], ConstantInt):
            continue
        if inrange >= 0 and i == inrange + 1:
            continue
        if ty is None or ty.tid == StructTyID:
            continue
        if ty.tid in _VECTOR_TIDS:
            unknown = True
            continue
        n = ty.count
        assert isinstance(n, int)
        if _in_range(n, cur):
            continue
        if cur.value < 0:
            unknown = True
            continue
        if prev is not None and prev.tid == StructTyID:
            unknown = True
            continue
        if not new_idx:
            new_idx = [None] * len(idxs)
        prev_idx = new_idx[i - 1] or idxs[i - 1]
        factor = get_int(ctx, cur.type, n)
        new_idx[i] = get_binary(ctx, I.SRem, cur, factor)
        div = get_binary(ctx, I.SDiv, cur, factor)
        ext = _common_index_type(ctx, prev_idx.type, div.type)
        if prev_idx.type is not ext:
            prev_idx = get_cast(ctx, I.SExt, prev_idx, ext)
        if div.type is not ext:
            div = get_cast(ctx, I.SExt, div, ext)
        new_idx[i - 1] = get_binary(ctx, I.Add, prev_idx, div)
    if new_idx:
        fixed = [n if n is not None else o for n, o in zip(new_idx, idxs)]
        return get_gep(ctx, src_ty, base, fixed, inbounds, inrange)
    if (
        not unknown
        and not inbounds
        and isinstance(base, GlobalVariable)
        and base.linkage != ExternalWeakLinkage
        and _in_bounds_indices(idxs)
    ):
        return ConstantExpr(
            rty, I.GetElementPtr, [base, *idxs], I.INBOUNDS, source_type=src_ty, inrange=inrange
        )
    return None


def get_gep(
    ctx: Context,
    src_ty: Type,
    base: Constant,
    idxs: Sequence[Value],
    inbounds: bool,
    inrange: int = -1,
    rty: Type | None = None,
) -> Constant:
    """ConstantExpr::getGetElementPtr."""
    cidx: Sequence[Constant] = idxs  # type: ignore[assignment]
    if rty is None:
        elem = indexed_type(src_ty, cidx)
        pty = base.type
        rty = ctx.pointer_type(elem if pty.pointee is not None else None, pty.addrspace)
    folded = fold_gep(ctx, src_ty, base, cidx, inbounds, inrange, rty)
    if folded is not None:
        return folded
    return ConstantExpr(
        rty,
        I.GetElementPtr,
        [base, *cidx],
        I.INBOUNDS if inbounds else 0,
        source_type=src_ty,
        inrange=inrange,
    )


def refold(ctx: Context, ce: ConstantExpr) -> Constant | None:
    """Fold ``ce`` again with its current operands (after a forward reference among them was replaced by
    its definition); None when nothing folds."""
    op = ce.opcode
    ops: list[Constant] = ce.operands  # type: ignore[assignment]
    if op in _CAST_OPCODES:
        return fold_cast(ctx, op, ops[0], ce.type)
    if I.Add <= op <= I.Xor:
        return fold_binary(ctx, op, ops[0], ops[1])
    if op == I.ICmp:
        return fold_icmp(ctx, ce.pred, ops[0], ops[1], ce.type)
    if op == I.FCmp:
        return fold_fcmp(ctx, ce.pred, ops[0], ops[1], ce.type)
    if op == I.FNeg:
        return fold_fneg(ctx, ops[0])
    if op == I.Select:
        return fold_select(ctx, ops[0], ops[1], ops[2])
    if op == I.GetElementPtr:
        assert ce.source_type is not None
        return fold_gep(
            ctx, ce.source_type, ops[0], ops[1:], bool(ce.flags & I.INBOUNDS), ce.inrange, ce.type
        )
    return None
