"""What it is (LLVM: lib/IR/Function.cpp Intrinsic::*, include/llvm/IR/Intrinsics.td, IntrinsicsX86.td):
the intrinsic function table.

An intrinsic is a function whose name starts with ``llvm.``; the code generator lowers calls
to it specially.  LLVM identifies each by an ``Intrinsic::ID`` (``Intrinsic::memcpy``) and
describes its signature in TableGen.  Many are *overloaded*: some of their types are free
(``llvm_anyint_ty``) and the concrete choice is spelled in the function's name, one mangled
suffix per overloaded type, in order of first appearance (return types, then parameters)::

    llvm.memcpy.p0i8.p0i8.i64   typed pointers (clang 14): p<addrspace><pointee>
    llvm.memcpy.p0.p0.i64       opaque pointers (clang 16): p<addrspace>
    llvm.ctpop.v4i32            vectors: v<count><element>, scalable nxv<count><element>
    llvm.sadd.with.overflow.i32 integers i<N>; floats f16 bf16 f32 f64 f80 f128 ppcf128

The table
---------
:data:`INTRINSICS` lists the generic intrinsics the code generator meets (memory, lifetime,
debug, varargs, stack, bit and overflow arithmetic, saturation, floating point, hints and
traps, frame queries, vector reductions, constrained FP) and the x86 SSE ones clang emits for
builtins.  Each row is ``(name, return pattern, parameter patterns, flags, immarg positions)``.
Patterns are short strings:

* concrete types: ``void i1 i8 i32 i64 float double metadata token``; ``ptr`` is LLVM's
  ``llvm_ptr_ty`` (``i8*`` with typed pointers, ``ptr`` with opaque ones);
  ``v16i8``-style vector literals;
* ``anyint anyfloat anyvector anyptr any``: a new overloaded type (``anyint`` also matches
  integer vectors, ``anyfloat`` FP vectors, as LLVM's);
* ``m0``, ``m1`` ...: the same type as overloaded type 0, 1 ...;
* ``e0``: the element type of overloaded vector type 0 (LLVMVectorElementType);
* ``i1v0``: ``i1``, or ``<N x i1>`` when overloaded type 0 is an N-element vector
  (LLVMScalarOrSameVectorWidth);
* ``{m0,i1v0}``: a literal struct of those (the ``*.with.overflow`` results).

IDs are ints numbered in the table's alphabetical order (``not_intrinsic`` = 0); the
:class:`Intrinsic` namespace names them as LLVM does (``Intrinsic.memcpy``,
``Intrinsic.sadd_with_overflow``, ``Intrinsic.x86_sse2_pause``).

Lookup (:func:`lookup_intrinsic_id`) matches the longest table name that equals the
function name or is followed by ``.`` in it, on whole dotted components, so ``llvm.exp2.f32``
is ``exp2`` and not ``exp``.  :func:`match_intrinsic_signature` checks a function type against
a row and returns the overloaded types, :func:`get_name` mangles them back (the verifier
compares it with the actual name), and :func:`parse_mangled_types` reads a suffix back into
types.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from pyllc.ir.types import (
    ArrayTyID,
    BFloatTyID,
    DoubleTyID,
    FixedVectorTyID,
    FloatTyID,
    FP128TyID,
    FP_TYPE_IDS,
    FunctionTyID,
    HalfTyID,
    IntegerTyID,
    MetadataTyID,
    PointerTyID,
    PPC_FP128TyID,
    ScalableVectorTyID,
    StructTyID,
    TokenTyID,
    Type,
    VoidTyID,
    X86_AMXTyID,
    X86_FP80TyID,
    X86_MMXTyID,
)

if TYPE_CHECKING:
    from pyllc.ir.context import Context

__all__ = [
    "INTRINSICS",
    "Intrinsic",
    "IntrinsicInfo",
    "lookup_intrinsic_id",
    "get_info",
    "get_base_name",
    "match_intrinsic_signature",
    "get_name",
    "get_mangled_type_str",
    "parse_mangled_types",
    "NOUNWIND",
    "READNONE",
    "READONLY",
    "WRITEONLY",
    "ARGMEMONLY",
    "WILLRETURN",
    "NORETURN",
    "NOSYNC",
    "NOFREE",
    "INACCESSIBLEMEMONLY",
    "COLD",
    "SPECULATABLE",
    "IMMARG_NONE",
]

# Function attributes implied by an intrinsic (the subset later passes and the verifier ask about).
NOUNWIND = 1
READNONE = 2
READONLY = 4
WRITEONLY = 8
ARGMEMONLY = 16
WILLRETURN = 32
NORETURN = 64
NOSYNC = 128
NOFREE = 256
INACCESSIBLEMEMONLY = 512
COLD = 1024
SPECULATABLE = 2048

IMMARG_NONE: tuple[int, ...] = ()

_PURE = NOUNWIND | READNONE | WILLRETURN | NOSYNC | NOFREE | SPECULATABLE
_ARGMEM = NOUNWIND | ARGMEMONLY | WILLRETURN | NOFREE
_SIDE = NOUNWIND

# (name without "llvm.", return, params, flags, immarg positions)
_ROWS: tuple[tuple[str, str, tuple[str, ...], int, tuple[int, ...]], ...] = (
    # memory
    ("memcpy", "void", ("anyptr", "anyptr", "anyint", "i1"), _ARGMEM, (3,)),
    ("memcpy.inline", "void", ("anyptr", "anyptr", "anyint", "i1"), _ARGMEM, (2, 3)),
    ("memmove", "void", ("anyptr", "anyptr", "anyint", "i1"), _ARGMEM, (3,)),
    ("memset", "void", ("anyptr", "i8", "anyint", "i1"), _ARGMEM | WRITEONLY, (3,)),
    ("memset.inline", "void", ("anyptr", "i8", "anyint", "i1"), _ARGMEM | WRITEONLY, (2, 3)),
    ("lifetime.start", "void", ("i64", "anyptr"), _ARGMEM, (0,)),
    ("lifetime.end", "void", ("i64", "anyptr"), _ARGMEM, (0,)),
    ("invariant.start", "anyptr", ("i64", "anyptr"), _ARGMEM, (0,)),
    ("invariant.end", "void", ("anyptr", "i64", "anyptr"), _ARGMEM, (1,)),
    ("launder.invariant.group", "anyptr", ("m0",), NOUNWIND | WILLRETURN | SPECULATABLE, ()),
    ("strip.invariant.group", "anyptr", ("m0",), _PURE, ()),
    ("ptrmask", "anyptr", ("m0", "anyint"), _PURE, ()),
    ("threadlocal.address", "anyptr", ("m0",), _PURE, ()),
    # debug info
    ("dbg.declare", "void", ("metadata", "metadata", "metadata"), _PURE, ()),
    ("dbg.value", "void", ("metadata", "metadata", "metadata"), _PURE, ()),
    ("dbg.addr", "void", ("metadata", "metadata", "metadata"), _PURE, ()),
    ("dbg.label", "void", ("metadata",), _PURE, ()),
    ("dbg.assign", "void", ("metadata",) * 6, _PURE, ()),
    # varargs and the stack
    ("va_start", "void", ("ptr",), NOUNWIND, ()),
    ("va_end", "void", ("ptr",), NOUNWIND, ()),
    ("va_copy", "void", ("ptr", "ptr"), NOUNWIND, ()),
    ("stacksave", "ptr", (), NOUNWIND | WILLRETURN, ()),
    ("stackrestore", "void", ("ptr",), NOUNWIND | WILLRETURN, ()),
    ("stackprotector", "void", ("ptr", "anyptr"), NOUNWIND, ()),
    ("stackguard", "ptr", (), NOUNWIND, ()),
    ("frameaddress", "anyptr", ("i32",), _PURE, (0,)),
    ("returnaddress", "ptr", ("i32",), _PURE, (0,)),
    ("addressofreturnaddress", "anyptr", (), _PURE, ()),
    ("sponentry", "anyptr", (), _PURE, ()),
    ("thread.pointer", "ptr", (), _PURE, ()),
    ("objectsize", "anyint", ("anyptr", "i1", "i1", "i1"), _PURE, (1, 2, 3)),
    ("eh.typeid.for", "i32", ("ptr",), _PURE, ()),
    ("eh.dwarf.cfa", "ptr", ("i32",), NOUNWIND, ()),
    ("clear_cache", "void", ("ptr", "ptr"), NOUNWIND, ()),
    # hints, traps
    ("expect", "anyint", ("m0", "m0"), _PURE, ()),
    ("expect.with.probability", "anyint", ("m0", "m0", "double"), _PURE, (2,)),
    ("assume", "void", ("i1",), NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY, ()),
    ("trap", "void", (), NOUNWIND | NORETURN | COLD, ()),
    ("debugtrap", "void", (), NOUNWIND, ()),
    ("ubsantrap", "void", ("i8",), NOUNWIND | NORETURN | COLD, (0,)),
    (
        "prefetch",
        "void",
        ("anyptr", "i32", "i32", "i32"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (1, 2, 3),
    ),
    ("donothing", "void", (), _PURE, ()),
    ("sideeffect", "void", (), NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY, ()),
    ("is.constant", "i1", ("any",), _PURE, ()),
    (
        "experimental.noalias.scope.decl",
        "void",
        ("metadata",),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    ("readcyclecounter", "i64", (), NOUNWIND, ()),
    ("flt.rounds", "i32", (), NOUNWIND, ()),
    ("get.rounding", "i32", (), NOUNWIND, ()),
    ("set.rounding", "void", ("i32",), NOUNWIND, ()),
    ("annotation", "anyint", ("m0", "ptr", "ptr", "i32"), NOUNWIND | WILLRETURN, ()),
    ("ssa.copy", "any", ("m0",), _PURE, ()),
    # integer arithmetic and bits
    ("abs", "anyint", ("m0", "i1"), _PURE, (1,)),
    ("smax", "anyint", ("m0", "m0"), _PURE, ()),
    ("smin", "anyint", ("m0", "m0"), _PURE, ()),
    ("umax", "anyint", ("m0", "m0"), _PURE, ()),
    ("umin", "anyint", ("m0", "m0"), _PURE, ()),
    ("ctpop", "anyint", ("m0",), _PURE, ()),
    ("ctlz", "anyint", ("m0", "i1"), _PURE, (1,)),
    ("cttz", "anyint", ("m0", "i1"), _PURE, (1,)),
    ("bswap", "anyint", ("m0",), _PURE, ()),
    ("bitreverse", "anyint", ("m0",), _PURE, ()),
    ("fshl", "anyint", ("m0", "m0", "m0"), _PURE, ()),
    ("fshr", "anyint", ("m0", "m0", "m0"), _PURE, ()),
    ("sadd.with.overflow", "{m0,i1v0}", ("anyint", "m0"), _PURE, ()),
    ("uadd.with.overflow", "{m0,i1v0}", ("anyint", "m0"), _PURE, ()),
    ("ssub.with.overflow", "{m0,i1v0}", ("anyint", "m0"), _PURE, ()),
    ("usub.with.overflow", "{m0,i1v0}", ("anyint", "m0"), _PURE, ()),
    ("smul.with.overflow", "{m0,i1v0}", ("anyint", "m0"), _PURE, ()),
    ("umul.with.overflow", "{m0,i1v0}", ("anyint", "m0"), _PURE, ()),
    ("sadd.sat", "anyint", ("m0", "m0"), _PURE, ()),
    ("uadd.sat", "anyint", ("m0", "m0"), _PURE, ()),
    ("ssub.sat", "anyint", ("m0", "m0"), _PURE, ()),
    ("usub.sat", "anyint", ("m0", "m0"), _PURE, ()),
    ("sshl.sat", "anyint", ("m0", "m0"), _PURE, ()),
    ("ushl.sat", "anyint", ("m0", "m0"), _PURE, ()),
    ("smul.fix", "anyint", ("m0", "m0", "i32"), _PURE, (2,)),
    ("umul.fix", "anyint", ("m0", "m0", "i32"), _PURE, (2,)),
    ("smul.fix.sat", "anyint", ("m0", "m0", "i32"), _PURE, (2,)),
    ("umul.fix.sat", "anyint", ("m0", "m0", "i32"), _PURE, (2,)),
    # floating point
    ("fabs", "anyfloat", ("m0",), _PURE, ()),
    ("sqrt", "anyfloat", ("m0",), _PURE, ()),
    ("floor", "anyfloat", ("m0",), _PURE, ()),
    ("ceil", "anyfloat", ("m0",), _PURE, ()),
    ("trunc", "anyfloat", ("m0",), _PURE, ()),
    ("rint", "anyfloat", ("m0",), _PURE, ()),
    ("nearbyint", "anyfloat", ("m0",), _PURE, ()),
    ("round", "anyfloat", ("m0",), _PURE, ()),
    ("roundeven", "anyfloat", ("m0",), _PURE, ()),
    ("canonicalize", "anyfloat", ("m0",), _PURE, ()),
    ("sin", "anyfloat", ("m0",), _PURE, ()),
    ("cos", "anyfloat", ("m0",), _PURE, ()),
    ("exp", "anyfloat", ("m0",), _PURE, ()),
    ("exp2", "anyfloat", ("m0",), _PURE, ()),
    ("log", "anyfloat", ("m0",), _PURE, ()),
    ("log10", "anyfloat", ("m0",), _PURE, ()),
    ("log2", "anyfloat", ("m0",), _PURE, ()),
    ("pow", "anyfloat", ("m0", "m0"), _PURE, ()),
    ("powi", "anyfloat", ("m0", "anyint"), _PURE, ()),
    ("fma", "anyfloat", ("m0", "m0", "m0"), _PURE, ()),
    ("fmuladd", "anyfloat", ("m0", "m0", "m0"), _PURE, ()),
    ("minnum", "anyfloat", ("m0", "m0"), _PURE, ()),
    ("maxnum", "anyfloat", ("m0", "m0"), _PURE, ()),
    ("minimum", "anyfloat", ("m0", "m0"), _PURE, ()),
    ("maximum", "anyfloat", ("m0", "m0"), _PURE, ()),
    ("copysign", "anyfloat", ("m0", "m0"), _PURE, ()),
    ("lround", "anyint", ("anyfloat",), _PURE, ()),
    ("llround", "anyint", ("anyfloat",), _PURE, ()),
    ("lrint", "anyint", ("anyfloat",), _PURE, ()),
    ("llrint", "anyint", ("anyfloat",), _PURE, ()),
    ("fptosi.sat", "anyint", ("anyfloat",), _PURE, ()),
    ("fptoui.sat", "anyint", ("anyfloat",), _PURE, ()),
    ("is.fpclass", "i1v0", ("anyfloat", "i32"), _PURE, (1,)),
    ("convert.to.fp16", "i16", ("anyfloat",), _PURE, ()),
    ("convert.from.fp16", "anyfloat", ("i16",), _PURE, ()),
    (
        "experimental.constrained.fadd",
        "anyfloat",
        ("m0", "m0", "metadata", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    (
        "experimental.constrained.fsub",
        "anyfloat",
        ("m0", "m0", "metadata", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    (
        "experimental.constrained.fmul",
        "anyfloat",
        ("m0", "m0", "metadata", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    (
        "experimental.constrained.fdiv",
        "anyfloat",
        ("m0", "m0", "metadata", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    (
        "experimental.constrained.frem",
        "anyfloat",
        ("m0", "m0", "metadata", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    (
        "experimental.constrained.fma",
        "anyfloat",
        ("m0", "m0", "m0", "metadata", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    (
        "experimental.constrained.fmuladd",
        "anyfloat",
        ("m0", "m0", "m0", "metadata", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    (
        "experimental.constrained.sqrt",
        "anyfloat",
        ("m0", "metadata", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    (
        "experimental.constrained.fptosi",
        "anyint",
        ("anyfloat", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    (
        "experimental.constrained.fptoui",
        "anyint",
        ("anyfloat", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    (
        "experimental.constrained.sitofp",
        "anyfloat",
        ("anyint", "metadata", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    (
        "experimental.constrained.uitofp",
        "anyfloat",
        ("anyint", "metadata", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    (
        "experimental.constrained.fptrunc",
        "anyfloat",
        ("anyfloat", "metadata", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    (
        "experimental.constrained.fpext",
        "anyfloat",
        ("anyfloat", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    (
        "experimental.constrained.fcmp",
        "i1v0",
        ("anyfloat", "m0", "metadata", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    (
        "experimental.constrained.fcmps",
        "i1v0",
        ("anyfloat", "m0", "metadata", "metadata"),
        NOUNWIND | WILLRETURN | INACCESSIBLEMEMONLY,
        (),
    ),
    # vector reductions
    ("vector.reduce.add", "e0", ("anyvector",), _PURE, ()),
    ("vector.reduce.mul", "e0", ("anyvector",), _PURE, ()),
    ("vector.reduce.and", "e0", ("anyvector",), _PURE, ()),
    ("vector.reduce.or", "e0", ("anyvector",), _PURE, ()),
    ("vector.reduce.xor", "e0", ("anyvector",), _PURE, ()),
    ("vector.reduce.smax", "e0", ("anyvector",), _PURE, ()),
    ("vector.reduce.smin", "e0", ("anyvector",), _PURE, ()),
    ("vector.reduce.umax", "e0", ("anyvector",), _PURE, ()),
    ("vector.reduce.umin", "e0", ("anyvector",), _PURE, ()),
    ("vector.reduce.fmax", "e0", ("anyvector",), _PURE, ()),
    ("vector.reduce.fmin", "e0", ("anyvector",), _PURE, ()),
    ("vector.reduce.fadd", "e0", ("e0", "anyvector"), _PURE, ()),
    ("vector.reduce.fmul", "e0", ("e0", "anyvector"), _PURE, ()),
    # BPF packet loads (BPF_ABS/BPF_IND): skb pointer, byte offset
    ("bpf.load.byte", "i64", ("ptr", "i64"), NOUNWIND | READONLY, ()),
    ("bpf.load.half", "i64", ("ptr", "i64"), NOUNWIND | READONLY, ()),
    ("bpf.load.word", "i64", ("ptr", "i64"), NOUNWIND | READONLY, ()),
    # x86 builtins clang emits as intrinsics
    ("x86.sse.sfence", "void", (), NOUNWIND, ()),
    ("x86.sse2.lfence", "void", (), NOUNWIND, ()),
    ("x86.sse2.mfence", "void", (), NOUNWIND, ()),
    ("x86.sse2.pause", "void", (), NOUNWIND, ()),
    ("x86.sse2.clflush", "void", ("ptr",), NOUNWIND, ()),
    ("x86.rdtsc", "i64", (), NOUNWIND, ()),
    ("x86.rdtscp", "{i64,i32}", (), NOUNWIND, ()),
    ("x86.sse.ldmxcsr", "void", ("ptr",), NOUNWIND, ()),
    ("x86.sse.stmxcsr", "void", ("ptr",), NOUNWIND, ()),
    ("x86.sse.sqrt.ss", "v4f32", ("v4f32",), _PURE, ()),
    ("x86.sse.rcp.ps", "v4f32", ("v4f32",), _PURE, ()),
    ("x86.sse.rcp.ss", "v4f32", ("v4f32",), _PURE, ()),
    ("x86.sse.rsqrt.ps", "v4f32", ("v4f32",), _PURE, ()),
    ("x86.sse.rsqrt.ss", "v4f32", ("v4f32",), _PURE, ()),
    ("x86.sse.min.ps", "v4f32", ("v4f32", "v4f32"), _PURE, ()),
    ("x86.sse.max.ps", "v4f32", ("v4f32", "v4f32"), _PURE, ()),
    ("x86.sse.min.ss", "v4f32", ("v4f32", "v4f32"), _PURE, ()),
    ("x86.sse.max.ss", "v4f32", ("v4f32", "v4f32"), _PURE, ()),
    ("x86.sse.cmp.ps", "v4f32", ("v4f32", "v4f32", "i8"), _PURE, (2,)),
    ("x86.sse.cmp.ss", "v4f32", ("v4f32", "v4f32", "i8"), _PURE, (2,)),
    ("x86.sse.movmsk.ps", "i32", ("v4f32",), _PURE, ()),
    ("x86.sse.cvtss2si", "i32", ("v4f32",), _PURE, ()),
    ("x86.sse.cvtss2si64", "i64", ("v4f32",), _PURE, ()),
    ("x86.sse.cvttss2si", "i32", ("v4f32",), _PURE, ()),
    ("x86.sse.cvttss2si64", "i64", ("v4f32",), _PURE, ()),
    ("x86.sse2.sqrt.sd", "v2f64", ("v2f64",), _PURE, ()),
    ("x86.sse2.min.pd", "v2f64", ("v2f64", "v2f64"), _PURE, ()),
    ("x86.sse2.max.pd", "v2f64", ("v2f64", "v2f64"), _PURE, ()),
    ("x86.sse2.min.sd", "v2f64", ("v2f64", "v2f64"), _PURE, ()),
    ("x86.sse2.max.sd", "v2f64", ("v2f64", "v2f64"), _PURE, ()),
    ("x86.sse2.cmp.pd", "v2f64", ("v2f64", "v2f64", "i8"), _PURE, (2,)),
    ("x86.sse2.cmp.sd", "v2f64", ("v2f64", "v2f64", "i8"), _PURE, (2,)),
    ("x86.sse2.movmsk.pd", "i32", ("v2f64",), _PURE, ()),
    ("x86.sse2.pmovmskb.128", "i32", ("v16i8",), _PURE, ()),
    ("x86.sse2.cvtsd2si", "i32", ("v2f64",), _PURE, ()),
    ("x86.sse2.cvtsd2si64", "i64", ("v2f64",), _PURE, ()),
    ("x86.sse2.cvttsd2si", "i32", ("v2f64",), _PURE, ()),
    ("x86.sse2.cvttsd2si64", "i64", ("v2f64",), _PURE, ()),
    ("x86.sse2.cvtps2dq", "v4i32", ("v4f32",), _PURE, ()),
    ("x86.sse2.cvttps2dq", "v4i32", ("v4f32",), _PURE, ()),
    ("x86.sse2.cvtpd2dq", "v4i32", ("v2f64",), _PURE, ()),
    ("x86.sse2.cvttpd2dq", "v4i32", ("v2f64",), _PURE, ()),
    ("x86.sse2.cvtpd2ps", "v4f32", ("v2f64",), _PURE, ()),
    ("x86.sse2.packsswb.128", "v16i8", ("v8i16", "v8i16"), _PURE, ()),
    ("x86.sse2.packssdw.128", "v8i16", ("v4i32", "v4i32"), _PURE, ()),
    ("x86.sse2.packuswb.128", "v16i8", ("v8i16", "v8i16"), _PURE, ()),
    ("x86.sse2.pmadd.wd", "v4i32", ("v8i16", "v8i16"), _PURE, ()),
    ("x86.sse2.pmulh.w", "v8i16", ("v8i16", "v8i16"), _PURE, ()),
    ("x86.sse2.pmulhu.w", "v8i16", ("v8i16", "v8i16"), _PURE, ()),
    ("x86.sse2.psad.bw", "v2i64", ("v16i8", "v16i8"), _PURE, ()),
    ("x86.sse2.pavg.b", "v16i8", ("v16i8", "v16i8"), _PURE, ()),
    ("x86.sse2.pavg.w", "v8i16", ("v8i16", "v8i16"), _PURE, ()),
    ("x86.sse2.psll.w", "v8i16", ("v8i16", "v8i16"), _PURE, ()),
    ("x86.sse2.psll.d", "v4i32", ("v4i32", "v4i32"), _PURE, ()),
    ("x86.sse2.psll.q", "v2i64", ("v2i64", "v2i64"), _PURE, ()),
    ("x86.sse2.psrl.w", "v8i16", ("v8i16", "v8i16"), _PURE, ()),
    ("x86.sse2.psrl.d", "v4i32", ("v4i32", "v4i32"), _PURE, ()),
    ("x86.sse2.psrl.q", "v2i64", ("v2i64", "v2i64"), _PURE, ()),
    ("x86.sse2.psra.w", "v8i16", ("v8i16", "v8i16"), _PURE, ()),
    ("x86.sse2.psra.d", "v4i32", ("v4i32", "v4i32"), _PURE, ()),
    ("x86.sse2.pslli.w", "v8i16", ("v8i16", "i32"), _PURE, ()),
    ("x86.sse2.pslli.d", "v4i32", ("v4i32", "i32"), _PURE, ()),
    ("x86.sse2.pslli.q", "v2i64", ("v2i64", "i32"), _PURE, ()),
    ("x86.sse2.psrli.w", "v8i16", ("v8i16", "i32"), _PURE, ()),
    ("x86.sse2.psrli.d", "v4i32", ("v4i32", "i32"), _PURE, ()),
    ("x86.sse2.psrli.q", "v2i64", ("v2i64", "i32"), _PURE, ()),
    ("x86.sse2.psrai.w", "v8i16", ("v8i16", "i32"), _PURE, ()),
    ("x86.sse2.psrai.d", "v4i32", ("v4i32", "i32"), _PURE, ()),
    ("x86.sse3.hadd.ps", "v4f32", ("v4f32", "v4f32"), _PURE, ()),
    ("x86.sse3.hadd.pd", "v2f64", ("v2f64", "v2f64"), _PURE, ()),
    ("x86.sse3.hsub.ps", "v4f32", ("v4f32", "v4f32"), _PURE, ()),
    ("x86.sse3.hsub.pd", "v2f64", ("v2f64", "v2f64"), _PURE, ()),
    ("x86.sse3.addsub.ps", "v4f32", ("v4f32", "v4f32"), _PURE, ()),
    ("x86.sse3.addsub.pd", "v2f64", ("v2f64", "v2f64"), _PURE, ()),
    ("x86.sse3.ldu.dq", "v16i8", ("ptr",), NOUNWIND | READONLY | ARGMEMONLY, ()),
    ("x86.ssse3.pshuf.b.128", "v16i8", ("v16i8", "v16i8"), _PURE, ()),
    ("x86.ssse3.phadd.w.128", "v8i16", ("v8i16", "v8i16"), _PURE, ()),
    ("x86.ssse3.phadd.d.128", "v4i32", ("v4i32", "v4i32"), _PURE, ()),
    ("x86.ssse3.pmadd.ub.sw.128", "v8i16", ("v16i8", "v16i8"), _PURE, ()),
    ("x86.ssse3.pmul.hr.sw.128", "v8i16", ("v8i16", "v8i16"), _PURE, ()),
    ("x86.ssse3.psign.b.128", "v16i8", ("v16i8", "v16i8"), _PURE, ()),
    ("x86.sse41.round.ps", "v4f32", ("v4f32", "i32"), _PURE, (1,)),
    ("x86.sse41.round.pd", "v2f64", ("v2f64", "i32"), _PURE, (1,)),
    ("x86.sse41.round.ss", "v4f32", ("v4f32", "v4f32", "i32"), _PURE, (2,)),
    ("x86.sse41.round.sd", "v2f64", ("v2f64", "v2f64", "i32"), _PURE, (2,)),
    ("x86.sse41.dpps", "v4f32", ("v4f32", "v4f32", "i8"), _PURE, (2,)),
    ("x86.sse41.dppd", "v2f64", ("v2f64", "v2f64", "i8"), _PURE, (2,)),
    ("x86.sse41.blendvps", "v4f32", ("v4f32", "v4f32", "v4f32"), _PURE, ()),
    ("x86.sse41.blendvpd", "v2f64", ("v2f64", "v2f64", "v2f64"), _PURE, ()),
    ("x86.sse41.pblendvb", "v16i8", ("v16i8", "v16i8", "v16i8"), _PURE, ()),
    ("x86.sse41.packusdw", "v8i16", ("v4i32", "v4i32"), _PURE, ()),
    ("x86.sse41.phminposuw", "v8i16", ("v8i16",), _PURE, ()),
    ("x86.sse41.ptestz", "i32", ("v2i64", "v2i64"), _PURE, ()),
    ("x86.sse41.ptestc", "i32", ("v2i64", "v2i64"), _PURE, ()),
    ("x86.sse41.ptestnzc", "i32", ("v2i64", "v2i64"), _PURE, ()),
    ("x86.sse41.mpsadbw", "v8i16", ("v16i8", "v16i8", "i8"), _PURE, (2,)),
    ("x86.sse42.crc32.32.8", "i32", ("i32", "i8"), _PURE, ()),
    ("x86.sse42.crc32.32.16", "i32", ("i32", "i16"), _PURE, ()),
    ("x86.sse42.crc32.32.32", "i32", ("i32", "i32"), _PURE, ()),
    ("x86.sse42.crc32.64.64", "i64", ("i64", "i64"), _PURE, ()),
    ("x86.sse42.pcmpistri128", "i32", ("v16i8", "v16i8", "i8"), _PURE, (2,)),
    ("x86.sse42.pcmpestri128", "i32", ("v16i8", "i32", "v16i8", "i32", "i8"), _PURE, (4,)),
)


#: the ``TargetPrefix`` es of the target-specific rows
TARGET_PREFIXES: Final = frozenset(("bpf", "x86"))


class IntrinsicInfo:
    """One table row: ``name`` (with ``llvm.``), patterns, implied attribute flags, immarg positions."""

    __slots__ = ("id", "name", "ret", "params", "flags", "immargs", "overloaded", "target_prefix")

    def __init__(
        self, iid: int, name: str, ret: str, params: tuple[str, ...], flags: int, immargs: tuple[int, ...]
    ) -> None:
        self.id = iid
        self.name = "llvm." + name
        self.ret = ret
        self.params = params
        self.flags = flags
        self.immargs = immargs
        self.overloaded = "any" in ret or any("any" in p for p in params)
        #: LLVM's ``TargetPrefix``: the intrinsic belongs to one target, whose patterns select it
        prefix = name.split(".", 1)[0]
        self.target_prefix = prefix if prefix in TARGET_PREFIXES else ""


def _build() -> tuple[tuple[IntrinsicInfo, ...], dict[str, int]]:
    rows = sorted(_ROWS, key=lambda r: r[0])
    infos = [IntrinsicInfo(0, "not_intrinsic", "void", (), 0, ())]
    by_name: dict[str, int] = {}
    for i, (name, ret, params, flags, imm) in enumerate(rows, 1):
        infos.append(IntrinsicInfo(i, name, ret, params, flags, imm))
        by_name["llvm." + name] = i
    return tuple(infos), by_name


INTRINSICS, _ID_BY_NAME = _build()
"""All rows by ID (index 0 is ``not_intrinsic``)."""


class Intrinsic:
    """Intrinsic IDs under LLVM's enumerator names (``Intrinsic::sadd_with_overflow``); checked against the table."""

    not_intrinsic = 0
    abs = 1
    addressofreturnaddress = 2
    annotation = 3
    assume = 4
    bitreverse = 5
    bpf_load_byte = 6
    bpf_load_half = 7
    bpf_load_word = 8
    bswap = 9
    canonicalize = 10
    ceil = 11
    clear_cache = 12
    convert_from_fp16 = 13
    convert_to_fp16 = 14
    copysign = 15
    cos = 16
    ctlz = 17
    ctpop = 18
    cttz = 19
    dbg_addr = 20
    dbg_assign = 21
    dbg_declare = 22
    dbg_label = 23
    dbg_value = 24
    debugtrap = 25
    donothing = 26
    eh_dwarf_cfa = 27
    eh_typeid_for = 28
    exp = 29
    exp2 = 30
    expect = 31
    expect_with_probability = 32
    experimental_constrained_fadd = 33
    experimental_constrained_fcmp = 34
    experimental_constrained_fcmps = 35
    experimental_constrained_fdiv = 36
    experimental_constrained_fma = 37
    experimental_constrained_fmul = 38
    experimental_constrained_fmuladd = 39
    experimental_constrained_fpext = 40
    experimental_constrained_fptosi = 41
    experimental_constrained_fptoui = 42
    experimental_constrained_fptrunc = 43
    experimental_constrained_frem = 44
    experimental_constrained_fsub = 45
    experimental_constrained_sitofp = 46
    experimental_constrained_sqrt = 47
    experimental_constrained_uitofp = 48
    experimental_noalias_scope_decl = 49
    fabs = 50
    floor = 51
    flt_rounds = 52
    fma = 53
    fmuladd = 54
    fptosi_sat = 55
    fptoui_sat = 56
    frameaddress = 57
    fshl = 58
    fshr = 59
    get_rounding = 60
    invariant_end = 61
    invariant_start = 62
    is_constant = 63
    is_fpclass = 64
    launder_invariant_group = 65
    lifetime_end = 66
    lifetime_start = 67
    llrint = 68
    llround = 69
    log = 70
    log10 = 71
    log2 = 72
    lrint = 73
    lround = 74
    maximum = 75
    maxnum = 76
    memcpy = 77
    memcpy_inline = 78
    memmove = 79
    memset = 80
    memset_inline = 81
    minimum = 82
    minnum = 83
    nearbyint = 84
    objectsize = 85
    pow = 86
    powi = 87
    prefetch = 88
    ptrmask = 89
    readcyclecounter = 90
    returnaddress = 91
    rint = 92
    round = 93
    roundeven = 94
    sadd_sat = 95
    sadd_with_overflow = 96
    set_rounding = 97
    sideeffect = 98
    sin = 99
    smax = 100
    smin = 101
    smul_fix = 102
    smul_fix_sat = 103
    smul_with_overflow = 104
    sponentry = 105
    sqrt = 106
    ssa_copy = 107
    sshl_sat = 108
    ssub_sat = 109
    ssub_with_overflow = 110
    stackguard = 111
    stackprotector = 112
    stackrestore = 113
    stacksave = 114
    strip_invariant_group = 115
    thread_pointer = 116
    threadlocal_address = 117
    trap = 118
    trunc = 119
    uadd_sat = 120
    uadd_with_overflow = 121
    ubsantrap = 122
    umax = 123
    umin = 124
    umul_fix = 125
    umul_fix_sat = 126
    umul_with_overflow = 127
    ushl_sat = 128
    usub_sat = 129
    usub_with_overflow = 130
    va_copy = 131
    va_end = 132
    va_start = 133
    vector_reduce_add = 134
    vector_reduce_and = 135
    vector_reduce_fadd = 136
    vector_reduce_fmax = 137
    vector_reduce_fmin = 138
    vector_reduce_fmul = 139
    vector_reduce_mul = 140
    vector_reduce_or = 141
    vector_reduce_smax = 142
    vector_reduce_smin = 143
    vector_reduce_umax = 144
    vector_reduce_umin = 145
    vector_reduce_xor = 146
    x86_rdtsc = 147
    x86_rdtscp = 148
    x86_sse_cmp_ps = 149
    x86_sse_cmp_ss = 150
    x86_sse_cvtss2si = 151
    x86_sse_cvtss2si64 = 152
    x86_sse_cvttss2si = 153
    x86_sse_cvttss2si64 = 154
    x86_sse_ldmxcsr = 155
    x86_sse_max_ps = 156
    x86_sse_max_ss = 157
    x86_sse_min_ps = 158
    x86_sse_min_ss = 159
    x86_sse_movmsk_ps = 160
    x86_sse_rcp_ps = 161
    x86_sse_rcp_ss = 162
    x86_sse_rsqrt_ps = 163
    x86_sse_rsqrt_ss = 164
    x86_sse_sfence = 165
    x86_sse_sqrt_ss = 166
    x86_sse_stmxcsr = 167
    x86_sse2_clflush = 168
    x86_sse2_cmp_pd = 169
    x86_sse2_cmp_sd = 170
    x86_sse2_cvtpd2dq = 171
    x86_sse2_cvtpd2ps = 172
    x86_sse2_cvtps2dq = 173
    x86_sse2_cvtsd2si = 174
    x86_sse2_cvtsd2si64 = 175
    x86_sse2_cvttpd2dq = 176
    x86_sse2_cvttps2dq = 177
    x86_sse2_cvttsd2si = 178
    x86_sse2_cvttsd2si64 = 179
    x86_sse2_lfence = 180
    x86_sse2_max_pd = 181
    x86_sse2_max_sd = 182
    x86_sse2_mfence = 183
    x86_sse2_min_pd = 184
    x86_sse2_min_sd = 185
    x86_sse2_movmsk_pd = 186
    x86_sse2_packssdw_128 = 187
    x86_sse2_packsswb_128 = 188
    x86_sse2_packuswb_128 = 189
    x86_sse2_pause = 190
    x86_sse2_pavg_b = 191
    x86_sse2_pavg_w = 192
    x86_sse2_pmadd_wd = 193
    x86_sse2_pmovmskb_128 = 194
    x86_sse2_pmulh_w = 195
    x86_sse2_pmulhu_w = 196
    x86_sse2_psad_bw = 197
    x86_sse2_psll_d = 198
    x86_sse2_psll_q = 199
    x86_sse2_psll_w = 200
    x86_sse2_pslli_d = 201
    x86_sse2_pslli_q = 202
    x86_sse2_pslli_w = 203
    x86_sse2_psra_d = 204
    x86_sse2_psra_w = 205
    x86_sse2_psrai_d = 206
    x86_sse2_psrai_w = 207
    x86_sse2_psrl_d = 208
    x86_sse2_psrl_q = 209
    x86_sse2_psrl_w = 210
    x86_sse2_psrli_d = 211
    x86_sse2_psrli_q = 212
    x86_sse2_psrli_w = 213
    x86_sse2_sqrt_sd = 214
    x86_sse3_addsub_pd = 215
    x86_sse3_addsub_ps = 216
    x86_sse3_hadd_pd = 217
    x86_sse3_hadd_ps = 218
    x86_sse3_hsub_pd = 219
    x86_sse3_hsub_ps = 220
    x86_sse3_ldu_dq = 221
    x86_sse41_blendvpd = 222
    x86_sse41_blendvps = 223
    x86_sse41_dppd = 224
    x86_sse41_dpps = 225
    x86_sse41_mpsadbw = 226
    x86_sse41_packusdw = 227
    x86_sse41_pblendvb = 228
    x86_sse41_phminposuw = 229
    x86_sse41_ptestc = 230
    x86_sse41_ptestnzc = 231
    x86_sse41_ptestz = 232
    x86_sse41_round_pd = 233
    x86_sse41_round_ps = 234
    x86_sse41_round_sd = 235
    x86_sse41_round_ss = 236
    x86_sse42_crc32_32_16 = 237
    x86_sse42_crc32_32_32 = 238
    x86_sse42_crc32_32_8 = 239
    x86_sse42_crc32_64_64 = 240
    x86_sse42_pcmpestri128 = 241
    x86_sse42_pcmpistri128 = 242
    x86_ssse3_phadd_d_128 = 243
    x86_ssse3_phadd_w_128 = 244
    x86_ssse3_pmadd_ub_sw_128 = 245
    x86_ssse3_pmul_hr_sw_128 = 246
    x86_ssse3_pshuf_b_128 = 247
    x86_ssse3_psign_b_128 = 248


def _check_namespace() -> None:
    for info in INTRINSICS[1:]:
        assert getattr(Intrinsic, info.name[5:].replace(".", "_")) == info.id, info.name


_check_namespace()


def get_info(iid: int) -> IntrinsicInfo:
    return INTRINSICS[iid]


def get_base_name(iid: int) -> str:
    """``llvm.memcpy`` for Intrinsic.memcpy."""
    return INTRINSICS[iid].name


def lookup_intrinsic_id(name: str) -> int:
    """The ID of an ``llvm.*`` function name, 0 when it is not in the table (LLVM: lookupIntrinsicID)."""
    if not name.startswith("llvm."):
        return 0
    cand = name
    while True:
        iid = _ID_BY_NAME.get(cand)
        if iid is not None:
            # An exact name must be the whole name unless the intrinsic is overloaded.
            if cand == name or INTRINSICS[iid].overloaded:
                return iid
            return 0
        dot = cand.rfind(".")
        if dot <= 4:
            return 0
        cand = cand[:dot]


# ------------------------------------------------------------------ mangling

_FP_MANGLE = {
    HalfTyID: "f16",
    BFloatTyID: "bf16",
    FloatTyID: "f32",
    DoubleTyID: "f64",
    X86_FP80TyID: "f80",
    FP128TyID: "f128",
    PPC_FP128TyID: "ppcf128",
}


def get_mangled_type_str(ty: Type) -> str:
    """LLVM's getMangledTypeStr: the suffix spelling of one overloaded type."""
    tid = ty.tid
    if tid == IntegerTyID:
        return f"i{ty.bits}"
    if tid == PointerTyID:
        s = f"p{ty.addrspace}"
        if ty.pointee is not None:
            s += get_mangled_type_str(ty.pointee)
        return s
    if tid == ArrayTyID:
        assert ty.elem is not None
        return f"a{ty.count}{get_mangled_type_str(ty.elem)}"
    if tid in (FixedVectorTyID, ScalableVectorTyID):
        assert ty.elem is not None
        return ("nx" if tid == ScalableVectorTyID else "") + f"v{ty.count}{get_mangled_type_str(ty.elem)}"
    if tid == StructTyID:
        if ty.name:
            return f"s_{ty.name}s"
        return "sl_" + "".join(get_mangled_type_str(e) for e in ty.params or ()) + "s"
    if tid == FunctionTyID:
        assert ty.elem is not None
        s = "f_" + get_mangled_type_str(ty.elem) + "".join(get_mangled_type_str(p) for p in ty.params or ())
        return s + ("vararg" if ty.vararg else "") + "f"
    fp = _FP_MANGLE.get(tid)
    if fp is not None:
        return fp
    if tid == VoidTyID:
        return "isVoid"
    if tid == MetadataTyID:
        return "Metadata"
    if tid == X86_MMXTyID:
        return "x86mmx"
    if tid == X86_AMXTyID:
        return "x86amx"
    return str(ty)


def get_name(iid: int, overload_types: list[Type] | tuple[Type, ...]) -> str:
    """The full name for ``overload_types`` (LLVM: Intrinsic::getName)."""
    base = INTRINSICS[iid].name
    if not INTRINSICS[iid].overloaded:
        return base
    return base + "".join("." + get_mangled_type_str(t) for t in overload_types)


_FP_BY_MANGLE = {
    "f16": "half_ty",
    "bf16": "bfloat_ty",
    "f32": "float_ty",
    "f64": "double_ty",
    "f80": "x86_fp80_ty",
    "f128": "fp128_ty",
    "ppcf128": "ppc_fp128_ty",
}


def _parse_one(ctx: Context, s: str, i: int) -> tuple[Type, int] | None:
    """One mangled type at ``s[i:]``: ``(type, end)`` or None."""
    n = len(s)

    def number(j: int) -> tuple[int, int] | None:
        k = j
        while k < n and s[k].isdigit():
            k += 1
        return (int(s[j:k]), k) if k > j else None

    if s.startswith("ppcf128", i):
        return ctx.ppc_fp128_ty, i + 7
    if s.startswith("bf16", i):
        return ctx.bfloat_ty, i + 4
    if s.startswith("x86mmx", i):
        return ctx.x86_mmx_ty, i + 6
    if s.startswith("x86amx", i):
        return ctx.x86_amx_ty, i + 6
    c = s[i : i + 1]
    if c == "i":
        num = number(i + 1)
        if num is None:
            return None
        return ctx.int_type(num[0]), num[1]
    if c == "f":
        for key in ("f128", "f16", "f32", "f64", "f80"):
            if s.startswith(key, i):
                return getattr(ctx, _FP_BY_MANGLE[key]), i + len(key)
        return None
    if c == "p":
        num = number(i + 1)
        if num is None:
            return None
        asp, j = num
        if j < n and s[j] != ".":
            inner = _parse_one(ctx, s, j)
            if inner is None:
                return None
            return ctx.pointer_type(inner[0], asp), inner[1]
        return ctx.pointer_type(None, asp), j
    scalable = False
    if s.startswith("nxv", i):
        scalable = True
        i += 2
        c = "v"
    if c in ("v", "a"):
        num = number(i + 1)
        if num is None:
            return None
        inner = _parse_one(ctx, s, num[1])
        if inner is None:
            return None
        if c == "a":
            return ctx.array_type(inner[0], num[0]), inner[1]
        return ctx.vector_type(inner[0], num[0], scalable), inner[1]
    return None


def parse_mangled_types(ctx: Context, suffix: str) -> list[Type] | None:
    """The overloaded types spelled by a name suffix such as ``p0i8.p0i8.i64`` or ``v4f32``.

    Returns None when the suffix is not a sequence of mangled types this reader knows
    (named/literal structs and function types are not read back).
    """
    if not suffix:
        return []
    out: list[Type] = []
    for part in suffix.split("."):
        r = _parse_one(ctx, part, 0)
        if r is None or r[1] != len(part):
            return None
        out.append(r[0])
    return out


# ------------------------------------------------------------------ signature matching


def _is_llvm_ptr(ty: Type) -> bool:
    """``llvm_ptr_ty``: address space 0, ``i8*`` when pointers are typed."""
    if ty.tid != PointerTyID or ty.addrspace != 0:
        return False
    p = ty.pointee
    return p is None or (p.tid == IntegerTyID and p.bits == 8)


def _match(pat: str, ty: Type, over: list[Type]) -> bool:
    if pat.startswith("{"):
        if ty.tid != StructTyID or ty.name or ty.params is None:
            return False
        parts = pat[1:-1].split(",")
        if len(parts) != len(ty.params):
            return False
        return all(_match(p, t, over) for p, t in zip(parts, ty.params))
    if pat == "anyint":
        if ty.scalar_type().tid != IntegerTyID:
            return False
        over.append(ty)
        return True
    if pat == "anyfloat":
        if ty.scalar_type().tid not in FP_TYPE_IDS:
            return False
        over.append(ty)
        return True
    if pat == "anyvector":
        if ty.tid not in (FixedVectorTyID, ScalableVectorTyID):
            return False
        over.append(ty)
        return True
    if pat == "anyptr":
        if ty.tid != PointerTyID:
            return False
        over.append(ty)
        return True
    if pat == "any":
        over.append(ty)
        return True
    if pat[0] == "m" and pat[1:].isdigit():
        k = int(pat[1:])
        return k < len(over) and over[k] is ty
    if pat[0] == "e" and pat[1:].isdigit():
        k = int(pat[1:])
        return k < len(over) and over[k].elem is ty and over[k].tid in (FixedVectorTyID, ScalableVectorTyID)
    if pat.startswith("i1v"):
        k = int(pat[3:])
        if k >= len(over):
            return False
        ref = over[k]
        if ref.tid in (FixedVectorTyID, ScalableVectorTyID):
            return (
                ty.tid == ref.tid
                and ty.count == ref.count
                and ty.elem is not None
                and ty.elem.tid == IntegerTyID
                and ty.elem.bits == 1
            )
        return ty.tid == IntegerTyID and ty.bits == 1
    if pat == "ptr":
        return _is_llvm_ptr(ty)
    if pat == "void":
        return ty.tid == VoidTyID
    if pat == "metadata":
        return ty.tid == MetadataTyID
    if pat == "token":
        return ty.tid == TokenTyID
    if pat == "float":
        return ty.tid == FloatTyID
    if pat == "double":
        return ty.tid == DoubleTyID
    if pat[0] == "i" and pat[1:].isdigit():
        return ty.tid == IntegerTyID and ty.bits == int(pat[1:])
    if pat[0] == "v":
        # vector literal like v4f32 / v16i8
        j = 1
        while pat[j].isdigit():
            j += 1
        count = int(pat[1:j])
        el = pat[j:]
        if ty.tid != FixedVectorTyID or ty.count != count or ty.elem is None:
            return False
        e = ty.elem
        if el[0] == "i":
            return e.tid == IntegerTyID and e.bits == int(el[1:])
        return _FP_MANGLE.get(e.tid) == el
    raise ValueError(f"bad intrinsic type pattern {pat!r}")


# Results of match_intrinsic_signature.
MATCH_OK = 0
MATCH_BAD_RET = 1
MATCH_BAD_ARG = 2
MATCH_BAD_VARARG = 3


def match_intrinsic_signature(iid: int, fty: Type) -> tuple[int, list[Type]]:
    """Check a function type against the row: ``(MATCH_*, overloaded types)`` (LLVM: matchIntrinsicSignature).

    Two phases, as LLVM defers its dependent checks: first the patterns that introduce
    overloaded types (``any*``) are matched in order (result, then parameters), fixing the
    overload list; then the patterns that refer to them (``m0``, ``e0``, ``i1v0``, structs).
    """
    info = INTRINSICS[iid]
    over: list[Type] = []
    assert fty.elem is not None and fty.params is not None
    params = fty.params
    if len(params) != len(info.params):
        if not _match_phase(info.ret, fty.elem, over, True):
            return MATCH_BAD_RET, over
        return MATCH_BAD_ARG, over
    pairs = [(info.ret, fty.elem)] + list(zip(info.params, params))
    for k, (pat, ty) in enumerate(pairs):
        if pat.startswith("any") and not _match(pat, ty, over):
            return (MATCH_BAD_RET if k == 0 else MATCH_BAD_ARG), over
    for k, (pat, ty) in enumerate(pairs):
        if not pat.startswith("any") and not _match(pat, ty, over):
            return (MATCH_BAD_RET if k == 0 else MATCH_BAD_ARG), over
    if fty.vararg:
        return MATCH_BAD_VARARG, over
    return MATCH_OK, over


def _match_phase(pat: str, ty: Type, over: list[Type], first: bool) -> bool:
    """Match one pattern in isolation (used to classify a failure when the parameter count is wrong)."""
    if pat.startswith("any"):
        return _match(pat, ty, over)
    if "m" in pat or "e0" in pat or "i1v" in pat:
        return True
    return _match(pat, ty, over)


def _match_params(info: IntrinsicInfo, fty: Type, over: list[Type]) -> bool:
    params = fty.params or ()
    if len(params) != len(info.params):
        return False
    return all(_match(p, t, over) for p, t in zip(info.params, params))
