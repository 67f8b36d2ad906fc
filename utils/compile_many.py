#!/usr/bin/env python3
"""Compile many inputs with pyllc in one process (for determinism checks and batch runs).

Usage: ``compile_many.py OUTDIR [pyllc flags…] -- FILE…``.  Each FILE is compiled as
``pyllc [flags] FILE -o OUTDIR/<name>.out``; a file pyllc rejects gets ``<name>.err``
holding the diagnostic text instead.  The exit status is 0 unless pyllc reported an
internal error (exit 2) on some file.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys


def main(argv: list[str]) -> int:
    if "--" not in argv or len(argv) < 2:
        sys.stderr.write(__doc__ or "")
        return 2
    sep = argv.index("--")
    outdir, flags, files = argv[0], argv[1:sep], argv[sep + 1 :]
    from pyllc.tools.llc import main as pyllc_main

    os.makedirs(outdir, exist_ok=True)
    status = 0
    for f in files:
        base = os.path.join(outdir, os.path.basename(f))
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            rc = pyllc_main([*flags, f, "-o", base + ".out"])
        if rc != 0:
            with open(base + ".err", "w", errors="surrogateescape") as e:
                e.write(err.getvalue())
        if rc == 2:
            status = 1
    return status


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
