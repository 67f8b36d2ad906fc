"""What it is (LLVM: the generated X86GenAsmMatcher.inc plus X86AsmParser::MatchAndEmitATTInstruction):
operand lists -> MCInst for x86, through tables generated from the description (``gen/asm_matcher.py``).

Interface: :func:`match_instruction` takes the parsed operands (the mnemonic token first, as
:class:`~pyllc.targets.x86.mc.x86_operand.X86Operand`), tries the mnemonic and, for AT&T mnemonics without
a size suffix, the suffixed forms as X86AsmParser does (``b``, ``w``, ``l``, ``q``; ambiguity is an error as
llvm-mc words it), applies mnemonic and instruction aliases, and returns the MCInst, or raises
:class:`~pyllc.mc.parser.target_asm_parser.AsmParserError` located at the mnemonic or the offending operand
with llvm-mc's message ("invalid instruction mnemonic 'x'", "invalid operand for instruction",
"ambiguous instructions require an explicit suffix (could be 'addb', 'addw', 'addl', or 'addq')",
"instruction requires: ...", "too few operands for instruction", ...).

How a match works (LLVM's ``MatchInstructionImpl``): the mnemonic (lower-cased, after the variant's
mnemonic aliases) selects the generated entries, already in LLVM's order -- by operand classes, a subclass
before its superclass, so ``addl $1, %eax`` finds ``ADD32ri8`` before ``ADD32i32`` and ``ADD32ri``.  The
first entry whose every operand belongs to its class and whose assembler predicates hold wins; its results
build the MCInst operands (a memory operand gives base, scale, index, displacement, segment; a tie copies
an operand; aliases add fixed registers and immediates).  Operand classes are the predicates of LLVM's
``X86Operand`` (``isImmSExti32i8``: the value sign-extends from 8 bits to the same 32-bit value; an
expression that does not fold to a constant belongs to every immediate class -- the assembler's
relaxation widens ``ADD32ri8 $foo`` later, as LLVM does).  When nothing matches, the error names the
operand that failed in every entry, as LLVM's ``ErrorInfo`` does.

After a match, X86AsmParser's ``processInstruction`` rewrites: a shift or rotate by the constant 1 takes
the short ``D0``/``D1`` form, ``int $3`` becomes ``int3``, and ``{disp32}`` turns ``jmp``/``jcc`` into
their rel32 forms.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from pyllc.mc.expr import evaluate_as_absolute
from pyllc.mc.inst import MCInst
from pyllc.mc.parser.target_asm_parser import AsmParserError
from pyllc.targets.x86.gen import asm_matcher as G
from pyllc.targets.x86.gen import instr_info as II
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.mc.x86_operand import K_Immediate, K_Memory, K_Prefix, K_Register, K_Token, X86Operand

# MatchResultTy (LLVM's generated enum).
Match_Success: Final = 0
Match_MnemonicFail: Final = 1
Match_InvalidOperand: Final = 2
Match_MissingFeature: Final = 3

VARIANT_ATT: Final = 0
VARIANT_INTEL: Final = 1

_NO_ERROR: Final = -1


def _imm_value(op: X86Operand) -> int | None:
    """The constant value of an immediate operand, or None for a symbolic one."""
    return evaluate_as_absolute(op.imm)


def _sext_fits(v: int, bits: int, width: int) -> bool:
    """``isInt<bits>(v) || (isUInt<width>(v) && isInt<bits>((intN_t)v))`` on 64-bit values."""
    v &= 0xFFFFFFFFFFFFFFFF
    lo = -(1 << (bits - 1))
    s64 = v - (1 << 64) if v >> 63 else v
    if lo <= s64 < -lo:
        return True
    if v >> width:
        return False
    sw = v - (1 << width) if v >> (width - 1) else v
    return lo <= sw < -lo


def isImm(op: X86Operand) -> bool:  # noqa: N802 - LLVM's predicate names
    return op.kind == K_Immediate


def _sext_imm(bits: int, width: int) -> Callable[[X86Operand], bool]:
    """``isImmSExti<width>i<bits>``: a constant whose low ``bits`` sign-extend to it as a ``width``-bit value;
    an expression that does not fold is assumed to fit (relaxation handles it)."""

    def pred(op: X86Operand) -> bool:
        if op.kind != K_Immediate:
            return False
        v = _imm_value(op)
        return v is None or _sext_fits(v, bits, width)

    return pred


isImmSExti16i8 = _sext_imm(8, 16)
isImmSExti32i8 = _sext_imm(8, 32)
isImmSExti64i8 = _sext_imm(8, 64)
isImmSExti64i32 = _sext_imm(32, 64)


def isImmUnsignedi8(op: X86Operand) -> bool:  # noqa: N802
    if op.kind != K_Immediate:
        return False
    v = _imm_value(op)
    return v is None or 0 <= v <= 255 or _sext_fits(v, 8, 64)


def isMem(op: X86Operand) -> bool:  # noqa: N802
    return op.kind == K_Memory


def _mem_of_size(bits: int) -> Callable[[X86Operand], bool]:
    def pred(op: X86Operand) -> bool:
        return op.kind == K_Memory and (not op.mem_size or op.mem_size == bits)

    return pred


def isAbsMem(op: X86Operand) -> bool:  # noqa: N802
    return (
        op.kind == K_Memory
        and not op.seg
        and not op.base
        and not op.index
        and op.scale == 1
        and op.maybe_direct_branch_dest
    )


_SI_REGS: Final = frozenset((R.RSI, R.ESI, R.SI))
_DI_REGS: Final = frozenset((R.RDI, R.EDI, R.DI))


def _zero_disp(op: X86Operand) -> bool:
    return op.disp is None or evaluate_as_absolute(op.disp) == 0


def _string_idx(bits: int, dst: bool) -> Callable[[X86Operand], bool]:
    """``isSrcIdx<bits>``/``isDstIdx<bits>``: a memory operand of that size (or unsized) that is only
    (R|E)SI -- any segment -- or (R|E)DI with no segment but ES, no index, no displacement."""
    regs = _DI_REGS if dst else _SI_REGS

    def pred(op: X86Operand) -> bool:
        return (
            op.kind == K_Memory
            and (not op.mem_size or op.mem_size == bits)
            and not op.index
            and op.scale == 1
            and op.base in regs
            and (not dst or op.seg in (0, R.ES))
            and _zero_disp(op)
        )

    return pred


PREDICATES: dict[str, Callable[[X86Operand], bool]] = {
    "isImm": isImm,
    "isImmSExti16i8": isImmSExti16i8,
    "isImmSExti32i8": isImmSExti32i8,
    "isImmSExti64i8": isImmSExti64i8,
    "isImmSExti64i32": isImmSExti64i32,
    "isImmUnsignedi8": isImmUnsignedi8,
    "isMem": isMem,
    "isAbsMem": isAbsMem,
    **{f"isMem{n}": _mem_of_size(n) for n in (8, 16, 32, 64, 80, 128, 256, 512)},
    **{f"isSrcIdx{n}": _string_idx(n, False) for n in (8, 16, 32, 64)},
    **{f"isDstIdx{n}": _string_idx(n, True) for n in (8, 16, 32, 64)},
}


def _class_check(kind: int, data: Any) -> Callable[[X86Operand], bool]:
    if kind == 0:
        return lambda op: op.kind == K_Token and op.tok == data
    if kind == 1:
        return lambda op: op.kind == K_Register and (data >> op.reg) & 1 == 1
    return PREDICATES[data[0]]


#: Per class id: the membership test and how the operand becomes MCInst operands.
_CHECKS: tuple[Callable[[X86Operand], bool], ...] = tuple(_class_check(k, d) for _, k, d in G.MATCH_CLASSES)
_R_REG, _R_IMM, _R_MEM, _R_ABSMEM, _R_SRCIDX, _R_DSTIDX = 0, 1, 2, 3, 4, 5
_RENDER_KINDS = {
    "addImmOperands": _R_IMM,
    "addMemOperands": _R_MEM,
    "addAbsMemOperands": _R_ABSMEM,
    "addSrcIdxOperands": _R_SRCIDX,
    "addDstIdxOperands": _R_DSTIDX,
}
_RENDER: tuple[int, ...] = tuple(_R_REG if k != 2 else _RENDER_KINDS[d[1]] for _, k, d in G.MATCH_CLASSES)


def _expr_operand(e: Any) -> Any:
    """An MCInst operand for an expression: an int when it folds (LLVM's ``addExpr``)."""
    if e is None:
        return 0
    v = evaluate_as_absolute(e)
    return e if v is None else v


def _render(op: X86Operand, how: int, out: list[Any]) -> None:
    if how == _R_REG:
        out.append(op.reg)
    elif how == _R_IMM:
        out.append(_expr_operand(op.imm))
    elif how == _R_ABSMEM:
        out.append(_expr_operand(op.disp))
    elif how == _R_SRCIDX:
        out.extend((op.base, op.seg))
    elif how == _R_DSTIDX:
        out.append(op.base)
    else:
        out.extend((op.base, op.scale, op.index, _expr_operand(op.disp), op.seg))


class _Result:
    """The outcome of one ``MatchInstructionImpl`` call."""

    __slots__ = ("code", "inst", "error_info", "missing")

    def __init__(self, code: int, inst: MCInst | None = None, error_info: int = _NO_ERROR) -> None:
        self.code = code
        self.inst = inst
        self.error_info = error_info
        self.missing: tuple[str, ...] = ()


def _build(
    operands: list[X86Operand], classes: tuple[int, ...], results: tuple[tuple[int, int], ...]
) -> list[Any]:
    """The MCInst operands of a matched entry (LLVM's ``convertToMCInst``)."""
    ops: list[Any] = []
    for kind, val in results:
        if kind == 0:
            _render(operands[val + 1], _RENDER[classes[val]], ops)
        elif kind == 1:
            ops.append(ops[val])
        else:
            ops.append(val)
    return ops


def _by_count(
    table: dict[str, tuple[tuple[Any, ...], ...]],
) -> dict[str, dict[int, tuple[tuple[Any, ...], ...]]]:
    out: dict[str, dict[int, tuple[tuple[Any, ...], ...]]] = {}
    for mn, entries in table.items():
        buckets: dict[int, list[tuple[Any, ...]]] = {}
        for e in entries:
            buckets.setdefault(len(e[1]), []).append(e)
        out[mn] = {n: tuple(es) for n, es in buckets.items()}
    return out


#: Per variant and mnemonic, the entries by operand count (in match order).
_BY_COUNT: Final = tuple(_by_count(t) for t in G.MATCH_TABLES)


def _apply_mnemonic_alias(mnemonic: str, variant: int, available: frozenset[str]) -> str:
    for to, preds in G.MNEMONIC_ALIASES[variant].get(mnemonic, ()):
        if all(p in available for p in preds):
            return to
    return mnemonic


def _match_impl(
    mnemonic: str, operands: list[X86Operand], variant: int, available: frozenset[str]
) -> _Result:
    """LLVM's generated ``MatchInstructionImpl``: the first entry of ``mnemonic`` that matches."""
    mnemonic = _apply_mnemonic_alias(mnemonic, variant, available)
    entries = G.MATCH_TABLES[variant].get(mnemonic)
    if not entries:
        return _Result(Match_MnemonicFail)
    n_actual = len(operands)
    # Fast path: only entries with as many operands can match; they keep their order.
    checks = _CHECKS
    for opcode, classes, results, preds in _BY_COUNT[variant][mnemonic].get(n_actual - 1, ()):
        for cls, op in zip(classes, operands[1:]):
            if not checks[cls](op):
                break
        else:
            if preds and not all(p in available for p in preds):
                continue
            return _Result(Match_Success, MCInst(opcode, _build(operands, classes, results)))
    ret = Match_InvalidOperand
    error_info = _NO_ERROR
    had_other_than_features = False
    missing: tuple[str, ...] | None = None
    entry: tuple[int, tuple[int, ...], tuple[tuple[int, int], ...], tuple[str, ...]]
    for k, entry in enumerate(entries):
        opcode, classes, results, preds = entry
        has_features = all(p in available for p in preds)
        actual = 1
        valid = True
        for cls in classes:
            if actual >= n_actual:
                valid = False
                if k == 0 or error_info <= actual:
                    error_info = actual
                break
            if not checks[cls](operands[actual]):
                valid = False
                if k == 0 or error_info <= actual:
                    error_info = actual
                break
            actual += 1
        if valid and actual < n_actual:
            # More operands than the entry has (LLVM's InvalidMatchClass beyond the last formal).
            valid = False
            if k == 0 or error_info <= actual:
                error_info = actual
        if not valid:
            continue
        if not has_features:
            had_other_than_features = True
            new_missing = tuple(p for p in preds if p not in available)
            if missing is None or len(new_missing) <= len(missing):
                missing = new_missing
            continue
        return _Result(Match_Success, MCInst(opcode, _build(operands, classes, results)))
    if not had_other_than_features:
        return _Result(ret, error_info=error_info)
    r = _Result(Match_MissingFeature)
    r.missing = missing or ()
    return r


# ---- X86AsmParser::processInstruction --------------------------------------------------------------------
def _by_one() -> dict[int, int]:
    """Shift/rotate by an immediate -> the by-one form (``shll $1, %eax`` is ``shll %eax``)."""
    out: dict[int, int] = {}
    for mn in ("RCL", "RCR", "ROL", "ROR", "SAR", "SHL", "SHR"):
        for w in (8, 16, 32, 64):
            for f in ("r", "m"):
                a, b = getattr(II, f"{mn}{w}{f}i", None), getattr(II, f"{mn}{w}{f}1", None)
                if a is not None and b is not None:
                    out[a] = b
    return out


_BY_ONE: Final = _by_one()
_DISP32: Final = {II.JMP_1: II.JMP_4, II.JCC_1: II.JCC_4}


def _process_instruction(inst: MCInst, force_disp32: bool) -> None:
    op = inst.opcode
    if op in _BY_ONE:
        ops = inst.operands
        if type(ops[-1]) is int and ops[-1] == 1:
            inst.opcode = _BY_ONE[op]
            del ops[-1]
    elif op == II.INT:
        if type(inst.operands[0]) is int and inst.operands[0] == 3:
            inst.opcode = II.INT3
            inst.operands = []
    elif force_disp32 and op in _DISP32:
        inst.opcode = _DISP32[op]


def _missing_feature_error(loc: int, missing: tuple[str, ...]) -> AsmParserError:
    names = " ".join(G.PREDICATE_NAMES.get(p, p) for p in missing)
    return AsmParserError(loc, f"instruction requires: {names}")


_MEM_SIZES: Final = (8, 16, 32, 64, 80, 128, 256, 512)
_VECTOR_REGS: Final = (
    R.REG_CLASS_BITSETS[R.VR64RegClassID]
    | R.REG_CLASS_BITSETS[R.VR128XRegClassID]
    | R.REG_CLASS_BITSETS[R.VR256XRegClassID]
    | R.REG_CLASS_BITSETS[R.VR512RegClassID]
)


def _no_match_error(id_loc: int, tries: list[_Result], otherwise: str) -> AsmParserError:
    """The error when no try matched: the one missing feature or invalid operand, else ``otherwise``."""
    codes = [t.code for t in tries]
    if codes.count(Match_MissingFeature) == 1:
        miss = next(t for t in tries if t.code == Match_MissingFeature)
        return _missing_feature_error(id_loc, miss.missing)
    if codes.count(Match_InvalidOperand) == 1:
        return AsmParserError(id_loc, "invalid operand for instruction")
    return AsmParserError(id_loc, otherwise)


def _match_att(operands: list[X86Operand], available: frozenset[str]) -> MCInst:
    """X86AsmParser::MatchAndEmitATTInstruction."""
    id_loc = operands[0].start
    base = operands[0].tok.lower()
    r = _match_impl(base, operands, VARIANT_ATT, available)
    if r.code == Match_Success:
        assert r.inst is not None
        return r.inst
    if r.code == Match_MissingFeature:
        raise _missing_feature_error(id_loc, r.missing)
    was_invalid_operand = r.code == Match_InvalidOperand
    fp = base.startswith("f")
    suffixes = "bwlq" if not fp else "slt\0"
    # A suffix names the size of a memory operand next to a vector register (``mov (%rax), %xmm0`` is
    # movq), and nothing with vector registers only: such an instruction has no suffixed forms.
    has_vector_reg = False
    mem_op: X86Operand | None = None
    for op in operands:
        if op.kind == K_Register and (_VECTOR_REGS >> op.reg) & 1:
            has_vector_reg = True
        elif op.kind == K_Memory:
            mem_op = op
            break
    tries: list[_Result] = []
    try:
        for s, size in zip(suffixes, (32, 64, 80, 0) if fp else (8, 16, 32, 64)):
            if mem_op is not None and has_vector_reg:
                mem_op.mem_size = size
            if mem_op is not None or not has_vector_reg:
                tries.append(_match_impl(base + s, operands, VARIANT_ATT, available))
            else:
                tries.append(_Result(Match_MnemonicFail))
    finally:
        if mem_op is not None and has_vector_reg:
            mem_op.mem_size = 0
    wins = [t for t in tries if t.code == Match_Success]
    if len(wins) == 1:
        assert wins[0].inst is not None
        return wins[0].inst
    if len(wins) > 1:
        names = [f"'{base}{s}'" for s, t in zip(suffixes, tries) if t.code == Match_Success]
        listed = ", ".join(names[:-1]) + ", or " + names[-1]
        raise AsmParserError(id_loc, f"ambiguous instructions require an explicit suffix (could be {listed})")
    codes = [t.code for t in tries]
    if codes.count(Match_MnemonicFail) == 4:
        if not was_invalid_operand:
            raise AsmParserError(id_loc, f"invalid instruction mnemonic '{base}'")
        if r.error_info != _NO_ERROR:
            if r.error_info >= len(operands):
                raise AsmParserError(id_loc, "too few operands for instruction")
            raise AsmParserError(operands[r.error_info].start, "invalid operand for instruction")
        raise AsmParserError(id_loc, "invalid operand for instruction")
    raise _no_match_error(id_loc, tries, "unknown use of instruction mnemonic without a size suffix")


def _match_intel(operands: list[X86Operand], available: frozenset[str]) -> MCInst:
    """X86AsmParser::MatchAndEmitIntelInstruction: an unsized memory operand is tried at every size."""
    id_loc = operands[0].start
    mnemonic = operands[0].tok.lower()
    unsized: X86Operand | None = None
    for op in operands:
        if op.kind == K_Memory and not op.mem_size:
            unsized = op
    if unsized is not None and mnemonic in ("call", "jmp", "push"):
        unsized.mem_size = 64
    results: list[_Result] = []
    last: _Result | None = None
    try:
        if unsized is not None and not unsized.mem_size:
            last_opcode = -1
            for size in _MEM_SIZES:
                unsized.mem_size = size
                m = _match_impl(mnemonic, operands, VARIANT_INTEL, available)
                opcode = m.inst.opcode if m.inst is not None else last_opcode
                if not results or opcode != last_opcode:
                    results.append(m)
                if m.inst is not None:
                    last, last_opcode = m, m.inst.opcode
        if not results:
            results.append(_match_impl(mnemonic, operands, VARIANT_INTEL, available))
            last = results[0] if results[0].code == Match_Success else None
    finally:
        if unsized is not None:
            unsized.mem_size = 0
    codes = [m.code for m in results]
    if codes[-1] == Match_MnemonicFail:
        raise AsmParserError(id_loc, f"invalid instruction mnemonic '{mnemonic}'")
    wins = codes.count(Match_Success)
    if wins == 1:
        assert last is not None and last.inst is not None
        return last.inst
    if wins > 1:
        assert unsized is not None
        raise AsmParserError(unsized.start, f"ambiguous operand size for instruction '{mnemonic}'")
    raise _no_match_error(id_loc, results, "unknown instruction mnemonic")


MODE_64: Final = frozenset(("In64BitMode",))
MODE_32: Final = frozenset(("Not64BitMode",))


def match_instruction(
    operands: list[X86Operand],
    intel: bool = False,
    available: frozenset[str] = MODE_64,
    force_disp32: bool = False,
) -> MCInst:
    """The MCInst for ``operands`` (the mnemonic token first), or an :class:`AsmParserError`.

    ``intel`` selects Intel syntax (operands in Intel order, memory sizes from ``mem_size``); ``available``
    are the assembler predicates that hold (``In64BitMode``); ``force_disp32`` is the ``{disp32}`` pseudo
    prefix.  A trailing ``K_Prefix`` operand is not matched; its ``imm`` (an int of prefix flags) becomes
    the MCInst's ``flags``.  ``operands`` are left as they were."""
    flags = 0
    if len(operands) > 1 and operands[-1].kind == K_Prefix:
        flags = operands[-1].imm if type(operands[-1].imm) is int else 0
        operands = operands[:-1]
    inst = _match_intel(operands, available) if intel else _match_att(operands, available)
    _process_instruction(inst, force_disp32)
    inst.flags = flags
    return inst
