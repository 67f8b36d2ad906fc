"""What it is (LLVM: include/llvm/IR/IRBuilder.h, and the llvmlite.ir shape): build IR in memory from Python.

The builder makes pyllc's own IR objects directly (no text round trip): the types are the interned
:class:`~pyllc.ir.types.Type` objects of a :class:`~pyllc.ir.context.Context`, the constants are
:mod:`pyllc.ir.constants` objects, the instructions :class:`~pyllc.ir.instructions.Instruction`.  A module
built here is a :class:`pyllc.ir.module.Module` (subclass), so the verifier, the printer and the code
generator take it as they take a parsed one; ``str(module)`` is its ``.ll`` text.

Shape (as llvmlite.ir, with LLVM's names)::

    from pyllc.ir import builder as ir

    i32 = ir.IntType(32)
    m = ir.Module("demo")
    f = ir.Function(m, ir.FunctionType(i32, [i32, i32]), "add", arg_names=("a", "b"))
    b = ir.IRBuilder(f.append_basic_block("entry"))
    b.ret(b.add(f.args[0], f.args[1], name="sum"))
    print(m)

Types come from one process-wide context, :data:`global_context` (LLVM's global context), unless a
module is made with its own.  Pointers: a module is opaque-pointer (``ptr``, LLVM 15+, the default) or
typed-pointer (``i32*``, what clang 14 writes) — ``Module(name, opaque_pointers=False)``; the builder then
gives ``alloca``, ``gep``, globals and functions the pointer type of that mode, and ``PointerType(ty)``
is a typed pointer, ``PointerType()`` the opaque one.  Do not mix the two in one module.

Wrong operand types raise :class:`TypeError` when the instruction is built (before the verifier sees it).
Python ints and floats are accepted where a constant of a known type is meant (``b.add(x, 1)``).
"""

from __future__ import annotations

import math
import struct
from contextlib import contextmanager
from fractions import Fraction
from typing import Any, Callable, Generator, Iterable, Sequence

from pyllc.ir import constant_fold as CF
from pyllc.ir import constants
from pyllc.ir import instructions as I
from pyllc.ir import module as _m
from pyllc.ir.attributes import (
    EMPTY,
    ENUM,
    ENUM_ATTRS,
    INT,
    INT_ATTRS,
    STRING,
    TYPE,
    TYPE_ATTRS,
    AttributeList,
    AttributeSet,
)
from pyllc.ir.constants import (
    ConstantArray,
    ConstantDataArray,
    ConstantFP,
    ConstantInt,
    ConstantStruct,
    ConstantVector,
    get_int,
    get_null,
    get_poison,
    get_undef,
    get_zero_aggregate,
)
from pyllc.ir.context import Context
from pyllc.ir.instructions import CallInfo, Instruction
from pyllc.ir.types import (
    ArrayTyID,
    DoubleTyID,
    FixedVectorTyID,
    FloatTyID,
    FP_KIND_NAMES,
    FunctionTyID,
    HalfTyID,
    IntegerTyID,
    LabelTyID,
    PointerTyID,
    StructTyID,
    Type,
    VoidTyID,
)
from pyllc.ir.values import Argument, BasicBlock, Value

__all__ = [
    "global_context",
    "Type",
    "Value",
    "IntType",
    "HalfType",
    "FloatType",
    "DoubleType",
    "VoidType",
    "LabelType",
    "PointerType",
    "ArrayType",
    "VectorType",
    "StructType",
    "LiteralStructType",
    "IdentifiedStructType",
    "FunctionType",
    "Constant",
    "null",
    "undef",
    "poison",
    "zeroinitializer",
    "string_constant",
    "constant_array",
    "constant_struct",
    "const_gep",
    "const_cast",
    "const_bitcast",
    "const_ptrtoint",
    "const_inttoptr",
    "Module",
    "GlobalVariable",
    "Function",
    "Argument",
    "Block",
    "IRBuilder",
    "PhiInstr",
    "SwitchInstr",
]

global_context = Context()
"""The context the type constructors below intern their types in (LLVM's global LLVMContext)."""

Block = BasicBlock
"""A basic block (llvmlite's name); made by :meth:`Function.append_basic_block`."""


# ---------------------------------------------------------------------------------------------- types
def IntType(bits: int) -> Type:
    """``iN``."""
    if not 1 <= bits <= (1 << 23):
        raise ValueError(f"integer width {bits} out of range 1..{1 << 23}")
    return global_context.int_type(bits)


def HalfType() -> Type:
    return global_context.half_ty


def FloatType() -> Type:
    return global_context.float_ty


def DoubleType() -> Type:
    return global_context.double_ty


def VoidType() -> Type:
    return global_context.void_ty


def LabelType() -> Type:
    return global_context.label_ty


def PointerType(pointee: Type | None = None, addrspace: int = 0) -> Type:
    """A typed pointer ``T*`` to ``pointee``, or with no pointee the opaque ``ptr``."""
    if pointee is not None and pointee.tid in (VoidTyID, LabelTyID):
        raise TypeError(f"pointer to '{pointee}' is not a valid type")
    return global_context.pointer_type(pointee, addrspace)


def ArrayType(element: Type, count: int) -> Type:
    """``[count x element]``."""
    _check_element(element, "array")
    return global_context.array_type(element, count)


def VectorType(element: Type, count: int) -> Type:
    """``<count x element>`` (a fixed-length vector of integers, floats or pointers)."""
    if element.tid not in (IntegerTyID, PointerTyID) and not element.is_floating_point():
        raise TypeError(f"invalid vector element type '{element}'")
    if count < 1:
        raise ValueError("a vector has at least one element")
    return global_context.vector_type(element, count)


def LiteralStructType(elements: Sequence[Type], packed: bool = False) -> Type:
    """A literal (structurally uniqued) struct ``{ a, b }`` or ``<{ a, b }>``."""
    for e in elements:
        _check_element(e, "struct")
    return global_context.struct_type(tuple(elements), packed)


StructType = LiteralStructType


def IdentifiedStructType(
    module: Module, name: str, elements: Sequence[Type] | None = None, packed: bool = False
) -> Type:
    """The identified struct ``%name`` of ``module`` (made opaque if new), its body set when ``elements``
    is given."""
    t = module.get_identified_type(name)
    if elements is not None:
        set_struct_body(t, elements, packed)
    return t


def set_struct_body(t: Type, elements: Sequence[Type], packed: bool = False) -> None:
    """Give an identified struct its body (LLVM: StructType::setBody)."""
    if t.tid != StructTyID or not t.name:
        raise TypeError(f"'{t}' is not an identified struct type")
    if t.params is not None:
        raise TypeError(f"struct '{t}' already has a body")
    for e in elements:
        _check_element(e, "struct")
    t.params = tuple(elements)
    t.packed = packed


def FunctionType(return_type: Type, args: Sequence[Type], var_arg: bool = False) -> Type:
    """``ret (args...)`` (``, ...`` when ``var_arg``)."""
    if return_type.tid in (LabelTyID, FunctionTyID):
        raise TypeError(f"invalid function return type '{return_type}'")
    for a in args:
        if a.tid in (VoidTyID, LabelTyID, FunctionTyID):
            raise TypeError(f"invalid type '{a}' for a function argument")
    return global_context.function_type(return_type, tuple(args), var_arg)


def _check_element(t: Type, what: str) -> None:
    if t.tid in (VoidTyID, LabelTyID, FunctionTyID):
        raise TypeError(f"invalid {what} element type '{t}'")


# ---------------------------------------------------------------------------------------------- constants
_FP_STRUCT = {HalfTyID: ("<e", "<H"), FloatTyID: ("<f", "<I"), DoubleTyID: ("<d", "<Q")}


def _fp_constant(ty: Type, x: float) -> ConstantFP:
    packing = _FP_STRUCT.get(ty.tid)
    if packing is not None:
        try:
            bits: int = struct.unpack(packing[1], struct.pack(packing[0], x))[0]
        except OverflowError:
            bits = struct.unpack(packing[1], struct.pack(packing[0], math.copysign(math.inf, x)))[0]
    else:
        if not math.isfinite(x):
            raise ValueError(f"non-finite constant of type '{ty}' is not supported by the builder")
        from pyllc.support.apfloat import from_fraction

        bits = from_fraction(FP_KIND_NAMES[ty.tid], Fraction(x))[0]
    return ConstantFP(ty, bits, repr(float(x)))


def Constant(ty: Type, value: Any) -> constants.Constant:
    """The constant of type ``ty`` holding ``value`` (as ``ir.Constant`` in llvmlite):

    - integers: a Python int or bool (wrapped to the width); floats: a Python number;
    - ``None``: the zero value (``0``, ``0.0``, ``null``, ``zeroinitializer``);
    - arrays, structs and vectors: a sequence of element values (constants or Python values);
      an ``[N x i8]`` array also takes ``bytes``/``bytearray`` (a ``c"..."`` string).
    """
    if isinstance(value, constants.Constant):
        if value.type is not ty:
            raise TypeError(f"constant of type '{value.type}' where '{ty}' is expected")
        return value
    ctx = global_context
    tid = ty.tid
    if value is None:
        return CF.null_value(ctx, ty)
    if tid == IntegerTyID:
        if not isinstance(value, int):
            raise TypeError(f"an '{ty}' constant needs an int, not {type(value).__name__}")
        return get_int(ctx, ty, int(value))
    if ty.is_floating_point():
        if not isinstance(value, (int, float)):
            raise TypeError(f"a '{ty}' constant needs a number, not {type(value).__name__}")
        return _fp_constant(ty, float(value))
    if tid == ArrayTyID:
        assert ty.elem is not None
        if isinstance(value, (bytes, bytearray)):
            if ty.elem is not ctx.i8 or len(value) != ty.count:
                raise TypeError(f"{len(value)} bytes do not make a '{ty}' constant")
            return ConstantDataArray(ty, bytes(value))
        elems = _elements(ty.elem, value, int(ty.count), ty)  # type: ignore[arg-type]
        return ConstantArray(ty, elems)
    if tid == StructTyID:
        if ty.params is None:
            raise TypeError(f"constant of opaque struct type '{ty}'")
        vals = list(value)
        if len(vals) != len(ty.params):
            raise TypeError(f"{len(vals)} values for the {len(ty.params)} fields of '{ty}'")
        return ConstantStruct(ty, [Constant(t, v) for t, v in zip(ty.params, vals)])
    if tid == FixedVectorTyID:
        assert ty.elem is not None
        return ConstantVector(ty, _elements(ty.elem, value, int(ty.count), ty))  # type: ignore[arg-type]
    raise TypeError(f"no constant of type '{ty}' can be made from {value!r}")


def _elements(elem: Type, value: Any, count: int, ty: Type) -> list[Value]:
    vals = list(value)
    if len(vals) != count:
        raise TypeError(f"{len(vals)} values for a '{ty}' constant")
    return [Constant(elem, v) for v in vals]


def null(ty: Type) -> constants.Constant:
    """``null`` of a pointer type (the zero value of any other type)."""
    if ty.tid == PointerTyID:
        return get_null(global_context, ty)
    return CF.null_value(global_context, ty)


def undef(ty: Type) -> constants.Constant:
    return get_undef(global_context, ty)


def poison(ty: Type) -> constants.Constant:
    return get_poison(global_context, ty)


def zeroinitializer(ty: Type) -> constants.Constant:
    """``zeroinitializer`` of an aggregate or vector type (the zero value of a scalar type)."""
    if ty.is_aggregate() or ty.is_vector():
        return get_zero_aggregate(global_context, ty)
    return CF.null_value(global_context, ty)


def string_constant(text: str | bytes, nul: bool = True) -> constants.Constant:
    """A ``c"..."`` constant of type ``[N x i8]``: the UTF-8 bytes of ``text``, with a NUL byte ending it
    unless ``nul`` is False."""
    data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    if nul:
        data += b"\0"
    return ConstantDataArray(global_context.array_type(global_context.i8, len(data)), data)


def constant_array(element: Type, values: Iterable[Any]) -> constants.Constant:
    """``[N x element] [...]`` from the values."""
    vals = list(values)
    return Constant(global_context.array_type(element, len(vals)), vals)


def constant_struct(values: Sequence[constants.Constant], packed: bool = False) -> constants.Constant:
    """A constant of the literal struct whose fields have the values' types."""
    ty = global_context.struct_type(tuple(v.type for v in values), packed)
    return ConstantStruct(ty, list(values))


def const_gep(
    ptr: constants.Constant,
    indices: Sequence[Value | int],
    inbounds: bool = False,
    source_etype: Type | None = None,
) -> constants.Constant:
    """``getelementptr [inbounds] (T, ptr @g, ...)`` (folded as ConstantExpr::getGetElementPtr does)."""
    src = _gep_source_type(ptr, source_etype)
    idx = [_index(i) for i in indices]
    for v in idx:
        if not isinstance(v, constants.Constant):
            raise TypeError("the indices of a constant getelementptr must be constants")
    rty = _gep_result_type(ptr.type, src, idx)
    return CF.get_gep(global_context, src, ptr, idx, inbounds, rty=rty)


def const_cast(opcode: int, value: constants.Constant, ty: Type) -> constants.Constant:
    """A cast constant expression (``opcode`` one of :mod:`pyllc.ir.instructions`' cast opcodes)."""
    _check_cast(opcode, value.type, ty)
    return CF.get_cast(global_context, opcode, value, ty)


def const_bitcast(value: constants.Constant, ty: Type) -> constants.Constant:
    return const_cast(I.BitCast, value, ty)


def const_ptrtoint(value: constants.Constant, ty: Type) -> constants.Constant:
    return const_cast(I.PtrToInt, value, ty)


def const_inttoptr(value: constants.Constant, ty: Type) -> constants.Constant:
    return const_cast(I.IntToPtr, value, ty)


def _check_cast(opcode: int, src: Type, dst: Type) -> None:
    from pyllc.ir.parser import cast_is_valid

    if not cast_is_valid(opcode, src, dst):
        raise TypeError(f"invalid cast '{I.OPCODE_NAMES[opcode]}' from '{src}' to '{dst}'")


def _index(i: Value | int) -> Value:
    return get_int(global_context, global_context.i32, i) if isinstance(i, int) else i


def _gep_source_type(ptr: Value, source_etype: Type | None) -> Type:
    pt = ptr.type.scalar_type()
    if pt.tid != PointerTyID:
        raise TypeError(f"getelementptr base of type '{ptr.type}' is not a pointer")
    if source_etype is None:
        if pt.pointee is None:
            raise TypeError("getelementptr through an opaque pointer needs source_etype")
        return pt.pointee
    if pt.pointee is not None and pt.pointee is not source_etype:
        raise TypeError(f"source_etype '{source_etype}' is not the pointee of '{pt}'")
    return source_etype


def _gep_result_type(base: Type, src: Type, indices: Sequence[Value]) -> Type:
    """The pointer type a GEP gives: the indices after the first step into ``src`` (LLVM:
    GetElementPtrInst::getIndexedType), kept typed or opaque as the base pointer."""
    if not indices:
        raise TypeError("getelementptr needs at least one index")
    if not src.is_sized():
        raise TypeError(f"getelementptr into unsized type '{src}'")
    t = src
    for v in indices[1:]:
        if not v.type.is_int_or_int_vector():
            raise TypeError(f"getelementptr index of type '{v.type}' is not an integer")
        if t.tid == StructTyID:
            if not isinstance(v, ConstantInt) or t.params is None or not 0 <= v.value < len(t.params):
                raise TypeError(f"a struct '{t}' needs a constant i32 field index in range")
            t = t.params[v.value]
        elif t.tid in (ArrayTyID, FixedVectorTyID):
            assert t.elem is not None
            t = t.elem
        else:
            raise TypeError(f"getelementptr cannot index into '{t}'")
    if not indices[0].type.is_int_or_int_vector():
        raise TypeError(f"getelementptr index of type '{indices[0].type}' is not an integer")
    bp = base.scalar_type()
    return global_context.pointer_type(t if bp.pointee is not None else None, bp.addrspace)


# ---------------------------------------------------------------------------------------------- attributes
def _attr_item(name: str, value: Any = None) -> tuple[int, str, Any]:
    """One attribute: an LLVM enum attribute (``nounwind``), an int one (``align``, ``dereferenceable``),
    a type one (``sret``, ``byval``: value the Type), otherwise a string attribute ``"name"="value"``."""
    if name in INT_ATTRS:
        if not isinstance(value, int):
            raise TypeError(f"attribute '{name}' needs an int value")
        return (INT, name, value)
    if name in TYPE_ATTRS:
        return (TYPE, name, value)
    if name in ENUM_ATTRS and value is None:
        return (ENUM, name, None)
    return (STRING, name, None if value is None else str(value))


def _add_to(s: AttributeSet, item: tuple[int, str, Any]) -> AttributeSet:
    return AttributeSet(tuple(i for i in s.items if i[1] != item[1]) + (item,))


def _call_conv(cc: int | str) -> int:
    if isinstance(cc, int):
        return cc
    from pyllc.ir.parser import CALLING_CONVS

    n = CALLING_CONVS.get(cc)
    if n is None:
        raise ValueError(f"unknown calling convention '{cc}'")
    return n


def _linkage(linkage: int | str) -> int:
    if isinstance(linkage, int):
        return linkage
    n = _m.LINKAGE_BY_NAME.get(linkage)
    if n is None:
        raise ValueError(f"unknown linkage '{linkage}'")
    return n


_LINKAGE_SLOT: Any = _m.GlobalValue.__dict__["linkage"]


class _GlobalMixin:
    """What functions and global variables made here add: ``linkage`` taking LLVM's names (``"internal"``;
    it reads back as the LinkageTypes number the code generator uses) and llvmlite's constant-expression
    methods on the global's address."""

    __slots__ = ()

    @property
    def linkage(self) -> int:
        return _LINKAGE_SLOT.__get__(self)

    @linkage.setter
    def linkage(self, value: int | str) -> None:
        _LINKAGE_SLOT.__set__(self, _linkage(value))

    def gep(self, indices: Sequence[Value | int], inbounds: bool = False) -> constants.Constant:
        """``getelementptr`` of this global's address (constant expression)."""
        return const_gep(self, indices, inbounds, self.value_type)  # type: ignore[arg-type,attr-defined]

    def bitcast(self, ty: Type) -> constants.Constant:
        return const_bitcast(self, ty)  # type: ignore[arg-type]

    def ptrtoint(self, ty: Type) -> constants.Constant:
        return const_ptrtoint(self, ty)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------- module
class Module(_m.Module):
    """A module (pyllc's :class:`pyllc.ir.module.Module`) made for building: ``str()`` prints it as ``.ll``.
    ``opaque_pointers`` (default True) chooses ``ptr`` or typed pointers (see above); ``triple`` and
    ``data_layout`` set the module's ``target triple`` and ``target datalayout``."""

    __slots__ = ("opaque_pointers", "_unique")

    def __init__(
        self,
        name: str = "",
        context: Context | None = None,
        *,
        opaque_pointers: bool = True,
        triple: str | None = None,
        data_layout: str | None = None,
    ) -> None:
        super().__init__(name, context or global_context)
        self.opaque_pointers = opaque_pointers
        self.triple = triple
        self.data_layout = data_layout
        self._unique = 0

    def __str__(self) -> str:
        from pyllc.ir.printer import print_module

        return print_module(self)

    def __repr__(self) -> str:
        return f"<Module {self.name!r}>"

    def verify(self) -> None:
        """Run the IR verifier (raises :class:`pyllc.support.diagnostics.DiagnosticError`)."""
        from pyllc.ir.verifier import verify_module

        verify_module(self)

    def pointer_to(self, ty: Type, addrspace: int = 0) -> Type:
        """The type of a pointer to ``ty`` in this module's pointer mode (``ptr`` or ``ty*``)."""
        return self.context.pointer_type(None if self.opaque_pointers else ty, addrspace)

    def get_global(self, name: str) -> _m.GlobalValue | None:
        """The function or global variable named ``name``, if any."""
        return self.symbols.get(name)

    def get_identified_type(self, name: str) -> Type:
        """The identified struct ``%name``: the existing one, or a new opaque one."""
        for t in self.struct_types:
            if t.name == name and not t.numbered:
                return t
        t = self.context.named_struct_type(name)
        self.struct_types.append(t)
        return t

    def get_or_insert_function(self, name: str, fnty: Type) -> Function:
        """The function ``name``, declared with ``fnty`` if the module has none (LLVM:
        Module::getOrInsertFunction); a different type of an existing one is an error."""
        f = self.symbols.get(name)
        if f is None:
            return Function(self, fnty, name)
        if not isinstance(f, Function) or f.function_type is not fnty:
            raise TypeError(f"'{name}' exists with a different type than '{fnty}'")
        return f

    def add_global_string(self, text: str | bytes, name: str = ".str") -> GlobalVariable:
        """A private ``unnamed_addr constant [N x i8] c"...\\00"`` (clang's string literal global)."""
        init = string_constant(text)
        gv = GlobalVariable(self, init.type, name, initializer=init, constant=True, linkage="private")
        gv.unnamed_addr = 2
        gv.align = 1
        return gv

    def _register(self, gv: _m.GlobalValue, name: str) -> None:
        if name:
            if name in self.symbols:
                base = name
                while name in self.symbols:
                    self._unique += 1
                    name = f"{base}.{self._unique}"
            self.symbols[name] = gv
        gv.name = name
        gv.parent = self


# ---------------------------------------------------------------------------------------------- globals
class GlobalVariable(_GlobalMixin, _m.GlobalVariable):
    """``@name = [linkage] global|constant <ty> <initializer>``, added to ``module``.  A name the module
    already has gets a ``.N`` suffix (as LLVM renames)."""

    __slots__ = ()

    def __init__(
        self,
        module: Module,
        ty: Type,
        name: str = "",
        addrspace: int = 0,
        *,
        initializer: Any = None,
        constant: bool = False,
        linkage: int | str = _m.ExternalLinkage,
        align: int = 0,
        section: str | None = None,
        thread_local: bool = False,
    ) -> None:
        if ty.tid in (VoidTyID, LabelTyID, FunctionTyID):
            raise TypeError(f"invalid type '{ty}' for a global variable")
        super().__init__(module.pointer_to(ty, addrspace), ty, "", addrspace)
        module._register(self, name)  # pyright: ignore[reportPrivateUsage]
        module.globals.append(self)
        self.is_constant = constant
        self.linkage = linkage
        self.align = align
        self.section = section
        self.thread_local = 1 if thread_local else 0
        if initializer is not None:
            self.initializer = initializer

    @property
    def initializer(self) -> constants.Constant | None:  # pyright: ignore[reportIncompatibleVariableOverride]
        return self.operands[0] if self.operands else None  # type: ignore[return-value]

    @initializer.setter
    def initializer(self, value: Any) -> None:
        self.set_initializer(None if value is None else Constant(self.value_type, value))

    @property
    def global_constant(self) -> bool:
        """llvmlite's name for ``is_constant``."""
        return self.is_constant

    @global_constant.setter
    def global_constant(self, value: bool) -> None:
        self.is_constant = value


class _Argument(Argument):
    """A function argument; ``add_attribute`` sets a parameter attribute (``noundef``, ``nocapture``)."""

    __slots__ = ()

    def add_attribute(self, name: str, value: Any = None) -> None:
        fn = self.parent
        assert isinstance(fn, Function)
        fn.add_param_attribute(self.arg_no, name, value)


class Function(_GlobalMixin, _m.Function):
    """A function of ``module`` with type ``fnty``: a declaration until it gets blocks
    (:meth:`append_basic_block`).  ``arg_names`` names the arguments."""

    __slots__ = ("_names", "_unique")

    def __init__(
        self,
        module: Module,
        fnty: Type,
        name: str,
        *,
        arg_names: Sequence[str] = (),
        linkage: int | str = _m.ExternalLinkage,
        calling_convention: int | str = 0,
        addrspace: int = 0,
    ) -> None:
        if fnty.tid != FunctionTyID:
            raise TypeError(f"'{fnty}' is not a function type")
        super().__init__(module.pointer_to(fnty, addrspace), fnty, "", addrspace)
        module._register(self, name)  # pyright: ignore[reportPrivateUsage]
        module.functions.append(self)
        self.args = [_Argument(a.type, "", self, a.arg_no) for a in self.args]
        self._names: set[str] = set()
        self._unique = 0
        self.linkage = linkage
        self.cc = _call_conv(calling_convention)
        if len(arg_names) > len(self.args):
            raise ValueError(f"{len(arg_names)} names for {len(self.args)} arguments")
        for a, n in zip(self.args, arg_names):
            a.name = self.unique_name(n)

    @property
    def module(self) -> Module:
        assert isinstance(self.parent, Module)
        return self.parent

    @property
    def calling_convention(self) -> str:
        """The calling convention by LLVM's keyword (``ccc``, ``fastcc``, ...); settable."""
        from pyllc.ir.parser import CALLING_CONV_NAMES

        return CALLING_CONV_NAMES.get(self.cc, f"cc {self.cc}")

    @calling_convention.setter
    def calling_convention(self, cc: int | str) -> None:
        self.cc = _call_conv(cc)

    @property
    def return_type(self) -> Type:
        assert self.function_type.elem is not None
        return self.function_type.elem

    @property
    def entry_basic_block(self) -> BasicBlock:
        if not self.blocks:
            raise ValueError(f"function '{self.name}' has no blocks")
        return self.blocks[0]

    def unique_name(self, name: str) -> str:
        """``name``, or with a number appended if the function already has a local of that name (LLVM's
        ValueSymbolTable::makeUniqueName); "" stays unnamed."""
        if not name:
            return ""
        names = self._names
        taken = name in names or any(a.name == name for a in self.args)
        if taken:
            base = name
            while taken:
                self._unique += 1
                name = f"{base}{self._unique}"
                taken = name in names or any(a.name == name for a in self.args)
        names.add(name)
        return name

    def append_basic_block(self, name: str = "", before: BasicBlock | None = None) -> BasicBlock:
        """A new block at the end of the function (or before ``before``)."""
        bb = BasicBlock(self.module.context.label_ty, self.unique_name(name), self)
        if before is None:
            self.blocks.append(bb)
        else:
            self.blocks.insert(self.blocks.index(before), bb)
        return bb

    def add_attribute(self, name: str, value: Any = None) -> None:
        """A function attribute (``nounwind``, ``noinline``, ``"frame-pointer"="all"``)."""
        a = self.attrs
        self.attrs = AttributeList(_add_to(a.fn, _attr_item(name, value)), a.ret, a.params)

    def add_return_attribute(self, name: str, value: Any = None) -> None:
        a = self.attrs
        self.attrs = AttributeList(a.fn, _add_to(a.ret, _attr_item(name, value)), a.params)

    def add_param_attribute(self, index: int, name: str, value: Any = None) -> None:
        a = self.attrs
        params = list(a.params) + [EMPTY] * (len(self.args) - len(a.params))
        params[index] = _add_to(params[index], _attr_item(name, value))
        self.attrs = AttributeList(a.fn, a.ret, params)


# ---------------------------------------------------------------------------------------------- instructions
class PhiInstr(Instruction):
    """A ``phi``; :meth:`add_incoming` adds a ``[value, block]`` pair."""

    __slots__ = ()

    def add_incoming(self, value: Value | int | float, block: BasicBlock) -> None:
        v = _coerce(value, self.type)
        if v.type is not self.type:
            raise TypeError(f"phi of '{self.type}' given a value of type '{v.type}'")
        self.append_operand(v)
        self.extra.append(block)


class SwitchInstr(Instruction):
    """A ``switch``; :meth:`add_case` adds a ``value, label`` pair."""

    __slots__ = ()

    def add_case(self, value: Value | int, block: BasicBlock) -> None:
        v = _coerce(value, self.operands[0].type)
        if not isinstance(v, ConstantInt) or v.type is not self.operands[0].type:
            raise TypeError(f"a switch case must be a constant '{self.operands[0].type}'")
        self.append_operand(v)
        self.append_operand(block)


def _coerce(v: Value | int | float, ty: Type) -> Value:
    """A Python number as a constant of ``ty``; a Value unchanged."""
    if isinstance(v, Value):
        return v
    return Constant(ty, v)


def _value(v: Any) -> Value:
    if not isinstance(v, Value):
        raise TypeError(f"{v!r} is not an IR value (a Python number needs a typed operand beside it)")
    return v


def _binary_types(a: Any, b: Any) -> tuple[Value, Value]:
    if isinstance(a, Value):
        b = _coerce(b, a.type)
    elif isinstance(b, Value):
        a = _coerce(a, b.type)
    a, b = _value(a), _value(b)
    if a.type is not b.type:
        raise TypeError(f"operands of different types: '{a.type}' and '{b.type}'")
    return a, b


_WRAP_FLAGS = {"nuw": I.NUW, "nsw": I.NSW, "exact": I.EXACT, "disjoint": I.DISJOINT}
_FMF_FLAGS = {n: 1 << (i + I.FMF_SHIFT) for i, n in enumerate(I.FMF_NAMES)}
_FMF_FLAGS["fast"] = I.FMF_FAST << I.FMF_SHIFT
_CMP_OPS = {"==": "eq", "!=": "ne", "<": "lt", "<=": "le", ">": "gt", ">=": "ge"}


def _flags(flags: Iterable[str], table: dict[str, int]) -> int:
    n = 0
    for f in flags:
        bit = table.get(f)
        if bit is None:
            raise ValueError(f"unknown flag '{f}'")
        n |= bit
    return n


def _predicate(op: str, names: dict[str, int], prefix: str) -> int:
    """The predicate of ``op``: an LLVM predicate name (``slt``, ``oeq``, ``uno``...), or one of ``== != < <= >
    >=`` with ``prefix`` (icmp: ``s``/``u`` on an ordering; fcmp: ``o``/``u``)."""
    if op in names:
        return names[op]
    base = _CMP_OPS.get(op)
    if base is None:
        raise ValueError(f"unknown comparison '{op}'")
    return names[base if base in names else prefix + base]


def _cmp_type(t: Type) -> Type:
    if t.is_vector():
        return global_context.vector_type(global_context.i1, t.count)  # type: ignore[arg-type]
    return global_context.i1


def _binop_method(op: int) -> Callable[..., Instruction]:
    """An IRBuilder method building the binary operator ``op``."""

    def method(self: IRBuilder, lhs: Any, rhs: Any, name: str = "", flags: Iterable[str] = ()) -> Instruction:
        return self._binop(op, lhs, rhs, name, flags)  # pyright: ignore[reportPrivateUsage]

    return _named(method, op, "``%s`` of two operands of one type (``flags``: see the class).")


def _cast_method(op: int) -> Callable[..., Instruction]:
    """An IRBuilder method building the cast ``op``."""

    def method(self: IRBuilder, value: Value, typ: Type, name: str = "") -> Instruction:
        return self._cast(op, value, typ, name)  # pyright: ignore[reportPrivateUsage]

    return _named(method, op, "``%s value to typ``.")


def _named(method: Callable[..., Instruction], op: int, doc: str) -> Callable[..., Instruction]:
    name = I.OPCODE_NAMES[op]
    method.__name__ = method.__qualname__ = name + ("_" if op in (I.And, I.Or) else "")
    method.__doc__ = doc % name
    return method


class IRBuilder:
    """Inserts instructions at a position in a block (LLVM's IRBuilder, llvmlite's method names).

    Each method builds one instruction and returns it (terminators too); ``name`` names the result
    (made unique in the function; "" leaves it numbered).  The methods are named after the instructions
    (``and_``, ``or_`` and ``not_`` take an underscore); ``flags`` takes LLVM's keywords: ``nuw``, ``nsw``,
    ``exact`` on integer operations, the fast-math flags (``fast``, ``nnan``, ``ninf``, ``nsz``, ``arcp``,
    ``contract``, ``afn``, ``reassoc``) on floating-point ones.  Casts take the value and the target type."""

    __slots__ = ("_block", "_index")

    def __init__(self, block: BasicBlock | None = None) -> None:
        self._block = block
        self._index: int | None = None  # None: at the end of the block

    # ------------------------------------------------------------------ position
    @property
    def block(self) -> BasicBlock:
        """The block instructions go into."""
        if self._block is None:
            raise ValueError("the builder has no insertion block")
        return self._block

    @property
    def function(self) -> Function:
        fn = self.block.parent
        assert isinstance(fn, Function), "blocks are made by Function.append_basic_block"
        return fn

    @property
    def module(self) -> Module:
        return self.function.module

    def position_at_end(self, block: BasicBlock) -> None:
        self._block = block
        self._index = None

    def position_at_start(self, block: BasicBlock) -> None:
        self._block = block
        self._index = 0

    def position_before(self, inst: Instruction) -> None:
        bb = inst.parent
        assert bb is not None
        self._block = bb
        self._index = bb.instructions.index(inst)

    def position_after(self, inst: Instruction) -> None:
        self.position_before(inst)
        assert self._index is not None
        self._index += 1

    @contextmanager
    def goto_block(self, block: BasicBlock) -> Generator[None, None, None]:
        """Insert at the end of ``block`` (before its terminator if it has one) inside the ``with``."""
        saved = (self._block, self._index)
        term = block.terminator()
        if term is not None:
            self.position_before(term)
        else:
            self.position_at_end(block)
        try:
            yield
        finally:
            self._block, self._index = saved

    @contextmanager
    def goto_entry_block(self) -> Generator[None, None, None]:
        with self.goto_block(self.function.entry_basic_block):
            yield

    @contextmanager
    def if_then(self, pred: Value) -> Generator[BasicBlock, None, None]:
        """``if pred: <body>``: the ``with`` body is built in a new block; afterwards the builder is at the
        end of the block that follows (llvmlite's ``if_then``)."""
        fn = self.function
        then = fn.append_basic_block(self._name_after("then"))
        end = fn.append_basic_block(self._name_after("endif"))
        self.cbranch(pred, then, end)
        self.position_at_end(then)
        yield then
        if self.block.terminator() is None:
            self.branch(end)
        self.position_at_end(end)

    @contextmanager
    def if_else(self, pred: Value) -> Generator[tuple[Any, Any], None, None]:
        """``with b.if_else(c) as (then, otherwise): with then: ... with otherwise: ...``."""
        fn = self.function
        bb_then = fn.append_basic_block(self._name_after("then"))
        bb_else = fn.append_basic_block(self._name_after("else"))
        end = fn.append_basic_block(self._name_after("endif"))
        self.cbranch(pred, bb_then, bb_else)

        @contextmanager
        def arm(bb: BasicBlock) -> Generator[BasicBlock, None, None]:
            self.position_at_end(bb)
            yield bb
            if self.block.terminator() is None:
                self.branch(end)

        yield arm(bb_then), arm(bb_else)
        self.position_at_end(end)

    def _name_after(self, suffix: str) -> str:
        return f"{self.block.name}.{suffix}" if self.block.name else suffix

    def _insert(self, inst: Instruction, name: str = "") -> Instruction:
        bb = self.block
        if bb.terminator() is not None and self._index is None:
            raise ValueError(f"block '{bb.name}' already ends in a terminator")
        inst.parent = bb
        if name and inst.type.tid != VoidTyID:
            inst.name = self.function.unique_name(name)
        if self._index is None:
            bb.instructions.append(inst)
        else:
            bb.instructions.insert(self._index, inst)
            self._index += 1
        return inst

    # ------------------------------------------------------------------ arithmetic
    def _binop(self, op: int, a: Any, b: Any, name: str, flags: Iterable[str]) -> Instruction:
        x, y = _binary_types(a, b)
        if op in I.FP_BINARY_OPS:
            if not x.type.is_fp_or_fp_vector():
                raise TypeError(f"'{I.OPCODE_NAMES[op]}' needs floating-point operands, not '{x.type}'")
            f = _flags(flags, _FMF_FLAGS)
        else:
            if not x.type.is_int_or_int_vector():
                raise TypeError(f"'{I.OPCODE_NAMES[op]}' needs integer operands, not '{x.type}'")
            f = _flags(flags, _WRAP_FLAGS)
            if f & (I.NUW | I.NSW) and op not in I.WRAP_OPS or f & I.EXACT and op not in I.EXACT_OPS:
                raise ValueError(f"flags {tuple(flags)} do not apply to '{I.OPCODE_NAMES[op]}'")
        inst = Instruction(op, x.type, [x, y])
        inst.flags = f
        return self._insert(inst, name)

    add = _binop_method(I.Add)
    sub = _binop_method(I.Sub)
    mul = _binop_method(I.Mul)
    sdiv = _binop_method(I.SDiv)
    udiv = _binop_method(I.UDiv)
    srem = _binop_method(I.SRem)
    urem = _binop_method(I.URem)
    and_ = _binop_method(I.And)
    or_ = _binop_method(I.Or)
    xor = _binop_method(I.Xor)
    shl = _binop_method(I.Shl)
    lshr = _binop_method(I.LShr)
    ashr = _binop_method(I.AShr)
    fadd = _binop_method(I.FAdd)
    fsub = _binop_method(I.FSub)
    fmul = _binop_method(I.FMul)
    fdiv = _binop_method(I.FDiv)
    frem = _binop_method(I.FRem)

    def neg(self, value: Value, name: str = "") -> Instruction:
        """``sub 0, value``."""
        return self.sub(null(value.type), value, name)

    def not_(self, value: Value, name: str = "") -> Instruction:
        """``xor value, -1``."""
        t = value.type
        ones = Constant(t, [-1] * int(t.count)) if t.is_vector() else Constant(t, -1)  # type: ignore[arg-type]
        return self.xor(value, ones, name)

    def fneg(self, value: Value, name: str = "", flags: Iterable[str] = ()) -> Instruction:
        if not value.type.is_fp_or_fp_vector():
            raise TypeError(f"'fneg' needs a floating-point operand, not '{value.type}'")
        inst = Instruction(I.FNeg, value.type, [value])
        inst.flags = _flags(flags, _FMF_FLAGS)
        return self._insert(inst, name)

    # ------------------------------------------------------------------ comparisons, select
    def _icmp(self, pred: int, a: Any, b: Any, name: str) -> Instruction:
        x, y = _binary_types(a, b)
        st = x.type.scalar_type()
        if st.tid not in (IntegerTyID, PointerTyID):
            raise TypeError(f"icmp needs integer or pointer operands, not '{x.type}'")
        inst = Instruction(I.ICmp, _cmp_type(x.type), [x, y])
        inst.pred = pred
        return self._insert(inst, name)

    def icmp_signed(self, cmpop: str, lhs: Any, rhs: Any, name: str = "") -> Instruction:
        """``icmp`` with ``cmpop`` one of ``== != < <= > >=`` (signed order) or an LLVM predicate name."""
        return self._icmp(_predicate(cmpop, I.ICMP_BY_NAME, "s"), lhs, rhs, name)

    def icmp_unsigned(self, cmpop: str, lhs: Any, rhs: Any, name: str = "") -> Instruction:
        return self._icmp(_predicate(cmpop, I.ICMP_BY_NAME, "u"), lhs, rhs, name)

    def _fcmp(self, pred: int, a: Any, b: Any, name: str, flags: Iterable[str]) -> Instruction:
        x, y = _binary_types(a, b)
        if not x.type.is_fp_or_fp_vector():
            raise TypeError(f"fcmp needs floating-point operands, not '{x.type}'")
        inst = Instruction(I.FCmp, _cmp_type(x.type), [x, y])
        inst.pred = pred
        inst.flags = _flags(flags, _FMF_FLAGS)
        return self._insert(inst, name)

    def fcmp_ordered(
        self, cmpop: str, lhs: Any, rhs: Any, name: str = "", flags: Iterable[str] = ()
    ) -> Instruction:
        """``fcmp o<op>`` (false when either is NaN); ``cmpop`` also ``ord``/``uno`` or an LLVM predicate."""
        return self._fcmp(_predicate(cmpop, I.FCMP_BY_NAME, "o"), lhs, rhs, name, flags)

    def fcmp_unordered(
        self, cmpop: str, lhs: Any, rhs: Any, name: str = "", flags: Iterable[str] = ()
    ) -> Instruction:
        """``fcmp u<op>`` (true when either is NaN)."""
        return self._fcmp(_predicate(cmpop, I.FCMP_BY_NAME, "u"), lhs, rhs, name, flags)

    def select(self, cond: Value, lhs: Any, rhs: Any, name: str = "") -> Instruction:
        x, y = _binary_types(lhs, rhs)
        ct = cond.type
        if ct.scalar_type() is not global_context.i1 and not ct.is_integer(1):
            raise TypeError(f"select condition of type '{ct}' is not i1")
        return self._insert(Instruction(I.Select, x.type, [cond, x, y]), name)

    # ------------------------------------------------------------------ casts
    def _cast(self, op: int, value: Value, ty: Type, name: str) -> Instruction:
        _check_cast(op, value.type, ty)
        return self._insert(Instruction(op, ty, [value]), name)

    trunc = _cast_method(I.Trunc)
    zext = _cast_method(I.ZExt)
    sext = _cast_method(I.SExt)
    fptrunc = _cast_method(I.FPTrunc)
    fpext = _cast_method(I.FPExt)
    fptosi = _cast_method(I.FPToSI)
    fptoui = _cast_method(I.FPToUI)
    sitofp = _cast_method(I.SIToFP)
    uitofp = _cast_method(I.UIToFP)
    ptrtoint = _cast_method(I.PtrToInt)
    inttoptr = _cast_method(I.IntToPtr)
    bitcast = _cast_method(I.BitCast)
    addrspacecast = _cast_method(I.AddrSpaceCast)

    # ------------------------------------------------------------------ memory
    def alloca(
        self, typ: Type, size: Value | int | None = None, name: str = "", align: int = 0
    ) -> Instruction:
        """``alloca typ[, size]``: a stack slot (put it in the entry block: ``with b.goto_entry_block()``)."""
        if not typ.is_sized():
            raise TypeError(f"alloca of unsized type '{typ}'")
        ops = [] if size is None else [_coerce(size, global_context.i32)]
        inst = Instruction(I.Alloca, self.module.pointer_to(typ), ops)
        inst.extra = (typ, 0)
        inst.align = align
        return self._insert(inst, name)

    def load(
        self,
        ptr: Value,
        name: str = "",
        align: int | None = None,
        typ: Type | None = None,
        volatile: bool = False,
    ) -> Instruction:
        """``load typ, ptr``; ``typ`` is needed with an opaque pointer (a typed one gives its pointee)."""
        pt = ptr.type
        if pt.tid != PointerTyID:
            raise TypeError(f"load from '{pt}', which is not a pointer")
        if typ is None:
            if pt.pointee is None:
                raise TypeError("load through an opaque pointer needs typ")
            typ = pt.pointee
        elif pt.pointee is not None and pt.pointee is not typ:
            raise TypeError(f"load of '{typ}' through '{pt}'")
        if not typ.is_first_class() or typ.tid == LabelTyID:
            raise TypeError(f"load of non-first-class type '{typ}'")
        inst = Instruction(I.Load, typ, [ptr])
        inst.align = align or 0
        inst.flags = I.VOLATILE if volatile else 0
        return self._insert(inst, name)

    def store(self, value: Any, ptr: Value, align: int | None = None, volatile: bool = False) -> Instruction:
        """``store value, ptr``."""
        pt = ptr.type
        if pt.tid != PointerTyID:
            raise TypeError(f"store to '{pt}', which is not a pointer")
        if pt.pointee is not None:
            value = _coerce(value, pt.pointee)
            if value.type is not pt.pointee:
                raise TypeError(f"store of '{value.type}' through '{pt}'")
        v = _value(value)
        inst = Instruction(I.Store, global_context.void_ty, [v, ptr])
        inst.align = align or 0
        inst.flags = I.VOLATILE if volatile else 0
        return self._insert(inst)

    def gep(
        self,
        ptr: Value,
        indices: Sequence[Value | int],
        inbounds: bool = False,
        name: str = "",
        source_etype: Type | None = None,
    ) -> Instruction:
        """``getelementptr [inbounds] source_etype, ptr, indices...`` (Python ints are i32 indices);
        ``source_etype`` is needed with an opaque pointer."""
        src = _gep_source_type(ptr, source_etype)
        idx = [_index(i) for i in indices]
        inst = Instruction(I.GetElementPtr, _gep_result_type(ptr.type, src, idx), [ptr, *idx])
        inst.extra = src
        inst.flags = I.INBOUNDS if inbounds else 0
        return self._insert(inst, name)

    def extract_value(self, agg: Value, idx: int | Sequence[int], name: str = "") -> Instruction:
        indices = (idx,) if isinstance(idx, int) else tuple(idx)
        inst = Instruction(I.ExtractValue, _indexed(agg.type, indices), [agg])
        inst.extra = indices
        return self._insert(inst, name)

    def insert_value(self, agg: Value, value: Any, idx: int | Sequence[int], name: str = "") -> Instruction:
        indices = (idx,) if isinstance(idx, int) else tuple(idx)
        ft = _indexed(agg.type, indices)
        v = _coerce(value, ft)
        if v.type is not ft:
            raise TypeError(f"insertvalue of '{v.type}' into a field of type '{ft}'")
        inst = Instruction(I.InsertValue, agg.type, [agg, v])
        inst.extra = indices
        return self._insert(inst, name)

    def extract_element(self, vector: Value, idx: Value | int, name: str = "") -> Instruction:
        if not vector.type.is_vector():
            raise TypeError(f"extractelement from '{vector.type}', which is not a vector")
        assert vector.type.elem is not None
        return self._insert(Instruction(I.ExtractElement, vector.type.elem, [vector, _index(idx)]), name)

    def insert_element(self, vector: Value, value: Any, idx: Value | int, name: str = "") -> Instruction:
        if not vector.type.is_vector():
            raise TypeError(f"insertelement into '{vector.type}', which is not a vector")
        assert vector.type.elem is not None
        v = _coerce(value, vector.type.elem)
        return self._insert(Instruction(I.InsertElement, vector.type, [vector, v, _index(idx)]), name)

    # ------------------------------------------------------------------ phi, call
    def phi(self, typ: Type, name: str = "") -> PhiInstr:
        """An empty ``phi`` (at the block's top is the verifier's rule); fill it with ``add_incoming``."""
        inst = PhiInstr(I.PHI, typ, [])
        inst.extra = []
        self._insert(inst, name)
        return inst

    def call(
        self,
        fn: Value,
        args: Sequence[Any],
        name: str = "",
        cconv: int | str | None = None,
        tail: bool | str = False,
        fnty: Type | None = None,
        attrs: Iterable[str] = (),
        arg_attrs: dict[int, Iterable[str]] | None = None,
    ) -> Instruction:
        """``call fn(args...)``.  Arguments past the fixed ones of a vararg function are passed as they are
        (C's default promotions are the caller's: widen floats to double, small ints to i32).  ``fnty`` is
        needed when ``fn`` is an opaque pointer that is not a Function.  ``tail`` is True, ``"tail"``,
        ``"musttail"`` or ``"notail"``."""
        if fnty is None:
            if isinstance(fn, _m.Function):
                fnty = fn.function_type
            elif fn.type.tid == PointerTyID and fn.type.pointee is not None:
                fnty = fn.type.pointee
            else:
                raise TypeError("call through an opaque pointer needs fnty")
        if fnty.tid != FunctionTyID:
            raise TypeError(f"call of '{fnty}', which is not a function type")
        params = fnty.params
        assert params is not None and fnty.elem is not None
        if len(args) < len(params) or (len(args) > len(params) and not fnty.vararg):
            raise TypeError(f"{len(args)} arguments for a call of '{fnty}'")
        vals: list[Value] = []
        for i, a in enumerate(args):
            v = _coerce(a, params[i]) if i < len(params) else _value(a)
            if i < len(params) and v.type is not params[i]:
                raise TypeError(f"argument {i} of type '{v.type}' where '{params[i]}' is expected")
            vals.append(v)
        cc = _call_conv(cconv) if cconv is not None else (fn.cc if isinstance(fn, _m.Function) else 0)
        fn_attrs = EMPTY
        for a in attrs:
            fn_attrs = _add_to(fn_attrs, _attr_item(a))
        pattrs = [EMPTY] * len(vals)
        for i, names in (arg_attrs or {}).items():
            for a in names:
                pattrs[i] = _add_to(pattrs[i], _attr_item(a))
        info = CallInfo(fnty, cc, AttributeList(fn_attrs, EMPTY, pattrs), _tail_kind(tail), [], len(vals))
        inst = Instruction(I.Call, fnty.elem, [*vals, fn])
        inst.extra = info
        return self._insert(inst, name)

    # ------------------------------------------------------------------ terminators
    def branch(self, target: BasicBlock) -> Instruction:
        """``br label %target``."""
        return self._insert(Instruction(I.Br, global_context.void_ty, [target]))

    br = branch

    def cbranch(self, cond: Value, truebr: BasicBlock, falsebr: BasicBlock) -> Instruction:
        """``br i1 cond, label %truebr, label %falsebr``."""
        if not cond.type.is_integer(1):
            raise TypeError(f"branch condition of type '{cond.type}' is not i1")
        return self._insert(Instruction(I.Br, global_context.void_ty, [cond, truebr, falsebr]))

    def switch(self, value: Value, default: BasicBlock) -> SwitchInstr:
        """``switch value, label %default [...]``; add the cases with ``add_case``."""
        if value.type.tid != IntegerTyID:
            raise TypeError(f"switch on '{value.type}', which is not an integer")
        inst = SwitchInstr(I.Switch, global_context.void_ty, [value, default])
        self._insert(inst)
        return inst

    def ret(self, value: Any) -> Instruction:
        """``ret value`` (a Python number is a constant of the function's return type)."""
        rt = self.function.return_type
        v = _coerce(value, rt)
        if v.type is not rt:
            raise TypeError(f"ret of '{v.type}' from a function returning '{rt}'")
        return self._insert(Instruction(I.Ret, global_context.void_ty, [v]))

    def ret_void(self) -> Instruction:
        if self.function.return_type.tid != VoidTyID:
            raise TypeError(f"ret void from a function returning '{self.function.return_type}'")
        return self._insert(Instruction(I.Ret, global_context.void_ty, []))

    def unreachable(self) -> Instruction:
        return self._insert(Instruction(I.Unreachable, global_context.void_ty, []))

    # ------------------------------------------------------------------ conveniences
    def global_string_ptr(self, text: str | bytes, name: str = ".str") -> Value:
        """A pointer to the first byte of a new private string global (LLVM: CreateGlobalStringPtr)."""
        gv = self.module.add_global_string(text, name)
        if not self.module.opaque_pointers:
            return gv.gep([0, 0], inbounds=True)
        return gv


def _tail_kind(tail: bool | str) -> int:
    if tail is True:
        return I.TCK_Tail
    if not tail:
        return I.TCK_None
    kinds = {"tail": I.TCK_Tail, "musttail": I.TCK_MustTail, "notail": I.TCK_NoTail}
    if tail not in kinds:
        raise ValueError(f"unknown tail kind '{tail}'")
    return kinds[tail]


def _indexed(t: Type, indices: Sequence[int]) -> Type:
    """The field type ``indices`` select in an aggregate (LLVM: ExtractValueInst::getIndexedType)."""
    if not indices:
        raise TypeError("extractvalue/insertvalue need at least one index")
    for i in indices:
        if t.tid == StructTyID and t.params is not None and 0 <= i < len(t.params):
            t = t.params[i]
        elif t.tid == ArrayTyID and 0 <= i < t.count:  # type: ignore[operator]
            assert t.elem is not None
            t = t.elem
        else:
            raise TypeError(f"invalid index {i} into '{t}'")
    return t
