"""Type legalization: i1 promotion and i128 expansion produce LLVM 14's node sequences (LegalizeIntegerTypes.cpp)
on an x86-64-like target (i8..i64 legal; setcc results i8; ADDCARRY/SETCCCARRY/SHL_PARTS custom as on x86)."""

from __future__ import annotations

from legalize_helpers import (
    CUSTOM,
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

from pyllc.codegen.selection_dag.legalize_types import legalize_types


def _x86like() -> TestLowering:
    t = TestLowering()
    for vt in (MVT.i8, MVT.i16, MVT.i32, MVT.i64):
        t.set_operation_action([ISD.ADDCARRY, ISD.SUBCARRY, ISD.SETCCCARRY, ISD.UADDO, ISD.USUBO], vt, CUSTOM)
        t.set_operation_action([ISD.SHL_PARTS, ISD.SRA_PARTS, ISD.SRL_PARTS], vt, CUSTOM)
        t.set_load_ext_action([ISD.EXTLOAD, ISD.ZEXTLOAD, ISD.SEXTLOAD], vt, MVT.i1, PROMOTE)
    return t


def _legal(dag) -> None:
    for n in dag.all_nodes:
        for vt in n.vts:
            assert vt in (MVT.Other, MVT.Glue, MVT.Untyped) or dag.tli.is_type_legal(vt), n
        for op in n.ops:
            assert op[0] in dag.all_nodes and n in op[0].uses


def test_setcc_result_is_promoted_to_the_setcc_type_and_zext_becomes_and() -> None:
    dag = make_dag(_x86like())
    x, y = arg(dag, 1), arg(dag, 2)
    c = dag.get_setcc(MVT.i1, x, y, ISD.SETLT)
    ret(dag, dag.get_node(ISD.ZERO_EXTEND, MVT.i32, c))
    assert legalize_types(dag)
    _legal(dag)
    # PromoteIntOp_ZERO_EXTEND: (and (any_extend (setcc:i8 ...)), 1)
    assert shape(result_of(dag.root[0])) == (
        "and",
        ("any_extend", ("setcc", ("arg", 1), ("arg", 2), ("cc", ISD.SETLT))),
        ("Constant", 1),
    )


def test_brcond_condition_is_zero_extended_boolean() -> None:
    dag = make_dag(_x86like())
    x, y = arg(dag, 1), arg(dag, 2)
    c = dag.get_setcc(MVT.i1, x, y, ISD.SETEQ)
    bb = dag.get_basic_block(object())
    br = dag.get_node(ISD.BRCOND, MVT.Other, dag.get_entry_node(), c, bb)
    dag.set_root(br)
    legalize_types(dag)
    _legal(dag)
    root = dag.root[0]
    assert root.opcode == ISD.BRCOND
    # PromoteTargetBoolean: (zero_extend:i8 cond) whose i1 operand is then promoted: (and setcc, 1)
    assert shape(root.ops[1]) == (
        "and",
        ("setcc", ("arg", 1), ("arg", 2), ("cc", ISD.SETEQ)),
        ("Constant", 1),
    )


def test_i1_store_and_load_use_truncating_store_and_extending_load() -> None:
    dag = make_dag(_x86like())
    x, y, p = arg(dag, 1), arg(dag, 2), arg(dag, 3, MVT.i64)
    c = dag.get_setcc(MVT.i1, x, y, ISD.SETNE)
    st = dag.get_store(dag.get_entry_node(), c, p)
    ld = dag.get_load(MVT.i1, st, p)
    sel = dag.get_select(MVT.i32, ld, x, y)
    chain = dag.get_copy_to_reg((ld[0], 1), VREG | 100, sel)
    dag.set_root(chain)
    legalize_types(dag)
    _legal(dag)
    stores = [n for n in dag.all_nodes if n.opcode == ISD.STORE]
    loads = [n for n in dag.all_nodes if n.opcode == ISD.LOAD]
    assert len(stores) == 1 and stores[0].payload[0] == 1 and stores[0].payload[2] == MVT.i1
    assert len(loads) == 1 and loads[0].payload[0] == ISD.EXTLOAD and loads[0].vts[0] == MVT.i8
    sel_node = result_of(dag.root[0])[0]
    assert sel_node.opcode == ISD.SELECT and sel_node.ops[0][0].opcode == ISD.AND


def test_i1_logic_and_signed_compare_of_promoted_values() -> None:
    dag = make_dag(_x86like())
    a, b = arg(dag, 1, MVT.i8), arg(dag, 2, MVT.i8)
    ta = dag.get_node(ISD.TRUNCATE, MVT.i1, a)
    tb = dag.get_node(ISD.TRUNCATE, MVT.i1, b)
    lt = dag.get_setcc(MVT.i1, ta, tb, ISD.SETLT)
    ret(dag, dag.get_node(ISD.ZERO_EXTEND, MVT.i32, lt))
    legalize_types(dag)
    _legal(dag)
    setcc = [n for n in dag.all_nodes if n.opcode == ISD.SETCC][0]
    # signed compares sign-extend in register from i1
    assert shape(setcc.ops[0]) == ("sign_extend_inreg", ("arg", 1), ("vt", MVT.i1))
    assert shape(setcc.ops[1]) == ("sign_extend_inreg", ("arg", 2), ("vt", MVT.i1))


def test_i128_add_uses_uaddo_and_addcarry() -> None:
    dag = make_dag(_x86like())
    p = arg(dag, 1, MVT.i64)
    a = dag.get_load(MVT.i128, dag.get_entry_node(), p)
    b = dag.get_node(ISD.ZERO_EXTEND, MVT.i128, arg(dag, 2, MVT.i64))
    s = dag.get_node(ISD.ADD, MVT.i128, a, b)
    st = dag.get_store((a[0], 1), s, p)
    dag.set_root(st)
    legalize_types(dag)
    _legal(dag)
    tf = dag.root[0]
    assert tf.opcode == ISD.TokenFactor
    lo_st, hi_st = tf.ops[0][0], tf.ops[1][0]
    assert lo_st.ops[1][0].opcode == ISD.UADDO
    hi = hi_st.ops[1][0]
    assert hi.opcode == ISD.ADDCARRY and hi.ops[1] == (dag.get_constant(0, MVT.i64)[0], 0)
    assert hi.ops[2] == (lo_st.ops[1][0], 1)
    assert shape(hi_st.ops[2]) == ("add", ("arg", 1), ("Constant", 8))
    # Both loads hang off the original chain and are joined by a TokenFactor for the stores.
    loads = [n for n in dag.all_nodes if n.opcode == ISD.LOAD]
    assert len(loads) == 2 and all(n.vts[0] == MVT.i64 for n in loads)


def test_i128_mul_is_umul_lohi_plus_cross_products() -> None:
    # llc-14: mulq for the low product, two imulq for the cross terms, two addq into the high half.
    t = _x86like()
    dag = make_dag(t)
    a = dag.get_node(ISD.BUILD_PAIR, MVT.i128, arg(dag, 1, MVT.i64), arg(dag, 2, MVT.i64))
    b = dag.get_node(ISD.BUILD_PAIR, MVT.i128, arg(dag, 3, MVT.i64), arg(dag, 4, MVT.i64))
    m = dag.get_node(ISD.MUL, MVT.i128, a, b)
    lo = dag.get_node(ISD.EXTRACT_ELEMENT, MVT.i64, m, dag.get_constant(0, MVT.i64))
    hi = dag.get_node(ISD.EXTRACT_ELEMENT, MVT.i64, m, dag.get_constant(1, MVT.i64))
    ret(dag, lo, hi)
    legalize_types(dag)
    _legal(dag)
    lo_v = result_of(dag.root[0], 0)
    hi_v = result_of(dag.root[0], 1)
    assert lo_v[0].opcode == ISD.UMUL_LOHI and lo_v[1] == 0
    lohi = ("umul_lohi", ("arg", 1), ("arg", 3))
    assert shape(hi_v) == (
        "add",
        ("add", lohi, ("mul", ("arg", 1), ("arg", 4))),
        ("mul", ("arg", 2), ("arg", 3)),
    )


def test_i128_shift_by_constant_and_by_variable() -> None:
    dag = make_dag(_x86like())
    a = dag.get_node(ISD.BUILD_PAIR, MVT.i128, arg(dag, 1, MVT.i64), arg(dag, 2, MVT.i64))
    s1 = dag.get_node(ISD.SHL, MVT.i128, a, dag.get_constant(3, MVT.i8))
    s2 = dag.get_node(ISD.SRL, MVT.i128, a, dag.get_constant(70, MVT.i8))
    s3 = dag.get_node(ISD.SRA, MVT.i128, a, arg(dag, 5, MVT.i8))
    outs = []
    for s in (s1, s2, s3):
        for i in (0, 1):
            outs.append(dag.get_node(ISD.EXTRACT_ELEMENT, MVT.i64, s, dag.get_constant(i, MVT.i64)))
    ret(dag, *outs)
    legalize_types(dag)
    _legal(dag)
    got = [shape(result_of(dag.root[0], i)) for i in range(6)]
    assert got[0] == ("shl", ("arg", 1), ("Constant", 3))
    assert got[1] == ("or", ("shl", ("arg", 2), ("Constant", 3)), ("srl", ("arg", 1), ("Constant", 61)))
    assert got[2] == ("srl", ("arg", 2), ("Constant", 6))
    assert got[3] == ("Constant", 0)
    assert got[4][0] == "sra_parts" and got[5][0] == "sra_parts"


def test_i128_compare_uses_setcccarry_and_equality_uses_xor_or() -> None:
    dag = make_dag(_x86like())
    a = dag.get_node(ISD.BUILD_PAIR, MVT.i128, arg(dag, 1, MVT.i64), arg(dag, 2, MVT.i64))
    b = dag.get_node(ISD.BUILD_PAIR, MVT.i128, arg(dag, 3, MVT.i64), arg(dag, 4, MVT.i64))
    lt = dag.get_setcc(MVT.i1, a, b, ISD.SETLT)
    eq = dag.get_setcc(MVT.i1, a, b, ISD.SETEQ)
    ret(dag, dag.get_node(ISD.ZERO_EXTEND, MVT.i32, lt), dag.get_node(ISD.ZERO_EXTEND, MVT.i32, eq))
    legalize_types(dag)
    _legal(dag)
    lt_v = result_of(dag.root[0], 0)
    eq_v = result_of(dag.root[0], 1)
    assert shape(lt_v)[1][1] == (
        "setcccarry",
        ("arg", 2),
        ("arg", 4),
        ("usubo", ("arg", 1), ("arg", 3)),
        ("cc", ISD.SETLT),
    )
    eq_setcc = shape(eq_v)[1][1]
    assert eq_setcc == (
        "setcc",
        ("or", ("xor", ("arg", 1), ("arg", 3)), ("xor", ("arg", 2), ("arg", 4))),
        ("Constant", 0),
        ("cc", ISD.SETEQ),
    )


def test_sign_extend_to_i128_and_truncate_from_it() -> None:
    dag = make_dag(_x86like())
    x = arg(dag, 1, MVT.i64)
    w = dag.get_node(ISD.SIGN_EXTEND, MVT.i128, x)
    hi = dag.get_node(ISD.EXTRACT_ELEMENT, MVT.i64, w, dag.get_constant(1, MVT.i64))
    tr = dag.get_node(ISD.TRUNCATE, MVT.i32, w)
    ret(dag, hi, tr)
    legalize_types(dag)
    _legal(dag)
    assert shape(result_of(dag.root[0], 0)) == ("sra", ("arg", 1), ("Constant", 63))
    assert shape(result_of(dag.root[0], 1)) == ("truncate", ("arg", 1))


def test_legal_dag_is_unchanged() -> None:
    dag = make_dag(_x86like())
    x, y = arg(dag, 1), arg(dag, 2)
    ret(dag, dag.get_node(ISD.ADD, MVT.i32, x, y))
    before = len(dag.all_nodes)
    assert not legalize_types(dag)
    assert len(dag.all_nodes) == before


class _CallRecorder(TestLowering):
    """Lowers a call to CopyFromReg nodes of fixed registers, recording what it was asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.calls = []

    def lower_call(self, cli):  # type: ignore[no-untyped-def]
        dag = cli.dag
        self.calls.append(
            ([dag_value_type(v) for v in cli.out_vals], cli.callee[0].payload[0], [i.vt for i in cli.ins])
        )
        chain = cli.chain
        vals = []
        for i, inp in enumerate(cli.ins):
            r = dag.get_copy_from_reg(chain, 1 + i, inp.vt)
            chain = (r[0], 1)
            vals.append(r)
        return chain, vals


def dag_value_type(v):  # type: ignore[no-untyped-def]
    return v[0].vts[v[1]]


def test_i128_division_calls_divti3_with_the_halves() -> None:
    t = _CallRecorder()
    for vt in (MVT.i8, MVT.i16, MVT.i32, MVT.i64):
        t.set_operation_action([ISD.ADDCARRY, ISD.SUBCARRY, ISD.SETCCCARRY, ISD.UADDO, ISD.USUBO], vt, CUSTOM)
    dag = make_dag(t)
    a = dag.get_node(ISD.BUILD_PAIR, MVT.i128, arg(dag, 1, MVT.i64), arg(dag, 2, MVT.i64))
    b = dag.get_node(ISD.BUILD_PAIR, MVT.i128, arg(dag, 3, MVT.i64), arg(dag, 4, MVT.i64))
    d = dag.get_node(ISD.UREM, MVT.i128, a, b)
    ret(dag, dag.get_node(ISD.TRUNCATE, MVT.i64, d))
    legalize_types(dag)
    _legal(dag)
    assert t.calls == [([MVT.i64] * 4, "__umodti3", [MVT.i64, MVT.i64])]
