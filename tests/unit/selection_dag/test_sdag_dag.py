"""SelectionDAG: CSE, getNode folding, replacement, dead-node removal, ordering and value tracking.

Expected results follow LLVM 14's SelectionDAG::getNode / FoldSetCC / computeKnownBits rules.
"""

from __future__ import annotations

from pyllc.codegen.isd import ISD, SDNodeFlags
from pyllc.codegen.selection_dag.dag import SelectionDAG
from pyllc.codegen.selection_dag.nodes import SDValue
from pyllc.codegen.value_types import MVT

VREG = 1 << 31


def _arg(dag: SelectionDAG, n: int, vt: int = MVT.i32) -> SDValue:
    return dag.get_copy_from_reg(dag.get_entry_node(), VREG | n, vt)


def test_entry_token_is_t0_and_ids_follow_creation() -> None:
    dag = SelectionDAG()
    assert dag.entry_node.persistent_id == 0
    a = _arg(dag, 0)
    assert a[0].persistent_id == 2  # t1 is its Register operand
    assert a[0].vts == (MVT.i32, MVT.Other)
    assert dag.get_vt_list(MVT.i32, MVT.Other) is a[0].vts


def test_cse_shares_identical_nodes_but_not_glue() -> None:
    dag = SelectionDAG()
    a, b = _arg(dag, 0), _arg(dag, 1)
    x = dag.get_node(ISD.MUL, MVT.i32, a, b)
    assert dag.get_node(ISD.MUL, MVT.i32, a, b) == x
    assert dag.get_node(ISD.MUL, MVT.i32, b, a) != x  # CSE is structural, not algebraic
    assert dag.get_constant(7, MVT.i32) == dag.get_constant(7, MVT.i32)
    assert dag.get_constant(7, MVT.i32) != dag.get_constant(7, MVT.i64)
    assert dag.get_constant(7, MVT.i32) != dag.get_target_constant(7, MVT.i32)
    glued1 = dag.get_node(ISD.CALLSEQ_START, (MVT.Other, MVT.Glue), dag.get_entry_node())
    glued2 = dag.get_node(ISD.CALLSEQ_START, (MVT.Other, MVT.Glue), dag.get_entry_node())
    assert glued1 != glued2


def test_cse_hit_intersects_flags() -> None:
    dag = SelectionDAG()
    a, b = _arg(dag, 0), _arg(dag, 1)
    nsw = SDNodeFlags.NoSignedWrap
    x = dag.get_node(ISD.ADD, MVT.i32, a, b, flags=nsw | SDNodeFlags.NoUnsignedWrap)
    y = dag.get_node(ISD.ADD, MVT.i32, a, b, flags=nsw)
    assert x == y and x[0].flags == nsw


def test_constant_folding_of_binary_operators() -> None:
    dag = SelectionDAG()

    def c(v: int, vt: int = MVT.i32) -> SDValue:
        return dag.get_constant(v, vt)

    def fold(op: int, x: int, y: int, vt: int = MVT.i32) -> int:
        node = dag.get_node(op, vt, c(x, vt), c(y, vt))[0]
        assert node.opcode == ISD.Constant
        return node.const_sext_value

    assert fold(ISD.ADD, 2, 3) == 5
    assert fold(ISD.SUB, 2, 3) == -1
    assert fold(ISD.MUL, 0x10000, 0x10000) == 0
    assert fold(ISD.SDIV, -7, 2) == -3
    assert fold(ISD.SREM, -7, 2) == -1
    assert fold(ISD.UDIV, -1, 2) == 0x7FFFFFFF
    assert fold(ISD.SRA, -16, 2) == -4
    assert fold(ISD.SRL, -16, 28) == 15
    assert fold(ISD.SHL, 1, 31) == -(1 << 31)
    assert fold(ISD.ROTL, 0x80000001, 1) == 3
    assert fold(ISD.SMIN, -1, 1) == -1
    assert fold(ISD.UMIN, -1, 1) == 1
    assert fold(ISD.MULHU, -1, -1, MVT.i8) == -2  # 255*255 = 0xFE01
    # Division by zero folds to undef.
    assert dag.get_node(ISD.UDIV, MVT.i32, c(1), c(0))[0].opcode == ISD.UNDEF
    # Shifts out of range are left alone.
    assert dag.get_node(ISD.SHL, MVT.i32, c(1), c(32))[0].opcode == ISD.SHL


def test_trivial_identities() -> None:
    dag = SelectionDAG()
    x = _arg(dag, 0)
    zero, ones = dag.get_constant(0, MVT.i32), dag.get_constant(-1, MVT.i32)
    assert dag.get_node(ISD.ADD, MVT.i32, x, zero) == x
    assert dag.get_node(ISD.ADD, MVT.i32, zero, x) == x  # constant canonicalized to the RHS first
    assert dag.get_node(ISD.SUB, MVT.i32, x, zero) == x
    assert dag.get_node(ISD.OR, MVT.i32, x, zero) == x
    assert dag.get_node(ISD.XOR, MVT.i32, x, zero) == x
    assert dag.get_node(ISD.AND, MVT.i32, x, zero) == zero
    assert dag.get_node(ISD.AND, MVT.i32, x, ones) == x
    assert dag.get_node(ISD.SHL, MVT.i32, x, dag.get_constant(0, MVT.i8)) == x
    # LLVM does not fold x*0 or x*1 in getNode (the combiner does).
    assert dag.get_node(ISD.MUL, MVT.i32, x, zero)[0].opcode == ISD.MUL
    # A commutative node with a constant LHS is built with the constant on the right.
    m = dag.get_node(ISD.MUL, MVT.i32, dag.get_constant(3, MVT.i32), x)
    assert m[0].ops == (x, dag.get_constant(3, MVT.i32))
    # i1 shifts always fold to the shifted value.
    b = _arg(dag, 1, MVT.i1)
    assert dag.get_node(ISD.SRL, MVT.i1, b, _arg(dag, 2, MVT.i1)) == b


def test_token_factor_and_merge_values_folding() -> None:
    dag = SelectionDAG()
    entry = dag.get_entry_node()
    load = dag.get_load(MVT.i32, entry, _arg(dag, 0, MVT.i64))
    chain = (load[0], 1)
    assert dag.get_node(ISD.TokenFactor, MVT.Other, entry, chain) == chain
    assert dag.get_node(ISD.TokenFactor, MVT.Other, chain, chain) == chain
    assert dag.get_token_factor([chain]) == chain
    assert dag.get_merge_values([load]) == load


def test_unary_folding_and_extension_identities() -> None:
    dag = SelectionDAG()
    m1 = dag.get_constant(-1, MVT.i8)
    assert dag.get_node(ISD.SIGN_EXTEND, MVT.i32, m1)[0].const_sext_value == -1
    assert dag.get_node(ISD.ZERO_EXTEND, MVT.i32, m1)[0].const_value == 255
    assert dag.get_node(ISD.TRUNCATE, MVT.i8, dag.get_constant(0x1234, MVT.i32))[0].const_value == 0x34
    assert dag.get_node(ISD.CTPOP, MVT.i32, dag.get_constant(0xF0F0, MVT.i32))[0].const_value == 8
    assert dag.get_node(ISD.CTLZ, MVT.i32, dag.get_constant(1, MVT.i32))[0].const_value == 31
    assert dag.get_node(ISD.CTTZ, MVT.i32, dag.get_constant(0, MVT.i32))[0].const_value == 32
    assert (
        dag.get_node(ISD.BSWAP, MVT.i32, dag.get_constant(0x11223344, MVT.i32))[0].const_value == 0x44332211
    )
    f = dag.get_node(ISD.SINT_TO_FP, MVT.f64, dag.get_constant(-2, MVT.i32))[0]
    assert f.opcode == ISD.ConstantFP and f.payload == 0xC000000000000000
    # (2**24 + 1) rounds to even in f32.
    g = dag.get_node(ISD.UINT_TO_FP, MVT.f32, dag.get_constant((1 << 24) + 1, MVT.i64))[0]
    assert g.payload == 0x4B800000
    assert dag.get_node(ISD.BITCAST, MVT.f32, dag.get_constant(0x3F800000, MVT.i32))[0].payload == 0x3F800000

    x8 = _arg(dag, 0, MVT.i8)
    x32 = _arg(dag, 1, MVT.i32)
    assert dag.get_node(ISD.SIGN_EXTEND, MVT.i8, x8) == x8
    zext16 = dag.get_node(ISD.ZERO_EXTEND, MVT.i16, x8)
    zz = dag.get_node(ISD.ZERO_EXTEND, MVT.i32, zext16)
    assert zz[0].opcode == ISD.ZERO_EXTEND and zz[0].ops == (x8,)
    sz = dag.get_node(ISD.SIGN_EXTEND, MVT.i32, zext16)
    assert sz[0].opcode == ISD.ZERO_EXTEND and sz[0].ops == (x8,)
    zext64 = dag.get_node(ISD.ZERO_EXTEND, MVT.i64, x32)
    assert dag.get_node(ISD.TRUNCATE, MVT.i32, zext64) == x32
    t16 = dag.get_node(ISD.TRUNCATE, MVT.i16, zext64)
    assert t16[0].opcode == ISD.TRUNCATE and t16[0].ops == (x32,)
    t64 = dag.get_node(ISD.TRUNCATE, MVT.i64, dag.get_node(ISD.SIGN_EXTEND, MVT.i128, x32))
    assert t64[0].opcode == ISD.SIGN_EXTEND and t64[0].ops == (x32,)
    tr = dag.get_node(ISD.TRUNCATE, MVT.i8, x32)
    assert dag.get_node(ISD.ANY_EXTEND, MVT.i32, tr) == x32
    assert dag.get_node(ISD.SIGN_EXTEND, MVT.i32, dag.get_undef(MVT.i8))[0].const_value == 0
    f64 = _arg(dag, 2, MVT.f64)
    assert dag.get_node(ISD.FNEG, MVT.f64, dag.get_node(ISD.FNEG, MVT.f64, f64)) == f64
    neg_one = dag.get_node(ISD.FNEG, MVT.f64, dag.get_constant_fp(0x3FF0000000000000, MVT.f64))
    assert neg_one[0].payload == 0xBFF0000000000000


def test_undef_rules() -> None:
    dag = SelectionDAG()
    x = _arg(dag, 0)
    u = dag.get_undef(MVT.i32)
    assert dag.get_node(ISD.ADD, MVT.i32, x, u)[0].opcode == ISD.UNDEF
    assert dag.get_node(ISD.AND, MVT.i32, u, x)[0].const_value == 0
    assert dag.get_node(ISD.OR, MVT.i32, x, u)[0].const_value == 0xFFFFFFFF
    assert dag.get_node(ISD.XOR, MVT.i32, u, u)[0].const_value == 0
    assert dag.get_node(ISD.SDIV, MVT.i32, u, x)[0].const_value == 0
    assert dag.get_node(ISD.SUB, MVT.i32, u, x)[0].opcode == ISD.UNDEF


def test_setcc_and_select_folding() -> None:
    dag = SelectionDAG()
    x = _arg(dag, 0)
    c3, cm1 = dag.get_constant(3, MVT.i32), dag.get_constant(-1, MVT.i32)
    assert dag.get_setcc(MVT.i8, c3, cm1, ISD.SETLT)[0].const_value == 0
    assert dag.get_setcc(MVT.i8, c3, cm1, ISD.SETULT)[0].const_value == 1
    assert dag.get_setcc(MVT.i8, x, x, ISD.SETGE)[0].const_value == 1
    assert dag.get_setcc(MVT.i8, x, x, ISD.SETNE)[0].const_value == 0
    assert dag.get_setcc(MVT.i8, x, dag.get_undef(MVT.i32), ISD.SETEQ)[0].opcode == ISD.UNDEF
    live = dag.get_setcc(MVT.i8, x, c3, ISD.SETLT)
    assert live[0].opcode == ISD.SETCC and live[0].ops[2][0].payload == ISD.SETLT
    one = dag.get_constant_fp_value(1.0, MVT.f64)
    two = dag.get_constant_fp_value(2.0, MVT.f64)
    assert dag.get_setcc(MVT.i8, one, two, ISD.SETOLT)[0].const_value == 1
    assert dag.get_setcc(MVT.i8, one, two, ISD.SETUGE)[0].const_value == 0
    nan = dag.get_constant_fp(0x7FF8000000000000, MVT.f64)
    assert dag.get_setcc(MVT.i8, nan, one, ISD.SETUNE)[0].const_value == 1
    assert dag.get_setcc(MVT.i8, nan, one, ISD.SETOEQ)[0].const_value == 0
    y = _arg(dag, 1)
    t = dag.get_constant(1, MVT.i1)
    assert dag.get_select(MVT.i32, t, x, y) == x
    assert dag.get_select(MVT.i32, dag.get_constant(0, MVT.i1), x, y) == y
    cond = dag.get_setcc(MVT.i1, x, y, ISD.SETEQ)
    assert dag.get_select(MVT.i32, cond, x, x) == x
    assert dag.get_select(MVT.i32, cond, dag.get_undef(MVT.i32), y) == y


def test_global_address_offsets_fold_when_target_allows() -> None:
    class TLI:
        def is_offset_folding_legal(self, node: object) -> bool:
            return True

        def is_commutative_bin_op(self, opcode: int) -> bool:
            return opcode in (ISD.ADD, ISD.MUL, ISD.AND, ISD.OR, ISD.XOR)

    dag = SelectionDAG(TLI())  # type: ignore[arg-type]
    ga = dag.get_global_address("g", MVT.i64, 8)
    folded = dag.get_node(ISD.ADD, MVT.i64, dag.get_constant(4, MVT.i64), ga)
    assert folded[0].opcode == ISD.GlobalAddress and folded[0].payload == ("g", 12, 0)
    plain = SelectionDAG()
    kept = plain.get_node(
        ISD.ADD, MVT.i64, plain.get_global_address("g", MVT.i64), plain.get_constant(4, MVT.i64)
    )
    assert kept[0].opcode == ISD.ADD


def test_replace_all_uses_merges_into_existing_nodes() -> None:
    dag = SelectionDAG()
    a, b = _arg(dag, 0), _arg(dag, 1)
    c = dag.get_constant(5, MVT.i32)
    s1 = dag.get_node(ISD.ADD, MVT.i32, a, c)
    s2 = dag.get_node(ISD.ADD, MVT.i32, b, c)
    u1 = dag.get_node(ISD.MUL, MVT.i32, s1, s1)
    u2 = dag.get_node(ISD.MUL, MVT.i32, s2, s2)
    root = dag.get_copy_to_reg(dag.get_entry_node(), VREG | 9, dag.get_node(ISD.XOR, MVT.i32, u1, u2))
    dag.set_root(root)
    # Replacing s2 by s1 makes u2 identical to u1: the user is merged into the existing node.
    dag.replace_all_uses_with(s2, s1)
    xor = root[0].ops[2][0]
    assert xor.ops == (u1, u1)
    assert u2[0] not in dag.all_nodes
    assert len(s1[0].uses) == 2 and not s2[0].uses
    dag.remove_dead_nodes()
    assert s2[0] not in dag.all_nodes and b[0] not in dag.all_nodes
    assert a[0] in dag.all_nodes and dag.entry_node in dag.all_nodes


def test_replace_one_result_of_a_multi_result_node() -> None:
    dag = SelectionDAG()
    entry = dag.get_entry_node()
    ptr = _arg(dag, 0, MVT.i64)
    load = dag.get_load(MVT.i32, entry, ptr)
    store = dag.get_store((load[0], 1), load, ptr)
    dag.set_root(store)
    dag.replace_all_uses_of_value_with((load[0], 1), entry)
    assert store[0].ops[0] == entry and store[0].ops[1] == load


def test_topological_order_is_llvms() -> None:
    dag = SelectionDAG()
    a = _arg(dag, 0)
    b = _arg(dag, 1)
    s = dag.get_node(ISD.ADD, MVT.i32, b, a)
    root = dag.get_copy_to_reg(dag.get_entry_node(), VREG | 2, s)
    dag.set_root(root)
    assert dag.assign_topological_order() == len(dag.all_nodes)
    order = [n.persistent_id for n in dag.all_nodes]
    # Leaves first in list order (t0, t1, t3, t6).  Then the sorted prefix is walked in order, each node
    # lowering the pending-operand count of its users (most recent use first): t0 leaves t7, t4 and t2
    # waiting for one more operand each; t1 completes t2 and t3 completes t4 (t5 = add t4, t2 now has one
    # pending); t6 leaves t7 one short; t2 and t4 then complete t5, and t5 completes t7.
    assert order[:4] == [0, 1, 3, 6]
    assert order[4:] == [2, 4, 5, 7]
    for i, node in enumerate(dag.all_nodes):
        assert node.node_id == i
        for op in node.ops:
            assert op[0].node_id < i


def test_known_bits_and_sign_bits() -> None:
    dag = SelectionDAG()
    x = _arg(dag, 0)
    masked = dag.get_node(ISD.AND, MVT.i32, x, dag.get_constant(0xFF, MVT.i32))
    assert dag.compute_known_bits(masked) == (0xFFFFFF00, 0)
    shifted = dag.get_node(ISD.SHL, MVT.i32, masked, dag.get_constant(4, MVT.i8))
    assert dag.compute_known_bits(shifted) == (0xFFFFF00F, 0)
    ored = dag.get_node(ISD.OR, MVT.i32, shifted, dag.get_constant(1, MVT.i32))
    assert dag.compute_known_bits(ored) == (0xFFFFF00E, 1)
    summed = dag.get_node(ISD.ADD, MVT.i32, masked, dag.get_constant(0x100, MVT.i32))
    z, o = dag.compute_known_bits(summed)
    assert z == 0xFFFFFE00 and o == 0x100
    x8 = _arg(dag, 1, MVT.i8)
    zext = dag.get_node(ISD.ZERO_EXTEND, MVT.i32, x8)
    assert dag.masked_value_is_zero(zext, 0xFFFFFF00)
    assert dag.sign_bit_is_zero(zext)
    sext = dag.get_node(ISD.SIGN_EXTEND, MVT.i32, x8)
    assert dag.compute_num_sign_bits(sext) == 25
    assert dag.compute_num_sign_bits(zext) == 24
    sra = dag.get_node(ISD.SRA, MVT.i32, x, dag.get_constant(20, MVT.i8))
    assert dag.compute_num_sign_bits(sra) == 21
    assert dag.compute_num_sign_bits(dag.get_constant(-1, MVT.i32)) == 32
    assert dag.compute_num_sign_bits(dag.get_constant(1, MVT.i32)) == 31
    setcc = dag.get_setcc(MVT.i8, x, dag.get_constant(3, MVT.i32), ISD.SETLT)
    assert dag.compute_known_bits(setcc) == (0xFE, 0)  # no target: ZeroOrOne booleans


def test_deep_chains_do_not_recurse() -> None:
    dag = SelectionDAG()
    v = _arg(dag, 0)
    one = dag.get_constant(1, MVT.i32)
    for _ in range(5000):
        v = dag.get_node(ISD.MUL, MVT.i32, v, one)
    dag.set_root(dag.get_copy_to_reg(dag.get_entry_node(), VREG | 1, v))
    assert dag.assign_topological_order() == len(dag.all_nodes)
    from pyllc.codegen.selection_dag.dumper import dump_dag

    text = dump_dag(dag)
    assert text.count("mul") == 5000


def test_morph_and_select_node_to() -> None:
    dag = SelectionDAG()
    a, b = _arg(dag, 0), _arg(dag, 1)
    add = dag.get_node(ISD.ADD, MVT.i32, a, b)
    root = dag.get_copy_to_reg(dag.get_entry_node(), VREG | 2, add)
    dag.set_root(root)
    new = dag.select_node_to(add[0], 123, (MVT.i32, MVT.i32), a, b)
    assert new is add[0] and new.is_machine_opcode() and new.machine_opcode == 123
    assert root[0].ops[2] == (new, 0)
    assert new in a[0].uses and new in b[0].uses
