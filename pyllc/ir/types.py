"""What it is (LLVM: lib/IR/Type.cpp, include/llvm/IR/DerivedTypes.h): the IR type system.

Every type is one slotted :class:`Type` object whose ``tid`` is LLVM's ``Type::TypeID``
numbering.  Types are interned in the :class:`~pyllc.ir.context.Context` (LLVMContext),
so two uses of ``[4 x i32]`` are the same object and type equality is ``is``.  The only
exception is an identified (named) struct, created once per name by the module that
declares it; its body may be set after creation (``%T = type opaque`` then a body, or a
forward use before the definition).

Pointers come in both of LLVM's flavours: a typed pointer (``i32*``, ``pointee`` set,
what clang 14 writes) and an opaque pointer (``ptr``, ``pointee`` None, clang 16).  The
printer writes back whichever the reader built.

The text of a literal type is computed once and cached in ``_str``; named structs
print as their ``%name``.
"""

from __future__ import annotations

# LLVM's Type::TypeID numbering (LLVM 14/16 order).
HalfTyID = 0
BFloatTyID = 1
FloatTyID = 2
DoubleTyID = 3
X86_FP80TyID = 4
FP128TyID = 5
PPC_FP128TyID = 6
VoidTyID = 7
LabelTyID = 8
MetadataTyID = 9
X86_MMXTyID = 10
X86_AMXTyID = 11
TokenTyID = 12
IntegerTyID = 13
FunctionTyID = 14
PointerTyID = 15
StructTyID = 16
ArrayTyID = 17
FixedVectorTyID = 18
ScalableVectorTyID = 19
TargetExtTyID = 20

FP_TYPE_IDS = frozenset((HalfTyID, BFloatTyID, FloatTyID, DoubleTyID, X86_FP80TyID, FP128TyID, PPC_FP128TyID))
FP_KIND_NAMES = {
    HalfTyID: "half",
    BFloatTyID: "bfloat",
    FloatTyID: "float",
    DoubleTyID: "double",
    X86_FP80TyID: "x86_fp80",
    FP128TyID: "fp128",
    PPC_FP128TyID: "ppc_fp128",
}
FP_BITS = {
    HalfTyID: 16,
    BFloatTyID: 16,
    FloatTyID: 32,
    DoubleTyID: 64,
    X86_FP80TyID: 80,
    FP128TyID: 128,
    PPC_FP128TyID: 128,
}


class Type:
    """One IR type.  Fields by kind:

    - integer: ``bits``
    - pointer: ``pointee`` (None for opaque ``ptr``), ``addrspace``
    - array / vector: ``elem``, ``count`` (vectors: ``tid`` tells fixed or scalable)
    - function: ``elem`` is the return type, ``params`` the parameter types, ``vararg``
    - struct: ``params`` the element types (None while opaque), ``packed``, ``name`` ("" if literal),
      ``numbered`` for the ``%N = type`` structs (``name`` is then the number)
    - target extension (LLVM 16 ``target("name", types..., ints...)``): ``name``, ``params``, ``count``
      holds the int parameters tuple
    """

    __slots__ = (
        "tid",
        "bits",
        "pointee",
        "addrspace",
        "elem",
        "count",
        "params",
        "vararg",
        "packed",
        "name",
        "numbered",
        "_str",
    )

    def __init__(self, tid: int) -> None:
        self.tid = tid
        self.bits = 0
        self.pointee: Type | None = None
        self.addrspace = 0
        self.elem: Type | None = None
        self.count: int | tuple[int, ...] = 0
        self.params: tuple[Type, ...] | None = ()
        self.vararg = False
        self.packed = False
        self.name = ""
        self.numbered = False  # an identified struct written as ``%N`` (name holds the number)
        self._str: str | None = None

    # --- predicates (LLVM's isXxxTy) ---
    def is_integer(self, bits: int = 0) -> bool:
        return self.tid == IntegerTyID and (not bits or self.bits == bits)

    def is_pointer(self) -> bool:
        return self.tid == PointerTyID

    def is_opaque_pointer(self) -> bool:
        return self.tid == PointerTyID and self.pointee is None

    def is_floating_point(self) -> bool:
        return self.tid in FP_TYPE_IDS

    def is_vector(self) -> bool:
        return self.tid == FixedVectorTyID or self.tid == ScalableVectorTyID

    def is_aggregate(self) -> bool:
        return self.tid == StructTyID or self.tid == ArrayTyID

    def is_first_class(self) -> bool:
        return self.tid != FunctionTyID and self.tid != VoidTyID

    def is_sized(self, visited: set[int] | None = None) -> bool:
        """LLVM ``Type::isSized``; a struct that contains itself (``%t = type { %t }``) is not sized, found
        through ``visited`` (the ids of the structs being examined) as StructType::isSized does."""
        t = self.tid
        if t in (VoidTyID, LabelTyID, MetadataTyID, TokenTyID, FunctionTyID, X86_AMXTyID):
            return t == X86_AMXTyID
        if t == StructTyID:
            if self.params is None:
                return False
            if visited is None:
                visited = set()
            elif id(self) in visited:
                return False
            visited.add(id(self))
            sized = all(p.is_sized(visited) for p in self.params)
            visited.discard(id(self))
            return sized
        if t in (ArrayTyID, FixedVectorTyID, ScalableVectorTyID):
            assert self.elem is not None
            return self.elem.is_sized(visited)
        if t == TargetExtTyID:
            return False
        return True

    def scalar_type(self) -> Type:
        """The element type of a vector, else the type itself (LLVM: getScalarType)."""
        if self.tid == FixedVectorTyID or self.tid == ScalableVectorTyID:
            assert self.elem is not None
            return self.elem
        return self

    def is_int_or_int_vector(self) -> bool:
        return self.scalar_type().tid == IntegerTyID

    def is_fp_or_fp_vector(self) -> bool:
        return self.scalar_type().tid in FP_TYPE_IDS

    def is_ptr_or_ptr_vector(self) -> bool:
        return self.scalar_type().tid == PointerTyID

    def is_literal_struct(self) -> bool:
        return self.tid == StructTyID and not self.name

    def is_opaque_struct(self) -> bool:
        return self.tid == StructTyID and self.params is None

    def __repr__(self) -> str:
        return f"<Type {self}>"

    def __str__(self) -> str:
        s = self._str
        if s is None:
            s = type_to_string(self)
            if not (self.tid == StructTyID and self.name):
                self._str = s
        return s


_SIMPLE_NAMES = {
    HalfTyID: "half",
    BFloatTyID: "bfloat",
    FloatTyID: "float",
    DoubleTyID: "double",
    X86_FP80TyID: "x86_fp80",
    FP128TyID: "fp128",
    PPC_FP128TyID: "ppc_fp128",
    VoidTyID: "void",
    LabelTyID: "label",
    MetadataTyID: "metadata",
    X86_MMXTyID: "x86_mmx",
    X86_AMXTyID: "x86_amx",
    TokenTyID: "token",
}


def type_to_string(t: Type) -> str:
    """LLVM's TypePrinting::print: the text of a type (named structs as ``%name``)."""
    tid = t.tid
    if tid == IntegerTyID:
        return "i%d" % t.bits
    name = _SIMPLE_NAMES.get(tid)
    if name is not None:
        return name
    if tid == PointerTyID:
        if t.pointee is None:
            return "ptr" + (" addrspace(%d)" % t.addrspace if t.addrspace else "")
        # A chain of typed pointers (``i32****``, thousands deep in the input) is walked, not recursed.
        stars: list[str] = []
        while t.tid == PointerTyID and t.pointee is not None and t._str is None:
            stars.append(" addrspace(%d)*" % t.addrspace if t.addrspace else "*")
            t = t.pointee
        return str(t) + "".join(reversed(stars))
    if tid == StructTyID:
        if t.numbered:
            return "%" + t.name
        if t.name:
            from pyllc.ir.printer import quote_local_name

            return quote_local_name(t.name)
        return struct_body_to_string(t)
    if tid == ArrayTyID:
        return "[%d x %s]" % (t.count, t.elem)
    if tid == FixedVectorTyID:
        return "<%d x %s>" % (t.count, t.elem)
    if tid == ScalableVectorTyID:
        return "<vscale x %d x %s>" % (t.count, t.elem)
    if tid == FunctionTyID:
        assert t.params is not None
        ps = [str(p) for p in t.params]
        if t.vararg:
            ps.append("...")
        return "%s (%s)" % (t.elem, ", ".join(ps))
    if tid == TargetExtTyID:
        from pyllc.ir.printer import quote_string

        parts = ['"%s"' % quote_string(t.name)]
        parts += [str(p) for p in (t.params or ())]
        assert isinstance(t.count, tuple)
        parts += [str(i) for i in t.count]
        return "target(%s)" % ", ".join(parts)
    raise AssertionError("unknown type id %d" % tid)


def struct_body_to_string(t: Type) -> str:
    """The body of a struct type: ``{ i32, i8 }``, ``<{ i8 }>``, ``{}`` or ``opaque``."""
    if t.params is None:
        return "opaque"
    if not t.params:
        body = "{}"
    else:
        body = "{ " + ", ".join(str(p) for p in t.params) + " }"
    return "<" + body + ">" if t.packed else body
