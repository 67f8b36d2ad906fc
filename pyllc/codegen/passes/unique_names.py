"""Unique local names for IR a pass adds (LLVM: ``ValueSymbolTable::makeUniqueName``).

What it is: the names already used in a function (instructions, arguments, blocks); ``unique(name)`` returns
``name`` when free, else ``name`` followed by the next free number of one counter shared by the function, as
LLVM's symbol table does (``new``, ``new1``, ``loaded2``...).
"""

from __future__ import annotations

from typing import Any


class UniqueNames:
    """The local names of one function and LLVM's uniquing counter."""

    __slots__ = ("names", "last_unique")

    def __init__(self, fn: Any) -> None:
        names: set[str] = {v.name for bb in fn.blocks for v in bb.instructions if v.name}
        names.update(a.name for a in fn.args if a.name)
        names.update(bb.name for bb in fn.blocks if bb.name)
        self.names = names
        self.last_unique = 0

    def unique(self, name: str) -> str:
        if name not in self.names:
            self.names.add(name)
            return name
        while True:
            self.last_unique += 1
            cand = f"{name}{self.last_unique}"
            if cand not in self.names:
                self.names.add(cand)
                return cand
