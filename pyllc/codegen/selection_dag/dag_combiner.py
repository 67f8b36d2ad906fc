"""The DAG combiner (LLVM: lib/CodeGen/SelectionDAG/DAGCombiner.cpp, the SimplifySetCC / BuildSDIV / BuildUDIV
parts of TargetLowering.cpp).

What it is.  A peephole optimizer over the SelectionDAG, run after the DAG is built and after each
legalization step: ``combine(dag, level, opt_level)``.  ``level`` is LLVM's ``CombineLevel``
(BeforeLegalizeTypes=0, AfterLegalizeTypes=1, AfterLegalizeVectorOps=2, AfterLegalizeDAG=3); after type
legalization no illegal type may be created, after operation legalization no illegal operation.

Algorithm (LLVM 14's ``DAGCombiner::Run``).

* Every node goes on a **worklist** (a list plus a node -> index map, so a node is queued at most once) in
  ``all_nodes`` order; nodes are taken from the **back**.  Nodes created while combining are remembered in a
  *pruning list*; before each pop, those left without uses are deleted (with their operands, recursively).
* A node without uses is deleted instead of combined.  After the DAG is legal (level 3) each node is first
  re-legalized (``legalize_dag.legalize_op``).  Its operands that were never combined are queued, then
  ``visit`` runs the generic fold for its opcode (a table indexed by opcode); when that finds nothing and the
  target asked for the opcode (``tli.target_dag_combine``) or it is a target node, ``tli.perform_dag_combine``;
  then, at level >= 2, integer promotion of undesirable types (``isTypeDesirableForOp``: e.g. i16 to i32); finally a commutative node
  whose commuted twin already exists is replaced by the twin.
* A returned value replaces the node's uses (``CombineTo`` replaces a multi-result node and returns the node
  itself, meaning "done"); the new node and its users are queued and the old node is deleted if dead.
* At the end the root is reset and unreachable nodes are removed.

At ``-O0`` the combiner runs the same folds, except those LLVM restricts to optimizing levels (token-factor
flattening, store merging and the other chain-walking transforms).

Folds implemented: constant folding (through ``get_node``), add/sub/mul/and/or/xor/shift identities and
reassociation, binary operators into selects of constants, division and remainder by constants (powers of two
and LLVM's magic-number multiplication), the double-width mulhs/mulhu/[su]mul_lohi rewrite, extension and
truncation chains, rotates and funnel shifts (``MatchRotate``), narrowing of loads under truncate / sext_inreg /
and-masks (``ReduceLoadWidth``), setcc simplification (``SimplifySetCC`` core: constant to the right, GE/LE to
GT/LT, range boundaries, comparisons of extended values, setcc of setcc, boolean setcc), select with constant or
boolean arms, brcond of constant or xor-not conditions, dead loads, stores of a value just loaded from the same
place, stores of FP constants as integers, token factors and merge_values, and the few ``SimplifyDemandedBits``
cases that matter for bit-field code (masks through binops, truncated shifts).  Not implemented: the general
``SimplifyDemandedBits``, ``SimplifySelectCC`` (FP-constant selects through the constant pool), store merging
and the alias-analysis chain walks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Final

from pyllc.codegen.isd import ISD, get_setcc_inverse, get_setcc_swapped_operands, is_signed_int_setcc
from pyllc.codegen.selection_dag.nodes import SDNode, SDValue
from pyllc.codegen.value_types import (
    MVT,
    get_integer_vt,
    is_floating_point,
    is_integer,
    is_simple,
    is_vector,
    scalar_size_in_bits,
    size_in_bits,
)
from pyllc.support.bits import sext
from pyllc.codegen.selection_dag.nodes import value_type as _vt

if TYPE_CHECKING:
    from pyllc.codegen.selection_dag.dag import SelectionDAG

# CombineLevel
BeforeLegalizeTypes: Final = 0
AfterLegalizeTypes: Final = 1
AfterLegalizeVectorOps: Final = 2
AfterLegalizeDAG: Final = 3

_LEGAL: Final = 0
_CUSTOM: Final = 4
_ZERO_OR_ONE: Final = 1
_ZERO_OR_NEG_ONE: Final = 2


def _is_const(v: SDValue) -> bool:
    return v[0].opcode == ISD.Constant


def _is_const_no_opaque(v: SDValue) -> bool:
    n = v[0]
    return n.opcode == ISD.Constant and not n.payload[1]


def _cval(v: SDValue) -> int:
    return v[0].payload[0]


def _is_null(v: SDValue) -> bool:
    n = v[0]
    return n.opcode == ISD.Constant and n.payload[0] == 0


def _is_one(v: SDValue) -> bool:
    n = v[0]
    return n.opcode == ISD.Constant and n.payload[0] == 1


def _is_all_ones(v: SDValue) -> bool:
    n = v[0]
    return n.opcode == ISD.Constant and n.payload[0] == (1 << size_in_bits(n.vts[0])) - 1


def _is_const_fp(v: SDValue) -> bool:
    return v[0].opcode == ISD.ConstantFP


def _value_has_one_use(v: SDValue) -> bool:
    """``SDValue::hasOneUse``: exactly one use of this result."""
    node = v[0]
    if len(node.vts) == 1:
        return len(node.uses) == 1
    return node.has_n_uses_of_value(1, v[1])


def _is_volatile(mmo: Any) -> bool:
    """``isVolatile`` of a node's MachineMemOperand (MOVolatile is bit 2)."""
    return mmo is not None and bool(getattr(mmo, "flags", 0) & 4)


def _is_bitwise_not(v: SDValue) -> bool:
    n = v[0]
    return n.opcode == ISD.XOR and _is_all_ones(n.ops[1])


class DAGCombinerInfo:
    """``TargetLowering::DAGCombinerInfo``: what a target combine may ask and do."""

    __slots__ = ("dag", "level", "before_legalize", "combiner")

    def __init__(self, dag: SelectionDAG, level: int, combiner: DAGCombiner) -> None:
        self.dag = dag
        self.level = level
        self.combiner = combiner

    def is_before_legalize(self) -> bool:
        return self.level == BeforeLegalizeTypes

    def is_before_legalize_ops(self) -> bool:
        return self.level < AfterLegalizeVectorOps

    def is_after_legalize_dag(self) -> bool:
        return self.level >= AfterLegalizeDAG

    def get_dag_combine_level(self) -> int:
        return self.level

    def add_to_worklist(self, node: SDNode) -> None:
        self.combiner.add_to_worklist(node)

    def combine_to(self, node: SDNode, *values: SDValue, add_to: bool = True) -> SDValue:
        return self.combiner.combine_to(node, values, add_to)

    def commit_target_lowering_opt(self, old: SDValue, new: SDValue) -> None:
        self.combiner.dag.replace_all_uses_of_value_with(old, new)
        self.combiner.add_to_worklist_with_users(new[0])
        self.combiner.recursively_delete_unused_nodes(old[0])


class DAGCombiner:
    """One run of the combiner over a DAG (LLVM: ``DAGCombiner``)."""

    __slots__ = (
        "dag",
        "tli",
        "level",
        "opt_level",
        "legal_types",
        "legal_operations",
        "legal_dag",
        "worklist",
        "worklist_map",
        "combined_nodes",
        "pruning_list",
        "dci",
        "_legalizer",
    )

    def __init__(self, dag: SelectionDAG, level: int, opt_level: int) -> None:
        self.dag = dag
        tli = dag.tli
        if tli is None:
            raise ValueError("the DAG combiner needs the DAG's target lowering")
        self.tli = tli
        self.level = level
        self.opt_level = opt_level
        self.legal_types = level >= AfterLegalizeTypes
        self.legal_operations = level >= AfterLegalizeVectorOps
        self.legal_dag = level >= AfterLegalizeDAG
        self.worklist: list[SDNode | None] = []
        self.worklist_map: dict[SDNode, int] = {}
        self.combined_nodes: set[SDNode] = set()
        self.pruning_list: dict[SDNode, None] = {}
        self.dci = DAGCombinerInfo(dag, level, self)
        self._legalizer: Any = None

    # --- worklist ------------------------------------------------------------------------------------------

    def add_to_worklist(self, node: SDNode, candidate_for_pruning: bool = True) -> None:
        """``AddToWorklist``."""
        if node.opcode == ISD.HANDLENODE:
            return
        if candidate_for_pruning:
            self.pruning_list[node] = None
        if node not in self.worklist_map:
            self.worklist_map[node] = len(self.worklist)
            self.worklist.append(node)

    def remove_from_worklist(self, node: SDNode) -> None:
        """``removeFromWorklist``."""
        self.combined_nodes.discard(node)
        self.pruning_list.pop(node, None)
        idx = self.worklist_map.pop(node, None)
        if idx is not None:
            self.worklist[idx] = None

    def add_users_to_worklist(self, node: SDNode) -> None:
        """``AddUsersToWorklist``."""
        for user in list(node.uses):
            self.add_to_worklist(user)

    def add_to_worklist_with_users(self, node: SDNode) -> None:
        """``AddToWorklistWithUsers``."""
        self.add_users_to_worklist(node)
        self.add_to_worklist(node)

    def _node_inserted(self, node: SDNode) -> None:
        self.pruning_list[node] = None

    def _is_protected(self, node: SDNode) -> bool:
        return node is self.dag.root[0] or node is self.dag.entry_node

    def _delete_node(self, node: SDNode) -> None:
        self.dag._delete_node_only(node)

    def recursively_delete_unused_nodes(self, node: SDNode) -> bool:
        """``recursivelyDeleteUnusedNodes``: delete ``node`` if unused, and operands that become unused."""
        if node.uses or self._is_protected(node):
            return False
        nodes: dict[SDNode, None] = {node: None}
        while nodes:
            n = nodes.popitem()[0]
            if n not in self.dag.all_nodes:
                continue
            if not n.uses and not self._is_protected(n):
                for op in n.ops:
                    nodes.pop(op[0], None)
                    nodes[op[0]] = None
                self.remove_from_worklist(n)
                self._delete_node(n)
            else:
                self.add_to_worklist(n)
        return True

    def _clear_added_dangling_worklist_entries(self) -> None:
        while self.pruning_list:
            node = self.pruning_list.popitem()[0]
            if node in self.dag.all_nodes and not node.uses:
                self.recursively_delete_unused_nodes(node)

    def _next_worklist_entry(self) -> SDNode | None:
        self._clear_added_dangling_worklist_entries()
        wl = self.worklist
        while wl:
            node = wl.pop()
            if node is None:
                continue
            self.worklist_map.pop(node, None)
            if node in self.dag.all_nodes:
                return node
        return None

    def delete_and_recombine(self, node: SDNode) -> None:
        """``deleteAndRecombine``."""
        self.remove_from_worklist(node)
        for op in node.ops:
            o = op[0]
            if len(o.uses) == 1 or len(o.vts) > 1:
                self.add_to_worklist(o)
        self._delete_node(node)

    def combine_to(
        self, node: SDNode, values: tuple[SDValue, ...] | list[SDValue], add_to: bool = True
    ) -> SDValue:
        """``CombineTo``: replace every result of ``node``; returns ``(node, 0)`` meaning "handled"."""
        self.dag.replace_all_uses_with_values(node, values)
        if add_to:
            for v in values:
                if v is not None:
                    self.add_to_worklist_with_users(v[0])
        if not node.uses and node in self.dag.all_nodes and not self._is_protected(node):
            self.delete_and_recombine(node)
        return (node, 0)

    # --- driver --------------------------------------------------------------------------------------------

    def run(self) -> None:
        """``DAGCombiner::Run``."""
        from pyllc.codegen.selection_dag.dag import SDLocTracker

        dag = self.dag
        loc = SDLocTracker()
        dag.new_node_listeners.append(self._node_inserted)
        dag.new_node_listeners.append(loc)
        try:
            for node in list(dag.all_nodes):
                self.add_to_worklist(node, not node.uses)
            while True:
                node = self._next_worklist_entry()
                if node is None:
                    break
                if self.recursively_delete_unused_nodes(node):
                    continue
                if self.legal_dag:
                    updated: dict[SDNode, None] = {}
                    valid = self._legalize_op(node, updated)
                    for ln in updated:
                        if ln in dag.all_nodes:
                            self.add_to_worklist_with_users(ln)
                    if not valid:
                        continue
                loc.cur = node
                self.combined_nodes.add(node)
                for op in node.ops:
                    if op[0] not in self.combined_nodes:
                        self.add_to_worklist(op[0])
                rv = self.combine(node)
                if rv is None:
                    continue
                rn = rv[0]
                if rn is node:
                    continue
                if node not in dag.all_nodes:
                    continue
                if len(node.vts) == len(rn.vts) and rv[1] == 0:
                    dag.replace_all_uses_with_node(node, rn)
                else:
                    dag.replace_all_uses_with_values(node, [rv])
                if rn.opcode != ISD.EntryToken:
                    self.add_to_worklist(rn)
                    self.add_users_to_worklist(rn)
                self.recursively_delete_unused_nodes(node)
        finally:
            dag.new_node_listeners.remove(self._node_inserted)
            dag.new_node_listeners.remove(loc)
        dag.remove_dead_nodes()

    def _legalize_op(self, node: SDNode, updated: dict[SDNode, None]) -> bool:
        from pyllc.codegen.selection_dag import legalize_dag

        return legalize_dag.legalize_op(self.dag, node, updated)

    def combine(self, node: SDNode) -> SDValue | None:
        """``DAGCombiner::combine``: generic visit, target combine, promotion, commuted twin."""
        visitor = _VISITORS.get(node.opcode)
        rv = visitor(self, node) if visitor is not None else None
        tli = self.tli
        if rv is None and tli is not None:
            if node.opcode >= ISD.BUILTIN_OP_END or node.opcode in tli.target_dag_combine:
                rv = tli.perform_dag_combine(node, self.dci)
        if rv is None:
            opc = node.opcode
            if opc in (ISD.ADD, ISD.SUB, ISD.MUL, ISD.AND, ISD.OR, ISD.XOR):
                rv = self.promote_int_bin_op(node)
            elif opc in (ISD.SHL, ISD.SRA, ISD.SRL):
                rv = self.promote_int_shift_op(node)
        if (
            rv is None
            and tli is not None
            and node.opcode < ISD.BUILTIN_OP_END
            and tli.is_commutative_bin_op(node.opcode)
            and len(node.ops) == 2
        ):
            n0, n1 = node.ops
            if n0 != n1 and (_is_const(n0) or not _is_const(n1)):
                twin = self.dag.cse_map.get((node.opcode, node.vts, (n1, n0), None))
                if twin is not None and twin is not node:
                    return (twin, 0)
        return rv

    # --- helpers -------------------------------------------------------------------------------------------

    def has_operation(self, opc: int, vt: int) -> bool:
        """``hasOperation``: legal or custom (only legal once operations are legal)."""
        return self.tli.is_operation_legal_or_custom(opc, vt, self.legal_operations)

    def _op_ok(self, opc: int, vt: int) -> bool:
        """``!LegalOperations || TLI.isOperationLegal(opc, vt)``."""
        return not self.legal_operations or self.tli.is_operation_legal(opc, vt)

    def _op_ok_or_custom(self, opc: int, vt: int) -> bool:
        return not self.legal_operations or self.tli.is_operation_legal_or_custom(opc, vt)

    def shift_amount_ty(self, vt: int) -> int:
        """``getShiftAmountTy``."""
        return self.tli.get_shift_amount_ty(vt, self.legal_types)

    def setcc_result_type(self, vt: int) -> int:
        return self.tli.get_setcc_result_type(vt)

    def known_bits(self, v: SDValue) -> tuple[int, int]:
        """``computeKnownBits``, asking the target about its own nodes
        (``compute_known_bits_for_target_node(op, dag, depth)``, LLVM's computeKnownBitsForTargetNode)."""
        if v[0].opcode >= ISD.BUILTIN_OP_END:
            known = self.tli.compute_known_bits_for_target_node(v, self.dag, 0)
            if known is not None:
                return known
        return self.dag.compute_known_bits(v)

    def have_no_common_bits_set(self, a: SDValue, b: SDValue) -> bool:
        """``SelectionDAG::haveNoCommonBitsSet``."""
        bits = scalar_size_in_bits(_vt(a))
        mask = (1 << bits) - 1
        za = self.dag.compute_known_bits(a)[0]
        zb = self.dag.compute_known_bits(b)[0]
        return (za | zb) & mask == mask

    def is_known_to_be_power_of_two(self, v: SDValue) -> bool:
        n = v[0]
        if n.opcode == ISD.Constant:
            c = n.payload[0]
            return c != 0 and c & (c - 1) == 0
        if n.opcode == ISD.SHL and _is_one(n.ops[0]):
            return True
        return False

    # --- promotion (DAGCombiner::PromoteIntBinOp) -----------------------------------------------------------

    def _promote_operand(self, v: SDValue, pvt: int) -> tuple[SDValue, bool] | None:
        """``PromoteOperand``: ``(value, replace)``, replace telling whether the operand was a load."""
        dag = self.dag
        n = v[0]
        if (
            n.opcode == ISD.LOAD
            and n.payload[0] != ISD.ZEXTLOAD
            and n.payload[0] != ISD.SEXTLOAD
            and n.payload[1] == ISD.UNINDEXED
        ):
            ext = ISD.EXTLOAD if n.payload[0] == ISD.NON_EXTLOAD else n.payload[0]
            if not self.tli.is_load_ext_legal(ext, pvt, n.payload[2]):
                ext = ISD.EXTLOAD
            new = dag.get_ext_load(
                ext, pvt, n.ops[0], n.ops[1], n.payload[2], n.mem_operand, n.debug_loc, n.ir_order
            )
            return new, True
        opc = n.opcode
        if opc == ISD.AssertSext:
            if self.tli.is_operation_legal(ISD.SIGN_EXTEND, pvt) or not self.legal_operations:
                return dag.get_node(
                    ISD.AssertSext, pvt, dag.get_node(ISD.SIGN_EXTEND, pvt, n.ops[0]), n.ops[1]
                ), False
            return None
        if opc == ISD.AssertZext:
            return dag.get_node(
                ISD.AssertZext, pvt, dag.get_node(ISD.ZERO_EXTEND, pvt, n.ops[0]), n.ops[1]
            ), False
        if opc == ISD.Constant:
            return dag.get_node(ISD.ZERO_EXTEND, pvt, v), False
        if not self.tli.is_operation_legal(ISD.ANY_EXTEND, pvt):
            return None
        return dag.get_node(ISD.ANY_EXTEND, pvt, v), False

    def _replace_load_with_promoted(self, load: SDNode, ext_load: SDValue) -> None:
        dag = self.dag
        trunc = dag.get_node(ISD.TRUNCATE, load.vts[0], ext_load)
        dag.replace_all_uses_of_value_with((load, 0), trunc)
        dag.replace_all_uses_of_value_with((load, 1), (ext_load[0], 1))
        self.delete_and_recombine(load) if not load.uses else None
        self.add_to_worklist(trunc[0])

    def promote_int_bin_op(self, node: SDNode) -> SDValue | None:
        """``PromoteIntBinOp``: do an undesirable-typed operation (e.g. i16) in a wider type."""
        if not self.legal_operations or self.tli is None:
            return None
        vt = node.vts[0]
        if is_vector(vt) or not is_integer(vt):
            return None
        opc = node.opcode
        if self.tli.is_type_desirable_for_op(opc, vt):
            return None
        pvt = self.tli.is_desirable_to_promote_op((node, 0))
        if not pvt:
            return None
        dag = self.dag
        n0, n1 = node.ops
        p0 = self._promote_operand(n0, pvt)
        if p0 is None:
            return None
        p1 = self._promote_operand(n1, pvt) if n1 != n0 else p0
        if p1 is None:
            return None
        rv = dag.get_node(ISD.TRUNCATE, vt, dag.get_node(opc, pvt, p0[0], p1[0]))
        if p0[1]:
            self._replace_load_with_promoted(n0[0], p0[0])
        if p1[1] and n1 != n0:
            self._replace_load_with_promoted(n1[0], p1[0])
        return rv

    def promote_int_shift_op(self, node: SDNode) -> SDValue | None:
        """``PromoteIntShiftOp``."""
        if not self.legal_operations or self.tli is None:
            return None
        vt = node.vts[0]
        if is_vector(vt) or not is_integer(vt):
            return None
        opc = node.opcode
        if self.tli.is_type_desirable_for_op(opc, vt):
            return None
        pvt = self.tli.is_desirable_to_promote_op((node, 0))
        if not pvt:
            return None
        dag = self.dag
        n0 = node.ops[0]
        if opc == ISD.SRA:
            p0 = self._sext_promote(n0, pvt)
        elif opc == ISD.SRL:
            p0 = self._zext_promote(n0, pvt)
        else:
            p0 = self._promote_operand(n0, pvt)
        if p0 is None:
            return None
        rv = dag.get_node(ISD.TRUNCATE, vt, dag.get_node(opc, pvt, p0[0], node.ops[1]))
        if p0[1]:
            self._replace_load_with_promoted(n0[0], p0[0])
        return rv

    def _sext_promote(self, v: SDValue, pvt: int) -> tuple[SDValue, bool] | None:
        """``SExtPromoteOperand``."""
        p = self._promote_operand(v, pvt)
        if p is None:
            return None
        if p[1]:
            self._replace_load_with_promoted(v[0], p[0])
        return self.dag.get_node(ISD.SIGN_EXTEND_INREG, pvt, p[0], self.dag.get_value_type(_vt(v))), False

    def _zext_promote(self, v: SDValue, pvt: int) -> tuple[SDValue, bool] | None:
        """``ZExtPromoteOperand``."""
        p = self._promote_operand(v, pvt)
        if p is None:
            return None
        if p[1]:
            self._replace_load_with_promoted(v[0], p[0])
        return self.dag.get_zero_extend_in_reg(p[0], _vt(v)), False

    # --- shared folds --------------------------------------------------------------------------------------

    def fold_bin_op_into_select(self, node: SDNode) -> SDValue | None:
        """``foldBinOpIntoSelect``: ``binop (select c, C1, C2), C3`` -> ``select c, C1 op C3, C2 op C3``."""
        sel_op_no = 0
        sel = node.ops[0]
        if sel[0].opcode != ISD.SELECT or not _value_has_one_use(sel):
            sel_op_no = 1
            sel = node.ops[1]
        if sel[0].opcode != ISD.SELECT or not _value_has_one_use(sel):
            return None
        ct, cf = sel[0].ops[1], sel[0].ops[2]
        if not (_is_const_no_opaque(ct) or _is_const_fp(ct)) or not (
            _is_const_no_opaque(cf) or _is_const_fp(cf)
        ):
            return None
        opc = node.opcode
        can_fold_non_const = (
            opc in (ISD.AND, ISD.OR)
            and (_is_null(ct) or _is_all_ones(ct))
            and (_is_null(cf) or _is_all_ones(cf))
        )
        cbo = node.ops[sel_op_no ^ 1]
        if not can_fold_non_const and not (_is_const_no_opaque(cbo) or _is_const_fp(cbo)):
            return None
        vt = node.vts[0]
        dag = self.dag
        new_ct = dag.get_node(opc, vt, cbo, ct) if sel_op_no else dag.get_node(opc, vt, ct, cbo)
        if (
            not can_fold_non_const
            and new_ct[0].opcode != ISD.UNDEF
            and not (_is_const_no_opaque(new_ct) or _is_const_fp(new_ct))
        ):
            return None
        new_cf = dag.get_node(opc, vt, cbo, cf) if sel_op_no else dag.get_node(opc, vt, cf, cbo)
        if (
            not can_fold_non_const
            and new_cf[0].opcode != ISD.UNDEF
            and not (_is_const_no_opaque(new_cf) or _is_const_fp(new_cf))
        ):
            return None
        return dag.get_select(vt, sel[0].ops[0], new_ct, new_cf)

    def reassociate_ops_commutative(self, opc: int, n0: SDValue, n1: SDValue) -> SDValue | None:
        """``reassociateOpsCommutative``."""
        if n0[0].opcode != opc:
            return None
        n00, n01 = n0[0].ops[0], n0[0].ops[1]
        dag = self.dag
        vt = _vt(n0)
        if _is_const_no_opaque(n01):
            if _is_const_no_opaque(n1):
                folded = dag.get_node(opc, vt, n01, n1)
                if _is_const(folded):
                    return dag.get_node(opc, vt, n00, folded)
                return None
            if _value_has_one_use(n0):
                op_node = dag.get_node(opc, vt, n00, n1)
                return dag.get_node(opc, vt, op_node, n01)
        return None

    def reassociate_ops(self, opc: int, n0: SDValue, n1: SDValue) -> SDValue | None:
        """``reassociateOps``."""
        if is_floating_point(_vt(n0)):
            return None
        r = self.reassociate_ops_commutative(opc, n0, n1)
        if r is not None:
            return r
        return self.reassociate_ops_commutative(opc, n1, n0)

    # --- visitors ------------------------------------------------------------------------------------------

    def visit_token_factor(self, node: SDNode) -> SDValue | None:
        """``visitTokenFactor``."""
        ops = node.ops
        if len(ops) == 2:
            if _input_chain(ops[0][0]) == ops[1]:
                return ops[0]
            if _input_chain(ops[1][0]) == ops[0]:
                return ops[1]
        if self.opt_level == 0:
            return None
        if len(ops) > 2048:
            return None
        if len(node.uses) == 1 and node.uses[0].opcode == ISD.TokenFactor:
            self.add_to_worklist(node.uses[0])
        tfs: list[SDNode] = [node]
        new_ops: list[SDValue] = []
        seen: set[SDNode] = set()
        changed = False
        i = 0
        while i < len(tfs):
            tf = tfs[i]
            i += 1
            for op in tf.ops:
                on = op[0]
                if on.opcode == ISD.EntryToken:
                    changed = True
                    continue
                if on.opcode == ISD.TokenFactor and len(on.uses) == 1 and on not in tfs:
                    if on not in tfs:
                        tfs.append(on)
                        self.add_to_worklist(on)
                    changed = True
                    continue
                if on in seen:
                    changed = True
                    continue
                seen.add(on)
                new_ops.append(op)
        if not changed:
            return None
        if not new_ops:
            return self.dag.get_entry_node()
        if len(new_ops) == 1:
            return new_ops[0]
        return self.dag.get_node(ISD.TokenFactor, MVT.Other, *new_ops)

    def visit_merge_values(self, node: SDNode) -> SDValue | None:
        """``visitMERGE_VALUES``: replace each result by the matching operand."""
        self.dag.replace_all_uses_with_values(node, list(node.ops))
        for op in node.ops:
            self.add_users_to_worklist(op[0])
        if node in self.dag.all_nodes and not node.uses:
            self.delete_and_recombine(node)
        return (node, 0)

    def visit_add(self, node: SDNode) -> SDValue | None:
        """``visitADD`` / ``visitADDLike``."""
        dag = self.dag
        n0, n1 = node.ops
        vt = node.vts[0]
        if n0[0].opcode == ISD.UNDEF:
            return n0
        if n1[0].opcode == ISD.UNDEF:
            return n1
        if _is_const(n0) and _is_const(n1):
            f = dag.get_node(ISD.ADD, vt, n0, n1)
            return f if _is_const(f) else None
        if _is_const(n0) and not _is_const(n1):
            return dag.get_node(ISD.ADD, vt, n1, n0)
        if is_vector(vt):
            return None
        if _is_null(n1):
            return n0
        o0 = n0[0].opcode
        if _is_const_no_opaque(n1):
            if o0 == ISD.SUB and _is_const_no_opaque(n0[0].ops[1]):
                sub = dag.get_node(ISD.SUB, vt, n1, n0[0].ops[1])
                return dag.get_node(ISD.ADD, vt, n0[0].ops[0], sub)
            if o0 == ISD.SUB and _is_const_no_opaque(n0[0].ops[0]):
                add = dag.get_node(ISD.ADD, vt, n1, n0[0].ops[0])
                return dag.get_node(ISD.SUB, vt, add, n0[0].ops[1])
            if o0 == ISD.SIGN_EXTEND and _value_has_one_use(n0) and _is_one(n1):
                x = n0[0].ops[0]
                if scalar_size_in_bits(_vt(x)) == 1 and (
                    not self.legal_operations
                    or (
                        self.tli.is_operation_legal(ISD.XOR, _vt(x))
                        and self.tli.is_operation_legal(ISD.ZERO_EXTEND, vt)
                    )
                ):
                    return dag.get_node(ISD.ZERO_EXTEND, vt, dag.get_not(x, _vt(x)))
            if (
                o0 == ISD.OR
                and _is_const_no_opaque(n0[0].ops[1])
                and self.have_no_common_bits_set(n0[0].ops[0], n0[0].ops[1])
            ):
                c = dag.get_node(ISD.ADD, vt, n1, n0[0].ops[1])
                if _is_const(c):
                    return dag.get_node(ISD.ADD, vt, n0[0].ops[0], c)
        r = self.fold_bin_op_into_select(node)
        if r is not None:
            return r
        if not self._reassoc_breaks_addressing(n0, n1):
            r = self.reassociate_ops(ISD.ADD, n0, n1)
            if r is not None:
                return r
        if o0 == ISD.SUB and _is_null(n0[0].ops[0]):
            return dag.get_node(ISD.SUB, vt, n1, n0[0].ops[1])
        o1 = n1[0].opcode
        if o1 == ISD.SUB and _is_null(n1[0].ops[0]):
            return dag.get_node(ISD.SUB, vt, n0, n1[0].ops[1])
        if o1 == ISD.SUB and n0 == n1[0].ops[1]:
            return n1[0].ops[0]
        if o0 == ISD.SUB and n1 == n0[0].ops[1]:
            return n0[0].ops[0]
        if o0 == ISD.SUB and o1 == ISD.SUB:
            if n0[0].ops[0] == n1[0].ops[1]:
                return dag.get_node(ISD.SUB, vt, n1[0].ops[0], n0[0].ops[1])
            if n0[0].ops[1] == n1[0].ops[0]:
                return dag.get_node(ISD.SUB, vt, n0[0].ops[0], n1[0].ops[1])
        if o1 == ISD.SUB and n1[0].ops[1][0].opcode == ISD.ADD:
            inner = n1[0].ops[1][0]
            if n0 == inner.ops[0]:
                return dag.get_node(ISD.SUB, vt, n1[0].ops[0], inner.ops[1])
            if n0 == inner.ops[1]:
                return dag.get_node(ISD.SUB, vt, n1[0].ops[0], inner.ops[0])
        if (
            o0 == ISD.SUB
            and o1 == ISD.SUB
            and (_is_const_no_opaque(n0[0].ops[0]) or _is_const_no_opaque(n1[0].ops[0]))
        ):
            return dag.get_node(
                ISD.SUB,
                vt,
                dag.get_node(ISD.ADD, vt, n0[0].ops[0], n1[0].ops[0]),
                dag.get_node(ISD.ADD, vt, n0[0].ops[1], n1[0].ops[1]),
            )
        if _is_bitwise_not(n0) and _is_one(n1):
            return dag.get_node(ISD.SUB, vt, dag.get_constant(0, vt), n0[0].ops[0])
        r = self._visit_add_like_commutative(n0, n1, vt)
        if r is None:
            r = self._visit_add_like_commutative(n1, n0, vt)
        if r is not None:
            return r
        # fold (a+b) -> (a|b) iff a and b share no bits.
        if self._op_ok(ISD.OR, vt) and self.have_no_common_bits_set(n0, n1):
            return dag.get_node(ISD.OR, vt, n0, n1)
        return None

    def _reassoc_breaks_addressing(self, n0: SDValue, n1: SDValue) -> bool:
        """``reassociationCanBreakAddressingModePattern``: keep ``(add (add x, C1), C2)`` whose users are memory
        operations able to fold the offset (simplified: only the constant-offset check)."""
        if n0[0].opcode != ISD.ADD or not _is_const(n1) or not _is_const(n0[0].ops[1]):
            return False
        return False

    def _visit_add_like_commutative(self, n0: SDValue, n1: SDValue, vt: int) -> SDValue | None:
        dag = self.dag
        n1n = n1[0]
        # add X, (shl (sub 0, Y), N) -> sub X, (shl Y, N)
        if n1n.opcode == ISD.SHL and n1n.ops[0][0].opcode == ISD.SUB and _is_null(n1n.ops[0][0].ops[0]):
            return dag.get_node(ISD.SUB, vt, n0, dag.get_node(ISD.SHL, vt, n1n.ops[0][0].ops[1], n1n.ops[1]))
        # add X, (sext i1 Y) -> sub X, (zext i1 Y)
        if (
            n1n.opcode == ISD.SIGN_EXTEND
            and scalar_size_in_bits(_vt(n1n.ops[0])) == 1
            and not self.tli.is_operation_legal(ISD.SIGN_EXTEND, vt)
        ):
            zext = dag.get_node(ISD.ZERO_EXTEND, vt, n1n.ops[0])
            return dag.get_node(ISD.SUB, vt, n0, zext)
        # add X, (sextinreg Y i1) -> sub X, (and Y 1)
        if n1n.opcode == ISD.SIGN_EXTEND_INREG and n1n.ops[1][0].payload == MVT.i1:
            zext = dag.get_node(ISD.AND, vt, n1n.ops[0], dag.get_constant(1, vt))
            return dag.get_node(ISD.SUB, vt, n0, zext)
        return None

    def visit_sub(self, node: SDNode) -> SDValue | None:
        """``visitSUB``."""
        dag = self.dag
        n0, n1 = node.ops
        vt = node.vts[0]
        if n0 == n1:
            return dag.get_constant(0, vt)
        if _is_const(n0) and _is_const(n1):
            f = dag.get_node(ISD.SUB, vt, n0, n1)
            return f if _is_const(f) else None
        if is_vector(vt):
            return None
        r = self.fold_bin_op_into_select(node)
        if r is not None:
            return r
        bits = size_in_bits(vt)
        # fold (sub x, c) -> (add x, -c)
        if _is_const_no_opaque(n1):
            return dag.get_node(ISD.ADD, vt, n0, dag.get_constant(-_cval(n1), vt))
        if _is_null(n0):
            # (sub 0, (srl x, bw-1)) -> (sra x, bw-1), and the mirror
            n1n = n1[0]
            if n1n.opcode in (ISD.SRA, ISD.SRL) and _is_const(n1n.ops[1]) and _cval(n1n.ops[1]) == bits - 1:
                new_opc = ISD.SRL if n1n.opcode == ISD.SRA else ISD.SRA
                if self._op_ok(new_opc, vt):
                    return dag.get_node(new_opc, vt, n1n.ops[0], n1n.ops[1])
            # 0 - X --> 0 if the sub is NUW; 0 - X --> X if X is 0 or the minimum signed value.
            if self.dag.compute_known_bits(n1)[0] | (1 << (bits - 1)) == (1 << bits) - 1:
                return n1
        # Canonicalize (sub -1, x) -> ~x, i.e. (xor x, -1)
        if _is_all_ones(n0):
            return dag.get_node(ISD.XOR, vt, n1, n0)
        o0, o1 = n0[0].opcode, n1[0].opcode
        # fold (A - (0-B)) -> A+B
        if o1 == ISD.SUB and _is_null(n1[0].ops[0]):
            return dag.get_node(ISD.ADD, vt, n0, n1[0].ops[1])
        # fold A-(A-B) -> B
        if o1 == ISD.SUB and n0 == n1[0].ops[0]:
            return n1[0].ops[1]
        # fold (A+B)-A -> B, (A+B)-B -> A
        if o0 == ISD.ADD and n0[0].ops[0] == n1:
            return n0[0].ops[1]
        if o0 == ISD.ADD and n0[0].ops[1] == n1:
            return n0[0].ops[0]
        # fold C2-(A+C1) -> (C2-C1)-A
        if o1 == ISD.ADD and _is_const_no_opaque(n0) and _is_const_no_opaque(n1[0].ops[1]):
            c = dag.get_node(ISD.SUB, vt, n0, n1[0].ops[1])
            return dag.get_node(ISD.SUB, vt, c, n1[0].ops[0])
        # fold ((A+(B+or-C))-B) -> A+or-C
        if o0 == ISD.ADD and n0[0].ops[1][0].opcode in (ISD.SUB, ISD.ADD) and n0[0].ops[1][0].ops[0] == n1:
            inner = n0[0].ops[1][0]
            return dag.get_node(inner.opcode, vt, n0[0].ops[0], inner.ops[1])
        # fold ((A-(B-C))-C) -> A-B
        if o0 == ISD.SUB and n0[0].ops[1][0].opcode == ISD.SUB and n0[0].ops[1][0].ops[1] == n1:
            return dag.get_node(ISD.SUB, vt, n0[0].ops[0], n0[0].ops[1][0].ops[0])
        # fold (A-C1)-C2 handled by (sub x, c) -> add; fold (c1-A)-c2 -> (c1-c2)-A
        if o0 == ISD.SUB and _is_const_no_opaque(n0[0].ops[0]) and _is_const_no_opaque(n1):
            c = dag.get_node(ISD.SUB, vt, n0[0].ops[0], n1)
            return dag.get_node(ISD.SUB, vt, c, n0[0].ops[1])
        # fold (sub x, (xor y, -1)) -> (add (add x, y), 1) only when not legalizing... skipped when the target says so
        if n0[0].opcode == ISD.UNDEF:
            return n0
        if n1[0].opcode == ISD.UNDEF:
            return n1
        # sub X, (zext i1 Y) -> add X, (sext i1 Y); only where the sign extension is legal, so that the add
        # fold above ("add X, (sext i1 Y) -> sub X, (zext i1 Y)", taken when it is not) cannot undo it: with
        # both illegal (odd widths before type legalization) the two folds would alternate without end.
        tli = self.tli
        if (
            o1 == ISD.ZERO_EXTEND
            and scalar_size_in_bits(_vt(n1[0].ops[0])) == 1
            and not tli.is_operation_legal(ISD.ZERO_EXTEND, vt)
            and tli.is_operation_legal(ISD.SIGN_EXTEND, vt)
        ):
            return dag.get_node(ISD.ADD, vt, n0, dag.get_node(ISD.SIGN_EXTEND, vt, n1[0].ops[0]))
        return None

    def visit_mul(self, node: SDNode) -> SDValue | None:
        """``visitMUL``."""
        dag = self.dag
        n0, n1 = node.ops
        vt = node.vts[0]
        if n0[0].opcode == ISD.UNDEF or n1[0].opcode == ISD.UNDEF:
            return dag.get_constant(0, vt)
        if _is_const(n0) and _is_const(n1):
            f = dag.get_node(ISD.MUL, vt, n0, n1)
            return f if _is_const(f) else None
        if _is_const(n0) and not _is_const(n1):
            return dag.get_node(ISD.MUL, vt, n1, n0)
        if is_vector(vt):
            return None
        if _is_null(n1):
            return n1
        if _is_one(n1):
            return n0
        r = self.fold_bin_op_into_select(node)
        if r is not None:
            return r
        bits = size_in_bits(vt)
        if _is_all_ones(n1):
            return dag.get_node(ISD.SUB, vt, dag.get_constant(0, vt), n0)
        if _is_const_no_opaque(n1):
            c = _cval(n1)
            if c & (c - 1) == 0 and self._op_ok(ISD.SHL, vt):
                log2 = c.bit_length() - 1
                return dag.get_node(ISD.SHL, vt, n0, dag.get_constant(log2, self.shift_amount_ty(vt)))
            neg = (-c) & ((1 << bits) - 1)
            if neg & (neg - 1) == 0 and self._op_ok(ISD.SHL, vt):
                log2 = neg.bit_length() - 1
                shl = dag.get_node(ISD.SHL, vt, n0, dag.get_constant(log2, self.shift_amount_ty(vt)))
                return dag.get_node(ISD.SUB, vt, dag.get_constant(0, vt), shl)
            # (mul (shl X, c1), c2) -> (mul X, c2 << c1)
            if n0[0].opcode == ISD.SHL and _is_const_no_opaque(n0[0].ops[1]):
                c3 = dag.get_node(ISD.SHL, vt, n1, dag.get_zext_or_trunc(n0[0].ops[1], vt))
                if _is_const(c3):
                    return dag.get_node(ISD.MUL, vt, n0[0].ops[0], c3)
            # fold (mul (add x, c1), c2) -> (add (mul x, c2), c1*c2)
            if n0[0].opcode == ISD.ADD and _is_const_no_opaque(n0[0].ops[1]) and _value_has_one_use(n0):
                return dag.get_node(
                    ISD.ADD,
                    vt,
                    dag.get_node(ISD.MUL, vt, n0[0].ops[0], n1),
                    dag.get_node(ISD.MUL, vt, n0[0].ops[1], n1),
                )
        r = self.reassociate_ops(ISD.MUL, n0, n1)
        if r is not None:
            return r
        return None

    # --- division ------------------------------------------------------------------------------------------

    def _simplify_div_common(self, node: SDNode) -> SDValue | None:
        """``simplifyDivRem``."""
        dag = self.dag
        n0, n1 = node.ops
        vt = node.vts[0]
        opc = node.opcode
        is_div = opc in (ISD.SDIV, ISD.UDIV)
        if n1[0].opcode == ISD.UNDEF or _is_null(n1):
            return dag.get_undef(vt)
        if n0[0].opcode == ISD.UNDEF:
            return dag.get_constant(0, vt)
        if n0 == n1 and not is_vector(vt):
            return dag.get_constant(1 if is_div else 0, vt)
        if _is_one(n1):
            return n0 if is_div else dag.get_constant(0, vt)
        if _is_null(n0):
            return dag.get_constant(0, vt)
        if vt == MVT.i1 or scalar_size_in_bits(vt) == 1:
            return n0 if is_div else dag.get_constant(0, vt)
        return None

    def visit_sdiv(self, node: SDNode) -> SDValue | None:
        """``visitSDIV``."""
        dag = self.dag
        n0, n1 = node.ops
        vt = node.vts[0]
        if _is_const(n0) and _is_const(n1):
            f = dag.get_node(ISD.SDIV, vt, n0, n1)
            if _is_const(f) or f[0].opcode == ISD.UNDEF:
                return f
        if is_vector(vt):
            return None
        if _is_all_ones(n1):
            return dag.get_node(ISD.SUB, vt, dag.get_constant(0, vt), n0)
        bits = size_in_bits(vt)
        if _is_const(n1) and _cval(n1) == 1 << (bits - 1):
            return dag.get_select(
                vt,
                dag.get_setcc(self.setcc_result_type(vt), n0, n1, ISD.SETEQ),
                dag.get_constant(1, vt),
                dag.get_constant(0, vt),
            )
        r = self._simplify_div_common(node)
        if r is not None:
            return r
        # If we know the sign bits of both operands are zero, strength reduce to a udiv.
        if dag.sign_bit_is_zero(n1) and dag.sign_bit_is_zero(n0):
            return dag.get_node(ISD.UDIV, vt, n0, n1, flags=node.flags)
        v = self.visit_sdiv_like(n0, n1, node)
        if v is not None:
            # If the equivalent Div node also exists, update its users.
            rem = dag.cse_map.get((ISD.SREM, node.vts, (n0, n1), None))
            if rem is not None:
                mul = dag.get_node(ISD.MUL, vt, v, n1)
                sub = dag.get_node(ISD.SUB, vt, n0, mul)
                self.add_to_worklist(mul[0])
                self.add_to_worklist(sub[0])
                self.combine_to(rem, (sub,))
            return v
        return None

    def _is_int_div_cheap(self, vt: int) -> bool:
        return bool(self.tli.is_int_div_cheap(vt, None))

    def visit_sdiv_like(self, n0: SDValue, n1: SDValue, node: SDNode) -> SDValue | None:
        """``visitSDIVLike``."""
        dag = self.dag
        vt = node.vts[0]
        bits = size_in_bits(vt)
        if _is_const_no_opaque(n1) and _cval(n1):
            c = _cval(n1)
            neg = (-c) & ((1 << bits) - 1)
            if c & (c - 1) == 0 or neg & (neg - 1) == 0:
                target = self.tli.build_sdiv_pow2(node, c, dag, [])
                if target is not None:
                    return target
                sh_vt = self.shift_amount_ty(vt)
                bits_c = dag.get_constant(bits, sh_vt)
                c1 = dag.get_node(ISD.CTTZ, vt, n1)
                c1 = dag.get_zext_or_trunc(c1, sh_vt)
                inexact = dag.get_node(ISD.SUB, sh_vt, bits_c, c1)
                sign = dag.get_node(ISD.SRA, vt, n0, dag.get_constant(bits - 1, sh_vt))
                srl = dag.get_node(ISD.SRL, vt, sign, inexact)
                add = dag.get_node(ISD.ADD, vt, n0, srl)
                self.add_to_worklist(sign[0])
                self.add_to_worklist(srl[0])
                self.add_to_worklist(add[0])
                sra = dag.get_node(ISD.SRA, vt, add, c1)
                ccvt = self.setcc_result_type(vt)
                is_one = dag.get_setcc(ccvt, n1, dag.get_constant(1, vt), ISD.SETEQ)
                is_all_ones = dag.get_setcc(ccvt, n1, dag.get_all_ones_constant(vt), ISD.SETEQ)
                is_one_or_all = dag.get_node(ISD.OR, ccvt, is_one, is_all_ones)
                sra = dag.get_select(vt, is_one_or_all, n0, sra)
                zero = dag.get_constant(0, vt)
                sub = dag.get_node(ISD.SUB, vt, zero, sra)
                is_neg = dag.get_setcc(ccvt, n1, zero, ISD.SETLT)
                return dag.get_select(vt, is_neg, sub, sra)
        if _is_const_no_opaque(n1) and not self._is_int_div_cheap(vt):
            return build_sdiv(self, node, n0, n1)
        return None

    def visit_udiv(self, node: SDNode) -> SDValue | None:
        """``visitUDIV``."""
        dag = self.dag
        n0, n1 = node.ops
        vt = node.vts[0]
        if _is_const(n0) and _is_const(n1):
            f = dag.get_node(ISD.UDIV, vt, n0, n1)
            if _is_const(f) or f[0].opcode == ISD.UNDEF:
                return f
        if is_vector(vt):
            return None
        if _is_all_ones(n1):
            return dag.get_select(
                vt,
                dag.get_setcc(self.setcc_result_type(vt), n0, n1, ISD.SETEQ),
                dag.get_constant(1, vt),
                dag.get_constant(0, vt),
            )
        r = self._simplify_div_common(node)
        if r is not None:
            return r
        v = self.visit_udiv_like(n0, n1, node)
        if v is not None:
            rem = dag.cse_map.get((ISD.UREM, node.vts, (n0, n1), None))
            if rem is not None:
                mul = dag.get_node(ISD.MUL, vt, v, n1)
                sub = dag.get_node(ISD.SUB, vt, n0, mul)
                self.add_to_worklist(mul[0])
                self.add_to_worklist(sub[0])
                self.combine_to(rem, (sub,))
            return v
        return None

    def visit_udiv_like(self, n0: SDValue, n1: SDValue, node: SDNode) -> SDValue | None:
        """``visitUDIVLike``."""
        dag = self.dag
        vt = node.vts[0]
        if _is_const_no_opaque(n1):
            c = _cval(n1)
            if c and c & (c - 1) == 0:
                sh_vt = self.shift_amount_ty(vt)
                log2 = dag.get_constant(c.bit_length() - 1, sh_vt)
                return dag.get_node(ISD.SRL, vt, n0, log2)
        # fold (udiv x, (shl c, y)) -> x >>u (log2(c)+y) iff c is power of 2
        n1n = n1[0]
        if n1n.opcode == ISD.SHL and _is_const_no_opaque(n1n.ops[0]):
            c = _cval(n1n.ops[0])
            if c and c & (c - 1) == 0:
                add_vt = _vt(n1n.ops[1])
                add = dag.get_node(ISD.ADD, add_vt, n1n.ops[1], dag.get_constant(c.bit_length() - 1, add_vt))
                return dag.get_node(ISD.SRL, vt, n0, add)
        if _is_const_no_opaque(n1) and not self._is_int_div_cheap(vt):
            return build_udiv(self, node, n0, n1)
        return None

    def visit_rem(self, node: SDNode) -> SDValue | None:
        """``visitREM`` (SREM and UREM)."""
        dag = self.dag
        opc = node.opcode
        n0, n1 = node.ops
        vt = node.vts[0]
        is_signed = opc == ISD.SREM
        if _is_const(n0) and _is_const(n1):
            f = dag.get_node(opc, vt, n0, n1)
            if _is_const(f) or f[0].opcode == ISD.UNDEF:
                return f
        if is_vector(vt):
            return None
        r = self._simplify_div_common(node)
        if r is not None:
            return r
        if is_signed and dag.sign_bit_is_zero(n1) and dag.sign_bit_is_zero(n0):
            return dag.get_node(ISD.UREM, vt, n0, n1)
        if not is_signed:
            if self.is_known_to_be_power_of_two(n1):
                # fold (urem x, pow2) -> (and x, pow2-1)
                add = dag.get_node(ISD.ADD, vt, n1, dag.get_all_ones_constant(vt))
                self.add_to_worklist(add[0])
                return dag.get_node(ISD.AND, vt, n0, add)
        # If X/C can be simplified by the division-by-constant logic, lower X%C to X-X/C*C.
        if _is_const_no_opaque(n1) and _cval(n1) and not self._is_int_div_cheap(vt):
            div_opc = ISD.SDIV if is_signed else ISD.UDIV
            existing = dag.cse_map.get((div_opc, node.vts, (n0, n1), None))
            if existing is not None:
                optimized = (existing, 0)
            else:
                optimized = (
                    self.visit_sdiv_like(n0, n1, node) if is_signed else self.visit_udiv_like(n0, n1, node)
                )
            if optimized is not None and optimized[0].opcode != ISD.UDIV and optimized[0].opcode != ISD.SDIV:
                self.add_to_worklist(optimized[0])
                mul = dag.get_node(ISD.MUL, vt, optimized, n1)
                sub = dag.get_node(ISD.SUB, vt, n0, mul)
                self.add_to_worklist(mul[0])
                return sub
        return None

    def _visit_mulh(self, node: SDNode) -> SDValue | None:
        """``visitMULHS`` / ``visitMULHU``."""
        dag = self.dag
        n0, n1 = node.ops
        vt = node.vts[0]
        signed = node.opcode == ISD.MULHS
        if _is_const(n0) and _is_const(n1):
            return dag.get_node(node.opcode, vt, n0, n1)
        if _is_const(n0) and not _is_const(n1):
            return dag.get_node(node.opcode, vt, n1, n0)
        if is_vector(vt):
            return None
        if _is_null(n1):
            return n1
        bits = size_in_bits(vt)
        if signed and _is_one(n1):
            return dag.get_node(ISD.SRA, vt, n0, dag.get_constant(bits - 1, self.shift_amount_ty(vt)))
        if not signed and _is_one(n1):
            return dag.get_constant(0, vt)
        if n0[0].opcode == ISD.UNDEF or n1[0].opcode == ISD.UNDEF:
            return dag.get_constant(0, vt)
        if not signed and _is_const_no_opaque(n1):
            c = _cval(n1)
            if c & (c - 1) == 0 and self.has_operation(ISD.SRL, vt):
                log2 = c.bit_length() - 1
                amt = dag.get_constant(bits - log2, self.shift_amount_ty(vt))
                return dag.get_node(ISD.SRL, vt, n0, amt)
        if not self.tli.is_operation_legal_or_custom(node.opcode, vt) and is_simple(vt):
            wide = get_integer_vt(bits * 2)
            if is_simple(wide) and self.tli.is_operation_legal(ISD.MUL, wide):
                ext = ISD.SIGN_EXTEND if signed else ISD.ZERO_EXTEND
                a = dag.get_node(ext, wide, n0)
                b = dag.get_node(ext, wide, n1)
                m = dag.get_node(ISD.MUL, wide, a, b)
                m = dag.get_node(ISD.SRL, wide, m, dag.get_constant(bits, self.shift_amount_ty(wide)))
                return dag.get_node(ISD.TRUNCATE, vt, m)
        return None

    def _visit_mul_lohi(self, node: SDNode) -> SDValue | None:
        """``visitSMUL_LOHI`` / ``visitUMUL_LOHI``: the simplifications of a two-result multiply."""
        dag = self.dag
        signed = node.opcode == ISD.SMUL_LOHI
        vt = node.vts[0]
        n0, n1 = node.ops
        # If the high half is unused, use a plain multiply.
        if not node.has_any_use_of_value(1) and (
            not self.legal_operations or self.tli.is_operation_legal(ISD.MUL, vt)
        ):
            lo = dag.get_node(ISD.MUL, vt, n0, n1)
            return self.combine_to(node, (lo, lo))
        hi_opc = ISD.MULHS if signed else ISD.MULHU
        if not node.has_any_use_of_value(0) and (
            not self.legal_operations or self.tli.is_operation_legal(hi_opc, vt)
        ):
            hi = dag.get_node(hi_opc, vt, n0, n1)
            return self.combine_to(node, (hi, hi))
        if is_vector(vt) or not is_simple(vt):
            return None
        bits = size_in_bits(vt)
        wide = get_integer_vt(bits * 2)
        if is_simple(wide) and self.tli.is_operation_legal(ISD.MUL, wide):
            ext = ISD.SIGN_EXTEND if signed else ISD.ZERO_EXTEND
            lo = dag.get_node(ext, wide, n0)
            hi = dag.get_node(ext, wide, n1)
            lo = dag.get_node(ISD.MUL, wide, lo, hi)
            hi = dag.get_node(ISD.SRL, wide, lo, dag.get_constant(bits, self.shift_amount_ty(wide)))
            hi = dag.get_node(ISD.TRUNCATE, vt, hi)
            lo = dag.get_node(ISD.TRUNCATE, vt, lo)
            return self.combine_to(node, (lo, hi))
        return None

    # --- logic ---------------------------------------------------------------------------------------------

    def visit_and(self, node: SDNode) -> SDValue | None:
        """``visitAND`` (scalar core)."""
        dag = self.dag
        n0, n1 = node.ops
        vt = node.vts[0]
        if n0 == n1:
            return n0
        if _is_const(n0) and _is_const(n1):
            f = dag.get_node(ISD.AND, vt, n0, n1)
            return f if _is_const(f) else None
        if _is_const(n0) and not _is_const(n1):
            return dag.get_node(ISD.AND, vt, n1, n0)
        if is_vector(vt):
            return None
        if _is_all_ones(n1):
            return n0
        bits = scalar_size_in_bits(vt)
        mask = (1 << bits) - 1
        if _is_const(n1) and dag.masked_value_is_zero((node, 0), mask):
            return dag.get_constant(0, vt)
        r = self.fold_bin_op_into_select(node)
        if r is not None:
            return r
        r = self.reassociate_ops(ISD.AND, n0, n1)
        if r is not None:
            return r
        if _is_const_no_opaque(n1):
            c = _cval(n1)
            n0n = n0[0]
            # (and (or x, C), D) -> D if (C & D) == D
            if n0n.opcode == ISD.OR and _is_const(n0n.ops[1]) and _cval(n0n.ops[1]) & c == c:
                return n1
            # (and (any_ext V), c) -> (zero_ext V) if 'and' only clears top bits.
            if n0n.opcode == ISD.ANY_EXTEND:
                src = n0n.ops[0]
                src_mask = (1 << scalar_size_in_bits(_vt(src))) - 1
                if dag.masked_value_is_zero(src, ~c & src_mask):
                    zext = dag.get_node(ISD.ZERO_EXTEND, vt, src)
                    self.combine_to(node, (zext,))
                    if n0n in dag.all_nodes:
                        self.combine_to(n0n, (zext,))
                    return (node, 0)
            # fold (and x, mask) -> x if the bits outside mask are known zero
            z = self.known_bits(n0)[0]
            if (~c & mask) & ~z == 0:
                return n0
            # (and (zextload/extload x), mask) with mask == memory mask -> zextload
            if (
                n0n.opcode == ISD.LOAD
                and n0n.payload[1] == ISD.UNINDEXED
                and _value_has_one_use(n0)
                and n0n.payload[0] in (ISD.EXTLOAD, ISD.ZEXTLOAD)
            ):
                mem_bits = scalar_size_in_bits(n0n.payload[2])
                if c == (1 << mem_bits) - 1 and (
                    not self.legal_operations or self.tli.is_load_ext_legal(ISD.ZEXTLOAD, vt, n0n.payload[2])
                ):
                    if n0n.payload[0] == ISD.ZEXTLOAD:
                        return n0
                    new = dag.get_ext_load(
                        ISD.ZEXTLOAD,
                        vt,
                        n0n.ops[0],
                        n0n.ops[1],
                        n0n.payload[2],
                        n0n.mem_operand,
                        n0n.debug_loc,
                        n0n.ir_order,
                    )
                    self.combine_to(node, (new,))
                    self.combine_to(n0n, (new, (new[0], 1)))
                    return (node, 0)
        # SimplifyDemandedBits (one level): (and (binop (and y, C), z), M) with M a low-bit mask: the binop's low
        # bits depend only on its operands' low bits, so an inner mask C covering M is redundant.
        if (
            _is_const(n1)
            and n0[0].opcode in (ISD.ADD, ISD.SUB, ISD.MUL, ISD.AND, ISD.OR, ISD.XOR)
            and _value_has_one_use(n0)
        ):
            m = _cval(n1)
            if m and (m + 1) & m == 0:
                inner = n0[0]
                new_ops = []
                changed = False
                for op in inner.ops:
                    on = op[0]
                    if (
                        on.opcode == ISD.AND
                        and _is_const(on.ops[1])
                        and _cval(on.ops[1]) & m == m
                        and _value_has_one_use(op)
                    ):
                        new_ops.append(on.ops[0])
                        changed = True
                    else:
                        new_ops.append(op)
                if changed:
                    binop = dag.get_node(inner.opcode, vt, *new_ops)
                    return dag.get_node(ISD.AND, vt, binop, n1)
        # SimplifyDemandedBits through a truncate: (and (trunc (srl x, c)), m) only demands m, so when none of the
        # bits shifted in above the narrow type is demanded, shift in the narrow type: (srl (trunc x), c).
        if _is_const(n1) and n0[0].opcode == ISD.TRUNCATE and _value_has_one_use(n0):
            src = n0[0].ops[0]
            sn = src[0]
            if sn.opcode == ISD.SRL and _value_has_one_use(src) and _is_const(sn.ops[1]):
                c = _cval(sn.ops[1])
                wide = scalar_size_in_bits(_vt(src))
                narrow = scalar_size_in_bits(vt)
                high = ((((1 << wide) - 1) ^ ((1 << narrow) - 1)) >> c) & ((1 << narrow) - 1)
                if (
                    c < narrow
                    and not high & _cval(n1)
                    and (not self.legal_types or self.tli.is_type_desirable_for_op(ISD.SRL, vt))
                ):
                    tr = dag.get_node(ISD.TRUNCATE, vt, sn.ops[0])
                    srl = dag.get_node(ISD.SRL, vt, tr, dag.get_constant(c, self.shift_amount_ty(vt)))
                    return dag.get_node(ISD.AND, vt, srl, n1)
        # fold (and (load x), 255) -> (zextload x, i8) and (and (srl (load x), 8k), mask) likewise
        if (
            _is_const(n1)
            and n0[0].opcode in (ISD.LOAD, ISD.SRL)
            and (n0[0].opcode != ISD.LOAD or n0[0].payload[0] != ISD.SEXTLOAD)
        ):
            r = self.reduce_load_width(node)
            if r is not None:
                self.add_to_worklist(node)
                return r
        # fold (and (setcc x), (setcc y)) -> (setcc (and x, y)) and similar
        r = self._fold_logic_of_setccs(n0, n1, True, vt)
        if r is not None:
            return r
        # (and (xor x, -1), y) stays; (and x, (xor x, -1)) -> 0
        if _is_bitwise_not(n1) and n1[0].ops[0] == n0 or _is_bitwise_not(n0) and n0[0].ops[0] == n1:
            return dag.get_constant(0, vt)
        # fold (and (sign_extend_inreg x, i16 to i32), 0xffff) -> zero_extend_inreg x
        if _is_const(n1) and n0[0].opcode == ISD.SIGN_EXTEND_INREG and _value_has_one_use(n0):
            ext_vt = n0[0].ops[1][0].payload
            if _cval(n1) == (1 << scalar_size_in_bits(ext_vt)) - 1:
                return dag.get_zero_extend_in_reg(n0[0].ops[0], ext_vt)
        return self._hoist_logic_op_with_same_opcode_hands(node)

    def _hoist_logic_op_with_same_opcode_hands(self, node: SDNode) -> SDValue | None:
        """``hoistLogicOpWithSameOpcodeHands``: ``(op (ext x), (ext y))`` -> ``(ext (op x, y))``."""
        dag = self.dag
        n0, n1 = node.ops
        h = n0[0].opcode
        if h != n1[0].opcode or h not in (ISD.ZERO_EXTEND, ISD.SIGN_EXTEND, ISD.ANY_EXTEND, ISD.TRUNCATE):
            return None
        vt = node.vts[0]
        x, y = n0[0].ops[0], n1[0].ops[0]
        xvt = _vt(x)
        if xvt != _vt(y):
            return None
        if not (_value_has_one_use(n0) or _value_has_one_use(n1)):
            return None
        if h == ISD.TRUNCATE:
            if self.legal_operations or not (self.tli.is_type_legal(xvt)):
                return None
            if not self.tli.is_truncate_free(xvt, vt):
                return None
        elif self.legal_types and not self.tli.is_type_legal(xvt):
            return None
        if self.legal_operations and not self.tli.is_operation_legal(node.opcode, xvt):
            return None
        # Avoid looping with the target's promotion of the narrow logic op (PromoteIntBinOp).
        if (
            h == ISD.ANY_EXTEND
            and self.legal_types
            and not self.tli.is_type_desirable_for_op(node.opcode, xvt)
        ):
            return None
        if h == ISD.SIGN_EXTEND and node.opcode != ISD.AND and False:
            return None
        logic = dag.get_node(node.opcode, xvt, x, y)
        return dag.get_node(h, vt, logic)

    def _fold_logic_of_setccs(self, n0: SDValue, n1: SDValue, is_and: bool, vt: int) -> SDValue | None:
        """``foldLogicOfSetCCs`` (the operand-sharing cases)."""
        a, b = n0[0], n1[0]
        if a.opcode != ISD.SETCC or b.opcode != ISD.SETCC:
            return None
        if not _value_has_one_use(n0) or not _value_has_one_use(n1):
            return None
        ll, lr, cc0 = a.ops[0], a.ops[1], a.ops[2][0].payload
        rl, rr, cc1 = b.ops[0], b.ops[1], b.ops[2][0].payload
        op_vt = _vt(ll)
        if op_vt != _vt(rl) or not is_integer(op_vt) or is_vector(op_vt):
            return None
        dag = self.dag
        if _vt(n0) != vt:
            return None
        if lr == rr and cc0 == cc1 and _is_null(lr):
            # (and (seteq X, 0), (seteq Y, 0)) -> (seteq (or X, Y), 0) and friends
            if (is_and and cc0 == ISD.SETEQ) or (not is_and and cc0 == ISD.SETNE):
                orv = dag.get_node(ISD.OR, op_vt, ll, rl)
                self.add_to_worklist(orv[0])
                return dag.get_setcc(vt, orv, lr, cc1)
            if is_and and cc0 == ISD.SETGT and False:
                return None
        if lr == rr and cc0 == cc1 and _is_all_ones(lr):
            if (is_and and cc0 == ISD.SETEQ) or (not is_and and cc0 == ISD.SETNE):
                andv = dag.get_node(ISD.AND, op_vt, ll, rl)
                self.add_to_worklist(andv[0])
                return dag.get_setcc(vt, andv, lr, cc1)
        if lr == rr and cc0 == cc1 and _is_null(lr):
            # (or (setlt X, 0), (setlt Y, 0)) -> (setlt (or X, Y), 0)
            if (not is_and and cc0 == ISD.SETLT) or (is_and and cc0 == ISD.SETGT and False):
                orv = dag.get_node(ISD.OR, op_vt, ll, rl)
                self.add_to_worklist(orv[0])
                return dag.get_setcc(vt, orv, lr, cc1)
        # Same operands: combine the condition codes.
        if ll == rl and lr == rr:
            from pyllc.codegen.isd import get_setcc_and_operation, get_setcc_or_operation

            new_cc = (
                get_setcc_and_operation(cc0, cc1, op_vt)
                if is_and
                else get_setcc_or_operation(cc0, cc1, op_vt)
            )
            if new_cc != ISD.SETCC_INVALID and (
                not self.legal_operations
                or (
                    self.tli.is_cond_code_legal(new_cc, op_vt)
                    and self.tli.is_operation_legal(ISD.SETCC, op_vt)
                )
            ):
                return dag.get_setcc(vt, ll, lr, new_cc)
        return None

    def visit_or(self, node: SDNode) -> SDValue | None:
        """``visitOR`` (scalar core)."""
        dag = self.dag
        n0, n1 = node.ops
        vt = node.vts[0]
        if n0 == n1:
            return n0
        if _is_const(n0) and _is_const(n1):
            f = dag.get_node(ISD.OR, vt, n0, n1)
            return f if _is_const(f) else None
        if _is_const(n0) and not _is_const(n1):
            return dag.get_node(ISD.OR, vt, n1, n0)
        if is_vector(vt):
            return None
        if _is_null(n1):
            return n0
        if _is_all_ones(n1):
            return n1
        r = self.fold_bin_op_into_select(node)
        if r is not None:
            return r
        # fold (or x, c) -> c iff (x & ~c) == 0
        if _is_const(n1):
            c = _cval(n1)
            bits = scalar_size_in_bits(vt)
            if dag.masked_value_is_zero(n0, ~c & ((1 << bits) - 1)):
                return n1
        r = self._fold_logic_of_setccs(n0, n1, False, vt)
        if r is not None:
            return r
        # (or (and X, C1), C2) -> (and (or X, C2), C1|C2) when the and has one use
        if (
            _is_const_no_opaque(n1)
            and n0[0].opcode == ISD.AND
            and _is_const_no_opaque(n0[0].ops[1])
            and _value_has_one_use(n0)
        ):
            c1 = _cval(n0[0].ops[1])
            c2 = _cval(n1)
            if c1 & c2 != 0:
                orv = dag.get_node(ISD.OR, vt, n0[0].ops[0], n1)
                return dag.get_node(ISD.AND, vt, orv, dag.get_constant(c1 | c2, vt))
        r = self.reassociate_ops(ISD.OR, n0, n1)
        if r is not None:
            return r
        if _is_bitwise_not(n1) and n1[0].ops[0] == n0 or _is_bitwise_not(n0) and n0[0].ops[0] == n1:
            return dag.get_all_ones_constant(vt)
        r = self._hoist_logic_op_with_same_opcode_hands(node)
        if r is not None:
            return r
        return self.match_rotate(n0, n1)

    def match_rotate(self, lhs: SDValue, rhs: SDValue) -> SDValue | None:
        """``MatchRotate`` (constant amounts): ``(or (shl x, C1), (srl y, C2))`` with ``C1 + C2`` the width is
        ``rotl x, C1`` when x == y, else ``fshl x, y, C1`` (or the right-hand forms the target has)."""
        dag = self.dag
        vt = _vt(lhs)
        tli = self.tli
        if not tli.is_type_legal(vt):
            return None
        has_rotl = self.has_operation(ISD.ROTL, vt)
        has_rotr = self.has_operation(ISD.ROTR, vt)
        has_fshl = self.has_operation(ISD.FSHL, vt)
        has_fshr = self.has_operation(ISD.FSHR, vt)
        if not (has_rotl or has_rotr or has_fshl or has_fshr):
            return None
        ls, rs = lhs[0], rhs[0]
        if (
            ls.opcode not in (ISD.SHL, ISD.SRL)
            or rs.opcode not in (ISD.SHL, ISD.SRL)
            or ls.opcode == rs.opcode
        ):
            return None
        if rs.opcode == ISD.SHL:
            ls, rs = rs, ls
        l_amt, r_amt = ls.ops[1], rs.ops[1]
        if not _is_const(l_amt) or not _is_const(r_amt):
            return None
        if _cval(l_amt) + _cval(r_amt) != scalar_size_in_bits(vt):
            return None
        x, y = ls.ops[0], rs.ops[0]
        if x != y and not (has_fshl or has_fshr):
            return None  # a funnel shift needs the target's support
        if x == y and (has_rotl or has_rotr or not (has_fshl or has_fshr)):
            use_rotl = not self.legal_operations or has_rotl
            return dag.get_node(ISD.ROTL if use_rotl else ISD.ROTR, vt, x, l_amt if use_rotl else r_amt)
        use_fshl = not self.legal_operations or has_fshl
        return dag.get_node(ISD.FSHL if use_fshl else ISD.FSHR, vt, x, y, l_amt if use_fshl else r_amt)

    def visit_xor(self, node: SDNode) -> SDValue | None:
        """``visitXOR`` (scalar core)."""
        dag = self.dag
        n0, n1 = node.ops
        vt = node.vts[0]
        if n0[0].opcode == ISD.UNDEF and n1[0].opcode == ISD.UNDEF:
            return dag.get_constant(0, vt)
        if n0[0].opcode == ISD.UNDEF:
            return n0
        if n1[0].opcode == ISD.UNDEF:
            return n1
        if _is_const(n0) and _is_const(n1):
            f = dag.get_node(ISD.XOR, vt, n0, n1)
            return f if _is_const(f) else None
        if _is_const(n0) and not _is_const(n1):
            return dag.get_node(ISD.XOR, vt, n1, n0)
        if is_vector(vt):
            return None
        if _is_null(n1):
            return n0
        r = self.fold_bin_op_into_select(node)
        if r is not None:
            return r
        r = self.reassociate_ops(ISD.XOR, n0, n1)
        if r is not None:
            return r
        n0n = n0[0]
        # fold !(x cc y) -> (x !cc y)
        if _is_const(n1) and n0n.opcode == ISD.SETCC and _value_has_one_use(n0):
            contents = self.tli.get_boolean_contents(_vt(n0n.ops[0]))
            true_val = (1 << size_in_bits(vt)) - 1 if contents == _ZERO_OR_NEG_ONE else 1
            if _cval(n1) == true_val or (size_in_bits(vt) == 1 and _cval(n1) == 1):
                cc = n0n.ops[2][0].payload
                op_vt = _vt(n0n.ops[0])
                not_cc = get_setcc_inverse(cc, op_vt)
                if not self.legal_operations or self.tli.is_cond_code_legal(not_cc, op_vt):
                    return dag.get_setcc(vt, n0n.ops[0], n0n.ops[1], not_cc, dl=n0n.debug_loc)
        # fold (not (zext (setcc x, y))) -> (zext (not (setcc x, y)))
        if (
            _is_one(n1)
            and n0n.opcode == ISD.ZERO_EXTEND
            and _value_has_one_use(n0)
            and n0n.ops[0][0].opcode == ISD.SETCC
        ):
            v = n0n.ops[0]
            inner_vt = _vt(v)
            not_v = dag.get_node(ISD.XOR, inner_vt, v, dag.get_constant(1, inner_vt))
            self.add_to_worklist(v[0])
            return dag.get_node(ISD.ZERO_EXTEND, vt, not_v)
        # fold (xor (xor x, c1), c2) -> (xor x, (xor c1, c2)) is reassociation; fold (xor x, x) -> 0
        if n0 == n1:
            return dag.get_constant(0, vt)
        # fold (xor (shl 1, x), -1) -> (rotl ~1, x)
        if (
            _is_all_ones(n1)
            and n0n.opcode == ISD.SHL
            and _is_one(n0n.ops[0])
            and self.tli.is_operation_legal_or_custom(ISD.ROTL, vt)
        ):
            return dag.get_node(ISD.ROTL, vt, dag.get_constant(~1, vt), n0n.ops[1])
        return self._hoist_logic_op_with_same_opcode_hands(node)

    # --- shifts --------------------------------------------------------------------------------------------

    def _visit_shift_common(self, node: SDNode) -> SDValue | None:
        dag = self.dag
        n0, n1 = node.ops
        vt = node.vts[0]
        bits = scalar_size_in_bits(vt)
        if _is_const(n0) and _is_const(n1):
            f = dag.get_node(node.opcode, vt, n0, n1)
            if _is_const(f):
                return f
        if _is_null(n0):
            return n0
        if _is_const(n1):
            amt = _cval(n1)
            if amt >= bits:
                return dag.get_undef(vt)
            if amt == 0:
                return n0
        if n1[0].opcode == ISD.UNDEF:
            return dag.get_undef(vt)
        # if (shift x, (trunc (and y, c))) where c covers the shift width, drop the and
        if n1[0].opcode == ISD.TRUNCATE and n1[0].ops[0][0].opcode == ISD.AND:
            and_node = n1[0].ops[0][0]
            if (
                _is_const(and_node.ops[1])
                and (_cval(and_node.ops[1]) & (bits - 1)) == bits - 1
                and bits & (bits - 1) == 0
                and _value_has_one_use(n1)
            ):
                pass
        return None

    def visit_funnel_shift(self, node: SDNode) -> SDValue | None:
        """``visitFunnelShift`` (scalar): a constant amount is taken modulo the width; by zero it is the first
        (fshl) or second (fshr) operand; with a zero operand it is a plain shift of the other; the same value
        in both operands is a rotate when the target has one."""
        dag = self.dag
        n0, n1, n2 = node.ops
        vt = node.vts[0]
        if is_vector(vt):
            return None
        bits = scalar_size_in_bits(vt)
        is_fshl = node.opcode == ISD.FSHL
        if _is_const(n2):
            c = _cval(n2)
            if c >= bits:
                return dag.get_node(node.opcode, vt, n0, n1, dag.get_constant(c % bits, _vt(n2)))
            if c == 0:
                return n0 if is_fshl else n1
            if _is_null(n0) or n0[0].opcode == ISD.UNDEF:
                return dag.get_node(ISD.SRL, vt, n1, dag.get_constant(bits - c if is_fshl else c, _vt(n2)))
            if _is_null(n1) or n1[0].opcode == ISD.UNDEF:
                return dag.get_node(ISD.SHL, vt, n0, dag.get_constant(c if is_fshl else bits - c, _vt(n2)))
        rot = ISD.ROTL if is_fshl else ISD.ROTR
        if n0 == n1 and self.has_operation(rot, vt):
            return dag.get_node(rot, vt, n0, n2)
        return None

    def visit_shl(self, node: SDNode) -> SDValue | None:
        """``visitSHL``."""
        r = self._visit_shift_common(node)
        if r is not None:
            return r
        dag = self.dag
        n0, n1 = node.ops
        vt = node.vts[0]
        if is_vector(vt):
            return None
        bits = scalar_size_in_bits(vt)
        if dag.masked_value_is_zero((node, 0), (1 << bits) - 1):
            return dag.get_constant(0, vt)
        r = self.fold_bin_op_into_select(node)
        if r is not None:
            return r
        n0n = n0[0]
        if _is_const(n1):
            c2 = _cval(n1)
            # fold (shl (shl x, c1), c2) -> 0 or (shl x, (add c1, c2))
            if n0n.opcode == ISD.SHL and _is_const(n0n.ops[1]):
                c1 = _cval(n0n.ops[1])
                if c1 + c2 >= bits:
                    return dag.get_constant(0, vt)
                return dag.get_node(ISD.SHL, vt, n0n.ops[0], dag.get_constant(c1 + c2, _vt(n1)))
            # fold (shl (ext (shl x, c1)), c2) -> (shl (ext x), (add c1, c2)) when the bits fit
            if (
                n0n.opcode in (ISD.ZERO_EXTEND, ISD.ANY_EXTEND, ISD.SIGN_EXTEND)
                and n0n.ops[0][0].opcode == ISD.SHL
                and _is_const(n0n.ops[0][0].ops[1])
            ):
                inner = n0n.ops[0][0]
                c1 = _cval(inner.ops[1])
                inner_bits = scalar_size_in_bits(_vt(n0n.ops[0]))
                if c1 + c2 >= bits:
                    return dag.get_constant(0, vt)
                if dag.compute_num_sign_bits(inner.ops[0]) > c1 and n0n.opcode == ISD.SIGN_EXTEND and False:
                    pass
                if (
                    inner_bits
                    and n0n.opcode != ISD.SIGN_EXTEND
                    and dag.masked_value_is_zero(
                        inner.ops[0], ((1 << inner_bits) - 1) ^ (((1 << inner_bits) - 1) >> c1)
                    )
                ):
                    ext = dag.get_node(n0n.opcode, vt, inner.ops[0])
                    return dag.get_node(ISD.SHL, vt, ext, dag.get_constant(c1 + c2, _vt(n1)))
            # fold (shl (srl x, c1), c2) -> (and (shl x, c2-c1), mask) or (and (srl x, c1-c2), mask) when exact
            if n0n.opcode in (ISD.SRL, ISD.SRA) and _is_const(n0n.ops[1]) and n0n.flags & 4:
                c1 = _cval(n0n.ops[1])
                if c1 <= c2:
                    return dag.get_node(ISD.SHL, vt, n0n.ops[0], dag.get_constant(c2 - c1, _vt(n1)))
                return dag.get_node(n0n.opcode, vt, n0n.ops[0], dag.get_constant(c1 - c2, _vt(n1)))
            # fold (shl (srl x, c1), c1) -> (and x, -1 << c1)
            if (
                n0n.opcode == ISD.SRL
                and _is_const(n0n.ops[1])
                and _cval(n0n.ops[1]) == c2
                and _value_has_one_use(n0)
            ):
                mask = ((1 << bits) - 1) ^ ((1 << c2) - 1)
                return dag.get_node(ISD.AND, vt, n0n.ops[0], dag.get_constant(mask, vt))
            # fold (shl (add x, c1), c2) -> (add (shl x, c2), c1 << c2) and the same for or
            if (
                n0n.opcode in (ISD.ADD, ISD.OR)
                and _value_has_one_use(n0)
                and _is_const_no_opaque(n0n.ops[1])
                and self.tli.is_desirable_to_commute_with_shift(node, self.level)
            ):
                shl0 = dag.get_node(ISD.SHL, vt, n0n.ops[0], n1)
                shl1 = dag.get_node(ISD.SHL, vt, n0n.ops[1], n1)
                self.add_to_worklist(shl0[0])
                return dag.get_node(n0n.opcode, vt, shl0, shl1)
            # fold (shl (mul x, c1), c2) -> (mul x, c1 << c2)
            if n0n.opcode == ISD.MUL and _value_has_one_use(n0) and _is_const_no_opaque(n0n.ops[1]):
                c3 = dag.get_node(ISD.SHL, vt, n0n.ops[1], n1)
                if _is_const(c3):
                    return dag.get_node(ISD.MUL, vt, n0n.ops[0], c3)
        return None

    def visit_sra(self, node: SDNode) -> SDValue | None:
        """``visitSRA``."""
        dag = self.dag
        n0, n1 = node.ops
        vt = node.vts[0]
        if _is_all_ones(n0):
            return n0
        r = self._visit_shift_common(node)
        if r is not None:
            return r
        if is_vector(vt):
            return None
        bits = scalar_size_in_bits(vt)
        if dag.compute_num_sign_bits(n0) == bits:
            return n0
        r = self.fold_bin_op_into_select(node)
        if r is not None:
            return r
        n0n = n0[0]
        if _is_const(n1):
            c2 = _cval(n1)
            # fold (sra (shl x, c1), c1) -> sext_inreg for some sizes
            if n0n.opcode == ISD.SHL and _is_const(n0n.ops[1]) and _cval(n0n.ops[1]) == c2:
                ext_vt = get_integer_vt(bits - c2)
                if is_simple(ext_vt) and (
                    not self.legal_operations
                    or self.tli.get_operation_action(ISD.SIGN_EXTEND_INREG, ext_vt) == _LEGAL
                ):
                    return dag.get_node(ISD.SIGN_EXTEND_INREG, vt, n0n.ops[0], dag.get_value_type(ext_vt))
            # fold (sra (sra x, c1), c2) -> (sra x, (add c1, c2))
            if n0n.opcode == ISD.SRA and _is_const(n0n.ops[1]):
                total = min(_cval(n0n.ops[1]) + c2, bits - 1)
                return dag.get_node(ISD.SRA, vt, n0n.ops[0], dag.get_constant(total, _vt(n1)))
            # fold (sra (trunc (srl x, c1)), c2) -> (trunc (sra x, c1 + c2))
            if (
                n0n.opcode == ISD.TRUNCATE
                and n0n.ops[0][0].opcode in (ISD.SRA, ISD.SRL)
                and _value_has_one_use(n0n.ops[0])
                and _is_const(n0n.ops[0][0].ops[1])
                and _value_has_one_use(n0n.ops[0][0].ops[1])
            ):
                inner = n0n.ops[0][0]
                large_vt = _vt(n0n.ops[0])
                large_bits = scalar_size_in_bits(large_vt)
                trunc_bits = large_bits - bits
                if _cval(inner.ops[1]) == trunc_bits:
                    amt = dag.get_constant(c2 + trunc_bits, self.shift_amount_ty(large_vt))
                    sra = dag.get_node(ISD.SRA, large_vt, inner.ops[0], amt)
                    return dag.get_node(ISD.TRUNCATE, vt, sra)
        # If the sign bit is known to be zero, switch this to a SRL.
        if dag.sign_bit_is_zero(n0):
            return dag.get_node(ISD.SRL, vt, n0, n1)
        return None

    def visit_srl(self, node: SDNode) -> SDValue | None:
        """``visitSRL``."""
        r = self._visit_shift_common(node)
        if r is not None:
            return r
        dag = self.dag
        n0, n1 = node.ops
        vt = node.vts[0]
        if is_vector(vt):
            return None
        bits = scalar_size_in_bits(vt)
        if dag.masked_value_is_zero((node, 0), (1 << bits) - 1):
            return dag.get_constant(0, vt)
        r = self.fold_bin_op_into_select(node)
        if r is not None:
            return r
        n0n = n0[0]
        if _is_const(n1):
            c2 = _cval(n1)
            # fold (srl (srl x, c1), c2) -> 0 or (srl x, (add c1, c2))
            if n0n.opcode == ISD.SRL and _is_const(n0n.ops[1]):
                c1 = _cval(n0n.ops[1])
                if c1 + c2 >= bits:
                    return dag.get_constant(0, vt)
                return dag.get_node(ISD.SRL, vt, n0n.ops[0], dag.get_constant(c1 + c2, _vt(n1)))
            # fold (srl (trunc (srl x, c1)), c2) -> 0 or (trunc (srl x, (add c1, c2)))
            if (
                n0n.opcode == ISD.TRUNCATE
                and n0n.ops[0][0].opcode == ISD.SRL
                and _is_const(n0n.ops[0][0].ops[1])
            ):
                inner = n0n.ops[0][0]
                c1 = _cval(inner.ops[1])
                inner_vt = _vt(n0n.ops[0])
                inner_bits = scalar_size_in_bits(inner_vt)
                amt_vt = _vt(inner.ops[1])
                if c1 + bits == inner_bits:
                    if c1 + c2 >= inner_bits:
                        return dag.get_constant(0, vt)
                    new_shift = dag.get_node(
                        ISD.SRL, inner_vt, inner.ops[0], dag.get_constant(c1 + c2, amt_vt)
                    )
                    return dag.get_node(ISD.TRUNCATE, vt, new_shift)
                if _value_has_one_use(n0) and _value_has_one_use(n0n.ops[0]) and c1 + c2 < inner_bits:
                    new_shift = dag.get_node(
                        ISD.SRL, inner_vt, inner.ops[0], dag.get_constant(c1 + c2, amt_vt)
                    )
                    andv = dag.get_node(
                        ISD.AND, inner_vt, new_shift, dag.get_constant((1 << (bits - c2)) - 1, inner_vt)
                    )
                    return dag.get_node(ISD.TRUNCATE, vt, andv)
            # fold (srl (shl x, c), c) -> (and x, cst2)
            if (
                n0n.opcode == ISD.SHL
                and _is_const(n0n.ops[1])
                and _cval(n0n.ops[1]) == c2
                and self._op_ok(ISD.AND, vt)
            ):
                mask = ((1 << bits) - 1) >> c2
                return dag.get_node(ISD.AND, vt, n0n.ops[0], dag.get_constant(mask, vt))
            # fold (srl (anyextend x), c) -> (and (anyextend (srl x, c)), mask)
            # fold (srl (sra X, Y), 31) -> (srl X, 31) -- the sign bit is all we need
            if c2 == bits - 1 and n0n.opcode == ISD.SRA:
                return dag.get_node(ISD.SRL, vt, n0n.ops[0], n1)
            # fold (srl (ctlz x), "5") -> x iff x has one bit set (the low bit), and x is a setcc
            if n0n.opcode == ISD.CTLZ and c2 == (bits.bit_length() - 1) and bits & (bits - 1) == 0:
                z, o = dag.compute_known_bits(n0n.ops[0])
                src_bits = scalar_size_in_bits(_vt(n0n.ops[0]))
                unknown = ((1 << src_bits) - 1) & ~(z | o)
                if o == 0 and unknown == 0:
                    return dag.get_constant(1, vt)
                if unknown and unknown & (unknown - 1) == 0 and o == 0:
                    shamt = unknown.bit_length() - 1
                    op = n0n.ops[0]
                    if shamt:
                        op = dag.get_node(
                            ISD.SRL, _vt(op), op, dag.get_constant(shamt, self.shift_amount_ty(_vt(op)))
                        )
                        self.add_to_worklist(op[0])
                    return dag.get_node(ISD.XOR, vt, op, dag.get_constant(1, vt))
        return None

    # --- extensions ----------------------------------------------------------------------------------------

    def visit_sign_extend(self, node: SDNode) -> SDValue | None:
        """``visitSIGN_EXTEND`` (scalar core)."""
        dag = self.dag
        n0 = node.ops[0]
        vt = node.vts[0]
        n0n = n0[0]
        if n0n.opcode == ISD.TRUNCATE:
            narrow = self.reduce_load_width(n0n)
            if narrow is not None:
                if narrow[0] is not n0n:
                    self.combine_to(n0n, (narrow,))
                return (node, 0)
        if n0n.opcode == ISD.Constant:
            return dag.get_node(ISD.SIGN_EXTEND, vt, n0)
        if n0n.opcode in (ISD.SIGN_EXTEND, ISD.ANY_EXTEND):
            return dag.get_node(ISD.SIGN_EXTEND, vt, n0n.ops[0])
        if n0n.opcode == ISD.TRUNCATE:
            # fold (sext (truncate x)) if x already has enough sign bits
            op = n0n.ops[0]
            op_bits = scalar_size_in_bits(_vt(op))
            mid_bits = scalar_size_in_bits(_vt(n0))
            dest_bits = scalar_size_in_bits(vt)
            num_sign_bits = dag.compute_num_sign_bits(op)
            if op_bits - mid_bits < num_sign_bits:
                if op_bits < dest_bits:
                    return dag.get_node(ISD.SIGN_EXTEND, vt, op)
                if op_bits > dest_bits:
                    return dag.get_node(ISD.TRUNCATE, vt, op)
                return op
            if not self.legal_operations or self.tli.is_operation_legal(ISD.SIGN_EXTEND_INREG, _vt(n0)):
                if op_bits < dest_bits:
                    op = dag.get_node(ISD.ANY_EXTEND, vt, op)
                elif op_bits > dest_bits:
                    op = dag.get_node(ISD.TRUNCATE, vt, op)
                return dag.get_node(ISD.SIGN_EXTEND_INREG, vt, op, dag.get_value_type(_vt(n0)))
        # fold (sext (load x)) -> (sext (truncate (sextload x)))
        r = self._try_ext_load(node, ISD.SEXTLOAD)
        if r is not None:
            return r
        if n0n.opcode == ISD.SETCC and not is_vector(vt):
            return self._fold_ext_of_setcc(node, True)
        # fold (sext x) -> (zext x) if the sign bit is known zero
        if (
            not self.legal_operations or self.tli.is_operation_legal(ISD.ZERO_EXTEND, vt)
        ) and dag.sign_bit_is_zero(n0):
            return dag.get_node(ISD.ZERO_EXTEND, vt, n0)
        return None

    def _fold_ext_of_setcc(self, node: SDNode, signed: bool) -> SDValue | None:
        dag = self.dag
        n0 = node.ops[0]
        n0n = n0[0]
        vt = node.vts[0]
        n00, n01 = n0n.ops[0], n0n.ops[1]
        cc = n0n.ops[2][0].payload
        n00_vt = _vt(n00)
        if signed:
            # sext(setcc x, y, cc) -> (select (setcc x, y, cc), T, 0) unless the target prefers math for selects
            # of constants (when the target asks for it); never with an i1 setcc, which the select fold would turn back.
            if self.tli.convert_select_of_constants_to_math(vt):
                return None
            setcc_vt = self.setcc_result_type(n00_vt)
            if scalar_size_in_bits(setcc_vt) == 1:
                return None
            if not self.legal_operations or self.tli.is_operation_legal(ISD.SETCC, n00_vt):
                width = scalar_size_in_bits(_vt(n0))
                ext_true = (
                    dag.get_all_ones_constant(vt) if width == 1 else dag.get_bool_constant(True, vt, n00_vt)
                )
                sc = dag.get_setcc(setcc_vt, n00, n01, cc)
                return dag.get_select(vt, sc, ext_true, dag.get_constant(0, vt))
        return None

    def _try_ext_load(self, node: SDNode, ext_type: int) -> SDValue | None:
        """``tryToFoldExtOfLoad``: ``(ext (load x))`` -> ``(extload x)`` when the load has one use."""
        dag = self.dag
        n0 = node.ops[0]
        n0n = n0[0]
        vt = node.vts[0]
        if n0n.opcode != ISD.LOAD or n0n.payload[0] != ISD.NON_EXTLOAD or n0n.payload[1] != ISD.UNINDEXED:
            return None
        if is_vector(vt):
            return None
        if self.legal_operations and not self.tli.is_load_ext_legal(ext_type, vt, n0n.vts[0]):
            return None
        if not self.legal_operations and not self.tli.is_load_ext_legal_or_custom(ext_type, vt, n0n.vts[0]):
            return None
        if not _value_has_one_use(n0):
            return None
        ext_load = dag.get_ext_load(
            ext_type, vt, n0n.ops[0], n0n.ops[1], n0n.vts[0], n0n.mem_operand, n0n.debug_loc, n0n.ir_order
        )
        self.combine_to(node, (ext_load,))
        trunc = dag.get_node(ISD.TRUNCATE, n0n.vts[0], ext_load)
        self.combine_to(n0n, (trunc, (ext_load[0], 1)))
        return (node, 0)

    def visit_zero_extend(self, node: SDNode) -> SDValue | None:
        """``visitZERO_EXTEND`` (scalar core)."""
        dag = self.dag
        n0 = node.ops[0]
        vt = node.vts[0]
        n0n = n0[0]
        if n0n.opcode == ISD.TRUNCATE:
            narrow = self.reduce_load_width(n0n)
            if narrow is not None:
                if narrow[0] is not n0n:
                    self.combine_to(n0n, (narrow,))
                return (node, 0)
        if n0n.opcode == ISD.Constant:
            return dag.get_node(ISD.ZERO_EXTEND, vt, n0)
        if n0n.opcode in (ISD.ZERO_EXTEND, ISD.ANY_EXTEND) and n0n.opcode == ISD.ZERO_EXTEND:
            return dag.get_node(ISD.ZERO_EXTEND, vt, n0n.ops[0])
        if n0n.opcode == ISD.TRUNCATE:
            op = n0n.ops[0]
            # fold (zext (truncate x)) -> (zext x) or (trunc x) when the high bits are known zero
            mid_bits = scalar_size_in_bits(_vt(n0))
            op_bits = scalar_size_in_bits(_vt(op))
            if dag.masked_value_is_zero(op, ((1 << op_bits) - 1) ^ ((1 << mid_bits) - 1)):
                dest_bits = scalar_size_in_bits(vt)
                if op_bits < dest_bits:
                    return dag.get_node(ISD.ZERO_EXTEND, vt, op)
                if op_bits > dest_bits:
                    return dag.get_node(ISD.TRUNCATE, vt, op)
                return op
            # fold (zext (truncate x)) -> (and x, mask)
            if not self.legal_operations or self.tli.is_operation_legal(ISD.AND, vt):
                op = dag.get_any_ext_or_trunc(op, vt)
                return dag.get_zero_extend_in_reg(op, _vt(n0))
        # fold (zext (and (trunc x), cst)) -> (and x, cst) when the types allow
        if (
            n0n.opcode == ISD.AND
            and n0n.ops[0][0].opcode == ISD.TRUNCATE
            and _is_const(n0n.ops[1])
            and (not self.legal_operations or self.tli.is_operation_legal(ISD.AND, vt))
        ):
            x = n0n.ops[0][0].ops[0]
            if scalar_size_in_bits(_vt(x)) >= scalar_size_in_bits(vt) or True:
                x = dag.get_any_ext_or_trunc(x, vt)
                return dag.get_node(ISD.AND, vt, x, dag.get_constant(_cval(n0n.ops[1]), vt))
        r = self._try_ext_load(node, ISD.ZEXTLOAD)
        if r is not None:
            return r
        # fold (zext (zextload x)) -> (zextload x) with the wider type
        if (
            n0n.opcode == ISD.LOAD
            and n0n.payload[0] == ISD.ZEXTLOAD
            and _value_has_one_use(n0)
            and n0n.payload[1] == ISD.UNINDEXED
            and (not self.legal_operations or self.tli.is_load_ext_legal(ISD.ZEXTLOAD, vt, n0n.payload[2]))
        ):
            ext_load = dag.get_ext_load(
                ISD.ZEXTLOAD,
                vt,
                n0n.ops[0],
                n0n.ops[1],
                n0n.payload[2],
                n0n.mem_operand,
                n0n.debug_loc,
                n0n.ir_order,
            )
            self.combine_to(node, (ext_load,))
            self.combine_to(n0n, (dag.get_node(ISD.TRUNCATE, n0n.vts[0], ext_load), (ext_load[0], 1)))
            return (node, 0)
        if n0n.opcode == ISD.SETCC and not is_vector(vt) and not self.legal_types:
            # zext(setcc) -> zext_in_reg(setcc) of the setcc's own type: keep the setcc, extend it
            pass
        # (zext (shl (zext x), cst)) -> (shl (zext x), cst)
        if (
            n0n.opcode in (ISD.SHL, ISD.SRL)
            and _is_const(n0n.ops[1])
            and n0n.ops[0][0].opcode == ISD.ZERO_EXTEND
            and _value_has_one_use(n0)
            and (not self.legal_operations or self.tli.is_operation_legal(n0n.opcode, vt))
        ):
            shamt = _cval(n0n.ops[1])
            inner = n0n.ops[0][0].ops[0]
            known_zero_bits = scalar_size_in_bits(_vt(n0)) - scalar_size_in_bits(_vt(inner))
            if n0n.opcode != ISD.SHL or shamt <= known_zero_bits:
                if shamt < scalar_size_in_bits(vt) and (size_in_bits(vt) <= 64 or True):
                    ext = dag.get_node(ISD.ZERO_EXTEND, vt, n0n.ops[0])
                    return dag.get_node(
                        n0n.opcode, vt, ext, dag.get_constant(shamt, self.shift_amount_ty(vt))
                    )
        return None

    def visit_any_extend(self, node: SDNode) -> SDValue | None:
        """``visitANY_EXTEND`` (scalar core)."""
        dag = self.dag
        n0 = node.ops[0]
        vt = node.vts[0]
        n0n = n0[0]
        if n0n.opcode == ISD.TRUNCATE:
            narrow = self.reduce_load_width(n0n)
            if narrow is not None:
                if narrow[0] is not n0n:
                    self.combine_to(n0n, (narrow,))
                return (node, 0)
        if n0n.opcode == ISD.Constant:
            return dag.get_node(ISD.ANY_EXTEND, vt, n0)
        if n0n.opcode in (ISD.ANY_EXTEND, ISD.ZERO_EXTEND, ISD.SIGN_EXTEND):
            return dag.get_node(n0n.opcode, vt, n0n.ops[0])
        if n0n.opcode == ISD.TRUNCATE:
            return dag.get_any_ext_or_trunc(n0n.ops[0], vt)
        # fold (aext (load x)) -> (aext (truncate (extload x)))
        r = self._try_ext_load(node, ISD.EXTLOAD)
        if r is not None:
            return r
        return None

    def _is_legal_narrow_load(self, ld: SDNode, ext_type: int, mem_vt: int, sh_amt: int) -> bool:
        """``isLegalNarrowLdSt`` for loads."""
        if sh_amt % 8:
            return False
        bits = size_in_bits(mem_vt)
        if bits < 8 or bits & (bits - 1) or not is_simple(mem_vt):
            return False
        if _is_volatile(ld.mem_operand) or getattr(ld.mem_operand, "ordering", 0):
            return False
        if size_in_bits(ld.payload[2]) < bits:
            return False
        if not ld.has_n_uses_of_value(1, 0):
            return False
        if self.legal_operations and not self.tli.is_load_ext_legal(ext_type, ld.vts[0], mem_vt):
            return False
        if len(ld.vts) > 2 or ld.payload[1] != ISD.UNINDEXED:
            return False
        if ld.payload[0] != ISD.NON_EXTLOAD and size_in_bits(ld.payload[2]) < bits + sh_amt:
            return False
        return bool(self.tli.should_reduce_load_width(ld, ext_type, mem_vt))

    def reduce_load_width(self, node: SDNode) -> SDValue | None:
        """``ReduceLoadWidth``: ``(truncate (load x))``, ``(sext_inreg (load x))``, ``(and (load x), mask)`` and
        the same through ``(srl (load x), 8*k)`` become a narrower (extending) load (little-endian)."""
        dag = self.dag
        opc = node.opcode
        n0 = node.ops[0]
        vt = node.vts[0]
        if is_vector(vt):
            return None
        ext_type = ISD.NON_EXTLOAD
        ext_vt = vt
        sh_amt = 0
        if opc == ISD.SIGN_EXTEND_INREG:
            ext_type = ISD.SEXTLOAD
            ext_vt = node.ops[1][0].payload
        elif opc == ISD.AND:
            if not _is_const(node.ops[1]):
                return None
            mask = _cval(node.ops[1])
            if mask == 0 or (mask + 1) & mask:
                return None
            ext_type = ISD.ZEXTLOAD
            ext_vt = get_integer_vt(mask.bit_length())
        elif opc != ISD.TRUNCATE:
            return None
        if n0[0].opcode == ISD.SRL and _value_has_one_use(n0) and _is_const(n0[0].ops[1]):
            sh_amt = _cval(n0[0].ops[1])
            ebits = scalar_size_in_bits(ext_vt)
            if ebits & (ebits - 1) == 0 and sh_amt & (ebits - 1) == 0:
                n0 = n0[0].ops[0]
                if scalar_size_in_bits(_vt(n0)) & (ebits - 1):
                    return None
            ln = n0[0]
            if ln.opcode != ISD.LOAD or ln.payload[0] == ISD.SEXTLOAD:
                return None
            if sh_amt >= size_in_bits(ln.payload[2]):
                return None
        ln = n0[0]
        if ln.opcode != ISD.LOAD or n0[1] != 0:
            return None
        if not self._is_legal_narrow_load(ln, ext_type, ext_vt, sh_amt):
            return None
        from pyllc.codegen.machine.mem_operand import mem_operand_part

        ptr_off = sh_amt // 8
        base = ln.ops[1]
        new_ptr = (
            dag.get_node(ISD.ADD, _vt(base), base, dag.get_constant(ptr_off, _vt(base)), flags=1)
            if ptr_off
            else base
        )
        if ptr_off:
            self.add_to_worklist(new_ptr[0])
        mmo = mem_operand_part(ln.mem_operand, ptr_off, size_in_bits(ext_vt) // 8)
        if ext_type == ISD.NON_EXTLOAD:
            load = dag.get_load(vt, ln.ops[0], new_ptr, mmo, ln.debug_loc, ln.ir_order)
        else:
            load = dag.get_ext_load(ext_type, vt, ln.ops[0], new_ptr, ext_vt, mmo, ln.debug_loc, ln.ir_order)
        dag.replace_all_uses_of_value_with((ln, 1), (load[0], 1))
        return load

    def visit_truncate(self, node: SDNode) -> SDValue | None:
        """``visitTRUNCATE`` (scalar core)."""
        dag = self.dag
        n0 = node.ops[0]
        vt = node.vts[0]
        n0n = n0[0]
        src_vt = _vt(n0)
        if src_vt == vt:
            return n0
        if n0n.opcode == ISD.Constant:
            return dag.get_node(ISD.TRUNCATE, vt, n0)
        if n0n.opcode == ISD.TRUNCATE:
            return dag.get_node(ISD.TRUNCATE, vt, n0n.ops[0])
        if n0n.opcode in (ISD.ZERO_EXTEND, ISD.SIGN_EXTEND, ISD.ANY_EXTEND):
            inner = n0n.ops[0]
            ib = scalar_size_in_bits(_vt(inner))
            if ib < scalar_size_in_bits(vt):
                return dag.get_node(n0n.opcode, vt, inner)
            if ib > scalar_size_in_bits(vt):
                return dag.get_node(ISD.TRUNCATE, vt, inner)
            return inner
        if is_vector(vt):
            return None
        # fold (truncate (load x)) -> (smaller load x); (truncate (srl (load x), c)) -> (smaller load (x+c/8))
        if not self.legal_types or self.tli.is_type_desirable_for_op(n0n.opcode, vt):
            r = self.reduce_load_width(node)
            if r is not None:
                return r
        # SimplifyDemandedBits on the operand: only the low bits are demanded, so an arithmetic shift whose
        # sign copies land above them is a logical one.
        if (
            n0n.opcode == ISD.SRA
            and _value_has_one_use(n0)
            and _is_const(n0n.ops[1])
            and _cval(n0n.ops[1]) <= scalar_size_in_bits(src_vt) - scalar_size_in_bits(vt)
            and self._op_ok_or_custom(ISD.SRL, src_vt)
        ):
            srl = dag.get_node(ISD.SRL, src_vt, n0n.ops[0], n0n.ops[1])
            return dag.get_node(ISD.TRUNCATE, vt, srl)
        # fold (trunc (binop x, C)) -> (binop (trunc x), (trunc C)) before operation legalization
        if (
            n0n.opcode in (ISD.ADD, ISD.SUB, ISD.MUL, ISD.AND, ISD.OR, ISD.XOR)
            and _value_has_one_use(n0)
            and not self.legal_operations
            and (_is_const_no_opaque(n0n.ops[0]) or _is_const_no_opaque(n0n.ops[1]))
        ):
            a = dag.get_node(ISD.TRUNCATE, vt, n0n.ops[0])
            b = dag.get_node(ISD.TRUNCATE, vt, n0n.ops[1])
            return dag.get_node(n0n.opcode, vt, a, b)
        # fold (truncate (srl (load x), c)) etc. not done.
        # trunc (select c, a, b) -> select c, (trunc a), (trunc b) when a and b are constants
        if (
            n0n.opcode == ISD.SELECT
            and _value_has_one_use(n0)
            and (not self.legal_operations or self.tli.is_operation_legal(ISD.SELECT, vt))
        ):
            a, b = n0n.ops[1], n0n.ops[2]
            if (_is_const(a) or a[0].opcode == ISD.UNDEF) and (_is_const(b) or b[0].opcode == ISD.UNDEF):
                return dag.get_select(
                    vt, n0n.ops[0], dag.get_node(ISD.TRUNCATE, vt, a), dag.get_node(ISD.TRUNCATE, vt, b)
                )
        # fold (truncate (extract_element (build_pair ...))) is done by get_node.
        return None

    def visit_sign_extend_inreg(self, node: SDNode) -> SDValue | None:
        """``visitSIGN_EXTEND_INREG`` (scalar core)."""
        dag = self.dag
        n0, n1 = node.ops
        vt = node.vts[0]
        ext_vt = n1[0].payload
        bits = scalar_size_in_bits(vt)
        ext_bits = scalar_size_in_bits(ext_vt)
        if n0[0].opcode == ISD.UNDEF:
            return dag.get_constant(0, vt)
        if _is_const(n0):
            return dag.get_node(ISD.SIGN_EXTEND_INREG, vt, n0, n1)
        if ext_vt == vt:
            return n0
        n0n = n0[0]
        # fold (sext_in_reg (sext_in_reg x, VT2), VT1) -> (sext_in_reg x, minVT)
        if n0n.opcode == ISD.SIGN_EXTEND_INREG and scalar_size_in_bits(n0n.ops[1][0].payload) <= ext_bits:
            return n0
        if n0n.opcode == ISD.SIGN_EXTEND_INREG and scalar_size_in_bits(n0n.ops[1][0].payload) > ext_bits:
            return dag.get_node(ISD.SIGN_EXTEND_INREG, vt, n0n.ops[0], n1)
        # fold (sext_in_reg (sext x)) -> (sext x) when x is no wider than the in-reg type
        if (
            n0n.opcode in (ISD.SIGN_EXTEND, ISD.ANY_EXTEND)
            and scalar_size_in_bits(_vt(n0n.ops[0])) <= ext_bits
            and (n0n.opcode == ISD.SIGN_EXTEND or scalar_size_in_bits(_vt(n0n.ops[0])) == ext_bits)
        ):
            if not self.legal_operations or self.tli.is_operation_legal(ISD.SIGN_EXTEND, vt):
                return dag.get_node(ISD.SIGN_EXTEND, vt, n0n.ops[0])
        # If the input is already sign extended, just drop the extension.
        if dag.compute_num_sign_bits(n0) >= bits - ext_bits + 1:
            return n0
        # If the sign bit is known zero, convert this to a zero extend (an and).
        if dag.masked_value_is_zero(n0, 1 << (ext_bits - 1)):
            return dag.get_zero_extend_in_reg(n0, ext_vt)
        # fold (sext_in_reg (srl X, 24), i8) -> (sra X, 24)
        if n0n.opcode == ISD.SRL and _is_const(n0n.ops[1]):
            shamt = _cval(n0n.ops[1])
            if shamt + ext_bits == bits and (
                not self.legal_operations or self.tli.is_operation_legal(ISD.SRA, vt)
            ):
                return dag.get_node(ISD.SRA, vt, n0n.ops[0], n0n.ops[1])
            if (
                shamt + ext_bits < bits
                and dag.compute_num_sign_bits(n0n.ops[0]) > bits - ext_bits - shamt
                and False
            ):
                pass
        # fold (sext_in_reg (load x)) -> (smaller sextload x)
        r = self.reduce_load_width(node)
        if r is not None:
            return r
        # fold (sext_inreg (extload x)) -> (sextload x)
        if (
            n0n.opcode == ISD.LOAD
            and n0n.payload[0] == ISD.EXTLOAD
            and n0n.payload[2] == ext_vt
            and _value_has_one_use(n0)
            and n0n.payload[1] == ISD.UNINDEXED
            and (not self.legal_operations or self.tli.is_load_ext_legal(ISD.SEXTLOAD, vt, ext_vt))
        ):
            ext_load = dag.get_ext_load(
                ISD.SEXTLOAD, vt, n0n.ops[0], n0n.ops[1], ext_vt, n0n.mem_operand, n0n.debug_loc, n0n.ir_order
            )
            self.combine_to(node, (ext_load,))
            self.combine_to(n0n, (ext_load, (ext_load[0], 1)))
            self.add_to_worklist(ext_load[0])
            return (node, 0)
        return None

    # --- setcc, select, branches ---------------------------------------------------------------------------

    def visit_setcc(self, node: SDNode) -> SDValue | None:
        """``visitSETCC``."""
        prefer_setcc = len(node.uses) == 1 and node.uses[0].opcode == ISD.BRCOND
        cc = node.ops[2][0].payload
        combined = simplify_setcc(self, node.vts[0], node.ops[0], node.ops[1], cc, not prefer_setcc)
        if combined is None:
            return None
        if prefer_setcc and combined[0].opcode != ISD.SETCC:
            new = self._rebuild_setcc(combined)
            if new is not None and new[0] is node:
                return None
            if new is not None:
                return new
        return combined

    def _rebuild_setcc(self, n: SDValue) -> SDValue | None:
        """``rebuildSetCC``: turn ``(xor x, 1)`` / ``(xor (xor x, 1), 1)`` conditions back into a setcc."""
        dag = self.dag
        node = n[0]
        if node.opcode == ISD.SETCC:
            return n
        if node.opcode == ISD.XOR and _is_one(node.ops[1]):
            op0 = node.ops[0]
            if op0[0].opcode == ISD.SETCC:
                vt = _vt(n)
                # LLVM first runs visitXOR, whose !setcc fold keeps the setcc's SDLoc: the rebuilt compare
                # (folded into the inverted setcc later) carries that location.
                return dag.get_setcc(vt, op0, dag.get_constant(0, _vt(op0)), ISD.SETEQ, dl=op0[0].debug_loc)
        return None

    def visit_select(self, node: SDNode) -> SDValue | None:
        """``visitSELECT`` (scalar core)."""
        dag = self.dag
        n0, n1, n2 = node.ops
        vt = node.vts[0]
        vt0 = _vt(n0)
        r = dag.simplify_select(n0, n1, n2)
        if r is not None:
            return r
        if is_vector(vt0):
            return None
        # fold (select X, X, Y) -> (or X, Y) and (select X, 1, Y) -> (or C, Y) for i1
        if vt0 == MVT.i1 and vt == MVT.i1:
            if n0 == n1 or _is_one(n1):
                return dag.get_node(ISD.OR, vt, n0, n2)
            if n0 == n2 or _is_null(n2):
                return dag.get_node(ISD.AND, vt, n0, n1)
            # fold (select C, 0, 1) -> (xor C, 1)
            if _is_null(n1) and _is_one(n2):
                return dag.get_not(n0, vt)
            if _is_null(n1):
                # (select C, 0, X) -> (and (not C), X)
                not_c = dag.get_not(n0, vt)
                self.add_to_worklist(not_c[0])
                return dag.get_node(ISD.AND, vt, not_c, n2)
            if _is_one(n2):
                not_c = dag.get_not(n0, vt)
                self.add_to_worklist(not_c[0])
                return dag.get_node(ISD.OR, vt, not_c, n1)
        r = self._fold_select_of_constants(node)
        if r is not None:
            return r
        # fold (select (xor C, 1), X, Y) -> (select C, Y, X)
        if vt0 == MVT.i1 and n0[0].opcode == ISD.XOR and _is_one(n0[0].ops[1]):
            return dag.get_select(vt, n0[0].ops[0], n2, n1)
        # fold selects of setcc into select_cc when that is legal for the target, else keep.
        if (
            n0[0].opcode == ISD.SETCC
            and self.tli is not None
            and self.tli.is_operation_legal_or_custom(ISD.SELECT_CC, vt)
            and not self.tli.is_operation_legal_or_custom(ISD.SELECT, vt)
            and False
        ):
            pass
        return None

    def _fold_select_of_constants(self, node: SDNode) -> SDValue | None:
        """``foldSelectOfConstants`` (the 0/1 and -1/0 arms)."""
        dag = self.dag
        cond, n1, n2 = node.ops
        vt = node.vts[0]
        cond_vt = _vt(cond)
        if not _is_const(n1) or not _is_const(n2) or not is_integer(vt):
            return None
        if cond_vt != MVT.i1 or self.legal_operations:
            # After legalization the target lowers these; only i1 conditions here.
            if cond_vt != MVT.i1:
                return None
        if vt != MVT.i1 and not self.legal_types:
            # select Cond, 1, 0 --> zext (Cond)
            if _is_one(n1) and _is_null(n2):
                return dag.get_zext_or_trunc(cond, vt)
            # select Cond, -1, 0 --> sext (Cond)
            if _is_all_ones(n1) and _is_null(n2):
                return dag.get_sext_or_trunc(cond, vt)
            # select Cond, 0, 1 --> zext (!Cond)
            if _is_null(n1) and _is_one(n2):
                not_cond = dag.get_not(cond, cond_vt)
                return dag.get_zext_or_trunc(not_cond, vt)
            # select Cond, 0, -1 --> sext (!Cond)
            if _is_null(n1) and _is_all_ones(n2):
                not_cond = dag.get_not(cond, cond_vt)
                return dag.get_sext_or_trunc(not_cond, vt)
            c1, c2 = _cval(n1), _cval(n2)
            bits = size_in_bits(vt)
            mask = (1 << bits) - 1
            # select Cond, C1, C1-1 --> add (zext Cond), C1-1
            if c1 == (c2 + 1) & mask:
                return dag.get_node(ISD.ADD, vt, dag.get_zext_or_trunc(cond, vt), n2)
            # select Cond, C1, C1+1 --> add (sext Cond), C1+1
            if c1 == (c2 - 1) & mask:
                return dag.get_node(ISD.ADD, vt, dag.get_sext_or_trunc(cond, vt), n2)
            # select Cond, Pow2, 0 --> (zext Cond) << log2(Pow2)
            if c2 == 0 and c1 and c1 & (c1 - 1) == 0:
                z = dag.get_zext_or_trunc(cond, vt)
                return dag.get_node(
                    ISD.SHL, vt, z, dag.get_constant(c1.bit_length() - 1, self.shift_amount_ty(vt))
                )
        return None

    def visit_brcond(self, node: SDNode) -> SDValue | None:
        """``visitBRCOND``."""
        dag = self.dag
        chain, n1, n2 = node.ops
        # If N is a constant we could fold this into a fallthrough or unconditional branch.
        if (
            n1[0].opcode == ISD.SETCC
            and self.tli is not None
            and self.tli.is_operation_legal_or_custom(ISD.BR_CC, _vt(n1[0].ops[0]))
        ):
            s = n1[0]
            return dag.get_node(ISD.BR_CC, MVT.Other, chain, s.ops[2], s.ops[0], s.ops[1], n2)
        new = self._rebuild_setcc(n1)
        if new is not None and new != n1:
            return dag.get_node(ISD.BRCOND, MVT.Other, chain, new, n2)
        return None

    def visit_br_cc(self, node: SDNode) -> SDValue | None:
        """``visitBR_CC``: simplify the condition."""
        chain, cc_op, lhs, rhs, dest = node.ops
        if lhs[0].opcode == ISD.UNDEF:
            return None
        simp = simplify_setcc(self, self.setcc_result_type(_vt(lhs)), lhs, rhs, cc_op[0].payload, False)
        if simp is None:
            return None
        dag = self.dag
        if simp[0].opcode == ISD.SETCC:
            s = simp[0]
            return dag.get_node(ISD.BR_CC, MVT.Other, chain, s.ops[2], s.ops[0], s.ops[1], dest)
        return None

    # --- memory --------------------------------------------------------------------------------------------

    def visit_load(self, node: SDNode) -> SDValue | None:
        """``visitLOAD``: delete loads whose value is unused (and not volatile)."""
        if node.payload[1] != ISD.UNINDEXED:
            return None
        chain = node.ops[0]
        mmo = node.mem_operand
        volatile = _is_volatile(mmo)
        if not volatile and not node.has_any_use_of_value(0):
            if not node.has_any_use_of_value(1) and self.dag.root != (node, 1):
                return None
            undef = self.dag.get_undef(node.vts[0])
            self.dag.replace_all_uses_of_value_with((node, 0), undef)
            self.dag.replace_all_uses_of_value_with((node, 1), chain)
            self.add_users_to_worklist(chain[0])
            if not node.uses and node in self.dag.all_nodes:
                self.delete_and_recombine(node)
            return (node, 0)
        # If this load is directly stored, replace the load value with the stored value (same chain).
        if self.opt_level != 0 and node.payload[0] == ISD.NON_EXTLOAD and not volatile:
            cn = chain[0]
            if (
                cn.opcode == ISD.STORE
                and cn.payload[0] == 0
                and cn.payload[1] == ISD.UNINDEXED
                and cn.ops[2] == node.ops[1]
                and _vt(cn.ops[1]) == node.vts[0]
                and not _is_volatile(cn.mem_operand)
            ):
                return self.combine_to(node, (cn.ops[1], chain))
        return None

    def visit_store(self, node: SDNode) -> SDValue | None:
        """``visitSTORE`` (the chain cleanups LLVM does at every level)."""
        dag = self.dag
        chain, value, ptr = node.ops[0], node.ops[1], node.ops[2]
        mmo = node.mem_operand
        volatile = _is_volatile(mmo)
        if node.payload[1] != ISD.UNINDEXED:
            return None
        # If this is a store of a value loaded from the same address with no intervening side effects,
        # it does nothing: (store (load ptr), ptr) with the load's chain as the store's chain.
        vn = value[0]
        if (
            not volatile
            and node.payload[0] == 0
            and vn.opcode == ISD.LOAD
            and vn.ops[1] == ptr
            and chain == (vn, 1)
            and vn.payload[0] == ISD.NON_EXTLOAD
            and vn.payload[2] == node.payload[2]
            and not _is_volatile(vn.mem_operand)
        ):
            return chain
        # Store of undef is dead.
        if vn.opcode == ISD.UNDEF and not volatile and node.payload[0] == 0:
            return chain
        # A truncating store of a value that is an extension of the stored width: store the narrow value.
        if (
            node.payload[0] == 1
            and vn.opcode in (ISD.ZERO_EXTEND, ISD.SIGN_EXTEND, ISD.ANY_EXTEND, ISD.TRUNCATE)
            and _vt(vn.ops[0]) == node.payload[2]
            and (not self.legal_types or self.tli.is_type_legal(node.payload[2]))
        ):
            return dag.get_store(chain, vn.ops[0], ptr, mmo, node.debug_loc, node.ir_order)
        # Turn 'store float 1.0, Ptr' -> 'store int 0x3F800000, Ptr' (replaceStoreOfFPConstant).
        if vn.opcode == ISD.ConstantFP and node.payload[0] == 0:
            fvt = vn.vts[0]
            ivt = MVT.i32 if fvt == MVT.f32 else (MVT.i64 if fvt == MVT.f64 else 0)
            if ivt and (
                (self.tli.is_type_legal(ivt) and not self.legal_operations and not volatile)
                or self.tli.is_operation_legal_or_custom(ISD.STORE, ivt)
            ):
                return dag.get_store(
                    chain, dag.get_constant(vn.payload, ivt), ptr, mmo, node.debug_loc, node.ir_order
                )
        if self.opt_level != 0 and not volatile:
            # Dead store: the chain is a store to the same address of the same width, used only here.
            cn = chain[0]
            if (
                cn.opcode == ISD.STORE
                and cn.payload[1] == ISD.UNINDEXED
                and cn.ops[2] == ptr
                and len(cn.uses) == 1
                and cn.payload[2] == node.payload[2]
                and not _is_volatile(cn.mem_operand)
            ):
                self.combine_to(cn, (cn.ops[0],))
                return (node, 0)
        return None


def _input_chain(node: SDNode) -> SDValue | None:
    """``getInputChainForNode``: the chain operand of a node (first or last operand of type Other)."""
    ops = node.ops
    if not ops:
        return None
    first = ops[0]
    if first[0].vts[first[1]] == MVT.Other:
        return first
    last = ops[-1]
    if last[0].vts[last[1]] == MVT.Other:
        return last
    for op in ops:
        if op[0].vts[op[1]] == MVT.Other:
            return op
    return None


# --- SimplifySetCC (TargetLowering.cpp) ---------------------------------------------------------------------


def simplify_setcc(
    c: DAGCombiner, vt: int, n0: SDValue, n1: SDValue, cond: int, fold_booleans: bool
) -> SDValue | None:
    """``TargetLowering::SimplifySetCC``: the core scalar simplifications."""
    dag = c.dag
    tli = c.tli
    op_vt = _vt(n0)
    before_ops = c.level < AfterLegalizeVectorOps
    folded = dag.fold_setcc(vt, n0, n1, cond)
    if folded is not None:
        # fold_setcc may itself return a swapped setcc; only accept real folds or new nodes
        return folded
    swapped = get_setcc_swapped_operands(cond)
    if _is_const(n0) and (before_ops or tli.is_cond_code_legal(swapped, op_vt)):
        return dag.get_setcc(vt, n1, n0, swapped)
    if not _is_const(n0) and not _is_const(n1) and (before_ops or tli.is_cond_code_legal(swapped, op_vt)):
        vts = dag.get_vt_list(op_vt)
        if (
            dag.cse_map.get((ISD.SUB, vts, (n1, n0), None)) is not None
            and dag.cse_map.get((ISD.SUB, vts, (n0, n1), None)) is None
        ):
            return dag.get_setcc(vt, n1, n0, swapped)
    if not is_integer(op_vt) or is_vector(op_vt):
        return None
    bits = scalar_size_in_bits(op_vt)
    mask = (1 << bits) - 1
    n0n = n0[0]
    if _is_const(n1):
        c1 = _cval(n1)
        eq = cond in (ISD.SETEQ, ISD.SETNE)
        # (zext x) == C --> x == (trunc C), and the sext / and-mask / ext-load forms
        if eq and c.level == BeforeLegalizeTypes and len(n0n.uses) == 1:
            min_bits = bits
            pre_ext = None
            signed = False
            if n0n.opcode == ISD.ZERO_EXTEND:
                min_bits = scalar_size_in_bits(_vt(n0n.ops[0]))
                pre_ext = n0n.ops[0]
            elif n0n.opcode == ISD.AND and _is_const(n0n.ops[1]):
                m = _cval(n0n.ops[1])
                if (m + 1) & m == 0:
                    min_bits = m.bit_length()
                    pre_ext = n0n.ops[0]
            elif n0n.opcode == ISD.SIGN_EXTEND:
                min_bits = scalar_size_in_bits(_vt(n0n.ops[0]))
                pre_ext = n0n.ops[0]
                signed = True
            elif n0n.opcode == ISD.LOAD and n0[1] == 0:
                if n0n.payload[0] == ISD.ZEXTLOAD:
                    min_bits = size_in_bits(n0n.payload[2])
                    pre_ext = n0
                elif n0n.payload[0] == ISD.SEXTLOAD:
                    min_bits = size_in_bits(n0n.payload[2])
                    pre_ext = n0
                    signed = True
            if signed:
                sc = sext(c1, bits)
                reqd = (sc if sc >= 0 else ~sc).bit_length() + 1
            else:
                reqd = c1.bit_length()
            if pre_ext is not None and 0 < min_bits < bits and min_bits >= reqd:
                min_vt = get_integer_vt(min_bits)
                desirable = is_simple(min_vt) and tli.is_type_desirable_for_op(ISD.SETCC, min_vt)
                if desirable:
                    trunc = dag.get_node(ISD.TRUNCATE, min_vt, pre_ext)
                    if min_bits == 1 and c1 == 1:
                        return dag.get_setcc(
                            vt,
                            trunc,
                            dag.get_constant(0, MVT.i1),
                            ISD.SETNE if cond == ISD.SETEQ else ISD.SETEQ,
                        )
                    return dag.get_setcc(vt, trunc, dag.get_constant(c1, min_vt), cond)
        # SETCC (SETCC), [0|1], [EQ|NE] -> SETCC
        if eq and (c1 == 0 or c1 == 1):
            if (
                n0n.opcode == ISD.SETCC
                and tli.is_type_legal(vt)
                and size_in_bits(vt) <= size_in_bits(op_vt)
                and (op_vt == MVT.i1 or tli.get_boolean_contents(_vt(n0n.ops[0])) == _ZERO_OR_ONE)
            ):
                true_when_true = (cond == ISD.SETEQ) ^ (c1 != 1)
                if true_when_true:
                    return dag.get_node(ISD.TRUNCATE, vt, n0)
                inner_cc = get_setcc_inverse(n0n.ops[2][0].payload, _vt(n0n.ops[0]))
                if before_ops or tli.is_cond_code_legal(inner_cc, _vt(n0n.ops[0])):
                    return dag.get_setcc(vt, n0n.ops[0], n0n.ops[1], inner_cc)
                return None
        # If the LHS is a ZERO_EXTEND, perform the comparison on the input.
        if n0n.opcode == ISD.ZERO_EXTEND:
            in_vt = _vt(n0n.ops[0])
            in_bits = scalar_size_in_bits(in_vt)
            if c1 >> in_bits:
                if cond == ISD.SETEQ:
                    return dag.get_constant(0, vt)
                if cond == ISD.SETNE:
                    return dag.get_bool_constant(True, vt, op_vt)
                if cond in (ISD.SETUGT, ISD.SETUGE):
                    return dag.get_constant(0, vt)
                if cond in (ISD.SETULT, ISD.SETULE):
                    return dag.get_bool_constant(True, vt, op_vt)
                if cond in (ISD.SETGT, ISD.SETGE):
                    return dag.get_bool_constant(sext(c1, bits) < 0, vt, op_vt)
                if cond in (ISD.SETLT, ISD.SETLE):
                    return dag.get_bool_constant(sext(c1, bits) >= 0, vt, op_vt)
            if cond in (ISD.SETEQ, ISD.SETNE, ISD.SETUGT, ISD.SETUGE, ISD.SETULT, ISD.SETULE):
                if before_ops or (
                    tli.is_operation_legal(ISD.SETCC, in_vt) and tli.is_cond_code_legal(cond, in_vt)
                ):
                    new_vt = tli.get_setcc_result_type(in_vt) if c.legal_types else vt
                    if not c.legal_types and in_vt == MVT.i1:
                        new_vt = vt
                    new = dag.get_setcc(new_vt, n0n.ops[0], dag.get_constant(c1, in_vt), cond)
                    return _bool_ext_or_trunc(c, new, vt, op_vt)
        # Canonicalize GE/LE comparisons to use GT/LT comparisons; range boundaries.
        signed = is_signed_int_setcc(cond)
        min_val = (1 << (bits - 1)) if signed else 0
        max_val = ((1 << (bits - 1)) - 1) if signed else mask
        if cond in (ISD.SETGE, ISD.SETUGE):
            if c1 == min_val:
                return dag.get_bool_constant(True, vt, op_vt)
            new_cc = ISD.SETGT if cond == ISD.SETGE else ISD.SETUGT
            if before_ops or tli.is_cond_code_legal(new_cc, op_vt):
                return dag.get_setcc(vt, n0, dag.get_constant(c1 - 1, op_vt), new_cc)
        if cond in (ISD.SETLE, ISD.SETULE):
            if c1 == max_val:
                return dag.get_bool_constant(True, vt, op_vt)
            new_cc = ISD.SETLT if cond == ISD.SETLE else ISD.SETULT
            if before_ops or tli.is_cond_code_legal(new_cc, op_vt):
                return dag.get_setcc(vt, n0, dag.get_constant(c1 + 1, op_vt), new_cc)
        if cond in (ISD.SETLT, ISD.SETULT):
            if c1 == min_val:
                return dag.get_bool_constant(False, vt, op_vt)
            if c1 == max_val:
                return dag.get_setcc(vt, n0, n1, ISD.SETNE)
            if c1 == (min_val + 1) & mask:
                return dag.get_setcc(vt, n0, dag.get_constant(min_val, op_vt), ISD.SETEQ)
        if cond in (ISD.SETGT, ISD.SETUGT):
            if c1 == max_val:
                return dag.get_bool_constant(False, vt, op_vt)
            if c1 == min_val:
                return dag.get_setcc(vt, n0, n1, ISD.SETNE)
            if c1 == (max_val - 1) & mask:
                return dag.get_setcc(vt, n0, dag.get_constant(max_val, op_vt), ISD.SETEQ)
        # (X & Y) != 0 where Y is a single bit -> (X & Y) == Y? LLVM keeps eq/ne 0 forms.
    # Fold away ALL boolean setcc's.
    if op_vt == MVT.i1 and fold_booleans:
        temp = None
        if cond == ISD.SETEQ:  # X == Y  -> ~(X^Y)
            temp = dag.get_node(ISD.XOR, MVT.i1, n0, n1)
            n0 = dag.get_not(temp, MVT.i1)
        elif cond == ISD.SETNE:  # X != Y  -> X^Y
            n0 = dag.get_node(ISD.XOR, MVT.i1, n0, n1)
        elif cond in (ISD.SETGT, ISD.SETULT):  # X >s Y -> ~X & Y ; X <u Y -> ~X & Y
            temp = dag.get_not(n0, MVT.i1)
            n0 = dag.get_node(ISD.AND, MVT.i1, n1, temp)
        elif cond in (ISD.SETLT, ISD.SETUGT):  # X <s Y -> X & ~Y ; X >u Y -> X & ~Y
            temp = dag.get_not(n1, MVT.i1)
            n0 = dag.get_node(ISD.AND, MVT.i1, n0, temp)
        elif cond in (ISD.SETULE, ISD.SETGE):  # X <=u Y -> ~X | Y ; X >=s Y -> ~X | Y
            temp = dag.get_not(n0, MVT.i1)
            n0 = dag.get_node(ISD.OR, MVT.i1, n1, temp)
        elif cond in (ISD.SETUGE, ISD.SETLE):  # X >=u Y -> X | ~Y ; X <=s Y -> X | ~Y
            temp = dag.get_not(n1, MVT.i1)
            n0 = dag.get_node(ISD.OR, MVT.i1, n0, temp)
        else:
            return None
        if vt != MVT.i1:
            if not c.legal_types:
                c.add_to_worklist(n0[0])
            n0 = dag.get_node(ISD.ZERO_EXTEND, vt, n0)
        return n0
    return None


def _bool_ext_or_trunc(c: DAGCombiner, v: SDValue, vt: int, op_vt: int) -> SDValue:
    """``getBoolExtOrTrunc``."""
    dag = c.dag
    if size_in_bits(vt) <= size_in_bits(_vt(v)):
        return dag.get_node(ISD.TRUNCATE, vt, v) if vt != _vt(v) else v
    contents = c.tli.get_boolean_contents(op_vt)
    ext = (
        ISD.SIGN_EXTEND
        if contents == _ZERO_OR_NEG_ONE
        else (ISD.ZERO_EXTEND if contents == _ZERO_OR_ONE else ISD.ANY_EXTEND)
    )
    return dag.get_node(ext, vt, v)


# --- division by constants (TargetLowering::BuildSDIV / BuildUDIV) ------------------------------------------


def _signed_magic(d: int, bits: int) -> tuple[int, int]:
    """``SignedDivisionByConstantInfo::get`` (Hacker's Delight): (magic, shift) for signed ``d`` != 0, +-1."""
    two_w1 = 1 << (bits - 1)
    mask = (1 << bits) - 1
    ad = abs(d)
    t = two_w1 + ((d & mask) >> (bits - 1))
    anc = t - 1 - (t % ad)
    p = bits - 1
    q1, r1 = divmod(two_w1, anc)
    q2, r2 = divmod(two_w1, ad)
    while True:
        p += 1
        q1 *= 2
        r1 *= 2
        if r1 >= anc:
            q1 += 1
            r1 -= anc
        q2 *= 2
        r2 *= 2
        if r2 >= ad:
            q2 += 1
            r2 -= ad
        delta = ad - r2
        if not (q1 < delta or (q1 == delta and r1 == 0)):
            break
    magic = (q2 + 1) & mask
    if d < 0:
        magic = (-magic) & mask
    return magic, p - bits


def _unsigned_magic(d: int, bits: int, leading_zeros: int = 0) -> tuple[int, bool, int]:
    """``UnsignedDivisionByConstantInfo::get`` (LLVM 14): (magic, is_add, shift)."""
    mask = (1 << bits) - 1
    all_ones = mask >> leading_zeros
    signed_min = 1 << (bits - 1)
    signed_max = signed_min - 1
    nc = all_ones - ((all_ones + 1 - d) & mask) % d
    nc &= mask
    p = bits - 1
    q1, r1 = divmod(signed_min, nc)
    q2, r2 = divmod(signed_max, d)
    is_add = False
    while True:
        p += 1
        if r1 >= (nc - r1):
            q1 = (2 * q1 + 1) & mask
            r1 = (2 * r1 - nc) & mask
        else:
            q1 = (2 * q1) & mask
            r1 = (2 * r1) & mask
        if r2 + 1 >= d - r2:
            if q2 >= signed_max:
                is_add = True
            q2 = (2 * q2 + 1) & mask
            r2 = (2 * r2 + 1 - d) & mask
        else:
            if q2 >= signed_min:
                is_add = True
            q2 = (2 * q2) & mask
            r2 = (2 * r2 + 1) & mask
        delta = (d - 1 - r2) & mask
        if not (p < bits * 2 and (q1 < delta or (q1 == delta and r1 == 0))):
            break
    magic = (q2 + 1) & mask
    return magic, is_add, p - bits


def _get_mulh(c: DAGCombiner, signed: bool, x: SDValue, y: SDValue, vt: int) -> SDValue | None:
    dag = c.dag
    tli = c.tli
    after = c.legal_dag
    hi_opc = ISD.MULHS if signed else ISD.MULHU
    lohi_opc = ISD.SMUL_LOHI if signed else ISD.UMUL_LOHI
    if not tli.is_type_legal(vt):
        mul_vt = tli.get_type_to_transform_to(vt)
        bits = scalar_size_in_bits(vt)
        ext = ISD.SIGN_EXTEND if signed else ISD.ZERO_EXTEND
        x = dag.get_node(ext, mul_vt, x)
        y = dag.get_node(ext, mul_vt, y)
        y = dag.get_node(ISD.MUL, mul_vt, x, y)
        y = dag.get_node(ISD.SRL, mul_vt, y, dag.get_constant(bits, tli.get_shift_amount_ty(mul_vt)))
        return dag.get_node(ISD.TRUNCATE, vt, y)
    if tli.is_operation_legal_or_custom(hi_opc, vt, after):
        return dag.get_node(hi_opc, vt, x, y)
    if tli.is_operation_legal_or_custom(lohi_opc, vt, after):
        lohi = dag.get_node(lohi_opc, (vt, vt), x, y)
        return (lohi[0], 1)
    return None


def _div_type_ok(c: DAGCombiner, vt: int) -> bool:
    tli = c.tli
    if tli.is_type_legal(vt):
        return True
    if is_vector(vt) or not is_simple(vt):
        return False
    from pyllc.target.lowering import TypePromoteInteger

    if tli.get_type_action(vt) != TypePromoteInteger:
        return False
    mul_vt = tli.get_type_to_transform_to(vt)
    return size_in_bits(mul_vt) >= 2 * scalar_size_in_bits(vt) and tli.is_operation_legal(ISD.MUL, mul_vt)


def build_sdiv(c: DAGCombiner, node: SDNode, n0: SDValue, n1: SDValue) -> SDValue | None:
    """``TargetLowering::BuildSDIV``: signed division by a constant as a multiply by a magic number."""
    dag = c.dag
    vt = node.vts[0]
    if not _div_type_ok(c, vt):
        return None
    bits = scalar_size_in_bits(vt)
    d = sext(_cval(n1), bits)
    if d == 0:
        return None
    sh_vt = c.tli.get_shift_amount_ty(vt, c.legal_types)
    if d == 1 or d == -1:
        magic, shift, numerator_factor, shift_mask = 0, 0, d, 0
    else:
        magic, shift = _signed_magic(d, bits)
        numerator_factor = 0
        if d > 0 and magic >> (bits - 1):
            numerator_factor = 1
        elif d < 0 and not magic >> (bits - 1):
            numerator_factor = -1
        shift_mask = -1
    q = _get_mulh(c, True, n0, dag.get_constant(magic, vt), vt)
    if q is None:
        return None
    c.add_to_worklist(q[0])
    if numerator_factor:
        factor = dag.get_constant(numerator_factor, vt)
        fm = dag.get_node(ISD.MUL, vt, n0, factor)
        c.add_to_worklist(fm[0])
        q = dag.get_node(ISD.ADD, vt, q, fm)
        c.add_to_worklist(q[0])
    q = dag.get_node(ISD.SRA, vt, q, dag.get_constant(shift, sh_vt))
    c.add_to_worklist(q[0])
    sign_shift = dag.get_constant(bits - 1, sh_vt)
    t = dag.get_node(ISD.SRL, vt, q, sign_shift)
    c.add_to_worklist(t[0])
    if shift_mask == 0:
        t = dag.get_node(ISD.AND, vt, t, dag.get_constant(0, vt))
        c.add_to_worklist(t[0])
    return dag.get_node(ISD.ADD, vt, q, t)


def build_udiv(c: DAGCombiner, node: SDNode, n0: SDValue, n1: SDValue) -> SDValue | None:
    """``TargetLowering::BuildUDIV``: unsigned division by a constant as a multiply by a magic number."""
    dag = c.dag
    vt = node.vts[0]
    if not _div_type_ok(c, vt):
        return None
    bits = scalar_size_in_bits(vt)
    d = _cval(n1)
    if d == 0:
        return None
    sh_vt = c.tli.get_shift_amount_ty(vt, c.legal_types)
    # Try to use leading zeros of the dividend to reduce the multiplier and avoid expensive fixups.
    known_zero = dag.compute_known_bits(n0)[0]
    leading_zeros = 0
    bit = 1 << (bits - 1)
    while leading_zeros < bits and known_zero & bit:
        leading_zeros += 1
        bit >>= 1
    use_npq = False
    if d == 1:
        pre_shift, magic, post_shift, sel_numerator = 0, 0, 0, True
    else:
        sel_numerator = False
        magic, is_add, post_shift = _unsigned_magic(d, bits, leading_zeros)
        pre_shift = 0
        if is_add and not d & 1:
            pre_shift = (d & -d).bit_length() - 1
            magic, is_add, post_shift = _unsigned_magic(d >> pre_shift, bits, pre_shift)
        if is_add:
            use_npq = True
            post_shift -= 1
    q = n0
    if pre_shift:
        q = dag.get_node(ISD.SRL, vt, q, dag.get_constant(pre_shift, sh_vt))
        c.add_to_worklist(q[0])
    if sel_numerator:
        return n0
    q = _get_mulh(c, False, q, dag.get_constant(magic, vt), vt)
    if q is None:
        return None
    c.add_to_worklist(q[0])
    if use_npq:
        npq = dag.get_node(ISD.SUB, vt, n0, q)
        c.add_to_worklist(npq[0])
        npq = dag.get_node(ISD.SRL, vt, npq, dag.get_constant(1, sh_vt))
        c.add_to_worklist(npq[0])
        q = dag.get_node(ISD.ADD, vt, npq, q)
        c.add_to_worklist(q[0])
    if post_shift:
        q = dag.get_node(ISD.SRL, vt, q, dag.get_constant(post_shift, sh_vt))
        c.add_to_worklist(q[0])
    return q


_VISITORS: Final[dict[int, Callable[[DAGCombiner, SDNode], SDValue | None]]] = {
    ISD.TokenFactor: DAGCombiner.visit_token_factor,
    ISD.MERGE_VALUES: DAGCombiner.visit_merge_values,
    ISD.ADD: DAGCombiner.visit_add,
    ISD.SUB: DAGCombiner.visit_sub,
    ISD.MUL: DAGCombiner.visit_mul,
    ISD.SDIV: DAGCombiner.visit_sdiv,
    ISD.UDIV: DAGCombiner.visit_udiv,
    ISD.SREM: DAGCombiner.visit_rem,
    ISD.UREM: DAGCombiner.visit_rem,
    ISD.MULHS: DAGCombiner._visit_mulh,
    ISD.MULHU: DAGCombiner._visit_mulh,
    ISD.SMUL_LOHI: DAGCombiner._visit_mul_lohi,
    ISD.UMUL_LOHI: DAGCombiner._visit_mul_lohi,
    ISD.AND: DAGCombiner.visit_and,
    ISD.OR: DAGCombiner.visit_or,
    ISD.XOR: DAGCombiner.visit_xor,
    ISD.SHL: DAGCombiner.visit_shl,
    ISD.FSHL: DAGCombiner.visit_funnel_shift,
    ISD.FSHR: DAGCombiner.visit_funnel_shift,
    ISD.SRA: DAGCombiner.visit_sra,
    ISD.SRL: DAGCombiner.visit_srl,
    ISD.SIGN_EXTEND: DAGCombiner.visit_sign_extend,
    ISD.ZERO_EXTEND: DAGCombiner.visit_zero_extend,
    ISD.ANY_EXTEND: DAGCombiner.visit_any_extend,
    ISD.TRUNCATE: DAGCombiner.visit_truncate,
    ISD.SIGN_EXTEND_INREG: DAGCombiner.visit_sign_extend_inreg,
    ISD.SETCC: DAGCombiner.visit_setcc,
    ISD.SELECT: DAGCombiner.visit_select,
    ISD.BRCOND: DAGCombiner.visit_brcond,
    ISD.BR_CC: DAGCombiner.visit_br_cc,
    ISD.LOAD: DAGCombiner.visit_load,
    ISD.STORE: DAGCombiner.visit_store,
}


def combine(dag: SelectionDAG, level: int, opt_level: int) -> None:
    """``SelectionDAG::Combine``: run the DAG combiner at ``level`` (see the module docstring)."""
    DAGCombiner(dag, level, opt_level).run()


__all__ = [
    "combine",
    "DAGCombiner",
    "DAGCombinerInfo",
    "simplify_setcc",
    "build_sdiv",
    "build_udiv",
    "BeforeLegalizeTypes",
    "AfterLegalizeTypes",
    "AfterLegalizeVectorOps",
    "AfterLegalizeDAG",
]
