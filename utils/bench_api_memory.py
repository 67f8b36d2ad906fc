#!/usr/bin/env python3
"""Memory of repeated compilation through the library API: one process parses and compiles the same
module of 200 functions ``--iterations`` times (default 200), and with ``--jit`` also loads it into a fresh
ExecutionEngine, calls a function and closes the engine each time.  It prints the peak RSS after the first
iteration, after every ``--every`` iterations and at the end, and the ratio of the final peak to the first
(the acceptance bound is 1.5), with the current RSS next to each.

    python3 utils/bench_api_memory.py [--iterations N] [--functions N] [--jit] [-O N]

Exit status 1 when the ratio exceeds ``--limit`` (default 1.5).
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def make_module_text(n: int) -> str:
    """``n`` small functions (arithmetic, a branch, a loop, a call), each about 15 instructions."""
    out = ['target triple = "x86_64-unknown-linux-gnu"\n', "@acc = global i64 0\n"]
    for i in range(n):
        callee = f"@f{i - 1}" if i else "@leaf"
        out.append(
            f"""define i64 @f{i}(i64 %a, i64 %b) {{
entry:
  %s = add i64 %a, {i}
  %m = mul i64 %s, %b
  %c = icmp sgt i64 %m, 100
  br i1 %c, label %big, label %loop
big:
  %d = sdiv i64 %m, 7
  %r = call i64 {callee}(i64 %d, i64 %a)
  ret i64 %r
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i64 [ %m, %entry ], [ %x1, %loop ]
  %x1 = xor i64 %x, %i
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, 8
  br i1 %e, label %done, label %loop
done:
  %v = load i64, i64* @acc
  %w = add i64 %v, %x1
  store i64 %w, i64* @acc
  ret i64 %x1
}}
"""
        )
    out.append("define i64 @leaf(i64 %a, i64 %b) {\n  %r = sub i64 %a, %b\n  ret i64 %r\n}\n")
    return "".join(out)


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def current_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / (1024.0 * 1024.0)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--iterations", type=int, default=200)
    ap.add_argument("--functions", type=int, default=200)
    ap.add_argument("--every", type=int, default=10, help="print a line every N iterations")
    ap.add_argument("--jit", action="store_true", help="also JIT the module and call a function")
    ap.add_argument("-O", dest="opt", type=int, default=2)
    ap.add_argument("--limit", type=float, default=1.5)
    args = ap.parse_args(argv)

    import pyllc

    text = make_module_text(args.functions)
    tm = pyllc.TargetMachine("x86_64-unknown-linux-gnu", opt_level=args.opt, reloc="pic")
    print(f"module: {args.functions} functions, {len(text.splitlines())} lines; -O{args.opt}; jit={args.jit}")
    first = 0.0
    t0 = time.perf_counter()
    for it in range(1, args.iterations + 1):
        module = pyllc.parse_assembly(text, "bench.ll")
        if args.jit:
            from pyllc.jit import create_engine

            with create_engine(tm) as engine:
                engine.add_module(module)
                got = engine.get_function("f3")(1, 2)
                assert isinstance(got, int)
        else:
            tm.emit_object(module)
        del module
        gc.collect()
        if it == 1:
            first = peak_mb()
            print(f"iteration 1: peak RSS {first:.1f} MB, current {current_mb():.1f} MB")
        elif it % args.every == 0 or it == args.iterations:
            el = time.perf_counter() - t0
            print(
                f"iteration {it}: peak RSS {peak_mb():.1f} MB, current {current_mb():.1f} MB, "
                f"{el / it:.2f} s/iteration",
                flush=True,
            )
    ratio = peak_mb() / first if first else 0.0
    print(f"peak RSS after {args.iterations} iterations / after the first: {ratio:.3f} (limit {args.limit})")
    return 0 if ratio <= args.limit else 1


if __name__ == "__main__":
    raise SystemExit(main())
