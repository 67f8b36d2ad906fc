"""What it is (LLVM: RuntimeDyldELF.cpp ``resolveX86_64Relocation`` and the x86-64 stub of
``RuntimeDyldELF::processRelocationRef``).

How the JIT (:mod:`pyllc.jit.dyld`) applies x86-64 relocations.  ``S`` is the symbol's address, ``A`` the
addend, ``P`` the place; a PLT32 call whose target is beyond ±2 GB (a libc function, usually) goes through
a stub ``jmp *slot(%rip)`` whose GOT slot holds the address; GOT-relative loads (``GOTPCREL``,
``GOTPCRELX``, ``REX_GOTPCRELX``) address the symbol's slot, left unrelaxed.  Thread-local relocations are
refused (the JIT has no TLS).
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Final

from pyllc.jit.dyld import JITUnsupported, LinkError
from pyllc.targets.x86.mc.elf_object_writer import (
    R_X86_64_8,
    R_X86_64_16,
    R_X86_64_32,
    R_X86_64_32S,
    R_X86_64_64,
    R_X86_64_DTPOFF32,
    R_X86_64_DTPOFF64,
    R_X86_64_GOTPCREL,
    R_X86_64_GOTPCRELX,
    R_X86_64_GOTTPOFF,
    R_X86_64_PC8,
    R_X86_64_PC16,
    R_X86_64_PC32,
    R_X86_64_PC64,
    R_X86_64_REX_GOTPCRELX,
    R_X86_64_TLSGD,
    R_X86_64_TLSLD,
    R_X86_64_TPOFF32,
    R_X86_64_TPOFF64,
)

R_X86_64_NONE: Final = 0
R_X86_64_PLT32: Final = 4

_TLS: Final = frozenset(
    (
        R_X86_64_DTPOFF32,
        R_X86_64_DTPOFF64,
        R_X86_64_GOTTPOFF,
        R_X86_64_TLSGD,
        R_X86_64_TLSLD,
        R_X86_64_TPOFF32,
        R_X86_64_TPOFF64,
    )
)
#: type -> (struct format, low, high, pc-relative) of the plain data relocations.
_FIELDS: Final = {
    R_X86_64_64: ("<Q", 0, 1 << 64, False),
    R_X86_64_PC64: ("<q", -(1 << 63), 1 << 63, True),
    R_X86_64_32: ("<I", 0, 1 << 32, False),
    R_X86_64_32S: ("<i", -(1 << 31), 1 << 31, False),
    R_X86_64_PC32: ("<i", -(1 << 31), 1 << 31, True),
    R_X86_64_16: ("<H", 0, 1 << 16, False),
    R_X86_64_PC16: ("<h", -(1 << 15), 1 << 15, True),
    R_X86_64_8: ("<B", 0, 1 << 8, False),
    R_X86_64_PC8: ("<b", -(1 << 7), 1 << 7, True),
}
_NAMES: Final = {
    R_X86_64_64: "R_X86_64_64",
    R_X86_64_PC64: "R_X86_64_PC64",
    R_X86_64_32: "R_X86_64_32",
    R_X86_64_32S: "R_X86_64_32S",
    R_X86_64_PC32: "R_X86_64_PC32",
    R_X86_64_16: "R_X86_64_16",
    R_X86_64_PC16: "R_X86_64_PC16",
    R_X86_64_8: "R_X86_64_8",
    R_X86_64_PC8: "R_X86_64_PC8",
}
_I32: Final = struct.Struct("<i")


class X86_64RelocationResolver:
    got_types: frozenset[int] = frozenset((R_X86_64_GOTPCREL, R_X86_64_GOTPCRELX, R_X86_64_REX_GOTPCRELX))
    stub_types: frozenset[int] = frozenset((R_X86_64_PLT32,))
    low_types: frozenset[int] = frozenset((R_X86_64_32, R_X86_64_32S))
    #: ``jmp *disp32(%rip)`` and two ``int3`` of padding.
    stub_size: int = 8

    def write_stub(self, image: bytearray, offset: int, address: int, got_address: int) -> None:
        image[offset : offset + 8] = b"\xff\x25" + _I32.pack(got_address - (address + 6)) + b"\xcc\xcc"

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
    ) -> None:
        if rtype == R_X86_64_NONE:
            return
        if rtype in self.got_types:
            v = got() + addend - place
            if not -(1 << 31) <= v < 1 << 31:
                raise LinkError("GOT slot out of range of a 32-bit PC-relative reference")
            _I32.pack_into(image, offset, v)
            return
        if rtype == R_X86_64_PLT32:
            v = value + addend - place
            if not -(1 << 31) <= v < 1 << 31:
                # A call to a far function (LLVM: the stub RuntimeDyldELF makes for an external symbol).
                v = stub() + addend - place
            _I32.pack_into(image, offset, v)
            return
        field = _FIELDS.get(rtype)
        if field is None:
            if rtype in _TLS:
                raise JITUnsupported("thread-local storage (TLS relocation)")
            raise JITUnsupported(f"x86-64 relocation type {rtype}")
        fmt, lo, hi, pcrel = field
        v = value + addend - (place if pcrel else 0)
        if fmt == "<Q":
            v &= (1 << 64) - 1
        elif not lo <= v < hi:
            hint = " (a static relocation-model object: JIT with reloc='pic')"
            raise LinkError(f"{_NAMES[rtype]} value {v:#x} out of range{hint}")
        struct.pack_into(fmt, image, offset, v)
