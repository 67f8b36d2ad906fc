"""pyllc: a pure-Python implementation of LLVM's target-independent code generator and of ``llc``.

The library API (:mod:`pyllc.api`, ``docs/api.md``) is available here: :func:`parse_assembly`,
:func:`parse_file`, :func:`parse_bitcode`, :class:`Target`, :class:`TargetMachine`, the hooks' types and the
:class:`Diagnostic` exceptions; the JIT is :mod:`pyllc.jit` (``docs/jit.md``).  Importing them is cheap:
:mod:`pyllc.api` loads the code generator on first use.
"""

from __future__ import annotations

from pyllc import api as _api
from pyllc.api import *  # noqa: F403
from pyllc.version import LLVM_COMPAT_VERSION, __version__

__all__ = ["__version__", "LLVM_COMPAT_VERSION"]
__all__ += _api.__all__
