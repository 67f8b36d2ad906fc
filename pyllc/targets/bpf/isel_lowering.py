"""What it is (LLVM 14: lib/Target/BPF/BPFISelLowering.cpp).

The BPF TargetLowering: register classes (GPR for i64, GPR32 for i32 under +alu32), the operation actions
of BPFTargetLowering's constructor, argument/return/call lowering on the BPF calling conventions, and the
custom lowering of ``BR_CC`` / ``SELECT_CC`` (to ``BPFISD::BR_CC`` / ``SELECT_CC`` carrying the condition
code as a constant), ``GlobalAddress`` (to ``BPFISD::Wrapper``, selected as ``ld_imm64``), and the
custom inserter that expands the ``Select*`` pseudos into a branch diamond.

Unsupported constructs are errors worded as llc-14 words them: ``in function f i64 (i64, ...): defined
with too many args``, ``too many args to ...``, ``pass by value not supported``, ``only small returns
supported``, ``functions with VarArgs or StructRet are not supported``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pyllc.codegen import calling_conv_lower as CCL
from pyllc.codegen.calling_conv_lower import ArgFlags, CCState, compile_calling_conv
from pyllc.codegen.isd import ISD
from pyllc.codegen.machine.instr_builder import build_mi
from pyllc.codegen.selection_dag.nodes import SDValue
from pyllc.codegen.value_types import MVT
from pyllc.ir import types as T
from pyllc.support.diagnostics import DiagnosticError, SourceLocation
from pyllc.target.lowering import CUSTOM, EXPAND, PROMOTE, TargetLowering, ZeroOrOneBooleanContent
from pyllc.targets.bpf.bpfisd import BPFISD, get_target_node_name
from pyllc.targets.bpf.gen import calling_conv as GCC
from pyllc.targets.bpf.gen import instr_info as X
from pyllc.targets.bpf.gen import register_info as R

if TYPE_CHECKING:
    from pyllc.codegen.machine.basic_block import MachineBasicBlock
    from pyllc.codegen.machine.instr import MachineInstr
    from pyllc.codegen.selection_dag.dag import SelectionDAG
    from pyllc.targets.bpf.subtarget import BPFSubtarget

_ATOMICS = frozenset(
    (
        ISD.ATOMIC_LOAD_ADD,
        ISD.ATOMIC_LOAD_AND,
        ISD.ATOMIC_LOAD_OR,
        ISD.ATOMIC_LOAD_XOR,
        ISD.ATOMIC_SWAP,
        ISD.ATOMIC_CMP_SWAP_WITH_SUCCESS,
    )
)

#: BPF passes at most five arguments, all in registers.
MAX_ARGS = 5

_SELECTS = frozenset(
    (
        X.Select,
        X.Select_Ri,
        X.Select_64_32,
        X.Select_Ri_64_32,
        X.Select_32,
        X.Select_Ri_32,
        X.Select_32_64,
        X.Select_Ri_32_64,
    )
)
_SELECT_RI = frozenset((X.Select_Ri, X.Select_Ri_64_32, X.Select_Ri_32, X.Select_Ri_32_64))
_SELECT_32_LHS = frozenset((X.Select_32, X.Select_Ri_32, X.Select_32_64, X.Select_Ri_32_64))

#: (cond code) -> (64-bit rr, 64-bit ri, 32-bit rr, 32-bit ri) jump opcodes (BPFISelLowering's SET_NEWCC).
_JUMPS: dict[int, tuple[int, int, int, int]] = {
    ISD.SETGT: (X.JSGT_rr, X.JSGT_ri, X.JSGT_rr_32, X.JSGT_ri_32),
    ISD.SETUGT: (X.JUGT_rr, X.JUGT_ri, X.JUGT_rr_32, X.JUGT_ri_32),
    ISD.SETGE: (X.JSGE_rr, X.JSGE_ri, X.JSGE_rr_32, X.JSGE_ri_32),
    ISD.SETUGE: (X.JUGE_rr, X.JUGE_ri, X.JUGE_rr_32, X.JUGE_ri_32),
    ISD.SETEQ: (X.JEQ_rr, X.JEQ_ri, X.JEQ_rr_32, X.JEQ_ri_32),
    ISD.SETNE: (X.JNE_rr, X.JNE_ri, X.JNE_rr_32, X.JNE_ri_32),
    ISD.SETLT: (X.JSLT_rr, X.JSLT_ri, X.JSLT_rr_32, X.JSLT_ri_32),
    ISD.SETULT: (X.JULT_rr, X.JULT_ri, X.JULT_rr_32, X.JULT_ri_32),
    ISD.SETLE: (X.JSLE_rr, X.JSLE_ri, X.JSLE_rr_32, X.JSLE_ri_32),
    ISD.SETULE: (X.JULE_rr, X.JULE_ri, X.JULE_rr_32, X.JULE_ri_32),
}

#: NegateCC: without the v2 jumps, ``a < b`` is ``b > a``.
_SWAPPED = {ISD.SETULT: ISD.SETUGT, ISD.SETULE: ISD.SETUGE, ISD.SETLT: ISD.SETGT, ISD.SETLE: ISD.SETGE}


def compile_cc(name: str) -> Callable[[int, int, int, int, ArgFlags, CCState], bool]:
    """The CCAssignFn of the generated convention ``name``."""
    return compile_calling_conv(GCC.CALLING_CONVENTIONS[name])


_CC_FNS: dict[str, Callable[[int, int, int, int, ArgFlags, CCState], bool]] = {}


def _cc(name: str) -> Callable[[int, int, int, int, ArgFlags, CCState], bool]:
    fn = _CC_FNS.get(name)
    if fn is None:
        fn = _CC_FNS[name] = compile_cc(name)
    return fn


def function_signature(fn: Any) -> str:
    """``in function <name> <type>``'s type part, as llc prints a function type (``i64 (i64, i64)``)."""
    return str(fn.function_type)


def fail(dag: Any, message: str) -> DiagnosticError:
    """``fail(DL, DAG, Msg)``: llc's DiagnosticInfoUnsupported, ``<unknown>:0:0: in function f ty: msg``."""
    fn = dag.mf.function
    return DiagnosticError(
        SourceLocation(""), f"<unknown>:0:0: in function {fn.name} {function_signature(fn)}: {message}"
    )


class BPFTargetLowering(TargetLowering):
    def __init__(self, tm: Any, subtarget: BPFSubtarget) -> None:
        super().__init__(tm.triple, 64)
        self.tm = tm
        self.subtarget = subtarget
        self.has_alu32 = subtarget.has_alu32
        self.has_jmp32 = subtarget.has_jmp32
        self.has_jmp_ext = subtarget.has_jmp_ext
        set_op = self.set_operation_action
        self.add_register_class(MVT.i64, R.GPRRegClassID)
        if self.has_alu32:
            self.add_register_class(MVT.i32, R.GPR32RegClassID)
        self.compute_register_properties(subtarget.get_register_info())
        self.stack_pointer_register_to_save_restore = R.R11
        set_op(ISD.BR_CC, MVT.i64, CUSTOM)
        set_op((ISD.BR_JT, ISD.BRIND, ISD.BRCOND), MVT.Other, EXPAND)
        set_op(ISD.GlobalAddress, MVT.i64, CUSTOM)
        set_op(ISD.DYNAMIC_STACKALLOC, MVT.i64, CUSTOM)
        set_op((ISD.STACKSAVE, ISD.STACKRESTORE), MVT.Other, EXPAND)
        for vt in (MVT.i8, MVT.i16, MVT.i32):
            if vt == MVT.i32:
                if self.has_alu32:
                    continue
            else:
                set_op(ISD.ATOMIC_LOAD_ADD, vt, CUSTOM)
            set_op(
                (
                    ISD.ATOMIC_LOAD_AND,
                    ISD.ATOMIC_LOAD_OR,
                    ISD.ATOMIC_LOAD_XOR,
                    ISD.ATOMIC_SWAP,
                    ISD.ATOMIC_CMP_SWAP_WITH_SUCCESS,
                ),
                vt,
                CUSTOM,
            )
        for vt in (MVT.i32, MVT.i64):
            if vt == MVT.i32 and not self.has_alu32:
                continue
            set_op(
                (
                    ISD.SDIVREM,
                    ISD.UDIVREM,
                    ISD.SREM,
                    ISD.UREM,
                    ISD.MULHU,
                    ISD.MULHS,
                    ISD.UMUL_LOHI,
                    ISD.SMUL_LOHI,
                    ISD.ROTR,
                    ISD.ROTL,
                    ISD.SHL_PARTS,
                    ISD.SRL_PARTS,
                    ISD.SRA_PARTS,
                    ISD.CTPOP,
                    ISD.SETCC,
                    ISD.SELECT,
                ),
                vt,
                EXPAND,
            )
            set_op(ISD.SELECT_CC, vt, CUSTOM)
        if self.has_alu32:
            set_op(ISD.BSWAP, MVT.i32, PROMOTE)
            set_op(ISD.BR_CC, MVT.i32, CUSTOM if self.has_jmp32 else PROMOTE)
        set_op((ISD.CTTZ, ISD.CTLZ, ISD.CTTZ_ZERO_UNDEF, ISD.CTLZ_ZERO_UNDEF), MVT.i64, CUSTOM)
        set_op(ISD.SIGN_EXTEND_INREG, (MVT.i1, MVT.i8, MVT.i16, MVT.i32), EXPAND)
        for vt in (MVT.i8, MVT.i16, MVT.i32, MVT.i64):
            for ext in (ISD.EXTLOAD, ISD.ZEXTLOAD, ISD.SEXTLOAD):
                self.set_load_ext_action(ext, vt, MVT.i1, PROMOTE)
            for mem in (MVT.i8, MVT.i16, MVT.i32):
                self.set_load_ext_action(ISD.SEXTLOAD, vt, mem, EXPAND)
        self.set_boolean_contents(ZeroOrOneBooleanContent)
        self.min_function_alignment = 8
        self.pref_function_alignment = 8
        # inline memcpy()/memset() for the kernel to see explicit copies (getCommonMaxStoresPerMemFunc)
        for attr in (
            "max_stores_per_memset",
            "max_stores_per_memset_opt_size",
            "max_stores_per_memcpy",
            "max_stores_per_memcpy_opt_size",
            "max_stores_per_memmove",
            "max_stores_per_memmove_opt_size",
        ):
            setattr(self, attr, 128)

    # ---- queries --------------------------------------------------------------------------------------------
    def get_setcc_result_type(self, vt: int) -> int:
        return MVT.i32 if self.has_alu32 else MVT.i64

    def get_scalar_shift_amount_ty(self, vt: int) -> int:
        return MVT.i32 if vt == MVT.i32 and self.has_alu32 else MVT.i64

    def get_target_node_name(self, opcode: int) -> str | None:
        return get_target_node_name(opcode)

    def is_truncate_free(self, from_vt: int, to_vt: int) -> bool:
        return self.has_alu32 and from_vt == MVT.i64 and to_vt == MVT.i32

    def is_zext_free(self, from_vt: int, to_vt: int) -> bool:
        return self.has_alu32 and from_vt == MVT.i32 and to_vt == MVT.i64

    def convert_select_of_constants_to_math(self, vt: int) -> bool:
        """LLVM's default: keep ``select c, C1, C2`` (no zext/add rewriting)."""
        return False

    def is_offset_folding_legal(self, ga_node: Any) -> bool:
        return False

    def get_min_function_alignment(self) -> int:
        return self.min_function_alignment

    def get_pref_function_alignment(self) -> int:
        return self.pref_function_alignment

    def get_jump_table_encoding(self) -> int:
        return 0

    # ---- conventions ------------------------------------------------------------------------------------------
    def _arg_cc(self) -> Callable[[int, int, int, int, ArgFlags, CCState], bool]:
        return _cc("CC_BPF32" if self.has_alu32 else "CC_BPF64")

    def _ret_cc(self) -> Callable[[int, int, int, int, ArgFlags, CCState], bool]:
        return _cc("RetCC_BPF32" if self.has_alu32 else "RetCC_BPF64")

    def _state(self, cc: int, is_var_arg: bool, mf: Any) -> CCState:
        tri = self.subtarget.get_register_info()
        return CCState(cc, is_var_arg, mf, lambda r: tri.get_aliases(r, True))

    def _check_cc(self, cc: int) -> None:
        if cc not in (0, 8):  # C, Fast
            raise DiagnosticError(None, "Unsupported calling convention")

    def lower_formal_arguments(self, chain, calling_conv, is_var_arg, ins, dag, dl):  # type: ignore[no-untyped-def]
        """``BPFTargetLowering::LowerFormalArguments``."""
        self._check_cc(calling_conv)
        mf = dag.mf
        state = self._state(calling_conv, is_var_arg, mf)
        state.analyze_formal_arguments(ins, self._arg_cc())
        in_vals: list[SDValue] = []
        mri = mf.reg_info
        for va in state.locs:
            if not va.is_reg_loc():
                raise fail(dag, "defined with too many args")
            reg_vt = va.loc_vt
            rc = R.GPRRegClassID if reg_vt == MVT.i64 else R.GPR32RegClassID
            vreg = mri.create_virtual_register(rc)
            mri.add_live_in(va.loc_reg, vreg)
            val = dag.get_copy_from_reg(chain, vreg, reg_vt)
            if va.loc_info == CCL.SExt:
                val = dag.get_node(ISD.AssertSext, reg_vt, val, dag.get_value_type(va.val_vt))
            elif va.loc_info == CCL.ZExt:
                val = dag.get_node(ISD.AssertZext, reg_vt, val, dag.get_value_type(va.val_vt))
            if va.loc_info != CCL.Full:
                val = dag.get_node(ISD.TRUNCATE, va.val_vt, val)
            in_vals.append(val)
        fn = mf.function
        if is_var_arg or any(a.flags.is_sret() for a in ins):
            raise fail(dag, "functions with VarArgs or StructRet are not supported")
        del fn
        return chain, in_vals

    def can_lower_return(self, calling_conv, mf, is_var_arg, outs):  # type: ignore[no-untyped-def]
        return True

    def lower_return(self, chain, calling_conv, is_var_arg, outs, out_vals, dag, dl):  # type: ignore[no-untyped-def]
        """``BPFTargetLowering::LowerReturn``."""
        mf = dag.mf
        rty = mf.function.function_type.elem
        if rty is not None and rty.tid in (T.StructTyID, T.ArrayTyID):
            raise fail(dag, "only integer returns supported")
        state = self._state(calling_conv, is_var_arg, mf)
        state.analyze_return(outs, self._ret_cc())
        ops: list[SDValue] = [chain]
        glue: SDValue | None = None
        for i, va in enumerate(state.locs):
            val = out_vals[i]
            if va.loc_info == CCL.SExt:
                val = dag.get_node(ISD.SIGN_EXTEND, va.loc_vt, val)
            elif va.loc_info == CCL.ZExt:
                val = dag.get_node(ISD.ZERO_EXTEND, va.loc_vt, val)
            elif va.loc_info == CCL.AExt:
                val = dag.get_node(ISD.ANY_EXTEND, va.loc_vt, val)
            chain = _copy_to_reg_glued(dag, chain, va.loc_reg, val, glue)
            glue = (chain[0], 1)
            ops.append(dag.get_register(va.loc_reg, va.loc_vt))
        ops[0] = chain
        if glue is not None:
            ops.append(glue)
        return dag.get_node(BPFISD.RET_FLAG, MVT.Other, *ops)

    def lower_call(self, cli):  # type: ignore[no-untyped-def]
        """``BPFTargetLowering::LowerCall`` (no tail calls; arguments only in R1-R5)."""
        dag = cli.dag
        mf = dag.mf
        self._check_cc(cli.calling_conv)
        cli.is_tail_call = False
        state = self._state(cli.calling_conv, cli.is_var_arg, mf)
        state.analyze_call_operands(cli.outs, self._arg_cc())
        num_bytes = state.get_next_stack_offset()
        callee = cli.callee
        if len(cli.outs) > MAX_ARGS:
            raise fail(dag, f"too many args to {_node_text(callee)}")
        for out in cli.outs:
            if out.flags.is_byval():
                raise fail(dag, f"pass by value not supported {_node_text(callee)}")
        chain = dag.get_callseq_start(cli.chain, num_bytes, 0)
        regs: list[tuple[int, SDValue]] = []
        for i, va in enumerate(state.locs[:MAX_ARGS]):
            arg = cli.out_vals[i]
            if va.loc_info == CCL.SExt:
                arg = dag.get_node(ISD.SIGN_EXTEND, va.loc_vt, arg)
            elif va.loc_info == CCL.ZExt:
                arg = dag.get_node(ISD.ZERO_EXTEND, va.loc_vt, arg)
            elif va.loc_info == CCL.AExt:
                arg = dag.get_node(ISD.ANY_EXTEND, va.loc_vt, arg)
            regs.append((va.loc_reg, arg))
        glue: SDValue | None = None
        for reg, val in regs:
            chain = _copy_to_reg_glued(dag, chain, reg, val, glue)
            glue = (chain[0], 1)
        node = callee[0]
        if node.opcode == ISD.GlobalAddress:
            gv, offset, _tf = node.payload
            callee = dag.get_target_global_address(gv, MVT.i64, offset)
        elif node.opcode == ISD.ExternalSymbol:
            name = node.payload[0]
            raise fail(dag, f"A call to built-in function '{name}' is not supported.")
        ops: list[SDValue] = [chain, callee]
        for reg, val in regs:
            ops.append(dag.get_register(reg, val[0].vts[val[1]]))
        if glue is not None:
            ops.append(glue)
        chain = dag.get_node(BPFISD.CALL, (MVT.Other, MVT.Glue), *ops)
        glue = (chain[0], 1)
        chain = dag.get_callseq_end(
            chain, dag.get_int_ptr_constant(num_bytes, True), dag.get_int_ptr_constant(0, True), glue
        )
        glue = (chain[0], 1)
        return self._lower_call_result(chain, glue, cli, dag)

    def _lower_call_result(
        self, chain: SDValue, glue: SDValue, cli: Any, dag: Any
    ) -> tuple[SDValue, list[SDValue]]:
        ins = cli.ins
        if len(ins) >= 2:
            raise fail(dag, "only small returns supported")
        state = self._state(cli.calling_conv, cli.is_var_arg, dag.mf)
        state.analyze_call_result(ins, self._ret_cc())
        in_vals: list[SDValue] = []
        for va in state.locs:
            copy = dag.get_copy_from_reg(chain, va.loc_reg, va.val_vt, glue)
            node = copy[0]
            chain = (node, 1)
            glue = (node, 2)
            in_vals.append((node, 0))
        return chain, in_vals

    # ---- custom lowering ----------------------------------------------------------------------------------------
    def lower_operation(self, op: SDValue, dag: SelectionDAG) -> SDValue | None:
        opc = op[0].opcode
        if opc == ISD.BR_CC:
            return self.lower_br_cc(op, dag)
        if opc == ISD.SELECT_CC:
            return self.lower_select_cc(op, dag)
        if opc == ISD.GlobalAddress:
            return self.lower_global_address(op, dag)
        if opc == ISD.DYNAMIC_STACKALLOC:
            raise fail(dag, "unsupported dynamic stack allocation")
        if opc in (ISD.CTTZ, ISD.CTLZ, ISD.CTTZ_ZERO_UNDEF, ISD.CTLZ_ZERO_UNDEF):
            raise fail(dag, "Unsupported dynamic stack allocation")
        if opc in _ATOMICS:
            raise fail(dag, "Unsupported atomic operations, please use 32/64 bit version")
        return None

    def replace_node_results(self, node: Any, dag: SelectionDAG) -> list[SDValue] | None:
        """``ReplaceNodeResults``: the atomics BPF cannot do in a narrow type are llc's errors."""
        if node.opcode in _ATOMICS:
            if self.has_alu32 or node.opcode == ISD.ATOMIC_LOAD_ADD:
                raise fail(dag, "Unsupported atomic operations, please use 32/64 bit version")
            raise fail(dag, "Unsupported atomic operations, please use 64 bit version")
        return None

    def _negate_cc(self, cc: int, lhs: SDValue, rhs: SDValue) -> tuple[int, SDValue, SDValue]:
        """``NegateCC``: without cpu v2's jumps, a less-than compare becomes a swapped greater-than."""
        if not self.has_jmp_ext and cc in _SWAPPED:
            return _SWAPPED[cc], rhs, lhs
        return cc, lhs, rhs

    def lower_br_cc(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        n = op[0]
        chain, ccn, lhs, rhs, dest = n.ops
        cc, lhs, rhs = self._negate_cc(ccn[0].payload, lhs, rhs)
        return dag.get_node(BPFISD.BR_CC, MVT.Other, chain, lhs, rhs, dag.get_constant(cc, MVT.i64), dest)

    def lower_select_cc(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        n = op[0]
        lhs, rhs, tval, fval, ccn = n.ops
        cc, lhs, rhs = self._negate_cc(ccn[0].payload, lhs, rhs)
        vt = n.vts[op[1]]
        return dag.get_node(BPFISD.SELECT_CC, vt, lhs, rhs, dag.get_constant(cc, MVT.i64), tval, fval)

    def lower_global_address(self, op: SDValue, dag: SelectionDAG) -> SDValue:
        gv, offset, _tf = op[0].payload
        if offset != 0:
            raise fail(dag, f"invalid offset for global address: {gv.name}")
        ga = dag.get_target_global_address(gv, MVT.i64, 0)
        return dag.get_node(BPFISD.Wrapper, MVT.i64, ga)

    # ---- custom inserter ------------------------------------------------------------------------------------------
    def emit_subreg_ext(self, mbb: MachineBasicBlock, mi: MachineInstr, reg: int, signed: bool) -> int:
        """``EmitSubregExt``: a W register's value in a new R register, zero-extended (``MOV_32_64``) or
        sign-extended (then ``<<= 32``, ``s>>= 32``)."""
        tii = self.subtarget.get_instr_info()
        mf: Any = mbb.parent
        mri = mf.reg_info
        dl = mi.debug_loc
        r0 = mri.create_virtual_register(R.GPRRegClassID)
        build_mi(mbb, None, dl, tii.get(X.MOV_32_64), r0).add_reg(reg)
        if not signed:
            return r0
        r1 = mri.create_virtual_register(R.GPRRegClassID)
        build_mi(mbb, None, dl, tii.get(X.SLL_ri), r1).add_reg(r0).add_imm(32)
        r2 = mri.create_virtual_register(R.GPRRegClassID)
        build_mi(mbb, None, dl, tii.get(X.SRA_ri), r2).add_reg(r1).add_imm(32)
        return r2

    def emit_instr_with_custom_inserter(self, mi: MachineInstr, mbb: MachineBasicBlock) -> MachineBasicBlock:
        """``EmitInstrWithCustomInserter``: a ``Select*`` pseudo becomes a diamond::

        this: ... if lhs <cc> rhs goto sink       copy0: (fall through)       sink: dst = PHI
        """
        opc = mi.opcode
        if opc not in _SELECTS:
            raise DiagnosticError(None, f"unexpected instr type to insert: {X.OPCODE_NAMES[opc]}")
        tii = self.subtarget.get_instr_info()
        mf: Any = mbb.parent
        copy0 = mf.create_machine_basic_block(mbb.ir_block)
        sink = mf.create_machine_basic_block(mbb.ir_block)
        pos = mf.blocks.index(mbb) + 1
        mf.insert(pos, copy0)
        mf.insert(pos + 1, sink)
        idx = mbb.index_of(mi) + 1
        for moved in list(mbb.instrs[idx:]):
            mbb.remove(moved)
            sink.push_back(moved)
        sink.transfer_successors_and_update_phis(mbb)
        mbb.add_successor(copy0)
        mbb.add_successor(sink)
        ops = mi.operands
        fields: list[Any] = [o.contents for o in ops[:6]]
        dst, lhs, rhs, cc, tval, fval = fields
        is_ri = opc in _SELECT_RI
        jumps = _JUMPS.get(cc)
        if jumps is None:
            raise DiagnosticError(None, f"unimplemented select CondCode {cc}")
        is32 = opc in _SELECT_32_LHS
        if is32 and not self.has_jmp32:
            # no JMP32: compare the 32-bit operands extended to 64 bits.  The immediate of a J*_ri is
            # sign-extended, so against a negative one the register is sign-extended as well, whatever the
            # condition: sign extension keeps equality and both the signed and the unsigned order of 32-bit
            # values.  (llc-14 zero-extends it for equality and unsigned conditions, so `w == 0xac100000`
            # never holds there.)
            signed = cc in (ISD.SETGT, ISD.SETGE, ISD.SETLT, ISD.SETLE) or (is_ri and rhs < 0)
            lhs = self.emit_subreg_ext(mbb, mi, lhs, signed)
            if not is_ri:
                rhs = self.emit_subreg_ext(mbb, mi, rhs, signed)
            is32 = False
        jmp = jumps[(2 if is32 else 0) + (1 if is_ri else 0)]
        b = build_mi(mbb, None, mi.debug_loc, tii.get(jmp)).add_reg(lhs)
        if is_ri:
            b.add_imm(rhs)
        else:
            b.add_reg(rhs)
        b.add_mbb(sink)
        copy0.add_successor(sink)
        build_mi(sink, 0, mi.debug_loc, tii.get(X.PHI), dst).add_reg(fval).add_mbb(copy0).add_reg(
            tval
        ).add_mbb(mbb)
        mbb.erase(mi)
        return sink


def _copy_to_reg_glued(dag: Any, chain: SDValue, reg: int, val: SDValue, glue: SDValue | None) -> SDValue:
    """``getCopyToReg(Chain, dl, Reg, N, Glue)``: the variant whose node always produces glue."""
    reg_op = dag.get_register(reg, val[0].vts[val[1]])
    ops = (chain, reg_op, val) if glue is None else (chain, reg_op, val, glue)
    return dag.get_node(ISD.CopyToReg, (MVT.Other, MVT.Glue), *ops)


def _node_text(callee: SDValue) -> str:
    """How llc's ``fail(..., Callee)`` names the callee node (pyllc prints the node's kind and symbol)."""
    node = callee[0]
    if node.opcode in (ISD.GlobalAddress, ISD.TargetGlobalAddress):
        gv = node.payload[0]
        return f"GlobalAddress<@{gv.name}>"
    if node.opcode == ISD.Constant:
        return f"Constant<{node.payload[0]}>"
    return "callee"
