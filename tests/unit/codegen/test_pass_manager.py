"""The pass manager: banners, start/stop with instance numbers, property checks, verification after passes,
analysis caching and invalidation, the timing report's layout."""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest
import real_x86 as T
from build_examples import build_f

from pyllc.codegen.machine.function import MachineFunction, MachineFunctionProperties as P, props_mask
from pyllc.codegen.machine.verifier import MachineVerifierError
from pyllc.codegen.passes.manager import (
    AnalysisManager,
    PassManager,
    PassManagerOptions,
    PassPropertyError,
    PipelineEntry,
)
from pyllc.codegen.passes.pipeline import make_entry
from pyllc.support.diagnostics import DiagnosticError


@dataclass(frozen=True, slots=True)
class CountBlocks:
    """A toy analysis."""

    name: ClassVar[str] = "count-blocks"
    description: ClassVar[str] = "Count blocks"
    is_analysis: ClassVar[bool] = True
    runs: ClassVar[list[int]] = []

    def run(self, mf: MachineFunction, am: AnalysisManager) -> int:
        CountBlocks.runs.append(1)
        return len(mf.blocks)


@dataclass(frozen=True, slots=True)
class Recorder:
    """A toy transform that records its runs and can break the function or demand properties."""

    name: ClassVar[str] = "recorder"
    description: ClassVar[str] = "Recorder"
    requires: ClassVar[int] = 0
    log: list[str]
    tag: str = ""
    break_it: bool = False
    preserves: tuple[type, ...] = ()

    def run(self, mf: MachineFunction, am: AnalysisManager) -> bool:
        self.log.append(f"{self.tag}:{am.get(CountBlocks)}")
        if self.break_it:
            mf.blocks[0].instrs.reverse()
        return True


@dataclass(frozen=True, slots=True)
class NeedsNoVRegs:
    name: ClassVar[str] = "needs-novregs"
    description: ClassVar[str] = "Needs no vregs"
    requires: ClassVar[int] = props_mask(P.NoVRegs)
    sets: ClassVar[int] = 0

    def run(self, mf: MachineFunction, am: AnalysisManager) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class LeavesSSA:
    name: ClassVar[str] = "leaves-ssa"
    description: ClassVar[str] = "Leaves SSA"
    clears: ClassVar[int] = props_mask(P.IsSSA)
    sets: ClassVar[int] = props_mask(P.NoPHIs)

    def run(self, mf: MachineFunction, am: AnalysisManager) -> bool:
        return False


def _pipeline(log: list[str]) -> list[PipelineEntry]:
    return [
        PipelineEntry("early-tailduplication", "Early Tail Duplication", Recorder(log, "a")),
        PipelineEntry("dead-mi-elimination", "Remove dead machine instructions", Recorder(log, "b")),
        PipelineEntry("machine-cse", "Machine Common Subexpression Elimination", None),
        PipelineEntry("dead-mi-elimination", "Remove dead machine instructions", Recorder(log, "c")),
        PipelineEntry("opt-phis", "Optimize machine instruction PHIs", Recorder(log, "d")),
    ]


@pytest.mark.parametrize(
    "opts,expected",
    [
        (PassManagerOptions(), ["a", "b", "c", "d"]),
        (PassManagerOptions(stop_after="dead-mi-elimination"), ["a", "b"]),
        (PassManagerOptions(stop_after="dead-mi-elimination,1"), ["a", "b", "c"]),
        (PassManagerOptions(stop_before="dead-mi-elimination,1"), ["a", "b"]),
        (PassManagerOptions(start_after="dead-mi-elimination"), ["c", "d"]),
        (PassManagerOptions(start_before="dead-mi-elimination,1", stop_after="opt-phis"), ["c", "d"]),
        (PassManagerOptions(stop_after="dead-mi-elimination,5"), ["a", "b", "c", "d"]),
        (PassManagerOptions(stop_after="greedy"), ["a", "b", "c", "d"]),
    ],
)
def test_start_and_stop(opts: PassManagerOptions, expected: list[str]) -> None:
    log: list[str] = []
    pm = PassManager(_pipeline(log), opts)
    pm.run_machine_function(build_f(T))
    assert [x.split(":")[0] for x in log] == expected


def test_unknown_and_conflicting_pass_names() -> None:
    with pytest.raises(DiagnosticError, match='"nosuchpass" pass is not registered.'):
        PassManager(_pipeline([]), PassManagerOptions(stop_after="nosuchpass"))
    with pytest.raises(DiagnosticError, match="stop-before and stop-after specified!"):
        PassManager(_pipeline([]), PassManagerOptions(stop_after="opt-phis", stop_before="opt-phis"))


def test_print_after_and_before_banners() -> None:
    err = io.StringIO()
    pm = PassManager(
        _pipeline([]),
        PassManagerOptions(print_after=("dead-mi-elimination",), print_before=("opt-phis",)),
        err=err,
    )
    mf = build_f(T)
    pm.run_machine_function(mf)
    dump = mf.print()
    banner = "# *** IR Dump After Remove dead machine instructions (dead-mi-elimination) ***:\n"
    assert err.getvalue() == (
        banner
        + dump
        + banner
        + dump
        + "# *** IR Dump Before Optimize machine instruction PHIs (opt-phis) ***:\n"
        + dump
    )


def test_print_after_all_includes_unimplemented_passes_and_filter() -> None:
    err = io.StringIO()
    pm = PassManager(
        _pipeline([]), PassManagerOptions(print_after_all=True, filter_print_funcs=("f",)), err=err
    )
    pm.run_machine_function(build_f(T))
    names = re.findall(r"IR Dump After .* \((\S+)\) \*\*\*:", err.getvalue())
    assert names == [
        "early-tailduplication",
        "dead-mi-elimination",
        "machine-cse",
        "dead-mi-elimination",
        "opt-phis",
    ]
    err2 = io.StringIO()
    PassManager(
        _pipeline([]), PassManagerOptions(print_after_all=True, filter_print_funcs=("g",)), err=err2
    ).run_machine_function(build_f(T))
    assert err2.getvalue() == ""


def test_analyses_are_cached_until_a_pass_does_not_preserve_them() -> None:
    log: list[str] = []
    CountBlocks.runs.clear()
    entries = [
        PipelineEntry("p1", "P1", Recorder(log, "a", preserves=(CountBlocks,))),
        PipelineEntry("p2", "P2", Recorder(log, "b")),
        PipelineEntry("p3", "P3", Recorder(log, "c")),
    ]
    PassManager(entries).run_machine_function(build_f(T))
    assert log == ["a:3", "b:3", "c:3"]
    assert len(CountBlocks.runs) == 2  # computed for a, kept for b, recomputed for c


def test_required_properties_and_property_updates() -> None:
    mf = build_f(T)
    pm = PassManager([PipelineEntry("leaves-ssa", "Leaves SSA", LeavesSSA())])
    pm.run_machine_function(mf)
    assert mf.properties.print() == "NoPHIs, TracksLiveness"
    with pytest.raises(PassPropertyError, match="Required properties: NoVRegs"):
        PassManager([PipelineEntry("needs-novregs", "Needs no vregs", NeedsNoVRegs())]).run_machine_function(
            mf
        )


def test_verify_machineinstrs_after_each_pass() -> None:
    entries = [PipelineEntry("breaker", "Breaker", Recorder([], "x", break_it=True))]
    with pytest.raises(MachineVerifierError) as info:
        PassManager(entries, PassManagerOptions(verify_machineinstrs=True)).run_machine_function(build_f(T))
    assert info.value.report.startswith("\n# After Breaker\n# Machine code for function f:")
    assert (
        "*** Bad machine code: Non-terminator instruction after the first terminator ***" in info.value.report
    )


def test_time_report_layout() -> None:
    pm = PassManager(_pipeline([]), PassManagerOptions(time_passes=True))
    pm.run_machine_function(build_f(T))
    report = pm.time_report()
    lines = report.split("\n")
    assert lines[0] == "===" + "-" * 73 + "==="
    assert lines[1] == " " * 22 + "... Pass execution timing report ..."
    assert re.fullmatch(r"  Total Execution Time: \d+\.\d{4} seconds \(\d+\.\d{4} wall clock\)", lines[3])
    assert lines[5].endswith("   ---Wall Time---  --- Name ---")
    assert re.fullmatch(r"(   ?[ \d]\d\.\d{4} \([ \d]{3}\.\d%\))+  Total", lines[-3])
    assert {ln.rsplit("  ", 1)[1] for ln in lines[6:-3]} == {
        "Early Tail Duplication",
        "Remove dead machine instructions",
        "Optimize machine instruction PHIs",
    }


def test_pipeline_entries_for_implemented_passes_get_instances() -> None:
    e = make_entry("machineverifier")
    assert e.pass_ is not None and e.description == "Verify generated machine code"
    assert make_entry("machine-scheduler").pass_ is None
    assert make_entry("machine-scheduler").description == "Machine Instruction Scheduler"


def _unused(*_: Any) -> None:
    return None


class _Fn:
    """A defined IR function, as far as PassManager.run needs one."""

    def __init__(self, name: str) -> None:
        self.name = name

    def is_declaration(self) -> bool:
        return False


class _Module:
    def __init__(self, *fns: _Fn) -> None:
        self.functions = list(fns)


def test_run_on_given_machine_functions_from_an_index() -> None:
    # A MIR reader hands its MachineFunctions over in MachineModuleInfo and names where the pipeline resumes:
    # the passes before that index do not run, and the functions are not recreated.
    from pyllc.codegen.machine.module_info import MachineModuleInfo

    log: list[str] = []
    fn = _Fn("f")
    mf = build_f(T)
    mmi = MachineModuleInfo(None, _Module(fn))  # type: ignore[arg-type]
    mmi.insert_function(fn, mf)
    PassManager(_pipeline(log)).run(mmi.module, mmi, first=3)
    assert [x.split(":")[0] for x in log] == ["c", "d"]
    assert mmi.machine_functions() == [mf]


def test_run_frees_machine_functions_and_wraps_internal_errors() -> None:
    from pyllc.codegen.machine.module_info import MachineModuleInfo
    from pyllc.codegen.passes.manager import InternalPassError

    fn = _Fn("f")
    mmi = MachineModuleInfo(None, _Module(fn))  # type: ignore[arg-type]
    mmi.insert_function(fn, build_f(T))
    PassManager([PipelineEntry("free-machine-function", "Free MachineFunction", None)]).run(mmi.module, mmi)
    assert mmi.machine_functions() == []

    @dataclass(frozen=True, slots=True)
    class Boom:
        name: ClassVar[str] = "boom"
        description: ClassVar[str] = "Boom"

        def run(self, mf: MachineFunction, am: AnalysisManager) -> bool:
            raise KeyError("x")

    mmi.insert_function(fn, build_f(T))
    pm = PassManager([PipelineEntry("boom", "Boom", Boom())])
    with pytest.raises(InternalPassError, match="internal error in pass 'boom' on function 'f': KeyError"):
        pm.run(mmi.module, mmi)
    assert pm.current_function is fn


def test_instance_specifier_is_checked_before_the_name() -> None:
    with pytest.raises(DiagnosticError, match="^invalid pass instance specifier nosuchpass,x$"):
        PassManager(_pipeline([]), PassManagerOptions(stop_after="nosuchpass,x"))
    with pytest.raises(DiagnosticError, match="^invalid pass instance specifier opt-phis,-1$"):
        PassManager(_pipeline([]), PassManagerOptions(start_before="opt-phis,-1"))
    # Names first, then the conflicting pairs, as TargetPassConfig::setStartStopPasses checks them.
    with pytest.raises(DiagnosticError, match='"nosuchpass" pass is not registered.'):
        PassManager(_pipeline([]), PassManagerOptions(stop_after="opt-phis", stop_before="nosuchpass"))


def test_a_stop_flag_limits_the_pipeline_even_when_not_reached() -> None:
    assert PassManager(_pipeline([])).will_complete_code_gen_pipeline()
    pm = PassManager(_pipeline([]), PassManagerOptions(stop_after="dead-mi-elimination,7"))
    assert pm.active_range() == (0, 4)
    assert not pm.will_complete_code_gen_pipeline()


def test_run_pass_pipeline_by_name() -> None:
    from pyllc.codegen.passes.pipeline import build_run_pass_pipeline
    from pyllc.support.diagnostics import UnsupportedError

    entries = build_run_pass_pipeline(["none", "machineverifier", "postrapseudos", "machineverifier"])
    assert [(e.name, e.description) for e in entries] == [
        ("machineverifier", "Verify generated machine code"),
        ("postrapseudos", "Post-RA pseudo instruction expansion pass"),
        ("machineverifier", "Verify generated machine code"),
    ]
    assert all(e.pass_ is not None for e in entries)
    with pytest.raises(DiagnosticError, match="^run-pass nosuch is not registered.$"):
        build_run_pass_pipeline(["machineverifier", "nosuch"])
    with pytest.raises(
        UnsupportedError, match="-run-pass=machine-cse: the pass 'Machine Common Subexpression"
    ):
        build_run_pass_pipeline(["machine-cse"])
