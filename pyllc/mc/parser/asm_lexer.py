"""What it is (LLVM: include/llvm/MC/MCParser/AsmLexer.h, lib/MC/MCParser/AsmLexer.cpp): the assembly lexer.

The whole buffer is split into :class:`~pyllc.mc.parser.target_asm_parser.AsmToken`\\ s by one compiled regular
expression (no per-character loop), the rules being LLVM's AsmLexer's for ELF targets:

* identifiers start with a letter, ``_`` or ``.`` and go on with letters, digits, ``_``, ``.``, ``$``, ``?``
  and ``@`` (``foo@PLT`` is one identifier; the expression parser splits the variant off, as LLVM does when
  the comment string does not start with ``@``); a lone ``.`` is a Dot token;
* integers: decimal, ``0x`` hex, ``0b`` binary, a leading ``0`` octal, ``'c'`` character constants (values
  wrap at 64 bits); a number followed by ``b``/``f`` is a number then an identifier (the parser makes a
  directional local label of it);
* strings in double quotes with backslash escapes (they may span lines); an unterminated one is an Error
  token "unterminated string constant" at its quote;
* the comment string (``#`` by default) to the end of the line, ``//`` line comments and ``/* */``
  block comments are skipped; a newline and the statement separator ``;`` end a statement;
* the punctuators and two-character operators of ``AsmToken``; anything else is an Error token "invalid
  character in input".

Error tokens carry their message in ``text``: the parser reports it when it reaches the token, so diagnostics
come in source order.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pyllc.mc.parser import target_asm_parser as T
from pyllc.mc.parser.target_asm_parser import AsmToken, MCAsmLexer

_PUNCT = {
    "(": T.TK_LParen,
    ")": T.TK_RParen,
    "[": T.TK_LBrac,
    "]": T.TK_RBrac,
    "{": T.TK_LCurly,
    "}": T.TK_RCurly,
    "*": T.TK_Star,
    ",": T.TK_Comma,
    "$": T.TK_Dollar,
    "=": T.TK_Equal,
    "==": T.TK_EqualEqual,
    "|": T.TK_Pipe,
    "||": T.TK_PipePipe,
    "^": T.TK_Caret,
    "&": T.TK_Amp,
    "&&": T.TK_AmpAmp,
    "!": T.TK_Exclaim,
    "!=": T.TK_ExclaimEqual,
    "%": T.TK_Percent,
    "<": T.TK_Less,
    "<=": T.TK_LessEqual,
    "<<": T.TK_LessLess,
    "<>": T.TK_LessGreater,
    ">": T.TK_Greater,
    ">=": T.TK_GreaterEqual,
    ">>": T.TK_GreaterGreater,
    "@": T.TK_At,
    "+": T.TK_Plus,
    "-": T.TK_Minus,
    "~": T.TK_Tilde,
    "/": T.TK_Slash,
    ":": T.TK_Colon,
    "\\": T.TK_BackSlash,
    ".": T.TK_Dot,
}

_MASK64 = (1 << 64) - 1


def _pattern(comment: str) -> re.Pattern[str]:
    c = re.escape(comment)
    return re.compile(
        r"[ \t\r\f\v]+|//[^\n]*|/\*(?:[^*]|\*(?!/))*\*/"  # skipped (no group)
        r"|(\n|;)"  # 1 end of statement
        r"|([A-Za-z_.][\w.$?@]*)"  # 2 identifier (or a lone '.')
        r"|0[xX]([0-9a-fA-F]+)"  # 3 hex
        r"|0[bB]([01]+)(?![\w])"  # 4 binary (``0b`` alone is a label reference)
        r"|(0[0-7]+)(?![\w])"  # 5 octal
        r"|([0-9]+)"  # 6 decimal
        r'|("(?:[^"\\]|\\.)*")'  # 7 string
        r"|'(\\?.)'"  # 8 character constant
        r"|(==|!=|<=|<<|<>|>=|>>|&&|\|\||[()\[\]{}*,$=|^&!%<>@+\-~/:\\])"  # 9 punctuation
        r'|(")'  # 10 unterminated string
        r"|(" + c + r"[^\n]*\n?)"  # 11 a comment: an end of statement
        r"|(.)",  # 12 anything else
        re.S,
    )


_PATTERNS: dict[str, re.Pattern[str]] = {}


def tokenize(text: str, comment: str = "#") -> list[AsmToken]:
    """The tokens of ``text``, ending with an Eof token."""
    pat = _PATTERNS.get(comment)
    if pat is None:
        pat = _PATTERNS[comment] = _pattern(comment)
    toks: list[AsmToken] = []
    append = toks.append
    Tok = AsmToken
    punct = _PUNCT
    eos, ident, integer, string = T.TK_EndOfStatement, T.TK_Identifier, T.TK_Integer, T.TK_String
    for m in pat.finditer(text):
        g = m.lastindex
        if g is None:
            continue
        if g == 2:
            s = m.group(2)
            append(Tok(ident if s != "." else T.TK_Dot, s, m.start()))
        elif g == 1:
            append(Tok(eos, m.group(1), m.start()))
        elif g == 9:
            s = m.group(9)
            append(Tok(punct[s], s, m.start()))
        elif g == 6:
            s = m.group(6)
            append(Tok(integer, s, m.start(), int(s) & _MASK64))
        elif g == 7:
            append(Tok(string, m.group(7), m.start()))
        elif g == 3:
            append(Tok(integer, m.group(0), m.start(), int(m.group(3), 16) & _MASK64))
        elif g == 4:
            append(Tok(integer, m.group(0), m.start(), int(m.group(4), 2) & _MASK64))
        elif g == 5:
            append(Tok(integer, m.group(0), m.start(), int(m.group(5), 8) & _MASK64))
        elif g == 8:
            ch = m.group(8)
            v = ord(ch[-1]) if len(ch) == 1 else ord(unescape(ch)[0]) if ch != "\\\\" else 92
            append(Tok(integer, m.group(0), m.start(), v))
        elif g == 10:
            append(Tok(T.TK_Error, "unterminated string constant", m.start()))
            break
        elif g == 11:
            # LLVM LexLineComment: an end of statement whose text is the comment, with its newline when
            # the comment is a whole line.
            s = m.group(11)
            if toks and toks[-1].kind != eos and s[-1] == "\n":
                s = s[:-1]
            append(Tok(eos, s, m.start()))
        else:
            append(Tok(T.TK_Error, "invalid character in input", m.start()))
    end = len(text)
    if not toks or toks[-1].kind != eos:
        append(Tok(eos, "", end))
    append(Tok(T.TK_Eof, "", end))
    return toks


_ESCAPES = {"b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", '"': '"', "\\": "\\"}
_ESCAPE_RE = re.compile(r"\\(?:([0-7]{1,3})|[xX]([0-9a-fA-F]+)|(.))", re.S)


def unescape(body: str) -> str:
    """A string token's contents (without the quotes) with LLVM's escapes (``parseEscapedString``): octal
    ``\\NNN``, ``\\x`` hex, ``\\b \\f \\n \\r \\t \\" \\\\``; another escaped character stands for itself.
    Bytes are kept as code points below 256."""
    if "\\" not in body:
        return body

    def sub(m: re.Match[str]) -> str:
        if m.group(1) is not None:
            return chr(int(m.group(1), 8) & 0xFF)
        if m.group(2) is not None:
            return chr(int(m.group(2), 16) & 0xFF)
        c = m.group(3)
        return _ESCAPES.get(c, c)

    return _ESCAPE_RE.sub(sub, body)


class AsmLexer(MCAsmLexer):
    """The token stream over one buffer (LLVM ``AsmLexer``): ``tok`` is the current token."""

    __slots__ = ("toks", "pos", "tok", "text")

    def __init__(self, text: str, comment: str = "#") -> None:
        self.text = text
        self.toks = tokenize(text, comment)
        self.pos = 0
        self.tok = self.toks[0]

    def lex(self) -> AsmToken:
        p = self.pos + 1
        if p < len(self.toks):
            self.pos = p
            self.tok = self.toks[p]
        return self.tok

    def peek_tok(self, n: int = 1) -> AsmToken:
        p = self.pos + n
        toks = self.toks
        return toks[p] if p < len(toks) else toks[-1]

    def is_at_statement_start(self) -> bool:
        return self.pos == 0 or self.toks[self.pos - 1].kind == T.TK_EndOfStatement


class CommentPreservingLexer(AsmLexer):
    """An AsmLexer that hands each comment it moves past to ``sink`` (LLVM ``AsmParser::Lex`` with
    ``preserveAsmComments``: the streamer's explicit comments)."""

    __slots__ = ("sink",)

    def __init__(self, text: str, comment: str, sink: Callable[[str], None]) -> None:
        super().__init__(text, comment)
        self.sink = sink

    def lex(self) -> AsmToken:
        t = self.tok
        if t.kind == T.TK_EndOfStatement and t.text and t.text[0] not in "\n\r;":
            self.sink(t.text)
        return super().lex()
