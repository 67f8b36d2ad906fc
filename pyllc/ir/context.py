"""What it is (LLVM: lib/IR/LLVMContext.cpp, LLVMContextImpl.h): the owner of interned IR state.

A :class:`Context` uniques types (one object per structural type, so type equality is
``is``), uniques simple constants that are looked up by value (integers, null, undef,
poison, zeroinitializer), and keeps the metadata kind registry: the fixed kinds with
LLVM's kind IDs (``dbg`` = 0 ... ``callback`` = 26, then LLVM 15/16's fixed kinds),
and custom kinds numbered after them in order of first use (LLVMContext::getMDKindID).
Nothing here is global: one process may hold several contexts.
"""

from __future__ import annotations

from typing import Any

from pyllc.ir.types import (
    ArrayTyID,
    BFloatTyID,
    DoubleTyID,
    FixedVectorTyID,
    FloatTyID,
    FP128TyID,
    FunctionTyID,
    HalfTyID,
    IntegerTyID,
    LabelTyID,
    MetadataTyID,
    PointerTyID,
    PPC_FP128TyID,
    ScalableVectorTyID,
    StructTyID,
    TargetExtTyID,
    TokenTyID,
    Type,
    VoidTyID,
    X86_AMXTyID,
    X86_FP80TyID,
    X86_MMXTyID,
)

# LLVM's fixed metadata kinds (include/llvm/IR/FixedMetadataKinds.def), in kind-ID order.
FIXED_MD_KINDS: tuple[str, ...] = (
    "dbg",
    "tbaa",
    "prof",
    "fpmath",
    "range",
    "tbaa.struct",
    "invariant.load",
    "alias.scope",
    "noalias",
    "nontemporal",
    "llvm.mem.parallel_loop_access",
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
    "make.implicit",
    "unpredictable",
    "invariant.group",
    "align",
    "llvm.loop",
    "type",
    "section_prefix",
    "absolute_symbol",
    "associated",
    "callees",
    "irr_loop",
    "llvm.access.group",
    "callback",
    # LLVM 14 continues with these, and 15/16 add the rest.
    "llvm.preserve.access.index",
    "vcall_visibility",
    "noundef",
    "annotation",
    "nosanitize",
    "func_sanitize",
    "exclude",
    "memprof",
    "callsite",
    "kcfi_type",
    "pcsections",
    "DIAssignID",
    "coro.outside.frame",
)


class Context:
    """LLVMContext: interned types and constants, metadata kinds."""

    __slots__ = (
        "void_ty",
        "label_ty",
        "metadata_ty",
        "token_ty",
        "x86_mmx_ty",
        "x86_amx_ty",
        "half_ty",
        "bfloat_ty",
        "float_ty",
        "double_ty",
        "x86_fp80_ty",
        "fp128_ty",
        "ppc_fp128_ty",
        "_ints",
        "_ptrs",
        "_arrays",
        "_vectors",
        "_funcs",
        "_structs",
        "_target_ext",
        "_md_kinds",
        "_md_kind_names",
        "constants",
        "i1",
        "i8",
        "i32",
        "i64",
        "opaque_ptr",
    )

    def __init__(self) -> None:
        self.void_ty = Type(VoidTyID)
        self.label_ty = Type(LabelTyID)
        self.metadata_ty = Type(MetadataTyID)
        self.token_ty = Type(TokenTyID)
        self.x86_mmx_ty = Type(X86_MMXTyID)
        self.x86_amx_ty = Type(X86_AMXTyID)
        self.half_ty = Type(HalfTyID)
        self.bfloat_ty = Type(BFloatTyID)
        self.float_ty = Type(FloatTyID)
        self.double_ty = Type(DoubleTyID)
        self.x86_fp80_ty = Type(X86_FP80TyID)
        self.fp128_ty = Type(FP128TyID)
        self.ppc_fp128_ty = Type(PPC_FP128TyID)
        self._ints: dict[int, Type] = {}
        self._ptrs: dict[tuple[Type | None, int], Type] = {}
        self._arrays: dict[tuple[Type, int], Type] = {}
        self._vectors: dict[tuple[Type, int, bool], Type] = {}
        self._funcs: dict[tuple[Type, tuple[Type, ...], bool], Type] = {}
        self._structs: dict[tuple[tuple[Type, ...], bool], Type] = {}
        self._target_ext: dict[tuple[str, tuple[Type, ...], tuple[int, ...]], Type] = {}
        self._md_kinds: dict[str, int] = {name: i for i, name in enumerate(FIXED_MD_KINDS)}
        self._md_kind_names: list[str] = list(FIXED_MD_KINDS)
        # Uniqued constants, keyed by (class tag, type, payload); filled by pyllc.ir.constants.
        self.constants: dict[Any, Any] = {}
        self.i1 = self.int_type(1)
        self.i8 = self.int_type(8)
        self.i32 = self.int_type(32)
        self.i64 = self.int_type(64)
        self.opaque_ptr = self.pointer_type(None, 0)

    # --- types ---
    def int_type(self, bits: int) -> Type:
        t = self._ints.get(bits)
        if t is None:
            t = Type(IntegerTyID)
            t.bits = bits
            self._ints[bits] = t
        return t

    def pointer_type(self, pointee: Type | None, addrspace: int = 0) -> Type:
        """A typed pointer to ``pointee`` (LLVM 14's ``T*``) or, with None, the opaque ``ptr``."""
        key = (pointee, addrspace)
        t = self._ptrs.get(key)
        if t is None:
            t = Type(PointerTyID)
            t.pointee = pointee
            t.addrspace = addrspace
            self._ptrs[key] = t
        return t

    def array_type(self, elem: Type, count: int) -> Type:
        key = (elem, count)
        t = self._arrays.get(key)
        if t is None:
            t = Type(ArrayTyID)
            t.elem = elem
            t.count = count
            self._arrays[key] = t
        return t

    def vector_type(self, elem: Type, count: int, scalable: bool = False) -> Type:
        key = (elem, count, scalable)
        t = self._vectors.get(key)
        if t is None:
            t = Type(ScalableVectorTyID if scalable else FixedVectorTyID)
            t.elem = elem
            t.count = count
            self._vectors[key] = t
        return t

    def function_type(self, ret: Type, params: tuple[Type, ...], vararg: bool = False) -> Type:
        key = (ret, params, vararg)
        t = self._funcs.get(key)
        if t is None:
            t = Type(FunctionTyID)
            t.elem = ret
            t.params = params
            t.vararg = vararg
            self._funcs[key] = t
        return t

    def struct_type(self, elems: tuple[Type, ...], packed: bool = False) -> Type:
        """A literal (unnamed, structurally uniqued) struct."""
        key = (elems, packed)
        t = self._structs.get(key)
        if t is None:
            t = Type(StructTyID)
            t.params = elems
            t.packed = packed
            self._structs[key] = t
        return t

    def named_struct_type(self, name: str) -> Type:
        """A fresh identified struct, opaque until its body is set (StructType::create)."""
        t = Type(StructTyID)
        t.name = name
        t.params = None
        return t

    def numbered_struct_type(self, num: int) -> Type:
        """A fresh identified struct defined as ``%N = type ...`` (an unnamed struct in LLVM)."""
        t = self.named_struct_type(str(num))
        t.numbered = True
        return t

    def target_ext_type(self, name: str, types: tuple[Type, ...], ints: tuple[int, ...]) -> Type:
        key = (name, types, ints)
        t = self._target_ext.get(key)
        if t is None:
            t = Type(TargetExtTyID)
            t.name = name
            t.params = types
            t.count = ints
            self._target_ext[key] = t
        return t

    # --- metadata kinds ---
    def get_md_kind_id(self, name: str) -> int:
        """The kind ID of ``!name`` attachments, registering a custom kind on first use."""
        k = self._md_kinds.get(name)
        if k is None:
            k = len(self._md_kind_names)
            self._md_kinds[name] = k
            self._md_kind_names.append(name)
        return k

    def get_md_kind_name(self, kind: int) -> str:
        return self._md_kind_names[kind]

    def md_kind_names(self) -> list[str]:
        """All registered kind names, by kind ID (LLVMContext::getMDKindNames)."""
        return list(self._md_kind_names)
