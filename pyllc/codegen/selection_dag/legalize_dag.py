"""Operation legalization (LLVM: lib/CodeGen/SelectionDAG/LegalizeDAG.cpp, and the generic expansions of
TargetLowering.cpp it calls: expandROT, expandFunnelShift, expandBITREVERSE, expandCTPOP, expandCTLZ,
expandCTTZ, expandBSWAP, expandREM, LegalizeSetCCCondCode, makeLibCall).

What it is.  After type legalization every value has a legal type, but an operation may still be unsupported
on its type (a target may have no ``sdiv`` node but a two-result ``sdivrem``; no byte ``select``; no FP constants in
instructions).  ``legalize(dag)`` visits every node and applies the action the target chose
(``tli.get_operation_action``; for loads/stores the extending-load and truncating-store tables; for compares
the condition-code table):

* **Legal**: nothing to do (shift amounts are still converted to the target's shift-amount type);
* **Custom**: ``tli.lower_operation`` returns a replacement (None: fall back to Expand);
* **Expand**: a generic open-coded sequence (``expand_node``); if there is none, a library call;
* **LibCall**: a runtime-library call (``fmod``, ``__divti3``...) made through the target's call lowering;
* **Promote**: the operation is done in a wider type (``promote_node``).

Algorithm (LLVM 14's ``SelectionDAG::Legalize``): sort the DAG topologically, then repeatedly walk the node list
from the end (users before operands), deleting dead nodes and legalizing every node not yet legalized; nodes
created by a replacement are appended to the list and picked up by the next walk, until a walk legalizes
nothing.  ``legalize_op(dag, node, updated)`` legalizes one node (the DAG combiner calls it for every node it
visits after legalization).  Unsupported operations raise ``UnsupportedError`` naming the node and type.
"""

from __future__ import annotations

import struct
from typing import TYPE_CHECKING, Any, Final

from pyllc.codegen.isd import ISD, get_setcc_inverse, get_setcc_swapped_operands
from pyllc.codegen.selection_dag.nodes import SDNode, SDValue
from pyllc.codegen.value_types import (
    VT_IR_TYPE_IDS,
    MVT,
    is_floating_point,
    is_integer,
    is_vector,
    scalar_size_in_bits,
    size_in_bits,
    store_size_in_bits,
)
from pyllc.support.diagnostics import UnsupportedError
from pyllc.target.lowering import (
    CUSTOM,
    EXPAND,
    LEGAL,
    LIBCALL,
    PROMOTE,
    UNKNOWN_LIBCALL,
    ZeroOrNegativeOneBooleanContent,
    ZeroOrOneBooleanContent,
    get_libcall,
)
from pyllc.codegen.selection_dag.nodes import value_type as _vt

if TYPE_CHECKING:
    from pyllc.codegen.selection_dag.dag import SelectionDAG

_EXTLOAD_FP: Final = ISD.FP_EXTEND


def _name(dag: Any, node: SDNode) -> str:
    from pyllc.codegen.selection_dag.dag import node_name

    return node_name(node, dag)


def _type(vt: int) -> str:
    from pyllc.codegen.value_types import evt_string

    return evt_string(vt)


# --- runtime-library calls (TargetLowering::makeLibCall) ------------------------------------------------------


def make_libcall(
    dag: SelectionDAG,
    libcall: int,
    ret_vt: int,
    ops: list[SDValue],
    is_signed: bool,
    chain: SDValue | None = None,
    dl: Any = None,
    is_post_type_legalization: bool = False,
    is_return_value_used: bool = True,
) -> tuple[SDValue, SDValue]:
    """``TargetLowering::makeLibCall``: call the runtime routine ``libcall`` with ``ops``; ``(value, chain)``.

    The call goes through the target's call lowering (``builder.lower_call_to`` with a ``CallLoweringInfo``,
    LLVM's ``TargetLowering::LowerCallTo``).
    """
    tli = dag.tli
    name = tli.get_libcall_name(libcall) if libcall != UNKNOWN_LIBCALL else None
    if name is None:
        raise UnsupportedError(None, "no runtime library call for this operation")
    from pyllc.codegen.selection_dag.builder import ArgListEntry as arg_entry
    from pyllc.codegen.selection_dag.builder import CallLoweringInfo as cli_cls
    from pyllc.codegen.selection_dag.builder import lower_call_to

    if chain is None:
        chain = dag.get_entry_node()
    args = []
    for op in ops:
        vt = _vt(op)
        sext = tli.should_sign_extend_type_in_libcall(vt, is_signed)
        entry = arg_entry(op, vt)
        entry.is_sext = sext
        entry.is_zext = not sext
        args.append(entry)
    callee = dag.get_external_symbol(name, tli.get_pointer_ty())
    sext_ret = tli.should_sign_extend_type_in_libcall(ret_vt, is_signed)
    cli = cli_cls(dag)
    cli.set_debug_loc(dl).set_chain(chain).set_lib_callee(
        _libcall_calling_conv(tli, libcall), ret_vt, callee, args
    )
    cli.set_discard_result(not is_return_value_used)
    cli.set_is_post_type_legalization(is_post_type_legalization)
    cli.set_sext_result(sext_ret)
    cli.set_zext_result(not sext_ret)
    value, out_chain = lower_call_to(tli, cli)
    return value, out_chain


def _libcall_calling_conv(tli: Any, libcall: int) -> int:
    convs = tli.libcall_calling_convs
    return convs[libcall] if libcall < len(convs) else 0


# --- the legalizer ---------------------------------------------------------------------------------------------


class SelectionDAGLegalize:
    """LLVM's ``SelectionDAGLegalize``."""

    __slots__ = ("dag", "tli", "legalized_nodes", "updated_nodes")

    def __init__(
        self, dag: SelectionDAG, legalized_nodes: set[SDNode], updated_nodes: dict[SDNode, None] | None = None
    ) -> None:
        self.dag = dag
        self.tli = dag.tli
        self.legalized_nodes = legalized_nodes
        self.updated_nodes = updated_nodes

    # --- replacement helpers -------------------------------------------------------------------------------

    def replaced_node(self, node: SDNode) -> None:
        """``ReplacedNode``."""
        self.legalized_nodes.discard(node)
        if self.updated_nodes is not None:
            self.updated_nodes[node] = None

    def replace_node_values(self, node: SDNode, values: list[SDValue]) -> None:
        """``ReplaceNode(SDNode *Old, const SDValue *New)``."""
        if len(values) == 1 and len(node.vts) == 1:
            self.dag.replace_all_uses_with((node, 0), values[0])
        else:
            self.dag.replace_all_uses_with_values(node, values)
        for v in values:
            if self.updated_nodes is not None:
                self.updated_nodes[v[0]] = None
        self.replaced_node(node)

    def replace_node_with(self, old: SDNode, new: SDNode) -> None:
        """``ReplaceNode(SDNode *Old, SDNode *New)``."""
        self.dag.replace_all_uses_with_node(old, new)
        if self.updated_nodes is not None:
            self.updated_nodes[new] = None
        self.replaced_node(old)

    # --- actions -------------------------------------------------------------------------------------------

    def _action(self, node: SDNode) -> tuple[int, bool]:
        """The action for ``node`` and whether the simple finish (Legal/Custom/Expand/LibCall/Promote) applies."""
        tli = self.tli
        opc = node.opcode
        if opc in (ISD.INTRINSIC_W_CHAIN, ISD.INTRINSIC_WO_CHAIN, ISD.INTRINSIC_VOID, ISD.STACKSAVE):
            return tli.get_operation_action(opc, MVT.Other), True
        if opc == ISD.VAARG:
            # Keyed on the value type only for Promote; otherwise on MVT::Other.
            action = tli.get_operation_action(opc, node.vts[0])
            return (action if action == PROMOTE else tli.get_operation_action(opc, MVT.Other)), True
        if opc in (
            ISD.FP_TO_FP16,
            ISD.SINT_TO_FP,
            ISD.UINT_TO_FP,
            ISD.EXTRACT_VECTOR_ELT,
            ISD.LROUND,
            ISD.LLROUND,
            ISD.LRINT,
            ISD.LLRINT,
        ):
            return tli.get_operation_action(opc, _vt(node.ops[0])), True
        if opc == ISD.SIGN_EXTEND_INREG:
            return tli.get_operation_action(opc, node.ops[1][0].payload), True
        if opc == ISD.ATOMIC_STORE:
            return tli.get_operation_action(opc, _vt(node.ops[2])), True
        if opc == ISD.SETCC and is_vector(node.vts[0]):
            # LegalizeVectorOps keys a vector SETCC on its result type.
            return tli.get_operation_action(opc, node.vts[0]), True
        if opc in (ISD.SELECT_CC, ISD.SETCC, ISD.BR_CC):
            cc_op = 4 if opc == ISD.SELECT_CC else (2 if opc == ISD.SETCC else 1)
            cmp_op = 2 if opc == ISD.BR_CC else 0
            op_vt = _vt(node.ops[cmp_op])
            cc = node.ops[cc_op][0].payload
            action = tli.get_cond_code_action(cc, op_vt)
            if action == LEGAL:
                action = tli.get_operation_action(opc, node.vts[0] if opc == ISD.SELECT_CC else op_vt)
            return action, True
        if opc in (ISD.LOAD, ISD.STORE, ISD.CALLSEQ_START, ISD.CALLSEQ_END):
            return LEGAL, False
        if opc in (
            ISD.EXTRACT_ELEMENT,
            ISD.FLT_ROUNDS_,
            ISD.MERGE_VALUES,
            ISD.EH_RETURN,
            ISD.FRAME_TO_ARGS_OFFSET,
            ISD.EH_DWARF_CFA,
            ISD.EH_SJLJ_SETJMP,
            ISD.EH_SJLJ_LONGJMP,
            ISD.EH_SJLJ_SETUP_DISPATCH,
        ):
            action = tli.get_operation_action(opc, node.vts[0])
            return (EXPAND if action == LEGAL else action), True
        if opc in (
            ISD.INIT_TRAMPOLINE,
            ISD.ADJUST_TRAMPOLINE,
            ISD.FRAMEADDR,
            ISD.RETURNADDR,
            ISD.ADDROFRETURNADDR,
            ISD.SPONENTRY,
        ):
            action = tli.get_operation_action(opc, node.vts[0])
            return (CUSTOM if action == LEGAL else action), True
        if opc == ISD.READCYCLECOUNTER:
            return tli.get_operation_action(opc, MVT.i64), True
        if opc in (ISD.READ_REGISTER, ISD.WRITE_REGISTER):
            return LEGAL, True
        if opc >= ISD.BUILTIN_OP_END:
            return LEGAL, True
        return tli.get_operation_action(opc, node.vts[0]), True

    def legalize_op(self, node: SDNode) -> None:
        """``LegalizeOp``."""
        opc = node.opcode
        if opc == ISD.TargetConstant or opc == ISD.Register or node.opcode < 0:
            return
        tli = self.tli
        for vt in node.vts:
            if (
                vt not in (MVT.Other, MVT.Glue, MVT.Untyped)
                and not tli.is_type_legal(vt)
                and not is_vector(vt)
            ):
                raise UnsupportedError(
                    None, f"{_name(self.dag, node)} of illegal type {_type(vt)} after type legalization"
                )
        if opc == ISD.DEBUGTRAP or opc == ISD.UBSANTRAP:
            if tli.get_operation_action(opc, node.vts[0]) == EXPAND:
                new = self.dag.get_node(ISD.TRAP, node.vts, node.ops[0])
                self.replace_node_with(node, new[0])
                self.legalize_op(new[0])
                return
        action, simple = self._action(node)
        if not simple:
            if opc == ISD.LOAD:
                self.legalize_load_ops(node)
            elif opc == ISD.STORE:
                self.legalize_store_ops(node)
            return
        dag = self.dag
        new_node = node
        if opc in (ISD.SHL, ISD.SRL, ISD.SRA, ISD.ROTL, ISD.ROTR):
            op0, op1 = node.ops
            if not is_vector(_vt(op1)):
                sao = self._shift_amount_operand(_vt(op0), op1)
                if sao != op1:
                    new_node = dag.update_node_operands(node, (op0, sao))
        elif opc in (ISD.FSHL, ISD.FSHR, ISD.SRL_PARTS, ISD.SRA_PARTS, ISD.SHL_PARTS):
            op0, op1, op2 = node.ops
            if not is_vector(_vt(op2)):
                sao = self._shift_amount_operand(_vt(op0), op2)
                if sao != op2:
                    new_node = dag.update_node_operands(node, (op0, op1, sao))
        if new_node is not node:
            self.replace_node_with(node, new_node)
            node = new_node
        if action == LEGAL:
            return
        if action == CUSTOM:
            try:
                res = tli.lower_operation((node, 0), dag)
            except UnsupportedError:
                # The target has no custom lowering for this node yet: use the generic expansion if there is
                # one (LLVM falls back to Expand when LowerOperation gives nothing), else report.
                if node.opcode in _EXPANSIONS and self.expand_node(node):
                    return
                raise
            if res is not None:
                if res[0] is node and res[1] == 0:
                    return
                if len(node.vts) == 1:
                    self.replace_node_values(node, [res])
                    return
                self.replace_node_values(node, [(res[0], i) for i in range(len(node.vts))])
                return
            action = EXPAND
        if action == EXPAND:
            if self.expand_node(node):
                return
            action = LIBCALL
        if action == LIBCALL:
            self.convert_node_to_libcall(node)
            return
        if action == PROMOTE:
            self.promote_node(node)
            return
        raise UnsupportedError(None, f"cannot legalize {_name(dag, node)}")

    def _shift_amount_operand(self, lhs_vt: int, op: SDValue) -> SDValue:
        """``SelectionDAG::getShiftAmountOperand``."""
        sh_ty = self.tli.get_shift_amount_ty(lhs_vt)
        if _vt(op) == sh_ty:
            return op
        return self.dag.get_zext_or_trunc(op, sh_ty)

    # --- loads and stores ----------------------------------------------------------------------------------

    def _finish_load(self, node: SDNode, value: SDValue, chain: SDValue) -> None:
        if chain[0] is node:
            return
        dag = self.dag
        dag.replace_all_uses_of_value_with((node, 0), value)
        dag.replace_all_uses_of_value_with((node, 1), chain)
        if self.updated_nodes is not None:
            self.updated_nodes[value[0]] = None
            self.updated_nodes[chain[0]] = None
        self.replaced_node(node)

    def legalize_load_ops(self, node: SDNode) -> None:
        """``LegalizeLoadOps``."""
        dag = self.dag
        tli = self.tli
        chain, ptr = node.ops[0], node.ops[1]
        ext = node.payload[0]
        vt = node.vts[0]
        mmo = node.mem_operand
        if ext == ISD.NON_EXTLOAD:
            rval, rchain = (node, 0), (node, 1)
            action = tli.get_operation_action(ISD.LOAD, vt)
            if action == CUSTOM:
                res = tli.lower_operation((node, 0), dag)
                if res is not None:
                    rval, rchain = res, (res[0], 1)
            elif action == PROMOTE:
                nvt = tli.get_type_to_promote_to(ISD.LOAD, vt)
                res = dag.get_load(nvt, chain, ptr, mmo, node.debug_loc, node.ir_order)
                rval = dag.get_node(ISD.BITCAST, vt, res)
                rchain = (res[0], 1)
            elif action != LEGAL:
                raise UnsupportedError(None, f"cannot legalize load of {_type(vt)}")
            self._finish_load(node, rval, rchain)
            return
        src_vt = node.payload[2]
        src_width = size_in_bits(src_vt)
        if src_width != store_size_in_bits(src_vt) and (
            src_vt != MVT.i1 or tli.get_load_ext_action(ext, vt, MVT.i1) == PROMOTE
        ):
            from pyllc.codegen.value_types import get_integer_vt

            nvt = get_integer_vt(store_size_in_bits(src_vt))
            new_ext = ISD.ZEXTLOAD if ext == ISD.ZEXTLOAD else ISD.EXTLOAD
            result = dag.get_ext_load(new_ext, vt, chain, ptr, nvt, mmo, node.debug_loc, node.ir_order)
            ch = (result[0], 1)
            if ext == ISD.SEXTLOAD:
                result = dag.get_node(ISD.SIGN_EXTEND_INREG, vt, result, dag.get_value_type(src_vt))
            elif ext == ISD.ZEXTLOAD or nvt == vt:
                result = dag.get_node(ISD.AssertZext, vt, result, dag.get_value_type(src_vt))
            self._finish_load(node, result, ch)
            return
        if src_width & (src_width - 1):
            # Not a power-of-2 number of bits: EXTLOAD:i24 -> ZEXTLOAD:i16 | (shl EXTLOAD@+2:i8, 16).
            from pyllc.codegen.machine.mem_operand import mem_operand_part
            from pyllc.codegen.value_types import get_integer_vt

            round_w = 1 << (src_width.bit_length() - 1)
            extra_w = src_width - round_w
            if is_vector(src_vt) or round_w % 8 or extra_w % 8:
                raise UnsupportedError(None, f"extending load of {_type(src_vt)}")
            dl, order = node.debug_loc, node.ir_order
            inc = round_w // 8
            lo = dag.get_ext_load(
                ISD.ZEXTLOAD,
                vt,
                chain,
                ptr,
                get_integer_vt(round_w),
                mem_operand_part(mmo, 0, inc),
                dl,
                order,
            )
            ptr2 = dag.get_ptr_add(ptr, inc)
            hi = dag.get_ext_load(
                ext,
                vt,
                chain,
                ptr2,
                get_integer_vt(extra_w),
                mem_operand_part(mmo, inc, extra_w // 8),
                dl,
                order,
            )
            ch = dag.get_node(ISD.TokenFactor, MVT.Other, (lo[0], 1), (hi[0], 1))
            hi = dag.get_node(ISD.SHL, vt, hi, dag.get_constant(round_w, tli.get_shift_amount_ty(vt)))
            self._finish_load(node, dag.get_node(ISD.OR, vt, lo, hi), ch)
            return
        action = tli.get_load_ext_action(ext, vt, src_vt)
        value, ch = (node, 0), (node, 1)
        if action == CUSTOM:
            try:
                res = tli.lower_operation((node, 0), dag)
            except UnsupportedError:
                # The target has no custom lowering for this node yet: use the generic expansion if there is
                # one (LLVM falls back to Expand when LowerOperation gives nothing), else report.
                if node.opcode in _EXPANSIONS and self.expand_node(node):
                    return
                raise
            if res is not None:
                value, ch = res, (res[0], 1)
        elif action == EXPAND:
            if not tli.is_load_ext_legal(ISD.EXTLOAD, vt, src_vt):
                load_vt = tli.get_register_type(src_vt)
                if tli.is_type_legal(src_vt) or tli.is_load_ext_legal(ext, load_vt, src_vt):
                    mid = ISD.NON_EXTLOAD if load_vt == src_vt else ext
                    load = dag.get_ext_load(
                        mid, load_vt, chain, ptr, src_vt, mmo, node.debug_loc, node.ir_order
                    )
                    if is_floating_point(src_vt):
                        ext_op = ISD.FP_EXTEND
                    else:
                        ext_op = {
                            ISD.EXTLOAD: ISD.ANY_EXTEND,
                            ISD.SEXTLOAD: ISD.SIGN_EXTEND,
                            ISD.ZEXTLOAD: ISD.ZERO_EXTEND,
                        }[ext]
                    value = dag.get_node(ext_op, vt, load)
                    self._finish_load(node, value, (load[0], 1))
                    return
            if ext == ISD.EXTLOAD:
                raise UnsupportedError(None, f"extending load of {_type(src_vt)} to {_type(vt)}")
            result = dag.get_ext_load(ISD.EXTLOAD, vt, chain, ptr, src_vt, mmo, node.debug_loc, node.ir_order)
            if ext == ISD.SEXTLOAD:
                value = dag.get_node(ISD.SIGN_EXTEND_INREG, vt, result, dag.get_value_type(src_vt))
            else:
                value = dag.get_zero_extend_in_reg(result, src_vt)
            ch = (result[0], 1)
        elif action != LEGAL:
            raise UnsupportedError(None, f"extending load of {_type(src_vt)} to {_type(vt)}")
        self._finish_load(node, value, ch)

    def legalize_store_ops(self, node: SDNode) -> None:
        """``LegalizeStoreOps``."""
        dag = self.dag
        tli = self.tli
        chain, value, ptr = node.ops[0], node.ops[1], node.ops[2]
        mmo = node.mem_operand
        vt = _vt(value)
        if node.payload[0] == 0:
            action = tli.get_operation_action(ISD.STORE, vt)
            if action == LEGAL:
                return
            if action == CUSTOM:
                res = tli.lower_operation((node, 0), dag)
                if res is not None and res != (node, 0):
                    self.replace_node_values(node, [res])
                return
            if action == PROMOTE:
                nvt = tli.get_type_to_promote_to(ISD.STORE, vt)
                v = dag.get_node(ISD.BITCAST, nvt, value)
                res = dag.get_store(chain, v, ptr, mmo, node.debug_loc, node.ir_order)
                self.replace_node_values(node, [res])
                return
            raise UnsupportedError(None, f"cannot legalize store of {_type(vt)}")
        st_vt = node.payload[2]
        st_width = size_in_bits(st_vt)
        st_size = store_size_in_bits(st_vt)
        if st_width != st_size:
            from pyllc.codegen.value_types import get_integer_vt

            nvt = get_integer_vt(st_size)
            v = dag.get_zero_extend_in_reg(value, st_vt)
            res = dag.get_trunc_store(chain, v, ptr, nvt, mmo, node.debug_loc, node.ir_order)
            self.replace_node_values(node, [res])
            return
        if st_width & (st_width - 1):
            # Not a power-of-2 number of bits (i24, i48...): two stores, the low power-of-2 part first
            # (little-endian: TRUNCSTORE:i24 X -> TRUNCSTORE:i16 X, TRUNCSTORE@+2:i8 (srl X, 16)).
            from pyllc.codegen.machine.mem_operand import mem_operand_part
            from pyllc.codegen.value_types import get_integer_vt

            if is_vector(st_vt):
                raise UnsupportedError(None, f"truncating store to {_type(st_vt)}")
            round_w = 1 << (st_width.bit_length() - 1)
            extra_w = st_width - round_w
            if round_w % 8 or extra_w % 8:
                raise UnsupportedError(None, f"truncating store to {_type(st_vt)}")
            dl, order = node.debug_loc, node.ir_order
            inc = round_w // 8
            lo = dag.get_trunc_store(
                chain, value, ptr, get_integer_vt(round_w), mem_operand_part(mmo, 0, inc), dl, order
            )
            ptr2 = dag.get_ptr_add(ptr, inc)
            hi = dag.get_node(ISD.SRL, vt, value, dag.get_constant(round_w, tli.get_shift_amount_ty(vt)))
            hi = dag.get_trunc_store(
                chain, hi, ptr2, get_integer_vt(extra_w), mem_operand_part(mmo, inc, extra_w // 8), dl, order
            )
            self.replace_node_values(node, [dag.get_node(ISD.TokenFactor, MVT.Other, lo, hi)])
            return
        action = tli.get_trunc_store_action(vt, st_vt)
        if action == LEGAL:
            return
        if action == CUSTOM:
            res = tli.lower_operation((node, 0), dag)
            if res is not None and res != (node, 0):
                self.replace_node_values(node, [res])
            return
        if action == EXPAND:
            if tli.is_type_legal(st_vt):
                v = dag.get_node(
                    ISD.TRUNCATE if is_integer(st_vt) else ISD.FP_ROUND,
                    st_vt,
                    value,
                    *(() if is_integer(st_vt) else (dag.get_int_ptr_constant(0, True),)),
                )
                res = dag.get_store(chain, v, ptr, mmo, node.debug_loc, node.ir_order)
            else:
                v = dag.get_node(ISD.TRUNCATE, tli.get_type_to_transform_to(st_vt), value)
                res = dag.get_trunc_store(chain, v, ptr, st_vt, mmo, node.debug_loc, node.ir_order)
            self.replace_node_values(node, [res])
            return
        raise UnsupportedError(None, f"truncating store of {_type(vt)} to {_type(st_vt)}")

    # --- expansion -----------------------------------------------------------------------------------------

    def expand_node(self, node: SDNode) -> bool:
        """``ExpandNode``: the generic expansion of ``node``; False when there is none."""
        if (
            node.vts
            and is_vector(node.vts[0])
            and node.opcode in _UNROLLED_VECTOR_OPS
            and not (
                node.opcode == ISD.SIGN_EXTEND_INREG and scalar_size_in_bits(node.ops[1][0].payload) == 1
            )
        ):
            from pyllc.codegen.selection_dag.legalize_vector_types import unroll_vector_op

            self.replace_node_values(node, [unroll_vector_op(self.dag, node)])
            return True
        if node.opcode in (ISD.EXTRACT_VECTOR_ELT, ISD.INSERT_VECTOR_ELT) and is_vector(_vt(node.ops[0])):
            from pyllc.codegen.selection_dag import legalize_vector_types as lvt

            fn_v = (
                lvt.expand_extract_from_vector_through_stack
                if node.opcode == ISD.EXTRACT_VECTOR_ELT
                else lvt.expand_insert_to_vector_through_stack
            )
            self.replace_node_values(node, [fn_v(self.dag, node)])
            return True
        fn = _EXPANSIONS.get(node.opcode)
        if fn is None:
            return False
        results = fn(self, node)
        if not results:
            return False
        self.replace_node_values(node, list(results))
        return True

    def convert_node_to_libcall(self, node: SDNode) -> None:
        """``ConvertNodeToLibcall``."""
        dag = self.dag
        opc = node.opcode
        vt = node.vts[0]
        prefix = _FP_LIBCALLS.get(opc)
        if prefix is not None:
            lc = get_libcall(prefix, vt)
            if lc == UNKNOWN_LIBCALL or self.tli.get_libcall_name(lc) is None:
                raise UnsupportedError(None, f"cannot legalize {_name(dag, node)} for {_type(vt)}")
            res, _ = make_libcall(
                dag, lc, vt, list(node.ops), False, is_post_type_legalization=True, dl=node.debug_loc
            )
            self.replace_node_values(node, [res])
            return
        int_prefix = _INT_LIBCALLS.get(opc)
        if int_prefix is not None:
            lc = get_libcall(int_prefix, vt)
            if lc == UNKNOWN_LIBCALL or self.tli.get_libcall_name(lc) is None:
                raise UnsupportedError(None, f"cannot legalize {_name(dag, node)} for {_type(vt)}")
            res, _ = make_libcall(
                dag,
                lc,
                vt,
                list(node.ops),
                opc in (ISD.SDIV, ISD.SREM),
                is_post_type_legalization=True,
                dl=node.debug_loc,
            )
            self.replace_node_values(node, [res])
            return
        if opc in (
            ISD.FP_TO_SINT,
            ISD.FP_TO_UINT,
            ISD.SINT_TO_FP,
            ISD.UINT_TO_FP,
            ISD.FP_ROUND,
            ISD.FP_EXTEND,
        ):
            src = _vt(node.ops[0])
            pre = {
                ISD.FP_TO_SINT: "FPTOSINT",
                ISD.FP_TO_UINT: "FPTOUINT",
                ISD.SINT_TO_FP: "SINTTOFP",
                ISD.UINT_TO_FP: "UINTTOFP",
                ISD.FP_ROUND: "FPROUND",
                ISD.FP_EXTEND: "FPEXT",
            }[opc]
            lc = get_libcall(pre, src, vt)
            if lc == UNKNOWN_LIBCALL or self.tli.get_libcall_name(lc) is None:
                raise UnsupportedError(
                    None, f"cannot legalize {_name(dag, node)} from {_type(src)} to {_type(vt)}"
                )
            res, _ = make_libcall(
                dag,
                lc,
                vt,
                [node.ops[0]],
                opc in (ISD.FP_TO_SINT, ISD.SINT_TO_FP),
                is_post_type_legalization=True,
                dl=node.debug_loc,
            )
            self.replace_node_values(node, [res])
            return
        # LLVM leaves a node it can neither expand nor call (a legal FP immediate, for instance) for the
        # selector, which reports it if no pattern matches.

    def promote_node(self, node: SDNode) -> None:
        """``PromoteNode``: do the operation in a wider type."""
        dag = self.dag
        tli = self.tli
        opc = node.opcode
        vt = node.vts[0]
        results: list[SDValue] = []
        if opc in (ISD.SINT_TO_FP, ISD.UINT_TO_FP):
            results.append(self._promote_legal_int_to_fp(node))
        elif opc in (ISD.FP_TO_SINT, ISD.FP_TO_UINT):
            results.append(self._promote_legal_fp_to_int(node))
        elif opc in (ISD.CTTZ, ISD.CTTZ_ZERO_UNDEF, ISD.CTLZ, ISD.CTLZ_ZERO_UNDEF, ISD.CTPOP):
            nvt = tli.get_type_to_promote_to(opc, vt)
            x = dag.get_node(ISD.ZERO_EXTEND, nvt, node.ops[0])
            bits = size_in_bits(vt)
            nbits = size_in_bits(nvt)
            if opc in (ISD.CTTZ,):
                x = dag.get_node(ISD.OR, nvt, x, dag.get_constant(1 << bits, nvt))
                r = dag.get_node(ISD.CTTZ_ZERO_UNDEF, nvt, x)
            else:
                r = dag.get_node(opc, nvt, x)
            if opc in (ISD.CTLZ, ISD.CTLZ_ZERO_UNDEF):
                r = dag.get_node(ISD.SUB, nvt, r, dag.get_constant(nbits - bits, nvt))
            results.append(dag.get_node(ISD.TRUNCATE, vt, r))
        elif opc == ISD.BSWAP:
            nvt = tli.get_type_to_promote_to(opc, vt)
            diff = size_in_bits(nvt) - size_in_bits(vt)
            x = dag.get_node(ISD.ZERO_EXTEND, nvt, node.ops[0])
            x = dag.get_node(ISD.BSWAP, nvt, x)
            x = dag.get_node(ISD.SRL, nvt, x, dag.get_constant(diff, tli.get_shift_amount_ty(nvt)))
            results.append(dag.get_node(ISD.TRUNCATE, vt, x))
        elif opc in (ISD.AND, ISD.OR, ISD.XOR, ISD.ADD, ISD.SUB, ISD.MUL):
            nvt = tli.get_type_to_promote_to(opc, vt)
            ext = ISD.ANY_EXTEND if is_integer(vt) else ISD.BITCAST
            a = dag.get_node(ext, nvt, node.ops[0])
            b = dag.get_node(ext, nvt, node.ops[1])
            r = dag.get_node(opc, nvt, a, b)
            results.append(dag.get_node(ISD.TRUNCATE if is_integer(vt) else ISD.BITCAST, vt, r))
        elif opc in (ISD.SDIV, ISD.SREM, ISD.UDIV, ISD.UREM, ISD.SMIN, ISD.SMAX, ISD.UMIN, ISD.UMAX):
            nvt = tli.get_type_to_promote_to(opc, vt)
            ext = ISD.SIGN_EXTEND if opc in (ISD.SDIV, ISD.SREM, ISD.SMIN, ISD.SMAX) else ISD.ZERO_EXTEND
            r = dag.get_node(
                opc, nvt, dag.get_node(ext, nvt, node.ops[0]), dag.get_node(ext, nvt, node.ops[1])
            )
            results.append(dag.get_node(ISD.TRUNCATE, vt, r))
        elif opc == ISD.SELECT:
            nvt = tli.get_type_to_promote_to(opc, vt)
            if is_integer(vt):
                ext, trunc = ISD.ANY_EXTEND, ISD.TRUNCATE
            elif is_floating_point(vt):
                ext, trunc = ISD.FP_EXTEND, ISD.FP_ROUND
            else:
                ext, trunc = ISD.BITCAST, ISD.BITCAST
            a = dag.get_node(ext, nvt, node.ops[1])
            b = dag.get_node(ext, nvt, node.ops[2])
            r = dag.get_select(nvt, node.ops[0], a, b)
            if trunc == ISD.FP_ROUND:
                results.append(dag.get_node(ISD.FP_ROUND, vt, r, dag.get_int_ptr_constant(0, True)))
            else:
                results.append(dag.get_node(trunc, vt, r))
        elif opc == ISD.SETCC or opc == ISD.BR_CC:
            is_br = opc == ISD.BR_CC
            lhs = node.ops[2] if is_br else node.ops[0]
            rhs = node.ops[3] if is_br else node.ops[1]
            cc_op = node.ops[1] if is_br else node.ops[2]
            ovt = _vt(lhs)
            nvt = tli.get_type_to_promote_to(opc, ovt)
            if is_integer(ovt):
                from pyllc.codegen.isd import is_signed_int_setcc

                ext = ISD.SIGN_EXTEND if is_signed_int_setcc(cc_op[0].payload) else ISD.ZERO_EXTEND
            else:
                ext = ISD.FP_EXTEND
            a = dag.get_node(ext, nvt, lhs)
            b = dag.get_node(ext, nvt, rhs)
            if is_br:
                results.append(dag.get_node(ISD.BR_CC, MVT.Other, node.ops[0], cc_op, a, b, node.ops[4]))
            else:
                results.append(dag.get_node(ISD.SETCC, vt, a, b, cc_op, flags=node.flags))
        elif opc in (ISD.FADD, ISD.FSUB, ISD.FMUL, ISD.FDIV, ISD.FREM, ISD.FMINNUM, ISD.FMAXNUM, ISD.FPOW):
            nvt = tli.get_type_to_promote_to(opc, vt)
            a = dag.get_node(ISD.FP_EXTEND, nvt, node.ops[0])
            b = dag.get_node(ISD.FP_EXTEND, nvt, node.ops[1])
            r = dag.get_node(opc, nvt, a, b, flags=node.flags)
            results.append(dag.get_node(ISD.FP_ROUND, vt, r, dag.get_int_ptr_constant(0, True)))
        else:
            raise UnsupportedError(None, f"cannot promote {_name(dag, node)} of {_type(vt)}")
        self.replace_node_values(node, results)

    def _promote_legal_int_to_fp(self, node: SDNode) -> SDValue:
        """``PromoteLegalINT_TO_FP``."""
        dag = self.dag
        tli = self.tli
        signed = node.opcode == ISD.SINT_TO_FP
        dest = node.vts[0]
        op = node.ops[0]
        ty = _vt(op)
        use = 0
        while True:
            ty += 1
            if not is_integer(ty) or ty > MVT.i128:
                raise UnsupportedError(None, f"cannot promote {_name(dag, node)} of {_type(_vt(op))}")
            if tli.is_operation_legal_or_custom(ISD.SINT_TO_FP, ty):
                use = ISD.SINT_TO_FP
                break
            if signed:
                continue
            if tli.is_operation_legal_or_custom(ISD.UINT_TO_FP, ty):
                use = ISD.UINT_TO_FP
                break
        ext = dag.get_node(ISD.SIGN_EXTEND if signed else ISD.ZERO_EXTEND, ty, op)
        return dag.get_node(use, dest, ext)

    def _promote_legal_fp_to_int(self, node: SDNode) -> SDValue:
        """``PromoteLegalFP_TO_INT``."""
        dag = self.dag
        tli = self.tli
        signed = node.opcode == ISD.FP_TO_SINT
        dest = node.vts[0]
        new_opc = node.opcode
        ty = dest
        while True:
            ty += 1
            if not is_integer(ty) or ty > MVT.i128:
                raise UnsupportedError(None, f"cannot promote {_name(dag, node)} to {_type(dest)}")
            if tli.is_operation_legal_or_custom(ISD.FP_TO_SINT, ty):
                new_opc = ISD.FP_TO_SINT
                break
            if not signed and tli.is_operation_legal_or_custom(ISD.FP_TO_UINT, ty):
                break
        op = dag.get_node(new_opc, ty, node.ops[0])
        return dag.get_node(ISD.TRUNCATE, dest, op)


# --- generic expansions (ExpandNode cases) -----------------------------------------------------------------------


def _x_sign_extend_inreg(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    dag = lg.dag
    extra = node.ops[1][0].payload
    vt = node.vts[0]
    if scalar_size_in_bits(extra) == 1:
        and_ = dag.get_node(ISD.AND, vt, node.ops[0], dag.get_constant(1, vt))
        return [dag.get_node(ISD.SUB, vt, dag.get_constant(0, vt), and_)]
    sh_ty = lg.tli.get_shift_amount_ty(vt)
    diff = scalar_size_in_bits(vt) - scalar_size_in_bits(extra)
    c = dag.get_constant(diff, sh_ty)
    t = dag.get_node(ISD.SHL, vt, node.ops[0], c)
    return [dag.get_node(ISD.SRA, vt, t, c)]


def legalize_setcc_cond_code(
    lg: SelectionDAGLegalize, vt: int, lhs: SDValue, rhs: SDValue, cc: int
) -> tuple[bool, SDValue, SDValue | None, int | None, bool]:
    """``TargetLowering::LegalizeSetCCCondCode``: ``(legalized, lhs, rhs, cc, need_invert)``; ``cc`` None means
    ``lhs`` is the complete boolean."""
    tli = lg.tli
    dag = lg.dag
    op_vt = _vt(lhs)
    action = tli.get_cond_code_action(cc, op_vt)
    if action == LEGAL:
        return False, lhs, rhs, cc, False
    if action != EXPAND:
        return False, lhs, rhs, cc, False
    inv = get_setcc_swapped_operands(cc)
    if tli.is_cond_code_legal_or_custom(inv, op_vt):
        return True, rhs, lhs, inv, False
    need_swap = False
    inv = get_setcc_inverse(cc, op_vt)
    if not tli.is_cond_code_legal_or_custom(inv, op_vt):
        inv = get_setcc_swapped_operands(inv)
        need_swap = True
    if tli.is_cond_code_legal_or_custom(inv, op_vt):
        if need_swap:
            lhs, rhs = rhs, lhs
        return True, lhs, rhs, inv, True
    need_invert = False
    if cc == ISD.SETUO:
        if tli.is_cond_code_legal(ISD.SETUNE, op_vt):
            cc1 = cc2 = ISD.SETUNE
            opc = ISD.OR
        else:
            need_invert = True
            cc1 = cc2 = ISD.SETOEQ
            opc = ISD.AND
    elif cc == ISD.SETO:
        cc1 = cc2 = ISD.SETOEQ
        opc = ISD.AND
    elif (
        cc in (ISD.SETONE, ISD.SETUEQ)
        and not tli.is_cond_code_legal(ISD.SETUO, op_vt)
        and (tli.is_cond_code_legal(ISD.SETOGT, op_vt) or tli.is_cond_code_legal(ISD.SETOLT, op_vt))
    ):
        cc1, cc2, opc = ISD.SETOGT, ISD.SETOLT, ISD.OR
        need_invert = bool(cc & 8)
    elif cc in (
        ISD.SETONE,
        ISD.SETUEQ,
        ISD.SETOEQ,
        ISD.SETOGT,
        ISD.SETOGE,
        ISD.SETOLT,
        ISD.SETOLE,
        ISD.SETUNE,
        ISD.SETUGT,
        ISD.SETUGE,
        ISD.SETULT,
        ISD.SETULE,
    ) and not is_integer(op_vt):
        cc2 = ISD.SETUO if cc & 8 else ISD.SETO
        opc = ISD.OR if cc & 8 else ISD.AND
        cc1 = (cc & 7) | 0x10
    else:
        raise UnsupportedError(None, f"cannot expand condition code {cc} for {_type(op_vt)}")
    if cc not in (ISD.SETO, ISD.SETUO):
        s1 = dag.get_setcc(vt, lhs, rhs, cc1)
        s2 = dag.get_setcc(vt, lhs, rhs, cc2)
    else:
        s1 = dag.get_setcc(vt, lhs, lhs, cc1)
        s2 = dag.get_setcc(vt, rhs, rhs, cc2)
    return True, dag.get_node(opc, vt, s1, s2), None, None, need_invert


def _x_setcc(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    dag = lg.dag
    vt = node.vts[0]
    lhs, rhs, cc_op = node.ops
    done, lhs, rhs, cc, invert = legalize_setcc_cond_code(lg, vt, lhs, rhs, cc_op[0].payload)
    if done:
        res = lhs
        if cc is not None:
            res = dag.get_node(ISD.SETCC, vt, lhs, rhs, dag.get_cond_code(cc), flags=node.flags)
        if invert:
            res = dag.get_logical_not(res, vt)
        return [res]
    # SETCC itself is illegal: use SELECT_CC of the boolean constants.
    op_vt = _vt(lhs)
    return [
        dag.get_node(
            ISD.SELECT_CC,
            vt,
            lhs,
            rhs,
            dag.get_bool_constant(True, vt, op_vt),
            dag.get_bool_constant(False, vt, op_vt),
            cc_op,
            flags=node.flags,
        )
    ]


def _x_select_cc(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    dag = lg.dag
    tli = lg.tli
    lhs, rhs, t, f, cc_op = node.ops
    vt = node.vts[0]
    cc = cc_op[0].payload
    op_vt = _vt(lhs)
    if tli.is_cond_code_legal_or_custom(cc, op_vt):
        ccvt = tli.get_setcc_result_type(op_vt)
        cond = dag.get_node(ISD.SETCC, ccvt, lhs, rhs, cc_op, flags=node.flags)
        return [dag.get_select(vt, cond, t, f)]
    done, lhs, rhs, new_cc, invert = legalize_setcc_cond_code(
        lg, tli.get_setcc_result_type(op_vt), lhs, rhs, cc
    )
    if invert:
        t, f = f, t
    if new_cc is None:
        rhs = dag.get_constant(0, _vt(lhs))
        new_cc = ISD.SETNE
    return [dag.get_node(ISD.SELECT_CC, vt, lhs, rhs, t, f, dag.get_cond_code(new_cc), flags=node.flags)]


def _x_select(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """``ExpandNode`` ISD::SELECT: a SELECT_CC on the setcc's operands (or ``cond != 0``)."""
    dag = lg.dag
    cond, t, f = node.ops
    vt = node.vts[0]
    if cond[0].opcode == ISD.SETCC:
        a, b, cc_op = cond[0].ops
        return [dag.get_node(ISD.SELECT_CC, vt, a, b, t, f, cc_op, flags=node.flags)]
    zero = dag.get_constant(0, _vt(cond))
    return [dag.get_node(ISD.SELECT_CC, vt, cond, zero, t, f, dag.get_cond_code(ISD.SETNE), flags=node.flags)]


def _x_brcond(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """``ExpandNode`` ISD::BRCOND: a BR_CC on the setcc's operands, else ``(cond & 1) != 0``."""
    dag = lg.dag
    chain, cond, dest = node.ops
    c = cond[0]
    if c.opcode == ISD.SETCC and lg.tli.is_operation_legal_or_custom(ISD.BR_CC, _vt(c.ops[0])):
        return [dag.get_node(ISD.BR_CC, MVT.Other, chain, c.ops[2], c.ops[0], c.ops[1], dest)]
    vt = _vt(cond)
    bit = cond
    if not (
        c.opcode == ISD.UNDEF
        or (c.opcode == ISD.AND and c.ops[1][0].opcode == ISD.Constant and c.ops[1][0].payload[0] == 1)
    ):
        bit = dag.get_node(ISD.AND, vt, cond, dag.get_constant(1, vt))
    zero = dag.get_constant(0, vt)
    return [dag.get_node(ISD.BR_CC, MVT.Other, chain, dag.get_cond_code(ISD.SETNE), bit, zero, dest)]


def _x_br_cc(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    dag = lg.dag
    tli = lg.tli
    chain, cc_op, lhs, rhs, dest = node.ops
    op_vt = _vt(lhs)
    cc = cc_op[0].payload
    ccvt = tli.get_setcc_result_type(op_vt)
    if tli.is_cond_code_legal_or_custom(cc, op_vt):
        cond = dag.get_node(ISD.SETCC, ccvt, lhs, rhs, cc_op)
        return [dag.get_node(ISD.BRCOND, MVT.Other, chain, cond, dest)]
    done, lhs, rhs, new_cc, invert = legalize_setcc_cond_code(lg, ccvt, lhs, rhs, cc)
    if invert:
        raise UnsupportedError(None, "cannot invert br_cc")
    if new_cc is not None:
        return [dag.get_node(ISD.BR_CC, MVT.Other, chain, dag.get_cond_code(new_cc), lhs, rhs, dest)]
    zero = dag.get_constant(0, _vt(lhs))
    return [dag.get_node(ISD.BR_CC, MVT.Other, chain, dag.get_cond_code(ISD.SETNE), lhs, zero, dest)]


def _x_div(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    dag = lg.dag
    vt = node.vts[0]
    signed = node.opcode == ISD.SDIV
    divrem = ISD.SDIVREM if signed else ISD.UDIVREM
    if lg.tli.is_operation_legal_or_custom(divrem, vt):
        return [dag.get_node(divrem, (vt, vt), node.ops[0], node.ops[1])]
    return None


def _x_rem(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """``TargetLowering::expandREM``."""
    dag = lg.dag
    tli = lg.tli
    vt = node.vts[0]
    signed = node.opcode == ISD.SREM
    divrem = ISD.SDIVREM if signed else ISD.UDIVREM
    div = ISD.SDIV if signed else ISD.UDIV
    a, b = node.ops
    if tli.is_operation_legal_or_custom(divrem, vt):
        r = dag.get_node(divrem, (vt, vt), a, b)
        return [(r[0], 1)]
    if tli.is_operation_legal_or_custom(div, vt):
        d = dag.get_node(div, vt, a, b)
        m = dag.get_node(ISD.MUL, vt, d, b)
        return [dag.get_node(ISD.SUB, vt, a, m)]
    return None


def _x_divrem(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """SDIVREM/UDIVREM without the combined node: separate division and remainder."""
    dag = lg.dag
    tli = lg.tli
    vt = node.vts[0]
    signed = node.opcode == ISD.SDIVREM
    div = ISD.SDIV if signed else ISD.UDIV
    rem = ISD.SREM if signed else ISD.UREM
    a, b = node.ops
    if tli.is_operation_legal_or_custom(div, vt):
        q = dag.get_node(div, vt, a, b)
        if tli.is_operation_legal_or_custom(rem, vt):
            r = dag.get_node(rem, vt, a, b)
        else:
            r = dag.get_node(ISD.SUB, vt, a, dag.get_node(ISD.MUL, vt, q, b))
        return [q, r]
    return None


def _x_mulh(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    dag = lg.dag
    vt = node.vts[0]
    lohi = ISD.UMUL_LOHI if node.opcode == ISD.MULHU else ISD.SMUL_LOHI
    if not lg.tli.is_operation_legal_or_custom(lohi, vt):
        return None
    r = dag.get_node(lohi, (vt, vt), node.ops[0], node.ops[1])
    return [(r[0], 1)]


def _x_mul_lohi(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    dag = lg.dag
    tli = lg.tli
    vt = node.vts[0]
    hi_opc = ISD.MULHU if node.opcode == ISD.UMUL_LOHI else ISD.MULHS
    a, b = node.ops
    if tli.is_operation_legal_or_custom(hi_opc, vt):
        return [dag.get_node(ISD.MUL, vt, a, b), dag.get_node(hi_opc, vt, a, b)]
    from pyllc.codegen.value_types import get_integer_vt

    wide = get_integer_vt(size_in_bits(vt) * 2)
    if tli.is_type_legal(wide) and tli.is_operation_legal(ISD.MUL, wide):
        ext = ISD.ZERO_EXTEND if node.opcode == ISD.UMUL_LOHI else ISD.SIGN_EXTEND
        m = dag.get_node(ISD.MUL, wide, dag.get_node(ext, wide, a), dag.get_node(ext, wide, b))
        lo = dag.get_node(ISD.TRUNCATE, vt, m)
        hi = dag.get_node(
            ISD.TRUNCATE,
            vt,
            dag.get_node(ISD.SRL, wide, m, dag.get_constant(size_in_bits(vt), tli.get_shift_amount_ty(wide))),
        )
        return [lo, hi]
    return None


def _x_constant_fp(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """``ExpandConstantFP``: load the constant from the constant pool (shrunk to a smaller type when exact and
    the target prefers it)."""
    dag = lg.dag
    tli = lg.tli
    vt = node.vts[0]
    bits = node.payload
    if tli.is_fp_imm_legal(bits, vt):
        return None
    orig_vt = vt
    value_vt = vt
    value_bits = bits
    shrink_ok = tli.should_shrink_fp_constant(orig_vt)
    extend = False
    if not _is_signaling_nan(vt, bits):
        for svt in (MVT.f64, MVT.f32):
            if size_in_bits(svt) >= size_in_bits(value_vt):
                continue
            sbits = _exact_in(vt, bits, svt)
            if sbits is not None and tli.is_load_ext_legal(ISD.EXTLOAD, orig_vt, svt) and shrink_ok:
                value_vt, value_bits, extend = svt, sbits, True
    const = _fp_constant(dag, value_vt, value_bits)
    align = _pref_align(value_vt)
    cp = dag.get_constant_pool(const, tli.get_pointer_ty(), align)
    mmo = _constant_pool_mmo(value_vt, align)
    if extend:
        return [dag.get_ext_load(ISD.EXTLOAD, orig_vt, dag.get_entry_node(), cp, value_vt, mmo)]
    return [dag.get_load(orig_vt, dag.get_entry_node(), cp, mmo)]


def _pref_align(vt: int) -> int:
    if vt == MVT.f80 or vt == MVT.f128:
        return 16
    return max(1, size_in_bits(vt) // 8)


def _constant_pool_mmo(vt: int, align: int) -> Any:
    from pyllc.codegen.machine.mem_operand import (
        MOLoad,
        MODereferenceable,
        MOInvariant,
        PSV_ConstantPool,
        MachineMemOperand,
        PseudoSourceValue,
    )

    size = (size_in_bits(vt) + 7) // 8 if vt != MVT.f80 else 10
    return MachineMemOperand(
        MOLoad | MODereferenceable | MOInvariant,
        size,
        align,
        pseudo_value=PseudoSourceValue(PSV_ConstantPool),
    )


#: The value types of floating-point constant-pool entries.
_FP_CONSTANT_VTS = frozenset((MVT.f16, MVT.f32, MVT.f64, MVT.f80, MVT.f128))


def _fp_constant(dag: SelectionDAG, vt: int, bits: int) -> Any:
    """An IR ``ConstantFP`` of ``vt`` with the bit pattern ``bits`` (the constant-pool entry)."""
    from pyllc.ir.constants import ConstantFP

    ctx = None
    fn = getattr(dag.mf, "function", None) if dag.mf is not None else None
    mod = getattr(fn, "parent", None) or getattr(fn, "module", None)
    ctx = getattr(mod, "context", None)
    from pyllc.ir import types as T

    tid = VT_IR_TYPE_IDS[vt] if vt in _FP_CONSTANT_VTS else None
    attr = T.FP_KIND_NAMES[tid] + "_ty" if tid is not None else None
    ty = getattr(ctx, attr, None) if ctx is not None and attr else None
    if ty is None:
        assert tid is not None, "no IR type for this floating-point value type"
        ty = T.Type(tid)
    return ConstantFP(ty, bits, _fp_text(vt, bits))


def _fp_text(vt: int, bits: int) -> str:
    """LLVM's IR spelling of an FP constant: double-precision hex for f32/f64, ``0xK`` for f80, ``0xL``
    for fp128."""
    if vt == MVT.f32:
        f = struct.unpack("<f", bits.to_bytes(4, "little"))[0]
        return "0x%016X" % int.from_bytes(struct.pack("<d", f), "little")
    if vt == MVT.f64:
        return "0x%016X" % bits
    if vt == MVT.f80:
        return "0xK%020X" % bits
    if vt == MVT.f128:
        return "0xL%016X%016X" % (bits & ((1 << 64) - 1), bits >> 64)
    if vt == MVT.f16:
        return "0xH%04X" % bits
    return hex(bits)


def _is_signaling_nan(vt: int, bits: int) -> bool:
    if vt == MVT.f32:
        return (bits >> 23) & 0xFF == 0xFF and bits & 0x7FFFFF and not bits & 0x400000
    if vt == MVT.f64:
        return (bits >> 52) & 0x7FF == 0x7FF and bits & ((1 << 52) - 1) and not bits & (1 << 51)
    return False


def _to_fraction(vt: int, bits: int) -> Any:
    """The exact value of an f32/f64/f80 bit pattern as a ``Fraction`` (None for inf/nan)."""
    from fractions import Fraction

    if vt == MVT.f32:
        sign, exp, man, ebits, mbits, explicit = (
            bits >> 31,
            (bits >> 23) & 0xFF,
            bits & 0x7FFFFF,
            8,
            23,
            False,
        )
    elif vt == MVT.f64:
        sign, exp, man, ebits, mbits, explicit = (
            bits >> 63,
            (bits >> 52) & 0x7FF,
            bits & ((1 << 52) - 1),
            11,
            52,
            False,
        )
    elif vt == MVT.f80:
        sign, exp, man, ebits, mbits, explicit = (
            bits >> 79,
            (bits >> 64) & 0x7FFF,
            bits & ((1 << 64) - 1),
            15,
            63,
            True,
        )
    else:
        return None
    bias = (1 << (ebits - 1)) - 1
    if exp == (1 << ebits) - 1:
        return None
    if explicit:
        val = Fraction(man, 1 << 63) * (Fraction(2) ** ((exp or 1) - bias))
    elif exp == 0:
        val = Fraction(man, 1 << mbits) * (Fraction(2) ** (1 - bias))
    else:
        val = (1 + Fraction(man, 1 << mbits)) * (Fraction(2) ** (exp - bias))
    return -val if sign else val


def _exact_in(vt: int, bits: int, svt: int) -> int | None:
    """``ConstantFPSDNode::isValueValidForType``: the bit pattern of the same value in ``svt`` if exact."""
    val = _to_fraction(vt, bits)
    if val is None:
        return None
    neg_zero = val == 0 and bits >> (size_in_bits(vt) - 1) & 1
    try:
        f = float(val)
    except OverflowError:
        return None
    if svt == MVT.f32:
        try:
            packed = struct.pack("<f", f)
        except OverflowError:
            return None
        back = struct.unpack("<f", packed)[0]
        from fractions import Fraction

        if Fraction(back) != val or (val == 0 and bool(neg_zero) != (packed[3] >> 7 == 1)):
            return None
        return int.from_bytes(packed, "little")
    if svt == MVT.f64:
        from fractions import Fraction

        if Fraction(f) != val:
            return None
        return int.from_bytes(struct.pack("<d", -0.0 if neg_zero else f), "little")
    return None


def _x_extract_element(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    dag = lg.dag
    vt = node.vts[0]
    op0, idx = node.ops
    src_vt = _vt(op0)
    if idx[0].payload[0]:
        sh = dag.get_node(
            ISD.SRL, src_vt, op0, dag.get_constant(size_in_bits(vt), lg.tli.get_shift_amount_ty(src_vt))
        )
        return [dag.get_node(ISD.TRUNCATE, vt, sh)]
    return [dag.get_node(ISD.TRUNCATE, vt, op0)]


def _x_merge_values(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    return list(node.ops)


def _x_stacksave(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    dag = lg.dag
    sp = lg.tli.stack_pointer_register_to_save_restore
    vt = node.vts[0]
    if sp:
        r = dag.get_copy_from_reg(node.ops[0], sp, vt)
        return [r, (r[0], 1)]
    return [dag.get_undef(vt), node.ops[0]]


def _x_stackrestore(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    dag = lg.dag
    sp = lg.tli.stack_pointer_register_to_save_restore
    if sp:
        return [dag.get_copy_to_reg(node.ops[0], sp, node.ops[1])]
    return [node.ops[0]]


def _x_chain_only(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """VAEND, PREFETCH, ...: the chain passes through."""
    return [node.ops[0]]


def _x_rot(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    return [expand_rot(lg.dag, lg.tli, node)]


def expand_rot(dag: SelectionDAG, tli: Any, node: SDNode) -> SDValue:
    """``TargetLowering::expandROT``: a rotate the other way when the target has it (power-of-two widths),
    else two shifts and an or (amounts masked for power-of-two widths, taken modulo the width otherwise)."""
    vt = node.vts[0]
    x, c = node.ops
    bits = scalar_size_in_bits(vt)
    pow2 = bits & (bits - 1) == 0
    is_left = node.opcode == ISD.ROTL
    rev = ISD.ROTR if is_left else ISD.ROTL
    sh_vt = _vt(c)
    if (
        not tli.is_operation_legal_or_custom(node.opcode, vt)
        and tli.is_operation_legal_or_custom(rev, vt)
        and pow2
    ):
        neg = dag.get_node(ISD.SUB, sh_vt, dag.get_constant(0, sh_vt), c)
        return dag.get_node(rev, vt, x, neg)
    hs, ho = (ISD.SHL, ISD.SRL) if is_left else (ISD.SRL, ISD.SHL)
    mask = dag.get_constant(bits - 1, sh_vt)
    if pow2:
        neg = dag.get_node(ISD.SUB, sh_vt, dag.get_constant(0, sh_vt), c)
        a = dag.get_node(ISD.AND, sh_vt, c, mask)
        sh_val = dag.get_node(hs, vt, x, a)
        b = dag.get_node(ISD.AND, sh_vt, neg, mask)
        hs_val = dag.get_node(ho, vt, x, b)
    else:
        a = dag.get_node(ISD.UREM, sh_vt, c, dag.get_constant(bits, sh_vt))
        sh_val = dag.get_node(hs, vt, x, a)
        b = dag.get_node(ISD.SUB, sh_vt, mask, a)
        one = dag.get_constant(1, sh_vt)
        hs_val = dag.get_node(ho, vt, dag.get_node(ho, vt, x, one), b)
    return dag.get_node(ISD.OR, vt, sh_val, hs_val)


def _is_non_zero_mod_bit_width_or_undef(z: SDValue, bits: int) -> bool:
    """``isNonZeroModBitWidthOrUndef`` (scalar): a constant amount that is not a multiple of the width."""
    n = z[0]
    if n.opcode == ISD.UNDEF:
        return True
    return n.opcode == ISD.Constant and (n.payload[0] & ((1 << scalar_size_in_bits(_vt(z))) - 1)) % bits != 0


def _x_funnel_shift(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    if is_vector(node.vts[0]):
        return None  # vector funnel shifts are not expanded yet
    return [expand_funnel_shift(lg.dag, lg.tli, node)]


def expand_funnel_shift(dag: SelectionDAG, tli: Any, node: SDNode) -> SDValue:
    """``TargetLowering::expandFunnelShift``: the other direction's funnel shift when only that one is
    supported (power-of-two widths), else ``x << c | y >> (bw - c)`` (fshl) / ``x << (bw - c) | y >> c`` (fshr)
    with ``c = z % bw``; when ``c`` may be zero the opposite shift goes in two steps (by 1, then by
    ``bw - 1 - c``) so that no shift reaches the width."""
    vt = node.vts[0]
    x, y, z = node.ops
    bits = scalar_size_in_bits(vt)
    is_fshl = node.opcode == ISD.FSHL
    sh_vt = _vt(z)
    rev = ISD.FSHR if is_fshl else ISD.FSHL
    if (
        not tli.is_operation_legal_or_custom(node.opcode, vt)
        and tli.is_operation_legal_or_custom(rev, vt)
        and bits & (bits - 1) == 0
    ):
        if _is_non_zero_mod_bit_width_or_undef(z, bits):
            z = dag.get_node(ISD.SUB, sh_vt, dag.get_constant(0, sh_vt), z)
        else:
            one = dag.get_constant(1, sh_vt)
            if is_fshl:
                y = dag.get_node(rev, vt, x, y, one)
                x = dag.get_node(ISD.SRL, vt, x, one)
            else:
                x = dag.get_node(rev, vt, x, y, one)
                y = dag.get_node(ISD.SHL, vt, y, one)
            z = dag.get_not(z, sh_vt)
        return dag.get_node(rev, vt, x, y, z)
    if _is_non_zero_mod_bit_width_or_undef(z, bits):
        bw = dag.get_constant(bits, sh_vt)
        amt = dag.get_node(ISD.UREM, sh_vt, z, bw)
        inv = dag.get_node(ISD.SUB, sh_vt, bw, amt)
        sh_x = dag.get_node(ISD.SHL, vt, x, amt if is_fshl else inv)
        sh_y = dag.get_node(ISD.SRL, vt, y, inv if is_fshl else amt)
    else:
        mask = dag.get_constant(bits - 1, sh_vt)
        if bits & (bits - 1) == 0:
            amt = dag.get_node(ISD.AND, sh_vt, z, mask)
            inv = dag.get_node(ISD.AND, sh_vt, dag.get_not(z, sh_vt), mask)
        else:
            amt = dag.get_node(ISD.UREM, sh_vt, z, dag.get_constant(bits, sh_vt))
            inv = dag.get_node(ISD.SUB, sh_vt, mask, amt)
        one = dag.get_constant(1, sh_vt)
        if is_fshl:
            sh_x = dag.get_node(ISD.SHL, vt, x, amt)
            sh_y = dag.get_node(ISD.SRL, vt, dag.get_node(ISD.SRL, vt, y, one), inv)
        else:
            sh_x = dag.get_node(ISD.SHL, vt, dag.get_node(ISD.SHL, vt, x, one), inv)
            sh_y = dag.get_node(ISD.SRL, vt, y, amt)
    return dag.get_node(ISD.OR, vt, sh_x, sh_y)


def expand_bswap(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """``TargetLowering::expandBSWAP``."""
    dag = lg.dag
    vt = node.vts[0]
    op = node.ops[0]
    sh = lg.tli.get_shift_amount_ty(vt)
    bits = size_in_bits(vt)

    def shl(v: SDValue, n: int) -> SDValue:
        return dag.get_node(ISD.SHL, vt, v, dag.get_constant(n, sh))

    def srl(v: SDValue, n: int) -> SDValue:
        return dag.get_node(ISD.SRL, vt, v, dag.get_constant(n, sh))

    def and_(v: SDValue, m: int) -> SDValue:
        return dag.get_node(ISD.AND, vt, v, dag.get_constant(m, vt))

    def or_(a: SDValue, b: SDValue) -> SDValue:
        return dag.get_node(ISD.OR, vt, a, b)

    if bits == 16:
        # Use a rotate by 8; this can be further expanded if necessary.
        return [dag.get_node(ISD.ROTL, vt, op, dag.get_constant(8, sh))]
    if bits == 32:
        t4 = shl(op, 24)
        t3 = shl(and_(op, 0xFF00), 8)
        t2 = and_(srl(op, 8), 0xFF00)
        t1 = srl(op, 24)
        return [or_(or_(t4, t3), or_(t2, t1))]
    if bits == 64:
        t8 = shl(op, 56)
        t7 = shl(and_(op, 0xFF00), 40)
        t6 = shl(and_(op, 0xFF0000), 24)
        t5 = shl(and_(op, 0xFF000000), 8)
        t4 = and_(srl(op, 8), 0xFF000000)
        t3 = and_(srl(op, 24), 0xFF0000)
        t2 = and_(srl(op, 40), 0xFF00)
        t1 = srl(op, 56)
        return [or_(or_(or_(t8, t7), or_(t6, t5)), or_(or_(t4, t3), or_(t2, t1)))]
    return None


def _x_ctpop(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """``TargetLowering::expandCTPOP`` (the parallel bit count)."""
    dag = lg.dag
    tli = lg.tli
    vt = node.vts[0]
    bits = scalar_size_in_bits(vt)
    if bits > 128 or bits % 8:
        return None
    sh = tli.get_shift_amount_ty(vt)
    op = node.ops[0]

    def rep(byte: int) -> int:
        return int.from_bytes(bytes([byte]) * (bits // 8), "little")

    m55, m33, m0f, m01 = rep(0x55), rep(0x33), rep(0x0F), rep(0x01)
    op = dag.get_node(
        ISD.SUB,
        vt,
        op,
        dag.get_node(
            ISD.AND, vt, dag.get_node(ISD.SRL, vt, op, dag.get_constant(1, sh)), dag.get_constant(m55, vt)
        ),
    )
    op = dag.get_node(
        ISD.ADD,
        vt,
        dag.get_node(ISD.AND, vt, op, dag.get_constant(m33, vt)),
        dag.get_node(
            ISD.AND, vt, dag.get_node(ISD.SRL, vt, op, dag.get_constant(2, sh)), dag.get_constant(m33, vt)
        ),
    )
    op = dag.get_node(
        ISD.AND,
        vt,
        dag.get_node(ISD.ADD, vt, op, dag.get_node(ISD.SRL, vt, op, dag.get_constant(4, sh))),
        dag.get_constant(m0f, vt),
    )
    if bits > 8:
        op = dag.get_node(
            ISD.SRL,
            vt,
            dag.get_node(ISD.MUL, vt, op, dag.get_constant(m01, vt)),
            dag.get_constant(bits - 8, sh),
        )
    return [op]


def _x_bitreverse(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    return [expand_bitreverse(lg.dag, lg.tli, node)]


def expand_bitreverse(dag: SelectionDAG, tli: Any, node: SDNode) -> SDValue:
    """``TargetLowering::expandBITREVERSE``: byte swap, then swap nibbles, bit pairs and single bits with masks
    (power-of-two widths of 8 bits or more); other widths move each bit on its own."""
    vt = node.vts[0]
    op = node.ops[0]
    sh = tli.get_shift_amount_ty(vt)
    bits = scalar_size_in_bits(vt)
    if bits >= 8 and bits & (bits - 1) == 0:
        tmp = dag.get_node(ISD.BSWAP, vt, op) if bits > 8 else op
        for amount, byte in ((4, 0x0F), (2, 0x33), (1, 0x55)):
            mask = dag.get_constant(int.from_bytes(bytes([byte]) * (bits // 8), "little"), vt)
            hi = dag.get_node(ISD.AND, vt, dag.get_node(ISD.SRL, vt, tmp, dag.get_constant(amount, sh)), mask)
            lo = dag.get_node(ISD.SHL, vt, dag.get_node(ISD.AND, vt, tmp, mask), dag.get_constant(amount, sh))
            tmp = dag.get_node(ISD.OR, vt, hi, lo)
        return tmp
    result = dag.get_constant(0, vt)
    for i in range(bits):
        j = bits - 1 - i
        moved = (
            dag.get_node(ISD.SHL, vt, op, dag.get_constant(j - i, sh))
            if j > i
            else dag.get_node(ISD.SRL, vt, op, dag.get_constant(i - j, sh))
            if i > j
            else op
        )
        bit = dag.get_node(ISD.AND, vt, moved, dag.get_constant(1 << j, vt))
        result = dag.get_node(ISD.OR, vt, result, bit)
    return result


def _x_ctlz(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """``TargetLowering::expandCTLZ``."""
    dag = lg.dag
    tli = lg.tli
    vt = node.vts[0]
    bits = scalar_size_in_bits(vt)
    op = node.ops[0]
    ccvt = tli.get_setcc_result_type(vt)
    if node.opcode == ISD.CTLZ_ZERO_UNDEF:
        return [dag.get_node(ISD.CTLZ, vt, op)]
    if node.opcode == ISD.CTLZ and tli.is_operation_legal_or_custom(ISD.CTLZ_ZERO_UNDEF, vt):
        ctlz = dag.get_node(ISD.CTLZ_ZERO_UNDEF, vt, op)
        is_zero = dag.get_setcc(ccvt, op, dag.get_constant(0, vt), ISD.SETEQ)
        return [dag.get_select(vt, is_zero, dag.get_constant(bits, vt), ctlz)]
    sh = tli.get_shift_amount_ty(vt)
    i = 1
    while i < bits:
        op = dag.get_node(ISD.OR, vt, op, dag.get_node(ISD.SRL, vt, op, dag.get_constant(i, sh)))
        i *= 2
    op = dag.get_not(op, vt)
    return [dag.get_node(ISD.CTPOP, vt, op)]


def _x_cttz(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """``TargetLowering::expandCTTZ``."""
    dag = lg.dag
    tli = lg.tli
    vt = node.vts[0]
    bits = scalar_size_in_bits(vt)
    op = node.ops[0]
    if node.opcode == ISD.CTTZ_ZERO_UNDEF:
        return [dag.get_node(ISD.CTTZ, vt, op)]
    if tli.is_operation_legal_or_custom(ISD.CTTZ_ZERO_UNDEF, vt):
        cttz = dag.get_node(ISD.CTTZ_ZERO_UNDEF, vt, op)
        is_zero = dag.get_setcc(tli.get_setcc_result_type(vt), op, dag.get_constant(0, vt), ISD.SETEQ)
        return [dag.get_select(vt, is_zero, dag.get_constant(bits, vt), cttz)]
    # (ctpop (and (not x), (sub x, 1)))
    tmp = dag.get_node(
        ISD.AND, vt, dag.get_not(op, vt), dag.get_node(ISD.SUB, vt, op, dag.get_constant(1, vt))
    )
    if not tli.is_operation_legal_or_custom(ISD.CTPOP, vt) and tli.is_operation_legal_or_custom(ISD.CTLZ, vt):
        return [dag.get_node(ISD.SUB, vt, dag.get_constant(bits, vt), dag.get_node(ISD.CTLZ, vt, tmp))]
    return [dag.get_node(ISD.CTPOP, vt, tmp)]


def _int_vt_for(vt: int) -> int:
    from pyllc.codegen.value_types import get_integer_vt

    return get_integer_vt(size_in_bits(vt))


def _x_fabs_fneg(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """FABS/FNEG through the integer bits (``ExpandFABS`` / ``ExpandFNEG`` with a legal integer type)."""
    dag = lg.dag
    tli = lg.tli
    vt = node.vts[0]
    ivt = _int_vt_for(vt)
    if not tli.is_type_legal(ivt):
        if node.opcode == ISD.FNEG:
            # -x == -0.0 - x
            return [
                dag.get_node(ISD.FSUB, vt, dag.get_constant_fp(1 << (size_in_bits(vt) - 1), vt), node.ops[0])
            ]
        return None
    sign = 1 << (size_in_bits(vt) - 1)
    x = dag.get_node(ISD.BITCAST, ivt, node.ops[0])
    if node.opcode == ISD.FABS:
        r = dag.get_node(ISD.AND, ivt, x, dag.get_constant(sign - 1, ivt))
    else:
        r = dag.get_node(ISD.XOR, ivt, x, dag.get_constant(sign, ivt))
    return [dag.get_node(ISD.BITCAST, vt, r)]


def _x_fcopysign(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """``ExpandFCOPYSIGN`` through the integer bits."""
    dag = lg.dag
    tli = lg.tli
    vt = node.vts[0]
    mag, sgn = node.ops
    ivt = _int_vt_for(vt)
    svt = _int_vt_for(_vt(sgn))
    if not tli.is_type_legal(ivt) or not tli.is_type_legal(svt):
        return None
    bits = size_in_bits(vt)
    sbits = size_in_bits(_vt(sgn))
    m = dag.get_node(
        ISD.AND, ivt, dag.get_node(ISD.BITCAST, ivt, mag), dag.get_constant((1 << (bits - 1)) - 1, ivt)
    )
    s = dag.get_node(
        ISD.AND, svt, dag.get_node(ISD.BITCAST, svt, sgn), dag.get_constant(1 << (sbits - 1), svt)
    )
    if sbits > bits:
        s = dag.get_node(ISD.SRL, svt, s, dag.get_constant(sbits - bits, tli.get_shift_amount_ty(svt)))
        s = dag.get_node(ISD.TRUNCATE, ivt, s)
    elif sbits < bits:
        s = dag.get_node(ISD.ZERO_EXTEND, ivt, s)
        s = dag.get_node(ISD.SHL, ivt, s, dag.get_constant(bits - sbits, tli.get_shift_amount_ty(ivt)))
    return [dag.get_node(ISD.BITCAST, vt, dag.get_node(ISD.OR, ivt, m, s))]


def _x_minmax(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    dag = lg.dag
    vt = node.vts[0]
    a, b = node.ops
    cc = {ISD.SMIN: ISD.SETLT, ISD.SMAX: ISD.SETGT, ISD.UMIN: ISD.SETULT, ISD.UMAX: ISD.SETUGT}[node.opcode]
    cond = dag.get_setcc(lg.tli.get_setcc_result_type(vt), a, b, cc)
    return [dag.get_select(vt, cond, a, b)]


def _x_abs(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """``TargetLowering::expandABS``: (x + (x >>s bw-1)) ^ (x >>s bw-1)."""
    dag = lg.dag
    vt = node.vts[0]
    x = node.ops[0]
    shift = dag.get_node(
        ISD.SRA, vt, x, dag.get_constant(size_in_bits(vt) - 1, lg.tli.get_shift_amount_ty(vt))
    )
    add = dag.get_node(ISD.ADD, vt, x, shift)
    return [dag.get_node(ISD.XOR, vt, add, shift)]


def _x_addsubo(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """UADDO/USUBO/SADDO/SSUBO as plain arithmetic and a comparison."""
    dag = lg.dag
    vt = node.vts[0]
    ovf_vt = node.vts[1]
    a, b = node.ops
    opc = node.opcode
    is_add = opc in (ISD.UADDO, ISD.SADDO)
    res = dag.get_node(ISD.ADD if is_add else ISD.SUB, vt, a, b)
    if opc in (ISD.UADDO, ISD.USUBO):
        ovf = dag.get_setcc(ovf_vt, res, a, ISD.SETULT if is_add else ISD.SETUGT)
        return [res, ovf]
    zero = dag.get_constant(0, vt)
    res_lt = dag.get_setcc(ovf_vt, res, a, ISD.SETLT)
    cond = dag.get_setcc(ovf_vt, b, zero, ISD.SETLT if is_add else ISD.SETGT)
    return [res, dag.get_node(ISD.XOR, ovf_vt, cond, res_lt)]


def _x_dynamic_stackalloc(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """``ExpandDYNAMIC_STACKALLOC``: SP -= size, aligned down, inside a call frame of size 0."""
    dag = lg.dag
    tli = lg.tli
    sp = tli.stack_pointer_register_to_save_restore
    if not sp:
        raise UnsupportedError(None, "dynamic_stackalloc without a stack pointer register")
    vt = node.vts[0]
    chain, size, align = node.ops
    align_v = align[0].payload[0]
    chain = dag.get_callseq_start(chain, 0, 0)
    sp_val = dag.get_copy_from_reg((chain[0], 0), sp, vt)
    chain = (sp_val[0], 1)
    t1 = dag.get_node(ISD.SUB, vt, sp_val, size)
    mf = lg.dag.mf
    stack_align = mf.subtarget.get_frame_lowering().get_stack_align() if mf is not None else 16
    if align_v > stack_align:
        t1 = dag.get_node(ISD.AND, vt, t1, dag.get_constant(-align_v, vt))
    chain = dag.get_copy_to_reg(chain, sp, t1)
    end = dag.get_callseq_end(
        chain, dag.get_int_ptr_constant(0, True), dag.get_int_ptr_constant(0, True), None
    )
    return [t1, (end[0], 0)]


def _x_fp_to_uint_via_sint(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """``TargetLowering::expandFP_TO_UINT``: use FP_TO_SINT with a correction above the signed range."""
    dag = lg.dag
    tli = lg.tli
    dst = node.vts[0]
    src_vt = _vt(node.ops[0])
    if not tli.is_operation_legal_or_custom(ISD.FP_TO_SINT, dst) or size_in_bits(dst) > 64:
        return None
    bits = size_in_bits(dst)
    src = node.ops[0]
    cst_bits = _fp_bits_of_pow2(src_vt, bits - 1)
    if cst_bits is None:
        return None
    cst = dag.get_constant_fp(cst_bits, src_vt)
    sel = dag.get_setcc(tli.get_setcc_result_type(src_vt), src, cst, ISD.SETLT)
    # Not in-range: FP_TO_SINT(src - 2^(n-1)) ^ sign bit
    sub = dag.get_node(ISD.FSUB, src_vt, src, cst)
    hi = dag.get_node(
        ISD.XOR, dst, dag.get_node(ISD.FP_TO_SINT, dst, sub), dag.get_constant(1 << (bits - 1), dst)
    )
    lo = dag.get_node(ISD.FP_TO_SINT, dst, src)
    return [dag.get_select(dst, sel, lo, hi)]


def _fp_bits_of_pow2(vt: int, exp: int) -> int | None:
    if vt == MVT.f32:
        return (127 + exp) << 23
    if vt == MVT.f64:
        return (1023 + exp) << 52
    if vt == MVT.f80:
        return ((16383 + exp) << 64) | (1 << 63)
    return None


def _x_atomic_cmp_swap_with_success(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """ATOMIC_CMP_SWAP_WITH_SUCCESS as ATOMIC_CMP_SWAP and a comparison of the old value."""
    dag = lg.dag
    outer = node.vts[0]
    mem_vt = node.payload[2]
    res = dag.get_mem_intrinsic_node(
        ISD.ATOMIC_CMP_SWAP, (outer, MVT.Other), node.ops, mem_vt, node.mem_operand
    )
    ext = lg.tli.get_extend_for_atomic_ops()
    cmp = node.ops[2]
    ext_res = res
    if ext == ISD.SIGN_EXTEND:
        lhs = dag.get_node(ISD.AssertSext, outer, res, dag.get_value_type(mem_vt))
        rhs = dag.get_node(ISD.SIGN_EXTEND_INREG, outer, cmp, dag.get_value_type(mem_vt))
        ext_res = lhs
    elif ext == ISD.ZERO_EXTEND:
        lhs = dag.get_node(ISD.AssertZext, outer, res, dag.get_value_type(mem_vt))
        rhs = dag.get_zero_extend_in_reg(cmp, mem_vt)
        ext_res = lhs
    else:
        lhs = dag.get_zero_extend_in_reg(res, mem_vt)
        rhs = dag.get_zero_extend_in_reg(cmp, mem_vt)
    success = dag.get_setcc(node.vts[1], lhs, rhs, ISD.SETEQ)
    return [ext_res, success, (res[0], 1)]


def expand_add_sub_sat(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """``TargetLowering::expandAddSubSat``."""
    dag = lg.dag
    tli = lg.tli
    opc = node.opcode
    lhs, rhs = node.ops
    vt = node.vts[0]
    if opc == ISD.USUBSAT and tli.is_operation_legal(ISD.UMAX, vt):
        return [dag.get_node(ISD.SUB, vt, dag.get_node(ISD.UMAX, vt, lhs, rhs), rhs)]
    if opc == ISD.UADDSAT and tli.is_operation_legal(ISD.UMIN, vt):
        return [dag.get_node(ISD.ADD, vt, dag.get_node(ISD.UMIN, vt, lhs, dag.get_not(rhs, vt)), rhs)]
    ovf_opc = {
        ISD.SADDSAT: ISD.SADDO,
        ISD.UADDSAT: ISD.UADDO,
        ISD.SSUBSAT: ISD.SSUBO,
        ISD.USUBSAT: ISD.USUBO,
    }[opc]
    bits = scalar_size_in_bits(vt)
    bool_vt = tli.get_setcc_result_type(vt)
    res = dag.get_node(ovf_opc, (vt, bool_vt), lhs, rhs)
    sum_diff, overflow = res, (res[0], 1)
    zero_or_neg = tli.get_boolean_contents(vt) == ZeroOrNegativeOneBooleanContent
    if opc == ISD.UADDSAT:
        if zero_or_neg:
            return [dag.get_node(ISD.OR, vt, sum_diff, dag.get_sext_or_trunc(overflow, vt))]
        return [dag.get_select(vt, overflow, dag.get_all_ones_constant(vt), sum_diff)]
    if opc == ISD.USUBSAT:
        if zero_or_neg:
            mask = dag.get_not(dag.get_sext_or_trunc(overflow, vt), vt)
            return [dag.get_node(ISD.AND, vt, sum_diff, mask)]
        return [dag.get_select(vt, overflow, dag.get_constant(0, vt), sum_diff)]
    shift = dag.get_node(ISD.SRA, vt, sum_diff, dag.get_constant(bits - 1, vt))
    sat = dag.get_node(ISD.XOR, vt, shift, dag.get_constant(1 << (bits - 1), vt))
    return [dag.get_select(vt, overflow, sat, sum_diff)]


def _x_br_jt(lg: SelectionDAGLegalize, node: SDNode) -> list[SDValue] | None:
    """BR_JT: load the entry ``table + index * entry_size`` (plus the relocation base for relative tables)
    and branch indirectly."""
    from pyllc.codegen.machine.mem_operand import MOLoad, PSV_JumpTable, MachineMemOperand, PseudoSourceValue
    from pyllc.codegen.value_types import get_integer_vt

    dag = lg.dag
    tli = lg.tli
    chain, table, index = node.ops
    pty = tli.get_pointer_ty()
    mf = dag.mf
    jti = mf.jump_table_info if mf is not None else None
    if jti is None and mf is not None:
        jti = mf.get_or_create_jump_table_info(tli.get_jump_table_encoding())
    entry_size = jti.get_entry_size(size_in_bits(pty) // 8) if jti is not None else size_in_bits(pty) // 8
    ivt = _vt(index)
    if entry_size & (entry_size - 1) == 0:
        index = dag.get_node(ISD.SHL, ivt, index, dag.get_constant(entry_size.bit_length() - 1, ivt))
    else:
        index = dag.get_node(ISD.MUL, ivt, index, dag.get_constant(entry_size, ivt))
    addr = dag.get_node(ISD.ADD, ivt, index, table)
    mem_vt = get_integer_vt(entry_size * 8)
    mmo = MachineMemOperand(MOLoad, entry_size, entry_size, pseudo_value=PseudoSourceValue(PSV_JumpTable))
    ld = dag.get_ext_load(ISD.SEXTLOAD, pty, chain, addr, mem_vt, mmo)
    target = ld
    if tli.is_jump_table_relative():
        target = dag.get_node(ISD.ADD, pty, ld, tli.get_pic_jump_table_reloc_base(table, dag))
    return [tli.expand_indirect_jt_branch(None, (ld[0], 1), target, dag)]


#: Vector operations the target has no instruction or custom lowering for: done element by element
#: (LegalizeVectorOps' ``UnrollVectorOp`` fallback).
_UNROLLED_VECTOR_OPS: Final = frozenset(
    (
        ISD.SDIV,
        ISD.UDIV,
        ISD.SREM,
        ISD.UREM,
        ISD.MUL,
        ISD.SHL,
        ISD.SRL,
        ISD.SRA,
        ISD.ROTL,
        ISD.ROTR,
        ISD.CTPOP,
        ISD.CTLZ,
        ISD.CTTZ,
        ISD.BSWAP,
        ISD.FP_TO_SINT,
        ISD.FP_TO_UINT,
        ISD.SINT_TO_FP,
        ISD.UINT_TO_FP,
        ISD.SIGN_EXTEND,
        ISD.ZERO_EXTEND,
        ISD.ANY_EXTEND,
        ISD.TRUNCATE,
        ISD.FP_EXTEND,
        ISD.FP_ROUND,
        ISD.SMIN,
        ISD.SMAX,
        ISD.UMIN,
        ISD.UMAX,
        ISD.ABS,
        ISD.FMINNUM,
        ISD.FMAXNUM,
        ISD.FFLOOR,
        ISD.FCEIL,
        ISD.FTRUNC,
        ISD.FRINT,
        ISD.FNEARBYINT,
        ISD.FREM,
        ISD.FPOW,
        ISD.FSIN,
        ISD.FCOS,
        ISD.FEXP,
        ISD.FLOG,
        ISD.MULHS,
        ISD.MULHU,
        ISD.FMA,
        ISD.FCOPYSIGN,
        ISD.SIGN_EXTEND_INREG,
        ISD.SELECT_CC,
    )
)

_EXPANSIONS: Final[dict[int, Any]] = {
    ISD.BR_JT: _x_br_jt,
    ISD.SADDSAT: expand_add_sub_sat,
    ISD.UADDSAT: expand_add_sub_sat,
    ISD.SSUBSAT: expand_add_sub_sat,
    ISD.USUBSAT: expand_add_sub_sat,
    ISD.ATOMIC_CMP_SWAP_WITH_SUCCESS: _x_atomic_cmp_swap_with_success,
    ISD.SIGN_EXTEND_INREG: _x_sign_extend_inreg,
    ISD.SETCC: _x_setcc,
    ISD.SELECT_CC: _x_select_cc,
    ISD.SELECT: _x_select,
    ISD.BRCOND: _x_brcond,
    ISD.BR_CC: _x_br_cc,
    ISD.SDIV: _x_div,
    ISD.UDIV: _x_div,
    ISD.SREM: _x_rem,
    ISD.UREM: _x_rem,
    ISD.SDIVREM: _x_divrem,
    ISD.UDIVREM: _x_divrem,
    ISD.MULHU: _x_mulh,
    ISD.MULHS: _x_mulh,
    ISD.UMUL_LOHI: _x_mul_lohi,
    ISD.SMUL_LOHI: _x_mul_lohi,
    ISD.ConstantFP: _x_constant_fp,
    ISD.EXTRACT_ELEMENT: _x_extract_element,
    ISD.MERGE_VALUES: _x_merge_values,
    ISD.STACKSAVE: _x_stacksave,
    ISD.STACKRESTORE: _x_stackrestore,
    ISD.VAEND: _x_chain_only,
    ISD.PREFETCH: _x_chain_only,
    ISD.ROTL: _x_rot,
    ISD.ROTR: _x_rot,
    ISD.BSWAP: expand_bswap,
    ISD.BITREVERSE: _x_bitreverse,
    ISD.FSHL: _x_funnel_shift,
    ISD.FSHR: _x_funnel_shift,
    ISD.CTPOP: _x_ctpop,
    ISD.CTLZ: _x_ctlz,
    ISD.CTLZ_ZERO_UNDEF: _x_ctlz,
    ISD.CTTZ: _x_cttz,
    ISD.CTTZ_ZERO_UNDEF: _x_cttz,
    ISD.FABS: _x_fabs_fneg,
    ISD.FNEG: _x_fabs_fneg,
    ISD.FCOPYSIGN: _x_fcopysign,
    ISD.SMIN: _x_minmax,
    ISD.SMAX: _x_minmax,
    ISD.UMIN: _x_minmax,
    ISD.UMAX: _x_minmax,
    ISD.ABS: _x_abs,
    ISD.UADDO: _x_addsubo,
    ISD.USUBO: _x_addsubo,
    ISD.SADDO: _x_addsubo,
    ISD.SSUBO: _x_addsubo,
    ISD.DYNAMIC_STACKALLOC: _x_dynamic_stackalloc,
    ISD.FP_TO_UINT: _x_fp_to_uint_via_sint,
}

#: Floating-point operations that become a runtime-library call (RTLIB prefix).
_FP_LIBCALLS: Final = {
    ISD.FREM: "REM",
    ISD.FADD: "ADD",
    ISD.FSUB: "SUB",
    ISD.FMUL: "MUL",
    ISD.FDIV: "DIV",
    ISD.FMA: "FMA",
    ISD.FSQRT: "SQRT",
    ISD.FCBRT: "CBRT",
    ISD.FSIN: "SIN",
    ISD.FCOS: "COS",
    ISD.FLOG: "LOG",
    ISD.FLOG2: "LOG2",
    ISD.FLOG10: "LOG10",
    ISD.FEXP: "EXP",
    ISD.FEXP2: "EXP2",
    ISD.FPOW: "POW",
    ISD.FCEIL: "CEIL",
    ISD.FTRUNC: "TRUNC",
    ISD.FRINT: "RINT",
    ISD.FNEARBYINT: "NEARBYINT",
    ISD.FROUND: "ROUND",
    ISD.FROUNDEVEN: "ROUNDEVEN",
    ISD.FFLOOR: "FLOOR",
    ISD.FMINNUM: "FMIN",
    ISD.FMAXNUM: "FMAX",
    ISD.FCOPYSIGN: "COPYSIGN",
    ISD.FPOWI: "POWI",
}
#: Integer operations that become a runtime-library call.
_INT_LIBCALLS: Final = {
    ISD.SDIV: "SDIV",
    ISD.UDIV: "UDIV",
    ISD.SREM: "SREM",
    ISD.UREM: "UREM",
    ISD.MUL: "MUL",
    ISD.SHL: "SHL",
    ISD.SRL: "SRL",
    ISD.SRA: "SRA",
}


# --- drivers -------------------------------------------------------------------------------------------------


def legalize(dag: SelectionDAG) -> None:
    """``SelectionDAG::Legalize``: make every operation legal for the target."""
    from pyllc.codegen.selection_dag.dag import SDLocTracker

    dag.assign_topological_order()
    legalized: set[SDNode] = set()
    lg = SelectionDAGLegalize(dag, legalized)
    loc = SDLocTracker()
    dag.new_node_listeners.append(loc)
    try:
        while True:
            any_legalized = False
            for node in reversed(list(dag.all_nodes)):
                if node not in dag.all_nodes:
                    continue
                if not node.uses and node is not dag.root[0] and node is not dag.entry_node:
                    dag._delete_node_only(node)
                    legalized.discard(node)
                    continue
                if node not in legalized:
                    legalized.add(node)
                    any_legalized = True
                    loc.cur = node
                    lg.legalize_op(node)
                    if (
                        node in dag.all_nodes
                        and not node.uses
                        and node is not dag.root[0]
                        and node is not dag.entry_node
                    ):
                        dag._delete_node_only(node)
                        legalized.discard(node)
            if not any_legalized:
                break
    finally:
        dag.new_node_listeners.remove(loc)
    dag.remove_dead_nodes()


def legalize_op(dag: SelectionDAG, node: SDNode, updated_nodes: dict[SDNode, None]) -> bool:
    """``SelectionDAG::LegalizeOp``: legalize one node (from the DAG combiner after legalization); record the
    nodes it changed in ``updated_nodes``; False when ``node`` was replaced."""
    legalized: set[SDNode] = {node}
    lg = SelectionDAGLegalize(dag, legalized, updated_nodes)
    lg.legalize_op(node)
    return node in legalized


__all__ = ["legalize", "legalize_op", "SelectionDAGLegalize", "make_libcall", "legalize_setcc_cond_code"]

_ = (ZeroOrOneBooleanContent, ZeroOrNegativeOneBooleanContent, _EXTLOAD_FP)
