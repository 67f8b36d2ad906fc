"""``pyllc-mc -filetype=obj`` against ``llvm-mc-14 -filetype=obj`` on llc-14's own assembly.

For every ``.ll`` of the differential suites (``tests/differential/ll``: the clang-14 files, which llc-14
reads; ``tests/bpf/ll``: the BPF corpus), llc-14's ``.s`` is assembled by both assemblers: the ``.text``,
``.data``, ``.rodata*`` and ``.eh_frame`` bytes and ``llvm-readobj-14 -r`` must be identical.

* x86-64 files must assemble to the same bytes; a file listed in :data:`X86_KNOWN_DIFFERENCES` (none today)
  is a strict expected failure with its reason.  The same files without their instructions (directives and
  labels only, ``data-only``) must pass as well.
* Files with debug information (``.file N``/``.loc``; llc's ``.debug_info``/``.debug_abbrev``/``.debug_str``
  as data) are compared like the others, the ``.debug_*`` sections included; every ``-g`` file runs (not a
  sample), and ``llvm-dwarfdump-14 --debug-line`` of the two objects must agree.

By default a fixed sample of each list runs; ``PYLLC_SLOW=1`` runs every file.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from mc_compare import LLC, LLVM_MC, READOBJ, compare_objects, data_only, llc_asm, llvm_mc, pyllc_mc

ROOT = Path(__file__).resolve().parents[2]
SLOW = os.environ.get("PYLLC_SLOW") == "1"
SAMPLE = 24
X86 = "x86_64-unknown-linux-gnu"
DWARFDUMP = shutil.which("llvm-dwarfdump-14")
#: x86 files whose object still differs from llvm-mc-14's, with the reason (a strict expected failure each).
X86_KNOWN_DIFFERENCES: dict[str, str] = {}

pytestmark = pytest.mark.skipif(
    not (LLC and LLVM_MC and READOBJ), reason="needs llc-14, llvm-mc-14 and llvm-readobj-14"
)


def _sample(files: list[Path]) -> list[Path]:
    if SLOW or len(files) <= SAMPLE:
        return files
    step = len(files) / SAMPLE
    return [files[int(i * step)] for i in range(SAMPLE)]


X86_FILES = sorted((ROOT / "tests/differential/ll").glob("*.c14-*.ll"))
BPF_FILES = sorted((ROOT / "tests/bpf/ll").glob("*.ll"))


def _ids(files: list[Path]) -> list[str]:
    return [f.name for f in files]


def _assemble_both(asm: str, triple: str, tmp: Path) -> tuple[int, str, list[str]]:
    src, mine, theirs = tmp / "in.s", tmp / "mine.o", tmp / "theirs.o"
    src.write_text(asm)
    ref = llvm_mc(src, triple, theirs)
    assert ref.returncode == 0, ref.stderr
    rc, err = pyllc_mc(src, triple, mine)
    if rc != 0:
        assert not mine.exists(), "an output file was left after an error"
        return rc, err, []
    return rc, err, compare_objects(mine, theirs)


def _check(asm: str, triple: str, tmp: Path) -> None:
    rc, err, problems = _assemble_both(asm, triple, tmp)
    if rc != 0:
        pytest.fail(err)
    assert not problems, problems


def _x86_params(files: list[Path]) -> list[object]:
    return [
        pytest.param(
            f,
            id=f.name,
            marks=[pytest.mark.xfail(strict=True, reason=X86_KNOWN_DIFFERENCES[f.name])]
            if f.name in X86_KNOWN_DIFFERENCES
            else [],
        )
        for f in files
    ]


@pytest.mark.parametrize("path", _x86_params(_sample(X86_FILES)))
def test_x86_llc_output(path: Path, tmp_path: Path) -> None:
    asm = llc_asm(path, X86)
    if asm is None:
        pytest.skip("llc-14 rejects the file")
    _check(asm, X86, tmp_path)


@pytest.mark.parametrize("path", _sample(X86_FILES), ids=_ids(_sample(X86_FILES)))
def test_x86_llc_output_data_only(path: Path, tmp_path: Path) -> None:
    asm = llc_asm(path, X86)
    if asm is None:
        pytest.skip("llc-14 rejects the file")
    _check(data_only(asm), X86, tmp_path)


X86_DEBUG_FILES = [f for f in X86_FILES if f.name.endswith("-g.ll")]


def _debug_line(obj: Path) -> list[str]:
    assert DWARFDUMP is not None
    r = subprocess.run([DWARFDUMP, "--debug-line", str(obj)], capture_output=True, text=True, check=True)
    return r.stdout.splitlines()[1:]  # without the file name


@pytest.mark.parametrize("path", X86_DEBUG_FILES, ids=_ids(X86_DEBUG_FILES))
def test_x86_llc_debug_output(path: Path, tmp_path: Path) -> None:
    """llc-14's ``-g`` assembly: ``.debug_line``/``.debug_line_str`` from ``.file``/``.loc`` and llc's own
    debug sections, bytes and relocations as llvm-mc-14's; the line tables read back the same."""
    asm = llc_asm(path, X86)
    if asm is None:
        pytest.skip("llc-14 rejects the file")
    assert ".loc\t" in asm
    rc, err, problems = _assemble_both(asm, X86, tmp_path)
    assert rc == 0, err
    assert not problems, problems
    if DWARFDUMP is not None:
        rows = _debug_line(tmp_path / "mine.o")
        assert rows == _debug_line(tmp_path / "theirs.o")
        assert any("end_sequence" in r for r in rows)


@pytest.mark.parametrize("path", _sample(BPF_FILES), ids=_ids(_sample(BPF_FILES)))
def test_bpf_llc_output(path: Path, tmp_path: Path) -> None:
    asm = llc_asm(path, "bpfel")
    if asm is None:
        pytest.skip("llc-14 rejects the file")
    _check(asm, "bpfel", tmp_path)


def test_pyllc_mc_loads_no_code_generator() -> None:
    """``pyllc-mc`` assembles with the MC layer alone: no ``pyllc.codegen`` module is imported."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from pyllc.tools.mc import main\n"
        "import io, contextlib\n"
        "sys.stdin = io.TextIOWrapper(io.BytesIO(b'.data\\n.long 1\\nr0 = 1\\nexit\\n'))\n"
        "out = io.StringIO()\n"
        "rc = main(['-triple', 'bpfel', '-filetype=null', '-'])\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('pyllc.codegen', 'pyllc.ir', 'pyllc.mir')))\n"
        "print(rc, bad)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert r.stdout.strip() == "0 []", r.stdout + r.stderr


@pytest.mark.parametrize("path", _sample(X86_FILES), ids=_ids(_sample(X86_FILES)))
def test_x86_llc_operands_parse(path: Path) -> None:
    """Every instruction of llc-14's x86 assembly parses into AT&T operands (the matcher is bypassed: the
    operand lists are only collected) and every operand is accounted for."""
    from pyllc.mc.context import MCContext
    from pyllc.mc.parser.asm_parser import AsmParser
    from pyllc.target.registry import create_mc_target_desc
    from pyllc.targets.x86.mc.asm_parser import X86AsmParser, split_compare_predicate
    from pyllc.targets.x86.mc.x86_operand import K_Prefix, K_Token, X86Operand

    asm = llc_asm(path, X86)
    if asm is None:
        pytest.skip("llc-14 rejects the file")
    parsed: list[list[object]] = []

    class Collecting(X86AsmParser):
        def match_and_emit_instruction(self, loc: int, operands: list[object]) -> None:  # type: ignore[override]
            parsed.append(operands)

    desc = create_mc_target_desc(X86)
    ctx = MCContext(desc.create_mc_asm_info())
    parser = AsmParser(asm, path.name, ctx, desc.create_mc_object_streamer(ctx), Collecting)
    errors = [e.format() for e in parser.run()]
    assert not errors, errors[:5]
    expected: list[tuple[str, bool]] = []
    for line in asm.splitlines():
        words = line.split("#", 1)[0].split()
        if line[:1] != "\t" or not words or words[0][0] == "." or words[0].endswith(":"):
            continue
        # ``lock cmpxchgl ...``: the prefix is a flag operand (the last) of the instruction after it.
        prefixed = words[0] in ("lock", "rep", "repne") and len(words) > 1
        word = words[1] if prefixed else words[0]
        split = split_compare_predicate(word)  # cmpltsd -> cmpsd $1
        expected.append((split[0] if split else word, prefixed))
    mnemonics = [
        (
            ops[0].tok if isinstance(ops[0], X86Operand) and ops[0].kind == K_Token else "?",
            isinstance(ops[-1], X86Operand) and ops[-1].kind == K_Prefix,
        )
        for ops in parsed
    ]
    assert mnemonics == expected
