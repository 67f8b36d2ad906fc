"""What it is (LLVM: llvm/lib/ExecutionEngine/RuntimeDyld/RuntimeDyld.cpp and RuntimeDyldELF.cpp).

The dynamic linker of the JIT: it loads one ELF relocatable object into memory and links it.

* Layout (``RuntimeDyldImpl::loadObjectImpl``/``computeTotalAllocSize``): one :class:`MemoryBlock` per
  object, in three page-aligned parts -- code (``SHF_EXECINSTR`` sections, then the call stubs), read-only
  data (constants, ``.eh_frame`` with the zero terminator the unwinder expects, the GOT) and read+write
  data (``SHF_WRITE`` sections, ``.bss``, common symbols).  Keeping one block keeps every part within
  ±2 GB of the others, as the small code model requires.
* Symbols: an object's global and weak definitions enter the engine's table when it is loaded
  (:meth:`LoadedObject.exported`); its undefined ones are looked up at link time through the ``resolve``
  callback (other JIT modules, the user's resolver, the process: ``dlsym``).
* Relocations (``resolveRelocations``): applied to a copy of the block's bytes by the target's resolver
  (e.g. :mod:`pyllc.targets.x86.runtime_dyld`); a symbol out of reach of a 32-bit PC-relative call gets a
  stub jumping through its GOT slot, GOT-relative loads get a slot.  Then the bytes are copied in and each
  part gets its final protection (W^X).
* Thread-local storage is not implemented: a TLS section, symbol or relocation is refused
  (:class:`JITUnsupported`).
"""

from __future__ import annotations

import importlib
import struct
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Protocol

from pyllc.jit.elf import (
    SHN_ABS,
    SHN_COMMON,
    SHN_UNDEF,
    STB_LOCAL,
    STB_WEAK,
    STT_SECTION,
    STT_TLS,
    ObjectFile,
    Section,
    read_object,
)
from pyllc.mc.section import (
    SHF_ALLOC,
    SHF_EXECINSTR,
    SHF_TLS,
    SHF_WRITE,
    SHT_FINI_ARRAY,
    SHT_INIT_ARRAY,
    SHT_NOBITS,
    SHT_PREINIT_ARRAY,
)
from pyllc.jit.memory import PROT_EXEC, PROT_READ, PROT_WRITE, MemoryBlock, page_align


class LinkError(Exception):
    """A failure linking an object (the engine reports it as a ``JITError``)."""


class JITUnsupported(LinkError):
    """An object needs what the JIT does not implement (thread-local storage, a relocation type)."""


class Unresolved(LinkError):
    """Undefined symbols no resolver knows."""

    def __init__(self, names: list[str]) -> None:
        super().__init__(", ".join(names))
        self.names = names


class RelocationResolver(Protocol):
    """A target's relocation rules (LLVM: ``RuntimeDyldELF::resolveX86_64Relocation`` and friends)."""

    #: Relocation types that address a GOT slot of their symbol.
    got_types: frozenset[int]
    #: Relocation types of calls that reach a far symbol through a stub.
    stub_types: frozenset[int]
    #: Relocation types that need the block below 2 GB (32-bit absolute addresses).
    low_types: frozenset[int]
    stub_size: int

    def write_stub(self, image: bytearray, offset: int, address: int, got_address: int) -> None: ...

    def apply(
        self,
        image: bytearray,
        offset: int,
        place: int,
        rtype: int,
        value: int,
        addend: int,
        got: Callable[[], int],
        stub: Callable[[], int],
    ) -> None: ...


#: e_machine -> "module:class" of the target's resolver.
RESOLVERS: Final = {62: "pyllc.targets.x86.runtime_dyld:X86_64RelocationResolver"}


def resolver_for(machine: int) -> RelocationResolver:
    spec = RESOLVERS.get(machine)
    if spec is None:
        raise JITUnsupported(f"objects for ELF machine {machine} (the JIT links x86-64 objects)")
    mod, _, name = spec.partition(":")
    return getattr(importlib.import_module(mod), name)()


_PTR: Final = struct.Struct("<Q")


@dataclass(slots=True)
class _Part:
    offset: int = 0
    size: int = 0


def _array_priority(name: str) -> int:
    """``.init_array.00100`` -> 100; the plain section is 65535 (LLVM's default priority)."""
    tail = name.rsplit(".", 1)[-1]
    return int(tail) if tail.isdigit() else 65535


class LoadedObject:
    """One object in memory: :meth:`exported` are its definitions; :meth:`link` resolves, relocates and
    protects it; :meth:`release` unmaps it."""

    def __init__(self, data: bytes) -> None:
        obj = read_object(data)
        self.obj: ObjectFile = obj
        self.resolver = resolver_for(obj.machine)
        self._check_tls(obj)
        secs = [s for s in obj.sections if s.flags & SHF_ALLOC]
        code = [s for s in secs if s.flags & SHF_EXECINSTR]
        rw = [s for s in secs if s.flags & SHF_WRITE and not s.flags & SHF_EXECINSTR]
        ro = [s for s in secs if not s.flags & (SHF_WRITE | SHF_EXECINSTR)]
        # GOT slots and stubs: one per symbol a GOT-relative or call relocation names.
        r = self.resolver
        low = False
        got_keys: dict[int, int] = {}
        stub_keys: dict[int, int] = {}
        for relocs in obj.relocations.values():
            for _off, rtype, sym, _add in relocs:
                if rtype in r.got_types and sym not in got_keys:
                    got_keys[sym] = len(got_keys)
                elif rtype in r.stub_types and obj.symbols[sym].shndx == SHN_UNDEF and sym not in stub_keys:
                    stub_keys[sym] = len(stub_keys)
                if rtype in r.low_types:
                    low = True
        for sym in stub_keys:
            if sym not in got_keys:
                got_keys[sym] = len(got_keys)
        self._got_index = got_keys
        self._stub_index = stub_keys
        self.section_address: dict[int, int] = {}
        offsets: dict[int, int] = {}
        pos = 0

        def place(sections: list[Section]) -> None:
            nonlocal pos
            for s in sections:
                pos = (pos + s.align - 1) & ~(s.align - 1)
                offsets[s.index] = pos
                # .eh_frame is followed by the 4 zero bytes that end the list of CIEs/FDEs.
                pos += s.size + (4 if s.name == ".eh_frame" else 0)

        self._code = _Part(0)
        place(code)
        pos = (pos + 15) & ~15
        self._stubs_at = pos
        pos += len(stub_keys) * r.stub_size
        self._code.size = pos - self._code.offset
        pos = page_align(pos)
        self._ro = _Part(pos)
        place(ro)
        pos = (pos + 7) & ~7
        self._got_at = pos
        pos += 8 * len(got_keys)
        self._ro.size = pos - self._ro.offset
        pos = page_align(pos)
        self._rw = _Part(pos)
        place(rw)
        # Common symbols (LLVM: RuntimeDyldImpl::emitCommonSymbols) go at the end of the data.
        self._common: dict[int, int] = {}
        for i, s in enumerate(obj.symbols):
            if s.shndx == SHN_COMMON:
                align = max(s.value, 1)
                pos = (pos + align - 1) & ~(align - 1)
                self._common[i] = pos
                pos += s.size
        self._rw.size = pos - self._rw.offset
        self.block = MemoryBlock(pos, low=low)
        base = self.block.address
        self.image = bytearray(self.block.size)
        for idx, off in offsets.items():
            s = obj.sections[idx]
            self.section_address[idx] = base + off
            if s.type != SHT_NOBITS:
                self.image[off : off + s.size] = s.data
        self._offsets = offsets
        self.eh_frame: int = next(
            (base + offsets[s.index] for s in secs if s.name == ".eh_frame" and s.size), 0
        )
        self.linked = False

    @staticmethod
    def _check_tls(obj: ObjectFile) -> None:
        for s in obj.sections:
            if s.flags & SHF_TLS and s.flags & SHF_ALLOC:
                raise JITUnsupported(f"thread-local storage (section '{s.name}')")
        for s in obj.symbols:
            if s.type == STT_TLS:
                raise JITUnsupported(f"thread-local storage (thread_local variable '{s.name}')")

    def exported(self) -> dict[str, tuple[int, bool]]:
        """Name -> (address, weak) of the object's global and weak definitions."""
        out: dict[str, tuple[int, bool]] = {}
        base = self.block.address
        for i, s in enumerate(self.obj.symbols):
            if s.bind == STB_LOCAL or s.shndx == SHN_UNDEF or not s.name:
                continue
            if s.shndx == SHN_COMMON:
                addr = base + self._common[i]
            elif s.shndx == SHN_ABS:
                addr = s.value
            elif s.shndx in self.section_address:
                addr = self.section_address[s.shndx] + s.value
            else:
                continue
            out[s.name] = (addr, s.bind == STB_WEAK)
        return out

    def _symbol_value(self, i: int, resolve: Callable[[str], int | None], missing: list[str]) -> int:
        s = self.obj.symbols[i]
        if s.type == STT_SECTION or (s.bind == STB_LOCAL and s.shndx not in (SHN_UNDEF, SHN_ABS, SHN_COMMON)):
            addr = self.section_address.get(s.shndx)
            if addr is None:
                raise LinkError(f"relocation against a section that is not loaded (symbol '{s.name}')")
            return addr + (0 if s.type == STT_SECTION else s.value)
        if s.shndx == SHN_ABS:
            return s.value
        if s.shndx == SHN_COMMON:
            return self.block.address + self._common[i]
        # A global: the engine's table decides (a definition elsewhere may take precedence over a weak one).
        got = resolve(s.name)
        if got is None:
            if s.shndx != SHN_UNDEF:
                return self.section_address[s.shndx] + s.value
            if s.bind == STB_WEAK:
                return 0
            missing.append(s.name)
            return 0
        return got

    def link(self, resolve: Callable[[str], int | None]) -> None:
        """Resolve every symbol, apply the relocations, write the bytes and protect the parts."""
        obj = self.obj
        r = self.resolver
        base = self.block.address
        image = self.image
        missing: list[str] = []
        values: dict[int, int] = {}

        def value(sym: int) -> int:
            v = values.get(sym)
            if v is None:
                v = values[sym] = self._symbol_value(sym, resolve, missing)
            return v

        for sym, k in self._got_index.items():
            _PTR.pack_into(image, self._got_at + 8 * k, value(sym) & 0xFFFFFFFFFFFFFFFF)
        for sym, k in self._stub_index.items():
            at = self._stubs_at + k * r.stub_size
            r.write_stub(image, at, base + at, base + self._got_at + 8 * self._got_index[sym])
        if missing:
            raise Unresolved(sorted(set(missing)))
        for sec, relocs in obj.relocations.items():
            sec_off = self._offsets.get(sec)
            if sec_off is None:
                continue
            for off, rtype, sym, addend in relocs:
                at = sec_off + off

                def got(sym: int = sym) -> int:
                    return base + self._got_at + 8 * self._got_index[sym]

                def stub(sym: int = sym) -> int:
                    k = self._stub_index.get(sym)
                    if k is None:
                        raise LinkError(f"relocation to '{obj.symbols[sym].name}' out of range")
                    return base + self._stubs_at + k * r.stub_size

                r.apply(image, at, base + at, rtype, value(sym) if sym else 0, addend, got, stub)
        self.block.write(0, image)
        self.block.protect(self._code.offset, self._code.size, PROT_READ | PROT_EXEC)
        self.block.protect(self._ro.offset, self._ro.size, PROT_READ)
        self.block.protect(self._rw.offset, self._rw.size, PROT_READ | PROT_WRITE)
        self.image = bytearray()
        self.linked = True

    def function_arrays(self) -> tuple[list[int], list[int]]:
        """The relocated ``.preinit_array``/``.init_array`` function addresses in calling order
        (priority, then position), and the ``.fini_array`` ones in calling order (the reverse)."""
        inits: list[tuple[int, int, int]] = []
        finis: list[tuple[int, int, int]] = []
        import ctypes

        for s in self.obj.sections:
            if s.type not in (SHT_INIT_ARRAY, SHT_FINI_ARRAY, SHT_PREINIT_ARRAY) or not s.flags & SHF_ALLOC:
                continue
            addr = self.section_address[s.index]
            prio = -1 if s.type == SHT_PREINIT_ARRAY else _array_priority(s.name)
            ptrs = [ctypes.c_uint64.from_address(addr + 8 * k).value for k in range(s.size // 8)]
            target = finis if s.type == SHT_FINI_ARRAY else inits
            target.extend((prio, k, p) for k, p in enumerate(ptrs) if p)
        inits.sort()
        finis.sort()
        return [p for _, _, p in inits], [p for _, _, p in reversed(finis)]

    def release(self) -> None:
        self.block.release()
        self.section_address.clear()


def load_object(data: bytes) -> LoadedObject:
    """Lay ``data`` out in fresh memory (not linked yet)."""
    from pyllc.jit.elf import ObjectFormatError

    try:
        return LoadedObject(data)
    except ObjectFormatError as e:
        raise LinkError(f"cannot load the object: {e}") from None
