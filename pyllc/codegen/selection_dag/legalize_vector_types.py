"""Vector type legalization: splitting, widening and scalarizing (LLVM: LegalizeVectorTypes.cpp).

What it is.  A vector type the target has no register for is either *split* into two halves (``v8i32`` ->
two ``v4i32`` on SSE2) or *widened* to the next legal vector with the same element type (``v2i32`` -> ``v4i32``,
the extra lanes undefined).  On a target with no legal vector type at all the halves are split again down to
one-element vectors, which are *scalarized*: ``v1i64`` becomes its ``i64`` element.  The type legalizer
(``legalize_types.DAGTypeLegalizer``) calls :func:`split_vector_result` / :func:`split_vector_operand`,
:func:`widen_vector_result` / :func:`widen_vector_operand` and :func:`scalarize_vector_result` /
:func:`scalarize_vector_operand` here; the halves are kept in ``tl.split_vectors``, the widened values in
``tl.widened_vectors`` and the elements in ``tl.scalarized_vectors``.

Covered (the operations vectorized C code produces): element-wise integer and FP arithmetic and logic, shifts,
compares and VSELECT, BUILD_VECTOR, CONCAT_VECTORS, EXTRACT_SUBVECTOR, VECTOR_SHUFFLE, INSERT/EXTRACT_VECTOR_ELT,
UNDEF, loads and stores (widened loads and stores use a scalar of the original size moved into/out of a
vector lane, as LLVM's GenWidenVectorLoads/Stores do for SSE2), split bitcasts between vectors of the same
element count and between a split vector and an integer (the halves joined or split as integers), and for
one-element vectors the element-wise operations, compares, selects, conversions, loads, stores, bitcasts and
VECREDUCE_*.  Other nodes raise ``UnsupportedError`` naming the node.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from pyllc.codegen.isd import ISD
from pyllc.codegen.machine.mem_operand import MachineMemOperand
from pyllc.codegen.selection_dag.nodes import SDNode, SDValue
from pyllc.codegen.value_types import (
    MVT,
    get_integer_vt,
    get_vector_vt,
    is_floating_point,
    is_vector,
    size_in_bits,
    vector_element_type,
    vector_num_elements,
)
from pyllc.support.diagnostics import UnsupportedError
from pyllc.codegen.selection_dag.nodes import value_type as _vt

if TYPE_CHECKING:
    from pyllc.codegen.selection_dag.legalize_types import DAGTypeLegalizer
    from pyllc.target.lowering import TargetLowering


def _name(tl: Any, node: SDNode) -> str:
    from pyllc.codegen.selection_dag.dag import node_name

    return node_name(node, tl.dag)


def _type(vt: int) -> str:
    from pyllc.codegen.value_types import evt_string

    return evt_string(vt)


_ELEMENTWISE: Final = frozenset(
    (
        ISD.ADD,
        ISD.SUB,
        ISD.MUL,
        ISD.AND,
        ISD.OR,
        ISD.XOR,
        ISD.SHL,
        ISD.SRL,
        ISD.SRA,
        ISD.FADD,
        ISD.FSUB,
        ISD.FMUL,
        ISD.FDIV,
        ISD.SMIN,
        ISD.SMAX,
        ISD.UMIN,
        ISD.UMAX,
        ISD.FNEG,
        ISD.FABS,
        ISD.ABS,
        ISD.FSQRT,
        ISD.MULHS,
        ISD.MULHU,
        ISD.FMINNUM,
        ISD.FMAXNUM,
        ISD.VSELECT,
        ISD.SDIV,
        ISD.UDIV,
        ISD.SREM,
        ISD.UREM,
        ISD.FREM,
        ISD.SINT_TO_FP,
        ISD.UINT_TO_FP,
        ISD.FP_TO_SINT,
        ISD.FP_TO_UINT,
        ISD.FREEZE,
    )
)
#: Element-wise operations that may trap or misbehave on undefined extra lanes: widened by unrolling.
_UNSAFE_WIDEN: Final = frozenset((ISD.SDIV, ISD.UDIV, ISD.SREM, ISD.UREM))


def _half(vt: int) -> int:
    return get_vector_vt(vector_element_type(vt), vector_num_elements(vt) // 2)


def _mmo_part(mmo: Any, offset: int, size: int) -> Any:
    if mmo is None:
        return None
    base_align = mmo.base_align if hasattr(mmo, "base_align") else 1
    align = base_align
    while offset % align:
        align //= 2
    return MachineMemOperand(
        mmo.flags,
        size,
        max(align, 1),
        value=mmo.value,
        pseudo_value=mmo.pseudo_value,
        offset=mmo.offset + offset,
    )


# ==================================================================================================
# Splitting
# ==================================================================================================


def get_split_vector(tl: DAGTypeLegalizer, v: SDValue) -> tuple[SDValue, SDValue]:
    e = tl.split_vectors.get(tl.remap_value(v))
    if e is None:
        e = tl.split_vectors.get(v)
    if e is None:
        raise UnsupportedError(None, f"operand of {_name(tl, v[0])} was not split")
    return tl.remap_value(e[0]), tl.remap_value(e[1])


def set_split_vector(tl: DAGTypeLegalizer, v: SDValue, lo: SDValue, hi: SDValue) -> None:
    tl.split_vectors[v] = (tl.analyze_new_value(lo), tl.analyze_new_value(hi))


def _split_operands(tl: DAGTypeLegalizer, node: SDNode) -> tuple[list[SDValue], list[SDValue]]:
    """The low and high halves of each vector operand of ``node`` (scalar operands go to both)."""
    los: list[SDValue] = []
    his: list[SDValue] = []
    for o in node.ops:
        if is_vector(_vt(o)):
            a, b = _split_any(tl, o)
        else:
            a = b = o
        los.append(a)
        his.append(b)
    return los, his


def _split_any(tl: DAGTypeLegalizer, v: SDValue) -> tuple[SDValue, SDValue]:
    """The halves of ``v``: its recorded split, or EXTRACT_SUBVECTORs of a legal value."""
    from pyllc.target.lowering import TypeSplitVector

    vt = _vt(v)
    if tl.get_type_action(vt) == TypeSplitVector:
        return get_split_vector(tl, v)
    dag = tl.dag
    h = _half(vt)
    n = vector_num_elements(h)
    return (
        dag.get_node(ISD.EXTRACT_SUBVECTOR, h, v, dag.get_constant(0, MVT.i64)),
        dag.get_node(ISD.EXTRACT_SUBVECTOR, h, v, dag.get_constant(n, MVT.i64)),
    )


def split_vector_result(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> None:
    """``SplitVectorResult``."""
    from pyllc.target.lowering import TypeScalarizeVector

    dag = tl.dag
    opc = node.opcode
    vt = node.vts[res_no]
    h = _half(vt)
    n = vector_num_elements(h)
    if opc == ISD.UNDEF:
        lo = hi = dag.get_undef(h)
    elif opc == ISD.BUILD_VECTOR:
        lo = dag.get_node(ISD.BUILD_VECTOR, h, *node.ops[:n])
        hi = dag.get_node(ISD.BUILD_VECTOR, h, *node.ops[n:])
    elif opc == ISD.CONCAT_VECTORS:
        k = len(node.ops)
        if k == 2:
            lo, hi = node.ops
        else:
            lo = dag.get_node(ISD.CONCAT_VECTORS, h, *node.ops[: k // 2])
            hi = dag.get_node(ISD.CONCAT_VECTORS, h, *node.ops[k // 2 :])
    elif opc == ISD.EXTRACT_SUBVECTOR:
        src, idx = node.ops
        i = idx[0].payload[0]
        lo = dag.get_node(ISD.EXTRACT_SUBVECTOR, h, src, dag.get_constant(i, MVT.i64))
        hi = dag.get_node(ISD.EXTRACT_SUBVECTOR, h, src, dag.get_constant(i + n, MVT.i64))
    elif opc == ISD.INSERT_VECTOR_ELT:
        vec, val, idx = node.ops
        lo, hi = _split_any(tl, vec)
        if idx[0].opcode != ISD.Constant:
            lo, hi = _insert_through_stack(tl, lo, hi, val, idx)
            set_split_vector(tl, (node, res_no), lo, hi)
            return
        i = idx[0].payload[0]
        if i < n:
            lo = dag.get_node(ISD.INSERT_VECTOR_ELT, h, lo, val, idx)
        else:
            hi = dag.get_node(ISD.INSERT_VECTOR_ELT, h, hi, val, dag.get_constant(i - n, _vt(idx)))
    elif opc == ISD.VECTOR_SHUFFLE:
        lo, hi = _split_shuffle(tl, node)
    elif opc == ISD.LOAD:
        lo, hi = _split_load(tl, node)
    elif opc == ISD.SETCC:
        a_lo, a_hi = _split_any(tl, node.ops[0])
        b_lo, b_hi = _split_any(tl, node.ops[1])
        lo = dag.get_node(ISD.SETCC, h, a_lo, b_lo, node.ops[2])
        hi = dag.get_node(ISD.SETCC, h, a_hi, b_hi, node.ops[2])
    elif opc == ISD.BITCAST:
        src = node.ops[0]
        svt = _vt(src)
        if not is_vector(svt) or tl.get_type_action(svt) == TypeScalarizeVector:
            # SplitVecRes_BITCAST, the general case: the integer split by hand, each half bitcast.
            i_lo, i_hi = tl.split_integer(bit_convert_to_integer(tl, src), get_integer_vt(size_in_bits(h)))
            if _is_big_endian(tl):
                i_lo, i_hi = i_hi, i_lo
            set_split_vector(
                tl, (node, res_no), dag.get_node(ISD.BITCAST, h, i_lo), dag.get_node(ISD.BITCAST, h, i_hi)
            )
            return
        s_lo, s_hi = _split_any(tl, src)
        lo = dag.get_node(ISD.BITCAST, h, s_lo)
        hi = dag.get_node(ISD.BITCAST, h, s_hi)
    elif opc in (ISD.ZERO_EXTEND, ISD.SIGN_EXTEND, ISD.ANY_EXTEND, ISD.TRUNCATE, ISD.FP_EXTEND, ISD.FP_ROUND):
        s_lo, s_hi = _split_any(tl, node.ops[0])
        extra = node.ops[1:]
        lo = dag.get_node(opc, h, s_lo, *extra)
        hi = dag.get_node(opc, h, s_hi, *extra)
    elif opc == ISD.SIGN_EXTEND_INREG:
        # SplitVecRes_InregOp: the inreg vector type is split too.
        s_lo, s_hi = _split_any(tl, node.ops[0])
        ivt = dag.get_value_type(_half(node.ops[1][0].payload))
        lo = dag.get_node(opc, h, s_lo, ivt)
        hi = dag.get_node(opc, h, s_hi, ivt)
    elif opc in _ELEMENTWISE or opc == ISD.SELECT:
        los, his = _split_operands(tl, node)
        lo = dag.get_node(opc, h, *los, flags=node.flags)
        hi = dag.get_node(opc, h, *his, flags=node.flags)
    else:
        raise UnsupportedError(None, f"cannot split the result of {_name(tl, node)} of type {_type(vt)}")
    set_split_vector(tl, (node, res_no), lo, hi)


def _split_shuffle(tl: DAGTypeLegalizer, node: SDNode) -> tuple[SDValue, SDValue]:
    """``SplitVecRes_VECTOR_SHUFFLE``: each half is a shuffle of (up to two of) the four input halves, or a
    BUILD_VECTOR of extracted elements."""
    from pyllc.codegen.selection_dag.vector_shuffle import get_vector_shuffle

    dag = tl.dag
    vt = node.vts[0]
    h = _half(vt)
    n = vector_num_elements(h)
    a_lo, a_hi = _split_any(tl, node.ops[0])
    b_lo, b_hi = _split_any(tl, node.ops[1])
    inputs = [a_lo, a_hi, b_lo, b_hi]
    mask = node.payload
    out = []
    for part in range(2):
        sub = mask[part * n : (part + 1) * n]
        used: list[int] = []
        for m in sub:
            if m >= 0 and m // n not in used:
                used.append(m // n)
        if len(used) <= 2:
            if not used:
                out.append(dag.get_undef(h))
                continue
            i0 = used[0]
            i1 = used[1] if len(used) > 1 else None
            new = []
            for m in sub:
                if m < 0:
                    new.append(-1)
                elif m // n == i0:
                    new.append(m % n)
                else:
                    new.append(n + m % n)
            second = inputs[i1] if i1 is not None else dag.get_undef(h)
            out.append(get_vector_shuffle(dag, h, inputs[i0], second, new))
        else:
            elt = vector_element_type(h)
            ops = [
                dag.get_undef(elt)
                if m < 0
                else dag.get_node(
                    ISD.EXTRACT_VECTOR_ELT, elt, inputs[m // n], dag.get_constant(m % n, MVT.i64)
                )
                for m in sub
            ]
            out.append(dag.get_node(ISD.BUILD_VECTOR, h, *ops))
    return out[0], out[1]


def _split_load(tl: DAGTypeLegalizer, node: SDNode) -> tuple[SDValue, SDValue]:
    dag = tl.dag
    vt = node.vts[0]
    if node.payload[0] != 0 or node.payload[1] != 0:
        raise UnsupportedError(None, f"extending or indexed load of {_type(vt)}")
    h = _half(vt)
    hb = size_in_bits(h) // 8
    chain, ptr = node.ops[0], node.ops[1]
    mmo = node.mem_operand
    lo = dag.get_load(h, chain, ptr, _mmo_part(mmo, 0, hb), node.debug_loc, node.ir_order)
    hi = dag.get_load(
        h, chain, dag.get_ptr_add(ptr, hb), _mmo_part(mmo, hb, hb), node.debug_loc, node.ir_order
    )
    ch = dag.get_token_factor([(lo[0], 1), (hi[0], 1)])
    tl.replace_value_with((node, 1), ch)
    return lo, hi


def _spill_halves(tl: DAGTypeLegalizer, lo: SDValue, hi: SDValue) -> tuple[SDValue, SDValue, int, int]:
    """Store both halves to a new stack temporary: (chain, slot address, frame index, half size in bytes)."""
    from pyllc.codegen.machine.mem_operand import MOStore, PSV_FixedStack, PseudoSourceValue

    dag = tl.dag
    hb = size_in_bits(_vt(lo)) // 8
    fi = dag.mf.frame_info.create_stack_object(2 * hb, 16)
    slot = dag.get_frame_index(fi, MVT.i64)
    psv = PseudoSourceValue(PSV_FixedStack, fi)
    s0 = dag.get_store(dag.get_entry_node(), lo, slot, MachineMemOperand(MOStore, hb, 16, pseudo_value=psv))
    s1 = dag.get_store(
        dag.get_entry_node(),
        hi,
        dag.get_ptr_add(slot, hb),
        MachineMemOperand(MOStore, hb, 16, pseudo_value=psv, offset=hb),
    )
    return dag.get_token_factor([s0, s1]), slot, fi, hb


def _element_address(tl: DAGTypeLegalizer, slot: SDValue, idx: SDValue, n: int, esize: int) -> SDValue:
    dag = tl.dag
    i = dag.get_node(ISD.AND, MVT.i64, dag.get_zext_or_trunc(idx, MVT.i64), dag.get_constant(n - 1, MVT.i64))
    if esize > 1:
        i = dag.get_node(ISD.MUL, MVT.i64, i, dag.get_constant(esize, MVT.i64))
    return dag.get_node(ISD.ADD, MVT.i64, slot, i)


def _extract_through_stack(tl: DAGTypeLegalizer, lo: SDValue, hi: SDValue, idx: SDValue, vt: int) -> SDValue:
    """``ExpandExtractFromVectorThroughStack`` for a split vector."""
    from pyllc.codegen.machine.mem_operand import MOLoad, PSV_FixedStack, PseudoSourceValue

    dag = tl.dag
    ch, slot, fi, hb = _spill_halves(tl, lo, hi)
    elt = vector_element_type(_vt(lo))
    esize = size_in_bits(elt) // 8
    addr = _element_address(tl, slot, idx, 2 * vector_num_elements(_vt(lo)), esize)
    mmo = MachineMemOperand(MOLoad, esize, esize, pseudo_value=PseudoSourceValue(PSV_FixedStack, fi))
    if vt == elt:
        return dag.get_load(vt, ch, addr, mmo)
    return dag.get_ext_load(ISD.EXTLOAD, vt, ch, addr, elt, mmo)


def _insert_through_stack(
    tl: DAGTypeLegalizer, lo: SDValue, hi: SDValue, val: SDValue, idx: SDValue
) -> tuple[SDValue, SDValue]:
    """``ExpandInsertToVectorThroughStack`` for a split vector: the halves reloaded after the element store."""
    from pyllc.codegen.machine.mem_operand import MOLoad, MOStore, PSV_FixedStack, PseudoSourceValue

    dag = tl.dag
    ch, slot, fi, hb = _spill_halves(tl, lo, hi)
    h = _vt(lo)
    elt = vector_element_type(h)
    esize = size_in_bits(elt) // 8
    addr = _element_address(tl, slot, idx, 2 * vector_num_elements(h), esize)
    psv = PseudoSourceValue(PSV_FixedStack, fi)
    e_mmo = MachineMemOperand(MOStore, esize, esize, pseudo_value=psv)
    if _vt(val) == elt:
        ch = dag.get_store(ch, val, addr, e_mmo)
    else:
        ch = dag.get_trunc_store(ch, val, addr, elt, e_mmo)
    new_lo = dag.get_load(h, ch, slot, MachineMemOperand(MOLoad, hb, 16, pseudo_value=psv))
    new_hi = dag.get_load(
        h, ch, dag.get_ptr_add(slot, hb), MachineMemOperand(MOLoad, hb, 16, pseudo_value=psv, offset=hb)
    )
    return new_lo, new_hi


def split_vector_operand(tl: DAGTypeLegalizer, node: SDNode, op_no: int) -> bool:
    """``SplitVectorOperand``: replace ``node``'s results; False (never updated in place)."""
    dag = tl.dag
    opc = node.opcode
    op = node.ops[op_no]
    lo, hi = get_split_vector(tl, op)
    h = _vt(lo)
    n = vector_num_elements(h)
    res: SDValue
    if opc == ISD.STORE:
        if op_no != 1 or node.payload[0] != 0:
            raise UnsupportedError(None, "truncating store of a split vector")
        chain, ptr = node.ops[0], node.ops[2]
        hb = size_in_bits(h) // 8
        mmo = node.mem_operand
        s0 = dag.get_store(chain, lo, ptr, _mmo_part(mmo, 0, hb), node.debug_loc, node.ir_order)
        s1 = dag.get_store(
            chain, hi, dag.get_ptr_add(ptr, hb), _mmo_part(mmo, hb, hb), node.debug_loc, node.ir_order
        )
        res = dag.get_token_factor([s0, s1])
    elif opc == ISD.EXTRACT_VECTOR_ELT:
        idx = node.ops[1]
        if idx[0].opcode == ISD.Constant:
            i = idx[0].payload[0]
            src, j = (lo, i) if i < n else (hi, i - n)
            res = dag.get_node(ISD.EXTRACT_VECTOR_ELT, node.vts[0], src, dag.get_constant(j, _vt(idx)))
        else:
            res = _extract_through_stack(tl, lo, hi, idx, node.vts[0])
    elif opc == ISD.EXTRACT_SUBVECTOR:
        i = node.ops[1][0].payload[0]
        rvt = node.vts[0]
        rn = vector_num_elements(rvt)
        if i < n and i + rn <= n:
            res = (
                lo
                if rn == n and i == 0
                else dag.get_node(ISD.EXTRACT_SUBVECTOR, rvt, lo, dag.get_constant(i, MVT.i64))
            )
        elif i >= n:
            res = (
                hi
                if rn == n and i == n
                else dag.get_node(ISD.EXTRACT_SUBVECTOR, rvt, hi, dag.get_constant(i - n, MVT.i64))
            )
        else:
            raise UnsupportedError(None, "extract_subvector across the halves of a split vector")
    elif opc == ISD.CONCAT_VECTORS:
        ops = []
        for o in node.ops:
            a, b = _split_any(tl, o)
            ops += [a, b]
        res = dag.get_node(ISD.CONCAT_VECTORS, node.vts[0], *ops)
    elif opc == ISD.BITCAST and not is_vector(node.vts[0]):
        # SplitVecOp_BITCAST: the halves as integers, joined.
        i_lo, i_hi = bit_convert_to_integer(tl, lo), bit_convert_to_integer(tl, hi)
        if _is_big_endian(tl):
            i_lo, i_hi = i_hi, i_lo
        res = dag.get_node(ISD.BITCAST, node.vts[0], join_integers(tl, i_lo, i_hi))
    elif (
        opc
        in (
            ISD.TRUNCATE,
            ISD.ZERO_EXTEND,
            ISD.SIGN_EXTEND,
            ISD.ANY_EXTEND,
            ISD.FP_ROUND,
            ISD.FP_EXTEND,
            ISD.BITCAST,
            ISD.SETCC,
            ISD.VSELECT,
        )
        or opc in _ELEMENTWISE
    ):
        rvt = node.vts[0]
        rh = get_vector_vt(vector_element_type(rvt), vector_num_elements(rvt) // 2)
        los, his = _split_operands(tl, node)
        r_lo = dag.get_node(opc, rh, *los, flags=node.flags)
        r_hi = dag.get_node(opc, rh, *his, flags=node.flags)
        res = dag.get_node(ISD.CONCAT_VECTORS, rvt, r_lo, r_hi)
    else:
        raise UnsupportedError(
            None, f"cannot split operand {op_no} of {_name(tl, node)} (type {_type(_vt(op))})"
        )
    tl.replace_value_with((node, 0), res)
    return False


# ==================================================================================================
# Widening
# ==================================================================================================


_CONVERSIONS: Final = frozenset(
    (
        ISD.FP_EXTEND,
        ISD.FP_ROUND,
        ISD.SIGN_EXTEND,
        ISD.ZERO_EXTEND,
        ISD.ANY_EXTEND,
        ISD.TRUNCATE,
        ISD.SINT_TO_FP,
        ISD.UINT_TO_FP,
        ISD.FP_TO_SINT,
        ISD.FP_TO_UINT,
    )
)


def _unroll_conversion(tl: DAGTypeLegalizer, node: SDNode, src: SDValue, n: int, rvt: int) -> SDValue:
    """The conversion element by element (``UnrollVectorOp``), padded with undef up to ``rvt``."""
    dag = tl.dag
    relt = vector_element_type(rvt)
    selt = vector_element_type(_vt(src))
    extra = node.ops[1:]
    elems = [
        dag.get_node(
            node.opcode,
            relt,
            dag.get_node(ISD.EXTRACT_VECTOR_ELT, selt, src, dag.get_constant(k, MVT.i64)),
            *extra,
        )
        for k in range(n)
    ]
    elems += [dag.get_undef(relt)] * (vector_num_elements(rvt) - n)
    return dag.get_node(ISD.BUILD_VECTOR, rvt, *elems)


def get_widened_vector(tl: DAGTypeLegalizer, v: SDValue) -> SDValue:
    w = tl.widened_vectors.get(tl.remap_value(v))
    if w is None:
        w = tl.widened_vectors.get(v)
    if w is None:
        raise UnsupportedError(None, f"operand of {_name(tl, v[0])} was not widened")
    return tl.remap_value(w)


def set_widened_vector(tl: DAGTypeLegalizer, v: SDValue, w: SDValue) -> None:
    tl.widened_vectors[v] = tl.analyze_new_value(w)


def _widen_any(tl: DAGTypeLegalizer, v: SDValue, wvt: int) -> SDValue:
    """``v`` as the wider type: its widened value, or an INSERT_SUBVECTOR-free BUILD_VECTOR padding."""
    from pyllc.target.lowering import TypeWidenVector

    vt = _vt(v)
    if vt == wvt:
        return v
    if tl.get_type_action(vt) == TypeWidenVector and tl.transform_type(vt) == wvt:
        return get_widened_vector(tl, v)
    raise UnsupportedError(None, f"widening {_type(vt)} to {_type(wvt)}")


def widen_vector_result(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> None:
    """``WidenVectorResult``."""
    from pyllc.codegen.selection_dag.vector_shuffle import get_vector_shuffle

    dag = tl.dag
    opc = node.opcode
    vt = node.vts[res_no]
    wvt = tl.transform_type(vt)
    n = vector_num_elements(vt)
    wn = vector_num_elements(wvt)
    elt = vector_element_type(wvt)
    if opc == ISD.UNDEF:
        res = dag.get_undef(wvt)
    elif opc == ISD.BUILD_VECTOR:
        res = dag.get_node(ISD.BUILD_VECTOR, wvt, *node.ops, *([dag.get_undef(elt)] * (wn - n)))
    elif opc == ISD.INSERT_VECTOR_ELT:
        vec, val, idx = node.ops
        res = dag.get_node(ISD.INSERT_VECTOR_ELT, wvt, _widen_any(tl, vec, wvt), val, idx)
    elif opc == ISD.VECTOR_SHUFFLE:
        a = _widen_any(tl, node.ops[0], wvt)
        b = _widen_any(tl, node.ops[1], wvt)
        mask = [-1 if m < 0 else (m if m < n else m - n + wn) for m in node.payload] + [-1] * (wn - n)
        res = get_vector_shuffle(dag, wvt, a, b, mask)
    elif opc == ISD.LOAD:
        res = _widen_load(tl, node, wvt)
    elif opc == ISD.EXTRACT_SUBVECTOR:
        src, idx = node.ops
        i = idx[0].payload[0]
        svt = _vt(src)
        if svt == wvt or (vector_num_elements(svt) >= wn and i % wn == 0):
            if svt == wvt and i == 0:
                res = src
            else:
                mask = [i + k for k in range(n)] + [-1] * (wn - n)
                if svt == wvt:
                    res = get_vector_shuffle(dag, wvt, src, dag.get_undef(wvt), mask)
                else:
                    ops = [
                        dag.get_node(ISD.EXTRACT_VECTOR_ELT, elt, src, dag.get_constant(i + k, MVT.i64))
                        for k in range(n)
                    ]
                    res = dag.get_node(ISD.BUILD_VECTOR, wvt, *ops, *([dag.get_undef(elt)] * (wn - n)))
        else:
            ops = [
                dag.get_node(ISD.EXTRACT_VECTOR_ELT, elt, src, dag.get_constant(i + k, MVT.i64))
                for k in range(n)
            ]
            res = dag.get_node(ISD.BUILD_VECTOR, wvt, *ops, *([dag.get_undef(elt)] * (wn - n)))
    elif opc == ISD.CONCAT_VECTORS:
        parts = []
        for o in node.ops:
            ovt = _vt(o)
            for k in range(vector_num_elements(ovt)):
                parts.append(dag.get_node(ISD.EXTRACT_VECTOR_ELT, elt, o, dag.get_constant(k, MVT.i64)))
        res = dag.get_node(ISD.BUILD_VECTOR, wvt, *parts, *([dag.get_undef(elt)] * (wn - len(parts))))
    elif opc == ISD.SETCC:
        a = _widen_any(tl, node.ops[0], tl.transform_type(_vt(node.ops[0])))
        b = _widen_any(tl, node.ops[1], tl.transform_type(_vt(node.ops[1])))
        res = dag.get_node(ISD.SETCC, wvt, a, b, node.ops[2])
    elif opc == ISD.BITCAST:
        src = node.ops[0]
        svt = _vt(src)
        if not is_vector(svt) and size_in_bits(svt) in (32, 64):
            ivt = get_integer_vt(size_in_bits(svt))
            s = src if svt == ivt else dag.get_node(ISD.BITCAST, ivt, src)
            lanes = size_in_bits(wvt) // size_in_bits(ivt)
            v = dag.get_node(ISD.SCALAR_TO_VECTOR, get_vector_vt(ivt, lanes), s)
            res = dag.get_node(ISD.BITCAST, wvt, v)
        elif (
            is_vector(svt)
            and size_in_bits(tl.transform_type(svt)) == size_in_bits(wvt)
            and tl.transform_type(svt) != svt
        ):
            res = dag.get_node(ISD.BITCAST, wvt, _widen_any(tl, src, tl.transform_type(svt)))
        else:
            raise UnsupportedError(None, f"cannot widen a bitcast from {_type(svt)} to {_type(vt)}")
    elif (
        opc == ISD.TRUNCATE
        and tl.tli.is_type_legal(_vt(node.ops[0]))
        and size_in_bits(_vt(node.ops[0])) == size_in_bits(wvt)
    ):
        # Keep every k-th narrow element of the source (little-endian: the low part of each wide element).
        from pyllc.codegen.selection_dag.vector_shuffle import get_vector_shuffle as _gvs

        src = node.ops[0]
        k = size_in_bits(vector_element_type(_vt(src))) // size_in_bits(elt)
        cast = dag.get_node(ISD.BITCAST, wvt, src)
        res = _gvs(dag, wvt, cast, dag.get_undef(wvt), [i * k for i in range(n)] + [-1] * (wn - n))
    elif opc in _CONVERSIONS:
        src = node.ops[0]
        svt = _vt(src)
        from pyllc.target.lowering import TypeWidenVector

        if tl.get_type_action(svt) == TypeWidenVector:
            src = get_widened_vector(tl, src)
        res = _unroll_conversion(tl, node, src, n, wvt)
    elif opc in _UNSAFE_WIDEN:
        scal = []
        for k in range(n):
            ops = [
                dag.get_node(
                    ISD.EXTRACT_VECTOR_ELT, vector_element_type(_vt(o)), o, dag.get_constant(k, MVT.i64)
                )
                for o in node.ops
            ]
            scal.append(dag.get_node(opc, elt, *ops))
        res = dag.get_node(ISD.BUILD_VECTOR, wvt, *scal, *([dag.get_undef(elt)] * (wn - n)))
    elif opc in _ELEMENTWISE or opc == ISD.SELECT:
        ops = []
        for i, o in enumerate(node.ops):
            ovt = _vt(o)
            if opc == ISD.VSELECT and i == 0:
                ops.append(_widen_vselect_mask(tl, o, wvt))
                continue
            ops.append(_widen_any(tl, o, tl.transform_type(ovt)) if is_vector(ovt) else o)
        res = dag.get_node(opc, wvt, *ops, flags=node.flags)
    else:
        raise UnsupportedError(None, f"cannot widen the result of {_name(tl, node)} of type {_type(vt)}")
    set_widened_vector(tl, (node, res_no), res)


def _widen_vselect_mask(tl: DAGTypeLegalizer, c: SDValue, wvt: int) -> SDValue:
    """``WidenVSELECTMask``: the condition of a widened VSELECT as an integer mask vector with ``wvt``'s lane
    count and width (a compare is redone on the widened operands; other masks are rebuilt lane by lane with
    their low bit spread over the lane)."""
    from pyllc.target.lowering import TypePromoteInteger, TypeWidenVector

    dag = tl.dag
    cvt = _vt(c)
    ibits = size_in_bits(vector_element_type(wvt))
    mvt = get_vector_vt(get_integer_vt(ibits), vector_num_elements(wvt))
    if tl.get_type_action(cvt) == TypeWidenVector and tl.transform_type(cvt) == mvt:
        return get_widened_vector(tl, c)
    if c[0].opcode == ISD.SETCC:
        a, b = c[0].ops[0], c[0].ops[1]
        avt = _vt(a)
        if tl.get_type_action(avt) == TypeWidenVector and vector_num_elements(
            tl.transform_type(avt)
        ) == vector_num_elements(wvt):
            wa = _widen_any(tl, a, tl.transform_type(avt))
            wb = _widen_any(tl, b, tl.transform_type(avt))
            m = dag.get_node(ISD.SETCC, tl.setcc_result_type(_vt(wa)), wa, wb, c[0].ops[2])
            return dag.get_sext_or_trunc(m, mvt) if _vt(m) != mvt else m
    src = tl.get_promoted_integer(c) if tl.get_type_action(cvt) == TypePromoteInteger else c
    selt = vector_element_type(_vt(src))
    n = vector_num_elements(cvt)
    elt = get_integer_vt(ibits)
    lanes = []
    for k in range(n):
        e = dag.get_node(ISD.EXTRACT_VECTOR_ELT, selt, src, dag.get_constant(k, MVT.i64))
        e = dag.get_node(ISD.AND, elt, dag.get_any_ext_or_trunc(e, elt), dag.get_constant(1, elt))
        lanes.append(dag.get_node(ISD.SUB, elt, dag.get_constant(0, elt), e))
    lanes += [dag.get_undef(elt)] * (vector_num_elements(wvt) - n)
    return dag.get_node(ISD.BUILD_VECTOR, mvt, *lanes)


def _widen_load(tl: DAGTypeLegalizer, node: SDNode, wvt: int) -> SDValue:
    """``GenWidenVectorLoads`` for SSE2: a 32- or 64-bit vector is one scalar load moved into lane 0."""
    dag = tl.dag
    vt = node.vts[0]
    bits = size_in_bits(vt)
    if node.payload[0] != 0 or node.payload[1] != 0 or bits not in (32, 64):
        raise UnsupportedError(None, f"widening a load of {_type(vt)}")
    ivt = get_integer_vt(bits)
    ld = dag.get_load(ivt, node.ops[0], node.ops[1], node.mem_operand, node.debug_loc, node.ir_order)
    tl.replace_value_with((node, 1), (ld[0], 1))
    lanes = size_in_bits(wvt) // bits
    v = dag.get_node(ISD.SCALAR_TO_VECTOR, get_vector_vt(ivt, lanes), ld)
    return dag.get_node(ISD.BITCAST, wvt, v)


def widen_vector_operand(tl: DAGTypeLegalizer, node: SDNode, op_no: int) -> bool:
    """``WidenVectorOperand``: replace ``node``'s results; False."""
    dag = tl.dag
    opc = node.opcode
    op = node.ops[op_no]
    vt = _vt(op)
    w = get_widened_vector(tl, op)
    wvt = _vt(w)
    n = vector_num_elements(vt)
    if opc == ISD.STORE:
        bits = size_in_bits(vt)
        if op_no != 1 or node.payload[0] != 0 or bits not in (32, 64):
            raise UnsupportedError(None, f"storing the widened vector type {_type(vt)}")
        ivt = get_integer_vt(bits)
        lanes = size_in_bits(wvt) // bits
        cast = dag.get_node(ISD.BITCAST, get_vector_vt(ivt, lanes), w)
        s = dag.get_node(ISD.EXTRACT_VECTOR_ELT, ivt, cast, dag.get_constant(0, MVT.i64))
        res = dag.get_store(node.ops[0], s, node.ops[2], node.mem_operand, node.debug_loc, node.ir_order)
    elif opc == ISD.EXTRACT_VECTOR_ELT:
        res = dag.get_node(ISD.EXTRACT_VECTOR_ELT, node.vts[0], w, node.ops[1])
    elif opc == ISD.EXTRACT_SUBVECTOR:
        rvt = node.vts[0]
        i = node.ops[1][0].payload[0]
        if rvt == wvt and i == 0:
            res = w
        else:
            elt = vector_element_type(rvt)
            ops = [
                dag.get_node(ISD.EXTRACT_VECTOR_ELT, elt, w, dag.get_constant(i + k, MVT.i64))
                for k in range(vector_num_elements(rvt))
            ]
            res = dag.get_node(ISD.BUILD_VECTOR, rvt, *ops)
    elif (
        opc == ISD.CONCAT_VECTORS
        and op_no == 0
        and node.vts[0] == wvt
        and all(o[0].opcode == ISD.UNDEF for o in node.ops[1:])
    ):
        res = w  # the widened value already has the operand in its low lanes
    elif (
        opc in (ISD.ZERO_EXTEND, ISD.SIGN_EXTEND, ISD.ANY_EXTEND)
        and is_vector(node.vts[0])
        and size_in_bits(node.vts[0]) == size_in_bits(wvt)
        and tl.tli.is_type_legal(node.vts[0])
    ):
        inreg = {
            ISD.ZERO_EXTEND: ISD.ZERO_EXTEND_VECTOR_INREG,
            ISD.SIGN_EXTEND: ISD.SIGN_EXTEND_VECTOR_INREG,
            ISD.ANY_EXTEND: ISD.ANY_EXTEND_VECTOR_INREG,
        }[opc]
        res = dag.get_node(inreg, node.vts[0], w)
    elif opc == ISD.CONCAT_VECTORS:
        rvt = node.vts[0]
        elt = vector_element_type(rvt)
        parts = []
        for o in node.ops:
            ow = _widen_any(tl, o, wvt) if _vt(o) != wvt else o
            for k in range(n):
                parts.append(dag.get_node(ISD.EXTRACT_VECTOR_ELT, elt, ow, dag.get_constant(k, MVT.i64)))
        res = dag.get_node(ISD.BUILD_VECTOR, rvt, *parts)
    elif opc == ISD.BITCAST and not is_vector(node.vts[0]) and size_in_bits(node.vts[0]) in (32, 64):
        rvt = node.vts[0]
        bits = size_in_bits(rvt)
        ivt = get_integer_vt(bits)
        cast = dag.get_node(ISD.BITCAST, get_vector_vt(ivt, size_in_bits(wvt) // bits), w)
        res = dag.get_node(ISD.EXTRACT_VECTOR_ELT, ivt, cast, dag.get_constant(0, MVT.i64))
        if rvt != ivt:
            res = dag.get_node(ISD.BITCAST, rvt, res)
    elif opc in _CONVERSIONS and is_vector(node.vts[0]):
        res = _unroll_conversion(tl, node, w, vector_num_elements(node.vts[0]), node.vts[0])
    else:
        raise UnsupportedError(None, f"cannot widen operand {op_no} of {_name(tl, node)} (type {_type(vt)})")
    tl.replace_value_with((node, 0), res)
    return False


def unroll_vector_op(dag: Any, node: SDNode) -> SDValue:
    """``SelectionDAG::UnrollVectorOp``: the operation on each element, rebuilt with BUILD_VECTOR (scalar
    operands such as a shift amount or an inreg type are passed to every element operation)."""
    vt = node.vts[0]
    n = vector_num_elements(vt)
    elt = vector_element_type(vt)
    opc = node.opcode
    res = []
    for k in range(n):
        ops = []
        for o in node.ops:
            ovt = _vt(o)
            if is_vector(ovt):
                ops.append(
                    dag.get_node(
                        ISD.EXTRACT_VECTOR_ELT, vector_element_type(ovt), o, dag.get_constant(k, MVT.i64)
                    )
                )
            elif o[0].opcode == ISD.VALUETYPE and is_vector(o[0].payload):
                ops.append(dag.get_value_type(vector_element_type(o[0].payload)))
            else:
                ops.append(o)
        if opc in (ISD.SHL, ISD.SRL, ISD.SRA, ISD.ROTL, ISD.ROTR):
            ops[1] = dag.get_zext_or_trunc(ops[1], dag.tli.get_shift_amount_ty(elt))
        res.append(dag.get_node(opc, elt, *ops, flags=node.flags))
    return dag.get_node(ISD.BUILD_VECTOR, vt, *res)


def _vector_stack_temporary(dag: Any, vec: SDValue) -> tuple[SDValue, SDValue, int]:
    """``vec`` stored to a new stack temporary: (chain, slot address, frame index)."""
    from pyllc.codegen.machine.mem_operand import MOStore, PSV_FixedStack, PseudoSourceValue

    size = size_in_bits(_vt(vec)) // 8
    fi = dag.mf.frame_info.create_stack_object(size, 16)
    slot = dag.get_frame_index(fi, MVT.i64)
    mmo = MachineMemOperand(MOStore, size, 16, pseudo_value=PseudoSourceValue(PSV_FixedStack, fi))
    return dag.get_store(dag.get_entry_node(), vec, slot, mmo), slot, fi


def _stack_element_address(dag: Any, slot: SDValue, idx: SDValue, n: int, esize: int) -> SDValue:
    i = dag.get_node(ISD.AND, MVT.i64, dag.get_zext_or_trunc(idx, MVT.i64), dag.get_constant(n - 1, MVT.i64))
    if esize > 1:
        i = dag.get_node(ISD.MUL, MVT.i64, i, dag.get_constant(esize, MVT.i64))
    return dag.get_node(ISD.ADD, MVT.i64, slot, i)


def expand_extract_from_vector_through_stack(dag: Any, node: SDNode) -> SDValue:
    """``ExpandExtractFromVectorThroughStack``: store the vector, load the element (index clamped)."""
    from pyllc.codegen.machine.mem_operand import MOLoad, PSV_FixedStack, PseudoSourceValue

    vec, idx = node.ops
    vt = node.vts[0]
    vvt = _vt(vec)
    elt = vector_element_type(vvt)
    esize = size_in_bits(elt) // 8
    ch, slot, fi = _vector_stack_temporary(dag, vec)
    addr = _stack_element_address(dag, slot, idx, vector_num_elements(vvt), esize)
    mmo = MachineMemOperand(MOLoad, esize, esize, pseudo_value=PseudoSourceValue(PSV_FixedStack, fi))
    if vt == elt:
        return dag.get_load(vt, ch, addr, mmo)
    return dag.get_ext_load(ISD.EXTLOAD, vt, ch, addr, elt, mmo)


def expand_insert_to_vector_through_stack(dag: Any, node: SDNode) -> SDValue:
    """``ExpandInsertToVectorThroughStack``: store the vector, store the element, reload the vector."""
    from pyllc.codegen.machine.mem_operand import MOLoad, MOStore, PSV_FixedStack, PseudoSourceValue

    vec, val, idx = node.ops
    vt = node.vts[0]
    elt = vector_element_type(vt)
    esize = size_in_bits(elt) // 8
    ch, slot, fi = _vector_stack_temporary(dag, vec)
    addr = _stack_element_address(dag, slot, idx, vector_num_elements(vt), esize)
    psv = PseudoSourceValue(PSV_FixedStack, fi)
    e_mmo = MachineMemOperand(MOStore, esize, esize, pseudo_value=psv)
    if _vt(val) == elt:
        ch = dag.get_store(ch, val, addr, e_mmo)
    else:
        ch = dag.get_trunc_store(ch, val, addr, elt, e_mmo)
    size = size_in_bits(vt) // 8
    return dag.get_load(vt, ch, slot, MachineMemOperand(MOLoad, size, 16, pseudo_value=psv))


def _is_big_endian(tl: DAGTypeLegalizer) -> bool:
    """``DataLayout::isBigEndian`` of the function being legalized."""
    from pyllc.codegen.selection_dag.function_lowering_info import function_data_layout

    mf = tl.dag.mf
    if mf is None:
        return False
    return function_data_layout(mf.function, mf.target).is_big_endian()


def bit_convert_to_integer(tl: DAGTypeLegalizer, v: SDValue) -> SDValue:
    """``BitConvertToInteger``: ``v`` bitcast to the integer of its size."""
    ivt = get_integer_vt(size_in_bits(_vt(v)))
    return tl.dag.get_node(ISD.BITCAST, ivt, v)


def join_integers(tl: DAGTypeLegalizer, lo: SDValue, hi: SDValue) -> SDValue:
    """``JoinIntegers``: ``lo | (hi << bits(lo))`` in the integer of both sizes together."""
    dag = tl.dag
    lo_bits = size_in_bits(_vt(lo))
    nvt = get_integer_vt(lo_bits + size_in_bits(_vt(hi)))
    lo = dag.get_node(ISD.ZERO_EXTEND, nvt, lo)
    hi = dag.get_node(ISD.ANY_EXTEND, nvt, hi)
    hi = dag.get_node(
        ISD.SHL, nvt, hi, dag.get_constant(lo_bits, _target_lowering(tl).get_shift_amount_ty(nvt, False))
    )
    return dag.get_node(ISD.OR, nvt, lo, hi)


def promote_vector_integer_result(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> bool:
    """The vector cases of ``PromoteIntegerResult`` (``PromoteIntRes_BUILD_VECTOR``,
    ``PromoteIntRes_EXTRACT_VECTOR_ELT``...); False when ``node`` is not one of them."""
    from pyllc.target.lowering import TypePromoteInteger, TypeScalarizeVector, TypeSplitVector

    dag = tl.dag
    opc = node.opcode
    vt = node.vts[res_no]
    nvt = tl.transform_type(vt)
    if opc == ISD.BUILD_VECTOR and is_vector(vt):
        nelt = vector_element_type(nvt)
        ops = []
        for o in node.ops:
            if o[0].opcode == ISD.UNDEF:
                ops.append(dag.get_undef(nelt))
                continue
            ovt = _vt(o)
            if tl.get_type_action(ovt) == TypePromoteInteger:
                o = tl.get_promoted_integer(o)
            ops.append(dag.get_any_ext_or_trunc(o, nelt))
        tl.set_promoted_integer((node, res_no), dag.get_node(ISD.BUILD_VECTOR, nvt, *ops))
        return True
    if opc == ISD.EXTRACT_VECTOR_ELT:
        vec = node.ops[0]
        vvt = _vt(vec)
        if tl.get_type_action(vvt) == TypePromoteInteger:
            vec = tl.get_promoted_integer(vec)
        elif tl.get_type_action(vvt) in (TypeSplitVector, TypeScalarizeVector):
            # The element extracted straight into the promoted type (the vector operand is legalized next).
            tl.set_promoted_integer(
                (node, res_no), dag.get_node(ISD.EXTRACT_VECTOR_ELT, nvt, vec, node.ops[1])
            )
            return True
        ext = dag.get_node(ISD.EXTRACT_VECTOR_ELT, vector_element_type(_vt(vec)), vec, node.ops[1])
        tl.set_promoted_integer((node, res_no), dag.get_any_ext_or_trunc(ext, nvt))
        return True
    if opc == ISD.INSERT_VECTOR_ELT and is_vector(vt):
        vec = tl.get_promoted_integer(node.ops[0])
        val = node.ops[1]
        if tl.get_type_action(_vt(val)) == TypePromoteInteger:
            val = tl.get_promoted_integer(val)
        val = dag.get_any_ext_or_trunc(val, vector_element_type(nvt))
        tl.set_promoted_integer(
            (node, res_no), dag.get_node(ISD.INSERT_VECTOR_ELT, nvt, vec, val, node.ops[2])
        )
        return True
    if opc == ISD.BITCAST and not is_vector(vt) and is_vector(_vt(node.ops[0])):
        # PromoteIntRes_BITCAST from a scalarized or split vector.
        src_action = tl.get_type_action(_vt(node.ops[0]))
        if src_action == TypeScalarizeVector:
            e = bit_convert_to_integer(tl, get_scalarized_vector(tl, node.ops[0]))
            tl.set_promoted_integer((node, res_no), dag.get_node(ISD.ANY_EXTEND, nvt, e))
            return True
        if src_action == TypeSplitVector:
            lo, hi = get_split_vector(tl, node.ops[0])
            lo, hi = bit_convert_to_integer(tl, lo), bit_convert_to_integer(tl, hi)
            if _is_big_endian(tl):
                lo, hi = hi, lo
            joined = join_integers(tl, lo, hi)
            joined = dag.get_node(ISD.ANY_EXTEND, get_integer_vt(size_in_bits(nvt)), joined)
            tl.set_promoted_integer((node, res_no), dag.get_node(ISD.BITCAST, nvt, joined))
            return True
    if (
        opc == ISD.BITCAST
        and not is_vector(vt)
        and is_vector(_vt(node.ops[0]))
        and vector_element_type(_vt(node.ops[0])) == MVT.i1
    ):
        # <N x i1> -> iN: bit k is lane k (the lanes of a promoted mask are 0/-1 or 0/1).
        src = tl.get_promoted_integer(node.ops[0])
        selt = vector_element_type(_vt(src))
        acc = dag.get_constant(0, nvt)
        for k in range(vector_num_elements(_vt(src))):
            e = dag.get_node(ISD.EXTRACT_VECTOR_ELT, selt, src, dag.get_constant(k, MVT.i64))
            b = dag.get_node(ISD.AND, nvt, dag.get_zext_or_trunc(e, nvt), dag.get_constant(1, nvt))
            if k:
                b = dag.get_node(ISD.SHL, nvt, b, dag.get_constant(k, tl.tli.get_shift_amount_ty(nvt)))
            acc = dag.get_node(ISD.OR, nvt, acc, b)
        tl.set_promoted_integer((node, res_no), acc)
        return True
    if opc in (ISD.EXTRACT_SUBVECTOR, ISD.CONCAT_VECTORS) and is_vector(vt):
        # PromoteIntRes_EXTRACT_SUBVECTOR / _CONCAT_VECTORS: element by element into the promoted type.
        nelt = vector_element_type(nvt)
        if opc == ISD.EXTRACT_SUBVECTOR:
            srcs = [(node.ops[0], node.ops[1][0].payload[0], vector_num_elements(vt))]
        else:
            srcs = [(o, 0, vector_num_elements(_vt(o))) for o in node.ops]
        elems = []
        for src, start, cnt in srcs:
            if tl.get_type_action(_vt(src)) == TypePromoteInteger:
                src = tl.get_promoted_integer(src)
            selt = vector_element_type(_vt(src))
            for k in range(start, start + cnt):
                e = dag.get_node(ISD.EXTRACT_VECTOR_ELT, selt, src, dag.get_constant(k, MVT.i64))
                elems.append(dag.get_any_ext_or_trunc(e, nelt))
        tl.set_promoted_integer((node, res_no), dag.get_node(ISD.BUILD_VECTOR, nvt, *elems))
        return True
    if opc == ISD.VSELECT:
        c = node.ops[0]
        if tl.get_type_action(_vt(c)) == TypePromoteInteger:
            is_mask = c[0].opcode == ISD.SETCC
            c = tl.get_promoted_integer(c)
            if not is_mask:
                # A promoted i1 lane may hold 0/1: make it 0/-1 (PromoteTargetBoolean's sign extension).
                cvt = _vt(c)
                sh = dag.get_constant(size_in_bits(vector_element_type(cvt)) - 1, cvt)
                c = dag.get_node(ISD.SRA, cvt, dag.get_node(ISD.SHL, cvt, c, sh), sh)
        a = tl.get_promoted_integer(node.ops[1])
        b = tl.get_promoted_integer(node.ops[2])
        if size_in_bits(_vt(c)) != size_in_bits(nvt):
            c = dag.get_sext_or_trunc(
                c,
                get_vector_vt(
                    get_integer_vt(size_in_bits(vector_element_type(nvt))), vector_num_elements(nvt)
                ),
            )
        tl.set_promoted_integer((node, res_no), dag.get_node(ISD.VSELECT, nvt, c, a, b))
        return True
    if opc == ISD.VECTOR_SHUFFLE:
        from pyllc.codegen.selection_dag.vector_shuffle import get_vector_shuffle

        a = tl.get_promoted_integer(node.ops[0])
        b = tl.get_promoted_integer(node.ops[1])
        tl.set_promoted_integer((node, res_no), get_vector_shuffle(dag, nvt, a, b, node.payload))
        return True
    return False


# ==================================================================================================
# Scalarization (one-element vectors become their element)
# ==================================================================================================

#: Operations scalarized by applying them to the one element of each vector operand (LLVM:
#: ``ScalarizeVecRes_UnaryOp``, ``_BinOp``, ``_TernaryOp``; scalar operands such as an FP_ROUND flag are kept).
_SCALARIZE_ELEMENTWISE: Final = _ELEMENTWISE.union(
    (
        ISD.ANY_EXTEND,
        ISD.ZERO_EXTEND,
        ISD.SIGN_EXTEND,
        ISD.TRUNCATE,
        ISD.FP_EXTEND,
        ISD.FP_ROUND,
        ISD.CTPOP,
        ISD.CTLZ,
        ISD.CTTZ,
        ISD.CTLZ_ZERO_UNDEF,
        ISD.CTTZ_ZERO_UNDEF,
        ISD.BSWAP,
        ISD.BITREVERSE,
        ISD.FCEIL,
        ISD.FFLOOR,
        ISD.FTRUNC,
        ISD.FRINT,
        ISD.FNEARBYINT,
        ISD.FROUND,
        ISD.FCANONICALIZE,
        ISD.FCOPYSIGN,
        ISD.FMINIMUM,
        ISD.FMAXIMUM,
        ISD.FPOWI,
        ISD.FMA,
        ISD.FSHL,
        ISD.FSHR,
        ISD.ROTL,
        ISD.ROTR,
        ISD.SADDSAT,
        ISD.UADDSAT,
        ISD.SSUBSAT,
        ISD.USUBSAT,
    )
).difference((ISD.VSELECT,))

_VECREDUCE: Final = frozenset(
    (
        ISD.VECREDUCE_FADD,
        ISD.VECREDUCE_FMUL,
        ISD.VECREDUCE_ADD,
        ISD.VECREDUCE_MUL,
        ISD.VECREDUCE_AND,
        ISD.VECREDUCE_OR,
        ISD.VECREDUCE_XOR,
        ISD.VECREDUCE_SMAX,
        ISD.VECREDUCE_SMIN,
        ISD.VECREDUCE_UMAX,
        ISD.VECREDUCE_UMIN,
        ISD.VECREDUCE_FMAX,
        ISD.VECREDUCE_FMIN,
    )
)


def get_scalarized_vector(tl: DAGTypeLegalizer, v: SDValue) -> SDValue:
    """``GetScalarizedVector``."""
    s = tl.scalarized_vectors.get(tl.remap_value(v))
    if s is None:
        s = tl.scalarized_vectors.get(v)
    if s is None:
        raise UnsupportedError(None, f"operand of {_name(tl, v[0])} was not scalarized")
    return tl.remap_value(s)


def set_scalarized_vector(tl: DAGTypeLegalizer, v: SDValue, s: SDValue) -> None:
    """``SetScalarizedVector``: the element may be wider than the vector's (an implicitly extended integer)."""
    tl.scalarized_vectors[v] = tl.analyze_new_value(s)


def _target_lowering(tl: DAGTypeLegalizer) -> TargetLowering:
    tli = tl.tli
    if tli is None:
        raise UnsupportedError(None, "type legalization without a target")
    return tli


def _boolean_extend(tl: DAGTypeLegalizer, vt: int) -> int:
    """The extension a boolean of a compare of ``vt`` values gets (``getExtendForContent``)."""
    tli = _target_lowering(tl)
    return tli.get_extend_for_content(tli.get_boolean_contents(vt))


def _scalar_operand(tl: DAGTypeLegalizer, o: SDValue) -> SDValue:
    """The one element of the vector operand ``o``: its scalarized value, or element 0 of a legal vector (as
    ``ScalarizeVecRes_UnaryOp`` / ``_SETCC`` / ``_VSELECT`` do for an operand whose type is not scalarized)."""
    from pyllc.target.lowering import TypeScalarizeVector

    ovt = _vt(o)
    if tl.get_type_action(ovt) == TypeScalarizeVector:
        return get_scalarized_vector(tl, o)
    dag = tl.dag
    return dag.get_node(ISD.EXTRACT_VECTOR_ELT, vector_element_type(ovt), o, dag.get_constant(0, MVT.i64))


def scalarize_vector_result(tl: DAGTypeLegalizer, node: SDNode, res_no: int) -> None:
    """``ScalarizeVectorResult``: record the element standing for the one-element vector result."""
    dag = tl.dag
    opc = node.opcode
    vt = node.vts[res_no]
    elt = vector_element_type(vt)
    res: SDValue
    if opc == ISD.MERGE_VALUES:
        res = tl.disintegrate_merge_values(node, res_no)
        res = get_scalarized_vector(tl, res)
    elif opc == ISD.UNDEF:
        res = dag.get_undef(elt)
    elif opc in (ISD.BUILD_VECTOR, ISD.SCALAR_TO_VECTOR):
        # ScalarizeVecRes_BUILD_VECTOR / _SCALAR_TO_VECTOR: the operand may be wider than the element.
        res = node.ops[0]
        if _vt(res) != elt:
            res = dag.get_node(ISD.TRUNCATE, elt, res)
    elif opc == ISD.INSERT_VECTOR_ELT:
        # ScalarizeVecRes_INSERT_VECTOR_ELT: the inserted value (the index can only be 0).
        res = node.ops[1]
        if _vt(res) != elt:
            res = dag.get_node(ISD.TRUNCATE, elt, res)
    elif opc == ISD.EXTRACT_SUBVECTOR:
        # ScalarizeVecRes_EXTRACT_SUBVECTOR.
        res = dag.get_node(ISD.EXTRACT_VECTOR_ELT, elt, node.ops[0], node.ops[1])
    elif opc == ISD.VECTOR_SHUFFLE:
        # ScalarizeVecRes_VECTOR_SHUFFLE: the operand the one mask element names.
        m = node.payload[0]
        res = dag.get_undef(elt) if m < 0 else get_scalarized_vector(tl, node.ops[0 if m == 0 else 1])
    elif opc == ISD.BITCAST:
        # ScalarizeVecRes_BITCAST.
        src = node.ops[0]
        svt = _vt(src)
        if is_vector(svt) and vector_num_elements(svt) == 1 and not tl.is_type_legal(svt):
            src = get_scalarized_vector(tl, src)
        res = dag.get_node(ISD.BITCAST, elt, src)
    elif opc == ISD.LOAD:
        res = _scalarize_load(tl, node)
    elif opc == ISD.SETCC:
        res = _scalarize_setcc(tl, node)
    elif opc == ISD.VSELECT:
        res = _scalarize_vselect(tl, node)
    elif opc == ISD.SELECT:
        # ScalarizeVecRes_SELECT: the condition is a scalar.
        a = get_scalarized_vector(tl, node.ops[1])
        res = dag.get_select(_vt(a), node.ops[0], a, get_scalarized_vector(tl, node.ops[2]))
    elif opc == ISD.SELECT_CC:
        # ScalarizeVecRes_SELECT_CC.
        a = get_scalarized_vector(tl, node.ops[2])
        b = get_scalarized_vector(tl, node.ops[3])
        res = dag.get_node(ISD.SELECT_CC, _vt(a), node.ops[0], node.ops[1], a, b, node.ops[4])
    elif opc == ISD.SIGN_EXTEND_INREG:
        # ScalarizeVecRes_InregOp: the inreg type becomes its element type.
        a = get_scalarized_vector(tl, node.ops[0])
        ivt = vector_element_type(node.ops[1][0].payload)
        res = dag.get_node(opc, _vt(a), a, dag.get_value_type(ivt))
    elif opc in (ISD.ANY_EXTEND_VECTOR_INREG, ISD.SIGN_EXTEND_VECTOR_INREG, ISD.ZERO_EXTEND_VECTOR_INREG):
        # ScalarizeVecRes_VecInregOp: extend element 0 of the operand.
        ext = {
            ISD.ANY_EXTEND_VECTOR_INREG: ISD.ANY_EXTEND,
            ISD.SIGN_EXTEND_VECTOR_INREG: ISD.SIGN_EXTEND,
            ISD.ZERO_EXTEND_VECTOR_INREG: ISD.ZERO_EXTEND,
        }[opc]
        res = dag.get_node(ext, elt, _scalar_operand(tl, node.ops[0]))
    elif opc in _SCALARIZE_ELEMENTWISE:
        # ScalarizeVecRes_UnaryOp / _BinOp / _TernaryOp.
        ops = [_scalar_operand(tl, o) if is_vector(_vt(o)) else o for o in node.ops]
        rvt = elt if opc in _CONVERSIONS or opc == ISD.FP_ROUND else _vt(ops[0])
        res = dag.get_node(opc, rvt, *ops, flags=node.flags)
    else:
        raise UnsupportedError(None, f"cannot scalarize the result of {_name(tl, node)} of type {_type(vt)}")
    set_scalarized_vector(tl, (node, res_no), res)


def _scalarize_load(tl: DAGTypeLegalizer, node: SDNode) -> SDValue:
    """``ScalarizeVecRes_LOAD``: a load of the element (extending as the vector load did)."""
    dag = tl.dag
    ext, am, mem_vt = node.payload[0], node.payload[1], node.payload[2]
    if am != ISD.UNINDEXED:
        raise UnsupportedError(None, "scalarizing an indexed vector load")
    elt = vector_element_type(node.vts[0])
    ld = dag.get_load(
        elt,
        node.ops[0],
        node.ops[1],
        node.mem_operand,
        node.debug_loc,
        node.ir_order,
        ext,
        vector_element_type(mem_vt),
    )
    tl.replace_value_with((node, 1), (ld[0], 1))
    return ld


def _scalarize_setcc(tl: DAGTypeLegalizer, node: SDNode) -> SDValue:
    """``ScalarizeVecRes_SETCC``: an i1 compare of the elements, extended to the result element as the
    vector boolean contents of the operand type say."""
    dag = tl.dag
    a = _scalar_operand(tl, node.ops[0])
    b = _scalar_operand(tl, node.ops[1])
    res = dag.get_node(ISD.SETCC, MVT.i1, a, b, node.ops[2], flags=node.flags)
    return dag.get_node(_boolean_extend(tl, _vt(node.ops[0])), vector_element_type(node.vts[0]), res)


def _scalarize_vselect(tl: DAGTypeLegalizer, node: SDNode) -> SDValue:
    """``ScalarizeVecRes_VSELECT``: a SELECT of the elements; the condition element is brought from the
    vector boolean contents to the scalar ones."""
    from pyllc.target.lowering import (
        UndefinedBooleanContent,
        ZeroOrNegativeOneBooleanContent,
        ZeroOrOneBooleanContent,
    )

    dag = tl.dag
    tli = _target_lowering(tl)
    cond = _scalar_operand(tl, node.ops[0])
    a = get_scalarized_vector(tl, node.ops[1])
    scalar_bool = tli.boolean_contents
    vec_bool = tli.boolean_vector_contents
    if tli.boolean_contents != tli.boolean_float_contents:
        # Only a condition made by a compare tells which contents it has.
        if cond[0].opcode == ISD.SETCC:
            op_vt = _vt(cond[0].ops[0])
            scalar_bool = tli.get_boolean_contents(op_vt)
            vec_bool = tli.get_boolean_contents(get_vector_vt(op_vt, 1))
        else:
            scalar_bool = UndefinedBooleanContent
    cvt = _vt(cond)
    if scalar_bool != vec_bool:
        if scalar_bool == ZeroOrOneBooleanContent:
            cond = dag.get_node(ISD.AND, cvt, cond, dag.get_constant(1, cvt))
        elif scalar_bool == ZeroOrNegativeOneBooleanContent:
            cond = dag.get_node(ISD.SIGN_EXTEND_INREG, cvt, cond, dag.get_value_type(MVT.i1))
    bool_vt = tl.setcc_result_type(cvt)
    if size_in_bits(bool_vt) < size_in_bits(cvt):
        cond = dag.get_node(ISD.TRUNCATE, bool_vt, cond)
    return dag.get_select(_vt(a), cond, a, get_scalarized_vector(tl, node.ops[2]))


def scalarize_vector_operand(tl: DAGTypeLegalizer, node: SDNode, op_no: int) -> bool:
    """``ScalarizeVectorOperand``: replace ``node``'s result; False (never updated in place)."""
    dag = tl.dag
    opc = node.opcode
    op = node.ops[op_no]
    rvt = node.vts[0]
    res: SDValue
    if opc == ISD.BITCAST:
        # ScalarizeVecOp_BITCAST.
        res = dag.get_node(ISD.BITCAST, rvt, get_scalarized_vector(tl, op))
    elif opc == ISD.EXTRACT_VECTOR_ELT:
        # ScalarizeVecOp_EXTRACT_VECTOR_ELT: the element (the index can only be 0), extended to the result.
        res = get_scalarized_vector(tl, op)
        if _vt(res) != rvt:
            res = dag.get_node(ISD.FP_EXTEND if is_floating_point(rvt) else ISD.ANY_EXTEND, rvt, res)
    elif opc == ISD.CONCAT_VECTORS:
        # ScalarizeVecOp_CONCAT_VECTORS: every operand is a one-element vector.
        res = dag.get_node(ISD.BUILD_VECTOR, rvt, *(get_scalarized_vector(tl, o) for o in node.ops))
    elif opc == ISD.STORE:
        res = _scalarize_store(tl, node, op_no)
    elif opc in _VECREDUCE:
        # ScalarizeVecOp_VECREDUCE.
        res = get_scalarized_vector(tl, op)
        if _vt(res) != rvt:
            res = dag.get_node(ISD.ANY_EXTEND, rvt, res)
    elif opc == ISD.VSELECT and op_no == 0:
        # ScalarizeVecOp_VSELECT: a legal one-element result chosen by a scalarized condition.
        elt = vector_element_type(rvt)
        sel = dag.get_select(
            elt,
            get_scalarized_vector(tl, op),
            _scalar_operand(tl, node.ops[1]),
            _scalar_operand(tl, node.ops[2]),
        )
        res = dag.get_node(ISD.SCALAR_TO_VECTOR, rvt, sel)
    elif opc == ISD.SETCC and is_vector(rvt):
        # ScalarizeVecOp_VSETCC: a legal one-element mask from compared elements.
        c = dag.get_node(
            ISD.SETCC,
            MVT.i1,
            get_scalarized_vector(tl, node.ops[0]),
            get_scalarized_vector(tl, node.ops[1]),
            node.ops[2],
            flags=node.flags,
        )
        ext = _boolean_extend(tl, _vt(node.ops[0]))
        res = dag.get_node(ISD.SCALAR_TO_VECTOR, rvt, dag.get_node(ext, vector_element_type(rvt), c))
    elif (opc in _CONVERSIONS or opc == ISD.FP_ROUND) and is_vector(rvt):
        # ScalarizeVecOp_UnaryOp / _FP_ROUND: a legal one-element result of a converted element.
        elt = dag.get_node(opc, vector_element_type(rvt), get_scalarized_vector(tl, op), *node.ops[1:])
        res = dag.get_node(ISD.SCALAR_TO_VECTOR, rvt, elt)
    else:
        raise UnsupportedError(
            None, f"cannot scalarize operand {op_no} of {_name(tl, node)} (type {_type(_vt(op))})"
        )
    tl.replace_value_with((node, 0), res)
    return False


def _scalarize_store(tl: DAGTypeLegalizer, node: SDNode, op_no: int) -> SDValue:
    """``ScalarizeVecOp_STORE``: a (truncating) store of the element."""
    dag = tl.dag
    if op_no != 1 or node.payload[1] != ISD.UNINDEXED:
        raise UnsupportedError(None, "scalarizing an indexed store or a store address")
    chain, ptr = node.ops[0], node.ops[2]
    val = get_scalarized_vector(tl, node.ops[1])
    if node.payload[0]:
        mem_elt = vector_element_type(node.payload[2])
        return dag.get_trunc_store(chain, val, ptr, mem_elt, node.mem_operand, node.debug_loc, node.ir_order)
    return dag.get_store(chain, val, ptr, node.mem_operand, node.debug_loc, node.ir_order)


__all__ = [
    "split_vector_result",
    "split_vector_operand",
    "widen_vector_result",
    "widen_vector_operand",
    "scalarize_vector_result",
    "scalarize_vector_operand",
]
