"""``python -m pyllc.tblgen [--check] [--target T]``: regenerate (or verify) targets' ``gen/`` modules.

What it is: pyllc's ``llvm-tblgen`` driver.  For each target it loads the ``td/`` records, runs every
emitter, and writes ``pyllc/targets/<t>/gen/<module>.py``.  With ``--check`` nothing is written: the
generated text is compared with the committed files and the stale ones are named; the exit status is 1 if
any differ.  CI runs the check (``tests/tblgen``), so the committed tables always match the description.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable

from .asm_writer_emitter import emit_asm_writer
from .calling_conv_emitter import emit_calling_conv
from .code_emitter_gen import emit_code_emitter, ts_flags
from .dag_isel_emitter import emit_dag_isel
from .instr_info_emitter import emit_instr_info
from .loader import RecordKeeper, load_target
from .records import Instruction
from .register_info_emitter import emit_register_info

#: target name -> (td package, td modules in load order)
TARGETS: dict[str, tuple[str, tuple[str, ...]]] = {
    "x86": (
        "pyllc.targets.x86.td",
        (
            "register_info",
            "instr_formats",
            "instr_info",
            "instr_arithmetic",
            "instr_misc",
            "instr_shift_rotate",
            "instr_cmov_setcc",
            "instr_control",
            "instr_sse",
            "instr_compiler",
            "calling_conv",
            "target",
            "patterns",
        ),
    ),
    "bpf": (
        "pyllc.targets.bpf.td",
        ("register_info", "instr_formats", "instr_info", "calling_conv", "target", "patterns"),
    ),
}

#: Targets whose TSFlags are the ``Encoding.opcode`` of each record (fixed-width targets that pack their
#: encoding form and opcode there); the others use x86's byte-encoding rows.
PACKED_TSFLAGS_TARGETS = frozenset(("bpf",))

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def generate(target: str) -> dict[str, str]:
    """Generated module texts by file name for one target."""
    pkg, mods = TARGETS[target]
    rk: RecordKeeper = load_target(target.upper(), pkg, mods)
    packed = target in PACKED_TSFLAGS_TARGETS

    def flags(i: Instruction) -> int:
        return i.encoding.opcode if packed else ts_flags(i)

    emitters: list[tuple[str, Callable[[RecordKeeper], str]]] = [
        ("register_info.py", emit_register_info),
        ("instr_info.py", lambda r: emit_instr_info(r, [flags(i) for _, i, _ in r.instructions])),
    ]
    if not packed:
        emitters.append(("mc_code_emitter.py", emit_code_emitter))
    emitters += [
        ("asm_writer.py", emit_asm_writer),
        ("calling_conv.py", emit_calling_conv),
        ("dag_isel.py", emit_dag_isel),
    ]
    return {fname: fn(rk) for fname, fn in emitters}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m pyllc.tblgen", description=__doc__.splitlines()[0] if __doc__ else ""
    )
    ap.add_argument("--check", action="store_true", help="compare with the committed files; exit 1 if stale")
    ap.add_argument(
        "--target", action="append", choices=sorted(TARGETS), help="only this target (repeatable)"
    )
    args = ap.parse_args(argv)
    stale: list[str] = []
    for target in args.target or sorted(TARGETS):
        gen_dir = os.path.join(ROOT, "targets", target, "gen")
        for fname, text in generate(target).items():
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
