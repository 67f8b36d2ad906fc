"""C++ exceptions at run time: clang++-14 IR of the programs in ``eh/`` (a destructor during unwinding,
catching an int, a class and ``...``, rethrow, ``noexcept``; ``std::vector``/``std::string`` with
``std::out_of_range``/``std::invalid_argument``; destructors in several frames and a rethrow through them;
class hierarchies, ``std::current_exception``/``std::rethrow_exception``; virtual calls, ``std::map``,
``std::unique_ptr`` and a throwing constructor inside ``new``, nested rethrow), built with pyllc
(``-verify-machineinstrs``) and with llc-14 at -O0 and -O2, linked with g++ (libstdc++): both builds print
the same and exit 0.  With ``-filetype=obj`` too: pyllc's object (``.eh_frame`` with the personality and
LSDA, ``.gcc_except_table``) links and runs the same, and its sections, relocations and symbols equal
llvm-mc-14's object of pyllc's own ``.s``; and pyllc-mc assembles llc-14's ``.s`` to llvm-mc-14's object.
Each in the static and the position-independent relocation model.  The object and pyllc-mc variants run
on a sample (``SAMPLE``) by default and on every program with ``PYLLC_SLOW=1``.  The IR pyllc does not compile yet
must be refused with a located
``error: unsupported:`` diagnostic and no output file, never compiled to wrong code."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
INPUTS = ROOT / "tests/integration/eh"

#: (program, level) pairs pyllc refuses, with the diagnostic text expected.
REFUSED = {
    ("vec", "O2"): "error: unsupported: PHI elimination on an edge into an EH pad",
}

CASES = [(p, lv) for p in ("unwind", "vec", "frames", "rethrow", "raii") for lv in ("O0", "O2")]
SLOW = os.environ.get("PYLLC_SLOW") == "1"
#: The (program, level) pairs the object and pyllc-mc variants run by default: a catch of a class with
#: destructors in several frames (-O0) and a rethrow through RAII frames (-O2), the two LSDA shapes with the
#: most call sites and actions.
SAMPLE = {("frames", "O0"), ("raii", "O2")}


def _sampled(cases: list[tuple[str, str]]) -> list[object]:
    slow = pytest.mark.skipif(not SLOW, reason="PYLLC_SLOW=1 runs this program")
    return [c if c in SAMPLE else pytest.param(*c, marks=slow) for c in cases]


def _needs_tools() -> None:
    for tool in ("g++", "llc-14"):
        if shutil.which(tool) is None:
            pytest.skip(f"needs {tool}")


LLVM_MC = shutil.which("llvm-mc-14") or shutil.which("llvm-mc", path="/usr/lib/llvm-14/bin")
READOBJ = shutil.which("llvm-readobj-14") or shutil.which("llvm-readobj", path="/usr/lib/llvm-14/bin")


def _pyllc(ll: Path, level: str, out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    cmd = [
        sys.executable,
        "-m",
        "pyllc",
        "-verify-machineinstrs",
        f"-{level}",
        *extra,
        str(ll),
        "-o",
        str(out),
    ]
    return subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True)


def _readobj(obj: Path) -> str:
    assert READOBJ is not None
    args = [READOBJ, "--sections", "--section-data", "--relocations", "--symbols", str(obj)]
    text = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    return "\n".join(line for line in text.splitlines() if not line.startswith("File:"))


def _llvm_mc(asm: Path, obj: Path) -> None:
    assert LLVM_MC is not None
    subprocess.run(
        [LLVM_MC, "-triple=x86_64-unknown-linux-gnu", "-filetype=obj", str(asm), "-o", str(obj)], check=True
    )


#: The relocation models: static code links with ``-no-pie``; position-independent code (the personality
#: routine through ``DW.ref.``, type infos through ``.DW.stub`` words, a ``pcrel`` LSDA) as a PIE.
RELOCS = ("static", "pic")


def _run(inp: Path, exe: Path, reloc: str = "static") -> subprocess.CompletedProcess[str]:
    subprocess.run(["g++", "-no-pie" if reloc == "static" else "-pie", str(inp), "-o", str(exe)], check=True)
    return subprocess.run([str(exe)], capture_output=True, text=True, timeout=30)


def _reference(ll: Path, level: str, reloc: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    ref_asm = tmp_path / "llc.s"
    subprocess.run(
        ["llc-14", f"-{level}", f"-relocation-model={reloc}", str(ll), "-o", str(ref_asm)], check=True
    )
    ref = _run(ref_asm, tmp_path / "llc", reloc)
    assert ref.returncode == 0 and ref.stdout
    return ref


@pytest.mark.parametrize("reloc", RELOCS)
@pytest.mark.parametrize(("program", "level"), CASES)
def test_same_as_llc14(program: str, level: str, reloc: str, tmp_path: Path) -> None:
    _needs_tools()
    ll = INPUTS / f"{program}.cpp14-{level}.ll"
    ref = _reference(ll, level, reloc, tmp_path)
    asm = tmp_path / "pyllc.s"
    got = _pyllc(ll, level, asm, f"-relocation-model={reloc}")
    refused = REFUSED.get((program, level))
    if refused is not None:
        assert got.returncode == 1
        assert f"{ll.name}:" in got.stderr and refused in got.stderr
        assert "Traceback" not in got.stderr
        assert not asm.exists()
        return
    assert got.returncode == 0, got.stderr
    out = _run(asm, tmp_path / "pyllc", reloc)
    assert (out.returncode, out.stdout, out.stderr) == (0, ref.stdout, ref.stderr)


@pytest.mark.parametrize("reloc", RELOCS)
@pytest.mark.parametrize(("program", "level"), _sampled([c for c in CASES if c not in REFUSED]))
def test_object_same_as_llc14(program: str, level: str, reloc: str, tmp_path: Path) -> None:
    """``-filetype=obj`` (no assembler): runs like llc-14's build, and equals llvm-mc-14 on pyllc's ``.s``."""
    _needs_tools()
    ll = INPUTS / f"{program}.cpp14-{level}.ll"
    ref = _reference(ll, level, reloc, tmp_path)
    obj = tmp_path / "pyllc.o"
    got = _pyllc(ll, level, obj, "-filetype=obj", f"-relocation-model={reloc}")
    assert got.returncode == 0, got.stderr
    out = _run(obj, tmp_path / "pyllc", reloc)
    assert (out.returncode, out.stdout, out.stderr) == (0, ref.stdout, ref.stderr)
    if LLVM_MC is None or READOBJ is None:
        pytest.skip("the comparison with llvm-mc-14 needs llvm-mc-14 and llvm-readobj-14")
    asm = tmp_path / "pyllc.s"
    assert _pyllc(ll, level, asm, f"-relocation-model={reloc}").returncode == 0
    _llvm_mc(asm, tmp_path / "mc.o")
    assert _readobj(obj) == _readobj(tmp_path / "mc.o")


@pytest.mark.parametrize("reloc", RELOCS)
@pytest.mark.parametrize(("program", "level"), _sampled(CASES))
def test_pyllc_mc_assembles_llc14_output(program: str, level: str, reloc: str, tmp_path: Path) -> None:
    """pyllc-mc on llc-14's ``.s`` (``.cfi_personality``, ``.cfi_lsda``, the LSDA's ``.uleb128``
    differences): the object equals llvm-mc-14's."""
    _needs_tools()
    if LLVM_MC is None or READOBJ is None:
        pytest.skip("needs llvm-mc-14 and llvm-readobj-14")
    ll = INPUTS / f"{program}.cpp14-{level}.ll"
    asm = tmp_path / "llc.s"
    subprocess.run(["llc-14", f"-{level}", f"-relocation-model={reloc}", str(ll), "-o", str(asm)], check=True)
    _llvm_mc(asm, tmp_path / "ref.o")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    cmd = [sys.executable, "-m", "pyllc.tools.mc", "-triple=x86_64-unknown-linux-gnu", "-filetype=obj"]
    got = subprocess.run(
        [*cmd, str(asm), "-o", str(tmp_path / "mine.o")], env=env, capture_output=True, text=True
    )
    assert got.returncode == 0, got.stderr
    assert _readobj(tmp_path / "mine.o") == _readobj(tmp_path / "ref.o")
