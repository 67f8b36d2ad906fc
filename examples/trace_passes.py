"""Trace one function through the code generator: its MIR after each pass.

    python examples/trace_passes.py FILE.ll FUNCTION [--changed] [--names] [pyllc flags...]
    python examples/trace_passes.py                  (a loop built with the IR builder, function "sum")

It runs pyllc's llc in process with ``-print-after-all -filter-print-funcs=FUNCTION`` (the dumps llc writes
on standard error), splits the dump at each pass's banner and prints, pass by pass, a numbered header with
the pass's name and the function's instruction count, then the MIR.  ``--changed`` leaves out the MIR of a
pass that did not change it; ``--names`` prints only the headers.  Other flags go to llc (``-O0``,
``-regalloc=basic``, ``-mtriple=bpfel``...).
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import sys
import tempfile

from pyllc.ir import builder as ir
from pyllc.tools.llc import main as llc_main

SLOT_INDEX = re.compile(r"^(\d+B)?\t")
BANNER = re.compile(r"^#? ?\*\*\* IR Dump After (.*) \((\S+)\) \*\*\*:?$", re.M)


def demo_module() -> ir.Module:
    """``i64 sum(i64 n)``: 0 + 1 + ... + (n - 1), a loop with two phis."""
    i64 = ir.IntType(64)
    m = ir.Module("trace", triple="x86_64-unknown-linux-gnu")
    f = ir.Function(m, ir.FunctionType(i64, [i64]), "sum", arg_names=("n",))
    entry, loop, done = (f.append_basic_block(n) for n in ("entry", "loop", "done"))
    b = ir.IRBuilder(entry)
    b.branch(loop)
    b.position_at_end(loop)
    i, s = b.phi(i64, "i"), b.phi(i64, "s")
    s1, i1 = b.add(s, i, "s"), b.add(i, 1, "i")
    for phi, start, step in ((i, 0, i1), (s, 0, s1)):
        phi.add_incoming(start, entry)
        phi.add_incoming(step, loop)
    b.cbranch(b.icmp_signed("<", i1, f.args[0]), loop, done)
    b.position_at_end(done)
    b.ret(s1)
    return m


def trace(path: str, function: str, flags: list[str]) -> list[tuple[str, str, str]]:
    """(pass name, description, dump) after each pass that printed, in pipeline order."""
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        status = llc_main(
            ["-print-after-all", f"-filter-print-funcs={function}", *flags, path, "-o", os.devnull]
        )
    text = err.getvalue()
    if status:
        sys.stderr.write(text)
        sys.exit(status)
    marks = list(BANNER.finditer(text))
    ends = [m.start() for m in marks[1:]] + [len(text)]
    return [(m.group(2), m.group(1), text[m.end() : end].strip("\n")) for m, end in zip(marks, ends)]


def instruction_count(dump: str) -> int:
    """Instruction lines of an IR or MIR dump: indented (after any slot index ``16B``), not a comment or a
    block's successors/liveins line."""
    count = 0
    for line in dump.splitlines():
        line = SLOT_INDEX.sub("", line)
        text = line.strip()
        if line.startswith("  ") and text and not text.startswith((";", "successors:", "liveins:")):
            count += 1
    return count


def main(argv: list[str]) -> int:
    changed, names = "--changed" in argv, "--names" in argv
    args = [a for a in argv if a not in ("--changed", "--names")]
    positional = [a for a in args if not a.startswith("-")][:2]
    flags = [a for a in args if a not in positional]
    with tempfile.TemporaryDirectory() as tmp:
        if positional:
            path, function = positional if len(positional) == 2 else (positional[0], "main")
        else:
            path, function = os.path.join(tmp, "trace.ll"), "sum"
            with open(path, "w") as f:
                f.write(str(demo_module()))
        previous = None
        for n, (name, description, dump) in enumerate(trace(path, function, flags), 1):
            same = dump == previous
            print(
                f"=== {n}. {name} ({description}): {instruction_count(dump)} instructions"
                + (", unchanged" if same else "")
            )
            if not names and not (changed and same):
                print(dump)
            previous = dump
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
