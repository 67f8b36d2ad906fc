"""MIR exchanged with llc-14 in both directions, checked by running the programs.

* ``llc-14 → pyllc`` (``--direction from-llc``): ``llc-14 -stop-after=P f.ll -o f.mir`` for P in
  ``finalize-isel`` and ``virtregrewriter``, finished by ``pyllc -start-after=P f.mir``.  A program that
  does not run right is ``oracle-cannot-resume`` when llc-14's own resumption from the same MIR does not
  run right either (llc-14's MIR does not record X86MachineFunctionInfo, so after ``virtregrewriter`` a
  call whose arguments x86-cf-opt turned into pushes gets a wrong stack adjustment and the program
  crashes).
* ``pyllc → llc-14`` (``--direction to-llc``): ``pyllc -stop-after=P f.ll -o f.mir`` for P in
  ``finalize-isel``, ``twoaddressinstruction``, ``greedy`` and ``prologepilog``; llc-14 must accept the MIR
  (``llc-14 -run-pass=machineverifier f.mir``) and finish it (``llc-14 -start-after=P f.mir``).  llc-14
  cannot resume after ``greedy`` at all (it crashes on its own ``-stop-after=greedy`` output, as MIR does
  not keep the register assignments): when it fails so on its own MIR of the same file, the case is
  ``oracle-cannot-resume`` and only the verifier's acceptance is checked.

The finished assembly is linked with ``gcc -no-pie`` and run; stdout and exit status must equal those of
llc-14's own uninterrupted build.  Everything is ``-O2`` on x86-64; pyllc runs in process.

    python3 utils/mir_llc14_exchange.py [--direction from-llc|to-llc|both] FILE.ll...

Prints one line per case that does not pass and a summary per direction.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import subprocess
import sys
import tempfile
from typing import Callable

FROM_LLC_STOPS = ("finalize-isel", "virtregrewriter")
TO_LLC_STOPS = ("finalize-isel", "twoaddressinstruction", "greedy", "prologepilog")
TRIPLE = "x86_64-unknown-linux-gnu"
OPT = "-O2"
RUN_TIMEOUT = 30.0


def _first(text: str) -> str:
    return next((ln.strip() for ln in text.splitlines() if ln.strip()), "")[:300]


def pyllc(argv: list[str]) -> tuple[int, str]:
    """pyllc's driver in process: (status, stderr)."""
    from pyllc.tools.llc import main

    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        status = main(argv)
    return status, err.getvalue()


def llc14(argv: list[str]) -> tuple[int, str]:
    try:
        r = subprocess.run(["llc-14", *argv], capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return 124, "llc-14 timed out"
    return r.returncode, r.stderr


def link_and_run(asm: str) -> tuple[int, bytes] | str:
    """Link ``asm`` with gcc -no-pie and run it: (exit status, stdout), or what went wrong."""
    exe = asm[:-2]
    r = subprocess.run(
        ["gcc", "-no-pie", "-Wa,--noexecstack", asm, "-o", exe, "-lm"], capture_output=True, text=True
    )
    if r.returncode:
        return "link failed: " + _first(r.stderr)
    try:
        p = subprocess.run([exe], stdin=subprocess.DEVNULL, capture_output=True, timeout=RUN_TIMEOUT)
    except subprocess.TimeoutExpired:
        return f"run timed out after {RUN_TIMEOUT:g}s"
    return p.returncode, p.stdout


def reference_run(ll: str, workdir: str) -> tuple[int, bytes] | str:
    """llc-14's own uninterrupted build of ``ll``, run."""
    asm = os.path.join(workdir, os.path.basename(ll)[:-3] + ".ref.s")
    status, err = llc14([OPT, "-mtriple=" + TRIPLE, ll, "-o", asm])
    if status:
        return "llc-14 fails: " + _first(err)
    return link_and_run(asm)


def _compare(got: tuple[int, bytes] | str, want: tuple[int, bytes] | str) -> str:
    if isinstance(want, str):
        return "reference-fails: " + want
    if isinstance(got, str):
        return "run-fails: " + got
    if got[0] != want[0]:
        return f"differs: exit status {got[0]} vs {want[0]}"
    if got[1] != want[1]:
        return "differs: stdout"
    return "pass"


def from_llc(ll: str, stop: str, workdir: str, want: tuple[int, bytes] | str) -> str:
    """``llc-14 -stop-after=stop`` finished by ``pyllc -start-after=stop``: ``pass``, or
    ``llc14-stop-fails``/``pyllc-fails``/``run-fails``/``differs``/``reference-fails`` with the detail."""
    base = os.path.join(workdir, f"{os.path.basename(ll)[:-3]}.from.{stop}")
    status, err = llc14([OPT, "-mtriple=" + TRIPLE, "-stop-after=" + stop, ll, "-o", base + ".mir"])
    if status:
        return "llc14-stop-fails: " + _first(err)
    status, err = pyllc([OPT, "-start-after=" + stop, base + ".mir", "-o", base + ".s"])
    if status:
        return f"pyllc-fails: status {status}: " + _first(err)
    result = _compare(link_and_run(base + ".s"), want)
    if result.startswith(("run-fails", "differs")) and not llc14_resumes_own(ll, stop, workdir, want):
        return "oracle-cannot-resume: " + result
    return result


def llc14_resumes_own(ll: str, stop: str, workdir: str, want: tuple[int, bytes] | str) -> bool:
    """Does llc-14, resumed after ``stop`` from its own MIR of ``ll``, build a program that runs like its
    uninterrupted build?  (It does not always: MIR loses the register assignments after ``greedy``, and
    X86MachineFunctionInfo's push sequences of x86-cf-opt.)"""
    base = os.path.join(workdir, f"{os.path.basename(ll)[:-3]}.own.{stop}")
    status, _ = llc14([OPT, "-mtriple=" + TRIPLE, "-stop-after=" + stop, ll, "-o", base + ".mir"])
    if status:
        return False
    status, _ = llc14([OPT, "-start-after=" + stop, base + ".mir", "-o", base + ".s"])
    return status == 0 and _compare(link_and_run(base + ".s"), want) == "pass"


def to_llc(ll: str, stop: str, workdir: str, want: tuple[int, bytes] | str) -> str:
    """``pyllc -stop-after=stop`` accepted by llc-14's verifier and finished by ``llc-14 -start-after=stop``:
    ``pass``, ``oracle-cannot-resume`` (verifier accepted; llc-14 cannot resume there even from its own
    MIR), or ``pyllc-fails``/``verifier-rejects``/``llc14-start-fails``/``run-fails``/``differs``."""
    base = os.path.join(workdir, f"{os.path.basename(ll)[:-3]}.to.{stop}")
    status, err = pyllc([OPT, "-stop-after=" + stop, ll, "-o", base + ".mir"])
    if status:
        return f"pyllc-fails: status {status}: " + _first(err)
    status, err = llc14([OPT, "-run-pass=machineverifier", base + ".mir", "-o", os.devnull])
    if status:
        return "verifier-rejects: " + _first(err)
    status, err = llc14([OPT, "-start-after=" + stop, base + ".mir", "-o", base + ".s"])
    if status:
        if not llc14_resumes_own(ll, stop, workdir, want):
            return "oracle-cannot-resume"
        return "llc14-start-fails: " + _first(err)
    return _compare(link_and_run(base + ".s"), want)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--direction", choices=("from-llc", "to-llc", "both"), default="both")
    args = ap.parse_args(argv)
    checks: list[tuple[str, Callable[[str, str, str, tuple[int, bytes] | str], str], tuple[str, ...]]] = []
    if args.direction in ("from-llc", "both"):
        checks.append(("llc-14 -> pyllc", from_llc, FROM_LLC_STOPS))
    if args.direction in ("to-llc", "both"):
        checks.append(("pyllc -> llc-14", to_llc, TO_LLC_STOPS))
    counts: dict[str, dict[str, int]] = {name: {} for name, _, _ in checks}
    for ll in args.files:
        with tempfile.TemporaryDirectory(prefix="mirx.") as tmp:
            want = reference_run(ll, tmp)
            for name, fn, stops in checks:
                for stop in stops:
                    result = fn(ll, stop, tmp, want)
                    kind = result.split(":")[0]
                    counts[name][kind] = counts[name].get(kind, 0) + 1
                    if kind != "pass":
                        print(f"{name}: {os.path.basename(ll)} {stop}: {result}", flush=True)
    bad = False
    for name, c in counts.items():
        print(f"{name}: total {sum(c.values())} " + " ".join(f"{k}={v}" for k, v in sorted(c.items())))
        bad = bad or bool(set(c) - {"pass", "oracle-cannot-resume"})
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
