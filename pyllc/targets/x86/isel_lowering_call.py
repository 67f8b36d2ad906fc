"""x86 argument, call and return lowering (LLVM: lib/Target/X86/X86ISelLoweringCall.cpp and the call parts of
X86ISelLowering.cpp; X86GenCallingConv.inc; X86MachineFunctionInfo.h).

What it is.  The SysV AMD64 calling convention as the SelectionDAG sees it:

* ``lower_formal_arguments``: each incoming part is a ``CopyFromReg`` of a live-in virtual register (RDI, RSI,
  RDX, RCX, R8, R9 / XMM0-7; ``AssertSext``/``AssertZext`` + ``TRUNCATE`` for promoted i1/i8/i16) or a load
  from a fixed stack object; ``byval`` aggregates are fixed objects used by address; the ``sret`` pointer is
  kept in a virtual register for the return; a variadic function with ``va_start`` gets its register save area
  (the unused argument GPRs stored, the unused XMMs saved by ``X86ISD::VASTART_SAVE_XMM_REGS`` under ``%al``).
* ``lower_call``: ``CALLSEQ_START``, stack arguments stored relative to RSP, byval copies, the glued chain of
  ``CopyToReg`` into argument registers (``%al`` = number of XMM registers for variadic callees),
  ``X86ISD::CALL chain, callee, arg regs..., regmask, glue``, ``CALLSEQ_END`` and the result copies;
  sibling calls (``tail call`` in tail position whose arguments all travel in registers) become
  ``X86ISD::TC_RETURN``.
* ``lower_return``: ``CopyToReg`` of each part into RAX/RDX/XMM0/XMM1 (and of the sret pointer into RAX),
  ``X86ISD::RET_FLAG chain, bytes-to-pop, regs..., glue``.

Calling conventions.  The generated ``gen/calling_conv.py`` holds the conventions as data (LLVM's CCAction
tree); :func:`compile_cc` turns one into the function ``CCState`` runs, interpreting the rules in order as
LLVM's generated code does (type tests, promotion, register lists, stack slots, byval, delegation).
"""

from __future__ import annotations

from typing import Any, Callable, Final, Sequence

from pyllc.codegen import calling_conv_lower as CCL
from pyllc.codegen.calling_conv_lower import ArgFlags, CCState, CCValAssign
from pyllc.codegen.isd import ISD
from pyllc.codegen.machine.mem_operand import (
    MOLoad,
    MOStore,
    PSV_FixedStack,
    PSV_Stack,
    MachineMemOperand,
    PseudoSourceValue,
)
from pyllc.codegen.selection_dag.nodes import SDValue
from pyllc.codegen.value_types import (
    MVT,
    is_floating_point,
    is_vector,
    size_in_bits,
    store_size,
    vt_from_name,
)
from pyllc.support.diagnostics import UnsupportedError
from pyllc.targets.x86.gen import calling_conv as GCC
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.x86isd import X86ISD

# Calling conventions this lowering accepts (LLVM CallingConv::ID): C, Fast, Cold.
SUPPORTED_CCS: Final = frozenset((0, 8, 9))

ARG_GPRS_64: Final = (R.RDI, R.RSI, R.RDX, R.RCX, R.R8, R.R9)
ARG_XMMS_64: Final = tuple(getattr(R, f"XMM{i}") for i in range(8))


class X86MachineFunctionInfo:
    """Per-function x86 lowering facts (LLVM: ``X86MachineFunctionInfo``)."""

    __slots__ = (
        "bytes_to_pop_on_return",
        "sret_return_reg",
        "var_args_frame_index",
        "reg_save_frame_index",
        "var_args_gp_offset",
        "var_args_fp_offset",
        "argument_stack_size",
        "force_frame_pointer",
        "has_push_sequences",
        "tc_return_addr_delta",
        "callee_saved_frame_size",
        "is_split_csr",
        "restore_base_pointer_offset",
        "has_dynamic_alloca",
        "has_preallocated_call",
        "ra_index",
    )

    def __init__(self) -> None:
        self.bytes_to_pop_on_return = 0
        self.sret_return_reg = 0
        self.var_args_frame_index = 0
        self.reg_save_frame_index = 0
        self.var_args_gp_offset = 0
        self.var_args_fp_offset = 0
        self.argument_stack_size = 0
        self.force_frame_pointer = False
        self.has_push_sequences = False
        self.tc_return_addr_delta = 0
        self.callee_saved_frame_size = 0
        self.is_split_csr = False
        self.restore_base_pointer_offset = 0
        self.has_dynamic_alloca = False
        self.has_preallocated_call = False
        #: Frame index of the return address slot (0: none yet).
        self.ra_index = 0


def x86_info(mf: Any) -> Any:
    """The function's X86MachineFunctionInfo (created on first use)."""
    info = mf.info
    if info is None:
        info = mf.info = X86MachineFunctionInfo()
    return info


# --- the calling-convention interpreter --------------------------------------------------------------------------

#: Compiled conventions when no subtarget is given; a subtarget keeps its own in ``cc_fns`` (they close
#: over it, so a module-level table keyed by it would keep every subtarget of a long-lived process alive).
_CC_CACHE: dict[str, Callable[..., bool]] = {}


def _subtarget_pred(subtarget: Any, text: str) -> bool:
    neg = text.startswith("!")
    name = text[1:] if neg else text
    name = name.split(":", 1)[-1]
    value: bool
    if name == "hasSSE1":
        value = bool(getattr(subtarget, "has_sse1", True)) and not bool(
            getattr(subtarget, "use_soft_float", False)
        )
    elif name == "hasSSE2":
        value = bool(getattr(subtarget, "has_sse2", True))
    elif name == "hasAVX":
        value = bool(getattr(subtarget, "has_avx", False))
    elif name == "hasAVX512":
        value = bool(getattr(subtarget, "has_avx512", False))
    elif name == "isTargetWin64":
        value = bool(getattr(subtarget, "is_target_win64", False))
    elif name == "isTarget64BitILP32":
        value = bool(getattr(subtarget, "is_target_64bit_ilp32", False))
    elif name == "is64Bit":
        value = bool(getattr(subtarget, "is_64bit", True))
    else:
        raise UnsupportedError(None, f"calling-convention predicate '{text}'")
    return value != neg


def compile_cc(name: str, subtarget: Any = None) -> Callable[[int, int, int, int, ArgFlags, CCState], bool]:
    """The CCAssignFn of the generated convention ``name`` for ``subtarget``."""
    cache = _CC_CACHE if subtarget is None else subtarget.__dict__.setdefault("cc_fns", {})
    fn = cache.get(name)
    if fn is not None:
        return fn
    rows = GCC.CALLING_CONVENTIONS[name]
    type_cache: dict[tuple[str, ...], frozenset[int]] = {}

    def types_of(names: tuple[str, ...]) -> frozenset[int]:
        s = type_cache.get(names)
        if s is None:
            s = type_cache[names] = frozenset(vt_from_name(n) for n in names)
        return s

    def run(
        row_list: Sequence[Any], val_no: int, val_vt: int, st: list[Any], flags: ArgFlags, state: CCState
    ) -> bool | None:
        """Apply the rules; True: assigned, None: fell through (st = [loc_vt, loc_info] may be updated)."""
        for row in row_list:
            r = apply(row, val_no, val_vt, st, flags, state)
            if r is not None:
                return r
        return None

    def apply(
        row: Any, val_no: int, val_vt: int, st: list[Any], flags: ArgFlags, state: CCState
    ) -> bool | None:
        kind, types, regs, _shadow, size, align, text, sub = row
        if kind == "CCIfType":
            return apply(sub, val_no, val_vt, st, flags, state) if st[0] in types_of(types) else None
        if kind == "CCIf":
            return apply(sub, val_no, val_vt, st, flags, state) if _subtarget_pred(subtarget, text) else None
        if kind == "CCIfByVal":
            return apply(sub, val_no, val_vt, st, flags, state) if flags.is_byval() else None
        if kind == "CCIfNest":
            return apply(sub, val_no, val_vt, st, flags, state) if flags.is_nest() else None
        if kind == "CCIfSwiftSelf":
            return apply(sub, val_no, val_vt, st, flags, state) if flags.has(ArgFlags.SwiftSelf) else None
        if kind == "CCIfSwiftError":
            return apply(sub, val_no, val_vt, st, flags, state) if flags.has(ArgFlags.SwiftError) else None
        if kind == "CCIfNotVarArg":
            return apply(sub, val_no, val_vt, st, flags, state) if not state.is_var_arg else None
        if kind == "CCIfVarArg":
            return apply(sub, val_no, val_vt, st, flags, state) if state.is_var_arg else None
        if kind == "CCIfInReg":
            return apply(sub, val_no, val_vt, st, flags, state) if flags.is_inreg() else None
        if kind == "CCIfSRet":
            return apply(sub, val_no, val_vt, st, flags, state) if flags.is_sret() else None
        if kind == "CCPromoteToType":
            new_vt = vt_from_name(types[0])
            st[0] = new_vt
            if is_floating_point(new_vt):
                st[1] = CCL.FPExt
            elif flags.is_sext():
                st[1] = CCL.SExt
            elif flags.is_zext():
                st[1] = CCL.ZExt
            else:
                st[1] = CCL.AExt
            return None
        if kind == "CCBitConvertToType":
            st[0] = vt_from_name(types[0])
            st[1] = CCL.BCvt
            return None
        if kind == "CCAssignToReg":
            reg = state.allocate_reg_from(regs)
            if reg:
                state.add_loc(CCValAssign.get_reg(val_no, val_vt, reg, st[0], st[1]))
                return True
            return None
        if kind == "CCAssignToStack":
            sz = size or _alloc_size(st[0])
            al = align or _abi_align(st[0])
            offset = state.allocate_stack(sz, al)
            state.add_loc(CCValAssign.get_mem(val_no, val_vt, offset, st[0], st[1]))
            return True
        if kind == "CCPassByVal":
            state.handle_by_val(val_no, val_vt, st[0], st[1], size, align, flags)
            return True
        if kind == "CCDelegateTo":
            other = compile_cc(text, subtarget)
            if not other(val_no, val_vt, st[0], st[1], flags, state):
                return True
            return None
        raise UnsupportedError(None, f"calling-convention rule '{kind}'")

    def cc_fn(val_no: int, val_vt: int, loc_vt: int, loc_info: int, flags: ArgFlags, state: CCState) -> bool:
        st: list[Any] = [loc_vt, loc_info]
        return run(rows, val_no, val_vt, st, flags, state) is None

    cache[name] = cc_fn
    return cc_fn


def _alloc_size(vt: int) -> int:
    if vt == MVT.f80:
        return 16
    return store_size(vt)


def _abi_align(vt: int) -> int:
    if vt == MVT.f80:
        return 16
    return max(1, min(store_size(vt), 16))


def _check_cc(cc: int) -> None:
    if cc not in SUPPORTED_CCS:
        raise UnsupportedError(None, f"calling convention {cc} on x86-64")


def _new_state(tli: Any, cc: int, is_var_arg: bool, mf: Any) -> CCState:
    tri = tli.subtarget.get_register_info()
    return CCState(cc, is_var_arg, mf, lambda r: tri.get_aliases(r, True))


def _arg_cc(tli: Any) -> Callable[..., bool]:
    if not tli.subtarget.is_64bit:
        raise UnsupportedError(None, "32-bit x86 calling conventions")
    return compile_cc("CC_X86_64_C", tli.subtarget)


def _ret_cc(tli: Any) -> Callable[..., bool]:
    if not tli.subtarget.is_64bit:
        raise UnsupportedError(None, "32-bit x86 calling conventions")
    return compile_cc("RetCC_X86_64_C", tli.subtarget)


# --- register classes --------------------------------------------------------------------------------------------


def _rc_for_loc(tli: Any, vt: int) -> int:
    tri = tli.subtarget.get_register_info()
    name = {
        MVT.i8: "GR8",
        MVT.i16: "GR16",
        MVT.i32: "GR32",
        MVT.i64: "GR64",
        MVT.f32: "FR32",
        MVT.f64: "FR64",
        MVT.f80: "RFP80",
        MVT.f128: "VR128",
        MVT.f16: "FR16X",
        MVT.x86mmx: "VR64",
    }.get(vt)
    if name is None and is_vector(vt):
        bits = size_in_bits(vt)
        name = {128: "VR128", 256: "VR256"}.get(bits)
    if name is None:
        raise UnsupportedError(None, f"argument of value type {vt} in a register")
    return tri.get_reg_class_by_name(name)


def add_live_in(mf: Any, phys: int, rc: int) -> int:
    """``MachineFunction::addLiveIn``: the virtual register holding live-in ``phys`` (made once)."""
    mri = mf.reg_info
    vreg = mri.get_live_in_virt_reg(phys)
    if vreg:
        return vreg
    vreg = mri.create_virtual_register(rc)
    mri.add_live_in(phys, vreg)
    return vreg


def copy_to_reg_glued(
    dag: Any, chain: SDValue, reg: int, val: SDValue, glue: SDValue | None, order: int = 0
) -> SDValue:
    """``getCopyToReg(Chain, dl, Reg, N, Glue)``: the variant whose node always produces glue."""
    reg_op = dag.get_register(reg, val[0].vts[val[1]])
    ops = (chain, reg_op, val) if glue is None else (chain, reg_op, val, glue)
    return dag.get_node(ISD.CopyToReg, (MVT.Other, MVT.Glue), *ops, order=order)


def _fixed_stack_mmo(flags: int, size: int, fi: int, align: int, offset: int = 0) -> MachineMemOperand:
    return MachineMemOperand(
        flags, size, align, pseudo_value=PseudoSourceValue(PSV_FixedStack, fi), offset=offset
    )


# --- formal arguments --------------------------------------------------------------------------------------------


def lower_formal_arguments(
    tli: Any, chain: SDValue, calling_conv: int, is_var_arg: bool, ins: Sequence[Any], dag: Any, dl: Any
) -> tuple[SDValue, list[SDValue]]:
    """``X86TargetLowering::LowerFormalArguments`` (x86-64 SysV)."""
    _check_cc(calling_conv)
    mf = dag.mf
    info = x86_info(mf)
    mfi = mf.frame_info
    state = _new_state(tli, calling_conv, is_var_arg, mf)
    state.analyze_formal_arguments(ins, _arg_cc(tli))
    ptr_vt = MVT.i64
    in_vals: list[SDValue] = []
    for i, va in enumerate(state.locs):
        if va.is_reg_loc():
            reg_vt = va.loc_vt
            vreg = add_live_in(mf, va.loc_reg, _rc_for_loc(tli, reg_vt))
            val = dag.get_copy_from_reg(chain, vreg, reg_vt)
            if va.loc_info == CCL.SExt:
                val = dag.get_node(ISD.AssertSext, reg_vt, val, dag.get_value_type(va.val_vt))
            elif va.loc_info == CCL.ZExt:
                val = dag.get_node(ISD.AssertZext, reg_vt, val, dag.get_value_type(va.val_vt))
            elif va.loc_info == CCL.BCvt:
                val = dag.get_node(ISD.BITCAST, va.val_vt, val)
            if va.is_extInLoc():
                val = dag.get_node(ISD.TRUNCATE, va.val_vt, val)
        else:
            val = _lower_mem_argument(tli, chain, ins, dag, va, mfi, i)
        if va.loc_info == CCL.Indirect and not (ins[i].flags.is_byval() and va.is_reg_loc()):
            val = dag.get_load(va.val_vt, chain, val, MachineMemOperand(MOLoad, store_size(va.val_vt), 1))
        in_vals.append(val)
    for i, arg in enumerate(ins):
        if arg.flags.is_sret():
            rc = tli.get_reg_class_for(ptr_vt)
            reg = mf.reg_info.create_virtual_register(rc)
            info.sret_return_reg = reg
            copy = dag.get_copy_to_reg(dag.get_entry_node(), reg, in_vals[i])
            chain = dag.get_node(ISD.TokenFactor, MVT.Other, copy, chain)
            break
    stack_size = state.get_next_stack_offset()
    if is_var_arg:
        chain = _lower_var_args_parameters(tli, dag, state, chain, stack_size, info)
    info.bytes_to_pop_on_return = 0
    info.argument_stack_size = stack_size
    return chain, in_vals


def _lower_mem_argument(
    tli: Any, chain: SDValue, ins: Sequence[Any], dag: Any, va: CCValAssign, mfi: Any, i: int
) -> SDValue:
    """``LowerMemArgument``: a load from the argument's fixed stack object (byval: its address)."""
    flags = ins[i].flags
    ptr_vt = MVT.i64
    immutable = not flags.is_byval()
    val_vt = va.loc_vt if va.loc_info == CCL.Indirect else va.val_vt
    if flags.is_byval():
        size = flags.byval_size or 1
        fi = mfi.create_fixed_object(size, va.loc_mem_offset, immutable, True)
        return dag.get_frame_index(fi, ptr_vt)
    fi = mfi.create_fixed_object(store_size(val_vt), va.loc_mem_offset, immutable)
    fin = dag.get_frame_index(fi, ptr_vt)
    align = _abi_align(val_vt) if not is_vector(val_vt) else store_size(val_vt)
    mmo = _fixed_stack_mmo(MOLoad, store_size(val_vt), fi, align)
    return dag.get_load(val_vt, chain, fin, mmo)


def _lower_var_args_parameters(
    tli: Any, dag: Any, state: CCState, chain: SDValue, stack_size: int, info: Any
) -> SDValue:
    """``VarArgsLoweringHelper::lowerVarArgsParameters`` (SysV x86-64)."""
    mf = dag.mf
    mfi = mf.frame_info
    info.var_args_frame_index = 0xAAAAAAA
    info.reg_save_frame_index = 0xAAAAAAA
    if not mfi.has_va_start:
        return chain
    info.var_args_frame_index = mfi.create_fixed_object(1, stack_size, True)
    num_int = state.get_first_unallocated(ARG_GPRS_64)
    use_xmm = _subtarget_pred(tli.subtarget, "hasSSE1")
    xmms = ARG_XMMS_64 if use_xmm else ()
    num_xmm = state.get_first_unallocated(xmms)
    info.var_args_gp_offset = num_int * 8
    info.var_args_fp_offset = len(ARG_GPRS_64) * 8 + num_xmm * 16
    info.reg_save_frame_index = mfi.create_stack_object(len(ARG_GPRS_64) * 8 + len(xmms) * 16, 16, False)
    tri = tli.subtarget.get_register_info()
    live_gprs: list[SDValue] = []
    for reg in ARG_GPRS_64[num_int:]:
        vreg = add_live_in(mf, reg, tri.get_reg_class_by_name("GR64"))
        live_gprs.append(dag.get_copy_from_reg(chain, vreg, MVT.i64))
    live_xmms: list[SDValue] = []
    al_val: SDValue | None = None
    avail = xmms[num_xmm:]
    if avail:
        al = add_live_in(mf, R.AL, tri.get_reg_class_by_name("GR8"))
        al_val = dag.get_copy_from_reg(chain, al, MVT.i8)
        for reg in avail:
            mf.reg_info.add_live_in(reg, 0)
            live_xmms.append(dag.get_register(reg, MVT.v4f32))
    ptr_vt = MVT.i64
    rsfin = dag.get_frame_index(info.reg_save_frame_index, ptr_vt)
    mem_ops: list[SDValue] = []
    offset = info.var_args_gp_offset
    for val in live_gprs:
        fin = dag.get_node(ISD.ADD, ptr_vt, rsfin, dag.get_int_ptr_constant(offset))
        mmo = _fixed_stack_mmo(MOStore, 8, info.reg_save_frame_index, 16, offset)
        mem_ops.append(dag.get_store((val[0], 1), val, fin, mmo))
        offset += 8
    if live_xmms:
        assert al_val is not None
        ops = [chain, al_val, rsfin, dag.get_target_constant(info.var_args_fp_offset, MVT.i32)] + live_xmms
        mmo = _fixed_stack_mmo(MOStore, 128, info.reg_save_frame_index, 16, offset)
        mem_ops.append(
            dag.get_mem_intrinsic_node(X86ISD.VASTART_SAVE_XMM_REGS, (MVT.Other,), ops, MVT.i8, mmo)
        )
    if mem_ops:
        chain = dag.get_node(ISD.TokenFactor, MVT.Other, *mem_ops)
    return chain


# --- returns -----------------------------------------------------------------------------------------------------


def can_lower_return(tli: Any, calling_conv: int, mf: Any, is_var_arg: bool, outs: Sequence[Any]) -> bool:
    """``CanLowerReturn``: do the returned parts fit the return registers?"""
    _check_cc(calling_conv)
    state = _new_state(tli, calling_conv, is_var_arg, mf)
    return state.check_return(outs, _ret_cc(tli))


def lower_return(
    tli: Any,
    chain: SDValue,
    calling_conv: int,
    is_var_arg: bool,
    outs: Sequence[Any],
    out_vals: Sequence[SDValue],
    dag: Any,
    dl: Any,
) -> SDValue:
    """``X86TargetLowering::LowerReturn``."""
    _check_cc(calling_conv)
    mf = dag.mf
    info = x86_info(mf)
    state = _new_state(tli, calling_conv, is_var_arg, mf)
    state.analyze_return(outs, _ret_cc(tli))
    ret_vals: list[tuple[int, SDValue]] = []
    for i, va in enumerate(state.locs):
        val = out_vals[i]
        loc_vt = va.loc_vt
        if va.loc_info == CCL.SExt:
            val = dag.get_node(ISD.SIGN_EXTEND, loc_vt, val)
        elif va.loc_info == CCL.ZExt:
            val = dag.get_node(ISD.ZERO_EXTEND, loc_vt, val)
        elif va.loc_info == CCL.AExt:
            val = dag.get_node(ISD.ANY_EXTEND, loc_vt, val)
        elif va.loc_info == CCL.BCvt:
            val = dag.get_node(ISD.BITCAST, loc_vt, val)
        if va.loc_reg in (R.FP0, R.FP1):
            if va.val_vt in (MVT.f32, MVT.f64):
                val = dag.get_node(ISD.FP_EXTEND, MVT.f80, val)
        ret_vals.append((va.loc_reg, val))
    ops: list[SDValue] = [chain, dag.get_target_constant(info.bytes_to_pop_on_return, MVT.i32)]
    glue: SDValue | None = None
    for reg, val in ret_vals:
        if reg in (R.FP0, R.FP1):
            ops.append(val)
            continue
        chain = copy_to_reg_glued(dag, chain, reg, val, glue)
        glue = (chain[0], 1)
        ops.append(dag.get_register(reg, val[0].vts[val[1]]))
    sret = info.sret_return_reg
    funcinfo = getattr(dag, "funcinfo", None)
    if not sret and funcinfo is not None and funcinfo.demote_register:
        sret = funcinfo.demote_register
    if sret:
        v = dag.get_copy_from_reg(ops[0], sret, MVT.i64)
        chain = copy_to_reg_glued(dag, chain, R.RAX, v, glue)
        glue = (chain[0], 1)
        ops.append(dag.get_register(R.RAX, MVT.i64))
    ops[0] = chain
    if glue is not None:
        ops.append(glue)
    return dag.get_node(X86ISD.RET_FLAG, MVT.Other, *ops)


# --- calls -------------------------------------------------------------------------------------------------------


def lower_call(tli: Any, cli: Any) -> tuple[SDValue, list[SDValue]]:
    """``X86TargetLowering::LowerCall`` (x86-64 SysV)."""
    dag = cli.dag
    mf = dag.mf
    cc = cli.calling_conv
    _check_cc(cc)
    outs = cli.outs
    out_vals = cli.out_vals
    is_var_arg = cli.is_var_arg
    ptr_vt = MVT.i64
    order = cli.order
    is_tail_call = cli.is_tail_call
    if is_tail_call:
        is_tail_call = is_eligible_for_tail_call_optimization(tli, cli)
        cli.is_tail_call = is_tail_call
    is_sibcall = is_tail_call
    state = _new_state(tli, cc, is_var_arg, mf)
    state.analyze_call_operands(outs, _arg_cc(tli))
    num_bytes = 0 if is_sibcall else state.get_aligned_call_frame_size()
    chain = cli.chain
    if not is_sibcall:
        chain = dag.get_callseq_start(chain, num_bytes, 0)
    regs_to_pass: list[tuple[int, SDValue]] = []
    mem_op_chains: list[SDValue] = []
    stack_ptr: SDValue | None = None
    for i, va in enumerate(state.locs):
        flags = outs[i].flags
        arg = out_vals[i]
        reg_vt = va.loc_vt
        is_byval = flags.is_byval()
        info = va.loc_info
        if info == CCL.SExt:
            arg = dag.get_node(ISD.SIGN_EXTEND, reg_vt, arg, order=order)
        elif info == CCL.ZExt:
            arg = dag.get_node(ISD.ZERO_EXTEND, reg_vt, arg, order=order)
        elif info == CCL.AExt:
            arg = dag.get_node(ISD.ANY_EXTEND, reg_vt, arg, order=order)
        elif info == CCL.BCvt:
            arg = dag.get_node(ISD.BITCAST, reg_vt, arg, order=order)
        elif info == CCL.Indirect:
            raise UnsupportedError(None, "arguments passed indirectly")
        if va.is_reg_loc():
            regs_to_pass.append((va.loc_reg, arg))
        elif not is_sibcall:
            if stack_ptr is None:
                stack_ptr = dag.get_copy_from_reg(chain, R.RSP, ptr_vt, order=order)
            mem_op_chains.append(
                _lower_mem_op_call_to(tli, chain, stack_ptr, arg, dag, va, flags, is_byval, order)
            )
    if mem_op_chains:
        chain = dag.get_token_factor(mem_op_chains) if len(mem_op_chains) > 1 else mem_op_chains[0]
    if is_var_arg:
        num_xmm = state.get_first_unallocated(ARG_XMMS_64)
        regs_to_pass.append((R.AL, dag.get_constant(num_xmm, MVT.i8)))
    glue: SDValue | None = None
    for reg, val in regs_to_pass:
        chain = copy_to_reg_glued(dag, chain, reg, val, glue, order)
        glue = (chain[0], 1)
    callee = cli.callee
    if callee[0].opcode in (ISD.GlobalAddress, ISD.ExternalSymbol):
        callee = tli.lower_global_or_external(callee, dag, True)
    ops: list[SDValue] = [chain, callee]
    if is_tail_call:
        ops.append(dag.get_target_constant(0, MVT.i32))
    for reg, val in regs_to_pass:
        ops.append(dag.get_register(reg, val[0].vts[val[1]]))
    tri = tli.subtarget.get_register_info()
    ops.append(dag.get_register_mask(tri.get_call_preserved_mask(mf, cc)))
    if glue is not None:
        ops.append(glue)
    if is_tail_call:
        mf.frame_info.has_tail_call = True
        ret = dag.get_node(X86ISD.TC_RETURN, (MVT.Other, MVT.Glue), *ops, order=order)
        return ret, []
    chain = dag.get_node(X86ISD.CALL, (MVT.Other, MVT.Glue), *ops, order=order)
    glue = (chain[0], 1)
    chain = dag.get_callseq_end(
        chain, dag.get_int_ptr_constant(num_bytes, True), dag.get_int_ptr_constant(0, True), glue
    )
    glue = (chain[0], 1)
    return _lower_call_result(tli, chain, glue, cc, is_var_arg, cli.ins, dag, mf, order)


def _lower_call_result(
    tli: Any,
    chain: SDValue,
    glue: SDValue,
    cc: int,
    is_var_arg: bool,
    ins: Sequence[Any],
    dag: Any,
    mf: Any,
    order: int,
) -> tuple[SDValue, list[SDValue]]:
    """``LowerCallResult``: copy each returned part out of its physical register."""
    state = _new_state(tli, cc, is_var_arg, mf)
    state.analyze_call_result(ins, _ret_cc(tli))
    in_vals: list[SDValue] = []
    for va in state.locs:
        copy = dag.get_copy_from_reg(chain, va.loc_reg, va.loc_vt, glue, order=order)
        node = copy[0]
        chain = (node, 1)
        glue = (node, 2)
        val: SDValue = (node, 0)
        if va.loc_reg in (R.FP0, R.FP1) and va.val_vt in (MVT.f32, MVT.f64):
            raise UnsupportedError(None, "scalar SSE values returned on the x87 stack")
        if va.is_extInLoc():
            val = dag.get_node(ISD.TRUNCATE, va.val_vt, val, order=order)
        if va.loc_info == CCL.BCvt:
            val = dag.get_node(ISD.BITCAST, va.val_vt, val, order=order)
        in_vals.append(val)
    return chain, in_vals


def _lower_mem_op_call_to(
    tli: Any,
    chain: SDValue,
    stack_ptr: SDValue,
    arg: SDValue,
    dag: Any,
    va: CCValAssign,
    flags: ArgFlags,
    is_byval: bool,
    order: int,
) -> SDValue:
    """``LowerMemOpCallTo``: store an outgoing stack argument at RSP + offset (byval: copy the aggregate)."""
    offset = va.loc_mem_offset
    ptr_vt = MVT.i64
    ptr_off = dag.get_node(ISD.ADD, ptr_vt, stack_ptr, dag.get_int_ptr_constant(offset), order=order)
    if is_byval:
        return create_copy_of_byval_argument(arg, ptr_off, chain, flags, dag, order, offset)
    vt = arg[0].vts[arg[1]]
    mmo = MachineMemOperand(
        MOStore, store_size(vt), _abi_align(vt), pseudo_value=PseudoSourceValue(PSV_Stack), offset=offset
    )
    return dag.get_store(chain, arg, ptr_off, mmo, order=order)


def create_copy_of_byval_argument(
    src: SDValue, dst: SDValue, chain: SDValue, flags: ArgFlags, dag: Any, order: int = 0, dst_offset: int = 0
) -> SDValue:
    """``CreateCopyOfByValArgument``: an always-inline copy of ``byval_size`` bytes, as loads and stores of the
    widest integer chunks (8, 4, 2, 1 bytes)."""
    size = flags.byval_size
    align = flags.get_non_zero_byval_align()
    ptr_vt = MVT.i64
    loads: list[tuple[int, int, SDValue]] = []
    offset = 0
    while offset < size:
        rest = size - offset
        chunk = 8 if rest >= 8 else 4 if rest >= 4 else 2 if rest >= 2 else 1
        vt = {8: MVT.i64, 4: MVT.i32, 2: MVT.i16, 1: MVT.i8}[chunk]
        addr = (
            src
            if offset == 0
            else dag.get_node(ISD.ADD, ptr_vt, src, dag.get_constant(offset, ptr_vt), order=order)
        )
        mmo = MachineMemOperand(MOLoad, chunk, min(align, 8) if offset % 8 == 0 else 1, offset=offset)
        ld = dag.get_load(vt, chain, addr, mmo, order=order)
        loads.append((offset, vt, ld))
        offset += chunk
    if not loads:
        return chain
    load_chain = dag.get_token_factor([(ld[0], 1) for _, _, ld in loads])
    stores: list[SDValue] = []
    for off, vt, ld in loads:
        addr = (
            dst
            if off == 0
            else dag.get_node(ISD.ADD, ptr_vt, dst, dag.get_constant(off, ptr_vt), order=order)
        )
        mmo = MachineMemOperand(
            MOStore, store_size(vt), 1, pseudo_value=PseudoSourceValue(PSV_Stack), offset=dst_offset + off
        )
        stores.append(dag.get_store(load_chain, ld, addr, mmo, order=order))
    return dag.get_token_factor(stores)


def is_eligible_for_tail_call_optimization(tli: Any, cli: Any) -> bool:
    """``IsEligibleForTailCallOptimization`` for sibling calls: same convention, no sret on either side, every
    argument in a register, no x87 results left unused, no stack realignment."""
    dag = cli.dag
    mf = dag.mf
    fn = mf.function
    callee_cc = cli.calling_conv
    caller_cc = fn.cc if fn is not None else 0
    if callee_cc not in SUPPORTED_CCS or caller_cc != callee_cc:
        return False
    ret_ty = cli.ret_ty
    if fn is not None:
        caller_ret = fn.function_type.elem
        if caller_ret.tid == 4 and (ret_ty is None or getattr(ret_ty, "tid", -1) != 4):
            return False
    if mf.frame_info.max_alignment > 16:
        return False
    info = x86_info(mf)
    funcinfo = getattr(dag, "funcinfo", None)
    if info.sret_return_reg or (funcinfo is not None and funcinfo.demote_register):
        return False
    for out in cli.outs:
        if out.flags.is_sret() or out.flags.is_byval():
            return False
    if cli.outs:
        state = _new_state(tli, callee_cc, cli.is_var_arg, mf)
        state.analyze_call_operands(cli.outs, _arg_cc(tli))
        for va in state.locs:
            if not va.is_reg_loc() or va.loc_info == CCL.Indirect:
                return False
    if any(not a.used for a in cli.ins):
        state = _new_state(tli, callee_cc, False, mf)
        state.analyze_call_result(cli.ins, _ret_cc(tli))
        for va in state.locs:
            if va.loc_reg in (R.FP0, R.FP1):
                return False
    return True
