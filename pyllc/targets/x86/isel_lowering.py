"""What it is (LLVM: lib/Target/X86/X86ISelLowering.{h,cpp}).

X86TargetLowering: the register classes per value type and the legal/promote/expand/custom action tables
(LLVM's constructor), ``lower_operation`` for the custom-lowered nodes, ``perform_dag_combine`` and the X86ISD
node names.  Argument, call and return lowering live in ``isel_lowering_call.py`` (X86ISelLoweringCall.cpp).

The subtarget is x86-64 with LLVM 14's default CPU ``x86-64`` (CMOV, SSE2, no SSE3+, no POPCNT/LZCNT/BMI/MOVBE,
no F16C, no AVX): ``f32``/``f64`` live in SSE registers (FR32/FR64), ``f80`` on the x87 stack (RFP80),
``f128`` in VR128 with library calls for its arithmetic.  The i686 variant uses the same tables with the 64-bit
integer entries left out, as LLVM does.

How the custom lowerings shape the DAG (see ``x86isd.py`` for every node's operands):

* integer compares become ``X86ISD::SUB`` (value unused: selected as CMP) or ``X86ISD::CMP x, 0`` (TEST), or
  reuse the flags of an arithmetic node; a ``setcc`` is ``X86ISD::SETCC cc, flags``; floating-point compares are
  ``X86ISD::FCMP`` (UCOMISS/UCOMISD) with the operands swapped so only ``A``/``AE``/``E``/``NE``/``P``/``NP``
  are read; ``oeq``/``une`` need two flags and are expanded by the legalizer (condition-code action Expand);
* ``brcond`` is ``X86ISD::BRCOND chain, dest, cc, flags``; ``select`` is ``X86ISD::CMOV false, true, cc,
  flags`` (i8 promoted to i32; f32/f64 selects on an fp compare become CMPSS/CMPSD + AND/ANDN/OR);
* symbols are ``X86ISD::Wrapper`` (absolute) or ``X86ISD::WrapperRIP`` (RIP-relative) around the target node,
  with a load from the GOT for ``MO_GOTPCREL``;
* ``fabs``/``fneg``/``fcopysign`` are FAND/FXOR/FOR with 16-byte sign masks from the constant pool;
* ``[su]{add,sub,mul}o`` are flag-setting arithmetic plus ``X86ISD::SETCC`` of O/B/E;
* ``va_start``/``va_arg`` use the SysV x86-64 ``va_list`` (gp_offset, fp_offset, overflow_arg_area,
  reg_save_area) and the ``X86ISD::VAARG_64`` memory node;
* ``cttz``/``ctlz`` are ``X86ISD::BSF``/``BSR`` with a CMOV for the zero input.

``lower_operation`` returns the replacement value, the node itself when it is legal as it stands (LLVM's
``return Op``), or None for "use the legalizer's default expansion".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Final
from pyllc.ir.instructions import RMW_NAMES
from pyllc.ir.types import FP_BITS

from pyllc.codegen.isd import (
    ISD,
    get_setcc_swapped_operands,
)
from pyllc.codegen.machine.mem_operand import (
    MOLoad,
    MOStore,
    PSV_ConstantPool,
    PSV_GOT,
    MachineMemOperand,
    PseudoSourceValue,
)
from pyllc.codegen.selection_dag.nodes import SDNode, SDValue
from pyllc.codegen.value_types import (
    FIRST_VECTOR_VALUETYPE,
    LAST_FIXEDLEN_VECTOR_VALUETYPE,
    LAST_INTEGER_VALUETYPE,
    MVT,
    MVT_ELEMENT_TYPE,
    is_floating_point,
    is_integer,
    is_vector,
    scalar_size_in_bits,
    size_in_bits,
)
from pyllc.support.diagnostics import UnsupportedError
from pyllc.target.lowering import (
    CUSTOM,
    AtomicExpansionKind,
    MemOp,
    EXPAND,
    LEGAL,
    LIBCALL,
    PROMOTE,
    SCHED_ILP,
    SCHED_REG_PRESSURE,
    TargetLowering,
    TypeWidenVector,
    ZeroOrNegativeOneBooleanContent,
    ZeroOrOneBooleanContent,
)
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.instr_info import (
    COND_A,
    COND_AE,
    COND_B,
    COND_BE,
    COND_E,
    COND_G,
    COND_GE,
    COND_INVALID,
    COND_L,
    COND_LE,
    COND_NE,
    COND_NO,
    COND_NP,
    COND_NS,
    COND_O,
    COND_P,
    COND_S,
    get_opposite_branch_condition,
)
from pyllc.targets.x86.x86isd import (
    X86II,
    X86ISD,
    get_target_node_name,
    is_global_relative_to_pic_base,
    is_global_stub_reference,
)
from pyllc.codegen.selection_dag.nodes import value_type as _vt

if TYPE_CHECKING:
    from pyllc.codegen.selection_dag.dag import SelectionDAG
    from pyllc.targets.x86.subtarget import X86Subtarget
    from pyllc.targets.x86.target_machine import X86TargetMachine

_INT_VTS: Final = (MVT.i8, MVT.i16, MVT.i32, MVT.i64)
_FP_VTS: Final = (MVT.f32, MVT.f64, MVT.f80, MVT.f128)
_INTEGER_VALUETYPES: Final = tuple(range(MVT.i1, LAST_INTEGER_VALUETYPE + 1))
_FIXED_VECTOR_VTS: Final = tuple(range(FIRST_VECTOR_VALUETYPE, LAST_FIXEDLEN_VECTOR_VALUETYPE + 1))

#: Jump-table entry kinds (``MachineJumpTableInfo::JTEntryKind``).
EK_BLOCK_ADDRESS: Final = 0
EK_GP_REL64_BLOCK_ADDRESS: Final = 1
EK_GP_REL32_BLOCK_ADDRESS: Final = 2
EK_LABEL_DIFFERENCE32: Final = 3
EK_INLINE: Final = 4
EK_CUSTOM32: Final = 5

#: x86-64 ``va_list`` layout: gp_offset (i32), fp_offset (i32), overflow_arg_area (ptr), reg_save_area (ptr).
VA_LIST_SIZE_64: Final = 24

_STRICT_FP_BASIC: Final = (ISD.STRICT_FADD, ISD.STRICT_FSUB, ISD.STRICT_FMUL, ISD.STRICT_FDIV)


def _is_signed_x86cc(cc: int) -> bool:
    """``isX86CCSigned``."""
    return cc in (COND_G, COND_GE, COND_L, COND_LE, COND_O, COND_NO, COND_S, COND_NS)


def _translate_integer_x86cc(cc: int) -> int:
    """``TranslateIntegerX86CC``: an integer ISD condition code as an ``X86::CondCode``."""
    return _INT_CC_MAP[cc]


_INT_CC_MAP: Final = {
    ISD.SETEQ: COND_E,
    ISD.SETGT: COND_G,
    ISD.SETGE: COND_GE,
    ISD.SETLT: COND_L,
    ISD.SETLE: COND_LE,
    ISD.SETNE: COND_NE,
    ISD.SETULT: COND_B,
    ISD.SETUGT: COND_A,
    ISD.SETULE: COND_BE,
    ISD.SETUGE: COND_AE,
}

#: Floating-point ISD condition codes after operand swapping, as X86 condition codes on UCOMIS flags
#: (ZF,PF,CF: 000 greater, 001 less, 100 equal, 111 unordered).
_FP_CC_MAP: Final = {
    ISD.SETUEQ: COND_E,
    ISD.SETEQ: COND_E,
    ISD.SETOLT: COND_A,
    ISD.SETOGT: COND_A,
    ISD.SETGT: COND_A,
    ISD.SETOLE: COND_AE,
    ISD.SETOGE: COND_AE,
    ISD.SETGE: COND_AE,
    ISD.SETUGT: COND_B,
    ISD.SETULT: COND_B,
    ISD.SETLT: COND_B,
    ISD.SETUGE: COND_BE,
    ISD.SETULE: COND_BE,
    ISD.SETLE: COND_BE,
    ISD.SETONE: COND_NE,
    ISD.SETNE: COND_NE,
    ISD.SETUO: COND_P,
    ISD.SETO: COND_NP,
    ISD.SETOEQ: COND_INVALID,
    ISD.SETUNE: COND_INVALID,
}

#: ``translateX86FSETCC``: ISD condition -> (SSE compare predicate, swap operands).
_SSE_CC_MAP: Final = {
    ISD.SETOEQ: (0, False),
    ISD.SETEQ: (0, False),
    ISD.SETOGT: (1, True),
    ISD.SETGT: (1, True),
    ISD.SETLT: (1, False),
    ISD.SETOLT: (1, False),
    ISD.SETOGE: (2, True),
    ISD.SETGE: (2, True),
    ISD.SETLE: (2, False),
    ISD.SETOLE: (2, False),
    ISD.SETUO: (3, False),
    ISD.SETUNE: (4, False),
    ISD.SETNE: (4, False),
    ISD.SETULE: (5, True),
    ISD.SETUGE: (5, False),
    ISD.SETULT: (6, True),
    ISD.SETUGT: (6, False),
    ISD.SETO: (7, False),
    ISD.SETUEQ: (8, False),
    ISD.SETONE: (12, False),
}


def _is_const(v: SDValue) -> bool:
    return v[0].opcode == ISD.Constant


def _is_null(v: SDValue) -> bool:
    n = v[0]
    return n.opcode == ISD.Constant and n.payload[0] == 0


def _known_never_nan(v: SDValue) -> bool:
    """A small part of ``SelectionDAG::isKnownNeverNaN``: non-NaN FP constants and integer conversions."""
    n = v[0]
    if n.opcode == ISD.ConstantFP:
        bits = n.payload if isinstance(n.payload, int) else n.payload[0]
        if n.vts[v[1]] == MVT.f32:
            return (bits >> 23) & 0xFF != 0xFF or bits & 0x7FFFFF == 0
        if n.vts[v[1]] == MVT.f64:
            return (bits >> 52) & 0x7FF != 0x7FF or bits & ((1 << 52) - 1) == 0
        return False
    return n.opcode in (ISD.SINT_TO_FP, ISD.UINT_TO_FP)


def _is_one(v: SDValue) -> bool:
    n = v[0]
    return n.opcode == ISD.Constant and n.payload[0] == 1


def _is_all_ones(v: SDValue) -> bool:
    n = v[0]
    return n.opcode == ISD.Constant and n.payload[0] == (1 << size_in_bits(n.vts[0])) - 1


def _has_one_use(v: SDValue) -> bool:
    """``SDValue::hasOneUse``: exactly one use of this result."""
    return v[0].has_n_uses_of_value(1, v[1])


def _is_normal_load(n: SDNode) -> bool:
    return n.opcode == ISD.LOAD and n.payload[0] == ISD.NON_EXTLOAD and n.payload[1] == ISD.UNINDEXED


def _is_overflow_op_result(v: SDValue) -> bool:
    """``ISD::isOverflowIntrOpRes``: the overflow bit (result 1) of ``[su]{add,sub,mul}o``."""
    return v[1] == 1 and v[0].opcode in (ISD.SADDO, ISD.UADDO, ISD.SSUBO, ISD.USUBO, ISD.SMULO, ISD.UMULO)


class X86TargetLowering(TargetLowering):
    # ----- inline asm constraints (pyllc.targets.x86.inline_asm_lowering) -----
    def get_constraint_type(self, constraint: str) -> int:
        from pyllc.targets.x86 import inline_asm_lowering as IAL

        ct = IAL.get_constraint_type(self, constraint)
        return super().get_constraint_type(constraint) if ct is None else ct

    def get_reg_for_inline_asm_constraint(self, tri: Any, constraint: str, vt: int) -> tuple[int, int | None]:
        from pyllc.targets.x86 import inline_asm_lowering as IAL

        base = super().get_reg_for_inline_asm_constraint
        return IAL.get_reg_for_inline_asm_constraint(self, base, tri, constraint, vt)

    def expand_inline_asm(self, call: Any) -> bool:
        from pyllc.targets.x86 import inline_asm_lowering as IAL

        return IAL.expand_inline_asm(call)

    def lower_asm_output_for_constraint(
        self, chain: Any, glue: Any, constraint: str, vt: int, dag: Any
    ) -> tuple[Any, Any, Any] | None:
        from pyllc.targets.x86 import inline_asm_lowering as IAL

        return IAL.lower_asm_output_for_constraint(self, chain, glue, constraint, vt, dag)

    def lower_asm_operand_for_constraint(self, op: Any, constraint: str, dag: Any) -> list[Any]:
        from pyllc.targets.x86 import inline_asm_lowering as IAL

        base = super().lower_asm_operand_for_constraint
        return IAL.lower_asm_operand_for_constraint(self, base, op, constraint, dag)

    def __init__(self, tm: X86TargetMachine, subtarget: X86Subtarget) -> None:
        super().__init__(tm.triple, 64 if subtarget.is_64bit else 32)
        self.tm = tm
        self.subtarget = subtarget
        self.is_64bit = subtarget.is_64bit
        #: ``addLegalFPImmediate``: (vt, bits) pairs materialized without a load.
        self.legal_fp_immediates: set[tuple[int, int]] = set()
        #: ``addBypassSlowDiv``: dividend width -> narrower width tried first (CodeGenPrepare, -O1 and up).
        self.bypass_slow_divisions: dict[int, int] = {}
        self._cp_constants: dict[tuple[int, int, int, int], Any] = {}
        self._lower_table: dict[int, Callable[[SDValue, SelectionDAG], SDValue | None]] = {}
        self._init_actions_x86(tm)
        self._init_lower_table()

    # ================================================================================================
    # The constructor: register classes and operation actions
    # ================================================================================================

    def _init_actions_x86(self, tm: X86TargetMachine) -> None:
        is64 = self.is_64bit
        ptr_vt = MVT.i64 if is64 else MVT.i32
        set_op = self.set_operation_action
        int_vts = _INT_VTS if is64 else _INT_VTS[:3]

        # X86 uses i8 for shift amounts and setcc results; SSE compares produce 0/-1 masks.
        self.set_boolean_contents(ZeroOrOneBooleanContent)
        self.set_boolean_vector_contents(ZeroOrNegativeOneBooleanContent)
        # The ILP scheduler for 64-bit targets, register pressure for 32-bit.
        self.set_sched_preference(SCHED_ILP if is64 else SCHED_REG_PRESSURE)
        self.stack_pointer_register_to_save_restore = R.RSP if is64 else R.ESP
        if tm.opt_level >= 2:
            # x86-64 (generic) tunes for slow 64-bit division: try a 32-bit divide first.
            self.bypass_slow_divisions[64] = 32
        # The default CPU has no CMPXCHG16B: atomics up to 64 bits.
        self.max_atomic_size_in_bits_supported = 64

        # --- register classes ---
        self.add_register_class(MVT.i8, R.GR8RegClassID)
        self.add_register_class(MVT.i16, R.GR16RegClassID)
        self.add_register_class(MVT.i32, R.GR32RegClassID)
        if is64:
            self.add_register_class(MVT.i64, R.GR64RegClassID)

        for vt in _INTEGER_VALUETYPES:
            self.set_load_ext_action(ISD.SEXTLOAD, vt, MVT.i1, PROMOTE)
        # No truncating stores of integer registers.
        for value_vt, mem_vt in (
            (MVT.i64, MVT.i32),
            (MVT.i64, MVT.i16),
            (MVT.i64, MVT.i8),
            (MVT.i32, MVT.i16),
            (MVT.i32, MVT.i8),
            (MVT.i16, MVT.i8),
            (MVT.f64, MVT.f32),
        ):
            self.set_trunc_store_action(value_vt, mem_vt, EXPAND)

        # SETOEQ and SETUNE need two flag tests.
        for vt in (MVT.f32, MVT.f64, MVT.f80):
            self.set_cond_code_action((ISD.SETOEQ, ISD.SETUNE), vt, EXPAND)

        # Integer absolute value with CMOV.
        set_op(ISD.ABS, (MVT.i16, MVT.i32) + ((MVT.i64,) if is64 else ()), CUSTOM)

        # Funnel shifts: SHLD/SHRD for 32/64 bits (not slow on the default CPU), custom for 8/16 bits.
        for op in (ISD.FSHL, ISD.FSHR):
            set_op(op, (MVT.i8, MVT.i16), CUSTOM)
            set_op(op, (MVT.i32, MVT.i64) if is64 else MVT.i32, LEGAL)

        # --- int <-> fp conversions ---
        set_op((ISD.UINT_TO_FP, ISD.STRICT_UINT_TO_FP), (MVT.i8, MVT.i16), PROMOTE)
        set_op((ISD.UINT_TO_FP, ISD.STRICT_UINT_TO_FP), (MVT.i32, MVT.i64), CUSTOM)
        set_op((ISD.SINT_TO_FP, ISD.STRICT_SINT_TO_FP), MVT.i8, PROMOTE)
        set_op((ISD.SINT_TO_FP, ISD.STRICT_SINT_TO_FP), (MVT.i16, MVT.i32, MVT.i64), CUSTOM)
        set_op((ISD.FP_TO_SINT, ISD.STRICT_FP_TO_SINT), MVT.i8, PROMOTE)
        set_op((ISD.FP_TO_SINT, ISD.STRICT_FP_TO_SINT), (MVT.i16, MVT.i32, MVT.i64), CUSTOM)
        set_op((ISD.FP_TO_UINT, ISD.STRICT_FP_TO_UINT), (MVT.i8, MVT.i16), PROMOTE)
        set_op((ISD.FP_TO_UINT, ISD.STRICT_FP_TO_UINT), (MVT.i32, MVT.i64), CUSTOM)
        set_op((ISD.LRINT, ISD.LLRINT), (MVT.f32, MVT.f64), CUSTOM)
        if not is64:
            set_op((ISD.LRINT, ISD.LLRINT), MVT.i64, CUSTOM)
        # Saturating conversions (SSE2).
        set_op((ISD.FP_TO_UINT_SAT, ISD.FP_TO_SINT_SAT), int_vts, CUSTOM)

        # Address space casts between mixed-size pointers.
        set_op(ISD.ADDRSPACECAST, (MVT.i32, MVT.i64), CUSTOM)
        if not is64:
            set_op(ISD.BITCAST, MVT.i64, CUSTOM)

        # Division and multiply-high go through the two-result nodes (DIV/IDIV and MUL/IMUL produce both).
        set_op((ISD.MULHS, ISD.MULHU, ISD.SDIV, ISD.UDIV, ISD.SREM, ISD.UREM), _INT_VTS, EXPAND)

        set_op(ISD.BR_JT, MVT.Other, EXPAND)
        set_op(ISD.BRCOND, MVT.Other, CUSTOM)
        set_op((ISD.BR_CC, ISD.SELECT_CC), _FP_VTS + _INT_VTS, EXPAND)
        if is64:
            set_op(ISD.SIGN_EXTEND_INREG, MVT.i32, LEGAL)
        set_op(ISD.SIGN_EXTEND_INREG, (MVT.i16, MVT.i8), LEGAL)
        set_op(ISD.SIGN_EXTEND_INREG, MVT.i1, EXPAND)
        set_op(ISD.FREM, _FP_VTS, EXPAND)
        set_op(ISD.FLT_ROUNDS_, MVT.i32, CUSTOM)
        set_op(ISD.SET_ROUNDING, MVT.Other, CUSTOM)

        # Bit counting: BSF/BSR without BMI/LZCNT; i8 forced up to i32.
        self.set_operation_promoted_to_type(ISD.CTTZ, MVT.i8, MVT.i32)
        self.set_operation_promoted_to_type(ISD.CTTZ_ZERO_UNDEF, MVT.i8, MVT.i32)
        set_op(ISD.CTTZ, (MVT.i16, MVT.i32), CUSTOM)
        set_op(ISD.CTTZ_ZERO_UNDEF, (MVT.i16, MVT.i32), LEGAL)
        if is64:
            set_op(ISD.CTTZ, MVT.i64, CUSTOM)
            set_op(ISD.CTTZ_ZERO_UNDEF, MVT.i64, LEGAL)
        set_op((ISD.CTLZ, ISD.CTLZ_ZERO_UNDEF), int_vts, CUSTOM)

        # Half-precision conversions: library calls without F16C.
        for op in (ISD.FP16_TO_FP, ISD.STRICT_FP16_TO_FP, ISD.FP_TO_FP16, ISD.STRICT_FP_TO_FP16):
            set_op(op, _FP_VTS, EXPAND)
        for vt in _FP_VTS:
            self.set_load_ext_action(ISD.EXTLOAD, vt, MVT.f16, EXPAND)
            self.set_trunc_store_action(vt, MVT.f16, EXPAND)

        set_op(ISD.PARITY, int_vts, CUSTOM)
        # No POPCNT on the default CPU.
        set_op(ISD.CTPOP, (MVT.i8, MVT.i16, MVT.i32), EXPAND)
        set_op(ISD.CTPOP, MVT.i64, EXPAND if is64 else CUSTOM)
        set_op(ISD.READCYCLECOUNTER, MVT.i64, CUSTOM)
        # No MOVBE: 16-bit byte swap is a rotate.
        set_op(ISD.BSWAP, MVT.i16, EXPAND)

        # X86 expands CMOV itself.
        set_op((ISD.SELECT, ISD.SETCC, ISD.STRICT_FSETCC, ISD.STRICT_FSETCCS), _FP_VTS, CUSTOM)
        set_op((ISD.SELECT, ISD.SETCC), int_vts, CUSTOM)
        set_op(ISD.SELECT, MVT.x86mmx, CUSTOM)
        set_op(ISD.SELECT_CC, MVT.x86mmx, EXPAND)

        set_op(ISD.EH_RETURN, MVT.Other, CUSTOM)
        set_op(ISD.EH_SJLJ_SETJMP, MVT.i32, CUSTOM)
        set_op((ISD.EH_SJLJ_LONGJMP, ISD.EH_SJLJ_SETUP_DISPATCH), MVT.Other, CUSTOM)

        addr_vts = (MVT.i32, MVT.i64) if is64 else (MVT.i32,)
        set_op(
            (
                ISD.ConstantPool,
                ISD.JumpTable,
                ISD.GlobalAddress,
                ISD.GlobalTLSAddress,
                ISD.ExternalSymbol,
                ISD.BlockAddress,
            ),
            addr_vts,
            CUSTOM,
        )
        set_op((ISD.SHL_PARTS, ISD.SRA_PARTS, ISD.SRL_PARTS), addr_vts, CUSTOM)

        # SSE prefetches (always present on x86-64) select ISD::PREFETCH directly.
        set_op(ISD.PREFETCH, MVT.Other, LEGAL)
        set_op(ISD.ATOMIC_FENCE, MVT.Other, CUSTOM)
        set_op(
            (
                ISD.ATOMIC_CMP_SWAP_WITH_SUCCESS,
                ISD.ATOMIC_LOAD_SUB,
                ISD.ATOMIC_LOAD_ADD,
                ISD.ATOMIC_LOAD_OR,
                ISD.ATOMIC_LOAD_XOR,
                ISD.ATOMIC_LOAD_AND,
                ISD.ATOMIC_STORE,
            ),
            _INT_VTS,
            CUSTOM,
        )
        if not is64:
            set_op(ISD.ATOMIC_LOAD, MVT.i64, CUSTOM)

        set_op(ISD.FRAME_TO_ARGS_OFFSET, (MVT.i32, MVT.i64), CUSTOM)
        set_op((ISD.INIT_TRAMPOLINE, ISD.ADJUST_TRAMPOLINE), MVT.Other, CUSTOM)
        set_op((ISD.TRAP, ISD.DEBUGTRAP, ISD.UBSANTRAP), MVT.Other, LEGAL)

        # va_start needs the VarArgsFrameIndex; va_arg/va_copy are custom on x86-64.
        set_op(ISD.VASTART, MVT.Other, CUSTOM)
        set_op(ISD.VAEND, MVT.Other, EXPAND)
        set_op((ISD.VAARG, ISD.VACOPY), MVT.Other, CUSTOM if is64 else EXPAND)
        set_op((ISD.STACKSAVE, ISD.STACKRESTORE), MVT.Other, EXPAND)
        set_op(ISD.DYNAMIC_STACKALLOC, ptr_vt, CUSTOM)
        set_op((ISD.GC_TRANSITION_START, ISD.GC_TRANSITION_END), MVT.Other, CUSTOM)
        set_op(ISD.STRICT_FP_EXTEND, MVT.f64, LEGAL)

        # --- scalar floating point in SSE registers ---
        self.add_register_class(MVT.f32, R.FR32RegClassID)
        self.add_register_class(MVT.f64, R.FR64RegClassID)
        # f32 -> f64 extending loads would need two instructions outside -Os: match (fpext (load)) instead.
        self.set_load_ext_action(ISD.EXTLOAD, MVT.f64, MVT.f32, EXPAND)
        for vt in (MVT.f32, MVT.f64):
            set_op((ISD.FABS, ISD.FNEG, ISD.FCOPYSIGN), vt, CUSTOM)  # ANDP/XORP/ANDP+ORP with masks
            set_op((ISD.FADD, ISD.FSUB), vt, CUSTOM)  # horizontal add/sub candidates
            set_op((ISD.FSIN, ISD.FCOS, ISD.FSINCOS), vt, EXPAND)
        set_op(ISD.FGETSIGN, (MVT.i64, MVT.i32), CUSTOM)
        self.add_legal_fp_immediate(MVT.f32, 0)  # xorps
        self.add_legal_fp_immediate(MVT.f64, 0)  # xorpd

        set_op(_STRICT_FP_BASIC, (MVT.f32, MVT.f64), LEGAL)
        set_op(ISD.STRICT_FP_EXTEND, MVT.f64, LEGAL)
        set_op(ISD.STRICT_FP_ROUND, (MVT.f32, MVT.f64), LEGAL)
        set_op(ISD.STRICT_FSQRT, (MVT.f32, MVT.f64), LEGAL)
        set_op(ISD.FMA, (MVT.f64, MVT.f32), EXPAND)

        # --- f80 on the x87 stack ---
        self.add_register_class(MVT.f80, R.RFP80RegClassID)
        set_op((ISD.UNDEF, ISD.FCOPYSIGN), MVT.f80, EXPAND)
        for bits in (0, 1 << 79, 0x3FFF8000000000000000, 0xBFFF8000000000000000):  # +-0.0, +-1.0
            self.add_legal_fp_immediate(MVT.f80, bits)
        set_op(
            (
                ISD.FSIN,
                ISD.FCOS,
                ISD.FSINCOS,
                ISD.FFLOOR,
                ISD.FCEIL,
                ISD.FTRUNC,
                ISD.FRINT,
                ISD.FNEARBYINT,
                ISD.FMA,
                ISD.LROUND,
                ISD.LLROUND,
            ),
            MVT.f80,
            EXPAND,
        )
        set_op((ISD.LRINT, ISD.LLRINT), MVT.f80, CUSTOM)
        set_op(
            _STRICT_FP_BASIC + (ISD.STRICT_FSQRT, ISD.STRICT_FP_EXTEND, ISD.STRICT_FP_ROUND), MVT.f80, LEGAL
        )

        # --- f128 in XMM registers, arithmetic by library calls ---
        if is64:
            self.add_register_class(MVT.f128, R.VR128RegClassID)
            self.add_legal_fp_immediate(MVT.f128, 0)
            set_op(
                (
                    ISD.FADD,
                    ISD.STRICT_FADD,
                    ISD.FSUB,
                    ISD.STRICT_FSUB,
                    ISD.FDIV,
                    ISD.STRICT_FDIV,
                    ISD.FMUL,
                    ISD.STRICT_FMUL,
                    ISD.FMA,
                    ISD.STRICT_FMA,
                    ISD.FSQRT,
                    ISD.STRICT_FSQRT,
                ),
                MVT.f128,
                LIBCALL,
            )
            set_op((ISD.FABS, ISD.FNEG, ISD.FCOPYSIGN), MVT.f128, CUSTOM)
            set_op(ISD.FSINCOS, MVT.f128, EXPAND)
            set_op((ISD.FP_EXTEND, ISD.STRICT_FP_EXTEND), MVT.f128, CUSTOM)
            # FP_ROUND from f128 is keyed on the result type.
            set_op((ISD.FP_ROUND, ISD.STRICT_FP_ROUND), (MVT.f32, MVT.f64, MVT.f80), CUSTOM)
            set_op(ISD.SETCC, MVT.f128, CUSTOM)
            for vt in (MVT.f32, MVT.f64, MVT.f80):
                self.set_load_ext_action(ISD.EXTLOAD, MVT.f128, vt, EXPAND)
                self.set_trunc_store_action(MVT.f128, vt, EXPAND)

        # Library calls for pow, and the x87 transcendental functions.
        set_op(ISD.FPOW, _FP_VTS, EXPAND)
        set_op(
            (ISD.FLOG, ISD.FLOG2, ISD.FLOG10, ISD.FEXP, ISD.FEXP2, ISD.FMINNUM, ISD.FMAXNUM), MVT.f80, EXPAND
        )
        for vt in (
            MVT.v8f16,
            MVT.v16f16,
            MVT.v32f16,
            MVT.v4f32,
            MVT.v8f32,
            MVT.v16f32,
            MVT.v2f64,
            MVT.v4f64,
            MVT.v8f64,
        ):
            set_op(
                (
                    ISD.FSIN,
                    ISD.FSINCOS,
                    ISD.FCOS,
                    ISD.FREM,
                    ISD.FCOPYSIGN,
                    ISD.FPOW,
                    ISD.FLOG,
                    ISD.FLOG2,
                    ISD.FLOG10,
                    ISD.FEXP,
                    ISD.FEXP2,
                ),
                vt,
                EXPAND,
            )

        # --- vectors: everything Expand first, then what SSE1/SSE2 do well ---
        self._init_vector_actions()

        # --- overflow arithmetic and carries through EFLAGS ---
        set_op(
            (
                ISD.SADDO,
                ISD.UADDO,
                ISD.SSUBO,
                ISD.USUBO,
                ISD.SMULO,
                ISD.UMULO,
                ISD.ADDCARRY,
                ISD.SUBCARRY,
                ISD.SETCCCARRY,
                ISD.SADDO_CARRY,
                ISD.SSUBO_CARRY,
            ),
            int_vts,
            CUSTOM,
        )
        if not is64:
            # These libcalls are not available in 32-bit.
            from pyllc.target.lowering import RTLIB

            for name in ("SHL_I128", "SRL_I128", "SRA_I128", "MUL_I128", "MULO_I64", "MULO_I128"):
                self.set_libcall_name(getattr(RTLIB, name), None)

        self.set_target_dag_combine(
            (
                ISD.XOR,
                ISD.VECTOR_SHUFFLE,
                ISD.SCALAR_TO_VECTOR,
                ISD.INSERT_VECTOR_ELT,
                ISD.EXTRACT_VECTOR_ELT,
                ISD.CONCAT_VECTORS,
                ISD.INSERT_SUBVECTOR,
                ISD.EXTRACT_SUBVECTOR,
                ISD.BITCAST,
                ISD.VSELECT,
                ISD.SELECT,
                ISD.SHL,
                ISD.SRA,
                ISD.SRL,
                ISD.OR,
                ISD.AND,
                ISD.ADD,
                ISD.FADD,
                ISD.FSUB,
                ISD.FNEG,
                ISD.FMA,
                ISD.STRICT_FMA,
                ISD.FMINNUM,
                ISD.FMAXNUM,
                ISD.SUB,
                ISD.LOAD,
                ISD.MLOAD,
                ISD.STORE,
                ISD.MSTORE,
                ISD.TRUNCATE,
                ISD.ZERO_EXTEND,
                ISD.ANY_EXTEND,
                ISD.SIGN_EXTEND,
                ISD.SIGN_EXTEND_INREG,
                ISD.ANY_EXTEND_VECTOR_INREG,
                ISD.SIGN_EXTEND_VECTOR_INREG,
                ISD.ZERO_EXTEND_VECTOR_INREG,
                ISD.SINT_TO_FP,
                ISD.UINT_TO_FP,
                ISD.STRICT_SINT_TO_FP,
                ISD.STRICT_UINT_TO_FP,
                ISD.SETCC,
                ISD.MUL,
                ISD.XOR,
                ISD.MSCATTER,
                ISD.MGATHER,
                ISD.FP16_TO_FP,
                ISD.FP_EXTEND,
                ISD.STRICT_FP_EXTEND,
                ISD.FP_ROUND,
            )
        )

        self.compute_register_properties(None)

        self.max_stores_per_memset = 16
        self.max_stores_per_memset_opt_size = 8
        self.max_stores_per_memcpy = 8
        self.max_stores_per_memcpy_opt_size = 4
        self.max_stores_per_memmove = 8
        self.max_stores_per_memmove_opt_size = 4
        self.max_loads_per_memcmp = 2
        self.max_loads_per_memcmp_opt_size = 2
        self.pref_loop_alignment = 16
        self.pref_function_alignment = 16
        self.min_function_alignment = 1
        # The default CPU's scheduling model is out of order.
        self.predictable_select_is_expensive = True
        self.enable_ext_ld_promotion = True

    def _init_vector_actions(self) -> None:
        set_op = self.set_operation_action
        # MMX-sized vectors (other than x86mmx) are expanded into smaller operations; x86mmx lives in VR64
        # (intrinsics only).
        for vt in (MVT.v8i8, MVT.v4i16, MVT.v2i32, MVT.v1i64):
            set_op(
                (ISD.MULHS, ISD.AND, ISD.OR, ISD.XOR, ISD.SCALAR_TO_VECTOR, ISD.SELECT, ISD.BITCAST),
                vt,
                EXPAND,
            )
        self.add_register_class(MVT.x86mmx, R.VR64RegClassID)

        expand_ops = (
            ISD.SDIV,
            ISD.UDIV,
            ISD.SREM,
            ISD.UREM,
            ISD.EXTRACT_VECTOR_ELT,
            ISD.INSERT_VECTOR_ELT,
            ISD.EXTRACT_SUBVECTOR,
            ISD.INSERT_SUBVECTOR,
            ISD.FMA,
            ISD.FFLOOR,
            ISD.FCEIL,
            ISD.FTRUNC,
            ISD.FRINT,
            ISD.FNEARBYINT,
            ISD.SMUL_LOHI,
            ISD.MULHS,
            ISD.UMUL_LOHI,
            ISD.MULHU,
            ISD.SDIVREM,
            ISD.UDIVREM,
            ISD.CTPOP,
            ISD.CTTZ,
            ISD.CTLZ,
            ISD.ROTL,
            ISD.ROTR,
            ISD.BSWAP,
            ISD.SETCC,
            ISD.FP_TO_UINT,
            ISD.FP_TO_SINT,
            ISD.UINT_TO_FP,
            ISD.SINT_TO_FP,
            ISD.TRUNCATE,
            ISD.SIGN_EXTEND,
            ISD.ZERO_EXTEND,
            ISD.ANY_EXTEND,
            ISD.SELECT_CC,
        )
        from pyllc.codegen.value_types import VALUETYPE_SIZE

        ts = self.trunc_store_actions
        le = self.load_ext_actions
        for vt in _FIXED_VECTOR_VTS:
            set_op(expand_ops, vt, EXPAND)
            elt = MVT_ELEMENT_TYPE[vt]
            for inner in _FIXED_VECTOR_VTS:
                ts[inner * VALUETYPE_SIZE + vt] = EXPAND
                le[(ISD.SEXTLOAD * VALUETYPE_SIZE + inner) * VALUETYPE_SIZE + vt] = EXPAND
                le[(ISD.ZEXTLOAD * VALUETYPE_SIZE + inner) * VALUETYPE_SIZE + vt] = EXPAND
                if elt == MVT.i1 or elt == MVT.f16:
                    le[(ISD.EXTLOAD * VALUETYPE_SIZE + inner) * VALUETYPE_SIZE + vt] = EXPAND

        # SSE1
        self.add_register_class(MVT.v4f32, R.VR128RegClassID)
        set_op(
            (
                ISD.FNEG,
                ISD.FABS,
                ISD.FCOPYSIGN,
                ISD.BUILD_VECTOR,
                ISD.VECTOR_SHUFFLE,
                ISD.VSELECT,
                ISD.EXTRACT_VECTOR_ELT,
                ISD.SELECT,
            ),
            MVT.v4f32,
            CUSTOM,
        )
        set_op((ISD.LOAD, ISD.STORE), MVT.v2f32, CUSTOM)
        set_op(_STRICT_FP_BASIC + (ISD.STRICT_FSQRT,), MVT.v4f32, LEGAL)

        # SSE2
        for vt in (MVT.v2f64, MVT.v16i8, MVT.v8i16, MVT.v4i32, MVT.v2i64):
            self.add_register_class(vt, R.VR128RegClassID)
        set_op(
            (ISD.SDIV, ISD.SREM, ISD.UDIV, ISD.UREM),
            (MVT.v2i8, MVT.v4i8, MVT.v8i8, MVT.v2i16, MVT.v4i16, MVT.v2i32),
            CUSTOM,
        )
        set_op(ISD.MUL, (MVT.v2i8, MVT.v4i8, MVT.v8i8, MVT.v16i8, MVT.v4i32, MVT.v2i64), CUSTOM)
        set_op((ISD.MULHU, ISD.MULHS), (MVT.v4i32, MVT.v16i8), CUSTOM)
        set_op((ISD.MULHU, ISD.MULHS, ISD.MUL), MVT.v8i16, LEGAL)
        set_op((ISD.SMULO, ISD.UMULO), MVT.v16i8, CUSTOM)
        set_op((ISD.FNEG, ISD.FABS, ISD.FCOPYSIGN), MVT.v2f64, CUSTOM)
        for vt in (MVT.v16i8, MVT.v8i16, MVT.v4i32, MVT.v2i64):
            set_op((ISD.SMAX, ISD.SMIN), vt, LEGAL if vt == MVT.v8i16 else CUSTOM)
            set_op((ISD.UMAX, ISD.UMIN), vt, LEGAL if vt == MVT.v16i8 else CUSTOM)
        set_op((ISD.UADDSAT, ISD.SADDSAT, ISD.USUBSAT, ISD.SSUBSAT), (MVT.v16i8, MVT.v8i16), LEGAL)
        set_op(ISD.USUBSAT, (MVT.v4i32, MVT.v2i64), CUSTOM)
        set_op(ISD.INSERT_VECTOR_ELT, (MVT.v8i16, MVT.v4i32, MVT.v4f32), CUSTOM)
        for vt in (MVT.v16i8, MVT.v8i16, MVT.v4i32, MVT.v2i64):
            set_op((ISD.SETCC, ISD.STRICT_FSETCC, ISD.STRICT_FSETCCS, ISD.CTPOP, ISD.ABS), vt, CUSTOM)
            self.set_cond_code_action((ISD.SETLT, ISD.SETLE), vt, CUSTOM)
        for vt in (MVT.v16i8, MVT.v8i16, MVT.v4i32):
            set_op(
                (
                    ISD.SCALAR_TO_VECTOR,
                    ISD.BUILD_VECTOR,
                    ISD.VECTOR_SHUFFLE,
                    ISD.VSELECT,
                    ISD.EXTRACT_VECTOR_ELT,
                ),
                vt,
                CUSTOM,
            )
        for vt in (MVT.v2f64, MVT.v2i64):
            set_op((ISD.BUILD_VECTOR, ISD.VECTOR_SHUFFLE, ISD.VSELECT), vt, CUSTOM)
            if vt == MVT.v2i64 and not self.is_64bit:
                continue
            set_op((ISD.INSERT_VECTOR_ELT, ISD.EXTRACT_VECTOR_ELT), vt, CUSTOM)
        set_op(ISD.SELECT, (MVT.v2f64, MVT.v2i64, MVT.v4i32, MVT.v8i16, MVT.v16i8), CUSTOM)
        set_op((ISD.FP_TO_SINT, ISD.STRICT_FP_TO_SINT), MVT.v4i32, LEGAL)
        set_op(ISD.FP_TO_UINT, MVT.v4i32, CUSTOM)
        set_op((ISD.FP_TO_SINT, ISD.STRICT_FP_TO_SINT), MVT.v2i32, CUSTOM)
        set_op(
            (ISD.FP_TO_SINT, ISD.FP_TO_UINT, ISD.STRICT_FP_TO_SINT, ISD.STRICT_FP_TO_UINT),
            (MVT.v2i8, MVT.v4i8, MVT.v8i8, MVT.v2i16, MVT.v4i16),
            CUSTOM,
        )
        set_op((ISD.SINT_TO_FP, ISD.STRICT_SINT_TO_FP), MVT.v4i32, LEGAL)
        set_op(
            (ISD.SINT_TO_FP, ISD.STRICT_SINT_TO_FP, ISD.UINT_TO_FP, ISD.STRICT_UINT_TO_FP),
            (MVT.v2i32, MVT.v2f32),
            CUSTOM,
        )
        set_op((ISD.UINT_TO_FP, ISD.STRICT_UINT_TO_FP), MVT.v4i32, CUSTOM)
        set_op((ISD.FP_EXTEND, ISD.STRICT_FP_EXTEND, ISD.FP_ROUND, ISD.STRICT_FP_ROUND), MVT.v2f32, CUSTOM)
        set_op((ISD.LOAD, ISD.STORE, ISD.BITCAST), (MVT.v2i32, MVT.v4i16, MVT.v8i8), CUSTOM)
        set_op(ISD.BITCAST, MVT.v16i1, CUSTOM)
        set_op(ISD.SIGN_EXTEND_VECTOR_INREG, (MVT.v2i64, MVT.v4i32, MVT.v8i16), CUSTOM)
        set_op(ISD.SIGN_EXTEND, MVT.v4i64, CUSTOM)
        set_op((ISD.SRL, ISD.SHL, ISD.SRA), (MVT.v8i16, MVT.v16i8, MVT.v4i32, MVT.v2i64), CUSTOM)
        set_op(ISD.ROTL, (MVT.v4i32, MVT.v8i16, MVT.v16i8), CUSTOM)
        set_op(_STRICT_FP_BASIC + (ISD.STRICT_FSQRT,), MVT.v2f64, LEGAL)
        set_op(ISD.INSERT_VECTOR_ELT, MVT.v16i8, CUSTOM)
        set_op(
            (ISD.ZERO_EXTEND_VECTOR_INREG, ISD.ANY_EXTEND_VECTOR_INREG),
            (MVT.v2i64, MVT.v4i32, MVT.v8i16),
            CUSTOM,
        )

    def add_legal_fp_immediate(self, vt: int, bits: int) -> None:
        """``addLegalFPImmediate``: ``bits`` of type ``vt`` is materialized without a constant-pool load."""
        self.legal_fp_immediates.add((vt, bits))

    # ----- argument, call and return lowering: implemented in isel_lowering_call.py -----
    def lower_formal_arguments(self, chain, calling_conv, is_var_arg, ins, dag, dl):  # type: ignore[no-untyped-def]
        from pyllc.targets.x86 import isel_lowering_call

        return isel_lowering_call.lower_formal_arguments(self, chain, calling_conv, is_var_arg, ins, dag, dl)

    def lower_call(self, cli):  # type: ignore[no-untyped-def]
        from pyllc.targets.x86 import isel_lowering_call

        return isel_lowering_call.lower_call(self, cli)

    def can_lower_return(self, calling_conv, mf, is_var_arg, outs):  # type: ignore[no-untyped-def]
        from pyllc.targets.x86 import isel_lowering_call

        return isel_lowering_call.can_lower_return(self, calling_conv, mf, is_var_arg, outs)

    def lower_return(self, chain, calling_conv, is_var_arg, outs, out_vals, dag, dl):  # type: ignore[no-untyped-def]
        from pyllc.targets.x86 import isel_lowering_call

        return isel_lowering_call.lower_return(self, chain, calling_conv, is_var_arg, outs, out_vals, dag, dl)

    def emit_instr_with_custom_inserter(self, mi, mbb):  # type: ignore[no-untyped-def]
        """``EmitInstrWithCustomInserter`` (finalize-isel): see isel_lowering_inserters."""
        from pyllc.targets.x86 import isel_lowering_inserters

        return isel_lowering_inserters.emit_instr_with_custom_inserter(self, mi, mbb)

    # ================================================================================================
    # Target hooks
    # ================================================================================================

    def get_scalar_shift_amount_ty(self, vt: int) -> int:
        """``getScalarShiftAmountTy``: x86 shift counts are i8 (CL or an immediate)."""
        return MVT.i8

    def soft_promote_half_type(self) -> bool:
        """``softPromoteHalfType``: illegal f16 values stay in i16 and are converted around each operation."""
        return True

    def get_setcc_result_type(self, vt: int) -> int:
        """``getSetCCResultType``: i8 for scalars (SETcc writes a byte), the integer vector for vectors."""
        if is_vector(vt):
            return super().get_setcc_result_type(vt)
        return MVT.i8

    def get_preferred_vector_action(self, vt: int) -> int:
        """``getPreferredVectorAction``: widen illegal vectors (x86's ``-x86-experimental-vector-widening``
        default since LLVM 9), except one-element and i1 vectors, which use the default choice."""
        from pyllc.codegen.value_types import MVT_NUM_ELEMENTS

        if MVT_NUM_ELEMENTS[vt] != 1 and MVT_ELEMENT_TYPE[vt] != MVT.i1:
            return TypeWidenVector
        return super().get_preferred_vector_action(vt)

    def find_representative_class(self, tri: Any, vt: int) -> tuple[Any, int]:
        """``X86TargetLowering::findRepresentativeClass``: GR64 (GR32 on i686) for integers, VR128 for
        scalar FP and 128-bit vectors, VR64 for MMX, each with cost 1."""
        if vt in (MVT.i8, MVT.i16, MVT.i32, MVT.i64):
            return (R.GR64RegClassID if self.is_64bit else R.GR32RegClassID, 1)
        if vt == MVT.x86mmx:
            return (R.VR64RegClassID, 1)
        if vt in (MVT.f32, MVT.f64, MVT.f128) or (is_vector(vt) and size_in_bits(vt) == 128):
            return (R.VR128RegClassID, 1)
        return super().find_representative_class(None, vt)

    def is_commutative_bin_op(self, opcode: int) -> bool:
        """``isCommutativeBinOp``: the generic ones plus x86 FP logic, commutative min/max and PCMPEQ."""
        if opcode in _X86_COMMUTATIVE:
            return True
        return super().is_commutative_bin_op(opcode)

    def get_target_node_name(self, opcode: int) -> str | None:
        """``getTargetNodeName``: ``X86ISD::CMP``."""
        return get_target_node_name(opcode)

    def is_legal_addressing_mode(self, dl: Any, am: Any, ty: Any, addr_space: int) -> bool:
        """``isLegalAddressingMode``: base + index * {1,2,4,8} + disp32, or a symbol (RIP-relative in the small
        code model, absolute when not PIC) with at most a base register and no index in PIC mode."""
        base_gv = getattr(am, "base_gv", None)
        offs = getattr(am, "base_offs", 0)
        has_base = getattr(am, "has_base_reg", False)
        scale = getattr(am, "scale", 0)
        if not -(1 << 31) <= offs < (1 << 31):
            return False
        if base_gv is not None:
            flags = self.classify_global_reference(base_gv)
            if is_global_stub_reference(flags):
                return False  # the address comes from a GOT load
            if has_base and is_global_relative_to_pic_base(flags):
                return False
            if (self.tm.code_model != "small" and self.tm.code_model != "kernel") and (has_base or scale):
                return False
            if self.is_64bit and self.subtarget.is_pic_style_rip_rel() and (has_base or scale):
                return False  # RIP-relative: no other register
        if scale in (0, 1, 2, 4, 8):
            return True
        if scale in (3, 5, 9):
            # "reg + reg*2/4/8" via LEA-like forms: only without a separate base.
            return not has_base
        return False

    def is_truncate_free(self, from_vt: int, to_vt: int) -> bool:
        """``isTruncateFree``: integer truncation is a sub-register read."""
        if not (is_integer(from_vt) and is_integer(to_vt)) or is_vector(from_vt) or is_vector(to_vt):
            return False
        return size_in_bits(from_vt) > size_in_bits(to_vt)

    def is_zext_free(self, from_vt: int, to_vt: int) -> bool:
        """``isZExtFree``: x86-64 implicitly zero-extends 32-bit results to 64 bits."""
        return self.is_64bit and from_vt == MVT.i32 and to_vt == MVT.i64

    def is_narrowing_profitable(self, from_vt: int, to_vt: int) -> bool:
        """``isNarrowingProfitable``: i16 operations are slow (partial registers, length-changing prefixes)."""
        return not (from_vt == MVT.i32 and to_vt == MVT.i16)

    def is_fp_imm_legal(self, bits: int, vt: int, for_code_size: bool = False) -> bool:
        """``isFPImmLegal``: +0.0 for SSE types (xorps), +-0.0/+-1.0 on x87."""
        return (vt, bits) in self.legal_fp_immediates

    def is_offset_folding_legal(self, ga_node: SDNode) -> bool:
        """``isOffsetFoldingLegal``: ``g + C`` may fold unless the symbol is reached through a stub (GOT)."""
        gv = ga_node.payload[0]
        return not is_global_stub_reference(self.classify_global_reference(gv))

    def is_legal_icmp_immediate(self, imm: int) -> bool:
        """``isLegalICmpImmediate``: a sign-extended 32-bit immediate."""
        return -(1 << 31) <= imm < (1 << 31)

    def is_legal_add_immediate(self, imm: int) -> bool:
        """``isLegalAddImmediate``: a sign-extended 32-bit immediate."""
        return -(1 << 31) <= imm < (1 << 31)

    def is_cheap_to_speculate_cttz(self) -> bool:
        """``isCheapToSpeculateCttz``: only with TZCNT (BMI)."""
        return False

    def is_cheap_to_speculate_ctlz(self) -> bool:
        """``isCheapToSpeculateCtlz``: only with LZCNT."""
        return False

    def get_jump_table_encoding(self) -> int:
        """``getJumpTableEncoding``: label differences (``.LBB0_3-.LJTI0_0``) in 64-bit PIC, else block
        addresses."""
        if self.tm.is_position_independent() and self.is_64bit and self.subtarget.is_pic_style_rip_rel():
            return EK_LABEL_DIFFERENCE32
        if self.tm.is_position_independent() and not self.is_64bit:
            return EK_CUSTOM32
        return EK_BLOCK_ADDRESS

    def is_jump_table_relative(self) -> bool:
        """``isJumpTableRelative``: position-independent jump tables hold offsets from a base, which BR_JT's
        expansion adds back to the loaded entry."""
        return self.tm.is_position_independent()

    def get_pic_jump_table_reloc_base(self, table: Any, dag: Any) -> Any:
        """``getPICJumpTableRelocBase``: in 64-bit mode the entries are ``.LBB-.LJTI``, so the base is the table."""
        return table

    def get_min_function_alignment(self) -> int:
        """``getMinFunctionAlignment`` (bytes)."""
        return self.min_function_alignment

    def get_pref_function_alignment(self) -> int:
        """``getPrefFunctionAlignment`` (bytes): 16, ``.p2align 4``."""
        return self.pref_function_alignment

    def get_pref_loop_alignment(self) -> int:
        """``getPrefLoopAlignment`` (bytes)."""
        return self.pref_loop_alignment

    def get_register_by_name(self, name: str, vt: int, mf: Any) -> int:
        """``getRegisterByName``: the stack and frame registers (``llvm.read_register``)."""
        regs = {"esp": R.ESP, "rsp": R.RSP, "ebp": R.EBP, "rbp": R.RBP}
        reg = regs.get(name)
        if reg is None:
            raise UnsupportedError(None, f'Invalid register name "{name}".')
        return reg

    def get_ext_for_promotion(self) -> int:
        return ISD.ANY_EXTEND

    def replace_node_results(self, node: SDNode, dag: SelectionDAG) -> list[SDValue] | None:
        """``ReplaceNodeResults``: x86-64 needs no custom replacement of illegal scalar results (None: the
        type legalizer's default); vector results are not supported yet."""
        if any(is_vector(vt) for vt in node.vts):
            from pyllc.codegen.isd import operation_name

            raise UnsupportedError(
                None, f"custom type legalization of vector '{operation_name(node.opcode)}' on x86"
            )
        return None

    def is_type_desirable_for_op(self, opc: int, vt: int) -> bool:
        """``isTypeDesirableForOp``: i16 arithmetic, shifts, extensions and loads are better done in i32
        (no operand-size prefix, no partial-register stalls)."""
        if not self.is_type_legal(vt):
            return False
        if opc == ISD.SHL and is_vector(vt) and MVT_ELEMENT_TYPE[vt] == MVT.i8:
            return False
        if vt != MVT.i16:
            return True
        return opc not in (
            ISD.LOAD,
            ISD.SIGN_EXTEND,
            ISD.ZERO_EXTEND,
            ISD.ANY_EXTEND,
            ISD.SHL,
            ISD.SRA,
            ISD.SRL,
            ISD.SUB,
            ISD.ADD,
            ISD.MUL,
            ISD.AND,
            ISD.OR,
            ISD.XOR,
        )

    def is_desirable_to_promote_op(self, op: SDValue) -> int | None:
        """``IsDesirableToPromoteOp``: promote i16 operations to i32 unless that loses a load fold (or a
        read-modify-write of the same address)."""
        node = op[0]
        if node.vts[op[1]] != MVT.i16:
            return None

        def foldable_rmw(load: SDValue, value: SDValue) -> bool:
            if not _has_one_use(value):
                return False
            user = value[0].uses[0]
            if user.opcode != ISD.STORE or user.payload[0] or user.payload[1]:
                return False
            return load[0].ops[1] == user.ops[2]

        def foldable_atomic_rmw(load: SDValue, value: SDValue) -> bool:
            if not _has_one_use(load) or load[0].opcode != ISD.ATOMIC_LOAD or not _has_one_use(value):
                return False
            user = value[0].uses[0]
            return user.opcode == ISD.ATOMIC_STORE and load[0].ops[1] == user.ops[1]

        opc = node.opcode
        if opc in (ISD.SIGN_EXTEND, ISD.ZERO_EXTEND, ISD.ANY_EXTEND):
            return MVT.i32
        if opc in (ISD.SHL, ISD.SRA, ISD.SRL):
            n0 = node.ops[0]
            if _may_fold_load(n0) and foldable_rmw(n0, op):
                return None
            return MVT.i32
        if opc in (ISD.ADD, ISD.MUL, ISD.AND, ISD.OR, ISD.XOR, ISD.SUB):
            commute = opc != ISD.SUB
            n0, n1 = node.ops[0], node.ops[1]
            if _may_fold_load(n1) and (
                not commute or not _is_const(n0) or (opc != ISD.MUL and foldable_rmw(n1, op))
            ):
                return None
            if _may_fold_load(n0) and (
                (commute and not _is_const(n1)) or (opc != ISD.MUL and foldable_rmw(n0, op))
            ):
                return None
            if foldable_atomic_rmw(n0, op) or (commute and foldable_atomic_rmw(n1, op)):
                return None
            return MVT.i32
        return None

    def convert_select_of_constants_to_math(self, vt: int) -> bool:
        """``convertSelectOfConstantsToMath``: x86 prefers arithmetic to a select of constants."""
        return True

    def is_int_div_cheap(self, vt: int, attrs: Any = None) -> bool:
        """``isIntDivCheap``: division is expensive on x86 except when minimizing size."""
        if attrs is not None and "minsize" in str(attrs) and not is_vector(vt):
            return True
        return False

    def should_shrink_fp_constant(self, vt: int) -> bool:
        """``ShouldShrinkFPConstant``: with SSE2 a movsd beats cvtss2sd; x87 long double constants do shrink
        (fldt is slow)."""
        return vt == MVT.f80

    def is_fma_faster_than_fmul_and_fadd(self, vt: int) -> bool:
        """``isFMAFasterThanFMulAndFAdd``: no FMA on the default CPU."""
        return False

    def get_byval_type_alignment(self, ty: Any, dl: Any) -> int:
        """``getByValTypeAlignment``: x86-64 aligns byval arguments to at least 8."""
        align = dl.get_abi_type_align(ty) if ty is not None else 1
        if self.is_64bit:
            return max(align, 8)
        return 4

    def get_optimal_mem_op_type(self, op: MemOp, func_attrs: Any) -> int:
        """``getOptimalMemOpType``: 16-byte SSE moves (v16i8) for inline memory operations of 16 bytes or more
        with 16-byte aligned operands, else i64 (x86-64) or i32."""
        if op.size >= 16 and not func_attrs.has("noimplicitfloat"):
            if op.dst_align >= 16 and (op.is_memset or op.src_align >= 16):
                return MVT.v16i8
        if self.is_64bit and op.size >= 8:
            return MVT.i64
        return MVT.i32

    def get_type_for_ext_return(self, vt: int, ext: int) -> int:
        """``getTypeForExtReturn``: i1/i8/i16 need not be extended beyond i8 (Darwin aside), else i32."""
        return_vt = MVT.i8 if vt in (MVT.i1, MVT.i8, MVT.i16) else MVT.i32
        min_vt = self.get_register_type(return_vt)
        return min_vt if size_in_bits(vt) < size_in_bits(min_vt) else vt

    def allows_misaligned_memory_accesses(
        self, vt: int, addr_space: int = 0, align: int = 1, flags: int = 0
    ) -> tuple[bool, bool]:
        """``allowsMisalignedMemoryAccesses``: (allowed, fast); unaligned 16-byte SSE accesses are fast on the
        default CPU."""
        return True, True

    def is_safe_mem_op_type(self, vt: int) -> bool:
        """``isSafeMemOpType``: f32/f64 only with SSE."""
        return True

    # --- symbol classification (LLVM: X86Subtarget::classify*Reference, TargetMachine::shouldAssumeDSOLocal) ---

    def should_assume_dso_local(self, gv: Any) -> bool:
        """``shouldAssumeDSOLocal`` for ELF: dso_local, local linkage or hidden/protected visibility."""
        if gv is None:
            return False
        if getattr(gv, "dso_local", False):
            return True
        from pyllc.ir.module import InternalLinkage, PrivateLinkage

        if getattr(gv, "linkage", None) in (InternalLinkage, PrivateLinkage):
            return True
        return getattr(gv, "visibility", 0) != 0

    def classify_local_reference(self, gv: Any) -> int:
        """``classifyLocalReference``: no flag for static or small/kernel-model x86-64 PIC (RIP-relative)."""
        if not self.tm.is_position_independent():
            return X86II.MO_NO_FLAG
        if self.is_64bit:
            model = self.tm.code_model
            if model in ("small", "kernel"):
                return X86II.MO_NO_FLAG
            if model == "large":
                return X86II.MO_GOTOFF
            from pyllc.ir.module import Function

            return X86II.MO_NO_FLAG if isinstance(gv, Function) else X86II.MO_GOTOFF
        return X86II.MO_GOTOFF

    def classify_global_reference(self, gv: Any) -> int:
        """``classifyGlobalReference``: the target flag of a data reference to ``gv`` (None: an external
        symbol)."""
        if self.tm.code_model == "large" and not self.tm.is_position_independent():
            return X86II.MO_NO_FLAG
        if self.should_assume_dso_local(gv):
            return self.classify_local_reference(gv)
        if self.is_64bit:
            return X86II.MO_GOT if self.tm.code_model == "large" else X86II.MO_GOTPCREL
        return X86II.MO_GOT if self.tm.is_position_independent() else X86II.MO_NO_FLAG

    def classify_global_function_reference(self, gv: Any) -> int:
        """``classifyGlobalFunctionReference``: the flag of a call to ``gv`` (None: an external symbol): none
        for local functions, ``MO_PLT`` on ELF otherwise (``MO_GOTPCREL`` for ``nonlazybind``)."""
        if self.should_assume_dso_local(gv):
            return X86II.MO_NO_FLAG
        attrs = getattr(gv, "attrs", None)
        if attrs is not None and self.is_64bit and "nonlazybind" in str(getattr(attrs, "fn", "")):
            return X86II.MO_GOTPCREL
        if not self.is_64bit and gv is None and not self.tm.is_position_independent():
            return X86II.MO_NO_FLAG
        return X86II.MO_PLT

    def get_global_wrapper_kind(self, gv: Any = None, flags: int = 0) -> int:
        """``getGlobalWrapperKind``: WrapperRIP for RIP-relative PIC (small/kernel model) and GOTPCREL."""
        if self.subtarget.is_pic_style_rip_rel() and self.tm.code_model in ("small", "kernel"):
            return X86ISD.WrapperRIP
        if flags == X86II.MO_GOTPCREL:
            return X86ISD.WrapperRIP
        return X86ISD.Wrapper

    # ================================================================================================
    # lower_operation
    # ================================================================================================

    def _init_lower_table(self) -> None:
        t = self._lower_table
        t[ISD.SETCC] = self.lower_setcc
        t[ISD.BRCOND] = self.lower_brcond
        t[ISD.SELECT] = self.lower_select
        t[ISD.GlobalAddress] = self.lower_global_address
        t[ISD.ExternalSymbol] = self.lower_external_symbol
        t[ISD.ConstantPool] = self.lower_constant_pool
        t[ISD.JumpTable] = self.lower_jump_table
        t[ISD.BlockAddress] = self.lower_block_address
        t[ISD.VASTART] = self.lower_vastart
        t[ISD.VAARG] = self.lower_vaarg
        t[ISD.VACOPY] = self.lower_vacopy
        t[ISD.DYNAMIC_STACKALLOC] = self.lower_dynamic_stackalloc
        t[ISD.FRAMEADDR] = self.lower_frameaddr
        t[ISD.RETURNADDR] = self.lower_returnaddr
        t[ISD.SINT_TO_FP] = self.lower_sint_to_fp
        t[ISD.UINT_TO_FP] = self.lower_uint_to_fp
        t[ISD.FP_TO_SINT] = self.lower_fp_to_int
        t[ISD.FP_TO_UINT] = self.lower_fp_to_int
        t[ISD.FABS] = self.lower_fabs_or_fneg
        t[ISD.FNEG] = self.lower_fabs_or_fneg
        t[ISD.FCOPYSIGN] = self.lower_fcopysign
        t[ISD.FADD] = self.lower_fadd_fsub
        t[ISD.FSUB] = self.lower_fadd_fsub
        for op in (ISD.SADDO, ISD.UADDO, ISD.SSUBO, ISD.USUBO, ISD.SMULO, ISD.UMULO):
            t[op] = self.lower_xaluo
        t[ISD.ADDCARRY] = self.lower_addsubcarry
        t[ISD.SADDO_CARRY] = self.lower_addsubcarry
        t[ISD.SSUBO_CARRY] = self.lower_addsubcarry
        t[ISD.SUBCARRY] = self.lower_addsubcarry
        t[ISD.CTTZ] = self.lower_cttz
        t[ISD.CTLZ] = self.lower_ctlz
        t[ISD.CTLZ_ZERO_UNDEF] = self.lower_ctlz
        t[ISD.ABS] = self.lower_abs
        t[ISD.FSHL] = self.lower_funnel_shift
        t[ISD.FSHR] = self.lower_funnel_shift
        t[ISD.SHL_PARTS] = self.lower_shift_parts
        t[ISD.SRA_PARTS] = self.lower_shift_parts
        t[ISD.SRL_PARTS] = self.lower_shift_parts
        t[ISD.BUILD_VECTOR] = self.lower_build_vector
        t[ISD.EXTRACT_VECTOR_ELT] = self.lower_extract_vector_elt
        t[ISD.FP_ROUND] = self.lower_fp_round_extend
        t[ISD.FP_EXTEND] = self.lower_fp_round_extend
        t[ISD.SETCCCARRY] = self.lower_setcccarry
        t[ISD.GlobalTLSAddress] = self.lower_global_tls_address
        t[ISD.ATOMIC_STORE] = self.lower_atomic_store
        for op in (
            ISD.ATOMIC_LOAD_ADD,
            ISD.ATOMIC_LOAD_SUB,
            ISD.ATOMIC_LOAD_OR,
            ISD.ATOMIC_LOAD_XOR,
            ISD.ATOMIC_LOAD_AND,
        ):
            t[op] = self.lower_atomic_arith
        t[ISD.ATOMIC_FENCE] = self.lower_atomic_fence
        t[ISD.ATOMIC_CMP_SWAP_WITH_SUCCESS] = self.lower_cmp_swap
        t[ISD.PARITY] = self.lower_parity
        t[ISD.LRINT] = self.lower_lrint
        t[ISD.LLRINT] = self.lower_lrint
        t[ISD.INTRINSIC_WO_CHAIN] = self.lower_intrinsic_wo_chain

    def lower_operation(self, op: SDValue, dag: SelectionDAG) -> SDValue | None:
        """``LowerOperation``: dispatch on the opcode of a Custom node."""
        from pyllc.targets.x86 import isel_lowering_vector

        res = isel_lowering_vector.lower_vector_operation(self, op, dag)
        if res is not isel_lowering_vector.NOT_HANDLED:
            return res  # type: ignore[no-any-return]
        fn = self._lower_table.get(op[0].opcode)
        if fn is None:
            from pyllc.codegen.isd import operation_name

            raise UnsupportedError(None, f"custom lowering of '{operation_name(op[0].opcode)}' on x86")
        return fn(op, dag)

    # --- compares and flags -------------------------------------------------------------------------

    def get_setcc(self, cond: int, eflags: SDValue, dag: SelectionDAG, dl: Any = None) -> SDValue:
        """``getSETCC``: ``X86ISD::SETCC cc, eflags`` (an i8 0/1)."""
        return dag.get_node(X86ISD.SETCC, MVT.i8, dag.get_target_constant(cond, MVT.i8), eflags, dl=dl)

    def translate_x86_cc(
        self, cc: int, is_fp: bool, lhs: SDValue, rhs: SDValue, dag: SelectionDAG
    ) -> tuple[int, SDValue, SDValue]:
        """``TranslateX86CC``: the X86 condition code for ``lhs cc rhs`` and the (possibly swapped or
        rewritten) operands."""
        if not is_fp:
            rn = rhs[0]
            if rn.opcode == ISD.Constant:
                vt = rn.vts[0]
                value = rn.payload[0]
                if cc == ISD.SETGT and value == (1 << size_in_bits(vt)) - 1:
                    return COND_NS, lhs, dag.get_constant(0, vt)  # X > -1 -> X >= 0: sign clear
                if cc == ISD.SETLT and value == 0:
                    return COND_S, lhs, rhs
                if cc == ISD.SETGE and value == 0:
                    return COND_NS, lhs, rhs
                if cc == ISD.SETLT and value == 1:
                    return COND_LE, lhs, dag.get_constant(0, vt)  # X < 1 -> X <= 0
            return _translate_integer_x86cc(cc), lhs, rhs
        # Put a foldable load on the right.
        if _is_normal_load(lhs[0]) and not _is_normal_load(rhs[0]):
            cc = get_setcc_swapped_operands(cc)
            lhs, rhs = rhs, lhs
        if cc in (ISD.SETOLT, ISD.SETOLE, ISD.SETUGT, ISD.SETUGE):
            lhs, rhs = rhs, lhs
        return _FP_CC_MAP[cc], lhs, rhs

    def emit_test(self, op: SDValue, x86cc: int, dag: SelectionDAG, dl: Any = None) -> SDValue:
        """``EmitTest``: flags for comparing ``op`` with 0, reusing an arithmetic node's EFLAGS when the
        condition only reads ZF/SF (TEST always clears OF and CF)."""
        node = op[0]
        need_cf = x86cc in (COND_A, COND_AE, COND_B, COND_BE)
        need_of = False
        if x86cc in (COND_G, COND_GE, COND_L, COND_LE, COND_O, COND_NO):
            need_of = not (
                node.opcode in (ISD.ADD, ISD.SUB, ISD.MUL, ISD.SHL) and node.flags & 2
            )  # SDNodeFlags.NoSignedWrap
        vt = _vt(op)
        if op[1] != 0 or need_of or need_cf:
            return dag.get_node(X86ISD.CMP, MVT.i32, op, dag.get_constant(0, vt), dl=dl)
        opc = node.opcode
        new_opc = 0
        if opc == ISD.AND and not _has_non_flags_use(op):
            pass
        elif opc in (ISD.ADD, ISD.SUB, ISD.OR, ISD.XOR, ISD.AND):
            if _is_profitable_to_use_flag_op(op):
                new_opc = _FLAG_OPS[opc]
        elif opc in (X86ISD.ADD, X86ISD.SUB, X86ISD.OR, X86ISD.XOR, X86ISD.AND):
            return (node, 1)
        elif opc in (ISD.SSUBO, ISD.USUBO):
            return (dag.get_node(X86ISD.SUB, (vt, MVT.i32), node.ops[0], node.ops[1], dl=dl)[0], 1)
        if new_opc == 0:
            return dag.get_node(X86ISD.CMP, MVT.i32, op, dag.get_constant(0, vt), dl=dl)
        new = dag.get_node(new_opc, (vt, MVT.i32), node.ops[0], node.ops[1], dl=dl)
        dag.replace_all_uses_of_value_with((node, 0), new)
        return (new[0], 1)

    def emit_cmp(self, op0: SDValue, op1: SDValue, x86cc: int, dag: SelectionDAG, dl: Any = None) -> SDValue:
        """``EmitCmp``: EFLAGS for comparing two integers (X86ISD::SUB so a matching SUB can share it)."""
        if _is_null(op1):
            return self.emit_test(op0, x86cc, dag, dl)
        cmp_vt = _vt(op0)
        # Promote 16-bit compares with an immediate that does not fit 8 bits to 32 bits.
        if cmp_vt == MVT.i16:

            def _wide_imm(v: SDValue) -> bool:
                n = v[0]
                return n.opcode == ISD.Constant and not -128 <= n.const_sext_value <= 127

            if _wide_imm(op0) or _wide_imm(op1):
                ext = ISD.SIGN_EXTEND if _is_signed_x86cc(x86cc) else ISD.ZERO_EXTEND
                if x86cc in (COND_E, COND_NE):
                    for v in (op0, op1):
                        if v[0].opcode == ISD.TRUNCATE:
                            src = v[0].ops[0]
                            eff = scalar_size_in_bits(_vt(src)) - dag.compute_num_sign_bits(src) + 1
                            if eff <= 16:
                                ext = ISD.SIGN_EXTEND
                            break
                cmp_vt = MVT.i32
                op0 = dag.get_node(ext, cmp_vt, op0, dl=dl)
                op1 = dag.get_node(ext, cmp_vt, op1, dl=dl)
        # Shrink i64 compares whose operand has 32 known-zero high bits.
        if (
            cmp_vt == MVT.i64
            and _is_const(op1)
            and not _is_signed_x86cc(x86cc)
            and _has_one_use(op0)
            and op1[0].payload[0] < (1 << 32)
            and dag.masked_value_is_zero(op0, 0xFFFFFFFF00000000)
        ):
            cmp_vt = MVT.i32
            op0 = dag.get_node(ISD.TRUNCATE, cmp_vt, op0, dl=dl)
            op1 = dag.get_node(ISD.TRUNCATE, cmp_vt, op1, dl=dl)
        if x86cc in (COND_E, COND_NE):
            # 0-x == y  -->  x+y == 0
            if op0[0].opcode == ISD.SUB and _is_null(op0[0].ops[0]) and _has_one_use(op0):
                return (dag.get_node(X86ISD.ADD, (cmp_vt, MVT.i32), op0[0].ops[1], op1, dl=dl)[0], 1)
            if op1[0].opcode == ISD.SUB and _is_null(op1[0].ops[0]) and _has_one_use(op1):
                return (dag.get_node(X86ISD.ADD, (cmp_vt, MVT.i32), op0, op1[0].ops[1], dl=dl)[0], 1)
        return (dag.get_node(X86ISD.SUB, (cmp_vt, MVT.i32), op0, op1, dl=dl)[0], 1)

    def lower_and_to_bt(
        self, and_v: SDValue, cc: int, dag: SelectionDAG, dl: Any = None
    ) -> tuple[SDValue, int] | None:
        """``LowerAndToBT``: ``(x & (1 << n)) ==/!= 0`` and ``((x >> n) & 1)`` as ``X86ISD::BT x, n``; returns
        (flags, condition) or None."""
        op0, op1 = and_v[0].ops
        if op0[0].opcode == ISD.TRUNCATE:
            op0 = op0[0].ops[0]
        if op1[0].opcode == ISD.TRUNCATE:
            op1 = op1[0].ops[0]
        src: SDValue | None = None
        bitno: SDValue | None = None
        if op1[0].opcode == ISD.SHL:
            op0, op1 = op1, op0
        if op0[0].opcode == ISD.SHL:
            if _is_one(op0[0].ops[0]):
                bw = size_in_bits(_vt(op0))
                and_bw = size_in_bits(_vt(and_v))
                if bw > and_bw:
                    zero, _one = dag.compute_known_bits(op0)
                    lz = 0
                    for b in range(bw - 1, -1, -1):
                        if zero >> b & 1:
                            lz += 1
                        else:
                            break
                    if lz < bw - and_bw:
                        return None
                src = op1
                bitno = op0[0].ops[1]
        elif op1[0].opcode == ISD.Constant:
            val = op1[0].payload[0]
            if val == 1 and op0[0].opcode == ISD.SRL:
                src = op0[0].ops[0]
                bitno = op0[0].ops[1]
            elif val >= (1 << 32) and val & (val - 1) == 0:
                src = op0
                bitno = dag.get_constant(val.bit_length() - 1, _vt(src))
        if src is None or bitno is None:
            return None
        if _vt(src) in (MVT.i8, MVT.i16):
            src = dag.get_node(ISD.ANY_EXTEND, MVT.i32, src, dl=dl)
        if _vt(src) == MVT.i64 and dag.masked_value_is_zero(bitno, 32):
            src = dag.get_node(ISD.TRUNCATE, MVT.i32, src, dl=dl)
        if _vt(src) != _vt(bitno):
            bitno = dag.get_node(ISD.ANY_EXTEND, _vt(src), bitno, dl=dl)
        x86cc = COND_AE if cc == ISD.SETEQ else COND_B
        return dag.get_node(X86ISD.BT, MVT.i32, src, bitno, dl=dl), x86cc

    def emit_flags_for_setcc(
        self, op0: SDValue, op1: SDValue, cc: int, dag: SelectionDAG, dl: Any = None
    ) -> tuple[SDValue, SDValue] | None:
        """``emitFlagsForSetcc``: (EFLAGS, X86 condition as an i8 TargetConstant) for an integer compare."""
        eq_ne = cc == ISD.SETEQ or cc == ISD.SETNE
        if op0[0].opcode == ISD.AND and _has_one_use(op0) and _is_null(op1) and eq_ne:
            bt = self.lower_and_to_bt(op0, cc, dag, dl)
            if bt is not None:
                return bt[0], dag.get_target_constant(bt[1], MVT.i8)
        if eq_ne and (_is_one(op1) or _is_null(op1)) and op0[0].opcode == X86ISD.SETCC:
            invert = (cc == ISD.SETNE) ^ _is_null(op1)
            x86cc = op0[0].ops[0]
            if invert:
                x86cc = dag.get_target_constant(get_opposite_branch_condition(x86cc[0].payload[0]), MVT.i8)
            return op0[0].ops[1], x86cc
        # (seteq (add X, -1), -1): the carry flag of the add.
        if (
            _is_all_ones(op1)
            and op0[0].opcode == ISD.ADD
            and op0[0].ops[1] == op1
            and eq_ne
            and _is_profitable_to_use_flag_op(op0)
        ):
            vt = _vt(op0)
            new = dag.get_node(X86ISD.ADD, (vt, MVT.i32), op0[0].ops[0], op0[0].ops[1], dl=dl)
            dag.replace_all_uses_of_value_with((op0[0], 0), new)
            code = COND_AE if cc == ISD.SETEQ else COND_B
            return (new[0], 1), dag.get_target_constant(code, MVT.i8)
        code, op0, op1 = self.translate_x86_cc(cc, False, op0, op1, dag)
        eflags = self.emit_cmp(op0, op1, code, dag, dl)
        return eflags, dag.get_target_constant(code, MVT.i8)

    def lower_setcc(self, op: SDValue, dag: SelectionDAG) -> SDValue | None:
        """``LowerSETCC``."""
        node = op[0]
        if is_vector(node.vts[0]):
            raise UnsupportedError(None, "vector setcc on x86")
        op0, op1, cc_node = node.ops
        cc = cc_node[0].payload
        dl = node.debug_loc
        op_vt = _vt(op0)
        if op_vt == MVT.f128:
            raise UnsupportedError(None, "fp128 comparison")
        if is_integer(op_vt):
            c = op1[0]
            if c.opcode == ISD.Constant and c.payload[0] != 0:
                bits = size_in_bits(op_vt)
                sval = c.const_sext_value
                if (cc == ISD.SETGT and sval != (1 << (bits - 1)) - 1) or (
                    cc == ISD.SETUGT and c.payload[0] != (1 << bits) - 1
                ):
                    plus = sval + 1
                    if -(1 << 31) <= plus < (1 << 31) and (not -128 <= sval <= 127 or -128 <= plus <= 127):
                        op1 = dag.get_constant(plus, op_vt)
                        cc = ISD.SETGE if cc == ISD.SETGT else ISD.SETUGE
            res = self.emit_flags_for_setcc(op0, op1, cc, dag, dl)
            if res is None:
                return None
            eflags, x86cc = res
            return dag.get_node(X86ISD.SETCC, MVT.i8, x86cc, eflags, dl=dl)
        code, op0, op1 = self.translate_x86_cc(cc, True, op0, op1, dag)
        if code == COND_INVALID:
            return None
        eflags = dag.get_node(X86ISD.FCMP, MVT.i32, op0, op1, dl=dl)
        return self.get_setcc(code, eflags, dag, dl)

    # --- branches ---------------------------------------------------------------------------------

    def get_x86_xaluo_op(self, op: SDValue, dag: SelectionDAG) -> tuple[int, SDValue, SDValue]:
        """``getX86XALUOOp``: (condition, value, overflow flags) of an overflow intrinsic node."""
        node = op[0]
        lhs, rhs = node.ops[0], node.ops[1]
        opc = node.opcode
        if opc == ISD.SADDO:
            base, cond = X86ISD.ADD, COND_O
        elif opc == ISD.UADDO:
            base, cond = X86ISD.ADD, (COND_E if _is_one(rhs) else COND_B)
        elif opc == ISD.SSUBO:
            base, cond = X86ISD.SUB, COND_O
        elif opc == ISD.USUBO:
            base, cond = X86ISD.SUB, COND_B
        elif opc == ISD.SMULO:
            base, cond = X86ISD.SMUL, COND_O
        else:
            base, cond = X86ISD.UMUL, COND_O
        value = dag.get_node(base, (node.vts[0], MVT.i32), lhs, rhs, dl=node.debug_loc)
        return cond, value, (value[0], 1)

    def lower_brcond(self, op: SDValue, dag: SelectionDAG) -> SDValue | None:
        """``LowerBRCOND``: ``X86ISD::BRCOND chain, dest, cc, flags`` (two of them for ``une`` and for
        ``oeq`` followed by an unconditional branch)."""
        node = op[0]
        chain, cond, dest = node.ops
        dl = node.debug_loc
        cn = cond[0]
        if cn.opcode == ISD.SETCC and _vt(cn.ops[0]) != MVT.f128:
            lhs, rhs, cc_node = cn.ops
            cc = cc_node[0].payload
            if (
                _is_overflow_op_result(lhs)
                and cc in (ISD.SETEQ, ISD.SETNE)
                and (_is_null(rhs) or _is_one(rhs))
            ):
                x86cond, _value, overflow = self.get_x86_xaluo_op((lhs[0], 0), dag)
                if (cc == ISD.SETEQ) == _is_null(rhs):
                    x86cond = get_opposite_branch_condition(x86cond)
                return dag.get_node(
                    X86ISD.BRCOND,
                    MVT.Other,
                    chain,
                    dest,
                    dag.get_target_constant(x86cond, MVT.i8),
                    overflow,
                    dl=dl,
                )
            if is_integer(_vt(lhs)):
                res = self.emit_flags_for_setcc(lhs, rhs, cc, dag, cn.debug_loc)
                assert res is not None
                eflags, x86cc = res
                return dag.get_node(X86ISD.BRCOND, MVT.Other, chain, dest, x86cc, eflags, dl=dl)
            if cc == ISD.SETOEQ:
                if len(node.uses) == 1 and node.uses[0].opcode == ISD.BR:
                    user = node.uses[0]
                    false_bb = user.ops[1]
                    _update_node_operands(dag, user, (user.ops[0], dest))
                    cmp = dag.get_node(X86ISD.FCMP, MVT.i32, lhs, rhs, dl=cn.debug_loc)
                    chain = dag.get_node(
                        X86ISD.BRCOND,
                        MVT.Other,
                        chain,
                        false_bb,
                        dag.get_target_constant(COND_NE, MVT.i8),
                        cmp,
                        dl=dl,
                    )
                    return dag.get_node(
                        X86ISD.BRCOND,
                        MVT.Other,
                        chain,
                        false_bb,
                        dag.get_target_constant(COND_P, MVT.i8),
                        cmp,
                        dl=dl,
                    )
            elif cc == ISD.SETUNE:
                cmp = dag.get_node(X86ISD.FCMP, MVT.i32, lhs, rhs, dl=cn.debug_loc)
                chain = dag.get_node(
                    X86ISD.BRCOND,
                    MVT.Other,
                    chain,
                    dest,
                    dag.get_target_constant(COND_NE, MVT.i8),
                    cmp,
                    dl=dl,
                )
                return dag.get_node(
                    X86ISD.BRCOND, MVT.Other, chain, dest, dag.get_target_constant(COND_P, MVT.i8), cmp, dl=dl
                )
            else:
                code, lhs, rhs = self.translate_x86_cc(cc, True, lhs, rhs, dag)
                cmp = dag.get_node(X86ISD.FCMP, MVT.i32, lhs, rhs, dl=cn.debug_loc)
                return dag.get_node(
                    X86ISD.BRCOND, MVT.Other, chain, dest, dag.get_target_constant(code, MVT.i8), cmp, dl=dl
                )
        if _is_overflow_op_result(cond):
            x86cond, _value, overflow = self.get_x86_xaluo_op((cn, 0), dag)
            return dag.get_node(
                X86ISD.BRCOND,
                MVT.Other,
                chain,
                dest,
                dag.get_target_constant(x86cond, MVT.i8),
                overflow,
                dl=dl,
            )
        if _is_trunc_with_zero_high_bits_input(cond, dag):
            cond = cond[0].ops[0]
        cond_vt = _vt(cond)
        if not (cond[0].opcode == ISD.AND and _is_one(cond[0].ops[1])):
            cond = dag.get_node(ISD.AND, cond_vt, cond, dag.get_constant(1, cond_vt), dl=dl)
        res = self.emit_flags_for_setcc(cond, dag.get_constant(0, cond_vt), ISD.SETNE, dag, dl)
        assert res is not None
        eflags, x86cc = res
        return dag.get_node(X86ISD.BRCOND, MVT.Other, chain, dest, x86cc, eflags, dl=dl)

    # --- select -------------------------------------------------------------------------------------

    def lower_select(self, op: SDValue, dag: SelectionDAG) -> SDValue | None:
        """``LowerSELECT``: CMOV (i8 widened to i32), SSE compare-and-mask for FP selects on an FP compare,
        SBB tricks for 0/-1 arms."""
        node = op[0]
        cond, op1, op2 = node.ops
        dl = node.debug_loc
        vt = _vt(op1)
        if is_vector(vt):
            raise UnsupportedError(None, "vector select on x86")
        cn = cond[0]
        if cn.opcode == ISD.SETCC and vt in (MVT.f32, MVT.f64) and _vt(cn.ops[0]) == vt and len(cn.uses) == 1:
            c0, c1, ccn = cn.ops
            ssecc, swap = _SSE_CC_MAP[ccn[0].payload]
            if swap:
                c0, c1 = c1, c0
            if ssecc < 8:
                cmp = dag.get_node(X86ISD.FSETCC, vt, c0, c1, dag.get_target_constant(ssecc, MVT.i8), dl=dl)
                and_n = dag.get_node(X86ISD.FANDN, vt, cmp, op2, dl=dl)
                and_ = dag.get_node(X86ISD.FAND, vt, cmp, op1, dl=dl)
                return dag.get_node(X86ISD.FOR, vt, and_n, and_, dl=dl)
        if cn.opcode == ISD.SETCC:
            new_cond = self.lower_setcc(cond, dag)
            if new_cond is not None:
                cond = new_cond
                cond_op1, op1, op2 = node.ops  # lowering may have replaced uses
        cc: SDValue | None = None
        cn = cond[0]
        if cn.opcode == X86ISD.SETCC and cn.ops[1][0].opcode == X86ISD.CMP and _is_null(cn.ops[1][0].ops[1]):
            cmp_node = cn.ops[1][0]
            cmp_op0 = cmp_node.ops[0]
            code = cn.ops[0][0].payload[0]

            def _ffs_minus_1(a: SDValue, b: SDValue) -> bool:
                return (
                    a[0].opcode == ISD.CTTZ_ZERO_UNDEF
                    and _has_one_use(a)
                    and a[0].ops[0] == cmp_op0
                    and _is_all_ones(b)
                )

            if vt in (MVT.i32, MVT.i64) and (
                (code == COND_NE and _ffs_minus_1(op1, op2)) or (code == COND_E and _ffs_minus_1(op2, op1))
            ):
                pass
            elif (_is_all_ones(op1) or _is_all_ones(op2)) and code in (COND_E, COND_NE):
                y = op1 if _is_all_ones(op2) else op2
                cvt = _vt(cmp_op0)
                if _is_null(y) and (_is_all_ones(op1) == (code == COND_NE)):
                    neg = dag.get_node(X86ISD.SUB, (cvt, MVT.i32), dag.get_constant(0, cvt), cmp_op0, dl=dl)
                    zero = dag.get_constant(0, vt)
                    return dag.get_node(X86ISD.SBB, (vt, MVT.i32), zero, zero, (neg[0], 1), dl=dl)
                sub = dag.get_node(X86ISD.SUB, (cvt, MVT.i32), cmp_op0, dag.get_constant(1, cvt), dl=dl)
                zero = dag.get_constant(0, vt)
                res = dag.get_node(X86ISD.SBB, (vt, MVT.i32), zero, zero, (sub[0], 1), dl=dl)
                if _is_all_ones(op1) != (code == COND_E):
                    res = dag.get_not(res, vt, dl=dl)
                return dag.get_node(ISD.OR, vt, res, y, dl=dl)
        if cn.opcode == ISD.AND and cn.ops[0][0].opcode == X86ISD.SETCC_CARRY and _is_one(cn.ops[1]):
            cond = cn.ops[0]
            cn = cond[0]
        add_test = True
        if cn.opcode in (X86ISD.SETCC, X86ISD.SETCC_CARRY):
            cc = cn.ops[0]
            cmp = cn.ops[1]
            if _is_x86_logical_cmp(cmp) or cmp[0].opcode == X86ISD.BT:
                cond = cmp
                add_test = False
        elif cn.opcode in (ISD.USUBO, ISD.SSUBO, ISD.UADDO, ISD.SADDO, ISD.UMULO, ISD.SMULO):
            x86cond, _value, cond = self.get_x86_xaluo_op((cn, 0), dag)
            cc = dag.get_target_constant(x86cond, MVT.i8)
            add_test = False
        if add_test:
            if _is_trunc_with_zero_high_bits_input(cond, dag):
                cond = cond[0].ops[0]
            if cond[0].opcode == ISD.AND and _has_one_use(cond):
                bt = self.lower_and_to_bt(cond, ISD.SETNE, dag, dl)
                if bt is not None:
                    cond, code = bt
                    cc = dag.get_target_constant(code, MVT.i8)
                    add_test = False
        if add_test:
            cc = dag.get_target_constant(COND_NE, MVT.i8)
            cond = self.emit_test(cond, COND_NE, dag, dl)
        assert cc is not None
        # a < b ? -1 : 0  ->  SETCC_CARRY (SBB r, r)
        if cond[0].opcode == X86ISD.SUB:
            code = cc[0].payload[0]
            if (
                code in (COND_AE, COND_B)
                and (_is_all_ones(op1) or _is_all_ones(op2))
                and (_is_null(op1) or _is_null(op2))
            ):
                res = dag.get_node(
                    X86ISD.SETCC_CARRY, vt, dag.get_target_constant(COND_B, MVT.i8), cond, dl=dl
                )
                if _is_all_ones(op1) != (code == COND_B):
                    return dag.get_not(res, vt, dl=dl)
                return res
        # No i8 CMOV: widen a select of two truncates, or promote to i32.
        if vt == MVT.i8 and op1[0].opcode == ISD.TRUNCATE and op2[0].opcode == ISD.TRUNCATE:
            t1, t2 = op1[0].ops[0], op2[0].ops[0]
            if _vt(t1) == _vt(t2) and t1[0].opcode != ISD.CopyFromReg and t2[0].opcode != ISD.CopyFromReg:
                cmov = dag.get_node(X86ISD.CMOV, _vt(t1), t2, t1, cc, cond, dl=dl)
                return dag.get_node(ISD.TRUNCATE, vt, cmov, dl=dl)
        if vt == MVT.i8 or (vt == MVT.i16 and not _may_fold_load(op1) and not _may_fold_load(op2)):
            e1 = dag.get_node(ISD.ANY_EXTEND, MVT.i32, op1, dl=dl)
            e2 = dag.get_node(ISD.ANY_EXTEND, MVT.i32, op2, dl=dl)
            cmov = dag.get_node(X86ISD.CMOV, MVT.i32, e2, e1, cc, cond, dl=dl)
            return dag.get_node(ISD.TRUNCATE, vt, cmov, dl=dl)
        return dag.get_node(X86ISD.CMOV, vt, op2, op1, cc, cond, dl=dl)

    # --- symbols -----------------------------------------------------------------------------------

    def _ptr_vt(self) -> int:
        return MVT.i64 if self.is_64bit else MVT.i32

    def _got_load(self, dag: SelectionDAG, addr: SDValue, dl: Any) -> SDValue:
        size = 8 if self.is_64bit else 4
        mmo = MachineMemOperand(MOLoad, size, size, pseudo_value=PseudoSourceValue(PSV_GOT))
        return dag.get_load(self._ptr_vt(), dag.get_entry_node(), addr, mmo, dl=dl)

    def lower_global_or_external(self, op: SDValue, dag: SelectionDAG, for_call: bool) -> SDValue:
        """``LowerGlobalOrExternal``: a wrapped target symbol, loaded from the GOT for stub references,
        with an explicit add for an offset that cannot be folded."""
        node = op[0]
        dl = node.debug_loc
        ptr_vt = self._ptr_vt()
        gv: Any = None
        sym: str | None = None
        offset = 0
        if node.opcode in (ISD.GlobalAddress, ISD.TargetGlobalAddress):
            gv, offset, _tf = node.payload
        else:
            sym = node.payload[0]
        if for_call:
            flags = self.classify_global_function_reference(gv)
        else:
            flags = self.classify_global_reference(gv)
        has_pic_reg = is_global_relative_to_pic_base(flags)
        needs_load = is_global_stub_reference(flags)
        if gv is not None:
            global_offset = 0
            if flags == X86II.MO_NO_FLAG and offset >= 0 and self._offset_suitable_for_code_model(offset):
                global_offset, offset = offset, 0
            result = dag.get_global_address(gv, ptr_vt, global_offset, is_target=True, target_flags=flags)
        else:
            assert sym is not None
            result = dag.get_external_symbol(sym, ptr_vt, is_target=True, target_flags=flags)
        if for_call and not needs_load and not has_pic_reg and offset == 0:
            return result
        result = dag.get_node(self.get_global_wrapper_kind(gv, flags), ptr_vt, result, dl=dl)
        if has_pic_reg:
            result = dag.get_node(
                ISD.ADD, ptr_vt, dag.get_node(X86ISD.GlobalBaseReg, ptr_vt, dl=dl), result, dl=dl
            )
        if needs_load:
            result = self._got_load(dag, result, dl)
        if offset != 0:
            result = dag.get_node(ISD.ADD, ptr_vt, result, dag.get_constant(offset, ptr_vt), dl=dl)
        return result

    def _offset_suitable_for_code_model(self, offset: int) -> bool:
        """``X86::isOffsetSuitableForCodeModel`` with a symbolic displacement."""
        if not -(1 << 31) <= offset < (1 << 31):
            return False
        model = self.tm.code_model
        if model == "small":
            return offset < 16 * 1024 * 1024
        if model == "kernel":
            return offset >= 0
        return False

    def lower_global_address(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerGlobalAddress``."""
        gv = op[0].payload[0]
        if getattr(gv, "thread_local", 0):
            raise UnsupportedError(None, "thread-local storage on x86")
        return self.lower_global_or_external(op, dag, False)

    def lower_external_symbol(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerExternalSymbol``."""
        return self.lower_global_or_external(op, dag, False)

    def _wrap_local(self, target: SDValue, flags: int, dag: SelectionDAG, dl: Any) -> SDValue:
        ptr_vt = self._ptr_vt()
        result = dag.get_node(self.get_global_wrapper_kind(None, flags), ptr_vt, target, dl=dl)
        if flags:
            result = dag.get_node(
                ISD.ADD, ptr_vt, dag.get_node(X86ISD.GlobalBaseReg, ptr_vt, dl=dl), result, dl=dl
            )
        return result

    def lower_constant_pool(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerConstantPool``."""
        node = op[0]
        constant, offset, align, _tf = node.payload
        flags = self.classify_local_reference(None)
        target = dag.get_constant_pool(
            constant, self._ptr_vt(), align, offset, is_target=True, target_flags=flags
        )
        return self._wrap_local(target, flags, dag, node.debug_loc)

    def lower_jump_table(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerJumpTable``."""
        node = op[0]
        flags = self.classify_local_reference(None)
        target = dag.get_jump_table(node.payload[0], self._ptr_vt(), is_target=True, target_flags=flags)
        return self._wrap_local(target, flags, dag, node.debug_loc)

    def lower_block_address(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerBlockAddress``."""
        node = op[0]
        flags = self.classify_local_reference(None)
        payload = node.payload
        if isinstance(payload, tuple):
            payload = (payload[0], payload[1] if len(payload) > 1 else 0, flags)
        else:
            payload = (payload, 0, flags)
        ptr_vt = self._ptr_vt()
        target = (dag._create(ISD.TargetBlockAddress, dag.get_vt_list(ptr_vt), (), payload, None, 0), 0)
        return self._wrap_local(target, flags, dag, node.debug_loc)

    # --- varargs, stack, frame ---------------------------------------------------------------------------

    def lower_vastart(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerVASTART``: store gp_offset, fp_offset, overflow_arg_area and reg_save_area into the
        ``va_list`` (x86-64 SysV); on i686 the address of the first vararg."""
        node = op[0]
        dl = node.debug_loc
        chain, fin = node.ops[0], node.ops[1]
        sv = node.ops[2][0].payload if len(node.ops) > 2 else None
        if dag.mf is None:
            raise UnsupportedError(None, "va_start outside a machine function")
        from pyllc.targets.x86.isel_lowering_call import x86_info

        info = x86_info(dag.mf)
        ptr_vt = self._ptr_vt()
        if not self.is_64bit:
            fr = dag.get_frame_index(info.var_args_frame_index, ptr_vt)
            return dag.get_store(chain, fr, fin, _store_mmo(sv, 0, 4), dl=dl)
        stores = []
        stores.append(
            dag.get_store(
                chain, dag.get_constant(info.var_args_gp_offset, MVT.i32), fin, _store_mmo(sv, 0, 4), dl=dl
            )
        )
        fin = dag.get_node(ISD.ADD, ptr_vt, fin, dag.get_constant(4, ptr_vt), dl=dl)
        stores.append(
            dag.get_store(
                chain, dag.get_constant(info.var_args_fp_offset, MVT.i32), fin, _store_mmo(sv, 4, 4), dl=dl
            )
        )
        fin = dag.get_node(ISD.ADD, ptr_vt, fin, dag.get_int_ptr_constant(4), dl=dl)
        ovfin = dag.get_frame_index(info.var_args_frame_index, ptr_vt)
        stores.append(dag.get_store(chain, ovfin, fin, _store_mmo(sv, 8, 8), dl=dl))
        fin = dag.get_node(ISD.ADD, ptr_vt, fin, dag.get_int_ptr_constant(8), dl=dl)
        rsfin = dag.get_frame_index(info.reg_save_frame_index, ptr_vt)
        stores.append(dag.get_store(chain, rsfin, fin, _store_mmo(sv, 16, 8), dl=dl))
        return dag.get_node(ISD.TokenFactor, MVT.Other, *stores, dl=dl)

    def lower_vaarg(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerVAARG`` (x86-64): ``X86ISD::VAARG_64`` computes the argument's address (the custom inserter
        reads gp_offset/fp_offset and advances the va_list), then the value is loaded."""
        node = op[0]
        dl = node.debug_loc
        chain, src_ptr = node.ops[0], node.ops[1]
        sv = node.ops[2][0].payload if len(node.ops) > 2 else None
        align = node.ops[3][0].payload[0] if len(node.ops) > 3 else 0
        arg_vt = node.vts[0]
        if arg_vt == MVT.f80:
            raise UnsupportedError(None, "va_arg for f80 not yet implemented")
        if is_vector(arg_vt) or arg_vt in (MVT.f128, MVT.i128):
            raise UnsupportedError(None, "va_arg of a 16-byte type on x86-64")
        arg_size = size_in_bits(arg_vt) // 8
        if is_floating_point(arg_vt) and arg_size <= 16:
            mode = 2  # XMM register: fp_offset
        elif is_integer(arg_vt) and arg_size <= 32:
            mode = 1  # general register: gp_offset
        else:
            mode = 0  # overflow area
        ops = (
            chain,
            src_ptr,
            dag.get_target_constant(arg_size, MVT.i32),
            dag.get_target_constant(mode, MVT.i8),
            dag.get_target_constant(align, MVT.i32),
        )
        mmo = MachineMemOperand(MOLoad | MOStore, 8, 8, value=sv)
        vaarg = dag.get_mem_intrinsic_node(
            X86ISD.VAARG_64, (self._ptr_vt(), MVT.Other), ops, MVT.i64, mmo, dl=dl
        )
        load_mmo = MachineMemOperand(MOLoad, arg_size, arg_size)
        return dag.get_load(arg_vt, (vaarg[0], 1), vaarg, load_mmo, dl=dl)

    def lower_vacopy(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerVACOPY`` (x86-64): a 24-byte memcpy of the ``va_list``, as two 8-byte and one 8-byte
        load/store pairs (what the inline memcpy of 24 aligned bytes becomes)."""
        node = op[0]
        dl = node.debug_loc
        chain, dst, src = node.ops[0], node.ops[1], node.ops[2]
        dst_sv = node.ops[3][0].payload if len(node.ops) > 3 else None
        src_sv = node.ops[4][0].payload if len(node.ops) > 4 else None
        ptr_vt = self._ptr_vt()
        loads = []
        for off in (0, 8, 16):
            addr = (
                src if off == 0 else dag.get_node(ISD.ADD, ptr_vt, src, dag.get_constant(off, ptr_vt), dl=dl)
            )
            mmo = MachineMemOperand(MOLoad, 8, 8, value=src_sv, offset=off)
            loads.append(dag.get_load(MVT.i64, chain, addr, mmo, dl=dl))
        lchain = dag.get_node(ISD.TokenFactor, MVT.Other, *[(ld[0], 1) for ld in loads], dl=dl)
        stores = []
        for off, ld in zip((0, 8, 16), loads):
            addr = (
                dst if off == 0 else dag.get_node(ISD.ADD, ptr_vt, dst, dag.get_constant(off, ptr_vt), dl=dl)
            )
            mmo = MachineMemOperand(MOStore, 8, 8, value=dst_sv, offset=off)
            stores.append(dag.get_store(lchain, ld, addr, mmo, dl=dl))
        return dag.get_node(ISD.TokenFactor, MVT.Other, *stores, dl=dl)

    def get_exception_pointer_register(self, personality: Any) -> int:
        """``getExceptionPointerRegister``: RAX (EAX on i386)."""
        return R.RAX if self.is_64bit else R.EAX

    def get_exception_selector_register(self, personality: Any) -> int:
        """``getExceptionSelectorRegister``: RDX (EDX on i386)."""
        return R.RDX if self.is_64bit else R.EDX

    def get_ir_stack_guard(self, module: Any) -> Any:
        """``getIRStackGuard``: glibc's (and Android's, Fuchsia's) TLS slot of the guard in tcbhead_t --
        ``%fs:0x28`` on x86-64 (``%gs:0x28`` with the kernel code model), ``%gs:0x14`` on i386, as
        ``inttoptr (i32 offset to ptr addrspace(AS))``; other systems use LLVM's default."""
        parts = self.tm.triple.split("-")[1:]
        glibc = any(p.startswith(("linux", "kfreebsd", "hurd")) for p in parts)
        fuchsia = any(p.startswith("fuchsia") for p in parts)
        if not (glibc or fuchsia):  # (Android is Linux too: hasStackGuardSlotTLS)
            return super().get_ir_stack_guard(module)
        from pyllc.ir.builder import const_inttoptr
        from pyllc.ir.constants import get_int

        ctx = module.context
        if fuchsia:
            offset = 0x10
        else:
            offset = 0x28 if self.is_64bit else 0x14
        addrspace = 257 if self.is_64bit and self.tm.code_model != "kernel" else 256
        i8p = ctx.int_type(8)
        opaque = any(f.type.pointee is None for f in module.functions)
        inner = ctx.opaque_ptr if opaque else ctx.pointer_type(i8p)
        ptr_ty = ctx.pointer_type(None if opaque else inner, addrspace)
        return const_inttoptr(get_int(ctx, ctx.int_type(32), offset), ptr_ty)

    def lower_dynamic_stackalloc(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerDYNAMIC_STACKALLOC`` (no stack probing, no split stacks): SP - size, aligned down when the
        alignment exceeds the stack's, inside a CALLSEQ_START/END pair."""
        node = op[0]
        dl = node.debug_loc
        chain, size, align_v = node.ops
        fn = dag.mf.function if dag.mf is not None else None
        if fn is not None and fn.attrs.fn.has("probe-stack"):
            raise UnsupportedError(None, "dynamic stack allocation with stack probing on x86")
        alignment = align_v[0].payload[0]
        vt = node.vts[0]
        chain = dag.get_callseq_start(chain, 0, 0, dl=dl)
        sp_reg = self.stack_pointer_register_to_save_restore
        sp = dag.get_copy_from_reg(chain, sp_reg, vt, dl=dl)
        chain = (sp[0], 1)
        result = dag.get_node(ISD.SUB, vt, sp, size, dl=dl)
        if alignment and alignment > 16:
            result = dag.get_node(ISD.AND, vt, result, dag.get_constant(~(alignment - 1), vt), dl=dl)
        chain = dag.get_copy_to_reg(chain, sp_reg, result, dl=dl)
        chain = dag.get_callseq_end(
            chain, dag.get_int_ptr_constant(0, True), dag.get_int_ptr_constant(0, True), None, dl=dl
        )
        return dag.get_merge_values((result, chain), dl=dl)

    def lower_frameaddr(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerFRAMEADDR``: a copy from RBP, then one load per frame of ``depth``."""
        node = op[0]
        dl = node.debug_loc
        vt = node.vts[0]
        if dag.mf is not None:
            dag.mf.frame_info.frame_address_taken = True
        frame_reg = R.RBP if self.is_64bit else R.EBP
        depth = node.ops[0][0].payload[0]
        addr = dag.get_copy_from_reg(dag.get_entry_node(), frame_reg, vt, dl=dl)
        for _ in range(depth):
            addr = dag.get_load(vt, dag.get_entry_node(), addr, MachineMemOperand(MOLoad, 8, 8), dl=dl)
        return addr

    def lower_returnaddr(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerRETURNADDR``: a load from the return-address slot (a fixed object at -8), or at depth N from
        8 bytes above the frame address."""
        node = op[0]
        dl = node.debug_loc
        mf = dag.mf
        if mf is not None:
            mf.frame_info.return_address_taken = True
        depth = node.ops[0][0].payload[0]
        ptr_vt = self._ptr_vt()
        slot = 8 if self.is_64bit else 4
        if depth > 0:
            frame = self.lower_frameaddr(op, dag)
            addr = dag.get_node(ISD.ADD, ptr_vt, frame, dag.get_constant(slot, ptr_vt), dl=dl)
            return dag.get_load(
                ptr_vt, dag.get_entry_node(), addr, MachineMemOperand(MOLoad, slot, slot), dl=dl
            )
        info: Any = None
        if mf is not None:
            from pyllc.targets.x86.isel_lowering_call import x86_info

            info = x86_info(mf)
        index = getattr(info, "ra_index", 0) if info is not None else 0
        if index == 0:
            assert mf is not None
            index = mf.frame_info.create_fixed_object(slot, -slot, False)
            if info is not None:
                info.ra_index = index
        fi = dag.get_frame_index(index, ptr_vt)
        return dag.get_load(ptr_vt, dag.get_entry_node(), fi, MachineMemOperand(MOLoad, slot, slot), dl=dl)

    # --- conversions ----------------------------------------------------------------------------------

    def lower_sint_to_fp(self, op: SDValue, dag: SelectionDAG) -> SDValue | None:
        """``LowerSINT_TO_FP``: i32/i64 are CVTSI2SS/SD as they stand; i16 is sign-extended to i32."""
        node = op[0]
        src = node.ops[0]
        vt = node.vts[0]
        src_vt = _vt(src)
        sse = vt in (MVT.f32, MVT.f64)
        if src_vt == MVT.i16 and (sse or vt == MVT.f128):
            ext = dag.get_node(ISD.SIGN_EXTEND, MVT.i32, src, dl=node.debug_loc)
            return dag.get_node(ISD.SINT_TO_FP, vt, ext, dl=node.debug_loc)
        if sse and (src_vt == MVT.i32 or (src_vt == MVT.i64 and self.is_64bit)):
            return op
        raise UnsupportedError(None, "conversion of an integer to x87/fp128 floating point")

    def lower_uint_to_fp(self, op: SDValue, dag: SelectionDAG) -> SDValue | None:
        """``LowerUINT_TO_FP``: u32 -> zero-extend to i64 and convert signed (x86-64); u64 uses the
        legalizer's expansion."""
        node = op[0]
        src = node.ops[0]
        vt = node.vts[0]
        src_vt = _vt(src)
        if src_vt == MVT.i32 and self.is_64bit:
            ext = dag.get_node(ISD.ZERO_EXTEND, MVT.i64, src, dl=node.debug_loc)
            return dag.get_node(ISD.SINT_TO_FP, vt, ext, dl=node.debug_loc)
        if self.is_64bit and src_vt == MVT.i64 and vt in (MVT.f32, MVT.f64):
            # Values with the top bit set: halve keeping the lost bit as a sticky bit, convert signed, double.
            # Kept in the integer domain up to one multiply by 1.0 or 2.0 (both exact).
            dl = node.debug_loc
            neg = dag.get_setcc(MVT.i8, src, dag.get_constant(0, MVT.i64), ISD.SETLT, dl=dl)
            half = dag.get_node(
                ISD.OR,
                MVT.i64,
                dag.get_node(ISD.SRL, MVT.i64, src, dag.get_constant(1, MVT.i8), dl=dl),
                dag.get_node(ISD.AND, MVT.i64, src, dag.get_constant(1, MVT.i64), dl=dl),
                dl=dl,
            )
            conv = dag.get_node(ISD.SINT_TO_FP, vt, dag.get_select(MVT.i64, neg, half, src, dl=dl), dl=dl)
            scale = dag.get_node(
                ISD.SINT_TO_FP,
                vt,
                dag.get_node(
                    ISD.ADD,
                    MVT.i32,
                    dag.get_node(ISD.ZERO_EXTEND, MVT.i32, neg, dl=dl),
                    dag.get_constant(1, MVT.i32),
                    dl=dl,
                ),
                dl=dl,
            )
            return dag.get_node(ISD.FMUL, vt, conv, scale, dl=dl)
        raise UnsupportedError(None, "conversion of an unsigned integer to x87/fp128 floating point")

    def lower_fp_to_int(self, op: SDValue, dag: SelectionDAG) -> SDValue | None:
        """``LowerFP_TO_INT``: CVTTSS2SI/CVTTSD2SI as they stand for signed i32/i64; i16 through i32;
        unsigned i32 through a signed i64 conversion; unsigned i64 by the legalizer's expansion."""
        node = op[0]
        signed = node.opcode == ISD.FP_TO_SINT
        src = node.ops[0]
        vt = node.vts[0]
        src_vt = _vt(src)
        sse = src_vt in (MVT.f32, MVT.f64)
        dl = node.debug_loc
        if vt == MVT.i16 and sse:
            conv = dag.get_node(ISD.FP_TO_SINT, MVT.i32, src, dl=dl)
            return dag.get_node(ISD.TRUNCATE, vt, conv, dl=dl)
        if sse and signed and (vt == MVT.i32 or (vt == MVT.i64 and self.is_64bit)):
            return op
        if sse and not signed and vt == MVT.i32 and self.is_64bit:
            conv = dag.get_node(ISD.FP_TO_SINT, MVT.i64, src, dl=dl)
            return dag.get_node(ISD.TRUNCATE, vt, conv, dl=dl)
        if sse and not signed and vt == MVT.i64:
            return None
        raise UnsupportedError(None, "conversion of x87/fp128 floating point to an integer")

    # --- floating-point sign operations ------------------------------------------------------------------

    def _sign_mask_pool(self, dag: SelectionDAG, vt: int, bits: int) -> SDValue:
        """The 16-byte splat of ``bits`` (an element of ``vt``) as a load from the constant pool."""
        logic_vt = MVT.v2f64 if vt == MVT.f64 else MVT.v4f32
        count = 2 if vt == MVT.f64 else 4
        constant = self._vector_constant(dag, vt, bits, count)
        ptr_vt = self._ptr_vt()
        cp = dag.get_constant_pool(constant, ptr_vt, 16)
        mmo = MachineMemOperand(MOLoad, 16, 16, pseudo_value=PseudoSourceValue(PSV_ConstantPool))
        return dag.get_load(logic_vt, dag.get_entry_node(), cp, mmo)

    def _vector_constant(self, dag: SelectionDAG, vt: int, bits: int, count: int) -> Any:
        """An IR ``<count x float|double>`` splat constant (one object per value, so pool entries share)."""
        fn = dag.mf.function if dag.mf is not None else None
        module = getattr(fn, "parent", None)
        ctx = getattr(module, "context", None)
        key = (id(ctx), vt, bits, count)
        cached = self._cp_constants.get(key)
        if cached is not None:
            return cached
        if ctx is None:
            constant: Any = ("splat", vt, bits, count)
        else:
            from pyllc.ir.constants import ConstantFP, ConstantVector
            from pyllc.targets.x86.isel_lowering_vector import fp_hex_text

            elt_ty = ctx.double_ty if vt == MVT.f64 else ctx.float_ty
            elt = ConstantFP(elt_ty, bits, fp_hex_text(vt, bits))
            constant = ConstantVector(ctx.vector_type(elt_ty, count), [elt] * count)
        self._cp_constants[key] = constant
        return constant

    def lower_fabs_or_fneg(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerFABSorFNEG``: AND with 0x7f.. (fabs), XOR with 0x80.. (fneg), OR for fneg(fabs); the scalar
        is moved into a 128-bit vector so the mask load folds."""
        node = op[0]
        vt = node.vts[0]
        dl = node.debug_loc
        is_fabs = node.opcode == ISD.FABS
        if vt not in (MVT.f32, MVT.f64):
            raise UnsupportedError(None, "fabs/fneg of this type on x86")
        elt_bits = size_in_bits(vt)
        mask_bits = ((1 << (elt_bits - 1)) - 1) if is_fabs else (1 << (elt_bits - 1))
        operand = node.ops[0]
        is_fnabs = not is_fabs and operand[0].opcode == ISD.FABS
        logic = X86ISD.FAND if is_fabs else (X86ISD.FOR if is_fnabs else X86ISD.FXOR)
        if is_fnabs:
            operand = operand[0].ops[0]
        logic_vt = MVT.v2f64 if vt == MVT.f64 else MVT.v4f32
        mask = self._sign_mask_pool(dag, vt, mask_bits)
        vec = dag.get_node(ISD.SCALAR_TO_VECTOR, logic_vt, operand, dl=dl)
        res = dag.get_node(logic, logic_vt, vec, mask, dl=dl)
        return dag.get_node(ISD.EXTRACT_VECTOR_ELT, vt, res, dag.get_int_ptr_constant(0), dl=dl)

    def lower_fcopysign(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerFCOPYSIGN``: (mag & ~sign) | (sgn & sign) with 16-byte masks."""
        node = op[0]
        vt = node.vts[0]
        dl = node.debug_loc
        if vt not in (MVT.f32, MVT.f64):
            raise UnsupportedError(None, "copysign of this type on x86")
        mag, sgn = node.ops
        if _vt(sgn) != vt:
            sgn = dag.get_node(
                ISD.FP_EXTEND if size_in_bits(_vt(sgn)) < size_in_bits(vt) else ISD.FP_ROUND,
                vt,
                sgn,
                *(() if size_in_bits(_vt(sgn)) < size_in_bits(vt) else (dag.get_int_ptr_constant(0, True),)),
                dl=dl,
            )
        bits = size_in_bits(vt)
        sign = 1 << (bits - 1)
        logic_vt = MVT.v2f64 if vt == MVT.f64 else MVT.v4f32
        sign_mask = self._sign_mask_pool(dag, vt, sign)
        mag_mask = self._sign_mask_pool(dag, vt, sign - 1)
        sgn_v = dag.get_node(ISD.SCALAR_TO_VECTOR, logic_vt, sgn, dl=dl)
        sign_bit = dag.get_node(X86ISD.FAND, logic_vt, sgn_v, sign_mask, dl=dl)
        if mag[0].opcode == ISD.ConstantFP:
            mag_bits = mag[0].payload & (sign - 1)
            mag_bits_v = self._sign_mask_pool(dag, vt, mag_bits) if mag_bits else None
            if mag_bits_v is None:
                return dag.get_node(ISD.EXTRACT_VECTOR_ELT, vt, sign_bit, dag.get_int_ptr_constant(0), dl=dl)
            mag_v = mag_bits_v
        else:
            mag_s = dag.get_node(ISD.SCALAR_TO_VECTOR, logic_vt, mag, dl=dl)
            mag_v = dag.get_node(X86ISD.FAND, logic_vt, mag_s, mag_mask, dl=dl)
        res = dag.get_node(X86ISD.FOR, logic_vt, mag_v, sign_bit, dl=dl)
        return dag.get_node(ISD.EXTRACT_VECTOR_ELT, vt, res, dag.get_int_ptr_constant(0), dl=dl)

    def lower_fadd_fsub(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``lowerFaddFsub``: horizontal add/sub needs SSE3; scalar FADD/FSUB are legal as they stand."""
        return op

    # --- overflow and carries ---------------------------------------------------------------------------

    def lower_xaluo(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerXALUO``: the flag-setting arithmetic and ``X86ISD::SETCC`` of its overflow condition."""
        node = op[0]
        cond, value, overflow = self.get_x86_xaluo_op((node, 0), dag)
        setcc = self.get_setcc(cond, overflow, dag, node.debug_loc)
        return dag.get_node(ISD.MERGE_VALUES, node.vts, value, setcc, dl=node.debug_loc)

    def lower_addsubcarry(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerADDSUBCARRY``: recreate CF from the carry-in (add it to -1), then ADC/SBB and SETB (SETO for
        the signed SADDO_CARRY/SSUBO_CARRY)."""
        node = op[0]
        dl = node.debug_loc
        vt = node.vts[0]
        lhs, rhs, carry = node.ops
        cvt = _vt(carry)
        cf = dag.get_node(X86ISD.ADD, (cvt, MVT.i32), carry, dag.get_all_ones_constant(cvt), dl=dl)
        is_add = node.opcode in (ISD.ADDCARRY, ISD.SADDO_CARRY)
        is_signed = node.opcode in (ISD.SADDO_CARRY, ISD.SSUBO_CARRY)
        s = dag.get_node(X86ISD.ADC if is_add else X86ISD.SBB, (vt, MVT.i32), lhs, rhs, (cf[0], 1), dl=dl)
        setcc = self.get_setcc(COND_O if is_signed else COND_B, (s[0], 1), dag, dl)
        if node.vts[1] != MVT.i8:
            setcc = dag.get_node(ISD.ZERO_EXTEND, node.vts[1], setcc, dl=dl)
        return dag.get_node(ISD.MERGE_VALUES, node.vts, s, setcc, dl=dl)

    # --- bit counting -------------------------------------------------------------------------------------

    def lower_cttz(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerCTTZ``: ``BSF`` leaves ZF set and the result undefined for 0: CMOV the bit width in."""
        node = op[0]
        dl = node.debug_loc
        vt = node.vts[0]
        n0 = node.ops[0]
        bsf = dag.get_node(X86ISD.BSF, (vt, MVT.i32), n0, dl=dl)
        if dag.is_known_never_zero(n0):
            return bsf
        # Zero input (ZF set): the bit width.
        ops = (
            bsf,
            dag.get_constant(size_in_bits(vt), vt),
            dag.get_target_constant(COND_E, MVT.i8),
            (bsf[0], 1),
        )
        return dag.get_node(X86ISD.CMOV, vt, *ops, dl=dl)

    def lower_ctlz(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerCTLZ``: ``BSR`` gives the index of the highest set bit; ``ctlz = index ^ (bits - 1)``, with a
        CMOV of ``2*bits - 1`` for a zero input; i8 goes through i32."""
        node = op[0]
        dl = node.debug_loc
        vt = node.vts[0]
        opvt = vt
        num_bits = size_in_bits(vt)
        src = node.ops[0]
        if vt == MVT.i8:  # no 8-bit BSR
            opvt = MVT.i32
            src = dag.get_node(ISD.ZERO_EXTEND, opvt, src, dl=dl)
        bsr = dag.get_node(X86ISD.BSR, (opvt, MVT.i32), src, dl=dl)
        res: SDValue = bsr
        if node.opcode == ISD.CTLZ:
            # Zero input (ZF set): 2*bits-1, which the xor turns into bits.
            ops = (
                bsr,
                dag.get_constant(num_bits + num_bits - 1, opvt),
                dag.get_target_constant(COND_E, MVT.i8),
                (bsr[0], 1),
            )
            res = dag.get_node(X86ISD.CMOV, opvt, *ops, dl=dl)
        res = dag.get_node(ISD.XOR, opvt, res, dag.get_constant(num_bits - 1, opvt), dl=dl)
        if opvt != vt:
            res = dag.get_node(ISD.TRUNCATE, vt, res, dl=dl)
        return res

    def lower_abs(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerABS`` (scalar, with CMOV): ``neg = 0 - x`` sets SF; ``cmovns neg`` else x."""
        node = op[0]
        dl = node.debug_loc
        vt = node.vts[0]
        x = node.ops[0]
        neg = dag.get_node(X86ISD.SUB, (vt, MVT.i32), dag.get_constant(0, vt), x, dl=dl)
        return dag.get_node(
            X86ISD.CMOV, vt, x, neg, dag.get_target_constant(COND_GE, MVT.i8), (neg[0], 1), dl=dl
        )

    def lower_funnel_shift(self, op: SDValue, dag: SelectionDAG) -> SDValue | None:
        """``LowerFunnelShift`` (scalar; SHLD/SHRD are not slow on the supported CPUs).  i8 with a variable
        amount: one 32-bit shift of ``x:y`` (``x << 8 | zext y``) by the masked amount; i8 with a constant
        amount: None (the generic expansion, shifts and an or); i16: X86ISD::FSHL/FSHR of the amount masked to
        4 bits, which the SHLD16/SHRD16 patterns select; i32/i64 are Legal."""
        node = op[0]
        dl = node.debug_loc
        vt = node.vts[0]
        if is_vector(vt):
            raise UnsupportedError(None, "custom lowering of vector funnel shifts on x86")
        x, y, amt = node.ops
        is_fshr = node.opcode == ISD.FSHR
        amt_vt = _vt(amt)
        amt_is_const = amt[0].opcode == ISD.Constant
        if vt == MVT.i8:
            if amt_is_const:
                return None
            mask = dag.get_constant(7, amt_vt)
            hi_shift = dag.get_constant(8, amt_vt)
            x = dag.get_any_ext_or_trunc(x, MVT.i32, dl=dl)
            y = dag.get_zext_or_trunc(y, MVT.i32, dl=dl)
            amt = dag.get_node(ISD.AND, amt_vt, amt, mask, dl=dl)
            res = dag.get_node(ISD.SHL, MVT.i32, x, hi_shift, dl=dl)
            res = dag.get_node(ISD.OR, MVT.i32, res, y, dl=dl)
            if is_fshr:
                res = dag.get_node(ISD.SRL, MVT.i32, res, amt, dl=dl)
            else:
                res = dag.get_node(ISD.SHL, MVT.i32, res, amt, dl=dl)
                res = dag.get_node(ISD.SRL, MVT.i32, res, hi_shift, dl=dl)
            return dag.get_zext_or_trunc(res, vt, dl=dl)
        if vt == MVT.i16:
            amt = dag.get_node(ISD.AND, amt_vt, amt, dag.get_constant(15, amt_vt), dl=dl)
            return dag.get_node(X86ISD.FSHR if is_fshr else X86ISD.FSHL, vt, x, y, amt, dl=dl)
        return op

    def lower_shift_parts(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerShiftParts`` (LLVM calls the generic ``expandShiftParts``): SHLD/SHRD-style funnel shifts and
        a CMOV on bit ``width`` of the amount."""
        node = op[0]
        dl = node.debug_loc
        vt = node.vts[0]
        lo, hi, amt = node.ops
        bits = size_in_bits(vt)
        shamt_vt = _vt(amt)
        safe = dag.get_node(ISD.AND, shamt_vt, amt, dag.get_constant(bits - 1, shamt_vt), dl=dl)
        opc = node.opcode
        if opc == ISD.SHL_PARTS:
            tmp2 = dag.get_node(ISD.FSHL, vt, hi, lo, safe, dl=dl)
            tmp3 = dag.get_node(ISD.SHL, vt, lo, safe, dl=dl)
        else:
            tmp2 = dag.get_node(ISD.FSHR, vt, hi, lo, safe, dl=dl)
            tmp3 = dag.get_node(ISD.SRA if opc == ISD.SRA_PARTS else ISD.SRL, vt, hi, safe, dl=dl)
        and_node = dag.get_node(ISD.AND, shamt_vt, amt, dag.get_constant(bits, shamt_vt), dl=dl)
        cond = dag.get_setcc(MVT.i8, and_node, dag.get_constant(0, shamt_vt), ISD.SETNE, dl=dl)
        if opc == ISD.SHL_PARTS:
            lo_res = dag.get_node(ISD.SELECT, vt, cond, dag.get_constant(0, vt), tmp3, dl=dl)
            hi_res = dag.get_node(ISD.SELECT, vt, cond, tmp3, tmp2, dl=dl)
        else:
            fill = (
                dag.get_node(ISD.SRA, vt, hi, dag.get_constant(bits - 1, shamt_vt), dl=dl)
                if opc == ISD.SRA_PARTS
                else dag.get_constant(0, vt)
            )
            lo_res = dag.get_node(ISD.SELECT, vt, cond, tmp3, tmp2, dl=dl)
            hi_res = dag.get_node(ISD.SELECT, vt, cond, fill, tmp3, dl=dl)
        return dag.get_merge_values((lo_res, hi_res), dl=dl)

    def lower_build_vector(self, op: SDValue, dag: SelectionDAG) -> SDValue | None:
        """``LowerBUILD_VECTOR``: constant vectors use the default expansion (a constant-pool load)."""
        node = op[0]
        if all(o[0].opcode in (ISD.Constant, ISD.ConstantFP, ISD.UNDEF) for o in node.ops):
            return None
        raise UnsupportedError(None, "non-constant build_vector on x86")

    def lower_extract_vector_elt(self, op: SDValue, dag: SelectionDAG) -> SDValue | None:
        """``LowerEXTRACT_VECTOR_ELT`` (SSE2): element 0 of a 32/64-bit element vector is a register copy
        (legal as it stands); i16 element 0 through an i32 extract; a variable index goes through memory."""
        node = op[0]
        vec, idx = node.ops
        vt = node.vts[0]
        if idx[0].opcode != ISD.Constant:
            return None
        index = idx[0].payload[0]
        dl = node.debug_loc
        if vt == MVT.i16 and index == 0:
            cast = dag.get_node(ISD.BITCAST, MVT.v4i32, vec, dl=dl)
            ext = dag.get_node(ISD.EXTRACT_VECTOR_ELT, MVT.i32, cast, idx, dl=dl)
            return dag.get_node(ISD.TRUNCATE, MVT.i16, ext, dl=dl)
        if vt == MVT.i16:
            ext = dag.get_node(X86ISD.PEXTRW, MVT.i32, vec, dag.get_target_constant(index, MVT.i8), dl=dl)
            return dag.get_node(ISD.TRUNCATE, vt, ext, dl=dl)
        if size_in_bits(vt) in (32, 64) and index == 0:
            return op
        raise UnsupportedError(None, "extract of a non-zero vector element on x86")

    def lower_fp_round_extend(self, op: SDValue, dag: SelectionDAG) -> SDValue | None:
        """``LowerFP_ROUND``/``LowerFP_EXTEND``: legal between f32, f64 and f80; f128 needs library calls."""
        node = op[0]
        if node.vts[0] == MVT.f128 or _vt(node.ops[0]) == MVT.f128:
            raise UnsupportedError(None, "fp128 conversion on x86")
        return op

    def lower_setcccarry(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerSETCCCARRY``: recreate CF from the carry, SBB the operands, SETcc the flags."""
        node = op[0]
        lhs, rhs, carry, cond = node.ops
        dl = node.debug_loc
        cc = _translate_integer_x86cc(cond[0].payload)
        cvt = _vt(carry)
        carry = dag.get_node(X86ISD.ADD, (cvt, MVT.i32), carry, dag.get_all_ones_constant(cvt), dl=dl)
        cmp = dag.get_node(X86ISD.SBB, (_vt(lhs), MVT.i32), lhs, rhs, (carry[0], 1), dl=dl)
        return self.get_setcc(cc, (cmp[0], 1), dag, dl)

    def get_tls_model(self, gv: Any) -> str:
        """``TargetMachine::getTLSModel``: general/local dynamic in shared libraries, initial/local exec in
        executables, or a stronger model the global asks for."""
        local = self.should_assume_dso_local(gv)
        if self.tm.is_position_independent():
            model = "local-dynamic" if local else "general-dynamic"
        else:
            model = "local-exec" if local else "initial-exec"
        order = ("general-dynamic", "local-dynamic", "initial-exec", "local-exec")
        selected = {1: "general-dynamic", 2: "local-dynamic", 3: "initial-exec", 4: "local-exec"}.get(
            getattr(gv, "thread_local", 0)
        )
        if selected is not None and order.index(selected) > order.index(model):
            return selected
        return model

    def lower_global_tls_address(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerGlobalTLSAddress`` for the exec models on ELF: the thread pointer (a load from %fs:0) plus
        the variable's offset (``@TPOFF`` immediate, or ``@GOTTPOFF`` loaded RIP-relative)."""
        node = op[0]
        dl = node.debug_loc
        gv, offset, _tf = node.payload
        model = self.get_tls_model(gv)
        if model not in ("initial-exec", "local-exec"):
            raise UnsupportedError(None, f"thread-local storage model {model} on x86")
        ptr_vt = self._ptr_vt()
        is64 = self.is_64bit
        tp_mmo = MachineMemOperand(
            MOLoad, 8 if is64 else 4, 8 if is64 else 4, addr_space=257 if is64 else 256
        )
        thread_pointer = dag.get_load(
            ptr_vt, dag.get_entry_node(), dag.get_int_ptr_constant(0), tp_mmo, dl=dl
        )
        wrapper = X86ISD.Wrapper
        if model == "local-exec":
            flags = X86II.MO_TPOFF if is64 else X86II.MO_NTPOFF
        elif is64:
            flags = X86II.MO_GOTTPOFF
            wrapper = X86ISD.WrapperRIP
        else:
            flags = X86II.MO_GOTNTPOFF if self.tm.is_position_independent() else X86II.MO_INDNTPOFF
        tga = dag.get_global_address(gv, ptr_vt, offset, is_target=True, target_flags=flags, is_tls=True)
        off = dag.get_node(wrapper, ptr_vt, tga, dl=dl)
        if model == "initial-exec":
            if self.tm.is_position_independent() and not is64:
                off = dag.get_node(
                    ISD.ADD, ptr_vt, dag.get_node(X86ISD.GlobalBaseReg, ptr_vt, dl=dl), off, dl=dl
                )
            off = self._got_load(dag, off, dl)
        return dag.get_node(ISD.ADD, ptr_vt, thread_pointer, off, dl=dl)

    def should_expand_atomic_rmw_in_ir(self, rmw: Any) -> int:
        """``X86TargetLowering::shouldExpandAtomicRMWInIR``: xchg/add/sub never (XCHG, LOCK XADD); and/or/xor
        only when the old value is used (else a LOCK-prefixed ALU op); nand, min/max and FP always need a
        CMPXCHG loop.  Wider than the native 64 bits is left to the legalizer."""
        ty = rmw.type
        bits = FP_BITS.get(ty.tid) if ty.is_floating_point() else ty.bits
        if bits is not None and bits > 64:
            return AtomicExpansionKind.None_
        op: str = RMW_NAMES[int(rmw.pred)]
        if op in ("xchg", "add", "sub"):
            return AtomicExpansionKind.None_
        if op in ("or", "and", "xor"):
            return AtomicExpansionKind.CmpXChg if rmw.uses else AtomicExpansionKind.None_
        return AtomicExpansionKind.CmpXChg

    def lower_atomic_store(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerATOMIC_STORE``: a plain MOV unless sequentially consistent, which becomes an XCHG
        (ATOMIC_SWAP) whose chain replaces the store."""
        node = op[0]
        mmo = node.mem_operand
        seq_cst = mmo is not None and getattr(mmo, "ordering", 0) == 7
        mem_vt = node.payload[2] if isinstance(node.payload, tuple) else _vt(node.ops[2])
        if not seq_cst and self.is_type_legal(mem_vt):
            return op
        chain, ptr, val = node.ops
        swap = dag.get_mem_intrinsic_node(
            ISD.ATOMIC_SWAP, (mem_vt, MVT.Other), (chain, ptr, val), mem_vt, mmo, dl=node.debug_loc
        )
        return (swap[0], 1)

    def lower_atomic_arith(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``lowerAtomicArith``: with the old value used only ``atomic_load_add`` (LOCK XADD) remains
        (``sub`` becomes ``add`` of the negation); with it unused, a LOCK-prefixed ``X86ISD::LADD`` ...
        memory node."""
        node = op[0]
        dl = node.debug_loc
        vt = node.vts[0]
        chain, ptr, rhs = node.ops
        mmo = node.mem_operand
        opc = node.opcode
        if node.has_any_use_of_value(0):
            if opc == ISD.ATOMIC_LOAD_SUB:
                neg = dag.get_node(ISD.SUB, vt, dag.get_constant(0, vt), rhs, dl=dl)
                return dag.get_mem_intrinsic_node(
                    ISD.ATOMIC_LOAD_ADD, (vt, MVT.Other), (chain, ptr, neg), vt, mmo, dl=dl
                )
            if opc != ISD.ATOMIC_LOAD_ADD:
                err = UnsupportedError(
                    None, "atomicrmw with a used result other than add (needs AtomicExpand)"
                )
                err.node = node  # type: ignore[attr-defined]
                raise err
            return op
        new_opc = {
            ISD.ATOMIC_LOAD_ADD: X86ISD.LADD,
            ISD.ATOMIC_LOAD_SUB: X86ISD.LSUB,
            ISD.ATOMIC_LOAD_OR: X86ISD.LOR,
            ISD.ATOMIC_LOAD_XOR: X86ISD.LXOR,
            ISD.ATOMIC_LOAD_AND: X86ISD.LAND,
        }[opc]
        lock = dag.get_mem_intrinsic_node(new_opc, (MVT.i32, MVT.Other), (chain, ptr, rhs), vt, mmo, dl=dl)
        return dag.get_node(ISD.MERGE_VALUES, node.vts, dag.get_undef(vt), (lock[0], 1), dl=dl)

    def lower_cmp_swap(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerCMP_SWAP``: the expected value in AL/AX/EAX/RAX, ``X86ISD::LCMPXCHG_DAG`` (LOCK CMPXCHG),
        the old value read back from the accumulator and success as SETE of EFLAGS."""
        node = op[0]
        dl = node.debug_loc
        vt = node.vts[0]
        regs = {MVT.i8: (R.AL, 1), MVT.i16: (R.AX, 2), MVT.i32: (R.EAX, 4), MVT.i64: (R.RAX, 8)}
        if vt not in regs:
            raise UnsupportedError(None, "cmpxchg of this width on x86")
        reg, size = regs[vt]
        chain, ptr, expected, new = node.ops
        cp_in = dag.get_node(
            ISD.CopyToReg, (MVT.Other, MVT.Glue), chain, dag.get_register(reg, vt), expected, dl=dl
        )
        ops = ((cp_in[0], 0), ptr, new, dag.get_target_constant(size, MVT.i8), (cp_in[0], 1))
        result = dag.get_mem_intrinsic_node(
            X86ISD.LCMPXCHG_DAG, (MVT.Other, MVT.Glue), ops, vt, node.mem_operand, dl=dl
        )
        cp_out = dag.get_copy_from_reg((result[0], 0), reg, vt, glue=(result[0], 1), dl=dl)
        eflags = dag.get_copy_from_reg((cp_out[0], 1), R.EFLAGS, MVT.i32, glue=(cp_out[0], 2), dl=dl)
        success = self.get_setcc(COND_E, eflags, dag, dl)
        if node.vts[1] != MVT.i8:
            success = dag.get_node(
                ISD.ZERO_EXTEND if size_in_bits(node.vts[1]) > 8 else ISD.TRUNCATE,
                node.vts[1],
                success,
                dl=dl,
            )
        return dag.get_node(ISD.MERGE_VALUES, node.vts, cp_out, success, (eflags[0], 1), dl=dl)

    def lower_parity(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerPARITY``: fold the value down to one byte with XORs (i64 halves, then 16-bit halves in 32
        bits, then the two low bytes with a flag-setting 8-bit XOR) and read PF with SETNP."""
        node = op[0]
        dl = node.debug_loc
        vt = node.vts[0]
        x = node.ops[0]
        bits = size_in_bits(vt)
        if vt == MVT.i8 or dag.masked_value_is_zero(x, ((1 << bits) - 1) & ~0xFF):
            x8 = dag.get_node(ISD.TRUNCATE, MVT.i8, x, dl=dl)
            flags = dag.get_node(X86ISD.CMP, MVT.i32, x8, dag.get_constant(0, MVT.i8), dl=dl)
            return dag.get_node(ISD.ZERO_EXTEND, vt, self.get_setcc(COND_NP, flags, dag, dl), dl=dl)
        if vt == MVT.i64:
            hi = dag.get_node(
                ISD.TRUNCATE,
                MVT.i32,
                dag.get_node(ISD.SRL, MVT.i64, x, dag.get_constant(32, MVT.i8), dl=dl),
                dl=dl,
            )
            lo = dag.get_node(ISD.TRUNCATE, MVT.i32, x, dl=dl)
            x = dag.get_node(ISD.XOR, MVT.i32, lo, hi, dl=dl)
        if vt != MVT.i16:
            hi16 = dag.get_node(ISD.SRL, MVT.i32, x, dag.get_constant(16, MVT.i8), dl=dl)
            x = dag.get_node(ISD.XOR, MVT.i32, x, hi16, dl=dl)
        else:
            x = dag.get_node(ISD.ZERO_EXTEND, MVT.i32, x, dl=dl)
        hi = dag.get_node(
            ISD.TRUNCATE, MVT.i8, dag.get_node(ISD.SRL, MVT.i32, x, dag.get_constant(8, MVT.i8), dl=dl), dl=dl
        )
        lo = dag.get_node(ISD.TRUNCATE, MVT.i8, x, dl=dl)
        flags = (dag.get_node(X86ISD.XOR, (MVT.i8, MVT.i32), lo, hi, dl=dl)[0], 1)
        return dag.get_node(ISD.ZERO_EXTEND, vt, self.get_setcc(COND_NP, flags, dag, dl), dl=dl)

    def lower_lrint(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerLRINT``: CVTSS2SI/CVTSD2SI (current rounding mode) as they stand; x87 needs FIST."""
        if _vt(op[0].ops[0]) in (MVT.f32, MVT.f64):
            return op
        raise UnsupportedError(None, "lrint of x87 long double")

    def lower_atomic_fence(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        """``LowerATOMIC_FENCE``: only a sequentially consistent cross-thread fence needs MFENCE; any other
        fence is a compiler barrier (``X86ISD::MEMBARRIER``)."""
        node = op[0]
        ordering = node.ops[1][0].payload[0] if len(node.ops) > 1 else 7
        scope = node.ops[2][0].payload[0] if len(node.ops) > 2 else 1
        if ordering == 7 and scope == 1:
            return dag.get_node(X86ISD.MFENCE, MVT.Other, node.ops[0], dl=node.debug_loc)
        return dag.get_node(X86ISD.MEMBARRIER, MVT.Other, node.ops[0], dl=node.debug_loc)

    def lower_intrinsic_wo_chain(self, op: SDValue, dag: SelectionDAG) -> SDValue | None:
        """``LowerINTRINSIC_WO_CHAIN``: none of the scalar intrinsics need target lowering yet."""
        raise UnsupportedError(None, "x86 target intrinsic without chain")

    # ================================================================================================
    # perform_dag_combine
    # ================================================================================================

    def perform_dag_combine(self, node: SDNode, dci: Any) -> SDValue | None:
        """``PerformDAGCombine``: the x86 combines that shape scalar code: flag reuse for SETCC/BRCOND/CMOV
        (``combineSetCCEFLAGS``: a compare of a SETCC with 0 reads the original flags), constant CMOV arms,
        and ``(X86ISD::SUB x, y)`` with an unused value merged into an existing SUB."""
        opc = node.opcode
        dag = getattr(dci, "dag", None)
        if dag is None:
            return None
        if opc == X86ISD.SETCC:
            return self._combine_x86_setcc(node, dag)
        if opc == X86ISD.BRCOND:
            return self._combine_brcond(node, dag)
        if opc == X86ISD.CMOV:
            return self._combine_cmov(node, dag)
        if opc == ISD.MUL:
            return self._combine_mul(node, dci, dag)
        if opc == ISD.XOR:
            return self._fold_xor1_setcc(node, dag)
        if opc in (ISD.FMAXNUM, ISD.FMINNUM):
            return self._combine_fminnum_fmaxnum(node, dag)
        return None

    def _combine_fminnum_fmaxnum(self, node: SDNode, dag: SelectionDAG) -> SDValue | None:
        """``combineFMinNumFMaxNum`` (scalar f32/f64): X86ISD::FMAX/FMIN return their second operand when either
        input is a NaN, so ``fmaxnum a, b`` is ``select (setuo a, a), b, (X86ISD::FMAX b, a)``; a plain FMAX/FMIN
        with nnan or an operand known not to be a NaN (that one second)."""
        vt = node.vts[0]
        if vt not in (MVT.f32, MVT.f64):
            return None
        op0, op1 = node.ops
        dl = node.debug_loc
        mm = X86ISD.FMAX if node.opcode == ISD.FMAXNUM else X86ISD.FMIN
        if node.flags & 8 or _known_never_nan(op1):  # SDNodeFlags.NoNaNs
            return dag.get_node(mm, vt, op0, op1, dl=dl, flags=node.flags)
        if _known_never_nan(op0):
            return dag.get_node(mm, vt, op1, op0, dl=dl, flags=node.flags)
        fn = dag.mf.function if dag.mf is not None else None
        if fn is not None and fn.attrs.fn.has("minsize"):
            return None
        min_or_max = dag.get_node(mm, vt, op1, op0, dl=dl)
        is_op0_nan = dag.get_setcc(self.get_setcc_result_type(vt), op0, op0, ISD.SETUO, dl)
        return dag.get_select(vt, is_op0_nan, op1, min_or_max, dl)

    def _check_bool_test_setcc_cc(self, eflags: SDValue, cc: int) -> tuple[SDValue, int] | None:
        """``checkBoolTestSetCCCombine``: ``CMP (SETCC cc' flags), 0`` tested with E/NE reads ``flags`` with
        ``cc'`` (NE) or its opposite (E)."""
        if cc not in (COND_E, COND_NE):
            return None
        n = eflags[0]
        if n.opcode != X86ISD.CMP or not _is_null(n.ops[1]):
            return None
        setcc = n.ops[0]
        while setcc[0].opcode in (ISD.ZERO_EXTEND, ISD.TRUNCATE, ISD.ANY_EXTEND) or (
            setcc[0].opcode == ISD.AND and _is_one(setcc[0].ops[1])
        ):
            setcc = setcc[0].ops[0]
        # (xor (SETCC cc' flags), 1) used once: what foldXor1SetCC makes of it before LLVM's combiner reaches
        # the compare (it combines operands first), SETCC of the opposite of cc'.
        flip = (
            setcc[0].opcode == ISD.XOR
            and _is_one(setcc[0].ops[1])
            and _has_one_use(setcc)
            and setcc[0].ops[0][0].opcode == X86ISD.SETCC
            and _has_one_use(setcc[0].ops[0])
        )
        if flip:
            setcc = setcc[0].ops[0]
        if setcc[0].opcode != X86ISD.SETCC:
            return None
        inner_cc = setcc[0].ops[0][0].payload[0]
        if flip:
            inner_cc = get_opposite_branch_condition(inner_cc)
        if cc == COND_E:
            inner_cc = get_opposite_branch_condition(inner_cc)
        return setcc[0].ops[1], inner_cc

    def _fold_xor1_setcc(self, node: SDNode, dag: SelectionDAG) -> SDValue | None:
        """``foldXor1SetCC`` (of ``combineXor``): ``xor (X86ISD::SETCC cc, flags), 1`` with the SETCC used once
        is the SETCC of the opposite condition."""
        lhs, rhs = node.ops
        if not _is_one(rhs) or lhs[0].opcode != X86ISD.SETCC or not _has_one_use(lhs):
            return None
        cc = get_opposite_branch_condition(lhs[0].ops[0][0].payload[0])
        return self.get_setcc(cc, lhs[0].ops[1], dag, node.debug_loc)

    def _combine_x86_setcc(self, node: SDNode, dag: SelectionDAG) -> SDValue | None:
        cc = node.ops[0][0].payload[0]
        res = self._check_bool_test_setcc_cc(node.ops[1], cc)
        if res is None:
            return None
        flags, new_cc = res
        return self.get_setcc(new_cc, flags, dag, node.debug_loc)

    def _combine_brcond(self, node: SDNode, dag: SelectionDAG) -> SDValue | None:
        chain, dest, ccv, eflags = node.ops
        res = self._check_bool_test_setcc_cc(eflags, ccv[0].payload[0])
        if res is None:
            return None
        flags, new_cc = res
        return dag.get_node(
            X86ISD.BRCOND,
            MVT.Other,
            chain,
            dest,
            dag.get_target_constant(new_cc, MVT.i8),
            flags,
            dl=node.debug_loc,
        )

    def _combine_cmov(self, node: SDNode, dag: SelectionDAG) -> SDValue | None:
        """``combineCMov``: simplified flags; a select between two integer constants as arithmetic on the
        SETCC (``c ? 8 : 0`` -> ``zext(setcc) << 3``, ``c ? k+1 : k`` -> ``zext(setcc) + k``, LEA-able
        differences 1,2,3,4,5,8,9)."""
        false_op, true_op, ccv, cond = node.ops
        cc = ccv[0].payload[0]
        dl = node.debug_loc
        vt = node.vts[0]
        if false_op == true_op:
            return false_op
        res = self._check_bool_test_setcc_cc(cond, cc)
        if res is not None:
            flags, new_cc = res
            if vt != MVT.f80:
                return dag.get_node(
                    X86ISD.CMOV, vt, false_op, true_op, dag.get_target_constant(new_cc, MVT.i8), flags, dl=dl
                )
        if _is_const(true_op) and _is_const(false_op):
            tval, fval = true_op[0].payload[0], false_op[0].payload[0]
            if tval < fval:
                cc = get_opposite_branch_condition(cc)
                tval, fval = fval, tval
                true_op, false_op = false_op, true_op
            if fval == 0 and tval & (tval - 1) == 0:
                r = self.get_setcc(cc, cond, dag, dl)
                r = dag.get_node(ISD.ZERO_EXTEND, vt, r, dl=dl)
                return dag.get_node(ISD.SHL, vt, r, dag.get_constant(tval.bit_length() - 1, MVT.i8), dl=dl)
            if fval + 1 == tval:
                r = self.get_setcc(cc, cond, dag, dl)
                r = dag.get_node(ISD.ZERO_EXTEND, vt, r, dl=dl)
                return dag.get_node(ISD.ADD, vt, r, false_op, dl=dl)
            if vt in (MVT.i32, MVT.i64):
                diff = (tval - fval) & ((1 << size_in_bits(vt)) - 1)
                if diff in (1, 2, 3, 4, 5, 8, 9):
                    r = self.get_setcc(cc, cond, dag, dl)
                    r = dag.get_node(ISD.ZERO_EXTEND, vt, r, dl=dl)
                    if diff != 1:
                        r = dag.get_node(ISD.MUL, vt, r, dag.get_constant(diff, vt), dl=dl)
                    if fval != 0:
                        r = dag.get_node(ISD.ADD, vt, r, false_op, dl=dl)
                    return r
        return None

    def _combine_mul(self, node: SDNode, dci: Any, dag: SelectionDAG) -> SDValue | None:
        """``combineMul`` (scalar): multiplications by constants as LEA (``X86ISD::MUL_IMM`` 3/5/9), shifts,
        adds and subs, after type legalization."""
        if dci.is_before_legalize() or dag.opt_level == 0:
            return None
        vt = node.vts[0]
        if vt not in (MVT.i32, MVT.i64):
            return None
        x, c = node.ops
        if not _is_const(c):
            return None
        bits = size_in_bits(vt)
        uval = c[0].payload[0]
        if uval & (uval - 1) == 0:
            return None
        sval = c[0].const_sext_value
        amt = -sval if sval < 0 else sval
        dl = node.debug_loc

        def pow2(v: int) -> bool:
            return v > 0 and v & (v - 1) == 0

        def log2(v: int) -> int:
            return v.bit_length() - 1

        zero = dag.get_constant(0, vt)
        if amt in (3, 5, 9):
            r = dag.get_node(X86ISD.MUL_IMM, vt, x, dag.get_constant(amt, vt), dl=dl)
            return dag.get_node(ISD.SUB, vt, zero, r, dl=dl) if sval < 0 else r
        m1 = m2 = 0
        for f in (9, 5, 3):
            if amt % f == 0:
                m1, m2 = f, amt // f
                break
        r = None
        if m2 and (pow2(m2) or (sval >= 0 and m2 in (3, 5, 9))):
            if pow2(m2) and not (sval >= 0 and len(node.uses) == 1 and node.uses[0].opcode == ISD.ADD):
                m1, m2 = m2, m1
            if pow2(m1):
                r = dag.get_node(ISD.SHL, vt, x, dag.get_constant(log2(m1), MVT.i8), dl=dl)
            else:
                r = dag.get_node(X86ISD.MUL_IMM, vt, x, dag.get_constant(m1, vt), dl=dl)
            if pow2(m2):
                r = dag.get_node(ISD.SHL, vt, r, dag.get_constant(log2(m2), MVT.i8), dl=dl)
            else:
                r = dag.get_node(X86ISD.MUL_IMM, vt, r, dag.get_constant(m2, vt), dl=dl)
            if sval < 0:
                r = dag.get_node(ISD.SUB, vt, zero, r, dl=dl)
            return r
        r = self._combine_mul_special(uval & ((1 << bits) - 1), node, dag, vt, dl)
        if r is not None:
            return r
        if pow2(amt - 1):
            r = dag.get_node(
                ISD.ADD,
                vt,
                x,
                dag.get_node(ISD.SHL, vt, x, dag.get_constant(log2(amt - 1), MVT.i8), dl=dl),
                dl=dl,
            )
            return dag.get_node(ISD.SUB, vt, zero, r, dl=dl) if sval < 0 else r
        if pow2(amt + 1):
            r = dag.get_node(ISD.SHL, vt, x, dag.get_constant(log2(amt + 1), MVT.i8), dl=dl)
            return (
                dag.get_node(ISD.SUB, vt, x, r, dl=dl) if sval < 0 else dag.get_node(ISD.SUB, vt, r, x, dl=dl)
            )
        if sval >= 2 and pow2(sval - 2):
            r = dag.get_node(ISD.SHL, vt, x, dag.get_constant(log2(sval - 2), MVT.i8), dl=dl)
            r = dag.get_node(ISD.ADD, vt, r, x, dl=dl)
            return dag.get_node(ISD.ADD, vt, r, x, dl=dl)
        if sval >= 2 and pow2(sval + 2):
            r = dag.get_node(ISD.SHL, vt, x, dag.get_constant(log2(sval + 2), MVT.i8), dl=dl)
            r = dag.get_node(ISD.SUB, vt, r, x, dl=dl)
            return dag.get_node(ISD.SUB, vt, r, x, dl=dl)
        return None

    def _combine_mul_special(
        self, mul_amt: int, node: SDNode, dag: SelectionDAG, vt: int, dl: Any
    ) -> SDValue | None:
        """``combineMulSpecial``: two-LEA (plus add/sub/shift) sequences for 11, 21, 41, 22, 19, 37, 73, 13,
        23, 26, 28, 29."""
        x = node.ops[0]

        def mul_imm(v: SDValue, k: int) -> SDValue:
            return dag.get_node(X86ISD.MUL_IMM, vt, v, dag.get_constant(k, vt), dl=dl)

        def combine_mul_mul_add_or_sub(mul1: int, mul2: int, add: bool) -> SDValue:
            r = mul_imm(mul_imm(x, mul1), mul2)
            return dag.get_node(ISD.ADD if add else ISD.SUB, vt, r, x, dl=dl)

        def combine_mul_shl_add_or_sub(mult: int, shift: int, add: bool) -> SDValue:
            r = mul_imm(x, mult)
            r = dag.get_node(ISD.SHL, vt, r, dag.get_constant(shift, MVT.i8), dl=dl)
            return dag.get_node(ISD.ADD if add else ISD.SUB, vt, r, x, dl=dl)

        shl_add = {
            11: (5, 1, True),
            21: (5, 2, True),
            41: (5, 3, True),
            19: (9, 1, True),
            37: (9, 2, True),
            73: (9, 3, True),
            13: (3, 2, True),
            23: (3, 3, False),
        }
        if mul_amt in shl_add:
            return combine_mul_shl_add_or_sub(*shl_add[mul_amt])
        if mul_amt == 22:
            return dag.get_node(ISD.ADD, vt, x, combine_mul_shl_add_or_sub(5, 2, True), dl=dl)
        if mul_amt == 26:
            return combine_mul_mul_add_or_sub(5, 5, True)
        if mul_amt == 28:
            return combine_mul_mul_add_or_sub(9, 3, True)
        if mul_amt == 29:
            return dag.get_node(ISD.ADD, vt, x, combine_mul_mul_add_or_sub(9, 3, True), dl=dl)
        # A power of two plus 2/4/8: a shift and one LEA.
        rest = mul_amt & (mul_amt - 1)
        if rest and rest & (rest - 1) == 0:
            scale_shift = (mul_amt & -mul_amt).bit_length() - 1
            shift_amt = rest.bit_length() - 1
            if 1 <= scale_shift < 4:
                shift1 = dag.get_node(ISD.SHL, vt, x, dag.get_constant(shift_amt, MVT.i8), dl=dl)
                shift2 = dag.get_node(ISD.SHL, vt, x, dag.get_constant(scale_shift, MVT.i8), dl=dl)
                return dag.get_node(ISD.ADD, vt, shift1, shift2, dl=dl)
        return None


_X86_COMMUTATIVE: Final = frozenset(
    (
        X86ISD.FAND,
        X86ISD.FOR,
        X86ISD.FXOR,
        X86ISD.FMAXC,
        X86ISD.FMINC,
        X86ISD.PCMPEQ,
        X86ISD.ADD,
        X86ISD.AND,
        X86ISD.OR,
        X86ISD.XOR,
        X86ISD.SMUL,
        X86ISD.UMUL,
    )
)

_FLAG_OPS: Final = {
    ISD.ADD: X86ISD.ADD,
    ISD.SUB: X86ISD.SUB,
    ISD.XOR: X86ISD.XOR,
    ISD.AND: X86ISD.AND,
    ISD.OR: X86ISD.OR,
}


def _has_non_flags_use(op: SDValue) -> bool:
    """``hasNonFlagsUse``: a use other than BRCOND, SETCC or a SELECT condition (looking through a
    single-use truncate)."""
    node = op[0]
    for user in node.uses:
        operand_nos = [i for i, o in enumerate(user.ops) if o[0] is node]
        for opno in operand_nos:
            u = user
            uop = opno
            if u.opcode == ISD.TRUNCATE and len(u.uses) == 1:
                nxt = u.uses[0]
                uop = next(i for i, o in enumerate(nxt.ops) if o[0] is u)
                u = nxt
            if u.opcode != ISD.BRCOND and u.opcode != ISD.SETCC and not (u.opcode == ISD.SELECT and uop == 0):
                return True
    return False


def _is_profitable_to_use_flag_op(op: SDValue) -> bool:
    """``isProfitableToUseFlagOp``: every user is a CopyToReg, SETCC or STORE."""
    for user in op[0].uses:
        if user.opcode not in (ISD.CopyToReg, ISD.SETCC, ISD.STORE):
            return False
    return True


def _is_x86_logical_cmp(v: SDValue) -> bool:
    """``isX86LogicalCmp``."""
    opc = v[0].opcode
    if opc in (X86ISD.CMP, X86ISD.COMI, X86ISD.UCOMI, X86ISD.FCMP):
        return True
    return v[1] == 1 and opc in (
        X86ISD.ADD,
        X86ISD.SUB,
        X86ISD.ADC,
        X86ISD.SBB,
        X86ISD.SMUL,
        X86ISD.UMUL,
        X86ISD.OR,
        X86ISD.XOR,
        X86ISD.AND,
    )


def _is_trunc_with_zero_high_bits_input(v: SDValue, dag: SelectionDAG) -> bool:
    """``isTruncWithZeroHighBitsInput``."""
    if v[0].opcode != ISD.TRUNCATE:
        return False
    src = v[0].ops[0]
    src_bits = size_in_bits(_vt(src))
    bits = size_in_bits(_vt(v))
    mask = ((1 << src_bits) - 1) ^ ((1 << bits) - 1)
    return dag.masked_value_is_zero(src, mask)


def _may_fold_load(v: SDValue) -> bool:
    """``X86::mayFoldLoad`` for scalars: a single-use normal load."""
    return _has_one_use(v) and _is_normal_load(v[0])


def _store_mmo(value: Any, offset: int, size: int) -> MachineMemOperand:
    return MachineMemOperand(MOStore, size, size if offset % size == 0 else 1, value=value, offset=offset)


def _update_node_operands(dag: SelectionDAG, node: SDNode, ops: tuple[SDValue, ...]) -> None:
    """``UpdateNodeOperands`` in place (used to retarget the BR after a split FP branch)."""
    dag._remove_from_cse(node)
    for o in node.ops:
        o[0].uses.remove(node)
    node.ops = ops
    for o in ops:
        o[0].uses.append(node)
    key = (node.opcode, node.vts, node.ops, node.payload)
    if node.vts[-1] != MVT.Glue and key not in dag.cse_map:
        dag.cse_map[key] = node
