"""Target lowering: what the target's registers and instructions support (LLVM: lib/CodeGen/TargetLoweringBase.cpp,
include/llvm/CodeGen/TargetLowering.h).

What it is.  Instruction selection asks the target three kinds of question, all answered here from tables the
target fills in its constructor (``<T>TargetLowering.__init__``):

1. **Which value types live in registers** (``add_register_class(MVT.i32, GPR32RegClassID)``).  From that list
   :meth:`TargetLoweringBase.compute_register_properties` derives, exactly as LLVM 14's
   ``computeRegisterProperties``, the *type legalization action* of every other type and what it turns into:

   * integers wider than the largest legal one are **expanded** into halves (i128 -> 2 x i64 where i64 is the widest), each
     step doubling the register count;
   * narrower illegal integers are **promoted** to the next larger legal integer (i1 -> i8 where i8 is the narrowest);
   * ``ppcf128`` is expanded into two f64 (or softened to i128), f128/f64/f32 without registers are
     **softened** into integers of their width (library calls do the arithmetic), f16 is **promoted** to f32
     (or soft-promoted, kept in i16), bf16 promoted to f32;
   * each illegal vector follows the target's preferred action (``get_preferred_vector_action``): promote its
     elements to a legal vector of the same length, **widen** to a legal vector with more elements, or
     **split** in halves / **scalarize**, counting the registers it needs (``getVectorTypeBreakdownMVT``).

   Extended types (``i33``, ``v3i7``) are classified on demand (``getTypeConversion``): round up to a power of
   two and promote, halve and expand, widen vectors to a power-of-two length, and so on.

2. **Which operations are legal on which types** -- ``set_operation_action(ISD.SDIV, MVT.i8, PROMOTE)`` --
   stored in one flat int list indexed ``opcode * VALUETYPE_SIZE + vt``, with sibling tables for extending
   loads, truncating stores, indexed modes and condition codes.  ``init_actions`` installs LLVM's defaults
   (most operations Legal; saturating, overflow and min/max nodes Expand; constrained FP Expand...).

3. **How calls, arguments and returns are lowered**, and other target decisions: the hooks declared in
   :class:`TargetLowering` (``lower_formal_arguments``, ``lower_call``, ``lower_return``,
   ``lower_operation``, ``perform_dag_combine``...).  The base class raises ``UnsupportedError`` for a hook
   a target does not implement.

Also here: boolean contents (how setcc results look), scheduling preference, jump-table and bit-test
thresholds, and the runtime library (``RTLIB``) names: ``__divti3``, ``fmod``, ``__floattidf``...
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, Sequence

from pyllc.codegen.isd import ISD, ISD_ENUM_NAMES
from pyllc.codegen.value_types import (
    FIRST_VECTOR_VALUETYPE,
    LAST_FIXEDLEN_VECTOR_VALUETYPE,
    LAST_INTEGER_VALUETYPE,
    LAST_VECTOR_VALUETYPE,
    MVT,
    MVT_ELEMENT_TYPE,
    MVT_IS_SCALABLE,
    MVT_NUM_ELEMENTS,
    NUM_SIMPLE_TYPES,
    VALUETYPE_SIZE,
    change_vector_element_type_to_integer,
    get_integer_vt,
    get_pow2_vector_type,
    get_round_integer_type,
    get_simple_vector_vt,
    get_vector_vt,
    is_integer,
    is_scalable_vector,
    is_simple,
    is_vector,
    scalar_size_in_bits,
    size_in_bits,
    vector_element_type,
    vector_num_elements,
)
from pyllc.support.diagnostics import UnsupportedError

if TYPE_CHECKING:
    from pyllc.codegen.selection_dag.dag import SelectionDAG
    from pyllc.codegen.selection_dag.nodes import SDNode, SDValue

# --- LegalizeAction (operation actions) -------------------------------------------------------------------------
LEGAL: Final = 0
PROMOTE: Final = 1
EXPAND: Final = 2
LIBCALL: Final = 3
CUSTOM: Final = 4
LEGALIZE_ACTION_NAMES: Final = ("Legal", "Promote", "Expand", "LibCall", "Custom")

# --- LegalizeTypeAction -----------------------------------------------------------------------------------------
TypeLegal: Final = 0
TypePromoteInteger: Final = 1
TypeExpandInteger: Final = 2
TypeSoftenFloat: Final = 3
TypeExpandFloat: Final = 4
TypeScalarizeVector: Final = 5
TypeSplitVector: Final = 6
TypeWidenVector: Final = 7
TypePromoteFloat: Final = 8
TypeSoftPromoteHalf: Final = 9
TypeScalarizeScalableVector: Final = 10
TYPE_ACTION_NAMES: Final = (
    "TypeLegal",
    "TypePromoteInteger",
    "TypeExpandInteger",
    "TypeSoftenFloat",
    "TypeExpandFloat",
    "TypeScalarizeVector",
    "TypeSplitVector",
    "TypeWidenVector",
    "TypePromoteFloat",
    "TypeSoftPromoteHalf",
    "TypeScalarizeScalableVector",
)

# --- BooleanContent ---------------------------------------------------------------------------------------------
UndefinedBooleanContent: Final = 0
ZeroOrOneBooleanContent: Final = 1
ZeroOrNegativeOneBooleanContent: Final = 2

# --- Sched::Preference ------------------------------------------------------------------------------------------
SCHED_NONE: Final = 0
SCHED_SOURCE: Final = 1
SCHED_REG_PRESSURE: Final = 2
SCHED_HYBRID: Final = 3
SCHED_ILP: Final = 4
SCHED_VLIW: Final = 5
SCHED_FAST: Final = 6

NUM_INDEXED_MODES: Final = 5
NUM_COND_CODES: Final = ISD.SETCC_INVALID
_NUM_OPS: Final = ISD.BUILTIN_OP_END

#: Constrained (strict) FP nodes, expanded by default (LLVM: IR/ConstrainedOps.def, DAG_INSTRUCTION rows).
_CONSTRAINED_BASES: Final = (
    "FADD FSUB FMUL FDIV FREM FP_EXTEND SINT_TO_FP UINT_TO_FP FP_TO_SINT FP_TO_UINT FP_ROUND FSETCC FSETCCS "
    "FCEIL FCOS FEXP FEXP2 FFLOOR FMA FLOG FLOG10 FLOG2 LRINT LLRINT LROUND LLROUND FMAXNUM FMINNUM FMAXIMUM "
    "FMINIMUM FNEARBYINT FPOW FPOWI FRINT FROUND FROUNDEVEN FSIN FSQRT FTRUNC"
).split()


# RTLIB::Libcall, in LLVM 14's order, with the default name of each (``-`` for none) (LLVM:
# include/llvm/IR/RuntimeLibcalls.def).
_RTLIB_DEF: Final = """
SHL_I16 __ashlhi3
SHL_I32 __ashlsi3
SHL_I64 __ashldi3
SHL_I128 __ashlti3
SRL_I16 __lshrhi3
SRL_I32 __lshrsi3
SRL_I64 __lshrdi3
SRL_I128 __lshrti3
SRA_I16 __ashrhi3
SRA_I32 __ashrsi3
SRA_I64 __ashrdi3
SRA_I128 __ashrti3
MUL_I8 __mulqi3
MUL_I16 __mulhi3
MUL_I32 __mulsi3
MUL_I64 __muldi3
MUL_I128 __multi3
MULO_I32 __mulosi4
MULO_I64 __mulodi4
MULO_I128 __muloti4
SDIV_I8 __divqi3
SDIV_I16 __divhi3
SDIV_I32 __divsi3
SDIV_I64 __divdi3
SDIV_I128 __divti3
UDIV_I8 __udivqi3
UDIV_I16 __udivhi3
UDIV_I32 __udivsi3
UDIV_I64 __udivdi3
UDIV_I128 __udivti3
SREM_I8 __modqi3
SREM_I16 __modhi3
SREM_I32 __modsi3
SREM_I64 __moddi3
SREM_I128 __modti3
UREM_I8 __umodqi3
UREM_I16 __umodhi3
UREM_I32 __umodsi3
UREM_I64 __umoddi3
UREM_I128 __umodti3
SDIVREM_I8 -
SDIVREM_I16 -
SDIVREM_I32 -
SDIVREM_I64 -
SDIVREM_I128 -
UDIVREM_I8 -
UDIVREM_I16 -
UDIVREM_I32 -
UDIVREM_I64 -
UDIVREM_I128 -
NEG_I32 __negsi2
NEG_I64 __negdi2
CTLZ_I32 __clzsi2
CTLZ_I64 __clzdi2
CTLZ_I128 __clzti2
ADD_F32 __addsf3
ADD_F64 __adddf3
ADD_F80 __addxf3
ADD_F128 __addtf3
ADD_PPCF128 __gcc_qadd
SUB_F32 __subsf3
SUB_F64 __subdf3
SUB_F80 __subxf3
SUB_F128 __subtf3
SUB_PPCF128 __gcc_qsub
MUL_F32 __mulsf3
MUL_F64 __muldf3
MUL_F80 __mulxf3
MUL_F128 __multf3
MUL_PPCF128 __gcc_qmul
DIV_F32 __divsf3
DIV_F64 __divdf3
DIV_F80 __divxf3
DIV_F128 __divtf3
DIV_PPCF128 __gcc_qdiv
REM_F32 fmodf
REM_F64 fmod
REM_F80 fmodl
REM_F128 fmodl
REM_PPCF128 fmodl
FMA_F32 fmaf
FMA_F64 fma
FMA_F80 fmal
FMA_F128 fmal
FMA_PPCF128 fmal
POWI_F32 __powisf2
POWI_F64 __powidf2
POWI_F80 __powixf2
POWI_F128 __powitf2
POWI_PPCF128 __powitf2
SQRT_F32 sqrtf
SQRT_F64 sqrt
SQRT_F80 sqrtl
SQRT_F128 sqrtl
SQRT_PPCF128 sqrtl
CBRT_F32 cbrtf
CBRT_F64 cbrt
CBRT_F80 cbrtl
CBRT_F128 cbrtl
CBRT_PPCF128 cbrtl
LOG_F32 logf
LOG_F64 log
LOG_F80 logl
LOG_F128 logl
LOG_PPCF128 logl
LOG_FINITE_F32 __logf_finite
LOG_FINITE_F64 __log_finite
LOG_FINITE_F80 __logl_finite
LOG_FINITE_F128 __logl_finite
LOG_FINITE_PPCF128 __logl_finite
LOG2_F32 log2f
LOG2_F64 log2
LOG2_F80 log2l
LOG2_F128 log2l
LOG2_PPCF128 log2l
LOG2_FINITE_F32 __log2f_finite
LOG2_FINITE_F64 __log2_finite
LOG2_FINITE_F80 __log2l_finite
LOG2_FINITE_F128 __log2l_finite
LOG2_FINITE_PPCF128 __log2l_finite
LOG10_F32 log10f
LOG10_F64 log10
LOG10_F80 log10l
LOG10_F128 log10l
LOG10_PPCF128 log10l
LOG10_FINITE_F32 __log10f_finite
LOG10_FINITE_F64 __log10_finite
LOG10_FINITE_F80 __log10l_finite
LOG10_FINITE_F128 __log10l_finite
LOG10_FINITE_PPCF128 __log10l_finite
EXP_F32 expf
EXP_F64 exp
EXP_F80 expl
EXP_F128 expl
EXP_PPCF128 expl
EXP_FINITE_F32 __expf_finite
EXP_FINITE_F64 __exp_finite
EXP_FINITE_F80 __expl_finite
EXP_FINITE_F128 __expl_finite
EXP_FINITE_PPCF128 __expl_finite
EXP2_F32 exp2f
EXP2_F64 exp2
EXP2_F80 exp2l
EXP2_F128 exp2l
EXP2_PPCF128 exp2l
EXP2_FINITE_F32 __exp2f_finite
EXP2_FINITE_F64 __exp2_finite
EXP2_FINITE_F80 __exp2l_finite
EXP2_FINITE_F128 __exp2l_finite
EXP2_FINITE_PPCF128 __exp2l_finite
SIN_F32 sinf
SIN_F64 sin
SIN_F80 sinl
SIN_F128 sinl
SIN_PPCF128 sinl
COS_F32 cosf
COS_F64 cos
COS_F80 cosl
COS_F128 cosl
COS_PPCF128 cosl
SINCOS_F32 -
SINCOS_F64 -
SINCOS_F80 -
SINCOS_F128 -
SINCOS_PPCF128 -
SINCOS_STRET_F32 -
SINCOS_STRET_F64 -
POW_F32 powf
POW_F64 pow
POW_F80 powl
POW_F128 powl
POW_PPCF128 powl
POW_FINITE_F32 __powf_finite
POW_FINITE_F64 __pow_finite
POW_FINITE_F80 __powl_finite
POW_FINITE_F128 __powl_finite
POW_FINITE_PPCF128 __powl_finite
CEIL_F32 ceilf
CEIL_F64 ceil
CEIL_F80 ceill
CEIL_F128 ceill
CEIL_PPCF128 ceill
TRUNC_F32 truncf
TRUNC_F64 trunc
TRUNC_F80 truncl
TRUNC_F128 truncl
TRUNC_PPCF128 truncl
RINT_F32 rintf
RINT_F64 rint
RINT_F80 rintl
RINT_F128 rintl
RINT_PPCF128 rintl
NEARBYINT_F32 nearbyintf
NEARBYINT_F64 nearbyint
NEARBYINT_F80 nearbyintl
NEARBYINT_F128 nearbyintl
NEARBYINT_PPCF128 nearbyintl
ROUND_F32 roundf
ROUND_F64 round
ROUND_F80 roundl
ROUND_F128 roundl
ROUND_PPCF128 roundl
ROUNDEVEN_F32 roundevenf
ROUNDEVEN_F64 roundeven
ROUNDEVEN_F80 roundevenl
ROUNDEVEN_F128 roundevenl
ROUNDEVEN_PPCF128 roundevenl
FLOOR_F32 floorf
FLOOR_F64 floor
FLOOR_F80 floorl
FLOOR_F128 floorl
FLOOR_PPCF128 floorl
COPYSIGN_F32 copysignf
COPYSIGN_F64 copysign
COPYSIGN_F80 copysignl
COPYSIGN_F128 copysignl
COPYSIGN_PPCF128 copysignl
FMIN_F32 fminf
FMIN_F64 fmin
FMIN_F80 fminl
FMIN_F128 fminl
FMIN_PPCF128 fminl
FMAX_F32 fmaxf
FMAX_F64 fmax
FMAX_F80 fmaxl
FMAX_F128 fmaxl
FMAX_PPCF128 fmaxl
LROUND_F32 lroundf
LROUND_F64 lround
LROUND_F80 lroundl
LROUND_F128 lroundl
LROUND_PPCF128 lroundl
LLROUND_F32 llroundf
LLROUND_F64 llround
LLROUND_F80 llroundl
LLROUND_F128 llroundl
LLROUND_PPCF128 llroundl
LRINT_F32 lrintf
LRINT_F64 lrint
LRINT_F80 lrintl
LRINT_F128 lrintl
LRINT_PPCF128 lrintl
LLRINT_F32 llrintf
LLRINT_F64 llrint
LLRINT_F80 llrintl
LLRINT_F128 llrintl
LLRINT_PPCF128 llrintl
FPEXT_F32_PPCF128 __gcc_stoq
FPEXT_F64_PPCF128 __gcc_dtoq
FPEXT_F80_F128 __extendxftf2
FPEXT_F64_F128 __extenddftf2
FPEXT_F32_F128 __extendsftf2
FPEXT_F16_F128 __extendhftf2
FPEXT_F16_F80 __extendhfxf2
FPEXT_F32_F64 __extendsfdf2
FPEXT_F16_F64 __extendhfdf2
FPEXT_F16_F32 __gnu_h2f_ieee
FPROUND_F32_F16 __gnu_f2h_ieee
FPROUND_F64_F16 __truncdfhf2
FPROUND_F80_F16 __truncxfhf2
FPROUND_F128_F16 __trunctfhf2
FPROUND_PPCF128_F16 __trunctfhf2
FPROUND_F64_F32 __truncdfsf2
FPROUND_F80_F32 __truncxfsf2
FPROUND_F128_F32 __trunctfsf2
FPROUND_PPCF128_F32 __gcc_qtos
FPROUND_F80_F64 __truncxfdf2
FPROUND_F128_F64 __trunctfdf2
FPROUND_PPCF128_F64 __gcc_qtod
FPROUND_F128_F80 __trunctfxf2
FPTOSINT_F16_I32 __fixhfsi
FPTOSINT_F16_I64 __fixhfdi
FPTOSINT_F16_I128 __fixhfti
FPTOSINT_F32_I32 __fixsfsi
FPTOSINT_F32_I64 __fixsfdi
FPTOSINT_F32_I128 __fixsfti
FPTOSINT_F64_I32 __fixdfsi
FPTOSINT_F64_I64 __fixdfdi
FPTOSINT_F64_I128 __fixdfti
FPTOSINT_F80_I32 __fixxfsi
FPTOSINT_F80_I64 __fixxfdi
FPTOSINT_F80_I128 __fixxfti
FPTOSINT_F128_I32 __fixtfsi
FPTOSINT_F128_I64 __fixtfdi
FPTOSINT_F128_I128 __fixtfti
FPTOSINT_PPCF128_I32 __gcc_qtou
FPTOSINT_PPCF128_I64 __fixtfdi
FPTOSINT_PPCF128_I128 __fixtfti
FPTOUINT_F16_I32 __fixunshfsi
FPTOUINT_F16_I64 __fixunshfdi
FPTOUINT_F16_I128 __fixunshfti
FPTOUINT_F32_I32 __fixunssfsi
FPTOUINT_F32_I64 __fixunssfdi
FPTOUINT_F32_I128 __fixunssfti
FPTOUINT_F64_I32 __fixunsdfsi
FPTOUINT_F64_I64 __fixunsdfdi
FPTOUINT_F64_I128 __fixunsdfti
FPTOUINT_F80_I32 __fixunsxfsi
FPTOUINT_F80_I64 __fixunsxfdi
FPTOUINT_F80_I128 __fixunsxfti
FPTOUINT_F128_I32 __fixunstfsi
FPTOUINT_F128_I64 __fixunstfdi
FPTOUINT_F128_I128 __fixunstfti
FPTOUINT_PPCF128_I32 __fixunstfsi
FPTOUINT_PPCF128_I64 __fixunstfdi
FPTOUINT_PPCF128_I128 __fixunstfti
SINTTOFP_I32_F16 __floatsihf
SINTTOFP_I32_F32 __floatsisf
SINTTOFP_I32_F64 __floatsidf
SINTTOFP_I32_F80 __floatsixf
SINTTOFP_I32_F128 __floatsitf
SINTTOFP_I32_PPCF128 __gcc_itoq
SINTTOFP_I64_F16 __floatdihf
SINTTOFP_I64_F32 __floatdisf
SINTTOFP_I64_F64 __floatdidf
SINTTOFP_I64_F80 __floatdixf
SINTTOFP_I64_F128 __floatditf
SINTTOFP_I64_PPCF128 __floatditf
SINTTOFP_I128_F16 __floattihf
SINTTOFP_I128_F32 __floattisf
SINTTOFP_I128_F64 __floattidf
SINTTOFP_I128_F80 __floattixf
SINTTOFP_I128_F128 __floattitf
SINTTOFP_I128_PPCF128 __floattitf
UINTTOFP_I32_F16 __floatunsihf
UINTTOFP_I32_F32 __floatunsisf
UINTTOFP_I32_F64 __floatunsidf
UINTTOFP_I32_F80 __floatunsixf
UINTTOFP_I32_F128 __floatunsitf
UINTTOFP_I32_PPCF128 __gcc_utoq
UINTTOFP_I64_F16 __floatundihf
UINTTOFP_I64_F32 __floatundisf
UINTTOFP_I64_F64 __floatundidf
UINTTOFP_I64_F80 __floatundixf
UINTTOFP_I64_F128 __floatunditf
UINTTOFP_I64_PPCF128 __floatunditf
UINTTOFP_I128_F16 __floatuntihf
UINTTOFP_I128_F32 __floatuntisf
UINTTOFP_I128_F64 __floatuntidf
UINTTOFP_I128_F80 __floatuntixf
UINTTOFP_I128_F128 __floatuntitf
UINTTOFP_I128_PPCF128 __floatuntitf
CONVERT_F128_PPCF128 __extendkftf2
CONVERT_PPCF128_F128 __trunctfkf2
OEQ_F32 __eqsf2
OEQ_F64 __eqdf2
OEQ_F128 __eqtf2
OEQ_PPCF128 __gcc_qeq
UNE_F32 __nesf2
UNE_F64 __nedf2
UNE_F128 __netf2
UNE_PPCF128 __gcc_qne
OGE_F32 __gesf2
OGE_F64 __gedf2
OGE_F128 __getf2
OGE_PPCF128 __gcc_qge
OLT_F32 __ltsf2
OLT_F64 __ltdf2
OLT_F128 __lttf2
OLT_PPCF128 __gcc_qlt
OLE_F32 __lesf2
OLE_F64 __ledf2
OLE_F128 __letf2
OLE_PPCF128 __gcc_qle
OGT_F32 __gtsf2
OGT_F64 __gtdf2
OGT_F128 __gttf2
OGT_PPCF128 __gcc_qgt
UO_F32 __unordsf2
UO_F64 __unorddf2
UO_F128 __unordtf2
UO_PPCF128 __gcc_qunord
MEMCPY memcpy
MEMMOVE memmove
MEMSET memset
BZERO -
MEMCPY_ELEMENT_UNORDERED_ATOMIC_1 __llvm_memcpy_element_unordered_atomic_1
MEMCPY_ELEMENT_UNORDERED_ATOMIC_2 __llvm_memcpy_element_unordered_atomic_2
MEMCPY_ELEMENT_UNORDERED_ATOMIC_4 __llvm_memcpy_element_unordered_atomic_4
MEMCPY_ELEMENT_UNORDERED_ATOMIC_8 __llvm_memcpy_element_unordered_atomic_8
MEMCPY_ELEMENT_UNORDERED_ATOMIC_16 __llvm_memcpy_element_unordered_atomic_16
MEMMOVE_ELEMENT_UNORDERED_ATOMIC_1 __llvm_memmove_element_unordered_atomic_1
MEMMOVE_ELEMENT_UNORDERED_ATOMIC_2 __llvm_memmove_element_unordered_atomic_2
MEMMOVE_ELEMENT_UNORDERED_ATOMIC_4 __llvm_memmove_element_unordered_atomic_4
MEMMOVE_ELEMENT_UNORDERED_ATOMIC_8 __llvm_memmove_element_unordered_atomic_8
MEMMOVE_ELEMENT_UNORDERED_ATOMIC_16 __llvm_memmove_element_unordered_atomic_16
MEMSET_ELEMENT_UNORDERED_ATOMIC_1 __llvm_memset_element_unordered_atomic_1
MEMSET_ELEMENT_UNORDERED_ATOMIC_2 __llvm_memset_element_unordered_atomic_2
MEMSET_ELEMENT_UNORDERED_ATOMIC_4 __llvm_memset_element_unordered_atomic_4
MEMSET_ELEMENT_UNORDERED_ATOMIC_8 __llvm_memset_element_unordered_atomic_8
MEMSET_ELEMENT_UNORDERED_ATOMIC_16 __llvm_memset_element_unordered_atomic_16
UNWIND_RESUME _Unwind_Resume
CXA_END_CLEANUP __cxa_end_cleanup
SYNC_VAL_COMPARE_AND_SWAP_1 __sync_val_compare_and_swap_1
SYNC_VAL_COMPARE_AND_SWAP_2 __sync_val_compare_and_swap_2
SYNC_VAL_COMPARE_AND_SWAP_4 __sync_val_compare_and_swap_4
SYNC_VAL_COMPARE_AND_SWAP_8 __sync_val_compare_and_swap_8
SYNC_VAL_COMPARE_AND_SWAP_16 __sync_val_compare_and_swap_16
SYNC_LOCK_TEST_AND_SET_1 __sync_lock_test_and_set_1
SYNC_LOCK_TEST_AND_SET_2 __sync_lock_test_and_set_2
SYNC_LOCK_TEST_AND_SET_4 __sync_lock_test_and_set_4
SYNC_LOCK_TEST_AND_SET_8 __sync_lock_test_and_set_8
SYNC_LOCK_TEST_AND_SET_16 __sync_lock_test_and_set_16
SYNC_FETCH_AND_ADD_1 __sync_fetch_and_add_1
SYNC_FETCH_AND_ADD_2 __sync_fetch_and_add_2
SYNC_FETCH_AND_ADD_4 __sync_fetch_and_add_4
SYNC_FETCH_AND_ADD_8 __sync_fetch_and_add_8
SYNC_FETCH_AND_ADD_16 __sync_fetch_and_add_16
SYNC_FETCH_AND_SUB_1 __sync_fetch_and_sub_1
SYNC_FETCH_AND_SUB_2 __sync_fetch_and_sub_2
SYNC_FETCH_AND_SUB_4 __sync_fetch_and_sub_4
SYNC_FETCH_AND_SUB_8 __sync_fetch_and_sub_8
SYNC_FETCH_AND_SUB_16 __sync_fetch_and_sub_16
SYNC_FETCH_AND_AND_1 __sync_fetch_and_and_1
SYNC_FETCH_AND_AND_2 __sync_fetch_and_and_2
SYNC_FETCH_AND_AND_4 __sync_fetch_and_and_4
SYNC_FETCH_AND_AND_8 __sync_fetch_and_and_8
SYNC_FETCH_AND_AND_16 __sync_fetch_and_and_16
SYNC_FETCH_AND_OR_1 __sync_fetch_and_or_1
SYNC_FETCH_AND_OR_2 __sync_fetch_and_or_2
SYNC_FETCH_AND_OR_4 __sync_fetch_and_or_4
SYNC_FETCH_AND_OR_8 __sync_fetch_and_or_8
SYNC_FETCH_AND_OR_16 __sync_fetch_and_or_16
SYNC_FETCH_AND_XOR_1 __sync_fetch_and_xor_1
SYNC_FETCH_AND_XOR_2 __sync_fetch_and_xor_2
SYNC_FETCH_AND_XOR_4 __sync_fetch_and_xor_4
SYNC_FETCH_AND_XOR_8 __sync_fetch_and_xor_8
SYNC_FETCH_AND_XOR_16 __sync_fetch_and_xor_16
SYNC_FETCH_AND_NAND_1 __sync_fetch_and_nand_1
SYNC_FETCH_AND_NAND_2 __sync_fetch_and_nand_2
SYNC_FETCH_AND_NAND_4 __sync_fetch_and_nand_4
SYNC_FETCH_AND_NAND_8 __sync_fetch_and_nand_8
SYNC_FETCH_AND_NAND_16 __sync_fetch_and_nand_16
SYNC_FETCH_AND_MAX_1 __sync_fetch_and_max_1
SYNC_FETCH_AND_MAX_2 __sync_fetch_and_max_2
SYNC_FETCH_AND_MAX_4 __sync_fetch_and_max_4
SYNC_FETCH_AND_MAX_8 __sync_fetch_and_max_8
SYNC_FETCH_AND_MAX_16 __sync_fetch_and_max_16
SYNC_FETCH_AND_UMAX_1 __sync_fetch_and_umax_1
SYNC_FETCH_AND_UMAX_2 __sync_fetch_and_umax_2
SYNC_FETCH_AND_UMAX_4 __sync_fetch_and_umax_4
SYNC_FETCH_AND_UMAX_8 __sync_fetch_and_umax_8
SYNC_FETCH_AND_UMAX_16 __sync_fetch_and_umax_16
SYNC_FETCH_AND_MIN_1 __sync_fetch_and_min_1
SYNC_FETCH_AND_MIN_2 __sync_fetch_and_min_2
SYNC_FETCH_AND_MIN_4 __sync_fetch_and_min_4
SYNC_FETCH_AND_MIN_8 __sync_fetch_and_min_8
SYNC_FETCH_AND_MIN_16 __sync_fetch_and_min_16
SYNC_FETCH_AND_UMIN_1 __sync_fetch_and_umin_1
SYNC_FETCH_AND_UMIN_2 __sync_fetch_and_umin_2
SYNC_FETCH_AND_UMIN_4 __sync_fetch_and_umin_4
SYNC_FETCH_AND_UMIN_8 __sync_fetch_and_umin_8
SYNC_FETCH_AND_UMIN_16 __sync_fetch_and_umin_16
ATOMIC_LOAD __atomic_load
ATOMIC_LOAD_1 __atomic_load_1
ATOMIC_LOAD_2 __atomic_load_2
ATOMIC_LOAD_4 __atomic_load_4
ATOMIC_LOAD_8 __atomic_load_8
ATOMIC_LOAD_16 __atomic_load_16
ATOMIC_STORE __atomic_store
ATOMIC_STORE_1 __atomic_store_1
ATOMIC_STORE_2 __atomic_store_2
ATOMIC_STORE_4 __atomic_store_4
ATOMIC_STORE_8 __atomic_store_8
ATOMIC_STORE_16 __atomic_store_16
ATOMIC_EXCHANGE __atomic_exchange
ATOMIC_EXCHANGE_1 __atomic_exchange_1
ATOMIC_EXCHANGE_2 __atomic_exchange_2
ATOMIC_EXCHANGE_4 __atomic_exchange_4
ATOMIC_EXCHANGE_8 __atomic_exchange_8
ATOMIC_EXCHANGE_16 __atomic_exchange_16
ATOMIC_COMPARE_EXCHANGE __atomic_compare_exchange
ATOMIC_COMPARE_EXCHANGE_1 __atomic_compare_exchange_1
ATOMIC_COMPARE_EXCHANGE_2 __atomic_compare_exchange_2
ATOMIC_COMPARE_EXCHANGE_4 __atomic_compare_exchange_4
ATOMIC_COMPARE_EXCHANGE_8 __atomic_compare_exchange_8
ATOMIC_COMPARE_EXCHANGE_16 __atomic_compare_exchange_16
ATOMIC_FETCH_ADD_1 __atomic_fetch_add_1
ATOMIC_FETCH_ADD_2 __atomic_fetch_add_2
ATOMIC_FETCH_ADD_4 __atomic_fetch_add_4
ATOMIC_FETCH_ADD_8 __atomic_fetch_add_8
ATOMIC_FETCH_ADD_16 __atomic_fetch_add_16
ATOMIC_FETCH_SUB_1 __atomic_fetch_sub_1
ATOMIC_FETCH_SUB_2 __atomic_fetch_sub_2
ATOMIC_FETCH_SUB_4 __atomic_fetch_sub_4
ATOMIC_FETCH_SUB_8 __atomic_fetch_sub_8
ATOMIC_FETCH_SUB_16 __atomic_fetch_sub_16
ATOMIC_FETCH_AND_1 __atomic_fetch_and_1
ATOMIC_FETCH_AND_2 __atomic_fetch_and_2
ATOMIC_FETCH_AND_4 __atomic_fetch_and_4
ATOMIC_FETCH_AND_8 __atomic_fetch_and_8
ATOMIC_FETCH_AND_16 __atomic_fetch_and_16
ATOMIC_FETCH_OR_1 __atomic_fetch_or_1
ATOMIC_FETCH_OR_2 __atomic_fetch_or_2
ATOMIC_FETCH_OR_4 __atomic_fetch_or_4
ATOMIC_FETCH_OR_8 __atomic_fetch_or_8
ATOMIC_FETCH_OR_16 __atomic_fetch_or_16
ATOMIC_FETCH_XOR_1 __atomic_fetch_xor_1
ATOMIC_FETCH_XOR_2 __atomic_fetch_xor_2
ATOMIC_FETCH_XOR_4 __atomic_fetch_xor_4
ATOMIC_FETCH_XOR_8 __atomic_fetch_xor_8
ATOMIC_FETCH_XOR_16 __atomic_fetch_xor_16
ATOMIC_FETCH_NAND_1 __atomic_fetch_nand_1
ATOMIC_FETCH_NAND_2 __atomic_fetch_nand_2
ATOMIC_FETCH_NAND_4 __atomic_fetch_nand_4
ATOMIC_FETCH_NAND_8 __atomic_fetch_nand_8
ATOMIC_FETCH_NAND_16 __atomic_fetch_nand_16
OUTLINE_ATOMIC_CAS1_RELAX -
OUTLINE_ATOMIC_CAS1_ACQ -
OUTLINE_ATOMIC_CAS1_REL -
OUTLINE_ATOMIC_CAS1_ACQ_REL -
OUTLINE_ATOMIC_CAS2_RELAX -
OUTLINE_ATOMIC_CAS2_ACQ -
OUTLINE_ATOMIC_CAS2_REL -
OUTLINE_ATOMIC_CAS2_ACQ_REL -
OUTLINE_ATOMIC_CAS4_RELAX -
OUTLINE_ATOMIC_CAS4_ACQ -
OUTLINE_ATOMIC_CAS4_REL -
OUTLINE_ATOMIC_CAS4_ACQ_REL -
OUTLINE_ATOMIC_CAS8_RELAX -
OUTLINE_ATOMIC_CAS8_ACQ -
OUTLINE_ATOMIC_CAS8_REL -
OUTLINE_ATOMIC_CAS8_ACQ_REL -
OUTLINE_ATOMIC_CAS16_RELAX -
OUTLINE_ATOMIC_CAS16_ACQ -
OUTLINE_ATOMIC_CAS16_REL -
OUTLINE_ATOMIC_CAS16_ACQ_REL -
OUTLINE_ATOMIC_SWP1_RELAX -
OUTLINE_ATOMIC_SWP1_ACQ -
OUTLINE_ATOMIC_SWP1_REL -
OUTLINE_ATOMIC_SWP1_ACQ_REL -
OUTLINE_ATOMIC_SWP2_RELAX -
OUTLINE_ATOMIC_SWP2_ACQ -
OUTLINE_ATOMIC_SWP2_REL -
OUTLINE_ATOMIC_SWP2_ACQ_REL -
OUTLINE_ATOMIC_SWP4_RELAX -
OUTLINE_ATOMIC_SWP4_ACQ -
OUTLINE_ATOMIC_SWP4_REL -
OUTLINE_ATOMIC_SWP4_ACQ_REL -
OUTLINE_ATOMIC_SWP8_RELAX -
OUTLINE_ATOMIC_SWP8_ACQ -
OUTLINE_ATOMIC_SWP8_REL -
OUTLINE_ATOMIC_SWP8_ACQ_REL -
OUTLINE_ATOMIC_SWP16_RELAX -
OUTLINE_ATOMIC_SWP16_ACQ -
OUTLINE_ATOMIC_SWP16_REL -
OUTLINE_ATOMIC_SWP16_ACQ_REL -
OUTLINE_ATOMIC_LDADD1_RELAX -
OUTLINE_ATOMIC_LDADD1_ACQ -
OUTLINE_ATOMIC_LDADD1_REL -
OUTLINE_ATOMIC_LDADD1_ACQ_REL -
OUTLINE_ATOMIC_LDADD2_RELAX -
OUTLINE_ATOMIC_LDADD2_ACQ -
OUTLINE_ATOMIC_LDADD2_REL -
OUTLINE_ATOMIC_LDADD2_ACQ_REL -
OUTLINE_ATOMIC_LDADD4_RELAX -
OUTLINE_ATOMIC_LDADD4_ACQ -
OUTLINE_ATOMIC_LDADD4_REL -
OUTLINE_ATOMIC_LDADD4_ACQ_REL -
OUTLINE_ATOMIC_LDADD8_RELAX -
OUTLINE_ATOMIC_LDADD8_ACQ -
OUTLINE_ATOMIC_LDADD8_REL -
OUTLINE_ATOMIC_LDADD8_ACQ_REL -
OUTLINE_ATOMIC_LDADD16_RELAX -
OUTLINE_ATOMIC_LDADD16_ACQ -
OUTLINE_ATOMIC_LDADD16_REL -
OUTLINE_ATOMIC_LDADD16_ACQ_REL -
OUTLINE_ATOMIC_LDSET1_RELAX -
OUTLINE_ATOMIC_LDSET1_ACQ -
OUTLINE_ATOMIC_LDSET1_REL -
OUTLINE_ATOMIC_LDSET1_ACQ_REL -
OUTLINE_ATOMIC_LDSET2_RELAX -
OUTLINE_ATOMIC_LDSET2_ACQ -
OUTLINE_ATOMIC_LDSET2_REL -
OUTLINE_ATOMIC_LDSET2_ACQ_REL -
OUTLINE_ATOMIC_LDSET4_RELAX -
OUTLINE_ATOMIC_LDSET4_ACQ -
OUTLINE_ATOMIC_LDSET4_REL -
OUTLINE_ATOMIC_LDSET4_ACQ_REL -
OUTLINE_ATOMIC_LDSET8_RELAX -
OUTLINE_ATOMIC_LDSET8_ACQ -
OUTLINE_ATOMIC_LDSET8_REL -
OUTLINE_ATOMIC_LDSET8_ACQ_REL -
OUTLINE_ATOMIC_LDSET16_RELAX -
OUTLINE_ATOMIC_LDSET16_ACQ -
OUTLINE_ATOMIC_LDSET16_REL -
OUTLINE_ATOMIC_LDSET16_ACQ_REL -
OUTLINE_ATOMIC_LDCLR1_RELAX -
OUTLINE_ATOMIC_LDCLR1_ACQ -
OUTLINE_ATOMIC_LDCLR1_REL -
OUTLINE_ATOMIC_LDCLR1_ACQ_REL -
OUTLINE_ATOMIC_LDCLR2_RELAX -
OUTLINE_ATOMIC_LDCLR2_ACQ -
OUTLINE_ATOMIC_LDCLR2_REL -
OUTLINE_ATOMIC_LDCLR2_ACQ_REL -
OUTLINE_ATOMIC_LDCLR4_RELAX -
OUTLINE_ATOMIC_LDCLR4_ACQ -
OUTLINE_ATOMIC_LDCLR4_REL -
OUTLINE_ATOMIC_LDCLR4_ACQ_REL -
OUTLINE_ATOMIC_LDCLR8_RELAX -
OUTLINE_ATOMIC_LDCLR8_ACQ -
OUTLINE_ATOMIC_LDCLR8_REL -
OUTLINE_ATOMIC_LDCLR8_ACQ_REL -
OUTLINE_ATOMIC_LDCLR16_RELAX -
OUTLINE_ATOMIC_LDCLR16_ACQ -
OUTLINE_ATOMIC_LDCLR16_REL -
OUTLINE_ATOMIC_LDCLR16_ACQ_REL -
OUTLINE_ATOMIC_LDEOR1_RELAX -
OUTLINE_ATOMIC_LDEOR1_ACQ -
OUTLINE_ATOMIC_LDEOR1_REL -
OUTLINE_ATOMIC_LDEOR1_ACQ_REL -
OUTLINE_ATOMIC_LDEOR2_RELAX -
OUTLINE_ATOMIC_LDEOR2_ACQ -
OUTLINE_ATOMIC_LDEOR2_REL -
OUTLINE_ATOMIC_LDEOR2_ACQ_REL -
OUTLINE_ATOMIC_LDEOR4_RELAX -
OUTLINE_ATOMIC_LDEOR4_ACQ -
OUTLINE_ATOMIC_LDEOR4_REL -
OUTLINE_ATOMIC_LDEOR4_ACQ_REL -
OUTLINE_ATOMIC_LDEOR8_RELAX -
OUTLINE_ATOMIC_LDEOR8_ACQ -
OUTLINE_ATOMIC_LDEOR8_REL -
OUTLINE_ATOMIC_LDEOR8_ACQ_REL -
OUTLINE_ATOMIC_LDEOR16_RELAX -
OUTLINE_ATOMIC_LDEOR16_ACQ -
OUTLINE_ATOMIC_LDEOR16_REL -
OUTLINE_ATOMIC_LDEOR16_ACQ_REL -
STACKPROTECTOR_CHECK_FAIL __stack_chk_fail
DEOPTIMIZE __llvm_deoptimize
RETURN_ADDRESS -
UNKNOWN_LIBCALL -
"""


# --- runtime library calls --------------------------------------------------------------------------------------


def _build_rtlib() -> tuple[tuple[str, ...], tuple[str | None, ...]]:
    codes: list[str] = []
    names: list[str | None] = []
    for line in _RTLIB_DEF.split("\n"):
        if not line:
            continue
        code, name = line.split()
        codes.append(code)
        names.append(None if name == "-" else name)
    return tuple(codes), tuple(names)


RTLIB_CODES, RTLIB_DEFAULT_NAMES = _build_rtlib()


class _RTLIBNamespace:
    """``RTLIB::Libcall`` numbers under LLVM's names: ``RTLIB.SDIV_I128``, ``RTLIB.REM_F64`` ..."""

    def __init__(self) -> None:
        for i, code in enumerate(RTLIB_CODES):
            setattr(self, code, i)
        self.UNKNOWN_LIBCALL = len(RTLIB_CODES)

    def __getattr__(self, name: str) -> int:  # only reached for names that do not exist
        raise AttributeError(f"no runtime library call RTLIB::{name}")


RTLIB: Final[Any] = _RTLIBNamespace()
UNKNOWN_LIBCALL: Final = len(RTLIB_CODES)

_LIBCALL_TYPE_SUFFIX: Final = {
    MVT.i8: "I8",
    MVT.i16: "I16",
    MVT.i32: "I32",
    MVT.i64: "I64",
    MVT.i128: "I128",
    MVT.f16: "F16",
    MVT.f32: "F32",
    MVT.f64: "F64",
    MVT.f80: "F80",
    MVT.f128: "F128",
    MVT.ppcf128: "PPCF128",
}
_CODE_INDEX: Final = {code: i for i, code in enumerate(RTLIB_CODES)}


def get_libcall(prefix: str, *vts: int) -> int:
    """The RTLIB call ``PREFIX_<T1>[_<T2>]`` for these types (``get_libcall("SDIV", MVT.i128)`` is
    ``RTLIB.SDIV_I128``; ``get_libcall("FPTOSINT", MVT.f64, MVT.i128)`` is ``FPTOSINT_F64_I128``), or
    ``UNKNOWN_LIBCALL``.  This covers LLVM's ``RTLIB::getFPEXT``, ``getFPROUND``, ``getFPTOSINT``,
    ``getFPTOUINT``, ``getSINTTOFP``, ``getUINTTOFP`` and the per-type arithmetic calls."""
    parts = [prefix]
    for vt in vts:
        suffix = _LIBCALL_TYPE_SUFFIX.get(vt)
        if suffix is None:
            return UNKNOWN_LIBCALL
        parts.append(suffix)
    return _CODE_INDEX.get("_".join(parts), UNKNOWN_LIBCALL)


def _cmp_libcall_ccs() -> list[int]:
    """``InitCmpLibcallCCs``: how the result of a soft-float comparison call is tested against 0."""
    ccs = [ISD.SETCC_INVALID] * len(RTLIB_CODES)
    table = {
        "OEQ": ISD.SETEQ,
        "UNE": ISD.SETNE,
        "OGE": ISD.SETGE,
        "OLT": ISD.SETLT,
        "OLE": ISD.SETLE,
        "OGT": ISD.SETGT,
        "UO": ISD.SETNE,
    }
    for i, code in enumerate(RTLIB_CODES):
        head, _, tail = code.partition("_")
        if head in table and tail in ("F32", "F64", "F128", "PPCF128"):
            ccs[i] = table[head]
    return ccs


# --- the base class ---------------------------------------------------------------------------------------------


class AtomicExpansionKind:
    """``TargetLoweringBase::AtomicExpansionKind`` (LLVM 14): how ``atomic-expand`` rewrites an atomic."""

    None_ = 0
    LLSC = 1
    LLOnly = 2
    CmpXChg = 3
    MaskedIntrinsic = 4
    Expand = 5


class TargetLoweringBase:
    """Per-type and per-operation legality tables (LLVM: ``TargetLoweringBase``)."""

    def __init__(self, triple: str = "", pointer_size_in_bits: int = 64) -> None:
        self.triple = triple
        self.pointer_size_in_bits = pointer_size_in_bits
        self.reg_class_for_vt: list[Any] = [None] * VALUETYPE_SIZE
        self.num_registers_for_vt: list[int] = [1] * VALUETYPE_SIZE
        self.register_type_for_vt: list[int] = list(range(VALUETYPE_SIZE))
        self.transform_to_type: list[int] = list(range(VALUETYPE_SIZE))
        self.value_type_actions: list[int] = [TypeLegal] * VALUETYPE_SIZE
        self.rep_reg_class_for_vt: list[Any] = [None] * VALUETYPE_SIZE
        self.rep_reg_class_cost_for_vt: list[int] = [0] * VALUETYPE_SIZE
        #: Operation actions, ``[opcode * VALUETYPE_SIZE + vt]``.
        self.op_actions: list[int] = [LEGAL] * (_NUM_OPS * VALUETYPE_SIZE)
        #: Extending-load actions, ``[(ext * VALUETYPE_SIZE + value_vt) * VALUETYPE_SIZE + mem_vt]``.
        self.load_ext_actions: list[int] = [LEGAL] * (4 * VALUETYPE_SIZE * VALUETYPE_SIZE)
        #: Truncating-store actions, ``[value_vt * VALUETYPE_SIZE + mem_vt]``.
        self.trunc_store_actions: list[int] = [LEGAL] * (VALUETYPE_SIZE * VALUETYPE_SIZE)
        #: Indexed load/store/masked-load/masked-store actions, ``[((kind * 5) + mode) * VALUETYPE_SIZE + vt]``.
        self.indexed_mode_actions: list[int] = [LEGAL] * (4 * NUM_INDEXED_MODES * VALUETYPE_SIZE)
        #: Condition-code actions, ``[cc * VALUETYPE_SIZE + vt]``.
        self.cond_code_actions: list[int] = [LEGAL] * (NUM_COND_CODES * VALUETYPE_SIZE)
        #: Explicit promotion targets: ``(opcode, vt) -> vt`` (LLVM: ``PromoteToType``).
        self.promote_to_type: dict[tuple[int, int], int] = {}
        #: Opcodes the target combines (``setTargetDAGCombine``), as a set of ints.
        self.target_dag_combine: set[int] = set()
        self.boolean_contents = UndefinedBooleanContent
        self.boolean_float_contents = UndefinedBooleanContent
        self.boolean_vector_contents = UndefinedBooleanContent
        self.sched_preference = SCHED_ILP
        self.stack_pointer_register_to_save_restore = 0
        self.max_stores_per_memset = 8
        self.max_stores_per_memcpy = 8
        self.max_stores_per_memmove = 8
        self.max_loads_per_memcmp = 8
        self.max_stores_per_memset_opt_size = 4
        self.max_stores_per_memcpy_opt_size = 4
        self.max_stores_per_memmove_opt_size = 4
        self.max_loads_per_memcmp_opt_size = 4
        self.max_glued_stores_per_memcpy = 0
        self.has_multiple_condition_registers = False
        self.has_extract_bits_insn = False
        self.jump_is_expensive = False
        self.predictable_select_is_expensive = False
        self.enable_ext_ld_promotion = False
        self.gather_all_aliases_max_depth = 18
        self.max_atomic_size_in_bits_supported = 1024
        self.min_cmp_xchg_size_in_bits = 0
        self.supports_unaligned_atomics = False
        #: ``-min-jump-table-entries`` (4), ``-max-jump-table-size`` (no limit: 0), densities in percent.
        self.minimum_jump_table_entries = 4
        self.maximum_jump_table_size = 0
        self.jump_table_density = 10
        self.optsize_jump_table_density = 40
        #: ``-min-bit-test-cmps``.
        self.minimum_bit_test_cmps = 2
        self.pref_function_alignment = 0
        self.pref_loop_alignment = 0
        self.min_function_alignment = 0
        self.min_stack_argument_alignment = 1
        self.libcall_names: list[str | None] = list(RTLIB_DEFAULT_NAMES)
        self.libcall_calling_convs: list[int] = [0] * len(RTLIB_CODES)
        self.cmp_libcall_ccs: list[int] = _cmp_libcall_ccs()
        self.init_actions()
        self.init_libcalls(triple)

    # --- defaults ----------------------------------------------------------------------------------------------

    def should_expand_atomic_rmw_in_ir(self, rmw: Any) -> int:
        """``shouldExpandAtomicRMWInIR``: how ``atomic-expand`` rewrites ``rmw``; LLVM's default expands the
        floating-point operations to a compare-exchange loop."""
        from pyllc.ir import instructions as I

        if I.RMW_NAMES[rmw.pred] in ("fadd", "fsub", "fmax", "fmin"):
            return AtomicExpansionKind.CmpXChg
        return AtomicExpansionKind.None_

    def init_actions(self) -> None:
        """``initActions``: LLVM 14's default operation actions for every value type."""
        expand_all = (
            ISD.ATOMIC_CMP_SWAP_WITH_SUCCESS,
            ISD.FGETSIGN,
            ISD.CONCAT_VECTORS,
            ISD.FMINNUM_IEEE,
            ISD.FMAXNUM_IEEE,
            ISD.FMINIMUM,
            ISD.FMAXIMUM,
            ISD.FMAD,
            ISD.SMIN,
            ISD.SMAX,
            ISD.UMIN,
            ISD.UMAX,
            ISD.ABS,
            ISD.FSHL,
            ISD.FSHR,
            ISD.SADDSAT,
            ISD.UADDSAT,
            ISD.SSUBSAT,
            ISD.USUBSAT,
            ISD.SSHLSAT,
            ISD.USHLSAT,
            ISD.SMULFIX,
            ISD.SMULFIXSAT,
            ISD.UMULFIX,
            ISD.UMULFIXSAT,
            ISD.SDIVFIX,
            ISD.SDIVFIXSAT,
            ISD.UDIVFIX,
            ISD.UDIVFIXSAT,
            ISD.FP_TO_SINT_SAT,
            ISD.FP_TO_UINT_SAT,
            ISD.SADDO,
            ISD.SSUBO,
            ISD.UADDO,
            ISD.USUBO,
            ISD.SMULO,
            ISD.UMULO,
            ISD.ADDCARRY,
            ISD.SUBCARRY,
            ISD.SETCCCARRY,
            ISD.SADDO_CARRY,
            ISD.SSUBO_CARRY,
            ISD.ADDC,
            ISD.ADDE,
            ISD.SUBC,
            ISD.SUBE,
            ISD.ABDS,
            ISD.ABDU,
            ISD.CTLZ_ZERO_UNDEF,
            ISD.CTTZ_ZERO_UNDEF,
            ISD.BITREVERSE,
            ISD.PARITY,
            ISD.FROUND,
            ISD.FROUNDEVEN,
            ISD.FPOWI,
            ISD.GET_DYNAMIC_AREA_OFFSET,
            ISD.VECREDUCE_FADD,
            ISD.VECREDUCE_FMUL,
            ISD.VECREDUCE_ADD,
            ISD.VECREDUCE_MUL,
            ISD.VECREDUCE_AND,
            ISD.VECREDUCE_OR,
            ISD.VECREDUCE_XOR,
            ISD.VECREDUCE_SMAX,
            ISD.VECREDUCE_SMIN,
            ISD.VECREDUCE_UMAX,
            ISD.VECREDUCE_UMIN,
            ISD.VECREDUCE_FMAX,
            ISD.VECREDUCE_FMIN,
            ISD.VECREDUCE_SEQ_FADD,
            ISD.VECREDUCE_SEQ_FMUL,
            ISD.VECTOR_SPLICE,
            ISD.VP_SREM,
            ISD.VP_UREM,
        ) + tuple(getattr(ISD, "STRICT_" + base) for base in _CONSTRAINED_BASES)
        expand_vector = (
            ISD.FCOPYSIGN,
            ISD.SIGN_EXTEND_INREG,
            ISD.ANY_EXTEND_VECTOR_INREG,
            ISD.SIGN_EXTEND_VECTOR_INREG,
            ISD.ZERO_EXTEND_VECTOR_INREG,
            ISD.SPLAT_VECTOR,
        )
        acts = self.op_actions
        n = VALUETYPE_SIZE
        for vt in range(1, VALUETYPE_SIZE):  # MVT::all_valuetypes(): FIRST_VALUETYPE .. LAST_VALUETYPE
            for mode in range(ISD.PRE_INC, NUM_INDEXED_MODES):
                for kind in range(4):
                    self.indexed_mode_actions[(kind * NUM_INDEXED_MODES + mode) * n + vt] = EXPAND
            for op in expand_all:
                acts[op * n + vt] = EXPAND
            if MVT_NUM_ELEMENTS[vt]:
                for op in expand_vector:
                    acts[op * n + vt] = EXPAND
        acts[ISD.PREFETCH * n + MVT.Other] = EXPAND
        acts[ISD.READCYCLECOUNTER * n + MVT.i64] = EXPAND
        for vt in (MVT.f16, MVT.f32, MVT.f64, MVT.f80, MVT.f128):
            acts[ISD.ConstantFP * n + vt] = EXPAND
        for vt in (MVT.f32, MVT.f64, MVT.f128):
            for op in (
                ISD.FCBRT,
                ISD.FLOG,
                ISD.FLOG2,
                ISD.FLOG10,
                ISD.FEXP,
                ISD.FEXP2,
                ISD.FFLOOR,
                ISD.FNEARBYINT,
                ISD.FCEIL,
                ISD.FRINT,
                ISD.FTRUNC,
                ISD.LROUND,
                ISD.LLROUND,
                ISD.LRINT,
                ISD.LLRINT,
            ):
                acts[op * n + vt] = EXPAND
        acts[ISD.TRAP * n + MVT.Other] = EXPAND
        acts[ISD.DEBUGTRAP * n + MVT.Other] = EXPAND
        acts[ISD.UBSANTRAP * n + MVT.Other] = EXPAND

    def init_libcalls(self, triple: str) -> None:
        """``InitLibcalls``: the per-OS adjustments of the RuntimeLibcalls.def names."""
        parts = triple.split("-")
        os_name = parts[2] if len(parts) > 2 else ""
        env = parts[3] if len(parts) > 3 else ""
        names = self.libcall_names
        if os_name.startswith(("darwin", "macos", "ios", "tvos", "watchos")):
            names[RTLIB.FPEXT_F16_F32] = "__extendhfsf2"
            names[RTLIB.FPROUND_F32_F16] = "__truncsfhf2"
        if (
            env.startswith("gnu")
            or os_name.startswith("fuchsia")
            or (env.startswith("android") and not any(env == f"android{v}" for v in range(1, 9)))
        ):
            names[RTLIB.SINCOS_F32] = "sincosf"
            names[RTLIB.SINCOS_F64] = "sincos"
            names[RTLIB.SINCOS_F80] = "sincosl"
            names[RTLIB.SINCOS_F128] = "sincosl"
            names[RTLIB.SINCOS_PPCF128] = "sincosl"
        if os_name.startswith("openbsd"):
            names[RTLIB.STACKPROTECTOR_CHECK_FAIL] = None

    # --- register classes and type legalization -------------------------------------------------------------

    def add_register_class(self, vt: int, rc: Any) -> None:
        """``addRegisterClass``: values of ``vt`` live in registers of class ``rc`` (so ``vt`` is legal)."""
        self.reg_class_for_vt[vt] = rc

    def get_reg_class_for(self, vt: int, is_divergent: bool = False) -> Any:
        """``getRegClassFor``."""
        return self.reg_class_for_vt[vt]

    def is_type_legal(self, vt: int) -> bool:
        """``isTypeLegal``: a simple type with a register class."""
        return 0 < vt < VALUETYPE_SIZE and self.reg_class_for_vt[vt] is not None

    def get_preferred_vector_action(self, vt: int) -> int:
        """``getPreferredVectorAction``: scalarize one-element vectors, widen odd lengths, else promote."""
        if MVT_NUM_ELEMENTS[vt] == 1 and not MVT_IS_SCALABLE[vt]:
            return TypeScalarizeVector
        n = MVT_NUM_ELEMENTS[vt]
        if n & (n - 1):
            return TypeWidenVector
        return TypePromoteInteger

    def soft_promote_half_type(self) -> bool:
        """``softPromoteHalfType``: keep illegal f16 in i16 (True) or promote to f32 (False, the default)."""
        return False

    def compute_register_properties(self, tri: Any = None) -> None:
        """``computeRegisterProperties``: derive every type's action, transform type and register count."""
        num = self.num_registers_for_vt
        reg_type = self.register_type_for_vt
        transform = self.transform_to_type
        actions = self.value_type_actions
        for i in range(VALUETYPE_SIZE):
            num[i] = 1
            reg_type[i] = transform[i] = i
            actions[i] = TypeLegal
        num[MVT.isVoid] = 0

        largest = LAST_INTEGER_VALUETYPE
        while self.reg_class_for_vt[largest] is None:
            largest -= 1
            if largest < MVT.i1:
                raise ValueError("no integer registers defined")
        for expanded in range(largest + 1, LAST_INTEGER_VALUETYPE + 1):
            num[expanded] = 2 * num[expanded - 1]
            reg_type[expanded] = largest
            transform[expanded] = expanded - 1
            actions[expanded] = TypeExpandInteger
        legal_int = largest
        for ivt in range(largest - 1, MVT.i1 - 1, -1):
            if self.is_type_legal(ivt):
                legal_int = ivt
            else:
                reg_type[ivt] = transform[ivt] = legal_int
                actions[ivt] = TypePromoteInteger

        if not self.is_type_legal(MVT.ppcf128):
            if self.is_type_legal(MVT.f64):
                num[MVT.ppcf128] = 2 * num[MVT.f64]
                reg_type[MVT.ppcf128] = MVT.f64
                transform[MVT.ppcf128] = MVT.f64
                actions[MVT.ppcf128] = TypeExpandFloat
            else:
                num[MVT.ppcf128] = num[MVT.i128]
                reg_type[MVT.ppcf128] = reg_type[MVT.i128]
                transform[MVT.ppcf128] = MVT.i128
                actions[MVT.ppcf128] = TypeSoftenFloat
        for fvt, ivt in ((MVT.f128, MVT.i128), (MVT.f64, MVT.i64), (MVT.f32, MVT.i32)):
            if not self.is_type_legal(fvt):
                num[fvt] = num[ivt]
                reg_type[fvt] = reg_type[ivt]
                transform[fvt] = ivt
                actions[fvt] = TypeSoftenFloat
        if not self.is_type_legal(MVT.f16):
            if self.soft_promote_half_type():
                num[MVT.f16] = num[MVT.i16]
                reg_type[MVT.f16] = reg_type[MVT.i16]
                transform[MVT.f16] = MVT.f32
                actions[MVT.f16] = TypeSoftPromoteHalf
            else:
                num[MVT.f16] = num[MVT.f32]
                reg_type[MVT.f16] = reg_type[MVT.f32]
                transform[MVT.f16] = MVT.f32
                actions[MVT.f16] = TypePromoteFloat
        if not self.is_type_legal(MVT.bf16):
            num[MVT.bf16] = num[MVT.f32]
            reg_type[MVT.bf16] = reg_type[MVT.f32]
            transform[MVT.bf16] = MVT.f32
            actions[MVT.bf16] = TypePromoteFloat

        for i in range(FIRST_VECTOR_VALUETYPE, LAST_VECTOR_VALUETYPE + 1):
            if self.is_type_legal(i):
                continue
            self._classify_vector(i)

        for i in range(VALUETYPE_SIZE):
            rc, cost = self.find_representative_class(tri, i)
            self.rep_reg_class_for_vt[i] = rc
            self.rep_reg_class_cost_for_vt[i] = cost

    def _classify_vector(self, i: int) -> None:
        num = self.num_registers_for_vt
        reg_type = self.register_type_for_vt
        transform = self.transform_to_type
        actions = self.value_type_actions
        elt = MVT_ELEMENT_TYPE[i]
        ec = MVT_NUM_ELEMENTS[i]
        scalable = MVT_IS_SCALABLE[i]
        preferred = self.get_preferred_vector_action(i)
        step = preferred
        if step == TypePromoteInteger:
            end = LAST_VECTOR_VALUETYPE if scalable else LAST_FIXEDLEN_VECTOR_VALUETYPE
            # Only integer vectors of the same kind: the integer block of the enum ends before the FP vectors.
            end = MVT.nxv32i64 if scalable else MVT.v1i128
            elt_bits = size_in_bits(elt)
            for nvt in range(i + 1, end + 1):
                if (
                    scalar_size_in_bits(nvt) > elt_bits
                    and MVT_NUM_ELEMENTS[nvt] == ec
                    and MVT_IS_SCALABLE[nvt] == scalable
                    and self.is_type_legal(nvt)
                ):
                    transform[i] = reg_type[i] = nvt
                    num[i] = 1
                    actions[i] = TypePromoteInteger
                    return
            step = TypeWidenVector
        if step == TypeWidenVector:
            if ec & (ec - 1) == 0:
                for nvt in range(i + 1, LAST_VECTOR_VALUETYPE + 1):
                    if (
                        MVT_ELEMENT_TYPE[nvt] == elt
                        and MVT_IS_SCALABLE[nvt] == scalable
                        and MVT_NUM_ELEMENTS[nvt] > ec
                        and self.is_type_legal(nvt)
                    ):
                        transform[i] = reg_type[i] = nvt
                        num[i] = 1
                        actions[i] = TypeWidenVector
                        return
            else:
                nvt = get_pow2_vector_type(i)
                if self.is_type_legal(nvt):
                    transform[i] = reg_type[i] = nvt
                    num[i] = 1
                    actions[i] = TypeWidenVector
                    return
        # TypeSplitVector / TypeScalarizeVector.
        nregs, _inter, _ninter, register_vt = self._vector_type_breakdown_mvt(i)
        num[i] = nregs
        reg_type[i] = register_vt
        nvt = get_pow2_vector_type(i)
        if nvt == i:
            transform[i] = MVT.Other
            if preferred == TypeScalarizeVector:
                actions[i] = TypeScalarizeVector
            elif preferred == TypeSplitVector:
                actions[i] = TypeSplitVector
            elif ec > 1:
                actions[i] = TypeSplitVector
            else:
                actions[i] = TypeScalarizeScalableVector if scalable else TypeScalarizeVector
        else:
            transform[i] = nvt
            actions[i] = TypeWidenVector

    def _vector_type_breakdown_mvt(self, vt: int) -> tuple[int, int, int, int]:
        """``getVectorTypeBreakdownMVT``: (registers, intermediate type, intermediates, register type)."""
        ec = MVT_NUM_ELEMENTS[vt]
        elt = MVT_ELEMENT_TYPE[vt]
        scalable = MVT_IS_SCALABLE[vt]
        num_vector_regs = 1
        if ec & (ec - 1):
            num_vector_regs = ec
            ec = 1
        while ec > 1 and not self.is_type_legal(get_simple_vector_vt(elt, ec, scalable)):
            ec //= 2
            num_vector_regs <<= 1
        new_vt = get_simple_vector_vt(elt, ec, scalable)
        if not self.is_type_legal(new_vt):
            new_vt = elt
        lane_bits = scalar_size_in_bits(new_vt)
        if lane_bits & (lane_bits - 1):
            lane_bits = 1 << lane_bits.bit_length()
        dest = self.register_type_for_vt[new_vt]
        if size_in_bits(dest) < size_in_bits(new_vt):
            return num_vector_regs * (lane_bits // scalar_size_in_bits(dest)), new_vt, num_vector_regs, dest
        return num_vector_regs, new_vt, num_vector_regs, dest

    def find_representative_class(self, tri: Any, vt: int) -> tuple[Any, int]:
        """``findRepresentativeClass``: the register class standing for ``vt`` in register-pressure tracking,
        with cost 1.  LLVM walks to the largest legal super-class by spill size; pyllc's register info has no
        super-class walk yet, so the class itself stands for its type (None, 0 for a type without one)."""
        rc = self.reg_class_for_vt[vt]
        if rc is None:
            return (None, 0)
        return (rc, 1)

    def is_legal_rc(self, tri: Any, rc: Any) -> bool:
        """``isLegalRC``: some legal type's register class is ``rc``."""
        return any(c is rc or c == rc for c in self.reg_class_for_vt if c is not None)

    def get_type_conversion(self, vt: int) -> tuple[int, int]:
        """``getTypeConversion``: ``(type action, type to transform to)`` for any (simple or extended) type."""
        if is_simple(vt):
            if vt >= VALUETYPE_SIZE:
                raise ValueError(f"value type {vt} has no legalization")
            action = self.value_type_actions[vt]
            if action == TypeSplitVector:
                return action, get_vector_vt(
                    MVT_ELEMENT_TYPE[vt], MVT_NUM_ELEMENTS[vt] // 2, MVT_IS_SCALABLE[vt]
                )
            if action == TypeScalarizeVector:
                return action, MVT_ELEMENT_TYPE[vt]
            return action, self.transform_to_type[vt]
        if not is_vector(vt):
            bits = size_in_bits(vt)
            if bits < 8 or bits & (bits - 1):
                nvt = get_round_integer_type(vt)
                step = self.get_type_conversion(nvt)
                if step[0] == TypePromoteInteger:
                    return step
                return TypePromoteInteger, nvt
            return TypeExpandInteger, get_integer_vt(bits // 2)
        ec = vector_num_elements(vt)
        elt = vector_element_type(vt)
        scalable = is_scalable_vector(vt)
        if ec == 1 and not scalable:
            return TypeScalarizeVector, elt
        if is_integer(elt):
            if ec & (ec - 1):
                return TypeWidenVector, get_vector_vt(elt, _next_power_of_2(ec), scalable)
            lk = self.get_type_conversion(elt)
            if lk[0] == TypeExpandInteger:
                if scalable:
                    return TypeScalarizeScalableVector, elt
                return TypeSplitVector, get_vector_vt(elt, ec // 2, scalable)
            e = elt
            while True:
                e = get_round_integer_type(get_integer_vt(1 + size_in_bits(e)))
                if not is_simple(e):
                    break
                nvt = get_simple_vector_vt(e, ec, scalable)
                if nvt and self.value_type_actions[nvt] == TypeLegal:
                    return TypePromoteInteger, get_vector_vt(e, ec, scalable)
        n = ec
        while True:
            n = _next_power_of_2(n)
            if not is_simple(elt):
                break
            larger = get_simple_vector_vt(elt, n, scalable)
            if not larger:
                break
            if self.value_type_actions[larger] == TypeLegal:
                return TypeWidenVector, larger
        if ec & (ec - 1):
            return TypeWidenVector, get_pow2_vector_type(vt)
        if ec == 1 and scalable:
            return TypeScalarizeScalableVector, elt
        return TypeSplitVector, get_vector_vt(elt, ec // 2, scalable)

    def get_type_action(self, vt: int) -> int:
        """``getTypeAction``."""
        if is_simple(vt):
            return self.value_type_actions[vt]
        return self.get_type_conversion(vt)[0]

    def get_type_to_transform_to(self, vt: int) -> int:
        """``getTypeToTransformTo``: the type one legalization step turns ``vt`` into (for a split vector the
        half-length vector, for a scalarized one its element type)."""
        return self.get_type_conversion(vt)[1]

    def get_type_to_expand_to(self, vt: int) -> int:
        """``getTypeToExpandTo``: follow integer expansion down to a legal type."""
        while True:
            action = self.get_type_action(vt)
            if action == TypeLegal:
                return vt
            if action != TypeExpandInteger:
                raise ValueError("type is not legal nor is it to be expanded")
            vt = self.get_type_to_transform_to(vt)

    def get_vector_type_breakdown(self, vt: int) -> tuple[int, int, int, int]:
        """``getVectorTypeBreakdown``: (registers, intermediate type, intermediates, register type)."""
        ec = vector_num_elements(vt)
        action = self.get_type_action(vt)
        if ec != 1 and (action == TypeWidenVector or action == TypePromoteInteger):
            reg_vt = self.get_type_to_transform_to(vt)
            if self.is_type_legal(reg_vt):
                return 1, reg_vt, 1, reg_vt
        elt = vector_element_type(vt)
        scalable = is_scalable_vector(vt)
        num_vector_regs = 1
        if ec & (ec - 1):
            num_vector_regs = ec
            ec = 1
        while ec > 1 and not self.is_type_legal(get_vector_vt(elt, ec, scalable)):
            ec //= 2
            num_vector_regs <<= 1
        new_vt = get_vector_vt(elt, ec, scalable)
        if not self.is_type_legal(new_vt):
            new_vt = elt
        dest = self.get_register_type(new_vt)
        if size_in_bits(dest) < size_in_bits(new_vt):
            bits = size_in_bits(new_vt)
            if bits & (bits - 1):
                bits = _next_power_of_2(bits)
            return num_vector_regs * (bits // size_in_bits(dest)), new_vt, num_vector_regs, dest
        return num_vector_regs, new_vt, num_vector_regs, dest

    def get_register_type(self, vt: int) -> int:
        """``getRegisterType``: the type of the registers a ``vt`` value is passed or kept in."""
        if is_simple(vt):
            return self.register_type_for_vt[vt]
        if is_vector(vt):
            return self.get_vector_type_breakdown(vt)[3]
        return self.get_register_type(self.get_type_to_transform_to(vt))

    def get_num_registers(self, vt: int) -> int:
        """``getNumRegisters``: how many ``get_register_type(vt)`` registers hold a ``vt`` value."""
        if is_simple(vt):
            return self.num_registers_for_vt[vt]
        if is_vector(vt):
            return self.get_vector_type_breakdown(vt)[0]
        reg_width = size_in_bits(self.get_register_type(vt))
        return (size_in_bits(vt) + reg_width - 1) // reg_width

    # --- operation actions -----------------------------------------------------------------------------------

    def set_operation_action(self, ops: int | Sequence[int], vts: int | Sequence[int], action: int) -> None:
        """``setOperationAction`` (one or several opcodes and types)."""
        for op in (ops,) if isinstance(ops, int) else ops:
            for vt in (vts,) if isinstance(vts, int) else vts:
                self.op_actions[op * VALUETYPE_SIZE + vt] = action

    def get_operation_action(self, op: int, vt: int) -> int:
        """``getOperationAction``: extended types Expand, target opcodes Custom."""
        if not is_simple(vt) or vt >= VALUETYPE_SIZE:
            return EXPAND
        if op >= _NUM_OPS:
            return CUSTOM
        return self.op_actions[op * VALUETYPE_SIZE + vt]

    def is_operation_legal(self, op: int, vt: int) -> bool:
        """``isOperationLegal``."""
        return (vt == MVT.Other or self.is_type_legal(vt)) and self.get_operation_action(op, vt) == LEGAL

    def is_operation_legal_or_custom(self, op: int, vt: int, legal_only: bool = False) -> bool:
        """``isOperationLegalOrCustom``."""
        if legal_only:
            return self.is_operation_legal(op, vt)
        return (vt == MVT.Other or self.is_type_legal(vt)) and self.get_operation_action(op, vt) in (
            LEGAL,
            CUSTOM,
        )

    def is_operation_legal_or_promote(self, op: int, vt: int) -> bool:
        """``isOperationLegalOrPromote``."""
        return (vt == MVT.Other or self.is_type_legal(vt)) and self.get_operation_action(op, vt) in (
            LEGAL,
            PROMOTE,
        )

    def is_operation_legal_or_custom_or_promote(self, op: int, vt: int) -> bool:
        """``isOperationLegalOrCustomOrPromote``."""
        return (vt == MVT.Other or self.is_type_legal(vt)) and self.get_operation_action(op, vt) in (
            LEGAL,
            CUSTOM,
            PROMOTE,
        )

    def is_operation_expand(self, op: int, vt: int) -> bool:
        """``isOperationExpand``."""
        return not self.is_type_legal(vt) or self.get_operation_action(op, vt) == EXPAND

    def is_operation_custom(self, op: int, vt: int) -> bool:
        """``isOperationCustom``."""
        return self.get_operation_action(op, vt) == CUSTOM

    def add_promoted_to_type(self, op: int, orig_vt: int, dest_vt: int) -> None:
        """``AddPromotedToType``."""
        self.promote_to_type[(op, orig_vt)] = dest_vt

    def set_operation_promoted_to_type(self, op: int, orig_vt: int, dest_vt: int) -> None:
        """``setOperationPromotedToType``: Promote, to ``dest_vt``."""
        self.set_operation_action(op, orig_vt, PROMOTE)
        self.add_promoted_to_type(op, orig_vt, dest_vt)

    def get_type_to_promote_to(self, op: int, vt: int) -> int:
        """``getTypeToPromoteTo``: the explicit target, else the next larger legal type that is not Promote."""
        explicit = self.promote_to_type.get((op, vt))
        if explicit is not None:
            return explicit
        integer = is_integer(vt)
        nvt = vt
        while True:
            nvt += 1
            if nvt >= VALUETYPE_SIZE or is_integer(nvt) != integer or nvt == MVT.isVoid:
                raise ValueError("didn't find type to promote to")
            if self.is_type_legal(nvt) and self.get_operation_action(op, nvt) != PROMOTE:
                return nvt

    def set_load_ext_action(
        self, ext_types: int | Sequence[int], value_vt: int, mem_vts: int | Sequence[int], action: int
    ) -> None:
        """``setLoadExtAction``."""
        for ext in (ext_types,) if isinstance(ext_types, int) else ext_types:
            for mem_vt in (mem_vts,) if isinstance(mem_vts, int) else mem_vts:
                self.load_ext_actions[(ext * VALUETYPE_SIZE + value_vt) * VALUETYPE_SIZE + mem_vt] = action

    def get_load_ext_action(self, ext: int, value_vt: int, mem_vt: int) -> int:
        """``getLoadExtAction``: extended types Expand."""
        if (
            not (is_simple(value_vt) and is_simple(mem_vt))
            or value_vt >= VALUETYPE_SIZE
            or mem_vt >= VALUETYPE_SIZE
        ):
            return EXPAND
        return self.load_ext_actions[(ext * VALUETYPE_SIZE + value_vt) * VALUETYPE_SIZE + mem_vt]

    def is_load_ext_legal(self, ext: int, value_vt: int, mem_vt: int) -> bool:
        """``isLoadExtLegal``."""
        return self.is_type_legal(value_vt) and self.get_load_ext_action(ext, value_vt, mem_vt) == LEGAL

    def is_load_ext_legal_or_custom(self, ext: int, value_vt: int, mem_vt: int) -> bool:
        """``isLoadExtLegalOrCustom``."""
        return self.is_type_legal(value_vt) and self.get_load_ext_action(ext, value_vt, mem_vt) in (
            LEGAL,
            CUSTOM,
        )

    def set_trunc_store_action(self, value_vt: int, mem_vt: int, action: int) -> None:
        """``setTruncStoreAction``."""
        self.trunc_store_actions[value_vt * VALUETYPE_SIZE + mem_vt] = action

    def get_trunc_store_action(self, value_vt: int, mem_vt: int) -> int:
        """``getTruncStoreAction``."""
        if (
            not (is_simple(value_vt) and is_simple(mem_vt))
            or value_vt >= VALUETYPE_SIZE
            or mem_vt >= VALUETYPE_SIZE
        ):
            return EXPAND
        return self.trunc_store_actions[value_vt * VALUETYPE_SIZE + mem_vt]

    def is_trunc_store_legal(self, value_vt: int, mem_vt: int) -> bool:
        """``isTruncStoreLegal``."""
        return self.is_type_legal(value_vt) and self.get_trunc_store_action(value_vt, mem_vt) == LEGAL

    def is_trunc_store_legal_or_custom(self, value_vt: int, mem_vt: int) -> bool:
        """``isTruncStoreLegalOrCustom``."""
        return self.is_type_legal(value_vt) and self.get_trunc_store_action(value_vt, mem_vt) in (
            LEGAL,
            CUSTOM,
        )

    # Indexed modes: kind 0 load, 1 store, 2 masked load, 3 masked store.
    def set_indexed_load_action(self, modes: int | Sequence[int], vt: int, action: int) -> None:
        """``setIndexedLoadAction``."""
        self._set_indexed(0, modes, vt, action)

    def set_indexed_store_action(self, modes: int | Sequence[int], vt: int, action: int) -> None:
        """``setIndexedStoreAction``."""
        self._set_indexed(1, modes, vt, action)

    def set_indexed_masked_load_action(self, modes: int | Sequence[int], vt: int, action: int) -> None:
        """``setIndexedMaskedLoadAction``."""
        self._set_indexed(2, modes, vt, action)

    def set_indexed_masked_store_action(self, modes: int | Sequence[int], vt: int, action: int) -> None:
        """``setIndexedMaskedStoreAction``."""
        self._set_indexed(3, modes, vt, action)

    def _set_indexed(self, kind: int, modes: int | Sequence[int], vt: int, action: int) -> None:
        for mode in (modes,) if isinstance(modes, int) else modes:
            self.indexed_mode_actions[(kind * NUM_INDEXED_MODES + mode) * VALUETYPE_SIZE + vt] = action

    def get_indexed_load_action(self, mode: int, vt: int) -> int:
        """``getIndexedLoadAction``."""
        return self.indexed_mode_actions[mode * VALUETYPE_SIZE + vt]

    def get_indexed_store_action(self, mode: int, vt: int) -> int:
        """``getIndexedStoreAction``."""
        return self.indexed_mode_actions[(NUM_INDEXED_MODES + mode) * VALUETYPE_SIZE + vt]

    def is_indexed_load_legal(self, mode: int, vt: int) -> bool:
        """``isIndexedLoadLegal``."""
        return self.is_type_legal(vt) and self.get_indexed_load_action(mode, vt) in (LEGAL, CUSTOM)

    def is_indexed_store_legal(self, mode: int, vt: int) -> bool:
        """``isIndexedStoreLegal``."""
        return self.is_type_legal(vt) and self.get_indexed_store_action(mode, vt) in (LEGAL, CUSTOM)

    def set_cond_code_action(self, ccs: int | Sequence[int], vts: int | Sequence[int], action: int) -> None:
        """``setCondCodeAction``."""
        for cc in (ccs,) if isinstance(ccs, int) else ccs:
            for vt in (vts,) if isinstance(vts, int) else vts:
                self.cond_code_actions[cc * VALUETYPE_SIZE + vt] = action

    def get_cond_code_action(self, cc: int, vt: int) -> int:
        """``getCondCodeAction``."""
        return self.cond_code_actions[cc * VALUETYPE_SIZE + vt]

    def is_cond_code_legal(self, cc: int, vt: int) -> bool:
        """``isCondCodeLegal``."""
        return self.get_cond_code_action(cc, vt) == LEGAL

    def is_cond_code_legal_or_custom(self, cc: int, vt: int) -> bool:
        """``isCondCodeLegalOrCustom``."""
        return self.get_cond_code_action(cc, vt) in (LEGAL, CUSTOM)

    def set_target_dag_combine(self, ops: int | Sequence[int]) -> None:
        """``setTargetDAGCombine``: the target's ``perform_dag_combine`` wants to see these opcodes."""
        for op in (ops,) if isinstance(ops, int) else ops:
            self.target_dag_combine.add(op)

    def has_target_dag_combine(self, op: int) -> bool:
        """``hasTargetDAGCombine``."""
        return op in self.target_dag_combine

    # --- types of special values -------------------------------------------------------------------------------

    def set_boolean_contents(self, contents: int, float_contents: int | None = None) -> None:
        """``setBooleanContents``: how setcc results look (0/1, 0/-1 or undefined high bits)."""
        self.boolean_contents = contents
        self.boolean_float_contents = contents if float_contents is None else float_contents

    def set_boolean_vector_contents(self, contents: int) -> None:
        """``setBooleanVectorContents``."""
        self.boolean_vector_contents = contents

    @staticmethod
    def get_extend_for_content(contents: int) -> int:
        """``getExtendForContent``: the extension that keeps a boolean with these contents valid."""
        if contents == ZeroOrOneBooleanContent:
            return ISD.ZERO_EXTEND
        if contents == ZeroOrNegativeOneBooleanContent:
            return ISD.SIGN_EXTEND
        return ISD.ANY_EXTEND

    def get_boolean_contents(self, vt: int) -> int:
        """``getBooleanContents(Type)``: vector, floating-point or integer boolean contents."""
        if is_vector(vt):
            return self.boolean_vector_contents
        return self.boolean_float_contents if not is_integer(vt) else self.boolean_contents

    def get_pointer_ty(self, addr_space: int = 0) -> int:
        """``getPointerTy``: the integer type of a pointer (i64 with 64-bit pointers)."""
        return get_integer_vt(self.pointer_size_in_bits)

    def get_pointer_memory_ty(self, addr_space: int = 0) -> int:
        """``getPointerMemTy``."""
        return self.get_pointer_ty(addr_space)

    def get_frame_index_ty(self) -> int:
        """``getFrameIndexTy``."""
        return self.get_pointer_ty()

    def get_exception_pointer_register(self, personality: Any) -> int:
        """``getExceptionPointerRegister``: the physical register holding the exception pointer on entry
        to a landing pad (0: none)."""
        return 0

    def get_exception_selector_register(self, personality: Any) -> int:
        """``getExceptionSelectorRegister``: the physical register holding the selector on entry to a
        landing pad (0: none)."""
        return 0

    def get_ir_stack_guard(self, module: Any) -> Any:
        """``getIRStackGuard``: the address (an IR constant) the stack protector loads its guard from, or
        None for LLVM's default (the ``__stack_chk_guard`` global through ``llvm.stackguard``)."""
        return None

    def get_setcc_result_type(self, vt: int) -> int:
        """``getSetCCResultType``: the pointer type for scalars, the integer vector for vectors."""
        if is_vector(vt):
            return change_vector_element_type_to_integer(vt)
        return self.get_pointer_ty()

    def get_scalar_shift_amount_ty(self, vt: int) -> int:
        """``getScalarShiftAmountTy``: the pointer-sized integer by default (a target may say i8)."""
        return get_integer_vt(self.pointer_size_in_bits)

    def get_shift_amount_ty(self, lhs_vt: int, legal_types: bool = True) -> int:
        """``getShiftAmountTy``: the type of a shift's amount operand for shifting ``lhs_vt``."""
        if is_vector(lhs_vt):
            return lhs_vt
        shift_vt = self.get_scalar_shift_amount_ty(lhs_vt) if legal_types else self.get_pointer_ty()
        if size_in_bits(shift_vt) < (size_in_bits(lhs_vt) - 1).bit_length():
            shift_vt = MVT.i32
        return shift_vt

    def get_vector_idx_ty(self) -> int:
        """``getVectorIdxTy``."""
        return self.get_pointer_ty()

    def set_sched_preference(self, pref: int) -> None:
        """``setSchedulingPreference``."""
        self.sched_preference = pref

    def get_sched_preference(self) -> int:
        """``getSchedulingPreference``."""
        return self.sched_preference

    # --- libcalls ----------------------------------------------------------------------------------------------

    def set_libcall_name(self, call: int, name: str | None) -> None:
        """``setLibcallName``."""
        self.libcall_names[call] = name

    def get_libcall_name(self, call: int) -> str | None:
        """``getLibcallName``: the function a runtime library call calls, None when unavailable."""
        if call >= len(self.libcall_names):
            return None
        return self.libcall_names[call]

    def get_cmp_libcall_cc(self, call: int) -> int:
        """``getCmpLibcallCC``: how a soft-float comparison's int result is compared with 0."""
        return self.cmp_libcall_ccs[call]

    def set_cmp_libcall_cc(self, call: int, cc: int) -> None:
        """``setCmpLibcallCC``."""
        self.cmp_libcall_ccs[call] = cc

    # --- switch lowering thresholds ------------------------------------------------------------------------------

    def get_minimum_jump_table_entries(self) -> int:
        """``getMinimumJumpTableEntries``."""
        return self.minimum_jump_table_entries

    def get_minimum_jump_table_density(self, opt_for_size: bool) -> int:
        """``getMinimumJumpTableDensity`` (percent)."""
        return self.optsize_jump_table_density if opt_for_size else self.jump_table_density

    def get_maximum_jump_table_size(self) -> int:
        """``getMaximumJumpTableSize`` (0: no limit)."""
        return self.maximum_jump_table_size

    def is_suitable_for_jump_table(self, num_cases: int, range_: int, opt_for_size: bool) -> bool:
        """``isSuitableForJumpTable``: dense enough (cases * 100 >= range * density) and not too large."""
        max_size = self.maximum_jump_table_size or (1 << 64)
        return range_ <= max_size and num_cases * 100 >= range_ * self.get_minimum_jump_table_density(
            opt_for_size
        )

    def is_suitable_for_bit_tests(self, num_dests: int, num_cmps: int, low: int, high: int) -> bool:
        """``isSuitableForBitTests``: few destinations, enough comparisons, range within a register."""
        if num_dests > 3 or high - low + 1 > self.pointer_size_in_bits:
            return False
        return (
            (num_dests == 1 and num_cmps >= 3)
            or (num_dests == 2 and num_cmps >= 5)
            or (num_dests == 3 and num_cmps >= 6)
        )

    # --- target queries with LLVM's defaults ---------------------------------------------------------------------

    def is_commutative_bin_op(self, opcode: int) -> bool:
        """``isCommutativeBinOp``."""
        return opcode in _COMMUTATIVE_OPS

    def is_binary_op(self, opcode: int) -> bool:
        """``isBinOp``."""
        return opcode in _COMMUTATIVE_OPS or opcode in _OTHER_BINOPS

    def is_sext_cheaper_than_zext(self, src_vt: int, dst_vt: int) -> bool:
        """``isSExtCheaperThanZExt``."""
        return False

    def is_offset_folding_legal(self, ga_node: SDNode) -> bool:
        """``isOffsetFoldingLegal``: may ``add GlobalAddress, C`` fold into the address?  Targets decide."""
        return False

    def is_truncate_free(self, from_vt: int, to_vt: int) -> bool:
        """``isTruncateFree``."""
        return False

    def is_zext_free(self, from_vt: int, to_vt: int) -> bool:
        """``isZExtFree``."""
        return False

    def is_narrowing_profitable(self, from_vt: int, to_vt: int) -> bool:
        """``isNarrowingProfitable``."""
        return False

    def is_fp_imm_legal(self, bits: int, vt: int, for_code_size: bool = False) -> bool:
        """``isFPImmLegal``."""
        return False

    def is_legal_icmp_immediate(self, imm: int) -> bool:
        """``isLegalICmpImmediate``."""
        return True

    def is_legal_add_immediate(self, imm: int) -> bool:
        """``isLegalAddImmediate``."""
        return True

    def is_cheap_to_speculate_cttz(self) -> bool:
        """``isCheapToSpeculateCttz``."""
        return False

    def is_cheap_to_speculate_ctlz(self) -> bool:
        """``isCheapToSpeculateCtlz``."""
        return False

    def get_target_node_name(self, opcode: int) -> str | None:
        """``getTargetNodeName``: ``<T>ISD::CMP`` for a target opcode, None when unknown."""
        return None


def _next_power_of_2(n: int) -> int:
    """``NextPowerOf2``: the smallest power of two strictly greater than ``n``."""
    return 1 << n.bit_length()


_COMMUTATIVE_OPS: Final = frozenset(
    (
        ISD.ADD,
        ISD.SMIN,
        ISD.SMAX,
        ISD.UMIN,
        ISD.UMAX,
        ISD.MUL,
        ISD.MULHU,
        ISD.MULHS,
        ISD.SMUL_LOHI,
        ISD.UMUL_LOHI,
        ISD.FADD,
        ISD.FMUL,
        ISD.AND,
        ISD.OR,
        ISD.XOR,
        ISD.SADDO,
        ISD.UADDO,
        ISD.ADDC,
        ISD.ADDE,
        ISD.SADDSAT,
        ISD.UADDSAT,
        ISD.FMINNUM,
        ISD.FMAXNUM,
        ISD.FMINNUM_IEEE,
        ISD.FMAXNUM_IEEE,
        ISD.FMINIMUM,
        ISD.FMAXIMUM,
        ISD.ABDS,
        ISD.ABDU,
    )
)
_OTHER_BINOPS: Final = frozenset(
    (
        ISD.SUB,
        ISD.FSUB,
        ISD.FDIV,
        ISD.FREM,
        ISD.SHL,
        ISD.SRL,
        ISD.SRA,
        ISD.SDIV,
        ISD.UDIV,
        ISD.SREM,
        ISD.UREM,
        ISD.SSUBSAT,
        ISD.USUBSAT,
    )
)


class TargetLowering(TargetLoweringBase):
    """The lowering hooks a target implements (LLVM: ``TargetLowering``).

    Every hook below is declared with its contract; the base class raises ``UnsupportedError`` for the ones a
    target must provide and returns LLVM's default for the rest.
    """

    def _unsupported(self, what: str) -> UnsupportedError:
        return UnsupportedError(None, f"{what} is not implemented for target '{self.triple}'")

    # ----- inline assembly (LLVM TargetLowering's constraint hooks) -----
    def get_constraint_type(self, constraint: str) -> int:
        """``getConstraintType``: register class, register, memory, immediate or other (the C_* numbers of
        pyllc.codegen.selection_dag.inline_asm: 0 register, 1 class, 2 memory, 3 immediate, 4 other,
        5 unknown)."""
        n = len(constraint)
        if n == 1:
            c = constraint
            if c == "r":
                return 1
            if c in "moV":
                return 2
            if c in "nEF":
                return 3
            if c in "ispXIJKLMNOP<>":
                return 4
        if n > 1 and constraint[0] == "{" and constraint[-1] == "}":
            return 2 if constraint == "{memory}" else 0
        return 5

    def get_inline_asm_mem_constraint(self, code: str) -> int:
        """``getInlineAsmMemConstraint``: the InlineAsm::Constraint_* id of a memory constraint."""
        from pyllc.codegen.selection_dag.inline_asm import MEM_CONSTRAINT_IDS

        return MEM_CONSTRAINT_IDS.get(code, 0)

    def is_type_legal_for_class(self, tri: Any, rc: int, vt: int) -> bool:
        """``TargetRegisterInfo::isTypeLegalForClass``."""
        from pyllc.codegen.value_types import vt_from_name

        return any(vt_from_name(n) == vt for n in tri.tables.class_value_types[rc])

    def first_legal_type_of_class(self, tri: Any, rc: int) -> int:
        """``*TRI.legalclasstypes_begin(RC)``."""
        from pyllc.codegen.value_types import vt_from_name

        names = tri.tables.class_value_types[rc]
        return vt_from_name(names[0]) if names else MVT.Untyped

    def get_reg_for_inline_asm_constraint(self, tri: Any, constraint: str, vt: int) -> tuple[int, int | None]:
        """``getRegForInlineAsmConstraint``: for ``{name}``, the register of that assembler name and the first
        class holding it (preferring one legal for ``vt``); (0, None) otherwise."""
        if not constraint or constraint[0] != "{":
            return 0, None
        name = constraint[1:-1].lower()
        reg = tri._name_to_reg.get(name, 0)
        if not reg:
            return 0, None
        from pyllc.codegen.value_types import vt_from_name

        found: tuple[int, int | None] = (0, None)
        for rc in range(tri.get_num_reg_classes()):
            vts = [vt_from_name(n) for n in tri.tables.class_value_types[rc]]
            if not any(v > 0 and self.is_type_legal(v) for v in vts):
                continue
            if not tri.class_contains(rc, reg):
                continue
            if vt in vts:
                return reg, rc
            if found[1] is None:
                found = (reg, rc)
        return found

    def expand_inline_asm(self, call: Any) -> bool:
        """``ExpandInlineAsm``: True when the asm call is a byte swap of its operand the target recognizes
        (CodeGenPrepare then lowers it as ``llvm.bswap``)."""
        return False

    def lower_asm_output_for_constraint(
        self, chain: Any, glue: Any, constraint: str, vt: int, dag: Any
    ) -> tuple[Any, Any, Any] | None:
        """``LowerAsmOutputForConstraint``: the value of an output of an immediate-like/other constraint
        (with the new chain and glue); None when the target has none."""
        return None

    def lower_asm_operand_for_constraint(self, op: Any, constraint: str, dag: Any) -> list[Any]:
        """``LowerAsmOperandForConstraint``: the target operands of an immediate-like constraint (``i``,
        ``n``, ``s``, ``X``): a constant (sign-extended to 64 bits) or a global address plus offset; [] when
        the operand does not fit."""
        if len(constraint) != 1 or constraint not in "insX":
            return []
        from pyllc.codegen.isd import ISD

        offset = 0
        while True:
            n = op[0]
            if n.opcode == ISD.Constant and constraint != "s":
                return [dag.get_target_constant(offset + n.const_sext_value, MVT.i64)]
            if constraint != "n" and n.opcode == ISD.GlobalAddress:
                gv, off = n.payload[0], n.payload[1]
                return [dag.get_target_global_address(gv, n.vts[0], offset + off)]
            if constraint != "n" and n.opcode == ISD.BlockAddress:
                ba, off, tf = n.payload
                payload = (ba, offset + off, tf)
                return [(dag._create(ISD.TargetBlockAddress, n.vts, (), payload, None, 0), 0)]
            if n.opcode in (ISD.ADD, ISD.SUB):
                a, c = n.ops
                if a[0].opcode == ISD.Constant:
                    a, c = c, a
                elif n.opcode != ISD.ADD or c[0].opcode != ISD.Constant:
                    return []
                if c[0].opcode != ISD.Constant:
                    return []
                v = c[0].const_sext_value
                offset += v if n.opcode == ISD.ADD else -v
                op = a
                continue
            return []

    def lower_formal_arguments(
        self,
        chain: SDValue,
        calling_conv: int,
        is_var_arg: bool,
        ins: Sequence[Any],
        dag: SelectionDAG,
        dl: Any,
    ) -> tuple[SDValue, list[SDValue]]:
        """``LowerFormalArguments``: produce one SDValue per incoming argument part (``ins``) from the entry
        chain -- CopyFromReg of live-in registers or loads of fixed stack objects -- and the new chain."""
        raise self._unsupported("lowering of formal arguments")

    def lower_call(self, cli: Any) -> tuple[SDValue, list[SDValue]]:
        """``LowerCall``: emit the call sequence (CALLSEQ_START, argument copies/stores, the target call node,
        CALLSEQ_END, result copies) described by ``cli`` (LLVM's ``CallLoweringInfo``); return the chain and
        one SDValue per returned part."""
        raise self._unsupported("lowering of calls")

    def can_lower_return(self, calling_conv: int, mf: Any, is_var_arg: bool, outs: Sequence[Any]) -> bool:
        """``CanLowerReturn``: can the return values be passed in registers (else sret demotion)?"""
        return True

    def lower_return(
        self,
        chain: SDValue,
        calling_conv: int,
        is_var_arg: bool,
        outs: Sequence[Any],
        out_vals: Sequence[SDValue],
        dag: SelectionDAG,
        dl: Any,
    ) -> SDValue:
        """``LowerReturn``: copy return values to their registers and end with the target's return node."""
        raise self._unsupported("lowering of returns")

    def lower_operation(self, op: SDValue, dag: SelectionDAG) -> SDValue | None:
        """``LowerOperation``: custom-lower a node marked Custom; None means "use the default expansion"."""
        raise self._unsupported("custom lowering of operations")

    def lower_operation_wrapper(self, node: SDNode, dag: SelectionDAG) -> list[SDValue] | None:
        """``LowerOperationWrapper``: custom-lower a node with illegal result types (during type legalization);
        by default calls :meth:`lower_operation` on result 0."""
        res = self.lower_operation((node, 0), dag)
        if res is None:
            return None
        return [(res[0], i) for i in range(len(node.vts))]

    def replace_node_results(self, node: SDNode, dag: SelectionDAG) -> list[SDValue] | None:
        """``ReplaceNodeResults``: legal-typed replacements for the illegal results of a Custom node."""
        raise self._unsupported("custom replacement of node results")

    def perform_dag_combine(self, node: SDNode, dci: Any) -> SDValue | None:
        """``PerformDAGCombine``: a target-specific combine of ``node``; None when nothing changes."""
        return None

    def is_legal_addressing_mode(self, dl: Any, am: Any, ty: Any, addr_space: int) -> bool:
        """``isLegalAddressingMode``: may ``am`` (base GV, base offset, has base reg, scale) address a
        ``ty`` access?  LLVM's default allows ``reg + reg`` or ``reg + imm`` but no symbol or scaled index
        beyond ``2*reg``."""
        if getattr(am, "base_gv", None) is not None:
            return False
        scale = getattr(am, "scale", 0)
        has_base = getattr(am, "has_base_reg", False)
        if scale == 0:
            return True
        if scale == 1:
            return True
        if scale == 2:
            return not (has_base or getattr(am, "base_offs", 0))
        return False

    def get_register_by_name(self, name: str, vt: int, mf: Any) -> int:
        """``getRegisterByName`` (``llvm.read_register``): the physical register called ``name``."""
        raise self._unsupported(f"named register '{name}'")

    def get_jump_table_encoding(self) -> int:
        """``getJumpTableEncoding``: LLVM's ``MachineJumpTableInfo`` kind (0 block address, 3 label difference32
        for PIC...)."""
        return 0

    # --- machine-level hooks (finalize-isel, MachineFunction, block placement) --------------------------------

    def emit_instr_with_custom_inserter(self, mi: Any, mbb: Any) -> Any:
        """``EmitInstrWithCustomInserter``: expand a ``usesCustomInserter`` pseudo ``mi`` of ``mbb``; returns the
        block holding the code that followed ``mi``.  Default: unsupported (LLVM: unreachable)."""
        raise UnsupportedError(None, f"custom inserter for {mi.desc.name}")

    def finalize_lowering(self, mf: Any) -> None:
        """``finalizeLowering``: end of instruction selection; freezes the reserved registers."""
        mf.reg_info.freeze_reserved_regs(mf.subtarget.get_register_info().get_reserved_regs(mf))

    def get_min_function_alignment(self) -> int:
        """``getMinFunctionAlignment`` in bytes (default 1)."""
        return self.min_function_alignment or 1

    def get_pref_function_alignment(self) -> int:
        """``getPrefFunctionAlignment`` in bytes (0: none)."""
        return self.pref_function_alignment

    def get_pref_loop_alignment(self, ml: Any = None) -> int:
        """``getPrefLoopAlignment`` in bytes for loop ``ml`` (0: none); block placement aligns loop headers."""
        return self.pref_loop_alignment

    def get_target_node_name(self, opcode: int) -> str | None:
        """``getTargetNodeName``."""
        return None

    def use_soft_float(self) -> bool:
        """``useSoftFloat``."""
        return False

    def function_arguments_need_consecutive_registers(
        self, ty: Any, calling_conv: int, is_var_arg: bool
    ) -> bool:
        """``functionArgumentNeedsConsecutiveRegisters``."""
        return False

    def may_be_emitted_as_tail_call(self, call: Any) -> bool:
        """``mayBeEmittedAsTailCall``."""
        return False

    def get_register_type_for_calling_conv(self, calling_conv: int, vt: int) -> int:
        """``getRegisterTypeForCallingConv``."""
        return self.get_register_type(vt)

    def get_num_registers_for_calling_conv(self, calling_conv: int, vt: int) -> int:
        """``getNumRegistersForCallingConv``."""
        return self.get_num_registers(vt)

    def get_byval_type_alignment(self, ty: Any, dl: Any) -> int:
        """``getByValTypeAlignment``: the alignment of a ``byval`` argument of type ``ty`` in the caller's
        argument area (LLVM's default: the ABI alignment of the type)."""
        return dl.get_abi_type_align(ty) if ty is not None else 1

    def get_type_for_ext_return(self, vt: int, ext: int) -> int:
        """``getTypeForExtReturn``: the type a ``signext``/``zeroext`` return value of type ``vt`` is extended
        to (LLVM's default: at least the register type of i32)."""
        min_vt = self.get_register_type(MVT.i32)
        return min_vt if size_in_bits(vt) < size_in_bits(min_vt) else vt

    def is_fma_faster_than_fmul_and_fadd(self, vt: int) -> bool:
        """``isFMAFasterThanFMulAndFAdd``: fuse ``llvm.fmuladd`` into one FMA node (LLVM's default: no)."""
        return False

    def allows_misaligned_memory_accesses(
        self, vt: int, addr_space: int = 0, align: int = 1, flags: int = 0
    ) -> tuple[bool, bool]:
        """``allowsMisalignedMemoryAccesses``: (allowed, fast) for a ``vt`` access below its natural alignment
        (LLVM's default: not allowed)."""
        return False, False

    def is_safe_mem_op_type(self, vt: int) -> bool:
        """``isSafeMemOpType``: may inline memcpy/memset use ``vt`` (LLVM's default: yes)."""
        return True

    def get_optimal_mem_op_type(self, op: MemOp, func_attrs: Any) -> int:
        """``getOptimalMemOpType``: the widest type for the accesses of an inline memcpy/memmove/memset, or
        ``MVT.Other`` to let :meth:`find_optimal_mem_op_lowering` pick the largest legal integer (the
        default)."""
        return MVT.Other

    def find_optimal_mem_op_lowering(self, op: MemOp, limit: int, func_attrs: Any) -> list[int] | None:
        """``findOptimalMemOpLowering``: the value types of the accesses of an inline memory operation (the
        last may overlap its predecessor when ``op.allow_overlap``), or None when more than ``limit`` would
        be needed."""
        vt = self.get_optimal_mem_op_type(op, func_attrs)
        if vt == MVT.Other:
            vt = MVT.i64
            while (
                op.dst_align < size_in_bits(vt) // 8
                and not self.allows_misaligned_memory_accesses(vt, 0, op.dst_align)[0]
            ):
                vt -= 1
            lvt = MVT.i64
            while not self.is_type_legal(lvt):
                lvt -= 1
            vt = min(vt, lvt)
        out: list[int] = []
        size = op.size
        while size:
            vt_size = size_in_bits(vt) // 8
            while vt_size > size:
                if is_vector(vt) or not is_integer(vt):
                    new_vt = MVT.i64 if size_in_bits(vt) > 64 else MVT.i32
                else:
                    new_vt = vt
                    while new_vt != MVT.i8:
                        new_vt -= 1
                        if self.is_safe_mem_op_type(new_vt):
                            break
                new_size = size_in_bits(new_vt) // 8
                if (
                    out
                    and op.allow_overlap
                    and new_size < size
                    and self.allows_misaligned_memory_accesses(vt, 0, 1) == (True, True)
                ):
                    vt_size = size
                else:
                    vt, vt_size = new_vt, new_size
            out.append(vt)
            if len(out) > limit:
                return None
            size -= vt_size
        return out

    # ----- DAG combiner hooks -----
    def is_type_desirable_for_op(self, opc: int, vt: int) -> bool:
        """``isTypeDesirableForOp``: is ``opc`` on ``vt`` worth doing in that type (LLVM's default: when the
        type is legal)."""
        return self.is_type_legal(vt)

    def is_desirable_to_promote_op(self, op: SDValue) -> int | None:
        """``IsDesirableToPromoteOp``: the wider type to do ``op`` in, or None to keep it (the default)."""
        return None

    def is_int_div_cheap(self, vt: int, attrs: Any = None) -> bool:
        """``isIntDivCheap``: keep divisions by constants as divisions (LLVM's default: no)."""
        return False

    def build_sdiv_pow2(
        self, node: SDNode, divisor: int, dag: SelectionDAG, created: list[Any]
    ) -> SDValue | None:
        """``BuildSDIVPow2``: a target sequence for a signed division by a power of two; None: the generic
        shifts (the default)."""
        return None

    def is_desirable_to_commute_with_shift(self, node: SDNode, level: int) -> bool:
        """``isDesirableToCommuteWithShift``: may a shift be moved across ``node`` (LLVM's default: yes)."""
        return True

    def convert_select_of_constants_to_math(self, vt: int) -> bool:
        """``convertSelectOfConstantsToMath``: turn a select of two constants into arithmetic (LLVM's
        default: no)."""
        return False

    def should_reduce_load_width(self, load: SDNode, ext_type: int, new_vt: int) -> bool:
        """``shouldReduceLoadWidth``: may a load be narrowed to ``new_vt`` (the default: yes)."""
        return True

    def compute_known_bits_for_target_node(self, op: SDValue, dag: SelectionDAG, depth: int) -> Any:
        """``computeKnownBitsForTargetNode``: the known bits of a target node's result, or None for what the
        generic analysis finds (nothing known about target nodes: LLVM's default)."""
        return None

    # ----- instruction selection and legalization hooks -----
    def adjust_instr_post_instr_selection(self, mi: Any, node: SDNode) -> None:
        """``AdjustInstrPostInstrSelection``: fix up a machine instruction whose description has
        ``HasPostISelHook`` (the default: nothing to do)."""

    def should_sign_extend_type_in_libcall(self, vt: int, is_signed: bool) -> bool:
        """``shouldSignExtendTypeInLibCall``: extend an argument of a runtime library call by sign (the
        default: when the operation is signed)."""
        return is_signed

    def get_extend_for_atomic_ops(self) -> int:
        """``getExtendForAtomicOps``: how a target's atomic operations extend a narrow result (the default:
        ANY_EXTEND)."""
        return ISD.ANY_EXTEND

    def should_shrink_fp_constant(self, vt: int) -> bool:
        """``ShouldShrinkFPConstant``: load an FP constant in a narrower type and extend it (the default:
        yes)."""
        return True

    def is_jump_table_relative(self) -> bool:
        """``isJumpTableRelative``: do jump-table entries hold offsets from a base (LLVM's default: with
        position-independent code; here: no, targets with relative tables say so)."""
        return False

    def get_pic_jump_table_reloc_base(self, table: SDValue, dag: SelectionDAG) -> SDValue:
        """``getPICJumpTableRelocBase``: the base relative jump-table entries are added to (the default: the
        table itself)."""
        return table

    def expand_indirect_jt_branch(self, dl: Any, value: SDValue, addr: SDValue, dag: SelectionDAG) -> SDValue:
        """``expandIndirectJTBranch``: the indirect branch to the loaded jump-table target (the default:
        BRIND)."""
        return dag.get_node(ISD.BRIND, MVT.Other, value, addr)

    def are_jts_allowed(self, fn: Any) -> bool:
        """``areJTsAllowed``: may switches of ``fn`` use jump tables (LLVM's default: with an indirect branch
        and without ``"no-jump-tables"="true"``)."""
        if not self.is_operation_legal_or_custom(
            ISD.BR_JT, MVT.Other
        ) and not self.is_operation_legal_or_custom(ISD.BRIND, MVT.Other):
            return False
        return fn.attrs.fn.get("no-jump-tables") != "true"

    def get_ext_for_promotion(self) -> int:
        """The extension used when promoting a returned or passed value without attributes (ANY_EXTEND)."""
        return ISD.ANY_EXTEND


class MemOp:
    """An inline memory operation to lower (LLVM: ``MemOp``): its size, the alignments of destination and
    source (0: not fixed), and what kind it is."""

    __slots__ = ("size", "dst_align", "src_align", "is_memset", "zero_memset", "allow_overlap", "volatile")

    def __init__(
        self,
        size: int,
        dst_align: int,
        src_align: int = 0,
        is_memset: bool = False,
        zero_memset: bool = False,
        allow_overlap: bool = False,
        volatile: bool = False,
    ) -> None:
        self.size = size
        self.dst_align = dst_align
        self.src_align = src_align
        self.is_memset = is_memset
        self.zero_memset = zero_memset
        self.allow_overlap = allow_overlap
        self.volatile = volatile


def action_name(action: int) -> str:
    """``Legal``, ``Promote``, ``Expand``, ``LibCall`` or ``Custom``."""
    return LEGALIZE_ACTION_NAMES[action]


def type_action_name(action: int) -> str:
    """LLVM's ``LegalizeTypeAction`` enumerator name."""
    return TYPE_ACTION_NAMES[action]


assert len(ISD_ENUM_NAMES) == ISD.BUILTIN_OP_END
assert NUM_SIMPLE_TYPES > VALUETYPE_SIZE
