"""Write the API reference of a module from its docstrings: ``docs/api-builder.md`` for pyllc.ir.builder.

    python3 utils/gen_api_docs.py            rewrite the file
    python3 utils/gen_api_docs.py --check    exit 1 when the file is not what the docstrings give

The names documented are the module's ``__all__`` in its order: functions with their signature, classes with
their constructor and their public methods and properties (inherited ones from pyllc's IR classes are left to
those classes' documentation, except where the builder's class defines them).
"""

from __future__ import annotations

import importlib
import inspect
import os
import re
import sys
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGES = {"pyllc.ir.builder": ("docs/api-builder.md", "IR builder API reference")}


def _doc(obj: Any) -> str:
    return inspect.cleandoc(obj.__doc__) if obj.__doc__ else ""


def _signature(name: str, obj: Any) -> str:
    try:
        sig = str(inspect.signature(obj))
    except (TypeError, ValueError):
        return name
    sig = sig.replace("''", '""').replace("'", "")
    return name + re.sub(r"^\(self(: \w+)?(, |\))", lambda m: "(" if m.group(2) == ", " else "()", sig)


def _members(cls: type) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    for name, member in cls.__dict__.items():
        if name.startswith("_"):
            continue
        if isinstance(member, property) or inspect.isfunction(member):
            out.append((name, member))
    return out


def render(module_name: str, title: str) -> str:
    mod = importlib.import_module(module_name)
    lines = [
        f"# {title}",
        "",
        f"Generated from the docstrings of `{module_name}` by `utils/gen_api_docs.py`; do not edit by hand.",
        "",
        _doc(mod),
        "",
    ]
    for name in getattr(mod, "__all__", ()):
        obj = getattr(mod, name)
        if inspect.isclass(obj) and obj.__module__ == module_name:
            init = obj.__dict__.get("__init__")
            lines += [f"## class `{name}`", ""]
            if init is not None:
                lines += [
                    "```python",
                    _signature(name, init),
                    "```",
                    "",
                ]
            lines += [_doc(obj), ""]
            for mname, member in _members(obj):
                if isinstance(member, property):
                    settable = ", settable" if member.fset is not None else ""
                    lines += [f"- **`{mname}`** (property{settable}): {_doc(member).replace(chr(10), ' ')}"]
                else:
                    sig = _signature(mname, member)
                    lines += [f"- **`{sig}`**: {_doc(member).replace(chr(10), ' ')}"]
            lines.append("")
        elif inspect.isfunction(obj):
            lines += [f"### `{_signature(name, obj)}`", "", _doc(obj) or "", ""]
        elif inspect.isclass(obj):
            lines += [f"### `{name}`", "", f"pyllc's `{obj.__module__}.{obj.__qualname__}`.", ""]
    text = "\n".join(lines)
    while "\n\n\n" in text:
        text = text.replace("\n\n\n", "\n\n")
    return text.rstrip("\n") + "\n"


def main(argv: list[str]) -> int:
    check = "--check" in argv
    sys.path.insert(0, ROOT)
    status = 0
    for module_name, (path, title) in PAGES.items():
        text = render(module_name, title)
        full = os.path.join(ROOT, path)
        if check:
            with open(full) as f:
                if f.read() != text:
                    print(f"{path} is out of date: run python3 utils/gen_api_docs.py", file=sys.stderr)
                    status = 1
        else:
            with open(full, "w") as f:
                f.write(text)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
