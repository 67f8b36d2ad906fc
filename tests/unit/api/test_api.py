"""The library API (pyllc.api, re-exported by pyllc): the same output as the ``pyllc`` command for the same
options (which lit and the differential tests compare with llc-14), errors as located Diagnostics, hooks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import pyllc
from pyllc.ir.module import Module

ROOT = Path(__file__).resolve().parents[3]
TRIPLE = "x86_64-unknown-linux-gnu"
IR = """\
target triple = "x86_64-unknown-linux-gnu"
@g = global i32 5
declare i32 @ext(i32)
define i32 @f(i32 %a) {
  %v = load i32, i32* @g
  %r = add i32 %a, %v
  %c = call i32 @ext(i32 %r)
  ret i32 %c
}
define i32 @h(i32 %a, i32 %b) {
  %s = mul i32 %a, %b
  ret i32 %s
}
"""


def _cli(tmp_path: Path, *flags: str) -> bytes:
    src = tmp_path / "in.ll"
    src.write_text(IR)
    out = tmp_path / "out"
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    subprocess.run(
        [sys.executable, "-m", "pyllc", f"-mtriple={TRIPLE}", *flags, str(src), "-o", str(out)],
        check=True,
        env=env,
    )
    return out.read_bytes()


def _module() -> Module:
    return pyllc.parse_assembly(IR, "in.ll")


@pytest.mark.parametrize("opt", [0, 2])
def test_emit_assembly_matches_the_command(tmp_path: Path, opt: int) -> None:
    tm = pyllc.TargetMachine(TRIPLE, opt_level=opt)
    src = tmp_path / "in.ll"
    got = tm.emit_assembly(pyllc.parse_assembly(IR, str(src)))
    assert got.encode() == _cli(tmp_path, f"-O{opt}")


def test_emit_object_and_mir_match_the_command(tmp_path: Path) -> None:
    src = tmp_path / "in.ll"
    tm = pyllc.TargetMachine(TRIPLE, reloc="pic")
    module = pyllc.parse_assembly(IR, str(src))
    obj = tm.emit_object(module)
    assert obj[:4] == b"\x7fELF"
    assert obj == _cli(tmp_path, "-filetype=obj", "-relocation-model=pic")
    mir = tm.emit_mir(module, stop_after="finalize-isel")
    assert mir.encode() == _cli(tmp_path, "-relocation-model=pic", "-stop-after=finalize-isel")


def test_options_as_keywords(tmp_path: Path) -> None:
    src = tmp_path / "in.ll"
    tm = pyllc.TargetMachine(TRIPLE, opt_level=2, frame_pointer="all", regalloc="basic")
    got = tm.emit_assembly(pyllc.parse_assembly(IR, str(src)), asm_verbose=False)
    assert got.encode() == _cli(tmp_path, "-frame-pointer=all", "-regalloc=basic", "-asm-verbose=false")
    with pytest.raises(pyllc.OptionError, match="unknown option 'no_such_flag'"):
        pyllc.TargetMachine(TRIPLE, no_such_flag=True)
    with pytest.raises(pyllc.OptionError, match="per call"):
        tm.emit_assembly(_module(), frame_pointer="none")


def test_one_machine_many_modules_and_repeats() -> None:
    tm = pyllc.TargetMachine(TRIPLE)
    first = tm.emit_assembly(_module())
    for _ in range(3):
        assert tm.emit_assembly(_module()) == first
    m = _module()
    assert tm.emit_assembly(m) == tm.emit_assembly(m) == first


def test_pass_callback_and_timings() -> None:
    events: list[tuple[str, str]] = []
    dumps: list[str] = []

    def callback(ev: pyllc.PassEvent) -> None:
        events.append((ev.pass_name, ev.function_name))
        if ev.pass_name == "greedy" and ev.function_name == "h":
            assert ev.machine_function is not None
            dumps.append(ev.mir())

    tm = pyllc.TargetMachine(TRIPLE, pass_callback=callback, record_timings=True)
    tm.emit_assembly(_module())
    assert ("greedy", "f") in events and ("greedy", "h") in events
    assert events.index(("greedy", "f")) < events.index(("greedy", "h"))
    assert len(dumps) == 1 and dumps[0].startswith("# Machine code for function h:")
    assert [(t.pass_name, t.function_name) for t in tm.timings] == events
    assert all(t.seconds >= 0 for t in tm.timings)


def test_callback_exception_propagates() -> None:
    def callback(ev: pyllc.PassEvent) -> None:
        raise KeyError(ev.pass_name)

    tm = pyllc.TargetMachine(TRIPLE, pass_callback=callback)
    with pytest.raises(KeyError):
        tm.emit_assembly(_module())


def test_malformed_ir_is_a_located_diagnostic() -> None:
    text = "define i32 @f() {\n  ret i32 %x\n}\n"
    with pytest.raises(pyllc.ParseError) as info:
        pyllc.parse_assembly(text, "bad.ll")
    e = info.value
    assert isinstance(e, pyllc.Diagnostic)
    assert (e.file, e.line, e.column) == ("bad.ll", 2, 11)
    assert e.source_line == "  ret i32 %x"
    assert e.caret == "          ^"
    assert str(e) == "bad.ll:2:11: error: " + e.message + "\n  ret i32 %x\n          ^"


def test_parse_file_text_and_bitcode(tmp_path: Path) -> None:
    p = tmp_path / "m.ll"
    p.write_text(IR)
    assert [f.name for f in pyllc.parse_file(p).functions] == ["ext", "f", "h"]
    bc = next((ROOT / "tests/differential/bc").glob("*.bc"), None)
    if bc is None:
        pytest.skip("no bitcode file in tests/differential/bc")
    m = pyllc.parse_file(bc)
    assert any(f.name == "main" for f in m.functions)
    with pytest.raises(pyllc.ParseError, match="Could not open input file"):
        pyllc.parse_file(tmp_path / "missing.ll")


def test_unknown_triple() -> None:
    with pytest.raises(pyllc.TargetError, match="unable to get target for 'nonsense-unknown-none'"):
        pyllc.Target.from_triple("nonsense-unknown-none")
    with pytest.raises(pyllc.TargetError):
        pyllc.TargetMachine("nonsense-unknown-none")
    t = pyllc.Target.from_triple(TRIPLE)
    assert t.name == "x86-64"
    assert t.create_target_machine(opt_level=0).opt_level == 0


def test_unsupported_construct() -> None:
    text = "define <vscale x 4 x i32> @f(<vscale x 4 x i32> %x) {\n  ret <vscale x 4 x i32> %x\n}\n"
    with pytest.raises(pyllc.UnsupportedError) as info:
        pyllc.TargetMachine(TRIPLE).emit_assembly(pyllc.parse_assembly(text, "v.ll"))
    assert info.value.line == 1
    assert "unsupported: scalable vector type" in str(info.value)
    with pytest.raises(pyllc.UnsupportedError, match="code-model=large"):
        pyllc.TargetMachine(TRIPLE, code_model="large")


def test_cannot_select_is_a_compile_error() -> None:
    text = "define i32 @f(i32 %x) {\n  %r = call i32 @llvm.x86.this.does.not.exist(i32 %x)\n  ret i32 %r\n}\ndeclare i32 @llvm.x86.this.does.not.exist(i32)\n"
    try:
        module = pyllc.parse_assembly(text, "sel.ll")
    except pyllc.ParseError:
        pytest.skip("the reader refuses the unknown intrinsic already")
    with pytest.raises(pyllc.Diagnostic) as info:
        pyllc.TargetMachine(TRIPLE).emit_assembly(module)
    assert isinstance(info.value, (pyllc.CompileError, pyllc.UnsupportedError))
    assert not isinstance(info.value, pyllc.InternalError)


def test_a_bug_inside_a_pass_is_an_internal_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from pyllc.codegen.passes.finalize_isel import FinalizeISel

    def broken(self: object, unit: object, am: object) -> bool:
        raise ValueError("broken on purpose")

    monkeypatch.setattr(FinalizeISel, "run", broken)
    with pytest.raises(pyllc.InternalError) as info:
        pyllc.TargetMachine(TRIPLE).emit_assembly(_module())
    assert "internal error in pass 'finalize-isel' on function 'f'" in str(info.value)
    assert isinstance(info.value.__cause__, ValueError)


def test_no_jit_for_another_target() -> None:
    from pyllc.jit import create_engine

    with pytest.raises(pyllc.UnsupportedError, match="JIT for 'bpf"):
        create_engine(pyllc.TargetMachine("bpf"))
