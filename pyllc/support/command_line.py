"""An llc-style command-line parser (LLVM: llvm/Support/CommandLine.h, ``cl::opt``).

Options are declared as data (:class:`Option`) and parsed the way LLVM tools do:

* ``-name`` and ``--name`` are the same option;
* value options take ``-name=value`` or ``-name value``; boolean options take
  ``-name`` or ``-name=true|false|1|0``;
* *prefix* options such as ``-O2`` glue the value to the name (``-O=2`` also works; a bare ``-O`` takes
  the next word);
* list options (``-run-pass=a,b`` or repeated) collect every value;
* enumerated options accept only their listed values;
* the first non-option word is the input file (``-`` is standard input), and ``--``
  ends option parsing.

Unknown options and bad values are reported as LLVM reports them and raise
:class:`CommandLineError`; the driver prints the message and exits 1.  An option is named ``-x`` when its
name is one character long and ``--name`` otherwise (LLVM's ``PrintArg``).  An unknown option gets the
nearest option name by edit distance as a suggestion (``LookupNearestOption``, hidden options included).

:func:`format_help` prints ``--help`` (``--help-hidden`` adds the hidden options) in LLVM's categorized
layout: options sorted by name (byte order), grouped by category, the help column aligned after the widest
option (``getOptionWidth``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence


class CommandLineError(Exception):
    """A bad command line; ``str()`` is the complete message, LLVM-worded."""


@dataclass(slots=True, frozen=True)
class Option:
    """One command-line option (``cl::opt``)."""

    name: str
    help: str
    kind: str = "bool"  # "bool" | "value" | "int" | "enum" | "list" | "prefix" | "prefix_list"
    default: Any = None
    values: tuple[tuple[str, str], ...] = ()  # enum/prefix: (value, help)
    value_name: str = "value"
    dest: str = ""
    hidden: bool = False
    category: str = "General options"

    @property
    def key(self) -> str:
        return self.dest or self.name.replace("-", "_")


@dataclass(slots=True)
class ParsedArgs:
    """The result of :func:`parse_args`: option values by key, and positional words."""

    values: dict[str, Any] = field(default_factory=lambda: {})
    positional: list[str] = field(default_factory=lambda: [])
    given: set[str] = field(default_factory=lambda: set())

    def __getitem__(self, key: str) -> Any:
        return self.values[key]


#: ``-mcpu`` and ``-mattr``, the subtarget options every tool shares (LLVM's codegen/MC flags).
MCPU_OPTION = Option(
    "mcpu",
    "Target a specific cpu type (-mcpu=help for details)",
    kind="value",
    default="",
    value_name="cpu-name",
)
MATTR_OPTION = Option(
    "mattr",
    "Target specific attributes (-mattr=help for details)",
    kind="list",
    default=(),
    value_name="a1,+a2,-a3,...",
)

_TRUE = {
    "true": True,
    "1": True,
    "TRUE": True,
    "True": True,
    "false": False,
    "0": False,
    "FALSE": False,
    "False": False,
}


def parse_args(tool: str, argv: Sequence[str], options: Sequence[Option]) -> ParsedArgs:
    """Parse ``argv`` (without the program name) against ``options``."""
    by_name = {o.name: o for o in options}
    prefixes = [o for o in options if o.kind in ("prefix", "prefix_list")]
    out = ParsedArgs()
    for o in options:
        out.values[o.key] = list(o.default or []) if o.kind in ("list", "prefix_list") else o.default
    i = 0
    n = len(argv)
    only_positional = False
    while i < n:
        arg = argv[i]
        i += 1
        if only_positional or arg == "-" or not arg.startswith("-"):
            out.positional.append(arg)
            continue
        if arg == "--":
            only_positional = True
            continue
        body = arg[2:] if arg.startswith("--") else arg[1:]
        name, eq, value = body.partition("=")
        opt = by_name.get(name)
        if opt is None:
            opt = next((p for p in prefixes if body.startswith(p.name)), None)
            if opt is None:
                raise CommandLineError(_unknown(tool, arg, by_name))
            value = body[len(opt.name) :]
            if value.startswith("="):
                value = value[1:]
            eq = "="
        if opt.kind == "bool":
            if eq:
                if value not in _TRUE:
                    raise CommandLineError(
                        f"{tool}: for the {arg_name(opt.name)} option: '{value}' is invalid value for boolean "
                        "argument! Try 0 or 1"
                    )
                out.values[opt.key] = _TRUE[value]
            else:
                out.values[opt.key] = True
            out.given.add(opt.key)
            continue
        if not eq and not (opt.kind in ("prefix", "prefix_list") and value):
            if i >= n:
                raise CommandLineError(f"{tool}: for the {arg_name(opt.name)} option: requires a value!")
            value = argv[i]
            i += 1
        if opt.kind in ("enum", "prefix") and opt.values and value not in {v for v, _ in opt.values}:
            raise CommandLineError(
                f"{tool}: for the {arg_name(opt.name)} option: Cannot find option named '{value}'!"
            )
        if opt.kind == "int":
            try:
                out.values[opt.key] = int(value, 0)
            except ValueError:
                raise CommandLineError(
                    f"{tool}: for the {arg_name(opt.name)} option: '{value}' value invalid for uint argument!"
                ) from None
        elif opt.kind == "list":
            out.values[opt.key].extend(v for v in value.split(",") if v)
        elif opt.kind == "prefix_list":  # cl::list with cl::Prefix: ``-Idir`` or ``-I dir``, repeatable
            out.values[opt.key].append(value)
        else:
            out.values[opt.key] = value
        out.given.add(opt.key)
    return out


def arg_name(name: str) -> str:
    """``-x`` for a one-character option name, ``--name`` otherwise (LLVM's ``PrintArg``)."""
    return ("-" if len(name) == 1 else "--") + name


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance with replacements (LLVM's ``StringRef::edit_distance``)."""
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


#: Options that take no value, so the suggestion compares the whole argument (``cl::ValueDisallowed``).
_VALUE_DISALLOWED = frozenset(("help", "help-hidden", "h", "version"))


def _unknown(tool: str, arg: str, by_name: dict[str, Option]) -> str:
    """LLVM's message for an unknown option, with the nearest option (``LookupNearestOption``: the first
    name at the smallest edit distance, the value kept after ``=``)."""
    msg = f"{tool}: Unknown command line argument '{arg}'.  Try: '{tool} --help'"
    body = arg.lstrip("-")
    lhs, eq, rhs = body.partition("=")
    best = ""
    best_distance = -1
    for name in by_name:
        permit_value = name not in _VALUE_DISALLOWED
        d = edit_distance(name, lhs if permit_value else body)
        if best_distance < 0 or d < best_distance:
            best_distance = d
            best = name + "=" + rhs if eq and rhs and permit_value else name
    if best:
        msg += f"\n{tool}: Did you mean '{arg_name(best)}'?"
    return msg


def _head(o: Option) -> str:
    if o.kind == "bool":
        return "  " + arg_name(o.name)
    if o.kind == "enum" and o.values:
        return "  " + arg_name(o.name) + "=<value>"
    if o.kind == "int" and o.value_name == "value":
        return "  " + arg_name(o.name) + "=<uint>"  # parser<unsigned>'s value name
    return "  " + arg_name(o.name) + f"=<{o.value_name}>"


def format_help(tool: str, overview: str, options: Sequence[Option], show_hidden: bool = False) -> str:
    """``--help`` (``--help-hidden`` with ``show_hidden``) as LLVM's CategorizedHelpPrinter prints it."""
    shown = sorted((o for o in options if show_hidden or not o.hidden), key=lambda o: o.name.encode())
    width = 0
    for o in shown:
        width = max(width, len(_head(o)) + 3)
        for v, _ in o.values if o.kind == "enum" else ():
            width = max(width, len(v) + 8)
    lines = [f"OVERVIEW: {overview}", "", f"USAGE: {tool} [options] <input file>", "", "OPTIONS:"]
    for category in sorted({o.category for o in shown}, key=str.encode):
        lines += ["", f"{category}:", ""]
        for o in shown:
            if o.category != category:
                continue
            head = _head(o)
            lines.append(f"{head:<{width - 3}} - {o.help}")
            for v, h in o.values if o.kind == "enum" else ():
                lines.append(f"{'    =' + v:<{width - 3}} -   {h}")
    return "\n".join(lines) + "\n"
