"""utils/check_pyright_baseline.py: per-file counts, the comparison, the baseline's history, --update."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location(
    "check_pyright_baseline", ROOT / "utils/check_pyright_baseline.py"
)
assert _spec and _spec.loader
CB: Any = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(CB)


def _output(*files: str, warnings: tuple[str, ...] = ()) -> dict[str, Any]:
    diags = [{"file": f, "severity": "error", "message": "x"} for f in files]
    diags += [{"file": f, "severity": "warning", "message": "w"} for f in warnings]
    return {"version": "1.1.414", "generalDiagnostics": diags, "summary": {"timeInSec": 1.5}}


def test_counts_per_relative_path_errors_only() -> None:
    out = _output("/r/a.py", "/r/a.py", "/r/pkg/b.py", "c.py", warnings=("/r/a.py", "/r/d.py"))
    assert CB.counts_from_pyright(out, "/r") == {"a.py": 2, "pkg/b.py": 1, "c.py": 1}
    assert CB.counts_from_pyright({"generalDiagnostics": []}, "/r") == {}


def test_compare() -> None:
    failures, improvements = CB.compare(
        {"up.py": 3, "same.py": 2, "down.py": 1, "new.py": 4, "clean_new.py": 0},
        {"up.py": 2, "same.py": 2, "down.py": 5, "fixed.py": 7},
    )
    assert failures == [
        "new.py: 4 errors, not in the baseline (new files must have none)",
        "up.py: 3 errors, above its baseline of 2",
    ]
    assert improvements == [
        "down.py: 1 errors, below its baseline of 5",
        "fixed.py: 0 errors, below its baseline of 7",
    ]
    assert CB.compare({"a.py": 1}, {"a.py": 1}) == ([], [])


def test_rises_and_lowered() -> None:
    assert CB.rises({"a.py": 3, "b.py": 1, "c.py": 2}, {"a.py": 3, "b.py": 2}) == [
        "c.py: 2 in the new baseline, 0 before"
    ]
    assert CB.rises({"a.py": 4}, {"a.py": 3}) == ["a.py: 4 in the new baseline, 3 before"]
    assert CB.rises({}, {"a.py": 3}) == []
    # Lowered to the current count, never raised; 0 and vanished files dropped.
    got = CB.lowered(
        {"a.py": 5, "b.py": 2, "c.py": 3, "gone.py": 1}, {"a.py": 4, "b.py": 9}, {"a.py", "b.py", "c.py"}
    )
    assert got == {"a.py": 4, "b.py": 2}


def test_baseline_format_round_trips() -> None:
    text = CB.format_baseline({"b.py": 2, "a.py": 1}, "1.1.414")
    assert CB.parse_baseline(text) == {"a.py": 1, "b.py": 2}
    data = json.loads(text)
    assert data["total"] == 3 and list(data["files"]) == ["a.py", "b.py"]


needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def _git(repo: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@t", *args], cwd=repo, check=True, capture_output=True
    )


def _commit_baseline(repo: Path, counts: dict[str, int], message: str) -> None:
    path = repo / CB.BASELINE
    path.parent.mkdir(exist_ok=True)
    path.write_text(CB.format_baseline(counts, "1.1.414"))
    _git(repo, "add", CB.BASELINE)
    _git(repo, "commit", "-q", "-m", message)


def _run(repo: Path, out: dict[str, Any], *extra: str) -> int:
    saved = repo / "pyright.json"
    saved.write_text(json.dumps(out))
    return CB.main(["--root", str(repo), "--json", str(saved), *extra])


@needs_git
def test_history_counts_only_go_down(tmp_path: Path, capsys: Any) -> None:
    repo = tmp_path
    _git(repo, "init", "-q")
    (repo / "a.py").write_text("")
    (repo / "b.py").write_text("")
    _commit_baseline(repo, {"a.py": 3, "b.py": 2}, "first")
    errors = _output(*["a.py"] * 3, *["b.py"] * 2)
    assert _run(repo, errors) == 0
    assert "no earlier committed baseline" in capsys.readouterr().out
    # A lower baseline after it: fine.
    _commit_baseline(repo, {"a.py": 3, "b.py": 1}, "lower")
    assert _run(repo, _output(*["a.py"] * 3, "b.py")) == 0
    assert "history: " in capsys.readouterr().out
    # A commit that raises a count, or adds a file with errors, fails, even when the tree matches it.
    _commit_baseline(repo, {"a.py": 4, "b.py": 1, "c.py": 1}, "raise")
    assert _run(repo, _output(*["a.py"] * 4, "b.py", "c.py")) == 1
    out = capsys.readouterr().out
    assert "a.py: 4 in the new baseline, 3 before" in out and "c.py: 1 in the new baseline, 0 before" in out
    # Fixed by the next commit: compared with the raising one, it only goes down.
    _commit_baseline(repo, {"a.py": 3, "b.py": 1}, "back down")
    assert _run(repo, _output(*["a.py"] * 3, "b.py")) == 0
    # An uncommitted edit that raises an entry fails too.
    (repo / CB.BASELINE).write_text(CB.format_baseline({"a.py": 3, "b.py": 2}, "1.1.414"))
    assert _run(repo, _output(*["a.py"] * 3, "b.py")) == 1
    assert "uncommitted baseline: b.py: 2 in the new baseline, 1 before" in capsys.readouterr().out


@needs_git
def test_tree_against_baseline_and_update(tmp_path: Path, capsys: Any) -> None:
    repo = tmp_path
    _git(repo, "init", "-q")
    for name in ("a.py", "b.py", "c.py"):
        (repo / name).write_text("")
    _commit_baseline(repo, {"a.py": 3, "b.py": 2, "c.py": 1}, "first")
    # More errors than the baseline, or errors in a file it does not list: failure.
    assert _run(repo, _output(*["a.py"] * 4, *["b.py"] * 2, "c.py")) == 1
    assert "a.py: 4 errors, above its baseline of 3" in capsys.readouterr().out
    assert _run(repo, _output(*["a.py"] * 3, *["b.py"] * 2, "c.py", "new.py")) == 1
    assert "new.py: 1 errors, not in the baseline" in capsys.readouterr().out
    # Fewer: passes and says so; --update lowers the entries and drops the clean file.
    fewer = _output("a.py", *["b.py"] * 2)
    assert _run(repo, fewer) == 0
    out = capsys.readouterr().out
    assert "note: a.py: 1 errors, below its baseline of 3" in out and "run with --update" in out
    assert "pyright: 3 errors in 2 files (2s); baseline 6 errors in 3 files" in out
    assert _run(repo, fewer, "--update") == 0
    assert CB.parse_baseline((repo / CB.BASELINE).read_text()) == {"a.py": 1, "b.py": 2}
    # The lowered, uncommitted baseline passes the history check.
    assert _run(repo, fewer) == 0
