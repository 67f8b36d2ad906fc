"""VECTOR_SHUFFLE nodes (LLVM: ``ShuffleVectorSDNode`` of SelectionDAGNodes.h and
``SelectionDAG::getVectorShuffle``/``getCommutedVectorShuffle`` of SelectionDAG.cpp).

What it is.  ``VECTOR_SHUFFLE vt, v1, v2`` picks each result element from the concatenation ``v1 ++ v2``;
the mask is the node's ``payload``: a tuple of ints, ``-1`` for an undefined element, ``i < n`` for element
``i`` of ``v1`` and ``n + i`` for element ``i`` of ``v2`` (``n`` = number of elements).  The mask is part of the
node's CSE identity, like LLVM's ``ShuffleVectorSDNode``.

:func:`get_vector_shuffle` canonicalizes as LLVM does before creating the node: two undef inputs or an
all-undef mask give UNDEF; ``shuffle x, x`` reads only the first input; an undef first input is commuted to
the second place; references to an undef second input become undef; the identity shuffle of one input is
that input; a shuffle of a splat BUILD_VECTOR is the BUILD_VECTOR.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from pyllc.codegen.isd import ISD
from pyllc.codegen.selection_dag.nodes import SDValue
from pyllc.codegen.value_types import vector_num_elements
from pyllc.codegen.selection_dag.nodes import value_type as _vt

if TYPE_CHECKING:
    from pyllc.codegen.selection_dag.dag import SelectionDAG


def commute_mask(mask: Sequence[int], n: int) -> tuple[int, ...]:
    """``ShuffleVectorSDNode::commuteMask``: the mask with the two inputs exchanged."""
    return tuple(-1 if m < 0 else (m + n if m < n else m - n) for m in mask)


def get_vector_shuffle(
    dag: SelectionDAG, vt: int, n1: SDValue, n2: SDValue, mask: Sequence[int], dl: Any = None, order: int = 0
) -> SDValue:
    """``SelectionDAG::getVectorShuffle``."""
    n = vector_num_elements(vt)
    if n1[0].opcode == ISD.UNDEF and n2[0].opcode == ISD.UNDEF:
        return dag.get_undef(vt)
    m = [x if 0 <= x < 2 * n else -1 for x in mask]
    if n1 == n2:
        n2 = dag.get_undef(vt)
        m = [x - n if x >= n else x for x in m]
    if n1[0].opcode == ISD.UNDEF:
        n1, n2 = n2, n1
        m = list(commute_mask(m, n))
    if n2[0].opcode == ISD.UNDEF:
        m = [-1 if x >= n else x for x in m]
    if all(x < 0 for x in m):
        return dag.get_undef(vt)
    # Inputs that are all-undef BUILD_VECTORs behave like UNDEF.
    all_lhs = all(x < n for x in m)
    all_rhs = all(x < 0 or x >= n for x in m)
    if all_rhs and n2[0].opcode != ISD.UNDEF:
        n1, n2 = n2, dag.get_undef(vt)
        m = [x - n if x >= 0 else x for x in m]
        all_lhs = True
    if all_lhs and n2[0].opcode != ISD.UNDEF:
        n2 = dag.get_undef(vt)
    identity = all(x < 0 or x == i for i, x in enumerate(m))
    if identity and (n2[0].opcode == ISD.UNDEF or all(x < n for x in m)) and _vt(n1) == vt:
        return n1
    # A shuffle of one splat BUILD_VECTOR is the BUILD_VECTOR itself.
    if n2[0].opcode == ISD.UNDEF and n1[0].opcode == ISD.BUILD_VECTOR and _vt(n1) == vt:
        ops = n1[0].ops
        if ops and all(o == ops[0] for o in ops):
            return n1
    node = dag._create(ISD.VECTOR_SHUFFLE, dag.get_vt_list(vt), (n1, n2), tuple(m), dl, order)
    return (node, 0)


def get_commuted_vector_shuffle(dag: SelectionDAG, sv: SDValue) -> SDValue:
    """``SelectionDAG::getCommutedVectorShuffle``."""
    node = sv[0]
    vt = node.vts[0]
    return get_vector_shuffle(
        dag,
        vt,
        node.ops[1],
        node.ops[0],
        commute_mask(node.payload, vector_num_elements(vt)),
        node.debug_loc,
        node.ir_order,
    )


def get_splat_index(mask: Sequence[int]) -> int:
    """``ShuffleVectorSDNode::getSplatIndex``-like: the one element every defined lane reads, or -1."""
    idx = -1
    for x in mask:
        if x < 0:
            continue
        if idx < 0:
            idx = x
        elif x != idx:
            return -1
    return idx


__all__ = ["get_vector_shuffle", "get_commuted_vector_shuffle", "commute_mask", "get_splat_index"]
