"""Graphviz views of a SelectionDAG: ``-view-*-dags`` (LLVM: lib/CodeGen/SelectionDAG/SelectionDAGPrinter.cpp,
include/llvm/Support/GraphWriter.h).

What it is.  llc can show the DAG of each block at each phase (``-view-dag-combine1-dags``,
``-view-legalize-types-dags``, ``-view-dag-combine-lt-dags``, ``-view-legalize-dags``,
``-view-dag-combine2-dags``, ``-view-isel-dags``, ``-view-sched-dags``, ``-view-sunit-dags``; restricted to
one block with ``-filter-view-dags=<block name>``).  LLVM writes the graph as a ``.dot`` file through
GraphWriter and opens a viewer; pyllc writes the same text to a file and, when Graphviz's ``dot`` is on the
PATH, an ``.svg`` beside it.

The DOT text has LLVM's shape, drawn bottom-up (``rankdir="BT"``): one ``Mrecord`` node per SDNode whose
label has three rows -- operand ports ``<s0>0|<s1>1`` (the edge sources), the operation with its details and
the ``tN`` id, and result ports ``<d0>i32|<d1>ch`` (the edge destinations) -- and one edge per operand from
the user's operand port to the producer's result port; chain edges are blue and dashed, glue edges red and
bold.  A ``GraphRoot`` pseudo-node points at the root once the DAG has been topologically numbered.  LLVM
names nodes by their memory address; pyllc uses the persistent id in hex (``Node0x5``) so files are
reproducible.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from typing import Any

from pyllc.codegen.selection_dag.dumper import DAGPrinterContext, details_text, operation_name_of
from pyllc.codegen.selection_dag.nodes import SDNode
from pyllc.codegen.value_types import MVT, evt_string

_DEFAULT = DAGPrinterContext()

#: The llc flags that request a view, with the title prefix LLVM gives each phase.
VIEW_FLAGS = {
    "view-dag-combine1-dags": "dag-combine1 input for ",
    "view-legalize-types-dags": "legalize-types input for ",
    "view-dag-combine-lt-dags": "dag-combine-lt input for ",
    "view-legalize-dags": "legalize input for ",
    "view-dag-combine2-dags": "dag-combine2 input for ",
    "view-isel-dags": "isel input for ",
    "view-sched-dags": "scheduler input for ",
}


def escape_string(label: str) -> str:
    """``DOT::EscapeString``: backslash the record metacharacters, ``\\n`` for newlines."""
    out: list[str] = []
    i = 0
    n = len(label)
    while i < n:
        ch = label[i]
        if ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("  ")
        elif ch == "\\":
            nxt = label[i + 1] if i + 1 < n else ""
            if nxt == "l":
                out.append("\\")
            elif nxt in ("|", "{", "}"):
                pass  # "\|" in a label means a literal "|": drop the backslash, the next char is escaped below
            else:
                out.append("\\\\")
        elif ch in '{}<>|"':
            out.append("\\" + ch)
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def _node_name(node: SDNode | None) -> str:
    return "Node0x0" if node is None else f"Node0x{node.persistent_id + 1:x}"


def node_label(node: SDNode, ctx: DAGPrinterContext = _DEFAULT) -> str:
    """``getSimpleNodeLabel``: the operation name and details."""
    return operation_name_of(node, ctx) + details_text(node, ctx)


def dag_to_dot(dag: Any, title: str, ctx: DAGPrinterContext = _DEFAULT) -> str:
    """The DOT text GraphWriter writes for ``dag`` under ``title``."""
    esc_title = escape_string(title)
    lines = [f'digraph "{esc_title}" {{', '\trankdir="BT";', f'\tlabel="{esc_title}";', ""]
    for node in dag.all_nodes:
        parts = ["{"]
        if node.ops:
            ports = "|".join(f"<s{i}>{i}" for i in range(min(len(node.ops), 64)))
            if len(node.ops) > 64:
                ports += "|<s64>truncated..."
            parts.append("{" + ports + "}|")
        parts.append(escape_string(node_label(node, ctx)))
        parts.append("|" + escape_string(f"t{node.persistent_id}"))
        dests = [f"<d{i}>{escape_string(evt_string(vt))}" for i, vt in enumerate(node.vts[:64])]
        if len(node.vts) > 64:
            dests.append("<d64>truncated...")
        parts.append("|{" + "|".join(dests) + "}")
        parts.append("}")
        lines.append(f'\t{_node_name(node)} [shape=record,shape=Mrecord,label="{"".join(parts)}"];')
        for i, (op_node, res) in enumerate(node.ops):
            vt = op_node.vts[res]
            if vt == MVT.Glue:
                attrs = "[color=red,style=bold]"
            elif vt == MVT.Other:
                attrs = "[color=blue,style=dashed]"
            else:
                attrs = ""
            src_port = min(i, 64)
            lines.append(f"\t{_node_name(node)}:s{src_port} -> {_node_name(op_node)}:d{min(res, 64)}{attrs};")
    lines.append(f'\t{_node_name(None)}[ plaintext=circle, label ="GraphRoot"];')
    root_node, root_res = dag.root
    if root_node is not None and root_node.node_id != -1:
        lines.append(f"\t{_node_name(None)} -> {_node_name(root_node)}:d{root_res}[color=blue,style=dashed];")
    lines.append("}")
    return "\n".join(lines) + "\n"


def view_graph(
    dag: Any,
    title: str,
    function_name: str,
    directory: str = ".",
    ctx: DAGPrinterContext = _DEFAULT,
    index: int = 0,
) -> str:
    """``SelectionDAG::viewGraph``: write ``dag.<function>[.<n>].dot`` (and ``.svg`` when ``dot`` exists).

    Returns the path of the ``.dot`` file.
    """
    suffix = f".{index}" if index else ""
    path = os.path.join(directory, f"dag.{function_name}{suffix}.dot")
    with open(path, "w", encoding="utf-8") as f:
        f.write(dag_to_dot(dag, title, ctx))
    dot = shutil.which("dot")
    if dot is not None:
        svg = path[:-4] + ".svg"
        subprocess.run([dot, "-Tsvg", path, "-o", svg], check=False, capture_output=True)
    return path
