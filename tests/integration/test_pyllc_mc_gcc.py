"""``pyllc-mc`` on GNU-as input: gcc-12's ``-S`` output for the C programs of the differential suites.

For each ``tests/differential/src/*.c`` at ``-O0`` and ``-O2``, gcc's assembly (``.file``, ``.ident``,
``.cfi_*``, ``.p2align 4,,10``, ``.string``, ``.L`` labels, ``.section .rodata.str1.1,"aMS",@progbits,1``,
``.note.GNU-stack``, x87 and SSE code as gcc writes it) is assembled by ``pyllc-mc -filetype=obj``:

* the ``.text`` bytes equal GNU as's (``gcc -c``) where llvm-mc-14 agrees with GNU as, else llvm-mc-14's
  (the two assemblers may pick other encodings or relaxations);
* the object links with ``gcc -no-pie`` and the program prints and exits as the one gcc built itself.

Files pyllc-mc cannot assemble yet are listed in :data:`KNOWN_FAILURES` with the reason (strict expected
failures).  By default a fixed sample runs; ``PYLLC_SLOW=1`` runs every program.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from mc_compare import LLVM_MC, compared_sections, llvm_mc, pyllc_mc

ROOT = Path(__file__).resolve().parents[2]
SLOW = os.environ.get("PYLLC_SLOW") == "1"
X86 = "x86_64-unknown-linux-gnu"
GCC = shutil.which("gcc")
SOURCES = sorted((ROOT / "tests" / "differential" / "src").glob("*.c"))
SAMPLE = ("bignum", "long_double_arith", "atomic_cas", "fp_int_conversions", "switch_dense", "varargs_calls")

#: (program, level) -> why pyllc-mc cannot assemble gcc's output yet.
KNOWN_FAILURES: dict[tuple[str, str], str] = {}

pytestmark = [
    pytest.mark.long,
    pytest.mark.skipif(GCC is None or LLVM_MC is None, reason="needs gcc and llvm-mc-14"),
]


def _params() -> list[object]:
    out: list[object] = []
    for src in SOURCES:
        if not SLOW and src.stem not in SAMPLE:
            continue
        for level in ("-O0", "-O2"):
            reason = KNOWN_FAILURES.get((src.stem, level))
            marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
            out.append(pytest.param(src, level, id=f"{src.stem}{level}", marks=marks))
    return out


def _text(obj: Path) -> bytes:
    """The bytes of every ``.text*`` section, in section order."""
    return b"".join(v for k, v in compared_sections(obj.read_bytes()).items() if k.startswith(".text"))


def _run(exe: Path) -> tuple[int, bytes]:
    p = subprocess.run([str(exe)], stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
    return p.returncode, p.stdout


def _link(inputs: list[str], exe: Path) -> None:
    assert GCC is not None
    r = subprocess.run(
        [GCC, "-no-pie", *inputs, "-o", str(exe), "-lm", "-lpthread", "-latomic"],
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stderr


@pytest.mark.parametrize(("src", "level"), _params())
def test_gcc_assembly(src: Path, level: str, tmp_path: Path) -> None:
    assert GCC is not None
    asm = tmp_path / "p.s"
    r = subprocess.run([GCC, "-S", level, str(src), "-o", str(asm)], capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(f"gcc rejects the program: {r.stderr[:200]}")
    mine, gas, ref = tmp_path / "mine.o", tmp_path / "gas.o", tmp_path / "llvm.o"
    rc, err = pyllc_mc(asm, X86, mine)
    assert rc == 0, err
    r = subprocess.run([GCC, "-c", str(asm), "-o", str(gas)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    r2 = llvm_mc(asm, X86, ref)
    assert r2.returncode == 0, r2.stderr
    gas_text, llvm_text = _text(gas), _text(ref)
    want = gas_text if llvm_text == gas_text else llvm_text
    assert _text(mine) == want, "the .text bytes differ from " + (
        "GNU as" if want is gas_text else "llvm-mc-14"
    )
    _link([str(mine)], tmp_path / "mine")
    _link([level, str(src)], tmp_path / "gcc")
    assert _run(tmp_path / "mine") == _run(tmp_path / "gcc")
