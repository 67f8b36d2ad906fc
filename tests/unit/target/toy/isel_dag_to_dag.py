"""The toy selector: the generated matcher plus ``select`` for the nodes patterns do not cover (a bare frame
index becomes ``add dst, fi, 0``) and the ``ADDRri`` address pattern (base register + constant)."""

from __future__ import annotations

import importlib
from typing import Any

from pyllc.codegen.isd import ISD
from pyllc.codegen.selection_dag.isel_matcher import DAGMatcherSelector, isd_resolver, resolve_tables
from pyllc.codegen.selection_dag.nodes import SDNode, SDValue
from pyllc.codegen.value_types import MVT
from pyllc.support.diagnostics import UnsupportedError

from .gen import instr_info as X
from .isel_lowering import TOYISD

_GEN: Any = importlib.import_module("toy.gen.dag_isel")
_TABLE = resolve_tables(_GEN.PATTERNS, isd_resolver(TOYISD))
_CC_LEAVES = {
    "TOY_CC_EQ": ISD.SETEQ,
    "TOY_CC_NE": ISD.SETNE,
    "TOY_CC_LT": ISD.SETLT,
    "TOY_CC_GE": ISD.SETGE,
    "TOY_CC_LTU": ISD.SETULT,
    "TOY_CC_GEU": ISD.SETUGE,
}


class ToyDAGToDAGISel(DAGMatcherSelector):
    def __init__(self, tm: Any = None, opt_level: int = 2) -> None:
        self.tm = tm
        self.opt_level = opt_level
        self.dag: Any = None
        self.table = _TABLE
        self.may_raise_fp_exception = None

    def select(self, node: SDNode) -> None:
        opc = node.opcode
        if opc < 0 or self.select_common(node):
            return
        dag = self.dag
        if opc == ISD.FrameIndex:
            fi = dag.get_frame_index(node.payload, MVT.i32, True)
            dag.select_node_to(node, X.ADDri, node.vts[0], fi, dag.get_target_constant(0, MVT.i32))
            return
        if not self.select_code(node):
            raise UnsupportedError(None, f"toy: cannot select node {opc}")

    def check_node_predicate(self, value: SDValue, name: str) -> bool:
        cc = _CC_LEAVES.get(name)
        if cc is not None:
            n = value[0]
            return n.opcode == ISD.Constant and n.payload[0] == cc
        return super().check_node_predicate(value, name)

    def select_addr(self, root: SDNode, parent: SDNode | None, addr: SDValue) -> tuple[SDValue, ...] | None:
        """``SelectAddr``: (base, offset) with a frame index as the base where there is one."""
        dag = self.dag
        base, off = addr, 0
        if dag.is_base_with_constant_offset(addr):
            base, off = addr[0].ops[0], addr[0].ops[1][0].const_sext_value
        if base[0].opcode == ISD.FrameIndex:
            base = dag.get_frame_index(base[0].payload, MVT.i32, True)
        return base, dag.get_target_constant(off, MVT.i32)
