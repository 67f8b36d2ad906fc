"""Toy TargetLowering: i32 in GPR, i32 pointers, the calling convention of ``td/calling_conv.py``, and
``BR_CC`` lowered to ``TOYISD::BR_CC`` (greater-than and less-or-equal compares swap their operands)."""

from __future__ import annotations

from typing import Any

from pyllc.codegen import calling_conv_lower as CCL
from pyllc.codegen.calling_conv_lower import CCState, compile_calling_conv
from pyllc.codegen.isd import ISD
from pyllc.codegen.selection_dag.nodes import SDValue
from pyllc.codegen.value_types import MVT
from pyllc.support.diagnostics import UnsupportedError
from pyllc.target.lowering import CUSTOM, EXPAND, TargetLowering, ZeroOrOneBooleanContent

from .gen import calling_conv as GCC
from .gen import register_info as R


class TOYISD:
    """The toy's DAG nodes (LLVM: a target's ``<T>ISD`` namespace), numbered from ``BUILTIN_OP_END``."""

    RET_FLAG = ISD.BUILTIN_OP_END
    CALL = ISD.BUILTIN_OP_END + 1
    BR_CC = ISD.BUILTIN_OP_END + 2


_NODE_NAMES = {v: f"TOYISD::{k}" for k, v in vars(TOYISD).items() if isinstance(v, int)}
#: the compares the branches test directly; the others swap their operands.
_SWAPPED = {ISD.SETGT: ISD.SETLT, ISD.SETLE: ISD.SETGE, ISD.SETUGT: ISD.SETULT, ISD.SETULE: ISD.SETUGE}
_CC_ARGS = compile_calling_conv(GCC.CC_Toy)
_CC_RET = compile_calling_conv(GCC.RetCC_Toy)


def _extend(dag: Any, va: Any, val: SDValue) -> SDValue:
    ext = {CCL.SExt: ISD.SIGN_EXTEND, CCL.ZExt: ISD.ZERO_EXTEND, CCL.AExt: ISD.ANY_EXTEND}.get(va.loc_info)
    return val if ext is None else dag.get_node(ext, va.loc_vt, val)


def _copy_to_reg_glued(dag: Any, chain: SDValue, reg: int, val: SDValue, glue: SDValue | None) -> SDValue:
    reg_op = dag.get_register(reg, MVT.i32)
    ops = (chain, reg_op, val) if glue is None else (chain, reg_op, val, glue)
    return dag.get_node(ISD.CopyToReg, (MVT.Other, MVT.Glue), *ops)


class ToyTargetLowering(TargetLowering):
    def __init__(self, tm: Any, subtarget: Any) -> None:
        super().__init__(tm.triple, 32)
        self.subtarget = subtarget
        self.add_register_class(MVT.i32, R.GPRRegClassID)
        self.compute_register_properties(subtarget.get_register_info())
        self.stack_pointer_register_to_save_restore = R.SP
        self.set_operation_action(ISD.BR_CC, MVT.i32, CUSTOM)
        self.set_operation_action((ISD.BR_JT, ISD.BRIND, ISD.BRCOND), MVT.Other, EXPAND)
        self.set_operation_action((ISD.SETCC, ISD.SELECT, ISD.SELECT_CC), MVT.i32, EXPAND)
        self.set_boolean_contents(ZeroOrOneBooleanContent)

    def get_target_node_name(self, opcode: int) -> str | None:
        return _NODE_NAMES.get(opcode)

    def _state(self, cc: int, is_var_arg: bool, mf: Any) -> CCState:
        tri = self.subtarget.get_register_info()
        return CCState(cc, is_var_arg, mf, lambda r: tri.get_aliases(r, True))

    def lower_formal_arguments(self, chain, calling_conv, is_var_arg, ins, dag, dl):  # type: ignore[no-untyped-def]
        mf = dag.mf
        state = self._state(calling_conv, is_var_arg, mf)
        state.analyze_formal_arguments(ins, _CC_ARGS)
        in_vals: list[SDValue] = []
        for va in state.locs:
            if not va.is_reg_loc():
                raise UnsupportedError(None, "toy: arguments on the stack")
            vreg = mf.reg_info.create_virtual_register(R.GPRRegClassID)
            mf.reg_info.add_live_in(va.loc_reg, vreg)
            val = dag.get_copy_from_reg(chain, vreg, va.loc_vt)
            if va.loc_info != CCL.Full:
                val = dag.get_node(ISD.TRUNCATE, va.val_vt, val)
            in_vals.append(val)
        return chain, in_vals

    def can_lower_return(self, calling_conv, mf, is_var_arg, outs):  # type: ignore[no-untyped-def]
        return len(outs) <= 1

    def lower_return(self, chain, calling_conv, is_var_arg, outs, out_vals, dag, dl):  # type: ignore[no-untyped-def]
        state = self._state(calling_conv, is_var_arg, dag.mf)
        state.analyze_return(outs, _CC_RET)
        ops: list[SDValue] = [chain]
        glue: SDValue | None = None
        for va, val in zip(state.locs, out_vals):
            chain = _copy_to_reg_glued(dag, chain, va.loc_reg, _extend(dag, va, val), glue)
            glue = (chain[0], 1)
            ops.append(dag.get_register(va.loc_reg, va.loc_vt))
        ops[0] = chain
        if glue is not None:
            ops.append(glue)
        return dag.get_node(TOYISD.RET_FLAG, MVT.Other, *ops)

    def lower_call(self, cli):  # type: ignore[no-untyped-def]
        dag = cli.dag
        cli.is_tail_call = False
        state = self._state(cli.calling_conv, cli.is_var_arg, dag.mf)
        state.analyze_call_operands(cli.outs, _CC_ARGS)
        if any(not va.is_reg_loc() for va in state.locs):
            raise UnsupportedError(None, "toy: arguments on the stack")
        num_bytes = state.get_next_stack_offset()
        chain = dag.get_callseq_start(cli.chain, num_bytes, 0)
        glue: SDValue | None = None
        for va, arg in zip(state.locs, cli.out_vals):
            chain = _copy_to_reg_glued(dag, chain, va.loc_reg, _extend(dag, va, arg), glue)
            glue = (chain[0], 1)
        node = cli.callee[0]
        if node.opcode != ISD.GlobalAddress:
            raise UnsupportedError(None, "toy: indirect or library calls")
        gv, offset, _tf = node.payload
        ops: list[SDValue] = [chain, dag.get_target_global_address(gv, MVT.i32, offset)]
        ops += [dag.get_register(va.loc_reg, va.loc_vt) for va in state.locs]
        ops.append(dag.get_register_mask(R.CSR_RegMask))
        if glue is not None:
            ops.append(glue)
        chain = dag.get_node(TOYISD.CALL, (MVT.Other, MVT.Glue), *ops)
        chain = dag.get_callseq_end(
            chain, dag.get_int_ptr_constant(num_bytes, True), dag.get_int_ptr_constant(0, True), (chain[0], 1)
        )
        glue = (chain[0], 1)
        ret = self._state(cli.calling_conv, cli.is_var_arg, dag.mf)
        ret.analyze_call_result(cli.ins, _CC_RET)
        in_vals: list[SDValue] = []
        for va in ret.locs:
            copy = dag.get_copy_from_reg(chain, va.loc_reg, va.loc_vt, glue)
            chain, glue = (copy[0], 1), (copy[0], 2)
            val: SDValue = (copy[0], 0)
            if va.loc_info != CCL.Full:
                val = dag.get_node(ISD.TRUNCATE, va.val_vt, val)
            in_vals.append(val)
        return chain, in_vals

    def lower_operation(self, op: SDValue, dag: Any) -> SDValue | None:
        if op[0].opcode != ISD.BR_CC:
            return None
        chain, ccn, lhs, rhs, dest = op[0].ops
        cc = ccn[0].payload
        if cc in _SWAPPED:
            cc, lhs, rhs = _SWAPPED[cc], rhs, lhs
        return dag.get_node(TOYISD.BR_CC, MVT.Other, chain, lhs, rhs, dag.get_constant(cc, MVT.i32), dest)
