#!/usr/bin/env python3
"""Compile-speed benchmark: pyllc against llc-14 on the differential suite, in the same run.

The set: the ``--count`` largest scalar programs of ``tests/differential/src`` (by -O0 instruction count;
``typed_kernels`` has about 6,500 IR instructions) -- their clang-14 ``-O0`` IR is compiled at ``-O0`` and their
clang-14 ``-O2`` IR at ``-O2``, each file by ``pyllc`` (one fresh process per file, as a user runs it) and by
``llc-14``, to assembly in ``/dev/null``.  Files that pyllc cannot compile (or not within 120 s) are listed and left out of both
totals.  Prints per level the total wall time of each compiler and the ratio pyllc / llc-14 (targets: at most
15x at -O0, 25x at -O2), and the same for CPU time (user + system of the compiler process), which other work
on a shared machine disturbs less than wall time.

Usage: ``python3 benchmarks/compile_speed.py [--count 24] [--levels 0,2] [--runs 1]``; ``--profile FILE``
writes a cProfile of pyllc on the largest file at -O2 instead.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "tests/differential/src"
LL = ROOT / "tests/differential/ll"
FLAGS = ["-mtriple=x86_64-unknown-linux-gnu", "-o", os.devnull]


def scalar_programs() -> list[str]:
    names = []
    for c in sorted(SRC.glob("*.c")):
        first = c.read_text(errors="replace").split("\n", 1)[0]
        if re.search(r"features:\s*scalar\b", first) and (LL / f"{c.stem}.c14-O0.ll").exists():
            names.append(c.stem)
    return names


def instruction_count(path: Path) -> int:
    return sum(1 for line in path.read_text(errors="replace").splitlines() if re.match(r"  [%a-z]", line))


def _children_cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def timed(cmd: list[str], runs: int) -> tuple[float, float, bool]:
    """(best wall time, CPU time of that run, success) of ``cmd`` over ``runs`` runs."""
    best, best_cpu = float("inf"), 0.0
    for _ in range(runs):
        c0 = _children_cpu()
        t0 = time.perf_counter()
        try:
            ok = (
                subprocess.run(
                    cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT, timeout=120
                ).returncode
                == 0
            )
        except subprocess.TimeoutExpired:
            ok = False
        wall = time.perf_counter() - t0
        if wall < best:
            best, best_cpu = wall, _children_cpu() - c0
        if not ok:
            return best, best_cpu, False
    return best, best_cpu, True


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=24)
    ap.add_argument("--levels", default="0,2")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--profile", help="write a cProfile of pyllc -O2 on the largest file to this path")
    args = ap.parse_args()
    llc = shutil.which("llc-14") or "/usr/lib/llvm-14/bin/llc"
    names = sorted(scalar_programs(), key=lambda n: -instruction_count(LL / f"{n}.c14-O0.ll"))[: args.count]
    if args.profile:
        path = LL / f"{names[0]}.c14-O2.ll"
        subprocess.run(
            [sys.executable, "-m", "cProfile", "-o", args.profile, "-m", "pyllc", "-O2", str(path), *FLAGS],
            check=False,
            cwd=ROOT,
        )
        print(f"profile of pyllc -O2 {path.name} written to {args.profile}")
        return 0
    print(
        f"{len(names)} programs; largest {names[0]} ({instruction_count(LL / f'{names[0]}.c14-O0.ll')} "
        "IR instructions at -O0)"
    )
    for level in (int(x) for x in args.levels.split(",")):
        t_py = t_llc = c_py = c_llc = 0.0
        failed = []
        for n in names:
            path = LL / f"{n}.c14-O{level}.ll"
            tp, cp, ok = timed([sys.executable, "-m", "pyllc", f"-O{level}", str(path), *FLAGS], args.runs)
            if not ok:
                failed.append(n)
                continue
            tl, cl, _ = timed([llc, f"-O{level}", str(path), *FLAGS], args.runs)
            t_py += tp
            t_llc += tl
            c_py += cp
            c_llc += cl
        done = len(names) - len(failed)
        ratio = f"{t_py / t_llc:.1f}x" if t_llc else "n/a"
        cratio = f"{c_py / c_llc:.1f}x" if c_llc else "n/a"
        print(
            f"-O{level}: {done} files: wall: pyllc {t_py:.2f} s, llc-14 {t_llc:.2f} s, ratio {ratio}; "
            f"CPU: pyllc {c_py:.2f} s, llc-14 {c_llc:.2f} s, ratio {cratio}"
        )
        if failed:
            print(f"  not compiled by pyllc ({len(failed)}): {' '.join(failed)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
