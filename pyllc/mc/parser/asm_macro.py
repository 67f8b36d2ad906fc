"""What it is (LLVM: include/llvm/MC/MCAsmMacro.h, and ``expandMacro``/``checkForBadMacro`` of
lib/MC/MCParser/AsmParser.cpp): assembler macros and their textual expansion.

A ``.macro name a, b=1, c:req, d:vararg`` ... ``.endm`` definition keeps its body as *text* (the source from
the statement after ``.macro`` up to the ``.endm``) and its parameters: a name, a default value (the tokens
after ``=``), ``:req`` (a value must be given) and ``:vararg`` (the last parameter takes the rest of the
statement).  An invocation's arguments are token lists; :func:`expand_macro` writes the body with every
``\\name`` replaced by the argument's text -- a string argument without its quotes, unless it is the vararg
one -- ``\\@`` by the count of macro instantiations so far, and ``\\()`` by nothing (it only separates a
parameter from the text after it, ``\\a\\()b``).  A ``\\`` followed by anything else is kept.  The parser
lexes the result as a new buffer (``<instantiation>``), which is why substitution works inside strings and
identifiers: macro instantiation is lexical, as in GNU as.

A parameter name is matched on the longest run of identifier characters (letters, digits, ``_``, ``$``,
``.``) after the backslash, never counting the body's last character (LLVM's scan stops one short of the
end).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pyllc.mc.parser import target_asm_parser as T

#: One token of a macro argument: its kind (``TK_*``, or ``TK_Space`` for kept whitespace) and its text.
MacroArgToken = tuple[int, str]
#: An argument: its tokens (LLVM ``MCAsmMacroArgument``).
MacroArgument = list[MacroArgToken]

#: LLVM's ``AsmToken::Space``: whitespace kept inside a parenthesized macro argument.
TK_Space = -1


@dataclass(slots=True)
class MCAsmMacroParameter:
    """A parameter: ``name``, default ``value`` (tokens), ``required`` (``:req``), ``vararg``."""

    name: str
    value: MacroArgument = field(default_factory=lambda: [])
    required: bool = False
    vararg: bool = False


@dataclass(slots=True)
class MCAsmMacro:
    """A macro: its ``name``, ``body`` text and ``parameters`` (LLVM ``MCAsmMacro``)."""

    name: str
    body: str
    parameters: list[MCAsmMacroParameter]


@dataclass(slots=True, eq=False)
class MacroInstantiation:
    """An active instantiation (of a macro, ``.irpc``...): the location that started it, for the
    ``while in macro instantiation`` note (LLVM ``MacroInstantiation``)."""

    instantiation_loc: int


def _is_identifier_char(c: str) -> bool:
    return c.isascii() and (c.isalnum() or c in "_$.")


def _parameter_end(body: str, start: int) -> int:
    """The end of the parameter name starting at ``start`` (stopping one short of the body's end)."""
    end = len(body)
    i = start
    while i + 1 != end and _is_identifier_char(body[i]):
        i += 1
    return i


def expand_macro(
    body: str,
    parameters: list[MCAsmMacroParameter],
    arguments: list[MacroArgument],
    instantiation_count: int | None,
) -> str:
    """The body with its parameters replaced by ``arguments`` (one per parameter, already completed with
    the defaults); ``instantiation_count`` is what ``\\@`` stands for (None: ``\\@`` is not special)."""
    n = len(parameters)
    has_vararg = bool(n) and parameters[-1].vararg
    out: list[str] = []
    end = len(body)
    i = 0
    while i < end:
        j = body.find("\\", i)
        if j < 0 or j + 1 == end:
            out.append(body[i:])
            break
        out.append(body[i:j])
        if instantiation_count is not None and body[j + 1] == "@" and j + 2 != end:
            out.append(str(instantiation_count))
            i = j + 2
            continue
        k = _parameter_end(body, j + 1)
        name = body[j + 1 : k]
        index = next((x for x, p in enumerate(parameters) if p.name == name), n)
        if index == n:
            if body[j + 1 : j + 3] == "()":
                i = j + 3
            else:
                out.append("\\" + name)
                i = k
            continue
        vararg = has_vararg and index == n - 1
        for kind, text in arguments[index]:
            out.append(text if kind != T.TK_String or vararg else text[1:-1])
        i = j + 1 + len(name)
    return "".join(out)


def has_bad_positional_use(body: str, parameters: list[MCAsmMacroParameter]) -> bool:
    """LLVM ``checkForBadMacro``: a macro with named parameters whose body uses none of them but has what
    looks like a positional one (``$0``..``$9``, ``$n``), which will have no effect."""
    n = len(parameters)
    if n == 0:
        return False
    named = positional = False
    end = len(body)
    i = 0
    while i < end:
        pos = i
        while pos != end:
            c = body[pos]
            if c == "\\" and pos + 1 != end:
                break
            if c == "$" and pos + 1 != end:
                nxt = body[pos + 1]
                if nxt == "$" or nxt == "n" or nxt.isdigit():
                    break
            pos += 1
        if pos == end:
            break
        if body[pos] == "$":
            if body[pos + 1] != "$":
                positional = True
            i = pos + 2
            continue
        k = _parameter_end(body, pos + 1)
        name = body[pos + 1 : k]
        if any(p.name == name for p in parameters):
            named = True
            i = pos + 1 + len(name)
        elif body[pos + 1 : pos + 3] == "()":
            i = pos + 3
        else:
            i = k
    return positional and not named
