"""Stack protector at run time: a -fstack-protector-strong function that overflows its buffer aborts with
glibc's "*** stack smashing detected ***" (SIGABRT), in pyllc's build and in llc-14's, at -O0 and -O2; run
without the overflow both builds print the same and exit 0.  Input: ``stack_protector/smash.c`` and its
committed clang-14 IR."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
INPUTS = ROOT / "tests/integration/stack_protector"


def _build(compiler: str, level: str, tmp: Path) -> Path:
    ll = INPUTS / f"smash.c14-{level}.ll"
    asm = tmp / f"smash-{compiler}-{level}.s"
    exe = tmp / f"smash-{compiler}-{level}"
    if compiler == "pyllc":
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        cmd = [sys.executable, "-m", "pyllc", "-verify-machineinstrs", f"-{level}", str(ll), "-o", str(asm)]
        subprocess.run(cmd, check=True, env=env, cwd=ROOT)
    else:
        subprocess.run(["llc-14", f"-{level}", str(ll), "-o", str(asm)], check=True)
    subprocess.run(["gcc", "-no-pie", str(asm), "-o", str(exe)], check=True)
    return exe


@pytest.mark.parametrize("level", ["O0", "O2"])
@pytest.mark.parametrize("compiler", ["pyllc", "llc-14"])
def test_overflow_aborts(compiler: str, level: str, tmp_path: Path) -> None:
    for tool in ("gcc", "llc-14"):
        if shutil.which(tool) is None:
            pytest.skip(f"needs {tool}")
    exe = _build(compiler, level, tmp_path)
    fine = subprocess.run([str(exe)], capture_output=True, text=True, timeout=30)
    assert (fine.returncode, fine.stdout) == (0, "ok 4\n")
    smashed = subprocess.run([str(exe), "40"], capture_output=True, text=True, timeout=30)
    assert smashed.stdout == "ok 40\n"
    assert smashed.returncode == -signal.SIGABRT
    assert "*** stack smashing detected ***" in smashed.stderr
