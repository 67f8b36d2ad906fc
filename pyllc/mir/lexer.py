"""What it is (LLVM: lib/CodeGen/MIRParser/MILexer.cpp, MILexer.h).

The lexer of the machine instruction language, the text of a MIR function's ``body:`` block and of the few
YAML fields written in it (``%bb.3``, ``$eax``, ``%stack.0.x``).  It turns the text into :class:`MIToken`s,
each a kind (an int below), its text, an integer value where it has one, and its offset in the text (which
the parser turns into a ``line:col`` of the file).

Tokens, as LLVM's MIToken kinds:

* punctuation: ``,`` ``=`` ``:`` ``::`` ``.`` ``!`` ``(`` ``)`` ``{`` ``}`` ``+`` ``-`` ``<`` ``>`` ``_``
  and a ``Newline`` for each line end (the body language is line-oriented);
* ``Identifier``: keywords (``implicit-def``, ``killed``, ``frame-setup``, ``load``, ``align`` ...), opcode
  names, register class names, ``s32`` types; the parser decides which it is;
* ``bb.N.name`` (``MachineBasicBlockLabel``) and ``%bb.N`` (``MachineBasicBlock``);
* ``%stack.N.name``, ``%fixed-stack.N``, ``%const.N``, ``%jump-table.N``, ``%subreg.name``,
  ``%ir-block.N`` / ``%ir-block.name``, ``%ir.N`` / ``%ir.name``;
* ``%N`` (``VirtualRegister``), ``%name`` (``NamedVirtualRegister``), ``$name`` (``NamedRegister``);
* ``@name`` / ``@N`` / ``@"quoted"`` (global values), ``&name`` / ``&"quoted"`` (external symbols);
* integer, hex (``0x1F``) and floating-point literals, ``i32`` typed integer types;
* ``!N``, ``!name`` (metadata references and keywords such as ``!tbaa``), ``"strings"``;
* ``<mcsymbol name>`` and a backquoted IR constant (`` `i8* getelementptr (...)` ``).

Comments run from ``;`` to the end of the line; ``/* ... */`` comments (after inline-asm operands) are
skipped too.  A character that starts no token is an ``Error`` token,
reported as ``unexpected character '<c>'``.
"""

from __future__ import annotations

import re
from typing import Any, Final

EOF: Final = 0
ERROR: Final = 1
NEWLINE: Final = 2
COMMA: Final = 3
EQUAL: Final = 4
COLON: Final = 5
COLONCOLON: Final = 6
DOT: Final = 7
EXCLAIM: Final = 8
LPAREN: Final = 9
RPAREN: Final = 10
LBRACE: Final = 11
RBRACE: Final = 12
PLUS: Final = 13
MINUS: Final = 14
LESS: Final = 15
GREATER: Final = 16
UNDERSCORE: Final = 17
IDENTIFIER: Final = 18
MBB_LABEL: Final = 19
MBB: Final = 20
STACK_OBJECT: Final = 21
FIXED_STACK_OBJECT: Final = 22
CONSTANT_POOL_ITEM: Final = 23
JUMP_TABLE_INDEX: Final = 24
SUBREG_INDEX: Final = 25
IR_BLOCK: Final = 26
NAMED_IR_BLOCK: Final = 27
IR_VALUE: Final = 28
NAMED_IR_VALUE: Final = 29
VIRTUAL_REGISTER: Final = 30
NAMED_VIRTUAL_REGISTER: Final = 31
NAMED_REGISTER: Final = 32
GLOBAL_VALUE: Final = 33
NAMED_GLOBAL_VALUE: Final = 34
EXTERNAL_SYMBOL: Final = 35
INTEGER_LITERAL: Final = 36
HEX_LITERAL: Final = 37
FLOAT_LITERAL: Final = 38
INTEGER_TYPE: Final = 39
METADATA_ID: Final = 40
METADATA_NAME: Final = 41
STRING: Final = 42
MCSYMBOL: Final = 43
QUOTED_IR_VALUE: Final = 44

#: Human-readable token kinds, for "expected ..." diagnostics.
KIND_NAMES: Final = {
    NEWLINE: "end of line",
    EOF: "end of input",
    COMMA: "','",
    EQUAL: "'='",
    COLON: "':'",
    LPAREN: "'('",
    RPAREN: "')'",
    LBRACE: "'{'",
    RBRACE: "'}'",
}


class MIToken:
    """One token: ``kind``, source ``text``, ``value`` (the number, name or string it carries), ``pos``."""

    __slots__ = ("kind", "text", "value", "pos", "end")

    def __init__(self, kind: int, text: str, value: Any, pos: int, end: int) -> None:
        self.kind: int = kind
        self.text = text
        self.value: Any = value
        self.pos = pos
        self.end = end

    def is_(self, kind: int, word: str | None = None) -> bool:
        return self.kind == kind and (word is None or self.text == word)

    def __repr__(self) -> str:
        return f"<MIToken {self.kind} {self.text!r}>"


_NAME: Final = r"[-a-zA-Z$._0-9]+"
_QUOTED: Final = r'"(?:[^"\\]|\\.)*"'
_IDENT_CHARS: Final = re.compile(r"[-a-zA-Z_.0-9$]+")
_IDENT: Final = re.compile(r"[a-zA-Z_][-a-zA-Z_0-9]*")
_REG_NAME: Final = re.compile(r"[a-zA-Z0-9_]+")
_QUOTED_RE: Final = re.compile(_QUOTED)
_NUMBER: Final = re.compile(r"-?[0-9]+(\.[0-9]*([eE][-+]?[0-9]+)?)?")
_HEX: Final = re.compile(r"0x[0-9a-fA-F]+|0x[KLMHR][0-9a-fA-F]+")
_PERCENT: Final = re.compile(
    r"%(?:(bb)\.([0-9]+)(?:\.(" + _NAME + r"))?"
    r"|(stack)\.([0-9]+)(?:\.(" + _NAME + r"))?"
    r"|(fixed-stack)\.([0-9]+)"
    r"|(const)\.([0-9]+)"
    r"|(jump-table)\.([0-9]+)"
    r"|(subreg)\.([a-zA-Z0-9_]+)"
    r"|(ir-block)\.(" + _QUOTED + "|" + _NAME + r")"
    r"|(ir)\.(" + _QUOTED + "|" + _NAME + r")"
    r"|([0-9]+)"
    r"|([a-zA-Z_$.][-a-zA-Z_$.0-9]*))"
)
_BB_LABEL: Final = re.compile(r"bb\.([0-9]+)(?:\.(" + _NAME + r"))?")
_UNESCAPE: Final = re.compile(r"\\([0-9A-Fa-f]{2}|\\)")


def unquote(text: str) -> str:
    """The contents of a quoted name or string (``\\XX`` escapes decoded)."""
    body = text[1:-1]
    if "\\" not in body:
        return body
    data = bytearray()
    i = 0
    raw = body.encode("utf-8", "surrogateescape")
    while i < len(raw):
        c = raw[i]
        if c == 0x5C and i + 1 < len(raw) and raw[i + 1] == 0x5C:
            data.append(0x5C)
            i += 2
        elif c == 0x5C and i + 2 < len(raw):
            try:
                data.append(int(raw[i + 1 : i + 3], 16))
                i += 3
            except ValueError:
                data.append(c)
                i += 1
        else:
            data.append(c)
            i += 1
    return data.decode("utf-8", "surrogateescape")


def _name_value(text: str) -> str:
    return unquote(text) if text.startswith('"') else text


_PERCENT_KINDS: Final = (
    ("bb", MBB),
    ("stack", STACK_OBJECT),
    ("fixed-stack", FIXED_STACK_OBJECT),
    ("const", CONSTANT_POOL_ITEM),
    ("jump-table", JUMP_TABLE_INDEX),
    ("subreg", SUBREG_INDEX),
)

_PUNCT: Final = {
    ",": COMMA,
    "=": EQUAL,
    "(": LPAREN,
    ")": RPAREN,
    "{": LBRACE,
    "}": RBRACE,
    "+": PLUS,
    "<": LESS,
    ">": GREATER,
    "!": EXCLAIM,
    ".": DOT,
}


def lex(text: str, start: int = 0, end: int | None = None) -> list[MIToken]:
    """All tokens of ``text[start:end]``, ending with an ``EOF`` token."""
    if end is None:
        end = len(text)
    out: list[MIToken] = []
    append = out.append
    i = start
    while i < end:
        c = text[i]
        if c == " " or c == "\t" or c == "\r":
            i += 1
            continue
        if c == "\n":
            append(MIToken(NEWLINE, "\n", None, i, i + 1))
            i += 1
            continue
        if c == "/" and text.startswith("/*", i):
            j = text.find("*/", i + 2, end)
            i = end if j < 0 else j + 2
            continue
        if c == ";":
            j = text.find("\n", i, end)
            i = end if j < 0 else j
            continue
        if c == "%":
            m = _PERCENT.match(text, i, end)
            if m is None:
                append(MIToken(ERROR, c, None, i, i + 1))
                i += 1
                continue
            g = m.groups()
            tok_text = m.group(0)
            if g[0]:
                append(MIToken(MBB, tok_text, (int(g[1]), g[2] or ""), i, m.end()))
            elif g[3]:
                append(MIToken(STACK_OBJECT, tok_text, (int(g[4]), g[5] or ""), i, m.end()))
            elif g[6]:
                append(MIToken(FIXED_STACK_OBJECT, tok_text, int(g[7]), i, m.end()))
            elif g[8]:
                append(MIToken(CONSTANT_POOL_ITEM, tok_text, int(g[9]), i, m.end()))
            elif g[10]:
                append(MIToken(JUMP_TABLE_INDEX, tok_text, int(g[11]), i, m.end()))
            elif g[12]:
                append(MIToken(SUBREG_INDEX, tok_text, g[13], i, m.end()))
            elif g[14]:
                v = g[15]
                if v.isdigit():
                    append(MIToken(IR_BLOCK, tok_text, int(v), i, m.end()))
                else:
                    append(MIToken(NAMED_IR_BLOCK, tok_text, _name_value(v), i, m.end()))
            elif g[16]:
                v = g[17]
                if v.isdigit():
                    append(MIToken(IR_VALUE, tok_text, int(v), i, m.end()))
                else:
                    append(MIToken(NAMED_IR_VALUE, tok_text, _name_value(v), i, m.end()))
            elif g[18]:
                append(MIToken(VIRTUAL_REGISTER, tok_text, int(g[18]), i, m.end()))
            else:
                append(MIToken(NAMED_VIRTUAL_REGISTER, tok_text, g[19], i, m.end()))
            i = m.end()
            continue
        if c == "$":
            m = _REG_NAME.match(text, i + 1, end)
            j = m.end() if m is not None else i + 1
            append(MIToken(NAMED_REGISTER, text[i:j], text[i + 1 : j], i, j))
            i = j
            continue
        if c == "@" or c == "&":
            j = i + 1
            if j < end and text[j] == '"':
                m = _QUOTED_RE.match(text, j, end)
                if m is None:
                    append(MIToken(ERROR, c, None, i, i + 1))
                    i += 1
                    continue
                j = m.end()
                value: str = unquote(text[i + 1 : j])
            else:
                m = _IDENT_CHARS.match(text, j, end)
                j = m.end() if m is not None else j
                value = text[i + 1 : j]
            if c == "&":
                append(MIToken(EXTERNAL_SYMBOL, text[i:j], value, i, j))
            elif value.isdigit() and text[i + 1] != '"':
                append(MIToken(GLOBAL_VALUE, text[i:j], int(value), i, j))
            else:
                append(MIToken(NAMED_GLOBAL_VALUE, text[i:j], value, i, j))
            i = j
            continue
        if c == "!":
            m = _IDENT_CHARS.match(text, i + 1, end)
            if m is not None:
                j = m.end()
                word = text[i + 1 : j]
                kind = METADATA_ID if word.isdigit() else METADATA_NAME
                append(MIToken(kind, text[i:j], int(word) if kind == METADATA_ID else word, i, j))
                i = j
                continue
            append(MIToken(EXCLAIM, c, None, i, i + 1))
            i += 1
            continue
        if c == '"':
            m = _QUOTED_RE.match(text, i, end)
            if m is None:
                append(MIToken(ERROR, c, None, i, i + 1))
                i += 1
                continue
            append(MIToken(STRING, m.group(0), unquote(m.group(0)), i, m.end()))
            i = m.end()
            continue
        if c == "`":
            j = text.find("`", i + 1, end)
            if j < 0:
                append(MIToken(ERROR, c, None, i, i + 1))
                i += 1
                continue
            append(MIToken(QUOTED_IR_VALUE, text[i : j + 1], text[i + 1 : j], i, j + 1))
            i = j + 1
            continue
        if c == ":":
            if i + 1 < end and text[i + 1] == ":":
                append(MIToken(COLONCOLON, "::", None, i, i + 2))
                i += 2
            else:
                append(MIToken(COLON, ":", None, i, i + 1))
                i += 1
            continue
        if c == "<" and text.startswith("<mcsymbol ", i):
            j = text.find(">", i, end)
            if j < 0:
                append(MIToken(ERROR, c, None, i, i + 1))
                i += 1
                continue
            name = text[i + 10 : j]
            append(MIToken(MCSYMBOL, text[i : j + 1], _name_value(name), i, j + 1))
            i = j + 1
            continue
        if c.isdigit() or (c == "-" and i + 1 < end and text[i + 1].isdigit()):
            m = _HEX.match(text, i, end)
            if m is not None:
                append(MIToken(HEX_LITERAL, m.group(0), m.group(0), i, m.end()))
                i = m.end()
                continue
            m = _NUMBER.match(text, i, end)
            assert m is not None
            t = m.group(0)
            if m.group(1):
                append(MIToken(FLOAT_LITERAL, t, t, i, m.end()))
            else:
                append(MIToken(INTEGER_LITERAL, t, int(t), i, m.end()))
            i = m.end()
            continue
        if c == "-":
            append(MIToken(MINUS, c, None, i, i + 1))
            i += 1
            continue
        if c.isalpha() or c == "_":
            if c == "b" and text.startswith("bb.", i):
                m = _BB_LABEL.match(text, i, end)
                if m is not None:
                    append(MIToken(MBB_LABEL, m.group(0), (int(m.group(1)), m.group(2) or ""), i, m.end()))
                    i = m.end()
                    continue
            m = _IDENT.match(text, i, end)
            assert m is not None
            t = m.group(0)
            if t == "_":
                append(MIToken(UNDERSCORE, t, None, i, m.end()))
            elif c == "i" and t[1:].isdigit():
                append(MIToken(INTEGER_TYPE, t, int(t[1:]), i, m.end()))
            else:
                append(MIToken(IDENTIFIER, t, t, i, m.end()))
            i = m.end()
            continue
        kind = _PUNCT.get(c)
        if kind is not None:
            append(MIToken(kind, c, None, i, i + 1))
            i += 1
            continue
        append(MIToken(ERROR, c, None, i, i + 1))
        i += 1
    out.append(MIToken(EOF, "", None, end, end))
    return out
