"""What it is (LLVM: lib/AsmParser/LLLexer.cpp): the tokenizer of LLVM's textual IR.

The whole file is cut into tokens in one pass by a single compiled "master" regular
expression.  Each alternative of the expression is one capturing group, and the index
of the group that matched (``Match.lastindex``) maps straight to an integer token kind
through the table ``_GROUP_KIND``; whitespace and ``;`` comments are swallowed by a
non-capturing prefix of the same expression, so every match is exactly one token.
Nothing is allocated per token except the token's text string: the result is three
parallel lists ``kinds``, ``texts`` and ``offsets`` (``tokenize``), which the parser
walks with an index.  The last token is always ``EOF``.

Token kinds and their ``text``:

==============  =================================  ===================================
kind            source                             text
==============  =================================  ===================================
LOCALVAR        ``%foo``, ``%"a b"``               ``foo``, ``a b`` (escapes decoded)
LOCALID         ``%12``                            ``12``
GLOBALVAR       ``@foo``, ``@"x"``                 name (escapes decoded)
GLOBALID        ``@3``                             ``3``
COMDATVAR       ``$foo``, ``$"x"``                 name
METADATAVAR     ``!foo``, ``!DILocation``          ``foo``, ``DILocation`` (``\\xx`` decoded)
METADATAID      ``!12``                            ``12``
EXCLAIM         ``!`` (before ``{``, ``"``, ``(``)  ``!``
ATTRGRPID       ``#7``                             ``7``
SUMMARYID       ``^0``                             ``0``
LABELSTR        ``entry:``, ``"a b":``, ``12:``    the label (escapes decoded)
INTEGER         ``-12``, ``42``                    the digits (with sign)
APSINT          ``u0x1F``, ``s0xFF``               the whole spelling
FPVAL           ``1.5e+01``, ``0x3FF0...``,        the whole spelling
                ``0xK4000...`` (also H, R, L, M)
STRING          ``"..."``                          the raw characters between quotes
                                                   (escapes kept; see :func:`unescape`)
WORD            keywords, types (``i32``, ``ptr``),  the word
                ``c`` of ``c"..."``, ``x`` of arrays
punctuation     ``= , * [ ] { } < > ( ) | ...``    the punctuation
ERROR           a character no token starts with   that character
EOF             end of input                       ``""``
==============  =================================  ===================================

``!"str"`` lexes as EXCLAIM then STRING, and ``!{`` as EXCLAIM then LBRACE, as in
LLVM.  Field names inside specialized metadata (``line: 3``) lex as LABELSTR, also
as in LLVM.  Quoted strings never contain ``"`` (LLVM writes ``\\22``).  The input
may hold lone surrogates (bytes that were not UTF-8, kept by ``surrogateescape``):
they are ordinary characters inside strings and comments and an ERROR elsewhere.

An unterminated string or quoted name is reported by the parser as LLVM does
("end of file in string constant"), from the ERROR token the lexer leaves there.
"""

from __future__ import annotations

import itertools
import re
from typing import Iterator

from pyllc.support.diagnostics import DiagnosticError, location_in_text

# Token kinds (ints).  Keep EOF == 0.
EOF = 0
ERROR = 1
LOCALVAR = 2
LOCALID = 3
GLOBALVAR = 4
GLOBALID = 5
COMDATVAR = 6
METADATAVAR = 7
METADATAID = 8
EXCLAIM = 9
ATTRGRPID = 10
SUMMARYID = 11
LABELSTR = 12
INTEGER = 13
APSINT = 14
FPVAL = 15
STRING = 16
WORD = 17
EQUAL = 18
COMMA = 19
STAR = 20
LSQUARE = 21
RSQUARE = 22
LBRACE = 23
RBRACE = 24
LESS = 25
GREATER = 26
LPAREN = 27
RPAREN = 28
BAR = 29
DOTDOTDOT = 30
COLON = 31
BODY = 32

KIND_NAMES = (
    "end of file",
    "invalid token",
    "local name",
    "local id",
    "global name",
    "global id",
    "comdat name",
    "metadata name",
    "metadata id",
    "'!'",
    "attribute group id",
    "summary id",
    "label",
    "integer",
    "integer",
    "floating-point constant",
    "string constant",
    "identifier",
    "'='",
    "','",
    "'*'",
    "'['",
    "']'",
    "'{'",
    "'}'",
    "'<'",
    "'>'",
    "'('",
    "')'",
    "'|'",
    "'...'",
    "':'",
    "function body",
)

_NAME = r"[-a-zA-Z$._][-a-zA-Z$._0-9]*+"

# One alternative per group; _GROUP_KIND[i] is the kind of group i (1-based).
_ALTERNATIVES: tuple[tuple[str, int], ...] = (
    (r"%(" + _NAME + r")", LOCALVAR),
    (r"%([0-9]++)", LOCALID),
    (r'%"([^"]*+)"', LOCALVAR),
    (r"@(" + _NAME + r")", GLOBALVAR),
    (r"@([0-9]++)", GLOBALID),
    (r'@"([^"]*+)"', GLOBALVAR),
    (r"!([a-zA-Z$._\\-][-a-zA-Z$._0-9\\]*+)", METADATAVAR),
    (r"!([0-9]++)", METADATAID),
    (r"(!)", EXCLAIM),
    (r"#([0-9]++)", ATTRGRPID),
    (r"\^([0-9]++)", SUMMARYID),
    (r"([-a-zA-Z$._0-9]++):", LABELSTR),
    (r'"([^"]*+)":', LABELSTR),
    (r'"([^"]*+)"', STRING),
    (r"([-+]?[0-9]++\.[0-9]*+(?:[eE][-+]?[0-9]++)?)", FPVAL),
    (r"(0x[KLMHR]?[0-9A-Fa-f]++)", FPVAL),
    (r"([us]0x[0-9A-Fa-f]++)", APSINT),
    (r"(-?[0-9]++)", INTEGER),
    (r"\$(" + _NAME + r")", COMDATVAR),
    (r'\$"([^"]*+)"', COMDATVAR),
    (r"(\.\.\.)", DOTDOTDOT),
    (r"([a-zA-Z_][a-zA-Z_$.0-9]*+)", WORD),
    (r"(=)", EQUAL),
    (r"(,)", COMMA),
    (r"(\*)", STAR),
    (r"(\[)", LSQUARE),
    (r"(\])", RSQUARE),
    (r"(\{)", LBRACE),
    (r"(\})", RBRACE),
    (r"(<)", LESS),
    (r"(>)", GREATER),
    (r"(\()", LPAREN),
    (r"(\))", RPAREN),
    (r"(\|)", BAR),
    (r"(:)", COLON),
    (r"(\Z)", EOF),
    (r"(.)", ERROR),
)

_GROUP_KIND: tuple[int, ...] = (EOF,) + tuple(k for _, k in _ALTERNATIVES)
# Groups whose text may carry \xx escapes: quoted names and labels, metadata names (not STRING).
_ESCAPED_GROUPS = frozenset(
    i + 1 for i, (p, k) in enumerate(_ALTERNATIVES) if (k != STRING and '"' in p) or k == METADATAVAR
)

#: Tokens whose text leaves out a leading sigil or opening quote.
_SIGIL_KINDS = frozenset(
    (STRING, LOCALVAR, LOCALID, GLOBALVAR, GLOBALID, COMDATVAR, METADATAVAR, ATTRGRPID, SUMMARYID)
)

_MASTER = re.compile(r"(?:[ \t\r\n\f\v]++|;[^\n]*+)*+(?:" + "|".join(p for p, _ in _ALTERNATIVES) + ")", re.S)


def unescape(raw: str) -> str:
    """Decode LLVM's ``\\xx`` hex and ``\\\\`` escapes of a quoted name into a *byte string*: a str
    whose characters are the name's bytes (latin-1), so escaped and literal UTF-8 spellings of the
    same name compare equal.  ASCII names without escapes come back unchanged."""
    if raw.isascii() and "\\" not in raw:
        return raw
    return string_bytes(raw).decode("latin-1")


def string_bytes(raw: str) -> bytes:
    """The bytes of a ``c"..."`` or metadata string: escapes decoded, other characters UTF-8
    (lone surrogates go back to the raw bytes they stood for)."""
    out = bytearray()
    i = 0
    n = len(raw)
    while i < n:
        j = raw.find("\\", i)
        if j < 0:
            out += raw[i:].encode("utf-8", "surrogateescape")
            break
        out += raw[i:j].encode("utf-8", "surrogateescape")
        if raw[j + 1 : j + 2] == "\\":
            out.append(0x5C)
            i = j + 2
        elif j + 2 < n and raw[j + 1] in _HEX and raw[j + 2] in _HEX:
            out.append(int(raw[j + 1 : j + 3], 16))
            i = j + 3
        else:
            out.append(0x5C)
            i = j + 1
    return bytes(out)


_HEX = frozenset("0123456789abcdefABCDEF")


def tokenize(
    text: str, filename: str = "<input>", start: int = 0, end: int | None = None
) -> tuple[list[int], list[str], list[int]]:
    """Split ``text[start:end]`` into tokens: parallel lists of kinds, texts and start offsets (offsets
    into ``text``), ending with EOF.

    Raises :class:`DiagnosticError` only for an unterminated quoted string (the one
    lexer error LLVM reports itself); other bad characters become ERROR tokens that the
    parser reports where they stop it.
    """
    kinds: list[int] = []
    texts: list[str] = []
    offsets: list[int] = []
    stop = len(text) if end is None else end
    scan(text, filename, start, stop, kinds, texts, offsets)
    kinds.append(EOF)
    texts.append("")
    offsets.append(stop)
    return kinds, texts, offsets


def scan(
    text: str, filename: str, start: int, end: int, kinds: list[int], texts: list[str], offsets: list[int]
) -> None:
    """Append the tokens of ``text[start:end]`` (without an EOF token) to the three lists."""
    kappend = kinds.append
    tappend = texts.append
    oappend = offsets.append
    group_kind = _GROUP_KIND
    escaped = _ESCAPED_GROUPS
    sigil = _SIGIL_KINDS
    for m in _MASTER.finditer(text, start, end):
        g = m.lastindex
        assert g is not None
        k = group_kind[g]
        if k == EOF:
            break
        s = m.group(g)
        if g in escaped and not (s.isascii() and "\\" not in s):
            s = unescape(s)
        kappend(k)
        tappend(s)
        pos = m.start(g)
        if k in sigil:  # locate ``%x``, ``@"x"``, ``"s"`` at the sigil or quote, as LLVM does
            pos -= 2 if k != STRING and text[pos - 1] == '"' else 1
        oappend(pos)
        if k == ERROR:
            if s == '"':
                raise DiagnosticError(
                    location_in_text(filename, text, m.start(g)), "end of file in string constant"
                )
            if s in "%@$":
                nxt = text[m.end(g) : m.end(g) + 1]
                if nxt == '"':
                    raise DiagnosticError(
                        location_in_text(filename, text, m.start(g)),
                        "end of file in global variable name"
                        if s == "@"
                        else "end of file in string constant",
                    )


# The same tokens as ``_MASTER``, found by ``findall`` without a Python step per token: each match
# is (blanks and comments before the token, the token's whole spelling).
_FIND_ALL = re.compile(
    r"((?:[ \t\r\n\f\v]++|;[^\n]*+)*+)("
    + "|".join(re.sub(r"(?<!\\)\((?!\?)", "(?:", p) for p, _ in _ALTERNATIVES)
    + ")",
    re.S,
).findall


def _classify(raw: str) -> tuple[int, str, int]:
    """Kind, text and offset adjustment (from the spelling's start to where the token is located)
    of one token spelling, as :func:`scan` would give them."""
    m = _MASTER.match(raw)
    assert m is not None and m.end() == len(raw)
    g = m.lastindex
    assert g is not None
    k = _GROUP_KIND[g]
    t = m.group(g)
    if g in _ESCAPED_GROUPS and not (t.isascii() and "\\" not in t):
        t = unescape(t)
    pos = m.start(g)
    if k in _SIGIL_KINDS:
        pos -= 2 if k != STRING and raw[pos - 1] == '"' else 1
    return k, t, pos


def scan_fast(
    text: str,
    filename: str,
    start: int,
    end: int,
    kinds: list[int],
    texts: list[str],
    offsets: list[int],
    memo: dict[str, tuple[int, str, int]],
) -> None:
    """:func:`scan`, with the per-token work done once per distinct spelling (``memo`` keeps it
    across calls).  Segments holding a lexer error are left to :func:`scan`, which reports it."""
    pairs = _FIND_ALL(text, start, end)
    while pairs and not pairs[-1][1]:
        pairs.pop()  # the empty matches at the end
    raw = [t for _, t in pairs]
    for t in set(raw).difference(memo):
        e = _classify(t)
        if e[0] == ERROR:
            scan(text, filename, start, end, kinds, texts, offsets)
            return
        memo[t] = e
    entries = list(map(memo.__getitem__, raw))
    kinds += [e[0] for e in entries]
    texts += [e[1] for e in entries]
    at = list(itertools.accumulate(map(len, itertools.chain.from_iterable(pairs)), initial=start))
    offsets += [o + e[2] for o, e in zip(at[1::2], entries)]


# The line holding only the ``}`` that closes a body.
_CLOSE_LINE = re.compile(r"\}[ \t]*(?:\n|\Z)")


def _define_lines(text: str) -> Iterator[tuple[int, int]]:
    """``(start, end)`` of each line that starts with the word ``define`` and ends with ``{`` (and
    blanks): found with ``str.find``, much faster than a multi-line regular expression."""
    if text.startswith("define"):
        i = 0
    else:
        j = text.find("\ndefine")
        i = j + 1 if j >= 0 else -1
    while i >= 0:
        end = text.find("\n", i)
        if end < 0:
            end = len(text)
        c = text[i + 6 : i + 7]
        if not (c.isalnum() or c == "_") and text[i:end].rstrip(" \t").endswith("{"):
            yield i, end
        j = text.find("\ndefine", end)
        i = j + 1 if j >= 0 else -1


def find_bodies(text: str) -> list[tuple[int, int]]:
    """Candidate function bodies laid out as LLVM prints them: ``(open, close)`` offsets of a
    ``{`` ending a ``define`` line and of the ``}`` alone on the first line after it that holds
    only ``}``.  A candidate is kept only when nothing between could make that ``}`` belong to
    anything else: its braces balance and its quotes pair up on every line."""
    bodies: list[tuple[int, int]] = []
    pos = 0
    for start, end in _define_lines(text):
        if start < pos:
            continue
        open_ = text.rindex("{", start, end)
        close = text.find("\n}", open_)
        while close >= 0 and not _CLOSE_LINE.match(text, close + 1):
            close = text.find("\n}", close + 1)
        if close < 0:
            break
        close += 1
        if (
            text.count("{", open_ + 1, close) != text.count("}", open_ + 1, close)
            or text.find("\ndefine", open_, close) >= 0
            or (
                text.find('"', open_, close) >= 0
                and any(line.count('"') & 1 for line in text[open_ + 1 : close].split("\n"))
            )
        ):
            continue
        bodies.append((open_, close))
        pos = close
    return bodies


def tokenize_module(
    text: str, filename: str = "<input>"
) -> tuple[list[int], list[str], list[int], list[tuple[int, int]]]:
    """Tokens of a module with every body that :func:`find_bodies` accepts left unlexed: in its place
    come the tokens ``{``, ``BODY`` (text: the body's index in the returned list of ``(open, close)``
    offsets, offset: just after the ``{``) and ``}``.  A body whose ``{`` the lexer does not see as a
    token of its own (it lies inside a string, say) is lexed normally and left out of the list.

    The text between bodies is cut into spellings by one ``findall`` per stretch; each distinct
    spelling is classified once for the whole module.  A module with a lexer error anywhere is
    lexed by :func:`scan`, which reports the error where LLVM does."""
    chain = itertools.chain.from_iterable
    stretches: list[tuple[int, list[tuple[str, str]] | None]] = []  # (start, spellings); None: a body
    bodies: list[tuple[int, int]] = []
    start = 0
    for open_, close in find_bodies(text):
        pairs = _FIND_ALL(text, start, open_ + 1)
        while pairs and not pairs[-1][1]:
            pairs.pop()
        if not pairs or pairs[-1][1] != "{" or start + sum(map(len, chain(pairs))) != open_ + 1:
            continue  # that ``{`` is not a token of its own: lexed with the text after it
        stretches.append((start, pairs))
        stretches.append((open_ + 1, None))
        bodies.append((open_, close))
        start = close
    pairs = _FIND_ALL(text, start, len(text))
    while pairs and not pairs[-1][1]:
        pairs.pop()
    stretches.append((start, pairs))
    memo: dict[str, tuple[int, str, int]] = {}
    for t in set(chain([t for _, t in p] for _, p in stretches if p)):
        e = _classify(t)
        if e[0] == ERROR:
            return _tokenize_module_scan(text, filename)
        memo[t] = e
    get = memo.__getitem__
    kinds: list[int] = []
    texts: list[str] = []
    offsets: list[int] = []
    n = 0
    for start, pairs in stretches:
        if pairs is None:
            kinds.append(BODY)
            texts.append(str(n))
            offsets.append(start)
            n += 1
            continue
        entries = [get(t) for _, t in pairs]
        kinds += [e[0] for e in entries]
        texts += [e[1] for e in entries]
        at = itertools.accumulate(map(len, chain(pairs)), initial=start)
        offsets += [o + e[2] for o, e in zip(itertools.islice(at, 1, None, 2), entries)]
    kinds.append(EOF)
    texts.append("")
    offsets.append(len(text))
    return kinds, texts, offsets, bodies


def _tokenize_module_scan(
    text: str, filename: str
) -> tuple[list[int], list[str], list[int], list[tuple[int, int]]]:
    """:func:`tokenize_module` through :func:`scan`, for a module with a lexer error somewhere."""
    kinds: list[int] = []
    texts: list[str] = []
    offsets: list[int] = []
    bodies: list[tuple[int, int]] = []
    start = 0
    for open_, close in find_bodies(text):
        n = len(kinds)
        try:
            scan(text, filename, start, open_ + 1, kinds, texts, offsets)
        except DiagnosticError:
            del kinds[n:], texts[n:], offsets[n:]
            continue
        if not kinds or kinds[-1] != LBRACE or offsets[-1] != open_:
            del kinds[n:], texts[n:], offsets[n:]
            continue
        kinds.append(BODY)
        texts.append(str(len(bodies)))
        offsets.append(open_ + 1)
        bodies.append((open_, close))
        start = close
    scan(text, filename, start, len(text), kinds, texts, offsets)
    kinds.append(EOF)
    texts.append("")
    offsets.append(len(text))
    return kinds, texts, offsets, bodies
