"""The editable program form the generator builds and the reducer shrinks.

What it is (LLVM: no single counterpart; the shape mirrors llvm::Module / Function / BasicBlock, reduced to
what llvm-reduce's delta passes need).

A generated program is kept as structure, not only as text, so that the reducer can take it apart without
re-parsing IR:

* a :class:`Module` holds header lines (target, globals, declarations) and :class:`Function` objects;
* a :class:`Function` holds :class:`Block` objects in layout order, the first being the entry block;
* a :class:`Block` holds a list of :class:`Group` items and one :class:`Terminator`.

A **group** is the unit of reduction: the few instructions that compute one value safely (for example the
divisor guard, the ``select`` and the ``sdiv`` of a guarded division) or perform one side effect (a store, a
checksum update).  Only a group's final value is visible to other groups, so replacing that value by a
constant and deleting the whole group never leaves a half-guarded operation behind; this is what keeps
reduced programs free of undefined behaviour.  Group kinds:

``PURE``
    computes ``result`` without side effects; may be replaced by a constant or dropped when unused.
``EFFECT``
    a side effect (store, checksum update, printf); may be dropped.
``PHI``
    a ``phi``; ``incoming`` is a list of ``[value, predecessor-label]`` pairs edited when edges disappear.
``FIXED``
    structure the reducer must keep (loop counters and their exit test, allocas and their initialisation).
``FIXED_PHI``
    a loop counter ``phi``: edited like ``PHI`` when edges disappear, never replaced.

Values are referred to by their textual name (``%v12``); a use is replaced by a regular-expression substitution
that respects name boundaries, so ``%v1`` never matches inside ``%v12``.
"""

from __future__ import annotations

import re

PURE, EFFECT, PHI, FIXED, FIXED_PHI = 0, 1, 2, 3, 4


class Group:
    """A few instruction lines computing one value (``result``/``type``) or performing one side effect."""

    __slots__ = ("lines", "result", "type", "kind", "incoming", "callee")

    def __init__(
        self, lines: list[str], result: str | None, type_: str | None, kind: int, callee: str | None = None
    ) -> None:
        self.lines = lines
        self.result = result
        self.type = type_
        self.kind = kind
        self.incoming: list[list[str]] = []
        self.callee = callee

    def render(self) -> list[str]:
        if self.kind == PHI or self.kind == FIXED_PHI:
            inc = ", ".join(f"[ {v}, %{b} ]" for v, b in self.incoming)
            return [f"  {self.result} = phi {self.type} {inc}"]
        return self.lines

    def copy(self) -> Group:
        g = Group(list(self.lines), self.result, self.type, self.kind, self.callee)
        g.incoming = [list(p) for p in self.incoming]
        return g


class Terminator:
    """A block's terminator: its text, successor labels, and the successors it may be narrowed to.

    ``alternatives`` lists the labels a reducer may turn this terminator into ``br label %alt`` for; a loop
    latch offers only its exit so that reduction can never create an endless loop.
    """

    __slots__ = ("line", "successors", "alternatives")

    def __init__(self, line: str, successors: list[str], alternatives: list[str] | None = None) -> None:
        self.line = line
        self.successors = successors
        self.alternatives = alternatives or []

    def copy(self) -> Terminator:
        return Terminator(self.line, list(self.successors), list(self.alternatives))


class Block:
    __slots__ = ("label", "groups", "term")

    def __init__(self, label: str) -> None:
        self.label = label
        self.groups: list[Group] = []
        self.term: Terminator | None = None

    def copy(self) -> Block:
        b = Block(self.label)
        b.groups = [g.copy() for g in self.groups]
        b.term = self.term.copy() if self.term else None
        return b


class Function:
    __slots__ = ("name", "header", "blocks")

    def __init__(self, name: str, header: str) -> None:
        self.name = name
        self.header = header
        self.blocks: list[Block] = []

    def copy(self) -> Function:
        f = Function(self.name, self.header)
        f.blocks = [b.copy() for b in self.blocks]
        return f

    def render(self) -> list[str]:
        out = [self.header + " {"]
        for i, b in enumerate(self.blocks):
            if i:
                out.append("")
            out.append(f"{b.label}:")
            for g in b.groups:
                out.extend(g.render())
            assert b.term is not None
            out.append(b.term.line)
        out.append("}")
        return out


class Module:
    __slots__ = ("header", "functions", "declarations", "comment")

    def __init__(self) -> None:
        self.header: list[str] = []
        self.functions: list[Function] = []
        self.declarations: list[str] = []
        self.comment: list[str] = []

    def copy(self) -> Module:
        m = Module()
        m.header = list(self.header)
        m.functions = [f.copy() for f in self.functions]
        m.declarations = list(self.declarations)
        m.comment = list(self.comment)
        return m

    def render(self) -> str:
        out = list(self.comment)
        out.extend(self.header)
        for f in self.functions:
            out.append("")
            out.extend(f.render())
        if self.declarations:
            out.append("")
            out.extend(self.declarations)
        return "\n".join(out) + "\n"

    def count(self) -> tuple[int, int, int]:
        """(functions, blocks, groups) — the size measure the reducer reports."""
        nb = sum(len(f.blocks) for f in self.functions)
        ng = sum(len(b.groups) for f in self.functions for b in f.blocks)
        return len(self.functions), nb, ng


_NAME_END = r"(?![\w.$])"


def use_pattern(name: str) -> re.Pattern[str]:
    """A regex matching uses of the local or global ``name`` (``%v3`` not inside ``%v31``)."""
    return re.compile(re.escape(name) + _NAME_END)


def replace_uses(fn: Function, name: str, replacement: str) -> None:
    """Replace every use of ``name`` in ``fn`` (instructions, phis, terminators) by ``replacement``."""
    pat = use_pattern(name)
    for b in fn.blocks:
        for g in b.groups:
            if g.kind == PHI or g.kind == FIXED_PHI:
                for pair in g.incoming:
                    if pat.fullmatch(pair[0]):
                        pair[0] = replacement
            else:
                g.lines = [pat.sub(replacement, ln) for ln in g.lines]
        assert b.term is not None
        b.term.line = pat.sub(replacement, b.term.line)


def prune_unreachable(fn: Function) -> None:
    """Drop blocks unreachable from the entry and the phi entries of edges that no longer exist."""
    by_label = {b.label: b for b in fn.blocks}
    seen = {fn.blocks[0].label}
    work = [fn.blocks[0]]
    while work:
        b = work.pop()
        assert b.term is not None
        for s in b.term.successors:
            if s not in seen:
                seen.add(s)
                work.append(by_label[s])
    fn.blocks = [b for b in fn.blocks if b.label in seen]
    preds: dict[str, set[str]] = {b.label: set() for b in fn.blocks}
    for b in fn.blocks:
        assert b.term is not None
        for s in b.term.successors:
            preds[s].add(b.label)
    for b in fn.blocks:
        for g in b.groups:
            if g.kind == PHI or g.kind == FIXED_PHI:
                g.incoming = [p for p in g.incoming if p[1] in preds[b.label]]
