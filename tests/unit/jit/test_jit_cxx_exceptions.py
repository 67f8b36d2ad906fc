"""C++ exceptions through JIT frames: the clang++-14 programs of tests/integration/eh (throw, catch by
type, rethrow, destructors during unwinding, ``std::`` containers, static objects registered with
``__cxa_atexit`` against the engine's ``__dso_handle``) run by ``python -m pyllc.jit -dlopen=libstdc++.so.6``
(position-independent code: the personality routine through ``DW.ref.``, the frames registered with
``__register_frame``) print and exit as the native build of llc-14's assembly linked by g++."""

from __future__ import annotations

import ctypes.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
INPUTS = ROOT / "tests/integration/eh"
LIBSTDCXX = ctypes.util.find_library("stdc++")
#: Compiled by pyllc with a located refusal (see tests/integration/test_cxx_exceptions.py).
REFUSED = {("vec", "O2")}
CASES = [
    (p, lv)
    for p in ("unwind", "vec", "frames", "rethrow", "raii")
    for lv in ("O0", "O2")
    if (p, lv) not in REFUSED
]


@pytest.mark.parametrize(("program", "level"), CASES)
def test_jit_runs_like_native(program: str, level: str, tmp_path: Path) -> None:
    for tool in ("g++", "llc-14"):
        if shutil.which(tool) is None:
            pytest.skip(f"needs {tool}")
    if LIBSTDCXX is None:
        pytest.skip("needs libstdc++")
    ll = INPUTS / f"{program}.cpp14-{level}.ll"
    asm = tmp_path / "llc.s"
    subprocess.run(["llc-14", f"-{level}", "-relocation-model=pic", str(ll), "-o", str(asm)], check=True)
    subprocess.run(["g++", str(asm), "-o", str(tmp_path / "native")], check=True)
    ref = subprocess.run([str(tmp_path / "native")], capture_output=True, text=True, timeout=30)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    cmd = [sys.executable, "-m", "pyllc.jit", f"-dlopen={LIBSTDCXX}", f"-{level}", str(ll)]
    got = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=300)
    assert "Traceback" not in got.stderr
    assert (got.returncode, got.stdout, got.stderr) == (ref.returncode, ref.stdout, ref.stderr)
