"""Floating-point type legalization (LLVM: lib/CodeGen/SelectionDAG/LegalizeFloatTypes.cpp).

What it is.  The rules for floating-point values whose type has no registers: *soften* (keep the bits in an
integer of the same width and do arithmetic with runtime-library calls: ``__addtf3``...), *expand* (ppc_fp128
as two f64), *promote* (f16 computed in f32) and *soft-promote* (f16 kept in i16).  On a target with registers for every
floating-point type the C front end produces (f32, f64, f80, f128) has registers, so none of these
actions is needed; a target without SSE or a half-precision value reaches this module, which reports the
construct as unsupported, naming the node and the type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyllc.codegen.selection_dag.nodes import SDNode
from pyllc.support.diagnostics import UnsupportedError
from pyllc.target.lowering import TYPE_ACTION_NAMES

if TYPE_CHECKING:
    from pyllc.codegen.selection_dag.legalize_types import DAGTypeLegalizer


def _describe(tl: DAGTypeLegalizer, node: SDNode) -> str:
    from pyllc.codegen.selection_dag.dag import node_name

    return node_name(node, tl.dag)


def legalize_float_result(tl: DAGTypeLegalizer, node: SDNode, res_no: int, action: int) -> None:
    """``SoftenFloatResult`` / ``ExpandFloatResult`` / ``PromoteFloatResult`` / ``SoftPromoteHalfResult``."""
    from pyllc.codegen.value_types import evt_string

    raise UnsupportedError(
        None,
        f"cannot legalize {_describe(tl, node)} for {evt_string(node.vts[res_no])} "
        f"({TYPE_ACTION_NAMES[action]})",
    )


def legalize_float_operand(tl: DAGTypeLegalizer, node: SDNode, op_no: int, action: int) -> bool:
    """``SoftenFloatOperand`` / ``ExpandFloatOperand`` / ``PromoteFloatOperand`` / ``SoftPromoteHalfOperand``."""
    from pyllc.codegen.value_types import evt_string

    op = node.ops[op_no]
    raise UnsupportedError(
        None,
        f"cannot legalize {_describe(tl, node)} with an operand of type "
        f"{evt_string(op[0].vts[op[1]])} ({TYPE_ACTION_NAMES[action]})",
    )


__all__ = ["legalize_float_result", "legalize_float_operand"]
