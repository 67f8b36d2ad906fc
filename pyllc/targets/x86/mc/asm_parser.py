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
``.att_syntax``; Intel-syntax input (``.intel_syntax``) is refused.
"""

from __future__ import annotations

from typing import Any

from pyllc.mc.expr import MCConstantExpr
from pyllc.mc.parser import target_asm_parser as T
from pyllc.mc.parser.target_asm_parser import MCParsedAsmOperand, MCTargetAsmParser
from pyllc.targets.x86.gen import register_info as R
from pyllc.targets.x86.mc.x86_operand import X86Operand

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


_REGISTERS: dict[str, int] = {}


def _registers() -> dict[str, int]:
    """Assembler register name (lower case) -> register number."""
    if not _REGISTERS:
        for reg, name in enumerate(R.ASM_NAMES):
            if reg and name:
                _REGISTERS.setdefault(name.lower(), reg)
        _REGISTERS["st(0)"] = _REGISTERS["st"]
    return _REGISTERS


def _segment_registers() -> frozenset[int]:
    return frozenset(R.REG_CLASS_MEMBERS[R.REG_CLASS_NAMES.index("SEGMENT_REG")])


class X86AsmParser(MCTargetAsmParser):
    """The AT&T operand parser (see the module docstring)."""

    def __init__(self, parser: Any, sti: Any = None, mii: Any = None) -> None:
        super().__init__(parser, sti, mii)
        self.registers = _registers()
        self.segments = _segment_registers()

    # ----- registers -----
    def parse_register(self) -> tuple[int, int, int] | None:
        lx = self.parser.lexer
        tok = lx.tok
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
            n_tok = lx.lex()
            if n_tok.kind != T.TK_Integer or n_tok.value > 7:
                raise self.parser.error(n_tok.loc, "invalid stack index")
            if lx.lex().kind != T.TK_RParen:
                raise self.parser.error(lx.tok.loc, "expected ')'")
            end = lx.tok.end_loc
            lx.lex()
            reg = self.registers[f"st({n_tok.value})"]
        return reg, start, end

    # ----- operands -----
    def parse_instruction(self, name: str, name_loc: int) -> list[MCParsedAsmOperand]:
        lx = self.parser.lexer
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
        if split is not None:  # the predicate is the first (AT&T) operand
            ops.append(X86Operand.create_imm(MCConstantExpr(split[1]), name_loc, name_loc + len(name)))
        if name.lower() in _PREFIXES and lx.tok.kind == T.TK_Identifier:
            return ops  # ``xacquire lock incl (%rax)``: the prefix is a statement of its own
        if lx.tok.kind != T.TK_EndOfStatement:
            while True:
                self._parse_operand(ops)
                if lx.tok.kind != T.TK_Comma:
                    break
                lx.lex()
            if lx.tok.kind != T.TK_EndOfStatement:
                raise self.parser.error(lx.tok.loc, "unexpected token in argument list")
        if flags:
            ops.append(X86Operand.create_prefix(flags, prefix_loc))
        return ops

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
        inst = match(operands)
        self.parser.streamer.emit_instruction(inst, self.sti)

    # ----- directives -----
    def _eol(self) -> None:
        lx = self.parser.lexer
        if lx.tok.kind != T.TK_EndOfStatement:
            raise self.parser.error(lx.tok.loc, "expected newline")
        lx.lex()

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
            return True
        if name == ".intel_syntax":
            raise parser.error(loc, "unsupported: Intel syntax input (.intel_syntax)")
        return False
