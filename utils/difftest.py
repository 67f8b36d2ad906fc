#!/usr/bin/env python3
"""Differential execution test driver: a compiler under test against llc.

Each case is one ``.ll`` file at one optimisation level.  The driver compiles the
file twice to x86-64 assembly,

* with the compiler under test (default ``pyllc``), which also gets
  ``-verify-machineinstrs``, and
* with the reference ``llc`` (``llc-14`` for IR written by clang 14; IR written by
  clang 16 carries LLVM 15+ module flags that llc-14 rejects, so ``NAME.c16-*.ll``
  files are compiled by ``llc-16``, see ``--reference16``),

both with ``-O<level> -mtriple=x86_64-unknown-linux-gnu``; links each with
``gcc -no-pie <file>.s -lm``; runs both executables with a timeout and compares
their stdout and exit status.  It prints one line per case,

    PASS   O2  tests/differential/ll/qsort.c14-O2.ll
    FAIL   O0  tests/differential/ll/varargs.c16-O0.ll: stdout differs (line 3: '1.5' vs '1.25')

and a closing ``N passed, N failed`` line, and exits with status 1 if any case
failed.  A case fails when the compiler under test rejects the input or crashes,
when its output does not assemble or link, when the program's stdout or exit
status differ from the reference build's, or when it times out; a case whose
*reference* build cannot be made is reported as ``ERROR`` and counts as failed.

Inputs are ``.ll`` files, directories (all ``*.ll`` inside, sorted) or manifests
(any other file: one path per line, ``#`` comments, relative to the manifest).
Without inputs the whole ``tests/differential/ll`` directory is used.

``--feature-class scalar`` keeps only programs whose C source
(``tests/differential/src/NAME.c``, found from the ``.ll`` name
``NAME.c14-O0.ll``) starts with ``/* features: scalar */``; a file with no
matching source is kept only when no filter is given.

``--jit`` compares the JIT instead: ``--compiler "python3 -m pyllc.jit"`` runs each program in memory
(one process per program) and its stdout and exit status are compared with the reference build's.

Self-check: ``utils/difftest.py --compiler llc-14 -O 0 -O 2 --clang 14`` must
pass every case (and ``--compiler llc-16 --clang 16`` likewise).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIFF_DIR = os.path.join(ROOT, "tests", "differential")
TRIPLE = "x86_64-unknown-linux-gnu"

# NAME.c14-O0.ll, NAME.c16-O2-g.ll: program name, clang major version, clang -O, -g.
LL_NAME_RE = re.compile(r"^(?P<name>.+)\.c(?P<clang>\d+)-O(?P<opt>\d)(?P<g>-g)?\.ll$")
FEATURES_RE = re.compile(r"^\s*/\*\s*features:\s*([A-Za-z0-9_, ]+?)\s*\*/")


def read_features(ll_path: str, src_dir: str) -> set[str] | None:
    """The feature classes of the C program an .ll file was made from (None if unknown)."""
    m = LL_NAME_RE.match(os.path.basename(ll_path))
    name = m.group("name") if m else os.path.basename(ll_path)[:-3]
    src = os.path.join(src_dir, name + ".c")
    try:
        with open(src, encoding="utf-8") as f:
            first = f.readline()
    except OSError:
        return None
    fm = FEATURES_RE.match(first)
    if not fm:
        return None
    return {w for w in re.split(r"[,\s]+", fm.group(1)) if w}


def clang_version(ll_path: str) -> int | None:
    m = LL_NAME_RE.match(os.path.basename(ll_path))
    return int(m.group("clang")) if m else None


def expand_inputs(paths: list[str]) -> list[str]:
    out: list[str] = []
    for p in paths:
        if os.path.isdir(p):
            out.extend(os.path.join(p, n) for n in sorted(os.listdir(p)) if n.endswith(".ll"))
        elif p.endswith(".ll"):
            out.append(p)
        else:
            base = os.path.dirname(os.path.abspath(p))
            with open(p, encoding="utf-8") as f:
                for line in f:
                    line = line.split("#", 1)[0].strip()
                    if line:
                        out.extend(expand_inputs([os.path.join(base, line)]))
    return out


class Outcome:
    """Result of one case: status is PASS, FAIL or ERROR (reference side broken)."""

    __slots__ = ("status", "detail")

    def __init__(self, status: str, detail: str = "") -> None:
        self.status = status
        self.detail = detail


def first_line(text: str, limit: int = 200) -> str:
    for line in text.splitlines():
        line = line.strip()
        if line:
            return line[:limit]
    return ""


def build(cmd: list[str], ll: str, asm: str, exe: str, timeout: float) -> str | None:
    """Compile ``ll`` with ``cmd`` into ``asm`` and link ``exe``; an error text or None."""
    try:
        p = subprocess.run(cmd + [ll, "-o", asm], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"compile timed out after {timeout:g}s"
    except OSError as e:
        return f"cannot run {cmd[0]}: {e}"
    if p.returncode != 0:
        return f"compile exit {p.returncode}: {first_line(p.stderr)}"
    p = subprocess.run(
        ["gcc", "-no-pie", "-Wa,--noexecstack", asm, "-o", exe, "-lm"],
        capture_output=True,
        text=True,
    )
    if p.returncode != 0:
        return f"link failed: {first_line(p.stderr)}"
    return None


def run(exe: str | list[str], timeout: float) -> tuple[int, bytes] | str:
    try:
        p = subprocess.run(
            [exe] if isinstance(exe, str) else exe,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return f"run timed out after {timeout:g}s"
    return p.returncode, p.stdout


def describe_diff(a: bytes, b: bytes) -> str:
    la, lb = a.splitlines(), b.splitlines()
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else b"<eof>"
        y = lb[i] if i < len(lb) else b"<eof>"
        if x != y:
            return f"line {i + 1}: {x[:60]!r} vs {y[:60]!r}"
    return "trailing bytes"


def run_case(ll: str, opt: int, args: argparse.Namespace, compiler: list[str]) -> Outcome:
    ref = shlex.split(args.reference16 if clang_version(ll) == 16 else args.reference)
    common = [f"-O{opt}", f"-mtriple={TRIPLE}"]
    with tempfile.TemporaryDirectory(prefix="difftest.") as tmp:
        ref_err = build(
            ref + common, ll, os.path.join(tmp, "ref.s"), os.path.join(tmp, "ref"), args.compile_timeout
        )
        if ref_err:
            return Outcome("ERROR", "reference: " + ref_err)
        if args.jit:
            return _compare_jit(ll, opt, args, compiler, os.path.join(tmp, "ref"))
        obj = args.filetype == "obj"
        test_err = build(
            compiler + common + ["-verify-machineinstrs"] + (["-filetype=obj"] if obj else []),
            ll,
            os.path.join(tmp, "test.o" if obj else "test.s"),
            os.path.join(tmp, "test"),
            args.compile_timeout,
        )
        if test_err:
            return Outcome("FAIL", test_err)
        want = run(os.path.join(tmp, "ref"), args.timeout)
        if isinstance(want, str):
            return Outcome("ERROR", "reference: " + want)
        got = run(os.path.join(tmp, "test"), args.timeout)
        if args.keep:
            stem = os.path.basename(ll)[:-3] + f".O{opt}"
            os.makedirs(args.keep, exist_ok=True)
            for side, ext in (("ref", ".s"), ("test", ".o" if obj else ".s")):
                shutil.copy(os.path.join(tmp, side + ext), os.path.join(args.keep, f"{stem}.{side}{ext}"))
        return compare(got, want)


def _compare_jit(ll: str, opt: int, args: argparse.Namespace, compiler: list[str], ref: str) -> Outcome:
    """``--jit``: the program run in memory by ``<compiler> -O<opt> file.ll`` (``python -m pyllc.jit``, one
    process per program, its standard output a pipe) against the reference build."""
    want = run(ref, args.timeout)
    if isinstance(want, str):
        return Outcome("ERROR", "reference: " + want)
    return compare(run(compiler + [f"-O{opt}", ll], args.timeout + args.compile_timeout), want)


def compare(got: tuple[int, bytes] | str, want: tuple[int, bytes]) -> Outcome:
    """The verdict on a test run (an error text, or its status and stdout) against the reference's."""
    if isinstance(got, str):
        return Outcome("FAIL", got)
    if got[0] != want[0]:
        return Outcome("FAIL", f"exit status {got[0]} vs {want[0]}")
    if got[1] != want[1]:
        return Outcome("FAIL", "stdout differs (" + describe_diff(got[1], want[1]) + ")")
    return Outcome("PASS")


def parse_args(argv: list[str]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(
        description="Compile .ll files with a compiler under test and with llc; "
        "run both builds and compare stdout and exit status.",
    )
    ap.add_argument("inputs", nargs="*", help=".ll files, directories or manifests")
    ap.add_argument(
        "--compiler", default="pyllc", help="compiler under test, a shell-quoted command (default: pyllc)"
    )
    ap.add_argument(
        "--reference",
        default="llc-14",
        help="reference compiler for clang-14 and unnamed IR (default: llc-14)",
    )
    ap.add_argument(
        "--reference16", default="llc-16", help="reference compiler for NAME.c16-*.ll files (default: llc-16)"
    )
    ap.add_argument(
        "-O",
        dest="opt",
        action="append",
        type=int,
        choices=range(4),
        help="optimisation level; repeat for several (default: 0)",
    )
    ap.add_argument(
        "-j",
        dest="jobs",
        type=int,
        default=os.cpu_count() or 1,
        help="parallel cases (default: number of CPUs)",
    )
    ap.add_argument(
        "--feature-class",
        action="append",
        default=[],
        help="keep programs of this feature class (repeatable, or comma-separated)",
    )
    ap.add_argument(
        "--clang", type=int, action="append", help="keep only NAME.c<VERSION>-*.ll files (repeatable)"
    )
    ap.add_argument(
        "--source-dir",
        default=os.path.join(DIFF_DIR, "src"),
        help="where the C sources are (for --feature-class)",
    )
    ap.add_argument("--timeout", type=float, default=10.0, help="run timeout in seconds")
    ap.add_argument("--compile-timeout", type=float, default=300.0, help="compile timeout in seconds")
    ap.add_argument("--keep", metavar="DIR", help="keep both assembly files of every case in DIR")
    ap.add_argument("-q", "--quiet", action="store_true", help="print failing cases only")
    ap.add_argument(
        "--filetype",
        choices=("asm", "obj"),
        default="asm",
        help="what the compiler under test writes: assembly, or (obj) an object file (it is given "
        "-filetype=obj), linked as it is",
    )
    ap.add_argument(
        "--jit",
        action="store_true",
        help="the compiler under test runs the program in memory (e.g. "
        "--compiler 'python3 -m pyllc.jit'): its stdout and exit status are compared",
    )
    ap.add_argument(
        "--progress", type=int, default=0, metavar="N", help="print a progress line every N cases (stderr)"
    )
    return ap.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    files = expand_inputs(args.inputs or [os.path.join(DIFF_DIR, "ll")])
    classes = {c for arg in args.feature_class for c in arg.split(",") if c}
    if classes:
        kept = []
        for f in files:
            feats = read_features(f, args.source_dir)
            if feats is not None and feats <= classes:
                kept.append(f)
        files = kept
    if args.clang:
        files = [f for f in files if clang_version(f) in args.clang]
    compiler = shlex.split(args.compiler)
    cases = [(f, o) for f in files for o in (args.opt or [0])]
    if not cases:
        print("no cases selected", file=sys.stderr)
        return 1
    start = time.monotonic()
    passed = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(run_case, f, o, args, compiler) for f, o in cases]
        for (f, o), fut in zip(cases, futures):
            try:
                res = fut.result()
            except Exception as e:  # a driver bug must not hide the other cases
                res = Outcome("ERROR", f"driver: {type(e).__name__}: {e}")
            if res.status == "PASS":
                passed += 1
                if not args.quiet:
                    print(f"PASS   O{o}  {f}", flush=True)
            else:
                failed += 1
                print(f"{res.status:<6} O{o}  {f}: {res.detail}", flush=True)
            done = passed + failed
            if args.progress and (done % args.progress == 0 or done == len(cases)):
                print(
                    f"progress: {done}/{len(cases)} cases, {failed} failed, {time.monotonic() - start:.0f}s",
                    file=sys.stderr,
                    flush=True,
                )
    secs = time.monotonic() - start
    print(f"{passed} passed, {failed} failed")
    print(f"({len(cases)} cases in {secs:.1f}s)", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
