"""The shared code generation driver (PassManager.run, emit_module, compile_module's MIR hook): a pipeline
resumed from MachineFunctions built beforehand, or a -run-pass list run on them, gives what one run of the
whole pipeline gives."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyllc.codegen.machine.module_info import MachineModuleInfo
from pyllc.codegen.passes.manager import PassManager, PassManagerOptions
from pyllc.codegen.passes.pipeline import build_pipeline
from pyllc.support.command_line import parse_args
from pyllc.tools import llc

SRC = """target triple = "x86_64-unknown-linux-gnu"
define i32 @sum(i32 %n) {
entry:
  %c = icmp eq i32 %n, 0
  br i1 %c, label %exit, label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, -1
  %d = icmp eq i32 %i1, 0
  br i1 %d, label %exit, label %loop
exit:
  %r = phi i32 [ 0, %entry ], [ %s1, %loop ]
  ret i32 %r
}
define i32 @id(i32 %a) {
  ret i32 %a
}
"""


def _compile(tmp_path: Path, argv: list[str], upto: PassManagerOptions | None = None) -> str:
    """Compile SRC with ``argv``; with ``upto``, the MachineFunctions are first built by a separate run of the
    pipeline limited by those options (standing in for a MIR reader)."""
    src = tmp_path / "in.ll"
    src.write_text(SRC)
    out = tmp_path / "out.txt"
    # The driver's own steps before compile_module (option table, -O check, reading the input).
    options = llc.all_options()  # pyright: ignore[reportPrivateUsage]
    args = parse_args("pyllc", [*argv, str(src), "-o", str(out)], options)
    llc._check_opt_level(args)  # pyright: ignore[reportPrivateUsage]
    module = llc.parse_input(str(src), src.read_bytes())  # pyright: ignore[reportPrivateUsage]

    def read(tm: object) -> MachineModuleInfo:
        assert upto is not None
        mmi = MachineModuleInfo(tm, module)  # type: ignore[arg-type]
        pm = PassManager(build_pipeline(tm, 2), upto)  # type: ignore[arg-type]
        lo, hi = pm.active_range()
        pm.run(module, mmi, lo, hi)
        return mmi

    status = llc.compile_module(args, module, str(src), str(src), read if upto is not None else None)
    assert status == 0
    return out.read_text()


def test_run_pass_on_given_functions_matches_stop_after(tmp_path: Path) -> None:
    whole = _compile(tmp_path, ["-stop-after=postrapseudos"])
    resumed = _compile(tmp_path, ["-run-pass=postrapseudos"], PassManagerOptions(stop_before="postrapseudos"))
    assert "name:            sum" in whole
    assert resumed == whole


def test_start_after_on_given_functions_matches_the_whole_pipeline(tmp_path: Path) -> None:
    whole = _compile(tmp_path, [])
    resumed = _compile(
        tmp_path, ["-start-after=virtregrewriter"], PassManagerOptions(stop_after="virtregrewriter")
    )
    assert "sum:" in whole
    assert resumed == whole


def test_run_pass_needs_mir_and_no_start_stop(tmp_path: Path) -> None:
    from pyllc.support.command_line import CommandLineError

    with pytest.raises(CommandLineError, match=r"^pyllc: warning: run-pass is for \.mir file only\.$"):
        _compile(tmp_path, ["-run-pass=postrapseudos"])
    with pytest.raises(
        CommandLineError, match=r"^pyllc: warning: run-pass cannot be used with start-after and stop-after\.$"
    ):
        _compile(
            tmp_path,
            ["-run-pass=postrapseudos", "-start-after=greedy", "-stop-after=greedy"],
            PassManagerOptions(),
        )
