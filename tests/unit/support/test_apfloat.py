"""APFloat: literal parsing/printing against llvm-as/llvm-dis, rounding, conversions."""

from __future__ import annotations

import math
import random
import shutil
import struct
import subprocess
from fractions import Fraction

import pytest

from pyllc.support import apfloat as A

LLVM_AS = shutil.which("llvm-as-14") or shutil.which("llvm-as")
LLVM_DIS = shutil.which("llvm-dis-14") or shutil.which("llvm-dis")


def _random_literals(seed: int = 1234, n: int = 400) -> list[tuple[str, str]]:
    rnd = random.Random(seed)
    out: list[tuple[str, str]] = []
    for _ in range(n):
        r = rnd.random()
        if r < 0.2:  # any double bit pattern
            out.append(("double", f"0x{rnd.getrandbits(64):016X}"))
        elif r < 0.35:  # short decimals
            digits = rnd.randint(1, 9)
            mant = rnd.randint(0, 10**digits)
            exp = rnd.randint(-330, 310)
            out.append(("double", f"{'-' if rnd.random() < 0.3 else ''}{mant}.0e{exp}"))
        elif r < 0.45:  # doubles near "nice" decimals (exercise the 6-digit rounding)
            x = float(f"{rnd.randint(100000, 999999)}e{rnd.randint(-20, 20)}")
            b = A.double_to_bits(x) + rnd.randint(-3, 3)
            out.append(("double", f"0x{b:016X}"))
        elif r < 0.6:  # floats, as widened hex
            fb = rnd.getrandbits(32)
            db = A.convert("float", "double", fb)[0]
            if A.is_signaling("float", fb):
                db &= ~(1 << 51)
            out.append(("float", f"0x{db:016X}"))
        elif r < 0.7:  # floats as decimals that are exact
            fb = rnd.getrandbits(31)
            v = A.bits_to_float(fb)
            if math.isfinite(v):
                out.append(("float", repr(v) if "e" not in repr(v) or "." in repr(v) else f"{v:.1f}"))
        elif r < 0.78:
            out.append(("half", f"0xH{rnd.getrandbits(16):04X}"))
        elif r < 0.83:
            out.append(("bfloat", f"0xR{rnd.getrandbits(16):04X}"))
        elif r < 0.9:
            out.append(("x86_fp80", f"0xK{rnd.getrandbits(80):020X}"))
        elif r < 0.95:
            out.append(("fp128", f"0xL{rnd.getrandbits(128):032X}"))
        else:
            out.append(("ppc_fp128", f"0xM{rnd.getrandbits(128):032X}"))
    # Boundaries.
    for k, t in [
        ("double", "0.0"),
        ("double", "-0.0"),
        ("double", "0x7FF0000000000000"),
        ("double", "0xFFF8000000000000"),
        ("double", "0x0000000000000001"),
        ("double", "0x7FEFFFFFFFFFFFFF"),
        ("double", "1.0e400"),
        ("double", "1.0e-400"),
        ("float", "0x7FF4000000000000"),
        ("float", "0x36A0000000000000"),
        ("half", "0x7FF0040000000000"),
        ("half", "65504.0"),
        ("bfloat", "1.5"),
        ("double", "123456.5"),
        ("double", "999999.5"),
        ("double", "0.1"),
        ("double", "1.0e23"),
        ("x86_fp80", "0xK00008000000000000000"),
        ("x86_fp80", "0xK3FFF80"),
        ("fp128", "0xL3FFF"),
    ]:
        out.append((k, t))
    return out


def _valid(kind: str, text: str) -> bool:
    try:
        A.parse_fp_literal(kind, text)
    except A.FPLiteralError:
        return False
    return True


@pytest.mark.skipif(not (LLVM_AS and LLVM_DIS), reason="needs llvm-as/llvm-dis (LLVM 14) as the oracle")
def test_literals_match_llvm_dis() -> None:
    lits = [(k, t) for k, t in _random_literals() if _valid(k, t)]
    assert len(lits) > 300
    src = "".join(f"@g{i} = global {k} {t}\n" for i, (k, t) in enumerate(lits))
    bc = subprocess.run([LLVM_AS, "-", "-o", "-"], input=src.encode(), capture_output=True, check=True).stdout
    dis = subprocess.run(
        [LLVM_DIS, "-", "-o", "-"], input=bc, capture_output=True, check=True
    ).stdout.decode()
    expected: dict[int, str] = {}
    for line in dis.splitlines():
        if line.startswith("@g"):
            name, rest = line.split(" = global ", 1)
            expected[int(name[2:])] = rest.split(" ", 1)[1].split(",")[0]
    for i, (k, t) in enumerate(lits):
        got = A.format_fp_literal(k, A.parse_fp_literal(k, t))
        assert got == expected[i], (k, t)


@pytest.mark.skipif(not LLVM_AS, reason="needs llvm-as (LLVM 14) as the oracle")
def test_rejections_match_llvm_as() -> None:
    cases = [
        ("x86_fp80", "1.5"),
        ("float", "0.1"),
        ("x86_fp80", "0x3FF0000000000000"),
        ("double", "0xK3FFF8000000000000000"),
        ("float", "0xH3C00"),
        ("half", "0xK3FFF8000000000000000"),
        ("fp128", "0xK3FFF8000000000000000"),
        ("half", "65520.0"),
        ("float", "0x7FF0000000000001"),
        ("float", "0x47F0000000000000"),
        ("float", "1.5"),
        ("half", "0xH3C00"),
        ("double", "0x1"),
    ]
    for k, t in cases:
        proc = subprocess.run(
            [LLVM_AS, "-", "-o", "/dev/null"], input=f"@x = global {k} {t}\n".encode(), capture_output=True
        )
        ours: str | None
        try:
            A.parse_fp_literal(k, t)
            ours = None
        except A.FPLiteralError as e:
            ours = str(e)
        if proc.returncode == 0:
            assert ours is None, (k, t, ours)
        else:
            assert ours is not None and ours in proc.stderr.decode(), (k, t, proc.stderr)


def test_known_spellings() -> None:
    assert A.format_fp_literal("double", A.parse_fp_literal("double", "1.0")) == "1.000000e+00"
    assert A.format_fp_literal("double", A.parse_fp_literal("double", "0.1")) == "1.000000e-01"
    assert (
        A.format_fp_literal("float", A.parse_fp_literal("float", "0x3FB99999A0000000"))
        == "0x3FB99999A0000000"
    )
    assert A.format_fp_literal("double", A.parse_fp_literal("double", "-0.0")) == "-0.000000e+00"
    assert A.format_fp_literal("double", 0x7FF8000000000000) == "0x7FF8000000000000"
    assert A.format_fp_literal("x86_fp80", 0x3FFF8000000000000000) == "0xK3FFF8000000000000000"
    assert (
        A.format_fp_literal("fp128", 0x3FFF0000000000000000000000000000)
        == "0xL00000000000000003FFF000000000000"
    )
    assert A.parse_fp_literal("half", "0xH3C00") == 0x3C00
    assert A.parse_fp_literal("bfloat", "0xR3F80") == 0x3F80
    assert A.parse_fp_literal("float", "1.5") == 0x3FC00000


def _f32(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def test_rounding_float_matches_host() -> None:
    rnd = random.Random(7)
    for _ in range(3000):
        x = struct.unpack("<d", struct.pack("<Q", rnd.getrandbits(64)))[0]
        if not math.isfinite(x):
            continue
        try:
            want = _f32(x)
        except OverflowError:  # struct refuses values beyond float's range
            want = A.get_inf("float", x < 0)
        assert A.float_to_bits(x) == want, x


def test_decimal_to_wide_formats() -> None:
    bits, st = A.from_fraction("x86_fp80", Fraction(1, 10))
    assert bits == 0x3FFBCCCCCCCCCCCCCCCD and st == A.OP_INEXACT
    bits, st = A.from_fraction("fp128", Fraction(1, 10))
    assert bits == 0x3FFB999999999999999999999999999A
    bits, st = A.from_fraction("half", Fraction(1, 3))
    assert bits == 0x3555
    # ties to even vs away
    assert A.round_to_format("half", 0, 2049, 1)[0] == A.convert_from_int("half", 2048)[0]
    assert (
        A.round_to_format("half", 0, 2049, 1, A.RM_NEAREST_TIES_TO_AWAY)[0]
        == A.convert_from_int("half", 2050)[0]
    )
    # overflow and underflow
    assert A.from_fraction("half", Fraction(70000))[0] == 0x7C00
    assert A.from_fraction("half", Fraction(70000), A.RM_TOWARD_ZERO)[0] == 0x7BFF
    bits, st = A.from_fraction("double", Fraction(1, 2**1080))
    assert bits == 0 and st & A.OP_UNDERFLOW


def test_int_conversions() -> None:
    assert A.convert_from_int("double", (1 << 53) + 1) == (A.double_to_bits(2.0**53), A.OP_INEXACT)
    assert A.convert_from_int("float", -3) == (_f32(-3.0), A.OP_OK)
    assert A.convert_to_int("double", A.double_to_bits(-2.5), 32, True) == (-2, A.OP_INEXACT)
    assert A.convert_to_int("double", A.double_to_bits(-2.5), 32, True, A.RM_NEAREST_TIES_TO_EVEN) == (
        -2,
        A.OP_INEXACT,
    )
    assert A.convert_to_int("double", A.double_to_bits(3.5), 32, True, A.RM_NEAREST_TIES_TO_EVEN) == (
        4,
        A.OP_INEXACT,
    )
    assert A.convert_to_int("double", A.double_to_bits(1e10), 32, True) == (2**31 - 1, A.OP_INVALID_OP)
    assert A.convert_to_int("double", A.double_to_bits(-1.0), 32, False) == (0, A.OP_INVALID_OP)
    assert A.convert_to_int("double", A.get_qnan("double"), 32, False) == (0, A.OP_INVALID_OP)
    assert A.convert_to_int("x86_fp80", 0x403E8000000000000000, 64, False) == (1 << 63, A.OP_OK)


def test_fp80_double_round_trip() -> None:
    rnd = random.Random(3)
    for _ in range(500):
        b = rnd.getrandbits(64)
        ext, st, lost = A.convert("double", "x86_fp80", b)
        assert not lost
        back, st2, lost2 = A.convert("x86_fp80", "double", ext)
        if A.is_nan("double", b):
            assert A.is_nan("double", back)
        else:
            assert back == b and not lost2


def test_arithmetic_matches_host() -> None:
    rnd = random.Random(11)
    for _ in range(500):
        x = rnd.uniform(-1e6, 1e6)
        y = rnd.uniform(-1e3, 1e3)
        bx, by = A.double_to_bits(x), A.double_to_bits(y)
        assert A.add("double", bx, by)[0] == A.double_to_bits(x + y)
        assert A.sub("double", bx, by)[0] == A.double_to_bits(x - y)
        assert A.mul("double", bx, by)[0] == A.double_to_bits(x * y)
        assert A.div("double", bx, by)[0] == A.double_to_bits(x / y)
    assert A.div("double", A.double_to_bits(1.0), 0)[1] == A.OP_DIV_BY_ZERO
    assert A.is_nan("double", A.mul("double", A.get_inf("double"), 0)[0])
