"""The DAG instruction-selector generator: pattern complexity and priority order follow LLVM's TableGen."""

from __future__ import annotations

from pyllc.targets.x86.gen import dag_isel
from pyllc.tblgen.records import P, parse_dag


def _complexity_of(root: str, result_inst: str) -> list[int]:
    from pyllc.targets.x86.gen import instr_info as I

    opc = getattr(I, result_inst)
    return [
        c
        for _p, c, _m, emit, _l in dag_isel.PATTERNS[root]
        if any(op[0] == 5 and op[1] == opc for op in emit)
    ]


def test_complexities_are_llvms_pattern_sizes() -> None:
    # getPatternSize: 3 per node, +1 per predicate, complex pattern addr = 3 + 5*3, int leaf +5 (+2 at root).
    assert set(_complexity_of("ISD::ADD", "ADD32rr")) == {3}
    assert set(_complexity_of("ISD::ADD", "ADD32ri8")) == {7}  # add + (imm with predicate: 3+1)
    assert set(_complexity_of("ISD::ADD", "ADD32ri")) == {6}
    assert set(_complexity_of("ISD::ADD", "ADD32rm")) == {25}  # add + load(3+1) + addr(18)
    assert set(_complexity_of("ISD::STORE", "INC32m")) == {52}  # store(+1) + add + load + 1 + addr twice
    assert set(_complexity_of("ISD::Constant", "MOV32r0")) == {15}  # (i32 0): 3 + 2, AddedComplexity 10


def test_candidates_are_sorted_by_complexity_then_definition_order() -> None:
    # Integer-only roots: complexity never increases (vector and FP patterns would rank after the integer
    # ones whatever their complexity, as LLVM's PatternSortingPredicate puts them).
    for root in (
        "ISD::Constant",
        "X86ISD::CMP",
        "X86ISD::SUB",
        "ISD::SHL",
        "ISD::SRL",
        "ISD::SRA",
        "ISD::MUL",
        "ISD::ZERO_EXTEND",
        "ISD::SIGN_EXTEND",
        "ISD::TRUNCATE",
    ):
        ints = [c for _p, c, _m, _e, _l in dag_isel.PATTERNS[root]]
        assert ints == sorted(ints, reverse=True), root
    # The 8-bit-immediate form is tried before the 32-bit one of equal complexity (declaration order).
    from pyllc.targets.x86.gen import instr_info as I

    add = [
        next(op[1] for op in e if op[0] == 5)
        for _p, _c, _m, e, _l in dag_isel.PATTERNS["ISD::ADD"]
        if any(op[0] == 5 for op in e)
    ]
    assert add.index(I.ADD64ri8) < add.index(I.ADD64ri32)


def test_pattern_text_syntax() -> None:
    pat = P("(i32 (add GR32:$a, (i32 imm:$b)))", "(ADD32ri $a, $b)", 2)
    assert (
        pat.pattern.op == "add" and pat.pattern.vt == "i32" and pat.pattern.args == ("GR32:$a", "i32:imm:$b")
    )
    assert pat.added_complexity == 2 and pat.loc.endswith(".py:" + pat.loc.rsplit(":", 1)[1])
    d = parse_dag("(SUBREG_TO_REG (i64 0), (MOV32r0), sub_32bit)")
    assert d.args[0].vt == "i64" and d.args[1].op == "MOV32r0" and d.args[2] == "sub_32bit"
