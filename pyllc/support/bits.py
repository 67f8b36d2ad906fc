"""Fixed-width integer arithmetic on Python ints (LLVM: llvm/ADT/APInt.h, llvm/Support/MathExtras.h).

What it is
----------
LLVM's ``APInt`` is an integer of a given bit width with wrap-around arithmetic, where
signedness is a property of each *operation* (``sdiv`` vs ``udiv``, ``slt`` vs ``ult``), not
of the value.  pyllc keeps such values as plain non-negative Python ``int``s in
``[0, 2**width)`` (the two's-complement pattern) and passes the width next to them.  Every
function here takes and returns that canonical form, unless its name says otherwise
(:func:`to_signed` gives the signed interpretation, :func:`sext` takes a signed result back).

Conventions
-----------
* ``width`` is the bit width (>= 1).  ``mask(w) == 2**w - 1``.
* Overflow-reporting operations (LLVM's ``sadd_ov`` ...) return ``(result, overflowed)``.
* Division by zero is the caller's problem (IR semantics make it poison); these functions
  raise ``ZeroDivisionError`` as Python does.
* The MathExtras helpers (:func:`is_int_n`/:func:`fits_simm`, :func:`is_uint_n`/:func:`fits_uimm`,
  :func:`align_to`, :func:`is_power_of_2`, :func:`log2_ceil`, :func:`is_mask`,
  :func:`is_shifted_mask`) work on mathematical integers.
"""

from __future__ import annotations

__all__ = [
    "mask",
    "trunc",
    "zext",
    "sext",
    "to_signed",
    "to_unsigned",
    "sext_in_reg",
    "fits_simm",
    "fits_uimm",
    "is_int_n",
    "is_uint_n",
    "ctpop",
    "ctlz",
    "cttz",
    "clo",
    "cto",
    "is_power_of_2",
    "log2_floor",
    "log2_ceil",
    "is_mask",
    "is_shifted_mask",
    "align_to",
    "align_down",
    "bswap",
    "bitreverse",
    "rotl",
    "rotr",
    "add",
    "sub",
    "mul",
    "neg",
    "udiv",
    "sdiv",
    "urem",
    "srem",
    "shl",
    "lshr",
    "ashr",
    "ult",
    "ule",
    "slt",
    "sle",
    "ugt",
    "uge",
    "sgt",
    "sge",
    "smin",
    "smax",
    "umin",
    "umax",
    "abs_",
    "sadd_ov",
    "uadd_ov",
    "ssub_ov",
    "usub_ov",
    "smul_ov",
    "umul_ov",
    "sadd_sat",
    "uadd_sat",
    "ssub_sat",
    "usub_sat",
    "sshl_sat",
    "ushl_sat",
    "signed_min",
    "signed_max",
    "fshl",
    "fshr",
    "active_bits",
    "min_signed_bits",
    "get_hi_bits",
    "get_lo_bits",
    "extract_bits",
    "insert_bits",
]


def mask(width: int) -> int:
    """``2**width - 1``: all ones."""
    return (1 << width) - 1


def trunc(value: int, width: int) -> int:
    """The low ``width`` bits (also the canonical form of any integer, negative ones included)."""
    return value & ((1 << width) - 1)


def zext(value: int, width: int) -> int:
    """Zero-extension is free in this representation; this canonicalises to ``width`` bits."""
    return value & ((1 << width) - 1)


def to_signed(value: int, width: int) -> int:
    """The signed interpretation of a ``width``-bit pattern (LLVM: APInt::getSExtValue)."""
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


sext = to_signed
"""``sext(v, w)``: sign-extend the ``w``-bit pattern ``v`` to an unbounded (signed) Python int."""


def to_unsigned(value: int, width: int) -> int:
    """The ``width``-bit pattern of a (possibly negative) integer."""
    return value & ((1 << width) - 1)


def sext_in_reg(value: int, from_width: int, to_width: int) -> int:
    """Sign-extend the low ``from_width`` bits to a ``to_width``-bit pattern (ISD::SIGN_EXTEND_INREG)."""
    return to_signed(value, from_width) & ((1 << to_width) - 1)


def is_int_n(n: int, value: int) -> bool:
    """``value`` fits an ``n``-bit signed field (LLVM: isIntN)."""
    return -(1 << (n - 1)) <= value < (1 << (n - 1))


def is_uint_n(n: int, value: int) -> bool:
    """``value`` fits an ``n``-bit unsigned field (LLVM: isUIntN)."""
    return 0 <= value < (1 << n)


def fits_simm(value: int, bits: int) -> bool:
    """``value`` is representable as a ``bits``-bit signed immediate (``fits_simm(-128, 8)``)."""
    return -(1 << (bits - 1)) <= value < (1 << (bits - 1))


def fits_uimm(value: int, bits: int) -> bool:
    """``value`` is representable as a ``bits``-bit unsigned immediate."""
    return 0 <= value < (1 << bits)


def ctpop(value: int) -> int:
    """Number of set bits of a non-negative pattern."""
    return value.bit_count()


def ctlz(value: int, width: int) -> int:
    """Leading zeros in ``width`` bits (``width`` for zero)."""
    return width - (value & ((1 << width) - 1)).bit_length()


def cttz(value: int, width: int) -> int:
    """Trailing zeros in ``width`` bits (``width`` for zero)."""
    value &= (1 << width) - 1
    if value == 0:
        return width
    return (value & -value).bit_length() - 1


def clo(value: int, width: int) -> int:
    """Leading ones (LLVM: countLeadingOnes)."""
    return ctlz(~value & ((1 << width) - 1), width)


def cto(value: int, width: int) -> int:
    """Trailing ones (LLVM: countTrailingOnes)."""
    return cttz(~value & ((1 << width) - 1), width)


def active_bits(value: int) -> int:
    """Bits needed for the unsigned value (LLVM: APInt::getActiveBits)."""
    return value.bit_length()


def min_signed_bits(value: int, width: int) -> int:
    """Bits needed to hold the pattern as a signed value (LLVM: APInt::getMinSignedBits)."""
    v = to_signed(value, width)
    return (v if v >= 0 else ~v).bit_length() + 1


def is_power_of_2(value: int) -> bool:
    """``value`` is a positive power of two (LLVM: isPowerOf2_64)."""
    return value > 0 and value & (value - 1) == 0


def log2_floor(value: int) -> int:
    """floor(log2(value)) for value > 0 (LLVM: Log2_64); -1 for 0 as LLVM's APInt::logBase2."""
    return value.bit_length() - 1


def log2_ceil(value: int) -> int:
    """ceil(log2(value)) for value > 0 (LLVM: Log2_64_Ceil)."""
    return (value - 1).bit_length() if value > 0 else -1


def is_mask(value: int) -> bool:
    """A non-empty run of ones starting at bit 0 (LLVM: isMask_64)."""
    return value > 0 and value & (value + 1) == 0


def is_shifted_mask(value: int) -> bool:
    """A non-empty contiguous run of ones anywhere (LLVM: isShiftedMask_64)."""
    return value > 0 and is_mask((value - 1) | value)


def align_to(value: int, align: int) -> int:
    """``value`` rounded up to a multiple of ``align`` (LLVM: alignTo)."""
    return (value + align - 1) // align * align


def align_down(value: int, align: int) -> int:
    """``value`` rounded down to a multiple of ``align`` (LLVM: alignDown)."""
    return value // align * align


def bswap(value: int, width: int) -> int:
    """Byte swap (``width`` a multiple of 8)."""
    return int.from_bytes((value & ((1 << width) - 1)).to_bytes(width // 8, "little"), "big")


def bitreverse(value: int, width: int) -> int:
    """Reverse the order of the ``width`` bits."""
    return int(format(value & ((1 << width) - 1), f"0{width}b")[::-1], 2)


def rotl(value: int, amount: int, width: int) -> int:
    """Rotate left by ``amount`` modulo ``width``."""
    amount %= width
    value &= (1 << width) - 1
    return ((value << amount) | (value >> (width - amount))) & ((1 << width) - 1)


def rotr(value: int, amount: int, width: int) -> int:
    """Rotate right by ``amount`` modulo ``width``."""
    return rotl(value, width - amount % width, width)


def fshl(a: int, b: int, amount: int, width: int) -> int:
    """Funnel shift left (llvm.fshl): the high half of ``(a:b) << (amount % width)``."""
    amount %= width
    if amount == 0:
        return a & ((1 << width) - 1)
    concat = ((a & ((1 << width) - 1)) << width) | (b & ((1 << width) - 1))
    return (concat << amount >> width) & ((1 << width) - 1)


def fshr(a: int, b: int, amount: int, width: int) -> int:
    """Funnel shift right (llvm.fshr): the low half of ``(a:b) >> (amount % width)``."""
    amount %= width
    if amount == 0:
        return b & ((1 << width) - 1)
    concat = ((a & ((1 << width) - 1)) << width) | (b & ((1 << width) - 1))
    return (concat >> amount) & ((1 << width) - 1)


def get_hi_bits(value: int, num: int, width: int) -> int:
    """The top ``num`` bits, shifted down (LLVM: APInt::getHiBits)."""
    return (value & ((1 << width) - 1)) >> (width - num)


def get_lo_bits(value: int, num: int) -> int:
    """The low ``num`` bits (LLVM: APInt::getLoBits)."""
    return value & ((1 << num) - 1)


def extract_bits(value: int, num: int, lo: int) -> int:
    """Bits ``[lo, lo+num)`` (LLVM: APInt::extractBits)."""
    return (value >> lo) & ((1 << num) - 1)


def insert_bits(value: int, sub: int, lo: int, num: int) -> int:
    """``value`` with bits ``[lo, lo+num)`` replaced by ``sub`` (LLVM: APInt::insertBits)."""
    m = ((1 << num) - 1) << lo
    return (value & ~m) | ((sub << lo) & m)


# ------------------------------------------------------------------ wrap-around arithmetic


def add(a: int, b: int, width: int) -> int:
    return (a + b) & ((1 << width) - 1)


def sub(a: int, b: int, width: int) -> int:
    return (a - b) & ((1 << width) - 1)


def mul(a: int, b: int, width: int) -> int:
    return (a * b) & ((1 << width) - 1)


def neg(a: int, width: int) -> int:
    return -a & ((1 << width) - 1)


def udiv(a: int, b: int, width: int) -> int:
    m = (1 << width) - 1
    return (a & m) // (b & m)


def urem(a: int, b: int, width: int) -> int:
    m = (1 << width) - 1
    return (a & m) % (b & m)


def sdiv(a: int, b: int, width: int) -> int:
    """Signed division rounding toward zero (``INT_MIN / -1`` wraps to INT_MIN, as APInt::sdiv)."""
    x, y = to_signed(a, width), to_signed(b, width)
    q = abs(x) // abs(y)
    if (x < 0) != (y < 0):
        q = -q
    return q & ((1 << width) - 1)


def srem(a: int, b: int, width: int) -> int:
    """Signed remainder with the dividend's sign."""
    x, y = to_signed(a, width), to_signed(b, width)
    r = abs(x) % abs(y)
    return (-r if x < 0 else r) & ((1 << width) - 1)


def shl(a: int, amount: int, width: int) -> int:
    """Shift left; amounts >= width give 0 (APInt semantics; IR makes them poison)."""
    return (a << amount) & ((1 << width) - 1) if amount < width else 0


def lshr(a: int, amount: int, width: int) -> int:
    return (a & ((1 << width) - 1)) >> amount if amount < width else 0


def ashr(a: int, amount: int, width: int) -> int:
    return (to_signed(a, width) >> min(amount, width - 1)) & ((1 << width) - 1)


def ult(a: int, b: int, width: int) -> bool:
    m = (1 << width) - 1
    return (a & m) < (b & m)


def ule(a: int, b: int, width: int) -> bool:
    m = (1 << width) - 1
    return (a & m) <= (b & m)


def ugt(a: int, b: int, width: int) -> bool:
    return ult(b, a, width)


def uge(a: int, b: int, width: int) -> bool:
    return ule(b, a, width)


def slt(a: int, b: int, width: int) -> bool:
    return to_signed(a, width) < to_signed(b, width)


def sle(a: int, b: int, width: int) -> bool:
    return to_signed(a, width) <= to_signed(b, width)


def sgt(a: int, b: int, width: int) -> bool:
    return slt(b, a, width)


def sge(a: int, b: int, width: int) -> bool:
    return sle(b, a, width)


def smin(a: int, b: int, width: int) -> int:
    return a if slt(a, b, width) else b


def smax(a: int, b: int, width: int) -> int:
    return a if sgt(a, b, width) else b


def umin(a: int, b: int, width: int) -> int:
    return a if ult(a, b, width) else b


def umax(a: int, b: int, width: int) -> int:
    return a if ugt(a, b, width) else b


def abs_(a: int, width: int) -> int:
    """|a| as a pattern (INT_MIN stays INT_MIN, as llvm.abs with is_int_min_poison=false)."""
    return -to_signed(a, width) & ((1 << width) - 1)


def signed_min(width: int) -> int:
    """The pattern of the most negative value."""
    return 1 << (width - 1)


def signed_max(width: int) -> int:
    return (1 << (width - 1)) - 1


# ------------------------------------------------------------------ overflow and saturation


def sadd_ov(a: int, b: int, width: int) -> tuple[int, bool]:
    r = to_signed(a, width) + to_signed(b, width)
    return r & ((1 << width) - 1), not is_int_n(width, r)


def uadd_ov(a: int, b: int, width: int) -> tuple[int, bool]:
    m = (1 << width) - 1
    r = (a & m) + (b & m)
    return r & m, r > m


def ssub_ov(a: int, b: int, width: int) -> tuple[int, bool]:
    r = to_signed(a, width) - to_signed(b, width)
    return r & ((1 << width) - 1), not is_int_n(width, r)


def usub_ov(a: int, b: int, width: int) -> tuple[int, bool]:
    m = (1 << width) - 1
    r = (a & m) - (b & m)
    return r & m, r < 0


def smul_ov(a: int, b: int, width: int) -> tuple[int, bool]:
    r = to_signed(a, width) * to_signed(b, width)
    return r & ((1 << width) - 1), not is_int_n(width, r)


def umul_ov(a: int, b: int, width: int) -> tuple[int, bool]:
    m = (1 << width) - 1
    r = (a & m) * (b & m)
    return r & m, r > m


def _sclamp(r: int, width: int) -> int:
    lo, hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
    return (lo if r < lo else hi if r > hi else r) & ((1 << width) - 1)


def sadd_sat(a: int, b: int, width: int) -> int:
    return _sclamp(to_signed(a, width) + to_signed(b, width), width)


def ssub_sat(a: int, b: int, width: int) -> int:
    return _sclamp(to_signed(a, width) - to_signed(b, width), width)


def uadd_sat(a: int, b: int, width: int) -> int:
    m = (1 << width) - 1
    return min((a & m) + (b & m), m)


def usub_sat(a: int, b: int, width: int) -> int:
    m = (1 << width) - 1
    return max((a & m) - (b & m), 0)


def sshl_sat(a: int, amount: int, width: int) -> int:
    return _sclamp(to_signed(a, width) << amount, width)


def ushl_sat(a: int, amount: int, width: int) -> int:
    m = (1 << width) - 1
    return min((a & m) << amount, m)
