#!/usr/bin/env python3
"""CPU time of ``pyllc -filetype=obj`` against ``pyllc -filetype=asm`` on a few corpus files.

Usage: ``bench_obj_vs_asm.py [-O LEVEL] [--runs N] [FILE ...]``.  The tree measured is the one this script
lives in.  It byte-compiles ``pyllc`` first (``compileall``), so neither side pays for compiling the sources,
then runs ``python -m pyllc -O2 -filetype=asm|obj FILE -o TMP`` ``--runs`` times each (alternating) and keeps
the best user+sys CPU time of each (the child's rusage: start-up and parsing are in both).  Without FILE it
takes three x86-64 files of ``tests/differential/ll`` by size: one at the 10th percentile, the median and the
largest.  It prints one row per file, the obj/asm ratio, and the ratio of the sums; the acceptance is
obj <= 1.15 x asm.
"""

from __future__ import annotations

import argparse
import compileall
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def default_files() -> list[Path]:
    listed = subprocess.run(
        ["git", "ls-files", "-z", "tests/differential/ll/*.ll"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode()
    files = sorted((ROOT / p for p in listed.split("\0") if p), key=lambda p: (p.stat().st_size, p.name))
    files = [p for p in files if 'target triple = "x86_64' in p.read_text(errors="replace")]
    return [files[len(files) // 10], files[len(files) // 2], files[-1]]


def cpu_time(cmd: list[str], env: dict[str, str]) -> float:
    """User+sys seconds of one run of ``cmd`` (which must succeed)."""
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode() if proc.stderr else ""
    if proc.stderr:
        proc.stderr.close()
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({proc.returncode}): {err.strip()}")
    return usage.ru_utime + usage.ru_stime


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("-O", dest="level", default="2", help="optimisation level (default 2)")
    ap.add_argument("--runs", type=int, default=3, help="runs per file and filetype; the best counts")
    args = ap.parse_args(argv)
    compileall.compile_dir(str(ROOT / "pyllc"), quiet=1)
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    files = args.files or default_files()
    print(f"pyllc -O{args.level}, best of {args.runs}, user+sys CPU seconds")
    print(f"{'file':44} {'bytes':>8} {'asm s':>8} {'obj s':>8} {'obj/asm':>8}")
    total = {"asm": 0.0, "obj": 0.0}
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            best = {"asm": float("inf"), "obj": float("inf")}
            for _ in range(args.runs):
                for ft in ("asm", "obj"):
                    out = os.path.join(tmp, "out." + ("s" if ft == "asm" else "o"))
                    cmd = [
                        sys.executable,
                        "-m",
                        "pyllc",
                        f"-O{args.level}",
                        f"-filetype={ft}",
                        str(path),
                        "-o",
                        out,
                    ]
                    best[ft] = min(best[ft], cpu_time(cmd, env))
            for ft in best:
                total[ft] += best[ft]
            name = path.name
            ratio = best["obj"] / best["asm"]
            print(f"{name:44} {path.stat().st_size:8} {best['asm']:8.2f} {best['obj']:8.2f} {ratio:8.3f}")
    ratio = total["obj"] / total["asm"]
    print(f"{'total':44} {'':8} {total['asm']:8.2f} {total['obj']:8.2f} {ratio:8.3f}")
    verdict = "within" if ratio <= 1.15 else "over"
    print(f"obj/asm = {ratio:.3f}: {verdict} the 15 % budget")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
