"""An llc-style command-line parser (LLVM: llvm/Support/CommandLine.h, ``cl::opt``).

Options are declared as data (:class:`Option`) and parsed the way LLVM tools do:

* ``-name`` and ``--name`` are the same option;
* value options take ``-name=value`` or ``-name value``; boolean options take
  ``-name`` or ``-name=true|false|1|0``;
* *prefix* options such as ``-O2`` glue the value to the name (``-O=2`` also works);
* list options (``-run-pass=a,b`` or repeated) collect every value;
* enumerated options accept only their listed values;
* the first non-option word is the input file (``-`` is standard input), and ``--``
  ends option parsing.

Unknown options and bad values are reported as LLVM reports them and raise
:class:`CommandLineError`; the driver prints the message and exits 1.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any, Sequence


class CommandLineError(Exception):
    """A bad command line; ``str()`` is the complete message, LLVM-worded."""


@dataclass(slots=True, frozen=True)
class Option:
    """One command-line option (``cl::opt``)."""

    name: str
    help: str
    kind: str = "bool"  # "bool" | "value" | "int" | "enum" | "list" | "prefix"
    default: Any = None
    values: tuple[tuple[str, str], ...] = ()  # enum/prefix: (value, help)
    value_name: str = "value"
    dest: str = ""
    hidden: bool = False

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
    prefixes = [o for o in options if o.kind == "prefix"]
    out = ParsedArgs()
    for o in options:
        out.values[o.key] = list(o.default or []) if o.kind == "list" else o.default
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
                        f"{tool}: for the --{opt.name} option: '{value}' is invalid value for boolean argument! "
                        "Try 0 or 1"
                    )
                out.values[opt.key] = _TRUE[value]
            else:
                out.values[opt.key] = True
            out.given.add(opt.key)
            continue
        if not eq:
            if opt.kind == "prefix":
                raise CommandLineError(f"{tool}: for the -{opt.name} option: requires a value!")
            if i >= n:
                raise CommandLineError(f"{tool}: for the --{opt.name} option: requires a value!")
            value = argv[i]
            i += 1
        if opt.kind in ("enum", "prefix") and opt.values and value not in {v for v, _ in opt.values}:
            raise CommandLineError(
                f"{tool}: for the --{opt.name} option: Cannot find option named '{value}'!"
            )
        if opt.kind == "int":
            try:
                out.values[opt.key] = int(value, 0)
            except ValueError:
                raise CommandLineError(
                    f"{tool}: for the --{opt.name} option: '{value}' value invalid for uint argument!"
                ) from None
        elif opt.kind == "list":
            out.values[opt.key].extend(v for v in value.split(",") if v)
        else:
            out.values[opt.key] = value
        out.given.add(opt.key)
    return out


def _unknown(tool: str, arg: str, by_name: dict[str, Option]) -> str:
    msg = f"{tool}: Unknown command line argument '{arg}'.  Try: '{tool} --help'"
    name = arg.lstrip("-").partition("=")[0]
    close = difflib.get_close_matches(name, [k for k, o in by_name.items() if not o.hidden], n=1)
    if close:
        msg += f"\n{tool}: Did you mean '-{close[0]}'?"
    return msg


def format_help(tool: str, overview: str, options: Sequence[Option]) -> str:
    """``--help`` text in the shape of LLVM's: overview, usage, then one line per option."""
    lines = [f"OVERVIEW: {overview}", "", f"USAGE: {tool} [options] <input file>", "", "OPTIONS:", ""]
    for o in sorted((o for o in options if not o.hidden), key=lambda o: o.name.lower()):
        if o.kind == "bool":
            head = f"--{o.name}"
        elif o.kind == "prefix":
            head = f"-{o.name}<{o.value_name}>"
        else:
            head = f"--{o.name}=<{o.value_name}>"
        lines.append(f"  {head:<34} - {o.help}")
        for v, h in o.values:
            lines.append(f"      ={v:<30} - {h}")
    return "\n".join(lines) + "\n"
