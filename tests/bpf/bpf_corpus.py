"""The BPF test corpus: its programs, their inputs, and the native and VM runs compared by the tests.

A program ``tests/bpf/programs/NAME.c`` defines ``PROG_ENTRY(T) { ... }`` (``prog_main``) and lists
its inputs in lines ``//@input EXPR``: EXPR is a Python expression over the packet builders below
giving the packet bytes, or a tuple ``(packet, [arg0, ...])`` (the integer arguments in ``ctx->arg``).
A line ``//@variants v3 alu32`` limits the variants the program is built in (llc-14 refuses the others);
``//@xfail VARIANT: reason`` marks a variant whose llc-14 build is known to compute a wrong result.
Inputs run in order in one loaded object, so maps and global data carry over from input to input.

Both runs print the same result block per input (``== input N``, ``ret 0x..`` masked to the width of
T, ``trace ...`` lines, ``pkt <hex>`` after the run, ``map NAME k=v ...`` per map in name order).
"""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from ebpf_vm import DEFAULT_INSN_LIMIT, BpfObject

HERE = Path(__file__).resolve().parent
PROGRAMS = HERE / "programs"
LL_DIR = HERE / "ll"
DRIVER = HERE / "native" / "driver.c"

#: Variant name → (.ll suffix, llc options).
VARIANTS: dict[str, tuple[str, list[str]]] = {
    "default": (".ll", []),
    "v3": (".v3.ll", ["-mcpu=v3"]),
    "alu32": (".alu32.ll", ["-mattr=+alu32"]),
}

RET_BITS = {"int": 32, "u32": 32, "s32": 32, "long": 64, "u64": 64, "s64": 64, "u16": 16, "u8": 8}


def tool(name: str) -> str | None:
    """The path of an LLVM 14 tool (``llc-14``…), also looked for in /usr/lib/llvm-14/bin."""
    found = shutil.which(name)
    if found:
        return found
    alt = Path("/usr/lib/llvm-14/bin") / name.removesuffix("-14")
    return str(alt) if alt.exists() else None


def native_compiler() -> str | None:
    return shutil.which(os.environ.get("CC", "gcc")) or tool("clang-14")


# --- packet builders (for //@input expressions) ----------------------------------------------------


def mac(text: str) -> bytes:
    return bytes(int(x, 16) for x in text.split(":"))


def ip4(text: str) -> bytes:
    return bytes(int(x) for x in text.split("."))


def csum(data: bytes) -> int:
    if len(data) % 2:
        data += b"\0"
    s = sum(struct.unpack(f"!{len(data) // 2}H", data))
    while s >> 16:
        s = (s & 0xFFFF) + (s >> 16)
    return ~s & 0xFFFF


def eth(proto: int = 0x0800, src: str = "02:00:00:00:00:01", dst: str = "02:00:00:00:00:02") -> bytes:
    return mac(dst) + mac(src) + struct.pack("!H", proto)


def vlan(vid: int, proto: int = 0x0800) -> bytes:
    return struct.pack("!HH", vid, proto)


def ipv4(
    proto: int,
    payload: bytes,
    src: str = "10.0.0.1",
    dst: str = "10.0.0.2",
    ttl: int = 64,
    tos: int = 0,
    ident: int = 1,
    frag: int = 0,
    options: bytes = b"",
    good_csum: bool = True,
) -> bytes:
    ihl = 5 + len(options) // 4
    hdr = (
        struct.pack(
            "!BBHHHBBH4s4s",
            0x40 | ihl,
            tos,
            4 * ihl + len(payload),
            ident,
            frag,
            ttl,
            proto,
            0,
            ip4(src),
            ip4(dst),
        )
        + options
    )
    c = csum(hdr) if good_csum else 0x1234
    return hdr[:10] + struct.pack("!H", c) + hdr[12:] + payload


def ipv6(
    nexthdr: int,
    payload: bytes,
    src: bytes = bytes(15) + b"\1",
    dst: bytes = bytes(15) + b"\2",
    hop: int = 64,
) -> bytes:
    return struct.pack("!IHBB", 0x60000000, len(payload), nexthdr, hop) + src + dst + payload


def udp(sport: int, dport: int, payload: bytes = b"") -> bytes:
    return struct.pack("!HHHH", sport, dport, 8 + len(payload), 0) + payload


def tcp(
    sport: int,
    dport: int,
    flags: int = 0x02,
    payload: bytes = b"",
    seq: int = 1,
    ack: int = 0,
    window: int = 1024,
) -> bytes:
    return struct.pack("!HHIIBBHHH", sport, dport, seq, ack, 5 << 4, flags, window, 0, 0) + payload


def icmp(type_: int, code: int = 0, rest: int = 0, payload: bytes = b"") -> bytes:
    return struct.pack("!BBHI", type_, code, 0, rest) + payload


def udp4(sport: int = 1234, dport: int = 53, payload: bytes = b"", **ip: object) -> bytes:
    return eth() + ipv4(17, udp(sport, dport, payload), **ip)  # type: ignore[arg-type]


def tcp4(sport: int = 40000, dport: int = 80, flags: int = 0x02, payload: bytes = b"", **ip: object) -> bytes:
    return eth() + ipv4(6, tcp(sport, dport, flags, payload), **ip)  # type: ignore[arg-type]


def rnd(n: int, seed: int = 1) -> bytes:
    """``n`` deterministic pseudo-random bytes."""
    out = bytearray()
    x = seed * 2654435761 & 0xFFFFFFFF or 1
    for _ in range(n):
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        out.append(x & 0xFF)
    return bytes(out)


BUILDERS = {f.__name__: f for f in (mac, ip4, csum, eth, vlan, ipv4, ipv6, udp, tcp, icmp, udp4, tcp4, rnd)}


# --- programs ---------------------------------------------------------------------------------------


@dataclass
class Program:
    name: str
    path: Path
    ret_bits: int
    inputs: list[tuple[bytes, list[int]]]
    variants: list[str]
    xfail: dict[str, str]

    def ll(self, variant: str) -> Path:
        return LL_DIR / f"{self.name}{VARIANTS[variant][0]}"


_ENTRY = re.compile(r"^PROG_ENTRY\((\w+)\)", re.M)
_INPUT = re.compile(r"^//@input (.*)$", re.M)
_VARIANTS = re.compile(r"^//@variants (.*)$", re.M)
_XFAIL = re.compile(r"^//@xfail (\w+): (.*)$", re.M)


def _as_input(value: Any) -> tuple[bytes, list[int]]:
    """An ``//@input`` value: packet bytes, or (packet, [args])."""
    if isinstance(value, tuple):
        pkt, args = cast("tuple[bytes, list[int]]", value)
        return bytes(pkt), [int(a) for a in args]
    return bytes(value), []


def load_program(path: Path) -> Program:
    text = path.read_text()
    m = _ENTRY.search(text)
    if m is None or m.group(1) not in RET_BITS:
        raise ValueError(f"{path}: no PROG_ENTRY(<int type>)")
    inputs: list[tuple[bytes, list[int]]] = []
    for expr in _INPUT.findall(text):
        value: Any = eval(expr, {"__builtins__": {"bytes": bytes, "range": range, "len": len}}, BUILDERS)
        inputs.append(_as_input(value))
    if not inputs:
        raise ValueError(f"{path}: no //@input lines")
    v = _VARIANTS.search(text)
    variants = v.group(1).split() if v else list(VARIANTS)
    xfail = dict(_XFAIL.findall(text))
    return Program(path.stem, path, RET_BITS[m.group(1)], inputs, variants, xfail)


def programs() -> list[Program]:
    return [load_program(p) for p in sorted(PROGRAMS.glob("*.c"))]


# --- runs ---------------------------------------------------------------------------------------------


def _stdin(prog: Program) -> str:
    return "".join(f"{pkt.hex() or '-'} {' '.join(str(a) for a in args)}\n" for pkt, args in prog.inputs)


def native_results(prog: Program, workdir: Path) -> list[str]:
    """The result block of each input from the native build (driver.c including the program)."""
    cc = native_compiler()
    assert cc is not None
    exe = workdir / f"{prog.name}.native"
    cmd = [
        cc,
        "-O1",
        "-w",
        f'-DPROG_FILE="{prog.path.resolve()}"',
        f"-I{PROGRAMS}",
        str(DRIVER),
        "-o",
        str(exe),
    ]
    _run(cmd, "")
    out = _run([str(exe)], _stdin(prog))
    return split_blocks(out)


def _run(cmd: list[str], stdin: str) -> str:
    res = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    if res.returncode:
        raise AssertionError(f"{' '.join(cmd)} failed ({res.returncode}):\n{res.stderr}")
    return res.stdout


def split_blocks(out: str) -> list[str]:
    return ["== input" + b for b in out.split("== input")[1:]]


def vm_results(prog: Program, obj: bytes, insn_limit: int = DEFAULT_INSN_LIMIT // 5) -> list[str]:
    """The result block of each input from running ``obj`` (an ELF object) in the VM."""
    loaded = BpfObject.load(obj, insn_limit)
    mask = (1 << prog.ret_bits) - 1
    blocks: list[str] = []
    for i, (pkt, args) in enumerate(prog.inputs):
        res = loaded.run("prog_main", pkt, args)
        lines = [f"== input {i}", f"ret {res.r0 & mask:#x}"]
        lines += [f"trace {t}" for t in res.trace]
        lines.append(f"pkt {res.packet.hex()}")
        for m in loaded.maps():
            lines.append(" ".join([f"map {m.name}"] + [_entry(m.type, k, v) for k, v in m.entries()]))
        blocks.append("\n".join(lines) + "\n")
    return blocks


def _entry(mtype: int, key: bytes, value: bytes) -> str:
    k = str(int.from_bytes(key, "little")) if mtype == 2 else key.hex()
    return f"{k}={value.hex()}"


def llc_object(ll: Path, options: list[str], out: Path, llc: str) -> bytes:
    _run([llc, "-march=bpf", "-filetype=obj", *options, str(ll), "-o", str(out)], "")
    return out.read_bytes()
