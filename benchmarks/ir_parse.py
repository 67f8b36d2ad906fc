#!/usr/bin/env python3
"""IR-parse benchmark: pyllc's reader against ``llvm-as-14`` on one large module.

The module is built from the committed corpus: every ``tests/differential/ll/*.c14-O0.ll`` and
``*.c14-O2.ll`` file gets its ``main`` renamed, is internalized with ``opt-14 -internalize`` and all are
linked by ``llvm-link-14`` into one module of about 55,000 instructions (clang-14 output, -O0 and -O2,
typed pointers).  The benchmark then times, best of ``--runs``:

* pyllc: ``parse_assembly`` (lexing and parsing into the in-memory IR), and parse plus ``verify_module``;
* ``llvm-as-14 file -o /dev/null`` on the same file (parse, verify and bitcode writing, process start-up
  included);
* the same module as bitcode (written by ``llvm-as-14``): pyllc's ``parse_bitcode`` against
  ``llvm-dis-14 file.bc -o /dev/null`` (bitcode reading and printing, process start-up included).

Each figure is wall time and CPU time (user + system; of the child process for the LLVM tools), the best of
``--runs`` each.  It prints the instruction count, the times, instructions per second (of wall and of CPU
time; on a busy machine the CPU figure is the one to compare) and
the ratios of pyllc's times to the LLVM tool's.  Usage:
``python3 benchmarks/ir_parse.py [--runs N] [--module FILE]``.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyllc.ir.parser import parse_assembly  # noqa: E402
from pyllc.ir.verifier import verify_module  # noqa: E402


def tool(name: str) -> str:
    path = shutil.which(name) or shutil.which(f"/usr/lib/llvm-14/bin/{name.removesuffix('-14')}")
    if path is None:
        sys.exit(f"ir_parse: {name} not found (apt-get install llvm-14)")
    return path


def build_module(out: Path) -> None:
    """Link the clang-14 corpus into one module at ``out``."""
    opt, link = tool("opt-14"), tool("llvm-link-14")
    sources = sorted((ROOT / "tests/differential/ll").glob("*.c14-O[02].ll"))
    with tempfile.TemporaryDirectory() as tmp:
        parts: list[str] = []
        for src in sources:
            tag = re.sub(r"[^A-Za-z0-9_]", "_", src.stem)
            text = src.read_text(encoding="utf-8", errors="surrogateescape").replace(
                "@main(", f"@main_{tag}("
            )
            part = Path(tmp) / f"{tag}.ll"
            subprocess.run(
                [opt, "-internalize", f"-internalize-public-api-list=main_{tag}", "-S", "-", "-o", str(part)],
                input=text.encode("utf-8", "surrogateescape"),
                check=True,
            )
            parts.append(str(part))
        subprocess.run([link, "-S", *parts, "-o", str(out)], check=True)


def best(runs: int, fn: Callable[[], object]) -> tuple[float, float]:
    """The best wall and the best CPU seconds of ``runs`` calls of ``fn`` in this process."""
    walls: list[float] = []
    cpus: list[float] = []
    for _ in range(runs):
        t0, c0 = time.perf_counter(), time.process_time()
        fn()
        cpus.append(time.process_time() - c0)
        walls.append(time.perf_counter() - t0)
    return min(walls), min(cpus)


def best_tool(runs: int, cmd: list[str]) -> tuple[float, float]:
    """The best wall and the best CPU seconds (user + system of the child) of ``runs`` runs of ``cmd``."""
    walls: list[float] = []
    cpus: list[float] = []
    for _ in range(runs):
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        walls.append(time.perf_counter() - t0)
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"ir_parse: {' '.join(cmd)} failed")
        cpus.append(usage.ru_utime + usage.ru_stime)
    return min(walls), min(cpus)


def line(what: str, t: tuple[float, float], count: int) -> str:
    return (
        f"{what:<26}{t[0]:8.3f} s wall {t[1]:8.3f} s CPU  {count / t[0]:10.0f} instructions/s "
        f"({count / t[1]:.0f} per CPU second)"
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--module", help="use this .ll file instead of the linked corpus")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(args.module) if args.module else Path(tmp) / "corpus-linked.ll"
        if not args.module:
            build_module(path)
        text = path.read_text(encoding="utf-8", errors="surrogateescape")
        module = parse_assembly(text, str(path))
        count = sum(len(bb.instructions) for fn in module.functions for bb in fn.blocks)
        t_parse = best(args.runs, lambda: parse_assembly(text, str(path)))
        t_verify = best(args.runs, lambda: verify_module(parse_assembly(text, str(path))))
        llvm_as = tool("llvm-as-14")
        t_llvm = best_tool(args.runs, [llvm_as, str(path), "-o", "/dev/null"])
        bc_path = path.with_suffix(".bc") if not args.module else Path(tmp) / (path.stem + ".bc")
        subprocess.run([llvm_as, str(path), "-o", str(bc_path)], check=True)
        bc = bc_path.read_bytes()
        try:
            from pyllc.bitcode import parse_bitcode
        except ImportError:
            parse_bitcode = None
        t_bc = best(args.runs, lambda: parse_bitcode(bc, str(bc_path))) if parse_bitcode else None
        t_dis = best_tool(args.runs, [tool("llvm-dis-14"), str(bc_path), "-o", "/dev/null"])
    print(f"module: {path.name}, {len(text)} bytes, {count} instructions; as bitcode {len(bc)} bytes")
    print(line("pyllc parse:", t_parse, count))
    print(line("pyllc parse + verify:", t_verify, count))
    print(line("llvm-as-14:", t_llvm, count))
    print(
        f"ratio pyllc parse / llvm-as-14: {t_parse[0] / t_llvm[0]:.1f}x wall, {t_parse[1] / t_llvm[1]:.1f}x CPU"
    )
    if t_bc is None:
        print("pyllc parse_bitcode:      not measured (pyllc.bitcode is not in this tree)")
    else:
        print(line("pyllc parse_bitcode:", t_bc, count))
    print(line("llvm-dis-14 (bitcode):", t_dis, count))
    if t_bc is not None:
        print(
            f"ratio pyllc parse_bitcode / llvm-dis-14: {t_bc[0] / t_dis[0]:.1f}x wall, "
            f"{t_bc[1] / t_dis[1]:.1f}x CPU; parse_bitcode / pyllc text parse: {t_bc[0] / t_parse[0]:.2f}x wall"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
