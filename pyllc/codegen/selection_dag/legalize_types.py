"""Type legalization driver (LLVM: lib/CodeGen/SelectionDAG/LegalizeTypes.{h,cpp}, LegalizeTypesGeneric.cpp).

What it is.  After the DAG is built it may compute in types the target has no registers for (``i1``, ``i128``,
``f128`` without SSE...).  ``legalize_types(dag)`` rewrites the DAG so every value has a legal type, following
the target's type actions (``tli.get_type_action``): *promote* small integers to a wider legal one, *expand*
wide integers into two halves, *soften* floats into integers (``legalize_float_types``).  It returns whether the
DAG changed.

Algorithm (LLVM 14's ``DAGTypeLegalizer::run``).  Nodes are processed in topological order through a ready
list: a node's ``node_id`` counts its operands not yet processed (``ReadyToProcess`` = 0, ``NewNode`` = -1 for
nodes made during legalization, ``Unanalyzed`` = -2, ``Processed`` = -3).  For a ready node, the first result
with an illegal type is legalized (``PromoteIntegerResult``, ``ExpandIntegerResult``...), which records the
legal replacement(s) of *every* result in the maps ``promoted_integers`` / ``expanded_integers`` (or replaces
the result outright with ``replace_value_with``); otherwise the first operand with an illegal type is legalized
(``PromoteIntegerOperand``...), which either replaces the node's results or updates the node in place, in which
case it is re-analyzed.  New nodes are analyzed (``analyze_new_node``) when they are recorded, so they enter
the ready list once their operands are processed.  Values replaced by others are remembered in
``replaced_values`` and looked through (``remap_value``) whenever a map is read, so a later CSE of nodes can
never leave a stale entry.  At the end the root is restored and dead nodes are removed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from pyllc.codegen.isd import ISD
from pyllc.codegen.selection_dag.dag import SDLocTracker, node_name
from pyllc.codegen.selection_dag.nodes import SDNode, SDValue
from pyllc.codegen.value_types import MVT, is_vector
from pyllc.support.diagnostics import UnsupportedError
from pyllc.target.lowering import (
    TYPE_ACTION_NAMES,
    TypeExpandFloat,
    TypeExpandInteger,
    TypeLegal,
    TypePromoteFloat,
    TypePromoteInteger,
    TypeScalarizeVector,
    TypeSoftenFloat,
    TypeSoftPromoteHalf,
    TypeSplitVector,
    TypeWidenVector,
)

if TYPE_CHECKING:
    from pyllc.codegen.selection_dag.dag import SelectionDAG

# Node ids during type legalization (LLVM: DAGTypeLegalizer::NodeIdFlags).
ReadyToProcess: Final = 0
NewNode: Final = -1
Unanalyzed: Final = -2
Processed: Final = -3


class DAGTypeLegalizer:
    """One run of type legalization over a DAG (LLVM: ``DAGTypeLegalizer``)."""

    __slots__ = (
        "dag",
        "tli",
        "worklist",
        "promoted_integers",
        "expanded_integers",
        "softened_floats",
        "replaced_values",
        "changed",
        "root",
        "split_vectors",
        "widened_vectors",
        "scalarized_vectors",
    )

    def __init__(self, dag: SelectionDAG) -> None:
        self.dag = dag
        self.tli = dag.tli
        self.worklist: list[SDNode] = []
        self.promoted_integers: dict[SDValue, SDValue] = {}
        self.expanded_integers: dict[SDValue, tuple[SDValue, SDValue]] = {}
        self.softened_floats: dict[SDValue, SDValue] = {}
        self.replaced_values: dict[SDValue, SDValue] = {}
        self.split_vectors: dict[SDValue, tuple[SDValue, SDValue]] = {}
        self.widened_vectors: dict[SDValue, SDValue] = {}
        self.scalarized_vectors: dict[SDValue, SDValue] = {}
        self.changed = False
        self.root: SDValue = dag.root

    # --- type queries --------------------------------------------------------------------------------------

    def get_type_action(self, vt: int) -> int:
        return self.tli.get_type_action(vt)

    def is_type_legal(self, vt: int) -> bool:
        return self.tli.get_type_action(vt) == TypeLegal

    def transform_type(self, vt: int) -> int:
        return self.tli.get_type_to_transform_to(vt)

    def setcc_result_type(self, vt: int) -> int:
        """``getSetCCResultType``."""
        return self.tli.get_setcc_result_type(vt)

    def ignore_node_results(self, node: SDNode) -> bool:
        """``IgnoreNodeResults``: TargetConstants keep their (possibly illegal) type."""
        return node.opcode == ISD.TargetConstant or node.opcode == ISD.Register

    # --- the driver ----------------------------------------------------------------------------------------

    def run(self) -> bool:
        """``DAGTypeLegalizer::run``."""
        dag = self.dag
        for node in dag.all_nodes:
            if not node.ops:
                node.node_id = ReadyToProcess
                self.worklist.append(node)
            else:
                node.node_id = Unanalyzed
        loc = SDLocTracker()
        dag.new_node_listeners.append(loc)
        try:
            self._run_worklist(loc)
        finally:
            dag.new_node_listeners.remove(loc)
        dag.root = self.remap_value(self.root) if self.root is not None else dag.root
        dag.remove_dead_nodes()
        return self.changed

    def _run_worklist(self, loc: SDLocTracker) -> None:
        dag = self.dag
        worklist = self.worklist
        while worklist:
            node = worklist.pop()
            if node not in dag.all_nodes:
                continue
            loc.cur = node
            done = False
            if not self.ignore_node_results(node):
                for i, vt in enumerate(node.vts):
                    action = (
                        self.get_type_action(vt)
                        if vt != MVT.Other and vt != MVT.Glue and vt != MVT.Untyped
                        else TypeLegal
                    )
                    if action == TypeLegal:
                        continue
                    self._legalize_result(node, i, action)
                    self.changed = True
                    done = True
                    break
            if not done:
                needs_reanalyzing = False
                legalized_operand = False
                for i, op in enumerate(node.ops):
                    if self.ignore_node_results(op[0]):
                        continue
                    vt = op[0].vts[op[1]]
                    if vt == MVT.Other or vt == MVT.Glue or vt == MVT.Untyped:
                        continue
                    action = self.get_type_action(vt)
                    if action == TypeLegal:
                        continue
                    needs_reanalyzing = self._legalize_operand(node, i, action)
                    self.changed = True
                    legalized_operand = True
                    break
                if needs_reanalyzing:
                    node.node_id = NewNode
                    m = self.analyze_new_node(node)
                    if m is node:
                        continue
                    for i in range(len(node.vts)):
                        self.replace_value_with((node, i), (m, i))
                    continue
                if legalized_operand:
                    # The node's results were all replaced: it is done (and usually dead).
                    pass
            # NodeDone: mark processed and release users.
            node.node_id = Processed
            for user in node.uses:
                nid = user.node_id
                if nid > 0:
                    user.node_id = nid - 1
                    if nid - 1 == ReadyToProcess:
                        worklist.append(user)
                    continue
                if nid == NewNode:
                    continue
                if nid == Unanalyzed:
                    user.node_id = len(user.ops) - 1
                    if len(user.ops) == 1:
                        worklist.append(user)

    def _legalize_result(self, node: SDNode, res_no: int, action: int) -> None:
        from pyllc.codegen.selection_dag import legalize_float_types, legalize_integer_types

        if action == TypePromoteInteger:
            if (
                is_vector(node.vts[res_no])
                or node.opcode == ISD.EXTRACT_VECTOR_ELT
                or (node.opcode == ISD.BITCAST and is_vector(node.ops[0][0].vts[node.ops[0][1]]))
            ):
                from pyllc.codegen.selection_dag import legalize_vector_types

                if legalize_vector_types.promote_vector_integer_result(self, node, res_no):
                    return
            legalize_integer_types.promote_integer_result(self, node, res_no)
        elif action == TypeExpandInteger:
            legalize_integer_types.expand_integer_result(self, node, res_no)
        elif action in (TypeSoftenFloat, TypeExpandFloat, TypePromoteFloat, TypeSoftPromoteHalf):
            legalize_float_types.legalize_float_result(self, node, res_no, action)
        elif action == TypeSplitVector:
            from pyllc.codegen.selection_dag import legalize_vector_types

            legalize_vector_types.split_vector_result(self, node, res_no)
        elif action == TypeWidenVector:
            from pyllc.codegen.selection_dag import legalize_vector_types

            legalize_vector_types.widen_vector_result(self, node, res_no)
        elif action == TypeScalarizeVector:
            from pyllc.codegen.selection_dag import legalize_vector_types

            legalize_vector_types.scalarize_vector_result(self, node, res_no)
        else:
            raise UnsupportedError(
                None,
                f"cannot legalize the result of {node_name(node, self.dag)} of type "
                f"{_type_name(node.vts[res_no])} ({TYPE_ACTION_NAMES[action]})",
            )

    def _legalize_operand(self, node: SDNode, op_no: int, action: int) -> bool:
        from pyllc.codegen.selection_dag import legalize_float_types, legalize_integer_types

        if action == TypePromoteInteger:
            return legalize_integer_types.promote_integer_operand(self, node, op_no)
        if action == TypeExpandInteger:
            return legalize_integer_types.expand_integer_operand(self, node, op_no)
        if action in (TypeSoftenFloat, TypeExpandFloat, TypePromoteFloat, TypeSoftPromoteHalf):
            return legalize_float_types.legalize_float_operand(self, node, op_no, action)
        if action == TypeSplitVector:
            from pyllc.codegen.selection_dag import legalize_vector_types

            return legalize_vector_types.split_vector_operand(self, node, op_no)
        if action == TypeWidenVector:
            from pyllc.codegen.selection_dag import legalize_vector_types

            return legalize_vector_types.widen_vector_operand(self, node, op_no)
        if action == TypeScalarizeVector:
            from pyllc.codegen.selection_dag import legalize_vector_types

            return legalize_vector_types.scalarize_vector_operand(self, node, op_no)
        op = node.ops[op_no]
        raise UnsupportedError(
            None,
            f"cannot legalize operand {op_no} of {node_name(node, self.dag)} of type "
            f"{_type_name(op[0].vts[op[1]])} ({TYPE_ACTION_NAMES[action]})",
        )

    # --- new nodes and replacement -------------------------------------------------------------------------

    def analyze_new_node(self, node: SDNode) -> SDNode:
        """``AnalyzeNewNode``: compute a new node's id (operands processed) and queue it when ready."""
        if node.node_id != NewNode and node.node_id != Unanalyzed:
            return node
        new_ops: list[SDValue] | None = None
        num_processed = 0
        ops = node.ops
        for i, orig in enumerate(ops):
            op = self.analyze_new_value(orig)
            if op[0].node_id == Processed:
                num_processed += 1
            if new_ops is not None:
                new_ops.append(op)
            elif op != orig:
                new_ops = list(ops[:i])
                new_ops.append(op)
        if new_ops is not None:
            m = self.dag.update_node_operands(node, new_ops)
            if m is not node:
                node.node_id = NewNode
                if m.node_id != NewNode and m.node_id != Unanalyzed:
                    return m
                node = m
                num_processed = sum(1 for op in node.ops if op[0].node_id == Processed)
        node.node_id = len(node.ops) - num_processed
        if node.node_id == ReadyToProcess:
            self.worklist.append(node)
        return node

    def analyze_new_value(self, v: SDValue) -> SDValue:
        """``AnalyzeNewValue``."""
        node = self.analyze_new_node(v[0])
        v = (node, v[1])
        if node.node_id == Processed:
            v = self.remap_value(v)
        return v

    def remap_value(self, v: SDValue) -> SDValue:
        """``RemapValue``: follow ``replaced_values`` to the value now standing for ``v``."""
        rv = self.replaced_values
        seen = 0
        while v in rv:
            nv = rv[v]
            if nv == v:
                break
            v = nv
            seen += 1
            if seen > 10000:
                raise RuntimeError("cycle in type legalizer replacement map")
        return v

    def replace_value_with(self, frm: SDValue, to: SDValue) -> None:
        """``ReplaceValueWith``: every use of ``frm`` uses ``to`` (which is analyzed first)."""
        to = self.analyze_new_value(to)
        to_analyze: dict[SDNode, None] = {}
        while True:
            if frm != to:
                self.replaced_values[frm] = to
            self._replace_uses_of_value(frm, to, to_analyze)
            while to_analyze:
                n = to_analyze.popitem()[0]
                if n.node_id != NewNode or n not in self.dag.all_nodes:
                    continue
                m = self.analyze_new_node(n)
                if m is not n:
                    for i in range(len(n.vts)):
                        old_val = (n, i)
                        new_val = (m, i)
                        if m.node_id == Processed:
                            new_val = self.remap_value(new_val)
                        self._replace_uses_of_value(old_val, new_val, to_analyze)
                        if old_val != new_val:
                            self.replaced_values[old_val] = new_val
            if not frm[0].has_any_use_of_value(frm[1]):
                break
        if self.root == frm:
            self.root = to

    def _replace_uses_of_value(self, frm: SDValue, to: SDValue, to_analyze: dict[SDNode, None]) -> None:
        """``ReplaceAllUsesOfValueWith`` with the type legalizer's node-update listener (NodeUpdated marks the
        user NewNode for re-analysis, NodeDeleted records the CSE merge in ``replaced_values``)."""
        dag = self.dag
        if frm == to:
            return
        fnode = frm[0]
        dag.copy_extra_info(fnode, to[0])
        users = list(dict.fromkeys(reversed(fnode.uses)))
        for user in users:
            if user not in dag.all_nodes or not any(op == frm for op in user.ops):
                continue
            dag._remove_from_cse(user)
            new_ops = []
            for op in user.ops:
                if op == frm:
                    fnode.uses.remove(user)
                    to[0].uses.append(user)
                    new_ops.append(to)
                else:
                    new_ops.append(op)
            user.ops = tuple(new_ops)
            if user.vts[-1] != MVT.Glue:
                key = (user.opcode, user.vts, user.ops, user.payload)
                existing = dag.cse_map.get(key)
                if existing is not None and existing is not user:
                    # NodeDeleted(user, existing)
                    dag.copy_extra_info(user, existing)
                    for i in range(len(user.vts)):
                        self.replaced_values[(user, i)] = (existing, i)
                        self._replace_uses_of_value((user, i), (existing, i), to_analyze)
                    if dag.root[0] is user:
                        dag.root = (existing, dag.root[1])
                    if self.root is not None and self.root[0] is user:
                        self.root = (existing, self.root[1])
                    to_analyze.pop(user, None)
                    dag._delete_node_only(user)
                    continue
                dag.cse_map[key] = user
            # NodeUpdated(user)
            user.node_id = NewNode
            to_analyze[user] = None
        if dag.root == frm:
            dag.root = to

    # --- the value maps ------------------------------------------------------------------------------------

    def get_promoted_integer(self, op: SDValue) -> SDValue:
        """``GetPromotedInteger``."""
        p = self.promoted_integers.get(self.remap_value(op))
        if p is None:
            p = self.promoted_integers.get(op)
        if p is None:
            raise UnsupportedError(None, f"operand of {node_name(op[0], self.dag)} was not promoted")
        return self.remap_value(p)

    def set_promoted_integer(self, op: SDValue, result: SDValue) -> None:
        """``SetPromotedInteger``."""
        result = self.analyze_new_value(result)
        self.promoted_integers[op] = result

    def get_expanded_integer(self, op: SDValue) -> tuple[SDValue, SDValue]:
        """``GetExpandedInteger``: ``(lo, hi)``."""
        e = self.expanded_integers.get(self.remap_value(op))
        if e is None:
            e = self.expanded_integers.get(op)
        if e is None:
            raise UnsupportedError(None, f"operand of {node_name(op[0], self.dag)} was not expanded")
        return self.remap_value(e[0]), self.remap_value(e[1])

    def set_expanded_integer(self, op: SDValue, lo: SDValue, hi: SDValue) -> None:
        """``SetExpandedInteger``."""
        lo = self.analyze_new_value(lo)
        hi = self.analyze_new_value(hi)
        self.expanded_integers[op] = (lo, hi)

    def get_softened_float(self, op: SDValue) -> SDValue:
        p = self.softened_floats.get(self.remap_value(op))
        if p is None:
            raise UnsupportedError(None, f"operand of {node_name(op[0], self.dag)} was not softened")
        return self.remap_value(p)

    def set_softened_float(self, op: SDValue, result: SDValue) -> None:
        self.softened_floats[op] = self.analyze_new_value(result)

    # --- helpers shared by the per-kind files --------------------------------------------------------------

    def zext_promoted_integer(self, op: SDValue) -> SDValue:
        """``ZExtPromotedInteger``: the promoted value with the bits above the old type cleared."""
        old_vt = op[0].vts[op[1]]
        p = self.get_promoted_integer(op)
        return self.dag.get_zero_extend_in_reg(p, old_vt)

    def sext_promoted_integer(self, op: SDValue) -> SDValue:
        """``SExtPromotedInteger``: the promoted value sign-extended in register from the old type."""
        old_vt = op[0].vts[op[1]]
        p = self.get_promoted_integer(op)
        return self.dag.get_node(ISD.SIGN_EXTEND_INREG, p[0].vts[p[1]], p, self.dag.get_value_type(old_vt))

    def sext_or_zext_promoted_integer(self, op: SDValue) -> SDValue:
        """``SExtOrZExtPromotedInteger``."""
        old_vt = op[0].vts[op[1]]
        p = self.get_promoted_integer(op)
        if self.tli.is_sext_cheaper_than_zext(old_vt, p[0].vts[p[1]]):
            return self.sext_promoted_integer(op)
        return self.zext_promoted_integer(op)

    def split_integer(self, op: SDValue, half_vt: int | None = None) -> tuple[SDValue, SDValue]:
        """``SplitInteger``: ``(trunc op, trunc (srl op, half))``."""
        from pyllc.codegen.value_types import get_integer_vt, size_in_bits

        vt = op[0].vts[op[1]]
        if half_vt is None:
            half_vt = get_integer_vt(size_in_bits(vt) // 2)
        dag = self.dag
        lo = dag.get_node(ISD.TRUNCATE, half_vt, op)
        hi = dag.get_node(
            ISD.SRL, vt, op, dag.get_constant(size_in_bits(half_vt), self.tli.get_shift_amount_ty(vt, False))
        )
        hi = dag.get_node(ISD.TRUNCATE, half_vt, hi)
        return lo, hi

    def disintegrate_merge_values(self, node: SDNode, res_no: int) -> SDValue:
        """``DisintegrateMERGE_VALUES``: replace every other result by its operand and return ours."""
        for i in range(len(node.vts)):
            if i != res_no:
                self.replace_value_with((node, i), node.ops[i])
        return node.ops[res_no]


def _type_name(vt: int) -> str:
    from pyllc.codegen.value_types import evt_string

    return evt_string(vt)


#: Type actions the legalizer carries out on vector types.
_VECTOR_ACTIONS_HANDLED: Final = frozenset(
    (TypeLegal, TypePromoteInteger, TypeSplitVector, TypeWidenVector, TypeScalarizeVector)
)


def legalize_types(dag: SelectionDAG) -> bool:
    """``SelectionDAG::LegalizeTypes``: make every value's type legal; True when the DAG changed."""
    if dag.tli is None:
        return False
    for node in dag.all_nodes:
        for vt in node.vts:
            if is_vector(vt) and dag.tli.get_type_action(vt) not in _VECTOR_ACTIONS_HANDLED:
                raise UnsupportedError(None, f"vector type {_type_name(vt)} in {node_name(node, dag)}")
    return DAGTypeLegalizer(dag).run()


__all__ = [
    "legalize_types",
    "DAGTypeLegalizer",
    "SDLocTracker",
    "node_name",
    "ReadyToProcess",
    "NewNode",
    "Unanalyzed",
    "Processed",
]
