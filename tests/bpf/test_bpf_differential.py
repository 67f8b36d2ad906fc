"""pyllc's BPF build against llc-14's, run side by side in the test VM on every corpus input.

For each corpus program (and variant) the committed IR is compiled by pyllc with
``-march=bpf -filetype=obj`` (pyllc's own object writer) and by ``llc-14 -march=bpf -filetype=obj``;
the VM's results must be the same (for a build the VM refuses, both must be refused).  Where the corpus
records a known llc-14 miscompile (``//@xfail VARIANT: reason``), the native build of the program is the
referee: pyllc's results must be the native ones, and llc-14's must still differ from them (its
disagreement is printed; once llc-14 computes the native result the test fails, to drop the line).  The tests skip,
with the reason, while pyllc registers no bpf target (``pyllc -version``).  By default the default
variant of every program runs; ``PYLLC_SLOW=1`` adds the -mcpu=v3 and -mattr=+alu32 builds.
"""

from __future__ import annotations

import functools
import os
import subprocess
import sys
from pathlib import Path

import bpf_corpus as corpus
import pytest
from ebpf_vm import VMError

REPO = Path(__file__).resolve().parents[2]
LLC = corpus.tool("llc-14")
SLOW = os.environ.get("PYLLC_SLOW") == "1"


def pyllc(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.run(
        [sys.executable, "-m", "pyllc.tools.llc", *args], capture_output=True, text=True, env=env, cwd=REPO
    )


@functools.cache
def no_bpf_target() -> str | None:
    """Why the differential tests cannot run, or None when pyllc lists a bpf target."""
    res = pyllc("-version")
    if res.returncode:
        return f"pyllc -version failed: {res.stderr.strip()}"
    targets = res.stdout.split("Registered Targets:", 1)[-1].split()
    if "bpf" not in targets and "bpfel" not in targets:
        return (
            "pyllc has no bpf target yet (pyllc -version lists: "
            + ", ".join(
                ln.split(" - ")[0].strip()
                for ln in res.stdout.split("Registered Targets:", 1)[-1].strip().splitlines()
            )
            + ")"
        )
    if LLC is None:
        return "llc-14 is not installed"
    return None


def pyllc_object(ll: Path, options: list[str], out: Path) -> bytes:
    res = pyllc("-march=bpf", "-filetype=obj", *options, str(ll), "-o", str(out))
    if res.returncode:
        pytest.fail(f"pyllc could not compile {ll.name}:\n{res.stderr}")
    return out.read_bytes()


def outcome(prog: corpus.Program, obj: bytes) -> list[str] | str:
    """The VM's result blocks, or the kind of refusal (an instruction limit or another VM error)."""
    try:
        return corpus.vm_results(prog, obj)
    except VMError as e:
        return "VM error: instruction limit" if "instruction limit" in str(e) else "VM error"


#: Programs pyllc refuses with an explicit ``unsupported`` diagnostic, and why (strict: a listed program that
#: compiles and agrees fails the test, so the list shrinks as support grows).
NOT_YET: dict[str, str] = {}


#: (program, variant) whose llc-14 miscompile pyllc reproduces: the native referee disagrees with both builds
#: (strict: the test fails once pyllc computes the native result).
SAME_MISCOMPILE: dict[tuple[str, str], str] = {}


def _marks(name: str, variant: str) -> list[pytest.MarkDecorator]:
    if variant != "default" and not SLOW:
        return [pytest.mark.skip(reason="PYLLC_SLOW=1 runs this variant")]
    if name in NOT_YET:
        return [pytest.mark.xfail(reason=NOT_YET[name], strict=True)]
    if (name, variant) in SAME_MISCOMPILE:
        return [pytest.mark.xfail(reason=SAME_MISCOMPILE[name, variant], strict=True)]
    return []


CASES = [
    pytest.param(prog, variant, id=f"{prog.name}-{variant}", marks=_marks(prog.name, variant))
    for prog in corpus.programs()
    for variant in prog.variants
]


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("bpfdiff")


def test_pyllc_bpf_target_status() -> None:
    reason = no_bpf_target()
    if reason:
        print(reason)
        pytest.skip(reason)
    assert "bpf" in pyllc("-version").stdout


@pytest.mark.parametrize("prog,variant", CASES)
def test_pyllc_vs_llc14(prog: corpus.Program, variant: str, workdir: Path) -> None:
    reason = no_bpf_target()
    if reason:
        pytest.skip(reason)
    assert LLC is not None
    options = corpus.VARIANTS[variant][1]
    ref = corpus.llc_object(prog.ll(variant), options, workdir / f"{prog.name}.{variant}.llc.o", LLC)
    got = pyllc_object(prog.ll(variant), options, workdir / f"{prog.name}.{variant}.pyllc.o")
    if variant not in prog.xfail:
        assert outcome(prog, got) == outcome(prog, ref)
        return
    # A known llc-14 miscompile: the native build referees.
    if corpus.native_compiler() is None:
        pytest.skip("no native C compiler (gcc, clang-14) to referee llc-14's known miscompile")
    want = corpus.native_results(prog, workdir)
    llc_got = outcome(prog, ref)
    print(
        f"llc-14 disagrees with the native build: {prog.xfail[variant]}\n  llc-14: {llc_got}\n  native: {want}"
    )
    assert llc_got != want, "llc-14 computes the native result: drop the //@xfail line of the program"
    assert outcome(prog, got) == want
