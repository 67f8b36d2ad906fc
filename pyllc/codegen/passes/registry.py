"""What it is (LLVM: lib/IR/PassRegistry.cpp, ``INITIALIZE_PASS`` and llc's pass-name lookup).

Two tables:

* :data:`PASS_INFO`: every target-independent pass llc-14 schedules at -O0 and -O2, by llc's name (the
  ``-run-pass``, ``-stop-after`` and ``-print-after`` spelling), with its description (the banner text), what it
  runs on (``machine``, ``function``, ``module``, ``loop``) and whether llc prints ``-print-after-all`` banners
  for it (registered passes do; passes LLVM 14 never registers under a name do not: pyllc names those after
  later LLVM releases).  Taken from ``llc-14 -debug-pass=Structure`` and ``-print-after-all``.
  ``amdgpu-isel`` is llc-14's registered name of the SelectionDAG selector, kept for interchange.
* :data:`IMPLEMENTED`: the passes pyllc implements, name → ``"module:Class"``, imported on first use so start-up
  stays fast.  A unit test imports every entry and checks that its ``name`` matches.  Users' passes register
  the same way (:func:`register_pass_class`, ``-load-pass=module:Class``, ``codegen/passes/plugin.py``).

A target adds its own passes, its AsmPrinter and its names of the selector and printer passes with
:func:`register_target_pass` from its ``target_info`` module (``pyllc/target/registry.py``), as LLVM's
``LLVMInitialize<T>Target`` initializes the target's passes.
"""

from __future__ import annotations

import importlib
from typing import Any, Final

#: name → (description, kind, prints banners)
PASS_INFO: Final[dict[str, tuple[str, str, bool]]] = {
    "amdgpu-isel": ("DAG->DAG Instruction Selection", "machine", True),
    "asm-printer": ("Assembly Printer", "machine", False),
    "atomic-expand": ("Expand Atomic instructions", "function", True),
    "block-placement": ("Branch Probability Basic Block Placement", "machine", True),
    "branch-folder": ("Control Flow Optimizer", "machine", True),
    "break-false-deps": ("BreakFalseDeps", "machine", True),
    "canon-freeze": ("Canonicalize Freeze Instructions in Loops", "loop", True),
    "cfi-instr-inserter": ("Check CFA info and insert CFI instructions if needed", "machine", True),
    "codegenprepare": ("CodeGen Prepare", "function", True),
    "consthoist": ("Constant Hoisting", "function", True),
    "dead-mi-elimination": ("Remove dead machine instructions", "machine", True),
    "detect-dead-lanes": ("Detect Dead Lanes", "machine", True),
    "dwarfehprepare": ("Exception handling preparation", "function", True),
    "early-ifcvt": ("Early If-Conversion", "machine", True),
    "early-machinelicm": ("Early Machine Loop Invariant Code Motion", "machine", True),
    "early-tailduplication": ("Early Tail Duplication", "machine", True),
    "expand-reductions": ("Expand reduction intrinsics", "function", True),
    "expandmemcmp": ("Expand memcmp() to load/stores", "function", True),
    "expandvp": ("Expand vector predication intrinsics", "function", True),
    "fentry-insert": ("Insert fentry calls", "machine", True),
    "finalize-isel": ("Finalize ISel and expand pseudo-instructions", "machine", True),
    "fixup-statepoint-caller-saved": ("Fixup Statepoint Caller Saved", "machine", True),
    "free-machine-function": ("Free MachineFunction", "machine", False),
    "funclet-layout": ("Contiguously Lay Out Funclets", "machine", True),
    "gc-analysis": ("Analyze Machine Code For Garbage Collection", "machine", True),
    "gc-lowering": ("Lower Garbage Collection Instructions", "function", True),
    "greedy": ("Greedy Register Allocator", "machine", True),
    "indirectbr-expand": ("Expand indirectbr instructions", "function", True),
    "interleaved-access": ("Interleaved Access Pass", "function", True),
    "livedebugvalues": ("Live DEBUG_VALUE analysis", "machine", True),
    "livedebugvars": ("Debug Variable Analysis", "machine", True),
    "liveintervals": ("Live Interval Analysis", "machine", True),
    "liveregmatrix": ("Live Register Matrix", "machine", True),
    "livestacks": ("Live Stack Slot Analysis", "machine", True),
    "livevars": ("Live Variable Analysis", "machine", True),
    "localstackalloc": ("Local Stack Slot Allocation", "machine", True),
    "loop-reduce": ("Loop Strength Reduction", "loop", True),
    "loop-simplify": ("Canonicalize natural loops", "function", True),
    "lower-constant-intrinsics": ("Lower constant intrinsics", "function", True),
    "lrshrink": ("Live Range Shrink", "machine", True),
    "machine-combiner": ("Machine InstCombiner", "machine", True),
    "machine-cp": ("Machine Copy Propagation Pass", "machine", True),
    "machine-cse": ("Machine Common Subexpression Elimination", "machine", True),
    "machine-scheduler": ("Machine Instruction Scheduler", "machine", True),
    "machine-sink": ("Machine code sinking", "machine", True),
    "machinelicm": ("Machine Loop Invariant Code Motion", "machine", True),
    "mergeicmps": ("Merge contiguous icmps into a memcmp", "function", True),
    "opt-phis": ("Optimize machine instruction PHIs", "machine", True),
    "partially-inline-libcalls": ("Partially inline calls to library functions", "function", True),
    "patchable-function": ("Implement the 'patchable-function' attribute", "machine", True),
    "peephole-opt": ("Peephole Optimizations", "machine", True),
    "phi-node-elimination": ("Eliminate PHI nodes for register allocation", "machine", True),
    "post-RA-sched": ("Post RA top-down list latency scheduler", "machine", True),
    "postra-machine-sink": ("PostRA Machine Sink", "machine", True),
    "postrapseudos": ("Post-RA pseudo instruction expansion pass", "machine", True),
    "pre-isel-intrinsic-lowering": ("Pre-ISel Intrinsic Lowering", "module", True),
    "processimpdefs": ("Process Implicit Definitions", "machine", True),
    "prologepilog": ("Prologue/Epilogue Insertion & Frame Finalization", "machine", True),
    "pseudo-probe-inserter": ("Pseudo Probe Inserter", "machine", True),
    "regallocfast": ("Fast Register Allocator", "machine", True),
    "regallocscoringpass": ("Register Allocation Pass Scoring", "machine", True),
    "removeredundantdebugvalues": ("Remove Redundant DEBUG_VALUE analysis", "machine", True),
    "rename-independent-subregs": ("Rename Disconnected Subregister Components", "machine", True),
    "replace-with-veclib": ("Replace intrinsics with calls to vector library", "function", True),
    "safe-stack": ("Safe Stack instrumentation pass", "function", True),
    "scalarize-masked-mem-intrin": ("Scalarize Masked Memory Intrinsics", "function", True),
    "shadow-stack-gc-lowering": ("Shadow Stack GC Lowering", "function", True),
    "shrink-wrap": ("Shrink Wrapping analysis", "machine", True),
    "simple-register-coalescing": ("Simple Register Coalescing", "machine", True),
    "slotindexes": ("Slot index numbering", "machine", True),
    "stack-protector": ("Insert stack protectors", "function", False),
    "stack-coloring": ("Merge disjoint stack slots", "machine", True),
    "stack-slot-coloring": ("Stack Slot Coloring", "machine", True),
    "stackmap-liveness": ("StackMap Liveness Analysis", "machine", True),
    "tailduplication": ("Tail Duplication", "machine", True),
    "twoaddressinstruction": ("Two-Address instruction pass", "machine", True),
    "unreachable-mbb-elimination": ("Remove unreachable machine basic blocks", "machine", True),
    "unreachableblockelim": ("Remove unreachable blocks from the CFG", "function", True),
    "verify": ("Module Verifier", "function", True),
    "virtregmap": ("Virtual Register Map", "machine", True),
    "virtregrewriter": ("Virtual Register Rewriter", "machine", True),
    "xray-instrumentation": ("Insert XRay ops", "machine", True),
}

#: Implemented passes: llc name → "module:Class".
IMPLEMENTED: dict[str, str] = {
    "amdgpu-isel": "pyllc.codegen.selection_dag.isel:SelectionDAGISel",
    "machineverifier": "pyllc.codegen.machine.verifier:MachineVerifierPass",
    "slotindexes": "pyllc.codegen.analysis.slot_indexes:SlotIndexesPass",
    "liveintervals": "pyllc.codegen.analysis.live_intervals:LiveIntervalsPass",
    "simple-register-coalescing": "pyllc.codegen.regalloc.register_coalescer:RegisterCoalescer",
    "livestacks": "pyllc.codegen.regalloc.virt_reg_map:LiveStacksPass",
    "virtregmap": "pyllc.codegen.regalloc.virt_reg_map:VirtRegMapPass",
    "liveregmatrix": "pyllc.codegen.regalloc.live_reg_matrix:LiveRegMatrixPass",
    "regallocbasic": "pyllc.codegen.regalloc.basic:RegAllocBasic",
    "greedy": "pyllc.codegen.regalloc.greedy:RegAllocGreedy",
    "virtregrewriter": "pyllc.codegen.regalloc.virt_reg_map:VirtRegRewriter",
    "finalize-isel": "pyllc.codegen.passes.finalize_isel:FinalizeISel",
    "phi-node-elimination": "pyllc.codegen.passes.phi_elimination:PHIElimination",
    "twoaddressinstruction": "pyllc.codegen.passes.two_address_instruction_pass:TwoAddressInstructionPass",
    "regallocfast": "pyllc.codegen.regalloc.fast:RegAllocFast",
    "livevars": "pyllc.codegen.analysis.live_variables:LiveVariables",
    "prologepilog": "pyllc.codegen.passes.prolog_epilog_inserter:PEI",
    "branch-folder": "pyllc.codegen.passes.branch_folding:BranchFolderPass",
    "cfi-instr-inserter": "pyllc.codegen.passes.cfi_instr_inserter:CFIInstrInserter",
    "postrapseudos": "pyllc.codegen.passes.expand_post_ra_pseudos:ExpandPostRA",
    "block-placement": "pyllc.codegen.passes.machine_block_placement:MachineBlockPlacementPass",
    "expand-reductions": "pyllc.codegen.passes.expand_reductions:ExpandReductions",
    "stack-coloring": "pyllc.codegen.passes.stack_coloring:StackColoring",
    "stack-protector": "pyllc.codegen.passes.stack_protector:StackProtector",
    "atomic-expand": "pyllc.codegen.passes.atomic_expand:AtomicExpand",
    "dwarfehprepare": "pyllc.codegen.passes.dwarf_eh_prepare:DwarfEHPrepare",
    "peephole-opt": "pyllc.codegen.passes.peephole_optimizer:PeepholeOptimizer",
}

_classes: dict[str, Any] = {}


def register_pass(name: str, path: str, description: str = "", kind: str = "machine") -> None:
    """Register a pass class by ``"module:Class"`` path (users' passes, ``-load-pass``)."""
    IMPLEMENTED[name] = path
    if name not in PASS_INFO and description:
        PASS_INFO[name] = (description, kind, True)


def register_pass_class(cls: type) -> type:
    """Register a pass class under its ``name`` (``MachineFunctionPass`` subclasses: users' passes,
    ``-load-pass``); usable as a class decorator.  Registering the same class again is a no-op; another class
    under a name already taken is refused, as LLVM's pass registry refuses a second pass argument."""
    from pyllc.support.diagnostics import DiagnosticError

    name = str(getattr(cls, "name", "") or "")
    if not name:
        raise DiagnosticError(
            None, f"pass class '{cls.__qualname__}' has no pass name (its 'name' attribute)"
        )
    known = _classes.get(name)
    if known is cls:
        return cls
    if known is not None or name in IMPLEMENTED or name in PASS_INFO:
        raise DiagnosticError(None, f"pass '{name}' is already registered")
    _classes[name] = cls
    IMPLEMENTED[name] = f"{cls.__module__}:{cls.__qualname__}"
    PASS_INFO[name] = (
        str(getattr(cls, "description", "") or name),
        str(getattr(cls, "kind", "machine")),
        True,
    )
    return cls


def register_target_pass(
    name: str, description: str, kind: str = "machine", prints: bool = True, path: str = ""
) -> None:
    """Register a target's pass ``name`` (its banner ``description``, what it runs on, whether llc prints
    ``-print-after-all`` banners for it) and, when pyllc implements it, its ``"module:Class"`` ``path``.  A
    target naming a generic entry (the selector, the AsmPrinter) gives it the target's description."""
    PASS_INFO[name] = (description, kind, prints)
    if path:
        IMPLEMENTED[name] = path
        _classes.pop(name, None)


def is_registered(name: str) -> bool:
    return name in IMPLEMENTED or name in PASS_INFO


def is_implemented(name: str) -> bool:
    return name in IMPLEMENTED


def get_pass_class(name: str) -> Any:
    """The class implementing pass ``name`` (imported on first use), or None when not implemented."""
    cls = _classes.get(name)
    if cls is not None:
        return cls
    path = IMPLEMENTED.get(name)
    if path is None:
        return None
    module, _, cls_name = path.partition(":")
    cls = getattr(importlib.import_module(module), cls_name)
    _classes[name] = cls
    return cls


def describe(name: str) -> str:
    info = PASS_INFO.get(name)
    if info is not None:
        return info[0]
    cls = get_pass_class(name)
    return str(getattr(cls, "description", name)) if cls is not None else name


def _register_targets_passes() -> None:
    """Every registered target's passes (its registry record's ``passes``), as LLVM's
    ``LLVMInitialize<T>Target`` registers them."""
    from pyllc.target.registry import registered_targets

    for target in registered_targets():
        for name, description, kind, prints, path in target.passes:
            register_target_pass(name, description, kind, prints, path)


_register_targets_passes()
