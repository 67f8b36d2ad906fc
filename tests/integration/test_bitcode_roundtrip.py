"""The bitcode reader over the corpus: bitcode in, the same module out (DESIGN §7 "Round trips").

Two sets of inputs:

* every committed ``.ll`` file (``tests/differential/ll`` and ``tests/IR/corpus``), assembled into
  ``x.bc`` here by ``llvm-as-14`` (typed pointers), or by ``llvm-as-16`` for the files LLVM 14 rejects
  (opaque pointers, LLVM 16 syntax);
* the committed clang bitcode of ``tests/differential/bc`` (``utils/gen_bitcode.sh``; ``*.c14-*`` from
  clang-14, ``*.c16-*`` from clang-16).

For each file, with "the matching version" the LLVM whose tool wrote the bitcode:

1. **IR round trip**: pyllc's ``parse_bitcode`` + ``verify_module`` + ``print_module`` (what
   ``pyllc -emit-llvm x.bc`` prints), passed through ``llvm-as``/``llvm-dis`` of the matching version,
   equals ``llvm-dis`` of ``x.bc`` (module summaries, which pyllc skips by design, dropped from the latter;
   ``; preds =`` comments dropped from both, as their order is use-list order, see ``_drop_preds``).
2. **Reader agreement**: the printed module equals what pyllc's text reader gives for ``llvm-dis`` of
   ``x.bc`` (same name for both, so the ``; ModuleID`` lines agree): the two readers build the same module.
3. **Code**: ``pyllc x.bc -o a.s`` is byte-identical to ``pyllc x.ll -o b.s`` (for the clang bitcode:
   ``x.ll`` is ``llvm-dis`` of ``x.bc``), or both fail with the same diagnostic text.  Compiling is the
   slow part (about 0.3 s of CPU per file and side), so the default suite compiles a fixed subset --
   every ``SUBSET_STRIDE``-th file of each set in sorted order, about 40 files per set -- and
   ``PYLLC_SLOW=1`` compiles every file.  Checks 1 and 2 run on every file by default.

Everything runs in-process (pyllc's reader, printer and driver ``main`` imported once); only the LLVM tools
are separate processes.  The tests skip, saying why, when the LLVM 14/16 tools are absent or when the
bitcode reader (``pyllc.bitcode``) is not part of the tree.
"""

from __future__ import annotations

import contextlib
import difflib
import io
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from corpus_util import ROOT, corpus_files

TOOLS: dict[int, tuple[str | None, str | None]] = {
    v: (
        shutil.which(f"llvm-as-{v}") or shutil.which(f"/usr/lib/llvm-{v}/bin/llvm-as"),
        shutil.which(f"llvm-dis-{v}") or shutil.which(f"/usr/lib/llvm-{v}/bin/llvm-dis"),
    )
    for v in (14, 16)
}
BC_DIR = ROOT / "tests" / "differential" / "bc"
KNOWN_DIFFERENCES = Path(__file__).with_name("bitcode-known-differences.txt")
SLOW = os.environ.get("PYLLC_SLOW") == "1"
SUBSET_STRIDE = 12

LL_FILES = corpus_files()
BC_FILES = sorted(BC_DIR.glob("*.bc"))


def _reader() -> Any:
    try:
        from pyllc.bitcode import parse_bitcode
    except ImportError as e:
        pytest.skip(f"the bitcode reader (pyllc.bitcode.parse_bitcode) is not in this tree: {e}")
    return parse_bitcode


def _need(version: int) -> tuple[str, str]:
    llvm_as, llvm_dis = TOOLS[version]
    if not (llvm_as and llvm_dis):
        pytest.skip(f"llvm-as-{version}/llvm-dis-{version} not installed")
    return llvm_as, llvm_dis


def assemble(ll: Path) -> tuple[bytes, int]:
    """``ll`` as bitcode and the LLVM version that wrote it: llvm-as-14, or llvm-as-16 where 14 rejects it."""
    errors: list[str] = []
    for version in (14, 16):
        llvm_as = _need(version)[0]
        proc = subprocess.run([llvm_as, str(ll), "-o", "-"], capture_output=True)
        if proc.returncode == 0:
            return proc.stdout, version
        errors.append(proc.stderr.decode(errors="replace"))
    raise AssertionError(f"neither llvm-as-14 nor llvm-as-16 accepts {ll}:\n" + "\n".join(errors))


def disassemble(bc: bytes, version: int) -> str:
    """``llvm-dis`` of ``bc`` (through standard input, so the ModuleID is ``<stdin>``)."""
    proc = subprocess.run([_need(version)[1], "-", "-o", "-"], input=bc, capture_output=True)
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")
    return proc.stdout.decode("utf-8", "surrogateescape")


def reassemble(text: str, version: int) -> str:
    """``text`` through ``llvm-as`` and ``llvm-dis`` of ``version``."""
    proc = subprocess.run(
        [_need(version)[0], "-", "-o", "-"],
        input=text.encode("utf-8", "surrogateescape"),
        capture_output=True,
    )
    if proc.returncode != 0:
        raise AssertionError(
            f"llvm-as-{version} rejects pyllc's output:\n{proc.stderr.decode(errors='replace')}"
        )
    return disassemble(proc.stdout, version)


_PREDS = re.compile(r"\s+; preds = .*$", re.M)


def _drop_summaries(text: str) -> str:
    kept = "".join(line for line in text.splitlines(True) if not line.startswith("^"))
    return kept.rstrip("\n") + "\n"


def _drop_preds(text: str) -> str:
    """Without llvm-dis's ``; preds = ...`` comments: their order is the blocks' use-list order, which
    differs between LLVM's bitcode and text readers (``llvm-dis x.bc`` and ``llvm-dis`` of
    ``llvm-as (llvm-dis x.bc)`` disagree there too)."""
    return _PREDS.sub("", text)


def print_bitcode(bc: bytes, name: str) -> str:
    """What ``pyllc -emit-llvm`` prints for bitcode ``bc``: read, verify, print."""
    from pyllc.ir.printer import print_module
    from pyllc.ir.verifier import verify_module

    module = _reader()(bc, name)
    verify_module(module)
    return print_module(module)


def print_text(text: str, name: str) -> str:
    from pyllc.ir.parser import parse_assembly
    from pyllc.ir.printer import print_module
    from pyllc.ir.verifier import verify_module

    module = parse_assembly(text, name)
    verify_module(module)
    return print_module(module)


def compile_file(path: Path, out: Path) -> tuple[int, str, bytes | None]:
    """``pyllc path -o out`` in-process: exit status, the error line (text after ``error: ``), output."""
    from pyllc.tools.llc import main

    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        rc = main([str(path), "-o", str(out)])
    message = ""
    for line in err.getvalue().splitlines():
        if "error: " in line:
            message = line.split("error: ", 1)[1]
            break
    data = out.read_bytes() if out.exists() else None
    if out.exists():
        out.unlink()
    return rc, message, data


def same_code(bc_path: Path, ll_path: Path, tmp_path: Path) -> str:
    """Check 3: "" when the bitcode and the text compile alike, else what differs."""
    rc_bc, msg_bc, s_bc = compile_file(bc_path, tmp_path / "a.s")
    rc_ll, msg_ll, s_ll = compile_file(ll_path, tmp_path / "b.s")
    if rc_bc == 2:
        return f"3. internal error compiling the bitcode: {msg_bc}"
    if (rc_bc, msg_bc) != (rc_ll, msg_ll):
        return f"3. the bitcode and the text compile differently: {(rc_bc, msg_bc)} vs {(rc_ll, msg_ll)}"
    if rc_ll == 0 and s_bc != s_ll:
        return diff_of(
            (s_bc or b"").decode(errors="replace"),
            (s_ll or b"").decode(errors="replace"),
            "3. the assembly of the bitcode differs from the text's",
        )
    return ""


def diff_of(actual: str, expected: str, what: str) -> str:
    """ "" when equal, else ``what`` and the first lines of a unified diff (pytest's own diff of long texts
    is slow and long)."""
    if actual == expected:
        return ""
    diff = difflib.unified_diff(
        expected.splitlines(), actual.splitlines(), "expected", "actual", lineterm="", n=1
    )
    return f"{what}:\n" + "\n".join(list(diff)[:24])


def _known_differences() -> dict[str, str]:
    """``bitcode-known-differences.txt``: file name -> the reason one of its checks is known to fail."""
    known: dict[str, str] = {}
    for line in KNOWN_DIFFERENCES.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            file, reason = line.split()
            known[file] = reason
    return known


KNOWN = _known_differences()


#: Which check a known difference excuses (see bitcode-known-differences.txt).
KNOWN_CHECK = {"intrinsic-attributes": 2, "comdat-order": 2, "numbered-types": 2}


def check_all(
    bc: bytes, version: int, name: str, bc_path: Path, ll_path: Path | None, tmp_path: Path, key: str
) -> None:
    """Checks 1 and 2, and 3 when ``ll_path`` is given (for clang bitcode it is written from llvm-dis's
    text); every failing check is reported.  For a file of ``bitcode-known-differences.txt`` (``key``
    is its name) the check its reason names is expected to fail, strictly: the test fails when it
    passes."""
    printed = print_bitcode(bc, name)
    reference = disassemble(bc, version)
    known = KNOWN.get(key)
    excused = KNOWN_CHECK[known] if known is not None else 0
    failures = [
        diff_of(
            _drop_preds(reassemble(printed, version)),
            _drop_preds(_drop_summaries(reference)),
            "1. round trip differs from llvm-dis",
        ),
        _expected(
            diff_of(
                printed,
                print_text(reference, name),
                "2. the bitcode and text readers build different modules",
            ),
            excused == 2,
            key,
        ),
    ]
    if ll_path is not None:
        if not bc_path.exists():
            bc_path.write_bytes(bc)
        if not ll_path.exists():
            ll_path.write_text(reference, encoding="utf-8", errors="surrogateescape")
        failures.append(_expected(same_code(bc_path, ll_path, tmp_path), excused == 3, key))
    failures = [f for f in failures if f]
    if failures:
        pytest.fail("\n".join(failures), pytrace=False)
    if known is not None and (excused == 2 or ll_path is not None):
        pytest.xfail(f"check {excused}, known difference: {known} (see {KNOWN_DIFFERENCES.name})")


def _expected(failure: str, excused: bool, key: str) -> str:
    """A check's failure, or for an excused check the failure to fail."""
    if not excused:
        return failure
    return "" if failure else f"an excused check passes now: remove {key} from {KNOWN_DIFFERENCES.name}"


def _in_subset(index: int) -> bool:
    return SLOW or index % SUBSET_STRIDE == 0


def _params(files: list[Path]) -> list[Any]:
    return [
        pytest.param(p, _in_subset(i), id=p.name + ("" if _in_subset(i) else "-ir"))
        for i, p in enumerate(files)
    ]


@pytest.mark.parametrize(("path", "codegen"), _params(LL_FILES))
def test_corpus_bitcode(path: Path, codegen: bool, tmp_path: Path) -> None:
    """A corpus ``.ll`` file assembled by llvm-as: checks 1-3 (3 on the subset, against the ``.ll``)."""
    _reader()
    bc, version = assemble(path)
    name = path.name.removesuffix(".ll") + ".bc"
    check_all(bc, version, name, tmp_path / name, path if codegen else None, tmp_path, path.name)


@pytest.mark.parametrize(("path", "codegen"), _params(BC_FILES))
def test_clang_bitcode(path: Path, codegen: bool, tmp_path: Path) -> None:
    """Committed clang bitcode: checks 1-3 (3 on the subset) against ``llvm-dis`` of the same file."""
    _reader()
    version = 16 if ".c16-" in path.name else 14
    ll_path = tmp_path / (path.name.removesuffix(".bc") + ".ll")
    check_all(path.read_bytes(), version, path.name, path, ll_path if codegen else None, tmp_path, path.name)


def test_inputs_are_present() -> None:
    assert LL_FILES, "no corpus .ll files found"
    assert len(BC_FILES) >= 400, f"only {len(BC_FILES)} committed .bc files (run utils/gen_bitcode.sh)"
    assert all(p.read_bytes()[:4] == b"BC\xc0\xde" for p in BC_FILES[:20])
