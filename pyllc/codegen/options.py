"""What it is (LLVM: lib/CodeGen/CommandFlags.cpp, TargetPassConfig.cpp's ``cl::opt``s, llc.cpp).

CodeGenOptions are llc's code generation flags after parsing: optimization level, relocation and code model,
frame-pointer policy, register allocator, pipeline control (``-start-*``/``-stop-*``/``-run-pass``/
``-print-*``/``-verify-machineinstrs``/``-time-passes``/``-debug-pass``), ``-simplify-mir`` and the
TargetOptions switches.  :data:`CODEGEN_OPTIONS` declares the flags for ``support/command_line.py`` (the driver
appends them to its own), :meth:`CodeGenOptions.from_args` builds the frozen record, and
:meth:`CodeGenOptions.pass_manager_options` / :meth:`CodeGenOptions.target_options` derive what the pass
manager and TargetMachine take.  Passes never read flags: the pipeline fills their option fields from here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from pyllc.codegen.passes.manager import PassManagerOptions
from pyllc.support.command_line import Option, ParsedArgs
from pyllc.target.options import TargetOptions

CODEGEN_OPTIONS: Final[tuple[Option, ...]] = (
    Option(
        "relocation-model",
        "Choose relocation model",
        kind="enum",
        default="",
        values=(
            ("static", "Non-relocatable code"),
            ("pic", "Fully relocatable, position independent code"),
            ("dynamic-no-pic", "Relocatable external references, non-relocatable code"),
            ("ropi", "Code and read-only data relocatable, accessed PC-relative"),
            ("rwpi", "Read-write data relocatable, accessed relative to static base"),
            ("ropi-rwpi", "Combination of ropi and rwpi"),
        ),
    ),
    Option(
        "code-model",
        "Choose code model",
        kind="enum",
        default="",
        values=(
            ("tiny", "Tiny code model"),
            ("small", "Small code model"),
            ("kernel", "Kernel code model"),
            ("medium", "Medium code model"),
            ("large", "Large code model"),
        ),
    ),
    Option(
        "frame-pointer",
        "Specify frame pointer elimination optimization",
        kind="enum",
        default="",
        values=(
            ("all", "Disable frame pointer elimination"),
            ("non-leaf", "Disable frame pointer elimination for non-leaf frame"),
            ("none", "Enable frame pointer elimination"),
        ),
    ),
    Option(
        "regalloc",
        "Register allocator to use",
        kind="enum",
        default="default",
        values=(
            ("default", "pick register allocator based on -O option"),
            ("basic", "basic register allocator"),
            ("fast", "fast register allocator"),
            ("greedy", "greedy register allocator"),
            ("pbqp", "PBQP register allocator"),
        ),
    ),
    Option(
        "start-before",
        "Resume compilation before a specific pass",
        kind="value",
        default="",
        value_name="pass-name",
    ),
    Option(
        "start-after",
        "Resume compilation after a specific pass",
        kind="value",
        default="",
        value_name="pass-name",
    ),
    Option(
        "stop-before",
        "Stop compilation before a specific pass",
        kind="value",
        default="",
        value_name="pass-name",
    ),
    Option(
        "stop-after",
        "Stop compilation after a specific pass",
        kind="value",
        default="",
        value_name="pass-name",
    ),
    Option(
        "run-pass",
        "Run compiler only for specified passes (comma separated list)",
        kind="list",
        default=(),
        value_name="pass-name",
    ),
    Option(
        "load-pass",
        "Load a machine pass written in Python and register it: module:Class or path/to/file.py:Class (pyllc)",
        kind="list",
        default=(),
        value_name="module:Class",
    ),
    Option(
        "insert-pass-after",
        "Insert a pass into the pipeline after every instance of another: target-pass:pass (pyllc)",
        kind="list",
        default=(),
        value_name="target:pass",
    ),
    Option(
        "insert-pass-before",
        "Insert a pass into the pipeline before every instance of another: target-pass:pass (pyllc)",
        kind="list",
        default=(),
        value_name="target:pass",
    ),
    Option("print-before", "Print IR before specified passes", kind="list", default=(), value_name="string"),
    Option("print-after", "Print IR after specified passes", kind="list", default=(), value_name="string"),
    Option("print-before-all", "Print IR before each pass"),
    Option("print-after-all", "Print IR after each pass"),
    Option("print-after-isel", "Print machine instrs after ISel"),
    Option(
        "filter-print-funcs",
        "Only print IR for functions whose name match this for all print-[before|after][-all] options",
        kind="list",
        default=(),
        value_name="function names",
    ),
    Option("verify-machineinstrs", "Verify generated machine code"),
    Option("time-passes", "Time each pass, printing elapsed time for each on exit"),
    Option(
        "debug-pass",
        "Print legacy PassManager debugging information",
        kind="enum",
        default="",
        values=(
            ("Disabled", "disable debug output"),
            ("Arguments", "print pass arguments to pass to 'opt'"),
            ("Structure", "print pass structure before run()"),
            ("Executions", "print pass name before it is executed"),
            ("Details", "print pass details when it is executed"),
        ),
    ),
    Option("simplify-mir", "Leave out unnecessary information when printing MIR"),
    Option("tailcallopt", "Turn fastcc calls into tail calls by (potentially) changing ABI."),
    Option("stack-size-section", "Emit a section containing stack size metadata"),
    Option("function-sections", "Emit functions into separate sections"),
    Option("data-sections", "Emit data into separate sections"),
    Option("emulated-tls", "Use emulated TLS model"),
    Option("no-integrated-as", "Disable integrated assembler"),
    Option("enable-unsafe-fp-math", "Enable optimizations that may decrease FP precision"),
    Option("enable-no-infs-fp-math", "Enable FP math optimizations that assume no +-Infs"),
    Option("enable-no-nans-fp-math", "Enable FP math optimizations that assume no NaNs"),
    Option(
        "enable-no-signed-zeros-fp-math",
        "Enable FP math optimizations that assume the sign of 0 is insignificant",
    ),
    Option("stackrealign", "Force align the stack to the minimum alignment"),
    Option(
        "enable-tail-merge",
        "Merge identical block tails in the Control Flow Optimizer and after block placement (default: on)",
        hidden=True,
    ),
    Option(
        "branch-fold-placement", "Perform branch folding during placement. Reduces code size.", hidden=True
    ),
    Option(
        "tail-merge-threshold", "Max number of predecessors to consider tail merging", kind="int", hidden=True
    ),
    Option("tail-merge-size", "Min number of instructions to consider tail merging", kind="int", hidden=True),
)


def _target_specific(args: ParsedArgs) -> tuple[tuple[str, Any], ...]:
    """The values of the registered targets' own options (their defaults when not given)."""
    from pyllc.target.registry import target_options

    out: list[tuple[str, Any]] = []
    for o in target_options():
        x = args.values.get(o.key)
        out.append((o.key, o.default if x is None else x))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class CodeGenOptions:
    """llc's code generation flags, parsed."""

    opt_level: int = 2
    relocation_model: str = ""
    code_model: str = ""
    frame_pointer: str = ""
    regalloc: str = "default"
    start_before: str = ""
    start_after: str = ""
    stop_before: str = ""
    stop_after: str = ""
    run_pass: tuple[str, ...] = ()
    load_pass: tuple[str, ...] = ()
    insert_pass_after: tuple[str, ...] = ()
    insert_pass_before: tuple[str, ...] = ()
    print_before: tuple[str, ...] = ()
    print_after: tuple[str, ...] = ()
    print_before_all: bool = False
    print_after_all: bool = False
    filter_print_funcs: tuple[str, ...] = ()
    verify_machineinstrs: bool = False
    time_passes: bool = False
    debug_pass: str = ""
    simplify_mir: bool = False
    tailcallopt: bool = False
    stack_size_section: bool = False
    function_sections: bool = False
    data_sections: bool = False
    emulated_tls: bool = False
    no_integrated_as: bool = False
    unsafe_fp_math: bool = False
    no_infs_fp_math: bool = False
    no_nans_fp_math: bool = False
    no_signed_zeros_fp_math: bool = False
    #: The registered targets' own options (``pyllc/target/registry.py``): (key, value) pairs.
    target_specific: tuple[tuple[str, Any], ...] = ()
    asm_verbose: bool = True
    stack_realign: bool = False
    enable_tail_merge: bool | None = None
    branch_fold_placement: bool | None = None
    tail_merge_threshold: int | None = None
    tail_merge_size: int | None = None

    @staticmethod
    def from_args(args: ParsedArgs) -> CodeGenOptions:
        v = args.values

        def get(key: str, default: Any) -> Any:
            x = v.get(key, default)
            return default if x is None else x

        print_after = tuple(get("print_after", ()))
        if get("print_after_isel", False):
            print_after += ("amdgpu-isel",)
        return CodeGenOptions(
            opt_level=int(get("opt_level", "2")),
            relocation_model=get("relocation_model", ""),
            code_model=get("code_model", ""),
            frame_pointer=get("frame_pointer", ""),
            regalloc=get("regalloc", "default"),
            start_before=get("start_before", ""),
            start_after=get("start_after", ""),
            stop_before=get("stop_before", ""),
            stop_after=get("stop_after", ""),
            run_pass=tuple(get("run_pass", ())),
            load_pass=tuple(get("load_pass", ())),
            insert_pass_after=tuple(get("insert_pass_after", ())),
            insert_pass_before=tuple(get("insert_pass_before", ())),
            print_before=tuple(get("print_before", ())),
            print_after=print_after,
            print_before_all=bool(get("print_before_all", False)),
            print_after_all=bool(get("print_after_all", False)),
            filter_print_funcs=tuple(get("filter_print_funcs", ())),
            verify_machineinstrs=bool(get("verify_machineinstrs", False)),
            time_passes=bool(get("time_passes", False)),
            debug_pass=get("debug_pass", ""),
            simplify_mir=bool(get("simplify_mir", False)),
            tailcallopt=bool(get("tailcallopt", False)),
            stack_size_section=bool(get("stack_size_section", False)),
            function_sections=bool(get("function_sections", False)),
            data_sections=bool(get("data_sections", False)),
            emulated_tls=bool(get("emulated_tls", False)),
            no_integrated_as=bool(get("no_integrated_as", False)),
            unsafe_fp_math=bool(get("enable_unsafe_fp_math", False)),
            no_infs_fp_math=bool(get("enable_no_infs_fp_math", False)),
            no_nans_fp_math=bool(get("enable_no_nans_fp_math", False)),
            no_signed_zeros_fp_math=bool(get("enable_no_signed_zeros_fp_math", False)),
            target_specific=_target_specific(args),
            asm_verbose=bool(get("asm_verbose", True)),
            stack_realign=bool(get("stackrealign", False)),
            enable_tail_merge=v.get("enable_tail_merge"),
            branch_fold_placement=v.get("branch_fold_placement"),
            tail_merge_threshold=v.get("tail_merge_threshold"),
            tail_merge_size=v.get("tail_merge_size"),
        )

    def pass_options(self) -> dict[str, dict[str, Any]]:
        """Constructor keywords of the passes whose hidden ``cl::opt``s were given."""
        bf: dict[str, Any] = {}
        if self.enable_tail_merge is not None:
            bf["enable_tail_merge"] = self.enable_tail_merge
        if self.tail_merge_threshold is not None:
            bf["tail_merge_threshold"] = self.tail_merge_threshold
        if self.tail_merge_size is not None:
            bf["tail_merge_size"] = self.tail_merge_size
        out: dict[str, dict[str, Any]] = {"branch-folder": bf} if bf else {}
        bp: dict[str, Any] = {}
        if self.enable_tail_merge is not None:
            bp["enable_tail_merge"] = self.enable_tail_merge
        if self.branch_fold_placement is not None:
            bp["branch_fold_placement"] = self.branch_fold_placement
        if bp:
            out["block-placement"] = bp
        return out

    def pass_manager_options(self) -> PassManagerOptions:
        return PassManagerOptions(
            print_before=self.print_before,
            print_after=self.print_after,
            print_before_all=self.print_before_all,
            print_after_all=self.print_after_all,
            start_before=self.start_before,
            start_after=self.start_after,
            stop_before=self.stop_before,
            stop_after=self.stop_after,
            verify_machineinstrs=self.verify_machineinstrs,
            time_passes=self.time_passes,
            filter_print_funcs=self.filter_print_funcs,
            debug_pass=self.debug_pass,
        )

    def limited_code_gen_pipeline_reason(self, separator: str) -> str:
        """The ``-start-*``/``-stop-*`` flags given, joined by ``separator`` ("" when none: the pipeline is
        complete); LLVM ``TargetPassConfig::getLimitedCodeGenPipelineReason``."""
        flags = (
            ("start-before", self.start_before),
            ("start-after", self.start_after),
            ("stop-before", self.stop_before),
            ("stop-after", self.stop_after),
        )
        return separator.join(name for name, value in flags if value)

    def target_options(self) -> TargetOptions:
        return TargetOptions(
            unsafe_fp_math=self.unsafe_fp_math,
            no_infs_fp_math=self.no_infs_fp_math,
            no_nans_fp_math=self.no_nans_fp_math,
            no_signed_zeros_fp_math=self.no_signed_zeros_fp_math,
            guaranteed_tail_call_opt=self.tailcallopt,
            function_sections=self.function_sections,
            data_sections=self.data_sections,
            emulated_tls=self.emulated_tls,
            disable_integrated_as=self.no_integrated_as,
            emit_stack_size_section=self.stack_size_section,
            frame_pointer=self.frame_pointer,
            target_specific=self.target_specific,
        )

    def effective_regalloc(self) -> str:
        """``greedy`` at -O1 and above, ``fast`` at -O0, unless ``-regalloc`` chose."""
        if self.regalloc != "default":
            return self.regalloc
        return "greedy" if self.opt_level else "fast"
