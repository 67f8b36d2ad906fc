"""ISD opcodes (numbering checked against LLVM 14's ISDOpcodes.h) and condition-code algebra."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pyllc.codegen.isd import (
    CONDCODE_NAMES,
    ISD,
    ISD_ENUM_NAMES,
    OPERATION_NAMES,
    get_setcc_and_operation,
    get_setcc_inverse,
    get_setcc_or_operation,
    get_setcc_swapped_operands,
    get_unordered_flavor,
    is_signed_int_setcc,
    is_true_when_equal,
    is_unsigned_int_setcc,
)
from pyllc.codegen.value_types import MVT

HEADER = Path("/usr/lib/llvm-14/include/llvm/CodeGen/ISDOpcodes.h")


@pytest.mark.skipif(not HEADER.exists(), reason="needs LLVM 14's ISDOpcodes.h")
def test_opcode_order_matches_llvm14() -> None:
    text = HEADER.read_text()
    body = text[text.index("enum NodeType {") : text.index("#define BEGIN_REGISTER_VP_SDNODE")]
    body = re.sub(r"//[^\n]*", "", body)
    body = re.sub(r"#[^\n]*", "", body)
    names = re.findall(r"\b([A-Za-z_][A-Za-z0-9_]*)\s*,", body[len("enum NodeType {") :])
    assert names[:3] == ["DELETED_NODE", "EntryToken", "TokenFactor"]
    assert tuple(names) == ISD_ENUM_NAMES[: len(names)]
    assert ISD.VECREDUCE_UMIN == len(names) - 1
    assert ISD.BUILTIN_OP_END == len(ISD_ENUM_NAMES)


def test_operation_names() -> None:
    assert OPERATION_NAMES[ISD.ADD] == "add"
    assert OPERATION_NAMES[ISD.EntryToken] == "EntryToken"
    assert OPERATION_NAMES[ISD.CopyFromReg] == "CopyFromReg"
    assert OPERATION_NAMES[ISD.SIGN_EXTEND_INREG] == "sign_extend_inreg"
    assert OPERATION_NAMES[ISD.UNDEF] == "undef"
    assert OPERATION_NAMES[ISD.BUILD_VECTOR] == "BUILD_VECTOR"
    assert OPERATION_NAMES[ISD.ATOMIC_LOAD_ADD] == "AtomicLoadAdd"
    assert OPERATION_NAMES[ISD.VALUETYPE] == "ValueType"
    assert CONDCODE_NAMES[ISD.SETULT] == "setult"


def test_condition_code_bit_layout() -> None:
    # N U L G E: SETOLT is L (4), SETULT is U|L (12), SETLT is N|L (20).
    assert (ISD.SETOLT, ISD.SETULT, ISD.SETLT, ISD.SETNE) == (4, 12, 20, 22)
    assert is_signed_int_setcc(ISD.SETLE) and not is_signed_int_setcc(ISD.SETULE)
    assert is_unsigned_int_setcc(ISD.SETUGT)
    assert is_true_when_equal(ISD.SETGE) and not is_true_when_equal(ISD.SETGT)
    assert get_unordered_flavor(ISD.SETOLT) == 0
    assert get_unordered_flavor(ISD.SETULT) == 1
    assert get_unordered_flavor(ISD.SETLT) == 2


@pytest.mark.parametrize(
    ("cc", "swapped"),
    [
        (ISD.SETLT, ISD.SETGT),
        (ISD.SETULE, ISD.SETUGE),
        (ISD.SETEQ, ISD.SETEQ),
        (ISD.SETOGT, ISD.SETOLT),
        (ISD.SETONE, ISD.SETONE),
        (ISD.SETUGE, ISD.SETULE),
    ],
)
def test_swapped_operands(cc: int, swapped: int) -> None:
    assert get_setcc_swapped_operands(cc) == swapped


@pytest.mark.parametrize(
    ("cc", "vt", "inverse"),
    [
        (ISD.SETLT, MVT.i32, ISD.SETGE),
        (ISD.SETEQ, MVT.i64, ISD.SETNE),
        (ISD.SETUGT, MVT.i8, ISD.SETULE),
        (ISD.SETOLT, MVT.f32, ISD.SETUGE),
        (ISD.SETOEQ, MVT.f64, ISD.SETUNE),
        (ISD.SETUO, MVT.f32, ISD.SETO),
        # Don't-care-about-NaN codes stay in their range: N|U would collide, so U is cleared.
        (ISD.SETLT, MVT.f32, ISD.SETGE),
        (ISD.SETEQ, MVT.f64, ISD.SETNE),
    ],
)
def test_inverse(cc: int, vt: int, inverse: int) -> None:
    assert get_setcc_inverse(cc, vt) == inverse


def test_and_or_of_conditions() -> None:
    assert get_setcc_or_operation(ISD.SETLT, ISD.SETEQ, MVT.i32) == ISD.SETLE
    assert get_setcc_or_operation(ISD.SETLT, ISD.SETULT, MVT.i32) == ISD.SETCC_INVALID
    assert get_setcc_or_operation(ISD.SETLT, ISD.SETGT, MVT.i32) == ISD.SETNE
    assert get_setcc_and_operation(ISD.SETLE, ISD.SETGE, MVT.i32) == ISD.SETEQ
    assert get_setcc_and_operation(ISD.SETULE, ISD.SETNE, MVT.i32) == ISD.SETULT
