#!/usr/bin/env python3
"""Compile every committed ``.ll`` file under ``tests/`` at -O0 and -O2 and keep the outputs.

Usage: ``output_snapshot.py OUTDIR [-j N] [--flags "..."]``.  The tree compiled with is the one this
script lives in (its directory goes first on ``PYTHONPATH``), so a snapshot of a worktree measures that
worktree.  ``OUTDIR/O0`` and ``OUTDIR/O2`` get one ``<path>.out`` (the assembly) or ``<path>.err`` (the
diagnostic) per input, named by the input's path under ``tests/`` with ``/`` replaced by ``__``.

To check that a change keeps x86 output byte-identical::

    python3 utils/output_snapshot.py /tmp/before      # on the old tree
    python3 utils/output_snapshot.py /tmp/after       # on the new tree
    diff -r /tmp/before /tmp/after && echo identical
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("outdir")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--flags", default="", help="extra pyllc flags, one string")
    args = ap.parse_args(argv)
    listed = subprocess.run(
        ["git", "ls-files", "-z", "tests/*.ll"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode()
    files = sorted(ROOT / p for p in listed.split("\0") if p)  # committed files only, not lit's Output/
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    status = 0
    for level in ("-O0", "-O2"):
        dest = Path(args.outdir) / level[1:]
        dest.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            # Each input gets a unique basename (its path under tests/) through a symlink, as
            # compile_many.py names outputs by basename.
            links: list[str] = []
            for f in files:
                link = Path(tmp) / str(f.relative_to(ROOT / "tests")).replace("/", "__")
                link.symlink_to(f)
                links.append(str(link))
            procs: list[subprocess.Popen[bytes]] = []
            for k in range(args.jobs):
                chunk = links[k :: args.jobs]
                if not chunk:
                    continue
                cmd = [sys.executable, str(ROOT / "utils" / "compile_many.py"), str(dest), level]
                cmd += args.flags.split() + ["--", *chunk]
                procs.append(subprocess.Popen(cmd, env=env))
            for p in procs:
                status |= p.wait()
            # Diagnostics (and ``.file`` of a module without source_filename) name the input; name it
            # by its path under tests/, not by the temporary link.
            for out in dest.iterdir():
                text = out.read_bytes()
                if tmp.encode() in text:
                    out.write_bytes(text.replace(tmp.encode() + b"/", b""))
    print(f"{len(files)} files x 2 levels -> {args.outdir}", file=sys.stderr)
    shutil.rmtree(Path(args.outdir) / "__pycache__", ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
