"""Helpers of the ``pyllc-mc`` acceptance tests: llc-14's assembly for a ``.ll``, the same assembly without
its instructions (directives and labels only), and the comparison of two ELF objects as the acceptance asks
(the bytes of ``.text``, ``.data``, ``.rodata*``, ``.eh_frame`` and the ``.debug_*`` sections -- llvm-mc's
own ``.debug_line``/``.debug_line_str`` and llc's ``.debug_info``/``.debug_abbrev``/``.debug_str``... data --,
and ``llvm-readobj-14 -r``)."""

from __future__ import annotations

import contextlib
import io
import re
import shutil
import struct
import subprocess
from pathlib import Path

LLC = shutil.which("llc-14")
LLVM_MC = shutil.which("llvm-mc-14")
READOBJ = shutil.which("llvm-readobj-14")

_INSTRUCTION = re.compile(r"^\s+[A-Za-z*]")
_COMPARED = re.compile(r"^\.(text|data|rodata|eh_frame|debug_\w+)(\.|$)")


def llc_asm(ll: Path, triple: str) -> str | None:
    """llc-14's assembly for ``ll`` (None when llc-14 rejects it)."""
    assert LLC is not None
    r = subprocess.run([LLC, "-mtriple", triple, str(ll), "-o", "-"], capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else None


def data_only(asm: str) -> str:
    """``asm`` without its instruction lines (directives, labels and comments kept)."""
    return "".join(line for line in asm.splitlines(True) if not _INSTRUCTION.match(line.split("#", 1)[0]))


def pyllc_mc(asm_path: Path, triple: str, out: Path) -> tuple[int, str]:
    """Run ``pyllc-mc -filetype=obj`` in-process: (exit code, standard error)."""
    from pyllc.tools.mc import main

    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        rc = main(["-triple", triple, "-filetype=obj", str(asm_path), "-o", str(out)])
    return rc, err.getvalue()


def llvm_mc(asm_path: Path, triple: str, out: Path) -> subprocess.CompletedProcess[str]:
    assert LLVM_MC is not None
    return subprocess.run(
        [LLVM_MC, "-triple", triple, "-filetype=obj", str(asm_path), "-o", str(out)],
        capture_output=True,
        text=True,
    )


def compared_sections(obj: bytes) -> dict[str, bytes]:
    """Name -> contents of the compared sections of an ELF64 object (``SHT_NOBITS`` as its size)."""
    little = obj[5] == 1
    e = "<" if little else ">"
    shoff = struct.unpack_from(e + "Q", obj, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from(e + "HHH", obj, 0x3A)
    headers: list[tuple[int, ...]] = [
        struct.unpack_from(e + "IIQQQQIIQQ", obj, shoff + i * shentsize) for i in range(shnum)
    ]
    strtab = headers[int(shstrndx)]
    names = obj[strtab[4] : strtab[4] + strtab[5]]
    out: dict[str, bytes] = {}
    for h in headers:
        name = names[h[0] : names.index(b"\0", h[0])].decode()
        if _COMPARED.match(name):
            out[name] = b"nobits:%d" % h[5] if h[1] == 8 else obj[h[4] : h[4] + h[5]]
    return out


def relocations(obj: Path) -> str:
    """``llvm-readobj-14 -r`` without the file name line."""
    assert READOBJ is not None
    r = subprocess.run([READOBJ, "-r", str(obj)], capture_output=True, text=True, check=True)
    return "\n".join(line for line in r.stdout.splitlines() if not line.startswith("File:"))


def compare_objects(mine: Path, theirs: Path) -> list[str]:
    """The differences the acceptance checks, as messages (empty when the objects agree)."""
    problems: list[str] = []
    a, b = compared_sections(mine.read_bytes()), compared_sections(theirs.read_bytes())
    if sorted(a) != sorted(b):
        problems.append(f"sections differ: {sorted(a)} vs llvm-mc's {sorted(b)}")
    for name in sorted(set(a) & set(b)):
        if a[name] != b[name]:
            problems.append(f"{name} bytes differ")
    if relocations(mine) != relocations(theirs):
        problems.append("llvm-readobj -r differs")
    return problems
