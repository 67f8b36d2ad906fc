"""Shared helpers for the combiner and legalizer tests: an x86-64-like TargetLowering built from explicit
actions (the register classes of x86-64 without vectors; LLVM 14's x86 choices where a test depends on them)."""

from __future__ import annotations

from pyllc.codegen.isd import ISD
from pyllc.codegen.selection_dag.dag import SelectionDAG
from pyllc.codegen.selection_dag.nodes import SDNode, SDValue
from pyllc.codegen.value_types import MVT
from pyllc.target.lowering import CUSTOM, EXPAND, PROMOTE, TargetLowering, ZeroOrOneBooleanContent

VREG = 1 << 31


class TestLowering(TargetLowering):
    __test__ = False

    """x86-64-like tables: i8..i64, f32, f64 legal; division and mulh Expand; setcc results i8."""

    def __init__(self) -> None:
        super().__init__("x86_64-unknown-linux-gnu", 64)
        for vt in (MVT.i8, MVT.i16, MVT.i32, MVT.i64, MVT.f32, MVT.f64):
            self.add_register_class(vt, object())
        self.compute_register_properties()
        self.set_boolean_contents(ZeroOrOneBooleanContent)
        for vt in (MVT.i8, MVT.i16, MVT.i32, MVT.i64):
            self.set_operation_action(
                [ISD.MULHS, ISD.MULHU, ISD.SDIV, ISD.UDIV, ISD.SREM, ISD.UREM], vt, EXPAND
            )
            self.set_operation_action([ISD.ROTL, ISD.ROTR], vt, EXPAND)
            self.set_operation_action(ISD.BR_CC, vt, EXPAND)
            self.set_operation_action(ISD.SELECT_CC, vt, EXPAND)
        self.set_operation_action(ISD.BR_CC, MVT.f64, EXPAND)
        self.set_operation_action(ISD.SELECT_CC, MVT.f64, EXPAND)

    def get_setcc_result_type(self, vt: int) -> int:
        return MVT.i8

    def get_scalar_shift_amount_ty(self, vt: int) -> int:
        return MVT.i8


def make_dag(tli: TargetLowering | None = None) -> SelectionDAG:
    return SelectionDAG(tli if tli is not None else TestLowering())


def arg(dag: SelectionDAG, n: int, vt: int = MVT.i32) -> SDValue:
    return dag.get_copy_from_reg(dag.get_entry_node(), VREG | n, vt)


def ret(dag: SelectionDAG, *values: SDValue) -> SDNode:
    """Root the DAG at CopyToReg nodes of ``values`` (so they stay alive) and return the root node."""
    chain = dag.get_entry_node()
    for i, v in enumerate(values):
        chain = dag.get_copy_to_reg(chain, VREG | (100 + i), v)
    dag.set_root(chain)
    return chain[0]


def result_of(root: SDNode, i: int = 0) -> SDValue:
    """The value copied by the ``i``-th CopyToReg of :func:`ret` (walking the chain back from the root)."""
    nodes = []
    n = root
    while n.opcode == ISD.CopyToReg:
        nodes.append(n)
        n = n.ops[0][0]
    nodes.reverse()
    return nodes[i].ops[2]


def shape(v: SDValue) -> object:
    """A nested tuple of opcode names and constants: ``('add', ('CopyFromReg',), ('Constant', 5))``."""
    from pyllc.codegen.isd import operation_name

    node = v[0]
    if node.opcode in (ISD.Constant, ISD.TargetConstant):
        return ("Constant", node.const_sext_value)
    if node.opcode in (ISD.CopyFromReg, ISD.Register, ISD.EntryToken, ISD.VALUETYPE, ISD.CONDCODE):
        if node.opcode == ISD.CONDCODE:
            return ("cc", node.payload)
        if node.opcode == ISD.VALUETYPE:
            return ("vt", node.payload)
        if node.opcode == ISD.CopyFromReg:
            return ("arg", node.ops[1][0].payload & ~VREG)
        return (operation_name(node.opcode),)
    return (operation_name(node.opcode),) + tuple(
        shape(op) for op in node.ops if op[0].opcode != ISD.EntryToken
    )


__all__ = [
    "MVT",
    "ISD",
    "TestLowering",
    "make_dag",
    "arg",
    "ret",
    "result_of",
    "shape",
    "VREG",
    "PROMOTE",
    "EXPAND",
    "CUSTOM",
]
