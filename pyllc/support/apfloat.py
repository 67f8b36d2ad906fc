"""Arbitrary-format binary floating point on Python ints (LLVM: llvm/lib/Support/APFloat.cpp, APFloat/IEEEFloat/DoubleAPFloat).

What it is
----------
LLVM keeps every floating-point constant as an ``APFloat``: a value in one of a fixed set of
formats (``fltSemantics``), independent of the host's ``double``.  pyllc represents such a
value by its **bit pattern**, a plain Python ``int``, plus the name of its format (the IR type
name: ``half``, ``bfloat``, ``float``, ``double``, ``x86_fp80``, ``fp128``, ``ppc_fp128``).
Nothing on the hot path allocates an object per constant.

Formats (precision ``p`` counts the integer bit; exponents are unbiased)::

    format     bits  p    emin    emax    layout (most significant first)
    half        16   11   -14     15      sign | exp 5  | frac 10
    bfloat      16    8   -126    127     sign | exp 8  | frac 7
    float       32   24   -126    127     sign | exp 8  | frac 23
    double      64   53   -1022   1023    sign | exp 11 | frac 52
    x86_fp80    80   64   -16382  16383   sign | exp 15 | int 1 | frac 63   (explicit integer bit)
    fp128      128  113   -16382  16383   sign | exp 15 | frac 112
    ppc_fp128  128  double-double: low 64 bits = the high-order double, high 64 bits = the low-order one

Algorithm
---------
*Decoding* turns bits into ``(category, sign, m, e)`` with value ``m * 2**e``.  *Rounding*
(:func:`round_to_format`) takes an exact rational ``n / d`` (decimal literals and products are
exact rationals; binary values have ``d`` a power of two) and finds the nearest representable
value: it locates the binary exponent ``E = floor(log2(n/d))`` with integer bit lengths, clamps
it to ``emin`` (gradual underflow into denormals), scales so the significand has ``p`` bits,
and decides the rounding from the remainder (exactly half / above / below) and the rounding
mode, carrying into the exponent when the significand overflows ``2**p``.  Overflow past
``emax`` gives infinity or the largest finite value, as IEEE 754 prescribes for each mode.
All of it is exact integer arithmetic, so results are correctly rounded in every format.

LLVM's textual forms (LLVM: lib/AsmParser/LLLexer.cpp, lib/IR/AsmWriter.cpp)
---------------------------------------------------------------------------
* Decimal literals ``[-+]?[0-9]+[.][0-9]*([eE][-+]?[0-9]+)?`` are read **as double** (the lexer
  has no type), then narrowed to ``half``/``bfloat``/``float``, which must be exact
  (``floating point constant invalid for type``).  The wide formats never accept a decimal
  (``floating point constant does not have type 'x86_fp80'``).
* ``0x`` + up to 16 hex digits is a double's bit pattern, also for half, bfloat and float
  (the value must narrow exactly; NaN payloads keep their top bits).  ``0xH`` half, ``0xR``
  bfloat, ``0xK`` x86_fp80 (4 digits of sign/exponent, then 16 of significand), ``0xL`` fp128
  and ``0xM`` ppc_fp128 (16 digits of the low 64 bits, then 16 of the high 64 bits) give the
  bits of their own format; a prefixed literal of another format is an error.
* The printer (:func:`format_fp_literal`) writes float and double as APFloat's
  ``toString(6, 0, false)`` (``1.000000e+00``) when that text reads back as the same double,
  otherwise as the double's bits in upper-case hex (a float is widened first, keeping a
  signalling NaN signalling); NaNs and infinities always in hex.  The other formats print as
  their prefixed hex.  x86_fp80 patterns are canonicalised as APFloat does when it loads them
  (pseudo-denormals gain exponent 1, unnormals become NaNs).

Conversions for the code generator: int <-> fp with a rounding mode and an exactness flag
(:func:`convert_from_int`, :func:`convert_to_int`), format to format (:func:`convert`), host
float <-> bits, and exact arithmetic (:func:`add`, :func:`sub`, :func:`mul`, :func:`div`).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from fractions import Fraction

__all__ = [
    "FltSemantics",
    "SEMANTICS",
    "FPLiteralError",
    "RM_NEAREST_TIES_TO_EVEN",
    "RM_TOWARD_POSITIVE",
    "RM_TOWARD_NEGATIVE",
    "RM_TOWARD_ZERO",
    "RM_NEAREST_TIES_TO_AWAY",
    "OP_OK",
    "OP_INVALID_OP",
    "OP_DIV_BY_ZERO",
    "OP_OVERFLOW",
    "OP_UNDERFLOW",
    "OP_INEXACT",
    "FC_ZERO",
    "FC_NORMAL",
    "FC_INFINITY",
    "FC_NAN",
    "parse_fp_literal",
    "format_fp_literal",
    "decode",
    "to_fraction",
    "from_fraction",
    "round_to_format",
    "convert",
    "convert_from_int",
    "convert_to_int",
    "double_to_bits",
    "bits_to_double",
    "float_to_bits",
    "bits_to_float",
    "is_nan",
    "is_inf",
    "is_zero",
    "is_negative",
    "is_signaling",
    "add",
    "sub",
    "mul",
    "div",
    "neg",
    "fabs",
    "get_zero",
    "get_inf",
    "get_qnan",
    "get_largest",
    "canonicalize",
    "size_in_bits",
]

# Rounding modes (LLVM: llvm::RoundingMode, APFloat::rm*).
RM_TOWARD_ZERO = 0
RM_NEAREST_TIES_TO_EVEN = 1
RM_TOWARD_POSITIVE = 2
RM_TOWARD_NEGATIVE = 3
RM_NEAREST_TIES_TO_AWAY = 4

# Operation status bits (LLVM: APFloatBase::opStatus).
OP_OK = 0
OP_INVALID_OP = 0x01
OP_DIV_BY_ZERO = 0x02
OP_OVERFLOW = 0x04
OP_UNDERFLOW = 0x08
OP_INEXACT = 0x10

# Categories (LLVM: APFloatBase::fltCategory).
FC_INFINITY = 0
FC_NAN = 1
FC_NORMAL = 2
FC_ZERO = 3


class FPLiteralError(ValueError):
    """A literal that LLVM's parser rejects; the message is llvm-as's wording."""


@dataclass(slots=True, frozen=True)
class FltSemantics:
    """One IEEE-style binary format (LLVM: fltSemantics)."""

    name: str
    precision: int  # significand bits including the integer bit
    min_exponent: int
    max_exponent: int
    size_in_bits: int
    exp_bits: int
    explicit_int_bit: bool = False

    @property
    def frac_bits(self) -> int:
        """Stored fraction bits (the integer bit excluded)."""
        return self.precision - 1

    @property
    def bias(self) -> int:
        return self.max_exponent


def _sem(name: str, p: int, emax: int, size: int, ebits: int, explicit: bool = False) -> FltSemantics:
    return FltSemantics(name, p, 1 - emax, emax, size, ebits, explicit)


HALF = _sem("half", 11, 15, 16, 5)
BFLOAT = _sem("bfloat", 8, 127, 16, 8)
FLOAT = _sem("float", 24, 127, 32, 8)
DOUBLE = _sem("double", 53, 1023, 64, 11)
X86_FP80 = _sem("x86_fp80", 64, 16383, 80, 15, True)
FP128 = _sem("fp128", 113, 16383, 128, 15)
# ppc_fp128 has no single semantics; its parts are doubles.  This record carries its size and
# the precision LLVM's legacy double-double semantics uses (106 bits).
PPC_FP128 = FltSemantics("ppc_fp128", 106, -1022 + 53, 1023, 128, 11)

SEMANTICS: dict[str, FltSemantics] = {
    s.name: s for s in (HALF, BFLOAT, FLOAT, DOUBLE, X86_FP80, FP128, PPC_FP128)
}

_SMALL_KINDS = ("half", "bfloat", "float", "double")
_HEX_PREFIX_KIND = {"H": "half", "R": "bfloat", "K": "x86_fp80", "L": "fp128", "M": "ppc_fp128"}
_MASK64 = (1 << 64) - 1


def size_in_bits(kind: str) -> int:
    """The storage size of ``kind`` in bits (80 for x86_fp80)."""
    return SEMANTICS[kind].size_in_bits


# --------------------------------------------------------------------------------------------
# Decoding and encoding
# --------------------------------------------------------------------------------------------


def decode(kind: str, bits: int) -> tuple[int, int, int, int]:
    """``(category, sign, m, e)`` of a bit pattern; the value is ``(-1)**sign * m * 2**e``.

    For NaNs ``m`` is the payload (fraction bits) and ``e`` 0; for zeros and infinities both are 0.
    ppc_fp128 decodes to the exact sum of its two doubles (NaN/infinity from the high double).
    """
    if kind == "ppc_fp128":
        hi = bits & _MASK64
        lo = (bits >> 64) & _MASK64
        c1, s1, m1, e1 = decode("double", hi)
        if c1 != FC_NORMAL:
            return c1, s1, m1, e1
        c2, s2, m2, e2 = decode("double", lo)
        v = Fraction(-m1 if s1 else m1) * Fraction(2) ** e1
        if c2 == FC_NORMAL:
            v += Fraction(-m2 if s2 else m2) * Fraction(2) ** e2
        if v == 0:
            return FC_ZERO, s1, 0, 0
        sign = 1 if v < 0 else 0
        v = abs(v)
        num, den = v.numerator, v.denominator
        shift = den.bit_length() - 1  # den is a power of two
        return FC_NORMAL, sign, num, -shift
    sem = SEMANTICS[kind]
    fb = sem.frac_bits
    ebits = sem.exp_bits
    sign = (bits >> (sem.size_in_bits - 1)) & 1
    if sem.explicit_int_bit:
        sig = bits & _MASK64
        bexp = (bits >> 64) & 0x7FFF
        intbit = sig >> 63
        if bexp == 0 and sig == 0:
            return FC_ZERO, sign, 0, 0
        if bexp == 0x7FFF and sig == 1 << 63:
            return FC_INFINITY, sign, 0, 0
        if bexp == 0x7FFF or (bexp != 0 and intbit == 0):
            return FC_NAN, sign, sig, 0
        if bexp == 0:
            bexp = 1
        return FC_NORMAL, sign, sig, bexp - sem.bias - 63
    frac = bits & ((1 << fb) - 1)
    bexp = (bits >> fb) & ((1 << ebits) - 1)
    if bexp == (1 << ebits) - 1:
        if frac == 0:
            return FC_INFINITY, sign, 0, 0
        return FC_NAN, sign, frac, 0
    if bexp == 0:
        if frac == 0:
            return FC_ZERO, sign, 0, 0
        return FC_NORMAL, sign, frac, sem.min_exponent - fb
    return FC_NORMAL, sign, frac | (1 << fb), bexp - sem.bias - fb


def _encode_finite(sem: FltSemantics, sign: int, sig: int, exp: int) -> int:
    """Bits of ``sig * 2**(exp - (p-1))`` where ``sig < 2**p`` and ``exp >= emin`` (denormal when sig < 2**(p-1))."""
    fb = sem.frac_bits
    if sem.explicit_int_bit:
        bexp = exp + sem.bias if sig >> fb else 0
        return (sign << 79) | (bexp << 64) | sig
    bexp = exp + sem.bias if sig >> fb else 0
    return (sign << (sem.size_in_bits - 1)) | (bexp << fb) | (sig & ((1 << fb) - 1))


def get_zero(kind: str, negative: bool = False) -> int:
    """+0 or -0."""
    if kind == "ppc_fp128":
        return get_zero("double", negative)
    return int(negative) << (SEMANTICS[kind].size_in_bits - 1)


def get_inf(kind: str, negative: bool = False) -> int:
    """+infinity or -infinity."""
    if kind == "ppc_fp128":
        return get_inf("double", negative)
    sem = SEMANTICS[kind]
    if sem.explicit_int_bit:
        return (int(negative) << 79) | (0x7FFF << 64) | (1 << 63)
    return (int(negative) << (sem.size_in_bits - 1)) | (((1 << sem.exp_bits) - 1) << sem.frac_bits)


def get_qnan(kind: str, negative: bool = False) -> int:
    """The default quiet NaN (LLVM: APFloat::getQNaN), e.g. 0x7FF8000000000000 for double."""
    if kind == "ppc_fp128":
        return get_qnan("double", negative)
    sem = SEMANTICS[kind]
    if sem.explicit_int_bit:
        return (int(negative) << 79) | (0x7FFF << 64) | (3 << 62)
    return get_inf(kind, negative) | (1 << (sem.frac_bits - 1))


def get_largest(kind: str, negative: bool = False) -> int:
    """The largest finite magnitude (LLVM: APFloat::getLargest)."""
    if kind == "ppc_fp128":
        hi = get_largest("double", negative)
        lo = from_fraction(
            "double",
            Fraction(-1 if negative else 1) * (Fraction(2) ** (1023 - 54) - Fraction(2) ** (1023 - 107)),
        )[0]
        return hi | (lo << 64)
    sem = SEMANTICS[kind]
    return _encode_finite(sem, int(negative), (1 << sem.precision) - 1, sem.max_exponent)


def is_nan(kind: str, bits: int) -> bool:
    return decode(kind, bits)[0] == FC_NAN


def is_inf(kind: str, bits: int) -> bool:
    return decode(kind, bits)[0] == FC_INFINITY


def is_zero(kind: str, bits: int) -> bool:
    return decode(kind, bits)[0] == FC_ZERO


def is_negative(kind: str, bits: int) -> bool:
    if kind == "ppc_fp128":
        return bool(bits >> 63 & 1)
    return bool(bits >> (SEMANTICS[kind].size_in_bits - 1) & 1)


def is_signaling(kind: str, bits: int) -> bool:
    """A NaN whose quiet bit (the top fraction bit) is clear."""
    cat, _, payload, _ = decode(kind, bits)
    if cat != FC_NAN:
        return False
    if kind == "ppc_fp128":
        return is_signaling("double", bits & _MASK64)
    sem = SEMANTICS[kind]
    return not (payload >> (sem.frac_bits - 1)) & 1


def neg(kind: str, bits: int) -> int:
    """Flip the sign bit (LLVM: APFloat::changeSign); for ppc_fp128 both halves."""
    if kind == "ppc_fp128":
        return bits ^ (1 << 63) ^ (1 << 127) if (bits >> 64) & ~(1 << 63) & _MASK64 else bits ^ (1 << 63)
    return bits ^ (1 << (SEMANTICS[kind].size_in_bits - 1))


def fabs(kind: str, bits: int) -> int:
    """Clear the sign (LLVM: APFloat::clearSign)."""
    return neg(kind, bits) if is_negative(kind, bits) else bits


def canonicalize(kind: str, bits: int) -> int:
    """The pattern APFloat stores after loading ``bits`` (only x86_fp80 has non-canonical patterns)."""
    if kind != "x86_fp80":
        return bits
    sign = bits >> 79 & 1
    cat, _, m, e = decode(kind, bits)
    if cat == FC_ZERO:
        return sign << 79
    if cat == FC_INFINITY:
        return get_inf(kind, bool(sign))
    if cat == FC_NAN:
        return (sign << 79) | (0x7FFF << 64) | (bits & _MASK64)
    bexp = e + 63 + 16383
    if bexp == 1 and not m >> 63:
        bexp = 0
    return (sign << 79) | (bexp << 64) | m


# --------------------------------------------------------------------------------------------
# Rounding an exact rational into a format
# --------------------------------------------------------------------------------------------


def _round_up(sign: int, half_cmp: int, lsb: int, rm: int) -> bool:
    """Whether to increment a truncated magnitude.  ``half_cmp``: remainder vs half an ulp (-1, 0, 1); None-zero checked by caller."""
    if rm == RM_NEAREST_TIES_TO_EVEN:
        return half_cmp > 0 or (half_cmp == 0 and lsb == 1)
    if rm == RM_NEAREST_TIES_TO_AWAY:
        return half_cmp >= 0
    if rm == RM_TOWARD_ZERO:
        return False
    if rm == RM_TOWARD_POSITIVE:
        return sign == 0
    return sign == 1  # RM_TOWARD_NEGATIVE


def round_to_format(
    kind: str, sign: int, num: int, den: int, rm: int = RM_NEAREST_TIES_TO_EVEN
) -> tuple[int, int]:
    """Bits of the value nearest ``(-1)**sign * num/den`` (``num >= 0``, ``den > 0``) and the status.

    The status is OP_OK when exact, else OP_INEXACT plus OP_OVERFLOW/OP_UNDERFLOW as IEEE 754
    reports them (underflow: tiny and inexact).
    """
    if kind == "ppc_fp128":
        v = Fraction(num, den) * (-1 if sign else 1)
        return _ppc_from_fraction(v, sign, rm)
    sem = SEMANTICS[kind]
    if num == 0:
        return get_zero(kind, bool(sign)), OP_OK
    p = sem.precision
    # E = floor(log2(num/den)).
    e = num.bit_length() - den.bit_length()
    if (num << -e if e < 0 else num) < (den << e if e > 0 else den):
        e -= 1
    tiny = e < sem.min_exponent
    if tiny:
        e = sem.min_exponent
    # Significand: sig = floor(num/den * 2**(p-1-e)) with the remainder kept for rounding.
    shift = p - 1 - e
    if shift >= 0:
        n2, d2 = num << shift, den
    else:
        n2, d2 = num, den << -shift
    sig, rem = divmod(n2, d2)
    status = OP_OK
    if rem:
        status = OP_INEXACT
        twice = rem << 1
        half_cmp = (twice > d2) - (twice < d2)
        if _round_up(sign, half_cmp, sig & 1, rm):
            sig += 1
            if sig >> p:
                sig >>= 1
                e += 1
        if tiny:
            status |= OP_UNDERFLOW
    if e > sem.max_exponent:
        status = OP_OVERFLOW | OP_INEXACT
        to_inf = (
            rm in (RM_NEAREST_TIES_TO_EVEN, RM_NEAREST_TIES_TO_AWAY)
            or (rm == RM_TOWARD_POSITIVE and sign == 0)
            or (rm == RM_TOWARD_NEGATIVE and sign == 1)
        )
        return (get_inf(kind, bool(sign)) if to_inf else get_largest(kind, bool(sign))), status
    if sig == 0:
        return get_zero(kind, bool(sign)), status
    return _encode_finite(sem, sign, sig, e), status


def _ppc_from_fraction(v: Fraction, sign: int, rm: int) -> tuple[int, int]:
    """Double-double nearest ``v``: the high double is ``v`` rounded, the low one the rounded rest."""
    hi, st1 = from_fraction("double", v, rm)
    if st1 & OP_OVERFLOW:
        return hi, st1
    c, s, m, e = decode("double", hi)
    rest = v - (Fraction(-m if s else m) * Fraction(2) ** e if c == FC_NORMAL else 0)
    if rest == 0:
        return hi, OP_OK
    lo, st2 = from_fraction("double", rest, rm)
    return hi | (lo << 64), st2 & ~OP_OVERFLOW


def from_fraction(kind: str, value: Fraction, rm: int = RM_NEAREST_TIES_TO_EVEN) -> tuple[int, int]:
    """``value`` rounded into ``kind``: ``(bits, status)``.  Zero gives +0."""
    sign = 1 if value < 0 else 0
    value = abs(value)
    return round_to_format(kind, sign, value.numerator, value.denominator, rm)


def to_fraction(kind: str, bits: int) -> Fraction:
    """The exact value of a finite pattern; ValueError for NaN and infinity."""
    cat, sign, m, e = decode(kind, bits)
    if cat in (FC_NAN, FC_INFINITY):
        raise ValueError("not a finite value")
    v = Fraction(m) * (Fraction(2) ** e)
    return -v if sign else v


# --------------------------------------------------------------------------------------------
# Format conversions
# --------------------------------------------------------------------------------------------


def convert(
    from_kind: str, to_kind: str, bits: int, rm: int = RM_NEAREST_TIES_TO_EVEN
) -> tuple[int, int, bool]:
    """Convert between formats (LLVM: APFloat::convert): ``(bits, status, loses_info)``.

    NaNs keep their sign and the top bits of their payload; a signalling NaN comes out quiet
    with OP_INVALID_OP (as LLVM does).  ``loses_info`` is True when the value changed or NaN
    payload bits were dropped.
    """
    cat, sign, m, e = decode(from_kind, bits)
    if cat == FC_ZERO:
        return get_zero(to_kind, bool(sign)), OP_OK, False
    if cat == FC_INFINITY:
        return get_inf(to_kind, bool(sign)), OP_OK, False
    if cat == FC_NAN:
        if from_kind == "ppc_fp128":
            from_kind, bits = "double", bits & _MASK64
            m = decode("double", bits)[2]
        if to_kind == "ppc_fp128":
            b, st, lost = convert(from_kind, "double", bits, rm)
            return b, st, lost
        fsem, tsem = SEMANTICS[from_kind], SEMANTICS[to_kind]
        # Align the payload's top bits: the fraction field below the integer bit.
        payload = m & ((1 << fsem.frac_bits) - 1)
        shift = tsem.frac_bits - fsem.frac_bits
        lost = False
        if shift >= 0:
            payload <<= shift
        else:
            lost = payload & ((1 << -shift) - 1) != 0
            payload >>= -shift
        signaling = not (payload >> (tsem.frac_bits - 1)) & 1
        status = OP_OK
        if signaling:
            payload |= 1 << (tsem.frac_bits - 1)
            status = OP_INVALID_OP
        if tsem.explicit_int_bit:
            out = (sign << 79) | (0x7FFF << 64) | (1 << 63) | payload
        else:
            out = get_inf(to_kind, bool(sign)) | payload
        return out, status, lost
    num = m << e if e >= 0 else m
    den = 1 if e >= 0 else 1 << -e
    out, status = round_to_format(to_kind, sign, num, den, rm)
    return out, status, status != OP_OK


def convert_from_int(kind: str, value: int, rm: int = RM_NEAREST_TIES_TO_EVEN) -> tuple[int, int]:
    """An integer (already interpreted as signed or unsigned by the caller) to ``kind``: ``(bits, status)``.

    Zero converts to +0 (LLVM: APFloat::convertFromAPInt).
    """
    return round_to_format(kind, 1 if value < 0 else 0, abs(value), 1, rm)


def convert_to_int(
    kind: str, bits: int, width: int, is_signed: bool, rm: int = RM_TOWARD_ZERO
) -> tuple[int, int]:
    """``kind`` to a ``width``-bit integer (LLVM: APFloat::convertToInteger): ``(value, status)``.

    The value is the mathematical integer (negative allowed when signed).  NaN gives 0 and
    OP_INVALID_OP; out-of-range values saturate to the type's bounds with OP_INVALID_OP, as
    LLVM's APFloat does; a discarded fraction sets OP_INEXACT.
    """
    cat, sign, m, e = decode(kind, bits)
    lo = -(1 << (width - 1)) if is_signed else 0
    hi = (1 << (width - 1)) - 1 if is_signed else (1 << width) - 1
    if cat == FC_NAN:
        return 0, OP_INVALID_OP
    if cat == FC_INFINITY:
        return (lo if sign else hi), OP_INVALID_OP
    if cat == FC_ZERO:
        return 0, OP_OK
    if e >= 0:
        mag, rem_num, rem_den = m << e, 0, 1
    else:
        mag, r = divmod(m, 1 << -e)
        rem_num, rem_den = r, 1 << -e
    status = OP_OK
    if rem_num:
        status = OP_INEXACT
        twice = rem_num << 1
        half_cmp = (twice > rem_den) - (twice < rem_den)
        if _round_up(sign, half_cmp, mag & 1, rm):
            mag += 1
    v = -mag if sign else mag
    if v < lo or v > hi:
        return (lo if v < lo else hi), OP_INVALID_OP
    return v, status


# --------------------------------------------------------------------------------------------
# Host-float helpers
# --------------------------------------------------------------------------------------------

_D = struct.Struct("<d")
_Q = struct.Struct("<Q")
_F = struct.Struct("<f")
_I = struct.Struct("<I")


def double_to_bits(x: float) -> int:
    """The IEEE double bits of a Python float."""
    return _Q.unpack(_D.pack(x))[0]


def bits_to_double(bits: int) -> float:
    """The Python float of double bits (NaN payloads survive on all CPython hosts we support)."""
    return _D.unpack(_Q.pack(bits & _MASK64))[0]


def float_to_bits(x: float) -> int:
    """float (binary32) bits of a Python float, rounded to nearest even."""
    return convert("double", "float", double_to_bits(x))[0]


def bits_to_float(bits: int) -> float:
    """The Python float holding a binary32 value (exact widening)."""
    return bits_to_double(convert("float", "double", bits & 0xFFFFFFFF)[0])


# --------------------------------------------------------------------------------------------
# Arithmetic (exact, then rounded once)
# --------------------------------------------------------------------------------------------


def _binop(kind: str, a: int, b: int, op: str, rm: int) -> tuple[int, int]:
    ca, sa, _, _ = decode(kind, a)
    cb, sb, _, _ = decode(kind, b)
    if ca == FC_NAN:
        return (convert(kind, kind, a)[0] if kind != "ppc_fp128" else a), (
            OP_INVALID_OP if is_signaling(kind, a) else OP_OK
        )
    if cb == FC_NAN:
        return (convert(kind, kind, b)[0] if kind != "ppc_fp128" else b), (
            OP_INVALID_OP if is_signaling(kind, b) else OP_OK
        )
    qnan = get_qnan(kind)
    if op in "+-":
        if op == "-":
            sb ^= 1
        if ca == FC_INFINITY or cb == FC_INFINITY:
            if ca == FC_INFINITY and cb == FC_INFINITY and sa != sb:
                return qnan, OP_INVALID_OP
            return get_inf(kind, bool(sa if ca == FC_INFINITY else sb)), OP_OK
        va, vb = to_fraction(kind, a), to_fraction(kind, b)
        r = va + vb if op == "+" else va - vb
        if r == 0:
            if ca == FC_ZERO and cb == FC_ZERO and sa == sb:
                return get_zero(kind, bool(sa)), OP_OK
            return get_zero(kind, rm == RM_TOWARD_NEGATIVE), OP_OK
        return from_fraction(kind, r, rm)
    sign = sa ^ sb
    if op == "*":
        if ca == FC_INFINITY or cb == FC_INFINITY:
            if ca == FC_ZERO or cb == FC_ZERO:
                return qnan, OP_INVALID_OP
            return get_inf(kind, bool(sign)), OP_OK
        if ca == FC_ZERO or cb == FC_ZERO:
            return get_zero(kind, bool(sign)), OP_OK
        return from_fraction(kind, to_fraction(kind, a) * to_fraction(kind, b), rm)
    # division
    if ca == FC_INFINITY:
        if cb == FC_INFINITY:
            return qnan, OP_INVALID_OP
        return get_inf(kind, bool(sign)), OP_OK
    if cb == FC_INFINITY:
        return get_zero(kind, bool(sign)), OP_OK
    if cb == FC_ZERO:
        if ca == FC_ZERO:
            return qnan, OP_INVALID_OP
        return get_inf(kind, bool(sign)), OP_DIV_BY_ZERO
    if ca == FC_ZERO:
        return get_zero(kind, bool(sign)), OP_OK
    q = to_fraction(kind, a) / to_fraction(kind, b)
    return round_to_format(kind, sign, abs(q.numerator), q.denominator, rm)


def add(kind: str, a: int, b: int, rm: int = RM_NEAREST_TIES_TO_EVEN) -> tuple[int, int]:
    """a + b correctly rounded: ``(bits, status)``."""
    return _binop(kind, a, b, "+", rm)


def sub(kind: str, a: int, b: int, rm: int = RM_NEAREST_TIES_TO_EVEN) -> tuple[int, int]:
    """a - b correctly rounded."""
    return _binop(kind, a, b, "-", rm)


def mul(kind: str, a: int, b: int, rm: int = RM_NEAREST_TIES_TO_EVEN) -> tuple[int, int]:
    """a * b correctly rounded."""
    return _binop(kind, a, b, "*", rm)


def div(kind: str, a: int, b: int, rm: int = RM_NEAREST_TIES_TO_EVEN) -> tuple[int, int]:
    """a / b correctly rounded."""
    return _binop(kind, a, b, "/", rm)


# --------------------------------------------------------------------------------------------
# LLVM's literal syntax
# --------------------------------------------------------------------------------------------


def _hex_to_u64(digits: str) -> int:
    """LLLexer::HexIntToVal: 64-bit accumulation; a detected overflow yields 0 (llvm-as goes on)."""
    result = 0
    for ch in digits:
        old = result
        result = (result * 16 + int(ch, 16)) & _MASK64
        if result < old:
            return 0
    return result


def _hex_to_pair(digits: str) -> int:
    """LLLexer::HexToIntPair: the first 16 digits are the low word, the next 16 the high word."""
    if len(digits) > 32:
        raise FPLiteralError("constant bigger than 128 bits detected!")
    if len(digits) >= 16:
        low = int(digits[:16], 16)
        rest = digits[16:]
    else:
        low = 0
        rest = digits
    high = int(rest, 16) if rest else 0
    return low | (high << 64)


def _fp80_hex_to_pair(digits: str) -> int:
    """LLLexer::FP80HexToIntPair: 4 digits of sign and exponent, then 16 of significand."""
    if len(digits) > 20:
        raise FPLiteralError("constant bigger than 128 bits detected!")
    top = int(digits[:4], 16)
    rest = digits[4:]
    low = int(rest, 16) if rest else 0
    return low | (top << 64)


def _is_hex(s: str) -> bool:
    return bool(s) and all(c in "0123456789abcdefABCDEF" for c in s)


def _valid_for_type(kind: str, src_kind: str, bits: int) -> bool:
    """ConstantFP::isValueValidForType for a value of format ``src_kind``."""
    if kind == src_kind:
        return True
    if kind in ("half", "bfloat", "float"):
        return not convert(src_kind, kind, bits)[2]
    if kind == "double":
        if src_kind in _SMALL_KINDS:
            return True
        return not convert(src_kind, kind, bits)[2]
    return src_kind in _SMALL_KINDS


def parse_fp_literal(kind: str, text: str) -> int:
    """The bit pattern of the literal ``text`` as a constant of type ``kind``, as llvm-as reads it.

    Raises :class:`FPLiteralError` with llvm-as's message when LLVM rejects the pair, e.g.
    ``floating point constant invalid for type`` (``float 0.1``) or ``floating point constant
    does not have type 'x86_fp80'`` (``x86_fp80 1.5``).
    """
    if kind not in SEMANTICS:
        raise FPLiteralError("floating point constant invalid for type")
    src_kind = "double"
    if text[:2] in ("0x", "-0x", "+0x") or text.startswith("0x"):
        if not text.startswith("0x"):
            raise FPLiteralError("expected value token")
        body = text[2:]
        prefix = body[:1]
        if prefix in _HEX_PREFIX_KIND:
            src_kind = _HEX_PREFIX_KIND[prefix]
            digits = body[1:]
            if not _is_hex(digits):
                raise FPLiteralError("invalid hexadecimal floating-point constant")
            if src_kind in ("half", "bfloat"):
                bits = _hex_to_u64(digits) & 0xFFFF
            elif src_kind == "x86_fp80":
                bits = canonicalize("x86_fp80", _fp80_hex_to_pair(digits))
            else:
                bits = _hex_to_pair(digits)
        else:
            if not _is_hex(body):
                raise FPLiteralError("invalid hexadecimal floating-point constant")
            bits = _hex_to_u64(body)
    else:
        try:
            value = float(text)
        except ValueError:
            raise FPLiteralError("expected floating-point constant") from None
        if not _DECIMAL_OK(text):
            raise FPLiteralError("expected floating-point constant")
        bits = double_to_bits(value)
    if not _valid_for_type(kind, src_kind, bits):
        raise FPLiteralError("floating point constant invalid for type")
    if src_kind == "double" and kind in ("half", "bfloat", "float"):
        bits = _narrow_keep_snan(kind, bits)
        src_kind = kind
    if src_kind != kind:
        raise FPLiteralError(f"floating point constant does not have type '{kind}'")
    return bits


def _DECIMAL_OK(text: str) -> bool:  # noqa: N802 - a predicate used like a regex
    """``[-+]?[0-9]+[.][0-9]*([eE][-+]?[0-9]+)?``: the only decimal form LLLexer makes an FP token of."""
    i = 0
    n = len(text)
    if i < n and text[i] in "+-":
        i += 1
    j = i
    while i < n and text[i].isdigit() and text[i].isascii():
        i += 1
    if i == j or i >= n or text[i] != ".":
        return False
    i += 1
    while i < n and text[i].isdigit() and text[i].isascii():
        i += 1
    if i < n and text[i] in "eE":
        i += 1
        if i < n and text[i] in "+-":
            i += 1
        k = i
        while i < n and text[i].isdigit() and text[i].isascii():
            i += 1
        if i == k:
            return False
    return i == n


def _narrow_keep_snan(kind: str, bits: int) -> int:
    """LLParser's narrowing of a double to half/bfloat/float, re-making a signalling NaN after convert."""
    snan = is_signaling("double", bits)
    out = convert("double", kind, bits)[0]
    if snan:
        sem = SEMANTICS[kind]
        qbit = 1 << (sem.frac_bits - 1)
        payload = out & ((1 << sem.frac_bits) - 1) & ~qbit
        if payload == 0:
            payload = qbit >> 1
        out = (out & ~((1 << sem.frac_bits) - 1)) | payload
    return out


def _llvm_to_string6(m: int, e: int, negative: bool) -> str:
    """APFloat::toString(Str, FormatPrecision=6, FormatMaxPadding=0, TruncateZero=false) of ``m * 2**e``.

    Reproduces LLVM's digit generation exactly, including its two-step rounding: first whole
    decimal digits are dropped by truncating division (keeping at least ~20 bits), then the
    remaining digits are rounded half-up to 6 significant digits.
    """
    out = "-" if negative else ""
    if m == 0:
        return out + "0.000000e+00"
    # Ignore trailing binary zeros.
    tz = (m & -m).bit_length() - 1
    m >>= tz
    e += tz
    exp = 0
    if e > 0:
        sig = m << e
    elif e < 0:
        sig = m * 5 ** (-e)
        exp = e
    else:
        sig = m
    # AdjustToPrecision(APInt&): drop tens by truncation while more than ~6 digits of bits.
    bits = sig.bit_length()
    bits_required = (6 * 196 + 58) // 59
    if bits > bits_required:
        tens = (bits - bits_required) * 59 // 196
        if tens:
            exp += tens
            sig //= 10**tens
    digits = str(sig)
    stripped = digits.rstrip("0")
    exp += len(digits) - len(stripped)
    digits = stripped
    # AdjustToPrecision(buffer): round half up to 6 digits.
    if len(digits) > 6:
        dropped = len(digits) - 6
        if digits[6] < "5":
            keep = digits[:6].rstrip("0")
            exp += len(digits) - len(keep)
            digits = keep
        else:
            head = int(digits[:6]) + 1
            hs = str(head)
            if len(hs) > 6:  # carried through all nines
                exp += dropped + 6
                digits = "1"
            else:
                keep = hs.rstrip("0")
                exp += dropped + (6 - len(keep))
                digits = keep
    nd = len(digits)
    exp += nd - 1
    frac = digits[1:] + "0" * (6 - (nd - 1))
    ae = abs(exp)
    return f"{out}{digits[0]}.{frac}e{'+' if exp >= 0 else '-'}{ae:02d}"


def format_fp_literal(kind: str, bits: int) -> str:
    """The literal LLVM 14's AsmWriter prints for a constant of type ``kind`` with pattern ``bits``."""
    if kind in ("float", "double"):
        if kind == "float":
            dbits = convert("float", "double", bits & 0xFFFFFFFF)[0]
            if is_signaling("float", bits):
                dbits &= ~(1 << 51)  # widening quiets; AsmWriter re-makes the signalling NaN
        else:
            dbits = bits & _MASK64
        cat, sign, m, e = decode("double", dbits)
        if cat in (FC_NORMAL, FC_ZERO):
            text = _llvm_to_string6(m, e, bool(sign))
            val = bits_to_double(dbits)
            if float(text) == val:
                return text
        return f"0x{dbits:X}"
    if kind == "half":
        return f"0xH{bits & 0xFFFF:04X}"
    if kind == "bfloat":
        return f"0xR{bits & 0xFFFF:04X}"
    if kind == "x86_fp80":
        bits = canonicalize(kind, bits)
        return f"0xK{(bits >> 64) & 0xFFFF:04X}{bits & _MASK64:016X}"
    if kind in ("fp128", "ppc_fp128"):
        return f"0x{'L' if kind == 'fp128' else 'M'}{bits & _MASK64:016X}{(bits >> 64) & _MASK64:016X}"
    raise ValueError(f"not a floating-point type: {kind}")
