#!/usr/bin/env python3
"""IR-parse benchmark: pyllc's reader against ``llvm-as-14`` on one large module.

The module is built from the committed corpus: every ``tests/differential/ll/*.c14-O0.ll`` and
``*.c14-O2.ll`` file gets its ``main`` renamed, is internalized with ``opt-14 -internalize`` and all are
linked by ``llvm-link-14`` into one module of about 55,000 instructions (clang-14 output, -O0 and -O2,
typed pointers).  The benchmark then times, best of ``--runs``:

* pyllc: ``parse_assembly`` (lexing and parsing into the in-memory IR), and parse plus ``verify_module``;
* ``llvm-as-14 file -o /dev/null`` on the same file (parse, verify and bitcode writing, process start-up
  included).

It prints the instruction count, the times, pyllc's instructions per second and the ratio of pyllc's parse
time to llvm-as-14's time.  Usage: ``python3 benchmarks/ir_parse.py [--runs N] [--module FILE]``.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import time
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
        parts = []
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


def best(runs: int, fn) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
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
        t_llvm = best(args.runs, lambda: subprocess.run([llvm_as, str(path), "-o", "/dev/null"], check=True))
    print(f"module: {path.name}, {len(text)} bytes, {count} instructions")
    print(f"pyllc parse:          {t_parse:8.3f} s  {count / t_parse:10.0f} instructions/s")
    print(f"pyllc parse + verify: {t_verify:8.3f} s  {count / t_verify:10.0f} instructions/s")
    print(f"llvm-as-14:           {t_llvm:8.3f} s  {count / t_llvm:10.0f} instructions/s")
    print(f"ratio pyllc parse / llvm-as-14: {t_parse / t_llvm:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
