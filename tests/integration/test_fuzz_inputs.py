"""Input fuzzing at fixed seeds: mutated corpus files never crash, hang or leave output behind.

The CI run uses 2,000 mutants (``PYLLC_FUZZ_COUNT`` overrides the count); the long runs of
the robustness work use ``utils/fuzz_inputs.py`` directly.
"""

from __future__ import annotations

import os

import pytest

from corpus_util import ROOT, corpus_files

import importlib.util
import sys

_spec = importlib.util.spec_from_file_location("fuzz_inputs", ROOT / "utils" / "fuzz_inputs.py")
assert _spec and _spec.loader
fuzz_inputs = importlib.util.module_from_spec(_spec)
sys.modules["fuzz_inputs"] = fuzz_inputs  # picklable by name for the worker pool
_spec.loader.exec_module(fuzz_inputs)


def test_mutated_inputs_fail_cleanly(tmp_path):
    seeds = [str(f) for f in corpus_files() if f.stat().st_size < 200_000]
    if not seeds:
        pytest.skip("no corpus files committed yet")
    count = int(os.environ.get("PYLLC_FUZZ_COUNT", "2000"))
    failures = fuzz_inputs.fuzz(seeds, count, seed=20261123, jobs=os.cpu_count() or 1, limit=10,
                                save_dir=str(tmp_path / "failures"), extra=["-emit-llvm"])
    summary = {k: [(s, how, d.strip().splitlines()[-1] if d.strip() else "") for s, how, d in v[:3]]
               for k, v in failures.items()}
    assert not failures, f"fuzzing found failures: {summary}"
