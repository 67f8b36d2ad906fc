"""``!pcsections`` sections of pyllc's objects against llc-16's (``utils/pcsections_compare.py``).

Every IR file of ``tests/CodeGen/X86/pcsections`` is compiled by both at -O2 and -O0, with the small and
the large code model, and the PC sections compared:

* -O2, small code model: everything, including the instruction each entry points at; files with a
  ``; PCSECTIONS-COMPARE: layout-only: <reason>`` line compare only the layout, for the reason given;
* -O0 (pyllc has no FastISel, so its -O0 code is not llc-16's) and the large code model (pyllc's driver
  accepts only the small one; the checker builds the TargetMachine with the large model): the layout --
  section names, flags, groups, links, entry sizes, the functions' own entries and the auxiliary constants.

``!C`` sections, which llc-16 does not implement, are decoded against llc-16's full-width constants.

By default every file runs the full -O2 small-code-model comparison and a sample (``SAMPLE``) the layout
ones; ``PYLLC_SLOW=1`` runs every file in all four.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TESTS = sorted((ROOT / "tests" / "CodeGen" / "X86" / "pcsections").glob("*.ll"))
sys.path.insert(0, str(ROOT))

from utils import pcsections_compare  # noqa: E402

pytestmark = [
    pytest.mark.skipif(
        any(shutil.which(t) is None for t in ("llc-16", "llvm-objdump-14")),
        reason="needs llc-16 (LLVM 16 implements !pcsections) and llvm-objdump-14",
    ),
    pytest.mark.long,
]

SLOW = os.environ.get("PYLLC_SLOW") == "1"
#: Files whose -O0 and large-code-model layouts run by default: function entries with constants, reused
#: tuples, COMDAT groups, -function-sections, the ``!C`` encodings and an expanded atomicrmw loop.
SAMPLE = {
    "function-aux.ll",
    "reused-tuple.ll",
    "comdat.ll",
    "function-sections.ll",
    "compress-i32.ll",
    "rmw-nand.ll",
}

_LAYOUT_ONLY = re.compile(r"^; PCSECTIONS-COMPARE: layout-only: (.*)$", re.M)


def test_there_are_enough_files() -> None:
    assert len(TESTS) >= 30


@pytest.mark.parametrize("code_model", ["small", "large"])
@pytest.mark.parametrize("opt", ["-O2", "-O0"])
@pytest.mark.parametrize("path", TESTS, ids=[p.name for p in TESTS])
def test_pc_sections_match_llc16(path: Path, opt: str, code_model: str) -> None:
    if not SLOW and (opt, code_model) != ("-O2", "small") and path.name not in SAMPLE:
        pytest.skip("PYLLC_SLOW=1 runs this layout comparison")
    layout_only = _LAYOUT_ONLY.search(path.read_text()) is not None
    full = opt == "-O2" and code_model == "small" and not layout_only
    problems = pcsections_compare.compare(str(path), opt, code_model, [], mnemonics=full)
    assert not problems, "\n".join(problems)


def test_layout_only_files_do_differ() -> None:
    """A file marked layout-only must still show the difference its reason names (else drop the mark)."""
    for path in TESTS:
        if _LAYOUT_ONLY.search(path.read_text()):
            assert pcsections_compare.compare(str(path), "-O2", "small", [], mnemonics=True), path.name


def test_checker_sees_a_difference(monkeypatch: pytest.MonkeyPatch) -> None:
    """The checker is not blind: llc-16 run with -function-sections links its PC sections to other text
    sections than pyllc's, and that is reported."""
    path = ROOT / "tests" / "CodeGen" / "X86" / "pcsections" / "function-sections.ll"
    assert pcsections_compare.compare(str(path), "-O2", "small", ["-function-sections"]) == []
    original = pcsections_compare.compile_llc16

    def llc16_function_sections(ir: str, opt: str, cm: str, extra: list[str], out: str) -> None:
        original(ir, opt, cm, [*extra, "-function-sections"], out)

    monkeypatch.setattr(pcsections_compare, "compile_llc16", llc16_function_sections)
    problems = pcsections_compare.compare(str(path), "-O2", "small", [])
    assert any("only in llc-16" in p for p in problems), problems


def test_entry_size_follows_the_code_model() -> None:
    path = ROOT / "tests" / "CodeGen" / "X86" / "pcsections" / "function.ll"
    assert read_entry_sizes(path, "small") == {4}
    assert read_entry_sizes(path, "large") == {8}


def read_entry_sizes(ir: Path, code_model: str) -> set[int]:
    with tempfile.TemporaryDirectory() as tmp:
        out = str(Path(tmp) / "x.o")
        pcsections_compare.compile_pyllc(str(ir), "-O2", code_model, [], out)
        obj = pcsections_compare.read_elf(Path(out).read_bytes())
    sizes: set[int] = set()
    for sec in obj.sections:
        if sec.name == "pcs_fn":
            for r in obj.relocs.get(sec.index, []):
                sizes.add({pcsections_compare.R_X86_64_PC32: 4, pcsections_compare.R_X86_64_PC64: 8}[r.type])
    return sizes
