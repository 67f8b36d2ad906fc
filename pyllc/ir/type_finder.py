"""What it is (LLVM: lib/IR/TypeFinder.cpp): the identified struct types a module uses, in the order
LLVM's ``TypeFinder::run`` meets them.

The AsmWriter prints a module's ``%name = type ...`` lines in this order (the numbered ``%N`` ones
first), and only the types something uses, so the printed module does not depend on the order in
which a reader happened to create the types (the text reader meets them in the text, the bitcode
reader in its type table).

The walk, as LLVM's: global variables (value type, initializer), aliases and ifuncs (value type,
aliasee or resolver), then each function (its function type, the type attributes of its attribute
list, personality, prefix and prologue, then every instruction: its type, its non-instruction
operands, a getelementptr's source element type, an alloca's allocated type, a call's type
attributes, the metadata attached to it other than ``!dbg`` in kind order), then the operands of the
named metadata.  A type's subtypes are visited depth first, left to right; constants and metadata
nodes are visited once.
"""

from __future__ import annotations

from typing import Any

from pyllc.ir import instructions as I
from pyllc.ir.attributes import TYPE, AttributeList, AttributeSet
from pyllc.ir.constants import ConstantExpr
from pyllc.ir.metadata import ConstantAsMetadata, DIArgList, MDNode, ValueAsMetadata
from pyllc.ir.module import GlobalValue, Module
from pyllc.ir.types import FunctionTyID, PointerTyID, StructTyID, TargetExtTyID, Type
from pyllc.ir.values import MetadataAsValue, User, Value


def _subtypes(t: Type) -> tuple[Type, ...]:
    tid = t.tid
    if tid == PointerTyID:
        return (t.pointee,) if t.pointee is not None else ()
    if tid == FunctionTyID:
        assert t.elem is not None
        return (t.elem, *(t.params or ()))
    if tid == StructTyID:
        return t.params or ()
    if t.elem is not None:  # arrays, vectors
        return (t.elem,)
    if tid == TargetExtTyID and t.params:
        return t.params
    return ()


class TypeFinder:
    """``run(module)`` fills ``struct_types`` with the identified structs in LLVM's order."""

    __slots__ = ("struct_types", "_types", "_values", "_nodes")

    def __init__(self) -> None:
        self.struct_types: list[Type] = []
        self._types: set[int] = set()
        self._values: set[int] = set()
        self._nodes: set[int] = set()

    def run(self, m: Module) -> list[Type]:
        ty, val, attrs = self.incorporate_type, self.incorporate_value, self.incorporate_attributes
        holders: list[GlobalValue] = [*m.globals, *m.aliases, *m.ifuncs]
        for g in holders:
            ty(g.value_type)
            for op in g.operands:
                val(op)
        for fn in m.functions:
            ty(fn.function_type)
            attrs(fn.attrs)
            for v in (fn.personality, fn.prefix, fn.prologue):
                if v is not None:
                    val(v)
            for bb in fn.blocks:
                for inst in bb.instructions:
                    ty(inst.type)
                    for op in inst.operands:
                        if not isinstance(op, I.Instruction):
                            val(op)
                    opc = inst.opcode
                    if opc == I.GetElementPtr:
                        ty(inst.extra)
                    elif opc == I.Alloca:
                        ty(inst.extra[0])
                    elif opc in (I.Call, I.Invoke, I.CallBr):
                        attrs(inst.extra.attrs)
                    if inst.md:
                        for kind, node in sorted(inst.md, key=lambda kn: kn[0]):
                            if kind != 0:
                                self.incorporate_md(node)
        for nmd in m.named_metadata.values():
            for node in nmd.operands:
                self.incorporate_md(node)
        return self.struct_types

    def incorporate_type(self, t: Type | None) -> None:
        if t is None or id(t) in self._types:
            return
        seen = self._types
        seen.add(id(t))
        work = [t]
        structs = self.struct_types
        while work:
            t = work.pop()
            if t.tid == StructTyID and t.name:
                structs.append(t)
            for sub in reversed(_subtypes(t)):
                if id(sub) not in seen:
                    seen.add(id(sub))
                    work.append(sub)

    def incorporate_attributes(self, al: AttributeList | Any) -> None:
        if not isinstance(al, AttributeList):
            return
        sets: list[AttributeSet] = [al.fn, al.ret, *al.params]
        for s in sets:
            for kind, _name, value in s.items:
                if kind == TYPE and isinstance(value, Type):
                    self.incorporate_type(value)

    def incorporate_value(self, v: Value | None) -> None:
        if v is None:
            return
        if isinstance(v, MetadataAsValue):
            md = v.md
            if isinstance(md, MDNode):
                self.incorporate_md(md)
            elif isinstance(md, ValueAsMetadata):
                self.incorporate_value(md.operands[0])
            elif isinstance(md, DIArgList):
                self._arg_list(md)
            return
        # Only constants other than global values (LLVM: !isa<Constant>(V) || isa<GlobalValue>(V)).
        work: list[Value] = [v]
        seen = self._values
        while work:
            v = work.pop()
            if isinstance(v, GlobalValue) or not _is_constant(v) or id(v) in seen:
                continue
            seen.add(id(v))
            self.incorporate_type(v.type)
            if isinstance(v, ConstantExpr) and v.opcode == I.GetElementPtr:
                self.incorporate_type(v.source_type)
            if isinstance(v, User):
                work.extend(reversed(v.operands))

    def incorporate_md(self, node: Any) -> None:
        """LLVM's recursive incorporateMDNode, with an explicit stack of (operands, next index)."""
        seen = self._nodes
        if id(node) in seen:
            return
        seen.add(id(node))
        if isinstance(node, DIArgList):
            self._arg_list(node)
            return
        if not isinstance(node, MDNode):
            return
        stack: list[tuple[list[Any], int]] = [(node.operands, 0)]
        while stack:
            ops, i = stack.pop()
            n = len(ops)
            while i < n:
                op = ops[i]
                i += 1
                if isinstance(op, MDNode):
                    if id(op) not in seen:
                        seen.add(id(op))
                        stack.append((ops, i))
                        stack.append((op.operands, 0))
                        break
                elif isinstance(op, ConstantAsMetadata):
                    self.incorporate_value(op.operands[0])

    def _arg_list(self, node: DIArgList) -> None:
        for a in node.args:
            self.incorporate_value(a.operands[0])


def _is_constant(v: Value) -> bool:
    from pyllc.ir.values import Argument, BasicBlock, InlineAsm

    return not isinstance(v, (Argument, BasicBlock, InlineAsm, I.Instruction, MetadataAsValue))


def find_struct_types(m: Module) -> list[Type]:
    """The identified struct types ``m`` uses, in TypeFinder order."""
    return TypeFinder().run(m)
