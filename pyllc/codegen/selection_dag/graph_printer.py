"""The selector's debugging views: ``-view-*-dags`` files and ``-debug-only=isel`` dumps (LLVM: the ``cl::opt``s
of lib/CodeGen/SelectionDAG/SelectionDAGISel.cpp, ``ScheduleDAGSDNodes::getGraphNodeLabel`` and
``SelectionDAG::viewGraph`` in SelectionDAGPrinter.cpp, ``WriteGraph`` in include/llvm/Support/GraphWriter.h).

What it is.  ``CodeGenAndEmitDAG`` can show the DAG of each block before each phase and dump it after each
phase.  The flags:

* ``-view-dag-combine1-dags``, ``-view-legalize-types-dags``, ``-view-dag-combine-lt-dags``,
  ``-view-legalize-dags``, ``-view-dag-combine2-dags``, ``-view-isel-dags``, ``-view-sched-dags``: the DAG
  that enters the phase, as Graphviz text (``printer.dag_to_dot``), titled ``"<phase> input for f:block"``;
* ``-view-sunit-dags``: the scheduling units after scheduling (one record per unit listing its glued nodes,
  edges to its predecessors, order dependences blue and dashed), titled
  ``"Scheduling-Units Graph for sunit-dag.f:block"``;
* ``-filter-view-dags=<block>``: only the blocks whose IR name is ``<block>``;
* ``-debug-only=isel`` (a comma separated list; other debug types are accepted and ignored): the stage
  dumps on standard error, each a header ``<Stage> selection DAG: %bb.N 'f:block'`` and
  ``dumper.dump_dag``; instruction selection is bracketed by ``===== Instruction selection begins: %bb.N
  'block'`` and ``===== Instruction selection ends:``.  llc-14 release builds have no ``-debug-only``;
  assertion-enabled builds print the same headers.

Instead of opening a viewer, each view is written to ``dag.<function>.<n>.dot`` in the current directory
(``n`` counts the function's views from 0), with GraphWriter's ``Writing '<file>'...  done.`` line on
standard error, and converted to ``dag.<function>.<n>.svg`` when Graphviz's ``dot`` is on the PATH.

How it hooks in.  :func:`install` wraps the selector pass's ``run`` so that each function gets the default
stages (``ISelStages.default``) with every phase function wrapped by :class:`ISelTracer`; the wrappers do the
"before" views and the "after" dumps at the positions ``CodeGenAndEmitDAG`` has them.  Phases the project
lacks are replaced by no-ops so the dumps still appear.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from typing import Any, Callable, Final, TextIO

from pyllc.codegen.selection_dag.dumper import DAGPrinterContext, dump_dag
from pyllc.codegen.selection_dag.printer import dag_to_dot, escape_string, node_label
from pyllc.codegen.value_types import MVT
from pyllc.support.command_line import Option, ParsedArgs

#: Flag name -> the phase whose input it shows (the title prefix of the graph).
VIEW_PHASES: Final[dict[str, str]] = {
    "view-dag-combine1-dags": "dag-combine1",
    "view-legalize-types-dags": "legalize-types",
    "view-dag-combine-lt-dags": "dag-combine-lt",
    "view-legalize-dags": "legalize",
    "view-dag-combine2-dags": "dag-combine2",
    "view-isel-dags": "isel",
    "view-sched-dags": "scheduler",
    "view-sunit-dags": "sunit",
}

ISEL_DEBUG_OPTIONS: Final[tuple[Option, ...]] = (
    Option("view-dag-combine1-dags", "Write dags before the first dag combine pass as Graphviz files"),
    Option("view-legalize-types-dags", "Write dags before legalize types as Graphviz files"),
    Option(
        "view-dag-combine-lt-dags",
        "Write dags before the post legalize types dag combine pass as Graphviz files",
    ),
    Option("view-legalize-dags", "Write dags before legalize as Graphviz files"),
    Option("view-dag-combine2-dags", "Write dags before the second dag combine pass as Graphviz files"),
    Option("view-isel-dags", "Write isel dags as they are selected as Graphviz files"),
    Option("view-sched-dags", "Write sched dags as they are processed as Graphviz files"),
    Option("view-sunit-dags", "Write SUnit dags after scheduling as Graphviz files"),
    Option(
        "filter-view-dags",
        "Only write the -view-*-dags files of basic blocks with this name",
        kind="value",
        default="",
        value_name="basic block name",
    ),
    Option(
        "debug-only",
        "Enable a specific type of debug output (comma separated list of types; 'isel' prints "
        "the SelectionDAG of every phase, other types are ignored; llc-14 release builds lack this option)",
        kind="list",
        default=(),
        value_name="debug string",
    ),
)


@dataclass(frozen=True, slots=True)
class ISelDebugOptions:
    """The parsed view and debug flags."""

    views: frozenset[str] = frozenset()
    filter_block: str = ""
    debug_isel: bool = False

    @staticmethod
    def from_args(args: ParsedArgs) -> ISelDebugOptions:
        v = args.values
        views = frozenset(phase for flag, phase in VIEW_PHASES.items() if v.get(flag.replace("-", "_")))
        debug_types: list[str] = []
        for item in v.get("debug_only") or ():
            debug_types.extend(t.strip() for t in item.split(","))
        return ISelDebugOptions(views, v.get("filter_view_dags") or "", "isel" in debug_types)

    @property
    def active(self) -> bool:
        return bool(self.views) or self.debug_isel


def printer_context(subtarget: Any) -> DAGPrinterContext:
    """The dumper's target hooks for ``subtarget``: register, target node and machine opcode names, memory
    operands as ``MachineMemOperand::print`` writes them."""
    tri = subtarget.get_register_info()
    tli = subtarget.get_target_lowering()
    tii = subtarget.get_instr_info()
    return DAGPrinterContext(
        register_name=tri.get_name,
        target_node_name=tli.get_target_node_name,
        machine_opcode_name=tii.get_name,
        mem_operand_text=_mem_operand_text,
    )


def _mem_operand_text(mmo: Any) -> str:
    """A MemSDNode's operand, or ``Mem:`` and the operands of a machine node (space separated)."""
    if isinstance(mmo, (tuple, list)):
        return "Mem:" + " ".join(m.print(None) for m in mmo)
    return mmo.print(None)


def sunit_label(su: Any, ctx: DAGPrinterContext) -> str:
    """``ScheduleDAGSDNodes::getGraphNodeLabel``: ``SU(n): `` and the unit's glued nodes, top first."""
    node = su.node
    if node is None:
        return f"SU({su.node_num}): CROSS RC COPY"
    glued: list[Any] = []
    while node is not None:
        glued.append(node)
        ops = node.ops
        node = ops[-1][0] if ops and ops[-1][0].vts[ops[-1][1]] == MVT.Glue else None
    return f"SU({su.node_num}): " + "\n    ".join(node_label(n, ctx) for n in reversed(glued))


_DEFAULT_CONTEXT: Final = DAGPrinterContext()


def sunits_to_dot(
    sunits: list[Any], title: str, root: Any = None, ctx: DAGPrinterContext = _DEFAULT_CONTEXT
) -> str:
    """The DOT text of ``ScheduleDAG::viewGraph``: one record per unit, an edge to each predecessor (order
    and other non-data dependences blue and dashed), ``GraphRoot`` pointing at the unit of the DAG's root."""
    esc = escape_string(title)
    lines = [f'digraph "{esc}" {{', '\trankdir="BT";', f'\tlabel="{esc}";', ""]
    units = sorted(sunits, key=lambda s: s.node_num)
    for su in units:
        lines.append(
            f"\tNode0x{su.node_num + 1:x} [shape=record,shape=Mrecord,"
            f'label="{{{escape_string(sunit_label(su, ctx))}}}"];'
        )
        for dep in su.preds:
            attrs = "[color=blue,style=dashed]" if dep.is_ctrl() else ""
            lines.append(f"\tNode0x{su.node_num + 1:x} -> Node0x{dep.su.node_num + 1:x}{attrs};")
    lines.append('\tNode0x0[ plaintext=circle, label ="GraphRoot"];')
    if root is not None:
        for su in units:
            n = su.node
            while n is not None and n is not root:
                ops = n.ops
                n = ops[-1][0] if ops and ops[-1][0].vts[ops[-1][1]] == MVT.Glue else None
            if n is root:
                lines.append(f"\tNode0x0 -> Node0x{su.node_num + 1:x}[color=blue,style=dashed];")
                break
    lines.append("}")
    return "\n".join(lines) + "\n"


def write_graph(text: str, path: str, err: TextIO) -> str:
    """``WriteGraph``: the ``.dot`` file, its GraphWriter messages, and an ``.svg`` when ``dot`` exists."""
    err.write(f"Writing '{path}'... ")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    err.write(" done. \n")
    dot = shutil.which("dot")
    if dot is not None:
        subprocess.run([dot, "-Tsvg", path, "-o", path[:-4] + ".svg"], check=False, capture_output=True)
    return path


class ISelTracer:
    """Wraps the phase functions of one function's selection with the views and dumps."""

    def __init__(
        self,
        opts: ISelDebugOptions,
        subtarget: Any,
        function_name: str,
        err: TextIO | None = None,
        directory: str = ".",
    ) -> None:
        self.opts = opts
        self.ctx = printer_context(subtarget)
        self.fn_name = function_name
        self.err = err if err is not None else sys.stderr
        self.directory = directory
        self.count = 0

    # --- naming -------------------------------------------------------------------------------------------

    def _block(self, dag: Any) -> tuple[str, str, str]:
        """(``%bb.N``, IR block name, ``f:block``) of the block being selected."""
        mbb = dag.funcinfo.mbb if getattr(dag, "funcinfo", None) is not None else None
        number = getattr(mbb, "number", -1)
        ir_block = getattr(mbb, "ir_block", None)
        name = getattr(ir_block, "name", "") or ""
        return f"%bb.{number}", name, f"{self.fn_name}:{name}"

    def _dump(self, stage: str, dag: Any) -> None:
        if self.opts.debug_isel:
            ref, _, full = self._block(dag)
            self.err.write(f"{stage} selection DAG: {ref} '{full}'\n")
            self.err.write(dump_dag(dag, self.ctx))

    def _wants(self, phase: str, dag: Any) -> bool:
        if phase not in self.opts.views:
            return False
        return not self.opts.filter_block or self._block(dag)[1] == self.opts.filter_block

    def _next_path(self) -> str:
        name = f"dag.{self.fn_name}.{self.count}.dot"
        path = name if self.directory == "." else os.path.join(self.directory, name)
        self.count += 1
        return path

    def _view(self, phase: str, dag: Any) -> None:
        if self._wants(phase, dag):
            title = f"{phase} input for {self._block(dag)[2]}"
            write_graph(dag_to_dot(dag, title, self.ctx), self._next_path(), self.err)

    # --- wrapped phases -----------------------------------------------------------------------------------

    def wrap(self, stages: Any) -> Any:
        """``stages`` with every phase wrapped (missing combine/legalize phases become no-ops)."""
        from pyllc.codegen.selection_dag.isel import ISelStages

        combine = stages.combine or (lambda dag, level, opt: None)
        legalize_types = stages.legalize_types or (lambda dag: True)
        legalize = stages.legalize or (lambda dag: None)
        before = {0: ("dag-combine1", "Initial"), 1: ("dag-combine-lt", None), 3: ("dag-combine2", None)}
        after = {
            0: "Optimized lowered",
            1: "Optimized type-legalized",
            2: "Optimized vector-legalized",
            3: "Optimized legalized",
        }

        def traced_combine(dag: Any, level: int, opt: int) -> Any:
            phase, dump = before.get(level, (None, None))
            if dump:
                self._dump(dump, dag)
            if phase:
                self._view(phase, dag)
            result = combine(dag, level, opt)
            self._dump(after.get(level, "Optimized"), dag)
            return result

        def traced_legalize_types(dag: Any) -> Any:
            self._view("legalize-types", dag)
            changed = legalize_types(dag)
            self._dump("Type-legalized", dag)
            return changed

        def traced_legalize(dag: Any) -> Any:
            self._view("legalize", dag)
            result = legalize(dag)
            self._dump("Legalized", dag)
            return result

        traced_select: Callable[[Any], Any] | None = None
        select = stages.select
        if select is not None:

            def traced_select(dag: Any) -> Any:
                self._view("isel", dag)
                if self.opts.debug_isel:
                    ref, name, _ = self._block(dag)
                    self.err.write(f"===== Instruction selection begins: {ref} '{name}'\n")
                result = select(dag)
                if self.opts.debug_isel:
                    self.err.write("\n===== Instruction selection ends:\n")
                self._dump("Selected", dag)
                return result

        traced_schedule: Callable[[Any, int], Any] | None = None
        schedule = stages.schedule
        if schedule is not None:

            def traced_schedule(dag: Any, opt: int) -> Any:
                self._view("scheduler", dag)
                units = schedule(dag, opt)
                if self._wants("sunit", dag):
                    title = f"Scheduling-Units Graph for sunit-dag.{self._block(dag)[2]}"
                    text = sunits_to_dot(list(units), title, dag.root[0], self.ctx)
                    write_graph(text, self._next_path(), self.err)
                return units

        return ISelStages(
            combine=traced_combine,
            legalize_types=traced_legalize_types,
            legalize=traced_legalize,
            select=traced_select,
            schedule=traced_schedule,
            emit=stages.emit,
            compute_live_out=stages.compute_live_out,
        )


def install(isel_pass: Any, opts: ISelDebugOptions, err: TextIO | None = None, directory: str = ".") -> None:
    """Make the selector pass ``isel_pass`` trace every function it selects (no-op when nothing is asked)."""
    if not opts.active:
        return
    from pyllc.codegen.selection_dag.isel import ISelStages

    original_run = isel_pass.run
    tracers: dict[str, ISelTracer] = {}

    def run(mf: Any, am: Any = None) -> Any:
        saved = isel_pass.stages
        base = saved if saved is not None else ISelStages.default(mf.subtarget)
        tracer = tracers.get(mf.name)
        if tracer is None:
            tracer = tracers[mf.name] = ISelTracer(opts, mf.subtarget, mf.name, err, directory)
        isel_pass.stages = tracer.wrap(base)
        try:
            return original_run(mf, am)
        finally:
            isel_pass.stages = saved

    isel_pass.run = run


__all__ = [
    "ISEL_DEBUG_OPTIONS",
    "ISelDebugOptions",
    "ISelTracer",
    "VIEW_PHASES",
    "install",
    "printer_context",
    "sunit_label",
    "sunits_to_dot",
    "write_graph",
]
