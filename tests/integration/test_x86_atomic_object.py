"""x86-64 objects with the atomic instructions (LOCK-prefixed ALU ops, LOCK XADD, LOCK CMPXCHG, XCHG, MFENCE):
pyllc's ``-filetype=obj`` code bytes must be llc-14's for the same input (the atomic lit tests, whose assembly
is llc-14's), compared through ``llvm-objdump-14 -d`` (raw bytes and disassembly)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from pyllc.tools.llc import main as pyllc_main

ROOT = Path(__file__).resolve().parents[2]
LLC14 = shutil.which("llc-14")
OBJDUMP = shutil.which("llvm-objdump-14")
FILES = ("CodeGen/X86/atomic-rmw.ll", "CodeGen/X86/atomic-cmpxchg-loop.ll")


def _disasm(obj: Path) -> str:
    assert OBJDUMP is not None
    out = subprocess.run([OBJDUMP, "-d", str(obj)], capture_output=True, text=True, check=True).stdout
    return "\n".join(line for line in out.splitlines() if "file format" not in line)


@pytest.mark.skipif(LLC14 is None or OBJDUMP is None, reason="llc-14 and llvm-objdump-14 are needed")
@pytest.mark.parametrize("name", FILES)
def test_atomic_object_matches_llc14(name: str, tmp_path: Path) -> None:
    assert LLC14 is not None
    src = ROOT / "tests" / name
    ours, theirs = tmp_path / "p.o", tmp_path / "l.o"
    assert pyllc_main(["-O2", "-filetype=obj", str(src), "-o", str(ours)]) == 0
    subprocess.run([LLC14, "-O2", "-filetype=obj", str(src), "-o", str(theirs)], check=True)
    got = _disasm(ours)
    assert "lock" in got and "cmpxchg" in got
    assert got == _disasm(theirs)
