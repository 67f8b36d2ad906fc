"""pyllc: a pure-Python implementation of LLVM's target-independent code generator and of ``llc``.

The library API (:mod:`pyllc.api`, ``docs/api.md``) is available here: :func:`parse_assembly`,
:func:`parse_file`, :func:`parse_bitcode`, :class:`Target`, :class:`TargetMachine`, the hooks' types and the
:class:`Diagnostic` exceptions; the JIT is :mod:`pyllc.jit` (``docs/jit.md``).  Importing them is cheap:
:mod:`pyllc.api` loads the code generator on first use.
"""

from __future__ import annotations

__version__ = "0.1.0"
#: The LLVM release whose behaviour, names and formats pyllc follows.
LLVM_COMPAT_VERSION = "14.0.6"

from pyllc import api as _api  # noqa: E402 - after the version, which the api's modules may read
from pyllc.api import *  # noqa: E402, F403

__all__ = ["__version__", "LLVM_COMPAT_VERSION"]
__all__ += _api.__all__
