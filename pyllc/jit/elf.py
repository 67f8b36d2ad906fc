"""What it is (LLVM: llvm/Object/ELFObjectFile.h, the parts RuntimeDyld reads).

A reader of 64-bit little-endian ELF relocatable objects, as the code generator writes them
(``TargetMachine.emit_object``): the section headers, the symbol table and the ``SHT_RELA`` relocation
sections, decoded into plain tuples for :mod:`pyllc.jit.dyld` to load.  Anything else (32-bit or big-endian
files, executables, ``SHT_REL``) is refused with :class:`ObjectFormatError`.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from typing import Final

from pyllc.mc.section import SHF_ALLOC, SHT_NOBITS

ET_REL: Final = 1
SHT_SYMTAB: Final = 2
SHT_RELA: Final = 4
SHT_REL: Final = 9
SHN_UNDEF: Final = 0
SHN_ABS: Final = 0xFFF1
SHN_COMMON: Final = 0xFFF2
STB_LOCAL: Final = 0
STB_WEAK: Final = 2
STT_SECTION: Final = 3
STT_TLS: Final = 6

_EHDR: Final = struct.Struct("<16sHHIQQQIHHHHHH")
_SHDR: Final = struct.Struct("<IIQQQQIIQQ")
_SYM: Final = struct.Struct("<IBBHQQ")
_RELA: Final = struct.Struct("<QQq")


class ObjectFormatError(Exception):
    """The bytes are not an ELF relocatable object this reader handles."""


@dataclass(slots=True)
class Section:
    index: int
    name: str
    type: int
    flags: int
    size: int
    align: int
    data: bytes
    info: int
    link: int
    entsize: int


@dataclass(slots=True)
class Symbol:
    name: str
    value: int
    size: int
    bind: int
    type: int
    shndx: int


@dataclass(slots=True)
class ObjectFile:
    """A parsed relocatable object: ``machine`` is ``e_machine`` (62: x86-64); ``relocations`` maps a
    section index to its ``(offset, type, symbol index, addend)`` list."""

    machine: int
    sections: list[Section]
    symbols: list[Symbol]
    relocations: dict[int, list[tuple[int, int, int, int]]] = field(
        default_factory=dict[int, list[tuple[int, int, int, int]]]
    )


def read_object(data: bytes) -> ObjectFile:
    """Decode ``data`` (an ELF64 little-endian ``ET_REL`` file)."""
    if len(data) < _EHDR.size or data[:4] != b"\x7fELF":
        raise ObjectFormatError("not an ELF file")
    if data[4] != 2 or data[5] != 1:
        raise ObjectFormatError("only 64-bit little-endian ELF objects are supported")
    ident, e_type, machine, _v, _entry, _phoff, shoff, _flags, _eh, _phes, _phn, shes, shnum, shstrndx = (
        _EHDR.unpack_from(data, 0)
    )
    del ident
    if e_type != ET_REL:
        raise ObjectFormatError("not a relocatable object (ET_REL)")
    raw: list[tuple[int, ...]] = [_SHDR.unpack_from(data, shoff + i * shes) for i in range(shnum)]
    strndx = int(shstrndx)
    names_off = int(raw[strndx][4]) if strndx < len(raw) else 0

    def cstr(base: int, off: int) -> str:
        end = data.index(b"\0", base + off)
        return data[base + off : end].decode("utf-8", "surrogateescape")

    sections: list[Section] = []
    for i, (name, typ, flags, _addr, off, size, link, info, align, entsize) in enumerate(raw):
        body = b"" if typ == SHT_NOBITS else data[off : off + size]
        sections.append(
            Section(i, cstr(names_off, name), typ, flags, size, align or 1, body, info, link, entsize)
        )
    symbols: list[Symbol] = []
    symtab = next((s for s in sections if s.type == SHT_SYMTAB), None)
    if symtab is not None:
        strtab = raw[symtab.link][4]
        for k in range(symtab.size // _SYM.size):
            name, info, _other, shndx, value, size = _SYM.unpack_from(symtab.data, k * _SYM.size)
            symbols.append(Symbol(cstr(strtab, name), value, size, info >> 4, info & 0xF, shndx))
    obj = ObjectFile(machine, sections, symbols)
    for s in sections:
        if s.type == SHT_REL:
            raise ObjectFormatError(f"SHT_REL section '{s.name}' (only SHT_RELA is supported)")
        if s.type == SHT_RELA and sections[s.info].flags & SHF_ALLOC:
            obj.relocations[s.info] = [
                (off, info & 0xFFFFFFFF, info >> 32, addend)
                for off, info, addend in (
                    _RELA.unpack_from(s.data, k * _RELA.size) for k in range(s.size // 24)
                )
            ]
    return obj
