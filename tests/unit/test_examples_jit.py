"""The examples' JIT runs (examples/calc.py, examples/bf.py --jit) through pyllc.jit; skipped until the tree
has it (tests/Examples runs the same programs through pyllc's llc and gcc now)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"

pytestmark = pytest.mark.skipif(importlib.util.find_spec("pyllc.jit") is None, reason="needs pyllc.jit")


def run_example(*args: str) -> str:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    r = subprocess.run([sys.executable, *args], capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0, r.stderr
    return r.stdout


def test_calc_jit() -> None:
    out = run_example(
        str(EXAMPLES / "calc.py"), "def fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2); fib(20); -7 / 2"
    )
    assert out.split() == ["6765", "-3"]


def test_bf_jit() -> None:
    assert run_example(str(EXAMPLES / "bf.py"), "--jit", str(EXAMPLES / "hello.bf")) == "Hello World!\n"
