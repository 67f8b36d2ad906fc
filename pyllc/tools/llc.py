"""The ``pyllc`` command: a drop-in for LLVM's ``llc`` (LLVM: llvm/tools/llc/llc.cpp).

It reads LLVM IR text (a file, or standard input for ``-``), verifies it and hands it
to the code generator.  ``-emit-llvm`` stops after verification and prints the module
back as IR.

Code generation (llc.cpp ``compileModule`` + ``addPassesToEmitFile``): the target comes from ``-mtriple``
(else the module's triple, else the registry's default triple) or ``-march``; the TargetMachine is built with
``-mcpu``/``-mattr``, the TargetOptions from the code generation flags, the relocation model, code model
and ``-O`` level.  The pipeline (``codegen/passes/pipeline.py``) runs through
``codegen/passes/driver.py`` (``emit_module``), which the PassManager drives function by function
(``PassManager.run``): module passes once, then for each defined function its IR passes and its
MachineFunction through the machine passes, the last of which is the AsmPrinter.  This file keeps the
options, the output file and the diagnostics.  ``-stop-after``/``-stop-before`` print MIR instead of assembly; ``-filetype=null``
prints nothing (an ``-o`` file is left empty); ``-filetype=obj`` streams the AsmPrinter's MCInsts straight
into the target's object streamer (``TargetMachine.create_mc_object_streamer``: an ELF object; a target
without an object writer refuses it before generating code).  ``-asm-verbose=false``
drops the assembly's comments; ``-stats`` prints the passes' counters at exit (``support/statistic.py``);
``-mcpu=native`` is the host's CPU and features (``support/host.py``).  A diagnostic without a file names
the tool (``pyllc: error: ...``); one about a function as a whole points at its ``define`` line.  Errors in
the input print as ``file:line:col: error: message`` with the source line and a caret, and exit 1; a bug inside pyllc prints an ``internal error``
line and exits 2 (the traceback only with ``PYLLC_TRACEBACK=1``).  Outputs are written
through :class:`pyllc.support.output.OutputFile`, so a failure leaves no partial file.
"""

from __future__ import annotations

import os
import sys
import traceback
from typing import TYPE_CHECKING, Callable, Sequence

from pyllc.version import LLVM_COMPAT_VERSION, __version__
from pyllc.support.command_line import (
    MATTR_OPTION,
    MCPU_OPTION,
    CommandLineError,
    Option,
    ParsedArgs,
    format_help,
    parse_args,
)
from pyllc.support.diagnostics import DiagnosticError, SourceLocation, UnsupportedError
from pyllc.support.output import OutputFile

if TYPE_CHECKING:
    from pyllc.codegen.machine.module_info import MachineModuleInfo
    from pyllc.codegen.options import CodeGenOptions
    from pyllc.codegen.passes.manager import PassManager, PipelineEntry
    from pyllc.ir.module import Module
    from pyllc.mir.parser import MIRParser
    from pyllc.target.machine import TargetMachine

try:  # the verifier's and the pass manager's error types, for main()'s report; the machine layer is always present
    from pyllc.codegen.machine.verifier import MachineVerifierError
    from pyllc.codegen.passes.manager import InternalPassError
except ImportError:  # pragma: no cover
    MachineVerifierError = RuntimeError  # type: ignore[misc,assignment]
    InternalPassError = RuntimeError  # type: ignore[misc,assignment]

TOOL = "pyllc"

OPTIONS: tuple[Option, ...] = (
    Option(
        "o", "Output filename ('-' for standard output)", kind="value", value_name="filename", dest="output"
    ),
    Option(
        "O",
        "Optimization level. [-O0, -O1, -O2, or -O3] (default = '-O2')",
        kind="prefix",
        default="2",
        value_name="char",
        dest="opt_level",
    ),
    Option("mtriple", "Override target triple for module", kind="value", default=""),
    Option("march", "Architecture to generate code for (see --version)", kind="value", default=""),
    MCPU_OPTION,
    MATTR_OPTION,
    Option(
        "filetype",
        "Choose a file type (not all types are supported by all targets)",
        kind="enum",
        default="asm",
        values=(
            ("asm", "Emit an assembly ('.s') file"),
            ("obj", "Emit a native object ('.o') file"),
            ("null", "Emit nothing, for performance testing"),
        ),
    ),
    Option(
        "emit-llvm", "Parse and verify the input, then print it back as LLVM IR instead of generating code"
    ),
    Option("disable-verify", "Do not verify input module"),
    Option("x", "Input language ('ir' or 'mir')", kind="value", default="", value_name="string"),
    Option("asm-verbose", "Add comments to directives.", default=True),
    Option("stats", "Enable statistics output from program (available with Asserts)"),
    Option("stats-json", "Display statistics as json data"),
    Option("version", "Display the version of this program", category="Generic Options"),
    Option("help", "Display available options (--help-hidden for more)", category="Generic Options"),
    Option("help-hidden", "Display all available options", category="Generic Options", hidden=True),
    Option("h", "Alias for --help", dest="help", category="Generic Options", hidden=True),
)


def all_options() -> tuple[Option, ...]:
    from pyllc.codegen.options import CODEGEN_OPTIONS
    from pyllc.codegen.selection_dag.graph_printer import ISEL_DEBUG_OPTIONS
    from pyllc.target.registry import target_options

    return OPTIONS + CODEGEN_OPTIONS + ISEL_DEBUG_OPTIONS + target_options()


OVERVIEW = "pyllc: LLVM static compiler in Python"


def _version_text() -> str:
    """llc's ``--version`` shape: the release, the default target, the host CPU (``(unknown)`` when LLVM 14's
    table does not know it, as ``cl::PrintVersionMessage`` prints it), the targets."""
    from pyllc.support.host import host_cpu_name, read_host_cpuinfo
    from pyllc.target.registry import default_triple, registered_targets

    info = read_host_cpuinfo()
    cpu = host_cpu_name(info) if info is not None else "generic"
    listed = sorted((t for t in registered_targets() if t.listed), key=lambda t: t.name)
    width = max((len(t.name) for t in listed), default=0)
    targets = "".join(f"    {t.name:<{width}} - {t.description}\n" for t in listed)
    return (
        f"pyllc {__version__}\n  Compatible with LLVM version {LLVM_COMPAT_VERSION} (llc)\n"
        f"  Default target: {default_triple()}\n  Host CPU: {'(unknown)' if cpu == 'generic' else cpu}\n\n"
        f"  Registered Targets:\n{targets}"
    )


def read_input(path: str) -> tuple[str, bytes]:
    """The input's display name and bytes."""
    if path == "-":
        return "<stdin>", sys.stdin.buffer.read()
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise DiagnosticError(SourceLocation(path), f"Could not open input file: {e.strerror or e}") from None
    return path, data


def parse_input(name: str, data: bytes) -> Module:
    """The module in ``data``: bitcode (raw or wrapped, found by its magic, as llc does) or IR text
    (bytes that are not UTF-8 survive as surrogate escapes)."""
    if data[:4] in (b"BC\xc0\xde", b"\xde\xc0\x17\x0b"):
        from pyllc.bitcode import parse_bitcode

        return parse_bitcode(data, name)
    from pyllc.ir.parser import parse_assembly

    return parse_assembly(data.decode("utf-8", "surrogateescape"), name)


def _default_output(args: ParsedArgs, input_path: str) -> str:
    out: str | None = args["output"]
    if out:
        return out
    if input_path == "-":
        return "-"
    base = input_path[:-3] if input_path.endswith((".ll", ".bc")) else input_path
    if args["emit_llvm"]:
        return base + ".out.ll"
    return base + (".o" if args["filetype"] == "obj" else ".s")


def run(args: ParsedArgs) -> int:
    if len(args.positional) > 1:
        raise CommandLineError(
            f"{TOOL}: Too many positional arguments specified!\n"
            f"Can specify at most 1 positional arguments: See: {TOOL} --help"
        )
    input_path = args.positional[0] if args.positional else "-"
    if args["load_pass"]:
        from pyllc.codegen.passes.plugin import load_passes

        load_passes(args["load_pass"])
    name, data = read_input(input_path)
    if _is_mir_input(args, input_path):
        return compile_mir(args, name, data, input_path)
    module = parse_input(name, data)
    if not args["disable_verify"]:
        from pyllc.ir.verifier import verify_module

        verify_module(module)
    if args["emit_llvm"]:
        from pyllc.ir.printer import print_module

        out = OutputFile(_default_output(args, input_path))
        out.write(print_module(module))
        out.keep()
        return 0
    try:
        return compile_module(args, module, name, input_path)
    except UnsupportedError as e:
        if e.location is None and not getattr(module, "text", ""):
            # An IR construct of a module read from bitcode has no source line: the diagnostic names the file.
            e.location = SourceLocation(name)
        raise


def _is_mir_input(args: ParsedArgs, input_path: str) -> bool:
    """MIR input: ``-x mir``, or a ``.mir`` file without ``-x`` (llc's rule)."""
    lang = args["x"]
    if lang and lang not in ("ir", "mir"):
        raise DiagnosticError(None, f"Unknown input language '{lang}' (expected 'ir' or 'mir')")
    return lang == "mir" or (not lang and input_path.endswith(".mir"))


def compile_mir(args: ParsedArgs, name: str, data: bytes, input_path: str) -> int:
    """MIR input (llc's ``MIRParser``): the embedded IR module, then the machine functions built for the
    target; ``-run-pass=a,b`` runs those passes and prints MIR, ``-start-after``/``-start-before`` run the
    rest of the pipeline (to assembly, or to ``-stop-after``)."""
    from pyllc.mir.parser import MIRParser

    parser = MIRParser(data.decode("utf-8", "surrogateescape"), name)
    module = parser.parse_ir_module()
    if parser.has_ir and not args["disable_verify"]:
        from pyllc.ir.verifier import verify_module

        verify_module(module)
    return compile_module(
        args, module, name, input_path, lambda tm: _mir_module_info(parser, tm, module), parser.locate
    )


def compile_module(
    args: ParsedArgs,
    module: object,
    name: str,
    input_path: str,
    read_machine_functions: Callable[[TargetMachine], MachineModuleInfo] | None = None,
    locate: Callable[[str, int], SourceLocation | None] | None = None,
) -> int:
    """Generate code for ``module`` as llc does (see the module docstring).  For MIR input,
    ``read_machine_functions`` builds the MachineFunctions once the TargetMachine exists; the pipeline then
    resumes from them (``-start-*``) or is the ``-run-pass`` list; ``locate(function, vreg)`` then says where
    in the MIR file a diagnostic about a machine function (or one of its virtual registers) points."""
    from pyllc.codegen.options import CodeGenOptions

    cgo = CodeGenOptions.from_args(args)
    from pyllc.target.registry import default_triple

    triple = args["mtriple"] or getattr(module, "triple", None) or default_triple()
    if args["mtriple"]:
        from pyllc.support.triple import normalize

        module.triple = normalize(args["mtriple"])  # type: ignore[attr-defined]  # llc: M->setTargetTriple
    tm = create_target_machine(args, cgo, triple)
    mir_input = read_machine_functions is not None
    pm = create_pass_manager(args, cgo, tm, module, mir_input)
    if cgo.debug_pass == "Structure":
        sys.stderr.write(pm.debug_pass_structure())
    filetype = args["filetype"]
    # -filetype=null writes nothing, but an -o file is still created (empty), as llc keeps its output file.
    out = OutputFile(_default_output(args, input_path)) if filetype != "null" or args["output"] else None
    result = generate_code(args, cgo, tm, module, pm, read_machine_functions, locate)
    if out is not None:
        if result:
            out.write(result)
        out.keep()
    if cgo.time_passes:
        sys.stderr.write(pm.time_report())
    return 0


def create_target_machine(args: ParsedArgs, cgo: CodeGenOptions, triple: str) -> TargetMachine:
    """The TargetMachine for ``triple`` (or ``-march``) with ``-mcpu``/``-mattr``, the TargetOptions, the
    relocation model, code model and ``-O`` level of ``args`` (llc.cpp ``compileModule``); the library's
    :class:`pyllc.TargetMachine` builds its machine here too."""
    from pyllc.target.registry import lookup_target, march_arch, supported_note

    try:
        tm_cls = lookup_target(triple, args["march"])
    except DiagnosticError as e:
        e.message += f"\nnote: supported targets: {supported_note()}"
        raise
    if args["march"]:
        arch = march_arch(args["march"])
        parts = triple.split("-", 1)
        triple = arch + ("-" + parts[1] if len(parts) > 1 else "")
    tm_cls.check_triple(triple)
    reloc = cgo.relocation_model or tm_cls.default_relocation_model
    if reloc not in ("static", "pic"):
        raise UnsupportedError(None, f"-relocation-model={reloc}")
    code_model = cgo.code_model or "small"
    if code_model != "small":
        raise UnsupportedError(None, f"-code-model={code_model}")
    cpu, features = _subtarget_options(tm_cls, args["mcpu"], args["mattr"] or ())
    return tm_cls(triple, cpu, features, cgo.target_options(), reloc, code_model, cgo.opt_level)


def create_pass_manager(
    args: ParsedArgs, cgo: CodeGenOptions, tm: TargetMachine, module: object, mir_input: bool
) -> PassManager:
    """Check ``module`` against ``tm`` (CPUs and features, calling conventions, IR types) and build the pass
    pipeline llc's options choose (``-run-pass``, ``-regalloc``, ``-insert-pass-*``, start/stop points)."""
    cpu, features = tm.cpu, tm.features
    try:
        _check_subtarget_options(tm, cpu, features, module)
    except DiagnosticError as e:
        if args["mcpu"] == "native":
            e.message += f"\nnote: -mcpu=native is the host's CPU '{cpu}' with features {features}"
        raise
    _check_calling_conventions(tm, module)
    _check_ir_types(module)
    check_run_pass_options(cgo, mir_input)

    from pyllc.codegen.passes.manager import PassManager
    from pyllc.codegen.passes.pipeline import build_pipeline, build_run_pass_pipeline

    if cgo.run_pass:
        entries = build_run_pass_pipeline(cgo.run_pass, cgo.pass_options())
    else:
        entries = build_pipeline(tm, cgo.opt_level, cgo.pass_options())
        _apply_regalloc(entries, cgo)
    if cgo.insert_pass_after or cgo.insert_pass_before:
        from pyllc.codegen.passes.plugin import insert_passes

        entries = insert_passes(entries, cgo.insert_pass_after, cgo.insert_pass_before)
    from pyllc.ir.printer import print_module

    def print_unit(unit: object) -> str:
        if unit is module:
            return print_module(module)  # type: ignore[arg-type]
        return function_ir_text(print_module(module), unit)  # type: ignore[arg-type]

    pm = PassManager(entries, cgo.pass_manager_options(), ir_printer=print_unit)
    if not mir_input:
        _check_ir_start_point(tm, pm, cgo)
    _install_isel_debug(args, pm.active_entries())
    return pm


def generate_code(
    args: ParsedArgs,
    cgo: CodeGenOptions,
    tm: TargetMachine,
    module: object,
    pm: PassManager,
    read_machine_functions: Callable[[TargetMachine], MachineModuleInfo] | None = None,
    locate: Callable[[str, int], SourceLocation | None] | None = None,
) -> str | bytes:
    """Run ``pm`` over ``module`` (``codegen/passes/driver.py``) and return the output: assembly text, object
    bytes, MIR (a ``-stop-*`` pipeline) or ``""`` (``-filetype=null``); a diagnostic without a location
    points at the function being compiled (for MIR input, where ``locate`` says in the MIR file)."""
    from pyllc.codegen.passes.driver import emit_module

    try:
        mmi = read_machine_functions(tm) if read_machine_functions is not None else None
        if mmi is not None and not cgo.run_pass:
            _check_mir_start_point(pm, mmi, cgo)
        return emit_module(
            tm,
            module,
            pm,
            filetype=args["filetype"],
            asm_verbose=cgo.asm_verbose,
            simplify_mir=cgo.simplify_mir,
            mmi=mmi,
        )
    except DiagnosticError as e:
        if e.location is None and locate is not None:
            from pyllc.codegen.regalloc.virt_reg_map import UnmappedVirtRegError

            fn = e.function if isinstance(e, MIRStartPointError) else pm.current_function
            reg = e.reg if isinstance(e, (UnmappedVirtRegError, MIRStartPointError)) else 0
            if fn is not None:
                e.location = locate(fn.name, reg)  # type: ignore[attr-defined]
        if e.location is None and pm.current_function is not None:
            e.location = _function_location(module, pm.current_function)
        raise
    finally:
        pm.current_function = None


def _mir_module_info(mir: MIRParser, tm: TargetMachine, module: object) -> MachineModuleInfo:
    """MIR input: the MachineModuleInfo holding the parsed machine functions."""
    from pyllc.codegen.machine.module_info import MachineModuleInfo

    mmi = MachineModuleInfo(tm, module)
    for mf in mir.parse_machine_functions(tm):
        mmi.insert_function(mf.function, mf)
    return mmi


def check_run_pass_options(cgo: CodeGenOptions, mir_input: bool) -> None:
    """llc.cpp's checks of ``-run-pass``: it needs MIR input and no ``-start-*``/``-stop-*`` (a warning, then
    exit 1)."""
    if not cgo.run_pass:
        return
    if not mir_input:
        raise CommandLineError(f"{TOOL}: warning: run-pass is for .mir file only.")
    reason = cgo.limited_code_gen_pipeline_reason(" and ")
    if reason:
        raise CommandLineError(f"{TOOL}: warning: run-pass cannot be used with {reason}.")


class MIRStartPointError(DiagnosticError):
    """MIR input resumed (``-start-after``/``-start-before``) after a pass that leaves no virtual registers,
    while ``function`` still has virtual register ``reg``."""

    def __init__(self, message: str, function: object, reg: int) -> None:
        super().__init__(None, message)
        self.function = function
        self.reg = reg


def _check_mir_start_point(pm: PassManager, mmi: MachineModuleInfo, cgo: CodeGenOptions) -> None:
    """MIR input resumed after a pass that sets ``NoVRegs`` (the register rewriter, a fast allocator): every
    function must then be free of virtual registers, since the passes that follow assume physical ones (llc-14
    crashes in them).  Refused at the first virtual register still used."""
    from pyllc.codegen.machine.function import MachineFunctionProperties
    from pyllc.codegen.machine.operand import VIRTUAL_REG_BIT

    first = pm.active_range()[0]
    skipped = [e for e in pm.pipeline[:first] if e.pass_ is not None]
    cleared = next(
        (
            e
            for e in reversed(skipped)
            if getattr(e.pass_, "sets", 0) >> MachineFunctionProperties.NoVRegs & 1
        ),
        None,
    )
    if cleared is None:
        return
    flag = "start-after" if cgo.start_after else "start-before"
    for mf in mmi.machine_functions():
        mri = mf.reg_info
        for i in range(mri.get_num_virt_regs()):
            reg = i | VIRTUAL_REG_BIT
            if not mri.reg_nodbg_empty(reg):
                name = mri.get_vreg_name(reg) or str(i)
                raise MIRStartPointError(
                    f"-{flag}={cgo.start_after or cgo.start_before} resumes after '{cleared.name}', which "
                    f"leaves no virtual registers, but function '{mf.name}' uses virtual register '%{name}'",
                    mf.function,
                    reg,
                )


def _check_ir_start_point(tm: TargetMachine, pm: PassManager, cgo: CodeGenOptions) -> None:
    """``-start-before``/``-start-after`` on IR input skip the passes before the point, as in llc; a point
    past the instruction selector (llc-14 then runs machine passes on empty functions and crashes) is
    refused: only MIR input has machine code to resume from."""
    spec = cgo.start_after or cgo.start_before
    if not spec:
        return
    selectors = tm.add_inst_selector()
    at = next((i for i, e in enumerate(pm.pipeline) if e.name in selectors), -1)
    if 0 <= at < pm.active_range()[0]:
        flag = "start-after" if cgo.start_after else "start-before"
        raise DiagnosticError(
            None,
            f"-{flag}={spec} resumes after instruction selection, which needs MIR input: "
            "IR input has no machine code to start from",
        )


def _subtarget_options(tm_cls: type[TargetMachine], cpu: str, mattr: Sequence[str]) -> tuple[str, str]:
    """``-mcpu=help`` and ``-mattr=help`` print the target's CPUs and features on standard error and are
    then ignored, as in llc; returns the CPU and the feature string."""
    items = [a for a in mattr if a.strip() not in ("help", "+help")]
    if cpu == "help" or len(items) != len(mattr):
        sys.stderr.write(tm_cls.subtarget_help())
        cpu = "" if cpu == "help" else cpu
    if cpu == "native":
        # codegen::getCPUStr / getFeaturesStr: the host's CPU, its features before the -mattr items.
        from pyllc.support.host import host_cpu_name, host_feature_string, read_host_cpuinfo

        info = read_host_cpuinfo()
        cpu = host_cpu_name(info) if info is not None else "generic"
        if info is not None:
            items.insert(0, host_feature_string(info))
    return cpu, ",".join(items)


def _check_subtarget_options(tm: TargetMachine, cpu: str, features: str, module: object) -> None:
    """Refuse CPUs and features pyllc cannot generate code for, from the command line and from the
    ``target-cpu``/``target-features`` attributes of the defined functions; print llc's warnings for
    unknown names."""
    check = tm.check_subtarget_options
    warnings = list(check(cpu, features))
    seen = {(cpu, features)}
    for fn in module.functions:  # type: ignore[attr-defined]
        if fn.is_declaration():
            continue
        fa = getattr(getattr(fn, "attrs", None), "fn", None)
        if fa is None:
            continue
        key = (
            fa.get("target-cpu") if fa.has("target-cpu") else "",
            fa.get("target-features") if fa.has("target-features") else "",
        )
        if key in seen:
            continue
        seen.add(key)
        try:
            found = check(key[0] or "", key[1] or "", f"function '{fn.name}': ")
        except DiagnosticError as e:
            e.location = e.location or _function_location(module, fn)
            raise
        for w in found:
            if w not in warnings:
                warnings.append(w)
    for w in warnings:
        sys.stderr.write(w + "\n")


def _ir_location(module: object, offset: int) -> SourceLocation | None:
    """Where an IR construct at source ``offset`` is: its line in the IR text; the file alone for a module
    read from bitcode (which has no text)."""
    from pyllc.support.diagnostics import location_in_text

    text = getattr(module, "text", "")
    name: str = module.name  # type: ignore[attr-defined]
    if not text:
        return SourceLocation(name)
    return location_in_text(name, text, offset) if offset >= 0 else None


def _function_location(module: object, fn: object) -> SourceLocation | None:
    """Where a diagnostic about ``fn`` as a whole points: the ``define`` of its definition."""
    from pyllc.support.diagnostics import location_in_text

    text = getattr(module, "text", "")
    offset = getattr(fn, "loc", -1)
    if not text:
        return SourceLocation(module.name)  # type: ignore[attr-defined]
    if offset < 0:
        return None
    loc = location_in_text(module.name, text, offset)  # type: ignore[attr-defined]
    col = (loc.source_line or "").find("define") + 1
    return SourceLocation(loc.filename, loc.line, col or loc.col, loc.source_line)


def _check_calling_conventions(tm: TargetMachine, module: object) -> None:
    """Refuse, at its source line, a function or call whose calling convention the target does not
    implement, naming the ones it does."""
    supported = tm.supported_calling_conventions()
    if supported is None:
        return
    from pyllc.ir.instructions import CallInfo
    from pyllc.ir.parser import CALLING_CONV_NAMES

    def fail(cc: int, what: str, offset: int) -> None:
        name = CALLING_CONV_NAMES.get(cc, f"cc {cc}")
        loc = _ir_location(module, offset)
        raise UnsupportedError(
            loc,
            f"calling convention '{name}' ({what}) on {tm.name}; supported: {', '.join(supported.values())}",
        )

    for fn in module.functions:  # type: ignore[attr-defined]
        if fn.is_declaration():
            continue
        if fn.cc not in supported:
            fail(fn.cc, f"function '{fn.name}'", getattr(fn, "loc", -1))
        for bb in fn.blocks:
            for inst in bb.instructions:
                ex = inst.extra
                if ex.__class__ is CallInfo and ex.cc not in supported:
                    fail(ex.cc, f"call in function '{fn.name}'", inst.loc)


SUPPORTED_TYPES = (
    "integer, floating-point (but not ppc_fp128), pointer, and fixed-length vector, array and struct types"
)


def _check_ir_types(module: object) -> None:
    """Refuse, at its source line, a value of a type the code generator does not implement (scalable
    vectors, ppc_fp128, x86_amx, target extension types), naming the supported ones."""
    from pyllc.ir import types as T

    refused = {
        T.ScalableVectorTyID: "scalable vector type",
        T.PPC_FP128TyID: "type",
        T.X86_AMXTyID: "type",
        T.TargetExtTyID: "target extension type",
    }
    verdict: dict[int, str] = {}

    def bad(t: object) -> str:
        key = id(t)
        got = verdict.get(key)
        if got is None:
            got = ""
            stack = [t]
            while stack and not got:
                u = stack.pop()
                what = refused.get(u.tid)  # type: ignore[attr-defined]
                if what is not None:
                    got = f"{what} '{u}'"
                elif u.elem is not None:  # type: ignore[attr-defined]
                    stack.append(u.elem)  # type: ignore[attr-defined]
                if not got and u.tid in (T.StructTyID, T.FunctionTyID) and u.params:  # type: ignore
                    stack.extend(u.params)  # type: ignore[attr-defined]
            verdict[key] = got
        return got

    def fail(what: str, context: str, offset: int) -> None:
        loc = _ir_location(module, offset)
        raise UnsupportedError(loc, f"{what} ({context}); supported: {SUPPORTED_TYPES}")

    for gv in getattr(module, "globals", ()):
        what = bad(gv.value_type)
        if what:
            fail(what, f"global '{gv.name}'", getattr(gv, "loc", -1))
    for fn in module.functions:  # type: ignore[attr-defined]
        if fn.is_declaration():
            continue
        what = bad(fn.function_type)
        if what:
            fail(what, f"function '{fn.name}'", getattr(fn, "loc", -1))
        for bb in fn.blocks:
            for inst in bb.instructions:
                what = bad(inst.type)
                if not what:
                    for op in inst.operands:
                        what = bad(op.type)
                        if what:
                            break
                if what:
                    fail(what, f"in function '{fn.name}'", inst.loc)


def function_ir_text(module_text: str, fn: object) -> str:
    """One function's IR as ``Function::print`` writes it (its ``; Function Attrs:`` line, then the
    definition), cut from the module's text."""
    from pyllc.ir.printer import quote_name

    head = "define "
    marker = "@" + quote_name(fn.name) + "("  # type: ignore[attr-defined]
    lines = module_text.split("\n")
    for i, line in enumerate(lines):
        if line.startswith(head) and marker in line:
            start = i - 1 if i and lines[i - 1].startswith("; Function Attrs:") else i
            end = i
            while end < len(lines) and lines[end] != "}":
                end += 1
            return "\n".join(lines[start : end + 1]) + "\n"
    return ""


def _install_isel_debug(args: ParsedArgs, active: list[PipelineEntry]) -> None:
    """``-view-*-dags``, ``-filter-view-dags`` and ``-debug-only=isel`` on the selector pass."""
    from pyllc.codegen.selection_dag.graph_printer import ISelDebugOptions, install

    opts = ISelDebugOptions.from_args(args)
    for e in active:
        if e.name == "amdgpu-isel":
            install(e.pass_, opts)


def _apply_regalloc(entries: list[PipelineEntry], cgo: object) -> None:
    """``-regalloc=``: the allocator line of the pipeline (basic replaces greedy at -O1 and above)."""
    choice = cgo.regalloc  # type: ignore[attr-defined]
    opt = cgo.opt_level  # type: ignore[attr-defined]
    if choice == "default" or (choice == "greedy" and opt) or (choice == "fast" and not opt):
        return
    if choice == "basic" and opt:
        from pyllc.codegen.passes.pipeline import make_entry

        for i, e in enumerate(entries):
            if e.name == "greedy":
                entries[i] = make_entry("regallocbasic")
        return
    raise UnsupportedError(None, f"-regalloc={choice} at -O{opt}")


def _check_opt_level(args: ParsedArgs) -> None:
    """llc reads ``-O`` as one character (``cl::opt<char>``): ``-O23`` is ``-O2``; anything but 0-3 is
    refused before the input is read."""
    level = str(args["opt_level"])[:1]
    if level not in ("0", "1", "2", "3"):
        raise DiagnosticError(None, "invalid optimization level.")
    args.values["opt_level"] = level


def main(argv: Sequence[str] | None = None) -> int:
    """The command; with ``-stats``, the counters are printed on standard error at exit (as LLVM's
    StatisticInfo does at llvm_shutdown), after any diagnostic."""
    stats: list[bool] = []
    status = _main(list(sys.argv[1:] if argv is None else argv), stats)
    if stats:
        from pyllc.support.statistic import format_statistics, format_statistics_json

        report = format_statistics()
        if report and stats[0]:
            report = format_statistics_json()
        sys.stderr.write(report)
    return status


def _main(argv: list[str], stats: list[bool]) -> int:
    # IR integer literals have no length limit (LLVM parses them as APSInt).
    sys.set_int_max_str_digits(0)
    try:
        args = parse_args(TOOL, argv, all_options())
        if args["stats"]:
            from pyllc.support.statistic import reset_statistics

            reset_statistics()
            stats.append(bool(args["stats_json"]))
        if args["help"] or args["help_hidden"]:
            sys.stdout.write(format_help(TOOL, OVERVIEW, all_options(), bool(args["help_hidden"])))
            return 0
        if args["version"]:
            sys.stdout.write(_version_text())
            return 0
        _check_opt_level(args)
        return run(args)
    except CommandLineError as e:
        sys.stderr.write(f"{e}\n")
        return 1
    except DiagnosticError as e:
        sys.stderr.write(e.format(TOOL))
        return 1
    except KeyboardInterrupt:
        return 130
    except RecursionError:
        sys.stderr.write(f"{TOOL}: error: input nests too deeply\n")
        return 1
    except BrokenPipeError:
        return 1
    except MachineVerifierError as e:  # llc: the verifier's report, then "LLVM ERROR: Found N ..."
        sys.stderr.write(e.report)
        sys.stderr.write(f"{TOOL}: error: {e}\n")
        return 1
    except InternalPassError as e:
        if os.environ.get("PYLLC_TRACEBACK"):
            traceback.print_exception(e.error)
        sys.stderr.write(f"{TOOL}: error: {e}\n")
        return 2
    except Exception as e:  # an internal error: never a bare traceback for the user
        if os.environ.get("PYLLC_TRACEBACK"):
            traceback.print_exc()
        sys.stderr.write(f"{TOOL}: error: internal error: {type(e).__name__}: {e}\n")
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
