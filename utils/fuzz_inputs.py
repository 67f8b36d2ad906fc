#!/usr/bin/env python3
"""Input fuzzing for pyllc: mutate valid inputs and check that pyllc fails cleanly.

Each case takes a seed file (a valid ``.ll``), applies one or more mutations — byte flips,
token swaps, truncation, line deletion/duplication, deep nesting of types and constant
expressions, huge numbers, invalid UTF-8 — and runs the ``pyllc`` driver in-process on it.
A case passes when the driver

* returns 0 (the mutant happened to be valid), or 1 with a diagnostic on stderr and no
  output file left behind; and
* raises nothing, reports no internal error (exit 2), and finishes within the time limit.

Every failing mutant is saved under ``--save-dir`` for reproduction.  Runs are
deterministic for a given ``--seed``.  Usage::

    python3 utils/fuzz_inputs.py --count 2000 --seed 1 tests/differential/ll tests/IR/corpus
"""

from __future__ import annotations

import argparse
import contextlib
import io
import multiprocessing
import os
import random
import re
import signal
import sys
import tempfile
import time
from pathlib import Path

TOKEN_RE = re.compile(rb"[%@!#^$]?[-\w.$]+|\"(?:[^\"\\]|\\.)*\"|\S")

MUTATORS = ("flip", "swap", "truncate", "delete_line", "dup_line", "nest_type", "nest_const", "huge", "utf8",
            "insert_token", "delete_token")


def mutate(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """Apply one to three random mutations; return the mutant and a description."""
    names: list[str] = []
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        name = rng.choice(MUTATORS)
        data = _MUTATE[name](data, rng)
        names.append(name)
    return data, "+".join(names)


def _flip(d: bytes, rng: random.Random) -> bytes:
    if not d:
        return d
    b = bytearray(d)
    for _ in range(rng.randint(1, 8)):
        i = rng.randrange(len(b))
        b[i] ^= 1 << rng.randrange(8)
    return bytes(b)


def _tokens(d: bytes) -> list[re.Match[bytes]]:
    return list(TOKEN_RE.finditer(d))


def _swap(d: bytes, rng: random.Random) -> bytes:
    toks = _tokens(d)
    if len(toks) < 2:
        return d
    a, b = sorted(rng.sample(range(len(toks)), 2))
    ta, tb = toks[a], toks[b]
    return d[: ta.start()] + tb.group() + d[ta.end(): tb.start()] + ta.group() + d[tb.end():]


def _truncate(d: bytes, rng: random.Random) -> bytes:
    return d[: rng.randrange(len(d) + 1)]


def _lines(d: bytes) -> list[bytes]:
    return d.split(b"\n")


def _delete_line(d: bytes, rng: random.Random) -> bytes:
    ls = _lines(d)
    del ls[rng.randrange(len(ls))]
    return b"\n".join(ls)


def _dup_line(d: bytes, rng: random.Random) -> bytes:
    ls = _lines(d)
    i = rng.randrange(len(ls))
    ls.insert(rng.randrange(len(ls) + 1), ls[i])
    return b"\n".join(ls)


def _nest_type(d: bytes, rng: random.Random) -> bytes:
    depth = rng.choice((100, 1000, 5000, 50000))
    kind = rng.choice(("array", "struct", "ptr", "vector"))
    if kind == "array":
        ty = b"[1 x " * depth + b"i32" + b"]" * depth
    elif kind == "struct":
        ty = b"{ " * depth + b"i32" + b" }" * depth
    elif kind == "ptr":
        ty = b"i32" + b"*" * depth
    else:
        ty = b"<1 x " * depth + b"i32" + b">" * depth
    return d + b"\n@__fuzz_nest = global " + ty + b" zeroinitializer\n"


def _nest_const(d: bytes, rng: random.Random) -> bytes:
    depth = rng.choice((100, 1000, 5000, 50000))
    expr = b"i64 add (i64 1, " * depth + b"i64 1" + b")" * depth
    return d + b"\n@__fuzz_cexpr = global " + expr + b"\n"


def _huge(d: bytes, rng: random.Random) -> bytes:
    toks = [t for t in _tokens(d) if t.group().isdigit() or t.group().startswith(b"i") and t.group()[1:].isdigit()]
    if not toks:
        return d
    t = rng.choice(toks)
    big = rng.choice((b"99999999999999999999999999999999999999", b"4294967296", b"16777216", b"18446744073709551616",
                      b"-9223372036854775809", b"0" * 5000 + b"1"))
    rep = (b"i" + big) if t.group().startswith(b"i") else big
    return d[: t.start()] + rep + d[t.end():]


def _utf8(d: bytes, rng: random.Random) -> bytes:
    i = rng.randrange(len(d) + 1)
    return d[:i] + rng.choice((b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\x00", b"\xf0\x90\x80")) + d[i:]


def _insert_token(d: bytes, rng: random.Random) -> bytes:
    toks = _tokens(d)
    if not toks:
        return d
    t = rng.choice(toks)
    src = rng.choice(toks).group()
    return d[: t.start()] + src + b" " + d[t.start():]


def _delete_token(d: bytes, rng: random.Random) -> bytes:
    toks = _tokens(d)
    if not toks:
        return d
    t = rng.choice(toks)
    return d[: t.start()] + d[t.end():]


_MUTATE = {
    "flip": _flip, "swap": _swap, "truncate": _truncate, "delete_line": _delete_line, "dup_line": _dup_line,
    "nest_type": _nest_type, "nest_const": _nest_const, "huge": _huge, "utf8": _utf8,
    "insert_token": _insert_token, "delete_token": _delete_token,
}


class _Timeout(Exception):
    pass


def _on_alarm(signum: int, frame: object) -> None:
    raise _Timeout()


def run_case(args: tuple[int, str, int, str, list[str]]) -> tuple[int, str, str, str]:
    """Run one mutant; returns (case number, verdict, mutation, detail). Verdict 'ok' or a failure kind."""
    case, seed_path, seed, workdir, extra = args
    rng = random.Random(seed)
    data = Path(seed_path).read_bytes()
    mutant, how = mutate(data, rng)
    src = os.path.join(workdir, f"case{case}.ll")
    out = os.path.join(workdir, f"case{case}.out")
    with open(src, "wb") as f:
        f.write(mutant)
    from pyllc.tools.llc import main

    err = io.StringIO()
    verdict, detail = "ok", ""
    signal.signal(signal.SIGALRM, _on_alarm)
    signal.alarm(_TIME_LIMIT)
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            rc = main([*extra, src, "-o", out])
        signal.alarm(0)
        if rc == 2:
            verdict, detail = "internal-error", err.getvalue()[-2000:]
        elif rc == 1:
            if os.path.exists(out):
                verdict, detail = "output-left-behind", err.getvalue()[-500:]
            elif "error" not in err.getvalue():
                verdict, detail = "no-diagnostic", err.getvalue()[-500:]
        elif rc != 0:
            verdict, detail = f"exit-{rc}", err.getvalue()[-500:]
    except _Timeout:
        verdict, detail = "hang", f"over {_TIME_LIMIT}s"
    except BaseException as e:  # noqa: BLE001 - any escape is the bug being hunted
        signal.alarm(0)
        verdict, detail = "exception", f"{type(e).__name__}: {e}"[:2000]
    for p in (src, out):
        with contextlib.suppress(OSError):
            os.unlink(p)
    if verdict != "ok" and _SAVE_DIR:
        Path(_SAVE_DIR).mkdir(parents=True, exist_ok=True)
        Path(_SAVE_DIR, f"fail-{seed}.ll").write_bytes(mutant)
    return case, verdict, how, detail


_TIME_LIMIT = 10
_SAVE_DIR = ""


def _init(limit: int, save_dir: str) -> None:
    global _TIME_LIMIT, _SAVE_DIR
    _TIME_LIMIT, _SAVE_DIR = limit, save_dir
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))


def collect_seeds(paths: list[str]) -> list[str]:
    seeds: list[str] = []
    for p in paths:
        if os.path.isdir(p):
            seeds.extend(str(f) for f in sorted(Path(p).rglob("*.ll")))
        elif os.path.exists(p):
            seeds.append(p)
    return seeds


def fuzz(paths: list[str], count: int, seed: int, jobs: int, limit: int, save_dir: str,
         extra: list[str]) -> dict[str, list[tuple[int, str, str]]]:
    seeds = collect_seeds(paths)
    if not seeds:
        raise SystemExit("fuzz_inputs: no seed .ll files found")
    rng = random.Random(seed)
    failures: dict[str, list[tuple[int, str, str]]] = {}
    with tempfile.TemporaryDirectory(prefix="pyllc-fuzz-") as work:
        cases = [(i, rng.choice(seeds), rng.randrange(1 << 62), work, extra) for i in range(count)]
        ctx = multiprocessing.get_context("fork")
        with ctx.Pool(jobs, initializer=_init, initargs=(limit, save_dir), maxtasksperchild=200) as pool:
            for case, verdict, how, detail in pool.imap_unordered(run_case, cases, chunksize=4):
                if verdict != "ok":
                    failures.setdefault(verdict, []).append((cases[case][2], how, detail))
    return failures


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+", help="seed .ll files or directories")
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--time-limit", type=int, default=10)
    ap.add_argument("--save-dir", default="")
    ap.add_argument("--pyllc-args", default="-emit-llvm", help="flags passed to pyllc before the input")
    a = ap.parse_args()
    t0 = time.time()
    failures = fuzz(a.paths, a.count, a.seed, a.jobs, a.time_limit, a.save_dir, a.pyllc_args.split())
    nfail = sum(len(v) for v in failures.values())
    for verdict, items in sorted(failures.items()):
        print(f"{verdict}: {len(items)}")
        for case_seed, how, detail in items[:5]:
            print(f"  seed {case_seed} ({how}): {detail.strip().splitlines()[-1] if detail.strip() else ''}")
    print(f"fuzz_inputs: {a.count} inputs, seed {a.seed}, {time.time() - t0:.1f}s")
    print(f"{a.count - nfail} passed, {nfail} failed")
    return 1 if nfail else 0


if __name__ == "__main__":
    raise SystemExit(main())
