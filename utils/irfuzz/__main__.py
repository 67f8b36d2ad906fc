"""Command line of irfuzz: generate, differentially test, reduce and save reproducers.

What it is (LLVM: no counterpart; the driver around :mod:`.generator`, :mod:`.harness` and :mod:`.reduce`).

Examples::

    python3 -m utils.irfuzz --print --seed 7                      # one program on stdout
    python3 -m utils.irfuzz -n 300 -O 0,2                         # pyllc against llc-14
    python3 -m utils.irfuzz -n 300 -O 0,2 --compiler llc-14       # the harness against itself
    python3 -m utils.irfuzz -n 50 --compiler llc-14 --oracle lli  # cross-check with lli-14
    python3 -m utils.irfuzz -n 300 --compiler llc-14 --opt-check  # opt-14 -O2 build vs -O0: UB check
    python3 -m utils.irfuzz -n 300 --referee llc-16               # tell llc-14's own miscompiles apart
    python3 -m utils.irfuzz --time 600 --save-dir tests/CodeGen/X86/irfuzz

One line is printed per failing (seed, level); the last line is ``N passed, N failed``, counting
(seed, level) runs.  Exit status 1 when anything failed.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import shutil
import sys
import time
from collections import deque
from collections.abc import Iterator
from multiprocessing.pool import AsyncResult

if __package__ in (None, ""):  # run as a script: python3 utils/irfuzz/__main__.py
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    __package__ = "utils.irfuzz"

from utils.irfuzz.generator import ALL_FEATURES, DEFAULT_FEATURES, generate  # noqa: E402
from utils.irfuzz.harness import TRIPLE, Config, Result, Runner, verify_text  # noqa: E402
from utils.irfuzz.reduce import reduce_module  # noqa: E402

DEFAULT_SAVE_DIR = os.path.join("tests", "CodeGen", "X86", "irfuzz")


def parse_features(spec: str) -> tuple[str, ...]:
    """``default``, ``all``, an explicit comma list, or ``+x``/``-x`` edits of the default set."""
    items = [s.strip() for s in spec.split(",") if s.strip()]
    feats: list[str] = (
        [] if any(i[0] not in "+-" and i != "default" for i in items) else list(DEFAULT_FEATURES)
    )
    for item in items:
        if item == "default":
            feats += DEFAULT_FEATURES
        elif item == "all":
            feats += ALL_FEATURES
        elif item[0] == "-":
            feats = [f for f in feats if f != item[1:]]
        else:
            feats.append(item.lstrip("+"))
    bad = [f for f in feats if f not in ALL_FEATURES]
    if bad:
        raise SystemExit(f"irfuzz: unknown feature(s) {', '.join(bad)}; known: {', '.join(ALL_FEATURES)}")
    return tuple(dict.fromkeys(feats))


# -- worker side (one process per CPU)

_RUNNER: Runner | None = None


def _init_worker(cfg: Config) -> None:
    global _RUNNER
    _RUNNER = Runner(cfg)


def _task(args: tuple[int, str, tuple[str, ...], int]) -> tuple[int, str, Result, float]:
    seed, level, features, size = args
    assert _RUNNER is not None
    t0 = time.monotonic()
    text = generate(seed, features, size).render()
    res = _RUNNER.check(text, level)
    return seed, level, res, time.monotonic() - t0


# -- reproducers


def lit_test(
    text: str,
    cfg: Config,
    level: str,
    seed: int,
    res: Result,
    features: tuple[str, ...],
    before: tuple[int, int, int],
    after: tuple[int, int, int],
) -> str:
    """A lit test that fails while the compiler under test differs from the oracle, and passes after."""
    lines = [
        f"; Found by utils/irfuzz: seed {seed}, -O{level}, features {','.join(features)}.",
        f"; {res.status}: {res.detail}",
        f"; Reduced from (functions, blocks, groups) {before} to {after}; the expected output is the "
        + (
            f"{cfg.referee} build's (the oracle's differs)."
            if res.status == "oracle-wrong"
            else f"{'lli-14' if cfg.oracle == 'lli' else 'llc-14'} build's."
        ),
    ]
    # lit features (tests/lit.cfg.py): the program is linked with gcc and run; opt-14 when it is the first step.
    lines.append("; REQUIRES: opt14, native" if cfg.opt_check else "; REQUIRES: native")
    src = "%s"
    if cfg.opt_check:
        lines.append("; RUN: opt-14 -O2 -S %s -o %t.opt.ll")
        src = "%t.opt.ll"
    cmd = " ".join(cfg.cut_command(level, src, "%t.s"))
    lines.append(f"; RUN: {cmd}")
    lines.append("; RUN: gcc -no-pie %t.s -o %t.exe -lm")
    lines.append("; RUN: %t.exe | FileCheck --match-full-lines %s")
    for i, ln in enumerate(res.expected.splitlines()):
        lines.append(f"; CHECK{'-NEXT' if i else ''}:{ln if not ln else ' ' + ln}")
    body = [ln for ln in text.splitlines() if not ln.startswith("; irfuzz seed=")]
    return "\n".join(lines + [""] + body) + "\n"


def reduce_and_save(
    seed: int,
    level: str,
    res: Result,
    cfg: Config,
    features: tuple[str, ...],
    size: int,
    save_dir: str,
    verbose: bool,
) -> str:
    module = generate(seed, features, size)
    before = module.count()
    runner = Runner(cfg)
    try:
        small = reduce_module(
            module,
            lambda t: runner.still_fails(t, level, res),
            verify_text,
            log=(lambda m: print(f"    {m}", flush=True)) if verbose else None,
        )
        final = runner.check(small.render(), level)
        if final.status == "pass":  # flaky: keep the original
            small, final = module, res
        text = small.render()
    finally:
        shutil.rmtree(runner.workdir, ignore_errors=True)
    os.makedirs(save_dir, exist_ok=True)
    out = os.path.join(save_dir, f"irfuzz-seed{seed}-O{level}.ll")
    with open(out, "w") as f:
        f.write(lit_test(text, cfg, level, seed, final, features, before, small.count()))
    return out


def seeds_from(start: int, count: int | None) -> Iterator[int]:
    s = start
    while count is None or s < start + count:
        yield s
        s += 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python3 -m utils.irfuzz",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    ap.add_argument("-n", "--count", type=int, help="number of seeds (default 100 unless --time)")
    ap.add_argument("--time", type=float, help="stop starting new seeds after this many seconds")
    ap.add_argument("-O", "--levels", default="0,2", help="comma list of optimisation levels (default 0,2)")
    ap.add_argument(
        "--features",
        default="default",
        help=f"comma list from {','.join(ALL_FEATURES)}; '+x'/'-x' edit the default "
        f"({','.join(DEFAULT_FEATURES)}); 'all'",
    )
    ap.add_argument("--size", type=int, default=1, help="program size factor (default 1)")
    ap.add_argument("--compiler", default="pyllc", help="compiler under test, llc-compatible (default pyllc)")
    ap.add_argument("--compiler-flag", action="append", default=[], help="extra flag for the compiler")
    ap.add_argument(
        "--oracle", choices=("llc", "lli"), default="llc", help="llc-14 + gcc (default) or lli-14"
    )
    ap.add_argument(
        "--opt-check",
        action="store_true",
        help="compiler under test gets opt-14 -O2 output; oracle is llc-14 -O0 (finds UB)",
    )
    ap.add_argument(
        "--referee",
        default="",
        help="a second llc (e.g. llc-16) built on each mismatch; when it agrees with the compiler "
        "under test the failure is counted as kind 'oracle-wrong' and its reproducer expects "
        "the agreed output",
    )
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=float, default=10.0, help="run time limit per binary, seconds")
    ap.add_argument("--save-dir", default=DEFAULT_SAVE_DIR, help="where reduced lit reproducers go")
    ap.add_argument("--no-reduce", action="store_true", help="report failures without reducing them")
    ap.add_argument("--max-reduce", type=int, default=3, help="reduce at most this many failures (default 3)")
    ap.add_argument(
        "--in-process",
        action="store_true",
        help="run pyllc inside the worker processes (imported once) instead of as a command",
    )
    ap.add_argument("--print", action="store_true", help="print the program for --seed and exit")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--progress", type=int, default=0, metavar="N", help="print a progress line every N runs")
    a = ap.parse_args(argv)

    features = parse_features(a.features)
    if a.print:
        sys.stdout.write(generate(a.seed, features, a.size).render())
        return 0
    levels = [lv.strip() for lv in a.levels.split(",") if lv.strip()]
    for lv in levels:
        if lv not in ("0", "1", "2", "3"):
            raise SystemExit(f"irfuzz: bad optimisation level '{lv}'")
    cfg = Config(
        compiler=a.compiler,
        compiler_flags=tuple(a.compiler_flag),
        oracle=a.oracle,
        opt_check=a.opt_check,
        run_timeout=a.timeout,
        in_process=a.in_process,
        referee=a.referee,
    )
    count = a.count if a.count is not None else (None if a.time else 100)
    t0 = time.monotonic()

    def tasks() -> Iterator[tuple[int, str, tuple[str, ...], int]]:
        for s in seeds_from(a.seed, count):
            if a.time is not None and time.monotonic() - t0 > a.time:
                return
            for lv in levels:
                yield s, lv, features, a.size

    passed = 0
    failures: list[tuple[int, str, Result]] = []
    kinds: dict[str, int] = {}
    run_times: list[float] = []
    ctx = multiprocessing.get_context("fork")
    jobs = max(1, a.jobs)
    with ctx.Pool(jobs, initializer=_init_worker, initargs=(cfg,)) as pool:
        # A small window of outstanding tasks, results taken in submission order: the output is
        # deterministic, and --time stops submitting promptly.
        pending: deque[AsyncResult[tuple[int, str, Result, float]]] = deque()
        feed = tasks()
        exhausted = False
        while True:
            while not exhausted and len(pending) < 2 * jobs:
                nxt = next(feed, None)
                if nxt is None:
                    exhausted = True
                else:
                    pending.append(pool.apply_async(_task, (nxt,)))
            if not pending:
                break
            seed, lv, res, dt = pending.popleft().get()
            run_times.append(dt)
            if a.progress and len(run_times) % a.progress == 0:
                print(
                    f"progress: {len(run_times)} runs, {len(failures) + (res.status != 'pass')} failed, "
                    f"{time.monotonic() - t0:.0f}s",
                    flush=True,
                )
            if res.status == "pass":
                passed += 1
                if a.verbose:
                    print(f"pass seed={seed} -O{lv} {dt:.2f}s", flush=True)
                continue
            failures.append((seed, lv, res))
            kinds[res.status] = kinds.get(res.status, 0) + 1
            print(f"FAIL seed={seed} -O{lv} {res.status}: {res.detail}", flush=True)
    elapsed = time.monotonic() - t0

    reduced = 0
    if not a.no_reduce:
        for seed, lv, res in failures:
            if res.status in ("verify", "oracle"):
                continue  # generator or LLVM problems: nothing for the compiler under test to fix
            if reduced >= a.max_reduce:
                break
            reduced += 1
            out = reduce_and_save(seed, lv, res, cfg, features, a.size, a.save_dir, a.verbose)
            print(f"  seed={seed} -O{lv}: reduced reproducer written to {out}", flush=True)

    runs = passed + len(failures)
    mean = sum(run_times) / len(run_times) if run_times else 0.0
    print(
        f"# {runs} runs in {elapsed:.1f}s with {a.jobs} jobs ({mean:.2f}s per run per job); "
        f"compiler '{a.compiler}' vs {'lli-14' if a.oracle == 'lli' else 'llc-14'}"
        f"{' (opt-14 -O2 vs llc-14 -O0)' if a.opt_check else ''}, features {','.join(features)}; "
        f"failures by kind: {kinds or 'none'}; triple {TRIPLE}"
    )
    print(f"{passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
