"""Module-level imports of ``pyllc.codegen`` and ``pyllc.target`` form no cycle, and each module imports alone.

The graph holds the ``import``/``from ... import`` statements a module runs when it is imported (module level,
including ``try``/``if`` bodies, excluding ``if TYPE_CHECKING:`` blocks and function bodies).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
PACKAGES = ("pyllc/codegen", "pyllc/target")


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


def _module_level_imports(path: Path, name: str, is_package: bool) -> set[str]:
    found: set[str] = set()

    def visit(stmts: list[ast.stmt]) -> None:
        for st in stmts:
            if isinstance(st, ast.Import):
                found.update(a.name for a in st.names)
            elif isinstance(st, ast.ImportFrom):
                if st.level:
                    base = name.split(".") if is_package else name.split(".")[:-1]
                    base = base[: len(base) - st.level + 1]
                    mod = ".".join(base + ([st.module] if st.module else []))
                else:
                    mod = st.module or ""
                found.add(mod)
                found.update(f"{mod}.{a.name}" for a in st.names)
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

    visit(ast.parse(path.read_text()).body)
    return found


def _graph() -> dict[str, set[str]]:
    mods = _all_modules()
    graph: dict[str, set[str]] = {}
    for name, path in mods.items():
        deps = _module_level_imports(path, name, path.name == "__init__.py")
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
        "pyllc.ir.analysis.branch_probability_info",
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
