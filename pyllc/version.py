"""pyllc's version and the LLVM release it follows (re-exported by :mod:`pyllc`)."""

from __future__ import annotations

__version__ = "0.1.0"
#: The LLVM release whose behaviour, names and formats pyllc follows.
LLVM_COMPAT_VERSION = "14.0.6"
