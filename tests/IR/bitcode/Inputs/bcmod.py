"""Make odd bitcode files for the lit tests: ``bcmod.py IN OUT OP [ARG...]``.

* ``wrap [OFFSET-DELTA [SIZE-DELTA [MAGIC]]]``: put a wrapper header (magic 0x0B17C0DE, version 0, offset,
  size, cputype x86-64) before the bitcode, its offset and size fields changed by the deltas; ``MAGIC``
  replaces the stream's first four bytes;
* ``truncate N``: the first ``N`` bytes (negative: all but the last ``-N``);
* ``word BYTE-OFFSET VALUE``: a little-endian 32-bit word set to ``VALUE`` (hexadecimal with ``0x``).
"""

import struct
import sys


def main() -> None:
    src, dst, op, *args = sys.argv[1:]
    with open(src, "rb") as f:
        data = f.read()
    if op == "wrap":
        d_off = int(args[0], 0) if args else 0
        d_size = int(args[1], 0) if len(args) > 1 else 0
        body = bytes.fromhex(args[2]) + data[4:] if len(args) > 2 else data
        header = struct.pack("<5I", 0x0B17C0DE, 0, 20 + d_off, (len(body) + d_size) & 0xFFFFFFFF, 0x01000007)
        data = header + body
    elif op == "truncate":
        data = data[: int(args[0])]
    elif op == "word":
        at = int(args[0], 0)
        data = data[:at] + struct.pack("<I", int(args[1], 0)) + data[at + 4 :]
    else:
        sys.exit(f"bcmod.py: unknown operation {op}")
    with open(dst, "wb") as f:
        f.write(data)


if __name__ == "__main__":
    main()
