"""What it is (LLVM: include/llvm/CodeGen/MIRYamlMapping.h and the ``yaml::Output`` writer of
lib/Support/YAMLTraits.cpp, as far as MIR uses it).

The YAML half of a MIR document: the records a machine function is serialized to (virtual register
definitions, function live-ins, frame info, fixed and ordinary stack objects, constants, jump tables) with each
field's *default*, and a small writer that formats them byte-for-byte as LLVM's ``yaml::Output`` does:

* a mapping key is followed by ``:`` and padded with spaces to column 17 (``name:            f``); keys of 16
  characters or more get one space;
* a flow mapping ``{ id: 0, class: gpr }`` wraps before a key once the line has passed column 70, continuing
  two columns right of where its ``{`` stood (so a wrapped line may end in ``, ``);
* scalars are quoted only when YAML needs it (LLVM's ``needsQuotes``): empty strings, leading/trailing spaces,
  ``null``/booleans/numbers, a leading indicator character, or any character outside the safe set; single quotes
  are doubled inside single-quoted scalars; control characters and non-ASCII force double quotes;
* optional fields equal to their default are left out unless defaults are written (LLVM writes them except
  under ``-simplify-mir``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Final, Sequence, Union, cast

WRAP_COLUMN: Final = 70
_KEY_PAD: Final = 16

_SAFE_CHARS: Final = frozenset("_-^., \t")
_INDICATORS: Final = frozenset("-?:\\,[]{}#&*!|>'\"%@`")
_NUMERIC = re.compile(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?\Z")


def _is_numeric(s: str) -> bool:
    if not s or s in ("+", "-"):
        return False
    if s in (".nan", ".NaN", ".NAN"):
        return True
    tail = s[1:] if s[0] in "+-" else s
    if tail in (".inf", ".Inf", ".INF"):
        return True
    if s.startswith("0o"):
        return len(s) > 2 and all(c in "01234567" for c in s[2:])
    if s.startswith("0x"):
        return len(s) > 2 and all(c in "0123456789abcdefABCDEF" for c in s[2:])
    if tail.startswith(("e", "E")):
        return False
    return _NUMERIC.match(s) is not None


def needs_quotes(s: str) -> int:
    """0: plain, 1: single quotes, 2: double quotes (LLVM ``yaml::needsQuotes``)."""
    if not s:
        return 1
    q = 0
    if s[0] in " \t\n\r" or s[-1] in " \t\n\r":
        q = 1
    if s in ("null", "Null", "NULL", "~"):
        q = 1
    if s in ("true", "True", "TRUE", "false", "False", "FALSE"):
        q = 1
    if _is_numeric(s):
        q = 1
    if s[0] in _INDICATORS:
        q = 1
    for ch in s:
        if ch.isascii() and ch.isalnum():
            continue
        if ch in _SAFE_CHARS:
            continue
        c = ord(ch)
        if c in (0x0A, 0x0D):
            q = 2
            continue
        if c == 0x7F or c <= 0x1F or c >= 0x80:
            return 2
        q = max(q, 1)
    return q


def scalar(s: str) -> str:
    """``s`` as a YAML scalar, quoted as LLVM quotes it."""
    q = needs_quotes(s)
    if q == 0:
        return s
    if q == 1:
        return "'" + s.replace("'", "''") + "'"
    out = ['"']
    for ch in s:
        c = ord(ch)
        if ch == '"' or ch == "\\":
            out.append("\\" + ch)
        elif c == 0x0A:
            out.append("\\n")
        elif c == 0x0D:
            out.append("\\r")
        elif c == 0x09:
            out.append("\\t")
        elif c < 0x20 or c == 0x7F:
            out.append(f"\\x{c:02X}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


class Raw:
    """An already formatted YAML value (``[]``, ``{}``, a flow sequence)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Raw) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)


Value = Union[bool, int, str, Raw]


def value_text(v: Value) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, Raw):
        return v.text
    return scalar(v)


_NO_DEFAULT: Final = object()


@dataclass(slots=True)
class Field:
    """One mapping entry: key, value and the default that lets it be omitted (``_NO_DEFAULT``: required)."""

    key: str
    value: Value
    default: object = _NO_DEFAULT

    def omitted(self, write_defaults: bool) -> bool:
        if self.default is _NO_DEFAULT or write_defaults:
            return False
        return self.value == self.default and type(self.value) is type(self.default)


def optional(key: str, value: Value, default: object) -> Field:
    return Field(key, value, default)


def required(key: str, value: Value) -> Field:
    return Field(key, value)


def padded_key(key: str) -> str:
    """``key:`` plus LLVM's padding to column 17."""
    return key + ":" + (" " * (_KEY_PAD - len(key)) if len(key) < _KEY_PAD else " ")


def flow_mapping(fields: Sequence[Field], start_column: int, write_defaults: bool) -> str:
    """``{ a: 1, b: 2 }`` starting at ``start_column``, wrapped as LLVM's ``flowKey`` does."""
    out = ["{ "]
    column = start_column + 2
    first = True
    for f in fields:
        if f.omitted(write_defaults):
            continue
        if not first:
            out.append(", ")
            column += 2
        first = False
        if column > WRAP_COLUMN:
            pad = "\n" + " " * start_column + "  "
            out.append(pad)
            column = start_column + 2
        piece = f.key + ": " + value_text(f.value)
        out.append(piece)
        column += len(piece)
    out.append(" }")
    return "".join(out)


def flow_sequence(items: Sequence[str], start_column: int) -> str:
    """``[ 'a', 'b' ]`` of scalars, wrapped like a flow mapping."""
    if not items:
        return "[  ]"
    out = ["[ "]
    column = start_column + 2
    for i, it in enumerate(items):
        if i:
            out.append(", ")
            column += 2
        if column > WRAP_COLUMN:
            out.append("\n" + " " * start_column + "  ")
            column = start_column + 2
        t = scalar(it)
        out.append(t)
        column += len(t)
    out.append(" ]")
    return "".join(out)


@dataclass(slots=True)
class Mapping:
    """A block mapping: ordered fields whose values may be nested mappings or sequences."""

    entries: list[tuple[Field | None, str, object]] = field(
        default_factory=list[tuple[Field | None, str, object]]
    )

    def add(self, f: Field) -> None:
        self.entries.append((f, f.key, None))

    def add_block(self, key: str, block: object, omit_if_empty: bool = False) -> None:
        """A nested block value: a :class:`Mapping`, a list of flow-mapping rows, or a list of Mappings."""
        self.entries.append((None, key, (block, omit_if_empty)))


def emit_mapping(
    m: Mapping, indent: int, write_defaults: bool, out: list[str], first_prefix: str = ""
) -> None:
    """Write block mapping ``m`` at ``indent`` spaces; ``first_prefix`` replaces the first line's indent
    (``"  - "`` for a sequence item)."""
    pending = first_prefix
    for f, key, block in m.entries:
        lead = pending if pending else " " * indent
        if f is not None:
            if f.omitted(write_defaults):
                continue
            out.append(lead + padded_key(key) + value_text(f.value) + "\n")
            pending = ""
            continue
        value, omit_if_empty = cast(tuple[object, bool], block)
        if isinstance(value, Mapping):
            sub: list[str] = []
            emit_mapping(value, indent + 2, write_defaults, sub)
            if not sub:
                if omit_if_empty and not write_defaults:
                    continue
                out.append(lead + padded_key(key) + "{}\n")
            else:
                out.append(lead + key + ":\n")
                out.extend(sub)
            pending = ""
            continue
        rows: list[object] = list(cast(Sequence[object], value))
        if not rows:
            if omit_if_empty and not write_defaults:
                continue
            out.append(lead + padded_key(key) + "[]\n")
            pending = ""
            continue
        out.append(lead + key + ":\n")
        pending = ""
        for row in rows:
            if isinstance(row, Mapping):
                emit_mapping(row, indent + 4, write_defaults, out, " " * (indent + 2) + "- ")
            else:
                prefix = " " * (indent + 2) + "- "
                fields = cast(list[Field], row)
                out.append(prefix + flow_mapping(fields, len(prefix), write_defaults) + "\n")


def block_scalar_lines(text: str, indent: int) -> str:
    """A block literal's lines, each prefixed by ``indent`` spaces (blank lines too, as LLVM writes them)."""
    if not text:
        return ""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    pad = " " * indent
    return "".join(pad + line + "\n" for line in lines)
