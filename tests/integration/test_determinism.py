"""Determinism: the whole corpus, compiled under two PYTHONHASHSEED values, gives identical bytes."""

from __future__ import annotations

import filecmp
import os
import subprocess
import sys

import pytest

from progress_report import Progress

from corpus_util import ROOT, corpus_files

MODES = [["-emit-llvm"]]


@pytest.mark.long
@pytest.mark.parametrize("flags", MODES, ids=lambda f: " ".join(f))
def test_same_bytes_under_different_hash_seeds(tmp_path, flags, progress: Progress):
    files = [str(f) for f in corpus_files()]
    if not files:
        pytest.skip("no corpus files committed yet")
    outs = []
    for seed in ("1", "12345"):
        out = tmp_path / f"seed{seed}"
        env = dict(os.environ, PYTHONHASHSEED=seed)
        progress.line(f"PYTHONHASHSEED={seed}: {len(files)} files")
        subprocess.run(
            [sys.executable, str(ROOT / "utils" / "compile_many.py"), str(out), *flags, "--", *files],
            check=True,
            env=env,
        )
        outs.append(out)
    names = sorted(os.listdir(outs[0]))
    assert names == sorted(os.listdir(outs[1]))
    assert any(n.endswith(".out") for n in names), "nothing compiled"
    match, mismatch, errors = filecmp.cmpfiles(outs[0], outs[1], names, shallow=False)
    assert not mismatch and not errors, f"outputs differ: {mismatch[:10]} {errors[:10]}"
