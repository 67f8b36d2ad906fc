"""An eBPF interpreter and ELF loader for the tests (pure Python).

The instruction set is the one of the spec's eBPF notes (the 8-bit opcode: class in bits 0-2, for
ALU/JMP the source bit 3 and the operation in bits 4-7, for loads/stores the size in bits 3-4 and the
mode in bits 5-7) as llc-14 emits it: ALU64/ALU32, endianness conversion, JMP/JMP32, helper calls by
number and bpf-to-bpf calls (``src_reg=1``, pc-relative), ``exit``, ``ld_imm64``, LDX/STX/ST of 1/2/4/8
bytes, atomics (``BPF_XADD``/``BPF_ATOMIC``), and the legacy packet loads ``BPF_ABS``/``BPF_IND``.

Memory is a set of regions, each at its own 4 GiB-aligned base (``region id = address >> 32``): the
context, the packet, one 512-byte stack frame per call depth, one region per allocated ELF section,
and the value storage of each map.  An access outside a region raises :class:`VMError`.

``BpfObject.load(elf_bytes)`` reads an ``llc -march=bpf -filetype=obj`` object (EM_BPF, little endian):
code sections are laid out one after another, ``R_BPF_64_64`` (``ld_imm64``), ``R_BPF_64_32``
(``call``) and ``R_BPF_64_ABS64``/``R_BPF_64_ABS32`` (data) are resolved, and maps are read from the
``maps``/``.maps`` sections as ``struct bpf_map_def`` (type, key_size, value_size, max_entries, flags;
the loader does not read BTF).  ``BpfObject.run(name, packet, args)`` runs one function.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Sequence
from dataclasses import dataclass

M64 = (1 << 64) - 1
M32 = 0xFFFFFFFF

#: Register value left in R1-R5 after a helper call and in a callee's R6-R9 on entry: reading it is a bug.
POISON = 0xBADC0FFEE0DDF00D

STACK_SIZE = 512
MAX_CALL_DEPTH = 8
DEFAULT_INSN_LIMIT = 1_000_000

# Instruction classes.
BPF_LD, BPF_LDX, BPF_ST, BPF_STX, BPF_ALU, BPF_JMP, BPF_JMP32, BPF_ALU64 = range(8)
# Load/store sizes (bits 3-4) in bytes, and modes (bits 5-7).
SIZE_BYTES = {0x00: 4, 0x08: 2, 0x10: 1, 0x18: 8}
BPF_IMM, BPF_ABS, BPF_IND, BPF_MEM, BPF_ATOMIC = 0x00, 0x20, 0x40, 0x60, 0xC0
BPF_X = 0x08
# Atomic operations (imm of a BPF_ATOMIC instruction).
BPF_FETCH, BPF_XCHG, BPF_CMPXCHG = 0x01, 0xE1, 0xF1

# Region ids.
CTX_REGION, PKT_REGION, FIRST_SECTION_REGION, STACK_REGION, FIRST_MAP_REGION = 1, 2, 0x10, 0x100, 0x1000

# The context layout of the test corpus (struct ctx of tests/bpf/programs/bpf_prog.h).
CTX_SIZE = 72
N_ARGS = 6

BPF_MAP_TYPE_HASH, BPF_MAP_TYPE_ARRAY = 1, 2
EPERM, ENOENT, E2BIG, EFAULT, EEXIST, EINVAL = 1, 2, 7, 14, 17, 22


class VMError(Exception):
    """A program did something the VM refuses: a bad access, a bad instruction, a limit reached."""


class _Abort(Exception):
    """A packet load out of the packet's bounds: the program ends with R0 = 0, as in the kernel."""


def sext32(v: int) -> int:
    v &= M32
    return v - (1 << 32) if v & 0x80000000 else v


def sext64(v: int) -> int:
    return v - (1 << 64) if v >> 63 else v


def bswap(v: int, nbytes: int) -> int:
    return int.from_bytes((v & ((1 << (8 * nbytes)) - 1)).to_bytes(nbytes, "little"), "big")


_UNPACK = {n: struct.Struct(f"<{c}").unpack_from for n, c in ((1, "B"), (2, "H"), (4, "I"), (8, "Q"))}
_PACK = {n: struct.Struct(f"<{c}").pack_into for n, c in ((1, "B"), (2, "H"), (4, "I"), (8, "Q"))}
_SIZE_MASK = {1: 0xFF, 2: 0xFFFF, 4: M32, 8: M64}


class Region:
    __slots__ = ("name", "base", "buf", "writable")

    def __init__(self, rid: int, name: str, buf: bytearray, writable: bool) -> None:
        self.name = name
        self.base = rid << 32
        self.buf = buf
        self.writable = writable


class Memory:
    """The VM's address space: regions by id (the address's upper 32 bits)."""

    def __init__(self) -> None:
        self.regions: dict[int, Region] = {}

    def add(self, rid: int, name: str, data: bytes | bytearray, writable: bool) -> Region:
        region = Region(rid, name, bytearray(data), writable)
        self.regions[rid] = region
        return region

    def _where(self, addr: int, size: int) -> str:
        region = self.regions.get(addr >> 32)
        if region is None:
            above = self.regions.get((addr >> 32) + 1)
            if above is not None and above.base - addr <= 4096:
                return f"{addr:#x} ({above.base - addr} bytes below {above.name})"
            return f"{addr:#x} (no memory there)"
        return f"{addr:#x} ({region.name}+{addr & M32:#x}, size {len(region.buf)})"

    def load(self, addr: int, size: int) -> int:
        region = self.regions.get(addr >> 32)
        off = addr & M32
        if region is None or off + size > len(region.buf):
            raise VMError(f"invalid read of {size} bytes at {self._where(addr, size)}")
        return _UNPACK[size](region.buf, off)[0]

    def store(self, addr: int, size: int, value: int) -> None:
        region = self.regions.get(addr >> 32)
        off = addr & M32
        if region is None or off + size > len(region.buf):
            raise VMError(f"invalid write of {size} bytes at {self._where(addr, size)}")
        if not region.writable:
            raise VMError(f"write of {size} bytes to read-only {self._where(addr, size)}")
        _PACK[size](region.buf, off, value & _SIZE_MASK[size])

    def read(self, addr: int, size: int) -> bytes:
        region = self.regions.get(addr >> 32)
        off = addr & M32
        if region is None or off + size > len(region.buf):
            raise VMError(f"invalid read of {size} bytes at {self._where(addr, size)}")
        return bytes(region.buf[off : off + size])

    def write(self, addr: int, data: bytes) -> None:
        size = len(data)
        region = self.regions.get(addr >> 32)
        off = addr & M32
        if region is None or off + size > len(region.buf):
            raise VMError(f"invalid write of {size} bytes at {self._where(addr, size)}")
        if not region.writable:
            raise VMError(f"write of {size} bytes to read-only {self._where(addr, size)}")
        region.buf[off : off + size] = data

    def readable(self, addr: int, size: int) -> bool:
        region = self.regions.get(addr >> 32)
        return region is not None and (addr & M32) + size <= len(region.buf)


class BpfMap:
    """An array or hash map as the helpers see it; values live in one region of ``max_entries`` slots."""

    def __init__(
        self, name: str, mtype: int, key_size: int, value_size: int, max_entries: int, region: Region
    ):
        if mtype not in (BPF_MAP_TYPE_HASH, BPF_MAP_TYPE_ARRAY):
            raise VMError(f"map {name}: unsupported map type {mtype}")
        if mtype == BPF_MAP_TYPE_ARRAY and key_size != 4:
            raise VMError(f"map {name}: an array map's key_size must be 4, not {key_size}")
        self.name = name
        self.type = mtype
        self.key_size = key_size
        self.value_size = value_size
        self.max_entries = max_entries
        self.stride = (value_size + 7) & ~7
        self.region = region
        self.keys: list[bytes | None] = [None] * max_entries

    def slot(self, key: bytes) -> int:
        if self.type == BPF_MAP_TYPE_ARRAY:
            idx = int.from_bytes(key, "little")
            return idx if idx < self.max_entries else -1
        try:
            return self.keys.index(key)
        except ValueError:
            return -1

    def value(self, slot: int) -> bytes:
        off = slot * self.stride
        return bytes(self.region.buf[off : off + self.value_size])

    def entries(self) -> list[tuple[bytes, bytes]]:
        """(key, value) pairs: an array's nonzero values by index, a hash map's entries by key bytes."""
        if self.type == BPF_MAP_TYPE_ARRAY:
            out: list[tuple[bytes, bytes]] = []
            for i in range(self.max_entries):
                v = self.value(i)
                if any(v):
                    out.append((i.to_bytes(4, "little"), v))
            return out
        return sorted((k, self.value(i)) for i, k in enumerate(self.keys) if k is not None)


def format_trace(fmt: bytes, args: Sequence[int]) -> str:
    """trace_printk's formatting: %d %i %u %x with l/ll (64-bit) or without (low 32 bits), %%; 3 args."""
    out: list[str] = []
    length = 0
    i = 0
    n = len(fmt)
    nargs = 0
    while i < n and fmt[i] and length < 480:
        c = chr(fmt[i])
        if c != "%":
            out.append(c)
            length += 1
            i += 1
            continue
        j = i + 1
        longs = 0
        while j < n and fmt[j] == 0x6C:  # 'l'
            longs += 1
            j += 1
        conv = chr(fmt[j]) if j < n else "\0"
        if conv == "%" and longs == 0:
            out.append("%")
            length += 1
            i = j + 1
            continue
        if conv not in "diux" or longs > 2 or nargs == 3:
            out.append("%")
            length += 1
            i += 1
            continue
        v = args[nargs] & M64
        nargs += 1
        if not longs:
            v = sext32(v) & M64 if conv in "di" else v & M32
        text = f"{v:x}" if conv == "x" else str(v) if conv == "u" else str(sext64(v))
        out.append(text)
        length += len(text)
        i = j + 1
    return "".join(out)


@dataclass
class RunResult:
    r0: int
    trace: list[str]
    packet: bytes
    insns: int
    aborted: bool = False


@dataclass
class _Frame:
    ret_pc: int
    saved: tuple[int, int, int, int, int]


# --- the ALU and jump operations -------------------------------------------------------------------

_ALU64: dict[int, Callable[[int, int], int]] = {
    0x00: lambda a, b: (a + b) & M64,
    0x10: lambda a, b: (a - b) & M64,
    0x20: lambda a, b: (a * b) & M64,
    0x30: lambda a, b: a // b if b else 0,
    0x40: lambda a, b: a | b,
    0x50: lambda a, b: a & b,
    0x60: lambda a, b: (a << (b & 63)) & M64,
    0x70: lambda a, b: a >> (b & 63),
    0x80: lambda a, b: -a & M64,
    0x90: lambda a, b: a % b if b else a,
    0xA0: lambda a, b: a ^ b,
    0xB0: lambda a, b: b,
    0xC0: lambda a, b: (sext64(a) >> (b & 63)) & M64,
}

_ALU32: dict[int, Callable[[int, int], int]] = {
    0x00: lambda a, b: (a + b) & M32,
    0x10: lambda a, b: (a - b) & M32,
    0x20: lambda a, b: (a * b) & M32,
    0x30: lambda a, b: (a & M32) // (b & M32) if b & M32 else 0,
    0x40: lambda a, b: (a | b) & M32,
    0x50: lambda a, b: a & b & M32,
    0x60: lambda a, b: (a << (b & 31)) & M32,
    0x70: lambda a, b: (a & M32) >> (b & 31),
    0x80: lambda a, b: -a & M32,
    0x90: lambda a, b: (a & M32) % (b & M32) if b & M32 else a & M32,
    0xA0: lambda a, b: (a ^ b) & M32,
    0xB0: lambda a, b: b & M32,
    0xC0: lambda a, b: (sext32(a) >> (b & 31)) & M32,
}

_JMP64: dict[int, Callable[[int, int], bool]] = {
    0x10: lambda a, b: a == b,
    0x20: lambda a, b: a > b,
    0x30: lambda a, b: a >= b,
    0x40: lambda a, b: bool(a & b),
    0x50: lambda a, b: a != b,
    0x60: lambda a, b: sext64(a) > sext64(b),
    0x70: lambda a, b: sext64(a) >= sext64(b),
    0xA0: lambda a, b: a < b,
    0xB0: lambda a, b: a <= b,
    0xC0: lambda a, b: sext64(a) < sext64(b),
    0xD0: lambda a, b: sext64(a) <= sext64(b),
}

_JMP32: dict[int, Callable[[int, int], bool]] = {
    0x10: lambda a, b: (a & M32) == (b & M32),
    0x20: lambda a, b: (a & M32) > (b & M32),
    0x30: lambda a, b: (a & M32) >= (b & M32),
    0x40: lambda a, b: bool(a & b & M32),
    0x50: lambda a, b: (a & M32) != (b & M32),
    0x60: lambda a, b: sext32(a) > sext32(b),
    0x70: lambda a, b: sext32(a) >= sext32(b),
    0xA0: lambda a, b: (a & M32) < (b & M32),
    0xB0: lambda a, b: (a & M32) <= (b & M32),
    0xC0: lambda a, b: sext32(a) < sext32(b),
    0xD0: lambda a, b: sext32(a) <= sext32(b),
}

_ATOMIC_OPS: dict[int, Callable[[int, int], int]] = {
    0x00: lambda a, b: a + b,
    0x40: lambda a, b: a | b,
    0x50: lambda a, b: a & b,
    0xA0: lambda a, b: a ^ b,
}

Step = Callable[[list[int], int], int]
Insn = tuple[int, int, int, int, int]  # code, dst, src, off, imm


def decode(code: bytes | bytearray) -> list[Insn]:
    """8-byte little-endian instructions: code, dst (low nibble), src (high nibble), s16 off, s32 imm."""
    if len(code) % 8:
        raise VMError(f"code size {len(code)} is not a multiple of 8")
    return [(op, regs & 15, regs >> 4, off, imm) for op, regs, off, imm in struct.iter_unpack("<BBhi", code)]


class VM:
    """Registers, memory, maps and helpers; ``compile`` turns decoded instructions into steps."""

    def __init__(self, insn_limit: int = DEFAULT_INSN_LIMIT) -> None:
        self.mem = Memory()
        self.regs = [0] * 11
        self.insn_limit = insn_limit
        self.maps: dict[int, BpfMap] = {}  # by the address of the map's definition
        self.trace: list[str] = []
        self.clock = 1_000_000_000
        self.rand = 0x2545F491
        self.frames: list[_Frame] = []
        self.steps: list[Step] = []
        self.insns: list[Insn] = []
        self.packet_len = 0
        self._next_map_region = FIRST_MAP_REGION
        self.helpers: dict[int, Callable[[int, int, int, int, int], int]] = {
            1: self.h_map_lookup_elem,
            2: self.h_map_update_elem,
            3: self.h_map_delete_elem,
            4: self.h_probe_read,
            5: self.h_ktime_get_ns,
            6: self.h_trace_printk,
            7: self.h_get_prandom_u32,
            8: self.h_get_smp_processor_id,
            14: self.h_get_current_pid_tgid,
            26: self.h_skb_load_bytes,
        }

    # --- maps and helpers ---------------------------------------------------------------------------

    def add_map(
        self, addr: int, name: str, mtype: int, key_size: int, value_size: int, max_entries: int
    ) -> BpfMap:
        stride = (value_size + 7) & ~7
        region = self.mem.add(self._next_map_region, f"map {name}", bytes(stride * max_entries), True)
        self._next_map_region += 1
        bmap = self.maps[addr] = BpfMap(name, mtype, key_size, value_size, max_entries, region)
        return bmap

    def _map(self, addr: int) -> BpfMap:
        bmap = self.maps.get(addr)
        if bmap is None:
            raise VMError(f"helper called with {addr:#x}, which is not a map")
        return bmap

    def h_map_lookup_elem(self, m: int, key: int, _a: int, _b: int, _c: int) -> int:
        bmap = self._map(m)
        slot = bmap.slot(self.mem.read(key, bmap.key_size))
        return 0 if slot < 0 else bmap.region.base + slot * bmap.stride

    def h_map_update_elem(self, m: int, key: int, value: int, flags: int, _c: int) -> int:
        bmap = self._map(m)
        kbytes = self.mem.read(key, bmap.key_size)
        vbytes = self.mem.read(value, bmap.value_size)
        slot = bmap.slot(kbytes)
        if flags > 2:
            return -EINVAL & M64
        if bmap.type == BPF_MAP_TYPE_ARRAY:
            if slot < 0:
                return -E2BIG & M64
            if flags == 1:
                return -EEXIST & M64
        elif slot < 0:
            if flags == 2:
                return -ENOENT & M64
            if None not in bmap.keys:
                return -E2BIG & M64
            slot = bmap.keys.index(None)
            bmap.keys[slot] = kbytes
        elif flags == 1:
            return -EEXIST & M64
        off = slot * bmap.stride
        bmap.region.buf[off : off + bmap.value_size] = vbytes
        return 0

    def h_map_delete_elem(self, m: int, key: int, _a: int, _b: int, _c: int) -> int:
        bmap = self._map(m)
        if bmap.type == BPF_MAP_TYPE_ARRAY:
            return -EINVAL & M64
        slot = bmap.slot(self.mem.read(key, bmap.key_size))
        if slot < 0:
            return -ENOENT & M64
        bmap.keys[slot] = None
        off = slot * bmap.stride
        bmap.region.buf[off : off + bmap.stride] = bytes(bmap.stride)
        return 0

    def h_probe_read(self, dst: int, size: int, src: int, _b: int, _c: int) -> int:
        size &= M32
        if not self.mem.readable(src, size):
            self.mem.write(dst, bytes(size))
            return -EFAULT & M64
        self.mem.write(dst, self.mem.read(src, size))
        return 0

    def h_ktime_get_ns(self, *_args: int) -> int:
        self.clock += 1000
        return self.clock

    def h_trace_printk(self, fmt: int, size: int, a1: int, a2: int, a3: int) -> int:
        text = format_trace(self.mem.read(fmt, size & M32), (a1, a2, a3))
        self.trace.append(text)
        return len(text)

    def h_get_prandom_u32(self, *_args: int) -> int:
        x = self.rand
        x ^= (x << 13) & M32
        x ^= x >> 17
        x ^= (x << 5) & M32
        self.rand = x
        return x

    def h_get_smp_processor_id(self, *_args: int) -> int:
        return 0

    def h_get_current_pid_tgid(self, *_args: int) -> int:
        return 0x0000123400005678

    def h_skb_load_bytes(self, skb: int, offset: int, to: int, length: int, _c: int) -> int:
        if skb != CTX_REGION << 32:
            raise VMError(f"skb_load_bytes: {skb:#x} is not the context")
        offset &= M32
        length &= M32
        if offset + length > self.packet_len:
            self.mem.write(to, bytes(length))
            return -EFAULT & M64
        self.mem.write(to, self.mem.read((PKT_REGION << 32) + offset, length))
        return 0

    # --- compilation of instructions into steps -----------------------------------------------------

    def compile(self, insns: list[Insn], where: Callable[[int], str] = str) -> None:
        """Check and translate every instruction; ``where(pc)`` names a pc in error messages."""
        self.insns = insns
        n = len(insns)
        steps: list[Step] = []
        skip_next = False
        for pc, insn in enumerate(insns):
            if skip_next:
                skip_next = False
                steps.append(self._bad_step(f"{where(pc)}: jump into the middle of ld_imm64"))
                continue
            try:
                step = self._compile_one(pc, insn, n)
            except VMError as e:
                raise VMError(f"{where(pc)}: {e}") from None
            skip_next = insn[0] == 0x18
            steps.append(step)
        steps.append(self._bad_step(f"{where(n)}: execution ran past the last instruction"))
        self.steps = steps

    @staticmethod
    def _bad_step(msg: str) -> Step:
        def step(r: list[int], pc: int) -> int:
            raise VMError(msg)

        return step

    def _compile_one(self, pc: int, insn: Insn, n: int) -> Step:
        op, d, s, off, imm = insn
        cls = op & 7
        if d > 10 or s > 10:
            raise VMError(f"bad register in instruction {op:#04x} (dst r{d}, src r{s})")
        if cls in (BPF_ALU, BPF_ALU64):
            return self._compile_alu(op, d, s, imm)
        if cls in (BPF_JMP, BPF_JMP32):
            return self._compile_jmp(pc, op, d, s, off, imm, n)
        size_bits = op & 0x18
        size = SIZE_BYTES[size_bits]
        mode = op & 0xE0
        mem = self.mem
        if cls == BPF_LDX and mode == BPF_MEM:
            self._writable(d)
            load = mem.load

            def ldx(r: list[int], pc: int) -> int:
                r[d] = load((r[s] + off) & M64, size)
                return pc + 1

            return ldx
        if cls == BPF_STX and mode == BPF_MEM:
            store = mem.store

            def stx(r: list[int], pc: int) -> int:
                store((r[d] + off) & M64, size, r[s])
                return pc + 1

            return stx
        if cls == BPF_ST and mode == BPF_MEM:
            store = mem.store
            value = imm & M64

            def st(r: list[int], pc: int) -> int:
                store((r[d] + off) & M64, size, value)
                return pc + 1

            return st
        if cls == BPF_STX and mode == BPF_ATOMIC:
            return self._compile_atomic(op, d, s, off, imm, size)
        if cls == BPF_LD and mode == BPF_IMM and size == 8:
            return self._compile_ld_imm64(pc, d, s, imm, n)
        if cls == BPF_LD and mode in (BPF_ABS, BPF_IND) and size != 8:
            return self._compile_ld_packet(mode == BPF_IND, s, imm, size)
        raise VMError(f"unknown instruction opcode {op:#04x}")

    @staticmethod
    def _writable(d: int) -> None:
        if d == 10:
            raise VMError("r10 (the frame pointer) is read-only")

    def _compile_alu(self, op: int, d: int, s: int, imm: int) -> Step:
        code = op & 0xF0
        alu64 = op & 7 == BPF_ALU64
        self._writable(d)
        if code == 0xD0:  # BPF_END
            if alu64:
                raise VMError(f"unknown instruction opcode {op:#04x}")
            if imm not in (16, 32, 64):
                raise VMError(f"bad endianness conversion width {imm}")
            nbytes = imm // 8
            mask = (1 << imm) - 1
            if op & BPF_X:  # to big endian

                def be(r: list[int], pc: int) -> int:
                    r[d] = bswap(r[d], nbytes)
                    return pc + 1

                return be

            def le(r: list[int], pc: int) -> int:
                r[d] &= mask
                return pc + 1

            return le
        fn = (_ALU64 if alu64 else _ALU32).get(code)
        if fn is None or (code == 0x80 and op & BPF_X):
            raise VMError(f"unknown instruction opcode {op:#04x}")
        if op & BPF_X:

            def alu_reg(r: list[int], pc: int) -> int:
                r[d] = fn(r[d], r[s])
                return pc + 1

            return alu_reg
        b = imm & M64
        if code == 0xB0:
            value = fn(0, b)

            def mov_imm(r: list[int], pc: int) -> int:
                r[d] = value
                return pc + 1

            return mov_imm

        def alu_imm(r: list[int], pc: int) -> int:
            r[d] = fn(r[d], b)
            return pc + 1

        return alu_imm

    def _compile_jmp(self, pc: int, op: int, d: int, s: int, off: int, imm: int, n: int) -> Step:
        code = op & 0xF0
        jmp32 = op & 7 == BPF_JMP32
        if code == 0x90 and not jmp32:
            return self._exit
        if code == 0x80 and not jmp32:
            return self._compile_call(pc, s, imm, n)
        target = pc + 1 + off
        if not 0 <= target < n:
            raise VMError(f"jump target {target} out of range")
        if code == 0x00 and not jmp32:

            def ja(r: list[int], pc: int) -> int:
                return target

            return ja
        cond = (_JMP32 if jmp32 else _JMP64).get(code)
        if cond is None:
            raise VMError(f"unknown instruction opcode {op:#04x}")
        if op & BPF_X:

            def jmp_reg(r: list[int], pc: int) -> int:
                return target if cond(r[d], r[s]) else pc + 1

            return jmp_reg
        b = imm & M64

        def jmp_imm(r: list[int], pc: int) -> int:
            return target if cond(r[d], b) else pc + 1

        return jmp_imm

    def _compile_call(self, pc: int, s: int, imm: int, n: int) -> Step:
        if s == 1:  # bpf-to-bpf call
            target = pc + 1 + imm
            if not 0 <= target < n:
                raise VMError(f"call target {target} out of range")
            frames = self.frames
            regions = self.mem.regions

            def call_local(r: list[int], pc: int) -> int:
                depth = len(frames) + 1
                if depth >= MAX_CALL_DEPTH:
                    raise VMError(f"call depth exceeds {MAX_CALL_DEPTH} frames")
                frames.append(_Frame(pc + 1, (r[6], r[7], r[8], r[9], r[10])))
                frame = Region(STACK_REGION + depth, f"stack frame {depth}", bytearray(STACK_SIZE), True)
                regions[STACK_REGION + depth] = frame
                r[6] = r[7] = r[8] = r[9] = POISON
                r[10] = frame.base + STACK_SIZE
                return target

            return call_local
        if s != 0:
            raise VMError(f"call with src_reg {s}")
        helper = self.helpers.get(imm)
        if helper is None:
            raise VMError(f"call of unknown helper {imm}")

        def call_helper(r: list[int], pc: int) -> int:
            r[0] = helper(r[1], r[2], r[3], r[4], r[5]) & M64
            r[1] = r[2] = r[3] = r[4] = r[5] = POISON
            return pc + 1

        return call_helper

    def _exit(self, r: list[int], pc: int) -> int:
        if not self.frames:
            return -1
        frame = self.frames.pop()
        r[6], r[7], r[8], r[9], r[10] = frame.saved
        return frame.ret_pc

    def _compile_atomic(self, op: int, d: int, s: int, off: int, imm: int, size: int) -> Step:
        if size not in (4, 8):
            raise VMError(f"atomic operation of size {size}")
        mask = _SIZE_MASK[size]
        load, store = self.mem.load, self.mem.store
        if imm == BPF_CMPXCHG:

            def cmpxchg(r: list[int], pc: int) -> int:
                addr = (r[d] + off) & M64
                old = load(addr, size)
                if old == r[0] & mask:
                    store(addr, size, r[s])
                r[0] = old
                return pc + 1

            return cmpxchg
        if imm == BPF_XCHG:
            self._writable(s)

            def xchg(r: list[int], pc: int) -> int:
                addr = (r[d] + off) & M64
                old = load(addr, size)
                store(addr, size, r[s])
                r[s] = old
                return pc + 1

            return xchg
        fn = _ATOMIC_OPS.get(imm & ~BPF_FETCH)
        if fn is None:
            raise VMError(f"unknown atomic operation {imm:#x}")
        if imm & BPF_FETCH:
            self._writable(s)

            def atomic_fetch(r: list[int], pc: int) -> int:
                addr = (r[d] + off) & M64
                old = load(addr, size)
                store(addr, size, fn(old, r[s]))
                r[s] = old
                return pc + 1

            return atomic_fetch

        def atomic(r: list[int], pc: int) -> int:
            addr = (r[d] + off) & M64
            store(addr, size, fn(load(addr, size), r[s]))
            return pc + 1

        return atomic

    def _compile_ld_imm64(self, pc: int, d: int, s: int, imm: int, n: int) -> Step:
        self._writable(d)
        if pc + 1 >= n:
            raise VMError("ld_imm64 without its second slot")
        op2, d2, s2, off2, imm2 = self.insns[pc + 1]
        if op2 or d2 or s2 or off2:
            raise VMError("ld_imm64's second slot is not zero apart from imm")
        if s:
            raise VMError(f"ld_imm64 with src_reg {s} (pseudo map references are not loaded)")
        value = (imm & M32) | (imm2 & M32) << 32

        def ld_imm64(r: list[int], pc: int) -> int:
            r[d] = value
            return pc + 2

        return ld_imm64

    def _compile_ld_packet(self, indirect: bool, s: int, imm: int, size: int) -> Step:
        mem = self.mem
        ctx_addr = CTX_REGION << 32
        pkt_base = PKT_REGION << 32

        def ld_packet(r: list[int], pc: int) -> int:
            if r[6] != ctx_addr:
                raise VMError(f"packet load with r6 = {r[6]:#x}, not the context")
            o = sext32(imm + (r[s] if indirect else 0))
            if o < 0 or o + size > self.packet_len:
                raise _Abort()
            v = int.from_bytes(mem.read(pkt_base + o, size), "big")
            r[1] = r[2] = r[3] = r[4] = r[5] = POISON
            r[0] = v
            return pc + 1

        return ld_packet

    # --- execution ----------------------------------------------------------------------------------

    def execute(self, entry: int, ctx: bytes, packet: bytes, arg_regs: Sequence[int] = ()) -> RunResult:
        """Run from instruction ``entry`` with R1 = the context; R2.. = ``arg_regs`` when given."""
        mem = self.mem
        mem.add(PKT_REGION, "packet", packet, True)
        ctx_region = mem.add(CTX_REGION, "context", ctx, True)
        self.packet_len = len(packet)
        for rid in [k for k in mem.regions if STACK_REGION <= k < FIRST_MAP_REGION]:
            del mem.regions[rid]
        frame = mem.add(STACK_REGION, "stack frame 0", bytes(STACK_SIZE), True)
        regs = self.regs
        regs[:] = [0] * 11
        regs[1] = ctx_region.base
        for i, v in enumerate(arg_regs):
            regs[2 + i] = v & M64
        regs[10] = frame.base + STACK_SIZE
        self.frames.clear()
        self.trace = []
        steps = self.steps
        limit = self.insn_limit
        count = 0
        pc = entry
        aborted = False
        try:
            while pc >= 0:
                count += 1
                if count > limit:
                    raise VMError(f"instruction limit of {limit} reached")
                pc = steps[pc](regs, pc)
        except _Abort:
            aborted = True
            regs[0] = 0
        except VMError as e:
            raise VMError(f"pc {pc}: {e}") from None
        pkt = bytes(mem.regions[PKT_REGION].buf)
        return RunResult(regs[0], self.trace, pkt, count, aborted)


# --- ELF ------------------------------------------------------------------------------------------

EM_BPF = 247
ET_REL = 1
SHT_NOBITS, SHT_REL, SHT_RELA, SHT_SYMTAB = 8, 9, 4, 2
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR = 1, 2, 4
STT_FUNC, STT_SECTION = 2, 3
R_BPF_64_64, R_BPF_64_ABS64, R_BPF_64_ABS32, R_BPF_64_NODYLD32, R_BPF_64_32 = 1, 2, 3, 4, 10
MAP_SECTIONS = ("maps", ".maps")
#: Allocated sections a BPF program never reads (unwind tables of functions without ``nounwind``).
IGNORED_SECTIONS = (".eh_frame",)


@dataclass
class Section:
    index: int
    name: str
    type: int
    flags: int
    data: bytes
    link: int
    info: int


@dataclass
class Symbol:
    name: str
    info: int
    shndx: int
    value: int
    size: int

    @property
    def type(self) -> int:
        return self.info & 15


@dataclass
class ElfFile:
    sections: list[Section]
    symbols: list[Symbol]
    relocations: dict[int, list[tuple[int, int, int]]]  # target → (off, sym, type)


def _cstr(table: bytes, off: int) -> str:
    return table[off : table.index(b"\0", off)].decode()


def parse_elf(data: bytes) -> ElfFile:
    """The sections, symbols and relocations of an ELF64 little-endian EM_BPF relocatable object."""
    if data[:4] != b"\x7fELF":
        raise VMError("not an ELF file")
    if data[4] != 2 or data[5] != 1:
        raise VMError("only ELF64 little-endian BPF objects are loaded")
    e_type, e_machine = struct.unpack_from("<HH", data, 16)
    if e_machine != EM_BPF:
        raise VMError(f"e_machine is {e_machine}, not EM_BPF ({EM_BPF})")
    if e_type != ET_REL:
        raise VMError(f"e_type is {e_type}, not ET_REL")
    e_shoff = struct.unpack_from("<Q", data, 40)[0]
    e_shentsize, e_shnum, e_shstrndx = struct.unpack_from("<HHH", data, 58)
    raw = [struct.unpack_from("<IIQQQQIIQQ", data, e_shoff + i * e_shentsize) for i in range(e_shnum)]
    shstr_off, shstr_size = raw[e_shstrndx][4], raw[e_shstrndx][5]
    shstr = data[shstr_off : shstr_off + shstr_size]
    sections: list[Section] = []
    for i, (name, stype, flags, _addr, off, size, link, info, _align, _ent) in enumerate(raw):
        body = bytes(size) if stype == SHT_NOBITS else data[off : off + size]
        sections.append(Section(i, _cstr(shstr, name), stype, flags, body, link, info))
    symbols: list[Symbol] = []
    elf = ElfFile(sections, symbols, {})
    for sec in sections:
        if sec.type == SHT_SYMTAB:
            strtab = sections[sec.link].data
            for name, info, _other, shndx, value, size in struct.iter_unpack("<IBBHQQ", sec.data):
                symbols.append(Symbol(_cstr(strtab, name), info, shndx, value, size))
    for sec in sections:
        if sec.type == SHT_REL:
            rels = [(off, info >> 32, info & M32) for off, info in struct.iter_unpack("<QQ", sec.data)]
        elif sec.type == SHT_RELA:
            rels = [(off, info >> 32, info & M32) for off, info, _add in struct.iter_unpack("<QQq", sec.data)]
        else:
            continue
        elf.relocations.setdefault(sec.info, []).extend(rels)
    return elf


# --- the loader -----------------------------------------------------------------------------------


def corpus_context(packet_len: int, args: Sequence[int] = ()) -> bytes:
    """The corpus's ``struct ctx``: data, data_end (the packet region), len, ifindex = 1, arg[6]."""
    if len(args) > N_ARGS:
        raise VMError(f"at most {N_ARGS} context arguments")
    pkt = PKT_REGION << 32
    full = list(args) + [0] * (N_ARGS - len(args))
    return struct.pack("<QQII6Q", pkt, pkt + packet_len, packet_len, 1, *(a & M64 for a in full))


class BpfObject:
    """A loaded BPF object: its code laid out, relocated and compiled, its data, its maps."""

    def __init__(self, vm: VM, functions: dict[str, int], section_regions: dict[int, Region]) -> None:
        self.vm = vm
        self.functions = functions
        self.section_regions = section_regions

    @classmethod
    def load(cls, data: bytes, insn_limit: int = DEFAULT_INSN_LIMIT) -> BpfObject:
        elf = parse_elf(data)
        vm = VM(insn_limit)
        code = bytearray()
        code_start: dict[int, int] = {}  # section index → first instruction
        regions: dict[int, Region] = {}
        rid = FIRST_SECTION_REGION
        for sec in elf.sections:
            if not sec.flags & SHF_ALLOC or sec.name in IGNORED_SECTIONS:
                continue
            if sec.flags & SHF_EXECINSTR:
                code_start[sec.index] = len(code) // 8
                code += sec.data
                if len(sec.data) % 8:
                    raise VMError(f"section {sec.name}: size {len(sec.data)} is not a multiple of 8")
            else:
                writable = bool(sec.flags & SHF_WRITE) and sec.name not in MAP_SECTIONS
                regions[sec.index] = vm.mem.add(rid, sec.name, sec.data, writable)
                rid += 1
        sym_names = {i: s.name or elf.sections[s.shndx].name for i, s in enumerate(elf.symbols)}

        def data_address(sym_index: int) -> int:
            sym = elf.symbols[sym_index]
            if sym.shndx == 0:
                raise VMError(f"undefined symbol {sym_names[sym_index]}")
            if sym.shndx in code_start:
                raise VMError(f"address of function {sym_names[sym_index]} taken")
            region = regions.get(sym.shndx)
            if region is None:
                raise VMError(f"symbol {sym_names[sym_index]} is not in an allocated section")
            return region.base + sym.value

        for target, rels in elf.relocations.items():
            if target in code_start:
                for off, sym_index, rtype in rels:
                    cls._relocate_code(
                        code,
                        code_start[target] + off // 8,
                        rtype,
                        sym_index,
                        elf,
                        code_start,
                        data_address,
                        sym_names,
                    )
            elif target in regions:
                buf = regions[target].buf
                for off, sym_index, rtype in rels:
                    if rtype == R_BPF_64_ABS64:
                        value = data_address(sym_index) + struct.unpack_from("<Q", buf, off)[0]
                        struct.pack_into("<Q", buf, off, value & M64)
                    elif rtype == R_BPF_64_ABS32:
                        value = data_address(sym_index) + struct.unpack_from("<I", buf, off)[0]
                        if value > M32:
                            raise VMError(
                                f"R_BPF_64_ABS32 at {elf.sections[target].name}+{off:#x}: "
                                f"address {value:#x} does not fit in 32 bits"
                            )
                        struct.pack_into("<I", buf, off, value)
                    else:
                        raise VMError(f"relocation type {rtype} in data section {elf.sections[target].name}")
        for sym in elf.symbols:
            sec = elf.sections[sym.shndx] if 0 < sym.shndx < len(elf.sections) else None
            if sec is not None and sec.name in MAP_SECTIONS and sym.type != STT_SECTION and sym.name:
                fields = struct.unpack_from("<IIII", sec.data, sym.value)
                vm.add_map(regions[sym.shndx].base + sym.value, sym.name, *fields)
        functions = {
            s.name: code_start[s.shndx] + s.value // 8
            for s in elf.symbols
            if s.type == STT_FUNC and s.shndx in code_start
        }
        starts = sorted((start, elf.sections[i].name) for i, start in code_start.items())

        def where(pc: int) -> str:
            name, base = "?", 0
            for start, sec_name in starts:
                if start <= pc:
                    name, base = sec_name, start
            return f"{name}+{pc - base}"

        vm.insns = decode(code)
        vm.compile(vm.insns, where)
        return cls(vm, functions, regions)

    @staticmethod
    def _relocate_code(
        code: bytearray,
        idx: int,
        rtype: int,
        sym_index: int,
        elf: ElfFile,
        code_start: dict[int, int],
        data_address: Callable[[int], int],
        sym_names: dict[int, str],
    ) -> None:
        pos = idx * 8
        op = code[pos]
        imm = struct.unpack_from("<i", code, pos + 4)[0]
        if rtype == R_BPF_64_64:
            if op != 0x18:
                raise VMError(f"R_BPF_64_64 at instruction {idx} that is not ld_imm64")
            value = (data_address(sym_index) + (imm & M32)) & M64
            struct.pack_into("<I", code, pos + 4, value & M32)
            struct.pack_into("<I", code, pos + 12, value >> 32)
        elif rtype == R_BPF_64_32:
            sym = elf.symbols[sym_index]
            if op != 0x85:
                raise VMError(f"R_BPF_64_32 at instruction {idx} that is not a call")
            if sym.shndx not in code_start:
                raise VMError(f"call of {sym_names[sym_index]}, which is not a function of the object")
            target = code_start[sym.shndx] + sym.value // 8 + imm + 1
            code[pos + 1] = (code[pos + 1] & 0x0F) | 0x10
            struct.pack_into("<i", code, pos + 4, target - (idx + 1))
        elif rtype != R_BPF_64_NODYLD32:
            raise VMError(f"relocation type {rtype} at instruction {idx}")

    def maps(self) -> list[BpfMap]:
        return sorted(self.vm.maps.values(), key=lambda m: m.name)

    def run(
        self, name: str, packet: bytes = b"", args: Sequence[int] = (), ctx: bytes | None = None
    ) -> RunResult:
        """Run function ``name`` with R1 = the context (``ctx`` bytes, else the corpus's ``struct ctx``
        for ``packet`` and ``args``).  Maps and global data keep their contents from run to run."""
        entry = self.functions.get(name)
        if entry is None:
            raise VMError(f"no function {name} in the object")
        return self.vm.execute(entry, corpus_context(len(packet), args) if ctx is None else ctx, packet)
