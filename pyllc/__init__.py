"""pyllc: a pure-Python implementation of LLVM's target-independent code generator and of ``llc``.

The library API (:mod:`pyllc.api`) is re-exported here: :func:`parse_assembly`, :func:`parse_file`,
:func:`parse_bitcode`, :class:`Target`, :class:`TargetMachine` and the :class:`Diagnostic` exceptions; the
JIT is :mod:`pyllc.jit`.  The names are loaded on first use, so ``import pyllc`` (and the ``pyllc``
command's start-up) stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"
#: The LLVM release whose behaviour, names and formats pyllc follows.
LLVM_COMPAT_VERSION = "14.0.6"

if TYPE_CHECKING:
    from pyllc.api import (
        CompileError,
        Diagnostic,
        InternalError,
        OptionError,
        ParseError,
        PassEvent,
        PassTiming,
        Target,
        TargetError,
        TargetMachine,
        UnsupportedError,
        parse_assembly,
        parse_bitcode,
        parse_file,
    )

__all__ = [
    "__version__",
    "LLVM_COMPAT_VERSION",
    "Diagnostic",
    "ParseError",
    "TargetError",
    "UnsupportedError",
    "CompileError",
    "InternalError",
    "OptionError",
    "parse_assembly",
    "parse_bitcode",
    "parse_file",
    "Target",
    "TargetMachine",
    "PassEvent",
    "PassTiming",
]

_API = frozenset(__all__[2:])


def __getattr__(name: str) -> Any:
    if name in _API:
        from pyllc import api

        return getattr(api, name)
    if name == "jit":
        import importlib

        return importlib.import_module("pyllc.jit")
    raise AttributeError(f"module 'pyllc' has no attribute {name!r}")
