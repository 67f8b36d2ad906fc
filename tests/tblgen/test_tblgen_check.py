"""The committed ``gen/`` modules are exactly what ``python -m pyllc.tblgen`` produces from ``td/``."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pyllc.tblgen.__main__ as tblgen

REPO = Path(__file__).resolve().parents[2]


def _run(*args: str, seed: str = "0") -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONHASHSEED=seed)
    return subprocess.run(
        [sys.executable, "-m", "pyllc.tblgen", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def test_generated_files_are_up_to_date() -> None:
    proc = _run("--check")
    assert proc.returncode == 0, proc.stderr


def test_generation_is_deterministic_across_hash_seeds() -> None:
    for seed in ("1", "12345"):
        proc = _run("--check", seed=seed)
        assert proc.returncode == 0, f"PYTHONHASHSEED={seed}: {proc.stderr}"


def test_check_names_stale_files(tmp_path: Path) -> None:
    # A copy of the package tree with one generated file edited and one deleted.
    root = tmp_path / "pyllc"
    gen = root / "targets" / "x86" / "gen"
    gen.mkdir(parents=True)
    src = REPO / "pyllc" / "targets" / "x86" / "gen"
    for f in ("register_info.py", "instr_info.py", "mc_code_emitter.py", "asm_writer.py"):
        shutil.copy(src / f, gen / f)
    with open(gen / "asm_writer.py", "a", encoding="utf-8") as fh:
        fh.write("# hand edit\n")
    old_root = tblgen.ROOT
    tblgen.ROOT = str(root)
    try:
        rc = tblgen.main(["--check"])
    finally:
        tblgen.ROOT = old_root
    assert rc == 1
    # Nothing was written by --check.
    assert not (gen / "calling_conv.py").exists()


def test_check_output_lists_each_stale_file(tmp_path: Path, capsys: object) -> None:
    root = tmp_path / "pyllc"
    gen = root / "targets" / "x86" / "gen"
    gen.mkdir(parents=True)
    src = REPO / "pyllc" / "targets" / "x86" / "gen"
    for f in (
        "register_info.py",
        "instr_info.py",
        "mc_code_emitter.py",
        "calling_conv.py",
        "dag_isel.py",
        "fold_tables.py",
        "asm_matcher.py",
        "disassembler_tables.py",
    ):
        shutil.copy(src / f, gen / f)
    old_root = tblgen.ROOT
    tblgen.ROOT = str(root)
    try:
        rc = tblgen.main(["--check", "--target", "x86"])
    finally:
        tblgen.ROOT = old_root
    err = capsys.readouterr().err  # type: ignore[attr-defined]
    assert rc == 1
    assert err.strip().splitlines() == [
        "stale: pyllc/targets/x86/gen/asm_writer.py (run `python -m pyllc.tblgen`)"
    ]
