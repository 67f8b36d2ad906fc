"""Expand atomic instructions (LLVM: lib/CodeGen/AtomicExpandPass.cpp).

What it is.  llc's ``atomic-expand`` IR function pass, run first among the target's IR passes.  For each
``atomicrmw`` the target's ``should_expand_atomic_rmw_in_ir`` hook answers ``CMPXCHG`` for, it writes
LLVM's compare-exchange loop (``expandAtomicRMWToCmpXchg`` / ``insertRMWCmpXchgLoop``)::

    %0 = load i32, i32* %p, align 4
    br label %atomicrmw.start
  atomicrmw.start:
    %loaded = phi i32 [ %0, %entry ], [ %newloaded, %atomicrmw.start ]
    %new = and i32 %loaded, %v                       ; the operation (performAtomicOp)
    %1 = cmpxchg i32* %p, i32 %loaded, i32 %new seq_cst seq_cst, align 4
    %success = extractvalue { i32, i1 } %1, 1
    %newloaded = extractvalue { i32, i1 } %1, 0
    br i1 %success, label %atomicrmw.end, label %atomicrmw.start
  atomicrmw.end:                                     ; the rest of the original block

``nand`` is ``and`` then ``xor -1``, ``max``/``min``/``umax``/``umin`` an ``icmp sgt/sle/ugt/ule`` and a
``select``; ``fadd``/``fsub`` compute in the FP type and exchange the bits as an integer of the same width
(the pointer bitcast for typed pointers).  The failure ordering is the strongest one the success ordering
allows (``getStrongestFailureOrdering``); the syncscope is kept, ``volatile`` is not.  Of the metadata only
``!pcsections`` is kept: every instruction the expansion makes (the loads, bitcasts, the operation, the
``cmpxchg``, the two ``extractvalue``, the branches and the PHI) carries the original instruction's node, as
LLVM 16's ``ReplacementIRBuilder`` does.  New names are uniqued in the function as LLVM's symbol table does.

Without a target machine (``-run-pass`` of a bare pipeline) the pass changes nothing.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pyllc.ir.local_names import LocalNames
from pyllc.ir import instructions as I
from pyllc.ir.constants import get_int
from pyllc.ir.data_layout import DataLayout
from pyllc.ir.metadata import MD_pcsections
from pyllc.ir.types import FP_BITS
from pyllc.ir.values import BasicBlock
from pyllc.target.lowering import AtomicExpansionKind

# AtomicRMWInst::BinOp -> (binary opcode) or (compare predicate) for performAtomicOp
_BIN = {"add": I.Add, "sub": I.Sub, "and": I.And, "or": I.Or, "xor": I.Xor, "fadd": I.FAdd, "fsub": I.FSub}
_CMP = {"max": 38, "min": 41, "umax": 34, "umin": 37}  # ICMP_SGT, SLE, UGT, ULE


def strongest_failure_ordering(success: int) -> int:
    """``AtomicCmpXchgInst::getStrongestFailureOrdering``: release -> monotonic, acq_rel -> acquire."""
    return {5: 2, 6: 4}.get(success, success)


class AtomicExpand:
    """The ``atomic-expand`` pass."""

    name: ClassVar[str] = "atomic-expand"
    description: ClassVar[str] = "Expand Atomic instructions"
    kind: ClassVar[str] = "function"

    def __init__(self, tm: Any = None) -> None:
        self.tm = tm
        self._pcs: Any = None

    def run(self, fn: Any, am: Any = None) -> bool:
        if self.tm is None:
            return False
        tli = self.tm.get_subtarget_impl(fn).get_target_lowering()
        fp = [
            inst
            for bb in fn.blocks
            for inst in bb.instructions
            if (inst.opcode in (I.Load, I.Store) and inst.ordering)
            or (inst.opcode == I.AtomicRMW and inst.pred == I.RMW_BY_NAME["xchg"])
        ]
        fp = [i for i in fp if (i.operands[0] if i.opcode == I.Store else i).type.is_floating_point()]
        if fp:
            self._fn = fn
            self._ctx = fn.parent.context
            for inst in fp:
                self._convert_to_integer_type(inst)
        rmws = [
            inst
            for bb in fn.blocks
            for inst in bb.instructions
            if inst.opcode == I.AtomicRMW
            and tli.should_expand_atomic_rmw_in_ir(inst) == AtomicExpansionKind.CmpXChg
        ]
        if not rmws:
            return bool(fp)
        self._fn = fn
        self._ctx = fn.parent.context
        self._unique = LocalNames(fn).unique
        self._dl = DataLayout(fn.parent.data_layout or self.tm.get_data_layout_string())
        for rmw in rmws:
            self._expand_to_cmpxchg(rmw)
        return True

    def _add(self, bb: BasicBlock, inst: Any, name: str = "") -> Any:
        bb.instructions.append(inst)
        inst.parent = bb
        _copy_pc_sections(self._pcs, inst)
        if name:
            inst.name = self._unique(name)
        return inst

    def _convert_to_integer_type(self, inst: Any) -> None:
        """``convertAtomicLoadToIntegerType`` / ``convertAtomicStoreToIntegerType`` /
        ``convertAtomicXchgToIntegerType`` (LLVM 14 does it for every FP atomic load, store and xchg): the
        same atomic on the integer of the FP type's width, through bitcasts."""
        ctx = self._ctx
        bb = inst.parent
        at = bb.instructions.index(inst)
        fresh: list[Any] = []

        def cast(v: Any, ty: Any) -> Any:
            c = I.Instruction(I.BitCast, ty, [v])
            c.parent = bb
            fresh.append(c)
            return c

        is_store = inst.opcode == I.Store
        fty = inst.operands[0].type if is_store else inst.type
        ity = ctx.int_type(FP_BITS[fty.tid])
        val = cast(inst.operands[0], ity) if is_store else None  # the value's cast comes first
        ptr = inst.operands[1] if is_store else inst.operands[0]
        if ptr.type.pointee is not None:
            ptr = cast(ptr, ctx.pointer_type(ity, ptr.type.addrspace))
        if val is not None:
            new = I.Instruction(I.Store, ctx.void_ty, [val, ptr])
        elif inst.opcode == I.Load:
            new = I.Instruction(I.Load, ity, [ptr])
        else:
            new = I.Instruction(I.AtomicRMW, ity, [ptr, cast(inst.operands[1], ity)])
            new.pred = inst.pred
        new.flags, new.align, new.ordering, new.syncscope = (
            inst.flags,
            inst.align,
            inst.ordering,
            inst.syncscope,
        )
        new.parent = bb
        fresh.append(new)
        if not is_store:
            inst.replace_all_uses_with(cast(new, fty))
        pcs = _pc_sections(inst)
        for f in fresh:
            _copy_pc_sections(pcs, f)
        bb.instructions[at : at + 1] = fresh
        inst.drop_all_references()

    def _split_block(self, bb: BasicBlock, at: Any, name: str) -> BasicBlock:
        """``BasicBlock::splitBasicBlock``: ``at`` and what follows move to a new block after ``bb``; the
        PHIs of the successors name the new block."""
        fn = self._fn
        new = BasicBlock(self._ctx.label_ty, self._unique(name), fn)
        idx = bb.instructions.index(at)
        moved = bb.instructions[idx:]
        del bb.instructions[idx:]
        for inst in moved:
            inst.parent = new
        new.instructions = moved
        fn.blocks.insert(fn.blocks.index(bb) + 1, new)
        term = new.terminator()
        for succ in term.successors() if term is not None else ():
            for phi in succ.instructions:
                if phi.opcode != I.PHI:
                    break
                phi.extra = [new if b is bb else b for b in phi.extra]
        return new

    def _perform_op(self, bb: BasicBlock, op: str, loaded: Any, val: Any) -> Any:
        """``performAtomicOp``: the new value from the loaded one."""
        ty = loaded.type
        if op == "nand":
            t = self._add(bb, I.Instruction(I.And, ty, [loaded, val]))
            return self._add(bb, I.Instruction(I.Xor, ty, [t, get_int(self._ctx, ty, -1)]), "new")
        if op in _CMP:
            cmp = I.Instruction(I.ICmp, self._ctx.int_type(1), [loaded, val])
            cmp.pred = _CMP[op]
            self._add(bb, cmp)
            return self._add(bb, I.Instruction(I.Select, ty, [cmp, loaded, val]), "new")
        if op == "xchg":
            return val
        return self._add(bb, I.Instruction(_BIN[op], ty, [loaded, val]), "new")

    def _expand_to_cmpxchg(self, rmw: Any) -> None:
        ctx = self._ctx
        bb = rmw.parent
        ptr, val = rmw.operands
        ty = rmw.type
        op: str = I.RMW_NAMES[int(rmw.pred)]
        align = rmw.align or self._dl.get_abi_type_align(ty)
        self._pcs = _pc_sections(rmw)
        exit_bb = self._split_block(bb, rmw, "atomicrmw.end")
        loop = BasicBlock(ctx.label_ty, self._unique("atomicrmw.start"), self._fn)
        self._fn.blocks.insert(self._fn.blocks.index(exit_bb), loop)
        exit_bb.instructions.remove(rmw)
        init = I.Instruction(I.Load, ty, [ptr])
        init.align = align
        self._add(bb, init)
        self._add(bb, I.Instruction(I.Br, ctx.void_ty, [loop]))
        loaded = I.Instruction(I.PHI, ty, [init])
        loaded.extra = [bb]
        self._add(loop, loaded, "loaded")
        new = self._perform_op(loop, op, loaded, val)
        addr, cmp_v, new_v = ptr, loaded, new
        if ty.is_floating_point():
            ity = ctx.int_type(FP_BITS[ty.tid])
            if ptr.type.pointee is not None:
                addr = self._add(
                    loop, I.Instruction(I.BitCast, ctx.pointer_type(ity, ptr.type.addrspace), [ptr])
                )
            new_v = self._add(loop, I.Instruction(I.BitCast, ity, [new]))
            cmp_v = self._add(loop, I.Instruction(I.BitCast, ity, [loaded]))
        vty = cmp_v.type
        pair = I.Instruction(I.AtomicCmpXchg, ctx.struct_type((vty, ctx.int_type(1))), [addr, cmp_v, new_v])
        pair.ordering = rmw.ordering
        pair.ordering2 = strongest_failure_ordering(rmw.ordering)
        pair.syncscope = rmw.syncscope
        pair.align = align
        self._add(loop, pair)
        success = I.Instruction(I.ExtractValue, ctx.int_type(1), [pair])
        success.extra = (1,)
        self._add(loop, success, "success")
        newloaded = I.Instruction(I.ExtractValue, vty, [pair])
        newloaded.extra = (0,)
        self._add(loop, newloaded, "newloaded")
        result = newloaded
        if vty is not ty:
            result = self._add(loop, I.Instruction(I.BitCast, ty, [newloaded]))
        self._add(loop, I.Instruction(I.Br, ctx.void_ty, [success, exit_bb, loop]))
        loaded.append_operand(result)
        loaded.extra.append(loop)
        rmw.replace_all_uses_with(result)
        rmw.drop_all_references()
        self._pcs = None


def _pc_sections(inst: Any) -> Any:
    """The ``!pcsections`` node of ``inst``, or None."""
    for kind, node in inst.md or ():
        if kind == MD_pcsections:
            return node
    return None


def _copy_pc_sections(node: Any, inst: I.Instruction) -> None:
    """Attach ``!pcsections`` ``node`` (when there is one) to a new instruction (IRBuilder's
    ``AddMetadataToInst`` for the kinds ``CollectMetadataToCopy`` took)."""
    if node is None:
        return
    md: list[tuple[int, Any]] = inst.md if inst.md is not None else []
    md.append((MD_pcsections, node))
    inst.md = md
