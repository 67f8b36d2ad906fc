"""LEB128 variable-length integers (LLVM: llvm/Support/LEB128.h).

What it is
----------
DWARF, the ``.stack_sizes`` section, PC-section auxiliary constants (``!C``) and the wasm
format store integers as *little-endian base 128*: seven value bits per byte, least
significant group first, the top bit of each byte set while more bytes follow.

* Unsigned (ULEB128): emit ``v & 0x7f`` and shift right by 7 until ``v`` is zero
  (zero itself is one byte ``0x00``).
* Signed (SLEB128): the same with an arithmetic shift; stop when the remaining value is
  ``0`` and the last byte's bit 6 is clear, or ``-1`` and bit 6 is set, so the decoder's
  sign extension from bit 6 restores the value.

``pad_to`` reproduces LLVM's padded encodings (continuation bytes ``0x80``/``0xff`` up to a
fixed length), used when a value is patched after layout.  Decoders return the value and the
number of bytes read, and raise :class:`LEB128Error` with LLVM's messages for truncated or
over-long input.
"""

from __future__ import annotations

__all__ = [
    "LEB128Error",
    "encode_uleb128",
    "encode_sleb128",
    "decode_uleb128",
    "decode_sleb128",
    "uleb128_size",
    "sleb128_size",
]


class LEB128Error(ValueError):
    """Malformed LEB128 input (LLVM's decodeULEB128/decodeSLEB128 error strings)."""


def encode_uleb128(value: int, pad_to: int = 0) -> bytes:
    """ULEB128 bytes of ``value >= 0``, padded to at least ``pad_to`` bytes."""
    if value < 0:
        raise ValueError("ULEB128 of a negative value")
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value or len(out) + 1 < pad_to:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            break
    if len(out) < pad_to:  # unreachable: the loop pads
        out.extend(b"\x80" * (pad_to - len(out)))
    return bytes(out)


def encode_sleb128(value: int, pad_to: int = 0) -> bytes:
    """SLEB128 bytes of ``value``, padded to at least ``pad_to`` bytes."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        more = not ((value == 0 and not byte & 0x40) or (value == -1 and byte & 0x40))
        if more or len(out) + 1 < pad_to:
            out.append(byte | 0x80)
            if not more:
                # Pad with sign-filled continuation bytes, then a final sign byte.
                fill = 0x7F if value < 0 else 0x00
                while len(out) + 1 < pad_to:
                    out.append(fill | 0x80)
                out.append(fill)
                break
        else:
            out.append(byte)
            break
    return bytes(out)


def decode_uleb128(data: bytes | bytearray | memoryview, offset: int = 0, limit: int = 64) -> tuple[int, int]:
    """``(value, length)`` of the ULEB128 at ``data[offset:]``; values wider than ``limit`` bits are errors."""
    value = 0
    shift = 0
    i = offset
    n = len(data)
    while True:
        if i >= n:
            raise LEB128Error("malformed uleb128, extends past end")
        byte = data[i]
        i += 1
        slice_ = byte & 0x7F
        if (shift >= limit and slice_ != 0) or (slice_ << shift) >> limit:
            raise LEB128Error(f"uleb128 too big for uint{limit}")
        value |= slice_ << shift
        shift += 7
        if not byte & 0x80:
            return value, i - offset


def decode_sleb128(data: bytes | bytearray | memoryview, offset: int = 0, limit: int = 64) -> tuple[int, int]:
    """``(value, length)`` of the SLEB128 at ``data[offset:]`` (value as a signed Python int)."""
    value = 0
    shift = 0
    i = offset
    n = len(data)
    while True:
        if i >= n:
            raise LEB128Error("malformed sleb128, extends past end")
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            break
    if byte & 0x40:
        value -= 1 << shift
    if not -(1 << (limit - 1)) <= value < (1 << (limit - 1)):
        raise LEB128Error(f"sleb128 too big for int{limit}")
    return value, i - offset


def uleb128_size(value: int) -> int:
    """Bytes ``encode_uleb128(value)`` takes (LLVM: getULEB128Size)."""
    return max(1, (value.bit_length() + 6) // 7)


def sleb128_size(value: int) -> int:
    """Bytes ``encode_sleb128(value)`` takes (LLVM: getSLEB128Size)."""
    bits = (value if value >= 0 else ~value).bit_length() + 1
    return max(1, (bits + 6) // 7)
