"""What it is (LLVM: lib/Target/X86/AsmParser/X86AsmParser.cpp, the AT&T half): x86's MCTargetAsmParser.

Operand parsing turns an AT&T statement into :class:`~pyllc.targets.x86.mc.x86_operand.X86Operand`\\ s, the
mnemonic token first (LLVM ``ParseATTOperand``/``ParseMemOperand``):

* ``%reg`` -- a register (names from the generated ``register_info``, case-insensitive; ``%st(N)``);
  ``%seg:`` before a memory operand is its segment;
* ``$expr`` -- an immediate;
* ``disp(base, index, scale)`` with every part optional (scale 1, 2, 4 or 8) -- a memory operand; a bare
  expression (``call foo``, ``movl x, %eax``) is a memory operand with only a displacement that may be a
  direct branch target;
* ``*`` before the operand of an indirect branch -- a ``*`` token.

A compare predicate in an SSE/AVX compare mnemonic (``cmpltsd``) becomes the immediate operand of the plain
mnemonic (``cmpsd $1``), as X86AsmParser patches it.  An instruction prefix (``lock``, ``rep``...) followed by an instruction on the same line is a statement of its
own, as in LLVM, except ``lock``/``rep``/``repne``/``notrack``, which become the instruction's prefix flags
(LLVM's ``isLockRepeatNtPrefix``).  Matching is the generated matcher's (:func:`pyllc.targets.x86.mc.asm_matcher.
match_instruction`, operands -> MCInst or a located AsmParserError); until it is present an instruction is an
explicit ``unsupported`` error.  Directives: ``.code64`` (``.code16``/``.code32`` are refused),
``.att_syntax`` and ``.intel_syntax [noprefix]`` (``.intel_syntax prefix`` is refused as llvm-mc refuses it).

Intel syntax (LLVM ``ParseIntelOperand``/``ParseIntelExpression``, whose ``IntelExprStateMachine`` this
recursive-descent reading follows): registers without ``%``; ``byte``/``word``/``dword``/``fword``/
``qword``/``mmword``/``tbyte``/``xword``/``xmmword``/``ymmword``/``zmmword`` ``ptr`` sizes; ``seg:`` overrides;
memory ``[base + index*scale + disp]`` in any order, ``sym[rax]``, ``[rax][8]``; ``offset sym`` and constant
expressions are immediates, a symbol reference is a memory operand (a direct branch target for ``jmp``/
``call``); the named operators ``not or and xor shl shr mod``.  Intel numbers (``0ffh``, ``101b``) are the
lexer's, with ``-masm-integers`` as in llvm-mc.
"""

from __future__ import annotations

from typing import Any

from pyllc.mc.expr import MCBinaryExpr, MCConstantExpr
from pyllc.mc.parser import target_asm_parser as T
from pyllc.mc.parser.target_asm_parser import MCParsedAsmOperand, MCTargetAsmParser
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.mc.x86_operand import K_Memory, K_Register, X86Operand

_PREFIXES = frozenset(
    (
        "lock",
        "rep",
        "repe",
        "repz",
        "repne",
        "repnz",
        "rex64",
        "data16",
        "data32",
        "addr32",
        "xacquire",
        "xrelease",
        "notrack",
    )
)

#: Prefixes that become flags of the instruction after them on the same line (X86AsmParser's
#: ``isLockRepeatNtPrefix``): X86::IP_HAS_LOCK, IP_HAS_REPEAT, IP_HAS_REPEAT_NE, IP_HAS_NOTRACK.
_FLAG_PREFIXES: dict[str, int] = {
    "lock": 16,
    "rep": 8,
    "repe": 8,
    "repz": 8,
    "repne": 4,
    "repnz": 4,
    "notrack": 32,
}

#: SSE/AVX compare predicates spelled in the mnemonic (``cmpltsd`` is ``cmpsd $1``), X86AsmParser's
#: ``ParseInstruction`` table; the first eight are SSE's, the rest AVX-only.
_CMP_PREDICATES: dict[str, int] = {}
for _cc, _names in enumerate(
    (
        "eq eq_oq",
        "lt lt_os",
        "le le_os",
        "unord unord_q",
        "neq neq_uq",
        "nlt nlt_us",
        "nle nle_us",
        "ord ord_q",
        "eq_uq",
        "nge nge_us",
        "ngt ngt_us",
        "false false_oq",
        "neq_oq",
        "ge ge_os",
        "gt gt_os",
        "true true_uq",
        "eq_os",
        "lt_oq",
        "le_oq",
        "unord_s",
        "neq_us",
        "nlt_uq",
        "nle_uq",
        "ord_s",
        "eq_us",
        "nge_uq",
        "ngt_uq",
        "false_os",
        "neq_os",
        "ge_oq",
        "gt_oq",
        "true_us",
    )
):
    for _n in _names.split():
        _CMP_PREDICATES[_n] = _cc


def split_compare_predicate(name: str) -> tuple[str, int] | None:
    """``cmp<cc>{ss,sd,ps,pd}`` / ``vcmp<cc>{ss,sd,ps,pd,sh,ph}`` -> (the plain mnemonic, the predicate), as
    X86AsmParser's ParseInstruction patches the name; None for any other name."""
    low = name.lower()
    is_v = low.startswith("vcmp")
    if not (is_v or low.startswith("cmp")) or low[-2:] not in ("ss", "sd", "ps", "pd", "sh", "ph"):
        return None
    cc = _CMP_PREDICATES.get(low[4 if is_v else 3 : -2])
    if cc is None or (not is_v and (cc >= 8 or low[-1] == "h")):
        return None
    return ("vcmp" if is_v else "cmp") + low[-2:], cc


#: String-instruction mnemonics that get default (R|E)SI / (R|E)DI operands (X86AsmParser::ParseInstruction):
#: mnemonic family -> (the default operands in AT&T order, operand counts the defaults apply to).
_STRING_FAMILIES: dict[str, tuple[str, tuple[int, ...]]] = {
    "ins": ("dx di", (0, 2)),
    "outs": ("si dx", (0, 2)),
    "lods": ("si", (0, 1)),
    "stos": ("di", (0, 1)),
    "scas": ("di", (0, 1)),
    "cmps": ("di si", (0, 2)),
    "movs": ("si di", (0, 2)),
    "smov": ("si di", (0, 2)),
}
_STRING_MNEMONICS: dict[str, str] = {}
for _fam in _STRING_FAMILIES:
    for _sfx in ("", "b", "w", "l", "d", "q"):
        if not (_fam in ("ins", "outs") and _sfx == "q"):
            _STRING_MNEMONICS[_fam + _sfx] = _fam
_INDEX_REGS: tuple[tuple[int, int, int], ...] = (  # (register class bits, SI of the class, DI of the class)
    (R.REG_CLASS_BITSETS[R.GR64RegClassID], R.RSI, R.RDI),
    (R.REG_CLASS_BITSETS[R.GR32RegClassID], R.ESI, R.EDI),
    (R.REG_CLASS_BITSETS[R.GR16RegClassID], R.SI, R.DI),
)

_REGISTERS: dict[str, int] = {}


def _registers() -> dict[str, int]:
    """Assembler register name (lower case) -> register number."""
    if not _REGISTERS:
        for reg, name in enumerate(R.ASM_NAMES):
            if reg and name:
                _REGISTERS.setdefault(name.lower(), reg)
        _REGISTERS["st(0)"] = _REGISTERS["st"]
    return _REGISTERS


_VECTOR_INDEX: int = (
    R.REG_CLASS_BITSETS[R.VR128XRegClassID]
    | R.REG_CLASS_BITSETS[R.VR256XRegClassID]
    | R.REG_CLASS_BITSETS[R.VR512RegClassID]
)


def _segment_registers() -> frozenset[int]:
    return frozenset(R.REG_CLASS_MEMBERS[R.REG_CLASS_NAMES.index("SEGMENT_REG")])


#: ``getIntelMemOperandSize``: the size keywords before ``ptr`` (lower or upper case), in bits.
_INTEL_SIZES: dict[str, int] = {}
for _kw, _bits in (
    ("byte", 8),
    ("word", 16),
    ("dword", 32),
    ("float", 32),
    ("long", 32),
    ("fword", 48),
    ("double", 64),
    ("qword", 64),
    ("mmword", 64),
    ("xword", 80),
    ("tbyte", 80),
    ("xmmword", 128),
    ("ymmword", 256),
    ("zmmword", 512),
):
    _INTEL_SIZES[_kw] = _INTEL_SIZES[_kw.upper()] = _bits

#: ``ParseIntelNamedOperator``: operator words (all lower or all upper case) -> the operator.
_INTEL_NAMED_BINOPS = {"or": "|", "xor": "^", "and": "&", "shl": "<<", "shr": ">>", "mod": "%"}
#: The Intel expression's binary operators by precedence level (LLVM's InfixCalculator: or < xor < and <
#: shifts < additive < multiplicative); Percent is not one (``mod`` is).
_INTEL_LEVELS: tuple[dict[int, str], ...] = (
    {T.TK_Pipe: "|"},
    {T.TK_Caret: "^"},
    {T.TK_Amp: "&"},
    {T.TK_LessLess: "<<", T.TK_GreaterGreater: ">>"},
    {T.TK_Plus: "+", T.TK_Minus: "-"},
    {T.TK_Star: "*", T.TK_Slash: "/"},
)
_INTEL_WORD_LEVEL = {"|": 0, "^": 1, "&": 2, "<<": 3, ">>": 3, "%": 5}


def _mask(v: int) -> int:
    v &= (1 << 64) - 1
    return v - (1 << 64) if v >> 63 else v


class _IntelValue:
    """A partial Intel expression: the constant part, at most one symbol, the registers (with a scale, 0
    when none was written), and whether brackets or a symbol made it a memory expression."""

    __slots__ = ("imm", "sym", "regs", "mem")

    def __init__(self, imm: int = 0, sym: Any = None) -> None:
        self.imm = imm
        self.sym = sym
        self.regs: list[tuple[int, int, int]] = []  # (register, scale or 0, location)
        self.mem = False

    def is_constant(self) -> bool:
        return self.sym is None and not self.regs


class X86AsmParser(MCTargetAsmParser):
    """The AT&T and Intel operand parser (see the module docstring)."""

    def __init__(self, parser: Any, sti: Any = None, mii: Any = None) -> None:
        super().__init__(parser, sti, mii)
        self.registers = _registers()
        self.segments = _segment_registers()
        #: ``.intel_syntax`` in effect (LLVM's assembler dialect 1).
        self.intel = False
        self._end = 0  # the end offset of the Intel expression read so far

    # ----- registers -----
    def parse_register(self) -> tuple[int, int, int] | None:
        lx = self.parser.lexer
        tok = lx.tok
        if self.intel and tok.kind == T.TK_Identifier:  # ``.cfi_offset rbp, -16`` in .intel_syntax
            return self._intel_register()
        if tok.kind != T.TK_Percent:
            return None
        start = tok.loc
        name_tok = lx.lex()
        if name_tok.kind != T.TK_Identifier:
            raise self.parser.error(start, "invalid register name")
        name = name_tok.text.lower()
        reg = self.registers.get(name, 0)
        if reg == 0:
            raise self.parser.error(start, "invalid register name")
        end = name_tok.end_loc
        lx.lex()
        if name == "st" and lx.tok.kind == T.TK_LParen and lx.tok.loc == end:
            reg, end = self._stack_register()
        return reg, start, end

    def _stack_register(self) -> tuple[int, int]:
        """``(N)`` after ``st``, the current token being the ``(``: the register ``st(N)`` and its end."""
        lx = self.parser.lexer
        n_tok = lx.lex()
        if n_tok.kind != T.TK_Integer or n_tok.value > 7:
            raise self.parser.error(n_tok.loc, "invalid stack index")
        if lx.lex().kind != T.TK_RParen:
            raise self.parser.error(lx.tok.loc, "expected ')'")
        end = lx.tok.end_loc
        lx.lex()
        return self.registers[f"st({n_tok.value})"], end

    # ----- operands -----
    def parse_instruction(self, name: str, name_loc: int) -> list[MCParsedAsmOperand]:
        lx = self.parser.lexer
        if name == "{":
            self._parse_pseudo_prefix(name_loc)
        flags = 0
        prefix_loc = name_loc
        while name.lower() in _FLAG_PREFIXES and lx.tok.kind == T.TK_Identifier:
            # ``lock cmpxchgl %ecx, (%rdi)``: the prefix is a flag of the instruction after it (F0 after a 66
            # operand-size prefix); alone on its line it is an instruction of its own.
            flags |= _FLAG_PREFIXES[name.lower()]
            name, name_loc = lx.tok.text, lx.tok.loc
            lx.lex()
        split = split_compare_predicate(name)
        ops: list[MCParsedAsmOperand] = [X86Operand.create_token(split[0] if split else name, name_loc)]
        predicate = None
        if split is not None:  # the predicate is the first AT&T operand, the last Intel one
            predicate = X86Operand.create_imm(MCConstantExpr(split[1]), name_loc, name_loc + len(name))
            if not self.intel:
                ops.append(predicate)
        if (
            name.lower() in _PREFIXES
            and lx.tok.kind == T.TK_Identifier
            and (not self.intel or lx.tok.text.lower() not in self.registers)
        ):
            return ops  # ``xacquire lock incl (%rax)``: the prefix is a statement of its own
        if lx.tok.kind != T.TK_EndOfStatement:
            while True:
                if self.intel:
                    ops.append(self._parse_intel_operand())
                else:
                    self._parse_operand(ops)
                if lx.tok.kind != T.TK_Comma:
                    break
                lx.lex()
            if lx.tok.kind != T.TK_EndOfStatement:
                raise self.parser.error(lx.tok.loc, "unexpected token in argument list")
        if predicate is not None and self.intel:
            ops.append(predicate)
        self._add_string_operands(ops, name_loc)
        if flags:
            ops.append(X86Operand.create_prefix(flags, prefix_loc))
        return ops

    def _add_string_operands(self, ops: list[MCParsedAsmOperand], loc: int) -> None:
        """X86AsmParser::ParseInstruction's string-instruction operands: ``movsq`` alone is ``movsq (%rsi),
        %es:(%rdi)`` (``ins``/``outs`` add ``%dx``), and operands written out are checked and replaced by
        those defaults, keeping their size, segment and register width (VerifyAndAdjustOperands).  AT&T
        ``movsd`` alone is ``movsl``."""
        first = ops[0]
        assert isinstance(first, X86Operand)
        name = first.tok.lower()
        family = _STRING_MNEMONICS.get(name)
        if family is None:
            return
        defaults, counts = _STRING_FAMILIES[family]
        if len(ops) - 1 not in counts:
            return
        if name == "movsd" and len(ops) == 1 and not self.intel:
            first.tok = "movsl"

        def make(kind: str) -> X86Operand:
            if kind == "dx":
                return X86Operand.create_reg(R.DX, loc, loc)
            base = R.RSI if kind == "si" else R.RDI
            return X86Operand.create_mem(0, MCConstantExpr(0), base, 0, 1, loc, loc)

        final = [make(k) for k in defaults.split()]
        if self.intel and len(final) == 2:
            final.reverse()  # AddDefaultSrcDestOperands: destination first in Intel syntax
        if len(ops) > 1:
            warnings: list[tuple[int, str]] = []
            bits = 0
            for orig, fin in zip(ops[1:], final):
                assert isinstance(orig, X86Operand)
                if fin.kind == K_Register and (orig.kind != K_Register or orig.reg != fin.reg):
                    return  # bogus operands: the matcher complains
                if fin.kind != K_Memory:
                    continue
                if orig.kind != K_Memory:
                    return
                if bits and not bits >> orig.base & 1:
                    raise self.parser.error(orig.start, "mismatching source and destination index registers")
                row = next((r for r in _INDEX_REGS if r[0] >> orig.base & 1), None)
                if row is None:
                    return
                bits = row[0]
                is_si = fin.base == R.RSI
                reg = row[1] if is_si else row[2]
                if reg != orig.base:
                    where = "ES:(R|E)SI" if is_si else "ES:(R|E)DI"
                    warnings.append(
                        (
                            orig.start,
                            f"memory operand is only for determining the size, {where} will be used for the location",
                        )
                    )
                fin.mem_size, fin.seg, fin.base = orig.mem_size, orig.seg, reg
            for at, msg in warnings:
                self.parser.warning(at, msg)
            del ops[1:]
        ops.extend(final)

    def _parse_operand(self, ops: list[MCParsedAsmOperand]) -> None:
        parser = self.parser
        lx = parser.lexer
        tok = lx.tok
        if tok.kind == T.TK_Star:
            ops.append(X86Operand.create_token("*", tok.loc))
            lx.lex()
            ops.append(self._parse_att_operand(indirect=True))
            return
        ops.append(self._parse_att_operand(indirect=False))

    def _parse_att_operand(self, indirect: bool) -> X86Operand:
        parser = self.parser
        lx = parser.lexer
        tok = lx.tok
        if tok.kind == T.TK_Dollar:
            lx.lex()
            imm, end = parser.parse_expression()
            return X86Operand.create_imm(imm, tok.loc, end)
        if tok.kind == T.TK_Percent:
            r = self.parse_register()
            assert r is not None
            reg, start, end = r
            if lx.tok.kind == T.TK_Colon:
                if reg not in self.segments:
                    raise parser.error(start, "invalid segment register")
                lx.lex()
                return self._parse_memory(reg, start, indirect)
            return X86Operand.create_reg(reg, start, end)
        return self._parse_memory(0, tok.loc, indirect)

    def _parse_memory(self, seg: int, start: int, indirect: bool) -> X86Operand:
        parser = self.parser
        lx = parser.lexer
        disp: Any = None
        end = lx.tok.loc
        tok = lx.tok
        if tok.kind != T.TK_LParen or lx.peek_tok().kind not in (T.TK_Percent, T.TK_Comma):
            disp, end = parser.parse_expression()
        if lx.tok.kind != T.TK_LParen or (
            disp is not None and lx.peek_tok().kind not in (T.TK_Percent, T.TK_Comma)
        ):
            if disp is None:
                raise parser.error(lx.tok.loc, "unknown token in expression")
            return X86Operand.create_mem(
                seg, disp, 0, 0, 1, start, end, maybe_direct_branch_dest=not seg and not indirect
            )
        lx.lex()
        base = index = 0
        scale = 1
        if lx.tok.kind == T.TK_Percent:  # pyright: ignore[reportUnnecessaryComparison]  (lex() moved the token)
            r = self.parse_register()
            assert r is not None
            base = r[0]
        if lx.tok.kind == T.TK_Comma:  # pyright: ignore[reportUnnecessaryComparison]  (lex() moved the token)
            lx.lex()
            if lx.tok.kind == T.TK_Percent:
                r = self.parse_register()
                assert r is not None
                index = r[0]
                if lx.tok.kind == T.TK_Comma:
                    lx.lex()
                    at = lx.tok.loc
                    scale = parser.parse_absolute_expression()
                    if scale not in (1, 2, 4, 8):
                        raise parser.error(at, "scale factor in address must be 1, 2, 4 or 8")
            elif lx.tok.kind != T.TK_RParen:
                at = lx.tok.loc
                if parser.parse_absolute_expression() != 1:
                    parser.warning(at, "scale factor without index register is ignored")
        if lx.tok.kind != T.TK_RParen:  # pyright: ignore[reportUnnecessaryComparison]  (lex() moved the token)
            raise parser.error(lx.tok.loc, "unexpected token in memory operand")
        end = lx.tok.end_loc
        lx.lex()
        return X86Operand.create_mem(seg, disp, base, index, scale, start, end)

    # ----- Intel operands -----
    def _intel_register(self) -> tuple[int, int, int] | None:
        """A register name at the current identifier (``st(N)`` too), consumed; None (nothing consumed) for
        another identifier (LLVM ``ParseRegister`` with RestoreOnFailure)."""
        lx = self.parser.lexer
        tok = lx.tok
        if tok.kind != T.TK_Identifier:
            return None
        name = tok.text.lower()
        reg = self.registers.get(name, 0)
        if reg == 0:
            return None
        end = tok.end_loc
        lx.lex()
        if name == "st" and lx.tok.kind == T.TK_LParen and lx.peek_tok().kind == T.TK_Integer:
            reg, end = self._stack_register()
        return reg, tok.loc, end

    def _parse_intel_operand(self) -> X86Operand:
        """LLVM ``ParseIntelOperand``."""
        parser = self.parser
        lx = parser.lexer
        tok = lx.tok
        start = tok.loc
        size = _INTEL_SIZES.get(tok.text, 0) if tok.kind == T.TK_Identifier else 0
        if size:
            lx.lex()
            if lx.tok.kind != T.TK_Identifier or lx.tok.text.lower() != "ptr":
                raise parser.error(lx.tok.loc, "Expected 'PTR' or 'ptr' token!")
            lx.lex()
            start = lx.tok.loc
        seg = 0
        r = self._intel_register()
        if r is not None:
            reg, start, end = r
            if reg == R.RIP:
                raise parser.error(start, "rip can only be used as a base register")
            if lx.tok.kind != T.TK_Colon:
                if size:
                    raise parser.error(
                        start, "expected memory operand after 'ptr', found register operand instead"
                    )
                return X86Operand.create_reg(reg, start, end)
            if reg not in self.segments:
                raise parser.error(start, "invalid segment register")
            seg = reg
            lx.lex()
            start = lx.tok.loc
        value, end = self._intel_expression()
        if lx.tok.kind == T.TK_RBrac:
            raise parser.error(lx.tok.loc, "unknown token in expression")
        if lx.tok.kind in (T.TK_Identifier, T.TK_Integer, T.TK_String):
            # ``10h`` without -masm-integers: the state machine takes the name and fails at what follows
            raise parser.error(lx.peek_tok().loc, "unknown token in expression")
        disp: Any = value.sym
        if disp is None:
            disp = MCConstantExpr(value.imm)
        elif value.imm:
            disp = MCBinaryExpr("+", disp, MCConstantExpr(value.imm))
        if not value.mem and not seg:
            if value.regs:
                raise parser.error(value.regs[0][2], "unknown token in expression")
            return X86Operand.create_imm(disp, start, end)
        base, index, scale = self._intel_address(value)
        return X86Operand.create_mem(
            seg, disp, base, index, scale, start, end, size, maybe_direct_branch_dest=True
        )

    def _intel_address(self, value: _IntelValue) -> tuple[int, int, int]:
        """Base, index and scale from the registers of a memory expression (the state machine's rules:
        the first unscaled register is the base, a scaled or the second one the index)."""
        parser = self.parser
        base = index = scale = 0
        for reg, s, loc in value.regs:
            if s:
                if index:
                    raise parser.error(loc, "BaseReg/IndexReg already set!")
                index, scale = reg, s
            elif not base:
                base = reg
            elif not index:
                index = reg
            else:
                raise parser.error(loc, "BaseReg/IndexReg already set!")
        if index and base == R.RIP:
            base = 0
        if scale == 0 and base not in (R.ESP, R.RSP) and index in (R.ESP, R.RSP):
            base, index = index, base
        if scale == 0 and not (_VECTOR_INDEX >> index) & 1 and (_VECTOR_INDEX >> base) & 1:
            base, index = index, base
        return base, index, scale or 1

    def _intel_expression(self) -> tuple[_IntelValue, int]:
        """LLVM ``ParseIntelExpression``: the value and its end offset."""
        self._end = self.parser.lexer.tok.loc
        value = self._intel_binary(0)
        return value, self._end

    def _intel_binary(self, level: int) -> _IntelValue:
        if level == len(_INTEL_LEVELS):
            return self._intel_unary()
        lx = self.parser.lexer
        ops = _INTEL_LEVELS[level]
        lhs = self._intel_binary(level + 1)
        while True:
            tok = lx.tok
            op = ops.get(tok.kind)
            if op is None and tok.kind == T.TK_Identifier:
                word = _INTEL_NAMED_BINOPS.get(tok.text.lower())
                if (
                    word is not None
                    and _INTEL_WORD_LEVEL[word] == level
                    and tok.text
                    in (
                        tok.text.lower(),
                        tok.text.upper(),
                    )
                ):
                    op = word
            if op is None:
                if level == 4 and tok.kind == T.TK_LBrac:  # ``sym[rax]``, ``[rax][8]``: an implicit +
                    lhs = self._intel_combine("+", lhs, self._intel_binary(level + 1), tok.loc, tok.loc)
                    continue
                return lhs
            rhs_loc = lx.lex().loc
            rhs = self._intel_binary(level + 1)
            lhs = self._intel_combine(op, lhs, rhs, tok.loc, rhs_loc)

    def _intel_combine(
        self, op: str, lhs: _IntelValue, rhs: _IntelValue, loc: int, rhs_loc: int
    ) -> _IntelValue:
        """``lhs op rhs`` (``loc`` is the operator's, ``rhs_loc`` the right operand's offset)."""
        parser = self.parser
        if op == "+" or (op == "-" and not rhs.regs):
            if lhs.sym is not None and rhs.sym is not None:
                raise parser.error(loc + 1, "cannot use more than one symbol in memory operand")
            # A symbol after ``-`` keeps its sign, as the state machine's (it pushes a 0 for it).
            lhs.imm = _mask(lhs.imm + rhs.imm if op == "+" else lhs.imm - rhs.imm)
            lhs.sym = lhs.sym if lhs.sym is not None else rhs.sym
            lhs.regs += rhs.regs
            lhs.mem = lhs.mem or rhs.mem
            return lhs
        if op == "*" and (lhs.regs or rhs.regs):
            const, regv = (lhs, rhs) if rhs.regs else (rhs, lhs)
            if not const.is_constant() or regv.imm or regv.sym is not None or len(regv.regs) != 1:
                raise parser.error(loc, "unknown token in expression")
            reg, s, _ = regv.regs[0]
            if s:
                raise parser.error(loc, "unknown token in expression")
            if const.imm not in (1, 2, 4, 8):
                raise parser.error(rhs_loc, "scale factor in address must be 1, 2, 4 or 8")
            regv.regs = [(reg, const.imm, rhs_loc)]
            regv.mem = regv.mem or const.mem
            return regv
        if op == "-":  # of a register: reported at the token after it, as the state machine does
            raise parser.error(parser.lexer.tok.loc, "unknown token in expression")
        if not lhs.is_constant() or not rhs.is_constant():
            raise parser.error(loc, "unknown token in expression")
        a, b = lhs.imm, rhs.imm
        if op in ("/", "%") and b == 0:
            raise parser.error(loc, "division by zero")
        if op == "*":
            v = a * b
        elif op == "/":
            v = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
        elif op == "%":
            v = a - b * (abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1))
        elif op == "<<":
            v = a << (b & 63)
        elif op == ">>":
            v = a >> (b & 63)
        elif op == "&":
            v = a & b
        elif op == "|":
            v = a | b
        else:
            v = a ^ b
        lhs.imm = _mask(v)
        lhs.mem = lhs.mem or rhs.mem
        return lhs

    def _intel_unary(self) -> _IntelValue:
        parser = self.parser
        lx = parser.lexer
        tok = lx.tok
        k = tok.kind
        if k == T.TK_Minus or k == T.TK_Tilde or (k == T.TK_Identifier and tok.text in ("not", "NOT")):
            lx.lex()
            v = self._intel_unary()
            if not v.is_constant():
                raise parser.error(tok.loc, "unknown token in expression")
            v.imm = _mask(-v.imm if k == T.TK_Minus else ~v.imm)
            return v
        if k == T.TK_Plus:
            lx.lex()
            return self._intel_unary()
        if k == T.TK_LParen or k == T.TK_LBrac:  # a group, or brackets: a memory expression
            lx.lex()
            v = self._intel_binary(0)
            if lx.tok.kind != (T.TK_RParen if k == T.TK_LParen else T.TK_RBrac):
                raise parser.error(lx.tok.loc, "unknown token in expression")
            self._end = lx.tok.end_loc
            lx.lex()
            v.mem = v.mem or k == T.TK_LBrac
            return v
        if k == T.TK_Identifier:
            r = self._intel_register()
            if r is not None:
                self._end = r[2]
                v = _IntelValue()
                v.regs.append((r[0], 0, r[1]))
                return v
            if tok.text in ("offset", "OFFSET"):
                at = lx.lex()
                if at.kind not in (T.TK_Identifier, T.TK_String):
                    raise parser.error(at.loc, "unexpected token!")
                e, self._end = parser.parse_primary_expr()
                return _IntelValue(sym=e)  # not a memory expression: an immediate
        if k in (T.TK_Identifier, T.TK_String, T.TK_Integer, T.TK_Dot):
            e, self._end = parser.parse_primary_expr()
            if type(e) is MCConstantExpr:
                return _IntelValue(e.value)
            v = _IntelValue(sym=e)
            v.mem = True
            return v
        if k == T.TK_Error:
            raise parser.error(tok.loc, tok.text)
        raise parser.error(tok.loc, "unknown token in expression")

    # ----- matching -----
    def match_and_emit_instruction(self, loc: int, operands: list[MCParsedAsmOperand]) -> None:
        import importlib

        try:
            module: Any = importlib.import_module("pyllc.targets.x86.mc.asm_matcher")
            match = module.match_instruction
        except (ImportError, AttributeError):
            raise self.parser.error(
                loc, "unsupported: matching x86 instructions (the generated x86 asm matcher is not present)"
            ) from None
        inst = match(operands, intel=self.intel)
        self.parser.streamer.emit_instruction(inst, self.sti)

    # ----- directives -----
    def _eol(self) -> None:
        lx = self.parser.lexer
        if lx.tok.kind != T.TK_EndOfStatement:
            raise self.parser.error(lx.tok.loc, "expected newline")
        lx.lex()

    def _parse_pseudo_prefix(self, loc: int) -> None:
        """``{vex}``, ``{vex2}``, ``{vex3}``, ``{evex}``, ``{disp8}``, ``{disp32}`` before an instruction
        (LLVM 14's pseudo prefixes, which force an encoding): parsed with LLVM's diagnostics, then refused,
        as forced encodings are not implemented."""
        parser = self.parser
        lx = parser.lexer
        if lx.tok.kind != T.TK_Identifier:
            raise parser.error(lx.tok.loc, "Unexpected token after '{'")
        prefix = lx.tok.text.lower()
        lx.lex()
        if lx.tok.kind != T.TK_RCurly:  # pyright: ignore[reportUnnecessaryComparison]  (lex() moved it)
            raise parser.error(lx.tok.loc, "Expected '}'")
        if prefix not in ("vex", "vex2", "vex3", "evex", "disp8", "disp32"):
            raise parser.error(loc, "unknown prefix")
        raise parser.error(loc, f"unsupported: the '{{{prefix}}}' pseudo prefix (forced encodings)")

    def parse_directive(self, name: str, loc: int) -> bool:
        parser = self.parser
        lx = parser.lexer
        if name == ".code64":
            self._eol()
            return True
        if name in (".code16", ".code32", ".code16gcc"):
            raise parser.error(loc, f"unsupported: '{name}' (only 64-bit code is assembled)")
        if name == ".att_syntax":
            if lx.tok.kind == T.TK_Identifier and lx.tok.text in ("prefix", "noprefix"):
                if lx.tok.text == "noprefix":
                    raise parser.error(
                        lx.tok.loc,
                        "'.att_syntax noprefix' is not supported: registers must have a '%' prefix in .att_syntax",
                    )
                lx.lex()
            self._eol()
            self.intel = False
            return True
        if name == ".intel_syntax":
            if lx.tok.kind == T.TK_Identifier and lx.tok.text == "prefix":
                raise parser.error(
                    loc,
                    "'.intel_syntax prefix' is not supported: registers must not have a '%' prefix in .intel_syntax",
                )
            if lx.tok.kind == T.TK_Identifier and lx.tok.text == "noprefix":
                lx.lex()
            self._eol()
            self.intel = True
            return True
        return False
