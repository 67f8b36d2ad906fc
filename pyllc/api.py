"""pyllc as a library: read IR, pick a target, generate assembly, objects or MIR (LLVM: the C++ API a
program uses around ``llc`` -- ``parseAssemblyString``/``parseIRFile``, ``TargetRegistry::lookupTarget``,
``Target::createTargetMachine`` and ``TargetMachine::addPassesToEmitFile``).

Everything here is re-exported by :mod:`pyllc`::

    import pyllc
    module = pyllc.parse_assembly("define i32 @f(i32 %x) {\\n  ret i32 %x\\n}\\n")
    tm = pyllc.TargetMachine("x86_64-unknown-linux-gnu", opt_level=2)
    print(tm.emit_assembly(module))
    obj = tm.emit_object(module)            # ELF relocatable object bytes
    mir = tm.emit_mir(module, stop_after="finalize-isel")

The code paths are the ``pyllc`` command's (:mod:`pyllc.tools.llc`): the same target selection, module
checks, pass pipeline and emitters, so a library caller gets exactly what ``pyllc``/``llc`` writes.  llc's
pipeline flags are keyword arguments with ``_`` for ``-`` (``stop_after="greedy"``,
``print_after=("machine-cse",)``, ``regalloc="basic"``, ``verify_machineinstrs=True``...).

Errors never exit the process and never leak an internal exception type: bad input raises
:class:`ParseError`, an unknown target :class:`TargetError`, a construct pyllc does not implement
:class:`UnsupportedError`, a failure while generating code :class:`CompileError` (a bug inside pyllc:
:class:`InternalError`), a bad keyword option :class:`OptionError` -- all subclasses of :class:`Diagnostic`,
whose ``str()`` is the message as the command prints it (``file:line:col: error: msg``, the source line and
a caret).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from pyllc.support.diagnostics import DiagnosticError
from pyllc.support.diagnostics import UnsupportedError as _InternalUnsupported

if TYPE_CHECKING:
    from pyllc.codegen.passes.manager import PassManager
    from pyllc.ir.module import Module
    from pyllc.support.command_line import ParsedArgs
    from pyllc.target.machine import TargetMachine as _InternalTargetMachine

__all__ = [
    "Diagnostic",
    "ParseError",
    "TargetError",
    "UnsupportedError",
    "CompileError",
    "InternalError",
    "OptionError",
    "parse_assembly",
    "parse_bitcode",
    "parse_file",
    "Target",
    "TargetMachine",
    "PassEvent",
    "PassTiming",
]


# ----------------------------------------------------------------------------------------------- errors
class Diagnostic(DiagnosticError):
    """A located error, as LLVM's ``SMDiagnostic``: :attr:`file`, :attr:`line`, :attr:`column` (1-based; 0
    when unknown), :attr:`message`, :attr:`source_line` and :attr:`caret`.  ``str()`` is the text the
    ``pyllc`` command prints (without the trailing newline)."""

    @property
    def file(self) -> str:
        """The input's name ('' for an error about no file, such as an unknown triple)."""
        return self.location.filename if self.location is not None else ""

    @property
    def line(self) -> int:
        return self.location.line if self.location is not None else 0

    @property
    def column(self) -> int:
        return self.location.col if self.location is not None else 0

    @property
    def source_line(self) -> str:
        """The text of the offending line ('' when unknown)."""
        loc = self.location
        return (loc.source_line or "").rstrip("\r\n") if loc is not None else ""

    @property
    def caret(self) -> str:
        """The caret line under :attr:`source_line` ('' without a column)."""
        src = self.source_line
        if not src or not self.column:
            return ""
        return "".join("\t" if ch == "\t" else " " for ch in src[: self.column - 1]) + "^"

    def __str__(self) -> str:
        return self.format("pyllc").rstrip("\n")

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.format('pyllc').splitlines()[0]!r})"


class ParseError(Diagnostic):
    """The IR text or bitcode is malformed or fails the verifier."""


class TargetError(Diagnostic):
    """No registered target serves the triple (or ``march``)."""


class UnsupportedError(Diagnostic, _InternalUnsupported):
    """An input construct, option or target feature pyllc does not implement (``unsupported: ...``)."""


class CompileError(Diagnostic):
    """Code generation failed (a value the instruction selector cannot select, a machine verifier report)."""


class InternalError(CompileError):
    """A bug inside pyllc while compiling; :attr:`__cause__` holds the original exception."""


class OptionError(Diagnostic):
    """A keyword option that is unknown or has a bad value."""


def _as(cls: type[Diagnostic], e: DiagnosticError) -> Diagnostic:
    """``e`` as an instance of the public class ``cls`` (location, message and kind kept)."""
    if isinstance(e, cls):
        return e
    out = cls.__new__(cls)
    DiagnosticError.__init__(out, e.location, e.message, e.kind)
    return out


@contextlib.contextmanager
def _diagnostics(default: type[Diagnostic]) -> Generator[None]:
    """Convert what the code generator raises to the public :class:`Diagnostic` classes."""
    from pyllc.codegen.machine.verifier import MachineVerifierError
    from pyllc.codegen.passes.manager import InternalPassError
    from pyllc.support.command_line import CommandLineError

    try:
        yield
    except Diagnostic:
        raise
    except _InternalUnsupported as e:
        raise _as(UnsupportedError, e) from None
    except DiagnosticError as e:
        raise _as(default, e) from None
    except CommandLineError as e:
        raise OptionError(None, str(e).removeprefix("pyllc: ")) from None
    except MachineVerifierError as e:
        raise CompileError(None, f"{e}\n{e.report}".rstrip()) from None
    except InternalPassError as e:
        if isinstance(e.error, _CallbackAbort):
            raise e.error.error from None
        raise InternalError(None, str(e)) from e.error
    except RecursionError:
        raise ParseError(None, "input nests too deeply") from None
    except _CallbackAbort as e:
        raise e.error from None
    except (KeyboardInterrupt, MemoryError):
        raise
    except Exception as e:
        raise InternalError(None, f"internal error: {type(e).__name__}: {e}") from e


class _CallbackAbort(Exception):
    """Carries an exception raised by a user's pass callback through the pass manager."""

    def __init__(self, error: BaseException) -> None:
        super().__init__(str(error))
        self.error = error


# ----------------------------------------------------------------------------------------------- parsing
def parse_assembly(text: str, name: str = "<string>", *, verify: bool = True) -> Module:
    """The module in LLVM IR ``text`` (typed or opaque pointers; LLVM: ``parseAssemblyString``), verified
    unless ``verify=False``.  ``name`` is the file name diagnostics show.  Raises :class:`ParseError`."""
    import sys

    from pyllc.ir.parser import parse_assembly as _parse

    if sys.get_int_max_str_digits():
        sys.set_int_max_str_digits(0)  # IR integer literals have no length limit
    with _diagnostics(ParseError):
        module = _parse(text, name)
        if verify:
            _verify(module)
    return module


def parse_bitcode(data: bytes, name: str = "<bitcode>", *, verify: bool = True) -> Module:
    """The module in LLVM bitcode ``data`` (raw or wrapper form).  Raises :class:`ParseError`."""
    from pyllc.bitcode import parse_bitcode as _parse

    with _diagnostics(ParseError):
        module = _parse(data, name)
        if verify:
            _verify(module)
    return module


def parse_file(path: str | os.PathLike[str], *, verify: bool = True) -> Module:
    """The module in the file at ``path``: bitcode (found by its magic, as llc does) or IR text
    (LLVM: ``parseIRFile``).  Raises :class:`ParseError` (also for a file that cannot be read)."""
    from pyllc.tools.llc import parse_input, read_input

    with _diagnostics(ParseError):
        name, data = read_input(os.fspath(path))
        module = parse_input(name, data)
        if verify:
            _verify(module)
    return module


def _verify(module: Module) -> None:
    from pyllc.ir.verifier import verify_module

    verify_module(module)


# ----------------------------------------------------------------------------------------------- targets
@dataclass(frozen=True, slots=True)
class Target:
    """A registered target (LLVM ``Target``): its llc name (``x86-64``, ``bpf``...) and description, for a
    triple."""

    name: str
    description: str
    triple: str

    @staticmethod
    def from_triple(triple: str) -> Target:
        """The target for ``triple`` (LLVM ``TargetRegistry::lookupTarget``); raises :class:`TargetError`."""
        from pyllc.support.triple import normalize
        from pyllc.target.registry import arch_of, lookup_target, registered_targets, supported_note

        with _diagnostics(TargetError):
            try:
                lookup_target(triple)
            except DiagnosticError as e:
                e.message += f"\nnote: supported targets: {supported_note()}"
                raise
            arch = arch_of(triple)
            info = next(t for t in registered_targets() if arch in t.arches)
            return Target(info.name, info.description, normalize(triple))

    @staticmethod
    def default_triple() -> str:
        """The host's triple when pyllc has a target for it (LLVM ``sys::getDefaultTargetTriple``)."""
        from pyllc.target.registry import default_triple

        return default_triple()

    def create_target_machine(self, **kwargs: Any) -> TargetMachine:
        """``TargetMachine(self.triple, **kwargs)``."""
        return TargetMachine(self.triple, **kwargs)


#: Keyword options of :class:`TargetMachine` fixed by its own parameters, or that make no sense to a
#: library caller (input, output and tool behaviour).
_RESERVED: Final = frozenset(
    (
        "output",
        "opt_level",
        "mtriple",
        "march",
        "mcpu",
        "mattr",
        "filetype",
        "emit_llvm",
        "disable_verify",
        "x",
        "relocation_model",
        "code_model",
        "stats",
        "stats_json",
        "version",
        "help",
        "help_hidden",
        "load_pass",
        "run_pass",
    )
)

#: Options a single ``emit_*`` call may set: those of the pass pipeline, not of the TargetMachine.
_PER_CALL: Final = frozenset(
    (
        "start_before",
        "start_after",
        "stop_before",
        "stop_after",
        "print_before",
        "print_after",
        "print_before_all",
        "print_after_all",
        "print_after_isel",
        "filter_print_funcs",
        "verify_machineinstrs",
        "regalloc",
        "asm_verbose",
        "simplify_mir",
        "time_passes",
        "insert_pass_after",
        "insert_pass_before",
        "enable_tail_merge",
        "branch_fold_placement",
        "tail_merge_threshold",
        "tail_merge_size",
        "debug_pass",
    )
)


def _options_argv(kwargs: dict[str, Any]) -> list[str]:
    """llc flags for keyword options (``stop_after="greedy"`` → ``-stop-after=greedy``)."""
    from pyllc.tools.llc import all_options

    by_key = {o.key: o for o in all_options()}
    argv: list[str] = []
    for key, value in kwargs.items():
        o = by_key.get(key)
        if o is None or key in _RESERVED:
            raise OptionError(None, f"unknown option '{key}'")
        if value is None:
            continue
        flag = "-" + o.name
        if o.kind == "bool":
            argv.append(flag if value else flag + "=false")
        elif o.kind == "list":
            items = [value] if isinstance(value, str) else list(value)
            argv.extend(f"{flag}={v}" for v in items)
        else:
            argv.append(f"{flag}={value}")
    return argv


def _parse_options(argv: list[str]) -> ParsedArgs:
    from pyllc.support.command_line import parse_args
    from pyllc.tools.llc import TOOL, all_options

    return parse_args(TOOL, argv, all_options())


@dataclass(frozen=True, slots=True)
class PassEvent:
    """What a pass callback gets after each pass: the pass's llc name, the function's name and the unit the
    pass ran on (a ``MachineFunction`` for machine passes, the IR ``Function`` or ``Module`` for IR ones)."""

    pass_name: str
    function_name: str
    unit: Any

    @property
    def machine_function(self) -> Any:
        """The MachineFunction, or None after an IR pass."""
        from pyllc.codegen.machine.function import MachineFunction

        return self.unit if isinstance(self.unit, MachineFunction) else None

    def mir(self) -> str:
        """The function as ``-print-after`` dumps it (``# Machine code for function ...``; the IR after an IR
        pass).  Printed on request only: a callback that does not ask pays nothing."""
        from pyllc.ir.printer import print_module

        mf = self.machine_function
        if mf is not None:
            return mf.print(None)
        if hasattr(self.unit, "functions"):
            return print_module(self.unit)
        from pyllc.tools.llc import function_ir_text

        return function_ir_text(print_module(self.unit.parent), self.unit)


@dataclass(frozen=True, slots=True)
class PassTiming:
    """One pass run: its llc name, the function's name and the wall time in seconds."""

    pass_name: str
    function_name: str
    seconds: float


class TargetMachine:
    """A code generator for one triple (LLVM ``TargetMachine``), reusable for any number of modules.

    ``cpu`` and ``features`` are llc's ``-mcpu``/``-mattr`` (``"native"`` is the host; features as
    ``"+avx2,-sse4.1"`` or a sequence), ``opt_level`` 0-3, ``reloc`` ``"static"`` or ``"pic"``,
    ``code_model`` ``"small"`` (the one implemented).  Further keyword arguments are llc's flags with ``_``
    for ``-`` (``frame_pointer="all"``, ``function_sections=True``, ``regalloc="basic"``,
    ``verify_machineinstrs=True``, ``print_after=("greedy",)``...); pipeline flags may also be given to a
    single ``emit_*`` call.

    ``pass_callback(event: PassEvent)`` is called after every pass on every function; with
    ``record_timings=True`` each ``emit_*`` call leaves :attr:`timings`, a list of :class:`PassTiming`.
    Raises :class:`TargetError`, :class:`UnsupportedError` or :class:`OptionError`.
    """

    def __init__(
        self,
        triple: str | None = None,
        *,
        cpu: str = "",
        features: str | Sequence[str] = "",
        opt_level: int = 2,
        reloc: str | None = None,
        code_model: str | None = None,
        pass_callback: Callable[[PassEvent], None] | None = None,
        record_timings: bool = False,
        **options: Any,
    ) -> None:
        from pyllc.codegen.options import CodeGenOptions
        from pyllc.target.registry import default_triple
        from pyllc.tools.llc import create_target_machine

        if opt_level not in (0, 1, 2, 3):
            raise OptionError(None, f"opt_level must be 0, 1, 2 or 3, not {opt_level!r}")
        self.triple: str = triple or default_triple()
        feats = features if isinstance(features, str) else ",".join(features)
        base = [f"-O{opt_level}", f"-mtriple={self.triple}"]
        if cpu:
            base.append(f"-mcpu={cpu}")
        if feats:
            base.append(f"-mattr={feats}")
        if reloc:
            base.append(f"-relocation-model={reloc}")
        if code_model:
            base.append(f"-code-model={code_model}")
        self._argv = base + _options_argv(options)
        self.pass_callback = pass_callback
        self.record_timings = record_timings
        #: The last ``emit_*`` call's pass timings (with ``record_timings=True``).
        self.timings: list[PassTiming] = []
        with _diagnostics(TargetError):
            args = _parse_options(self._argv)
            self._tm: _InternalTargetMachine = create_target_machine(
                args, CodeGenOptions.from_args(args), self.triple
            )

    # ----- properties -----
    @property
    def cpu(self) -> str:
        return self._tm.cpu

    @property
    def features(self) -> str:
        return self._tm.features

    @property
    def opt_level(self) -> int:
        return self._tm.opt_level

    @property
    def reloc(self) -> str:
        return self._tm.reloc_model

    @property
    def code_model(self) -> str:
        return self._tm.code_model

    @property
    def target(self) -> Target:
        return Target.from_triple(self.triple)

    @property
    def internal(self) -> _InternalTargetMachine:
        """The code generator's own TargetMachine (``pyllc.target.machine.TargetMachine``)."""
        return self._tm

    def __repr__(self) -> str:
        return f"TargetMachine({self.triple!r}, cpu={self.cpu!r}, opt_level={self.opt_level}, reloc={self.reloc!r})"

    # ----- code generation -----
    def emit_assembly(self, module: Module, **options: Any) -> str:
        """The module's assembly, as ``pyllc -filetype=asm`` writes it."""
        out = self._emit(module, "asm", options)
        assert isinstance(out, str)
        return out

    def emit_object(self, module: Module, **options: Any) -> bytes:
        """The module's relocatable object file (ELF), as ``pyllc -filetype=obj`` writes it; a target
        without an object writer raises :class:`UnsupportedError`."""
        out = self._emit(module, "obj", options)
        if isinstance(out, str):  # a -stop-* option given: MIR, not an object
            raise OptionError(None, "emit_object with a start/stop option: use emit_mir")
        return out

    def emit_mir(self, module: Module, stop_after: str | None = None, **options: Any) -> str:
        """The MIR (``.mir`` document) of the module's functions when the pipeline stops after
        ``stop_after`` (or ``stop_before=``), as ``pyllc -stop-after=...`` prints it."""
        if stop_after is not None:
            options["stop_after"] = stop_after
        if not (options.get("stop_after") or options.get("stop_before")):
            raise OptionError(None, "emit_mir needs stop_after= or stop_before=")
        out = self._emit(module, "asm", options)
        assert isinstance(out, str)
        return out

    def _emit(self, module: Module, filetype: str, options: dict[str, Any]) -> str | bytes:
        from pyllc.codegen.options import CodeGenOptions
        from pyllc.tools.llc import create_pass_manager, generate_code

        bad = [k for k in options if k not in _PER_CALL]
        if bad:
            raise OptionError(
                None, f"option '{bad[0]}' cannot be given per call: pass it to TargetMachine(...)"
            )
        with _diagnostics(CompileError):
            args = _parse_options(self._argv + _options_argv(options) + [f"-filetype={filetype}"])
            cgo = CodeGenOptions.from_args(args)
            pm = create_pass_manager(args, cgo, self._tm, module, False)
            records = self._hook(pm)
            try:
                return generate_code(args, cgo, self._tm, module, pm)
            finally:
                if records is not None:
                    self.timings = [PassTiming(*r) for r in records]

    def _hook(self, pm: PassManager) -> list[tuple[str, str, float]] | None:
        callback = self.pass_callback
        if callback is not None:

            def call(pass_name: str, function_name: str, unit: Any) -> None:
                try:
                    callback(PassEvent(pass_name, function_name, unit))
                except Exception as e:
                    raise _CallbackAbort(e) from e

            pm.callback = call
        if not self.record_timings:
            return None
        records: list[tuple[str, str, float]] = []
        pm.timing_records = records
        return records
