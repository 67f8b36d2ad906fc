"""The input fuzzer's mutators are deterministic per seed and produce the advertised shapes."""

import importlib.util
import sys
import random
from pathlib import Path

_path = Path(__file__).resolve().parents[2] / "utils" / "fuzz_inputs.py"
_spec = importlib.util.spec_from_file_location("fuzz_inputs", _path)
assert _spec and _spec.loader
fz = importlib.util.module_from_spec(_spec)
sys.modules["fuzz_inputs"] = fz
_spec.loader.exec_module(fz)

SAMPLE = b"define i32 @f(i32 %a) {\n  %b = add i32 %a, 1\n  ret i32 %b\n}\n"


def test_deterministic_per_seed():
    assert fz.mutate(SAMPLE, random.Random(7)) == fz.mutate(SAMPLE, random.Random(7))


def test_every_mutator_changes_or_keeps_bytes_type():
    for name, fn in fz._MUTATE.items():
        out = fn(SAMPLE, random.Random(3))
        assert isinstance(out, bytes), name


def test_nesting_mutators_nest():
    out = fz._nest_type(SAMPLE, random.Random(0))
    assert (
        out.startswith(SAMPLE)
        and out.count(b"[1 x ") + out.count(b"{ ") + out.count(b"*") + out.count(b"<1 x ") >= 100
    )
    out = fz._nest_const(SAMPLE, random.Random(0))
    assert out.count(b"add (i64 1, ") >= 100


def test_truncate_is_prefix():
    out = fz._truncate(SAMPLE, random.Random(5))
    assert SAMPLE.startswith(out)
