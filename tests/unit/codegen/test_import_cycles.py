"""The imports of ``pyllc`` form no cycle, the layers import downwards only, and each module imports alone.

Two graphs: the module-level one holds the ``import``/``from ... import`` statements a module runs when it is
imported (module level, including ``try``/``if`` bodies, excluding ``if TYPE_CHECKING:`` blocks and function
bodies); the full one adds the imports inside function bodies, which a cycle would only defer.  Neither may have
a cycle among the modules of ``pyllc``, apart from the ones listed in ``KNOWN_FUNCTION_LEVEL_CYCLES`` (which
must only shrink: a listed cycle that is gone fails the test too, so the list stays exact).  Layers:
``pyllc.support``, ``pyllc.ir``, ``pyllc.bitcode`` and ``pyllc.mc`` import nothing from code generation
(``pyllc.codegen``, ``pyllc.target``, ``pyllc.targets``, ``pyllc.mir``, ``pyllc.tools``).  A target's MC layer
(``pyllc.targets.T.mc``) and its generated tables (``pyllc.targets.T.gen``, but for the DAG instruction selector's
``dag_isel``, which is code generation) import only the MC layer, ``pyllc.support`` and the target's own
description and tables, so an assembler or disassembler loads no code generator: checked on the import graph and
by importing them all in a fresh interpreter.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
PACKAGES = ("pyllc",)

#: Function-level import cycles not removed yet (sorted module lists).
KNOWN_FUNCTION_LEVEL_CYCLES: list[list[str]] = [
    ["pyllc.bitcode", "pyllc.bitcode.reader", "pyllc.bitcode.reader_function"],
    [
        "pyllc.ir.constant_fold",
        "pyllc.ir.constants",
        "pyllc.ir.context",
        "pyllc.ir.data_layout",
        "pyllc.ir.instructions",
        "pyllc.ir.metadata",
        "pyllc.ir.metadata_parser",
        "pyllc.ir.metadata_printer",
        "pyllc.ir.module",
        "pyllc.ir.parser",
        "pyllc.ir.parser_instructions",
        "pyllc.ir.parser_lines",
        "pyllc.ir.printer",
        "pyllc.ir.type_finder",
        "pyllc.ir.types",
        "pyllc.ir.values",
    ],
]

#: Lower layers and the packages they may not import.
LOWER_LAYERS = ("pyllc.support", "pyllc.ir", "pyllc.bitcode", "pyllc.mc")
UPPER_LAYERS = ("pyllc.codegen", "pyllc.target", "pyllc.targets", "pyllc.mir", "pyllc.tools")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _all_modules() -> dict[str, Path]:
    out: dict[str, Path] = {}
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            out[_module_name(path)] = path
    return out


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(path: Path, name: str, is_package: bool, function_level: bool) -> set[str]:
    """The modules (and ``module.name`` candidates) ``path`` imports, at module level or anywhere."""
    found: set[str] = set()

    def add(st: ast.Import | ast.ImportFrom) -> None:
        if isinstance(st, ast.Import):
            found.update(a.name for a in st.names)
            return
        if st.level:
            base = name.split(".") if is_package else name.split(".")[:-1]
            base = base[: len(base) - st.level + 1]
            mod = ".".join(base + ([st.module] if st.module else []))
        else:
            mod = st.module or ""
        found.add(mod)
        found.update(f"{mod}.{a.name}" for a in st.names)

    def visit(stmts: list[ast.stmt]) -> None:
        for st in stmts:
            if isinstance(st, (ast.Import, ast.ImportFrom)):
                add(st)
            elif isinstance(st, ast.If):
                if not _is_type_checking(st.test):
                    visit(st.body)
                visit(st.orelse)
            elif isinstance(st, ast.Try):
                visit(st.body)
                for h in st.handlers:
                    visit(h.body)
                visit(st.orelse)
                visit(st.finalbody)
            elif function_level and isinstance(
                st, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.With, ast.For, ast.While)
            ):
                visit(st.body)
                if isinstance(st, (ast.For, ast.While)):
                    visit(st.orelse)
            elif function_level and isinstance(st, ast.Match):
                for case in st.cases:
                    visit(case.body)

    visit(ast.parse(path.read_text()).body)
    return found


def _graph(function_level: bool = False) -> dict[str, set[str]]:
    mods = _all_modules()
    graph: dict[str, set[str]] = {}
    for name, path in mods.items():
        deps = _imports(path, name, path.name == "__init__.py", function_level)
        graph[name] = {d for d in deps if d in mods and d != name}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def strong(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp: list[str] = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            strong(v)
    return out


def test_no_module_level_import_cycles() -> None:
    assert _cycles(_graph()) == []


def test_no_function_level_import_cycles() -> None:
    assert sorted(_cycles(_graph(function_level=True))) == sorted(KNOWN_FUNCTION_LEVEL_CYCLES)


def test_lower_layers_import_no_code_generation() -> None:
    bad = [
        f"{mod} imports {dep}"
        for mod, deps in sorted(_graph(function_level=True).items())
        if mod.startswith(LOWER_LAYERS)
        for dep in sorted(deps)
        if dep.startswith(UPPER_LAYERS)
    ]
    assert bad == []


#: What an assembler and disassembler may load: the MC layer, support, the table-generator records.
#: ``pyllc.api`` and ``pyllc.version`` come with the package itself (``pyllc/__init__`` re-exports the API, whose
#: module loads nothing of the code generator until it is called).
MC_TOOL_ALLOWED = ("pyllc.mc", "pyllc.support", "pyllc.tblgen", "pyllc.api", "pyllc.version")
#: Generated modules that are code generation, not MC tables.
CODEGEN_TABLES = frozenset(("dag_isel",))


def _is_target_mc_module(mod: str) -> bool:
    """A target's MC module or generated MC table (``pyllc.targets.T.mc.*``, ``pyllc.targets.T.gen.*``)."""
    parts = mod.split(".")
    return (
        len(parts) >= 4
        and parts[:2] == ["pyllc", "targets"]
        and parts[3] in ("mc", "gen")
        and not (parts[3] == "gen" and len(parts) > 4 and parts[4] in CODEGEN_TABLES)
    )


def _mc_tool_modules(with_tool: bool = False) -> list[str]:
    """pyllc.mc's modules, every target's MC modules and MC tables (and the pyllc-mc tool if present)."""
    mods = _all_modules()
    names = [m for m in mods if m.startswith("pyllc.mc") or _is_target_mc_module(m)]
    return sorted(names + [m for m in ("pyllc.tools.mc",) if with_tool and m in mods])


def test_target_mc_layers_import_no_code_generation() -> None:
    graph = _graph(function_level=True)
    bad: list[str] = []
    for mod in _mc_tool_modules():
        target = ".".join(mod.split(".")[:3])
        for dep in sorted(graph[mod]):
            # The target's own description data, MC modules and MC tables.
            own = (
                dep == target
                or dep.startswith(target + ".td")
                or (dep.startswith(target + ".") and _is_target_mc_module(dep))
            )
            if not (own or dep in ("pyllc", "pyllc.targets") or dep.startswith(MC_TOOL_ALLOWED)):
                bad.append(f"{mod} imports {dep}")
    assert bad == []


def test_mc_and_gen_tables_load_no_code_generation() -> None:
    # A fresh interpreter imports the whole MC layer, the targets' MC modules and generated MC tables (and
    # pyllc-mc's module): none of the code generator (codegen, target, mir, ir, passes, the DAG selector's
    # tables) may come with them.
    mods = _mc_tool_modules(with_tool=True)
    assert "pyllc.mc.streamer" in mods and "pyllc.targets.x86.gen.instr_info" in mods
    code = (
        "import importlib, sys\n"
        f"for m in {mods!r}: importlib.import_module(m)\n"
        "print(sorted(m for m in sys.modules if m.startswith('pyllc.') and not m.startswith("
        f"{MC_TOOL_ALLOWED + ('pyllc.targets', 'pyllc.tools.mc')!r}) and m != 'pyllc.tools'))\n"
        "print(sorted(m for m in sys.modules if m.startswith('pyllc.targets.') and m.split('.')[-1] in "
        f"{sorted(CODEGEN_TABLES)!r}))"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, env={"PYTHONPATH": str(ROOT)}
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split("\n")[:2] == ["[]", "[]"]


def test_function_level_imports_are_seen() -> None:
    # DAGTypeLegalizer imports the vector legalizer inside its methods only.
    mod, dep = (
        "pyllc.codegen.selection_dag.legalize_types",
        "pyllc.codegen.selection_dag.legalize_vector_types",
    )
    assert dep not in _graph()[mod]
    assert dep in _graph(function_level=True)[mod]


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


@pytest.mark.parametrize(
    "module",
    [
        "pyllc.codegen.selection_dag.builder",
        "pyllc.codegen.switch_lowering_utils",
        "pyllc.codegen.selection_dag.dag_combiner",
        "pyllc.codegen.selection_dag.legalize_dag",
        "pyllc.codegen.selection_dag.legalize_types",
        "pyllc.codegen.selection_dag.legalize_integer_types",
        "pyllc.codegen.selection_dag.legalize_vector_types",
        "pyllc.codegen.selection_dag.legalize_float_types",
        "pyllc.codegen.selection_dag.isel",
        "pyllc.codegen.selection_dag.schedule_dag_rr_list",
        "pyllc.codegen.selection_dag.schedule_dag_sd_nodes",
        "pyllc.codegen.analysis.machine_loop_info",
        "pyllc.codegen.analysis.machine_block_frequency_info",
        "pyllc.ir.analysis.branch_probability_info",
        "pyllc.mc.streamer",
        "pyllc.target.lowering",
    ],
)
def test_module_imports_alone(module: str) -> None:
    proc = subprocess.run(
        [sys.executable, "-c", f"import {module}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT)},
    )
    assert proc.returncode == 0, proc.stderr
