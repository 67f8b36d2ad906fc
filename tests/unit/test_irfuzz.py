"""utils/irfuzz: deterministic, verifier-clean, UB-guarded programs; a reducer that shrinks; a harness that finds.

The end-to-end tests drive the harness with llc-14 as the compiler under test (it must agree with itself)
and with two deliberately broken "compilers" (shell wrappers around llc-14): one that crashes on ``udiv`` and
one that miscompiles the printed checksum.  Each failure is reduced, and the written lit reproducer is checked
to pass with llc-14 and to fail with the broken wrapper, as a reproducer must before and after a fix.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from utils.irfuzz import __main__ as cli  # noqa: E402
from utils.irfuzz.generator import ALL_FEATURES, DEFAULT_FEATURES, generate, generate_text  # noqa: E402
from utils.irfuzz.harness import Config, Runner, verify_text  # noqa: E402
from utils.irfuzz.reduce import reduce_module  # noqa: E402

HAVE_LLVM_AS = shutil.which("llvm-as-14") is not None
HAVE_TOOLCHAIN = all(shutil.which(t) for t in ("llvm-as-14", "llc-14", "gcc"))
FILECHECK = shutil.which("FileCheck", path="/usr/lib/llvm-14/bin") or shutil.which("FileCheck")
needs_llvm_as = pytest.mark.skipif(not HAVE_LLVM_AS, reason="llvm-as-14 (LLVM 14) not installed")
needs_toolchain = pytest.mark.skipif(not HAVE_TOOLCHAIN, reason="llc-14, llvm-as-14 and gcc needed")


def test_deterministic_per_seed():
    for seed in (0, 1, 17, 4242):
        for feats in (DEFAULT_FEATURES, ALL_FEATURES):
            assert generate_text(seed, feats) == generate_text(seed, feats)
    assert generate_text(1) != generate_text(2)


def test_deterministic_across_processes():
    code = "from utils.irfuzz.generator import generate_text as g; import sys; sys.stdout.write(g(99, %r))"
    outs = set()
    for hashseed in ("0", "1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=hashseed)
        p = subprocess.run(
            [sys.executable, "-c", code % (ALL_FEATURES,)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        outs.add(p.stdout)
    assert len(outs) == 1 and outs.pop() == generate_text(99, ALL_FEATURES)


def test_features_switch_families():
    ints = "".join(generate_text(s, ("int",)) for s in range(10))
    body = "\n".join(ln for ln in ints.splitlines() if not ln.startswith(("declare", "@", ";", "target")))
    assert not re.search(r"\b(float|double|x86_fp80|phi|br i1|switch|alloca|call i\d+ @f)\b", body)
    scalar = "".join(generate_text(s) for s in range(10))
    assert "x86_fp80" not in scalar and "i128" not in scalar and "<4 x" not in scalar
    assert "atomicrmw" not in scalar
    everything = "".join(generate_text(s, ALL_FEATURES) for s in range(10))
    for needle in ("x86_fp80", "i128", "x i32>", "atomicrmw", "switch i", "phi ", "@llvm.", "alloca"):
        assert needle in everything, needle
    with pytest.raises(ValueError):
        generate(1, ("int", "nonsense"))


def _defs(text: str) -> dict[str, str]:
    return {m.group(1): m.group(2) for m in re.finditer(r"^\s+(%[\w.]+) = (.*)$", text, re.M)}


def test_guards_are_in_place():
    """Division, shifts by variables, fp->int conversions and indices only see guarded operands."""
    functions = [f for seed in range(30) for f in generate_text(seed, ALL_FEATURES).split("\ndefine ")]
    for text in functions:
        defs = _defs(text)
        for m in re.finditer(r"= ([su](?:div|rem)) (i\d+) (\S+), (%v\d+)$", text, re.M):
            assert defs[m.group(4)].startswith("select i1"), m.group(0)
        for m in re.finditer(r"= (shl|lshr|ashr) (i\d+) \S+, (%v\d+)$", text, re.M):
            assert re.match(r"(and|urem) ", defs[m.group(3)]), m.group(0)
        for m in re.finditer(r"= (fptosi|fptoui) \S+ (%v\d+) to", text, re.M):
            assert defs[m.group(2)].startswith("select i1"), m.group(0)
        for m in re.finditer(
            r"getelementptr inbounds \[\d+ x [^\]]+\], \S+ \S+, i64 0, i64 (%v\d+)$", text, re.M
        ):
            assert defs[m.group(1)].startswith("and i64"), m.group(0)
        assert "undef" not in text and "poison" not in text and " nsw " not in text and " nuw " not in text


@needs_llvm_as
@pytest.mark.parametrize("features", [DEFAULT_FEATURES, ALL_FEATURES, ("int", "cf"), ("fp", "mem", "fp80")])
def test_llvm_as_accepts_a_sample(features):
    for seed in range(12):
        text = generate_text(seed, features)
        p = subprocess.run(["llvm-as-14", "-", "-o", os.devnull], input=text, capture_output=True, text=True)
        assert p.returncode == 0, f"seed {seed}: {p.stderr}"


@needs_llvm_as
def test_reducer_shrinks_synthetic_predicate():
    seed = next(s for s in range(100) if "= udiv i" in generate_text(s, ALL_FEATURES, size=2))
    module = generate(seed, ALL_FEATURES, size=2)
    before = module.count()
    checked: list[str] = []

    def interesting(text: str) -> bool:
        checked.append(text)
        return bool(re.search(r"= udiv i\d+", text))

    small = reduce_module(module, interesting, verify_text)
    after = small.count()
    text = small.render()
    assert verify_text(text) and re.search(r"= udiv i\d+", text)
    assert after[0] <= 2 and after[2] <= 3, (before, after)
    assert after[1] < before[1] and after[2] < before[2] // 10
    assert checked, "the predicate was consulted"


def test_reducer_without_verifier_keeps_structure_consistent():
    """Pure-Python predicate: labels referenced by branches and phis all exist after reduction."""
    module = generate(11, DEFAULT_FEATURES, size=2)
    small = reduce_module(module, lambda t: "fcmp" in t or "icmp" in t)
    for fn in small.functions:
        labels = {b.label for b in fn.blocks}
        for b in fn.blocks:
            assert b.term is not None and set(b.term.successors) <= labels
            for g in b.groups:
                assert all(lab in labels for _, lab in g.incoming)
    assert small.count()[2] < module.count()[2]


@needs_toolchain
def test_harness_agrees_with_itself():
    runner = Runner(Config(compiler="llc-14"))
    try:
        for seed in (1, 2):
            for level in ("0", "2"):
                res = runner.check(generate_text(seed, ALL_FEATURES), level)
                assert res.status == "pass", (seed, level, res)
    finally:
        shutil.rmtree(runner.workdir, ignore_errors=True)


def _wrapper(tmp_path: Path, name: str, body: str) -> str:
    path = tmp_path / name
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(0o755)
    return str(path)


def _run_reproducer(test: Path, compiler: str, tmp_path: Path) -> int:
    """Execute the lit test's RUN lines with ``compiler`` standing in for the compiler under test."""
    assert FILECHECK
    runs = [ln[len("; RUN: ") :] for ln in test.read_text().splitlines() if ln.startswith("; RUN: ")]
    status = 0
    for run in runs:
        cmd = (
            run.replace("%t.", str(tmp_path / "repro."))
            .replace("%s", str(test))
            .replace("FileCheck", FILECHECK)
        )
        if status == 0:
            status = subprocess.run(cmd, shell=True, capture_output=True, executable="/bin/sh").returncode
    return status


@needs_toolchain
@pytest.mark.skipif(FILECHECK is None, reason="FileCheck needed")
@pytest.mark.parametrize("bug", ["crash", "mismatch"])
def test_failure_is_found_reduced_and_saved(tmp_path, bug, capsys):
    if bug == "crash":
        body = (
            'for a; do case "$a" in *.ll) f="$a";; esac; done\n'
            'if grep -q "= udiv" "$f"; then echo "error: boom in udiv" >&2; exit 3; fi\n'
            'exec llc-14 "$@"\n'
        )
    else:  # a miscompile: the final line's format string is corrupted
        body = (
            'out=; prev=\nfor a; do [ "$prev" = -o ] && out="$a"; prev="$a"; done\n'
            'llc-14 "$@" || exit $?\nsed -i "s/checksum %016llx/checksun %016llx/" "$out"\n'
        )
    broken = _wrapper(tmp_path, f"broken-{bug}", body)
    save = tmp_path / "saved"
    seed = next(s for s in range(1, 50) if bug != "crash" or "= udiv" in generate_text(s))
    rc = cli.main(
        ["--seed", str(seed), "-n", "1", "-O", "2", "--compiler", broken, "-j", "1", "--save-dir", str(save)]
    )
    out = capsys.readouterr().out
    assert rc == 1
    assert f"FAIL seed={seed} -O2 {bug}" in out
    assert out.rstrip().splitlines()[-1] == "0 passed, 1 failed"
    tests = list(save.glob("*.ll"))
    assert len(tests) == 1
    text = tests[0].read_text()
    assert f"; RUN: {broken} -O2 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t.s" in text
    assert re.search(r"^; CHECK(-NEXT)?: checksum [0-9a-f]{16}$", text, re.M)
    assert verify_text(text)
    fixed = _wrapper(tmp_path, "fixed", 'exec llc-14 "$@"\n')
    assert _run_reproducer(tests[0], broken, tmp_path) != 0
    fixed_test = tmp_path / "fixed.ll"
    fixed_test.write_text(text.replace(broken, fixed))
    assert _run_reproducer(fixed_test, fixed, tmp_path) == 0
    # The reducer really reduced: a handful of groups left.
    body_lines = [ln for ln in text.splitlines() if ln.startswith("  ")]
    assert len(body_lines) < 60, len(body_lines)


_FSHL_I13 = Path(__file__).resolve().parents[1] / "CodeGen/X86/irfuzz/irfuzz-seed26380-langref-fshl-i13.ll"


@needs_toolchain
@pytest.mark.skipif(shutil.which("llc-16") is None, reason="llc-16 needed")
def test_referee_tells_oracle_miscompiles_apart(tmp_path):
    """Seed 26380: llc-14 computes an odd-width fshl against LangRef; pyllc and llc-16 agree."""
    text = "\n".join(ln for ln in _FSHL_I13.read_text().splitlines() if not ln.startswith(";")) + "\n"
    for d in ("plain", "ref", "strict"):
        (tmp_path / d).mkdir()
    plain = Runner(Config(in_process=True), str(tmp_path / "plain"))
    assert plain.check(text, "2").status == "mismatch"
    refereed = Runner(Config(in_process=True, referee="llc-16"), str(tmp_path / "ref"))
    res = refereed.check(text, "2")
    assert res.status == "oracle-wrong", res
    assert res.expected == "checksum af7ffd49fdce52fb\n" and res.actual != res.expected
    # A real miscompile stays a mismatch: the referee agrees with the oracle, not with the broken compiler.
    broken = _wrapper(
        tmp_path,
        "broken",
        'out=; prev=\nfor a; do [ "$prev" = -o ] && out="$a"; prev="$a"; done\n'
        'llc-16 "$@" || exit $?\nsed -i "s/checksum %016llx/checksun %016llx/" "$out"\n',
    )
    strict = Runner(Config(compiler=broken, referee="llc-16"), str(tmp_path / "strict"))
    assert strict.check(generate_text(1), "2").status == "mismatch"
