"""What it is (LLVM: llvm/lib/ExecutionEngine/MCJIT/MCJIT.cpp, ExecutionEngine.cpp, SectionMemoryManager and
RTDyldMemoryManager's ``getSymbolAddressInProcess``/``registerEHFrames``).

The :class:`ExecutionEngine` compiles modules to ELF objects in memory with the code generator's object path
(:meth:`pyllc.TargetMachine.emit_object`: MCAssembler and ELF writer, no assembler text), loads and links
them with :mod:`pyllc.jit.dyld` and hands out addresses and ``ctypes`` functions.

Symbol lookup order for an undefined symbol: the engine's own table (definitions of every module added,
and :meth:`ExecutionEngine.add_symbol`), then the user's ``symbol_resolver(name) -> address | None``, then
the process (``dlsym(RTLD_DEFAULT)``: libc, and libm, which the engine loads ``RTLD_GLOBAL``).

Modules are linked lazily, as MCJIT's ``finalizeObject``: :meth:`~ExecutionEngine.add_module` compiles and
lays the object out (its definitions become visible at once, so modules may refer to each other in any
order); the first address request (or :meth:`~ExecutionEngine.finalize_object`) resolves, relocates,
protects, registers ``.eh_frame`` with ``__register_frame`` and runs the static constructors
(``llvm.global_ctors`` → ``.init_array``).  :meth:`~ExecutionEngine.close` runs the destructors, deregisters
the frames and unmaps the memory; functions obtained from the engine must not be called afterwards.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from pyllc.api import Diagnostic, TargetMachine, UnsupportedError
from pyllc.jit.dyld import JITUnsupported, LinkError, LoadedObject, Unresolved, load_object

if TYPE_CHECKING:
    from pyllc.ir.module import Function, Module
    from pyllc.ir.types import Type


class JITError(Diagnostic):
    """The JIT could not load, link or find something."""


class UnresolvedSymbolError(JITError):
    """Undefined symbols that no JIT module, resolver or library of the process defines; :attr:`symbols`
    lists them.  Nothing of the module is executable then (the engine stays usable: add the missing
    definitions and ask again)."""

    def __init__(self, symbols: list[str]) -> None:
        super().__init__(None, "unresolved symbols: " + ", ".join(symbols))
        self.symbols = symbols


_process = ctypes.CDLL(None)
_libm: ctypes.CDLL | None = None
_libgcc: ctypes.CDLL | None = None
_FROM_IR: Any = object()


def _load_libraries() -> None:
    """libm (``RTLD_GLOBAL``, so ``dlsym`` finds ``sin``) and libgcc_s's frame registration."""
    global _libm, _libgcc
    if _libm is None:
        name = ctypes.util.find_library("m") or "libm.so.6"
        _libm = ctypes.CDLL(name, mode=ctypes.RTLD_GLOBAL)
    if _libgcc is None:
        try:
            _libgcc = ctypes.CDLL(
                ctypes.util.find_library("gcc_s") or "libgcc_s.so.1", mode=ctypes.RTLD_GLOBAL
            )
        except OSError:  # pragma: no cover - no libgcc_s: frames are not registered
            _libgcc = None


def _frame_function(name: str) -> Any:
    """libgcc's ``__register_frame``/``__deregister_frame`` (looked up by name: a ``__`` attribute inside a
    class body would be mangled)."""
    assert _libgcc is not None
    return _libgcc[name]


def process_symbol(name: str) -> int | None:
    """The address of ``name`` in the running process (``dlsym``), or None."""
    try:
        return ctypes.cast(getattr(_process, name), ctypes.c_void_p).value
    except AttributeError:
        return None


_INT_TYPES: dict[tuple[int, bool], Any] = {
    (1, False): ctypes.c_bool,
    (1, True): ctypes.c_bool,
    (8, True): ctypes.c_int8,
    (8, False): ctypes.c_uint8,
    (16, True): ctypes.c_int16,
    (16, False): ctypes.c_uint16,
    (32, True): ctypes.c_int32,
    (32, False): ctypes.c_uint32,
    (64, True): ctypes.c_int64,
    (64, False): ctypes.c_uint64,
}


def ctype_of(ty: Type, attrs: Any = None) -> Any:
    """The ``ctypes`` type of an IR parameter or return type: integers signed unless ``zeroext``,
    ``float``/``double``/``x86_fp80`` as ``c_float``/``c_double``/``c_longdouble``, pointers ``c_void_p``,
    ``void`` None.  Aggregates by value raise :class:`JITError` (pass them by pointer)."""
    from pyllc.ir import types as T

    tid = ty.tid
    if tid == T.IntegerTyID:
        unsigned = attrs is not None and attrs.has("zeroext")
        c = _INT_TYPES.get((ty.bits, not unsigned))
        if c is None:
            raise JITError(None, f"no ctypes type for '{ty}' (integers of 1, 8, 16, 32 and 64 bits)")
        return c
    if tid == T.FloatTyID:
        return ctypes.c_float
    if tid == T.DoubleTyID:
        return ctypes.c_double
    if tid == T.X86_FP80TyID:
        return ctypes.c_longdouble
    if tid == T.PointerTyID:
        return ctypes.c_void_p
    if tid == T.VoidTyID:
        return None
    raise JITError(None, f"no ctypes type for '{ty}': pass aggregates and vectors by pointer")


class ExecutionEngine:
    """An in-memory code generator and linker for ``target_machine``'s host triple (see the module
    docstring).  Use it as a context manager or call :meth:`close`."""

    def __init__(
        self,
        target_machine: TargetMachine | None = None,
        *,
        symbol_resolver: Callable[[str], int | None] | None = None,
    ) -> None:
        import platform

        if target_machine is None:
            target_machine = TargetMachine(reloc="pic")
        if not target_machine.triple.startswith(("x86_64", "amd64")) or platform.machine() not in (
            "x86_64",
            "AMD64",
        ):
            raise UnsupportedError(
                None,
                f"JIT for '{target_machine.triple}' on {platform.machine()} (the JIT runs x86-64 code on x86-64)",
            )
        _load_libraries()
        self.target_machine = target_machine
        self.symbol_resolver = symbol_resolver
        self._symbols: dict[str, int] = {}
        self._weak: set[str] = set()
        self._objects: list[LoadedObject] = []
        self._pending: list[LoadedObject] = []
        self._modules: list[Module] = []
        self._keep: list[Any] = []  # ctypes callbacks given to add_symbol, alive as long as the engine
        self._finis: list[int] = []
        self._frames: list[int] = []
        self._closed = False
        #: The engine's ``__dso_handle`` (what crtbegin gives a linked program and ORC a JITDylib): C++
        #: static destructors registered with ``__cxa_atexit`` against it run in :meth:`close`
        #: (``__cxa_finalize``), before the code is unmapped.
        self._dso_handle = ctypes.c_uint64(0)
        self._dso_handle_used = False

    # ----- adding code -----
    def add_module(self, module: Module) -> None:
        """Compile ``module`` to an object and load it (:meth:`add_object`); raises the compiler's
        :class:`~pyllc.Diagnostic` errors or :class:`JITError`."""
        self._check_open()
        data = self.target_machine.emit_object(module)
        self.add_object(data)
        self._modules.append(module)

    def add_object(self, data: bytes) -> None:
        """Load an ELF relocatable object (linked on the next address request)."""
        self._check_open()
        try:
            obj = load_object(data)
        except JITUnsupported as e:
            raise UnsupportedError(None, str(e)) from None
        except LinkError as e:
            raise JITError(None, str(e)) from None
        exported = obj.exported()
        for name, (_addr, weak) in exported.items():
            if name in self._symbols and not (weak or name in self._weak):
                obj.release()
                raise JITError(None, f"symbol '{name}' is already defined in the engine")
        for name, (addr, weak) in exported.items():
            if name in self._symbols and weak:
                continue
            self._symbols[name] = addr
            if weak:
                self._weak.add(name)
            else:
                self._weak.discard(name)
        self._objects.append(obj)
        self._pending.append(obj)

    def add_symbol(self, name: str, value: int | Any) -> None:
        """Define ``name`` for JIT code: an address, or a ``ctypes`` function or object (for instance a
        ``CFUNCTYPE`` wrapping a Python callable, kept alive by the engine)."""
        self._check_open()
        if isinstance(value, int):
            addr = value
        else:
            self._keep.append(value)
            addr = ctypes.cast(value, ctypes.c_void_p).value or 0
        self._symbols[name] = addr

    # ----- linking -----
    def _resolve(self, name: str) -> int | None:
        addr = self._symbols.get(name)
        if addr is not None:
            return addr
        if name == "__dso_handle":
            self._dso_handle_used = True
            return ctypes.addressof(self._dso_handle)
        if self.symbol_resolver is not None:
            got = self.symbol_resolver(name)
            if got is not None:
                return int(got)
        return process_symbol(name)

    def finalize_object(self) -> None:
        """Link every module added since the last call (LLVM ``MCJIT::finalizeObject``), register its
        frames and run its constructors."""
        self._check_open()
        pending, self._pending = self._pending, []
        missing: list[str] = []
        linked: list[LoadedObject] = []
        for i, obj in enumerate(pending):
            try:
                obj.link(self._resolve)
            except Unresolved as e:
                missing.extend(e.names)
                self._pending.append(obj)
                continue
            except JITUnsupported as e:
                self._pending.extend(pending[i + 1 :])
                raise UnsupportedError(None, str(e)) from None
            except LinkError as e:
                self._pending.extend(pending[i + 1 :])
                raise JITError(None, str(e)) from None
            linked.append(obj)
        for obj in linked:
            if obj.eh_frame and _libgcc is not None:
                _frame_function("__register_frame")(ctypes.c_void_p(obj.eh_frame))
                self._frames.append(obj.eh_frame)
        for obj in linked:
            inits, finis = obj.function_arrays()
            self._finis[:0] = finis
            for addr in inits:
                ctypes.CFUNCTYPE(None)(addr)()
        if missing:
            raise UnresolvedSymbolError(sorted(set(missing)))

    # ----- lookup -----
    def get_function_address(self, name: str) -> int:
        """The address of the function or global ``name`` defined by a module of the engine (LLVM
        ``getFunctionAddress``), linking first; :class:`JITError` when no module defines it."""
        self._check_open()
        if self._pending:
            self.finalize_object()
        addr = self._symbols.get(name)
        if addr is None:
            raise JITError(None, f"no symbol '{name}' in the JIT modules")
        return addr

    get_global_value_address = get_function_address

    def _find_function(self, name: str) -> Function | None:
        for m in reversed(self._modules):
            fn = m.get_function(name)
            if fn is not None and not fn.is_declaration():
                return fn
        return None

    def get_function(self, name: str, restype: Any = _FROM_IR, argtypes: Sequence[Any] | None = None) -> Any:
        """``name`` as a callable ``ctypes`` function; ``restype``/``argtypes`` default to the IR
        signature (:func:`ctype_of`).  A variadic function takes its fixed parameters only."""
        addr = self.get_function_address(name)
        if restype is _FROM_IR or argtypes is None:
            fn = self._find_function(name)
            if fn is None:
                raise JITError(None, f"'{name}' has no IR definition: give restype and argtypes")
            fty = fn.function_type
            if restype is _FROM_IR:
                assert fty.elem is not None
                restype = ctype_of(fty.elem, fn.attrs.ret)
            if argtypes is None:
                argtypes = [ctype_of(p, fn.attrs.param(i)) for i, p in enumerate(fty.params or ())]
        return ctypes.CFUNCTYPE(restype, *argtypes)(addr)

    def run_main(self, argv: Sequence[str] = ("a.out",), name: str = "main") -> int:
        """Call ``main(argc, argv)`` (or ``main()``) and return its status, libc's ``stdout`` flushed
        afterwards (LLVM ``runFunctionAsMain``)."""
        fn = self._find_function(name)
        addr = self.get_function_address(name)
        nparams = len(fn.function_type.params or ()) if fn is not None else 2
        args = (ctypes.c_char_p * (len(argv) + 1))(*[a.encode() for a in argv], None)
        if nparams == 0:
            status = ctypes.CFUNCTYPE(ctypes.c_int)(addr)()
        else:
            status = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_int, ctypes.c_void_p)(addr)(len(argv), args)
        flush_c_stdio()
        return status

    # ----- teardown -----
    def run_static_destructors(self) -> None:
        """Run the ``llvm.global_dtors`` (``.fini_array``) functions of the linked modules, once."""
        finis, self._finis = self._finis, []
        for addr in finis:
            ctypes.CFUNCTYPE(None)(addr)()

    def close(self) -> None:
        """Run the destructors (those registered with ``__cxa_atexit`` first), deregister the frames and
        unmap every module's memory."""
        if self._closed:
            return
        try:
            if self._dso_handle_used:
                self._dso_handle_used = False
                _process.__cxa_finalize(ctypes.c_void_p(ctypes.addressof(self._dso_handle)))
            self.run_static_destructors()
        finally:
            self._closed = True
            if _libgcc is not None:
                for f in self._frames:
                    _frame_function("__deregister_frame")(ctypes.c_void_p(f))
            self._frames.clear()
            for obj in self._objects:
                obj.release()
            self._objects.clear()
            self._pending.clear()
            self._symbols.clear()
            self._modules.clear()
            self._keep.clear()

    def _check_open(self) -> None:
        if self._closed:
            raise JITError(None, "the execution engine is closed")

    def __enter__(self) -> ExecutionEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # noqa: S110 - never raise from a finalizer
            pass


def flush_c_stdio() -> None:
    """``fflush(NULL)``: write out what C code (``printf``) buffered."""
    _process.fflush(None)


def create_engine(
    target_machine: TargetMachine | None = None, *, symbol_resolver: Callable[[str], int | None] | None = None
) -> ExecutionEngine:
    """An :class:`ExecutionEngine` (LLVM ``EngineBuilder::create``); without a target machine, the host's
    with ``reloc="pic"`` (position-independent code reaches libraries anywhere in the address space)."""
    return ExecutionEngine(target_machine, symbol_resolver=symbol_resolver)
