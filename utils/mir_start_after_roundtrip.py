"""MIR round trip through pyllc's driver: ``pyllc -stop-after=P f.ll -o f.mir`` then
``pyllc -start-after=P f.mir`` must give the same assembly bytes as the uninterrupted ``pyllc f.ll``.

    python3 utils/mir_start_after_roundtrip.py [--passes P@O,...] [--llc14] FILE.ll...

Runs pyllc in process (``pyllc.tools.llc.main``); prints one line per mismatch and a summary.  ``--llc14``
makes the same round trip with ``llc-14`` instead, for comparison: LLVM's MIR parser numbers blocks by
their place in the file and recomputes the slot indexes, so llc-14's own round trip is not byte-identical
either where the MIR lists blocks out of number order.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import subprocess
import sys
import tempfile
from typing import Any

DEFAULT_STOPS = (
    ("finalize-isel", "2"),
    ("twoaddressinstruction", "2"),
    ("simple-register-coalescing", "2"),
    ("virtregrewriter", "2"),
    ("prologepilog", "2"),
    ("branch-folder", "2"),
    ("block-placement", "2"),
    ("regallocfast", "0"),
    ("prologepilog", "0"),
)


def _pyllc(argv: list[str]) -> tuple[int, str]:
    from pyllc.tools.llc import main

    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        status = main(argv)
    return status, err.getvalue()


def _llc14(argv: list[str]) -> tuple[int, str]:
    got = subprocess.run(["llc-14", *argv], capture_output=True, text=True)
    return got.returncode, got.stderr


def round_trip(
    ll: str, pass_name: str, opt: str, workdir: str, full: dict[tuple[str, str], bytes], tool: Any = _pyllc
) -> str:
    """``same``, ``block-numbers`` (equal but for block labels), ``differs-renumbered`` (code differs, and
    the MIR's blocks were out of number order, see :func:`blocks_out_of_order`), ``differs``, ``full-fails``,
    ``stop-fails`` or ``start-fails`` (with the first stderr line)."""
    base = os.path.join(workdir, os.path.basename(ll)[:-3])
    key = (ll, opt)
    if key not in full:
        status, err = tool(["-O" + opt, ll, "-o", base + ".full.s"])
        if status:
            return "full-fails: " + err.strip().split("\n")[0]
        with open(base + ".full.s", "rb") as f:
            full[key] = f.read()
    mir = f"{base}.{pass_name}.O{opt}.mir"
    status, err = tool(["-O" + opt, "-stop-after=" + pass_name, ll, "-o", mir])
    if status:
        return "stop-fails: " + err.strip().split("\n")[0]
    out = mir[:-4] + ".s"
    status, err = tool(["-O" + opt, "-start-after=" + pass_name, mir, "-o", out])
    if status:
        return "start-fails: " + err.strip().split("\n")[-1]
    with open(out, "rb") as f:
        got = f.read()
    if got == full[key]:
        return "same"
    if _canonical_labels(got) == _canonical_labels(full[key]):
        return "block-numbers"
    with open(mir) as f:
        renumbered = blocks_out_of_order(f.read())
    return "differs-renumbered" if renumbered else "differs"


_BLOCK = re.compile(r"^  bb\.(\d+)", re.M)
_FUNCTION = re.compile(r"^name: ", re.M)


def blocks_out_of_order(mir: str) -> bool:
    """Does a function of ``mir`` list its blocks out of number order?  LLVM's MIR parser (and pyllc's)
    numbers blocks by their place in the file, so such a function comes back renumbered: its ``.LBB``
    labels change, and so can whatever iterates blocks by number (greedy's edge bundles, spill placement)
    -- llc-14's own stop/start round trip changes the same way."""
    for doc in _FUNCTION.split(mir)[1:]:
        nums = [int(n) for n in _BLOCK.findall(doc)]
        if nums != sorted(nums):
            return True
    return False


_LABEL = re.compile(rb"\.LBB\d+_\d+|%bb\.\d+|BB\d+_\d+")


def _canonical_labels(text: bytes) -> bytes:
    """Block labels renamed by order of first appearance within each function, and blanks collapsed (the
    comment column moves with the label's length): MIR input numbers blocks by their place in the file
    (LLVM's MIParser does the same), so code whose blocks were out of number order gets new labels."""
    out: list[bytes] = []
    names: dict[bytes, bytes] = {}

    def rename(m: re.Match[bytes]) -> bytes:
        return names.setdefault(m.group(0), b"L%d" % len(names))

    for line in text.split(b"\n"):
        if b"@function" in line:
            names.clear()
        out.append(b" ".join(_LABEL.sub(rename, line).split()))
    return b"\n".join(out)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--passes", default="")
    ap.add_argument("--llc14", action="store_true", help="make the round trip with llc-14")
    args = ap.parse_args(argv)
    stops = DEFAULT_STOPS
    if args.passes:
        stops = tuple((p.split("@")[0], p.split("@")[1] if "@" in p else "2") for p in args.passes.split(","))
    counts: dict[str, int] = {}
    full: dict[tuple[str, str], bytes] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for ll in args.files:
            for pass_name, opt in stops:
                result = round_trip(ll, pass_name, opt, tmp, full, _llc14 if args.llc14 else _pyllc)
                kind = result.split(":")[0]
                counts[kind] = counts.get(kind, 0) + 1
                if kind != "same":
                    print(f"{os.path.basename(ll)} {pass_name} -O{opt}: {result}", flush=True)
    print("total", sum(counts.values()), " ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    return 0 if set(counts) <= {"same", "full-fails"} else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
