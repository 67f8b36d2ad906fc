"""What it is (LLVM: lib/CodeGen/LiveVariables.cpp)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar


@dataclass(frozen=True, slots=True)
class LiveVariables:
    name: ClassVar[str] = "livevars"
    description: ClassVar[str] = "Live Variable Analysis"
    is_analysis: ClassVar[bool] = True

    def run(self, mf: Any, am: Any) -> Any:
        raise NotImplementedError
