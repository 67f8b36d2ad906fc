"""The JIT (LLVM: MCJIT and RuntimeDyld): compile modules in memory and call them from Python.

::

    import pyllc, pyllc.jit
    engine = pyllc.jit.create_engine()            # the host, reloc="pic"
    engine.add_module(pyllc.parse_assembly(text))
    add = engine.get_function("add")               # a ctypes function typed from the IR signature
    print(add(2, 3))
    engine.close()                                 # destructors, frames deregistered, memory unmapped

See :mod:`pyllc.jit.engine` (the engine), :mod:`pyllc.jit.dyld` (loading and relocation),
:mod:`pyllc.jit.memory` (W^X pages) and ``docs/jit.md``.
"""

from pyllc.jit.engine import (
    ExecutionEngine,
    JITError,
    UnresolvedSymbolError,
    create_engine,
    ctype_of,
    flush_c_stdio,
    process_symbol,
)

__all__ = [
    "ExecutionEngine",
    "JITError",
    "UnresolvedSymbolError",
    "create_engine",
    "ctype_of",
    "flush_c_stdio",
    "process_symbol",
]
