"""InlineAsm::ParseConstraints as pyllc.codegen.selection_dag.inline_asm implements it."""

from __future__ import annotations

import pytest

from pyllc.codegen.selection_dag.inline_asm import (
    IS_CLOBBER,
    IS_INPUT,
    IS_OUTPUT,
    parse_constraints,
)


def test_outputs_inputs_clobbers() -> None:
    infos = parse_constraints("=&r,=*m,0,{ax},^Yz,~{memory},~{dirflag}")
    assert [i.type for i in infos] == [
        IS_OUTPUT,
        IS_OUTPUT,
        IS_INPUT,
        IS_INPUT,
        IS_INPUT,
        IS_CLOBBER,
        IS_CLOBBER,
    ]
    assert infos[0].is_early_clobber and not infos[1].is_early_clobber
    assert infos[1].is_indirect and infos[1].codes == ["m"]
    assert infos[2].is_matching_input_constraint() and infos[2].matched_operand() == 0
    assert infos[0].matching_input == 2
    assert infos[3].codes == ["{ax}"]
    assert infos[4].codes == ["Yz"]
    assert infos[5].codes == ["{memory}"]


def test_multi_letter_and_alternatives() -> None:
    (info,) = parse_constraints("imr")
    assert info.codes == ["i", "m", "r"]
    (alt,) = parse_constraints("r|m")
    assert alt.alternatives == [["r"], ["m"]]
    assert alt.codes == ["r"]


def test_tied_to_a_non_output_is_rejected() -> None:
    with pytest.raises(ValueError):
        parse_constraints("r,0")
