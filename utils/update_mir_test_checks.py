#!/usr/bin/env python3
"""Regenerate the FileCheck lines of MIR tests (LLVM: utils/update_mir_test_checks.py).

    python3 utils/update_mir_test_checks.py [--llc=llc-14] [--check] TEST.mir...

For each ``RUN:`` line of a test that runs ``pyllc`` (or ``llc``/``llc-14``) and pipes into FileCheck, the
command before the pipe is run with ``%s`` replaced by the test, and its MIR output decides the check lines
of that RUN line's prefixes (``--check-prefix``/``--check-prefixes``, default ``CHECK``).  The output comes
from pyllc, or from the tool ``--llc`` names (``--llc=llc-14``: llc-14's output is the oracle).  Per machine
function the checks go into the function's ``body:``, after its first block's label line::

    body:             |
      bb.0.entry:
        ; CHECK-LABEL: name: f{{$}}
        ; CHECK: bb.0.entry:
        ; CHECK-NEXT: liveins: $edi
        ; CHECK-NEXT: {{  $}}
        ; CHECK-NEXT: [[COPY:%[0-9]+]]:gr32 = COPY $edi

Numbered virtual registers become FileCheck variables named after the opcode that defines them
(``[[COPY:%[0-9]+]]`` at the first occurrence, ``[[COPY]]`` after it; ``COPY1``, ``COPY2``... for more
definitions by the same opcode; ``VAR`` for a register without a definition in the body).  Old check lines of
the regenerated prefixes are removed first.  ``--check`` writes nothing and exits 1 when a test's checks are
stale.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

_RUN = re.compile(r"^\s*[#;]\s*RUN:\s*(.*?)\s*$")
_PREFIXES = re.compile(r"--?check-prefix(?:es)?[= ](\S+)")
_VREG = re.compile(r"%([0-9]+)\b")
#: ``%1:gr32, %2 = OPC`` or ``dead %3:gr8 = OPC``: the defined registers and the opcode.
_DEF_LINE = re.compile(r"^\s*((?:[\w-]+ )*[%$][^=]*?) = (?:[\w-]+ )*?([A-Z_][A-Za-z0-9_]*)\b")
_CHECK_DIRECTIVE = r"(?:-NEXT|-LABEL|-SAME|-NOT|-EMPTY|-DAG)?:"


def run_lines(text: str) -> list[str]:
    """The RUN commands, continuation lines (ending in backslash) joined."""
    out: list[str] = []
    pending = ""
    for line in text.split("\n"):
        m = _RUN.match(line)
        if not m:
            continue
        part = m.group(1)
        if part.endswith("\\"):
            pending += part[:-1] + " "
            continue
        out.append(pending + part)
        pending = ""
    return out


def tool_runs(path: str, text: str, llc: str) -> list[tuple[list[str], list[str]]]:
    """(argv, prefixes) per RUN line that pipes a pyllc/llc command into FileCheck."""
    out: list[tuple[list[str], list[str]]] = []
    for cmd in run_lines(text):
        if "FileCheck" not in cmd or "|" not in cmd:
            continue
        head, tail = cmd.split("|", 1)
        words = [w for w in shlex.split(head.replace("%s", shlex.quote(path))) if not re.match(r"^\d*>", w)]
        if words and words[0] == "not":
            continue
        if not words or words[0] not in ("pyllc", "llc", "llc-14"):
            continue
        m = _PREFIXES.search(tail)
        prefixes = m.group(1).split(",") if m else ["CHECK"]
        out.append((words[1:], prefixes))
    return out


def run_tool(llc: str, args: list[str]) -> str:
    if llc == "pyllc":
        argv = [sys.executable, "-m", "pyllc", *args]
        env = dict(os.environ, PYTHONPATH=ROOT)
    else:
        argv, env = [llc, *args], None
    r = subprocess.run(argv, capture_output=True, text=True, env=env)
    if r.returncode != 0:
        raise SystemExit(f"update_mir_test_checks: {' '.join(argv)} failed:\n{r.stderr}")
    return r.stdout


def function_bodies(mir: str) -> dict[str, list[str]]:
    """Function name -> the lines of its ``body:`` block (without the ``body:`` line)."""
    out: dict[str, list[str]] = {}
    for doc in re.split(r"^---", mir, flags=re.M):
        m = re.search(r"^name:\s+'?([^'\s]+)'?\s*$", doc, re.M)
        b = re.search(r"^body:\s*\|\s*\n", doc, re.M)
        if not m or not b:
            continue
        lines: list[str] = []
        for line in doc[b.end() :].split("\n"):
            if line.startswith("...") or (line and not line.startswith(" ")):
                break
            lines.append(line)
        while lines and not lines[-1].strip():
            lines.pop()
        out[m.group(1)] = lines
    return out


def _escape(text: str) -> str:
    """Literal text for a FileCheck pattern: ``[[``/``{{`` would start a variable or a regex."""
    if "[[" not in text and "{{" not in text:
        return text
    return (
        text.replace("{{", "\0A")
        .replace("[[", "\0B")
        .replace("\0A", "{{[{][{]}}")
        .replace("\0B", "{{[[][[]}}")
    )


def check_lines(name: str, body: list[str], prefix: str) -> list[str]:
    """The check lines of one function for one prefix."""
    defs: dict[str, str] = {}
    for line in body:
        m = _DEF_LINE.match(line)
        if m:
            for v in _VREG.findall(m.group(1)):
                defs.setdefault(v, m.group(2))
    names: dict[str, str] = {}
    used: dict[str, int] = {}

    def sub(m: re.Match[str]) -> str:
        v = m.group(1)
        if v in names:
            return f"[[{names[v]}]]"
        base = re.sub(r"[^A-Za-z0-9_]", "_", defs.get(v, "VAR"))
        n = used.get(base, 0)
        used[base] = n + 1
        names[v] = base if n == 0 else f"{base}{n}"
        return f"[[{names[v]}:%[0-9]+]]"

    out = [f"; {prefix}-LABEL: name: {name}{{{{$}}}}"]
    first = True
    for line in body:
        if not line.strip():
            text = "{{" + line + "$}}" if line else "{{^$}}"
        else:
            text = _VREG.sub(sub, _escape(line.strip()))
        out.append(f"; {prefix}: {text}" if first else f"; {prefix}-NEXT: {text}")
        first = False
    return out


def update(path: str, llc: str) -> tuple[str, str]:
    """(old text, new text) of one test."""
    with open(path) as f:
        text = f.read()
    runs = tool_runs(path, text, llc)
    if not runs:
        raise SystemExit(f"update_mir_test_checks: {path}: no RUN line pipes pyllc/llc into FileCheck")
    # One output per prefix: the first RUN line naming it.
    per_prefix: dict[str, dict[str, list[str]]] = {}
    for args, prefixes in runs:
        todo = [p for p in prefixes if p not in per_prefix]
        if not todo:
            continue
        bodies = function_bodies(run_tool(llc, args))
        for p in todo:
            per_prefix[p] = bodies
    strip = re.compile(r"^\s*; (?:" + "|".join(map(re.escape, per_prefix)) + ")" + _CHECK_DIRECTIVE)
    lines = [ln for ln in text.split("\n") if not strip.match(ln)]
    out: list[str] = []
    fname: str | None = None
    state = 0  # 1: after body:, waiting for the first block label
    for ln in lines:
        out.append(ln)
        m = re.match(r"^name:\s+'?([^'\s]+)'?\s*$", ln)
        if m:
            fname = m.group(1)
        if re.match(r"^body:\s*\|", ln):
            state = 1
        elif state == 1 and ln.strip().startswith("bb."):
            state = 0
            indent = " " * (len(ln) - len(ln.lstrip()) + 2)
            for p, bodies in per_prefix.items():
                if fname in bodies:
                    out += [indent + c for c in check_lines(fname, bodies[fname], p)]
    return text, "\n".join(out)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("tests", nargs="+")
    ap.add_argument("--llc", default="pyllc", help="the tool whose output the checks follow (pyllc, llc-14)")
    ap.add_argument("--check", action="store_true", help="write nothing; exit 1 if a test's checks are stale")
    args = ap.parse_args(argv)
    stale = 0
    for t in args.tests:
        old, new = update(t, args.llc)
        if old == new:
            continue
        stale += 1
        if args.check:
            print(f"stale: {t}")
        else:
            with open(t, "w") as f:
                f.write(new)
            print(f"updated: {t}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
