"""Operation legalization (LegalizeDAG.cpp): actions Legal/Custom/Expand/LibCall/Promote, loads and stores of
illegal forms, and the generic expansions, with LLVM 14's node sequences."""

from __future__ import annotations

import pytest
from legalize_helpers import (
    CUSTOM,
    EXPAND,
    ISD,
    MVT,
    PROMOTE,
    VREG,
    TestLowering,
    arg,
    make_dag,
    result_of,
    ret,
    shape,
)

from pyllc.codegen.selection_dag.dag_combiner import combine
from pyllc.codegen.selection_dag.legalize_dag import legalize
from pyllc.support.diagnostics import UnsupportedError


def _run(t, build):  # type: ignore[no-untyped-def]
    dag = make_dag(t)
    values = build(dag)
    ret(dag, *values)
    legalize(dag)
    return dag, [shape(result_of(dag.root[0], i)) for i in range(len(values))]


def test_division_and_remainder_share_one_divrem_node() -> None:
    dag, got = _run(
        TestLowering(),
        lambda d: (
            d.get_node(ISD.SDIV, MVT.i32, arg(d, 1), arg(d, 2)),
            d.get_node(ISD.SREM, MVT.i32, arg(d, 1), arg(d, 2)),
        ),
    )
    divrem = [n for n in dag.all_nodes if n.opcode == ISD.SDIVREM]
    assert len(divrem) == 1
    assert result_of(dag.root[0], 0) == (divrem[0], 0) and result_of(dag.root[0], 1) == (divrem[0], 1)


def test_sign_extend_inreg_from_i1_is_and_then_negate() -> None:
    t = TestLowering()
    t.set_operation_action(ISD.SIGN_EXTEND_INREG, MVT.i1, EXPAND)
    _, got = _run(
        t, lambda d: (d.get_node(ISD.SIGN_EXTEND_INREG, MVT.i32, arg(d, 1), d.get_value_type(MVT.i1)),)
    )
    assert got[0] == ("sub", ("Constant", 0), ("and", ("arg", 1), ("Constant", 1)))


def test_sign_extend_inreg_expands_to_shift_pair() -> None:
    t = TestLowering()
    t.set_operation_action(ISD.SIGN_EXTEND_INREG, MVT.i8, EXPAND)
    _, got = _run(
        t, lambda d: (d.get_node(ISD.SIGN_EXTEND_INREG, MVT.i32, arg(d, 1), d.get_value_type(MVT.i8)),)
    )
    assert got[0] == ("sra", ("shl", ("arg", 1), ("Constant", 24)), ("Constant", 24))


def test_shift_amounts_take_the_target_shift_type() -> None:
    _, got = _run(
        TestLowering(),
        lambda d: (d.get_node(ISD.SHL, MVT.i64, arg(d, 1, MVT.i64), d.get_constant(5, MVT.i64)),),
    )
    assert got[0] == ("shl", ("arg", 1), ("Constant", 5))
    dag = make_dag()
    v = dag.get_node(ISD.SHL, MVT.i64, arg(dag, 1, MVT.i64), dag.get_constant(5, MVT.i64))
    ret(dag, v)
    legalize(dag)
    assert result_of(dag.root[0])[0].ops[1][0].vts[0] == MVT.i8


def test_select_cc_and_br_cc_expand_to_setcc_forms() -> None:
    t = TestLowering()

    def build(d):  # type: ignore[no-untyped-def]
        x, y = arg(d, 1), arg(d, 2)
        return (d.get_select_cc(MVT.i32, x, y, x, y, ISD.SETLT),)

    _, got = _run(t, build)
    assert got[0] == ("select", ("setcc", ("arg", 1), ("arg", 2), ("cc", ISD.SETLT)), ("arg", 1), ("arg", 2))
    dag = make_dag(t)
    bb = dag.get_basic_block(object())
    br = dag.get_node(
        ISD.BR_CC, MVT.Other, dag.get_entry_node(), dag.get_cond_code(ISD.SETEQ), arg(dag, 1), arg(dag, 2), bb
    )
    dag.set_root(br)
    legalize(dag)
    assert dag.root[0].opcode == ISD.BRCOND and dag.root[0].ops[1][0].opcode == ISD.SETCC


def test_illegal_fp_condition_codes_use_swapped_or_combined_compares() -> None:
    t = TestLowering()
    t.set_cond_code_action([ISD.SETOEQ, ISD.SETUNE, ISD.SETOLT, ISD.SETOLE], MVT.f64, EXPAND)

    def build(d):  # type: ignore[no-untyped-def]
        a, b = arg(d, 1, MVT.f64), arg(d, 2, MVT.f64)
        return (d.get_setcc(MVT.i8, a, b, ISD.SETOLT), d.get_setcc(MVT.i8, a, b, ISD.SETOEQ))

    _, got = _run(t, build)
    # olt a, b -> ogt b, a
    assert got[0] == ("setcc", ("arg", 2), ("arg", 1), ("cc", ISD.SETOGT))
    # oeq -> (and (seteq a, b), (seto a, b))
    assert got[1] == (
        "and",
        ("setcc", ("arg", 1), ("arg", 2), ("cc", ISD.SETEQ)),
        ("setcc", ("arg", 1), ("arg", 2), ("cc", ISD.SETO)),
    )


def test_fp_constants_are_loaded_from_the_constant_pool() -> None:
    t = TestLowering()

    class NoShrink(TestLowering):
        def should_shrink_fp_constant(self, vt: int) -> bool:
            return False

    for tli, mem_vt in ((t, MVT.f32), (NoShrink(), MVT.f64)):
        dag = make_dag(tli)
        ret(dag, dag.get_constant_fp_value(1.5, MVT.f64))
        legalize(dag)
        ld = result_of(dag.root[0])[0]
        assert ld.opcode == ISD.LOAD and ld.payload[2] == mem_vt
        assert ld.ops[1][0].opcode == ISD.ConstantPool
        const = ld.ops[1][0].payload[0]
        assert const.text == "0x3FF8000000000000"


def test_custom_action_calls_lower_operation() -> None:
    class Custom(TestLowering):
        def lower_operation(self, op, dag):  # type: ignore[no-untyped-def]
            node = op[0]
            return dag.get_node(ISD.SUB, MVT.i32, node.ops[0], node.ops[1])

    t = Custom()
    t.set_operation_action(ISD.ABDS, MVT.i32, CUSTOM)
    _, got = _run(t, lambda d: (d.get_node(ISD.ABDS, MVT.i32, arg(d, 1), arg(d, 2)),))
    assert got[0] == ("sub", ("arg", 1), ("arg", 2))


def test_promoted_int_to_fp_uses_a_wider_signed_conversion() -> None:
    t = TestLowering()
    t.set_operation_action([ISD.SINT_TO_FP, ISD.UINT_TO_FP], MVT.i8, PROMOTE)
    t.set_operation_action(ISD.UINT_TO_FP, MVT.i16, PROMOTE)
    _, got = _run(
        t,
        lambda d: (
            d.get_node(ISD.UINT_TO_FP, MVT.f64, arg(d, 1, MVT.i16)),
            d.get_node(ISD.SINT_TO_FP, MVT.f64, arg(d, 2, MVT.i8)),
        ),
    )
    # A wider signed conversion can hold every unsigned i16: sint_to_fp of the zero-extended value.
    assert got[0] == ("sint_to_fp", ("zero_extend", ("arg", 1)))
    assert got[1] == ("sint_to_fp", ("sign_extend", ("arg", 2)))


def test_bit_counting_and_byte_swap_expansions() -> None:
    t = TestLowering()
    t.set_operation_action([ISD.CTPOP, ISD.BSWAP, ISD.CTTZ, ISD.CTLZ], MVT.i32, EXPAND)
    dag = make_dag(t)
    x = arg(dag, 1)
    ret(dag, dag.get_node(ISD.CTPOP, MVT.i32, x), dag.get_node(ISD.BSWAP, MVT.i32, x))
    legalize(dag)
    combine(dag, 3, 2)
    ops = {n.opcode for n in dag.all_nodes}
    assert ISD.CTPOP not in ops and ISD.BSWAP not in ops
    pop = result_of(dag.root[0], 0)[0]
    assert pop.opcode == ISD.SRL and pop.ops[1][0].payload[0] == 24
    assert pop.ops[0][0].opcode == ISD.MUL and pop.ops[0][0].ops[1][0].payload[0] == 0x01010101


def test_extending_load_from_i1_is_promoted_to_a_byte_load_with_assert() -> None:
    t = TestLowering()
    for vt in (MVT.i8, MVT.i16, MVT.i32, MVT.i64):
        t.set_load_ext_action([ISD.EXTLOAD, ISD.ZEXTLOAD, ISD.SEXTLOAD], vt, MVT.i1, PROMOTE)
    dag = make_dag(t)
    p = arg(dag, 1, MVT.i64)
    ld = dag.get_ext_load(ISD.ZEXTLOAD, MVT.i32, dag.get_entry_node(), p, MVT.i1)
    chain = dag.get_copy_to_reg((ld[0], 1), VREG | 100, ld)
    dag.set_root(chain)
    legalize(dag)
    v = result_of(dag.root[0])
    assert v[0].opcode == ISD.AssertZext and v[0].ops[1][0].payload == MVT.i1
    load = v[0].ops[0][0]
    assert load.opcode == ISD.LOAD and load.payload[0] == ISD.ZEXTLOAD and load.payload[2] == MVT.i8


def test_truncating_store_to_i1_stores_a_masked_byte() -> None:
    dag = make_dag()
    p = arg(dag, 1, MVT.i64)
    st = dag.get_trunc_store(dag.get_entry_node(), arg(dag, 2, MVT.i8), p, MVT.i1)
    dag.set_root(st)
    legalize(dag)
    root = dag.root[0]
    assert root.opcode == ISD.STORE and root.payload[0] == 0
    assert shape(root.ops[1]) == ("and", ("arg", 2), ("Constant", 1))


def test_frem_without_call_lowering_names_the_libcall() -> None:
    t = TestLowering()
    t.set_operation_action(ISD.FREM, MVT.f64, EXPAND)
    dag = make_dag(t)
    ret(dag, dag.get_node(ISD.FREM, MVT.f64, arg(dag, 1, MVT.f64), arg(dag, 2, MVT.f64)))
    with pytest.raises(UnsupportedError):
        legalize(dag)


def test_unsupported_operation_is_reported_with_its_name() -> None:
    t = TestLowering()
    t.set_operation_action(ISD.FMA, MVT.f64, EXPAND)
    t.set_libcall_name(__import__("pyllc.target.lowering", fromlist=["RTLIB"]).RTLIB.FMA_F64, None)
    dag = make_dag(t)
    a = arg(dag, 1, MVT.f64)
    ret(dag, dag.get_node(ISD.FMA, MVT.f64, a, a, a))
    with pytest.raises(UnsupportedError, match="fma for f64"):
        legalize(dag)


def test_br_jt_loads_the_entry_and_branches_indirectly() -> None:
    t = TestLowering()
    t.set_operation_action(ISD.BR_JT, MVT.Other, EXPAND)
    dag = make_dag(t)
    jt = dag.get_jump_table(0, MVT.i64)
    br = dag.get_node(ISD.BR_JT, MVT.Other, dag.get_entry_node(), jt, arg(dag, 1, MVT.i64))
    dag.set_root(br)
    legalize(dag)
    root = dag.root[0]
    assert root.opcode == ISD.BRIND
    load = root.ops[1][0]
    assert load.opcode == ISD.LOAD and load.vts[0] == MVT.i64
    assert shape(load.ops[1]) == ("add", ("shl", ("arg", 1), ("Constant", 3)), ("JumpTable",))
    assert root.ops[0] == (load, 1)


def test_saturating_add_expands_through_overflow_node() -> None:
    # expandAddSubSat: overflow ? (sum >>s 31) ^ INT_MIN : sum (with SADDO legal, as x86 makes it custom)
    from pyllc.target.lowering import LEGAL

    t = TestLowering()
    t.set_operation_action(ISD.SADDO, MVT.i32, LEGAL)
    _, got = _run(t, lambda d: (d.get_node(ISD.SADDSAT, MVT.i32, arg(d, 1), arg(d, 2)),))
    saddo = ("saddo", ("arg", 1), ("arg", 2))
    assert got[0][0] == "select" and got[0][1] == saddo and got[0][3] == saddo
    assert got[0][2] == ("xor", ("sra", saddo, ("Constant", 31)), ("Constant", -(1 << 31)))
