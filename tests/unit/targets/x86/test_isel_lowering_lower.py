"""X86TargetLowering.lower_operation and perform_dag_combine: the DAG shapes LLVM 14's X86ISelLowering builds
(checked against LLVM's LowerSETCC/emitFlagsForSetcc/TranslateX86CC/LowerBRCOND/LowerSELECT/LowerGlobalOrExternal/
LowerVASTART/LowerVAARG/LowerXALUO/LowerCTTZ/LowerCTLZ/LowerFABSorFNEG and the x86 condition-code numbering
COND_O=0 .. COND_G=15: B=2, AE=3, E=4, NE=5, BE=6, A=7, S=8, NS=9, P=10, NP=11, L=12, GE=13, LE=14, G=15)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from pyllc.codegen.isd import ISD
from pyllc.codegen.machine.function import MachineFunction
from pyllc.codegen.selection_dag.dag import SelectionDAG
from pyllc.codegen.selection_dag.dumper import DAGPrinterContext, dump_dag
from pyllc.codegen.value_types import MVT
from pyllc.ir.parser import parse_assembly
from pyllc.target.lowering import MemOp
from pyllc.targets.x86.target_machine import X86TargetMachine
from pyllc.targets.x86.x86isd import X86ISD

_IR = """
@g = global i32 0
@l = dso_local global i32 0
declare void @ext()
define void @f(i32 %a, ...) {
  ret void
}
"""


class _Block:
    """A stand-in MachineBasicBlock for BasicBlock operands."""

    def __init__(self, number: int) -> None:
        self.number = number


def _setup(reloc: str = "static") -> tuple[Any, SelectionDAG, Any, DAGPrinterContext]:
    tm = X86TargetMachine("x86_64-unknown-linux-gnu", reloc_model=reloc)
    st = tm.get_subtarget_impl()
    tli = st.target_lowering
    module = parse_assembly(_IR, "t.ll")
    fn = module.get_function("f")
    mf = MachineFunction("f", st, function=fn, target=tm)
    dag = SelectionDAG(tli, mf)
    ctx = DAGPrinterContext(target_node_name=tli.get_target_node_name)
    return tli, dag, module, ctx


def _reg(dag: SelectionDAG, n: int, vt: int = MVT.i32) -> Any:
    return dag.get_copy_from_reg(dag.get_entry_node(), n | 1 << 31, vt)


def _finish(dag: SelectionDAG, *values: Any) -> None:
    chains = [dag.get_copy_to_reg(dag.get_entry_node(), (100 + i) | 1 << 31, v) for i, v in enumerate(values)]
    dag.set_root(dag.get_token_factor(chains))
    dag.remove_dead_nodes()


def _lines(dag: SelectionDAG, ctx: DAGPrinterContext) -> list[str]:
    return [ln.strip() for ln in dump_dag(dag, ctx).splitlines()[1:] if ln.strip()]


def _lower(tli: Any, dag: SelectionDAG, v: Any) -> Any:
    res = tli.lower_operation(v, dag)
    assert res is not None
    return res


def test_setcc_integer_slt_is_sub_and_setcc_l() -> None:
    tli, dag, _m, ctx = _setup()
    a, b = _reg(dag, 1), _reg(dag, 2)
    res = _lower(tli, dag, dag.get_setcc(MVT.i8, a, b, ISD.SETLT))
    _finish(dag, res)
    text = _lines(dag, ctx)
    assert "t7: i32,i32 = X86ISD::SUB t2, t4" in text
    assert "t9: i8 = X86ISD::SETCC TargetConstant:i8<12>, t7:1" in text


def test_setcc_sgt_constant_becomes_sge_of_constant_plus_one() -> None:
    tli, dag, _m, ctx = _setup()
    a = _reg(dag, 1)
    res = _lower(tli, dag, dag.get_setcc(MVT.i8, a, dag.get_constant(5, MVT.i32), ISD.SETGT))
    node = res[0]
    assert node.opcode == X86ISD.SETCC and node.ops[0][0].payload[0] == 13  # COND_GE
    flags = node.ops[1][0]
    assert flags.opcode == X86ISD.SUB and flags.ops[1][0].payload[0] == 6
    # ... but not when the constant would grow out of an 8-bit immediate.
    res = _lower(tli, dag, dag.get_setcc(MVT.i8, a, dag.get_constant(127, MVT.i32), ISD.SETGT))
    assert res[0].ops[0][0].payload[0] == 15 and res[0].ops[1][0].ops[1][0].payload[0] == 127  # COND_G, 127


def test_setcc_against_zero_uses_test_and_sign_conditions() -> None:
    tli, dag, _m, ctx = _setup()
    a = _reg(dag, 1)
    zero = dag.get_constant(0, MVT.i32)
    eq = _lower(tli, dag, dag.get_setcc(MVT.i8, a, zero, ISD.SETEQ))
    lt = _lower(tli, dag, dag.get_setcc(MVT.i8, a, zero, ISD.SETLT))
    gt_m1 = _lower(tli, dag, dag.get_setcc(MVT.i8, a, dag.get_constant(-1, MVT.i32), ISD.SETGT))
    _finish(dag, eq, lt, gt_m1)
    text = _lines(dag, ctx)
    assert "t6: i32 = X86ISD::CMP t2, Constant:i32<0>" in text
    assert "t8: i8 = X86ISD::SETCC TargetConstant:i8<4>, t6" in text  # COND_E
    assert "t12: i8 = X86ISD::SETCC TargetConstant:i8<8>, t6" in text  # COND_S
    assert "t17: i8 = X86ISD::SETCC TargetConstant:i8<9>, t6" in text  # X > -1: COND_NS


def test_setcc_reuses_flags_of_an_add_whose_only_users_are_setcc() -> None:
    tli, dag, _m, ctx = _setup()
    a, b = _reg(dag, 1), _reg(dag, 2)
    s = dag.get_node(ISD.ADD, MVT.i32, a, b)
    sc = dag.get_setcc(MVT.i8, s, dag.get_constant(0, MVT.i32), ISD.SETNE)
    store = dag.get_store(dag.get_entry_node(), s, _reg(dag, 3, MVT.i64))
    res = _lower(tli, dag, sc)
    node = res[0]
    assert node.ops[0][0].payload[0] == 5  # COND_NE
    add = node.ops[1][0]
    assert add.opcode == X86ISD.ADD and node.ops[1][1] == 1
    # The plain add was replaced by the flag-producing one everywhere.
    assert store[0].ops[1] == (add, 0)


def test_setcc_floating_point_conditions_swap_operands() -> None:
    tli, dag, _m, ctx = _setup()
    a, b = _reg(dag, 1, MVT.f64), _reg(dag, 2, MVT.f64)
    olt = _lower(tli, dag, dag.get_setcc(MVT.i8, a, b, ISD.SETOLT))
    ogt = _lower(tli, dag, dag.get_setcc(MVT.i8, a, b, ISD.SETOGT))
    ult = _lower(tli, dag, dag.get_setcc(MVT.i8, a, b, ISD.SETULT))
    uge = _lower(tli, dag, dag.get_setcc(MVT.i8, a, b, ISD.SETUGE))
    uno = _lower(tli, dag, dag.get_setcc(MVT.i8, a, b, ISD.SETUO))
    _finish(dag, olt, ogt, ult, uge, uno)
    text = _lines(dag, ctx)
    assert "t7: i32 = X86ISD::FCMP t4, t2" in text  # olt: b > a
    assert "t9: i8 = X86ISD::SETCC TargetConstant:i8<7>, t7" in text  # COND_A
    assert "t12: i32 = X86ISD::FCMP t2, t4" in text
    assert "t13: i8 = X86ISD::SETCC TargetConstant:i8<7>, t12" in text  # ogt: COND_A
    assert "t17: i8 = X86ISD::SETCC TargetConstant:i8<2>, t12" in text  # ult: COND_B
    assert "t21: i8 = X86ISD::SETCC TargetConstant:i8<6>, t7" in text  # uge swapped: COND_BE
    assert "t25: i8 = X86ISD::SETCC TargetConstant:i8<10>, t12" in text  # uo: COND_P
    # oeq/une need two flags: left to the condition-code expansion.
    assert tli.lower_operation(dag.get_setcc(MVT.i8, a, b, ISD.SETOEQ), dag) is None


def test_brcond_on_integer_setcc() -> None:
    tli, dag, _m, ctx = _setup()
    a, b = _reg(dag, 1), _reg(dag, 2)
    bb = dag.get_basic_block(_Block(2))
    sc = dag.get_setcc(MVT.i8, a, b, ISD.SETULE)
    br = dag.get_node(ISD.BRCOND, MVT.Other, dag.get_entry_node(), sc, bb)
    res = _lower(tli, dag, br)
    dag.set_root(res)
    dag.remove_dead_nodes()
    text = _lines(dag, ctx)
    assert "t9: i32,i32 = X86ISD::SUB t2, t4" in text
    assert "t11: ch = X86ISD::BRCOND t0, BasicBlock:ch<%bb.2>, TargetConstant:i8<6>, t9:1" in text  # COND_BE


def test_brcond_on_boolean_value_tests_bit_zero() -> None:
    tli, dag, _m, ctx = _setup()
    c = dag.get_node(ISD.TRUNCATE, MVT.i8, _reg(dag, 1))
    bb = dag.get_basic_block(_Block(1))
    br = dag.get_node(ISD.BRCOND, MVT.Other, dag.get_entry_node(), c, bb)
    res = _lower(tli, dag, br)
    node = res[0]
    assert node.opcode == X86ISD.BRCOND and node.ops[2][0].payload[0] == 5  # COND_NE
    cmp = node.ops[3][0]
    assert cmp.opcode == X86ISD.CMP and cmp.ops[1][0].payload[0] == 0
    assert cmp.ops[0][0].opcode == ISD.AND and cmp.ops[0][0].ops[1][0].payload[0] == 1


def test_brcond_une_is_two_branches_and_overflow_branches_use_flags() -> None:
    tli, dag, _m, ctx = _setup()
    a, b = _reg(dag, 1, MVT.f32), _reg(dag, 2, MVT.f32)
    bb = dag.get_basic_block(_Block(3))
    sc = dag.get_setcc(MVT.i8, a, b, ISD.SETUNE)
    res = _lower(tli, dag, dag.get_node(ISD.BRCOND, MVT.Other, dag.get_entry_node(), sc, bb))
    second = res[0]
    first = second.ops[0][0]
    assert [first.ops[2][0].payload[0], second.ops[2][0].payload[0]] == [5, 10]  # NE then P
    assert first.ops[3] == second.ops[3] and first.ops[3][0].opcode == X86ISD.FCMP

    x, y = _reg(dag, 4), _reg(dag, 5)
    ov = dag.get_node(ISD.SADDO, (MVT.i32, MVT.i8), x, y)
    res = _lower(tli, dag, dag.get_node(ISD.BRCOND, MVT.Other, dag.get_entry_node(), (ov[0], 1), bb))
    assert res[0].ops[2][0].payload[0] == 0  # COND_O
    assert res[0].ops[3][0].opcode == X86ISD.ADD and res[0].ops[3][1] == 1


def test_select_i32_is_cmov_of_false_true() -> None:
    tli, dag, _m, ctx = _setup()
    a, b = _reg(dag, 1), _reg(dag, 2)
    sc = dag.get_setcc(MVT.i8, a, b, ISD.SETLT)
    sel = dag.get_select(MVT.i32, sc, a, b)
    res = _lower(tli, dag, sel)
    _finish(dag, res)
    text = _lines(dag, ctx)
    assert "t8: i32,i32 = X86ISD::SUB t2, t4" in text
    assert "t11: i32 = X86ISD::CMOV t4, t2, TargetConstant:i8<12>, t8:1" in text


def test_select_i8_is_promoted_to_i32_cmov() -> None:
    tli, dag, _m, ctx = _setup()
    a, b = _reg(dag, 1, MVT.i8), _reg(dag, 2, MVT.i8)
    c = _reg(dag, 3, MVT.i8)
    res = _lower(tli, dag, dag.get_select(MVT.i8, c, a, b))
    assert res[0].opcode == ISD.TRUNCATE
    cmov = res[0].ops[0][0]
    assert cmov.opcode == X86ISD.CMOV and cmov.vts == (MVT.i32,)
    assert cmov.ops[0][0].opcode == ISD.ANY_EXTEND and cmov.ops[0][0].ops[0] == b
    assert cmov.ops[2][0].payload[0] == 5  # COND_NE on a TEST of the condition
    assert cmov.ops[3][0].opcode == X86ISD.CMP


def test_select_f64_on_fp_compare_is_sse_mask_logic() -> None:
    tli, dag, _m, ctx = _setup()
    a, b = _reg(dag, 1, MVT.f64), _reg(dag, 2, MVT.f64)
    sc = dag.get_setcc(MVT.i8, a, b, ISD.SETOGT)
    res = _lower(tli, dag, dag.get_select(MVT.f64, sc, a, b))
    _finish(dag, res)
    text = _lines(dag, ctx)
    assert "t9: f64 = X86ISD::FSETCC t4, t2, TargetConstant:i8<1>" in text  # ogt -> swapped cmpltsd
    assert "t10: f64 = X86ISD::FANDN t9, t4" in text
    assert "t11: f64 = X86ISD::FAND t9, t2" in text
    assert "t12: f64 = X86ISD::FOR t10, t11" in text


def test_select_zero_or_minus_one_on_unsigned_compare_is_setcc_carry() -> None:
    tli, dag, _m, ctx = _setup()
    a, b = _reg(dag, 1), _reg(dag, 2)
    sc = dag.get_setcc(MVT.i8, a, b, ISD.SETULT)
    res = _lower(
        tli, dag, dag.get_select(MVT.i32, sc, dag.get_constant(-1, MVT.i32), dag.get_constant(0, MVT.i32))
    )
    assert res[0].opcode == X86ISD.SETCC_CARRY and res[0].ops[0][0].payload[0] == 2  # COND_B
    assert res[0].ops[1][0].opcode == X86ISD.SUB


def test_global_addresses_static() -> None:
    tli, dag, module, ctx = _setup()
    local = dag.get_global_address(module.get_global_variable("l"), MVT.i64, 8)
    preempt = dag.get_global_address(module.get_global_variable("g"), MVT.i64)
    r1 = _lower(tli, dag, local)
    r2 = _lower(tli, dag, preempt)
    _finish(dag, r1, r2)
    text = _lines(dag, ctx)
    # dso_local: absolute address with the offset folded (matched as l+8(%rip) or $l+8 by isel).
    assert "t4: i64 = X86ISD::Wrapper TargetGlobalAddress:i64<@l> + 8" in text
    # preemptible: load the address from the GOT, RIP-relative.
    assert "t6: i64 = X86ISD::WrapperRIP TargetGlobalAddress:i64<@g> 0 [TF=5]" in text
    loads = [n for n in dag.all_nodes if n.opcode == ISD.LOAD]
    assert len(loads) == 1 and loads[0].ops[1][0].opcode == X86ISD.WrapperRIP
    assert loads[0].mem_operand.pseudo_value.kind == 1  # PSV_GOT


def test_global_addresses_pic_and_calls() -> None:
    tli, dag, module, ctx = _setup("pic")
    local = dag.get_global_address(module.get_global_variable("l"), MVT.i64)
    r1 = _lower(tli, dag, local)
    assert r1[0].opcode == X86ISD.WrapperRIP and r1[0].ops[0][0].payload[2] == 0
    ext = dag.get_global_address(module.get_function("ext"), MVT.i64)
    call_target = tli.lower_global_or_external(ext, dag, True)
    assert call_target[0].opcode == ISD.TargetGlobalAddress and call_target[0].payload[2] == 6  # MO_PLT
    es = dag.get_external_symbol("memcpy", MVT.i64)
    assert tli.lower_global_or_external(es, dag, True)[0].payload == ("memcpy", 6)


def test_constant_pool_and_jump_table_wrappers() -> None:
    tli, dag, _m, ctx = _setup()
    cp = dag.get_constant_pool("c", MVT.i64, 8)
    jt = dag.get_jump_table(0, MVT.i64)
    r1, r2 = _lower(tli, dag, cp), _lower(tli, dag, jt)
    assert r1[0].opcode == X86ISD.Wrapper and r1[0].ops[0][0].opcode == ISD.TargetConstantPool
    assert r2[0].opcode == X86ISD.Wrapper and r2[0].ops[0][0].opcode == ISD.TargetJumpTable
    tli, dag, _m, ctx = _setup("pic")
    r1 = _lower(tli, dag, dag.get_constant_pool("c", MVT.i64, 8))
    assert r1[0].opcode == X86ISD.WrapperRIP


def test_fabs_and_fneg_use_sixteen_byte_masks() -> None:
    tli, dag, _m, ctx = _setup()
    x = _reg(dag, 1, MVT.f64)
    res = _lower(tli, dag, dag.get_node(ISD.FABS, MVT.f64, x))
    ext = res[0]
    assert ext.opcode == ISD.EXTRACT_VECTOR_ELT and ext.vts == (MVT.f64,)
    logic = ext.ops[0][0]
    assert logic.opcode == X86ISD.FAND and logic.vts == (MVT.v2f64,)
    assert logic.ops[0][0].opcode == ISD.SCALAR_TO_VECTOR
    load = logic.ops[1][0]
    assert load.opcode == ISD.LOAD and load.vts[0] == MVT.v2f64
    cp = load.ops[1][0]
    assert cp.opcode == ISD.ConstantPool and cp.payload[2] == 16
    elts = cp.payload[0].operands
    assert len(elts) == 2 and all(e.bits == 0x7FFFFFFFFFFFFFFF for e in elts)
    neg = _lower(tli, dag, dag.get_node(ISD.FNEG, MVT.f32, _reg(dag, 2, MVT.f32)))
    logic = neg[0].ops[0][0]
    assert logic.opcode == X86ISD.FXOR and logic.vts == (MVT.v4f32,)
    assert [e.bits for e in logic.ops[1][0].ops[1][0].payload[0].operands] == [0x80000000] * 4
    # fneg(fabs x) is an OR with the sign mask.
    nabs = _lower(tli, dag, dag.get_node(ISD.FNEG, MVT.f64, dag.get_node(ISD.FABS, MVT.f64, x)))
    assert nabs[0].ops[0][0].opcode == X86ISD.FOR


def test_overflow_intrinsics() -> None:
    tli, dag, _m, ctx = _setup()
    a, b = _reg(dag, 1), _reg(dag, 2)
    uaddo = dag.get_node(ISD.UADDO, (MVT.i32, MVT.i8), a, b)
    res = _lower(tli, dag, uaddo)
    merge = res[0]
    assert merge.opcode == ISD.MERGE_VALUES
    value, setcc = merge.ops
    assert value[0].opcode == X86ISD.ADD and value[0].vts == (MVT.i32, MVT.i32)
    assert (
        setcc[0].opcode == X86ISD.SETCC
        and setcc[0].ops[0][0].payload[0] == 2
        and setcc[0].ops[1] == (value[0], 1)
    )
    inc = _lower(tli, dag, dag.get_node(ISD.UADDO, (MVT.i32, MVT.i8), a, dag.get_constant(1, MVT.i32)))
    assert inc[0].ops[1][0].ops[0][0].payload[0] == 4  # x + 1 overflows into zero: COND_E
    smulo = _lower(
        tli, dag, dag.get_node(ISD.SMULO, (MVT.i64, MVT.i8), _reg(dag, 3, MVT.i64), _reg(dag, 4, MVT.i64))
    )
    assert smulo[0].ops[0][0].opcode == X86ISD.SMUL and smulo[0].ops[1][0].ops[0][0].payload[0] == 0  # COND_O
    usubo = _lower(tli, dag, dag.get_node(ISD.USUBO, (MVT.i32, MVT.i8), a, b))
    assert usubo[0].ops[0][0].opcode == X86ISD.SUB and usubo[0].ops[1][0].ops[0][0].payload[0] == 2


def test_cttz_and_ctlz_without_bmi_or_lzcnt() -> None:
    tli, dag, _m, ctx = _setup()
    x = _reg(dag, 1)
    tz = _lower(tli, dag, dag.get_node(ISD.CTTZ, MVT.i32, x))
    lz = _lower(tli, dag, dag.get_node(ISD.CTLZ, MVT.i32, x))
    lz8 = _lower(tli, dag, dag.get_node(ISD.CTLZ_ZERO_UNDEF, MVT.i8, _reg(dag, 2, MVT.i8)))
    _finish(dag, tz, lz, lz8)
    text = _lines(dag, ctx)
    assert "t4: i32,i32 = X86ISD::BSF t2" in text
    # cmov(e): zero input -> bit width; else the BSF result.
    assert "t7: i32 = X86ISD::CMOV t4, Constant:i32<32>, TargetConstant:i8<4>, t4:1" in text
    assert "t9: i32,i32 = X86ISD::BSR t2" in text
    assert "t11: i32 = X86ISD::CMOV t9, Constant:i32<63>, TargetConstant:i8<4>, t9:1" in text
    assert "t13: i32 = xor t11, Constant:i32<31>" in text
    # i8 ctlz_zero_undef: zero-extend, BSR, xor 7, truncate.
    assert "t17: i32 = zero_extend t15" in text
    assert "t18: i32,i32 = X86ISD::BSR t17" in text
    assert "t20: i32 = xor t18, Constant:i32<7>" in text
    assert "t21: i8 = truncate t20" in text


def test_vastart_stores_the_four_va_list_fields() -> None:
    tli, dag, _m, ctx = _setup()
    dag.mf.info = SimpleNamespace(
        var_args_gp_offset=8, var_args_fp_offset=48, var_args_frame_index=-1, reg_save_frame_index=0
    )
    ptr = _reg(dag, 1, MVT.i64)
    vastart = dag.get_node(ISD.VASTART, MVT.Other, dag.get_entry_node(), ptr, dag.get_src_value(None))
    res = _lower(tli, dag, vastart)
    tf = res[0]
    assert tf.opcode == ISD.TokenFactor and len(tf.ops) == 4
    stores = [o[0] for o in tf.ops]
    assert [s.ops[1][0].opcode for s in stores] == [
        ISD.Constant,
        ISD.Constant,
        ISD.FrameIndex,
        ISD.FrameIndex,
    ]
    assert [stores[0].ops[1][0].payload[0], stores[1].ops[1][0].payload[0]] == [8, 48]
    assert [stores[2].ops[1][0].payload, stores[3].ops[1][0].payload] == [-1, 0]
    offsets = []
    for s in stores:
        addr = s.ops[2][0]
        off = 0
        while addr.opcode == ISD.ADD:
            off += addr.ops[1][0].payload[0]
            addr = addr.ops[0][0]
        offsets.append(off)
    assert offsets == [0, 4, 8, 16]
    assert [s.mem_operand.size for s in stores] == [4, 4, 8, 8]


def test_vaarg_is_vaarg_64_then_a_load() -> None:
    tli, dag, _m, ctx = _setup()
    ptr = _reg(dag, 1, MVT.i64)
    for vt, size, mode in ((MVT.i32, 4, 1), (MVT.f64, 8, 2), (MVT.i64, 8, 1)):
        va = dag.get_node(
            ISD.VAARG,
            (vt, MVT.Other),
            dag.get_entry_node(),
            ptr,
            dag.get_src_value(None),
            dag.get_target_constant(4, MVT.i32),
        )
        res = _lower(tli, dag, va)
        load = res[0]
        assert load.opcode == ISD.LOAD and load.vts == (vt, MVT.Other)
        node = load.ops[1][0]
        assert node.opcode == X86ISD.VAARG_64 and node.vts == (MVT.i64, MVT.Other)
        assert [o[0].payload[0] for o in node.ops[2:]] == [size, mode, 4]
        assert load.ops[0] == (node, 1)


def test_dynamic_stackalloc_adjusts_rsp_inside_a_call_frame() -> None:
    tli, dag, _m, ctx = _setup()
    size = _reg(dag, 1, MVT.i64)
    node = dag.get_node(
        ISD.DYNAMIC_STACKALLOC,
        (MVT.i64, MVT.Other),
        dag.get_entry_node(),
        size,
        dag.get_constant(32, MVT.i64),
    )
    res = _lower(tli, dag, node)
    merge = res[0]
    value, chain = merge.ops
    assert value[0].opcode == ISD.AND and value[0].ops[1][0].const_sext_value == -32
    sub = value[0].ops[0][0]
    assert sub.opcode == ISD.SUB and sub.ops[1] == size
    assert (
        sub.ops[0][0].opcode == ISD.CopyFromReg
        and sub.ops[0][0].ops[1][0].payload == tli.stack_pointer_register_to_save_restore
    )
    assert chain[0].opcode == ISD.CALLSEQ_END and chain[0].ops[0][0].opcode == ISD.CopyToReg


def test_frame_and_return_address() -> None:
    tli, dag, _m, ctx = _setup()
    dag.mf.info = SimpleNamespace(ra_index=0)
    fa = _lower(tli, dag, dag.get_node(ISD.FRAMEADDR, MVT.i64, dag.get_target_constant(0, MVT.i32)))
    assert fa[0].opcode == ISD.CopyFromReg and dag.mf.frame_info.frame_address_taken
    ra = _lower(tli, dag, dag.get_node(ISD.RETURNADDR, MVT.i64, dag.get_target_constant(0, MVT.i32)))
    assert ra[0].opcode == ISD.LOAD and ra[0].ops[1][0].opcode == ISD.FrameIndex
    assert dag.mf.info.ra_index == ra[0].ops[1][0].payload and dag.mf.frame_info.return_address_taken


def test_int_fp_conversions() -> None:
    tli, dag, _m, ctx = _setup()
    x32, x16, x64 = _reg(dag, 1), _reg(dag, 2, MVT.i16), _reg(dag, 3, MVT.i64)
    s32 = dag.get_node(ISD.SINT_TO_FP, MVT.f64, x32)
    assert tli.lower_operation(s32, dag) == s32  # legal: cvtsi2sd
    s16 = _lower(tli, dag, dag.get_node(ISD.SINT_TO_FP, MVT.f32, x16))
    assert s16[0].opcode == ISD.SINT_TO_FP and s16[0].ops[0][0].opcode == ISD.SIGN_EXTEND
    u32 = _lower(tli, dag, dag.get_node(ISD.UINT_TO_FP, MVT.f64, x32))
    assert u32[0].opcode == ISD.SINT_TO_FP and u32[0].ops[0][0].opcode == ISD.ZERO_EXTEND
    assert u32[0].ops[0][0].vts == (MVT.i64,)
    # u64: signed conversion of x or of (x >> 1 | x & 1) when the top bit is set, times 1.0 or 2.0
    u64 = _lower(tli, dag, dag.get_node(ISD.UINT_TO_FP, MVT.f64, x64))
    assert u64[0].opcode == ISD.FMUL
    conv, scale = u64[0].ops
    assert conv[0].opcode == ISD.SINT_TO_FP and conv[0].ops[0][0].opcode == ISD.SELECT
    sel = conv[0].ops[0][0]
    assert sel.ops[2] == x64 and sel.ops[1][0].opcode == ISD.OR
    assert scale[0].opcode == ISD.SINT_TO_FP and scale[0].ops[0][0].opcode == ISD.ADD
    f = _reg(dag, 4, MVT.f64)
    fu32 = _lower(tli, dag, dag.get_node(ISD.FP_TO_UINT, MVT.i32, f))
    assert fu32[0].opcode == ISD.TRUNCATE and fu32[0].ops[0][0].opcode == ISD.FP_TO_SINT
    assert fu32[0].ops[0][0].vts == (MVT.i64,)
    fs16 = _lower(tli, dag, dag.get_node(ISD.FP_TO_SINT, MVT.i16, f))
    assert fs16[0].opcode == ISD.TRUNCATE and fs16[0].ops[0][0].vts == (MVT.i32,)
    assert tli.lower_operation(dag.get_node(ISD.FP_TO_UINT, MVT.i64, f), dag) is None


def test_dag_combine_folds_setcc_of_setcc_compare() -> None:
    tli, dag, _m, ctx = _setup()
    a, b = _reg(dag, 1), _reg(dag, 2)
    inner = _lower(tli, dag, dag.get_setcc(MVT.i8, a, b, ISD.SETLT))
    cmp = dag.get_node(X86ISD.CMP, MVT.i32, inner, dag.get_constant(0, MVT.i8))
    outer = tli.get_setcc(4, cmp, dag)  # (setcc_l ...) == 0
    dci = SimpleNamespace(dag=dag)
    res = tli.perform_dag_combine(outer[0], dci)
    assert res is not None and res[0].opcode == X86ISD.SETCC
    assert res[0].ops[0][0].payload[0] == 13 and res[0].ops[1] == inner[0].ops[1]  # !L = GE on the same flags
    bb = dag.get_basic_block(_Block(1))
    br = dag.get_node(
        X86ISD.BRCOND, MVT.Other, dag.get_entry_node(), bb, dag.get_target_constant(5, MVT.i8), cmp
    )
    res = tli.perform_dag_combine(br[0], dci)
    assert res is not None and res[0].ops[2][0].payload[0] == 12 and res[0].ops[3] == inner[0].ops[1]


def test_ctlz_i16_uses_bsr16_and_cttz_of_nonzero_skips_cmov() -> None:
    tli, dag, _m, ctx = _setup()
    x = _reg(dag, 1, MVT.i16)
    lz = _lower(tli, dag, dag.get_node(ISD.CTLZ, MVT.i16, x))
    assert lz[0].opcode == ISD.XOR and lz[0].ops[1][0].payload[0] == 15
    cmov = lz[0].ops[0][0]
    assert cmov.opcode == X86ISD.CMOV and cmov.ops[1][0].payload[0] == 31
    assert cmov.ops[0][0].opcode == X86ISD.BSR and cmov.ops[0][0].ops[0] == x
    nz = dag.get_node(ISD.OR, MVT.i32, _reg(dag, 2), dag.get_constant(1, MVT.i32))
    tz = _lower(tli, dag, dag.get_node(ISD.CTTZ, MVT.i32, nz))
    assert tz[0].opcode == X86ISD.BSF


def test_abs_is_neg_and_cmov_ge() -> None:
    tli, dag, _m, ctx = _setup()
    x = _reg(dag, 1)
    res = _lower(tli, dag, dag.get_node(ISD.ABS, MVT.i32, x))
    cmov = res[0]
    assert cmov.opcode == X86ISD.CMOV and cmov.ops[0] == x and cmov.ops[2][0].payload[0] == 13
    neg = cmov.ops[1][0]
    assert neg.opcode == X86ISD.SUB and neg.ops[0][0].payload[0] == 0 and neg.ops[1] == x
    assert cmov.ops[3] == (neg, 1)


def _dci(dag: SelectionDAG, before_legalize: bool = False) -> Any:
    return SimpleNamespace(dag=dag, is_before_legalize=lambda: before_legalize)


def _shape(v: Any) -> Any:
    from pyllc.codegen.isd import operation_name

    n = v[0]
    if n.opcode == ISD.Constant:
        return n.const_sext_value
    if n.opcode == ISD.CopyFromReg:
        return "x"
    name = "MUL_IMM" if n.opcode == X86ISD.MUL_IMM else operation_name(n.opcode)
    return (name,) + tuple(_shape(o) for o in n.ops)


def test_combine_mul_by_constant_matches_llc_lea_sequences() -> None:
    # Expected forms follow llc-14 -O2 output: 10 -> addl+lea*5, 11 -> lea*5, lea(x + r*2), 26 -> two lea*5 + add,
    # 45 -> lea*9, lea*5; -3 -> lea*3 + neg; 7 -> lea(,x,8) - x; 34 -> shl 5 + lea(r + x*2); 29 -> lea*9 lea*3 + 2 adds.
    tli, dag, _m, ctx = _setup()
    x = _reg(dag, 1)
    expected = {
        10: ("MUL_IMM", ("shl", "x", 1), 5),
        11: ("add", ("shl", ("MUL_IMM", "x", 5), 1), "x"),
        26: ("add", ("MUL_IMM", ("MUL_IMM", "x", 5), 5), "x"),
        45: ("MUL_IMM", ("MUL_IMM", "x", 9), 5),
        -3: ("sub", 0, ("MUL_IMM", "x", 3)),
        7: ("sub", ("shl", "x", 3), "x"),
        34: ("add", ("shl", "x", 5), ("shl", "x", 1)),
        29: ("add", "x", ("add", ("MUL_IMM", ("MUL_IMM", "x", 9), 3), "x")),
    }
    for k, shape in expected.items():
        mul = dag.get_node(ISD.MUL, MVT.i32, x, dag.get_constant(k, MVT.i32))
        res = tli.perform_dag_combine(mul[0], _dci(dag))
        assert res is not None and _shape(res) == shape, k
    mul = dag.get_node(ISD.MUL, MVT.i32, x, dag.get_constant(12345, MVT.i32))
    assert tli.perform_dag_combine(mul[0], _dci(dag)) is None  # stays an imul
    mul = dag.get_node(ISD.MUL, MVT.i32, x, dag.get_constant(5, MVT.i32))
    assert tli.perform_dag_combine(mul[0], _dci(dag, before_legalize=True)) is None


def test_combine_cmov_of_constants_uses_setcc_arithmetic() -> None:
    tli, dag, _m, ctx = _setup()
    a, b = _reg(dag, 1), _reg(dag, 2)
    flags = (dag.get_node(X86ISD.SUB, (MVT.i32, MVT.i32), a, b)[0], 1)
    l_cc = dag.get_target_constant(12, MVT.i8)

    def cmov(f: int, t: int) -> Any:
        n = dag.get_node(
            X86ISD.CMOV, MVT.i32, dag.get_constant(f, MVT.i32), dag.get_constant(t, MVT.i32), l_cc, flags
        )
        return tli.perform_dag_combine(n[0], _dci(dag))

    r = cmov(0, 8)  # l ? 8 : 0
    assert r[0].opcode == ISD.SHL and r[0].ops[1][0].payload[0] == 3
    setcc = r[0].ops[0][0].ops[0][0]
    assert setcc.opcode == X86ISD.SETCC and setcc.ops[0][0].payload[0] == 12
    r = cmov(8, 0)  # l ? 0 : 8 == ge ? 8 : 0
    assert r[0].ops[0][0].ops[0][0].ops[0][0].payload[0] == 13
    r = cmov(4, 5)  # l ? 5 : 4 -> zext(setl) + 4
    assert r[0].opcode == ISD.ADD and r[0].ops[1][0].payload[0] == 4
    r = cmov(10, 13)  # l ? 13 : 10 -> zext(setl) * 3 + 10
    assert r[0].opcode == ISD.ADD and r[0].ops[1][0].payload[0] == 10
    mul = r[0].ops[0][0]
    assert mul.opcode == ISD.MUL and mul.ops[1][0].payload[0] == 3
    assert mul.ops[0][0].opcode == ISD.ZERO_EXTEND and mul.ops[0][0].ops[0][0].opcode == X86ISD.SETCC
    assert cmov(0, 7) is None  # difference 7 has no LEA form: stays a CMOV


def test_i16_promotion_hooks() -> None:
    tli, dag, _m, ctx = _setup()
    assert not tli.is_type_desirable_for_op(ISD.ADD, MVT.i16)
    assert tli.is_type_desirable_for_op(ISD.ADD, MVT.i32) and tli.is_type_desirable_for_op(ISD.ADD, MVT.i8)
    assert tli.is_type_desirable_for_op(ISD.SETCC, MVT.i16)
    assert not tli.is_type_desirable_for_op(ISD.ADD, MVT.i1)
    x, y = _reg(dag, 1, MVT.i16), _reg(dag, 2, MVT.i16)
    add = dag.get_node(ISD.ADD, MVT.i16, x, y)
    assert tli.is_desirable_to_promote_op(add) == MVT.i32
    # (store (add (load p), y), p) stays 16-bit: it is an addw to memory.
    p = _reg(dag, 3, MVT.i64)
    ld = dag.get_load(MVT.i16, dag.get_entry_node(), p)
    add2 = dag.get_node(ISD.ADD, MVT.i16, ld, y)
    dag.get_store((ld[0], 1), add2, p)
    assert tli.is_desirable_to_promote_op(add2) is None
    assert tli.is_desirable_to_promote_op(dag.get_node(ISD.ADD, MVT.i32, _reg(dag, 4), _reg(dag, 5))) is None


class _FnAttrs(frozenset):
    """Function attributes by name (the ``has`` of ``AttributeSet``)."""

    def has(self, name: str) -> bool:
        return name in self


def test_memory_and_misc_hooks() -> None:
    tli, dag, _m, _ctx = _setup()
    attrs = _FnAttrs()
    assert tli.get_optimal_mem_op_type(MemOp(32, 16, 16), attrs) == MVT.v16i8
    assert tli.get_optimal_mem_op_type(MemOp(32, 16, 1), attrs) == MVT.i64
    assert tli.get_optimal_mem_op_type(MemOp(12, 1, 1), attrs) == MVT.i64
    assert tli.get_optimal_mem_op_type(MemOp(4, 1, 1), attrs) == MVT.i32
    no_float = _FnAttrs({"noimplicitfloat"})
    assert tli.get_optimal_mem_op_type(MemOp(64, 16, 16), no_float) == MVT.i64
    # 15 bytes, overlapping allowed: i64 then an i64 overlapping the first by one byte.
    assert tli.find_optimal_mem_op_lowering(MemOp(15, 1, 1, allow_overlap=True), 8, attrs) == [
        MVT.i64,
        MVT.i64,
    ]
    assert tli.find_optimal_mem_op_lowering(MemOp(15, 1, 1), 8, attrs) == [MVT.i64, MVT.i32, MVT.i16, MVT.i8]
    assert tli.find_optimal_mem_op_lowering(MemOp(15, 1, 1), 3, attrs) is None
    assert not tli.is_int_div_cheap(MVT.i32)
    assert tli.should_shrink_fp_constant(MVT.f80) and not tli.should_shrink_fp_constant(MVT.f64)
    assert (
        tli.replace_node_results(
            dag.get_node(ISD.ADD, MVT.i128, _reg(dag, 1, MVT.i128), _reg(dag, 2, MVT.i128))[0], dag
        )
        is None
    )


def test_extract_element_zero_and_fp_round_are_legal_as_they_stand() -> None:
    tli, dag, _m, ctx = _setup()
    v = _reg(dag, 1, MVT.v2f64)
    ext = dag.get_node(ISD.EXTRACT_VECTOR_ELT, MVT.f64, v, dag.get_int_ptr_constant(0))
    assert tli.lower_operation(ext, dag) == ext
    var = dag.get_node(ISD.EXTRACT_VECTOR_ELT, MVT.f64, v, _reg(dag, 2, MVT.i64))
    assert tli.lower_operation(var, dag) is None  # through a stack temporary
    rnd = dag.get_node(ISD.FP_ROUND, MVT.f32, _reg(dag, 3, MVT.f64), dag.get_int_ptr_constant(0, True))
    assert tli.lower_operation(rnd, dag) == rnd


def test_setcccarry_recreates_carry_and_uses_sbb() -> None:
    tli, dag, _m, ctx = _setup()
    a, b, c = _reg(dag, 1, MVT.i64), _reg(dag, 2, MVT.i64), _reg(dag, 3, MVT.i8)
    n = dag.get_node(ISD.SETCCCARRY, MVT.i8, a, b, c, dag.get_cond_code(ISD.SETULT))
    res = _lower(tli, dag, n)
    assert res[0].opcode == X86ISD.SETCC and res[0].ops[0][0].payload[0] == 2
    sbb = res[0].ops[1][0]
    assert sbb.opcode == X86ISD.SBB and sbb.ops[:2] == (a, b)
    add = sbb.ops[2][0]
    assert add.opcode == X86ISD.ADD and add.ops[0] == c and add.ops[1][0].payload[0] == 0xFF


def test_tls_exec_models() -> None:
    ir = "@t = thread_local global i32 0\n@u = dso_local thread_local global i32 0\n"
    tm = X86TargetMachine("x86_64-unknown-linux-gnu")
    st = tm.get_subtarget_impl()
    tli = st.target_lowering
    module = parse_assembly(ir, "t.ll")
    dag = SelectionDAG(tli, MachineFunction("f", st, target=tm))
    ie = _lower(tli, dag, dag.get_global_address(module.get_global_variable("t"), MVT.i64, is_tls=True))
    le = _lower(tli, dag, dag.get_global_address(module.get_global_variable("u"), MVT.i64, is_tls=True))
    assert ie[0].opcode == ISD.ADD and le[0].opcode == ISD.ADD
    tp = ie[0].ops[0][0]
    assert tp.opcode == ISD.LOAD and tp.mem_operand.addr_space == 257 and tp.ops[1][0].payload[0] == 0
    got = ie[0].ops[1][0]
    assert got.opcode == ISD.LOAD and got.ops[1][0].opcode == X86ISD.WrapperRIP
    assert got.ops[1][0].ops[0][0].payload[2] == 10  # MO_GOTTPOFF
    off = le[0].ops[1][0]
    assert off.opcode == X86ISD.Wrapper and off.ops[0][0].payload[2] == 12  # MO_TPOFF
    assert off.ops[0][0].opcode == ISD.TargetGlobalTLSAddress


def test_atomic_lowering() -> None:
    from pyllc.codegen.machine.mem_operand import MOLoad, MOStore, MachineMemOperand

    tli, dag, _m, ctx = _setup()
    p, v = _reg(dag, 1, MVT.i64), _reg(dag, 2)
    mmo = MachineMemOperand(MOLoad | MOStore, 4, 4)
    mmo.ordering = 7
    store = dag.get_mem_intrinsic_node(
        ISD.ATOMIC_STORE, (MVT.Other,), (dag.get_entry_node(), p, v), MVT.i32, mmo
    )
    res = _lower(tli, dag, store)
    assert res[0].opcode == ISD.ATOMIC_SWAP and res[1] == 1  # seq_cst store -> xchg
    mono = MachineMemOperand(MOStore, 4, 4)
    mono.ordering = 2
    store2 = dag.get_mem_intrinsic_node(
        ISD.ATOMIC_STORE, (MVT.Other,), (dag.get_entry_node(), p, v), MVT.i32, mono
    )
    assert tli.lower_operation(store2, dag) == store2
    rmw = dag.get_mem_intrinsic_node(
        ISD.ATOMIC_LOAD_OR, (MVT.i32, MVT.Other), (dag.get_entry_node(), p, v), MVT.i32, mmo
    )
    res = _lower(tli, dag, rmw)  # result unused: lock or
    assert res[0].opcode == ISD.MERGE_VALUES and res[0].ops[1][0].opcode == X86ISD.LOR
    fence = dag.get_node(
        ISD.ATOMIC_FENCE,
        MVT.Other,
        dag.get_entry_node(),
        dag.get_target_constant(7, MVT.i64),
        dag.get_target_constant(1, MVT.i64),
    )
    assert _lower(tli, dag, fence)[0].opcode == X86ISD.MFENCE
    acq = dag.get_node(
        ISD.ATOMIC_FENCE,
        MVT.Other,
        dag.get_entry_node(),
        dag.get_target_constant(4, MVT.i64),
        dag.get_target_constant(1, MVT.i64),
    )
    assert _lower(tli, dag, acq)[0].opcode == X86ISD.MEMBARRIER


def test_cmpxchg_uses_the_accumulator_and_sete() -> None:
    from pyllc.codegen.machine.mem_operand import MOLoad, MOStore, MachineMemOperand
    from pyllc.targets.x86.gen import register_info as R

    tli, dag, _m, ctx = _setup()
    p, e, n = _reg(dag, 1, MVT.i64), _reg(dag, 2), _reg(dag, 3)
    mmo = MachineMemOperand(MOLoad | MOStore, 4, 4)
    cas = dag.get_mem_intrinsic_node(
        ISD.ATOMIC_CMP_SWAP_WITH_SUCCESS,
        (MVT.i32, MVT.i8, MVT.Other),
        (dag.get_entry_node(), p, e, n),
        MVT.i32,
        mmo,
    )
    res = _lower(tli, dag, cas)
    merge = res[0]
    assert merge.opcode == ISD.MERGE_VALUES and merge.vts == (MVT.i32, MVT.i8, MVT.Other)
    old, success, chain = merge.ops
    assert old[0].opcode == ISD.CopyFromReg and old[0].ops[1][0].payload == R.EAX
    lcx = old[0].ops[0][0]
    assert lcx.opcode == X86ISD.LCMPXCHG_DAG and lcx.vts == (MVT.Other, MVT.Glue)
    assert lcx.ops[1] == p and lcx.ops[2] == n and lcx.ops[3][0].payload[0] == 4
    cp_in = lcx.ops[0][0]
    assert cp_in.opcode == ISD.CopyToReg and cp_in.ops[1][0].payload == R.EAX and cp_in.ops[2] == e
    assert success[0].opcode == X86ISD.SETCC and success[0].ops[0][0].payload[0] == 4
    assert success[0].ops[1][0].ops[1][0].payload == R.EFLAGS


def test_parity_folds_to_a_byte_xor_and_setnp() -> None:
    tli, dag, _m, ctx = _setup()
    x = _reg(dag, 1)
    res = _lower(tli, dag, dag.get_node(ISD.PARITY, MVT.i32, x))
    assert res[0].opcode == ISD.ZERO_EXTEND
    setnp = res[0].ops[0][0]
    assert setnp.opcode == X86ISD.SETCC and setnp.ops[0][0].payload[0] == 11  # COND_NP
    xor8 = setnp.ops[1][0]
    assert xor8.opcode == X86ISD.XOR and xor8.vts == (MVT.i8, MVT.i32) and setnp.ops[1][1] == 1
    x32 = xor8.ops[0][0].ops[0][0]
    assert (
        x32.opcode == ISD.XOR and x32.ops[1][0].opcode == ISD.SRL and x32.ops[1][0].ops[1][0].payload[0] == 16
    )
    # A value known to fit a byte: TEST it directly.
    small = dag.get_node(ISD.AND, MVT.i32, x, dag.get_constant(0x7F, MVT.i32))
    res = _lower(tli, dag, dag.get_node(ISD.PARITY, MVT.i32, small))
    assert res[0].ops[0][0].ops[1][0].opcode == X86ISD.CMP
