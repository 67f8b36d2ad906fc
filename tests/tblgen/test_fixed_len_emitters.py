"""The fixed-width record checks of the code-emitter and decoder generators (TableGen's errors)."""

from __future__ import annotations

import pytest

from pyllc.tblgen.code_emitter_gen import check_encoding
from pyllc.tblgen.decoder_emitter import build_tree
from pyllc.tblgen.records import FixedLenEncoding, Inst


def test_inst_field_spelling() -> None:
    f = Inst("51-48", "addr{19-16}")
    assert (f.hi, f.lo, f.value, f.op_lo, f.width) == (51, 48, "addr", 16, 4)
    assert Inst("7", 1).width == 1
    with pytest.raises(ValueError, match="widths differ"):
        Inst("51-48", "addr{15-0}")


def test_overlapping_and_outside_fields_are_errors() -> None:
    with pytest.raises(ValueError, match="overlaps"):
        check_encoding("X", FixedLenEncoding(16, (Inst("15-8", 1), Inst("8-0", "a"))))
    with pytest.raises(ValueError, match="outside"):
        check_encoding("X", FixedLenEncoding(16, (Inst("16-8", 1),)))
    with pytest.raises(ValueError, match="whole number of bytes"):
        check_encoding("X", FixedLenEncoding(12, ()))


def test_fixed_bits_cover_unnamed_bits() -> None:
    enc = FixedLenEncoding(16, (Inst("15-12", 0xA), Inst("7-0", "imm")))
    assert enc.fixed_bits == (0xFF00, 0xA000)


def test_decoder_tree_filters_then_orders_by_specificity() -> None:
    # A: 0xA0nn, B: 0xA0FF (more specific), C: 0xB0nn
    nodes = build_tree([(0xFF00, 0xA000, 1, "A"), (0xFFFF, 0xA0FF, 2, "B"), (0xFF00, 0xB000, 3, "C")], 16)
    lo, width, children = nodes[0]
    assert (lo, width) == (8, 8) and isinstance(children, dict) and sorted(children) == [0xA0, 0xB0]
    leaf_lo, _, leaf = nodes[children[0xA0]]
    assert leaf_lo == -1 and isinstance(leaf, tuple) and [op for _, _, op in leaf] == [2, 1]


def test_decoding_conflict_is_an_error() -> None:
    with pytest.raises(ValueError, match="decoding conflict: A and B"):
        build_tree([(0xFF00, 0xA000, 1, "A"), (0xFF00, 0xA000, 2, "B")], 16)
