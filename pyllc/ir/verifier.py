"""What it is (LLVM: lib/IR/Verifier.cpp): the IR verifier, run on every module before code generation.

The code generator assumes well-formed IR: every block ends in exactly one terminator, PHI
nodes sit at the top of their block with one entry per predecessor, every use of an SSA value
is dominated by its definition, operands have the types their instructions require, and
intrinsic calls match their declared signatures.  :func:`verify_module` checks these rules
and raises a :class:`DiagnosticError` at the first violation, with LLVM's message text
(``Instruction does not dominate all uses!``), located at the offending instruction (or
global/function) when the parser recorded where it came from.  llvm-as instead prints
``input module is broken!`` after the message and the instruction text.

Order of checks (as LLVM's ``verifyModule``)
--------------------------------------------
1. Each function in module order: the function itself (intrinsic naming, metadata/token
   parameters, entry block without predecessors), then per block in order the block rules
   (terminator placement, PHI entries against the predecessor multiset) followed by each
   instruction: generic operand rules (no self-reference outside PHIs in reachable code, no
   address-taken intrinsics, dominance of every instruction operand) and the per-opcode rules
   (binary/compare/cast operand types, loads and stores, atomic orderings and sizes, calls
   against their function type, musttail, intrinsic signatures and ``immarg`` operands,
   switch cases, GEP indices, returns).
2. Module-level: global variables (initializer type, appending linkage, ``llvm.used``,
   ``llvm.compiler.used``, ``llvm.global_ctors/dtors`` shapes), aliases (aliasee must reach a
   definition, no cycles), ifuncs (resolver must be a function).

Dominance uses :class:`pyllc.ir.analysis.dominators.DominatorTree` (Cooper-Harvey-Kennedy),
computed once per function.  A use in a PHI happens at the end of the incoming block;
uses in unreachable blocks are always dominated, as in LLVM.  Uses of earlier instructions
of the same block are accepted without a tree query (a set of instructions seen so far in
the block, LLVM's ``InstsInThisBlock``).
"""

from __future__ import annotations

from typing import Any

from pyllc.ir import instructions as I
from pyllc.ir import intrinsics as IN
from pyllc.ir.analysis.dominators import DominatorTree, predecessors_map
from pyllc.ir.constants import (
    ConstantAggregateZero,
    ConstantArray,
    ConstantExpr,
    ConstantFP,
    ConstantInt,
    ConstantPointerNull,
    ConstantStruct,
    UndefValue,
)
from pyllc.ir.instructions import Instruction
from pyllc.ir.module import (
    AppendingLinkage,
    ExternalLinkage,
    ExternalWeakLinkage,
    Function,
    GlobalAlias,
    GlobalIFunc,
    GlobalValue,
    GlobalVariable,
    Module,
)
from pyllc.ir.types import (
    ArrayTyID,
    FixedVectorTyID,
    FunctionTyID,
    IntegerTyID,
    LabelTyID,
    MetadataTyID,
    PointerTyID,
    ScalableVectorTyID,
    StructTyID,
    TokenTyID,
    Type,
    VoidTyID,
    X86_AMXTyID,
    X86_MMXTyID,
    FP_TYPE_IDS,
)
from pyllc.ir.values import Argument, BasicBlock, Value
from pyllc.support.diagnostics import DiagnosticError, SourceLocation, location_in_text

__all__ = ["verify_module", "verify_function", "Verifier"]

_TCK_MUSTTAIL = I.TCK_MustTail
_VECTOR_IDS = (FixedVectorTyID, ScalableVectorTyID)


def verify_module(module: Module) -> None:
    """Check ``module``; raise :class:`DiagnosticError` at the first broken rule."""
    Verifier(module).run()


def verify_function(module: Module, fn: Function) -> None:
    """Check one function of ``module`` (for passes that rewrite a function)."""
    Verifier(module).verify_function(fn)


def _vector_count(t: Type) -> int:
    """Element count of a vector type, 0 for scalars."""
    if t.tid in _VECTOR_IDS:
        c = t.count
        assert isinstance(c, int)
        return c
    return 0


def _scalar_bits(t: Type) -> int:
    s = t.scalar_type()
    if s.tid == IntegerTyID:
        return s.bits
    if s.tid == X86_MMXTyID:
        return 64
    return _FP_BITS.get(s.tid, 0)


_FP_BITS = {0: 16, 1: 16, 2: 32, 3: 64, 4: 80, 5: 128, 6: 128}
_FP_RANK = {0: 16, 1: 16, 2: 32, 3: 64, 4: 80, 5: 128, 6: 128}


def strip_pointer_casts(v: Value) -> Value:
    """Value::stripPointerCasts: through bitcast/addrspacecast and all-zero GEPs of constants."""
    seen = 0
    while isinstance(v, ConstantExpr) and seen < 64:
        seen += 1
        op = v.opcode
        if op in (I.BitCast, I.AddrSpaceCast):
            v = v.operands[0]
        elif op == I.GetElementPtr and all(
            isinstance(x, ConstantInt) and x.value == 0 for x in v.operands[1:]
        ):
            v = v.operands[0]
        else:
            break
    return v


def _is_type_congruent(a: Type, b: Type) -> bool:
    if a is b:
        return True
    return a.tid == PointerTyID and b.tid == PointerTyID and a.addrspace == b.addrspace


def _cast_error(op: int, src: Type, dst: Type) -> str | None:
    """CastInst::castIsValid with the Verifier's per-cast messages; None when valid."""
    sv, dv = _vector_count(src), _vector_count(dst)
    ss, ds = src.scalar_type(), dst.scalar_type()
    same_shape = (src.tid in _VECTOR_IDS) == (dst.tid in _VECTOR_IDS) and sv == dv
    if op == I.Trunc:
        if ss.tid != IntegerTyID:
            return "Trunc only operates on integer"
        if ds.tid != IntegerTyID:
            return "Trunc only produces integer"
        if not same_shape:
            return "trunc source and destination must both be a vector or neither"
        if ss.bits <= ds.bits:
            return "DestTy too big for Trunc"
        return None
    if op in (I.ZExt, I.SExt):
        name = "ZExt" if op == I.ZExt else "SExt"
        if ss.tid != IntegerTyID:
            return f"{name} only operates on integer"
        if ds.tid != IntegerTyID:
            return f"{name} only produces an integer"
        if not same_shape:
            return f"{name.lower()} source and destination must both be a vector or neither"
        if ss.bits >= ds.bits:
            return f"Type too small for {name}"
        return None
    if op in (I.FPTrunc, I.FPExt):
        name = "FPTrunc" if op == I.FPTrunc else "FPExt"
        if ss.tid not in FP_TYPE_IDS or ds.tid not in FP_TYPE_IDS:
            return f"{name} only operates on FP"
        if not same_shape:
            return f"{name.lower()} source and destination must both be a vector or neither"
        if op == I.FPTrunc and _FP_RANK[ss.tid] <= _FP_RANK[ds.tid]:
            return "DestTy too big for FPTrunc"
        if op == I.FPExt and _FP_RANK[ss.tid] >= _FP_RANK[ds.tid]:
            return "DestTy too small for FPExt"
        return None
    if op in (I.UIToFP, I.SIToFP):
        name = "UIToFP" if op == I.UIToFP else "SIToFP"
        if ss.tid != IntegerTyID:
            return f"{name} source must be integer or integer vector"
        if ds.tid not in FP_TYPE_IDS:
            return f"{name} result must be FP or FP vector"
        if not same_shape:
            return f"{name} source and dest must both be vector or scalar"
        return None
    if op in (I.FPToUI, I.FPToSI):
        name = "FPToUI" if op == I.FPToUI else "FPToSI"
        if ss.tid not in FP_TYPE_IDS:
            return f"{name} source must be FP or FP vector"
        if ds.tid != IntegerTyID:
            return f"{name} result must be integer or integer vector"
        if not same_shape:
            return f"{name} source and dest must both be vector or scalar"
        return None
    if op == I.PtrToInt:
        if ss.tid != PointerTyID:
            return "PtrToInt source must be pointer"
        if ds.tid != IntegerTyID:
            return "PtrToInt result must be integral"
        if not same_shape:
            return "PtrToInt type mismatch"
        return None
    if op == I.IntToPtr:
        if ss.tid != IntegerTyID:
            return "IntToPtr source must be an integral"
        if ds.tid != PointerTyID:
            return "IntToPtr result must be a pointer"
        if not same_shape:
            return "IntToPtr type mismatch"
        return None
    if op == I.BitCast:
        if ss.tid == PointerTyID or ds.tid == PointerTyID:
            if (
                ss.tid != PointerTyID
                or ds.tid != PointerTyID
                or ss.addrspace != ds.addrspace
                or not same_shape
            ):
                return "Invalid bitcast"
            return None
        if src.tid in (StructTyID, ArrayTyID) or dst.tid in (StructTyID, ArrayTyID):
            return "Invalid bitcast"
        sb = _scalar_bits(src) * max(sv, 1)
        db = _scalar_bits(dst) * max(dv, 1)
        if sb == 0 or sb != db:
            return "Invalid bitcast"
        return None
    if op == I.AddrSpaceCast:
        if ss.tid != PointerTyID:
            return "AddrSpaceCast source must be a pointer"
        if ds.tid != PointerTyID:
            return "AddrSpaceCast result must be a pointer"
        if ss.addrspace == ds.addrspace:
            return "AddrSpaceCast must be between different address spaces"
        if sv != dv:
            return "AddrSpaceCast vector pointer number of elements mismatch"
        return None
    return None


class Verifier:
    """One verification run over a module (LLVM: the Verifier class)."""

    __slots__ = ("module", "text", "filename", "dt", "fn", "preds", "_seen_in_block")

    def __init__(self, module: Module) -> None:
        self.module = module
        self.text: str = getattr(module, "text", "") or ""
        self.filename: str = getattr(module, "filename", "") or module.name
        self.dt: DominatorTree | None = None
        self.fn: Function | None = None
        self.preds: dict[BasicBlock, list[BasicBlock]] = {}
        self._seen_in_block: set[Instruction] = set()

    # ------------------------------------------------------------------ reporting

    def location(self, obj: Any) -> SourceLocation:
        off = getattr(obj, "loc", -1)
        if isinstance(off, int) and off >= 0 and self.text:
            return location_in_text(self.filename, self.text, off)
        if isinstance(obj, Instruction) and obj.parent is not None:
            return self.location(obj.parent)
        return SourceLocation(self.filename)

    def fail(self, message: str, obj: Any) -> DiagnosticError:
        return DiagnosticError(self.location(obj), message)

    # ------------------------------------------------------------------ driver

    def run(self) -> None:
        m = self.module
        for fn in m.functions:
            self.verify_function(fn)
        for gv in m.globals:
            self.visit_global_variable(gv)
        for ga in m.aliases:
            self.visit_global_alias(ga)
        for gi in m.ifuncs:
            self.visit_global_ifunc(gi)

    def verify_function(self, fn: Function) -> None:
        self.fn = fn
        self.visit_function(fn)
        if not fn.blocks:
            return
        self.preds = predecessors_map(fn)
        self.dt = DominatorTree(fn, self.preds)
        for bb in fn.blocks:
            self.visit_basic_block(bb)
            seen = self._seen_in_block
            seen.clear()
            for inst in bb.instructions:
                self.visit_instruction(inst)
                seen.add(inst)
        self.dt = None

    # ------------------------------------------------------------------ functions and blocks

    def visit_function(self, fn: Function) -> None:
        name = fn.name
        is_intrinsic = name.startswith("llvm.")
        fty = fn.function_type
        assert fty.elem is not None
        ret = fty.elem
        if ret.tid in (LabelTyID, MetadataTyID) or (ret.tid == FunctionTyID):
            raise self.fail("Functions cannot return aggregate values!", fn)
        for arg in fn.args:
            t = arg.type
            if t.tid in (VoidTyID, LabelTyID, FunctionTyID):
                raise self.fail("Function arguments must have first-class types!", fn)
            if not is_intrinsic:
                if t.tid == MetadataTyID:
                    raise self.fail("Function takes metadata but isn't an intrinsic", fn)
                if t.tid == TokenTyID:
                    raise self.fail("Function takes token but isn't an intrinsic", fn)
                if t.tid == X86_AMXTyID:
                    raise self.fail("Function takes x86_amx but isn't an intrinsic", fn)
        if not is_intrinsic:
            if ret.tid == TokenTyID:
                raise self.fail("Function returns a token but isn't an intrinsic", fn)
            if ret.tid == X86_AMXTyID:
                raise self.fail("Function returns a x86_amx but isn't an intrinsic", fn)
        if is_intrinsic:
            # Only direct calls may use an intrinsic (LLVM: hasAddressTaken).
            for user in fn.uses:
                if isinstance(user, Instruction) and user.opcode in (I.Call, I.Invoke, I.CallBr):
                    if user.operands[-1] is fn and all(op is not fn for op in user.operands[:-1]):
                        continue
                if isinstance(user, Instruction):
                    raise self.fail("Invalid user of intrinsic instruction!", user)
                raise self.fail("Invalid user of intrinsic instruction!", fn)
        if fn.blocks:
            if is_intrinsic:
                raise self.fail("llvm intrinsics cannot be defined!", fn)
            entry = fn.blocks[0]
            for bb in fn.blocks:
                insts = bb.instructions
                if insts and insts[-1].is_terminator() and entry in insts[-1].successors():
                    raise self.fail("Entry block to function must not have predecessors!", entry)

    def visit_basic_block(self, bb: BasicBlock) -> None:
        insts = bb.instructions
        fn_name = self.fn.name if self.fn is not None else ""
        if not insts or not insts[-1].is_terminator():
            raise self.fail(f"Basic Block in function '{fn_name}' does not have terminator!", bb)
        for inst in insts[:-1]:
            if inst.is_terminator():
                raise self.fail("Terminator found in the middle of a basic block!", inst)
        if insts[0].opcode != I.PHI:
            return
        preds = self.preds.get(bb, [])
        index = self.dt.index if self.dt is not None else {}
        sorted_preds = sorted(index[p] for p in preds)
        for phi in insts:
            if phi.opcode != I.PHI:
                break
            blocks: list[BasicBlock] = phi.extra
            if len(blocks) != len(preds):
                raise self.fail(
                    "PHINode should have one entry for each predecessor of its parent basic block!", phi
                )
            entries = sorted(((index.get(b, -1), k) for k, b in enumerate(blocks)))
            for i, (bi, k) in enumerate(entries):
                if i and entries[i - 1][0] == bi and phi.operands[entries[i - 1][1]] is not phi.operands[k]:
                    raise self.fail(
                        "PHI node has multiple entries for the same basic block with different "
                        "incoming values!",
                        phi,
                    )
                if bi != sorted_preds[i]:
                    raise self.fail("PHI node entries do not match predecessors!", phi)

    # ------------------------------------------------------------------ instructions

    def visit_instruction(self, inst: Instruction) -> None:
        bb = inst.parent
        dt = self.dt
        assert bb is not None and dt is not None
        op = inst.opcode
        is_phi = op == I.PHI
        if not is_phi and dt.is_reachable_from_entry(bb):
            for o in inst.operands:
                if o is inst:
                    raise self.fail("Only PHI nodes may reference their own value!", inst)
        if inst.name and inst.type.tid == VoidTyID:
            raise self.fail("Instruction has a name, but provides a void value!", inst)
        if is_phi:
            self.visit_phi(inst)
        ops = inst.operands
        fn = self.fn
        is_call = op in (I.Call, I.Invoke, I.CallBr)
        last = len(ops) - 1
        for i, o in enumerate(ops):
            if isinstance(o, Instruction):
                obb = o.parent
                if obb is None:
                    raise self.fail(
                        "Instruction referencing instruction not embedded in a basic block!", inst
                    )
                if obb.parent is not fn:
                    raise self.fail("Referring to an instruction in another function!", inst)
                if not is_phi and o in self._seen_in_block:
                    continue
                if o.opcode == I.Invoke and o.operands[-3] is o.operands[-2]:
                    continue
                incoming = inst.extra[i] if is_phi else None
                if not dt.dominates_use(o, inst, incoming):
                    raise self.fail("Instruction does not dominate all uses!", inst)
            elif isinstance(o, Function):
                if o.name.startswith("llvm.") and not (is_call and i == last):
                    raise self.fail("Invalid user of intrinsic instruction!", inst)
            elif isinstance(o, Argument):
                if o.parent is not fn:
                    raise self.fail("Referring to an argument in another function!", inst)
            elif isinstance(o, BasicBlock):
                if o.parent is not fn and o.parent is not None:
                    raise self.fail("Referring to a basic block in another function!", inst)
        handler = _HANDLERS.get(op)
        if handler is not None:
            handler(self, inst)

    def visit_phi(self, inst: Instruction) -> None:
        bb = inst.parent
        assert bb is not None
        insts = bb.instructions
        for x in insts:
            if x is inst:
                break
            if x.opcode != I.PHI:
                raise self.fail("PHI nodes not grouped at top of basic block!", inst)
        if inst.type.tid == TokenTyID:
            raise self.fail("PHI nodes cannot have token type!", inst)
        for v in inst.operands:
            if v.type is not inst.type:
                raise self.fail("PHI node operands are not the same type as the result!", inst)

    # -- terminators

    def visit_ret(self, inst: Instruction) -> None:
        fn = self.fn
        assert fn is not None and fn.function_type.elem is not None
        rty = fn.function_type.elem
        if not inst.operands:
            if rty.tid != VoidTyID:
                raise self.fail("Function return type does not match operand type of return inst!", inst)
        else:
            if rty.tid == VoidTyID:
                raise self.fail(
                    "Found return instr that returns non-void in Function of void return type!", inst
                )
            if inst.operands[0].type is not rty:
                raise self.fail("Function return type does not match operand type of return inst!", inst)

    def visit_br(self, inst: Instruction) -> None:
        if len(inst.operands) == 3:
            c = inst.operands[0].type
            if not (c.tid == IntegerTyID and c.bits == 1):
                raise self.fail("Branch condition is not 'i1' type!", inst)

    def visit_switch(self, inst: Instruction) -> None:
        ops = inst.operands
        cty = ops[0].type
        if cty.tid != IntegerTyID:
            raise self.fail("Switch must have an integer condition!", inst)
        seen: set[int] = set()
        for k in range(2, len(ops), 2):
            c = ops[k]
            if c.type is not cty:
                raise self.fail("Switch constants must all be same type as switch value!", inst)
            if not isinstance(c, ConstantInt):
                raise self.fail("Switch case values must be integer constants!", inst)
            if c.value in seen:
                raise self.fail("Duplicate integer as switch case", inst)
            seen.add(c.value)

    def visit_indirectbr(self, inst: Instruction) -> None:
        if inst.operands[0].type.tid != PointerTyID:
            raise self.fail("Indirectbr operand must have pointer type!", inst)

    # -- arithmetic

    def visit_binary(self, inst: Instruction) -> None:
        a, b = inst.operands[0].type, inst.operands[1].type
        if a is not b or a is not inst.type:
            raise self.fail("Both operands to a binary operator are not of the same type!", inst)
        op = inst.opcode
        s = a.scalar_type()
        if op in I.FP_BINARY_OPS:
            if s.tid not in FP_TYPE_IDS:
                raise self.fail(
                    "Floating-point arithmetic operators only work with floating-point types!", inst
                )
        elif op in (I.And, I.Or, I.Xor):
            if s.tid != IntegerTyID:
                raise self.fail("Logical operators only work with integral types!", inst)
        elif op in (I.Shl, I.LShr, I.AShr):
            if s.tid != IntegerTyID:
                raise self.fail("Shifts only work with integral types!", inst)
        elif s.tid != IntegerTyID:
            raise self.fail("Integer arithmetic operators only work with integral types!", inst)

    def visit_fneg(self, inst: Instruction) -> None:
        t = inst.operands[0].type
        if t is not inst.type or t.scalar_type().tid not in FP_TYPE_IDS:
            raise self.fail("FNeg operator only works with float types!", inst)

    def visit_icmp(self, inst: Instruction) -> None:
        a, b = inst.operands[0].type, inst.operands[1].type
        if a is not b:
            raise self.fail("Both operands to ICmp instruction are not of the same type!", inst)
        if a.scalar_type().tid not in (IntegerTyID, PointerTyID):
            raise self.fail("Invalid operand types for ICmp instruction", inst)
        if not 32 <= inst.pred <= 41:
            raise self.fail("Invalid predicate in ICmp instruction!", inst)

    def visit_fcmp(self, inst: Instruction) -> None:
        a, b = inst.operands[0].type, inst.operands[1].type
        if a is not b:
            raise self.fail("Both operands to FCmp instruction are not of the same type!", inst)
        if a.scalar_type().tid not in FP_TYPE_IDS:
            raise self.fail("Invalid operand types for FCmp instruction", inst)
        if not 0 <= inst.pred <= 15:
            raise self.fail("Invalid predicate in FCmp instruction!", inst)

    def visit_cast(self, inst: Instruction) -> None:
        msg = _cast_error(inst.opcode, inst.operands[0].type, inst.type)
        if msg is not None:
            raise self.fail(msg, inst)

    def visit_select(self, inst: Instruction) -> None:
        c, t, f = (o.type for o in inst.operands)
        ok = t is f and t is inst.type
        if ok:
            if c.tid in _VECTOR_IDS:
                ok = (
                    c.scalar_type().tid == IntegerTyID
                    and c.scalar_type().bits == 1
                    and t.tid == c.tid
                    and t.count == c.count
                )
            else:
                ok = c.tid == IntegerTyID and c.bits == 1
        if not ok:
            raise self.fail("Invalid operands for select instruction!", inst)

    # -- memory

    def _check_atomic_size(self, ty: Type, inst: Instruction) -> None:
        dl_bits = (
            ty.bits if ty.tid == IntegerTyID else _FP_BITS.get(ty.tid, 64 if ty.tid == PointerTyID else 0)
        )
        if ty.tid == PointerTyID:
            return
        if dl_bits < 8:
            raise self.fail("atomic memory access' size must be byte-sized", inst)
        if dl_bits & (dl_bits - 1):
            raise self.fail("atomic memory access' operand must have a power-of-two size", inst)

    def visit_load(self, inst: Instruction) -> None:
        ptr = inst.operands[0].type
        if ptr.tid != PointerTyID:
            raise self.fail("Load operand must be a pointer.", inst)
        ty = inst.type
        if not ty.is_sized():
            raise self.fail("loading unsized types is not allowed", inst)
        if inst.ordering:
            if inst.ordering in (5, 6):
                raise self.fail("Load cannot have Release ordering", inst)
            if not (ty.tid in (IntegerTyID, PointerTyID) or ty.tid in FP_TYPE_IDS):
                raise self.fail(
                    "atomic load operand must have integer, pointer, or floating point type!", inst
                )
            self._check_atomic_size(ty, inst)
        elif inst.syncscope:
            raise self.fail("Non-atomic load cannot have SynchronizationScope specified", inst)

    def visit_store(self, inst: Instruction) -> None:
        val, ptr = inst.operands[0].type, inst.operands[1].type
        if ptr.tid != PointerTyID:
            raise self.fail("Store operand must be a pointer.", inst)
        if ptr.pointee is not None and ptr.pointee is not val:
            raise self.fail("Stored value type does not match pointer operand type!", inst)
        if not val.is_sized():
            raise self.fail("storing unsized types is not allowed", inst)
        if inst.ordering:
            if inst.ordering in (4, 6):
                raise self.fail("Store cannot have Acquire ordering", inst)
            if not (val.tid in (IntegerTyID, PointerTyID) or val.tid in FP_TYPE_IDS):
                raise self.fail(
                    "atomic store operand must have integer, pointer, or floating point type!", inst
                )
            self._check_atomic_size(val, inst)
        elif inst.syncscope:
            raise self.fail("Non-atomic store cannot have SynchronizationScope specified", inst)

    def visit_alloca(self, inst: Instruction) -> None:
        ty = inst.extra[0] if isinstance(inst.extra, tuple) else None
        if ty is not None and not ty.is_sized():
            raise self.fail("Cannot allocate unsized type", inst)
        if inst.operands and inst.operands[0].type.tid != IntegerTyID:
            raise self.fail("Alloca array size must have integer type", inst)

    def visit_fence(self, inst: Instruction) -> None:
        if inst.ordering not in (4, 5, 6, 7):
            raise self.fail(
                "fence instructions may only have acquire, release, acq_rel, or seq_cst ordering.", inst
            )

    def visit_cmpxchg(self, inst: Instruction) -> None:
        t = inst.operands[1].type
        if t.tid not in (IntegerTyID, PointerTyID):
            raise self.fail("cmpxchg operand must have integer or pointer type", inst)
        self._check_atomic_size(t, inst)
        if inst.operands[2].type is not t:
            raise self.fail("Expected value type does not match pointer operand type!", inst)

    def visit_atomicrmw(self, inst: Instruction) -> None:
        if inst.ordering == 1:
            raise self.fail("atomicrmw instructions cannot be unordered.", inst)
        t = inst.operands[1].type
        rmw = inst.pred
        name = I.RMW_NAMES[rmw] if rmw < len(I.RMW_NAMES) else "?"
        if rmw == 0:
            if not (t.tid in (IntegerTyID, PointerTyID) or t.tid in FP_TYPE_IDS):
                raise self.fail(f"atomicrmw {name} operand must have integer or floating point type!", inst)
        elif name.startswith("f"):
            if t.tid not in FP_TYPE_IDS:
                raise self.fail(f"atomicrmw {name} operand must have floating point type!", inst)
        elif t.tid != IntegerTyID:
            raise self.fail(f"atomicrmw {name} operand must have integer type!", inst)
        self._check_atomic_size(t, inst)

    def visit_gep(self, inst: Instruction) -> None:
        base = inst.operands[0].type
        if base.scalar_type().tid != PointerTyID:
            raise self.fail("GEP base pointer is not a vector or a vector of pointers", inst)
        src = inst.extra
        if isinstance(src, Type) and not src.is_sized():
            raise self.fail("GEP into unsized type!", inst)
        cur = src if isinstance(src, Type) else None
        for k, idx in enumerate(inst.operands[1:]):
            if idx.type.scalar_type().tid != IntegerTyID:
                raise self.fail("GEP indexes must be integers", inst)
            if k == 0 or cur is None:
                continue
            if cur.tid == StructTyID:
                if (
                    not isinstance(idx, ConstantInt)
                    or cur.params is None
                    or not 0 <= idx.value < len(cur.params)
                ):
                    raise self.fail("Invalid indices for GEP pointer type!", inst)
                cur = cur.params[idx.value]
            elif cur.tid in (ArrayTyID, FixedVectorTyID, ScalableVectorTyID):
                cur = cur.elem
            else:
                raise self.fail("Invalid indices for GEP pointer type!", inst)

    # -- calls

    def visit_call(self, inst: Instruction) -> None:
        info = inst.extra
        ops = inst.operands
        callee = ops[-1]
        fty: Type = info.ftype
        cty = callee.type
        if cty.tid != PointerTyID:
            raise self.fail("Called function must be a pointer!", inst)
        if cty.pointee is not None and cty.pointee is not fty:
            raise self.fail("Called function is not the same type as the call!", inst)
        params = fty.params or ()
        nargs = info.num_args
        if fty.vararg:
            if nargs < len(params):
                raise self.fail("Called function requires more parameters than were provided!", inst)
        elif nargs != len(params):
            raise self.fail("Incorrect number of arguments passed to called function!", inst)
        for k, p in enumerate(params):
            if k < nargs and ops[k].type is not p:
                raise self.fail("Call parameter type does not match function signature!", inst)
        target = callee if isinstance(callee, Function) else None
        if target is not None and target.name.startswith("llvm."):
            iid = IN.lookup_intrinsic_id(target.name)
            if iid:
                row = IN.INTRINSICS[iid]
                for pos in row.immargs:
                    if pos < nargs and not isinstance(ops[pos], (ConstantInt, ConstantFP)):
                        raise self.fail("immarg operand has non-immediate parameter", inst)
                self.visit_intrinsic_call(iid, target, inst)
        if inst.opcode == I.Call and info.tail == _TCK_MUSTTAIL:
            self.verify_must_tail_call(inst)

    def visit_intrinsic_call(self, iid: int, target: Function, inst: Instruction) -> None:
        if target.blocks:
            raise self.fail("Intrinsic functions should never be defined!", inst)
        res, _ = IN.match_intrinsic_signature(iid, target.function_type)
        if res == IN.MATCH_BAD_RET:
            raise self.fail("Intrinsic has incorrect return type!", inst)
        if res == IN.MATCH_BAD_ARG:
            raise self.fail("Intrinsic has incorrect argument type!", inst)
        if res == IN.MATCH_BAD_VARARG:
            raise self.fail("Intrinsic was not defined with variable arguments!", inst)

    def verify_must_tail_call(self, inst: Instruction) -> None:
        fn = self.fn
        assert fn is not None
        info = inst.extra
        caller = fn.function_type
        callee = info.ftype
        cparams, eparams = caller.params or (), callee.params or ()
        if len(cparams) != len(eparams):
            raise self.fail("cannot guarantee tail call due to mismatched parameter counts", inst)
        for a, b in zip(cparams, eparams):
            if not _is_type_congruent(a, b):
                raise self.fail("cannot guarantee tail call due to mismatched parameter types", inst)
        if caller.vararg != callee.vararg:
            raise self.fail("cannot guarantee tail call due to mismatched varargs", inst)
        assert caller.elem is not None and callee.elem is not None
        if not _is_type_congruent(caller.elem, callee.elem):
            raise self.fail("cannot guarantee tail call due to mismatched return types", inst)
        if fn.cc != info.cc:
            raise self.fail("cannot guarantee tail call due to mismatched calling conv", inst)
        bb = inst.parent
        assert bb is not None
        insts = bb.instructions
        k = insts.index(inst) + 1
        ret_val: Value = inst
        nxt = insts[k] if k < len(insts) else None
        if nxt is not None and nxt.opcode == I.BitCast:
            if nxt.operands[0] is not inst:
                raise self.fail("bitcast following musttail call must use the call", nxt)
            ret_val = nxt
            k += 1
            nxt = insts[k] if k < len(insts) else None
        if nxt is None or nxt.opcode != I.Ret:
            raise self.fail("musttail call must precede a ret with an optional bitcast", inst)
        if nxt.operands and nxt.operands[0] is not ret_val and not isinstance(nxt.operands[0], UndefValue):
            raise self.fail("musttail call result must be returned", nxt)

    # ------------------------------------------------------------------ globals

    def visit_global_variable(self, gv: GlobalVariable) -> None:
        init = gv.initializer
        if init is not None and init.type is not gv.value_type:
            raise self.fail("Global variable initializer type does not match global variable type!", gv)
        if gv.linkage == AppendingLinkage and gv.value_type.tid != ArrayTyID:
            raise self.fail("Only global arrays can have appending linkage!", gv)
        if init is None and gv.linkage not in (ExternalLinkage, ExternalWeakLinkage):
            raise self.fail("Global is external, but doesn't have external or weak linkage!", gv)
        name = gv.name
        if name in ("llvm.used", "llvm.compiler.used"):
            if init is not None and gv.linkage != AppendingLinkage:
                raise self.fail("invalid linkage for intrinsic global variable", gv)
            vt = gv.value_type
            if vt.tid == ArrayTyID:
                assert vt.elem is not None
                if vt.elem.tid != PointerTyID:
                    raise self.fail("wrong type for intrinsic global variable", gv)
                if init is not None:
                    if not isinstance(init, ConstantArray) or all(
                        isinstance(o, ConstantPointerNull) for o in init.operands
                    ):
                        raise self.fail("wrong initalizer for intrinsic global variable", gv)
                    for o in init.operands:
                        v = strip_pointer_casts(o)
                        if not isinstance(v, (GlobalVariable, Function, GlobalAlias)):
                            raise self.fail(f"invalid {name} member", gv)
                        if not v.name:
                            raise self.fail(f"members of {name} must be named", gv)
        elif name in ("llvm.global_ctors", "llvm.global_dtors"):
            if init is not None and gv.linkage != AppendingLinkage:
                raise self.fail("invalid linkage for intrinsic global variable", gv)
            vt = gv.value_type
            if vt.tid == ArrayTyID:
                st = vt.elem
                assert st is not None
                ok = st.tid == StructTyID and st.params is not None and len(st.params) in (2, 3)
                if ok:
                    assert st.params is not None
                    p0, p1 = st.params[0], st.params[1]
                    ok = p0.tid == IntegerTyID and p0.bits == 32 and p1.tid == PointerTyID
                    if ok and len(st.params) == 3:
                        ok = st.params[2].tid == PointerTyID
                if not ok:
                    raise self.fail("wrong type for intrinsic global variable", gv)
        if init is not None:
            self._check_constant_uses(init, gv)

    def _check_constant_uses(self, c: Value, gv: GlobalValue) -> None:
        """Intrinsics may not appear in initializers (their address cannot be taken)."""
        stack: list[Value] = [c]
        steps = 0
        while stack and steps < 100000:
            steps += 1
            v = stack.pop()
            if isinstance(v, Function):
                if v.name.startswith("llvm."):
                    raise self.fail("Invalid user of intrinsic instruction!", gv)
                continue
            if (
                isinstance(v, (ConstantExpr, ConstantArray, ConstantStruct))
                or type(v).__name__ == "ConstantVector"
            ):
                stack.extend(getattr(v, "operands", ()))

    def visit_global_alias(self, ga: GlobalAlias) -> None:
        if not ga.operands:
            raise self.fail("Aliasee cannot be NULL!", ga)
        aliasee = ga.operands[0]
        if aliasee.type is not ga.type and not (
            aliasee.type.tid == PointerTyID and ga.type.tid == PointerTyID and aliasee.type.pointee is None
        ):
            raise self.fail("Alias and aliasee types should match!", ga)
        visited: set[int] = {id(ga)}
        self._visit_aliasee(ga, aliasee, visited)

    def _visit_aliasee(self, ga: GlobalAlias, c: Value, visited: set[int]) -> None:
        stack: list[Value] = [c]
        while stack:
            v = stack.pop()
            if isinstance(v, GlobalAlias):
                if id(v) in visited:
                    raise self.fail("Aliases cannot form a cycle", ga)
                visited.add(id(v))
                if v.operands:
                    stack.append(v.operands[0])
            elif isinstance(v, GlobalValue):
                if v.is_declaration():
                    raise self.fail("Alias must point to a definition", ga)
            elif isinstance(v, ConstantExpr):
                stack.extend(v.operands)

    def visit_global_ifunc(self, gi: GlobalIFunc) -> None:
        if not gi.operands:
            raise self.fail("IFunc must have a Function resolver", gi)
        v = strip_pointer_casts(gi.operands[0])
        seen = 0
        while isinstance(v, GlobalAlias) and v.operands and seen < 64:
            seen += 1
            v = strip_pointer_casts(v.operands[0])
        if not isinstance(v, Function):
            raise self.fail("IFunc must have a Function resolver", gi)


def _visit_nothing(v: Verifier, inst: Instruction) -> None:
    return None


_HANDLERS: dict[int, Any] = {
    I.Ret: Verifier.visit_ret,
    I.Br: Verifier.visit_br,
    I.Switch: Verifier.visit_switch,
    I.IndirectBr: Verifier.visit_indirectbr,
    I.FNeg: Verifier.visit_fneg,
    I.ICmp: Verifier.visit_icmp,
    I.FCmp: Verifier.visit_fcmp,
    I.Select: Verifier.visit_select,
    I.Load: Verifier.visit_load,
    I.Store: Verifier.visit_store,
    I.Alloca: Verifier.visit_alloca,
    I.Fence: Verifier.visit_fence,
    I.AtomicCmpXchg: Verifier.visit_cmpxchg,
    I.AtomicRMW: Verifier.visit_atomicrmw,
    I.GetElementPtr: Verifier.visit_gep,
    I.Call: Verifier.visit_call,
    I.Invoke: Verifier.visit_call,
    I.CallBr: Verifier.visit_call,
}
for _op in I.BINARY_OPS:
    _HANDLERS[_op] = Verifier.visit_binary
for _op in I.CAST_OPS:
    _HANDLERS[_op] = Verifier.visit_cast
_ = (ConstantAggregateZero, _visit_nothing)
