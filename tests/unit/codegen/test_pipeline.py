"""The pipeline against llc-14: ``-print-after-all`` banner order and ``-debug-pass=Structure`` lines.

``data/llc14-O{0,2}-*`` are llc-14's outputs for ``data/example.ll`` (two functions, no loops, so loop passes
print nothing there).  The x86 hooks come from ``x86_pass_config.X86PassHooks``.
"""

from __future__ import annotations

import os
import re

import pytest
from x86_pass_config import X86PassHooks

from pyllc.codegen.passes.pipeline import build_pipeline, codegen_pass_names
from pyllc.codegen.passes.registry import IMPLEMENTED, PASS_INFO, get_pass_class
from pyllc.target.registry import initialize_all_targets

initialize_all_targets()  # the x86 passes' names and banners

DATA = os.path.join(os.path.dirname(__file__), "data")
_BANNER = re.compile(r"^(?:# )?\*\*\* IR Dump After (.*) \(([^()]*)\) \*\*\*:?$")

#: Analyses llc's legacy pass manager schedules as dependencies; pyllc computes them on demand.
DEPENDENCY_ANALYSES = {
    "Target Library Information",
    "Target Pass Configuration",
    "Machine Module Information",
    "Target Transform Information",
    "Type-Based Alias Analysis",
    "Scoped NoAlias Alias Analysis",
    "Assumption Cache Tracker",
    "Profile summary info",
    "Create Garbage Collector Module Metadata",
    "Machine Branch Probability Analysis",
    "Default Regalloc Eviction Advisor",
    "Dominator Tree Construction",
    "Basic Alias Analysis (stateless AA impl)",
    "Natural Loop Information",
    "Scalar Evolution Analysis",
    "Induction Variable Users",
    "Function Alias Analysis Results",
    "Lazy Branch Probability Analysis",
    "Lazy Block Frequency Analysis",
    "Post-Dominator Tree Construction",
    "Branch Probability Analysis",
    "Block Frequency Analysis",
    "MachineDominator Tree Construction",
    "Lazy Machine Block Frequency Analysis",
    "Machine Natural Loop Construction",
    "Machine Trace Metrics",
    "Machine Block Frequency Analysis",
    "MachinePostDominator Tree Construction",
    "Bundle Machine CFG Edges",
    "Spill Code Placement Analysis",
    "Machine Optimization Remark Emitter",
    "Machine Dominance Frontier Construction",
    "ReachingDefAnalysis",
}
_MANAGERS = {"ModulePass Manager", "FunctionPass Manager", "Loop Pass Manager"}


def _first_function_banners(opt: int) -> list[tuple[str, str]]:
    with open(os.path.join(DATA, f"llc14-O{opt}-print-after-all-banners.txt")) as f:
        rows = [_BANNER.match(line.rstrip("\n")) for line in f]
    pairs = [(m.group(1), m.group(2)) for m in rows if m]
    # The module pass prints once, then every function pass runs on the first function, then the next.
    second = [i for i, p in enumerate(pairs) if p == pairs[1]][1]
    return pairs[:second]


@pytest.mark.parametrize("opt", [0, 2])
def test_banner_order_matches_llc14(opt: int) -> None:
    tm = X86PassHooks("x86_64-unknown-linux-gnu", opt_level=opt)
    ours = [(e.description, e.name) for e in build_pipeline(tm, opt) if e.prints and e.kind != "loop"]
    assert ours == _first_function_banners(opt)


@pytest.mark.parametrize("opt", [0, 2])
def test_structure_lines_match_llc14(opt: int) -> None:
    tm = X86PassHooks("x86_64-unknown-linux-gnu", opt_level=opt)
    ours = [e.description for e in build_pipeline(tm, opt)]
    with open(os.path.join(DATA, f"llc14-O{opt}-debug-pass-structure.txt")) as f:
        lines = [ln.strip() for ln in f if ln.strip() and not ln.startswith("Pass Arguments")]
    theirs = [ln for ln in lines if ln not in _MANAGERS]
    kept = [ln for ln in theirs if ln not in DEPENDENCY_ANALYSES]
    assert kept == ours


def test_every_pipeline_name_is_known() -> None:
    for opt in (0, 2):
        for name in codegen_pass_names(X86PassHooks("x86_64--", opt_level=opt), opt):
            assert name in PASS_INFO, name


def test_registry_entries_import_and_match() -> None:
    for name in IMPLEMENTED:
        cls = get_pass_class(name)
        assert cls is not None and cls.name == name
