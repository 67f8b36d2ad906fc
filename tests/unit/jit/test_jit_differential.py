"""Differential: scalar programs of the differential suites, run in memory by the JIT
(``python -m pyllc.jit``, one process per program so that a crash cannot take pytest down, its standard
output a pipe), print the same and exit with the same status as the reference llc build
(``utils/difftest.py --jit``: llc-14 for clang-14 IR, llc-16 for clang-16 IR, linked with gcc).

By default a small subset at -O0 and -O2; ``PYLLC_SLOW=1`` runs every scalar program of
``tests/differential/ll`` at both levels.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
LL = ROOT / "tests/differential/ll"
SUBSET = (
    "abs_min_max",
    "fp_math_lib",
    "globals_kinds",
    "recursion_fib",
    "struct_byval_float",
    "varargs_calls",
)


def _subset() -> list[str]:
    names = [p for p in sorted(LL.glob("*.c14-O*.ll")) if p.name.split(".c14-")[0] in SUBSET]
    return [str(p) for p in names]


def _difftest(level: int, inputs: list[str]) -> subprocess.CompletedProcess[str]:
    if platform.machine() != "x86_64":
        pytest.skip("the JIT runs x86-64 code")
    missing = [t for t in ("llc-14", "llc-16", "gcc") if shutil.which(t) is None]
    if missing:
        pytest.skip(f"needs {', '.join(missing)}")
    if not inputs:
        pytest.skip("no program of the subset is present")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    cmd = [
        sys.executable,
        str(ROOT / "utils/difftest.py"),
        "--jit",
        "--compiler",
        f"{sys.executable} -m pyllc.jit",
        "-q",
        "-j",
        "1",
        "-O",
        str(level),
        "--feature-class",
        "scalar",
        *inputs,
    ]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=7200, cwd=ROOT, env=env)


@pytest.mark.long
@pytest.mark.parametrize("level", [0, 2])
def test_jit_subset_matches_llc(level: int) -> None:
    result = _difftest(level, _subset())
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert " 0 failed" in result.stdout


@pytest.mark.skipif(os.environ.get("PYLLC_SLOW") != "1", reason="slow: set PYLLC_SLOW=1")
@pytest.mark.long
@pytest.mark.parametrize("level", [0, 2])
def test_jit_whole_scalar_suite_matches_llc(level: int) -> None:
    result = _difftest(level, [str(LL)])
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
