"""x86 inline-asm constraints (LLVM: X86TargetLowering::getConstraintType, getRegForInlineAsmConstraint,
LowerAsmOperandForConstraint, getInlineAsmMemConstraint; X86DAGToDAGISel::SelectInlineAsmMemoryOperand).

The letters: ``r l q Q R`` general registers (``Q``/``R`` the ABCD and legacy classes), ``a b c d S D``
one register (``{ax}``... as clang writes them), ``A`` RAX+RDX, ``x v Y*`` SSE registers (``Yz`` XMM0),
``f t u`` x87 (refused: no x87 stack in inline asm), ``I J K L M N O e Z`` immediates; ``{flags}``,
``{dirflag}``, ``{fpsr}`` the flag registers clang clobbers.
"""

from __future__ import annotations

from typing import Any

from pyllc.codegen.value_types import MVT, is_vector, size_in_bits
from pyllc.support.diagnostics import UnsupportedError
from pyllc.targets.x86.gen import register_info as R

_SINGLE_REG = {"a": "{ax}", "b": "{bx}", "c": "{cx}", "d": "{dx}", "S": "{si}", "D": "{di}"}
_GR_CLASSES = (R.GR8RegClassID, R.GR16RegClassID, R.GR32RegClassID, R.GR64RegClassID)
_ABCD_CLASSES = (R.GR8_ABCD_LRegClassID, R.GR16_ABCDRegClassID, R.GR32_ABCDRegClassID, R.GR64_ABCDRegClassID)
_NOREX_CLASSES = (
    R.GR8_NOREXRegClassID,
    R.GR16_NOREXRegClassID,
    R.GR32_NOREXRegClassID,
    R.GR64_NOREXRegClassID,
)
#: The 8/16/32/64-bit classes of the general-register letters (``q`` is ``r`` in 64-bit mode).
_GPR_CONSTRAINT_CLASSES = {
    "r": _GR_CLASSES,
    "l": _GR_CLASSES,
    "q": _GR_CLASSES,
    "Q": _ABCD_CLASSES,
    "R": _NOREX_CLASSES,
}


#: ``parseConstraintCode``: the condition-code outputs (``=@ccl``...) and their X86 condition codes.
FLAG_OUTPUT_CONDS = {
    "{@cca}": 7, "{@ccae}": 3, "{@ccb}": 2, "{@ccbe}": 6, "{@ccc}": 2, "{@cce}": 4, "{@ccz}": 4,
    "{@ccg}": 15, "{@ccge}": 13, "{@ccl}": 12, "{@ccle}": 14, "{@ccna}": 6, "{@ccnae}": 2,
    "{@ccnb}": 3, "{@ccnbe}": 7, "{@ccnc}": 3, "{@ccne}": 5, "{@ccnz}": 5, "{@ccng}": 14,
    "{@ccnge}": 12, "{@ccnl}": 13, "{@ccnle}": 15, "{@ccno}": 1, "{@ccnp}": 11, "{@ccns}": 9,
    "{@cco}": 0, "{@ccp}": 10, "{@ccs}": 8,
}  # fmt: skip


def get_constraint_type(tli: Any, constraint: str) -> int | None:
    if constraint in FLAG_OUTPUT_CONDS:
        return 4
    if len(constraint) == 1:
        c = constraint
        if c in "RqQftuyxvlk":
            return 1
        if c in "abcdSDA":
            return 0
        if c in "IJKNGLM":
            return 3
        if c in "CeZ":
            return 4
    elif len(constraint) == 2 and constraint[0] == "Y":
        if constraint[1] == "z":
            return 0
        if constraint[1] in "imkt2":
            return 1
    return None


def _gpr_class(vt: int, c8: int, c16: int, c32: int, c64: int) -> int | None:
    if vt in (MVT.i8, MVT.i1):
        return c8
    if vt == MVT.i16:
        return c16
    if vt in (MVT.i32, MVT.f32):
        return c32
    if vt != MVT.f80 and not is_vector(vt):
        return c64
    return None


def _sse_class(vt: int) -> int | None:
    if vt in (MVT.f32, MVT.i32):
        return R.FR32RegClassID
    if vt in (MVT.f64, MVT.i64):
        return R.FR64RegClassID
    if vt in (MVT.f128, MVT.v16i8, MVT.v8i16, MVT.v4i32, MVT.v2i64, MVT.v4f32, MVT.v2f64, MVT.i128):
        return R.VR128RegClassID
    return None


def get_reg_for_inline_asm_constraint(
    tli: Any, base: Any, tri: Any, constraint: str, vt: int
) -> tuple[int, int | None]:
    c = constraint
    if len(c) == 1:
        gpr = _GPR_CONSTRAINT_CLASSES.get(c)
        if gpr is not None:
            return 0, _gpr_class(vt, *gpr)
        if c in "xv":
            return 0, _sse_class(vt)
        if c == "y":
            return 0, R.VR64RegClassID
        if c in "ftu":
            raise UnsupportedError(None, f"inline asm x87 constraint '{c}'")
        if c == "A":
            return R.RAX, R.GR64_ADRegClassID
        if c in _SINGLE_REG:
            c = _SINGLE_REG[c]
    elif len(c) == 2 and c[0] == "Y":
        if c[1] == "z":
            rc = _sse_class(vt)
            return (R.XMM0, rc) if rc is not None else (0, None)
        if c[1] in "it2":
            return 0, _sse_class(vt)
        if c[1] == "m":
            return 0, R.VR64RegClassID
    if c in FLAG_OUTPUT_CONDS:
        return 0, R.GR32RegClassID
    reg, rc = base(tri, c, vt)
    if rc is None:
        low = c.lower()
        if low == "{flags}":
            return R.EFLAGS, R.CCRRegClassID
        if low == "{dirflag}" and vt == MVT.Other:
            return R.DF, R.DFCCRRegClassID
        if low == "{fpsr}":
            return R.FPSW, R.FPCCRRegClassID
        return 0, None
    if rc in _GR_CLASSES or rc in (R.GR64_NOREX_NOSPRegClassID, R.GR32_NOREX_NOSPRegClassID):
        size = size_in_bits(vt) if vt not in (MVT.Other, 0) else 0
        if not size:
            return reg, rc
        if size == 1:
            size = 8
        from pyllc.targets.x86.asm_printer import sub_super_register

        dest = sub_super_register(reg, size)
        if dest > 0:
            cls = {8: R.GR8RegClassID, 16: R.GR16RegClassID, 32: R.GR32RegClassID, 64: R.GR64RegClassID}.get(
                size
            )
            if cls is not None and tri.class_contains(cls, dest):
                return dest, cls
            return reg, rc
        return 0, None
    if rc in (R.FR32RegClassID, R.FR64RegClassID, R.VR128RegClassID):
        nrc = _sse_class(vt)
        if nrc is not None:
            return reg, nrc
    return reg, rc


def lower_asm_operand_for_constraint(tli: Any, base: Any, op: Any, constraint: str, dag: Any) -> list[Any]:
    from pyllc.codegen.isd import ISD

    c = constraint
    n = op[0]
    if len(c) == 1 and c in "IJKLMNOeZ":
        if n.opcode != ISD.Constant:
            return []
        v = n.const_sext_value
        u = n.const_value
        ok = {
            "I": 0 <= u <= 31,
            "J": 0 <= u <= 63,
            "K": -128 <= v <= 127,
            "L": u in (0xFF, 0xFFFF, 0xFFFFFFFF),
            "M": 0 <= u <= 3,
            "N": 0 <= u <= 255,
            "O": 0 <= u <= 127,
            "e": -(1 << 31) <= v < (1 << 31),
            "Z": 0 <= u <= 0xFFFFFFFF,
        }[c]
        if not ok:
            return []
        return [dag.get_target_constant(u if c in "LZ" else v, n.vts[0] if c in "IJKLMNO" else MVT.i64)]
    if c == "i" and n.opcode == ISD.GlobalAddress:
        if not n.payload[0].dso_local:
            return []
    return base(op, c, dag)


def lower_asm_output_for_constraint(
    tli: Any, chain: Any, glue: Any, constraint: str, vt: int, dag: Any
) -> tuple[Any, Any, Any] | None:
    """``LowerAsmOutputForConstraint``: a flag output reads EFLAGS (glued to the asm) and materializes the
    condition with SETCC, zero-extended to the operand's type."""
    from pyllc.codegen.isd import ISD
    from pyllc.codegen.value_types import is_integer

    cond = FLAG_OUTPUT_CONDS.get(constraint)
    if cond is None:
        return None
    if is_vector(vt) or not is_integer(vt) or size_in_bits(vt) < 8:
        raise UnsupportedError(None, "Flag output operand is of invalid type")
    if glue is not None:
        flags = dag.get_copy_from_reg(chain, R.EFLAGS, MVT.i32, glue)
        chain = (flags[0], 1)
        glue = (flags[0], 2)
    else:
        flags = dag.get_copy_from_reg(chain, R.EFLAGS, MVT.i32)
    cc = tli.get_setcc(cond, flags, dag)
    return dag.get_node(ISD.ZERO_EXTEND, vt, cc), chain, glue


def _match_asm(s: str, pieces: tuple[str, ...]) -> bool:
    """``matchAsm``: ``s`` is exactly ``pieces`` separated by blanks."""
    s = s.lstrip(" \t")
    for piece in pieces:
        if not s.startswith(piece):
            return False
        s = s[len(piece) :]
        rest = s.lstrip(" \t")
        if s and rest == s:
            return False
        s = rest
    return not s


def expand_inline_asm(call: Any) -> bool:
    """``X86TargetLowering::ExpandInlineAsm``: ``bswap $0`` (and ``bswapl``/``bswapq``, ``${0:q}``) and
    ``rorw $$8, ${0:w}`` with a flags clobber are byte swaps of an integer a multiple of 16 bits wide."""
    ia = call.operands[-1]
    ty = call.type
    if not ty.is_integer() or ty.bits % 16 or len(call.operands) != 2:
        return False
    pieces = [p for p in ia.asm.replace(";", "\n").split("\n") if p]
    if len(pieces) != 1:
        return False
    p = pieces[0]
    for m in ("bswap", "bswapl", "bswapq"):
        if _match_asm(p, (m, "$0")) or _match_asm(p, (m, "${0:q}")):
            return True
    if ty.bits == 16 and ia.constraints.startswith("=r,0,"):
        if _match_asm(p, ("rorw", "$$8,", "${0:w}")) or _match_asm(p, ("rolw", "$$8,", "${0:w}")):
            rest = ia.constraints[5:].split(",")
            need = {"~{cc}", "~{flags}", "~{fpsr}"}
            # clobbersFlagRegisters
            return (len(rest) == 3 and set(rest) == need) or (
                len(rest) == 4 and set(rest) == need | {"~{dirflag}"}
            )
    return False
