#!/usr/bin/env python3
"""Hold pyright's error count per file at or below a committed baseline, which may only go down.

Usage: ``python3 utils/check_pyright_baseline.py [--json PYRIGHT_OUTPUT] [--update]``

pyright runs over the project with its strict configuration (``[tool.pyright]`` in pyproject.toml); its
errors are counted per file (paths relative to the repository root) and compared with
``.ci/pyright-baseline.json``.  The check fails when

* a file has more errors than its baseline entry, or has errors and no entry;
* the committed baseline raises a count, or adds a file with errors, against the version of the previous
  commit that changed it (``git log`` on the baseline; counts only go down from one commit to the next);
  a baseline edited but not yet committed is compared with the last committed version the same way.

A file with fewer errors than its entry is reported; ``--update`` lowers such entries (and drops files
without errors or gone from the tree), never raises one.  A renamed file is a new file to the check: fix
its errors or keep its old name.  ``--json`` reads saved ``pyright --outputjson`` output instead of
running pyright.  Prints the totals; exit status 1 on failure, 0 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Mapping
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE = ".ci/pyright-baseline.json"

Counts = dict[str, int]


def counts_from_pyright(output: Mapping[str, Any], root: str) -> Counts:
    """Errors per file (relative path) in ``pyright --outputjson`` output."""
    counts: Counts = {}
    diagnostics: list[dict[str, Any]] = output.get("generalDiagnostics", [])
    for d in diagnostics:
        if d.get("severity") != "error":
            continue
        path = str(d.get("file", ""))
        rel = os.path.relpath(path, root) if os.path.isabs(path) else path
        counts[rel] = counts.get(rel, 0) + 1
    return counts


def compare(current: Mapping[str, int], baseline: Mapping[str, int]) -> tuple[list[str], list[str]]:
    """(failures, improvements): files above their baseline or new with errors; files below it."""
    failures: list[str] = []
    improvements: list[str] = []
    for path in sorted(set(current) | set(baseline)):
        now, base = current.get(path, 0), baseline.get(path)
        if base is None:
            if now:
                failures.append(f"{path}: {now} errors, not in the baseline (new files must have none)")
        elif now > base:
            failures.append(f"{path}: {now} errors, above its baseline of {base}")
        elif now < base:
            improvements.append(f"{path}: {now} errors, below its baseline of {base}")
    return failures, improvements


def rises(newer: Mapping[str, int], older: Mapping[str, int]) -> list[str]:
    """Entries of baseline ``newer`` that are higher than in ``older`` (a new entry counts from 0)."""
    return [
        f"{path}: {count} in the new baseline, {older.get(path, 0)} before"
        for path, count in sorted(newer.items())
        if count > older.get(path, 0)
    ]


def lowered(baseline: Mapping[str, int], current: Mapping[str, int], existing: set[str]) -> Counts:
    """``baseline`` with each entry lowered to the current count; entries at 0 or of files gone dropped."""
    out: Counts = {}
    for path, base in sorted(baseline.items()):
        now = min(base, current.get(path, 0))
        if now and path in existing:
            out[path] = now
    return out


def parse_baseline(text: str) -> Counts:
    data: dict[str, Any] = json.loads(text)
    files: dict[str, int] = data["files"]
    return {str(k): int(v) for k, v in files.items()}


def format_baseline(counts: Mapping[str, int], version: str) -> str:
    data = {
        "comment": "pyright strict errors per file; counts only go down (utils/check_pyright_baseline.py)",
        "pyright": version,
        "total": sum(counts.values()),
        "files": dict(sorted(counts.items())),
    }
    return json.dumps(data, indent=1) + "\n"


def git(root: str, *args: str) -> str | None:
    try:
        p = subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, check=False)
    except OSError:
        return None
    return p.stdout if p.returncode == 0 else None


def history_failures(root: str, path: str) -> tuple[list[str], str]:
    """Rises of the baseline against the previous committed version, and a note on what was compared."""
    log = git(root, "log", "--format=%H", "-n", "2", "--", path)
    commits = log.split() if log else []
    failures: list[str] = []
    notes: list[str] = []
    with open(os.path.join(root, path), encoding="utf-8") as f:
        working = parse_baseline(f.read())
    if commits:
        committed_text = git(root, "show", f"{commits[0]}:{path}")
        if committed_text is not None:
            committed = parse_baseline(committed_text)
            if committed != working:
                failures += [f"uncommitted baseline: {r}" for r in rises(working, committed)]
                notes.append(f"the edited baseline against {commits[0][:10]}")
            if len(commits) > 1:
                older_text = git(root, "show", f"{commits[1]}:{path}")
                if older_text is not None:
                    failures += [
                        f"baseline of {commits[0][:10]}: {r}"
                        for r in rises(committed, parse_baseline(older_text))
                    ]
                    notes.append(f"{commits[0][:10]} against {commits[1][:10]}")
    if not notes:
        notes.append("no earlier committed baseline (or no git history) to compare with")
    return failures, "; ".join(notes)


def run_pyright(root: str) -> dict[str, Any]:
    p = subprocess.run(["pyright", "--outputjson"], cwd=root, capture_output=True, text=True, check=False)
    if p.returncode not in (0, 1):
        sys.exit(f"check_pyright_baseline: pyright failed (exit {p.returncode}): {p.stderr.strip()[-2000:]}")
    return json.loads(p.stdout)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("--json", help="saved `pyright --outputjson` output (default: run pyright)")
    ap.add_argument("--update", action="store_true", help="lower the baseline to the current counts")
    ap.add_argument("--root", default=ROOT, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    root: str = a.root
    output: dict[str, Any]
    if a.json:
        with open(a.json, encoding="utf-8") as f:
            output = json.load(f)
    else:
        output = run_pyright(root)
    current = counts_from_pyright(output, root)
    baseline_path = os.path.join(root, BASELINE)
    with open(baseline_path, encoding="utf-8") as f:
        baseline = parse_baseline(f.read())

    failures, improvements = compare(current, baseline)
    history, compared = history_failures(root, BASELINE)
    for line in failures + history:
        print(f"error: {line}")
    for line in improvements:
        print(f"note: {line}")
    if a.update:
        existing = {p for p in baseline if os.path.exists(os.path.join(root, p))}
        new = lowered(baseline, current, existing)
        if new != baseline:
            with open(baseline_path, "w", encoding="utf-8") as f:
                f.write(format_baseline(new, str(output.get("version", ""))))
            print(f"{BASELINE}: lowered to {sum(new.values())} errors in {len(new)} files")
    elif improvements:
        print(f"note: {len(improvements)} files are below their baseline: run with --update to lower it")
    summary: dict[str, Any] = output.get("summary", {})
    seconds: Any = summary.get("timeInSec")
    print(
        f"pyright: {sum(current.values())} errors in {len(current)} files"
        + (f" ({seconds:.0f}s)" if isinstance(seconds, (int, float)) else "")
        + f"; baseline {sum(baseline.values())} errors in {len(baseline)} files; history: {compared}"
    )
    if failures or history:
        print(f"pyright baseline check FAILED: {len(failures) + len(history)} problems")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
