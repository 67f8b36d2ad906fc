"""Inline assembly in the SelectionDAG (LLVM: ``SelectionDAGBuilder::visitInlineAsm``,
``InlineAsm::ParseConstraints``, ``TargetLowering::ParseConstraints``/``ComputeConstraintToUse``).

What it is: an ``asm`` call site becomes one ``INLINEASM`` node with LLVM's operand layout -- chain, the
template (a target external symbol), the ``!srcloc`` slot, the extra-info word (sideeffect, alignstack,
dialect, mayload, maystore), then one group per operand: a flag word (kind in bits 0-2, register count in
bits 3-15, tied-to operand or register class or memory constraint id in bits 16-30/31) followed by the
group's registers, immediates or address.  Inputs in registers are copied in by CopyToReg glued to the
node; outputs are read back by CopyFromReg glued after it.  The constraint letters a target knows come
from its TargetLowering hooks (``get_constraint_type``, ``get_reg_for_inline_asm_constraint``,
``lower_asm_operand_for_constraint``, ``get_inline_asm_mem_constraint``).
"""

from __future__ import annotations

from typing import Any

from pyllc.codegen.isd import ISD
from pyllc.codegen.machine.mem_operand import (
    MachineMemOperand,
    PseudoSourceValue,
    PSV_FixedStack,
)
from pyllc.codegen.value_types import MVT, is_integer, size_in_bits
from pyllc.support.diagnostics import UnsupportedError

# InlineAsm::ConstraintPrefix
IS_INPUT = 0
IS_OUTPUT = 1
IS_CLOBBER = 2
IS_LABEL = 3  # LLVM 16's ``!i``: an indirect destination of a callbr

# InlineAsm operand kinds and extra-info bits (llvm/IR/InlineAsm.h)
KIND_REG_USE = 1
KIND_REG_DEF = 2
KIND_REG_DEF_EARLY_CLOBBER = 3
KIND_CLOBBER = 4
KIND_IMM = 5
KIND_MEM = 6
EXTRA_HAS_SIDE_EFFECTS = 1
EXTRA_IS_ALIGN_STACK = 2
EXTRA_ASM_DIALECT = 4
EXTRA_MAY_LOAD = 8
EXTRA_MAY_STORE = 16
EXTRA_IS_CONVERGENT = 32

# TargetLowering::ConstraintType
C_REGISTER = 0
C_REGISTER_CLASS = 1
C_MEMORY = 2
C_IMMEDIATE = 3
C_OTHER = 4
C_UNKNOWN = 5

#: InlineAsm::Constraint_* memory constraint ids, by name.
MEM_CONSTRAINT_IDS = {
    "es": 1, "i": 2, "m": 3, "o": 4, "v": 5, "A": 6, "Q": 7, "R": 8, "S": 9, "T": 10,
    "Um": 11, "Un": 12, "Uq": 13, "Us": 14, "Ut": 15, "Uv": 16, "Uy": 17, "X": 18, "Z": 19,
    "ZC": 20, "Zy": 21,
}  # fmt: skip


def flag_word(kind: int, num_ops: int) -> int:
    return kind | num_ops << 3


def num_operand_registers(flag: int) -> int:
    return (flag & 0xFFFF) >> 3


class ConstraintInfo:
    """One comma-separated constraint (LLVM: ``InlineAsm::ConstraintInfo``)."""

    __slots__ = (
        "type",
        "is_early_clobber",
        "matching_input",
        "is_commutative",
        "is_indirect",
        "codes",
        "alternatives",
        # AsmOperandInfo
        "constraint_code",
        "constraint_type",
        "constraint_vt",
        "call_operand_val",
        "call_operand",
        "assigned_regs",
        "reg_vt",
    )

    def __init__(self) -> None:
        self.type = IS_INPUT
        self.is_early_clobber = False
        self.matching_input = -1
        self.is_commutative = False
        self.is_indirect = False
        self.codes: list[str] = []
        self.alternatives: list[list[str]] = []
        self.constraint_code = ""
        self.constraint_type = C_UNKNOWN
        self.constraint_vt = MVT.Other
        self.call_operand_val: Any = None
        self.call_operand: Any = None
        self.assigned_regs: list[int] = []
        self.reg_vt = MVT.Other

    def is_matching_input_constraint(self) -> bool:
        return self.type == IS_INPUT and bool(self.codes) and self.codes[0].isdigit()

    def matched_operand(self) -> int:
        return int(self.codes[0])

    def has_matching_input(self) -> bool:
        return self.matching_input != -1


def _parse_codes(s: str, i: int, out: list[str]) -> int:
    """The codes of one alternative of one constraint from ``s[i:]``; returns where it stopped."""
    n = len(s)
    while i < n and s[i] != "|":
        c = s[i]
        if c == "{":
            end = s.find("}", i)
            if end < 0:
                raise ValueError
            out.append(s[i : end + 1])
            i = end + 1
        elif c.isdigit():
            j = i
            while j < n and s[j].isdigit():
                j += 1
            out.append(s[i:j])
            i = j
        elif c == "^":
            out.append(s[i + 1 : i + 3])
            i += 3
        else:
            out.append(c)
            i += 1
    return i


def parse_constraints(text: str) -> list[ConstraintInfo]:
    """``InlineAsm::ParseConstraints``: the constraint string, one entry per comma-separated item."""
    result: list[ConstraintInfo] = []
    if not text:
        return result
    for item in text.split(","):
        info = ConstraintInfo()
        i = 0
        n = len(item)
        if i < n and item[i] == "~":
            info.type = IS_CLOBBER
            i += 1
        elif i < n and item[i] == "!":
            info.type = IS_LABEL
            i += 1
        elif i < n and item[i] == "=":
            info.type = IS_OUTPUT
            i += 1
            if i < n and item[i] == "&":
                info.is_early_clobber = True
                i += 1
        while i < n and item[i] in "*%!":
            if item[i] == "*":
                info.is_indirect = True
            elif item[i] == "%":
                info.is_commutative = True
            i += 1
        while True:
            alt: list[str] = []
            i = _parse_codes(item, i, alt)
            info.alternatives.append(alt)
            if i >= n:
                break
            i += 1  # '|'
        # Multiple alternatives (``r|m``): llc-14 ends up with the first one (its weighing of the
        # alternatives never prefers a later one for the constraints clang writes).
        info.codes = list(info.alternatives[0])
        result.append(info)
    for k, info in enumerate(result):
        if info.is_matching_input_constraint():
            out = info.matched_operand()
            if out >= len(result) or result[out].type != IS_OUTPUT:
                raise ValueError
            result[out].matching_input = k
    return result


def _generality(ct: int) -> int:
    if ct == C_OTHER or ct == C_UNKNOWN:
        return 0
    if ct == C_IMMEDIATE or ct == C_REGISTER:
        return 1
    if ct == C_REGISTER_CLASS:
        return 2
    return 3


def compute_constraint_to_use(tli: Any, info: ConstraintInfo, op: Any, dag: Any) -> None:
    """``TargetLowering::ComputeConstraintToUse`` / ``ChooseConstraint``."""
    codes = info.codes
    if len(codes) == 1:
        info.constraint_code = codes[0]
        info.constraint_type = tli.get_constraint_type(codes[0])
        return
    best_idx = 0
    best_type = C_UNKNOWN
    best_gen = -1
    for i, code in enumerate(codes):
        ct = tli.get_constraint_type(code)
        if info.is_indirect and ct not in (C_MEMORY, C_REGISTER, C_REGISTER_CLASS):
            continue
        if (ct == C_OTHER or ct == C_IMMEDIATE) and op is not None:
            if tli.lower_asm_operand_for_constraint(op, code, dag):
                best_type, best_idx = ct, i
                break
        if ct == C_MEMORY and info.has_matching_input():
            continue
        g = _generality(ct)
        if g > best_gen:
            best_type, best_idx, best_gen = ct, i, g
    info.constraint_code = codes[best_idx]
    info.constraint_type = best_type


def _operand_vt(b: Any, ty: Any) -> int:
    if ty.is_aggregate():
        bits = b.dl.get_type_size_in_bits(ty)
        if bits in (1, 8, 16, 32, 64, 128):
            from pyllc.codegen.value_types import get_integer_vt

            return get_integer_vt(bits)
        return MVT.Other
    return b.value_vt(ty)


def visit_inline_asm(b: Any, call: Any) -> None:
    """``SelectionDAGBuilder::visitInlineAsm`` for a ``call`` (``callbr`` and ``invoke`` are refused)."""
    from pyllc.ir.types import StructTyID, VoidTyID

    ia = call.operands[-1]
    dag = b.dag
    tli = b.tli
    from pyllc.ir import instructions as I

    is_callbr = call.opcode == I.CallBr
    if call.opcode != I.Call and not is_callbr:
        raise UnsupportedError(None, "inline assembly in an invoke")
    try:
        infos = parse_constraints(ia.constraints)
    except ValueError:
        raise UnsupportedError(None, f"inline asm constraint string '{ia.constraints}'") from None
    if b.opt_level > 0 and not is_callbr and tli.expand_inline_asm(call):
        # CodeGenPrepare's ExpandInlineAsm: the asm is a byte swap of its operand (IntrinsicLowering::
        # LowerToByteSwap), lowered as llvm.bswap would be.
        op = b.get_value(call.operands[0])
        b.set_value(call, dag.get_node(ISD.BSWAP, op[0].vts[op[1]], op, order=b.sd_node_order))
        return
    args = call.operands[: call.extra.num_args] if is_callbr else call.operands[:-1]
    ret_ty = call.type
    ret_tys = (
        list(ret_ty.params or ()) if ret_ty.tid == StructTyID else [] if ret_ty.tid == VoidTyID else [ret_ty]
    )
    arg_no = 0
    res_no = 0
    label_no = 0
    for info in infos:
        if info.type == IS_LABEL:
            if not is_callbr:
                raise UnsupportedError(None, "inline asm label constraint outside a callbr")
            dest = call.successors()[1 + label_no]
            info.call_operand = dag.get_basic_block(b.funcinfo.mbb_map[dest])
            label_no += 1
            continue
        if info.is_indirect or info.type == IS_INPUT:
            if arg_no >= len(args):
                raise UnsupportedError(None, "inline asm constraint string with too many operands")
            val = args[arg_no]
            info.call_operand_val = val
            ty = val.type
            if info.is_indirect:
                info_x = call.extra
                site = info_x.attrs.param(arg_no) if info_x is not None and info_x.attrs is not None else None
                ety = site.get("elementtype") if site is not None else None
                ty = ety if ety is not None else ty
            info.constraint_vt = _operand_vt(b, ty)
            arg_no += 1
        elif info.type == IS_OUTPUT:
            info.constraint_vt = b.value_vt(ret_tys[res_no])
            res_no += 1
    extra = 0
    if ia.side_effects:
        extra |= EXTRA_HAS_SIDE_EFFECTS
    if ia.align_stack:
        extra |= EXTRA_IS_ALIGN_STACK
    extra |= (ia.dialect & 1) * EXTRA_ASM_DIALECT
    has_side_effect = ia.side_effects
    for info in infos:
        if info.type == IS_LABEL:
            continue
        if info.call_operand_val is not None:
            info.call_operand = b.get_value(info.call_operand_val)
        if not has_side_effect:
            has_side_effect = info.is_indirect or any(
                tli.get_constraint_type(c) == C_MEMORY for c in info.codes
            )
        compute_constraint_to_use(tli, info, None, dag)
        if (
            info.constraint_type == C_IMMEDIATE
            and info.call_operand is not None
            and info.call_operand[0].opcode != ISD.Constant
        ):
            raise UnsupportedError(
                None, f"constraint '{info.constraint_code}' expects an integer constant expression"
            )
        if info.constraint_type in (C_MEMORY, C_OTHER):
            if info.type == IS_INPUT:
                extra |= EXTRA_MAY_LOAD
            elif info.type == IS_OUTPUT:
                extra |= EXTRA_MAY_STORE
            else:
                extra |= EXTRA_MAY_LOAD | EXTRA_MAY_STORE
    chain = b.get_root() if has_side_effect else dag.root
    if is_callbr:
        # INLINEASM_BR is a terminator: the pending exports go before it.
        chain = b.get_control_root()
    for info in infos:
        if info.type == IS_LABEL:
            continue
        compute_constraint_to_use(tli, info, info.call_operand, dag)
        if info.constraint_type == C_MEMORY and info.type == IS_CLOBBER:
            continue
        if info.constraint_type == C_MEMORY and not info.is_indirect:
            chain = _address_for_memory_input(b, chain, info)
            info.call_operand_val = None
            info.is_indirect = True
    ptr_vt = tli.get_pointer_ty()
    order = b.sd_node_order
    ops: list[Any] = [None]
    ops.append(dag.get_external_symbol(ia.asm, ptr_vt, is_target=True))
    ops.append((dag._create(ISD.MDNODE_SDNODE, (MVT.Other,), (), None, None, 0), 0))
    ops.append(dag.get_target_constant(extra, ptr_vt))
    glue: Any = None
    group_starts: list[int] = []
    for info in infos:
        if info.type == IS_LABEL:
            group_starts.append(len(ops))
            ops.append(dag.get_target_constant(flag_word(KIND_IMM, 1), ptr_vt))
            ops.append(info.call_operand)
            continue
        ref = infos[info.matched_operand()] if info.is_matching_input_constraint() else info
        _get_registers_for_value(b, info, ref)
        code = info.constraint_code
        if info.type == IS_OUTPUT:
            group_starts.append(len(ops))
            if info.constraint_type == C_MEMORY:
                cid = tli.get_inline_asm_mem_constraint(code)
                ops.append(dag.get_target_constant(flag_word(KIND_MEM, 1) | cid << 16, MVT.i32))
                ops.append(info.call_operand)
            else:
                if not info.assigned_regs:
                    raise UnsupportedError(None, f"couldn't allocate output register for constraint '{code}'")
                kind = KIND_REG_DEF_EARLY_CLOBBER if info.is_early_clobber else KIND_REG_DEF
                _add_reg_operands(b, info.assigned_regs, info.reg_vt, kind, -1, ops)
        elif info.type == IS_INPUT:
            group_starts.append(len(ops))
            val = info.call_operand
            if info.is_matching_input_constraint():
                m = info.matched_operand()
                cur = group_starts[m]
                flag = ops[cur][0].const_value
                if flag & 7 not in (KIND_REG_DEF, KIND_REG_DEF_EARLY_CLOBBER):
                    raise UnsupportedError(None, "inline asm input tied to a memory output")
                if info.is_indirect:
                    raise UnsupportedError(None, "tied indirect register inputs in inline asm")
                reg_node = ops[cur + 1][0]
                rvt = reg_node.vts[0]
                tied = reg_node.payload
                mri = b.funcinfo.mf.reg_info
                rc = mri.get_reg_class(tied) if tied & (1 << 31) else tli.get_reg_class_for(rvt)
                regs = [mri.create_virtual_register(rc) for _ in range(num_operand_registers(flag))]
                chain, glue = _copy_to_regs(b, val, regs, rvt, chain, glue)
                _add_reg_operands(b, regs, rvt, KIND_REG_USE, m, ops)
                continue
            if info.constraint_type == C_OTHER and info.is_indirect:
                info.constraint_type = C_MEMORY
            if info.constraint_type in (C_IMMEDIATE, C_OTHER):
                res = tli.lower_asm_operand_for_constraint(val, code, dag)
                if not res:
                    if info.constraint_type == C_IMMEDIATE and val[0].opcode == ISD.Constant:
                        raise UnsupportedError(None, f"value out of range for constraint '{code}'")
                    raise UnsupportedError(None, f"invalid operand for inline asm constraint '{code}'")
                ops.append(dag.get_target_constant(flag_word(KIND_IMM, len(res)), ptr_vt))
                ops.extend(res)
                continue
            if info.constraint_type == C_MEMORY:
                cid = tli.get_inline_asm_mem_constraint(code)
                ops.append(dag.get_target_constant(flag_word(KIND_MEM, 1) | cid << 16, MVT.i32))
                ops.append(val)
                continue
            if info.is_indirect:
                raise UnsupportedError(
                    None, f"Don't know how to handle indirect register inputs yet for constraint '{code}'"
                )
            if not info.assigned_regs:
                raise UnsupportedError(None, f"couldn't allocate input reg for constraint '{code}'")
            chain, glue = _copy_to_regs(b, val, info.assigned_regs, info.reg_vt, chain, glue)
            _add_reg_operands(b, info.assigned_regs, info.reg_vt, KIND_REG_USE, -1, ops)
        else:
            group_starts.append(len(ops))
            if info.assigned_regs:
                _add_reg_operands(b, info.assigned_regs, info.reg_vt, KIND_CLOBBER, -1, ops)
    ops[0] = chain
    if glue is not None:
        ops.append(glue)
    asm_opc = ISD.INLINEASM_BR if is_callbr else ISD.INLINEASM
    asm = dag.get_node(asm_opc, (MVT.Other, MVT.Glue), *ops, order=order)
    chain = (asm[0], 0)
    glue = (asm[0], 1)
    results: list[Any] = []
    out_chains: list[Any] = []
    res_i = 0
    for info in infos:
        if info.type != IS_OUTPUT or not info.assigned_regs:
            continue
        if info.constraint_type in (C_REGISTER, C_REGISTER_CLASS):
            parts: list[Any] = []
            for reg in info.assigned_regs:
                p = dag.get_copy_from_reg(chain, reg, info.reg_vt, glue, order=order)
                chain = (p[0], 1)
                glue = (p[0], 2)
                parts.append(p)
            if len(parts) != 1:
                raise UnsupportedError(None, "inline asm output in several registers")
            v = parts[0]
        else:
            low = tli.lower_asm_output_for_constraint(
                chain, glue, info.constraint_code, info.constraint_vt, dag
            )
            if low is None:
                raise UnsupportedError(None, f"inline asm output constraint '{info.constraint_code}'")
            v, chain, glue = low
        if info.is_indirect:
            ptr = b.get_value(info.call_operand_val)
            mmo = MachineMemOperand(2, size_in_bits(info.reg_vt) // 8, 1, value=info.call_operand_val)
            out_chains.append(dag.get_store(chain, v, ptr, mmo, order=order))
            continue
        rvt = b.value_vt(ret_tys[res_i])
        res_i += 1
        if rvt != info.reg_vt and size_in_bits(rvt) == size_in_bits(info.reg_vt):
            v = dag.get_node(ISD.BITCAST, rvt, v, order=order)
        elif rvt != info.reg_vt and is_integer(rvt) and is_integer(info.reg_vt):
            v = dag.get_node(ISD.TRUNCATE, rvt, v, order=order)
        results.append(v)
    if results:
        b.set_value(call, dag.get_merge_values(results) if len(results) > 1 else results[0])
    if out_chains:
        chain = dag.get_token_factor(out_chains)
    if not results or has_side_effect or out_chains or is_callbr:
        dag.set_root(chain)


def _address_for_memory_input(b: Any, chain: Any, info: ConstraintInfo) -> Any:
    """``getAddressForMemoryInput``: a constant goes to the constant pool, any other value to a new stack
    slot stored before the asm."""
    from pyllc.ir.constants import ConstantFP, ConstantInt, ConstantVector

    dag = b.dag
    val = info.call_operand_val
    ty = val.type
    dl = b.dl
    if isinstance(val, (ConstantInt, ConstantFP, ConstantVector)):
        info.call_operand = dag.get_constant_pool(val, b.tli.get_pointer_ty(), dl.get_pref_type_align(ty))
        return chain
    size = dl.get_type_alloc_size(ty)
    align = dl.get_pref_type_align(ty)
    mfi = b.funcinfo.mf.frame_info
    fi = mfi.create_stack_object(size, align)
    slot = dag.get_frame_index(fi, b.tli.get_pointer_ty())
    mmo = MachineMemOperand(2, size, align, pseudo_value=PseudoSourceValue(PSV_FixedStack, fi))
    chain = dag.get_store(chain, info.call_operand, slot, mmo, order=b.sd_node_order)
    info.call_operand = slot
    return chain


def _get_registers_for_value(b: Any, info: ConstraintInfo, ref: ConstraintInfo) -> None:
    """``getRegistersForValue``: the physical register or new virtual registers of an operand."""
    if info.constraint_type == C_MEMORY:
        return
    tli = b.tli
    tri = b.funcinfo.mf.subtarget.get_register_info()
    reg, rc = tli.get_reg_for_inline_asm_constraint(tri, ref.constraint_code, ref.constraint_vt)
    if rc is None:
        return
    rvt = tli.first_legal_type_of_class(tri, rc)
    vt = info.constraint_vt
    if vt != MVT.Other and info.type != IS_CLOBBER and not tli.is_type_legal_for_class(tri, rc, vt):
        if size_in_bits(rvt) == size_in_bits(vt):
            if info.type == IS_INPUT and not info.is_indirect:
                info.call_operand = b.dag.get_node(ISD.BITCAST, rvt, info.call_operand)
            info.constraint_vt = rvt
    if info.is_matching_input_constraint():
        return
    if reg:
        info.assigned_regs = [reg]
    else:
        info.assigned_regs = [b.funcinfo.mf.reg_info.create_virtual_register(rc)]
    info.reg_vt = rvt if info.constraint_vt == MVT.Other or not reg else info.constraint_vt
    if not reg:
        info.reg_vt = info.constraint_vt if info.constraint_vt != MVT.Other else rvt


def _copy_to_regs(b: Any, val: Any, regs: list[int], rvt: int, chain: Any, glue: Any) -> tuple[Any, Any]:
    dag = b.dag
    vt = val[0].vts[val[1]]
    if vt != rvt:
        if is_integer(vt) and is_integer(rvt) and size_in_bits(vt) < size_in_bits(rvt):
            val = dag.get_node(ISD.ANY_EXTEND, rvt, val)
        elif size_in_bits(vt) == size_in_bits(rvt):
            val = dag.get_node(ISD.BITCAST, rvt, val)
        else:
            raise UnsupportedError(None, "inline asm operand of a type its register does not hold")
    if len(regs) != 1:
        raise UnsupportedError(None, "inline asm input in several registers")
    n = dag.get_copy_to_reg(chain, regs[0], val, glue if glue is not None else None, order=b.sd_node_order)
    if glue is None:
        # A glue result is needed to tie the copy to the asm node.
        n = dag.get_node(
            ISD.CopyToReg,
            (MVT.Other, MVT.Glue),
            chain,
            dag.get_register(regs[0], rvt),
            val,
            order=b.sd_node_order,
        )
    return (n[0], 0), (n[0], 1)


def _add_reg_operands(b: Any, regs: list[int], rvt: int, kind: int, match: int, ops: list[Any]) -> None:
    """``RegsForValue::AddInlineAsmOperands``."""
    dag = b.dag
    flag = flag_word(kind, len(regs))
    if match >= 0:
        flag |= 0x80000000 | match << 16
    elif regs and regs[0] & (1 << 31):
        rc = b.funcinfo.mf.reg_info.get_reg_class(regs[0])
        flag |= (rc + 1) << 16
    ops.append(dag.get_target_constant(flag, MVT.i32))
    for r in regs:
        ops.append(dag.get_register(r, rvt))
