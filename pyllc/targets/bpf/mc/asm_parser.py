"""BPF assembly operand parser (LLVM 14: lib/Target/BPF/AsmParser/BPFAsmParser.cpp).

What it is: one line of llc's C-like BPF syntax -> the candidate MCInsts, through the generated matcher
tables (``gen/asm_matcher.py``).  The line is split as the matcher emitter splits asm strings (whitespace;
single characters at ``[ ] * ! , ( ) { }``); a register name becomes a register operand of the classes that
hold it, an integer an ``Imm`` operand, and as in LLVM's parser a ``+``/``-`` after a register followed by
an integer is the signed offset of a memory operand (``r10 - 8``) and a ``-`` glued to a register is a
token of its own (``-r1``).  Symbolic operands are not parsed.
"""

from __future__ import annotations

import re
from typing import Any

from pyllc.mc.expr import MCConstantExpr
from pyllc.mc.inst import MCInst
from pyllc.mc.parser import target_asm_parser as T
from pyllc.mc.parser.target_asm_parser import MCParsedAsmOperand, MCTargetAsmParser
from pyllc.targets.bpf.gen import asm_matcher as M
from pyllc.targets.bpf.gen import register_info as R

_CHUNK = re.compile(r"[\[\]*!,(){}]|[^\s\[\]*!,(){}]+")
_INT = re.compile(r"[+-]?\d+$")


def _register_classes() -> dict[str, tuple[int, frozenset[int]]]:
    """Register name -> (register number, match class ids of the classes holding it)."""
    out: dict[str, tuple[int, frozenset[int]]] = {}
    ids = {name: i for i, name in enumerate(M.MATCH_CLASSES)}
    for rc_name, members in zip(R.REG_CLASS_NAMES, R.REG_CLASS_MEMBERS):
        if rc_name not in ids:
            continue
        for reg in members:
            num, classes = out.get(R.ASM_NAMES[reg], (reg, frozenset()))
            out[R.ASM_NAMES[reg]] = (num, classes | {ids[rc_name]})
    return out


class BPFAsmParser:
    """Parses and matches single BPF instructions."""

    __slots__ = ("registers", "imm")

    def __init__(self) -> None:
        self.registers = _register_classes()
        self.imm = frozenset({M.MATCH_CLASSES.index("Imm")})

    def parse_operands(self, text: str) -> list[object]:
        """The tokens of ``text``: literals as ``str``, operands as ``(class ids, value, text)``."""
        out: list[object] = []
        chunks = _CHUNK.findall(text)
        i = 0
        while i < len(chunks):
            c = chunks[i]
            if c[0] == "-" and c[1:] in self.registers:
                out.append("-")
                c = c[1:]
            if c in self.registers:
                num, classes = self.registers[c]
                out.append((classes, num, c))
            elif (
                c in ("+", "-")
                and out
                and not isinstance(out[-1], str)
                and i + 1 < len(chunks)
                and _INT.match(chunks[i + 1])
            ):
                out.append((self.imm, int(c + chunks[i + 1].lstrip("+")), c + chunks[i + 1]))
                i += 1
            elif _INT.match(c):
                out.append((self.imm, int(c), c))
            else:
                out.append(c)
            i += 1
        return out

    def match(self, text: str) -> list[MCInst]:
        """Every MCInst ``text`` matches (LLVM: ``MatchInstructionImpl``; several for ambiguous text)."""
        return [MCInst(opcode, ops) for opcode, ops in M.match_instruction(self.parse_operands(text))]


class BPFOperand(MCParsedAsmOperand):
    """One parsed BPF operand: ``item`` is what the matcher takes (a literal ``str``, or ``(class ids,
    value, text)`` with an int or an MCExpr value)."""

    __slots__ = ("item",)

    def __init__(self, item: object, start: int, end: int) -> None:
        super().__init__(start, end)
        self.item = item


_OPERATORS = frozenset(
    (
        T.TK_Less,
        T.TK_LessEqual,
        T.TK_LessLess,
        T.TK_LessGreater,
        T.TK_Greater,
        T.TK_GreaterEqual,
        T.TK_GreaterGreater,
        T.TK_Equal,
        T.TK_EqualEqual,
        T.TK_Exclaim,
        T.TK_ExclaimEqual,
        T.TK_Amp,
        T.TK_AmpAmp,
        T.TK_Pipe,
        T.TK_PipePipe,
        T.TK_Caret,
        T.TK_Star,
        T.TK_Slash,
        T.TK_Percent,
        T.TK_Plus,
        T.TK_Minus,
        T.TK_Tilde,
    )
)
_SINGLE = frozenset((T.TK_LParen, T.TK_RParen, T.TK_LBrac, T.TK_RBrac, T.TK_LCurly, T.TK_RCurly, T.TK_Comma))


class BPFTargetAsmParser(MCTargetAsmParser):
    """BPF's MCTargetAsmParser (LLVM ``BPFAsmParser``): the statement's tokens become the matcher's items --
    register names, the literal words and operators of the asm strings (adjacent operator characters glued:
    ``<<=``, ``s>>=``), a signed offset after a register (``r10 - 8``), and any other operand an expression
    (``goto LBB0_2``, ``call foo``, ``r1 = sym ll``), so symbolic operands become fixups."""

    #: The generic AsmParser (its ``text`` gives the source of an operand).
    parser: Any

    def __init__(self, parser: Any, sti: Any = None, mii: Any = None) -> None:
        super().__init__(parser, sti, mii)
        self.tables = _shared()
        self.registers = self.tables.registers
        self.imm = self.tables.imm
        self.literals = _literals()

    def parse_register(self) -> tuple[int, int, int] | None:
        lx = self.parser.lexer
        tok = lx.tok
        if tok.kind == T.TK_Identifier and tok.text in self.registers:
            lx.lex()
            return self.registers[tok.text][0], tok.loc, tok.end_loc
        return None

    def star_is_start_of_statement(self) -> bool:
        return True

    def equal_is_asm_assignment(self) -> bool:
        return False

    def _word(self, text: str, loc: int, out: list[MCParsedAsmOperand]) -> bool:
        reg = self.registers.get(text)
        if reg is not None:
            out.append(BPFOperand((reg[1], reg[0], text), loc, loc + len(text)))
            return True
        if text in self.literals:
            out.append(BPFOperand(text, loc, loc + len(text)))
            return True
        return False

    def parse_instruction(self, name: str, name_loc: int) -> list[MCParsedAsmOperand]:
        parser = self.parser
        lx = parser.lexer
        out: list[MCParsedAsmOperand] = []
        if not self._word(name, name_loc, out):
            raise parser.error(name_loc, "invalid register/token name")
        while lx.tok.kind != T.TK_EndOfStatement:
            tok = lx.tok
            k = tok.kind
            nxt = lx.peek_tok()
            if k == T.TK_Identifier:
                if tok.text == "s" and nxt.kind in _OPERATORS and nxt.loc == tok.end_loc:
                    self._operator(out)
                    continue
                if self._word(tok.text, tok.loc, out):
                    lx.lex()
                    continue
            elif k in (T.TK_Minus, T.TK_Plus) and self._offset(out):
                continue
            elif k == T.TK_Minus and nxt.kind == T.TK_Identifier and nxt.text in self.registers:
                out.append(BPFOperand("-", tok.loc, tok.end_loc))
                lx.lex()
                continue
            elif k in _OPERATORS and not (
                k in (T.TK_Minus, T.TK_Tilde) and nxt.loc == tok.end_loc and nxt.kind not in _OPERATORS
            ):
                self._operator(out)
                continue
            if k in _SINGLE:
                out.append(BPFOperand(tok.text, tok.loc, tok.end_loc))
                lx.lex()
            else:
                start = tok.loc
                e, end = parser.parse_expression()
                value: object = e.value if type(e) is MCConstantExpr else e
                out.append(BPFOperand((self.imm, value, parser.source_text(start, end)), start, end))
        return out

    def _operator(self, out: list[MCParsedAsmOperand]) -> None:
        """Adjacent operator characters as one literal (``+=``, ``<<=``, ``s>=``), split at ``*`` and ``!``."""
        lx = self.parser.lexer
        tok = lx.tok
        start, end = tok.loc, tok.end_loc
        lx.lex()
        while lx.tok.kind in _OPERATORS and lx.tok.loc == end:
            end = lx.tok.end_loc
            lx.lex()
        # Split as the asm strings are (``*`` and ``!`` are tokens of their own: ``*=`` is ``*`` ``=``).
        for m in _CHUNK.finditer(self.parser.source_text(start, end)):
            out.append(BPFOperand(m.group(), start + m.start(), start + m.end()))

    def _offset(self, out: list[MCParsedAsmOperand]) -> bool:
        """``+ N``/``- N`` after a register: the signed offset of a memory operand."""
        lx = self.parser.lexer
        tok, nxt = lx.tok, lx.peek_tok()
        last = out[-1] if out else None
        if not isinstance(last, BPFOperand) or type(last.item) is str:
            return False
        if nxt.kind != T.TK_Integer or nxt.loc == tok.end_loc:
            return False
        if lx.peek_tok(2).kind not in (T.TK_RParen, T.TK_RBrac):
            return False
        lx.lex()
        lx.lex()
        v = nxt.value if tok.kind == T.TK_Plus else -nxt.value
        out.append(
            BPFOperand((self.imm, v, self.parser.source_text(tok.loc, nxt.end_loc)), tok.loc, nxt.end_loc)
        )
        return True

    def match_and_emit_instruction(self, loc: int, operands: list[MCParsedAsmOperand]) -> None:
        items: list[Any] = [op.item for op in operands if isinstance(op, BPFOperand)]
        found = M.match_instruction(items)
        if found:
            opcode, ops = found[0]
            self.parser.streamer.emit_instruction(MCInst(opcode, ops), self.sti)
            return
        # The largest index at which a candidate entry stops matching (LLVM's matcher keeps that one).
        texts = [t if type(t) is str else t[2] for t in items]
        rows = sorted({r for t in texts for r in M.MNEMONIC_INDEX.get(t, ())})
        worst = 0
        for row in rows:
            tokens = M.MATCH_TABLE[row][2]
            i = 0
            for want, got, text in zip(tokens, items, texts):
                if (want != text) if type(want) is str else (type(got) is str or want not in got[0]):
                    break
                i += 1
            worst = max(worst, i)
        if worst >= len(operands):
            raise self.parser.error(loc, "too few operands for instruction")
        raise self.parser.error(operands[worst].start, "invalid operand for instruction")


_SHARED: list[BPFAsmParser] = []


def _shared() -> BPFAsmParser:
    if not _SHARED:
        _SHARED.append(BPFAsmParser())
    return _SHARED[0]


_LITERALS: list[frozenset[str]] = []


def _literals() -> frozenset[str]:
    """Every literal token of the asm strings (``goto``, ``ll``, ``u32``, ``+=``...)."""
    if not _LITERALS:
        _LITERALS.append(frozenset(t for e in M.MATCH_TABLE for t in e[2] if type(t) is str))
    return _LITERALS[0]
