#!/usr/bin/env python3
"""Input fuzzing for pyllc: mutate valid inputs and check that pyllc fails cleanly.

Each case takes a seed file (a valid ``.ll``), applies one to three mutations -- byte flips, token
swaps, truncation, line deletion/duplication, deep nesting of types, constant expressions and metadata,
huge numbers, invalid UTF-8 -- and runs ``pyllc.tools.llc.main`` on it inside a worker process that
imported pyllc once (``-emit-llvm`` by default; ``--codegen-share`` of the cases mutate small seed files
that compile, and are compiled to assembly at -O0 or -O2).  A case passes when the driver returns 0 and
writes its output, or returns 1 with an ``error:`` diagnostic and leaves the output directory as it was
(empty, or with a pre-existing output file untouched, for a quarter of the cases); it fails on an
uncaught exception, a traceback, a RecursionError (also when the driver turns one into "input nests too
deeply"), exit status 2 (internal error), or more than ``--time-limit`` seconds of CPU time (an interval
timer, so a busy machine does not cause false timeouts; the parent also kills a worker that stops
answering: over the limit of CPU time without the timer firing, or stuck for ten minutes of wall time).  Every failure is re-run in a fresh ``python -m pyllc.tools.llc`` process: it counts only if
it fails there too (in-process-only failures are listed apart), and the mutant is saved under
``--save-dir``.  Runs are deterministic for a given ``--seed``; ``--first`` resumes a run.  Which seed
files compile unmutated is checked once in fresh processes and cached by content hash under
``--save-dir`` (for the same pyllc sources); the chosen list is written there as ``codegen-seeds.txt``,
and ``--codegen-seeds`` restricts a later run (a resume) to it, so that it draws the same cases.
The report gives the CPU time inside the cases and of the whole run.

Seed files named ``*.bc`` get bitcode mutants instead (``mutate_bitcode``): the seed is mapped into the
fields of its bitstream and one structure-aware mutation is applied -- a block length word, a block's or an
abbreviation definition's operand width, a VBR chunk, a record's code, abbreviation id or operand values,
records or blocks duplicated, removed or moved (the lengths rewritten so the container still holds),
truncation at and inside block boundaries, a wrapper header (valid or not), the magic -- sometimes followed
by raw bit, byte and word changes.  ``--bitcode`` takes ``.bc`` files from the seed directories and turns
``.ll`` seeds into bitcode with ``llvm-as-14`` (``llvm-as-16`` for the files LLVM 14 rejects).  Usage::

    python3 utils/fuzz_inputs.py --count 2000 --seed 1 tests/differential/ll tests/IR/corpus
    python3 utils/fuzz_inputs.py --bitcode --count 20000 --seed 1 tests/differential/bc tests/IR/corpus
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import hashlib
import importlib.util
import io
import json
import multiprocessing
import multiprocessing.connection
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any, Iterator

TOKEN_RE = re.compile(rb"[%@!#^$]?[-\w.$]+|\"(?:[^\"\\]|\\.)*\"|\S")
_NUMBER_RE = re.compile(rb"i?[0-9]+")

MUTATORS = (
    "flip",
    "swap",
    "truncate",
    "delete_line",
    "dup_line",
    "nest_type",
    "nest_const",
    "huge",
    "utf8",
    "insert_token",
    "delete_token",
    "nest_md",
)


def mutate(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """Apply one to three random mutations; return the mutant and a description."""
    names: list[str] = []
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        name = rng.choice(MUTATORS)
        data = _MUTATE[name](data, rng)
        names.append(name)
    return data, "+".join(names)


def _flip(d: bytes, rng: random.Random) -> bytes:
    if not d:
        return d
    b = bytearray(d)
    for _ in range(rng.randint(1, 8)):
        i = rng.randrange(len(b))
        b[i] ^= 1 << rng.randrange(8)
    return bytes(b)


#: Seed file contents by path with their tokens (the first mutation of every case works on a seed file, so
#: its tokens are found once per run), and the same entries by ``id`` of the contents.
_SEEDS: dict[str, tuple[bytes, list[re.Match[bytes]]]] = {}
_SEED_BY_ID: dict[int, tuple[bytes, list[re.Match[bytes]]]] = {}


def seed_bytes(path: str) -> bytes:
    entry = _SEEDS.get(path)
    if entry is None:
        data = Path(path).read_bytes()
        entry = _SEEDS[path] = _SEED_BY_ID[id(data)] = (data, list(TOKEN_RE.finditer(data)))
    return entry[0]


def _tokens(d: bytes) -> list[re.Match[bytes]]:
    """The tokens of ``d`` (a seed file's list is shared: callers must not change it)."""
    entry = _SEED_BY_ID.get(id(d))
    if entry is not None and entry[0] is d:
        return entry[1]
    return list(TOKEN_RE.finditer(d))


def _swap(d: bytes, rng: random.Random) -> bytes:
    toks = _tokens(d)
    if len(toks) < 2:
        return d
    a, b = sorted(rng.sample(range(len(toks)), 2))
    ta, tb = toks[a], toks[b]
    return d[: ta.start()] + tb.group() + d[ta.end() : tb.start()] + ta.group() + d[tb.end() :]


def _truncate(d: bytes, rng: random.Random) -> bytes:
    return d[: rng.randrange(len(d) + 1)]


def _lines(d: bytes) -> list[bytes]:
    return d.split(b"\n")


def _delete_line(d: bytes, rng: random.Random) -> bytes:
    ls = _lines(d)
    del ls[rng.randrange(len(ls))]
    return b"\n".join(ls)


def _dup_line(d: bytes, rng: random.Random) -> bytes:
    ls = _lines(d)
    i = rng.randrange(len(ls))
    ls.insert(rng.randrange(len(ls) + 1), ls[i])
    return b"\n".join(ls)


def _nest_type(d: bytes, rng: random.Random) -> bytes:
    depth = rng.choice((100, 1000, 5000, 50000))
    kind = rng.choice(("array", "struct", "ptr", "vector"))
    if kind == "array":
        ty = b"[1 x " * depth + b"i32" + b"]" * depth
    elif kind == "struct":
        ty = b"{ " * depth + b"i32" + b" }" * depth
    elif kind == "ptr":
        ty = b"i32" + b"*" * depth
    else:
        ty = b"<1 x " * depth + b"i32" + b">" * depth
    return d + b"\n@__fuzz_nest = global " + ty + b" zeroinitializer\n"


def _nest_const(d: bytes, rng: random.Random) -> bytes:
    depth = rng.choice((100, 1000, 5000, 50000))
    expr = b"i64 add (i64 1, " * depth + b"i64 1" + b")" * depth
    return d + b"\n@__fuzz_cexpr = global " + expr + b"\n"


def _nest_md(d: bytes, rng: random.Random) -> bytes:
    depth = rng.choice((100, 1000, 5000, 50000))
    return d + b"\n!999999 = !{" + b"!{" * depth + b"}" * depth + b"}\n"


def _huge(d: bytes, rng: random.Random) -> bytes:
    toks = [t for t in _tokens(d) if _NUMBER_RE.fullmatch(t.group())]  # numbers and integer types
    if not toks:
        return d
    t = rng.choice(toks)
    big = rng.choice(
        (
            b"99999999999999999999999999999999999999",
            b"4294967296",
            b"16777216",
            b"18446744073709551616",
            b"-9223372036854775809",
            b"0" * 5000 + b"1",
        )
    )
    rep = (b"i" + big) if t.group().startswith(b"i") else big
    return d[: t.start()] + rep + d[t.end() :]


def _utf8(d: bytes, rng: random.Random) -> bytes:
    i = rng.randrange(len(d) + 1)
    return d[:i] + rng.choice((b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\x00", b"\xf0\x90\x80")) + d[i:]


def _insert_token(d: bytes, rng: random.Random) -> bytes:
    toks = _tokens(d)
    if not toks:
        return d
    t = rng.choice(toks)
    src = rng.choice(toks).group()
    return d[: t.start()] + src + b" " + d[t.start() :]


def _delete_token(d: bytes, rng: random.Random) -> bytes:
    toks = _tokens(d)
    if not toks:
        return d
    t = rng.choice(toks)
    return d[: t.start()] + d[t.end() :]


_MUTATE = {
    "flip": _flip,
    "swap": _swap,
    "truncate": _truncate,
    "delete_line": _delete_line,
    "dup_line": _dup_line,
    "nest_type": _nest_type,
    "nest_const": _nest_const,
    "huge": _huge,
    "utf8": _utf8,
    "insert_token": _insert_token,
    "delete_token": _delete_token,
    "nest_md": _nest_md,
}


# -- bitcode mutants ----------------------------------------------------------------------------------------
#
# A ``.bc`` seed is split into the fields of its bitstream (LLVM's container: abbreviation ids of the
# block's width, VBR and fixed fields, 32-bit alignment, block length words, blobs), kept as a flat list of
# tokens with their bit positions.  The mapper is deliberately independent of pyllc's reader: it finds the
# fields to corrupt, it must not share the reader's mistakes.  Mutations either patch bits in place (a
# length word, a VBR chunk's continuation bit, an abbreviation width) or edit the token list -- duplicate,
# remove or swap records and blocks, change record codes and operand values -- and write it out again with
# block lengths, alignment and the wrapper header recomputed, so that the mutant passes the container
# checks and reaches the record-level ones.

# Token kinds: (kind, width, value).
_T_FIXED, _T_VBR, _T_ALIGN, _T_BLOB, _T_ID, _T_ENTER, _T_END, _T_LEN = range(8)
_BC_MAGIC = b"BC\xc0\xde"
_WRAPPER_MAGIC = (0x0B17C0DE).to_bytes(4, "little")


class _BitstreamMap:
    """The tokens of a bitstream with their bit positions (``pos[i]`` where token ``i`` starts; one more
    entry for the end), the spans ``[first, stop)`` of token indexes of its records (abbreviation
    definitions included) and blocks, each with its nesting depth, the wrapper header and trailing bytes."""

    __slots__ = ("tokens", "pos", "records", "blocks", "width_pos", "wrapper", "tail", "outer", "nbits")

    def __init__(self) -> None:
        self.tokens: list[tuple[int, int, Any]] = []
        self.pos: list[int] = []
        self.records: list[tuple[int, int, int]] = []
        self.blocks: list[tuple[int, int, int]] = []
        self.width_pos: dict[int, int] = {}  # ENTER token index -> bit of its abbreviation width field
        self.wrapper = b""  # the wrapper header (up to its offset), the stream's trailing words and the bytes
        self.tail = b""  # after the wrapped stream
        self.outer = b""
        self.nbits = 0


class _MapError(Exception):
    pass


def map_bitstream(data: bytes) -> _BitstreamMap:
    """Split bitcode ``data`` into tokens; raises ``_MapError`` where it is not a well-formed bitstream."""
    m = _BitstreamMap()
    if data[:4] == _WRAPPER_MAGIC and len(data) >= 20:
        off, size = int.from_bytes(data[8:12], "little"), int.from_bytes(data[12:16], "little")
        if off < 20 or off + size > len(data):
            raise _MapError("wrapper")
        m.wrapper, m.outer, data = data[:off], data[off + size :], data[off : off + size]
    if data[:4] != _BC_MAGIC or len(data) % 4:
        raise _MapError("magic")
    nbits = len(data) * 8
    m.nbits = nbits
    toks, pos = m.tokens, m.pos
    p = 32

    def read(n: int) -> int:
        nonlocal p
        if p + n > nbits:
            raise _MapError("end")
        i = p >> 3
        v = (int.from_bytes(data[i : i + 9], "little") >> (p & 7)) & ((1 << n) - 1)
        p += n
        return v

    def fixed(n: int) -> int:
        pos.append(p)
        v = read(n)
        toks.append((_T_FIXED, n, v))
        return v

    def rvbr(n: int) -> int:
        hi, v, shift = 1 << (n - 1), 0, 0
        while True:
            piece = read(n)
            v |= (piece & (hi - 1)) << shift
            shift += n - 1
            if not piece & hi:
                return v
            if shift > 256:
                raise _MapError("vbr")

    def vbr(n: int) -> int:
        pos.append(p)
        v = rvbr(n)
        toks.append((_T_VBR, n, v))
        return v

    def align() -> None:
        nonlocal p
        pos.append(p)
        toks.append((_T_ALIGN, 0, 0))
        p = (p + 31) & ~31
        if p > nbits:
            raise _MapError("align")

    def operand(op: tuple[int, int]) -> None:
        enc, w = op
        if enc == 1:
            fixed(w)
        elif enc == 2:
            vbr(w)
        elif enc == 4:
            fixed(6)
        else:
            raise _MapError("operand")

    blockinfo: dict[int, list[list[tuple[int, int]]]] = {}
    # (width, abbrevs, block id, first token, end bit) per open block
    stack: list[tuple[int, list[list[tuple[int, int]]], int, int, int]] = []
    width, abbrevs, block_id, end = 2, [], -1, nbits
    info_target = -1
    while p < nbits:
        if not stack and read(2) != 1:  # not a block at the top level: trailing words, kept as they are
            p -= 2
            break
        if not stack:
            p -= 2
        first = len(toks)
        pos.append(p)
        code = read(width)
        toks.append((_T_ID, width, code))
        if code == 0:  # END_BLOCK
            toks[-1] = (_T_END, width, 0)
            align()
            if not stack or p != end:
                raise _MapError("end block")
            width, abbrevs, block_id, bfirst, end = stack.pop()
            m.blocks.append((bfirst, len(toks), len(stack)))
            continue
        if code == 1:  # ENTER_SUBBLOCK: one token for the id, block id and width, then align and length
            bid = rvbr(8)
            width_pos = p
            nw = rvbr(4)
            toks[-1] = (_T_ENTER, nw, bid)
            m.width_pos[first] = width_pos
            align()
            pos.append(p)
            nwords = read(32)
            toks.append((_T_LEN, 32, nwords))
            if nw < 1 or nw > 32 or p + 32 * nwords > nbits:
                raise _MapError("block")
            stack.append((width, abbrevs, block_id, first, end))
            width, block_id, end = nw, bid, p + 32 * nwords
            abbrevs = list(blockinfo.get(bid, ()))
            continue
        if code == 2:  # DEFINE_ABBREV
            numops = vbr(5)
            ops: list[tuple[int, int]] = []
            i = 0
            while i < numops:
                if fixed(1):
                    ops.append((0, vbr(8)))
                else:
                    enc = fixed(3)
                    if enc in (1, 2):
                        w = vbr(5)
                        if w > 64 or (enc == 2 and w < 2):
                            raise _MapError("abbrev width")
                        ops.append((enc, w))
                    elif enc in (3, 4, 5):
                        ops.append((enc, 0))
                    else:
                        raise _MapError("abbrev encoding")
                i += 1
            (blockinfo.setdefault(info_target, []) if block_id == 0 else abbrevs).append(ops)
            m.records.append((first, len(toks), len(stack)))
            continue
        if code == 3:  # UNABBREV_RECORD
            rcode = vbr(6)
            nops = vbr(6)
            for _ in range(nops):
                vbr(6)
            if block_id == 0 and rcode == 1 and nops:  # BLOCKINFO's SETBID
                info_target = toks[first + 3][2]
        else:
            idx = code - 4
            if idx >= len(abbrevs):
                raise _MapError("abbrev id")
            ops = abbrevs[idx]
            i = 0
            while i < len(ops):
                enc, w = ops[i]
                if enc == 0:
                    pass
                elif enc == 3:  # array: the element operand follows
                    if i + 1 >= len(ops):
                        raise _MapError("array")
                    for _ in range(vbr(6)):
                        operand(ops[i + 1])
                    i += 1
                elif enc == 5:  # blob
                    n = vbr(6)
                    align()
                    pos.append(p)
                    if p + 8 * n > nbits:
                        raise _MapError("blob")
                    toks.append((_T_BLOB, 0, data[p >> 3 : (p >> 3) + n]))
                    p += 8 * n
                    align()
                else:
                    operand(ops[i])
                i += 1
        m.records.append((first, len(toks), len(stack)))
    if stack:
        raise _MapError("unterminated block")
    m.tail = data[p >> 3 :]
    pos.append(p)
    m.blocks.sort()
    return m


def write_bitstream(m: _BitstreamMap, tokens: list[tuple[int, int, Any]]) -> bytes:
    """Bitcode for ``tokens`` (``m``'s, possibly edited): minimal VBRs, block lengths recomputed, and a
    wrapper header (when ``m`` had one) with the new size."""
    out = bytearray(_BC_MAGIC)
    acc = nacc = 0
    widths = [2]
    lens: list[int] = []  # byte offsets of the open blocks' length words

    def put(v: int, n: int) -> None:
        nonlocal acc, nacc
        acc |= (v & ((1 << n) - 1)) << nacc
        nacc += n
        while nacc >= 8:
            out.append(acc & 0xFF)
            acc >>= 8
            nacc -= 8

    def put_vbr(v: int, n: int) -> None:
        hi = 1 << (n - 1)
        while v >= hi:
            put((v & (hi - 1)) | hi, n)
            v >>= n - 1
        put(v, n)

    for kind, w, v in tokens:
        if kind == _T_FIXED:
            put(v, w)
        elif kind == _T_VBR:
            put_vbr(v, w)
        elif kind == _T_ID:
            put(v, widths[-1])
        elif kind == _T_ALIGN:
            if nacc:
                put(0, 8 - nacc)
            while len(out) % 4:
                out.append(0)
        elif kind == _T_BLOB:
            out += v
        elif kind == _T_ENTER:
            put(1, widths[-1])
            put_vbr(v, 8)
            put_vbr(w, 4)
            widths.append(w)
        elif kind == _T_LEN:
            lens.append(len(out))
            put(0, 32)
        elif kind == _T_END:
            put(0, widths.pop() if len(widths) > 1 else 2)
            if lens:
                at = lens.pop()
                end = (len(out) + (1 if nacc else 0) + 3) // 4 * 4
                out[at : at + 4] = ((end - at - 4) // 4).to_bytes(4, "little")
    if nacc:
        put(0, 8 - nacc)
    while len(out) % 4:
        out.append(0)
    body = bytes(out) + m.tail
    if m.wrapper:
        w = bytearray(m.wrapper)
        w[12:16] = len(body).to_bytes(4, "little")
        return bytes(w) + body + m.outer
    return body


#: The maps of bitcode seed files, by ``id`` of their contents (None: not a well-formed bitstream).
_BC_MAPS: dict[int, tuple[bytes, _BitstreamMap | None]] = {}


def _bc_map(d: bytes) -> _BitstreamMap | None:
    entry = _BC_MAPS.get(id(d))
    if entry is not None and entry[0] is d:
        return entry[1]
    try:
        m: _BitstreamMap | None = map_bitstream(d)
    except _MapError:
        m = None
    if id(d) in _SEED_BY_ID:  # only seed files are kept (mutants are mapped at most once)
        _BC_MAPS[id(d)] = (d, m)
    return m


def _set_bits(d: bytes, m: _BitstreamMap, bit: int, n: int, value: int) -> bytes:
    """``d`` with ``n`` bits of the bitstream at ``bit`` replaced by ``value`` (in place: no re-layout)."""
    base = len(m.wrapper) * 8
    bit += base
    first, last = bit >> 3, (bit + n + 7) >> 3
    cur = int.from_bytes(d[first:last], "little")
    shift = bit - first * 8
    mask = ((1 << n) - 1) << shift
    cur = (cur & ~mask) | ((value << shift) & mask)
    return d[:first] + cur.to_bytes(last - first, "little") + d[last:]


_INTERESTING = (
    0,
    1,
    2,
    3,
    7,
    8,
    31,
    32,
    63,
    64,
    65,
    127,
    128,
    255,
    256,
    1 << 16,
    1 << 31,
    (1 << 32) - 1,
    1 << 32,
    (1 << 63) - 1,
    1 << 63,
    (1 << 64) - 1,
    1 << 64,
    1 << 100,
)


def _value(rng: random.Random, old: int) -> int:
    r = rng.random()
    if r < 0.5:
        return rng.choice(_INTERESTING)
    if r < 0.8:
        return max(0, old + rng.choice((-2, -1, 1, 2, 16)))
    return rng.getrandbits(rng.choice((4, 8, 16, 32, 64)))


def _bc_raw(d: bytes, rng: random.Random) -> bytes:
    """Bit flips, or a byte or aligned word set to an odd value (no bitstream knowledge needed)."""
    if len(d) < 8:
        return d
    b = bytearray(d)
    r = rng.random()
    if r < 0.4:
        for _ in range(rng.randint(1, 8)):
            i = rng.randrange(4, len(b))
            b[i] ^= 1 << rng.randrange(8)
    elif r < 0.7:
        b[rng.randrange(4, len(b))] = rng.choice((0, 0xFF, 0x7F, 0x80, rng.randrange(256)))
    else:
        i = rng.randrange(1, len(b) // 4) * 4
        b[i : i + 4] = rng.choice((0, 1, 0xFFFFFFFF, 0x7FFFFFFF, 0x80000000, rng.getrandbits(32))).to_bytes(
            4, "little"
        )
    return bytes(b)


def _bc_truncate(d: bytes, m: _BitstreamMap | None, rng: random.Random) -> bytes:
    """Cut at a block boundary (its start, length word, first entry, end), at a record boundary inside
    a block, or anywhere; mostly on a 32-bit word (the size the reader accepts)."""
    if m is None or rng.random() < 0.15:
        cut = rng.randrange(len(d) + 1)
        cut = cut // 4 * 4 if rng.random() < 0.8 else cut
    else:
        if m.blocks and rng.random() < 0.6:
            first, stop, _ = rng.choice(m.blocks)
            bit = m.pos[rng.choice((first, first + 2, first + 3, stop - 2, stop))]
        elif m.records:
            first, stop, _ = rng.choice(m.records)
            bit = m.pos[rng.choice((first, stop, (first + stop) // 2))]
        else:
            bit = rng.randrange(m.nbits)
        byte = len(m.wrapper) + bit // 8
        cut = byte // 4 * 4 if rng.random() < 0.8 else byte
    return d[:cut]


def _bc_block_len(d: bytes, m: _BitstreamMap, rng: random.Random) -> bytes:
    first = rng.choice(m.blocks)[0]
    kind, _, old = m.tokens[first + 2]
    assert kind == _T_LEN
    new = rng.choice((0, 1, old - 1, old + 1, old * 2, 0xFFFFFFFF, 0x7FFFFFFF, rng.getrandbits(32)))
    return _set_bits(d, m, m.pos[first + 2], 32, new & 0xFFFFFFFF)


def _bc_abbrev_width(d: bytes, m: _BitstreamMap, rng: random.Random) -> bytes:
    """A block's abbreviation id width (in place, so its entries are misread; or consistently re-encoded),
    or the width or encoding of an operand in an abbreviation definition."""
    defs = [r for r in m.records if m.tokens[r[0]][2] == 2]
    if defs and rng.random() < 0.5:
        first, stop, _ = rng.choice(defs)
        fields = [i for i in range(first + 2, stop) if m.tokens[i][0] in (_T_FIXED, _T_VBR)]
        i = rng.choice(fields) if fields else first + 1
        kind, w, old = m.tokens[i]
        toks = list(m.tokens)
        toks[i] = (kind, w, rng.choice((0, 1, 2, 6, 7, 31, 32, 33, 64, 65, 255, _value(rng, old))))
        return write_bitstream(m, toks)
    first = rng.choice(m.blocks)[0]
    _, w, bid = m.tokens[first]
    new = rng.choice((0, 1, 2, 3, 4, 5, 6, 7, 8, 31, 32, 33, 64, w - 1, w + 1))
    if rng.random() < 0.5 and 1 <= new <= 32:
        toks = list(m.tokens)
        toks[first] = (_T_ENTER, new, bid)
        return write_bitstream(m, toks)
    # in place: the 4-bit VBR chunk of the width (a continuation bit set makes it read on)
    return _set_bits(d, m, m.width_pos[first], 4, new & 15)


def _bc_vbr(d: bytes, m: _BitstreamMap, rng: random.Random) -> bytes:
    """A VBR field: its last chunk's continuation bit set, all its bits set, or a huge value re-encoded."""
    idx = [i for i, t in enumerate(m.tokens) if t[0] == _T_VBR]
    if not idx:
        return d
    i = rng.choice(idx)
    _, w, v = m.tokens[i]
    start, stop = m.pos[i], m.pos[i + 1]
    r = rng.random()
    if r < 0.35:
        return _set_bits(d, m, stop - 1, 1, 1)
    if r < 0.6:
        return _set_bits(d, m, start, stop - start, (1 << (stop - start)) - 1)
    toks = list(m.tokens)
    toks[i] = (_T_VBR, w, rng.choice(((1 << 64) - 1, 1 << 64, 1 << 70, 1 << 200, (1 << 32) + v)))
    return write_bitstream(m, toks)


def _record_fields(m: _BitstreamMap, first: int, stop: int) -> list[int]:
    return [i for i in range(first + 1, stop) if m.tokens[i][0] in (_T_FIXED, _T_VBR)]


def _bc_operand(d: bytes, m: _BitstreamMap, rng: random.Random) -> bytes:
    """One field of a record (its code, operand count or an operand) given another value."""
    recs = [r for r in m.records if r[1] - r[0] > 1 and m.tokens[r[0]][2] != 2]
    if not recs:
        return d
    first, stop, _ = rng.choice(recs)
    fields = _record_fields(m, first, stop)
    if not fields:
        return d
    i = rng.choice(fields)
    kind, w, old = m.tokens[i]
    new = _value(rng, old)
    toks = list(m.tokens)
    toks[i] = (kind, w, new if kind == _T_VBR else new & ((1 << w) - 1))
    return write_bitstream(m, toks)


def _bc_record_id(d: bytes, m: _BitstreamMap, rng: random.Random) -> bytes:
    """A record's code (unabbreviated) or abbreviation id changed."""
    first, _, _ = rng.choice(m.records)
    toks = list(m.tokens)
    if toks[first][2] == 3 and rng.random() < 0.6:
        toks[first + 1] = (
            _T_VBR,
            6,
            rng.choice((0, 1, 2, 3, 5, 8, 11, 12, 19, 21, 34, 43, 55, 60, 99, 1 << 20)),
        )
    else:
        toks[first] = (_T_ID, 0, rng.choice((2, 3, 4, 5, 6, 7, 8, 15, 16, 31)))
    return write_bitstream(m, toks)


def _bc_records(d: bytes, m: _BitstreamMap, rng: random.Random) -> bytes:
    """Records (abbreviation definitions included) duplicated, removed or swapped with a neighbour."""
    if not m.records:
        return d
    first, stop, depth = rng.choice(m.records)
    toks = m.tokens
    r = rng.random()
    if r < 0.4:
        return write_bitstream(m, toks[:stop] + toks[first:stop] * rng.choice((1, 1, 2, 100)) + toks[stop:])
    if r < 0.8:
        return write_bitstream(m, toks[:first] + toks[stop:])
    nxt = next((x for x in m.records if x[0] == stop and x[2] == depth), None)
    if nxt is None:
        return write_bitstream(m, toks[:first] + toks[stop:])
    return write_bitstream(m, toks[:first] + toks[nxt[0] : nxt[1]] + toks[first:stop] + toks[nxt[1] :])


def _bc_blocks(d: bytes, m: _BitstreamMap, rng: random.Random) -> bytes:
    """Whole blocks duplicated, removed or moved to the end of their parent (lengths kept right)."""
    first, stop, depth = rng.choice(m.blocks)
    toks = m.tokens
    r = rng.random()
    if r < 0.4:
        return write_bitstream(m, toks[:stop] + toks[first:stop] + toks[stop:])
    if r < 0.8 or depth == 0:
        return write_bitstream(m, toks[:first] + toks[stop:])
    parent = max((b for b in m.blocks if b[0] < first and b[1] >= stop and b[2] == depth - 1), default=None)
    if parent is None:
        return write_bitstream(m, toks[:first] + toks[stop:])
    pend = parent[1] - 2  # the parent's END_BLOCK
    return write_bitstream(m, toks[:first] + toks[stop:pend] + toks[first:stop] + toks[pend:])


def _bc_wrapper(d: bytes, m: _BitstreamMap | None, rng: random.Random) -> bytes:
    """A wrapper header added (valid, or with an odd offset, size or cputype) or the magic corrupted."""
    body = d
    if d[:4] == _WRAPPER_MAGIC and len(d) >= 20:
        off, size = int.from_bytes(d[8:12], "little"), int.from_bytes(d[12:16], "little")
        body = d[off : off + size]
    r = rng.random()
    if r < 0.15 and len(body) >= 4:
        i = rng.randrange(4)
        return body[:i] + bytes([body[i] ^ (1 << rng.randrange(8))]) + body[i + 1 :]
    off, size, cpu, pad = 20, len(body), 0x01000007, b""
    if r < 0.4:
        pass  # a valid header
    elif r < 0.55:
        off = rng.choice((0, 4, 16, 19, 21, 24, len(body) + 20, 0xFFFFFFFF))
    elif r < 0.75:
        size = rng.choice((0, 3, 4, size - 4, size - 1, size + 1, size + 4, 0xFFFFFFFF, 0xFFFFFFF0))
    elif r < 0.85:
        off, size = 0xFFFFFFF0, 0x20  # offset + size wraps around in 32 bits
    else:  # an odd CPU type, and the stream a little further on
        cpu, pad = rng.getrandbits(32), bytes(rng.choice((0, 4, 12)))
        off += len(pad)
    header = b"".join(x.to_bytes(4, "little") for x in (0x0B17C0DE, 0, off, size & 0xFFFFFFFF, cpu))
    return header + pad + body


_BC_MUTATE = {
    "bc_raw": 2,
    "bc_truncate": 2,
    "bc_block_len": 2,
    "bc_abbrev_width": 2,
    "bc_vbr": 2,
    "bc_operand": 4,
    "bc_record_id": 2,
    "bc_records": 3,
    "bc_blocks": 2,
    "bc_wrapper": 1,
}
_BC_NAMES = [n for n, weight in _BC_MUTATE.items() for _ in range(weight)]


def mutate_bitcode(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """One structure-aware mutation of a bitcode seed, sometimes followed by one or two raw changes (bit
    flips, bytes, words, truncation); returns the mutant and a description."""
    m = _bc_map(data)
    name = rng.choice(_BC_NAMES)
    if m is None or not m.blocks:
        name = rng.choice(("bc_raw", "bc_truncate", "bc_wrapper"))
    if name == "bc_raw":
        data = _bc_raw(data, rng)
    elif name == "bc_truncate":
        data = _bc_truncate(data, m, rng)
    elif name == "bc_wrapper":
        data = _bc_wrapper(data, m, rng)
    else:
        assert m is not None
        data = _BC_STRUCTURED[name](data, m, rng)
    names = [name]
    for _ in range(rng.choice((0, 0, 0, 1, 2))):
        extra = rng.choice(("bc_raw", "bc_raw", "bc_truncate"))
        data = _bc_raw(data, rng) if extra == "bc_raw" else _bc_truncate(data, None, rng)
        names.append(extra)
    return data, "+".join(names)


_BC_STRUCTURED = {
    "bc_block_len": _bc_block_len,
    "bc_abbrev_width": _bc_abbrev_width,
    "bc_vbr": _bc_vbr,
    "bc_operand": _bc_operand,
    "bc_record_id": _bc_record_id,
    "bc_records": _bc_records,
    "bc_blocks": _bc_blocks,
}


# -- running one case -------------------------------------------------------------------------------------

#: Verdicts that count as failures.  ``ok`` passes; ``unconfirmed-*`` marks an in-process failure that a
#: fresh ``pyllc`` process did not reproduce (listed, not counted).
OK = "ok"
SENTINEL = b"; existing output that a failing run must leave untouched\n"


class _Timeout(BaseException):
    """Raised by the CPU-time alarm; a BaseException so that the driver's ``except Exception`` cannot
    turn it into an ordinary diagnostic."""


def _on_alarm(signum: int, frame: object) -> None:
    raise _Timeout()


class Case:
    """One mutant: ``number`` in the run, the seed file, the mutation seed, whether it goes through code
    generation (else ``--pyllc-args``, by default ``-emit-llvm``) and whether an output file exists
    beforehand (which a failing run must leave untouched)."""

    __slots__ = ("number", "seed_path", "seed", "codegen", "preexisting")

    def __init__(self, number: int, seed_path: str, seed: int, codegen: bool, preexisting: bool) -> None:
        self.number, self.seed_path, self.seed = number, seed_path, seed
        self.codegen, self.preexisting = codegen, preexisting

    def mutant(self) -> tuple[bytes, str]:
        mutator = mutate_bitcode if self.seed_path.endswith(".bc") else mutate
        return mutator(seed_bytes(self.seed_path), random.Random(self.seed))

    def suffix(self) -> str:
        """The mutant's file name suffix: the seed's (``.bc`` or ``.ll``)."""
        return ".bc" if self.seed_path.endswith(".bc") else ".ll"

    def args(self, cfg: "Config", src: str, out: str) -> list[str]:
        extra = cfg.codegen_args[self.seed % len(cfg.codegen_args)] if self.codegen else cfg.extra
        return [*extra, src, "-o", out]


class Config:
    __slots__ = ("extra", "codegen_args", "limit", "save_dir")

    def __init__(self, extra: list[str], codegen_args: list[list[str]], limit: float, save_dir: str) -> None:
        self.extra, self.codegen_args, self.limit, self.save_dir = extra, codegen_args, limit, save_dir


def classify(rc: int, stderr: str, outdir: str, out: str, preexisting: bool) -> tuple[str, str]:
    """The verdict for a finished run of the driver (in-process or not)."""
    tail = stderr[-2000:]
    if "Traceback (most recent call last)" in stderr:
        return "traceback", tail
    if "nests too deeply" in stderr:  # a RecursionError reached the driver's last resort
        return "recursion", tail
    left = sorted(os.listdir(outdir))
    if rc == 0:
        if not os.path.exists(out):
            return "no-output", tail
        return OK, ""
    if rc == 2:
        return "internal-error", tail
    if rc != 1:
        return (f"signal-{-rc}" if rc < 0 else f"exit-{rc}"), tail
    if "error:" not in stderr:
        return "no-diagnostic", tail
    expected = [os.path.basename(out)] if preexisting else []
    if left != expected or (preexisting and Path(out).read_bytes() != SENTINEL):
        return "output-left-behind", f"{left} after: {tail}"
    return OK, ""


def _empty_dir(path: str) -> None:
    """Make ``path`` an empty directory (usually it holds at most the last case's output file)."""
    try:
        names = os.listdir(path)
    except FileNotFoundError:
        os.mkdir(path)
        return
    for name in names:
        entry = os.path.join(path, name)
        if os.path.isdir(entry) and not os.path.islink(entry):
            shutil.rmtree(entry)
        else:
            os.unlink(entry)


def _prepare(case: Case, work: str) -> tuple[str, str, str, bytes, str]:
    """Write the mutant and start from an empty output directory (or one holding just the sentinel output
    file); return (source path, output directory, output path, mutant, mutation)."""
    mutant, how = case.mutant()
    src = os.path.join(work, "case" + case.suffix())
    outdir = os.path.join(work, "out")
    _empty_dir(outdir)
    out = os.path.join(outdir, "case.s")
    with open(src, "wb") as f:
        f.write(mutant)
    if case.preexisting:
        with open(out, "wb") as f:
            f.write(SENTINEL)
    return src, outdir, out, mutant, how


def _cpu_seconds() -> float:
    """User plus system CPU time of this process."""
    ru = resource.getrusage(resource.RUSAGE_SELF)
    return ru.ru_utime + ru.ru_stime


def run_in_process(case: Case, cfg: Config, work: str) -> tuple[str, str, str, float]:
    """Run ``case`` through ``pyllc.tools.llc.main`` in this process under a CPU-time alarm; returns
    (verdict, mutation, detail, CPU seconds)."""
    from pyllc.tools.llc import main

    src, outdir, out, mutant, how = _prepare(case, work)
    del mutant  # the driver reads the file; a big mutant should not stay alive during the case
    err = io.StringIO()
    sink = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="surrogateescape")
    verdict, detail, rc = OK, "", None
    t0 = _cpu_seconds()
    old = signal.signal(signal.SIGPROF, _on_alarm)
    signal.setitimer(signal.ITIMER_PROF, cfg.limit)
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(sink):
            rc = main(case.args(cfg, src, out))
    except _Timeout:
        verdict, detail = "hang", f"over {cfg.limit:g}s of CPU time"
    except RecursionError as e:
        verdict, detail = "recursion", "".join(traceback.format_exception(e))[-3000:]
    except BaseException as e:  # noqa: BLE001 - any escape is the bug being hunted
        verdict, detail = "exception", "".join(traceback.format_exception(e))[-3000:]
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)
    secs = _cpu_seconds() - t0
    if rc is not None:
        verdict, detail = classify(rc, err.getvalue(), outdir, out, case.preexisting)
    return verdict, how, detail, secs


def run_subprocess(case: Case, cfg: Config, work: str) -> tuple[str, str, float]:
    """Run ``case`` in a fresh ``python -m pyllc.tools.llc`` process (the confirmation of an in-process
    failure); a hang is more than the limit of CPU time (``RLIMIT_CPU``), or, for a process that stops
    using CPU time, :func:`_wall_backstop` of wall time.  Returns (verdict, detail, CPU seconds)."""
    src, outdir, out, _, _ = _prepare(case, work)
    cmd = [sys.executable, "-m", "pyllc.tools.llc", *case.args(cfg, src, out)]
    errf = os.path.join(work, "stderr.txt")
    with open(errf, "wb") as ef:
        proc = subprocess.Popen(
            cmd,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=ef,
            preexec_fn=_child_limits(cfg.limit),
        )
        deadline = time.monotonic() + _wall_backstop(cfg.limit)
        status, usage = 0, None
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                proc.kill()
                _, status, usage = os.wait4(proc.pid, 0)
                proc.returncode = -9
                cpu = usage.ru_utime + usage.ru_stime
                return "hang", f"over {_wall_backstop(cfg.limit):g}s wall time ({cpu:.1f}s CPU)", cpu
            time.sleep(0.02)
    proc.returncode = os.waitstatus_to_exitcode(status)
    cpu = usage.ru_utime + usage.ru_stime
    stderr = Path(errf).read_bytes().decode("utf-8", "replace")
    if proc.returncode == -signal.SIGXCPU or cpu > cfg.limit:
        return "hang", f"{cpu:.1f}s of CPU time", cpu
    verdict, detail = classify(proc.returncode, stderr, outdir, out, case.preexisting)
    return verdict, detail, cpu


def _wall_backstop(limit: float) -> float:
    """Wall seconds after which a case whose process does not exceed the CPU-time limit counts as stuck
    (blocked, not computing): generous, so that a low-priority run on a busy machine sees no false hangs."""
    return 60 * limit + 60


def _proc_cpu(pid: int) -> float | None:
    """CPU seconds (user + system) used so far by the running process ``pid``, if known."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


def _child_limits(limit: float):
    def set_limits() -> None:
        soft = int(limit) + 2
        resource.setrlimit(resource.RLIMIT_CPU, (soft, soft + 5))

    return set_limits


# -- worker processes -------------------------------------------------------------------------------------


def _worker_main(conn: Any, cfg: Config, mem_limit: int) -> None:
    """A worker: imports pyllc once, then runs the cases it is sent until it receives ``None``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if mem_limit:
        resource.setrlimit(resource.RLIMIT_AS, (mem_limit, mem_limit))
    importlib.import_module("pyllc.tools.llc")  # imported once for every case

    gc.collect()
    gc.freeze()  # the modules' objects need no scanning by the collections that the cases trigger
    work = tempfile.mkdtemp(prefix="pyllc-fuzz-w")
    try:
        while True:
            case = conn.recv()
            if case is None:
                break
            conn.send(run_in_process(case, cfg, work))
    finally:
        shutil.rmtree(work, ignore_errors=True)


class _Worker:
    __slots__ = ("proc", "conn", "case", "deadline", "done", "started", "cpu0")

    def __init__(self, ctx: Any, cfg: Config, mem_limit: int) -> None:
        parent, child = ctx.Pipe()
        self.proc = ctx.Process(target=_worker_main, args=(child, cfg, mem_limit), daemon=True)
        self.proc.start()
        child.close()
        self.conn, self.case, self.deadline, self.done = parent, None, 0.0, 0
        self.started, self.cpu0 = 0.0, 0.0

    def send(self, case: Case, wall_limit: float) -> None:
        self.started = time.monotonic()
        self.case, self.deadline = case, self.started + wall_limit
        self.cpu0 = _proc_cpu(self.proc.pid) or 0.0
        self.conn.send(case)

    def stuck(self, now: float, limit: float) -> str:
        """Past the wall deadline: why the case counts as a hang, or "" when the worker is still within
        its CPU time and the wall backstop (a busy machine, low priority), so the deadline moves on."""
        cpu = _proc_cpu(self.proc.pid)
        waited = now - self.started
        if cpu is not None and cpu - self.cpu0 < limit + 5 and waited < _wall_backstop(limit):
            return ""
        used = f"{cpu - self.cpu0:.1f}s" if cpu is not None else "unknown"
        return f"no answer after {waited:.0f}s wall ({used} of CPU time)"

    def stop(self, kill: bool = False) -> None:
        if not kill:
            with contextlib.suppress(OSError, ValueError):
                self.conn.send(None)
            self.proc.join(5)
        if self.proc.is_alive():
            self.proc.kill()
            self.proc.join()
        self.conn.close()


class Report:
    """The outcome of a run: failures by verdict (confirmed in a fresh process), failures seen only
    in-process, counts and timing."""

    def __init__(self) -> None:
        self.failures: dict[str, list[tuple[int, str, str]]] = {}
        self.unconfirmed: dict[str, list[tuple[int, str, str]]] = {}
        self.count = self.codegen = self.preexisting = 0
        self.interrupted = False
        self.resume_at = 0  # after an interrupt: every case before this one is finished
        self.cpu = 0.0  # CPU seconds inside the cases (the workers' time in the driver)
        self.check_cpu = 0.0  # CPU seconds of the check which seeds compile
        self.total_cpu = 0.0  # CPU seconds of the whole run: this process, workers, confirmations, check
        self.slowest: list[tuple[float, int, str]] = []

    @property
    def failed(self) -> int:
        return sum(len(v) for v in self.failures.values())


def _save(save_dir: str, case: Case, verdict: str, detail: str) -> None:
    if not save_dir:
        return
    Path(save_dir).mkdir(parents=True, exist_ok=True)
    mutant, how = case.mutant()
    base = Path(save_dir, f"{verdict}-{case.seed}")
    base.with_suffix(case.suffix()).write_bytes(mutant)
    base.with_suffix(".txt").write_text(
        f"seed file: {case.seed_path}\nmutation: {how}\ncodegen: {case.codegen}\n\n{detail}\n",
        errors="replace",
    )


def _settle(
    report: Report, case: Case, verdict: str, how: str, detail: str, cfg: Config, work: str, log: Any
) -> None:
    """Record one finished case; a failure is re-run in a fresh process before it counts."""
    if verdict == OK:
        return
    confirmed, sub_detail, _ = run_subprocess(case, cfg, work)
    if confirmed == OK:
        report.unconfirmed.setdefault(verdict, []).append((case.seed, how, detail))
        if log:
            print(
                f"[in-process only] {verdict} seed {case.seed} ({case.seed_path}, {how})",
                file=log,
                flush=True,
            )
        return
    report.failures.setdefault(confirmed, []).append((case.seed, how, sub_detail or detail))
    _save(cfg.save_dir, case, confirmed, sub_detail or detail)
    if log:
        last = (sub_detail or detail).strip().splitlines()
        print(
            f"[FAIL] {confirmed} seed {case.seed} ({case.seed_path}, {how}): {last[-1] if last else ''}",
            file=log,
            flush=True,
        )


def iter_cases(
    seeds: list[str],
    stop: int,
    seed: int,
    codegen_share: float,
    codegen_max_size: int,
    codegen_seeds: set[str] | None = None,
    first: int = 0,
) -> Iterator[Case]:
    """Cases ``first`` to ``stop - 1`` of the run, a function of ``seed`` alone (the same random draws
    whatever the options), made one at a time."""
    rng = random.Random(seed)
    small = sorted(
        p
        for p in seeds
        if os.path.getsize(p) <= codegen_max_size and (codegen_seeds is None or p in codegen_seeds)
    )
    for i in range(stop):
        path, case_seed = rng.choice(seeds), rng.randrange(1 << 62)
        cg_draw, cg_pick, pre_draw = rng.random(), rng.random(), rng.random()
        if i < first:
            continue
        codegen = cg_draw < codegen_share and bool(small)
        if codegen:  # code generation cases mutate the small seed files only
            path = small[int(cg_pick * len(small))]
        yield Case(i, path, case_seed, codegen, pre_draw < 0.25)


def make_cases(
    seeds: list[str],
    count: int,
    seed: int,
    codegen_share: float,
    codegen_max_size: int,
    codegen_seeds: set[str] | None = None,
) -> list[Case]:
    """The first ``count`` cases of the run (see :func:`iter_cases`)."""
    return list(iter_cases(seeds, count, seed, codegen_share, codegen_max_size, codegen_seeds))


def fuzz(
    paths: list[str],
    count: int,
    seed: int,
    jobs: int,
    limit: float,
    save_dir: str,
    extra: list[str],
    codegen_share: float = 0.0,
    codegen_args: list[list[str]] | None = None,
    codegen_max_size: int = 8192,
    mem_limit: int = 4 << 30,
    log: Any = None,
    progress: int = 0,
    first: int = 0,
    codegen_only: list[str] | None = None,
) -> Report:
    """Fuzz ``count`` mutants of the seed files in ``paths``, ``jobs`` worker processes at a time, starting
    at case ``first`` of the seed's sequence (to resume a run).  Code generation cases mutate the seed
    files of at most ``codegen_max_size`` bytes that compile unmutated (checked once, cached under
    ``save_dir``), restricted to ``codegen_only`` when given (to repeat an earlier run's choice; the list
    is written to ``save_dir``/codegen-seeds.txt).  An interrupt (SIGINT) ends the run early with the
    report of the cases finished so far (``Report.interrupted``)."""
    seeds = collect_seeds(paths)
    if not seeds:
        raise SystemExit("fuzz_inputs: no seed .ll files found")
    cfg = Config(extra, codegen_args or [["-O0"], ["-O2"]], limit, save_dir)
    report = Report()
    ctx = multiprocessing.get_context("fork")
    wall_limit = 6 * limit + 30
    t0, c0 = time.monotonic(), os.times()
    with tempfile.TemporaryDirectory(prefix="pyllc-fuzz-") as work:
        codegen_seeds = None
        if codegen_share > 0:
            stats: dict[str, float] = {}
            candidates = seeds if codegen_only is None else [p for p in seeds if p in set(codegen_only)]
            codegen_seeds = _compilable(candidates, codegen_max_size, cfg, work, save_dir, stats)
            report.check_cpu = stats["cpu"]
            if save_dir:
                Path(save_dir).mkdir(parents=True, exist_ok=True)
                Path(save_dir, "codegen-seeds.txt").write_text(
                    "".join(f"{p}\n" for p in sorted(codegen_seeds))
                )
            if log:
                print(
                    f"code generation seeds: {len(codegen_seeds)} files of at most {codegen_max_size} bytes "
                    f"that compile unmutated ({stats['checked']:.0f} checked, {stats['cached']:.0f} from the "
                    f"cache, {stats['wall']:.1f}s wall, {stats['cpu']:.1f}s CPU)",
                    file=log,
                    flush=True,
                )
                if codegen_only is not None:
                    missing = sorted(set(codegen_only) - codegen_seeds)
                    if missing:
                        print(
                            f"warning: {len(missing)} of the given code generation seeds are missing or do not "
                            f"compile now (the cases differ from the earlier run): {' '.join(missing)}",
                            file=log,
                            flush=True,
                        )
        report.count = count
        unfinished: set[int] = set()  # cases taken and not yet settled (a resume must start at the lowest)
        taken = [first]  # the number after the last case taken

        def take(cases: Iterator[Case]) -> Iterator[Case]:
            for c in cases:
                unfinished.add(c.number)
                taken[0] = c.number + 1
                yield c

        pending = take(
            iter_cases(seeds, first + count, seed, codegen_share, codegen_max_size, codegen_seeds, first)
        )
        workers = [_Worker(ctx, cfg, mem_limit) for _ in range(max(1, jobs))]
        finished = 0
        try:
            for w in workers:
                nxt = next(pending, None)
                if nxt is not None:
                    w.send(nxt, wall_limit)
            while any(w.case is not None for w in workers):
                busy = {w.conn: w for w in workers if w.case is not None}
                timeout = max(0.0, min(w.deadline for w in busy.values()) - time.monotonic())
                ready = multiprocessing.connection.wait(list(busy), timeout)
                now = time.monotonic()
                for i, w in enumerate(workers):
                    if w.case is None:
                        continue
                    case = w.case
                    restart = False
                    if w.conn in ready:
                        try:
                            verdict, how, detail, secs = w.conn.recv()
                        except (EOFError, OSError):
                            code = w.proc.exitcode
                            verdict, how, detail, secs = (
                                "crash",
                                case.mutant()[1],
                                f"worker died ({code})",
                                0.0,
                            )
                            restart = True
                    elif now > w.deadline:
                        detail = w.stuck(now, limit)
                        if not detail:
                            w.deadline = now + wall_limit
                            continue
                        verdict, how, secs = "hang", case.mutant()[1], 0.0
                        restart = True
                    else:
                        continue
                    report.cpu += secs
                    report.codegen += case.codegen
                    report.preexisting += case.preexisting
                    report.slowest.append((secs, case.seed, case.seed_path))
                    if len(report.slowest) > 40:
                        report.slowest = sorted(report.slowest, reverse=True)[:10]
                    _settle(report, case, verdict, how, detail, cfg, work, log)
                    finished += 1
                    unfinished.discard(case.number)
                    if progress and log and finished % progress == 0:
                        print(
                            f"{finished}/{count} cases, {report.failed} failed, {time.monotonic() - t0:.0f}s",
                            file=log,
                            flush=True,
                        )
                    w.case = None
                    w.done += 1
                    if restart or w.done >= 2000:  # a fresh worker after a kill, and now and then
                        w.stop(kill=restart)
                        w = workers[i] = _Worker(ctx, cfg, mem_limit)
                    nxt = next(pending, None)
                    if nxt is not None:
                        w.send(nxt, wall_limit)
        except KeyboardInterrupt:
            report.interrupted = True
            report.count = finished
            report.resume_at = min(unfinished | {taken[0]})
        finally:
            for w in workers:
                w.stop(kill=w.case is not None)
    report.slowest = sorted(report.slowest, reverse=True)[:10]
    c1 = os.times()
    report.total_cpu = (
        c1.user
        - c0.user
        + c1.system
        - c0.system
        + c1.children_user
        - c0.children_user
        + c1.children_system
        - c0.children_system
    )
    return report


def _compiler_fingerprint() -> str:
    """A hash of the pyllc sources that ``python -m pyllc.tools.llc`` runs from here."""
    spec = importlib.util.find_spec("pyllc")
    if spec is None or not spec.submodule_search_locations:
        return ""
    root = Path(list(spec.submodule_search_locations)[0])
    h = hashlib.sha256()
    for f in sorted(root.rglob("*.py")):
        h.update(str(f.relative_to(root)).encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()


def _compilable(
    seeds: list[str],
    max_size: int,
    cfg: Config,
    work: str,
    cache_dir: str = "",
    stats: dict[str, float] | None = None,
) -> set[str]:
    """The small seed files that every ``codegen_args`` set compiles unmutated (in a fresh process), so
    that a failure of a code generation case is the mutation's doing.  With ``cache_dir`` the verdicts are
    kept in ``codegen-seeds.json`` there, by content hash of the file, for the same pyllc sources and
    arguments; ``stats`` receives the number of files checked and from the cache, wall and CPU seconds."""
    t0, c0 = time.monotonic(), os.times()
    key = {
        "pyllc": _compiler_fingerprint() if cache_dir else "",
        "args": cfg.codegen_args,
        "limit": cfg.limit,
    }
    cache_file = os.path.join(cache_dir, "codegen-seeds.json") if cache_dir else ""
    known: dict[str, bool] = {}
    if cache_file and os.path.exists(cache_file):
        with contextlib.suppress(OSError, ValueError, KeyError, TypeError):
            stored = json.loads(Path(cache_file).read_text())
            if stored["key"] == key:
                known = {str(k): bool(v) for k, v in stored["files"].items()}
    good: set[str] = set()
    checked, cached = 0, 0
    for path in seeds:
        if os.path.getsize(path) > max_size:
            continue
        digest = hashlib.sha256(seed_bytes(path)).hexdigest()
        ok = known.get(digest)
        if ok is not None:
            cached += 1
        else:
            checked += 1
            ok, definite = True, True
            for args in cfg.codegen_args:
                try:  # the limit is on CPU time (a busy machine must not fail the check); wall only as a backstop
                    proc = subprocess.run(
                        [sys.executable, "-m", "pyllc.tools.llc", *args, path, "-o", os.devnull],
                        capture_output=True,
                        timeout=60 * cfg.limit + 60,
                        preexec_fn=_child_limits(cfg.limit),
                    )
                except subprocess.TimeoutExpired:
                    ok = definite = False
                    break
                ok = proc.returncode == 0
                if not ok:
                    break
            if definite:
                known[digest] = ok
        if ok:
            good.add(path)
    if cache_file and checked:
        Path(cache_dir).mkdir(parents=True, exist_ok=True)
        Path(cache_file).write_text(json.dumps({"key": key, "files": known}, indent=0, sort_keys=True))
    if stats is not None:
        c1 = os.times()
        stats.update(
            checked=checked,
            cached=cached,
            wall=time.monotonic() - t0,
            cpu=c1.user
            - c0.user
            + c1.system
            - c0.system
            + c1.children_user
            - c0.children_user
            + c1.children_system
            - c0.children_system,
        )
    return good


def collect_seeds(paths: list[str], patterns: tuple[str, ...] = ("*.ll",)) -> list[str]:
    """The seed files: ``paths`` that are files, and the files matching ``patterns`` under directories."""
    seeds: list[str] = []
    for p in paths:
        if os.path.isdir(p):
            seeds.extend(str(f) for pat in patterns for f in sorted(Path(p).rglob(pat)))
        elif os.path.exists(p):
            seeds.append(p)
    return seeds


def bitcode_seeds(paths: list[str], out_dir: str) -> tuple[list[str], list[str]]:
    """Bitcode seed files for ``paths`` (files and directories of ``.ll`` and ``.bc`` files): a ``.bc`` is
    taken as it is, a ``.ll`` is assembled into ``out_dir`` by ``llvm-as-14`` (typed pointers) or, where
    LLVM 14 rejects it, ``llvm-as-16``, and named by a hash of its contents (so a rerun reuses it).
    Returns the seeds and the ``.ll`` files neither accepts."""
    tools = [t for t in (shutil.which("llvm-as-14"), shutil.which("llvm-as-16")) if t]
    os.makedirs(out_dir, exist_ok=True)
    seeds: list[str] = []
    rejected: list[str] = []
    for path in collect_seeds(paths, ("*.ll", "*.bc")):
        if path.endswith(".bc"):
            seeds.append(path)
            continue
        digest = hashlib.sha256(Path(path).read_bytes()).hexdigest()[:16]
        out = os.path.join(out_dir, f"{Path(path).stem}-{digest}.bc")
        if not os.path.exists(out):
            for tool in tools:
                proc = subprocess.run([tool, path, "-o", out + ".tmp"], capture_output=True)
                if proc.returncode == 0:
                    os.replace(out + ".tmp", out)
                    break
        if os.path.exists(out):
            seeds.append(out)
        else:
            rejected.append(path)
    if not tools:
        raise SystemExit("fuzz_inputs: --bitcode needs llvm-as-14 or llvm-as-16 for .ll seed files")
    return seeds, rejected


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("paths", nargs="+", help="seed .ll (and with --bitcode .bc) files or directories")
    ap.add_argument(
        "--bitcode",
        action="store_true",
        help="fuzz bitcode: .ll seeds are assembled by llvm-as-14 (or llvm-as-16), .bc seeds taken as "
        "they are, and the mutants are bitcode mutants (into SAVE_DIR/bc-seeds, else a temporary directory)",
    )
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--time-limit", type=float, default=10, help="CPU seconds per case")
    ap.add_argument("--save-dir", default="")
    ap.add_argument("--pyllc-args", default="-emit-llvm", help="flags passed to pyllc before the input")
    ap.add_argument(
        "--codegen-share",
        type=float,
        default=0.0,
        help="fraction of the cases compiled to assembly (alternately -O0 and -O2) instead",
    )
    ap.add_argument(
        "--codegen-max-size",
        type=int,
        default=8192,
        help="only seed files up to this many bytes go through code generation",
    )
    ap.add_argument("--progress", type=int, default=0, help="print a progress line every N cases")
    ap.add_argument("--first", type=int, default=0, help="start at this case of the seed's sequence")
    ap.add_argument("--max-seed-size", type=int, default=0, help="use only seed files up to this many bytes")
    ap.add_argument(
        "--codegen-seeds",
        default="",
        help="file listing the seed files code generation cases may use (e.g. an earlier run's "
        "SAVE_DIR/codegen-seeds.txt, to resume it with the same cases)",
    )
    a = ap.parse_args()
    t0 = time.time()
    if a.bitcode:
        bc_dir = os.path.join(a.save_dir, "bc-seeds") if a.save_dir else tempfile.mkdtemp(prefix="pyllc-bc-")
        paths, rejected = bitcode_seeds(a.paths, bc_dir)
        print(
            f"bitcode seeds: {len(paths)} files in {bc_dir} ({len(rejected)} .ll files rejected by llvm-as)"
        )
    else:
        paths = collect_seeds(a.paths)
    if a.max_seed_size:
        paths = [p for p in paths if os.path.getsize(p) <= a.max_seed_size]
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    rep = fuzz(
        paths,
        a.count,
        a.seed,
        a.jobs,
        a.time_limit,
        a.save_dir,
        a.pyllc_args.split(),
        a.codegen_share,
        None,
        a.codegen_max_size,
        log=sys.stdout,
        progress=a.progress,
        first=a.first,
        codegen_only=Path(a.codegen_seeds).read_text().split() if a.codegen_seeds else None,
    )
    for title, table in (
        ("", rep.failures),
        ("in-process only (not reproduced in a fresh process): ", rep.unconfirmed),
    ):
        for verdict, items in sorted(table.items()):
            print(f"{title}{verdict}: {len(items)}")
            for case_seed, how, detail in items[:5]:
                last = detail.strip().splitlines()
                print(f"  seed {case_seed} ({how}): {last[-1] if last else ''}")
    print("slowest cases (CPU s, case seed, seed file):")
    for secs, case_seed, path in rep.slowest[:5]:
        print(f"  {secs:.2f} {case_seed} {path}")
    if rep.interrupted:
        print(
            f"interrupted after {rep.count} cases; all cases {a.first}..{rep.resume_at - 1} are finished: "
            f"resume with --first {rep.resume_at} --count {a.first + a.count - rep.resume_at}"
        )
    print(
        f"fuzz_inputs: {rep.count} inputs ({rep.codegen} through code generation, {rep.preexisting} with an "
        f"existing output file), seed {a.seed}, {time.time() - t0:.1f}s wall, {rep.cpu:.1f}s CPU in cases, "
        f"{rep.total_cpu:.1f}s CPU in all ({rep.check_cpu:.1f}s of it checking the code generation seeds)"
    )
    print(f"{rep.count - rep.failed} passed, {rep.failed} failed")
    return 1 if rep.failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
