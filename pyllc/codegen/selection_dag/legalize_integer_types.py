"""Integer type legalization (LLVM: lib/CodeGen/SelectionDAG/LegalizeIntegerTypes.cpp).

What it is.  The per-opcode rules of :class:`~pyllc.codegen.selection_dag.legalize_types.DAGTypeLegalizer` for
integers: **promotion** (``i1`` -> ``i8`` where i8 is the narrowest legal type: the value lives in a wider register whose extra bits are
unspecified, so operations that read those bits -- compares, right shifts, division, extensions -- first
zero- or sign-extend in register) and **expansion** (``i128`` -> two ``i64`` halves, little-endian: the low half
first; add/sub through carry nodes, shifts by constants as funnel expressions and by variables through
``SHL_PARTS``-style nodes, multiplication through ``[SU]MUL_LOHI`` / ``MULHU``, division through
``__divti3``-style library calls, comparisons through the high/low comparison trees LLVM builds).

Each ``*_result`` function records the legal values standing for every result of the node
(``set_promoted_integer`` / ``set_expanded_integer``) or replaces results outright; each ``*_operand`` function
returns True when it updated the node in place (it is then re-analyzed) and False when it replaced the node's
results.  The node sequences are LLVM 14's, so later phases see the same DAG llc does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.codegen.isd import ISD
from pyllc.codegen.selection_dag.nodes import SDNode, SDValue
from pyllc.codegen.value_types import (
    MVT,
    get_integer_vt,
    is_byte_sized,
    is_simple,
    scalar_size_in_bits,
    size_in_bits,
)
from pyllc.support.diagnostics import UnsupportedError
from pyllc.target.lowering import (
    CUSTOM,
    LEGAL,
    RTLIB,
    TypeExpandInteger,
    TypeLegal,
    TypePromoteInteger,
    UNKNOWN_LIBCALL,
    ZeroOrNegativeOneBooleanContent,
    ZeroOrOneBooleanContent,
    get_libcall,
)
from pyllc.codegen.selection_dag.nodes import value_type as _vt
from pyllc.codegen.machine.mem_operand import mem_operand_part

if TYPE_CHECKING:
    from pyllc.codegen.selection_dag.legalize_types import DAGTypeLegalizer


def _name(tl: DAGTypeLegalizer, node: SDNode) -> str:
    from pyllc.codegen.selection_dag.dag import node_name

    return node_name(node, tl.dag)


def _type(vt: int) -> str:
    from pyllc.codegen.value_types import evt_string

    return evt_string(vt)


def promote_target_boolean(tl: DAGTypeLegalizer, b: SDValue, val_vt: int) -> SDValue:
    """``PromoteTargetBoolean``: extend a boolean to the setcc result type as the boolean contents say."""
    bool_vt = tl.setcc_result_type(val_vt)
    tli = tl.tli
    if tli is None:
        raise UnsupportedError(None, "type legalization without a target")
    ext = tli.get_extend_for_content(tli.get_boolean_contents(val_vt))
    return tl.dag.get_node(ext, bool_vt, b)


# ================================================================================================================
# Promotion: results
# ================================================================================================================


def custom_lower_node(tl: DAGTypeLegalizer, node: SDNode, vt: int, legalize_result: bool) -> bool:
    """``CustomLowerNode``: let the target replace a Custom node's results (``replace_node_results`` for an
    illegal result, ``lower_operation_wrapper`` for an illegal operand)."""
    from pyllc.target.lowering import TargetLowering

    tli = tl.tli
    if tli is None or tli.get_operation_action(node.opcode, vt) != CUSTOM:
        return False
    cls: type[TargetLowering] = type(tli)
    if legalize_result:
        if cls.replace_node_results is TargetLowering.replace_node_results:
            return False
        results = tli.replace_node_results(node, tl.dag)
    else:
        if (
            cls.lower_operation is TargetLowering.lower_operation
            and cls.lower_operation_wrapper is TargetLowering.lower_operation_wrapper
        ):
            return False
        results = tli.lower_operation_wrapper(node, tl.dag)
    if not results:
        return False
    for i, r in enumerate(results):
        if r != (node, i):
            tl.replace_value_with((node, i), r)
    return True


def promote_integer_result(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> None:
    """``PromoteIntegerResult``."""
    opc = node.opcode
    if custom_lower_node(tl, node, node.vts[res_no], True):
        return
    fn = _PROMOTE_RESULT.get(opc)
    if fn is None:
        raise UnsupportedError(
            None, f"cannot promote the result of {_name(tl, node)} (type {_type(node.vts[res_no])})"
        )
    res = fn(tl, node, res_no)
    if res is not None:
        tl.set_promoted_integer((node, res_no), res)


def _nvt(tl: DAGTypeLegalizer, node: SDNode, res_no: int = 0) -> int:
    return tl.transform_type(node.vts[res_no])


def _pr_constant(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    vt = node.vts[0]
    opc = ISD.SIGN_EXTEND if is_byte_sized(vt) else ISD.ZERO_EXTEND
    return tl.dag.get_node(opc, _nvt(tl, node), (node, 0))


def _pr_undef(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    return tl.dag.get_undef(_nvt(tl, node))


def _pr_setcc(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    in_vt = _vt(node.ops[0])
    nvt = _nvt(tl, node)
    svt = tl.setcc_result_type(in_vt)
    if tl.get_type_action(svt) == TypePromoteInteger:
        svt = tl.setcc_result_type(tl.transform_type(in_vt))
    setcc = tl.dag.get_node(ISD.SETCC, svt, *node.ops, flags=node.flags)
    return tl.dag.get_sext_or_trunc(setcc, nvt)


def _pr_simple_binop(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    lhs = tl.get_promoted_integer(node.ops[0])
    rhs = tl.get_promoted_integer(node.ops[1])
    return tl.dag.get_node(node.opcode, _vt(lhs), lhs, rhs, flags=node.flags)


def _pr_sext_binop(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    lhs = tl.sext_promoted_integer(node.ops[0])
    rhs = tl.sext_promoted_integer(node.ops[1])
    return tl.dag.get_node(node.opcode, _vt(lhs), lhs, rhs, flags=node.flags)


def _pr_zext_binop(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    lhs = tl.zext_promoted_integer(node.ops[0])
    rhs = tl.zext_promoted_integer(node.ops[1])
    return tl.dag.get_node(node.opcode, _vt(lhs), lhs, rhs, flags=node.flags)


def _shift_amount(tl: DAGTypeLegalizer, amt: SDValue) -> SDValue:
    if tl.get_type_action(_vt(amt)) == TypePromoteInteger:
        return tl.zext_promoted_integer(amt)
    return amt


def _pr_shl(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    lhs = tl.get_promoted_integer(node.ops[0])
    return tl.dag.get_node(ISD.SHL, _vt(lhs), lhs, _shift_amount(tl, node.ops[1]))


def _pr_sra(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    lhs = tl.sext_promoted_integer(node.ops[0])
    return tl.dag.get_node(ISD.SRA, _vt(lhs), lhs, _shift_amount(tl, node.ops[1]))


def _pr_srl(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    lhs = tl.zext_promoted_integer(node.ops[0])
    return tl.dag.get_node(ISD.SRL, _vt(lhs), lhs, _shift_amount(tl, node.ops[1]))


def _pr_select(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    lhs = tl.get_promoted_integer(node.ops[1])
    rhs = tl.get_promoted_integer(node.ops[2])
    return tl.dag.get_select(_vt(lhs), node.ops[0], lhs, rhs)


def _pr_select_cc(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    lhs = tl.get_promoted_integer(node.ops[2])
    rhs = tl.get_promoted_integer(node.ops[3])
    return tl.dag.get_node(ISD.SELECT_CC, _vt(lhs), node.ops[0], node.ops[1], lhs, rhs, node.ops[4])


def _pr_truncate(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    nvt = _nvt(tl, node)
    in_op = node.ops[0]
    action = tl.get_type_action(_vt(in_op))
    if action == TypePromoteInteger:
        res = tl.get_promoted_integer(in_op)
    elif action == TypeExpandInteger:
        res = tl.get_expanded_integer(in_op)[0]
    else:
        res = in_op
    return tl.dag.get_node(ISD.TRUNCATE, nvt, res)


def _pr_int_extend(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    """``PromoteIntRes_INT_EXTEND``: an extension whose result is promoted."""
    dag = tl.dag
    nvt = _nvt(tl, node)
    opc = node.opcode
    op = node.ops[0]
    if tl.get_type_action(_vt(op)) == TypePromoteInteger:
        res = tl.get_promoted_integer(op)
        if _vt(res) == nvt:
            if opc == ISD.SIGN_EXTEND:
                return dag.get_node(ISD.SIGN_EXTEND_INREG, nvt, res, dag.get_value_type(_vt(op)))
            if opc == ISD.ZERO_EXTEND:
                return dag.get_zero_extend_in_reg(res, _vt(op))
            return res
    return dag.get_node(opc, nvt, op)


def _pr_load(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    dag = tl.dag
    nvt = _nvt(tl, node)
    ext = ISD.EXTLOAD if node.payload[0] == ISD.NON_EXTLOAD else node.payload[0]
    res = dag.get_ext_load(
        ext, nvt, node.ops[0], node.ops[1], node.payload[2], node.mem_operand, node.debug_loc, node.ir_order
    )
    tl.replace_value_with((node, 1), (res[0], 1))
    return res


def _pr_atomic1(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    """``PromoteIntRes_Atomic1``: the read-modify-write in the wider type, same memory width."""
    dag = tl.dag
    op2 = tl.get_promoted_integer(node.ops[2])
    res = dag.get_mem_intrinsic_node(
        node.opcode, (_vt(op2), MVT.Other), (node.ops[0], node.ops[1], op2), node.memory_vt, node.mem_operand
    )
    tl.replace_value_with((node, 1), (res[0], 1))
    return res


def _pr_assert_sext(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    op = tl.sext_promoted_integer(node.ops[0])
    return tl.dag.get_node(ISD.AssertSext, _vt(op), op, node.ops[1])


def _pr_assert_zext(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    op = tl.zext_promoted_integer(node.ops[0])
    return tl.dag.get_node(ISD.AssertZext, _vt(op), op, node.ops[1])


def _pr_sign_extend_inreg(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    op = tl.get_promoted_integer(node.ops[0])
    return tl.dag.get_node(ISD.SIGN_EXTEND_INREG, _vt(op), op, node.ops[1])


def _pr_freeze(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    op = tl.get_promoted_integer(node.ops[0])
    return tl.dag.get_node(ISD.FREEZE, _vt(op), op)


def _pr_merge_values(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    op = tl.disintegrate_merge_values(node, res_no)
    return tl.get_promoted_integer(op)


def _pr_copy_from_reg(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> None:
    raise UnsupportedError(None, f"CopyFromReg of illegal type {_type(node.vts[0])}")


def _pr_fp_to_xint(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    """``PromoteIntRes_FP_TO_XINT``: convert to the wider type (signed when FP_TO_SINT is available)."""
    dag = tl.dag
    nvt = _nvt(tl, node)
    new_opc = node.opcode
    if (
        node.opcode == ISD.FP_TO_UINT
        and not tl.tli.is_operation_legal_or_custom(ISD.FP_TO_UINT, nvt)
        and tl.tli.is_operation_legal_or_custom(ISD.FP_TO_SINT, nvt)
    ):
        new_opc = ISD.FP_TO_SINT
    res = dag.get_node(new_opc, nvt, node.ops[0])
    assert_opc = ISD.AssertZext if node.opcode == ISD.FP_TO_UINT else ISD.AssertSext
    return dag.get_node(assert_opc, nvt, res, dag.get_value_type(node.vts[0]))


def _pr_ctlz(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    dag = tl.dag
    op = tl.zext_promoted_integer(node.ops[0])
    nvt = _vt(op)
    op = dag.get_node(node.opcode, nvt, op)
    diff = size_in_bits(nvt) - size_in_bits(node.vts[0])
    return dag.get_node(ISD.SUB, nvt, op, dag.get_constant(diff, nvt))


def _pr_cttz(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    dag = tl.dag
    op = tl.get_promoted_integer(node.ops[0])
    nvt = _vt(op)
    if node.opcode == ISD.CTTZ:
        top = 1 << size_in_bits(node.vts[0])
        op = dag.get_node(ISD.OR, nvt, op, dag.get_constant(top, nvt))
    return dag.get_node(node.opcode, nvt, op)


def _pr_ctpop(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    op = tl.zext_promoted_integer(node.ops[0])
    return tl.dag.get_node(ISD.CTPOP, _vt(op), op)


def _pr_bswap(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    """``PromoteIntRes_BSWAP`` / ``PromoteIntRes_BITREVERSE``: the operation in the wider type, shifted down by
    the extra bits; when the wider operation would itself be expanded, expand in the original type now (fewer
    operations: for BITREVERSE only on simple types, as LLVM does)."""
    from pyllc.codegen.selection_dag.legalize_dag import expand_bswap, expand_bitreverse

    dag = tl.dag
    ovt = node.vts[0]
    op = tl.get_promoted_integer(node.ops[0])
    nvt = _vt(op)
    opc = node.opcode
    if not tl.tli.is_operation_legal_or_custom_or_promote(opc, nvt) and (opc == ISD.BSWAP or is_simple(ovt)):
        if opc == ISD.BITREVERSE:
            res: SDValue | None = expand_bitreverse(dag, tl.tli, node)
        else:
            expanded = expand_bswap(tl, node)  # type: ignore[arg-type]  # reads only .dag and .tli
            res = expanded[0] if expanded else None
        if res is not None:
            return dag.get_node(ISD.ANY_EXTEND, nvt, res)
    diff = size_in_bits(nvt) - size_in_bits(ovt)
    sw = dag.get_node(opc, nvt, op)
    return dag.get_node(ISD.SRL, nvt, sw, dag.get_constant(diff, tl.tli.get_shift_amount_ty(nvt)))


def _pr_funnel_shift(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    """``PromoteIntRes_FunnelShift``: the amount is taken modulo the original width; a wide enough type with a
    variable amount and no funnel shift of its own does the double-width shift (``hi:lo`` in one register),
    otherwise the low operand moves to the top bits and the wider funnel shift (fshr's amount increased by the
    extra bits) leaves the result in the low bits."""
    dag = tl.dag
    hi = tl.get_promoted_integer(node.ops[0])
    lo = tl.get_promoted_integer(node.ops[1])
    amt = node.ops[2]
    if tl.get_type_action(_vt(amt)) == TypePromoteInteger:
        amt = tl.zext_promoted_integer(amt)
    amt_vt = _vt(amt)
    old_vt = node.vts[0]
    vt = _vt(lo)
    opc = node.opcode
    is_fshr = opc == ISD.FSHR
    old_bits = scalar_size_in_bits(old_vt)
    new_bits = scalar_size_in_bits(vt)
    amt = dag.get_node(ISD.UREM, amt_vt, amt, dag.get_constant(old_bits, amt_vt))
    if (
        new_bits >= 2 * old_bits
        and amt[0].opcode != ISD.Constant
        and not tl.tli.is_operation_legal_or_custom(opc, vt)
    ):
        hi_shift = dag.get_constant(old_bits, vt)
        hi = dag.get_node(ISD.SHL, vt, hi, hi_shift)
        lo = dag.get_zero_extend_in_reg(lo, old_vt)
        res = dag.get_node(ISD.OR, vt, hi, lo)
        res = dag.get_node(ISD.SRL if is_fshr else ISD.SHL, vt, res, amt)
        if not is_fshr:
            res = dag.get_node(ISD.SRL, vt, res, hi_shift)
        return res
    offset = dag.get_constant(new_bits - old_bits, amt_vt)
    lo = dag.get_node(ISD.SHL, vt, lo, offset)
    if is_fshr:
        amt = dag.get_node(ISD.ADD, amt_vt, amt, offset)
    return dag.get_node(opc, vt, hi, lo, amt)


def _pr_rotate(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> None:
    """``PromoteIntRes_Rotate``: lowered to shifts and an or, which promote."""
    from pyllc.codegen.selection_dag.legalize_dag import expand_rot

    tl.replace_value_with((node, 0), expand_rot(tl.dag, tl.tli, node))


def _pr_overflow(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    """``PromoteIntRes_Overflow``: the i1 overflow flag of [SU](ADD|SUB|MUL)O promoted to the setcc type.
    The value result is promoted by ``PromoteIntRes_[SU]ADDSUBO`` / ``PromoteIntRes_XMULO``."""
    dag = tl.dag
    if res_no != 1:
        return _pr_overflow_value(tl, node)
    nvt = _nvt(tl, node, 1)
    vts = (node.vts[0], nvt)
    res = dag.get_node(node.opcode, vts, *node.ops)
    tl.replace_value_with((node, 0), (res[0], 0))
    return (res[0], 1)


def _pr_overflow_value(tl: DAGTypeLegalizer, node: SDNode) -> SDValue:
    """The value result of an overflow operation on a promoted type: the operation in the wider type
    on extended operands, overflow when the wide result does not fit back (``PromoteIntRes_UADDSUBO``,
    ``PromoteIntRes_SADDSUBO``, ``PromoteIntRes_XMULO``); the flag result is replaced."""
    dag = tl.dag
    opc = node.opcode
    ovt = node.vts[0]
    obits = scalar_size_in_bits(ovt)
    flag_vt = node.vts[1]
    signed = opc in (ISD.SADDO, ISD.SSUBO, ISD.SMULO)
    ext = tl.sext_promoted_integer if signed else tl.zext_promoted_integer
    lhs = ext(node.ops[0])
    rhs = ext(node.ops[1])
    nvt = _vt(lhs)

    def fits_back(v: SDValue) -> SDValue:
        if signed:
            narrowed = dag.get_node(ISD.SIGN_EXTEND_INREG, nvt, v, dag.get_value_type(ovt))
        else:
            narrowed = dag.get_zero_extend_in_reg(v, ovt)
        return dag.get_setcc(flag_vt, v, narrowed, ISD.SETNE)

    if opc in (ISD.UADDO, ISD.USUBO, ISD.SADDO, ISD.SSUBO):
        res = dag.get_node(ISD.ADD if opc in (ISD.UADDO, ISD.SADDO) else ISD.SUB, nvt, lhs, rhs)
        ofl = fits_back(res)
    elif scalar_size_in_bits(nvt) >= 2 * obits:
        res = dag.get_node(ISD.MUL, nvt, lhs, rhs)  # cannot overflow the wide type
        if signed:
            ofl = fits_back(res)
        else:
            hi = dag.get_node(ISD.SRL, nvt, res, dag.get_constant(obits, tl.tli.get_shift_amount_ty(nvt)))
            ofl = dag.get_setcc(flag_vt, hi, dag.get_constant(0, nvt), ISD.SETNE)
    else:
        wide = dag.get_node(opc, (nvt, flag_vt), lhs, rhs)
        res = (wide[0], 0)
        ofl = dag.get_node(ISD.OR, flag_vt, fits_back(res), (wide[0], 1))
    tl.replace_value_with((node, 1), ofl)
    return res


def _pr_add_sub_sat(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    """``PromoteIntRes_ADDSUBSHLSAT`` for the add/sub forms: unsigned add saturates with UMIN against the
    narrow all-ones, unsigned sub stays a USUBSAT of zero-extended operands, signed ones clamp the wide
    result with SMIN/SMAX (or shift into the top bits when the wide operation is legal)."""
    dag = tl.dag
    opc = node.opcode
    obits = scalar_size_in_bits(node.vts[0])
    if opc in (ISD.UADDSAT, ISD.USUBSAT):
        a = tl.zext_promoted_integer(node.ops[0])
        b = tl.zext_promoted_integer(node.ops[1])
    else:
        a = tl.sext_promoted_integer(node.ops[0])
        b = tl.sext_promoted_integer(node.ops[1])
    nvt = _vt(a)
    nbits = scalar_size_in_bits(nvt)
    if opc == ISD.UADDSAT:
        add = dag.get_node(ISD.ADD, nvt, a, b)
        return dag.get_node(ISD.UMIN, nvt, add, dag.get_constant((1 << obits) - 1, nvt))
    if opc == ISD.USUBSAT:
        return dag.get_node(ISD.USUBSAT, nvt, a, b)
    if tl.tli.is_operation_legal(opc, nvt):
        amt = dag.get_constant(nbits - obits, tl.tli.get_shift_amount_ty(nvt))
        a = dag.get_node(ISD.SHL, nvt, a, amt)
        b = dag.get_node(ISD.SHL, nvt, b, amt)
        return dag.get_node(ISD.SRA, nvt, dag.get_node(opc, nvt, a, b), amt)
    res = dag.get_node(ISD.ADD if opc == ISD.SADDSAT else ISD.SUB, nvt, a, b)
    res = dag.get_node(ISD.SMIN, nvt, res, dag.get_constant((1 << (obits - 1)) - 1, nvt))
    return dag.get_node(ISD.SMAX, nvt, res, dag.get_constant(-(1 << (obits - 1)), nvt))


def _pr_abs(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    """``PromoteIntRes_ABS``."""
    op = tl.sext_promoted_integer(node.ops[0])
    return tl.dag.get_node(ISD.ABS, _vt(op), op)


def _pr_atomic_cmp_swap(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> SDValue:
    """``PromoteIntRes_AtomicCmpSwap`` (the i1 success result of ATOMIC_CMP_SWAP_WITH_SUCCESS)."""
    dag = tl.dag
    if res_no != 1 or node.opcode != ISD.ATOMIC_CMP_SWAP_WITH_SUCCESS:
        raise UnsupportedError(None, f"cannot promote the value result of {_name(tl, node)}")
    svt = tl.setcc_result_type(_vt(node.ops[2]))
    nvt = _nvt(tl, node, 1)
    if not tl.tli.is_type_legal(svt):
        svt = nvt
    res = dag.get_mem_intrinsic_node(
        ISD.ATOMIC_CMP_SWAP_WITH_SUCCESS,
        (node.vts[0], svt, MVT.Other),
        node.ops,
        node.payload[2],
        node.mem_operand,
    )
    tl.replace_value_with((node, 0), (res[0], 0))
    tl.replace_value_with((node, 2), (res[0], 2))
    return (res[0], 1)


_PROMOTE_RESULT: dict[int, Any] = {
    ISD.ATOMIC_CMP_SWAP_WITH_SUCCESS: _pr_atomic_cmp_swap,
    ISD.Constant: _pr_constant,
    ISD.UNDEF: _pr_undef,
    ISD.SETCC: _pr_setcc,
    ISD.ADD: _pr_simple_binop,
    ISD.SUB: _pr_simple_binop,
    ISD.MUL: _pr_simple_binop,
    ISD.AND: _pr_simple_binop,
    ISD.OR: _pr_simple_binop,
    ISD.XOR: _pr_simple_binop,
    ISD.SDIV: _pr_sext_binop,
    ISD.SREM: _pr_sext_binop,
    ISD.UDIV: _pr_zext_binop,
    ISD.UREM: _pr_zext_binop,
    ISD.SMIN: _pr_sext_binop,
    ISD.SMAX: _pr_sext_binop,
    ISD.UMIN: _pr_zext_binop,
    ISD.UMAX: _pr_zext_binop,
    ISD.SHL: _pr_shl,
    ISD.SRA: _pr_sra,
    ISD.SRL: _pr_srl,
    ISD.SELECT: _pr_select,
    ISD.SELECT_CC: _pr_select_cc,
    ISD.TRUNCATE: _pr_truncate,
    ISD.SIGN_EXTEND: _pr_int_extend,
    ISD.ZERO_EXTEND: _pr_int_extend,
    ISD.ANY_EXTEND: _pr_int_extend,
    ISD.LOAD: _pr_load,
    ISD.ATOMIC_LOAD_ADD: _pr_atomic1,
    ISD.ATOMIC_LOAD_SUB: _pr_atomic1,
    ISD.ATOMIC_LOAD_AND: _pr_atomic1,
    ISD.ATOMIC_LOAD_OR: _pr_atomic1,
    ISD.ATOMIC_LOAD_XOR: _pr_atomic1,
    ISD.ATOMIC_SWAP: _pr_atomic1,
    ISD.AssertSext: _pr_assert_sext,
    ISD.AssertZext: _pr_assert_zext,
    ISD.SIGN_EXTEND_INREG: _pr_sign_extend_inreg,
    ISD.FREEZE: _pr_freeze,
    ISD.MERGE_VALUES: _pr_merge_values,
    ISD.CopyFromReg: _pr_copy_from_reg,
    ISD.FP_TO_SINT: _pr_fp_to_xint,
    ISD.FP_TO_UINT: _pr_fp_to_xint,
    ISD.CTLZ: _pr_ctlz,
    ISD.CTLZ_ZERO_UNDEF: _pr_ctlz,
    ISD.CTTZ: _pr_cttz,
    ISD.CTTZ_ZERO_UNDEF: _pr_cttz,
    ISD.CTPOP: _pr_ctpop,
    ISD.BSWAP: _pr_bswap,
    ISD.BITREVERSE: _pr_bswap,
    ISD.FSHL: _pr_funnel_shift,
    ISD.FSHR: _pr_funnel_shift,
    ISD.ROTL: _pr_rotate,
    ISD.ROTR: _pr_rotate,
    ISD.UADDO: _pr_overflow,
    ISD.SADDO: _pr_overflow,
    ISD.USUBO: _pr_overflow,
    ISD.SSUBO: _pr_overflow,
    ISD.UMULO: _pr_overflow,
    ISD.SMULO: _pr_overflow,
    ISD.SADDSAT: _pr_add_sub_sat,
    ISD.UADDSAT: _pr_add_sub_sat,
    ISD.SSUBSAT: _pr_add_sub_sat,
    ISD.USUBSAT: _pr_add_sub_sat,
    ISD.ABS: _pr_abs,
}


# ================================================================================================================
# Promotion: operands
# ================================================================================================================


def promote_integer_operand(tl: DAGTypeLegalizer, node: SDNode, op_no: int) -> bool:
    """``PromoteIntegerOperand``: True if the node was updated in place."""

    dag = tl.dag
    opc = node.opcode
    op = node.ops[op_no]
    if custom_lower_node(tl, node, _vt(op), False):
        return False
    res: SDValue | None = None
    if opc == ISD.ANY_EXTEND:
        res = dag.get_any_ext_or_trunc(tl.get_promoted_integer(op), node.vts[0])
    elif opc == ISD.ZERO_EXTEND:
        p = dag.get_node(ISD.ANY_EXTEND, node.vts[0], tl.get_promoted_integer(op))
        res = dag.get_zero_extend_in_reg(p, _vt(op))
    elif opc == ISD.SIGN_EXTEND:
        p = dag.get_node(ISD.ANY_EXTEND, node.vts[0], tl.get_promoted_integer(op))
        res = dag.get_node(ISD.SIGN_EXTEND_INREG, _vt(p), p, dag.get_value_type(_vt(op)))
    elif opc == ISD.TRUNCATE:
        res = dag.get_node(ISD.TRUNCATE, node.vts[0], tl.get_promoted_integer(op))
    elif opc == ISD.BRCOND:
        cond = promote_target_boolean(tl, node.ops[1], _vt(node.ops[1]))
        m = dag.update_node_operands(node, (node.ops[0], cond, node.ops[2]))
        return _in_place(tl, node, m)
    elif opc == ISD.SELECT or opc == ISD.VSELECT:
        if op_no != 0:
            raise UnsupportedError(None, f"cannot promote operand {op_no} of {_name(tl, node)}")
        cond = promote_target_boolean(tl, node.ops[0], _vt(node.ops[1]))
        m = dag.update_node_operands(node, (cond, node.ops[1], node.ops[2]))
        return _in_place(tl, node, m)
    elif opc == ISD.SETCC:
        lhs, rhs = promote_setcc_operands(tl, node.ops[0], node.ops[1], node.ops[2][0].payload)
        m = dag.update_node_operands(node, (lhs, rhs, node.ops[2]))
        return _in_place(tl, node, m)
    elif opc == ISD.SELECT_CC:
        lhs, rhs = promote_setcc_operands(tl, node.ops[0], node.ops[1], node.ops[4][0].payload)
        m = dag.update_node_operands(node, (lhs, rhs, node.ops[2], node.ops[3], node.ops[4]))
        return _in_place(tl, node, m)
    elif opc == ISD.BR_CC:
        lhs, rhs = promote_setcc_operands(tl, node.ops[2], node.ops[3], node.ops[1][0].payload)
        m = dag.update_node_operands(node, (node.ops[0], node.ops[1], lhs, rhs, node.ops[4]))
        return _in_place(tl, node, m)
    elif opc == ISD.STORE:
        if op_no != 1:
            raise UnsupportedError(None, f"cannot promote operand {op_no} of store")
        val = tl.get_promoted_integer(node.ops[1])
        res = dag.get_trunc_store(
            node.ops[0], val, node.ops[2], node.payload[2], node.mem_operand, node.debug_loc, node.ir_order
        )
    elif opc in (ISD.SHL, ISD.SRA, ISD.SRL, ISD.ROTL, ISD.ROTR):
        if op_no != 1:
            raise UnsupportedError(None, f"cannot promote operand {op_no} of {_name(tl, node)}")
        m = dag.update_node_operands(node, (node.ops[0], tl.zext_promoted_integer(node.ops[1])))
        return _in_place(tl, node, m)
    elif opc == ISD.SIGN_EXTEND_INREG and op_no == 0:
        raise UnsupportedError(None, "promoting the operand of sign_extend_inreg")
    elif opc in (ISD.SINT_TO_FP,):
        m = dag.update_node_operands(node, (tl.sext_promoted_integer(op),))
        return _in_place(tl, node, m)
    elif opc in (ISD.UINT_TO_FP,):
        m = dag.update_node_operands(node, (tl.zext_promoted_integer(op),))
        return _in_place(tl, node, m)
    elif opc == ISD.CopyToReg:
        raise UnsupportedError(None, f"CopyToReg of illegal type {_type(_vt(op))}")
    elif opc == ISD.EXTRACT_ELEMENT:
        raise UnsupportedError(None, "promoting the operand of extract_element")
    elif opc == ISD.FREEZE or opc == ISD.MERGE_VALUES:
        raise UnsupportedError(None, f"promoting the operand of {_name(tl, node)}")
    else:
        raise UnsupportedError(
            None, f"cannot promote operand {op_no} of {_name(tl, node)} (type {_type(_vt(op))})"
        )
    if res[0] is node:
        return True
    tl.replace_value_with((node, 0), res)
    return False


def _in_place(tl: DAGTypeLegalizer, node: SDNode, m: SDNode) -> bool:
    if m is node:
        return True
    for i in range(len(node.vts)):
        tl.replace_value_with((node, i), (m, i))
    return False


def promote_setcc_operands(
    tl: DAGTypeLegalizer, lhs: SDValue, rhs: SDValue, cc: int
) -> tuple[SDValue, SDValue]:
    """``PromoteSetCCOperands``: extend both sides as the condition requires."""
    dag = tl.dag
    if cc in (ISD.SETEQ, ISD.SETNE):
        op_l = tl.get_promoted_integer(lhs)
        op_r = tl.get_promoted_integer(rhs)
        l_bits = scalar_size_in_bits(_vt(op_l)) - dag.compute_num_sign_bits(op_l) + 1
        r_bits = scalar_size_in_bits(_vt(op_r)) - dag.compute_num_sign_bits(op_r) + 1
        if l_bits <= scalar_size_in_bits(_vt(lhs)) and r_bits <= scalar_size_in_bits(_vt(rhs)):
            return op_l, op_r
        return tl.sext_or_zext_promoted_integer(lhs), tl.sext_or_zext_promoted_integer(rhs)
    if cc in (ISD.SETUGE, ISD.SETUGT, ISD.SETULE, ISD.SETULT):
        return tl.sext_or_zext_promoted_integer(lhs), tl.sext_or_zext_promoted_integer(rhs)
    if cc in (ISD.SETGE, ISD.SETGT, ISD.SETLT, ISD.SETLE):
        return tl.sext_promoted_integer(lhs), tl.sext_promoted_integer(rhs)
    raise UnsupportedError(None, f"unknown integer comparison {cc}")


# ================================================================================================================
# Expansion: results
# ================================================================================================================


def expand_integer_result(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> None:
    """``ExpandIntegerResult``."""
    opc = node.opcode
    if custom_lower_node(tl, node, node.vts[res_no], True):
        return
    fn = _EXPAND_RESULT.get(opc)
    if fn is None:
        raise UnsupportedError(
            None, f"cannot expand the result of {_name(tl, node)} (type {_type(node.vts[res_no])})"
        )
    pair = fn(tl, node, res_no)
    if pair is not None:
        tl.set_expanded_integer((node, res_no), pair[0], pair[1])


def _halves(tl: DAGTypeLegalizer, node: SDNode, res_no: int = 0) -> int:
    return tl.transform_type(node.vts[res_no])


def _er_constant(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    nvt = _halves(tl, node)
    bits = size_in_bits(nvt)
    val, opaque = node.payload
    is_t = node.opcode == ISD.TargetConstant
    lo = tl.dag.get_constant(val & ((1 << bits) - 1), nvt, is_t, opaque)
    hi = tl.dag.get_constant(val >> bits, nvt, is_t, opaque)
    return lo, hi


def _er_undef(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    u = tl.dag.get_undef(_halves(tl, node))
    return u, u


def _er_build_pair(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    return node.ops[0], node.ops[1]


def _er_merge_values(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    op = tl.disintegrate_merge_values(node, res_no)
    return tl.get_expanded_integer(op)


def _er_freeze(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    lo, hi = tl.get_expanded_integer(node.ops[0])
    return tl.dag.get_node(ISD.FREEZE, _vt(lo), lo), tl.dag.get_node(ISD.FREEZE, _vt(hi), hi)


def _er_logical(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    ll, lh = tl.get_expanded_integer(node.ops[0])
    rl, rh = tl.get_expanded_integer(node.ops[1])
    dag = tl.dag
    return dag.get_node(node.opcode, _vt(ll), ll, rl), dag.get_node(node.opcode, _vt(ll), lh, rh)


def _er_select(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    ll, lh = tl.get_expanded_integer(node.ops[1])
    rl, rh = tl.get_expanded_integer(node.ops[2])
    dag = tl.dag
    cond = node.ops[0]
    return dag.get_node(node.opcode, _vt(ll), cond, ll, rl), dag.get_node(node.opcode, _vt(lh), cond, lh, rh)


def _er_select_cc(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    ll, lh = tl.get_expanded_integer(node.ops[2])
    rl, rh = tl.get_expanded_integer(node.ops[3])
    dag = tl.dag
    a, b, cc = node.ops[0], node.ops[1], node.ops[4]
    return (
        dag.get_node(ISD.SELECT_CC, _vt(ll), a, b, ll, rl, cc),
        dag.get_node(ISD.SELECT_CC, _vt(lh), a, b, lh, rh, cc),
    )


def _er_addsub(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    """``ExpandIntRes_ADDSUB``."""
    dag = tl.dag
    tli = tl.tli
    lhsl, lhsh = tl.get_expanded_integer(node.ops[0])
    rhsl, rhsh = tl.get_expanded_integer(node.ops[1])
    nvt = _vt(lhsl)
    is_add = node.opcode == ISD.ADD
    expand_vt = tli.get_type_to_expand_to(nvt)
    has_op_carry = tli.is_operation_legal_or_custom(ISD.ADDCARRY if is_add else ISD.SUBCARRY, expand_vt)
    if has_op_carry:
        vts = (nvt, tl.setcc_result_type(nvt))
        lo = dag.get_node(ISD.UADDO if is_add else ISD.USUBO, vts, lhsl, rhsl)
        hi = dag.get_node(ISD.ADDCARRY if is_add else ISD.SUBCARRY, vts, lhsh, rhsh, (lo[0], 1))
        return lo, hi
    has_ovf = tli.is_operation_legal_or_custom(ISD.UADDO if is_add else ISD.USUBO, expand_vt)
    bool_type = tli.get_boolean_contents(nvt)
    if has_ovf:
        ovf_vt = tl.setcc_result_type(nvt)
        vts = (nvt, ovf_vt)
        if is_add:
            rev = ISD.SUB
            lo = dag.get_node(ISD.UADDO, vts, lhsl, rhsl)
            hi = dag.get_node(ISD.ADD, nvt, lhsh, rhsh)
        else:
            rev = ISD.ADD
            lo = dag.get_node(ISD.USUBO, vts, lhsl, rhsl)
            hi = dag.get_node(ISD.SUB, nvt, lhsh, rhsh)
        ovf = (lo[0], 1)
        if bool_type == ZeroOrNegativeOneBooleanContent:
            ovf = dag.get_sext_or_trunc(ovf, nvt)
            hi = dag.get_node(rev, nvt, hi, ovf)
        else:
            if bool_type != ZeroOrOneBooleanContent:
                ovf = dag.get_node(ISD.AND, ovf_vt, dag.get_constant(1, ovf_vt), ovf)
            ovf = dag.get_zext_or_trunc(ovf, nvt)
            hi = dag.get_node(node.opcode, nvt, hi, ovf)
        return lo, hi
    ccvt = tl.setcc_result_type(nvt)
    if is_add:
        lo = dag.get_node(ISD.ADD, nvt, lhsl, rhsl)
        hi = dag.get_node(ISD.ADD, nvt, lhsh, rhsh)
        cmp1 = dag.get_setcc(ccvt, lo, lhsl, ISD.SETULT)
        if bool_type == ZeroOrOneBooleanContent:
            hi = dag.get_node(ISD.ADD, nvt, hi, dag.get_zext_or_trunc(cmp1, nvt))
            return lo, hi
        one, zero = dag.get_constant(1, nvt), dag.get_constant(0, nvt)
        carry1 = dag.get_select(nvt, cmp1, one, zero)
        cmp2 = dag.get_setcc(ccvt, lo, rhsl, ISD.SETULT)
        carry2 = dag.get_select(nvt, cmp2, one, carry1)
        return lo, dag.get_node(ISD.ADD, nvt, hi, carry2)
    lo = dag.get_node(ISD.SUB, nvt, lhsl, rhsl)
    hi = dag.get_node(ISD.SUB, nvt, lhsh, rhsh)
    cmp = dag.get_setcc(ccvt, lhsl, rhsl, ISD.SETULT)
    if bool_type == ZeroOrOneBooleanContent:
        borrow = dag.get_zext_or_trunc(cmp, nvt)
    else:
        borrow = dag.get_select(nvt, cmp, dag.get_constant(1, nvt), dag.get_constant(0, nvt))
    return lo, dag.get_node(ISD.SUB, nvt, hi, borrow)


def _er_load(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    """``ExpandIntRes_LOAD`` (unindexed loads, little-endian)."""
    dag = tl.dag
    nvt = _halves(tl, node)
    chain, ptr = node.ops[0], node.ops[1]
    ext = node.payload[0]
    mem_vt = node.payload[2]
    mmo = node.mem_operand
    if node.payload[1] != ISD.UNINDEXED:
        raise UnsupportedError(None, "expanding an indexed load")
    if ext == ISD.NON_EXTLOAD:
        lo = dag.get_load(
            nvt, chain, ptr, mem_operand_part(mmo, 0, size_in_bits(nvt) // 8), node.debug_loc, node.ir_order
        )
        inc = size_in_bits(nvt) // 8
        ptr2 = dag.get_ptr_add(ptr, inc)
        hi = dag.get_load(nvt, chain, ptr2, mem_operand_part(mmo, inc, inc), node.debug_loc, node.ir_order)
        ch = dag.get_node(ISD.TokenFactor, MVT.Other, (lo[0], 1), (hi[0], 1))
        tl.replace_value_with((node, 1), ch)
        return lo, hi
    if size_in_bits(mem_vt) <= size_in_bits(nvt):
        if mem_vt == nvt:
            lo = dag.get_load(nvt, chain, ptr, mmo, node.debug_loc, node.ir_order)
        else:
            lo = dag.get_ext_load(ext, nvt, chain, ptr, mem_vt, mmo, node.debug_loc, node.ir_order)
        ch = (lo[0], 1)
        if ext == ISD.SEXTLOAD:
            hi = dag.get_node(
                ISD.SRA, nvt, lo, dag.get_constant(size_in_bits(nvt) - 1, tl.tli.get_shift_amount_ty(nvt))
            )
        elif ext == ISD.ZEXTLOAD:
            hi = dag.get_constant(0, nvt)
        else:
            hi = dag.get_undef(nvt)
        tl.replace_value_with((node, 1), ch)
        return lo, hi
    raise UnsupportedError(None, f"expanding an extending load of {_type(mem_vt)}")


def _er_extend(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    """``ExpandIntRes_ZERO_EXTEND`` / ``SIGN_EXTEND`` / ``ANY_EXTEND``."""
    dag = tl.dag
    nvt = _halves(tl, node)
    op = node.ops[0]
    opc = node.opcode
    if size_in_bits(_vt(op)) <= size_in_bits(nvt):
        lo = dag.get_node(opc, nvt, op)
        if opc == ISD.ZERO_EXTEND:
            hi = dag.get_constant(0, nvt)
        elif opc == ISD.SIGN_EXTEND:
            hi = dag.get_node(
                ISD.SRA, nvt, lo, dag.get_constant(size_in_bits(nvt) - 1, tl.tli.get_pointer_ty())
            )
        else:
            hi = dag.get_undef(nvt)
        return lo, hi
    raise UnsupportedError(None, f"expanding {_name(tl, node)} from {_type(_vt(op))}")


def _er_truncate(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    dag = tl.dag
    nvt = _halves(tl, node)
    lo = dag.get_node(ISD.TRUNCATE, nvt, node.ops[0])
    src_vt = _vt(node.ops[0])
    hi = dag.get_node(
        ISD.SRL,
        src_vt,
        node.ops[0],
        dag.get_constant(size_in_bits(nvt), tl.tli.get_shift_amount_ty(src_vt, False)),
    )
    hi = dag.get_node(ISD.TRUNCATE, nvt, hi)
    return lo, hi


def _er_assert_zext(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    dag = tl.dag
    lo, hi = tl.get_expanded_integer(node.ops[0])
    nvt = _vt(lo)
    ext_vt = node.ops[1][0].payload
    nbits = size_in_bits(nvt)
    ebits = size_in_bits(ext_vt)
    if nbits <= ebits:
        hi = dag.get_node(ISD.AssertZext, nvt, hi, dag.get_value_type(get_integer_vt(ebits - nbits)))
    else:
        lo = dag.get_node(ISD.AssertZext, nvt, lo, dag.get_value_type(ext_vt))
        hi = dag.get_constant(0, nvt)
    return lo, hi


def _er_assert_sext(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    dag = tl.dag
    lo, hi = tl.get_expanded_integer(node.ops[0])
    nvt = _vt(lo)
    ext_vt = node.ops[1][0].payload
    nbits = size_in_bits(nvt)
    ebits = size_in_bits(ext_vt)
    if nbits <= ebits:
        hi = dag.get_node(ISD.AssertSext, nvt, hi, dag.get_value_type(get_integer_vt(ebits - nbits)))
    else:
        lo = dag.get_node(ISD.AssertSext, nvt, lo, dag.get_value_type(ext_vt))
        hi = dag.get_node(ISD.SRA, nvt, lo, dag.get_constant(nbits - 1, tl.tli.get_shift_amount_ty(nvt)))
    return lo, hi


def _er_sign_extend_inreg(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    dag = tl.dag
    lo, hi = tl.get_expanded_integer(node.ops[0])
    nvt = _vt(lo)
    ext_vt = node.ops[1][0].payload
    nbits = size_in_bits(nvt)
    ebits = size_in_bits(ext_vt)
    if ebits <= nbits:
        lo = dag.get_node(ISD.SIGN_EXTEND_INREG, nvt, lo, node.ops[1])
        hi = dag.get_node(ISD.SRA, nvt, lo, dag.get_constant(nbits - 1, tl.tli.get_shift_amount_ty(nvt)))
    else:
        hi = dag.get_node(ISD.SIGN_EXTEND_INREG, nvt, hi, dag.get_value_type(get_integer_vt(ebits - nbits)))
    return lo, hi


def _er_shift(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    """``ExpandIntRes_Shift``."""
    dag = tl.dag
    tli = tl.tli
    amt = node.ops[1]
    if amt[0].opcode == ISD.Constant:
        return _expand_shift_by_constant(tl, node, amt[0].payload[0])
    r = _expand_shift_with_known_amount_bit(tl, node)
    if r is not None:
        return r
    opc = node.opcode
    parts = {ISD.SHL: ISD.SHL_PARTS, ISD.SRL: ISD.SRL_PARTS, ISD.SRA: ISD.SRA_PARTS}[opc]
    nvt = _halves(tl, node)
    action = tli.get_operation_action(parts, nvt)
    if (action == LEGAL and tli.is_type_legal(nvt)) or action == CUSTOM:
        lhsl, lhsh = tl.get_expanded_integer(node.ops[0])
        sh_ty = tli.get_shift_amount_ty(nvt)
        if _vt(amt) != sh_ty:
            amt = dag.get_zext_or_trunc(amt, sh_ty)
        lo = dag.get_node(parts, (nvt, nvt), lhsl, lhsh, amt)
        return lo, (lo[0], 1)
    vt = node.vts[0]
    prefix = {ISD.SHL: "SHL", ISD.SRL: "SRL", ISD.SRA: "SRA"}[opc]
    lc = get_libcall(prefix, vt)
    if lc != UNKNOWN_LIBCALL and tli.get_libcall_name(lc):
        from pyllc.codegen.selection_dag.legalize_dag import make_libcall

        sh = dag.get_zext_or_trunc(amt, MVT.i32)
        res, _ = make_libcall(dag, lc, vt, [node.ops[0], sh], opc == ISD.SRA)
        return tl.split_integer(res)
    raise UnsupportedError(None, f"cannot expand {_name(tl, node)} of {_type(vt)} by a variable amount")


def _expand_shift_by_constant(tl: DAGTypeLegalizer, node: SDNode, amt: int) -> tuple[SDValue, SDValue]:
    """``ExpandShiftByConstant``."""
    dag = tl.dag
    inl, inh = tl.get_expanded_integer(node.ops[0])
    if amt == 0:
        return inl, inh
    nvt = _vt(inl)
    vt_bits = size_in_bits(node.vts[0])
    nvt_bits = size_in_bits(nvt)
    sh_ty = _vt(node.ops[1])
    opc = node.opcode

    def c(v: int) -> SDValue:
        return dag.get_constant(v, sh_ty)

    zero = dag.get_constant(0, nvt)
    if opc == ISD.SHL:
        if amt > vt_bits:
            return zero, zero
        if amt > nvt_bits:
            return zero, dag.get_node(ISD.SHL, nvt, inl, c(amt - nvt_bits))
        if amt == nvt_bits:
            return zero, inl
        lo = dag.get_node(ISD.SHL, nvt, inl, c(amt))
        hi = dag.get_node(
            ISD.OR,
            nvt,
            dag.get_node(ISD.SHL, nvt, inh, c(amt)),
            dag.get_node(ISD.SRL, nvt, inl, c(nvt_bits - amt)),
        )
        return lo, hi
    if opc == ISD.SRL:
        if amt > vt_bits:
            return zero, zero
        if amt > nvt_bits:
            return dag.get_node(ISD.SRL, nvt, inh, c(amt - nvt_bits)), zero
        if amt == nvt_bits:
            return inh, zero
        lo = dag.get_node(
            ISD.OR,
            nvt,
            dag.get_node(ISD.SRL, nvt, inl, c(amt)),
            dag.get_node(ISD.SHL, nvt, inh, c(nvt_bits - amt)),
        )
        return lo, dag.get_node(ISD.SRL, nvt, inh, c(amt))
    if amt > vt_bits:
        s = dag.get_node(ISD.SRA, nvt, inh, c(nvt_bits - 1))
        return s, s
    if amt > nvt_bits:
        return (
            dag.get_node(ISD.SRA, nvt, inh, c(amt - nvt_bits)),
            dag.get_node(ISD.SRA, nvt, inh, c(nvt_bits - 1)),
        )
    if amt == nvt_bits:
        return inh, dag.get_node(ISD.SRA, nvt, inh, c(nvt_bits - 1))
    lo = dag.get_node(
        ISD.OR,
        nvt,
        dag.get_node(ISD.SRL, nvt, inl, c(amt)),
        dag.get_node(ISD.SHL, nvt, inh, c(nvt_bits - amt)),
    )
    return lo, dag.get_node(ISD.SRA, nvt, inh, c(amt))


def _expand_shift_with_known_amount_bit(tl: DAGTypeLegalizer, node: SDNode) -> tuple[SDValue, SDValue] | None:
    """``ExpandShiftWithKnownAmountBit``: the amount's bit selecting the half is known."""
    dag = tl.dag
    amt = node.ops[1]
    nvt = tl.transform_type(node.vts[0])
    sh_ty = _vt(amt)
    sh_bits = scalar_size_in_bits(sh_ty)
    nvt_bits = size_in_bits(nvt)
    high_bit_mask = nvt_bits
    if nvt_bits & (nvt_bits - 1):
        return None
    low_mask = nvt_bits - 1
    zero_mask = ((1 << sh_bits) - 1) & ~((1 << (nvt_bits.bit_length())) - 1)
    kz, ko = dag.compute_known_bits(amt)
    if kz & (high_bit_mask | zero_mask) != (high_bit_mask | zero_mask) and not (ko & high_bit_mask):
        return None
    inl, inh = tl.get_expanded_integer(node.ops[0])
    opc = node.opcode
    if ko & high_bit_mask:
        amt2 = dag.get_node(ISD.AND, sh_ty, amt, dag.get_constant(low_mask, sh_ty))
        zero = dag.get_constant(0, nvt)
        if opc == ISD.SHL:
            return zero, dag.get_node(ISD.SHL, nvt, inl, amt2)
        if opc == ISD.SRL:
            return dag.get_node(ISD.SRL, nvt, inh, amt2), zero
        return (
            dag.get_node(ISD.SRA, nvt, inh, amt2),
            dag.get_node(ISD.SRA, nvt, inh, dag.get_constant(nvt_bits - 1, sh_ty)),
        )
    # The high bit is known zero: the amount is less than the half width.
    op1, op2 = (ISD.SHL, ISD.SRL) if opc == ISD.SHL else (ISD.SRL, ISD.SHL)
    amt2 = dag.get_node(ISD.XOR, sh_ty, amt, dag.get_constant(nvt_bits - 1, sh_ty))
    if opc == ISD.SHL:
        lo = dag.get_node(ISD.SHL, nvt, inl, amt)
        sh1 = dag.get_node(ISD.SRL, nvt, inl, dag.get_constant(1, sh_ty))
        sh2 = dag.get_node(ISD.SRL, nvt, sh1, amt2)
        hi = dag.get_node(ISD.OR, nvt, dag.get_node(ISD.SHL, nvt, inh, amt), sh2)
        return lo, hi
    sh1 = dag.get_node(ISD.SHL, nvt, inh, dag.get_constant(1, sh_ty))
    sh2 = dag.get_node(ISD.SHL, nvt, sh1, amt2)
    lo = dag.get_node(ISD.OR, nvt, dag.get_node(ISD.SRL, nvt, inl, amt), sh2)
    hi = dag.get_node(opc, nvt, inh, amt)
    del op1, op2
    return lo, hi


def _er_mul(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    """``ExpandIntRes_MUL`` through ``TargetLowering::expandMUL_LOHI`` (OnlyLegalOrCustom)."""
    dag = tl.dag
    tli = tl.tli
    vt = node.vts[0]
    nvt = _halves(tl, node)
    ll, lh = tl.get_expanded_integer(node.ops[0])
    rl, rh = tl.get_expanded_integer(node.ops[1])
    r = _expand_mul_lohi(tl, node.ops[0], node.ops[1], nvt, ll, lh, rl, rh)
    if r is not None:
        return r
    lc = get_libcall("MUL", vt)
    if lc != UNKNOWN_LIBCALL and tli.get_libcall_name(lc):
        from pyllc.codegen.selection_dag.legalize_dag import make_libcall

        res, _ = make_libcall(dag, lc, vt, [node.ops[0], node.ops[1]], True)
        return tl.split_integer(res)
    raise UnsupportedError(None, f"cannot expand mul of {_type(vt)}")


def _expand_mul_lohi(
    tl: DAGTypeLegalizer,
    lhs: SDValue,
    rhs: SDValue,
    hilo_vt: int,
    ll: SDValue,
    lh: SDValue,
    rl: SDValue,
    rh: SDValue,
) -> tuple[SDValue, SDValue] | None:
    dag = tl.dag
    tli = tl.tli
    has_mulhs = tli.is_operation_legal_or_custom(ISD.MULHS, hilo_vt)
    has_mulhu = tli.is_operation_legal_or_custom(ISD.MULHU, hilo_vt)
    has_smul_lohi = tli.is_operation_legal_or_custom(ISD.SMUL_LOHI, hilo_vt)
    has_umul_lohi = tli.is_operation_legal_or_custom(ISD.UMUL_LOHI, hilo_vt)
    if not (has_mulhs or has_mulhu or has_smul_lohi or has_umul_lohi):
        return None

    def make_mul_lohi(a: SDValue, b: SDValue, signed: bool) -> tuple[SDValue, SDValue] | None:
        if (signed and has_smul_lohi) or (not signed and has_umul_lohi):
            lo = dag.get_node(ISD.SMUL_LOHI if signed else ISD.UMUL_LOHI, (hilo_vt, hilo_vt), a, b)
            return lo, (lo[0], 1)
        if (signed and has_mulhs) or (not signed and has_mulhu):
            return (
                dag.get_node(ISD.MUL, hilo_vt, a, b),
                dag.get_node(ISD.MULHS if signed else ISD.MULHU, hilo_vt, a, b),
            )
        return None

    outer = scalar_size_in_bits(_vt(lhs))
    inner = scalar_size_in_bits(hilo_vt)
    high_mask = ((1 << outer) - 1) ^ ((1 << inner) - 1)
    if dag.masked_value_is_zero(lhs, high_mask) and dag.masked_value_is_zero(rhs, high_mask):
        r = make_mul_lohi(ll, rl, False)
        if r is not None:
            return r
    if dag.compute_num_sign_bits(lhs) > inner and dag.compute_num_sign_bits(rhs) > inner:
        r = make_mul_lohi(ll, rl, True)
        if r is not None:
            return r
    r = make_mul_lohi(ll, rl, False)
    if r is None:
        return None
    lo, hi = r
    rh2 = dag.get_node(ISD.MUL, hilo_vt, ll, rh)
    lh2 = dag.get_node(ISD.MUL, hilo_vt, lh, rl)
    hi = dag.get_node(ISD.ADD, hilo_vt, hi, rh2)
    hi = dag.get_node(ISD.ADD, hilo_vt, hi, lh2)
    return lo, hi


def _er_divrem_libcall(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    """``ExpandIntRes_SDIV`` / ``UDIV`` / ``SREM`` / ``UREM``: a runtime-library call."""
    from pyllc.codegen.selection_dag.legalize_dag import make_libcall

    dag = tl.dag
    tli = tl.tli
    vt = node.vts[0]
    opc = node.opcode
    combined = {ISD.SDIV: ISD.SDIVREM, ISD.SREM: ISD.SDIVREM, ISD.UDIV: ISD.UDIVREM, ISD.UREM: ISD.UDIVREM}[
        opc
    ]
    if tli.get_operation_action(combined, vt) == CUSTOM:
        res = dag.get_node(combined, (vt, vt), node.ops[0], node.ops[1])
        idx = 0 if opc in (ISD.SDIV, ISD.UDIV) else 1
        return tl.split_integer((res[0], idx))
    prefix = {ISD.SDIV: "SDIV", ISD.UDIV: "UDIV", ISD.SREM: "SREM", ISD.UREM: "UREM"}[opc]
    lc = get_libcall(prefix, vt)
    if lc == UNKNOWN_LIBCALL or not tli.get_libcall_name(lc):
        raise UnsupportedError(None, f"no library call for {_name(tl, node)} of {_type(vt)}")
    res, _ = make_libcall(dag, lc, vt, [node.ops[0], node.ops[1]], opc in (ISD.SDIV, ISD.SREM))
    return tl.split_integer(res)


def _er_fp_to_int(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    from pyllc.codegen.selection_dag.legalize_dag import make_libcall

    vt = node.vts[0]
    op = node.ops[0]
    lc = get_libcall("FPTOSINT" if node.opcode == ISD.FP_TO_SINT else "FPTOUINT", _vt(op), vt)
    if lc == UNKNOWN_LIBCALL or not tl.tli.get_libcall_name(lc):
        raise UnsupportedError(None, f"cannot convert {_type(_vt(op))} to {_type(vt)}")
    res, _ = make_libcall(tl.dag, lc, vt, [op], node.opcode == ISD.FP_TO_SINT)
    return tl.split_integer(res)


def _er_bswap(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    lo, hi = tl.get_expanded_integer(node.ops[0])
    dag = tl.dag
    return dag.get_node(ISD.BSWAP, _vt(hi), hi), dag.get_node(ISD.BSWAP, _vt(lo), lo)


_MINMAX_EXPANSION: Any = {
    ISD.SMAX: (ISD.SETGT, ISD.UMAX),
    ISD.SMIN: (ISD.SETLT, ISD.UMIN),
    ISD.UMAX: (ISD.SETUGT, ISD.UMAX),
    ISD.UMIN: (ISD.SETULT, ISD.UMIN),
}


def _er_minmax(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    """``ExpandIntRes_MINMAX``: the high half is the same operation on the high halves; the low half comes
    from the side whose high half wins, or (equal high halves) is the unsigned min/max of the low halves."""
    dag = tl.dag
    cond, lo_opc = _MINMAX_EXPANSION[node.opcode]
    lhsl, lhsh = tl.get_expanded_integer(node.ops[0])
    rhsl, rhsh = tl.get_expanded_integer(node.ops[1])
    nvt = _vt(lhsl)
    cct = tl.setcc_result_type(nvt)
    hi = dag.get_node(node.opcode, nvt, lhsh, rhsh)
    is_hi_left = dag.get_setcc(cct, lhsh, rhsh, cond)
    is_hi_eq = dag.get_setcc(cct, lhsh, rhsh, ISD.SETEQ)
    lo_cmp = dag.get_select(nvt, is_hi_left, lhsl, rhsl)
    lo_minmax = dag.get_node(lo_opc, nvt, lhsl, rhsl)
    return dag.get_select(nvt, is_hi_eq, lo_minmax, lo_cmp), hi


def _flag_as(tl: DAGTypeLegalizer, flag: SDValue, vt: int) -> SDValue:
    """The carry chain's legal 0/1 flag in the original node's flag type (an i1 is a truncation)."""
    if _vt(flag) == vt:
        return flag
    return tl.dag.get_node(
        ISD.TRUNCATE if size_in_bits(vt) < size_in_bits(_vt(flag)) else ISD.ZERO_EXTEND, vt, flag
    )


def _carry_chain(
    tl: DAGTypeLegalizer, node: SDNode, lo_op: int, carry_op: int
) -> tuple[SDValue, SDValue] | None:
    """An overflow operation on expanded operands as ``lo_op`` on the low halves and ``carry_op`` (taking the
    low carry) on the high halves, whose carry out is the overflow; None when ``carry_op`` is not available."""
    lhs, rhs = node.ops
    if not tl.tli.is_operation_legal_or_custom(carry_op, tl.tli.get_type_to_expand_to(_vt(lhs))):
        return None
    dag = tl.dag
    lhsl, lhsh = tl.get_expanded_integer(lhs)
    rhsl, rhsh = tl.get_expanded_integer(rhs)
    vts = (_vt(lhsl), tl.setcc_result_type(_vt(lhsl)))
    lo = dag.get_node(lo_op, vts, lhsl, rhsl)
    hi = dag.get_node(carry_op, vts, lhsh, rhsh, (lo[0], 1))
    tl.replace_value_with((node, 1), _flag_as(tl, (hi[0], 1), node.vts[1]))
    return (lo[0], 0), (hi[0], 0)


def _er_uaddsubo(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    """``ExpandIntRes_UADDSUBO``: UADDO/USUBO on the low halves and ADDCARRY/SUBCARRY on the high halves
    (whose carry out is the overflow), else the plain operation and an unsigned compare with the first
    operand."""
    dag = tl.dag
    lhs, rhs = node.ops
    is_add = node.opcode == ISD.UADDO
    halves = _carry_chain(tl, node, node.opcode, ISD.ADDCARRY if is_add else ISD.SUBCARRY)
    if halves is not None:
        return halves
    res = dag.get_node(ISD.ADD if is_add else ISD.SUB, _vt(lhs), lhs, rhs)
    ovf = dag.get_setcc(node.vts[1], res, lhs, ISD.SETULT if is_add else ISD.SETUGT)
    tl.replace_value_with((node, 1), ovf)
    return tl.split_integer(res)


def _er_saddsubo(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    """``ExpandIntRes_SADDSUBO``: UADDO/USUBO on the low halves and SADDO_CARRY/SSUBO_CARRY on the high halves,
    else the plain operation with overflow from the operand and result signs."""
    dag = tl.dag
    lhs, rhs = node.ops
    is_add = node.opcode == ISD.SADDO
    halves = _carry_chain(
        tl, node, ISD.UADDO if is_add else ISD.USUBO, ISD.SADDO_CARRY if is_add else ISD.SSUBO_CARRY
    )
    if halves is not None:
        return halves
    vt = _vt(lhs)
    res = dag.get_node(ISD.ADD if is_add else ISD.SUB, vt, lhs, rhs)
    otype = node.vts[1]
    zero = dag.get_constant(0, vt)
    lhs_sign = dag.get_setcc(otype, lhs, zero, ISD.SETGE)
    rhs_sign = dag.get_setcc(otype, rhs, zero, ISD.SETGE)
    signs_match = dag.get_setcc(otype, lhs_sign, rhs_sign, ISD.SETEQ if is_add else ISD.SETNE)
    sum_sign = dag.get_setcc(otype, res, zero, ISD.SETGE)
    sum_sign_ne = dag.get_setcc(otype, lhs_sign, sum_sign, ISD.SETNE)
    tl.replace_value_with((node, 1), dag.get_node(ISD.AND, otype, signs_match, sum_sign_ne))
    return tl.split_integer(res)


def _er_add_sub_sat(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    """``ExpandIntRes_ADDSUBSAT``: the generic expansion (``expandAddSubSat``: the overflow operation and a
    select of the saturated value), split."""
    from pyllc.codegen.selection_dag.legalize_dag import expand_add_sub_sat

    res = expand_add_sub_sat(tl, node)  # type: ignore[arg-type]  # reads only .dag and .tli
    assert res
    return tl.split_integer(res[0])


def _er_bitreverse(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    lo, hi = tl.get_expanded_integer(node.ops[0])
    dag = tl.dag
    return dag.get_node(ISD.BITREVERSE, _vt(hi), hi), dag.get_node(ISD.BITREVERSE, _vt(lo), lo)


def _er_funnel_shift(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    """``ExpandIntRes_FunnelShift``: when the amount has the half-width bit set (fshl) or clear (fshr) the
    halves move over by one; each result half is then a funnel shift of two neighbouring halves."""
    dag = tl.dag
    in1, in2 = tl.get_expanded_integer(node.ops[1])
    in3, in4 = tl.get_expanded_integer(node.ops[0])
    half_vt = _vt(in1)
    opc = node.opcode
    amt = node.ops[2]
    amt_vt = _vt(amt)
    half_bits = scalar_size_in_bits(half_vt)
    and_node = dag.get_node(ISD.AND, amt_vt, amt, dag.get_constant(half_bits, amt_vt))
    cond = dag.get_setcc(
        tl.setcc_result_type(amt_vt),
        and_node,
        dag.get_constant(0, amt_vt),
        ISD.SETNE if opc == ISD.FSHL else ISD.SETEQ,
    )
    new_amt = dag.get_any_ext_or_trunc(amt, tl.tli.get_shift_amount_ty(half_vt))
    sel1 = dag.get_node(ISD.SELECT, half_vt, cond, in1, in2)
    sel2 = dag.get_node(ISD.SELECT, half_vt, cond, in2, in3)
    sel3 = dag.get_node(ISD.SELECT, half_vt, cond, in3, in4)
    return dag.get_node(opc, half_vt, sel2, sel1, new_amt), dag.get_node(opc, half_vt, sel3, sel2, new_amt)


def _er_rotate(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    """``ExpandIntRes_Rotate``: a funnel shift of the value with itself."""
    x = node.ops[0]
    res = tl.dag.get_node(ISD.FSHL if node.opcode == ISD.ROTL else ISD.FSHR, node.vts[0], x, x, node.ops[1])
    return tl.split_integer(res)


def _er_ctpop(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    lo, hi = tl.get_expanded_integer(node.ops[0])
    dag = tl.dag
    nvt = _vt(lo)
    s = dag.get_node(ISD.ADD, nvt, dag.get_node(ISD.CTPOP, nvt, lo), dag.get_node(ISD.CTPOP, nvt, hi))
    return s, dag.get_constant(0, nvt)


def _er_ctlz(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    """``ExpandIntRes_CTLZ``: hi != 0 ? ctlz(hi) : ctlz(lo) + bits."""
    lo, hi = tl.get_expanded_integer(node.ops[0])
    dag = tl.dag
    nvt = _vt(lo)
    hinz = dag.get_setcc(tl.setcc_result_type(nvt), hi, dag.get_constant(0, nvt), ISD.SETNE)
    lolz = dag.get_node(ISD.CTLZ, nvt, lo)
    hilz = dag.get_node(ISD.CTLZ_ZERO_UNDEF, nvt, hi)
    res = dag.get_select(
        nvt, hinz, hilz, dag.get_node(ISD.ADD, nvt, lolz, dag.get_constant(size_in_bits(nvt), nvt))
    )
    return res, dag.get_constant(0, nvt)


def _er_cttz(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> tuple[SDValue, SDValue]:
    """``ExpandIntRes_CTTZ``: lo != 0 ? cttz(lo) : cttz(hi) + bits."""
    lo, hi = tl.get_expanded_integer(node.ops[0])
    dag = tl.dag
    nvt = _vt(lo)
    lonz = dag.get_setcc(tl.setcc_result_type(nvt), lo, dag.get_constant(0, nvt), ISD.SETNE)
    lotz = dag.get_node(ISD.CTTZ_ZERO_UNDEF, nvt, lo)
    hitz = dag.get_node(ISD.CTTZ, nvt, hi)
    res = dag.get_select(
        nvt, lonz, lotz, dag.get_node(ISD.ADD, nvt, hitz, dag.get_constant(size_in_bits(nvt), nvt))
    )
    return res, dag.get_constant(0, nvt)


_EXPAND_RESULT: dict[int, Any] = {
    ISD.Constant: _er_constant,
    ISD.TargetConstant: _er_constant,
    ISD.UNDEF: _er_undef,
    ISD.BUILD_PAIR: _er_build_pair,
    ISD.MERGE_VALUES: _er_merge_values,
    ISD.FREEZE: _er_freeze,
    ISD.AND: _er_logical,
    ISD.OR: _er_logical,
    ISD.XOR: _er_logical,
    ISD.SELECT: _er_select,
    ISD.SELECT_CC: _er_select_cc,
    ISD.ADD: _er_addsub,
    ISD.SUB: _er_addsub,
    ISD.LOAD: _er_load,
    ISD.ZERO_EXTEND: _er_extend,
    ISD.SIGN_EXTEND: _er_extend,
    ISD.ANY_EXTEND: _er_extend,
    ISD.TRUNCATE: _er_truncate,
    ISD.AssertZext: _er_assert_zext,
    ISD.AssertSext: _er_assert_sext,
    ISD.SIGN_EXTEND_INREG: _er_sign_extend_inreg,
    ISD.SHL: _er_shift,
    ISD.SRL: _er_shift,
    ISD.SRA: _er_shift,
    ISD.MUL: _er_mul,
    ISD.SDIV: _er_divrem_libcall,
    ISD.UDIV: _er_divrem_libcall,
    ISD.SREM: _er_divrem_libcall,
    ISD.UREM: _er_divrem_libcall,
    ISD.FP_TO_SINT: _er_fp_to_int,
    ISD.FP_TO_UINT: _er_fp_to_int,
    ISD.BSWAP: _er_bswap,
    ISD.CTPOP: _er_ctpop,
    ISD.BITREVERSE: _er_bitreverse,
    ISD.FSHL: _er_funnel_shift,
    ISD.FSHR: _er_funnel_shift,
    ISD.ROTL: _er_rotate,
    ISD.ROTR: _er_rotate,
    ISD.SMIN: _er_minmax,
    ISD.SMAX: _er_minmax,
    ISD.UMIN: _er_minmax,
    ISD.UMAX: _er_minmax,
    ISD.UADDO: _er_uaddsubo,
    ISD.USUBO: _er_uaddsubo,
    ISD.SADDO: _er_saddsubo,
    ISD.SSUBO: _er_saddsubo,
    ISD.SADDSAT: _er_add_sub_sat,
    ISD.UADDSAT: _er_add_sub_sat,
    ISD.SSUBSAT: _er_add_sub_sat,
    ISD.USUBSAT: _er_add_sub_sat,
    ISD.CTLZ: _er_ctlz,
    ISD.CTLZ_ZERO_UNDEF: _er_ctlz,
    ISD.CTTZ: _er_cttz,
    ISD.CTTZ_ZERO_UNDEF: _er_cttz,
}


# ================================================================================================================
# Expansion: operands
# ================================================================================================================


def expand_integer_operand(tl: DAGTypeLegalizer, node: SDNode, op_no: int) -> bool:
    """``ExpandIntegerOperand``: True if the node was updated in place."""

    dag = tl.dag
    opc = node.opcode
    op = node.ops[op_no]
    if custom_lower_node(tl, node, _vt(op), False):
        return False
    res: SDValue | None = None
    if opc == ISD.TRUNCATE:
        res = dag.get_node(ISD.TRUNCATE, node.vts[0], tl.get_expanded_integer(op)[0])
    elif opc == ISD.EXTRACT_ELEMENT:
        lo, hi = tl.get_expanded_integer(op)
        res = hi if node.ops[1][0].payload[0] else lo
    elif opc == ISD.STORE:
        res = _eo_store(tl, node, op_no)
    elif opc == ISD.SETCC:
        lhs, rhs, cc = integer_expand_setcc_operands(tl, node.ops[0], node.ops[1], node.ops[2][0].payload)
        if rhs is None:
            res = lhs
        else:
            m = dag.update_node_operands(node, (lhs, rhs, dag.get_cond_code(cc)))
            return _in_place(tl, node, m)
    elif opc == ISD.BR_CC:
        lhs, rhs, cc = integer_expand_setcc_operands(tl, node.ops[2], node.ops[3], node.ops[1][0].payload)
        if rhs is None:
            rhs = dag.get_constant(0, _vt(lhs))
            cc = ISD.SETNE
        m = dag.update_node_operands(node, (node.ops[0], dag.get_cond_code(cc), lhs, rhs, node.ops[4]))
        return _in_place(tl, node, m)
    elif opc == ISD.SELECT_CC:
        lhs, rhs, cc = integer_expand_setcc_operands(tl, node.ops[0], node.ops[1], node.ops[4][0].payload)
        if rhs is None:
            rhs = dag.get_constant(0, _vt(lhs))
            cc = ISD.SETNE
        m = dag.update_node_operands(node, (lhs, rhs, node.ops[2], node.ops[3], dag.get_cond_code(cc)))
        return _in_place(tl, node, m)
    elif opc in (ISD.SHL, ISD.SRA, ISD.SRL, ISD.ROTL, ISD.ROTR) and op_no == 1:
        lo, _ = tl.get_expanded_integer(op)
        m = dag.update_node_operands(node, (node.ops[0], lo))
        return _in_place(tl, node, m)
    elif opc in (ISD.SINT_TO_FP, ISD.UINT_TO_FP):
        from pyllc.codegen.selection_dag.legalize_dag import make_libcall

        dst = node.vts[0]
        lc = get_libcall("SINTTOFP" if opc == ISD.SINT_TO_FP else "UINTTOFP", _vt(op), dst)
        if lc == UNKNOWN_LIBCALL or not tl.tli.get_libcall_name(lc):
            raise UnsupportedError(None, f"cannot convert {_type(_vt(op))} to {_type(dst)}")
        res, _ = make_libcall(dag, lc, dst, [op], opc == ISD.SINT_TO_FP)
    else:
        raise UnsupportedError(
            None, f"cannot expand operand {op_no} of {_name(tl, node)} (type {_type(_vt(op))})"
        )
    if res[0] is node:
        return True
    tl.replace_value_with((node, 0), res)
    return False


def _eo_store(tl: DAGTypeLegalizer, node: SDNode, op_no: int) -> SDValue:
    """``ExpandIntOp_STORE`` (normal and truncating stores, little-endian)."""
    dag = tl.dag
    if op_no != 1:
        raise UnsupportedError(None, f"cannot expand operand {op_no} of store")
    chain, value, ptr = node.ops[0], node.ops[1], node.ops[2]
    mmo = node.mem_operand
    vt = _vt(value)
    nvt = tl.transform_type(vt)
    mem_vt = node.payload[2]
    lo, hi = tl.get_expanded_integer(value)
    inc = size_in_bits(nvt) // 8
    if node.payload[0] == 0:
        st_lo = dag.get_store(chain, lo, ptr, mem_operand_part(mmo, 0, inc), node.debug_loc, node.ir_order)
        ptr2 = dag.get_ptr_add(ptr, inc, flags=1)
        st_hi = dag.get_store(chain, hi, ptr2, mem_operand_part(mmo, inc, inc), node.debug_loc, node.ir_order)
        return dag.get_node(ISD.TokenFactor, MVT.Other, st_lo, st_hi)
    if size_in_bits(mem_vt) <= size_in_bits(nvt):
        return dag.get_trunc_store(chain, lo, ptr, mem_vt, mmo, node.debug_loc, node.ir_order)
    raise UnsupportedError(None, f"expanding a truncating store of {_type(vt)} to {_type(mem_vt)}")


def integer_expand_setcc_operands(
    tl: DAGTypeLegalizer, lhs: SDValue, rhs: SDValue, cc: int
) -> tuple[SDValue, SDValue | None, int]:
    """``IntegerExpandSetCCOperands``: ``(new_lhs, new_rhs, cc)``; new_rhs None means new_lhs is the result."""
    dag = tl.dag
    tli = tl.tli
    lhsl, lhsh = tl.get_expanded_integer(lhs)
    rhsl, rhsh = tl.get_expanded_integer(rhs)
    nvt = _vt(lhsl)
    if cc in (ISD.SETEQ, ISD.SETNE):
        if (
            rhsl == rhsh
            and rhsl[0].opcode == ISD.Constant
            and rhsl[0].payload[0] == (1 << size_in_bits(nvt)) - 1
        ):
            return dag.get_node(ISD.AND, nvt, lhsl, lhsh), rhsl, cc
        a = dag.get_node(ISD.XOR, nvt, lhsl, rhsl)
        b = dag.get_node(ISD.XOR, nvt, lhsh, rhsh)
        o = dag.get_node(ISD.OR, nvt, a, b)
        return o, dag.get_constant(0, nvt), cc
    rn = rhs[0]
    if rn.opcode == ISD.Constant:
        val = rn.payload[0]
        bits = size_in_bits(rn.vts[0])
        if (cc == ISD.SETLT and val == 0) or (cc == ISD.SETGT and val == (1 << bits) - 1):
            return lhsh, rhsh, cc
    low_cc = {
        ISD.SETLT: ISD.SETULT,
        ISD.SETULT: ISD.SETULT,
        ISD.SETGT: ISD.SETUGT,
        ISD.SETUGT: ISD.SETUGT,
        ISD.SETLE: ISD.SETULE,
        ISD.SETULE: ISD.SETULE,
        ISD.SETGE: ISD.SETUGE,
        ISD.SETUGE: ISD.SETUGE,
    }[cc]
    from pyllc.codegen.selection_dag.dag_combiner import AfterLegalizeTypes, DAGCombiner, simplify_setcc

    combiner = DAGCombiner(dag, AfterLegalizeTypes, dag.opt_level)
    ccvt = tl.setcc_result_type(nvt)
    lo_cmp = None
    if tli.is_type_legal(nvt):
        lo_cmp = simplify_setcc(combiner, ccvt, lhsl, rhsl, low_cc, False)
    if lo_cmp is None:
        lo_cmp = dag.get_setcc(ccvt, lhsl, rhsl, low_cc)
    hi_cmp = None
    if tli.is_type_legal(_vt(lhsh)):
        hi_cmp = simplify_setcc(combiner, ccvt, lhsh, rhsh, cc, False)
    if hi_cmp is None:
        hi_cmp = dag.get_node(ISD.SETCC, ccvt, lhsh, rhsh, dag.get_cond_code(cc))
    lo_c = lo_cmp[0].payload[0] if lo_cmp[0].opcode == ISD.Constant else None
    hi_c = hi_cmp[0].payload[0] if hi_cmp[0].opcode == ISD.Constant else None
    eq_allowed = cc in (ISD.SETLE, ISD.SETGE, ISD.SETUGE, ISD.SETULE)
    if (eq_allowed and hi_c == 0) or (not eq_allowed and (hi_c == 1 or lo_c == 0)):
        return hi_cmp, None, cc
    if lhsh == rhsh:
        return lo_cmp, None, cc
    hi_vt = _vt(lhsh)
    expand_vt = tli.get_type_to_expand_to(hi_vt)
    if tli.is_operation_legal_or_custom(ISD.SETCCCARRY, expand_vt):
        flip = {ISD.SETGT: ISD.SETLT, ISD.SETUGT: ISD.SETULT, ISD.SETLE: ISD.SETGE, ISD.SETULE: ISD.SETUGE}
        if cc in flip:
            cc = flip[cc]
            lhsl, rhsl = rhsl, lhsl
            lhsh, rhsh = rhsh, lhsh
        lo_vt = _vt(lhsl)
        low = dag.get_node(ISD.USUBO, (lo_vt, tl.setcc_result_type(lo_vt)), lhsl, rhsl)
        res = dag.get_node(
            ISD.SETCCCARRY, tl.setcc_result_type(hi_vt), lhsh, rhsh, (low[0], 1), dag.get_cond_code(cc)
        )
        return res, None, cc
    new = simplify_setcc(combiner, tl.setcc_result_type(hi_vt), lhsh, rhsh, ISD.SETEQ, False)
    if new is None:
        new = dag.get_setcc(tl.setcc_result_type(hi_vt), lhsh, rhsh, ISD.SETEQ)
    return dag.get_select(_vt(lo_cmp), new, lo_cmp, hi_cmp), None, cc


__all__ = [
    "promote_integer_result",
    "promote_integer_operand",
    "expand_integer_result",
    "expand_integer_operand",
    "promote_setcc_operands",
    "integer_expand_setcc_operands",
    "promote_target_boolean",
]

_ = (RTLIB, TypeLegal)
