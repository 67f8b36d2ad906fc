#!/usr/bin/env python3
"""MIR reading speed: pyllc against llc-14 on one large MIR file, and against pyllc's own IR reader.

    python3 utils/bench_mir.py [--ll FILE.ll] [--lines N] [--mir FILE.mir] [--keep DIR]

1. *Input.*  The functions of ``--ll`` (default: the largest program of the differential corpus) are
   repeated under new names (``f.rep1``...) until ``llc-14 -O2 -stop-after=finalize-isel`` of the module
   has at least ``--lines`` (50,000) instruction lines; ``--mir`` takes a ready MIR file instead.
2. *Tools.*  ``pyllc -run-pass=machineverifier F.mir -o /dev/null`` and ``llc-14 -run-pass=machineverifier
   F.mir -o /dev/null`` in the same run: CPU time (user + sys of the child, ``RUSAGE_CHILDREN``) and wall
   time, instruction lines per CPU second, and the ratio.  ``pyllc`` is byte-compiled first.
3. *Readers.*  In process: the MIR reader (the embedded IR module, then the machine functions) and the IR
   reader on the module the MIR came from; the cost per instruction of each (the machine-function part of
   the MIR reader per MIR instruction line, the IR reader per IR instruction).
"""

from __future__ import annotations

import argparse
import glob
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

_DEFINE_NAME = re.compile(r"^(define[^@]*@)(\"[^\"]+\"|[\w.$-]+)(\()")
_MIR_INSTR = re.compile(r"^    (?!;)(?!successors:)(?!liveins:)\S")
_IR_INSTR = re.compile(r"^  (?!;)\S")


def functions(text: str) -> list[str]:
    """The ``define ... { ... }`` blocks of a module's text."""
    out: list[str] = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        if lines[i].startswith("define "):
            j = i
            while lines[j] != "}":
                j += 1
            out.append("\n".join(lines[i : j + 1]))
            i = j
        i += 1
    return out


def replicate(text: str, copies: int) -> str:
    """The module with each defined function repeated ``copies`` times under new names."""
    extra: list[str] = []
    fns = functions(text)
    for k in range(1, copies):
        for fn in fns:
            m = _DEFINE_NAME.match(fn)
            assert m is not None, fn.split("\n", 1)[0]
            name = m.group(2).strip('"')
            extra.append(f"{m.group(1)}{name}.rep{k}({fn[m.end() :]}")
    return text + "\n" + "\n\n".join(extra) + "\n"


def count_mir_instrs(mir: str) -> int:
    n = 0
    for doc in mir.split("\n---")[1:]:
        body = doc.split("\nbody:", 1)
        if len(body) == 2:
            n += sum(1 for ln in body[1].split("\n") if _MIR_INSTR.match(ln))
    return n


def count_ir_instrs(ll: str) -> int:
    return sum(1 for fn in functions(ll) for ln in fn.split("\n")[1:-1] if _IR_INSTR.match(ln))


def timed(argv: list[str], env: dict[str, str] | None = None) -> tuple[float, float]:
    """(CPU seconds of the child, wall seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    r = subprocess.run(argv, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if r.returncode != 0:
        raise SystemExit(f"bench_mir: {' '.join(argv)} failed:\n{r.stderr[:2000]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall


def build_mir(ll_path: str, want: int, tmp: str) -> tuple[str, str]:
    """(MIR path, the .ll it came from) with at least ``want`` instruction lines."""
    with open(ll_path) as f:
        text = f.read()
    probe = os.path.join(tmp, "probe.mir")
    subprocess.run(["llc-14", "-O2", "-stop-after=finalize-isel", ll_path, "-o", probe], check=True)
    with open(probe) as f:
        per_copy = max(1, count_mir_instrs(f.read()))
    copies = -(-want // per_copy)
    big_ll = os.path.join(tmp, "bench.ll")
    with open(big_ll, "w") as f:
        f.write(replicate(text, copies))
    mir = os.path.join(tmp, "bench.mir")
    subprocess.run(["llc-14", "-O2", "-stop-after=finalize-isel", big_ll, "-o", mir], check=True)
    return mir, big_ll


def in_process(mir_path: str, ll_path: str | None) -> dict[str, float]:
    from pyllc.ir.parser import parse_assembly
    from pyllc.mir.parser import MIRParser
    from pyllc.target.registry import lookup_target

    with open(mir_path) as f:
        text = f.read()
    out: dict[str, float] = {}
    t0 = time.process_time()
    p = MIRParser(text, mir_path)
    module = p.parse_ir_module()
    t1 = time.process_time()
    triple = module.triple or "x86_64-unknown-linux-gnu"
    tm_cls = lookup_target(triple, "")
    tm = tm_cls(triple, "", "", None, tm_cls.default_relocation_model, "small", 2)
    t2 = time.process_time()
    p.parse_machine_functions(tm)
    t3 = time.process_time()
    out["mir_module"] = t1 - t0
    out["mir_functions"] = t3 - t2
    if ll_path is not None:
        with open(ll_path) as f:
            ll = f.read()
        t4 = time.process_time()
        parse_assembly(ll, ll_path)
        out["ir_reader"] = time.process_time() - t4
        out["ir_instrs"] = count_ir_instrs(ll)
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--ll", help="the program to repeat (default: the corpus' largest)")
    ap.add_argument("--mir", help="a ready MIR file (no IR reader comparison)")
    ap.add_argument("--lines", type=int, default=50000, help="instruction lines wanted (default 50000)")
    ap.add_argument("--keep", help="write the generated .ll/.mir here")
    args = ap.parse_args(argv)
    subprocess.run([sys.executable, "-m", "compileall", "-q", os.path.join(ROOT, "pyllc")], check=True)
    with tempfile.TemporaryDirectory() as tmp:
        work = args.keep or tmp
        os.makedirs(work, exist_ok=True)
        ll_path: str | None = None
        if args.mir:
            mir = args.mir
        else:
            src = args.ll or max(
                glob.glob(os.path.join(ROOT, "tests", "differential", "ll", "*.c14-O2.ll")),
                key=os.path.getsize,
            )
            mir, ll_path = build_mir(src, args.lines, work)
            print(f"input: {os.path.relpath(src, ROOT)} repeated -> {mir}")
        with open(mir) as f:
            mir_text = f.read()
        n = count_mir_instrs(mir_text)
        print(f"MIR: {n} instruction lines, {mir_text.count(chr(10))} lines, {len(mir_text)} bytes")
        env = dict(os.environ, PYTHONPATH=ROOT)
        py_cpu, py_wall = timed(
            [sys.executable, "-m", "pyllc", "-run-pass=machineverifier", mir, "-o", os.devnull], env
        )
        llc_cpu, llc_wall = timed(["llc-14", "-run-pass=machineverifier", mir, "-o", os.devnull])
        print(
            f"pyllc  -run-pass=machineverifier: cpu {py_cpu:.2f}s wall {py_wall:.2f}s  {n / py_cpu:,.0f} lines/s"
        )
        print(
            f"llc-14 -run-pass=machineverifier: cpu {llc_cpu:.2f}s wall {llc_wall:.2f}s  {n / llc_cpu:,.0f} lines/s"
        )
        print(f"ratio pyllc/llc-14: cpu {py_cpu / llc_cpu:.1f}x wall {py_wall / llc_wall:.1f}x")
        r = in_process(mir, ll_path)
        print(
            f"in process: MIR reader {r['mir_module'] + r['mir_functions']:.2f}s "
            f"(embedded IR module {r['mir_module']:.2f}s, machine functions {r['mir_functions']:.2f}s): "
            f"{r['mir_functions'] / n * 1e6:.1f} us per MIR instruction line"
        )
        if "ir_reader" in r:
            ni = int(r["ir_instrs"])
            print(
                f"in process: IR reader on the source .ll ({ni} IR instructions) {r['ir_reader']:.2f}s: "
                f"{r['ir_reader'] / ni * 1e6:.1f} us per IR instruction"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
