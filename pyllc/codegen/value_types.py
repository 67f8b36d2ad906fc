"""Machine value types: MVT and EVT (LLVM: include/llvm/Support/MachineValueType.h, CodeGen/ValueTypes.h).

What it is.  Every value in the SelectionDAG and every register class carries a *value type*.  The simple
types are the closed set LLVM enumerates in ``MVT::SimpleValueType`` (``i32``, ``f64``, ``v4i32``, ``nxv2i64``,
``Other`` for chains, ``Glue``...); their numbering is LLVM 14's, because several algorithms walk the types in
enum order (``computeRegisterProperties`` looks for the *next larger* legal integer type, the widest legal
vector with a given element type, ...) and must visit them in the same order as LLVM.

Representation (DESIGN.md 5.1).  A value type is a plain ``int``:

* ``0 <= v < 256``: a simple type, the :class:`MVT` constant of the same number.
* ``v >= 256``: an *extended* type (``EVT`` with no MVT, e.g. ``i33`` or ``v3i7``).  The int encodes the type
  canonically, so equal types are equal ints without any interning table or global state::

      v = payload << 10 | kind << 8      kind 1: integer, payload = bit width
                                         kind 2: fixed vector, kind 3: scalable vector,
                                                 payload = element_count << 32 | element type

Per-type facts for simple types sit in tuples indexed by the type (``MVT_SIZE_IN_BITS[MVT.i32] == 32``); the
``evt_*`` functions accept both kinds.
"""

from __future__ import annotations

import re
from typing import Final

from pyllc.ir import types as _T


class MVT:
    """LLVM 14's ``MVT::SimpleValueType`` numbers, under LLVM's exact names (``MVT.i32``, ``MVT.Other``)."""

    INVALID_SIMPLE_VALUE_TYPE = 0
    Other = 1
    i1 = 2
    i8 = 3
    i16 = 4
    i32 = 5
    i64 = 6
    i128 = 7
    bf16 = 8
    f16 = 9
    f32 = 10
    f64 = 11
    f80 = 12
    f128 = 13
    ppcf128 = 14
    v1i1 = 15
    v2i1 = 16
    v4i1 = 17
    v8i1 = 18
    v16i1 = 19
    v32i1 = 20
    v64i1 = 21
    v128i1 = 22
    v256i1 = 23
    v512i1 = 24
    v1024i1 = 25
    v1i8 = 26
    v2i8 = 27
    v4i8 = 28
    v8i8 = 29
    v16i8 = 30
    v32i8 = 31
    v64i8 = 32
    v128i8 = 33
    v256i8 = 34
    v512i8 = 35
    v1024i8 = 36
    v1i16 = 37
    v2i16 = 38
    v3i16 = 39
    v4i16 = 40
    v8i16 = 41
    v16i16 = 42
    v32i16 = 43
    v64i16 = 44
    v128i16 = 45
    v256i16 = 46
    v512i16 = 47
    v1i32 = 48
    v2i32 = 49
    v3i32 = 50
    v4i32 = 51
    v5i32 = 52
    v6i32 = 53
    v7i32 = 54
    v8i32 = 55
    v16i32 = 56
    v32i32 = 57
    v64i32 = 58
    v128i32 = 59
    v256i32 = 60
    v512i32 = 61
    v1024i32 = 62
    v2048i32 = 63
    v1i64 = 64
    v2i64 = 65
    v3i64 = 66
    v4i64 = 67
    v8i64 = 68
    v16i64 = 69
    v32i64 = 70
    v64i64 = 71
    v128i64 = 72
    v256i64 = 73
    v1i128 = 74
    v1f16 = 75
    v2f16 = 76
    v3f16 = 77
    v4f16 = 78
    v8f16 = 79
    v16f16 = 80
    v32f16 = 81
    v64f16 = 82
    v128f16 = 83
    v256f16 = 84
    v512f16 = 85
    v2bf16 = 86
    v3bf16 = 87
    v4bf16 = 88
    v8bf16 = 89
    v16bf16 = 90
    v32bf16 = 91
    v64bf16 = 92
    v128bf16 = 93
    v1f32 = 94
    v2f32 = 95
    v3f32 = 96
    v4f32 = 97
    v5f32 = 98
    v6f32 = 99
    v7f32 = 100
    v8f32 = 101
    v16f32 = 102
    v32f32 = 103
    v64f32 = 104
    v128f32 = 105
    v256f32 = 106
    v512f32 = 107
    v1024f32 = 108
    v2048f32 = 109
    v1f64 = 110
    v2f64 = 111
    v3f64 = 112
    v4f64 = 113
    v8f64 = 114
    v16f64 = 115
    v32f64 = 116
    v64f64 = 117
    v128f64 = 118
    v256f64 = 119
    nxv1i1 = 120
    nxv2i1 = 121
    nxv4i1 = 122
    nxv8i1 = 123
    nxv16i1 = 124
    nxv32i1 = 125
    nxv64i1 = 126
    nxv1i8 = 127
    nxv2i8 = 128
    nxv4i8 = 129
    nxv8i8 = 130
    nxv16i8 = 131
    nxv32i8 = 132
    nxv64i8 = 133
    nxv1i16 = 134
    nxv2i16 = 135
    nxv4i16 = 136
    nxv8i16 = 137
    nxv16i16 = 138
    nxv32i16 = 139
    nxv1i32 = 140
    nxv2i32 = 141
    nxv4i32 = 142
    nxv8i32 = 143
    nxv16i32 = 144
    nxv32i32 = 145
    nxv1i64 = 146
    nxv2i64 = 147
    nxv4i64 = 148
    nxv8i64 = 149
    nxv16i64 = 150
    nxv32i64 = 151
    nxv1f16 = 152
    nxv2f16 = 153
    nxv4f16 = 154
    nxv8f16 = 155
    nxv16f16 = 156
    nxv32f16 = 157
    nxv1bf16 = 158
    nxv2bf16 = 159
    nxv4bf16 = 160
    nxv8bf16 = 161
    nxv1f32 = 162
    nxv2f32 = 163
    nxv4f32 = 164
    nxv8f32 = 165
    nxv16f32 = 166
    nxv1f64 = 167
    nxv2f64 = 168
    nxv4f64 = 169
    nxv8f64 = 170
    x86mmx = 171
    Glue = 172
    isVoid = 173
    Untyped = 174
    funcref = 175
    externref = 176
    x86amx = 177
    i64x8 = 178
    token = 248
    Metadata = 249
    iPTRAny = 250
    vAny = 251
    fAny = 252
    iAny = 253
    iPTR = 254
    Any = 255


FIRST_INTEGER_VALUETYPE: Final = MVT.i1
LAST_INTEGER_VALUETYPE: Final = MVT.i128
FIRST_FP_VALUETYPE: Final = MVT.bf16
LAST_FP_VALUETYPE: Final = MVT.ppcf128
FIRST_VECTOR_VALUETYPE: Final = MVT.v1i1
LAST_FIXEDLEN_VECTOR_VALUETYPE: Final = MVT.v256f64
FIRST_SCALABLE_VECTOR_VALUETYPE: Final = MVT.nxv1i1
LAST_VECTOR_VALUETYPE: Final = MVT.nxv8f64
FIRST_VALUETYPE: Final = MVT.Other
LAST_VALUETYPE: Final = MVT.i64x8
#: Number of value types the per-type legality tables cover (LLVM: ``MVT::VALUETYPE_SIZE``).
VALUETYPE_SIZE: Final = LAST_VALUETYPE + 1
#: Bound of simple type numbers; every int at or above it is an extended type.
NUM_SIMPLE_TYPES: Final = 256


def _build_tables() -> tuple[
    tuple[str, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[bool, ...]
]:
    """Names, sizes, element types, element counts and scalable flags of the simple types, indexed by MVT."""
    names = [""] * NUM_SIMPLE_TYPES
    for name, value in vars(MVT).items():
        if isinstance(value, int) and not name.startswith("_"):
            names[value] = name
    names[0] = "INVALID_SIMPLE_VALUE_TYPE"
    scalar_bits = {
        "i1": 1,
        "i8": 8,
        "i16": 16,
        "i32": 32,
        "i64": 64,
        "i128": 128,
        "bf16": 16,
        "f16": 16,
        "f32": 32,
        "f64": 64,
        "f80": 80,
        "f128": 128,
        "ppcf128": 128,
        "x86mmx": 64,
        "x86amx": 8192,
        "i64x8": 512,
    }
    sizes = [0] * NUM_SIMPLE_TYPES
    elts = [0] * NUM_SIMPLE_TYPES
    counts = [0] * NUM_SIMPLE_TYPES
    scalable = [False] * NUM_SIMPLE_TYPES
    vec = re.compile(r"(nx)?v(\d+)(i\d+|f\d+|bf16)$")
    for v, name in enumerate(names):
        m = vec.match(name)
        if m:
            elt = getattr(MVT, m.group(3))
            n = int(m.group(2))
            elts[v] = elt
            counts[v] = n
            scalable[v] = m.group(1) is not None
            sizes[v] = n * scalar_bits[m.group(3)]
        else:
            elts[v] = v
            sizes[v] = scalar_bits.get(name, 0)
    # getEVTString spellings that differ from the enum names.
    names[MVT.Other] = "ch"
    names[MVT.Glue] = "glue"
    return tuple(names), tuple(sizes), tuple(elts), tuple(counts), tuple(scalable)


MVT_NAMES, MVT_SIZE_IN_BITS, MVT_ELEMENT_TYPE, MVT_NUM_ELEMENTS, MVT_IS_SCALABLE = _build_tables()
MVT_IS_VECTOR: Final = tuple(c > 0 for c in MVT_NUM_ELEMENTS)
MVT_IS_INTEGER: Final = tuple(
    (FIRST_INTEGER_VALUETYPE <= e <= LAST_INTEGER_VALUETYPE) for e in MVT_ELEMENT_TYPE
)
MVT_IS_FLOATING_POINT: Final = tuple((FIRST_FP_VALUETYPE <= e <= LAST_FP_VALUETYPE) for e in MVT_ELEMENT_TYPE)
_MVT_BY_NAME: Final = {name: v for v, name in enumerate(MVT_NAMES) if name}
_INT_MVT_BY_BITS: Final = {1: MVT.i1, 8: MVT.i8, 16: MVT.i16, 32: MVT.i32, 64: MVT.i64, 128: MVT.i128}
_FP_MVT_BY_BITS: Final = {16: MVT.f16, 32: MVT.f32, 64: MVT.f64, 80: MVT.f80, 128: MVT.f128}
_VECTOR_MVT: Final = {
    (MVT_ELEMENT_TYPE[v], MVT_NUM_ELEMENTS[v], MVT_IS_SCALABLE[v]): v
    for v in range(NUM_SIMPLE_TYPES)
    if MVT_NUM_ELEMENTS[v]
}

_KIND_INT: Final = 1 << 8
_KIND_VECTOR: Final = 2 << 8
_KIND_SCALABLE: Final = 3 << 8
_KIND_MASK: Final = 3 << 8


# --- constructors ----------------------------------------------------------------------------------------------


def get_integer_vt(bits: int) -> int:
    """``EVT::getIntegerVT``: the simple ``iN`` when it exists, else the extended integer type of ``bits``."""
    vt = _INT_MVT_BY_BITS.get(bits)
    if vt is not None:
        return vt
    if bits <= 0:
        raise ValueError(f"integer type of {bits} bits")
    return bits << 10 | _KIND_INT


def get_floating_point_vt(bits: int) -> int:
    """``MVT::getFloatingPointVT``: f16/f32/f64/f80/f128 by width."""
    return _FP_MVT_BY_BITS[bits]


def get_vector_vt(elt: int, count: int, scalable: bool = False) -> int:
    """``EVT::getVectorVT``: the simple vector type when LLVM 14 has one, else an extended vector type."""
    vt = _VECTOR_MVT.get((elt, count, scalable))
    if vt is not None:
        return vt
    return (count << 32 | elt) << 10 | (_KIND_SCALABLE if scalable else _KIND_VECTOR)


def get_simple_vector_vt(elt: int, count: int, scalable: bool = False) -> int:
    """``MVT::getVectorVT``: the simple vector type, or ``INVALID_SIMPLE_VALUE_TYPE`` when there is none."""
    return _VECTOR_MVT.get((elt, count, scalable), MVT.INVALID_SIMPLE_VALUE_TYPE)


def vt_from_name(name: str) -> int:
    """Parse a type name as ``getEVTString`` prints it (``i32``, ``v4f32``, ``i33``, ``nxv2i64``, ``ch``)."""
    vt = _MVT_BY_NAME.get(name)
    if vt is not None:
        return vt
    m = re.fullmatch(r"(nx)?v(\d+)(.+)", name)
    if m:
        return get_vector_vt(vt_from_name(m.group(3)), int(m.group(2)), m.group(1) is not None)
    m = re.fullmatch(r"i(\d+)", name)
    if m:
        return get_integer_vt(int(m.group(1)))
    raise ValueError(f"unknown value type {name!r}")


# --- queries (valid for simple and extended types) -------------------------------------------------------------


def is_simple(vt: int) -> bool:
    """True for an MVT, false for an extended EVT."""
    return vt < NUM_SIMPLE_TYPES


def is_vector(vt: int) -> bool:
    """``EVT::isVector``."""
    if vt < NUM_SIMPLE_TYPES:
        return MVT_IS_VECTOR[vt]
    return (vt & _KIND_MASK) != _KIND_INT


def is_scalable_vector(vt: int) -> bool:
    """``EVT::isScalableVector``."""
    if vt < NUM_SIMPLE_TYPES:
        return MVT_IS_SCALABLE[vt]
    return (vt & _KIND_MASK) == _KIND_SCALABLE


def is_fixed_length_vector(vt: int) -> bool:
    """``EVT::isFixedLengthVector``."""
    return is_vector(vt) and not is_scalable_vector(vt)


def vector_element_type(vt: int) -> int:
    """``EVT::getVectorElementType`` (a scalar type returns itself, as ``getScalarType`` does)."""
    if vt < NUM_SIMPLE_TYPES:
        return MVT_ELEMENT_TYPE[vt]
    if (vt & _KIND_MASK) == _KIND_INT:
        return vt
    return (vt >> 10) & 0xFFFFFFFF


get_scalar_type = vector_element_type


def vector_num_elements(vt: int) -> int:
    """``EVT::getVectorMinNumElements``: the (minimum) element count; 0 for scalars."""
    if vt < NUM_SIMPLE_TYPES:
        return MVT_NUM_ELEMENTS[vt]
    if (vt & _KIND_MASK) == _KIND_INT:
        return 0
    return vt >> 42


def is_integer(vt: int) -> bool:
    """``EVT::isInteger``: a scalar or vector integer type."""
    if vt < NUM_SIMPLE_TYPES:
        return MVT_IS_INTEGER[vt]
    return is_integer(vector_element_type(vt)) if (vt & _KIND_MASK) != _KIND_INT else True


def is_scalar_integer(vt: int) -> bool:
    """``EVT::isScalarInteger``."""
    if vt < NUM_SIMPLE_TYPES:
        return FIRST_INTEGER_VALUETYPE <= vt <= LAST_INTEGER_VALUETYPE
    return (vt & _KIND_MASK) == _KIND_INT


def is_floating_point(vt: int) -> bool:
    """``EVT::isFloatingPoint``: a scalar or vector floating-point type."""
    if vt < NUM_SIMPLE_TYPES:
        return MVT_IS_FLOATING_POINT[vt]
    return (vt & _KIND_MASK) != _KIND_INT and is_floating_point(vector_element_type(vt))


def size_in_bits(vt: int) -> int:
    """``EVT::getSizeInBits`` (the known minimum size for scalable vectors; 0 for ch/glue/isVoid)."""
    if vt < NUM_SIMPLE_TYPES:
        return MVT_SIZE_IN_BITS[vt]
    if (vt & _KIND_MASK) == _KIND_INT:
        return vt >> 10
    return vector_num_elements(vt) * size_in_bits(vector_element_type(vt))


def scalar_size_in_bits(vt: int) -> int:
    """``EVT::getScalarSizeInBits``."""
    return size_in_bits(vector_element_type(vt))


def store_size(vt: int) -> int:
    """``EVT::getStoreSize``: bytes written by a store of ``vt`` (bits rounded up to whole bytes)."""
    return (size_in_bits(vt) + 7) >> 3


def store_size_in_bits(vt: int) -> int:
    """``EVT::getStoreSizeInBits``."""
    return store_size(vt) * 8


def is_byte_sized(vt: int) -> bool:
    """``EVT::isByteSized``: size a non-zero multiple of 8 bits."""
    bits = size_in_bits(vt)
    return bits > 0 and bits % 8 == 0


def is_round(vt: int) -> bool:
    """``EVT::isRound``: size a power of two and at least 8 bits."""
    bits = size_in_bits(vt)
    return bits >= 8 and bits & (bits - 1) == 0


def is_pow2_vector_type(vt: int) -> bool:
    """``EVT::isPow2VectorType``."""
    n = vector_num_elements(vt)
    return n & (n - 1) == 0


def get_pow2_vector_type(vt: int) -> int:
    """``EVT::getPow2VectorType``: widen the element count to the next power of two."""
    n = vector_num_elements(vt)
    if n & (n - 1) == 0:
        return vt
    return get_vector_vt(vector_element_type(vt), 1 << n.bit_length(), is_scalable_vector(vt))


def get_round_integer_type(vt: int) -> int:
    """``EVT::getRoundIntegerType``: the integer type of the next power-of-two width, at least i8."""
    bits = size_in_bits(vt)
    if bits <= 8:
        return MVT.i8
    return get_integer_vt(1 << (bits - 1).bit_length())


def get_half_sized_integer_vt(vt: int) -> int:
    """``EVT::getHalfSizedIntegerVT``: the first simple integer type of at least half the width, else ``iN/2``."""
    bits = size_in_bits(vt)
    half = (bits + 1) // 2
    for cand in range(FIRST_INTEGER_VALUETYPE, LAST_INTEGER_VALUETYPE + 1):
        if MVT_SIZE_IN_BITS[cand] >= half:
            return cand
    return get_integer_vt(half)


def change_vector_element_type_to_integer(vt: int) -> int:
    """``EVT::changeVectorElementTypeToInteger`` (scalars become the integer type of their width)."""
    if not is_vector(vt):
        return get_integer_vt(size_in_bits(vt))
    elt = get_integer_vt(scalar_size_in_bits(vt))
    return get_vector_vt(elt, vector_num_elements(vt), is_scalable_vector(vt))


def change_type_to_integer(vt: int) -> int:
    """``EVT::changeTypeToInteger``."""
    return change_vector_element_type_to_integer(vt)


def get_half_num_vector_elements_vt(vt: int) -> int:
    """``EVT::getHalfNumVectorElementsVT``."""
    return get_vector_vt(vector_element_type(vt), vector_num_elements(vt) // 2, is_scalable_vector(vt))


def bits_gt(a: int, b: int) -> bool:
    """``EVT::bitsGT``."""
    return size_in_bits(a) > size_in_bits(b)


def bits_lt(a: int, b: int) -> bool:
    """``EVT::bitsLT``."""
    return size_in_bits(a) < size_in_bits(b)


def evt_string(vt: int) -> str:
    """``EVT::getEVTString``: ``i32``, ``v4f32``, ``ch``, ``glue``, ``i33``, ``v3i7``, ``nxv2i64``."""
    if vt < NUM_SIMPLE_TYPES:
        return MVT_NAMES[vt]
    kind = vt & _KIND_MASK
    if kind == _KIND_INT:
        return f"i{vt >> 10}"
    prefix = "nxv" if kind == _KIND_SCALABLE else "v"
    return f"{prefix}{vector_num_elements(vt)}{evt_string(vector_element_type(vt))}"


#: IR type id -> the simple value type of that scalar non-integer type (LLVM: ``MVT::getVT(Type *)``,
#: lib/CodeGen/ValueTypes.cpp).
IR_TYPE_VTS: Final = {
    _T.HalfTyID: MVT.f16,
    _T.BFloatTyID: MVT.bf16,
    _T.FloatTyID: MVT.f32,
    _T.DoubleTyID: MVT.f64,
    _T.X86_FP80TyID: MVT.f80,
    _T.FP128TyID: MVT.f128,
    _T.PPC_FP128TyID: MVT.ppcf128,
    _T.X86_MMXTyID: MVT.x86mmx,
}
#: Simple value type -> IR type id, the inverse of :data:`IR_TYPE_VTS` (LLVM: ``EVT::getTypeForEVT``).
VT_IR_TYPE_IDS: Final = {vt: tid for tid, vt in IR_TYPE_VTS.items()}
