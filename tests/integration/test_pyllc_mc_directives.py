"""The generic assembler's directives (``.macro``, ``.rept``/``.irp``/``.irpc``, ``.include``/``.incbin``,
``.reloc``, subsections) against llvm-mc-14: each input is assembled by both tools into an object, and
``llvm-readobj-14 --sections --section-data --relocations --symbols`` of the two must be identical; the
assembly text (``-filetype=asm``) must be identical too.

The inputs are the lit tests of ``tests/MC/ELF`` for these directives (assembled from that folder with
``-I Inputs``, as their RUN lines do), and a few programs written here that mix the directives.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ELF_TESTS = ROOT / "tests/MC/ELF"
LLVM_MC = shutil.which("llvm-mc-14")
READOBJ = shutil.which("llvm-readobj-14")

pytestmark = pytest.mark.skipif(not (LLVM_MC and READOBJ), reason="needs llvm-mc-14 and llvm-readobj-14")

LIT_INPUTS = ["macro.s", "reloc.s", "subsections.s", "include-incbin.s", "symver.s"]

#: Programs that mix the directives: macros that include files, define macros, use .reloc and
#: subsections, and .irp over registers.
MIXED: dict[str, str] = {
    "macro-reloc-subsection": """\
	.macro	entry name, sub=1
	.text	\\sub
\\name:
	.reloc	., R_X86_64_NONE, \\name
	nop
	.previous
	.endm
	.text
	jmp	two
	entry	one
	entry	two, 2
	entry	three
	ret
	.irp	reg, rax, rbx, rcx
	pushq	%\\reg
	.endr
	.irpc	n, 012
	.byte	\\n
	.endr
""",
    "macro-include": """\
	.macro	pull file
	.include "\\file"
	.endm
	pull	include-b.s
	.rept	3
	pull	include-b.s
	.endr
	.incbin	"incbin.bin", 4
""",
}


def _pyllc_mc(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "pyllc.tools.mc", *args], capture_output=True, text=True, cwd=cwd, env=env
    )


def _readobj(obj: Path) -> str:
    assert READOBJ is not None
    r = subprocess.run(
        [READOBJ, "--sections", "--section-data", "--relocations", "--symbols", str(obj)],
        capture_output=True,
        text=True,
        check=True,
    )
    return "\n".join(line for line in r.stdout.splitlines() if not line.startswith("File:"))


def _compare(src: Path, tmp: Path) -> None:
    assert LLVM_MC is not None
    args = ["-triple=x86_64", "-I", "Inputs", str(src)]
    for filetype in ("asm", "obj"):
        mine, ref = tmp / f"mine.{filetype}", tmp / f"ref.{filetype}"
        r = _pyllc_mc([*args, f"-filetype={filetype}", "-o", str(mine)], ELF_TESTS)
        assert r.returncode == 0, r.stderr
        lr = subprocess.run(
            [LLVM_MC, *args, f"-filetype={filetype}", "-o", str(ref)],
            capture_output=True,
            text=True,
            cwd=ELF_TESTS,
        )
        assert lr.returncode == 0, lr.stderr
        assert r.stderr == lr.stderr
        if filetype == "asm":
            assert mine.read_text() == ref.read_text()
        else:
            assert _readobj(mine) == _readobj(ref)


@pytest.mark.parametrize("name", LIT_INPUTS)
def test_lit_input_matches_llvm_mc(name: str, tmp_path: Path) -> None:
    _compare(ELF_TESTS / name, tmp_path)


@pytest.mark.parametrize("name", sorted(MIXED))
def test_mixed_directives_match_llvm_mc(name: str, tmp_path: Path) -> None:
    src = tmp_path / f"{name}.s"
    src.write_text(MIXED[name])
    _compare(src, tmp_path)
