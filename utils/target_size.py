"""Size of a target under pyllc/targets: description (``td/``, the data TableGen reads) vs hand-written hooks.

Hooks are every other ``.py`` file of the target (``mc/`` included), ``gen/`` (TableGen's output) excluded.
Counted: non-blank lines.  Usage: ``python3 utils/target_size.py [TARGET ...]`` (default: x86 bpf).
"""

from __future__ import annotations

import sys
from pathlib import Path

TARGETS = Path(__file__).resolve().parents[1] / "pyllc" / "targets"


def count(files: list[Path]) -> int:
    return sum(1 for f in files for line in f.read_text().splitlines() if line.strip())


def sizes(target: str) -> tuple[int, int]:
    root = TARGETS / target
    files = sorted(root.rglob("*.py"))
    desc = [f for f in files if f.relative_to(root).parts[0] == "td"]
    hooks = [f for f in files if f.relative_to(root).parts[0] not in ("td", "gen")]
    return count(desc), count(hooks)


def main(argv: list[str]) -> int:
    print(f"{'target':8} {'description':>12} {'hooks':>8}")
    for target in argv or ["x86", "bpf"]:
        desc, hooks = sizes(target)
        print(f"{target:8} {desc:12} {hooks:8}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
