"""The -debug-only=isel dump format and the -view-*-dags DOT text.

The expected text is derived by hand from LLVM 14's SelectionDAGDumper.cpp rules (single-use non-leaf
operands nested two spaces deeper before their user, leaves printed inline as ``Opname:type<details>``,
``ch``/``glue`` type names, ``tN:R`` for a result other than 0) and GraphWriter's record layout.
"""

from __future__ import annotations

from pyllc.codegen.isd import ISD, SDNodeFlags
from pyllc.codegen.selection_dag.dag import SelectionDAG
from pyllc.codegen.selection_dag.dumper import DAGPrinterContext, dump_dag, node_text
from pyllc.codegen.selection_dag.printer import dag_to_dot, escape_string
from pyllc.codegen.value_types import MVT

VREG = 1 << 31


class _MMO:
    def __init__(self, text: str) -> None:
        self.text = text
        self.flags = 1

    def __str__(self) -> str:
        return self.text


class _Global:
    def __init__(self, name: str) -> None:
        self.name = name

    def print_as_operand(self) -> str:
        return "ptr @" + self.name if self.name == "h" else "@" + self.name


def _build() -> SelectionDAG:
    # define i32 @f(i32 %a, i32* %p) { %v = load i32, i32* %p; %s = add nsw i32 %v, %a; ret ... }
    dag = SelectionDAG()
    entry = dag.get_entry_node()
    a = dag.get_copy_from_reg(entry, VREG | 0, MVT.i32)
    p = dag.get_copy_from_reg(entry, VREG | 1, MVT.i64)
    v = dag.get_load(MVT.i32, entry, p, _MMO("(load (s32) from %ir.p)"))
    s = dag.get_node(ISD.ADD, MVT.i32, v, a, flags=SDNodeFlags.NoSignedWrap)
    copy = dag.get_copy_to_reg((v[0], 1), 10, s, glue=None)
    dag.set_root(copy)
    return dag


def test_dump_matches_llvm_layout() -> None:
    # The load has two uses (the add and the CopyToReg's chain), so it is listed at the top level with its
    # single-use address operand nested under it; the root comes last with its single-use operand chain.
    dag = _build()
    ctx = DAGPrinterContext(register_name=lambda r: {10: "EAX"}[r])
    assert dump_dag(dag, ctx) == (
        "SelectionDAG has 10 nodes:\n"
        "  t0: ch = EntryToken\n"
        "    t4: i64,ch = CopyFromReg t0, Register:i64 %1\n"
        "  t6: i32,ch = load<(load (s32) from %ir.p)> t0, t4, undef:i64\n"
        "      t2: i32,ch = CopyFromReg t0, Register:i32 %0\n"
        "    t7: i32 = add nsw t6, t2\n"
        "  t9: ch = CopyToReg t6:1, Register:i32 $eax, t7\n"
        "\n"
    )


def test_node_details() -> None:
    dag = SelectionDAG()
    assert node_text(dag.get_constant(-5, MVT.i32)[0]) == "t1: i32 = Constant<-5>"
    assert node_text(dag.get_constant(1, MVT.i1)[0]) == "t2: i1 = Constant<-1>"
    assert node_text(dag.get_constant_fp_value(1.5, MVT.f64)[0]) == "t3: f64 = ConstantFP<1.500000e+00>"
    assert node_text(dag.get_frame_index(2, MVT.i64)[0]) == "t4: i64 = FrameIndex<2>"
    assert node_text(dag.get_external_symbol("__divti3", MVT.i64)[0]) == "t5: i64 = ExternalSymbol'__divti3'"
    assert node_text(dag.get_value_type(MVT.i8)[0]) == "t6: ch = ValueType:i8"
    assert node_text(dag.get_cond_code(ISD.SETULT)[0]) == "t7: ch = setult"
    assert node_text(dag.get_target_constant(0, MVT.i32)[0]) == "t8: i32 = TargetConstant<0>"
    x = dag.get_copy_from_reg(dag.get_entry_node(), VREG | 3, MVT.i32)
    inreg = dag.get_node(ISD.SIGN_EXTEND_INREG, MVT.i32, x, dag.get_value_type(MVT.i8))
    assert node_text(inreg[0]) == "t11: i32 = sign_extend_inreg t10, ValueType:ch:i8"
    cmp = dag.get_setcc(MVT.i8, x, dag.get_constant(0, MVT.i32), ISD.SETLT)
    assert node_text(cmp[0]) == "t14: i8 = setcc t10, Constant:i32<0>, setlt:ch"
    ga = dag.get_global_address(_Global("g"), MVT.i64, 16, target_flags=3)
    assert node_text(ga[0]) == "t15: i64 = GlobalAddress<@g> + 16 [TF=3]"
    neg = dag.get_global_address(_Global("h"), MVT.i64, -8)
    assert node_text(neg[0]) == "t16: i64 = GlobalAddress<ptr @h> -8"


def test_dot_text() -> None:
    dag = _build()
    dag.assign_topological_order()
    dot = dag_to_dot(dag, "dag-combine1 input for f:entry")
    lines = dot.splitlines()
    assert lines[:4] == [
        'digraph "dag-combine1 input for f:entry" {',
        '\trankdir="BT";',
        '\tlabel="dag-combine1 input for f:entry";',
        "",
    ]
    assert '\tNode0x1 [shape=record,shape=Mrecord,label="{EntryToken|t0|{<d0>ch}}"];' in lines
    assert (
        '\tNode0x7 [shape=record,shape=Mrecord,label="{{<s0>0|<s1>1|<s2>2}|'
        'load\\<(load (s32) from %ir.p)\\>|t6|{<d0>i32|<d1>ch}}"];'
    ) in lines
    assert "\tNode0x7:s0 -> Node0x1:d0[color=blue,style=dashed];" in lines
    assert "\tNode0xa:s0 -> Node0x7:d1[color=blue,style=dashed];" in lines
    assert "\tNode0x8:s0 -> Node0x7:d0;" in lines
    assert lines[-3:] == [
        '\tNode0x0[ plaintext=circle, label ="GraphRoot"];',
        "\tNode0x0 -> Node0xa:d0[color=blue,style=dashed];",
        "}",
    ]


def test_dot_escape() -> None:
    assert escape_string('a{b}|<c>"d"') == 'a\\{b\\}\\|\\<c\\>\\"d\\"'
    assert escape_string("x\ny") == "x\\ny"
    assert escape_string("l\\l") == "l\\l"
