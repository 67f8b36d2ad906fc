"""The selector's -view-*-dags files and -debug-only=isel dumps (graph_printer.py).

Expected positions follow LLVM 14's ``CodeGenAndEmitDAG``: each view shows the DAG *entering* its phase, each dump
the DAG *after* its phase; the dag-combine-lt view and the "Optimized type-legalized" dump exist only when type
legalization changed the DAG.  The SUnit graph follows ``ScheduleDAGSDNodes::getGraphNodeLabel`` (``SU(n): ``,
glued nodes top first, joined by a newline and four spaces) and ScheduleDAG's graph traits (edges from a unit to
its predecessors, non-data dependences blue and dashed).
"""

from __future__ import annotations

import io
import os
import shutil
import stat
from typing import Any

import pytest

from pyllc.codegen.isd import ISD
from pyllc.codegen.selection_dag import graph_printer as GP
from pyllc.codegen.selection_dag.dumper import DAGPrinterContext
from pyllc.codegen.selection_dag.isel import ISelDAG, ISelStages
from pyllc.codegen.selection_dag.schedule_dag_sd_nodes import SDEP_DATA, SDEP_ORDER, SDep, SUnit
from pyllc.codegen.value_types import MVT
from pyllc.support.command_line import parse_args
from pyllc.tools import llc

VREG = 1 << 31


def _dag() -> ISelDAG:
    dag = ISelDAG()
    entry = dag.get_entry_node()
    a = dag.get_copy_from_reg(entry, VREG | 0, MVT.i32)
    s = dag.get_node(ISD.ADD, MVT.i32, a, a)
    dag.set_root(dag.get_copy_to_reg(entry, 10, s, glue=None))
    return dag


class _Block:
    def __init__(self, name: str) -> None:
        self.name = name


class _MBB:
    def __init__(self, number: int, name: str) -> None:
        self.number = number
        self.ir_block = _Block(name)


class _FuncInfo:
    def __init__(self, mbb: _MBB) -> None:
        self.mbb = mbb


DOT = shutil.which("dot")


@pytest.fixture(params=["no-dot", "fake-dot", "real-dot"])
def graphviz(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> str:
    """PATH is a directory holding only ``dot`` (a stand-in or a link to Graphviz's) or nothing at all.

    ``write_graph`` converts each ``.dot`` file to ``.svg`` exactly when ``dot`` is found on the PATH, so every
    view test runs once per state and checks the files of that state.
    """
    kind: str = request.param
    bin_dir = tmp_path_factory.mktemp("bin")
    if kind == "fake-dot":
        fake = bin_dir / "dot"
        # Copies its input (``-Tsvg IN -o OUT``) to the -o file; /bin/cp by path, the PATH holds only dot.
        fake.write_text('#!/bin/sh\nexec /bin/cp "$2" "$4"\n')
        fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    elif kind == "real-dot":
        if DOT is None:
            pytest.skip("Graphviz's dot is not installed")
        os.symlink(DOT, bin_dir / "dot")
    monkeypatch.setenv("PATH", str(bin_dir))
    return kind


def _view_files(directory: str | os.PathLike[str], graphviz: str) -> list[str]:
    """The ``.dot`` files written to ``directory`` in view order, after checking the ``.svg`` beside each."""
    names = os.listdir(directory)
    dots = sorted((n for n in names if n.endswith(".dot")), key=lambda n: int(n.split(".")[2]))
    svgs = sorted(n for n in names if n.endswith(".svg"))
    assert len(dots) + len(svgs) == len(names)
    if graphviz == "no-dot":
        assert svgs == []
    else:
        assert svgs == sorted(n[:-4] + ".svg" for n in dots)
        for n in svgs:
            with open(os.path.join(directory, n), encoding="utf-8") as f:
                text = f.read()
            if graphviz == "real-dot":
                assert "<svg" in text and "</svg>" in text
            else:
                with open(os.path.join(directory, n[:-4] + ".dot"), encoding="utf-8") as f:
                    assert text == f.read()
    return dots


def _tracer(opts: GP.ISelDebugOptions, tmp_path: Any) -> tuple[GP.ISelTracer, io.StringIO]:
    err = io.StringIO()
    tracer = GP.ISelTracer.__new__(GP.ISelTracer)
    tracer.opts = opts
    tracer.ctx = DAGPrinterContext(register_name=lambda r: {10: "EAX"}[r])
    tracer.fn_name = "f"
    tracer.err = err
    tracer.directory = str(tmp_path)
    tracer.count = 0
    return tracer, err


def _run_block(tracer: GP.ISelTracer, changed: bool, log: list[str]) -> None:
    """Drive the wrapped stages the way ``code_gen_and_emit_dag`` does."""

    def combine(dag: Any, level: int, opt: int) -> None:
        log.append(f"combine{level}")

    def legalize_types(dag: Any) -> bool:
        log.append("legalize_types")
        return changed

    stages = tracer.wrap(
        ISelStages(
            combine=combine,
            legalize_types=legalize_types,
            legalize=lambda dag: log.append("legalize"),
            select=lambda dag: log.append("select"),
            schedule=lambda dag, opt: log.append("schedule") or [],
            emit=lambda *a: None,
        )
    )
    dag = _dag()
    dag.funcinfo = _FuncInfo(_MBB(3, "body"))
    stages.combine(dag, 0, 2)
    if stages.legalize_types(dag):
        stages.combine(dag, 1, 2)
    stages.legalize(dag)
    stages.combine(dag, 3, 2)
    stages.select(dag)
    stages.schedule(dag, 2)


@pytest.mark.parametrize("changed", [True, False])
def test_debug_only_isel_headers_in_order(tmp_path: Any, changed: bool) -> None:
    tracer, err = _tracer(GP.ISelDebugOptions(debug_isel=True), tmp_path)
    log: list[str] = []
    _run_block(tracer, changed, log)
    headers = [ln for ln in err.getvalue().splitlines() if "selection" in ln]
    expected = [
        "Initial selection DAG: %bb.3 'f:body'",
        "Optimized lowered selection DAG: %bb.3 'f:body'",
        "Type-legalized selection DAG: %bb.3 'f:body'",
    ]
    if changed:
        expected.append("Optimized type-legalized selection DAG: %bb.3 'f:body'")
    expected += [
        "Legalized selection DAG: %bb.3 'f:body'",
        "Optimized legalized selection DAG: %bb.3 'f:body'",
        "===== Instruction selection begins: %bb.3 'body'",
        "===== Instruction selection ends:",
        "Selected selection DAG: %bb.3 'f:body'",
    ]
    assert headers == expected
    # Each header is followed by the dumper's text.
    text = err.getvalue()
    assert "Initial selection DAG: %bb.3 'f:body'\nSelectionDAG has 6 nodes:\n" in text
    assert "  t5: ch = CopyToReg t0, Register:i32 $eax, t3\n" in text
    assert not os.listdir(tmp_path)


def test_views_precede_their_phase(tmp_path: Any, graphviz: str) -> None:
    phases = frozenset(GP.VIEW_PHASES.values()) - {"sunit"}
    tracer, err = _tracer(GP.ISelDebugOptions(views=phases), tmp_path)
    log: list[str] = []
    _run_block(tracer, True, log)
    files = _view_files(tmp_path, graphviz)
    titles = [open(os.path.join(tmp_path, f)).readline() for f in files]
    assert titles == [
        f'digraph "{p} input for f:body" {{\n'
        for p in (
            "dag-combine1",
            "legalize-types",
            "dag-combine-lt",
            "legalize",
            "dag-combine2",
            "isel",
            "scheduler",
        )
    ]
    assert err.getvalue().splitlines() == [f"Writing '{tmp_path}/dag.f.{i}.dot'...  done. " for i in range(7)]
    assert log == ["combine0", "legalize_types", "combine1", "legalize", "combine3", "select", "schedule"]


def test_filter_view_dags(tmp_path: Any, graphviz: str) -> None:
    tracer, _ = _tracer(GP.ISelDebugOptions(views=frozenset({"isel"}), filter_block="other"), tmp_path)
    _run_block(tracer, False, [])
    assert os.listdir(tmp_path) == []
    tracer, _ = _tracer(GP.ISelDebugOptions(views=frozenset({"isel"}), filter_block="body"), tmp_path)
    _run_block(tracer, False, [])
    assert _view_files(tmp_path, graphviz) == ["dag.f.0.dot"]


def test_sunit_graph() -> None:
    dag = _dag()
    nodes = dag.all_nodes
    copy_from = next(n for n in nodes if n.opcode == ISD.CopyFromReg)
    add = next(n for n in nodes if n.opcode == ISD.ADD)
    # A glued pair: the bottom node's last operand is the glue of the top node.
    top = dag.get_node(
        ISD.CopyToReg, (MVT.Other, MVT.Glue), dag.get_entry_node(), dag.get_register(10, MVT.i32), (add, 0)
    )
    bottom = dag.get_node(ISD.TokenFactor, MVT.Other, (top[0], 0), (top[0], 1))
    su0, su1, su2, su3 = SUnit(bottom[0], 0), SUnit(add, 1), SUnit(copy_from, 2), SUnit(None, 3)
    su0.preds.append(SDep(su1, SDEP_DATA))
    su1.preds.append(SDep(su2, SDEP_DATA))
    su0.preds.append(SDep(su3, SDEP_ORDER))
    text = GP.sunits_to_dot([su2, su0, su1, su3], "Scheduling-Units Graph for sunit-dag.f:entry", bottom[0])
    lines = text.splitlines()
    assert lines[:4] == [
        'digraph "Scheduling-Units Graph for sunit-dag.f:entry" {',
        '\trankdir="BT";',
        '\tlabel="Scheduling-Units Graph for sunit-dag.f:entry";',
        "",
    ]
    assert lines[4] == '\tNode0x1 [shape=record,shape=Mrecord,label="{SU(0): CopyToReg\\n    TokenFactor}"];'
    assert lines[5:7] == ["\tNode0x1 -> Node0x2;", "\tNode0x1 -> Node0x4[color=blue,style=dashed];"]
    assert '\tNode0x4 [shape=record,shape=Mrecord,label="{SU(3): CROSS RC COPY}"];' in lines
    assert "\tNode0x2 -> Node0x3;" in lines
    assert lines[-3:] == [
        '\tNode0x0[ plaintext=circle, label ="GraphRoot"];',
        "\tNode0x0 -> Node0x1[color=blue,style=dashed];",
        "}",
    ]


def test_options_parse() -> None:
    opts = llc.all_options()

    def parsed(*argv: str) -> GP.ISelDebugOptions:
        return GP.ISelDebugOptions.from_args(parse_args("pyllc", list(argv), opts))

    assert parsed() == GP.ISelDebugOptions()
    assert not parsed().active
    assert parsed("-debug-only=dagcombine,isel").debug_isel
    assert parsed("-debug-only=isel").debug_isel
    assert not parsed("-debug-only=dagcombine").debug_isel
    got = parsed("-view-isel-dags", "-view-sunit-dags", "-filter-view-dags=for.body")
    assert got.views == frozenset({"isel", "sunit"}) and got.filter_block == "for.body"
    assert len(GP.VIEW_PHASES) == 8


SRC = """define i32 @f(i32 %a) {
entry:
  %s = add i32 %a, 1
  ret i32 %s
}
"""


def test_driver_writes_dot_and_svg(tmp_path: Any, monkeypatch: Any, capsys: Any, graphviz: str) -> None:
    src = tmp_path / "in.ll"
    src.write_text(SRC)
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    assert llc.main(["-view-legalize-dags", str(src), "-o", str(tmp_path / "out.s")]) == 0
    assert _view_files(work, graphviz) == ["dag.f.0.dot"]
    assert 'digraph "legalize input for f:entry" {' in (work / "dag.f.0.dot").read_text()
    # The same GraphWriter line with and without dot; nothing is said about the .svg.
    assert capsys.readouterr().err == "Writing 'dag.f.0.dot'...  done. \n"


def test_help_documents_debug_only(capsys: Any) -> None:
    assert llc.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "-debug-only" in out and "release builds" in out
    assert "-view-isel-dags" in out and "-filter-view-dags" in out
