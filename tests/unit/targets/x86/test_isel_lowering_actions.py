"""X86TargetLowering's constructor tables for x86-64 with the default CPU (SSE2, CMOV, no POPCNT/LZCNT/BMI),
spot-checked against LLVM 14's X86ISelLowering.cpp and TargetLoweringBase facts."""

from __future__ import annotations

import pytest

from pyllc.codegen.isd import ISD
from pyllc.codegen.value_types import MVT
from pyllc.target.lowering import (
    CUSTOM,
    EXPAND,
    LEGAL,
    LIBCALL,
    PROMOTE,
    SCHED_ILP,
    TypeExpandInteger,
    TypeLegal,
    TypePromoteInteger,
    TypeScalarizeVector,
    TypeSoftPromoteHalf,
    TypeSplitVector,
    TypeWidenVector,
    ZeroOrNegativeOneBooleanContent,
    ZeroOrOneBooleanContent,
)
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.target_machine import X86TargetMachine
from pyllc.targets.x86.x86isd import X86ISD, get_target_node_name


@pytest.fixture(scope="module")
def tli():  # type: ignore[no-untyped-def]
    tm = X86TargetMachine("x86_64-unknown-linux-gnu")
    return tm.get_subtarget_impl().target_lowering


def test_register_classes(tli) -> None:  # type: ignore[no-untyped-def]
    assert tli.get_reg_class_for(MVT.i8) == R.GR8RegClassID
    assert tli.get_reg_class_for(MVT.i16) == R.GR16RegClassID
    assert tli.get_reg_class_for(MVT.i32) == R.GR32RegClassID
    assert tli.get_reg_class_for(MVT.i64) == R.GR64RegClassID
    assert tli.get_reg_class_for(MVT.f32) == R.FR32RegClassID
    assert tli.get_reg_class_for(MVT.f64) == R.FR64RegClassID
    assert tli.get_reg_class_for(MVT.f80) == R.RFP80RegClassID
    assert tli.get_reg_class_for(MVT.f128) == R.VR128RegClassID
    for vt in (MVT.v4f32, MVT.v2f64, MVT.v16i8, MVT.v8i16, MVT.v4i32, MVT.v2i64):
        assert tli.get_reg_class_for(vt) == R.VR128RegClassID
    assert tli.get_reg_class_for(MVT.x86mmx) == R.VR64RegClassID
    # No AVX: 256-bit vectors and f16 have no registers.
    assert not tli.is_type_legal(MVT.v8f32)
    assert not tli.is_type_legal(MVT.f16)
    assert not tli.is_type_legal(MVT.i1)


def test_type_legalization(tli) -> None:  # type: ignore[no-untyped-def]
    assert (
        tli.get_type_action(MVT.i1) == TypePromoteInteger and tli.get_type_to_transform_to(MVT.i1) == MVT.i8
    )
    assert tli.get_type_action(MVT.i128) == TypeExpandInteger
    assert tli.get_type_to_transform_to(MVT.i128) == MVT.i64 and tli.get_num_registers(MVT.i128) == 2
    # x86 soft-promotes half (kept in an i16, converted by __gnu_h2f_ieee / __gnu_f2h_ieee).
    assert tli.get_type_action(MVT.f16) == TypeSoftPromoteHalf
    assert tli.get_type_action(MVT.f80) == TypeLegal
    # x86 widens illegal vectors; one-element vectors scalarize; wide ones split.
    assert (
        tli.get_type_action(MVT.v2i32) == TypeWidenVector
        and tli.get_type_to_transform_to(MVT.v2i32) == MVT.v4i32
    )
    assert tli.get_type_action(MVT.v2f32) == TypeWidenVector
    assert (
        tli.get_type_action(MVT.v4i8) == TypeWidenVector
        and tli.get_type_to_transform_to(MVT.v4i8) == MVT.v16i8
    )
    assert tli.get_type_action(MVT.v1i64) == TypeScalarizeVector
    assert tli.get_type_action(MVT.v8f32) == TypeSplitVector and tli.get_num_registers(MVT.v8f32) == 2


def test_global_properties(tli) -> None:  # type: ignore[no-untyped-def]
    assert tli.get_boolean_contents(MVT.i32) == ZeroOrOneBooleanContent
    assert tli.get_boolean_contents(MVT.v4i32) == ZeroOrNegativeOneBooleanContent
    assert tli.get_sched_preference() == SCHED_ILP
    assert tli.stack_pointer_register_to_save_restore == R.RSP
    assert tli.get_setcc_result_type(MVT.i64) == MVT.i8
    assert tli.get_setcc_result_type(MVT.f64) == MVT.i8
    assert tli.get_setcc_result_type(MVT.v4f32) == MVT.v4i32
    assert tli.get_shift_amount_ty(MVT.i64) == MVT.i8
    assert tli.get_shift_amount_ty(MVT.i32) == MVT.i8
    assert tli.max_stores_per_memset == 16 and tli.max_stores_per_memcpy == 8
    assert tli.max_loads_per_memcmp == 2
    assert tli.get_pref_function_alignment() == 16 and tli.get_min_function_alignment() == 1
    assert tli.bypass_slow_divisions == {64: 32}
    assert tli.max_atomic_size_in_bits_supported == 64


@pytest.mark.parametrize(
    "op, vt, action",
    [
        # compares, selects and branches
        (ISD.SETCC, MVT.i8, CUSTOM),
        (ISD.SETCC, MVT.i64, CUSTOM),
        (ISD.SETCC, MVT.f32, CUSTOM),
        (ISD.SETCC, MVT.f80, CUSTOM),
        (ISD.SETCC, MVT.f128, CUSTOM),
        (ISD.SETCC, MVT.v4i32, CUSTOM),
        (ISD.SETCC, MVT.v4f32, EXPAND),
        (ISD.SELECT, MVT.i8, CUSTOM),
        (ISD.SELECT, MVT.i32, CUSTOM),
        (ISD.SELECT, MVT.f64, CUSTOM),
        (ISD.SELECT, MVT.v4f32, CUSTOM),
        (ISD.SELECT, MVT.x86mmx, CUSTOM),
        (ISD.SELECT_CC, MVT.i32, EXPAND),
        (ISD.SELECT_CC, MVT.f64, EXPAND),
        (ISD.SELECT_CC, MVT.x86mmx, EXPAND),
        (ISD.BR_CC, MVT.i32, EXPAND),
        (ISD.BR_CC, MVT.f32, EXPAND),
        (ISD.BR_CC, MVT.f128, EXPAND),
        (ISD.BRCOND, MVT.Other, CUSTOM),
        (ISD.BR_JT, MVT.Other, EXPAND),
        # sign extension in register
        (ISD.SIGN_EXTEND_INREG, MVT.i1, EXPAND),
        (ISD.SIGN_EXTEND_INREG, MVT.i8, LEGAL),
        (ISD.SIGN_EXTEND_INREG, MVT.i16, LEGAL),
        (ISD.SIGN_EXTEND_INREG, MVT.i32, LEGAL),
        # multiply and divide
        (ISD.MUL, MVT.i8, LEGAL),
        (ISD.MUL, MVT.i64, LEGAL),
        (ISD.MULHS, MVT.i32, EXPAND),
        (ISD.MULHU, MVT.i64, EXPAND),
        (ISD.MULHU, MVT.i8, EXPAND),
        (ISD.SMUL_LOHI, MVT.i32, LEGAL),
        (ISD.UMUL_LOHI, MVT.i64, LEGAL),
        (ISD.SDIV, MVT.i32, EXPAND),
        (ISD.UDIV, MVT.i8, EXPAND),
        (ISD.SREM, MVT.i64, EXPAND),
        (ISD.UREM, MVT.i16, EXPAND),
        (ISD.SDIVREM, MVT.i32, LEGAL),
        (ISD.UDIVREM, MVT.i64, LEGAL),
        # shifts, rotates, bit counting
        (ISD.ROTL, MVT.i32, LEGAL),
        (ISD.ROTR, MVT.i8, LEGAL),
        (ISD.SHL_PARTS, MVT.i64, CUSTOM),
        (ISD.SRA_PARTS, MVT.i32, CUSTOM),
        (ISD.FSHL, MVT.i32, LEGAL),
        (ISD.FSHR, MVT.i64, LEGAL),
        (ISD.FSHL, MVT.i8, CUSTOM),
        (ISD.FSHR, MVT.i16, CUSTOM),
        (ISD.CTPOP, MVT.i8, EXPAND),
        (ISD.CTPOP, MVT.i32, EXPAND),
        (ISD.CTPOP, MVT.i64, EXPAND),
        (ISD.CTTZ, MVT.i8, PROMOTE),
        (ISD.CTTZ, MVT.i16, CUSTOM),
        (ISD.CTTZ, MVT.i32, CUSTOM),
        (ISD.CTTZ, MVT.i64, CUSTOM),
        (ISD.CTTZ_ZERO_UNDEF, MVT.i8, PROMOTE),
        (ISD.CTTZ_ZERO_UNDEF, MVT.i32, LEGAL),
        (ISD.CTTZ_ZERO_UNDEF, MVT.i64, LEGAL),
        (ISD.CTLZ, MVT.i8, CUSTOM),
        (ISD.CTLZ, MVT.i64, CUSTOM),
        (ISD.CTLZ_ZERO_UNDEF, MVT.i32, CUSTOM),
        (ISD.BSWAP, MVT.i16, EXPAND),
        (ISD.BSWAP, MVT.i32, LEGAL),
        (ISD.BSWAP, MVT.i64, LEGAL),
        (ISD.PARITY, MVT.i32, CUSTOM),
        (ISD.ABS, MVT.i8, EXPAND),
        (ISD.ABS, MVT.i32, CUSTOM),
        (ISD.BITREVERSE, MVT.i32, EXPAND),
        # overflow and carry arithmetic
        (ISD.SADDO, MVT.i32, CUSTOM),
        (ISD.UADDO, MVT.i8, CUSTOM),
        (ISD.SSUBO, MVT.i64, CUSTOM),
        (ISD.USUBO, MVT.i16, CUSTOM),
        (ISD.SMULO, MVT.i64, CUSTOM),
        (ISD.UMULO, MVT.i32, CUSTOM),
        (ISD.ADDCARRY, MVT.i64, CUSTOM),
        (ISD.SUBCARRY, MVT.i32, CUSTOM),
        (ISD.SETCCCARRY, MVT.i32, CUSTOM),
        (ISD.ADDC, MVT.i32, EXPAND),
        (ISD.ADDE, MVT.i32, EXPAND),
        (ISD.SUBC, MVT.i64, EXPAND),
        (ISD.SUBE, MVT.i64, EXPAND),
        (ISD.SADDSAT, MVT.i32, EXPAND),
        # floating point
        (ISD.FADD, MVT.f32, CUSTOM),
        (ISD.FSUB, MVT.f64, CUSTOM),
        (ISD.FMUL, MVT.f64, LEGAL),
        (ISD.FDIV, MVT.f32, LEGAL),
        (ISD.FSQRT, MVT.f64, LEGAL),
        (ISD.FREM, MVT.f32, EXPAND),
        (ISD.FREM, MVT.f80, EXPAND),
        (ISD.FABS, MVT.f32, CUSTOM),
        (ISD.FNEG, MVT.f64, CUSTOM),
        (ISD.FCOPYSIGN, MVT.f64, CUSTOM),
        (ISD.FCOPYSIGN, MVT.f80, EXPAND),
        (ISD.FCOPYSIGN, MVT.v4f32, CUSTOM),
        (ISD.FSIN, MVT.f64, EXPAND),
        (ISD.FCOS, MVT.f32, EXPAND),
        (ISD.FSINCOS, MVT.f80, EXPAND),
        (ISD.FPOW, MVT.f64, EXPAND),
        (ISD.FMA, MVT.f64, EXPAND),
        (ISD.FFLOOR, MVT.f64, EXPAND),
        (ISD.FLOG, MVT.f80, EXPAND),
        (ISD.FMINNUM, MVT.f80, EXPAND),
        (ISD.ConstantFP, MVT.f64, EXPAND),
        (ISD.FADD, MVT.f128, LIBCALL),
        (ISD.FMUL, MVT.f128, LIBCALL),
        (ISD.FSQRT, MVT.f128, LIBCALL),
        (ISD.FNEG, MVT.f128, CUSTOM),
        (ISD.FP_EXTEND, MVT.f128, CUSTOM),
        (ISD.FP_ROUND, MVT.f64, CUSTOM),
        (ISD.FGETSIGN, MVT.i32, CUSTOM),
        (ISD.FP16_TO_FP, MVT.f32, EXPAND),
        (ISD.FP_TO_FP16, MVT.f64, EXPAND),
        (ISD.LRINT, MVT.f64, CUSTOM),
        (ISD.LRINT, MVT.f80, CUSTOM),
        (ISD.LROUND, MVT.f80, EXPAND),
        (ISD.FLT_ROUNDS_, MVT.i32, CUSTOM),
        (ISD.SET_ROUNDING, MVT.Other, CUSTOM),
        (ISD.STRICT_FADD, MVT.f64, LEGAL),
        (ISD.STRICT_FSQRT, MVT.f32, LEGAL),
        (ISD.STRICT_FADD, MVT.f128, LIBCALL),
        # int <-> fp
        (ISD.SINT_TO_FP, MVT.i8, PROMOTE),
        (ISD.SINT_TO_FP, MVT.i16, CUSTOM),
        (ISD.SINT_TO_FP, MVT.i32, CUSTOM),
        (ISD.SINT_TO_FP, MVT.i64, CUSTOM),
        (ISD.UINT_TO_FP, MVT.i8, PROMOTE),
        (ISD.UINT_TO_FP, MVT.i16, PROMOTE),
        (ISD.UINT_TO_FP, MVT.i32, CUSTOM),
        (ISD.UINT_TO_FP, MVT.i64, CUSTOM),
        (ISD.FP_TO_SINT, MVT.i8, PROMOTE),
        (ISD.FP_TO_SINT, MVT.i16, CUSTOM),
        (ISD.FP_TO_SINT, MVT.i64, CUSTOM),
        (ISD.FP_TO_UINT, MVT.i8, PROMOTE),
        (ISD.FP_TO_UINT, MVT.i16, PROMOTE),
        (ISD.FP_TO_UINT, MVT.i32, CUSTOM),
        (ISD.FP_TO_UINT, MVT.i64, CUSTOM),
        (ISD.FP_TO_SINT_SAT, MVT.i32, CUSTOM),
        (ISD.FP_TO_UINT_SAT, MVT.i64, CUSTOM),
        (ISD.SINT_TO_FP, MVT.v4i32, LEGAL),
        # addresses
        (ISD.GlobalAddress, MVT.i64, CUSTOM),
        (ISD.GlobalAddress, MVT.i32, CUSTOM),
        (ISD.GlobalTLSAddress, MVT.i64, CUSTOM),
        (ISD.ExternalSymbol, MVT.i64, CUSTOM),
        (ISD.ConstantPool, MVT.i64, CUSTOM),
        (ISD.JumpTable, MVT.i64, CUSTOM),
        (ISD.BlockAddress, MVT.i64, CUSTOM),
        # varargs, stack, frame, traps
        (ISD.VASTART, MVT.Other, CUSTOM),
        (ISD.VAARG, MVT.Other, CUSTOM),
        (ISD.VACOPY, MVT.Other, CUSTOM),
        (ISD.VAEND, MVT.Other, EXPAND),
        (ISD.DYNAMIC_STACKALLOC, MVT.i64, CUSTOM),
        (ISD.DYNAMIC_STACKALLOC, MVT.i32, LEGAL),
        (ISD.STACKSAVE, MVT.Other, EXPAND),
        (ISD.STACKRESTORE, MVT.Other, EXPAND),
        (ISD.FRAMEADDR, MVT.i64, LEGAL),
        (ISD.RETURNADDR, MVT.i64, LEGAL),
        (ISD.FRAME_TO_ARGS_OFFSET, MVT.i64, CUSTOM),
        (ISD.EH_RETURN, MVT.Other, CUSTOM),
        (ISD.TRAP, MVT.Other, LEGAL),
        (ISD.DEBUGTRAP, MVT.Other, LEGAL),
        (ISD.UBSANTRAP, MVT.Other, LEGAL),
        (ISD.READCYCLECOUNTER, MVT.i64, CUSTOM),
        (ISD.PREFETCH, MVT.Other, LEGAL),
        (ISD.INIT_TRAMPOLINE, MVT.Other, CUSTOM),
        # atomics (no CMPXCHG16B on the default CPU)
        (ISD.ATOMIC_FENCE, MVT.Other, CUSTOM),
        (ISD.ATOMIC_LOAD_SUB, MVT.i32, CUSTOM),
        (ISD.ATOMIC_STORE, MVT.i64, CUSTOM),
        (ISD.ATOMIC_CMP_SWAP_WITH_SUCCESS, MVT.i64, CUSTOM),
        (ISD.ATOMIC_CMP_SWAP_WITH_SUCCESS, MVT.i128, EXPAND),
        (ISD.ATOMIC_LOAD, MVT.i64, LEGAL),
        # vectors
        (ISD.SDIV, MVT.v4i32, EXPAND),
        (ISD.MUL, MVT.v4i32, CUSTOM),
        (ISD.MUL, MVT.v8i16, LEGAL),
        (ISD.BUILD_VECTOR, MVT.v4f32, CUSTOM),
        (ISD.VECTOR_SHUFFLE, MVT.v2f64, CUSTOM),
        (ISD.EXTRACT_VECTOR_ELT, MVT.v4i32, CUSTOM),
        (ISD.EXTRACT_VECTOR_ELT, MVT.v8f32, EXPAND),
        (ISD.SMAX, MVT.v8i16, LEGAL),
        (ISD.SMAX, MVT.v4i32, CUSTOM),
        (ISD.UMIN, MVT.v16i8, LEGAL),
        (ISD.SHL, MVT.v4i32, CUSTOM),
        (ISD.FSIN, MVT.v2f64, EXPAND),
    ],
)
def test_operation_action(tli, op, vt, action) -> None:  # type: ignore[no-untyped-def]
    assert tli.get_operation_action(op, vt) == action


def test_promotion_targets(tli) -> None:  # type: ignore[no-untyped-def]
    # CTTZ i8 goes straight to i32 (shorter encoding than i16).
    assert tli.get_type_to_promote_to(ISD.CTTZ, MVT.i8) == MVT.i32
    assert tli.get_type_to_promote_to(ISD.CTTZ_ZERO_UNDEF, MVT.i8) == MVT.i32
    # UINT_TO_FP i16 promotes to the next type whose action is not Promote: i32 (Custom).
    assert tli.get_type_to_promote_to(ISD.UINT_TO_FP, MVT.i16) == MVT.i32
    assert tli.get_type_to_promote_to(ISD.FP_TO_UINT, MVT.i16) == MVT.i32
    assert tli.get_type_to_promote_to(ISD.SINT_TO_FP, MVT.i8) == MVT.i16


def test_load_store_and_condcode_actions(tli) -> None:  # type: ignore[no-untyped-def]
    for vt in (MVT.i8, MVT.i16, MVT.i32, MVT.i64):
        assert tli.get_load_ext_action(ISD.SEXTLOAD, vt, MVT.i1) == PROMOTE
        assert tli.get_load_ext_action(ISD.ZEXTLOAD, vt, MVT.i1) == LEGAL
    assert tli.get_load_ext_action(ISD.SEXTLOAD, MVT.i32, MVT.i8) == LEGAL
    assert tli.get_load_ext_action(ISD.ZEXTLOAD, MVT.i64, MVT.i32) == LEGAL
    assert tli.get_load_ext_action(ISD.EXTLOAD, MVT.f64, MVT.f32) == EXPAND
    assert tli.get_load_ext_action(ISD.EXTLOAD, MVT.f32, MVT.f16) == EXPAND
    assert tli.get_load_ext_action(ISD.EXTLOAD, MVT.f128, MVT.f64) == EXPAND
    assert tli.get_load_ext_action(ISD.EXTLOAD, MVT.f80, MVT.f64) == LEGAL
    assert tli.get_load_ext_action(ISD.SEXTLOAD, MVT.v4i32, MVT.v4i8) == EXPAND
    for value_vt, mem_vt in (
        (MVT.i64, MVT.i32),
        (MVT.i64, MVT.i16),
        (MVT.i64, MVT.i8),
        (MVT.i32, MVT.i16),
        (MVT.i32, MVT.i8),
        (MVT.i16, MVT.i8),
        (MVT.f64, MVT.f32),
        (MVT.f64, MVT.f16),
        (MVT.f128, MVT.f64),
    ):
        assert tli.get_trunc_store_action(value_vt, mem_vt) == EXPAND, (value_vt, mem_vt)
    assert tli.get_trunc_store_action(MVT.v4i32, MVT.v4i8) == EXPAND
    for vt in (MVT.f32, MVT.f64, MVT.f80):
        assert tli.get_cond_code_action(ISD.SETOEQ, vt) == EXPAND
        assert tli.get_cond_code_action(ISD.SETUNE, vt) == EXPAND
        assert tli.get_cond_code_action(ISD.SETOLT, vt) == LEGAL
        assert tli.get_cond_code_action(ISD.SETUO, vt) == LEGAL
    assert tli.get_cond_code_action(ISD.SETLT, MVT.v4i32) == CUSTOM
    assert tli.get_cond_code_action(ISD.SETLT, MVT.i32) == LEGAL


def test_target_dag_combines(tli) -> None:  # type: ignore[no-untyped-def]
    for op in (
        ISD.SELECT,
        ISD.SETCC,
        ISD.ZERO_EXTEND,
        ISD.TRUNCATE,
        ISD.AND,
        ISD.OR,
        ISD.XOR,
        ISD.ADD,
        ISD.SUB,
        ISD.MUL,
        ISD.SHL,
        ISD.SRA,
        ISD.SRL,
        ISD.LOAD,
        ISD.STORE,
        ISD.SINT_TO_FP,
        ISD.BITCAST,
    ):
        assert tli.has_target_dag_combine(op)
    assert not tli.has_target_dag_combine(ISD.BRCOND)
    assert not tli.has_target_dag_combine(ISD.SDIV)


def test_hooks(tli) -> None:  # type: ignore[no-untyped-def]
    assert tli.is_fp_imm_legal(0, MVT.f32) and tli.is_fp_imm_legal(0, MVT.f64)
    assert not tli.is_fp_imm_legal(0x3FF0000000000000, MVT.f64)  # 1.0 needs a constant-pool load
    assert not tli.is_fp_imm_legal(0x8000000000000000, MVT.f64)  # -0.0 too
    assert tli.is_fp_imm_legal(0x3FFF8000000000000000, MVT.f80)  # fld1
    assert tli.is_truncate_free(MVT.i64, MVT.i32) and tli.is_truncate_free(MVT.i32, MVT.i8)
    assert not tli.is_truncate_free(MVT.i32, MVT.i64)
    assert tli.is_zext_free(MVT.i32, MVT.i64) and not tli.is_zext_free(MVT.i16, MVT.i32)
    assert tli.is_legal_icmp_immediate(-(1 << 31)) and not tli.is_legal_icmp_immediate(1 << 31)
    assert tli.is_commutative_bin_op(X86ISD.FAND) and not tli.is_commutative_bin_op(X86ISD.FANDN)
    assert tli.get_target_node_name(X86ISD.CMP) == "X86ISD::CMP"
    assert tli.get_jump_table_encoding() == 0  # static: absolute block addresses


def test_legal_addressing_mode(tli) -> None:  # type: ignore[no-untyped-def]
    class AM:
        def __init__(self, base_gv=None, base_offs=0, has_base_reg=False, scale=0):  # type: ignore[no-untyped-def]
            self.base_gv, self.base_offs, self.has_base_reg, self.scale = (
                base_gv,
                base_offs,
                has_base_reg,
                scale,
            )

    for scale in (0, 1, 2, 4, 8):
        assert tli.is_legal_addressing_mode(None, AM(has_base_reg=True, scale=scale, base_offs=-40), None, 0)
    assert not tli.is_legal_addressing_mode(None, AM(has_base_reg=True, scale=16), None, 0)
    assert tli.is_legal_addressing_mode(None, AM(scale=3), None, 0)  # lea (%r,%r,2)
    assert not tli.is_legal_addressing_mode(None, AM(has_base_reg=True, scale=3), None, 0)
    assert not tli.is_legal_addressing_mode(None, AM(has_base_reg=True, base_offs=1 << 31), None, 0)

    class GV:
        dso_local = True
        linkage = 0
        visibility = 0

    # Static: a local symbol may combine with base and index.
    assert tli.is_legal_addressing_mode(None, AM(base_gv=GV(), has_base_reg=True, scale=4), None, 0)
    # A preemptible symbol is reached through the GOT: never part of an address.
    gv = GV()
    gv.dso_local = False
    assert not tli.is_legal_addressing_mode(None, AM(base_gv=gv), None, 0)


def test_pic_rip_relative_addressing_and_jump_tables() -> None:
    tm = X86TargetMachine("x86_64-unknown-linux-gnu", reloc_model="pic")
    tli = tm.get_subtarget_impl().target_lowering

    class AM:
        base_gv = type("GV", (), {"dso_local": True, "linkage": 0, "visibility": 0})()
        base_offs = 8
        has_base_reg = True
        scale = 0

    assert not tli.is_legal_addressing_mode(None, AM(), None, 0)  # sym(%rip) has no room for a base
    AM.has_base_reg = False
    assert tli.is_legal_addressing_mode(None, AM(), None, 0)
    assert tli.get_jump_table_encoding() == 3  # EK_LabelDifference32


def test_x86isd_names_and_numbering() -> None:
    assert X86ISD.FIRST_NUMBER == ISD.BUILTIN_OP_END
    assert X86ISD.BSF == ISD.BUILTIN_OP_END
    assert X86ISD.STRICT_FCMP == ISD.FIRST_TARGET_STRICTFP_OPCODE
    assert X86ISD.LCMPXCHG_DAG == ISD.FIRST_TARGET_MEMORY_OPCODE
    assert X86ISD.VAARG_64 > ISD.FIRST_TARGET_MEMORY_OPCODE
    names = {
        get_target_node_name(v)
        for v in (
            X86ISD.CMP,
            X86ISD.FCMP,
            X86ISD.SETCC,
            X86ISD.CMOV,
            X86ISD.BRCOND,
            X86ISD.Wrapper,
            X86ISD.WrapperRIP,
            X86ISD.SUB,
            X86ISD.VAARG_64,
        )
    }
    assert names == {
        "X86ISD::CMP",
        "X86ISD::FCMP",
        "X86ISD::SETCC",
        "X86ISD::CMOV",
        "X86ISD::BRCOND",
        "X86ISD::Wrapper",
        "X86ISD::WrapperRIP",
        "X86ISD::SUB",
        "X86ISD::VAARG_64",
    }
    assert get_target_node_name(ISD.ADD) is None


def test_i686_tables() -> None:
    tm = X86TargetMachine("i686-unknown-linux-gnu")
    tli = tm.get_subtarget_impl().target_lowering
    assert not tli.is_type_legal(MVT.i64)
    assert tli.get_type_action(MVT.i64) == TypeExpandInteger
    assert tli.get_operation_action(ISD.VAARG, MVT.Other) == EXPAND
    assert tli.get_operation_action(ISD.DYNAMIC_STACKALLOC, MVT.i32) == CUSTOM
    assert tli.get_operation_action(ISD.CTPOP, MVT.i64) == CUSTOM
    assert tli.stack_pointer_register_to_save_restore == R.ESP
