#!/usr/bin/env python3
"""Time from IR text to a callable function, pyllc's JIT against llvmlite's MCJIT, in warm processes.

Two cases: a function of 10 instructions, and a module of about 2,000 instructions (``--functions``
functions of 20).  Each step is parse + verify, compile and load (``ExecutionEngine.add_module`` +
``get_function`` / llvmlite's ``parse_assembly``, ``create_mcjit_compiler``, ``finalize_object``,
``get_function_address`` and a ctypes wrapper), then one call whose result is checked.  After one warm-up
run per case, ``--repeat`` runs are timed; the median CPU time (``process_time``) and wall time are printed.

llvmlite is installed from PyPI into a venv of its own (``--venv``, default /tmp/pyllc-bench-venv) and
timed in a child process of that venv; when it cannot be installed, its column is skipped with a message.
The IR uses opaque pointers (``ptr``), which both read (current llvmlite releases reject typed pointers).

    python3 utils/bench_jit.py [--repeat N] [--functions N] [-O N] [--no-llvmlite]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

SMALL = """\
define i64 @small(i64 %a, i64 %b) {
  %s = add i64 %a, %b
  %m = mul i64 %s, 3
  %x = xor i64 %m, %a
  %d = sub i64 %x, %b
  %c = icmp sgt i64 %d, 0
  %n = sub i64 0, %d
  %r = select i1 %c, i64 %d, i64 %n
  %t = shl i64 %r, 1
  %u = or i64 %t, 1
  ret i64 %u
}
"""


def big_module(functions: int) -> str:
    """``functions`` functions of 20 instructions: loads and stores through ``ptr``, arithmetic, a loop."""
    out = ["@buf = global [64 x i64] zeroinitializer\n"]
    for i in range(functions):
        out.append(
            f"""define i64 @g{i}(i64 %a, i64 %b) {{
entry:
  %p = getelementptr [64 x i64], ptr @buf, i64 0, i64 {i % 64}
  %v = load i64, ptr %p
  %s = add i64 %a, %v
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %x = phi i64 [ %s, %entry ], [ %x2, %loop ]
  %x1 = mul i64 %x, {i + 3}
  %x2 = xor i64 %x1, %b
  %k1 = add i64 %k, 1
  %e = icmp eq i64 %k1, 4
  br i1 %e, label %done, label %loop
done:
  %y = lshr i64 %x2, 3
  %z = and i64 %y, 65535
  %w = add i64 %z, {i}
  store i64 %w, ptr %p
  %c = icmp ult i64 %w, 1000
  %r = select i1 %c, i64 %w, i64 %b
  %q = sub i64 %r, %a
  %q1 = add i64 %q, 1
  ret i64 %q1
}}
"""
        )
    return "".join(out)


def count_instructions(text: str) -> int:
    return sum(
        1
        for line in text.splitlines()
        if line.startswith("  ") and not line.strip().endswith(":") and not line.startswith("  ;")
    )


def py_small(a: int, b: int) -> int:
    """What @small computes (the results are checked against it)."""
    m = 1 << 64
    d = (((a + b) * 3 % m) ^ a) - b
    d = (d + m // 2) % m - m // 2
    return ((abs(d) << 1) | 1) % m


def time_runs(fn: Any, repeat: int) -> dict[str, float]:
    fn()  # warm-up
    cpu: list[float] = []
    wall: list[float] = []
    for _ in range(repeat):
        c0, w0 = time.process_time(), time.perf_counter()
        fn()
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - w0)
    return {"cpu": statistics.median(cpu), "wall": statistics.median(wall)}


def bench_pyllc(text: str, name: str, opt: int, repeat: int) -> dict[str, float]:
    import pyllc
    from pyllc.jit import create_engine

    def run() -> None:
        tm = pyllc.TargetMachine(opt_level=opt, reloc="pic")
        engine = create_engine(tm)
        engine.add_module(pyllc.parse_assembly(text, "bench.ll"))
        f = engine.get_function(name)
        got = f(5, 7)
        if name == "small":
            assert got == py_small(5, 7), got
        engine.close()

    return time_runs(run, repeat)


# The llvmlite side, run by the venv's Python: reads a JSON request on stdin, prints JSON timings.
LLVMLITE_WORKER = r"""
import ctypes, json, statistics, sys, time
import llvmlite.binding as llvm
req = json.load(sys.stdin)
llvm.initialize_native_target()
llvm.initialize_native_asmprinter()
target = llvm.Target.from_default_triple()
def run(text, name):
    # The engine owns its target machine: a new one per run (pyllc's side does the same).
    tm = target.create_target_machine(opt=req["opt"], reloc="pic")
    mod = llvm.parse_assembly(text)
    mod.verify()
    engine = llvm.create_mcjit_compiler(mod, tm)
    engine.finalize_object()
    f = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_int64, ctypes.c_int64)(engine.get_function_address(name))
    got = f(5, 7)
    del engine
    return got
out = {"version": llvm.llvm_version_info, "llvmlite": __import__("llvmlite").__version__}
for case in req["cases"]:
    run(case["text"], case["name"])
    cpu, wall, results = [], [], []
    for _ in range(req["repeat"]):
        c0, w0 = time.process_time(), time.perf_counter()
        results.append(run(case["text"], case["name"]))
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - w0)
    out[case["name"]] = {"cpu": statistics.median(cpu), "wall": statistics.median(wall), "result": results[0]}
print(json.dumps(out))
"""


def llvmlite_python(venv: str) -> tuple[str | None, str]:
    """The venv's Python with llvmlite installed (creating the venv when needed), or None and why."""
    py = os.path.join(venv, "bin", "python")
    probe = [py, "-c", "import llvmlite.binding"]
    if os.path.exists(py) and subprocess.run(probe, capture_output=True).returncode == 0:
        return py, ""
    try:
        subprocess.run([sys.executable, "-m", "venv", venv], check=True, capture_output=True, timeout=300)
        p = subprocess.run(
            [py, "-m", "pip", "install", "-q", "llvmlite"], capture_output=True, text=True, timeout=900
        )
    except (OSError, subprocess.SubprocessError) as e:
        return None, f"cannot create the venv: {e}"
    if p.returncode != 0:
        return None, "pip install llvmlite failed: " + (p.stderr.strip().splitlines() or ["?"])[-1]
    return py, ""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--functions", type=int, default=100, help="functions of the big module (20 instr. each)")
    ap.add_argument("-O", dest="opt", type=int, default=2)
    ap.add_argument("--venv", default="/tmp/pyllc-bench-venv")
    ap.add_argument("--no-llvmlite", action="store_true")
    args = ap.parse_args(argv)

    big = big_module(args.functions)
    cases = [("small", SMALL), ("g0", big)]
    labels = {
        "small": f"{count_instructions(SMALL)}-instruction function",
        "g0": f"{count_instructions(big)}-instruction module",
    }
    print(f"IR text -> callable function, -O{args.opt}, median of {args.repeat} warm runs")
    results: dict[str, dict[str, float]] = {}
    for name, text in cases:
        results[name] = bench_pyllc(text, name, args.opt, args.repeat)
    lite: dict[str, Any] | None = None
    note = "skipped (--no-llvmlite)"
    if not args.no_llvmlite:
        py, why = llvmlite_python(args.venv)
        if py is None:
            note = f"skipped: {why}"
        else:
            req = {
                "opt": args.opt,
                "repeat": args.repeat,
                "cases": [{"name": n, "text": t} for n, t in cases],
            }
            p = subprocess.run(
                [py, "-c", LLVMLITE_WORKER], input=json.dumps(req), capture_output=True, text=True
            )
            if p.returncode != 0:
                note = "skipped: the llvmlite run failed: " + (p.stderr.strip().splitlines() or ["?"])[-1]
            else:
                got: dict[str, Any] = json.loads(p.stdout)
                lite = got
                note = f"llvmlite {got['llvmlite']} (LLVM {'.'.join(str(v) for v in got['version'])})"
                if got["small"]["result"] != py_small(5, 7):
                    note += " [wrong result]"
    head = f"{'case':<32} {'pyllc cpu':>10} {'pyllc wall':>11}"
    if lite is not None:
        head += f" {'llvmlite cpu':>13} {'llvmlite wall':>14} {'cpu ratio':>10} {'wall ratio':>11}"
    print(head)
    for name, _ in cases:
        r = results[name]
        row = f"{labels[name]:<32} {r['cpu'] * 1e3:>8.1f}ms {r['wall'] * 1e3:>9.1f}ms"
        if lite is not None:
            lr = lite[name]
            row += f" {lr['cpu'] * 1e3:>11.2f}ms {lr['wall'] * 1e3:>12.2f}ms"
            row += f" {r['cpu'] / lr['cpu']:>9.1f}x {r['wall'] / lr['wall']:>10.1f}x"
        print(row)
    print(f"llvmlite: {note}")
    print(
        f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())} (wall times include waiting for a CPU)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
