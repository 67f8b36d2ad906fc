"""Does pyllc read llc-14's MIR and print it back as llc-14 does?

For each IR file and pass P: ``llc-14 -stop-after=P f.ll -o f.mir``; the oracle is
``llc-14 -run-pass=machineverifier f.mir -o -`` (llc-14's own reprint); pyllc parses ``f.mir`` and prints it.
The machine function documents (everything after the embedded IR module) must be equal character for
character; the IR module document is compared too and reported apart.

    python3 utils/mir_llc14_compare.py [-j N] [--passes a,b] [--show-diff] FILE.ll...
"""

from __future__ import annotations

import argparse
import difflib
import os
import subprocess
import sys
import tempfile

#: (pass, llc -O level): llc-14's x86-64 pipeline stops of the acceptance test.
DEFAULT_STOPS = (
    ("finalize-isel", "2"),
    ("twoaddressinstruction", "2"),
    ("greedy", "2"),
    ("virtregrewriter", "2"),
    ("prologepilog", "2"),
    ("branch-folder", "2"),
    ("block-placement", "2"),
    ("regallocfast", "0"),
    ("prologepilog", "0"),
)


def split_module(text: str) -> tuple[str, str]:
    """(IR module document, the rest) of a MIR file."""
    if text.startswith("--- |"):
        end = text.find("\n...\n")
        if end >= 0:
            return text[: end + 5], text[end + 5 :]
    return "", text


def pyllc_reprint(mir_path: str) -> str:
    """pyllc's parse + print of a MIR file (in process)."""
    from pyllc.mir.parser import MIRParser
    from pyllc.mir.printer import print_mir_module
    from pyllc.target.registry import lookup_target

    with open(mir_path) as f:
        text = f.read()
    p = MIRParser(text, mir_path)
    module = p.parse_ir_module()
    triple = module.triple or "x86_64-unknown-linux-gnu"
    tm_cls = lookup_target(triple, "")
    tm = tm_cls(triple, "", "", None, tm_cls.default_relocation_model, "small", 2)
    mfs = p.parse_machine_functions(tm)
    return print_mir_module(module, mfs)


def compare(ll: str, pass_name: str, opt: str, workdir: str) -> tuple[str, str]:
    """(status, detail): ``match``, ``module-only`` (functions equal, IR document differs), ``diff``,
    ``llc14-stop-fails``, ``llc14-reload-fails`` or ``pyllc-error``."""
    base = os.path.join(workdir, os.path.basename(ll)[:-3] + "." + pass_name + ".O" + opt)
    mir = base + ".mir"
    r = subprocess.run(
        ["llc-14", "-O" + opt, "-stop-after=" + pass_name, ll, "-o", mir], capture_output=True, text=True
    )
    if r.returncode != 0:
        return "llc14-stop-fails", r.stderr.strip().split("\n")[0]
    r = subprocess.run(
        ["llc-14", "-O" + opt, "-run-pass=machineverifier", mir, "-o", "-"], capture_output=True, text=True
    )
    if r.returncode != 0:
        return "llc14-reload-fails", r.stderr.strip().split("\n")[0]
    ref = r.stdout
    try:
        got = pyllc_reprint(mir)
    except Exception as e:  # a diagnostic or a bug: both are failures of this check
        return "pyllc-error", f"{type(e).__name__}: {e}"
    ref_mod, ref_fns = split_module(ref)
    got_mod, got_fns = split_module(got)
    if got_fns != ref_fns:
        diff = difflib.unified_diff(
            ref_fns.split("\n"), got_fns.split("\n"), "llc-14", "pyllc", lineterm="", n=1
        )
        return "diff", "\n".join(list(diff)[:40])
    if got_mod.replace(mir, "") != ref_mod.replace(os.path.basename(mir), ""):
        return "module-only", ""
    return "match", ""


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--passes", default="", help="comma-separated pass@O list, e.g. greedy@2,regallocfast@0")
    ap.add_argument("--show-diff", action="store_true")
    args = ap.parse_args(argv)
    stops = DEFAULT_STOPS
    if args.passes:
        stops = tuple((p.split("@")[0], p.split("@")[1] if "@" in p else "2") for p in args.passes.split(","))
    counts: dict[str, int] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for ll in args.files:
            for pass_name, opt in stops:
                status, detail = compare(ll, pass_name, opt, tmp)
                counts[status] = counts.get(status, 0) + 1
                if status not in ("match", "module-only"):
                    print(f"{status}: {os.path.basename(ll)} {pass_name} -O{opt}: {detail.split(chr(10))[0]}")
                    if args.show_diff and status == "diff":
                        print(detail)
    total = sum(counts.values())
    print("total", total, " ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    return 0 if counts.get("diff", 0) + counts.get("pyllc-error", 0) == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
