"""What it is (LLVM: llvm/ExecutionEngine/SectionMemoryManager.cpp, llvm/Support/Memory.h).

Pages for JIT code and data, from ``mmap`` through ``ctypes`` (no Python ``mmap`` object: its buffer
cannot be made executable).  A :class:`MemoryBlock` is mapped read+write, filled and relocated, then each
part gets its final protection with ``mprotect`` (W^X: code read+execute, constants read-only, data stays
read+write) and is unmapped by :meth:`MemoryBlock.release`.  ``low=True`` maps below 2 GB
(``MAP_32BIT``), for objects with 32-bit absolute relocations (the static relocation model).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import mmap
import os
from typing import Final

PROT_NONE: Final = 0
PROT_READ: Final = 1
PROT_WRITE: Final = 2
PROT_EXEC: Final = 4
_MAP_PRIVATE: Final = 0x02
_MAP_ANONYMOUS: Final = 0x20
_MAP_32BIT: Final = 0x40
PAGE_SIZE: Final = mmap.PAGESIZE

_libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
_mmap = _libc.mmap
_mmap.restype = ctypes.c_void_p
_mmap.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long)
_mprotect = _libc.mprotect
_mprotect.restype = ctypes.c_int
_mprotect.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)
_munmap = _libc.munmap
_munmap.restype = ctypes.c_int
_munmap.argtypes = (ctypes.c_void_p, ctypes.c_size_t)


def page_align(n: int) -> int:
    return (n + PAGE_SIZE - 1) & ~(PAGE_SIZE - 1)


class MemoryBlock:
    """``size`` bytes (rounded up to pages) of read+write memory at :attr:`address`."""

    __slots__ = ("address", "size")

    def __init__(self, size: int, low: bool = False) -> None:
        self.size = page_align(max(size, 1))
        flags = _MAP_PRIVATE | _MAP_ANONYMOUS | (_MAP_32BIT if low else 0)
        addr = _mmap(None, self.size, PROT_READ | PROT_WRITE, flags, -1, 0)
        if addr is None or addr == ctypes.c_void_p(-1).value:
            err = ctypes.get_errno()
            raise MemoryError(f"mmap of {self.size} bytes failed: {os.strerror(err)}")
        self.address: int = addr

    def write(self, offset: int, data: bytes | bytearray) -> None:
        """Copy ``data`` to ``address + offset`` (the block must still be writable there)."""
        if offset < 0 or offset + len(data) > self.size:
            raise ValueError("write outside the memory block")
        ctypes.memmove(self.address + offset, bytes(data), len(data))

    def protect(self, offset: int, size: int, prot: int) -> None:
        """Set the protection of the pages of ``[offset, offset + size)`` (``offset`` page-aligned)."""
        if size <= 0:
            return
        if _mprotect(self.address + offset, page_align(size), prot) != 0:
            err = ctypes.get_errno()
            raise OSError(err, f"mprotect failed: {os.strerror(err)}")

    def release(self) -> None:
        """Unmap the block (idempotent)."""
        if self.address:
            _munmap(self.address, self.size)
            self.address = 0
