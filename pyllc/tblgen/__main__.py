"""``python -m pyllc.tblgen [--check] [--target T]``: regenerate (or verify) targets' ``gen/`` modules.

What it is: pyllc's ``llvm-tblgen`` driver.  Targets are discovered, not listed: every package under
``pyllc/targets`` with a ``td/`` description (:func:`~pyllc.tblgen.loader.discover_targets`).  For each it
loads the records, runs the generic backends (:data:`GENERIC_BACKENDS`) and the target's own
(``td/emitters.py``), and writes ``pyllc/targets/<t>/gen/<module>.py``.  With ``--check`` nothing is written: the
generated text is compared with the committed files and the stale ones are named; the exit status is 1 if
any differ.  CI runs the check (``tests/tblgen``), so the committed tables always match the description.
"""

from __future__ import annotations

import argparse
import os
import sys

from .asm_matcher_emitter import emit_asm_matcher
from .asm_writer_emitter import emit_asm_writer
from .calling_conv_emitter import emit_calling_conv
from .code_emitter_gen import emit_code_emitter, has_fixed_len_encodings
from .dag_isel_emitter import emit_dag_isel
from .decoder_emitter import emit_decoder
from .instr_info_emitter import emit_instr_info
from .loader import Backend, TargetDescription, discover_targets, load_description
from .register_info_emitter import emit_register_info

#: The target-independent backends, run for every target (those with ``applies`` only where it holds).
GENERIC_BACKENDS: tuple[Backend, ...] = (
    Backend("register_info.py", emit_register_info),
    Backend("instr_info.py", emit_instr_info),
    Backend("asm_writer.py", emit_asm_writer),
    Backend("calling_conv.py", emit_calling_conv),
    Backend("dag_isel.py", emit_dag_isel),
    Backend("mc_code_emitter.py", emit_code_emitter, has_fixed_len_encodings),
    Backend("disassembler.py", emit_decoder, has_fixed_len_encodings),
    Backend("asm_matcher.py", emit_asm_matcher, has_fixed_len_encodings),
)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def generate_description(desc: TargetDescription) -> dict[str, str]:
    """Generated module texts by file name for one target description.  A target's own backend replaces
    a generic one of the same file name (a variable-length target's own ``mc_code_emitter.py``)."""
    rk = load_description(desc)
    own = {b.file_name for b in desc.backends}
    out: dict[str, str] = {}
    for b in (*(g for g in GENERIC_BACKENDS if g.file_name not in own), *desc.backends):
        if b.applies(rk):
            out[b.file_name] = b.emit(rk)
    return out


def generate(target: str) -> dict[str, str]:
    """Generated module texts by file name for one discovered target (``bpf``)."""
    return generate_description(discover_targets()[target])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m pyllc.tblgen", description=__doc__.splitlines()[0] if __doc__ else ""
    )
    ap.add_argument("--check", action="store_true", help="compare with the committed files; exit 1 if stale")
    targets = discover_targets()
    ap.add_argument(
        "--target", action="append", choices=sorted(targets), help="only this target (repeatable)"
    )
    args = ap.parse_args(argv)
    stale: list[str] = []
    for target in args.target or sorted(targets):
        gen_dir = os.path.join(ROOT, "targets", target, "gen")
        for fname, text in generate_description(targets[target]).items():
            path = os.path.join(gen_dir, fname)
            rel = os.path.relpath(path, os.path.dirname(ROOT))
            old = None
            if os.path.exists(path):
                with open(path, encoding="utf-8") as f:
                    old = f.read()
            if old == text:
                continue
            if args.check:
                stale.append(rel)
            else:
                os.makedirs(gen_dir, exist_ok=True)
                tmp = path + ".tmp"
                with open(tmp, "w", encoding="utf-8") as f:
                    f.write(text)
                os.replace(tmp, path)
                print(f"wrote {rel}")
    if stale:
        for s in stale:
            print(f"stale: {s} (run `python -m pyllc.tblgen`)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
