"""What it is (LLVM: lib/IR/LegacyPassManager.cpp, lib/CodeGen/MachineFunctionPass.cpp, the pipeline-control
parts of lib/CodeGen/TargetPassConfig.cpp, lib/Support/Timer.cpp's report).

Passes.  A pass is a frozen dataclass with llc's ``name`` and ``description`` as class variables and a
``run(self, unit, am) -> bool`` method (``True`` when it changed something).  ``kind`` says what it runs on:
``"machine"`` (a MachineFunction), ``"function"`` (an IR function), ``"module"``.  Machine passes declare the
MachineFunction properties they need (``requires``), establish (``sets``) and destroy (``clears``) as int
masks over :class:`MachineFunctionProperties` bits; the manager checks ``requires`` before running (so a
``-run-pass`` on MIR in the wrong state fails cleanly) and applies ``sets``/``clears`` afterwards.

Analyses are passes too (``is_analysis = True``): their ``run`` returns a result that the
:class:`AnalysisManager` caches per unit; a transform asks ``am.get(LiveIntervals)`` and gets the cached result
or a fresh computation.  After a transform, results not named in its ``preserves`` (or all, unless
``preserves_all``) are dropped.  An analysis scheduled in the pipeline, like ``slotindexes``, is simply computed
at that point (llc prints a banner after the ones LLVM registers as ordinary passes).

Control.  The :class:`PassManager` runs a pipeline (a list of :class:`PipelineEntry`) on one function at a time
and implements llc's switches with llc's exact output:

* ``-print-before``/``-print-after`` (pass names), ``-print-before-all``/``-print-after-all``: the banner
  ``# *** IR Dump After <description> (<name>) ***:`` and the ``# Machine code for function`` dump (IR passes:
  ``*** IR Dump After ... ***`` and the IR);
* ``-start-before``/``-start-after``/``-stop-before``/``-stop-after`` with ``name,N`` (``N`` counts instances of
  the pass in the pipeline from 0, so ``dead-mi-elimination,1`` is its second run);
* ``-verify-machineinstrs``: the machine verifier after every machine pass;
* ``-time-passes``: per-pass user/system/wall times, reported as llc's timing table (largest wall time
  first).
Entries that are not implemented yet run nothing; ``-debug-pass=Structure`` lists them with a visible note.

Driving.  :meth:`PassManager.run` runs the pipeline over a module as LLVM's legacy pass manager does: module
passes once, then function by function the IR passes and the machine passes on the function's
MachineFunction, which a :class:`~pyllc.codegen.machine.module_info.MachineModuleInfo` owns (created on
first use from IR input; handed over by a MIR reader, with the index the pipeline resumes at).
:class:`~pyllc.codegen.passes.machine_function_pass.MachineFunctionPass` entries (users' passes, the
AsmPrinter) get ``do_initialization``/``do_finalization`` around the functions.  ``codegen/passes/driver.py``
sets the AsmPrinter up and returns the output; the tool keeps the options, the output file and diagnostics.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Final, Protocol, TextIO

from pyllc.codegen.analysis.slot_indexes import SlotIndexesPass
from pyllc.codegen.machine.function import MachineFunctionProperties
from pyllc.codegen.machine.verifier import MachineVerifierError, verify_machine_function
from pyllc.support.diagnostics import DiagnosticError

if TYPE_CHECKING:
    from pyllc.codegen.machine.function import MachineFunction
    from pyllc.codegen.machine.module_info import MachineModuleInfo

#: The last pipeline line: the MachineFunction is dropped (LLVM ``FreeMachineFunction``).
FREE_MACHINE_FUNCTION: Final = "free-machine-function"


class Pass(Protocol):
    """What the manager needs from a pass object."""

    name: ClassVar[str]
    description: ClassVar[str]

    def run(self, unit: Any, am: AnalysisManager) -> Any: ...


def pass_kind(p: Any) -> str:
    return getattr(p, "kind", "machine")


def is_analysis(p: Any) -> bool:
    return bool(getattr(p, "is_analysis", False))


class InternalPassError(Exception):
    """A bug inside a pass: reported as ``internal error in pass '<name>' on function '<f>'``."""

    def __init__(self, pass_name: str, function: str, error: Exception) -> None:
        super().__init__(
            f"internal error in pass '{pass_name}' on function '{function}': {type(error).__name__}: {error}"
        )
        self.error = error


class PassPropertyError(DiagnosticError):
    """A machine pass ran on a function lacking a property it requires (LLVM's "Required properties" abort):
    a diagnostic (status 1), since MIR input or ``-run-pass`` can ask for any order of passes."""

    def __init__(self, message: str) -> None:
        super().__init__(None, message)


class AnalysisManager:
    """Per-unit cache of analysis results, computed on demand (``get``) and invalidated after transforms."""

    __slots__ = ("unit", "_results", "_instances")

    def __init__(self, unit: Any) -> None:
        self.unit = unit
        self._results: dict[type, Any] = {}
        self._instances: dict[type, Any] = {}

    def get(self, analysis: type) -> Any:
        """The result of ``analysis`` on this unit, computing it if needed."""
        r = self._results.get(analysis)
        if r is None and analysis not in self._results:
            inst = self._instances.get(analysis)
            if inst is None:
                inst = analysis()
            r = inst.run(self.unit, self)
            self._results[analysis] = r
        return r

    def get_cached(self, analysis: type) -> Any:
        return self._results.get(analysis)

    def set_result(self, analysis: type, result: Any) -> None:
        self._results[analysis] = result

    def invalidate(self, keep: tuple[type, ...] = (), keep_all: bool = False) -> None:
        if keep_all:
            return
        for k in list(self._results):
            if k not in keep:
                del self._results[k]

    def clear(self) -> None:
        self._results.clear()


@dataclass(slots=True)
class PipelineEntry:
    """One line of the pipeline: llc's name and description, and the pass object (None: not implemented)."""

    name: str
    description: str
    pass_: Any = None
    #: ``machine``, ``function``, ``module`` or ``analysis`` (machine analysis), as llc schedules it.
    kind: str = "machine"
    #: Does llc print ``-print-after-all`` banners for it (registered, non-analysis passes).
    prints: bool = True


def parse_pass_instance(spec: str) -> tuple[str, int]:
    """``name,N`` → (name, N), N 0 when absent (LLVM ``getPassNameAndInstanceNum``); N must be decimal
    digits, else llc's ``invalid pass instance specifier`` error."""
    name, _, num = spec.partition(",")
    if num and not (num.isascii() and num.isdigit()):
        raise DiagnosticError(None, f"invalid pass instance specifier {spec}")
    return name, int(num) if num else 0


@dataclass(slots=True)
class PassManagerOptions:
    """Pipeline-control switches, filled from llc's flags (``codegen/options.py``)."""

    print_before: tuple[str, ...] = ()
    print_after: tuple[str, ...] = ()
    print_before_all: bool = False
    print_after_all: bool = False
    start_before: str = ""
    start_after: str = ""
    stop_before: str = ""
    stop_after: str = ""
    verify_machineinstrs: bool = False
    time_passes: bool = False
    filter_print_funcs: tuple[str, ...] = ()
    debug_pass: str = ""


@dataclass(slots=True)
class PassTiming:
    user: float = 0.0
    system: float = 0.0
    wall: float = 0.0


#: The passes of llc-14's pipeline after which SlotIndexes are still available (they preserve the analysis),
#: so that the -print-after dump of each is numbered (LLVM: getAnalysisUsage ... addPreserved<SlotIndexes>).
PRESERVES_SLOT_INDEXES: Final = frozenset(
    (
        "slotindexes",
        "liveintervals",
        "simple-register-coalescing",
        "rename-independent-subregs",
        "machine-scheduler",
        "livedebugvars",
        "livestacks",
        "virtregmap",
        "liveregmatrix",
        "greedy",
        "regallocbasic",
        "tileconfig",
        "virtregrewriter",
        "regallocscoringpass",
        "stack-slot-coloring",
    )
)


@dataclass
class PassManager:
    """Runs a pipeline function by function with llc's print/start/stop/verify/time controls."""

    pipeline: list[PipelineEntry]
    options: PassManagerOptions = field(default_factory=PassManagerOptions)
    err: TextIO | None = None
    #: How an IR unit prints after an IR pass (the IR printer, provided by the driver).
    ir_printer: Callable[[Any], str] | None = None
    timings: dict[str, PassTiming] = field(default_factory=dict[str, PassTiming])
    _first: int = 0
    _last: int = -1
    stopped_early: bool = False
    #: The function whose machine-code dumps get slot indexes now (see PRESERVES_SLOT_INDEXES).
    _slot_indexes_for: Any = None
    #: The IR function :meth:`run` is processing (LLVM's pretty stack entry "Running pass ... on function"),
    #: for a diagnostic to point at.
    current_function: Any = None
    #: Called after every pass that ran, with the pass name, the unit's function name and the unit (a
    #: MachineFunction, an IR function or the module) -- a library's tracing hook.
    callback: Callable[[str, str, Any], None] | None = None
    #: When a list, every pass run appends ``(pass name, function name, wall seconds)`` to it.
    timing_records: list[tuple[str, str, float]] | None = None

    def __post_init__(self) -> None:
        self._first, self._last = self.compute_range()

    # ----- start/stop -----
    def find_instance(self, name: str, n: int) -> int:
        """Pipeline index of the ``n``-th (from 0) entry named ``name``, -1 when there is none."""
        seen = 0
        for i, e in enumerate(self.pipeline):
            if e.name == name:
                if seen == n:
                    return i
                seen += 1
        return -1

    def compute_range(self) -> tuple[int, int]:
        """(first, last) pipeline indexes to run, from the start/stop options (inclusive), checked as
        ``TargetPassConfig::setStartStopPasses`` does: every ``name,N`` parsed, then every name looked up
        (``"<name>" pass is not registered.``), then the conflicting pairs.  A pass that is registered but
        not in this pipeline, or an instance past the last one, has no effect, as in llc."""
        from pyllc.codegen.passes.registry import is_registered

        o = self.options
        specs = [
            parse_pass_instance(x) if x else None
            for x in (o.start_before, o.start_after, o.stop_before, o.stop_after)
        ]
        for spec in specs:
            if spec is not None and not is_registered(spec[0]):
                raise DiagnosticError(None, f'"{spec[0]}" pass is not registered.')
        if o.start_before and o.start_after:
            raise DiagnosticError(None, "start-before and start-after specified!")
        if o.stop_before and o.stop_after:
            raise DiagnosticError(None, "stop-before and stop-after specified!")
        start_before, start_after, stop_before, stop_after = (
            self.find_instance(*spec) if spec is not None else -1 for spec in specs
        )
        first, last = 0, len(self.pipeline) - 1
        if start_before >= 0:
            first = start_before
        if start_after >= 0:
            first = start_after + 1
        if stop_before >= 0:
            last = stop_before - 1
            self.stopped_early = True
        if stop_after >= 0:
            last = stop_after
            self.stopped_early = True
        return first, last

    def will_complete_code_gen_pipeline(self) -> bool:
        """False with ``-stop-before``/``-stop-after`` (even when the pass is not reached): the output is then
        MIR, not the AsmPrinter's (LLVM ``TargetPassConfig::willCompleteCodeGenPipeline``)."""
        return not (self.options.stop_before or self.options.stop_after)

    def active_range(self) -> tuple[int, int]:
        """(first, last) pipeline indexes the start/stop options leave to run (inclusive)."""
        return self._first, self._last

    def active_entries(self) -> list[PipelineEntry]:
        return self.pipeline[self._first : self._last + 1]

    # ----- running -----
    def _stream(self) -> TextIO:
        if self.err is not None:
            return self.err
        import sys

        return sys.stderr

    def _should_print(self, fn_name: str) -> bool:
        f = self.options.filter_print_funcs
        return not f or fn_name in f

    def _print(self, when: str, entry: PipelineEntry, unit: Any, am: AnalysisManager | None = None) -> None:
        if entry.kind in ("function", "module", "loop"):
            printer = self.ir_printer
            if printer is None:
                text = ""
            elif entry.kind == "module" and self.options.filter_print_funcs:
                # A module dump under -filter-print-funcs is the selected functions (LLVM printModule).
                text = "".join(
                    printer(fn)
                    for fn in unit.functions
                    if not fn.is_declaration() and self._should_print(fn.name)
                )
            else:
                text = printer(unit)
            self._stream().write(f"*** IR Dump {when} {entry.description} ({entry.name}) ***\n{text}")
        else:
            # While SlotIndexes are available, llc numbers the dump's blocks and instructions: from the
            # slotindexes pass on, as long as every pass since has preserved them.
            indexes = (
                am.get_cached(SlotIndexesPass) if am is not None and self._slot_indexes_for is unit else None
            )
            self._stream().write(
                f"# *** IR Dump {when} {entry.description} ({entry.name}) ***:\n" + unit.print(None, indexes)
            )

    def run_machine_function(
        self,
        mf: MachineFunction,
        am: AnalysisManager | None = None,
        entries: list[PipelineEntry] | None = None,
    ) -> None:
        """Run the machine part of the active pipeline on ``mf``."""
        if am is None:
            am = AnalysisManager(mf)
        o = self.options
        for entry in entries if entries is not None else self.active_entries():
            if entry.kind in ("function", "module", "loop"):
                continue
            p = entry.pass_
            want_print = self._should_print(mf.name) and entry.prints
            if want_print and (o.print_before_all or entry.name in o.print_before):
                self._print("Before", entry, mf, am)
            if p is not None:
                self._check_properties(p, mf, entry)
                self._run_timed(entry, p, mf, am)
            if entry.name == "slotindexes":
                self._slot_indexes_for = mf
            elif (
                entry.kind != "analysis"
                and not (p is not None and is_analysis(p))
                and entry.name not in PRESERVES_SLOT_INDEXES
            ):
                self._slot_indexes_for = None
            if want_print and (o.print_after_all or entry.name in o.print_after):
                self._print("After", entry, mf, am)
            if p is not None and o.verify_machineinstrs and not is_analysis(p):
                self._verify(mf, entry)

    def run(
        self, module: Any, mmi: MachineModuleInfo, first: int | None = None, last: int | None = None
    ) -> None:
        """Run the pipeline on ``module`` (LLVM: ``legacy::PassManager::run`` with the machine passes'
        ``MachineFunctionPass::runOnFunction``): the active entries (or ``first``..``last``, indexes into the
        pipeline, inclusive), module passes first, then for each defined function its IR passes and the
        machine passes on its MachineFunction from ``mmi`` (created there, or given by a MIR reader).
        ``MachineFunctionPass`` entries get ``do_initialization``/``do_finalization`` around the functions;
        ``free-machine-function`` drops the function from ``mmi``.  A pass failing with anything but a
        diagnostic raises :class:`InternalPassError`."""
        from pyllc.codegen.passes.machine_function_pass import MachineFunctionPass

        lo = self._first if first is None else first
        hi = self._last if last is None else last
        entries = self.pipeline[lo : hi + 1]
        module_entries = [e for e in entries if e.kind == "module"]
        ir_entries = [e for e in entries if e.kind in ("function", "loop")]
        machine_entries = [e for e in entries if e.kind not in ("function", "module", "loop")]
        hooked = [e.pass_ for e in entries if isinstance(e.pass_, MachineFunctionPass)]
        for p in hooked:
            p.do_initialization(module)
        for entry in module_entries:
            self.run_unit(entry, module, AnalysisManager(module))
        for fn in module.functions:
            if fn.is_declaration():
                continue
            self.current_function = fn
            if ir_entries:
                am = AnalysisManager(fn)
                for entry in ir_entries:
                    self.run_unit(entry, fn, am)
            # Created even when no machine pass runs: the MIR printer prints every function.
            mf = mmi.get_or_create_machine_function(fn)
            mam = AnalysisManager(mf)
            for entry in machine_entries:
                try:
                    self.run_machine_function(mf, mam, [entry])
                except (DiagnosticError, KeyboardInterrupt, RecursionError, MachineVerifierError):
                    raise
                except Exception as e:
                    raise InternalPassError(entry.name, fn.name, e) from e
                if entry.name == FREE_MACHINE_FUNCTION:
                    mmi.delete_machine_function(fn)
        self.current_function = None
        for p in hooked:
            p.do_finalization(module)

    def _run_timed(self, entry: PipelineEntry, p: Any, unit: Any, am: AnalysisManager) -> None:
        timed = self.options.time_passes
        records = self.timing_records
        t0 = os.times() if timed else None
        w0 = time.perf_counter() if timed or records is not None else 0.0
        if is_analysis(p):
            am.set_result(type(p), p.run(unit, am))
        else:
            p.run(unit, am)
            am.invalidate(getattr(p, "preserves", ()), bool(getattr(p, "preserves_all", False)))
            props = getattr(unit, "properties", None)
            if isinstance(props, MachineFunctionProperties):
                props.bits = (props.bits | getattr(p, "sets", 0)) & ~getattr(p, "clears", 0)
        if records is not None:
            records.append((entry.name, getattr(unit, "name", ""), time.perf_counter() - w0))
        if t0 is not None:
            t1 = os.times()
            w1 = time.perf_counter()
            t = self.timings.get(entry.description)
            if t is None:
                t = self.timings[entry.description] = PassTiming()
            t.user += t1.user - t0.user
            t.system += t1.system - t0.system
            t.wall += w1 - w0
        if self.callback is not None:
            self.callback(entry.name, getattr(unit, "name", ""), unit)

    def run_unit(self, entry: PipelineEntry, unit: Any, am: AnalysisManager) -> None:
        """Run one IR-level entry (function or module pass) with printing and timing."""
        o = self.options
        p = entry.pass_
        # -filter-print-funcs selects the functions of function passes (module passes print the module).
        want = entry.prints and (entry.kind == "module" or self._should_print(unit.name))
        if want and (o.print_before_all or entry.name in o.print_before):
            self._print("Before", entry, unit)
        if p is not None:
            self._run_timed(entry, p, unit, am)
        if want and (o.print_after_all or entry.name in o.print_after):
            self._print("After", entry, unit)

    def _check_properties(self, p: Any, mf: MachineFunction, entry: PipelineEntry) -> None:
        missing = mf.properties.verify_required(getattr(p, "requires", 0))
        if missing:
            names = MachineFunctionProperties(missing).print()
            raise PassPropertyError(
                f"MachineFunctionProperties required by {entry.description} pass are not "
                f"met by function {mf.name}.\nRequired properties: {names}\n"
                f"Current properties: {mf.properties.print()}"
            )

    def _verify(self, mf: MachineFunction, entry: PipelineEntry) -> None:
        n, text = verify_machine_function(mf, f"After {entry.description}")
        if n:
            raise MachineVerifierError(text, n)

    # ----- reports -----
    def debug_pass_structure(self) -> str:
        """The ``-debug-pass=Structure`` listing of the active pipeline, naming unimplemented passes."""
        out: list[str] = []
        for e in self.active_entries():
            indent = "    " if e.kind == "module" else "      "
            note = "" if e.pass_ is not None else "  [not implemented: skipped]"
            out.append(f"{indent}{e.description}{note}\n")
        return "".join(out)

    def time_report(self) -> str:
        """llc's ``... Pass execution timing report ...`` table."""
        rows = sorted(self.timings.items(), key=lambda kv: (-kv[1].wall, kv[0]))
        tu = sum(t.user for _, t in rows)
        ts = sum(t.system for _, t in rows)
        tw = sum(t.wall for _, t in rows)
        bar = "===" + "-" * 73 + "===\n"
        out = [
            bar,
            " " * 22 + "... Pass execution timing report ...\n",
            bar,
            f"  Total Execution Time: {tu + ts:.4f} seconds ({tw:.4f} wall clock)\n\n",
        ]
        head = ""
        if tu:
            head += "   ---User Time---"
        if ts:
            head += "   --System Time--"
        if tu + ts:
            head += "   --User+System--"
        head += "   ---Wall Time---  --- Name ---\n"
        out.append(head)

        def col(v: float, total: float) -> str:
            return f"  {v:7.4f} ({(100.0 * v / total) if total else 0.0:5.1f}%)"

        def row(t: PassTiming, name: str) -> str:
            s = ""
            if tu:
                s += col(t.user, tu)
            if ts:
                s += col(t.system, ts)
            if tu + ts:
                s += col(t.user + t.system, tu + ts)
            s += col(t.wall, tw)
            return s + "  " + name + "\n"

        for name, t in rows:
            out.append(row(t, name))
        out.append(row(PassTiming(tu, ts, tw), "Total"))
        out.append("\n")
        return "".join(out)
