"""Prepare DWARF exceptions (LLVM: lib/CodeGen/DwarfEHPrepare.cpp), llc's ``dwarfehprepare`` pass.

Each ``resume`` becomes a call of ``_Unwind_Resume`` with the exception object, then ``unreachable``.
Above -O0 a ``resume`` that no cleanup landing pad can reach is first replaced by ``unreachable``
(``pruneUnreachableResumes``).  One remaining ``resume`` gets the call in its own block; several branch to
one new ``unwind_resume`` block whose ``exn.obj`` phi feeds the call.  The exception object is the
``extractvalue ..., 0`` of the resumed value (named ``exn.obj``), or, when the value was built by
``insertvalue (insertvalue undef, exn, 0), sel, 1``, ``exn`` itself (the insertvalues are erased when
unused: ``GetExceptionObject``).
"""

from __future__ import annotations

from typing import Any, ClassVar

from pyllc.ir import instructions as I
from pyllc.ir.attributes import AttributeList
from pyllc.ir.constants import UndefValue
from pyllc.ir.instructions import CallInfo, Instruction
from pyllc.ir.local_names import LocalNames
from pyllc.ir.module import Function
from pyllc.ir.values import BasicBlock


def _block(inst: Instruction) -> BasicBlock:
    """The block holding ``inst`` (every instruction this pass visits has one)."""
    bb = inst.parent
    assert bb is not None
    return bb


def _erase(inst: Instruction) -> None:
    inst.drop_all_references()
    bb = inst.parent
    if bb is not None:
        bb.instructions.remove(inst)
    inst.parent = None


def _reachable(src: BasicBlock, dst: BasicBlock) -> bool:
    """``isPotentiallyReachable`` from the first instruction of ``src`` to the terminator of ``dst``."""
    seen = {id(src)}
    work = [src]
    while work:
        bb = work.pop()
        if bb is dst:
            return True
        insts = bb.instructions
        if not insts:
            continue
        for s in insts[-1].successors():
            if id(s) not in seen:
                seen.add(id(s))
                work.append(s)
    return False


def _simplify_unreachable(fn: Any, bb: BasicBlock) -> None:
    """The part of ``simplifyCFG`` that runs on a block holding only ``unreachable``: a conditional branch to
    it becomes a branch to the other destination, and the block goes once nothing branches to it."""
    if len(bb.instructions) != 1 or bb is fn.blocks[0]:
        return
    for user in list(bb.uses):
        if not isinstance(user, Instruction) or user.opcode != I.Br or len(user.operands) != 3:
            continue
        other = user.operands[2] if user.operands[1] is bb else user.operands[1]
        if other is bb:
            continue
        pred = user.parent
        assert pred is not None
        br = Instruction(I.Br, user.type, [other])
        br.parent = pred
        pred.instructions[pred.instructions.index(user)] = br
        user.drop_all_references()
        user.parent = None
    if not bb.uses:
        for inst in bb.instructions:
            inst.drop_all_references()
        fn.blocks.remove(bb)


class DwarfEHPrepare:
    """The ``dwarfehprepare`` pass."""

    name: ClassVar[str] = "dwarfehprepare"
    description: ClassVar[str] = "Exception handling preparation"
    kind: ClassVar[str] = "function"

    def __init__(self, tm: Any = None, opt_level: int = 2) -> None:
        self.tm: Any = tm
        self.opt_level = opt_level

    def run(self, fn: Any, am: Any = None) -> bool:
        resumes: list[Instruction] = []
        cleanup_pads: list[BasicBlock] = []
        for bb in fn.blocks:
            insts = bb.instructions
            if not insts:
                continue
            if insts[-1].opcode == I.Resume:
                resumes.append(insts[-1])
            for inst in insts:
                if inst.opcode != I.PHI:
                    if inst.opcode == I.LandingPad and inst.flags & I.CLEANUP:
                        cleanup_pads.append(bb)
                    break
        if not resumes:
            return False
        ctx = fn.parent.context
        if self.opt_level:
            kept = [ri for ri in resumes if any(_reachable(lp, _block(ri)) for lp in cleanup_pads)]
            if len(kept) != len(resumes):
                for ri in resumes:
                    if ri not in kept:
                        bb = _block(ri)
                        _erase(ri)
                        un = Instruction(I.Unreachable, ctx.void_ty, [])
                        un.parent = bb
                        bb.instructions.append(un)
                        _simplify_unreachable(fn, bb)
                resumes = kept
            if not resumes:
                return True
        self._names = LocalNames(fn)
        opaque = fn.type.pointee is None
        i8p = ctx.opaque_ptr if opaque else ctx.pointer_type(ctx.int_type(8))
        rewind = self._declare(fn.parent, "_Unwind_Resume", ctx.function_type(ctx.void_ty, (i8p,)), opaque)
        if len(resumes) == 1:
            ri = resumes[0]
            bb = _block(ri)
            exn = self._exception_object(ri)
            self._append(bb, self._call(rewind, exn))
            self._append(bb, Instruction(I.Unreachable, ctx.void_ty, []))
            return True
        unwind_bb = BasicBlock(ctx.label_ty, self._names.unique("unwind_resume"), fn)
        fn.blocks.append(unwind_bb)
        phi = Instruction(I.PHI, i8p, [], self._names.unique("exn.obj"))
        phi.extra = []
        self._append(unwind_bb, phi)
        for ri in resumes:
            parent = _block(ri)
            self._append(parent, Instruction(I.Br, ctx.void_ty, [unwind_bb]))
            exn = self._exception_object(ri)
            phi.append_operand(exn)
            phi.extra.append(parent)
        self._append(unwind_bb, self._call(rewind, phi))
        self._append(unwind_bb, Instruction(I.Unreachable, ctx.void_ty, []))
        return True

    def _exception_object(self, ri: Instruction) -> Any:
        """``GetExceptionObject``: the exception pointer of the resumed value; erases ``ri``."""
        v = ri.operands[0]
        exn: Any = None
        sel_ivi: Instruction | None = None
        exc_ivi: Any = None
        sel_load: Instruction | None = None
        if isinstance(v, Instruction) and v.opcode == I.InsertValue and tuple(v.extra) == (1,):
            exc_ivi = v.operands[0]
            if (
                isinstance(exc_ivi, Instruction)
                and exc_ivi.opcode == I.InsertValue
                and isinstance(exc_ivi.operands[0], UndefValue)
                and tuple(exc_ivi.extra) == (0,)
            ):
                exn = exc_ivi.operands[1]
                sel_ivi = v
                sel = v.operands[1]
                if isinstance(sel, Instruction) and sel.opcode == I.Load:
                    sel_load = sel
        bb = _block(ri)
        if exn is None:
            vty: Any = v.type
            ev = Instruction(I.ExtractValue, vty.params[0], [v], self._names.unique("exn.obj"))
            ev.extra = (0,)
            ev.parent = bb
            bb.instructions.insert(bb.instructions.index(ri), ev)
            exn = ev
        _erase(ri)
        if sel_ivi is not None and exc_ivi is not None:
            if not sel_ivi.uses:
                _erase(sel_ivi)
            if not exc_ivi.uses:
                _erase(exc_ivi)
            if sel_load is not None and not sel_load.uses:
                _erase(sel_load)
        return exn

    @staticmethod
    def _append(bb: BasicBlock, inst: Instruction) -> None:
        inst.parent = bb
        bb.instructions.append(inst)

    @staticmethod
    def _call(callee: Function, arg: Any) -> Instruction:
        fty = callee.function_type
        assert fty.elem is not None
        call = Instruction(I.Call, fty.elem, [arg, callee])
        call.extra = CallInfo(fty, 0, AttributeList(), 0, [], 1)
        return call

    @staticmethod
    def _declare(module: Any, name: str, fty: Any, opaque: bool) -> Function:
        f = module.get_function(name)
        if f is not None:
            return f
        ctx = module.context
        f = Function(ctx.opaque_ptr if opaque else ctx.pointer_type(fty), fty, name)
        f.parent = module
        module.symbols[name] = f
        module.functions.append(f)
        return f
