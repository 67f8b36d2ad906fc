"""Input fuzzing at fixed seeds: mutated corpus files never crash, hang or leave output behind.

The CI run uses 2,000 mutants (``PYLLC_FUZZ_COUNT`` overrides the count), about one in twenty of them
compiled to assembly, and 1,000 bitcode mutants of the committed clang bitcode and the assembled IR corpus
(``PYLLC_BC_FUZZ_COUNT``); the long runs of the robustness work use ``utils/fuzz_inputs.py`` directly.  The
checks of the fuzzer itself run a deliberately broken driver and must see each kind of failure.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from progress_report import EVERY, Progress

from corpus_util import ROOT, corpus_files

_spec = importlib.util.spec_from_file_location("fuzz_inputs", ROOT / "utils" / "fuzz_inputs.py")
assert _spec and _spec.loader
fuzz_inputs = importlib.util.module_from_spec(_spec)
sys.modules["fuzz_inputs"] = fuzz_inputs  # picklable by name for the worker processes
_spec.loader.exec_module(fuzz_inputs)


@pytest.fixture(autouse=True)
def _this_fuzz_inputs(monkeypatch: pytest.MonkeyPatch):
    """Cases are pickled by class name: another test module may have loaded its own copy meanwhile."""
    monkeypatch.setitem(sys.modules, "fuzz_inputs", fuzz_inputs)


@pytest.mark.long
def test_mutated_inputs_fail_cleanly(tmp_path: Path, progress: Progress):
    seeds = [str(f) for f in corpus_files() if f.stat().st_size < 200_000]
    if not seeds:
        pytest.skip("no corpus files committed yet")
    count = int(os.environ.get("PYLLC_FUZZ_COUNT", "2000"))
    rep = fuzz_inputs.fuzz(
        seeds,
        count,
        seed=20261123,
        jobs=os.cpu_count() or 1,
        limit=10,
        save_dir=str(tmp_path / "failures"),
        extra=["-emit-llvm"],
        codegen_share=0.05,
        codegen_max_size=4000,
        log=progress,
        progress=4 * EVERY,
    )
    assert rep.count == count and rep.preexisting > 0
    summary = {
        k: [(s, how, d.strip().splitlines()[-1] if d.strip() else "") for s, how, d in v[:3]]
        for k, v in rep.failures.items()
    }
    assert not rep.failures, f"fuzzing found failures: {summary}"


def _bitcode_seeds(tmp_path: Path) -> list[str]:
    """The committed clang bitcode, and the hand-written IR corpus assembled by llvm-as where installed."""
    seeds = [str(f) for f in sorted((ROOT / "tests" / "differential" / "bc").glob("*.bc"))]
    if shutil.which("llvm-as-14") or shutil.which("llvm-as-16"):
        seeds += fuzz_inputs.bitcode_seeds([str(ROOT / "tests" / "IR" / "corpus")], str(tmp_path / "bc"))[0]
    return seeds


def test_mutated_bitcode_fails_cleanly(tmp_path: Path):
    """1,000 bitcode mutants (``PYLLC_BC_FUZZ_COUNT`` overrides), one in twenty compiled to assembly."""
    seeds = _bitcode_seeds(tmp_path)
    if not seeds:
        pytest.skip("no bitcode seed files (tests/differential/bc is empty)")
    count = int(os.environ.get("PYLLC_BC_FUZZ_COUNT", "1000"))
    rep = fuzz_inputs.fuzz(
        seeds,
        count,
        seed=20261202,
        jobs=os.cpu_count() or 1,
        limit=10,
        save_dir=str(tmp_path / "failures"),
        extra=["-emit-llvm"],
        codegen_share=0.05,
        codegen_max_size=4000,
    )
    assert rep.count == count and rep.preexisting > 0
    summary = {
        k: [(s, how, d.strip().splitlines()[-1] if d.strip() else "") for s, how, d in v[:3]]
        for k, v in rep.failures.items()
    }
    assert not rep.failures, f"fuzzing found failures: {summary}"


def test_bitstream_map_writes_the_seed_back():
    """The mutators' map of a bitstream is exact: written back unchanged, it is the seed file byte for byte;
    a duplicated block is written with the lengths of its parents adjusted, so the result maps again."""
    files = sorted((ROOT / "tests" / "differential" / "bc").glob("*.bc"))[::7]
    if not files:
        pytest.skip("no committed bitcode")
    for f in files:
        data = f.read_bytes()
        m = fuzz_inputs.map_bitstream(data)
        assert fuzz_inputs.write_bitstream(m, m.tokens) == data, f.name
        first, stop, _depth = max((b for b in m.blocks if b[2] > 0), key=lambda b: b[0])
        dup = fuzz_inputs.write_bitstream(m, m.tokens[:stop] + m.tokens[first:stop] + m.tokens[stop:])
        again = fuzz_inputs.map_bitstream(dup)
        assert (
            len(again.blocks) == len(m.blocks) + 1
            and len(dup) == len(data) + (m.pos[stop] - m.pos[first]) // 8
        )
        wrapped = (0x0B17C0DE).to_bytes(4, "little") + bytes(4) + (20).to_bytes(4, "little")
        wrapped += len(data).to_bytes(4, "little") + bytes(4) + data
        w = fuzz_inputs.map_bitstream(wrapped)
        assert w.tokens == m.tokens and fuzz_inputs.write_bitstream(w, w.tokens) == wrapped


def test_bitcode_mutants_depend_on_the_seed_only():
    files = sorted((ROOT / "tests" / "differential" / "bc").glob("*.bc"))[:10]
    if not files:
        pytest.skip("no committed bitcode")
    cases = fuzz_inputs.make_cases([str(f) for f in files], 200, 9, 0.0, 0)
    mutants = [c.mutant() for c in cases]
    assert mutants == [c.mutant() for c in cases]
    assert all(c.suffix() == ".bc" for c in cases)
    kinds = {how.split("+")[0] for _, how in mutants}
    assert kinds == set(fuzz_inputs._BC_MUTATE), kinds
    assert (
        sum(m != fuzz_inputs.seed_bytes(c.seed_path) for c, (m, _) in zip(cases, mutants, strict=True)) > 180
    )


# -- the fuzzer's own checks, against a broken driver


def _one_case(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake_main: Callable[[list[str]], int],
    preexisting: bool = False,
    limit: float = 10.0,
) -> str:
    import pyllc.tools.llc as llc

    monkeypatch.setattr(llc, "main", fake_main)
    seed = tmp_path / "seed.ll"
    seed.write_text("define i32 @f() {\n  ret i32 0\n}\n")
    case = fuzz_inputs.Case(0, str(seed), 1, False, preexisting)
    cfg = fuzz_inputs.Config(["-emit-llvm"], [["-O0"]], limit, "")
    work = tmp_path / "work"
    work.mkdir(exist_ok=True)
    return fuzz_inputs.run_in_process(case, cfg, str(work))[0]


def _output_of(argv: list[str]) -> str:
    return argv[argv.index("-o") + 1]


def test_detects_uncaught_exception(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    def main(argv: list[str]):
        raise KeyError("boom")

    assert _one_case(tmp_path, monkeypatch, main) == "exception"


def test_detects_recursion(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    def main(argv: list[str]) -> int:
        return main(argv)

    assert _one_case(tmp_path, monkeypatch, main) == "recursion"


def test_detects_recursion_turned_into_a_diagnostic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    def main(argv: list[str]):
        sys.stderr.write("pyllc: error: input nests too deeply\n")
        return 1

    assert _one_case(tmp_path, monkeypatch, main) == "recursion"


def test_detects_hang(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    def main(argv: list[str]):
        while True:
            pass

    assert _one_case(tmp_path, monkeypatch, main, limit=0.3) == "hang"


def test_detects_output_left_behind(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    def main(argv: list[str]):
        with open(_output_of(argv) + ".tmp123", "w") as f:
            f.write("partial")
        sys.stderr.write("pyllc: error: bad\n")
        return 1

    assert _one_case(tmp_path, monkeypatch, main) == "output-left-behind"


def test_detects_existing_output_overwritten(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    def main(argv: list[str]):
        with open(_output_of(argv), "w") as f:
            f.write("partial")
        sys.stderr.write("pyllc: error: bad\n")
        return 1

    assert _one_case(tmp_path, monkeypatch, main, preexisting=True) == "output-left-behind"
    assert (
        _one_case(
            tmp_path,
            monkeypatch,
            lambda argv: (sys.stderr.write("x.ll:1:1: error: bad\n"), 1)[1],
            preexisting=True,
        )
        == "ok"
    )


def test_detects_missing_diagnostic_and_internal_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    assert _one_case(tmp_path, monkeypatch, lambda argv: 1) == "no-diagnostic"
    assert _one_case(tmp_path, monkeypatch, lambda argv: 2) == "internal-error"


def test_each_case_starts_clean(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    def messy(argv: list[str]):
        out = _output_of(argv)
        os.mkdir(out + ".d")
        with open(os.path.join(out + ".d", "x"), "w") as f:
            f.write("x")
        with open(out, "w") as f:
            f.write("partial")
        sys.stderr.write("pyllc: error: bad\n")
        return 1

    assert _one_case(tmp_path, monkeypatch, messy) == "output-left-behind"
    seen: list[tuple[list[str], bytes | None]] = []

    def look(argv: list[str]):
        out = _output_of(argv)
        seen.append(
            (
                sorted(os.listdir(os.path.dirname(out))),
                open(out, "rb").read() if os.path.exists(out) else None,
            )
        )
        sys.stderr.write("pyllc: error: bad\n")
        return 1

    assert _one_case(tmp_path, monkeypatch, look) == "ok"
    assert _one_case(tmp_path, monkeypatch, look, preexisting=True) == "ok"
    assert seen == [([], None), (["case.s"], fuzz_inputs.SENTINEL)]


def test_run_accounts_cpu_time(tmp_path: Path):
    seed = tmp_path / "seed.ll"
    seed.write_text("define i32 @f(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n")
    rep = fuzz_inputs.fuzz([str(seed)], 20, seed=3, jobs=1, limit=10, save_dir="", extra=["-emit-llvm"])
    assert rep.count == 20 and not rep.failures
    assert 0 < rep.cpu <= rep.total_cpu


def test_wall_deadline_waits_for_cpu_time():
    t0 = fuzz_inputs._proc_cpu(os.getpid())
    x = 0
    for i in range(3_000_000):
        x += i
    assert t0 is not None and fuzz_inputs._proc_cpu(os.getpid()) > t0
    w = fuzz_inputs._Worker.__new__(fuzz_inputs._Worker)

    class P:
        pid = os.getpid()

    w.proc, w.started, w.cpu0 = P(), 100.0, fuzz_inputs._proc_cpu(os.getpid())
    assert w.stuck(101.0, 10) == ""  # little CPU time used, not long waited: a slow machine
    assert "no answer after" in w.stuck(100.0 + fuzz_inputs._wall_backstop(10), 10)
    w.cpu0 -= 20  # as if the case had used 20 s of CPU time unnoticed by its timer
    assert "no answer after" in w.stuck(101.0, 10)


def test_compilable_seeds_are_cached(tmp_path: Path):
    good, bad = tmp_path / "good.ll", tmp_path / "bad.ll"
    good.write_text("define i32 @f() {\n  ret i32 0\n}\n")
    bad.write_text("define i32 @f() {\n  ret i64 0\n}\n")
    cfg = fuzz_inputs.Config(["-emit-llvm"], [["-O0"]], 10, "")
    seeds = [str(good), str(bad)]
    stats: dict[str, float] = {}
    assert fuzz_inputs._compilable(seeds, 1000, cfg, str(tmp_path), str(tmp_path / "save"), stats) == {
        str(good)
    }
    assert (stats["checked"], stats["cached"]) == (2, 0)
    assert fuzz_inputs._compilable(seeds, 1000, cfg, str(tmp_path), str(tmp_path / "save"), stats) == {
        str(good)
    }
    assert (stats["checked"], stats["cached"]) == (0, 2)
    other = fuzz_inputs.Config(["-emit-llvm"], [["-O2"]], 10, "")  # other arguments: checked again
    assert fuzz_inputs._compilable(seeds, 1000, other, str(tmp_path), str(tmp_path / "save"), stats) == {
        str(good)
    }
    assert (stats["checked"], stats["cached"]) == (2, 0)


def test_cases_depend_on_the_seed_only():
    seeds = [str(f) for f in corpus_files()[:20]]
    if not seeds:
        pytest.skip("no corpus files committed yet")
    a = fuzz_inputs.make_cases(seeds, 50, 5, 0.0, 0)
    b = fuzz_inputs.make_cases(seeds, 50, 5, 0.5, 1 << 30)
    assert [c.seed for c in a] == [c.seed for c in b] and any(c.codegen for c in b)
    assert all(x.seed_path == y.seed_path for x, y in zip(a, b, strict=True) if not y.codegen)
    assert [c.mutant() for c in a[:5]] == [c.mutant() for c in fuzz_inputs.make_cases(seeds, 5, 5, 0.0, 0)]
    resumed = list(fuzz_inputs.iter_cases(seeds, 50, 5, 0.5, 1 << 30, first=30))
    assert [(c.number, c.seed, c.seed_path, c.codegen) for c in resumed] == [
        (c.number, c.seed, c.seed_path, c.codegen) for c in b[30:]
    ]
