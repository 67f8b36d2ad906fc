"""APInt-style helpers on Python ints, cross-checked against direct two's-complement reasoning."""

from __future__ import annotations

import ctypes
import math
import random
from fractions import Fraction

from pyllc.support import bits as B


def test_extensions() -> None:
    assert B.sext(0xFF, 8) == -1 and B.sext(0x7F, 8) == 127
    assert B.trunc(-1, 16) == 0xFFFF and B.zext(0x1FF, 8) == 0xFF
    assert B.sext_in_reg(0x80, 8, 32) == 0xFFFFFF80
    assert B.fits_simm(-128, 8) and not B.fits_simm(128, 8) and B.fits_uimm(255, 8) and not B.fits_uimm(-1, 8)
    assert B.is_int_n(32, -(2**31)) and not B.is_int_n(32, 2**31)
    assert (
        B.min_signed_bits(0xFF, 8) == 1
        and B.min_signed_bits(0x80, 8) == 8
        and B.min_signed_bits(0x7F, 8) == 8
    )


def test_counts() -> None:
    assert B.ctlz(0, 32) == 32 and B.ctlz(1, 32) == 31 and B.cttz(0, 16) == 16 and B.cttz(8, 16) == 3
    assert B.ctpop(0xF0F0) == 8 and B.clo(0xF0000000, 32) == 4 and B.cto(0b0111, 8) == 3
    assert B.is_power_of_2(64) and not B.is_power_of_2(0) and not B.is_power_of_2(6)
    assert B.log2_floor(64) == 6 and B.log2_ceil(65) == 7 and B.log2_ceil(1) == 0
    assert B.is_mask(0xFF) and not B.is_mask(0xFE) and B.is_shifted_mask(0xF0) and not B.is_shifted_mask(0xF1)
    assert B.align_to(13, 8) == 16 and B.align_to(16, 8) == 16 and B.align_down(13, 8) == 8
    assert B.bswap(0x11223344, 32) == 0x44332211 and B.bitreverse(0b0001, 4) == 0b1000
    assert B.rotl(0x80000001, 1, 32) == 3 and B.rotr(3, 1, 32) == 0x80000001
    assert B.fshl(0x12, 0x34, 4, 8) == 0x23 and B.fshr(0x12, 0x34, 4, 8) == 0x23
    assert B.fshl(0xAB, 0xCD, 8, 8) == 0xAB and B.fshr(0xAB, 0xCD, 0, 8) == 0xCD


def test_arithmetic_vs_ctypes() -> None:
    rnd = random.Random(9)
    for _ in range(2000):
        a, b = rnd.getrandbits(32), rnd.getrandbits(32) or 1
        sa, sb = ctypes.c_int32(a).value, ctypes.c_int32(b).value
        assert B.add(a, b, 32) == ctypes.c_uint32(a + b).value
        assert B.mul(a, b, 32) == ctypes.c_uint32(a * b).value
        assert B.udiv(a, b, 32) == a // b and B.urem(a, b, 32) == a % b
        if not (sa == -(2**31) and sb == -1):
            q = math.trunc(Fraction(sa, sb))
            assert B.to_signed(B.sdiv(a, b, 32), 32) == q
            assert B.to_signed(B.srem(a, b, 32), 32) == sa - q * sb
        sh = rnd.randint(0, 31)
        assert B.ashr(a, sh, 32) == ctypes.c_uint32(sa >> sh).value
        assert B.lshr(a, sh, 32) == a >> sh and B.shl(a, sh, 32) == (a << sh) & 0xFFFFFFFF
        assert B.slt(a, b, 32) == (sa < sb) and B.ult(a, b, 32) == (a < b)
        r, ov = B.sadd_ov(a, b, 32)
        assert r == B.add(a, b, 32) and ov == (not -(2**31) <= sa + sb < 2**31)
        r, ov = B.umul_ov(a, b, 32)
        assert ov == (a * b >= 2**32)
        assert B.to_signed(B.sadd_sat(a, b, 32), 32) == max(-(2**31), min(2**31 - 1, sa + sb))
        assert B.usub_sat(a, b, 32) == max(0, a - b)
    assert B.sdiv(0x80000000, 0xFFFFFFFF, 32) == 0x80000000
    assert B.abs_(0x80, 8) == 0x80 and B.abs_(0xFF, 8) == 1
