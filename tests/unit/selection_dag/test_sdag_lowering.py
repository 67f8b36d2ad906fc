"""TargetLoweringBase: computeRegisterProperties on an x86-64 (SSE2) register setup, action tables, libcalls.

The register setup is LLVM 14's X86TargetLowering for x86-64 with SSE2 (GR8..GR64, FR32/FR64, RFP80, f128 and
the 128-bit vectors in VR128, MMX), with X86's softPromoteHalfType and getPreferredVectorAction overrides.
Expected type actions are LLVM 14's (e.g. i1 promotes to i8, i128 expands into two i64, <2 x i32> widens
to v4i32, <8 x i32> splits in two v4i32, <4 x i1> promotes to v4i32).
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from pyllc.codegen.isd import ISD
from pyllc.codegen.value_types import MVT, MVT_NUM_ELEMENTS, get_integer_vt, vt_from_name
from pyllc.target import lowering as L
from pyllc.target.lowering import RTLIB, TargetLowering, get_libcall


class X86LikeLowering(TargetLowering):
    def __init__(self) -> None:
        super().__init__("x86_64-unknown-linux-gnu")
        for vt, rc in (
            (MVT.i8, "GR8"),
            (MVT.i16, "GR16"),
            (MVT.i32, "GR32"),
            (MVT.i64, "GR64"),
            (MVT.f32, "FR32"),
            (MVT.f64, "FR64"),
            (MVT.f80, "RFP80"),
            (MVT.f128, "VR128"),
            (MVT.x86mmx, "VR64"),
            (MVT.v4f32, "VR128"),
            (MVT.v2f64, "VR128"),
            (MVT.v16i8, "VR128"),
            (MVT.v8i16, "VR128"),
            (MVT.v4i32, "VR128"),
            (MVT.v2i64, "VR128"),
        ):
            self.add_register_class(vt, rc)
        self.compute_register_properties()

    def soft_promote_half_type(self) -> bool:
        return True

    def get_preferred_vector_action(self, vt: int) -> int:
        from pyllc.codegen.value_types import MVT_ELEMENT_TYPE, MVT_IS_SCALABLE

        if not MVT_IS_SCALABLE[vt] and MVT_NUM_ELEMENTS[vt] != 1 and MVT_ELEMENT_TYPE[vt] != MVT.i1:
            return L.TypeWidenVector
        return super().get_preferred_vector_action(vt)


@pytest.fixture(scope="module")
def tli() -> X86LikeLowering:
    return X86LikeLowering()


@pytest.mark.parametrize(
    ("name", "action", "to", "nregs", "regvt"),
    [
        ("i1", "TypePromoteInteger", "i8", 1, "i8"),
        ("i8", "TypeLegal", "i8", 1, "i8"),
        ("i64", "TypeLegal", "i64", 1, "i64"),
        ("i128", "TypeExpandInteger", "i64", 2, "i64"),
        ("f16", "TypeSoftPromoteHalf", "f32", 1, "i16"),
        ("bf16", "TypePromoteFloat", "f32", 1, "f32"),
        ("f80", "TypeLegal", "f80", 1, "f80"),
        ("f128", "TypeLegal", "f128", 1, "f128"),
        ("ppcf128", "TypeExpandFloat", "f64", 2, "f64"),
        ("v2i32", "TypeWidenVector", "v4i32", 1, "v4i32"),
        ("v4i8", "TypeWidenVector", "v16i8", 1, "v16i8"),
        ("v2f32", "TypeWidenVector", "v4f32", 1, "v4f32"),
        ("v3i32", "TypeWidenVector", "v4i32", 1, "v4i32"),
        ("v8i32", "TypeSplitVector", "v4i32", 2, "v4i32"),
        ("v16i32", "TypeSplitVector", "v8i32", 4, "v4i32"),
        ("v4f64", "TypeSplitVector", "v2f64", 2, "v2f64"),
        ("v1i64", "TypeScalarizeVector", "i64", 1, "i64"),
        ("v2i1", "TypePromoteInteger", "v2i64", 1, "v2i64"),
        ("v4i1", "TypePromoteInteger", "v4i32", 1, "v4i32"),
        ("v8i1", "TypePromoteInteger", "v8i16", 1, "v8i16"),
        ("v16i1", "TypePromoteInteger", "v16i8", 1, "v16i8"),
        # No legal vXi1 type: getVectorTypeBreakdownMVT halves down to i1, kept in i8 registers.
        ("v32i1", "TypeSplitVector", "v16i1", 32, "i8"),
        # Extended types (getTypeConversion).
        ("i33", "TypePromoteInteger", "i64", 1, "i64"),
        ("i7", "TypePromoteInteger", "i8", 1, "i8"),
        ("i256", "TypeExpandInteger", "i128", 4, "i64"),
        ("i96", "TypePromoteInteger", "i128", 2, "i64"),
        # getVectorTypeBreakdown: v4i8 is not legal either, so the odd vector counts as three i8 registers.
        ("v3i8", "TypeWidenVector", "v4i8", 3, "i8"),
    ],
)
def test_type_actions(tli: X86LikeLowering, name: str, action: str, to: str, nregs: int, regvt: str) -> None:
    vt = vt_from_name(name)
    got_action, got_to = tli.get_type_conversion(vt)
    assert L.type_action_name(got_action) == action
    assert got_to == vt_from_name(to)
    assert tli.get_type_action(vt) == got_action
    assert tli.get_type_to_transform_to(vt) == vt_from_name(to)
    assert tli.get_num_registers(vt) == nregs
    assert tli.get_register_type(vt) == vt_from_name(regvt)


def test_default_vector_actions_without_target_override() -> None:
    base = TargetLowering()
    for vt in (MVT.i32, MVT.i64, MVT.v4i32, MVT.v2i64):
        base.add_register_class(vt, "R")
    base.compute_register_properties()
    # LLVM's default prefers promoting integer elements: <2 x i32> -> <2 x i64>.
    assert base.get_type_conversion(MVT.v2i32) == (L.TypePromoteInteger, MVT.v2i64)
    assert base.get_type_conversion(MVT.v4i16) == (L.TypePromoteInteger, MVT.v4i32)
    assert base.get_type_conversion(MVT.i8) == (L.TypePromoteInteger, MVT.i32)
    # No FP registers: floats are softened into integers of their width.
    assert base.get_type_conversion(MVT.f32) == (L.TypeSoftenFloat, MVT.i32)
    assert base.get_type_conversion(MVT.f64) == (L.TypeSoftenFloat, MVT.i64)
    assert base.get_type_conversion(MVT.f16) == (L.TypePromoteFloat, MVT.f32)
    assert base.get_type_conversion(MVT.ppcf128) == (L.TypeSoftenFloat, MVT.i128)
    assert base.get_num_registers(MVT.i128) == 2


def test_operation_action_defaults(tli: X86LikeLowering) -> None:
    assert tli.get_operation_action(ISD.ADD, MVT.i32) == L.LEGAL
    for op in (
        ISD.SMIN,
        ISD.UMAX,
        ISD.ABS,
        ISD.SADDO,
        ISD.ADDCARRY,
        ISD.FSHL,
        ISD.CTLZ_ZERO_UNDEF,
        ISD.BITREVERSE,
        ISD.STRICT_FADD,
        ISD.VECREDUCE_ADD,
        ISD.FMINIMUM,
    ):
        assert tli.get_operation_action(op, MVT.i64) == L.EXPAND, op
    assert tli.get_operation_action(ISD.ConstantFP, MVT.f64) == L.EXPAND
    assert tli.get_operation_action(ISD.FLOG, MVT.f32) == L.EXPAND
    assert tli.get_operation_action(ISD.FLOG, MVT.f80) == L.LEGAL
    assert tli.get_operation_action(ISD.SIGN_EXTEND_INREG, MVT.v4i32) == L.EXPAND
    assert tli.get_operation_action(ISD.SIGN_EXTEND_INREG, MVT.i32) == L.LEGAL
    assert tli.get_operation_action(ISD.TRAP, MVT.Other) == L.EXPAND
    assert tli.get_operation_action(ISD.ADD, get_integer_vt(33)) == L.EXPAND  # extended types
    assert tli.get_operation_action(ISD.BUILTIN_OP_END + 5, MVT.i32) == L.CUSTOM  # target nodes
    assert tli.get_indexed_load_action(ISD.PRE_INC, MVT.i32) == L.EXPAND
    assert tli.is_operation_legal_or_custom(ISD.ADD, MVT.i32)
    assert not tli.is_operation_legal_or_custom(ISD.ADD, MVT.i1)  # i1 is not a legal type


def test_setters_and_promotion(tli: X86LikeLowering) -> None:
    t = X86LikeLowering()
    t.set_operation_action((ISD.SDIV, ISD.UDIV), (MVT.i8, MVT.i16), L.PROMOTE)
    assert t.get_operation_action(ISD.UDIV, MVT.i16) == L.PROMOTE
    assert t.get_type_to_promote_to(ISD.SDIV, MVT.i8) == MVT.i32
    t.set_operation_action(ISD.SDIV, MVT.i32, L.PROMOTE)
    assert t.get_type_to_promote_to(ISD.SDIV, MVT.i8) == MVT.i64
    t.set_operation_promoted_to_type(ISD.CTPOP, MVT.i8, MVT.i32)
    assert t.get_type_to_promote_to(ISD.CTPOP, MVT.i8) == MVT.i32
    t.set_load_ext_action((ISD.SEXTLOAD, ISD.ZEXTLOAD), MVT.i32, MVT.i1, L.PROMOTE)
    assert t.get_load_ext_action(ISD.ZEXTLOAD, MVT.i32, MVT.i1) == L.PROMOTE
    assert t.get_load_ext_action(ISD.EXTLOAD, MVT.i32, MVT.i1) == L.LEGAL
    t.set_trunc_store_action(MVT.f64, MVT.f32, L.EXPAND)
    assert not t.is_trunc_store_legal(MVT.f64, MVT.f32) and t.is_trunc_store_legal(MVT.i32, MVT.i8)
    t.set_cond_code_action((ISD.SETOEQ, ISD.SETUNE), MVT.f64, L.EXPAND)
    assert not t.is_cond_code_legal(ISD.SETOEQ, MVT.f64) and t.is_cond_code_legal(ISD.SETOLT, MVT.f64)
    t.set_boolean_contents(L.ZeroOrOneBooleanContent)
    t.set_boolean_vector_contents(L.ZeroOrNegativeOneBooleanContent)
    assert t.get_boolean_contents(MVT.i32) == L.ZeroOrOneBooleanContent
    assert t.get_boolean_contents(MVT.v4i32) == L.ZeroOrNegativeOneBooleanContent
    assert t.get_setcc_result_type(MVT.i32) == MVT.i64
    assert t.get_setcc_result_type(MVT.v4f32) == MVT.v4i32
    assert t.get_shift_amount_ty(MVT.i32) == MVT.i64
    assert t.get_pointer_ty() == MVT.i64


def test_libcall_names_match_runtime_libcalls_def(tli: X86LikeLowering) -> None:
    assert tli.get_libcall_name(RTLIB.SDIV_I128) == "__divti3"
    assert tli.get_libcall_name(RTLIB.REM_F64) == "fmod"
    assert tli.get_libcall_name(get_libcall("SINTTOFP", MVT.i128, MVT.f64)) == "__floattidf"
    assert tli.get_libcall_name(get_libcall("FPTOUINT", MVT.f32, MVT.i128)) == "__fixunssfti"
    assert tli.get_libcall_name(get_libcall("FPEXT", MVT.f16, MVT.f32)) == "__gnu_h2f_ieee"
    assert tli.get_libcall_name(RTLIB.SDIVREM_I32) is None
    assert tli.get_libcall_name(RTLIB.SINCOS_F64) == "sincos"  # GNU environment
    assert TargetLowering("x86_64-apple-macosx").get_libcall_name(RTLIB.SINCOS_F64) is None
    assert tli.get_cmp_libcall_cc(RTLIB.OEQ_F128) == ISD.SETEQ
    assert tli.get_cmp_libcall_cc(RTLIB.UO_F64) == ISD.SETNE
    assert get_libcall("SDIV", MVT.i1) == L.UNKNOWN_LIBCALL


_ORACLE_IR = """
define i128 @a(i128 %x, i128 %y) { %r = sdiv i128 %x, %y
  ret i128 %r }
define i128 @b(i128 %x, i128 %y) { %r = urem i128 %x, %y
  ret i128 %r }
define double @c(double %x, double %y) { %r = frem double %x, %y
  ret double %r }
define double @d(i128 %x) { %r = sitofp i128 %x to double
  ret double %r }
define i128 @e(float %x) { %r = fptoui float %x to i128
  ret i128 %r }
define fp128 @f(fp128 %x, fp128 %y) { %r = fadd fp128 %x, %y
  ret fp128 %r }
define float @g(float %x, float %y) { %r = frem float %x, %y
  ret float %r }
define i128 @h(i128 %x, i128 %y) { %r = mul i128 %x, %y
  ret i128 %r }
"""


@pytest.mark.skipif(shutil.which("llc-14") is None, reason="needs llc-14")
def test_libcall_names_agree_with_llc14(tli: X86LikeLowering) -> None:
    out = subprocess.run(
        ["llc-14", "-mtriple=x86_64-unknown-linux-gnu", "-O0", "-o", "-"],
        input=_ORACLE_IR,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    calls = dict(re.findall(r"^(\w+):.*?\n(?:.*\n)*?\s+(?:callq|jmp)\s+(\w+)", out, re.M))
    expected = {
        "a": RTLIB.SDIV_I128,
        "b": RTLIB.UREM_I128,
        "c": RTLIB.REM_F64,
        "d": get_libcall("SINTTOFP", MVT.i128, MVT.f64),
        "e": get_libcall("FPTOUINT", MVT.f32, MVT.i128),
        "f": RTLIB.ADD_F128,
        "g": RTLIB.REM_F32,
    }
    for fn, call in expected.items():
        assert calls[fn] == tli.get_libcall_name(call), fn
