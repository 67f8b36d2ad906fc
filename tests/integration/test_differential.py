"""Differential execution: programs compiled by pyllc run exactly like the ones llc builds.

``utils/difftest.py`` compiles each case with pyllc (``-verify-machineinstrs``) and with the reference llc,
links both with ``gcc -no-pie``, runs them and compares stdout and exit status.

* The gate (default suite): every case listed in ``tests/differential/passing-O0.txt`` (compiled at -O0)
  and ``passing-O2.txt`` (at -O2) must pass.  The lists only grow: a program is added once it passes.
* ``PYLLC_SLOW=1`` also runs the whole scalar suite -- clang-14 -O0 and -O2 IR and clang-16 -O2 IR, each
  at pyllc -O0 and -O2 -- and reports every failing case.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from progress_report import EVERY, Progress

ROOT = Path(__file__).resolve().parents[2]
DIFF = ROOT / "tests/differential"
NEEDED = ("llc-14", "gcc")


def _difftest(
    progress: Progress, level: int, inputs: list[str], extra: list[str] | None = None
) -> subprocess.CompletedProcess[str]:
    cmd = [
        sys.executable,
        str(ROOT / "utils/difftest.py"),
        "-q",
        "-O",
        str(level),
        "-j",
        str(os.cpu_count() or 1),
        "--compiler",
        f"{sys.executable} -m pyllc",
        "--progress",
        str(EVERY),
        *(extra or []),
        *inputs,
    ]
    progress.line(f"-O{level}: {' '.join(os.path.relpath(p, ROOT) for p in inputs)[:200]}")
    return progress.run(cmd, timeout=3600, cwd=ROOT)


def _manifest(level: int) -> Path:
    return DIFF / f"passing-O{level}.txt"


@pytest.mark.long
@pytest.mark.parametrize("level", [0, 2])
def test_listed_programs_pass(level: int, progress: Progress) -> None:
    missing = [t for t in NEEDED if shutil.which(t) is None]
    if missing:
        pytest.skip(f"needs {', '.join(missing)}")
    manifest = _manifest(level)
    cases = [ln for ln in manifest.read_text().splitlines() if ln.strip() and not ln.startswith("#")]
    if not cases:
        pytest.skip(f"{manifest.name} lists no program yet")
    result = _difftest(progress, level, [str(manifest)])
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]


@pytest.mark.skipif(os.environ.get("PYLLC_SLOW") != "1", reason="slow: set PYLLC_SLOW=1")
@pytest.mark.long
@pytest.mark.parametrize("level", [0, 2])
def test_whole_scalar_suite(level: int, progress: Progress) -> None:
    result = _difftest(progress, level, [str(DIFF / "ll")], ["--feature-class", "scalar", "--clang", "14"])
    result16 = _difftest(
        progress,
        level,
        [str(p) for p in sorted((DIFF / "ll").glob("*.c16-O2.ll"))],
        ["--feature-class", "scalar"],
    )
    assert result.returncode == 0 and result16.returncode == 0, (
        result.stdout[-4000:] + result16.stdout[-4000:]
    )
