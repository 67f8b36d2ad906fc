"""x86-64 objects with inline asm (``asm`` call sites and ``module asm``), assembled by the native assembler
parser as llc's integrated assembler does:

* the inline-asm lit inputs whose code generation is llc-14's: pyllc's ``-filetype=obj`` code bytes equal
  llc-14's (``llvm-objdump-14 -d``);
* the differential inline-asm programs (clang-14 and clang-16 IR at -O0 and -O2, built at pyllc -O0 and -O2):
  the direct object equals ``llvm-mc-14 -filetype=obj`` of pyllc's own ``.s`` (code and relocations), and it
  links with gcc and runs exactly like the llc-14 (llc-16 for clang-16 IR) build."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from pyllc.tools.llc import main as pyllc_main

ROOT = Path(__file__).resolve().parents[2]
LLC14 = shutil.which("llc-14")
LLC16 = shutil.which("llc-16")
MC14 = shutil.which("llvm-mc-14")
OBJDUMP = shutil.which("llvm-objdump-14")
GCC = shutil.which("gcc")
# bswap-flags (-O2) and modifiers (-O0) differ from llc-14 in code generation outside the asm statements.
LIT_INPUTS = (
    ("inline-asm-bswap-flags.ll", "-O0"),
    ("inline-asm-constraints.ll", "-O0"),
    ("inline-asm-constraints.ll", "-O2"),
    ("inline-asm-goto.ll", "-O2"),
    ("inline-asm-mir.ll", "-O2"),
    ("inline-asm-modifiers.ll", "-O2"),
    ("inline-asm-module.ll", "-O2"),
    ("inline-asm-parsed.ll", "-O0"),
    ("inline-asm-parsed.ll", "-O2"),
)
PROGRAMS = sorted(p.name for p in (ROOT / "tests" / "differential" / "ll").glob("asm_*.ll"))


def _disasm(obj: Path, *flags: str) -> str:
    assert OBJDUMP is not None
    out = subprocess.run([OBJDUMP, "-d", *flags, str(obj)], capture_output=True, text=True, check=True).stdout
    return "\n".join(line for line in out.splitlines() if "file format" not in line)


@pytest.mark.skipif(LLC14 is None or OBJDUMP is None, reason="llc-14 and llvm-objdump-14 are needed")
@pytest.mark.parametrize("name,opt", LIT_INPUTS)
def test_inline_asm_object_matches_llc14(name: str, opt: str, tmp_path: Path) -> None:
    assert LLC14 is not None
    src = ROOT / "tests" / "CodeGen" / "X86" / name
    ours, theirs = tmp_path / "p.o", tmp_path / "l.o"
    assert pyllc_main([opt, "-filetype=obj", str(src), "-o", str(ours)]) == 0
    subprocess.run([LLC14, opt, "-filetype=obj", str(src), "-o", str(theirs)], check=True)
    assert _disasm(ours) == _disasm(theirs)


def _run(exe: Path) -> tuple[int, str]:
    r = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    return r.returncode, r.stdout


@pytest.mark.skipif(
    None in (LLC14, LLC16, MC14, OBJDUMP, GCC),
    reason="llc-14, llc-16, llvm-mc-14, llvm-objdump-14, gcc needed",
)
@pytest.mark.parametrize("opt", ("-O0", "-O2"))
@pytest.mark.parametrize("name", PROGRAMS)
def test_inline_asm_program_object(name: str, opt: str, tmp_path: Path) -> None:
    assert LLC14 is not None and LLC16 is not None and MC14 is not None and GCC is not None
    src = ROOT / "tests" / "differential" / "ll" / name
    obj, asm, mc_obj, ref_obj = (tmp_path / n for n in ("p.o", "p.s", "m.o", "l.o"))
    assert pyllc_main([opt, "-filetype=obj", str(src), "-o", str(obj)]) == 0
    assert pyllc_main([opt, str(src), "-o", str(asm)]) == 0
    subprocess.run([MC14, "-filetype=obj", str(asm), "-o", str(mc_obj)], check=True)
    assert _disasm(obj, "-r") == _disasm(mc_obj, "-r")
    llc = LLC16 if ".c16-" in name else LLC14
    subprocess.run([llc, opt, "-filetype=obj", str(src), "-o", str(ref_obj)], check=True)
    ours, theirs = tmp_path / "p.out", tmp_path / "l.out"
    subprocess.run([GCC, "-no-pie", str(obj), "-o", str(ours)], check=True)
    subprocess.run([GCC, "-no-pie", str(ref_obj), "-o", str(theirs)], check=True)
    assert _run(ours) == _run(theirs)
