"""utils/update_mir_test_checks.py: check lines per function, vreg variables named after their opcode."""

from __future__ import annotations

import importlib
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1].parent
sys.path.insert(0, str(ROOT / "utils"))
upd: Any = importlib.import_module("update_mir_test_checks")

FILECHECK = shutil.which("FileCheck-14") or "/usr/lib/llvm-14/bin/FileCheck"
PASS_TEST = ROOT / "tests" / "CodeGen" / "MIR" / "X86" / "passes" / "phi-node-elimination-loops.mir"

BODY = [
    "  bb.0.entry:",
    "    liveins: $edi",
    "  ",
    "    %0:gr32 = COPY $edi",
    "    %1:gr32 = COPY %0",
    "    dead %2:gr32, %3:gr32 = nsw ADD32rr %0, %1, implicit-def dead $eflags",
    "    $eax = COPY %7",
    '    INLINEASM &"{{x}} [[y]]", 1',
]


def test_check_lines_name_vregs_after_their_defining_opcode() -> None:
    got = upd.check_lines("f", BODY, "CHECK")
    assert got == [
        "; CHECK-LABEL: name: f{{$}}",
        "; CHECK: bb.0.entry:",
        "; CHECK-NEXT: liveins: $edi",
        "; CHECK-NEXT: {{  $}}",
        "; CHECK-NEXT: [[COPY:%[0-9]+]]:gr32 = COPY $edi",
        "; CHECK-NEXT: [[COPY1:%[0-9]+]]:gr32 = COPY [[COPY]]",
        "; CHECK-NEXT: dead [[ADD32rr:%[0-9]+]]:gr32, [[ADD32rr1:%[0-9]+]]:gr32 = nsw ADD32rr [[COPY]], "
        "[[COPY1]], implicit-def dead $eflags",
        "; CHECK-NEXT: $eax = COPY [[VAR:%[0-9]+]]",
        '; CHECK-NEXT: INLINEASM &"{{[{][{]}}x}} {{[[][[]}}y]]", 1',
    ]


def test_run_lines_and_prefixes() -> None:
    text = (
        "# RUN: pyllc -run-pass=greedy %s -o - \\\n# RUN:   | FileCheck %s --check-prefixes=A,B\n"
        "# RUN: not pyllc -run-pass=x %s 2>&1 | FileCheck %s\n"
        "# RUN: %if llc14 %{ llc-14 -run-pass=greedy %s -o - | FileCheck %s %}\n"
    )
    runs = upd.tool_runs("t.mir", text, "pyllc")
    assert runs == [(["-run-pass=greedy", "t.mir", "-o", "-"], ["A", "B"])]


@pytest.mark.skipif(not Path(FILECHECK).exists(), reason="FileCheck (LLVM 14) is not installed")
def test_regenerated_checks_pass_filecheck(tmp_path: Path) -> None:
    """Strip a pass test's checks, regenerate them from pyllc, and run the test's RUN line through FileCheck;
    regenerating again changes nothing (--check)."""
    text = PASS_TEST.read_text()
    stripped = "\n".join(ln for ln in text.split("\n") if not re.match(r"^\s*; CHECK", ln))
    t = tmp_path / "t.mir"
    t.write_text(stripped)
    assert upd.main([str(t)]) == 0
    new = t.read_text()
    assert "; CHECK-LABEL: name: sum{{$}}" in new
    # The regenerated checks equal the committed ones (which came from llc-14's identical output).
    assert new == text
    out = subprocess.run(
        [sys.executable, "-m", "pyllc", "-O2", "-run-pass=phi-node-elimination", str(t), "-o", "-"],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        check=True,
    ).stdout
    fc = subprocess.run([FILECHECK, str(t)], input=out, capture_output=True, text=True)
    assert fc.returncode == 0, fc.stderr
    assert upd.main(["--check", str(t)]) == 0
    t.write_text(new.replace("; CHECK-NEXT: ", "; CHECK-NEXT: STALE ", 1))
    assert upd.main(["--check", str(t)]) == 1
