"""LEB128 encode/decode: LLVM's documented examples, padding, errors and round trips."""

from __future__ import annotations

import random

import pytest

from pyllc.support.leb128 import (
    LEB128Error,
    decode_sleb128,
    decode_uleb128,
    encode_sleb128,
    encode_uleb128,
    sleb128_size,
    uleb128_size,
)


def test_known_encodings() -> None:
    # DWARF 5 section 7.6, tables 7.7 and 7.8.
    assert encode_uleb128(2) == b"\x02"
    assert encode_uleb128(127) == b"\x7f"
    assert encode_uleb128(128) == b"\x80\x01"
    assert encode_uleb128(129) == b"\x81\x01"
    assert encode_uleb128(130) == b"\x82\x01"
    assert encode_uleb128(12857) == b"\xb9\x64"
    assert encode_uleb128(624485) == b"\xe5\x8e\x26"
    assert encode_sleb128(2) == b"\x02"
    assert encode_sleb128(-2) == b"\x7e"
    assert encode_sleb128(127) == b"\xff\x00"
    assert encode_sleb128(-127) == b"\x81\x7f"
    assert encode_sleb128(128) == b"\x80\x01"
    assert encode_sleb128(-128) == b"\x80\x7f"
    assert encode_sleb128(129) == b"\x81\x01"
    assert encode_sleb128(-129) == b"\xff\x7e"
    assert encode_sleb128(-123456) == b"\xc0\xbb\x78"
    assert encode_uleb128(0) == b"\x00" and encode_sleb128(0) == b"\x00" and encode_sleb128(-1) == b"\x7f"


def test_padding() -> None:
    # LLVM's LEB128Test: EncodeULEB128(0, 3) = 80 80 00; EncodeSLEB128(-1, 3) = ff ff 7f.
    assert encode_uleb128(0, pad_to=3) == b"\x80\x80\x00"
    assert encode_uleb128(0x7F, pad_to=3) == b"\xff\x80\x00"
    assert encode_uleb128(0x80, pad_to=2) == b"\x80\x01"
    assert encode_sleb128(0, pad_to=3) == b"\x80\x80\x00"
    assert encode_sleb128(-1, pad_to=3) == b"\xff\xff\x7f"
    assert encode_sleb128(64, pad_to=3) == b"\xc0\x80\x00"
    assert encode_sleb128(-64, pad_to=3) == b"\xc0\xff\x7f"
    assert decode_uleb128(b"\x80\x80\x00") == (0, 3)
    assert decode_sleb128(b"\xff\xff\x7f") == (-1, 3)


def test_round_trip_random() -> None:
    rnd = random.Random(5)
    for _ in range(2000):
        u = rnd.getrandbits(rnd.randint(1, 64))
        enc = encode_uleb128(u)
        assert decode_uleb128(enc + b"junk") == (u, len(enc))
        assert uleb128_size(u) == len(enc)
        s = u - (1 << 63) if u >> 63 else -u
        enc = encode_sleb128(s)
        assert decode_sleb128(b"x" + enc, 1) == (s, len(enc))
        assert sleb128_size(s) == len(enc)


def test_errors() -> None:
    with pytest.raises(LEB128Error, match="malformed uleb128, extends past end"):
        decode_uleb128(b"\x80\x80")
    with pytest.raises(LEB128Error, match="malformed sleb128, extends past end"):
        decode_sleb128(b"\xff")
    with pytest.raises(LEB128Error, match="uleb128 too big for uint64"):
        decode_uleb128(b"\xff" * 9 + b"\x7f")
    assert decode_uleb128(b"\xff" * 9 + b"\x01") == ((1 << 64) - 1, 10)
