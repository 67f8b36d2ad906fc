"""Building the initial SelectionDAG of a basic block (LLVM: lib/CodeGen/SelectionDAG/SelectionDAGBuilder.cpp,
the call/argument part of TargetLowering in the same file, and include/llvm/CodeGen/TargetLowering.h's
``CallLoweringInfo`` / ``ArgListEntry``).

What it is.  :class:`SelectionDAGBuilder` walks the instructions of one IR block and turns each into SDNodes
of the block's :class:`~pyllc.codegen.selection_dag.dag.SelectionDAG`, the way LLVM's builder does: an IR
``add`` becomes an ``ISD.ADD`` node, a ``getelementptr`` the explicit address arithmetic, ``load``/``store``
memory nodes carrying a MachineMemOperand, a ``br`` a ``BRCOND``/``BR`` pair, a call the target's call
sequence (through :func:`lower_call_to` and ``tli.lower_call``), a ``ret`` the target's return node.

Values and blocks.  ``node_map`` holds the SDValue of every IR value of the block.  A value of an aggregate
type is a MERGE_VALUES node (or any node) whose consecutive results are the scalar leaves of the type, in
``compute_value_vts`` order.  Values defined in other blocks are read from their virtual registers
(``CopyFromReg`` from the entry token); values this block defines and others use are copied to their
registers (``CopyToReg``) right after the defining instruction (``copy_to_export_regs_if_needed``), the
chains collected in ``pending_exports``.  Before the terminator the incoming values of the successors' PHIs
are copied to registers and recorded in ``funcinfo.phi_nodes_to_update`` (LLVM's
``HandlePHINodesInSuccessorBlocks``); the selector pass adds them to the PHI instructions afterwards.

Chains.  Loads do not depend on each other: they hang on the current root and their chains collect in
``pending_loads``; a store, call or volatile access first merges them (``get_root``/``get_memory_root``,
a TokenFactor), exactly as LLVM's ``updateRoot``.  Each visited instruction increments ``sd_node_order``,
the IR order stored in the nodes it creates (the -O0 "source order" scheduler sorts by it).

Branches.  Conditional branches and switches go through :class:`CaseBlock` records (LLVM's
``SwitchCG::CaseBlock``) and :meth:`visit_switch_case`; a switch is clustered and lowered as in LLVM
(``switch_lowering_utils``): ranges of equal destination, jump tables, bit tests and, when optimizing, a
balanced binary tree of comparisons.  Blocks it creates are emitted by the selector after the current
block (``SelectionDAGISel.finish_basic_block``).

Anything not handled raises ``UnsupportedError`` naming the instruction or intrinsic.
"""

from __future__ import annotations

from typing import Any, Final, Sequence

from pyllc.codegen.calling_conv_lower import ArgFlags, InputArg, OutputArg
from pyllc.codegen.isd import ISD, SDNodeFlags
from pyllc.codegen.machine import mem_operand as MMO
from pyllc.codegen.machine.mem_operand import MachineMemOperand
from pyllc.codegen.machine.basic_block import (
    PROB_DENOMINATOR,
    UNKNOWN_PROB,
    branch_probability,
    normalize_probabilities,
)
from pyllc.codegen.selection_dag.dag import SelectionDAG
from pyllc.codegen.selection_dag.function_lowering_info import (
    FunctionLoweringInfo,
    compute_value_vts,
    get_value_type,
)
from pyllc.codegen.selection_dag.nodes import SDValue
from pyllc.codegen.value_types import (
    MVT,
    get_integer_vt,
    is_floating_point,
    is_integer,
    is_vector,
    size_in_bits,
    store_size,
)
from pyllc.ir import instructions as I
from pyllc.ir.call_attrs import call_fn_has_attr, called_function
from pyllc.target.lowering import MemOp
from pyllc.ir import types as T
from pyllc.ir.constants import (
    BlockAddress,
    Constant,
    ConstantAggregateZero,
    ConstantArray,
    ConstantDataArray,
    ConstantExpr,
    ConstantFP,
    ConstantInt,
    ConstantPointerNull,
    ConstantStruct,
    ConstantVector,
    UndefValue,
)
from pyllc.ir.intrinsics import READNONE, READONLY, Intrinsic, get_base_name, get_info, lookup_intrinsic_id
from pyllc.ir.module import Function, GlobalValue
from pyllc.ir.module import InternalLinkage as _INTERNAL
from pyllc.ir.module import PrivateLinkage as _PRIVATE
from pyllc.ir.values import Argument, BasicBlock
from pyllc.ir.metadata import MD_dbg, MD_pcsections
from pyllc.support.diagnostics import UnsupportedError
from pyllc.support.bits import sext
from pyllc.codegen.switch_lowering_utils import CaseBlock, CaseConst, lower_switch

# --- IR predicate -> ISD condition code -----------------------------------------------------------------------

_ICMP_CC: Final = {
    32: ISD.SETEQ,
    33: ISD.SETNE,
    34: ISD.SETUGT,
    35: ISD.SETUGE,
    36: ISD.SETULT,
    37: ISD.SETULE,
    38: ISD.SETGT,
    39: ISD.SETGE,
    40: ISD.SETLT,
    41: ISD.SETLE,
}
_FCMP_WITHOUT_NAN: Final = {
    ISD.SETOEQ: ISD.SETEQ,
    ISD.SETUEQ: ISD.SETEQ,
    ISD.SETONE: ISD.SETNE,
    ISD.SETUNE: ISD.SETNE,
    ISD.SETOGT: ISD.SETGT,
    ISD.SETUGT: ISD.SETGT,
    ISD.SETOGE: ISD.SETGE,
    ISD.SETUGE: ISD.SETGE,
    ISD.SETOLT: ISD.SETLT,
    ISD.SETULT: ISD.SETLT,
    ISD.SETOLE: ISD.SETLE,
    ISD.SETULE: ISD.SETLE,
}
_SIGNED_PREDS: Final = frozenset((38, 39, 40, 41))
_UNSIGNED_PREDS: Final = frozenset((34, 35, 36, 37))

_BINARY_ISD: Final = {
    I.Add: ISD.ADD,
    I.Sub: ISD.SUB,
    I.Mul: ISD.MUL,
    I.UDiv: ISD.UDIV,
    I.SDiv: ISD.SDIV,
    I.URem: ISD.UREM,
    I.SRem: ISD.SREM,
    I.And: ISD.AND,
    I.Or: ISD.OR,
    I.Xor: ISD.XOR,
    I.FAdd: ISD.FADD,
    I.FSub: ISD.FSUB,
    I.FMul: ISD.FMUL,
    I.FDiv: ISD.FDIV,
    I.FRem: ISD.FREM,
}
_SHIFT_ISD: Final = {I.Shl: ISD.SHL, I.LShr: ISD.SRL, I.AShr: ISD.SRA}
_CAST_ISD: Final = {
    I.Trunc: ISD.TRUNCATE,
    I.ZExt: ISD.ZERO_EXTEND,
    I.SExt: ISD.SIGN_EXTEND,
    I.FPToUI: ISD.FP_TO_UINT,
    I.FPToSI: ISD.FP_TO_SINT,
    I.UIToFP: ISD.UINT_TO_FP,
    I.SIToFP: ISD.SINT_TO_FP,
    I.FPExt: ISD.FP_EXTEND,
}

#: IR fast-math bits (reassoc nnan ninf nsz arcp contract afn, from ``FMF_SHIFT``) -> SDNodeFlags.
_FMF_TO_SD: Final = (
    SDNodeFlags.AllowReassociation,
    SDNodeFlags.NoNaNs,
    SDNodeFlags.NoInfs,
    SDNodeFlags.NoSignedZeros,
    SDNodeFlags.AllowReciprocal,
    SDNodeFlags.AllowContract,
    SDNodeFlags.ApproximateFuncs,
)

_UNARY_FP_INTRINSICS: Final = {
    Intrinsic.fabs: ISD.FABS,
    Intrinsic.sqrt: ISD.FSQRT,
    Intrinsic.floor: ISD.FFLOOR,
    Intrinsic.ceil: ISD.FCEIL,
    Intrinsic.trunc: ISD.FTRUNC,
    Intrinsic.rint: ISD.FRINT,
    Intrinsic.nearbyint: ISD.FNEARBYINT,
    Intrinsic.round: ISD.FROUND,
    Intrinsic.roundeven: ISD.FROUNDEVEN,
    Intrinsic.sin: ISD.FSIN,
    Intrinsic.cos: ISD.FCOS,
    Intrinsic.exp: ISD.FEXP,
    Intrinsic.exp2: ISD.FEXP2,
    Intrinsic.log: ISD.FLOG,
    Intrinsic.log2: ISD.FLOG2,
    Intrinsic.log10: ISD.FLOG10,
}
_BINARY_INTRINSICS: Final = {
    Intrinsic.smax: ISD.SMAX,
    Intrinsic.smin: ISD.SMIN,
    Intrinsic.umax: ISD.UMAX,
    Intrinsic.umin: ISD.UMIN,
    Intrinsic.uadd_sat: ISD.UADDSAT,
    Intrinsic.sadd_sat: ISD.SADDSAT,
    Intrinsic.usub_sat: ISD.USUBSAT,
    Intrinsic.ssub_sat: ISD.SSUBSAT,
    Intrinsic.ushl_sat: ISD.USHLSAT,
    Intrinsic.sshl_sat: ISD.SSHLSAT,
    Intrinsic.copysign: ISD.FCOPYSIGN,
    Intrinsic.minnum: ISD.FMINNUM,
    Intrinsic.maxnum: ISD.FMAXNUM,
    Intrinsic.minimum: ISD.FMINIMUM,
    Intrinsic.maximum: ISD.FMAXIMUM,
    Intrinsic.pow: ISD.FPOW,
}
_OVERFLOW_INTRINSICS: Final = {
    Intrinsic.uadd_with_overflow: ISD.UADDO,
    Intrinsic.sadd_with_overflow: ISD.SADDO,
    Intrinsic.usub_with_overflow: ISD.USUBO,
    Intrinsic.ssub_with_overflow: ISD.SSUBO,
    Intrinsic.umul_with_overflow: ISD.UMULO,
    Intrinsic.smul_with_overflow: ISD.SMULO,
}
#: Intrinsics that produce no code.
_IGNORED_INTRINSICS: Final = frozenset(
    (
        Intrinsic.dbg_declare,
        Intrinsic.dbg_value,
        Intrinsic.dbg_label,
        Intrinsic.assume,
        Intrinsic.donothing,
        Intrinsic.sideeffect,
        Intrinsic.experimental_noalias_scope_decl,
        Intrinsic.lifetime_start,
        Intrinsic.lifetime_end,
        Intrinsic.invariant_end,
        Intrinsic.annotation,
    )
)
_DEBUG_INTRINSICS: Final = frozenset((Intrinsic.dbg_declare, Intrinsic.dbg_value, Intrinsic.dbg_label))
#: libm functions LLVM turns into nodes when the call only reads memory (``hasOptimizedCodeGen``).
_LIBM_UNARY: Final = {
    "fabs": ISD.FABS,
    "fabsf": ISD.FABS,
    "sqrt": ISD.FSQRT,
    "sqrtf": ISD.FSQRT,
    "floor": ISD.FFLOOR,
    "floorf": ISD.FFLOOR,
    "ceil": ISD.FCEIL,
    "ceilf": ISD.FCEIL,
    "trunc": ISD.FTRUNC,
    "truncf": ISD.FTRUNC,
    "rint": ISD.FRINT,
    "rintf": ISD.FRINT,
    "nearbyint": ISD.FNEARBYINT,
    "nearbyintf": ISD.FNEARBYINT,
    "round": ISD.FROUND,
    "roundf": ISD.FROUND,
    "roundeven": ISD.FROUNDEVEN,
    "roundevenf": ISD.FROUNDEVEN,
    "sin": ISD.FSIN,
    "sinf": ISD.FSIN,
    "cos": ISD.FCOS,
    "cosf": ISD.FCOS,
    "log2": ISD.FLOG2,
    "log2f": ISD.FLOG2,
    "exp2": ISD.FEXP2,
    "exp2f": ISD.FEXP2,
}
_LIBM_BINARY: Final = {
    "copysign": ISD.FCOPYSIGN,
    "copysignf": ISD.FCOPYSIGN,
    "fmin": ISD.FMINNUM,
    "fminf": ISD.FMINNUM,
    "fmax": ISD.FMAXNUM,
    "fmaxf": ISD.FMAXNUM,
}
# Calling conventions (LLVM CallingConv::ID).
CC_C: Final = 0


def _fmf_flags(u: Any) -> int:
    """The SDNodeFlags of an instruction's fast-math flags."""
    fmf = (getattr(u, "flags", 0) >> I.FMF_SHIFT) & I.FMF_FAST
    if not fmf:
        return 0
    out = 0
    for i, bit in enumerate(_FMF_TO_SD):
        if fmf >> i & 1:
            out |= bit
    return out


def _attr_has(attrs: Any, name: str) -> bool:
    return attrs is not None and attrs.has(name)


def call_param_attrs(call: Any, i: int) -> tuple[Any, Any]:
    """The call-site and the callee's attribute sets of parameter ``i``."""
    info = call.extra
    site = info.attrs.param(i) if info is not None and info.attrs is not None else None
    fn = called_function(call)
    decl = fn.attrs.param(i) if fn is not None else None
    return site, decl


def call_param_has_attr(call: Any, i: int, name: str) -> bool:
    """``CallBase::paramHasAttr``: on the call site or on the called function."""
    site, decl = call_param_attrs(call, i)
    return _attr_has(site, name) or _attr_has(decl, name)


def call_param_attr(call: Any, i: int, name: str) -> Any:
    site, decl = call_param_attrs(call, i)
    if site is not None and site.has(name):
        return site.get(name)
    if decl is not None and decl.has(name):
        return decl.get(name)
    return None


def call_ret_has_attr(call: Any, name: str) -> bool:
    """``CallBase::hasRetAttr``."""
    info = call.extra
    if info is not None and info.attrs is not None and info.attrs.ret.has(name):
        return True
    fn = called_function(call)
    return fn is not None and fn.attrs.ret.has(name)


# --- CallLoweringInfo --------------------------------------------------------------------------------------------


class ArgListEntry:
    """One argument of a call being lowered (LLVM: ``TargetLowering::ArgListEntry``).

    ``ty`` is the IR type, or a value type (int) for runtime-library calls made after type legalization.
    """

    __slots__ = (
        "node",
        "ty",
        "is_sext",
        "is_zext",
        "is_inreg",
        "is_nest",
        "is_byval",
        "is_inalloca",
        "is_preallocated",
        "is_returned",
        "is_swiftself",
        "is_swiftasync",
        "is_swifterror",
        "is_cfguardtarget",
        "is_sret",
        "alignment",
        "indirect_type",
    )

    def __init__(
        self, node: SDValue | None = None, ty: Any = None, is_sext: bool = False, is_zext: bool = False
    ) -> None:
        self.node = node
        self.ty = ty
        self.is_sext = is_sext
        self.is_zext = is_zext
        self.is_inreg = False
        self.is_nest = False
        self.is_byval = False
        self.is_inalloca = False
        self.is_preallocated = False
        self.is_returned = False
        self.is_swiftself = False
        self.is_swiftasync = False
        self.is_swifterror = False
        self.is_cfguardtarget = False
        self.is_sret = False
        self.alignment = 0
        self.indirect_type: Any = None

    def set_attributes(self, call: Any, i: int) -> None:
        """``ArgListEntry::setAttributes`` from the call site (and callee) attributes of argument ``i``."""
        has = call_param_has_attr
        self.is_sext = has(call, i, "signext")
        self.is_zext = has(call, i, "zeroext")
        self.is_inreg = has(call, i, "inreg")
        self.is_sret = has(call, i, "sret")
        self.is_nest = has(call, i, "nest")
        self.is_byval = has(call, i, "byval")
        self.is_preallocated = has(call, i, "preallocated")
        self.is_inalloca = has(call, i, "inalloca")
        self.is_returned = has(call, i, "returned")
        self.is_swiftself = has(call, i, "swiftself")
        self.is_swiftasync = has(call, i, "swiftasync")
        self.is_swifterror = has(call, i, "swifterror")
        self.alignment = call_param_attr(call, i, "alignstack") or 0
        self.indirect_type = None
        if self.is_byval:
            self.indirect_type = call_param_attr(call, i, "byval")
            if self.indirect_type is None:
                pointee = getattr(call.operands[i].type, "pointee", None)
                self.indirect_type = pointee
            if not self.alignment:
                self.alignment = call_param_attr(call, i, "align") or 0


class CallLoweringInfo:
    """Everything about one call the target needs to lower it (LLVM: ``TargetLowering::CallLoweringInfo``)."""

    __slots__ = (
        "ret_sext",
        "ret_zext",
        "is_var_arg",
        "is_inreg",
        "does_not_return",
        "is_return_value_used",
        "is_convergent",
        "is_patch_point",
        "is_preallocated",
        "no_merge",
        "is_tail_call",
        "is_post_type_legalization",
        "num_fixed_args",
        "calling_conv",
        "callee",
        "args",
        "dag",
        "dl",
        "cb",
        "outs",
        "out_vals",
        "ins",
        "in_vals",
        "ret_ty",
        "chain",
        "fn_ty",
        "order",
        "discard_result",
    )

    def __init__(self, dag: SelectionDAG) -> None:
        self.dag = dag
        self.ret_sext = False
        self.ret_zext = False
        self.is_var_arg = False
        self.is_inreg = False
        self.does_not_return = False
        self.is_return_value_used = True
        self.is_convergent = False
        self.is_patch_point = False
        self.is_preallocated = False
        self.no_merge = False
        self.is_tail_call = False
        self.is_post_type_legalization = False
        self.num_fixed_args = -1
        self.calling_conv = CC_C
        self.callee: SDValue | None = None
        self.args: list[ArgListEntry] = []
        self.dl: Any = None
        self.cb: Any = None
        self.outs: list[OutputArg] = []
        self.out_vals: list[SDValue] = []
        self.ins: list[InputArg] = []
        self.in_vals: list[SDValue] = []
        #: IR return type, or a value type (int) for post-legalization libcalls; None: void.
        self.ret_ty: Any = None
        self.chain: SDValue | None = None
        self.fn_ty: Any = None
        self.order = 0
        self.discard_result = False

    # LLVM's fluent setters.
    def set_debug_loc(self, dl: Any) -> CallLoweringInfo:
        self.dl = dl
        return self

    def set_chain(self, chain: SDValue) -> CallLoweringInfo:
        self.chain = chain
        return self

    def set_callee(
        self,
        ret_ty: Any,
        fn_ty: Any,
        callee: SDValue,
        args: list[ArgListEntry],
        call: Any,
        calling_conv: int = CC_C,
    ) -> CallLoweringInfo:
        """``setCallee(ResultType, FTy, Target, ArgsList, Call)``."""
        self.ret_ty = ret_ty
        self.fn_ty = fn_ty
        self.is_inreg = call_ret_has_attr(call, "inreg")
        nxt = _next_instruction(call)
        self.does_not_return = call_fn_has_attr(call, "noreturn") or (
            call.opcode != I.Invoke and nxt is not None and nxt.opcode == I.Unreachable
        )
        self.is_var_arg = bool(fn_ty.vararg)
        self.is_return_value_used = bool(call.uses)
        self.ret_sext = call_ret_has_attr(call, "signext")
        self.ret_zext = call_ret_has_attr(call, "zeroext")
        self.no_merge = call_fn_has_attr(call, "nomerge")
        self.callee = callee
        self.calling_conv = call.extra.cc if call.extra is not None else calling_conv
        self.num_fixed_args = len(fn_ty.params or ())
        self.args = args
        self.cb = call
        return self

    def set_lib_callee(
        self, calling_conv: int, ret_ty: Any, callee: SDValue, args: list[ArgListEntry]
    ) -> CallLoweringInfo:
        """``setLibCallee``: a runtime-library call (``ret_ty`` an IR type, a value type or None)."""
        self.ret_ty = ret_ty
        self.calling_conv = calling_conv
        self.callee = callee
        self.num_fixed_args = len(args)
        self.args = args
        return self

    def set_tail_call(self, value: bool = True) -> CallLoweringInfo:
        self.is_tail_call = value
        return self

    def set_var_arg(self, value: bool = True) -> CallLoweringInfo:
        self.is_var_arg = value
        return self

    def set_discard_result(self, value: bool = True) -> CallLoweringInfo:
        self.is_return_value_used = not value
        self.discard_result = value
        return self

    def set_sext_result(self, value: bool = True) -> CallLoweringInfo:
        self.ret_sext = value
        return self

    def set_zext_result(self, value: bool = True) -> CallLoweringInfo:
        self.ret_zext = value
        return self

    def set_no_return(self, value: bool = True) -> CallLoweringInfo:
        self.does_not_return = value
        return self

    def set_is_post_type_legalization(self, value: bool = True) -> CallLoweringInfo:
        self.is_post_type_legalization = value
        return self

    def set_convergent(self, value: bool = True) -> CallLoweringInfo:
        self.is_convergent = value
        return self

    def set_order(self, order: int) -> CallLoweringInfo:
        self.order = order
        return self


def _next_instruction(inst: Any) -> Any:
    bb = getattr(inst, "parent", None)
    if bb is None:
        return None
    insts = bb.instructions
    for i, x in enumerate(insts):
        if x is inst:
            return insts[i + 1] if i + 1 < len(insts) else None
    return None


def _dl_of(dag: SelectionDAG) -> Any:
    funcinfo = getattr(dag, "funcinfo", None)
    if funcinfo is not None and funcinfo.dl is not None:
        return funcinfo.dl
    from pyllc.codegen.selection_dag.function_lowering_info import data_layout_for

    mf = dag.mf
    tm = getattr(mf, "target", None) if mf is not None else None
    return data_layout_for(tm.get_data_layout_string() if tm is not None else "")


def _type_vts(ty: Any, dl: Any) -> tuple[list[int], list[int]]:
    """``ComputeValueVTs`` that also accepts a value type (int) or None (void)."""
    if ty is None:
        return [], []
    if isinstance(ty, int):
        return ([ty] if ty != MVT.isVoid else []), [0]
    return compute_value_vts(ty, dl)


def _vt_abi_align(vt: int, dl: Any) -> int:
    """The ABI alignment of the IR type of ``vt`` (``getABIAlignmentForCallingConv``)."""
    if is_integer(vt) and not is_vector(vt):
        return dl.get_integer_alignment(size_in_bits(vt))
    bits = size_in_bits(vt)
    if vt == MVT.f80:
        return 16
    return max(1, min(bits // 8, 16))


def _is_pointer_ty(ty: Any) -> bool:
    return not isinstance(ty, int) and ty is not None and ty.tid == T.PointerTyID


def get_copy_to_parts(
    dag: SelectionDAG, val: SDValue, num_parts: int, part_vt: int, ext: int = ISD.ANY_EXTEND, order: int = 0
) -> list[SDValue]:
    """``getCopyToParts``: split (or extend) ``val`` into ``num_parts`` values of the register type."""
    value_vt = val[0].vts[val[1]]
    if value_vt == part_vt and num_parts == 1:
        return [val]
    part_bits = size_in_bits(part_vt)
    value_bits = size_in_bits(value_vt)
    if is_vector(value_vt) or is_vector(part_vt):
        return _copy_to_parts_vector(dag, val, num_parts, part_vt, order)
    if num_parts * part_bits > value_bits:
        if is_floating_point(part_vt) and is_floating_point(value_vt):
            val = dag.get_node(ISD.FP_EXTEND, part_vt, val, order=order)
        elif is_integer(part_vt) and is_integer(value_vt):
            value_vt = get_integer_vt(num_parts * part_bits)
            val = dag.get_node(ext, value_vt, val, order=order)
        elif is_integer(part_vt) and is_floating_point(value_vt) and num_parts == 1:
            # An f16/f32 passed in a wider integer register: bitcast then extend.
            ivt = get_integer_vt(value_bits)
            val = dag.get_node(ISD.BITCAST, ivt, val, order=order)
            value_vt = part_vt
            val = dag.get_node(ext, part_vt, val, order=order)
        else:
            raise UnsupportedError(None, "promoting a value to its register type")
    elif part_bits == value_bits:
        if part_vt != value_vt:
            val = dag.get_node(ISD.BITCAST, part_vt, val, order=order)
    elif num_parts * part_bits < value_bits:
        value_vt = get_integer_vt(num_parts * part_bits)
        val = dag.get_node(ISD.TRUNCATE, value_vt, val, order=order)
    if num_parts == 1:
        return [val]
    # Expand into power-of-two many parts by halving with EXTRACT_ELEMENT.
    if num_parts & (num_parts - 1):
        raise UnsupportedError(None, f"splitting a value into {num_parts} register parts")
    vbits = size_in_bits(val[0].vts[val[1]])
    if not is_integer(val[0].vts[val[1]]):
        val = dag.get_node(ISD.BITCAST, get_integer_vt(vbits), val, order=order)
    parts: list[SDValue] = [val] + [val] * (num_parts - 1)
    step = num_parts
    while step > 1:
        for i in range(0, num_parts, step):
            this_bits = step * part_bits // 2
            this_vt = get_integer_vt(this_bits)
            p0 = parts[i]
            parts[i + step // 2] = dag.get_node(
                ISD.EXTRACT_ELEMENT, this_vt, p0, dag.get_int_ptr_constant(1), order=order
            )
            parts[i] = dag.get_node(
                ISD.EXTRACT_ELEMENT, this_vt, p0, dag.get_int_ptr_constant(0), order=order
            )
            if this_bits == part_bits and this_vt != part_vt:
                parts[i] = dag.get_node(ISD.BITCAST, part_vt, parts[i], order=order)
                parts[i + step // 2] = dag.get_node(ISD.BITCAST, part_vt, parts[i + step // 2], order=order)
        step //= 2
    return parts


def get_copy_from_parts(
    dag: SelectionDAG,
    parts: Sequence[SDValue],
    part_vt: int,
    value_vt: int,
    assert_op: int = 0,
    order: int = 0,
) -> SDValue:
    """``getCopyFromParts``: assemble a value of ``value_vt`` from its register parts."""
    num_parts = len(parts)
    val = parts[0]
    if num_parts > 1:
        if is_vector(value_vt):
            return _copy_from_parts_vector(dag, parts, part_vt, value_vt, order)
        if not is_integer(value_vt):
            if is_floating_point(value_vt):
                ivt = get_integer_vt(size_in_bits(value_vt))
                v = get_copy_from_parts(dag, parts, part_vt, ivt, 0, order)
                return dag.get_node(ISD.BITCAST, value_vt, v, order=order)
            raise UnsupportedError(None, "assembling a vector value from register parts")
        part_bits = size_in_bits(part_vt)
        value_bits = size_in_bits(value_vt)
        round_parts = 1 << (num_parts.bit_length() - 1)
        round_bits = part_bits * round_parts
        round_vt = value_vt if round_bits == value_bits else get_integer_vt(round_bits)
        half_vt = get_integer_vt(round_bits // 2)
        if round_parts > 2:
            lo = get_copy_from_parts(dag, parts[: round_parts // 2], part_vt, half_vt, 0, order)
            hi = get_copy_from_parts(dag, parts[round_parts // 2 : round_parts], part_vt, half_vt, 0, order)
        else:
            lo = dag.get_node(ISD.BITCAST, half_vt, parts[0], order=order)
            hi = dag.get_node(ISD.BITCAST, half_vt, parts[1], order=order)
        val = dag.get_node(ISD.BUILD_PAIR, round_vt, lo, hi, order=order)
        if round_parts < num_parts:
            raise UnsupportedError(None, f"assembling a value from {num_parts} register parts")
        part_vt = round_vt
    cur_vt = val[0].vts[val[1]]
    if cur_vt == value_vt:
        return val
    if is_vector(value_vt) or is_vector(cur_vt):
        return _copy_from_parts_vector(dag, [val], cur_vt, value_vt, order)
    if is_integer(cur_vt) and is_floating_point(value_vt):
        if size_in_bits(cur_vt) == size_in_bits(value_vt):
            return dag.get_node(ISD.BITCAST, value_vt, val, order=order)
        # A float passed in a wider integer register: truncate then bitcast.
        ivt = get_integer_vt(size_in_bits(value_vt))
        val = dag.get_node(ISD.TRUNCATE, ivt, val, order=order)
        return dag.get_node(ISD.BITCAST, value_vt, val, order=order)
    if is_integer(value_vt) and is_integer(cur_vt):
        if size_in_bits(value_vt) < size_in_bits(cur_vt):
            if assert_op:
                val = dag.get_node(assert_op, cur_vt, val, dag.get_value_type(value_vt), order=order)
            return dag.get_node(ISD.TRUNCATE, value_vt, val, order=order)
        return dag.get_node(ISD.ANY_EXTEND, value_vt, val, order=order)
    if is_floating_point(value_vt) and is_floating_point(cur_vt):
        if size_in_bits(value_vt) < size_in_bits(cur_vt):
            return dag.get_node(ISD.FP_ROUND, value_vt, val, dag.get_int_ptr_constant(1, True), order=order)
        return dag.get_node(ISD.FP_EXTEND, value_vt, val, order=order)
    if size_in_bits(cur_vt) == size_in_bits(value_vt):
        return dag.get_node(ISD.BITCAST, value_vt, val, order=order)
    raise UnsupportedError(None, "unknown mismatch in assembling a value from register parts")


def _copy_to_parts_vector(
    dag: SelectionDAG, val: SDValue, num_parts: int, part_vt: int, order: int = 0
) -> list[SDValue]:
    """``getCopyToPartsVector``: widen a short vector to its register type, or split a long one into parts."""
    from pyllc.codegen.value_types import vector_element_type, vector_num_elements

    value_vt = val[0].vts[val[1]]
    if num_parts == 1:
        if size_in_bits(part_vt) == size_in_bits(value_vt):
            return [dag.get_node(ISD.BITCAST, part_vt, val, order=order)]
        if (
            is_vector(part_vt)
            and is_vector(value_vt)
            and vector_element_type(part_vt) == vector_element_type(value_vt)
            and vector_num_elements(part_vt) > vector_num_elements(value_vt)
        ):
            n, pn = vector_num_elements(value_vt), vector_num_elements(part_vt)
            if pn % n == 0:
                # widenVectorToPartType: concatenated with undef vectors of the same type.
                undef = dag.get_undef(value_vt)
                return [
                    dag.get_node(ISD.CONCAT_VECTORS, part_vt, val, *([undef] * (pn // n - 1)), order=order)
                ]
            elt = vector_element_type(value_vt)
            ops = [
                dag.get_node(ISD.EXTRACT_VECTOR_ELT, elt, val, dag.get_constant(i, MVT.i64), order=order)
                for i in range(n)
            ]
            ops += [dag.get_undef(elt)] * (pn - n)
            return [dag.get_node(ISD.BUILD_VECTOR, part_vt, *ops, order=order)]
        raise UnsupportedError(None, "passing a vector value in a register of another shape")
    if (
        is_vector(part_vt)
        and is_vector(value_vt)
        and vector_element_type(part_vt) == vector_element_type(value_vt)
        and vector_num_elements(part_vt) * num_parts == vector_num_elements(value_vt)
    ):
        n = vector_num_elements(part_vt)
        return [
            dag.get_node(ISD.EXTRACT_SUBVECTOR, part_vt, val, dag.get_constant(i * n, MVT.i64), order=order)
            for i in range(num_parts)
        ]
    if is_vector(value_vt) and not is_vector(part_vt) and vector_num_elements(value_vt) == num_parts:
        elt = vector_element_type(value_vt)
        out: list[SDValue] = []
        for i in range(num_parts):
            e = dag.get_node(ISD.EXTRACT_VECTOR_ELT, elt, val, dag.get_constant(i, MVT.i64), order=order)
            out += get_copy_to_parts(dag, e, 1, part_vt, ISD.ANY_EXTEND, order)
        return out
    raise UnsupportedError(None, "splitting a vector value into register parts")


def _copy_from_parts_vector(
    dag: SelectionDAG, parts: Sequence[SDValue], part_vt: int, value_vt: int, order: int = 0
) -> SDValue:
    """``getCopyFromPartsVector``: the inverse of :func:`_copy_to_parts_vector`."""
    from pyllc.codegen.value_types import vector_element_type, vector_num_elements

    if len(parts) == 1:
        val = parts[0]
        pvt = val[0].vts[val[1]]
        if pvt == value_vt:
            return val
        if size_in_bits(pvt) == size_in_bits(value_vt):
            return dag.get_node(ISD.BITCAST, value_vt, val, order=order)
        if (
            is_vector(pvt)
            and is_vector(value_vt)
            and vector_element_type(pvt) == vector_element_type(value_vt)
            and vector_num_elements(pvt) > vector_num_elements(value_vt)
        ):
            return dag.get_node(
                ISD.EXTRACT_SUBVECTOR, value_vt, val, dag.get_constant(0, MVT.i64), order=order
            )
        raise UnsupportedError(None, "assembling a vector value from a register of another shape")
    if (
        is_vector(part_vt)
        and vector_element_type(part_vt) == vector_element_type(value_vt)
        and vector_num_elements(part_vt) * len(parts) == vector_num_elements(value_vt)
    ):
        return dag.get_node(ISD.CONCAT_VECTORS, value_vt, *parts, order=order)
    if not is_vector(part_vt) and vector_num_elements(value_vt) == len(parts):
        elt = vector_element_type(value_vt)
        elems = [get_copy_from_parts(dag, [p], part_vt, elt, 0, order) for p in parts]
        return dag.get_node(ISD.BUILD_VECTOR, value_vt, *elems, order=order)
    raise UnsupportedError(None, "assembling a vector value from register parts")


def lower_call_to(tli: Any, cli: CallLoweringInfo) -> tuple[SDValue | None, SDValue | None]:
    """``TargetLowering::LowerCallTo``: split arguments and results into legal register parts, call the
    target's ``lower_call`` and reassemble the results.  Returns ``(result or None, chain)``; the chain is
    None after a tail call (the DAG root is already updated)."""
    dag = cli.dag
    dl = _dl_of(dag)
    ret_vts, _ = _type_vts(cli.ret_ty, dl)
    if cli.is_post_type_legalization:
        split: list[int] = []
        for vt in ret_vts:
            split += [tli.get_register_type(vt)] * tli.get_num_registers(vt)
        ret_vts = split
    cc = cli.calling_conv
    cli.ins = []
    for vt in ret_vts:
        reg_vt = tli.get_register_type_for_calling_conv(cc, vt)
        n = tli.get_num_registers_for_calling_conv(cc, vt)
        for _ in range(n):
            flags = ArgFlags(orig_align=_vt_abi_align(vt, dl))
            if _is_pointer_ty(cli.ret_ty):
                flags.flags |= ArgFlags.Pointer
            if cli.ret_sext:
                flags.flags |= ArgFlags.SExt
            if cli.ret_zext:
                flags.flags |= ArgFlags.ZExt
            if cli.is_inreg:
                flags.flags |= ArgFlags.InReg
            cli.ins.append(InputArg(flags, reg_vt, vt, cli.is_return_value_used))
    cli.outs = []
    cli.out_vals = []
    num_fixed = cli.num_fixed_args if cli.num_fixed_args >= 0 else len(cli.args)
    for i, arg in enumerate(cli.args):
        vts, _ = _type_vts(arg.ty, dl)
        for v, vt in enumerate(vts):
            op = (arg.node[0], arg.node[1] + v)
            f = 0
            if _is_pointer_ty(arg.ty):
                f |= ArgFlags.Pointer
            if arg.is_zext:
                f |= ArgFlags.ZExt
            if arg.is_sext:
                f |= ArgFlags.SExt
            if arg.is_inreg:
                f |= ArgFlags.InReg
            if arg.is_sret:
                f |= ArgFlags.SRet
            if arg.is_byval:
                f |= ArgFlags.ByVal
            if arg.is_nest:
                f |= ArgFlags.Nest
            if arg.is_inalloca:
                f |= ArgFlags.InAlloca
            if arg.is_preallocated:
                f |= ArgFlags.Preallocated
            orig_align = _vt_abi_align(vt, dl)
            flags = ArgFlags(f, orig_align=orig_align)
            if arg.is_byval or arg.is_inalloca or arg.is_preallocated:
                elem = arg.indirect_type
                flags.byval_size = dl.get_type_alloc_size(elem) if elem is not None else 0
                align = arg.alignment
                if not align:
                    align = tli.get_byval_type_alignment(elem, dl)
                flags.mem_align = align
            part_vt = tli.get_register_type_for_calling_conv(cc, vt)
            n = tli.get_num_registers_for_calling_conv(cc, vt)
            ext = ISD.SIGN_EXTEND if arg.is_sext else ISD.ZERO_EXTEND if arg.is_zext else ISD.ANY_EXTEND
            parts = get_copy_to_parts(dag, op, n, part_vt, ext, cli.order)
            for j, part in enumerate(parts):
                pvt = part[0].vts[part[1]]
                pf = flags.copy()
                if n > 1 and j == 0:
                    pf.flags |= ArgFlags.Split
                elif j != 0:
                    pf.orig_align = 1
                    if j == n - 1:
                        pf.flags |= ArgFlags.SplitEnd
                cli.outs.append(OutputArg(pf, pvt, vt, i < num_fixed, i, j * store_size(pvt)))
                cli.out_vals.append(part)
    chain, in_vals = tli.lower_call(cli)
    cli.chain = chain
    cli.in_vals = list(in_vals)
    if cli.is_tail_call:
        dag.set_root(chain)
        return None, None
    assert_op = ISD.AssertSext if cli.ret_sext else ISD.AssertZext if cli.ret_zext else 0
    values: list[SDValue] = []
    cur = 0
    for vt in ret_vts:
        reg_vt = tli.get_register_type_for_calling_conv(cc, vt)
        n = tli.get_num_registers_for_calling_conv(cc, vt)
        values.append(get_copy_from_parts(dag, cli.in_vals[cur : cur + n], reg_vt, vt, assert_op, cli.order))
        cur += n
    if not values:
        return None, chain
    if len(values) == 1:
        return values[0], chain
    return dag.get_node(ISD.MERGE_VALUES, tuple(ret_vts), *values, order=cli.order), chain


# --- RegsForValue ------------------------------------------------------------------------------------------------


def _assert_from_live_out(
    dag: SelectionDAG, p: SDValue, rvt: int, loi: tuple[int, int, int], order: int
) -> SDValue:
    """The tightest AssertZext/AssertSext the known bits of a live-out register allow (LLVM's
    ``RegsForValue::getCopyFromRegs``)."""
    size = size_in_bits(rvt)
    sign_bits, known_zero, _known_one = loi
    lead_zero = 0
    for bit in range(size - 1, -1, -1):
        if known_zero >> bit & 1:
            lead_zero += 1
        else:
            break
    if lead_zero == size:
        return dag.get_constant(0, rvt)
    if lead_zero:
        return dag.get_node(
            ISD.AssertZext, rvt, p, dag.get_value_type(get_integer_vt(size - lead_zero)), order=order
        )
    if sign_bits > 1:
        return dag.get_node(
            ISD.AssertSext, rvt, p, dag.get_value_type(get_integer_vt(size - sign_bits + 1)), order=order
        )
    return p


class RegsForValue:
    """The registers holding one IR value, by legal part (LLVM: ``RegsForValue``)."""

    __slots__ = ("value_vts", "reg_vts", "regs", "reg_counts")

    def __init__(self, tli: Any, dl: Any, reg: int, ty: Any) -> None:
        vts, _ = _type_vts(ty, dl)
        self.value_vts = vts
        self.reg_vts: list[int] = []
        self.regs: list[int] = []
        self.reg_counts: list[int] = []
        for vt in vts:
            n = tli.get_num_registers(vt)
            rvt = tli.get_register_type(vt)
            self.reg_vts.append(rvt)
            self.reg_counts.append(n)
            for _ in range(n):
                self.regs.append(reg)
                reg += 1

    def get_copy_from_regs(
        self, dag: SelectionDAG, chain: SDValue, order: int = 0, funcinfo: Any = None
    ) -> SDValue:
        values: list[SDValue] = []
        part = 0
        for k, value_vt in enumerate(self.value_vts):
            n = self.reg_counts[k]
            rvt = self.reg_vts[k]
            parts = []
            for i in range(n):
                reg = self.regs[part + i]
                p = dag.get_copy_from_reg(chain, reg, rvt, order=order)
                chain = (p[0], 1)
                if funcinfo is not None and is_integer(rvt) and not is_vector(rvt):
                    loi = funcinfo.get_live_out_reg_info(reg)
                    if loi is not None:
                        p = _assert_from_live_out(dag, p, rvt, loi, order)
                parts.append(p)
            values.append(get_copy_from_parts(dag, parts, rvt, value_vt, 0, order))
            part += n
        if len(values) == 1:
            return values[0]
        return dag.get_node(ISD.MERGE_VALUES, tuple(self.value_vts), *values, order=order)

    def get_copy_to_regs(
        self, val: SDValue, dag: SelectionDAG, chain: SDValue, ext: int, tli: Any, order: int = 0
    ) -> SDValue:
        parts: list[SDValue] = []
        for k, value_vt in enumerate(self.value_vts):
            rvt = self.reg_vts[k]
            kind = ext
            if kind == ISD.ANY_EXTEND and value_vt != rvt and tli.is_zext_free(value_vt, rvt):
                kind = ISD.ZERO_EXTEND
            parts += get_copy_to_parts(dag, (val[0], val[1] + k), self.reg_counts[k], rvt, kind, order)
        chains = [dag.get_copy_to_reg(chain, self.regs[i], p, order=order) for i, p in enumerate(parts)]
        if len(chains) == 1:
            return chains[0]
        return dag.get_node(ISD.TokenFactor, MVT.Other, *chains, order=order)


# --- CaseBlock ---------------------------------------------------------------------------------------------------


# --- the builder -------------------------------------------------------------------------------------------------


class SelectionDAGBuilder:
    """Builds the SelectionDAG of one block at a time (LLVM: ``SelectionDAGBuilder``)."""

    def __init__(
        self, dag: SelectionDAG, funcinfo: FunctionLoweringInfo, tli: Any, opt_level: int = 2
    ) -> None:
        self.dag = dag
        self.funcinfo = funcinfo
        self.tli = tli
        self.opt_level = opt_level
        self.dl = funcinfo.dl
        self.node_map: dict[Any, SDValue] = {}
        self.pending_loads: list[SDValue] = []
        self.pending_exports: list[SDValue] = []
        self.sd_node_order = 0
        self.cur_inst: Any = None
        self.has_tail_call = False
        #: The chain a store, atomic store or fence made (LLVM 16 maps it as the instruction's value), read
        #: by :meth:`visit` for ``!pcsections``.
        self.chain_value: SDValue | None = None
        #: CaseBlocks for blocks made by branch/switch lowering, emitted after the current block.
        self.switch_cases: list[CaseBlock] = []
        self.jt_cases: list[Any] = []
        self.bit_test_cases: list[Any] = []
        self.constants_out: dict[Any, int] = {}
        self._ptr_vt = tli.get_pointer_ty() if tli is not None else MVT.i64
        self._visit = self._make_dispatch()

    # --- per-block state ------------------------------------------------------------------------------------

    def clear(self) -> None:
        """``SelectionDAGBuilder::clear``: forget the block's values (the DAG is cleared separately)."""
        self.node_map = {}
        self.pending_loads = []
        self.pending_exports = []
        self.cur_inst = None
        self.has_tail_call = False

    def init_block(self) -> None:
        """Start a new block on the (cleared) DAG."""
        self.clear()

    # --- chains ---------------------------------------------------------------------------------------------

    def _update_root(self, pending: list[SDValue]) -> SDValue:
        dag = self.dag
        root = dag.root
        if not pending:
            return root
        if root[0].opcode != ISD.EntryToken:
            for p in pending:
                if p[0].ops and p[0].ops[0] == root:
                    break
            else:
                pending.append(root)
        if len(pending) == 1:
            root = pending[0]
        else:
            root = dag.get_node(ISD.TokenFactor, MVT.Other, *pending, order=self.sd_node_order)
        dag.set_root(root)
        pending.clear()
        return root

    def get_root(self) -> SDValue:
        """``getRoot``: the root after all pending loads."""
        return self._update_root(self.pending_loads)

    def get_memory_root(self) -> SDValue:
        """``getMemoryRoot``."""
        return self._update_root(self.pending_loads)

    def get_control_root(self) -> SDValue:
        """``getControlRoot``: the root after all pending exports (register copies)."""
        return self._update_root(self.pending_exports)

    # --- node helpers ---------------------------------------------------------------------------------------

    def node(self, opcode: int, vts: int | tuple[int, ...], *ops: SDValue, flags: int = 0) -> SDValue:
        return self.dag.get_node(opcode, vts, *ops, flags=flags, order=self.sd_node_order)

    def value_vt(self, ty: Any) -> int:
        return get_value_type(ty, self.dl)

    def set_value(self, v: Any, sd: SDValue) -> None:
        self.node_map[v] = sd

    # --- values ---------------------------------------------------------------------------------------------

    def get_value(self, v: Any) -> SDValue:
        """``getValue``: the SDValue of IR value ``v`` in this block."""
        n = self.node_map.get(v)
        if n is not None:
            return n
        reg = self.funcinfo.value_map.get(v)
        if reg is not None:
            return RegsForValue(self.tli, self.dl, reg, v.type).get_copy_from_regs(
                self.dag, self.dag.get_entry_node(), self.sd_node_order, self.funcinfo
            )
        val = self._get_value_impl(v)
        self.node_map[v] = val
        return val

    def get_non_register_value(self, v: Any) -> SDValue:
        """``getNonRegisterValue``: like get_value but ignoring a register the value may have."""
        n = self.node_map.get(v)
        if n is not None:
            return n
        val = self._get_value_impl(v)
        self.node_map[v] = val
        return val

    def _get_value_impl(self, v: Any) -> SDValue:
        dag = self.dag
        if isinstance(v, CaseConst):
            return dag.get_constant(v.value, self.value_vt(v.type))
        if isinstance(v, Constant):
            ty = v.type
            if isinstance(v, ConstantInt):
                return dag.get_constant(v.value, self.value_vt(ty))
            if isinstance(v, GlobalValue):
                tls = bool(getattr(v, "thread_local", 0))
                return dag.get_global_address(v, self.value_vt(ty), is_tls=tls)
            if isinstance(v, ConstantPointerNull):
                return dag.get_constant(0, self.value_vt(ty))
            if isinstance(v, ConstantFP):
                vt = self.value_vt(ty)
                if v.bits < 0:
                    raise UnsupportedError(None, f"floating-point constant '{v.text}'")
                return dag.get_constant_fp(v.bits, vt)
            if isinstance(v, UndefValue) and not ty.is_aggregate():
                return dag.get_undef(self.value_vt(ty))
            if isinstance(v, ConstantExpr):
                self._visit_opcode(v.opcode, v)
                n = self.node_map.get(v)
                if n is None:
                    raise UnsupportedError(None, f"constant expression '{I.OPCODE_NAMES.get(v.opcode)}'")
                return n
            if isinstance(v, (ConstantStruct, ConstantArray)):
                consts: list[SDValue] = []
                for op in v.operands:
                    val = self.get_value(op)
                    if val is None:
                        continue
                    node = val[0]
                    for i in range(val[1], val[1] + len(_type_vts(op.type, self.dl)[0])):
                        consts.append((node, i))
                return self._merge(consts)
            if isinstance(v, ConstantDataArray):
                elem = ty.elem
                evt = self.value_vt(elem)
                width = store_size(evt)
                data = v.data
                consts = []
                for i in range(int(ty.count)):
                    chunk = int.from_bytes(data[i * width : (i + 1) * width], "little")
                    if is_floating_point(evt):
                        consts.append(dag.get_constant_fp(chunk, evt))
                    else:
                        consts.append(dag.get_constant(chunk, evt))
                return self._merge(consts)
            if ty.is_aggregate() and isinstance(v, (ConstantAggregateZero, UndefValue)):
                vts, _ = compute_value_vts(ty, self.dl)
                consts = []
                for evt in vts:
                    if isinstance(v, UndefValue):
                        consts.append(dag.get_undef(evt))
                    elif is_floating_point(evt):
                        consts.append(dag.get_constant_fp(0, evt))
                    else:
                        consts.append(dag.get_constant(0, evt))
                return self._merge(consts)
            if ty.is_vector():
                vt = self.value_vt(ty)
                if isinstance(v, ConstantAggregateZero):
                    if is_floating_point(vt):
                        from pyllc.codegen.value_types import vector_element_type, vector_num_elements

                        z = dag.get_constant_fp(0, vector_element_type(vt))
                        return dag.get_node(ISD.BUILD_VECTOR, vt, *([z] * vector_num_elements(vt)))
                    return dag.get_constant(0, vt)
                if isinstance(v, UndefValue):
                    return dag.get_undef(vt)
                if isinstance(v, ConstantVector):
                    elems = [self.get_value(e) for e in v.operands]
                    return self.dag.get_node(ISD.BUILD_VECTOR, vt, *elems, order=self.sd_node_order)
            if isinstance(v, BlockAddress):
                vt = self.value_vt(ty)
                return (dag._create(ISD.BlockAddress, dag.get_vt_list(vt), (), (v, 0, 0), None, 0), 0)
            raise UnsupportedError(None, f"constant of type '{ty}'")
        if isinstance(v, I.Instruction) and v.opcode == I.Alloca:
            fi = self.funcinfo.static_alloca_map.get(v)
            if fi is not None:
                return dag.get_frame_index(fi, self.tli.get_frame_index_ty())
        if isinstance(v, (I.Instruction, Argument)):
            reg = self.funcinfo.initialize_reg_for_value(v)
            return RegsForValue(self.tli, self.dl, reg, v.type).get_copy_from_regs(
                dag, dag.get_entry_node(), self.sd_node_order
            )
        raise UnsupportedError(None, f"value {v!r}")

    def _merge(self, values: list[SDValue]) -> SDValue:
        if len(values) == 1:
            return values[0]
        vts = tuple(n.vts[r] for n, r in values)
        return self.dag.get_node(ISD.MERGE_VALUES, vts, *values, order=self.sd_node_order)

    # --- exports --------------------------------------------------------------------------------------------

    def copy_value_to_virtual_register(self, v: Any, reg: int, ext: int = ISD.ANY_EXTEND) -> None:
        """``CopyValueToVirtualRegister``."""
        op = self.get_value(v)
        rfv = RegsForValue(self.tli, self.dl, reg, v.type)
        if ext == ISD.ANY_EXTEND:
            ext = _preferred_extend_type(v)
        chain = rfv.get_copy_to_regs(
            op, self.dag, self.dag.get_entry_node(), ext, self.tli, self.sd_node_order
        )
        self.pending_exports.append(chain)

    def copy_to_export_regs_if_needed(self, v: Any) -> None:
        """``CopyToExportRegsIfNeeded``."""
        reg = self.funcinfo.value_map.get(v)
        if reg is not None and v.type.tid != T.VoidTyID:
            self.copy_value_to_virtual_register(v, reg)

    def export_from_current_block(self, v: Any) -> None:
        """``ExportFromCurrentBlock``: make ``v`` available to later blocks of a lowered branch."""
        if not isinstance(v, (I.Instruction, Argument)):
            return
        if v in self.funcinfo.value_map:
            return
        reg = self.funcinfo.initialize_reg_for_value(v)
        self.copy_value_to_virtual_register(v, reg)

    def handle_phi_nodes_in_successor_blocks(self, bb: BasicBlock) -> None:
        """``HandlePHINodesInSuccessorBlocks``: copy the incoming PHI values of every successor to registers."""
        term = bb.instructions[-1]
        funcinfo = self.funcinfo
        handled: set[int] = set()
        for succ in term.successors():
            insts = succ.instructions
            if not insts or insts[0].opcode != I.PHI:
                continue
            succ_mbb = funcinfo.mbb_map[succ]
            if id(succ_mbb) in handled:
                continue
            handled.add(id(succ_mbb))
            phi_index = 0
            phi_instrs = succ_mbb.instrs
            for pn in insts:
                if pn.opcode != I.PHI:
                    break
                if not pn.uses:
                    continue
                vts, _ = compute_value_vts(pn.type, self.dl)
                if not vts:
                    continue
                incoming = _incoming_value_for_block(pn, bb)
                if isinstance(incoming, Constant):
                    reg = self.constants_out.get(incoming)
                    if reg is None:
                        reg = funcinfo.create_regs(incoming)
                        self.constants_out[incoming] = reg
                        ext = ISD.ZERO_EXTEND if isinstance(incoming, ConstantInt) else ISD.ANY_EXTEND
                        self.copy_value_to_virtual_register(incoming, reg, ext)
                else:
                    reg = funcinfo.value_map.get(incoming)
                    if reg is None:
                        reg = funcinfo.create_regs(incoming)
                        self.copy_value_to_virtual_register(incoming, reg)
                for vt in vts:
                    for i in range(self.tli.get_num_registers(vt)):
                        funcinfo.phi_nodes_to_update.append((phi_instrs[phi_index], reg + i))
                        phi_index += 1
                    reg += self.tli.get_num_registers(vt)
        self.constants_out = {}

    # --- visiting -------------------------------------------------------------------------------------------

    def visit(self, inst: Any) -> None:
        """``visit(const Instruction &)``: lower one instruction."""
        if inst.opcode in I.TERMINATORS:
            self.handle_phi_nodes_in_successor_blocks(inst.parent)
        if not _is_debug_intrinsic(inst):
            self.sd_node_order += 1
        self.cur_inst = inst
        dag = self.dag
        md = inst.md
        pc_sections = None
        if md is not None:
            for kind, node in md:
                if kind == MD_dbg:
                    dag.cur_dl = node
                elif kind == MD_pcsections:
                    pc_sections = node
        if pc_sections is not None:
            self.chain_value = None
        self._visit_opcode(inst.opcode, inst)
        if inst.opcode not in I.TERMINATORS and not self.has_tail_call:
            self.copy_to_export_regs_if_needed(inst)
        if pc_sections is not None:
            # LLVM 16: the node of the instruction's value (for a store or fence, its chain) carries the
            # metadata; nodes made on the way (address arithmetic, copies) do not.
            val = self.node_map.get(inst)
            if val is None:
                val = self.chain_value
            if val is not None:
                dag.add_pc_sections(val[0], pc_sections)
        self.cur_inst = None
        dag.cur_dl = None

    def _visit_opcode(self, opcode: int, u: Any) -> None:
        fn = self._visit.get(opcode)
        if fn is None:
            raise UnsupportedError(None, f"instruction '{I.OPCODE_NAMES.get(opcode, opcode)}'")
        fn(u)

    def _make_dispatch(self) -> dict[int, Any]:
        d: dict[int, Any] = {}
        for op in _BINARY_ISD:
            d[op] = self.visit_binary
        for op in _SHIFT_ISD:
            d[op] = self.visit_shift
        for op in _CAST_ISD:
            d[op] = self.visit_cast
        d.update(
            {
                I.Ret: self.visit_ret,
                I.Br: self.visit_br,
                I.CallBr: self.visit_callbr,
                I.Invoke: self.visit_invoke,
                I.LandingPad: self.visit_landingpad,
                I.Switch: self.visit_switch,
                I.Unreachable: self.visit_unreachable,
                I.FNeg: self.visit_fneg,
                I.ICmp: self.visit_icmp,
                I.FCmp: self.visit_fcmp,
                I.Select: self.visit_select,
                I.Load: self.visit_load,
                I.Store: self.visit_store,
                I.Alloca: self.visit_alloca,
                I.GetElementPtr: self.visit_gep,
                I.Call: self.visit_call,
                I.PHI: self.visit_phi,
                I.PtrToInt: self.visit_ptr_to_int,
                I.IntToPtr: self.visit_int_to_ptr,
                I.BitCast: self.visit_bitcast,
                I.FPTrunc: self.visit_fp_trunc,
                I.ExtractValue: self.visit_extract_value,
                I.InsertValue: self.visit_insert_value,
                I.Freeze: self.visit_freeze,
                I.VAArg: self.visit_va_arg,
                I.Fence: self.visit_fence,
                I.AddrSpaceCast: self.visit_addrspace_cast,
                I.IndirectBr: self.visit_indirect_br,
                I.AtomicRMW: self.visit_atomic_rmw,
                I.AtomicCmpXchg: self.visit_atomic_cmpxchg,
                I.ExtractElement: self.visit_extract_element,
                I.InsertElement: self.visit_insert_element,
                I.ShuffleVector: self.visit_shuffle_vector,
            }
        )
        return d

    # --- arithmetic -----------------------------------------------------------------------------------------

    def visit_binary(self, u: Any) -> None:
        flags = 0
        f = u.flags
        op = u.opcode
        if op in I.WRAP_OPS:
            if f & I.NSW:
                flags |= SDNodeFlags.NoSignedWrap
            if f & I.NUW:
                flags |= SDNodeFlags.NoUnsignedWrap
        if op in I.EXACT_OPS and f & I.EXACT:
            flags |= SDNodeFlags.Exact
        if op in I.FP_BINARY_OPS:
            flags |= _fmf_flags(u)
        a = self.get_value(u.operands[0])
        b = self.get_value(u.operands[1])
        self.set_value(u, self.node(_BINARY_ISD[op], a[0].vts[a[1]], a, b, flags=flags))

    def visit_shift(self, u: Any) -> None:
        a = self.get_value(u.operands[0])
        b = self.get_value(u.operands[1])
        vt = a[0].vts[a[1]]
        if not is_vector(vt):
            amt_vt = self.tli.get_shift_amount_ty(vt)
            if b[0].vts[b[1]] != amt_vt:
                b = self._zext_or_trunc(b, amt_vt)
        flags = 0
        f = u.flags
        if u.opcode == I.Shl:
            if f & I.NSW:
                flags |= SDNodeFlags.NoSignedWrap
            if f & I.NUW:
                flags |= SDNodeFlags.NoUnsignedWrap
        elif f & I.EXACT:
            flags |= SDNodeFlags.Exact
        self.set_value(u, self.node(_SHIFT_ISD[u.opcode], vt, a, b, flags=flags))

    def _zext_or_trunc(self, v: SDValue, vt: int) -> SDValue:
        src = v[0].vts[v[1]]
        if src == vt:
            return v
        return self.node(ISD.ZERO_EXTEND if size_in_bits(vt) > size_in_bits(src) else ISD.TRUNCATE, vt, v)

    def _sext_or_trunc(self, v: SDValue, vt: int) -> SDValue:
        src = v[0].vts[v[1]]
        if src == vt:
            return v
        return self.node(ISD.SIGN_EXTEND if size_in_bits(vt) > size_in_bits(src) else ISD.TRUNCATE, vt, v)

    def visit_fneg(self, u: Any) -> None:
        a = self.get_value(u.operands[0])
        self.set_value(u, self.node(ISD.FNEG, a[0].vts[a[1]], a, flags=_fmf_flags(u)))

    def visit_icmp(self, u: Any) -> None:
        a = self.get_value(u.operands[0])
        b = self.get_value(u.operands[1])
        cc = _ICMP_CC[u.pred]
        self.set_value(u, self.dag.get_setcc(self.value_vt(u.type), a, b, cc, order=self.sd_node_order))

    def visit_fcmp(self, u: Any) -> None:
        a = self.get_value(u.operands[0])
        b = self.get_value(u.operands[1])
        cc = u.pred
        flags = _fmf_flags(u)
        if flags & SDNodeFlags.NoNaNs:
            cc = _FCMP_WITHOUT_NAN.get(cc, cc)
        dag = self.dag
        v = dag.get_node(
            ISD.SETCC,
            self.value_vt(u.type),
            a,
            b,
            dag.get_cond_code(cc),
            flags=flags,
            order=self.sd_node_order,
        )
        self.set_value(u, v)

    def visit_select(self, u: Any) -> None:
        vts, _ = compute_value_vts(u.type, self.dl)
        if not vts:
            return
        cond = self.get_value(u.operands[0])
        lhs = self.get_value(u.operands[1])
        rhs = self.get_value(u.operands[2])
        flags = _fmf_flags(u)
        opcode = ISD.VSELECT if is_vector(cond[0].vts[cond[1]]) else ISD.SELECT
        base: list[SDValue] = [cond]
        unary_abs = False
        negate = False
        if len(set(vts)) == 1 and not is_vector(vts[0]):
            pat = _match_select_pattern(u)
            if pat is not None:
                flavor, x, y = pat
                vt = vts[0]
                tli = self.tli
                while tli.get_type_action(vt) != 0:
                    vt = tli.get_type_to_transform_to(vt)
                if flavor in ("abs", "nabs"):
                    unary_abs = True
                    negate = flavor == "nabs"
                    opcode = ISD.ABS
                    lhs = self.get_value(x)
                    base = []
                else:
                    opc = {"smax": ISD.SMAX, "smin": ISD.SMIN, "umax": ISD.UMAX, "umin": ISD.UMIN}[flavor]
                    if tli.is_operation_legal_or_custom(opc, vt) and _has_only_select_users(u.operands[0]):
                        opcode = opc
                        lhs = self.get_value(x)
                        rhs = self.get_value(y)
                        base = []
        values: list[SDValue] = []
        for i, vt in enumerate(vts):
            if unary_abs:
                v = self.node(opcode, vt, (lhs[0], lhs[1] + i))
                if negate:
                    v = self.node(ISD.SUB, vt, self.dag.get_constant(0, vt), v)
            else:
                ops = base + [(lhs[0], lhs[1] + i), (rhs[0], rhs[1] + i)]
                v = self.node(opcode, lhs[0].vts[lhs[1] + i], *ops, flags=flags)
            values.append(v)
        self.set_value(u, self._merge(values))

    # --- casts ----------------------------------------------------------------------------------------------

    def visit_cast(self, u: Any) -> None:
        n = self.get_value(u.operands[0])
        vt = self.value_vt(u.type)
        self.set_value(u, self.node(_CAST_ISD[u.opcode], vt, n))

    def visit_fp_trunc(self, u: Any) -> None:
        n = self.get_value(u.operands[0])
        vt = self.value_vt(u.type)
        self.set_value(u, self.node(ISD.FP_ROUND, vt, n, self.dag.get_target_constant(0, self._ptr_vt)))

    def visit_ptr_to_int(self, u: Any) -> None:
        n = self.get_value(u.operands[0])
        self.set_value(u, self._zext_or_trunc(n, self.value_vt(u.type)))

    def visit_int_to_ptr(self, u: Any) -> None:
        n = self.get_value(u.operands[0])
        self.set_value(u, self._zext_or_trunc(n, self.value_vt(u.type)))

    def visit_bitcast(self, u: Any) -> None:
        src = u.operands[0]
        n = self.get_value(src)
        vt = self.value_vt(u.type)
        if vt != n[0].vts[n[1]]:
            self.set_value(u, self.node(ISD.BITCAST, vt, n))
        elif isinstance(src, ConstantInt):
            self.set_value(u, self.dag.get_constant(src.value, vt, False, True))
        else:
            self.set_value(u, n)

    def visit_addrspace_cast(self, u: Any) -> None:
        src = u.operands[0]
        if src.type.addrspace != u.type.addrspace:
            raise UnsupportedError(None, "addrspacecast between different address spaces")
        self.set_value(u, self.get_value(src))

    def visit_freeze(self, u: Any) -> None:
        vts, _ = compute_value_vts(u.type, self.dl)
        if not vts:
            return
        op = self.get_value(u.operands[0])
        values = [self.node(ISD.FREEZE, vt, (op[0], op[1] + i)) for i, vt in enumerate(vts)]
        self.set_value(u, self._merge(values))

    # --- aggregates -----------------------------------------------------------------------------------------

    def visit_extract_value(self, u: Any) -> None:
        agg_v = u.operands[0]
        agg_ty = agg_v.type
        linear = _compute_linear_index(agg_ty, u.extra, self.dl)
        vts, _ = compute_value_vts(u.type, self.dl)
        if not vts:
            self.set_value(u, self.dag.get_undef(MVT.Other))
            return
        agg = self.get_value(agg_v)
        undef = isinstance(agg_v, UndefValue)
        values = []
        for i in range(linear, linear + len(vts)):
            if undef:
                values.append(self.dag.get_undef(agg[0].vts[agg[1] + i]))
            else:
                values.append((agg[0], agg[1] + i))
        self.set_value(u, self._merge(values))

    def visit_insert_value(self, u: Any) -> None:
        agg_v, val_v = u.operands[0], u.operands[1]
        agg_vts, _ = compute_value_vts(agg_v.type, self.dl)
        val_vts, _ = compute_value_vts(val_v.type, self.dl)
        linear = _compute_linear_index(agg_v.type, u.extra, self.dl)
        agg = self.get_value(agg_v) if agg_vts else None
        val = self.get_value(val_v) if val_vts else None
        undef_agg = isinstance(agg_v, UndefValue)
        undef_val = isinstance(val_v, UndefValue)
        values: list[SDValue] = []
        for i, vt in enumerate(agg_vts):
            if linear <= i < linear + len(val_vts):
                assert val is not None
                values.append(self.dag.get_undef(vt) if undef_val else (val[0], val[1] + i - linear))
            else:
                assert agg is not None
                values.append(self.dag.get_undef(vt) if undef_agg else (agg[0], agg[1] + i))
        self.set_value(u, self._merge(values))

    # --- memory ---------------------------------------------------------------------------------------------

    def _mem_flags(self, u: Any, load: bool) -> int:
        flags = MMO.MOLoad if load else MMO.MOStore
        if u.flags & I.VOLATILE:
            flags |= MMO.MOVolatile
        md = getattr(u, "md", None)
        if md:
            names = _md_kind_names(u)
            if "nontemporal" in names:
                flags |= MMO.MONonTemporal
            if load and "invariant.load" in names:
                flags |= MMO.MOInvariant
        return flags

    def _mmo(self, flags: int, size: int, align: int, ptr_v: Any, offset: int) -> MachineMemOperand:
        value = ptr_v if not isinstance(ptr_v, Constant) or isinstance(ptr_v, GlobalValue) else None
        if isinstance(ptr_v, ConstantExpr):
            value = ptr_v
        pty = ptr_v.type
        addr_space = pty.addrspace if pty.tid == T.PointerTyID else 0
        return MachineMemOperand(flags, size, align, value=value, offset=offset, addr_space=addr_space)

    def visit_load(self, u: Any) -> None:
        if u.ordering:
            self.visit_atomic_load(u)
            return
        ptr_v = u.operands[0]
        vts, offsets = compute_value_vts(u.type, self.dl)
        if not vts:
            return
        ptr = self.get_value(ptr_v)
        volatile = bool(u.flags & I.VOLATILE)
        dag = self.dag
        root = self.get_root() if volatile else dag.root
        align = u.align or self.dl.get_abi_type_align(u.type)
        mflags = self._mem_flags(u, True)
        values: list[SDValue] = []
        chains: list[SDValue] = []
        pvt = ptr[0].vts[ptr[1]]
        for vt, off in zip(vts, offsets):
            addr = (
                ptr
                if off == 0
                else self.node(
                    ISD.ADD, pvt, ptr, dag.get_constant(off, pvt), flags=SDNodeFlags.NoUnsignedWrap
                )
            )
            mmo = self._mmo(mflags, store_size(vt), align, ptr_v, off)
            ld = dag.get_load(vt, root, addr, mmo, order=self.sd_node_order)
            chains.append((ld[0], 1))
            values.append(ld)
        chain = chains[0] if len(chains) == 1 else self.node(ISD.TokenFactor, MVT.Other, *chains)
        if volatile:
            dag.set_root(chain)
        else:
            self.pending_loads.append(chain)
        self.set_value(u, self._merge(values))

    def visit_store(self, u: Any) -> None:
        if u.ordering:
            self.visit_atomic_store(u)
            return
        src_v, ptr_v = u.operands[0], u.operands[1]
        vts, offsets = compute_value_vts(src_v.type, self.dl)
        if not vts:
            return
        src = self.get_value(src_v)
        ptr = self.get_value(ptr_v)
        volatile = bool(u.flags & I.VOLATILE)
        root = self.get_root() if volatile else self.get_memory_root()
        dag = self.dag
        align = u.align or self.dl.get_abi_type_align(src_v.type)
        mflags = self._mem_flags(u, False)
        chains: list[SDValue] = []
        pvt = ptr[0].vts[ptr[1]]
        for i, (vt, off) in enumerate(zip(vts, offsets)):
            addr = (
                ptr
                if off == 0
                else self.node(
                    ISD.ADD, pvt, ptr, dag.get_constant(off, pvt), flags=SDNodeFlags.NoUnsignedWrap
                )
            )
            val = (src[0], src[1] + i)
            mmo = self._mmo(mflags, store_size(vt), align, ptr_v, off)
            chains.append(dag.get_store(root, val, addr, mmo, order=self.sd_node_order))
        chain = chains[0] if len(chains) == 1 else self.node(ISD.TokenFactor, MVT.Other, *chains)
        dag.set_root(chain)
        self.chain_value = chain

    def _atomic_mmo(self, u: Any, ptr_v: Any, flags: int, vt: int) -> MachineMemOperand:
        size = store_size(vt)
        if u.align and u.align < size:
            raise UnsupportedError(None, "unaligned atomic memory access")
        if u.flags & I.VOLATILE:
            flags |= MMO.MOVolatile
        mmo = self._mmo(flags, size, u.align or size, ptr_v, 0)
        mmo.ordering = u.ordering
        mmo.failure_ordering = u.ordering2
        mmo.sync_scope = u.syncscope
        return mmo

    def visit_atomic_load(self, u: Any) -> None:
        """``visitAtomicLoad``: ``ATOMIC_LOAD`` chained on the root (it orders against everything)."""
        ptr_v = u.operands[0]
        vt = self.value_vt(u.type)
        chain = self.get_root()
        mmo = self._atomic_mmo(u, ptr_v, MMO.MOLoad, vt)
        ptr = self.get_value(ptr_v)
        v = self.dag.get_mem_intrinsic_node(ISD.ATOMIC_LOAD, (vt, MVT.Other), (chain, ptr), vt, mmo)
        v[0].ir_order = self.sd_node_order
        self.set_value(u, v)
        self.dag.set_root((v[0], 1))

    def visit_atomic_store(self, u: Any) -> None:
        """``visitAtomicStore``: ``ATOMIC_STORE chain, ptr, value``."""
        val_v, ptr_v = u.operands[0], u.operands[1]
        vt = self.value_vt(val_v.type)
        chain = self.get_root()
        mmo = self._atomic_mmo(u, ptr_v, MMO.MOStore, vt)
        val = self.get_value(val_v)
        ptr = self.get_value(ptr_v)
        v = self.dag.get_mem_intrinsic_node(ISD.ATOMIC_STORE, (MVT.Other,), (chain, ptr, val), vt, mmo)
        v[0].ir_order = self.sd_node_order
        self.dag.set_root(v)
        self.chain_value = v

    def visit_atomic_rmw(self, u: Any) -> None:
        """``visitAtomicRMW``."""
        ops = (
            ISD.ATOMIC_SWAP,
            ISD.ATOMIC_LOAD_ADD,
            ISD.ATOMIC_LOAD_SUB,
            ISD.ATOMIC_LOAD_AND,
            ISD.ATOMIC_LOAD_NAND,
            ISD.ATOMIC_LOAD_OR,
            ISD.ATOMIC_LOAD_XOR,
            ISD.ATOMIC_LOAD_MAX,
            ISD.ATOMIC_LOAD_MIN,
            ISD.ATOMIC_LOAD_UMAX,
            ISD.ATOMIC_LOAD_UMIN,
            ISD.ATOMIC_LOAD_FADD,
            ISD.ATOMIC_LOAD_FSUB,
        )
        if u.pred >= len(ops):
            raise UnsupportedError(None, f"atomicrmw {I.RMW_NAMES[u.pred]}")
        ptr_v, val_v = u.operands[0], u.operands[1]
        chain = self.get_root()
        val = self.get_value(val_v)
        vt = val[0].vts[val[1]]
        mmo = self._atomic_mmo(u, ptr_v, MMO.MOLoad | MMO.MOStore, vt)
        ptr = self.get_value(ptr_v)
        v = self.dag.get_mem_intrinsic_node(ops[u.pred], (vt, MVT.Other), (chain, ptr, val), vt, mmo)
        v[0].ir_order = self.sd_node_order
        self.set_value(u, v)
        self.dag.set_root((v[0], 1))

    def visit_atomic_cmpxchg(self, u: Any) -> None:
        """``visitAtomicCmpXchg``: ``ATOMIC_CMP_SWAP_WITH_SUCCESS`` with results (value, i1 success, chain)."""
        ptr_v, cmp_v, new_v = u.operands[0], u.operands[1], u.operands[2]
        chain = self.get_root()
        cmp = self.get_value(cmp_v)
        vt = cmp[0].vts[cmp[1]]
        mmo = self._atomic_mmo(u, ptr_v, MMO.MOLoad | MMO.MOStore, vt)
        ops = (chain, self.get_value(ptr_v), cmp, self.get_value(new_v))
        v = self.dag.get_mem_intrinsic_node(
            ISD.ATOMIC_CMP_SWAP_WITH_SUCCESS, (vt, MVT.i1, MVT.Other), ops, vt, mmo
        )
        v[0].ir_order = self.sd_node_order
        self.set_value(u, v)
        self.dag.set_root((v[0], 2))

    # --- vectors --------------------------------------------------------------------------------------------

    def visit_extract_element(self, u: Any) -> None:
        vec = self.get_value(u.operands[0])
        idx = self._zext_or_trunc(self.get_value(u.operands[1]), self.tli.get_vector_idx_ty())
        self.set_value(u, self.node(ISD.EXTRACT_VECTOR_ELT, self.value_vt(u.type), vec, idx))

    def visit_insert_element(self, u: Any) -> None:
        vec = self.get_value(u.operands[0])
        val = self.get_value(u.operands[1])
        idx = self._zext_or_trunc(self.get_value(u.operands[2]), self.tli.get_vector_idx_ty())
        self.set_value(u, self.node(ISD.INSERT_VECTOR_ELT, self.value_vt(u.type), vec, val, idx))

    def visit_shuffle_vector(self, u: Any) -> None:
        """``visitShuffleVector``: a same-length mask is a VECTOR_SHUFFLE; a mask that concatenates the inputs
        is CONCAT_VECTORS; one that reads a contiguous aligned part is EXTRACT_SUBVECTOR; other lengths are
        padded (with undef inputs) to a shuffle, or built element by element."""
        from pyllc.codegen.selection_dag.vector_shuffle import get_vector_shuffle
        from pyllc.codegen.value_types import vector_element_type, vector_num_elements
        from pyllc.ir.constants import ConstantInt, UndefValue

        src1 = self.get_value(u.operands[0])
        src2 = self.get_value(u.operands[1])
        mc = u.operands[2]
        vt = self.value_vt(u.type)
        mask_n = vector_num_elements(vt)
        if isinstance(mc, UndefValue):
            mask = [-1] * mask_n
        elif mc.operands:
            mask = [e.value if isinstance(e, ConstantInt) else -1 for e in mc.operands]
        else:  # zeroinitializer
            mask = [0] * mask_n
        src_vt = src1[0].vts[src1[1]]
        src_n = vector_num_elements(src_vt)
        dag = self.dag
        order = self.sd_node_order
        if src_n == mask_n:
            self.set_value(u, get_vector_shuffle(dag, vt, src1, src2, mask, order=order))
            return
        if mask_n % src_n == 0 and mask_n > src_n:
            parts = mask_n // src_n
            concat_src = [-1] * parts
            ok = True
            for i in range(parts):
                for j in range(src_n):
                    m = mask[i * src_n + j]
                    if m < 0:
                        continue
                    if m != j and m != src_n + j:
                        ok = False
                    which = 0 if m < src_n else 1
                    if concat_src[i] >= 0 and concat_src[i] != which:
                        ok = False
                    concat_src[i] = which
            if ok and any(c >= 0 for c in concat_src):
                undef = dag.get_undef(src_vt)
                ops = [undef if c < 0 else (src1 if c == 0 else src2) for c in concat_src]
                self.set_value(u, self.node(ISD.CONCAT_VECTORS, vt, *ops))
                return
        if mask_n < src_n:
            # One aligned piece of one input: EXTRACT_SUBVECTOR.
            defined = [(i, m) for i, m in enumerate(mask) if m >= 0]
            if not defined:
                self.set_value(u, dag.get_undef(vt))
                return
            which = defined[0][1] // src_n
            start = defined[0][1] % src_n - defined[0][0]
            if (
                start >= 0
                and start % mask_n == 0
                and start + mask_n <= src_n
                and all(m // src_n == which and m % src_n == start + i for i, m in defined)
            ):
                src = src1 if which == 0 else src2
                self.set_value(
                    u,
                    self.node(
                        ISD.EXTRACT_SUBVECTOR, vt, src, dag.get_constant(start, self.tli.get_vector_idx_ty())
                    ),
                )
                return
        # Element by element.
        elt = vector_element_type(vt)
        idx_ty = self.tli.get_vector_idx_ty()
        ops = []
        for m in mask:
            if m < 0:
                ops.append(dag.get_undef(elt))
            else:
                src = src1 if m < src_n else src2
                ops.append(self.node(ISD.EXTRACT_VECTOR_ELT, elt, src, dag.get_constant(m % src_n, idx_ty)))
        self.set_value(u, self.node(ISD.BUILD_VECTOR, vt, *ops))

    def visit_alloca(self, u: Any) -> None:
        if u in self.funcinfo.static_alloca_map:
            return
        dl = self.dl
        ty = u.extra[0]
        size = dl.get_type_alloc_size(ty)
        align = max(dl.get_pref_type_align(ty), u.align)
        ptr_vt = self._ptr_vt
        dag = self.dag
        alloc = (
            self._zext_or_trunc(self.get_value(u.operands[0]), ptr_vt)
            if u.operands
            else dag.get_constant(1, ptr_vt)
        )
        alloc = self.node(ISD.MUL, ptr_vt, alloc, dag.get_constant(size, ptr_vt))
        subtarget = getattr(self.funcinfo.mf, "subtarget", None)
        tfl = subtarget.get_frame_lowering() if subtarget is not None else None
        stack_align = tfl.get_stack_align() if tfl is not None else 16
        if align <= stack_align:
            align = 0
        mask = stack_align - 1
        alloc = self.node(
            ISD.ADD, ptr_vt, alloc, dag.get_constant(mask, ptr_vt), flags=SDNodeFlags.NoUnsignedWrap
        )
        alloc = self.node(ISD.AND, ptr_vt, alloc, dag.get_constant(~mask, ptr_vt))
        dsa = self.node(
            ISD.DYNAMIC_STACKALLOC,
            (ptr_vt, MVT.Other),
            self.get_root(),
            alloc,
            dag.get_constant(align, ptr_vt),
        )
        self.set_value(u, dsa)
        dag.set_root((dsa[0], 1))

    def visit_gep(self, u: Any) -> None:
        ops = u.operands
        n = self.get_value(ops[0])
        pvt = n[0].vts[n[1]]
        dl = self.dl
        dag = self.dag
        vector_gep = u.type.is_vector()
        if vector_gep:
            # A vector of addresses: the arithmetic is done on the pointer vector type, scalar operands are
            # splatted (as LLVM's visitGetElementPtr with IsVectorGEP).
            from pyllc.codegen.value_types import vector_element_type, vector_num_elements

            vec_vt = self.value_vt(u.type)
            if not is_vector(pvt):
                n = self.node(ISD.BUILD_VECTOR, vec_vt, *([n] * vector_num_elements(vec_vt)))
            pvt = vec_vt
            idx_bits = size_in_bits(vector_element_type(vec_vt))
        else:
            idx_bits = size_in_bits(pvt)
        inbounds = bool(u.flags & I.INBOUNDS)
        idx_vt = pvt
        cur: Any = u.extra if isinstance(u, I.Instruction) else u.source_type
        first = True
        for idx in ops[1:]:
            if first:
                indexed = cur
                first = False
            else:
                if cur.tid == T.StructTyID:
                    field = idx.value
                    if field:
                        off = dl.get_struct_layout(cur).get_element_offset(field)
                        flags = SDNodeFlags.NoUnsignedWrap if inbounds and off >= 0 else 0
                        n = self.node(ISD.ADD, pvt, n, dag.get_constant(off, pvt), flags=flags)
                    cur = cur.params[field]
                    continue
                indexed = cur.elem
            cur = indexed
            elem_size = dl.get_type_alloc_size(indexed) & ((1 << idx_bits) - 1)
            if isinstance(idx, ConstantInt) or (isinstance(idx, Constant) and _is_null(idx)):
                value = idx.value if isinstance(idx, ConstantInt) else 0
                if value == 0:
                    continue
                bits = idx.type.bits
                sval = value & ((1 << bits) - 1)
                if sval >> (bits - 1) & 1:
                    sval -= 1 << bits
                offs = (elem_size * sval) & ((1 << idx_bits) - 1)
                nonneg = not (offs >> (idx_bits - 1)) & 1
                flags = SDNodeFlags.NoUnsignedWrap if nonneg and inbounds else 0
                n = self.node(ISD.ADD, pvt, n, dag.get_constant(offs, idx_vt), flags=flags)
                continue
            idx_v = self.get_value(idx)
            if vector_gep and not is_vector(idx_v[0].vts[idx_v[1]]):
                from pyllc.codegen.value_types import vector_element_type, vector_num_elements

                idx_s = self._sext_or_trunc(idx_v, vector_element_type(pvt))
                idx_n = self.node(ISD.BUILD_VECTOR, pvt, *([idx_s] * vector_num_elements(pvt)))
            else:
                idx_n = self._sext_or_trunc(idx_v, pvt)
            if elem_size != 1:
                if elem_size & (elem_size - 1) == 0:
                    amt = elem_size.bit_length() - 1
                    idx_n = self.node(ISD.SHL, pvt, idx_n, dag.get_constant(amt, idx_n[0].vts[idx_n[1]]))
                else:
                    idx_n = self.node(
                        ISD.MUL, pvt, idx_n, dag.get_constant(elem_size, idx_n[0].vts[idx_n[1]])
                    )
            n = self.node(ISD.ADD, pvt, n, idx_n)
        self.set_value(u, n)

    def visit_fence(self, u: Any) -> None:
        dag = self.dag
        ops = (
            self.get_root(),
            dag.get_target_constant(u.ordering, self._ptr_vt),
            dag.get_target_constant(0 if u.syncscope == "singlethread" else 1, self._ptr_vt),
        )
        fence = self.node(ISD.ATOMIC_FENCE, MVT.Other, *ops)
        dag.set_root(fence)
        self.chain_value = fence

    def visit_va_arg(self, u: Any) -> None:
        dag = self.dag
        vt = self.value_vt(u.type)
        ptr_v = u.operands[0]
        align = self.dl.get_abi_type_align(u.type)
        v = self.node(
            ISD.VAARG,
            (vt, MVT.Other),
            self.get_root(),
            self.get_value(ptr_v),
            dag.get_src_value(ptr_v),
            dag.get_target_constant(align, MVT.i32),
        )
        dag.set_root((v[0], 1))
        self.set_value(u, v)

    def visit_phi(self, u: Any) -> None:
        # PHIs are handled by the predecessors (handle_phi_nodes_in_successor_blocks) and the selector.
        return

    # --- control flow ---------------------------------------------------------------------------------------

    def next_block(self, mbb: Any) -> Any:
        """``NextBlock``: the block after ``mbb`` in the function's layout, or None."""
        blocks = mbb.parent.blocks
        for i, b in enumerate(blocks):
            if b is mbb:
                return blocks[i + 1] if i + 1 < len(blocks) else None
        return None

    def get_edge_probability(self, src: Any, dst: Any) -> int:
        """``getEdgeProbability``: the IR edge's probability from BranchProbabilityInfo, or 1/N without it."""
        bpi = self.funcinfo.bpi
        src_bb = src.ir_block
        if bpi is None:
            insts = src_bb.instructions
            n = len(insts[-1].successors()) if insts and insts[-1].is_terminator() else 0
            return branch_probability(1, max(n, 1))
        return bpi.get_edge_probability(src_bb, dst.ir_block)

    def add_successor_with_prob(self, src: Any, dst: Any, prob: int = -1) -> None:
        """``addSuccessorWithProb``: without BranchProbabilityInfo (-O0) the edge has no probability; an unknown
        ``prob`` (negative) is the IR edge's."""
        if self.funcinfo.bpi is None:
            src.add_successor_without_prob(dst)
            return
        if prob < 0 or prob == UNKNOWN_PROB:
            prob = self.get_edge_probability(src, dst)
        src.add_successor(dst, prob)

    def visit_ret(self, u: Any) -> None:
        funcinfo = self.funcinfo
        fn = funcinfo.fn
        tli = self.tli
        dag = self.dag
        chain = self.get_control_root()
        outs: list[OutputArg] = []
        out_vals: list[SDValue] = []
        cc = fn.cc
        if not funcinfo.can_lower_return:
            self._ret_demoted(u, chain)
            return
        if u.operands:
            rv = u.operands[0]
            vts, _ = compute_value_vts(rv.type, self.dl)
            if vts:
                ret_op = self.get_value(rv)
                ret_attrs = fn.attrs.ret
                ext = ISD.ANY_EXTEND
                if ret_attrs.has("signext"):
                    ext = ISD.SIGN_EXTEND
                elif ret_attrs.has("zeroext"):
                    ext = ISD.ZERO_EXTEND
                inreg = ret_attrs.has("inreg")
                for j, vt in enumerate(vts):
                    if ext != ISD.ANY_EXTEND and is_integer(vt):
                        vt = self.tli.get_type_for_ext_return(vt, ext)
                    n = tli.get_num_registers_for_calling_conv(cc, vt)
                    part_vt = tli.get_register_type_for_calling_conv(cc, vt)
                    parts = get_copy_to_parts(
                        dag, (ret_op[0], ret_op[1] + j), n, part_vt, ext, self.sd_node_order
                    )
                    f = 0
                    if inreg:
                        f |= ArgFlags.InReg
                    if rv.type.tid == T.PointerTyID:
                        f |= ArgFlags.Pointer
                    if ext == ISD.SIGN_EXTEND:
                        f |= ArgFlags.SExt
                    elif ext == ISD.ZERO_EXTEND:
                        f |= ArgFlags.ZExt
                    for p in parts:
                        outs.append(OutputArg(ArgFlags(f), p[0].vts[p[1]], vt, True, 0, 0))
                        out_vals.append(p)
        chain = tli.lower_return(chain, cc, fn.function_type.vararg, outs, out_vals, dag, None)
        dag.set_root(chain)

    def _ret_demoted(self, u: Any, chain: SDValue) -> None:
        """Return through the hidden sret pointer (the return value did not fit the return registers)."""
        funcinfo = self.funcinfo
        dag = self.dag
        tli = self.tli
        ptr = dag.get_copy_from_reg(
            dag.get_entry_node(), funcinfo.demote_register, self._ptr_vt, order=self.sd_node_order
        )
        rv = u.operands[0]
        vts, offsets = compute_value_vts(rv.type, self.dl)
        ret_op = self.get_value(rv)
        chains = []
        for i, (vt, off) in enumerate(zip(vts, offsets)):
            addr = (
                ptr
                if off == 0
                else self.node(
                    ISD.ADD,
                    self._ptr_vt,
                    ptr,
                    dag.get_constant(off, self._ptr_vt),
                    flags=SDNodeFlags.NoUnsignedWrap,
                )
            )
            mmo = MachineMemOperand(MMO.MOStore, store_size(vt), min(8, store_size(vt)) or 1, offset=off)
            chains.append(
                dag.get_store(chain, (ret_op[0], ret_op[1] + i), addr, mmo, order=self.sd_node_order)
            )
        chain = dag.get_token_factor(chains)
        fn = funcinfo.fn
        chain = tli.lower_return(chain, fn.cc, fn.function_type.vararg, [], [], dag, None)
        dag.set_root(chain)

    def visit_callbr(self, u: Any) -> None:
        """``visitCallBr``: an ``asm goto`` as INLINEASM_BR, the indirect destinations marked as inline-asm
        branch targets with their address taken, then a branch to the default destination."""
        from pyllc.codegen.selection_dag.inline_asm import visit_inline_asm
        from pyllc.ir.values import InlineAsm

        if not isinstance(u.operands[-1], InlineAsm):
            raise UnsupportedError(None, "callbr of a function")
        funcinfo = self.funcinfo
        callbr_mbb = funcinfo.mbb
        visit_inline_asm(self, u)
        self.copy_to_export_regs_if_needed(u)
        succs = u.successors()
        ret = funcinfo.mbb_map[succs[0]]
        self.add_successor_with_prob(callbr_mbb, ret, PROB_DENOMINATOR)
        seen = {id(succs[0])}
        for dest in succs[1:]:
            target = funcinfo.mbb_map[dest]
            target.is_inline_asm_br_indirect_target = True
            target.address_taken = True
            if id(dest) not in seen:
                seen.add(id(dest))
                self.add_successor_with_prob(callbr_mbb, target, 0)
        if funcinfo.bpi is not None:
            callbr_mbb.normalize_successor_probs()
        self.dag.set_root(
            self.node(ISD.BR, MVT.Other, self.get_control_root(), self.dag.get_basic_block(ret))
        )

    def visit_br(self, u: Any) -> None:
        funcinfo = self.funcinfo
        br_mbb = funcinfo.mbb
        ops = u.operands
        dag = self.dag
        if len(ops) == 1:
            succ0 = funcinfo.mbb_map[ops[0]]
            if funcinfo.bpi is None:
                br_mbb.add_successor_without_prob(succ0)
            else:
                br_mbb.add_successor(succ0)
            if succ0 is not self.next_block(br_mbb) or self.opt_level == 0:
                dag.set_root(
                    self.node(ISD.BR, MVT.Other, self.get_control_root(), dag.get_basic_block(succ0))
                )
            return
        cond_v = ops[0]
        succ0 = funcinfo.mbb_map[ops[1]]
        succ1 = funcinfo.mbb_map[ops[2]]
        if (
            not self.tli.jump_is_expensive
            and isinstance(cond_v, I.Instruction)
            and len(cond_v.uses) == 1
            and not _has_md(u, "unpredictable")
        ):
            logic = _match_logical_and_or(cond_v)
            if logic is not None:
                opc = logic[0]
                self.find_merged_conditions(
                    cond_v,
                    succ0,
                    succ1,
                    br_mbb,
                    br_mbb,
                    opc,
                    self.get_edge_probability(br_mbb, succ0),
                    self.get_edge_probability(br_mbb, succ1),
                    False,
                )
                cases = self.switch_cases
                if self.should_emit_as_branches(cases):
                    for cb in cases[1:]:
                        self.export_from_current_block(cb.cmp_lhs)
                        self.export_from_current_block(cb.cmp_rhs)
                    first = cases.pop(0)
                    self.visit_switch_case(first, br_mbb)
                    return
                mf = funcinfo.mf
                for cb in cases[1:]:
                    mf.erase(cb.this_bb)
                cases.clear()
        true_c = CaseConst(cond_v.type, 1)
        cb = CaseBlock(ISD.SETEQ, cond_v, true_c, None, succ0, succ1, br_mbb)
        self.visit_switch_case(cb, br_mbb)

    def visit_switch_case(self, cb: CaseBlock, switch_bb: Any) -> None:
        """``visitSwitchCase``: emit the compare and the BRCOND/BR pair of one CaseBlock."""
        dag = self.dag
        if cb.cc == ISD.SETTRUE:
            self.add_successor_with_prob(switch_bb, cb.true_bb, cb.true_prob)
            switch_bb.normalize_successor_probs()
            if cb.true_bb is not self.next_block(switch_bb):
                dag.set_root(
                    self.node(ISD.BR, MVT.Other, self.get_control_root(), dag.get_basic_block(cb.true_bb))
                )
            return
        cond_lhs = self.get_value(cb.cmp_lhs) if cb.cmp_mhs is None else None
        if cb.cmp_mhs is None:
            assert cond_lhs is not None
            rhs = cb.cmp_rhs
            lvt = cond_lhs[0].vts[cond_lhs[1]]
            if _is_bool_const(rhs, 1) and cb.cc == ISD.SETEQ:
                cond = cond_lhs
            elif _is_bool_const(rhs, 0) and cb.cc == ISD.SETEQ:
                cond = self.node(ISD.XOR, lvt, cond_lhs, dag.get_constant(1, lvt))
            else:
                cond = dag.get_setcc(MVT.i1, cond_lhs, self.get_value(rhs), cb.cc, order=self.sd_node_order)
        else:
            low = cb.cmp_lhs.value
            high = cb.cmp_rhs.value
            cmp_op = self.get_value(cb.cmp_mhs)
            vt = cmp_op[0].vts[cmp_op[1]]
            bits = size_in_bits(vt)
            if sext(low, bits) == -(1 << (bits - 1)):
                cond = dag.get_setcc(
                    MVT.i1, cmp_op, dag.get_constant(high, vt), ISD.SETLE, order=self.sd_node_order
                )
            else:
                sub = self.node(ISD.SUB, vt, cmp_op, dag.get_constant(low, vt))
                cond = dag.get_setcc(
                    MVT.i1, sub, dag.get_constant(high - low, vt), ISD.SETULE, order=self.sd_node_order
                )
        self.add_successor_with_prob(switch_bb, cb.true_bb, cb.true_prob)
        if cb.true_bb is not cb.false_bb:
            self.add_successor_with_prob(switch_bb, cb.false_bb, cb.false_prob)
        switch_bb.normalize_successor_probs()
        true_bb, false_bb = cb.true_bb, cb.false_bb
        if true_bb is self.next_block(switch_bb):
            true_bb, false_bb = false_bb, true_bb
            cvt = cond[0].vts[cond[1]]
            cond = self.node(ISD.XOR, cvt, cond, dag.get_constant(1, cvt))
        br = self.node(ISD.BRCOND, MVT.Other, self.get_control_root(), cond, dag.get_basic_block(true_bb))
        br = self.node(ISD.BR, MVT.Other, br, dag.get_basic_block(false_bb))
        dag.set_root(br)

    def find_merged_conditions(
        self,
        cond: Any,
        tbb: Any,
        fbb: Any,
        cur_bb: Any,
        switch_bb: Any,
        opc: int,
        tprob: int,
        fprob: int,
        invert: bool,
    ) -> None:
        """``FindMergedConditions``: split ``and``/``or`` trees of compares into a chain of CaseBlocks."""
        bop = cond if isinstance(cond, I.Instruction) else None
        bb = cur_bb.ir_block
        # Skip over a 'not' that feeds nothing else, remembering to invert.
        if bop is not None and len(bop.uses) == 1:
            nv = _match_not(bop)
            if nv is not None and _in_block(nv, bb):
                self.find_merged_conditions(nv, tbb, fbb, cur_bb, switch_bb, opc, tprob, fprob, not invert)
                return
        logic = _match_logical_and_or(bop) if bop is not None else None
        b_opc = logic[0] if logic is not None else 0
        if invert and b_opc:
            b_opc = I.Or if b_opc == I.And else I.And
        if (
            logic is None
            or b_opc != opc
            or len(bop.uses) != 1
            or bop.parent is not bb
            or not _in_block(logic[1], bb)
            or not _in_block(logic[2], bb)
        ):
            self.emit_branch_for_merged_condition(cond, tbb, fbb, cur_bb, switch_bb, tprob, fprob, invert)
            return
        mf = self.funcinfo.mf
        tmp_bb = mf.create_machine_basic_block(cur_bb.ir_block)
        pos = mf.blocks.index(cur_bb) + 1
        mf.insert(pos, tmp_bb)
        bop0, bop1 = logic[1], logic[2]
        if opc == I.Or:
            # X | Y: the first test takes TProb/2 and TProb/2 + FProb; the second the normalized TProb/2, FProb.
            self.find_merged_conditions(
                bop0,
                tbb,
                tmp_bb,
                cur_bb,
                switch_bb,
                opc,
                tprob // 2,
                min(tprob // 2 + fprob, PROB_DENOMINATOR),
                invert,
            )
            probs = [tprob // 2, fprob]
            normalize_probabilities(probs)
            self.find_merged_conditions(bop1, tbb, fbb, tmp_bb, switch_bb, opc, probs[0], probs[1], invert)
        else:
            # X & Y: the first test takes TProb + FProb/2 and FProb/2; the second the normalized TProb, FProb/2.
            self.find_merged_conditions(
                bop0,
                tmp_bb,
                fbb,
                cur_bb,
                switch_bb,
                opc,
                min(tprob + fprob // 2, PROB_DENOMINATOR),
                fprob // 2,
                invert,
            )
            probs = [tprob, fprob // 2]
            normalize_probabilities(probs)
            self.find_merged_conditions(bop1, tbb, fbb, tmp_bb, switch_bb, opc, probs[0], probs[1], invert)

    def _is_exportable_from_current_block(self, v: Any, from_bb: Any) -> bool:
        """``isExportableFromCurrentBlock`` (``from_bb`` is the IR block)."""
        if isinstance(v, I.Instruction):
            if v.parent is from_bb:
                return True
            return v in self.funcinfo.value_map
        if isinstance(v, Argument):
            if from_bb is from_bb.parent.blocks[0]:
                return True
            return v in self.funcinfo.value_map
        return True

    def emit_branch_for_merged_condition(
        self, cond: Any, tbb: Any, fbb: Any, cur_bb: Any, switch_bb: Any, tprob: int, fprob: int, invert: bool
    ) -> None:
        """``EmitBranchForMergedCondition``."""
        bb = cur_bb.ir_block
        if isinstance(cond, I.Instruction) and cond.opcode in (I.ICmp, I.FCmp):
            if cur_bb is switch_bb or (
                self._is_exportable_from_current_block(cond.operands[0], bb)
                and self._is_exportable_from_current_block(cond.operands[1], bb)
            ):
                if cond.opcode == I.ICmp:
                    pred = _invert_icmp(cond.pred) if invert else cond.pred
                    cc = _ICMP_CC[pred]
                else:
                    cc = (cond.pred ^ 15) if invert else cond.pred
                cb = CaseBlock(cc, cond.operands[0], cond.operands[1], None, tbb, fbb, cur_bb, tprob, fprob)
                self.switch_cases.append(cb)
                return
        cc = ISD.SETNE if invert else ISD.SETEQ
        cb = CaseBlock(cc, cond, CaseConst(cond.type, 1), None, tbb, fbb, cur_bb, tprob, fprob)
        self.switch_cases.append(cb)

    def should_emit_as_branches(self, cases: list[CaseBlock]) -> bool:
        """``ShouldEmitAsBranches``."""
        if len(cases) != 2:
            return True
        a, b = cases
        if (a.cmp_lhs is b.cmp_lhs and a.cmp_rhs is b.cmp_rhs) or (
            a.cmp_rhs is b.cmp_lhs and a.cmp_lhs is b.cmp_rhs
        ):
            return False
        if (
            a.cmp_rhs is b.cmp_rhs
            and a.cc == b.cc
            and isinstance(a.cmp_rhs, Constant)
            and _is_null(a.cmp_rhs)
            and a.cc in (ISD.SETEQ, ISD.SETNE)
        ):
            return False
        return True

    def visit_jump_table_header(self, jt: Any, switch_bb: Any) -> None:
        """``visitJumpTableHeader``: index = value - first into a register, range check to the default."""
        dag = self.dag
        tli = self.tli
        switch_op = self.get_value(jt.sval)
        vt = switch_op[0].vts[switch_op[1]]
        sub = self.node(ISD.SUB, vt, switch_op, dag.get_constant(jt.first, vt))
        idx = self._zext_or_trunc(sub, self._ptr_vt)
        reg = self.funcinfo.create_reg(self._ptr_vt)
        copy = dag.get_copy_to_reg(self.get_control_root(), reg, idx, order=self.sd_node_order)
        jt.reg = reg
        if not jt.omit_range_check:
            cmp = dag.get_setcc(
                tli.get_setcc_result_type(vt),
                sub,
                dag.get_constant(jt.last - jt.first, vt),
                ISD.SETUGT,
                order=self.sd_node_order,
            )
            br = self.node(ISD.BRCOND, MVT.Other, copy, cmp, dag.get_basic_block(jt.default))
            if jt.mbb is not self.next_block(switch_bb):
                br = self.node(ISD.BR, MVT.Other, br, dag.get_basic_block(jt.mbb))
            dag.set_root(br)
        elif jt.mbb is not self.next_block(switch_bb):
            dag.set_root(self.node(ISD.BR, MVT.Other, copy, dag.get_basic_block(jt.mbb)))
        else:
            dag.set_root(copy)

    def visit_bit_test_header(self, btb: Any, switch_bb: Any) -> None:
        """``visitBitTestHeader``: value minus the low bound into a register (the pointer type when the value
        type is illegal or a mask does not fit it), range check to the default, branch to the first test."""
        dag = self.dag
        tli = self.tli
        switch_op = self.get_value(btb.sval)
        vt = switch_op[0].vts[switch_op[1]]
        range_sub = self.node(ISD.SUB, vt, switch_op, dag.get_constant(btb.first, vt))
        bits = size_in_bits(vt)
        use_ptr = not tli.is_type_legal(vt) or any(c.mask >> bits for c in btb.cases)
        sub = range_sub
        if use_ptr:
            vt = self._ptr_vt
            sub = self._zext_or_trunc(sub, vt)
        btb.reg_vt = vt
        btb.reg = self.funcinfo.create_reg(vt)
        copy = dag.get_copy_to_reg(self.get_control_root(), btb.reg, sub, order=self.sd_node_order)
        mbb = btb.cases[0].this_bb
        if not btb.fallthrough_unreachable:
            self.add_successor_with_prob(switch_bb, btb.default, btb.default_prob)
        self.add_successor_with_prob(switch_bb, mbb, btb.prob)
        switch_bb.normalize_successor_probs()
        root = copy
        if not btb.fallthrough_unreachable:
            rvt = range_sub[0].vts[range_sub[1]]
            cmp = dag.get_setcc(
                tli.get_setcc_result_type(rvt),
                range_sub,
                dag.get_constant(btb.range, rvt),
                ISD.SETUGT,
                order=self.sd_node_order,
            )
            root = self.node(ISD.BRCOND, MVT.Other, root, cmp, dag.get_basic_block(btb.default))
        if mbb is not self.next_block(switch_bb):
            root = self.node(ISD.BR, MVT.Other, root, dag.get_basic_block(mbb))
        dag.set_root(root)

    def visit_bit_test_case(
        self, btb: Any, next_mbb: Any, prob_to_next: int, reg: int, btc: Any, switch_bb: Any
    ) -> None:
        """``visitBitTestCase``: branch to the case's target when bit ``x`` of its mask is set (one-bit masks
        compare ``x`` with the bit's index; a mask missing one bit of the range compares with that bit's)."""
        dag = self.dag
        tli = self.tli
        vt = btb.reg_vt
        shift_op = dag.get_copy_from_reg(self.get_control_root(), reg, vt, order=self.sd_node_order)
        mask = btc.mask
        pop = bin(mask).count("1")
        ccvt = tli.get_setcc_result_type(vt)
        if pop == 1:
            cmp = dag.get_setcc(
                ccvt,
                shift_op,
                dag.get_constant((mask & -mask).bit_length() - 1, vt),
                ISD.SETEQ,
                order=self.sd_node_order,
            )
        elif pop == btb.range:
            trailing_ones = (mask ^ (mask + 1)).bit_length() - 1
            cmp = dag.get_setcc(
                ccvt, shift_op, dag.get_constant(trailing_ones, vt), ISD.SETNE, order=self.sd_node_order
            )
        else:
            shl = self.node(ISD.SHL, vt, dag.get_constant(1, vt), shift_op)
            andv = self.node(ISD.AND, vt, shl, dag.get_constant(mask, vt))
            cmp = dag.get_setcc(ccvt, andv, dag.get_constant(0, vt), ISD.SETNE, order=self.sd_node_order)
        self.add_successor_with_prob(switch_bb, btc.target_bb, btc.extra_prob)
        self.add_successor_with_prob(switch_bb, next_mbb, prob_to_next)
        switch_bb.normalize_successor_probs()
        br = self.node(
            ISD.BRCOND, MVT.Other, self.get_control_root(), cmp, dag.get_basic_block(btc.target_bb)
        )
        if next_mbb is not self.next_block(switch_bb):
            br = self.node(ISD.BR, MVT.Other, br, dag.get_basic_block(next_mbb))
        dag.set_root(br)

    def visit_jump_table(self, jt: Any) -> None:
        """``visitJumpTable``: ``BR_JT`` through the table with the index from the header."""
        dag = self.dag
        index = dag.get_copy_from_reg(self.get_control_root(), jt.reg, self._ptr_vt, order=self.sd_node_order)
        table = dag.get_jump_table(jt.jti, self._ptr_vt)
        dag.set_root(self.node(ISD.BR_JT, MVT.Other, (index[0], 1), table, index))

    def visit_unreachable(self, u: Any) -> None:
        tm = self.funcinfo.mf.target
        if tm is not None and tm.options.trap_unreachable:
            self.dag.set_root(self.node(ISD.TRAP, MVT.Other, self.dag.root))

    def visit_indirect_br(self, u: Any) -> None:
        """``visitIndirectBr``: successors once each, then ``BRIND`` to the address."""
        mbb = self.funcinfo.mbb
        seen: set[int] = set()
        for bb in u.successors():
            if id(bb) in seen:
                continue
            seen.add(id(bb))
            self.add_successor_with_prob(mbb, self.funcinfo.mbb_map[bb])
        self.dag.set_root(
            self.node(ISD.BRIND, MVT.Other, self.get_control_root(), self.get_value(u.operands[0]))
        )

    def visit_switch(self, u: Any) -> None:

        lower_switch(self, u)

    # --- calls ----------------------------------------------------------------------------------------------

    def visit_call(self, u: Any) -> None:
        callee = u.operands[-1]
        if getattr(callee, "asm", None) is not None:
            from pyllc.codegen.selection_dag.inline_asm import visit_inline_asm

            visit_inline_asm(self, u)
            return
        fn = callee if isinstance(callee, Function) else None
        if fn is not None and fn.is_declaration():
            iid = lookup_intrinsic_id(fn.name)
            if iid:
                self.visit_intrinsic_call(u, iid)
                return
            if fn.name.startswith("llvm.load.relative."):
                self._visit_load_relative(u)
                return
            if fn.name.startswith("llvm."):
                raise UnsupportedError(None, f"intrinsic '{fn.name}'")
            if self._visit_libm_call(u, fn):
                return
        callee_sd = self.get_value(callee)
        self.lower_call_to(
            u, callee_sd, u.extra.tail in (I.TCK_Tail, I.TCK_MustTail), u.extra.tail == I.TCK_MustTail
        )

    def _visit_libm_call(self, u: Any, fn: Function) -> bool:
        name = fn.name
        if (
            fn.linkage in (_INTERNAL, _PRIVATE)
            or call_fn_has_attr(u, "nobuiltin")
            or call_fn_has_attr(u, "strictfp")
        ):
            return False
        args = u.operands[:-1]
        if not (call_fn_has_attr(u, "readnone") or call_fn_has_attr(u, "readonly")):
            return False  # may set errno: LLVM keeps the call (``onlyReadsMemory``)
        if (
            name in _LIBM_UNARY
            and len(args) == 1
            and args[0].type.is_floating_point()
            and args[0].type is u.type
        ):
            a = self.get_value(args[0])
            self.set_value(u, self.node(_LIBM_UNARY[name], a[0].vts[a[1]], a, flags=_fmf_flags(u)))
            return True
        if (
            name in _LIBM_BINARY
            and len(args) == 2
            and args[0].type.is_floating_point()
            and args[0].type is u.type
            and args[1].type is u.type
        ):
            a = self.get_value(args[0])
            b = self.get_value(args[1])
            self.set_value(u, self.node(_LIBM_BINARY[name], a[0].vts[a[1]], a, b, flags=_fmf_flags(u)))
            return True
        return False

    def _eh_label(self, chain: SDValue, label: Any) -> SDValue:
        """``getEHLabel``."""
        dag = self.dag
        return (
            dag._create(ISD.EH_LABEL, dag.get_vt_list(MVT.Other), (chain,), label, None, self.sd_node_order),
            0,
        )

    def visit_invoke(self, u: Any) -> None:
        """``visitInvoke``: the call between two EH labels (the range unwinding to the landing pad), the
        normal and unwind successors, then a branch to the normal destination."""
        funcinfo = self.funcinfo
        invoke_mbb = funcinfo.mbb
        normal, unwind = u.successors()
        callee = u.operands[-1]
        if getattr(callee, "asm", None) is not None:
            raise UnsupportedError(None, "inline assembly in an invoke")
        if isinstance(callee, Function) and callee.name.startswith("llvm."):
            raise UnsupportedError(None, f"invoke of the intrinsic '{callee.name}'")
        pad = funcinfo.mbb_map[unwind]
        self.lower_call_to(u, self.get_value(callee), False, False, pad)
        self.copy_to_export_regs_if_needed(u)
        ret = funcinfo.mbb_map[normal]
        bpi = funcinfo.bpi
        pad_prob = bpi.get_edge_probability(u.parent, unwind) if bpi is not None else 0
        self.add_successor_with_prob(invoke_mbb, ret)
        pad.is_eh_pad = True
        self.add_successor_with_prob(invoke_mbb, pad, pad_prob)
        if bpi is not None:
            invoke_mbb.normalize_successor_probs()
        self.dag.set_root(
            self.node(ISD.BR, MVT.Other, self.get_control_root(), self.dag.get_basic_block(ret))
        )

    def visit_landingpad(self, u: Any) -> None:
        """``visitLandingPad``: the exception pointer and selector from the copies PrepareEHLandingPad made."""
        funcinfo = self.funcinfo
        dag = self.dag
        vts, _ = compute_value_vts(u.type, self.dl)
        ptr_vt = self._ptr_vt
        entry = dag.get_entry_node()
        if funcinfo.exception_pointer_virt_reg:
            exn = dag.get_zext_or_trunc(
                dag.get_copy_from_reg(entry, funcinfo.exception_pointer_virt_reg, ptr_vt), vts[0]
            )
        else:
            exn = dag.get_constant(0, ptr_vt)
        if not funcinfo.exception_selector_virt_reg:
            raise UnsupportedError(None, "landingpad without an exception selector register")
        sel = dag.get_zext_or_trunc(
            dag.get_copy_from_reg(entry, funcinfo.exception_selector_virt_reg, ptr_vt), vts[1]
        )
        self.set_value(u, dag.get_merge_values([exn, sel]))

    def lower_call_to(
        self, call: Any, callee: SDValue, is_tail_call: bool, is_must_tail: bool = False, eh_pad: Any = None
    ) -> None:
        """``LowerCallTo``: the arguments of ``call`` into ArgListEntries, then the target's call sequence
        (for an invoke, between the EH labels of its range)."""
        fn_ty = call.extra.ftype
        args: list[ArgListEntry] = []
        caller = self.funcinfo.fn
        if is_tail_call and caller.attrs.fn.get("disable-tail-calls") == "true" and not is_must_tail:
            is_tail_call = False
        nargs = call.extra.num_args
        for i in range(nargs):
            v = call.operands[i]
            vts, _ = _type_vts(v.type, self.dl)
            if not vts:
                continue
            entry = ArgListEntry(self.get_value(v), v.type)
            entry.set_attributes(call, i)
            if entry.is_sret and isinstance(v, I.Instruction):
                is_tail_call = False
            args.append(entry)
        if is_tail_call and not is_in_tail_call_position(call):
            is_tail_call = False
        ret_ty = call.type if call.type.tid != T.VoidTyID else None
        cli = CallLoweringInfo(self.dag)
        begin = None
        if eh_pad is not None:
            begin = self.funcinfo.mf.new_eh_label()
            self.get_root()
            self.dag.set_root(self._eh_label(self.get_control_root(), begin))
        cli.set_debug_loc(None).set_chain(self.get_root()).set_callee(ret_ty, fn_ty, callee, args, call)
        cli.set_tail_call(is_tail_call).set_convergent(call_fn_has_attr(call, "convergent"))
        cli.set_order(self.sd_node_order)
        result, chain = lower_call_to(self.tli, cli)
        if chain is None:
            self.has_tail_call = True
            self.pending_exports.clear()
        else:
            self.dag.set_root(chain)
        if begin is not None:
            end = self.funcinfo.mf.new_eh_label()
            self.dag.set_root(self._eh_label(self.get_root(), end))
            self.funcinfo.mf.add_invoke(eh_pad, begin, end)
        if result is not None:
            self.set_value(call, result)

    def lower_lib_call(
        self,
        name: str,
        ret_ty: Any,
        args: list[ArgListEntry],
        is_tail_call: bool = False,
        discard_result: bool = True,
        root: SDValue | None = None,
    ) -> SDValue | None:
        """A call of the library function ``name`` (memcpy, memset...); returns the new chain (None after a
        tail call)."""
        dag = self.dag
        cli = CallLoweringInfo(dag)
        callee = dag.get_external_symbol(name, self._ptr_vt)
        cli.set_chain(root if root is not None else self.get_root()).set_lib_callee(
            CC_C, ret_ty, callee, args
        )
        cli.set_discard_result(discard_result).set_tail_call(is_tail_call).set_order(self.sd_node_order)
        _, chain = lower_call_to(self.tli, cli)
        return chain

    def update_dag_for_maybe_tail_call(self, maybe_tc: SDValue | None) -> None:
        """``updateDAGForMaybeTailCall``."""
        if maybe_tc is not None:
            self.dag.set_root(maybe_tc)
        else:
            self.has_tail_call = True

    def visit_intrinsic_call(self, u: Any, iid: int) -> None:
        """``visitIntrinsicCall``."""
        dag = self.dag
        args = u.operands[:-1]
        if iid in _IGNORED_INTRINSICS:
            return
        if iid == Intrinsic.eh_typeid_for:
            from pyllc.ir.verifier import strip_pointer_casts

            type_id = self.funcinfo.mf.get_type_id_for(strip_pointer_casts(args[0]))
            self.set_value(u, dag.get_constant(type_id, MVT.i32))
            return
        if iid in (
            Intrinsic.expect,
            Intrinsic.expect_with_probability,
            Intrinsic.launder_invariant_group,
            Intrinsic.strip_invariant_group,
        ):
            self.set_value(u, self.get_value(args[0]))
            return
        if iid == Intrinsic.invariant_start:
            self.set_value(u, dag.get_undef(self._ptr_vt))
            return
        if iid in _OVERFLOW_INTRINSICS:
            a = self.get_value(args[0])
            b = self.get_value(args[1])
            vt = a[0].vts[a[1]]
            self.set_value(u, self.node(_OVERFLOW_INTRINSICS[iid], (vt, MVT.i1), a, b))
            return
        if iid in _BINARY_INTRINSICS:
            a = self.get_value(args[0])
            b = self.get_value(args[1])
            self.set_value(u, self.node(_BINARY_INTRINSICS[iid], a[0].vts[a[1]], a, b, flags=_fmf_flags(u)))
            return
        if iid in _UNARY_FP_INTRINSICS:
            a = self.get_value(args[0])
            self.set_value(u, self.node(_UNARY_FP_INTRINSICS[iid], a[0].vts[a[1]], a, flags=_fmf_flags(u)))
            return
        if iid == Intrinsic.abs:
            a = self.get_value(args[0])
            self.set_value(u, self.node(ISD.ABS, a[0].vts[a[1]], a))
            return
        if iid in (Intrinsic.ctpop, Intrinsic.bswap, Intrinsic.bitreverse):
            a = self.get_value(args[0])
            opc = {
                Intrinsic.ctpop: ISD.CTPOP,
                Intrinsic.bswap: ISD.BSWAP,
                Intrinsic.bitreverse: ISD.BITREVERSE,
            }[iid]
            self.set_value(u, self.node(opc, a[0].vts[a[1]], a))
            return
        if iid in (Intrinsic.ctlz, Intrinsic.cttz):
            a = self.get_value(args[0])
            zero_undef = isinstance(args[1], ConstantInt) and args[1].value != 0
            if iid == Intrinsic.ctlz:
                opc = ISD.CTLZ_ZERO_UNDEF if zero_undef else ISD.CTLZ
            else:
                opc = ISD.CTTZ_ZERO_UNDEF if zero_undef else ISD.CTTZ
            self.set_value(u, self.node(opc, a[0].vts[a[1]], a))
            return
        if iid in (Intrinsic.fshl, Intrinsic.fshr):
            x, y, z = (self.get_value(a) for a in args[:3])
            vt = x[0].vts[x[1]]
            bits = size_in_bits(vt)
            if args[0] is args[1] and bits & (bits - 1) == 0:
                self.set_value(u, self.node(ISD.ROTL if iid == Intrinsic.fshl else ISD.ROTR, vt, x, z))
            else:
                self.set_value(u, self.node(ISD.FSHL if iid == Intrinsic.fshl else ISD.FSHR, vt, x, y, z))
            return
        if iid in (Intrinsic.fma, Intrinsic.fmuladd):
            a, b, c = (self.get_value(x) for x in args[:3])
            vt = a[0].vts[a[1]]
            flags = _fmf_flags(u)
            if iid == Intrinsic.fma:
                self.set_value(u, self.node(ISD.FMA, vt, a, b, c, flags=flags))
            else:
                if self.tli.is_fma_faster_than_fmul_and_fadd(vt):
                    self.set_value(u, self.node(ISD.FMA, vt, a, b, c, flags=flags))
                else:
                    mul = self.node(ISD.FMUL, vt, a, b, flags=flags)
                    self.set_value(u, self.node(ISD.FADD, vt, mul, c, flags=flags))
            return
        if iid == Intrinsic.powi:
            a = self.get_value(args[0])
            b = self.get_value(args[1])
            self.set_value(u, self.node(ISD.FPOWI, a[0].vts[a[1]], a, b))
            return
        if iid in (Intrinsic.lround, Intrinsic.llround, Intrinsic.lrint, Intrinsic.llrint):
            a = self.get_value(args[0])
            opc = {
                Intrinsic.lround: ISD.LROUND,
                Intrinsic.llround: ISD.LLROUND,
                Intrinsic.lrint: ISD.LRINT,
                Intrinsic.llrint: ISD.LLRINT,
            }[iid]
            self.set_value(u, self.node(opc, self.value_vt(u.type), a))
            return
        if iid == Intrinsic.stackprotector:
            # Store the guard into the slot; the slot is the frame's stack protector object.
            from pyllc.codegen.machine.mem_operand import PSV_FixedStack, PseudoSourceValue

            fi = self.funcinfo.static_alloca_map[args[1]]
            mf = dag.mf
            mf.frame_info.stack_protector_index = fi
            fvt = self.tli.get_frame_index_ty()
            src = self.get_value(args[0])
            vt = src[0].vts[src[1]]
            mmo = MachineMemOperand(
                MMO.MOStore | MMO.MOVolatile,
                store_size(vt),
                mf.frame_info.get_object_align(fi),
                pseudo_value=PseudoSourceValue(PSV_FixedStack, fi),
            )
            res = dag.get_store(
                self.get_root(), src, dag.get_frame_index(fi, fvt), mmo, order=self.sd_node_order
            )
            self.set_value(u, res)
            dag.set_root(res)
            return
        if iid == Intrinsic.stacksave:
            vt = self.value_vt(u.type)
            res = self.node(ISD.STACKSAVE, (vt, MVT.Other), self.get_root())
            self.set_value(u, res)
            dag.set_root((res[0], 1))
            return
        if iid == Intrinsic.stackrestore:
            v = self.get_value(args[0])
            dag.set_root(self.node(ISD.STACKRESTORE, MVT.Other, self.get_root(), v))
            return
        if iid in (Intrinsic.trap, Intrinsic.debugtrap):
            opc = ISD.TRAP if iid == Intrinsic.trap else ISD.DEBUGTRAP
            dag.set_root(self.node(opc, MVT.Other, self.get_root()))
            return
        if iid == Intrinsic.frameaddress:
            self.set_value(
                u, self.node(ISD.FRAMEADDR, self.tli.get_frame_index_ty(), self.get_value(args[0]))
            )
            return
        if iid == Intrinsic.returnaddress:
            self.set_value(u, self.node(ISD.RETURNADDR, self.value_vt(u.type), self.get_value(args[0])))
            return
        if iid == Intrinsic.va_start:
            dag.set_root(
                self.node(
                    ISD.VASTART,
                    MVT.Other,
                    self.get_root(),
                    self.get_value(args[0]),
                    dag.get_src_value(args[0]),
                )
            )
            return
        if iid == Intrinsic.va_end:
            dag.set_root(
                self.node(
                    ISD.VAEND, MVT.Other, self.get_root(), self.get_value(args[0]), dag.get_src_value(args[0])
                )
            )
            return
        if iid == Intrinsic.va_copy:
            dag.set_root(
                self.node(
                    ISD.VACOPY,
                    MVT.Other,
                    self.get_root(),
                    self.get_value(args[0]),
                    self.get_value(args[1]),
                    dag.get_src_value(args[0]),
                    dag.get_src_value(args[1]),
                )
            )
            return
        if iid in (Intrinsic.memcpy, Intrinsic.memmove, Intrinsic.memset):
            self._visit_mem_intrinsic(u, iid)
            return
        if iid == Intrinsic.threadlocal_address:
            self.set_value(u, self.get_value(args[0]))
            return
        if iid == Intrinsic.prefetch:
            # (chain, address, rw, locality, cache type) with a one-byte memory operand (a load for a read
            # prefetch, a store for a write); chained in parallel with the other loads.
            rw = args[1].value
            mmo = self._mmo(MMO.MOLoad if rw == 0 else MMO.MOStore, 1, 1, args[0], 0)
            ops = (
                self.get_root(),
                self.get_value(args[0]),
                self.get_value(args[1]),
                self.get_value(args[2]),
                self.get_value(args[3]),
            )
            v = dag.get_mem_intrinsic_node(ISD.PREFETCH, (MVT.Other,), ops, MVT.i8, mmo)
            v[0].ir_order = self.sd_node_order
            self.pending_loads.append(v)
            dag.set_root(self.get_root())
            return
        if get_info(iid).target_prefix:
            self.visit_target_intrinsic(u, iid)
            return
        raise UnsupportedError(None, f"intrinsic '{get_base_name(iid)}'")

    def visit_target_intrinsic(self, u: Any, iid: int) -> None:
        """``visitTargetIntrinsic``: an ``INTRINSIC_W_CHAIN``/``_WO_CHAIN``/``_VOID`` node the target selects.

        Operands: the chain (unless the intrinsic reads no memory), the intrinsic ID as a target
        constant, then the call's arguments; a read-only intrinsic's chain joins the pending loads."""
        dag = self.dag
        flags = get_info(iid).flags
        has_chain = not flags & READNONE
        only_load = bool(flags & READONLY)
        ops: list[SDValue] = []
        if has_chain:
            ops.append(dag.root if only_load else self.get_root())
        ops.append(dag.get_target_constant(iid, self._ptr_vt))
        ops.extend(self.get_value(a) for a in u.operands[:-1])
        vts = [] if u.type.tid == T.VoidTyID else [self.value_vt(u.type)]
        if has_chain:
            opc = ISD.INTRINSIC_VOID if not vts else ISD.INTRINSIC_W_CHAIN
            vts.append(MVT.Other)
        else:
            opc = ISD.INTRINSIC_WO_CHAIN
        v = self.node(opc, tuple(vts), *ops)
        if has_chain:
            chain = (v[0], len(vts) - 1)
            if only_load:
                self.pending_loads.append(chain)
            else:
                dag.set_root(chain)
        if vts[0] != MVT.Other:
            self.set_value(u, v)

    def _visit_load_relative(self, u: Any) -> None:
        """``llvm.load.relative``."""
        dag = self.dag
        args = u.operands[:-1]
        # What pre-isel-intrinsic-lowering makes of it: ptr + sext(load i32, align 4, from ptr + offset).
        ptr = self.get_value(args[0])
        off = self._sext_or_trunc(self.get_value(args[1]), self._ptr_vt)
        addr = self.node(ISD.ADD, self._ptr_vt, ptr, off)
        mmo = MachineMemOperand(MMO.MOLoad, 4, 4)
        ld = dag.get_load(MVT.i32, dag.root, addr, mmo, order=self.sd_node_order)
        self.pending_loads.append((ld[0], 1))
        self.set_value(u, self.node(ISD.ADD, self._ptr_vt, ptr, self.node(ISD.SIGN_EXTEND, self._ptr_vt, ld)))

    def _visit_mem_intrinsic(self, u: Any, iid: int) -> None:
        """memcpy/memmove/memset: small constant sizes inline as loads and stores, else the library call."""
        args = u.operands[:-1]
        dst = self.get_value(args[0])
        src = self.get_value(args[1])
        size = self.get_value(args[2])
        volatile = isinstance(args[3], ConstantInt) and args[3].value != 0 if len(args) > 3 else False
        root = self.get_root() if volatile else self.get_memory_root()
        name = {Intrinsic.memcpy: "memcpy", Intrinsic.memmove: "memmove", Intrinsic.memset: "memset"}[iid]
        dst_align = call_param_attr(u, 0, "align") or 1
        src_align = (call_param_attr(u, 1, "align") or 1) if iid != Intrinsic.memset else 1
        is_tc = bool(u.extra.tail) and is_in_tail_call_position(u)
        chain = self.get_mem_op(
            name,
            root,
            dst,
            src,
            size,
            dst_align,
            src_align,
            volatile,
            is_tc,
            args[0],
            args[1] if iid != Intrinsic.memset else None,
        )
        self.update_dag_for_maybe_tail_call(chain)

    def get_mem_op(
        self,
        name: str,
        root: SDValue,
        dst: SDValue,
        src: SDValue,
        size: SDValue,
        dst_align: int,
        src_align: int,
        volatile: bool,
        is_tail_call: bool,
        dst_v: Any,
        src_v: Any,
    ) -> SDValue | None:
        """``SelectionDAG::getMemcpy``/``getMemmove``/``getMemset``: loads and stores for a small constant size
        (``getMemcpyLoadsAndStores`` and friends), else the library call."""
        if size[0].opcode == ISD.Constant:
            n = size[0].payload[0]
            if n == 0:
                return root
            inline = self._mem_op_inline(
                name, root, dst, src, n, dst_align, src_align, volatile, dst_v, src_v
            )
            if inline is not None:
                return inline
        dag = self.dag
        ptr_vt = self._ptr_vt
        src_vt = src[0].vts[src[1]]
        args = [
            ArgListEntry(dst, ptr_vt),
            ArgListEntry(src, src_vt),
            ArgListEntry(self._zext_or_trunc(size, ptr_vt), ptr_vt),
        ]
        cli = CallLoweringInfo(dag)
        callee = dag.get_external_symbol(name, ptr_vt)
        cli.set_chain(root).set_lib_callee(CC_C, ptr_vt, callee, args)
        cli.set_discard_result(True).set_tail_call(is_tail_call).set_order(self.sd_node_order)
        _, chain = lower_call_to(self.tli, cli)
        return chain

    def _mem_op_inline(
        self,
        name: str,
        root: SDValue,
        dst: SDValue,
        src: SDValue,
        size: int,
        dst_align: int,
        src_align: int,
        volatile: bool,
        dst_v: Any,
        src_v: Any,
    ) -> SDValue | None:
        tli = self.tli
        fn_attrs = self.funcinfo.fn.attrs.fn
        opt_size = fn_attrs.has("optsize") or fn_attrs.has("minsize")
        if name == "memset":
            limit = tli.max_stores_per_memset_opt_size if opt_size else tli.max_stores_per_memset
        elif name == "memmove":
            limit = tli.max_stores_per_memmove_opt_size if opt_size else tli.max_stores_per_memmove
        else:
            limit = tli.max_stores_per_memcpy_opt_size if opt_size else tli.max_stores_per_memcpy
        mem_op = MemOp(
            size, dst_align, src_align, name == "memset", allow_overlap=not volatile and name != "memmove"
        )
        vts = tli.find_optimal_mem_op_lowering(mem_op, limit, fn_attrs)
        if vts is None or any(is_vector(vt) for vt in vts):
            return None  # vector accesses are not built here: left to the library call
        ops: list[tuple[int, int]] = []
        left = size
        for vt in vts:
            sz = min(store_size(vt), left)
            ops.append((vt, sz))
            left -= sz
        dag = self.dag
        ptr_vt = self._ptr_vt
        mflags = MMO.MOVolatile if volatile else 0
        dst_fi = dst[0].payload if dst[0].opcode == ISD.FrameIndex else None
        mfi = self.funcinfo.mf.frame_info
        if dst_fi is not None and not mfi.is_fixed_object_index(dst_fi):
            new_align = store_size(ops[0][0])
            if new_align > dst_align:
                if mfi.get_object_align(dst_fi) < new_align:
                    mfi.set_object_alignment(dst_fi, new_align)
                dst_align = new_align

        def addr(base: SDValue, off: int) -> SDValue:
            if off == 0:
                return base
            return self.node(ISD.ADD, ptr_vt, base, dag.get_constant(off, ptr_vt))

        def mmo(flags: int, vt: int, align: int, v: Any, off: int) -> MachineMemOperand:
            a = align
            while off % a:
                a //= 2
            return MachineMemOperand(
                flags | mflags,
                store_size(vt),
                max(a, 1),
                value=v if isinstance(v, (I.Instruction, Argument, GlobalValue)) else None,
                offset=off,
            )

        if name == "memset":
            largest = max(ops, key=lambda o: store_size(o[0]))[0]
            if src[0].opcode == ISD.Constant:
                byte = src[0].payload[0] & 0xFF
                big = None
            else:
                big = self.node(ISD.ZERO_EXTEND, largest, src) if largest != MVT.i8 else src
                bits = size_in_bits(largest)
                if bits > 8:
                    big = self.node(
                        ISD.MUL, largest, big, dag.get_constant(int("01" * (bits // 8), 16), largest)
                    )
            chains: list[SDValue] = []
            off = 0
            for vt, sz in ops:
                vsz = store_size(vt)
                if vsz > sz:
                    off -= vsz - sz
                if big is None:
                    value = dag.get_constant(int(f"{byte:02x}" * vsz, 16), vt)
                else:
                    value = big if vt == largest else self.node(ISD.TRUNCATE, vt, big)
                chains.append(
                    dag.get_store(
                        root,
                        value,
                        addr(dst, off),
                        mmo(MMO.MOStore, vt, dst_align, dst_v, off),
                        order=self.sd_node_order,
                    )
                )
                off += vsz
            return self.node(ISD.TokenFactor, MVT.Other, *chains) if len(chains) > 1 else chains[0]
        const_bytes = None if volatile else _constant_source_bytes(src)
        load_chains: list[SDValue] = []
        stores: list[SDValue] = []
        out_chains: list[SDValue] = []
        loads: list[tuple[int, int, SDValue]] = []
        off = 0
        for vt, sz in ops:
            vsz = store_size(vt)
            if vsz > sz:
                off -= vsz - sz
            if const_bytes is not None and name == "memcpy":
                chunk = const_bytes[off : off + vsz] + bytes(max(0, off + vsz - len(const_bytes)))
                value = dag.get_constant(int.from_bytes(chunk[:vsz], "little"), vt)
                out_chains.append(
                    dag.get_store(
                        root,
                        value,
                        addr(dst, off),
                        mmo(MMO.MOStore, vt, dst_align, dst_v, off),
                        order=self.sd_node_order,
                    )
                )
            else:
                ld = dag.get_load(
                    vt,
                    root,
                    addr(src, off),
                    mmo(MMO.MOLoad, vt, src_align, src_v, off),
                    order=self.sd_node_order,
                )
                load_chains.append((ld[0], 1))
                loads.append((off, vt, ld))
            off += vsz
        if name == "memmove":
            tf = (
                self.node(ISD.TokenFactor, MVT.Other, *load_chains)
                if len(load_chains) > 1
                else load_chains[0]
            )
            for o, vt, ld in loads:
                stores.append(
                    dag.get_store(
                        tf,
                        ld,
                        addr(dst, o),
                        mmo(MMO.MOStore, vt, dst_align, dst_v, o),
                        order=self.sd_node_order,
                    )
                )
            return self.node(ISD.TokenFactor, MVT.Other, *stores) if len(stores) > 1 else stores[0]
        for (o, vt, ld), lc in zip(loads, load_chains):
            st = dag.get_store(
                root, ld, addr(dst, o), mmo(MMO.MOStore, vt, dst_align, dst_v, o), order=self.sd_node_order
            )
            out_chains.append(lc)
            out_chains.append(st)
        return self.node(ISD.TokenFactor, MVT.Other, *out_chains) if len(out_chains) > 1 else out_chains[0]

    # --- arguments ------------------------------------------------------------------------------------------

    def lower_arguments(self) -> None:
        """``SelectionDAGISel::LowerArguments``: the entry block's incoming arguments."""
        funcinfo = self.funcinfo
        fn = funcinfo.fn
        dag = self.dag
        tli = self.tli
        dl = self.dl
        cc = fn.cc
        ins: list[InputArg] = []
        if not funcinfo.can_lower_return:
            ptr_vt = self._ptr_vt
            flags = ArgFlags(ArgFlags.SRet, orig_align=8)
            ins.append(InputArg(flags, tli.get_register_type(ptr_vt), ptr_vt, True, 0, 0))
        arg_vts: list[list[int]] = []
        for arg in fn.args:
            vts, _ = compute_value_vts(arg.type, dl)
            arg_vts.append(vts)
            attrs = fn.attrs.param(arg.arg_no)
            part_base = 0
            for vt in vts:
                f = 0
                if arg.type.tid == T.PointerTyID:
                    f |= ArgFlags.Pointer
                if attrs.has("zeroext"):
                    f |= ArgFlags.ZExt
                if attrs.has("signext"):
                    f |= ArgFlags.SExt
                if attrs.has("inreg"):
                    f |= ArgFlags.InReg
                if attrs.has("sret"):
                    f |= ArgFlags.SRet
                if attrs.has("byval"):
                    f |= ArgFlags.ByVal
                if attrs.has("inalloca"):
                    f |= ArgFlags.InAlloca
                if attrs.has("preallocated"):
                    f |= ArgFlags.Preallocated
                if attrs.has("nest"):
                    f |= ArgFlags.Nest
                if attrs.has("returned"):
                    f |= ArgFlags.Returned
                flags = ArgFlags(f, orig_align=_vt_abi_align(vt, dl))
                if f & (ArgFlags.ByVal | ArgFlags.InAlloca | ArgFlags.Preallocated):
                    elem = attrs.get("byval") or attrs.get("inalloca") or attrs.get("preallocated")
                    if elem is None:
                        elem = getattr(arg.type, "pointee", None)
                    flags.byval_size = dl.get_type_alloc_size(elem) if elem is not None else 0
                    align = attrs.get("align") or 0
                    flags.mem_align = align or tli.get_byval_type_alignment(elem, dl)
                n = tli.get_num_registers_for_calling_conv(cc, vt)
                reg_vt = tli.get_register_type_for_calling_conv(cc, vt)
                for i in range(n):
                    pf = flags.copy()
                    if n > 1 and i == 0:
                        pf.flags |= ArgFlags.Split
                    if n > 1 and i == n - 1:
                        pf.flags |= ArgFlags.SplitEnd
                    ins.append(InputArg(pf, reg_vt, vt, bool(arg.uses), arg.arg_no, part_base))
                    part_base += store_size(reg_vt)
        chain, in_vals = tli.lower_formal_arguments(dag.root, cc, fn.function_type.vararg, ins, dag, None)
        dag.set_root(chain)
        i = 0
        if not funcinfo.can_lower_return:
            reg = funcinfo.create_reg(self._ptr_vt)
            funcinfo.demote_register = reg
            copy = dag.get_copy_to_reg(dag.get_entry_node(), reg, in_vals[0])
            dag.set_root(dag.get_token_factor([copy, dag.root]))
            i = 1
        for arg, vts in zip(fn.args, arg_vts):
            attrs = fn.attrs.param(arg.arg_no)
            values: list[SDValue] = []
            for vt in vts:
                n = tli.get_num_registers_for_calling_conv(cc, vt)
                reg_vt = tli.get_register_type_for_calling_conv(cc, vt)
                assert_op = (
                    ISD.AssertSext if attrs.has("signext") else ISD.AssertZext if attrs.has("zeroext") else 0
                )
                if arg.uses:
                    values.append(get_copy_from_parts(dag, in_vals[i : i + n], reg_vt, vt, assert_op))
                i += n
            if not arg.uses or not values:
                continue
            res = values[0] if len(values) == 1 else dag.get_merge_values(values)
            self.set_value(arg, res)
            if res[0].opcode == ISD.CopyFromReg:
                reg = res[0].ops[1][0].payload
                if reg & (1 << 31):
                    funcinfo.value_map[arg] = reg
                    continue
            if not _is_only_used_in_entry_block(arg):
                funcinfo.initialize_reg_for_value(arg)
                self.copy_to_export_regs_if_needed(arg)


# --- helpers over IR ---------------------------------------------------------------------------------------------


def _constant_source_bytes(src: SDValue) -> bytes | None:
    """``isMemSrcFromConstant``: the bytes read from a constant global string (zeros for a null initializer)."""
    node = src[0]
    delta = 0
    if (
        node.opcode == ISD.ADD
        and node.ops[0][0].opcode == ISD.GlobalAddress
        and node.ops[1][0].opcode == ISD.Constant
    ):
        delta = node.ops[1][0].payload[0]
        node = node.ops[0][0]
    if node.opcode != ISD.GlobalAddress:
        return None
    gv, offset, _ = node.payload
    if not getattr(gv, "is_constant", False):
        return None
    init = (
        gv.initializer() if callable(getattr(gv, "initializer", None)) else getattr(gv, "initializer", None)
    )
    if init is None or getattr(gv, "linkage", 0) in (1, 2, 3, 4, 5, 9):  # not a definitive initializer
        return None
    start = delta + offset
    if (
        isinstance(init, ConstantDataArray)
        and init.type.elem.tid == T.IntegerTyID
        and init.type.elem.bits == 8
    ):
        return init.data[start:] if start <= len(init.data) else b""
    if isinstance(init, ConstantAggregateZero):
        return bytes(4096)
    return None


def _in_block(v: Any, bb: Any) -> bool:
    """``InBlock``: an instruction of ``bb``, or any non-instruction."""
    return not isinstance(v, I.Instruction) or v.parent is bb


def _is_debug_intrinsic(inst: Any) -> bool:
    if inst.opcode != I.Call:
        return False
    callee = inst.operands[-1]
    return isinstance(callee, Function) and callee.name.startswith("llvm.dbg.")


def _is_null(c: Any) -> bool:
    return (isinstance(c, ConstantInt) and c.value == 0) or isinstance(
        c, (ConstantPointerNull, ConstantAggregateZero)
    )


def _is_bool_const(v: Any, value: int) -> bool:
    if isinstance(v, (ConstantInt, CaseConst)) and v.type.tid == T.IntegerTyID and v.type.bits == 1:
        return (v.value & 1) == value
    return False


def _incoming_value_for_block(pn: Any, bb: Any) -> Any:
    blocks = pn.extra
    for i, b in enumerate(blocks):
        if b is bb:
            return pn.operands[i]
    raise UnsupportedError(None, "PHI node without an incoming value for its predecessor")


def _preferred_extend_type(v: Any) -> int:
    """``getPreferredExtendForValue``: sign extension when more compares using ``v`` are signed."""
    signed = unsigned = 0
    for user in getattr(v, "uses", ()):
        if getattr(user, "opcode", 0) == I.ICmp:
            if user.pred in _SIGNED_PREDS:
                signed += 1
            elif user.pred in _UNSIGNED_PREDS:
                unsigned += 1
    return ISD.SIGN_EXTEND if signed > unsigned else ISD.ANY_EXTEND


def _is_only_used_in_entry_block(arg: Any) -> bool:
    entry = arg.parent.blocks[0]
    for user in arg.uses:
        if getattr(user, "parent", None) is not entry or getattr(user, "opcode", 0) == I.Switch:
            return False
    return True


def _compute_linear_index(ty: Any, indices: Sequence[int], dl: Any) -> int:
    """``ComputeLinearIndex``: the number of scalar leaves before ``ty[indices...]``."""
    linear = 0
    for idx in indices:
        if ty.tid == T.StructTyID:
            elems = ty.params or ()
            for k in range(idx):
                linear += len(compute_value_vts(elems[k], dl)[0])
            ty = elems[idx]
        elif ty.tid == T.ArrayTyID:
            linear += idx * len(compute_value_vts(ty.elem, dl)[0])
            ty = ty.elem
        else:
            raise UnsupportedError(None, "extractvalue/insertvalue index into a non-aggregate")
    return linear


def _has_md(u: Any, name: str) -> bool:
    return name in _md_kind_names(u)


def _md_kind_names(u: Any) -> set[str]:
    md = getattr(u, "md", None)
    if not md:
        return set()
    fn = getattr(u.parent, "parent", None) if getattr(u, "parent", None) is not None else None
    module = getattr(fn, "parent", None)
    ctx = getattr(module, "context", None)
    names: set[str] = set()
    for kind, _node in md:
        if isinstance(kind, str):
            names.add(kind)
        elif ctx is not None:
            try:
                names.add(ctx.get_md_kind_name(kind))
            except IndexError:
                pass
    return names


def _match_not(v: Any) -> Any:
    """``m_Not(m_Value(X))``: ``xor X, -1`` (either operand order)."""
    if getattr(v, "opcode", 0) != I.Xor:
        return None
    a, b = v.operands
    if isinstance(b, ConstantInt) and _all_ones(b):
        return a
    if isinstance(a, ConstantInt) and _all_ones(a):
        return b
    return None


def _all_ones(c: ConstantInt) -> bool:
    bits = c.type.bits
    return (c.value & ((1 << bits) - 1)) == (1 << bits) - 1


def _match_logical_and_or(v: Any) -> tuple[int, Any, Any] | None:
    """``m_LogicalAnd``/``m_LogicalOr``: ``and``/``or`` of i1, or ``select c, x, false``/``select c, true, x``."""
    if v is None:
        return None
    op = getattr(v, "opcode", 0)
    ty = v.type
    if ty.tid != T.IntegerTyID or ty.bits != 1:
        return None
    if op == I.And or op == I.Or:
        return (op, v.operands[0], v.operands[1])
    if op == I.Select:
        c, t, f = v.operands
        if _is_bool_const(f, 0):
            return (I.And, c, t)
        if _is_bool_const(t, 1):
            return (I.Or, c, f)
    return None


def _invert_icmp(pred: int) -> int:
    return {32: 33, 33: 32, 34: 37, 35: 36, 36: 35, 37: 34, 38: 41, 39: 40, 40: 39, 41: 38}[pred]


def _has_only_select_users(cond: Any) -> bool:
    return all(getattr(u, "opcode", 0) == I.Select for u in getattr(cond, "uses", ()))


def _match_select_pattern(sel: Any) -> tuple[str, Any, Any] | None:
    """A reduced ``matchSelectPattern``: integer min/max of the compared values and abs/nabs."""
    cond, t, f = sel.operands
    if getattr(cond, "opcode", 0) != I.ICmp or not sel.type.is_integer():
        return None
    pred = cond.pred
    a, b = cond.operands

    # abs: (x >s -1) ? x : -x ; (x <s 0) ? -x : x  (and the <s 1 / >s 0 forms are left alone)
    def is_neg_of(n: Any, x: Any) -> bool:
        return (
            getattr(n, "opcode", 0) == I.Sub
            and isinstance(n.operands[0], ConstantInt)
            and n.operands[0].value == 0
            and n.operands[1] is x
        )

    if isinstance(b, ConstantInt):
        bits = b.type.bits
        bv = sext(b.value, bits)
        if pred == 38 and bv == -1 and t is a and is_neg_of(f, a):
            return ("abs", a, None)
        if pred == 40 and bv == 0 and f is a and is_neg_of(t, a):
            return ("abs", a, None)
        if pred == 38 and bv == -1 and f is a and is_neg_of(t, a):
            return ("nabs", a, None)
        if pred == 40 and bv == 0 and t is a and is_neg_of(f, a):
            return ("nabs", a, None)
    if (t is a and f is b) or (t is b and f is a):
        swapped = t is b
        flavor = {
            38: "smax",
            39: "smax",
            40: "smin",
            41: "smin",
            34: "umax",
            35: "umax",
            36: "umin",
            37: "umin",
        }.get(pred)
        if flavor is None:
            return None
        if swapped:
            flavor = {"smax": "smin", "smin": "smax", "umax": "umin", "umin": "umax"}[flavor]
        return (flavor, t, f)
    return None


def is_in_tail_call_position(call: Any) -> bool:
    """``isInTailCallPosition``: the call is followed only by harmless instructions and a ``ret`` of its value
    (or of nothing) with compatible return attributes."""
    bb = call.parent
    insts = bb.instructions
    term = insts[-1]
    if term.opcode != I.Ret:
        return False
    idx = -1
    for k, x in enumerate(insts):
        if x is call:
            idx = k
            break
    for x in insts[idx + 1 : -1]:
        if x.opcode == I.Call:
            callee = x.operands[-1]
            if isinstance(callee, Function) and callee.name.startswith(
                ("llvm.dbg.", "llvm.lifetime.end", "llvm.assume", "llvm.experimental.noalias.scope.decl")
            ):
                continue
            return False
        if x.opcode in (
            I.Load,
            I.Store,
            I.Alloca,
            I.Fence,
            I.AtomicRMW,
            I.AtomicCmpXchg,
            I.VAArg,
            I.UDiv,
            I.SDiv,
            I.URem,
            I.SRem,
        ):
            return False
        if x.opcode in (
            I.BitCast,
            I.GetElementPtr,
            I.ExtractValue,
            I.InsertValue,
            I.Trunc,
            I.ZExt,
            I.SExt,
            I.PtrToInt,
            I.IntToPtr,
            I.Add,
            I.Sub,
            I.Mul,
            I.And,
            I.Or,
            I.Xor,
            I.ICmp,
            I.Select,
        ):
            continue
        return False
    if not term.operands:
        return True
    rv = term.operands[0]
    if isinstance(rv, UndefValue):
        return True
    if rv is not call:
        return False
    caller = bb.parent
    for a in ("zeroext", "signext", "inreg"):
        if caller.attrs.ret.has(a) != call_ret_has_attr(call, a):
            return False
    return True
