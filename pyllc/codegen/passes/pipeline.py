"""What it is (LLVM: lib/CodeGen/TargetPassConfig.cpp ``addISelPasses`` / ``addMachinePasses`` and
LLVMTargetMachine::addPassesToEmitFile, as llc-14 runs them).

The whole code generation pipeline, one line per pass, top to bottom.  The target contributes its passes at
LLVM's insertion points through :class:`~pyllc.target.machine.TargetMachine` hooks, each returning pass names;
hooks that LLVM lets a target *override* around the generic part (``add_ir_passes``,
``add_machine_ssa_optimization``) receive the generic list and return the final one.  Every name is llc-14's
(``pyllc/codegen/passes/registry.py``); passes pyllc does not implement yet stay in the list so that
``-print-after-all``, ``-stop-after`` and ``-debug-pass=Structure`` follow llc, and are reported as skipped.

Analyses that llc's legacy pass manager schedules only as dependencies (dominator trees, block frequencies,
remark emitters...) are not pipeline lines here: passes compute them on demand through the analysis manager.
The dependency analyses LLVM registers as ordinary passes, whose banners ``-print-after-all`` shows
(``slotindexes``, ``livevars``, ``liveintervals``, ``livedebugvars``, ``livestacks``, ``virtregmap``,
``liveregmatrix``), are lines, where llc runs them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from pyllc.codegen.passes.manager import PipelineEntry
from pyllc.codegen.passes.registry import PASS_INFO, describe, get_pass_class

if TYPE_CHECKING:
    from pyllc.target.machine import TargetMachine


def generic_ir_passes(opt: int) -> list[str]:
    """TargetPassConfig::addIRPasses."""
    names = ["verify"]
    if opt:
        names += ["loop-simplify", "canon-freeze", "loop-reduce", "mergeicmps", "expandmemcmp"]
    names += ["gc-lowering", "shadow-stack-gc-lowering", "lower-constant-intrinsics", "unreachableblockelim"]
    if opt:
        names += ["consthoist", "replace-with-veclib", "partially-inline-libcalls"]
    names += ["expandvp", "scalarize-masked-mem-intrin", "expand-reductions"]
    return names


def generic_machine_ssa_optimization(tm: TargetMachine) -> list[str]:
    """TargetPassConfig::addMachineSSAOptimization (with the target's ILP passes)."""
    return (
        [
            "early-tailduplication",
            "opt-phis",
            "slotindexes",
            "stack-coloring",
            "localstackalloc",
            "dead-mi-elimination",
        ]
        + tm.add_ilp_opts()
        + ["early-machinelicm", "machine-cse", "machine-sink", "peephole-opt", "dead-mi-elimination"]
    )


def codegen_pass_names(tm: TargetMachine, opt: int) -> list[str]:
    """llc's pass list for ``tm`` at optimization level ``opt`` (0-3), by name, in execution order."""
    names: list[str] = ["pre-isel-intrinsic-lowering"]
    # addIRPasses, addCodeGenPrepare, addPassesToHandleExceptions, addISelPrepare
    names += tm.add_ir_passes(generic_ir_passes(opt))
    if opt:
        names.append("codegenprepare")
    names.append("dwarfehprepare")
    names += tm.add_pre_isel()
    names += ["safe-stack", "stack-protector", "verify"]
    # addCoreISelPasses
    names += tm.add_inst_selector()
    names.append("finalize-isel")
    # addMachinePasses
    if opt:
        names += tm.add_machine_ssa_optimization(generic_machine_ssa_optimization(tm))
    else:
        names.append("localstackalloc")
    names += tm.add_pre_reg_alloc()
    if opt:
        names += [
            "detect-dead-lanes",
            "processimpdefs",
            "unreachable-mbb-elimination",
            "livevars",
            "phi-node-elimination",
            "twoaddressinstruction",
            "slotindexes",
            "liveintervals",
            "simple-register-coalescing",
            "rename-independent-subregs",
            "machine-scheduler",
        ]
        names += ["livedebugvars", "livestacks", "virtregmap", "liveregmatrix", "greedy"]
        names += tm.add_pre_rewrite()
        names += ["virtregrewriter", "regallocscoringpass"]
        names += ["stack-slot-coloring", "machine-cp", "machinelicm"]
    else:
        names += ["phi-node-elimination", "twoaddressinstruction", "regallocfast"]
        names += tm.add_post_fast_reg_alloc_rewrite()
    names += tm.add_post_reg_alloc()
    names += ["removeredundantdebugvalues", "fixup-statepoint-caller-saved"]
    if opt:
        names += ["postra-machine-sink", "shrink-wrap"]
    names.append("prologepilog")
    if opt:
        names += ["branch-folder", "tailduplication", "machine-cp"]
    names.append("postrapseudos")
    names += tm.add_pre_sched2()
    if opt:
        names.append("post-RA-sched")
    names.append("gc-analysis")
    if opt:
        names.append("block-placement")
    names += ["fentry-insert", "xray-instrumentation", "patchable-function"]
    names += tm.add_pre_emit_pass()
    names += ["funclet-layout", "stackmap-liveness", "livedebugvalues"]
    names += tm.add_pre_emit_pass2()
    names.append("pseudo-probe-inserter")
    names += tm.add_asm_printer()
    names.append("free-machine-function")
    return names


def make_entry(name: str, options: dict[str, Any] | None = None) -> PipelineEntry:
    """A pipeline line for ``name``: its description and kind, and the pass object when implemented."""
    info = PASS_INFO.get(name)
    cls = get_pass_class(name)
    if info is None:
        desc = str(getattr(cls, "description", name)) if cls is not None else name
        kind = str(getattr(cls, "kind", "machine")) if cls is not None else "machine"
        prints = True
    else:
        desc, kind, prints = info
    inst = None
    if cls is not None:
        opts = (options or {}).get(name)
        inst = cls(**opts) if isinstance(opts, dict) else cls()
    return PipelineEntry(name, desc, inst, kind, prints)


def build_pipeline(tm: TargetMachine, opt: int, options: dict[str, Any] | None = None) -> list[PipelineEntry]:
    """The pipeline entries for ``tm`` at ``opt``; ``options`` maps pass names to constructor keywords."""
    # The IR passes that consult the target's lowering get the target machine (TargetPassConfig's TM).
    opts = {
        "atomic-expand": {"tm": tm},
        "stack-protector": {"tm": tm},
        "dwarfehprepare": {"tm": tm, "opt_level": opt},
        **(options or {}),
    }
    return [make_entry(n, opts) for n in codegen_pass_names(tm, opt)]


def build_run_pass_pipeline(
    names: Sequence[str], options: dict[str, Any] | None = None
) -> list[PipelineEntry]:
    """``-run-pass=a,b,c``: exactly these passes, in this order (llc.cpp ``addPass``: ``none`` adds nothing;
    a name llc does not know is ``run-pass <name> is not registered.``).  A pass llc knows that pyllc does not
    implement is refused as unsupported rather than skipped, since it was asked for by name."""
    from pyllc.codegen.passes.registry import is_implemented, is_registered
    from pyllc.support.diagnostics import DiagnosticError, UnsupportedError

    entries: list[PipelineEntry] = []
    for name in names:
        if name == "none":
            continue
        if not is_registered(name):
            raise DiagnosticError(None, f"run-pass {name} is not registered.")
        if not is_implemented(name):
            raise UnsupportedError(None, f"-run-pass={name}: the pass '{describe(name)}' is not implemented")
        entries.append(make_entry(name, options))
    return entries


def debug_pass_structure(entries: list[PipelineEntry]) -> str:
    """``-debug-pass=Structure``: the pass descriptions in order, unimplemented ones marked as skipped."""
    out: list[str] = []
    for e in entries:
        indent = "    " if e.kind == "module" else ("        " if e.kind == "loop" else "      ")
        out.append(
            indent + e.description + ("" if e.pass_ is not None else "  (not implemented: skipped)") + "\n"
        )
    return "".join(out)
