"""The bitstream container reader (pyllc.bitcode.bitstream): abbreviation operand kinds, BLOCKINFO,
blobs, the wrapper header and malformed input, on streams built bit by bit here."""

from __future__ import annotations

import pytest

from pyllc.bitcode.bitstream import (
    ENTRY_END_BLOCK,
    ENTRY_RECORD,
    ENTRY_SUBBLOCK,
    BitcodeError,
    BitstreamCursor,
)


class Writer:
    """A minimal bitstream writer (LLVM's BitstreamWriter), enough to build test streams."""

    def __init__(self) -> None:
        self.bits: list[int] = []
        self.width = 2
        self.stack: list[tuple[int, int]] = []
        for b in b"BC\xc0\xde":
            self.fixed(b, 8)

    def fixed(self, v: int, n: int) -> None:
        for i in range(n):
            self.bits.append(v >> i & 1)

    def vbr(self, v: int, n: int) -> None:
        hi = 1 << (n - 1)
        while v >= hi:
            self.fixed((v & (hi - 1)) | hi, n)
            v >>= n - 1
        self.fixed(v, n)

    def align32(self) -> None:
        while len(self.bits) % 32:
            self.bits.append(0)

    def enter(self, block_id: int, width: int) -> None:
        self.fixed(1, self.width)
        self.vbr(block_id, 8)
        self.vbr(width, 4)
        self.align32()
        at = len(self.bits)
        self.fixed(0, 32)
        self.stack.append((self.width, at))
        self.width = width

    def end(self) -> None:
        self.fixed(0, self.width)
        self.align32()
        width, at = self.stack.pop()
        nwords = (len(self.bits) - at - 32) // 32
        for i in range(32):
            self.bits[at + i] = nwords >> i & 1
        self.width = width

    def unabbrev(self, code: int, ops: list[int]) -> None:
        self.fixed(3, self.width)
        self.vbr(code, 6)
        self.vbr(len(ops), 6)
        for o in ops:
            self.vbr(o, 6)

    def define_abbrev(self, ops: list[tuple[str, int]]) -> None:
        self.fixed(2, self.width)
        self.vbr(len(ops), 5)
        for kind, v in ops:
            if kind == "lit":
                self.fixed(1, 1)
                self.vbr(v, 8)
            else:
                self.fixed(0, 1)
                enc = {"fixed": 1, "vbr": 2, "array": 3, "char6": 4, "blob": 5}[kind]
                self.fixed(enc, 3)
                if kind in ("fixed", "vbr"):
                    self.vbr(v, 5)

    def data(self) -> bytes:
        self.align32()
        out = bytearray()
        for i in range(0, len(self.bits), 8):
            out.append(sum(b << j for j, b in enumerate(self.bits[i : i + 8])))
        return bytes(out)


def records(data: bytes) -> list[tuple[int, list[int], bytes | None]]:
    c = BitstreamCursor(data, "t.bc")
    kind, bid = c.advance()
    assert (kind, bid) == (ENTRY_SUBBLOCK, 8)
    c.enter_subblock(bid)
    return c.read_block_records()


def test_unabbreviated_records_and_nested_blocks_are_skipped() -> None:
    w = Writer()
    w.enter(8, 3)
    w.unabbrev(1, [2, 300, 0])
    w.enter(9, 4)
    w.unabbrev(5, [1])
    w.end()
    w.unabbrev(7, [1 << 40])
    w.end()
    assert records(w.data()) == [(1, [2, 300, 0], None), (7, [1 << 40], None)]


def test_abbreviation_operand_kinds() -> None:
    w = Writer()
    w.enter(8, 3)
    w.define_abbrev([("lit", 9), ("fixed", 3), ("vbr", 4), ("char6", 0), ("array", 0), ("fixed", 8)])
    w.fixed(4, 3)  # abbrev id 4
    w.fixed(5, 3)
    w.vbr(1000, 4)
    w.fixed(27, 6)  # char6 'B'
    w.vbr(3, 6)
    for b in b"xyz":
        w.fixed(b, 8)
    w.define_abbrev([("fixed", 4), ("array", 0), ("char6", 0)])
    w.fixed(5, 3)
    w.fixed(2, 4)
    w.vbr(4, 6)
    for ch in (0, 26, 52, 63):  # a A 0 _
        w.fixed(ch, 6)
    w.define_abbrev([("lit", 1), ("blob", 0)])
    w.fixed(6, 3)
    w.vbr(5, 6)
    w.align32()
    for b in b"hello":
        w.fixed(b, 8)
    w.align32()
    w.define_abbrev([("lit", 2), ("fixed", 0), ("vbr", 0)])  # zero widths read as literal 0
    w.fixed(7, 3)
    w.end()
    assert records(w.data()) == [
        (9, [5, 1000, ord("B"), ord("x"), ord("y"), ord("z")], None),
        (2, [ord("a"), ord("A"), ord("0"), ord("_")], None),
        (1, [], b"hello"),
        (2, [0, 0], None),
    ]


def test_blockinfo_abbreviations_apply_to_later_blocks() -> None:
    w = Writer()
    w.enter(0, 2)  # BLOCKINFO
    w.unabbrev(1, [9])  # SETBID 9
    w.define_abbrev([("lit", 4), ("vbr", 6)])
    w.unabbrev(2, [ord("x")])  # BLOCKNAME: ignored
    w.end()
    w.enter(8, 3)
    w.enter(9, 3)
    w.fixed(4, 3)
    w.vbr(77, 6)
    w.end()
    w.end()
    c = BitstreamCursor(w.data(), "t.bc")
    assert c.advance() == (ENTRY_SUBBLOCK, 8)
    c.enter_subblock(8)
    assert c.advance() == (ENTRY_SUBBLOCK, 9)
    c.enter_subblock(9)
    kind, abbrev = c.advance()
    assert kind == ENTRY_RECORD and abbrev == 4
    assert c.read_record(abbrev) == (4, [77], None)
    assert c.advance() == (ENTRY_END_BLOCK, 0)
    assert c.advance() == (ENTRY_END_BLOCK, 0)
    assert c.advance() == (ENTRY_END_BLOCK, 0)  # end of stream


def test_jump_and_wrapper_header() -> None:
    w = Writer()
    w.enter(8, 3)
    w.unabbrev(3, [4])
    w.end()
    raw = w.data()
    wrapped = b"".join(x.to_bytes(4, "little") for x in (0x0B17C0DE, 0, 20, len(raw), 7)) + raw
    assert records(wrapped) == [(3, [4], None)]
    c = BitstreamCursor(raw, "t.bc")
    c.advance()
    pos = c.bit_position()
    c.skip_block()
    c.jump_to_bit(pos)
    c.enter_subblock(8)
    assert c.read_block_records() == [(3, [4], None)]


@pytest.mark.parametrize(
    "data,message",
    [
        (b"XXXXXXXX", "Invalid bitcode signature"),
        (b"BC\xc0\xde\x00", "Bitcode stream should be a multiple of 4 bytes in length"),
        (
            b"\xde\xc0\x17\x0b\x00\x00\x00\x00\x14\x00\x00\x00\xff\x00\x00\x00",
            "Invalid bitcode wrapper header",
        ),
    ],
)
def test_bad_headers(data: bytes, message: str) -> None:
    with pytest.raises(BitcodeError) as e:
        BitstreamCursor(data, "t.bc")
    assert e.value.format() == f"t.bc: error: {message}\n"


def test_malformed_streams() -> None:
    w = Writer()
    w.enter(8, 3)
    w.fixed(7, 3)  # an abbreviation id nobody defined
    w.end()
    with pytest.raises(BitcodeError, match="Invalid abbrev number"):
        records(w.data())
    w = Writer()
    w.enter(8, 3)
    w.unabbrev(1, [1, 2, 3])
    w.end()
    data = w.data()
    truncated = data[: len(data) - 8]
    with pytest.raises(BitcodeError):
        records(truncated)
    w = Writer()
    w.enter(8, 3)
    w.define_abbrev([("array", 0), ("fixed", 8)])  # an abbreviation may not start with an array
    w.end()
    with pytest.raises(BitcodeError, match="Abbreviation starts with an Array or a Blob"):
        records(w.data())
