"""What it is (LLVM: include/llvm/MC/MCParser/AsmLexer.h, lib/MC/MCParser/AsmLexer.cpp): the assembly lexer.

The whole buffer is split into :class:`~pyllc.mc.parser.target_asm_parser.AsmToken`\\ s by one compiled regular
expression (no per-character loop), the rules being LLVM's AsmLexer's for ELF targets:

* identifiers start with a letter, ``_`` or ``.`` and go on with letters, digits, ``_``, ``.``, ``$``, ``?``
  and ``@`` (``foo@PLT`` is one identifier; the expression parser splits the variant off, as LLVM does when
  the comment string does not start with ``@``); a lone ``.`` is a Dot token;
* integers: decimal, ``0x`` hex, ``0b`` binary, a leading ``0`` octal, ``'c'`` character constants (values
  wrap at 64 bits); a number followed by ``b``/``f`` is a number then an identifier (the parser makes a
  directional local label of it);
* with ``lex_masm_integers`` (LLVM's ``LexMasmIntegers``, llvm-mc's ``-masm-integers``): MASM radix
  suffixes -- ``0ffh``/``10H`` hex, ``101b``/``101y`` binary, ``17o``/``17q`` octal, ``12t``/``12d``
  decimal -- and no ``0b`` prefix (so ``1b`` is the number 1, not a label reference), as LLVM's
  ``LexDigit``;
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


def _pattern(comment: str, masm: bool) -> re.Pattern[str]:
    c = re.escape(comment)
    return re.compile(
        r"[ \t\r\f\v]+|//[^\n]*|/\*(?:[^*]|\*(?!/))*\*/"  # skipped (no group)
        r"|(\n|;)"  # 1 end of statement
        r"|([A-Za-z_.][\w.$?@]*)"  # 2 identifier (or a lone '.')
        + (  # 3 MASM integer: a radix suffix after the run of hex digits
            r"|([0-9][0-9a-fA-F]*[hHtToOqQyY]|[01]+[bB](?![0-9a-fA-F])|[0-9]+[dD](?![0-9a-fA-F]))"
            if masm
            else r"|(?!)()"
        )
        + r"|0[xX]([0-9a-fA-F]+)"  # 4 hex
        + (r"|(?!)()" if masm else r"|0[bB]([01]+)(?![\w])")  # 5 binary (``0b`` alone is a label reference)
        + r"|(0[0-7]+)(?![\w])"  # 6 octal
        r"|([0-9]+)"  # 7 decimal
        r'|("(?:[^"\\]|\\.)*")'  # 8 string
        r"|'(\\?.)'"  # 9 character constant
        r"|(==|!=|<=|<<|<>|>=|>>|&&|\|\||[()\[\]{}*,$=|^&!%<>@+\-~/:\\])"  # 10 punctuation
        r'|(")'  # 11 unterminated string
         + r"|(" + c + r"[^\n]*\n?)"  # 12 a comment: an end of statement
        r"|(.)",  # 13 anything else
        re.S,
    )


_MASM_RADIX = {"h": 16, "t": 10, "d": 10, "o": 8, "q": 8, "y": 2, "b": 2}
_MASM_NAMES = {16: "hexdecimal", 10: "decimal", 8: "octal", 2: "binary"}


def _masm_integer(s: str, loc: int) -> AsmToken:
    """A MASM-suffixed integer token (``0ffh``), or LLVM's error for bad digits (``12y``)."""
    radix = _MASM_RADIX[s[-1].lower()]
    try:
        value = int(s[:-1], radix)
    except ValueError:
        return AsmToken(T.TK_Error, f"invalid {_MASM_NAMES[radix]} number", loc)
    return AsmToken(T.TK_Integer, s, loc, value & _MASK64)


_PATTERNS: dict[tuple[str, bool], re.Pattern[str]] = {}


def tokenize(text: str, comment: str = "#", lex_masm_integers: bool = False) -> list[AsmToken]:
    """The tokens of ``text``, ending with an Eof token; ``lex_masm_integers`` reads MASM radix suffixes."""
    key = (comment, lex_masm_integers)
    pat = _PATTERNS.get(key)
    if pat is None:
        pat = _PATTERNS[key] = _pattern(comment, lex_masm_integers)
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
        elif g == 10:
            s = m.group(10)
            append(Tok(punct[s], s, m.start()))
        elif g == 7:
            s = m.group(7)
            append(Tok(integer, s, m.start(), int(s) & _MASK64))
        elif g == 8:
            append(Tok(string, m.group(8), m.start()))
        elif g == 4:
            append(Tok(integer, m.group(0), m.start(), int(m.group(4), 16) & _MASK64))
        elif g == 5:
            append(Tok(integer, m.group(0), m.start(), int(m.group(5), 2) & _MASK64))
        elif g == 6:
            append(Tok(integer, m.group(0), m.start(), int(m.group(6), 8) & _MASK64))
        elif g == 3:
            append(_masm_integer(m.group(3), m.start()))
        elif g == 9:
            ch = m.group(9)
            v = ord(ch[-1]) if len(ch) == 1 else ord(unescape(ch)[0]) if ch != "\\\\" else 92
            append(Tok(integer, m.group(0), m.start(), v))
        elif g == 11:
            append(Tok(T.TK_Error, "unterminated string constant", m.start()))
            break
        elif g == 12:
            # LLVM LexLineComment: an end of statement whose text is the comment, with its newline when
            # the comment is a whole line.
            s = m.group(12)
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


def tokenize_buffer(
    text: str, base: int, comment: str = "#", lex_masm_integers: bool = False
) -> list[AsmToken]:
    """The tokens of a further buffer (an included file, a macro instantiation) whose offsets start at
    ``base``, without the Eof token: the lexer goes back to the including buffer at its end."""
    toks = tokenize(text, comment, lex_masm_integers)
    toks.pop()
    for t in toks:
        t.loc += base
    return toks


class AsmLexer(MCAsmLexer):
    """The token stream over one buffer (LLVM ``AsmLexer``): ``tok`` is the current token.

    Further buffers (LLVM's ``SourceMgr`` buffers: an included file, a macro instantiation) are pushed as
    frames (:meth:`push_frame`): their tokens are read until the last one, then the lexer goes back to
    the token of the parent buffer where it left (the including statement's end), as ``AsmParser::Lex``
    jumps back to the parent include location at a buffer's Eof.  ``on_pop`` is told the tag of each
    frame left that way."""

    __slots__ = ("toks", "pos", "tok", "text", "stack", "comment", "masm", "on_pop")

    def __init__(self, text: str, comment: str = "#", lex_masm_integers: bool = False) -> None:
        self.text = text
        self.comment = comment
        self.masm = lex_masm_integers
        self.toks = tokenize(text, comment, lex_masm_integers)
        self.pos = 0
        self.tok = self.toks[0]
        self.stack: list[tuple[list[AsmToken], int, object]] = []
        self.on_pop: Callable[[object], None] | None = None

    def sink_comment(self) -> None:
        """Hand over the current end of statement's comment (comments are dropped here)."""

    def lex(self) -> AsmToken:
        p = self.pos + 1
        if p < len(self.toks):
            self.pos = p
            self.tok = self.toks[p]
        elif self.stack:
            self.pop_frame()
        return self.tok

    def push_frame(self, toks: list[AsmToken], resume: int, tag: object = None) -> None:
        """Read ``toks`` (a further buffer's tokens, not empty) now; at their end, come back to the token
        ``resume`` of the current frame."""
        self.stack.append((self.toks, resume, tag))
        self.toks = toks
        self.pos = 0
        self.tok = toks[0]

    def pop_frame(self) -> object:
        """Leave the current frame for the place its parent was left at; returns the frame's tag."""
        toks, pos, tag = self.stack.pop()
        self.toks = toks
        self.pos = pos
        self.tok = toks[pos]
        if tag is not None and self.on_pop is not None:
            self.on_pop(tag)
        return tag

    def at_frame_end(self) -> bool:
        """The current token is the last one of a pushed buffer (its Eof, for a scan of that buffer)."""
        return bool(self.stack) and self.pos == len(self.toks) - 1

    def peek_tok(self, n: int = 1) -> AsmToken:
        p = self.pos + n
        toks = self.toks
        return toks[p] if p < len(toks) else toks[-1]

    def is_at_statement_start(self) -> bool:
        return self.pos == 0 or self.toks[self.pos - 1].kind == T.TK_EndOfStatement


class CommentPreservingLexer(AsmLexer):
    """An AsmLexer that hands each comment it moves past to ``sink`` (LLVM ``AsmParser::Lex`` with
    ``preserveAsmComments``: the streamer's explicit comments)."""

    __slots__ = ("sink", "_sunk")

    def __init__(
        self, text: str, comment: str, sink: Callable[[str], None], lex_masm_integers: bool = False
    ) -> None:
        super().__init__(text, comment, lex_masm_integers)
        self.sink = sink
        self._sunk: AsmToken | None = None

    def sink_comment(self) -> None:
        """Hand over the comment of the current end of statement now (before its instruction is emitted)."""
        t = self.tok
        if t is not self._sunk and t.kind == T.TK_EndOfStatement and t.text and t.text[0] not in "\n\r;":
            self._sunk = t
            self.sink(t.text)

    def lex(self) -> AsmToken:
        self.sink_comment()
        return super().lex()
