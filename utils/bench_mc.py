"""Benchmark the native assembler: ``pyllc-mc -filetype=obj`` against ``llvm-mc-14 -filetype=obj`` on one
large ``.s`` file, in the same run.

The input is real llc-14 -O2 output: the ``.ll`` files of a corpus (``--target x86``: the clang-14 files of
``tests/differential/ll``; ``--target bpf``: ``tests/bpf/ll``) compiled by llc-14 and concatenated, each
copy's defined symbols renamed (``name_<copy>``) so the copies do not collide, until the file has at least
``--lines`` lines (100,000 by default).  Files with an instruction form the x86 matcher does not match yet
are left out; ``--data-only`` (chosen automatically when the matcher is absent) keeps the directives and
labels only.

Both tools run as child processes; CPU time is user+sys from ``resource.getrusage(RUSAGE_CHILDREN)``
around each run, wall time from ``time.perf_counter``.  pyllc is byte-compiled first.  Prints the line
count, each tool's times and lines/s, and pyllc-mc's CPU-time ratio to llvm-mc-14.
"""

from __future__ import annotations

import argparse
import compileall
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TRIPLES = {"x86": "x86_64-unknown-linux-gnu", "bpf": "bpfel"}
CORPORA = {"x86": ("tests/differential/ll", "*.c14-*.ll"), "bpf": ("tests/bpf/ll", "*.ll")}
_DEFINED = re.compile(r"^([A-Za-z_.$][\w.$]*):|^\s*\.(?:comm|lcomm|set)\s+([A-Za-z_.$][\w.$]*)", re.M)
_INSTRUCTION = re.compile(r"^\s+[A-Za-z*]")
#: An instruction's mnemonic and prefix words (``\tlock\t\tcmpxchgq``), which renaming leaves alone.
_MNEMONIC = re.compile(r"^\s+(?:(?:lock|rep|repe|repz|repne|repnz)\s+)?[A-Za-z][\w.]*")


def llc_outputs(target: str) -> list[str]:
    llc = shutil.which("llc-14")
    if llc is None:
        sys.exit("bench_mc: llc-14 is needed")
    directory, pattern = CORPORA[target]
    out: list[str] = []
    for ll in sorted((ROOT / directory).glob(pattern)):
        if ll.name.endswith("-g.ll"):
            continue  # debug information: .loc/.file N are not assembled by pyllc-mc
        r = subprocess.run(
            [llc, "-O2", "-mtriple", TRIPLES[target], str(ll), "-o", "-"], capture_output=True, text=True
        )
        if r.returncode == 0:
            out.append(r.stdout)
    return out


def rename(asm: str, copy: int) -> str:
    """``asm`` with every symbol it defines renamed ``name_<copy>`` (never an instruction's mnemonic)."""
    names = {a or b for a, b in _DEFINED.findall(asm)}
    names.discard("")
    if not names:
        return asm
    pat = re.compile(
        r"(?<![\w.])(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")(?![\w.$])"
    )
    out: list[str] = []
    for line in asm.splitlines(True):
        head = _MNEMONIC.match(line)
        cut = head.end() if head else 0
        out.append(line[:cut] + pat.sub(lambda m: f"{m.group(1)}_{copy}", line[cut:]))
    return "".join(out)


def assembles(asm: str, triple: str) -> bool:
    """pyllc-mc assembles ``asm`` (files with forms the matcher does not match yet are left out)."""
    import contextlib
    import io

    from pyllc.tools.mc import main as mc_main

    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write(asm)
    try:
        with contextlib.redirect_stderr(io.StringIO()):
            return mc_main(["-triple", triple, "-filetype=null", f.name]) == 0
    finally:
        os.unlink(f.name)


def data_only(asm: str) -> str:
    return "".join(line for line in asm.splitlines(True) if not _INSTRUCTION.match(line.split("#", 1)[0]))


def build(target: str, lines: int, only_data: bool) -> str:
    outputs = llc_outputs(target)
    if only_data:
        outputs = [data_only(o) for o in outputs]
    else:
        outputs = [o for o in outputs if assembles(o, TRIPLES[target])]
    parts: list[str] = []
    total = 0
    copy = 0
    while total < lines:
        for asm in outputs:
            text = rename(asm, copy)
            parts.append(text)
            total += text.count("\n")
            copy += 1
            if total >= lines:
                break
    return "".join(parts)


def timed(cmd: list[str]) -> tuple[float, float, subprocess.CompletedProcess[str]]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    r = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, r


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--target", choices=sorted(TRIPLES), default="x86")
    ap.add_argument("--lines", type=int, default=100_000)
    ap.add_argument("--data-only", action="store_true", help="keep directives and labels only")
    args = ap.parse_args()
    llvm_mc = shutil.which("llvm-mc-14")
    if llvm_mc is None:
        sys.exit("bench_mc: llvm-mc-14 is needed")
    compileall.compile_dir(str(ROOT / "pyllc"), quiet=1)
    env_python = [sys.executable, "-m", "pyllc.tools.mc"]
    sys.path.insert(0, str(ROOT))
    os.environ["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])
    triple = TRIPLES[args.target]
    only_data = args.data_only
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "bench.s"
        while True:
            text = build(args.target, args.lines, only_data)
            src.write_text(text)
            n = text.count("\n")
            cpu_p, wall_p, rp = timed(
                [*env_python, "-triple", triple, "-filetype=obj", str(src), "-o", f"{tmp}/p.o"]
            )
            if rp.returncode != 0 and not only_data and "matching x86 instructions" in rp.stderr:
                print(
                    "pyllc-mc: x86 instructions are not matched yet; benchmarking directives and labels only"
                )
                only_data = True
                continue
            break
        if rp.returncode != 0:
            sys.exit("pyllc-mc failed:\n" + rp.stderr[:2000])
        cpu_l, wall_l, rl = timed([llvm_mc, "-triple", triple, "-filetype=obj", str(src), "-o", f"{tmp}/l.o"])
        if rl.returncode != 0:
            sys.exit("llvm-mc-14 failed:\n" + rl.stderr[:2000])
        same = Path(f"{tmp}/p.o").read_bytes() == Path(f"{tmp}/l.o").read_bytes()
    kind = "directives and labels only" if only_data else "with instructions"
    print(f"input: {n} lines of llc-14 -O2 {args.target} assembly ({kind})")
    print(f"pyllc-mc:   cpu {cpu_p:7.2f} s  wall {wall_p:7.2f} s  {n / cpu_p:10.0f} lines/s (cpu)")
    print(f"llvm-mc-14: cpu {cpu_l:7.2f} s  wall {wall_l:7.2f} s  {n / max(cpu_l, 1e-6):10.0f} lines/s (cpu)")
    print(f"ratio (pyllc-mc / llvm-mc-14 cpu): {cpu_p / max(cpu_l, 1e-6):.1f}x; objects identical: {same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
