"""What it is (LLVM: include/llvm/MC/MCParser/MCAsmLexer.h, MCAsmParser.h, MCParsedAsmOperand.h,
MCTargetAsmParser.h): the interface between the generic assembly parser and a target's parser.

The generic parser (LLVM's AsmParser) reads statements: labels, directives and instructions.  For an
instruction it lexes the mnemonic and calls the target's :meth:`MCTargetAsmParser.parse_instruction` with the
lexer just after the mnemonic; the target consumes the operand tokens up to (not including) the end of the
statement and returns its parsed operands (LLVM's ``OperandVector``; the first is the mnemonic token).  The
generic parser then calls :meth:`MCTargetAsmParser.match_and_emit_instruction`, which matches the operands
against the target's generated matcher tables and emits the MCInst on the streamer, or raises a located
:class:`AsmParserError` worded as llvm-mc words it ("invalid operand for instruction", "invalid instruction
mnemonic 'foo'", ...).

Tokens (LLVM ``AsmToken``): ``kind`` is one of the ``TK_*`` ints below, ``text`` the source text (for strings
with the quotes, as LLVM's ``getString``), ``value`` the integer value of ``TK_Integer`` tokens, ``loc`` the
offset in the source buffer (the parser turns offsets into line:col).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Final

from pyllc.mc.expr import MCExpr
from pyllc.support.diagnostics import DiagnosticError

# AsmToken::TokenKind (the subset of LLVM's names the parsers use).
TK_Error: Final = 0
TK_Eof: Final = 1
TK_EndOfStatement: Final = 2
TK_Integer: Final = 3
TK_Real: Final = 4
TK_Identifier: Final = 5
TK_String: Final = 6
TK_LParen: Final = 7
TK_RParen: Final = 8
TK_LBrac: Final = 9
TK_RBrac: Final = 10
TK_LCurly: Final = 11
TK_RCurly: Final = 12
TK_Star: Final = 13
TK_Dot: Final = 14
TK_Comma: Final = 15
TK_Dollar: Final = 16
TK_Equal: Final = 17
TK_EqualEqual: Final = 18
TK_Pipe: Final = 19
TK_PipePipe: Final = 20
TK_Caret: Final = 21
TK_Amp: Final = 22
TK_AmpAmp: Final = 23
TK_Exclaim: Final = 24
TK_ExclaimEqual: Final = 25
TK_Percent: Final = 26
TK_Hash: Final = 27
TK_Less: Final = 28
TK_LessEqual: Final = 29
TK_LessLess: Final = 30
TK_LessGreater: Final = 31
TK_Greater: Final = 32
TK_GreaterEqual: Final = 33
TK_GreaterGreater: Final = 34
TK_At: Final = 35
TK_Plus: Final = 36
TK_Minus: Final = 37
TK_Tilde: Final = 38
TK_Slash: Final = 39
TK_Colon: Final = 40
TK_BackSlash: Final = 41


class AsmToken:
    """One token (LLVM ``AsmToken``)."""

    __slots__ = ("kind", "text", "value", "loc")

    def __init__(self, kind: int, text: str, loc: int, value: int = 0) -> None:
        self.kind = kind
        self.text = text
        self.loc = loc
        self.value = value

    def is_(self, kind: int) -> bool:
        return self.kind == kind

    @property
    def end_loc(self) -> int:
        return self.loc + len(self.text)

    def __repr__(self) -> str:
        return f"AsmToken({self.kind}, {self.text!r}, {self.loc})"


class AsmParserError(DiagnosticError):
    """A located assembler error; the parser fills in the location from ``offset`` (a buffer offset)."""

    def __init__(self, offset: int, message: str) -> None:
        super().__init__(None, message)
        self.offset = offset
        #: Further errors reported with this one (the ``.reloc`` offsets left unresolved at the end).
        self.more: list[AsmParserError] = []


class MCAsmLexer(ABC):
    """The token stream a target parser reads (LLVM ``MCAsmLexer``): ``tok`` is the current token."""

    tok: AsmToken

    @abstractmethod
    def lex(self) -> AsmToken:
        """Move to the next token and return it (LLVM ``Lex``)."""
        ...

    @abstractmethod
    def peek_tok(self, n: int = 1) -> AsmToken:
        """The token ``n`` ahead of the current one, without consuming (LLVM ``peekTok``)."""
        ...


class MCAsmParser(ABC):
    """What the generic parser offers a target parser (LLVM ``MCAsmParser``)."""

    lexer: MCAsmLexer
    #: The MCContext (symbols, sections) and the current MCStreamer.
    context: Any
    streamer: Any

    @abstractmethod
    def parse_expression(self) -> tuple[MCExpr, int]:
        """Parse an expression at the current token (LLVM ``parseExpression``): symbols, integers, unary and
        binary operators with GNU as precedence, ``sym@VARIANT`` modifiers, ``1f``/``1b`` directional local
        labels, ``.`` (the current location).  Returns the expression and its end offset."""
        ...

    @abstractmethod
    def parse_primary_expr(self) -> tuple[MCExpr, int]:
        """One primary expression at the current token (LLVM ``parsePrimaryExpr``): a symbol reference with
        its modifier, a number, a directional label, ``.``, a unary operator or a parenthesised
        expression.  Returns the expression and its end offset."""
        ...

    @abstractmethod
    def parse_paren_expression(self) -> tuple[MCExpr, int]:
        """``( expr )`` with the ``(`` already consumed (LLVM ``parseParenExpression``)."""
        ...

    @abstractmethod
    def parse_absolute_expression(self) -> int:
        """An expression that must fold to a constant (LLVM ``parseAbsoluteExpression``)."""
        ...

    @abstractmethod
    def source_text(self, start: int, end: int) -> str:
        """The source between two token offsets of one buffer (the main file, an included file or a
        macro instantiation)."""
        ...

    def error(self, offset: int, message: str) -> AsmParserError:
        """The error to raise for ``message`` at buffer ``offset``."""
        return AsmParserError(offset, message)

    @abstractmethod
    def warning(self, offset: int, message: str) -> None:
        """Report a located warning and go on."""
        ...


class MCParsedAsmOperand:
    """One parsed operand (LLVM ``MCParsedAsmOperand``); targets subclass it.  ``start``/``end`` are buffer
    offsets, for diagnostics that point at the operand."""

    __slots__ = ("start", "end")

    def __init__(self, start: int, end: int) -> None:
        self.start = start
        self.end = end


class MCTargetAsmParser(ABC):
    """A target's instruction parser and matcher (LLVM ``MCTargetAsmParser``).

    Created per parse with the generic parser and the target's MC descriptions (subtarget features, the
    instruction and register info).  The generic parser owns the streamer; the target emits matched
    instructions on ``parser.streamer``.
    """

    def __init__(self, parser: MCAsmParser, sti: Any = None, mii: Any = None) -> None:
        self.parser = parser
        self.sti = sti
        self.mii = mii

    def parse_register(self) -> tuple[int, int, int] | None:
        """A register at the current token: (register number, start, end), or None when there is none
        (LLVM ``tryParseRegister``)."""
        return None

    @abstractmethod
    def parse_instruction(self, name: str, name_loc: int) -> list[MCParsedAsmOperand]:
        """The operands of instruction ``name`` (the mnemonic token first), consuming up to the end of the
        statement (LLVM ``ParseInstruction``)."""
        ...

    @abstractmethod
    def match_and_emit_instruction(self, loc: int, operands: list[MCParsedAsmOperand]) -> None:
        """Match ``operands`` and emit the MCInst on ``self.parser.streamer``, or raise an
        :class:`AsmParserError` (LLVM ``MatchAndEmitInstruction``)."""
        ...

    def equal_is_asm_assignment(self) -> bool:
        """``name = expr`` at the start of a statement is an assignment (LLVM ``equalIsAsmAssignment``; BPF's
        ``r1 = r2`` is an instruction)."""
        return True

    def star_is_start_of_statement(self) -> bool:
        """A statement may begin with ``*`` (BPF's ``*(u32 *)(r1 + 0) = r2``; LLVM
        ``starIsStartOfStatement``)."""
        return False

    def parse_directive(self, name: str, loc: int) -> bool:
        """Handle a target directive (``.code64``, ``.intel_syntax``...); False when it is not one (LLVM
        ``ParseDirective``)."""
        return False
