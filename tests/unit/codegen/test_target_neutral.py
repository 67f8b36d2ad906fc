"""Generic code names no target: no x86 register, class or node names in pyllc/codegen, pyllc/target,
pyllc/mc, pyllc/mir, and no ``getattr(obj, "hook", None)`` probes of target objects there.

The name check is the case-insensitive ``x86|EFLAGS|rax|GR32`` (``EFLAGS`` as its own word, so LLVM's
``SDNodeFlags`` is not a hit).  The one exception is the value-type table itself, pyllc/codegen/value_types.py
(LLVM: include/llvm/Support/MachineValueType.h and lib/CodeGen/ValueTypes.cpp), where LLVM's
target-independent names ``MVT::x86mmx`` / ``MVT::x86amx`` are defined and mapped to the IR types
``x86_fp80`` / ``x86_mmx``; other generic code reaches them through that table.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DIRS = ("pyllc/codegen", "pyllc/target", "pyllc/mc", "pyllc/mir")
NAMES = re.compile(r"x86|(?<![a-z])eflags|rax|gr32", re.IGNORECASE)
#: The value-type table and the LLVM names it defines (see the module docstring).
VALUE_TYPES = "pyllc/codegen/value_types.py"
ALLOWED = re.compile(r"\bx86mmx\b|\bx86amx\b|_T\.X86_FP80TyID|_T\.X86_MMXTyID")
#: ``getattr(<target object>, "<name>", ...)``: a probe of a TargetLowering/RegisterInfo/InstrInfo/
#: FrameLowering/Subtarget/TargetMachine (or their tables) instead of a hook on the base class.
PROBE = re.compile(
    r"getattr\(\s*(?:self\.)?(?:tli|tri|tii|tfi|tfl|subtarget|st|tm|target|lowering|frame_lowering|"
    r"instr_info|register_info|tri\.tables|type\(tli\))\b[^,]*,\s*[\"']"
)


def _lines() -> list[tuple[str, int, str]]:
    out: list[tuple[str, int, str]] = []
    for d in DIRS:
        for path in sorted((ROOT / d).rglob("*.py")):
            rel = str(path.relative_to(ROOT))
            for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                out.append((rel, no, line))
    return out


def test_generic_code_names_no_target() -> None:
    hits = [
        f"{p}:{n}: {line.strip()}"
        for p, n, line in _lines()
        if NAMES.search(line) and not (p == VALUE_TYPES and ALLOWED.search(line))
    ]
    assert hits == [], "target names in generic code:\n" + "\n".join(hits)


def test_generic_code_does_not_probe_target_objects() -> None:
    hits = [f"{p}:{n}: {line.strip()}" for p, n, line in _lines() if PROBE.search(line)]
    assert hits == [], "getattr probes of target objects (add a hook on the base class):\n" + "\n".join(hits)


def test_the_checks_find_what_they_look_for() -> None:
    assert NAMES.search("BuildMI(X86::MOV32rr)") and NAMES.search("$eflags") and NAMES.search("GR32")
    assert not NAMES.search("SDNodeFlags.NoNaNs")
    assert ALLOWED.search("    x86mmx = 171") and not ALLOWED.search("T.X86_FP80TyID: MVT.f80")
    assert PROBE.search('costs = getattr(self.tri.tables, "class_copy_costs", None)')
    assert PROBE.search('fn = getattr(tli, "lower_operation", None)')
