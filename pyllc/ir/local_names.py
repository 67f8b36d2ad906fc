"""The local names of one function, for passes that add named values (LLVM: the function's
ValueSymbolTable and ``makeUniqueName``): a taken name gets the next number of the table's counter
appended (``SP_return``, ``StackGuard1``, ``rdx.shuf3``)."""

from __future__ import annotations

from typing import Any


class LocalNames:
    """The names taken in ``fn`` (values, arguments, blocks) and LLVM's ``LastUnique`` counter."""

    __slots__ = ("names", "last_unique")

    def __init__(self, fn: Any) -> None:
        names = {v.name for bb in fn.blocks for v in bb.instructions if v.name}
        names.update(a.name for a in fn.args if a.name)
        names.update(bb.name for bb in fn.blocks if bb.name)
        self.names: set[str] = names
        self.last_unique = 0

    def unique(self, name: str) -> str:
        """``name`` if free, else ``name`` with the next free number; the result is taken."""
        names = self.names
        if name not in names:
            names.add(name)
            return name
        while True:
            self.last_unique += 1
            cand = f"{name}{self.last_unique}"
            if cand not in names:
                names.add(cand)
                return cand
