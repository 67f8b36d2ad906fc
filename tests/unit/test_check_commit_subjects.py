"""utils/check_commit_subjects.py: subjects longer than 72 characters are reported."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location(
    "check_commit_subjects", ROOT / "utils/check_commit_subjects.py"
)
assert _spec and _spec.loader
CS: Any = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(CS)


def test_too_long() -> None:
    ok, limit, over = "a" * 10, "b" * 72, "c" * 73
    log = f"1111\t{ok}\n2222\t{limit}\n3333\t{over}\n4444\t\n"
    assert CS.too_long(log) == [("3333", over)]
    assert CS.too_long(log, limit=9) == [("1111", ok), ("2222", limit), ("3333", over)]
    assert CS.too_long("") == []
