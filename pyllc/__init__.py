"""pyllc: a pure-Python implementation of LLVM's target-independent code generator and of ``llc``."""

__version__ = "0.1.0"
#: The LLVM release whose behaviour, names and formats pyllc follows.
LLVM_COMPAT_VERSION = "14.0.6"
