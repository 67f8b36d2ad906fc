"""Expand reduction intrinsics (LLVM: lib/CodeGen/ExpandReductions.cpp, with getShuffleReduction,
getOrderedReduction and createMinMaxOp of lib/Transforms/Utils/LoopUtils.cpp).

What it is.  An IR function pass (llc's ``expand-reductions``) that rewrites calls of the
``llvm.vector.reduce.*`` intrinsics into ordinary IR the SelectionDAG builder handles, for targets whose
``shouldExpandReduction`` says so (the LLVM 14 default expands all of them):

* integer ``add``/``mul``/``and``/``or``/``xor`` and ``smax``/``smin``/``umax``/``umin`` over a power-of-two
  number of elements: a *shuffle reduction* -- log2(n) steps, each moving the upper half of the live part onto the
  lower half (``shufflevector`` with a ``poison`` second input, undef mask lanes above) and combining the two
  with the operation (min/max as ``icmp`` + ``select``), then ``extractelement 0``;
* ``fadd``/``fmul`` with the start value: with ``reassoc`` a shuffle reduction combined with the start value
  at the end, otherwise the *ordered* reduction ``((start op v0) op v1) ...`` element by element;
* ``fmax``/``fmin`` with ``nnan``: a shuffle reduction with ``fcmp ogt``/``olt`` + ``select``.

Other calls (non-power-of-two vectors, fmax/fmin without nnan) stay as they are.  The instructions get LLVM's
names (``rdx.shuf``, ``bin.rdx``, ``rdx.minmax.cmp``, ``rdx.minmax.select``), uniqued in the function.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pyllc.codegen.passes.unique_names import UniqueNames
from pyllc.ir import instructions as I
from pyllc.ir.constants import ConstantInt, ConstantVector, get_int, get_poison, get_undef

_BINOPS = {
    "add": I.Add,
    "mul": I.Mul,
    "and": I.And,
    "or": I.Or,
    "xor": I.Xor,
    "fadd": I.FAdd,
    "fmul": I.FMul,
}
# reduction -> (compare opcode, predicate)
_MINMAX = {
    "smax": (I.ICmp, 38),
    "smin": (I.ICmp, 40),
    "umax": (I.ICmp, 34),
    "umin": (I.ICmp, 36),
    "fmax": (I.FCmp, 2),
    "fmin": (I.FCmp, 4),  # FCMP_OGT, FCMP_OLT
}
_REASSOC = 1 << I.FMF_SHIFT
_NNAN = 2 << I.FMF_SHIFT
_FAST = I.FMF_FAST << I.FMF_SHIFT


def _reduction_kind(inst: Any) -> str | None:
    if inst.opcode != I.Call:
        return None
    callee = inst.callee()
    name = getattr(callee, "name", "")
    if not isinstance(name, str) or not name.startswith("llvm.vector.reduce."):
        return None
    return name[len("llvm.vector.reduce.") :].split(".", 1)[0]


class ExpandReductions:
    """The ``expand-reductions`` pass."""

    name: ClassVar[str] = "expand-reductions"
    description: ClassVar[str] = "Expand reduction intrinsics"
    kind: ClassVar[str] = "function"

    def run(self, fn: Any, am: Any = None) -> bool:
        calls = [inst for bb in fn.blocks for inst in bb.instructions if _reduction_kind(inst) is not None]
        if not calls:
            return False
        self._fn = fn
        self._unique = UniqueNames(fn).unique
        module = fn.parent
        self._ctx = module.context
        changed = False
        for call in calls:
            if self._expand(call, _reduction_kind(call) or ""):
                changed = True
        return changed

    # --- building instructions before the call ------------------------------------------------------------

    def _insert(self, inst: Any, name: str = "") -> Any:
        bb = self._at.parent
        idx = bb.instructions.index(self._at)
        bb.instructions.insert(idx, inst)
        inst.parent = bb
        if name:
            inst.name = self._unique(name)
        return inst

    def _binop(self, opc: int, a: Any, b: Any, name: str) -> Any:
        inst = I.Instruction(opc, a.type, [a, b])
        if opc in (I.FAdd, I.FMul):
            inst.flags = self._fmf
        return self._insert(inst, name)

    def _minmax(self, kind: str, a: Any, b: Any) -> Any:
        cmp_opc, pred = _MINMAX[kind]
        ctx = self._ctx
        vty = a.type
        i1 = ctx.int_type(1)
        cty = ctx.vector_type(i1, vty.count) if vty.is_vector() else i1
        cmp = I.Instruction(cmp_opc, cty, [a, b])
        cmp.pred = pred
        if cmp_opc == I.FCmp:
            cmp.flags = _FAST
        self._insert(cmp, "rdx.minmax.cmp")
        sel = I.Instruction(I.Select, vty, [cmp, a, b])
        if cmp_opc == I.FCmp:
            sel.flags = _FAST
        return self._insert(sel, "rdx.minmax.select")

    def _combine(self, kind: str, a: Any, b: Any) -> Any:
        if kind in _MINMAX:
            return self._minmax(kind, a, b)
        return self._binop(_BINOPS[kind], a, b, "bin.rdx")

    def _extract(self, vec: Any, i: int) -> Any:
        ctx = self._ctx
        idx = get_int(ctx, ctx.int_type(32), i)
        return self._insert(I.Instruction(I.ExtractElement, vec.type.elem, [vec, idx]))

    def _shuffle_reduction(self, vec: Any, kind: str) -> Any:
        """``getShuffleReduction``."""
        ctx = self._ctx
        vf = vec.type.count
        i32 = ctx.int_type(32)
        mty = ctx.vector_type(i32, vf)
        poison = get_poison(ctx, vec.type)
        undef = get_undef(ctx, i32)
        tmp = vec
        i = vf
        while i != 1:
            mask = [get_int(ctx, i32, i // 2 + j) for j in range(i // 2)] + [undef] * (vf - i // 2)
            shuf = I.Instruction(I.ShuffleVector, vec.type, [tmp, poison, ConstantVector(mty, mask)])
            self._insert(shuf, "rdx.shuf")
            tmp = self._combine(kind, tmp, shuf)
            i >>= 1
        return self._extract(tmp, 0)

    def _ordered_reduction(self, acc: Any, vec: Any, kind: str) -> Any:
        """``getOrderedReduction``."""
        result = acc
        for i in range(vec.type.count):
            ext = self._extract(vec, i)
            result = self._combine(kind, result, ext)
        return result

    def _expand(self, call: Any, kind: str) -> bool:
        args = call.operands[:-1]
        self._at = call
        self._fmf = call.flags & _FAST
        if kind in ("fadd", "fmul"):
            acc, vec = args[0], args[1]
            if not vec.type.is_vector() or vec.type.tid != vec.type.tid:
                return False
            if not (call.flags & _REASSOC):
                rdx = self._ordered_reduction(acc, vec, kind)
            else:
                n = vec.type.count
                if n & (n - 1):
                    return False
                rdx = self._shuffle_reduction(vec, kind)
                rdx = self._binop(_BINOPS[kind], acc, rdx, "bin.rdx")
        elif kind in ("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin"):
            vec = args[0]
            n = vec.type.count
            if n & (n - 1):
                return False
            rdx = self._shuffle_reduction(vec, kind)
        elif kind in ("fmax", "fmin"):
            vec = args[0]
            n = vec.type.count
            if n & (n - 1) or not (call.flags & _NNAN):
                return False
            rdx = self._shuffle_reduction(vec, kind)
        else:
            return False
        call.replace_all_uses_with(rdx)
        bb = call.parent
        bb.instructions.remove(call)
        call.drop_all_references()
        call.parent = None
        return True


__all__ = ["ExpandReductions"]
_ = ConstantInt
