#!/usr/bin/env python3
"""Scaling benchmark: compile time per IR instruction as modules grow.

Generates, deterministically, modules of about 1k, 10k and 100k instructions (many functions of about 100
instructions each: integer arithmetic, loads and stores to a global array and to allocas, compares, selects,
a loop and calls between the functions) and one module holding a single function of about 62k
instructions in 5k basic blocks.  Each is compiled by ``pyllc`` at ``-O0`` and ``-O2`` (``-o /dev/null``,
in a fresh process that first compiles a tiny module so that start-up and imports are not counted,
``--extra`` flags appended), and the benchmark prints the process's wall time, the compile time of the
input (wall and CPU time), the CPU time per instruction (microseconds; CPU time, so that a busy machine
disturbs the comparison less; for modules of at most 20k instructions the fastest of ``--repeat``
compiles) and the peak resident set size of the compiler process, and the ratio of the
largest module's per-instruction time to the smallest's (the target is at most 2x at
-O0; exit status 1 when it is over, or when a compile needs 4 GB or more).

Usage: ``python3 benchmarks/scaling.py [--levels 0,2] [--sizes 1000,10000,100000] [--extra=-emit-llvm]``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEADER = (
    'target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"\n'
    'target triple = "x86_64-unknown-linux-gnu"\n\n'
    "@table = global [64 x i32] zeroinitializer, align 16\n\n"
)


def function_text(index: int, blocks: int, per_block: int) -> tuple[str, int]:
    """``@f<index>(i32 %a, i32 %b)``: ``blocks`` blocks of about ``per_block`` instructions (every third
    block branches back conditionally); returns the text and its instruction count."""
    out = [
        f"define i32 @f{index}(i32 %a, i32 %b) {{",
        "entry:",
        "  %slot = alloca i32, align 4",
        "  store i32 %a, i32* %slot, align 4",
        "  br label %b0",
    ]
    count = 3
    last = "%a"
    for k in range(blocks):
        prev = last
        body = [
            f"b{k}:",
            f"  %x{k}.0 = add i32 {prev}, {k * 7 + 3}",
            f"  %x{k}.1 = mul i32 %x{k}.0, %b",
            f"  %x{k}.2 = xor i32 %x{k}.1, {k + 11}",
            f"  %i{k} = and i32 %x{k}.2, 63",
            f"  %i{k}.64 = zext i32 %i{k} to i64",
            f"  %p{k} = getelementptr inbounds [64 x i32], [64 x i32]* @table, i64 0, i64 %i{k}.64",
            f"  %l{k} = load i32, i32* %p{k}, align 4",
            f"  %s{k} = add i32 %l{k}, %x{k}.1",
            f"  store i32 %s{k}, i32* %p{k}, align 4",
            f"  %c{k} = icmp slt i32 %s{k}, %x{k}.0",
            f"  %v{k} = select i1 %c{k}, i32 %s{k}, i32 %x{k}.2",
        ]
        last = f"%v{k}"
        for j in range(max(0, per_block - 12)):
            body.append(f"  %e{k}.{j} = add i32 {last}, {j + 1}")
            last = f"%e{k}.{j}"
        nxt = f"b{k + 1}" if k + 1 < blocks else "exit"
        if k % 3 == 2 and k + 1 < blocks:
            body += [f"  %t{k} = icmp eq i32 {last}, 0", f"  br i1 %t{k}, label %{nxt}, label %b{k + 1}"]
        else:
            body.append(f"  br label %{nxt}")
        out += body
        count += len(body) - 1
    out += ["exit:", f"  %r = add i32 {last}, 1", "  ret i32 %r", "}", ""]
    return "\n".join(out), count + 2


def module_text(target_instructions: int) -> tuple[str, int]:
    parts = [HEADER]
    total = 0
    index = 0
    while total < target_instructions:
        text, n = function_text(index, 8, 12)
        parts.append(text)
        total += n
        index += 1
    return "\n".join(parts), total


def single_function_text() -> tuple[str, int]:
    text, n = function_text(0, 5000, 10)
    return HEADER + text, n


#: Runs the driver in a child process: first on a tiny module (so that every module the code generator
#: imports is loaded), then on the input; reports the input's compile time (seconds, start-up and imports
#: excluded) and the process's peak RSS (KiB) on the last line of stderr.
_CHILD = (
    "import resource, sys, time\nfrom pyllc.tools.llc import main\n"
    "argv = sys.argv[1:]\n"
    "if main([argv[0], sys.argv[-1], '-o', argv[argv.index('-o') + 1]]) != 0:\n    sys.exit(3)\n"
    "t0, c0 = time.perf_counter(), time.process_time()\nrc = main(argv[:-1])\n"
    "t, c = time.perf_counter() - t0, time.process_time() - c0\n"
    "print(t, c, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)\nsys.exit(rc)\n"
)

WARM_UP = HEADER + "define i32 @w(i32 %a) {\n  %b = add i32 %a, 1\n  ret i32 %b\n}\n"


def run(
    path: Path, level: int, extra: list[str], warm: Path, timeout: float
) -> tuple[float, float, float, int] | None:
    """(wall seconds of the process, compile seconds of the input, CPU seconds of that compile, peak RSS
    KiB); None after ``timeout``."""
    cmd = [sys.executable, "-c", _CHILD, f"-O{level}", str(path), "-o", os.devnull, *extra, str(warm)]
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    elapsed = time.perf_counter() - t0
    if proc.returncode != 0:
        raise SystemExit(f"scaling: pyllc -O{level} {path.name} failed:\n{proc.stderr}")
    secs, cpu, rss = proc.stderr.strip().splitlines()[-1].split()
    return elapsed, float(secs), float(cpu), int(rss)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--levels", default="0,2")
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--no-single", action="store_true", help="skip the 50k-instruction function")
    ap.add_argument(
        "--repeat",
        type=int,
        default=3,
        help="compile modules of at most 20k instructions this many times and keep the fastest "
        "(the small ones are the most sensitive to a busy machine)",
    )
    ap.add_argument("--timeout", type=float, default=3600, help="seconds allowed for one compile")
    ap.add_argument("--extra", action="append", default=[], help="extra pyllc flag (repeatable)")
    args = ap.parse_args()
    levels = [int(x) for x in args.levels.split(",")]
    cases: list[tuple[str, str, int]] = []
    for size in (int(x) for x in args.sizes.split(",")):
        text, n = module_text(size)
        cases.append((f"module-{size // 1000}k", text, n))
    if not args.no_single:
        text, n = single_function_text()
        cases.append((f"function-{round(n / 1000)}k-5kbb", text, n))
    per_instr: dict[tuple[str, int], float] = {}
    print(
        f"{'case':<20} {'instrs':>8} {'level':>5} {'wall s':>8} {'compile s':>10} {'CPU s':>8} "
        f"{'us/instr':>9} {'peak RSS MB':>12}",
        flush=True,
    )
    peak = 0
    status = 0
    with tempfile.TemporaryDirectory() as tmp:
        warm = Path(tmp) / "warm-up.ll"
        warm.write_text(WARM_UP)
        for name, text, n in cases:
            path = Path(tmp) / f"{name}.ll"
            path.write_text(text)
            for level in levels:
                got = None
                for _ in range(args.repeat if n <= 20000 else 1):
                    one = run(path, level, args.extra, warm, args.timeout)
                    if one is None:
                        got = None
                        break
                    got = one if got is None or one[2] < got[2] else got
                if got is None:
                    print(f"{name:<20} {n:>8} {level:>5}  over the {args.timeout:g} s limit", flush=True)
                    status = 1
                    continue
                wall, secs, cpu, rss_kb = got
                per_instr[(name, level)] = cpu / n * 1e6
                peak = max(peak, rss_kb)
                print(
                    f"{name:<20} {n:>8} {level:>5} {wall:>8.2f} {secs:>10.2f} {cpu:>8.2f} {cpu / n * 1e6:>9.1f} "
                    f"{rss_kb / 1024:>12.0f}",
                    flush=True,
                )
    names = [c[0] for c in cases if c[0].startswith("module-")]
    if len(names) >= 2:
        for level in levels:
            if (names[-1], level) not in per_instr or (names[0], level) not in per_instr:
                continue
            ratio = per_instr[(names[-1], level)] / per_instr[(names[0], level)]
            print(
                f"per-instruction time {names[-1]} / {names[0]} at -O{level}: {ratio:.2f}x"
                + ("" if level or ratio <= 2 else "  (over the 2x limit)")
            )
            if level == 0 and ratio > 2:
                status = 1
    print(f"peak RSS of any compile: {peak / 1024:.0f} MB" + ("" if peak < 4 << 20 else "  (over 4 GB)"))
    return status if peak < 4 << 20 else 1


if __name__ == "__main__":
    sys.exit(main())
