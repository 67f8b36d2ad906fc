"""MVT/EVT: LLVM 14's numbering (checked against the installed MachineValueType.h) and the EVT helpers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pyllc.codegen import value_types as V
from pyllc.codegen.value_types import MVT

HEADER = Path("/usr/lib/llvm-14/include/llvm/Support/MachineValueType.h")


@pytest.mark.skipif(not HEADER.exists(), reason="needs LLVM 14's MachineValueType.h")
def test_simple_value_type_numbers_match_llvm14() -> None:
    text = HEADER.read_text()
    body = text[text.index("enum SimpleValueType") : text.index("SimpleValueType SimpleTy")]
    pairs = re.findall(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(\d+),?", body, re.M)
    assert len(pairs) > 180
    for name, number in pairs:
        if name.startswith(("FIRST_", "LAST_", "MAX_", "VALUETYPE_SIZE")):
            continue
        assert getattr(MVT, name) == int(number), name


def test_names_sizes_and_shapes() -> None:
    assert V.evt_string(MVT.i32) == "i32"
    assert V.evt_string(MVT.Other) == "ch"
    assert V.evt_string(MVT.Glue) == "glue"
    assert V.evt_string(MVT.v4i32) == "v4i32"
    assert V.evt_string(MVT.nxv2i64) == "nxv2i64"
    assert V.size_in_bits(MVT.i1) == 1
    assert V.size_in_bits(MVT.f80) == 80
    assert V.size_in_bits(MVT.v8i16) == 128
    assert V.size_in_bits(MVT.v3i16) == 48
    assert V.store_size(MVT.i1) == 1
    assert V.store_size(MVT.f80) == 10
    assert V.vector_element_type(MVT.v2f64) == MVT.f64
    assert V.vector_num_elements(MVT.v16i8) == 16
    assert V.is_vector(MVT.v4f32) and not V.is_vector(MVT.f32)
    assert V.is_integer(MVT.v4i32) and not V.is_integer(MVT.v4f32)
    assert V.is_floating_point(MVT.v2f64) and V.is_floating_point(MVT.bf16)
    assert V.is_scalable_vector(MVT.nxv4i32) and not V.is_scalable_vector(MVT.v4i32)
    assert V.get_integer_vt(64) == MVT.i64
    assert V.get_vector_vt(MVT.i32, 4) == MVT.v4i32
    assert V.get_vector_vt(MVT.f32, 4, True) == MVT.nxv4f32
    assert V.get_floating_point_vt(80) == MVT.f80


def test_extended_types_are_canonical_ints_above_simple() -> None:
    i33 = V.get_integer_vt(33)
    assert i33 >= V.NUM_SIMPLE_TYPES
    assert i33 == V.get_integer_vt(33)
    assert V.evt_string(i33) == "i33"
    assert V.size_in_bits(i33) == 33
    assert V.is_integer(i33) and V.is_scalar_integer(i33) and not V.is_vector(i33)
    v3i7 = V.get_vector_vt(V.get_integer_vt(7), 3)
    assert v3i7 >= V.NUM_SIMPLE_TYPES
    assert V.evt_string(v3i7) == "v3i7"
    assert V.size_in_bits(v3i7) == 21
    assert V.vector_num_elements(v3i7) == 3
    assert V.vector_element_type(v3i7) == V.get_integer_vt(7)
    # A vector of a simple element type with no MVT (v3i8) is extended too.
    v3i8 = V.get_vector_vt(MVT.i8, 3)
    assert V.evt_string(v3i8) == "v3i8" and not V.is_simple(v3i8)
    assert V.vt_from_name("v3i7") == v3i7
    assert V.vt_from_name("nxv2i64") == MVT.nxv2i64
    assert V.evt_string(V.vt_from_name("nxv3i9")) == "nxv3i9"


def test_derived_types() -> None:
    assert V.get_round_integer_type(V.get_integer_vt(33)) == MVT.i64
    assert V.get_round_integer_type(MVT.i1) == MVT.i8
    assert V.get_round_integer_type(V.get_integer_vt(129)) == V.get_integer_vt(256)
    assert V.get_pow2_vector_type(MVT.v3i32) == MVT.v4i32
    assert V.change_vector_element_type_to_integer(MVT.v4f32) == MVT.v4i32
    assert V.change_type_to_integer(MVT.f64) == MVT.i64
    assert V.get_half_num_vector_elements_vt(MVT.v8i32) == MVT.v4i32
    assert V.get_half_sized_integer_vt(MVT.i64) == MVT.i32
    assert V.is_round(MVT.i32) and not V.is_round(MVT.i1)
