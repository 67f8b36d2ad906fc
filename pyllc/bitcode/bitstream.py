"""What it is (LLVM: lib/Bitstream/Reader/BitstreamReader.cpp, include/llvm/Bitstream/BitCodes.h): the
bitstream container that LLVM bitcode is written in.

A :class:`BitstreamCursor` walks the blocks and records of one stream:

- the optional wrapper header (``0x0B17C0DE``: magic, version, offset, size, cputype, five little-endian
  32-bit words) is stripped by :func:`strip_wrapper`; the cursor starts after the ``BC\\xC0\\xDE`` magic;
- ``advance`` returns the next entry as ``(kind, id)``: ``(ENTRY_SUBBLOCK, block_id)``,
  ``(ENTRY_RECORD, abbrev_id)`` or ``(ENTRY_END_BLOCK, 0)``; ``DEFINE_ABBREV`` entries are consumed on the
  way (they extend the current block's abbreviation list) and a ``BLOCKINFO`` block (id 0) is read
  transparently, so callers never see either;
- ``enter_subblock`` / ``skip_block`` after an ``ENTRY_SUBBLOCK``; ``read_record`` after an ``ENTRY_RECORD``
  gives ``(code, operands, blob)``; ``read_block_records`` reads a whole block (nested blocks skipped).

Abbreviations are compiled once into tuples of ``(kind, value)`` operands.  The stream is held as a list of
64-bit little-endian words (Python ints), so a read of up to 64 bits is one or two index operations.

Malformed input raises :class:`BitcodeError`, a :class:`~pyllc.support.diagnostics.DiagnosticError` located
at the file (no line: bitcode has none), with LLVM's wording ("Invalid bitcode signature", "Malformed
block", "Invalid abbrev number", "Invalid record", ...).  The driver prints it as ``x.bc: error: Invalid
record`` (llc-14 prints ``llc-14: error: llc-14: x.bc: error: Invalid record``).
"""

from __future__ import annotations

import sys
from array import array

from pyllc.support.diagnostics import DiagnosticError, SourceLocation

ENTRY_END_BLOCK = 0
ENTRY_SUBBLOCK = 1
ENTRY_RECORD = 2

# Fixed abbreviation ids (bitc::FixedAbbrevIDs).
END_BLOCK = 0
ENTER_SUBBLOCK = 1
DEFINE_ABBREV = 2
UNABBREV_RECORD = 3
FIRST_APPLICATION_ABBREV = 4

# BitCodeAbbrevOp::Encoding, plus the literal (kind 0 here).
OP_LITERAL = 0
OP_FIXED = 1
OP_VBR = 2
OP_ARRAY = 3
OP_CHAR6 = 4
OP_BLOB = 5

BLOCKINFO_BLOCK_ID = 0
BLOCKINFO_CODE_SETBID = 1

WRAPPER_MAGIC = 0x0B17C0DE
BITCODE_MAGIC = b"BC\xc0\xde"

_CHAR6 = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._"

Abbrev = tuple[tuple[int, int], ...]
Record = tuple[int, list[int], bytes | None]


class BitcodeError(DiagnosticError):
    """Malformed bitcode: ``file: error: message``."""

    def __init__(self, filename: str, message: str) -> None:
        super().__init__(SourceLocation(filename), message)


def strip_wrapper(data: bytes, filename: str) -> bytes:
    """The bitcode inside a wrapper header (LLVM: SkipBitcodeWrapperHeader), or ``data`` itself."""
    if len(data) >= 4 and int.from_bytes(data[:4], "little") == WRAPPER_MAGIC:
        if len(data) < 20:
            raise BitcodeError(filename, "Invalid bitcode wrapper header")
        offset = int.from_bytes(data[8:12], "little")
        size = int.from_bytes(data[12:16], "little")
        if offset + size > len(data) or size < 0:
            raise BitcodeError(filename, "Invalid bitcode wrapper header")
        return data[offset : offset + size]
    return data


class _Scope:
    __slots__ = ("width", "abbrevs", "block_id", "end")

    def __init__(self, width: int, abbrevs: list[Abbrev], block_id: int, end: int) -> None:
        self.width = width
        self.abbrevs = abbrevs
        self.block_id = block_id
        self.end = end


class BitstreamCursor:
    """A reading position in a bitstream (LLVM: BitstreamCursor + SimpleBitstreamCursor)."""

    __slots__ = (
        "filename",
        "words",
        "nbits",
        "pos",
        "width",
        "abbrevs",
        "block_id",
        "scopes",
        "blockinfo",
        "_end",
        "data",
    )

    def __init__(self, data: bytes, filename: str) -> None:
        self.filename = filename
        data = strip_wrapper(data, filename)
        if len(data) < 4 or data[:4] != BITCODE_MAGIC:
            raise BitcodeError(filename, "Invalid bitcode signature")
        if len(data) % 4:
            raise BitcodeError(filename, "Bitcode stream should be a multiple of 4 bytes in length")
        self.nbits = len(data) * 8
        self.data = data
        padded = bytes(data) + bytes(16 - len(data) % 8)
        words = array("Q")
        words.frombytes(padded)
        if sys.byteorder == "big":
            words.byteswap()
        self.words = words.tolist()
        self.pos = 32
        self.width = 2
        self.abbrevs: list[Abbrev] = []
        self.block_id = -1
        self.scopes: list[_Scope] = []
        self.blockinfo: dict[int, list[Abbrev]] = {}
        self._end = self.nbits

    # --- raw reads ---
    def error(self, message: str) -> BitcodeError:
        return BitcodeError(self.filename, message)

    def at_end(self) -> bool:
        return self.pos >= self.nbits

    def read(self, n: int) -> int:
        """``n`` (0..64) bits, least significant first."""
        pos = self.pos
        end = pos + n
        if end > self.nbits:
            raise self.error("Unexpected end of bitcode stream" if pos < self.nbits else "Invalid record")
        self.pos = end
        off = pos & 63
        w = self.words[pos >> 6] >> off
        if off + n > 64:
            w |= self.words[(pos >> 6) + 1] << (64 - off)
        return w & ((1 << n) - 1)

    def read_vbr(self, n: int) -> int:
        """A VBR-``n`` value (any size)."""
        pos = self.pos
        end = pos + n
        if end > self.nbits:
            raise self.error("Unexpected end of bitcode stream")
        self.pos = end
        off = pos & 63
        w = self.words[pos >> 6] >> off
        if off + n > 64:
            w |= self.words[(pos >> 6) + 1] << (64 - off)
        hi = 1 << (n - 1)
        if not w & hi:
            return w & (hi - 1)
        mask = hi - 1
        result = w & mask
        shift = n - 1
        while True:
            piece = self.read(n)
            result |= (piece & mask) << shift
            if not piece & hi:
                return result
            shift += n - 1
            if shift > 4096:
                raise self.error("Invalid record")

    def align32(self) -> None:
        pos = (self.pos + 31) & ~31
        if pos > self.nbits:
            raise self.error("Malformed block")
        self.pos = pos

    def bit_position(self) -> int:
        return self.pos

    def jump_to_bit(self, pos: int) -> None:
        if pos < 0 or pos > self.nbits:
            raise self.error(f"can't skip to bit {pos} from {self.pos}")
        self.pos = pos

    # --- blocks ---
    def advance(self) -> tuple[int, int]:
        """The next entry of the current block (see the module docstring)."""
        while True:
            if self.pos >= self._end:
                if not self.scopes and self.pos >= self.nbits:
                    return ENTRY_END_BLOCK, 0
                raise self.error("Malformed block")
            code = self.read(self.width)
            if code == END_BLOCK:
                self._pop_scope()
                return ENTRY_END_BLOCK, 0
            if code == ENTER_SUBBLOCK:
                bid = self.read_vbr(8)
                if bid == BLOCKINFO_BLOCK_ID:
                    self._read_blockinfo()
                    continue
                return ENTRY_SUBBLOCK, bid
            if code == DEFINE_ABBREV:
                self.abbrevs.append(self._read_abbrev())
                continue
            return ENTRY_RECORD, code

    def advance_skipping_subblocks(self) -> tuple[int, int]:
        while True:
            kind, ident = self.advance()
            if kind != ENTRY_SUBBLOCK:
                return kind, ident
            self.skip_block()

    def enter_subblock(self, block_id: int) -> None:
        """After ``(ENTRY_SUBBLOCK, block_id)``: make the block current."""
        width = self.read_vbr(4)
        self.align32()
        nwords = self.read(32)
        end = self.pos + nwords * 32
        if width < 1 or width > 32 or end > self.nbits or not nwords:
            raise self.error("Malformed block")
        self.scopes.append(_Scope(self.width, self.abbrevs, self.block_id, self._end))
        self.width = width
        self.abbrevs = list(self.blockinfo.get(block_id, ()))
        self.block_id = block_id
        self._end = end

    def skip_block(self) -> None:
        """After ``ENTRY_SUBBLOCK``: jump past the block."""
        self.read_vbr(4)
        self.align32()
        nwords = self.read(32)
        end = self.pos + nwords * 32
        if end > self.nbits or end > self._end:
            raise self.error("can't skip block: already at end of stream")
        self.pos = end

    def _pop_scope(self) -> None:
        self.align32()
        if not self.scopes:
            raise self.error("Malformed block")
        if self.pos != self._end:
            raise self.error("Malformed block")
        s = self.scopes.pop()
        self.width = s.width
        self.abbrevs = s.abbrevs
        self.block_id = s.block_id
        self._end = s.end

    def _read_abbrev(self) -> Abbrev:
        numops = self.read_vbr(5)
        ops: list[tuple[int, int]] = []
        i = 0
        while i < numops:
            i += 1
            if self.read(1):
                ops.append((OP_LITERAL, self.read_vbr(8)))
                continue
            enc = self.read(3)
            if enc == OP_FIXED or enc == OP_VBR:
                w = self.read_vbr(5)
                if w > 64 or (enc == OP_VBR and w < 2 and w != 0):
                    raise self.error("Fixed and VBR abbrev ops must have width at most 64")
                if w == 0:
                    ops.append((OP_LITERAL, 0))
                else:
                    ops.append((enc, w))
            elif enc == OP_ARRAY:
                if i != numops - 1:
                    raise self.error("Abbrev array must have one element type after it")
                i += 1
                if self.read(1):
                    raise self.error("Abbrev array element type cannot be a literal")
                e = self.read(3)
                if e == OP_FIXED or e == OP_VBR:
                    w = self.read_vbr(5)
                    if w > 64 or w < (2 if e == OP_VBR else 1):
                        raise self.error("Invalid abbrev")
                    ops.append((OP_ARRAY, e << 8 | w))
                elif e == OP_CHAR6:
                    ops.append((OP_ARRAY, OP_CHAR6 << 8))
                else:
                    raise self.error("Invalid encoding")
            elif enc == OP_CHAR6:
                ops.append((OP_CHAR6, 0))
            elif enc == OP_BLOB:
                if i != numops:
                    raise self.error("Blob must be the last abbrev operand")
                ops.append((OP_BLOB, 0))
            else:
                raise self.error("Invalid encoding")
        if not ops:
            raise self.error("Abbrev record with no operands")
        first = ops[0][0]
        if first == OP_ARRAY or first == OP_BLOB:
            raise self.error("Abbreviation starts with an Array or a Blob")
        return tuple(ops)

    def _read_blockinfo(self) -> None:
        """A BLOCKINFO block (LLVM: ReadBlockInfoBlock); names are ignored."""
        self.enter_subblock(BLOCKINFO_BLOCK_ID)
        cur: list[Abbrev] | None = None
        while True:
            if self.pos >= self._end:
                raise self.error("Malformed block")
            code = self.read(self.width)
            if code == END_BLOCK:
                self._pop_scope()
                return
            if code == ENTER_SUBBLOCK:
                self.read_vbr(8)
                self.skip_block()
                continue
            if code == DEFINE_ABBREV:
                if cur is None:
                    raise self.error("Malformed block")
                cur.append(self._read_abbrev())
                continue
            rcode, ops, _ = self.read_record(code)
            if rcode == BLOCKINFO_CODE_SETBID:
                if not ops:
                    raise self.error("Malformed block")
                cur = self.blockinfo.setdefault(ops[0], [])

    # --- records ---
    def read_record(self, abbrev_id: int) -> Record:
        """The record after ``(ENTRY_RECORD, abbrev_id)``: ``(code, operands, blob or None)``."""
        if abbrev_id == UNABBREV_RECORD:
            code = self.read_vbr(6)
            n = self.read_vbr(6)
            if n * 6 > self._end - self.pos:
                raise self.error("Invalid record")
            return code, self._read_vbr6_run(n), None
        idx = abbrev_id - FIRST_APPLICATION_ABBREV
        if idx < 0 or idx >= len(self.abbrevs):
            raise self.error("Invalid abbrev number")
        abbrev = self.abbrevs[idx]
        vals: list[int] = []
        blob: bytes | None = None
        for kind, v in abbrev:
            if kind == OP_LITERAL:
                vals.append(v)
            elif kind == OP_FIXED:
                vals.append(self.read(v))
            elif kind == OP_VBR:
                vals.append(self.read_vbr(v))
            elif kind == OP_ARRAY:
                n = self.read_vbr(6)
                if n > self._end - self.pos:
                    raise self.error("Invalid record")
                e = v >> 8
                if e == OP_FIXED:
                    w = v & 255
                    rd = self.read
                    vals.extend([rd(w) for _ in range(n)])
                elif v == OP_VBR << 8 | 6:
                    if n * 6 > self._end - self.pos:
                        raise self.error("Invalid record")
                    vals.extend(self._read_vbr6_run(n))
                elif e == OP_VBR:
                    w = v & 255
                    rv = self.read_vbr
                    vals.extend([rv(w) for _ in range(n)])
                else:
                    rd = self.read
                    vals.extend([_CHAR6[rd(6)] for _ in range(n)])
            elif kind == OP_CHAR6:
                vals.append(_CHAR6[self.read(6)])
            else:  # blob
                n = self.read_vbr(6)
                self.align32()
                start = self.pos
                if start + n * 8 > self._end:
                    raise self.error("Invalid record")
                blob = self.data[start >> 3 : (start >> 3) + n]
                self.pos = start + n * 8
                self.align32()
        return vals[0], vals[1:], blob

    def _read_vbr6_run(self, n: int) -> list[int]:
        """``n`` VBR-6 values (the caller checked that ``6 * n`` bits remain): one-chunk values are
        decoded inline, longer ones through ``read_vbr``."""
        words = self.words
        pos = self.pos
        out: list[int] = []
        append = out.append
        for _ in range(n):
            off = pos & 63
            w = words[pos >> 6] >> off
            if off > 58:
                w |= words[(pos >> 6) + 1] << (64 - off)
            if w & 32:
                self.pos = pos
                append(self.read_vbr(6))
                pos = self.pos
            else:
                append(w & 31)
                pos += 6
        self.pos = pos
        return out

    def read_block_records(self) -> list[Record]:
        """After ``enter_subblock``: every record of the block up to its END_BLOCK (nested blocks skipped)."""
        out: list[Record] = []
        adv = self.advance
        rr = self.read_record
        while True:
            kind, ident = adv()
            if kind == ENTRY_RECORD:
                out.append(rr(ident))
            elif kind == ENTRY_SUBBLOCK:
                self.skip_block()
            else:
                return out
