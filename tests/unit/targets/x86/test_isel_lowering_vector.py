"""Pure helpers of the x86 vector lowering: shuffle immediates (LLVM's getV4X86ShuffleImm), mask widening
(canWidenShuffleElements), and the VECTOR_SHUFFLE canonicalization of SelectionDAG::getVectorShuffle."""

from __future__ import annotations

from pyllc.codegen.isd import ISD
from pyllc.codegen.selection_dag.dag import SelectionDAG
from pyllc.codegen.selection_dag.vector_shuffle import commute_mask, get_splat_index, get_vector_shuffle
from pyllc.codegen.value_types import MVT
from pyllc.targets.x86.isel_lowering_vector import can_widen_shuffle_elements, v4_imm


def test_v4_imm_fills_undef_lanes_and_splats_single_elements() -> None:
    assert v4_imm([2, 3, -1, -1]) == 238  # llc-14: pshufd $238 = [2,3,2,3]
    assert v4_imm([1, -1, -1, -1]) == 85  # one used element is splatted: [1,1,1,1]
    assert v4_imm([1, 1, 3, 3]) == 245
    assert v4_imm([0, 2, -1, 3]) == 0b11_10_10_00
    assert v4_imm([3, 2, 1, 0]) == 27


def test_can_widen_shuffle_elements() -> None:
    assert can_widen_shuffle_elements([2, 3, -1, -1]) == [1, -1]
    assert can_widen_shuffle_elements([-1, 3, 0, -1]) == [1, 0]
    assert can_widen_shuffle_elements([1, 2, 3, 4]) is None
    assert can_widen_shuffle_elements([0, 1, 6, 7]) == [0, 3]
    assert can_widen_shuffle_elements([-1, 2, 4, 5]) is None  # 2 is an even element in an odd position


def _reg(dag: SelectionDAG, n: int, vt: int):  # type: ignore[no-untyped-def]
    return dag.get_copy_from_reg(dag.get_entry_node(), (1 << 31) | n, vt)


def test_get_vector_shuffle_canonicalizes() -> None:
    dag = SelectionDAG()
    a = _reg(dag, 1, MVT.v4i32)
    b = _reg(dag, 2, MVT.v4i32)
    u = dag.get_undef(MVT.v4i32)
    assert get_vector_shuffle(dag, MVT.v4i32, u, u, [0, 1, 2, 3])[0].opcode == ISD.UNDEF
    assert get_vector_shuffle(dag, MVT.v4i32, a, u, [0, 1, -1, 3]) == a  # identity
    s = get_vector_shuffle(dag, MVT.v4i32, u, a, [4, 6, 0, 7])  # undef first input: commuted
    assert s[0].ops[0] == a and s[0].ops[1][0].opcode == ISD.UNDEF and s[0].payload == (0, 2, -1, 3)
    assert get_vector_shuffle(dag, MVT.v4i32, a, a, [0, 5, 2, 7]) == a  # shuffle x, x reads only x: identity
    s = get_vector_shuffle(dag, MVT.v4i32, a, a, [1, 4, 2, 7])
    assert s[0].ops[1][0].opcode == ISD.UNDEF and s[0].payload == (1, 0, 2, 3)
    s = get_vector_shuffle(dag, MVT.v4i32, a, b, [4, 5, 6, 7])  # only the second input: it moves first
    assert s == b
    s = get_vector_shuffle(dag, MVT.v4i32, a, b, [1, 4, 2, 7])
    assert s[0].payload == (1, 4, 2, 7) and s[0].ops == (a, b)
    assert get_vector_shuffle(dag, MVT.v4i32, a, b, [1, 4, 2, 7]) == s  # CSE by mask
    assert commute_mask((1, 4, -1, 7), 4) == (5, 0, -1, 3)
    assert get_splat_index((-1, 2, 2, -1)) == 2 and get_splat_index((0, 1, 0, 0)) == -1
